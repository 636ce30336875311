"""Lifecycle states in search: demoted, archived and superseded notes stay in the vault but
leave default search and `similar`; `--all` asks for them. Real notes, real FTS5,
embedded Chroma and the real embedder."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import musubi

from musubi_daemon.config import HIDDEN_STATES, load_config
from musubi_daemon.engine import Engine
from musubi_daemon.index.keyword import SCHEMA_VERSION, Chunk, KeywordStore
from musubi_daemon.index.query import Filters
from musubi_daemon.model import Conversation, Message

DOUGH = "claude-code:dough-0001"    # the note that is demoted and matured again
RYE = "claude-code:rye-0002"        # its neighbour in meaning, always active
HELM = "claude-code:helm-0003"      # another subject altogether

TALK = {
    DOUGH: ("Sourdough starter feeding",
            "My sourdough starter smells of acetone and barely rises. How often should I "
            "feed it, and at what flour to water ratio?",
            "Feed the sourdough starter twice a day at 1:5:5 with rye flour; in two days it "
            "doubles again and the acetone smell goes."),
    RYE: ("Rye sourdough proofing",
          "How long should a rye sourdough loaf proof before baking in the Dutch oven?",
          "Proof the rye sourdough loaf cold overnight, then bake it in the Dutch oven; the "
          "starter's acidity keeps the rye crumb moist."),
    HELM: ("Helm readiness probes",
           "Pods receive traffic before the database migration finishes. What should change "
           "in the Helm chart?",
           "Add a readiness probe to the Helm chart so the Service waits until the migration "
           "ran; ArgoCD then rolls the pods one at a time."),
}


def _conversation(cid: str, day: int) -> Conversation:
    title, question, answer = TALK[cid]
    at = f"2026-03-{day:02d}T09:00:00Z"
    return Conversation(cid, "claude-code", title, "kitchen", at, at, f"test:{cid}",
                        [Message(f"{cid}#u1", "user", question, at),
                         Message(f"{cid}#a1", "assistant", answer, at)])


@pytest.fixture
def vault(home: Path, tmp_path: Path) -> Path:
    v = tmp_path / "vault"
    musubi("init", str(v))
    engine = Engine(load_config(v))
    try:
        engine.write_conversations("claude-code", [_conversation(c, d) for d, c in
                                                   enumerate(TALK, 1)])
        engine.sync_index()
    finally:
        engine.close()
    return v


def _note(vault: Path, cid: str) -> Path:
    for path in sorted((vault / "Musubi").rglob("*.md")):
        if f"musubi_id: {cid}\n" in path.read_text(encoding="utf-8"):
            return path
    raise AssertionError(f"no note for {cid}")


def _set_state(path: Path, state: str) -> None:
    """Change the ``state`` property the way a lifecycle job or a person in Obsidian does."""
    text = path.read_text(encoding="utf-8")
    head, sep, body = text[4:].partition("\n---\n")
    head, n = re.subn(r"^state: .*$", f"state: {state}", head, count=1, flags=re.MULTILINE)
    assert n == 1 and sep, "the note has a state property in its frontmatter"
    path.write_text(text[:4] + head + sep + body, encoding="utf-8")


def _sync(vault: Path) -> Any:
    engine = Engine(load_config(vault))
    try:
        return engine.sync_index()
    finally:
        engine.close()


def _search(*args: str) -> list[dict[str, Any]]:
    return json.loads(musubi("search", "--json", *args).stdout)


def _similar(target: str) -> list[dict[str, Any]]:
    return json.loads(musubi("similar", "--json", target).stdout)


def _ids(hits: list[dict[str, Any]]) -> set[str]:
    return {h["conversation_id"] for h in hits}


def _stored_states(vault: Path, rel: str) -> tuple[set[Any], set[Any], bool]:
    """The state each keyword table holds for a note (passages, note documents), and whether
    every passage keeps its vector: a hidden note is left out of answers, not of the index."""
    engine = Engine(load_config(vault))
    try:
        db = engine.index.keyword.db
        rows = db.execute("SELECT chunk_id, state FROM chunks WHERE note_path=?",
                          (rel,)).fetchall()
        docs = {s for (s,) in db.execute("SELECT state FROM docs WHERE note_path=?", (rel,))}
        ids = [i for i, _ in rows]
        kept = bool(ids) and len(engine.index.vectors.col.get(ids=ids, include=[])["ids"]) \
            == len(ids)
    finally:
        engine.close()
    return {s for _, s in rows}, docs, kept


def test_demoted_note_leaves_search_until_asked_for_or_matured(vault: Path) -> None:
    query = "sourdough starter rye flour"
    before = _search(query)
    assert {DOUGH, RYE} <= _ids(before)
    assert {h["state"] for h in before} == {"provisional"}  # --json shows each hit's state

    path = _note(vault, DOUGH)
    rel = path.relative_to(vault).as_posix()
    _set_state(path, "demoted")
    report = _sync(vault)
    assert report.files_indexed == 1 and not report.rebuilt  # an edit like any other
    assert _stored_states(vault, rel) == ({"demoted"}, {"demoted"}, True)

    hidden = _search(query)
    assert DOUGH not in _ids(hidden) and RYE in _ids(hidden)
    shown = _search("--all", query)
    assert {DOUGH, RYE} <= _ids(shown)
    assert {h["state"] for h in shown if h["conversation_id"] == DOUGH} == {"demoted"}
    for mode in ("fast", "deep"):
        assert DOUGH not in _ids(_search("--mode", mode, query))
        assert DOUGH in _ids(_search("--mode", mode, "--all", query))

    _set_state(path, "matured")  # as long as "demoted": only the mtime tells sync
    assert _sync(vault).files_indexed == 1
    assert _stored_states(vault, rel) == ({"matured"}, {"matured"}, True)
    back = _search(query)
    assert DOUGH in _ids(back)
    assert {h["state"] for h in back if h["conversation_id"] == DOUGH} == {"matured"}


def test_similar_leaves_out_hidden_notes(vault: Path) -> None:
    assert DOUGH in _ids(_similar(RYE))
    path = _note(vault, DOUGH)
    _set_state(path, "archived")
    _sync(vault)
    assert DOUGH not in _ids(_similar(RYE))
    assert DOUGH not in _ids(_similar("feeding a sourdough starter"))
    engine = Engine(load_config(vault))
    try:
        assert DOUGH in {h.conversation_id for h in engine.similar(RYE, include_hidden=True)}
    finally:
        engine.close()
    _set_state(path, "matured")
    _sync(vault)
    assert DOUGH in _ids(_similar(RYE))


def test_every_hidden_state_and_every_kind(vault: Path) -> None:
    """Concept and curated pages hide by their state too; a person's own note never does, since
    a ``state`` property of theirs is not Musubi's lifecycle."""
    concept = vault / "Musubi" / "concepts" / "Starter care.md"
    concept.parent.mkdir(parents=True, exist_ok=True)
    concept.write_text("---\nmusubi_id: concept:starter-care\ntype: concept\n"
                       "title: Starter care\nstate: superseded\n---\n# Starter care\n\n"
                       "A kefir grain culture needs daily milk.\n", encoding="utf-8")
    curated = vault / "Musubi" / "curated" / "baking" / "Kefir.md"
    curated.parent.mkdir(parents=True, exist_ok=True)
    curated.write_text("---\nstate: matured\n---\n# Kefir\n\nKefir grain milk ferments "
                       "overnight.\n", encoding="utf-8")
    own = vault / "Kefir diary.md"
    own.write_text("---\nstate: archived\n---\nMy kefir grain jar sits by the window.\n",
                   encoding="utf-8")
    _sync(vault)
    engine = Engine(load_config(vault))
    try:
        kefir = ("Musubi/concepts/Starter care.md", "Musubi/curated/baking/Kefir.md",
                 "Kefir diary.md")
        default = {h.note_path for h in engine.search("kefir grain")}
        assert kefir[0] not in default and set(kefir[1:]) <= default
        every = {h.note_path: h.state for h in engine.search(
            "kefir grain", filters=Filters(include_hidden=True))}
        assert [every.get(p) for p in kefir] == ["superseded", "matured", None]
        assert "Kefir diary.md" in every
        for state in HIDDEN_STATES:
            _set_state(_note(vault, HELM), state.upper())  # read case-insensitively
            engine.sync_index()
            for mode in ("fast", "hybrid", "deep"):
                hits = engine.search("Helm readiness probe migration", mode=mode)
                assert HELM not in {h.conversation_id for h in hits}, (state, mode)
    finally:
        engine.close()


# The keyword store's layout before states were indexed (schema 1, no version in its meta).
OLD_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE files (path TEXT PRIMARY KEY, mtime_ns INTEGER, size INTEGER, kind TEXT,
  error TEXT);
CREATE TABLE chunks (rowid INTEGER PRIMARY KEY, chunk_id TEXT UNIQUE NOT NULL,
  note_path TEXT NOT NULL, conversation_id TEXT, message_id TEXT, block_id TEXT,
  kind TEXT NOT NULL, source TEXT, project TEXT, created TEXT, title TEXT, role TEXT,
  text TEXT NOT NULL, embed_hash TEXT NOT NULL);
CREATE VIRTUAL TABLE fts USING fts5(text, context, title);
CREATE VIRTUAL TABLE docs USING fts5(note_path UNINDEXED, source UNINDEXED,
  project UNINDEXED, kind UNINDEXED, created UNINDEXED, body);
"""


def _old_index(path: Path, provider_id: str) -> None:
    db = sqlite3.connect(path)
    db.executescript(OLD_SCHEMA)
    db.execute("INSERT INTO meta VALUES ('provider_id', ?)", (provider_id,))
    db.execute("INSERT INTO chunks (chunk_id, note_path, kind, text, embed_hash) "
               "VALUES ('old~0', 'Musubi/old.md', 'conversation', 'stale text', 'h')")
    db.commit()
    db.close()


def _chunk(state: str | None) -> Chunk:
    return Chunk(chunk_id=f"c-{state}", note_path=f"{state}.md", conversation_id=None,
                 message_id=None, block_id=None, kind="conversation", source="s", project=None,
                 created="2026-03-01T00:00:00Z", title=None, role="user",
                 text="walnut bread", context="", embed_text="walnut bread", embed_hash="h",
                 state=state)


def test_old_keyword_store_is_dropped_on_open_and_the_version_kept(tmp_path: Path) -> None:
    path = tmp_path / "keyword.sqlite"
    _old_index(path, "minilm:256")
    store = KeywordStore(path)
    assert store.get_meta("schema_version") == SCHEMA_VERSION
    assert store.get_meta("provider_id") is None  # so the next sync rebuilds, vectors too
    assert store.count() == 0
    store.add_chunks([_chunk(None), _chunk("demoted"), _chunk("matured")])
    assert set(store.search("walnut", 10)) == {"c-None", "c-matured"}
    assert set(store.search("walnut", 10, Filters(include_hidden=True))) == {
        "c-None", "c-demoted", "c-matured"}
    store.set_meta("provider_id", "minilm:256")
    store.close()
    store = KeywordStore(path)  # a current store is opened as it is
    assert store.count() == 3 and store.get_meta("provider_id") == "minilm:256"
    store.clear()  # what a forced rebuild does: rows go, the version stays
    assert store.count() == 0 and store.get_meta("schema_version") == SCHEMA_VERSION
    store.close()
    assert Filters(include_hidden=True).sql() == ("", [])
    assert Filters().sql()[1] == list(HIDDEN_STATES)


def test_old_index_is_rebuilt_before_the_first_search(vault: Path) -> None:
    """An index written before states existed, with this embedder's provider_id: the first
    search rebuilds it from the vault instead of failing on the missing column."""
    engine = Engine(load_config(vault))
    provider = engine.index.provider_ok() and engine.index.keyword.get_meta("provider_id")
    root = engine.index.root
    engine.close()
    assert provider
    for name in ("keyword.sqlite", "keyword.sqlite-wal", "keyword.sqlite-shm"):
        (root / name).unlink(missing_ok=True)
    _old_index(root / "keyword.sqlite", provider)
    _set_state(_note(vault, DOUGH), "demoted")

    hits = _search("sourdough starter rye flour")
    assert RYE in _ids(hits) and DOUGH not in _ids(hits)
    engine = Engine(load_config(vault))
    try:
        assert engine.index.vectors.count() == engine.index.keyword.count() > 0
        assert engine.sync_index().files_indexed == 0  # already whole: nothing to redo
    finally:
        engine.close()
