"""End to end: histories on disk become notes in a real git vault, through the real CLI."""

from __future__ import annotations

import errno
import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.vault import files
from musubi_daemon.vault.notes import parse

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "histories"
SECRET = "sk-proj-" + "Q7xW2mZ9kLpR4tYvB8nC3dF6gH1jK5"


def notes(vault: Path, source: str | None = None) -> list[Path]:
    base = vault / "Musubi" / "conversations"
    if source:
        base = base / source
    return sorted(base.rglob("*.md"))


@pytest.fixture
def vault(home: Path, tmp_path: Path) -> Path:
    v = tmp_path / "vault"
    subprocess.run(["git", "config", "--global", "user.name", "Ana Lima"], check=True,
                   env={**os.environ})
    subprocess.run(["git", "config", "--global", "user.email", "ana@example.org"], check=True)
    musubi("init", str(v))
    return v


def session(home: Path, sid: str = "5e551001-aaaa-4bbb-8ccc-000000000001") -> Session:
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user("The tile cache is cold after every deploy. Why?")
    s.assistant("The cache key includes the build hash, so each deploy starts empty.")
    s.tool("Bash", "rg cache_key src/", "src/tiles.py:12: cache_key = f'{BUILD}:{z}/{x}/{y}'")
    s.assistant("Drop the build hash from the key and version the style instead.")
    return s


def test_init_creates_a_git_vault_with_musubi_folder_and_remembers_it(vault: Path,
                                                                        home: Path) -> None:
    assert (vault / ".git").is_dir()
    assert (vault / "Musubi" / "conversations").is_dir()
    assert ".obsidian/workspace.json" in (vault / ".gitignore").read_text()
    config = (home / ".config" / "musubi" / "config.toml").read_text()
    assert str(vault) in config
    # What she had is adopted under her name; the Obsidian Bases are Musubi's own commit.
    assert git(vault, "log", "--format=%an|%s").strip().splitlines() == [
        "Musubi|musubi init: Obsidian Bases over the library", "Ana Lima|vault: adopted by Musubi"]
    # Adopting again changes nothing and keeps one .gitignore entry each.
    musubi("init", str(vault))
    assert len(git(vault, "log", "--format=%s").splitlines()) == 2
    assert (vault / ".gitignore").read_text().count(".obsidian/workspace.json") == 1


def test_ingest_writes_notes_commits_once_and_rerun_is_a_noop(vault: Path, home: Path) -> None:
    session(home).write()
    out = musubi("ingest")  # vault from the config file, sources from their default places
    assert "claude-code" in out.stdout
    [note] = notes(vault, "claude-code")
    assert note.name.startswith("2026-03-01 The tile cache is cold after every deploy")
    conv = parse(note.read_text(encoding="utf-8"))
    assert [m.role for m in conv.messages] == ["user", "assistant", "assistant", "tool",
                                                 "assistant"]
    log = git(vault, "log", "--format=%an <%ae>|%s")
    assert log.splitlines()[0] == "Musubi <musubi@localhost>|musubi ingest: 1 added, 0 updated"
    head = git(vault, "rev-parse", "HEAD")
    mtime = note.stat().st_mtime_ns

    again = json.loads(musubi("ingest", "--json").stdout)
    assert again["commit"] is None and again["written"] == 0
    assert again["sources"]["claude-code"]["units_unchanged"] == 1
    assert git(vault, "rev-parse", "HEAD") == head
    assert note.stat().st_mtime_ns == mtime


def test_renamed_note_is_updated_in_place_not_duplicated(vault: Path, home: Path) -> None:
    s = session(home)
    s.write()
    musubi("ingest", "--source", "claude-code")
    [note] = notes(vault)
    moved = vault / "Projects" / "Tile cache decision.md"
    moved.parent.mkdir()
    note.rename(moved)
    s.user("And the style version lives where?").assistant("In style.json, field `version`.")
    s.write()
    musubi("ingest", "--source", "claude-code")
    assert notes(vault) == []
    conv = parse(moved.read_text(encoding="utf-8"))
    assert conv.messages[-1].text == "In style.json, field `version`."
    # The move was committed as the person's, the update as Musubi's.
    authors = git(vault, "log", "--format=%an|%s").splitlines()
    assert authors[0].startswith("Musubi|musubi ingest: 0 added, 1 updated")
    assert authors[1] == "Ana Lima|vault: edits made outside Musubi"


def test_persons_edit_survives_a_grown_source(vault: Path, home: Path) -> None:
    s = session(home)
    s.write()
    musubi("ingest")
    [note] = notes(vault)
    text = note.read_text(encoding="utf-8")
    edited = text.replace("## Transcript", "My note: ship this before the Alps trip.\n\n"
                          "## Transcript").replace("title: The tile cache", "title: Tile cache")
    note.write_text(edited, encoding="utf-8")
    s.user("Does the CDN need purging too?").assistant("Yes, purge /tiles/* once.")
    s.write()
    musubi("ingest")
    merged = note.read_text(encoding="utf-8")
    assert "My note: ship this before the Alps trip." in merged
    assert "Yes, purge /tiles/* once." in merged
    assert "title: Tile cache" in merged and "messages: 7" in merged
    assert "musubi-conflict" not in merged
    assert parse(merged).messages[-1].text == "Yes, purge /tiles/* once."


def test_conflicting_edit_keeps_the_persons_text_and_the_proposal(vault: Path,
                                                                   home: Path) -> None:
    s = session(home)
    s.write()
    musubi("ingest")
    [note] = notes(vault)
    text = note.read_text(encoding="utf-8")
    mine = "Drop the build hash from the key; I decided to version the style (Ana)."
    note.write_text(text.replace("Drop the build hash from the key and version the style "
                                 "instead.", mine), encoding="utf-8")
    # The source rewrites that same last answer and grows.
    s.lines[-1]["message"]["content"][0]["text"] = "Remove the build hash from the cache key."
    s.user("ok").write()
    musubi("ingest")
    merged = note.read_text(encoding="utf-8")
    assert mine in merged
    assert "[!musubi-conflict]" in merged
    assert "> Remove the build hash from the cache key." in merged


def test_planted_secret_never_reaches_vault_or_history(vault: Path, home: Path) -> None:
    s = session(home)
    s.user(f"my env has OPENAI_API_KEY={SECRET} and Authorization: Bearer {SECRET[8:]}")
    s.tool("Bash", f"curl -H 'Authorization: Bearer {SECRET[8:]}' api", f"key={SECRET}")
    s.write()
    musubi("ingest")
    for p in vault.rglob("*"):
        if p.is_file() and ".git" not in p.parts:
            assert SECRET[8:] not in p.read_text(encoding="utf-8", errors="replace")
    history = git(vault, "log", "-p", "--all")
    assert SECRET[8:] not in history
    assert "[REDACTED:openai]" in history


def test_bad_input_is_reported_and_the_rest_ingested(vault: Path, home: Path,
                                                      tmp_path: Path) -> None:
    session(home).write()
    broken = project_dir(home, "/home/ana/src/other") / "0bad0000-0000-4000-8000-000000000000.jsonl"
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"\x00\xff garbage \x89PNG\n{not json\n")
    not_export = tmp_path / "holiday-photos.zip"
    import zipfile

    with zipfile.ZipFile(not_export, "w") as z:
        z.writestr("IMG_0001.jpg", b"\xff\xd8\xff")
    proc = musubi("ingest", "--source", "claude-code",
                  "--source", f"chatgpt-export={not_export}")
    assert proc.returncode == 0
    assert "warning:" in proc.stderr and "holiday-photos.zip" in proc.stderr
    assert len(notes(vault, "claude-code")) == 1
    status = json.loads(musubi("status", "--json").stdout)
    skipped = status["last_ingest"]["skipped"]
    assert any("holiday-photos.zip" in s["path"] and "not a ChatGPT export" in s["reason"]
               for s in skipped)
    assert status["sources"]["claude-code"]["notes"] == 1

    missing = musubi("ingest", "--source", f"claude-export={tmp_path / 'nope.zip'}",
                     check=False)
    assert missing.returncode == 2
    assert "does not exist" in missing.stderr


def test_large_tool_output_is_an_artifact_and_links_resolve(vault: Path, home: Path) -> None:
    s = session(home)
    big = "\n".join(f"tiles/{i}.png  {i * 37} bytes" for i in range(3000))
    s.tool("Bash", "ls -l tiles/", big).write()
    musubi("ingest")
    [note] = notes(vault)
    text = note.read_text(encoding="utf-8")
    [artifact] = re.findall(r"\[\[(Musubi/artifacts/[^\]|]+)\]\]", text)
    assert (vault / artifact).read_text(encoding="utf-8") == big
    assert len(text) < len(big)
    conv = parse(text, read_artifact=lambda p: (vault / p).read_text(encoding="utf-8"))
    assert conv.messages[-1].text == big


def test_deleted_cache_finds_notes_again_without_writing(vault: Path, home: Path) -> None:
    session(home).write()
    musubi("ingest")
    head = git(vault, "rev-parse", "HEAD")
    status = json.loads(musubi("status", "--json").stdout)
    import shutil

    shutil.rmtree(status["cache"])
    again = json.loads(musubi("ingest", "--json").stdout)
    assert again["written"] == 0 and again["commit"] is None
    assert git(vault, "rev-parse", "HEAD") == head
    assert len(notes(vault)) == 1


def test_deleted_note_stays_deleted(vault: Path, home: Path) -> None:
    s = session(home)
    s.write()
    musubi("ingest")
    [note] = notes(vault)
    note.unlink()
    s.user("one more thing").write()
    out = musubi("ingest")
    assert notes(vault) == []
    assert "stay deleted" in out.stdout


def test_crash_mid_write_leaves_the_old_note_whole(vault: Path, home: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from musubi_daemon.config import load_config
    from musubi_daemon.engine import Engine

    s = session(home)
    s.write()
    musubi("ingest")
    [note] = notes(vault)
    before = note.read_bytes()
    s.user("a question that never lands").write()

    def crash(src: str, dst: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    engine = Engine(load_config(vault))
    with monkeypatch.context() as m, pytest.raises(OSError):
        m.setattr(os, "replace", crash)  # whichever puts the new note in place fails
        m.setattr(files, "exchange", crash)
        engine.ingest()
    engine.close()
    assert note.read_bytes() == before
    assert not list(note.parent.glob(".musubi-*"))
    musubi("ingest")
    assert "a question that never lands" in note.read_text(encoding="utf-8")
