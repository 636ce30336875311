"""Chunk table and FTS5 keyword search (BM25), in one SQLite file. What a search asks for
(its words, phrases and filters) is made in ``query.py``."""

from __future__ import annotations

import contextlib
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from ..config import (
    AUTHOR_COLUMN_WEIGHT,
    CONTEXT_WEIGHT,
    HIDDEN_STATES,
    KEYWORD_COUNTS_KEPT,
    KEYWORD_SCAN_ROWS,
    TITLE_WEIGHT,
)
from .dates import human_date
from .query import (
    WORD,
    Filters,
    any_of,
    folded,
    in_order,
    phrase_match,
    phrase_words,
    query_terms,
)

# Bumped whenever SCHEMA changes: an index made by an older schema is dropped on open and, with
# no provider_id left in its meta, rebuilt from the vault by the next sync (it is only a cache).
# 2: chunks and note documents carry their note's lifecycle state.
# 3: the searched title carries the passage's date ("Kyoto itinerary 5 March 2026").
# 4: a capture's passages carry the agent that made it (``--agent``).
# 5: a message's passages carry its author, searched as a column of its own, and the authors
#    the library knows are kept, so a query that names one favours what they said.
# 6: a message is embedded without its date (the keyword title keeps it).
# 7: a note's document (the note-level channel) holds its title.
# 8: a note's document has its first passage's rowid, and is deleted by it.
# 9: a note's stamp carries the hash of the bytes indexed (``files.digest``), so a note
#    rewritten with the words it had is no change. Taken from 8 in place (``_MIGRATIONS``).
SCHEMA_VERSION = "9"
_TABLES = ("fts", "docs", "chunks", "files", "meta", "authors")
# Older schemas one statement makes current, without the rebuild a drop costs a large library
# (hours of keyword rows at a million passages). A digest left NULL reads as "not known": the
# note is read again the first time its stamp differs.
_MIGRATIONS = {"8": "ALTER TABLE files ADD COLUMN digest TEXT"}

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS files (
  path TEXT PRIMARY KEY, mtime_ns INTEGER, size INTEGER, kind TEXT, error TEXT,
  digest TEXT);
CREATE TABLE IF NOT EXISTS chunks (
  rowid INTEGER PRIMARY KEY,
  chunk_id TEXT UNIQUE NOT NULL,
  note_path TEXT NOT NULL,
  conversation_id TEXT,
  message_id TEXT,
  block_id TEXT,
  kind TEXT NOT NULL,
  source TEXT,
  project TEXT,
  created TEXT,
  title TEXT,
  role TEXT,
  text TEXT NOT NULL,
  embed_hash TEXT NOT NULL,
  state TEXT,
  agent TEXT,
  author TEXT);
CREATE TABLE IF NOT EXISTS authors (name TEXT PRIMARY KEY, passages INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS chunks_note ON chunks(note_path);
CREATE INDEX IF NOT EXISTS chunks_conv ON chunks(conversation_id);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
  text, context, title, author, tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts5(
  note_path UNINDEXED, source UNINDEXED, project UNINDEXED, kind UNINDEXED,
  created UNINDEXED, state UNINDEXED, agent UNINDEXED,
  body, tokenize = 'porter unicode61 remove_diacritics 2');
"""



@dataclass
class Chunk:
    chunk_id: str
    note_path: str
    conversation_id: str | None
    message_id: str | None
    block_id: str | None
    kind: str
    source: str | None
    project: str | None
    created: str | None
    title: str | None
    role: str | None
    text: str          # the passage shown to a person
    context: str       # neighbouring text, searched with a lower weight
    embed_text: str    # what the embedder sees: context prefix + passage
    embed_hash: str
    state: str | None = None  # the note's lifecycle state; None: it has none, so it is active
    agent: str | None = None  # the agent that made a capture (its MCP client's name)
    author: str | None = None  # who said it, in a multi-party conversation

    def metadata(self) -> dict[str, str | int]:
        """What the vector store keeps beside the vector: only what ``Filters.vector_where``
        reads (no None allowed). Chroma writes a row per key; the rest of a passage lives in
        SQLite, and four keys fewer cost a tenth less CPU a store."""
        return {"kind": self.kind, "source": self.source or "", "project": self.project or "",
                "agent": self.agent or "",
                "created_day": int((self.created or "0000-00-00")[:10].replace("-", "") or 0)}




class KeywordStore:
    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, isolation_level=None, timeout=30,
                                  check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self._author_names: tuple[str, ...] = ()
        self._author_re: re.Pattern[str] | None = None
        self._author_folded: dict[str, str] = {}
        self._projects: tuple[tuple[int, int], list[str]] | None = None
        self._counts: dict[tuple[str, str], int] = {}
        self._counted_at: tuple[int, int] = (-1, -1)
        self._ensure_schema()

    def close(self) -> None:
        self.db.close()

    def _schema_version(self) -> str | None:
        try:
            return self.get_meta("schema_version")
        except sqlite3.OperationalError:  # no meta table: a new file
            return None

    def _ensure_schema(self) -> None:
        """Create the tables, or drop and recreate those of an older schema, in one
        transaction: two processes opening an old index at once upgrade it once."""
        if self._schema_version() == SCHEMA_VERSION:
            return
        self.db.execute("BEGIN IMMEDIATE")
        try:
            old = self._schema_version()
            if old in _MIGRATIONS:
                self.db.execute(_MIGRATIONS[old])
                self.set_meta("schema_version", SCHEMA_VERSION)
            elif old != SCHEMA_VERSION:
                for table in _TABLES:
                    self.db.execute(f"DROP TABLE IF EXISTS {table}")
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.set_meta("schema_version", SCHEMA_VERSION)
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def clear(self) -> None:
        """Empty every table but keep the schema version, so the next open keeps the index.
        One transaction: killed halfway, file stamps would outlive their passages and the
        next sync would see nothing to do."""
        self.db.executescript(
            "BEGIN; DELETE FROM chunks; DELETE FROM fts; DELETE FROM docs; DELETE FROM files;"
            " DELETE FROM authors;"
            " DELETE FROM meta WHERE key <> 'schema_version'; COMMIT;")

    # meta ---------------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta VALUES (?,?)", (key, value))

    # files --------------------------------------------------------------------------------
    def file_stamps(self) -> dict[str, tuple[int, int]]:
        return {p: (m, s) for p, m, s in
                self.db.execute("SELECT path, mtime_ns, size FROM files")}

    def stamps_of(self, paths: Sequence[str]) -> dict[str, tuple[int, int]]:
        """``file_stamps`` of these paths alone (those the index knows): a re-index of the
        notes a watcher saw change reads a few rows, not a million."""
        return {p: (m, s) for p, m, s in self._files_in("path, mtime_ns, size", paths)}

    def set_file(self, path: str, mtime_ns: int, size: int, kind: str,
                 error: str | None = None, digest: str | None = None) -> None:
        """``digest``: the hash of the bytes indexed (``passages.note_digest``)."""
        # Columns named: a store another version of Musubi opened keeps its meaning.
        self.db.execute("INSERT OR REPLACE INTO files (path, mtime_ns, size, kind, error, "
                        "digest) VALUES (?,?,?,?,?,?)",
                        (path, mtime_ns, size, kind, error, digest))

    def digests_of(self, paths: Sequence[str]) -> dict[str, str]:
        """The hash of the bytes each of ``paths`` was indexed from, where it is known."""
        return {p: d for p, d in self._files_in("path, digest", paths) if d is not None}

    def _files_in(self, columns: str, paths: Sequence[str]) -> Iterator[tuple[Any, ...]]:
        """Rows of ``files`` for these paths, 500 to a query (SQLite's bound on parameters)."""
        for i in range(0, len(paths), 500):
            part = list(paths[i:i + 500])
            yield from self.db.execute(f"SELECT {columns} FROM files WHERE path IN "
                                       f"({','.join('?' * len(part))})", part)

    def restamp(self, stamps: Iterable[tuple[str, int, int]]) -> None:
        """New stamps (path, mtime_ns, size) for notes whose bytes are the ones indexed
        (touched, checked out, rewritten as they were): nothing to read again."""
        self.db.executemany("UPDATE files SET mtime_ns=?, size=? WHERE path=?",
                            [(m, s, p) for p, m, s in stamps])

    def file_kinds(self) -> dict[str, str]:
        """The kind each indexed note was indexed as (``conversation``, ``note``, ...)."""
        return dict(self.db.execute("SELECT path, kind FROM files"))

    def unstamp(self, paths: Iterable[str]) -> None:
        """Make the next sync read these notes again, as if they had changed: their passages
        stay searchable until then, and the sync replaces them (vectors included). The
        digest goes too: the bytes are the ones indexed, and they must be read all the same."""
        self.db.executemany("UPDATE files SET mtime_ns=-1, digest=NULL WHERE path=?",
                            [(p,) for p in paths])

    def drop_file(self, path: str) -> list[str]:
        self.db.execute("BEGIN")
        try:
            ids = self.delete_chunks(path)
            self.db.execute("DELETE FROM files WHERE path=?", (path,))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        return ids

    def errors(self) -> list[dict[str, str]]:
        return [{"path": p, "reason": e} for p, e in
                self.db.execute("SELECT path, error FROM files WHERE error IS NOT NULL")]

    # chunks -------------------------------------------------------------------------------
    def delete_chunks(self, note_path: str) -> list[str]:
        rows = self.db.execute("SELECT rowid, chunk_id, author FROM chunks WHERE note_path=?"
                               " ORDER BY rowid", (note_path,)).fetchall()
        if rows:  # the note's document has its first passage's rowid (add_doc)
            self.db.execute("DELETE FROM docs WHERE rowid=?", (rows[0][0],))
        for rowid, _, author in rows:
            self.db.execute("DELETE FROM fts WHERE rowid=?", (rowid,))
            if author:
                self.db.execute("UPDATE authors SET passages = passages - 1 WHERE name=?",
                                (author,))
        if any(author for _, _, author in rows):
            self.db.execute("DELETE FROM authors WHERE passages <= 0")
        self.db.execute("DELETE FROM chunks WHERE note_path=?", (note_path,))
        return [cid for _, cid, _ in rows]

    def authors(self) -> list[str]:
        """Every author a passage of the library has."""
        return [r[0] for r in self.db.execute("SELECT name FROM authors ORDER BY name")]

    def named_authors(self, query: str) -> list[str]:
        """The known authors ``query`` names, in the order it first names them: each as whole
        words, in any case ("what did caroline paint" names Caroline; "Carolines" does not)."""
        found = self._authors_in()
        if found is None:
            return []
        return list(dict.fromkeys(
            self._author_folded[m.group(1).casefold()] for m in found.finditer(query)
            if m.group(1).casefold() in self._author_folded))

    def without_authors(self, query: str) -> str:
        """``query`` with the known authors it names (and their "'s") taken out: what it asks
        about them. Their names say whose words to look in, which the author boost and the
        keyword channel weigh; in a question's vector they outweigh what it asks."""
        found = self._authors_in()
        if found is None:
            return query
        rest = " ".join(found.sub(" ", query).split())
        return rest if WORD.search(rest) else query

    def _authors_in(self) -> re.Pattern[str] | None:
        """A pattern of every known author as whole words, any case, with a possessive."""
        names = tuple(self.authors())
        if not names:
            return None
        if self._author_names != names:
            by_length = sorted(names, key=len, reverse=True)  # "Ann Lee" before "Ann"
            self._author_re = re.compile(
                r"(?<!\w)(" + "|".join(re.escape(n) for n in by_length) + r")(?:['’]s)?(?!\w)",
                re.IGNORECASE)
            self._author_names = names
            self._author_folded = {n.casefold(): n for n in names}
        return self._author_re

    def add_doc(self, chunks: Sequence[Chunk]) -> None:
        """The whole note as one document, under its title: the note-level keyword channel.
        The title counts once, as a heading would: a person's note is often named for what
        it holds ("Reading list 2026") without its text saying so.

        The document takes the rowid of the note's first passage, so it is deleted by rowid:
        a WHERE on an unindexed column of an FTS5 table reads every document, which made
        indexing a library quadratic in its size."""
        if not chunks:
            return
        c = chunks[0]
        first = self.db.execute("SELECT min(rowid) FROM chunks WHERE note_path=?",
                                (c.note_path,)).fetchone()[0]
        if first is None:
            raise ValueError(f"{c.note_path}: its passages go in before its document")
        body = "\n".join([c.title or "", *(x.text for x in chunks)])
        self.db.execute("INSERT INTO docs (rowid, note_path, source, project, kind, created,"
                        " state, agent, body) VALUES (?,?,?,?,?,?,?,?,?)",
                        (first, c.note_path, c.source, c.project, c.kind, c.created, c.state,
                         c.agent, body))

    def search_docs(self, query: str, limit: int, filters: Filters | None = None) -> list[str]:
        """Note paths ranked by BM25 over their whole text."""
        match, scored = self.plan("docs", query)
        if not match:
            return []
        where, args = (filters or Filters()).sql()
        where = where.replace("c.", "")
        sql = ("SELECT note_path FROM docs WHERE docs MATCH ?" +
               (f" AND {where}" if where else "") +
               (" ORDER BY bm25(docs)" if scored else " ORDER BY rowid DESC") + " LIMIT ?")
        return [r[0] for r in self.db.execute(sql, [match, *args, limit])]

    def plan(self, table: str, query: str) -> tuple[str, bool]:
        """The MATCH expression for ``query`` over ``table`` ("fts" or "docs"), and whether
        to rank its rows by BM25: bounded work, whatever the size of the library.

        FTS5 scores every row that matches before it sorts, and walks every row of each word
        for its IDF, so a word found in much of a large library costs time in proportion to
        the library. Each word is counted up to ``KEYWORD_SCAN_ROWS`` rows. When the words
        together stay under that, all of them are searched, as BM25 means (in a small library
        they always are). Otherwise the rarest words are kept while their rows stay under it:
        the frequent ones weigh little in BM25, and the vector channel still reads the whole
        question. When even the rarest word is frequent, a row must hold every word, newest
        first: ranking those rows would walk them all.
        """
        terms = query_terms(query)
        if not terms:
            return "", True
        self._fresh_counts()
        rows = {t: self._rows_with(table, t) for t in terms}
        if sum(rows.values()) <= KEYWORD_SCAN_ROWS:
            return any_of(terms), True
        by_rarity = sorted(terms, key=rows.__getitem__)
        if rows[by_rarity[0]] > KEYWORD_SCAN_ROWS:
            return " AND ".join(f'"{w}"' for w in terms), False
        kept: set[str] = set()
        total = 0
        for t in by_rarity:
            if total + rows[t] > KEYWORD_SCAN_ROWS:
                break
            kept.add(t)
            total += rows[t]
        return any_of([t for t in terms if t in kept]), True

    def _changes(self) -> tuple[int, int]:
        """Moves whenever the store is written, by this connection (``total_changes``) or by
        another process (``data_version``): what kept lists are checked against."""
        return (self.db.total_changes,
                int(self.db.execute("PRAGMA data_version").fetchone()[0]))

    def _fresh_counts(self) -> None:
        """Forget the kept word counts if the index changed since they were made, by this
        connection (``total_changes``) or another process (``data_version``), or if they
        reached their bound. Asked once a plan, not once a word: the counts of one question
        are taken against one state of the index."""
        now = self._changes()
        if now != self._counted_at or len(self._counts) >= KEYWORD_COUNTS_KEPT:
            self._counts.clear()
            self._counted_at = now

    def _rows_with(self, table: str, term: str) -> int:
        """Rows of ``table`` holding ``term``, counted no further than the scan budget (so a
        frequent word costs a bounded walk of its row list, with no scoring). Kept while
        ``_fresh_counts`` finds the index unchanged: the keyword plan and the phrase channel
        of one search count each word once."""
        key = (table, term)
        if key not in self._counts:
            self._counts[key] = int(self.db.execute(
                f"SELECT count(*) FROM (SELECT rowid FROM {table} WHERE {table} MATCH ? "
                "LIMIT ?)", (f'"{term}"', KEYWORD_SCAN_ROWS + 1)).fetchone()[0])
        return self._counts[key]

    def add_chunks(self, chunks: Iterable[Chunk]) -> list[int]:
        """Insert the passages; their rowids, in order (the flat vector file keys by them)."""
        rowids: list[int] = []
        for c in chunks:
            cur = self.db.execute(
                "INSERT INTO chunks (chunk_id, note_path, conversation_id, message_id, block_id,"
                " kind, source, project, created, title, role, text, embed_hash, state, agent,"
                " author) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (c.chunk_id, c.note_path, c.conversation_id, c.message_id, c.block_id, c.kind,
                 c.source, c.project, c.created, c.title, c.role, c.text, c.embed_hash,
                 c.state, c.agent, c.author))
            if c.author:
                self.db.execute("INSERT INTO authors VALUES (?, 1) ON CONFLICT(name) DO UPDATE"
                                " SET passages = passages + 1", (c.author,))
            # The date beside the title: a question that names a day or month ("in May
            # 2023") matches what was said then by its words too (LoCoMo turn R@10
            # 0.755 -> 0.760 scoped, 0.749 -> 0.755 pooled).
            self.db.execute("INSERT INTO fts (rowid, text, context, title, author)"
                            " VALUES (?,?,?,?,?)",
                            (cur.lastrowid, c.text, c.context,
                             f"{c.title or ''} {human_date(c.created)}".strip(), c.author or ""))
            rowids.append(int(cur.lastrowid or 0))
        return rowids

    def chunk_rows(self, chunk_ids: Sequence[str]) -> dict[str, dict[str, object]]:
        out: dict[str, dict[str, object]] = {}
        cols = ("chunk_id", "note_path", "conversation_id", "message_id", "block_id", "kind",
                "source", "project", "created", "title", "role", "text", "state", "author")
        for i in range(0, len(chunk_ids), 500):
            part = list(chunk_ids[i:i + 500])
            marks = ",".join("?" * len(part))
            for row in self.db.execute(
                    f"SELECT {', '.join(cols)} FROM chunks WHERE chunk_id IN ({marks})", part):
                out[row[0]] = dict(zip(cols, row, strict=True))
        return out

    def count(self) -> int:
        return cast("int", self.db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0])

    def chunk_notes(self) -> dict[str, str]:
        """chunk id -> note path, for every passage."""
        return dict(self.db.execute("SELECT chunk_id, note_path FROM chunks").fetchall())

    def projects(self) -> list[str]:
        """Every project a passage has. Listing them reads every passage (87 ms at 200,000),
        so the list is kept until this connection or another one writes the store."""
        version = self._changes()
        if self._projects is None or self._projects[0] != version:
            self._projects = (version, [r[0] for r in self.db.execute(
                "SELECT DISTINCT project FROM chunks WHERE project IS NOT NULL AND project <> ''")])
        return list(self._projects[1])

    def passage_counts(self, note_paths: Sequence[str]) -> dict[str, int]:
        """How many passages each of these notes has."""
        out: dict[str, int] = {}
        paths = list(dict.fromkeys(note_paths))
        for i in range(0, len(paths), 500):
            part = paths[i:i + 500]
            out.update(self.db.execute(
                f"SELECT note_path, count(*) FROM chunks WHERE note_path IN "
                f"({','.join('?' * len(part))}) GROUP BY note_path", part).fetchall())
        return out

    def version(self) -> tuple[int, int]:
        """(largest rowid, passages): moves whenever passages are added or taken out."""
        row = self.db.execute("SELECT MAX(rowid), COUNT(*) FROM chunks").fetchone()
        return int(row[0] or 0), int(row[1] or 0)

    def chunk_hashes(self) -> list[tuple[str, str]]:
        """(chunk id, embed hash) of every passage, in rowid order."""
        return [(r[0], r[1]) for r in self.db.execute(
            "SELECT chunk_id, embed_hash FROM chunks ORDER BY rowid")]

    def passages_at_most(self) -> int:
        """An upper bound on the passages held, from the table's largest rowid: one step down
        the b-tree, where a count would read every row."""
        row = self.db.execute("SELECT MAX(rowid) FROM chunks").fetchone()
        return int(row[0] or 0)

    def embed_hashes(self, filters: Filters, most: int) -> dict[str, str] | None:
        """chunk id -> embed hash of every passage ``filters`` admit; None past ``most``."""
        where, args = filters.sql()
        rows = self.db.execute(f"SELECT c.chunk_id, c.embed_hash FROM chunks c WHERE "
                               f"{where or '1'} LIMIT ?", [*args, most + 1]).fetchall()
        return None if len(rows) > most else dict(rows)

    def hidden(self, chunk_ids: Sequence[str]) -> set[str]:
        """Those of ``chunk_ids`` whose note is demoted, archived or superseded."""
        marks = ",".join("?" * len(HIDDEN_STATES))
        return self._ids_among(chunk_ids, f"state IN ({marks})", HIDDEN_STATES)

    def ids_held_elsewhere(self, chunk_ids: Sequence[str], note_path: str) -> set[str]:
        """Which of ``chunk_ids`` another note's passages already have."""
        return self._ids_among(chunk_ids, "note_path != ?", (note_path,))

    def _ids_among(self, chunk_ids: Sequence[str], clause: str,
                   args: Sequence[str]) -> set[str]:
        """Those of ``chunk_ids`` whose passage meets ``clause``, asked 500 at a time (under
        SQLite's limit of bound values)."""
        out: set[str] = set()
        for i in range(0, len(chunk_ids), 500):
            part = list(chunk_ids[i:i + 500])
            out.update(r[0] for r in self.db.execute(
                f"SELECT chunk_id FROM chunks WHERE chunk_id IN ({','.join('?' * len(part))})"
                f" AND {clause}", [*part, *args]))
        return out

    def phrase_search(self, phrases: Sequence[str], limit: int,
                      filters: Filters | None = None, *, rare_only: bool = False,
                      skip_kinds: Sequence[str] = ()) -> tuple[list[str], bool]:
        """Chunk ids whose text holds every phrase word for word (case and accents aside),
        best BM25 first, and whether more rows matched than ``limit``.

        The index holds word stems, so FTS5 finds the phrase's stems in order ("updated the"
        for "update the") and each row's own text is then read for the words themselves.
        FTS5 walks a phrase by its rarest word's rows, seeking the others, so the cost is that
        word's rows. When even the rarest word is in more than ``KEYWORD_SCAN_ROWS`` rows,
        scoring them all would cost time in proportion to the library, so the newest holders
        are taken instead, unscored; with ``rare_only`` (a phrase nobody asked for), none.
        ``skip_kinds``: kinds of note left out (pages that quote other notes' titles)."""
        words = [w for w in map(phrase_words, phrases) if w]
        if not words:
            return [], False
        match = " AND ".join(phrase_match(" ".join(w)) for w in words)
        self._fresh_counts()
        rarest = min(self._rows_with("fts", t) for w in words for t in w)
        if rare_only and rarest > KEYWORD_SCAN_ROWS:
            return [], False
        where, args = (filters or Filters()).sql()
        if skip_kinds:
            where = " AND ".join(w for w in (where, f"c.kind NOT IN "
                                             f"({','.join('?' * len(skip_kinds))})") if w)
            args = [*args, *skip_kinds]
        order = ("ORDER BY bm25(fts, 1.0, 0.0, 0.0, 0.0)" if rarest <= KEYWORD_SCAN_ROWS
                 else "ORDER BY fts.rowid DESC")
        sql = ("SELECT c.chunk_id, c.text FROM fts JOIN chunks c ON c.rowid = fts.rowid"
               " WHERE fts MATCH ?" + (f" AND {where}" if where else "") + f" {order} LIMIT ?")
        rows = self.db.execute(sql, [match, *args, limit]).fetchall()
        wanted = [[folded(w) for w in p] for p in words]
        held = []
        for cid, text in rows:
            said = [folded(w) for w in phrase_words(text)]
            if all(in_order(said, p) for p in wanted):
                held.append(cid)
        return held, len(rows) >= limit

    def embed_hashes_of(self, chunk_ids: Sequence[str]) -> dict[str, str]:
        """Passage id -> the hash its vector is cached under, for those the store holds."""
        out: dict[str, str] = {}
        for i in range(0, len(chunk_ids), 500):
            part = list(chunk_ids[i:i + 500])
            out.update(self.db.execute(
                f"SELECT chunk_id, embed_hash FROM chunks WHERE chunk_id IN "
                f"({','.join('?' * len(part))})", part).fetchall())
        return out

    def conversation_hashes(self, conversation_id: str) -> list[str]:
        """The vector-cache hashes of one conversation's passages."""
        return [h for (h,) in self.db.execute(
            "SELECT embed_hash FROM chunks WHERE conversation_id=?", (conversation_id,))]

    def hashes_after(self, rowid: int, limit: int) -> list[tuple[int, str]]:
        """(rowid, embed hash) of up to ``limit`` passages after ``rowid``, in rowid order:
        the flat vector file is built a block at a time."""
        return self.db.execute(
            "SELECT rowid, embed_hash FROM chunks WHERE rowid > ? ORDER BY rowid LIMIT ?",
            (rowid, limit)).fetchall()

    def ids_of_rowids(self, rowids: Sequence[int]) -> dict[int, str]:
        """rowid -> passage id for those of ``rowids`` the store still holds."""
        out: dict[int, str] = {}
        for i in range(0, len(rowids), 500):
            part = list(rowids[i:i + 500])
            out.update(self.db.execute(
                f"SELECT rowid, chunk_id FROM chunks WHERE rowid IN ({','.join('?' * len(part))})",
                part).fetchall())
        return out

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """One transaction over the writes inside: all of them, or none."""
        self.db.execute("BEGIN")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def chunk_ids_of(self, note_path: str) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT chunk_id FROM chunks WHERE note_path=?",
                                              (note_path,))]

    def search(self, query: str, limit: int, filters: Filters | None = None) -> list[str]:
        """Chunk ids by BM25 over the passage, its context (lower weight) and the title."""
        match, scored = self.plan("fts", query)
        if not match:
            return []
        where, args = (filters or Filters()).sql()
        order = (f"bm25(fts, 1.0, {CONTEXT_WEIGHT}, {TITLE_WEIGHT}, {AUTHOR_COLUMN_WEIGHT})"
                 if scored
                 else "fts.rowid DESC")
        sql = ("SELECT c.chunk_id FROM fts JOIN chunks c ON c.rowid = fts.rowid"
               " WHERE fts MATCH ?" + (f" AND {where}" if where else "") +
               f" ORDER BY {order} LIMIT ?")
        return [r[0] for r in self.db.execute(sql, [match, *args, limit])]
