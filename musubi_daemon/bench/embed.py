"""``musubi-bench embed``: speed, cold start and agreement of each embedding backend.

A faster backend is only worth having if it finds the same neighbours, so every row carries
its agreement with torch fp32 (cosine per text, and top-10 neighbour overlap) beside its speed.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import numpy as np

from ..index import embeddings as E

# Texts at least this long count as "long": halfway between the ~150- and ~1,000-char groups.
LONG_TEXT_CHARS = 500
# Neighbours compared per text; the search returns ten results.
TOP_K = 10
# A cold start that takes longer than this is reported as failed rather than waited on.
COLD_START_TIMEOUT_S = 120.0

# Sentences in a few unrelated topics, so neighbour sets have structure to agree on.
_TOPICS: dict[str, list[str]] = {
    "maps": [
        "The elevation tile cache keeps recently used DEM tiles on disk between sessions.",
        "Route planning fetched every tile again because the cache key ignored the zoom level.",
        "Copernicus DEM has fewer voids than SRTM in steep terrain above the tree line.",
        "Elevation gain looked inflated until the GPS noise was smoothed over 20 metres.",
        "Offline tiles for the trail app are packed into one MBTiles file per region.",
        "A red and yellow waymark painted on a rock marks the long-distance path.",
        "The hut-to-hut route crosses two passes and needs an early start on day three.",
        "Importing a GPX file should keep waypoints, not only the track points.",
    ],
    "bread": [
        "The sourdough starter doubles in five hours when the kitchen stays warm.",
        "At 75 percent hydration the crumb opened up but the dough was hard to shape.",
        "A cold retard overnight in the fridge made the crust blister nicely.",
        "Feeding the starter twice a day with rye flour made it noticeably more sour.",
        "The loaf spread flat because the bulk fermentation ran two hours too long.",
        "Steam during the first twenty minutes of baking lets the loaf rise fully.",
        "Scoring at a shallow angle gives the ear that lifts away from the crust.",
        "Autolyse for forty minutes before adding salt made the dough extensible.",
    ],
    "git": [
        "The daemon batches its commits so a first import does not create thousands of them.",
        "A merge conflict appeared because two machines rewrote the same note at once.",
        "Rebasing the feature branch onto main dropped the accidental revert commit.",
        "The pre-commit hook runs the linter and refuses files with trailing whitespace.",
        "Signed commits need the GPG agent running before the editor opens.",
        "The CI pipeline caches the virtual environment keyed by the lock file hash.",
        "Deploying the container failed because the proxy stripped the auth header.",
        "A nightly backup pushes the vault repository to a second remote.",
    ],
    "search": [
        "SQLite FTS5 ranks keyword matches with BM25 and supports prefix queries.",
        "The vector index answers a top-ten query in a few milliseconds.",
        "Reciprocal rank fusion merges keyword and vector results without tuning weights.",
        "Chunks longer than the model's token limit lose their ends when embedded.",
        "Re-embedding only changed chunks keeps the nightly index update short.",
        "Query latency was dominated by encoding the query, not by the lookup itself.",
        "Filtering by source in the vector store made queries thirty times slower.",
        "Cached vectors are keyed by a hash of the exact text that was embedded.",
    ],
    "piano": [
        "Practising the left hand alone at half tempo fixed the stumble in bar twelve.",
        "The nocturne needs a lighter pedal so the melody does not blur.",
        "Scales in contrary motion were easier once the thumb crossing was relaxed.",
        "A metronome at sixty made the uneven semiquavers obvious.",
        "Memorising the piece in sections made the transitions the weakest part.",
        "The teacher suggested recording each practice session to hear the dynamics.",
        "Voicing the top note of each chord brings out the hidden melody.",
        "Sight-reading a page of easy pieces daily improved reading speed.",
    ],
    "garden": [
        "Tomatoes planted against the south wall ripened two weeks earlier.",
        "The raised beds need a drip line because the top soil dries out by noon.",
        "Slugs ate every lettuce seedling until the copper tape went round the bed.",
        "Companion planting basil with tomatoes seemed to keep the aphids away.",
        "The compost heap heats up properly only when it is turned every week.",
        "Garlic planted in October overwinters and is ready to lift in July.",
        "Mulching the strawberries with straw kept the fruit clean and dry.",
        "A frost in late May killed the early beans that were planted out too soon.",
    ],
}


def sample_texts(n_long: int = 64, n_short: int = 160, seed: int = 0) -> list[str]:
    """Synthetic notes: long ones of ~1,000 characters (fit in 256 word pieces), short ~150."""
    rng = random.Random(seed)
    topics = list(_TOPICS)
    out: list[str] = []
    for i in range(n_long):
        pool = _TOPICS[topics[i % len(topics)]]
        parts: list[str] = []
        while sum(len(p) + 1 for p in parts) < 950:
            parts.append(rng.choice(pool))
        out.append(" ".join(parts))
    for i in range(n_short):
        pool = _TOPICS[topics[i % len(topics)]]
        a, b = rng.sample(pool, 2)
        out.append(f"{a} {b}"[:160])
    return out


def _top_k_overlap(vecs: np.ndarray, ref: np.ndarray, k: int = TOP_K) -> float | None:
    """Mean share of each text's k nearest neighbours (itself excluded) that both agree on."""
    n = len(vecs)
    if n <= k:
        return None
    found = []
    for v in (vecs, ref):
        sims = v @ v.T
        np.fill_diagonal(sims, -np.inf)
        found.append(np.argsort(-sims, axis=1)[:, :k])
    shared = [len(set(a) & set(b)) for a, b in zip(found[0], found[1], strict=True)]
    return float(np.mean(shared)) / k


_COLD_SCRIPT = """
import json, sys, time
t = time.perf_counter()
from pathlib import Path
from musubi_daemon.index.embeddings import load_embedder
emb = load_embedder(Path(sys.argv[2]), sys.argv[1])
emb.encode(["where did I note the elevation tile cache fix?"])
print(json.dumps({"seconds": time.perf_counter() - t, "torch": "torch" in sys.modules}))
"""


def cold_start(cache_dir: Path, backend: str) -> dict[str, Any]:
    """Import, load and embed one query in a fresh process: what a CLI search pays."""
    package_root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(package_root),
                                                      env.get("PYTHONPATH")]))
    proc = subprocess.run([sys.executable, "-c", _COLD_SCRIPT, backend, str(cache_dir)],
                          env=env, capture_output=True, text=True, timeout=COLD_START_TIMEOUT_S)
    if proc.returncode != 0:
        raise RuntimeError(f"cold start of {backend} failed: {proc.stderr.strip()[-500:]}")
    return cast("dict[str, Any]", json.loads(proc.stdout.strip().splitlines()[-1]))


def _rate(emb: E.Embedder, texts: list[str], repeat: int) -> tuple[np.ndarray, float | None]:
    """Vectors and chunks/s, the best of ``repeat`` runs: other work only ever slows a run."""
    if not texts:
        return np.empty((0, E.DIM), dtype=np.float32), None
    best = float("inf")
    for _ in range(max(1, repeat)):
        t = time.perf_counter()
        vecs = emb.encode(texts)
        best = min(best, time.perf_counter() - t)
    return vecs, len(texts) / best


def bench_backends(cache_dir: Path, texts: Sequence[str],
                   backends: Sequence[str] = E.MODEL_BACKENDS,
                   measure_cold_start: bool = True, repeat: int = 1) -> list[dict[str, Any]]:
    """One row per backend: chunks/s (long and short texts), cold start, agreement with torch.

    Torch fp32 is always run first as the reference. A backend that cannot load gets a row
    with ``error`` instead of figures, so one missing piece does not hide the others.
    """
    longs = [t for t in texts if len(t) >= LONG_TEXT_CHARS]
    shorts = [t for t in texts if len(t) < LONG_TEXT_CHARS]
    order = ["torch", *(b for b in backends if b != "torch")]
    ref: np.ndarray | None = None
    rows: list[dict[str, Any]] = []
    for backend in order:
        row: dict[str, Any] = {"backend": backend, "n_long": len(longs), "n_short": len(shorts)}
        try:
            t = time.perf_counter()
            emb = E.load_embedder(cache_dir, backend)
            row["load_s"] = time.perf_counter() - t  # includes the one-time export, if any
            row["provider_id"] = emb.provider_id
            if measure_cold_start:
                cold = cold_start(cache_dir, backend)
                row["cold_start_s"] = cold["seconds"]
                row["imports_torch"] = cold["torch"]
            emb.encode(list(texts[:4]))  # warm up: first-call allocations are not throughput
            vl, row["long_chunks_per_s"] = _rate(emb, longs, repeat)
            vs, row["short_chunks_per_s"] = _rate(emb, shorts, repeat)
        except Exception as e:  # report it and go on with the other backends
            row["error"] = f"{type(e).__name__}: {e}"
            rows.append(row)
            if backend == "torch":
                break  # without the reference nothing else can be judged
            continue
        vecs = np.vstack([vl, vs])
        if ref is None:
            ref = vecs
        if len(vecs):
            cos = np.sum(vecs * ref, axis=1)
            row["cosine_mean"] = float(cos.mean())
            row["cosine_min"] = float(cos.min())
        row["top10_overlap"] = _top_k_overlap(vecs, ref)
        if backend in backends:
            rows.append(row)
    return rows


def format_table(rows: list[dict[str, Any]]) -> str:
    """A plain-text table of ``bench_backends`` rows for the terminal."""
    def fmt(v: Any, spec: str) -> str:
        width = int(spec.split(".")[0])
        return f"{'-':>{width}}" if v is None else format(v, spec)

    lines = [f"{'backend':<10} {'long/s':>7} {'short/s':>8} {'cold s':>7} "
             f"{'cos mean':>9} {'cos min':>8} {'top10':>6}"]
    for r in rows:
        if "error" in r:
            lines.append(f"{r['backend']:<10} error: {r['error']}")
            continue
        lines.append(
            f"{r['backend']:<10} {fmt(r.get('long_chunks_per_s'), '7.1f')} "
            f"{fmt(r.get('short_chunks_per_s'), '8.1f')} {fmt(r.get('cold_start_s'), '7.2f')} "
            f"{fmt(r.get('cosine_mean'), '9.4f')} {fmt(r.get('cosine_min'), '8.4f')} "
            f"{fmt(r.get('top10_overlap'), '6.2f')}")
    return "\n".join(lines)
