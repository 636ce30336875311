"""Names for data whose shape another program or the person decides.

A tool's history, an export, a note's front matter, a config file, a chat model's answer, a
client's MCP arguments: each is parsed from JSON, YAML or TOML that Musubi did not write, so its
type says only that it came from there. It is never trusted: every reader checks each field
where it reads it (``isinstance``, ``.get`` with a default) and skips or reports what does not
fit, with the path and the reason. Everything Musubi builds itself has a real type."""

from __future__ import annotations

from typing import Any, TypeAlias

JSON: TypeAlias = Any
"""Any value parsed from a file or a message Musubi did not write."""

JSONObject: TypeAlias = dict[str, Any]
"""An object (a mapping of names) parsed from a file or a message Musubi did not write."""

Properties: TypeAlias = dict[str, Any]
"""A note's YAML front matter: Musubi writes it, and the person may edit any of it in
Obsidian, so every value is read as it is found."""
