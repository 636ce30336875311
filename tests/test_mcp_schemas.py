"""Every MCP tool publishes a closed ``outputSchema`` and its ``structuredContent`` keeps to
it: checked with `jsonschema` on what real clients received over stdio and over streamable
HTTP (the client SDK checks it too, and a mismatch is an error there), on an empty library,
and with hypothesis on the shape functions the tools build their rows with."""

# ruff: noqa: F811  (the session fixture is imported, then named as a parameter)

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import jsonschema
from cli_helpers import musubi
from hypothesis import given, settings
from hypothesis import strategies as st
from mcp_helpers import INVALID_CALLS, VALID_CALLS, error_text, result_json, stdio_client
from pydantic import TypeAdapter

# The library and the two sessions of test_mcp: every tool called over stdio and over HTTP.
from test_mcp import http_server, library, session  # noqa: F401 (fixtures)

from musubi_daemon import schemas, shapes
from musubi_daemon.ask.result import AskResult, Citation
from musubi_daemon.index.query import SEARCH_KINDS
from musubi_daemon.index.results import Hit
from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.knowledge.profile import FactCandidate, ProfileFact
from musubi_daemon.knowledge.rollups import Item
from musubi_daemon.knowledge.service import ProfileReport, RollupReport
from musubi_daemon.lifecycle.service import CaptureReport
from musubi_daemon.vault.ids import scan_ids

TOOLS = {"search_conversations", "read_conversation", "list_topics", "generate_context",
         "get_profile", "who_am_i", "recall_decisions", "list_open_loops", "find_similar",
         "get_dossier", "remember", "send_thought", "read_thoughts", "recent_activity"}


def _validate(schema: dict[str, Any], value: Any) -> None:
    """``value`` after a JSON round trip (what went over the wire) keeps to ``schema``."""
    jsonschema.validators.validator_for(schema)(schema).validate(json.loads(json.dumps(value)))


def _closed(schema: dict[str, Any], where: str) -> None:
    """Each object in the schema declares its properties and admits no others."""
    if schema.get("type") == "object":
        props = schema.get("properties")
        if props is not None:
            assert props, where
            assert schema.get("additionalProperties") is False, where
        else:  # a map (figures by source, by state): its values are typed
            assert isinstance(schema.get("additionalProperties"), dict), where
    for key, sub in schema.items():
        if isinstance(sub, dict):
            _closed(sub, f"{where}.{key}")
        elif isinstance(sub, list):
            for i, item in enumerate(sub):
                if isinstance(item, dict):
                    _closed(item, f"{where}.{key}[{i}]")


# -- over both transports --------------------------------------------------------------------

def test_every_tool_publishes_a_closed_object_schema(session: dict[str, Any]) -> None:
    tools = {t.name: t for t in session["tools"]}
    assert set(tools) == TOOLS
    for name, tool in tools.items():
        schema = tool.output_schema
        assert schema is not None, name
        jsonschema.validators.validator_for(schema).check_schema(schema)
        assert schema["type"] == "object" and schema["properties"], name
        assert schema["required"], name
        _closed(schema, name)


def test_every_result_keeps_to_its_tools_schema(session: dict[str, Any]) -> None:
    schemas_by_tool = {t.name: t.output_schema for t in session["tools"]}
    calls = [(label, tool, session[label]) for label, tool, _ in VALID_CALLS]
    calls += [("context_topic", "generate_context", session["context_topic"])]
    calls += [(f"context_topic {t['name']}", "generate_context", called)
              for t, called in session["context_topics"]]
    assert {tool for _, tool, _ in calls} == TOOLS, "every tool is called"
    for label, tool, result in calls:
        assert result.structured_content is not None, label
        result_json(result)  # the text copy for older clients: the same JSON
        try:
            _validate(schemas_by_tool[tool], result.structured_content)
        except jsonschema.ValidationError as e:
            raise AssertionError(f"{label}: {e.message} at {list(e.absolute_path)}") from e


def test_the_empty_cases_keep_to_the_schema_too(session: dict[str, Any]) -> None:
    """Nothing found is a result with its empty lists, not an error nor an open object."""
    nothing = session["search_nothing"].structured_content
    assert nothing["count"] == 0 and nothing["results"] == [] and nothing["message"]
    none = session["dossier_none"].structured_content
    assert none["found"] is False and none["conversations"] == [] and none["message"]
    assert session["context_nonsense"].structured_content["citations"] == []


def test_errors_stay_tool_errors_without_structured_content(session: dict[str, Any]) -> None:
    for label, *_ in INVALID_CALLS:
        assert error_text(session[label]), label
        assert session[label].structured_content is None, label
    assert session["remember_busy"].is_error


# -- an empty library, over stdio ------------------------------------------------------------

def test_an_empty_library_keeps_to_the_schemas(home: Path) -> None:
    vault = home / "empty-vault"
    musubi("init", str(vault))
    calls: list[tuple[str, dict[str, Any]]] = [
        ("list_topics", {}), ("get_profile", {}), ("who_am_i", {}), ("recall_decisions", {}),
        ("recall_decisions", {"about": "anything"}), ("list_open_loops", {}),
        ("get_dossier", {"name": "anything"}), ("search_conversations", {"query": "anything"}),
        ("find_similar", {"text": "anything"}), ("recent_activity", {"since": "2000-01-01"})]

    async def go() -> tuple[dict[str, Any], list[tuple[str, Any]], Any]:
        async with stdio_client(vault) as client:
            listed = {t.name: t.output_schema for t in (await client.list_tools()).tools}
            results = [(n, await client.call_tool(n, a)) for n, a in calls]
            unknown = await client.call_tool("read_conversation", {"id": "claude-code:none"})
            return listed, results, unknown

    listed, results, unknown = asyncio.run(asyncio.wait_for(go(), 180))
    for name, result in results:
        data = result_json(result)
        _validate(listed[name], result.structured_content)
        assert not any(isinstance(v, list) and v for v in data.values()), name
    topics = dict(results)["list_topics"].structured_content
    assert topics == {"topics": [], "message": "no topics yet: run `musubi topics build`"}
    assert "not found" in error_text(unknown) and unknown.structured_content is None


EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"
SOURCES = {"claude-code": "claude-code", "chatgpt-export": "chatgpt-export",
           "claude-export": "claude-export", "cursor": "cursor/User",
           "antigravity": "antigravity/antigravity-cli", "codex": "codex",
           "gemini-cli": "gemini-cli", "aider": "aider/trailmap"}


def test_every_example_transcript_keeps_to_the_schema(home: Path) -> None:
    """The example histories of every source: tool calls, attachments, long outputs and
    messages no person typed, each page read whole over stdio."""
    vault = home / "examples-vault"
    musubi("init", str(vault))
    musubi("--vault", str(vault), "ingest",
           *[a for name, rel in SOURCES.items() for a in ("--source", f"{name}={EXAMPLES / rel}")])
    musubi("--vault", str(vault), "distill", "--only-heuristic")
    ids = [i for i, rel in scan_ids(vault) if rel.startswith("Musubi/conversations/")]
    assert {i.split(":", 1)[0] for i in ids} == set(SOURCES)

    async def go() -> tuple[dict[str, Any], list[tuple[str, str, Any]]]:
        async with stdio_client(vault) as client:
            listed = {t.name: t.output_schema for t in (await client.list_tools()).tools}
            out = [(cid, "read_conversation", await client.call_tool(
                "read_conversation", {"id": cid, "limit": 200})) for cid in ids]
            for name in ("trailmap", "sourdough", "Rust"):
                out.append((name, "get_dossier",
                            await client.call_tool("get_dossier", {"name": name})))
            for tool in ("recall_decisions", "list_open_loops", "who_am_i"):
                out.append((tool, tool, await client.call_tool(tool, {"limit": 50}
                                                              if tool != "who_am_i" else {})))
            out.append(("recent_activity", "recent_activity", await client.call_tool(
                "recent_activity", {"since": "2000-01-01", "limit": 50})))
            return listed, out

    listed, results = asyncio.run(asyncio.wait_for(go(), 300))
    seen: set[str] = set()
    for label, tool, result in results:
        data = result_json(result)
        try:
            _validate(listed[tool], result.structured_content)
        except jsonschema.ValidationError as e:
            raise AssertionError(f"{label}: {e.message} at {list(e.absolute_path)}") from e
        for m in data.get("messages", []):
            seen |= m.keys()
    # The optional keys of a message, each met at least once.
    assert {"tool_calls", "tool_name", "attachments", "machine"} <= seen, seen


# -- the shape functions, generated ----------------------------------------------------------

def _schema(kind: Any) -> dict[str, Any]:
    return TypeAdapter(kind).json_schema()


def _keeps_to(kind: Any, value: Any) -> None:
    """As the server checks it (pydantic) and as a client does (jsonschema)."""
    TypeAdapter(kind).validate_python(value)
    _validate(_schema(kind), value)


texts = st.text(max_size=30)
maybe = st.none() | texts
floats = st.floats(allow_nan=False, allow_infinity=False)
ranks = st.none() | st.integers(min_value=1, max_value=1000)
VAULT = Path("vault")

hits = st.builds(
    Hit, conversation_id=maybe, note_path=texts, message_id=maybe, chunk_id=texts,
    score=floats, keyword_rank=ranks, vector_rank=ranks, title=maybe, source=maybe,
    project=maybe, kind=st.sampled_from(SEARCH_KINDS), created=maybe,
    role=st.sampled_from([None, "user", "assistant", "tool", "system", "summary"]),
    text=texts, link=texts, state=maybe, rerank_score=st.none() | floats)


@given(st.lists(hits, max_size=4), st.sampled_from(["fast", "hybrid", "deep"]), maybe,
       st.booleans())
@settings(max_examples=60, deadline=None)
def test_search_and_similar_shapes_keep_to_the_schema(found: list[Hit], mode: str,
                                                      warning: str | None,
                                                      narrowed: bool) -> None:
    _keeps_to(schemas.SearchResult, shapes.search_result("q", mode, found, VAULT,
                                                         warning=warning, narrowed=narrowed))
    rows = shapes.hit_rows(found, VAULT)
    _keeps_to(schemas.SimilarResult, {"text": "q", "count": len(rows), "results": rows,
                                      "next_cursor": None})


citations = st.builds(Citation, n=st.integers(1, 20), title=texts, conversation_id=maybe,
                      note=texts, link=texts, date=texts, text=texts, summary=texts,
                      score=floats)
asked = st.builds(AskResult, question=texts, query=texts, answer=texts,
                  synthesised=st.booleans(), nothing_found=st.booleans(),
                  greeting=st.booleans(), model=maybe, citations=st.lists(citations, max_size=3),
                  warnings=st.lists(texts, max_size=2))


@given(asked)
@settings(max_examples=40, deadline=None)
def test_answer_shape_keeps_to_the_schema(result: AskResult) -> None:
    _keeps_to(schemas.Answer, shapes.answer(result, VAULT))


notes = st.builds(LibraryNote, id=texts, path=texts, title=texts, source=texts, created=texts,
                  updated=texts, note=st.none(), kind=st.sampled_from(["conversation",
                                                                        "episode"]))


@st.composite
def items(draw: st.DrawFn, kind: str) -> Item:
    closer = draw(st.none() | notes) if kind == "actions" else None
    return Item(draw(texts), kind, draw(notes), done=kind == "actions" and draw(st.booleans()),
                closed_by=closer, closed_with=draw(texts))


@given(st.lists(items("decisions"), max_size=3), st.lists(items("actions"), max_size=3),
       maybe, st.integers(0, 4), st.integers(1, 5))
@settings(max_examples=40, deadline=None)
def test_rollup_shapes_keep_to_the_schema(decided: list[Item], loops: list[Item],
                                          about: str | None, closed: int, limit: int) -> None:
    _keeps_to(schemas.Decisions, shapes.decisions(RollupReport(items=decided), about, limit))
    _keeps_to(schemas.OpenLoops,
              shapes.open_loops(RollupReport(items=loops, closed=closed), limit))


captures = st.builds(CaptureReport, id=texts, path=texts, created=st.booleans(),
                     reinforcement_count=st.integers(0, 50), commit=maybe,
                     indexed=st.booleans())


@given(captures)
@settings(max_examples=30, deadline=None)
def test_capture_shape_keeps_to_the_schema(report: CaptureReport) -> None:
    _keeps_to(schemas.Saved, shapes.capture(report, VAULT))


candidates = st.builds(FactCandidate, text=texts, note_id=texts, note_path=texts, date=texts)
facts = st.builds(ProfileFact, text=texts, key=texts, sources=st.lists(candidates, max_size=7),
                  newest=texts, added=st.booleans())
counts = st.dictionaries(texts, st.integers(0, 100), max_size=3)
distilled = st.fixed_dictionaries({k: st.integers(0, 10**6) for k in (
    "by_model", "by_heuristic", "pending", "prompt_tokens", "completion_tokens")})
statuses = st.fixed_dictionaries({
    "vault": texts, "conversations": st.integers(0, 10**5),
    "sources": st.dictionaries(texts, st.fixed_dictionaries({"notes": st.integers(0, 99)}),
                               max_size=3),
    "distilled": distilled,
    "index": st.none() | st.fixed_dictionaries({"chunks": st.integers(0, 10**6)}),
    "last_ingest": st.none() | st.fixed_dictionaries({"finished": texts})})
topic_ids = st.lists(st.fixed_dictionaries({"id": st.sampled_from(["topic:unsorted",
                                                                   "topic:a"])}), max_size=3)
planes = st.fixed_dictionaries({"episodic": counts, "concept": counts, "curated": counts})


@given(st.lists(facts, max_size=3), statuses, topic_ids, planes)
@settings(max_examples=40, deadline=None)
def test_profile_shapes_keep_to_the_schema(known: list[ProfileFact], status: dict[str, Any],
                                           topics: list[dict[str, Any]],
                                           lifecycle: dict[str, Any]) -> None:
    about = shapes.profile_facts(ProfileReport(facts=known), VAULT, "Musubi")
    _keeps_to(schemas.Facts, about)
    _keeps_to(schemas.Profile,
              {"library": shapes.library(status, topics, lifecycle)} | about)
