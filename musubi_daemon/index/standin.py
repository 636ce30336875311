"""A stand-in embedder for the scale benchmark: vectors from the words' hashes, no model.

Encoding a million passages with MiniLM takes two hours on two cores, which hides what the
stores cost at that size. These vectors are made in microseconds, yet keep the one property
the stores feel: passages that share words lie near each other, so the HNSW graph, the
filters and the fusion work on a clustered space as with real text. They mean nothing else,
carry a provider id of their own (never mixed with a model's vectors in the cache), and are
chosen only by asking for them (``embed_backend = "stand-in"``, ``bench search --stand-in``).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import cast

import numpy as np

PROVIDER_ID = "stand-in:word-hash:384"
# MiniLM's shape (384 dimensions, 256 word pieces), so passages are cut and stored alike.
DIM = 384
MAX_TOKENS = 256
# Places in the vector each word adds to: enough that two words rarely collide wholly.
_PLACES = 8
_WORD = re.compile(r"\w+")


@lru_cache(maxsize=200_000)
def _word(word: str) -> tuple[np.ndarray, np.ndarray]:
    """The word's places and signs, from its hash (the same on every machine and run)."""
    digest = hashlib.blake2b(word.encode("utf-8"), digest_size=2 * _PLACES).digest()
    places = np.frombuffer(digest, dtype=np.uint16) % DIM
    signs = np.where(np.frombuffer(digest[::-1], dtype=np.uint16) & 1, 1.0, -1.0)
    return places.astype(np.intp), signs.astype(np.float32)


class StandInEmbedder:
    provider_id = PROVIDER_ID
    backend = "stand-in"
    max_tokens = MAX_TOKENS

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for row, text in zip(out, texts, strict=True):
            for w in _WORD.findall(text.lower())[:MAX_TOKENS]:
                places, signs = _word(w)
                np.add.at(row, places, signs)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return cast("np.ndarray", out / norms)

    def encode_query(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode(texts)

    def count_tokens(self, text: str) -> int:
        """Words and punctuation, with [CLS] and [SEP]: about what MiniLM's word pieces count
        on plain English, so passages are cut at about the same places."""
        return len(re.findall(r"\w+|[^\w\s]", text)) + 2
