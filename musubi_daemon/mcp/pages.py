"""Cursors for the tools' lists: a list longer than one page ends with ``next_cursor``, which
the next call passes back as ``cursor`` for the page after.

A cursor is opaque to the client and made here: the tool it belongs to, where the next page
starts, and a digest of the call's other arguments. A cursor of another tool or of another
question is refused in words (it would page a different list), as is one this server never
made. Lists built from a search stop at ``RESULTS_DEPTH``: past it a search ranks too little
to be worth a page, and each page costs a search as deep as it goes.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Sequence
from typing import TypeVar

from mcp.server.mcpserver.exceptions import ToolError

from ..config import RESULTS_DEPTH
from ..jsonish import JSON

T = TypeVar("T")

CURSOR_CHARS = 200  # a cursor of ours is about 60; anything longer is not one


def _digest(args: JSON) -> str:
    return hashlib.sha256(json.dumps(args, sort_keys=True, default=str).encode()).hexdigest()[:12]


def make_cursor(tool: str, offset: int, args: JSON) -> str:
    raw = json.dumps({"t": tool, "o": offset, "a": _digest(args)}, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def read_cursor(tool: str, cursor: str | None, args: JSON) -> int:
    """Where the page ``cursor`` asks for starts: 0 without one."""
    if cursor is None or not cursor.strip():
        return 0
    refused = ToolError("cursor is not one this tool gave for these arguments: pass the "
                        "next_cursor of the page before, with the same arguments, or no "
                        "cursor for the first page")
    try:
        padded = cursor.strip() + "=" * (-len(cursor.strip()) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode("ascii")))
    except (ValueError, UnicodeError, binascii.Error):
        raise refused from None
    if not isinstance(data, dict) or data.get("t") != tool or data.get("a") != _digest(args) \
            or not isinstance(data.get("o"), int) or isinstance(data.get("o"), bool) \
            or data["o"] < 0:
        raise refused
    return int(data["o"])


def page(rows: Sequence[T], start: int, limit: int, tool: str, args: JSON,
         total: int | None = None) -> tuple[list[T], str | None]:
    """The page of ``rows`` from ``start`` and the cursor of the next one (None at the end;
    ``total``: how many there are, when ``rows`` holds only as many as were asked for)."""
    end = start + limit
    more = (total if total is not None else len(rows)) > end
    return list(rows[start:end]), make_cursor(tool, end, args) if more else None


def depth(start: int, limit: int) -> int:
    """How many results a search must rank for the page from ``start``: one more than the
    page, to know whether another follows, but never past ``RESULTS_DEPTH``. A ToolError past
    the deepest page."""
    if start >= RESULTS_DEPTH:
        raise ToolError(f"results stop at {RESULTS_DEPTH}: narrow the question instead")
    return min(start + limit + 1, RESULTS_DEPTH)
