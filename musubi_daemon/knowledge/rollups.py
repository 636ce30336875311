"""Decisions and open loops across the library: newest first, each linked to its line.

An open loop leaves the list when the person ticks it (in its note or on the roll-up page) or
when a later conversation did or decided what it asked for: a decision, or a sentence that
reads as done, close to the loop in meaning.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..config import DECISION_ABOUT_COSINE, LOOP_CLOSED_COSINE
from ..index.query import STOPWORDS
from ..vault.distilled import SUPERSEDED_MARK, item_id
from ..vault.links import wikilink
from .library import LibraryNote

if TYPE_CHECKING:
    import numpy as np

Embed = Callable[[Sequence[str]], "np.ndarray"]

# Words that say a thing was carried out; a key point or summary sentence without one is
# discussion, not evidence that a loop was closed.
_DONE = re.compile(
    r"\b(?:done|fixed|added|implemented|resolved|shipped|merged|completed|finished|closed|"
    r"switched|migrated|replaced|removed|deployed|released|set up|configured|installed|"
    r"upgraded|wrote|written|benchmarked|measured|tested|verified|decided|chose|settled)\b",
    re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_WORD = re.compile(r"[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]")


@dataclass
class Item:
    text: str
    kind: str  # "decisions" or "actions"
    note: LibraryNote
    done: bool = False
    closed_by: LibraryNote | None = None
    closed_with: str = ""
    superseded: bool = False  # a decision its own conversation reversed

    @property
    def block(self) -> str:
        return item_id(self.kind, self.text)

    @property
    def date(self) -> str:
        return self.note.date

    @property
    def link(self) -> str:
        """An Obsidian link to the very line in its note."""
        return wikilink(self.note.path, self.note.label, self.block)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"text": self.text, "date": self.date,
                                  "conversation_id": self.note.id, "note": self.note.path,
                                  "title": self.note.label, "link": self.link,
                                  "block": self.block}
        if self.kind == "decisions":
            out["superseded"] = self.superseded
        if self.kind == "actions":
            out["closed"] = self.done or self.closed_by is not None
            if self.closed_by is not None:
                out["closed_by"] = {"conversation_id": self.closed_by.id,
                                    "note": self.closed_by.path, "with": self.closed_with}
        return out


def decisions(notes: Iterable[LibraryNote]) -> list[Item]:
    """Every decision, newest first; one its own conversation reversed follows the current
    ones of that conversation, marked superseded."""
    items = [Item(d, "decisions", n) for n in notes if n.note for d in n.note.decisions]
    items += [Item(d, "decisions", n, superseded=True) for n in notes if n.note
              for d in n.note.superseded]
    return _newest_first(items)


def about(items: list[Item], text: str, embed: Embed) -> list[Item]:
    """The items on a subject: close in meaning to ``text``, or sharing a word with it."""
    if not items or not text.strip():
        return items
    words = _words(text)
    vectors = embed([text] + [i.text for i in items])
    scores = vectors[1:] @ vectors[0]
    return [i for i, s in zip(items, scores, strict=True)
            if s >= DECISION_ABOUT_COSINE or words & _words(i.text)]


def loops(notes: Sequence[LibraryNote], embed: Embed, *, include_closed: bool = False
          ) -> list[Item]:
    """Open loops, newest first; the same loop asked again later is listed once (the newest)."""
    items: list[Item] = []
    for n in notes:
        if n.note is None:
            continue
        done = set(n.note.done)
        items += [Item(a, "actions", n, done=a in done) for a in n.note.actions]
    items = _dedupe(_newest_first(items))
    _close_by_later(items, notes, embed)
    if include_closed:
        return items
    return [i for i in items if not i.done and i.closed_by is None]


def _close_by_later(items: list[Item], notes: Sequence[LibraryNote], embed: Embed) -> None:
    """Mark loops that a later conversation carried out or decided."""
    open_items = [i for i in items if not i.done]
    if not open_items:
        return
    closers: list[tuple[str, LibraryNote]] = []
    for n in notes:
        if n.note is None:
            continue
        closers += [(d, n) for d in n.note.decisions]
        sentences = [*n.note.key_points, *_SENTENCE.split(n.note.summary)]
        closers += [(s, n) for s in sentences if s.strip() and _DONE.search(s)]
    if not closers:
        return
    import numpy as np  # here: a briefing with nothing to close never loads it

    vectors = embed([i.text for i in open_items] + [c for c, _ in closers])
    loop_v, closer_v = vectors[:len(open_items)], vectors[len(open_items):]
    sims = loop_v @ closer_v.T
    for row, item in enumerate(open_items):
        for col in np.argsort(-sims[row], kind="stable"):
            if sims[row, col] < LOOP_CLOSED_COSINE:
                break
            text, note = closers[col]
            if note.id != item.note.id and note.date > item.note.date:
                item.closed_by, item.closed_with = note, text
                break


def _newest_first(items: list[Item]) -> list[Item]:
    return sorted(items, key=lambda i: (i.date, i.note.path), reverse=True)


def _dedupe(items: list[Item]) -> list[Item]:
    seen: set[str] = set()
    out = []
    for i in items:
        key = " ".join(i.text.casefold().split()).rstrip(".")
        if key not in seen:
            seen.add(key)
            out.append(i)
    return out


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.casefold()) if w not in STOPWORDS and len(w) > 2}


# -- pages ---------------------------------------------------------------------------------------
_PAGE_ITEM = re.compile(r"^- \[([ xX])\] .*?\^(l-[0-9a-f]{6})\s*$")


def render_decisions(items: list[Item]) -> str:
    lines = ["---", "musubi_id: musubi:decisions", "type: decisions",
             "---", "# Decisions", "",
             "What was decided across your conversations, newest first. Each links to its "
             "line in the conversation; edit a decision there.", ""]
    month = None
    for i in items:
        if i.date[:7] != month:
            month = i.date[:7]
            lines += [f"## {month or 'Undated'}", ""]
        text = f"~~{_one_line(i.text)}~~ {SUPERSEDED_MARK}" if i.superseded \
            else _one_line(i.text)
        lines.append(f"- {text} · {i.date[:10]} · {i.link}")
    if not items:
        lines.append("Nothing decided yet.")
    return "\n".join(lines).rstrip("\n") + "\n"


def render_loops(items: list[Item]) -> str:
    lines = ["---", "musubi_id: musubi:open-loops", "type: open-loops",
             "---", "# Open loops", "",
             "What is still to do across your conversations, newest first. Tick one "
             "(`- [x]`) here or in its conversation and it leaves the list; so does one a later "
             "conversation carries out.", ""]
    for i in items:
        lines.append(f"- [ ] {_one_line(i.text)} · {i.date[:10]} · {i.link} ^{i.block}")
    if not items:
        lines.append("Nothing open.")
    return "\n".join(lines).rstrip("\n") + "\n"


def ticked_on_page(text: str | None) -> set[str]:
    """Block ids of the loops a person ticked on the roll-up page."""
    if not text:
        return set()
    out = set()
    for line in text.split("\n"):
        m = _PAGE_ITEM.match(line.strip())
        if m and m.group(1) != " ":
            out.add(m.group(2))
    return out


def without_ticked(text: str, blocks: set[str]) -> str:
    """The page with the ticked lines taken out: they have been carried into their notes."""
    keep = []
    for line in text.split("\n"):
        m = _PAGE_ITEM.match(line.strip())
        if m and m.group(2) in blocks:
            continue
        keep.append(line)
    return "\n".join(keep)


def _one_line(text: str) -> str:
    return " ".join(text.split())
