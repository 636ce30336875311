"""The embedded vector store is opened when a vector is written or deleted, not by every sync:
`musubi decisions`, `loops` and `profile` catch the index up before they answer, and with
nothing new to index they no longer pay the half second of loading Chroma. A sync that has a
note to index, or a store a killed writer left, still opens it at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

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
    hits = json.loads(musubi("--vault", str(vault), "search", "--json", "--mode", "fast",
                             "the dog sees the animal doctor").stdout)
    assert "Bruno" in hits[0]["text"]


def test_a_store_a_killed_writer_left_is_checked_by_the_next_sync(vault: Path,
                                                                    home: Path) -> None:
    musubi("--vault", str(vault), "remember", "The glacier lantern protocol starts at dawn")
    assert _sync(vault)["indexed"] == 1
    store = _store(home)
    (store / chroma_guard.MARK).write_text("999999", encoding="ascii")  # a writer long gone
    assert _sync(vault)["chroma"] is True  # opened, checked, and found sound
    assert not (store / chroma_guard.MARK).exists()
