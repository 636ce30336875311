"""Grouping notes into topics without a model: what the map proposes when no model answers.

Notes are compared by what they say twice over, their vectors and their words (tf-idf), because
the bundled MiniLM alone puts a sourdough chat beside a Postgres one as readily as beside
another bake: on the themed distillation set, adding the words raised the share of a theme's
notes kept in one topic from 0.54 to 0.68 at the same purity (``docs/benchmarks.md``).

The groups are made by average linkage, which keeps a small, tight subject apart where k-means
splits big ones to balance sizes, and their number is the one whose silhouette is best: the
library's own shape, not a fixed range. A library too large to compare pair by pair is
clustered on an evenly spread sample; the topic map then places every note by its vector.
Everything is deterministic: the same library gives the same topics on every run.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from typing import cast

import numpy as np

from ..config import (
    TOPIC_CLUSTER_SAMPLE,
    TOPIC_MEAN_NOTES,
    TOPIC_MIN_NOTES,
    TOPIC_WORD_MAX_SHARE,
    TOPICS_FOUND_MAX,
)
from ..index.query import STOPWORDS

_WORD = re.compile(r"[^\W\d_]{3,}")


def unit_rows(x: np.ndarray) -> np.ndarray:
    """Each row scaled to length 1; a zero row stays zero."""
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    return cast("np.ndarray", np.divide(x, norms, out=np.zeros_like(x), where=norms > 0))


def word_weights(texts: Sequence[str]) -> list[dict[str, float]]:
    """Each text's words as unit-length tf-idf weights. A word of a single text links nothing,
    and one of more than ``TOPIC_WORD_MAX_SHARE`` of them ("code", "thanks") tells none apart."""
    counts = [Counter(w for w in _WORD.findall(t.casefold()) if w not in STOPWORDS)
              for t in texts]
    df: Counter[str] = Counter(w for c in counts for w in c)
    n = len(texts)
    keep = {w for w, d in df.items() if d >= 2 and d <= TOPIC_WORD_MAX_SHARE * n}
    out = []
    for c in counts:
        weights = {w: (1 + math.log(k)) * math.log(n / df[w]) for w, k in c.items() if w in keep}
        norm = math.sqrt(sum(v * v for v in weights.values()))
        out.append({w: v / norm for w, v in weights.items()} if norm else {})
    return out


def similarities(vectors: np.ndarray, texts: Sequence[str]) -> np.ndarray:
    """Pairwise similarity in [-1, 1]: the mean of the vectors' cosine and the words' cosine,
    or the vectors' alone for a note without telling words."""
    x = unit_rows(np.asarray(vectors, dtype=np.float64))
    sim = x @ x.T
    weights = word_weights(texts)
    vocab: dict[str, int] = {}
    for w in weights:
        for word in w:
            vocab.setdefault(word, len(vocab))
    if vocab:
        from scipy.sparse import csr_matrix

        rows = [i for i, w in enumerate(weights) for _ in w]
        cols = [vocab[word] for w in weights for word in w]
        vals = [v for w in weights for v in w.values()]
        m = csr_matrix((vals, (rows, cols)), shape=(len(weights), len(vocab)))
        worded = np.array([bool(w) for w in weights])
        both = np.outer(worded, worded)
        # A note with no telling words (an empty one, a pasted log) has no evidence there:
        # its vector alone speaks for it, rather than a word cosine of 0 pulling it away.
        sim = np.where(both, (sim + (m @ m.T).toarray()) / 2, sim)
    return cast("np.ndarray", np.clip(sim, -1.0, 1.0))


def silhouette(dist: np.ndarray, labels: np.ndarray) -> float:
    """Mean silhouette of a clustering over a distance matrix: how much closer each note is
    to its own group than to the next one (0 for a note alone in its group)."""
    groups, inverse = np.unique(labels, return_inverse=True)
    k = len(groups)
    if k < 2 or k >= len(labels):
        return 0.0
    onehot = np.zeros((len(labels), k))
    onehot[np.arange(len(labels)), inverse] = 1.0
    sizes = onehot.sum(axis=0)
    totals = dist @ onehot  # each note's summed distance to each group
    own = totals[np.arange(len(labels)), inverse]
    own_size = sizes[inverse]
    a = np.divide(own, own_size - 1, out=np.zeros_like(own), where=own_size > 1)
    means = totals / sizes
    means[np.arange(len(labels)), inverse] = np.inf
    b = means.min(axis=1)
    s = np.divide(b - a, np.maximum(a, b), out=np.zeros_like(a), where=np.maximum(a, b) > 0)
    return float(np.where(own_size > 1, s, 0.0).mean())


def topic_count_range(n: int) -> tuple[int, int]:
    """(fewest, most) topics worth trying for n notes: on average at least
    ``TOPIC_MEAN_NOTES`` notes a topic, and never more than ``TOPICS_FOUND_MAX``."""
    most = max(1, min(TOPICS_FOUND_MAX, n // TOPIC_MEAN_NOTES))
    return min(2, most), most


def sample_rows(n: int, limit: int = TOPIC_CLUSTER_SAMPLE) -> np.ndarray:
    """Up to ``limit`` row indices spread evenly over n, first included, order kept."""
    if n <= limit:
        return np.arange(n)
    return (np.arange(limit) * n) // limit


def cluster(vectors: np.ndarray, texts: Sequence[str], k: int | None = None
            ) -> tuple[np.ndarray, int]:
    """(a group per row, or -1 for a row left out, and the number of groups): the rows of
    ``vectors`` (with ``texts``, their words) grouped by average linkage.

    ``k`` asks for that many groups; by default the count is the best silhouette in
    ``topic_count_range``. A group of fewer than ``TOPIC_MIN_NOTES`` notes is no topic: its
    rows come back as -1. Groups are numbered by size, largest first (ties: the group holding
    the lowest row), so the numbering never depends on the order of merges.
    """
    x = np.asarray(vectors, dtype=np.float64)
    n = len(x)
    labels = np.full(n, -1, dtype=np.int64)
    if n == 0:
        return labels, 0
    rows = sample_rows(n)
    if len(rows) == 1:
        labels[rows] = 0
        return labels, 1
    from scipy.cluster.hierarchy import fcluster, linkage
    from scipy.spatial.distance import squareform

    sim = similarities(x[rows], [texts[i] for i in rows])
    dist = 1.0 - sim
    np.fill_diagonal(dist, 0.0)
    dist = (dist + dist.T) / 2
    tree = linkage(squareform(dist, checks=False), method="average")
    if k is not None:
        chosen = fcluster(tree, max(1, min(k, len(rows))), "maxclust")
    else:
        low, high = topic_count_range(len(rows))
        best: tuple[float, np.ndarray] | None = None
        for count in range(low, high + 1):
            cut = fcluster(tree, count, "maxclust")
            score = silhouette(dist, cut)
            if best is None or score > best[0] + 1e-12:  # the fewer topics win a tie
                best = (score, cut)
        chosen = best[1] if best is not None else np.ones(len(rows), dtype=np.int64)
    sizes = Counter(chosen.tolist())
    first: dict[int, int] = {}
    for i, g in enumerate(chosen.tolist()):
        first.setdefault(g, i)
    kept = sorted((g for g, size in sizes.items() if size >= min(TOPIC_MIN_NOTES, len(rows))),
                  key=lambda g: (-sizes[g], first[g]))
    if not kept:  # every group a lone note: one topic of them all is better than none
        labels[rows] = 0
        return labels, 1
    number = {g: i for i, g in enumerate(kept)}
    labels[rows] = [number.get(g, -1) for g in chosen.tolist()]
    return labels, len(kept)


def centroids(vectors: np.ndarray, labels: np.ndarray, count: int) -> np.ndarray:
    """Each group's unit mean vector: what the topic map places notes against."""
    x = unit_rows(np.asarray(vectors, dtype=np.float64))
    out = np.zeros((count, x.shape[1] if x.ndim == 2 else 0))
    for g in range(count):
        out[g] = x[labels == g].mean(axis=0)
    return unit_rows(out)
