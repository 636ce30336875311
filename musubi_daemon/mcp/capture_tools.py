"""The one tool that writes over MCP: ``remember``, registered only when the configuration
allows it (``mcp.allow_remember``)."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from .. import schemas, shapes
from ..config import NAME_CHARS, REMEMBER_CHARS
from .presence import session_agent
from .tooling import WRITES, Call, ToolFn, ToolSpec, checked_text


def remember(call: Call) -> ToolFn:
    async def remember(
        text: Annotated[str, Field(max_length=REMEMBER_CHARS, description=(
            "What to keep, in a sentence or a short paragraph."))],
        importance: Annotated[int | None, Field(ge=1, le=10, description=(
            "1 (chatter) to 10 (life-changing); default 5."))] = None,
        topic: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            "Link the note to this topic page."))] = None,
        ctx: Context | None = None,
    ) -> schemas.Saved:
        """Save something worth keeping to the person's memory, as an episode note in their
        vault: a preference, decision or fact that came up in this session. The same text
        again reinforces the earlier note instead of duplicating it. Use it only when the
        person asks you to remember something or would clearly want it kept. It adds a note;
        it never changes or deletes history."""
        body = (text or "").strip()  # kept as written: its lines are the note's lines
        if not body:
            raise ToolError("text is empty: say what to remember")
        subject = checked_text(topic, "topic", NAME_CHARS) if topic and topic.strip() else None
        by = session_agent(ctx) if ctx is not None else None

        return await call(lambda e: shapes.capture(
            e.remember(body, importance=importance, topic=subject, agent=by), e.vault))

    return remember


TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(remember, WRITES, "Remember"),
)
