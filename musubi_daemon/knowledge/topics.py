"""The topic map: one page per topic under ``<folder>/topics/``, each conversation linked to one.

A topic's identity is its ``musubi_id`` (``topic:<slug of the first name>``), its name is the
page's file name: a person renames a topic by renaming the page, hides it with ``hidden: true``
and folds it into another with ``merged_into: "[[Other]]"``; a rebuild reads those back and never
undoes them.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from ..vault.distilled import unlink
from ..vault.ids import note_files
from ..vault.notes import NoteError, dump_frontmatter, read_frontmatter
from .library import LibraryNote, Problem

if TYPE_CHECKING:
    import numpy as np  # a type only: a briefing never loads numpy for it

UNSORTED_ID = "topic:unsorted"
UNSORTED_NAME = "Unsorted"
# The origin of a topic found without a model; pages written before say "kmeans".
CLUSTERS = "clusters"
TOPICS_DIR = "topics"
MAX_REDIRECTS = 8  # merged_into chains longer than this are a loop


class TopicRow(TypedDict):
    """A topic as `musubi topics list --json` prints it."""

    id: str
    name: str
    description: str
    conversations: int
    hidden: bool
    merged_into: str | None
    page: str | None
    origin: str


@dataclass
class Topic:
    id: str
    name: str
    description: str = ""
    origin: str = "model"  # "model", CLUSTERS or "unsorted"
    path: str | None = None  # the page, when it exists
    hidden: bool = False
    merged_into: str | None = None  # the target's name
    given: str = ""  # the name Musubi gave it; a page renamed by the person differs
    vector: np.ndarray | None = None
    members: list[LibraryNote] = field(default_factory=list)

    @property
    def overridden(self) -> bool:
        """Whether the person has a say in this topic, so a rebuild must keep its page."""
        return self.hidden or self.merged_into is not None or self.renamed

    @property
    def renamed(self) -> bool:
        return bool(self.given) and self.given != self.name

    @property
    def listed(self) -> bool:
        return not self.hidden and self.merged_into is None

    def to_dict(self) -> TopicRow:
        return {"id": self.id, "name": self.name, "description": self.description,
                "conversations": len(self.members), "hidden": self.hidden,
                "merged_into": self.merged_into, "page": self.path, "origin": self.origin}


def topic_rel(folder: str, name: str) -> str:
    return f"{folder}/{TOPICS_DIR}/{name}.md"


def topic_link(folder: str, name: str) -> str:
    """A link that resolves to the topic page even when another note shares its name."""
    return f"[[{folder}/{TOPICS_DIR}/{name}|{name}]]"


def _origin(value: object) -> str:
    origin = str(value or "model")
    return CLUSTERS if origin == "kmeans" else origin


def read_topics(vault: Path, folder: str, problems: list[Problem]) -> dict[str, Topic]:
    """The topic pages in the vault, by id; pages with broken properties are reported."""
    out: dict[str, Topic] = {}
    # note_files: a page symlinked from outside the vault is never read
    for rel in note_files(vault, f"{folder}/{TOPICS_DIR}"):
        p = vault / rel
        try:
            fm = read_frontmatter(p.read_text(encoding="utf-8", errors="replace"))
        except (OSError, NoteError) as e:
            problems.append(Problem(rel, f"topic page skipped: {e}"))
            continue
        tid = str(fm.get("musubi_id") or "")
        if not tid.startswith("topic:") or tid in out:
            continue
        merged = fm.get("merged_into")
        merged_name = unlink(merged).rsplit("/", 1)[-1].strip() if merged else None
        given = str(fm.get("name") or p.stem)
        out[tid] = Topic(
            id=tid, name=p.stem, description=str(fm.get("description") or ""),
            origin=_origin(fm.get("origin")), path=rel,
            hidden=fm.get("hidden") is True, merged_into=merged_name or None, given=given)
    return out


def resolve(topics: dict[str, Topic], tid: str) -> str:
    """Follow ``merged_into`` to the topic that takes a merged topic's conversations."""
    by_name = {t.name.casefold(): t.id for t in topics.values()}
    seen = {tid}
    for _ in range(MAX_REDIRECTS):
        target = topics[tid].merged_into
        if not target:
            return tid
        nxt = by_name.get(target.casefold())
        if nxt is None or nxt in seen:
            return tid
        seen.add(nxt)
        tid = nxt
    return tid


def unique_name(name: str, taken: Iterable[str]) -> str:
    used = {t.casefold() for t in taken}
    if name.casefold() not in used:
        return name
    n = 2
    while f"{name} {n}".casefold() in used:
        n += 1
    return f"{name} {n}"


def entity_counts(members: Sequence[LibraryNote]) -> Counter[str]:
    out: Counter[str] = Counter()
    for n in members:
        if n.note:
            out.update({e.casefold() for e in n.note.entities if e.strip()})
    return out


def render_topic_page(topic: Topic, folder: str, related: Sequence[str],
                      merged_from: Sequence[str] = ()) -> str:
    """The page: what the topic is, its conversations newest first, the topics next to it.

    No timestamp: an unchanged topic renders byte for byte the same (git dates each change).
    """
    fm: dict[str, object] = {
        "musubi_id": topic.id, "type": "topic", "name": topic.given or topic.name,
        "origin": topic.origin, "description": topic.description,
        "conversations": len(topic.members),
        "related": [topic_link(folder, r) for r in related],
        "tags": ["musubi/topic"],
    }
    lines = ["---", dump_frontmatter(fm), "---", f"# {topic.name}", ""]
    if topic.description:
        lines += [topic.description, ""]
    if topic.merged_into:
        lines += [f"Merged into {topic_link(folder, topic.merged_into)}: its conversations "
                  "are listed there.", ""]
    if topic.id == UNSORTED_ID:
        lines += ["Conversations no topic fits well enough. Many here means the taxonomy is "
                  "missing something: `musubi topics build --rebuild` proposes a new one.", ""]
    if merged_from:
        lines += ["Also holds: " + ", ".join(topic_link(folder, m) for m in merged_from), ""]
    lines += ["## Conversations", ""]
    members = sorted(topic.members, key=lambda n: (n.date, n.path), reverse=True)
    lines += [f"- [[{n.link_target}|{_label(n.label)}]] · {n.date[:10]}" for n in members]
    if not members:
        lines.append("None yet.")
    if related:
        lines += ["", "## Related topics", ""]
        lines += [f"- {topic_link(folder, r)}" for r in related]
    return "\n".join(lines).rstrip("\n") + "\n"


def _label(text: str) -> str:
    return re.sub(r"[\[\]|]", " ", " ".join(text.split())) or "untitled"
