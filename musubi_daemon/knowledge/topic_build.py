"""Building and keeping the topic map: propose a taxonomy once, then place notes against it.

Proposing asks the chat model for 8-20 categories from a sample of notes (clustering over the
notes' vectors and words when no model answers, ``clustering.py``); everyday runs only place
new or changed notes against the existing topics, so names stay put. Nothing here writes:
the result says which notes link to which topic and what each page says, and the Engine writes
and commits it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING

import numpy as np

from ..config import TOPIC_FLOOR, TOPIC_MATCH_COSINE, TOPIC_PROJECT_SHARE
from ..index.query import STOPWORDS
from .clustering import centroids, cluster
from .library import LibraryNote, project_name
from .taxonomy import (
    Category,
    TaxonomyError,
    assign,
    name_clusters,
    parse_taxonomy,
    related_topics,
    sample_for_prompt,
    taxonomy_messages,
    taxonomy_schema,
    topic_slug,
)
from .topics import CLUSTERS, UNSORTED_ID, UNSORTED_NAME, Topic, entity_counts, resolve, unique_name

if TYPE_CHECKING:
    from ..distill.llm import AsksJson

Embed = Callable[[Sequence[str]], np.ndarray]
# A word of any script ("covilhã", "東京"), not only ASCII: a name cut at its first accent
# ("Covilh") names nothing.
_WORD = re.compile(r"[^\W\d_][\w+#-]{2,}")


@dataclass
class TopicPlan:
    topics: dict[str, Topic]
    assignment: dict[str, tuple[str, float]]  # note id -> (topic id, cosine)
    placed: int = 0  # notes placed this run (the rest kept their topic)
    proposed: str | None = None  # "model" or "clusters" when a taxonomy was proposed
    removed: list[str] = field(default_factory=list)  # pages of topics a rebuild dropped
    related: dict[str, list[str]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0


def vector_bytes(v: np.ndarray) -> bytes:
    return np.asarray(v, dtype=np.float32).tobytes()


def from_bytes(b: bytes) -> np.ndarray:
    return np.frombuffer(b, dtype=np.float32).copy()


def _unit(v: np.ndarray) -> np.ndarray:
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v


def note_terms(n: LibraryNote) -> list[str]:
    """Terms a cluster found without a model can be named from: the project, keywords,
    entities and title words."""
    out: list[str] = []
    project = project_name(n)
    if project:  # a code project is what its sessions are about, and the best name for them
        out.append(project)
    if n.note is not None:
        out += [t.casefold() for t in n.note.topics]
        out += [e.casefold() for e in n.note.entities]
    words = _WORD.findall(n.title.casefold())
    out += words
    # Adjacent title words as a phrase ("route guard"): a phrase names a topic better.
    out += [f"{a} {b}" for a, b in pairwise(words)
            if a not in STOPWORDS and b not in STOPWORDS]
    return out


def propose(notes: Sequence[LibraryNote], vectors: np.ndarray, embed: Embed, chat: AsksJson | None,
            k: int | None, warnings: list[str]) -> tuple[list[Category], np.ndarray, str,
                                                         tuple[int, int]]:
    """(categories, their vectors, origin, tokens): the model's taxonomy, else clusters."""
    if chat is not None:
        from ..distill.llm import ModelError

        lines = []
        for n in notes:
            line = n.label
            if n.note is not None and n.note.summary:
                line += f": {n.note.summary}"
            if n.note is not None and n.note.topics:
                line += f" ({', '.join(n.note.topics)})"
            lines.append(line)
        try:
            answer, usage = chat.ask_json(taxonomy_messages(sample_for_prompt(lines), k),
                                          taxonomy_schema(k), "taxonomy")
            cats = parse_taxonomy(answer)
            vecs = embed([f"{c.name}: {c.description}" for c in cats])
            return cats, vecs, "model", (usage.prompt_tokens, usage.completion_tokens)
        except (ModelError, TaxonomyError) as e:
            warnings.append(f"the model's taxonomy was not usable ({e}); fell back to clustering")
    labels, count = cluster(vectors, [n.topic_words() for n in notes], k)
    cats = name_clusters([note_terms(n) for n in notes], labels.tolist(), count,
                         taken=[UNSORTED_NAME], projects=[project_name(n) for n in notes])
    return cats, centroids(vectors, labels, count), CLUSTERS, (0, 0)


def plan_topics(notes: list[LibraryNote], vectors: np.ndarray, existing: dict[str, Topic],
                stored: dict[str, tuple[str, bytes]],
                previous: dict[str, tuple[str, str, float]], embed: Embed, chat: AsksJson | None, *,
                k: int | None = None, rebuild: bool = False) -> TopicPlan:
    """Decide every note's topic. ``stored`` holds topic vectors and ``previous`` the last
    placements (both from the cache; either may be empty after the cache was deleted)."""
    topics = dict(existing)
    warnings: list[str] = []
    dim = vectors.shape[1] if vectors.ndim == 2 and len(vectors) else None
    for t in topics.values():
        if t.id in stored:
            v = from_bytes(stored[t.id][1])
            # Another embedding model's vector (the person switched model): made again below.
            t.vector = v if dim is None or v.shape[0] == dim else None
    fresh = rebuild or not any(t.id != UNSORTED_ID for t in topics.values())
    plan = TopicPlan(topics=topics, assignment={}, warnings=warnings)
    if fresh and notes:
        cats, cat_vecs, origin, tokens = propose(notes, vectors, embed, chat, k, warnings)
        plan.proposed = origin
        plan.prompt_tokens, plan.completion_tokens = tokens
        _adopt(plan, cats, cat_vecs, origin)
    else:
        _restore_vectors(topics, notes, vectors, embed)
    active = [t for t in topics.values() if t.id != UNSORTED_ID and t.vector is not None]
    matrix = np.stack([_unit(t.vector) for t in active if t.vector is not None]) \
        if active else np.zeros((0, 1))
    by_id = {n.id: i for i, n in enumerate(notes)}
    todo = []
    for n in notes:
        prev = previous.get(n.id)
        if fresh or prev is None or prev[1] != n.topic_hash() or prev[0] not in topics:
            todo.append(n)
        else:
            plan.assignment[n.id] = (prev[0], prev[2])
    if todo:
        sel = vectors[[by_id[n.id] for n in todo]]
        for n, (idx, score) in zip(todo, assign(sel, matrix, TOPIC_FLOOR), strict=True):
            tid = active[idx].id if idx is not None else UNSORTED_ID
            plan.assignment[n.id] = (tid, float(score))
    _gather_projects(plan, notes, vectors, active, matrix,
                     {n.id for n in todo} if not fresh else set(by_id))
    if fresh:
        _fold_lone(plan, notes, vectors, active, matrix)
    plan.placed = len(todo)
    if any(tid == UNSORTED_ID for tid, _ in plan.assignment.values()) \
            and UNSORTED_ID not in topics:
        topics[UNSORTED_ID] = Topic(UNSORTED_ID, UNSORTED_NAME, "", "unsorted",
                                    given=UNSORTED_NAME)
    for t in topics.values():
        t.members = []
    for n in notes:
        tid = plan.assignment[n.id][0]
        topics[resolve(topics, tid)].members.append(n)
    listed = {t.id: entity_counts(t.members) for t in topics.values()
              if t.listed and t.id != UNSORTED_ID and t.members}
    plan.related = related_topics(listed)
    return plan


def _gather_projects(plan: TopicPlan, notes: list[LibraryNote], vectors: np.ndarray,
                     active: list[Topic], matrix: np.ndarray, movable: set[str]) -> None:
    """A code project's sessions share a topic: the one most of them were placed on (ties: the
    closer one), when it holds at least ``TOPIC_PROJECT_SHARE`` of them. A folder every
    session runs in (the home folder, one "lab") spreads over many subjects and is left so.
    Only ``movable`` notes move, so an everyday run never reshuffles a page."""
    if not active:
        return
    by_project: dict[str, list[int]] = {}
    for i, n in enumerate(notes):
        if name := project_name(n):
            by_project.setdefault(name, []).append(i)
    column = {t.id: j for j, t in enumerate(active)}
    for rows in by_project.values():
        if len(rows) < 2:
            continue
        votes: dict[str, tuple[int, float]] = {}
        for i in rows:
            tid, score = plan.assignment[notes[i].id]
            if tid in column:
                count, total = votes.get(tid, (0, 0.0))
                votes[tid] = (count + 1, total + score)
        if not votes:
            continue
        home = max(votes, key=lambda t: (votes[t][0], votes[t][1], t))
        if votes[home][0] < TOPIC_PROJECT_SHARE * len(rows):
            continue
        for i in rows:
            if notes[i].id in movable and plan.assignment[notes[i].id][0] != home:
                score = float(_unit(vectors[i]) @ matrix[column[home]])
                plan.assignment[notes[i].id] = (home, score)


def _fold_lone(plan: TopicPlan, notes: list[LibraryNote], vectors: np.ndarray,
               active: list[Topic], matrix: np.ndarray) -> None:
    """A new map's topic left with one note (its group's other notes went to their project's
    topic) is no topic: the note joins the next topic it is near enough to. A topic the
    person named or kept stays, however few its notes."""
    counts = Counter(tid for tid, _score in plan.assignment.values())
    lone = {t.id for t in active if counts[t.id] == 1 and not t.overridden}
    if not lone or len(active) < 2:
        return
    for i, n in enumerate(notes):
        tid, _score = plan.assignment[n.id]
        if tid not in lone:
            continue
        sims = matrix @ _unit(vectors[i])
        order = [j for j in np.argsort(-sims) if active[j].id not in lone]
        if order and sims[order[0]] >= TOPIC_FLOOR:
            plan.assignment[n.id] = (active[order[0]].id, float(sims[order[0]]))


def _adopt(plan: TopicPlan, cats: list[Category], vecs: np.ndarray, origin: str) -> None:
    """Take a proposed taxonomy in, keeping the pages (and overrides) of topics it matches."""
    topics = plan.topics
    old = {tid: t for tid, t in topics.items() if tid != UNSORTED_ID}
    matched: set[str] = set()
    new: dict[str, Topic] = {}
    for cat, vec in zip(cats, vecs, strict=True):
        tid = f"topic:{topic_slug(cat.name)}"
        hit = old.get(tid) if tid not in matched else None
        if hit is None:
            hit = _nearest(old, matched, vec)
        if hit is not None:
            matched.add(hit.id)
            hit.vector, hit.origin = _unit(vec), origin
            if not hit.renamed:
                hit.description = cat.description
            new[hit.id] = hit
            continue
        while tid in new or tid in old:
            tid += "-2"
        taken = [t.name for t in [*new.values(), *old.values()]] + [UNSORTED_NAME]
        name = unique_name(cat.name, taken)
        new[tid] = Topic(tid, name, cat.description, origin, vector=_unit(vec), given=name)
    for tid, t in old.items():
        if tid in matched:
            continue
        if t.overridden:
            new[tid] = t  # the person's topic stays, with its last vector if it had one
        elif t.path:
            plan.removed.append(t.path)
    unsorted = topics.get(UNSORTED_ID)
    topics.clear()
    topics.update(new)
    if unsorted is not None:
        topics[UNSORTED_ID] = unsorted


def _nearest(old: dict[str, Topic], matched: set[str], vec: np.ndarray) -> Topic | None:
    best, best_score = None, TOPIC_MATCH_COSINE
    for t in old.values():
        if t.id in matched or t.vector is None or t.vector.shape != vec.shape:
            continue
        score = float(_unit(t.vector) @ _unit(vec))
        if score >= best_score:
            best, best_score = t, score
    return best


def _restore_vectors(topics: dict[str, Topic], notes: list[LibraryNote], vectors: np.ndarray,
                     embed: Embed) -> None:
    """Vectors the cache lost: a proposed topic's from its words, a found topic's from the
    notes that link to it now (the vault is the source of truth)."""
    missing = [t for t in topics.values() if t.vector is None and t.id != UNSORTED_ID]
    if not missing:
        return
    by_name: dict[str, list[int]] = {}
    for i, n in enumerate(notes):
        for name in n.topics:
            by_name.setdefault(name.casefold(), []).append(i)
    for t in missing:
        rows = by_name.get(t.name.casefold()) or by_name.get(t.given.casefold())
        if t.origin == CLUSTERS and rows:
            t.vector = _unit(vectors[rows].mean(axis=0))
        elif t.description or t.name:
            t.vector = embed([f"{t.given or t.name}: {t.description}"])[0]
