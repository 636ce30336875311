"""`musubi decisions` and `musubi loops`: roll-ups across the library, newest first, each
linked to its line, and open loops that leave the list when they are done."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from chat_server import ChatServer
from cli_helpers import git, musubi
from knowledge_library import copy_library, respond

from musubi_daemon.vault.distilled import item_id, parse_sections

BENCH = "Benchmark ef_search values for the HNSW index"
DOMAIN = "Renew the domain before May"


@pytest.fixture
def library(home: Path, tmp_path: Path, library_template: Path, chat_server: ChatServer,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    chat_server.respond = respond
    return copy_library(library_template, tmp_path / "vault", monkeypatch)


def note_path(vault: Path, case: str) -> Path:
    return next(p for p in (vault / "Musubi" / "conversations").rglob("*.md")
                if f"case {case}." in p.read_text(encoding="utf-8"))


def test_decisions_newest_first_linked_to_their_line(library: Path) -> None:
    items = json.loads(musubi("decisions", "--json").stdout)
    assert len(items) == 24
    dates = [i["date"] for i in items]
    assert dates == sorted(dates, reverse=True)
    first = items[0]
    target = library / first["note"]
    assert f"^{first['block']}" in target.read_text(encoding="utf-8")
    assert first["link"] == (f"[[{first['note'].removesuffix('.md')}#^{first['block']}|"
                             f"{first['title']}]]")
    page = (library / "Musubi" / "decisions.md").read_text(encoding="utf-8")
    assert page.count("\n- ") == 24 and first["link"] in page
    assert git(library, "log", "-1", "--format=%an %s").startswith(
        "Musubi musubi decisions: 24")
    # A second run with nothing new writes nothing.
    head = git(library, "rev-parse", "HEAD")
    musubi("decisions")
    assert git(library, "rev-parse", "HEAD") == head


def test_decisions_about_a_subject(library: Path) -> None:
    about = json.loads(musubi("decisions", "--about", "HNSW index tuning", "--json").stdout)
    texts = [i["text"] for i in about]
    assert any("ef_search" in t for t in texts)
    assert all("tax" not in i["note"].lower() for i in about)
    assert len(about) < 24
    # Asking about a subject prints; it does not rewrite decisions.md with a filtered list.
    assert not (library / "Musubi" / "decisions.md").exists()


def test_open_loops_closed_by_a_later_conversation_and_by_a_tick(library: Path) -> None:
    out = json.loads(musubi("loops", "--json").stdout)
    texts = [i["text"] for i in out]
    # The HNSW benchmark was done in a later conversation: it is closed, with the proof.
    assert DOMAIN in texts and BENCH not in texts
    closed = json.loads(musubi("loops", "--all", "--json").stdout)
    bench = next(i for i in closed if i["text"] == BENCH)
    assert bench["closed"] and "Benchmarked ef_search" in bench["closed_by"]["with"]
    page = library / "Musubi" / "open loops.md"
    text = page.read_text(encoding="utf-8")
    block = item_id("actions", DOMAIN)
    assert f"- [ ] {DOMAIN}" in text and f"^{block}" in text
    # The person ticks it on the roll-up page: it leaves the list and is ticked in its note.
    page.write_text(text.replace(f"- [ ] {DOMAIN}", f"- [x] {DOMAIN}"), encoding="utf-8")
    assert json.loads(musubi("loops", "--json").stdout) == []
    note = parse_sections(note_path(library, "tax-02").read_text(encoding="utf-8"))
    assert note is not None and note.done == [DOMAIN]
    after = page.read_text(encoding="utf-8")
    assert DOMAIN not in after and "Nothing open." in after
    assert "musubi-conflict" not in after
    log = git(library, "log", "--format=%an|%s", "-2").strip().split("\n")
    assert log[0].startswith("Musubi|musubi loops: 0 open")
    assert not log[1].startswith("Musubi|")  # the tick, committed as the person's


def test_a_tick_in_the_conversation_note_closes_the_loop(library: Path) -> None:
    path = note_path(library, "tax-02")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"- [ ] {DOMAIN}", f"- [x] {DOMAIN}"), encoding="utf-8")
    assert json.loads(musubi("loops", "--json").stdout) == []


def test_a_long_lived_engine_sees_an_edit_a_moved_and_a_deleted_note(library: Path) -> None:
    """The MCP server's Engine keeps parsed notes between calls; what changed is read again."""
    from musubi_daemon.config import load_config
    from musubi_daemon.engine import Engine

    engine = Engine(load_config(library))
    try:
        before = engine.decisions(write=False).items
        said = before[0].text
        note = library / before[0].note.path
        text = note.read_text(encoding="utf-8")
        # Edited in place (same file, as an editor saves it): the new wording is seen.
        note.write_text(text.replace(said, said + " (and the M value)"), encoding="utf-8")
        edited = engine.decisions(write=False).items
        assert any(i.text == said + " (and the M value)" for i in edited)
        assert len(edited) == len(before)
        # Moved, then deleted: found at its new path, then gone.
        moved = note.with_name("Tuning notes.md")
        note.rename(moved)
        paths = {i.note.path for i in engine.decisions(write=False).items}
        assert moved.relative_to(library).as_posix() in paths
        moved.unlink()
        after = engine.decisions(write=False).items
        assert not any(i.text.startswith(said) for i in after) and len(after) < len(before)
    finally:
        engine.close()
