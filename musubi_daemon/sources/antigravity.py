"""Google Antigravity: the IDE, the desktop app and the ``agy`` CLI, all under ``~/.gemini``.

Four roots (``$GEMINI_HOME`` relocates ``~/.gemini``): ``antigravity/``, ``antigravity-ide/``,
``antigravity-cli/`` and ``antigravity-acp/``. A conversation is a uuid that may have:

* ``conversations/<uuid>.db`` - SQLite, one row per step in ``steps``, each step a protobuf with
  no published schema. Preferred when present: it holds the prompt unwrapped and the real
  tool-call ids. Opened read-only through SQLite (``mode=ro``), so a ``-wal`` sidecar holding
  the newest steps is read too and nothing is ever written beside it.
* ``brain/<uuid>/.system_generated/logs/transcript*.jsonl`` - the plaintext display mirror
  (``transcript_full`` preferred, single file or ``chunks/``). Read when there is no ``.db``,
  or when the ``.db`` decodes to nothing (the field numbers in ``antigravity_decode`` are
  guesses).
* ``conversations/<uuid>.pb`` - encrypted. Never parsed; a ``.pb`` with neither of the above is
  reported through ``env.skip`` on every run, since its content cannot be had offline.

Conventions:

* One unit per uuid; its fingerprint covers the ``.db``, its ``-wal``, the ``.meta`` sidecar
  and the mirror files, because agy rewrites steps in place and leaves its WAL unmerged.
* Conversation id ``antigravity:<uuid>``. Message ids: ``<trajectory_id>:<idx>`` from a
  ``.db`` (``idx`` alone repeats after ``/rewind``); ``<step_index>:<content hash>`` from a
  transcript, whose indexes have gaps (failed steps are left out) and are reused after rewind.
* Steps map to roles through ``STEP_KINDS`` (``antigravity_decode``); a step type not in it
  still becomes a tool message when it carries prose, and is logged and counted in
  ``unknown_step_types``.
* Thinking is dropped, as in the other adapters. In the transcript the user's text is the
  ``<USER_REQUEST>`` body; the injected metadata and settings blocks go.
* A tool result answers the calls of the latest planner step in order, unless the ``.db`` names
  the call id; a call whose result step failed (and so is missing) stays unanswered.
* Title: a ``title``/``summary`` in the ``.meta`` sidecar, else the first user line. Project: a
  workspace ``file://`` URI in ``trajectory_metadata_blob``, else the sidecar's ``cwd``, else a
  tool call's ``Cwd`` argument, else the prompt history's ``workspace`` for this conversation.
* Everything is read through the capped reader: a step is read out of SQLite through its blob
  handle, whole when the conversation's ``TextBudget`` has room for it, else decoded in pieces
  with each text cut to that room (``protobuf_wire.decode_capped``); the transcript and history
  go through ``JsonLines``. A 200 MB tool output is never whole in memory, and the note says
  what was cut.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import closing
from pathlib import Path
from urllib.parse import unquote, urlparse

from ..cleaning import clean_text, clean_tool_output
from ..config import JSONL_TEXT_MAX_BYTES
from ..jsonish import JSON, JSONObject
from ..model import Conversation, Message, conversation_id, iso_utc, message_id
from .antigravity_decode import (
    OTHER_ROLE,
    PATHS,
    STEP_KINDS,
    Pairer,
    db_call,
    encodes_args,
    first_str,
    step_text,
    tool_text,
    transcript_message,
)
from .base import (
    Adapter,
    SourceEnv,
    SourceError,
    Unit,
    env_path,
    project_path,
    stat_fingerprint,
)
from .capped import TextBudget, cut_reason, read_json_file
from .exports import conversation_times, title_from
from .jsonl import JsonLines
from .protobuf_wire import Field, WireError, all_strings, at, decode, decode_capped, first_int

log = logging.getLogger(__name__)

SOURCE = "antigravity"
LANES = ("antigravity", "antigravity-ide", "antigravity-cli", "antigravity-acp")
PB_REASON = "encrypted Antigravity conversation (.pb): not readable offline"
# How long to wait for agy to finish a write before calling the database locked (seconds).
LOCK_TIMEOUT = 2.0
TRANSCRIPTS = ("transcript_full", "transcript")
HISTORY = "history.jsonl"
_CWD_KEYS = ("Cwd", "cwd", "workingDirectory", "WorkingDirectory")


class AntigravityAdapter(Adapter):
    name = SOURCE
    label = "Antigravity"
    description = "Google Antigravity IDE and agy CLI (~/.gemini/antigravity*/)"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return [self.gemini_home(env)]

    def __init__(self) -> None:
        # Step types outside STEP_KINDS, and steps whose payload was not a protobuf at all.
        self.unknown_step_types: Counter[int] = Counter()
        self.undecodable_steps: Counter[str] = Counter()
        # Transcript lines that were not JSON objects, per file.
        self.corrupt_lines: Counter[str] = Counter()
        self._history: dict[Path, tuple[int, dict[str, str]]] = {}

    # ------------------------------------------------------------------ discovery

    def gemini_home(self, env: SourceEnv) -> Path:
        return env_path(env.environ, "GEMINI_HOME") or env.home / ".gemini"

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        path = env.path
        if path is None:
            home = self.gemini_home(env)
            for lane in LANES:
                if (home / lane).is_dir():
                    yield from self._lane_units(home / lane, env)
            return
        if path.is_file():
            yield from self._file_units(path, env)
        elif _is_brain_dir(path):
            root = path.parent.parent if path.parent.name == "brain" else None
            unit = _unit(root, path.name, brain=path)
            if unit is not None:
                yield unit
        elif _is_lane(path):
            yield from self._lane_units(path, env)
        elif path.is_dir():
            lanes = [path / name for name in LANES if _is_lane(path / name)]
            if lanes:  # a Gemini home, or a folder holding lane roots
                for lane_root in lanes:
                    yield from self._lane_units(lane_root, env)
            else:  # a folder of brain/<uuid> folders
                for child in sorted(path.iterdir()):
                    if _is_brain_dir(child):
                        unit = _unit(None, child.name, brain=child)
                        if unit is not None:
                            yield unit

    def _file_units(self, path: Path, env: SourceEnv) -> Iterator[Unit]:
        lane = path.parent.parent if path.parent.name == "conversations" else None
        if path.suffix == ".db":
            unit = _unit(lane, path.stem, db=path)
        elif path.suffix == ".pb":
            unit = _unit(lane, path.stem) if lane is not None else None
            if unit is None:
                env.skip(path, PB_REASON)
        else:
            unit = None
        if unit is not None:
            yield unit

    def _lane_units(self, lane: Path, env: SourceEnv) -> Iterator[Unit]:
        conversations = lane / "conversations"
        brain = lane / "brain"
        ids: set[str] = set()
        pbs: dict[str, Path] = {}
        try:
            if conversations.is_dir():
                for p in conversations.iterdir():
                    if p.suffix == ".db" and p.is_file():
                        ids.add(p.stem)
                    elif p.suffix == ".pb" and p.is_file():
                        pbs[p.stem] = p
            if brain.is_dir():
                ids.update(p.name for p in brain.iterdir() if p.is_dir())
        except OSError as exc:
            env.skip(lane, f"cannot list folder: {exc.strerror or exc}")
            return
        for uuid in sorted(ids | set(pbs)):
            unit = _unit(lane, uuid)
            if unit is not None:
                yield unit
            elif uuid in pbs:
                env.skip(pbs[uuid], PB_REASON)

    # ------------------------------------------------------------------ reading

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        db = next((p for p in unit.paths if p.suffix == ".db"), None)
        meta_path = next((p for p in unit.paths if p.suffix == ".meta"), None)
        mirror = [p for p in unit.paths if p.suffix == ".jsonl"]
        uuid = db.stem if db is not None else _brain_uuid(mirror[0])
        meta = _read_meta(meta_path)
        lane = _lane_of(db, mirror)
        conv = None
        if db is not None:
            conv = self.read_db(db, uuid, meta, lane, env)
            if conv is None and mirror:
                log.debug("%s: no messages decoded from the database; reading the transcript",
                          db)
        if conv is None and mirror:
            conv = self.read_transcript(mirror, uuid, env, meta=meta, lane=lane)
        if conv is not None:
            yield conv

    # -- SQLite

    def read_db(self, db: Path, uuid: str, meta: JSONObject, lane: Path | None,
                env: SourceEnv) -> Conversation | None:
        """The conversation in one ``.db``; ``None`` when it holds no readable step."""
        uri = db.resolve().as_uri() + "?mode=ro"
        try:
            con = sqlite3.connect(uri, uri=True, timeout=LOCK_TIMEOUT)
        except sqlite3.Error as exc:
            raise SourceError(f"{db}: cannot open database ({exc})") from exc
        # A damaged page can hold text that is not UTF-8: read on rather than fail.
        con.text_factory = lambda data: data.decode("utf-8", "replace")
        try:
            with closing(con):
                # One snapshot for the listing and each step read after it (closing ends it; in
                # WAL mode a reader never holds agy up).
                con.execute("BEGIN")
                tables = {r[0] for r in con.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table'")}
                if "steps" not in tables:
                    env.skip(db, "no steps table: not an Antigravity conversation database")
                    return None
                columns = _columns(con, "steps")
                if "step_payload" not in columns:
                    env.skip(db, "steps table has no step_payload column")
                    return None
                order = "idx" if "idx" in columns else "rowid"
                wanted = [c for c in ("idx", "step_type") if c in columns]
                rows = con.execute(
                    f"SELECT {', '.join([*wanted, 'typeof(step_payload)'])}, rowid "
                    f"FROM steps ORDER BY {order}").fetchall()
                steps = [dict(zip([*wanted, "kind", "rowid"], r, strict=True)) for r in rows]
                budget, cuts = TextBudget(), list[int]()
                for step in steps:
                    step["step_payload"] = _payload(con, step, budget, cuts)
                trajectory = _trajectory_id(con, tables) or "step"
                workspace = _workspace(con, tables)
        except sqlite3.OperationalError as exc:
            if _is_locked(exc):
                raise SourceError(f"{db}: database is locked (Antigravity is writing it); "
                                  "it will be read on a later run") from exc
            raise SourceError(f"{db}: not a readable SQLite database ({exc})") from exc
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            # UnicodeDecodeError: SQLite quoted a damaged schema in its message.
            raise SourceError(f"{db}: not a readable SQLite database ({exc})") from exc

        cid = conversation_id(SOURCE, uuid)
        messages: list[Message] = []
        pairer = Pairer()
        undecodable = 0
        for step in steps:
            idx = step.get("idx", step["rowid"])
            native = f"{trajectory}:{idx}"
            payload = step.get("step_payload")
            if not payload:  # NULL, not a blob, or empty
                self.undecodable_steps[str(db)] += 1
                undecodable += 1
                continue
            try:
                fields = payload if isinstance(payload, list) else decode(payload)
            except WireError as exc:
                self.undecodable_steps[str(db)] += 1
                undecodable += 1
                log.debug("%s step %s: not a protobuf (%s)", db, idx, exc)
                continue
            msg = self._step_message(cid, native, step.get("step_type"), fields, pairer, db)
            if msg is not None:
                messages.append(msg)
        if steps and undecodable == len(steps):
            env.skip(db, f"no step could be decoded ({undecodable} steps)")
        if cuts:
            env.skip(db, cut_reason(cuts, JSONL_TEXT_MAX_BYTES))
        if not messages:
            return None
        project = (workspace or _str(meta.get("cwd")) or _call_cwd(messages)
                   or self._history_workspace(lane, uuid))
        return _conversation(cid, messages, meta, project, str(db))

    def _step_message(self, cid: str, native: str, column_type: JSON, fields: list[Field],
                      pairer: Pairer, db: Path) -> Message | None:
        step_type = column_type if isinstance(column_type, int) else first_int(
            fields, PATHS["step_type"])
        kind = STEP_KINDS.get(step_type) if step_type is not None else None
        if kind is None:
            self.unknown_step_types[step_type if step_type is not None else -1] += 1
            log.debug("%s: unknown Antigravity step type %s (%s)", db, step_type, native)
        created = iso_utc(first_int(fields, PATHS["created_seconds"]))
        mid = message_id(cid, native)
        role = kind.role if kind else OTHER_ROLE
        if role == "user":
            text = clean_text(step_text(fields, kind))
            return Message(mid, "user", text, created) if text else None
        if role == "assistant":
            calls = [db_call(sub, f"{native}.{n}")
                     for n, sub in enumerate(at(fields, PATHS["planner_calls"]))
                     if isinstance(sub.value, list)]
            pairer.offer(calls)
            text = clean_text(step_text(fields, kind))
            if not text and not calls:
                return None
            return Message(mid, "assistant", text, created, tool_calls=calls)
        body = clean_tool_output(tool_text(fields, kind))
        if not body:
            return None
        running = next((sub.value for sub in at(fields, PATHS["tool_call"])
                        if isinstance(sub.value, list)), None)
        call_id = first_str(running, PATHS["call_id"]) if running is not None else None
        call_name = first_str(running, PATHS["call_name"]) if running is not None else None
        answered = pairer.answer(call_id)
        # An unknown kind is named by its number, so the note shows what it was.
        fallback = kind.tool if kind else f"step_type_{step_type}"
        tool_name = call_name or (answered.name if answered else None) or fallback
        return Message(mid, "tool", body, created,
                       tool_call_id=answered.id if answered else call_id, tool_name=tool_name)

    # -- plaintext transcript

    def read_transcript(self, files: Sequence[Path], uuid: str, env: SourceEnv, *,
                        meta: JSONObject | None = None,
                        lane: Path | None = None) -> Conversation | None:
        """The conversation in a transcript mirror (one file, or its chunks in order)."""
        cid = conversation_id(SOURCE, uuid)
        messages: list[Message] = []
        pairer = Pairer()
        seen: Counter[str] = Counter()
        budget = TextBudget()  # the chunks of a transcript are one conversation
        for path in files:
            encoded_args = encodes_args(path)
            lines = JsonLines(path, budget)
            try:
                for _lineno, line in lines:
                    msg = transcript_message(cid, line, pairer, seen, encoded_args)
                    if msg is not None:
                        messages.append(msg)
            except SourceError as exc:
                raise SourceError(f"{path}: {exc}") from exc
            if lines.corrupt:
                self.corrupt_lines[str(path)] += lines.corrupt
                log.debug("%s: skipped %d corrupt line(s)", path, lines.corrupt)
                if not lines.good:
                    env.skip(path, f"no readable lines ({lines.corrupt} corrupt)")
            for problem in lines.problems(corrupt=False):
                env.skip(path, problem)
        if not messages:
            return None
        project = _str((meta or {}).get("cwd")) or _call_cwd(messages) or \
            self._history_workspace(lane, uuid)
        return _conversation(cid, messages, meta or {}, project, str(files[0]))

    # -- prompt history (project fallback)

    def _history_workspace(self, lane: Path | None, uuid: str) -> str | None:
        if lane is None:
            return None
        return history_workspaces(lane / HISTORY, self._history).get(uuid)


# ---------------------------------------------------------------------- units


def _is_lane(path: Path) -> bool:
    return (path / "conversations").is_dir() or (path / "brain").is_dir()


def _is_brain_dir(path: Path) -> bool:
    """One conversation's ``brain/<uuid>`` folder (it may sit outside a lane root)."""
    return (path / ".system_generated").is_dir()


def mirror_files(brain_dir: Path) -> list[Path]:
    """The transcript files of one ``brain/<uuid>``: ``transcript_full`` first, whole or chunked."""
    logs = brain_dir / ".system_generated" / "logs"
    for variant in TRANSCRIPTS:
        single = logs / f"{variant}.jsonl"
        if single.is_file():
            return [single]
        chunk_dir = logs / "chunks" / variant
        if chunk_dir.is_dir():
            chunks = sorted(p for p in chunk_dir.glob("*.jsonl") if p.is_file())
            if chunks:
                return chunks
    return []


def _unit(lane: Path | None, uuid: str, db: Path | None = None,
          brain: Path | None = None) -> Unit | None:
    """The unit for one conversation uuid, ``None`` when it has nothing readable."""
    if db is None and lane is not None:
        candidate = lane / "conversations" / f"{uuid}.db"
        db = candidate if candidate.is_file() else None
    if brain is None and lane is not None:
        brain = lane / "brain" / uuid
    mirror = mirror_files(brain) if brain is not None else []
    if db is None and not mirror:
        return None
    paths: list[Path] = []
    watched: list[Path] = []
    if db is not None:
        meta = db.with_suffix(".meta")
        wal = db.with_name(db.name + "-wal")
        paths.append(db)
        if meta.is_file():
            paths.append(meta)
        watched.append(wal)  # missing is fingerprinted too: its appearing is a change
    paths.extend(mirror)
    key = str(db if db is not None else brain)
    return Unit(key=key, paths=paths, fingerprint=stat_fingerprint(paths + watched))


def _brain_uuid(path: Path) -> str:
    parts = path.parts
    if ".system_generated" in parts:
        return parts[parts.index(".system_generated") - 1]
    return path.stem


def _lane_of(db: Path | None, mirror: list[Path]) -> Path | None:
    if db is not None:
        return db.parent.parent if db.parent.name == "conversations" else None
    if mirror:
        parts = mirror[0].parts
        if ".system_generated" in parts:
            i = parts.index(".system_generated")
            if i >= 3 and parts[i - 2] == "brain":
                return Path(*parts[: i - 2])
    return None


# ---------------------------------------------------------------------- SQLite helpers


def _payload(con: sqlite3.Connection, step: JSONObject, budget: TextBudget,
             cuts: list[int]) -> bytes | list[Field] | None:
    """A step's payload through the capped reader: its bytes when the budget has room for them
    whole, else its fields decoded in pieces out of SQLite (its size then goes to ``cuts``);
    ``None`` for a payload that is not a blob. A payload whose pieces do not decode is left as
    its first bytes, to fail to decode like any other."""
    if step.pop("kind") != "blob":
        return None
    with closing(con.blobopen("steps", "step_payload", step["rowid"], readonly=True)) as blob:
        size = len(blob)
        if size <= budget.room(JSONL_TEXT_MAX_BYTES):
            budget.spend(size)
            return blob.read()
        try:
            fields = decode_capped(blob, size, JSONL_TEXT_MAX_BYTES, budget)
        except WireError:
            blob.seek(0)
            return blob.read(budget.floor)
    cuts.append(size)
    return fields


def _is_locked(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _columns(con: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in con.execute(f"PRAGMA table_info({table})")]


def _trajectory_id(con: sqlite3.Connection, tables: set[str]) -> str | None:
    if "trajectory_meta" not in tables or "trajectory_id" not in _columns(con, "trajectory_meta"):
        return None
    row = con.execute("SELECT trajectory_id FROM trajectory_meta LIMIT 1").fetchone()
    return str(row[0]) if row and row[0] else None


def _workspace(con: sqlite3.Connection, tables: set[str]) -> str | None:
    """The first local ``file://`` URI in the trajectory metadata protobuf, as a path."""
    if "trajectory_metadata_blob" not in tables:
        return None
    for row in con.execute("SELECT * FROM trajectory_metadata_blob"):
        for value in row:
            if not isinstance(value, bytes):
                continue
            try:
                fields = decode(value)
            except WireError:
                continue
            for text in all_strings(fields):
                path = file_uri_path(text)
                if path:
                    return path
    return None


def file_uri_path(text: str) -> str | None:
    """``file:///home/a%20b`` -> ``/home/a b``; ``file:///C:/x`` -> ``C:/x``; else ``None``."""
    if not text.startswith("file://"):
        return None
    parsed = urlparse(text.strip())
    if parsed.netloc not in ("", "localhost"):
        return None
    path = unquote(parsed.path)
    if re.match(r"^/[A-Za-z]:/", path):
        path = path[1:]
    if not path:
        return None
    return path.rstrip("/") or "/"


# ---------------------------------------------------------------------- conversation


def _conversation(cid: str, messages: list[Message], meta: JSONObject, project: str | None,
                  ref: str) -> Conversation:
    title = _str(meta.get("title")) or _str(meta.get("summary")) or title_from(messages)
    created, updated = conversation_times(None, None, messages)
    return Conversation(id=cid, source=SOURCE, title=" ".join(title.split()),
                        project=project_path(project),
                        created_at=created, updated_at=updated, source_ref=ref,
                        messages=messages)


def _str(value: JSON) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def _call_cwd(messages: list[Message]) -> str | None:
    """The working directory a tool call names: where the person was working."""
    for m in messages:
        for call in m.tool_calls:
            if isinstance(call.input, dict):
                for key in _CWD_KEYS:
                    value = _str(call.input.get(key))
                    if value:
                        return file_uri_path(value) or value
    return None


def _read_meta(path: Path | None) -> JSONObject:
    """The ACP server's ``<uuid>.meta`` sidecar when it is JSON; anything else is ignored."""
    if path is None:
        return {}
    try:
        value = read_json_file(path).value
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def history_workspaces(path: Path, cache: dict[Path, tuple[int, dict[str, str]]] | None = None
                       ) -> dict[str, str]:
    """``conversationId -> workspace`` from agy's prompt history; the first mention wins."""
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return {}
    if cache is not None and path in cache and cache[path][0] == stamp:
        return cache[path][1]
    found: dict[str, str] = {}
    try:
        for _lineno, obj in JsonLines(path):
            conv, workspace = obj.get("conversationId"), _str(obj.get("workspace"))
            if isinstance(conv, str) and workspace:
                found.setdefault(conv, file_uri_path(workspace) or workspace)
    except SourceError:
        return {}
    if cache is not None:
        cache[path] = (stamp, found)
    return found
