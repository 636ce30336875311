"""What each MCP tool returns, as types: the SDK turns a tool's return annotation into its
``outputSchema`` and validates the result against it before sending it as
``structuredContent``, so a client (and the model behind it) knows every field up front.

They describe the rows built in ``shapes.py`` and ``knowledge/reading.py``. Every type forbids
keys it does not declare: a field added to a shape without its schema is a tool error the tests
catch, never a key silently dropped from the structured copy. ``typing_extensions.TypedDict``
because pydantic reads nested TypedDicts only from it below Python 3.12.
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired

from pydantic import Field, with_config
from typing_extensions import TypedDict

from .index.query import SearchKind
from .model import Role

Closed = with_config(extra="forbid")

Link = Annotated[str, Field(description="Obsidian link, [[note#^block|title]]: cite it.")]
Url = Annotated[str, Field(description="obsidian:// address that opens the note.")]
NotePath = Annotated[str, Field(description="The note's path in the vault.")]
Date = Annotated[str, Field(description="ISO date or date-time.")]
Message = Annotated[str, Field(description="Why the result is empty, and what to run.")]
Count = Annotated[int, Field(ge=0)]
NoteKind = Literal["conversation", "episode"]
HiddenState = Literal["demoted", "archived", "superseded"]
MatchedBy = Literal["topic", "entity", "keyword", "title", "capture"]
NextCursor = Annotated[str | None, Field(description=(
    "Pass as cursor, with the same other arguments, for the next page; null on the last."))]


# -- search and similarity -----------------------------------------------------------------------
@Closed
class Hit(TypedDict):
    """One passage that matched, with the address of the very message."""

    conversation_id: Annotated[str | None, Field(description=(
        "Pass to read_conversation for the whole transcript."))]
    note_path: NotePath
    message_id: str | None
    chunk_id: str
    score: Annotated[float, Field(description="Fused rank score; higher is better.")]
    keyword_rank: int | None
    vector_rank: int | None
    title: str
    source: Annotated[str | None, Field(description="The AI tool, e.g. claude-code.")]
    project: str | None
    kind: SearchKind
    created: Date | None
    role: Annotated[str | None, Field(description=(
        "user, assistant, tool, system; summary for a distilled passage; person for what "
        "the person wrote in the note outside its messages."))]
    text: Annotated[str, Field(description="The passage that matched.")]
    link: Link
    state: Annotated[str | None, Field(description="Lifecycle state; null: active.")]
    rerank_score: float | None
    date: Date | None
    url: Url


@Closed
class NotIndexed(TypedDict):
    """Notes a long first index has not reached: the results cannot include them."""

    pending: Annotated[int, Field(ge=0, description="Notes not searchable yet.")]
    total: Annotated[int, Field(ge=0, description="Notes the index set out to take in.")]
    reached: Annotated[Date | None, Field(description=(
        "Indexing runs newest first: what was said since this day is searchable."))]
    running: Annotated[bool, Field(description=(
        "A Musubi process is indexing now; false: `musubi reindex --continue` goes on."))]
    message: Annotated[str, Field(description="The same, in words for the person.")]


@Closed
class SearchResult(TypedDict):
    """A page of passages, best first."""

    query: str
    mode: Literal["fast", "hybrid", "deep"]
    count: Count
    results: list[Hit]
    next_cursor: NextCursor
    warning: NotRequired[Annotated[str, Field(description=(
        "Why the results may be loose: the index is incomplete, or no passage holds a "
        "quoted phrase word for word."))]]
    not_indexed: NotRequired[NotIndexed]
    message: NotRequired[Message]


@Closed
class SimilarResult(TypedDict):
    """One passage per similar conversation, most similar first; echoes `id` or `text`."""

    id: NotRequired[str]
    text: NotRequired[str]
    count: Count
    results: list[Hit]
    next_cursor: NextCursor


# -- one conversation ------------------------------------------------------------------------------
@Closed
class ToolCall(TypedDict):
    name: str
    input: Annotated[str, Field(description="The call's input as JSON, cut when long.")]


@Closed
class TranscriptMessage(TypedDict):
    index: Count
    role: Role
    time: Date | None
    text: str
    link: Link
    truncated_chars: NotRequired[Annotated[int, Field(description=(
        "Characters cut from a long text."))]]
    machine: NotRequired[Annotated[bool, Field(description=(
        "In the user's seat but not typed by the person (e.g. a compaction summary)."))]]
    tool_name: NotRequired[str]
    tool_calls: NotRequired[list[ToolCall]]
    attachments: NotRequired[Annotated[list[str], Field(description="File names.")]]


@Closed
class Conversation(TypedDict):
    """A page of one conversation's transcript."""

    id: str
    title: str
    source: str
    project: str | None
    created: Date
    updated: Date
    note: NotePath
    link: Link
    url: Url
    summary: Annotated[str | None, Field(description="Distilled summary; null: not distilled.")]
    total_messages: Count
    offset: Count
    limit: int
    next_offset: Annotated[int | None, Field(description=(
        "Offset of the next page; null on the last page."))]
    messages: list[TranscriptMessage]


# -- notes, topics and dossiers --------------------------------------------------------------------
@Closed
class NoteRow(TypedDict):
    """A conversation or a capture (episode) in the library."""

    id: Annotated[str, Field(description="Its conversation_id.")]
    title: str
    kind: NoteKind
    source: str
    date: Date
    note: NotePath
    link: Link
    summary: NotRequired[str]
    state: NotRequired[Annotated[HiddenState, Field(
        description="Kept but stale or replaced.")]]


@Closed
class Topic(TypedDict):
    name: str
    description: str
    conversations: Annotated[Count, Field(description="How many conversations it holds.")]
    page: NotePath | None
    link: Link | None
    newest: list[NoteRow]


@Closed
class TopicList(TypedDict):
    """The topic map, biggest first."""

    topics: list[Topic]
    message: NotRequired[Message]


@Closed
class DossierTopic(TypedDict):
    name: str
    description: str
    page: NotePath | None
    link: Link | None


@Closed
class DossierConversation(NoteRow):
    matched_by: Annotated[list[MatchedBy],
                          Field(description="Where the name was found.")]


@Closed
class DossierItem(TypedDict):
    """A decision or open loop, linked to its line."""

    text: str
    date: Date
    conversation_id: str
    title: str
    link: Link


@Closed
class DossierFact(TypedDict):
    text: str
    date: Date
    conversation_id: str
    link: Link


@Closed
class DossierConcept(TypedDict):
    title: str
    state: str
    synthesis: str
    note: NotePath | None
    link: Link | None


@Closed
class DossierTotals(TypedDict):
    """How many of each were found; the lists stop at a cap."""

    conversations: Count
    decisions: Count
    facts: Count
    open_loops: Count
    concepts: Count


@Closed
class Dossier(TypedDict):
    """Everything known about one name."""

    name: str
    found: bool
    topics: list[DossierTopic]
    conversations: list[DossierConversation]
    decisions: list[DossierItem]
    facts: list[DossierFact]
    open_loops: list[DossierItem]
    concepts: list[DossierConcept]
    totals: DossierTotals
    message: NotRequired[Message]


# -- answers ---------------------------------------------------------------------------------------
@Closed
class Citation(TypedDict):
    n: Annotated[int, Field(description="The [n] the answer cites it by.")]
    title: str
    conversation_id: str | None
    note: NotePath
    link: Link
    date: Date
    text: Annotated[str, Field(description="The passage cited.")]
    summary: str
    score: float
    url: Url


@Closed
class Answer(TypedDict):
    """An answer from the library with its numbered citations."""

    question: str
    query: Annotated[str, Field(description="The query actually searched.")]
    answer: str
    synthesised: Annotated[bool, Field(description=(
        "False: no chat model wrote it; it lists the best passages."))]
    nothing_found: Annotated[bool, Field(description="Nothing in the library answers it.")]
    greeting: bool
    model: str | None
    citations: list[Citation]
    warnings: list[str]
    topic: NotRequired[Annotated[str, Field(description="The topic briefed on.")]]


# -- the person and the library --------------------------------------------------------------------
@Closed
class FactSource(TypedDict):
    conversation_id: str
    date: Date
    link: Link


@Closed
class Fact(TypedDict):
    text: str
    support: Annotated[Count, Field(description="How many conversations state it.")]
    newest: Date
    added_by_person: Annotated[bool, Field(description="Written into the profile by the person.")]
    sources: list[FactSource]


@Closed
class AgentNote(TypedDict):
    """Something an agent saved with `remember` that the person has not confirmed."""

    text: str
    saved_by: Annotated[str, Field(description="The agent (MCP client) that saved it.")]
    date: Date
    confirmed: Annotated[bool, Field(description=(
        "Always false here: a confirmed capture is a fact."))]
    link: Link


@Closed
class Facts(TypedDict):
    """The durable facts about the person, and apart from them what agents saved."""

    facts: list[Fact]
    agent_notes: Annotated[list[AgentNote], Field(description=(
        "Agents' captures the person has not confirmed: not facts about them; say so when "
        "you rely on one."))]
    page: Link | None
    message: NotRequired[Message]


@Closed
class Distilled(TypedDict):
    by_model: Count
    by_heuristic: Count
    pending: Count
    prompt_tokens: Count
    completion_tokens: Count


@Closed
class Lifecycle(TypedDict):
    """Notes per lifecycle state, per plane."""

    episodic: dict[str, int]
    concept: dict[str, int]
    curated: dict[str, int]


@Closed
class Library(TypedDict):
    vault: str
    conversations: Count
    by_source: dict[str, int]
    distilled: Distilled
    indexed_passages: Annotated[int | None, Field(description="Null: no index yet.")]
    last_ingest: Date | None
    topics: Count
    topics_message: NotRequired[Message]
    lifecycle: Lifecycle


@Closed
class Profile(Facts):
    """The library in figures and the durable facts about the person."""

    library: Library


# -- decisions and open loops ----------------------------------------------------------------------
@Closed
class Decision(TypedDict):
    text: str
    date: Date
    conversation_id: str
    note: NotePath
    title: str
    link: Link
    block: Annotated[str, Field(description="The line's block id in its note.")]
    superseded: NotRequired[Annotated[bool, Field(
        description="Reversed later in its own conversation: what was decided before, not "
                    "what stands.")]]


@Closed
class ClosedBy(TypedDict):
    conversation_id: str
    note: NotePath
    with_: Annotated[str, Field(alias="with", description="What closed it.")]


@Closed
class OpenLoop(Decision):
    closed: bool
    closed_by: NotRequired[ClosedBy]


@Closed
class Decisions(TypedDict):
    """Decisions, newest first."""

    about: str | None
    total: Annotated[Count, Field(description="How many there are before the limit.")]
    decisions: list[Decision]
    next_cursor: NextCursor
    message: NotRequired[Message]


@Closed
class OpenLoops(TypedDict):
    """Open loops, newest first."""

    total: Annotated[Count, Field(description="How many there are before the limit.")]
    closed: Annotated[Count, Field(description="How many were left out as done.")]
    open_loops: list[OpenLoop]
    next_cursor: NextCursor
    message: NotRequired[Message]


# -- recent activity -------------------------------------------------------------------------------
@Closed
class ActiveConversation(TypedDict):
    conversation_id: str
    title: str
    source: str
    project: str | None
    date: Date
    link: Link
    distilled: bool
    summary: NotRequired[str]


@Closed
class RecentCapture(TypedDict):
    text: str
    date: Date
    saved_by: Annotated[str, Field(description="The agent that saved it, or \"you\".")]
    link: Link


@Closed
class RecentActivity(TypedDict):
    """What happened since a moment, newest first; each list cut at the limit."""

    since: Date
    conversations: list[ActiveConversation]
    conversations_total: Count
    by_source: dict[str, int]
    by_project: dict[str, int]
    decisions: list[Decision]
    decisions_total: Count
    open_loops: list[OpenLoop]
    open_loops_total: Count
    captures: list[RecentCapture]
    captures_total: Count
    next_cursor: NextCursor


# -- remember --------------------------------------------------------------------------------------
@Closed
class Saved(TypedDict):
    """What `remember` saved, or reinforced."""

    saved: bool
    created: Annotated[bool, Field(description="False: the same text was reinforced instead.")]
    id: str
    note: NotePath
    link: Link
    url: Url
    reinforcement_count: Count
    commit: str | None
    searchable: Annotated[bool, Field(description="In the search index already.")]
