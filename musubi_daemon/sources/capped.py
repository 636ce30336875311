"""JSON streams whose strings are cut at a size, before any parser holds them.

One message of 1.5 GB inside a 1.5 MB zip (a zip bomb, or a dump pasted into a chat) would be
built whole by the JSON parser and then copied by every step after it. ``CappedStrings``
reads the bytes as they come and keeps at most ``limit`` bytes of each string value, closing
it with a note of what was cut, so memory stays bounded whatever the input: the parser, the
adapter and the note see a long message, never a giant one. It scans with ``re`` between
quotes and backslashes, so the cost is one pass at C speed.
"""

from __future__ import annotations

import io
import re
from typing import IO

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
    single = run.count(b"\\") - 2 * doubled
    unicode = run.count(b"\\u")
    one = sum(run.count(e) for e in _ASCII_ESCAPES)
    two = sum(run.count(e) for e in _TWO_BYTE_ESCAPES) + run.count(b"\\u00") - one
    three = unicode - one - two
    # A two-byte escape stands for one byte; \uXXXX (six bytes) for one, two or three.
    return len(run) - doubled - (single - unicode) - 5 * one - 4 * two - 3 * three


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


class CappedStrings(io.RawIOBase):
    """``raw`` as JSON bytes with every string value at most ``limit`` bytes of text (then a
    cut note).

    ``cuts`` holds the full size of each string that was cut."""

    def __init__(self, raw: IO[bytes] | io.RawIOBase, limit: int, chunk: int = 1 << 20):
        super().__init__()
        self.raw = raw
        self.limit = limit
        self.chunk = chunk
        self.cuts: list[int] = []
        self._in_string = False
        self._length = 0  # bytes of the current string seen so far
        self._cutting = False  # past the limit: bytes are counted, not passed on
        self._carry = b""  # an escape split over two reads
        self._out = b""
        self._off = 0  # how much of _out was handed on
        self._eof = False

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

    def _feed(self, data: bytes) -> bytes:
        out: list[bytes] = []
        pos, end = 0, len(data)
        self._carry = b""
        bulk = True  # False once the estimate said no for this read: the exact path goes on
        while pos < end:
            if not self._in_string:
                q = data.find(b'"', pos)
                if q == -1:
                    out.append(data[pos:])
                    return b"".join(out)
                out.append(data[pos:q + 1])
                self._in_string, self._length, self._cutting = True, 0, False
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
                if self._cutting:
                    self.cuts.append(self._length)
                    out.append(cut_note(self._length, self.limit))
                out.append(b'"')
                self._in_string = False
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
        if self._length + size > self.limit:
            return pos
        out.append(run)
        self._length += size
        if q == -1:
            return stop
        out.append(b'"')
        self._in_string = False
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
        self.cuts.append(self._length)
        out.append(cut_note(self._length, self.limit))
        out.append(b'"')
        self._in_string = False
        return q + 1

    def _text(self, data: bytes, start: int, stop: int, out: list[bytes]) -> None:
        """Pass on a run of a string that holds no quote or backslash, up to the limit."""
        if start >= stop:
            return
        room = self.limit - self._length if not self._cutting else 0
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
        if not self._cutting and self._length + size <= self.limit:
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
