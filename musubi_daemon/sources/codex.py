"""OpenAI Codex CLI: ``$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl``, one session per file.

Conventions (see ``shared/formats/others.md``):

* Units: every ``rollout-*.jsonl`` under ``sessions/`` and ``archived_sessions/`` (dated folders
  and the old flat layout alike). ``env.path`` may be a codex home, a sessions folder, or one
  rollout file (then any name is accepted).
* Two line shapes. Current: ``{timestamp, type, payload}``. Legacy (mid-2025): a bare
  ``{id, timestamp, instructions}`` first line, then bare response items, with
  ``record_type: "state"`` lines that carry nothing to read.
* Conversation id ``codex:<session_meta id>``, else the UUID in the file name, else the file
  stem. Project: ``session_meta.cwd`` (a ``turn_context`` cwd when the meta has none). A spawned
  subagent thread points at ``codex:<parent_thread_id>``.
* Message native ids are the line number: the format has no message ids, and a rollout is only
  ever appended to, so a line number never changes meaning.
* ``developer`` messages (sandbox and approval instructions) and injected user-role context
  (``<environment_context>``, ``<user_instructions>``, AGENTS.md contents, collaboration-mode
  and skill bodies) are dropped: nobody typed them.
* Reasoning is never rendered: ``encrypted_content`` is opaque, and the plain summaries are the
  model's scratchpad like other tools' thinking blocks.
* ``event_msg`` ``user_message``/``agent_message`` repeat text that a ``response_item`` message
  also records, before or after it. Each event copy is matched against an unused response
  item with the same role and text and dropped; an event with no such item (a turn aborted
  before the item was written, say) is kept, because it is the only record of that text.
* A ``function_call``/``custom_tool_call``/``local_shell_call``/``web_search_call`` joins the
  assistant message right before it, or starts an empty assistant message; its output is a
  ``tool`` message answering the ``call_id``. JSON ``arguments`` are parsed when they parse.
* A ``compacted`` summary is user-seat text no person typed: ``machine=True``.
* Lines of unknown type (top level or response item) are skipped and counted in
  ``unknown_types``; broken lines are counted in ``corrupt_lines``. A partial last line is a
  write in progress and is neither.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from ..cleaning import clean_data, clean_text, clean_tool_output, strip_tag_blocks
from ..jsonish import JSON, JSONObject
from ..model import (
    Conversation,
    Message,
    Role,
    ToolCall,
    conversation_id,
    iso_utc,
    message_id,
)
from .base import Adapter, SourceEnv, Unit, env_path, file_unit, project_path
from .exports import conversation_times, title_from
from .jsonl import JsonLines, loads

log = logging.getLogger(__name__)

SOURCE = "codex"
ROLLOUT_GLOB = "rollout-*.jsonl"
SESSION_DIRS = ("sessions", "archived_sessions")

# Top-level line types that are understood, rendered or not.
KNOWN_LINES = {"session_meta", "turn_context", "response_item", "event_msg", "compacted"}
CALL_TYPES = {"function_call", "custom_tool_call", "local_shell_call", "web_search_call"}
OUTPUT_TYPES = {"function_call_output", "custom_tool_call_output"}
# Response items that are understood and deliberately not shown.
SILENT_ITEMS = {"reasoning", "ghost_snapshot", "compaction", "compaction_summary", "other"}
EVENT_ROLES: dict[str, Role] = {"user_message": "user", "agent_message": "assistant"}

# A user-role text part that starts like this was written by the harness, not the person.
_INJECTED_START = re.compile(
    r"^\s*(?:<environment_context>|<user_instructions>|<collaboration_mode>|<turn_aborted>"
    r"|<skill[\s>]|# AGENTS\.md instructions for )"
)
# Opening tags of injected blocks, removed with what they hold by ``strip_tag_blocks``.
_INJECTED_OPEN = re.compile(r"<(environment_context|user_instructions|collaboration_mode)(?=>)")
_UUID_RE = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jsonl$",
                      re.IGNORECASE)


@dataclass
class _Item:
    message: Message
    from_event: bool


@dataclass
class _Session:
    native: str | None = None
    started: JSON = None
    cwd: str | None = None
    parent: str | None = None
    items: list[_Item] = field(default_factory=list)
    call_names: dict[str, str] = field(default_factory=dict)


class CodexAdapter(Adapter):
    name = SOURCE
    label = "Codex CLI"
    description = "OpenAI Codex CLI sessions ($CODEX_HOME/sessions/**/rollout-*.jsonl)"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return [self.root(dataclasses.replace(env, path=None)) / "sessions"]

    def __init__(self) -> None:
        self.unknown_types: Counter[str] = Counter()
        self.corrupt_lines: dict[str, int] = {}

    # -- discovery -------------------------------------------------------------------------

    def root(self, env: SourceEnv) -> Path:
        if env.path is not None:
            return env.path
        return env_path(env.environ, "CODEX_HOME") or env.home / ".codex"

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        root = self.root(env)
        if root.is_file():
            yield file_unit(root)
            return
        if not root.is_dir():
            return
        folders = [root / d for d in SESSION_DIRS if (root / d).is_dir()] or [root]
        for folder in folders:
            try:
                paths = sorted(p for p in folder.rglob(ROLLOUT_GLOB) if p.is_file())
            except OSError:
                continue  # an unlistable folder is a source that is not there
            for path in paths:
                yield file_unit(path)

    # -- reading ---------------------------------------------------------------------------

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        path = unit.paths[0]
        lines = JsonLines(path)
        s = _Session()
        meta_seen = False
        for lineno, obj in lines:
            if not meta_seen:
                meta_seen = self._meta(obj, s)
            self._line(obj, lineno, s)
        if lines.corrupt:
            self.corrupt_lines[str(path)] = lines.corrupt
            log.debug("%s: skipped %d corrupt line(s)", path, lines.corrupt)
        if not lines.good:
            if lines.corrupt:
                env.skip(path, f"no readable lines ({lines.corrupt} corrupt)")
            return
        for problem in lines.problems(corrupt=False):  # texts cut, lines repaired
            env.skip(path, problem)
        messages = _dedupe(s.items)
        if not messages:
            return
        # Messages carry their line number until the session id is known (the meta line).
        cid = conversation_id(SOURCE, s.native or _native_from_name(path))
        for m in messages:
            m.id = message_id(cid, m.id)
        created, updated = conversation_times(s.started, None, messages)
        yield Conversation(
            id=cid, source=SOURCE, title=title_from(messages), project=project_path(s.cwd),
            created_at=created, updated_at=updated, source_ref=str(path), messages=messages,
            parent_id=conversation_id(SOURCE, s.parent) if s.parent else None,
        )

    def _meta(self, obj: JSONObject, s: _Session) -> bool:
        """Session id, start and cwd from a current ``session_meta`` or a legacy first line.

        The first meta line wins: a later one belongs to a session this one was forked from.
        """
        if obj.get("type") == "session_meta" and isinstance(obj.get("payload"), dict):
            meta = obj["payload"]
            s.started = meta.get("timestamp") or obj.get("timestamp")
        elif _is_legacy_meta(obj):
            meta = obj
            s.started = meta.get("timestamp")
        else:
            return False
        value = meta.get("id")
        s.native = str(value) if isinstance(value, str) and value else None
        cwd = meta.get("cwd")
        s.cwd = cwd if isinstance(cwd, str) and cwd else None
        s.parent = _parent_thread(meta.get("source"))
        return True

    def _line(self, obj: JSONObject, lineno: int, s: _Session) -> None:
        payload = obj.get("payload")
        if "payload" in obj and isinstance(obj.get("type"), str):
            kind = obj["type"]
            if not isinstance(payload, dict) or kind not in KNOWN_LINES:
                self._unknown(f"line:{kind}")
                return
            ts = iso_utc(obj.get("timestamp"))
            if kind == "response_item":
                self._item(payload, lineno, ts, s)
            elif kind == "event_msg":
                self._event(payload, lineno, ts, s)
            elif kind == "compacted":
                text = clean_text(payload.get("message") if isinstance(payload.get("message"),
                                                                       str) else None)
                if text:
                    s.items.append(_Item(Message(id=str(lineno), role="user",
                                                 text=text, created_at=ts, machine=True), False))
            elif kind == "turn_context" and s.cwd is None:
                cwd = payload.get("cwd")
                s.cwd = cwd if isinstance(cwd, str) and cwd else None
            return
        # Legacy shape: bare items; the meta line and state snapshots carry no transcript.
        if "record_type" in obj or _is_legacy_meta(obj):
            return
        if isinstance(obj.get("type"), str):
            self._item(obj, lineno, iso_utc(obj.get("timestamp")), s)
        else:
            self._unknown("line:untyped")

    def _unknown(self, kind: str) -> None:
        self.unknown_types[kind] += 1
        log.debug("skipped codex line of unknown type %s", kind)

    def _item(self, item: JSONObject, lineno: int, ts: str | None, s: _Session) -> None:
        kind = item.get("type") if isinstance(item.get("type"), str) else None
        mid = str(lineno)
        if kind == "message":
            role = item.get("role")
            if role not in ("user", "assistant"):
                return  # developer/system: harness instructions
            text = _content_text(item.get("content"), user=role == "user")
            if text:
                s.items.append(_Item(Message(id=mid, role=role, text=text, created_at=ts), False))
        elif kind in CALL_TYPES:
            call = _tool_call(item, lineno)
            s.call_names[call.id] = call.name
            last = s.items[-1] if s.items else None
            if last and not last.from_event and last.message.role == "assistant":
                last.message.tool_calls.append(call)
            else:
                s.items.append(_Item(Message(id=mid, role="assistant", text="", created_at=ts,
                                             tool_calls=[call]), False))
        elif kind in OUTPUT_TYPES:
            call_id = str(item.get("call_id") or "")
            text = clean_tool_output(_output_text(item.get("output")))
            if text:
                s.items.append(_Item(Message(id=mid, role="tool", text=text, created_at=ts,
                                             tool_call_id=call_id or None,
                                             tool_name=s.call_names.get(call_id)), False))
        elif kind not in SILENT_ITEMS:
            self._unknown(f"item:{kind}")

    def _event(self, event: JSONObject, lineno: int, ts: str | None, s: _Session) -> None:
        role = EVENT_ROLES.get(str(event.get("type")))
        if role is None:
            return  # token counts, exec begin/end, reasoning...: UI events, not transcript
        raw = event.get("message")
        text = _clean(raw, user=role == "user") if isinstance(raw, str) else ""
        if text:
            s.items.append(_Item(Message(id=str(lineno), role=role, text=text,
                                         created_at=ts), True))


# -- helpers -------------------------------------------------------------------------------


def _clean(text: str, user: bool) -> str:
    if user:
        if _INJECTED_START.match(text):
            return ""
        text = strip_tag_blocks(text, _INJECTED_OPEN)
    return clean_text(text)


def _content_text(content: JSON, user: bool) -> str:
    if isinstance(content, str):
        return _clean(content, user)
    parts: list[str] = []
    for part in content if isinstance(content, list) else ():
        if not isinstance(part, dict):
            continue
        if part.get("type") == "input_image" or "image_url" in part:
            url = str(part.get("image_url") or "")
            media = url[5:].split(";", 1)[0] if url.startswith("data:") else ""
            parts.append(f"[image: {media}]" if media else "[image]")
        elif isinstance(part.get("text"), str):
            text = _clean(part["text"], user)
            if text:
                parts.append(text)
    return "\n\n".join(parts)


def _tool_call(item: JSONObject, lineno: int) -> ToolCall:
    kind = item.get("type")
    call_id = str(item.get("call_id") or item.get("id") or f"line-{lineno}")
    if kind == "function_call":
        args: JSON = item.get("arguments")
        if isinstance(args, str):
            # Not JSON: kept as the string the model wrote.
            with contextlib.suppress(ValueError):
                args = loads(args)
        return ToolCall(id=call_id, name=str(item.get("name") or "function"),
                        input=clean_data(args))
    if kind == "custom_tool_call":
        return ToolCall(id=call_id, name=str(item.get("name") or "custom_tool"),
                        input=clean_data(item.get("input")))
    name = "local_shell" if kind == "local_shell_call" else "web_search"
    return ToolCall(id=call_id, name=name, input=clean_data(item.get("action")))


def _output_text(output: JSON) -> str:
    """Tool output: a string (older builds wrap it as JSON ``{output, metadata}``) or parts."""
    if isinstance(output, str):
        if output.lstrip().startswith("{"):
            try:
                data = loads(output)
            except ValueError:
                return output
            if isinstance(data, dict) and isinstance(data.get("output"), str):
                return cast("str", data["output"])
        return output
    if isinstance(output, list):
        pieces = []
        for part in output:
            if isinstance(part, dict) and isinstance(part.get("text"), str):
                pieces.append(part["text"])
            elif isinstance(part, dict) and "image_url" in part:
                pieces.append("[image]")
        return "\n".join(pieces)
    if isinstance(output, dict):
        for key in ("content", "output"):
            if isinstance(output.get(key), str):
                return cast("str", output[key])
    return ""


def _parent_thread(source: JSON) -> str | None:
    """``parent_thread_id`` from a ``{"subagent": {"thread_spawn": {...}}}`` session source."""
    if isinstance(source, dict):
        spawn = source.get("thread_spawn")
        if isinstance(spawn, dict) and isinstance(spawn.get("parent_thread_id"), str):
            return cast("str | None", spawn["parent_thread_id"])
        for value in source.values():
            found = _parent_thread(value)
            if found:
                return found
    return None


def _is_legacy_meta(obj: JSONObject) -> bool:
    return "id" in obj and not any(k in obj for k in ("type", "payload", "record_type"))


def _native_from_name(path: Path) -> str:
    m = _UUID_RE.search(path.name)
    return m.group(1).lower() if m else path.stem


def _key(m: Message) -> tuple[str, str]:
    return m.role, " ".join(m.text.split())


def _dedupe(items: list[_Item]) -> list[Message]:
    """Drop event copies of response-item messages, in either order; keep events left alone."""
    available = Counter(_key(i.message) for i in items if not i.from_event)
    out: list[Message] = []
    for item in items:
        if item.from_event:
            key = _key(item.message)
            if available[key] > 0:
                available[key] -= 1
                continue
        out.append(item.message)
    return out


__all__ = ["CodexAdapter"]
