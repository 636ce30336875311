"""The embedded vector store is opened when a vector is written or deleted, not by every sync:
`musubi decisions`, `loops` and `profile` catch the index up before they answer, and with
nothing new to index they no longer pay the half second of loading Chroma. A sync that has a
note to index, or a store a killed writer left, still opens it at once. A store whose database
cannot be read is a cache: it is replaced, and every note read again, not a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import musubi

from musubi_daemon.index import chroma_guard

# Syncs the vault's index in a process of its own and says what it did and what it loaded.
_SYNC = """
import json, sys
from pathlib import Path
from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
engine = Engine(load_config(Path(sys.argv[1])))
try:
    report = engine.sync_index()
finally:
    engine.close()
print(json.dumps({"indexed": report.files_indexed, "chroma": "chromadb" in sys.modules}))
"""


def _sync(vault: Path) -> dict[str, object]:
    proc = subprocess.run([sys.executable, "-c", _SYNC, str(vault)], capture_output=True,
                          text=True, check=True, env=os.environ.copy())
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _search_fast(vault: Path, query: str) -> list[str]:
    out = musubi("--vault", str(vault), "search", "--json", "--mode", "fast", query).stdout
    return [h["text"] for h in json.loads(out)]


def _store(home: Path) -> Path:
    [store] = (home / ".cache" / "musubi").glob("vault-*/index/chroma")
    return store


def test_a_sync_with_nothing_to_index_never_loads_chroma(vault: Path, home: Path) -> None:
    musubi("--vault", str(vault), "remember", "The glacier lantern protocol starts at dawn")
    assert _sync(vault) == {"indexed": 1, "chroma": True}
    assert _sync(vault) == {"indexed": 0, "chroma": False}
    # A new note: the store is opened, the note's vectors written, and a search finds it by
    # meaning, with no word of the note in the query.
    musubi("--vault", str(vault), "remember", "Bruno's vet appointment moved to Thursday")
    assert _sync(vault) == {"indexed": 1, "chroma": True}
    assert _sync(vault) == {"indexed": 0, "chroma": False}
    assert "Bruno" in _search_fast(vault, "the dog sees the animal doctor")[0]


def test_a_store_a_killed_writer_left_is_checked_by_the_next_sync(vault: Path,
                                                                    home: Path) -> None:
    musubi("--vault", str(vault), "remember", "The glacier lantern protocol starts at dawn")
    assert _sync(vault)["indexed"] == 1
    store = _store(home)
    (store / chroma_guard.MARK).write_text("999999", encoding="ascii")  # a writer long gone
    assert _sync(vault)["chroma"] is True  # opened, checked, and found sound
    assert not (store / chroma_guard.MARK).exists()


def _healthy(vault: Path) -> bool:
    report = json.loads(musubi("--vault", str(vault), "doctor", "--json", check=False).stdout)
    return bool(report["healthy"]) and not report["counts"]


def test_a_vector_store_that_is_not_a_database_is_replaced_and_nothing_is_lost(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Was: every command that wrote a vector stopped with Chroma's traceback ("file is not
    a database"), and the capture's note was left out of the index."""
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")  # a capture is indexed at once
    musubi("--vault", str(vault), "remember", "Bruno's vet appointment moved to Thursday")
    _sync(vault)  # the index catches up
    (_store(home) / "chroma.sqlite3").write_bytes(os.urandom(20_000))
    done = musubi("--vault", str(vault), "remember", "The cello lesson is on Monday evenings")
    assert "Traceback" not in done.stderr
    assert "cello" in _search_fast(vault, "music practice")[0]
    assert "Bruno" in _search_fast(vault, "the dog sees the animal doctor")[0]
    assert _healthy(vault)


def test_a_store_damaged_inside_is_replaced_when_first_written_and_the_next_sync_heals(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A database whose first bytes are SQLite's but whose pages are not: found only when a
    vector is written, halfway through a sync. That sync must not record the index as
    complete: the next one reads every note again, from the vector cache."""
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    musubi("--vault", str(vault), "remember", "Bruno's vet appointment moved to Thursday")
    _sync(vault)
    db = _store(home) / "chroma.sqlite3"
    data = bytearray(db.read_bytes())
    data[100:] = os.urandom(len(data) - 100)
    db.write_bytes(bytes(data))
    done = musubi("--vault", str(vault), "remember", "The piano tuner comes on Friday")
    assert "Traceback" not in done.stderr
    assert "piano" in _search_fast(vault, "instrument maintenance")[0]
    _sync(vault)  # any later sync
    assert _healthy(vault)
    assert "Bruno" in _search_fast(vault, "the dog sees the animal doctor")[0]
