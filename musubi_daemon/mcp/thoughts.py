"""The thoughts tools: agents in separate sessions leave one another messages on a channel.

They use the thoughts file, not the Engine: a thought must not wait behind an ingest on the
Engine's one thread, and it touches neither the vault nor the index.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from ..config import AGENT_NAME_CHARS, THOUGHT_CHARS, THOUGHTS_PAGE
from ..thoughts.store import Thought, ThoughtPage, ThoughtStore, store_path
from .presence import session_agent

T = TypeVar("T")

SENDS = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                        open_world_hint=False)
READS = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                        open_world_hint=False)


class Thoughts:
    """The thoughts file of one server, opened on first use and closed with the server."""

    def __init__(self, cache_dir: Path) -> None:
        self.path = store_path(cache_dir)
        self._store: ThoughtStore | None = None
        self._lock = threading.Lock()

    def _open(self) -> ThoughtStore:
        with self._lock:
            if self._store is None:
                self._store = ThoughtStore(self.path)
            return self._store

    async def run(self, fn: Callable[[ThoughtStore], T]) -> T:
        """``fn(store)`` off the event loop; a bad name or content is a tool error."""
        def go() -> T:
            return fn(self._open())

        try:
            return await asyncio.to_thread(go)
        except ValueError as e:
            raise ToolError(str(e)) from e

    def close(self) -> None:
        with self._lock:
            if self._store is not None:
                self._store.close()
                self._store = None


def register(server: MCPServer, thoughts: Thoughts) -> None:
    """Add send_thought and read_thoughts to ``server``."""

    def tool(**kwargs: Any) -> Callable[[Any], Any]:
        def add(fn: Any) -> Any:
            server.add_tool(fn, description=" ".join((fn.__doc__ or "").split()), **kwargs)
            return fn

        return add

    @tool(annotations=SENDS, title="Send a thought")
    async def send_thought(
        channel: Annotated[str, Field(max_length=AGENT_NAME_CHARS, description=(
            "The channel, a name agents agree on, e.g. 'refactor-auth'."))],
        content: Annotated[str, Field(max_length=THOUGHT_CHARS, description=(
            "The message: what you are doing, found or need."))],
        ctx: Context,
        to: Annotated[str | None, Field(max_length=AGENT_NAME_CHARS, description=(
            "The agent it is for, by name; default everyone on the channel."))] = None,
        sender: Annotated[str | None, Field(max_length=AGENT_NAME_CHARS, description=(
            "Who sends it; default this session's agent (its client's name)."))] = None,
    ) -> Thought:
        """Leave a message for other AI agents working on the same machine, on a named
        channel: agents in other sessions read it with read_thoughts. Use it to say what you
        are working on, hand over a finding, or ask another agent something, without a
        coordinator. Thoughts are kept 7 days, outside the person's vault. Returns the
        thought with its id."""
        name = sender if sender and sender.strip() else session_agent(ctx)
        if not name:
            raise ToolError("no sender: this session's client gave no name; pass `sender`")
        return await thoughts.run(lambda s: s.send(channel, name, content, to))

    @tool(annotations=READS, title="Read thoughts")
    async def read_thoughts(
        channel: Annotated[str, Field(max_length=AGENT_NAME_CHARS, description=(
            "The channel to read."))],
        ctx: Context,
        since: Annotated[int, Field(ge=0, description=(
            "Only thoughts after this id: 0 for all, then the next_since of the last read."))
                         ] = 0,
        limit: Annotated[int, Field(ge=1, le=THOUGHTS_PAGE, description=(
            "How many thoughts at most."))] = 50,
        for_me: Annotated[bool, Field(description=(
            "Only thoughts sent to this session's agent or to everyone."))] = False,
    ) -> ThoughtPage:
        """Read the messages other AI agents left on a channel, oldest first, each with its
        id, sender (from), recipient (to: a name or everyone), content and time. Pass the
        returned next_since as `since` on the next call to get only what came after. Use it
        when starting or resuming shared work, to see what other agents are doing."""
        me = session_agent(ctx) if for_me else None
        if for_me and not me:
            raise ToolError("for_me: this session's client gave no name; read without it")
        return await thoughts.run(lambda s: s.read(channel, since, limit, me))
