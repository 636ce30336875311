"""The tools Musubi offers over MCP: what each does, for the model that picks one, and how its
input is checked and its result shaped.

Every tool but ``remember`` only reads. Results are JSON objects typed in ``schemas.py`` (the
return annotation is the tool's ``outputSchema``) whose items carry vault links
(``[[note#^block|title]]``) and ``obsidian://`` addresses, so the person can open what the
model quoted. A bad argument or an unknown id comes back as a tool error the model can read
and correct, never as a crash.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar, cast

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, ToolAnnotations
from pydantic import Field

from .. import schemas, shapes
from ..agents import agent_name
from ..config import (
    NAME_CHARS,
    PAGE_MESSAGES,
    QUERY_CHARS,
    REMEMBER_CHARS,
    RESULTS_MAX,
    TOPIC_CONVERSATIONS,
)
from ..index.keyword import Filters, SearchKind
from ..sources import REGISTRY
from .failures import said
from .host import Run
from .links import linked
from .pages import CURSOR_CHARS, depth, page, read_cursor
from .presence import session_agent

if TYPE_CHECKING:
    from ..engine import Engine

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                            open_world_hint=False)
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                         open_world_hint=False)

# What a client shows of the server beside its name.
DESCRIPTION = ("Your memory of every conversation with AI tools and your own notes, kept as "
               "git-tracked markdown in your Obsidian vault on this machine.")

INSTRUCTIONS = """\
Musubi holds the person's history of conversations with AI tools (Claude Code, Cursor, ChatGPT,
Claude.ai, Codex, Gemini CLI, Aider, Antigravity) and their own notes, as markdown notes in
their Obsidian vault, distilled into summaries, decisions, facts and open loops. Use these
tools to recall what the person already discussed, decided or left open before answering or
acting, instead of asking them again. Results carry vault links ([[note#^block]]) and
obsidian:// addresses: show them when you cite, so the person can open the source."""



def _text(value: str | None, what: str, limit: int = QUERY_CHARS) -> str:
    text = " ".join((value or "").split())
    if not text:
        raise ToolError(f"{what} is empty: say what to look for")
    if len(text) > limit:
        raise ToolError(f"{what} is {len(text):,} characters; at most {limit:,}")
    return text


def _date(value: str | None, what: str) -> str | None:
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


def _moment(value: str) -> str:
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


def _one_of(what: dict[str, str | None]) -> tuple[str, str]:
    given = {k: v for k, v in what.items() if v is not None and v.strip()}
    if len(given) != 1:
        names = " or ".join(f"`{k}`" for k in what)
        raise ToolError(f"give exactly one of {names}")
    return next(iter(given.items()))


def topic_question(topics: list[dict[str, Any]], name: str) -> str:
    """The question a topic briefing asks: the topic's words and its conversations' titles,
    so the search finds what the topic holds even when no passage says the topic's name."""
    topic = next((t for t in topics if t["name"].casefold() == name.casefold()), None)
    if topic is None:
        return f"What do my conversations about {name} establish?"
    titles = "; ".join(n["title"] for n in topic["newest"])
    about = f"{topic['name']}: {topic.get('description') or ''} {titles}"
    return f"What do my conversations about {' '.join(about.split())[:1500]} establish?"


T = TypeVar("T")


def register(server: MCPServer, run: Run, *, allow_remember: bool) -> None:
    """Add Musubi's tools to ``server``; ``run`` calls the one Engine off the event loop."""

    def tool(**kwargs: Any) -> Callable[[Any], Any]:
        """Register a tool whose description is its docstring as one paragraph."""
        def add(fn: Any) -> Any:
            server.add_tool(fn, description=" ".join((fn.__doc__ or "").split()), **kwargs)
            return fn

        return add

    async def call(fn: Callable[[Engine], T]) -> T:
        """Run an Engine call, turning its expected failures into errors a model can act on."""
        try:
            return await run(fn)
        except ToolError:
            raise
        except Exception as e:
            words = said(e, "call the tool again")
            if words is None:
                raise
            raise ToolError(words[1]) from e

    @tool(annotations=READ_ONLY, title="Search conversations")
    async def search_conversations(
        query: Annotated[str, Field(max_length=QUERY_CHARS, description=(
            "What to look for: words, a phrase or a question. Words in double quotes "
            "(\"exact words\" other words) must stand in that order: passages holding "
            "them come first."))],
        mode: Annotated[Literal["fast", "hybrid", "deep"], Field(description=(
            "hybrid (default): keywords and meaning; fast: meaning only; deep: slower, "
            "expands the query and rescores."))] = "hybrid",
        source: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            f"Only this tool's conversations: {', '.join(REGISTRY)}."))] = None,
        project: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            "Only this project (as the search results name it)."))] = None,
        since: Annotated[str | None, Field(description="Only from this date on, YYYY-MM-DD.")
                         ] = None,
        until: Annotated[str | None, Field(description="Only up to this date, YYYY-MM-DD.")
                         ] = None,
        limit: Annotated[int, Field(ge=1, le=RESULTS_MAX, description="How many passages.")
                         ] = 10,
        kind: Annotated[SearchKind | None, Field(description=(
            "Only this kind: conversation, note (the person's own), episode (a capture), "
            "or the pages Musubi derives (topic, reflection, concept, curated), which "
            "otherwise rank below the conversations they summarise."))] = None,
        recent: Annotated[bool, Field(description=(
            "Prefer newer passages. A query naming a time (\"last March\") already prefers "
            "that time."))] = False,
        agent: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            "Only captures (remember) this agent made, by its client's name, e.g. "
            "claude-code."))] = None,
        cursor: Cursor = None,
    ) -> Annotated[CallToolResult, schemas.SearchResult]:
        """Search the person's whole history of AI conversations and notes by keywords and
        meaning. Use it whenever the person refers to something they discussed, decided or
        built before ("what did I decide about X", "the bug we fixed last month") or when
        earlier work would help. Returns the best-matching passages, each with its
        conversation_id (pass it to read_conversation for the whole transcript), title,
        source, date, the matching text and a vault link to the very message, and a
        resource link to each conversation; next_cursor pages further."""

        text = _text(query, "query")
        start, end = _date(since, "since"), _date(until, "until")
        if start and end and start > end:
            raise ToolError(f"since ({start}) is after until ({end})")
        by = agent_name(agent) if agent and agent.strip() else None
        if agent and agent.strip() and by is None:
            raise ToolError(f"agent {agent!r} is not a name")
        filters = Filters(source=source or None, project=project or None, since=start,
                          until=end, kind=kind or None, agent=by)
        asked = [text, mode, source, project, start, end, kind, recent, by]
        first = read_cursor("search_conversations", cursor, asked)
        deep = depth(first, limit)

        def go(e: Engine) -> CallToolResult:
            hits = e.search(text, mode=mode, limit=deep, filters=filters, recent=recent)
            shown, after = page(hits, first, limit, "search_conversations", asked)
            if after is not None and first + limit >= deep:
                after = None  # as deep as pages go
            out = shapes.search_result(text, mode, shown, e.vault, warning=e.index.warning,
                                       narrowed=bool(source or project or start or end
                                                     or kind or by), next_cursor=after,
                                       not_indexed=e.coverage())
            return linked(out, out["results"])

        return await call(go)

    @tool(annotations=READ_ONLY, title="Read a conversation")
    async def read_conversation(
        id: Annotated[str, Field(max_length=NAME_CHARS, description=(
            "The conversation_id, e.g. claude-code:3f2a... (from search_conversations, "
            "find_similar, get_dossier or list_topics)."))],
        offset: Annotated[int, Field(ge=0, description="Index of the first message.")] = 0,
        limit: Annotated[int, Field(ge=1, le=PAGE_MESSAGES, description=(
            "Messages in this page."))] = 50,
    ) -> schemas.Conversation:
        """Read one conversation's transcript in order, a page of messages at a time. Use it
        when a search passage is not enough and you need what was actually said. Returns the
        title, source, dates, distilled summary, total_messages and the page (role, time,
        text, link to the message); call again with next_offset for the next page (it is null
        on the last page). Long tool outputs are cut (truncated_chars says by how much). An
        unknown id is an error."""
        cid = _text(id, "id", NAME_CHARS)
        return await call(lambda e: cast(schemas.Conversation,
                                         e.read_conversation(cid, offset, limit)))

    @tool(annotations=READ_ONLY, title="List topics")
    async def list_topics() -> schemas.TopicList:
        """The topic map of the person's library: each topic with its description, how many
        conversations it holds and its newest conversations (linked), biggest first. Use it
        for an overview of what the person works on, or to choose a topic for
        generate_context or get_dossier."""
        def go(e: Engine) -> schemas.TopicList:
            topics = e.topic_overview(TOPIC_CONVERSATIONS)
            out: schemas.TopicList = {"topics": cast(list[schemas.Topic], topics)}
            if not topics:
                out["message"] = "no topics yet: run `musubi topics build`"
            return out

        return await call(go)

    @tool(annotations=READ_ONLY, title="Answer from the library")
    async def generate_context(
        question: Annotated[str | None, Field(max_length=QUERY_CHARS, description=(
            "A question about the person's past work, e.g. 'why did I pick Chroma?'"))] = None,
        topic: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            "Or a subject for a briefing, e.g. a topic name from list_topics."))] = None,
    ) -> schemas.Answer:
        """A grounded answer from the person's own conversation history, with numbered
        citations [n] that link to the messages they come from. Give `question` for a
        specific question or `topic` for a briefing on a subject (exactly one). Use it to load
        what the person already knows or decided before you answer or act. When nothing in
        the library answers, nothing_found is true and the answer says so instead of
        guessing; synthesised is false when no chat model was available and the answer lists
        the best passages instead."""
        which, value = _one_of({"question": question, "topic": topic})
        value = _text(value, which, QUERY_CHARS if which == "question" else NAME_CHARS)

        def go(e: Engine) -> schemas.Answer:
            asked = value
            if which == "topic":
                asked = topic_question(e.topic_overview(TOPIC_CONVERSATIONS), value)
            # each MCP call stands alone: no turn is kept for a follow-up
            result = shapes.answer(e.ask(asked, remember_turn=False), e.vault)
            if which == "topic":
                result["topic"] = value
            return result

        return await call(go)

    def profile_facts(e: Engine) -> schemas.Facts:
        return shapes.profile_facts(e.profile(write=False, only_heuristic=True), e.vault,
                                    e.folder)

    @tool(annotations=READ_ONLY, title="Profile and library statistics")
    async def get_profile() -> schemas.Profile:
        """Statistics of the person's library (conversations per source, distilled notes,
        indexed passages, last ingest, topics, memory lifecycle) and the durable facts known
        about them. Use it for an overview of what Musubi holds; for the facts alone use
        who_am_i."""
        def go(e: Engine) -> schemas.Profile:
            library = shapes.library(e.status(), e.topics_list(), e.lifecycle_status()["states"])
            return {"library": library, **profile_facts(e)}

        return await call(go)

    @tool(annotations=READ_ONLY, title="Who am I")
    async def who_am_i() -> schemas.Facts:
        """Durable facts about the person (name, home, work, tools, preferences, ongoing
        projects), distilled from their conversations and corrected by them, each with the
        conversations it comes from. Use it at the start of a task to fit your work to the
        person instead of asking what they have already said."""
        return await call(profile_facts)

    @tool(annotations=READ_ONLY, title="Recall decisions")
    async def recall_decisions(
        about: Annotated[str | None, Field(max_length=QUERY_CHARS, description=(
            "Only decisions on this subject (by meaning or a shared word)."))] = None,
        limit: Annotated[int, Field(ge=1, le=RESULTS_MAX, description="How many decisions.")
                         ] = 20,
        cursor: Cursor = None,
    ) -> Annotated[CallToolResult, schemas.Decisions]:
        """Decisions the person made across their conversations, newest first, each linked to
        the line that records it. Give `about` to keep those on one subject. Use it before
        proposing something they may already have settled, or when asked what was
        decided."""
        subject = _text(about, "about") if about is not None and about.strip() else None
        first = read_cursor("recall_decisions", cursor, [subject])

        def go(e: Engine) -> CallToolResult:
            report = e.decisions(subject, write=False)
            out = shapes.decisions(report, subject, len(report.items))
            out["decisions"], out["next_cursor"] = page(out["decisions"], first, limit,
                                                        "recall_decisions", [subject])
            return linked(out, out["decisions"])

        return await call(go)

    @tool(annotations=READ_ONLY, title="List open loops")
    async def list_open_loops(
        limit: Annotated[int, Field(ge=1, le=RESULTS_MAX, description="How many loops.")] = 20,
        cursor: Cursor = None,
    ) -> Annotated[CallToolResult, schemas.OpenLoops]:
        """Unresolved next steps and open questions from the person's conversations, newest
        first, leaving out those they ticked off or that a later conversation carried out.
        Use it when the person asks what is left to do, or when picking up earlier work."""
        first = read_cursor("list_open_loops", cursor, [])

        def go(e: Engine) -> CallToolResult:
            report = e.loops(write=False)
            out = shapes.open_loops(report, len(report.items))
            out["open_loops"], out["next_cursor"] = page(out["open_loops"], first, limit,
                                                         "list_open_loops", [])
            return linked(out, out["open_loops"])

        return await call(go)

    @tool(annotations=READ_ONLY, title="Recent activity")
    async def recent_activity(
        since: Annotated[str, Field(max_length=40, description=(
            "A date (2026-11-30) or date-time (2026-11-30T09:00:00Z): what happened from "
            "then on."))],
        limit: Annotated[int, Field(ge=1, le=RESULTS_MAX, description=(
            "How many items of each kind."))] = 20,
        cursor: Cursor = None,
    ) -> schemas.RecentActivity:
        """What happened since a moment, without a query: the conversations held since then
        (counted by source and project, each with its summary), the decisions made and loops
        opened in them, and what was captured, newest first. Use it when picking work up
        again ("what changed since Friday?") before searching for anything specific."""
        when = _moment(since)
        first = read_cursor("recent_activity", cursor, [when])

        def go(e: Engine) -> schemas.RecentActivity:
            out = cast(schemas.RecentActivity, e.recent_activity(when, limit, first))
            more = max(out[k] for k in ("conversations_total", "decisions_total",
                                        "open_loops_total", "captures_total"))
            _, out["next_cursor"] = page([], first, limit, "recent_activity", [when], more)
            return out

        return await call(go)

    @tool(annotations=READ_ONLY, title="Find similar conversations")
    async def find_similar(
        id: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            "A conversation_id: find conversations like this one."))] = None,
        text: Annotated[str | None, Field(max_length=QUERY_CHARS, description=(
            "Or a piece of text: find conversations about it."))] = None,
        limit: Annotated[int, Field(ge=1, le=RESULTS_MAX, description="How many.")] = 10,
        cursor: Cursor = None,
    ) -> Annotated[CallToolResult, schemas.SimilarResult]:
        """Conversations similar to one conversation (give `id`) or to a piece of text (give
        `text`), one result per conversation, most similar first. Use it to find earlier work
        related to the current task or to a conversation you are reading."""
        which, value = _one_of({"id": id, "text": text})
        value = _text(value, which, NAME_CHARS if which == "id" else QUERY_CHARS)
        first = read_cursor("find_similar", cursor, [which, value])
        deep = depth(first, limit)

        def go(e: Engine) -> CallToolResult:
            hits = e.similar_conversations(**{which: value}, limit=deep)
            shown, after = page(hits, first, limit, "find_similar", [which, value])
            if after is not None and first + limit >= deep:
                after = None
            rows = shapes.hit_rows(shown, e.vault)
            return linked({which: value, "count": len(rows), "results": rows,
                           "next_cursor": after}, rows)

        return await call(go)

    @tool(annotations=READ_ONLY, title="Dossier")
    async def get_dossier(
        name: Annotated[str, Field(max_length=NAME_CHARS, description=(
            "A person, project, tool, library or topic, e.g. 'Kubernetes'."))],
    ) -> Annotated[CallToolResult, schemas.Dossier]:
        """Everything known about one name: a person, project, tool, library or topic. Returns
        the matching topic page, the conversations whose entities, keywords or title name it,
        and the decisions, facts, open loops and synthesised concepts about it, all linked;
        found is false when nothing mentions it. Case-insensitive. Use it for a briefing on a
        subject before working on it."""
        subject = _text(name, "name", NAME_CHARS)

        def go(e: Engine) -> CallToolResult:
            d = e.dossier(subject)
            rows = [{"conversation_id": c["id"], **c} for c in d["conversations"]]
            return linked(d, [*rows, *d["decisions"], *d["open_loops"]])

        return await call(go)

    if not allow_remember:
        return

    @tool(annotations=WRITES, title="Remember")
    async def remember(
        text: Annotated[str, Field(max_length=REMEMBER_CHARS, description=(
            "What to keep, in a sentence or a short paragraph."))],
        importance: Annotated[int | None, Field(ge=1, le=10, description=(
            "1 (chatter) to 10 (life-changing); default 5."))] = None,
        topic: Annotated[str | None, Field(max_length=NAME_CHARS, description=(
            "Link the note to this topic page."))] = None,
        ctx: Context | None = None,
    ) -> schemas.Saved:
        """Save something worth keeping to the person's memory, as an episode note in their
        vault: a preference, decision or fact that came up in this session. The same text
        again reinforces the earlier note instead of duplicating it. Use it only when the
        person asks you to remember something or would clearly want it kept. It adds a note;
        it never changes or deletes history."""
        body = (text or "").strip()  # kept as written: its lines are the note's lines
        if not body:
            raise ToolError("text is empty: say what to remember")
        subject = _text(topic, "topic", NAME_CHARS) if topic and topic.strip() else None
        by = session_agent(ctx) if ctx is not None else None

        return await call(lambda e: shapes.capture(
            e.remember(body, importance=importance, topic=subject, agent=by), e.vault))
