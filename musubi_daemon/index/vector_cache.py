"""Vectors by content hash, kept beside the index so a rebuild never re-embeds a passage.

The hash covers the embedding model's id and the exact text embedded, so vectors of another
model are never reused.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np


def embed_hash(provider_id: str, text: str) -> str:
    return hashlib.sha1(f"{provider_id}\0{text}".encode()).hexdigest()


class VectorCache:
    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, isolation_level=None, timeout=30,
                                  check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # A cache: a crash may lose the last vectors (they are embedded again), never the file.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("CREATE TABLE IF NOT EXISTS vectors"
                        " (embed_hash TEXT PRIMARY KEY, vector BLOB NOT NULL)")

    def close(self) -> None:
        self.db.close()

    def get(self, hashes: Sequence[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        for i in range(0, len(hashes), 500):
            part = list(hashes[i:i + 500])
            marks = ",".join("?" * len(part))
            for h, blob in self.db.execute(
                    f"SELECT embed_hash, vector FROM vectors WHERE embed_hash IN ({marks})", part):
                out[h] = np.frombuffer(blob, dtype=np.float32)
        return out

    def put(self, items: Iterable[tuple[str, np.ndarray]]) -> None:
        """One transaction for the batch: row by row, each insert was a commit of its own."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany("INSERT OR REPLACE INTO vectors VALUES (?,?)",
                                ((h, v.astype(np.float32).tobytes()) for h, v in items))
