"""What the MCP benchmarks run against: a synthetic library of conversations on a few subjects,
ingested into a fresh vault, and a real ``musubi mcp --http`` server on a free port, with its
resident memory read from /proc."""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..config import Config, model_cache_root
from ..model import Conversation, Message, Role
from ..runtime import read_token
from .ingest import WORDS

Log = Callable[[str], None]

SUBJECTS: dict[str, dict[str, Any]] = {
    "tiles": {
        "entities": ["MapLibre", "PMTiles", "Cloudflare"],
        "talk": ["The vector tiles are served from PMTiles on object storage.",
                 "MapLibre renders the elevation layer from a raster DEM source.",
                 "The tile cache is cold after every deploy, so the first map load is slow."],
        "decision": "We decided to serve the tiles from PMTiles behind Cloudflare.",
        "action": "TODO: warm the tile cache after each deploy.",
    },
    "search": {
        "entities": ["Chroma", "HNSW", "MiniLM"],
        "talk": ["Chroma stores MiniLM embeddings of every chunk of the notes.",
                 "Raising ef_search on the HNSW index improves recall at some latency.",
                 "Hybrid retrieval fuses BM25 keyword ranks with the vector ranks."],
        "decision": "We decided to keep ef_search at 100 for the HNSW index.",
        "action": "I still need to benchmark the reranker on long conversations.",
    },
    "bread": {
        "entities": ["sourdough starter", "Dutch oven", "rye flour"],
        "talk": ["The sourdough starter doubled in six hours at room temperature.",
                 "A longer cold proof in the fridge deepens the sour taste.",
                 "The loaf baked in the Dutch oven came out with an open crumb."],
        "decision": "I decided to feed the starter with rye flour twice a day.",
        "action": "TODO: try a 36 hour cold proof next weekend.",
    },
    "k8s": {
        "entities": ["Kubernetes", "Helm", "ArgoCD"],
        "talk": ["The Helm chart for the API sets resource limits on every pod.",
                 "ArgoCD syncs the cluster from the git repository on each merge.",
                 "A readiness probe keeps pods out of the Service until migrations ran."],
        "decision": "We decided to roll out one pod at a time with a surge of one.",
        "action": "I still need to move the secrets into sealed secrets.",
    },
    "tax": {
        "entities": ["IRS", "Form 1040", "W-2"],
        "talk": ["The tax return needs the W-2 from each employer.",
                 "Itemised deductions only pay off above the standard deduction.",
                 "Estimated payments are due every quarter."],
        "decision": "I decided to take the standard deduction this year.",
        "action": "TODO: file the quarterly estimated payment before June.",
    },
}


def _conversations(n: int, seed: int = 3) -> list[Any]:
    """N conversations over five subjects, with decisions and open loops the heuristic finds,
    and filler words so no two are alike."""

    rng = random.Random(seed)
    names = list(SUBJECTS)
    out = []
    for i in range(n):
        subject = SUBJECTS[names[i % len(names)]]
        source = "claude-code" if i % 3 else "chatgpt-export"
        cid = f"{source}:bench-{i:05d}"
        day = f"2025-{1 + i % 12:02d}-{1 + (i * 7) % 28:02d}"
        msgs = []
        for j in range(rng.randint(4, 8)):
            role: Role = "user" if j % 2 == 0 else "assistant"
            lines = rng.sample(subject["talk"], 2)
            lines.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 30))) + ".")
            if role == "assistant" and j == 1:
                lines.append(subject["decision"])
            if role == "user" and j == 2:
                lines.append(subject["action"])
            msgs.append(Message(id=f"{cid}#{j}", role=role, text=" ".join(lines),
                                created_at=f"{day}T10:{j:02d}:00Z"))
        title = f"{rng.choice(subject['entities'])} notes {i}"
        out.append(Conversation(id=cid, source=source, title=title, project="bench",
                                created_at=f"{day}T10:00:00Z", updated_at=f"{day}T10:30:00Z",
                                source_ref=f"bench#{i}", messages=msgs))
    return out


@dataclass
class Library:
    vault: Path
    cache: Path
    ids: list[str]
    conversations: int
    build_s: float


def build_library(base: Path, n: int, log: Log) -> Library:
    """Write, distil (heuristic), map (heuristic) and index N conversations under ``base``."""
    from ..engine import Engine

    vault, cache = base / "vault", base / "cache"
    t = time.perf_counter()
    engine = Engine(Config(vault=vault, cache_dir_override=cache, fsync=False,
                           index_on_ingest=False), create=True)
    try:
        engine.init_vault(vault, remember=False)
        convs = _conversations(n)
        log(f"writing {n} synthetic conversations ...")
        for source in ("claude-code", "chatgpt-export"):
            engine.write_conversations(source, [c for c in convs if c.source == source])
        log("distilling and building topics (heuristic) ...")
        engine.distill(only_heuristic=True)
        engine.topics_build(only_heuristic=True)
        log("indexing ...")
        engine.sync_index()
    finally:
        engine.close()
    return Library(vault, cache, [c.id for c in convs], n, time.perf_counter() - t)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_mib(pid: int) -> float | None:
    """Resident memory of ``pid`` (psutil when installed, else /proc), None when unreadable."""
    try:
        import psutil

        return float(psutil.Process(pid).memory_info().rss) / 2**20
    except ImportError:
        pass
    except Exception:
        return None
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


class Server:
    """``musubi mcp --http`` on the library, in a child process; its stderr in a file."""

    def __init__(self, lib: Library, base: Path) -> None:

        self.port = free_port()
        self.cache = lib.cache
        closed = free_port()  # nothing listens here: the chat model is "not running"
        env = {**os.environ, "MUSUBI_CACHE_DIR": str(lib.cache),
               "MUSUBI_CONFIG": str(base / "no-config.toml"),
               "MUSUBI_MODEL_DIR": str(model_cache_root()),
               "MUSUBI_LLM_MODEL": "openai/none",
               "MUSUBI_LLM_API_BASE": f"http://127.0.0.1:{closed}/v1",
               "MUSUBI_MCP_ALLOW_REMEMBER": "0", "MUSUBI_NO_DAEMON": "1",
               "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
               "ANONYMIZED_TELEMETRY": "False"}
        for var in ("MUSUBI_VAULT", "MUSUBI_CHROMA_URL", "MUSUBI_LLM_API_KEY"):
            env.pop(var, None)
        self.log = base / "server.log"
        self._err: IO[bytes] = open(self.log, "wb")  # noqa: SIM115 (closed in stop)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "musubi_daemon", "--vault", str(lib.vault), "mcp", "--http",
             "--port", str(self.port)],
            stdin=subprocess.DEVNULL, stdout=self._err, stderr=self._err, env=env)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    @property
    def token(self) -> str:
        """The owner's token, which the server made at start (every request needs it)."""

        token = read_token(self.cache)
        if token is None:
            raise RuntimeError(f"no HTTP token in {self.cache}")
        return token

    def stderr(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def wait_listening(self, timeout: float = 120) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"musubi mcp --http exited {self.proc.returncode}: "
                                   f"{self.stderr()[-2000:]}")
            with socket.socket() as s:
                s.settimeout(0.5)
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.1)
        raise RuntimeError(f"musubi mcp --http did not listen within {timeout:.0f} s")

    def rss(self) -> float | None:
        return rss_mib(self.proc.pid)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._err.close()
        return int(self.proc.returncode)
