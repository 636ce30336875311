"""Names of agents and channels: who sent a thought or made a capture, and where thoughts go.

A name is lower-case letters, digits, '.', '_' and '-', so a person can type it in a filter
and find what an agent's client called itself ("Claude Code" is ``claude-code``).
"""

from __future__ import annotations

import os
import re

from .config import AGENT_NAME_CHARS

# Names the agent of a session, over what its MCP client says it is (set in the environment of
# the server the client starts, or of the stdio bridge to the daemon).
PRESENCE_ENV = "MUSUBI_PRESENCE"
# The header the stdio bridge passes the agent's name to the daemon in.
PRESENCE_HEADER = "x-musubi-presence"
# The recipient that means every reader of the channel.
EVERYONE = "everyone"

_NAME = re.compile(rf"[a-z0-9][a-z0-9._-]{{0,{AGENT_NAME_CHARS - 1}}}")


class BadName(ValueError):
    """A channel or agent name that is not one."""


def check_name(value: str | None, what: str) -> str:
    """``value`` as a name (case does not count), or BadName saying what a name may be."""
    name = (value or "").strip().casefold()
    if not name:
        raise BadName(f"{what} is empty: give a name")
    if not _NAME.fullmatch(name):
        raise BadName(f"{what} {value!r} is not a name: use letters, digits, '.', '_' and '-', "
                      f"starting with a letter or digit, at most {AGENT_NAME_CHARS} characters")
    return name


def agent_name(raw: str | None) -> str | None:
    """Any label (a client's name, "Claude Code") made a name, or None when nothing is left."""
    slug = re.sub(r"[^a-z0-9._-]+", "-", (raw or "").casefold()).strip("-._")
    return slug[:AGENT_NAME_CHARS].rstrip("-._") or None


def presence(client: str | None) -> str | None:
    """The agent a session speaks for: MUSUBI_PRESENCE when set, else its client's name."""
    return agent_name(os.environ.get(PRESENCE_ENV)) or agent_name(client)
