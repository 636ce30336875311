"""A per-path debouncer: a tool writes a session line by line, and one re-read after it pauses
is enough. (Where each source lives on disk, what to watch, each adapter says itself:
``Adapter.watch_roots``.)"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path


class Debouncer:
    """Collects paths and hands them over once each has been quiet for ``delay`` seconds."""

    def __init__(self, delay: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.delay = delay
        self._clock = clock
        self._lock = threading.Lock()
        self._due: dict[Path, float] = {}

    def touch(self, path: Path) -> None:
        with self._lock:
            self._due[path] = self._clock() + self.delay  # a new event restarts the timer

    def ready(self) -> list[Path]:
        now = self._clock()
        with self._lock:
            out = [p for p, t in self._due.items() if t <= now]
            for p in out:
                del self._due[p]
        return sorted(out)

    def pending(self) -> int:
        with self._lock:
            return len(self._due)
