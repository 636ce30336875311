"""What changed in the vault since a commit, as git knows it: the re-index of one edited note
without a watcher, at a size where listing and stat-ing every note costs more than a second.

Git keeps a stat of every tracked file in its index and compares them in C, on several
threads: ``git status`` over 142,000 notes takes 0.2-0.6 s where Python's walk and stat took
1.4 s. What git cannot vouch for is said so (``None``) and the caller lists the vault as
before: a vault that is not the top of its repository, no commit yet, a commit git no longer
has, an ignored folder that may hold notes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from .. import config as C

NOTE_SUFFIX = ".md"


@dataclass(frozen=True)
class VaultChanges:
    """``head``: the commit the vault's HEAD named when asked. ``paths``: notes that differ
    from the commit asked about, or whose work-tree file differs from HEAD (edited, added,
    deleted, untracked, ignored). ``dirty``: those of the work tree alone. Git will not say
    later that one of them changed again (an untracked note deleted, an edit undone with
    ``git checkout``), so the caller keeps them and looks at them again next time.
    ``rules``: a hash of the settings files that decide which notes are searched, as they
    are now. Git's answer cannot say they changed since the last whole sync (a templates
    folder set back to the committed one is in no diff and no status), so the caller
    compares it with the one it recorded then."""

    head: str
    paths: tuple[str, ...]
    dirty: tuple[str, ...]
    rules: str = ""


def _git(root: Path, *args: str) -> bytes | None:
    # Read-only: no index refresh written, so a status never holds the lock a commit of
    # Musubi's (or the person's) needs.
    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0"}
    # Case counts as the walk counts it: with core.ignorecase (every repository made on
    # macOS or Windows) a note renamed by case alone, or a new one beside another of the same
    # name in another case, is in no status.
    try:
        proc = subprocess.run(["git", "-C", os.fspath(root), "-c", "core.ignorecase=false",
                               *args], capture_output=True,
                              env=env, timeout=C.VAULT_CHANGES_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return proc.stdout if proc.returncode == 0 else None


def _is_note(path: str) -> bool:
    """A path the search could hold: a markdown file in no hidden folder (the Obsidian reader
    never reads those: .obsidian, .trash)."""
    return path.lower().endswith(NOTE_SUFFIX) and not hidden_path(path)


def hidden_path(path: str) -> bool:
    """Whether a vault-relative path lies in, or is, a hidden file or folder: never a note."""
    return any(part.startswith(".") for part in path.rstrip("/").split("/"))


def git_sees_notes(root: Path, folder: str, kinds: Collection[str] = ()) -> bool:
    """Whether git names Musubi's notes as the index keys them: not when Musubi's folder is
    hidden (git's answer is read without hidden paths), nor when it or a folder of its
    ``kinds`` is a symbolic link (the walk follows it; git sees one link, and names the notes
    by where they really are)."""
    if hidden_path(folder):
        return False
    return not any(os.path.islink(os.path.join(root, folder, *sub))
                   for sub in [(), *((k,) for k in kinds)])


def rules_of(root: Path, settings: Collection[str]) -> str:
    """A hash of the ``settings`` files' bytes, a missing one said so: equal hashes, the
    same notes searched."""
    h = hashlib.blake2b(digest_size=16)
    for rel in sorted(settings):
        try:
            data = (root / rel).read_bytes()
        except OSError:
            data = None
        h.update(rel.encode() + b"\0" + (b"-" if data is None
                                          else b"+" + hashlib.blake2b(data).digest()))
    return h.hexdigest()


def _unseen(root: Path, paths: list[str]) -> bool:
    """Whether git's answer hides notes: an entry is a folder (a repository inside the
    vault that was committed as one entry: git names it, not the notes in it)."""
    for path in paths:
        if not hidden_path(path) and not path.lower().endswith(NOTE_SUFFIX) \
                and os.path.isdir(os.path.join(root, path)):
            return True
    return False


def vault_changes(root: Path, since: str | None, settings: Collection[str] = ()
                  ) -> VaultChanges | None:
    """The notes to look at since commit ``since`` (None: only what the work tree holds
    uncommitted, for a caller that lists the vault anyway and wants ``head`` and ``dirty``).
    None when git cannot tell. ``settings``: vault-relative files that decide which notes
    are searched (Obsidian's templates folder), hashed into ``rules``."""
    if (root / ".gitmodules").exists():
        return None  # a submodule's notes are one entry to the vault's git
    out = _git(root, "rev-parse", "--show-prefix", "--verify", "HEAD")
    if out is None:
        return None
    lines = os.fsdecode(out).splitlines()
    if len(lines) != 2 or lines[0].strip():
        return None  # the vault is a folder inside a larger repository: paths would not match
    head = lines[1].strip()
    if (_git(root, "config", "--bool", "core.sparseCheckout") or b"").strip() == b"true":
        return None  # the notes a sparse checkout leaves out are in no status
    paths: list[str] = []
    if since is not None and since != head:
        diff = _git(root, "diff", "--name-only", "-z", "--no-renames",
                    "--ignore-submodules=none", since, head, "--")
        if diff is None:
            return None  # a commit this repository does not have (history rewritten, another
            # machine's cache)
        paths += [os.fsdecode(p) for p in diff.split(b"\0") if p]
    # A repository inside the vault is named however the person's config hides it
    # (diff.ignoreSubmodules): its notes are then listed.
    status = _git(root, "status", "--porcelain=v1", "-z", "--untracked-files=all",
                  "--ignored=matching", "--no-renames", "--ignore-submodules=none")
    if status is None:
        return None
    dirty: list[str] = []
    for entry in status.split(b"\0"):
        if len(entry) < 4:
            continue
        path = os.fsdecode(entry[3:])
        if path.endswith("/"):
            if hidden_path(path):
                continue  # .obsidian/cache, .trash: never searched
            return None  # an ignored folder, or another repository inside the vault: git
            # names the folder, not the notes in it
        dirty.append(path)
    if _unseen(root, paths + dirty):
        return None
    return VaultChanges(head, tuple(sorted({p for p in paths + dirty if _is_note(p)})),
                        tuple(sorted({p for p in dirty if _is_note(p)})),
                        rules_of(root, settings))
