"""A note's passages, as the index stores and embeds them: each message with its neighbours
as context, the distilled sections, a capture's words, a person's own note; each prefixed with
its title (and who said it, or the date of a summary or capture), so a passage says where it
comes from."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from .. import config as C
from ..agents import agent_name
from ..jsonish import Properties
from ..model import Conversation, Message, iso_utc
from ..vault.contained import contained
from ..vault.distilled import parse_sections, person_passages
from ..vault.ids import id_in_properties, id_kind
from ..vault.layout import bind_attachments
from ..vault.notes import NoteError, block_id, parse, read_frontmatter, split_frontmatter
from .chunking import fit_chunks
from .dates import human_date
from .keyword import Chunk
from .vector_cache import embed_hash

if TYPE_CHECKING:
    from .embeddings import Embedder

CONTEXT_CHARS = 300
KIND_FOLDERS = {"conversations": "conversation", "episodes": "episode",
                "concepts": "concept", "curated": "curated", "topics": "topic",
                "reflections": "reflection"}

# What the index searches: the kinds of Musubi's notes, and the person's own.
INDEXED_KINDS = frozenset({*KIND_FOLDERS.values(), "note"})

ROLE_NAMES = {"user": "User", "assistant": "Assistant", "system": "System", "tool": "Tool"}


def note_state(frontmatter: Properties | None) -> str | None:
    """The lifecycle ``state`` in a note's frontmatter, lower-cased, so search can leave out
    demoted, archived and superseded notes; None when the note has none (it is active) or
    its properties do not read."""
    value = (frontmatter or {}).get("state")
    return (value.strip().lower() or None) if isinstance(value, str) else None


def vault_notes(vault: Path, folder: str, person_notes: Callable[[], Iterable[str]]
                ) -> Iterator[tuple[str, str]]:
    """(vault-relative path, kind) of every note worth searching: Musubi's folders in path
    order (the order notes are indexed in shapes the vector graph), then the notes outside
    them as the person's (``note``): one of Musubi's a person moved there is told by its
    properties when it is read (``Passages.read``), so listing reads no file.
    A walk with plain strings: pathlib's rglob and relative_to cost 1.8 s over 29,000 notes,
    more than the re-index of the one note that changed."""
    root = os.path.join(vault, folder)
    found: list[tuple[str, str]] = []
    for sub, kind in KIND_FOLDERS.items():
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, sub)):
            # Hidden names are no notes, as among the person's: macOS's "._" twins on
            # exFAT and network volumes, an editor's ".draft.md".
            dirnames[:] = [d for d in dirnames if not d.startswith(".")]
            rel = os.path.relpath(dirpath, vault).replace(os.sep, "/")
            found += [(f"{rel}/{f}", kind) for f in filenames
                      if f.endswith(".md") and not f.startswith(".")]
    yield from sorted(found)
    for path in person_notes():
        yield path, "note"


def _properties(text: str, kind: str) -> Properties | None:
    """The note's properties, None when they are not valid YAML. Read once per note: YAML was
    a tenth of the indexing thread's time, read thrice. A capture's are read with Windows
    line ends undone, as its words are."""
    try:
        return read_frontmatter(text.replace("\r\n", "\n") if kind == "episode" else text)
    except NoteError:
        return None


def _moved_kind(text: str, fm: Properties | None) -> str | None:
    """The kind of Musubi note a note found among the person's is, by its ``musubi_id``
    (read from the raw block when the YAML does not parse, so a conversation note with a
    broken property is still reported as one); None for a note of the person's."""
    if fm is not None:
        return id_kind(fm.get("musubi_id"))
    raw, _ = split_frontmatter(text.replace("\r\n", "\n"))
    return id_kind(id_in_properties(raw)) if raw is not None else None


def note_digest(data: bytes) -> str:
    """What a note's bytes hash to, kept with its stamp: a note whose time changed and whose
    bytes did not (``touch``, ``git checkout`` of an edit, an ingest run again after a kill)
    is no change, to the sync and to ``musubi doctor`` alike."""
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def file_digest(path: str) -> str | None:
    """``note_digest`` of the file at ``path``, None when it cannot be read."""
    try:
        with open(path, "rb") as f:
            return note_digest(f.read())
    except OSError:
        return None


class Passages:
    """Cuts notes of one vault into passages that fit the embedder."""

    def __init__(self, vault: Path, folder: str, embedder: Embedder):
        self.vault = vault
        self.folder = folder
        self.embedder = embedder

    def for_note(self, rel: str, kind: str) -> list[Chunk]:
        """The note's passages (see ``read``)."""
        return self.read(rel, kind)[1]

    def read(self, rel: str, kind: str) -> tuple[str, list[Chunk], str]:
        """(the note's kind, its passages, each with the note's lifecycle state, and the
        digest of the bytes they were cut from: ``note_digest``). ``kind`` is
        where the note was found; a person's note (``note``) that carries a ``musubi_id`` is
        one of Musubi's moved out of its folder and stays what its id says: a conversation
        keeps its source, roles and message links, a capture its words. Told here, from the
        properties read for the passages anyway, so a sync reads no note it would not index.
        A person's own notes have no Musubi lifecycle: a ``state`` property of theirs hides
        nothing."""
        # A symlink in the vault that leads out of it is no note: Outside, a ValueError the
        # index records (another vault's note, read in place, is named by its absolute path).
        path = Path(rel) if rel.startswith("/") else contained(self.vault, rel, listed=True)
        data = path.read_bytes()
        digest = note_digest(data)
        # As reading in text mode would: CRLF and lone CR notes (Windows, old Macs) are lines.
        text = data.decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")
        fm = _properties(text, kind)
        if kind == "note" and not rel.startswith("/"):
            moved = _moved_kind(text, fm)
            if moved is not None:
                kind = moved
                if kind == "episode":
                    fm = _properties(text, kind)
        if kind not in INDEXED_KINDS:
            return kind, [], digest  # a roll-up page moved out: not searched there either
        chunks = self._passages(rel, kind, text, fm)
        state = None if kind == "note" else note_state(fm)
        for c in chunks:
            c.state = state
        return kind, chunks, digest

    def _pieces(self, body: str, prefix: str, make: Callable[[int, str, str], Chunk]
                ) -> list[Chunk]:
        """``body`` cut to fit the embedder after ``prefix``: one chunk per piece, made by
        ``make(n, piece, embed_text)``."""
        limit = getattr(self.embedder, "max_tokens", C.EMBED_MAX_TOKENS)  # a model's own
        pieces = fit_chunks(body, prefix, self.embedder.count_tokens, limit)
        return [make(n, piece, prefix + piece) for n, piece in enumerate(pieces)]

    def _hash(self, embed: str) -> str:
        return embed_hash(self.embedder.provider_id, embed)

    def _passages(self, rel: str, kind: str, text: str,
                  fm: Properties | None) -> list[Chunk]:
        """``fm``: the note's properties, None when they are not valid YAML."""
        if kind == "note":
            return self._note_chunks(rel, text, fm)
        if kind == "episode":
            return self._episode_chunks(rel, text, fm)
        try:
            conv = parse(text, frontmatter=fm)  # None: parse reports the broken YAML
        except NoteError:
            if kind == "conversation":
                raise
            return self._note_chunks(rel, text, fm, kind=kind)
        return self._distilled_chunks(rel, kind, conv, text, fm) + self._conversation_chunks(
            rel, kind, conv) + self._person_chunks(rel, kind, conv, text)

    def _person_chunks(self, rel: str, kind: str, conv: Conversation, text: str
                       ) -> list[Chunk]:
        """What the person wrote in the note around Musubi's units: searchable as hers
        (role ``person``), never as the message above it."""
        body = "\n\n".join(person_passages(text))
        if not body:
            return []
        return self._pieces(body, f"{conv.title or ''} Your note: ", lambda n, piece, embed: Chunk(
            chunk_id=f"{conv.id}~person~{n}", note_path=rel, conversation_id=conv.id,
            message_id=None, block_id=None, kind=kind, source=conv.source,
            project=conv.project, created=conv.created_at, title=conv.title,
            role="person", text=piece, context="", embed_text=embed,
            embed_hash=self._hash(embed)))

    def _distilled_chunks(self, rel: str, kind: str, conv: Conversation,
                          text: str, fm: Properties | None) -> list[Chunk]:
        """The distilled sections as passages of their own: a question about what was
        decided finds the decision, not only the turns that led to it."""
        note = parse_sections(text, fm or {})
        if note is None:
            return []
        lines = [note.summary] if note.summary else []
        for label, items in (("Decision", note.decisions), ("Fact", note.facts),
                             ("Open loop", note.actions), ("Key point", note.key_points)):
            lines += [f"{label}: {item}" for item in items]
        body = "\n".join(lines)
        if not body:
            return []
        return self._pieces(body, f"{conv.title or ''} ({human_date(conv.created_at)}) Summary: ",
                            lambda n, piece, embed: Chunk(
            chunk_id=f"{conv.id}~distilled~{n}", note_path=rel, conversation_id=conv.id,
            message_id=None, block_id=None, kind=kind, source=conv.source,
            project=conv.project, created=conv.created_at, title=conv.title,
            role="summary", text=piece, context="", embed_text=embed,
            embed_hash=self._hash(embed)))

    def _conversation_chunks(self, rel: str, kind: str, conv: Conversation) -> list[Chunk]:
        bind_attachments(conv, self.vault, self.folder)
        texts = {m.id: _with_attachments(m) for m in conv.messages}
        msgs = [m for m in conv.messages if m.role != "tool" and texts[m.id].strip()]
        out: list[Chunk] = []
        for i, m in enumerate(msgs):
            window = C.CONTEXT_MESSAGES
            before = "\n".join(x.text[-CONTEXT_CHARS:] for x in msgs[max(0, i - window):i])
            after = "\n".join(x.text[:CONTEXT_CHARS] for x in msgs[i + 1:i + 1 + window])
            # Who said it: the author where the source names one (a person in a group chat).
            # No date: in a short message's vector it outweighs what was said (LoCoMo vector
            # R@10 0.569 with it, 0.587 without); the keyword title and the date filters
            # carry it.
            role = m.author or ROLE_NAMES.get(m.role, m.role)
            out += self._pieces(texts[m.id], f"{conv.title or ''} {role}: ",
                                partial(self._message_chunk, rel, kind, conv, m,
                                        f"{before}\n{after}"))
        return out

    def _message_chunk(self, rel: str, kind: str, conv: Conversation, m: Message, context: str,
                       n: int, piece: str, embed: str) -> Chunk:
        return Chunk(
            chunk_id=f"{m.id}~{n}", note_path=rel, conversation_id=conv.id, message_id=m.id,
            block_id=block_id(m.id), kind=kind, source=conv.source, project=conv.project,
            created=m.created_at or conv.created_at, title=conv.title, role=m.role,
            text=piece, context=context, embed_text=embed, embed_hash=self._hash(embed),
            author=m.author)

    def _episode_chunks(self, rel: str, text: str, props: Properties | None
                        ) -> list[Chunk]:
        """A capture made with ``remember``: its text, under its own id, title and date, so
        the agent that saved it finds it again by what it said."""
        text = text.replace("\r\n", "\n")
        fm = props or {}  # broken properties: the captured words are still worth finding
        _, body = split_frontmatter(text)
        lines = body.strip("\n").split("\n")
        if lines and lines[0].startswith("# "):
            lines = lines[1:]
        captured = "\n".join(lines).strip()
        eid = str(fm.get("musubi_id") or f"episode:{rel}")
        agent = agent_name(str(fm["agent"])) if fm.get("agent") else None
        title = str(fm.get("title") or Path(rel).stem)
        created = iso_utc(fm.get("created")) or iso_utc((self.vault / rel).stat().st_mtime)
        return self._pieces(captured, f"{title} ({human_date(created)}) Remembered: ",
                            lambda n, piece, embed: Chunk(
            chunk_id=f"{eid}~{n}", note_path=rel, conversation_id=eid, message_id=None,
            block_id=None, kind="episode", source=None, project=None, created=created,
            title=title, role=None, text=piece, context="", embed_text=embed,
            embed_hash=self._hash(embed), agent=agent))

    def _note_chunks(self, rel: str, text: str, props: Properties | None,
                     kind: str = "note") -> list[Chunk]:
        _, body = split_frontmatter(text.replace("\r\n", "\n"))
        title = Path(rel).stem
        fm = props or {}
        # the date the note gives itself (a reflection's day, a person's created:)
        given = fm.get("created") or fm.get("date")  # YAML reads a bare day as a date
        stamp = (iso_utc(str(given) if given else None)
                 or iso_utc((self.vault / rel).stat().st_mtime))
        outside = rel.startswith("/")
        project = (Path(rel).parent.name if outside else
                   rel.split("/")[0] if "/" in rel else None)
        return self._pieces(body, f"{title}: ", lambda n, piece, embed: Chunk(
            chunk_id=f"{kind}:{rel}~{n}", note_path=rel, conversation_id=None,
            message_id=None, block_id=None, kind=kind,
            source="obsidian" if kind == "note" else None, project=project, created=stamp,
            title=title, role=None, text=piece, context="", embed_text=embed,
            embed_hash=self._hash(embed)))


def _with_attachments(m: Message) -> str:
    """A message's text and the text files it carried: pasted text is searchable too."""
    pasted = [f"[attached {a.name}]\n{t}" for a in m.attachments
              if (t := a.text(C.ATTACHMENT_TEXT_CHARS))]
    return "\n\n".join([m.text, *pasted]) if pasted else m.text
