"""Cursor's bubbles (one message each, in the several shapes of its versions) turned into messages:
their text, role, time and tool calls, and a chat's title."""

from __future__ import annotations

import json
from typing import cast

from ..cleaning import clean_data, clean_text, clean_tool_output
from ..jsonish import JSON, JSONObject
from ..model import (
    Message,
    Role,
    ToolCall,
    iso_utc,
    message_id,
)
from .exports import title_from
from .jsonl import loads

TITLE_CHARS = 80
PLACEHOLDER_TITLES = {"", "new chat", "new composer", "new agent"}
_USER_TYPES = ("user", 1)
_ASSISTANT_TYPES = ("ai", 2)
_EPOCH_MS_MIN = 1e12  # timingInfo mixes epoch ms with a relative performance counter


def lexical_text(value: JSON) -> str:
    """Plain text of a Lexical editor state (JSON text or already parsed)."""
    if isinstance(value, str):
        if not value.strip():
            return ""
        try:
            value = loads(value)
        except ValueError:
            return ""
    if not isinstance(value, dict):
        return ""
    root = value.get("root", value)

    def inline(node: JSON) -> str:
        if not isinstance(node, dict):
            return ""
        if node.get("type") == "linebreak":
            return "\n"
        text = node.get("text")
        if isinstance(text, str):
            return text
        return "".join(inline(c) for c in node.get("children") or [])

    blocks = root.get("children") if isinstance(root, dict) else None
    if not isinstance(blocks, list):
        return ""
    return "\n".join(inline(b) for b in blocks)


def _role(bubble: JSONObject, header_type: JSON = None) -> Role | None:
    kind = bubble.get("type", header_type)
    if kind in _USER_TYPES:
        return "user"
    if kind in _ASSISTANT_TYPES:
        return "assistant"
    return None


def _first_text(*values: JSON) -> str:
    for v in values:
        if isinstance(v, str) and v.strip():
            return v
    return ""


def bubble_text(bubble: JSONObject, role: str) -> str:
    if role == "user":
        given = bubble.get("delegate")
        delegate: JSONObject = given if isinstance(given, dict) else {}
        return _first_text(bubble.get("text"), delegate.get("a"),
                           lexical_text(bubble.get("richText")),
                           lexical_text(bubble.get("initText")), lexical_text(delegate.get("b")))
    return _first_text(bubble.get("text"), bubble.get("rawText"))


def _bubble_time(bubble: JSONObject) -> str | None:
    created = iso_utc(bubble.get("createdAt"))
    if created:
        return created
    timing = bubble.get("timingInfo")
    if isinstance(timing, dict):
        sent = timing.get("clientRpcSendTime")
        if isinstance(sent, (int, float)) and sent > _EPOCH_MS_MIN:
            return iso_utc(sent)
    return None


def _json_inside(value: JSON) -> JSON:
    """Tool args and results are JSON encoded inside JSON strings; unwrap when possible."""
    if isinstance(value, str):
        try:
            return loads(value)
        except ValueError:
            return value
    return value


def _tool_output(tool: JSONObject) -> str:
    """What the tool returned, as a person would read it; errors and cancellations too."""
    result = _json_inside(tool.get("result"))
    if isinstance(result, dict):
        for key in ("output", "contents", "content", "text"):
            if isinstance(result.get(key), str):
                return cast("str", result[key])
        diff = result.get("diff")
        if isinstance(diff, dict) and isinstance(diff.get("chunks"), list):
            return "\n".join(str(c.get("diffString") or "") for c in diff["chunks"]
                             if isinstance(c, dict))
        files = result.get("files")
        if isinstance(files, list):
            return "\n".join(str(f.get("name")) + ("/" if f.get("isDirectory") else "")
                             for f in files if isinstance(f, dict))
        return json.dumps(result, ensure_ascii=False, indent=2)
    if isinstance(result, str) and result:
        return result
    if result not in (None, ""):
        return json.dumps(result, ensure_ascii=False, indent=2)
    error = _json_inside(tool.get("error"))
    if isinstance(error, dict):
        error = error.get("clientVisibleErrorMessage") or error.get("modelVisibleErrorMessage")
    if isinstance(error, str) and error:
        return f"Error: {error}"
    status = tool.get("status")
    if isinstance(status, str) and status not in ("", "completed"):
        return f"[{status}]"
    return ""


def _tool_call(tool: JSONObject, native: str) -> ToolCall:
    args = _json_inside(tool.get("rawArgs"))
    if args in (None, "", {}):
        args = _json_inside(tool.get("params"))
    name = tool.get("name")
    if not isinstance(name, str) or not name:
        name = f"tool-{tool.get('tool')}" if tool.get("tool") is not None else "tool"
    call_id = tool.get("toolCallId")
    return ToolCall(id=str(call_id) if call_id else native, name=name,
                    input=clean_data(args if args != "" else None))


def _is_tool(bubble: JSONObject) -> JSONObject | None:
    tool = bubble.get("toolFormerData")
    if isinstance(tool, dict) and (tool.get("name") or tool.get("toolCallId")):
        return tool
    return None


def add_bubble(out: list[Message], cid: str, bubble: JSONObject, native: str,
               header_type: JSON = None) -> None:
    """Append the message(s) one bubble makes; a bubble with nothing readable adds none."""
    if bubble.get("isThought"):
        return
    role = _role(bubble, header_type)
    if role is None:
        return
    created = _bubble_time(bubble)
    text = clean_text(bubble_text(bubble, role))
    tool = _is_tool(bubble) if role == "assistant" else None
    if tool is None:
        if text:
            out.append(Message(id=message_id(cid, native), role=role, text=text,
                               created_at=created))
        return
    call = _tool_call(tool, native)
    result_native = native
    if text:
        out.append(Message(id=message_id(cid, native), role="assistant", text=text,
                           created_at=created, tool_calls=[call]))
        result_native = f"{native}:result"
    elif out and out[-1].role == "assistant":
        out[-1].tool_calls.append(call)
    else:
        out.append(Message(id=message_id(cid, f"{native}:call"), role="assistant", text="",
                           created_at=created, tool_calls=[call]))
    output = clean_tool_output(_tool_output(tool))
    if output:
        out.append(Message(id=message_id(cid, result_native), role="tool", text=output,
                           created_at=created, tool_call_id=call.id, tool_name=call.name))


def _clip(line: str) -> str:
    if len(line) <= TITLE_CHARS:
        return line
    cut = line[:TITLE_CHARS].rsplit(" ", 1)[0] or line[:TITLE_CHARS]
    return cut.rstrip(" ,.;:-") + "…"


def make_title(raw: JSON, messages: list[Message]) -> str:
    """Cursor's own title (first line, clipped) unless it is a placeholder like "New chat"."""
    if isinstance(raw, str):
        for line in raw.splitlines():
            line = " ".join(line.split())
            if line:
                if line.lower() not in PLACEHOLDER_TITLES:
                    return _clip(clean_text(line))
                break
    return title_from(messages)
