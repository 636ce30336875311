"""How much of the vault a search can see while a long first index is under way.

A person who brings years of history waits half an hour or more for every passage to be
embedded. Notes are indexed newest first and each batch is searchable once committed, so a
search answers from the start; it must then say what it cannot see yet. The sync keeps one
record in the keyword store, committed with the stamps it counts, so it is true after a kill.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from ..progress import Progress
from ..runtime import alive

if TYPE_CHECKING:
    from .changed import Stamp
    from .keyword import Chunk, KeywordStore

# The keyword store's meta key for what a sync has left; empty when it finished.
PENDING = "pending"
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def day_of(rel: str, mtime_ns: int) -> str:
    """A note's day for the newest-first order: a conversation note's name starts with it;
    another note counts from when it was last changed."""
    name = rel.rsplit("/", 1)[-1]
    if _DAY.match(name):
        return name[:10]
    return time.strftime("%Y-%m-%d", time.gmtime(mtime_ns / 1e9))


@dataclass
class Coverage:
    """What a sync set out to index and has not yet: ``pending`` of ``total`` notes, the
    oldest day it has reached (newest first: the search sees everything since), and whether
    a process is at it now."""

    pending: int
    total: int
    reached: str | None
    running: bool

    @classmethod
    def parse(cls, raw: str | None, here: bool = False) -> Coverage | None:
        """The record as a search reads it; ``here``: this process is indexing (or goes on
        in slices, as the daemon does), which a record of its own pid cannot tell."""
        if not raw:
            return None
        try:
            d = json.loads(raw)
            pending, total, pid = int(d["pending"]), int(d["total"]), int(d["pid"])
        except (ValueError, KeyError, TypeError):
            return None
        if pending <= 0:
            return None
        return cls(pending, total, d.get("reached"), here if pid == os.getpid() else alive(pid))

    def words(self) -> str:
        """One line for a person under the results."""
        since = f"; the results cover what was said since {self.reached}" if self.reached else ""
        how = ("indexing now, newest first" if self.running
               else "`musubi reindex --continue` indexes them")
        return (f"{self.pending:,} of {self.total:,} notes are not searchable yet "
                f"({how}){since}")

    def to_dict(self) -> dict[str, Any]:
        """The field an MCP client reads: counts, the day reached and whether work goes on."""
        return asdict(self) | {"message": self.words()}


class Tracker:
    """Counts down a sync's notes; the record is written inside the transaction that commits
    their stamps, so a search never reads a count the stamps contradict."""

    def __init__(self, keyword: KeywordStore, total: int):
        self.keyword = keyword
        self.total = total
        self.left = total
        self.reached: str | None = None
        if total:
            self._write()

    def stored(self, notes: Sequence[tuple[str, str, Stamp, Any]]) -> None:
        self.left = max(0, self.left - len(notes))
        days = [day_of(rel, stamp.mtime_ns) for rel, _kind, stamp, _ in notes]
        if days:
            self.reached = min([*days, self.reached] if self.reached else days)
        self._write()

    def _write(self) -> None:
        self.keyword.set_meta(PENDING, json.dumps({
            "pending": self.left, "total": self.total, "reached": self.reached,
            "pid": os.getpid()}) if self.left else "")


class PassageProgress:
    """Indexing's progress in passages: notes done of the notes to do (the bar and its time
    left), with the passages embedded so far and their rate in the label."""

    def __init__(self, progress: Progress, total: int):
        self.progress = progress
        self.total = total
        self.passages = 0
        self.start = time.perf_counter()

    def note(self, done: int, chunks: list[Chunk]) -> None:
        self.passages += len(chunks)
        spent = time.perf_counter() - self.start
        rate = self.passages / spent if spent > 0 else 0.0
        self.progress(f"index: {self.passages:,} passages, {rate:,.0f}/s; notes", done,
                      self.total)
