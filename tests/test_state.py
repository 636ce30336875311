"""The state in the cache across versions of Musubi: an older state is brought up to date in
place (nothing in it lost), one written by a newer Musubi is refused with what to do."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import musubi

from musubi_daemon.state import SCHEMA_VERSION, State, StateTooNew

# The state as Musubi wrote it before its schema had a version: no user_version, no digests
# of earlier renders beside the merge bases.
VERSION_0 = """
CREATE TABLE notes (musubi_id TEXT PRIMARY KEY, source TEXT NOT NULL, path TEXT,
  content_hash TEXT NOT NULL, written_sha TEXT, base_blob TEXT, commit_sha TEXT,
  pending INTEGER NOT NULL DEFAULT 0, deleted INTEGER NOT NULL DEFAULT 0, title TEXT,
  updated TEXT);
CREATE TABLE bases (key TEXT PRIMARY KEY, text BLOB NOT NULL);
INSERT INTO notes(musubi_id, source, path, content_hash) VALUES
  ('claude-code:s1', 'claude-code', 'Musubi/conversations/a.md', 'abc');
"""


def old_state(path: Path) -> None:
    db = sqlite3.connect(path)
    db.executescript(VERSION_0)
    db.commit()
    db.close()


def test_a_state_from_before_versions_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "state.sqlite"
    old_state(path)
    state = State(path)
    try:
        assert state.schema_version() == SCHEMA_VERSION
        row = state.note("claude-code:s1")
        assert row is not None and row.path == "Musubi/conversations/a.md"  # kept
        state.put_base("claude-code:s1", "render", ["00112233aabbccdd"])
        assert state.base("claude-code:s1") == "render"
        assert state.seen("claude-code:s1") == ["00112233aabbccdd"]
    finally:
        state.close()
    again = State(path)  # opened again: nothing to do
    try:
        assert again.schema_version() == SCHEMA_VERSION
        assert again.seen("claude-code:s1") == ["00112233aabbccdd"]
    finally:
        again.close()


def test_the_digests_kept_per_note_are_bounded(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from musubi_daemon import state as S

    monkeypatch.setattr(S, "SEEN_DIGESTS", 5)
    st = State(tmp_path / "state.sqlite")
    try:
        for n in range(4):
            st.put_base("k", f"render {n}", [f"{n:02d}" * 8, f"{n + 50:02d}" * 8])
        kept = st.seen("k")
        assert len(kept) == 5
        assert kept[:2] == ["03" * 8, "53" * 8]  # the newest render's first
    finally:
        st.close()


def test_a_state_written_by_a_newer_musubi_is_refused_with_the_fix(vault: Path) -> None:
    cache = Path(json.loads(musubi("status", "--json").stdout)["cache"])
    db = sqlite3.connect(cache / "state.sqlite")
    db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(StateTooNew, match="newer Musubi"):
        State(cache / "state.sqlite")
    status = musubi("status", check=False)
    assert status.returncode == 2, status.stderr  # a usage error with its fix, no traceback
    assert "newer Musubi" in status.stderr and "delete the cache folder" in status.stderr
    assert "Traceback" not in status.stderr


def test_two_processes_bringing_one_old_state_up_to_date_do_not_collide(tmp_path: Path) -> None:
    """The daemon and a command opened the same old state at once: the one that waited for the
    other's migration finds it done, not "duplicate column" (seen when an MCP server and
    `musubi remember` started together on a new vault)."""
    import threading
    import time

    path = tmp_path / "state.sqlite"
    old_state(path)
    State(path).close()  # brought up to date once, then wound back to before step 2
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("ALTER TABLE bases DROP COLUMN written")
    db.execute("ALTER TABLE bases DROP COLUMN seen")
    db.execute("PRAGMA user_version=1")
    db.execute("BEGIN IMMEDIATE")  # the other process is migrating: it holds the write lock
    errors: list[BaseException] = []
    opened: list[int] = []

    def open_state() -> None:
        try:
            state = State(path)
            opened.append(state.schema_version())
            state.close()
        except BaseException as e:  # reported below
            errors.append(e)

    waiter = threading.Thread(target=open_state)
    waiter.start()
    time.sleep(0.5)  # the waiter has read the old version and is queued on the lock
    db.execute("ALTER TABLE bases ADD COLUMN seen BLOB")
    db.execute("ALTER TABLE bases ADD COLUMN written TEXT")
    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
    db.execute("COMMIT")
    db.close()
    waiter.join(timeout=60)
    assert not errors, errors
    assert opened == [SCHEMA_VERSION]
