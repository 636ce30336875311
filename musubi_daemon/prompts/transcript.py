"""The part of a transcript a model reads: both ends of it, inside a fixed character budget.

Cutting a long session at the front spends the whole budget on the set-up and loses the
conclusions, so the sample keeps the opening and the ending and says how much it left out.
"""

from __future__ import annotations

import re

from ..config import ATTACHMENT_TEXT_CHARS, HEAD_SHARE, SNAP_WINDOW, TOOL_CLIP, TRANSCRIPT_BUDGET
from ..model import Conversation, Message

ROLE_LABELS = {"user": "User", "assistant": "Assistant", "tool": "Tool", "system": "System"}
# Text in the user's seat that nobody typed (a compaction summary): labelled so the model does
# not take it as something the person said about themselves.
MACHINE_LABEL = "Context"

_BLANK_RUNS = re.compile(r"\n{3,}")
_SPACE = re.compile(r"\s+")


def omitted_marker(count: int) -> str:
    return f"\n[... {count} characters omitted ...]\n"


def render_message(message: Message, tool_clip: int = TOOL_CLIP) -> str:
    """One message as ``Role: text``; tool calls become ``[tool: name]``, bulk is clipped."""
    if message.role in ("tool", "system"):
        text = _clip(_SPACE.sub(" ", message.text).strip(), tool_clip)
    else:
        text = _BLANK_RUNS.sub("\n\n", message.text.strip())
    calls = " ".join(f"[tool: {call.name}]" for call in message.tool_calls)
    pasted = [f"[attached {a.name}]\n{t.strip()}" for a in message.attachments
              if (t := a.text(ATTACHMENT_TEXT_CHARS))]
    body = " ".join(part for part in (text, calls) if part)
    if pasted:
        body = "\n".join([body, *pasted]).strip()
    if not body:
        return ""
    if message.machine and message.role == "user":
        label = MACHINE_LABEL
    else:
        label = ROLE_LABELS.get(message.role, message.role.capitalize())
    if message.role == "tool" and message.tool_name:
        label = f"{label} ({message.tool_name})"
    return f"{label}: {body}"


def render_transcript(conv: Conversation, tool_clip: int = TOOL_CLIP) -> str:
    """The whole conversation, one rendered message after another (empty ones skipped)."""
    lines = (render_message(m, tool_clip) for m in conv.messages)
    return "\n".join(line for line in lines if line)


def sample_transcript(conv: Conversation, budget: int = TRANSCRIPT_BUDGET,
                      head_share: float = HEAD_SHARE, tool_clip: int = TOOL_CLIP) -> str:
    """The rendered transcript, or its head and tail when it is longer than ``budget``.

    The head gets ``head_share`` of the budget, the tail the rest less the marker between them,
    so the result never exceeds ``budget``. Same conversation, same sample.
    """
    return sample_text(render_transcript(conv, tool_clip), budget, head_share)


def sample_text(text: str, budget: int = TRANSCRIPT_BUDGET, head_share: float = HEAD_SHARE) -> str:
    """Keep the first ``head_share`` of ``budget`` and the end, with an omission marker."""
    if budget <= 0:
        raise ValueError("budget must be positive")
    if not 0.0 <= head_share <= 1.0:
        raise ValueError("head_share must be between 0 and 1")
    if len(text) <= budget:
        return text
    # The marker's size is bounded by the digits of the whole length, so reserve that much.
    reserve = len(omitted_marker(len(text)))
    if budget <= reserve:
        return text[:budget]
    head_room = min(int(budget * head_share), budget - reserve)
    tail_room = budget - reserve - head_room
    head_end = _snap_back(text, head_room)
    tail_start = _snap_forward(text, len(text) - tail_room)
    head, tail = text[:head_end].rstrip(), text[tail_start:].lstrip()
    omitted = len(text) - len(head) - len(tail)
    return f"{head}{omitted_marker(omitted)}{tail}"


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return f"{text[:limit].rstrip()} [… {len(text) - limit} more]"


def _snap_back(text: str, end: int) -> int:
    """Move a cut back to the nearest line break (else space) within the snap window."""
    low = max(0, end - SNAP_WINDOW)
    for sep in ("\n", " "):
        at = text.rfind(sep, low, end)
        if at > 0:
            return at
    return end


def _snap_forward(text: str, start: int) -> int:
    """Move a cut forward to just after the nearest line break (else space) in the window."""
    high = min(len(text), start + SNAP_WINDOW)
    for sep in ("\n", " "):
        at = text.find(sep, start, high)
        if at >= 0:
            return at + 1
    return start
