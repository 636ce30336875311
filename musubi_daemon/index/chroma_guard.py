"""Chroma's embedded files after a writer died: checked in a child process before this one
loads them.

Chroma writes its HNSW graph to plain files in place, every thousand or so inserts; a process
killed in the middle of such a write (a reboot, `kill -9`, an OOM kill during a first index of
years of history) can leave a graph whose next load crashes the loading process outright, a
segmentation fault in Chroma's native code that no ``except`` catches. Measured here: a first
index of a million passages, killed and resumed, left ``link_lists.bin`` with an apparent size
of 2 TB, and every later process that opened the collection died on ``count()``, the daemon
and ``musubi doctor`` included.

So a process that writes marks the store (``writing.pid``) and unmarks it when it closes
cleanly; a process that finds the mark of a process no longer running opens the store in a
child first (``python -m musubi_daemon.index.chroma_guard``). When the child fails, the store
is damaged: the caller sets it aside and rebuilds from the notes, with the vectors from the
cache (nothing is embedded again).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from .. import config as C
from ..runtime import alive

MARK = "writing.pid"


def mark(path: Path) -> None:
    """This process is about to write the store at ``path``."""
    (path / MARK).write_text(str(os.getpid()), encoding="ascii")


def unmark(path: Path) -> None:
    """This process closed the store cleanly."""
    with contextlib.suppress(OSError):
        if (path / MARK).read_text(encoding="ascii").strip() == str(os.getpid()):
            (path / MARK).unlink()


def died_writing(path: Path) -> bool:
    """A process marked the store and is gone without unmarking it."""
    try:
        pid = int((path / MARK).read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return (path / MARK).exists()  # a mark cut short: its writer died making it
    return pid != os.getpid() and not alive(pid)


def sound(path: Path, collection: str) -> str | None:
    """None when a child process loads the collection at ``path``, counts it and searches it;
    else why not (its exit, a signal's name, or the time it took). The mark goes when the
    store is sound."""
    try:
        proc = subprocess.run([sys.executable, "-m", __name__, str(path), collection],
                              capture_output=True, text=True,
                              timeout=C.CHROMA_PROBE_SECONDS, check=False)
    except subprocess.TimeoutExpired:
        return f"loading it took over {C.CHROMA_PROBE_SECONDS:.0f} s"
    if proc.returncode == 0:
        with contextlib.suppress(OSError):
            (path / MARK).unlink()
        return None
    if proc.returncode < 0:
        import signal

        return f"loading it crashed the process ({signal.Signals(-proc.returncode).name})"
    last = (proc.stderr.strip().splitlines() or ["no reason given"])[-1]
    return f"loading it failed: {last[:300]}"


def _probe(path: str, collection: str) -> None:
    """Open, count and search the collection as a search would (run in the child)."""
    import chromadb
    import numpy as np
    from chromadb.config import Settings

    client = chromadb.PersistentClient(path=path,
                                       settings=Settings(anonymized_telemetry=False))
    try:
        col = client.get_collection(collection)
    except Exception:  # not made yet: nothing to load
        return
    if col.count():
        got: Any = col.get(limit=1, include=["embeddings"])
        vec = np.asarray(got["embeddings"][0], dtype=np.float32)
        col.query(query_embeddings=vec, n_results=10, include=["distances"])


if __name__ == "__main__":
    _probe(sys.argv[1], sys.argv[2])
