"""A channel's thoughts as a server-sent event stream: each thought an event whose id is its
id, so a client that reconnects with Last-Event-ID picks up where it stopped."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable

from .. import config as C
from .store import Thought, ThoughtStore


def event(thought: Thought) -> str:
    """One thought as an SSE event."""
    return f"id: {thought['id']}\nevent: thought\ndata: {json.dumps(thought)}\n\n"


async def follow(store: ThoughtStore, channel: str, since: int,
                 stopped: Callable[[], bool] = lambda: False,
                 poll_s: float = C.THOUGHTS_POLL_S,
                 keepalive_s: float = C.THOUGHTS_KEEPALIVE_S) -> AsyncIterator[str]:
    """The channel's thoughts after ``since`` and each new one as it comes, until
    ``stopped``; a comment now and then keeps proxies and clients from hanging up."""
    quiet_since = time.monotonic()
    yield ": following\n\n"  # headers and a first byte at once: the client knows it is on
    while not stopped():
        page = await asyncio.to_thread(store.read, channel, since)
        since = page["next_since"]
        for thought in page["thoughts"]:
            yield event(thought)
        if page["thoughts"]:
            quiet_since = time.monotonic()
            continue  # a full page may have more behind it
        if time.monotonic() - quiet_since > keepalive_s:
            yield ": keep-alive\n\n"
            quiet_since = time.monotonic()
        await asyncio.sleep(poll_s)
