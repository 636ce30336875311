"""What runs on a vault now: the daemon's record (pid, port, last events) and the lock it holds
for its life, and the owner's HTTP token. Kept in the cache, read by the daemon, the MCP server,
the clients and `musubi status`; at the bottom of the house, so that each can ask without
importing the daemon itself."""


from __future__ import annotations

import contextlib
import fcntl
import json
import os
import secrets
from pathlib import Path
from typing import cast

from .jsonish import JSONObject

STATE_FILE = "daemon.json"
LOCK_FILE = "daemon.lock"
TOKEN_FILE = "http.token"


class DaemonRunning(RuntimeError):
    """Another daemon already serves this vault."""


class PortTaken(RuntimeError):
    """The daemon's port cannot be had (another program listens on it): the daemon stops before
    it does any work, rather than run on without the MCP and search it was started to serve."""

    def __init__(self, host: str, port: int, what: str, reason: str):
        super().__init__(f"port {port} on {host} {what} ({reason}); start the daemon on another "
                         "port with `musubi daemon --port N` or MUSUBI_DAEMON_PORT=N (and give "
                         "your AI tools the new MCP address) — nothing was started")
        self.port = port


def state_path(cache_dir: Path) -> Path:
    return cache_dir / STATE_FILE


def running(cache_dir: Path) -> JSONObject | None:
    """The running daemon's record (pid, port, last events), or None when none runs."""
    path = state_path(cache_dir)
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    pid = info.get("pid")
    if not isinstance(pid, int) or not alive(pid):
        return None
    lock = cache_dir / LOCK_FILE
    try:
        with open(lock, "a") as f:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(f, fcntl.LOCK_UN)
            return None  # the lock was free: that record is stale
    except BlockingIOError:
        return cast("JSONObject | None", info)
    except OSError:
        return None


def alive(pid: int) -> bool:
    """A process of that id runs (one of another user's counts: it cannot be signalled)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def token_path(cache_dir: Path) -> Path:
    return cache_dir / TOKEN_FILE


def read_token(cache_dir: Path) -> str | None:
    try:
        return token_path(cache_dir).read_text(encoding="ascii").strip() or None
    except (OSError, UnicodeError):
        return None


def ensure_token(cache_dir: Path, *, rotate: bool = False) -> str:
    """The owner's HTTP token: made once (owner-only, 0600), then the same until rotated."""
    if not rotate:
        known = read_token(cache_dir)
        if known:
            return known
    cache_dir.mkdir(parents=True, exist_ok=True)
    token = secrets.token_urlsafe(32)
    path = token_path(cache_dir)
    fresh = path.with_name(f".{TOKEN_FILE}.{os.getpid()}")
    with contextlib.suppress(FileNotFoundError):
        fresh.unlink()
    fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0),
                 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(token + "\n")
    os.replace(fresh, path)  # a reader sees the old token or the new one, never half
    return token


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


# The background run `musubi ingest` leaves a long first index to: its output, rewritten by
# each run (one file that never grows past one run's lines).
INDEX_LOG = "index-continue.log"


def continue_indexing(vault: Path, cache_dir: Path) -> Path:
    """Start `musubi reindex --continue` on ``vault`` in a process of its own, detached from
    the terminal, so the person's shell comes back while years of history index newest first.
    A second one started meanwhile finds the index taken and leaves quietly. Returns its log."""
    import subprocess
    import sys

    cache_dir.mkdir(parents=True, exist_ok=True)
    log = cache_dir / INDEX_LOG
    with open(log, "w", encoding="utf-8") as out:
        subprocess.Popen(
            [sys.executable, "-m", "musubi_daemon", "--vault", str(vault), "reindex",
             "--continue", "--quiet"],
            stdin=subprocess.DEVNULL, stdout=out, stderr=out, start_new_session=True,
            env={**os.environ, "MUSUBI_NO_DAEMON": "1"})
    return log
