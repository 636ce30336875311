"""The Index: keeps the keyword and vector stores in step with the vault, and searches them.

Everything here is derived from notes, so the whole folder can be deleted; ``rebuild`` makes it
again from the vault alone.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import time
from collections import ChainMap
from collections.abc import (
    Callable,
    Collection,
    Iterable,
    Iterator,
    Sequence,
)
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from .. import config as C
from ..progress import Progress
from ..vault.changes import VaultChanges
from ..vault.notes import NoteError
from . import chroma_guard
from .changed import VAULT_HEAD, GitTold, Stamp, to_read, told
from .coverage import PENDING as _PENDING
from .coverage import Coverage as Coverage
from .coverage import PassageProgress
from .coverage import Tracker as _Tracker
from .coverage import day_of as _day_of
from .exact import ExactVectors
from .flat import FlatVectors
from .keyword import KeywordStore
from .passages import Passages, file_digest, vault_notes
from .pipeline import Pipeline
from .query import Filters
from .results import Found, SyncReport
from .results import Hit as Hit
from .results import IndexBusy as IndexBusy
from .similar import similar_to
from .vector_cache import VectorCache, embed_hash
from .writes import Batch, Batches, Note, own_ids, replace

if TYPE_CHECKING:  # loaded when first used: a keyword search needs none of them
    from .embeddings import Embedder
    from .rerank import Reranker
    from .vectors import VectorStore


def _looks_sound(store: Path) -> bool:
    """An embedded store that no writer died in and whose database is SQLite's, read from its
    first bytes without loading Chroma: one that is not is opened (and replaced) at once."""
    from .vectors import SQLITE_HEADER

    if not store.is_dir() or chroma_guard.died_writing(store):
        return False
    try:
        with (store / "chroma.sqlite3").open("rb") as f:
            return f.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


class Index:
    def __init__(self, root: Path, vault: Path, folder: str = C.MUSUBI_FOLDER,
                 chroma_url: str | None = None, embed_backend: str = "auto",
                 collection: str | None = None,
                 person_notes: Callable[[], Iterable[str]] = tuple,
                 embed_model: str = "", rerank_model: str = "",
                 changes: Callable[[str | None], VaultChanges | None] | None = None):
        """``embed_model``/``rerank_model``: a model the person configured (a folder or a
        pulled hub id), empty for the bundled embedder and no reranker. ``changes``: what
        git says changed in the vault since a commit (``vault.changes``), None to list the
        vault on every sync."""
        self.root = root
        self.vault = vault
        # The person's own notes to index where they are: vault-relative paths, absolute ones
        # for other Obsidian vaults ingest reads in place. Given, so the index knows no source.
        self.person_notes = person_notes
        self.changes = changes
        self.folder = folder
        self.chroma_url = chroma_url
        self.embed_backend = embed_backend
        self.embed_model = embed_model
        self.rerank_model = rerank_model
        self._reranker: Reranker | None = None
        self._collection = collection
        self._keyword: KeywordStore | None = None
        self._vectors: VectorStore | None = None
        self._embedder: Embedder | None = None
        self._cache: VectorCache | None = None
        self._exact: ExactVectors | None = None  # a small library's vectors, in memory
        # Why the last search had no vectors (the Chroma server is down), else None.
        self._down: tuple[float, str | None] | None = None
        self._root_ino: int | None = None  # the index folder the open stores belong to
        self._syncing = False
        self._replaced = False  # this sync replaced an unreadable vector store
        # Searches this Index answered: the first reads the flat vector file, and only a
        # process that searches again loads Chroma's graph (see ``nearest``).
        self._searches = 0
        # This process indexes what a sync left in slices of its own (the daemon does).
        self.goes_on = False

    # -- parts, loaded lazily ----------------------------------------------------------------
    @property
    def keyword(self) -> KeywordStore:
        if self._keyword is None:
            self._keyword = KeywordStore(self.root / "keyword.sqlite")
        return self._keyword

    @property
    def cache(self) -> VectorCache:
        """Shared by every build of this index, so a rebuild embeds nothing it has seen."""
        if self._cache is None:
            self._cache = VectorCache(self.root.parent / "embeddings.sqlite")
        return self._cache

    @property
    def vectors(self) -> VectorStore:
        if self._vectors is None:
            from .vectors import VectorStore, VectorStoreDamaged

            path = self.root / "chroma"
            try:
                self._vectors = VectorStore(self.collection, path=path, url=self.chroma_url)
            except VectorStoreDamaged as e:
                self._vectors = self._replace_damaged(path, str(e))
        return self._vectors

    def _replace_damaged(self, path: Path, why: str) -> VectorStore:
        """A fresh, empty store where a damaged one was (it is a cache), and every note to be
        read again by a sync that lists the vault: the keyword store keeps answering
        meanwhile, a search says how many notes its vectors lack (the record a long first
        index keeps), and the vectors come back from the cache, none embedded again."""
        from .vectors import VectorStore

        shutil.rmtree(path, ignore_errors=True)
        self._replaced = True
        self.keyword.set_meta("vectors_replaced", f"{time.strftime('%Y-%m-%d %H:%M')}: {why}")
        with self.keyword.transaction():
            stamps = self.keyword.file_stamps()
            self.keyword.unstamp(stamps)
            self.keyword.set_meta(VAULT_HEAD, "")  # git cannot name what must be read now
            _Tracker(self.keyword, len(stamps))
        return VectorStore(self.collection, path=path, url=self.chroma_url)

    @property
    def exact(self) -> ExactVectors:
        """A small library's vectors in memory, read on the first search that needs them."""
        if self._exact is None:
            self._exact = ExactVectors()
        return self._exact

    @property
    def flat(self) -> FlatVectors:
        """Every passage's vector in one file, for a process's first search (``flat.py``)."""
        return FlatVectors(self.root)

    @property
    def collection(self) -> str:
        """This vault's collection: the one the index was built in, else a new name."""
        if self._collection is None:
            from .vectors import collection_name

            self._collection = (self.keyword.get_meta("collection")
                                or collection_name(self.vault, self.embedder.provider_id))
        return self._collection

    def vectors_down(self) -> str | None:
        """Why the Chroma server cannot be reached now (None: it can, or none is used)."""
        if not self.chroma_url or self._vectors is not None:
            return None
        from .vectors import VectorStoreError, wait_for_server

        now = time.monotonic()
        if self._down is not None and now - self._down[0] < C.CHROMA_CONNECT_SECONDS * 5:
            return self._down[1]  # asked a moment ago (status, then the search itself)
        try:
            wait_for_server(self.chroma_url, C.CHROMA_CONNECT_SECONDS, once=True)
            found = None
        except VectorStoreError as e:
            found = str(e)
        self._down = (time.monotonic(), found)
        return found

    def _wait_for_vectors(self) -> None:
        """Indexing waits for a server that is starting (a search does not: see search)."""
        if self.chroma_url and self._vectors is None:
            from .vectors import wait_for_server

            wait_for_server(self.chroma_url, C.CHROMA_START_SECONDS)

    @property
    def passages(self) -> Passages:
        return Passages(self.vault, self.folder, self.embedder)

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from .embeddings import load_embedder

            self._embedder = load_embedder(C.model_cache_root(), self.embed_backend,
                                           self.embed_model)
        return self._embedder

    @property
    def reranker(self) -> Reranker | None:
        """The configured cross-encoder (loaded on first use), or None when there is none."""
        if self._reranker is None and self.rerank_model:
            from .rerank import load_reranker

            self._reranker = load_reranker(C.model_cache_root(), self.rerank_model)
        return self._reranker

    def rerank(self, query: str, passages: Sequence[str]) -> np.ndarray | None:
        """Cross-encoder logits of ``passages`` for ``query``; None without a reranker."""
        reranker = self.reranker
        return None if reranker is None else reranker.score(query, passages)

    def close(self) -> None:
        self._exact = None
        if self._keyword is not None:
            self._keyword.close()
            self._keyword = None
        if self._cache is not None:
            self._cache.close()
            self._cache = None
        if self._vectors is not None:
            self._vectors.close()
            self._vectors = None

    def _follow_swap(self) -> None:
        """A reindex (here or in another process) swapped a new index in at this path: reopen
        it whole. The old files stay readable through what is open, but an embedded vector
        store reads some of them by path, so a long-lived reader (the daemon, an MCP server)
        would otherwise mix the two and lose the vector channel."""
        try:
            ino = os.stat(self.root).st_ino
        except OSError:
            return
        if self._root_ino is not None and ino != self._root_ino:
            self.close()
        self._root_ino = ino

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """This process alone updates the index while inside (the sync, a rebuild, the
        doctor's repair); IndexBusy at once when another holds it."""
        # Beside the index folder, not in it: a rebuild swaps the folder while holding it.
        self.root.parent.mkdir(parents=True, exist_ok=True)
        with open(self.root.parent / f"{self.root.name}.lock", "w") as f:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError as e:
                raise IndexBusy("another Musubi process is updating the index; "
                                "try again when it finishes") from e
            try:
                yield
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)

    # -- what to index -----------------------------------------------------------------------
    def vault_files(self) -> Iterator[tuple[str, str]]:
        """(vault-relative path, kind) of every note the index holds or should."""
        return vault_notes(self.vault, self.folder, self.person_notes)

    # -- sync --------------------------------------------------------------------------------
    def provider_ok(self) -> bool:
        return self.keyword.get_meta("provider_id") == self.embedder.provider_id

    def sync(self, progress: Progress | None = None, *, force: bool = False,
             seconds: float | None = None, paths: Collection[str] | None = None,
             walk: bool = False) -> SyncReport:
        """Bring the index up to date with the vault: changed notes only, unless ``force``;
        newest first. ``seconds``: stop taking new notes after about that long (once a first
        batch is under way); what is left is counted in the report and in ``coverage`` (a
        search says so), and the next sync goes on from there. ``paths``: the only notes
        that changed (vault-relative), as a caller that watches the vault knows them; a
        path it cannot vouch for makes the sync list the whole vault after all. Without
        them, git says what changed since the last whole sync (``changed.GitTold``), unless
        ``walk``: list every note, for a caller that must not trust a record (``musubi
        doctor``'s repair, a daemon starting)."""
        with self.writing():
            self._syncing = True
            try:
                return self._sync(progress, force, seconds, paths, walk)
            finally:
                self._syncing = False

    def coverage(self) -> Coverage | None:
        """What a sync left to index (killed, or stopped on its time), None when nothing.
        One read of the keyword store: a search asks on every call."""
        return Coverage.parse(self.keyword.get_meta(_PENDING), self._syncing or self.goes_on)

    def _sync(self, progress: Progress | None, force: bool, seconds: float | None,
              paths: Collection[str] | None, walk: bool) -> SyncReport:
        t0 = time.perf_counter()
        report = SyncReport()
        self._replaced = False
        self._wait_for_vectors()
        if force or not self.provider_ok():
            self._reset()
            report.rebuilt = True
        # Said before the first batch: a sync killed halfway left vectors of this model, and
        # the next one goes on with them instead of starting over.
        self.keyword.set_meta("provider_id", self.embedder.provider_id)
        self.keyword.set_meta("collection", self._collection_to_sync())
        if not self.flat.known(self.keyword):  # an index made before the file, or reset
            self.flat.fill(self.keyword, self.cache)
        git = GitTold(self.keyword, self.changes) if self.changes else None
        seen = None
        if git is not None and paths is not None:
            git.told(paths)  # a watcher's paths: the next sync told by git looks at them too
            git = None
        elif git is not None:
            seen = git.ask(whole=walk or report.rebuilt or self.coverage() is not None)
        if seen is not None and seen[1] is not None:
            paths = seen[1]
        root = os.fspath(self.vault)
        listed = None
        if paths is not None and not report.rebuilt and self.coverage() is None:
            listed = told(root, self.folder, self.keyword, paths)
        stamps, files = listed or (self.keyword.file_stamps(), list(self.vault_files()))
        present = {rel for rel, _ in files}
        for rel in sorted(set(stamps) - present):
            # Vectors first: killed in between, the file is still listed and goes next time.
            ids = self.keyword.chunk_ids_of(rel)
            if ids:
                self.vectors.delete(ids)
            self.keyword.drop_file(rel)
            report.files_removed += 1
        links: list[str] = []
        todo = to_read(self.keyword, root, files, stamps, links)
        # Newest first: a person who brings years of history searches this month's at once.
        todo.sort(key=lambda t: t[0])
        todo.sort(key=lambda t: _day_of(t[0], t[2].st_mtime_ns), reverse=True)
        counting = PassageProgress(progress, len(todo)) if progress else None
        track = _Tracker(self.keyword, len(todo))
        pending: list[Note] = []
        # Passage id -> note, for the notes not stored yet (this batch, the one encoding).
        claimed: ChainMap[str, str] = ChainMap({})
        waiting = 0
        # The embedder runs on a thread of its own (onnxruntime and torch release the GIL),
        # so the next notes are parsed and the last batch stored while a batch is encoded.
        # Vectors go to the cache on the encoder's thread, through a connection of its own,
        # the moment they are made: a kill loses at most the batch being encoded.
        writer = VectorCache(self.cache.path)
        # Counted from here, past loading the model and listing the vault (a slow start on a
        # busy machine must not leave the search with nothing); and at least one batch goes
        # to the encoder whatever the time, so every sync moves the index on.
        deadline = None if seconds is None else time.monotonic() + seconds
        with ThreadPoolExecutor(1, thread_name_prefix="musubi-embed") as pool:
            batches = Batches(self, pool, writer, report, track)
            encoding: Batch | None = None
            for done, (rel, kind, st) in enumerate(todo, 1):
                if deadline is not None and encoding is not None \
                        and time.monotonic() >= deadline:
                    break
                try:  # the kind it is: one of Musubi's notes moved among the person's
                    kind, chunks, digest = self.passages.read(rel, kind)
                except (NoteError, OSError, ValueError) as e:
                    # A note that does not parse was read all the same: its digest lets the
                    # doctor tell it touched (the same bytes, a new time) from changed.
                    unread = None if not isinstance(e, NoteError) or rel.startswith("/") \
                        else file_digest(os.path.join(os.fspath(self.vault), rel))
                    replace(self, [(rel, kind, Stamp(st.st_mtime_ns, st.st_size, unread), [])],
                            error=str(e), track=track)
                    report.errors.append({"path": rel, "reason": str(e)})
                    continue
                own_ids(self.keyword, rel, chunks, claimed)
                pending.append((rel, kind, Stamp(st.st_mtime_ns, st.st_size, digest), chunks))
                waiting += len(chunks)
                if waiting >= C.INDEX_BATCH_PASSAGES:
                    encoding = batches.next(encoding, pending)
                    pending, waiting = [], 0
                    # The batch before the one now encoding is stored: its ids are in SQLite.
                    claimed = ChainMap({}, claimed.maps[0])
                if counting:
                    counting.note(done, chunks)
            if pending:
                encoding = batches.next(encoding, pending)
            if encoding is not None:
                batches.store(encoding)
        writer.close()
        if self.flat.dead_share(self.keyword) > C.FLAT_DEAD_SHARE:
            self.flat.fill(self.keyword, self.cache)  # rewritten without its dead rows
        report.pending = track.left
        # A store replaced halfway (found unreadable when first written) unstamped every
        # note: what is left, and where git stood, are the next sync's to say.
        if not track.left and not self._replaced:
            self.keyword.set_meta(_PENDING, "")
            if git is not None and seen is not None:
                git.seen(seen[0], todo, links)
        report.seconds = time.perf_counter() - t0
        return report

    def _collection_to_sync(self) -> str:
        """The collection this sync writes to. An embedded store that is there, and that no
        writer died in, is opened only when a vector is written or deleted: a sync with
        nothing to do (the one `decisions`, `loops` or `profile` runs before it answers) never
        pays the half second of importing Chroma. A server, a new store, one a killed writer
        left or one whose database is not SQLite's is opened now, as before, so its check (and
        its replacement) comes before the notes to read are listed."""
        path = self.root / "chroma"
        if self._vectors is None and not self.chroma_url and _looks_sound(path):
            return self.collection
        return self.vectors.name

    def _reset(self) -> None:
        """Empty both stores; a new embedding model gets a collection of its own name."""
        from .vectors import collection_name

        self.keyword.clear()
        self.flat.clear()
        name = self.vectors.name
        if not name.startswith(collection_name(self.vault, self.embedder.provider_id)):
            name = collection_name(self.vault, self.embedder.provider_id)
        self.vectors.reset(name)
        self._collection = name

    def rebuild(self, progress: Progress | None = None) -> SyncReport:
        """Index the vault again from scratch, beside the live index, then swap it in: a
        search running meanwhile reads the old index whole, never half of the new one.
        Vectors come from the cache, so only passages never seen before are embedded."""
        from .vectors import collection_name

        with self.writing():
            # On a server, the next generation of this vault's collection is built beside
            # the live one, which answers searches until the swap; no other collection (of
            # another vault, another person) is touched.
            replaced = self.collection if self.chroma_url else None
            generation = time.strftime("%Y%m%d%H%M%S", time.gmtime())
            name = collection_name(self.vault, self.embedder.provider_id,
                                   generation if self.chroma_url else "")
            fresh = Index(self.root.with_name(self.root.name + ".new"), self.vault, self.folder,
                          chroma_url=self.chroma_url, embed_backend=self.embed_backend,
                          person_notes=self.person_notes, collection=name,
                          embed_model=self.embed_model, changes=self.changes)
            shutil.rmtree(fresh.root, ignore_errors=True)
            fresh._embedder = self.embedder
            try:  # every note listed, and where git stood recorded for the next sync
                report = fresh._sync(progress, True, None, None, True)
            finally:
                fresh.close()
            self.close()
            old = self.root.with_name(self.root.name + ".old")
            shutil.rmtree(old, ignore_errors=True)
            if self.root.exists():
                os.replace(self.root, old)
            os.replace(fresh.root, self.root)
            shutil.rmtree(old, ignore_errors=True)
            self._collection = None
            if replaced and replaced != self.collection:
                self.vectors.drop(replaced)
        return report

    # -- search ------------------------------------------------------------------------------
    def nearest(self, qv: np.ndarray, n: int, filters: Filters) -> list[tuple[str, float]]:
        """The ``n`` passages nearest ``qv`` that pass ``filters``: the vector store filters
        by the other clauses, and passages of hidden notes are dropped here, asking for more
        when they took too many places."""
        where = filters.vector_where()
        small = self.keyword.passages_at_most() <= C.VECTOR_EXACT_MAX
        if not small and where is None and self._vectors is None and not self._searches:
            # A process's first search compares every vector in the flat file (a tenth of a
            # second at 200,000) instead of loading Chroma and its graph (1.6 s).
            flat = self.flat.nearest(self.keyword, qv, n,
                                     None if filters.include_hidden else self.keyword.hidden)
            if flat is not None:
                return flat
        if small and where is None:
            # A small library is searched whole, exactly, from memory: a cold `musubi search`
            # never loads Chroma for it.
            exact = self.exact.nearest(self.keyword, self.cache, qv, n,
                                        None if filters.include_hidden else self.keyword.hidden)
            if exact is not None:
                return exact
        elif where is not None:
            # A few thousand vectors compared exactly take milliseconds.
            exact = self._nearest_among(qv, n, filters, whole=small)
            if exact is not None:
                return exact
        # Room for hidden passages to be dropped; with hidden notes included, none is.
        ask = n if filters.include_hidden else n + n // 2
        while True:
            found = self.vectors.query(qv, ask, where)
            if filters.include_hidden:
                return found[:n]
            hidden = self.keyword.hidden([cid for cid, _ in found])
            kept = [(cid, sim) for cid, sim in found if cid not in hidden]
            if len(kept) >= n or len(found) < ask or ask >= C.VECTOR_HIDDEN_MAX:
                return kept[:n]
            ask = min(ask * 4, C.VECTOR_HIDDEN_MAX)

    def _nearest_among(self, qv: np.ndarray, n: int, filters: Filters, whole: bool = False
                       ) -> list[tuple[str, float]] | None:
        """Exact nearest passages among the few that ``filters`` admit, from the vector cache;
        None when they are too many. Chroma's filtered query reads the metadata of every
        admitted passage (a project of 2,500 in 50,000: 240 ms); comparing a few thousand
        vectors costs milliseconds, and is exact."""
        admitted = self.keyword.embed_hashes(filters, C.VECTOR_EXACT_MAX)
        if admitted is None:
            return None
        if whole:  # the whole library's vectors are kept in memory: read once, not per query
            return self.exact.among(self.keyword, self.cache, admitted, qv, n)
        vecs = self.cache.get(list(dict.fromkeys(admitted.values())))
        ids = [cid for cid, h in admitted.items() if h in vecs]
        if len(ids) < len(admitted):
            return None  # vectors the cache lost: the vector store still has them
        if not ids:
            return []
        sims = np.stack([vecs[admitted[cid]] for cid in ids]) @ qv.astype(np.float32)
        top = np.argsort(-sims, kind="stable")[:n]
        return [(ids[i], float(sims[i])) for i in top]

    def embed_texts(self, texts: Sequence[str]) -> np.ndarray:
        """Unit vectors for arbitrary texts (topics, facts, loops), through the shared cache."""
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        pid = self.embedder.provider_id
        hashes = [embed_hash(pid, t) for t in texts]
        cached = self.cache.get(hashes)
        missing = {h: t for h, t in zip(hashes, texts, strict=True) if h not in cached}
        if missing:
            vecs = self.embedder.encode(list(missing.values()))
            fresh = dict(zip(missing, vecs, strict=True))
            self.cache.put(fresh.items())
            cached.update(fresh)
        return np.stack([cached[h] for h in hashes]).astype(np.float32)

    def query_vector(self, query: str) -> np.ndarray:
        return cast("np.ndarray", self.embedder.encode_query([query])[0])

    def search(self, query: str, mode: str = "hybrid", limit: int = 10,
               filters: Filters | None = None,
               per_conversation: int | None = C.HITS_PER_CONVERSATION,
               now: str | None = None, recent: bool = False) -> list[Hit]:
        """The hits of ``find``, for a caller that shows no warning."""
        return self.find(query, mode, limit, filters, per_conversation, now, recent).hits

    def find(self, query: str, mode: str = "hybrid", limit: int = 10,
             filters: Filters | None = None,
             per_conversation: int | None = C.HITS_PER_CONVERSATION,
             now: str | None = None, recent: bool = False) -> Found:
        """The best passages for ``query``, with why they may be loose. ``now``: the time
        relative dates in the query count from (default: the clock); ``recent``: prefer newer
        passages. The stages are ``pipeline.Pipeline``'s."""
        self._follow_swap()
        found = Pipeline(self).find(query, mode, limit, filters, per_conversation, now, recent)
        self._searches += 1
        return found

    def forget_vectors(self) -> None:
        """Drop the vector store's client (a server that failed mid-search): the next search
        connects again."""
        self._vectors = None

    def similar(self, conversation_id: str | None = None, text: str | None = None,
                limit: int = 10, include_hidden: bool = False) -> list[Hit]:
        """Conversations like one in the library or like some text (``similar.similar_to``)."""
        self._follow_swap()
        hits = similar_to(self, conversation_id, text, limit, include_hidden)
        self._searches += 1
        return hits

    def stats(self) -> dict[str, Any]:
        replaced = self.keyword.get_meta("vectors_replaced")
        out: dict[str, Any] = {"chunks": self.keyword.count(), "errors": self.keyword.errors(),
               **({"vectors_replaced": replaced} if replaced else {}),
               "provider_id": self.keyword.get_meta("provider_id"), "path": str(self.root),
               "collection": self.keyword.get_meta("collection"),
               "reranker": self.rerank_model or None}
        left = self.coverage()
        if left is not None:  # a long first index under way (or killed): how far it is
            out["not_indexed"] = left.to_dict()
        if self.chroma_url:
            down = self.vectors_down()
            out["vector_store"] = {"url": self.chroma_url, "up": down is None,
                                   "error": down}
        return out


def index_root(cache_dir: Path) -> Path:
    return cache_dir / "index"


os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
