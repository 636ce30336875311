"""The similarity thresholds of synthesis, read off the embedder in use.

Seed 002 gives absolute cosines: notes link into a cluster at 0.70, a cluster reinforces a
concept at 0.85, concepts between 0.75 and 0.85 are checked for contradiction. Those are BGE-M3
figures. Each model has its own scale: two unrelated notes sit near 0.4 under BGE-M3 and near
0.08 under the bundled MiniLM, whose closest related notes sit at 0.6 to 0.9, so at 0.70 no
concept ever formed.

So each threshold is kept as the seed's *share of the headroom* above the library's typical
(median) note-to-note similarity, and read back on the model in use:
``threshold = median + share * (1 - median)``. With BGE-M3's median of about 0.40 the shares
give back the seed's figures; with MiniLM's 0.08 they give 0.54, 0.77 and 0.62, and the order
and spacing between the three stay the seed's. A library too small to measure, or whose
median is at BGE-M3's or above (a library of one subject), keeps the seed's figures."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

import numpy as np

from ..config import (
    CALIBRATION_MIN_NOTES,
    CALIBRATION_SAMPLE,
    CALIBRATION_SEED_MEDIAN,
    CONTRADICTION_COSINE,
    REINFORCE_COSINE,
    SYNTHESIS_LINK_COSINE,
    SYNTHESIS_PROJECT_LINK_COSINE,
)
from ..knowledge.library import LibraryNote


def _share(seed: float) -> float:
    return (seed - CALIBRATION_SEED_MEDIAN) / (1.0 - CALIBRATION_SEED_MEDIAN)


@dataclass(frozen=True)
class Thresholds:
    link: float
    reinforce: float
    contradiction: float
    median: float | None  # the library's median note-to-note cosine, when measured
    notes: int  # how many notes it was measured on
    why: str
    project_link: float = SYNTHESIS_PROJECT_LINK_COSINE  # two sessions of one code project

    def as_dict(self) -> dict[str, object]:
        return {k: (round(v, 3) if isinstance(v, float) else v)
                for k, v in asdict(self).items()}


SEED = Thresholds(SYNTHESIS_LINK_COSINE, REINFORCE_COSINE, CONTRADICTION_COSINE, None, 0,
                  "the seed's figures (BGE-M3's scale)")


def calibrate(vectors: np.ndarray, model: str = "the embedder") -> Thresholds:
    """Thresholds for ``vectors`` (unit rows, one per note of the library, or a sample)."""
    n = int(vectors.shape[0]) if vectors.ndim == 2 else 0
    if n < CALIBRATION_MIN_NOTES:
        return Thresholds(SEED.link, SEED.reinforce, SEED.contradiction, None, n,
                          f"the seed's figures: {n} notes are too few to measure "
                          f"{model} on (at least {CALIBRATION_MIN_NOTES})")
    sims = vectors @ vectors.T
    measured = float(np.median(sims[np.triu_indices(n, 1)]))
    if measured >= CALIBRATION_SEED_MEDIAN:
        # A median this high says the library is of one subject, not that the model's scale
        # is above BGE-M3's: the seed's figures, never higher ones that would keep its notes
        # (and a reversal among them) from ever forming a concept.
        return Thresholds(SEED.link, SEED.reinforce, SEED.contradiction, measured, n,
                          f"the seed's figures: the median note-to-note cosine of {model} on "
                          f"{n} notes ({measured:.3f}) is at BGE-M3's scale or above",
                          SEED.project_link)
    median = max(measured, -0.5)

    def at(seed: float) -> float:
        return round(median + _share(seed) * (1.0 - median), 3)

    return Thresholds(at(SYNTHESIS_LINK_COSINE), at(REINFORCE_COSINE),
                      at(CONTRADICTION_COSINE), median, n,
                      f"the seed's figures as shares of the headroom above the median "
                      f"note-to-note cosine of {model} on {n} notes ({median:.3f}; "
                      f"the seed assumes {CALIBRATION_SEED_MEDIAN:.2f})",
                      at(SYNTHESIS_PROJECT_LINK_COSINE))


def library_thresholds(embed: Callable[[Sequence[str]], np.ndarray],
                       library: Sequence[LibraryNote]) -> Thresholds:
    """The thresholds on the embedder in use, measured on the library's conversations (a
    sample spread over it, at most ``CALIBRATION_SAMPLE``): nothing is embedded for a library
    too small to measure."""
    notes = sorted((n for n in library if n.kind == "conversation"), key=lambda n: n.id)
    step = max(1, len(notes) // CALIBRATION_SAMPLE)
    sample = notes[::step][:CALIBRATION_SAMPLE]
    if len(sample) < CALIBRATION_MIN_NOTES:
        return calibrate(np.zeros((len(sample), 1)))
    return calibrate(np.asarray(embed([n.topic_text() for n in sample])))
