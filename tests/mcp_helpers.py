"""Drive the real `musubi mcp` server from tests: the `mcp` package's client over stdio and
HTTP, a raw JSON-RPC session that sees every byte on stdout, and the HTTP server process."""

from __future__ import annotations

import fcntl
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import forkserver
import httpx
from mcp import Client
from mcp.client.stdio import StdioServerParameters


def http_initialize(url: str, token: str | None = None, **headers: str) -> httpx.Response:
    """A bare MCP ``initialize`` over HTTP with chosen headers (and the owner's token when
    given): what a web page or a stranger would send, to see whether the server answers it."""
    body = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "header-test", "version": "0"}}}
    auth = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.post(url, json=body, timeout=10, headers={
        "Accept": "application/json, text/event-stream", **auth, **headers})


def owner_token(cache_dir: Path) -> str:
    """The token the server made in the vault's cache (only its owner can read the file)."""
    from musubi_daemon.runtime import read_token

    token = read_token(cache_dir)
    assert token, f"no HTTP token in {cache_dir}"
    return token


def http_client(url: str, cache_dir: Path) -> Any:
    """An MCP client of the HTTP endpoint with the owner's token, as a set-up client has."""
    from musubi_daemon.mcp.bridge import token_client

    return token_client(url, owner_token(cache_dir))


# A conversation of the test library (tests/knowledge_library.py) with two messages.
KNOWN_ID = "claude-code:search-01"


def musubi_args(vault: Path, *args: str) -> list[str]:
    """`musubi --vault VAULT ARGS` as a process of its own (warm-started: ``forkserver``)."""
    return forkserver.argv("--vault", str(vault), *args)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def vault_locked(cache_dir: Path) -> Iterator[None]:
    """Hold the vault's write lock, as a running ingest does."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    with open(cache_dir / "vault.lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


class HttpServer:
    """`musubi mcp --http` in a subprocess, its stderr in a file; stopped with SIGTERM."""

    def __init__(self, vault: Path, port: int, log: Path, *extra: str) -> None:
        self.port = port
        self.log = log
        self._err: IO[bytes] = open(log, "wb")  # noqa: SIM115 (closed in stop)
        self.proc = subprocess.Popen(
            musubi_args(vault, "mcp", "--http", "--port", str(port), *extra),
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self._err,
            env=os.environ.copy())

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def stderr(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def wait_listening(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"musubi mcp --http exited {self.proc.returncode}: "
                                     f"{self.stderr()}")
            with socket.socket() as s:
                s.settimeout(0.5)
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.1)
        raise AssertionError(f"musubi mcp --http did not listen in {timeout} s: {self.stderr()}")

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._err.close()
        assert self.proc.stdout is not None
        self.stdout = self.proc.stdout.read().decode("utf-8", errors="replace")
        self.proc.stdout.close()
        return int(self.proc.returncode)


class RawStdio:
    """A JSON-RPC session over the server's pipes that keeps every line it wrote to stdout."""

    def __init__(self, vault: Path, log: Path, env: dict[str, str] | None = None) -> None:
        self.log = log
        self._err = open(log, "wb")  # noqa: SIM115 (closed in close)
        self.proc = subprocess.Popen(musubi_args(vault, "mcp"), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self._err,
                                     env=env or os.environ.copy())
        self.lines: list[bytes] = []
        self._q: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self._next = 0

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line)
            self._q.put(line)
        self._q.put(None)

    def send(self, method: str, params: dict[str, Any] | None = None, *,
             notify: bool = False) -> int | None:
        msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        rid = None
        if not notify:
            self._next += 1
            rid = msg["id"] = self._next
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(msg) + "\n").encode())
        self.proc.stdin.flush()
        return rid

    def request(self, method: str, params: dict[str, Any] | None = None,
                timeout: float = 90) -> dict[str, Any]:
        rid = self.send(method, params)
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self._q.get(timeout=max(deadline - time.monotonic(), 0.01))
            except queue.Empty:
                raise AssertionError(f"no answer to {method} in {timeout} s: "
                                     f"{self.stderr()}") from None
            if line is None:
                raise AssertionError(f"the server closed stdout: {self.stderr()}")
            try:
                msg = json.loads(line)
            except ValueError:
                raise AssertionError(f"stdout carried something not JSON-RPC: {line!r}") from None
            if msg.get("id") == rid:
                return dict(msg)

    def stderr(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def close(self, timeout: float = 30) -> int:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        self._err.close()
        return code


def stdio_client(vault: Path) -> Client:
    return Client(StdioServerParameters(command=sys.executable,
                                        args=musubi_args(vault, "mcp")[1:],
                                        env=os.environ.copy()))


def result_json(result: Any) -> Any:
    """The JSON a tool returned (its text content; the structured copy must agree)."""
    assert not result.is_error, result.content[0].text if result.content else result
    data = json.loads(result.content[0].text)
    if result.structured_content is not None:
        assert result.structured_content == data
    return data


def error_text(result: Any) -> str:
    assert result.is_error, f"expected a tool error, got {result.content}"
    return str(result.content[0].text)


# (label, tool, arguments) called with valid arguments in every session.
VALID_CALLS: list[tuple[str, str, dict[str, Any]]] = [
    ("search", "search_conversations", {"query": "HNSW ef_search", "limit": 5}),
    ("search_filtered", "search_conversations",
     {"query": "tax return deduction", "source": "claude-code", "since": "2025-01-01",
      "until": "2025-12-31", "mode": "fast", "limit": 3}),
    ("search_nothing", "search_conversations", {"query": "tax", "since": "2030-01-01"}),
    ("read", "read_conversation", {"id": KNOWN_ID, "limit": 1}),
    ("read_next", "read_conversation", {"id": KNOWN_ID, "offset": 1, "limit": 1}),
    ("topics", "list_topics", {}),
    ("context_question", "generate_context",
     {"question": "Which ef_search value did I settle on for the HNSW index?"}),
    ("context_nonsense", "generate_context", {"question": "purple monkey dishwasher"}),
    ("profile", "get_profile", {}),
    ("whoami", "who_am_i", {}),
    ("decisions", "recall_decisions", {}),
    ("decisions_about", "recall_decisions", {"about": "HNSW", "limit": 5}),
    ("loops", "list_open_loops", {}),
    ("recent_all", "recent_activity", {"since": "2000-01-01", "limit": 3}),
    ("recent_none", "recent_activity", {"since": "2999-01-01T00:00:00+02:00"}),
    ("similar_id", "find_similar", {"id": KNOWN_ID, "limit": 3}),
    ("similar_text", "find_similar", {"text": "income tax deductions", "limit": 3}),
    ("dossier", "get_dossier", {"name": "kubernetes"}),
    ("dossier_none", "get_dossier", {"name": "zanzibar"}),
    ("remember", "remember", {"text": "I prefer answers with links to my notes.",
                              "importance": 6}),
    # What an agent saved, it finds again, and it is known about the person.
    ("search_remembered", "search_conversations", {"query": "answers with links to notes"}),
    ("whoami_remembered", "who_am_i", {}),
    # Agents leave each other a note on a channel, outside the vault.
    ("thought_send", "send_thought", {"channel": "exercise", "content": "Index rebuilt."}),
    ("thought_read", "read_thoughts", {"channel": "exercise"}),
]

# (label, tool, arguments of the first page, the list's key): walked to the end by cursor.
PAGED_CALLS: list[tuple[str, str, dict[str, Any], str]] = [
    ("decision_pages", "recall_decisions", {"limit": 7}, "decisions"),
    ("loop_pages", "list_open_loops", {"limit": 1}, "open_loops"),
    ("search_pages", "search_conversations", {"query": "HNSW index", "limit": 4}, "results"),
    ("similar_pages", "find_similar", {"text": "income tax deductions", "limit": 2}, "results"),
    ("recent_pages", "recent_activity", {"since": "2000-01-01", "limit": 4}, "conversations"),
]


async def walk_pages(client: Client, tool: str, args: dict[str, Any], key: str,
                     most: int = 40) -> list[list[Any]]:
    """Every page of a list, following next_cursor until it is null."""
    pages: list[list[Any]] = []
    cursor: str | None = None
    for _ in range(most):
        page = result_json(await client.call_tool(
            tool, args | ({"cursor": cursor} if cursor else {})))
        pages.append(page[key])
        cursor = page["next_cursor"]
        if cursor is None:
            return pages
    raise AssertionError(f"{tool} pages never ended")


# (label, tool, arguments, words the error must say).
INVALID_CALLS: list[tuple[str, str, dict[str, Any], str]] = [
    ("search_blank", "search_conversations", {"query": "   "}, "empty"),
    ("recent_bad", "recent_activity", {"since": "last friday"}, "since wants a date"),
    ("search_missing", "search_conversations", {}, "query"),
    ("search_long", "search_conversations", {"query": "x" * 2001}, "2000"),
    ("search_limit", "search_conversations", {"query": "x", "limit": 51}, "50"),
    ("search_limit_type", "search_conversations", {"query": "x", "limit": "ten"}, "limit"),
    ("search_mode", "search_conversations", {"query": "x", "mode": "turbo"}, "mode"),
    ("search_date", "search_conversations", {"query": "x", "since": "last week"}, "date"),
    ("search_dates_swapped", "search_conversations",
     {"query": "x", "since": "2025-06-01", "until": "2025-01-01"}, "after"),
    ("read_unknown", "read_conversation", {"id": "claude-code:no-such-thing"}, "not found"),
    ("read_page", "read_conversation", {"id": KNOWN_ID, "limit": 201}, "200"),
    ("read_offset", "read_conversation", {"id": KNOWN_ID, "offset": 99}, "past the end"),
    ("read_negative", "read_conversation", {"id": KNOWN_ID, "offset": -1}, "offset"),
    ("context_both", "generate_context", {"question": "a", "topic": "b"}, "exactly one"),
    ("context_neither", "generate_context", {}, "exactly one"),
    ("context_long", "generate_context", {"question": "x" * 2001}, "2000"),
    ("decisions_limit", "recall_decisions", {"limit": 0}, "limit"),
    ("loops_limit", "list_open_loops", {"limit": 51}, "50"),
    ("similar_neither", "find_similar", {}, "exactly one"),
    ("similar_unknown", "find_similar", {"id": "claude-code:no-such-thing"}, "not found"),
    ("dossier_blank", "get_dossier", {"name": " "}, "empty"),
    ("remember_importance", "remember", {"text": "x", "importance": 11}, "importance"),
    ("remember_blank", "remember", {"text": "  "}, "empty"),
    ("no_such_tool", "delete_history", {}, "delete_history"),
]


async def exercise(client: Client, cache_dir: Path) -> dict[str, Any]:
    """List the tools and call every one with valid and invalid arguments; by label."""
    out: dict[str, Any] = {"tools": (await client.list_tools()).tools}
    for label, tool, args in VALID_CALLS:
        out[label] = await client.call_tool(tool, args)
    topics = result_json(out["topics"])["topics"]
    if topics:
        out["context_topic"] = await client.call_tool("generate_context",
                                                      {"topic": topics[0]["name"]})
    out["context_topics"] = [(t, await client.call_tool("generate_context",
                                                        {"topic": t["name"]})) for t in topics]
    for label, tool, args, _ in INVALID_CALLS:
        out[label] = await client.call_tool(tool, args)
    for label, tool, args, key in PAGED_CALLS:
        out[label] = await walk_pages(client, tool, args, key)
    first = result_json(out["decisions"])["next_cursor"]
    out["cursor_of_another_tool"] = await client.call_tool("list_open_loops", {"cursor": first})
    out["cursor_of_another_question"] = await client.call_tool(
        "recall_decisions", {"about": "HNSW", "cursor": first})
    out["cursor_made_up"] = await client.call_tool("recall_decisions", {"cursor": "bm90IG91cnM"})
    linked = [b for b in out["search"].content if b.type == "resource_link"]
    out["linked_read"] = await client.read_resource(linked[0].uri) if linked else None
    with vault_locked(cache_dir):
        out["remember_busy"] = await client.call_tool("remember", {"text": "while busy"})
    return out
