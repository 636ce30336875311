"""Claude.ai data exports (``data-*.zip``, its folder, or a conversations JSON file).

Conventions (see ``shared/formats/claude-export.md``; no real export was available, so every
field is read defensively):

* ``conversations.json`` and batched ``conversations-NNNN.json`` are read in name order, streamed
  with ``ijson``; zips are read in place. ``users.json`` (PII) and ``projects.json`` are not read:
  the export does not say which project a conversation belongs to.
* With ``parent_message_uuid`` the messages form a tree: the transcript is the path to the latest
  leaf by ``created_at`` (or ``current_leaf_message_uuid`` in API dumps), so abandoned edits and
  regenerations are dropped as in the ChatGPT adapter. Without parents the list is taken as is.
* ``content`` blocks win over ``text``, which can omit tool parts or hold placeholders.
  ``thinking`` is dropped; ``tool_use`` becomes a ``ToolCall`` on the assistant message and
  ``tool_result`` a ``tool`` message, splitting the assistant turn so the order is kept.
* An attachment's ``extracted_content`` is the only copy of a pasted file, so it is kept whole
  (redacted like a message) as a text ``Attachment`` under the file's name, which the vault
  stores as a content-addressed artifact. ``files[]`` and attachments without extracted text are
  binaries the export does not hold: named placeholders.
"""

from __future__ import annotations

import json
import logging
import re
import zipfile
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from ..cleaning import clean_data, clean_text, clean_tool_output, normalise
from ..config import ATTACHMENT_MAX_BYTES
from ..jsonish import JSON, JSONObject
from ..model import (
    Attachment,
    Conversation,
    Message,
    Role,
    ToolCall,
    conversation_id,
    iso_utc,
    media_type_for,
    message_id,
)
from ..redact import redact
from .base import Adapter, SourceEnv, SourceError, Unit, file_unit, stat_fingerprint
from .export_files import NOT_IN_EXPORT, TEXT_MEDIA_TYPES, TOO_LARGE
from .exports import (
    ZIP_ERRORS,
    JsonOpener,
    conversation_times,
    file_opener,
    iter_json_values,
    report_cuts,
    sniff_file,
    sniff_member,
    title_from,
    walk_files,
    zip_opener,
)

log = logging.getLogger(__name__)

SOURCE = "claude-export"
_BATCH_RE = re.compile(r"^conversations(?:-\d+)?\.json$")
# Besides conversations, an export zip in Downloads carries one of these.
SIDE_FILES = ("users.json", "projects.json", "memories.json")
# Fixed strings claude.ai writes instead of content it cannot render in the export.
PLACEHOLDERS = (
    "Viewing artifacts created via the Analysis Tool web feature preview isn't yet supported on "
    "mobile.",
    "This block is not supported on your current device yet.",
)
ROLES: dict[str, Role] = {"human": "user", "user": "user", "assistant": "assistant"}
_MIN_TIME = datetime.min.replace(tzinfo=UTC)


def is_batch_name(name: str) -> bool:
    return bool(_BATCH_RE.match(name.rsplit("/", 1)[-1]))


def _is_nil(uuid: JSON) -> bool:
    return not uuid or (isinstance(uuid, str) and uuid.startswith("00000000-0000-"))


def _time(value: JSON) -> datetime:
    """A sortable time; unparseable values sort first so they never win "latest leaf"."""
    if isinstance(value, str) and value:
        try:
            dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
            return dt if dt.tzinfo else dt.replace(tzinfo=UTC)
        except ValueError:
            pass
    return _MIN_TIME


def strip_placeholders(text: str) -> str:
    for p in PLACEHOLDERS:
        text = text.replace(p, "")
    return text


def _flatten(value: JSON) -> str:
    """Tool-result content (a string, blocks, or nested blocks) as readable text."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n\n".join(t for t in (_flatten(v).strip() for v in value) if t)
    if isinstance(value, dict):
        if value.get("type") == "knowledge" or "url" in value:
            head = [str(value.get(k) or "").strip() for k in ("title", "url")]
            body = _flatten(value.get("text") or value.get("content") or "")
            return "\n".join([*(h for h in head if h), body]).strip()
        for key in ("text", "content", "output"):
            if key in value:
                return _flatten(value[key])
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return "" if value is None else str(value)


def active_messages(messages: list[JSONObject], leaf: JSON = None) -> list[JSONObject]:
    """The path to the active leaf when messages carry parents, else the list in its own order."""
    if messages and all("index" in m for m in messages):
        messages = sorted(messages, key=lambda m: m.get("index") or 0)
    if not any(not _is_nil(m.get("parent_message_uuid")) for m in messages):
        return messages
    by_id = {m.get("uuid"): m for m in messages}
    if leaf not in by_id:
        parents = {m.get("parent_message_uuid") for m in messages}
        leaves = [(i, m) for i, m in enumerate(messages) if m.get("uuid") not in parents]
        if not leaves:
            return messages
        leaf = max(leaves, key=lambda im: (_time(im[1].get("created_at")), im[0]))[1].get("uuid")
    path: list[JSONObject] = []
    seen: set[JSON] = set()
    node = by_id.get(leaf)
    while node is not None and node.get("uuid") not in seen:
        seen.add(node.get("uuid"))
        path.append(node)
        parent = node.get("parent_message_uuid")
        node = None if _is_nil(parent) else by_id.get(parent)
    path.reverse()
    return path


class ClaudeExportAdapter(Adapter):
    name = "claude-export"
    label = "Claude.ai"
    description = "Claude.ai data export (data-*.zip, folder or conversations.json)"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return [env.home / "Downloads"]  # where a browser saves the export

    def __init__(self) -> None:
        self.unknown_types: Counter[str] = Counter()

    # ------------------------------------------------------------ discovery

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        if env.path is not None:
            path = env.path
            if path.is_dir():
                batches = _batches(path)
                if batches:
                    yield Unit(key=str(path), paths=batches, fingerprint=stat_fingerprint(batches))
                else:
                    yield from self._discover(path)
            elif path.exists():
                yield file_unit(path)
            return
        downloads = env.home / "Downloads"
        if downloads.is_dir():
            yield from self._discover(downloads)

    def _discover(self, root: Path) -> Iterator[Unit]:
        for path in walk_files(root, lambda n: n.startswith("data-") and n.endswith(".zip"), 1):
            if _is_claude_zip(path):
                yield file_unit(path)
        seen: set[Path] = set()
        for path in walk_files(root, is_batch_name):
            folder = path.parent
            if folder in seen or sniff_file(path) != "claude":
                continue
            seen.add(folder)
            batches = _batches(folder)
            yield Unit(key=str(folder), paths=batches, fingerprint=stat_fingerprint(batches))

    # ------------------------------------------------------------ reading

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        for path in unit.paths:
            if zipfile.is_zipfile(path):
                yield from self._read_zip(path, env)
            else:
                yield from self._read_values(file_opener(path), str(path), env)

    def _read_zip(self, path: Path, env: SourceEnv) -> Iterator[Conversation]:
        try:
            zf = zipfile.ZipFile(path)
        except ZIP_ERRORS as exc:
            raise SourceError(f"{path}: cannot open zip ({exc})") from exc
        with zf:
            members = sorted(n for n in zf.namelist() if is_batch_name(n))
            if not members:
                raise SourceError(f"{path} is not a Claude.ai export: no conversations.json")
            for member in members:
                yield from self._read_values(zip_opener(zf, member), f"{path}!{member}", env)

    def _read_values(
        self, open_json: JsonOpener, ref: str, env: SourceEnv
    ) -> Iterator[Conversation]:
        with report_cuts(ref, env) as cuts:
            yield from self._converted(iter_json_values(open_json, ref, cuts), ref, env)

    def _converted(self, values: Iterator[JSON], ref: str,
                   env: SourceEnv) -> Iterator[Conversation]:
        for n, value in enumerate(values):
            if n == 0 and isinstance(value, dict) and "mapping" in value:
                raise SourceError(f"{ref} is a ChatGPT export, not a Claude.ai export")
            native = value.get("uuid") if isinstance(value, dict) else None
            try:
                conv = self.convert(value, ref)
            except (ValueError, TypeError, KeyError, AttributeError) as exc:
                env.skip(f"{ref}#{native or n}", f"malformed conversation: {exc}")
                continue
            if conv is not None:
                yield conv

    def convert(self, raw: JSON, ref: str) -> Conversation | None:
        """One export object to a Conversation; ``None`` for a conversation with no messages."""
        if not isinstance(raw, dict):
            raise TypeError("conversation is not an object")
        native = raw.get("uuid")
        if not isinstance(native, str) or not native:
            raise ValueError("no uuid")
        chat = raw.get("chat_messages")
        if chat is None:
            chat = []
        if not isinstance(chat, list) or not all(isinstance(m, dict) for m in chat):
            raise ValueError("chat_messages is not a list of objects")
        cid = conversation_id(SOURCE, native)
        messages: list[Message] = []
        for msg in active_messages(chat, raw.get("current_leaf_message_uuid")):
            messages.extend(self._message(cid, msg))
        if not messages:
            return None
        title = raw.get("name")
        if not isinstance(title, str) or not title.strip():
            title = title_from(messages)
        created, updated = conversation_times(raw.get("created_at"), raw.get("updated_at"),
                                              messages)
        return Conversation(id=cid, source=SOURCE, title=" ".join(title.split()), project=None,
                            created_at=created, updated_at=updated, source_ref=ref,
                            messages=messages)

    def _message(self, cid: str, msg: JSONObject) -> list[Message]:
        """One export message; an assistant turn with tool results becomes several messages."""
        native = msg.get("uuid")
        if not isinstance(native, str) or not native:
            raise ValueError("message without uuid")
        role = ROLES.get(str(msg.get("sender")))
        if role is None:
            self.unknown_types[f"sender:{msg.get('sender')}"] += 1
            return []
        created = iso_utc(msg.get("created_at"))
        out: list[Message] = []
        texts: list[str] = []
        calls: list[ToolCall] = []
        pending: dict[str, str] = {}  # tool name -> id of its latest call, for id-less results

        def flush(files: list[Attachment] | None = None) -> None:
            body = clean_text(strip_placeholders("\n\n".join(texts)))
            if body or calls or files:
                n = len(out)
                mid = native if n == 0 else f"{native}-{n}"
                out.append(Message(id=message_id(cid, mid), role=role, text=body,
                                   created_at=created, tool_calls=list(calls),
                                   attachments=files or []))
            texts.clear()
            calls.clear()

        blocks = msg.get("content")
        if isinstance(blocks, list) and blocks:
            for i, block in enumerate(blocks):
                if not isinstance(block, dict):
                    continue
                kind = block.get("type")
                if kind == "text":
                    texts.append(str(block.get("text") or ""))
                elif kind == "tool_use":
                    call_id = str(block.get("id") or f"{native}-call{i}")
                    name = str(block.get("name") or "tool")
                    calls.append(ToolCall(id=call_id, name=name,
                                          input=clean_data(block.get("input"))))
                    pending[name] = call_id
                elif kind == "tool_result":
                    flush()
                    answered = block.get("name")
                    answers = block.get("tool_use_id") or pending.get(str(answered))
                    body = clean_tool_output(_flatten(block.get("content")))
                    if block.get("is_error") and body:
                        body = f"Error: {body}"
                    if body:
                        out.append(Message(id=message_id(cid, f"{native}-{len(out)}"),
                                           role="tool", text=body, created_at=created,
                                           tool_call_id=answers,
                                           tool_name=str(name) if name else None))
                elif kind in ("thinking", "redacted_thinking", "token_budget"):
                    continue
                elif isinstance(block.get("text"), str):
                    texts.append(block["text"])
                else:
                    self.unknown_types[str(kind)] += 1
        else:
            texts.append(str(msg.get("text") or ""))
        flush(_attachments(msg))
        return out


def _text_attachment(name: str, content: str) -> Attachment:
    """Extracted text as a file of its own: its name's text type, else plain text."""
    kind = media_type_for(name)
    if not kind or not (kind.startswith("text/") or kind in TEXT_MEDIA_TYPES):
        kind = "text/plain"
    data = (redact(normalise(content)) + "\n").encode("utf-8")
    if len(data) > ATTACHMENT_MAX_BYTES:
        return Attachment(name=name, media_type=kind, size=len(data), missing=TOO_LARGE)
    return Attachment.of_bytes(name, data, kind)


def _attachments(msg: JSONObject) -> list[Attachment]:
    """Pasted/uploaded text kept whole, and placeholders for files whose bytes the export lacks."""
    out: list[Attachment] = []
    for att in msg.get("attachments") or []:
        if not isinstance(att, dict):
            continue
        name = str(att.get("file_name") or "attachment")
        content = att.get("extracted_content")
        if isinstance(content, str) and content.strip():
            out.append(_text_attachment(name, content))
            continue
        kind, size = att.get("file_type"), att.get("file_size")
        if not (isinstance(size, int) and not isinstance(size, bool) and size >= 0):
            size = None
        out.append(Attachment(
            name=name,
            media_type=kind if isinstance(kind, str) and "/" in kind else media_type_for(name),
            size=size, missing=NOT_IN_EXPORT))
    for f in msg.get("files") or msg.get("files_v2") or []:
        if isinstance(f, dict) and f.get("file_name"):
            name = str(f["file_name"])
            out.append(Attachment(name=name, media_type=media_type_for(name),
                                  missing=NOT_IN_EXPORT))
    return out


def _batches(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.is_file() and is_batch_name(p.name))
    except OSError:
        return []


def _is_claude_zip(path: Path) -> bool:
    try:
        with zipfile.ZipFile(path) as zf:
            names = zf.namelist()
            members = sorted(n for n in names if is_batch_name(n))
            if not members:
                return False
            if not any(n.rsplit("/", 1)[-1] in SIDE_FILES or "projects/" in n for n in names):
                return False
            return sniff_member(zf, members[0]) != "chatgpt"
    except ZIP_ERRORS:
        return False
