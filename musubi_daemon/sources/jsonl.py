"""Line-by-line JSON for the tools that append one object per line to a live file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .base import SourceError


class JsonLines:
    """The JSON-object lines of a file, tolerating a torn last line and counting broken ones.

    A line that fails to parse is only an error once another line follows it or it ends in a
    newline: a partial last line is the tool still writing, and the next run reads it whole.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.good = 0
        self.corrupt = 0

    def __iter__(self) -> Iterator[tuple[int, dict[str, Any]]]:
        pending = False
        ended_clean = True
        try:
            with self.path.open("rb") as handle:
                for lineno, raw in enumerate(handle, 1):
                    if not raw.strip():
                        continue
                    if pending:
                        self.corrupt += 1
                    pending = False
                    ended_clean = raw.endswith(b"\n")
                    try:
                        obj = json.loads(raw)
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
