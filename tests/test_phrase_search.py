"""A phrase a person remembers word for word: in double quotes it must stand in that order and
its passages come first; typed plainly, a passage holding it in order ranks first. Through the
real note writer and index, on the mixed library's realistic conversations."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import empty_library
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.bench import phrases as bench_phrases
from musubi_daemon.bench.mixed import build
from musubi_daemon.daemon.api import api_call
from musubi_daemon.engine import Engine
from musubi_daemon.index.query import Filters, quoted_phrases

_WORD = re.compile(r"\w+")


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _holds(text: str, phrase: str) -> bool:
    words, want = _words(text), _words(phrase)
    return any(words[i:i + len(want)] == want for i in range(len(words) - len(want) + 1))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    eng = empty_library(tmp_path_factory.mktemp("phrases"))
    build(eng)
    eng.sync_index()
    yield eng
    eng.close()


@pytest.fixture(scope="module")
def messages(engine: Engine) -> list[str]:
    """The short messages a person might quote, each a passage of its own."""
    return sorted({text for _m, _n, text in bench_phrases.passages_of(engine)
                   if len(text) <= bench_phrases.SHORT_MESSAGE_CHARS
                   and len(_WORD.findall(text)) >= 3})


def test_quoted_parts_are_read_as_a_person_types_them() -> None:
    assert quoted_phrases('"exact words" other words') == ["exact words"]
    assert quoted_phrases("\u201ccurly quotes\u201d and \"two\"") == ["curly quotes", "two"]
    assert quoted_phrases('"runs to the end') == ["runs to the end"]
    assert quoted_phrases('no quotes, "" or "  "') == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_quoted_phrase_puts_every_passage_holding_it_first(
        engine: Engine, messages: list[str], data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(messages))
    spans = list(_WORD.finditer(text))
    size = data.draw(st.integers(2, min(6, len(spans))))
    start = data.draw(st.integers(0, len(spans) - size))
    phrase = text[spans[start].start():spans[start + size - 1].end()]
    mode = data.draw(st.sampled_from(["hybrid", "keyword", "fast", "deep"]))
    found = engine.find(f'"{phrase}"', limit=10, mode=mode)
    hits = found.hits
    assert hits and _holds(hits[0].text, phrase), (phrase, hits[0].text if hits else None)
    holding = [_holds(h.text, phrase) for h in hits]
    # No passage without the phrase ranks above one that holds it.
    assert holding == sorted(holding, reverse=True), phrase
    assert found.warning is None


def test_a_quoted_phrase_beside_other_words_still_leads(engine: Engine,
                                                        messages: list[str]) -> None:
    target = next(m for m in messages if len(_WORD.findall(m)) >= 8)
    words = _WORD.findall(target)
    phrase = " ".join(words[2:5])
    hits = engine.search(f'"{phrase}" deploy release pipeline', limit=5)
    assert _holds(hits[0].text, phrase)


def test_a_quoted_phrase_nobody_wrote_says_so_and_still_answers(engine: Engine,
                                                                messages: list[str]) -> None:
    # Words that each occur, in an order no passage has.
    a, b = _words(messages[0])[:2], _words(messages[-1])[-2:]
    phrase = " ".join(b[::-1] + a[::-1])
    assert not any(_holds(m, phrase) for m in messages)
    found = engine.find(f'"{phrase}"', limit=5)
    assert found.hits  # the words, loosely
    assert found.warning and "word for word" in found.warning
    # The warning is this search's: the next search, which holds its phrase, says nothing.
    held = " ".join(_WORD.findall(messages[0])[:3])
    assert engine.find(f'"{held}"', limit=5).warning is None
    # The daemon passes the same warning on to the CLI that asked through it.
    out = api_call(engine, "search", {"query": f'"{phrase}"', "limit": 5, "warnings": True})
    assert out["results"] and "word for word" in out["warning"]
    # A caller that does not ask for warnings gets the rows alone, as before.
    assert isinstance(api_call(engine, "search", {"query": f'"{phrase}"', "limit": 5}), list)


def test_a_quoted_phrase_respects_the_filters(engine: Engine, messages: list[str]) -> None:
    phrase = " ".join(_WORD.findall(messages[len(messages) // 2])[:4])
    assert engine.search(f'"{phrase}"', limit=5)[0].kind == "conversation"
    found = engine.find(f'"{phrase}"', limit=5, filters=Filters(kind="topic"))
    assert found.warning and "word for word" in found.warning


def test_a_phrase_typed_plainly_finds_its_note_first(engine: Engine) -> None:
    """The bench's own draw, 50 five-word phrases: a plain search puts the note that holds
    the phrase first for nearly all (47 of 50 without the phrase channel)."""
    phrases = bench_phrases.draw(bench_phrases.passages_of(engine), 50)
    out = bench_phrases.evaluate(engine, phrases)
    assert out["phrases"] == 50
    assert out["quoted"]["top1"] == 1.0
    assert out["plain"]["top1"] >= 0.95


def test_the_phrase_bench_reports_each_library(tmp_path: Path) -> None:
    out = bench_phrases.run_phrases(n=10, only=("demo", "locomo"), locomo=tmp_path / "none",
                                    log=lambda _line: None)
    assert out["locomo"] == {"skipped": bench_phrases.libraries(tmp_path / "none")["locomo"]}
    demo = out["demo"]
    assert demo["phrases"] == 10 and demo["passages"] > 50
    assert demo["quoted"]["top1"] == 1.0 and demo["plain"]["top10"] == 1.0
