"""A vector store a killed writer left damaged is found by a child process, not by a crash of
the one that needs it: the store is replaced, every note is read again with its vectors from
the cache, and search finds what it found before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import empty_library
from test_hinted_sync import WORDS, _conversation

from musubi_daemon import config as C
from musubi_daemon.engine import Engine
from musubi_daemon.index import chroma_guard
from musubi_daemon.index.query import Filters


@pytest.fixture(autouse=True)
def through_chroma(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(C, "VECTOR_EXACT_MAX", 0)  # searched through Chroma, not from memory


def _nearest(engine: Engine, text: str) -> list[str]:
    """The vector channel's answer, from Chroma's graph (not the flat file a cold search
    reads first)."""
    index = engine.index
    index.vectors.count()
    return [cid for cid, _ in index.nearest(index.query_vector(text), 3, Filters())]


def _dead_pid() -> int:
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(proc.stdout)


def _library(tmp_path: Path) -> Engine:
    engine: Engine = empty_library(tmp_path)
    engine.config.embed_backend = "stand-in"  # enough passages for Chroma to write its graph
    convs = [_conversation(n, f"{WORDS[n % len(WORDS)]} number {n}") for n in range(1_500)]
    engine.write_conversations("chatgpt-export", convs)
    engine.sync_index()
    return engine


def test_a_store_a_killed_writer_damaged_is_replaced_and_rebuilt(tmp_path: Path) -> None:
    engine = _library(tmp_path)
    chroma = engine.index.root / "chroma"
    before = _nearest(engine, "number 1234")
    assert (chroma / chroma_guard.MARK).read_text() == str(os.getpid())  # it wrote
    engine.close()
    assert not (chroma / chroma_guard.MARK).exists()  # a clean close unmarks the store
    graphs = [p for p in chroma.glob("*/header.bin")]
    assert graphs, "Chroma wrote no graph: too few passages for this test"
    # What a kill while Chroma wrote its graph leaves: the writer's mark, a torn file.
    (chroma / chroma_guard.MARK).write_text(str(_dead_pid()))
    for header in graphs:
        header.write_bytes(os.urandom(header.stat().st_size))
    engine = Engine(engine.config)
    try:
        engine.config.embed_backend = "stand-in"
        # The vector channel answers from a fresh store: nothing crashed, and the store is
        # said to be replaced, with why.
        engine.index.vectors.count()
        assert "damaged" in engine.index.stats()["vectors_replaced"]
        left = engine.coverage()  # what a search says under its results, until a sync
        assert left is not None and left.pending == left.total >= 1_500
        report = engine.sync_index()
        assert report.files_indexed >= 1_500 and report.chunks_embedded == 0
        assert _nearest(engine, "number 1234") == before
        assert engine.index.sync(walk=True).files_indexed == 0
        assert engine.coverage() is None
    finally:
        engine.close()


def test_a_sound_store_after_a_kill_is_kept(tmp_path: Path) -> None:
    engine = _library(tmp_path)
    chroma = engine.index.root / "chroma"
    engine.close()
    (chroma / chroma_guard.MARK).write_text(str(_dead_pid()))
    assert chroma_guard.died_writing(chroma)
    engine = Engine(engine.config)
    try:
        engine.config.embed_backend = "stand-in"
        assert engine.index.vectors.count() > 0
        assert "vectors_replaced" not in engine.index.stats()
        assert not (chroma / chroma_guard.MARK).exists()  # checked once, not on every open
    finally:
        engine.close()
