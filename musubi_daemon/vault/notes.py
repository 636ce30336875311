"""Conversation <-> markdown note, exact both ways.

A note is YAML frontmatter (Obsidian Properties), a short header, the distilled sections, and
the transcript: one block per message, headed by a line that carries an Obsidian block id
(``^m-...``) so a citation can link to ``[[note#^m-...]]``. Tool calls and outputs sit in folded
callouts. Lines of a message that look like Musubi's own structure get one more leading
backslash, so any text parses back unchanged. A message's files sit in callouts of their own
that embed (images) or link the content-addressed artifact; the original name stays readable.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import yaml

from ..config import ARTIFACT_PREVIEW_CHARS, LARGE_OUTPUT_CHARS
from ..jsonish import Properties
from ..model import Attachment, Conversation, Message, ToolCall
from .properties import TIME_KEYS as TIME_KEYS
from .properties import dump_frontmatter as dump_frontmatter
from .properties import load_yaml as load_yaml
from .properties import split_frontmatter as split_frontmatter
from .structure import (
    HEADER_RE,
    TIME_PATTERN,
    TRANSCRIPT,
    TRANSCRIPT_HEADING,
    UNIT,
    end_mark,
    parse_doc,
)

ROLE_LABELS = {"user": "User", "assistant": "Assistant", "tool": "Tool", "system": "System"}
LABEL_ROLES = {v: k for k, v in ROLE_LABELS.items()}

_STRUCT = (r"(?:\*\*(?:User|Assistant|Tool|System)\*\*.* \^m-[0-9a-f]+"
           r"|> \[!(?:tool|tool-result|attachment|musubi-conflict)\][-+]?.*"
           r"|%%/m-[0-9a-f]+%%)$")
_ESCAPED_RE = re.compile(r"\\*" + _STRUCT)
_CALLOUT_RE = re.compile(
    r"^> \[!(?P<kind>tool|tool-result)\]-? ?(?P<title>.*?)(?: %%(?P<meta>\{.*\})%%)?$")
_FENCE_RE = re.compile(r"^> (?P<fence>`{3,})(?P<lang>\S*)$")
_ATTACH_RE = re.compile(r"^> \[!attachment\] (?P<title>.*?) %%(?P<meta>\{.*\})%%$")
_SHA256_RE = re.compile(r"[0-9a-f]{64}")
# Line breaks and other controls: a title or link label must stay on its one line.
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029]+")
# Markdown that would turn part of a file name into emphasis, a link or a tag in the title.
_MARKDOWN_RE = re.compile(r"([\\`*\[\]#<>$])")
# What an author's name escapes: markdown, the header's separator and comment marks.
_AUTHOR_ESCAPE_RE = re.compile(r"([\\`*_\[\]#<>$%~=|^·!])")
_TIME_RE = re.compile(TIME_PATTERN)


class NoteError(ValueError):
    """A note that cannot be read back into a conversation; the message says why."""


def block_id(message_id: str) -> str:
    return "m-" + hashlib.sha1(message_id.encode()).hexdigest()[:10]


def _escape(line: str) -> str:
    return "\\" + line if _ESCAPED_RE.match(line) else line


def _unescape(line: str) -> str:
    return line[1:] if line.startswith("\\") and _ESCAPED_RE.match(line) else line


def _fence_for(text: str) -> str:
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def _quote(lines: list[str]) -> list[str]:
    return [f"> {line}" if line else ">" for line in lines]


def _meta(data: Properties) -> str:
    return "%%" + json.dumps(data, ensure_ascii=False) + "%%"


# (text or attachment, extension) -> vault-relative path; an attachment's bytes are read only
# when no artifact with its digest exists yet.
ArtifactStore = Callable[[str | Attachment, str], str]
ArtifactReader = Callable[[str], str | None]  # vault-relative path -> text, None when missing


def _tool_result_lines(m: Message, store: ArtifactStore | None, limit: int) -> list[str]:
    name = m.tool_name or "Tool"
    meta: Properties = {"call": m.tool_call_id, "name": m.tool_name}
    body = m.text
    title = f"{name} output · {len(m.text):,} chars"
    if store is not None and len(m.text) > limit:
        path = store(m.text, "txt")
        meta["artifact"] = path
        title += f", stored whole in [[{path}]]"
        body = m.text[:ARTIFACT_PREVIEW_CHARS] + "\n…"
    fence = _fence_for(body)
    content = body.split("\n") if body else []
    return [f"> [!tool-result]- {title} {_meta(meta)}", *_quote([fence, *content, fence])]


def _tool_call_lines(c: ToolCall) -> list[str]:
    payload = json.dumps(c.input, ensure_ascii=False, indent=2)
    meta = {"id": c.id, "name": c.name}
    return [f"> [!tool]- {c.name} {_meta(meta)}",
            *_quote(["```json", *payload.split("\n"), "```"])]


def _one_line(text: str) -> str:
    return " ".join(_CONTROL_RE.sub(" ", text).split())


def _size_label(size: int) -> str:
    value, unit = float(size), "B"
    for bigger in ("KB", "MB", "GB"):
        if value < 1024:
            break
        value, unit = value / 1024, bigger
    return f"{size} B" if unit == "B" else f"{value:.1f} {unit}"


def _attachment_lines(a: Attachment, store: ArtifactStore | None) -> list[str]:
    """A callout naming the file, with the artifact embedded (images) or linked by its name.

    The title is for people; the ``%%{...}%%`` data is what parses back, with ``%`` escaped so
    Obsidian's comment ends where the line does.
    """
    bits = [a.name, a.media_type, None if a.size is None else _size_label(a.size), a.missing]
    shown = [_one_line(b) for b in bits if b is not None]
    title = " · ".join(re.sub(r"%+", "%", _MARKDOWN_RE.sub(r"\\\1", b)) for b in shown if b)
    meta = {"name": a.name, "type": a.media_type, "size": a.size, "sha256": a.sha256,
            "missing": a.missing}
    data = json.dumps({k: v for k, v in meta.items() if v is not None}, ensure_ascii=False)
    data = data.replace("%", "\\u0025")  # % only occurs inside JSON strings
    lines = [f"> [!attachment] {title or 'attachment'} %%{data}%%"]
    if a.sha256 is not None and store is not None:
        path = store(a, a.ext)
        if a.is_image:
            lines.append(f"> ![[{path}]]")
        else:
            label = _one_line(a.name).translate(str.maketrans("[]|", "()-")) or "attachment"
            lines.append(f"> [[{path}|{label}]]")
    return lines


def author_text(author: str) -> str:
    """An author as the header shows it: markdown, separators and ``%`` backslash-escaped,
    and a name that would read as the machine mark or a time escaped at its start."""
    text = _AUTHOR_ESCAPE_RE.sub(r"\\\1", author)
    return "\\" + text if text == "machine" or _TIME_RE.fullmatch(text) else text


def _author_of(shown: str | None) -> str | None:
    return None if shown is None else re.sub(r"\\(.)", r"\1", shown)


def render_message(m: Message, store: ArtifactStore | None = None,
                   limit: int = LARGE_OUTPUT_CHARS) -> str:
    header = f"**{ROLE_LABELS[m.role]}**"
    if m.author:
        header += f" · {author_text(m.author)}"
    if m.machine:
        header += " · machine"
    if m.created_at:
        header += f" · {m.created_at}"
    block = block_id(m.id)
    header += f" %%{m.native_id}%% ^{block}"
    lines = [header, ""]
    if m.role == "tool":
        lines += _tool_result_lines(m, store, limit)
    elif m.text:
        lines += [_escape(line) for line in m.text.split("\n")]
    blocks = [_attachment_lines(a, store) for a in m.attachments]
    if m.role != "tool":
        blocks += [_tool_call_lines(call) for call in m.tool_calls]
    for part in blocks:
        if len(lines) > 2:
            lines.append("")
        lines += part
    # The end mark: what a person writes below it is theirs, never part of this message.
    lines += ["", end_mark(block)]
    return "\n".join(lines) + "\n"


def frontmatter_for(conv: Conversation, extra: Properties | None = None) -> Properties:
    fm: Properties = {
        "musubi_id": conv.id,
        "source": conv.source,
        "title": conv.title,
        "project": conv.project,
        "created": conv.created_at,
        "updated": conv.updated_at,
        "source_ref": conv.source_ref,
        "content_hash": conv.content_hash(),
        "messages": len(conv.messages),
    }
    if conv.parent_id:
        fm["parent_id"] = conv.parent_id
    fm.update({
        "topics": [],
        "entities": [],
        "tags": ["musubi/conversation", f"musubi/{conv.source}"],
        "state": "provisional",
        "importance": None,
        "distilled_by": None,
    })
    if extra:
        fm.update(extra)
    return fm


def _header(conv: Conversation, parent_link: str | None, missing: int = 0,
            label: str | None = None) -> str:
    bits = [label or conv.source]
    if conv.project:
        bits.append(conv.project.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1])
    bits.append(f"{len(conv.messages)} messages")
    lines = [f"> [!info] {' · '.join(bits)}",
             f"> {conv.created_at.replace('T', ' ').rstrip('Z')} → "
             f"{conv.updated_at.replace('T', ' ').rstrip('Z')} UTC"]
    if parent_link:
        lines.append(f"> Subagent run started from {parent_link}")
    if missing:
        lines.append(f"> {missing} of these messages are no longer in the source "
                     f"({_one_line(conv.source_ref)}); they are kept here from the vault")
    return "\n".join(lines)


@dataclass
class Template:
    text: str

    @classmethod
    def default(cls) -> Template:
        ref = resources.files("musubi_daemon.vault_templates").joinpath("conversation.md")
        return cls(ref.read_text(encoding="utf-8"))

    @staticmethod
    def person_path(folder: Path) -> Path:
        """Where a person puts her own template: ``templates/`` in Musubi's folder."""
        return folder / "templates" / "conversation.md"

    @classmethod
    def of_person(cls, folder: Path) -> tuple[Template | None, list[str]]:
        """Her template and why it cannot be used (empty: it can); (None, []) when she has
        none. The writer and the doctor read it here, so they never disagree."""
        path = cls.person_path(folder)
        if not path.is_file():
            return None, []
        try:
            template = cls(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as e:
            return None, [f"unreadable: {e}"]
        return template, template.problems()

    @classmethod
    def of_vault(cls, folder: Path) -> Template:
        """The person's template when it is usable (``of_person`` says why one is not),
        else the one Musubi ships: a note is written either way."""
        template, problems = cls.of_person(folder)
        return template if template is not None and not problems else cls.default()

    def problems(self) -> list[str]:
        """Why a person's template could not be read back, if it could not."""
        out = []
        for slot in ("{{frontmatter}}", "{{transcript}}"):
            if slot not in self.text:
                out.append(f"missing {slot}")
        if not self.text.startswith("---\n{{frontmatter}}\n---\n"):
            out.append("must start with the frontmatter block")
        if f"{TRANSCRIPT_HEADING}\n\n{{{{transcript}}}}" not in self.text:
            out.append(f"'{TRANSCRIPT_HEADING}' must come right before {{{{transcript}}}}")
        elif not self.text.rstrip("\n").endswith("{{transcript}}"):
            out.append("{{transcript}} must be last")
        return out


def render(conv: Conversation, *, store: ArtifactStore | None = None,
           limit: int = LARGE_OUTPUT_CHARS, parent_link: str | None = None,
           template: Template | None = None, distilled: str = "",
           extra_frontmatter: Properties | None = None, label: str | None = None) -> str:
    """The note of ``conv``; ``label`` is how its header names the tool (the adapter's
    ``label``, "Claude Code"), the source's name when not given."""
    template = template or Template.default()
    transcript = "\n".join(render_message(m, store, limit) for m in conv.messages)
    fm = frontmatter_for(conv, extra_frontmatter)
    values = {
        "frontmatter": dump_frontmatter(fm),
        "header": _header(conv, parent_link, int(fm.get("source_missing") or 0), label),
        "distilled": distilled,
        "transcript": transcript.rstrip("\n"),
    }
    # One pass, so a slot name inside a value (a title, say) is never substituted again.
    text = _SLOT_RE.sub(lambda m: values[m.group(1)], template.text)
    return text.rstrip("\n") + "\n"


_SLOT_RE = re.compile(r"\{\{(frontmatter|header|distilled|transcript)\}\}")


def read_frontmatter(text: str) -> Properties:
    raw, _ = split_frontmatter(text)
    if raw is None:
        return {}
    try:
        data = load_yaml(raw)
    except yaml.YAMLError as e:
        raise NoteError(f"frontmatter is not valid YAML: {e}") from e
    return data if isinstance(data, dict) else {}


def _read_callout(lines: list[str], i: int) -> tuple[re.Match[str], str, str, int]:
    """Parse the callout starting at ``lines[i]``: (title match, fence lang, content, next i)."""
    head = _CALLOUT_RE.match(lines[i])
    if head is None or i + 1 >= len(lines):
        raise NoteError(f"broken callout: {lines[i][:60]!r}")
    fence = _FENCE_RE.match(lines[i + 1])
    if fence is None:
        raise NoteError(f"callout without a fenced block: {lines[i][:60]!r}")
    close = "> " + fence["fence"]
    j = i + 2
    content: list[str] = []
    while j < len(lines) and lines[j] != close:
        line = lines[j]
        if line.startswith("> "):
            content.append(line[2:])
        elif line == ">":
            content.append("")
        else:
            raise NoteError(f"unterminated callout: {lines[i][:60]!r}")
        j += 1
    if j >= len(lines):
        raise NoteError(f"unterminated callout: {lines[i][:60]!r}")
    return head, fence["lang"], "\n".join(content), j + 1


def _is_callout(line: str) -> bool:
    return bool(_CALLOUT_RE.match(line) or _ATTACH_RE.match(line))


def _read_attachment(lines: list[str], i: int) -> tuple[Attachment, int]:
    """The attachment whose callout starts at ``lines[i]``, and the line after the callout."""
    head = _ATTACH_RE.match(lines[i])
    assert head is not None
    try:
        meta = json.loads(head["meta"])
    except json.JSONDecodeError as e:
        raise NoteError(f"attachment data is not JSON: {lines[i][:60]!r}") from e
    if not isinstance(meta, dict) or not isinstance(meta.get("name"), str):
        raise NoteError(f"attachment without a name: {lines[i][:60]!r}")
    sha, size = meta.get("sha256"), meta.get("size")
    if sha is not None and not (isinstance(sha, str) and _SHA256_RE.fullmatch(sha)):
        raise NoteError(f"attachment digest is not a sha256: {lines[i][:60]!r}")
    if size is not None and (not isinstance(size, int) or isinstance(size, bool) or size < 0):
        raise NoteError(f"attachment size is not a byte count: {lines[i][:60]!r}")
    texts = [meta.get("type"), meta.get("missing")]
    if any(t is not None and not isinstance(t, str) for t in texts):
        raise NoteError(f"attachment type or reason is not text: {lines[i][:60]!r}")
    j = i + 1
    while j < len(lines) and lines[j].startswith(">") and not _is_callout(lines[j]):
        j += 1  # the embed or link: derived from the digest, nothing to read
    return Attachment(name=meta["name"], media_type=texts[0], size=size, sha256=sha,
                      missing=texts[1]), j


def _parse_message(conv_id: str, header: re.Match[str], body: list[str],
                   read_artifact: ArtifactReader | None) -> Message:
    role = LABEL_ROLES[header["label"]]
    nid = header["nid"]
    while body and body[-1] == "":
        body.pop()
    if body and body[0] == "":
        body = body[1:]
    text_lines: list[str] = []
    i = 0
    while i < len(body) and not _is_callout(body[i]):
        text_lines.append(_unescape(body[i]))
        i += 1
    while text_lines and text_lines[-1] == "":
        text_lines.pop()
    msg = Message(id=f"{conv_id}#{nid}", role=role, text="\n".join(text_lines),  # type: ignore[arg-type]
                  created_at=header["time"], machine=bool(header["machine"]),
                  author=_author_of(header["author"]))
    while i < len(body):
        if body[i] == "":
            i += 1
            continue
        if _ATTACH_RE.match(body[i]):
            attachment, i = _read_attachment(body, i)
            msg.attachments.append(attachment)
            continue
        if not _CALLOUT_RE.match(body[i]):
            # A line a person added after the callouts: keep it as text rather than fail.
            msg.text = (msg.text + "\n" + _unescape(body[i])).lstrip("\n")
            i += 1
            continue
        head, _lang, content, i = _read_callout(body, i)
        meta = json.loads(head["meta"]) if head["meta"] else {}
        if head["kind"] == "tool":
            try:
                data = json.loads(content)
            except json.JSONDecodeError as e:
                raise NoteError(f"tool call input is not JSON in message {nid}: {e}") from e
            msg.tool_calls.append(ToolCall(id=meta.get("id", ""), name=meta.get("name", ""),
                                           input=data))
        else:
            msg.tool_call_id = meta.get("call")
            msg.tool_name = meta.get("name")
            text = content
            artifact = meta.get("artifact")
            if artifact and read_artifact is not None:
                whole = read_artifact(artifact)
                if whole is not None:
                    text = whole
            msg.text = text
    return msg


def parse(text: str, *, read_artifact: ArtifactReader | None = None,
          frontmatter: Properties | None = None) -> Conversation:
    """Read a note back into the Conversation it was rendered from. A conflict callout is
    no message, and neither is text the person wrote between, after or below messages.
    ``frontmatter``: the note's properties when the caller has read them already."""
    fm = read_frontmatter(text) if frontmatter is None else frontmatter
    if "musubi_id" not in fm:
        raise NoteError("no musubi_id in the frontmatter: not a Musubi conversation note")
    segments = parse_doc(text).segments
    start = next((i for i, s in enumerate(segments) if s.kind == UNIT and s.key == TRANSCRIPT),
                 None)
    if start is None:
        raise NoteError(f"no '{TRANSCRIPT_HEADING}' section")
    conv = Conversation(
        id=str(fm["musubi_id"]), source=str(fm.get("source", "")),
        title=None if fm.get("title") is None else str(fm["title"]),
        project=None if fm.get("project") is None else str(fm["project"]),
        created_at=str(fm.get("created", "")), updated_at=str(fm.get("updated", "")),
        source_ref=str(fm.get("source_ref", "")),
        parent_id=None if fm.get("parent_id") is None else str(fm["parent_id"]),
    )
    blocks: list[tuple[re.Match[str], list[str]]] = []
    for seg in segments[start + 1:]:
        lines = seg.body.split("\n")
        header = HEADER_RE.match(lines[0]) if seg.kind == UNIT else None
        if header is not None:
            blocks.append((header, lines[1:]))
    for header, chunk in blocks:
        conv.messages.append(_parse_message(conv.id, header, chunk, read_artifact))
    return conv
