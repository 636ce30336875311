"""Resolve ``[[links]]`` the way Obsidian does, to check every link Musubi writes."""

from __future__ import annotations

import re
from pathlib import Path

LINK_RE = re.compile(r"!?\[\[([^\]]+)\]\]")


def links_in(text: str) -> list[str]:
    return [m.group(1) for m in LINK_RE.finditer(text)]


def resolve(vault: Path, link: str) -> tuple[Path | None, str | None]:
    """(target file, missing part). Path links match the vault-relative path, with or without
    ``.md``; bare names match a file name anywhere (case-insensitive, as Obsidian does)."""
    target = link.split("|", 1)[0]
    name, _, anchor = target.partition("#")
    files = [p for p in vault.rglob("*") if p.is_file() and ".git" not in p.parts]
    candidates = []
    for p in files:
        rel = p.relative_to(vault).as_posix()
        if "/" in name:
            if rel.lower() in (name.lower(), f"{name.lower()}.md"):
                candidates.append(p)
        elif p.name.lower() in (name.lower(), f"{name.lower()}.md"):
            candidates.append(p)
    if not candidates:
        return None, name
    found = candidates[0]
    if anchor.startswith("^"):
        text = found.read_text(encoding="utf-8")
        if not re.search(rf" \{re.escape(anchor)}$", text, re.MULTILINE):
            return found, anchor
    return found, None
