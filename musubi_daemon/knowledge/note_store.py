"""Parsed library notes kept on disk between processes, beside the index.

A process that reads the library (the SessionStart briefing, `musubi decisions`, an MCP
server's first call) parsed every conversation note: at 33,000 notes that was 18 s of YAML,
distilled sections and action evidence for a briefing the hook must give in a fraction of a
second. What a note parses to depends only on its file, so it is kept here under the file's
stamp (inode, size, modification time) and read back by the next process for 14 µs a note;
only notes that changed are parsed again. A cache like the index: private to its owner,
deleted at will, rebuilt from the vault; a note's row goes when the note does, so it holds
about 4 KB per note and no more.
"""

from __future__ import annotations

import dataclasses
import hashlib
import pickle
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .. import __version__

Stamp = tuple[int, int, int]


def shape_of(*classes: type) -> str:
    """What rows were written by: the package's version and the fields of the dataclasses
    kept. Another version or another shape is read anew (an unpickled note of an older shape
    would lack fields)."""
    fields = [f.name for cls in classes for f in dataclasses.fields(cls)]
    return hashlib.sha256(f"{__version__}|{fields}".encode()).hexdigest()[:16]


class NoteStore:
    def __init__(self, path: Path, shape: str):
        """``shape``: what the kept objects are (``shape_of`` their classes)."""
        self.path = path
        self.shape = shape
        self._db: sqlite3.Connection | None = None
        self._rows: dict[str, tuple[Stamp, str, bytes]] | None = None

    def _open(self) -> sqlite3.Connection | None:
        if self._db is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.path, isolation_level=None, timeout=10,
                                     check_same_thread=False)
                db.execute("PRAGMA journal_mode=WAL")
                db.execute("PRAGMA synchronous=NORMAL")
                db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)")
                db.execute("CREATE TABLE IF NOT EXISTS notes (rel TEXT PRIMARY KEY, ino INTEGER,"
                           " size INTEGER, mtime_ns INTEGER, kind TEXT, blob BLOB)")
                found = db.execute("SELECT value FROM meta WHERE key='format'").fetchone()
                if found is None or found[0] != self.shape:
                    with db:
                        db.execute("DELETE FROM notes")
                        db.execute("INSERT OR REPLACE INTO meta VALUES ('format', ?)",
                                   (self.shape,))
            except (OSError, sqlite3.Error):
                return None  # a cache: a read-only or full disk parses the notes as before
            self._db = db
        return self._db

    def get(self, rel: str, stamp: Stamp, kind: str) -> Any | None:
        """The note parsed from the file as it is now, or None."""
        if self._rows is None:
            db = self._open()
            try:
                self._rows = {} if db is None else {
                    r: ((i, s, m), k, b) for r, i, s, m, k, b in db.execute(
                        "SELECT rel, ino, size, mtime_ns, kind, blob FROM notes")}
            except sqlite3.Error:
                self._rows = {}
        row = self._rows.get(rel)
        if row is None or row[0] != stamp or row[1] != kind:
            return None
        try:
            return pickle.loads(row[2])
        except Exception:  # a damaged row: parse the note again
            return None

    def missing(self, kinds: Iterable[str], seen: set[str]) -> list[str]:
        """Notes of these kinds kept here that a whole read of them no longer found."""
        wanted = set(kinds)
        return [r for r, (_, k, _) in (self._rows or {}).items() if k in wanted and r not in seen]

    def put(self, parsed: Iterable[tuple[str, Stamp, str, Any]], gone: Iterable[str]) -> None:
        """Keep what was parsed, forget the notes no read finds any more."""
        rows = [(rel, *stamp, kind, pickle.dumps(note, protocol=pickle.HIGHEST_PROTOCOL))
                for rel, stamp, kind, note in parsed]
        gone = list(gone)
        if not rows and not gone:
            return
        db = self._open()
        if db is None:
            return
        try:
            with db:
                db.execute("BEGIN")
                db.executemany("INSERT OR REPLACE INTO notes VALUES (?,?,?,?,?,?)", rows)
                db.executemany("DELETE FROM notes WHERE rel=?", [(r,) for r in gone])
        except sqlite3.Error:
            return  # another process holds it, or no room: the next read parses them again
        if self._rows is not None:
            for rel, ino, size, mtime, kind, blob in rows:
                self._rows[rel] = ((ino, size, mtime), kind, blob)
            for rel in gone:
                self._rows.pop(rel, None)

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
