"""A long first index, as a person with years of history meets it: the newest conversations are
searchable first, a search says what it cannot see yet, a kill costs at most the batch being
embedded, and `musubi reindex --continue` (which `musubi ingest` starts in the background) goes
on from where it stopped."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from claude_sessions import Session
from cli_helpers import musubi
from mcp_helpers import result_json, stdio_client

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.model import Conversation, Message

NOTES = 60
FIRST = date(2024, 1, 1)
# Words of every message, long enough for several passages a conversation.
PROSE = ("We walked through the retry budget for the uploader, how long the queue may stall, "
         "what the on-call person sees when it does, and which alarms should wake someone. ")


def _mark(i: int) -> str:
    """A word only conversation ``i`` holds (the letters of its number)."""
    return "zq" + "".join("abcdefghij"[int(d)] for d in f"{i:03d}") + "marker"


def _day(i: int) -> str:
    return (FIRST + timedelta(days=7 * i)).isoformat()


def _history(n: int) -> list[Conversation]:
    out = []
    for i in range(n):
        at = f"{_day(i)}T09:00:00Z"
        cid = f"hist{i:03d}"
        msgs = [Message(f"{cid}#{j}", "user" if j % 2 == 0 else "assistant",
                        f"{_mark(i)} {PROSE * 3}", at) for j in range(12)]
        out.append(Conversation(cid, "claude-code", f"Uploader review {i}", "uploader", at, at,
                                f"test:{cid}", msgs))
    return out


@pytest.fixture
def library(vault: Path) -> Path:
    engine = Engine(load_config(vault))
    try:
        engine.write_conversations("claude-code", _history(NOTES))
    finally:
        engine.close()
    return vault


def _index_db(vault: Path) -> Path:
    return load_config(vault).cache_dir / "index" / "keyword.sqlite"


def _stamped(vault: Path) -> list[str]:
    """The conversation notes the index has committed."""
    db = _index_db(vault)
    if not db.exists():
        return []
    with sqlite3.connect(db, timeout=30) as c:
        try:
            rows = c.execute("SELECT path FROM files WHERE path LIKE '%conversations%'")
            return [r[0] for r in rows]
        except sqlite3.OperationalError:
            return []


def _cached_vectors(vault: Path) -> int:
    with sqlite3.connect(load_config(vault).cache_dir / "embeddings.sqlite", timeout=30) as c:
        return int(c.execute("SELECT COUNT(*) FROM vectors").fetchone()[0])


def _mcp_search(vault: Path, query: str) -> dict[str, Any]:
    async def go() -> dict[str, Any]:
        async with stdio_client(vault) as client:
            return dict(result_json(await client.call_tool("search_conversations",
                                                           {"query": query})))

    return asyncio.run(asyncio.wait_for(go(), 120))


def _reindex_continue(vault: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "musubi_daemon", "--vault", str(vault),
                             "reindex", "--continue"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=os.environ.copy())


def test_a_killed_first_index_left_the_newest_searchable_and_goes_on_where_it_stopped(
        library: Path) -> None:
    proc = _reindex_continue(library)
    deadline = time.monotonic() + 240
    while len(_stamped(library)) < NOTES // 4 and proc.poll() is None:
        assert time.monotonic() < deadline, "the index never committed a batch"
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    done = _stamped(library)
    assert NOTES // 4 <= len(done) < NOTES, "the kill came after the end: the test says nothing"
    cached_at_kill = _cached_vectors(library)

    # Newest first: every note indexed is newer than every note not.
    days = {p: Path(p).name[:10] for p in done}
    left = [_day(i) for i in range(NOTES) if _day(i) not in days.values()]
    assert min(days.values()) > max(left)

    # A search answers from what is in, and says what it cannot see yet, and how to go on.
    newest, oldest = _mark(NOTES - 1), _mark(0)
    found = musubi("--vault", str(library), "search", newest)
    assert f"Uploader review {NOTES - 1}" in found.stdout
    assert f"{len(left):,} of {NOTES:,} notes are not searchable yet" in found.stderr
    assert "musubi reindex --continue" in found.stderr
    assert f"since {min(days.values())}" in found.stderr
    assert oldest not in musubi("--vault", str(library), "search", oldest).stdout
    # An agent reads the same as a field of the search result.
    told = _mcp_search(library, newest)
    assert told["count"] > 0
    assert told["not_indexed"]["pending"] == len(left)
    assert told["not_indexed"]["total"] == NOTES
    assert told["not_indexed"]["running"] is False
    assert told["not_indexed"]["reached"] == min(days.values())

    status = musubi("--vault", str(library), "status").stdout
    assert f"{len(left):,} of {NOTES:,} notes are not searchable yet" in status

    # The rest, resumed: what was embedded before the kill is not embedded again.
    resumed = musubi("--vault", str(library), "reindex", "--continue")
    assert f"index brought up to date: {len(left)} notes" in resumed.stdout
    embedded = int(resumed.stdout.split("(")[1].split(" embedded")[0])
    assert embedded == _cached_vectors(library) - cached_at_kill
    assert len(_stamped(library)) == NOTES
    found = musubi("--vault", str(library), "search", oldest)
    assert oldest in found.stdout
    assert "not searchable yet" not in found.stderr


def test_ingest_indexes_for_its_time_then_hands_the_rest_to_the_background(
        home: Path, vault: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`musubi ingest` on a large history returns after its foreground time; a background
    `musubi reindex --continue` takes the rest, and a search meanwhile says so over MCP's
    field and in words."""
    src = home / "cc"
    for i in range(NOTES):
        session = Session(src / "-home-ana-uploader" / f"{i:08d}.jsonl",
                          f"{i:08d}-aaaa-4bbb-8ccc-dddddddddddd", cwd="/home/ana/uploader")
        for j in range(6):
            session.user(f"{_mark(i)} {PROSE * 3}").assistant(f"{PROSE * 3} ({j})")
        session.write()
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    monkeypatch.setenv("MUSUBI_INDEX_FOREGROUND_SECONDS", "0")
    out = musubi("--vault", str(vault), "ingest", "--source", f"claude-code={src}", "--json")
    report = json.loads(out.stdout)
    assert report["sources"]["claude-code"]["added"] == NOTES
    assert report["index"]["pending"] > 0
    log = Path(report["index_continues"])
    deadline = time.monotonic() + 240
    while len(_stamped(vault)) < NOTES:
        assert time.monotonic() < deadline, f"the background index stalled: {log.read_text()}"
        time.sleep(0.2)
    engine = Engine(load_config(vault))
    try:
        for _ in range(100):  # its last commit, then its record: a moment apart
            if engine.coverage() is None:
                break
            time.sleep(0.05)
        assert engine.coverage() is None
    finally:
        engine.close()
    found = musubi("--vault", str(vault), "search", _mark(0))
    assert _mark(0) in found.stdout
    assert "not searchable yet" not in found.stderr


def test_an_ingest_while_another_process_indexes_writes_its_notes_and_they_follow(
        home: Path, vault: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A search building a missing index (or a background `reindex --continue`) holds the
    index; an ingest meanwhile must not fail: its notes are committed, and the next search
    indexes them."""
    import fcntl

    src = home / "cc"
    Session(src / "-home-ana-uploader" / "s1.jsonl", "11111111-aaaa-4bbb-8ccc-dddddddddddd",
            cwd="/home/ana/uploader").user(f"{_mark(7)} {PROSE}").assistant(PROSE).write()
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    cache = load_config(vault).cache_dir
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / "index.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        out = musubi("--vault", str(vault), "ingest", "--source", f"claude-code={src}")
        assert "another Musubi process is indexing now" in out.stderr
        assert "1 added" in out.stdout
    # The background run waited for the lock, then indexed the note.
    deadline = time.monotonic() + 120
    while not _stamped(vault):
        assert time.monotonic() < deadline, (cache / "index-continue.log").read_text()
        time.sleep(0.2)
    found = musubi("--vault", str(vault), "search", _mark(7))
    assert _mark(7) in found.stdout
