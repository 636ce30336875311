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
from typing import Protocol, TextIO

from .. import config
from ..config import WRITE_RETRIES
from ..errors import Busy
from ..locking import take
from .files import (
    UNCHECKED,
    EmptyNote,
    FileChanged,
    Unchecked,
    atomic_write,
    clean_stale_temp_files,
    content_hash,
    forget_written,
    guarded,
    read_settled,
)
from .git import MUSUBI, GitBusy, VaultRepo
from .history import History
from .merge import MergeResult, merge_note, seen_digests
from .notes import NoteError, read_frontmatter

PERSON_MESSAGE = "vault: edits made outside Musubi"


# Said by every shell alike (the CLI, MCP, the daemon's API): one wording, one map.
VAULT_BUSY = ("the vault is busy: another Musubi process (an ingest, a distill) is writing it; "
              "retry in a minute")


class BusyError(Busy):
    """Another Musubi process holds the vault."""


class NoteState(Protocol):
    """What a write session needs of the state in the cache."""

    def base(self, key: str) -> str | None: ...
    def base_written(self, key: str) -> str | None: ...
    def unvouch_base(self, key: str) -> None: ...
    def put_base(self, key: str, text: str, seen: Sequence[str] = (),
                 written: str | None = None) -> None: ...
    def seen(self, key: str) -> list[str]: ...
    def add_seen(self, key: str, seen: Sequence[str]) -> None: ...
    def pending_notes(self) -> list[tuple[str, str, str | None]]: ...
    def unpend(self, rows: list[tuple[str, str | None]]) -> None: ...
    def settle_pending(self, commit_sha: str | None, left_out: Sequence[str] = ()) -> None: ...
    def vault_identity(self) -> str | None: ...
    def set_vault_identity(self, identity: str) -> None: ...
    def forget_vault(self) -> None: ...


def _hold(f: TextIO, wait: float) -> None:
    """The lock on ``f``, taken within ``wait`` seconds, or BusyError."""
    if not take(f, wait, config.VAULT_LOCK_POLL_SECONDS):
        raise BusyError(VAULT_BUSY)


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
                 cache_dir: Path, *, fsync: bool = True, lock_wait: float | None = None):
        self.vault_replaced = False  # the state was of an older vault at this path
        self.vault = vault
        self.folder = folder
        self._state = state  # opened on first use: a session that never writes never opens it
        self.cache_dir = cache_dir
        self.fsync = fsync
        # How long a write waits for another process's hold on the vault; None: the default
        # (``VAULT_LOCK_WAIT_SECONDS``). The daemon's own reactions to changes do not wait:
        # they are tried again, and the one engine thread would keep every tool call waiting.
        self.lock_wait = lock_wait

    @property
    def state(self) -> NoteState:
        return self._state()

    @contextmanager
    def locked(self, *, recover: bool = True) -> Iterator[None]:
        """The one writer of the vault; first, what a killed writer left is put right. Another
        process's short job is waited for, up to ``lock_wait`` seconds, before the vault is
        said to be busy."""
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        with open(self.cache_dir / "vault.lock", "w") as f:
            _hold(f, config.VAULT_LOCK_WAIT_SECONDS if self.lock_wait is None else self.lock_wait)
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
        for musubi_id, _ in edited:
            # No commit of Musubi's will hold what it wrote: its render in the state is the
            # one record of it, trusted as such.
            state.unvouch_base(musubi_id)
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
    _history: History | None = None
    _deleted: dict[str, str] | None = None  # musubi_id -> path, of notes a person deleted
    _base_keys: dict[str, str] = field(default_factory=dict)  # path -> its merge base's key

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
        for rel in self.repo.left_out:
            # Saved over by the person before Musubi's commit: no commit holds what Musubi
            # wrote, so the state's copy of its render is the one record, trusted as such.
            if rel in self._base_keys:
                self.state.unvouch_base(self._base_keys[rel])
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

    def deleted_by_person(self, musubi_id: str) -> bool:
        """Whether git says a person deleted the note of ``musubi_id`` (the caller knows it
        is not in the vault now): the record of a deletion is the vault's history."""
        if self._deleted is None:
            self._deleted = self.history.deleted_ids()
        return musubi_id in self._deleted

    @property
    def history(self) -> History:
        if self._history is None:
            self._history = History(self.vault, MUSUBI.email)
        return self._history

    def keep_base(self, key: str, render: str, written: str, rel: str,
                  digests: set[str] | None = None) -> None:
        """Musubi's render as the next merge base, what it holds among what was seen, and the
        text Musubi wrote with it (``written``, at ``rel``). A render the state already holds
        with its digests (a run that changed nothing) is not parsed again; ``digests``: the
        render's, when the caller has them (``seen_before_write``)."""
        self._base_keys[rel] = key
        state = self.state
        if state.base(key) == render and state.seen(key) \
                and state.base_written(key) == sha(written):
            return
        state.put_base(key, render, sorted(seen_digests(render) if digests is None
                                           else digests), sha(written))

    def seen_before_write(self, key: str, render: str) -> set[str] | None:
        """Musubi's render, known as Musubi's words before it reaches the disk: an editor can
        read it there and save over it in the instant before Musubi's write is put back and
        tried again, and a unit of it coming back in her save (the header of that render) is
        then no edit of hers. The base stays what it was; the render's digests are returned
        for ``keep_base`` (None: the render is the base already, its digests known)."""
        if self.state.base(key) == render:
            return None
        digests = seen_digests(render)
        self.state.add_seen(key, sorted(digests))
        return digests

    def base_of(self, key: str, path: str, current: str) -> str | None:
        """Musubi's last render of the note or page at ``path`` (``key`` names it in the
        state): the base of its merge. The state's copy is taken while git's last commit of
        Musubi's holds what Musubi wrote with it; otherwise (no cache, a cache of another
        path, an older cache, another device's Musubi wrote since) it is rebuilt from the
        vault's history, and kept again. None: no commit of Musubi's is known."""
        kept = self.state.base(key)
        if kept is not None:
            written = self.state.base_written(key)
            if written is None or written == sha(current):
                return kept  # the file is what Musubi wrote with it (or a state from before)
            committed = self.repo.last_version_by(path, MUSUBI)
            if committed is not None and sha(committed) == written:
                return kept  # Musubi's last commit is that write: the person edited since
        found = self.history.recover(path)
        if found.render is None:
            return None
        self.state.put_base(key, found.render, sorted(found.seen),
                            sha(found.musubi_version) if found.musubi_version else None)
        return found.render

    def note_base(self, musubi_id: str, path: str, current: str) -> str | None:
        """Musubi's previous render of a conversation note: the base of its merge."""
        return self.base_of(musubi_id, path, current)

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
            except EmptyNote:
                return PageWrite(False)  # emptied by the person (or a sync): left so
            except FileChanged:
                continue
        return PageWrite(False)

    def _write_page(self, rel: str, key: str, new: str,
                    absorb: Callable[[str], str] | None) -> PageWrite:
        on_disk = read_settled(self.vault / rel)
        if on_disk is None or on_disk == new:
            self.keep_base(key, new, new, rel)
            if on_disk == new:
                return PageWrite(False)
            self.write(rel, new, expected=None)
            return PageWrite(True)
        ours = absorb(on_disk) if absorb else on_disk
        base = self.base_of(key, rel, on_disk)
        if base is not None and absorb:
            base = absorb(base)
        if base == ours:
            self.write(rel, new, expected=on_disk)
            self.keep_base(key, new, new, rel)
            return PageWrite(True)
        result = self.merge(ours, base, new, key)
        if result.text != on_disk:
            self.write(rel, result.text, expected=on_disk)
        # Once the file holds the merge, not before.
        self.keep_base(key, result.base, result.text, rel)
        return PageWrite(result.text != on_disk, result.conflicts, result.text != on_disk)


def _page_key(rel: str, text: str) -> str:
    """A page's merge base follows its id, so a page the person renamed keeps it."""
    try:
        found = read_frontmatter(text).get("musubi_id")
    except NoteError:
        found = None
    return str(found) if found else rel
