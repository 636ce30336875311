"""Musubi's property types, registered in the vault's ``.obsidian/types.json`` so Obsidian's
Properties view shows times as times, counts as numbers and lists as lists. A type the person
(or another plugin) already set is theirs and stays."""

from __future__ import annotations

import json
from pathlib import Path

from .files import atomic_write

TYPES_FILE = ".obsidian/types.json"
PROPERTY_TYPES = {
    "created": "datetime", "updated": "datetime", "state_changed": "datetime",
    "last_reinforced": "datetime", "promoted_at": "datetime",
    "messages": "number", "importance": "number", "reinforcement_count": "number",
    "source_missing": "number",
    "topics": "multitext", "entities": "multitext", "keywords": "multitext",
    "decisions": "multitext", "decisions_superseded": "multitext", "open_loops": "multitext",
    "tags": "tags",
}


def register_property_types(vault: Path, *, fsync: bool = True) -> list[str]:
    """Add the types Musubi's properties need; returns the names added. A file that is not
    the JSON Obsidian writes is left alone (the person's to fix), with nothing added."""
    path = vault / TYPES_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except (OSError, ValueError):
        return []
    if not isinstance(data, dict):
        return []
    types = data.setdefault("types", {})
    if not isinstance(types, dict):
        return []
    added = [k for k in PROPERTY_TYPES if k not in types]
    if added:
        types.update({k: PROPERTY_TYPES[k] for k in added})
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(data, indent=2) + "\n", fsync=fsync)
    return added
