"""Which agent a tool call speaks for: the name its MCP client gave at initialize, unless
MUSUBI_PRESENCE names it, or the stdio bridge passed the name on to the daemon (a header: the
daemon's own session is the bridge's, not the agent's)."""

from __future__ import annotations

from mcp.server.mcpserver import Context

from ..agents import PRESENCE_HEADER, agent_name, presence


def client_name(ctx: Context) -> str | None:
    """The name the session's client gave in ``clientInfo``, as it gave it."""
    params = ctx.session.client_params
    return params.client_info.name if params is not None else None


def session_agent(ctx: Context) -> str | None:
    """The agent of this call's session, as a name; None when nothing names it."""
    headers = ctx.headers
    forwarded = headers.get(PRESENCE_HEADER) if headers else None
    return agent_name(forwarded) or presence(client_name(ctx))
