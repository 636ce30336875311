"""The daily reflection note: one day of the library told in sentences, every item linked.

No model writes it: the day's themes, decisions, aged open loops and lifecycle moves are put
into fixed sentence shapes, so the note reads as prose yet says only what the vault holds."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from ..config import (
    REFLECTION_LOOP_AGE_DAYS,
    REFLECTION_LOOPS_SHOWN,
    REFLECTION_MORNING_HOUR,
    REFLECTION_SENTENCE_ITEMS,
)
from ..jsonish import JSON, JSONObject
from ..knowledge.library import LibraryNote
from ..knowledge.pages import Concept, link
from ..knowledge.rollups import Item, decisions
from .prose import (
    clause,
    count,
    day_name,
    first_sentence,
    join,
    month_name,
    plain_clause,
    quoted,
    sentence,
    span,
)
from .states import parse_time


def _utc_text(value: str) -> str:
    """A note's time as the UTC text the day's bounds are written in."""
    moment = parse_time(value)
    return _utc(moment) if moment is not None else value


# The lifecycle moves a reflection tells, in order, with the heading each keeps.
_MOVES = (("promoted", "Promoted"), ("matured", "Matured"), ("demoted", "Demoted"),
          ("archived", "Archived"), ("superseded", "Superseded"))


@dataclass(frozen=True)
class Day:
    """The calendar day a reflection tells, in the person's time zone, and its bounds in UTC
    (the vault's times are UTC)."""

    day: date
    start: str  # inclusive
    end: str  # exclusive


def _utc(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def covered_day(now: str) -> Day:
    """The day a reflection made at ``now`` tells: the day before when it runs in the
    morning (the scheduled run at 06:00 looks back on yesterday), else the day so far."""
    moment = (parse_time(now) or datetime.now(UTC)).astimezone()
    day = moment.date() - timedelta(days=1) if moment.hour < REFLECTION_MORNING_HOUR \
        else moment.date()
    start = datetime.combine(day, time(), tzinfo=moment.tzinfo)
    return Day(day, _utc(start), _utc(start + timedelta(days=1)))


def render_reflection(now: str, since: str, library: list[LibraryNote],
                      concepts: dict[str, Concept], events: list[JSONObject],
                      errors: list[dict[str, str]], written: set[str] | None = None,
                      loops: list[Item] | None = None, day: Day | None = None) -> str:
    """The reflection on ``day`` (by default the day ``covered_day(now)`` says): its
    conversations and captures are those dated that day; lifecycle moves and errors are those
    of the window ``since``..``now``. ``written``: conversation notes that came into the vault
    in that window; those dated another day were imported, and are counted as such, not as
    the day's talk. ``loops``: the library's open loops; those older than
    ``REFLECTION_LOOP_AGE_DAYS`` are named."""
    day = day or covered_day(now)

    def within(value: JSON) -> bool:
        return bool(value) and since < str(value) <= now

    def on_day(value: JSON) -> bool:
        return bool(value) and day.start <= _utc_text(str(value)) < day.end

    written = written or set()
    captured = [n for n in library if n.kind == "episode" and on_day(n.created)]
    talked = sorted((n for n in library if n.kind == "conversation" and on_day(n.date)),
                    key=lambda n: (n.date, n.path))
    imported = sorted((n for n in library if n.kind == "conversation" and n.path in written
                       and not on_day(n.date)), key=lambda n: (n.date, n.path))
    moved: dict[str, list[JSONObject]] = {}
    for e in sorted(events, key=lambda e: (e["at"], e["object"])):
        if e["from"] != e["to"]:
            moved.setdefault(e["to"], []).append(e)
    born = [c for c in concepts.values() if within(c.created)]
    reinforced = [c for c in concepts.values() if within(c.last_reinforced) and c not in born]
    iso = day.day.isoformat()
    fm = ["---", "musubi_id: reflection:" + iso, "type: reflection",
          f"date: {iso}", "tags:", "- musubi/reflection", "---"]
    out = [*fm, f"# Reflection {iso}", ""]
    if not (captured or talked or imported or moved or born or reinforced or errors):
        out.append(f"Nothing happened on {day_name(iso)}: no conversations, no captures and "
                   "no changes to your memory.")
        return "\n".join(out) + "\n"
    names = {n.path: n.label for n in library}
    names.update({c.path: c.title for c in concepts.values() if c.path})
    out += [_overview(iso, captured, talked, moved, born, concepts, imported), ""]
    out += _section("Conversations", _themes(talked, concepts))
    out += _section("Decisions", _decided(talked))
    out += _section("Open loops", _aged(now, loops or []))
    out += _section("Captured", sentence(
        f"You captured {count(len(captured), 'thing')}: ",
        [link(n.path, n.label) for n in captured]))
    out += _section("Themes that emerged", sentence(
        f"{count(len(born), 'new theme', start=True)} emerged: ",
        [f"{link(c.path or '', c.title)} ({quoted(first_sentence(c.synthesis))})"
         if c.synthesis.strip() else link(c.path or "", c.title) for c in born]))
    out += _section("Themes reinforced", sentence(
        f"{count(len(reinforced), 'theme', start=True)} came up again: ",
        [f"{link(c.path or '', c.title)} ({count(c.reinforcement_count, 'time')} in all)"
         for c in reinforced]))
    for state, title in _MOVES:
        out += _section(title, _moves(state, moved.get(state, []), concepts, names))
    out += _section("Open contradictions", _contradictions(concepts))
    out += _section("Skipped for errors", _errors(errors))
    return "\n".join(out).rstrip("\n") + "\n"


def _overview(day: str, captured: list[LibraryNote], talked: list[LibraryNote],
              moved: dict[str, list[JSONObject]], born: list[Concept],
              concepts: dict[str, Concept], imported: list[LibraryNote] | None = None) -> str:
    """The day in a sentence (what came in; older history imported that day said apart, as it
    is not what the day was about), then what the lifecycle did since the last reflection."""
    distilled = sum(1 for n in talked if n.fm.get("distilled_by"))
    came = f"you had {count(len(talked), 'conversation')} ({distilled} distilled)"
    if imported:
        first, last = month_name(imported[0].date), month_name(imported[-1].date)
        span_text = f"from {first}" + (f" to {last}" if last != first else "")
        older = f"imported {count(len(imported), 'older conversation')}, {span_text}"
        came = f"{came} and {older}" if talked else f"you {older}"
    if captured:
        # "…, from November 2023 to November 2026, and made 1 capture": the span is an aside.
        came += f"{',' if imported else ''} and made {count(len(captured), 'capture')}"
    changes = [_moved(s, moved[s]) for s, _ in _MOVES if moved.get(s)]
    if born:
        changes.append(f"{count(len(born), 'new theme')} emerged")
    opened = len(_pairs(concepts))
    if opened:
        changes.append(f"{count(opened, 'contradiction')} "
                       f"{'is' if opened == 1 else 'are'} open")
    # What the lifecycle did happened when it ran, not on the day told: said apart.
    said = f"On {day_name(day)} {came}."
    return f"{said} Since the last reflection, {join(changes)}." if changes else said


def _moved(state: str, events: list[JSONObject], *, start: bool = False) -> str:
    """``7 notes and 1 concept matured``, ``One concept was promoted``: what moved, by kind."""
    concepts = sum(1 for e in events if e.get("plane") == "concept")
    notes = len(events) - concepts
    kinds = [(n, noun) for n, noun in ((notes, "note"), (concepts, "concept")) if n]
    what = [count(n, noun, start=start and i == 0) for i, (n, noun) in enumerate(kinds)]
    verb = "" if state == "matured" else "was " if len(events) == 1 else "were "
    return f"{join(what)} {verb}{state}"


def _themes(talked: list[LibraryNote], concepts: dict[str, Concept]) -> list[str]:
    """The day's conversations grouped by what they were about: their topic, else the concept
    they support, else the topics the distiller named; a lone conversation stands by itself."""
    supports: dict[str, Concept] = {}
    for c in sorted(concepts.values(), key=lambda c: c.created):
        if c.state not in ("demoted", "superseded"):
            supports.update({s: c for s in c.supporting})
    groups: dict[str, tuple[str, list[LibraryNote]]] = {}
    alone: list[LibraryNote] = []
    for n in talked:
        concept = supports.get(n.link_target)
        if n.topics:
            key, name = "t:" + n.topics[0], n.topics[0]
        elif concept is not None:
            key, name = "c:" + concept.id, link(concept.path or "", concept.title)
        elif n.note is not None and n.note.topics:
            key, name = "t:" + n.note.topics[0], n.note.topics[0]
        else:
            alone.append(n)
            continue
        groups.setdefault(key, (name, []))[1].append(n)
    ranked = sorted(groups.values(), key=lambda g: -len(g[1]))
    parts = []
    for name, notes in ranked:
        links = [link(n.path, n.label) for n in notes]
        if len(notes) == 1:
            parts.append(f"{name} ({links[0]})")
        else:
            parts.append(f"{name} ({count(len(notes), 'conversation')}: {join(links)})")
    lines = []
    if parts:
        whole = "The whole day went to " if len(parts) == 1 and not alone \
            else "Most of the day went to "
        lines += sentence(whole, parts, f"The day's conversations went to "
                          f"{count(len(parts), 'theme')}, listed below.")
    if alone:
        head = "You also talked about " if parts else "You talked about "
        lines += [""] if lines else []
        many = f"You {'also ' if parts else ''}had {count(len(alone), 'conversation')}" \
            f"{' on other things' if parts else ''}, listed below."
        lines += sentence(head, [_gist(n, len(alone)) for n in alone], many)
    return lines


def _gist(n: LibraryNote, among: int) -> str:
    """A conversation's link; in a list (past a handful) with the start of its summary, so
    the line says what it was about."""
    summary = n.note.summary if n.note is not None else ""
    if among <= REFLECTION_SENTENCE_ITEMS or not summary.strip():
        return link(n.path, n.label)
    return f"{link(n.path, n.label)}: {quoted(first_sentence(summary), 100)}"


def _decided(talked: list[LibraryNote]) -> list[str]:
    """Every decision of the day's conversations, in the order they were made, each once and
    linked to its own line."""
    made: dict[str, list[str]] = {}  # the same decision in several conversations: said once
    texts: dict[str, str] = {}
    for d in reversed(decisions(talked)):
        key = " ".join(d.text.casefold().split()).rstrip(".")
        texts.setdefault(key, d.text)
        if d.link not in made.setdefault(key, []):
            made[key].append(d.link)
    # "You decided to use SQLite" for decisions that read as a plain clause; the others are
    # quoted whole ("“Agreed, a USB SSD…”") in a sentence of their own, never glued to "to".
    def item(said: str, links: list[str]) -> str:
        return f"{said} ({links[0]})" if len(links) == 1 else \
            f"{said} (in {count(len(links), 'conversation')}: {join(links)})"

    plain = [item(clause(texts[k]), links) for k, links in made.items()
             if plain_clause(texts[k])]
    whole = [item(quoted(texts[k]), links) for k, links in made.items()
             if not plain_clause(texts[k])]
    total = len(plain) + len(whole)
    if total > REFLECTION_SENTENCE_ITEMS:
        return [f"You made {count(total, 'decision')}, listed below.", "",
                *(f"- {i}" for i in plain + whole)]
    lines = sentence("You decided ", plain)
    if whole:
        head = "Other decisions: " if plain else "Your decisions: "
        lines += sentence(head, whole)
    return [" ".join(lines)] if lines else []


def _aged(now: str, loops: list[Item]) -> list[str]:
    """Open loops older than the threshold, oldest first, capped: promises getting stale."""
    when = parse_time(now)
    if when is None:
        return []
    aged = []
    for loop in loops:
        started = parse_time(loop.date)
        if loop.done or loop.closed_by is not None or started is None:
            continue
        if when - started > timedelta(days=REFLECTION_LOOP_AGE_DAYS):
            aged.append((loop.date, loop.note.path, (when - started).days, loop))
    if not aged:
        return []
    aged.sort(key=lambda a: (a[0], a[1]))
    shown = [f"{quoted(loop.text)} ({loop.link}, since {day_name(loop.date)}, "
             f"{count(days, 'day')})" for _, _, days, loop in aged[:REFLECTION_LOOPS_SHOWN]]
    if len(aged) > len(shown):
        shown.append(f"{len(aged) - len(shown)} more")
    have = "has" if len(aged) == 1 else "have"
    return [f"{count(len(aged), 'loop', start=True)} {have} been open for more than "
            f"{span(REFLECTION_LOOP_AGE_DAYS)}: {join(shown)}."]


def _moves(state: str, events: list[JSONObject], concepts: dict[str, Concept],
           names: dict[str, str]) -> list[str]:
    """``Seven notes and one concept matured (maturation-sweep): …``, each item linked."""
    if not events:
        return []
    items = []
    for e in events:
        c = concepts.get(e["object"])
        where = link(e["path"], names.get(e["path"])) if e.get("path") else f"`{e['object']}`"
        if state == "promoted" and c is not None and c.promoted_to:
            where += f", now the curated page {link(c.promoted_to + '.md')}"
        items.append(where)
    reasons = sorted({str(e["reason"]) for e in events if e.get("reason")})
    why = f" ({', '.join(reasons)})" if reasons else ""
    return sentence(f"{_moved(state, events, start=True)}{why}: ", items)


def _pairs(concepts: dict[str, Concept]) -> list[tuple[str, str]]:
    """Each open contradiction once, as the two concept pages (paths without .md)."""
    pairs: set[tuple[str, str]] = set()
    for c in concepts.values():
        if c.open_contradiction:
            for other in c.contradicts:
                a, b = sorted((c.target, other))
                pairs.add((a, b))
    return sorted(pairs)


def _contradictions(concepts: dict[str, Concept]) -> list[str]:
    titles = {c.target: c.title for c in concepts.values() if c.path}
    pairs = _pairs(concepts)
    if not pairs:
        return []
    items = [f"{link(a + '.md', titles.get(a))} against {link(b + '.md', titles.get(b))}"
             for a, b in pairs]
    verb = "is" if len(pairs) == 1 else "are"
    return sentence(f"{count(len(pairs), 'contradiction', start=True)} {verb} still open, "
                    "waiting for you to say which side holds: ", items)


def _errors(errors: list[dict[str, str]]) -> list[str]:
    seen: dict[str, str] = {}
    for e in errors:
        seen.setdefault(e["path"], e["reason"])
    if not seen:
        return []
    verb = "was" if len(seen) == 1 else "were"
    return sentence(f"{count(len(seen), 'note', start=True)} could not be read and {verb} "
                    "skipped: ", [f"`{p}` ({r})" for p, r in seen.items()])


def _section(title: str, lines: list[str]) -> list[str]:
    if not lines:
        return []
    return [f"## {title}", "", *lines, ""]
