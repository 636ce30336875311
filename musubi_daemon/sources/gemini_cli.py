"""Gemini CLI: ``~/.gemini/tmp/<project>/chats/session-*.json[l]``, one session per file.

Conventions (see ``shared/formats/others.md``):

* Location: ``$GEMINI_HOME`` is the ``.gemini`` folder itself; ``$GEMINI_CLI_HOME`` replaces
  the home folder as Gemini CLI does (``$GEMINI_CLI_HOME/.gemini``); else ``~/.gemini``.
  ``env.path`` may be a ``.gemini`` folder, its ``tmp``, one project folder, a ``chats``
  folder or one session file.
* Units: ``chats/session-*.json`` (legacy, one object), ``chats/session-*.jsonl``
  (append-only) and subagent files ``chats/<parent session id>/*.jsonl``. When a session was
  resumed, Gemini CLI migrated ``X.json`` into ``X.jsonl`` and left the old file behind, so a
  ``.json`` with a ``.jsonl`` twin is not read (it would be the same conversation twice).
* JSONL replay, as the CLI itself loads it: line 1 is metadata; a record with an ``id`` is
  upserted in place (assistant records are rewritten as they stream and gain tool calls); a
  ``$set`` merges metadata, and one carrying a non-empty ``messages`` list replaces the
  transcript at that point (later records continue from it); ``$rewindTo: <id>`` drops that
  message and everything after it (everything, when the id is unknown).
* Message types: ``user`` and ``gemini`` are the transcript; ``error`` and ``warning`` become
  ``system`` messages, because they explain a missing or cut-off answer; ``info`` lines are UI
  notices (cancellations, model switches) and are dropped. Unknown types are counted.
* A user record's ``displayContent`` (what the person typed, before the CLI expanded it) wins
  over ``content``. The injected ``<session_context>`` block is removed, and a message left
  empty is dropped. ``thoughts`` are never rendered.
* ``toolCalls[]`` become ``ToolCall`` entries on the assistant message, each followed by a
  ``tool`` message (native id ``<message id>:<call id>``) with the text the model received
  (``result``), else what the UI showed (``resultDisplay``).
* Conversation id ``gemini-cli:<sessionId>``; a subagent session (``kind: subagent`` or a file
  under ``chats/<parent id>/``) is its own conversation with ``parent_id`` set. Title: the
  session ``summary``, else the first user line. Project: the folder's ``.project_root``, else
  ``projects.json`` beside ``tmp``, else the folder name (older versions hashed the path).
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import cast

from ..cleaning import clean_data, clean_text, clean_tool_output
from ..config import JSONL_TEXT_MAX_BYTES
from ..jsonish import JSON, JSONObject
from ..model import Conversation, Message, ToolCall, conversation_id, iso_utc, message_id
from .base import PATH_MAX, Adapter, SourceEnv, SourceError, Unit, env_path, file_unit, project_path
from .capped import TextBudget, cut_reason, read_json_file
from .exports import conversation_times, title_from
from .jsonl import JsonLines

log = logging.getLogger(__name__)

SOURCE = "gemini-cli"
SESSION_PREFIX = "session-"
PROJECT_ROOT_FILE = ".project_root"
REGISTRY_FILE = "projects.json"
SYSTEM_TYPES = {"error", "warning"}
DROPPED_TYPES = {"info"}

_SESSION_CONTEXT_RE = re.compile(r"<session_context>.*?(?:</session_context>|\Z)\s*", re.DOTALL)


class GeminiCliAdapter(Adapter):
    name = SOURCE
    label = "Gemini CLI"
    description = "Gemini CLI sessions (~/.gemini/tmp/*/chats/session-*.json[l])"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return [self.root(dataclasses.replace(env, path=None)).parent]  # the .gemini folder

    def __init__(self) -> None:
        self.unknown_types: Counter[str] = Counter()
        self.corrupt_lines: dict[str, int] = {}
        # projects.json per .gemini folder: (mtime_ns, slug -> project path)
        self._registries: dict[Path, tuple[int, dict[str, str]]] = {}

    # -- discovery -------------------------------------------------------------------------

    def root(self, env: SourceEnv) -> Path:
        if env.path is not None:
            return env.path
        gemini = env_path(env.environ, "GEMINI_HOME")
        if gemini is None:
            home = env_path(env.environ, "GEMINI_CLI_HOME")
            gemini = (home or env.home) / ".gemini"
        return gemini / "tmp"

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        root = self.root(env)
        if root.is_file():
            yield file_unit(root)
            return
        if not root.is_dir():
            return
        if (root / "tmp").is_dir():
            root = root / "tmp"  # a .gemini folder
        try:
            if root.name == "chats":
                chat_dirs = [root]
            elif (root / "chats").is_dir():
                chat_dirs = [root / "chats"]
            else:
                chat_dirs = [d / "chats" for d in sorted(root.iterdir()) if (d / "chats").is_dir()]
            for chats in chat_dirs:
                for path in _session_files(chats):
                    yield file_unit(path)
        except OSError:
            return  # an unlistable folder is a source that is not there

    # -- reading ---------------------------------------------------------------------------

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        path = unit.paths[0]
        if path.suffix == ".json":
            meta, records = _load_json(path, env)
        else:
            meta, records = self._load_jsonl(path, env)
        if not meta and not records:
            return
        native = meta.get("sessionId") if isinstance(meta.get("sessionId"), str) else None
        native = native or path.stem
        cid = conversation_id(SOURCE, native)
        messages = self._messages(records, cid)
        if not messages:
            return
        parent = _parent_session(path)
        if parent == native:
            parent = None
        summary = meta.get("summary")
        title = " ".join(summary.split()) if isinstance(summary, str) and summary.strip() else None
        created, updated = conversation_times(meta.get("startTime"), meta.get("lastUpdated"),
                                              messages)
        yield Conversation(
            id=cid, source=SOURCE, title=title or title_from(messages),
            project=project_path(self._project(path)), created_at=created, updated_at=updated,
            source_ref=str(path), messages=messages,
            parent_id=conversation_id(SOURCE, parent) if parent else None,
        )

    def _load_jsonl(self, path: Path, env: SourceEnv) -> tuple[JSONObject,
                                                               list[JSONObject]]:
        """Replay the append-only log into metadata and the current, ordered message records."""
        lines = JsonLines(path)
        meta: JSONObject = {}
        records: dict[str, JSONObject] = {}  # insertion order = transcript order
        for _lineno, rec in lines:
            rewind = rec.get("$rewindTo")
            patch = rec.get("$set")
            if isinstance(rewind, str):
                if rewind in records:
                    ids = list(records)
                    for rid in ids[ids.index(rewind):]:
                        del records[rid]
                else:
                    records.clear()
            elif isinstance(rec.get("id"), str):
                records[rec["id"]] = rec  # an existing id keeps its place
            elif isinstance(patch, dict):
                batch = patch.get("messages")
                if isinstance(batch, list) and batch:
                    records = {m["id"]: m for m in batch
                               if isinstance(m, dict) and isinstance(m.get("id"), str)}
                meta.update({k: v for k, v in patch.items() if k != "messages"})
            elif isinstance(rec.get("sessionId"), str):
                meta.update(rec)
            else:
                self.unknown_types["line:untyped"] += 1
        if lines.corrupt:
            self.corrupt_lines[str(path)] = lines.corrupt
            log.debug("%s: skipped %d corrupt line(s)", path, lines.corrupt)
            if not lines.good:
                env.skip(path, f"no readable lines ({lines.corrupt} corrupt)")
        for problem in lines.problems(corrupt=False):
            env.skip(path, problem)
        return meta, list(records.values())

    def _messages(self, records: list[JSONObject], cid: str) -> list[Message]:
        out: list[Message] = []
        for rec in records:
            kind = rec.get("type") if isinstance(rec.get("type"), str) else None
            native = str(rec.get("id"))
            created = iso_utc(rec.get("timestamp"))
            if kind == "user":
                shown = rec.get("displayContent")
                raw = _parts_text(shown if shown else rec.get("content"))
                text = clean_text(_SESSION_CONTEXT_RE.sub("", raw))
                if text:
                    out.append(Message(id=message_id(cid, native), role="user", text=text,
                                       created_at=created))
            elif kind == "gemini":
                out.extend(_assistant(rec, cid, native, created))
            elif kind in SYSTEM_TYPES:
                text = clean_text(_parts_text(rec.get("content")))
                if text:
                    out.append(Message(id=message_id(cid, native), role="system", text=text,
                                       created_at=created))
            elif kind not in DROPPED_TYPES:
                self.unknown_types[f"type:{kind}"] += 1
                log.debug("dropped gemini-cli record %s of unknown type %s", native, kind)
        return out

    def _project(self, path: Path) -> str | None:
        chats = path.parent if path.parent.name == "chats" else path.parent.parent
        folder = chats.parent if chats.name == "chats" else path.parent
        marker = folder / PROJECT_ROOT_FILE
        try:
            if marker.is_file():
                with marker.open("rb") as f:
                    raw = f.read(PATH_MAX + 1)
                # Longer than any path: not a project root (and no 5 MB "project" in a note).
                value = raw.decode("utf-8").strip() if len(raw) <= PATH_MAX else ""
                if value:
                    return value
        except (OSError, UnicodeError):
            pass
        if folder.parent.name == "tmp":
            found = self._registry(folder.parent.parent).get(folder.name)
            if found:
                return found
        return folder.name or None

    def _registry(self, gemini: Path) -> dict[str, str]:
        """``projects.json`` inverted: slug -> project path (re-read only when it changes)."""
        path = gemini / REGISTRY_FILE
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            return {}
        cached = self._registries.get(gemini)
        if cached and cached[0] == mtime:
            return cached[1]
        mapping: dict[str, str] = {}
        try:
            data = read_json_file(path).value
        except (OSError, ValueError):
            data = None
        projects = data.get("projects") if isinstance(data, dict) else None
        if isinstance(projects, dict):
            for project, slug in projects.items():
                if isinstance(slug, str) and isinstance(project, str):
                    mapping.setdefault(slug, project)
        self._registries[gemini] = (mtime, mapping)
        return mapping


# -- helpers -------------------------------------------------------------------------------


def _session_files(chats: Path) -> list[Path]:
    files = sorted(p for p in chats.iterdir() if p.is_file() and p.name.startswith(SESSION_PREFIX)
                   and p.suffix in (".json", ".jsonl"))
    names = {p.name for p in files}
    out = [p for p in files if not (p.suffix == ".json" and p.name + "l" in names)]
    for sub in sorted(d for d in chats.iterdir() if d.is_dir()):
        out.extend(sorted(p for p in sub.glob("*.jsonl") if p.is_file()))
    return out


def _parent_session(path: Path) -> str | None:
    """A subagent file lives in ``chats/<parent session id>/``."""
    if path.parent.name != "chats" and path.parent.parent.name == "chats":
        return path.parent.name
    return None


def _load_json(path: Path, env: SourceEnv) -> tuple[JSONObject, list[JSONObject]]:
    """A legacy session, one JSON object, read through the capped reader: a long text is cut
    as it streams and the session's long texts share one budget, so it costs what it keeps."""
    try:
        read = read_json_file(path, JSONL_TEXT_MAX_BYTES, TextBudget())
        data = read.value
    except OSError as exc:
        raise SourceError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    except ValueError as exc:
        raise SourceError(f"{path}: broken JSON ({exc})") from exc
    if not isinstance(data, dict):
        raise SourceError(f"{path}: not a Gemini CLI session object")
    if read.cuts:
        env.skip(path, cut_reason(read.cuts, JSONL_TEXT_MAX_BYTES))
    records = data.get("messages")
    records = [r for r in records if isinstance(r, dict)] if isinstance(records, list) else []
    meta = {k: v for k, v in data.items() if k != "messages"}
    return meta, records


def _parts_text(content: JSON) -> str:
    """A string, one part or a part list; text parts join as the API joins them."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return ""
    out: list[str] = []
    for part in content:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, dict):
            if part.get("thought") is True:
                continue  # a thought part: the model's scratchpad
            if isinstance(part.get("text"), str):
                out.append(part["text"])
            elif isinstance(part.get("inlineData"), dict):
                out.append(f"\n[{_media(part['inlineData'], 'image')}]\n")
            elif isinstance(part.get("fileData"), dict):
                out.append(f"\n[{_media(part['fileData'], 'file')}]\n")
    return "".join(out)


def _media(data: JSONObject, label: str) -> str:
    mime = data.get("mimeType")
    kind = mime.split("/", 1)[0] if isinstance(mime, str) and "/" in mime else label
    return f"{kind}: {mime}" if isinstance(mime, str) and mime else kind


def _assistant(rec: JSONObject, cid: str, native: str, created: str | None) -> list[Message]:
    calls_raw = rec.get("toolCalls")
    calls_raw = [c for c in calls_raw if isinstance(c, dict)] if isinstance(calls_raw, list) else []
    calls: list[ToolCall] = []
    results: list[Message] = []
    for n, tc in enumerate(calls_raw, 1):
        call_id = str(tc.get("id") or f"{native}:{n}")
        name = str(tc.get("name") or "tool")
        calls.append(ToolCall(id=call_id, name=name, input=clean_data(tc.get("args"))))
        text = clean_tool_output(_result_text(tc))
        if text:
            results.append(Message(id=message_id(cid, f"{native}:{call_id}"), role="tool",
                                   text=text, created_at=iso_utc(tc.get("timestamp")) or created,
                                   tool_call_id=call_id, tool_name=name))
    text = clean_text(_parts_text(rec.get("content")))
    if not text and not calls:
        return results
    head = Message(id=message_id(cid, native), role="assistant", text=text, created_at=created,
                   tool_calls=calls)
    return [head, *results]


def _result_text(tc: JSONObject) -> str:
    """What the model got back (``functionResponse`` output), else what the UI displayed."""
    result = tc.get("result")
    parts = result if isinstance(result, list) else [result] if result else []
    pieces: list[str] = []
    for part in parts:
        if isinstance(part, str):
            pieces.append(part)
        elif isinstance(part, dict):
            response = part.get("functionResponse")
            if isinstance(response, dict):
                pieces.append(_response_text(response.get("response")))
            elif isinstance(part.get("text"), str):
                pieces.append(part["text"])
    text = "\n".join(p for p in pieces if p)
    if text.strip():
        return text
    display = tc.get("resultDisplay")
    if isinstance(display, str):
        return display
    if isinstance(display, dict) and isinstance(display.get("fileDiff"), str):
        return cast("str", display["fileDiff"])
    return ""


def _response_text(response: JSON) -> str:
    if isinstance(response, str):
        return response
    if not isinstance(response, dict):
        return ""
    for key in ("output", "error", "content"):
        value = response.get(key)
        if isinstance(value, str) and value:
            return value
    return json.dumps(response, ensure_ascii=False) if response else ""


__all__ = ["GeminiCliAdapter"]
