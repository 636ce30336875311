"""``musubi-bench topics``: whether the topic map groups conversations as a person would.

Two libraries, each written into a fresh vault through the normal writers, distilled by the
heuristic and mapped by ``topics build`` without a chat model, exactly as a new user's is:

* each half of the distillation set (``distill_real_*``), with a theme per conversation
  written by hand (``topic_themes_*``; the held-out half's was written and committed before any
  topic output was read). Scored: **purity** (the share of placed notes whose topic's most
  common theme is theirs), **theme spread** (the share of each theme's notes in its biggest
  topic, the other side of purity: one topic per note would have purity 1 and spread 0), the
  share **placed** (not Unsorted), and the topic names;
  After the map, five days of lifecycle run on it: the concepts formed, and how many hold one
  theme only;
* the mixed library of ``bench mixed``, where a person's code projects recur across sessions:
  the share of **same-project pairs** of sessions that share a topic.

A name is **bad** when it is a currency, a number, a file name, or holds a word found in more
than a third of the library's notes (``TOPIC_NAME_MAX_SHARE``).
"""

from __future__ import annotations

import re
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config import TOPIC_NAME_MAX_SHARE, Config
from ..model import Conversation
from .distill_cases import Case, all_cases
from .distill_quality import conversation

if TYPE_CHECKING:
    from ..engine import Engine

Log = Callable[[str], None]
# The labelled conversations' day (``distill_quality.conversation``) and the days of lifecycle
# run after it, as the "five days of lifecycle" asks.
DAY_ZERO = "2026-01-05T00:00:00+00:00"
LIFECYCLE_DAYS = 5
_WORD = re.compile(r"[^\W\d_]{3,}")
_NUMBER = re.compile(r"^[\d\W_]+$")
_FILE = re.compile(r"\w\.[a-z][a-z0-9]{0,4}$|[/\\]")
_MUSUBI_ID = re.compile(r"^musubi_id:\s*(.+)$", re.M)
_TOPIC_LINK = re.compile(r"\[\[[^\]]*/topics/[^\]]*\]\]")
# The bench's own list, not the namer's: a check must not share the code it checks.
_CURRENCY_TEXT = """sek eur usd gbp chf nok dkk pln jpy cny inr cad aud nzd euro euros dollar
dollars pound pounds krona kronor krone kroner yen yuan rupee rupees franc francs zloty"""
_CURRENCIES = frozenset(_CURRENCY_TEXT.split())
_SOURCES = {"claude-code": "claude-code", "codex": "codex", "cursor": "cursor",
            "chatgpt": "chatgpt-export", "claude": "claude-export"}


def themes(split: str) -> dict[str, str]:
    """Case id -> theme, for one half of the distillation set."""
    if split == "heldout":
        from .topic_themes_heldout import HELDOUT_THEMES
        return dict(HELDOUT_THEMES)
    from .topic_themes_tune import TUNE_THEMES
    return dict(TUNE_THEMES)


def _source(shape: str) -> str:
    return _SOURCES.get(shape, "chatgpt-export")


def _engine(base: Path) -> Any:
    from ..engine import Engine

    vault = base / "vault"
    cfg = Config(vault=vault, cache_dir_override=base / "cache", fsync=False,
                 index_on_ingest=False)
    engine = Engine(cfg, create=True)
    engine.init_vault(vault, remember=False)
    return engine


def _write(engine: Engine, convs: Iterable[Conversation]) -> None:
    by_source: dict[str, list[Conversation]] = defaultdict(list)
    for c in convs:
        by_source[c.source].append(c)
    for source in sorted(by_source):
        engine.write_conversations(source, by_source[source])


def _map(engine: Engine) -> tuple[dict[str, str], dict[str, str]]:
    """(conversation id -> topic name, or "" when Unsorted; topic id -> name), after
    distilling and building the map as ``musubi distill`` and ``musubi topics build`` do."""
    engine.distill(only_heuristic=True)
    report = engine.topics_build(only_heuristic=True)
    names = {t["id"]: t["name"] for t in report.topics}
    placed = {}
    for note_id, (topic_id, _hash, _score) in engine.state.topic_assignments().items():
        placed[note_id] = "" if topic_id == "topic:unsorted" else names.get(topic_id, topic_id)
    return placed, names


def _words_by_note(engine: Engine) -> dict[str, set[str]]:
    """Each conversation note's words, by its Musubi id (``musubi_id`` in its front matter).
    A note is found by that id: its front matter has no ``type`` to find it by."""
    out: dict[str, set[str]] = {}
    for path in sorted((engine.vault / engine.folder / "conversations").rglob("*.md")):
        text = path.read_text(encoding="utf-8", errors="replace")
        found = _MUSUBI_ID.search(text[:2000])
        if found:  # the links to its topic name it: they are not the note's words
            text = _TOPIC_LINK.sub(" ", text)
            out[found.group(1).strip()] = set(_WORD.findall(text.casefold()))
    return out


def name_coverage(placed: dict[str, str], words: dict[str, set[str]]) -> float | None:
    """The mean, over topics, of the share of a topic's notes that hold every word of its name:
    a name one note gave ("Page Break" over seven notes) says little about the others."""
    members: dict[str, list[str]] = defaultdict(list)
    for note_id, name in placed.items():
        if name:
            members[name].append(note_id)
    shares = []
    for name, ids in members.items():
        need = [w for w in _WORD.findall(name.casefold()) if len(w) > 1]
        if not need:
            continue
        shares.append(sum(all(w in words.get(i, set()) for w in need) for i in ids) / len(ids))
    return round(sum(shares) / len(shares), 3) if shares else None


def bad_name(name: str, note_words: list[set[str]]) -> str | None:
    """Why a topic name is one a person would not choose, or None."""
    words = name.casefold().replace("&", " ").split()
    if not words:
        return "empty"
    if all(_NUMBER.match(w) for w in words):
        return "a number"
    if any(w in _CURRENCIES for w in words):
        return "a currency"
    if any(_FILE.search(w) for w in words):
        return "a file name"
    n = len(note_words)
    for w in words:
        if len(w) < 3 or not n:
            continue
        share = sum(w in ws for ws in note_words) / n
        if share > TOPIC_NAME_MAX_SHARE:
            return f"{w!r} is in {share:.0%} of the notes"
    return None


def theme_figures(placed: dict[str, str], theme_of: dict[str, str]) -> dict[str, Any]:
    """Purity, theme spread and share placed, over the notes whose theme is known."""
    members: dict[str, Counter[str]] = defaultdict(Counter)
    unplaced = 0
    for note_id, theme in theme_of.items():
        topic = placed.get(note_id)
        if not topic:
            unplaced += 1
            continue
        members[topic][theme] += 1
    total = len(theme_of)
    inside = total - unplaced
    pure = sum(c.most_common(1)[0][1] for c in members.values())
    by_theme: dict[str, Counter[str]] = defaultdict(Counter)
    for topic, counts in members.items():
        for theme, count in counts.items():
            by_theme[theme][topic] += count
    gathered = sum(c.most_common(1)[0][1] for c in by_theme.values())
    return {"notes": total, "topics": len(members),
            "themes": len(set(theme_of.values())),
            "purity": round(pure / inside, 3) if inside else None,
            "theme_spread": round(gathered / inside, 3) if inside else None,
            "placed": round(inside / total, 3) if total else None}


def project_pairs(placed: dict[str, str], project_of: dict[str, str]) -> dict[str, Any]:
    """The share of pairs of one project's sessions that share a topic."""
    by_project: dict[str, list[str]] = defaultdict(list)
    for note_id, project in project_of.items():
        by_project[project].append(note_id)
    pairs = together = 0
    for ids in by_project.values():
        for a, b in combinations(sorted(ids), 2):
            pairs += 1
            together += bool(placed.get(a)) and placed.get(a) == placed.get(b)
    return {"projects": len(by_project), "sessions": len(project_of), "pairs": pairs,
            "same_project_together": round(together / pairs, 3) if pairs else None}


def _themed_library(split: str, log: Log) -> dict[str, Any]:
    theme_by_case = themes(split)
    cases: list[Case] = [c for c in all_cases() if c.id in theme_by_case]
    with tempfile.TemporaryDirectory(prefix="musubi-bench-topics-") as tmp:
        engine = _engine(Path(tmp))
        try:
            convs = []
            for c in cases:
                conv = conversation(c)
                conv.source = _source(c.shape)
                conv.id = f"{conv.source}:{c.id}"
                convs.append(conv)
            log(f"{split}: writing {len(convs)} conversations, distilling, mapping topics ...")
            t0 = time.perf_counter()
            _write(engine, convs)
            placed, _names = _map(engine)
            seconds = time.perf_counter() - t0
            words = _words_by_note(engine)
            note_words = list(words.values())
            theme_of = {f"{_source(c.shape)}:{c.id}": theme_by_case[c.id] for c in cases}
            out = {"split": split, **theme_figures(placed, theme_of),
                   "seconds": round(seconds, 1)}
            out["topic_names"] = _names_table(placed, theme_of, note_words)
            out["bad_names"] = [t for t in out["topic_names"] if t["bad"]]
            out["name_coverage"] = name_coverage(placed, words)
            log(f"{split}: {LIFECYCLE_DAYS} days of lifecycle ...")
            out.update(_concepts_after_days(engine, theme_of))
            return out
        finally:
            engine.close()


def _concepts_after_days(engine: Engine, theme_of: dict[str, str], start_day: str = DAY_ZERO
                         ) -> dict[str, Any]:
    """Run every lifecycle job once a day for ``LIFECYCLE_DAYS`` days after ``start_day`` (the
    day of the newest conversation), as the daemon would, and read the concepts formed: how
    many, and how many hold notes of one theme only (a concept of two themes is two subjects
    glued together)."""
    from ..knowledge.library import read_library
    from ..lifecycle.table import JOBS

    start = datetime.fromisoformat(start_day)
    for day in range(1, LIFECYCLE_DAYS + 1):
        now = (start + timedelta(days=day)).strftime("%Y-%m-%dT12:00:00Z")
        for job in JOBS:
            engine.lifecycle_run(job, now=now, only_heuristic=True)
    id_of = {n.link_target: n.id for n in read_library(engine.vault, engine.folder, [])}
    concepts = engine.concepts()
    themed = [{theme_of.get(id_of.get(s, ""), "?") for s in c["supporting"]} for c in concepts]
    return {"concepts": len(concepts),
            "concepts_of_one_theme": sum(len(t) == 1 and "?" not in t for t in themed),
            "concept_themes": [sorted(t) for t in themed]}


def _names_table(placed: dict[str, str], theme_of: dict[str, str],
                 note_words: list[set[str]]) -> list[dict[str, Any]]:
    members: dict[str, Counter[str]] = defaultdict(Counter)
    for note_id, theme in theme_of.items():
        if placed.get(note_id):
            members[placed[note_id]][theme] += 1
    rows = []
    for name, counts in sorted(members.items(), key=lambda kv: -sum(kv[1].values())):
        rows.append({"name": name, "notes": sum(counts.values()),
                     "themes": dict(counts.most_common()),
                     "bad": bad_name(name, note_words)})
    return rows


def _project_library(log: Log) -> dict[str, Any]:
    """The mixed library's conversations alone (its hand-made topic pages would be taken as
    the person's topics, and the map would only fill them)."""
    from ..knowledge.library import project_key
    from .mixed import conversations

    convs, busy = conversations()
    with tempfile.TemporaryDirectory(prefix="musubi-bench-topics-") as tmp:
        engine = _engine(Path(tmp))
        try:
            log(f"project library: writing {len(convs) + len(busy)} conversations, "
                "distilling, mapping topics ...")
            _write(engine, [*convs, *busy])
            placed, _names = _map(engine)
            project_of = {c.id: project_key(c.project) for c in [*convs, *busy] if c.project}
            note_words = list(_words_by_note(engine).values())
            names = sorted({n for n in placed.values() if n})
            out = {**project_pairs(placed, project_of),
                   "placed": round(sum(bool(v) for v in placed.values()) / len(placed), 3)
                   if placed else None,
                   "topics": len(names), "topic_names": names,
                   "bad_names": [{"name": n, "bad": why} for n in names
                                 if (why := bad_name(n, note_words))]}
            # The lifecycle starts the day after the newest session: every note is old enough
            # to mature, as in a library used for months.
            newest = max(c.updated_at or c.created_at or DAY_ZERO for c in [*convs, *busy])
            log(f"project library: {LIFECYCLE_DAYS} days of lifecycle ...")
            concepts = _concepts_after_days(engine, project_of, newest[:10])
            return out | {k.replace("theme", "project"): v for k, v in concepts.items()}
        finally:
            engine.close()


def run_topics(splits: Iterable[str] = ("tune", "heldout"), projects: bool = True,
               log: Log = print) -> dict[str, Any]:
    """Figures per half of the themed set, and for the project library."""
    out: dict[str, Any] = {"themed": [_themed_library(s, log) for s in splits]}
    if projects:
        out["projects"] = _project_library(log)
    return out
