"""Reading what Antigravity stored, one step or line at a time: the one table of ``.db`` step
kinds and field numbers (unverified: no real database was available; fix numbers here, and
only here), a step's protobuf decoded into text and tool calls, and a line of the transcript
mirror into a message."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..cleaning import clean_data, clean_text, clean_tool_output, strip_tag_blocks
from ..jsonish import JSON, JSONObject
from ..model import Message, Role, ToolCall, iso_utc, message_id
from .jsonl import loads
from .protobuf_wire import Field, at, prose, strings


@dataclass(frozen=True)
class StepKind:
    """How one ``step_type`` reads: its role, the ``Step`` field holding its payload message, the
    exact string paths of its text (first non-empty wins), fields never shown (thinking), and a
    tool name for legacy tool kinds that carry no call."""

    name: str
    role: Role
    payload: int | None = None
    text: tuple[tuple[int, ...], ...] = ()
    hidden: tuple[int, ...] = ()
    tool: str | None = None


# UNVERIFIED: no real .db was available. step_type 14/15 are community reports; the tool kinds
# and every field number come from pond's dump of descriptors embedded in agy 1.2.0 and from
# other reverse-engineering notes, which disagree in places. Fix numbers here, and only here,
# once checked against a real database. Paths are field numbers from the top of the Step.
STEP_KINDS: dict[int, StepKind] = {
    # CortexStepUserInput (Step 19): user_response 2, deprecated query 1.
    14: StepKind("USER_INPUT", "user", 19, text=((19, 2), (19, 1))),
    # CortexStepPlannerResponse (Step 20): modified_response 8, response 1; thinking 3,
    # signature 4, raw_thinking 16 are hidden; tool_calls 7 (see PATHS).
    15: StepKind("PLANNER_RESPONSE", "assistant", 20, text=((20, 8), (20, 1)),
                 hidden=(3, 4, 16)),
    132: StepKind("GENERIC", "tool", 140),            # agy 1.2: every model tool call
    103: StepKind("AGENCY_TOOL_CALL", "tool", 116),   # ACP client-side tools
    5: StepKind("CODE_ACTION", "tool", tool="code_action"),    # retired kinds (agy <= 1.0.x)
    7: StepKind("GREP_SEARCH", "tool", tool="grep_search"),
    8: StepKind("VIEW_FILE", "tool", tool="view_file"),
    21: StepKind("RUN_COMMAND", "tool", tool="run_command"),
    38: StepKind("MCP_TOOL", "tool", tool="mcp_tool"),
}
# Any other step type: a tool message when it carries prose, logged and counted.
OTHER_ROLE: Role = "tool"
PATHS: dict[str, tuple[int, ...]] = {
    "step_type": (1,),
    "status": (4,),
    "created_seconds": (5, 1, 1),    # metadata.created_at (Timestamp) .seconds
    "tool_call": (5, 4),             # metadata.tool_call: the ChatToolCall a tool step runs
    "planner_calls": (20, 7),        # planner_response.tool_calls[]
    "error": (31,),                  # CortexErrorDetails
    "call_id": (1,),                 # inside a ChatToolCall
    "call_name": (2,),
    "call_args": (3,),               # arguments_json
}
# Step fields that are bookkeeping, never the text of an unknown or legacy step.
ENVELOPE = frozenset({1, 4, 5, 31})
_REQUEST_OPEN, _REQUEST_CLOSE = "<USER_REQUEST>", "</USER_REQUEST>"
# Opening tags of injected blocks, removed with what they hold by ``strip_tag_blocks``.
_INJECTED_OPEN = re.compile(r"<(ADDITIONAL_METADATA|USER_SETTINGS_CHANGE)(?=>)")


def step_text(fields: list[Field], kind: StepKind | None) -> str:
    """A user or assistant step's text: the exact paths, else prose in its payload."""
    if kind is None:
        return ""
    for path in kind.text:
        for s in strings(fields, path):
            if s.strip():
                return s
    if kind.payload is None:
        return ""
    visible = [sub for f in at(fields, (kind.payload,)) if isinstance(f.value, list)
               for sub in f.value if sub.number not in kind.hidden]
    found = prose(visible)
    return max(found, key=len) if found else ""


def tool_text(fields: list[Field], kind: StepKind | None) -> str:
    """A tool step's output: the longest prose in its payload (the model-facing result), else
    in any non-envelope field, else the error details."""
    if kind is not None and kind.payload is not None:
        found = prose(fields, (kind.payload,))
    else:
        found = prose([f for f in fields if f.number not in ENVELOPE])
    if not found:
        found = prose(fields, PATHS["error"])
    return max(found, key=len) if found else ""


def first_str(fields: list[Field], path: tuple[int, ...]) -> str | None:
    return next((s for s in strings(fields, path) if s), None)


def db_call(sub: Field, fallback_id: str) -> ToolCall:
    inner = sub.value if isinstance(sub.value, list) else []
    args = first_str(inner, PATHS["call_args"])
    return ToolCall(id=first_str(inner, PATHS["call_id"]) or fallback_id,
                    name=first_str(inner, PATHS["call_name"]) or "unknown",
                    input=clean_data(json_or_text(args)))


def json_or_text(value: str | None) -> JSON:
    if value is None:
        return None
    try:
        return loads(value)
    except ValueError:
        return value


class Pairer:
    """Answers tool results with calls: by id when the step names one, else in order against
    the latest planner step's calls (a step that failed leaves its call unanswered)."""

    def __init__(self) -> None:
        self.pending: list[ToolCall] = []
        self.by_id: dict[str, ToolCall] = {}

    def offer(self, calls: list[ToolCall]) -> None:
        if calls:
            self.pending = list(calls)
            self.by_id.update((c.id, c) for c in calls)

    def answer(self, call_id: str | None) -> ToolCall | None:
        if call_id and call_id in self.by_id:
            call = self.by_id[call_id]
            if call in self.pending:
                self.pending.remove(call)
            return call
        return self.pending.pop(0) if self.pending else None


def encodes_args(path: Path) -> bool:
    """``transcript.jsonl`` writes every tool argument as a JSON-encoded string; ``_full`` not."""
    return path.name == "transcript.jsonl" or path.parent.name == "transcript"


def user_request(content: str) -> str:
    """The text the person typed: the ``<USER_REQUEST>`` body, injected blocks dropped."""
    bodies: list[str] = []
    at = 0
    # str.find, not a regex: a lazy regex rescans the rest for every unclosed tag (quadratic).
    while (start := content.find(_REQUEST_OPEN, at)) != -1:
        close = content.find(_REQUEST_CLOSE, start + len(_REQUEST_OPEN))
        if close == -1:
            break
        bodies.append(content[start + len(_REQUEST_OPEN):close].strip())
        at = close + len(_REQUEST_CLOSE)
    if bodies:
        return "\n\n".join(bodies)
    return strip_tag_blocks(content, _INJECTED_OPEN)


def transcript_message(cid: str, line: JSONObject, pairer: Pairer, seen: Counter[str],
                        encoded_args: bool) -> Message | None:
    kind = str(line.get("type") or "")
    source = str(line.get("source") or "")
    given, listed = line.get("content"), line.get("tool_calls")
    content: str = given if isinstance(given, str) else ""
    raw_calls: list[JSON] = listed if isinstance(listed, list) else []
    calls_in: list[tuple[str, JSON]] = []
    for call in raw_calls:
        if not isinstance(call, dict):
            continue
        args = call.get("args")
        if encoded_args and isinstance(args, dict):
            args = {k: json_or_text(v) if isinstance(v, str) else v for k, v in args.items()}
        calls_in.append((str(call.get("name") or "unknown"), args))
    created = iso_utc(line.get("created_at"))
    # Hashed after decoding, so transcript.jsonl and transcript_full.jsonl give the same ids.
    digest = hashlib.sha1(json.dumps([kind, content, calls_in], sort_keys=True,
                                     ensure_ascii=False, default=str).encode()).hexdigest()[:8]
    native = f"{line.get('step_index', '?')}:{digest}"
    seen[native] += 1
    if seen[native] > 1:
        native = f"{native}-{seen[native]}"
    mid = message_id(cid, native)
    if kind == "USER_INPUT" or source == "USER_EXPLICIT":
        text = clean_text(user_request(content))
        return Message(mid, "user", text, created) if text else None
    if kind == "PLANNER_RESPONSE":
        calls = [ToolCall(id=f"{native}.{n}", name=name, input=clean_data(args))
                 for n, (name, args) in enumerate(calls_in)]
        pairer.offer(calls)
        text = clean_text(content)
        if not text and not calls:
            return None
        return Message(mid, "assistant", text, created, tool_calls=calls)
    body = clean_tool_output(content)
    if not body:
        return None
    answered = pairer.answer(None)
    name = answered.name if answered else (kind.lower() if kind and kind != "GENERIC" else None)
    return Message(mid, "tool", body, created,
                   tool_call_id=answered.id if answered else None, tool_name=name)
