"""The one shape of progress every long job reports, from ingest to indexing: what it is on,
how many done, and of how many when that is known. The CLI draws it on stderr; the MCP server
and the daemon pass none."""

from __future__ import annotations

from typing import Protocol


class Progress(Protocol):
    def __call__(self, stage: str, done: int, total: int | None = None, /) -> None: ...


# A line of what a job is doing now (``musubi sync``'s steps), for jobs that count nothing.
class Say(Protocol):
    def __call__(self, message: str, /) -> None: ...
