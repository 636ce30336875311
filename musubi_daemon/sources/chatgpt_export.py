"""ChatGPT data exports (zip, extracted folder, ``conversations.json`` or one conversation object).

Conventions (see ``shared/formats/chatgpt-export.md``):

* A conversation is a tree; the transcript is the branch the person last saw: ``parent`` links
  from ``current_node`` up to the root, reversed. Abandoned edits and regenerations are dropped,
  because a note should read like the chat the person remembers. Without ``current_node`` the
  leaf with the latest ``create_time`` stands in.
* Order comes from the tree, never from ``create_time``: it can be null or out of order.
* Hidden plumbing is dropped: the empty system prompt, custom instructions, memory, reasoning
  internals, anything flagged ``is_visually_hidden_from_conversation``. ``weight == 0`` hides
  system/user/assistant text but not tool output: 2023 browser results carry weight 0 only
  because they were not resent to the model, while the person saw them and the answer rests on
  them.
* An assistant turn addressed to a tool (``recipient`` other than ``all``) becomes a ``ToolCall``
  on an assistant message; the tool's reply a ``tool`` message answering that call.
* Citation markers are stripped from answers; inside browser output a link marker keeps its label.
* Files are streamed with ``ijson`` and zips read in place, so a 100 MB export is never whole in
  memory and nothing is extracted to disk.
* Uploaded files (``asset_pointer`` parts such as ``file-service://file-XXXX`` or
  ``sediment://file_...``, and ``metadata.attachments``) become ``Attachment``s: the export holds
  them as ``file-XXXX-<name>`` / ``file_<hex>-<name>`` beside ``conversations.json`` (in the zip
  or the folder, any subfolder), matched by id. Each is hashed once while the export is read and
  its bytes read again only when the vault lacks that artifact. A file the export does not hold,
  or one over ``ATTACHMENT_MAX_BYTES``, stays a named placeholder; text files are redacted like
  messages.
* Message times are the message's own or ``None``: a missing time is not invented. The
  conversation's times fall back to its messages' when the export has none.
"""

from __future__ import annotations

import logging
import re
import zipfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from ..cleaning import clean_data, clean_text, clean_tool_output
from ..jsonish import JSON, JSONObject
from ..model import (
    Attachment,
    Conversation,
    Message,
    ToolCall,
    conversation_id,
    iso_utc,
    message_id,
)
from .base import Adapter, SourceEnv, SourceError, Unit, file_unit, project_path
from .export_files import ExportFiles
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
from .jsonl import loads

log = logging.getLogger(__name__)

SOURCE = "chatgpt-export"
EXPORT_FILE = "conversations.json"
# A zip in Downloads is a ChatGPT export only with one of these beside conversations.json.
SIDE_FILES = ("chat.html", "message_feedback.json", "user.json")
PLACEHOLDER_TITLES = {"", "new chat"}

HIDDEN_TYPES = {"user_editable_context", "model_editable_context", "thoughts", "reasoning_recap"}
TOOL_OUTPUT_TYPES = {"execution_output", "tether_browsing_display", "tether_quote", "system_error"}
NOT_A_CALL = {"", "all", "assistant", "user"}

# Old style 【12†source】 / 【4:0†source】 and the 2024+ private-use spans \ue200cite...\ue201.
_OLD_CITE_RE = re.compile(r"[ \t]*【[^】\n]{0,200}†[^】\n]{0,300}】")
_NEW_CITE_RE = re.compile(r"[ \t]*\ue200[^\ue201]{0,500}\ue201")
_PRIVATE_MARK_RE = re.compile(r"[\ue200-\ue2ff]")
_LINK_MARK_RE = re.compile(r"【\d+(?::\d+)?†([^†】\n]*)(?:†[^】\n]*)?】")


# ---------------------------------------------------------------- ChatGPT specifics


def strip_citations(text: str) -> str:
    text = _NEW_CITE_RE.sub("", text)
    text = _OLD_CITE_RE.sub("", text)
    return _PRIVATE_MARK_RE.sub("", text)


def unlink_markers(text: str) -> str:
    """Browser output: ``【3†Home†example.org】`` becomes ``Home``, as ChatGPT rendered it."""
    return _PRIVATE_MARK_RE.sub("", _LINK_MARK_RE.sub(lambda m: m.group(1), text))


def _asset_id(pointer: str) -> str:
    return pointer.split("://", 1)[-1] if pointer else "unknown"


def _is_pointer(part: JSON) -> bool:
    return isinstance(part, dict) and isinstance(part.get("asset_pointer"), str)


def _pointers(part: JSON) -> Iterator[JSONObject]:
    """Asset pointers in one ``parts`` entry, also those nested one level down (voice mode)."""
    if not isinstance(part, dict):
        return
    if _is_pointer(part):
        yield part
        return
    for value in part.values():
        for item in value if isinstance(value, list) else [value]:
            if _is_pointer(item):
                yield item


def _part_text(part: JSON) -> str:
    """One ``parts`` entry as text; a file pointer has none (it becomes an ``Attachment``)."""
    if isinstance(part, str):
        return part
    if not isinstance(part, dict):
        return ""
    if part.get("content_type") == "audio_transcription":
        return str(part.get("text") or "")
    if str(part.get("content_type") or "").endswith("asset_pointer") or any(
            True for _ in _pointers(part)):
        return ""
    text = part.get("text")
    return text if isinstance(text, str) else ""


def _parts_text(content: JSONObject) -> str:
    parts = content.get("parts")
    if not isinstance(parts, list):
        return ""
    return "\n".join(t for t in (_part_text(p).strip() for p in parts) if t)


def _content_text(content: JSONObject) -> str | None:
    """The readable text of a content object; ``None`` when the type is unknown and textless."""
    kind = content.get("content_type")
    if kind in ("text", "multimodal_text"):
        return _parts_text(content)
    if kind in ("code", "execution_output", "system_error"):
        text = content.get("text")
        return "" if text in (None, "null") else str(text)
    if kind == "tether_browsing_display":
        return unlink_markers(str(content.get("result") or content.get("summary") or ""))
    if kind == "tether_quote":
        head = [str(content.get(k) or "").strip() for k in ("title", "url")]
        return "\n".join([*(h for h in head if h), "", str(content.get("text") or "")]).strip()
    text = _parts_text(content)
    if not text and isinstance(content.get("text"), str):
        text = content["text"]
    return text or None


# Names a message's author may carry that say what it is, not who: no participant's name.
ROLE_NAMES = frozenset({"user", "assistant", "system", "tool", "chatgpt", "gpt", "model"})


def participant(name: JSON) -> str | None:
    """The person ``author.name`` names (a group chat's member), or None when it names a role
    or nothing: only a participant's name tells apart who said what."""
    if not isinstance(name, str) or name.strip().lower() in ROLE_NAMES:
        return None
    return name.strip() or None


def _is_hidden(msg: JSONObject) -> bool:
    meta = msg.get("metadata") or {}
    role = (msg.get("author") or {}).get("role")
    content = msg.get("content") or {}
    if meta.get("is_visually_hidden_from_conversation") or meta.get("is_user_system_message"):
        return True
    if content.get("content_type") in HIDDEN_TYPES:
        return True
    weight = msg.get("weight")
    if role != "tool" and weight is not None and float(weight) == 0.0:
        return True
    return role == "system" and not _parts_text(content).strip()


def active_path(mapping: JSONObject, current: JSON) -> list[JSONObject]:
    """Nodes from the root to the active leaf, in tree order."""
    if not isinstance(current, str) or current not in mapping:
        current = _latest_leaf(mapping)
    path: list[JSONObject] = []
    seen: set[str] = set()
    node_id: JSON = current
    while isinstance(node_id, str) and node_id in mapping and node_id not in seen:
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            raise ValueError(f"node {node_id} is not an object")
        path.append(node)
        node_id = node.get("parent")
    path.reverse()
    return path


def _latest_leaf(mapping: JSONObject) -> str | None:
    best: tuple[float, int] | None = None
    best_id: str | None = None
    for i, (node_id, node) in enumerate(mapping.items()):
        if not isinstance(node, dict) or any(c in mapping for c in node.get("children") or []):
            continue
        msg = node.get("message") or {}
        t = msg.get("create_time") if isinstance(msg, dict) else None
        key = (float(t) if isinstance(t, (int, float)) else float("-inf"), i)
        if best is None or key > best:
            best, best_id = key, node_id
    return best_id


def _project(conv: JSONObject) -> str | None:
    """A ChatGPT project (``g-p-...``) is a project; a custom GPT (``g-...``) is not."""
    for key in ("conversation_template_id", "gizmo_id"):
        value = conv.get(key)
        if isinstance(value, str) and value.startswith("g-p-"):
            return value
    return None


class ChatGPTExportAdapter(Adapter):
    name = "chatgpt-export"
    label = "ChatGPT"
    description = "ChatGPT data export (zip, folder or conversations.json)"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return [env.home / "Downloads"]  # where a browser saves the export

    def __init__(self) -> None:
        # Content types dropped because they held no text, counted for `musubi status`/debugging.
        self.unknown_types: Counter[str] = Counter()

    # ------------------------------------------------------------ discovery

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        if env.path is not None:
            path = env.path
            if path.is_dir():
                if (path / EXPORT_FILE).is_file():
                    yield file_unit(path / EXPORT_FILE)
                else:
                    yield from self._discover(path)
            elif path.exists():
                yield file_unit(path)
            return
        downloads = env.home / "Downloads"
        if downloads.is_dir():
            yield from self._discover(downloads)

    def _discover(self, root: Path) -> Iterator[Unit]:
        for path in walk_files(root, lambda n: n.lower().endswith(".zip"), depth=1):
            if _is_chatgpt_zip(path):
                yield file_unit(path)
        for path in walk_files(root, lambda n: n == EXPORT_FILE):
            if sniff_file(path) == "chatgpt":
                yield file_unit(path)

    # ------------------------------------------------------------ reading

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        path = unit.paths[0]
        if zipfile.is_zipfile(path):
            yield from self._read_zip(path, env)
        else:
            files = ExportFiles(folder=path.parent)
            yield from self._read_values(file_opener(path), str(path), env, files)

    def _read_zip(self, path: Path, env: SourceEnv) -> Iterator[Conversation]:
        try:
            zf = zipfile.ZipFile(path)
        except ZIP_ERRORS as exc:
            raise SourceError(f"{path}: cannot open zip ({exc})") from exc
        with zf:
            member = _export_member(zf.namelist())
            if member is None:
                raise SourceError(f"{path} is not a ChatGPT export: no {EXPORT_FILE}")
            files = ExportFiles(zip_file=zf, zip_path=path)
            yield from self._read_values(zip_opener(zf, member), f"{path}!{member}", env, files)

    def _read_values(
        self, open_json: JsonOpener, ref: str, env: SourceEnv, files: ExportFiles
    ) -> Iterator[Conversation]:
        with report_cuts(ref, env) as cuts:
            yield from self._converted(iter_json_values(open_json, ref, cuts), ref, env, files)

    def _converted(self, values: Iterator[JSON], ref: str, env: SourceEnv,
                   files: ExportFiles) -> Iterator[Conversation]:
        for n, value in enumerate(values):
            if n == 0 and isinstance(value, dict) and "chat_messages" in value:
                raise SourceError(f"{ref} is a Claude.ai export, not a ChatGPT export")
            native = _native_id(value)
            try:
                conv = self.convert(value, ref, files)
            except (ValueError, TypeError, KeyError, AttributeError) as exc:
                env.skip(f"{ref}#{native or n}", f"malformed conversation: {exc}")
                continue
            if conv is not None:
                yield conv

    def convert(self, raw: JSON, ref: str, files: ExportFiles | None = None) -> Conversation | None:
        """One export object to a Conversation; ``None`` when nothing visible is left.

        ``files`` finds uploaded files; without it every file is a placeholder.
        """
        if not isinstance(raw, dict):
            raise TypeError("conversation is not an object")
        native = _native_id(raw)
        if not native:
            raise ValueError("no id")
        mapping = raw.get("mapping")
        if not isinstance(mapping, dict):
            raise ValueError("no mapping")
        cid = conversation_id(SOURCE, native)
        messages = self._messages(cid, active_path(mapping, raw.get("current_node")),
                                  files or ExportFiles())
        if not messages:
            return None
        title = raw.get("title")
        if not isinstance(title, str) or title.strip().lower() in PLACEHOLDER_TITLES:
            title = title_from(messages)
        created, updated = conversation_times(raw.get("create_time"), raw.get("update_time"),
                                              messages)
        return Conversation(id=cid, source=SOURCE, title=" ".join(title.split()),
                            project=project_path(_project(raw)), created_at=created,
                            updated_at=updated,
                            source_ref=ref, messages=messages)

    def _messages(self, cid: str, path: list[JSONObject],
                  files: ExportFiles) -> list[Message]:
        out: list[Message] = []
        pending: ToolCall | None = None  # the last call, which the next tool reply answers
        for node in path:
            msg = node.get("message")
            if msg is None:
                continue
            if not isinstance(msg, dict):
                raise ValueError(f"node {node.get('id')} has a malformed message")
            if _is_hidden(msg):
                continue
            native = str(msg.get("id") or node.get("id") or "")
            if not native:
                raise ValueError("message without id")
            author = msg.get("author") or {}
            role = author.get("role")
            content = msg.get("content") or {}
            kind = content.get("content_type")
            text = _content_text(content)
            if text is None:
                self.unknown_types[str(kind)] += 1
                log.debug("dropped message %s of unknown content type %s", native, kind)
                continue
            created = iso_utc(msg.get("create_time"))
            files_here = _attachments(msg, content, files)
            recipient = msg.get("recipient") or "all"
            if role == "assistant" and (kind == "code" or recipient not in NOT_A_CALL):
                if recipient in NOT_A_CALL:
                    # Code the assistant wrote with nobody to run it: ordinary answer text.
                    text = f"```{content.get('language') or ''}\n{text}\n```" if text else ""
                else:
                    pending = ToolCall(id=native, name=str(recipient),
                                       input=clean_data(_call_input(kind, content, text)))
                    if out and out[-1].role == "assistant":
                        out[-1].tool_calls.append(pending)
                    else:
                        out.append(Message(id=message_id(cid, native), role="assistant", text="",
                                           created_at=created, tool_calls=[pending]))
                    continue
            if role == "tool" or kind in TOOL_OUTPUT_TYPES:
                body = clean_tool_output(text)
                if not body and not files_here:
                    continue
                name = author.get("name") or (pending.name if pending else None)
                answers = pending.id if pending and (name is None or name == pending.name) else None
                out.append(Message(id=message_id(cid, native), role="tool", text=body,
                                   created_at=created, tool_call_id=answers, tool_name=name,
                                   attachments=files_here))
                continue
            if role not in ("user", "assistant", "system"):
                self.unknown_types[f"role:{role}"] += 1
                continue
            body = clean_text(strip_citations(text) if role == "assistant" else text)
            if body or files_here:
                out.append(Message(id=message_id(cid, native), role=role, text=body,
                                   created_at=created, attachments=files_here,
                                   author=participant(author.get("name"))))
        return out


def _attachments(msg: JSONObject, content: JSONObject,
                 files: ExportFiles) -> list[Attachment]:
    """A message's files: its pointers in ``parts`` order, then ``metadata.attachments`` not
    pointed at (non-image uploads), each once, named as the export names them."""
    declared: dict[str, JSONObject] = {}
    order: list[str] = []
    sizes: JSONObject = {}
    parts = content.get("parts")
    for part in parts if isinstance(parts, list) else []:
        for pointer in _pointers(part):
            aid = _asset_id(pointer["asset_pointer"])
            if aid not in sizes:
                order.append(aid)
                sizes[aid] = pointer.get("size_bytes")
    listed = (msg.get("metadata") or {}).get("attachments")
    for i, item in enumerate(listed if isinstance(listed, list) else []):
        if not isinstance(item, dict):
            continue
        aid = str(item.get("id") or f"#{i}")  # no id: a placeholder under its name
        declared.setdefault(aid, item)
        if aid not in sizes:
            order.append(aid)
            sizes[aid] = None
    out = []
    for aid in order:
        item = declared.get(aid, {})
        name, kind = item.get("name"), item.get("mimeType")
        size = item.get("size", sizes[aid])
        out.append(files.attachment(
            None if aid.startswith("#") else aid,
            name if isinstance(name, str) and name.strip() else None,
            kind if isinstance(kind, str) and "/" in kind else None,
            size if isinstance(size, int) and not isinstance(size, bool) and size >= 0 else None))
    return out


def _call_input(kind: JSON, content: JSONObject, text: str) -> JSON:
    if kind == "code":
        return {"language": content.get("language"), "code": text or None}
    # A plugin call written as JSON text (2023 plugins): keep the arguments as data.
    try:
        return loads(text)
    except ValueError:
        return {"text": text}


def _native_id(raw: JSON) -> str | None:
    if not isinstance(raw, dict):
        return None
    value = raw.get("id") or raw.get("conversation_id")
    return str(value) if value else None


def _export_member(names: list[str]) -> str | None:
    """``conversations.json`` at the top of the zip, or in the shallowest folder that has one."""
    found = [n for n in names if n.rsplit("/", 1)[-1] == EXPORT_FILE]
    return min(found, key=lambda n: (n.count("/"), n)) if found else None


def _is_chatgpt_zip(path: Path) -> bool:
    try:
        with zipfile.ZipFile(path) as zf:
            names = zf.namelist()
            member = _export_member(names)
            if member is None:
                return False
            base = member.rsplit("/", 1)[0] + "/" if "/" in member else ""
            if not any(base + side in names for side in SIDE_FILES):
                return False
            return sniff_member(zf, member) != "claude"
    except ZIP_ERRORS:
        return False
