"""`musubi bench distill-quality`: the labelled set, the matching rule, and real runs of the
heuristic and of a model (the local fake chat server playing one that answers with the labels)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from chat_server import ChatServer
from cli_helpers import musubi

from musubi_daemon.bench.distill_cases import all_cases
from musubi_daemon.bench.distill_quality import is_heading, match, run_distill_quality
from musubi_daemon.distill.llm import ChatModel


def test_the_set_is_large_varied_and_a_quarter_held_out() -> None:
    cases = all_cases()
    assert len(cases) >= 80
    assert len({c.id for c in cases}) == len(cases)
    splits = Counter(c.split for c in cases)
    assert set(splits) == {"tune", "heldout"}
    assert 0.2 <= splits["heldout"] / len(cases) <= 0.3
    shapes = Counter(c.shape for c in cases)
    assert {"claude-code", "chatgpt", "cursor", "codex", "aider", "obsidian"} <= set(shapes)
    for c in cases:
        assert c.messages and all(role in ("user", "assistant", "tool") for role, _ in c.messages)
        if c.chatter:
            assert not (c.decisions or c.loops or c.facts), c.id
    assert sum(c.chatter for c in cases) >= 8
    assert sum(bool(c.decisions) for c in cases) >= 30
    assert sum(bool(c.facts) for c in cases) >= 12


def test_a_label_is_found_by_most_of_its_content_words() -> None:
    right, found, wrong, missed = match(
        ["We no longer use IVF-PQ; HNSW instead.", "I'll read the config."],
        ["HNSW instead of IVF-PQ", "keep the lock file"])
    assert (right, found) == (1, 1)
    assert wrong == ["I'll read the config."] and missed == ["keep the lock file"]


def test_a_fact_with_a_clause_too_many_is_wrong() -> None:
    label = ["lives in Lisbon"]
    assert match(["User lives in Lisbon."], label, tight=True)[:2] == (1, 1)
    assert match(["User lives in Lisbon and the kitchen is humid."], label, tight=True)[:2] \
        == (0, 0)
    # One item may hold two labels, as long as it is made of them.
    two = ["has two kids", "has a dog named Miso"]
    assert match(["User has two kids and a dog named Miso."], two, tight=True)[:2] == (1, 2)


def test_headings_and_empty_stems_are_told_apart_from_loops() -> None:
    assert is_heading("Still need to:") and is_heading("TODO:") and is_heading("## Next")
    assert not is_heading("Update the OpenAPI spec")


def test_heuristic_run_on_a_slice() -> None:
    cases = [c for c in all_cases() if c.split == "tune"][:6]
    out = run_distill_quality(cases=cases, misses=True, log=lambda _line: None)
    assert list(out) == ["heuristic"]
    tune, held, every = out["heuristic"]["tune"], out["heuristic"]["heldout"], \
        out["heuristic"]["all"]
    assert tune["cases"] == every["cases"] == 6 and held["cases"] == 0
    for key in ("decisions", "loops", "facts"):
        for what in ("precision", "recall"):
            value = every[f"{key}_{what}"]
            assert value is None or 0.0 <= value <= 1.0
    assert isinstance(out["heuristic"]["tune_misses"], list)


def test_a_model_answering_with_the_labels_scores_full_marks() -> None:
    cases = [c for c in all_cases() if c.decisions or c.loops or c.facts][:4]

    def labels(body: dict[str, Any]) -> tuple[int, str]:
        prompt = json.dumps(body["messages"], ensure_ascii=False)
        c = next(c for c in cases if json.dumps(c.messages[0][1], ensure_ascii=False)[1:-1]
                 in prompt)
        return 200, json.dumps({
            "title": c.id, "summary": "A case.", "key_points": [], "entities": [],
            "decisions": list(c.decisions), "facts": [f"User {f}." for f in c.facts],
            "actions": list(c.loops), "topics": []})

    with ChatServer(labels) as server:
        model = ChatModel("openai/test-model", server.url)
        out = run_distill_quality(model, cases=cases, log=lambda _line: None)
    figures = out["openai/test-model"]["all"]
    assert figures["cases"] == 4 and "model_failed" not in figures
    for key in ("decisions", "loops", "facts"):
        assert figures[f"{key}_precision"] in (None, 1.0)
        assert figures[f"{key}_recall"] in (None, 1.0)


def test_cli_prints_both_splits() -> None:
    proc = musubi("bench", "distill-quality", "--only-heuristic", "--json")
    out = json.loads(proc.stdout)
    assert out["heuristic"]["all"]["cases"] == len(all_cases())
    assert out["heuristic"]["tune"]["cases"] + out["heuristic"]["heldout"]["cases"] \
        == len(all_cases())
