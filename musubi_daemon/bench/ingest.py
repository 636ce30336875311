"""``musubi-bench ingest``: first-ingest speed, no-op re-run cost and peak memory.

The ingest runs in a child process with a temp HOME so its peak RSS is its own, and the
synthetic histories look like real Claude Code sessions (tool calls, split assistant lines).
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

PROJECTS = ["trailmap", "sourdough-log", "thesis", "homelab", "invoice-bot", "garden-planner",
            "dotfiles", "piano-practice"]
_WORDS_TEXT = ("tile cache elevation route gpx layer sqlite index query vector notes schedule oven "
         "starter hydration commit branch test fixture deploy docker proxy backup yaml config "
         "parser stream memory profile latency retry budget summary decision open question")
WORDS = _WORDS_TEXT.split()


def _sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def _write_session(path: Path, cwd: str, messages: int, rng: random.Random, t0: float) -> None:
    sid = path.stem
    parent: str | None = None
    t = t0
    lines = []

    def stamp() -> str:
        nonlocal t
        t += rng.uniform(2, 90)
        return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t))

    def env(kind: str, **kw: Any) -> dict[str, Any]:
        nonlocal parent
        u = str(uuid.UUID(int=rng.getrandbits(128)))
        line = {"parentUuid": parent, "isSidechain": False, "type": kind, "uuid": u,
                "timestamp": stamp(), "sessionId": sid, "cwd": cwd, "version": "2.1.38",
                "userType": "external", **kw}
        parent = u
        return line

    for i in range(messages // 2):
        prompt = " ".join(_sentence(rng, rng.randint(6, 18)) for _ in range(rng.randint(1, 4)))
        lines.append(env("user", message={"role": "user", "content": prompt}))
        mid = f"msg_{rng.getrandbits(64):016x}"
        answer = " ".join(_sentence(rng, rng.randint(8, 20)) for _ in range(rng.randint(2, 8)))
        lines.append(env("assistant", requestId=f"req_{i}", message={
            "id": mid, "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [{"type": "text", "text": answer}]}))
        if i % 3 == 1:
            tid = f"toolu_{rng.getrandbits(64):016x}"
            lines.append(env("assistant", requestId=f"req_{i}", message={
                "id": mid, "role": "assistant", "model": "claude-sonnet-4-5",
                "content": [{"type": "tool_use", "id": tid, "name": "Bash",
                             "input": {"command": f"rg {rng.choice(WORDS)} src/"}}]}))
            out = "\n".join(f"src/{rng.choice(WORDS)}.py:{rng.randint(1, 400)}: "
                            f"{_sentence(rng, 6)}" for _ in range(rng.randint(2, 30)))
            lines.append(env("user", message={"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": tid, "content": out}]}))
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")


def generate_home(home: Path, n: int, messages: int, seed: int = 7) -> None:
    """N sessions spread over project folders, as ~/.claude/projects holds them."""
    rng = random.Random(seed)
    root = home / ".claude" / "projects"
    t0 = time.mktime((2025, 1, 6, 9, 0, 0, 0, 0, 0))
    for i in range(n):
        name = PROJECTS[i % len(PROJECTS)] + f"-{i // 400}"
        cwd = f"/home/ana/src/{name}"
        folder = root / ("-" + cwd.strip("/").replace("/", "-"))
        folder.mkdir(parents=True, exist_ok=True)
        sid = str(uuid.UUID(int=rng.getrandbits(128)))
        _write_session(folder / f"{sid}.jsonl", cwd, messages, rng, t0 + i * 3600)


def _run(args: list[str], env: dict[str, str]) -> tuple[dict[str, Any], float]:
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "musubi_daemon", *args], env=env,
                          capture_output=True, text=True, check=False)
    wall = time.perf_counter() - t
    if proc.returncode != 0:
        raise RuntimeError(f"musubi {' '.join(args)} failed: {proc.stderr.strip()}")
    return (json.loads(proc.stdout) if proc.stdout.strip().startswith("{") else {}), wall


def bench_home(d: Path, n: int, messages: int, log: Callable[[str], None]
               ) -> tuple[Path, Path, dict[str, str]]:
    """A temp HOME holding ``n`` generated sessions, the vault beside it, and the
    environment a child `musubi` sees them through (nothing of the person's own)."""
    home = d / "home"
    home.mkdir()
    log(f"generating {n} synthetic Claude Code sessions ...")
    generate_home(home, n, messages)
    vault = d / "vault"
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
           "XDG_CACHE_HOME": str(home / ".cache"), "MUSUBI_VAULT": str(vault)}
    for var in ("MUSUBI_CACHE_DIR", "CLAUDE_CONFIG_DIR", "MUSUBI_EMBED_BACKEND"):
        env.pop(var, None)
    return home, vault, env


def run_ingest_bench(n: int, messages: int = 12,
                     log: Callable[[str], None] = print) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="musubi-bench-") as d:
        _, vault, env = bench_home(Path(d), n, messages, log)
        _run(["init", str(vault)], env)
        log("first ingest ...")
        # Notes and git only: embedding is measured by `musubi-bench search`.
        first, first_wall = _run(["ingest", "--source", "claude-code", "--json", "--no-index"],
                                 env)
        rss_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        log("no-op re-run ...")
        second, _ = _run(["ingest", "--source", "claude-code", "--json", "--no-index"], env)
        written = first["sources"]["claude-code"]["added"]
        notes_bytes = sum(p.stat().st_size for p in (vault / "Musubi").rglob("*.md"))
        return {
            "conversations": n,
            "messages_per_conversation": messages,
            "notes_written": written,
            "first_ingest_s": round(first["seconds"], 2),
            "first_ingest_wall_s": round(first_wall, 2),
            "conversations_per_s": round(written / first["seconds"], 1),
            "noop_rerun_s": round(second["seconds"], 3),
            "noop_fraction": f"{100 * second['seconds'] / first['seconds']:.2f} %",
            "noop_commit": second["commit"],
            "peak_rss_mib": round(rss_kib / 1024, 1),
            "vault_notes_mib": round(notes_bytes / 2**20, 1),
        }
