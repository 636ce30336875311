"""Pages Musubi generates (topic pages, the profile, roll-ups): rewritten whole each run, yet a
person's edit to one survives, merged three ways against the last version Musubi committed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .files import atomic_write
from .git import MUSUBI, VaultRepo
from .merge import merge_note


@dataclass
class PageWrite:
    changed: bool
    conflicts: int = 0
    merged: bool = False


def write_page(repo: VaultRepo, vault: Path, rel: str, new: str, *, current: str | None = None,
               fsync: bool = True) -> PageWrite:
    """Write ``new`` to ``rel`` unless that would drop what a person changed since Musubi's
    last commit of it; then the three-way merge keeps both (a conflict as a callout).

    ``current`` may be given as the page already read, with the edits Musubi has taken in
    (a ticked loop, a struck fact) removed, so they do not come back as conflicts.
    """
    path = vault / rel
    on_disk = _read(path)
    ours = on_disk if current is None else current
    if on_disk is None or ours == new:
        if on_disk == new:
            return PageWrite(False)
        atomic_write(path, new, fsync=fsync)
        return PageWrite(True)
    base = repo.last_version_by(rel, MUSUBI)
    if base is None or base == ours:
        atomic_write(path, new, fsync=fsync)
        return PageWrite(True)
    result = merge_note(repo, ours, base, new)
    if result.text == on_disk:
        return PageWrite(False)
    atomic_write(path, result.text, fsync=fsync)
    return PageWrite(True, result.conflicts, True)


def remove_page(vault: Path, rel: str) -> bool:
    """Delete a generated page nobody touched (git keeps it)."""
    try:
        (vault / rel).unlink()
    except FileNotFoundError:
        return False
    return True


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
