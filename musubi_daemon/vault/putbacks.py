"""Saves Musubi put back in place, remembered for a while, so a save made on the write they
displaced does not take them out again.

When Musubi's write displaces a person's save, the write stands at the path for an instant
before the save is put back (merged with it, ``files._put_back``). An editor that reads the
note in that instant builds its next save on Musubi's write, without what was put back. That
save is hers too and lands on the put-back; Musubi's next merge reads it as the note. Its
paragraphs that the put-back added (hers, or a save of hers merged in) would be gone from
the note without anyone deleting them. So for ``PUT_BACK_MEMORY_SECONDS`` after a put-back, a
note Musubi is about to merge from, lacking all of them, gets them back first
(``files._mend_stale_save``).

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


def with_put_back(path: Path, text: str) -> str:
    """``text`` (the note at ``path`` as Musubi read it) with the paragraphs a recent put-back
    there added, when it was made without any of them; ``text`` itself otherwise."""
    recalled = _recalled(path)
    if recalled is None:
        return text
    written, put = recalled
    had = set(paragraphs(written))
    added = [p for p in paragraphs(put) if p not in had and not structural(p)]
    if not added:
        return text
    if any(p in text for p in added):
        return text  # made on the put-back: what it lacks was deleted by hand
    placed = added_paragraphs(text, written, put)
    if placed is not None and all(p in placed for p in added):
        return placed
    return text.rstrip("\n") + "\n\n" + "\n\n".join(added) + "\n"
