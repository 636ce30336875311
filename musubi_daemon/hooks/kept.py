"""Briefings kept between hook runs: a coding agent's session starts in a tenth of a second
however large the library, without the daemon.

A briefing is computed from every note (decisions, loops, the profile), which takes seconds in
a library of tens of thousands of conversations, and a SessionStart hook must answer at once.
Every write of Musubi's is a commit, so a briefing made at the vault's HEAD stays true while
HEAD does not move: each is kept in the cache folder with the commit it was made at, and
served only while HEAD still names that commit. The session-end work, which has just made a
new commit, makes the briefings of the projects most recently briefed again, so the next
session finds its briefing ready. A person's edits count from their commit (the daemon makes it
at once; without it, the next write of Musubi's does).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..config import BRIEFINGS_KEPT
from ..vault.files import atomic_write

FOLDER = "briefings"
# What a briefing says, in this version: one kept by a Musubi that said it otherwise is made
# again, not handed out until the next commit (2: a superseded decision is marked).
FORMAT = 2


def _path(cache_dir: Path, project: str | None) -> Path:
    name = hashlib.sha256((project or "").encode("utf-8")).hexdigest()[:16]
    return cache_dir / FOLDER / f"{name}.json"


def read(cache_dir: Path, project: str | None, head: str | None) -> dict[str, Any] | None:
    """The briefing kept for ``project`` when it was made at ``head``, else None (none kept,
    made at another commit, or unreadable)."""
    if not head:
        return None
    try:
        kept = json.loads(_path(cache_dir, project).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(kept, dict) or kept.get("head") != head or kept.get("format") != FORMAT \
            or kept.get("project") != project or not isinstance(kept.get("briefing"), dict):
        return None
    return dict(kept["briefing"])


def keep(cache_dir: Path, project: str | None, head: str | None,
         briefing: dict[str, Any]) -> None:
    """Keep ``briefing`` as made at ``head``; past ``BRIEFINGS_KEPT`` projects, the one briefed
    longest ago goes. A folder that cannot be written to costs the next start its speed only."""
    if not head:
        return
    path = _path(cache_dir, project)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps({"head": head, "format": FORMAT, "project": project,
                                       "briefing": briefing}), fsync=False)
        kept = sorted(path.parent.glob("*.json"), key=lambda p: p.stat().st_mtime_ns,
                      reverse=True)
        for old in kept[BRIEFINGS_KEPT:]:
            old.unlink(missing_ok=True)
    except OSError:
        return


def projects(cache_dir: Path) -> list[str | None]:
    """The projects whose briefings are kept, most recently briefed first."""
    out: list[str | None] = []
    folder = cache_dir / FOLDER
    try:
        paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
    except OSError:
        return out
    for path in paths:
        try:
            kept = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(kept, dict) and (kept.get("project") is None
                                       or isinstance(kept.get("project"), str)):
            out.append(kept.get("project"))
    return out
