"""The ingest state in the cache folder: what was read and what was written, and where.

It lives outside the vault (synced folders corrupt databases) and is only a cache: deleting
it costs one slower ingest, which finds every note again by its ``musubi_id``.
"""

from __future__ import annotations

import json
import sqlite3
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .config import SEEN_DIGESTS, ConfigError
from .jsonish import JSON, JSONObject
from .sources.base import printable

SCHEMA = """
CREATE TABLE IF NOT EXISTS units (
  source TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
  PRIMARY KEY (source, key));
CREATE TABLE IF NOT EXISTS notes (
  musubi_id TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  path TEXT,               -- vault-relative path where Musubi last wrote or found the note
  content_hash TEXT NOT NULL,
  written_sha TEXT,        -- sha256 of the bytes Musubi wrote
  base_blob TEXT,          -- git blob of Musubi's own render when what it wrote was a merge
  commit_sha TEXT,         -- the commit that holds what Musubi wrote
  pending INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  title TEXT, updated TEXT);
CREATE INDEX IF NOT EXISTS notes_source ON notes(source);
CREATE TABLE IF NOT EXISTS distilled (
  musubi_id TEXT PRIMARY KEY, distilled_by TEXT NOT NULL, content_hash TEXT NOT NULL,
  prompt_tokens INTEGER NOT NULL DEFAULT 0, completion_tokens INTEGER NOT NULL DEFAULT 0,
  at TEXT);
CREATE TABLE IF NOT EXISTS distill_issues (  -- why a note is not the model's whole answer
  musubi_id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,      -- "fallback": the heuristic wrote it; "cut": a cut answer's items
  model TEXT, reason TEXT NOT NULL, at TEXT);
CREATE TABLE IF NOT EXISTS runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, started TEXT, finished TEXT, report TEXT);
CREATE TABLE IF NOT EXISTS topic_vectors (
  topic_id TEXT PRIMARY KEY, origin TEXT NOT NULL, vector BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS topic_assign (
  musubi_id TEXT PRIMARY KEY, topic_id TEXT NOT NULL, text_hash TEXT NOT NULL,
  score REAL NOT NULL);
CREATE TABLE IF NOT EXISTS bases (
  key TEXT PRIMARY KEY,    -- a conversation's musubi_id, or "page:" + a page's id or path
  text BLOB NOT NULL);     -- zlib of Musubi's own last render: the base of the next merge
CREATE TABLE IF NOT EXISTS shrunk (
  musubi_id TEXT PRIMARY KEY, path TEXT NOT NULL, kept INTEGER NOT NULL,
  source_file TEXT NOT NULL);  -- notes holding messages their source no longer has
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS origins (   -- the conversation a first message began
  source TEXT NOT NULL, first_message TEXT NOT NULL, musubi_id TEXT NOT NULL,
  PRIMARY KEY (source, first_message));
CREATE TABLE IF NOT EXISTS answers (
  kind TEXT NOT NULL, signature TEXT NOT NULL, value TEXT NOT NULL, at TEXT,
  PRIMARY KEY (kind, signature));
"""


@dataclass
class NoteRow:
    musubi_id: str
    source: str
    path: str | None
    content_hash: str
    written_sha: str | None
    base_blob: str | None
    commit_sha: str | None
    deleted: bool


# The schema's version (SQLite's user_version) and the steps that bring an older state up to
# it, in order; SCHEMA itself is version 1, and a state of version 0 predates the numbering.
SCHEMA_VERSION = 3
MIGRATIONS: dict[int, str] = {
    # What Musubi's earlier renders of each note held (digests, newest first): a unit of
    # theirs that a save of an older version brings back is not the person's edit.
    2: "ALTER TABLE bases ADD COLUMN seen BLOB",
    # The hash of what Musubi wrote with each base: a base is trusted only while git's last
    # commit of Musubi's still holds that (an older cache restored, or another device's
    # Musubi wrote the note since, and the base is rebuilt from history instead).
    3: "ALTER TABLE bases ADD COLUMN written TEXT",
}
_ADDED = {2: "seen", 3: "written"}  # the column each step adds, when a step adds one


class StateTooNew(ConfigError):
    """The cache was written by a newer Musubi than this one (a usage error: exit 2)."""


class State:
    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(path, isolation_level=None, timeout=30)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self._migrate()

    def _migrate(self) -> None:
        """Bring the state up to SCHEMA_VERSION, each step and its number in one transaction."""
        version = int(self.db.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise StateTooNew(f"{self.path} was written by a newer Musubi (state version "
                              f"{version}, this one knows {SCHEMA_VERSION}): upgrade Musubi, or "
                              "delete the cache folder to rebuild it from the vault")
        self.db.executescript(SCHEMA)  # version 1, or nothing where its tables exist
        for step in range(max(version, 1) + 1, SCHEMA_VERSION + 1):
            self.db.execute("BEGIN IMMEDIATE")
            try:
                # Read again under the write lock: another process (the daemon and a command
                # started together) may have taken this step while this one waited.
                if int(self.db.execute("PRAGMA user_version").fetchone()[0]) >= step:
                    self.db.execute("COMMIT")
                    continue
                columns = {r[1] for r in self.db.execute("PRAGMA table_info(bases)")}
                if _ADDED.get(step) not in columns:
                    self.db.execute(MIGRATIONS[step])
                self.db.execute(f"PRAGMA user_version={step}")
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise

    def claim(self, vault: Path, cache: Path) -> None:
        """The cache belongs to one vault: it records which folder, and where the cache was
        then, and refuses another vault (two vaults given one MUSUBI_CACHE_DIR would show each
        other's notes and hits). A vault that was moved (its old folder gone) takes its cache
        along; a cache copied with its vault (a backup restored elsewhere) is the copy's."""
        here, folder = str(vault), str(cache)
        known, known_cache = self.meta("vault_folder"), self.meta("cache_folder")
        if known is None and (legacy := self.meta("vault_path")) is not None:
            known, _, known_cache = legacy.partition("\n")  # as versions before 2 kept it
        if known is not None and known != here and Path(known).is_dir() \
                and known_cache == folder:
            raise ConfigError(
                f"the cache {cache} belongs to the vault {known}, not {here}: give this vault "
                "a cache of its own (unset MUSUBI_CACHE_DIR or cache_dir, or point it at "
                "another folder)")
        if (known, known_cache) != (here, folder):  # first use, a moved vault, a copied cache
            self.set_meta("vault_folder", here)
            self.set_meta("cache_folder", folder)

    def schema_version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        self.db.close()

    def begin(self) -> None:
        self.db.execute("BEGIN")

    def commit(self) -> None:
        if self.db.in_transaction:
            self.db.execute("COMMIT")

    def flush(self) -> None:
        """Make what was recorded so far durable and go on in a new transaction: a note's row
        must outlive a crash that its written file outlives."""
        if self.db.in_transaction:
            self.db.execute("COMMIT")
            self.db.execute("BEGIN")

    # units
    def unit_fingerprint(self, source: str, key: str) -> str | None:
        row = self.db.execute("SELECT fingerprint FROM units WHERE source=? AND key=?",
                              (source, printable(key))).fetchone()
        return row[0] if row else None

    def set_unit(self, source: str, key: str, fingerprint: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO units VALUES (?,?,?)",
                        (source, printable(key), fingerprint))

    # notes
    def note(self, musubi_id: str) -> NoteRow | None:
        row = self.db.execute(
            "SELECT musubi_id, source, path, content_hash, written_sha, base_blob, commit_sha,"
            " deleted FROM notes WHERE musubi_id=?", (musubi_id,)).fetchone()
        if not row:
            return None
        return NoteRow(row[0], row[1], row[2], row[3], row[4], row[5], row[6], bool(row[7]))

    def note_path(self, musubi_id: str) -> str | None:
        row = self.db.execute("SELECT path FROM notes WHERE musubi_id=?", (musubi_id,)).fetchone()
        return row[0] if row else None

    def put_note(self, musubi_id: str, source: str, path: str | None, content_hash: str,
                 written_sha: str | None, base_blob: str | None, title: str | None,
                 updated: str | None, *, pending: bool = True, deleted: bool = False) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO notes (musubi_id, source, path, content_hash, written_sha,"
            " base_blob, commit_sha, pending, deleted, title, updated)"
            " VALUES (?,?,?,?,?,?,(SELECT commit_sha FROM notes WHERE musubi_id=?),?,?,?,?)",
            (musubi_id, source, path, content_hash, written_sha, base_blob, musubi_id,
             int(pending), int(deleted), title, updated))

    def live_note_paths(self, sources: Sequence[str] | None = None) -> list[tuple[str, str]]:
        """(musubi_id, path) of every note the state places in the vault and not deleted
        (only those of ``sources``, when given)."""
        rows = self.db.execute("SELECT musubi_id, path, source FROM notes WHERE path IS NOT"
                               " NULL AND deleted = 0 ORDER BY musubi_id").fetchall()
        return [(m, p) for m, p, s in rows if sources is None or s in sources]

    def ids_like(self, partial: str, limit: int) -> list[str]:
        """Ids of live notes that start with ``partial`` or whose title holds it, newest
        first: what a client offers while a person types a conversation's id."""
        like = partial.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self.db.execute(
            "SELECT musubi_id FROM notes WHERE path IS NOT NULL AND deleted = 0 AND"
            " (musubi_id LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\')"
            " ORDER BY musubi_id NOT LIKE ? ESCAPE '\\', updated DESC, musubi_id LIMIT ?",
            (f"{like}%", f"%{like}%", f"{like}%", limit)).fetchall()
        return [r[0] for r in rows]

    def relocate(self, musubi_id: str, path: str) -> None:
        """The note was moved: remember where it is now."""
        self.db.execute("UPDATE notes SET path=? WHERE musubi_id=?", (path, musubi_id))

    def mark_deleted(self, musubi_id: str) -> None:
        """The person deleted the note: as ingest records it, so it is never written again."""
        self.db.execute("UPDATE notes SET path=NULL, deleted=1, pending=0 WHERE musubi_id=?",
                        (musubi_id,))

    def pending_notes(self) -> list[tuple[str, str, str | None]]:
        """(musubi_id, path, written_sha) of notes written but not yet committed: after a run
        finishes there are none, so any left were written by a run that was killed."""
        return self.db.execute("SELECT musubi_id, path, written_sha FROM notes"
                               " WHERE pending = 1 AND path IS NOT NULL").fetchall()

    def unpend(self, rows: list[tuple[str, str | None]]) -> None:
        """(musubi_id, base blob or None): no longer pending, its commit left as it was. The
        file changed since Musubi wrote it, so no later commit holds Musubi's version; the
        blob, when given, is that version, found again."""
        self.db.executemany("UPDATE notes SET pending=0, base_blob=COALESCE(?, base_blob)"
                            " WHERE musubi_id=?", [(b, m) for m, b in rows])

    def settle_pending(self, commit_sha: str | None, left_out: Sequence[str] = ()) -> None:
        """Record which commit holds the notes written in this run. Notes the commit left out
        (a person changed them after Musubi wrote them) stay pending: the next run finds
        Musubi's version again as their merge base, as after a crash."""
        keep = " AND (path IS NULL OR path NOT IN (SELECT value FROM json_each(?)))"
        if commit_sha:
            self.db.execute(f"UPDATE notes SET commit_sha=?, pending=0 WHERE pending=1{keep}",
                            (commit_sha, json.dumps(list(left_out))))
        else:
            self.db.execute(f"UPDATE notes SET pending=0 WHERE pending=1{keep}",
                            (json.dumps(list(left_out)),))

    # facts about the cache as a whole, one value per key
    def meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    # the index left behind the vault (a hook's ingest, `index.on_ingest = false`)
    def mark_index_behind(self) -> None:
        """The vault holds notes the index has not seen: the next search catches up first."""
        self.set_meta("index_behind", str(time.time_ns()))

    def index_behind(self) -> str | None:
        """The mark (a token), or None when the index is not known to be behind."""
        return self.meta("index_behind")

    def index_caught_up(self, seen: str) -> None:
        """Clear the mark ``seen`` before a sync began; one set during the sync stays."""
        self.db.execute("DELETE FROM meta WHERE key='index_behind' AND value=?", (seen,))

    def vault_identity(self) -> str | None:
        """Which vault this state describes: the first commit of its history."""
        return self.meta("vault")

    def set_vault_identity(self, identity: str) -> None:
        self.set_meta("vault", identity)

    def other_vaults(self) -> list[Path]:
        """Other Obsidian vaults ingest has read in place (their notes are indexed there)."""
        value = self.meta("other_vaults")
        return [Path(p) for p in json.loads(value)] if value else []

    def add_other_vault(self, path: Path) -> None:
        known = [str(p) for p in self.other_vaults()]
        if str(path) not in known:
            self.set_meta("other_vaults", json.dumps([*known, str(path)]))

    def forget_vault(self) -> None:
        """Everything that describes the notes of a vault, for a vault made again at the same
        path: the next ingest writes every note anew instead of trusting rows of the old one."""
        with self.db:
            for table in ("notes", "units", "distilled", "distill_issues", "bases", "shrunk",
                          "origins", "topic_assign", "topic_vectors"):
                self.db.execute(f"DELETE FROM {table}")

    # where a conversation began: a resumed session under another id is still that one
    def origin(self, source: str, first_message: str) -> str | None:
        row = self.db.execute("SELECT musubi_id FROM origins WHERE source=? AND first_message=?",
                              (source, first_message)).fetchone()
        return row[0] if row else None

    def set_origin(self, source: str, first_message: str, musubi_id: str) -> None:
        self.db.execute("INSERT OR IGNORE INTO origins VALUES (?,?,?)",
                        (source, first_message, musubi_id))

    # merge bases
    def base(self, key: str) -> str | None:
        """Musubi's own last render of a note or page (never the merged text it wrote)."""
        row = self.db.execute("SELECT text FROM bases WHERE key=?", (key,)).fetchone()
        return zlib.decompress(row[0]).decode("utf-8") if row else None

    def put_base(self, key: str, text: str, seen: Sequence[str] = (),
                 written: str | None = None) -> None:
        """Keep ``text`` as the base, and ``seen`` (digests of what it holds) ahead of what
        earlier renders held, at most SEEN_DIGESTS of them; ``written``: the hash of what
        Musubi wrote with it (None: not known, as in a state from before it was kept)."""
        self.db.execute("INSERT OR REPLACE INTO bases(key, text, seen, written) VALUES (?,?,?,?)",
                        (key, zlib.compress(text.encode("utf-8"), 1),
                         self._seen_blob(key, seen), written))

    def add_seen(self, key: str, seen: Sequence[str]) -> None:
        """``seen`` ahead of the digests ``key`` holds, its base as it was (none: nothing
        kept, as before its first base)."""
        self.db.execute("UPDATE bases SET seen=? WHERE key=?", (self._seen_blob(key, seen), key))

    def _seen_blob(self, key: str, seen: Sequence[str]) -> bytes | None:
        """``seen`` ahead of what earlier renders of ``key`` held, at most SEEN_DIGESTS."""
        kept = list(dict.fromkeys([*seen, *self.seen(key)]))[:SEEN_DIGESTS]
        return bytes.fromhex("".join(kept)) if kept else None

    def unvouch_base(self, key: str) -> None:
        """No commit holds what Musubi wrote with the base of ``key``: trust the copy as is."""
        self.db.execute("UPDATE bases SET written=NULL WHERE key=?", (key,))

    def base_written(self, key: str) -> str | None:
        """The hash of what Musubi wrote when it kept the base of ``key`` (None: not known)."""
        row = self.db.execute("SELECT written FROM bases WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def seen(self, key: str) -> list[str]:
        """Digests of what Musubi's renders of ``key`` held, newest first."""
        row = self.db.execute("SELECT seen FROM bases WHERE key=?", (key,)).fetchone()
        if not row or not row[0]:
            return []
        raw = bytes(row[0])
        return [raw[i:i + 8].hex() for i in range(0, len(raw), 8)]

    # sources that lost messages the vault keeps
    def set_shrunk(self, musubi_id: str, path: str, kept: int, source_file: str) -> None:
        if kept:
            self.db.execute("INSERT OR REPLACE INTO shrunk VALUES (?,?,?,?)",
                            (musubi_id, path, kept, source_file))
        else:
            self.db.execute("DELETE FROM shrunk WHERE musubi_id=?", (musubi_id,))

    def shrunk(self) -> list[dict[str, Any]]:
        rows = self.db.execute("SELECT musubi_id, path, kept, source_file FROM shrunk"
                               " ORDER BY path").fetchall()
        return [{"conversation": m, "path": p, "kept": k, "source_file": f}
                for m, p, k, f in rows]

    def counts_by_source(self) -> dict[str, int]:
        rows = self.db.execute(
            "SELECT source, COUNT(*) FROM notes WHERE deleted=0 GROUP BY source").fetchall()
        return {s: n for s, n in rows}

    # distillation
    def written_notes_count(self) -> int:
        """How many notes Musubi wrote that still exist, as the state knows them."""
        return int(self.db.execute(
            "SELECT count(*) FROM notes WHERE deleted = 0 AND written_sha IS NOT NULL"
            " AND path IS NOT NULL").fetchone()[0])

    def notes_to_distill(self) -> list[tuple[str, str, str, str | None, str | None]]:
        """(musubi_id, path, content hash, distilled_by, hash at distillation) of every note
        Musubi wrote that still exists."""
        return self.db.execute(
            "SELECT n.musubi_id, n.path, n.content_hash, d.distilled_by, d.content_hash"
            " FROM notes n LEFT JOIN distilled d ON d.musubi_id = n.musubi_id"
            " WHERE n.deleted = 0 AND n.written_sha IS NOT NULL AND n.path IS NOT NULL"
            " ORDER BY n.musubi_id").fetchall()

    def record_distilled(self, musubi_id: str, distilled_by: str, content_hash: str,
                         prompt_tokens: int, completion_tokens: int, at: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO distilled VALUES (?,?,?,?,?,?)",
                        (musubi_id, distilled_by, content_hash, prompt_tokens,
                         completion_tokens, at))

    def record_distill_issue(self, musubi_id: str, kind: str | None, model: str | None,
                             reason: str, at: str) -> None:
        """Why the note just distilled is not the model's whole answer (``kind`` "fallback" or
        "cut"), or, with ``kind`` None, that it is: each distillation replaces the last's."""
        if kind is None:
            self.db.execute("DELETE FROM distill_issues WHERE musubi_id=?", (musubi_id,))
            return
        self.db.execute("INSERT OR REPLACE INTO distill_issues VALUES (?,?,?,?,?)",
                        (musubi_id, kind, model, reason, at))

    def distill_issues(self, kind: str, limit: int) -> tuple[int, list[dict[str, Any]]]:
        """How many notes that still exist have an issue of ``kind``, and the newest ``limit``
        of them as {conversation, path, model, reason}, the distill report's entries."""
        where = (" FROM distill_issues i JOIN notes n ON n.musubi_id = i.musubi_id"
                 " WHERE i.kind = ? AND n.deleted = 0 AND n.path IS NOT NULL")
        count = int(self.db.execute("SELECT count(*)" + where, (kind,)).fetchone()[0])
        rows = self.db.execute(
            "SELECT i.musubi_id, n.path, i.model, i.reason" + where
            + " ORDER BY i.at DESC, i.musubi_id LIMIT ?", (kind, limit)).fetchall()
        return count, [{"conversation": m, "path": p, "model": mo, "reason": r}
                       for m, p, mo, r in rows]

    def distill_counts(self) -> dict[str, Any]:
        rows = self.notes_to_distill()
        by_model = sum(1 for r in rows if r[3] and r[3] != "heuristic" and r[4] == r[2])
        by_heuristic = sum(1 for r in rows if r[3] == "heuristic" and r[4] == r[2])
        tokens = self.db.execute("SELECT COALESCE(SUM(prompt_tokens), 0),"
                                 " COALESCE(SUM(completion_tokens), 0) FROM distilled").fetchone()
        return {"by_model": by_model, "by_heuristic": by_heuristic,
                "pending": len(rows) - by_model - by_heuristic,
                "prompt_tokens": tokens[0], "completion_tokens": tokens[1]}

    # runs
    def record_run(self, started: str, finished: str, report: JSONObject) -> None:
        self.db.execute("INSERT INTO runs (started, finished, report) VALUES (?,?,?)",
                        (started, finished, json.dumps(report)))

    def last_run(self) -> JSONObject | None:
        row = self.db.execute(
            "SELECT started, finished, report FROM runs ORDER BY id DESC LIMIT 1").fetchone()
        if not row:
            return None
        return {"started": row[0], "finished": row[1], **json.loads(row[2])}

    # -- topics --------------------------------------------------------------------------------
    def topic_vectors(self) -> dict[str, tuple[str, bytes]]:
        rows = self.db.execute("SELECT topic_id, origin, vector FROM topic_vectors")
        return {t: (o, v) for t, o, v in rows}

    def set_topic_vectors(self, items: dict[str, tuple[str, bytes]], *,
                          replace: bool = False) -> None:
        with self.db:
            if replace:
                self.db.execute("DELETE FROM topic_vectors")
            self.db.executemany(
                "INSERT OR REPLACE INTO topic_vectors(topic_id, origin, vector) VALUES (?,?,?)",
                [(t, o, v) for t, (o, v) in items.items()])

    def topic_assignments(self) -> dict[str, tuple[str, str, float]]:
        """musubi_id -> (topic id, hash of the text it was placed by, cosine)."""
        rows = self.db.execute("SELECT musubi_id, topic_id, text_hash, score FROM topic_assign")
        return {m: (t, h, s) for m, t, h, s in rows}

    def set_topic_assignments(self, items: dict[str, tuple[str, str, float]], *,
                              replace: bool = False) -> None:
        with self.db:
            if replace:
                self.db.execute("DELETE FROM topic_assign")
            self.db.executemany(
                "INSERT OR REPLACE INTO topic_assign(musubi_id, topic_id, text_hash, score) "
                "VALUES (?,?,?,?)", [(m, t, h, s) for m, (t, h, s) in items.items()])

    # -- model answers worth keeping (an unchanged library costs no model call) ----------------
    def answer(self, kind: str, signature: str) -> JSON:
        row = self.db.execute("SELECT value FROM answers WHERE kind=? AND signature=?",
                              (kind, signature)).fetchone()
        return json.loads(row[0]) if row else None

    def put_answer(self, kind: str, signature: str, value: JSON, at: str) -> None:
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO answers(kind, signature, value, at) "
                            "VALUES (?,?,?,?)", (kind, signature, json.dumps(value), at))
