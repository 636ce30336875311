"""Exact vector search of a small library from memory: every passage's vector in one matrix.

Up to ``VECTOR_EXACT_MAX`` passages, comparing the query with every vector is a millisecond of
arithmetic and exact, where loading Chroma costs a cold process half a second. Reading the
vectors from the vector cache costs tens of milliseconds, so they are read once and kept until
the index changes (its passages' largest rowid or their count moves: a re-indexed note's
passages are new rows), about 15 MB at the bound.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

import numpy as np

from .keyword import KeywordStore
from .vector_cache import VectorCache


class ExactVectors:
    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._ids: list[str] = []
        self._row: dict[str, int] = {}
        self._matrix = np.zeros((0, 0), dtype=np.float32)

    def _ready(self, keyword: KeywordStore, cache: VectorCache) -> bool:
        """The matrix holds the index as it is now; False when the cache lacks a vector (the
        vector store still has it: the caller asks it instead)."""
        key = keyword.version()
        if key != self._key:
            self._load(keyword, cache, key)
        return len(self._ids) == key[1]

    def nearest(self, keyword: KeywordStore, cache: VectorCache, qv: np.ndarray, n: int,
                hidden: Callable[[list[str]], Collection[str]] | None
                ) -> list[tuple[str, float]] | None:
        """The ``n`` passages nearest ``qv``, leaving out those ``hidden`` names."""
        if not self._ready(keyword, cache):
            return None
        if not self._ids:
            return []
        sims = self._matrix @ qv.astype(np.float32)
        ask = min(len(self._ids), n if hidden is None else n + n // 2 + 8)
        while True:
            top = np.argpartition(-sims, ask - 1)[:ask] if ask < len(sims) else np.arange(len(sims))
            top = top[np.argsort(-sims[top], kind="stable")]
            found = [(self._ids[i], float(sims[i])) for i in top]
            gone = hidden([c for c, _ in found]) if hidden is not None else ()
            kept = [(c, s) for c, s in found if c not in gone]
            if len(kept) >= n or ask >= len(self._ids):
                return kept[:n]
            ask = min(ask * 4, len(self._ids))

    def among(self, keyword: KeywordStore, cache: VectorCache, admitted: Mapping[str, str],
              qv: np.ndarray, n: int) -> list[tuple[str, float]] | None:
        """The ``n`` of ``admitted`` (chunk id -> embed hash) nearest ``qv``."""
        if not self._ready(keyword, cache):
            return None
        rows = [self._row.get(c) for c in admitted]
        if any(r is None for r in rows):
            return None
        ids = list(admitted)
        if not ids:
            return []
        sims = self._matrix[[r for r in rows if r is not None]] @ qv.astype(np.float32)
        top = np.argsort(-sims, kind="stable")[:n]
        return [(ids[i], float(sims[i])) for i in top]

    def _load(self, keyword: KeywordStore, cache: VectorCache, key: tuple[int, int]) -> None:
        pairs = keyword.chunk_hashes()
        vecs = cache.get(list(dict.fromkeys(h for _, h in pairs)))
        held = [(c, h) for c, h in pairs if h in vecs]
        self._ids = [c for c, _ in held]
        self._row = {c: i for i, c in enumerate(self._ids)}
        self._matrix = np.stack([vecs[h] for _, h in held]).astype(np.float32) if held \
            else np.zeros((0, 0), dtype=np.float32)
        self._key = key
