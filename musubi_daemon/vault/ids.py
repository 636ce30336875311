"""Finding notes by their ``musubi_id`` property: a person may move or rename any note, and
the cache may be gone, so the property in the note is what identifies it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

ID_LINE = re.compile(r"^musubi_id:\s*(.+?)\s*$", re.MULTILINE)
# The properties block sits at the top; reading this much of each file is enough to find it.
_HEAD_BYTES = 4096


def id_in_properties(raw: str) -> str | None:
    """The ``musubi_id`` in a properties block's text (without its ``---`` lines)."""
    m = ID_LINE.search(raw)
    return m.group(1).strip().strip("'\"") if m else None


def scan_ids(vault: Path) -> Iterator[tuple[str, str]]:
    """(musubi_id, vault-relative path) of every note that has one, in path order; hidden
    folders (``.git``, ``.obsidian``, ``.trash``) are not read."""
    for p in sorted(vault.rglob("*.md")):
        rel = p.relative_to(vault)
        if rel.parts[0].startswith("."):
            continue
        try:
            with p.open("r", encoding="utf-8", errors="replace") as f:
                head = f.read(_HEAD_BYTES)
        except OSError:
            continue
        if not head.startswith("---\n"):
            # Lines a person typed above the properties: the block is still the note's.
            at = head.find("\n---\n")
            if at < 0:
                continue
            head = head[at + 1:]
        found = id_in_properties(head[4:].split("\n---", 1)[0])
        if found:
            yield found, rel.as_posix()
