"""A lock another process may hold for a moment: the vault's writer lock and a model export's
lock both try it again, briefly, before they give up, so two commands started together both
get their turn."""

from __future__ import annotations

import fcntl
import time
from typing import IO


def take(f: IO[str], wait: float, poll: float) -> bool:
    """Whether the exclusive flock on ``f`` was taken within ``wait`` seconds, looking again
    every ``poll`` seconds; with a ``wait`` of 0, one try."""
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(poll)
