"""`musubi distill` end to end: notes, git, merges and fallbacks, against a fake local model."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from chat_server import GOOD_NOTE, ChatServer, context_error
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.config import LIST_LIMITS
from musubi_daemon.vault.distilled import parse_sections
from musubi_daemon.vault.notes import parse

LONG = ("The tile server keeps a disk cache keyed by zoom, x and y; after each deploy the cache "
        "is cold because the key includes the build hash, so the first visitors wait. ") * 30


@pytest.fixture
def vault(home: Path, tmp_path: Path) -> Path:
    """Three long conversations and one short one, ingested."""
    for i in range(3):
        sid = f"d15711{i:02d}-0000-4000-8000-000000000000"
        s = Session(project_dir(home) / f"{sid}.jsonl", sid)
        s.user(f"Question {i}: why is the tile cache cold? {LONG}")
        s.assistant(f"Because of the build hash. {LONG}")
        s.user("We decided to drop the build hash from the key.").assistant("Good call.")
        s.write()
    short = Session(project_dir(home) / "5404a000-0000-4000-8000-000000000000.jsonl",
                    "5404a000-0000-4000-8000-000000000000")
    short.user("TODO: renew the domain before May.").assistant("Noted.").write()
    v = tmp_path / "vault"
    musubi("init", str(v))
    musubi("ingest")
    return v


def notes(vault: Path) -> list[Path]:
    return sorted((vault / "Musubi" / "conversations").rglob("*.md"))


def chat_calls(server: ChatServer) -> int:
    return sum(1 for p in server.paths if p.endswith("/chat/completions"))


def distill(server: ChatServer | str, *extra: str, check: bool = True) -> Any:
    url = server if isinstance(server, str) else server.url
    proc = musubi("distill", "--json", "--model", "openai/qwen-test", "--api-base", url, *extra,
                  check=check)
    return json.loads(proc.stdout), proc


def test_model_distils_long_and_heuristics_short(vault: Path, chat_server: ChatServer) -> None:
    report, _ = distill(chat_server)
    assert report["by_model"] == 3 and report["by_heuristic"] == 1
    assert chat_calls(chat_server) == 3  # the short conversation never reached the model
    assert report["prompt_tokens"] > 0 and report["completion_tokens"] > 0
    by = {}
    for p in notes(vault):
        text = p.read_text(encoding="utf-8")
        note = parse_sections(text)
        assert note is not None
        conv = parse(text)
        by[conv.id] = note
        assert len(conv.messages) >= 2  # the transcript is still whole
        if "5404a000" in conv.id:
            assert "distilled_by: heuristic" in text
            assert [a.rstrip(".") for a in note.actions] == ["Renew the domain before May"]
        else:
            assert "distilled_by: openai/qwen-test" in text
            assert note.decisions == GOOD_NOTE["decisions"]
            assert note.summary == GOOD_NOTE["summary"]
            # No note named Chroma in the vault: plain words, not a link to nowhere.
            assert "entities:\n- Chroma\n" in text and "[[Chroma]]" not in text
            assert "## Open loops\n\n- [ ] Benchmark" in text
    log = git(vault, "log", "--format=%an|%s")
    assert log.splitlines()[0] == "Musubi|musubi distill: 4 notes (3 by openai/qwen-test, " \
                                  "1 heuristic)"
    status = json.loads(musubi("status", "--json").stdout)["distilled"]
    assert status["by_model"] == 3 and status["by_heuristic"] == 1 and status["pending"] == 0
    assert status["prompt_tokens"] == report["prompt_tokens"]
    # Nothing left to do: a second run writes nothing and calls nothing.
    again, _ = distill(chat_server)
    assert again["written"] == 0 and chat_calls(chat_server) == 3 and again["commit"] is None


def test_requests_are_constrained_and_at_most_two_at_once(vault: Path) -> None:
    def slow(body: dict[str, Any]) -> tuple[int, Any]:
        time.sleep(0.4)
        return 200, json.dumps(GOOD_NOTE)

    with ChatServer(slow) as server:
        distill(server)
        assert server.max_in_flight == 2
        body = next(b for b in server.requests if b and "messages" in b)
    schema = body["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["decisions"]["maxItems"] == LIST_LIMITS["decisions"]
    assert body["chat_template_kwargs"] == {"enable_thinking": False}
    assert "/no_think" in json.dumps(body["messages"])
    prompt = body["messages"][-1]["content"]
    assert "characters omitted" in prompt and len(prompt) < 10_000  # sampled to the budget


def test_failures_are_retried_once_serially(vault: Path) -> None:
    seen: dict[str, int] = {}
    lock = threading.Lock()

    def flaky(body: dict[str, Any]) -> tuple[int, Any]:
        key = body["messages"][-1]["content"][:400]
        with lock:
            seen[key] = seen.get(key, 0) + 1
            first = seen[key] == 1
        if first and "Question 0" in key:
            return 500, {"error": {"message": "boom", "type": "server_error"}}
        if first and "Question 1" in key:
            return context_error()
        return 200, json.dumps(GOOD_NOTE)

    with ChatServer(flaky) as server:
        report, _ = distill(server)
        assert chat_calls(server) == 5
    assert report["retried"] == 2 and report["by_model"] == 3 and report["failed"] == 0


def test_malformed_answers_are_cut_or_fall_back(vault: Path) -> None:
    def messy(body: dict[str, Any]) -> tuple[int, Any]:
        prompt = body["messages"][-1]["content"]
        if "Question 0" in prompt:  # prose around the JSON
            return 200, "Sure! Here it is:\n```json\n" + json.dumps(GOOD_NOTE) + "\n```"
        if "Question 1" in prompt:  # a list that never ends
            return 200, json.dumps({**GOOD_NOTE, "decisions": [f"d{i}" for i in range(400)]})
        return 200, json.dumps(GOOD_NOTE)[:60]  # truncated, twice: heuristics take over

    with ChatServer(messy) as server:
        report, _ = distill(server)
    assert report["by_model"] == 2 and report["by_heuristic"] == 2 and report["failed"] == 1
    for p in notes(vault):
        note = parse_sections(p.read_text(encoding="utf-8"))
        assert note is not None and len(note.decisions) <= LIST_LIMITS["decisions"]


def test_dead_server_falls_back_then_a_live_one_upgrades(vault: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{s.getsockname()[1]}/v1"
    report, proc = distill(dead)
    assert proc.returncode == 0 and report["model_unavailable"]
    assert report["by_heuristic"] == 4 and report["by_model"] == 0
    assert "heuristic" in json.dumps(report)
    human = musubi("distill", "--model", "openai/x", "--api-base", dead)
    assert "nothing new to commit" in human.stdout
    with ChatServer() as server:
        upgraded, _ = distill(server)
        assert upgraded["by_model"] == 3 and chat_calls(server) == 3  # short ones stay


def test_persons_edit_survives_redistil_and_ingest(vault: Path, home: Path,
                                                  chat_server: ChatServer) -> None:
    distill(chat_server)
    target = next(p for p in notes(vault) if "d1571100" in parse(p.read_text()).id)
    text = target.read_text(encoding="utf-8")
    mine = re.sub(r"- Use Chroma with cosine distance \^d-[0-9a-f]{6}\n", "", text)
    assert mine != text
    mine = mine.replace(
        "## Summary\n\n", "## Summary\n\nAna: we shipped this on Friday. ")
    target.write_text(mine, encoding="utf-8")
    report, _ = distill(chat_server, "--redo")
    after = target.read_text(encoding="utf-8")
    assert "Use Chroma with cosine distance" not in after  # the deleted decision stays gone
    assert "Ana: we shipped this on Friday." in after
    assert report["merged"] >= 1
    # The source grows: ingest adds the messages and keeps every distilled line.
    sid = "d1571100-0000-4000-8000-000000000000"
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user(f"Question 0: why is the tile cache cold? {LONG}")
    s.assistant(f"Because of the build hash. {LONG}")
    s.user("We decided to drop the build hash from the key.").assistant("Good call.")
    s.user("And the CDN?").assistant("Purge it once.").write()
    musubi("ingest")
    grown = target.read_text(encoding="utf-8")
    assert "Purge it once." in grown and "Ana: we shipped this on Friday." in grown
    assert "## Decisions" not in grown or "Use Chroma with cosine" not in grown
    assert "musubi-conflict" not in grown


def test_bench_distill_prints_harness_figures(home: Path) -> None:
    from musubi_daemon.bench.distill import run_distill_bench

    figures = run_distill_bench(6, log=lambda s: None)
    assert figures["by_model"] == 6 and figures["by_heuristic"] == 0
    assert figures["notes_per_s"] > 0 and figures["prompt_tokens_per_note"] > 500
    assert figures["commit"]


def test_distilled_sections_are_searchable(vault: Path, chat_server: ChatServer,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    musubi("reindex")
    before = json.loads(musubi("search", "--json", "Benchmark ef_search values").stdout)
    assert all(h["text"].find("ef_search") < 0 for h in before)
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    report, _ = distill(chat_server)  # updates the index for the notes it wrote
    assert report["index"]["files_indexed"] == 4
    hits = json.loads(musubi("search", "--json", "Benchmark ef_search values").stdout)
    top = hits[0]
    assert "Open loop: Benchmark ef_search values" in top["text"]
    assert top["message_id"] is None and top["link"].startswith("[[Musubi/conversations/")
