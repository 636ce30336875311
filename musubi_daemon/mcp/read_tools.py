"""The tools that read the person's library over MCP: search, a conversation, topics, an
answer, the profile, decisions, open loops, recent activity, similar conversations and a
dossier. Each is a factory of ``call`` (``tooling``), listed in ``TOOLS`` in the order a
client lists them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult
from pydantic import Field

from .. import schemas, shapes
from ..agents import agent_name
from ..config import (
    NAME_CHARS,
    PAGE_MESSAGES,
    QUERY_CHARS,
    RESULTS_MAX,
    TOPIC_CONVERSATIONS,
)
from ..index.query import Filters, SearchKind
from ..sources import REGISTRY
from .links import linked
from .pages import depth, page, read_cursor
from .tooling import (
    READ_ONLY,
    Call,
    Cursor,
    ToolFn,
    ToolSpec,
    checked_date,
    checked_text,
    moment,
    one_of,
    topic_question,
)

if TYPE_CHECKING:
    from ..engine import Engine


def profile_facts(e: Engine) -> schemas.Facts:
    return shapes.profile_facts(e.profile(write=False, only_heuristic=True), e.vault,
                                e.folder)


def search_conversations(call: Call) -> ToolFn:
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

        text = checked_text(query, "query")
        start, end = checked_date(since, "since"), checked_date(until, "until")
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
            found = e.find(text, mode=mode, limit=deep, filters=filters, recent=recent)
            shown, after = page(found.hits, first, limit, "search_conversations", asked)
            if after is not None and first + limit >= deep:
                after = None  # as deep as pages go
            out = shapes.search_result(text, mode, shown, e.vault, warning=found.warning,
                                       narrowed=bool(source or project or start or end
                                                     or kind or by), next_cursor=after,
                                       not_indexed=e.coverage())
            return linked(out, out["results"])

        return await call(go)

    return search_conversations


def read_conversation(call: Call) -> ToolFn:
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
        cid = checked_text(id, "id", NAME_CHARS)
        return await call(lambda e: e.read_conversation(cid, offset, limit))

    return read_conversation


def list_topics(call: Call) -> ToolFn:
    async def list_topics() -> schemas.TopicList:
        """The topic map of the person's library: each topic with its description, how many
        conversations it holds and its newest conversations (linked), biggest first. Use it
        for an overview of what the person works on, or to choose a topic for
        generate_context or get_dossier."""
        def go(e: Engine) -> schemas.TopicList:
            topics = e.topic_overview(TOPIC_CONVERSATIONS)
            out: schemas.TopicList = {"topics": topics}
            if not topics:
                out["message"] = "no topics yet: run `musubi topics build`"
            return out

        return await call(go)

    return list_topics


def generate_context(call: Call) -> ToolFn:
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
        which, value = one_of({"question": question, "topic": topic})
        value = checked_text(value, which, QUERY_CHARS if which == "question" else NAME_CHARS)

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

    return generate_context


def get_profile(call: Call) -> ToolFn:
    async def get_profile() -> schemas.Profile:
        """Statistics of the person's library (conversations per source, distilled notes,
        indexed passages, last ingest, topics, memory lifecycle) and the durable facts known
        about them. Use it for an overview of what Musubi holds; for the facts alone use
        who_am_i."""
        def go(e: Engine) -> schemas.Profile:
            library = shapes.library(e.status(), e.topics_list(), e.lifecycle_status()["states"])
            return {"library": library, **profile_facts(e)}

        return await call(go)

    return get_profile


def who_am_i(call: Call) -> ToolFn:
    async def who_am_i() -> schemas.Facts:
        """Durable facts about the person (name, home, work, tools, preferences, ongoing
        projects), distilled from their conversations and corrected by them, each with the
        conversations it comes from. Use it at the start of a task to fit your work to the
        person instead of asking what they have already said."""
        return await call(profile_facts)

    return who_am_i


def recall_decisions(call: Call) -> ToolFn:
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
        subject = checked_text(about, "about") if about is not None and about.strip() else None
        first = read_cursor("recall_decisions", cursor, [subject])

        def go(e: Engine) -> CallToolResult:
            report = e.decisions(subject, write=False)
            out = shapes.decisions(report, subject, len(report.items))
            out["decisions"], out["next_cursor"] = page(out["decisions"], first, limit,
                                                        "recall_decisions", [subject])
            return linked(out, out["decisions"])

        return await call(go)

    return recall_decisions


def list_open_loops(call: Call) -> ToolFn:
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

    return list_open_loops


def recent_activity(call: Call) -> ToolFn:
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
        when = moment(since)
        first = read_cursor("recent_activity", cursor, [when])

        def go(e: Engine) -> schemas.RecentActivity:
            out = e.recent_activity(when, limit, first)
            more = max(out[k] for k in ("conversations_total", "decisions_total",
                                        "open_loops_total", "captures_total"))
            _, out["next_cursor"] = page([], first, limit, "recent_activity", [when], more)
            return out

        return await call(go)

    return recent_activity


def find_similar(call: Call) -> ToolFn:
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
        which, value = one_of({"id": id, "text": text})
        value = checked_text(value, which, NAME_CHARS if which == "id" else QUERY_CHARS)
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

    return find_similar


def get_dossier(call: Call) -> ToolFn:
    async def get_dossier(
        name: Annotated[str, Field(max_length=NAME_CHARS, description=(
            "A person, project, tool, library or topic, e.g. 'Kubernetes'."))],
    ) -> Annotated[CallToolResult, schemas.Dossier]:
        """Everything known about one name: a person, project, tool, library or topic. Returns
        the matching topic page, the conversations whose entities, keywords or title name it,
        and the decisions, facts, open loops and synthesised concepts about it, all linked;
        found is false when nothing mentions it. Case-insensitive. Use it for a briefing on a
        subject before working on it."""
        subject = checked_text(name, "name", NAME_CHARS)

        def go(e: Engine) -> CallToolResult:
            d = e.dossier(subject)
            rows = [{"conversation_id": c["id"], **c} for c in d["conversations"]]
            return linked(d, [*rows, *d["decisions"], *d["open_loops"]])

        return await call(go)

    return get_dossier


TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(search_conversations, READ_ONLY, "Search conversations"),
    ToolSpec(read_conversation, READ_ONLY, "Read a conversation"),
    ToolSpec(list_topics, READ_ONLY, "List topics"),
    ToolSpec(generate_context, READ_ONLY, "Answer from the library"),
    ToolSpec(get_profile, READ_ONLY, "Profile and library statistics"),
    ToolSpec(who_am_i, READ_ONLY, "Who am I"),
    ToolSpec(recall_decisions, READ_ONLY, "Recall decisions"),
    ToolSpec(list_open_loops, READ_ONLY, "List open loops"),
    ToolSpec(recent_activity, READ_ONLY, "Recent activity"),
    ToolSpec(find_similar, READ_ONLY, "Find similar conversations"),
    ToolSpec(get_dossier, READ_ONLY, "Dossier"),
)
