"""A cross-encoder reranker the person configured (``[index] reranker``), for deep search and ask.

It reads the query and a passage together and gives one logit: slower than comparing vectors
(one forward pass per pair), but its score means something alone, so a floor on it tells a
library that holds an answer from one that does not (seed 000: ms-marco-MiniLM-L-6-v2, -5).
The model is loaded from a local folder only, once per process, on first use.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..config import RERANK_MAX_TOKENS
from .models import LocalModel, ModelNotFound, resolve

# Pairs per forward pass: 16 keeps the padded batch small on 2 cores (pairs run ~300 tokens).
BATCH_SIZE = 16


def passage_text(title: str | None, text: str) -> str:
    """What the cross-encoder reads of a passage: its note's title, then its words."""
    return f"{title}: {text}" if title else text


class Reranker:
    """Scores (query, passage) pairs with a sentence-transformers ``CrossEncoder``: raw logits
    (no sigmoid), the scale the floor in config is on."""

    def __init__(self, model: LocalModel) -> None:
        from .embeddings import quiet_loading

        with quiet_loading():
            import torch
            from sentence_transformers import CrossEncoder

            try:
                self._model = CrossEncoder(str(model.path), device="cpu", local_files_only=True,
                                           activation_fn=torch.nn.Identity())
            except (OSError, ValueError) as e:
                raise ModelNotFound(f"{model.path}: cannot load it as a cross-encoder "
                                    f"({e})") from e
        if getattr(self._model, "num_labels", 1) != 1:
            raise ModelNotFound(f"{model.path}: a reranker gives one score per pair; this "
                                f"model gives {self._model.num_labels} (a classifier?)")
        limit = int(getattr(self._model, "max_seq_length", 0) or RERANK_MAX_TOKENS)
        self._model.max_seq_length = min(limit, RERANK_MAX_TOKENS)
        self.name = model.name
        self.path = model.path
        self.tag = model.tag

    def score(self, query: str, passages: Sequence[str]) -> np.ndarray:
        """One logit per passage, higher is more relevant."""
        if not passages:
            return np.empty(0, dtype=np.float32)
        out: Any = self._model.predict([(query, p) for p in passages], batch_size=BATCH_SIZE,
                                       show_progress_bar=False, convert_to_numpy=True)
        return np.asarray(out, dtype=np.float32).reshape(-1)


_loaded: dict[str, Reranker] = {}
_lock = threading.Lock()


def load_reranker(cache_dir: Path, name: str) -> Reranker:
    """The configured reranker ``name`` (a folder, or a pulled hub id), once per process."""
    model = resolve(name, cache_dir, "reranker")
    key = f"{model.path}\0{model.tag}"
    with _lock:
        found = _loaded.get(key)
        if found is None:
            found = _loaded[key] = Reranker(model)
        return found


def clear_cache() -> None:
    with _lock:
        _loaded.clear()
