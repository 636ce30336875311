"""``musubi bench search``: index build speed, warm query latency and a cold search process.

The library is synthetic (realistic lengths, a shared vocabulary) and written through the normal
note writer; the index is built by the normal sync, so the figures are what a user waits for.
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..config import Config
from ..model import Conversation, Message, Role
from .ingest import WORDS

_SYLLABLES = ("ka", "to", "mi", "ren", "sa", "lo", "vi", "dan", "qu", "el", "or", "ti", "ba",
              "ne", "sho", "ru", "fa", "gi", "pe", "lun")


def _vocabulary(size: int = 6_000) -> tuple[list[str], list[float]]:
    """Made-up words with Zipf frequencies, as real text has: a few common, most rare.

    A 40-word vocabulary would make every keyword match half the library, which no real
    history does."""
    rng = random.Random(1)
    words = list(WORDS)
    while len(words) < size:
        w = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4)))
        if w not in words:
            words.append(w)
    cum, total = [], 0.0
    for rank in range(1, len(words) + 1):
        total += 1.0 / rank
        cum.append(total)
    return words, cum


_WORDS, _CUM = _vocabulary()


def _sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choices(_WORDS, cum_weights=_CUM, k=n)).capitalize() + "."


def _library(n: int, messages: int, seed: int = 11) -> list[Conversation]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        cid = f"synthetic:{i:06d}"
        day = f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}T10:00:00Z"
        msgs = []
        for j in range(messages):
            role: Role = "user" if j % 2 == 0 else "assistant"
            size = rng.choice((1, 2, 4, 8)) if role == "assistant" else rng.choice((1, 2))
            text = " ".join(_sentence(rng, rng.randint(8, 22)) for _ in range(size))
            msgs.append(Message(id=f"{cid}#{j}", role=role, text=text, created_at=day))
        out.append(Conversation(id=cid, source="synthetic", title=_sentence(rng, 5)[:-1],
                                project=f"project-{i % 20}", created_at=day, updated_at=day,
                                source_ref=f"bench#{i}", messages=msgs))
    return out


def run_search_bench(n: int, messages: int = 6, queries: int = 200,
                     log: Callable[[str], None] = print) -> dict[str, Any]:
    from ..engine import Engine

    with tempfile.TemporaryDirectory(prefix="musubi-bench-search-") as tmp:
        base = Path(tmp)
        vault = base / "vault"
        cfg = Config(vault=vault, cache_dir_override=base / "cache", fsync=False,
                     index_on_ingest=False)
        engine = Engine(cfg, create=True)
        engine.init_vault(vault, remember=False)
        log(f"writing {n} synthetic conversations ...")
        engine.write_conversations("synthetic", _library(n, messages))
        log("building the index ...")
        sync = engine.sync_index()
        chunks = sync.chunks_added
        build_rate = chunks / sync.seconds

        # Raw encode of a sample of the same passages, in the same process, for the overhead.
        rows = engine.index.keyword.db.execute(
            "SELECT note_path FROM chunks GROUP BY note_path LIMIT 400").fetchall()
        texts = [c.embed_text for (p,) in rows
                 for c in engine.index.passages.for_note(p, "conversation")]
        t = time.perf_counter()
        engine.index.embedder.encode(texts)
        raw_rate = len(texts) / (time.perf_counter() - t)

        rng = random.Random(5)
        asked = [" ".join(rng.choices(_WORDS, cum_weights=_CUM, k=rng.randint(2, 6)))
                 for _ in range(queries)]
        for q in asked[:10]:
            engine.search(q)  # warm-up
        lat = []
        for q in asked:
            t = time.perf_counter()
            engine.search(q)
            lat.append((time.perf_counter() - t) * 1000)
        lat.sort()
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        engine.close()

        env = {**os.environ, "MUSUBI_VAULT": str(vault), "MUSUBI_CACHE_DIR": str(base / "cache")}
        cold = []
        for q in asked[:5]:
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "musubi_daemon", "search", "--json", q],
                           env=env, capture_output=True, check=True)
            cold.append(time.perf_counter() - t)
        size = sum(p.stat().st_size for p in (base / "cache").rglob("*") if p.is_file())
        return {
            "conversations": n,
            "chunks": chunks,
            "embed_backend": getattr(engine.index.embedder, "backend", "?"),
            "index_build_s": round(sync.seconds, 1),
            "build_chunks_per_s": round(build_rate, 1),
            "raw_encode_chunks_per_s": round(raw_rate, 1),
            "build_overhead": f"{100 * (raw_rate / build_rate - 1):.1f} %",
            "hybrid_ms_p50": round(statistics.median(lat), 1),
            "hybrid_ms_p95": round(lat[int(len(lat) * 0.95)], 1),
            "cold_search_s_median": round(statistics.median(cold), 2),
            "peak_rss_mib": round(rss, 1),
            "index_mib": round(size / 2**20, 1),
        }
