"""Adopting a folder as the vault: git, the .gitignore lines Musubi needs, its own folder with a
README, and Obsidian's property types; the person's files are left as they are."""

from __future__ import annotations

import secrets
from pathlib import Path

from .bases import adopt_bases
from .files import atomic_write
from .git import VAULT_GITIGNORE, VaultRepo
from .property_types import register_property_types

MUSUBI_README = """\
# Musubi

Musubi writes into this folder: one note per conversation from your AI tools under
`conversations/`, and later topics, concepts, curated pages and daily reflections.

You can read, edit, move and rename anything here. Musubi finds its notes by their
`musubi_id` property, merges new messages into notes you edited (your text always wins; a
conflicting proposal is kept beside it in a folded callout), and commits every change to git so
`git log` shows who changed what and `git revert` undoes it.
"""


def adopt_vault(path: Path, folder: str, *, fsync: bool = True) -> tuple[bool, str | None]:
    """(whether git was initialised here, the commit of what the folder held)."""
    path.mkdir(parents=True, exist_ok=True)
    repo, created = VaultRepo.open_or_init(path)
    ignore = path / ".gitignore"
    existing = ignore.read_text(encoding="utf-8") if ignore.exists() else ""
    missing = [ln for ln in VAULT_GITIGNORE.splitlines()
               if ln and not ln.startswith("#") and ln not in existing.splitlines()]
    if missing:
        sep = "" if not existing or existing.endswith("\n") else "\n"
        atomic_write(ignore, existing + sep + VAULT_GITIGNORE, fsync=fsync)
    (path / folder / "conversations").mkdir(parents=True, exist_ok=True)
    readme = path / folder / "README.md"
    if not readme.exists():
        atomic_write(readme, MUSUBI_README, fsync=fsync)
    register_property_types(path, fsync=fsync)  # times shown as times
    # A new repository's first commit is the vault's identity (its root, which the cache keeps):
    # a line of its own makes it unique, so a vault made again at the same path within the same
    # second, holding the same files, is never taken for the one before.
    message = "vault: adopted by Musubi" + (f"\n\nMusubi-Vault: {secrets.token_hex(8)}"
                                            if created else "")
    first = repo.commit_all(message, repo.person())
    # Obsidian Bases over the library: Musubi's, in a commit of its own, after what she had.
    return created, adopt_bases(path, repo, folder, fsync=fsync) or first
