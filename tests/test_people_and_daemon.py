"""A person editing, renaming, deleting and breaking notes while the daemon ingests growing
sessions and runs jobs: afterwards every edit is in its note and in git, nothing is
duplicated, a deleted note stays deleted, and broken YAML never costs the note its body."""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi
from daemon_helpers import Daemon, wait_for
from mcp_helpers import free_port

from musubi_daemon.vault.notes import NoteError, read_frontmatter

SESSIONS = 10


def sid(i: int) -> str:
    return f"ee{i:06d}-0000-4000-8000-000000000000"


def write_session(home: Path, i: int, turns: int) -> None:
    s = Session(project_dir(home) / f"{sid(i)}.jsonl", sid(i))
    for t in range(turns):
        s.user(f"Session {i} question {t}: how is the trail at {t} km?")
        s.assistant(f"Session {i} answer {t}: steady climb, water at the hut.")
    s.write()


def notes(vault: Path) -> list[Path]:
    return sorted((vault / "Musubi" / "conversations").rglob("*.md"))


def ids(vault: Path) -> Counter[str]:
    out: Counter[str] = Counter()
    for p in notes(vault):
        try:
            out[str(read_frontmatter(p.read_text(encoding="utf-8"))["musubi_id"])] += 1
        except (NoteError, KeyError):
            out[f"unreadable:{p.name}"] += 1
    return out


def quiet(vault: Path, seconds: float = 3.0) -> bool:
    """True once the tree has been clean and unchanged for ``seconds``."""
    head = git(vault, "rev-parse", "HEAD")
    if git(vault, "status", "--porcelain").strip():
        return False
    time.sleep(seconds)
    return git(vault, "rev-parse", "HEAD") == head and not git(vault, "status",
                                                                 "--porcelain").strip()


@pytest.fixture
def daemon(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Daemon:
    monkeypatch.setenv("MUSUBI_DAEMON_DEBOUNCE", "0.3")
    monkeypatch.setenv("MUSUBI_DAEMON_PORT", str(free_port()))
    monkeypatch.setenv("MUSUBI_DAEMON_SCHEDULE", "maturation=1,synthesis=2")
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    for i in range(SESSIONS):
        write_session(home, i, 2)
    d = Daemon(vault, tmp_path / "daemon.log", dict(os.environ))
    d.ready()
    yield d
    if d.proc.poll() is None:
        d.proc.terminate()
        d.wait(30)


@pytest.mark.slow
def test_person_and_daemon_at_once(daemon: Daemon, home: Path) -> None:
    vault = daemon.vault
    wait_for(lambda: len(notes(vault)) == SESSIONS, 60, "the first notes")
    by_id = {str(read_frontmatter(p.read_text(encoding="utf-8"))["musubi_id"]): p
             for p in notes(vault)}
    paths = [by_id[f"claude-code:{sid(i)}"] for i in range(SESSIONS)]

    stop = threading.Event()

    def grow() -> None:  # the tool keeps writing while the person works
        turns = 3
        while not stop.is_set():
            for i in range(SESSIONS):
                write_session(home, i, turns)
            turns += 1
            time.sleep(0.4)

    grower = threading.Thread(target=grow)
    grower.start()
    try:
        markers: dict[int, str] = {}
        for i in range(5):  # edits
            markers[i] = f"Ana's marker {i}: the hut sells water."
            text = paths[i].read_text(encoding="utf-8")
            paths[i].write_text(text.replace("## Transcript", f"{markers[i]}\n\n## Transcript",
                                             1), encoding="utf-8")
            time.sleep(0.3)
        renamed = {5: paths[5].with_name("Trail notes five.md"),
                   6: paths[6].with_name("Trail notes six.md")}
        for i, new in renamed.items():  # renames
            paths[i].rename(new)
            paths[i] = new
        paths[7].unlink()  # a deletion
        broken = paths[8]  # broken YAML, with a line of the person's in the body
        text = broken.read_text(encoding="utf-8")
        broken.write_text(text.replace("title: ", "title: [unclosed ", 1).replace(
            "## Transcript", "Ana wrote this below broken properties.\n\n## Transcript", 1),
            encoding="utf-8")
        time.sleep(3)
    finally:
        stop.set()
        grower.join()
    wait_for(lambda: quiet(vault), 90, "the daemon to settle")

    counts = ids(vault)
    assert all(n == 1 for n in counts.values()), counts  # nothing duplicated
    assert f"claude-code:{sid(7)}" not in counts  # the deleted note stays deleted
    assert not (vault / paths[7]).exists()
    for i, marker in markers.items():  # every edit is in the note and in git
        rel = paths[i].relative_to(vault).as_posix()
        assert marker in paths[i].read_text(encoding="utf-8")
        assert marker in git(vault, "show", f"HEAD:{rel}")
        assert "Session" in paths[i].read_text(encoding="utf-8")
    for i in renamed:  # renamed notes kept their identity and kept growing
        assert paths[i].exists()
        assert f"claude-code:{sid(i)}" in counts
    body = broken.read_text(encoding="utf-8")
    assert "Ana wrote this below broken properties." in body
    assert "Session 8 answer 0" in body  # the transcript is still there
    status = json.loads(musubi("status", "--json").stdout)
    assert status["daemon"] is not None
    assert not list(vault.rglob(".musubi-*.tmp"))
    subprocess.run(["git", "-C", str(vault), "fsck", "--no-progress"], check=True,
                   capture_output=True)
    authors = set(git(vault, "log", "--format=%an").split())
    assert {"Musubi", "Ana"} <= authors
