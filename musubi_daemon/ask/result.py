"""What an answer carries back to the CLI and to MCP clients."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Citation:
    n: int
    title: str
    conversation_id: str | None
    note: str  # vault-relative path
    link: str  # [[note#^block|title]]: opens the very message in Obsidian
    date: str
    text: str  # the passage that matched
    summary: str = ""  # the conversation's distilled summary, when it has one
    score: float = 0.0


@dataclass
class AskResult:
    question: str
    query: str  # the standalone query actually searched
    answer: str = ""
    synthesised: bool = False  # False: passages and summaries only, no model wrote this
    nothing_found: bool = False
    greeting: bool = False
    model: str | None = None
    citations: list[Citation] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
