"""A stdio MCP server that forwards every request (tools, resources, prompts, completion) to
the running daemon's HTTP endpoint: an AI tool that starts `musubi mcp` gets the daemon's warm
Engine instead of loading its own models, and the daemon stays the one process that writes. The
agent's name (its client's, or MUSUBI_PRESENCE here) goes along in a header: the daemon's
session is the bridge's own."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..agents import PRESENCE_HEADER, presence
from ..runtime import bearer

if TYPE_CHECKING:
    import httpx2
    import mcp_types as types
    from mcp import Client
    from mcp.server.context import ServerRequestContext

    # The low-level server keeps no lifespan state here: its context's is the default.
    Ctx = ServerRequestContext[dict[str, Any]]


@asynccontextmanager
async def _connected(url: str, token: str) -> AsyncIterator[tuple[Client, httpx2.AsyncClient]]:
    """A connected MCP client of Musubi's HTTP endpoint that sends the owner's token, and
    the HTTP client under it (whose headers go with every later request)."""
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    async with create_mcp_http_client(headers=bearer(token)) as http, \
            Client(streamable_http_client(url, http_client=http)) as client:
        yield client, http


@asynccontextmanager
async def token_client(url: str, token: str) -> AsyncIterator[Client]:
    """A connected MCP client of Musubi's HTTP endpoint that sends the owner's token."""
    async with _connected(url, token) as (client, _):
        yield client


async def _bridge(url: str, token: str, vault: Path) -> None:
    from mcp.server.lowlevel.server import NotificationOptions, Server
    from mcp.server.stdio import stdio_server
    from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler

    from .changes import LibraryWatch, watching
    from .tools import DESCRIPTION, INSTRUCTIONS

    async def where() -> Path:
        return vault

    bus = InMemorySubscriptionBus()
    watch = LibraryWatch(bus, where)  # the same vault the daemon writes: watched here too
    async with _connected(url, token) as (remote, http), watching(watch):
        async def list_tools(ctx: Ctx, params: types.PaginatedRequestParams | None
                             ) -> types.ListToolsResult:
            return await remote.list_tools(cursor=getattr(params, "cursor", None),
                                           cache_mode="refresh")

        async def call_tool(ctx: Ctx, params: types.CallToolRequestParams
                            ) -> types.CallToolResult:
            client = ctx.session.client_params
            name = presence(client.client_info.name if client is not None else None)
            if name:  # one stdio client per bridge: the same name on every call
                http.headers[PRESENCE_HEADER] = name
            return await remote.call_tool(params.name, params.arguments or {})

        def cursor(params: types.PaginatedRequestParams | None) -> str | None:
            return getattr(params, "cursor", None)

        async def list_resources(ctx: Ctx, params: types.PaginatedRequestParams | None
                                 ) -> types.ListResourcesResult:
            watch.listed(ctx.session, ctx.protocol_version)
            return await remote.list_resources(cursor=cursor(params), cache_mode="refresh")

        async def list_templates(ctx: Ctx, params: types.PaginatedRequestParams | None
                                 ) -> types.ListResourceTemplatesResult:
            return await remote.list_resource_templates(cursor=cursor(params),
                                                        cache_mode="refresh")

        async def read_resource(ctx: Ctx, params: types.ReadResourceRequestParams
                                ) -> types.ReadResourceResult:
            return await remote.read_resource(str(params.uri), cache_mode="refresh")

        async def list_prompts(ctx: Ctx, params: types.PaginatedRequestParams | None
                               ) -> types.ListPromptsResult:
            return await remote.list_prompts(cursor=cursor(params), cache_mode="refresh")

        async def get_prompt(ctx: Ctx, params: types.GetPromptRequestParams
                             ) -> types.GetPromptResult:
            return await remote.get_prompt(params.name, params.arguments)

        async def complete(ctx: Ctx, params: types.CompleteRequestParams
                           ) -> types.CompleteResult:
            given = params.context.arguments if params.context else None
            return await remote.complete(params.ref, {"name": params.argument.name,
                                                      "value": params.argument.value}, given)

        server: Any = Server("musubi", version=__version__, title="Musubi (via the daemon)",
                             description=DESCRIPTION, instructions=INSTRUCTIONS,
                             on_list_tools=list_tools, on_call_tool=call_tool,
                             on_list_resources=list_resources,
                             on_list_resource_templates=list_templates,
                             on_read_resource=read_resource, on_list_prompts=list_prompts,
                             on_get_prompt=get_prompt, on_completion=complete,
                             on_subscriptions_listen=ListenHandler(bus))
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options(
                NotificationOptions(resources_changed=True)))


def run_bridge(port: int, token: str, vault: Path) -> None:
    asyncio.run(_bridge(f"http://127.0.0.1:{port}/mcp", token, vault))
