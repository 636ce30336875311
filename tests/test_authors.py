"""Who said it: a query that names a person the library knows as an author favours what that
person said, through the real note writer and index."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from musubi_daemon.config import Config
from musubi_daemon.engine import Engine
from musubi_daemon.index import fusion
from musubi_daemon.index.results import Scores
from musubi_daemon.model import Conversation, Message

WHEN = "2025-03-01T10:00:00Z"
SAID = "I booked the ferry to the island for the whole group"


def _group_chat(cid: str, lines: list[tuple[str, str]]) -> Conversation:
    return Conversation(
        id=f"chatgpt-export:{cid}", source="chatgpt-export", title="Island weekend",
        project=None, created_at=WHEN, updated_at=WHEN, source_ref="conversations.json",
        messages=[Message(id=f"chatgpt-export:{cid}#{n}", role="user", text=text,
                          created_at=WHEN, author=who) for n, (who, text) in enumerate(lines)])


def _library(base: Path, convs: list[Conversation]) -> Engine:
    cfg = Config(vault=base / "vault", cache_dir_override=base / "cache", fsync=False,
                 index_on_ingest=False)
    eng = Engine(cfg, create=True)
    eng.init_vault(cfg.vault, remember=False)
    eng.write_conversations("chatgpt-export", convs)
    eng.sync_index()
    return eng


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    # The same words from two people, in notes of their own: otherwise equal passages.
    eng = _library(tmp_path_factory.mktemp("authors"), [
        _group_chat("g1", [("Ana Lima", SAID)]),
        _group_chat("g2", [("Ben", SAID)]),
        _group_chat("g3", [("Chloé 山田", "The weather looks fine for Saturday")]),
    ])
    yield eng
    eng.close()


@pytest.mark.parametrize("mode", ["hybrid", "keyword"])
@pytest.mark.parametrize(("query", "who"), [
    ("who booked the ferry, was it Ben?", "g2"),
    ("did ana lima book the ferry to the island", "g1"),
    ("BEN booked the ferry", "g2"),
])
def test_a_query_naming_an_author_ranks_their_passage_first(
        engine: Engine, mode: str, query: str, who: str) -> None:
    hits = engine.search(query, mode=mode, per_conversation=0)
    assert hits[0].conversation_id == f"chatgpt-export:{who}"


@pytest.mark.parametrize(("query", "favoured"), [
    ("did Ben book the ferry for Ana Lima", "ben"),  # Ben is asked about, Ana Lima is the object
    ("did Ana Lima book the ferry for Ben", "ana"),
])
def test_only_the_author_named_first_is_favoured(
        engine: Engine, query: str, favoured: str) -> None:
    scores = Scores({"ben": 1.0, "ana": 1.0})
    rows: dict[str, dict[str, Any]] = {"ben": {"author": "Ben"}, "ana": {"author": "Ana Lima"}}
    fusion.apply_preferences(scores, rows, query, named=engine.index.keyword.named_authors(query),
                             now=None, recent=False, kind_chosen=True)
    assert scores.best() == [favoured, "ana" if favoured == "ben" else "ben"]


def test_the_known_authors_are_named_as_whole_words_in_any_case(engine: Engine) -> None:
    store = engine.index.keyword
    assert store.authors() == ["Ana Lima", "Ben", "Chloé 山田"]
    assert store.named_authors("what did chloé 山田 say about Saturday") == ["Chloé 山田"]
    assert store.named_authors("Ben's ferry and ANA LIMA's plan") == ["Ben", "Ana Lima"]
    assert store.named_authors("ANA LIMA's plan, then Ben's ferry") == ["Ana Lima", "Ben"]
    assert store.named_authors("Benjamin booked it; Ana alone did not") == []


def test_an_author_leaves_the_known_set_with_their_last_passage(tmp_path: Path) -> None:
    cfg = Config(vault=tmp_path / "vault", cache_dir_override=tmp_path / "cache",
                 fsync=False, index_on_ingest=False)
    eng = Engine(cfg, create=True)
    try:
        eng.init_vault(cfg.vault, remember=False)
        eng.write_conversations("chatgpt-export", [_group_chat("g1", [("Dana", SAID)])])
        eng.sync_index()
        store = eng.index.keyword
        assert store.authors() == ["Dana"]
        for rel in list(dict.fromkeys(store.chunk_notes().values())):
            store.drop_file(rel)
        assert store.authors() == []
    finally:
        eng.close()


def test_a_question_without_the_people_it_names_is_what_it_asks(engine: Engine) -> None:
    store = engine.index.keyword
    assert store.without_authors("what did Ben's sister and ana lima plan") == (
        "what did sister and plan")
    assert store.without_authors("Benjamin's plan") == "Benjamin's plan"
    assert store.without_authors("Ben") == "Ben"  # nothing would be left to ask


@pytest.fixture(scope="module")
def chatty(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """A group chat of short pleasantries between Dana and Eli, and one thing Dana said."""
    lines = [("Eli", "Dana, you are such a good friend, Dana"),
             ("Eli", "Thanks Dana, see you soon"),
             ("Dana", "Thanks Eli! See you then, take care"),
             ("Dana", "Haha yes, Eli, you too"),
             ("Dana", "We moved the pottery class to Thursday evenings at the studio"),
             ("Eli", "The bakery on the corner sells sourdough on Sundays")]
    eng = _library(tmp_path_factory.mktemp("chatty"), [_group_chat("c1", lines)])
    yield eng
    eng.close()


@pytest.mark.parametrize("mode", ["fast", "hybrid"])
def test_what_a_named_person_is_asked_about_outweighs_their_name(
        chatty: Engine, mode: str) -> None:
    # The whole question's vector is mostly "Dana": her shortest pleasantry came first.
    hits = chatty.search("what did Dana say about clay", mode=mode, per_conversation=0)
    assert "pottery class" in hits[0].text
