"""Every passage's vector in one flat file, for the first search of a process.

A cold `musubi search` of a large library spent 1.6 of its 1.7 s at 200,000 passages on
Chroma: a second to import it, most of another to load its HNSW graph. Comparing the query
with every vector from a memory-mapped file of float32 rows costs a fraction of that (the
file is read straight from the page cache), so the first search of a process reads
this file and only a process that searches again loads the graph (``Index.nearest``).

Two files beside the keyword store, both append-only: ``vectors.f32`` (one row per passage)
and ``vectors.rowid`` (int64, the passage's rowid in the keyword store). Rows are appended
inside the keyword store's transaction, before its commit, so every committed passage has its
row. A row whose passage is gone is skipped at search time (its rowid is not in the store);
SQLite gives a new passage the rowid of a deleted last one, so appending rowids marks older
rows holding them as dead (-1). Dead rows are dropped (the files written again by ``fill``)
once they are half the file, so churn (a session re-indexed as it grows) never grows it
without limit. The keyword store's ``flat_f32`` meta says the files hold every passage;
without it (an index made before, a cache that lost vectors) the vector store answers as it
did.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from ..config import FLAT_BLOCK_ROWS

if TYPE_CHECKING:
    from .keyword import KeywordStore
    from .vector_cache import VectorCache

# The keyword store's word on the files: the rows' dimension when they hold every passage;
# EMPTY: they do, and there is none yet; UNUSABLE: the cache lacked vectors to fill them.
META = "flat_f32"
EMPTY = "0"
UNUSABLE = "none"
# float32, as the model gives them: float16 halved the file, but widening it back to multiply
# cost 0.5 s of a 0.9 s cold search at 200,000 passages; float32 rows go straight to BLAS.
_DTYPE = np.float32
_ITEM = 4


class FlatVectors:
    def __init__(self, folder: Path):
        self.rows_path = folder / "vectors.f32"
        self.ids_path = folder / "vectors.rowid"

    # -- writing -------------------------------------------------------------------------------
    def clear(self) -> None:
        for p in (self.rows_path, self.ids_path):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()

    def append(self, rowids: Sequence[int], vectors: np.ndarray) -> None:
        """Rows for passages just inserted (their rowids), before the store commits them."""
        if not len(rowids):
            return
        dim = vectors.shape[1]
        self._mend(dim)
        if self.ids_path.exists() and self.ids_path.stat().st_size:
            held = np.memmap(self.ids_path, dtype=np.int64, mode="r+")
            reused = held >= min(rowids)  # rowids SQLite gave again: those rows are dead
            if reused.any():
                held[reused] = -1
                held.flush()
            del held
        with open(self.rows_path, "ab") as f:
            f.write(np.ascontiguousarray(vectors, dtype=_DTYPE).tobytes())
        with open(self.ids_path, "ab") as f:
            f.write(np.asarray(rowids, dtype=np.int64).tobytes())

    def _mend(self, dim: int) -> None:
        """A kill between the two appends left one file a row longer: cut both to the rows
        they both hold (a row without its rowid, or the other way, is never read)."""
        rows = self._rows(dim, self.rows_path.stat().st_size if self.rows_path.exists() else 0)
        ids = self.ids_path.stat().st_size // 8 if self.ids_path.exists() else 0
        if rows != ids:
            keep = min(rows, ids)
            with open(self.rows_path, "r+b") as f:
                f.truncate(keep * dim * _ITEM)
            with open(self.ids_path, "r+b") as f:
                f.truncate(keep * 8)

    @staticmethod
    def _rows(dim: int, size: int) -> int:
        return size // (dim * _ITEM)

    def fill(self, keyword: KeywordStore, cache: VectorCache) -> bool:
        """Write the rows of every passage the store holds, from the vector cache: an index
        made before these files, or one whose dead rows are half of them. False when the cache
        lacks a vector (the vector store still has it, and answers instead)."""
        self.clear()
        dim = 0
        last = 0
        while True:
            block = keyword.hashes_after(last, FLAT_BLOCK_ROWS)
            if not block:
                break
            vecs = cache.get(list(dict.fromkeys(h for _, h in block)))
            if any(h not in vecs for _, h in block):
                self.clear()
                keyword.set_meta(META, UNUSABLE)
                return False
            matrix = np.stack([vecs[h] for _, h in block])
            dim = matrix.shape[1]
            with open(self.rows_path, "ab") as f:
                f.write(matrix.astype(_DTYPE).tobytes())
            with open(self.ids_path, "ab") as f:
                f.write(np.asarray([r for r, _ in block], dtype=np.int64).tobytes())
            last = block[-1][0]
        keyword.set_meta(META, str(dim) if dim else EMPTY)
        return True

    def dead_share(self, keyword: KeywordStore) -> float:
        """The share of rows whose passage is gone: ``fill`` again when it passes a half."""
        ids = self.ids_path.stat().st_size // 8 if self.ids_path.exists() else 0
        if not ids:
            return 0.0
        return 1.0 - keyword.count() / ids

    # -- reading -------------------------------------------------------------------------------
    def known(self, keyword: KeywordStore) -> bool:
        """Whether the store has a word on the files (else they are to be filled)."""
        return keyword.get_meta(META) is not None

    def ready(self, raw: str | None) -> int:
        """The rows' dimension when the files hold every passage, else 0 (``raw``: the
        keyword store's word on the files, its ``META``)."""
        try:
            dim = int(raw or 0)
        except ValueError:
            return 0
        return dim if dim and self.rows_path.exists() and self.ids_path.exists() else 0

    def nearest(self, keyword: KeywordStore, qv: np.ndarray, n: int,
                hidden: Callable[[list[str]], Collection[str]] | None
                ) -> list[tuple[str, float]] | None:
        """The ``n`` passages nearest ``qv``, exactly, without
        those ``hidden`` names; None when the files cannot answer. A library whose every
        passage went (``EMPTY``) is answered: nothing is near."""
        raw = keyword.get_meta(META)
        if raw == EMPTY:
            return []
        dim = self.ready(raw)
        if not dim or qv.shape[0] != dim:
            return None
        count = min(self._rows(dim, self.rows_path.stat().st_size),
                    self.ids_path.stat().st_size // 8)
        if not count:
            return []
        rows = np.memmap(self.rows_path, dtype=_DTYPE, mode="r", shape=(count, dim))
        ids = np.memmap(self.ids_path, dtype=np.int64, mode="r", shape=(count,))
        q = qv.astype(np.float32)
        want = n if hidden is None else n + n // 2 + 8
        while True:
            found = self._top(rows, ids, q, min(count, want * 2 + 16))
            names = keyword.ids_of_rowids([r for r, _ in found])
            kept = [(names[r], s) for r, s in found if r in names]
            gone = hidden([c for c, _ in kept]) if hidden is not None else ()
            kept = [(c, s) for c, s in kept if c not in gone]
            if len(kept) >= n or want * 2 + 16 >= count:
                return kept[:n]
            want *= 4

    @staticmethod
    def _top(rows: np.ndarray, ids: np.ndarray, q: np.ndarray, k: int
             ) -> list[tuple[int, float]]:
        """The ``k`` live rows nearest ``q``, read a block at a time (memory stays bounded)."""
        best_s = np.zeros(0, dtype=np.float32)
        best_r = np.zeros(0, dtype=np.int64)
        for start in range(0, len(rows), FLAT_BLOCK_ROWS):
            sims = rows[start:start + FLAT_BLOCK_ROWS] @ q
            rid = np.asarray(ids[start:start + FLAT_BLOCK_ROWS])
            sims[rid < 0] = -np.inf
            take = min(k, len(sims))
            top = np.argpartition(-sims, take - 1)[:take]
            best_s = np.concatenate([best_s, sims[top]])
            best_r = np.concatenate([best_r, rid[top]])
            if len(best_s) > k:
                keep = np.argpartition(-best_s, k - 1)[:k]
                best_s, best_r = best_s[keep], best_r[keep]
        order = np.argsort(-best_s, kind="stable")
        return [(int(best_r[i]), float(best_s[i])) for i in order if best_r[i] >= 0
                and np.isfinite(best_s[i])]


def file_bytes(folder: Path) -> int:
    """What the two files take on disk (for `musubi status` and the benchmark)."""
    return sum(p.stat().st_size for p in (folder / "vectors.f32", folder / "vectors.rowid")
               if p.exists())

