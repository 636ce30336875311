"""How a search turns its channels into one order: rank fusion, the note's strength, and the
preferences a question states (a time, a person, "when") or a library implies (derived pages
below what they summarise). Pure functions over scores and passage rows, so each rule can be
read, tested and measured on its own; the Index gathers what they need and calls them."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np

from .. import config as C
from .dates import asks_when, tells_when, time_factors
from .query import STOPWORDS
from .results import Scores

Rows = dict[str, dict[str, Any]]
_WORD = re.compile(r"\w+", re.UNICODE)


def fuse(keyword: Sequence[str], vector: Sequence[tuple[str, float]],
         content: Sequence[tuple[str, float]] = ()) -> Scores:
    """Weighted reciprocal-rank fusion of the channels, plus the standout vector hit: rank
    fusion sees only that a passage came first, the cosine gap sees by how much.

    ``content``: the vector channel of the question without the people it names, when it
    names some. It finds what is asked about them; the whole question's vector keeps the
    people, which tell one person's conversations from another's in a whole library."""
    scores = Scores()
    add_channel(scores, keyword, C.KEYWORD_WEIGHT)
    vector_weight = C.VECTOR_WEIGHT
    if content:
        vector_weight = C.NAMED_VECTOR_WEIGHT
        add_channel(scores, [cid for cid, _ in content], C.CONTENT_VECTOR_WEIGHT)
    add_channel(scores, [cid for cid, _ in vector], vector_weight)
    nearest = content or vector  # what stands out is what was asked
    if len(nearest) > 1 and (gap := nearest[0][1] - nearest[1][1]) > C.STANDOUT_GAP:
        scores[nearest[0][0]] += C.STANDOUT_WEIGHT * (gap - C.STANDOUT_GAP)
    return scores


def add_channel(scores: Scores, ranked: Sequence[str], weight: float) -> None:
    """One more ranked list of passages, fused by reciprocal rank like the others."""
    for r, cid in enumerate(ranked, 1):
        scores[cid] += weight / (C.RRF_K + r)


def holders_first(ranked: list[str], holders: set[str], only: bool = False) -> list[str]:
    """``ranked`` with the passages in ``holders`` first, each part in its own order (with
    ``only``, the holders alone)."""
    first = [c for c in ranked if c in holders]
    return first if only else first + [c for c in ranked if c not in holders]


def add_note_channel(scores: Scores, rows: Rows, notes: Sequence[str]) -> None:
    """The note-level keyword ranking (``notes``: note paths, best first) as a third channel,
    given to every passage of a ranked note: a question's words may be spread over a
    conversation that no single passage holds together."""
    rank = {p: r for r, p in enumerate(notes, 1)}
    for cid, row in rows.items():
        r = rank.get(str(row["note_path"]))
        if r:
            scores[cid] += C.CONVERSATION_WEIGHT / (C.RRF_K + r)


def boost_conversations(scores: Scores, rows: Rows, passages: dict[str, int]) -> None:
    """Add to each passage a share of its note's best three scores. A note shorter than
    three passages (a capture, a short note) counts its best as often as it is short
    of three: the whole of it matched, and it must not lose to a long conversation for
    having fewer passages to match with."""
    per: dict[str, list[float]] = {}
    size: dict[str, int] = {}
    for cid, row in rows.items():
        key = _note_key(row)
        per.setdefault(key, []).append(scores[cid])
        size[key] = passages.get(str(row["note_path"]), 1)
    strength = {}
    for conv, v in per.items():
        top = sorted(v, reverse=True)[:C.BOOST_PASSAGES]
        strength[conv] = sum(top) + max(0, C.BOOST_PASSAGES - size[conv]) * top[0]
    for cid, row in rows.items():
        scores[cid] += C.CONVERSATION_BOOST * strength[_note_key(row)]


def apply_preferences(scores: Scores, rows: Rows, query: str, *, named: Sequence[str],
                      now: str | None, recent: bool, kind_chosen: bool) -> None:
    """Multiply each passage's score by what the question prefers:
    - the time it names (or, with ``recent``, newer passages);
    - the words of the person it names first (``named``: the known authors in the order
      the query names them): "what did Melanie give Caroline" asks for Melanie's words, and
      naming both would favour neither;
    - for a question opening with "when" or "how long", a passage that tells a time;
    - unless a kind was chosen, pages derived from other notes below what they summarise."""
    for cid, factor in time_factors(rows, query, now, recent, C.RECENCY_HALF_LIFE_DAYS,
                                    C.DATE_BOOST, C.RECENCY_WEIGHT,
                                    C.DATE_SLACK_DAYS).items():
        scores[cid] *= factor
    if C.AUTHOR_BOOST and named:
        for cid, row in rows.items():
            if row.get("author") == named[0]:
                scores[cid] *= 1 + C.AUTHOR_BOOST
    if C.WHEN_TOLD_BOOST and asks_when(query):
        for cid, row in rows.items():
            if tells_when(str(row.get("text") or "")):
                scores[cid] *= 1 + C.WHEN_TOLD_BOOST
    if not kind_chosen:
        for cid, row in rows.items():
            if row.get("kind") in C.DERIVED_KINDS:
                scores[cid] *= C.DERIVED_KIND_FACTOR


def rerank_order(ranked: list[str], head: Sequence[str], logits: np.ndarray,
                 prefer: dict[str, float]) -> tuple[list[str], dict[str, float]]:
    """``head`` (the top of ``ranked``) ordered by the cross-encoder's logit plus ``prefer``
    (the log of what the preferences multiplied each fused score by), so the model judges
    relevance and the preferences still hold. Passages under the floor follow those above
    it, in their fused order, before the unjudged tail: the model says they do not answer
    the query, but a search still shows what matched its words (ask, which must not answer
    from them, drops them instead)."""
    judged = {cid: round(float(x), 6) for cid, x in zip(head, logits, strict=True)}
    above = sorted((cid for cid in head if judged[cid] >= C.RERANK_FLOOR),
                   key=lambda cid: -(judged[cid] + prefer.get(cid, 0.0)))  # stable
    below = [cid for cid in head if judged[cid] < C.RERANK_FLOOR]
    return above + below + ranked[len(head):], judged


def preference_logs(scores: Scores, fused: dict[str, float]) -> dict[str, float]:
    """What the preferences multiplied each fused score by, as a log (odds for a logit)."""
    return {cid: math.log(scores[cid] / f) for cid, f in fused.items()
            if f > 0 and scores[cid] > 0}


def expansion_terms(query: str, rows: Rows) -> list[str]:
    """Words the best passages share that the query lacks: pseudo-relevance feedback for the
    no-model deep mode. A word must recur in two passages, so one passage's topic does not
    steer the second search."""
    asked = {w.lower() for w in _WORD.findall(query)}
    terms: Counter[str] = Counter()
    for row in rows.values():
        for w in {w.lower() for w in _WORD.findall(str(row["text"]))}:
            if w not in STOPWORDS and w not in asked and len(w) > 2 and not w.isdigit():
                terms[w] += 1
    return [w for w, n in terms.most_common(C.EXPANSION_TERMS) if n > 1]


def _note_key(row: dict[str, Any]) -> str:
    return str(row["conversation_id"] or row["note_path"])
