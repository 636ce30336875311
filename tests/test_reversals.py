"""Reversals never strengthen what they reverse: "vecdb no longer uses IVF-PQ; HNSW instead"
does not reinforce the IVF-PQ concept nor join its curated page's evidence; it becomes the new
side of a contradiction the person resolves. Real vault, real git, no model."""

from __future__ import annotations

import json
from pathlib import Path

from cli_helpers import musubi
from hypothesis import given
from hypothesis import strategies as st
from lifecycle_timeline import add, day

from musubi_daemon.bench.reversal_cases import CASES, bench_reversals
from musubi_daemon.lifecycle.judge import heuristic_contradicts
from musubi_daemon.lifecycle.reversal import reverses
from musubi_daemon.model import Conversation, Message

IVF = ("vecdb index {v}. vecdb indexes its vectors with IVF-PQ; the index is rebuilt every "
       "night from the vector log. We decided to keep IVF-PQ for the vecdb index.")
HNSW = ("vecdb index {v}. vecdb no longer uses IVF-PQ; HNSW instead. The index is rebuilt "
        "every night from the vector log. We decided to use HNSW for the vecdb index.")
WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _conv(kind: str, text: str, i: int, at: str) -> Conversation:
    body = text.format(v=WORDS[i])
    cid = f"claude-code:{kind}-{i}"
    msgs = [Message(f"{cid}#u", "user", body, at),
            Message(f"{cid}#a", "assistant", "Done: the vecdb config is updated.", at)]
    return Conversation(cid, "claude-code", body.split(".")[0], "vecdb", at, at,
                        f"test:{cid}", msgs)


def _run(job: str, now: str) -> dict[str, object]:
    args = ["lifecycle", "run", job, "--now", now, "--json"]
    if job in ("maturation", "synthesis"):
        args.append("--only-heuristic")
    out: dict[str, object] = json.loads(musubi(*args).stdout)
    return out


def _concepts() -> list[dict[str, object]]:
    rows: list[dict[str, object]] = json.loads(musubi("concepts", "--json").stdout)
    return rows


def test_a_reversal_never_reinforces_nor_evidences_the_concept_it_reverses(vault: Path) -> None:
    add(vault, *[_conv("ivf", IVF, i, day(0)) for i in range(3)])
    musubi("distill", "--only-heuristic")
    _run("maturation", day(0, 12))
    _run("synthesis", day(0, 12))
    add(vault, *[_conv("ivf", IVF, i, day(1)) for i in range(3, 6)])
    musubi("distill", "--only-heuristic")
    _run("maturation", day(1, 12))
    _run("synthesis", day(1, 12))
    _run("maturation", day(2, 12))
    assert _run("promotion", day(3, 12))["counts"]["promoted"] == 1  # type: ignore[index]
    [ivf] = _concepts()
    assert ivf["state"] == "promoted" and ivf["reinforcement_count"] == 3
    page = vault / (str(ivf["promoted_to"]) + ".md")

    add(vault, *[_conv("hnsw", HNSW, i, day(4)) for i in range(3)])
    musubi("distill", "--only-heuristic")
    _run("maturation", day(4, 12))
    report = _run("synthesis", day(4, 12))
    after = {str(c["id"]): c for c in _concepts()}
    old = after[str(ivf["id"])]
    assert old["reinforcement_count"] == 3 and old["importance"] == ivf["importance"]
    assert not any("hnsw" in s for s in old["supporting"])  # type: ignore[attr-defined]
    assert "hnsw" not in page.read_text(encoding="utf-8")
    # Both sides are linked for the person to resolve.
    [new] = [c for c in after.values() if c["id"] != ivf["id"]]
    assert report["counts"]["contradictions"] == 1  # type: ignore[index]
    assert old["contradiction"] == new["contradiction"] == "open"
    pairs = json.loads(musubi("contradictions", "--json").stdout)
    assert len(pairs) == 1
    assert _run("synthesis", day(4, 12))["commit"] is None  # idempotent


def test_the_reversal_check_is_precise_on_its_labelled_set() -> None:
    figures = bench_reversals()
    assert figures["cases"] >= 30 and figures["reversals"] >= 10
    assert figures["precision"] >= 0.9
    assert figures["recall"] >= 0.7
    cli = json.loads(musubi("bench", "reversals", "--json").stdout)
    assert cli == figures
    assert len({c.note for c in CASES if not c.reverses}) >= 15  # hard negatives, not filler


_NAME = st.sampled_from(["Postgres", "SQLite", "IVF-PQ", "HNSW", "Redis", "Kafka", "NATS",
                         "Webpack", "Vite", "Jest", "Vitest", "Terraform", "Pulumi", "nginx2"])
_TEMPLATES = ("We switched from {old} to {new} for the {thing}.",
              "The {thing} no longer uses {old}; {new} instead.",
              "Replaced {old} with {new} in the {thing}.",
              "Dropped {old} for {new} in the {thing}.",
              "Stopped using {old} for the {thing}, {new} does it now.",
              "Moved away from {old} to {new} for the {thing}.",
              "The {thing} uses {new} instead of {old}.")


@given(_NAME, _NAME, st.sampled_from(_TEMPLATES),
       st.sampled_from(["tile store", "search index", "build", "job queue"]))
def test_a_reversing_note_flags_the_old_side_and_never_the_new(
        old: str, new: str, template: str, thing: str) -> None:
    if old.casefold() == new.casefold():
        return
    note = template.format(old=old, new=new, thing=thing)
    holds_old = f"The {thing} runs on {old}."
    holds_new = f"The {thing} runs on {new}."
    assert reverses(note, holds_old) is not None
    assert reverses(note, holds_new) is None
    assert heuristic_contradicts(holds_old, note)[0]
