"""What real local model servers send back, and what `musubi distill` makes of it.

Every answer here is a whole recorded body (tests/fixtures/model_answers/) as Ollama's native
/api/chat, Ollama's OpenAI-compatible route, LM Studio or llama.cpp send it: reasoning before
the JSON (or nothing but reasoning), the JSON in a code fence, the JSON cut by the token cap,
prose instead of JSON. Each either parses, or falls back to the heuristic for that note with
its reason in the distill report and in `musubi status`.

One vault is distilled twice through the real command (the OpenAI route, then Ollama's native
route for the notes that fell back), shared by the tests below; the parser's edge cases are
checked in process, where they cost nothing.
"""

# ruff: noqa: F811  (the chat_server fixture is imported, then named as a parameter)
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from chat_server import ChatServer, chat_server, recorded, replay  # noqa: F401  (fixture)
from claude_sessions import Session, project_dir
from cli_helpers import isolate_home, musubi

from musubi_daemon.config import DISTILL_MIN_CHARS
from musubi_daemon.distill.llm import MAX_TOKENS, ChatModel, ModelFailed
from musubi_daemon.model import Conversation, Message
from musubi_daemon.prompts.answers import NoteFormatError, find_cut_object, find_object
from musubi_daemon.prompts.distill import NOTE_SCHEMA, parse_note
from musubi_daemon.vault.distilled import parse_sections
from musubi_daemon.vault.notes import parse

# The note every recording carries (whole or in part).
NOTE: dict[str, Any] = {
    "title": "Warming the tile cache after deploys",
    "summary": ("The user asked why the tile server's disk cache is cold after every deploy. "
                "The cache key includes the build hash, so they decided to drop it from the key."),
    "key_points": ["The cache is keyed by zoom, x, y and the build hash",
                   "Every deploy changes the build hash, so every cached tile misses",
                   "The first visitors after a deploy wait while tiles render"],
    "entities": ["TILE_CACHE_DIR", "nginx"],
    "decisions": ["Drop the build hash from the tile cache key, because tiles do not change "
                  "between builds", "Keep the cache on local disk rather than in Redis"],
    "facts": [],
    "actions": ["Purge the cache by hand when the map style changes",
                "Measure the hit rate for a week after the change"],
    "topics": ["tile cache", "deploys"],
}
DRAFT_SUMMARY = "Cache is cold."  # the draft some recordings write inside their reasoning

OPENAI_MODEL = "openai/qwen/qwen3-30b-a3b-2507"
OLLAMA_MODEL = "ollama_chat/qwen3:30b-a3b-instruct-2507-q4_K_M"

# Marker in a conversation -> (recording on the OpenAI route, recording on Ollama's native route
# for the notes that fell back on the first run).
CASES: dict[str, tuple[str, str | None]] = {
    "[T1]": ("llamacpp_think", None),
    "[T2]": ("llamacpp_open_think", None),
    "[T3]": ("lmstudio_thinking", None),
    "[T4]": ("ollama_openai_fence", None),
    "[T5]": ("lmstudio_fence_prose", None),
    "[T6]": ("llamacpp_cut", None),
    "[T7]": ("ollama_openai_cut", None),
    "[T8]": ("lmstudio_prose", "ollama_native_think"),
    "[T9]": ("ollama_openai_think_cut", "ollama_native_cut"),
    "[T10]": ("lmstudio_cut_summary", "ollama_native_prose"),
}
SHORT = "[S1]"

LONG = ("The tile server keeps a disk cache keyed by zoom, x and y; after each deploy the cache "
        "is cold because the key includes the build hash, so the first visitors wait. ") * 16


# -- one vault, distilled twice through the real command ---------------------------------------

class Run:
    """What one `musubi distill --json` did: its report, the status after it, the notes by
    marker (distilled_by and sections) and the request bodies the server received."""

    def __init__(self, report: dict[str, Any], status: dict[str, Any], human: str,
                 notes: dict[str, tuple[str, Any]], conv_ids: dict[str, str],
                 server: ChatServer) -> None:
        self.report = report
        self.status = status["distilled"]
        self.human = human  # `musubi status` as a person reads it
        self.notes = notes
        self.conv_ids = conv_ids
        self.bodies = server.requests
        self.paths = server.paths

    def note(self, marker: str) -> tuple[str, Any]:
        return self.notes[marker]

    def listed(self, key: str, marker: str, where: str = "report") -> dict[str, Any] | None:
        """The entry of ``key`` ("fallbacks" or "cut") for the marker's conversation."""
        entries = (self.report if where == "report" else self.status).get(key) or []
        conv = self.conv_ids[marker]
        return next((e for e in entries if e.get("conversation") == conv), None)


def _notes(vault: Path) -> tuple[dict[str, tuple[str, Any]], dict[str, str]]:
    notes, ids = {}, {}
    for path in sorted((vault / "Musubi" / "conversations").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        conv = parse(text)
        marker = next(m for m in [*CASES, SHORT] if m in conv.messages[0].text)
        by = next(line.split(": ", 1)[1] for line in text.splitlines()
                  if line.startswith("distilled_by: "))
        notes[marker] = (by, parse_sections(text))
        ids[marker] = conv.id
    return notes, ids


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory, model_dir: Path) -> Iterator[list[Run]]:
    root = tmp_path_factory.mktemp("habits")
    home, vault = root / "home", root / "vault"
    home.mkdir()
    with pytest.MonkeyPatch.context() as mp:
        isolate_home(mp, home, model_dir)
        mp.setenv("MUSUBI_INDEX_ON_INGEST", "0")
        for n, marker in enumerate(CASES):
            sid = f"4ab175{n:02d}-0000-4000-8000-000000000000"
            s = Session(project_dir(home) / f"{sid}.jsonl", sid)
            s.user(f"{marker} Why is the tile cache cold after every deploy? {LONG}")
            s.assistant(f"Because the key includes the build hash. {LONG}")
            s.user("We decided to drop the build hash from the key.").assistant("Good call.")
            s.write()
        sid = "5404b000-0000-4000-8000-000000000000"
        short = Session(project_dir(home) / f"{sid}.jsonl", sid)
        short.user(f"{SHORT} TODO: renew the domain before May.").assistant("Noted.").write()
        musubi("init", str(vault))
        musubi("ingest")
        out: list[Run] = []
        routes = [(OPENAI_MODEL, {m: first for m, (first, _) in CASES.items()}),
                  (OLLAMA_MODEL, {m: second for m, (_, second) in CASES.items() if second})]
        for model, answers in routes:
            with ChatServer(replay(answers)) as server:
                mp.setenv("MUSUBI_LLM_MODEL", model)
                mp.setenv("MUSUBI_LLM_API_BASE",
                          server.base if model.startswith("ollama") else server.url)
                report = json.loads(musubi("distill", "--json").stdout)
                status = json.loads(musubi("status", "--json").stdout)
                human = musubi("status").stdout
                out.append(Run(report, status, human, *_notes(vault), server))
        yield out


def _ok(run: Run, marker: str) -> Any:
    """The marker's note, asserted distilled by the model with the recorded note's summary (a
    note keeps its conversation's title, so the model's title is checked in process)."""
    by, note = run.note(marker)
    assert by != "heuristic", f"{marker} fell back: {run.report.get('fallbacks')}"
    assert note.summary == NOTE["summary"] and note.key_points == NOTE["key_points"]
    return note


# -- the schema on the wire ------------------------------------------------------------------------

def test_schema_reaches_the_wire_as_each_server_reads_it(runs: list[Run],
                                                         chat_server: ChatServer) -> None:
    """openai/ (LM Studio, llama.cpp, Ollama's /v1): response_format json_schema; ollama_chat/:
    Ollama's own `format`, reasoning off, the cap as num_predict."""
    openai_run, ollama_run = runs
    schema = json.loads(json.dumps(NOTE_SCHEMA))
    assert openai_run.bodies and all(p != "POST /api/chat" for p in openai_run.paths)
    for body in openai_run.bodies:
        assert body["response_format"] == {
            "type": "json_schema",
            "json_schema": {"name": "structured_note", "schema": schema, "strict": True}}
        assert "format" not in body and body["max_tokens"] == MAX_TOKENS
        assert body["chat_template_kwargs"] == {"enable_thinking": False}
    assert ollama_run.bodies and "POST /api/chat" in ollama_run.paths
    for body in ollama_run.bodies:
        assert body["format"] == schema and "response_format" not in body
        assert body["think"] is False and body["stream"] is False
        assert body["options"]["num_predict"] == MAX_TOKENS
    # In process, the same for a model name with an organisation in it (LM Studio's).
    ChatModel("openai/qwen/qwen3-30b-a3b-2507", chat_server.url).distill(_conv())
    [body] = chat_server.requests
    assert body["model"] == "qwen/qwen3-30b-a3b-2507"
    assert body["response_format"]["json_schema"]["schema"] == schema


# -- reasoning before the JSON ---------------------------------------------------------------------

def test_reasoning_blocks_before_the_json(runs: list[Run]) -> None:
    first, second = runs
    for marker in ("[T1]", "[T2]", "[T3]"):  # <think>, a lone </think>, <thinking>
        note = _ok(first, marker)
        assert note.summary != DRAFT_SUMMARY and note.decisions == NOTE["decisions"]
    _ok(second, "[T8]")  # Ollama's native route, <think> inline
    # A model that spent the whole cap reasoning falls back, and says so.
    assert first.note("[T9]")[0] == "heuristic"
    entry = first.listed("fallbacks", "[T9]")
    assert entry is not None and "reasoning" in entry["reason"], first.report.get("fallbacks")
    for text in ("<THINK>x {\"title\": \"no\"}</THINK>" + json.dumps(NOTE),
                 "<thinking>\n{\"title\": \"no\"}\n</thinking>\n\n" + json.dumps(NOTE),
                 "so the draft is {\"title\": \"no\"}\n</think>\n" + json.dumps(NOTE)):
        assert find_object(text)["title"] == NOTE["title"]
    with pytest.raises(NoteFormatError, match="reasoning"):
        find_object("<think>\nstill thinking about {\"title\": \"no\"}")
    # A closing tag inside the note, or in prose after it, is text, not the end of reasoning.
    about_tags = {**NOTE, "summary": "Strip the </think> tag before parsing."}
    assert find_object(json.dumps(about_tags))["summary"] == about_tags["summary"]
    assert find_object(json.dumps(NOTE) + "\nI wrote no </think> block.")["title"] == NOTE["title"]


def test_an_answer_that_is_only_reasoning_says_so(chat_server: ChatServer) -> None:
    """llama.cpp (and LM Studio) with reasoning separated: the cap spent thinking leaves the
    content empty and the thoughts in reasoning_content; the failure names both."""
    chat_server.respond = lambda body: (200, recorded("llamacpp_reasoning_only"))
    with pytest.raises(ModelFailed) as info:
        ChatModel(OPENAI_MODEL, chat_server.url).distill(_conv())
    assert "only reasoning" in str(info.value) and f"max_tokens={MAX_TOKENS}" in str(info.value)


# -- code fences -----------------------------------------------------------------------------------

def test_json_in_a_code_fence(runs: list[Run]) -> None:
    first, _ = runs
    for marker in ("[T4]", "[T5]"):  # a bare fence (Ollama /v1), prose around one (LM Studio)
        note = _ok(first, marker)
        assert note.actions == NOTE["actions"] and note.topics == NOTE["topics"]
        assert first.listed("fallbacks", marker) is None
    assert parse_note("```JSON\n" + json.dumps(NOTE) + "\n```").title == NOTE["title"]
    assert parse_note("Note:\n~~~json\n" + json.dumps(NOTE) + "\n~~~\n").title == NOTE["title"]


# -- the token cap ---------------------------------------------------------------------------------

def test_json_cut_at_the_token_cap_keeps_its_complete_items(runs: list[Run]) -> None:
    first, second = runs
    # llama.cpp, finish_reason "length" in the second open loop: that item goes, the rest stay.
    note = _ok(first, "[T6]")
    assert note.decisions == NOTE["decisions"] and note.actions == NOTE["actions"][:1]
    assert note.topics == []
    # Ollama's /v1, "length" inside a key after the decisions: the decisions are whole.
    note = _ok(first, "[T7]")
    assert note.decisions == NOTE["decisions"] and note.facts == [] and note.actions == []
    # Ollama's native route, done_reason "length" in the second decision.
    note = _ok(second, "[T9]")
    assert note.key_points == NOTE["key_points"] and note.decisions == NOTE["decisions"][:1]
    for run, marker in ((first, "[T6]"), (first, "[T7]"), (second, "[T9]")):
        for where in ("report", "status"):
            entry = run.listed("cut", marker, where)
            assert entry is not None, (where, run.report.get("cut"), run.status.get("cut"))
            assert "token cap" in entry["reason"]
        assert run.listed("fallbacks", marker) is None
    # Cut inside the summary (LM Studio, after its reasoning): nothing usable, the heuristic.
    assert first.note("[T10]")[0] == "heuristic"
    entry = first.listed("fallbacks", "[T10]")
    assert entry is not None and "summary" in entry["reason"]


def test_cut_json_is_closed_after_its_last_complete_element() -> None:
    assert find_cut_object('{"a": ["x", "y"], "b": ["p", "q') == {"a": ["x", "y"], "b": ["p"]}
    assert find_cut_object('Sure: {"a": ["x"], "b": [') == {"a": ["x"], "b": []}
    assert find_cut_object('{"a": ["x"], "b"') == {"a": ["x"]}
    assert find_cut_object('{"a": ["x"], "n": 12') == {"a": ["x"]}  # 12 may be 123
    assert find_cut_object('{"a": [{"k": "v"}, {"k": "w", "j": "') == {"a": [{"k": "v"}]}
    assert find_cut_object('{"a": "x \\" y", "b": "z') == {"a": 'x " y'}
    assert find_cut_object('{"a": "x"}') is None  # not cut
    assert find_cut_object("no object at all") is None


# -- prose instead of JSON -------------------------------------------------------------------------

def test_prose_answer_falls_back_with_its_reason(runs: list[Run]) -> None:
    first, second = runs
    by, note = first.note("[T8]")  # LM Studio, structured output off
    assert by == "heuristic" and note.summary
    entry = first.listed("fallbacks", "[T8]")
    assert entry is not None and "no JSON object" in entry["reason"]
    assert first.listed("fallbacks", "[T8]", "status") == entry
    assert {e["conversation"] for e in first.status["fallbacks"]} == {
        first.conv_ids[m] for m in ("[T8]", "[T9]", "[T10]")}
    # The second run upgraded [T8] and [T9]; [T10] got prose from Ollama's native route.
    assert second.report["by_model"] == 2 and second.report["by_heuristic"] == 1
    assert {e["conversation"] for e in second.status["fallbacks"]} == {second.conv_ids["[T10]"]}
    entry = second.listed("fallbacks", "[T10]", "status")
    assert entry is not None and "no JSON object" in entry["reason"]
    assert entry["path"].endswith(".md") and entry["model"] == OLLAMA_MODEL
    # `musubi status` says the same to a person: which notes, and why.
    assert "1 fell back to the heuristic" in second.human
    assert f"{entry['path']}: {entry['reason']}" in second.human
    assert "kept from an answer cut short" in second.human and "token cap" in second.human


# -- short conversations ---------------------------------------------------------------------------

def test_short_conversations_skip_the_model(runs: list[Run]) -> None:
    first, second = runs
    assert all(SHORT not in json.dumps(b["messages"]) for r in runs for b in r.bodies)
    assert first.note(SHORT)[0] == "heuristic"
    assert first.listed("fallbacks", SHORT) is None  # not a fallback: never the model's
    assert len(first.bodies) >= len(CASES) and len(second.bodies) >= 3
    assert len("TODO: renew the domain before May. Noted.") < DISTILL_MIN_CHARS


def _conv() -> Conversation:
    return Conversation(id="claude-code:x", source="claude-code", title="t", project=None,
                        created_at="2025-03-04T10:00:00Z", updated_at="2025-03-04T10:00:00Z",
                        source_ref="x.jsonl", messages=[Message("m1", "user", "hello")])


def test_model_failed_still_names_the_cap(chat_server: ChatServer) -> None:
    """An answer cut before anything usable is a ModelFailed that says the cap was reached."""
    chat_server.respond = lambda body: (200, recorded("lmstudio_cut_summary"))
    with pytest.raises(ModelFailed) as info:
        ChatModel(OPENAI_MODEL, chat_server.url).distill(_conv())
    assert info.value.kind == "format" and "max_tokens=" in str(info.value)
