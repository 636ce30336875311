"""Writing conversation notes inside a write session: render, merge with the person's edits
against Musubi's last render, write, and record what was written (for crash recovery and the
next merge). Ingest, distillation, the topic map, the roll-ups and the lifecycle all write a
conversation note through this one path."""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..config import WRITE_RETRIES
from ..jsonish import Properties
from ..model import Conversation, Message
from .contained import artifact_reader
from .distilled import ASSIGNED_KEYS, distilled_parts, tick_in_note, with_item_properties
from .files import UNCHECKED, EmptyNote, FileChanged, Unchecked, atomic_write, read_settled
from .layout import artifact_path
from .notes import Template, parse, render
from .session import Transaction, sha


class Tally(Protocol):
    """Where a job counts its merges and conflicts and names what it had to skip."""

    merged: int
    conflicts: int
    skipped: list[dict[str, str]]


@dataclass
class Counts:
    """A Tally of its own, for a job that reports no more than that."""

    merged: int = 0
    conflicts: int = 0
    skipped: list[dict[str, str]] = field(default_factory=list)


def read_or_none(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


def renamed(conv: Conversation, musubi_id: str) -> Conversation:
    """The conversation under another id, its messages' ids following."""
    return dataclasses.replace(conv, id=musubi_id, messages=[
        dataclasses.replace(m, id=f"{musubi_id}#{m.native_id}") for m in conv.messages])


def keep_vault_messages(source: Conversation, held: Conversation) -> tuple[Conversation, int]:
    """The source's conversation with every message the vault holds that the source no longer
    has (a file cut short, a re-export), each where it was: (conversation, how many kept).
    A message already in the vault never leaves it because its source forgot it."""
    have = {m.id for m in source.messages}
    lost = [m for m in held.messages if m.id not in have]
    if not lost:
        return source, 0
    merged: list[Message] = []
    pending = list(source.messages)
    for m in held.messages:
        if m.id in have:
            # The source's messages up to this one, in the source's order.
            while pending:
                nxt = pending.pop(0)
                merged.append(nxt)
                if nxt.id == m.id:
                    break
        else:
            merged.append(m)
    merged += pending
    return dataclasses.replace(source, messages=merged), len(lost)


class NoteWriter:
    def __init__(self, tx: Transaction, folder: str, template: Template, limit: int,
                 label: Callable[[str], str] | None = None):
        """``label``: how a note's header names a source ("Claude Code"), given by the
        caller, who knows the sources (the vault does not)."""
        self.tx = tx
        self.label = label
        self.vault = tx.vault
        self.folder = folder
        self.template = template
        self.limit = limit
        # The whole State (notes' rows, their paths), not only the session's ``NoteState``.
        self.state: Any = tx.state

    # -- rendering -------------------------------------------------------------------------
    def store_artifact(self, data: Any, ext: str) -> str:
        """Write an artifact once: text under its own hash, a ``model.Attachment`` under the
        digest its adapter took, its bytes read only when no file has that digest yet."""
        digest = sha(data) if isinstance(data, str) else data.sha256
        rel = artifact_path(self.folder, digest, ext).as_posix()
        if not (self.vault / rel).exists():
            raw = data if isinstance(data, str) else data.content()
            if raw is not None:  # unreadable since it was hashed: written on a later read
                self.tx.write(rel, raw)
        return rel

    def _parent_link(self, conv: Conversation) -> str | None:
        if not conv.parent_id:
            return None
        path = self.state.note_path(conv.parent_id)
        if not path:
            return None
        return f"[[{path.removesuffix('.md')}|parent conversation]]"

    def render(self, conv: Conversation, sections: str = "",
               extra: Properties | None = None) -> str:
        return render(conv, store=self.store_artifact, limit=self.limit,
                      parent_link=self._parent_link(conv), template=self.template,
                      distilled=sections, extra_frontmatter=extra,
                      label=self.label(conv.source) if self.label else None)

    def parse(self, text: str) -> Conversation:
        return parse(text, read_artifact=artifact_reader(self.vault, self.folder))

    def shape(self, musubi_id: str, path: str, current: str) -> Conversation:
        """The conversation as Musubi last rendered it, the start of any re-render: read from
        the note itself, a line the person wrote under a message would become Musubi's."""
        base = self.tx.note_base(musubi_id, path, current)
        if base is not None:
            with contextlib.suppress(ValueError):
                return self.parse(base)
        return self.parse(current)

    # -- writing ---------------------------------------------------------------------------
    def merge(self, current: str, base: str | None, new: str, rep: Tally,
              key: str | None = None) -> tuple[str, str]:
        """(text to write, Musubi's render to keep as the base of the next merge); ``key``:
        the note's id, whose earlier renders are then known to the merge."""
        merged = self.tx.merge(current, base, new, key)
        if merged.merged:
            rep.merged += 1
            rep.conflicts += merged.conflicts
            return with_item_properties(merged.text), merged.base
        return merged.text, merged.base

    def write(self, conv: Conversation, path: str, text: str, base: str,
              current: str | Unchecked | None = UNCHECKED, *,
              source_hash: str | None = None) -> None:
        """Write a note and record it (``source_hash``: the source's own, when the note holds
        more than the source, so an unchanged source is known as such next run)."""
        digests = self.tx.seen_before_write(conv.id, base)
        atomic_write(self.vault / path, text, fsync=self.tx.session.fsync, expected=current)
        self.tx.written.append(path)
        self.state.put_note(conv.id, conv.source, path, source_hash or conv.content_hash(),
                            sha(text), None, conv.title, conv.updated_at)
        self.tx.keep_base(conv.id, base, text, path, digests)
        # At once, not at the end of the unit: after a crash the row still says what Musubi
        # wrote, so its write is committed as Musubi's and merged against the right base.
        self.state.flush()

    def retried(self, attempt: Callable[[], bool], rep: Tally, conv: Conversation) -> bool:
        """Run a read-merge-write again while a person keeps changing the note under it."""
        path: Path | None = None
        for _ in range(WRITE_RETRIES):
            counts = dict(vars(rep))
            try:
                return attempt()
            except EmptyNote as e:
                vars(rep).update(counts)
                rep.skipped.append({"path": self._rel(e.path), "reason": "the note is empty "
                                    "(emptied, or a save that never finished): left as it is; "
                                    "restore it from the vault's history (git log -- <path>) "
                                    "or delete it"})
                return False
            except FileChanged as e:
                vars(rep).update(counts)  # the try's counts never happened
                path = e.path
        assert path is not None
        rep.skipped.append({"path": self._rel(path), "reason": f"changed {WRITE_RETRIES} times "
                            f"while Musubi merged {conv.id} into it; left as it is, for the next "
                            "run"})
        return False

    def _rel(self, path: Path) -> str:
        return path.relative_to(self.vault).as_posix() if path.is_relative_to(self.vault) \
            else str(path)

    def write_distilled(self, conv: Conversation, path: str, sections: str,
                        extra: Properties, rep: Tally) -> bool:
        """Put a distillation into its note, merged with whatever the person changed."""
        return self.retried(
            lambda: self._write_distilled(conv, path, sections, extra, rep), rep, conv)

    def _write_distilled(self, conv: Conversation, path: str, sections: str,
                         extra: Properties, rep: Tally) -> bool:
        current = settled_note(self.vault / path)
        base = self.tx.note_base(conv.id, path, current)
        # What later steps wrote (the topic link) stays unless this write sets it.
        _, kept = distilled_parts(base if base is not None else current)
        extra = {k: v for k, v in kept.items() if k in ASSIGNED_KEYS} | extra
        new = self.render(conv, sections, extra)
        if current == new:
            return False
        text, next_base = self.merge(current, base, new, rep, conv.id)
        self.write(conv, path, text, next_base, current)
        return True

    def update(self, path: str, updates: Properties, rep: Tally) -> bool:
        """Set properties Musubi's later steps own (topic link, state) on a conversation note,
        merged with whatever the person changed in it."""
        current = (self.vault / path).read_text(encoding="utf-8")
        conv = self.shape(self.parse(current).id, path, current)

        def attempt() -> bool:
            now = settled_note(self.vault / path)
            base = self.tx.note_base(conv.id, path, now)
            sections, extra = distilled_parts(base if base is not None else now)
            return self._write_distilled(conv, path, sections, extra | updates, rep)

        return self.retried(attempt, rep, conv)

    def tick(self, path: str, loop: str, rep: Tally) -> None:
        """Tick an open loop in its conversation note, as the person ticked it on the roll-up
        page: her edit in the note, committed under her name, so no later render of Musubi's
        can take it back (Musubi's own render still holds the loop open)."""
        if path in self.tx.written:
            self.tx.commit()  # Musubi's own writes go first, under its name
        for _ in range(WRITE_RETRIES):
            current = read_or_none(self.vault / path)
            ticked = tick_in_note(current, loop) if current is not None else None
            if ticked is None:
                return
            try:
                atomic_write(self.vault / path, ticked, fsync=self.tx.session.fsync,
                             expected=current)
            except FileChanged:
                continue
            repo = self.tx.repo
            repo.commit_paths([path], f"vault: loop ticked on the roll-up page, in its note\n\n"
                              f"{loop}\n", repo.person())
            return
        rep.skipped.append({"path": path, "reason": f"changed {WRITE_RETRIES} times while "
                            "Musubi ticked a loop in it; left for the next run"})


def settled_note(path: Path) -> str:
    """A note Musubi merges into, once a save in place has finished (FileNotFoundError when it
    is gone, as for any read)."""
    text = read_settled(path)
    return path.read_text(encoding="utf-8", errors="replace") if text is None else text
