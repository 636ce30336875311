"""Whether a daemon serves a vault: its record (pid, port, last events) in the cache and the lock
it holds for its life. At the bottom of the daemon package, so that the Engine, the MCP server
and the clients can ask without importing the daemon itself."""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path
from typing import Any

STATE_FILE = "daemon.json"
LOCK_FILE = "daemon.lock"


class DaemonRunning(RuntimeError):
    """Another daemon already serves this vault."""


def state_path(cache_dir: Path) -> Path:
    return cache_dir / STATE_FILE


def running(cache_dir: Path) -> dict[str, Any] | None:
    """The running daemon's record (pid, port, last events), or None when none runs."""
    path = state_path(cache_dir)
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    pid = info.get("pid")
    if not isinstance(pid, int) or not _alive(pid):
        return None
    lock = cache_dir / LOCK_FILE
    try:
        with open(lock, "a") as f:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(f, fcntl.LOCK_UN)
            return None  # the lock was free: that record is stale
    except BlockingIOError:
        return info
    except OSError:
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
