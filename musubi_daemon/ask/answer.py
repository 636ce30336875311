"""Turning ranked passages into an answer: the distilled notes of the chosen conversations go
to the model (not raw chunks) with numbers it cites as [n]; without a model the passages and
summaries themselves are the answer, labelled as not synthesised."""

from __future__ import annotations

import re
from typing import Any

from ..prompts.answer import SYSTEM as SYSTEM
from ..prompts.follow_up import EXPAND as EXPAND
from ..prompts.follow_up import EXPAND_SCHEMA as EXPAND_SCHEMA
from .result import Citation

NOT_SYNTHESISED = ("Not synthesised (no chat model answered): the passages that matched best, "
                   "with their conversations' summaries.")
NOTHING = "Nothing in your library matches this closely enough to answer it."
GREETING = ("Hello! Ask me about your past conversations: what you decided, what is still open, "
            "what you found out.")
EMPTY = "That is not a question I can look up: ask about something you discussed."
_CITE = re.compile(r"\[(\d+)\]")


def context(citations: list[Citation], notes: dict[str, Any]) -> str:
    """The numbered notes the model answers from."""
    blocks = []
    for c in citations:
        lines = [f"[{c.n}] {c.title} ({c.date[:10] or 'undated'})"]
        note = notes.get(c.note)
        if note is not None:
            if note.summary:
                lines.append(f"Summary: {note.summary}")
            lines += [f"Decision: {d}" for d in note.decisions]
            lines += [f"Fact: {f}" for f in note.facts]
            lines += [f"Open loop: {a}" for a in note.actions if a not in note.done]
        lines.append(f"Passage: {' '.join(c.text.split())[:1200]}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def messages(question: str, citations: list[Citation],
             notes: dict[str, Any]) -> list[dict[str, str]]:
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"Notes:\n\n{context(citations, notes)}\n\n"
                                        f"Question: {question}"}]


def unsynthesised(citations: list[Citation]) -> str:
    lines = [NOT_SYNTHESISED, ""]
    for c in citations:
        lines.append(f"[{c.n}] {c.title} ({c.date[:10] or 'undated'}): "
                     f"{' '.join(c.text.split())[:400]}")
        if c.summary:
            lines.append(f"    Summary: {c.summary}")
    return "\n".join(lines)


def cited(answer: str, count: int) -> list[int]:
    """The citation numbers an answer uses that point at a real note."""
    return sorted({int(n) for n in _CITE.findall(answer) if 1 <= int(n) <= count})
