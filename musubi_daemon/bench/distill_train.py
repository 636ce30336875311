"""``musubi-bench distill-train``: learn the ranker's weights from the labelled set.

Every candidate of every training conversation (``heuristic_candidates``) is labelled by the
bench's own matcher: it is a positive when, shown as an item, it would count as right for one
of the case's labels. A logistic model per list is fitted to them with an L2 penalty
(``RANKER_TRAIN_C``), the bias left free, by L-BFGS.

Training reads the tune half of the realistic set and the first ("legacy") set; the loops'
model also the later hands' cases (``tune-b``, ``SPLITS_BY_LIST``). The held-out half never
reaches it: it measures the result, in ``musubi-bench distill-quality``.
``--cv`` also prints five-fold cross-validation on the tune half (each fold scored by weights
that never saw it), the honest figure for choosing features and the penalty.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..config import RANKER_HASH_DIMS, RANKER_THRESHOLD, RANKER_TRAIN_C
from ..distill.heuristic import heuristic_note, training_view
from ..distill.ranker import (
    FEATURE_VERSION,
    FIELDS,
    TOKEN_VALUE,
    Candidate,
    Weights,
    hashed,
    parse_weights,
    weights_path,
)
from .distill_cases import Case, all_cases
from .distill_quality import Score, conversation, match

TRAINING_SPLITS = ("tune", "legacy")
# Each list's model reads these. The later hands' cases (``tune-b``) train the loops: on
# conversations of writers never read (held out, fresh, the outsider's) loops rose on each,
# while decisions trained on them fell in recall on two of three (docs/benchmarks.md,
# 2026-12-08), so the decisions' model reads the tune half and the first set only.
SPLITS_BY_LIST: dict[str, tuple[str, ...]] = {"decisions": TRAINING_SPLITS,
                                              "loops": ("tune", "tune-b", "legacy")}
EVERY_TRAINING_SPLIT = tuple(dict.fromkeys(s for v in SPLITS_BY_LIST.values() for s in v))
FOLDS = 5


@dataclass(frozen=True)
class Row:
    case: str
    split: str
    candidate: Candidate
    positive: bool


def training_rows(cases: list[Case]) -> list[Row]:
    """Each candidate of each case, labelled by whether the bench would count it right as the
    note shows it: a loop with what its "it" or "that" stands for."""
    rows = []
    for c in cases:
        found, shown = training_view(conversation(c))
        for cand in found:
            labels = list(getattr(c, cand.field))
            text = shown(cand.text) if cand.field == "loops" else cand.text
            right = bool(labels) and match([text], labels)[0] > 0
            rows.append(Row(c.id, c.split, cand, right))
    return rows


def _matrix(rows: list[Row], names: dict[str, int]) -> Any:
    from scipy import sparse

    ri: list[int] = []
    ci: list[int] = []
    vals: list[float] = []
    width = len(names)
    for i, r in enumerate(rows):
        for k, v in r.candidate.dense.items():
            if k in names:
                ri.append(i)
                ci.append(names[k])
                vals.append(v)
        for t in r.candidate.tokens:
            ri.append(i)
            ci.append(width + hashed(r.candidate.field, t))
            vals.append(TOKEN_VALUE)
    return sparse.csr_matrix((vals, (ri, ci)), shape=(len(rows), width + RANKER_HASH_DIMS))


def _fit_one(rows: list[Row], c: float) -> Weights:
    """L2-penalised logistic regression: sum of log-losses + |w|^2 / 2C, bias unpenalised."""
    from scipy.optimize import minimize

    names = {k: i for i, k in enumerate(sorted({k for r in rows for k in r.candidate.dense}))}
    x = _matrix(rows, names)
    y = np.array([1.0 if r.positive else 0.0 for r in rows])

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = theta[:-1], theta[-1]
        z = x @ w + b
        # log(1 + e^z) - y z, computed without overflow
        total = float(np.sum(np.logaddexp(0.0, z) - y * z) + w @ w / (2 * c))
        err = 1.0 / (1.0 + np.exp(-z)) - y
        return total, np.concatenate([x.T @ err + w / c, [err.sum()]])

    theta0 = np.zeros(x.shape[1] + 1)
    res = minimize(loss, theta0, jac=True, method="L-BFGS-B", options={"maxiter": 2000})
    w, b = res.x[:-1], float(res.x[-1])
    width = len(names)
    dense = {k: round(float(w[i]), 5) for k, i in names.items() if abs(w[i]) >= 1e-5}
    hashed_w = {j: round(float(w[width + j]), 5) for j in np.nonzero(np.abs(w[width:]) >= 1e-5)[0]}
    return Weights(dense, {int(j): v for j, v in hashed_w.items()}, round(b, 5),
                   RANKER_THRESHOLD)


def fit(rows: list[Row], c: float = RANKER_TRAIN_C) -> dict[str, Weights]:
    """One model per list, each from the rows of its own training splits."""
    return {name: _fit_one([r for r in rows if r.candidate.field == name
                            and r.split in SPLITS_BY_LIST[name]], c)
            for name in FIELDS}


def as_json(weights: dict[str, Weights], cases: list[Case], c: float) -> dict[str, Any]:
    return {
        "feature_version": FEATURE_VERSION,
        "hash_dims": RANKER_HASH_DIMS,
        "trained_on": {name: {s: sum(1 for x in cases if x.split == s) for s in splits}
                       for name, splits in SPLITS_BY_LIST.items()},
        "l2_c": c,
        "fields": {name: {"bias": w.bias, "threshold": w.threshold, "dense": w.dense,
                          "hashed": {str(k): v for k, v in sorted(w.hashed.items())}}
                   for name, w in weights.items()},
    }


def cross_validate(rows: list[Row], cases: list[Case], c: float = RANKER_TRAIN_C,
                   folds: int = FOLDS) -> dict[str, Any]:
    """Figures on the tune half, each fold scored by weights trained without it (and with the
    legacy set)."""
    tune = sorted(x.id for x in cases if x.split == "tune")
    random.Random(0).shuffle(tune)
    by_id = {x.id: x for x in cases}
    score = Score()
    for k in range(folds):
        held = set(tune[k::folds])
        weights = fit([r for r in rows if r.case not in held], c)
        for cid in sorted(held):
            score.add(by_id[cid], heuristic_note(conversation(by_id[cid]), weights))
    return score.figures()


def run_distill_train(out: Path | None = None, cv: bool = False, c: float = RANKER_TRAIN_C,
                      log: Callable[[str], None] = print) -> dict[str, Any]:
    """Train on the tune half and the first set (the loops also on the later hands' cases),
    write the weights (by default the shipped file), and say how they score."""
    cases = [x for x in all_cases() if x.split in EVERY_TRAINING_SPLIT]
    log(f"reading candidates of {len(cases)} conversations ...")
    rows = training_rows(cases)
    result: dict[str, Any] = {
        "candidates": len(rows),
        "positives": {n: sum(1 for r in rows if r.positive and r.candidate.field == n
                             and r.split in SPLITS_BY_LIST[n]) for n in FIELDS}}
    if cv:
        log(f"{FOLDS}-fold cross-validation on the tune half ...")
        result["tune_cv"] = cross_validate(rows, cases, c)
    log("fitting ...")
    weights = fit(rows, c)
    data = as_json(weights, cases, c)
    parse_weights(data)  # what is written reads back
    path = out or weights_path()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(path)
    result["weights"] = str(path)
    result["hashed_weights"] = {n: len(w.hashed) for n, w in weights.items()}
    return result
