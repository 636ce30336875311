"""Who may talk to Musubi over HTTP: the owner's token on every request, and the Host and
Origin checks that keep a web page out.

Any account on the machine can connect to a loopback port, and any page a browser shows can
send it requests, so the port alone protects nothing. Every HTTP request (the MCP endpoint and
the daemon's warm API alike) must carry ``Authorization: Bearer <token>``, the token being a
file only its owner can read. The token stays the same across restarts, so a client set up
once keeps working; ``musubi token --rotate`` makes a new one, which holds at once.

The order of the checks is the order of what a request could be: a name this server does not
answer to (421, DNS rebinding), a page of another site (403), then no token (401).
"""

from __future__ import annotations

import hmac
import json
import re
import socket
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..runtime import ensure_token, read_token, token_path

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


def _hostname(value: str) -> str:
    """The name in an origin, without port or brackets, lower-cased."""
    host = urlsplit(value if "//" in value else f"//{value}").hostname
    return (host or "").casefold()


# A Host header is a name or a bracketed IPv6 address, and a port (RFC 9110 7.2): nothing
# else. "user@127.0.0.1", "127.0.0.1/x" or "127.0.0.1 evil" is no name of this server.
_HOST = re.compile(r"(?P<name>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))"
                   r"(?::[0-9]{1,5})?")


def _host_header(value: str) -> str:
    """The name a Host header gives, lower-cased and unbracketed; "" when it is not one."""
    m = _HOST.fullmatch(value.strip())
    return m["name"].strip("[]").casefold() if m else ""


def _bearer(header: str) -> bytes:
    """The token of an ``Authorization`` header whose scheme is Bearer, in any case (RFC
    9110 11.1: the scheme is case-insensitive); b"" for any other."""
    scheme, _, token = header.strip().partition(" ")
    return token.strip().encode("latin-1") if scheme.casefold() == "bearer" else b""


class Guard:
    """ASGI middleware: Host, Origin and token checks before the app sees a request."""

    def __init__(self, app: App, cache_dir: Path, bind: str = "127.0.0.1",
                 origins: Iterable[str] = ()) -> None:
        self.app = app
        self.cache_dir = cache_dir
        self._stamp: tuple[int, int] | None = None
        self._expected = b""
        ensure_token(cache_dir)
        bare = bind.strip("[]").casefold()
        self.wildcard = bare in ("0.0.0.0", "::", "")
        names = {*LOOPBACK_NAMES, bare}
        if self.wildcard:
            names |= {socket.gethostname().casefold(), socket.getfqdn().casefold()}
        self.names = names - {"", "0.0.0.0", "::"}
        self.origins = {o.rstrip("/").casefold() for o in origins}

    def expected(self) -> bytes:
        """The token from the token file, read again when it changes: a token
        rotated with ``musubi token --rotate`` holds at once, with no restart."""
        path = token_path(self.cache_dir)
        try:
            st = path.stat()
            stamp = (st.st_mtime_ns, st.st_ino)
        except OSError:
            return b""  # no token file: nothing is let in until `musubi token` makes one
        if stamp != self._stamp:
            token = read_token(self.cache_dir)
            self._expected = token.encode() if token else b""
            self._stamp = stamp
        return self._expected

    def host_ok(self, host: str, local: str | None) -> bool:
        """A name of this server: loopback, the address it binds, or (bound to every
        address) the one this connection came in on."""
        name = _host_header(host)
        if not name:
            return False
        return name in self.names or (self.wildcard and local is not None
                                      and name == local.casefold())

    def origin_ok(self, origin: str, host: str, port: int | None) -> bool:
        """The server's own origin (its name as asked, or a loopback name, on its port) or
        one the config names; a page of another local server (another port) is foreign."""
        if origin.rstrip("/").casefold() in self.origins:
            return True
        try:
            u = urlsplit(origin)
            given = u.port or (443 if u.scheme == "https" else 80)
        except ValueError:
            return False
        name = (u.hostname or "").casefold()
        return (u.scheme in ("http", "https") and given == port
                and (name in LOOPBACK_NAMES or name == _host_header(host)))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers", [])}
        host = headers.get("host", "")
        server = scope.get("server")
        local = str(server[0]) if server else None
        port = int(server[1]) if server and server[1] is not None else None
        if not self.host_ok(host, local):
            await _refuse(send, 421, f"this server does not answer to the name {host!r}")
            return
        origin = headers.get("origin")
        if origin and origin != "null" and not self.origin_ok(origin, host, port):
            await _refuse(send, 403, f"requests from {origin} are not allowed: add it to "
                          "[mcp] allowed_origins in the config to allow them")
            return
        if origin == "null":
            await _refuse(send, 403, "requests from a sandboxed page are not allowed")
            return
        given = _bearer(headers.get("authorization", ""))
        expected = self.expected()
        if not expected or not given or not hmac.compare_digest(given, expected):
            await _refuse(send, 401, "a token is required: send 'Authorization: Bearer "
                          "<token>' with the token `musubi token` prints",
                          {"www-authenticate": 'Bearer realm="musubi"'})
            return
        await self.app(scope, receive, send)


async def _refuse(send: Send, status: int, message: str,
                  extra: dict[str, str] | None = None) -> None:
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"),
               (b"content-length", str(len(body)).encode())]
    headers += [(k.encode(), v.encode()) for k, v in (extra or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
