"""Each prompt's answer read as the model sends it, well or badly: what the schema asks for is
kept, held to its bounds, and anything else reads as no answer (the heuristic takes over)."""

from __future__ import annotations

from musubi_daemon.prompts.answers import NoteFormatError, find_object
from musubi_daemon.prompts.concept import read_theme
from musubi_daemon.prompts.follow_up import read_query
from musubi_daemon.prompts.importance import read_scores
from musubi_daemon.prompts.verdict import read_verdict


def test_importance_scores_are_held_to_the_batch_and_to_one_to_ten() -> None:
    answer = {"scores": [{"n": 1, "importance": 14}, {"n": 2, "importance": 0},
                         {"n": 3, "importance": 6}, {"n": 9, "importance": 5},
                         {"n": "2", "importance": 5}, "junk", {"n": 2}]}
    assert read_scores(answer, 3) == {1: 10, 2: 1, 3: 6}
    assert read_scores({}, 3) == {} and read_scores({"scores": None}, 3) == {}


def test_a_theme_needs_both_a_title_and_a_synthesis() -> None:
    assert read_theme({"title": "  Sourdough \n starter ", "synthesis": "Feed it daily."}) == (
        "Sourdough starter", "Feed it daily.")
    assert read_theme({"title": "x" * 300, "synthesis": "s"}) == ("x" * 100, "s")
    assert read_theme({"title": "Only a title"}) is None
    assert read_theme({"title": "", "synthesis": "s"}) is None


def test_a_verdict_is_one_of_its_two_words() -> None:
    assert read_verdict({"verdict": " Contradictory", "reason": "HNSW replaced IVF-PQ"}) == (
        True, "HNSW replaced IVF-PQ")
    assert read_verdict({"verdict": "consistent"}) == (False, "")
    assert read_verdict({"verdict": "maybe", "reason": "?"}) is None
    assert read_verdict({}) is None


def test_a_follow_up_query_is_one_line_or_none() -> None:
    assert read_query({"query": " why did I\n pick Chroma "}) == "why did I pick Chroma"
    assert read_query({"query": "   "}) is None and read_query({}) is None


def test_an_answer_is_found_inside_think_blocks_fences_and_prose() -> None:
    assert find_object('<think>hmm {"a": 1}</think>```json\n{"query": "x"}\n```') == {"query": "x"}
    assert find_object('Sure! Here it is: {"verdict": "consistent"} Hope that helps.') == {
        "verdict": "consistent"}
    for bad, why in (('{"title": "cut', "truncated"), ("[1, 2]", "array"), ("", "empty")):
        try:
            find_object(bad)
        except NoteFormatError as e:
            assert why in str(e)
        else:
            raise AssertionError(f"{bad!r} read as an object")
