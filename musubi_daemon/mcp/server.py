"""Musubi's MCP server: the library given back to every AI tool, over stdio or local HTTP.

One Engine serves the server's whole life (the index and the embedder stay warm) and is used
from one thread: its SQLite connections belong to the thread that opened them, and the index is
not made for concurrent use. Tool calls queue for that thread; the event loop stays free.

Over stdio, stdout carries protocol and nothing else: the SDK points file descriptor 1 at
stderr for the session, and the libraries Musubi loads are told to keep progress bars and
chatter off. Over HTTP the server binds 127.0.0.1 unless a host is named, and every request
must carry the owner's token and pass the Host and Origin checks (``guard``): another account
on the machine, or a web page through DNS rebinding, gets nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..config import URI_CHARS, ConfigError
from ..runtime import ensure_token, running, token_path
from .host import EngineHost

if TYPE_CHECKING:
    from ..engine import Engine

# Libraries that write progress bars or banners unless told not to: on stdio any of it on
# stdout would break the protocol, and on stderr it is only noise in the client's log.
QUIET_ENV = {
    "TQDM_DISABLE": "1",
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",
    "TRANSFORMERS_VERBOSITY": "error",
    "TRANSFORMERS_NO_ADVISORY_WARNINGS": "1",
    "TOKENIZERS_PARALLELISM": "false",
    "ANONYMIZED_TELEMETRY": "False",
    "LITELLM_LOG": "ERROR",
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
}


def quiet() -> None:
    """Silence the chatter of the libraries the Engine loads (a person's own setting wins)."""
    for key, value in QUIET_ENV.items():
        os.environ.setdefault(key, value)
    logging.captureWarnings(True)  # warnings go through logging, to stderr


def build_server(engine_factory: Callable[[], Engine] | None, allow_remember: bool = True,
                 *, warm: bool = True, cache_dir: Path | None = None,
                 host: EngineHost | None = None) -> Any:
    """The MCP server with Musubi's tools; the Engine is made by ``engine_factory`` on first
    use (or at start when ``warm``) and closed when the server stops. With ``cache_dir``, the
    thoughts tools too, on that cache's thoughts file. ``host``: an Engine host the caller
    already runs (the daemon's), whose Engine the tools share; no factory is needed then."""
    return _build(engine_factory, allow_remember, warm, host, cache_dir=cache_dir)[0]


def _checked(base: type) -> type:
    """The SDK's server, whose prompts answer bad arguments with -32602 and the reason in
    words (the SDK gives -32603 "Internal server error"), and whose tools say what is wrong
    with their arguments without pydantic's internals, links or the value echoed back."""
    from mcp.server.mcpserver.exceptions import ResourceNotFoundError, ToolError
    from mcp.shared.exceptions import MCPError
    from pydantic import ValidationError

    from .prompts import INVALID_PARAMS, argument_problem

    class Checked(base):  # type: ignore[misc]  # the SDK's server class, passed in
        async def get_prompt(self, name: str, arguments: dict[str, Any] | None = None,
                             context: Any = None) -> Any:
            prompts = {p.name: p for p in await self.list_prompts()}
            prompt = prompts.get(name)
            if prompt is None:
                raise MCPError(INVALID_PARAMS, f"no prompt named {name[:100]!r}; the prompts: "
                                               f"{', '.join(sorted(prompts))}")
            declared = {a.name: bool(a.required) for a in prompt.arguments or []}
            problem = argument_problem(name, arguments, declared)
            if problem:
                raise MCPError(INVALID_PARAMS, problem)
            return await super().get_prompt(name, arguments, context)

        # Every list is one page and no cursor is ever handed out: a cursor a client sends
        # was not this server's, and is refused rather than silently ignored.
        async def _handle_list_tools(self, ctx: Any, params: Any) -> Any:
            _no_cursor(params)
            return await super()._handle_list_tools(ctx, params)

        async def _handle_list_resources(self, ctx: Any, params: Any) -> Any:
            _no_cursor(params)
            watch = getattr(self, "library_watch", None)
            if watch is not None:  # a client that lists them hears when they change
                watch.listed(ctx.session, ctx.protocol_version)
            return await super()._handle_list_resources(ctx, params)

        async def _handle_list_resource_templates(self, ctx: Any, params: Any) -> Any:
            _no_cursor(params)
            return await super()._handle_list_resource_templates(ctx, params)

        async def _handle_list_prompts(self, ctx: Any, params: Any) -> Any:
            _no_cursor(params)
            return await super()._handle_list_prompts(ctx, params)

        async def read_resource(self, uri: Any, context: Any = None) -> Any:
            text = str(uri)
            if len(text) > URI_CHARS:  # never a megabyte of URI matched, or echoed back
                raise MCPError(INVALID_PARAMS, f"the resource URI is {len(text):,} "
                                               f"characters; at most {URI_CHARS:,}")
            try:
                return await super().read_resource(uri, context)
            except ResourceNotFoundError as e:
                said = str(e)
                if len(said) <= 300:
                    raise
                raise ResourceNotFoundError(said[:300] + "…") from e  # the URI, not echoed

        async def call_tool(self, name: str, arguments: dict[str, Any],
                            context: Any = None) -> Any:
            try:
                return await super().call_tool(name, arguments, context)
            except ToolError as e:
                if isinstance(e.__cause__, ValidationError):
                    raise ToolError(f"{name}: {plain_errors(e.__cause__)}") from e
                raise

    def _no_cursor(params: Any) -> None:
        if getattr(params, "cursor", None) is not None:
            raise MCPError(INVALID_PARAMS, "no such cursor: every list here is one page and "
                                           "hands out no cursor; list again without one")

    return Checked


def plain_errors(error: Any) -> str:
    """A pydantic validation error as a person reads it: each argument and what is wrong."""
    parts = []
    for item in error.errors(include_url=False, include_input=False, include_context=False):
        where = ".".join(str(x) for x in item.get("loc", ())) or "arguments"
        parts.append(f"{where[:100]}: {item.get('msg', 'not valid')}")
    return "; ".join(parts[:10])


def _build(engine_factory: Callable[[], Engine] | None, allow_remember: bool,
           warm: bool = True, host: EngineHost | None = None,
           cache_dir: Path | None = None) -> tuple[Any, EngineHost]:
    from mcp.server.lowlevel.server import NotificationOptions
    from mcp.server.mcpserver import MCPServer
    from mcp.server.subscriptions import InMemorySubscriptionBus

    from . import thoughts as thought_tools
    from .changes import LibraryWatch, watching
    from .prompts import register_prompts
    from .resources import register_completion, register_resources
    from .tools import DESCRIPTION, INSTRUCTIONS, register

    if host is None:
        if engine_factory is None:
            raise ValueError("an MCP server needs an Engine factory or a host")
        host = EngineHost(engine_factory)
    thoughts = thought_tools.Thoughts(cache_dir) if cache_dir is not None else None
    bus = InMemorySubscriptionBus()
    watch = LibraryWatch(bus, lambda: host.run(lambda e: e.vault))

    @asynccontextmanager
    async def lifespan(_: Any) -> AsyncIterator[dict[str, Any]]:
        try:
            async with watching(watch):
                if warm:
                    host.warm()
                yield {}
        finally:
            await asyncio.to_thread(host.close)
            if thoughts is not None:
                thoughts.close()

    server = _checked(MCPServer)("musubi", title="Musubi", version=__version__,
                                 description=DESCRIPTION,
                       instructions=INSTRUCTIONS, lifespan=lifespan, log_level="WARNING",
                                 subscriptions=bus)
    server.library_watch = watch
    # The handshake era learns of list_changed from the capabilities the server states at
    # initialize; the SDK states it only when told to (the 2026 era derives it itself).
    lowlevel = server._lowlevel_server
    stated = lowlevel.create_initialization_options

    def with_list_changed(notification_options: Any = None, *args: Any, **kwargs: Any) -> Any:
        return stated(notification_options or NotificationOptions(resources_changed=True),
                      *args, **kwargs)

    lowlevel.create_initialization_options = with_list_changed
    register(server, host.run, allow_remember=allow_remember)
    if thoughts is not None:
        thought_tools.register(server, thoughts)
    register_resources(server, host.run)
    register_completion(server, host.run, register_prompts(server, host.run))
    return server, host


def run_stdio(engine_factory: Callable[[], Engine], allow_remember: bool = True,
              cache_dir: Path | None = None) -> None:
    """Serve over stdin/stdout until the client closes them."""
    quiet()
    with contextlib.redirect_stdout(sys.stderr):  # until the SDK takes stdout over
        server, engines = _build(engine_factory, allow_remember, cache_dir=cache_dir)
    try:
        server.run("stdio")
    finally:
        engines.close()  # already closed by the lifespan, unless interrupted before it ended


def is_loopback(host: str) -> bool:
    if host.casefold() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def no_rebinding_check() -> Any:
    """The SDK's own Host and Origin check, off: the Guard in front of the app makes them
    (with the token), for the MCP endpoint and every other route alike."""
    from mcp.server.transport_security import TransportSecuritySettings

    return TransportSecuritySettings(enable_dns_rebinding_protection=False)


def run_http(engine_factory: Callable[[], Engine], allow_remember: bool = True, *,
             host: str = "127.0.0.1", port: int = 8765, cache_dir: Path,
             origins: list[str] | None = None) -> None:
    """Serve streamable HTTP at ``http://host:port/mcp`` until interrupted; every request
    needs the token (see ``guard``)."""
    import uvicorn

    from .guard import Guard

    quiet()
    server, engines = _build(engine_factory, allow_remember, cache_dir=cache_dir)
    app = server.streamable_http_app(transport_security=no_rebinding_check(), host=host)
    shown = f"[{host}]" if ":" in host else host
    print(f"Musubi MCP server: http://{shown}:{port}/mcp (Ctrl-C stops it)\n"
          f"Every request needs 'Authorization: Bearer <token>': `musubi token` prints it "
          f"(it is kept in {token_path(cache_dir)}, readable by you alone)",
          file=sys.stderr, flush=True)
    guarded = Guard(app, cache_dir, host, origins or ())
    try:
        uvicorn.Server(uvicorn.Config(guarded, host=host,
                                      port=port, log_level="warning", lifespan="on")).run()
    finally:
        engines.close()


def serve(config: Any, *, http: bool = False, host: str | None = None, port: int = 8765) -> None:
    """``musubi mcp``: stdio by default; HTTP on 127.0.0.1 unless ``host`` names another
    address, which is served with a warning (the tools read a person's whole history)."""
    from ..engine import Engine

    if http:
        config.existing_vault()  # a person started it: say so and stop

    def factory() -> Any:
        return Engine(config)

    if not http:
        try:
            config.existing_vault()
        except ConfigError as e:
            # An AI tool started it and shows the person only what a tool call returns:
            # serve, and let every call answer with what is wrong and how to fix it.
            print(f"Musubi MCP: {e}", file=sys.stderr, flush=True)
            run_stdio(factory, config.mcp_allow_remember)  # no thoughts: no vault, no cache
            return

        daemon = running(config.cache_dir)
        if daemon and daemon.get("port") and os.environ.get("MUSUBI_NO_DAEMON") != "1":
            from .bridge import run_bridge

            print(f"Musubi MCP: using the running daemon (pid {daemon['pid']})",
                  file=sys.stderr, flush=True)
            run_bridge(int(daemon["port"]), ensure_token(config.cache_dir),
                       config.require_vault())
            return
        run_stdio(factory, config.mcp_allow_remember, config.cache_dir)
        return
    if host is not None and not is_loopback(host):
        print(f"warning: serving on {host}, not only this machine: anyone who can reach "
              f"{host}:{port} can read your conversation history through it. Use it only on "
              "a network you trust.", file=sys.stderr, flush=True)
    run_http(factory, config.mcp_allow_remember, host=host or "127.0.0.1", port=port,
             cache_dir=config.cache_dir, origins=config.mcp_allowed_origins)
