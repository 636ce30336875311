"""Prompts a person picks in their client: recall what they decided, a project briefing, and
the memory protocol that tells an agent when to search and when to remember.

A prompt that recalls carries the library's own lines (linked), so the model answers from
them at once instead of spending a turn on a tool call; the protocol is plain guidance.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import MCPServer
from pydantic import Field

from .. import shapes
from ..config import COMPLETION_VALUES, NAME_CHARS
from ..jsonish import JSONObject
from .host import Run
from .resources import Completer

if TYPE_CHECKING:
    from ..engine import Engine

# JSON-RPC's code for arguments that cannot be used: what a client shows as the caller's error.
INVALID_PARAMS = -32602


def argument_problem(name: str, arguments: JSONObject | None,
                     declared: dict[str, bool]) -> str | None:
    """Why ``arguments`` do not fit prompt ``name`` (``declared``: argument -> required), or
    None when they do. Names only, never values: an argument may be long or hostile."""
    given = set(arguments or {})
    unknown = sorted(given - set(declared))
    if unknown:
        known = ", ".join(sorted(declared)) or "none"
        return (f"the prompt {name!r} takes no argument {', '.join(map(repr, unknown))[:200]} "
                f"(its arguments: {known})")
    missing = sorted(a for a, required in declared.items() if required and a not in given)
    if missing:
        return f"the prompt {name!r} needs {', '.join(map(repr, missing))}"
    for key, value in (arguments or {}).items():
        if not isinstance(value, str) or not value.strip():
            return f"{key!r} is empty: say what it is"
        if len(value) > NAME_CHARS:
            return f"{key!r} is {len(value):,} characters; at most {NAME_CHARS:,}"
    return None

# Lines of the library a recall prompt carries: enough to answer, few enough to read.
RECALL_DECISIONS = 8
RECALL_PASSAGES = 6
RECALL_PASSAGE_CHARS = 600

MEMORY_PROTOCOL = """\
You have Musubi, the person's memory of every earlier conversation with AI tools and their own
notes. Use it this way:

1. Before you ask the person something they may already have said (a preference, a choice of
   tool, a name, why something is the way it is), call search_conversations or
   recall_decisions first. Ask only when the library has nothing.
2. When the task continues earlier work ("the bug from last week", "as we decided"), call
   search_conversations with the words the person used, then read_conversation for the
   transcript when a passage is not enough.
3. At the start of work on a project, read list_open_loops and recall_decisions (or the
   musubi://open-loops and musubi://decisions resources) so you do not redo or undo settled
   work.
4. Call remember only when the person asks you to keep something, or states a durable fact
   or decision they would clearly want kept. One sentence or short paragraph; never secrets.
5. When several agents work on the same thing, send_thought tells the others what you found
   or are doing, and read_thoughts shows what they said.
6. Cite what you use with the links Musubi gives ([[note#^block]]), so the person can open it.
"""


def recall_text(subject: str, decisions: Sequence[Mapping[str, Any]],
                passages: Sequence[Mapping[str, Any]]) -> str:
    """The recall prompt: the question, then the library's decisions and passages on it."""
    lines = [f"What did I decide about {subject}?", "",
             "Answer from my own history below and cite its links. If it does not settle "
             "the question, say so instead of guessing.", ""]
    lines.append(f"## Decisions about {subject}")
    lines += [f"- {d['date'][:10] if d.get('date') else 'undated'} · {d['text']} {d['link']}"
              for d in decisions] or ["- none recorded"]
    lines += ["", "## What was said"]
    for p in passages:
        text = " ".join(str(p.get("text") or "").split())
        if len(text) > RECALL_PASSAGE_CHARS:
            text = text[:RECALL_PASSAGE_CHARS] + "…"
        when = (p.get("date") or "")[:10]
        lines.append(f"- {p['title']} ({when}): {text} {p['link']}")
    if not passages:
        lines.append("- nothing found")
    return "\n".join(lines) + "\n"


def register_prompts(server: MCPServer, run: Run) -> dict[tuple[str, str], Completer]:
    """Add the prompts to ``server``; returns which of their arguments complete from what."""

    @server.prompt(name="recall", title="What did I decide about…")
    async def recall(
        subject: Annotated[str, Field(max_length=NAME_CHARS, description=(
            "The subject, e.g. a topic name, a tool or a project."))],
    ) -> str:
        """Recall what the person decided and said about a subject, from their own history,
        with links to the lines it comes from."""
        subject = " ".join(subject.split())[:NAME_CHARS]
        if not subject:
            raise ValueError("say which subject to recall")

        def go(e: Engine) -> str:
            decisions = shapes.decisions(e.decisions(subject, write=False), subject,
                                         RECALL_DECISIONS)["decisions"]
            hits = e.search(f"what did I decide about {subject}", limit=RECALL_PASSAGES)
            return recall_text(subject, decisions, shapes.hit_rows(hits, e.vault))

        return str(await run(go))

    @server.prompt(name="project_briefing", title="Brief me on a project")
    async def project_briefing(
        project: Annotated[str, Field(max_length=NAME_CHARS, description=(
            "The project's folder (or its name), e.g. /home/ana/code/vecdb."))],
    ) -> str:
        """A briefing to start work on a project: its open loops, recent decisions and the
        durable facts about the person, linked, in a couple of thousand characters."""
        project = project.strip()
        if not project:
            raise ValueError("say which project")
        text = str(await run(lambda e: e.context(project).text))
        return (f"I am starting work on {project}. Here is what my memory holds about it; "
                "keep it in mind, do not redo settled decisions, and tell me which open "
                f"loops this work touches.\n\n{text}")

    @server.prompt(name="memory_protocol", title="Memory protocol")
    def memory_protocol() -> str:
        """When an agent should search the person's memory, and when it should remember."""
        return MEMORY_PROTOCOL

    return {("recall", "subject"): lambda e, v: e.topic_names(v, COMPLETION_VALUES + 1),
            ("project_briefing", "project"):
                lambda e, v: e.project_names(v, COMPLETION_VALUES + 1)}
