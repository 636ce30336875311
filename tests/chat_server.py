"""A fake local chat server for tests: OpenAI-compatible, plus Ollama's native chat route.

Every request body is recorded, so a test can check what actually reached the wire, and the
answer comes from a settable ``respond`` callable, so a test can play a good model, a sloppy
one, a broken server or a slow one. Import the ``chat_server`` fixture from conftest to use it.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

Body = str | dict[str, Any]
Responder = Callable[[dict[str, Any]], tuple[int, Body]]

GOOD_NOTE: dict[str, Any] = {
    "title": "Choosing a vector index",
    "summary": "Compared two vector stores for a local app. Settled on Chroma.",
    "key_points": ["Chroma runs embedded", "HNSW settings raise recall"],
    "entities": ["Chroma", "sqlite-vec"],
    "decisions": ["Use Chroma with cosine distance"],
    "facts": [],
    "actions": ["Benchmark ef_search values"],
    "topics": ["vector search"],
}


def completion_body(content: str, prompt_tokens: int = 100, completion_tokens: int = 20,
                    finish_reason: str = "stop", model: str = "test-model") -> dict[str, Any]:
    """A complete OpenAI chat completion carrying ``content`` and the given usage."""
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "finish_reason": finish_reason,
                     "message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    }


def error_body(message: str, type_: str = "server_error", code: str | int | None = None
               ) -> dict[str, Any]:
    """An error in OpenAI's format, as llama.cpp, LM Studio and vLLM send it."""
    return {"error": {"message": message, "type": type_, "param": None, "code": code}}


def context_error() -> tuple[int, dict[str, Any]]:
    """The 400 a server sends when the prompt does not fit the context."""
    return 400, error_body(
        "This model's maximum context length is 4096 tokens. However, your messages resulted "
        "in 5210 tokens. Please reduce the length of the messages.",
        "invalid_request_error", "context_length_exceeded")


def good_note(_: dict[str, Any]) -> tuple[int, Body]:
    """The default answer: a valid note, as a grammar-constrained model returns it."""
    return 200, json.dumps(GOOD_NOTE)


# Whole response bodies as Ollama (native and OpenAI-compatible), LM Studio and llama.cpp send
# them, one habit each: reasoning before the JSON, fences, the token cap, prose.
RECORDED = Path(__file__).resolve().parent / "fixtures" / "model_answers"


def recorded(name: str) -> dict[str, Any]:
    """The recorded body ``fixtures/model_answers/<name>.json``, sent back as it is."""
    body: dict[str, Any] = json.loads((RECORDED / f"{name}.json").read_text(encoding="utf-8"))
    return body


def replay(answers: Mapping[str, str], default: Responder = good_note) -> Responder:
    """A responder that sends the recorded body ``answers[marker]`` to a request whose
    messages hold ``marker``, and ``default``'s answer to any other."""
    def respond(body: dict[str, Any]) -> tuple[int, Body]:
        text = json.dumps(body.get("messages") or [])
        for marker, name in answers.items():
            if marker in text:
                return 200, recorded(name)
        return default(body)

    return respond


class ChatServer:
    """A threaded HTTP server on 127.0.0.1 and a free port; use as a context manager.

    ``respond(body) -> (status, answer)``: a string answer with status 200 becomes the
    assistant's message (wrapped in a completion with usage, or streamed as SSE when the request
    asks for ``stream``); a dict is sent as the JSON body as is; any other status sends the
    answer as the error body.
    """

    def __init__(self, respond: Responder | None = None) -> None:
        self.respond: Responder = respond or good_note
        self._lock = threading.Lock()
        self._requests: list[dict[str, Any]] = []
        self._paths: list[str] = []
        self._in_flight = 0
        self.max_in_flight = 0
        self.errors: list[BaseException] = []  # exceptions raised by ``respond``
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- life cycle ------------------------------------------------------------------------
    def start(self) -> ChatServer:
        handler = type("Handler", (_Handler,), {"owner": self})
        self._server = _QuietServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever,
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> ChatServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- addresses and records -------------------------------------------------------------
    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("server not started")
        return self._server.server_address[1]

    @property
    def base(self) -> str:
        """The root address, what an ``ollama_chat/`` model takes as api_base."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        """The OpenAI-style api_base (with ``/v1``)."""
        return f"{self.base}/v1"

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Bodies of every chat request so far, oldest first (a copy)."""
        with self._lock:
            return list(self._requests)

    @property
    def paths(self) -> list[str]:
        """``METHOD /path`` of every request, chat or not."""
        with self._lock:
            return list(self._paths)

    def reset(self) -> None:
        with self._lock:
            self._requests.clear()
            self._paths.clear()
            self.max_in_flight = 0

    def _enter(self, method: str, path: str, body: dict[str, Any] | None) -> None:
        with self._lock:
            self._paths.append(f"{method} {path}")
            if body is not None:
                self._requests.append(body)
                self._in_flight += 1
                self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1


class _QuietServer(ThreadingHTTPServer):
    """Clients that hang up early (a timeout test) are expected; don't print their traceback."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    owner: ChatServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet test output
        pass

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0].rstrip("/")
        self.owner._enter("GET", path, None)
        if path in ("/v1/models", "/models"):
            self._json(200, {"object": "list",
                             "data": [{"id": "test-model", "object": "model", "owned_by": "test"}]})
        elif path == "/api/tags":
            self._json(200, {"models": [{"name": "test-model", "model": "test-model"}]})
        else:
            self._json(404, error_body(f"no route {path}", "not_found"))

    def do_POST(self) -> None:
        path = self.path.split("?", 1)[0].rstrip("/")
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            self.owner._enter("POST", path, None)
            self._json(400, error_body("request body is not JSON", "invalid_request_error"))
            return
        if path == "/api/show":  # litellm asks Ollama about a model's capabilities
            self.owner._enter("POST", path, None)
            self._json(200, {"capabilities": ["completion"], "model_info": {}})
            return
        if path not in ("/v1/chat/completions", "/chat/completions", "/api/chat"):
            self.owner._enter("POST", path, None)
            self._json(404, error_body(f"no route {path}", "not_found"))
            return
        self.owner._enter("POST", path, body)
        try:
            try:
                status, answer = self.owner.respond(body)
            except Exception as exc:  # a broken responder is the test's bug: say so, as a 500
                self.owner.errors.append(exc)
                status, answer = 500, error_body(f"respond() raised {exc!r}")
            if status != 200 or isinstance(answer, dict):
                if isinstance(answer, dict):
                    self._json(status, answer)
                else:
                    self._send(status, answer.encode(), "text/plain; charset=utf-8")
            elif path == "/api/chat":
                self._ollama(body, answer)
            elif body.get("stream"):
                self._stream(body, answer)
            else:
                self._json(200, completion_body(answer, *_token_counts(body, answer),
                                                model=body.get("model", "test-model")))
        finally:
            self.owner._leave()

    # -- answers ---------------------------------------------------------------------------
    def _send(self, status: int, data: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _json(self, status: int, payload: dict[str, Any]) -> None:
        self._send(status, json.dumps(payload).encode(), "application/json")

    def _ollama(self, body: dict[str, Any], content: str) -> None:
        prompt, completion = _token_counts(body, content)
        self._json(200, {"model": body.get("model", "test-model"),
                         "created_at": "2025-01-01T00:00:00Z",
                         "message": {"role": "assistant", "content": content},
                         "done": True, "done_reason": "stop",
                         "prompt_eval_count": prompt, "eval_count": completion})

    def _stream(self, body: dict[str, Any], content: str) -> None:
        """Server-sent events: a role chunk, content in pieces, a finish chunk, usage, DONE."""
        model = body.get("model", "test-model")
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

        def event(delta: dict[str, Any], finish: str | None = None,
                  usage: dict[str, int] | None = None) -> None:
            chunk: dict[str, Any] = {
                "id": "chatcmpl-test", "object": "chat.completion.chunk",
                "created": int(time.time()), "model": model,
                "choices": [] if usage else [{"index": 0, "delta": delta,
                                              "finish_reason": finish}],
            }
            if usage:
                chunk["usage"] = usage
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.flush()

        event({"role": "assistant", "content": ""})
        for start in range(0, len(content), 16):
            event({"content": content[start:start + 16]})
        event({}, "stop")
        if (body.get("stream_options") or {}).get("include_usage"):
            prompt, completion = _token_counts(body, content)
            event({}, usage={"prompt_tokens": prompt, "completion_tokens": completion,
                             "total_tokens": prompt + completion})
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()


def _token_counts(body: dict[str, Any], content: str) -> tuple[int, int]:
    """Rough token counts (4 characters a token), so usage is never missing."""
    prompt = sum(len(str(m.get("content") or "")) for m in body.get("messages") or [])
    return max(1, prompt // 4), max(1, len(content) // 4)


@pytest.fixture
def chat_server() -> Iterator[ChatServer]:
    """A running ChatServer answering with ``GOOD_NOTE`` until a test sets ``respond``."""
    with ChatServer() as server:
        yield server
    if server.errors:
        pytest.fail(f"the test's respond() raised: {server.errors[0]!r}")
