"""What every tool module of the MCP server shares: how a tool's input is checked (each
checker raises a ``ToolError`` the model can read and correct), the tool annotations, and the
``ToolSpec`` a module lists its tools with. A tool is a factory that takes ``call`` (run an
Engine function, its expected failures turned into tool errors) and returns the function the
SDK registers: its signature is the input schema, its docstring the description, its return
annotation the output schema."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Annotated, Any, Protocol, TypeVar

from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from ..config import QUERY_CHARS
from .pages import CURSOR_CHARS

if TYPE_CHECKING:
    from .. import schemas
    from ..engine import Engine

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                            open_world_hint=False)
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                         open_world_hint=False)

T = TypeVar("T")


class Call(Protocol):
    """Run ``fn(engine)`` on the Engine's thread; its expected failures come back as tool
    errors a model can act on."""

    def __call__(self, fn: Callable[[Engine], T]) -> Awaitable[T]: ...


ToolFn = Callable[..., Awaitable[Any]]


@dataclass(frozen=True)
class ToolSpec:
    """One tool: its factory, its annotations and its title."""

    make: Callable[[Call], ToolFn]
    annotations: ToolAnnotations
    title: str

    @property
    def writes(self) -> bool:
        return not self.annotations.read_only_hint


def checked_text(value: str | None, what: str, limit: int = QUERY_CHARS) -> str:
    text = " ".join((value or "").split())
    if not text:
        raise ToolError(f"{what} is empty: say what to look for")
    if len(text) > limit:
        raise ToolError(f"{what} is {len(text):,} characters; at most {limit:,}")
    return text


def checked_date(value: str | None, what: str) -> str | None:
    if value is None or not value.strip():
        return None
    value = value.strip()
    try:
        if not _DATE.fullmatch(value):
            raise ValueError
        date.fromisoformat(value)
    except ValueError:
        raise ToolError(f"{what} wants a date like 2026-01-31, not {value!r}") from None
    return value


def moment(value: str) -> str:
    """A date or an ISO date-time, as given; anything else is the caller's error, in words."""
    value = value.strip()
    try:
        if _DATE.fullmatch(value):
            date.fromisoformat(value)
            return value
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ToolError(f"since wants a date like 2026-11-30 or a time like "
                        f"2026-11-30T09:00:00Z, not {value[:40]!r}") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    # The notes' dates are UTC, written with a Z: compared as text, so written the same way.
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


Cursor = Annotated[str | None, Field(max_length=CURSOR_CHARS, description=(
    "The next_cursor of the page before, for the page after it; none for the first page."))]


def one_of(what: dict[str, str | None]) -> tuple[str, str]:
    given = {k: v for k, v in what.items() if v is not None and v.strip()}
    if len(given) != 1:
        names = " or ".join(f"`{k}`" for k in what)
        raise ToolError(f"give exactly one of {names}")
    return next(iter(given.items()))


def topic_question(topics: list[schemas.Topic], name: str) -> str:
    """The question a topic briefing asks: the topic's words and its conversations' titles,
    so the search finds what the topic holds even when no passage says the topic's name."""
    topic = next((t for t in topics if t["name"].casefold() == name.casefold()), None)
    if topic is None:
        return f"What do my conversations about {name} establish?"
    titles = "; ".join(n["title"] for n in topic["newest"])
    about = f"{topic['name']}: {topic['description'] or ''} {titles}"
    return f"What do my conversations about {' '.join(about.split())[:1500]} establish?"


