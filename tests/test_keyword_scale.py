"""The keyword channel in a large library: a word found almost everywhere must not make every
search score the whole library, and must not bury the passage the rare words point at.

A real SQLite FTS5 store; the scan budget is lowered so a few thousand rows stand for the
hundreds of thousands where the cost shows (docs/benchmarks.md, search speed)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.index import keyword
from musubi_daemon.index.keyword import Chunk, KeywordStore
from musubi_daemon.index.query import Filters, query_terms

BUDGET = 300
COMMON = ("deploy", "server", "config")
RARE = ("zanzibar", "quokka", "marzipan")


def _chunk(n: int, text: str, note: int) -> Chunk:
    return Chunk(chunk_id=f"c:{n}", note_path=f"Musubi/conversations/n{note}.md",
                 conversation_id=f"test:{note}", message_id=f"test:{note}#{n}", block_id=None,
                 kind="conversation", source="test", project=None,
                 created="2026-01-01T00:00:00Z", title=f"note {note}", role="user", text=text,
                 context="", embed_text=text, embed_hash=str(n))


def _library(path: Path, rows: int, rare_rows: dict[str, list[int]]) -> KeywordStore:
    """``rows`` passages that all say the common words; the rare words only in the rows named."""
    store = KeywordStore(path)
    rng = random.Random(7)
    filler = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel")
    store.db.execute("BEGIN")
    for n in range(rows):
        words = [*COMMON, *rng.sample(filler, 3)]
        words += [w for w, where in rare_rows.items() if n in where]
        rng.shuffle(words)
        chunks = [_chunk(n, " ".join(words), n // 4)]
        store.add_chunks(chunks)
    for note in range(rows // 4 + 1):
        ids = [f"c:{n}" for n in range(note * 4, min(rows, note * 4 + 4))]
        texts = [str(r["text"]) for r in store.chunk_rows(ids).values()]
        if texts:
            store.add_doc([_chunk(note * 4, "\n".join(texts), note)])
    store.db.execute("COMMIT")
    return store


@pytest.fixture
def big(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> KeywordStore:
    monkeypatch.setattr(keyword, "KEYWORD_SCAN_ROWS", BUDGET)
    store = _library(tmp_path / "k.sqlite", 2_000,
                     {"zanzibar": [17, 901, 1500], "quokka": [901, 40], "marzipan": [1999]})
    yield store
    store.close()


def test_a_frequent_word_does_not_bury_the_rare_one(big: KeywordStore) -> None:
    found = big.search("deploy to zanzibar quokka", 10, Filters())
    # The passage holding both rare words first, then the other rare-word passages.
    assert found[0] == "c:901"
    assert set(found[:4]) == {"c:901", "c:17", "c:1500", "c:40"}
    match, scored = big.plan("fts", "deploy to zanzibar quokka")
    assert scored and "deploy" not in match and "zanzibar" in match


def test_only_frequent_words_find_rows_holding_every_one_newest_first(
        big: KeywordStore) -> None:
    found = big.search("deploy server config", 5, Filters())
    assert found == ["c:1999", "c:1998", "c:1997", "c:1996", "c:1995"]
    assert big.search_docs("deploy server config", 2, Filters())[0].endswith("n499.md")


def test_one_frequent_word_alone_is_not_scored_across_the_library(big: KeywordStore) -> None:
    assert big.plan("fts", "deploy deploy") == ('"deploy"', False)
    assert big.search("deploy", 3, Filters()) == ["c:1999", "c:1998", "c:1997"]
    assert big.plan("fts", "zanzibar") == ('"zanzibar"', True)


def test_the_note_channel_keeps_the_rare_word_too(big: KeywordStore) -> None:
    assert big.search_docs("config marzipan", 3, Filters())[0].endswith("n499.md")


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=st.lists(st.sampled_from(COMMON + RARE + ("alpha", "golf", "the", "nowhere")),
                      min_size=1, max_size=6))
def test_what_the_plan_keeps_stays_within_the_budget(big: KeywordStore,
                                                     words: list[str]) -> None:
    query = " ".join(words)
    match, scored = big.plan("fts", query)
    kept = [w.strip('"') for w in match.replace(" AND ", " OR ").split(" OR ")] if match else []
    asked = query_terms(query)
    assert set(kept) <= set(asked)
    if scored and len(kept) > 1:
        assert sum(big._rows_with("fts", w) for w in kept) <= BUDGET
    # Every passage found holds at least one word of the question.
    for text in (str(r["text"]) for r in big.chunk_rows(big.search(query, 20)).values()):
        assert set(text.split()) & set(asked)


def test_a_small_library_searches_every_word(tmp_path: Path) -> None:
    store = _library(tmp_path / "k.sqlite", 40, {"zanzibar": [3]})
    try:
        assert store.plan("fts", "deploy zanzibar") == ('"deploy" OR "zanzibar"', True)
        assert store.search("deploy zanzibar", 3)[0] == "c:3"
    finally:
        store.close()


_OPS = st.lists(st.tuples(st.sampled_from(("put", "drop")), st.integers(0, 5),
                          st.integers(0, 3)), max_size=40)


@settings(max_examples=60, deadline=None)
@given(ops=_OPS)
def test_every_note_has_one_document_with_its_latest_words(
        ops: list[tuple[str, int, int]]) -> None:
    """A note written again, cut to fewer passages, emptied or removed, in any order, leaves
    one document per note that has passages, holding its latest words (documents are
    deleted by rowid now, not by a scan of their paths)."""
    with tempfile.TemporaryDirectory() as tmp:  # a fresh store for every example
        _check_documents(KeywordStore(Path(tmp) / "d.sqlite"), ops)


def _check_documents(store: KeywordStore, ops: list[tuple[str, int, int]]) -> None:
    latest: dict[int, str] = {}
    version = 0
    try:
        for op, note, passages in ops:
            path = f"Musubi/conversations/n{note}.md"
            version += 1
            store.db.execute("BEGIN")
            store.delete_chunks(path)
            if op == "put" and passages:
                word = f"version{version}"
                chunks = [_chunk(note * 10 + k, f"{word} passage {k}", note)
                          for k in range(passages)]
                for c in chunks:
                    c.chunk_id = f"c:{note}:{version}:{c.chunk_id}"
                store.add_chunks(chunks)
                store.add_doc(chunks)
                latest[note] = word
            else:
                latest.pop(note, None)
            store.db.execute("COMMIT")
        docs = [p for (p,) in store.db.execute("SELECT note_path FROM docs")]
        assert sorted(docs) == sorted(f"Musubi/conversations/n{n}.md" for n in latest)
        for note, word in latest.items():
            assert store.search_docs(word, 10) == [f"Musubi/conversations/n{note}.md"]
    finally:
        store.close()


def test_the_projects_listed_follow_every_write(tmp_path: Path) -> None:
    """The list of projects is kept between searches, and a write from this connection or
    from another process's (a sync in the daemon while the CLI searches) shows at once."""
    store = KeywordStore(tmp_path / "p.sqlite")
    other = KeywordStore(tmp_path / "p.sqlite")
    try:
        first = _chunk(1, "deploy notes", 1)
        first.project = "trailmap"
        store.add_chunks([first])
        assert store.projects() == ["trailmap"]
        second = _chunk(2, "ledger import", 2)
        second.project = "ledgerly"
        other.add_chunks([second])
        assert sorted(store.projects()) == ["ledgerly", "trailmap"]
        store.delete_chunks(first.note_path)
        assert store.projects() == ["ledgerly"]
    finally:
        other.close()
        store.close()


def test_a_words_row_count_is_kept_for_the_search_and_follows_every_write(
        tmp_path: Path) -> None:
    """A search counts each of its words once (the plan and the phrase channel share the
    count), and the count follows a write from this connection or from another process: a
    stale count would plan a frequent word as a rare one and walk all its rows."""
    store = KeywordStore(tmp_path / "w.sqlite")
    other = KeywordStore(tmp_path / "w.sqlite")
    asked: list[str] = []
    store.db.set_trace_callback(asked.append)
    try:
        store.add_chunks([_chunk(1, "the kiln log rotates daily", 1)])
        asked.clear()
        store.plan("fts", "kiln log rotates")
        # The index's state is asked once for the whole question, not once a word.
        assert asked.count("PRAGMA data_version") == 1  # FTS5's own asks start with "--"
        store.phrase_search(['"kiln log"'], 10)
        counted = [q for q in asked if q.startswith("SELECT count(*)")]
        assert len(counted) == 3  # kiln, log and rotates, once each
        store.add_chunks([_chunk(2, "kiln temperatures", 2)])
        store.plan("fts", "kiln")
        assert store._rows_with("fts", "kiln") == 2  # its own write
        other.add_chunks([_chunk(3, "a new kiln", 3)])
        store.phrase_search(['"new kiln"'], 10)
        assert store._rows_with("fts", "kiln") == 3  # another process's write
    finally:
        other.close()
        store.close()
