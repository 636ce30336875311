"""`musubi doctor`: each check on a vault with one thing planted wrong, and what --repair does."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import forkserver
import numpy as np
import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.config import load_config
from musubi_daemon.doctor_report import DoctorReport, Finding
from musubi_daemon.engine import Engine, IngestReport, SourceSpec
from musubi_daemon.ingest.service import IngestRun
from musubi_daemon.vault.git import VaultRepo
from musubi_daemon.vault.notes import Template
from musubi_daemon.vault.session import Transaction


def _session(home: Path, n: int, text: str = "") -> Session:
    sid = f"{n:04x}d0c0-0000-4000-8000-{n:012d}"
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user(f"Question {n}: {text or 'how do we cache the map tiles'}?")
    s.assistant(f"Answer {n}: keep the tiles of each region in one SQLite file.")
    s.write()
    return s


@pytest.fixture
def vault(home: Path) -> Path:
    """Three conversations ingested into a fresh vault."""
    for n in range(3):
        _session(home, n)
    v = home / "vault"
    musubi("init", str(v))
    git(v, "config", "user.name", "Ana Costa")
    git(v, "config", "user.email", "ana@example.org")
    musubi("ingest", "--source", "claude-code")
    return v


def _doctor(vault: Path, repair: bool = False) -> DoctorReport:
    engine = Engine(load_config(vault))
    try:
        return engine.doctor(repair=repair)  # type: ignore[attr-defined]
    finally:
        engine.close()


def _found(report: DoctorReport) -> list[Finding]:
    """Problems and warnings: what the doctor says beyond plain information."""
    return [f for f in report.findings if f.severity != "info"]


def _checks(report: DoctorReport) -> list[str]:
    return sorted(f.check for f in _found(report))


def _notes(vault: Path) -> list[Path]:
    return sorted((vault / "Musubi" / "conversations").rglob("*.md"))


def test_a_healthy_vault_is_clean(vault: Path) -> None:
    templates = vault / "Musubi" / "templates"  # a person's own template is no broken note
    templates.mkdir()
    (templates / "conversation.md").write_text("---\n{{frontmatter}}\n---\n{{header}}\n"
                                               "{{distilled}}\n## Transcript\n\n"
                                               "{{transcript}}\n", encoding="utf-8")
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "my template")
    report = _doctor(vault)
    assert report.healthy and _checks(report) == []
    assert report.checked["conversation_notes"] == 3
    assert report.checked["state_rows"] == 3


def test_a_template_musubi_cannot_use_is_named_with_why(vault: Path) -> None:
    """Musubi writes with the shipped template when the person's breaks its rules; the doctor
    is where she learns that, and what to mend."""
    templates = vault / "Musubi" / "templates"
    templates.mkdir()
    (templates / "conversation.md").write_text("# {{header}}\n{{transcript}}\n---\n"
                                               "{{frontmatter}}\n", encoding="utf-8")
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "my template")
    report = _doctor(vault)
    [found] = _found(report)
    assert found.check == "template" and found.severity == "warning"
    assert found.path == "Musubi/templates/conversation.md"
    assert "not used" in found.what and "frontmatter block" in found.what
    assert report.healthy  # the notes are fine: only her layout is not the one in use
    assert not found.repairable  # her file is hers to mend


def test_an_unreadable_template_is_passed_over_and_named(vault: Path) -> None:
    """A template saved in another encoding used to stop every write with a decoding error;
    the shipped one is used instead, and the doctor says why hers is not."""
    templates = vault / "Musubi" / "templates"
    templates.mkdir()
    (templates / "conversation.md").write_bytes("---\n{{frontmatter}}\n---\n# Übersicht\n"
                                               .encode("utf-16"))
    assert Template.of_vault(vault / "Musubi").text == Template.default().text
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "my template")
    [found] = _found(_doctor(vault))
    assert found.check == "template" and "unreadable" in found.what


def test_a_leftover_temp_file_is_deleted(vault: Path) -> None:
    tmp = _notes(vault)[0].parent / ".musubi-0123abcd.tmp"
    tmp.write_text("half of a note", encoding="utf-8")
    report = _doctor(vault)
    assert not report.healthy and _checks(report) == ["temp-file"]
    assert _found(report)[0].path == tmp.relative_to(vault).as_posix()
    assert tmp.exists()  # only looked at
    report = _doctor(vault, repair=True)
    assert report.healthy and _found(report)[0].repaired
    assert not tmp.exists()


def test_a_note_that_does_not_parse_is_reported_never_rewritten(vault: Path) -> None:
    note = _notes(vault)[0]
    broken = note.read_text(encoding="utf-8").replace("## Transcript", "## Transcrit")
    note.write_text(broken, encoding="utf-8")
    git(vault, "commit", "-qam", "my own heading")
    report = _doctor(vault, repair=True)
    assert _checks(report) == ["note-parse"]
    [f] = _found(report)
    assert not f.repairable and not f.repaired and "Transcript" in f.what
    assert note.read_text(encoding="utf-8") == broken
    assert not report.healthy


def test_properties_that_no_longer_parse_are_reported(vault: Path) -> None:
    note = _notes(vault)[1]
    text = note.read_text(encoding="utf-8").replace("source: claude-code",
                                                    "source: [claude-code", 1)
    note.write_text(text, encoding="utf-8")
    git(vault, "commit", "-qam", "a typo")
    report = _doctor(vault, repair=True)
    assert "frontmatter" in _checks(report) and not report.healthy
    assert note.read_text(encoding="utf-8") == text


def test_a_cut_short_transcript_is_a_warning(vault: Path) -> None:
    note = _notes(vault)[0]
    text = note.read_text(encoding="utf-8")
    note.write_text(text[:text.rindex("**Assistant**")], encoding="utf-8")
    git(vault, "commit", "-qam", "shorter")
    report = _doctor(vault)
    assert _checks(report) == ["note-transcript"]
    assert report.healthy  # a person may cut a transcript: said, not failed


def test_uncommitted_edits_are_committed_as_the_person(vault: Path) -> None:
    note = _notes(vault)[0]
    note.write_text(note.read_text(encoding="utf-8") + "\nmy own line\n", encoding="utf-8")
    (vault / "ideas.md").write_text("a note of my own\n", encoding="utf-8")
    report = _doctor(vault)
    assert _checks(report) == ["git-uncommitted"] and "2 uncommitted" in _found(report)[0].what
    assert _doctor(vault, repair=True).healthy
    assert git(vault, "status", "--porcelain") == ""
    assert git(vault, "log", "-1", "--format=%an|%s") == "Ana Costa|vault: edits made outside " \
        "Musubi\n"


def test_notes_a_killed_run_wrote_are_committed_as_musubis(vault: Path, home: Path) -> None:
    for n in range(2):
        _session(home, n, "how do we cache the map tiles per region")  # both conversations went on
    engine = Engine(load_config(vault))
    try:
        with engine.session.locked():  # an ingest that writes its notes, dies before committing
            tx = Transaction(engine.session, VaultRepo(vault), "musubi ingest\n")
            run = IngestRun(engine.ingestion, tx, IngestReport())
            run.ingest_source(SourceSpec("claude-code"), None)
    finally:
        engine.close()
    report = _doctor(vault)
    assert _checks(report) == ["interrupted-write"] and "2 note(s)" in _found(report)[0].what
    assert _doctor(vault, repair=True).healthy
    assert git(vault, "log", "-1", "--format=%an|%s") == \
        "Musubi|musubi: notes an interrupted run wrote\n"
    assert git(vault, "status", "--porcelain") == ""


def test_a_stale_git_lock_is_found_and_ingest_clears_it(vault: Path, home: Path) -> None:
    (vault / ".git" / "index.lock").write_text("", encoding="utf-8")  # a git killed mid-add
    _session(home, 7)
    report = _doctor(vault)
    assert "git-lock" in _checks(report) and not report.healthy
    done = musubi("ingest", "--source", "claude-code")  # no git works here: the lock goes
    assert "removed .git/index.lock, left by a git command that was killed" in done.stderr
    assert not (vault / ".git" / "index.lock").exists()
    assert len(_notes(vault)) == 4
    assert _doctor(vault).healthy


def test_a_merge_in_progress_is_reported_and_nothing_committed(vault: Path) -> None:
    head = git(vault, "rev-parse", "HEAD").strip()
    (vault / ".git" / "MERGE_HEAD").write_text(head + "\n", encoding="utf-8")
    (vault / "ideas.md").write_text("half merged\n", encoding="utf-8")
    report = _doctor(vault, repair=True)
    assert _checks(report) == ["git-operation", "git-uncommitted"]
    assert not report.healthy and not any(f.repaired for f in _found(report))
    assert "?? ideas.md" in git(vault, "status", "--porcelain")


def test_two_files_claiming_one_conversation_are_reported(vault: Path) -> None:
    note = _notes(vault)[0]
    copy = vault / "copy of a note.md"
    copy.write_text(note.read_text(encoding="utf-8"), encoding="utf-8")
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "a copy")
    report = _doctor(vault, repair=True)
    assert _checks(report) == ["duplicate-id"] and not report.healthy
    assert "copy of a note.md" in _found(report)[0].what


def test_a_moved_note_is_followed_by_the_state(vault: Path) -> None:
    note = _notes(vault)[0]
    (vault / "Projects").mkdir()
    git(vault, "mv", str(note.relative_to(vault)), "Projects/kept here.md")
    git(vault, "commit", "-qm", "moved")
    report = _doctor(vault)
    assert _checks(report) == ["state-missing-file"] and "moved to Projects/kept here.md" in \
        _found(report)[0].what
    assert _doctor(vault, repair=True).healthy
    engine = Engine(load_config(vault))
    try:
        paths = dict(engine.state.live_note_paths())
        distilled = engine.distill(only_heuristic=True)
    finally:
        engine.close()
    assert "Projects/kept here.md" in paths.values()
    assert not distilled.skipped and distilled.written == 3  # the moved note too


def test_a_deleted_note_is_recorded_and_never_written_again(vault: Path, home: Path) -> None:
    note = _notes(vault)[0]
    text = note.read_text(encoding="utf-8")
    sid = text.split("musubi_id: claude-code:", 1)[1].split("\n", 1)[0]
    git(vault, "rm", "-q", str(note.relative_to(vault)))
    git(vault, "commit", "-qm", "not this one")
    report = _doctor(vault)
    # A person's deletion is theirs to make: said, not a problem (doctor exits 0).
    assert _checks(report) == [] and report.healthy
    [said] = [f for f in report.findings if f.check == "state-missing-file"]
    assert "deleted by a person" in said.what and said.severity == "info"
    report = _doctor(vault, repair=True)
    assert [f.repaired for f in report.findings if f.check == "state-missing-file"] == [True]
    n = int(sid[:4], 16)
    _session(home, n, "how do we cache the map tiles, again")  # the conversation goes on
    engine = Engine(load_config(vault))
    try:
        ingest = engine.ingest([SourceSpec("claude-code")])
        assert engine.state.note(f"claude-code:{sid}").deleted
    finally:
        engine.close()
    assert ingest.sources["claude-code"].kept_deleted == 1
    assert not note.exists() and len(_notes(vault)) == 2


def test_the_busy_vault_is_said_not_checked(vault: Path) -> None:
    holder = Engine(load_config(vault))
    try:
        with holder.session.locked():
            report = _doctor(vault)
    finally:
        holder.close()
    assert _checks(report) == ["vault-lock"] and not report.healthy


@pytest.mark.slow
def test_the_index_is_checked_against_the_vault_and_repaired(vault: Path) -> None:
    engine = Engine(load_config(vault))
    try:
        engine.sync_index()
        assert _doctor(vault).healthy
        first, second, third = _notes(vault)
        third.write_text(third.read_text(encoding="utf-8") + "\nmy line\n", encoding="utf-8")
        git(vault, "rm", "-q", str(first.relative_to(vault)))
        git(vault, "commit", "-qam", "one gone, one edited")
        index = engine.index
        index.vectors.add(["ghost~0"], np.ones((1, 384), dtype=np.float32),
                          [{"note_path": "gone.md", "kind": "conversation"}])
        (index.root.with_name("index.new")).mkdir()
        engine.close()
        report = _doctor(vault)
        whats = sorted(f.what for f in report.findings if f.check == "index")
        assert whats == ["1 vectors of passages no longer in the keyword store",
                         "indexed note no longer in the vault",
                         "note changed since it was indexed"], whats
        assert "index-leftover" in _checks(report)
        assert "state-missing-file" in [f.check for f in report.findings]
        assert _doctor(vault, repair=True).healthy
        assert _checks(_doctor(vault)) == []
        # A passage whose vector is gone (a store that lost a write): rebuilt.
        victim = sorted(engine.index.keyword.chunk_notes())[0]
        engine.index.vectors.delete([victim])
        engine.close()
        report = _doctor(vault)
        assert [f.what for f in report.findings if f.check == "index"] == [
            "1 passages in the keyword store have no vector"]
        assert _doctor(vault, repair=True).healthy
        assert victim in engine.index.vectors.ids()
        assert second.exists()
    finally:
        engine.close()


def test_the_command_exits_1_with_problems_and_0_once_repaired(vault: Path) -> None:
    (_notes(vault)[0].parent / ".musubi-feed.tmp").write_text("x", encoding="utf-8")
    env = os.environ | {"MUSUBI_VAULT": str(vault)}

    def doctor(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(forkserver.argv("doctor", *args),
                              capture_output=True, text=True, env=env, check=False)

    found = doctor("--json")
    assert found.returncode == 1
    data = json.loads(found.stdout)
    assert data["counts"] == {"temp-file": 1} and data["unrepairable"] == 0
    fixed = doctor("--repair")
    assert fixed.returncode == 0 and "repaired" in fixed.stdout
    clean = doctor()
    assert clean.returncode == 0 and clean.stdout.splitlines()[-1].startswith("healthy")
