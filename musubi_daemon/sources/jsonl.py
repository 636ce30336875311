"""JSON as the adapters read it: line by line for the tools that append to a live file, and
everywhere with nesting bounded and lone surrogates replaced, so damaged JSON fails as a
``ValueError`` (or a corrupt line) and never later, in the engine."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from ..config import JSONL_LINE_MAX_BYTES, JSONL_TEXT_MAX_BYTES
from .base import SourceError
from .capped import CappedStrings

# How much of a line is read at once; a longer line is streamed through CappedStrings.
LINE_READ_BYTES = 8 * 1024 * 1024

# Deeper JSON counts as broken. Real records nest a dozen levels; Python's parser recurses and
# raises RecursionError (not a ValueError) past about 1,000, and the cleaning, hashing and
# rendering of a tool call's input recurse as well, later, where nothing catches it.
MAX_DEPTH = 200
# Where a lone surrogate, which no UTF-8 note, file name or SQLite text can hold, may come from:
# a JSON "\uD800" escape, or the UTF-8-style bytes of one (json.loads decodes bytes with
# "surrogatepass").
_SURROGATE_SOURCE = re.compile(r"\\u[dD][89a-fA-F]|[\ud800-\udfff]")
_SURROGATE_SOURCE_BYTES = re.compile(rb"\\u[dD][89a-fA-F]|\xed[\xa0-\xbf]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether ``value`` nests more than ``limit`` lists/objects deep (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        if depth > limit:
            return True
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


def loads(raw: str | bytes) -> Any:
    """``json.loads`` where nesting deeper than ``MAX_DEPTH`` is a ``ValueError``, like any other
    broken JSON, so every ``except ValueError`` that skips a bad value covers it too."""
    try:
        value = json.loads(raw)
    except RecursionError:
        raise ValueError(f"JSON nested deeper than {MAX_DEPTH} levels") from None
    # Only a text with more brackets than the limit can nest past it: most skip the walk.
    if isinstance(raw, bytes):
        brackets = raw.count(b"[") + raw.count(b"{")
    else:
        brackets = raw.count("[") + raw.count("{")
    if brackets > MAX_DEPTH and isinstance(value, (dict, list)) and too_deep(value):
        raise ValueError(f"JSON nested deeper than {MAX_DEPTH} levels")
    found = _SURROGATE_SOURCE_BYTES.search(raw) if isinstance(raw, bytes) \
        else _SURROGATE_SOURCE.search(raw)
    return _without_surrogates(value) if found else value


def _without_surrogates(value: Any) -> Any:
    """Lone surrogates replaced by U+FFFD, as a UTF-8 decoder replaces bad bytes (the depth
    is already checked, so this recursion is bounded)."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_without_surrogates(v) for v in value]
    if isinstance(value, dict):
        return {_without_surrogates(k): _without_surrogates(v) for k, v in value.items()}
    return value


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

    def __init__(self, path: Path) -> None:
        self.path = path
        self.good = 0
        self.corrupt = 0
        self.repaired = 0
        self.cut = 0  # lines whose texts were too large to keep whole
        self.too_large = 0  # lines skipped: too large even then

    def _lines(self, handle: IO[bytes]) -> Iterator[bytes | None]:
        """The file's lines; one longer than a read has its texts cut as it streams (a 500 MB
        tool output is never whole in memory), and None stands for one still too large."""
        while True:
            raw = handle.readline(LINE_READ_BYTES)
            if not raw:
                return
            if raw.endswith(b"\n") or len(raw) < LINE_READ_BYTES:
                yield raw
                continue
            rest = _RestOfLine(raw, handle)
            capped = CappedStrings(rest, JSONL_TEXT_MAX_BYTES)
            kept = io.BufferedReader(capped).read(JSONL_LINE_MAX_BYTES + 1)
            if len(kept) > JSONL_LINE_MAX_BYTES:
                while rest.read(1 << 20):
                    pass  # the rest of the line, drained unread
                yield None
                continue
            if capped.cuts:
                self.cut += 1
            yield kept

    def problems(self) -> list[str]:
        """What to report about the file, in words; [] when every line read cleanly."""
        out = []
        if self.cut:
            out.append(f"{self.cut} line(s) held a text over {JSONL_TEXT_MAX_BYTES // 2**20} "
                       "MB: cut to that size, the rest read")
        if self.too_large:
            out.append(f"{self.too_large} line(s) over {JSONL_LINE_MAX_BYTES // 2**20} MB "
                       "even with their texts cut: skipped")
        if self.repaired:
            out.append(f"{self.repaired} line(s) held bytes that are not UTF-8; read with "
                       "replacement characters")
        if self.corrupt and self.good:
            out.append(f"{self.corrupt} corrupt line(s) skipped, the rest read")
        return out

    def __iter__(self) -> Iterator[tuple[int, dict[str, Any]]]:
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
