"""`musubi bench topics`: the themed halves of the distillation set and a library of recurring
projects, mapped as a new user's would be (notes written, distilled by the heuristic, topics
built without a model), and what the figures say about it."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from cli_helpers import musubi

from musubi_daemon.bench import topics as bench
from musubi_daemon.bench.distill_cases import all_cases

HELD_OUT_THEMES = "ce29764f4f9b32bc671c35cd7f5b8aead3a5c1ed0af01b70d3fa8b884695cfb3"


def test_the_held_out_themes_are_as_committed_and_cover_their_half() -> None:
    path = Path(bench.__file__).parent / "topic_themes_heldout.py"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == HELD_OUT_THEMES
    for split in ("tune", "heldout"):
        # The first hand's halves; the second hand's tune conversations ("tx-") came later,
        # for the distillation, and are in no themed library.
        ids = {c.id for c in all_cases() if c.split == split and not c.id.startswith("tx-")}
        assert set(bench.themes(split)) == ids, split
    assert set(bench.themes("tune").values()) == set(bench.themes("heldout").values())


def test_purity_and_spread_pull_apart_lumping_and_splitting() -> None:
    themes = {"a": "x", "b": "x", "c": "y", "d": "y"}
    one_topic = bench.theme_figures({k: "T" for k in themes}, themes)
    assert one_topic["purity"] == 0.5 and one_topic["theme_spread"] == 1.0
    each_alone = bench.theme_figures({k: k.upper() for k in themes}, themes)
    assert each_alone["purity"] == 1.0 and each_alone["theme_spread"] == 0.5
    right = bench.theme_figures({"a": "X", "b": "X", "c": "Y", "d": ""}, themes)
    assert right["purity"] == 1.0 and right["placed"] == 0.75


@pytest.mark.parametrize("name, why", [("Sek", "a currency"), ("2024", "a number"),
                                       ("App.routes.ts", "a file name"), ("Api", "'api'"),
                                       ("Sourdough Starter", None)])
def test_names_a_person_would_not_choose(name: str, why: str | None) -> None:
    notes = [{"api", "sourdough"}, {"api"}, {"api", "tax"}, {"tax"}]
    got = bench.bad_name(name, notes)
    assert (got is None) if why is None else (got is not None and got.startswith(why))


def test_a_name_one_note_gave_covers_little_of_its_topic() -> None:
    """"Page Break" over two notes, one of which never says it, covers half its topic; the
    link to the topic in a note's own front matter is not the note's words."""
    placed = {"a": "Sourdough Starter", "b": "Sourdough Starter", "c": "Page Break",
              "d": "Page Break", "e": ""}
    words = {"a": {"sourdough", "starter"}, "b": {"sourdough", "starter", "rye"},
             "c": {"page", "break"}, "d": {"invoice", "page"}}
    assert bench.name_coverage(placed, words) == 0.75
    assert bench._TOPIC_LINK.sub(" ", "topics:\n- '[[Musubi/topics/Page Break|Page Break]]'"
                                 ).count("Page") == 0


@pytest.mark.slow
def test_the_bench_prints_the_figures_of_both_libraries(home: Path) -> None:
    out = json.loads(musubi("bench", "topics", "--split", "heldout", "--json").stdout)
    [held] = out["themed"]
    assert held["split"] == "heldout" and held["notes"] == 80
    # What a person browsing the map notices: every note is on a topic, no name is noise,
    # and a project's sessions are together. Purity and spread are reported, with the
    # floors measured when the map moved to linkage over vectors and words.
    assert held["placed"] >= 0.9 and held["bad_names"] == []
    assert held["purity"] >= 0.4 and held["theme_spread"] >= 0.6
    assert 2 <= held["topics"] <= 80 // 4
    assert 0 < held["name_coverage"] <= 1
    # Five days of lifecycle ran: every concept counted, and one of two themes never counts
    # as one of one theme.
    assert len(held["concept_themes"]) == held["concepts"]
    assert held["concepts_of_one_theme"] == sum(len(t) == 1 for t in held["concept_themes"])
    projects = out["projects"]
    assert projects["same_project_together"] >= 0.9 and projects["bad_names"] == []
    assert {"Trailmap", "Ledgerly", "Homelab"} <= set(projects["topic_names"])
    # Five days of lifecycle after the newest session: the recurring projects become
    # concepts, each of one project, named and told as a person would read them.
    assert projects["concepts"] >= 3
    assert projects["concepts_of_one_project"] == projects["concepts"]
    assert {p for [p] in projects["concept_projects"]} >= {"trailmap", "ledgerly", "homelab"}
