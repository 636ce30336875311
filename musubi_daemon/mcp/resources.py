"""What a client can @-mention: Musubi's pages as MCP resources, and completion of their names.

A resource is text pasted whole into a context, so each is markdown a model reads at once: the
profile, the decisions and the open loops rendered from the same read-only views the tools
use, and a conversation or a topic page as the person's vault holds it (cut at
``RESOURCE_CHARS``, the rest paged with ``read_conversation``). Nothing here writes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError
from mcp.server.mcpserver.resources.templates import ResourceSecurity
from mcp_types import Completion, PromptReference, ResourceTemplateReference

from .. import shapes
from ..config import (
    COMPLETION_INPUT_CHARS,
    COMPLETION_VALUES,
    RECENT_DAYS,
    RESOURCE_CHARS,
    RESOURCE_ITEMS,
)
from ..errors import failure_of
from .failures import said
from .host import Run

if TYPE_CHECKING:
    from .. import schemas as S
    from ..engine import Engine

# Which argument of which template or prompt names what: completed from the library.
Completer = Callable[["Engine", str], list[str]]

CONVERSATION = "musubi://conversation/{+id}"
TOPIC = "musubi://topic/{name}"
MARKDOWN = "text/markdown"


def cut(text: str, limit: int = RESOURCE_CHARS, rest: str = "") -> str:
    """``text`` whole, or its first ``limit`` characters and a line saying what was left."""
    if len(text) <= limit:
        return text
    return (text[:limit] + f"\n\n… {len(text) - limit:,} more characters not shown"
            + (f": {rest}" if rest else "") + "\n")


def _sources(row: S.Fact) -> str:
    links = [s["link"] for s in row["sources"] if s["link"]]
    return f" ({', '.join(links)})" if links else ""


def profile_markdown(facts: S.Facts) -> str:
    lines = ["# What Musubi knows about the person", ""]
    if not facts["facts"]:
        lines.append(f"_{facts.get('message') or 'nothing yet'}_")
    for f in facts["facts"]:
        said = "; said by the person" if f.get("added_by_person") else ""
        lines.append(f"- {f['text']}{_sources(f)}{said}")
    if facts.get("page"):
        lines += ["", f"The whole profile, with the person's edits: {facts['page']}"]
    return "\n".join(lines) + "\n"


def items_markdown(title: str, rows: Sequence[Mapping[str, Any]], total: int, empty: str) -> str:
    lines = [f"# {title}", ""]
    if not rows:
        lines.append(f"_{empty}_")
    for r in rows:
        when = f"{r['date'][:10]} · " if r.get("date") else ""
        lines.append(f"- {when}{r['text']} {r['link']}")
    if total > len(rows):
        lines += ["", f"{total - len(rows):,} older ones are not listed here."]
    return "\n".join(lines) + "\n"


def activity_markdown(a: S.RecentActivity) -> str:
    """``recent_activity`` as a page: the counts, then each kind newest first."""
    lines = [f"# Since {a['since']}", "",
             f"{a['conversations_total']:,} conversations, {a['decisions_total']:,} decisions, "
             f"{a['open_loops_total']:,} open loops, {a['captures_total']:,} captures."]
    if a["by_source"]:
        lines.append("By source: " + ", ".join(f"{k} {v}" for k, v in a["by_source"].items()))
    lines.append("")
    for c in a["conversations"]:
        summary = f": {c['summary']}" if c.get("summary") else ""
        lines.append(f"- {c['date'][:10]} · {c['title']}{summary} {c['link']}")
    for title, items in (("Decisions", a["decisions"]), ("Open loops", a["open_loops"])):
        if items:
            lines += ["", f"## {title}", *(f"- {r['date'][:10]} · {r['text']} {r['link']}"
                                           for r in items)]
    if a["captures"]:
        lines += ["", "## Captures", *(f"- {c['date'][:10]} · {c['text']} (saved by "
                                       f"{c['saved_by']}) {c['link']}" for c in a["captures"])]
    return "\n".join(lines) + "\n"


def register_resources(server: MCPServer, run: Run) -> None:
    """Add the resources and resource templates to ``server``; ``run`` calls the Engine."""

    async def call(fn: Callable[[Engine], str]) -> str:
        try:
            return str(await run(fn))
        except Exception as e:
            words = said(e, "read it again")
            if words is None:
                raise
            not_found, text = words
            raise (ResourceNotFoundError if not_found else ResourceError)(text) from e

    @server.resource("musubi://profile", name="profile", title="Profile", mime_type=MARKDOWN,
                     description="Durable facts about the person, each linked to the "
                                 "conversations that state it.")
    async def profile() -> str:
        return await call(lambda e: profile_markdown(shapes.profile_facts(
            e.profile(write=False, only_heuristic=True), e.vault, e.folder)))

    @server.resource("musubi://decisions", name="decisions", title="Decisions",
                     mime_type=MARKDOWN,
                     description="Decisions across the person's conversations, newest first.")
    async def decisions() -> str:
        def go(e: Engine) -> str:
            report = e.decisions(None, write=False)
            rows = shapes.rollup_items(report.items, RESOURCE_ITEMS)
            return items_markdown("Decisions", rows, len(report.items),
                                  "no decisions yet: they come from distilled notes")

        return await call(go)

    @server.resource("musubi://open-loops", name="open-loops", title="Open loops",
                     mime_type=MARKDOWN,
                     description="Next steps and questions still open, newest first.")
    async def open_loops() -> str:
        def go(e: Engine) -> str:
            report = e.loops(write=False)
            rows = shapes.rollup_items(report.items, RESOURCE_ITEMS)
            return items_markdown("Open loops", rows, len(report.items),
                                  "nothing open")

        return await call(go)

    @server.resource("musubi://recent", name="recent", title="The last seven days",
                     mime_type=MARKDOWN,
                     description="Conversations, decisions, open loops and captures of the "
                                 "last seven days (recent_activity gives any other span).")
    async def recent() -> str:
        since = (datetime.now(UTC) - timedelta(days=RECENT_DAYS)).strftime("%Y-%m-%d")
        return await call(lambda e: activity_markdown(e.recent_activity(since,
                                                                        RESOURCE_ITEMS)))

    # An id is looked up in the state, never joined to a path; another vault's note keeps its
    # whole path in its id, which the default checks would refuse.
    @server.resource(CONVERSATION, name="conversation", title="Conversation",
                     mime_type=MARKDOWN, security=ResourceSecurity(exempt_params={"id"}),
                     description="One conversation or note as the vault holds it (summary, "
                                 "decisions, transcript), by its conversation_id.")
    async def conversation(id: str) -> str:
        def go(e: Engine) -> str:
            rel, text = e.note_page(id)
            return cut(text, rest=f"read_conversation with id {id!r} pages the transcript "
                                  f"({rel})")

        return await call(go)

    @server.resource(TOPIC, name="topic", title="Topic page", mime_type=MARKDOWN,
                     description="A topic page: what the topic holds and its conversations.")
    async def topic(name: str) -> str:
        return await call(lambda e: cut(e.topic_page(name)[1]))


def register_completion(server: MCPServer, run: Run,
                        prompts: dict[tuple[str, str], Completer]) -> None:
    """One completion handler for the templates' and the prompts' arguments."""
    templates: dict[tuple[str, str], Completer] = {
        (CONVERSATION, "id"): lambda e, v: e.conversation_ids(v, COMPLETION_VALUES + 1),
        (TOPIC, "name"): lambda e, v: e.topic_names(v, COMPLETION_VALUES + 1),
    }

    # The SDK's decorator is untyped; the handler's own signature is what callers see.
    @server.completion()  # type: ignore[no-untyped-call, untyped-decorator]
    async def complete(ref: Any, argument: Any, context: Any) -> Completion | None:
        if isinstance(ref, ResourceTemplateReference):
            completer = templates.get((ref.uri, argument.name))
        elif isinstance(ref, PromptReference):
            completer = prompts.get((ref.name, argument.name))
        else:
            completer = None
        if completer is None:
            return None
        if len(argument.value or "") > COMPLETION_INPUT_CHARS:  # past any name: nothing fits
            return Completion(values=[], total=0, has_more=False)
        try:
            values = await run(lambda e: completer(e, argument.value or ""))
        except Exception as e:
            if failure_of(e) is None:  # a bug is reported as one; the rest complete nothing
                raise
            return Completion(values=[], total=0, has_more=False)
        more = len(values) > COMPLETION_VALUES
        return Completion(values=values[:COMPLETION_VALUES], has_more=more,
                          total=None if more else len(values))
