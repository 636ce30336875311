"""``musubi-bench locomo``: retrieval recall on LoCoMo through the normal pipeline.

Each LoCoMo session becomes one conversation note in a temp vault, the normal index is built
from the notes, and every question goes through the normal search. Scoring follows the recipe
beside the data: turn-level recall@k over evidence ``dia_id``s, session recall, MRR, NDCG@10.
The data is read where it lies and never copied.
"""

from __future__ import annotations

import json
import math
import re
import statistics
import tempfile
import time
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config import Config
from ..index.query import Filters
from ..model import Conversation, Message, Role, iso_utc

if TYPE_CHECKING:
    from ..engine import Engine

TURN_KS = (1, 3, 5, 10, 25, 50)
SESSION_KS = (1, 3, 5, 10)
_DIA = re.compile(r"^D:?(\d+):0*(\d+)$")


def _session_date(text: str | None) -> str | None:
    if not text:
        return None
    try:
        return iso_utc(datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y"))
    except ValueError:
        return None


def conversations(samples: list[dict[str, Any]]) -> Iterable[Conversation]:
    """One conversation per session, each turn's speaker its author (as a group chat's export
    names them) and not a "Name: " prefix in the text, which no real export has (it also
    scored lower: turn R@10 0.7712 / 0.7696 with it, 0.7718 / 0.7705 without); ids stay out."""
    for sample in samples:
        conv = sample["conversation"]
        a, b = conv["speaker_a"], conv["speaker_b"]
        sessions = sorted((int(k.split("_")[1]), v) for k, v in conv.items()
                          if re.fullmatch(r"session_\d+", k) and isinstance(v, list))
        for n, turns in sessions:
            cid = f"locomo:{sample['sample_id']}-S{n}"
            when = _session_date(conv.get(f"session_{n}_date_time")) or "2023-01-01T00:00:00Z"
            msgs = []
            for t in turns:
                text = str(t["text"])
                if t.get("blip_caption"):
                    text += f" [shares {t['blip_caption']}]"
                role: Role = "user" if t["speaker"] == a else "assistant"
                msgs.append(Message(id=f"{cid}#{t['dia_id']}", role=role, text=text.strip(),
                                    created_at=when, author=t["speaker"]))
            yield Conversation(id=cid, source="locomo", title=f"{a} and {b}",
                               project=sample["sample_id"], created_at=when, updated_at=when,
                               source_ref=f"locomo10.json#{sample['sample_id']}",
                               messages=msgs)


def evidence(qa: dict[str, Any], known: set[str]) -> list[str]:
    """Normalised evidence ids: split lists, fix ``D:11:26``/``D30:05``, drop dangling ones."""
    out: list[str] = []
    for item in qa.get("evidence", []):
        for token in re.split(r"[;,\s]+", str(item)):
            m = _DIA.match(token.strip())
            if not m:
                continue
            dia = f"D{int(m.group(1))}:{int(m.group(2))}"
            if dia in known and dia not in out:
                out.append(dia)
    return out


def score(ranked: list[str], gold: list[str]) -> dict[str, float]:
    """Turn recall@k, session recall@k, MRR and NDCG@10 for one question."""
    seen: list[str] = []
    for d in ranked:
        if d not in seen:
            seen.append(d)
    g = set(gold)
    out: dict[str, float] = {}
    for k in TURN_KS:
        out[f"turn_recall@{k}"] = len(g & set(seen[:k])) / len(g)
    sessions: list[str] = []
    for d in seen:
        s = d.split(":")[0]
        if s not in sessions:
            sessions.append(s)
    gs = {d.split(":")[0] for d in g}
    for k in SESSION_KS:
        out[f"session_recall@{k}"] = len(gs & set(sessions[:k])) / len(gs)
    first = next((i for i, d in enumerate(seen, 1) if d in g), None)
    out["mrr"] = 1.0 / first if first else 0.0
    dcg = sum(1.0 / math.log2(i + 1) for i, d in enumerate(seen[:10], 1) if d in g)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(g), 10) + 1))
    out["ndcg@10"] = dcg / ideal
    return out


def _summary(rows: list[dict[str, float]], latencies: list[float]) -> dict[str, Any]:
    if not rows:
        return {"questions": 0}
    keys = rows[0].keys()
    out: dict[str, Any] = {"questions": len(rows)}
    out.update({k: round(statistics.fmean(r[k] for r in rows), 4) for k in keys})
    if latencies:
        lat = sorted(latencies)
        out["latency_ms_p50"] = round(lat[len(lat) // 2], 2)
        out["latency_ms_p95"] = round(lat[min(len(lat) - 1, int(len(lat) * 0.95))], 2)
    return out


def build(items: list[dict[str, Any]], work: Path, embed_backend: str = "auto",
          log: Callable[[str], None] = print, embed_model: str = "",
          reranker: str = "") -> tuple[Any, dict[str, Any]]:
    """Write every session as a note in a fresh vault under ``work`` and index it (with the
    person's own embedder and reranker when named: a folder or a pulled hub id)."""
    from ..engine import Engine

    vault = work / "vault"
    cfg = Config(vault=vault, cache_dir_override=work / "cache", fsync=False,
                 index_on_ingest=False, embed_backend=embed_backend, embed_model=embed_model,
                 reranker=reranker)
    engine = Engine(cfg, create=True)
    engine.init_vault(vault, remember=False)
    t0 = time.perf_counter()
    convs = list(conversations(items))
    engine.write_conversations("locomo", convs)
    ingest_s = time.perf_counter() - t0
    log(f"{len(convs)} sessions written as notes in {ingest_s:.1f} s; indexing ...")
    sync = engine.sync_index()
    log(f"indexed {sync.chunks_added} passages in {sync.seconds:.1f} s "
        f"(embedding {sync.embed_seconds:.1f} s)")
    info = {"samples": len(items), "sessions": len(convs), "passages": sync.chunks_added,
            "notes_write_s": round(ingest_s, 1), "index_build_s": round(sync.seconds, 1),
            "embed_s": round(sync.embed_seconds, 1),
            "embed_backend": getattr(engine.index.embedder, "backend", embed_backend),
            "provider_id": engine.index.embedder.provider_id, "reranker": reranker or None}
    return engine, info


def evaluate(engine: Engine, items: list[dict[str, Any]], scope: str, mode: str) -> dict[str, Any]:
    """Every question through the normal search; scores per category."""

    per_cat: dict[int, list[dict[str, float]]] = {}
    lat_cat: dict[int, list[float]] = {}
    for sample in items:
        known = {t["dia_id"] for k, v in sample["conversation"].items()
                 if re.fullmatch(r"session_\d+", k) and isinstance(v, list) for t in v}
        filters = Filters(project=sample["sample_id"]) if scope == "scoped" else None
        prefix = f"locomo:{sample['sample_id']}-"
        for qa in sample["qa"]:
            gold = evidence(qa, known)
            if not gold:
                continue
            t = time.perf_counter()
            hits = engine.search(str(qa["question"]), mode=mode, limit=50, filters=filters,
                                 per_conversation=0)
            ms = (time.perf_counter() - t) * 1000
            # A hit from another sample (pooled) is a miss that keeps its place in the ranking.
            ranked = [h.message_id.rsplit("#", 1)[1]
                      if h.conversation_id and h.conversation_id.startswith(prefix)
                      else f"X{i}:0" for i, h in enumerate(hits) if h.message_id]
            cat = int(qa["category"])
            per_cat.setdefault(cat, []).append(score(ranked, gold))
            lat_cat.setdefault(cat, []).append(ms)
    head = [r for c in (1, 2, 3, 4) for r in per_cat.get(c, [])]
    head_lat = [x for c in (1, 2, 3, 4) for x in lat_cat.get(c, [])]
    allq = [r for rows in per_cat.values() for r in rows]
    all_lat = [x for rows in lat_cat.values() for x in rows]
    return {"scope": scope, "mode": mode, **_summary(head, head_lat),
            "all_categories": _summary(allq, all_lat),
            "by_category": {str(c): _summary(per_cat[c], lat_cat[c]) for c in sorted(per_cat)}}


def run_locomo(data: Path, *, scopes: list[str] | None = None, modes: list[str] | None = None,
               samples: int | None = None, embed_backend: str = "auto",
               log: Callable[[str], None] = print, embed_model: str = "",
               reranker: str = "") -> list[dict[str, Any]]:
    items = json.loads(data.read_text(encoding="utf-8"))
    if samples:
        items = items[:samples]
    results = []
    with tempfile.TemporaryDirectory(prefix="musubi-locomo-") as tmp:
        engine, info = build(items, Path(tmp), embed_backend, log, embed_model, reranker)
        log(f"embedder {info['provider_id']}, reranker {reranker or 'none'}")
        try:
            for scope in scopes or ["scoped"]:
                for mode in modes or ["hybrid"]:
                    result = evaluate(engine, items, scope, mode) | info
                    log(f"{scope} {mode}: turn R@10 {result.get('turn_recall@10')}")
                    results.append(result)
        finally:
            engine.close()
    return results
