"""The MCP server, driven as AI tools drive it: the `mcp` package's client over stdio and over
streamable HTTP against `musubi mcp` on a small distilled library, a raw session that checks
stdout carries nothing but protocol, the HTTP server's Host/Origin checks, and the MCP
Inspector CLI as a client nobody here wrote."""

# ruff: noqa: F811  (the library fixture is imported, then named as a parameter)

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest
from cli_helpers import git, musubi
from daemon_helpers import Daemon
from mcp import Client
from mcp_helpers import (
    INVALID_CALLS,
    KNOWN_ID,
    HttpServer,
    RawStdio,
    error_text,
    exercise,
    free_port,
    http_client,
    http_initialize,
    musubi_args,
    owner_token,
    result_json,
    stdio_client,
)
from mcp_library import ANSWER, conversation_digests, library  # noqa: F401 (fixture)

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.mcp.server import build_server

READ_ONLY_TOOLS = {"search_conversations", "read_conversation", "list_topics",
                   "generate_context", "get_profile", "who_am_i", "recall_decisions",
                   "list_open_loops", "find_similar", "get_dossier", "recent_activity"}
THOUGHT_TOOLS = {"send_thought", "read_thoughts"}  # tested in test_thoughts.py
BLOCK_LINK = re.compile(r"\[\[[^\]]+#\^[^\]]+\]\]")
# npm keeps its cache under the real HOME; the tests move HOME, so npx is pointed back at it.
NPM_CACHE = os.environ.get("NPM_CONFIG_CACHE") or str(Path.home() / ".npm")


@pytest.fixture(scope="module")
def http_server(library: Any) -> Any:
    server = HttpServer(library.vault, free_port(), library.tmp / "http.log")
    try:
        server.wait_listening()
        yield server
    finally:
        server.stop()
        assert server.stdout == "", "the HTTP server wrote to stdout"


def _run(coro: Any, timeout: float = 180) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


@pytest.fixture(scope="module", params=["stdio", "http"])
def session(request: pytest.FixtureRequest, library: Any) -> dict[str, Any]:
    """Every tool called once with valid and once with invalid arguments over one transport,
    one server process; the results by label."""
    async def go(client: Any) -> dict[str, Any]:
        async with client as connected:
            return await exercise(connected, library.cache_dir)

    done = library.exercised  # once per transport per test process, shared by the modules
    if request.param not in done:
        if request.param == "stdio":
            done["stdio"] = _run(go(stdio_client(library.vault)))
        else:
            server = request.getfixturevalue("http_server")
            done["http"] = _run(go(http_client(server.url, library.cache_dir)))
    return dict(done[request.param])


# -- the tools, over both transports -------------------------------------------------------

def test_tools_are_listed_with_annotations(session: dict[str, Any]) -> None:
    tools = {t.name: t for t in session["tools"]}
    assert set(tools) == READ_ONLY_TOOLS | THOUGHT_TOOLS | {"remember"}
    for name in READ_ONLY_TOOLS:
        assert tools[name].annotations.read_only_hint is True, name
        assert len(tools[name].description) > 120, "descriptions tell a model when to use it"
    assert tools["remember"].annotations.read_only_hint is False
    assert tools["remember"].annotations.destructive_hint is False
    limit = tools["search_conversations"].input_schema["properties"]["limit"]
    assert limit["maximum"] == 50
    assert tools["read_conversation"].input_schema["required"] == ["id"]


def test_search_returns_linked_passages(session: dict[str, Any]) -> None:
    found = result_json(session["search"])
    assert 1 <= found["count"] <= 5
    top = found["results"][0]
    assert "HNSW" in top["text"] and top["conversation_id"].startswith("claude-code:")
    assert all(r["link"].startswith("[[Musubi/conversations/") for r in found["results"])
    assert top["url"].startswith("obsidian://open?vault=vault&file=Musubi%2F")
    narrowed = result_json(session["search_filtered"])
    assert narrowed["results"]
    assert all(r["source"] == "claude-code" and r["date"].startswith("2025")
               for r in narrowed["results"])
    nothing = result_json(session["search_nothing"])
    assert nothing["count"] == 0 and "no matches" in nothing["message"]


def test_read_conversation_pages_the_transcript(session: dict[str, Any]) -> None:
    first = result_json(session["read"])
    assert first["id"] == KNOWN_ID and first["title"] == "HNSW recall settings"
    assert first["total_messages"] == 2 and first["next_offset"] == 1
    assert first["summary"] and first["link"].startswith("[[Musubi/conversations/")
    [msg] = first["messages"]
    assert msg["role"] == "user" and msg["time"] == "2025-05-11T09:00:00Z"
    assert msg["text"].startswith("case search-01.") and BLOCK_LINK.fullmatch(msg["link"])
    second = result_json(session["read_next"])
    assert [m["role"] for m in second["messages"]] == ["assistant"]
    assert second["next_offset"] is None


def test_list_topics(session: dict[str, Any]) -> None:
    topics = result_json(session["topics"])["topics"]
    assert len(topics) >= 2
    assert sum(t["conversations"] for t in topics) == 24
    for t in topics:
        assert t["link"].startswith("[[Musubi/topics/")
        assert t["newest"] and all(n["link"].startswith("[[") for n in t["newest"])


def test_generate_context_cites_and_admits_nothing(session: dict[str, Any]) -> None:
    answer = result_json(session["context_question"])
    assert answer["answer"].strip() and answer["nothing_found"] is False
    assert answer["citations"]
    assert all(BLOCK_LINK.fullmatch(c["link"]) for c in answer["citations"])
    assert any("HNSW" in (c["title"] + c["text"]) for c in answer["citations"])
    topic = result_json(session["context_topic"])
    assert topic["answer"].strip() and topic["topic"]
    # A briefing on any topic finds that topic's conversations, named or not in their words.
    assert session["context_topics"]
    for listed, called in session["context_topics"]:
        brief = result_json(called)
        assert brief["nothing_found"] is False, listed["name"]
        members = {n["id"] for n in listed["newest"]}
        assert members & {c["conversation_id"] for c in brief["citations"]}, listed["name"]
    nonsense = result_json(session["context_nonsense"])
    assert nonsense["nothing_found"] is True and not nonsense["citations"]
    assert nonsense["answer"].strip()


def test_profile_and_who_am_i(session: dict[str, Any]) -> None:
    profile = result_json(session["profile"])
    lib = profile["library"]
    assert lib["conversations"] == 24 and lib["by_source"] == {"claude-code": 24}
    assert lib["indexed_passages"] > 0 and lib["topics"] >= 2
    assert lib["lifecycle"]["episodic"]["matured"] == 24
    assert lib["lifecycle"]["concept"].get("synthesized", 0) >= 1
    me = result_json(session["whoami"])
    texts = " ".join(f["text"] for f in me["facts"]).casefold()
    assert "vegetarian" in texts and "ana" in texts
    assert all(s["link"].startswith(("[[Musubi/conversations/", "[[Musubi/episodes/"))
               for f in me["facts"] for s in f["sources"])
    assert profile["facts"] == me["facts"]


def test_decisions_and_open_loops(session: dict[str, Any]) -> None:
    everything = result_json(session["decisions"])
    assert everything["total"] == 24 and len(everything["decisions"]) == 20
    about = result_json(session["decisions_about"])
    assert about["decisions"] and all(BLOCK_LINK.fullmatch(d["link"])
                                      for d in about["decisions"])
    assert any("ef_search" in d["text"] for d in about["decisions"])
    loops = result_json(session["loops"])
    texts = [i["text"] for i in loops["open_loops"]]
    assert "Renew the domain before May" in texts
    # Benchmarked in a later conversation: closed, so not listed.
    assert "Benchmark ef_search values for the HNSW index" not in texts


def test_find_similar(session: dict[str, Any]) -> None:
    like = result_json(session["similar_id"])
    ids = [r["conversation_id"] for r in like["results"]]
    assert KNOWN_ID not in ids and len(ids) == len(set(ids)) == 3
    assert all(i.startswith("claude-code:search-") for i in ids)
    about = result_json(session["similar_text"])
    assert about["results"][0]["conversation_id"].startswith("claude-code:tax-")


def test_dossier(session: dict[str, Any]) -> None:
    d = result_json(session["dossier"])
    assert d["found"] is True
    ids = {c["id"] for c in d["conversations"]}
    assert {f"claude-code:k8s-{i:02d}" for i in range(6)} <= ids
    assert d["decisions"] and all(BLOCK_LINK.fullmatch(x["link"]) for x in d["decisions"])
    assert any("1,148 notes" in f["text"] for f in d["facts"])
    assert d["concepts"] and all(c["link"].startswith("[[Musubi/concepts/")
                                 for c in d["concepts"])
    none = result_json(session["dossier_none"])
    assert none["found"] is False and "nothing known" in none["message"]


def test_remember_writes_an_episode_and_a_busy_vault_says_retry(
        session: dict[str, Any], library: Any) -> None:
    saved = result_json(session["remember"])
    assert saved["saved"] is True and saved["note"].startswith("Musubi/episodes/")
    assert (library.vault / saved["note"]).is_file()
    assert "retry" in error_text(session["remember_busy"])


def test_what_an_agent_remembers_it_finds_again(session: dict[str, Any]) -> None:
    saved = result_json(session["remember"])
    assert saved["searchable"] is True
    top = result_json(session["search_remembered"])["results"][0]
    assert top["kind"] == "episode" and top["conversation_id"] == saved["id"]
    assert "I prefer answers with links to my notes." in top["text"]
    # An agent's capture is not a fact about the person until they confirm it: it is listed
    # apart, with the agent that saved it.
    who = result_json(session["whoami_remembered"])
    assert not any("links to my notes" in f["text"] for f in who["facts"])
    [note] = [a for a in who["agent_notes"] if "links to my notes" in a["text"]]
    assert note["saved_by"] and note["confirmed"] is False and note["link"].startswith("[[")


def test_recent_activity_tells_what_happened_since_a_moment(session: dict[str, Any],
                                                           library: Any) -> None:
    """No query: every conversation since then, counted by source and project, with the
    decisions and loops made in them, each list cut at the limit with its whole count."""
    everything = result_json(session["recent_all"])
    notes = list((library.vault / "Musubi" / "conversations").rglob("*.md"))
    assert everything["conversations_total"] == len(notes) > 3
    assert len(everything["conversations"]) == 3
    dates = [c["date"] for c in everything["conversations"]]
    assert dates == sorted(dates, reverse=True)
    assert sum(everything["by_source"].values()) == everything["conversations_total"]
    assert everything["decisions_total"] >= 1 and everything["decisions"][0]["link"]
    assert all(c["link"].startswith("[[") for c in everything["conversations"])
    nothing = result_json(session["recent_none"])
    assert nothing["since"] == "2998-12-31T22:00:00Z"  # an offset is read, and said in UTC
    assert nothing["conversations_total"] == 0 and nothing["conversations"] == []


def test_every_list_pages_with_a_cursor_to_its_end(session: dict[str, Any]) -> None:
    """A list longer than a page ends with next_cursor; following it walks the whole list
    once, in order, and the last page says so with null."""
    everything = result_json(session["decisions"])
    pages = session["decision_pages"]
    assert [len(p) for p in pages] == [7, 7, 7, 3]
    walked = [d for p in pages for d in p]
    assert walked[:20] == everything["decisions"] and len(walked) == everything["total"] == 24
    assert len({(d["conversation_id"], d["block"]) for d in walked}) == 24
    loops = [x["text"] for p in session["loop_pages"] for x in p]
    assert loops == [x["text"] for x in result_json(session["loops"])["open_loops"]]
    assert len(session["loop_pages"]) == result_json(session["loops"])["total"] == len(loops)
    for label in ("search_pages", "similar_pages", "recent_pages"):
        rows = [r.get("chunk_id") or r.get("conversation_id") for p in session[label] for r in p]
        assert len(session[label]) > 1 and len(rows) == len(set(rows)), label
    similar = [r["conversation_id"] or r["note_path"] for p in session["similar_pages"]
               for r in p]
    assert len(similar) == len(set(similar))  # one result per conversation across pages


def test_a_cursor_is_refused_for_another_list_in_words(session: dict[str, Any]) -> None:
    for label in ("cursor_of_another_tool", "cursor_of_another_question", "cursor_made_up"):
        assert "cursor is not one this tool gave" in error_text(session[label]), label


def test_results_link_each_conversation_as_a_resource(session: dict[str, Any]) -> None:
    """Beside the JSON, a resource_link per conversation a search, decision, loop or dossier
    result names, which resources/read opens as that conversation's note."""
    for label, key, id_key in (("search", "results", "conversation_id"),
                               ("decisions", "decisions", "conversation_id"),
                               ("loops", "open_loops", "conversation_id"),
                               ("dossier", "conversations", "id")):
        result = session[label]
        named = list(dict.fromkeys(r[id_key] for r in result_json(result)[key]))
        links = [b for b in result.content[1:] if b.type == "resource_link"]
        assert [b.name for b in links][:len(named)] == named[:20], label
        assert all(b.uri.startswith("musubi://conversation/") and b.title for b in links)
    read = session["linked_read"]
    first = result_json(session["search"])["results"][0]
    assert first["title"] in read.contents[0].text


@pytest.mark.parametrize("label,words", [(c[0], c[3]) for c in INVALID_CALLS])
def test_invalid_input_is_a_clear_tool_error(session: dict[str, Any], label: str,
                                             words: str) -> None:
    text = error_text(session[label])
    assert words in text
    # Said in words: no validation library's internals, links or the value echoed back.
    assert "pydantic" not in text and "https://" not in text and "input_value" not in text


def test_no_tool_changed_history(session: dict[str, Any], library: Any) -> None:
    assert conversation_digests(library.vault) == library.notes
    assert git(library.vault, "status", "--porcelain") == ""
    changed = git(library.vault, "diff", "--name-only", library.head, "HEAD").splitlines()
    assert all(p.startswith("Musubi/episodes/") for p in changed), changed


# -- stdio: nothing but protocol on stdout ---------------------------------------------------

def test_stdio_stdout_carries_only_protocol(library: Any) -> None:
    """The calls that load the embedder, litellm (a streamed answer) and git, with remember
    turned off by the environment; every line the server writes must be JSON-RPC."""
    env = os.environ.copy() | {"MUSUBI_MCP_ALLOW_REMEMBER": "0"}
    raw = RawStdio(library.vault, library.tmp / "raw-stdio.log", env)
    try:
        init = raw.request("initialize", {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "raw-test", "version": "0"}})
        info = init["result"]["serverInfo"]
        assert info["name"] == "musubi" and "Obsidian vault" in info["description"]
        raw.send("notifications/initialized", notify=True)
        names = {t["name"] for t in raw.request("tools/list")["result"]["tools"]}
        assert names == READ_ONLY_TOOLS | THOUGHT_TOOLS  # thoughts never reach the vault
        before = len(library.chat.requests)
        calls = [("generate_context", {"question": "Which ef_search value for HNSW?"}),
                 ("search_conversations", {"query": "sourdough starter", "mode": "deep"}),
                 ("list_open_loops", {}), ("get_profile", {}), ("get_dossier", {"name": "IRS"}),
                 ("remember", {"text": "not allowed"})]
        results = [raw.request("tools/call", {"name": n, "arguments": a}) for n, a in calls]
        answer = json.loads(results[0]["result"]["content"][0]["text"])
        assert answer["synthesised"] is True and answer["answer"] == ANSWER
        assert len(library.chat.requests) > before, "the chat model was called"
        assert all(not r["result"].get("isError") for r in results[:-1])
        assert results[-1]["result"]["isError"] is True
    finally:
        code = raw.close()
    assert code == 0, raw.stderr()
    assert raw.lines
    for line in raw.lines:
        assert json.loads(line)["jsonrpc"] == "2.0", line
    assert "Traceback" not in raw.stderr()


# -- HTTP: local only, and only for local pages ----------------------------------------------

def test_http_needs_the_token_and_refuses_other_pages_and_names(http_server: Any,
                                                                 library: Any) -> None:
    url, token = http_server.url, owner_token(library.cache_dir)
    # Another account on the machine reaches the port, not the token file: 401, every time.
    refused = http_initialize(url)
    assert refused.status_code == 401 and "musubi token" in refused.json()["error"]
    assert refused.headers["www-authenticate"].startswith("Bearer")
    assert http_initialize(url, "guess").status_code == 401
    assert httpx.get(url, timeout=10).status_code == 401  # the GET stream too
    # A web page, even with the token somehow: only the server's own origin passes.
    assert http_initialize(url, token, Origin="http://evil.example").status_code == 403
    assert http_initialize(url, token,
                           Origin="http://127.0.0.1.evil.example:80").status_code == 403
    other_local = http_initialize(url, token, Origin="http://localhost:5173")  # a dev server
    assert other_local.status_code == 403 and "allowed_origins" in other_local.text
    assert http_initialize(url, token, Origin="null").status_code == 403
    assert http_initialize(url, token, Host="evil.example").status_code == 421
    # Only a name and a port: userinfo, a path or a second word is no name of this server.
    for host in (f"evil.example@127.0.0.1:{http_server.port}", f"127.0.0.1:{http_server.port}/x",
                 f"127.0.0.1:{http_server.port} evil.example", "127.0.0.1:port"):
        assert http_initialize(url, token, Host=host).status_code == 421, host
    # The scheme is case-insensitive (RFC 9110): "bearer" and "BEARER" pass with the token.
    for scheme in ("bearer", "BEARER"):
        spelled = httpx.post(url, timeout=10, json={
            "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "t", "version": "0"}}},
            headers={"Accept": "application/json, text/event-stream",
                     "Authorization": f"{scheme} {token}"})
        assert spelled.status_code == 200, (scheme, spelled.text)
    assert http_initialize(url, None, Authorization=f"Basic {token}").status_code == 401
    local = http_initialize(url, token, Origin=f"http://localhost:{http_server.port}")
    assert local.status_code == 200, local.text
    assert http_initialize(url, token).status_code == 200  # no Origin: not a browser
    assert "musubi token" in http_server.stderr()  # where the token is, said at start


def test_http_listens_on_loopback_only(http_server: Any) -> None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this picks the outward address
            outward = s.getsockname()[0]
    except OSError:
        pytest.skip("this machine has no non-loopback address to try")
    if outward.startswith("127."):
        pytest.skip("this machine has no non-loopback address to try")
    with socket.socket() as s:
        s.settimeout(2)
        assert s.connect_ex((outward, http_server.port)) != 0


def test_http_other_host_needs_saying_and_warns(library: Any) -> None:
    stdio_host = musubi("--vault", str(library.vault), "mcp", "--host", "0.0.0.0", check=False)
    assert stdio_host.returncode == 2 and "--host is for --http" in stdio_host.stderr
    # 192.0.2.1 (TEST-NET-1) is on no interface: the warning comes first, then the bind fails.
    proc = subprocess.run(musubi_args(library.vault, "mcp", "--http", "--host", "192.0.2.1",
                                      "--port", str(free_port())),
                          capture_output=True, text=True, timeout=60, env=os.environ.copy())
    assert "warning: serving on 192.0.2.1" in proc.stderr
    assert proc.returncode != 0 and proc.stdout == ""


# -- configuration and lifetime, in process ------------------------------------------------

def test_remember_is_off_when_configured(library: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    config = library.tmp / "mcp-config.toml"
    config.write_text("[mcp]\nallow_remember = false\n", encoding="utf-8")
    monkeypatch.setenv("MUSUBI_CONFIG", str(config))
    cfg = load_config(library.vault)
    assert cfg.mcp_allow_remember is False
    monkeypatch.setenv("MUSUBI_MCP_ALLOW_REMEMBER", "1")
    assert load_config(library.vault).mcp_allow_remember is True

    async def listed() -> tuple[set[str], Any]:
        async with Client(build_server(lambda: Engine(cfg), cfg.mcp_allow_remember,
                                       warm=False)) as client:
            names = {t.name for t in (await client.list_tools()).tools}
            return names, await client.call_tool("remember", {"text": "x"})

    names, call = _run(listed())
    assert names == READ_ONLY_TOOLS
    assert "remember" in error_text(call)


def test_an_empty_library_says_what_to_run(home: Path) -> None:
    vault = home / "empty-vault"
    musubi("init", str(vault))

    async def calls() -> dict[str, Any]:
        server = build_server(lambda: Engine(load_config(vault)), warm=False)
        async with Client(server) as client:
            return {name: result_json(await client.call_tool(name, args)) for name, args in (
                ("list_topics", {}), ("who_am_i", {}), ("recall_decisions", {}),
                ("list_open_loops", {}), ("get_dossier", {"name": "anything"}))}

    out = _run(calls())
    assert out["list_topics"] == {"topics": [],
                                  "message": "no topics yet: run `musubi topics build`"}
    assert "musubi distill" in out["who_am_i"]["message"]
    assert out["recall_decisions"]["decisions"] == [] and out["recall_decisions"]["message"]
    assert out["list_open_loops"]["message"] == "nothing open"
    assert out["get_dossier"]["found"] is False


@pytest.mark.slow
def test_a_change_to_the_library_is_told_to_clients_of_both_eras(home: Path) -> None:
    """A capture saved from the command line while an agent is connected: a client of the
    handshake era that listed the resources gets notifications/resources/list_changed, and
    one of 2026 that listens for it gets the event; each server states listChanged."""
    vault = home / "told-vault"
    musubi("init", str(vault))
    heard: list[str] = []

    async def note(message: Any) -> None:
        heard.append(str(getattr(message, "method", "")))

    async def handshake_era() -> Any:
        client = Client(stdio_client(vault).server, message_handler=note, mode="legacy")
        async with client as c:
            stated = c.server_capabilities.resources.list_changed
            await c.list_resources()
            await asyncio.to_thread(musubi, "--vault", str(vault), "remember", "Rye, not wheat.")
            for _ in range(100):
                if "notifications/resources/list_changed" in heard:
                    break
                await asyncio.sleep(0.1)
            return stated

    async def era_of_2026() -> Any:
        async with Client(stdio_client(vault).server) as c:
            assert c.protocol_version == "2026-07-28"
            async with c.listen(resources_list_changed=True) as events:
                await asyncio.to_thread(musubi, "--vault", str(vault), "remember",
                                        "Sourdough on Sundays.")
                return await asyncio.wait_for(events.__anext__(), 30)

    assert _run(handshake_era()) is True
    assert "notifications/resources/list_changed" in heard
    assert type(_run(era_of_2026())).__name__ == "ResourcesListChanged"
    # Through the stdio bridge to a running daemon, too.
    heard.clear()
    env = {**os.environ, "MUSUBI_DAEMON_PORT": str(free_port()), "MUSUBI_DAEMON_DEBOUNCE": "0.3"}
    daemon = Daemon(vault, home / "daemon.log", env)
    try:
        daemon.ready()
        assert _run(handshake_era()) is True
    finally:
        daemon.proc.terminate()
        assert daemon.wait(30) == 0, daemon.report()
    assert "notifications/resources/list_changed" in heard


def test_a_call_queued_behind_a_slow_one_is_told_busy_not_held(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One Engine thread serves every call: a call that waits past ENGINE_WAIT_SECONDS behind
    a slow one is taken off the queue and answered "busy, retry" (it never runs later, when
    nobody waits for it); once the slow one ends, calls are answered again."""
    import time

    from musubi_daemon.mcp import server as mcp_server

    vault = home / "busy-vault"
    musubi("init", str(vault))
    monkeypatch.setattr("musubi_daemon.config.ENGINE_WAIT_SECONDS", 0.5)
    ran: list[str] = []
    server, host = mcp_server._build(lambda: Engine(load_config(vault)), True, warm=False)

    async def go() -> tuple[Any, Any, float]:
        async with Client(server) as client:
            await client.call_tool("who_am_i", {})  # the Engine is made
            slow = asyncio.create_task(host.run(lambda e: (time.sleep(3), ran.append("slow")),
                                                wait=10))
            await asyncio.sleep(0.2)
            began = time.monotonic()
            busy = await client.call_tool("who_am_i", {})
            waited = time.monotonic() - began
            await slow
            return busy, await client.call_tool("who_am_i", {}), waited

    busy, later, waited = _run(go())
    assert "busy with a long job" in error_text(busy) and waited < 2.5
    assert ran == ["slow"]
    assert result_json(later)["facts"] == []


def test_one_engine_for_the_life_of_the_server_closed_at_the_end(library: Any) -> None:
    made: list[Engine] = []

    def factory() -> Engine:
        made.append(Engine(load_config(library.vault)))
        return made[-1]

    async def calls() -> None:
        async with Client(build_server(factory, warm=False)) as client:
            for _ in range(3):
                result_json(await client.call_tool("who_am_i", {}))
            result_json(await client.call_tool("read_conversation", {"id": KNOWN_ID}))

    _run(calls())
    assert len(made) == 1
    assert not {"state", "index"} & made[0].__dict__.keys()  # closed on shutdown


# -- a client nobody here wrote ---------------------------------------------------------------

def _inspector(library: Any, *args: str) -> Any:
    env = os.environ.copy() | {"NPM_CONFIG_CACHE": NPM_CACHE, "NPM_CONFIG_YES": "true",
                               "NPM_CONFIG_UPDATE_NOTIFIER": "false"}
    proc = subprocess.run(["npx", "-y", "@modelcontextprotocol/inspector", "--cli", *args],
                          capture_output=True, text=True, timeout=300, env=env)
    if proc.returncode != 0 and re.search(r"ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|"
                                          r"network request", proc.stderr) \
            and os.environ.get("MUSUBI_REQUIRE_INSPECTOR") != "1":
        pytest.skip("npx could not fetch @modelcontextprotocol/inspector (npm registry "
                    "unreachable); set MUSUBI_REQUIRE_INSPECTOR=1 to make that a failure")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.skipif(shutil.which("npx") is None,
                    reason="npx (Node.js) is not installed: the MCP Inspector CLI runs on it")
def test_mcp_inspector_cli_lists_and_calls_tools(library: Any) -> None:
    server = musubi_args(library.vault, "mcp")
    listed = _inspector(library, *server, "--method", "tools/list")
    tools = {t["name"]: t for t in listed["tools"]}
    assert set(tools) == READ_ONLY_TOOLS | THOUGHT_TOOLS | {"remember"}
    assert tools["get_dossier"]["annotations"]["readOnlyHint"] is True
    called = _inspector(library, *server, "--method", "tools/call", "--tool-name",
                        "get_dossier", "--tool-arg", "name=sourdough starter")
    dossier = json.loads(called["content"][0]["text"])
    assert dossier["found"] is True and dossier["conversations"]


def test_http_on_every_address_answers_the_address_it_came_in_on(library: Any) -> None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a route lookup only: no packet is sent
            outward = s.getsockname()[0]
    except OSError:
        pytest.skip("this machine has no non-loopback address to try")
    if outward.startswith("127."):
        pytest.skip("this machine has no non-loopback address to try")
    port = free_port()
    server = HttpServer(library.vault, port, library.tmp / "lan.log", "--host", "0.0.0.0")
    try:
        server.wait_listening()
        token = owner_token(library.cache_dir)
        lan = f"http://{outward}:{port}/mcp"
        # From the network: the bound address is this server's own name, with the token.
        assert http_initialize(lan).status_code == 401
        ok = http_initialize(lan, token)
        assert ok.status_code == 200, ok.text
        assert http_initialize(lan, token, Host="evil.example").status_code == 421
        assert "warning: serving on 0.0.0.0" in server.stderr()
    finally:
        server.stop()
