"""`musubi ask`: cited answers from the library, streamed; nothing invented when nothing
matches; greetings recognised; follow-ups read with the question before them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from chat_server import ChatServer
from cli_helpers import musubi
from knowledge_library import copy_library, respond, schema_name


@pytest.fixture
def library(home: Path, tmp_path: Path, library_template: Path, chat_server: ChatServer,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    chat_server.respond = respond
    return copy_library(library_template, tmp_path / "vault", monkeypatch)


def ask(*args: str) -> dict[str, Any]:
    return json.loads(musubi("ask", "--json", *args).stdout)


def model(server: ChatServer) -> list[str]:
    return ["--model", "openai/test", "--api-base", server.url]


def answers(server: ChatServer, text: str, query: str = "") -> None:
    """The test model: a cited answer for questions, a standalone query for follow-ups."""
    def reply(body: dict[str, Any]) -> tuple[int, str]:
        if schema_name(body) == "query":
            return 200, json.dumps({"query": query})
        if body.get("response_format"):
            return respond(body)
        return 200, text
    server.respond = reply


def test_without_a_model_passages_and_summaries_labelled(library: Path) -> None:
    r = ask("--only-heuristic", "what did I decide about HNSW recall settings?")
    assert not r["synthesised"] and not r["nothing_found"]
    assert r["answer"].startswith("Not synthesised")
    first = r["citations"][0]
    assert "HNSW" in first["title"] or "HNSW" in first["text"]
    assert first["link"].startswith("[[Musubi/conversations/") and "#^m-" in first["link"]
    assert first["summary"]  # the conversation's distilled summary rides along
    assert [c["n"] for c in r["citations"]] == list(range(1, len(r["citations"]) + 1))
    assert len({c["conversation_id"] for c in r["citations"]}) == len(r["citations"])


def test_model_answers_from_distilled_notes_with_citations_streamed(
        library: Path, chat_server: ChatServer) -> None:
    answers(chat_server, "You chose to keep notes on HNSW recall settings [1], and raised "
                         "ef_search for recall [1].")
    before = len(chat_server.requests)
    out = musubi("ask", *model(chat_server), "what did I decide about HNSW recall settings?")
    assert "You chose to keep notes on HNSW recall settings [1]" in out.stdout
    assert "[1] HNSW recall settings" in out.stdout and "#^m-" in out.stdout
    body = chat_server.requests[before]
    assert body["stream"] is True
    prompt = body["messages"][-1]["content"]
    # Written from the distilled notes: summary and decisions, numbered for citing.
    assert "[1] HNSW recall settings" in prompt and "Decision: Keep notes on hnsw" in prompt
    assert "Summary:" in prompt


def test_nothing_found_says_so_without_calling_the_model(library: Path,
                                                         chat_server: ChatServer) -> None:
    answers(chat_server, "should never be asked")
    before = len(chat_server.requests)
    r = ask(*model(chat_server), "which penguin species live on the rings of Saturn?")
    assert r["nothing_found"] and r["citations"] == [] and not r["synthesised"]
    assert len(chat_server.requests) == before + 0 or all(
        b.get("stream") is not True for b in chat_server.requests[before:])


def test_greetings_and_non_questions(library: Path, chat_server: ChatServer) -> None:
    before = len(chat_server.requests)
    hi = ask(*model(chat_server), "hi!")
    assert hi["greeting"] and not hi["citations"] and "Ask me" in hi["answer"]
    thanks = ask(*model(chat_server), "thanks, musubi")
    assert thanks["greeting"]
    empty = ask(*model(chat_server), "?!")
    assert not empty["greeting"] and not empty["citations"]
    assert len(chat_server.requests) == before  # nothing searched, nothing asked
    bad = musubi("ask", "x" * 2001, check=False)
    assert bad.returncode == 2 and "2000" in bad.stderr.replace(",", "")


def test_follow_up_is_read_with_the_question_before_it(library: Path,
                                                       chat_server: ChatServer) -> None:
    first = ask("--only-heuristic", "what did I decide about the tax return deductions?")
    assert not first["nothing_found"]
    follow = ask("--only-heuristic", "and helm?")
    assert "tax" in follow["query"] and "helm" in follow["query"]
    fresh = ask("--only-heuristic", "--new", "and helm?")
    assert fresh["query"] == "and helm?"
    answers(chat_server, "Helm values per environment [1].", query="helm values decisions")
    ask(*model(chat_server), "what did I decide about readiness probes?")
    r = ask(*model(chat_server), "and helm?")
    assert r["query"] == "helm values decisions"
    assert any("Helm" in c["title"] for c in r["citations"])
