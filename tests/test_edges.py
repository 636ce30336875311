"""The edges a new user meets first, through the `musubi` command and a real MCP client: a
vault path that is not there, one cache folder given two vaults, a project named as people
name it, limits out of range, a secret given to `remember`, a Chroma server shared by two
vaults, and one that is down."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import forkserver
import pytest
from claude_sessions import Session
from cli_helpers import git, musubi
from mcp_helpers import free_port, stdio_client

SECRET = "sk-proj-" + "Q7vX2mK9pL4wR8tY1uZ6nB3cD5fG0hJ2aS4dF6gH8jK"


def _session(root: Path, sid: str, cwd: str, *turns: tuple[str, str]) -> None:
    s = Session(root / "".join(c if c.isalnum() else "-" for c in cwd) / f"{sid}.jsonl",
                sid, cwd=cwd)
    for q, a in turns:
        s.user(q).assistant(a)
    s.write()


def test_a_vault_that_is_not_there_is_said_and_nothing_is_made(home: Path,
                                                               tmp_path: Path) -> None:
    missing = tmp_path / "Vault typo"
    cache = tmp_path / "cache"
    env_before = set(home.rglob("*"))
    for args in (("status",), ("search", "anything"), ("ingest",), ("doctor",),
                 ("decisions",), ("remember", "x")):
        proc = subprocess.run(forkserver.argv("--vault", str(missing),
                               *args), capture_output=True, text=True, check=False,
                              env={**os.environ, "MUSUBI_CACHE_DIR": str(cache)})
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert f"musubi init {missing}" in proc.stderr and "Traceback" not in proc.stderr
    assert not missing.exists() and not cache.exists()
    assert set(home.rglob("*")) == env_before  # no cache folder made for it either


def test_an_agent_is_told_what_is_wrong_with_its_vault(home: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"

    async def go() -> tuple[list[str], str]:
        async with stdio_client(missing) as client:
            tools = [t.name for t in (await client.list_tools()).tools]
            called = await client.call_tool("search_conversations", {"query": "oven"})
            assert called.is_error
            return tools, called.content[0].text

    tools, said = asyncio.run(asyncio.wait_for(go(), 120))
    assert "search_conversations" in tools
    assert f"musubi init {missing}" in said


def test_one_cache_folder_never_serves_two_vaults(vault: Path, home: Path,
                                                  tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUSUBI_CACHE_DIR", str(tmp_path / "shared-cache"))
    musubi("--vault", str(vault), "status")
    other = tmp_path / "other"
    musubi("init", "--no-remember", str(other))
    refused = musubi("--vault", str(other), "status", check=False)
    assert refused.returncode == 2 and f"belongs to the vault {vault.resolve()}" in refused.stderr
    assert musubi("--vault", str(other), "search", "x", check=False).returncode == 2
    # The vault moved (its old folder gone): its cache goes with it.
    moved = tmp_path / "moved"
    vault.rename(moved)
    assert musubi("--vault", str(moved), "status").returncode == 0


def test_a_project_is_found_by_its_name_and_limits_are_checked(vault: Path, home: Path,
                                                               tmp_path: Path) -> None:
    root = tmp_path / "claude"
    _session(root, "aaaa0001-0000-4000-8000-000000000001", "/home/ana/src/trailmap",
             ("Which tile server for trailmap?", "Martin, serving vector tiles from PostGIS."))
    _session(root, "bbbb0002-0000-4000-8000-000000000002", "/home/ana/bakery",
             ("Which tile for the bakery floor?", "Terracotta tiles, sealed twice."))
    musubi("ingest", "--source", f"claude-code={root}", "--index")
    for name in ("trailmap", "Trailmap", "/home/ana/src/trailmap"):
        hits = json.loads(musubi("search", "--json", "--project", name, "tile").stdout)
        assert hits and {h["project"] for h in hits} == {"/home/ana/src/trailmap"}, name
    assert json.loads(musubi("search", "--json", "--project", "nowhere", "tile").stdout) == []
    for bad in ("0", "-5", "51"):
        proc = musubi("search", "--limit", bad, "tile", check=False)
        assert proc.returncode == 2 and "--limit" in proc.stderr, bad
    assert musubi("similar", "--limit", "0", "tile", check=False).returncode == 2
    assert musubi("distill", "--limit", "0", check=False).returncode == 2


def test_a_secret_given_to_remember_reaches_no_file_name_or_commit(vault: Path,
                                                                   home: Path) -> None:
    saved = json.loads(musubi("remember", "--json", f"{SECRET} is the key for staging").stdout)
    assert SECRET not in saved["note"]
    assert SECRET not in git(vault, "log", "--format=%s%n%b")
    names = "\n".join(str(p) for p in vault.rglob("*"))
    assert SECRET not in names
    text = (vault / saved["note"]).read_text(encoding="utf-8")
    assert SECRET not in text and "is the key for staging" in text


# -- one Chroma server, two vaults, and the server gone ----------------------------------------

def _chroma(path: Path, port: int) -> subprocess.Popen[bytes]:
    chroma = Path(sys.executable).parent / "chroma"
    return subprocess.Popen([str(chroma), "run", "--path", str(path), "--host", "127.0.0.1",
                             "--port", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


def _collections(port: int) -> list[str]:
    import chromadb
    from chromadb.config import Settings

    client = chromadb.HttpClient(host="127.0.0.1", port=port,
                                 settings=Settings(anonymized_telemetry=False))
    return sorted(c.name for c in client.list_collections())


def test_two_vaults_share_a_chroma_server_and_a_dead_one_falls_back(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = _chroma(tmp_path / "chroma", port)
    monkeypatch.setenv("MUSUBI_CHROMA_URL", url)
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    try:
        a, b = tmp_path / "A", tmp_path / "B"
        _session(tmp_path / "ca", "aaaa0001-0000-4000-8000-00000000000a", "/home/ana/src/trailmap",
                 ("Which vector index for trailmap routes?", "HNSW in Chroma, ef_search 100."))
        _session(tmp_path / "cb", "bbbb0002-0000-4000-8000-00000000000b", "/home/bo/bakery",
                 ("How long to proof rye dough?", "Overnight in the fridge, covered."))
        for v, src in ((a, "ca"), (b, "cb")):
            musubi("init", "--no-remember", str(v))
            musubi("--vault", str(v), "ingest", "--source", f"claude-code={tmp_path / src}")
        assert len([c for c in _collections(port) if c.startswith("musubi-")]) == 2
        musubi("--vault", str(b), "reindex")  # beside B's live collection, then swapped
        live = [c for c in _collections(port) if c.startswith("musubi-")]
        assert len(live) == 2, live  # the old generation of B dropped, A's untouched
        hits = json.loads(musubi("--vault", str(a), "search", "--json", "--mode", "fast",
                                 "vector index").stdout)
        assert hits and all(h["note_path"].startswith("Musubi/conversations/") for h in hits)
        assert {h["conversation_id"] for h in hits} == {
            "claude-code:aaaa0001-0000-4000-8000-00000000000a"}  # never B's notes
        up = json.loads(musubi("--vault", str(a), "status", "--json").stdout)
        assert up["index"]["vector_store"]["up"] is True
    finally:
        server.terminate()
        server.wait(timeout=20)
    # The server is gone: the keyword index answers at once, and says so.
    t0 = time.monotonic()
    down = musubi("--vault", str(a), "search", "--json", "vector index", fresh=True)
    took = time.monotonic() - t0
    assert json.loads(down.stdout)[0]["title"].startswith("Which vector index")
    assert "keyword index alone" in down.stderr and "Traceback" not in down.stderr
    assert took < 10, f"{took:.1f} s"  # it waited 20 s and died before
    status = musubi("--vault", str(a), "status")
    assert "vector store" in status.stdout and "DOWN" in status.stdout


# -- another vault's notes, entities, the daily reflection -------------------------------------

def test_notes_of_another_vault_are_searchable_where_they_are(vault: Path, home: Path,
                                                             tmp_path: Path) -> None:
    other = tmp_path / "Garden vault"
    (other / "Plants").mkdir(parents=True)
    (other / "Plants" / "Fig.md").write_text("The fig tree wants water twice a week.\n",
                                             encoding="utf-8")
    (other / "Fig.md").write_text("A second fig note, at the top of that vault.\n",
                                  encoding="utf-8")
    report = json.loads(musubi("ingest", "--json", "--index", "--source",
                               f"obsidian={other}").stdout)
    assert report["sources"]["obsidian"]["added"] == 2
    for _ in range(2):  # after ingest, and after the index is made again from nothing
        hits = json.loads(musubi("search", "--json", "fig tree water").stdout)
        assert hits and hits[0]["title"] == "Fig" and hits[0]["text"].startswith("The fig tree")
        assert len({h["note_path"] for h in hits if h["title"] == "Fig"}) == 2
        musubi("reindex")


def test_entities_link_only_to_notes_that_are_there(vault: Path, home: Path,
                                                    tmp_path: Path) -> None:
    from musubi_daemon.vault.notes import read_frontmatter

    root = tmp_path / "claude"
    (vault / "Chroma.md").write_text("My notes on Chroma.\n", encoding="utf-8")
    turns = [("Why does deploy.sh read TILE_CACHE_DIR from .env with Chroma?",
              "deploy.sh sources .env; TILE_CACHE_DIR points Chroma at the cache."),
             ("Should deploy.sh keep TILE_CACHE_DIR in .env for Chroma?",
              "Yes: deploy.sh and Chroma both read TILE_CACHE_DIR from .env.")]
    _session(root, "cccc0003-0000-4000-8000-000000000003", "/home/ana/src/trailmap", *turns)
    musubi("ingest", "--source", f"claude-code={root}")
    musubi("distill", "--only-heuristic")
    [note] = (vault / "Musubi" / "conversations").rglob("*.md")
    entities = read_frontmatter(note.read_text(encoding="utf-8"))["entities"]
    names = {p.stem.casefold() for p in vault.rglob("*.md") if ".git" not in p.parts}
    links = [e[2:-2] for e in entities if e.startswith("[[")]
    assert entities and all(name.casefold() in names for name in links), entities
    assert "[[Chroma]]" in entities  # a note of that name exists: linked
    assert not any(e.startswith("[[") and ("." in e or "_" in e) for e in entities), entities


def test_the_daily_reflection_counts_history_imported_that_day(vault: Path, home: Path,
                                                           tmp_path: Path) -> None:
    root = tmp_path / "claude"
    for i in range(3):  # history from long ago, ingested today
        _session(root, f"dddd000{i}-0000-4000-8000-00000000000{i}", "/home/ana/bakery",
                 (f"Old question {i} about rye?", f"Old answer {i}: proof it longer."))
    musubi("ingest", "--source", f"claude-code={root}")
    musubi("distill", "--only-heuristic")
    # Told in the evening: today's reflection, the day the history came in.
    today = datetime.now(UTC).date().isoformat()
    musubi("lifecycle", "run", "reflection", "--only-heuristic", "--now", f"{today}T23:00:00Z")
    [page] = (vault / "Musubi" / "reflections").rglob("*.md")
    # Counted, and as what they are: history imported that day, not the day's talk.
    text = page.read_text(encoding="utf-8")
    assert "you imported 3 older conversations, from " in text, text
    assert "you had" not in text


def test_times_are_obsidian_datetimes_and_types_are_registered(home: Path,
                                                               tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    (vault / ".obsidian").mkdir(parents=True)
    mine = {"types": {"created": "date", "aliases": "aliases"}}
    (vault / ".obsidian" / "types.json").write_text(json.dumps(mine), encoding="utf-8")
    musubi("init", "--no-remember", str(vault))
    types = json.loads((vault / ".obsidian" / "types.json").read_text(encoding="utf-8"))["types"]
    assert types["created"] == "date" and types["aliases"] == "aliases"  # theirs, kept
    assert types["updated"] == "datetime" and types["messages"] == "number"
    root = tmp_path / "claude"
    _session(root, "eeee0005-0000-4000-8000-000000000005", "/home/ana/src/trailmap",
             ("When does the tile cache expire?", "After a day."))
    musubi("--vault", str(vault), "ingest", "--source", f"claude-code={root}")
    [note] = (vault / "Musubi" / "conversations").rglob("*.md")
    text = note.read_text(encoding="utf-8")
    assert "\ncreated: 2026-03-01T10:01:00\n" in text  # plain, no quotes, no Z: a datetime
    from musubi_daemon.vault.notes import read_frontmatter

    assert read_frontmatter(text)["created"] == "2026-03-01T10:01:00Z"  # read back as UTC
    # Grown by a turn: written again, its times still datetimes, nothing else moved.
    _session(root, "eeee0005-0000-4000-8000-000000000005", "/home/ana/src/trailmap",
             ("When does the tile cache expire?", "After a day."), ("And then?", "Refetched."))
    musubi("--vault", str(vault), "ingest", "--source", f"claude-code={root}")
    grown = note.read_text(encoding="utf-8")
    assert "Refetched." in grown and "\ncreated: 2026-03-01T10:01:00\n" in grown
    assert "musubi-conflict" not in grown
