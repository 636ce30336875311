"""The scale benchmark: `musubi bench search --stand-in` builds and measures a library through
the real stores with vectors from word hashes, so a million passages fit in minutes."""

from __future__ import annotations

import json

import numpy as np
from cli_helpers import musubi

from musubi_daemon.index.embeddings import PROVIDER_ID
from musubi_daemon.index.standin import StandInEmbedder


def test_stand_in_vectors_keep_neighbours_by_shared_words_and_are_never_the_models() -> None:
    emb = StandInEmbedder()
    a, b, c = emb.encode(["the tile cache expires after a week",
                          "when does the tile cache expire, a week?",
                          "sourdough starter peaks late in winter"])
    assert np.allclose([np.linalg.norm(v) for v in (a, b, c)], 1.0, atol=1e-5)
    assert float(a @ b) > 0.4 > float(a @ c)
    assert np.array_equal(emb.encode(["same words"]), emb.encode(["same words"]))
    assert emb.provider_id != PROVIDER_ID


def test_bench_search_with_stand_in_vectors_reports_every_figure(home: object) -> None:
    out = musubi("bench", "search", "--conversations", "80", "--stand-in", "--json")
    figures = json.loads(out.stdout)
    assert figures["embed_backend"] == "stand-in"
    assert figures["chunks"] > 80
    assert 0.5 <= figures["vector_recall_at_10"] <= 1.0
    for key in ("hybrid_ms_p50", "vector_ms_p95", "reindex_one_s", "reindex_one_git_s",
                "reindex_one_walk_s",
                "cold_search_s_median", "index_bytes_per_passage", "search_peak_rss_mib",
                "build_first_tenth_chunks_per_s", "build_last_tenth_chunks_per_s"):
        assert figures[key] > 0, key
    # The note the watcher names, the one git names and the one a walk finds: each alone.
    assert figures["reindex_one_files"] == figures["reindex_one_git_files"] == \
        figures["reindex_one_walk_files"] == 1


def test_bench_first_run_finds_the_newest_session_and_sees_the_index_through(
        home: object) -> None:
    out = musubi("bench", "first-run", "--sessions", "6", "--foreground", "0", "--json")
    figures = json.loads(out.stdout)
    assert figures["notes"] == 6
    # No time given: one batch in the foreground (these six sessions fit in it), unless the
    # bench's first search was building the index then: the background takes them after it.
    assert 0 < figures["indexed_in_foreground"] <= 6 or figures["index_busy"]
    assert figures["passages"] > 6
    assert 0 < figures["newest_found_s"] <= figures["all_indexed_s"]
