"""A re-index told which notes changed (the daemon's watcher knows) reads those alone, and
leaves the index as a sync that lists the whole vault would: after it, a full sync finds
nothing to do, whatever was edited, added, deleted or moved."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import empty_library
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.engine import Engine
from musubi_daemon.model import Conversation, Message

WHEN = "2025-06-0{}T10:00:00Z"
WORDS = ("harbour", "lantern", "granite", "violet", "compass", "meadow", "copper", "saffron")


def _conversation(n: int, words: str) -> Conversation:
    when = WHEN.format(1 + n % 9)
    return Conversation(
        id=f"chatgpt-export:c{n}", source="chatgpt-export", title=f"Chat {n}", project=None,
        created_at=when, updated_at=when, source_ref="conversations.json",
        messages=[Message(id=f"chatgpt-export:c{n}#0", role="user", text=f"About {words}.",
                          created_at=when)])


def small_library(base: Path) -> Engine:
    """Four conversations and three notes of the person's, indexed."""
    eng: Engine = empty_library(base)
    eng.write_conversations("chatgpt-export", [_conversation(n, WORDS[n]) for n in range(4)])
    notes = eng.vault / "Notes"
    notes.mkdir()
    for n in range(3):
        (notes / f"note {n}.md").write_text(f"# Note {n}\n\nA note on {WORDS[n]}.\n")
    eng.sync_index()
    return eng


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    eng = small_library(tmp_path_factory.mktemp("hinted"))
    yield eng
    eng.close()


@contextlib.contextmanager
def listings(engine: Engine) -> Iterator[list[int]]:
    """Counts the index's listings of the whole vault while inside (one entry per listing)."""
    calls: list[int] = []
    listing = engine.index.vault_files

    def counted() -> Iterator[tuple[str, str]]:
        calls.append(1)
        return listing()

    engine.index.vault_files = counted  # type: ignore[method-assign]
    try:
        yield calls
    finally:
        engine.index.vault_files = listing  # type: ignore[method-assign]


def _rel(engine: Engine, path: Path) -> str:
    return path.relative_to(engine.vault).as_posix()


def _conversation_notes(engine: Engine) -> list[Path]:
    return sorted((engine.vault / engine.folder / "conversations").rglob("*.md"))


def _person_notes(engine: Engine) -> list[Path]:
    """The person's notes, but a link whose note is gone (the callers edit what they list)."""
    return sorted(p for p in (engine.vault / "Notes").rglob("*.md") if p.exists())


def _apply(engine: Engine, op: str, pick: int, word: str) -> list[str] | None:
    """Do what a person or an ingest does to the vault; the paths a watcher would report
    (None: the op touches a folder, which the watcher reports as one path)."""
    convs, notes = _conversation_notes(engine), _person_notes(engine)
    if op == "edit conversation" and convs:
        p = convs[pick % len(convs)]
        p.write_text(p.read_text() + f"\nAdded by hand about {word}.\n")
        return [_rel(engine, p)]
    if op == "delete conversation" and convs:
        p = convs[pick % len(convs)]
        p.unlink()
        return [_rel(engine, p)]
    if op == "new conversation":
        n = 100 + pick
        engine.write_conversations("chatgpt-export", [_conversation(n, word)])
        path = engine.find_note(f"chatgpt-export:c{n}")
        return [path.replace(os.sep, "/")] if path else []
    if op == "edit note" and notes:
        p = notes[pick % len(notes)]
        p.write_text(p.read_text() + f"\nAnd {word}.\n")
        return [_rel(engine, p)]
    if op == "delete note" and notes:
        p = notes[pick % len(notes)]
        p.unlink()
        return [_rel(engine, p)]
    if op == "new note":
        p = engine.vault / "Notes" / f"new {pick} {word}.md"
        p.write_text(f"A fresh note on {word}.\n")
        return [_rel(engine, p)]
    if op == "rename note" and notes:
        p = notes[pick % len(notes)]
        to = p.with_name(f"renamed {pick}.md")
        if to.exists():
            return []
        p.rename(to)
        return [_rel(engine, p), _rel(engine, to)]
    if op == "move folder":
        src = engine.vault / "Notes"
        dst = engine.vault / f"Notes moved {pick}"
        if not src.is_dir() or dst.exists():
            return []
        shutil.move(src, dst)
        src.mkdir()
        return [_rel(engine, src), _rel(engine, dst)]
    return []


OPS = st.sampled_from(["edit conversation", "delete conversation", "new conversation",
                       "edit note", "delete note", "new note", "rename note", "move folder"])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(st.tuples(OPS, st.integers(0, 50), st.sampled_from(WORDS)),
                      min_size=1, max_size=3))
def test_a_sync_told_what_changed_leaves_nothing_for_a_full_one(
        engine: Engine, steps: list[tuple[str, int, str]]) -> None:
    seen: list[str] = []
    for op, pick, word in steps:
        seen += _apply(engine, op, pick, word) or []
    engine.index.sync(paths=seen)
    full = engine.index.sync()
    assert (full.files_indexed, full.files_removed) == (0, 0), (steps, seen)


def test_one_changed_note_is_read_without_listing_the_vault(engine: Engine) -> None:
    # A note of its own: the property above may have deleted every other one.
    engine.write_conversations("chatgpt-export", [_conversation(999, "saffron")])
    p = engine.vault / str(engine.find_note("chatgpt-export:c999"))
    engine.index.sync()
    p.write_text(p.read_text() + "\nA word nobody used: quetzalcoatlus.\n")
    with listings(engine) as calls:
        report = engine.index.sync(paths=[_rel(engine, p)])
        assert report.files_indexed == 1 and not calls
        # A path it cannot vouch for (a new note of the person's) lists the vault after all.
        fresh = engine.vault / "Notes" / "brand new.md"
        fresh.write_text("A brand new note.\n")
        engine.index.sync(paths=[_rel(engine, fresh)])
        assert calls
    assert engine.search("quetzalcoatlus", mode="keyword")[0].note_path == _rel(engine, p)
