"""The one write transaction every job uses: lock, commit the person's unsaved edits, read,
merge and write, commit Musubi's writes, settle the state.

``with session.writing("distill") as tx:`` takes the vault's lock (one writer per vault),
puts right what a killed run left, commits what the person changed meanwhile under their own
name, and yields a Transaction whose writes merge with the person's edits against Musubi's own
last render (the merge base, kept in the state). On the way out what Musubi wrote is one commit
under its name; when the job fails, what it wrote so far is still committed as Musubi's (marked
interrupted) before the failure shows.
"""

from __future__ import annotations

import fcntl
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..config import WRITE_RETRIES
from .files import (
    UNCHECKED,
    FileChanged,
    Unchecked,
    atomic_write,
    clean_stale_temp_files,
    content_hash,
    forget_written,
    guarded,
    read_text,
)
from .git import MUSUBI, GitBusy, VaultRepo
from .merge import MergeResult, merge_note, seen_digests
from .notes import NoteError, read_frontmatter

PERSON_MESSAGE = "vault: edits made outside Musubi"


class BusyError(Exception):
    """Another Musubi process holds the vault."""


class NoteState(Protocol):
    """What a write session needs of the state in the cache."""

    def note(self, musubi_id: str) -> Any: ...
    def base(self, key: str) -> str | None: ...
    def put_base(self, key: str, text: str, seen: Sequence[str] = ()) -> None: ...
    def seen(self, key: str) -> list[str]: ...
    def pending_notes(self) -> list[tuple[str, str, str | None]]: ...
    def unpend(self, rows: list[tuple[str, str | None]]) -> None: ...
    def settle_pending(self, commit_sha: str | None, left_out: Any = ()) -> None: ...
    def vault_identity(self) -> str | None: ...
    def set_vault_identity(self, identity: str) -> None: ...
    def forget_vault(self) -> None: ...


def sha(text: str) -> str:
    return content_hash(text.encode("utf-8"))  # the hash the watcher and commits compare


@dataclass
class PageWrite:
    changed: bool
    conflicts: int = 0
    merged: bool = False


@dataclass
class Merged:
    """What to write, Musubi's render to keep as the next base, and how it went."""

    text: str
    base: str
    merged: bool = False
    conflicts: int = 0


class WriteSession:
    """Writes into one vault; ``state`` and ``settings`` come from whoever builds it."""

    def __init__(self, vault: Path, folder: str, state: Callable[[], NoteState],
                 cache_dir: Path, *, fsync: bool = True):
        self.vault_replaced = False  # the state was of an older vault at this path
        self.vault = vault
        self.folder = folder
        self._state = state  # opened on first use: a session that never writes never opens it
        self.cache_dir = cache_dir
        self.fsync = fsync

    @property
    def state(self) -> NoteState:
        return self._state()

    @contextmanager
    def locked(self, *, recover: bool = True) -> Iterator[None]:
        """The one writer of the vault; first, what a killed writer left is put right."""
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        with open(self.cache_dir / "vault.lock", "w") as f:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError as e:
                raise BusyError("another Musubi process is writing this vault; try again "
                                "when it finishes") from e
            try:
                if recover:
                    self.check_identity()
                    self.recover_interrupted()
                with guarded(self.vault, self._unsaved_edit_guard()):
                    yield
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)

    @contextmanager
    def writing(self, job: str, *, recover: bool = True, commit_edits: bool = True,
                check: Callable[[VaultRepo], object] | None = None) -> Iterator[Transaction]:
        """The transaction of one job (``job`` names it in the commit message). ``check``
        runs before anything is committed (``sync`` refuses a vault mid-rebase, say).
        ``recover=False`` (the doctor) leaves what a crash left, git's locks too, as found."""
        with self.locked(recover=recover):
            repo, _ = VaultRepo.open_or_init(self.vault)
            try:
                # A git killed mid-command left its locks: gone, unless a git still works.
                cleared = repo.clear_stale_locks() if recover else []
            except GitBusy as e:
                raise BusyError(str(e)) from e
            if check is not None:
                check(repo)
            tx = Transaction(self, repo, f"musubi {job}\n", locks_removed=cleared)
            if commit_edits:
                clean_stale_temp_files(self.vault / self.folder)
                tx.person_commit = repo.commit_all(PERSON_MESSAGE, repo.person())
            try:
                yield tx
            except BaseException:
                # What was written stays Musubi's in git, then the failure shows.
                tx.commit(tx.message.rstrip("\n") + "\n\n(interrupted)\n", settle_at_head=True)
                raise
            tx.commit()

    def check_identity(self) -> bool:
        """Whether the state had to forget a vault: one deleted and made again at this path
        has another history, and rows of the old one would hide every note from the next
        ingest. The first sight of a vault records it."""
        if not (self.vault / ".git").exists():
            return False
        roots = VaultRepo(self.vault).roots()
        if not roots:
            return False
        state = self.state
        known = state.vault_identity()
        if known in roots:
            return False
        if known is not None:
            state.forget_vault()
        state.set_vault_identity(roots[0])
        self.vault_replaced = known is not None
        return self.vault_replaced

    def _unsaved_edit_guard(self) -> Callable[[Path, bytes], None]:
        """While Musubi writes, a person's save it merged from is committed as theirs first."""
        repos: list[VaultRepo] = []

        def guard(path: Path, data: bytes) -> None:
            if not repos and (self.vault / ".git").exists():
                repos.append(VaultRepo(self.vault))
            if repos:
                repos[0].commit_unsaved_edit(path, data)

        return guard

    def recover_interrupted(self) -> tuple[list[str], str | None]:
        """Notes a killed run wrote but never committed. Those still exactly as Musubi wrote
        them are committed as Musubi's (not as the person's edits); one the person edited since
        keeps its last commit and its stored base, so the next merge keeps the edit.
        Returns (paths committed, commit)."""
        state = self.state
        rows = state.pending_notes()
        if not rows or not (self.vault / ".git").exists():
            return [], None
        repo = VaultRepo(self.vault)
        if repo.operation_in_progress():
            return [], None  # a half-done merge is the person's to finish first
        ours: list[str] = []
        edited: list[tuple[str, str | None]] = []
        for musubi_id, path, written in rows:
            try:
                data: bytes | None = (self.vault / path).read_bytes()
            except OSError:
                data = None
            if data is not None and content_hash(data) == written:
                ours.append(path)
            else:
                edited.append((musubi_id, None))
        state.unpend(edited)
        commit = repo.commit_paths(ours, "musubi: notes an interrupted run wrote\n", MUSUBI)
        state.settle_pending(commit or repo.head(), repo.left_out)
        return ours, commit


@dataclass
class Transaction:
    session: WriteSession
    repo: VaultRepo
    message: str
    person_commit: str | None = None
    written: list[str] = field(default_factory=list)
    commits: list[str] = field(default_factory=list)
    locks_removed: list[str] = field(default_factory=list)  # git's, left by a killed git

    @property
    def vault(self) -> Path:
        return self.session.vault

    @property
    def state(self) -> NoteState:
        return self.session.state

    def commit(self, message: str | None = None, *, settle_at_head: bool = False) -> str | None:
        """Commit what Musubi wrote so far as Musubi's, and record that commit as the notes'
        next merge base. A note someone saved since Musubi wrote it is left out of both (it
        stays pending, and the next run commits the save as theirs)."""
        paths = list(dict.fromkeys(self.written))
        self.written.clear()
        if not paths:
            return None  # rows a killed run left pending stay so, for recovery to find
        commit = self.repo.commit_paths(paths, message or self.message, MUSUBI)
        self.state.settle_pending(commit or (self.repo.head() if settle_at_head else None),
                                  self.repo.left_out)
        if commit:
            self.commits.append(commit)
        return commit

    @property
    def last_commit(self) -> str | None:
        return self.commits[-1] if self.commits else None

    # -- files -----------------------------------------------------------------------------
    def write(self, rel: str, text: str | bytes, *,
              expected: str | Unchecked | None = UNCHECKED) -> None:
        """Write one file of Musubi's (compare-and-swap against ``expected``)."""
        atomic_write(self.vault / rel, text, fsync=self.session.fsync, expected=expected)
        self.written.append(rel)

    def remove(self, rel: str) -> bool:
        """Delete a file Musubi generated (git keeps it); its commit takes the deletion."""
        try:
            (self.vault / rel).unlink()
        except FileNotFoundError:
            return False
        forget_written([self.vault / rel])
        self.written.append(rel)
        return True

    # -- merging ---------------------------------------------------------------------------
    def merge(self, current: str, base: str | None, new: str, key: str | None = None) -> Merged:
        """``new`` (Musubi's render) brought into ``current`` (the file) against ``base``;
        ``key`` names the note's merge base, whose earlier renders are then known too."""
        if base == current:
            return Merged(new, new)  # nobody touched it since Musubi wrote it
        seen = frozenset(self.state.seen(key)) if key is not None else frozenset()
        result: MergeResult = merge_note(current, base, new, seen)
        return Merged(result.text, result.base, True, result.conflicts)

    def keep_base(self, key: str, render: str) -> None:
        """Musubi's render as the next merge base, and what it holds among what was seen. A
        render the state already holds with its digests (a run that changed nothing) is not
        parsed again."""
        if self.state.base(key) == render and self.state.seen(key):
            return
        self.state.put_base(key, render, sorted(seen_digests(render)))

    def note_base(self, musubi_id: str, path: str, current: str) -> str | None:
        """Musubi's previous render of a conversation note: the base of its merge. Kept in the
        state since this version; older states hold it in git, found as before."""
        kept = self.state.base(musubi_id)
        if kept is not None:
            return kept
        row = self.state.note(musubi_id)
        if row is not None:
            if row.base_blob:
                return self.repo.read_blob(row.base_blob)
            if row.written_sha == sha(current):
                return current
            if row.commit_sha and row.path:
                text = self.repo.show(row.commit_sha, row.path)
                if text is not None:
                    return text
        return _untouched(self.repo.last_version_by(path, MUSUBI), current)

    def write_page(self, rel: str, new: str, *,
                   absorb: Callable[[str], str] | None = None) -> PageWrite:
        """Write a page Musubi generates (topic pages, roll-ups, concepts, reflections) unless
        that would drop what a person changed since; then the merge keeps both.

        ``absorb`` takes out of a page the edits Musubi has already carried elsewhere (a loop
        ticked here is ticked in its note): applied to both the page and the base, those edits
        are no longer differences, so they never come back as conflicts. A page the person
        keeps changing while it is merged is left as they have it, for the next run."""
        key = "page:" + _page_key(rel, new)
        for _ in range(WRITE_RETRIES):
            try:
                return self._write_page(rel, key, new, absorb)
            except FileChanged:
                continue
        return PageWrite(False)

    def _write_page(self, rel: str, key: str, new: str,
                    absorb: Callable[[str], str] | None) -> PageWrite:
        on_disk = read_text(self.vault / rel)
        if on_disk is None or on_disk == new:
            self.keep_base(key, new)
            if on_disk == new:
                return PageWrite(False)
            self.write(rel, new, expected=None)
            return PageWrite(True)
        ours = absorb(on_disk) if absorb else on_disk
        base = self.state.base(key)
        if base is None:
            base = _untouched(self.repo.last_version_by(rel, MUSUBI), on_disk)
        if base is not None and absorb:
            base = absorb(base)
        if base == ours:
            self.write(rel, new, expected=on_disk)
            self.keep_base(key, new)
            return PageWrite(True)
        result = self.merge(ours, base, new, key)
        if result.text != on_disk:
            self.write(rel, result.text, expected=on_disk)
        self.keep_base(key, result.base)  # once the file holds the merge, not before
        return PageWrite(result.text != on_disk, result.conflicts, result.text != on_disk)


def _untouched(committed: str | None, current: str) -> str | None:
    """Musubi's last commit of a file as a merge base only when the file still holds it: that
    commit may be a merge holding the person's text, and as a base it would drop their edit."""
    return committed if committed == current else None


def _page_key(rel: str, text: str) -> str:
    """A page's merge base follows its id, so a page the person renamed keeps it."""
    try:
        found = read_frontmatter(text).get("musubi_id")
    except NoteError:
        found = None
    return str(found) if found else rel
