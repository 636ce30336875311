"""Privacy: nothing Musubi does needs the network, and no secret that reaches it survives.

* The whole pipeline (ingest of every example source, index, distillation against a local chat
  server, search, ask, an MCP session) runs in a network namespace that holds only loopback,
  without the offline variables the Makefile sets, and every Python process in it records any
  attempt to reach another address.
* Secrets of every kind Musubi redacts are planted in conversations of several sources (text,
  titles, tool inputs and outputs, a large output kept as an artifact, a text attachment, a
  capture made with ``remember``), and the vault, every object of its git history, the
  cache's index stores and what the chat model was sent are searched for them.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from chat_server import ChatServer
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.redact import redact

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
EXAMPLES = ROOT / "examples" / "histories"
# The sources of `make demo`, by adapter name and folder under examples/histories.
DEMO_SOURCES = [("claude-code", "claude-code"), ("chatgpt-export", "chatgpt-export"),
                ("claude-export", "claude-export"), ("cursor", "cursor/User"),
                ("antigravity", "antigravity/antigravity-cli"), ("codex", "codex"),
                ("gemini-cli", "gemini-cli"), ("aider", "aider/trailmap")]
# Variables that would hide a library reaching for the network: the test runs without them.
OFFLINE_VARS = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "LITELLM_LOCAL_MODEL_COST_MAP",
                "LITELLM_OFFLINE_MODE", "ANONYMIZED_TELEMETRY", "HF_DATASETS_OFFLINE")

from secret_corpus import PLANTED  # noqa: E402

BY_KIND = {kind: (secret, line) for kind, secret, line in PLANTED}
SECRET_TEXT = "Here are my credentials, keep them safe:\n" + "\n".join(
    line for _, _, line in PLANTED)


def _needles() -> dict[str, list[bytes]]:
    """Each secret whole and, when long enough not to turn up by chance in binary index
    files, its middle third too: a secret cut in half still leaks."""
    out = {}
    for kind, secret, _ in PLANTED:
        third = len(secret) // 3
        out[kind] = [secret.encode()] + ([secret[third:2 * third].encode()]
                                         if third >= 10 else [])
    return out


def _found(haystack: bytes) -> list[str]:
    return [kind for kind, needles in _needles().items()
            if any(n in haystack for n in needles)]


@pytest.mark.parametrize("kind,secret,line", PLANTED, ids=[k for k, _, _ in PLANTED])
def test_each_kind_of_secret_is_redacted(kind: str, secret: str, line: str) -> None:
    out = redact(f"before {line} after")
    assert secret not in out, out
    third = len(secret) // 3
    assert secret[third:2 * third] not in out, out
    assert "[REDACTED:" in out and out.startswith("before ") and out.endswith(" after")
    assert redact(out) == out  # idempotent


# Text that only looks like a secret: tests/test_secrets.py, over tests/secret_corpus.py.


# -- the planted library ---------------------------------------------------------------------

def _plant_sources(home: Path, tmp: Path) -> list[str]:
    """Conversations carrying the secrets in four sources; the --source arguments."""
    # Claude Code: the text, a tool call's input and output, an output large enough to be an
    # artifact file, and a title the person gave the session.
    sid = "5ec7e700-0000-4000-8000-000000000001"
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user(f"Set up the deploy. {SECRET_TEXT}")
    s.assistant(f"Noted; don't paste these again: {BY_KIND['openai'][1]}")
    s.tool("Bash", f"export {BY_KIND['env-key'][1]} && {BY_KIND['github'][1]}", SECRET_TEXT)
    s.tool("Bash", "cat .env.production", ("x" * 80 + "\n") * 300 + SECRET_TEXT)
    s.lines.append({"type": "custom-title", "customTitle": f"deploy with {BY_KIND['github'][0]}",
                    "sessionId": sid})
    s.write()
    # ChatGPT export: the title, a message, and a text attachment.
    chat = tmp / "chatgpt-export"
    shutil.copytree(EXAMPLES / "chatgpt-export", chat)
    convs = json.loads((chat / "conversations.json").read_text(encoding="utf-8"))
    convs[0]["title"] = f"Keys {BY_KIND['aws-access-key'][0]} and {BY_KIND['openai'][0]}"
    for node in convs[0]["mapping"].values():
        m = node.get("message")
        if m and m["author"]["role"] == "user" and m["content"].get("content_type") == "text":
            m["content"]["parts"] = [m["content"]["parts"][0] + "\n" + SECRET_TEXT]
            break
    csv = chat / "file-K3vTq8RmCovaoTrk2026x-covao-track.csv"
    planted = f"# {BY_KIND['env-password'][1]}\n# {BY_KIND['bearer'][1]}\n"
    csv.write_text(csv.read_text(encoding="utf-8") + planted, encoding="utf-8")
    (chat / "conversations.json").write_text(json.dumps(convs), encoding="utf-8")
    # Codex: the person's message, a shell call's arguments and its output.
    codex = tmp / "codex" / "sessions"
    shutil.copytree(EXAMPLES / "codex" / "sessions", codex)
    rollout = next(codex.rglob("rollout-2026-*.jsonl"))
    lines = []
    for raw in rollout.read_text(encoding="utf-8").splitlines():
        try:
            obj = json.loads(raw)
        except ValueError:  # the example ends on a line Codex was still writing: kept so
            lines.append(raw)
            continue
        p = obj.get("payload") or {}
        if p.get("type") == "message" and p.get("role") == "user" and "elevation" in raw:
            p["content"][0]["text"] += "\n" + SECRET_TEXT
        elif p.get("type") == "user_message" and "elevation" in raw:
            p["message"] += "\n" + SECRET_TEXT
        elif p.get("type") == "function_call":
            p["arguments"] = json.dumps({"command": ["bash", "-lc", BY_KIND["env-token"][1]]})
        elif p.get("type") == "function_call_output":
            p["output"] = json.dumps({"output": SECRET_TEXT, "metadata": {"exit_code": 0}})
        lines.append(json.dumps(obj))
    rollout.write_text("\n".join(lines), encoding="utf-8")
    # Aider: a prompt in the chat history markdown.
    aider = tmp / "aider"
    shutil.copytree(EXAMPLES / "aider" / "trailmap", aider)
    history = aider / ".aider.chat.history.md"
    history.write_text(history.read_text(encoding="utf-8") + "\n#### "
                       + "  \n#### ".join(SECRET_TEXT.splitlines()) + "  \n\nStored.\n",
                       encoding="utf-8")
    return ["--source", "claude-code", "--source", f"chatgpt-export={chat}",
            "--source", f"codex={tmp / 'codex'}", "--source", f"aider={aider}"]


def _git_objects(vault: Path) -> bytes:
    """Every object of the repository, reachable or not, as git itself prints it."""
    listed = git(vault, "rev-list", "--all", "--objects")
    ids = "\n".join(line.split()[0] for line in listed.splitlines() if line.strip())
    reachable = subprocess.run(["git", "-C", str(vault), "cat-file", "--batch"],
                               input=(ids + "\n").encode(), capture_output=True, check=True)
    everything = subprocess.run(["git", "-C", str(vault), "cat-file", "--batch-all-objects",
                                 "--batch"], capture_output=True, check=True)
    return listed.encode() + reachable.stdout + everything.stdout


def _files(root: Path, skip: str | None = None) -> bytes:
    """Every file's path and bytes under ``root``."""
    out = []
    for p in sorted(root.rglob("*")):
        if skip and skip in p.relative_to(root).parts:
            continue
        out.append(str(p.relative_to(root)).encode())
        if p.is_file() and not p.is_symlink():
            out.append(p.read_bytes())
    return b"\n".join(out)


@pytest.mark.slow
def test_planted_secrets_reach_no_file_commit_index_or_model(home: Path, tmp_path: Path,
                                                             chat_server: ChatServer) -> None:
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    report = json.loads(musubi("--vault", str(vault), "ingest", "--json", "--no-index",
                               *_plant_sources(home, tmp_path)).stdout)
    added = {name: s["added"] for name, s in report["sources"].items()}
    assert all(added[n] >= 1 for n in ("claude-code", "chatgpt-export", "codex", "aider")), added
    musubi("--vault", str(vault), "distill", "--model", "openai/test", "--api-base",
           chat_server.url)
    assert chat_server.requests, "the local model was asked to distil"
    musubi("--vault", str(vault), "topics", "build", "--only-heuristic")
    musubi("--vault", str(vault), "reindex")
    musubi("--vault", str(vault), "remember",
           f"keep this: {BY_KIND['stripe-webhook'][1]} {BY_KIND['anthropic'][1]}")
    hits = json.loads(musubi("--vault", str(vault), "search", "--json", "credentials").stdout)
    assert hits, "the planted conversations are searchable"

    notes = _files(vault, skip=".git")
    assert b"[REDACTED:" in notes
    assert any((vault / "Musubi" / "artifacts").rglob("*.txt")), "a large output is a file"
    leaks = {
        "vault files": _found(notes),
        "git log -p --all": _found(git(vault, "log", "-p", "--all").encode()),
        "git objects": _found(_git_objects(vault)),
        "cache (index, state, journal)": _found(_files(home / ".cache" / "musubi")),
        "chat model requests": _found(json.dumps(chat_server.requests).encode()),
    }
    assert not any(leaks.values()), leaks


# -- nothing needs the network -----------------------------------------------------------------

def _unshare() -> list[str] | None:
    """The unshare command that gives a process a network namespace of its own, or None."""
    if shutil.which("unshare") is None:
        return None
    for cmd in (["unshare", "-rn"], ["unshare", "-n"]):
        try:
            if subprocess.run([*cmd, "true"], capture_output=True, timeout=10).returncode == 0:
                return cmd
        except (OSError, subprocess.TimeoutExpired):
            continue
    return None


# Installed in every Python process of the namespace (via PYTHONPATH): records each attempt to
# resolve or reach an address other than loopback.
SITECUSTOMIZE = '''\
import os, sys

def _local(host):
    h = str(host).strip("[]")
    return h in ("localhost", "", "::1", "0.0.0.0") or h.startswith("127.") or h.startswith("/")

def _hook(event, args):
    if event == "socket.connect":
        addr = args[1]
        host = addr[0] if isinstance(addr, tuple) else addr
    elif event == "socket.getaddrinfo":
        host = args[0]
    else:
        return
    log = os.environ.get("MUSUBI_NET_LOG")
    if log and not _local(host):
        with open(log, "a") as f:
            f.write(f"{os.getpid()} {event} {host} {' '.join(sys.argv[:3])}\\n")

sys.addaudithook(_hook)
'''


@pytest.mark.slow
def test_the_pipeline_runs_with_loopback_only(home: Path, tmp_path: Path) -> None:
    cmd = _unshare()
    if cmd is None:
        pytest.skip("unshare cannot create a network namespace here (no unshare, or neither "
                    "`unshare -rn` nor `unshare -n` is permitted)")
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
    net_log = tmp_path / "net.log"
    env = {k: v for k, v in os.environ.items() if k not in OFFLINE_VARS}
    env |= {"PYTHONPATH": os.pathsep.join([str(hook), str(TESTS)]),
            "MUSUBI_NET_LOG": str(net_log), "MUSUBI_INDEX_ON_INGEST": "0"}
    proc = subprocess.run(
        [*cmd, sys.executable, "-c", "import test_privacy as t; t.offline_pipeline()",
         str(tmp_path / "vault")], env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-6000:]
    done = json.loads(proc.stdout.strip().splitlines()[-1])
    assert done["outward"].startswith("unreachable"), done
    assert done["ingested"] >= 8 and done["chunks"] > 0
    assert done["distilled_by_model"] >= 1 and done["model_requests"] >= 1
    assert done["search_hits"] >= 1 and done["answer"]
    assert "search_conversations" in done["tools"] and done["mcp_hits"] >= 1
    attempts = net_log.read_text(encoding="utf-8") if net_log.exists() else ""
    assert attempts == "", f"processes tried to reach the network:\n{attempts}"


def _lo_up() -> None:
    """Bring loopback up in this namespace: with ip(8) when there, else the SIOCSIFFLAGS
    ioctl that ip itself uses."""
    if shutil.which("ip"):
        subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
        return
    import fcntl
    import socket
    import struct

    siocgifflags, siocsifflags, iff_up = 0x8913, 0x8914, 0x1
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        req = struct.pack("16sh", b"lo", 0)
        flags = struct.unpack("16sh", fcntl.ioctl(s, siocgifflags, req))[1]
        fcntl.ioctl(s, siocsifflags, struct.pack("16sh", b"lo", flags | iff_up))


def _outward() -> str:
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a route lookup only: no packet is sent
            return f"reachable via {s.getsockname()[0]}"
    except OSError as e:
        return f"unreachable ({e.strerror})"


def offline_pipeline() -> None:
    """Runs inside the namespace: the whole pipeline, each step as the `musubi` command a
    person types; prints one JSON line of what came out."""
    _lo_up()
    vault = Path(sys.argv[1])
    base = vault.parent
    home = base / "home"
    os.environ |= {"HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache"),
                   "XDG_CONFIG_HOME": str(home / ".config")}
    log = os.environ.pop("MUSUBI_NET_LOG", "")  # the probe below is this test's own
    out: dict[str, Any] = {"outward": _outward()}
    os.environ["MUSUBI_NET_LOG"] = log

    def run(*args: str) -> str:
        return musubi("--vault", str(vault), *args).stdout

    with ChatServer() as chat:
        musubi("init", str(vault))
        sources = [a for name, folder in DEMO_SOURCES
                   for a in ("--source", f"{name}={EXAMPLES / folder}")]
        report = json.loads(run("ingest", "--json", *sources))
        out["ingested"] = sum(s["added"] for s in report["sources"].values())
        run("reindex")
        status = json.loads(run("status", "--json"))
        out["chunks"] = (status.get("index") or {}).get("chunks", 0)
        distilled = json.loads(run("distill", "--json", "--model", "openai/test",
                                   "--api-base", chat.url))
        out["distilled_by_model"] = distilled["by_model"]
        out["model_requests"] = len(chat.requests)
        run("topics", "build", "--only-heuristic")
        out["search_hits"] = len(json.loads(run("search", "--json", "tile cache deploy")))
        chat.respond = lambda body: (200, "The tile cache is purged on deploy [1].")
        answer = json.loads(run("ask", "--json", "--model", "openai/test", "--api-base",
                                chat.url, "why is the tile cache cold after a deploy"))
        out["answer"] = answer.get("answer", "")
        out["tools"], out["mcp_hits"] = asyncio.run(_mcp_session(vault))
    print(json.dumps(out))


async def _mcp_session(vault: Path) -> tuple[list[str], int]:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    params = StdioServerParameters(command=sys.executable, env=dict(os.environ),
                                   args=["-m", "musubi_daemon", "--vault", str(vault), "mcp"])
    async with Client(params) as client:
        tools = sorted(t.name for t in (await client.list_tools()).tools)
        result = await client.call_tool("search_conversations", {"query": "tile cache"})
        assert not result.is_error, result.content
        return tools, int(json.loads(result.content[0].text)["count"])
