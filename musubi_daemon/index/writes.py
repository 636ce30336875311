"""Notes into both stores, a batch at a time: the encoder works on one batch while the one
before it is stored, and a batch's vectors, keyword rows, flat-file rows and stamps go in an
order that a kill at any point leaves for the next sync to finish, never to undo.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from collections.abc import Mapping, MutableMapping
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Protocol

import numpy as np

from .changed import Stamp
from .coverage import Tracker
from .flat import EMPTY as FLAT_EMPTY
from .flat import META as FLAT_META
from .flat import FlatVectors
from .keyword import Chunk, KeywordStore
from .results import SyncReport
from .vector_cache import VectorCache

if TYPE_CHECKING:
    from .embeddings import Embedder
    from .vectors import VectorStore

# A note to index: its vault path, kind, stamp when read, and its passages.
Note = tuple[str, str, Stamp, list[Chunk]]


class Stores(Protocol):
    """What writing uses of the index: its stores and its embedder."""

    @property
    def keyword(self) -> KeywordStore: ...
    @property
    def cache(self) -> VectorCache: ...
    @property
    def vectors(self) -> VectorStore: ...
    @property
    def flat(self) -> FlatVectors: ...
    @property
    def embedder(self) -> Embedder: ...


@dataclasses.dataclass
class Batch:
    """Notes whose passages are being embedded: what the cache held, and what it lacked."""

    notes: list[Note]
    chunks: list[Chunk]
    hashes: list[str]
    cached: dict[str, np.ndarray]
    missing: list[str]
    encoded: Future[tuple[np.ndarray, float]]


def own_ids(keyword: KeywordStore, rel: str, chunks: list[Chunk],
            claimed: MutableMapping[str, str]) -> None:
    """A copy of a conversation note (Obsidian's "Make a copy", a file copied by hand) holds
    its original's message ids, so its passages would have the same ids, which neither store
    takes twice. Passages whose id another note holds (stored, or waiting in this batch) or
    this note holds already get one of their own, marked with the note's path: both notes are
    indexed and found."""
    ids = [c.chunk_id for c in chunks]
    taken = keyword.ids_held_elsewhere(ids, rel)
    taken.update(i for i in ids if claimed.get(i, rel) != rel)
    used: set[str] = set()
    mark = hashlib.sha256(rel.encode("utf-8")).hexdigest()[:8]
    for c in chunks:
        if c.chunk_id in taken or c.chunk_id in used:
            base, n = f"{c.chunk_id}@{mark}", 1
            c.chunk_id = base
            while c.chunk_id in used or c.chunk_id in taken:
                n += 1
                c.chunk_id = f"{base}.{n}"
        used.add(c.chunk_id)
        claimed[c.chunk_id] = rel


class Batches:
    """One sync's batches: ``next`` starts encoding one and stores the one before it."""

    def __init__(self, stores: Stores, pool: ThreadPoolExecutor, writer: VectorCache,
                 report: SyncReport, track: Tracker):
        self.stores = stores
        self.pool = pool
        self.writer = writer  # the encoder thread's own connection to the vector cache
        self.report = report
        self.track = track

    def next(self, encoding: Batch | None, pending: list[Note]) -> Batch:
        """Start encoding ``pending`` (what the cache lacks), then store the batch before it,
        whose vectors are ready or nearly: the stores and the encoder work side by side."""
        chunks = [c for _, _, _, cs in pending for c in cs]
        hashes = [c.embed_hash for c in chunks]
        cached = self.stores.cache.get(hashes) if chunks else {}
        missing = {c.embed_hash: c.embed_text for c in chunks if c.embed_hash not in cached}
        batch = Batch(pending, chunks, hashes, cached, list(missing),
                      self.pool.submit(_timed_encode, self.stores.embedder, self.writer,
                                       missing))
        if encoding is not None:
            self.store(encoding)
        return batch

    def store(self, batch: Batch) -> None:
        """Vectors first, then each note's keyword rows and file stamp in one transaction: a
        crash in between leaves the notes unstamped, so the next sync simply does them again,
        with the vectors from the cache."""
        report = self.report
        vecs, seconds = batch.encoded.result()
        report.embed_seconds += seconds
        if batch.missing:
            batch.cached.update(zip(batch.missing, vecs, strict=True))
            report.chunks_embedded += len(batch.missing)
        if batch.chunks:
            matrix = np.stack([batch.cached[h] for h in batch.hashes]).astype(np.float32)
            self.stores.vectors.add([c.chunk_id for c in batch.chunks], matrix,
                                    [c.metadata() for c in batch.chunks])
        replace(self.stores, batch.notes, track=self.track, vectors=batch.cached)
        for _, _, _, cs in batch.notes:
            report.files_indexed += 1
            report.chunks_added += len(cs)


def replace(stores: Stores, notes: list[Note], error: str | None = None,
            track: Tracker | None = None,
            vectors: Mapping[str, np.ndarray] | None = None) -> None:
    """The notes' passages and stamps in one transaction (one commit a note was a fifth of
    the indexing thread's time). Vectors of passages they no longer have go first: killed in
    between, the stamps are still the old ones, so the next sync does the notes again; the
    other way round would leave vectors no passage points to."""
    keyword = stores.keyword
    stale: set[str] = set()
    for rel, _, _, chunks in notes:
        stale |= set(keyword.chunk_ids_of(rel)) - {c.chunk_id for c in chunks}
    if stale:
        stores.vectors.delete(sorted(stale))
    with keyword.transaction():
        rowids: list[int] = []
        added: list[Chunk] = []
        for rel, kind, st, chunks in notes:
            keyword.delete_chunks(rel)
            rowids += keyword.add_chunks(chunks)
            added += chunks
            keyword.add_doc(chunks)
            keyword.set_file(rel, st.mtime_ns, st.size, kind, error, st.digest)
        if added and vectors is not None:  # their rows, before the commit that lists them
            matrix = np.stack([vectors[c.embed_hash] for c in added])
            stores.flat.append(rowids, matrix)
            if keyword.get_meta(FLAT_META) == FLAT_EMPTY:
                keyword.set_meta(FLAT_META, str(matrix.shape[1]))
        if track is not None:  # what is left, committed with the stamps it counts
            track.stored(notes)


def _timed_encode(embedder: Embedder, writer: VectorCache, missing: dict[str, str]
                  ) -> tuple[np.ndarray, float]:
    """Vectors of ``missing`` (embed hash -> text), put in the cache at once, and the
    seconds they took (none asked: none spent)."""
    if not missing:
        return np.zeros((0, 0), dtype=np.float32), 0.0
    t = time.perf_counter()
    vecs = embedder.encode(list(missing.values()))
    spent = time.perf_counter() - t
    writer.put(zip(missing, vecs, strict=True))
    return vecs, spent
