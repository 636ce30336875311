"""The one reader every source reads through: texts cut at a size as the bytes stream by,
before any parser or adapter holds them.

One message of 1.5 GB inside a 1.5 MB zip (a zip bomb, or a dump pasted into a chat) would be
built whole by the JSON parser and then copied by every step after it, and so would twenty
messages of 10 MB in one session file. So every source reads its files here:

* ``CappedStrings`` reads JSON bytes as they come and keeps at most ``limit`` bytes of each
  string value, closing it with a note of what was cut. It scans with ``re`` between quotes and
  backslashes, so the cost is one pass at C speed. ``read_json`` parses what it keeps: a whole
  JSON document (a Gemini CLI session, a settings file, a Cursor value) costs what it keeps.
* ``TextBudget`` is what one conversation may keep of its long texts in all
  (``CONVERSATION_TEXT_MAX_BYTES``); past it each text keeps ``TEXT_PAST_BUDGET_BYTES``. A cap
  on each text alone still lets a file of many large texts grow without bound.
* ``CappedLines`` and ``CappedText`` do the same for markdown (Aider's history, an Obsidian
  note), ``read_head`` for a file read as one text, ``blob_json`` and ``blob_bytes`` for SQLite
  values (Cursor, Antigravity), read in pieces through SQLite's blob handle.

So memory stays bounded whatever the input: the parser, the adapter and the note see a long
message, never a giant one, and the note says what was cut.
"""

from __future__ import annotations

import io
import json
import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field
from typing import IO, Protocol

from ..config import CONVERSATION_TEXT_MAX_BYTES, JSONL_TEXT_MAX_BYTES, TEXT_PAST_BUDGET_BYTES
from ..jsonish import JSON

_SPECIAL = re.compile(rb'["\\]')
_HIGH = re.compile(rb"\\u[dD][89abAB][0-9a-fA-F]{2}")
_PAIR = re.compile(rb"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}")
_ESCAPE_LEN = {ord("u"): 6}  # \uXXXX; any other escape is two bytes


def _partial_tail(data: bytes, start: int, end: int) -> int:
    """How many bytes at the end of ``data[start:end]`` begin a UTF-8 character not complete."""
    for back in range(1, min(4, end - start) + 1):
        b = data[end - back]
        if (b & 0xC0) != 0x80:  # the lead byte of the last character
            need = 2 if 0xC0 <= b < 0xE0 else 3 if 0xE0 <= b < 0xF0 else 4 if b >= 0xF0 else 1
            return back if back < need else 0
    return 0


def _token_boundary(data: bytes, start: int, stop: int) -> int:
    """``stop``, moved back so that it splits neither an escape nor a character: the bytes
    before it are whole for the exact path to go on from."""
    if stop <= start:
        return start
    back = data.find(b"\\", max(start, stop - 12), stop)
    if back != -1:
        stop = back  # an escape near the end: the exact path reads it as one
        if stop - 6 >= start and _HIGH.match(data, stop - 6) \
                and not _odd_backslashes(data, start, stop - 6):
            stop -= 6  # the low half of a pair: the pair goes whole
    while stop > start and _odd_backslashes(data, start, stop):
        stop -= 1
    while stop > start and (data[stop] & 0xC0) == 0x80:
        stop -= 1
    return stop


_ASCII_ESCAPES = tuple(b"\\u00" + bytes([c]) for c in b"01234567")
_TWO_BYTE_ESCAPES = tuple(b"\\u0" + bytes([c]) for c in b"1234567")


def _text_size(run: bytes) -> int:
    """Bytes of UTF-8 a run of a JSON string stands for, counted in C: each escape as what it
    decodes to (an escaped backslash as one byte, ``\\u00e9`` as two, ``\\u6771`` as three)."""
    if b"\\" not in run:
        return len(run)
    doubled = run.count(b"\\\\")
    if doubled:  # an escaped backslash is one byte, and the "u" after it starts no escape
        return doubled + _text_size(run.replace(b"\\\\", b""))
    single = run.count(b"\\")
    unicode = run.count(b"\\u")
    if not unicode:  # a pasted log's "\n" and "\t": no need to count fifteen \u forms
        return len(run) - single
    one = sum(run.count(e) for e in _ASCII_ESCAPES)
    two = sum(run.count(e) for e in _TWO_BYTE_ESCAPES) + run.count(b"\\u00") - one
    three = unicode - one - two
    # A two-byte escape stands for one byte; \uXXXX (six bytes) for one, two or three.
    return len(run) - (single - unicode) - 5 * one - 4 * two - 3 * three


def _odd_backslashes(data: bytes, start: int, at: int) -> bool:
    """Whether the byte at ``at`` follows an odd run of backslashes (so it is escaped)."""
    n = 0
    while at - n - 1 >= start and data[at - n - 1] == 0x5C:
        n += 1
    return n % 2 == 1


def cut_note(total: int, kept: int) -> bytes:
    """What a cut string ends with (plain ASCII, valid inside a JSON string)."""
    return (f" [... cut by Musubi: this text was {total:,} bytes; its first {kept:,} are "
            "kept]").encode()


class TextBudget:
    """What one conversation may still keep of its long texts.

    A text longer than ``floor`` spends what it keeps; once ``total`` is spent, each further
    text keeps at most ``floor`` bytes. Texts of ``floor`` bytes or less never spend and are
    never cut by it: keys, ids, times and ordinary messages read as they are, and only the
    long texts of a large file pay. ``reset`` starts the next conversation of a file that holds
    several (an export)."""

    def __init__(self, total: int = CONVERSATION_TEXT_MAX_BYTES,
                 floor: int = TEXT_PAST_BUDGET_BYTES) -> None:
        self.total = total
        self.floor = floor
        self.left = total

    def room(self, cap: int) -> int:
        """How many bytes the next text may keep, ``cap`` being its own limit."""
        return min(cap, max(self.floor, self.left))

    def spend(self, kept: int) -> None:
        if kept > self.floor:
            self.left -= kept

    def reset(self) -> None:
        self.left = self.total


_BRACKETS = re.compile(rb"[\[\]{}]")


class Readable(Protocol):
    """What ``CappedStrings`` reads from: a file, a zip member, a SQLite blob handle."""

    def read(self, size: int = ..., /) -> bytes: ...


class CappedStrings(io.RawIOBase):
    """``raw`` as JSON bytes with every string value at most ``limit`` bytes of text (then a
    cut note), and, with a ``budget``, at most what the budget leaves.

    With ``reset_depth``, the budget starts again each time a container closes to that depth
    (1: each item of a top-level array is a conversation of its own). ``cuts`` holds the full
    size of each string that was cut."""

    def __init__(self, raw: Readable, limit: int, chunk: int = 1 << 20,
                 budget: TextBudget | None = None, reset_depth: int | None = None):
        super().__init__()
        self.raw = raw
        self.limit = limit
        self.chunk = chunk
        self.budget = budget
        self.reset_depth = reset_depth if budget is not None else None
        self.cuts: list[int] = []
        self._in_string = False
        self._room = limit  # what the current string may keep
        self._length = 0  # bytes of the current string seen so far
        self._cutting = False  # past the limit: bytes are counted, not passed on
        self._carry = b""  # an escape split over two reads
        self._out = b""
        self._off = 0  # how much of _out was handed on
        self._eof = False
        self._depth = 0  # open arrays and objects, counted only with reset_depth

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        while self._off >= len(self._out) and not self._eof:
            data = self.raw.read(self.chunk)
            if not data:
                self._eof = True
                self._out, self._off = self._carry, 0
                self._carry = b""
                break
            self._out, self._off = self._feed(self._carry + data), 0
        n = min(len(buffer), len(self._out) - self._off)
        buffer[:n] = self._out[self._off:self._off + n]
        self._off += n
        return n

    def _open(self) -> None:
        self._in_string, self._length, self._cutting = True, 0, False
        self._room = self.limit if self.budget is None else self.budget.room(self.limit)

    def _close(self, out: list[bytes]) -> None:
        """The closing quote: the cut note first when the string was cut."""
        if self._cutting:
            self.cuts.append(self._length)
            out.append(cut_note(self._length, self._room))
        out.append(b'"')
        self._in_string = False
        if self.budget is not None:
            self.budget.spend(min(self._length, self._room))

    def _structure(self, data: bytes, start: int, stop: int) -> None:
        """Count the brackets between strings; a container closing to ``reset_depth`` ends a
        conversation, and the next one gets the whole budget."""
        assert self.budget is not None
        for m in _BRACKETS.finditer(data, start, stop):
            if data[m.start()] in b"[{":
                self._depth += 1
                continue
            self._depth -= 1
            if self._depth == self.reset_depth:
                self.budget.reset()

    def _feed(self, data: bytes) -> bytes:
        out: list[bytes] = []
        pos, end = 0, len(data)
        self._carry = b""
        bulk = True  # False once the estimate said no for this read: the exact path goes on
        while pos < end:
            if not self._in_string:
                q = data.find(b'"', pos)
                if self.reset_depth is not None:
                    self._structure(data, pos, end if q == -1 else q)
                if q == -1:
                    out.append(data[pos:])
                    return b"".join(out)
                out.append(data[pos:q + 1])
                self._open()
                pos = q + 1
                continue
            if self._cutting:
                pos = self._skip(data, pos, end, out)
                continue
            if bulk:
                went = self._bulk(data, pos, end, out)
                bulk = went != pos
                pos = went
                if pos >= end or not self._in_string:
                    continue
            m = _SPECIAL.search(data, pos)
            if m is None:
                # The string goes on in the next read; a character cut by the read waits
                # for its last bytes there.
                stop = end - _partial_tail(data, pos, end)
                self._text(data, pos, stop, out)
                self._carry = data[stop:]
                return b"".join(out)
            stop = m.start()
            self._text(data, pos, stop, out)  # the plain run before the quote or backslash
            if data[stop] == 0x22:  # the closing quote
                self._close(out)
                pos = stop + 1
                continue
            size = _ESCAPE_LEN.get(data[stop + 1], 2) if stop + 1 < end else 2
            if size == 6 and _HIGH.match(data, stop):
                # A surrogate pair is one character: kept or cut as one.
                if end - stop >= 12 or (end - stop >= 8 and data[stop + 6:stop + 8] != b"\\u"):
                    size = 12 if _PAIR.match(data, stop) else 6
                else:
                    size = 12  # not all here yet
            if stop + size > end:
                self._carry = data[stop:]  # the rest of the escape comes with the next read
                return b"".join(out)
            self._unit(data[stop:stop + size], out)
            pos = stop + size
        return b"".join(out)

    def _bulk(self, data: bytes, pos: int, end: int, out: list[bytes]) -> int:
        """Pass on at once the rest of the string (to its closing quote), or as much of this
        read as is safe to, while the text stays under the limit by an estimate that counts
        each escape as what it stands for; where it would not, the exact path takes over."""
        q = data.find(b'"', pos)
        while q != -1 and _odd_backslashes(data, pos, q):
            q = data.find(b'"', q + 1)  # an escaped quote: part of the text
        stop = q if q != -1 else _token_boundary(data, pos, end - 12)
        if stop <= pos:
            return pos
        run = data[pos:stop]
        size = _text_size(run)
        if self._length + size > self._room:
            return pos
        out.append(run)
        self._length += size
        if q == -1:
            return stop
        self._close(out)
        return q + 1

    def _skip(self, data: bytes, pos: int, end: int, out: list[bytes]) -> int:
        """Past the limit: the rest of the string is counted, not passed on, at C speed."""
        q = data.find(b'"', pos)
        while q != -1 and _odd_backslashes(data, pos, q):
            q = data.find(b'"', q + 1)
        stop = q if q != -1 else _token_boundary(data, pos, end - 12)
        self._length += _text_size(data[pos:stop])
        if q == -1:
            self._carry = data[stop:]  # the last bytes, whole escapes included, next read
            return end
        self._close(out)
        return q + 1

    def _text(self, data: bytes, start: int, stop: int, out: list[bytes]) -> None:
        """Pass on a run of a string that holds no quote or backslash, up to the limit."""
        if start >= stop:
            return
        room = self._room - self._length if not self._cutting else 0
        self._length += stop - start
        if room >= stop - start:
            out.append(data[start:stop])
            return
        cut = start + max(room, 0)
        while cut > start and (data[cut] & 0xC0) == 0x80:
            cut -= 1  # never inside a character
        out.append(data[start:cut])
        self._cutting = True

    def _unit(self, escape: bytes, out: list[bytes]) -> None:
        """An escape sequence: passed on whole, or not at all once the limit is reached. It
        counts as the bytes of the text it stands for, so the limit is one on text."""
        size = _decoded_size(escape)
        if not self._cutting and self._length + size <= self._room:
            out.append(escape)
        else:
            self._cutting = True
        self._length += size


def _decoded_size(escape: bytes) -> int:
    """Bytes of UTF-8 an escape sequence decodes to."""
    if len(escape) == 12:
        return 4  # a surrogate pair: one character beyond the BMP
    if escape[1:2] == b"u":
        try:
            cp = int(escape[2:6], 16)
        except ValueError:
            return len(escape)
        return 1 if cp < 0x80 else 2 if cp < 0x800 else 3
    return 1


# ---------------------------------------------------------------- JSON values, bounded

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


def too_deep(value: JSON, limit: int = MAX_DEPTH) -> bool:
    """Whether ``value`` nests more than ``limit`` lists/objects deep (walked without recursion)."""
    stack: list[tuple[JSON, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        if depth > limit:
            return True
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


def loads(raw: str | bytes) -> JSON:
    """``json.loads`` where nesting deeper than ``MAX_DEPTH`` is a ``ValueError``, like any other
    broken JSON, so every ``except ValueError`` that skips a bad value covers it too.

    Only for text already bounded: a line, a value cut by ``CappedStrings``, a short field."""
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


def _without_surrogates(value: JSON) -> JSON:
    """Lone surrogates replaced by U+FFFD, as a UTF-8 decoder replaces bad bytes (the depth
    is already checked, so this recursion is bounded)."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_without_surrogates(v) for v in value]
    if isinstance(value, dict):
        return {_without_surrogates(k): _without_surrogates(v) for k, v in value.items()}
    return value


@dataclass
class Capped:
    """A value read through the capped reader, and the full size of each text it cut."""

    value: JSON
    cuts: list[int] = field(default_factory=list)


def capped_bytes(raw: Readable, limit: int = JSONL_TEXT_MAX_BYTES,
                 budget: TextBudget | None = None,
                 reset_depth: int | None = None) -> tuple[bytes, list[int]]:
    """The JSON bytes of ``raw`` with its strings cut (see ``CappedStrings``), and the cuts."""
    capped = CappedStrings(raw, limit, budget=budget, reset_depth=reset_depth)
    return io.BufferedReader(capped).read(), capped.cuts


def read_json(raw: Readable, limit: int = JSONL_TEXT_MAX_BYTES,
              budget: TextBudget | None = None, replace: bool = False) -> Capped:
    """A whole JSON document streamed through ``CappedStrings`` and parsed once cut: it costs
    what it keeps, not what the file holds. ``replace`` reads bytes that are not UTF-8 as
    U+FFFD (a damaged database page) instead of failing. Raises ``ValueError`` when broken."""
    data, cuts = capped_bytes(raw, limit, budget)
    return Capped(loads(data.decode("utf-8", "replace") if replace else data), cuts)


def read_json_file(path: os.PathLike[str] | str, limit: int = JSONL_TEXT_MAX_BYTES,
                   budget: TextBudget | None = None) -> Capped:
    """``read_json`` of a file: a settings file or a session that is one JSON document.
    Raises ``OSError`` when unreadable, ``ValueError`` when broken."""
    with open(path, "rb") as handle:
        return read_json(handle, limit, budget)


def cut_reason(cuts: list[int], limit: int, rest: str = "the rest read") -> str:
    """The one sentence that reports texts cut while a file was read."""
    return (f"{len(cuts)} text(s) too large to keep whole (the largest "
            f"{max(cuts) / 2**20:,.0f} MB): a text keeps its first {limit // 2**20} MB, and "
            f"{TEXT_PAST_BUDGET_BYTES // 1024} KB once its conversation has kept "
            f"{CONVERSATION_TEXT_MAX_BYTES // 2**20} MB of long texts; {rest}")


# ---------------------------------------------------------------- plain text

def whole_chars(data: bytes) -> bytes:
    """``data`` without the first bytes of a UTF-8 character its end cuts in two."""
    return data[:len(data) - _partial_tail(data, 0, len(data))]


def cut_text(data: bytes, total: int, kept: int) -> str:
    """``data`` (the first bytes of a text of ``total`` bytes) as text, closed with the cut
    note when ``total`` is more than it holds."""
    if total <= len(data):
        return data.decode("utf-8", "replace")
    head = whole_chars(data[:kept])
    return head.decode("utf-8", "replace") + cut_note(total, kept).decode()


def read_head(handle: IO[bytes], limit: int) -> tuple[bytes, int]:
    """The first ``limit`` bytes of a file and its full size, the rest never read."""
    data = handle.read(limit)
    try:
        total = os.fstat(handle.fileno()).st_size
    except (OSError, io.UnsupportedOperation):
        total = len(data)
        while chunk := handle.read(1 << 20):
            total += len(chunk)
    return data, max(total, len(data))


class CappedLines:
    """The lines of a text file (without their newline), each at most ``limit`` bytes.

    A longer line keeps its first ``limit`` bytes, then the cut note, then the spaces it ended
    with (two trailing spaces are a line break in markdown, and Aider marks its own lines with
    them). ``cuts`` holds the full size of each line cut."""

    def __init__(self, handle: IO[bytes], limit: int = JSONL_TEXT_MAX_BYTES) -> None:
        self.handle = handle
        self.limit = limit
        self.cuts: list[int] = []
        self.ended = True  # whether the last line read ended with a newline (or none was read)

    def __iter__(self) -> Iterator[str]:
        while True:
            raw = self.handle.readline(self.limit + 1)
            if not raw:
                return
            self.ended = raw.endswith(b"\n")
            if raw.endswith(b"\n") or len(raw) <= self.limit:
                yield raw.removesuffix(b"\n").decode("utf-8", "replace")
                continue
            total, tail = len(raw), raw[-3:]
            while more := self.handle.readline(1 << 20):  # the rest, counted and dropped
                ended = more.endswith(b"\n")
                more = more.removesuffix(b"\n")
                total += len(more)
                tail = (tail + more)[-3:]
                self.ended = ended
                if ended:
                    break
            tail = tail.removesuffix(b"\r")
            spaces = tail[len(tail.rstrip(b" ")):][-2:].decode()
            self.cuts.append(total)
            yield CutLine(cut_text(raw, total, self.limit) + spaces, total)


class CutLine(str):
    """A line ``CappedLines`` cut: its text ends with the cut note, ``size`` is the whole
    line's, so a ``CappedText`` it goes into counts what the line really was."""

    size: int

    def __new__(cls, text: str, size: int) -> CutLine:
        line = super().__new__(cls, text)
        line.size = size
        return line


class CappedText:
    """One text built from pieces (a message's lines), kept up to its room and counted past
    it: the room is the text's own limit, or what the conversation's budget leaves."""

    def __init__(self, limit: int = JSONL_TEXT_MAX_BYTES,
                 budget: TextBudget | None = None) -> None:
        self.budget = budget
        self.room = limit if budget is None else budget.room(limit)
        self.pieces: list[str] = []
        self.kept = 0
        self.total = 0  # what the text really was, cut lines counted whole
        self.dropped = False  # bytes past the room were left out
        self.cut = False  # dropped, or holds a line the reader cut
        self.closed = False

    def add(self, piece: str) -> None:
        sep = 1 if self.pieces or self.total else 0  # the newline the pieces are joined with
        data = piece.encode("utf-8", "surrogatepass")
        whole = piece.size if isinstance(piece, CutLine) else len(data)
        self.total += whole + sep
        self.cut = self.cut or isinstance(piece, CutLine)
        if self.kept + len(data) + sep <= self.room:
            self.pieces.append(piece)
            self.kept += len(data) + sep
            return
        if self.kept + sep < self.room:  # the piece that crosses the room: its head is kept
            head = data[:self.room - self.kept - sep]
            self.pieces.append(whole_chars(head).decode("utf-8", "replace"))
            self.kept = self.room
        self.dropped = self.cut = True

    def note(self) -> str:
        """The cut note to end the text with, or ``""`` (a cut line carries its own)."""
        return cut_note(self.total, self.room).decode() if self.dropped else ""

    def close(self) -> None:
        """The text is whole: what it kept is spent from the budget."""
        if not self.closed and self.budget is not None:
            self.budget.spend(self.kept)
        self.closed = True


# ---------------------------------------------------------------- SQLite values

def _blob(con: sqlite3.Connection, table: str, column: str, rowid: int) -> sqlite3.Blob:
    return con.blobopen(table, column, rowid, readonly=True)


def blob_bytes(con: sqlite3.Connection, table: str, column: str, rowid: int,
               limit: int) -> tuple[bytes, int]:
    """The first ``limit`` bytes of a stored value and its full size, read in place through
    SQLite's blob handle (a SELECT would load the value whole, in SQLite and again in Python)."""
    with closing(_blob(con, table, column, rowid)) as blob:
        return blob.read(limit), len(blob)


def blob_json(con: sqlite3.Connection, table: str, column: str, rowid: int,
              budget: TextBudget, limit: int = JSONL_TEXT_MAX_BYTES,
              reset_depth: int | None = None) -> Capped:
    """A stored JSON value (text or blob) parsed with its strings cut as they stream out of
    SQLite. A value small enough to keep whole is read at once. Bytes that are not UTF-8
    become U+FFFD, as a damaged page may hold them. Raises ``ValueError`` when broken."""
    with closing(_blob(con, table, column, rowid)) as blob:
        size = len(blob)
        if size <= budget.room(limit):
            budget.spend(size)
            return Capped(loads(blob.read().decode("utf-8", "replace")))
        data, cuts = capped_bytes(blob, limit, budget, reset_depth)
    return Capped(loads(data.decode("utf-8", "replace")), cuts)
