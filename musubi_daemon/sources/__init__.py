"""Every source Musubi reads, by name. Modules import lazily so a run loads only what it uses."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from typing import cast

from .base import Adapter, SourceEnv, SourceError, Unit

# name -> "module:Class"
REGISTRY: dict[str, str] = {
    "claude-code": "claude_code:ClaudeCodeAdapter",
    "cursor": "cursor:CursorAdapter",
    "antigravity": "antigravity:AntigravityAdapter",
    "chatgpt-export": "chatgpt_export:ChatGPTExportAdapter",
    "claude-export": "claude_export:ClaudeExportAdapter",
    "obsidian": "obsidian:ObsidianAdapter",
    "codex": "codex:CodexAdapter",
    "gemini-cli": "gemini_cli:GeminiCliAdapter",
    "aider": "aider:AiderAdapter",
}


class UnknownSource(KeyError):
    pass


def is_implemented(name: str) -> bool:
    module = REGISTRY[name].split(":")[0]
    return importlib.util.find_spec(f"{__name__}.{module}") is not None


@cache
def label(name: str) -> str:
    """How a note names the tool a conversation came from ("Claude Code"); an unknown name
    (a source this version no longer has) as it is."""
    if name not in REGISTRY or not is_implemented(name):
        return name
    return get_adapter(name).label or name


def watch_roots(name: str, env: SourceEnv) -> list[Path]:
    """The folders whose changes mean source ``name`` may have something new: a configured
    path (its folder, for a file), else the adapter's own default places."""
    if env.path is not None:
        return [env.path if env.path.is_dir() else env.path.parent]
    return get_adapter(name).watch_roots(env)


def get_adapter(name: str) -> Adapter:
    if name not in REGISTRY:
        raise UnknownSource(name)
    module, cls = REGISTRY[name].split(":")
    mod = importlib.import_module(f"{__name__}.{module}")
    return cast("Adapter", getattr(mod, cls)())


__all__ = ["REGISTRY", "Adapter", "SourceEnv", "SourceError", "Unit", "UnknownSource",
           "get_adapter", "is_implemented", "label", "watch_roots"]
