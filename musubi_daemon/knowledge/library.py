"""The library as later steps see it: every conversation note's distilled sections, read from
the vault (the source of truth), with the problems of unreadable notes kept for the report."""

from __future__ import annotations

import hashlib
import os
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..config import TOPIC_NOTE_CHARS, TOPIC_WORDS_CHARS
from ..model import StructuredNote
from ..vault.contained import artifacts_folder
from ..vault.distilled import parse_sections, unlink
from ..vault.ids import id_kind, note_files, path_order, scan_ids
from ..vault.notes import ROLE_LABELS, NoteError, read_frontmatter, split_frontmatter
from ..vault.structure import TRANSCRIPT_HEADING
from .actions import action_evidence
from .note_store import NoteStore, shape_of

_NOISE = re.compile(r"^(?:#|>|```|---|\s*$)")
_ROLE_HEADER = re.compile(r"^\*\*(?:" + "|".join(ROLE_LABELS.values()) + r")\*\*(?:\s|$)")


@dataclass
class LibraryNote:
    id: str
    path: str  # vault-relative
    title: str
    source: str
    created: str
    updated: str
    note: StructuredNote | None  # None when never distilled
    topics: list[str] = field(default_factory=list)  # names its `topics` property links
    opening: str = ""  # the start of the transcript, for notes with no summary yet
    kind: str = "conversation"  # or "episode" (a capture)
    fm: dict[str, Any] = field(default_factory=dict)  # every property, for the lifecycle
    acted: list[str] = field(default_factory=list)  # evidence the conversation did things
    gist: str = ""  # the transcript's first plain words: what topics are found by
    ask: str = ""  # the person's first message: what the conversation is about
    # A capture whose text is no longer what was captured: the person edited it.
    edited: bool = False

    @property
    def state(self) -> str:
        return str(self.fm.get("state") or "provisional")

    @property
    def importance(self) -> int | None:
        value = self.fm.get("importance")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def date(self) -> str:
        return self.updated or self.created

    @property
    def link_target(self) -> str:
        return self.path.removesuffix(".md")

    @property
    def label(self) -> str:
        """The note's title as a person reads it in a list."""
        return self.title or Path(self.path).stem

    def topic_text(self) -> str:
        """What places the note on the topic map: what it concluded, not every turn of it."""
        parts = [self.title]
        if self.note is not None:
            n = self.note
            parts += [n.summary, "; ".join(n.key_points), ", ".join(n.topics),
                      ", ".join(n.entities)]
        if self.note is None or not self.note.summary:
            parts.append(self.opening)
        text = ". ".join(p.strip() for p in parts if p and p.strip())
        return text[:TOPIC_NOTE_CHARS]

    def map_text(self) -> str:
        """What places the note on the topic map: its title and what the person first asked.
        The distilled parts move with every change to the distiller and say more about how a
        conversation ended than what it is about: on the themed tune half, topic purity was
        0.47 to 0.52 with them, 0.58 with the first message (``docs/benchmarks.md``)."""
        if not self.ask:
            return self.topic_text()
        return f"{self.title}. {self.ask}"[:TOPIC_NOTE_CHARS]

    def topic_words(self) -> str:
        """The words the topic map groups the note by, beside its vector."""
        return f"{self.title}. {self.gist or self.opening}"

    def topic_hash(self) -> str:
        return hashlib.sha256(self.map_text().encode("utf-8")).hexdigest()[:16]


@dataclass
class Problem:
    path: str
    reason: str


def note_store(path: Path) -> NoteStore:
    """The on-disk store of parsed library notes at ``path`` (``note_store.py``)."""
    return NoteStore(path, shape_of(LibraryNote, StructuredNote))


class LibraryCache:
    """Notes parsed by an earlier read, for a long-lived reader (the MCP server, the daemon):
    a note is read and parsed again only when its file changed (another inode, size or
    modification time; Musubi's own writes always make a new inode). With a ``store``, what
    was parsed also outlives the process (``note_store.py``), so a cold briefing parses only
    the notes that changed since. Read-only callers only: the notes are shared between reads."""

    def __init__(self, store: NoteStore | None = None) -> None:
        # rel -> (file stamp, kind folder it was read as, what was read)
        self._parsed: dict[str, tuple[tuple[int, int, int], str, LibraryNote | Problem]] = {}
        self.store = store
        self._fresh: list[tuple[str, tuple[int, int, int], str, LibraryNote]] = []

    def get(self, path: str, rel: str, kind: str) -> LibraryNote | Problem:
        """``path``: the note's path as a plain string (pathlib cost 2.3 s of four reads of
        33,000 notes)."""
        try:
            st = os.stat(path)
        except OSError as e:
            return Problem(rel, str(e))
        stamp = (st.st_ino, st.st_size, st.st_mtime_ns)
        hit = self._parsed.get(rel)
        if hit is not None and hit[0] == stamp and hit[1] == kind:
            return hit[2]
        found = self.store.get(rel, stamp, kind) if self.store is not None else None
        if not isinstance(found, LibraryNote):
            found = _read_note(Path(path), rel, kind)
            if isinstance(found, LibraryNote) and self.store is not None:
                self._fresh.append((rel, stamp, kind, found))
        self._parsed[rel] = (stamp, kind, found)
        return found

    def close(self) -> None:
        if self.store is not None:
            self.store.close()

    def forget_missing(self, kinds: tuple[str, ...], seen: set[str]) -> None:
        """Forget the notes of these kinds that a read of them no longer found (gone, or
        moved: a note moved is found again under its new path); keep what this read parsed
        for the next process."""
        gone = [r for r, (_, k, _) in self._parsed.items() if k in kinds and r not in seen]
        for rel in gone:
            del self._parsed[rel]
        if self.store is not None:
            gone += self.store.missing(kinds, seen)
            self.store.put(self._fresh, gone)
            self._fresh = []


def library_paths(vault: Path, folder: str, kinds: tuple[str, ...]) -> list[tuple[str, str]]:
    """(vault-relative path, kind folder) of every note of these kinds (``conversations``,
    ``episodes``), in path order: those in their folder, and those a person moved anywhere
    else in the vault, found by the ``musubi_id`` at their top (one walk, the first bytes of
    each note outside those folders). A symlink that leads out of the vault is no note."""
    homes = {kind: f"{folder}/{kind}" for kind in kinds}
    found = [(rel, kind) for kind, home in homes.items()
             for rel in note_files(vault, home)]
    wanted = {kind.removesuffix("s"): kind for kind in kinds}
    # Artifacts are never notes, however their text begins (a tool output that printed one).
    for musubi_id, rel in scan_ids(vault, skip=(*homes.values(), artifacts_folder(folder))):
        kind = wanted.get(id_kind(musubi_id) or "")
        if kind is not None:
            found.append((rel, kind))
    return sorted(found, key=lambda f: path_order(f[0]))


def read_library(vault: Path, folder: str, problems: list[Problem],
                 kinds: tuple[str, ...] = ("conversations",),
                 cache: LibraryCache | None = None) -> Iterator[LibraryNote]:
    """Every conversation note (and with ``kinds`` naming ``episodes``, every capture), in
    path order: under ``<folder>/conversations`` (``<folder>/episodes``), and wherever in the
    vault a person moved one, by its ``musubi_id``.

    A note whose properties no longer parse is reported in ``problems`` and skipped: the
    person's text is never touched because of it.
    """
    seen: set[str] = set()
    base = os.fspath(vault)
    for rel, kind in library_paths(vault, folder, kinds):
        seen.add(rel)
        found = cache.get(os.path.join(base, rel), rel, kind) if cache is not None \
            else _read_note(vault / rel, rel, kind)
        if isinstance(found, Problem):
            problems.append(found)
        else:
            yield found
    if cache is not None:
        cache.forget_missing(kinds, seen)


def _read_note(p: Path, rel: str, kind: str) -> LibraryNote | Problem:
    try:
        text = p.read_text(encoding="utf-8", errors="replace")
        fm = read_frontmatter(text)
    except (OSError, NoteError) as e:
        return Problem(rel, str(e))
    musubi_id = fm.get("musubi_id")
    if not musubi_id:
        return Problem(rel, "no musubi_id property")
    gist = _opening(text, TOPIC_WORDS_CHARS)
    edited = kind == "episodes" and str(musubi_id).startswith("episode:") and \
        episode_id(episode_text(text)) != str(musubi_id)
    return LibraryNote(
        id=str(musubi_id), path=rel, title=str(fm.get("title") or ""),
        source=str(fm.get("source") or ""), created=str(fm.get("created") or ""),
        updated=str(fm.get("updated") or ""), note=parse_sections(text),
        topics=[unlink(t).rsplit("/", 1)[-1] for t in _as_list(fm.get("topics"))],
        opening=gist[:TOPIC_NOTE_CHARS], kind=kind.removesuffix("s"), fm=fm, gist=gist,
        ask=_first_ask(text),
        edited=edited,
        acted=action_evidence(_transcript(text)))


def _as_list(value: object) -> list[str]:
    if isinstance(value, list):
        return [str(v) for v in value if str(v).strip()]
    if isinstance(value, str) and value.strip():
        return [value]
    return []


def _transcript(text: str) -> str:
    _, body = split_frontmatter(text)
    return body.split("\n" + TRANSCRIPT_HEADING + "\n", 1)[-1]


_USER_HEADER = f"**{ROLE_LABELS['user']}**"


def _first_ask(text: str, size: int = TOPIC_NOTE_CHARS) -> str:
    """The plain lines of the person's first message: its header, callouts, fences and end
    mark left out, "" when the person never wrote. A message a harness wrote in her name
    (" · machine": a command's caveat, a subagent's brief) counts only when she wrote none."""
    lines = _transcript(text).split("\n")
    users = [i for i, line in enumerate(lines) if line.startswith(_USER_HEADER)]
    start = next((i for i in users if " · machine" not in lines[i]), users[0] if users else None)
    if start is None:
        return ""
    return _plain(lines[start + 1:], size, until_next=True)


def _opening(text: str, size: int = TOPIC_NOTE_CHARS) -> str:
    """The first plain lines of the transcript: headers, callouts and fences left out."""
    return _plain(_transcript(text).split("\n"), size)


def _plain(lines: list[str], size: int, until_next: bool = False) -> str:
    """The first ``size`` characters of ``lines`` without markup lines; with ``until_next``,
    only up to the message's end mark or the next message's header."""
    out: list[str] = []
    total = 0
    for line in lines:
        if until_next and (line.startswith("%%/") or _ROLE_HEADER.match(line)):
            break
        if _NOISE.match(line):
            continue
        out.append(line.strip())
        total += len(line)
        if total >= size:
            break
    return " ".join(out)[:size]


# -- captures ----------------------------------------------------------------------------------

def normalise(text: str) -> str:
    """The form two captures must share to be one (seed 2: NFKC, casefold, spaces, no final
    punctuation): a near-duplicate that differs in meaning ("not") stays its own capture."""
    flat = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return flat.rstrip(".!?")


def episode_id(text: str) -> str:
    return "episode:" + hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:12]


def episode_text(page: str) -> str:
    """The captured text: the body without its title line."""
    _, body = split_frontmatter(page)
    lines = body.strip("\n").split("\n")
    if lines and lines[0].startswith("# "):
        lines = lines[1:]
    return "\n".join(lines).strip()


def project_folder(n: LibraryNote) -> str:
    """The note's code project as its folder is named ("trailmap" for /home/ana/src/trailmap,
    a Windows path or a person's [[Trailmap]] link); "" when it has none."""
    raw = str(n.fm.get("project") or "").strip().strip("[]").split("|", 1)[0]
    return raw.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1].strip()


def project_name(n: LibraryNote) -> str:
    """The note's code project by name, case-folded; "" when it has none."""
    return project_key(str(n.fm.get("project") or ""))


def project_key(where: str) -> str:
    """A project by name, case-folded, from its path or link (see ``project_folder``)."""
    raw = where.strip().strip("[]").split("|", 1)[0]
    return raw.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1].strip().casefold()
