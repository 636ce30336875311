"""The tools Musubi offers over MCP: what each does, for the model that picks one, and how its
input is checked and its result shaped.

Every tool but ``remember`` only reads. Results are JSON objects typed in ``schemas.py`` (the
return annotation is the tool's ``outputSchema``) whose items carry vault links
(``[[note#^block|title]]``) and ``obsidian://`` addresses, so the person can open what the
model quoted. A bad argument or an unknown id comes back as a tool error the model can read
and correct, never as a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from . import capture_tools, read_tools
from .failures import said
from .host import Run
from .tooling import ToolSpec, topic_question

if TYPE_CHECKING:
    from ..engine import Engine

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


T = TypeVar("T")
# Every tool, in the order a client lists them: one list, each module its own part.
TOOLS: tuple[ToolSpec, ...] = read_tools.TOOLS + capture_tools.TOOLS

__all__ = ["DESCRIPTION", "INSTRUCTIONS", "TOOLS", "register", "topic_question"]


def register(server: MCPServer, run: Run, *, allow_remember: bool) -> None:
    """Add Musubi's tools to ``server``; ``run`` calls the one Engine off the event loop. A
    tool's description is its docstring as one paragraph; the tools that write are left out
    unless ``allow_remember``."""

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

    for spec in TOOLS:
        if spec.writes and not allow_remember:
            continue
        fn = spec.make(call)
        server.add_tool(fn, description=" ".join((fn.__doc__ or "").split()),
                        annotations=spec.annotations, title=spec.title)
