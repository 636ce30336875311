"""Pages Musubi generates (topic pages, the profile, roll-ups): rewritten whole each run, yet a
person's edit to one survives, merged three ways against the last version Musubi committed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..config import WRITE_RETRIES
from .files import FileChanged, atomic_write, forget_written, read_text
from .git import MUSUBI, VaultRepo
from .merge import merge_note


@dataclass
class PageWrite:
    changed: bool
    conflicts: int = 0
    merged: bool = False


def write_page(repo: VaultRepo, vault: Path, rel: str, new: str, *,
                absorb: Callable[[str], str] | None = None, fsync: bool = True) -> PageWrite:
    """Write ``new`` to ``rel`` unless that would drop what a person changed since Musubi's
    last commit of it; then the three-way merge keeps both (a conflict as a callout).

    ``absorb`` takes out of a page the edits Musubi has already carried elsewhere (a loop
    ticked here is ticked in its note): applied to both the page and the base, those edits
    are no longer differences, so they never come back as conflicts.

    A page the person changes while it is merged is merged again; one that keeps changing is
    left as they have it (unchanged, for the next run).
    """
    for _ in range(WRITE_RETRIES):
        try:
            return _write_page(repo, vault / rel, rel, new, absorb, fsync)
        except FileChanged:
            continue
    return PageWrite(False)


def _write_page(repo: VaultRepo, path: Path, rel: str, new: str,
                absorb: Callable[[str], str] | None, fsync: bool) -> PageWrite:
    on_disk = read_text(path)
    if on_disk is None or on_disk == new:
        if on_disk == new:
            return PageWrite(False)
        atomic_write(path, new, fsync=fsync, expected=None)
        return PageWrite(True)
    ours = absorb(on_disk) if absorb else on_disk
    base = repo.last_version_by(rel, MUSUBI)
    if base is not None and absorb:
        base = absorb(base)
    if base is None or base == ours:
        atomic_write(path, new, fsync=fsync, expected=on_disk)
        return PageWrite(True)
    result = merge_note(repo, ours, base, new)
    if result.text == on_disk:
        return PageWrite(False)
    atomic_write(path, result.text, fsync=fsync, expected=on_disk)
    return PageWrite(True, result.conflicts, True)


def remove_page(vault: Path, rel: str) -> bool:
    """Delete a generated page nobody touched (git keeps it)."""
    try:
        (vault / rel).unlink()
    except FileNotFoundError:
        return False
    forget_written([vault / rel])  # Musubi's own deletion: its commit takes it
    return True
