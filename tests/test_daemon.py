"""The real daemon as a subprocess on a temp vault and HOME: sessions appear in the vault and
in search within seconds, a person's edit is committed under their name, a rename keeps the
note's identity, jobs run on a compressed schedule, SIGTERM exits 0, and kill -9 then restart
leaves a consistent vault and index."""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import forkserver
import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi
from daemon_helpers import Daemon, wait_for
from mcp_helpers import RawStdio, free_port, http_client, result_json

from musubi_daemon.daemon.client import call as daemon_call
from musubi_daemon.errors import Reported
from musubi_daemon.runtime import bearer, read_token
from musubi_daemon.vault.notes import parse, read_frontmatter

SID = "da3a0000-0000-4000-8000-000000000000"


@pytest.fixture
def env(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    monkeypatch.setenv("MUSUBI_DAEMON_DEBOUNCE", "0.3")
    monkeypatch.setenv("MUSUBI_DAEMON_PORT", str(free_port()))
    monkeypatch.setenv("MUSUBI_DAEMON_SCHEDULE", "maturation=2")
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    return dict(os.environ)


@pytest.fixture
def daemon(env: dict[str, str], home: Path, tmp_path: Path) -> Iterator[Daemon]:
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    d = Daemon(vault, tmp_path / "daemon.log", env)
    try:
        d.ready()
        yield d
    finally:
        if d.proc.poll() is None:
            d.kill()
            d.wait()


def session(home: Path, *turns: tuple[str, str]) -> Path:
    s = Session(project_dir(home) / f"{SID}.jsonl", SID)
    for user, assistant in turns:
        s.user(user).assistant(assistant)
    return s.write()


def note(vault: Path) -> Path | None:
    found = list((vault / "Musubi" / "conversations").rglob("*.md"))
    return found[0] if len(found) == 1 else None


def search(*words: str) -> list[dict[str, Any]]:
    return json.loads(musubi("search", "--json", *words).stdout)


@pytest.mark.slow
def test_daemon_end_to_end(daemon: Daemon, home: Path) -> None:
    vault = daemon.vault
    # A new Claude Code session appears in the vault and in search within seconds.
    session(home, ("How long should the sourdough rest in the fridge?",
                   "Twelve hours of cold retard deepens the sour taste."))
    path = wait_for(lambda: note(vault), 30, "the note")
    hits = wait_for(lambda: search("cold retard sour taste"), 30, "search")
    assert hits[0]["note_path"] == path.relative_to(vault).as_posix()
    # It grows: the same note gets the new turn.
    session(home, ("How long should the sourdough rest in the fridge?",
                   "Twelve hours of cold retard deepens the sour taste."),
            ("And the oven?", "Bake in a Dutch oven at 250 degrees, lid on for 20 minutes."))
    wait_for(lambda: "Dutch oven at 250" in path.read_text(encoding="utf-8"), 30, "growth")
    # A hand edit is committed under the person's name and searchable.
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("## Transcript", "Ana's note: use the blue banneton.\n\n"
                                                  "## Transcript"), encoding="utf-8")
    # (A scheduled job may commit right after it: look for her commit, not the last one.)
    wait_for(lambda: "Ana Lima\tvault: edits made outside Musubi" in git(
        vault, "log", "--format=%an%x09%s", "-S", "blue banneton"), 30, "the commit")
    wait_for(lambda: search("blue banneton"), 30, "the edit in search")
    # A rename keeps the note's identity: the next growth lands in the renamed file.
    renamed = path.with_name("Sourdough timings.md")
    path.rename(renamed)
    wait_for(lambda: "Sourdough timings.md" in git(vault, "log", "--name-status"), 30,
             "the rename commit")  # anywhere in the history: a job may commit right after
    session(home, ("How long should the sourdough rest in the fridge?",
                   "Twelve hours of cold retard deepens the sour taste."),
            ("And the oven?", "Bake in a Dutch oven at 250 degrees, lid on for 20 minutes."),
            ("Scoring?", "One confident slash at a shallow angle."))
    wait_for(lambda: "shallow angle" in renamed.read_text(encoding="utf-8"), 30, "the rename")
    assert note(vault) == renamed and "blue banneton" in renamed.read_text(encoding="utf-8")
    assert parse(renamed.read_text(encoding="utf-8")).id == f"claude-code:{SID}"
    # Jobs run on the (compressed) schedule.
    wait_for(lambda: read_frontmatter(renamed.read_text(encoding="utf-8"))["state"]
             == "matured", 30, "maturation")
    runs = json.loads(musubi("lifecycle", "status", "--json").stdout)["runs"]
    assert "maturation" in runs
    # Two MCP clients and a CLI search while the daemon ingests: no errors.
    url = f"http://127.0.0.1:{daemon.port}/mcp"
    cache = Path(json.loads(musubi("status", "--json").stdout)["cache"])

    async def client(n: int) -> list[Any]:
        async with http_client(url, cache) as c:
            return [result_json(await c.call_tool("search_conversations",
                                                  {"query": "sourdough oven"}))
                    for _ in range(n)]

    async def both() -> list[Any]:
        return await asyncio.gather(client(5), client(5))

    s = Session(project_dir(home) / "bb000000-0000-4000-8000-000000000000.jsonl",
                "bb000000-0000-4000-8000-000000000000")
    s.user("Tile cache cold after deploy?").assistant("The key holds the build hash.").write()
    results = asyncio.run(both())
    assert all(r for rs in results for r in rs)
    assert search("sourdough oven")
    wait_for(lambda: len(list((vault / "Musubi" / "conversations").rglob("*.md"))) == 2, 30,
             "the second session")
    # The warm search is what a cold one finds.
    cold = json.loads(subprocess.run(
        forkserver.argv("search", "--json", "blue banneton"),
        capture_output=True, text=True, check=True,
        env={**os.environ, "MUSUBI_NO_DAEMON": "1"}).stdout)
    assert [h["chunk_id"] for h in cold][:1] == [h["chunk_id"] for h in
                                                 search("blue banneton")][:1]
    warm = daemon_call(cache, "search", {"query": "blue banneton"})  # with the owner's token
    assert warm and warm[0]["chunk_id"] == cold[0]["chunk_id"]
    # A stdio `musubi mcp` started now forwards to the daemon instead of loading its own.
    raw = RawStdio(vault, vault.parent / "stdio.log")
    try:
        init = raw.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                          "clientInfo": {"name": "t", "version": "0"}})
        assert "Obsidian vault" in init["result"]["serverInfo"]["description"]
        raw.send("notifications/initialized", notify=True)
        tools = {t["name"] for t in raw.request("tools/list")["result"]["tools"]}
        assert "search_conversations" in tools
        found = raw.request("tools/call", {"name": "search_conversations",
                                           "arguments": {"query": "blue banneton"}})
        assert "banneton" in found["result"]["content"][0]["text"]
    finally:
        assert raw.close() == 0
    assert "using the running daemon" in raw.stderr()
    # One limit on a query wherever it comes from, and a bounded body: a pasted document is
    # refused with the reason, at once, and the daemon answers the next call as before.
    with pytest.raises(Reported, match="at most 2,000") as said:
        daemon_call(cache, "search", {"query": "tile " * 1000})
    assert said.value.failure.kind == "usage"
    long = musubi("search", "tile " * 1000, check=False)
    assert long.returncode == 2 and "at most 2,000" in long.stderr
    # One map of failures: a vault another writer holds is said in the same words, with the
    # same exit code, whether the daemon's Engine met it or the command's own.
    transcript = project_dir(home) / "bb000000-0000-4000-8000-000000000000.jsonl"
    with open(cache / "vault.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(Reported) as busy:
            daemon_call(cache, "ingest-file", {"source": "claude-code", "path": str(transcript)})
        alone = subprocess.run(
            forkserver.argv("ingest", "--source", f"claude-code={transcript}"),
            capture_output=True, text=True, env={**os.environ, "MUSUBI_NO_DAEMON": "1"})
    assert busy.value.failure.kind == "busy"
    assert alone.returncode == 1 and busy.value.failure.text in alone.stderr
    assert "another Musubi process" in busy.value.failure.text
    # A call the daemon fails by a bug is done by the caller instead, and logged as a bug.
    assert daemon_call(cache, "search", {"no query": 1}) is None
    wait_for(lambda: any(e["what"] == "api" and "KeyError" in e["reason"]
                         for e in daemon.status()["daemon"]["errors"]), 20,
             "the bug in the daemon's errors")
    request = urllib.request.Request(
        f"http://127.0.0.1:{daemon.port}/api/search", method="POST",
        data=json.dumps({"query": "x" * 200_000}).encode(),
        headers={"Content-Type": "application/json", **bearer(read_token(cache))})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.build_opener(urllib.request.ProxyHandler({})).open(request, timeout=30)
    assert refused.value.code == 413
    assert search("blue banneton")
    # One daemon per vault.
    second = musubi("daemon", "--no-mcp", check=False)
    assert second.returncode == 1 and "already serves" in second.stderr
    # SIGTERM: the current item is finished and it exits 0 within seconds.
    daemon.proc.send_signal(signal.SIGTERM)
    assert daemon.wait(20) == 0
    assert daemon.status()["daemon"] is None


def test_kill_9_then_restart_is_consistent(daemon: Daemon, home: Path, env: dict[str, str],
                                           tmp_path: Path) -> None:
    vault = daemon.vault
    for i in range(8):
        sid = f"cc{i:06d}-0000-4000-8000-000000000000"
        s = Session(project_dir(home) / f"{sid}.jsonl", sid)
        s.user(f"Question {i} about the tile cache?").assistant(f"Answer {i}: warm it.").write()
    time.sleep(0.8)  # the debounce has passed: the ingest is under way
    daemon.kill()
    daemon.wait()
    restarted = Daemon(vault, tmp_path / "daemon2.log", env)
    try:
        restarted.ready()
        wait_for(lambda: len(list((vault / "Musubi" / "conversations").rglob("*.md"))) == 8,
                 60, "all eight notes")
        wait_for(lambda: len(search("tile cache question answer warm")) >= 3, 30, "search")
        assert not list(vault.rglob(".musubi-*.tmp"))
        for p in (vault / "Musubi" / "conversations").rglob("*.md"):
            parse(p.read_text(encoding="utf-8"))  # whole notes only
        subprocess.run(["git", "-C", str(vault), "fsck", "--no-progress"], check=True,
                       capture_output=True)
        wait_for(lambda: not git(vault, "status", "--porcelain").strip(), 30, "a clean tree")
    finally:
        restarted.proc.send_signal(signal.SIGTERM)
        assert restarted.wait(20) == 0
