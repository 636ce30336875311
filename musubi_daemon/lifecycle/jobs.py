"""The five lifecycle jobs. Each reads the vault, decides, and hands its writes to the Engine
through ``Ctx``; each item is handled on its own, so one bad note is counted and named, never
the end of the run; and each is idempotent: the same window twice changes nothing."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from .. import config as C
from ..jsonish import Properties
from ..knowledge.library import (
    LibraryNote,
    Problem,
    episode_text,
    project_name,
    read_library,
)
from ..knowledge.pages import (
    Concept,
    append_evidence,
    concept_rel,
    curated_rel,
    read_concepts,
    render_concept,
    render_curated,
    render_episode,
)
from . import judge
from .calibration import Thresholds, library_thresholds
from .journal import Event, RunRecord
from .states import CONCEPT, EPISODIC, check, parse_time
from .table import JOBS

if TYPE_CHECKING:
    from ..distill.llm import AsksJson

ACTIVE_CONCEPT = ("synthesized", "matured", "promoted")


@dataclass
class Ctx:
    """What a job may touch: the Engine fills it in, so jobs never write files themselves."""

    vault: Path
    folder: str
    now: str
    chat: AsksJson | None  # None: the heuristic stands in
    embed: Callable[[Sequence[str]], np.ndarray]
    set_note: Callable[[LibraryNote, Properties], bool]  # a conversation's properties
    write: Callable[[str, str], bool]  # a page Musubi owns, merged with the person's edits
    read: Callable[[str], str | None]
    journal: Any
    run: RunRecord
    warnings: list[str] = field(default_factory=list)
    # Conversation notes written into the vault between two times (ingested, grown).
    written: Callable[[str, str], set[str]] = field(default=lambda since, until: set())

    @property
    def when(self) -> datetime:
        return parse_time(self.now) or datetime.now(UTC)

    def count(self, key: str, n: int = 1) -> None:
        self.run.counts[key] = self.run.counts.get(key, 0) + n

    def fail(self, path: str, reason: str) -> None:
        self.run.errors.append({"path": path, "reason": reason})
        self.count("errors")

    def move(self, obj: str, plane: str, old: str | None, new: str, reason: str,
             path: str | None) -> None:
        """Validate and journal one state change (the write itself is the caller's)."""
        if old is not None:
            check(plane, old, new)
        self.run.events.append(Event(obj, plane, old, new, reason, self.now, path))
        self.count(new)


def _age(ctx: Ctx, when: Any) -> timedelta:
    t = parse_time(when)
    return ctx.when - t if t else timedelta(0)


def _library(ctx: Ctx) -> list[LibraryNote]:
    problems: list[Problem] = []
    notes = list(read_library(ctx.vault, ctx.folder, problems, ("conversations", "episodes")))
    for p in problems:
        ctx.fail(p.path, p.reason)
    return notes


def _concepts(ctx: Ctx) -> dict[str, Concept]:
    problems: list[Problem] = []
    concepts = read_concepts(ctx.vault, ctx.folder, problems)
    for p in problems:
        ctx.fail(p.path, p.reason)
    return concepts


def _set_episode(ctx: Ctx, n: LibraryNote, updates: Properties) -> None:

    current = ctx.read(n.path) or ""
    ctx.write(n.path, render_episode({**n.fm, **updates}, episode_text(current)))


def _set_state(ctx: Ctx, n: LibraryNote, updates: Properties) -> None:
    if n.kind == "episode":
        _set_episode(ctx, n, updates)
    else:
        ctx.set_note(n, updates)


def _write_concept(ctx: Ctx, c: Concept) -> None:
    if c.path is None:
        c.path = concept_rel(ctx.folder, c.title, c.id)
    ctx.write(c.path, render_concept(c, ctx.folder))


# -- maturation ------------------------------------------------------------------------------------
def maturation(ctx: Ctx) -> None:
    """Provisional notes past the dwell window mature (captures only when important or
    reinforced; unreinforced ones are archived after the TTL); concepts old, reinforced and
    uncontradicted mature; a person's ``superseded_by`` takes effect."""
    dwell = timedelta(hours=C.MATURATION_DWELL_HOURS)
    notes = [n for n in _library(ctx) if n.state == "provisional"]
    due = [n for n in notes if _age(ctx, n.date) >= dwell and not n.fm.get("contradicts")]
    unscored = [n for n in due if n.kind == "conversation" and n.importance is None]
    scores = judge.importance(unscored, ctx.chat, ctx.warnings) if unscored else {}
    for n in due:
        try:
            imp = n.importance if n.importance is not None else scores[n.id]
            if n.kind == "episode":
                reinforced = int(n.fm.get("reinforcement_count") or 0) >= 1
                if imp < C.CAPTURE_KEEP_IMPORTANCE and not reinforced:
                    if _age(ctx, n.created) >= timedelta(days=C.CAPTURE_TTL_DAYS):
                        ctx.move(n.id, EPISODIC, n.state, "archived", "provisional-ttl", n.path)
                        _set_state(ctx, n, {"state": "archived", "state_changed": ctx.now})
                    else:
                        ctx.count("kept provisional")
                    continue
            ctx.move(n.id, EPISODIC, n.state, "matured", "maturation-sweep", n.path)
            _set_state(ctx, n, {"state": "matured", "importance": imp,
                                "state_changed": ctx.now})
        except Exception as e:  # one note never stops the sweep
            ctx.fail(n.path, f"{type(e).__name__}: {e}")
    concepts = _concepts(ctx)
    for c in concepts.values():
        try:
            _mature_concept(ctx, c, concepts)
        except Exception as e:
            ctx.fail(c.path or c.id, f"{type(e).__name__}: {e}")


def _mature_concept(ctx: Ctx, c: Concept, concepts: dict[str, Concept]) -> None:
    if c.superseded_by and c.state in ("synthesized", "matured"):
        ctx.move(c.id, CONCEPT, c.state, "superseded", "superseded-by-person", c.path)
        c.state = "superseded"
        _write_concept(ctx, c)
        for other in concepts.values():  # the side kept is no longer contradicted
            if c.target in other.contradicts and other.contradiction != "resolved":
                other.contradiction = "resolved"
                _write_concept(ctx, other)
        return
    if c.state != "synthesized" or c.open_contradiction:
        return
    if (_age(ctx, c.created) >= timedelta(hours=C.CONCEPT_DWELL_HOURS)
            and c.reinforcement_count >= C.CONCEPT_MATURE_REINFORCEMENT):
        ctx.move(c.id, CONCEPT, c.state, "matured", "concept-maturation", c.path)
        c.state = "matured"
        _write_concept(ctx, c)


# -- synthesis -------------------------------------------------------------------------------------
def _unit(v: np.ndarray) -> np.ndarray:
    n = float(np.linalg.norm(v))
    return v / n if n else v


def _root(parent: list[int], x: int) -> int:
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def _clusters(notes: list[LibraryNote], vecs: np.ndarray, link: float,
              project_link: float) -> list[list[int]]:
    """Connected components of notes at least ``link`` close, per topic; two sessions of one
    code project already at ``project_link``: a project's sessions are about different tasks
    (a bug, a deploy, a refactor) and sit far apart as vectors, yet the project is a subject
    they share."""
    groups: dict[str, list[int]] = {}
    for i, n in enumerate(notes):
        groups.setdefault(n.topics[0] if n.topics else "", []).append(i)
    out: list[list[int]] = []
    for members in groups.values():
        sims = vecs[members] @ vecs[members].T
        projects = [project_name(notes[i]) for i in members]
        parent = list(range(len(members)))
        for a in range(len(members)):
            for b in range(a + 1, len(members)):
                if sims[a, b] >= link or (sims[a, b] >= project_link and projects[a]
                                          and projects[a] == projects[b]):
                    parent[_root(parent, a)] = _root(parent, b)
        comps: dict[int, list[int]] = {}
        for a in range(len(members)):
            comps.setdefault(_root(parent, a), []).append(members[a])
        out += [sorted(c) for c in comps.values() if len(c) >= C.SYNTHESIS_MIN_CLUSTER]
    return sorted(out)


def synthesis(ctx: Ctx) -> None:
    """Cluster the matured notes no concept holds yet: a cluster close to a concept reinforces
    it (one count per note), any other becomes a concept note; a concept near another but not
    the same is checked for contradiction. Clustered notes leave the pool, so a re-run on the
    same window finds nothing to do."""
    library = _library(ctx)
    by_target = {n.link_target: n for n in library}
    concepts = _concepts(ctx)
    taken = {t for c in concepts.values() for t in c.supporting}
    pool = timedelta(days=C.SYNTHESIS_POOL_DAYS)
    # The pool: matured notes no concept holds yet, recent enough to still find company.
    notes = [n for n in library if n.state == "matured" and n.link_target not in taken
             and _age(ctx, n.fm.get("state_changed") or n.date) <= pool]
    if not notes:
        return
    vecs = ctx.embed([n.topic_text() for n in notes])
    vec_of = {n.link_target: vecs[i] for i, n in enumerate(notes)}
    missing = [t for c in concepts.values() for t in c.supporting
               if t not in vec_of and t in by_target]
    if missing:
        extra = ctx.embed([by_target[t].topic_text() for t in missing])
        vec_of.update(zip(missing, extra, strict=True))

    def concept_vec(c: Concept) -> np.ndarray | None:
        rows = [vec_of[t] for t in c.supporting if t in vec_of]
        return _unit(np.mean(rows, axis=0)) if rows else None

    active = {cid: c for cid, c in concepts.items() if c.state in ACTIVE_CONCEPT}
    vectors = {cid: concept_vector for cid, c in active.items()
               if (concept_vector := concept_vec(c)) is not None}
    touched: list[str] = []
    limits = library_thresholds(ctx.embed, library)
    for cluster in _clusters(notes, vecs, limits.link, limits.project_link):
        try:
            members = sorted((notes[i] for i in cluster),
                             key=lambda n: (-(n.importance or 0), n.id))
            members = members[:C.SYNTHESIS_MAX_CLUSTER]
            centroid = _unit(np.mean([vec_of[n.link_target] for n in members], axis=0))
            match = _match(centroid, active, vectors, limits.reinforce)
            flips: list[LibraryNote] = []
            if match is not None:
                # A note that reverses the concept ("no longer uses X") is never its evidence.
                flips = judge.reversing(members, f"{match.title}. {match.synthesis}")
                keep = [n for n in members if n not in flips]
                if keep and _reinforce(ctx, match, keep):
                    vectors[match.id] = concept_vec(match)  # type: ignore[assignment]
                    touched.append(match.id)
                if len(flips) < C.SYNTHESIS_MIN_CLUSTER:
                    if flips:  # they wait in the pool for company, as any small cluster
                        ctx.count("reversals held back", len(flips))
                    continue
                members = flips
                centroid = _unit(np.mean([vec_of[n.link_target] for n in members], axis=0))
            c = _new_concept(ctx, members)
            concepts[c.id] = active[c.id] = c
            vectors[c.id] = centroid
            touched.append(c.id)
            if match is not None:  # the new side of an explicit reversal: the person decides
                _link(ctx, c, match, "reverses it: " + "; ".join(
                    dict.fromkeys(n.label for n in members[:3])))
        except Exception as e:
            ctx.fail(members[0].path if members else "?", f"{type(e).__name__}: {e}")
    for cid in dict.fromkeys(touched):
        _check_contradictions(ctx, concepts[cid], active, vectors, limits)
    for cid in dict.fromkeys(touched):
        _write_concept(ctx, concepts[cid])


def _match(centroid: np.ndarray, active: dict[str, Concept],
           vectors: dict[str, np.ndarray], reinforce: float) -> Concept | None:
    """The concept this cluster restates: the closest one at ``reinforce`` or more."""
    best, score = None, reinforce
    for cid, v in vectors.items():
        s = float(v @ centroid)
        if s >= score:
            best, score = active[cid], s
    return best


def _reinforce(ctx: Ctx, c: Concept, members: list[LibraryNote]) -> bool:
    new = sorted(n.link_target for n in members if n.link_target not in c.supporting)
    if not new:
        return False
    c.supporting += new
    c.reinforcement_count += len(new)
    c.last_reinforced = ctx.now
    ctx.run.events.append(Event(c.id, CONCEPT, c.state, c.state,
                                f"reinforced by {len(new)} notes", ctx.now, c.path))
    ctx.count("reinforced")
    if c.state == "promoted" and c.promoted_to:
        page = ctx.read(c.promoted_to + ".md")
        if page is not None:  # the page is the person's: only a dated section is added
            ctx.write(c.promoted_to + ".md", append_evidence(page, new, ctx.now))
            ctx.count("evidence appended")
    return True


def _new_concept(ctx: Ctx, members: list[LibraryNote]) -> Concept:
    seed = "\n".join(sorted(n.id for n in members))
    cid = "concept:" + hashlib.sha256(seed.encode("utf-8")).hexdigest()[:12]
    title, synthesis_text = judge.concept_text(members, ctx.chat, ctx.warnings)
    importances = [n.importance or 5 for n in members]
    topic = members[0].topics[0] if members[0].topics else ""
    c = Concept(id=cid, title=title, synthesis=synthesis_text, topic=topic,
                importance=round(sum(importances) / len(importances)), created=ctx.now,
                supporting=sorted(n.link_target for n in members))
    c.path = concept_rel(ctx.folder, title, cid)
    ctx.move(cid, CONCEPT, None, "synthesized", "synthesis", c.path)
    return c


def _check_contradictions(ctx: Ctx, c: Concept, active: dict[str, Concept],
                          vectors: dict[str, np.ndarray], limits: Thresholds) -> None:
    v = vectors.get(c.id)
    if v is None or c.path is None:
        return
    for other in sorted(active.values(), key=lambda o: o.id):
        ov = vectors.get(other.id)
        if other.id == c.id or ov is None or other.path is None:
            continue
        if other.target in c.contradicts or other.superseded_by or c.superseded_by:
            continue
        score = float(v @ ov)
        if not limits.contradiction <= score < limits.reinforce:
            continue
        older, newer = sorted((other, c), key=lambda x: (x.created, x.id))
        hit, reason = judge.contradicts(f"{older.title}. {older.synthesis}",
                                        f"{newer.title}. {newer.synthesis}", ctx.chat,
                                        ctx.warnings)
        if not hit:
            continue
        _link(ctx, c, other, reason)


def _link(ctx: Ctx, c: Concept, other: Concept, reason: str) -> None:
    """Record that ``c`` and ``other`` contradict each other: both are blocked from promotion
    until the person keeps one (``superseded_by``) or marks it resolved."""
    if other.target in c.contradicts:
        return
    c.contradicts.append(other.target)
    other.contradicts.append(c.target)
    c.contradiction = other.contradiction = "open"
    ctx.run.events.append(Event(c.id, CONCEPT, c.state, c.state,
                                f"contradicts {other.id}: {reason}", ctx.now, c.path))
    ctx.count("contradictions")
    _write_concept(ctx, other)


# -- promotion -------------------------------------------------------------------------------------
def blocked(c: Concept, when: datetime) -> list[str]:
    """Why a concept is not (yet) promoted: empty when it passes the gate."""
    why = []
    if c.state != "matured":
        why.append(f"state is {c.state}")
    if c.reinforcement_count < C.PROMOTION_REINFORCEMENT:
        why.append(f"reinforced {c.reinforcement_count} < {C.PROMOTION_REINFORCEMENT}")
    if c.importance < C.PROMOTION_IMPORTANCE:
        why.append(f"importance {c.importance} < {C.PROMOTION_IMPORTANCE}")
    created = parse_time(c.created)
    if created is None or when - created < timedelta(hours=C.PROMOTION_AGE_HOURS):
        why.append(f"younger than {C.PROMOTION_AGE_HOURS} h")
    if c.open_contradiction:
        why.append("open contradiction")
    return why


def promotion(ctx: Ctx) -> None:
    """Promote the best concepts that pass the gate (a few per run) into curated pages."""
    concepts = _concepts(ctx)
    ready = [c for c in concepts.values() if not blocked(c, ctx.when)]
    ready.sort(key=lambda c: (-c.reinforcement_count, -c.importance, c.id))
    for c in ready[:C.PROMOTIONS_PER_RUN]:
        try:
            rel = curated_rel(ctx.folder, c.topic, c.title)
            existing = ctx.read(rel)
            if existing is not None and ("curated:" + c.id.split(":", 1)[1]) not in existing:
                rel = rel.removesuffix(".md") + f"-promoted-{c.id.split(':', 1)[1][:8]}.md"
            ctx.move(c.id, CONCEPT, c.state, "promoted", "promotion-gate", c.path)
            ctx.write(rel, render_curated(c, c.path or "", ctx.now))
            c.state, c.promoted_to, c.promoted_at = "promoted", rel.removesuffix(".md"), ctx.now
            _write_concept(ctx, c)
        except Exception as e:
            ctx.fail(c.path or c.id, f"{type(e).__name__}: {e}")
    ctx.count("blocked", len([c for c in concepts.values() if c.state == "matured"
                              and blocked(c, ctx.when)]))


# -- demotion --------------------------------------------------------------------------------------
def demotion(ctx: Ctx) -> None:
    """Mark (never delete) what went cold: unimportant notes untouched for long, concepts
    nothing reinforced for long. Demoted notes leave default search."""
    for n in _library(ctx):
        if n.state != "matured":
            continue
        try:
            last = max(filter(None, [parse_time(n.date), parse_time(n.fm.get("state_changed"))]),
                       default=None)
            idle = ctx.when - last if last else timedelta(0)
            if idle >= timedelta(days=C.DEMOTE_EPISODIC_DAYS) and \
                    (n.importance or 5) < C.DEMOTE_EPISODIC_IMPORTANCE:
                ctx.move(n.id, EPISODIC, n.state, "demoted", "decay-rule:untouched", n.path)
                _set_state(ctx, n, {"state": "demoted", "state_changed": ctx.now})
        except Exception as e:
            ctx.fail(n.path, f"{type(e).__name__}: {e}")
    for c in _concepts(ctx).values():
        if c.state not in ("synthesized", "matured"):
            continue
        if _age(ctx, c.last_reinforced or c.created) >= timedelta(days=C.DEMOTE_CONCEPT_DAYS):
            try:
                ctx.move(c.id, CONCEPT, c.state, "demoted", "decay-rule:no-reinforcement",
                         c.path)
                c.state = "demoted"
                _write_concept(ctx, c)
            except Exception as e:
                ctx.fail(c.path or c.id, f"{type(e).__name__}: {e}")


# -- reflection ------------------------------------------------------------------------------------
def reflection(ctx: Ctx) -> None:
    """The daily digest of the last day: what came in, what was decided, which loops went
    stale, what moved, what is contradicted."""
    from ..knowledge.rollups import loops
    from .reflection import covered_day, render_reflection

    since = (ctx.when - timedelta(hours=C.REFLECTION_HOURS)).strftime("%Y-%m-%dT%H:%M:%SZ")
    library = _library(ctx)
    concepts = _concepts(ctx)
    events = ctx.journal.events(since, ctx.now)
    errors = ctx.journal.errors(since, ctx.now) + ctx.run.errors
    day = covered_day(ctx.now)
    rel = f"{ctx.folder}/reflections/{day.day.year}/{day.day.isoformat()}.md"
    written = ctx.written(day.start, day.end)  # imported on the day told
    talked = [n for n in library if n.kind == "conversation" and n.date <= ctx.now]
    open_loops = loops(talked, ctx.embed)
    text = render_reflection(ctx.now, since, library, concepts, events, errors, written,
                             open_loops, day)
    if ctx.write(rel, text):
        ctx.count("written")


# Each job of the table runs the function of its name above.
RUNNERS: dict[str, Callable[[Ctx], None]] = {name: globals()[name] for name in JOBS}
