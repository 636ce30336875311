"""What the ChatGPT and Claude.ai export adapters share: finding an export (a folder, a zip,
a bare JSON file), streaming its JSON values with every string capped, and the title and times
of a conversation read from it."""

from __future__ import annotations

import io
import os
import re
import zipfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import IO

import ijson
from typing_extensions import Buffer

from ..config import EXPORT_TEXT_MAX_BYTES
from ..jsonish import JSON
from ..model import Message, iso_utc
from .base import SourceEnv, SourceError
from .capped import MAX_DEPTH, CappedStrings, TextBudget, cut_reason

# How many bytes of a JSON file the default-location check reads to tell the two exports apart.
SNIFF_BYTES = 64 * 1024
# The parser's read size. yajl re-lexes a string that spans reads from its start on every read,
# so time grows with the square of a long message over this size: with ijson's 64 KB default,
# one 5 MB message took two minutes; the export is still streamed in chunks of this size.
PARSE_BUFFER = 16 * 1024 * 1024
# How deep the default-location walk goes below Downloads: exports are unpacked near the top.
WALK_DEPTH = 3
WALK_SKIP = {"node_modules", "__pycache__", ".git", "site-packages"}
TITLE_CHARS = 80
# Used only when neither the conversation nor any message carries a time.
EPOCH = "1970-01-01T00:00:00Z"
_JSON_KIND_RE = re.compile(rb'"(mapping|current_node|chat_messages)"\s*:')
JsonOpener = Callable[[], AbstractContextManager[IO[bytes]]]
# What a damaged zip raises besides OSError: a broken structure, a member that does not inflate
# (zlib.error), an encrypted member or an unknown compression (RuntimeError), a truncated member
# (EOFError), a member name flagged UTF-8 that is not (ValueError).
ZIP_ERRORS = (OSError, EOFError, RuntimeError, ValueError, zipfile.BadZipFile, zlib.error)


def strip_bom(stream: IO[bytes]) -> IO[bytes]:
    """Position ``stream`` after a UTF-8 BOM if there is one (yajl rejects it)."""
    head = stream.read(3)
    if head == b"\xef\xbb\xbf":
        return stream
    return io.BufferedReader(_Prefixed(head, stream))


class _Prefixed(io.RawIOBase):
    """A stream that first replays bytes already read, so a peek costs no reopen."""

    def __init__(self, prefix: bytes, rest: IO[bytes]) -> None:
        self._prefix = prefix
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Buffer) -> int:
        view = memoryview(buffer)
        if self._prefix:
            n = min(len(view), len(self._prefix))
            view[:n] = self._prefix[:n]
            self._prefix = self._prefix[n:]
            return n
        data = self._rest.read(len(view))
        view[: len(data)] = data
        return len(data)


def iter_json_values(open_json: JsonOpener, ref: str,
                     cuts: list[int] | None = None) -> Iterator[JSON]:
    """Stream the items of a top-level array, or yield the one top-level object.

    The first non-space byte decides, so a pretty-printed single conversation and a one-line
    100 MB array are both read without loading the file whole. A text over
    ``EXPORT_TEXT_MAX_BYTES`` is cut before the parser sees it, and each conversation (each
    item of the array) keeps its long texts within one ``TextBudget``; ``cuts`` gets the full
    size of each text cut.
    """
    try:
        with open_json() as raw:
            stream = strip_bom(raw)
            first = b""
            while not first.strip():
                first = stream.read(1)
                if not first:
                    return  # empty file: no conversations
            if first not in (b"[", b"{"):
                raise SourceError(f"{ref}: not a JSON array or object")
            capped = CappedStrings(_Prefixed(first, stream), EXPORT_TEXT_MAX_BYTES,
                                   budget=TextBudget(),
                                   reset_depth=1 if first == b"[" else None)
            body = io.BufferedReader(capped)
            events = ijson.basic_parse(body, use_float=True, buf_size=PARSE_BUFFER)
            try:
                yield from _items(events, first == b"[")
            finally:
                if cuts is not None:
                    cuts.extend(capped.cuts)
    except (ijson.JSONError, ValueError) as exc:  # ValueError: bad UTF-8, nested too deep
        raise SourceError(f"{ref}: broken JSON ({exc})") from exc
    except ZIP_ERRORS as exc:
        raise SourceError(f"{ref}: cannot read ({exc})") from exc


def _items(events: Iterator[tuple[str, JSON]], in_array: bool) -> Iterator[JSON]:
    """The values ``ijson.items`` would give (each item of the top-level array, else the top
    value), built from parser events with nesting capped at ``MAX_DEPTH``.

    ``ijson.items`` keeps a prefix string per open level, so memory grows with the square of the
    depth (200 KB of ``[`` took 25 GB), and the adapters walk values recursively.
    """
    stack: list[JSON] = []  # the containers being filled, outermost first
    keys: list[JSON] = []  # per container, the key its next value goes to (None in a list)
    events = iter(events)
    if in_array:
        next(events, None)  # the top-level array is not built: its items are streamed
    for event, value in events:
        if event == "map_key":
            keys[-1] = value
            continue
        if event == "start_map" or event == "start_array":
            if len(stack) >= MAX_DEPTH:
                raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
            stack.append({} if event == "start_map" else [])
            keys.append(None)
            continue
        if event == "end_map" or event == "end_array":
            if not stack:
                continue  # the end of the top-level array
            value = stack.pop()
            keys.pop()
        if not stack:
            yield value
        elif keys[-1] is None:
            stack[-1].append(value)
        else:
            stack[-1][keys[-1]] = value


@contextmanager
def report_cuts(ref: str, env: SourceEnv) -> Iterator[list[int]]:
    """Collect the texts cut while a file is read, and say so once it has been read."""
    cuts: list[int] = []
    try:
        yield cuts
    finally:
        if cuts:
            env.skip(ref, cut_reason(cuts, EXPORT_TEXT_MAX_BYTES, "the rest of the export read"))


def file_opener(path: Path) -> JsonOpener:
    return lambda: open(path, "rb")


def zip_opener(zf: zipfile.ZipFile, member: str) -> JsonOpener:
    return lambda: zf.open(member)


def json_kind(head: bytes) -> str | None:
    """``"chatgpt"``, ``"claude"`` or ``None`` from the first key that only one export has."""
    m = _JSON_KIND_RE.search(head)
    if m is None:
        return None
    return "claude" if m.group(1) == b"chat_messages" else "chatgpt"


def sniff_file(path: Path) -> str | None:
    try:
        with open(path, "rb") as f:
            return json_kind(f.read(SNIFF_BYTES))
    except OSError:
        return None


def sniff_member(zf: zipfile.ZipFile, member: str) -> str | None:
    try:
        with zf.open(member) as f:
            return json_kind(f.read(SNIFF_BYTES))
    except ZIP_ERRORS:
        return None


def walk_files(
    root: Path, name_ok: Callable[[str], bool], depth: int = WALK_DEPTH
) -> Iterator[Path]:
    """Files under ``root`` whose name passes, at most ``depth`` folders down, hidden dirs skipped.

    Downloads folders get big; a bounded walk keeps the default-location check cheap.
    """
    base = len(root.parts)
    for dirpath, dirnames, filenames in os.walk(root):
        here = Path(dirpath)
        if len(here.parts) - base >= depth:
            dirnames[:] = []
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in WALK_SKIP)
        for name in sorted(filenames):
            if name_ok(name):
                yield here / name


def title_from(messages: list[Message]) -> str:
    """The first line the person typed, clipped: what they would call the chat themselves."""
    for m in messages:
        if m.role != "user" or m.machine:
            continue
        for line in m.text.splitlines():
            line = " ".join(line.split()).lstrip("#> ").strip()
            if not line or (line.startswith("[") and line.endswith("]")):
                continue  # a placeholder such as [image: file-x] names nothing
            if len(line) > TITLE_CHARS:
                cut = line[:TITLE_CHARS].rsplit(" ", 1)[0] or line[:TITLE_CHARS]
                line = cut.rstrip(" ,.;:-") + "…"
            return line
    return "Untitled"


def conversation_times(
    created: JSON, updated: JSON, messages: list[Message]
) -> tuple[str, str]:
    """Conversation times, falling back to the messages' own so a note always has a date."""
    stamps = sorted(m.created_at for m in messages if m.created_at)
    created_at = iso_utc(created) or (stamps[0] if stamps else None)
    updated_at = iso_utc(updated) or (stamps[-1] if stamps else None) or created_at
    created_at = created_at or updated_at or EPOCH
    return created_at, updated_at or created_at
