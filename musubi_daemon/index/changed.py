"""Which notes a sync must read again, and which it only has to restamp.

Three ways to know what changed, cheapest first: the paths a watcher saw (the daemon), what
git says changed since the last whole sync (a command without the daemon, ``vault.changes``),
and a listing of the whole vault, which stats every note (1.2 s at 142,000 notes). Whichever
names a note, its stamp (time and size) is compared with the one indexed, and a stamp that
differs while the bytes hash as they did is a touch, not a change: the note is restamped,
not read. That is what makes git's answer enough: a note rewritten with the words it had
(``touch``, ``git checkout`` of an edit, an ingest run again after a kill) is in no diff and
no status, and no sync, walk or ``musubi doctor`` counts it changed either.
"""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Callable, Collection
from pathlib import Path
from typing import NamedTuple

from .. import config as C
from ..vault.changes import VaultChanges, hidden_path
from ..vault.contained import outside_root
from .keyword import KeywordStore
from .passages import KIND_FOLDERS, file_digest

# The commit the index last held the whole vault at, and the notes the work tree had changed
# then (JSON): where the next sync asks git from.
VAULT_HEAD = "vault_head"
VAULT_DIRTY = "vault_dirty"
# The hash of the settings that decide which notes are searched, at that sync.
VAULT_RULES = "vault_rules"

# What a sync knows of the notes it lists: (vault-relative path, kind).
Listing = list[tuple[str, str]]
Stamps = dict[str, tuple[int, int]]


def _vault_rel(path: str) -> str:
    """A path as the index keys notes: forward slashes, no leading or trailing one."""
    return path.replace(os.sep, "/").strip("/")


class Stamp(NamedTuple):
    """A note as it was read: its time and size, and the hash of its bytes (None when it
    could not be read)."""

    mtime_ns: int
    size: int
    digest: str | None


def told(root: str, folder: str, keyword: KeywordStore, paths: Collection[str]
         ) -> tuple[Stamps, Listing] | None:
    """The stamps and listing of ``paths`` alone, as a whole-vault listing has them: a note
    in one of Musubi's folders by its folder's kind, one of the person's the index already
    holds as before. None when a path cannot be told so without the walk (a new note of the
    person's, which the Obsidian reader's rules admit or not; a folder; a path outside the
    vault; a note gone that the index does not know by that name, which git may spell
    otherwise than the walk did, on a file system that ignores case): the caller lists the
    vault instead."""
    rels = sorted({_vault_rel(p) for p in paths})
    if any(not r or os.path.isabs(r) or ".." in r.split("/") for r in rels):
        return None
    stamps = keyword.stamps_of(rels)
    files: Listing = []
    own = f"{folder}/"
    for rel in rels:
        full = os.path.join(root, rel)
        if os.path.isdir(full):
            return None
        # A link that leads out of the vault is no note, as the walk has it (``outside_root``).
        exists = os.path.isfile(full) and not (
            os.path.islink(full) and outside_root(Path(root), Path(full)) is not None)
        if rel.startswith(own):
            parts = rel[len(own):].split("/")
            kind = KIND_FOLDERS.get(parts[0]) if len(parts) > 1 else None
            if kind is None or not rel.endswith(".md") or hidden_path(rel[len(own):]):
                continue  # not searched: Musubi's other files, hidden ones
            if exists:
                files.append((rel, kind))
            elif rel not in stamps:
                return None
        elif rel in stamps:
            if exists:
                files.append((rel, "note"))
        else:
            return None  # a new note of the person's, one gone by another name, a folder
    return stamps, files


def to_read(keyword: KeywordStore, root: str, files: Listing, stamps: Stamps,
            links: list[str] | None = None) -> list[tuple[str, str, os.stat_result]]:
    """The notes of ``files`` whose bytes are not the ones indexed. A note whose stamp
    differs but whose bytes hash as indexed is restamped here (the caller holds the index's
    write lock), so it is not looked at again. ``links``: filled with the notes that are
    symbolic links (git sees the link, not an edit of what it points to)."""
    todo: list[tuple[str, str, os.stat_result]] = []
    maybe: list[tuple[str, str, os.stat_result]] = []
    for rel, kind in files:
        full = os.path.join(root, rel)  # plain strings: pathlib took 1.3 s of 165,000 stats
        try:
            st = os.lstat(full)
            if stat.S_ISLNK(st.st_mode):
                st = os.stat(full)
                if links is not None:
                    links.append(rel)
        except OSError:
            continue
        old = stamps.get(rel)
        if old == (st.st_mtime_ns, st.st_size):
            continue
        # Only a note of the size indexed can hold the bytes indexed.
        (maybe if old is not None and old[1] == st.st_size else todo).append((rel, kind, st))
    if maybe:
        unchanged = unchanged_bytes(keyword, root, [rel for rel, _, _ in maybe])
        todo += [(rel, kind, st) for rel, kind, st in maybe if rel not in unchanged]
        if unchanged:
            with keyword.transaction():
                keyword.restamp([(rel, st.st_mtime_ns, st.st_size)
                                 for rel, _, st in maybe if rel in unchanged])
    return todo


def unchanged_bytes(keyword: KeywordStore, root: str, rels: list[str]) -> set[str]:
    """Of ``rels`` (notes whose stamp differs from the index's), those whose bytes are the
    ones indexed: ``musubi doctor`` does not call them changed."""
    known = keyword.digests_of(rels)
    return {rel for rel in rels
            if rel in known and file_digest(os.path.join(root, rel)) == known[rel]}


class GitTold:
    """Asks git what changed in the vault since the last whole sync (``changes``: a commit,
    or None, to ``vault.changes``) and records where the next one asks from."""

    def __init__(self, keyword: KeywordStore,
                 changes: Callable[[str | None], VaultChanges | None]):
        self.keyword = keyword
        self.changes = changes
        self.asked_ns = 0

    def ask(self, whole: bool) -> tuple[VaultChanges, list[str] | None] | None:
        """What git says changed, and the notes to look at (None: list the vault, which
        ``whole`` asks for: a long first index under way). None when git cannot tell."""
        self.asked_ns = time.time_ns()
        since = self.keyword.get_meta(VAULT_HEAD) or None
        seen = self.changes(None if whole else since)
        if seen is None:
            # The vault is listed without a record of where: a record kept from before would
            # miss what changed meanwhile and is gone by the next sync git can tell (a note
            # of the work tree's deleted, a settings file set back as it was committed).
            if since is not None:
                self.forget()
            return None
        if since is None or whole or seen.rules != self.keyword.get_meta(VAULT_RULES):
            return seen, None
        before = json.loads(self.keyword.get_meta(VAULT_DIRTY) or "[]")
        return seen, sorted({*seen.paths, *before})

    def seen(self, seen: VaultChanges, read: list[tuple[str, str, os.stat_result]],
             links: list[str]) -> None:
        """The index holds the vault as of commit ``seen.head``, but for the notes the work
        tree changed then, those of ``read`` changed after git was asked (git's view was
        taken before them) and the ``links`` (git sees the link, not its target): the next
        sync asks git from there, and looks at those again. One transaction: a commit
        recorded without its notes would lose them."""
        recent = [rel for rel, _k, st in read
                  if st.st_mtime_ns >= self.asked_ns - C.VAULT_CHANGES_SLACK_NS]
        with self.keyword.transaction():
            self.keyword.set_meta(VAULT_HEAD, seen.head)
            self.keyword.set_meta(VAULT_RULES, seen.rules)
            self.keyword.set_meta(VAULT_DIRTY,
                                  json.dumps(sorted({*seen.dirty, *recent, *links})))

    def forget(self) -> None:
        """No record: the next sync lists the vault and records afresh."""
        with self.keyword.transaction():
            self.keyword.set_meta(VAULT_HEAD, "")
            self.keyword.set_meta(VAULT_DIRTY, "[]")

    def told(self, rels: Collection[str]) -> None:
        """A watcher's sync reads ``rels`` without asking git: the next sync told by git looks
        at them again, as git may not name them (an edit the daemon committed and indexed,
        reverted while it was down). Past ``VAULT_TOLD_MAX`` the record goes instead, and
        that sync lists the vault."""
        if not self.keyword.get_meta(VAULT_HEAD):
            return  # nothing recorded: the next sync lists the vault anyway
        # The caller holds the index's write lock: nothing writes the record meanwhile.
        before = json.loads(self.keyword.get_meta(VAULT_DIRTY) or "[]")
        after = sorted({*before, *map(_vault_rel, rels)})
        if len(after) > C.VAULT_TOLD_MAX:
            self.forget()
        else:
            self.keyword.set_meta(VAULT_DIRTY, json.dumps(after))
