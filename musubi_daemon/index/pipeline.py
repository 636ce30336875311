"""One search, stage by stage: what ``Index.find`` runs.

1. ``_channels``: the keyword ranking, the vector ranking and the vector ranking of the query
   without the authors it names; the keyword index alone, said so, when the vector store is
   down or fails mid-search.
2. ``fusion.fuse``: reciprocal-rank fusion of those rankings.
3. ``_phrase_channel``: the passages holding the query's words in the order typed (quoted
   parts must stand).
4. ``_deepen`` (deep mode without a cross-encoder): expansion terms from the best passages,
   and the head rescored by cosine.
5. ``_note_channels``: the conversation-level keyword channel and the boost of conversations
   many passages of which match.
6. ``_ordered``: the person's preferences (authors named, dates, recency, kinds), the
   cross-encoder's order (deep mode with a reranker), quoted phrases first.
7. ``_hits``: at most ``per_conversation`` passages of a conversation, ``limit`` in all.

The weights are ``config``'s; each stage reads the index's stores through the ``Index`` it is
given (``Searched``), and none keeps state between searches.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from .. import config as C
from . import fusion
from .keyword import KeywordStore
from .query import Filters, phrase_words, quoted_phrases
from .rerank import passage_text
from .results import Found, Hit, Scores
from .vector_cache import VectorCache


class Searched(Protocol):
    """What the stages read of the index (``Index`` is one): its stores, its models and the
    vector store's health."""

    chroma_url: str | None
    rerank_model: str

    @property
    def keyword(self) -> KeywordStore: ...
    @property
    def cache(self) -> VectorCache: ...

    def vectors_down(self) -> str | None: ...
    def query_vector(self, query: str) -> np.ndarray: ...
    def nearest(self, qv: np.ndarray, n: int, filters: Filters) -> list[tuple[str, float]]: ...
    def forget_vectors(self) -> None: ...
    def rerank(self, query: str, passages: Sequence[str]) -> np.ndarray | None: ...


MODES = ("fast", "hybrid", "deep", "keyword")


@dataclass
class Asked:
    """One search as it goes through the stages: what was asked, the mode that answers (a
    search falls back to the keyword index), and why its results may be loose."""

    query: str
    mode: str
    limit: int
    filters: Filters
    depth: int
    warning: str | None = None
    qv: np.ndarray | None = None
    keyword: list[str] = field(default_factory=list)
    vector: list[tuple[str, float]] = field(default_factory=list)
    content: list[tuple[str, float]] = field(default_factory=list)


class Pipeline:
    def __init__(self, index: Searched):
        self.index = index

    def find(self, query: str, mode: str, limit: int, filters: Filters | None,
             per_conversation: int | None, now: str | None, recent: bool) -> Found:
        if not query or not query.strip():
            raise ValueError("empty query: say what to search for")
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: use fast, hybrid or deep")
        ix = self.index
        depth = max(C.CHANNEL_DEPTH, limit * 5)
        if mode == "deep":
            depth = max(depth, C.DEEP_OVERFETCH)
        q = Asked(query, mode, limit, (filters or Filters()).resolved(ix.keyword.projects),
                  depth)
        self._channels(q)
        scores = fusion.fuse(q.keyword, q.vector, q.content)
        quoted = quoted_phrases(query)
        holders, crowded, unheld = self._phrase_channel(q, quoted, scores)
        q.warning = q.warning or unheld
        if q.mode == "deep" and scores:
            # With a cross-encoder the head is reordered by it below, not rescored by cosine.
            self._deepen(q, None if ix.rerank_model else q.qv, scores)
        rows: fusion.Rows = ix.keyword.chunk_rows(scores.best(max(limit * 20, 2 * depth)))
        self._note_channels(q, scores, rows)
        ranked, judged = self._ordered(q, scores, rows, now, recent)
        if quoted:
            # What the person quoted comes first, in the order it ranks among itself (the
            # cross-encoder's too). When more passages hold it than were fetched, only those
            # are shown: one that holds it, unfetched, must not rank below one that does not.
            ranked = fusion.holders_first(ranked, holders, only=crowded)
        return Found(self._hits(q, ranked, rows, scores, judged, per_conversation),
                     q.warning, q.mode)

    def _channels(self, q: Asked) -> None:
        """The keyword and vector rankings, or the keyword one alone, said in ``warning``,
        when the vector store cannot answer."""
        ix = self.index
        if q.mode != "keyword":
            down = ix.vectors_down()
            if down:
                # Answer from the keyword index at once, and say so, rather than wait.
                q.warning = f"{down}: these results are from the keyword index alone"
                q.mode = "keyword"
        if q.mode != "fast":
            q.keyword = ix.keyword.search(q.query, q.depth, q.filters)
        if q.mode == "keyword":
            return
        q.qv = ix.query_vector(q.query)
        asked = ix.keyword.without_authors(q.query) if C.CONTENT_VECTOR_WEIGHT else q.query
        try:
            q.vector = ix.nearest(q.qv, q.depth, q.filters)
            if asked != q.query:
                q.content = ix.nearest(ix.query_vector(asked), q.depth, q.filters)
        except Exception as e:  # the server went away under a long-lived process
            if not ix.chroma_url:
                raise
            ix.forget_vectors()
            q.vector, q.content = [], []
            q.warning = (f"the Chroma server at {ix.chroma_url} failed ({e}): "
                         "these results are from the keyword index alone")
            if q.mode == "fast":
                q.keyword = ix.keyword.search(q.query, q.depth, q.filters)
            q.mode = "keyword"

    def _phrase_channel(self, q: Asked, quoted: list[str], scores: Scores
                        ) -> tuple[set[str], bool, str | None]:
        """The passages holding the query's words in the order typed, as one more channel.

        Quoted parts must all stand in a passage; those that hold them are returned, to be
        put first (and said when none does). Unquoted, the whole query is tried as a phrase:
        a person who remembers words verbatim types them so, and a passage that holds them
        in order is very likely the one meant. The flag: more passages may hold the quoted
        words than were fetched; the words: the warning when no passage holds them."""
        keyword = self.index.keyword
        more, unheld = False, None
        if quoted:
            holders, more = keyword.phrase_search(quoted, q.depth, q.filters)
            if not holders:
                said = " and ".join(f'"{p}"' for p in quoted)
                unheld = (f"no passage holds {said} word for word: these results "
                          "match the words in any order")
        elif q.mode != "fast" and C.PHRASE_WEIGHT and len(phrase_words(q.query)) >= 2:
            # Pages Musubi derives quote the titles of the notes they gather: a title typed
            # is a phrase of theirs, and must not lift them above what they list.
            holders = keyword.phrase_search([q.query], q.depth, q.filters, rare_only=True,
                                            skip_kinds=() if q.filters.kind
                                            else C.DERIVED_KINDS)[0]
        else:
            return set(), False, None
        fusion.add_channel(scores, holders, C.PHRASE_WEIGHT)
        return set(holders), more, unheld

    def _deepen(self, q: Asked, qv: np.ndarray | None, scores: Scores) -> None:
        """No-model deep mode: expand the query with terms from the best passages (pseudo
        relevance feedback) as a third channel, then rescore the head by cosine similarity."""
        ix = self.index
        extra = fusion.expansion_terms(q.query, ix.keyword.chunk_rows(scores.best(10)))
        if extra:
            fusion.add_channel(scores, ix.keyword.search(q.query + " " + " ".join(extra),
                                                         q.depth, q.filters),
                               0.5 * C.KEYWORD_WEIGHT)
        if qv is None:
            return
        head = scores.best(C.DEEP_OVERFETCH)
        hashes = ix.keyword.embed_hashes_of(head)
        vecs = ix.cache.get(list(hashes.values()))
        for cid in head:
            v = vecs.get(hashes.get(cid, ""))
            if v is not None:
                scores[cid] += 0.02 * float(np.dot(v, qv))

    def _note_channels(self, q: Asked, scores: Scores, rows: fusion.Rows) -> None:
        """Whole conversations matching the words, and conversations many passages match."""
        if q.mode == "fast":
            return
        keyword = self.index.keyword
        if C.CONVERSATION_WEIGHT:
            fusion.add_note_channel(scores, rows, keyword.search_docs(
                q.query, C.CHANNEL_DEPTH, q.filters))
        if C.CONVERSATION_BOOST:
            fusion.boost_conversations(scores, rows, keyword.passage_counts(
                [str(row["note_path"]) for row in rows.values()]))

    def _ordered(self, q: Asked, scores: Scores, rows: fusion.Rows, now: str | None,
                 recent: bool) -> tuple[list[str], dict[str, float]]:
        """The passages in the order shown, and the cross-encoder's score of each it read."""
        ix = self.index
        reranking = q.mode == "deep" and bool(ix.rerank_model)
        # The fused scores before the preferences: only a reranked search reads them.
        fused = {cid: scores[cid] for cid in rows} if reranking else {}
        fusion.apply_preferences(scores, rows, q.query,
                                 named=ix.keyword.named_authors(q.query), now=now,
                                 recent=recent, kind_chosen=bool(q.filters.kind))
        ranked = [cid for cid in scores.best() if cid in rows]
        judged: dict[str, float] = {}
        if reranking and ranked:
            head = ranked[:C.RERANK_CANDIDATES]
            logits = ix.rerank(q.query, [passage_text(rows[cid]["title"],
                                                      str(rows[cid]["text"]))
                                         for cid in head])
            if logits is not None:
                ranked, judged = fusion.rerank_order(ranked, head, logits,
                                                     fusion.preference_logs(scores, fused))
        return ranked, judged

    @staticmethod
    def _hits(q: Asked, ranked: list[str], rows: fusion.Rows, scores: Scores,
              judged: dict[str, float], per_conversation: int | None) -> list[Hit]:
        kw_rank = {cid: r for r, cid in enumerate(q.keyword, 1)}
        vec_rank = {cid: r for r, (cid, _) in enumerate(q.vector, 1)}
        hits: list[Hit] = []
        per: Counter[str] = Counter()
        for cid in ranked:
            passage = rows.get(cid)
            if passage is None:
                continue
            conv = str(passage["conversation_id"] or passage["note_path"])
            if per_conversation and per[conv] >= per_conversation:
                continue
            per[conv] += 1
            hit = Hit.of_row(passage, scores[cid], kw_rank.get(cid), vec_rank.get(cid))
            hit.rerank_score = judged.get(cid)
            hits.append(hit)
            if len(hits) >= q.limit:
                break
        return hits
