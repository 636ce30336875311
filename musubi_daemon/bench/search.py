"""``musubi-bench search``: index build speed, warm query latency and a cold search process.

The library is synthetic (realistic lengths, a shared vocabulary) and written through the normal
note writer; the index is built by the normal sync, so the figures are what a user waits for.
"""

from __future__ import annotations

import json
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
from typing import TYPE_CHECKING, Any

from ..config import Config
from ..model import Conversation, Message, Role
from .ingest import WORDS

if TYPE_CHECKING:
    from ..index.index import Index

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
# Conversations written per batch: the library is never whole in memory.
_WRITE_BATCH = 2_000


def _sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choices(_WORDS, cum_weights=_CUM, k=n)).capitalize() + "."


def _library(n: int, messages: int, start: int = 0, count: int | None = None
             ) -> list[Conversation]:
    """Conversations ``start`` .. ``start + count`` of a library of ``n``: each drawn from its
    own seed, so a slice is the same whether it is made alone or with the rest."""
    out = []
    for i in range(start, min(n, start + (n if count is None else count))):
        rng = random.Random(i * 7919 + 11)
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


def _build(base: Path, n: int, messages: int, backend: str,
           log: Callable[[str], None]) -> dict[str, Any]:
    """Write the library and index it once; the build's figures are kept beside it, so a
    kept library (``--keep``) is measured again without spending the build twice."""
    from ..engine import Engine

    figures = base / "build.json"
    if figures.is_file():
        kept: dict[str, Any] = json.loads(figures.read_text(encoding="utf-8"))
        if (kept.get("conversations"), kept.get("messages"), kept.get("asked_backend",
                                                                      "auto")) == \
                (n, messages, backend):
            log(f"reusing the library kept in {base}")
            return kept
        raise ValueError(f"{base} holds a library of {kept.get('conversations')} x "
                         f"{kept.get('messages')} ({kept.get('asked_backend', 'auto')} "
                         "vectors): give another folder")
    engine = Engine(_config(base, backend), create=True)
    written = _notes(base / "vault")
    if written < n:
        engine.init_vault(base / "vault", remember=False)
        log(f"writing {n} synthetic conversations ...")
        # In batches, memory flat in N; a build stopped before its figures goes on from the
        # batch it was writing, and its index from the last batch stored.
        for start in range(written // _WRITE_BATCH * _WRITE_BATCH, n, _WRITE_BATCH):
            engine.write_conversations("synthetic", _library(n, messages, start, _WRITE_BATCH))
    else:
        log(f"going on with the {written} conversations kept in {base}")
    log("building the index ...")
    t = time.perf_counter()
    done = [0]
    # When each tenth of the notes was in: the build rate at the start against the end.
    tenths: list[float] = []

    def progress(_stage: str, i: int, total: int | None = None, /) -> None:
        if total and i * 20 // total != done[0] * 20 // total:
            log(f"  {i}/{total} notes, {time.perf_counter() - t:.0f} s")
        if total and i * 10 // total > len(tenths):
            tenths.append(time.perf_counter() - t)
        done[0] = i

    sync = engine.index.sync(progress)
    # Raw encode of a sample of the same passages, in the same process, for the overhead.
    rows = engine.index.keyword.db.execute(
        "SELECT note_path FROM chunks GROUP BY note_path LIMIT 400").fetchall()
    texts = [c.embed_text for (p,) in rows
             for c in engine.index.passages.for_note(p, "conversation")]
    t = time.perf_counter()
    engine.index.embedder.encode(texts)
    raw_rate = len(texts) / (time.perf_counter() - t)
    build_rate = sync.chunks_added / sync.seconds
    out = {"conversations": n, "messages": messages, "chunks": sync.chunks_added,
           "asked_backend": backend,
           "embed_backend": getattr(engine.index.embedder, "backend", "?"),
           "index_build_s": round(sync.seconds, 1),
           "build_chunks_per_s": round(build_rate, 1),
           "raw_encode_chunks_per_s": round(raw_rate, 1),
           "build_overhead": f"{100 * (raw_rate / build_rate - 1):.1f} %",
           **_rate_by_tenth(tenths, sync.chunks_added),
           "build_peak_rss_mib": round(_rss_mib(), 1)}
    engine.close()
    figures.write_text(json.dumps(out, indent=2), encoding="utf-8")
    return out


def _rate_by_tenth(tenths: list[float], chunks: int) -> dict[str, float]:
    """Passages a second in the first and the last tenth of the notes (the synthetic notes
    are alike in size): a flat build keeps them close."""
    if len(tenths) < 10:
        return {}
    per_tenth = chunks / 10
    first, last = tenths[0], tenths[9] - tenths[8]
    return {"build_first_tenth_chunks_per_s": round(per_tenth / first, 1),
            "build_last_tenth_chunks_per_s": round(per_tenth / last, 1)}


def _notes(vault: Path) -> int:
    """Conversation notes already written in a kept library."""
    return sum(len([f for f in files if f.endswith(".md")])
               for _, _, files in os.walk(vault / "Musubi" / "conversations"))


def _config(base: Path, backend: str = "auto") -> Config:
    return Config(vault=base / "vault", cache_dir_override=base / "cache", fsync=False,
                  index_on_ingest=False, embed_backend=backend)


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _percentiles(ms: list[float]) -> tuple[float, float]:
    ms = sorted(ms)
    return round(statistics.median(ms), 1), round(ms[int(len(ms) * 0.95)], 1)


def run_search_bench(n: int, messages: int = 6, queries: int = 200,
                     keep: Path | None = None, stand_in: bool = False,
                     log: Callable[[str], None] = print) -> dict[str, Any]:
    """Build (or reuse, with ``keep``) a synthetic library, then time warm searches per
    channel, the vector channel's recall against exact search, the re-index of one changed
    conversation and a cold search process. ``stand_in``: vectors from word hashes instead
    of the model (``index/standin.py``), so a million passages build in minutes and the
    stores pay their real cost."""
    backend = "stand-in" if stand_in else "auto"
    if keep is None:
        with tempfile.TemporaryDirectory(prefix="musubi-bench-search-") as tmp:
            return _measure(Path(tmp), n, messages, queries, backend, log)
    keep.mkdir(parents=True, exist_ok=True)
    return _measure(keep, n, messages, queries, backend, log)


def _measure(base: Path, n: int, messages: int, queries: int, backend: str,
             log: Callable[[str], None]) -> dict[str, Any]:
    from ..engine import Engine
    from ..index.query import Filters

    out = _build(base, n, messages, backend, log)
    engine = Engine(_config(base, backend))
    index = engine.index
    # What the index holds: a build resumed after a kill counts only what it added itself.
    out["passages"] = index.keyword.count()
    rng = random.Random(5)
    asked = [" ".join(rng.choices(_WORDS, cum_weights=_CUM, k=rng.randint(2, 6)))
             for _ in range(queries)]
    for q in asked[:10]:
        engine.search(q)  # warm-up
    lat: dict[str, list[float]] = {"hybrid": [], "keyword": [], "docs": [], "vector": []}
    for q in asked:
        t = time.perf_counter()
        engine.search(q)
        lat["hybrid"].append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        index.keyword.search(q, 100, Filters())
        lat["keyword"].append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        index.keyword.search_docs(q, 100, Filters())
        lat["docs"].append((time.perf_counter() - t) * 1000)
        qv = index.query_vector(q)
        t = time.perf_counter()
        index.nearest(qv, 100, Filters())
        lat["vector"].append((time.perf_counter() - t) * 1000)
    for name, ms in lat.items():
        out[f"{name}_ms_p50"], out[f"{name}_ms_p95"] = _percentiles(ms)
    out["vector_recall_at_10"] = _recall_at_10(index, asked[:RECALL_QUERIES])

    # One conversation grows by a message (a new one each run, so a kept library changes too):
    # what a re-index costs a person. The daemon's watcher names the note that changed; a
    # command run without the daemon asks git what changed since the last whole sync (the
    # sync before these records where that is); listing the vault is what git saves.
    index.sync(walk=True)
    for i, (key, how) in enumerate((("reindex_one", "told"), ("reindex_one_git", "git"),
                                    ("reindex_one_walk", "walk"))):
        grown = _library(n, messages, n // 2 + i, 1)[0]
        grown.messages.append(Message(id=f"{grown.id}#{len(grown.messages)}", role="user",
                                      text=f"{_sentence(random.Random(3), 12)} ({time.time()})",
                                      created_at=grown.created_at))
        engine.write_conversations("synthetic", [grown])
        changed = [str(engine.find_note(grown.id))] if how == "told" else None
        t = time.perf_counter()
        report = index.sync(paths=changed, walk=how == "walk")
        out[f"{key}_s"] = round(time.perf_counter() - t, 2)
        out[f"{key}_files"] = report.files_indexed
    out["search_peak_rss_mib"] = round(_rss_mib(), 1)
    engine.close()

    env = {**os.environ, "MUSUBI_VAULT": str(base / "vault"),
           "MUSUBI_CACHE_DIR": str(base / "cache"), "MUSUBI_EMBED_BACKEND": backend,
           "MUSUBI_NO_DAEMON": "1"}
    cold = []
    for q in asked[:5]:
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "musubi_daemon", "search", "--json", q],
                       env=env, capture_output=True, check=True)
        cold.append(time.perf_counter() - t)
    out["cold_search_s_median"] = round(statistics.median(cold), 2)
    size = sum(p.stat().st_size for p in (base / "cache").rglob("*") if p.is_file())
    out["index_mib"] = round(size / 2**20, 1)
    out["index_bytes_per_passage"] = round(size / max(out["passages"], 1))
    return out


# Queries whose vector-channel top 10 is compared with the exact top 10.
RECALL_QUERIES = 50
# Vectors read from the cache at a time for the exact search: memory stays bounded.
_EXACT_BLOCK = 50_000


def _recall_at_10(index: Index, queries: list[str]) -> float:
    """How many of the exact 10 nearest passages the vector store's own search finds (Chroma's
    HNSW, not the exact path a small library takes), averaged over ``queries``. The exact
    answer streams every vector from the cache in blocks, so it is right at any size."""
    import numpy as np

    qvs = np.stack([index.query_vector(q) for q in queries]).astype(np.float32)
    best: list[list[tuple[float, str]]] = [[] for _ in queries]
    pairs = index.keyword.chunk_hashes()
    for start in range(0, len(pairs), _EXACT_BLOCK):
        block = pairs[start:start + _EXACT_BLOCK]
        vecs = index.cache.get(list(dict.fromkeys(h for _, h in block)))
        held = [(c, h) for c, h in block if h in vecs]
        if not held:
            continue
        sims = qvs @ np.stack([vecs[h] for _, h in held]).T
        k = min(10, len(held))
        for qi in range(len(queries)):
            top = np.argpartition(-sims[qi], k - 1)[:k]
            merged = best[qi] + [(float(sims[qi, i]), held[i][0]) for i in top]
            best[qi] = sorted(merged, key=lambda p: -p[0])[:10]
    found = 0
    for qi, qv in enumerate(qvs):
        got = {cid for cid, _ in index.vectors.query(qv, 10)}
        found += len(got & {cid for _, cid in best[qi]})
    return round(found / (10 * len(queries)), 4)
