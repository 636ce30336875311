"""The pages the lifecycle grows from the library: captures (episodes), concepts and curated pages.

Their state lives in their properties, so a person can read and change it in Obsidian; Musubi
reads them back from the vault on every run (the vault is the source of truth), and rewrites a
page only through the three-way merge, so a person's edit is never lost.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict

from ..jsonish import JSON, Properties
from ..vault.distilled import unlink
from ..vault.ids import note_files
from ..vault.layout import safe_title
from ..vault.links import wikilink
from ..vault.notes import NoteError, dump_frontmatter, read_frontmatter, split_frontmatter
from .library import Problem, episode_id

TITLE_WORDS = 8


def short_title(text: str) -> str:
    words = " ".join(text.split()).split(" ")
    title = " ".join(words[:TITLE_WORDS])
    return title + ("…" if len(words) > TITLE_WORDS else "")


def slug(text: str) -> str:
    flat = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", flat).strip("-")[:60] or "note"


def link(rel: str, label: str | None = None) -> str:
    """A link to a page, labelled with ``label`` or its file name."""
    return wikilink(rel, label or Path(rel.removesuffix(".md")).name)


def link_target(value: JSON) -> str:
    """The vault path (without .md) a ``[[link]]`` points at, or the bare name."""
    return unlink(value)


# -- episodes (captures) -------------------------------------------------------------------------
def episode_rel(folder: str, text: str, created: str) -> str:
    eid = episode_id(text).split(":", 1)[1]
    name = safe_title(short_title(text))
    return f"{folder}/episodes/{created[:4]}/{created[:10]} {name} ({eid[:8]}).md"


def render_episode(fm: Properties, text: str) -> str:
    title = str(fm.get("title") or short_title(text))
    return f"---\n{dump_frontmatter(fm)}\n---\n# {title}\n\n{text.strip()}\n"


# -- concepts ----------------------------------------------------------------------------------
class ConceptRow(TypedDict):
    """A concept as `musubi concepts --json` and the lifecycle's status print it."""

    id: str
    title: str
    state: str
    topic: str
    importance: int
    reinforcement_count: int
    created: str
    last_reinforced: str
    supporting: list[str]
    contradicts: list[str]
    contradiction: str | None
    superseded_by: str | None
    promoted_to: str | None
    path: str | None
    synthesis: str


@dataclass
class Concept:
    id: str
    title: str
    synthesis: str
    state: str = "synthesized"
    topic: str = ""  # topic name, or ""
    importance: int = 5
    reinforcement_count: int = 0
    created: str = ""
    last_reinforced: str = ""
    supporting: list[str] = field(default_factory=list)  # note paths (vault-relative, no .md)
    contradicts: list[str] = field(default_factory=list)  # concept paths (no .md)
    contradiction: str | None = None  # "open" or "resolved"
    superseded_by: str | None = None
    promoted_to: str | None = None
    promoted_at: str | None = None
    path: str | None = None
    extra: Properties = field(default_factory=dict)  # the person's own properties

    @property
    def target(self) -> str:
        return (self.path or "").removesuffix(".md")

    @property
    def open_contradiction(self) -> bool:
        return bool(self.contradicts) and self.contradiction != "resolved" \
            and not self.superseded_by

    def to_dict(self) -> ConceptRow:
        return {"id": self.id, "title": self.title, "state": self.state, "topic": self.topic,
                "importance": self.importance, "reinforcement_count": self.reinforcement_count,
                "created": self.created, "last_reinforced": self.last_reinforced,
                "supporting": self.supporting, "contradicts": self.contradicts,
                "contradiction": self.contradiction, "superseded_by": self.superseded_by,
                "promoted_to": self.promoted_to, "path": self.path,
                "synthesis": self.synthesis}


CONCEPT_KEYS = ("musubi_id", "type", "title", "state", "topic", "importance",
                "reinforcement_count", "created", "last_reinforced", "supporting", "contradicts",
                "contradiction", "superseded_by", "promoted_to", "promoted_at", "tags")


def concept_rel(folder: str, title: str, cid: str) -> str:
    return f"{folder}/concepts/{safe_title(title)} ({cid.split(':', 1)[1][:6]}).md"


def render_concept(c: Concept, folder: str) -> str:
    fm: Properties = {
        "musubi_id": c.id, "type": "concept", "title": c.title, "state": c.state,
        "topic": f"[[{folder}/topics/{c.topic}|{c.topic}]]" if c.topic else None,
        "importance": c.importance, "reinforcement_count": c.reinforcement_count,
        "created": c.created, "last_reinforced": c.last_reinforced or None,
        "supporting": [link(p + ".md") for p in c.supporting],
        "contradicts": [link(p + ".md") for p in c.contradicts],
        "contradiction": c.contradiction, "superseded_by": c.superseded_by,
        "promoted_to": link(c.promoted_to + ".md") if c.promoted_to else None,
        "promoted_at": c.promoted_at, "tags": ["musubi/concept"]}
    fm = {k: v for k, v in fm.items() if v not in (None, [])}
    fm.update(c.extra)
    lines = ["---", dump_frontmatter(fm), "---", f"# {c.title}", "", c.synthesis, ""]
    if c.open_contradiction:
        lines += ["> [!warning] Contradicted by " + ", ".join(
            link(p + ".md") for p in c.contradicts), "> Resolve it: set `contradiction: "
                  "resolved`, or keep one side with `superseded_by: \"[[the other]]\"` on "
                  "the one to drop.", ""]
    lines += ["## Supporting notes", ""]
    lines += [f"- {link(p + '.md')}" for p in c.supporting]
    return "\n".join(lines).rstrip("\n") + "\n"


def read_concepts(vault: Path, folder: str, problems: list[Problem]) -> dict[str, Concept]:
    out: dict[str, Concept] = {}
    # note_files: a concept symlinked from outside the vault is never read
    for rel in note_files(vault, f"{folder}/concepts"):
        p = vault / rel
        try:
            text = p.read_text(encoding="utf-8")
            fm = read_frontmatter(text)
            cid = str(fm.get("musubi_id") or "")
            if not cid.startswith("concept:"):
                continue
            _, body = split_frontmatter(text)
            out[cid] = Concept(
                id=cid, title=str(fm.get("title") or p.stem), synthesis=_first_paragraph(body),
                state=str(fm.get("state") or "synthesized"),
                topic=link_target(fm["topic"]).rsplit("/", 1)[-1] if fm.get("topic") else "",
                importance=_int(fm.get("importance"), 5),
                reinforcement_count=_int(fm.get("reinforcement_count"), 0),
                created=str(fm.get("created") or ""),
                last_reinforced=str(fm.get("last_reinforced") or ""),
                supporting=[link_target(v) for v in _list(fm.get("supporting"))],
                contradicts=[link_target(v) for v in _list(fm.get("contradicts"))],
                contradiction=str(fm["contradiction"]) if fm.get("contradiction") else None,
                superseded_by=link_target(fm["superseded_by"]) if fm.get("superseded_by")
                else None,
                promoted_to=link_target(fm["promoted_to"]) if fm.get("promoted_to") else None,
                promoted_at=str(fm.get("promoted_at") or "") or None, path=rel,
                extra={k: v for k, v in fm.items() if k not in CONCEPT_KEYS})
        except (OSError, NoteError, KeyError, TypeError, ValueError) as e:
            problems.append(Problem(rel, f"concept skipped: {e}"))
    return out


def _first_paragraph(body: str) -> str:
    lines = body.strip("\n").split("\n")
    if lines and lines[0].startswith("# "):
        lines = lines[1:]
    para: list[str] = []
    for line in lines:
        if not line.strip():
            if para:
                break
            continue
        if line.startswith(("#", ">")):
            break
        para.append(line.strip())
    return " ".join(para)


def _int(value: JSON, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _list(value: JSON) -> list[str]:
    if isinstance(value, list):
        return [str(v) for v in value if str(v).strip()]
    return [str(value)] if isinstance(value, str) and value.strip() else []


# -- curated pages ------------------------------------------------------------------------------
EVIDENCE_HEADING = "## New evidence"


def curated_rel(folder: str, topic: str, title: str) -> str:
    return f"{folder}/curated/{slug(topic) if topic else 'general'}/{slug(title)}.md"


def render_curated(c: Concept, concept_rel_path: str, now: str) -> str:
    fm = {"musubi_id": "curated:" + c.id.split(":", 1)[1], "type": "curated", "title": c.title,
          "state": "matured", "promoted_from": link(concept_rel_path), "promoted_at": now,
          "importance": c.importance, "tags": ["musubi/curated"]}
    lines = ["---", dump_frontmatter(fm), "---", f"# {c.title}", "", c.synthesis, "",
             "## Evidence", ""]
    lines += [f"- {link(p + '.md')}" for p in c.supporting]
    return "\n".join(lines) + "\n"


def append_evidence(page: str, notes: list[str], now: str) -> str:
    """The page with a dated "New evidence" section added at its end: the person's text above
    it is left exactly as they wrote it."""
    section = [f"{EVIDENCE_HEADING} ({now[:10]})", ""] + [f"- {link(p + '.md')}" for p in notes]
    return page.rstrip("\n") + "\n\n" + "\n".join(section) + "\n"
