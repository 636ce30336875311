"""Saves Musubi put back in place, remembered for a while, so a save made on the write they
displaced does not take them out again.

When Musubi's write displaces a person's save, the write stands at the path for an instant
before the save is put back (merged with it, ``files._put_back``). An editor that reads the
note in that instant builds its next save on Musubi's write, without what was put back. That
save is hers too and lands on the put-back; Musubi's next merge reads it as the note. Its
paragraphs that the put-back added (hers, or a save of hers merged in) would be gone from
the note without anyone deleting them. So for ``PUT_BACK_MEMORY_SECONDS`` after a put-back, a
write of Musubi's merged from a text lacking all of them takes them back in.

A text that still holds some of them was made on the put-back: the ones it lacks were deleted
by hand and stay deleted. A text holding none is ambiguous (made on Musubi's write, or every
added paragraph deleted within the window); it is taken as stale, because a paragraph kept by
mistake can be deleted again, and a lost one cannot be found.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from pathlib import Path

from ..config import PUT_BACK_MEMORY_NOTES, PUT_BACK_MEMORY_SECONDS
from .textmerge import added_paragraphs, paragraphs, structural

_lock = threading.Lock()
# absolute path -> (when, Musubi's write that was displaced, what was put back over it)
_recent: OrderedDict[str, tuple[float, str, str]] = OrderedDict()


def remember(path: Path, written: str, put: str) -> None:
    """``put`` went back in place over ``written``, Musubi's write, which stood for an instant."""
    key = os.path.abspath(path)
    with _lock:
        _recent.pop(key, None)
        _recent[key] = (time.monotonic(), written, put)
        while len(_recent) > PUT_BACK_MEMORY_NOTES:
            _recent.popitem(last=False)


def forget_all() -> None:
    with _lock:
        _recent.clear()


def _recalled(path: Path) -> tuple[str, str] | None:
    key = os.path.abspath(path)
    with _lock:
        entry = _recent.get(key)
        if entry is None:
            return None
        when, written, put = entry
        if time.monotonic() - when > PUT_BACK_MEMORY_SECONDS:
            del _recent[key]
            return None
        return written, put


def with_put_back(path: Path, merged_from: str, data: str) -> str:
    """``data`` (Musubi's write, merged from ``merged_from``, the note as it read it) with the
    paragraphs a recent put-back at ``path`` added, when ``merged_from`` was made without any
    of them; ``data`` itself otherwise."""
    recalled = _recalled(path)
    if recalled is None:
        return data
    written, put = recalled
    had = set(paragraphs(written))
    added = [p for p in paragraphs(put) if p not in had and not structural(p)]
    if not added:
        return data
    source = set(paragraphs(merged_from))
    if any(p in source or p in merged_from for p in added):
        return data  # made on the put-back: what it lacks was deleted by hand
    lost = [p for p in added if p not in data]
    if not lost:
        return data
    placed = added_paragraphs(data, written, put)
    if placed is not None and all(p in placed for p in lost):
        return placed
    return data.rstrip("\n") + "\n\n" + "\n\n".join(lost) + "\n"
