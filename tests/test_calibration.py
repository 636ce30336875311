"""Synthesis' thresholds are read off the embedder in use: the seed's BGE-M3 figures where
notes sit at BGE-M3's scale, lower ones under the bundled MiniLM (where 0.70 never formed a
concept), the seed's order and spacing kept, and `lifecycle status` saying which and why."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from cli_helpers import musubi
from hypothesis import given, settings
from hypothesis import strategies as st

from musubi_daemon.config import (
    CALIBRATION_MIN_NOTES,
    CONTRADICTION_COSINE,
    REINFORCE_COSINE,
    SYNTHESIS_LINK_COSINE,
)
from musubi_daemon.lifecycle.calibration import calibrate


def library_at(cosine: float, n: int = 30, dim: int = 64) -> np.ndarray:
    """``n`` unit vectors whose every pair sits at ``cosine``: one shared direction plus an
    own one each."""
    eye = np.eye(dim)[1:n + 1]
    return np.sqrt(cosine) * np.eye(dim)[0] + np.sqrt(1 - cosine) * eye


def test_at_the_seeds_scale_the_seeds_figures_come_back() -> None:
    t = calibrate(library_at(0.40))
    assert t.median == pytest.approx(0.40, abs=1e-6)
    assert (t.link, t.reinforce, t.contradiction) == pytest.approx(
        (SYNTHESIS_LINK_COSINE, REINFORCE_COSINE, CONTRADICTION_COSINE), abs=1e-3)


@settings(max_examples=40, deadline=None)
@given(st.floats(min_value=0.0, max_value=0.39))
def test_any_lower_scale_keeps_the_seeds_order_and_spacing(median: float) -> None:
    t = calibrate(library_at(median))
    assert t.median is not None
    assert t.median < t.link < t.contradiction < t.reinforce < 1.0
    # The spacing is the seed's, in shares of the headroom above the median.
    head = 1.0 - t.median
    seed_head = 1.0 - 0.40
    assert (t.reinforce - t.link) / head == pytest.approx(
        (REINFORCE_COSINE - SYNTHESIS_LINK_COSINE) / seed_head, abs=2e-2)


def test_a_library_too_small_to_measure_keeps_the_seeds_figures() -> None:
    t = calibrate(library_at(0.1, n=CALIBRATION_MIN_NOTES - 1))
    assert (t.link, t.reinforce) == (SYNTHESIS_LINK_COSINE, REINFORCE_COSINE)
    assert "too few" in t.why


def test_a_library_of_one_subject_keeps_the_seeds_figures() -> None:
    """Its notes all close together say nothing of the model's scale: thresholds above the
    seed's would keep any of them (a reversal too) from ever forming a concept."""
    t = calibrate(library_at(0.65))
    assert (t.link, t.reinforce, t.contradiction) == (
        SYNTHESIS_LINK_COSINE, REINFORCE_COSINE, CONTRADICTION_COSINE)
    assert "one subject" not in t.why and "BGE-M3's scale or above" in t.why


def test_minilm_on_the_demo_library_forms_a_concept_and_says_why(home: Path,
                                                                 tmp_path: Path) -> None:
    """The bundled model, the project's own sample histories: notes of one subject link (the
    seed's 0.70 never linked any), and the status says what is in force and why."""
    import shutil

    project = Path(__file__).resolve().parent.parent
    root = project / "examples" / "histories"
    vault = tmp_path / "vault"
    shutil.copytree(project / "examples" / "vault", vault)  # as `make demo` does
    musubi("init", "--no-remember", str(vault))
    run = ("--vault", str(vault))
    musubi(*run, "ingest", "--source", f"claude-code={root / 'claude-code'}",
           "--source", f"chatgpt-export={root / 'chatgpt-export'}",
           "--source", f"claude-export={root / 'claude-export'}",
           "--source", f"cursor={root / 'cursor' / 'User'}",
           "--source", f"antigravity={root / 'antigravity' / 'antigravity-cli'}",
           "--source", f"codex={root / 'codex'}",
           "--source", f"gemini-cli={root / 'gemini-cli'}",
           "--source", f"aider={root / 'aider' / 'trailmap'}", "--source", "obsidian")
    musubi(*run, "distill", "--only-heuristic")
    musubi(*run, "topics", "build", "--only-heuristic")
    musubi(*run, "lifecycle", "run", "maturation", "--only-heuristic")
    musubi(*run, "lifecycle", "run", "synthesis", "--only-heuristic")
    status = json.loads(musubi(*run, "lifecycle", "status", "--json").stdout)
    t = status["thresholds"]
    assert t["notes"] >= CALIBRATION_MIN_NOTES and t["median"] < 0.3
    assert t["link"] < SYNTHESIS_LINK_COSINE and "median" in t["why"]
    concepts = json.loads(musubi(*run, "concepts", "--json").stdout)
    assert concepts, "no concept formed on the demo library"
    text = musubi(*run, "lifecycle", "status").stdout
    assert f"thresholds link {t['link']}" in text
