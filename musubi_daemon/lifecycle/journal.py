"""The lifecycle journal in the cache: every state change (object, from, to, actor, reason,
time) and every job run with its counts and the items that failed; git holds the content."""

from __future__ import annotations

import contextlib
import fcntl
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..jsonish import JSONObject

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, job TEXT NOT NULL, now TEXT NOT NULL,
  started TEXT NOT NULL, finished TEXT, counts TEXT, errors TEXT, commit_sha TEXT);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT, run_id INTEGER, object TEXT NOT NULL,
  plane TEXT NOT NULL, from_state TEXT, to_state TEXT NOT NULL, actor TEXT NOT NULL,
  reason TEXT NOT NULL, at TEXT NOT NULL, path TEXT);
CREATE INDEX IF NOT EXISTS events_at ON events(at);
"""
ACTOR = "musubi-lifecycle"


class JobBusy(RuntimeError):
    """Another runner holds this job's lock: the run is skipped, not queued."""


@dataclass
class Event:
    object: str
    plane: str
    from_state: str | None
    to_state: str
    reason: str
    at: str
    path: str | None = None
    actor: str = ACTOR


@dataclass
class RunRecord:
    job: str
    now: str
    counts: dict[str, int] = field(default_factory=dict)
    errors: list[dict[str, str]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    commit: str | None = None


class Journal:
    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, isolation_level=None, timeout=30)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def record(self, run: RunRecord, started: str, finished: str) -> int:
        """The run and its events in one transaction: a crash leaves neither or both."""
        with self.db:
            cur = self.db.execute(
                "INSERT INTO runs(job, now, started, finished, counts, errors, commit_sha) "
                "VALUES (?,?,?,?,?,?,?)",
                (run.job, run.now, started, finished, json.dumps(run.counts),
                 json.dumps(run.errors), run.commit))
            run_id = int(cur.lastrowid or 0)
            self.db.executemany(
                "INSERT INTO events(run_id, object, plane, from_state, to_state, actor, reason, "
                "at, path) VALUES (?,?,?,?,?,?,?,?,?)",
                [(run_id, e.object, e.plane, e.from_state, e.to_state, e.actor, e.reason, e.at,
                  e.path) for e in run.events])
        return run_id

    def last_runs(self) -> dict[str, JSONObject]:
        out: dict[str, JSONObject] = {}
        rows = self.db.execute(
            "SELECT job, now, started, finished, counts, errors, commit_sha FROM runs "
            "WHERE id IN (SELECT MAX(id) FROM runs GROUP BY job)")
        for job, now, started, finished, counts, errors, sha in rows:
            out[job] = {"now": now, "started": started, "finished": finished,
                        "counts": json.loads(counts or "{}"),
                        "errors": json.loads(errors or "[]"), "commit": sha}
        return out

    def last_now(self, job: str) -> str | None:
        row = self.db.execute("SELECT MAX(now) FROM runs WHERE job=?", (job,)).fetchone()
        return row[0] if row else None

    def events(self, since: str | None = None, until: str | None = None,
               limit: int = 500) -> list[JSONObject]:
        query = ("SELECT object, plane, from_state, to_state, actor, reason, at, path "
                 "FROM events WHERE at > ? AND at <= ? ORDER BY id DESC LIMIT ?")
        rows = self.db.execute(query, (since or "", until or "9999", limit))
        keys = ("object", "plane", "from", "to", "actor", "reason", "at", "path")
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def errors(self, since: str, until: str) -> list[dict[str, str]]:
        out: list[dict[str, str]] = []
        rows = self.db.execute("SELECT job, errors FROM runs WHERE now > ? AND now <= ? "
                               "ORDER BY id", (since, until))
        for job, errors in rows:
            out += [{"job": job, **e} for e in json.loads(errors or "[]")]
        return out


@contextlib.contextmanager
def job_lock(folder: Path, job: str) -> Iterator[None]:
    """One runner per job: a second one is told so at once instead of waiting or repeating."""
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"{job}.lock", "w") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as e:
            raise JobBusy(f"another `{job}` run is in progress; this one is skipped") from e
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)
