"""Thoughts: agents' messages to one another on named channels. The store (expiry on an
injected clock, the size bound, cursors, names, two processes on one file), the MCP tools
between two separate stdio sessions, the daemon's event stream and the CLI."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import musubi
from daemon_helpers import Daemon
from hypothesis import given, settings
from hypothesis import strategies as st
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp_helpers import error_text, free_port, musubi_args, owner_token, result_json
from mcp_types import Implementation

from musubi_daemon import config as C
from musubi_daemon.agents import BadName, agent_name, check_name
from musubi_daemon.thoughts.store import ThoughtStore


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_thought_is_read_once_in_order_and_the_cursor_moves_on(tmp_path: Path) -> None:
    store = ThoughtStore(tmp_path / "t.sqlite")
    first = store.send("build", "planner", "I take the parser", to="everyone")
    store.send("other", "planner", "not on this channel")
    second = store.send("build", "coder", "then I take the tests", to="planner")
    page = store.read("build")
    assert [t["id"] for t in page["thoughts"]] == [first["id"], second["id"]]
    assert page["thoughts"][1] | {"at": ""} == {
        "id": second["id"], "channel": "build", "from": "coder", "to": "planner",
        "content": "then I take the tests", "at": ""}
    assert page["thoughts"][0]["to"] == "everyone"
    again = store.read("build", since=page["next_since"])
    assert again["thoughts"] == [] and again["next_since"] == page["next_since"]
    # Only what is for me or everyone; the cursor still moves past the rest.
    store.send("build", "coder", "for the reviewer only", to="reviewer")
    mine = store.read("build", since=page["next_since"], for_="planner")
    assert mine["thoughts"] == [] and mine["next_since"] > page["next_since"]
    assert [t["content"] for t in store.read("build", for_="Planner")["thoughts"]] == [
        "I take the parser", "then I take the tests"]


def test_thoughts_expire_after_the_ttl(tmp_path: Path) -> None:
    clock = Clock()
    store = ThoughtStore(tmp_path / "t.sqlite", clock=clock)
    store.send("c", "a", "old news")
    clock.now += C.THOUGHT_TTL_DAYS * 86_400 - 1
    assert len(store.read("c")["thoughts"]) == 1
    clock.now += 2
    assert store.read("c")["thoughts"] == []  # expired, though nothing was written since
    store.send("c", "a", "fresh")
    assert store.db.execute("SELECT count(*) FROM thoughts").fetchone()[0] == 1  # pruned


def test_the_file_is_bounded_in_rows_and_bytes(tmp_path: Path) -> None:
    store = ThoughtStore(tmp_path / "t.sqlite", max_rows=5, max_bytes=10_000)
    for i in range(12):
        store.send("c", "a", f"thought {i}")
    assert [t["content"] for t in store.read("c")["thoughts"]] == [
        f"thought {i}" for i in range(7, 12)]
    big = ThoughtStore(tmp_path / "b.sqlite", max_rows=1000, max_bytes=3_000)
    for _ in range(10):
        big.send("c", "a", "x" * 1_000)
    total = big.db.execute("SELECT sum(size) FROM thoughts").fetchone()[0]
    assert total <= 3_000 and len(big.read("c")["thoughts"]) == 2


@pytest.mark.parametrize(("call", "words"), [
    (lambda s: s.send("two words", "a", "x"), "not a name"),
    (lambda s: s.send("c", "", "x"), "from is empty"),
    (lambda s: s.send("c", "a", "x", to="b/c"), "not a name"),
    (lambda s: s.send("c", "a", "   "), "content is empty"),
    (lambda s: s.send("c", "a", "x" * (C.THOUGHT_CHARS + 1)), f"{C.THOUGHT_CHARS:,}"),
    (lambda s: s.send("c" * (C.AGENT_NAME_CHARS + 1), "a", "x"), "at most"),
    (lambda s: s.read("c", since=-1), "since"),
    (lambda s: s.read("c", limit=0), "limit"),
])
def test_bad_names_and_content_are_clear_errors(tmp_path: Path, call: object,
                                                words: str) -> None:
    store = ThoughtStore(tmp_path / "t.sqlite")
    with pytest.raises(ValueError, match=words):
        call(store)  # type: ignore[operator]


def test_names_ignore_case_and_a_client_label_becomes_a_name() -> None:
    assert check_name(" Build-1 ", "channel") == "build-1"
    with pytest.raises(BadName):
        check_name("-x", "channel")
    assert agent_name("Claude Code") == "claude-code"
    assert agent_name("  ...  ") is None


@settings(max_examples=40, deadline=None)
@given(ops=st.lists(st.one_of(
    st.tuples(st.just("send"), st.sampled_from(["a", "b"]), st.integers(1, 400)),
    st.tuples(st.just("read"), st.sampled_from(["a", "b"]), st.integers(1, 4))),
    max_size=40))
def test_every_thought_is_read_once_in_order_and_nothing_exceeds_the_bound(
        ops: list[tuple[str, str, int]]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        store = ThoughtStore(Path(d) / "t.sqlite", max_rows=6, max_bytes=1_500)
        sent: dict[str, list[int]] = {"a": [], "b": []}
        seen: dict[str, list[int]] = {"a": [], "b": []}
        cursor = {"a": 0, "b": 0}
        for op, channel, n in ops:
            if op == "send":
                sent[channel].append(store.send(channel, "x", "y" * n)["id"])
            else:
                page = store.read(channel, since=cursor[channel], limit=n)
                seen[channel] += [t["id"] for t in page["thoughts"]]
                assert page["next_since"] >= cursor[channel]
                cursor[channel] = page["next_since"]
            rows, size = store.db.execute(
                "SELECT count(*), coalesce(sum(size), 0) FROM thoughts").fetchone()
            assert rows <= 6 and size <= 1_500
        for channel in ("a", "b"):
            page = store.read(channel, since=cursor[channel], limit=C.THOUGHTS_PAGE)
            seen[channel] += [t["id"] for t in page["thoughts"]]
            # In order, never twice, and only what was sent on it; what was lost was pruned.
            assert seen[channel] == sorted(set(seen[channel]))
            assert set(seen[channel]) <= set(sent[channel])
            live = {r[0] for r in store.db.execute(
                "SELECT id FROM thoughts WHERE channel = ?", (channel,))}
            assert live <= set(seen[channel])
        store.close()


SENDER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from musubi_daemon.thoughts.store import ThoughtStore
    store = ThoughtStore(Path(sys.argv[1]))
    for i in range(40):
        store.send("shared", sys.argv[2], f"{sys.argv[2]} {i}")
""")


def test_two_processes_share_the_file(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    procs = [subprocess.Popen([sys.executable, "-c", SENDER, str(path), name])
             for name in ("left", "right")]
    assert [p.wait(60) for p in procs] == [0, 0]
    got = ThoughtStore(path).read("shared")["thoughts"]
    assert len(got) == 80
    for name in ("left", "right"):
        assert [t["content"] for t in got if t["from"] == name] == [
            f"{name} {i}" for i in range(40)]


# -- over MCP: separate sessions, the file their meeting point -------------------------------

def agent(vault: Path, name: str, **env: str) -> Client:
    """A real `musubi mcp` stdio session whose client calls itself ``name``."""
    return Client(StdioServerParameters(command=sys.executable,
                                        args=musubi_args(vault, "mcp")[1:],
                                        env={**os.environ, **env}),
                  client_info=Implementation(name=name, version="0"))


def run(coro: Any, timeout: float = 180) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def test_two_stdio_sessions_exchange_a_thought(vault: Path) -> None:
    async def go() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with agent(vault, "Planner Bot") as planner:
            tools = {t.name: t for t in (await planner.list_tools()).tools}
            out["tools"] = tools
            out["sent"] = await planner.call_tool("send_thought", {
                "channel": "build", "content": "parser done; tests are yours", "to": "coder"})
            out["aside"] = await planner.call_tool("send_thought", {
                "channel": "build", "content": "for the reviewer", "to": "reviewer"})
            out["bad"] = await planner.call_tool("send_thought", {
                "channel": "two words", "content": "x"})
        async with agent(vault, "coder") as coder:
            out["mine"] = await coder.call_tool("read_thoughts",
                                                {"channel": "build", "for_me": True})
            out["all"] = await coder.call_tool("read_thoughts", {"channel": "build"})
            out["after"] = await coder.call_tool("read_thoughts", {
                "channel": "build", "since": result_json(out["all"])["next_since"]})
        async with agent(vault, "whatever", MUSUBI_PRESENCE="Reviewer") as reviewer:
            out["named"] = await reviewer.call_tool("send_thought", {
                "channel": "build", "content": "looking now"})
        return out

    out = run(go())
    for name in ("send_thought", "read_thoughts"):
        schema = out["tools"][name].output_schema
        assert schema and schema["type"] == "object", name
    assert "next_since" in out["tools"]["read_thoughts"].output_schema["properties"]
    sent = result_json(out["sent"])
    assert sent["from"] == "planner-bot" and sent["to"] == "coder"
    assert "not a name" in error_text(out["bad"])
    mine = result_json(out["mine"])["thoughts"]
    assert [(t["id"], t["from"], t["content"]) for t in mine] == [
        (sent["id"], "planner-bot", "parser done; tests are yours")]
    assert len(result_json(out["all"])["thoughts"]) == 2
    assert result_json(out["after"])["thoughts"] == []
    assert result_json(out["named"])["from"] == "reviewer"


# -- the command line ----------------------------------------------------------------------

def test_the_cli_sends_reads_and_watches(vault: Path, tmp_path: Path) -> None:
    v = str(vault)
    assert musubi("--vault", v, "thoughts", "send", "build", "tests", "are", "green",
                  "--to", "coder", "--from", "Ana").stdout.strip() == "#1"
    musubi("--vault", v, "thoughts", "send", "build", "merging now")
    page = json.loads(musubi("--vault", v, "thoughts", "read", "build", "--json").stdout)
    assert [(t["from"], t["to"], t["content"]) for t in page["thoughts"]] == [
        ("ana", "coder", "tests are green"), (page["thoughts"][1]["from"], "everyone",
                                              "merging now")]
    shown = musubi("--vault", v, "thoughts", "read", "build", "--after", "1").stdout
    assert "merging now" in shown and "tests are green" not in shown
    # `--since` is a date everywhere else; its old meaning here still works, hidden.
    assert musubi("--vault", v, "thoughts", "read", "build", "--since", "1").stdout == shown
    assert "--since" not in musubi("thoughts", "read", "--help").stdout
    bad = musubi("--vault", v, "thoughts", "send", "no good", "x", check=False)
    assert bad.returncode == 2 and "not a name" in bad.stderr
    # Watching with no daemon reads the file: what is there, then what comes.
    watcher = subprocess.Popen(musubi_args(vault, "thoughts", "watch", "build", "--json"),
                               stdout=subprocess.PIPE, text=True)
    try:
        assert watcher.stdout is not None
        first = json.loads(watcher.stdout.readline())
        assert first["content"] == "tests are green"
        watcher.stdout.readline()
        musubi("--vault", v, "thoughts", "send", "build", "one more", "--from", "bo")
        assert json.loads(watcher.stdout.readline())["content"] == "one more"
    finally:
        watcher.terminate()
        watcher.wait(20)


# -- with the daemon: its event stream, and the bridge ---------------------------------------

@pytest.fixture
def daemon(vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("MUSUBI_DAEMON_PORT", str(free_port()))
    monkeypatch.setenv("MUSUBI_VAULT", str(vault))
    d = Daemon(vault, tmp_path / "daemon.log", dict(os.environ))
    try:
        d.ready()
        yield d
    finally:
        if d.proc.poll() is None:
            d.proc.terminate()
            d.wait(30)


def test_the_daemon_streams_thoughts_sent_elsewhere_behind_the_token(daemon: Daemon) -> None:
    import httpx

    from musubi_daemon.config import load_config

    cache = load_config(daemon.vault).cache_dir
    url = f"http://127.0.0.1:{daemon.port}/thoughts/stream"
    refused = httpx.get(url, params={"channel": "build"}, timeout=10, trust_env=False)
    assert refused.status_code == 401
    auth = {"Authorization": f"Bearer {owner_token(cache)}"}
    bad = httpx.get(url, params={"channel": "no good"}, headers=auth, timeout=10,
                    trust_env=False)
    assert bad.status_code == 400 and "not a name" in bad.json()["error"]
    musubi("thoughts", "send", "build", "before the stream", "--from", "a")
    with httpx.stream("GET", url, params={"channel": "build", "since": 0}, headers=auth,
                      timeout=httpx.Timeout(30), trust_env=False) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        lines = r.iter_lines()
        got: list[dict[str, Any]] = []
        for line in lines:
            if line.startswith("data: "):
                got.append(json.loads(line[6:]))
                if len(got) == 1:  # sent by another process while the stream is open
                    musubi("thoughts", "send", "build", "during the stream", "--from", "b")
                if len(got) == 2:
                    break
    assert [(t["from"], t["content"]) for t in got] == [
        ("a", "before the stream"), ("b", "during the stream")]
    # `musubi thoughts watch` follows the same stream while the daemon runs.
    watcher = subprocess.Popen(musubi_args(daemon.vault, "thoughts", "watch", "build",
                                           "--since", str(got[1]["id"]), "--json"),
                               stdout=subprocess.PIPE, text=True)
    try:
        assert watcher.stdout is not None
        musubi("thoughts", "send", "build", "watched", "--from", "c")
        assert json.loads(watcher.stdout.readline())["content"] == "watched"
    finally:
        watcher.terminate()
        watcher.wait(20)


def test_a_stdio_session_bridged_to_the_daemon_sends_as_its_agent(daemon: Daemon) -> None:
    async def go() -> tuple[Any, Any, Any]:
        async with agent(daemon.vault, "Bridged Agent") as a:
            sent = await a.call_tool("send_thought", {"channel": "ops", "content": "hello"})
            read = await a.call_tool("read_thoughts", {"channel": "ops", "for_me": True})
            return sent, read, a.server_info

    sent, read, server = run(go())
    assert server is not None and server.title == "Musubi (via the daemon)"
    assert result_json(sent)["from"] == "bridged-agent"
    assert [t["content"] for t in result_json(read)["thoughts"]] == ["hello"]
    page = json.loads(musubi("thoughts", "read", "ops", "--json").stdout)
    assert page["thoughts"][0]["from"] == "bridged-agent"


# -- presence on captures: search keeps to the agent that made them --------------------------

def test_a_capture_is_found_by_the_agent_that_made_it(vault: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from musubi_daemon.vault.notes import read_frontmatter

    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    query = {"query": "sourdough starter feeding ratio", "kind": "episode"}

    async def go() -> dict[str, Any]:
        async with agent(vault, "Scribe Bot") as scribe:
            made = await scribe.call_tool("remember", {
                "text": "Feed the sourdough starter at a 1:5:5 ratio every morning."})
            return {"made": made,
                    "mine": await scribe.call_tool("search_conversations",
                                                   {**query, "agent": "Scribe-Bot"}),
                    "theirs": await scribe.call_tool("search_conversations",
                                                     {**query, "agent": "other"}),
                    "bad": await scribe.call_tool("search_conversations",
                                                  {**query, "agent": "!!!"})}

    out = run(go())
    note = vault / result_json(out["made"])["note"]
    assert read_frontmatter(note.read_text())["agent"] == "scribe-bot"
    assert "1:5:5" in result_json(out["mine"])["results"][0]["text"]
    assert result_json(out["theirs"])["results"] == []
    assert "not a name" in error_text(out["bad"])
    v = str(vault)
    mine = json.loads(musubi("--vault", v, "search", "--json", "--agent", "scribe-bot",
                             "sourdough starter").stdout)
    assert mine and mine[0]["kind"] == "episode"
    assert json.loads(musubi("--vault", v, "search", "--json", "--agent", "other",
                             "sourdough starter").stdout) == []
