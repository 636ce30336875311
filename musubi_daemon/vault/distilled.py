"""The distilled sections of a conversation note: markdown a person reads and edits.

Summary, Decisions, Facts, Open loops (as tasks) and Key points sit above the transcript;
entities are ``[[links]]`` and the distiller's own labels plain ``keywords`` in the frontmatter
(``topics`` links the note to its page in the topic map, which the taxonomy owns). They parse
back to the same StructuredNote, so a person's edit (a wrong fact deleted, a loop ticked) is
what every later step reads. Decisions and open loops carry block ids, so roll-ups across the
library link to the very line.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable
from pathlib import Path

import yaml

from ..jsonish import JSON, Properties
from ..model import StructuredNote
from .notes import NoteError, read_frontmatter
from .properties import dump_frontmatter, load_yaml, split_block, split_preamble
from .structure import PREAMBLE, TEXT, TRANSCRIPT, UNIT, parse_doc

SECTIONS = (("Summary", "summary"), ("Decisions", "decisions"), ("Facts", "facts"),
            ("Open loops", "actions"), ("Key points", "key_points"))
HEADING_TO_FIELD = {h: f for h, f in SECTIONS}
# Frontmatter keys the distiller owns (the rest belong to ingest or to the person).
DISTILL_KEYS = ("entities", "keywords", "distilled_by", "distilled_hash", "decisions",
                "decisions_superseded", "open_loops")
# Frontmatter a re-render carries over whether or not the note was distilled: the topic map's
# link, the lifecycle's state, and how many messages the vault keeps that the source lost.
ASSIGNED_KEYS = ("topics", "state", "importance", "state_changed", "source_missing")
# Sections whose items carry a block id, and the id's prefix.
ITEM_IDS = {"decisions": "d", "actions": "l"}
_LINK_RE = re.compile(r"^\[\[([^\]|#]+)(?:[#|][^\]]*)?\]\]$")
_ITEM_RE = re.compile(r"^- (.*)$")
_TASK_RE = re.compile(r"^\[([ xX])\] ")
_ITEM_ID_RE = re.compile(r"\s+\^[dl]-[0-9a-f]{6}$")
# A decision the conversation reversed, as a note shows it: struck through, and said so.
SUPERSEDED_MARK = "(superseded)"
_STRUCK_RE = re.compile(r"^~~(.+?)~~(?:\s*\(superseded\))?$")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def item_id(field: str, text: str) -> str:
    """The block id of a decision or open loop: derived from its words, so it stays put."""
    digest = hashlib.sha256(_one_line(text).casefold().encode("utf-8")).hexdigest()
    return f"{ITEM_IDS[field]}-{digest[:6]}"


def render_sections(note: StructuredNote) -> str:
    """Markdown for the slot above ``## Transcript``; empty sections are left out."""
    out: list[str] = []
    for heading, name in SECTIONS:
        value = getattr(note, name)
        if name == "summary":
            if value.strip():
                out += [f"## {heading}", "", _paragraph(value), ""]
            continue
        items = [_one_line(v) for v in value if v.strip()]
        stale = [_one_line(v) for v in note.superseded if v.strip()] if name == "decisions" \
            else []
        if not items and not stale:
            continue
        done = {_one_line(d) for d in note.done}
        lines = []
        for item in items:
            marker = "- "
            if name == "actions":
                marker = "- [x] " if item in done else "- [ ] "
            suffix = f" ^{item_id(name, item)}" if name in ITEM_IDS else ""
            lines.append(marker + item + suffix)
        for item in stale:
            lines.append(f"- ~~{item}~~ {SUPERSEDED_MARK} ^{item_id(name, item)}")
        out += [f"## {heading}", "", *lines, ""]
    return "\n".join(out) + ("\n" if out else "")


# What would make a paragraph start another block (a heading, a quote, a list, a fence).
_BLOCK_START_RE = re.compile(r"^(?:#|>|[-*+](?:\s|$)|\d{1,9}[.)](?:\s|$)|`{3}|~{3}|=+$|<|\|)")


def _paragraph(text: str) -> str:
    """The summary as one paragraph, so no markdown in it starts a section of its own."""
    flat = _one_line(text)
    return "\\" + flat if _BLOCK_START_RE.match(flat) else flat


def _unescape(text: str) -> str:
    return text[1:] if text.startswith("\\") and _BLOCK_START_RE.match(text[1:]) else text


def _link_name(name: str) -> str:
    """A name Obsidian can link to: no brackets, pipes, hashes or carets."""
    return _one_line(re.sub(r"[\[\]|#^]", " ", name))


def link(name: str) -> str:
    return f"[[{_link_name(name)}]]"


def unlink(value: JSON) -> str:
    text = str(value).strip()
    m = _LINK_RE.match(text)
    return m.group(1).strip() if m else text


# A file name, a path, a variable or a call is code, not a subject: never a link.
_CODE = re.compile(r"[/\\=()`$<>{}]|^\.|^[A-Z0-9]+(?:_[A-Z0-9]+)+$|^[a-z0-9_\-.]+\.[a-z0-9]{1,5}$"
                   r"|\.\w+\.\w+$|^[a-z]+[A-Z]\w*$")


def is_code(name: str) -> bool:
    return bool(_CODE.search(name.strip()))


def note_names(vault: Path) -> set[str]:
    """The names (case-folded, without .md) of every note in the vault: what a link reaches."""
    names: set[str] = set()
    for _dirpath, dirnames, filenames in os.walk(vault):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        names.update(f[:-3].casefold() for f in filenames if f.endswith(".md"))
    return names


def entity_value(name: str, pages: set[str] | None) -> str:
    """An entity as the note shows it: a ``[[link]]`` when a note of that name exists (or
    when ``pages`` is not known), plain words otherwise, so the graph has no ghost nodes."""
    name = _link_name(name)
    if is_code(name) or (pages is not None and name.casefold() not in pages):
        return name
    return link(name)


def frontmatter_for(note: StructuredNote, distilled_by: str, content_hash: str,
                    pages: set[str] | None = None) -> Properties:
    """The distiller's properties. Decisions and open loops are list properties as well as
    sections, so an Obsidian Base can filter and group them (vault/bases.py)."""
    return {"entities": [entity_value(e, pages) for e in note.entities if _link_name(e)],
            "keywords": [_one_line(t) for t in note.topics if _one_line(t)],
            **item_properties(note),
            "distilled_by": distilled_by, "distilled_hash": content_hash}


def item_properties(note: StructuredNote) -> dict[str, list[str]]:
    """The decisions, reversed decisions and loops still open, as list properties."""
    done = {_one_line(d).casefold() for d in note.done}
    return {"decisions": [_one_line(d) for d in note.decisions if _one_line(d)],
            "decisions_superseded": [_one_line(d) for d in note.superseded if _one_line(d)],
            "open_loops": [_one_line(a) for a in note.actions if _one_line(a)
                           and _one_line(a).casefold() not in done]}


def with_item_properties(text: str) -> str:
    """The note with its list properties made to say what its sections say once merged: a
    decision the person deleted, or a loop she ticked, leaves the property too, so the
    sections and the properties (what a Base shows) never disagree."""
    note = parse_sections(text)
    if note is None:
        return text
    want = item_properties(note)

    def sync(fm: Properties) -> bool:
        if all(fm.get(k) == v for k, v in want.items()):
            return False
        fm.update(want)
        return True

    return _edit_properties(text, sync)


def _edit_properties(text: str, edit: Callable[[Properties], bool]) -> str:
    """The note with its properties block changed by ``edit`` (which says whether it changed
    anything); the text as it is when there is no block, or one the person broke."""
    pre, rest = split_preamble(text)
    raw, body = split_block(rest)
    if raw is None:
        return text
    try:
        fm = load_yaml(raw)
    except yaml.YAMLError:
        return text
    if not isinstance(fm, dict) or not edit(fm):
        return text
    return f"{pre}---\n{dump_frontmatter(fm)}\n---\n{body}"


def parse_sections(text: str, frontmatter: Properties | None = None
                   ) -> StructuredNote | None:
    """The StructuredNote a note holds, or None when it was never distilled
    (``frontmatter``: the note's properties when the caller has read them already)."""
    if frontmatter is not None:
        fm = frontmatter
    else:
        try:
            fm = read_frontmatter(text)
        except NoteError:
            fm = {}
    if not fm.get("distilled_by"):
        return None
    note = StructuredNote(title=str(fm.get("title") or ""))
    summary: list[str] = []
    # Musubi's sections only, above the transcript; a conflict callout is no section.
    for seg in parse_doc(text).segments:
        if seg.kind == UNIT and seg.key == TRANSCRIPT:
            break
        if seg.kind != UNIT or not (seg.key or "").startswith("h2:"):
            continue
        lines = seg.body.split("\n")
        current = HEADING_TO_FIELD.get(lines[0][3:].strip())
        if current is None:
            continue
        for line in lines[1:]:
            if not line.strip():
                if current == "summary" and summary:
                    current = "after-summary"  # a paragraph below Musubi's is the person's
                continue
            if current == "summary":
                summary.append(line.strip())
                continue
            if current == "after-summary":
                continue
            m = _ITEM_RE.match(line.strip())
            if not m:
                continue
            item = _ITEM_ID_RE.sub("", m.group(1))
            ticked = False
            if current == "actions":
                task = _TASK_RE.match(item)
                if task:
                    ticked = task.group(1) != " "
                    item = item[task.end():]
            item = item.strip()
            struck = _STRUCK_RE.match(item) if current == "decisions" else None
            if struck:
                note.superseded.append(struck.group(1).strip())
                continue
            if item:
                getattr(note, current).append(item)
                if ticked:
                    note.done.append(item)
    note.summary = _unescape(" ".join(summary))
    note.entities = [unlink(e) for e in fm.get("entities") or [] if str(e).strip()]
    note.topics = [_one_line(str(t)) for t in fm.get("keywords") or [] if str(t).strip()]
    return note


def tick_in_note(text: str, loop: str) -> str | None:
    """The note with the open loop ``loop`` ticked in its Open loops section (found by its
    block id, else by its words); None when it is not there or ticked already."""
    block = item_id("actions", loop)
    words = _one_line(loop).casefold()
    doc = parse_doc(text)
    at = len(doc.head) + len(doc.lead)
    for seg in doc.segments:
        start, at = at, at + len(seg.text)
        if seg.kind == UNIT and seg.key == TRANSCRIPT:
            break
        if seg.kind != UNIT or seg.key != "h2:Open loops":
            continue
        lines = seg.body.split("\n")
        for i, line in enumerate(lines):
            m = _OPEN_LOOP_RE.match(line)
            if m and (m.group(4) == block or _one_line(m.group(2)).casefold() == words):
                lines[i] = f"{m.group(1)}[x] {line[m.end(1) + 4:]}"
                ticked = text[:start] + "\n".join(lines) + text[start + len(seg.body):]
                return _closed_in_properties(ticked, _one_line(m.group(2)))
    return None


def _closed_in_properties(text: str, loop: str) -> str:
    """The note with ``loop`` gone from its ``open_loops`` property too, so a Base over the
    library stops listing it the moment it is ticked."""
    def close(fm: Properties) -> bool:
        if not isinstance(fm.get("open_loops"), list):
            return False
        kept = [x for x in fm["open_loops"] if _one_line(str(x)).casefold() != loop.casefold()]
        if len(kept) == len(fm["open_loops"]):
            return False
        fm["open_loops"] = kept
        return True

    # A block the person broke: the tick in the body stands alone.
    return _edit_properties(text, close)


_OPEN_LOOP_RE = re.compile(r"^(\s*- )\[ \] (.*?)(\s+\^(l-[0-9a-f]{6}))?\s*$")


def person_passages(text: str) -> list[str]:
    """What the person wrote in a conversation note outside Musubi's units: lines above,
    between and below them, her own headings and what is under them, paragraphs she added
    to a section of Musubi's. Read as hers (searchable, never part of a message, never an
    item of Musubi's); a conflict callout is Musubi's, not hers."""
    out: list[str] = []
    for seg in parse_doc(text).segments:
        if seg.kind == TEXT:
            if seg.body.strip():
                out.append(seg.body.strip())
            continue
        key = seg.key or ""
        if seg.kind != UNIT or key in (PREAMBLE, TRANSCRIPT) or key.startswith("m-"):
            continue
        lines = seg.body.split("\n")
        field = HEADING_TO_FIELD.get(lines[0][3:].strip()) if key.startswith("h2:") else None
        if field is None:
            out.append(seg.body.strip())  # a heading of hers, and what is under it
            continue
        paragraphs = "\n".join(lines[1:]).strip("\n").split("\n\n")
        rest = paragraphs[1:] if field == "summary" else paragraphs
        for para in rest:
            kept = [ln for ln in para.split("\n") if ln.strip() and not _ITEM_RE.match(ln.strip())]
            if kept:
                out.append("\n".join(kept).strip())
    return out


def distilled_parts(text: str) -> tuple[str, Properties]:
    """(sections markdown, frontmatter Musubi's later steps own) to carry into a re-render."""
    try:
        fm = read_frontmatter(text)
    except NoteError:
        return "", {}
    kept = {k: fm[k] for k in ASSIGNED_KEYS if fm.get(k)}
    note = parse_sections(text)
    if note is None:
        return "", kept
    return render_sections(note), kept | {k: fm[k] for k in DISTILL_KEYS if k in fm}
