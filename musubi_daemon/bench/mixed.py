"""``musubi-bench mixed``: retrieval on a library like a person's, where items differ in length
and kind (LoCoMo's sessions are all alike, so it cannot show a long session burying a short
note, or a topic page crowding out the conversation it lists).

The library (``mixed_data``) is written into a fresh vault through the normal writers: the
note writer for conversations, ``remember`` for captures, plain files for the person's notes
and for the topic pages and reflections. The normal index is built from it, and every query goes
through the normal search, as ``musubi search`` runs it; a hit is the labelled item's note
among the distinct notes returned.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config import Config
from ..index.query import Filters
from ..model import Attachment, Conversation, Message, Role
from ..vault.properties import dump_frontmatter
from .mixed_data import DISTRACTORS, FILLER, ITEMS, NOW, QUERIES, Item, Query

if TYPE_CHECKING:
    from ..engine import Engine

Log = Callable[[str], None]
_SOURCES = {"long": "claude-code", "chat": "chatgpt-export", "attachment": "claude-export"}


def _stamp(day: str, minute: int = 0) -> str:
    return f"{day}T{9 + minute // 60:02d}:{minute % 60:02d}:00Z"


def _filler(rng: random.Random, project: str, n: int, cid: str, day: str,
            start: int) -> list[Message]:
    pool = FILLER[project]
    out = []
    for j in range(n):
        role: Role = "user" if (start + j) % 2 == 0 else "assistant"
        k = 1 if role == "user" else rng.randint(2, 4)
        out.append(Message(id=f"{cid}#{start + j}", role=role,
                           text=" ".join(rng.sample(pool, k)),
                           created_at=_stamp(day, start + j)))
    return out


def _conversation(item: Item, rng: random.Random) -> Conversation:
    source = _SOURCES[item.kind]
    cid = f"{source}:{item.key}"
    msgs: list[Message] = []
    if item.kind == "long":
        assert item.project is not None
        msgs += _filler(rng, item.project, 2 * rng.randint(10, 20), cid, item.day, 0)
    for j, text in enumerate(item.turns):
        n = len(msgs)
        role: Role = "user" if n % 2 == 0 else "assistant"
        msg = Message(id=f"{cid}#{n}", role=role, text=text, created_at=_stamp(item.day, n))
        if j == 0 and item.attachment:
            name, body = item.attachment
            msg.attachments.append(Attachment.of_bytes(name, body.encode(), "text/plain"))
        msgs.append(msg)
    if item.kind == "long":
        assert item.project is not None
        if len(msgs) % 2:
            msgs += _filler(rng, item.project, 1, cid, item.day, len(msgs))
        msgs += _filler(rng, item.project, 2 * rng.randint(8, 16), cid, item.day, len(msgs))
    return _make(cid, source, item.title, item.day, item.project, msgs)


def _make(cid: str, source: str, title: str, day: str, project: str | None,
          msgs: list[Message]) -> Conversation:
    where = f"/home/ana/src/{project}" if project and source == "claude-code" else project
    return Conversation(id=cid, source=source, title=title, project=where,
                        created_at=_stamp(day), updated_at=msgs[-1].created_at or _stamp(day),
                        source_ref=f"mixed#{cid}", messages=msgs)


def _distractors(rng: random.Random) -> list[Conversation]:
    out = []
    for i, (project, title, day) in enumerate(DISTRACTORS):
        cid = f"claude-code:busy-{i}"
        out.append(_make(cid, "claude-code", title, day, project,
                         _filler(rng, project, 2 * rng.randint(25, 45), cid, day, 0)))
    return out


def _write_note(vault: Path, item: Item) -> str:
    rel = f"{item.project or 'Notes'}/{item.title}.md"
    path = vault / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n\n".join(item.turns) + "\n", encoding="utf-8")
    when = time.mktime(time.strptime(item.day + " 12", "%Y-%m-%d %H"))
    os.utime(path, (when, when))
    return rel


def _write_page(vault: Path, folder: str, item: Item, titles: dict[str, tuple[str, str]]
                ) -> str:
    """A topic page or a daily reflection in the shape Musubi renders them: what it is, then
    a linked line for each conversation or note it gathers."""
    linked = [f"- [[{Path(titles[k][0]).with_suffix('').as_posix()}|{titles[k][1]}]] · "
              f"{next(i.day for i in ITEMS if i.key == k)}" for k in item.links]
    if item.kind == "topic":
        rel = f"{folder}/topics/{item.title}.md"
        fm = {"musubi_id": f"topic:{item.key}", "type": "topic", "name": item.title,
              "origin": "discovered", "description": item.turns[0],
              "conversations": len(item.links), "tags": ["musubi/topic"]}
        body = [f"# {item.title}", "", item.turns[0], "", "## Conversations", "", *linked]
    else:
        rel = f"{folder}/reflections/{item.day}.md"
        fm = {"musubi_id": f"reflection:{item.day}", "type": "reflection", "date": item.day,
              "tags": ["musubi/reflection"]}
        body = [f"# Reflection {item.day}", "",
                f"From {item.day}T00:00:00Z to {item.day}T23:59:59Z: 0 captured, "
                f"{len(item.links)} conversations (0 distilled), 0 matured, 0 promoted, "
                "0 demoted, 0 new themes, 0 open contradictions.", "",
                "## Conversations", "", *linked]
    path = vault / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("---\n" + dump_frontmatter(fm) + "\n---\n" + "\n".join(body) + "\n",
                    encoding="utf-8")
    return rel


def conversations(seed: int = 7) -> tuple[list[Conversation], list[Conversation]]:
    """(the labelled items' conversations, the busy sessions around them)."""
    rng = random.Random(seed)
    convs = [_conversation(i, rng) for i in ITEMS if i.kind in _SOURCES]
    return convs, _distractors(rng)


def build(engine: Engine, seed: int = 7) -> dict[str, str]:
    """Write the library into the engine's vault; the labelled items' note paths by key."""
    vault, folder = engine.vault, engine.folder
    convs, busy = conversations(seed)
    for source in sorted({c.source for c in convs}):
        engine.write_conversations(source, [c for c in convs if c.source == source])
    engine.write_conversations("claude-code", busy)
    where: dict[str, str] = {}
    titles: dict[str, tuple[str, str]] = {}
    for item in ITEMS:
        if item.kind in _SOURCES:
            where[item.key] = str(engine.find_note(f"{_SOURCES[item.kind]}:{item.key}"))
        elif item.kind == "note":
            where[item.key] = _write_note(vault, item)
        elif item.kind == "capture":
            where[item.key] = engine.remember(item.turns[0], now=_stamp(item.day)).path
        titles[item.key] = (where.get(item.key, ""), item.title)
    for item in ITEMS:
        if item.kind in ("topic", "reflection"):
            where[item.key] = _write_page(vault, folder, item, titles)
    return where


def rank_of(hits: Iterable[Any], target: str) -> int | None:
    """The target note's place among the distinct notes of the hits, from 1."""
    seen: list[str] = []
    for h in hits:
        if h.note_path not in seen:
            seen.append(h.note_path)
            if h.note_path == target:
                return len(seen)
    return None


def _figures(ranks: list[int | None]) -> dict[str, Any]:
    n = len(ranks)
    return {"queries": n,
            "hit@1": round(sum(r == 1 for r in ranks) / n, 3),
            "hit@3": round(sum(r is not None and r <= 3 for r in ranks) / n, 3),
            "mrr": round(sum(1 / r for r in ranks if r) / n, 3)}


def evaluate(engine: Engine, where: dict[str, str], mode: str = "hybrid",
             queries: Iterable[Query] = QUERIES, log: Log | None = None) -> dict[str, Any]:
    kinds = {i.key: i.kind for i in ITEMS}
    ranks: list[int | None] = []
    by_query: dict[str, list[int | None]] = defaultdict(list)
    by_item: dict[str, list[int | None]] = defaultdict(list)
    misses = []
    latencies = []
    for q in queries:
        t = time.perf_counter()
        hits = engine.search(q.text, mode=mode, limit=10, filters=Filters(kind=q.kind),
                             now=NOW)
        latencies.append((time.perf_counter() - t) * 1000)
        r = rank_of(hits, where[q.target])
        ranks.append(r)
        by_query[q.by].append(r)
        by_item[kinds[q.target]].append(r)
        if r != 1:
            top = hits[0].title if hits else None
            misses.append({"query": q.text, "by": q.by, "target": q.target, "rank": r,
                           "top": top})
            if log:
                log(f"  rank {r}: {q.text!r} ({q.target}); top: {top!r}")
    return {"mode": mode, **_figures(ranks),
            "by_query": {k: _figures(v) for k, v in sorted(by_query.items())},
            "by_item": {k: _figures(v) for k, v in sorted(by_item.items())},
            "p50_ms": round(statistics.median(latencies), 1),
            "misses": misses}


def run_mixed(*, modes: list[str] | None = None, embed_backend: str = "auto",
              log: Log = print, verbose: bool = False, embed_model: str = "",
              reranker: str = "") -> dict[str, Any]:
    from ..engine import Engine

    with tempfile.TemporaryDirectory(prefix="musubi-bench-mixed-") as tmp:
        base = Path(tmp)
        vault = base / "vault"
        cfg = Config(vault=vault, cache_dir_override=base / "cache", fsync=False,
                     index_on_ingest=False, embed_backend=embed_backend,
                     embed_model=embed_model, reranker=reranker)
        engine = Engine(cfg, create=True)
        engine.init_vault(vault, remember=False)
        log(f"writing the mixed library ({len(ITEMS)} items, {len(DISTRACTORS)} busy "
            "sessions) ...")
        where = build(engine)
        log("building the index ...")
        sync = engine.sync_index()
        out: dict[str, Any] = {"items": len(ITEMS) + len(DISTRACTORS),
                               "passages": sync.chunks_added, "queries": len(QUERIES),
                               "provider_id": engine.index.embedder.provider_id,
                               "reranker": reranker or None, "results": []}
        for mode in modes or ["hybrid"]:
            log(f"mode {mode}:")
            out["results"].append(evaluate(engine, where, mode, log=log if verbose else None))
        engine.close()
        return out
