"""Telling connected clients that the library changed, so they list and read again instead of
polling or reconnecting: ``notifications/resources/list_changed``.

A commit in the vault is a change (every write of Musubi's is one, and so is a person's edit
once committed): the vault's HEAD is read from its files every ``LIBRARY_POLL_SECONDS``, with
no process and no Engine call. On a change the news goes out twice, once for each era of the
protocol: published on the server's subscription bus (clients of 2026-07-28 on, which ask for
it with ``subscriptions/listen``), and sent on each older session that has listed the
resources (the handshake era, where a session that never listed them has nothing to refresh).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from mcp.shared.subscriptions import ResourcesListChanged

from ..config import LIBRARY_POLL_SECONDS
from ..vault.head import vault_head

log = logging.getLogger("musubi.mcp")


class LibraryWatch:
    """Watches one vault's HEAD and tells the clients when it moves."""

    def __init__(self, bus: Any, vault: Callable[[], Awaitable[Path]]) -> None:
        self._bus = bus
        self._vault = vault
        self._sessions: set[Any] = set()
        self._root = Path()
        self._last: str | None = None

    def listed(self, session: Any, protocol_version: str | None) -> None:
        """A session of the handshake era listed the resources: it hears of changes."""
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS

        if protocol_version not in MODERN_PROTOCOL_VERSIONS:
            self._sessions.add(session)

    async def begin(self) -> bool:
        """Find the vault and its HEAD now, before anything else is queued for the Engine: a
        commit made while the server starts is then a change. False: no vault to watch."""
        try:
            self._root = await self._vault()
        except Exception as e:  # no vault: nothing will change, and every call says why
            log.info("not watching the library: %s", e)
            return False
        self._last = await asyncio.to_thread(vault_head, self._root)
        return True

    async def poll(self) -> None:
        """Until cancelled: look every ``LIBRARY_POLL_SECONDS``, and tell on every change."""
        while True:
            await asyncio.sleep(LIBRARY_POLL_SECONDS)
            now = await asyncio.to_thread(vault_head, self._root)
            if now != self._last and now is not None:
                self._last = now
                await self.tell()

    async def tell(self) -> None:
        await self._bus.publish(ResourcesListChanged())
        for session in list(self._sessions):
            try:
                await session.send_resource_list_changed()
            except Exception:  # gone: a closed stream, a client that left
                self._sessions.discard(session)


@contextlib.asynccontextmanager
async def watching(watch: LibraryWatch) -> Any:
    if not await watch.begin():
        yield
        return
    task = asyncio.create_task(watch.poll())
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
