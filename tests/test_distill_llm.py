"""The distillation client against a recording fake server, through the real litellm.

What matters is what reaches the wire (schema with caps, reasoning off, a sampled transcript)
and that every way a local model misbehaves ends as a note, ModelFailed or ModelUnavailable.
"""

# ruff: noqa: F811  (the chat_server fixture is imported, then named as a parameter)
from __future__ import annotations

import json
import re
import socket
import threading
import time
from typing import Any

import pytest
from chat_server import (
    GOOD_NOTE,
    ChatServer,
    chat_server,  # noqa: F401  (fixture)
    completion_body,
    context_error,
    error_body,
)

from musubi_daemon.config import LIST_LIMITS
from musubi_daemon.distill.llm import (
    ChatModel,
    ModelFailed,
    ModelUnavailable,
    Usage,
    load_litellm,
)
from musubi_daemon.model import Conversation, Message, StructuredNote, ToolCall
from musubi_daemon.prompts.answers import NoteFormatError
from musubi_daemon.prompts.distill import (
    NO_THINK,
    NOTE_SCHEMA,
    SYSTEM_PROMPT,
    build_messages,
    note_to_dict,
    parse_note,
)
from musubi_daemon.prompts.transcript import render_message, sample_text, sample_transcript

# The caps the design settled on: each one halves generated tokens, which dominate local cost.
# Long sessions settle more questions, and a person introducing a household states several facts.
CAPS = {"key_points": 5, "entities": 10, "decisions": 8, "superseded": 4, "facts": 8,
        "actions": 5, "topics": 3}
MARKER = re.compile(r"\n\[\.\.\. (\d+) characters omitted \.\.\.\]\n")


def conversation(messages: list[Message], title: str | None = "Vector index") -> Conversation:
    return Conversation(id="claude-code:abc", source="claude-code", title=title, project="musubi",
                        created_at="2025-03-04T10:00:00Z", updated_at="2025-03-04T11:00:00Z",
                        source_ref="x.jsonl", messages=messages)


def short_conv() -> Conversation:
    return conversation([
        Message("m1", "user", "Should I use Chroma or sqlite-vec?"),
        Message("m2", "assistant", "Chroma, since it runs embedded.",
                tool_calls=[ToolCall("c1", "Bash", {"cmd": "ls"})]),
        Message("m3", "tool", "file-a\nfile-b", tool_call_id="c1", tool_name="Bash"),
        Message("m4", "user", "OK, Chroma it is."),
    ])


def long_conv() -> Conversation:
    """~60k characters: a unique opening, a tool dump in the middle, a unique ending."""
    msgs = [Message("m0", "user", "OPENING-QUESTION about the vector index.")]
    for i in range(1, 120):
        role = "user" if i % 2 == 0 else "assistant"
        msgs.append(Message(f"m{i}", role, f"middle turn {i:03d} " + "lorem ipsum " * 40))
    msgs.append(Message("t1", "tool", "X" * 5_000, tool_call_id="c9", tool_name="Read"))
    msgs.append(Message("mz", "assistant", "FINAL-CONCLUSION: use Chroma."))
    return conversation(msgs)


def sent_user_text(body: dict[str, Any]) -> str:
    return next(m["content"] for m in body["messages"] if m["role"] == "user")


def transcript_of(user_text: str) -> str:
    start = user_text.index("Transcript:\n") + len("Transcript:\n")
    end = user_text.rindex("\n\nWrite the JSON note")
    return user_text[start:end]


def model_for(server: ChatServer, **kwargs: Any) -> ChatModel:
    return ChatModel("openai/test-model", server.url, **kwargs)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# -- what reaches the server --------------------------------------------------------------------

def test_request_carries_schema_reasoning_off_and_caps(chat_server: ChatServer) -> None:
    note, _ = model_for(chat_server, max_tokens=777).distill(short_conv())
    assert note.decisions == GOOD_NOTE["decisions"]
    [body] = chat_server.requests
    assert body["model"] == "test-model"
    assert body["max_tokens"] == 777
    assert body["temperature"] == 0
    assert not body.get("stream")
    assert body["chat_template_kwargs"] == {"enable_thinking": False}
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["name"] == "structured_note"
    assert fmt["json_schema"]["strict"] is True
    schema = fmt["json_schema"]["schema"]
    assert schema == json.loads(json.dumps(NOTE_SCHEMA))
    assert schema["additionalProperties"] is False
    assert set(schema["required"]) == {"title", "summary", *LIST_LIMITS}
    assert LIST_LIMITS == CAPS
    for name, limit in CAPS.items():
        assert schema["properties"][name]["maxItems"] == limit
    assert "tags" not in schema["properties"]
    system, user = body["messages"]
    assert system["role"] == "system" and system["content"] == SYSTEM_PROMPT
    assert user["content"].rstrip().endswith(NO_THINK)
    assert "Title: Vector index" in user["content"]
    assert "Source: claude-code" in user["content"]
    assert "Date: 2025-03-04" in user["content"]
    assert "Assistant: Chroma, since it runs embedded. [tool: Bash]" in user["content"]
    assert "Tool (Bash): file-a file-b" in user["content"]
    assert chat_server.paths == ["POST /v1/chat/completions"]  # one call, no hidden retries


def test_ollama_chat_gets_format_think_off_and_num_predict(chat_server: ChatServer) -> None:
    model = ChatModel("ollama_chat/qwen3", chat_server.base, max_tokens=900)
    note, usage = model.distill(short_conv())
    assert note.title == GOOD_NOTE["title"]
    assert chat_server.paths == ["POST /api/chat"]  # `think` sent directly: no /api/show trip
    [body] = chat_server.requests
    assert body["format"] == json.loads(json.dumps(NOTE_SCHEMA))
    assert body["think"] is False
    assert body["options"]["num_predict"] == 900
    assert body["options"]["temperature"] == 0
    assert body["messages"][-1]["content"].rstrip().endswith(NO_THINK)
    assert usage.prompt_tokens > 0 and usage.completion_tokens > 0


def test_long_transcript_is_sampled_head_and_tail(chat_server: ChatServer) -> None:
    conv = long_conv()
    model_for(chat_server).distill(conv)
    transcript = transcript_of(sent_user_text(chat_server.requests[0]))
    assert transcript == sample_transcript(conv)
    assert len(transcript) <= 8_000
    head, marker, tail = MARKER.split(transcript)
    assert transcript.startswith("User: OPENING-QUESTION")
    assert tail.endswith("Assistant: FINAL-CONCLUSION: use Chroma.")
    assert "middle turn 060" not in transcript
    # 45 % of the budget to the head, the rest (less the marker) to the tail, words kept whole.
    assert 0.45 * 8_000 - 200 <= len(head) <= 0.45 * 8_000
    assert 0.55 * 8_000 - 250 <= len(tail) <= 0.55 * 8_000
    full_length = sum(len(render_message(m)) + 1 for m in conv.messages) - 1
    assert int(marker) == full_length - len(head) - len(tail)
    # The 5,000-character tool dump was clipped to 200 before sampling.
    assert "X" * 200 in transcript and "X" * 201 not in transcript


def test_usage_is_read_from_the_response(chat_server: ChatServer) -> None:
    chat_server.respond = lambda body: (200, completion_body(json.dumps(GOOD_NOTE), 1234, 56))
    _, usage = model_for(chat_server).distill(short_conv())
    assert usage == Usage(1234, 56)
    assert (usage + usage).total_tokens == 2 * (1234 + 56)


# -- sloppy answers -----------------------------------------------------------------------------

def test_prose_wrapped_json_parses(chat_server: ChatServer) -> None:
    wrapped = ("Sure! Here is the note you asked for:\n```json\n" + json.dumps(GOOD_NOTE, indent=2)
               + "\n```\nLet me know if you need anything else {or not}.")
    chat_server.respond = lambda body: (200, wrapped)
    note, _ = model_for(chat_server).distill(short_conv())
    assert note.title == GOOD_NOTE["title"]
    assert note.actions == GOOD_NOTE["actions"]


def test_truncated_json_raises_model_failed(chat_server: ChatServer) -> None:
    text = json.dumps(GOOD_NOTE)[:60]  # cut inside the summary: nothing worth keeping
    chat_server.respond = lambda body: (200, completion_body(text, finish_reason="length"))
    with pytest.raises(ModelFailed) as info:
        model_for(chat_server, max_tokens=50).distill(short_conv())
    assert info.value.kind == "format"
    assert "truncated" in str(info.value) and "max_tokens=50" in str(info.value)
    assert info.value.usage == Usage(100, 20)  # tokens spent all the same


def test_json_cut_after_the_summary_keeps_its_complete_items(chat_server: ChatServer) -> None:
    text = json.dumps(GOOD_NOTE)[:-40]  # cut inside the open loops
    chat_server.respond = lambda body: (200, completion_body(text, finish_reason="length"))
    model = model_for(chat_server, max_tokens=50)
    note, _ = model.distill(short_conv())
    assert note.summary == GOOD_NOTE["summary"] and note.decisions == GOOD_NOTE["decisions"]
    assert note.actions == [] and note.topics == []
    reason = model.cut_reason(short_conv().id)
    assert reason is not None and "token cap (max_tokens=50)" in reason
    assert model.cut_reason(short_conv().id) is None  # told once


def test_unbounded_list_is_cut_to_max_items(chat_server: ChatServer) -> None:
    runaway = dict(GOOD_NOTE, facts=[f"Fact number {i}" for i in range(400)],
                   topics=["a", "A", " a ", 7, None, "b", "c", "d", "e"])
    chat_server.respond = lambda body: (200, json.dumps(runaway))
    note, _ = model_for(chat_server).distill(short_conv())
    assert note.facts == [f"Fact number {i}" for i in range(LIST_LIMITS["facts"])]
    assert note.topics == ["a", "b", "c"]


def test_empty_answer_is_model_failed(chat_server: ChatServer) -> None:
    chat_server.respond = lambda body: (200, "")
    with pytest.raises(ModelFailed) as info:
        model_for(chat_server).distill(short_conv())
    assert info.value.kind == "empty"


# -- broken servers -----------------------------------------------------------------------------

def test_server_error_is_model_failed_without_retries(chat_server: ChatServer) -> None:
    chat_server.respond = lambda body: (500, error_body("CUDA out of memory"))
    with pytest.raises(ModelFailed) as info:
        model_for(chat_server).distill(short_conv())
    assert info.value.kind == "server"
    assert not isinstance(info.value, ModelUnavailable)
    assert len(chat_server.requests) == 1  # the caller owns the retry


def test_context_size_error_is_model_failed(chat_server: ChatServer) -> None:
    chat_server.respond = lambda body: context_error()
    with pytest.raises(ModelFailed) as info:
        model_for(chat_server).distill(short_conv())
    assert info.value.kind == "context"


def test_llama_cpp_context_error_is_model_failed(chat_server: ChatServer) -> None:
    chat_server.respond = lambda body: (400, error_body(
        "the request exceeds the available context size, try increasing the context size",
        "exceed_context_size_error", 400))
    with pytest.raises(ModelFailed) as info:
        ChatModel("ollama_chat/qwen3", chat_server.base).distill(short_conv())
    assert info.value.kind == "context"


def test_missing_model_is_unavailable(chat_server: ChatServer) -> None:
    chat_server.respond = lambda body: (404, error_body("model 'nope' not found", "not_found"))
    with pytest.raises(ModelUnavailable):
        model_for(chat_server).distill(short_conv())


@pytest.mark.parametrize("model_name, suffix", [("openai/m", "/v1"), ("ollama_chat/m", "")])
def test_closed_port_is_unavailable_quickly(model_name: str, suffix: str) -> None:
    model = ChatModel(model_name, f"http://127.0.0.1:{free_port()}{suffix}")
    started = time.monotonic()
    with pytest.raises(ModelUnavailable):
        model.distill(short_conv())
    assert time.monotonic() - started < 5


def test_timeout_is_unavailable(chat_server: ChatServer) -> None:
    def slow(body: dict[str, Any]) -> tuple[int, str]:
        time.sleep(2)
        return 200, json.dumps(GOOD_NOTE)

    chat_server.respond = slow
    load_litellm()  # its import is not part of the timeout
    started = time.monotonic()
    with pytest.raises(ModelUnavailable):
        model_for(chat_server, timeout=0.5).distill(short_conv())
    assert time.monotonic() - started < 1.8


def test_two_workers_reach_the_server_at_once(chat_server: ChatServer) -> None:
    def slow(body: dict[str, Any]) -> tuple[int, str]:
        time.sleep(0.4)
        return 200, json.dumps(GOOD_NOTE)

    chat_server.respond = slow
    model = model_for(chat_server)
    model.distill(short_conv())  # litellm's import and client set-up out of the timed part
    chat_server.reset()
    notes: list[StructuredNote] = []
    workers = [threading.Thread(target=lambda: notes.append(model.distill(short_conv())[0]))
               for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(10)
    assert len(notes) == 2
    assert chat_server.max_in_flight == 2


# -- ping -----------------------------------------------------------------------------------------

def test_ping(chat_server: ChatServer) -> None:
    assert model_for(chat_server).ping() is True
    assert ChatModel("ollama_chat/m", chat_server.base).ping() is True
    assert chat_server.paths == ["GET /v1/models", "GET /api/tags"]
    started = time.monotonic()
    assert ChatModel("openai/m", f"http://127.0.0.1:{free_port()}/v1").ping() is False
    assert ChatModel("ollama_chat/m", f"http://127.0.0.1:{free_port()}").ping() is False
    assert ChatModel("openai/m", f"{chat_server.base}/nope").ping() is False  # a 404
    assert time.monotonic() - started < 3


def test_server_streams_sse_through_litellm(chat_server: ChatServer) -> None:
    """The fake's streaming mode, for synthesis tests: chunks reassemble to the answer."""
    chat_server.respond = lambda body: (200, "Streaming answer in many small pieces.")
    chunks = load_litellm().completion(
        model="openai/test-model", api_base=chat_server.url, api_key="k", stream=True,
        messages=[{"role": "user", "content": "hi"}], stream_options={"include_usage": True})
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "Streaming answer in many small pieces."
    assert chat_server.requests[0]["stream"] is True


# -- parser, sampler and prompt without a server -------------------------------------------------

def test_parse_note_tolerance() -> None:
    note = parse_note("<think>maybe {not this}</think>\n" + json.dumps({
        "title": "  A   title ",
        "summary": "First sentence, e.g. with an abbreviation. Second one! Third is cut.",
        "keyPoints": ["- bulleted", "plain", "PLAIN."],
        "facts": ["None"],
        "extra": "ignored",
    }))
    assert parse_note(json.dumps({"note": GOOD_NOTE})).title == GOOD_NOTE["title"]
    assert note.title == "A title"
    assert note.summary == "First sentence, e.g. with an abbreviation. Second one!"
    assert note.key_points == ["bulleted", "plain"]
    assert note.facts == [] and note.decisions == [] and note.tags == []
    round_trip = StructuredNote(**GOOD_NOTE)
    assert parse_note(json.dumps(note_to_dict(round_trip))) == round_trip


@pytest.mark.parametrize("text, message", [
    ('{"title": "x", "summary": "cut here', "truncated"),
    ('Here: {"title": "x", "key_points": ["a", "b"', "truncated"),
    ("I could not produce a note.", "no JSON object"),
    ('{"title": "x",, "summary": "y"}', "invalid JSON"),
    ('["a", "b"]', "array"),
    ('{"answer": 42}', "none of the note fields"),
    ("", "empty"),
])
def test_parse_note_errors(text: str, message: str) -> None:
    with pytest.raises(NoteFormatError, match=message):
        parse_note(text)


def test_sampling_is_bounded_exact_and_deterministic() -> None:
    conv = long_conv()
    first, second = sample_transcript(conv, budget=3_000), sample_transcript(conv, budget=3_000)
    assert first == second
    assert len(first) <= 3_000
    full = sample_transcript(conv, budget=10**9)
    head, count, tail = MARKER.split(first)
    assert full.startswith(head) and full.endswith(tail)
    assert int(count) == len(full) - len(head) - len(tail)
    assert sample_text("short", budget=100) == "short"
    assert len(sample_text("word " * 1000, budget=500, head_share=1.0)) <= 500
    assert sample_transcript(short_conv()) == "\n".join([
        "User: Should I use Chroma or sqlite-vec?",
        "Assistant: Chroma, since it runs embedded. [tool: Bash]",
        "Tool (Bash): file-a file-b",
        "User: OK, Chroma it is.",
    ])


def test_prompt_rules_and_examples() -> None:
    for phrase in ("Lives in Lisbon", "Is colour-blind", "Prefers tabs over spaces",
                   "a year from now", "an empty list is the expected answer", "project state",
                   "anything the assistant said", "temporary states and moods", "versions"):
        assert phrase in SYSTEM_PROMPT
    machine = conversation([Message("m1", "user", "Summary of earlier work", machine=True)],
                           title=None)
    _, user = build_messages(machine)
    assert "Title: (untitled)" in user["content"]
    assert "Context: Summary of earlier work" in user["content"]
    assert user["content"].rstrip().endswith(NO_THINK)
