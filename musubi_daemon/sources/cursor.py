"""Cursor IDE: chats kept in VS Code-style SQLite key/value stores named ``state.vscdb``.

Cursor changed where chats live three times, and all three shapes can sit in one install
(``shared/formats/cursor.md``):

1. Chat panel tabs (2023-24): workspace ``ItemTable`` key
   ``workbench.panel.aichat.view.aichat.chatdata``, bubbles inline in each tab.
2. Inline composers (late 2024): workspace key ``composer.composerData``, each composer with
   its ``conversation[]``.
3. Split storage (2025-): the global DB's ``cursorDiskKV`` holds ``composerData:<id>`` with the
   ordered ``fullConversationHeadersOnly`` and one ``bubbleId:<id>:<bubble>`` row per message;
   the workspace keeps only composer "heads", which tell which project a composer belongs to.

Conventions:

* Units: the global DB and each workspace DB; a fingerprint covers the DB and its ``-wal``,
  because a running Cursor writes to the WAL and leaves the DB file untouched until checkpoint.
* Only the chat keys are ever read: ``ItemTable`` holds ``cursorAuth/*`` tokens and settings,
  which must never reach a note, so it is queried by exact key and nothing else.
* Opening: ``mode=ro`` with a short busy timeout and no statement left open between
  conversations, so a running Cursor is never blocked (in WAL mode readers block nobody; like
  any reader, SQLite may create the ``-wal``/``-shm`` files of a WAL database). When
  that open fails because the DB is locked or its WAL/shm cannot be used read-only, the DB, its
  ``-wal`` and any ``-journal`` are copied into a temp dir and the copy is read: SQLite recovers
  the copy to its last committed state. The ``-shm`` is not copied on purpose (a stale index is
  worse than none; SQLite rebuilds it from the WAL). ``immutable=1`` was rejected: it ignores the
  WAL, so the newest chats would silently be missing, and it would read torn pages from a DB
  being written. A DB above ``COPY_LIMIT`` is not copied; it is reported locked and retried.
  Look-ups in another unit's DB (project heads, the dedupe below) never copy: best effort.
* A truncated, non-SQLite, corrupt or locked DB raises ``SourceError`` with SQLite's reason, so
  the engine reports it and reads the unit again next run. Broken JSON in one value is skipped
  with ``env.skip``; NULL rows, orphan bubbles and headers without a bubble row are ignored.
* Ids: ``cursor:<tabId>`` (gen 1) and ``cursor:<composerId>`` (gen 2/3); message native ids are
  bubble ids. A tool bubble's call joins the assistant message before it (or a new
  ``<bubbleId>:call`` message); its output is a ``tool`` message with the bubble id (or
  ``<bubbleId>:result`` when the bubble also holds text).
* A composer both inline in a workspace DB and in the global store is left to the global unit
  (the newer copy), so the two units never write one note two ways.
* Project: the ``folder`` (or ``.code-workspace``) URI in ``workspace.json`` beside the workspace
  DB, as a path. Global composers get it from ``workspaceIdentifier`` or from the workspace heads
  that list them.
* Text: user text from ``text``, then the 2023 ``delegate.a``, then the Lexical rich text; a
  2023 user bubble's ``rawText`` is ignored, it holds a stale earlier prompt. Assistant text
  from ``text`` or ``rawText``. Thinking bubbles, attached selections/files/images and
  ``aiService.prompts`` (no ids, no times, duplicates the chats) are not copied.
* Times: conversation times from the tab/composer (epoch ms); a message time only where the
  bubble has one (``createdAt``, or ``timingInfo.clientRpcSendTime``), never invented.
* Values are read through the capped reader, in pieces through SQLite's blob handle (a SELECT
  would load a value whole, in SQLite and again in Python): a text over
  ``JSONL_TEXT_MAX_BYTES`` is cut as it streams, and a composer's long texts (its value and
  its bubbles) share one ``TextBudget``, as do the texts of each tab or inline composer.
"""

from __future__ import annotations

import logging
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import unquote, urlsplit

from ..config import JSONL_TEXT_MAX_BYTES
from ..jsonish import JSON, JSONObject
from ..model import (
    Conversation,
    Message,
    conversation_id,
)
from .base import Adapter, SourceEnv, SourceError, Unit, project_path, stat_fingerprint
from .capped import Capped, TextBudget, blob_bytes, blob_json, cut_reason, loads, read_json_file
from .cursor_bubbles import add_bubble, make_title
from .exports import conversation_times

log = logging.getLogger(__name__)

SOURCE = "cursor"
DB_NAME = "state.vscdb"
CHAT_KEY = "workbench.panel.aichat.view.aichat.chatdata"
COMPOSER_KEY = "composer.composerData"
COMPOSER_PREFIX = "composerData:"
BUBBLE_PREFIX = "bubbleId:"
# Seconds SQLite waits on a lock before the copy fallback: short, a read never queues behind
# Cursor for long.
BUSY_TIMEOUT = 0.5
# Larger DBs are not copied when locked (temp dirs are often RAM-backed); they wait a run.
COPY_LIMIT = 1 << 30
SQLITE_MAGIC = b"SQLite format 3\x00"
# SQLite error names after which a copy can still be read; corruption is not among them.
_RETRY_WITH_COPY = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_CANTOPEN", "SQLITE_READONLY",
                    "SQLITE_IOERR")
# SQLite's message about a damaged schema quotes its bytes, which Python may fail to decode.
DB_ERRORS = (sqlite3.Error, UnicodeDecodeError)


# ---------------------------------------------------------------- opening a database


def _wal(db: Path) -> Path:
    return db.with_name(db.name + "-wal")


def _check_header(db: Path) -> None:
    """Catch a half-written or foreign file before SQLite does, with a reason a person reads."""
    try:
        size = db.stat().st_size
        with open(db, "rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise SourceError(f"{db}: cannot read ({exc.strerror or exc})") from exc
    if size == 0:
        return  # SQLite treats an empty file as an empty database
    if not head.startswith(SQLITE_MAGIC):
        raise SourceError(f"{db}: file is not a database")
    if len(head) < 100:
        raise SourceError(f"{db}: database is truncated ({size} bytes, not even a header)")
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    # The page count is trusted only when its "valid-for" counter matches (SQLite's own rule).
    valid = head[24:28] == head[92:96]
    if valid and pages and size < pages * page_size and not _wal(db).exists():
        raise SourceError(f"{db}: database is truncated ({size} of {pages * page_size} bytes; "
                          "half-written or still being copied)")


def _connect(uri: str) -> tuple[sqlite3.Connection, set[str]]:
    """Open and probe: SQLite opens lazily, so locks and corruption show only on a first read."""
    con = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT, isolation_level=None)
    # A damaged page can hold a key that is not UTF-8: read it, don't fail the whole DB on it.
    con.text_factory = lambda data: data.decode("utf-8", "replace")
    try:
        rows = con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    except BaseException:
        con.close()
        raise
    return con, {str(r[0]) for r in rows}


def _retry_with_copy(exc: Exception) -> bool:
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name:
        return name.startswith(_RETRY_WITH_COPY)
    text = str(exc).lower()
    return "locked" in text or "unable to open" in text


@contextmanager
def open_db(db: Path, copy: bool = True) -> Iterator[tuple[sqlite3.Connection, set[str]]]:
    """A read-only connection to ``db`` (or, with ``copy``, to a private copy if it is locked).

    Yields the connection and the names of its tables; raises ``SourceError`` with SQLite's
    reason when neither the DB nor a copy of it can be read.
    """
    _check_header(db)
    try:
        con, tables = _connect(db.resolve().as_uri() + "?mode=ro")
    except DB_ERRORS as exc:
        if not (copy and _retry_with_copy(exc)):
            raise SourceError(f"{db}: {exc}") from exc
        with tempfile.TemporaryDirectory(prefix="musubi-cursor-") as tmp:
            copied = _copy_db(db, Path(tmp), exc)
            try:
                con, tables = _connect(copied.as_uri())
            except DB_ERRORS as exc2:
                raise SourceError(f"{db}: {exc}; a copy could not be read either ({exc2})"
                                  ) from exc2
            try:
                yield con, tables
            finally:
                con.close()
        return
    try:
        yield con, tables
    finally:
        con.close()


def _copy_db(db: Path, tmp: Path, why: Exception) -> Path:
    """Copy the DB with its WAL/rollback journal, so SQLite can recover a consistent copy."""
    try:
        size = db.stat().st_size + (_wal(db).stat().st_size if _wal(db).exists() else 0)
    except OSError as exc:
        raise SourceError(f"{db}: {why}; cannot stat it for a copy ({exc})") from exc
    if size > COPY_LIMIT:
        raise SourceError(f"{db}: {why}; too large to copy ({size:,} bytes), will retry")
    target = tmp / db.name
    try:
        shutil.copyfile(db, target)
        for suffix in ("-wal", "-journal"):
            side = db.with_name(db.name + suffix)
            if side.exists():
                shutil.copyfile(side, tmp / (db.name + suffix))
    except OSError as exc:
        raise SourceError(f"{db}: {why}; copying it failed too ({exc})") from exc
    return target


def _rows(con: sqlite3.Connection, sql: str, args: tuple[object, ...]) -> list[JSON]:
    """All rows at once: no statement stays open (and holds a read lock) while we yield."""
    return con.execute(sql, args).fetchall()


def _stored(con: sqlite3.Connection, table: str, key: str, budget: TextBudget | None = None,
            row: tuple[int, str] | None = None) -> Capped | None:
    """The JSON value stored under ``key`` (``row``: its rowid and type, when already listed),
    read through the capped reader; ``None`` when absent or NULL. Raises ``ValueError`` when
    the JSON is broken.

    ``budget`` is the conversation's. Without one, the value is a list of conversations (chat
    tabs, inline composers): each item gets a budget of its own."""
    for _ in range(2):  # a row Cursor rewrote meanwhile has a new rowid: look it up again
        if row is None:
            rows = _rows(con, f"SELECT rowid, typeof(value) FROM {table} WHERE key = ?", (key,))
            if not rows:
                return None
            row = (int(rows[0][0]), str(rows[0][1]))
        rowid, kind = row
        if kind == "null":
            return None
        if kind not in ("text", "blob"):  # a number: no text to cut
            value = _rows(con, f"SELECT value FROM {table} WHERE key = ?", (key,))
            return Capped(loads(str(value[0][0]))) if value else None
        try:
            if budget is not None:
                return blob_json(con, table, "value", rowid, budget)
            first = blob_bytes(con, table, "value", rowid, 64)[0].lstrip()[:1]
            return blob_json(con, table, "value", rowid, TextBudget(),
                             reset_depth=1 if first == b"[" else 2)
        except sqlite3.OperationalError as exc:
            if "no such rowid" not in str(exc):
                raise
            row = None
    return None


# ---------------------------------------------------------------- locations and projects


def default_root(env: SourceEnv) -> Path:
    """``<User>`` per OS; the XDG/APPDATA override comes only from ``env.environ``."""
    if sys.platform == "darwin":
        return env.home / "Library" / "Application Support" / "Cursor" / "User"
    if sys.platform.startswith("win"):
        appdata = env.environ.get("APPDATA")
        base = Path(appdata) if appdata else env.home / "AppData" / "Roaming"
        return base / "Cursor" / "User"
    config = env.environ.get("XDG_CONFIG_HOME")
    return (Path(config) if config else env.home / ".config") / "Cursor" / "User"


def find_dbs(root: Path) -> list[Path]:
    """A ``state.vscdb`` file, a folder holding one, a ``User`` folder or a storage folder."""
    if root.is_file():
        return [root]
    if not root.is_dir():
        return []
    if (root / DB_NAME).is_file():
        return [root / DB_NAME]
    out: list[Path] = []
    glob = root / "globalStorage" / DB_NAME
    if glob.is_file():
        out.append(glob)
    storage = root / "workspaceStorage"
    if not storage.is_dir() and not glob.is_file():
        storage = root  # a workspaceStorage folder given directly
    try:
        children = sorted(storage.iterdir())
    except OSError:
        children = []
    out += [c / DB_NAME for c in children if (c / DB_NAME).is_file()]
    return out


def uri_to_path(uri: str) -> str:
    """``file:///c%3A/Users/x`` -> ``c:/Users/x``; remote URIs keep their path part."""
    parts = urlsplit(uri)
    if not parts.scheme or len(parts.scheme) == 1:  # a bare path, or a Windows drive letter
        return uri
    path = unquote(parts.path)
    if len(path) > 2 and path[0] == "/" and path[2] == ":" and path[1].isalpha():
        path = path[1:]
    return path or uri


def workspace_project(folder: Path) -> str | None:
    """The project path named by ``workspace.json`` beside a workspace DB."""
    try:
        data = read_json_file(folder / "workspace.json").value
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    uri = data.get("folder") or data.get("workspace")
    if not isinstance(uri, str) or not uri:
        return None
    return uri_to_path(uri).removesuffix(".code-workspace")


def _identifier_project(ident: JSON, user_dir: Path | None) -> str | None:
    """``workspaceIdentifier`` of late composers: a folder URI, or a workspaceStorage hash."""
    if not isinstance(ident, dict):
        return None
    uri = ident.get("uri") or ident.get("configPath")
    if isinstance(uri, dict):
        uri = uri.get("external") or uri.get("fsPath") or uri.get("path")
    if isinstance(uri, str) and uri:
        return uri_to_path(uri).removesuffix(".code-workspace")
    hash_id = ident.get("id")
    if isinstance(hash_id, str) and hash_id and user_dir is not None:
        return workspace_project(user_dir / "workspaceStorage" / hash_id)
    return None


def _composer_list(value: JSON) -> list[JSONObject]:
    """``composer.composerData`` is ``{allComposers: [...]}``, or a bare list in later builds."""
    items = value.get("allComposers") if isinstance(value, dict) else value
    return [c for c in items if isinstance(c, dict)] if isinstance(items, list) else []


def _user_dir_of_global(db: Path) -> Path | None:
    return db.parent.parent if db.parent.name == "globalStorage" else None


def _global_of_workspace(db: Path) -> Path | None:
    if db.parent.parent.name != "workspaceStorage":
        return None
    glob = db.parent.parent.parent / "globalStorage" / DB_NAME
    return glob if glob.is_file() else None


def _heads_projects(user_dir: Path) -> dict[str, str]:
    """composerId -> project from every workspace's composer heads (best effort, read-only)."""
    out: dict[str, str] = {}
    storage = user_dir / "workspaceStorage"
    try:
        folders = sorted(p for p in storage.iterdir() if (p / DB_NAME).is_file())
    except OSError:
        return out
    for folder in folders:
        project = workspace_project(folder)
        if project is None:
            continue
        try:
            with open_db(folder / DB_NAME, copy=False) as (con, tables):
                if "ItemTable" not in tables:
                    continue
                stored = _stored(con, "ItemTable", COMPOSER_KEY)
            heads = _composer_list(stored.value) if stored else []
        except (SourceError, *DB_ERRORS, ValueError) as exc:
            log.debug("no composer heads from %s: %s", folder, exc)
            continue
        for head in heads:
            cid = head.get("composerId")
            if isinstance(cid, str):
                out.setdefault(cid, project)
    return out


def _has_content(data: JSON) -> bool:
    if not isinstance(data, dict):
        return False
    return bool(data.get("fullConversationHeadersOnly") or data.get("conversation"))


def _global_composers(glob: Path, ids: list[str]) -> set[str]:
    """Which of ``ids`` the global DB holds with content (empty set when it cannot be read)."""
    found: set[str] = set()
    try:
        with open_db(glob, copy=False) as (con, tables):
            if "cursorDiskKV" not in tables:
                return found
            for cid in ids:
                try:
                    stored = _stored(con, "cursorDiskKV", COMPOSER_PREFIX + cid, TextBudget())
                    if stored and _has_content(stored.value):
                        found.add(cid)
                except ValueError:
                    continue
    except (SourceError, *DB_ERRORS) as exc:
        log.debug("cannot check %s for composers: %s", glob, exc)
    return found


# ---------------------------------------------------------------- the adapter


class CursorAdapter(Adapter):
    name = SOURCE
    label = "Cursor"
    description = "Cursor IDE chats and composer/agent sessions (state.vscdb)"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return [default_root(env)]

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        root = env.path if env.path is not None else default_root(env)
        for db in find_dbs(root):
            paths = [p for p in (db, _wal(db)) if p.exists()]
            yield Unit(key=str(db), paths=paths, fingerprint=stat_fingerprint([db, _wal(db)]))

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        db = Path(unit.key)
        try:
            with open_db(db) as (con, tables):
                reader = _Reader(db, con, env)
                if "ItemTable" in tables:
                    yield from reader.item_table()
                if "cursorDiskKV" in tables:
                    yield from reader.disk_kv()
        except DB_ERRORS as exc:
            raise SourceError(f"{db}: {exc}") from exc
        if reader.cuts:
            env.skip(db, cut_reason(reader.cuts, JSONL_TEXT_MAX_BYTES))


class _Reader:
    """One DB's conversations, every generation, each id once."""

    def __init__(self, db: Path, con: sqlite3.Connection, env: SourceEnv) -> None:
        self.db = db
        self.con = con
        self.env = env
        self.ref = str(db)
        self.project = workspace_project(db.parent)
        self.seen: set[str] = set()
        self._heads: dict[str, str] | None = None
        self.cuts: list[int] = []  # the full size of each text cut

    def _value(self, table: str, key: str, budget: TextBudget | None = None,
               row: tuple[int, str] | None = None) -> JSON:
        """The value under ``key`` (see ``_stored``); ``None`` when absent, NULL or broken
        (reported)."""
        try:
            stored = _stored(self.con, table, key, budget, row)
        except ValueError as exc:
            self.env.skip(f"{self.ref}#{key}", f"broken JSON ({exc})")
            return None
        if stored is None:
            return None
        self.cuts.extend(stored.cuts)
        return stored.value

    def _finish(self, native: JSON, title: JSON, created: JSON, updated: JSON,
                messages: list[Message], project: str | None) -> Conversation | None:
        cid = conversation_id(SOURCE, str(native))
        if not messages or cid in self.seen:
            return None
        self.seen.add(cid)
        created_at, updated_at = conversation_times(created, updated, messages)
        return Conversation(id=cid, source=SOURCE, title=make_title(title, messages),
                            project=project_path(project), created_at=created_at,
                            updated_at=updated_at,
                            source_ref=self.ref, messages=messages)

    # -- workspace ItemTable: gen 1 tabs and gen 2 inline composers ---------------------------

    def item_table(self) -> Iterator[Conversation]:
        chat = self._value("ItemTable", CHAT_KEY)
        tabs = chat.get("tabs") if isinstance(chat, dict) else None
        for tab in tabs if isinstance(tabs, list) else []:
            conv = self._tab(tab)
            if conv is not None:
                yield conv
        composers = [c for c in _composer_list(self._value("ItemTable", COMPOSER_KEY))
                     if isinstance(c.get("composerId"), str) and c.get("conversation")]
        glob = _global_of_workspace(self.db) if composers else None
        elsewhere = _global_composers(glob, [c["composerId"] for c in composers]) if glob else set()
        for comp in composers:
            if comp["composerId"] in elsewhere:
                continue
            conv = self._composer(comp, None, self.project)
            if conv is not None:
                yield conv

    def _tab(self, tab: JSON) -> Conversation | None:
        if not isinstance(tab, dict) or not tab.get("tabId"):
            return None
        cid = conversation_id(SOURCE, str(tab["tabId"]))
        messages: list[Message] = []
        bubbles = tab.get("bubbles")
        for i, bubble in enumerate(bubbles if isinstance(bubbles, list) else []):
            if isinstance(bubble, dict):
                native = str(bubble.get("id") or bubble.get("bubbleId") or i)
                add_bubble(messages, cid, bubble, native)
        return self._finish(tab["tabId"], tab.get("chatTitle"), None, tab.get("lastSendTime"),
                            messages, self.project)

    # -- cursorDiskKV: gen 3 split storage ----------------------------------------------------

    def disk_kv(self) -> Iterator[Conversation]:
        keys = [str(r[0]) for r in _rows(
            self.con, "SELECT key FROM cursorDiskKV WHERE key >= ? AND key < ? ORDER BY key",
            (COMPOSER_PREFIX, COMPOSER_PREFIX[:-1] + ";"))]
        for key in keys:
            budget = TextBudget()  # one composer: its value and its bubbles
            data = self._value("cursorDiskKV", key, budget)
            if not isinstance(data, dict):
                continue  # a NULL row, or a value that is not a composer
            native = data.get("composerId") or key[len(COMPOSER_PREFIX):]
            data.setdefault("composerId", native)
            rows: dict[str, tuple[int, str]] | None = None
            if data.get("fullConversationHeadersOnly"):
                rows = self._bubble_rows(str(native))
            conv = self._composer(data, rows, self._global_project(data), budget)
            if conv is not None:
                yield conv

    def _bubble_rows(self, composer: str) -> dict[str, tuple[int, str]]:
        """bubble id -> (rowid, type) of each of the composer's bubble rows: the values are
        read one at a time, through the capped reader."""
        prefix = f"{BUBBLE_PREFIX}{composer}:"
        rows = _rows(self.con, "SELECT key, rowid, typeof(value) FROM cursorDiskKV "
                     "WHERE key >= ? AND key < ?", (prefix, prefix[:-1] + ";"))
        return {str(k)[len(prefix):]: (int(r), str(t)) for k, r, t in rows}

    def _global_project(self, data: JSONObject) -> str | None:
        user_dir = _user_dir_of_global(self.db)
        project = _identifier_project(data.get("workspaceIdentifier"), user_dir)
        if project or user_dir is None:
            return project or self.project
        if self._heads is None:
            self._heads = _heads_projects(user_dir)
        return self._heads.get(str(data.get("composerId"))) or self.project

    # -- a composer, inline or split -----------------------------------------------------------

    def _composer(self, data: JSONObject, rows: dict[str, tuple[int, str]] | None,
                  project: str | None, budget: TextBudget | None = None) -> Conversation | None:
        native = str(data["composerId"])
        cid = conversation_id(SOURCE, native)
        messages: list[Message] = []
        headers = data.get("fullConversationHeadersOnly")
        if rows is not None and isinstance(headers, list):
            self._from_headers(messages, cid, native, headers, rows,
                               data.get("conversationMap"), budget or TextBudget())
        if not messages:
            inline = data.get("conversation")
            for i, bubble in enumerate(inline if isinstance(inline, list) else []):
                if isinstance(bubble, dict):
                    add_bubble(messages, cid, bubble, str(bubble.get("bubbleId") or i))
        return self._finish(native, data.get("name"), data.get("createdAt"),
                            data.get("lastUpdatedAt"), messages, project)

    def _from_headers(self, out: list[Message], cid: str, native: str, headers: list[JSON],
                      rows: dict[str, tuple[int, str]], inline_map: JSON,
                      budget: TextBudget) -> None:
        inline_map = inline_map if isinstance(inline_map, dict) else {}
        for header in headers:
            if not isinstance(header, dict) or not header.get("bubbleId"):
                continue
            bid = str(header["bubbleId"])
            row = rows.get(bid)
            if row is not None:
                bubble = self._value("cursorDiskKV", f"{BUBBLE_PREFIX}{native}:{bid}", budget,
                                     row)
            else:
                bubble = inline_map.get(bid)
            if isinstance(bubble, dict):
                add_bubble(out, cid, bubble, bid, header.get("type"))
        orphans = len(set(rows) - {str(h.get("bubbleId")) for h in headers if isinstance(h, dict)})
        if orphans:
            log.debug("%s: %d bubble rows of %s not in its headers", self.ref, orphans, native)
