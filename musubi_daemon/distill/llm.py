"""The local chat model that distils a conversation, reached through litellm.

Errors come out as two kinds, because the caller does different things with them:
``ModelUnavailable`` (nothing is answering: fall back to heuristics) and ``ModelFailed`` (the
server answered but this request went wrong: retry once, serially).

Verified against litellm 1.110.2 with a recording server: for ``openai/<model>`` the
``extra_body`` keys land at the top level of the request (``chat_template_kwargs`` arrives as
sent) and ``response_format`` passes through unchanged; for ``ollama_chat/<model>`` the schema
becomes Ollama's ``format``, ``max_tokens`` becomes ``options.num_predict``, and Ollama's own
reasoning switch is a top-level ``think: false``, sent here as a plain keyword. Either way
litellm moves a ``<think>…</think>`` block that opens the answer into ``reasoning_content``
(and Ollama's ``done_reason`` becomes ``finish_reason``).

What servers still send despite the schema (LM Studio with structured output off, a server
without grammar support, a model that reasons anyway) is read by ``prompts/answers.py``: a
reasoning block or a lone closing tag before the JSON, a code fence, prose around it. An answer
cut by the token cap keeps its items complete before the cut (``cut_reason`` says so); one cut
before its summary, all reasoning, or prose is a ModelFailed of kind "format" whose message
says which, and the note falls back to the heuristic with that reason.
"""

from __future__ import annotations

import os
import threading
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any, Protocol, cast

from ..jsonish import JSONObject
from ..model import Conversation, StructuredNote
from ..prompts.answers import NoteFormatError, find_object
from ..prompts.distill import NOTE_SCHEMA, build_messages, cut_fields, parse_cut_note, parse_note

# Ceiling on generated tokens: a capped note is ~400 tokens, so this only stops a model that
# never emits a stop token (generation time dominates local cost).
MAX_TOKENS = 1_200
# Seconds one distillation may take: ~35 tokens/s local decode of a full answer plus prefill.
TIMEOUT = 120.0
# Reachability checks must be quick so a dead server is noticed once, not per conversation.
PING_TIMEOUT = 2.0
# Local servers ignore the key, but the OpenAI SDK refuses to build a client without one (and
# litellm reports that as a 500), so a placeholder is sent when none is configured.
PLACEHOLDER_KEY = "local"
# Ollama's default address, used when no api_base is given for an ollama model.
OLLAMA_BASE = "http://localhost:11434"
OLLAMA_PREFIXES = ("ollama_chat/", "ollama/")
SCHEMA_NAME = "structured_note"

# Substrings of server errors that mean the request did not fit the context: llama.cpp
# ("exceeds the available context size"), OpenAI ("maximum context length"), LM Studio, vLLM.
CONTEXT_HINTS = ("context length", "context size", "context window", "context_length",
                 "exceed_context", "maximum context", "n_ctx", "prompt is too long",
                 "too many tokens", "tokens to keep")


class ModelError(Exception):
    """Base for chat model errors."""


class ModelUnavailable(ModelError):
    """Nothing usable answers (refused, DNS, timeout, no such model): use the heuristics."""


class ModelFailed(ModelError):
    """The server answered but this request failed; worth one serial retry.

    ``kind`` says why: "server" (5xx), "context" (did not fit the context), "request" (another
    4xx), "format" (no usable note in the answer), "empty" (no content at all). ``usage`` holds
    the tokens an answered request still cost, for the accounting.
    """

    def __init__(self, message: str, kind: str = "server", usage: Usage | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.usage = usage or Usage()


@dataclass
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(self.prompt_tokens + other.prompt_tokens,
                     self.completion_tokens + other.completion_tokens)


def load_litellm() -> Any:
    """Import litellm offline and quiet; deferred because the import costs ~3 s and ~200 MB."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
    import litellm

    # Its "Give Feedback" banner goes to stdout, which the MCP stdio transport owns.
    litellm.suppress_debug_info = True
    return litellm


class AsksJson(Protocol):
    """The seam the lifecycle's judge, the topic builder and the profile see of the chat
    model: one schema-constrained call that answers a JSON object (``ChatModel.ask_json``),
    so a job cannot reach past it and a test can hand it any object that answers. ``model``
    names it, for what is cached of its answers."""

    model: str

    def ask_json(self, messages: list[dict[str, str]], schema: JSONObject, name: str,
                 max_tokens: int | None = None) -> tuple[JSONObject, Usage]: ...


class ChatModel:
    """One local chat model: ``distill`` turns a conversation into a note, ``ping`` checks it."""

    def __init__(self, model: str, api_base: str | None, api_key: str | None = None,
                 timeout: float = TIMEOUT, max_tokens: int = MAX_TOKENS) -> None:
        self.model = model
        self.api_base = api_base.rstrip("/") if api_base else None
        self.ollama = model.startswith(OLLAMA_PREFIXES)
        if api_key is None and self.api_base and not self.ollama:
            api_key = PLACEHOLDER_KEY
        self.api_key = api_key
        self.timeout = timeout
        self.max_tokens = max_tokens
        # Conversations whose note was kept from a cut answer (``cut_reason``); the
        # distiller's two workers call ``distill`` at once.
        self._lock = threading.Lock()
        self._cut: dict[str, str] = {}

    @classmethod
    def answering(cls, model: str, api_base: str | None,
                  api_key: str | None = None) -> ChatModel | None:
        """The model when its server answers now, else None: the heuristic path."""
        chat = cls(model, api_base, api_key)
        return chat if chat.ping() else None

    def __repr__(self) -> str:
        return f"ChatModel({self.model!r}, api_base={self.api_base!r})"

    def request_kwargs(self, conv: Conversation) -> JSONObject:
        """Everything passed to ``litellm.completion`` for one conversation."""
        return self._kwargs(build_messages(conv), NOTE_SCHEMA, SCHEMA_NAME, self.max_tokens)

    def _kwargs(self, messages: list[dict[str, str]], schema: JSONObject, name: str,
                max_tokens: int) -> JSONObject:
        kwargs: JSONObject = {
            "model": self.model,
            "api_base": self.api_base,
            "api_key": self.api_key,
            "messages": messages,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": name, "schema": schema, "strict": True},
            },
            "max_tokens": max_tokens,
            "temperature": 0,
            "timeout": self.timeout,
            # Retries are the caller's (once, serially); the SDK's own would triple a 500.
            "max_retries": 0,
            "extra_body": {"chat_template_kwargs": {"enable_thinking": False}},
        }
        if self.ollama:
            kwargs["think"] = False
        return kwargs

    def distill(self, conv: Conversation) -> tuple[StructuredNote, Usage]:
        """Ask the model for the conversation's note; raises ModelUnavailable or ModelFailed."""
        kwargs = self.request_kwargs(conv)
        with self._lock:
            self._cut.pop(conv.id, None)  # a cut answer of an earlier try is not this one's
        litellm = load_litellm()
        try:
            response = litellm.completion(**kwargs)
        except Exception as exc:
            raise classify_error(exc, self) from exc
        usage = _usage(response)
        try:
            choice = response.choices[0]
            content = choice.message.content
            finish = getattr(choice, "finish_reason", None)
        except (AttributeError, IndexError) as exc:
            raise ModelFailed(f"{self.model}: response has no choices", "empty", usage) from exc
        cap = f" after hitting max_tokens={self.max_tokens}" if finish == "length" else ""
        if not content or not content.strip():
            # A server that separates reasoning (llama.cpp, LM Studio, Ollama's ``thinking``)
            # leaves the content empty when the model thought until the cap.
            thought = getattr(getattr(choice, "message", None), "reasoning_content", None)
            what = (f"only reasoning ({len(thought)} chars), no answer followed"
                    if isinstance(thought, str) and thought.strip() else "empty answer")
            raise ModelFailed(f"{self.model}: {what}{cap} (finish_reason={finish})", "empty",
                              usage)
        try:
            return parse_note(content), usage
        except NoteFormatError as exc:
            error = exc
        try:
            cut = parse_cut_note(content)
        except NoteFormatError as exc:
            error = exc  # cut before anything usable: say that rather than "truncated"
            cut = None
        if cut is None:
            raise ModelFailed(f"{self.model}: unusable answer{cap}: {error}", "format",
                              usage) from error
        self._note_cut(conv.id, cut, finish)
        return cut, usage

    def _note_cut(self, conversation_id: str, note: StructuredNote, finish: str | None) -> None:
        why = (f"was cut at the token cap (max_tokens={self.max_tokens})" if finish == "length"
               else f"stops before its JSON closes (finish_reason={finish}: a server limit "
                    "or a dropped connection)")
        with self._lock:
            self._cut[conversation_id] = (f"{self.model}: the answer {why}; kept what was "
                                          f"complete before the cut: {cut_fields(note)}")

    def cut_reason(self, conversation_id: str) -> str | None:
        """Why the note ``distill`` last returned for this conversation is shorter than the
        model meant it, or None when it came whole; asking forgets it.

        ``distill`` answers (note, usage) to a distiller that has no place for this, and a
        note kept from a cut answer is still the model's note, not a failure: so the cut is
        told aside, for the service to put in its report and in `musubi status`.
        """
        with self._lock:
            return self._cut.pop(conversation_id, None)

    def ask_json(self, messages: list[dict[str, str]], schema: JSONObject, name: str,
                 max_tokens: int | None = None) -> tuple[JSONObject, Usage]:
        """One schema-constrained call that answers a JSON object (taxonomy, profile merge).

        Raises ModelUnavailable or ModelFailed like ``distill``.
        """
        kwargs = self._kwargs(messages, schema, name, max_tokens or self.max_tokens)
        try:
            response = load_litellm().completion(**kwargs)
        except Exception as exc:
            raise classify_error(exc, self) from exc
        usage = _usage(response)
        try:
            content = response.choices[0].message.content or ""
        except (AttributeError, IndexError) as exc:
            raise ModelFailed(f"{self.model}: response has no choices", "empty", usage) from exc
        try:
            return find_object(content), usage
        except NoteFormatError as exc:
            raise ModelFailed(f"{self.model}: unusable answer: {exc}", "format", usage) from exc

    def stream_text(self, messages: list[dict[str, str]], max_tokens: int,
                    on_token: Any = None) -> tuple[str, Usage]:
        """Free text, streamed: each piece goes to ``on_token`` as it arrives (an answer a
        person watches being written). Raises ModelUnavailable or ModelFailed."""
        kwargs = self._kwargs(messages, {}, "", max_tokens)
        del kwargs["response_format"]
        kwargs.update(stream=True, stream_options={"include_usage": True})
        pieces: list[str] = []
        usage = Usage()
        try:
            for chunk in load_litellm().completion(**kwargs):
                if getattr(chunk, "usage", None):
                    usage = _usage(chunk)
                choices = getattr(chunk, "choices", None) or []
                delta = getattr(choices[0], "delta", None) if choices else None
                text = getattr(delta, "content", None) if delta is not None else None
                if text:
                    pieces.append(text)
                    if on_token is not None:
                        on_token(text)
        except Exception as exc:
            raise classify_error(exc, self) from exc
        answer = "".join(pieces)
        if not answer.strip():
            raise ModelFailed(f"{self.model}: empty answer", "empty", usage)
        return answer, usage

    def ping(self) -> bool:
        """Whether the server answers a model listing within 2 s (no litellm import)."""
        if self.ollama:
            url = f"{self.api_base or OLLAMA_BASE}/api/tags"
        elif self.api_base:
            url = f"{self.api_base}/models"
        else:
            return False  # a hosted default is not a local model
        request = urllib.request.Request(url, method="GET")
        if self.api_key and self.api_key != PLACEHOLDER_KEY:
            request.add_header("Authorization", f"Bearer {self.api_key}")
        opener = _opener_for(url)
        try:
            with opener.open(request, timeout=PING_TIMEOUT) as response:
                response.read(65_536)
                return cast("bool", 200 <= response.status < 300)
        except (urllib.error.URLError, OSError, ValueError):
            return False


def classify_error(exc: BaseException, model: ChatModel | None = None) -> ModelError:
    """Map a litellm/openai/httpx exception to ModelUnavailable or ModelFailed.

    The cause chain is walked because litellm reports a refused connection on ``openai/`` as
    an InternalServerError (status 500) whose cause is ``openai.APIConnectionError``.
    """
    where = f"{model.model} at {model.api_base or 'default base'}" if model else "chat model"
    text = str(exc)
    if _connection_failure(exc):
        return ModelUnavailable(f"{where} unreachable: {_short(text)}")
    status = _status(exc)
    name = type(exc).__name__
    if status in (401, 403, 404) or name in ("NotFoundError", "AuthenticationError",
                                             "PermissionDeniedError"):
        return ModelUnavailable(f"{where} refused the model (HTTP {status}): {_short(text)}")
    if status in (502, 503) or name in ("ServiceUnavailableError", "BadGatewayError"):
        return ModelUnavailable(f"{where} not serving (HTTP {status}): {_short(text)}")
    lowered = text.lower()
    if name == "ContextWindowExceededError" or any(h in lowered for h in CONTEXT_HINTS):
        return ModelFailed(f"{where}: request does not fit the context: {_short(text)}",
                           "context")
    if status is not None and 400 <= status < 500:
        return ModelFailed(f"{where}: request rejected (HTTP {status}): {_short(text)}",
                           "request")
    return ModelFailed(f"{where}: server error ({name}, HTTP {status}): {_short(text)}", "server")


def _connection_failure(exc: BaseException) -> bool:
    """True when any link of the cause chain is a transport failure (refused, DNS, timeout)."""
    seen: set[int] = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        names = {cls.__name__ for cls in type(link).__mro__}
        if names & {"APIConnectionError", "APITimeoutError", "Timeout", "ConnectError",
                    "ConnectTimeout", "ReadTimeout", "TimeoutException"}:
            return True
        if isinstance(link, (ConnectionError, TimeoutError)):
            return True
        link = link.__cause__ or link.__context__
    return False


def _status(exc: BaseException) -> int | None:
    status = getattr(exc, "status_code", None)
    return status if isinstance(status, int) else None


def _short(text: str, size: int = 300) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= size else flat[:size] + "…"


def _usage(response: Any) -> Usage:
    usage = getattr(response, "usage", None)
    if usage is None:
        return Usage()
    if isinstance(usage, dict):
        return Usage(int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0))
    return Usage(int(getattr(usage, "prompt_tokens", 0) or 0),
                 int(getattr(usage, "completion_tokens", 0) or 0))


def _opener_for(url: str) -> urllib.request.OpenerDirector:
    """A plain opener; proxies are skipped for loopback hosts, which a proxy cannot reach."""
    host = urllib.parse.urlsplit(url).hostname or ""
    if host in ("localhost", "127.0.0.1", "::1") or host.startswith("127."):
        return urllib.request.build_opener(urllib.request.ProxyHandler({}))
    return urllib.request.build_opener()
