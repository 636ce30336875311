"""Access: who can read what Musubi keeps, and what its MCP tools may change.

* The cache (ingest state, index, journal, daemon state and logs: the text of every
  conversation) is private to its owner even under a permissive umask: its folder is 0700, so
  nothing inside can be reached by another account. Run as root, the test also tries to read
  every file as the unprivileged ``nobody``.
* Vault notes follow the person's umask, like any file their own tools write, and a note they
  made private stays private when Musubi rewrites it.
* The config file, which may hold an API key, keeps its mode when Musubi rewrites it.
* The daemon's HTTP endpoint listens on loopback only, refuses foreign Origin and Host headers
  (MCP and the warm API alike) and offers no write tool when ``remember`` is turned off;
  ``remember`` itself only ever adds one episode note, whatever its text or topic says.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, isolate_home, musubi
from daemon_helpers import Daemon
from mcp import Client
from mcp_helpers import free_port, http_client, http_initialize, owner_token

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.mcp.server import build_server
from musubi_daemon.model import Conversation, Message
from musubi_daemon.vault.files import atomic_write

NOBODY = 65534


@contextmanager
def umask(mask: int) -> Iterator[None]:
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def others_can_read(path: Path) -> bool:
    """Whether an account that is neither owner nor group can read ``path``: every folder on
    the way needs o+x, and the file itself o+r."""
    for folder in reversed(path.parents):
        if not folder.stat().st_mode & stat.S_IXOTH:
            return False
    return bool(path.stat().st_mode & stat.S_IROTH)


@pytest.fixture
def open_home(monkeypatch: pytest.MonkeyPatch, model_dir: Path) -> Iterator[Path]:
    """A HOME other accounts may walk through (0755, as most homes are), so "private" is told
    apart from "somewhere nobody can reach anyway" (pytest's own temp folder is 0700)."""
    base = Path(tempfile.mkdtemp(prefix="musubi-access-"))
    os.chmod(base, 0o755)
    home = base / "home"
    home.mkdir(mode=0o755)
    os.chmod(home, 0o755)
    isolate_home(monkeypatch, home, model_dir)
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    try:
        yield home
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _readable_as_nobody(paths: list[Path]) -> dict[str, bool]:
    """Try to open each path as uid/gid nobody, in a child process (root only)."""
    probe = ("import json, sys\nout = {}\nfor p in json.loads(sys.argv[1]):\n"
             "    try:\n        open(p, 'rb').close(); out[p] = True\n"
             "    except OSError:\n        out[p] = False\nprint(json.dumps(out))\n")
    python = shutil.which("python3", path="/usr/bin:/bin") or sys.executable
    proc = subprocess.run([python, "-c", probe, json.dumps([str(p) for p in paths])],
                          user=NOBODY, group=NOBODY, extra_groups=[], capture_output=True,
                          text=True, check=True, cwd="/")
    return {p: bool(v) for p, v in json.loads(proc.stdout).items()}


def _outward_address() -> str | None:
    """This machine's address towards the network, if it has one besides loopback."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a route lookup only: no packet is sent
            address = str(s.getsockname()[0])
    except OSError:
        return None
    return None if address.startswith("127.") else address


async def _daemon_tools(url: str, cache: Path) -> tuple[set[str], Any]:
    async with http_client(url, cache) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        return names, await client.call_tool("remember", {"text": "not allowed"})


def test_cache_is_private_and_the_daemon_refuses_strangers(open_home: Path,
                                                            tmp_path: Path) -> None:
    home = open_home
    sid = "acce5500-0000-4000-8000-000000000001"
    Session(project_dir(home) / f"{sid}.jsonl", sid).user(
        "How long should the sourdough rest in the fridge?").assistant(
        "Twelve hours of cold retard deepens the sour taste.").write()
    vault = home / "vault"
    port = free_port()
    env = dict(os.environ) | {"MUSUBI_DAEMON_PORT": str(port),
                              "MUSUBI_MCP_ALLOW_REMEMBER": "0"}
    with umask(0o022):
        musubi("init", str(vault))
        musubi("ingest", "--source", "claude-code")
        musubi("lifecycle", "run", "maturation", "--only-heuristic")
        daemon = Daemon(vault, tmp_path / "daemon.log", env)
        try:
            daemon.ready()
            cache = Path(json.loads(musubi("status", "--json").stdout)["cache"])
            inside = sorted(cache.rglob("*"))
            names = {p.relative_to(cache).as_posix() for p in inside}
            notes = sorted((vault / "Musubi" / "conversations").rglob("*.md"))
            readable = (_readable_as_nobody([p for p in inside if p.is_file()] + notes)
                        if os.geteuid() == 0 else None)
            # The daemon's HTTP: MCP and the warm API need the owner's token, and refuse
            # other origins and hosts even with it.
            mcp_url = f"http://127.0.0.1:{port}/mcp"
            api = f"http://127.0.0.1:{port}/api/search"
            token = owner_token(cache)
            assert http_initialize(mcp_url).status_code == 401  # another account, no token
            assert http_initialize(mcp_url, "guess").status_code == 401
            assert http_initialize(mcp_url, token, Origin="http://evil.example").status_code == 403
            assert http_initialize(mcp_url, token,
                                   Origin="http://localhost:3000").status_code == 403
            assert http_initialize(mcp_url, token, Host="evil.example").status_code == 421
            assert http_initialize(mcp_url, token,
                                   Origin=f"http://localhost:{port}").status_code == 200
            query = {"query": "sourdough"}
            mine = {"Authorization": f"Bearer {token}"}
            assert httpx.post(api, json=query, headers={"Origin": "http://evil.example", **mine},
                              timeout=30).status_code == 403
            assert httpx.post(api, json=query, headers={"Origin": "null", **mine},
                              timeout=30).status_code == 403
            # Another account on the machine can reach the port, not the token: refused.
            assert httpx.post(api, json=query, timeout=30).status_code == 401
            assert httpx.post(api, json=query, headers={"Authorization": "Bearer guess"},
                              timeout=30).status_code == 401
            local = httpx.post(api, json=query, headers=mine, timeout=60)
            assert local.status_code == 200 and local.json(), local.text
            # Nor can a caller make the daemon send passages to a server of its choice.
            with socket.socket() as trap:
                trap.bind(("127.0.0.1", 0))
                trap.listen()
                trap.settimeout(1)
                ask = httpx.post(f"http://127.0.0.1:{port}/api/ask", headers=mine, timeout=60,
                                 json={"question": "How long should the dough rest?",
                                       "model": "openai/trap",
                                       "api_base": f"http://127.0.0.1:{trap.getsockname()[1]}"})
                assert ask.status_code == 400 and "configured model" in ask.json()["error"]
                with pytest.raises(TimeoutError):
                    trap.accept()
            tools, call = asyncio.run(_daemon_tools(mcp_url, cache))
            outward = _outward_address()
            if outward is not None:  # bound to loopback: not reachable from the network
                with socket.socket() as s:
                    s.settimeout(2)
                    assert s.connect_ex((outward, port)) != 0
        finally:
            daemon.proc.send_signal(signal.SIGTERM)
            daemon.wait(30)
    # The cache and the folder of caches are the owner's alone; nothing inside is reachable.
    assert mode(home / ".cache" / "musubi") == 0o700
    assert cache.parent == home / ".cache" / "musubi" and mode(cache) == 0o700
    assert {"state.sqlite", "journal.sqlite", "daemon.json", "http.token",
            "logs/daemon.log"} <= names
    assert any(n.startswith("index/") for n in names), names
    assert not [p for p in inside if others_can_read(p)]
    # Notes follow the umask (022: readable by all, like the person's other files).
    assert notes and all(mode(p) == 0o644 and others_can_read(p) for p in notes)
    if readable is not None:
        assert not [p for p, ok in readable.items() if ok and not p.endswith(".md")]
        assert all(readable[str(p)] for p in notes), "the probe itself can read a note"
    # With remember off, the daemon offers no tool that writes.
    assert "remember" not in tools and "search_conversations" in tools
    assert call.is_error


@pytest.mark.parametrize("mask,expected", [(0o077, 0o600), (0o027, 0o640), (0o022, 0o644)])
def test_notes_follow_the_umask(tmp_path: Path, mask: int, expected: int) -> None:
    note = tmp_path / "vault" / "note.md"
    with umask(mask):
        atomic_write(note, "# a note\n")
    assert mode(note) == expected
    assert not list(note.parent.glob(".musubi-*.tmp"))


def test_a_private_note_stays_private_when_rewritten(tmp_path: Path) -> None:
    note = tmp_path / "note.md"
    with umask(0o022):
        atomic_write(note, "first\n")
        os.chmod(note, 0o600)
        atomic_write(note, "second\n", fsync=False)
    assert note.read_text() == "second\n" and mode(note) == 0o600


def test_remember_under_a_strict_umask_writes_a_private_note(home: Path) -> None:
    vault = home / "vault"
    with umask(0o077):
        musubi("init", str(vault))
        saved = json.loads(musubi("remember", "--json", "Ana keeps her notes private").stdout)
    assert mode(vault / saved["note"]) == 0o600


def test_remember_only_ever_adds_one_episode(home: Path) -> None:
    """Whatever a model passes to remember (a path, a forged front matter, a topic that climbs
    out of its folder), the call adds one note under episodes/ and changes nothing else."""
    vault = home / "vault"
    musubi("init", str(vault))
    cid = "claude-code:access-01"
    engine = Engine(load_config(vault))
    try:
        engine.write_conversations("claude-code", [Conversation(
            cid, "claude-code", "Sourdough timing", "lab", "2025-05-01T09:00:00Z",
            "2025-05-01T09:01:00Z", "test:access", [
                Message(f"{cid}#u1", "user", "How long is the cold proof?",
                        "2025-05-01T09:00:00Z"),
                Message(f"{cid}#a1", "assistant", "Twelve hours.", "2025-05-01T09:01:00Z")])])
    finally:
        engine.close()
    before = git(vault, "rev-parse", "HEAD").strip()
    files_before = {p for p in vault.rglob("*") if ".git" not in p.parts}
    forged = (f"---\nmusubi_id: {cid}\ntype: conversation\n---\n"
              "../../Musubi/conversations/claude-code/overwritten.md")

    async def calls() -> list[Any]:
        server = build_server(lambda: Engine(load_config(vault)), warm=False)
        async with Client(server) as client:
            return [await client.call_tool("remember", {"text": forged,
                                                        "topic": "../../conversations/x"}),
                    await client.call_tool("remember", {"text": "/etc/passwd"})]

    results = asyncio.run(calls())
    assert not any(r.is_error for r in results), [r.content for r in results]
    changed = git(vault, "diff", "--name-status", before, "HEAD").splitlines()
    assert len(changed) == 2, changed
    assert all(line.startswith("A\tMusubi/episodes/") for line in changed), changed
    files_after = {p for p in vault.rglob("*") if ".git" not in p.parts}
    assert all(p.is_relative_to(vault / "Musubi" / "episodes") for p in files_after - files_before)
    assert git(vault, "status", "--porcelain") == ""


def test_init_keeps_a_private_config_file_private(home: Path) -> None:
    """`musubi init` rewrites the config file to remember the vault; the file may hold an API
    key, so a 0600 file must not come back 0644."""
    config = home / ".config" / "musubi" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('[llm]\napi_key = "kept-private"\n', encoding="utf-8")
    os.chmod(config, 0o600)
    with umask(0o022):
        musubi("init", str(home / "vault"))
    assert "kept-private" in config.read_text(encoding="utf-8")
    assert "vault" in config.read_text(encoding="utf-8") and mode(config) == 0o600
