"""The one Engine of a server (MCP over stdio or HTTP, the daemon): made on first use, used
and closed on one thread of its own, since its SQLite connections belong to the thread that
opened them and the index is not made for concurrent use. Calls queue for that thread and a
call that waits too long behind a slow one is taken off the queue (``EngineBusy``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Protocol, TypeVar

from .. import config
from ..errors import Busy

if TYPE_CHECKING:
    from ..engine import Engine

T = TypeVar("T")
log = logging.getLogger("musubi.mcp")


class EngineBusy(Busy):
    """A call waited ``ENGINE_WAIT_SECONDS`` for the Engine's thread and was not started."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"Musubi is busy with a long job (an ingest, a distill or a slow "
                         f"answer) and did not get to this within {seconds:g} s; retry in a "
                         "minute")


class Run(Protocol):
    """How the MCP tools, resources and prompts call the one Engine: ``fn(engine)`` on its
    thread, awaited, with what ``fn`` returns (``EngineHost.run``)."""

    def __call__(self, fn: Callable[[Engine], T], wait: float | None = None) -> Awaitable[T]:
        ...


class EngineHost:
    """Owns the Engine: made on first use, used and closed on one thread of its own."""

    def __init__(self, factory: Callable[[], Engine]) -> None:
        self._factory = factory
        self._engine: Engine | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="musubi-engine")
        self._closed = False

    def _call(self, fn: Callable[[Engine], T]) -> T:
        if self._engine is None:
            self._engine = self._factory()
        return fn(self._engine)

    def call(self, fn: Callable[[Engine], T]) -> T:
        """Run ``fn(engine)`` on the Engine's thread and wait for it (the daemon's own work
        queues behind tool calls there: one writer)."""
        if self._closed:
            raise RuntimeError("the Musubi engine is shutting down")
        return self._pool.submit(self._call, fn).result()

    async def run(self, fn: Callable[[Engine], T], wait: float | None = None) -> T:
        """``fn(engine)`` on the Engine's thread, once the calls before it are done: one that
        is not started within ``wait`` seconds is taken off the queue (EngineBusy), so calls
        never pile up behind a slow one. A started call is awaited to its end."""
        if self._closed:
            raise RuntimeError("the Musubi MCP server is shutting down")
        wait = config.ENGINE_WAIT_SECONDS if wait is None else wait
        future = self._pool.submit(self._call, fn)
        waiting = asyncio.wrap_future(future)
        done, _ = await asyncio.wait({waiting}, timeout=wait)
        if not done and future.cancel():
            with contextlib.suppress(asyncio.CancelledError):
                await waiting
            raise EngineBusy(wait)
        return await waiting

    def warm(self) -> None:
        """Load the index and the embedder in the background, so the first search is fast."""
        def go(engine: Engine) -> None:
            try:
                engine.search("warm up", limit=1)
            except Exception as e:  # a broken vault shows up again, clearly, on the first call
                log.warning("warming the index failed: %s", e)

        self._pool.submit(self._call, go)

    def close(self) -> None:
        """Close the Engine on its own thread, after the calls already queued."""
        if self._closed:
            return
        self._closed = True

        def shut() -> None:
            if self._engine is not None:
                self._engine.close()
                self._engine = None

        self._pool.submit(shut).result()
        self._pool.shutdown(wait=True)
