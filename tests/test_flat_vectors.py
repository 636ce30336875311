"""The flat vector file a process's first search reads instead of loading Chroma's graph: it
finds what an exact search of the vector cache finds, through re-indexed, grown and deleted
notes, and never grows without limit."""

from __future__ import annotations

import os
import random
from pathlib import Path

import numpy as np
import pytest
from cli_helpers import musubi, world
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from musubi_daemon import config as C
from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.index.query import Filters
from musubi_daemon.model import Conversation, Message

WORDS = ["tile", "cache", "elevation", "profile", "gpx", "import", "trail", "search",
         "sourdough", "starter", "rye", "proof", "helm", "probe", "migration", "backup",
         "restic", "pi", "ssd", "grafana", "alert", "budget", "invoice"]


def _conversation(i: int, messages: int, seed: int = 0) -> Conversation:
    rng = random.Random(i * 31 + seed)
    at = f"2026-0{1 + i % 9}-1{i % 9}T09:00:00Z"
    cid = f"claude-code:flat{i:03d}"
    msgs = [Message(f"{cid}#{j}", "user" if j % 2 == 0 else "assistant",
                    " ".join(rng.choices(WORDS, k=30)), at) for j in range(messages)]
    return Conversation(cid, "claude-code", f"Talk {i}", "p", at, at, f"t:{cid}", msgs)


def _exact(engine: Engine, query: str, n: int) -> list[tuple[str, float]]:
    """The nearest live passages, compared one by one from the vector cache."""
    index = engine.index
    pairs = index.keyword.chunk_hashes()
    vecs = index.cache.get([h for _, h in pairs])
    qv = index.query_vector(query)
    sims = sorted(((c, float(vecs[h] @ qv)) for c, h in pairs), key=lambda p: -p[1])
    return sims[:n]


def _agree(found: list[tuple[str, float]], exact: list[tuple[str, float]]) -> None:
    """The same passages, up to ties of equal similarity."""
    assert len(found) == len(exact)
    if not exact:
        return  # an empty library: nothing found, as nothing is there
    assert len({c for c, _ in found}) == len(found), "a passage found twice"
    kth = exact[-1][1]
    sims = dict(exact)
    for cid, s in found:
        assert cid in sims or s <= kth + 1e-5, (cid, s, kth)
        assert abs(s - sims.get(cid, s)) < 1e-5


@pytest.fixture
def stand_in(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUSUBI_EMBED_BACKEND", "stand-in")
    monkeypatch.setattr(C, "VECTOR_EXACT_MAX", 0)  # every library is "large" here


def test_a_first_search_reads_the_flat_file_and_a_second_loads_the_graph(
        vault: Path, stand_in: None) -> None:
    engine = Engine(load_config(vault))
    engine.write_conversations("claude-code", [_conversation(i, 8) for i in range(40)])
    engine.sync_index()
    engine.close()

    engine = Engine(load_config(vault))
    try:
        first = engine.index.nearest(engine.index.query_vector("tile cache gpx"), 10, Filters())
        assert engine.index._vectors is None, "the first search loaded Chroma"
        _agree(first, _exact(engine, "tile cache gpx", 10))
        engine.search("tile cache gpx")
        engine.search("sourdough rye proof")
        assert engine.index._vectors is not None, "a process that searches again loads it"
    finally:
        engine.close()


def test_a_cold_search_of_a_large_library_does_not_import_chroma(
        vault: Path, stand_in: None) -> None:
    engine = Engine(load_config(vault))
    engine.write_conversations("claude-code", [_conversation(i, 8) for i in range(30)])
    engine.sync_index()
    engine.close()
    probe = ("import sys, runpy; from musubi_daemon import config as C; "
             "C.VECTOR_EXACT_MAX = 0; sys.argv = ['musubi', 'search', 'tile cache'];\n"
             "try:\n runpy.run_module('musubi_daemon', run_name='__main__')\n"
             "except SystemExit: pass\n"
             "print('CHROMA' if 'chromadb' in sys.modules else 'NO-CHROMA', file=sys.stderr)")
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env={**os.environ, "MUSUBI_VAULT": str(vault),
                               "MUSUBI_NO_DAEMON": "1"}, check=True)
    assert "Talk " in proc.stdout
    assert proc.stderr.strip().endswith("NO-CHROMA"), proc.stderr


OPS = st.lists(st.tuples(st.sampled_from(["grow", "grow", "rewrite", "add", "delete",
                                          "reindex"]),
                         st.integers(0, 4)), min_size=3, max_size=14)


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(ops=OPS)
@example(ops=[("delete", 0), ("delete", 1), ("delete", 2)])  # every passage gone: [] not None
def test_the_flat_file_follows_every_change_and_stays_bounded(ops: list[tuple[str, int]]
                                                              ) -> None:
    with world() as (_home, vault):
        os.environ["MUSUBI_EMBED_BACKEND"] = "stand-in"
        musubi("init", str(vault))
        engine = Engine(load_config(vault))
        try:
            sizes = {i: 4 for i in range(3)}
            engine.write_conversations("claude-code", [_conversation(i, 4) for i in sizes])
            engine.sync_index()
            for op, i in ops:
                if op in ("grow", "add", "rewrite"):
                    # A rewrite changes every message (a source edited in place): the old
                    # rows' vectors differ from the new ones at the same rowids.
                    sizes[i] = sizes.get(i, 2) + (0 if op == "rewrite" else 4)
                    engine.write_conversations("claude-code", [
                        _conversation(i, sizes[i], seed=len(sizes) * 7 + sizes[i]
                                      if op == "rewrite" else 0)])
                elif op == "delete" and i in sizes:
                    note = engine.index.keyword.db.execute(
                        "SELECT note_path FROM chunks WHERE conversation_id=?",
                        (f"claude-code:flat{i:03d}",)).fetchone()
                    if note:
                        (vault / note[0]).unlink()
                        del sizes[i]
                elif op == "reindex":
                    engine.reindex()
                engine.sync_index()
                index = engine.index
                live = index.keyword.count()
                rows = index.flat.ids_path.stat().st_size // 8 if live else 0
                assert rows <= 2 * live, (rows, live)  # dead rows are dropped at a half
                for q in ("tile cache", "restic backup pi", "sourdough"):
                    found = index.flat.nearest(index.keyword, index.query_vector(q), 5, None)
                    assert found is not None
                    _agree(found, _exact(engine, q, 5))
        finally:
            engine.close()


def test_a_row_appended_without_its_rowid_is_cut_off(vault: Path, stand_in: None) -> None:
    """A kill between the two appends leaves the vectors file a row longer; the next append
    cuts it, and the rows still line up with their passages."""
    engine = Engine(load_config(vault))
    try:
        engine.write_conversations("claude-code", [_conversation(i, 4) for i in range(6)])
        engine.sync_index()
        flat = engine.index.flat
        with open(flat.rows_path, "ab") as f:
            f.write(np.ones(384, dtype=np.float32).tobytes())
        engine.write_conversations("claude-code", [_conversation(0, 8)])
        engine.sync_index()
        assert flat.rows_path.stat().st_size // (384 * 4) == flat.ids_path.stat().st_size // 8
        q = engine.index.query_vector("tile cache")
        _agree(flat.nearest(engine.index.keyword, q, 5, None) or [],
               _exact(engine, "tile cache", 5))
    finally:
        engine.close()
