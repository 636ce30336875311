"""Atomic writes: a note is either the old version or the new one, never half of each."""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
import threading
from pathlib import Path


def content_hash(data: bytes) -> str:
    """The one hash a writer records and a watcher compares, so Musubi's own writes never
    come back to it as a person's edits."""
    return hashlib.sha256(data).hexdigest()


class WriteLog:
    """Paths Musubi wrote and the hash of what it wrote, until a watcher has seen them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._written: dict[str, set[str]] = {}

    def record(self, path: Path, data: bytes) -> None:
        with self._lock:
            self._written.setdefault(str(path), set()).add(content_hash(data))

    def consume(self, path: Path, data: bytes) -> bool:
        """True (once) when ``data`` at ``path`` is what Musubi itself wrote there."""
        h = content_hash(data)
        with self._lock:
            hashes = self._written.get(str(path))
            if not hashes or h not in hashes:
                return False
            hashes.discard(h)
            if not hashes:
                del self._written[str(path)]
            return True

    def forget(self, path: Path) -> None:
        with self._lock:
            self._written.pop(str(path), None)


# Set by the daemon while it watches the vault; None (nothing recorded) otherwise.
write_log: WriteLog | None = None


def atomic_write(path: Path, data: str | bytes, *, fsync: bool = True) -> None:
    """Write to a temp file in the same folder, then rename over the target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if write_log is not None:
        write_log.record(path.resolve(), raw)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".musubi-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            if fsync:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def clean_stale_temp_files(root: Path) -> int:
    """Remove temp files a crash left behind; they never held the only copy of anything."""
    n = 0
    for p in root.rglob(".musubi-*.tmp"):
        with contextlib.suppress(OSError):
            p.unlink()
            n += 1
    return n
