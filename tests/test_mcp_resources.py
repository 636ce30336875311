"""MCP beyond tools, as a client sees it: the pages a person @-mentions (profile, decisions,
open loops, a conversation, a topic), the recall and memory-protocol prompts, and completion of
ids and topic names, over stdio, over streamable HTTP and through the stdio bridge to a running
daemon, against the distilled test library."""

from __future__ import annotations

import asyncio
import os
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from daemon_helpers import Daemon
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp_helpers import KNOWN_ID, free_port, http_client, result_json, stdio_client
from mcp_types import PromptReference, ResourceTemplateReference
from test_mcp import http_server, library  # noqa: F401 (module fixtures, built for this file)

from musubi_daemon.mcp.resources import CONVERSATION, TOPIC


def _run(coro: Any, timeout: float = 180) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def _text(result: Any) -> str:
    return "\n".join(c.text for c in result.contents)


async def _error(coro: Any) -> str:
    try:
        await coro
    except MCPError as e:
        return str(e)
    raise AssertionError("expected an MCP error")


async def _walk(client: Client) -> dict[str, Any]:
    """Everything a person would do with the resources, prompts and completion, once."""
    out: dict[str, Any] = {}
    out["resources"] = {str(r.uri): r for r in (await client.list_resources()).resources}
    out["templates"] = {t.uri_template: t for t in
                        (await client.list_resource_templates()).resource_templates}
    for name in ("profile", "decisions", "open-loops", "recent"):
        out[name] = _text(await client.read_resource(f"musubi://{name}"))
    out["conversation"] = _text(await client.read_resource(
        f"musubi://conversation/{KNOWN_ID}"))
    out["conversation_quoted"] = _text(await client.read_resource(
        f"musubi://conversation/{quote(KNOWN_ID, safe='')}"))
    out["unknown"] = await _error(client.read_resource("musubi://conversation/claude-code:nope"))
    out["bogus_cursors"] = [await _error(client.list_resources(cursor="bogus")),
                            await _error(client.list_tools(cursor="12")),
                            await _error(client.list_prompts(cursor="x")),
                            await _error(client.list_resource_templates(cursor="y"))]
    out["unknown_long"] = await _error(client.read_resource("musubi://nothing/" + "x" * 300))
    out["unknown_huge"] = await _error(client.read_resource("musubi://nothing/" + "x" * 100_000))
    topics = result_json(await client.call_tool("list_topics", {}))["topics"]
    out["topic_names"] = [t["name"] for t in topics]
    name = topics[0]["name"]
    out["topic"] = _text(await client.read_resource(f"musubi://topic/{quote(name)}"))
    out["no_topic"] = await _error(client.read_resource("musubi://topic/no%20such%20topic"))
    out["decisions_tool"] = result_json(await client.call_tool("recall_decisions", {}))
    out["loops_tool"] = result_json(await client.call_tool("list_open_loops", {}))
    out["complete_id"] = (await client.complete(
        ResourceTemplateReference(uri=CONVERSATION),
        {"name": "id", "value": KNOWN_ID[:15]})).completion
    out["complete_topic"] = (await client.complete(
        ResourceTemplateReference(uri=TOPIC), {"name": "name", "value": name[:3].lower()}
    )).completion
    out["complete_nothing"] = (await client.complete(
        ResourceTemplateReference(uri=TOPIC), {"name": "name", "value": "zzzq"})).completion
    out["complete_huge"] = [(await client.complete(ref, {"name": arg, "value": "%_a" * 40_000}
                                                   )).completion
                            for ref, arg in ((ResourceTemplateReference(uri=TOPIC), "name"),
                                             (ResourceTemplateReference(uri=CONVERSATION), "id"),
                                             (PromptReference(name="project_briefing"),
                                              "project"))]
    out["prompt_errors"] = []
    for prompt, args in (("recall", {"subject": "  "}), ("recall", {"subject": "x" * 201}),
                         ("recall", {"subject": "HNSW", "bogus": "1"}), ("recall", {}),
                         ("no_such_prompt", {})):
        try:
            await client.get_prompt(prompt, args)
        except MCPError as e:
            out["prompt_errors"].append((e.code, str(e)))
        else:
            out["prompt_errors"].append((0, "answered"))
    out["prompts"] = {p.name: p for p in (await client.list_prompts()).prompts}
    out["recall"] = await client.get_prompt("recall", {"subject": "HNSW"})
    out["protocol"] = await client.get_prompt("memory_protocol")
    out["complete_subject"] = (await client.complete(
        PromptReference(name="recall"), {"name": "subject", "value": name[:3].lower()}
    )).completion
    out["projects"] = (await client.complete(
        PromptReference(name="project_briefing"), {"name": "project", "value": ""})).completion
    if out["projects"].values:
        out["briefing"] = await client.get_prompt("project_briefing",
                                                  {"project": out["projects"].values[0]})
    return out


@pytest.fixture(scope="module", params=["stdio", "http"])
def walked(request: pytest.FixtureRequest, library: Any) -> dict[str, Any]:  # noqa: F811
    async def go(client: Any) -> dict[str, Any]:
        async with client as connected:
            return await _walk(connected)

    if request.param == "stdio":
        return dict(_run(go(stdio_client(library.vault))))
    server = request.getfixturevalue("http_server")
    return dict(_run(go(http_client(server.url, library.cache_dir))))


def test_pages_and_templates_are_listed(walked: dict[str, Any]) -> None:
    assert {"musubi://profile", "musubi://decisions", "musubi://open-loops",
            "musubi://recent"} <= set(walked["resources"])
    assert walked["recent"].startswith("# Since ")
    assert all(r.mime_type == "text/markdown" for r in walked["resources"].values())
    assert {CONVERSATION, TOPIC} <= set(walked["templates"])


def test_decisions_and_loops_read_as_the_tools_list_them(walked: dict[str, Any]) -> None:
    decisions = walked["decisions_tool"]["decisions"]
    assert decisions, "the test library has decisions"
    page = walked["decisions"]
    assert page.startswith("# Decisions")
    for d in decisions:  # every one the tool gives is on the page, with its link
        assert f"{d['text']} {d['link']}" in page
    loops = walked["loops_tool"]["open_loops"]
    assert loops and all(f"{x['text']} {x['link']}" in walked["open-loops"] for x in loops)


def test_profile_names_the_facts_or_says_why_not(walked: dict[str, Any]) -> None:
    page = walked["profile"]
    assert page.startswith("# What Musubi knows")
    assert "- " in page or "distill" in page


def test_a_conversation_reads_as_its_note(walked: dict[str, Any],
                                          library: Any) -> None:  # noqa: F811
    text = walked["conversation"]
    notes = [p for p in (library.vault / "Musubi").rglob("*.md")
             if KNOWN_ID in p.read_text(encoding="utf-8")[:2000]]
    assert notes and text == notes[0].read_text(encoding="utf-8")
    assert walked["conversation_quoted"] == text
    assert "not found" in walked["unknown"] or "no note" in walked["unknown"]
    assert "claude-code:nope" in walked["unknown"]


def test_a_topic_page_by_its_name(walked: dict[str, Any]) -> None:
    assert walked["topic_names"]
    assert walked["topic_names"][0] in walked["topic"]
    assert "no topic page named 'no such topic'" in walked["no_topic"]


def test_bad_prompt_arguments_are_the_callers_error_said_in_words(
        walked: dict[str, Any]) -> None:
    """-32602 (invalid params) with the reason, never -32603 or library internals."""
    codes = [code for code, _ in walked["prompt_errors"]]
    assert codes == [-32602] * 5, walked["prompt_errors"]
    said = [text for _, text in walked["prompt_errors"]]
    assert "empty" in said[0] and "at most 200" in said[1] and "bogus" in said[2]
    assert "needs 'subject'" in said[3] and "the prompts:" in said[4]
    assert not any("pydantic" in t or "http" in t for t in said)


def test_an_oversized_uri_is_refused_and_never_echoed_whole(walked: dict[str, Any]) -> None:
    assert "at most 2,000" in walked["unknown_huge"] and len(walked["unknown_huge"]) < 300
    assert "Unknown resource" in walked["unknown_long"] and len(walked["unknown_long"]) <= 301


def test_a_cursor_this_server_never_gave_is_refused(walked: dict[str, Any]) -> None:
    assert all("no such cursor" in e for e in walked["bogus_cursors"]), walked["bogus_cursors"]


def test_completion_offers_ids_and_names(walked: dict[str, Any]) -> None:
    assert KNOWN_ID in walked["complete_id"].values
    assert all(v.startswith(KNOWN_ID[:15]) for v in walked["complete_id"].values)
    first = walked["topic_names"][0]
    assert first in walked["complete_topic"].values
    assert first in walked["complete_subject"].values
    assert walked["complete_nothing"].values == []
    # A value longer than any name completes to nothing, at once, never a server error.
    assert all(c.values == [] for c in walked["complete_huge"])


def test_recall_prompt_carries_the_library(walked: dict[str, Any]) -> None:
    assert {"recall", "project_briefing", "memory_protocol"} <= set(walked["prompts"])
    args = walked["prompts"]["recall"].arguments
    assert [a.name for a in args] == ["subject"] and args[0].required
    text = walked["recall"].messages[0].content.text
    assert text.startswith("What did I decide about HNSW?")
    assert "ef_search" in text and "[[" in text  # the library's own line, linked
    protocol = walked["protocol"].messages[0].content.text
    assert "search_conversations" in protocol and "remember" in protocol


def test_project_briefing_prompt(walked: dict[str, Any]) -> None:
    projects = walked["projects"].values
    assert projects, "the test library's notes name their projects"
    text = walked["briefing"].messages[0].content.text
    assert text.startswith(f"I am starting work on {projects[0]}.")
    assert "## Open loops" in text and "[[" in text


def test_through_the_bridge_to_a_running_daemon(library: Any,  # noqa: F811
                                                tmp_path: Path) -> None:
    """A stdio `musubi mcp` started while the daemon runs forwards resources, prompts and
    completion too, not only tools."""
    env = {**os.environ, "MUSUBI_DAEMON_PORT": str(free_port()),
           "MUSUBI_DAEMON_DEBOUNCE": "0.3"}
    daemon = Daemon(library.vault, tmp_path / "daemon.log", env)
    try:
        daemon.ready()

        async def go() -> dict[str, Any]:
            async with stdio_client(library.vault) as client:
                return {
                    "decisions": _text(await client.read_resource("musubi://decisions")),
                    "templates": [t.uri_template for t in
                                  (await client.list_resource_templates()).resource_templates],
                    "recall": await client.get_prompt("recall", {"subject": "HNSW"}),
                    "ids": (await client.complete(ResourceTemplateReference(uri=CONVERSATION),
                                                  {"name": "id", "value": KNOWN_ID[:15]})
                            ).completion.values,
                    "unknown": await _error(client.read_resource(
                        "musubi://conversation/claude-code:nope")),
                }

        got = _run(go())
    finally:
        daemon.proc.terminate()
        assert daemon.wait(30) == 0, daemon.report()
    assert got["decisions"].startswith("# Decisions") and "[[" in got["decisions"]
    assert CONVERSATION in got["templates"]
    assert "ef_search" in got["recall"].messages[0].content.text
    assert KNOWN_ID in got["ids"]
    assert "claude-code:nope" in got["unknown"]
    subprocess.run(["git", "-C", str(library.vault), "diff", "--quiet"], check=True)
