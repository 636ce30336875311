"""The index: a cache of the vault that search reads, kept in step and rebuildable."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import forkserver
import numpy as np
import pytest
from claude_sessions import Session, project_dir

from musubi_daemon.config import EMBED_MAX_TOKENS, load_config
from musubi_daemon.engine import Engine, SourceSpec
from musubi_daemon.index.chunking import split_text
from musubi_daemon.index.index import IndexBusy
from musubi_daemon.index.query import Filters

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def _sessions(home: Path) -> None:
    a = Session(project_dir(home) / "aaaa0001-0000-4000-8000-000000000001.jsonl",
                "aaaa0001-0000-4000-8000-000000000001")
    a.user("Which vector index should Trailmap use for the route search?")
    a.assistant("Use HNSW in Chroma with cosine space; it answers top-10 in a few ms.")
    a.user("Decision: we go with HNSW, ef_search 100.")
    a.assistant("Noted. HNSW with ef_search 100 it is.")
    a.write()
    b = Session(project_dir(home, "/home/ana/bake") / "bbbb0002-0000-4000-8000-000000000002.jsonl",
                "bbbb0002-0000-4000-8000-000000000002", cwd="/home/ana/bake")
    b.user("My sourdough starter smells like acetone. Is it dead?")
    b.assistant("It is hungry, not dead: feed it twice a day at 1:5:5 for two days.")
    b.write()


@pytest.fixture
def engine(home: Path, tmp_path: Path) -> Engine:
    vault = tmp_path / "vault"
    shutil.copytree(EXAMPLES / "vault", vault)
    _sessions(home)
    eng = Engine(load_config(vault), create=True)
    eng.init_vault(vault, remember=False)
    eng.ingest([SourceSpec("claude-code"), SourceSpec("obsidian")], index=True)
    yield eng
    eng.close()


def test_split_text_breaks_on_whitespace_and_overlaps() -> None:
    text = " ".join(f"word{i}" for i in range(600))
    chunks = split_text(text, 1000, 150)
    assert all(len(c) <= 1000 for c in chunks)
    assert all(not c.startswith(" ") and not c.endswith(" ") for c in chunks)
    for a, b in itertools.pairwise(chunks):
        assert a.split()[-1] in b  # the seam is inside the next chunk too
        assert set(a.split()) & set(b.split())
    assert " ".join(chunks).split()[-1] == "word599"


def test_no_chunk_is_truncated_by_the_embedder(engine: Engine) -> None:
    db = engine.index.keyword.db
    rows = db.execute("SELECT chunk_id, text FROM chunks").fetchall()
    assert len(rows) > 10
    count = engine.index.embedder.count_tokens
    # Rebuild each chunk's embedded text as the index made it and count its word pieces.
    long_text = ("Trailmap tile cache " * 400).strip()
    from musubi_daemon.index.chunking import fit_chunks

    for piece in fit_chunks(long_text, "Title (1 May 2026) User: ", count, EMBED_MAX_TOKENS):
        assert count("Title (1 May 2026) User: " + piece) <= EMBED_MAX_TOKENS
    dense = "".join(f"{i:x}" for i in range(3000))  # no spaces, many word pieces
    for piece in fit_chunks(dense, "T: ", count, EMBED_MAX_TOKENS):
        assert count("T: " + piece) <= EMBED_MAX_TOKENS
    assert "".join(fit_chunks(dense, "T: ", count, EMBED_MAX_TOKENS)).startswith(dense[:500])


def test_hybrid_search_fuses_ranks_and_links_to_the_message(engine: Engine) -> None:
    hits = engine.search("what did I decide about the vector index")
    top = hits[0]
    assert top.conversation_id == "claude-code:aaaa0001-0000-4000-8000-000000000001"
    assert top.keyword_rank is not None and top.vector_rank is not None
    assert top.link.startswith("[[Musubi/conversations/claude-code/")
    note = (engine.vault / top.note_path).read_text(encoding="utf-8")
    block = top.link.split("#^")[1].rstrip("]")
    assert f" ^{block}\n" in note
    # Meaning without the words: only the vector channel can find this one.
    fast = engine.search("fermentation smells like nail polish remover", mode="fast")
    assert fast[0].conversation_id.startswith("claude-code:bbbb0002")
    assert fast[0].keyword_rank is None and fast[0].vector_rank == 1


def test_filters_by_source_project_kind_and_date(engine: Engine) -> None:
    notes = engine.search("sourdough", filters=Filters(kind="note"))
    assert notes and all(h.kind == "note" and h.source == "obsidian" for h in notes)
    bake = engine.search("starter", filters=Filters(project="/home/ana/bake"))
    assert bake and {h.project for h in bake} == {"/home/ana/bake"}
    none = engine.search("starter", filters=Filters(since="2030-01-01"))
    assert none == []
    assert engine.search("HNSW", filters=Filters(source="chatgpt-export")) == []
    with pytest.raises(ValueError, match="empty query"):
        engine.search("   ")


def test_a_filtered_vector_search_is_exact_among_the_passages_it_admits(
        engine: Engine) -> None:
    """A project's passages are compared with the question one by one (not through the
    vector store's filter, which reads every passage's metadata): the order is the cosine's."""
    import numpy as np

    question = "is my bread starter still alive"
    hits = engine.search(question, mode="fast", limit=50, per_conversation=0,
                         filters=Filters(project="/home/ana/bake"))
    index = engine.index
    rows = index.keyword.db.execute(
        "SELECT chunk_id, embed_hash FROM chunks WHERE project = ?", ("/home/ana/bake",)
    ).fetchall()
    vectors = index.cache.get([h for _, h in rows])
    qv = index.query_vector(question)
    expected = sorted(rows, key=lambda r: -float(np.dot(vectors[r[1]], qv)))
    assert [h.chunk_id for h in hits] == [cid for cid, _ in expected]
    assert [h.vector_rank for h in hits] == list(range(1, len(rows) + 1))


def test_edit_and_delete_reach_search_after_sync(engine: Engine) -> None:
    [hit] = engine.search("ef_search", limit=1)
    path = engine.vault / hit.note_path
    text = path.read_text(encoding="utf-8").replace("ef_search 100", "ef_search 400 zebrafish")
    path.write_text(text, encoding="utf-8")
    report = engine.sync_index()
    assert report.files_indexed == 1
    assert engine.search("zebrafish")[0].note_path == hit.note_path
    path.unlink()
    engine.sync_index()
    assert all(h.note_path != hit.note_path for h in engine.search("zebrafish HNSW"))
    assert engine.sync_index().files_indexed == 0  # nothing changed: nothing re-read


def test_reindex_gives_the_same_top_results(engine: Engine) -> None:
    queries = ["vector index decision", "starter smells", "elevation profile", "gear list"]
    before = [[h.chunk_id for h in engine.search(q, limit=5)] for q in queries]
    report = engine.reindex()
    assert report.rebuilt and report.chunks_embedded == 0  # vectors come from the cache
    after = [[h.chunk_id for h in engine.search(q, limit=5)] for q in queries]
    assert after == before


def test_changed_provider_id_rebuilds_automatically(engine: Engine) -> None:
    engine.index.keyword.set_meta("provider_id", "some-older-model:128")
    report = engine.sync_index()
    assert report.rebuilt and report.files_indexed > 5


def test_broken_frontmatter_is_reported_and_the_rest_indexed(engine: Engine) -> None:
    [hit] = engine.search("ef_search", limit=1)
    path = engine.vault / hit.note_path
    broken = path.read_text(encoding="utf-8").replace("source: claude-code",
                                                      "source: [claude-code", 1)
    path.write_text(broken, encoding="utf-8")
    report = engine.sync_index()
    assert [e["path"] for e in report.errors] == [hit.note_path]
    assert "YAML" in report.errors[0]["reason"]
    assert path.read_text(encoding="utf-8") == broken  # untouched
    assert engine.index.stats()["errors"][0]["path"] == hit.note_path
    assert engine.search("sourdough starter")


def _rows_and_vectors(engine: Engine, *paths: str) -> tuple[list[int], int, int]:
    db = engine.index.keyword.db
    each = [db.execute("SELECT count(*) FROM chunks WHERE note_path=?", (p,)).fetchone()[0]
            for p in paths]
    return each, db.execute("SELECT count(*) FROM chunks").fetchone()[0], \
        engine.index.vectors.count()


def test_a_copied_conversation_note_is_indexed_beside_its_original(engine: Engine) -> None:
    """Obsidian's "Make a copy" keeps the message ids: the sync once stopped on them."""
    [hit] = engine.search("ef_search", limit=1)
    original = engine.vault / hit.note_path
    copy = original.with_name(f"{original.stem} 1.md")
    copy_rel = copy.relative_to(engine.vault).as_posix()
    text = original.read_text(encoding="utf-8")
    copy.write_text(text.rstrip("\n") + "\nkingfisher notes kept only in the copy\n",
                    encoding="utf-8")
    report = engine.sync_index()
    assert not report.errors and report.files_indexed == 1
    found = engine.search("kingfisher")[0]
    assert found.note_path == copy_rel and found.role == "person"  # hers, not a message's
    each, rows, vectors = _rows_and_vectors(engine, hit.note_path, copy_rel)
    # Both whole, every passage one vector; the copy's line is a passage of its own.
    assert each[0] + 1 == each[1] and each[0] > 0 and vectors == rows

    rebuilt = engine.reindex()  # from nothing, the copy's name sorts before the original's
    assert not rebuilt.errors and _rows_and_vectors(engine, hit.note_path, copy_rel) == (
        each, rows, vectors)
    original.write_text(text.replace("ef_search 100", "ef_search 100 heron"), encoding="utf-8")
    assert not engine.sync_index().errors
    assert engine.search("heron")[0].note_path == hit.note_path
    assert engine.search("kingfisher")[0].note_path == copy_rel

    original.unlink()
    assert not engine.sync_index().errors
    assert engine.search("kingfisher")[0].note_path == copy_rel
    left, rows_left, vectors_left = _rows_and_vectors(engine, hit.note_path, copy_rel)
    assert left == [0, each[1]] and vectors_left == rows_left == rows - each[0]


def test_only_one_writer_at_a_time(engine: Engine) -> None:
    with engine.index.writing(), pytest.raises(IndexBusy, match="another Musubi"):
        engine.sync_index()


def test_cli_search_json_and_badges(engine: Engine) -> None:
    env = {**os.environ, "MUSUBI_VAULT": str(engine.vault)}
    engine.close()
    run = forkserver.argv()
    out = subprocess.run([*run, "search", "--json", "HNSW decision"], env=env,
                         capture_output=True, text=True, check=True)
    hits = json.loads(out.stdout)
    for key in ("conversation_id", "note_path", "message_id", "chunk_id", "score",
                "keyword_rank", "vector_rank", "title", "source", "created", "text", "link"):
        assert key in hits[0]
    human = subprocess.run([*run, "search", "HNSW decision"], env=env, capture_output=True,
                           text=True, check=True).stdout
    assert "kw#1" in human and "vec#" in human
    empty = subprocess.run([*run, "search", ""], env=env, capture_output=True, text=True)
    assert empty.returncode == 2 and "empty query" in empty.stderr


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_chroma_server_path(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A library this small is searched exactly from the vector cache; here the server's own
    # query is what is tested.
    monkeypatch.setattr("musubi_daemon.config.VECTOR_EXACT_MAX", 0)
    chroma = Path(sys.executable).parent / "chroma"
    port = _free_port()
    server = subprocess.Popen([str(chroma), "run", "--path", str(tmp_path / "srv"), "--host",
                               "127.0.0.1", "--port", str(port)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        _sessions(home)
        vault = tmp_path / "vault"
        eng = Engine(load_config(vault), create=True)
        eng.init_vault(vault, remember=False)
        eng.config.chroma_url = f"http://127.0.0.1:{port}"
        eng.ingest([SourceSpec("claude-code")], index=True)
        hits = eng.search("vector index decision", mode="fast")
        assert hits[0].conversation_id.startswith("claude-code:aaaa0001")
        assert eng.index.vectors.count() == eng.index.keyword.count()
        eng.close()
    finally:
        server.terminate()
        server.wait(timeout=20)
    assert not (eng.config.cache_dir / "index" / "chroma").exists()


@pytest.mark.shared
def test_locomo_harness_on_one_conversation(shared: Path, home: Path) -> None:
    from musubi_daemon.bench.locomo import run_locomo

    start = time.perf_counter()
    [kw, hybrid] = run_locomo(shared / "bench" / "locomo" / "locomo10.json", samples=1,
                              modes=["keyword", "hybrid"], log=lambda s: None)
    assert kw["questions"] == 150 and hybrid["questions"] == 150
    # BM25 alone lands near the reference floor; hybrid must not be worse.
    assert 0.45 < kw["turn_recall@10"] < 0.8
    assert hybrid["turn_recall@10"] >= kw["turn_recall@10"] - 0.02
    assert set(hybrid["by_category"]) == {"1", "2", "3", "4", "5"}
    assert time.perf_counter() - start < 240


def test_reindex_swaps_in_whole_while_a_reader_keeps_reading(engine: Engine) -> None:
    from musubi_daemon.index.index import Index

    reader = Index(engine.index.root, engine.vault, embed_backend=engine.config.embed_backend)
    before = [h.chunk_id for h in reader.search("vector index decision", limit=5)]
    assert before
    report = engine.reindex()
    assert report.rebuilt and report.chunks_embedded == 0
    # The open reader still answers from the index it opened, whole.
    assert [h.chunk_id for h in reader.search("vector index decision", limit=5)] == before
    reader.close()
    assert [h.chunk_id for h in engine.search("vector index decision", limit=5)] == before
    leftovers = [p.name for p in engine.index.root.parent.iterdir()
                 if p.name.startswith("index.")]
    assert leftovers == ["index.lock"]
    status = engine.status()
    assert status["index"]["chunks"] == engine.index.keyword.count() > 0


def _recall_at_10(store: Any, vectors: np.ndarray, queries: np.ndarray) -> float:
    truth = np.argsort(-(queries @ vectors.T), axis=1)[:, :10]
    found = [{int(i) for i, _ in store.query(q, 10)} for q in queries]
    return float(np.mean([len(f & set(t.tolist())) / 10 for f, t in zip(found, truth,
                                                                          strict=True)]))


def test_an_index_made_with_a_shallow_search_searches_deep_once_reopened(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from musubi_daemon import config as C
    from musubi_daemon.index import vectors as V

    rng = np.random.default_rng(7)
    # Loosely clustered, in the embedder's 384 dimensions: hard enough that a search of
    # depth 10 misses a good share of the true nearest ten.
    centres = rng.normal(size=(40, 384))
    vecs = (centres[rng.integers(0, 40, 4000)] + rng.normal(scale=3.0, size=(4000, 384)))
    vecs = (vecs / np.linalg.norm(vecs, axis=1, keepdims=True)).astype(np.float32)
    queries, vecs = vecs[:100], vecs[100:]
    wanted = C.HNSW["ef_search"]
    monkeypatch.setitem(V.HNSW, "ef_search", 10)  # as an older Musubi would have made it
    store = V.VectorStore("musubi-shallow", path=tmp_path / "chroma")
    store.add([str(i) for i in range(len(vecs))], vecs, [{"n": i} for i in range(len(vecs))])
    shallow = _recall_at_10(store, vecs, queries)
    store.close()
    monkeypatch.setitem(V.HNSW, "ef_search", wanted)
    V.VectorStore("musubi-shallow", path=tmp_path / "chroma").close()  # settles the depth
    store = V.VectorStore("musubi-shallow", path=tmp_path / "chroma")
    assert store.col.configuration_json["hnsw"]["ef_search"] == wanted
    deep = _recall_at_10(store, vecs, queries)
    store.close()
    assert deep >= 0.95 and deep > shallow + 0.15, (shallow, deep)


@pytest.mark.parametrize("query", ["vector index for route search", "sourdough starter",
                                   "trail elevation", "what did we decide", "tile cache"])
def test_a_small_library_searched_exactly_agrees_with_chroma(engine: Engine, query: str) -> None:
    """Under VECTOR_EXACT_MAX passages the vector channel compares every vector from memory
    instead of asking Chroma: on the same library both find the same nearest passages, in the
    same order, with the same similarities (HNSW is exact at this size)."""
    from musubi_daemon.index.query import Filters

    index = engine.index
    qv = index.query_vector(query)
    exact = index.nearest(qv, 8, Filters().resolved(index.keyword.projects))
    hidden = index.keyword.hidden([c for c, _ in index.vectors.query(qv, 50, None)])
    chroma = [(c, s) for c, s in index.vectors.query(qv, 50, None) if c not in hidden][:8]
    assert [c for c, _ in exact] == [c for c, _ in chroma]
    assert all(abs(a - b) < 1e-4 for (_, a), (_, b) in zip(exact, chroma, strict=True))
