"""Parsed notes outlive the process: a cold briefing or roll-up parses only the notes that
changed since the last one, and still sees every edit, move and deletion the person made."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from musubi_daemon.config import NOTE_STORE, load_config
from musubi_daemon.engine import Engine
from musubi_daemon.knowledge import library
from musubi_daemon.model import Conversation, Message

DBS = ["Postgres", "SQLite", "DuckDB", "MariaDB", "CockroachDB", "Firebird"]


def _conversation(i: int) -> Conversation:
    at = f"2026-04-{10 + i:02d}T09:00:00Z"
    cid = f"claude-code:store{i}"
    return Conversation(cid, "claude-code", f"Database for service {i}", "shop", at, at,
                        f"t:{cid}", [
                            Message(f"{cid}#1", "user", f"Which database for service {i}: "
                                    f"{DBS[i]} or Oracle?", at),
                            Message(f"{cid}#2", "assistant", f"{DBS[i]} fits a small "
                                    "service; Oracle costs a licence.", at),
                            Message(f"{cid}#3", "user", f"We'll go with {DBS[i]} for service "
                                    f"{i}.", at)])


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The notes parsed from their files, in the order they were."""
    seen: list[str] = []
    real = library._read_note

    def counting(p: Path, rel: str, kind: str) -> object:
        seen.append(rel)
        return real(p, rel, kind)

    monkeypatch.setattr(library, "_read_note", counting)
    yield seen


def _decisions(vault: Path) -> list[str]:
    """The person's own decisions ("We'll go with ..."), as `musubi decisions` lists them."""
    engine = Engine(load_config(vault))
    try:
        return sorted(i.text for i in engine.decisions(write=False).items
                      if "go with" in i.text)
    finally:
        engine.close()


def _distilled(vault: Path, n: int) -> Path:
    """``n`` conversations written and distilled; the vault's cache folder."""
    engine = Engine(load_config(vault))
    try:
        engine.write_conversations("claude-code", [_conversation(i) for i in range(n)])
        engine.distill(only_heuristic=True)
        return engine.config.cache_dir
    finally:
        engine.close()


def test_a_second_process_parses_only_what_changed_and_sees_every_change(
        vault: Path, parses: list[str]) -> None:
    cache = _distilled(vault, 6)
    first = _decisions(vault)
    assert len(first) == 6 and any("DuckDB" in d for d in first)
    parses.clear()

    assert _decisions(vault) == first
    assert parses == [], "a cold read parsed notes that had not changed"

    # She edits one decision, deletes one note and moves another into a folder of her own.
    notes = sorted((vault / "Musubi" / "conversations").rglob("*.md"))
    duck = next(p for p in notes if "service 2" in p.read_text(encoding="utf-8"))
    duck.write_text(duck.read_text(encoding="utf-8").replace("DuckDB", "DuckDB 1.2"),
                    encoding="utf-8")
    gone = next(p for p in notes if "service 4" in p.read_text(encoding="utf-8"))
    gone.unlink()
    moved = next(p for p in notes if "service 0" in p.read_text(encoding="utf-8"))
    (vault / "Work").mkdir()
    moved.rename(vault / "Work" / moved.name)

    after = _decisions(vault)
    assert len(after) == 5
    assert any("DuckDB 1.2" in d for d in after)
    assert not any("CockroachDB" in d for d in after)
    assert any("Postgres" in d for d in after)
    assert sorted(Path(p).name for p in parses) == sorted([duck.name, moved.name])

    with sqlite3.connect(cache / NOTE_STORE) as db:
        kept = [r for (r,) in db.execute("SELECT rel FROM notes")]
    assert len(kept) == 5 and not any(gone.name in r for r in kept)
    assert any(r.startswith("Work/") for r in kept)


def test_a_store_of_another_version_is_read_anew_and_a_damaged_one_is_only_a_cache(
        vault: Path, parses: list[str]) -> None:
    cache = _distilled(vault, 3)
    first = _decisions(vault)
    with sqlite3.connect(cache / NOTE_STORE) as db:
        db.execute("UPDATE meta SET value='older' WHERE key='format'")
    parses.clear()
    assert _decisions(vault) == first
    assert len(parses) == 3  # every note parsed again, none read in an older shape

    (cache / NOTE_STORE).write_bytes(b"not a database at all")
    for extra in ("-wal", "-shm"):
        (cache / f"{NOTE_STORE}{extra}").unlink(missing_ok=True)
    assert _decisions(vault) == first
