"""The shapes every adapter yields and every note parses back to.

Identity is derived, never generated: a conversation is ``source:nativeId`` and a message is
``conversationId#nativeMessageId``, so running anything twice changes nothing the second time.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any, Literal

from .jsonish import JSON
from .redact import redact

Role = Literal["user", "assistant", "tool", "system"]
# Line breaks and other controls: an author name is shown on its message's header line.
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029]+")
ROLES: tuple[str, ...] = ("user", "assistant", "tool", "system")


@dataclass
class ToolCall:
    """A call the assistant made; ``input`` is kept whole as JSON-serialisable data."""

    id: str
    name: str
    input: JSON = None


# Media types by file extension: a fixed table, so a note and its hash never depend on the
# machine's MIME database. Unknown extensions keep the type the export declared, if any.
MEDIA_TYPES = {
    "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
    "webp": "image/webp", "bmp": "image/bmp", "svg": "image/svg+xml", "avif": "image/avif",
    "heic": "image/heic", "pdf": "application/pdf", "txt": "text/plain", "md": "text/markdown",
    "csv": "text/csv", "tsv": "text/tab-separated-values", "json": "application/json",
    "html": "text/html", "xml": "application/xml", "py": "text/x-python",
    "mp3": "audio/mpeg", "wav": "audio/wav", "m4a": "audio/mp4", "ogg": "audio/ogg",
    "mp4": "video/mp4", "mov": "video/quicktime", "webm": "video/webm",
}
EXTENSIONS = {t: e for e, t in reversed(MEDIA_TYPES.items())}  # first extension listed wins
# What Obsidian shows inline when embedded with ![[...]].
IMAGE_EXTENSIONS = frozenset({"png", "jpg", "jpeg", "gif", "webp", "bmp", "svg", "avif"})
# Media types outside text/* that are text all the same.
TEXT_TYPES = frozenset({"application/json", "application/xml"})


def _suffix(name: str) -> str | None:
    suffix = PurePosixPath(name.replace("\\", "/")).suffix.lower().lstrip(".")
    return suffix if suffix.isascii() and suffix.isalnum() and len(suffix) <= 10 else None


def media_type_for(name: str) -> str | None:
    """The media type a file name implies, from the fixed table."""
    suffix = _suffix(name)
    return MEDIA_TYPES.get(suffix) if suffix else None


@dataclass
class Attachment:
    """A file a message carried: an uploaded image, a pasted document.

    The adapter computes ``sha256`` once, so hashing a conversation never touches the bytes and
    equal bytes are one artifact; ``read`` fetches them only when the vault has no artifact with
    that digest yet (exports are large). A file the export names but does not hold (or one too
    large to keep) has no digest, and ``missing`` says why. ``read`` is not part of equality: a
    note read back links to the artifact instead.
    """

    name: str
    media_type: str | None = None
    size: int | None = None
    sha256: str | None = None
    missing: str | None = None
    read: Callable[[], bytes] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of_bytes(cls, name: str, data: bytes, media_type: str | None = None) -> Attachment:
        """An attachment whose bytes are already in memory (extracted text, say)."""
        return cls(name=name, media_type=media_type, size=len(data),
                   sha256=hashlib.sha256(data).hexdigest(), read=lambda: data)

    @property
    def ext(self) -> str:
        """The artifact's extension: the name's when it fits the media type, else the type's."""
        suffix = _suffix(self.name)
        if self.media_type is None:
            return suffix or "bin"
        if suffix and MEDIA_TYPES.get(suffix, self.media_type) == self.media_type:
            return suffix
        return EXTENSIONS.get(self.media_type) or suffix or "bin"

    @property
    def is_image(self) -> bool:
        return self.sha256 is not None and self.ext in IMAGE_EXTENSIONS

    @property
    def is_text(self) -> bool:
        media = self.media_type or MEDIA_TYPES.get(self.ext, "")
        return self.sha256 is not None and (media.startswith("text/") or media in TEXT_TYPES)

    def text(self, limit: int) -> str | None:
        """The attachment as text (at most ``limit`` characters) for search and distillation:
        what a person pasted is part of what the conversation said."""
        if not self.is_text:
            return None
        data = self.content()
        if data is None:
            return None
        return data.decode("utf-8", errors="replace")[:limit]

    def content(self) -> bytes | None:
        """The bytes, or None when they cannot be read now or no longer match the digest."""
        if self.read is None or self.sha256 is None:
            return None
        try:
            data = self.read()
        except (OSError, ValueError, RuntimeError, EOFError):
            return None  # gone or damaged since it was hashed
        return data if hashlib.sha256(data).hexdigest() == self.sha256 else None


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
    # Files the message carried, in the export's order; the note links their artifacts.
    attachments: list[Attachment] = field(default_factory=list)
    # Who said it, in a source with more than two parties (a person in a group chat, a named
    # participant): a display name on one line, so search can favour what a named person said.
    # None when the role says it all (one person and one assistant).
    author: str | None = None

    def __post_init__(self) -> None:
        if self.author is not None:
            self.author = " ".join(_CONTROL_RE.sub(" ", self.author).split()) or None

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

    def __post_init__(self) -> None:
        # Titles come raw from exports and renames, and end up in file names, front matter,
        # topic pages and the index: redacted here, once for every adapter, like message text.
        if self.title:
            self.title = redact(self.title)

    @property
    def native_id(self) -> str:
        return self.id.split(":", 1)[1] if ":" in self.id else self.id

    def origin(self) -> str | None:
        """What names where this conversation began: its first message's id and a digest of
        that message, so a resumed session (which replays it) is known under another id, and
        two conversations whose tools reuse message ids (0, 1, ...) never are."""
        if not self.messages:
            return None
        first = self.messages[0]
        digest = hashlib.sha256(json.dumps([first.role, first.created_at, first.text],
                                           ensure_ascii=False).encode()).hexdigest()[:20]
        return f"{first.native_id} {digest}"

    def content_hash(self) -> str:
        """Hash over everything a note shows, so an unchanged conversation is never rewritten."""
        h = hashlib.sha256()
        head = [self.id, self.source, self.title, self.project, self.parent_id,
                self.created_at, self.updated_at]
        h.update(json.dumps(head, ensure_ascii=False).encode())
        for m in self.messages:
            row: list[Any] = [m.id, m.role, m.text, m.created_at, m.tool_call_id,
                              m.tool_name, m.machine,
                              [[c.id, c.name, c.input] for c in m.tool_calls]]
            if m.attachments:  # only then, so hashes of notes without any stay as they were
                row.append([[a.name, a.media_type, a.size, a.sha256, a.missing]
                            for a in m.attachments])
            if m.author:  # likewise: a message without an author hashes as it always did
                row.append({"author": m.author})
            h.update(b"\0")
            h.update(json.dumps(row, ensure_ascii=False, sort_keys=True, default=str).encode())
        return h.hexdigest()


def conversation_id(source: str, native_id: str) -> str:
    return f"{source}:{native_id}"


def message_id(conversation: str, native_id: str) -> str:
    return f"{conversation}#{native_id}"


def iso_utc(value: JSON) -> str | None:
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
    # Decisions the conversation itself reversed: kept (struck through) so the note says what
    # it was, never listed as current.
    superseded: list[str] = field(default_factory=list)
