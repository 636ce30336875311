"""The distilled sections of a conversation note: markdown a person reads and edits.

Summary, Decisions, Facts, Open loops (as tasks) and Key points sit above the transcript;
entities and topics are ``[[links]]`` in the frontmatter. They parse back to the same
StructuredNote, so a person's edit (a wrong fact deleted) is what every later step reads.
"""

from __future__ import annotations

import re
from typing import Any

from ..model import StructuredNote
from .notes import TRANSCRIPT_HEADING, NoteError, read_frontmatter, split_frontmatter

SECTIONS = (("Summary", "summary"), ("Decisions", "decisions"), ("Facts", "facts"),
            ("Open loops", "actions"), ("Key points", "key_points"))
HEADING_TO_FIELD = {h: f for h, f in SECTIONS}
# Frontmatter keys the distiller owns (the rest belong to ingest or to the person).
DISTILL_KEYS = ("entities", "topics", "distilled_by", "distilled_hash")
_LINK_RE = re.compile(r"^\[\[([^\]|#]+)(?:[#|][^\]]*)?\]\]$")
_ITEM_RE = re.compile(r"^- (.*)$")
_TASK_RE = re.compile(r"^\[[ xX]\] ")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def render_sections(note: StructuredNote) -> str:
    """Markdown for the slot above ``## Transcript``; empty sections are left out."""
    out: list[str] = []
    for heading, name in SECTIONS:
        value = getattr(note, name)
        if name == "summary":
            if value.strip():
                out += [f"## {heading}", "", value.strip(), ""]
            continue
        items = [_one_line(v) for v in value if v.strip()]
        if not items:
            continue
        marker = "- [ ] " if name == "actions" else "- "
        out += [f"## {heading}", "", *(marker + item for item in items), ""]
    return "\n".join(out) + ("\n" if out else "")


def _link_name(name: str) -> str:
    """A name Obsidian can link to: no brackets, pipes, hashes or carets."""
    return _one_line(re.sub(r"[\[\]|#^]", " ", name))


def link(name: str) -> str:
    return f"[[{_link_name(name)}]]"


def unlink(value: Any) -> str:
    text = str(value).strip()
    m = _LINK_RE.match(text)
    return m.group(1).strip() if m else text


def frontmatter_for(note: StructuredNote, distilled_by: str, content_hash: str) -> dict[str, Any]:
    return {"entities": [link(e) for e in note.entities if _link_name(e)],
            "topics": [link(t) for t in note.topics if _link_name(t)],
            "distilled_by": distilled_by, "distilled_hash": content_hash}


def parse_sections(text: str) -> StructuredNote | None:
    """The StructuredNote a note holds, or None when it was never distilled."""
    try:
        fm = read_frontmatter(text)
    except NoteError:
        fm = {}
    if not fm.get("distilled_by"):
        return None
    _, body = split_frontmatter(text)
    head = body.split("\n" + TRANSCRIPT_HEADING + "\n", 1)[0]
    note = StructuredNote(title=str(fm.get("title") or ""))
    current: str | None = None
    summary: list[str] = []
    for line in head.split("\n"):
        if line.startswith("## "):
            current = HEADING_TO_FIELD.get(line[3:].strip())
            continue
        if current is None or not line.strip():
            continue
        if current == "summary":
            summary.append(line.strip())
            continue
        m = _ITEM_RE.match(line.strip())
        if not m:
            continue
        item = m.group(1)
        if current == "actions":
            item = _TASK_RE.sub("", item, count=1)  # a ticked loop stays in the list
        if item.strip():
            getattr(note, current).append(item.strip())
    note.summary = " ".join(summary)
    note.entities = [unlink(e) for e in fm.get("entities") or [] if str(e).strip()]
    note.topics = [unlink(t) for t in fm.get("topics") or [] if str(t).strip()]
    return note


def distilled_parts(text: str) -> tuple[str, dict[str, Any]]:
    """(sections markdown, distiller-owned frontmatter) of a note, to carry into a re-render."""
    note = parse_sections(text)
    if note is None:
        return "", {}
    fm = read_frontmatter(text)
    return render_sections(note), {k: fm[k] for k in DISTILL_KEYS if k in fm}
