"""How Musubi points at a note: the ``[[wikilink]]`` Obsidian follows (to a note, or to one
block of it, with a label) and the ``obsidian://`` address that chat clients can open. One
spelling everywhere, so a link in a page, a search hit and an MCP answer open the same place."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

# What would end a link or its label early: brackets and the label's pipe.
_LABEL_BREAKERS = re.compile(r"[\[\]|]")


def wikilink(rel: str, label: str | None = None, block: str | None = None) -> str:
    """``[[path without .md#^block|label]]``; no label: ``[[path]]`` as Obsidian shows it."""
    target = rel.removesuffix(".md") + (f"#^{block}" if block else "")
    if label is None:
        return f"[[{target}]]"
    name = " ".join(_LABEL_BREAKERS.sub(" ", label).split())
    return f"[[{target}|{name or Path(rel.removesuffix('.md')).name}]]"


def obsidian_url(vault: Path, rel: str) -> str:
    """A clickable ``obsidian://`` address of a note (Obsidian names a vault after its
    folder), for chat clients that render links but not wikilinks."""
    return f"obsidian://open?vault={quote(vault.name, safe='')}&file={quote(rel, safe='')}"
