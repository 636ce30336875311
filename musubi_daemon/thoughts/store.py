"""The thoughts file: a small SQLite file in the cache that every process opens (WAL), so an
agent in one session reads what an agent in another sent, with or without the daemon.

Thoughts are chatter between agents, not the person's record: they never enter the vault,
they expire after ``THOUGHT_TTL_DAYS``, and the file keeps at most ``THOUGHTS_MAX_ROWS``
thoughts and ``THOUGHTS_MAX_BYTES`` of them, pruning the oldest on every write. Ids only grow
(AUTOINCREMENT never reuses a pruned one), so a reader's cursor is the last id it saw.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict  # pydantic reads this one on Python 3.11

from .. import config as C
from ..agents import EVERYONE, check_name

SCHEMA = """
CREATE TABLE IF NOT EXISTS thoughts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  sender TEXT NOT NULL,
  recipient TEXT,
  content TEXT NOT NULL,
  at REAL NOT NULL,
  size INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS thoughts_channel ON thoughts(channel, id);
"""

# "from" is a Python keyword: the functional form keeps the JSON keys a reader expects. Both
# are closed (extra keys forbidden), like every MCP result type: they are tools' outputSchema.
Thought = TypedDict("Thought", {"id": int, "channel": str, "from": str, "to": str,
                                "content": str, "at": str})
Thought.__pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[attr-defined]


@with_config(extra="forbid")
class ThoughtPage(TypedDict):
    channel: str
    thoughts: list[Thought]
    next_since: int  # pass it as ``since`` to read what comes after


def store_path(cache_dir: Path) -> Path:
    return cache_dir / C.THOUGHTS_FILE


def _stamp(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).isoformat(timespec="milliseconds")


class ThoughtStore:
    """One connection to the thoughts file, safe to share between threads (a lock)."""

    def __init__(self, path: Path, *, clock: Callable[[], float] = time.time,
                 ttl_s: float = C.THOUGHT_TTL_DAYS * 86_400,
                 max_rows: int = C.THOUGHTS_MAX_ROWS,
                 max_bytes: int = C.THOUGHTS_MAX_BYTES) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.clock, self.ttl_s = clock, ttl_s
        self.max_rows, self.max_bytes = max_rows, max_bytes
        self._lock = threading.Lock()
        self.db = sqlite3.connect(path, isolation_level=None, timeout=C.THOUGHTS_OPEN_WAIT_S,
                                  check_same_thread=False)
        self._set_up()

    def _set_up(self) -> None:
        """WAL and the schema. Two processes opening a new file at once (two MCP clients
        started together) may both hold a shared lock and want the exclusive one WAL needs:
        SQLite then answers one "database is locked" at once, without waiting, so it tries
        again until the other is done, within ``THOUGHTS_OPEN_WAIT_S``."""
        deadline = time.monotonic() + C.THOUGHTS_OPEN_WAIT_S
        while True:
            try:
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
                self.db.executescript(SCHEMA)
                return
            except sqlite3.OperationalError as e:
                if "locked" not in str(e) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def close(self) -> None:
        with self._lock:
            self.db.close()

    def send(self, channel: str, sender: str, content: str, to: str | None = None) -> Thought:
        """Add a thought for ``to`` (None or "everyone": every reader) and prune what expired
        or overflows; the new thought, with its id."""
        channel = check_name(channel, "channel")
        sender = check_name(sender, "from")
        recipient = None if to is None or not to.strip() else check_name(to, "to")
        if recipient == EVERYONE:
            recipient = None
        if not content or not content.strip():
            raise ValueError("content is empty: say something")
        if len(content) > C.THOUGHT_CHARS:
            raise ValueError(f"content is {len(content):,} characters; at most "
                             f"{C.THOUGHT_CHARS:,}")
        size = len(content.encode()) + len(channel) + len(sender) + len(recipient or "")
        with self._lock:
            now = self.clock()
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.execute("DELETE FROM thoughts WHERE at < ?", (now - self.ttl_s,))
                cur = self.db.execute(
                    "INSERT INTO thoughts (channel, sender, recipient, content, at, size)"
                    " VALUES (?,?,?,?,?,?)", (channel, sender, recipient, content, now, size))
                self._prune()
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
        return {"id": int(cur.lastrowid or 0), "channel": channel, "from": sender,
                "to": recipient or EVERYONE, "content": content, "at": _stamp(now)}

    def _prune(self) -> None:
        """The oldest thoughts beyond the row or byte bound, gone."""
        rows, size = self.db.execute(
            "SELECT count(*), coalesce(sum(size), 0) FROM thoughts").fetchone()
        if rows <= self.max_rows and size <= self.max_bytes:
            return
        cut = self.db.execute(
            "SELECT id FROM (SELECT id, count(*) OVER w AS n, sum(size) OVER w AS b"
            " FROM thoughts WINDOW w AS (ORDER BY id DESC)) WHERE n > ? OR b > ?"
            " ORDER BY id DESC LIMIT 1", (self.max_rows, self.max_bytes)).fetchone()
        if cut is not None:
            self.db.execute("DELETE FROM thoughts WHERE id <= ?", (cut[0],))

    def read(self, channel: str, since: int = 0, limit: int = C.THOUGHTS_PAGE,
             for_: str | None = None) -> ThoughtPage:
        """The channel's live thoughts after id ``since``, oldest first (only those for
        ``for_`` or everyone when it is given), and the cursor to read on from."""
        channel = check_name(channel, "channel")
        reader = check_name(for_, "for") if for_ is not None and for_.strip() else None
        if since < 0:
            raise ValueError(f"since is {since}; a cursor is 0 or an id read before")
        if not 1 <= limit <= C.THOUGHTS_PAGE:
            raise ValueError(f"limit is {limit}; from 1 to {C.THOUGHTS_PAGE}")
        sql = ("SELECT id, channel, sender, recipient, content, at FROM thoughts"
               " WHERE channel = ? AND id > ? AND at >= ?")
        args: list[object] = [channel, since]
        if reader is not None:
            sql += " AND (recipient IS NULL OR recipient = ?)"
        with self._lock:
            args.append(self.clock() - self.ttl_s)
            if reader is not None:
                args.append(reader)
            self.db.execute("BEGIN")  # one snapshot: the cursor skips nothing written between
            try:
                rows = self.db.execute(sql + " ORDER BY id LIMIT ?", [*args, limit]).fetchall()
                last = self.db.execute("SELECT max(id) FROM thoughts WHERE channel = ?",
                                       (channel,)).fetchone()[0]
            finally:
                self.db.execute("COMMIT")
        thoughts: list[Thought] = [
            {"id": r[0], "channel": r[1], "from": r[2], "to": r[3] or EVERYONE,
             "content": r[4], "at": _stamp(r[5])} for r in rows]
        # A full page may have more after it; otherwise everything up to the newest was seen
        # (those for others included, so a filtered reader's cursor moves on too).
        cursor = rows[-1][0] if len(rows) == limit else max(since, last or 0)
        return {"channel": channel, "thoughts": thoughts, "next_since": int(cursor)}
