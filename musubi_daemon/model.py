"""The shapes every adapter yields and every note parses back to.

Identity is derived, never generated: a conversation is ``source:nativeId`` and a message is
``conversationId#nativeMessageId``, so running anything twice changes nothing the second time.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

Role = Literal["user", "assistant", "tool", "system"]
ROLES: tuple[str, ...] = ("user", "assistant", "tool", "system")


@dataclass
class ToolCall:
    """A call the assistant made; ``input`` is kept whole as JSON-serialisable data."""

    id: str
    name: str
    input: Any = None


@dataclass
class Message:
    id: str
    role: Role
    text: str
    created_at: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    # For role "tool": which call this output answers, and the tool's name when known.
    tool_call_id: str | None = None
    tool_name: str | None = None
    # Text in the user's seat that no person typed (a compaction summary, say).
    machine: bool = False

    @property
    def native_id(self) -> str:
        return self.id.split("#", 1)[1] if "#" in self.id else self.id


@dataclass
class Conversation:
    id: str
    source: str
    title: str | None
    project: str | None
    created_at: str
    updated_at: str
    source_ref: str
    messages: list[Message] = field(default_factory=list)
    # A subagent run points at the conversation that started it.
    parent_id: str | None = None

    @property
    def native_id(self) -> str:
        return self.id.split(":", 1)[1] if ":" in self.id else self.id

    def content_hash(self) -> str:
        """Hash over everything a note shows, so an unchanged conversation is never rewritten."""
        h = hashlib.sha256()
        head = [self.id, self.source, self.title, self.project, self.parent_id,
                self.created_at, self.updated_at]
        h.update(json.dumps(head, ensure_ascii=False).encode())
        for m in self.messages:
            row = [m.id, m.role, m.text, m.created_at, m.tool_call_id, m.tool_name, m.machine,
                   [[c.id, c.name, c.input] for c in m.tool_calls]]
            h.update(b"\0")
            h.update(json.dumps(row, ensure_ascii=False, sort_keys=True, default=str).encode())
        return h.hexdigest()


def conversation_id(source: str, native_id: str) -> str:
    return f"{source}:{native_id}"


def message_id(conversation: str, native_id: str) -> str:
    return f"{conversation}#{native_id}"


def iso_utc(value: Any) -> str | None:
    """Normalise the many timestamp shapes tools write to ``YYYY-MM-DDTHH:MM:SSZ`` (UTC).

    Seconds precision is on purpose: it is what a person reads, and it round-trips exactly.
    Unparseable or missing values give ``None`` rather than an invented time.
    """
    if value is None or value == "":
        return None
    try:
        if isinstance(value, (int, float)):
            seconds = float(value)
            if seconds > 1e11:  # milliseconds since the epoch
                seconds /= 1000.0
            dt = datetime.fromtimestamp(seconds, tz=UTC)
        elif isinstance(value, str):
            s = value.strip()
            if s.endswith("Z"):
                s = s[:-1] + "+00:00"
            dt = datetime.fromisoformat(s)
            if dt.tzinfo is None:
                dt = dt.replace(tzinfo=UTC)
        elif isinstance(value, datetime):
            dt = value if value.tzinfo else value.replace(tzinfo=UTC)
        else:
            return None
    except (ValueError, OverflowError, OSError):
        return None
    try:
        dt = dt.astimezone(UTC)
    except (OverflowError, ValueError):
        return None
    return (f"{dt.year:04d}-{dt.month:02d}-{dt.day:02d}T"
            f"{dt.hour:02d}:{dt.minute:02d}:{dt.second:02d}Z")


@dataclass
class StructuredNote:
    """What a conversation distils to: the conclusions, not the transcript."""

    title: str = ""
    summary: str = ""
    key_points: list[str] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    facts: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)  # open loops
    done: list[str] = field(default_factory=list)  # the open loops a person ticked off
    topics: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)  # always empty; kept for compatibility
