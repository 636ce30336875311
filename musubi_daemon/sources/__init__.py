"""Every source Musubi reads, by name. Modules import lazily so a run loads only what it uses."""

from __future__ import annotations

import importlib.util

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


def get_adapter(name: str) -> Adapter:
    if name not in REGISTRY:
        raise UnknownSource(name)
    module, cls = REGISTRY[name].split(":")
    mod = importlib.import_module(f"{__name__}.{module}")
    return getattr(mod, cls)()


__all__ = ["REGISTRY", "Adapter", "SourceEnv", "SourceError", "Unit", "UnknownSource",
           "get_adapter", "is_implemented"]
