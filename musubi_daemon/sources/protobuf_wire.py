"""A schema-less reader for the protobuf wire format, written from the encoding spec.

Antigravity stores each step as a protobuf whose ``.proto`` is not published, and the field
numbers people report disagree. Reading the wire format without a schema lets the adapter look
for prose wherever it sits and survive renumbering, instead of failing on the first unknown
field. Nothing here knows about Antigravity.

The wire format: a message is a run of ``(tag, value)`` records; ``tag = field << 3 | wire_type``
as a varint. Wire type 0 is a varint, 1 a little-endian 64-bit value, 2 a varint length then that
many bytes (a string, bytes, a nested message or a packed repeated field: the wire cannot tell
them apart), 5 a little-endian 32-bit value. Types 3 and 4 (groups) are deprecated and rejected;
6 and 7 do not exist.

A length-delimited value is guessed, in this order:

* a nested message, when its bytes parse completely into at least one field - unless the bytes
  are also printable text and the parse found only scalars, because short prose parses by
  accident (``b"hi"`` reads as field 13 = 105) while a real sub-message nearly always holds a
  string or another message;
* else UTF-8 text, when it decodes and looks like text (no control characters but whitespace);
* else raw bytes.

The original bytes stay on every field (``raw``), so a caller that knows better can read them
as text (``strings``) or as a packed repeated varint (``packed_varints``) on request.

``decode_capped`` reads a message too large to hold (a step carrying a 200 MB tool output)
through a seekable reader, a SQLite blob handle, in pieces: a length-delimited value longer
than the room a ``TextBudget`` leaves is tried as a message where it lies, and otherwise kept
as its first bytes and a note of the cut, so memory never holds the giant value.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeAlias

from .capped import TextBudget, cut_text, whole_chars

VARINT, I64, LEN, SGROUP, EGROUP, I32 = 0, 1, 2, 3, 4, 5
MAX_FIELD = (1 << 29) - 1
# Below this depth a length-delimited value is no longer tried as a message: it stays text or
# bytes. Real step payloads nest about ten deep; the bound keeps hostile input from recursing.
MAX_DEPTH = 32
_TEXT_WHITESPACE = frozenset("\n\r\t")
_DROP_WHITESPACE = dict.fromkeys(map(ord, _TEXT_WHITESPACE))
# How much of a message ``decode_capped`` reads from its source at once.
WINDOW = 64 * 1024

Value: TypeAlias = int | str | bytes | list["Field"]


class WireError(ValueError):
    """The bytes are not a well-formed protobuf message."""


@dataclass(frozen=True, slots=True)
class Field:
    """One record: iterates and unpacks as ``(number, wire_type, value)``.

    ``value`` is an ``int`` for varint/64-bit/32-bit fields (unsigned, as on the wire), and for a
    length-delimited field a nested ``list[Field]``, a ``str`` or ``bytes``. ``raw`` holds a
    length-delimited field's own bytes whatever the guess was, and is left out of equality.
    """

    number: int
    wire_type: int
    value: Value
    raw: bytes = field(default=b"", repr=False, compare=False)

    def __iter__(self) -> Iterator[object]:
        return iter((self.number, self.wire_type, self.value))

    @property
    def is_message(self) -> bool:
        return isinstance(self.value, list)


def read_varint(data: bytes, pos: int) -> tuple[int, int]:
    """The varint at ``pos`` and the position after it; at most 10 bytes, 64 bits."""
    result = 0
    shift = 0
    end = len(data)
    while True:
        if pos >= end:
            raise WireError("truncated varint")
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            break
        shift += 7
        if shift >= 70:
            raise WireError("varint longer than 10 bytes")
    if result >> 64:
        raise WireError("varint wider than 64 bits")
    return result, pos


def decode(data: bytes, max_depth: int = MAX_DEPTH) -> list[Field]:
    """Every field of ``data``, nested messages guessed as described above.

    Raises ``WireError`` when ``data`` itself is not a complete message (truncated, a group, a
    bad wire type or field number). An empty input is an empty message.
    """
    return _parse(bytes(data), max(0, max_depth))


def _parse(data: bytes, depth: int) -> list[Field]:
    fields: list[Field] = []
    pos = 0
    end = len(data)
    while pos < end:
        tag, pos = read_varint(data, pos)
        number, wire = tag >> 3, tag & 7
        if number < 1 or number > MAX_FIELD:
            raise WireError(f"field number {number} out of range")
        if wire == VARINT:
            value, pos = read_varint(data, pos)
            fields.append(Field(number, wire, value))
        elif wire == I64:
            if pos + 8 > end:
                raise WireError("truncated 64-bit field")
            fields.append(Field(number, wire, int.from_bytes(data[pos:pos + 8], "little")))
            pos += 8
        elif wire == I32:
            if pos + 4 > end:
                raise WireError("truncated 32-bit field")
            fields.append(Field(number, wire, int.from_bytes(data[pos:pos + 4], "little")))
            pos += 4
        elif wire == LEN:
            length, pos = read_varint(data, pos)
            if pos + length > end:
                raise WireError("length-delimited field runs past the end")
            raw = data[pos:pos + length]
            pos += length
            fields.append(Field(number, wire, _guess(raw, depth), raw))
        elif wire in (SGROUP, EGROUP):
            raise WireError(f"group (wire type {wire}) in field {number}: not supported")
        else:
            raise WireError(f"invalid wire type {wire} in field {number}")
    return fields


def _guess(raw: bytes, depth: int) -> Value:
    text = as_text(raw)
    if depth > 0 and raw:
        try:
            nested = _parse(raw, depth - 1)
        except WireError:
            nested = []
        if nested and not (text is not None and all(f.wire_type != LEN for f in nested)):
            return nested
    return text if text is not None else raw


def as_text(raw: bytes) -> str | None:
    """``raw`` as UTF-8 when it decodes and carries no control characters but whitespace."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    # Printable once its whitespace is set aside; str methods check a 10 MB text in C.
    if text.isprintable() or text.translate(_DROP_WHITESPACE).isprintable():
        return text
    return None


class Seekable(Protocol):
    """What ``decode_capped`` reads from: a ``sqlite3.Blob``, a file."""

    def seek(self, offset: int, origin: int = ..., /) -> object: ...

    def read(self, length: int = ..., /) -> bytes: ...


class _Window:
    """Random access to a message that is never read whole: the bytes around the last read
    are kept, so tags and varints cost no call to the source each."""

    def __init__(self, source: Seekable, size: int) -> None:
        self.source = source
        self.size = size
        self.start = 0
        self.data = b""

    def read(self, pos: int, n: int) -> bytes:
        if pos < self.start or pos + n > self.start + len(self.data):
            if n > WINDOW:  # a value: read once, never kept as the window
                self.source.seek(pos)
                return self.source.read(n)
            self.source.seek(pos)
            self.start, self.data = pos, self.source.read(WINDOW)
        return self.data[pos - self.start:pos - self.start + n]

    def varint(self, pos: int, end: int) -> tuple[int, int]:
        head = self.read(pos, min(10, end - pos))
        value, used = read_varint(head, 0)
        return value, pos + used


def decode_capped(source: Seekable, size: int, limit: int, budget: TextBudget,
                  max_depth: int = MAX_DEPTH) -> list[Field]:
    """``decode`` of a message of ``size`` bytes read from ``source`` in pieces, each
    length-delimited value kept up to the room ``budget`` leaves under ``limit``.

    A value within its room is read and guessed as ``decode`` guesses it. A longer one is a
    message when it parses where it lies into fields among which is a string or a message;
    else it is text (or bytes) cut to its first bytes, a text ending with the cut note, and its
    ``raw`` is what was kept. Raises ``WireError`` like ``decode``."""
    return _parse_capped(_Window(source, size), 0, size, max(0, max_depth), limit, budget)


def _parse_capped(w: _Window, start: int, end: int, depth: int, limit: int,
                  budget: TextBudget) -> list[Field]:
    fields: list[Field] = []
    pos = start
    while pos < end:
        tag, pos = w.varint(pos, end)
        number, wire = tag >> 3, tag & 7
        if number < 1 or number > MAX_FIELD:
            raise WireError(f"field number {number} out of range")
        if wire == VARINT:
            value, pos = w.varint(pos, end)
            fields.append(Field(number, wire, value))
        elif wire in (I64, I32):
            width = 8 if wire == I64 else 4
            if pos + width > end:
                raise WireError(f"truncated {width * 8}-bit field")
            fields.append(Field(number, wire, int.from_bytes(w.read(pos, width), "little")))
            pos += width
        elif wire == LEN:
            length, pos = w.varint(pos, end)
            if pos + length > end:
                raise WireError("length-delimited field runs past the end")
            fields.append(_capped_value(w, number, pos, length, depth, limit, budget))
            pos += length
        elif wire in (SGROUP, EGROUP):
            raise WireError(f"group (wire type {wire}) in field {number}: not supported")
        else:
            raise WireError(f"invalid wire type {wire} in field {number}")
    return fields


def _capped_value(w: _Window, number: int, pos: int, length: int, depth: int, limit: int,
                  budget: TextBudget) -> Field:
    room = budget.room(limit)
    if length <= room:
        raw = w.read(pos, length)
        budget.spend(length)
        return Field(number, LEN, _guess(raw, depth), raw)
    if depth > 0:
        left = budget.left
        try:
            nested = _parse_capped(w, pos, pos + length, depth - 1, limit, budget)
        except WireError:
            nested = []
        if any(f.wire_type == LEN for f in nested):
            return Field(number, LEN, nested, b"")
        budget.left = left  # what a failed try kept is let go
    head = w.read(pos, room)
    budget.spend(room)
    text = as_text(whole_chars(head))
    if text is None:
        return Field(number, LEN, head, head)
    text = cut_text(head, length, room)
    return Field(number, LEN, text, text.encode())


def packed_varints(raw: bytes) -> list[int]:
    """A packed repeated varint field (``raw`` of a length-delimited field) as its numbers."""
    out: list[int] = []
    pos = 0
    while pos < len(raw):
        value, pos = read_varint(raw, pos)
        out.append(value)
    return out


def zigzag(value: int) -> int:
    """A ``sint32``/``sint64`` varint to the signed number it encodes."""
    return (value >> 1) ^ -(value & 1)


def signed(value: int, bits: int = 64) -> int:
    """An ``int32``/``int64``/``sfixed`` value read unsigned off the wire, as two's complement."""
    return value - (1 << bits) if value >> (bits - 1) else value


def as_double(value: int) -> float:
    return float(struct.unpack("<d", value.to_bytes(8, "little"))[0])


def as_float(value: int) -> float:
    return float(struct.unpack("<f", value.to_bytes(4, "little"))[0])


# ---------------------------------------------------------------- lookups by field-number path


def at(fields: Sequence[Field], path: Sequence[int]) -> list[Field]:
    """Every field at ``path`` (field numbers from the top); repeated fields fan out."""
    level: list[Field] = list(fields)
    for i, number in enumerate(path):
        hits = [f for f in level if f.number == number]
        if i == len(path) - 1:
            return hits
        level = [sub for f in hits if isinstance(f.value, list) for sub in f.value]
    return level


def first_int(fields: Sequence[Field], path: Sequence[int]) -> int | None:
    for f in at(fields, path):
        if isinstance(f.value, int):
            return f.value
    return None


def strings(fields: Sequence[Field], path: Sequence[int]) -> list[str]:
    """The length-delimited values at ``path`` read as UTF-8, whatever shape was guessed.

    For a field the caller knows is a string: a short one may have been guessed as a message.
    """
    out: list[str] = []
    for f in at(fields, path):
        if f.wire_type != LEN:
            continue
        try:
            out.append(f.raw.decode("utf-8"))
        except UnicodeDecodeError:
            continue
    return out


def looks_like_prose(text: str) -> bool:
    """Words a person or model wrote, not an id, enum name, URL or path fragment.

    Prose has a letter and either a space between words or a letter outside ASCII.
    """
    s = text.strip()
    if not any(c.isalpha() for c in s):
        return False
    if any(c.isspace() for c in s):
        return True
    return any(c.isalpha() and not c.isascii() for c in s)


def prose(fields: Sequence[Field], path: Sequence[int] = ()) -> list[str]:
    """Prose strings at or anywhere below ``path``, in wire order (depth first)."""
    roots = at(fields, path) if path else list(fields)
    return [s for s in all_strings(roots) if looks_like_prose(s)]


def all_strings(fields: Iterable[Field]) -> Iterator[str]:
    """Every string in the fields, nested messages included, in order."""
    for f in fields:
        if isinstance(f.value, str):
            yield f.value
        elif isinstance(f.value, list):
            yield from all_strings(f.value)


def depth(fields: Sequence[Field]) -> int:
    """How many message levels ``fields`` spans (1 for a flat message)."""
    inner = [depth(f.value) for f in fields if isinstance(f.value, list)]
    return 1 + max(inner, default=0)

