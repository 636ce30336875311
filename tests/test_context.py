"""`musubi context`: the briefing a session in a project starts with, from the distilled
library; the project's items first, within the character budget, read without writing."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import forkserver
import pytest
from chat_server import ChatServer
from cli_helpers import git, musubi
from daemon_helpers import Daemon
from knowledge_library import copy_library, respond
from mcp_helpers import free_port

from musubi_daemon.config import BRIEFING_CHARS, load_config
from musubi_daemon.daemon.client import call
from musubi_daemon.knowledge.briefing import Line, fit, shorten

TRAILMAP = "/home/ana/src/trailmap"
DOMAIN = "Renew the domain before May"


def note_of(vault: Path, case: str) -> Path:
    return next(p for p in (vault / "Musubi" / "conversations").rglob("*.md")
                if f"case {case}." in p.read_text(encoding="utf-8"))


@pytest.fixture
def library(home: Path, tmp_path: Path, library_template: Path, chat_server: ChatServer,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    """The library, with the conversation that left the domain renewal open moved (by the
    person, in its note) to the trailmap project."""
    chat_server.respond = respond
    vault = copy_library(library_template, tmp_path / "vault", monkeypatch)
    note = note_of(vault, "tax-02")
    text = note.read_text(encoding="utf-8")
    assert "\nproject: lab\n" in text
    note.write_text(text.replace("\nproject: lab\n", f"\nproject: {TRAILMAP}\n"),
                    encoding="utf-8")
    git(vault, "-c", "user.name=Ana Lima", "-c", "user.email=ana@example.org", "commit", "-qam",
        "the domain is trailmap's")
    return vault


def test_a_project_gets_its_own_items_first_then_others_within_the_budget(
        library: Path) -> None:
    head = git(library, "rev-parse", "HEAD")
    text = musubi("--vault", str(library), "context", "--project", TRAILMAP).stdout.rstrip("\n")
    assert len(text) <= BRIEFING_CHARS
    assert text.startswith(f"Musubi's memory for trailmap ({TRAILMAP})")
    loops = text.split("## Open loops\n")[1].split("\n\n")[0].splitlines()
    assert loops[0].startswith(f"- {DOMAIN} · 2025-") and "(in lab)" not in loops[0]
    assert "#^" in loops[0] and "|Quarterly estimated payments]]" in loops[0]  # its line
    assert all("(in lab)" in line for line in loops[1:])
    decisions = text.split("## Recent decisions\n")[1].split("\n\n")[0].splitlines()
    assert "(in lab)" not in decisions[0] and "(in lab)" in decisions[-1]
    assert "Named Ana" in text or "vegetarian" in text  # the durable facts about the person
    # A project's name, as search takes it, briefs the same items as its folder.
    named = musubi("--vault", str(library), "context", "--project", "trailmap").stdout
    assert named.startswith("Musubi's memory for trailmap: ")
    assert named.split("\n", 1)[1] == text.split("\n", 1)[1] + "\n"
    # Read, never written: no commit, nothing changed in the vault.
    assert git(library, "rev-parse", "HEAD") == head
    assert git(library, "status", "--porcelain") == ""


def test_json_gives_the_structure_and_other_folders_get_the_recent_ones(library: Path) -> None:
    r = json.loads(musubi("--vault", str(library), "context", "--project", "/srv/elsewhere",
                          "--json").stdout)
    assert r["project"] == "/srv/elsewhere" and r["chars"] <= r["limit"] == BRIEFING_CHARS
    assert r["loops"] and not any(x["here"] for x in r["loops"] + r["decisions"])
    dates = [x["date"] for x in r["decisions"]]
    assert dates == sorted(dates, reverse=True)  # the most recent first
    assert r["left_out"] > 0  # more decisions than fit: the budget held
    assert r["text"].count("\n- ") == len(r["loops"]) + len(r["decisions"]) + len(r["facts"])


def test_the_current_folder_is_the_default_project(library: Path, tmp_path: Path) -> None:
    folder = tmp_path / "trailmap"
    folder.mkdir()
    out = subprocess.run(forkserver.argv("--vault", str(library),
                          "context", "--json"), cwd=folder, capture_output=True, text=True,
                         check=True).stdout
    r = json.loads(out)
    assert r["project"] == str(folder)
    assert [x["text"] for x in r["loops"] if x["here"]] == [DOMAIN]  # same folder name


def test_no_vault_is_said_plainly(home: Path) -> None:
    r = musubi("context", check=False)
    assert r.returncode == 2 and "no vault" in r.stderr


def test_lines_are_whole_and_the_budget_is_kept() -> None:
    assert shorten("word " * 100, 30) == "word word word word word…"
    lines = [Line(f"item {i} " + "x" * 40, "2025-01-01", f"[[n{i}]]", "/p", i % 2 == 0)
             for i in range(60)]
    b = fit("/p", {"loops": lines[:30], "decisions": lines[30:], "facts": []}, 600)
    assert len(b.text) <= 600 and b.left_out > 0
    assert all(line.endswith("]]") or not line.startswith("- ") for line in b.text.splitlines())
    assert all(x.here for x in b.loops + b.decisions)  # the project's fill a small budget


def test_the_running_daemon_answers_and_answers_fast(library: Path, tmp_path: Path) -> None:
    # No scheduled jobs: started between 02:30 and 04:00, the daemon first makes up the night's
    # missed jobs (knowledge, synthesis) on the Engine's thread, and a call waits behind them;
    # what is measured here is the warm answer.
    env = dict(os.environ) | {"MUSUBI_DAEMON_PORT": str(free_port()),
                              "MUSUBI_DAEMON_SCHEDULE": "off"}
    daemon = Daemon(library, tmp_path / "daemon.log", env)
    try:
        daemon.ready()
        cache = load_config(library).cache_dir
        first = call(cache, "context", {"project": TRAILMAP})
        assert first is not None, daemon.report()
        started = time.perf_counter()
        again = call(cache, "context", {"project": TRAILMAP})
        assert time.perf_counter() - started < 1.0
        assert again == first
        text = musubi("--vault", str(library), "context", "--project", TRAILMAP).stdout
        assert text.rstrip("\n") == first["text"]
    finally:
        daemon.proc.terminate()
        daemon.wait()
