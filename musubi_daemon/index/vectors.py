"""The vector store: Chroma, embedded in the cache folder or a server named in the config.

Vectors are always passed in: with no embedding function stored in the collection, Chroma never
tries to download a model, and a moved venv cannot break ``get_collection``.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import numpy as np

from ..config import CHROMA_CONNECT_SECONDS, HNSW
from . import chroma_guard

os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

ADD_BATCH = 5_000  # Chroma refuses batches over ~5,461


class VectorStoreError(RuntimeError):
    pass


class VectorStoreDamaged(VectorStoreError):
    """The embedded store's files would crash the process that loads them (``chroma_guard``)."""


def wait_for_server(url: str, timeout: float = CHROMA_CONNECT_SECONDS,
                    *, once: bool = False) -> None:
    """Chroma's HttpClient connects at construction: poll the heartbeat first (``once``: one
    try, for a search that answers without vectors rather than wait for a server to start)."""
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    while True:
        left = deadline - time.monotonic()
        try:
            with opener.open(url.rstrip("/") + "/api/v2/heartbeat",
                             timeout=max(0.2, min(2.0, left))):
                return
        except OSError as e:
            last = e
        if once or time.monotonic() + 0.2 >= deadline:
            break
        time.sleep(0.2)
    reason = getattr(last, "reason", None) or last
    raise VectorStoreError(f"the Chroma server at {url} does not answer ({reason})")


# What SQLite says of a file that is not a database or is damaged inside (codes 26 and 11),
# as Chroma passes it on: a cache in that state is replaced, never repaired in place.
_UNREADABLE = ("file is not a database", "database disk image is malformed", "(code: 26)",
               "(code: 11)")
SQLITE_HEADER = b"SQLite format 3\x00"


def _unreadable(error: BaseException) -> bool:
    """Whether ``error`` says the embedded store's database cannot be read at all."""
    return any(s in str(error) for s in _UNREADABLE)


def collection_name(vault: Path, provider_id: str, generation: str = "") -> str:
    """One collection per vault and embedding model, so vaults (and people) can share one
    Chroma server: a name of Chroma's alphabet, from hashes of the vault's path and the
    model; a rebuild makes the next generation beside the live one."""
    where = hashlib.sha256(str(vault.resolve()).encode("utf-8")).hexdigest()[:12]
    model = hashlib.sha256(provider_id.encode("utf-8")).hexdigest()[:8]
    return f"musubi-{where}-{model}" + (f"-{generation}" if generation else "")


class VectorStore:
    def __init__(self, collection: str, path: Path | None = None, url: str | None = None):
        import chromadb
        from chromadb.config import Settings

        settings = Settings(anonymized_telemetry=False)
        if url:
            wait_for_server(url)
            u = urlparse(url)
            self.client = chromadb.HttpClient(host=u.hostname or "127.0.0.1",
                                              port=u.port or 8000, settings=settings)
        else:
            if path is None:
                raise VectorStoreError("an embedded store needs a folder")
            path.mkdir(parents=True, exist_ok=True)
            if chroma_guard.died_writing(path):
                why = chroma_guard.sound(path, collection)
                if why is not None:
                    raise VectorStoreDamaged(f"the vector store in {path} is damaged, left so "
                                             f"by a process killed while writing it: {why}")
            try:
                self.client = chromadb.PersistentClient(path=str(path), settings=settings)
            except Exception as e:  # chromadb's own errors: no narrower class is exported
                if not _unreadable(e):
                    raise
                # Chroma keeps the store it failed to start in its per-process cache, and a
                # new one at the same path would be handed that broken one: forget it.
                from chromadb.api.shared_system_client import SharedSystemClient

                SharedSystemClient.clear_system_cache()
                raise VectorStoreDamaged(f"the vector store in {path} cannot be read: {e}") from e
        self.path = None if url else path
        self._marked = False
        self.name = collection
        self.col = self._collection()


    def _collection(self) -> Any:
        from chromadb.api.collection_configuration import (
            CreateCollectionConfiguration,
            CreateHNSWConfiguration,
        )

        hnsw = CreateHNSWConfiguration(space="cosine", ef_construction=HNSW["ef_construction"],
                                       ef_search=HNSW["ef_search"])
        col = self.client.get_or_create_collection(
            self.name, embedding_function=None,
            configuration=CreateCollectionConfiguration(hnsw=hnsw))
        self._settle_search_depth(col)
        return col

    @staticmethod
    def _settle_search_depth(col: Any) -> None:
        """A collection made with another ``ef_search`` is given the configured one, so an
        index built before a change searches as deep as a new one (Chroma reads it when it
        next loads the collection; ``ef_construction`` can only change with a rebuild)."""
        from chromadb.api.collection_configuration import (
            UpdateCollectionConfiguration,
            UpdateHNSWConfiguration,
        )

        hnsw = (getattr(col, "configuration_json", None) or {}).get("hnsw") or {}
        if hnsw.get("ef_search", HNSW["ef_search"]) == HNSW["ef_search"]:
            return
        with contextlib.suppress(Exception):  # a server that cannot change it keeps its own
            col.modify(configuration=UpdateCollectionConfiguration(
                hnsw=UpdateHNSWConfiguration(ef_search=HNSW["ef_search"])))

    def _writes(self) -> None:
        """Mark the embedded store before this process first writes it (``chroma_guard``)."""
        if self.path is not None and not self._marked:
            chroma_guard.mark(self.path)
            self._marked = True

    def close(self) -> None:
        """Release the embedded store's files (Chroma shares one system per path); a store
        this process wrote is unmarked once they are released."""
        close = getattr(self.client, "close", None)
        if callable(close):
            with contextlib.suppress(Exception):
                close()
        if self._marked and self.path is not None:
            chroma_guard.unmark(self.path)
            self._marked = False

    def reset(self, name: str | None = None) -> None:
        """Empty: the collection dropped and made again (under ``name``, when the model
        changed); only this vault's own collection is ever touched."""
        self._writes()
        with contextlib.suppress(Exception):  # an absent collection: nothing to drop
            self.client.delete_collection(self.name)
        self.name = name or self.name
        self.col = self._collection()

    def drop(self, name: str) -> None:
        """Delete another collection of this vault (the generation a rebuild replaced)."""
        self._writes()
        with contextlib.suppress(Exception):
            self.client.delete_collection(name)

    def add(self, ids: Sequence[str], vectors: np.ndarray,
            metadatas: Sequence[dict[str, Any]]) -> None:
        self._writes()
        # The array as it is: Chroma makes rows of arrays of lists (0.035 ms a passage).
        for i in range(0, len(ids), ADD_BATCH):
            self.col.upsert(ids=list(ids[i:i + ADD_BATCH]),
                            embeddings=np.ascontiguousarray(vectors[i:i + ADD_BATCH],
                                                            dtype=np.float32),
                            metadatas=list(metadatas[i:i + ADD_BATCH]))

    def delete(self, ids: Sequence[str]) -> None:
        self._writes()
        for i in range(0, len(ids), ADD_BATCH):
            self.col.delete(ids=list(ids[i:i + ADD_BATCH]))

    def count(self) -> int:
        return int(self.col.count())

    def ids(self) -> set[str]:
        """Every stored id, read in pages (a whole large collection is not one request)."""
        out: set[str] = set()
        while True:
            page = self.col.get(include=[], limit=ADD_BATCH, offset=len(out))["ids"]
            out.update(page)
            if len(page) < ADD_BATCH:
                return out

    def query(self, vector: np.ndarray, limit: int,
              where: dict[str, Any] | None = None) -> list[tuple[str, float]]:
        # Chroma returns what it has when asked for more: no count() round trip per query.
        res = self.col.query(query_embeddings=[vector.tolist()], n_results=limit,
                             where=where or None, include=["distances"])
        ids = res["ids"][0]
        dists = res["distances"][0]
        return [(i, 1.0 - float(d)) for i, d in zip(ids, dists, strict=True)]
