"""JSON lines as the adapters read them, for the tools that append to a live file: through the
capped reader (``capped.py``), with nesting bounded and lone surrogates replaced, so damaged
JSON fails as a corrupt line and never later, in the engine, and a file's long texts share
one conversation budget."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from ..config import JSONL_LINE_MAX_BYTES, JSONL_TEXT_MAX_BYTES
from ..jsonish import JSONObject
from .base import SourceError
from .capped import MAX_DEPTH, CappedStrings, TextBudget, cut_reason, loads, too_deep

__all__ = ["MAX_DEPTH", "JsonLines", "loads", "too_deep"]

# How much of a line is read at once; a longer line is streamed through CappedStrings.
LINE_READ_BYTES = 8 * 1024 * 1024


class _RestOfLine(io.RawIOBase):
    """The bytes of one line already read, then the rest of that line from ``handle``."""

    def __init__(self, head: bytes, handle: IO[bytes]):
        super().__init__()
        self.buf = head
        self.handle = handle
        self.done = False

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        if not self.buf and not self.done:
            self.buf = self.handle.readline(LINE_READ_BYTES)
            self.done = not self.buf or self.buf.endswith(b"\n")
        n = min(len(buffer), len(self.buf))
        buffer[:n] = self.buf[:n]
        self.buf = self.buf[n:]
        return n


class JsonLines:
    """The JSON-object lines of a file, tolerating a torn last line and counting broken ones.

    A line that fails to parse is only an error once another line follows it or it ends in a
    newline: a partial last line is the tool still writing, and the next run reads it whole.
    A line whose only fault is bytes that are not UTF-8 is read with replacement characters
    (and counted in ``repaired``): the message keeps its place, and so do those before it.
    """

    def __init__(self, path: Path, budget: TextBudget | None = None) -> None:
        self.path = path
        self.good = 0
        self.corrupt = 0
        self.repaired = 0
        self.cut = 0  # lines whose texts were too large to keep whole
        self.cuts: list[int] = []  # the full size of each text cut
        self.too_large = 0  # lines skipped: too large even then
        # What the long texts of the file's conversation may keep in all: its own, unless the
        # conversation goes on in other files (chunks) that share it.
        self.budget = budget if budget is not None else TextBudget()

    def _lines(self, handle: IO[bytes]) -> Iterator[bytes | None]:
        """The file's lines; one longer than a read has its texts cut as it streams (a 500 MB
        tool output is never whole in memory), and so does one the budget has no room left
        for (a session of a hundred 6 MB outputs keeps 32 MB of them); None stands for a line
        still too large."""
        budget = self.budget
        while True:
            raw = handle.readline(LINE_READ_BYTES)
            if not raw:
                return
            whole = raw.endswith(b"\n") or len(raw) < LINE_READ_BYTES
            if whole and len(raw) <= budget.room(JSONL_TEXT_MAX_BYTES):
                # No text in it can be over its room: kept as it is, without a scan (the
                # line's size stands for its texts, so the budget errs on the safe side).
                budget.spend(len(raw))
                yield raw
                continue
            rest: IO[bytes] | _RestOfLine = io.BytesIO(raw) if whole \
                else _RestOfLine(raw, handle)
            capped = CappedStrings(rest, JSONL_TEXT_MAX_BYTES, budget=budget)
            kept = io.BufferedReader(capped).read(JSONL_LINE_MAX_BYTES + 1)
            if len(kept) > JSONL_LINE_MAX_BYTES:
                while rest.read(1 << 20):
                    pass  # the rest of the line, drained unread
                yield None
                continue
            if capped.cuts:
                self.cut += 1
                self.cuts.extend(capped.cuts)
            yield kept

    def problems(self, corrupt: bool = True) -> list[str]:
        """What to report about the file, in words; [] when every line read cleanly. Without
        ``corrupt``, corrupt lines are left to the caller, which counts them its own way."""
        out = []
        if self.cut:
            out.append(cut_reason(self.cuts, JSONL_TEXT_MAX_BYTES,
                                  f"in {self.cut} line(s); the rest read"))
        if self.too_large:
            out.append(f"{self.too_large} line(s) over {JSONL_LINE_MAX_BYTES // 2**20} MB "
                       "even with their texts cut: skipped")
        if self.repaired:
            out.append(f"{self.repaired} line(s) held bytes that are not UTF-8; read with "
                       "replacement characters")
        if corrupt and self.corrupt and self.good:
            out.append(f"{self.corrupt} corrupt line(s) skipped, the rest read")
        return out

    def __iter__(self) -> Iterator[tuple[int, JSONObject]]:
        pending = False
        ended_clean = True
        try:
            with self.path.open("rb") as handle:
                for lineno, raw in enumerate(self._lines(handle), 1):
                    if raw is None:  # too large even with its texts cut
                        self.too_large += 1
                        continue
                    if not raw.strip():
                        continue
                    if pending:
                        self.corrupt += 1
                    pending = False
                    ended_clean = raw.endswith(b"\n")
                    try:
                        obj = loads(raw)
                    except UnicodeDecodeError:
                        try:
                            obj = loads(raw.decode("utf-8", errors="replace"))
                        except ValueError:
                            pending = True
                            continue
                        self.repaired += 1
                    except ValueError:
                        pending = True
                        continue
                    if not isinstance(obj, dict):
                        pending = True
                        continue
                    self.good += 1
                    yield lineno, obj
        except OSError as exc:
            raise SourceError(f"cannot read: {exc.strerror or exc}") from exc
        if pending and ended_clean:
            self.corrupt += 1
