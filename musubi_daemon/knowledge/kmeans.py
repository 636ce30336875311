"""Spherical k-means: the topic map's fallback when no model can propose a taxonomy.

Everything is deterministic (seeded k-means++ restarts, first-index tie-breaks, clusters
renumbered by size) so a library clusters the same way on every run and the topic pages stay put.
"""

from __future__ import annotations

import math

import numpy as np

from ..config import KMEANS_ITERATIONS, KMEANS_SEED, TOPICS_MAX, TOPICS_MIN

# Initialisations tried, keeping the tightest. With one, well separated groups of very unequal
# size were still merged and split on 61 of 100 test layouts (0 of 100 with 8); each run is a
# few matrix products, cheap next to embedding the notes.
RESTARTS = 8
# Below this a distance counts as zero: a duplicate of a chosen centre must never be re-drawn.
_EPS = 1e-9


def default_k(n: int) -> int:
    """Clusters for n notes: sqrt(n/2) grows slowly enough that topics stay browsable."""
    if n <= 0:
        return 0
    return min(n, max(TOPICS_MIN, min(TOPICS_MAX, round(math.sqrt(n / 2)))))


def _normalise(vectors: np.ndarray) -> np.ndarray:
    x = np.asarray(vectors, dtype=np.float64)
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    return np.divide(x, norms, out=np.zeros_like(x), where=norms > 0)


def _init(x: np.ndarray, k: int, rng: np.random.Generator) -> np.ndarray:
    """Greedy k-means++ over cosine distance (proportional to squared distance on the sphere).

    Each step draws a few candidates and keeps the one that lowers the total distance most:
    plain k-means++ put two centres in one group on 1 draw in 5 in our tests.
    """
    trials = 2 + int(math.log(k))
    chosen = [int(rng.integers(len(x)))]
    best = x @ x[chosen[0]]
    while len(chosen) < k:
        weights = np.clip(1.0 - best, 0.0, None)
        weights[weights < _EPS] = 0.0
        cumulative = np.cumsum(weights)
        total = float(cumulative[-1])  # not weights.sum(): its rounding differs from cumsum's
        if total <= 0.0:
            break  # every point sits on a centre: fewer distinct points than asked
        draws = np.searchsorted(cumulative, rng.random(trials) * total, side="right")
        candidates = np.minimum(draws, len(x) - 1)
        sims = np.maximum(best[None, :], x[candidates] @ x.T)
        pick = int(np.argmin((1.0 - sims).sum(axis=1)))  # first of equal totals
        chosen.append(int(candidates[pick]))
        best = sims[pick]
    return x[chosen].copy()


def _assign(x: np.ndarray, centroids: np.ndarray) -> np.ndarray:
    """Nearest centre per point; an empty cluster takes the point farthest from its own centre."""
    sims = x @ centroids.T
    labels = np.argmax(sims, axis=1)  # argmax keeps the first of equal maxima
    counts = np.bincount(labels, minlength=len(centroids))
    own = sims[np.arange(len(x)), labels]
    for j in np.flatnonzero(counts == 0):
        movable = counts[labels] > 1
        if not movable.any():
            break
        i = int(np.argmin(np.where(movable, own, np.inf)))
        counts[labels[i]] -= 1
        labels[i], counts[j], own[i] = j, 1, 1.0
        centroids[j] = x[i]
    return labels


def _centroids(x: np.ndarray, labels: np.ndarray, previous: np.ndarray) -> np.ndarray:
    sums = np.zeros_like(previous)
    np.add.at(sums, labels, x)
    norms = np.linalg.norm(sums, axis=1, keepdims=True)
    # A cluster whose members cancel out keeps its old direction rather than becoming zero.
    return np.where(norms > _EPS, sums / np.where(norms > _EPS, norms, 1.0), previous)


def _lloyd(x: np.ndarray, centroids: np.ndarray,
           iterations: int) -> tuple[np.ndarray, np.ndarray]:
    labels = _assign(x, centroids)
    for _ in range(iterations):
        centroids = _centroids(x, labels, centroids)
        new = _assign(x, centroids)
        if np.array_equal(new, labels):
            break
        labels = new
    return labels, _centroids(x, labels, centroids)


def kmeans(vectors: np.ndarray, k: int, seed: int = KMEANS_SEED,
           iterations: int = KMEANS_ITERATIONS) -> tuple[np.ndarray, np.ndarray]:
    """Cluster rows by cosine into at most k groups: (labels, unit centroids).

    Cluster 0 is the largest (ties: the one holding the lowest row index), so numbering does
    not depend on the random initialisation. Zero rows carry no direction: they join the
    largest cluster. k is capped by the number of distinct directions.
    """
    raw = np.asarray(vectors, dtype=np.float64)
    if raw.ndim != 2:
        if raw.size:
            raise ValueError(f"expected a 2-D array of row vectors, got shape {raw.shape}")
        raw = raw.reshape(0, 0)
    n, dim = raw.shape
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros((0, dim))
    if k < 1:
        raise ValueError(f"k must be at least 1 for {n} vectors, got {k}")
    x = _normalise(raw)
    nonzero = np.flatnonzero(np.linalg.norm(x, axis=1) > 0)
    if len(nonzero) == 0:
        return np.zeros(n, dtype=np.int64), np.zeros((1, dim))
    points = x[nonzero]
    distinct = len(np.unique(points, axis=0))
    rng = np.random.default_rng(seed)
    best: tuple[float, np.ndarray, np.ndarray] | None = None
    for _ in range(RESTARTS):
        labels, centroids = _lloyd(points, _init(points, min(k, distinct), rng), iterations)
        spread = float((1.0 - np.sum(points * centroids[labels], axis=1)).sum())
        if best is None or spread < best[0] - _EPS:  # the earlier run wins a tie
            best = (spread, labels, centroids)
    assert best is not None
    _, labels, centroids = best

    sizes = np.bincount(labels, minlength=len(centroids))
    first = np.full(len(centroids), len(points))
    np.minimum.at(first, labels, np.arange(len(points)))
    order = [c for c in sorted(range(len(centroids)), key=lambda c: (-sizes[c], first[c]))
             if sizes[c] > 0]
    renumber = np.zeros(len(centroids), dtype=np.int64)
    renumber[order] = np.arange(len(order))
    out = np.zeros(n, dtype=np.int64)  # zero rows: cluster 0, the largest
    out[nonzero] = renumber[labels]
    return out, centroids[order]
