"""`musubi sync`: one vault on two devices through a bare repository on disk. Real git, real
files, the real command: a note travels, edits made on both devices survive, a clash is kept
side by side, nothing is duplicated, and git is healthy (fsck clean, no merge left open) after
every step."""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import musubi

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.model import Conversation, Message
from musubi_daemon.vault.git import VaultRepo

PERSON = ("Ana Lima", "ana@example.org")


def _git(cwd: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(cwd), *args], capture_output=True, text=True,
                          check=check)


@dataclass
class Device:
    """One clone of the vault, with its own Musubi cache, as on its own machine."""

    vault: Path
    cache: Path

    def musubi(self, *args: str, check: bool = True, fresh: bool = False,
               **env: str) -> subprocess.CompletedProcess[str]:
        """``fresh``: in a process of its own (the other device, while this test has patched
        this process)."""
        return musubi("--vault", str(self.vault), *args, check=check, fresh=fresh,
                      env=os.environ | {"MUSUBI_CACHE_DIR": str(self.cache)} | env)

    def sync(self, fresh: bool = False, **env: str) -> dict[str, Any]:
        report = json.loads(self.musubi("sync", "--json", fresh=fresh, **env).stdout)
        self.assert_healthy()
        return report

    def engine(self) -> Engine:
        config = load_config(self.vault)
        config.cache_dir_override = self.cache
        return Engine(config)

    def write(self, *conversations: Conversation) -> str | None:
        """Ingest conversations on this device; the commit, None when nothing was new."""
        engine = self.engine()
        try:
            return engine.write_conversations("claude-code", list(conversations)).commit
        finally:
            engine.close()

    def notes(self, cid: str) -> list[Path]:
        return [p for p in (self.vault / "Musubi" / "conversations").rglob("*.md")
                if f"musubi_id: {cid}\n" in p.read_text(encoding="utf-8")]

    def note(self, cid: str) -> Path:
        (path,) = self.notes(cid)
        return path

    def edit(self, cid: str, old: str, new: str) -> None:
        path = self.note(cid)
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new), encoding="utf-8")

    def log(self) -> list[tuple[str, str]]:
        out = _git(self.vault, "log", "--format=%an%x09%s").stdout
        return [tuple(line.split("\t", 1)) for line in out.splitlines()]  # type: ignore[misc]

    def assert_healthy(self) -> None:
        assert _git(self.vault, "fsck", "--no-progress").returncode == 0
        assert _git(self.vault, "rev-parse", "-q", "--verify", "MERGE_HEAD",
                    check=False).returncode != 0, "a merge was left in progress"
        assert _git(self.vault, "status", "--porcelain").stdout == ""
        markers = _git(self.vault, "grep", "-l", "-e", "^<<<<<<< ", "-e", "^>>>>>>> ",
                       check=False)
        assert markers.stdout == "", f"conflict markers left in {markers.stdout}"


def _conversation(cid: str, title: str, *texts: str, day: int = 1) -> Conversation:
    at = f"2026-02-{day:02d}T09:00:00Z"
    return Conversation(cid, "claude-code", title, None, at, at, f"test:{cid}",
                        [Message(f"{cid}#{i}", "user" if i % 2 == 0 else "assistant", text, at)
                         for i, text in enumerate(texts)])


STARTER = _conversation(
    "claude-code:starter", "Sourdough starter",
    "How often should I feed my sourdough starter?",
    "Twice a day, at a 1:5:5 ratio of starter, flour and water.",
    "It smells of acetone. Is it dead?",
    "No: it is hungry. Feed it more often and keep it warm.",
    "How warm?",
    "Around 24 degrees; an oven with only the light on works.")
KOMBUCHA = _conversation("claude-code:kombucha", "Kombucha second ferment",
                         "How long should kombucha ferment a second time?",
                         "Two or three days at room temperature, then into the fridge.", day=2)


@pytest.fixture
def bare(tmp_path: Path) -> Path:
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "--quiet", "--bare", "-b", "main", str(remote)], check=True)
    return remote


def _device(tmp_path: Path, bare: Path, name: str, own_note: bool = False) -> Device:
    vault = tmp_path / name
    subprocess.run(["git", "clone", "--quiet", str(bare), str(vault)], capture_output=True,
                   check=True)
    if own_note:
        (vault / "Home.md").write_text("# Home\n\nWritten on this device before Musubi.\n")
    _git(vault, "symbolic-ref", "HEAD", "refs/heads/main")  # an empty clone has no branch yet
    _git(vault, "config", "user.name", PERSON[0])
    _git(vault, "config", "user.email", PERSON[1])
    device = Device(vault, tmp_path / f"cache-{name}")
    device.musubi("init", str(vault), "--no-remember")
    return device


@pytest.fixture
def devices(home: Path, tmp_path: Path, bare: Path) -> tuple[Device, Device]:
    """Two clones of one empty remote, each adopted by `musubi init` on its own (B already
    held a note of the person's): A syncs first, B joins the two starts, A catches up."""
    a, b = _device(tmp_path, bare, "a"), _device(tmp_path, bare, "b", own_note=True)
    assert a.sync()["pushed"] is True
    joined = b.sync()
    assert joined["unrelated"] is True and joined["conflicts"] == [] and joined["pushed"]
    assert a.sync()["fast_forward"] is True
    assert (a.vault / "Home.md").exists()
    return a, b


def _share(a: Device, b: Device, *conversations: Conversation) -> None:
    """Ingest on A, bring it to B."""
    a.write(*conversations)
    a.sync()
    b.sync()


def test_a_conversation_ingested_on_one_device_reaches_the_other(
        devices: tuple[Device, Device]) -> None:
    a, b = devices
    a.write(STARTER)
    first = a.sync()
    assert first["pushed"] is True and first["pulled"] == 0
    report = b.sync()
    assert report["pulled"] == 1 and report["fast_forward"] is True
    assert report["pushed"] is False and report["reindexed"] is None  # index off in tests
    note = b.note(STARTER.id)
    assert note.relative_to(b.vault) == a.note(STARTER.id).relative_to(a.vault)
    assert note.read_text() == a.note(STARTER.id).read_text()
    assert any(p.endswith(note.name) for p in report["changed"])
    # B's Musubi never wrote the note, yet an ingest there finds it by its musubi_id.
    assert b.write(STARTER) is None
    assert len(b.notes(STARTER.id)) == 1
    assert "nothing new on origin/main" in b.musubi("sync").stdout


def test_edits_to_different_parts_of_a_note_on_two_devices_both_survive(
        devices: tuple[Device, Device]) -> None:
    a, b = devices
    _share(a, b, STARTER)
    a.edit(STARTER.id, "How often should I feed", "How often, really, should I feed")
    a.edit(STARTER.id, "distilled_by: null\n", "distilled_by: null\nrating: 5\n")
    b.edit(STARTER.id, "an oven with only the light on works.",
           "an oven with only the light on works.\n\nMy note: mine lives on the fridge.")
    b.edit(STARTER.id, "distilled_by: null\n", "distilled_by: null\nbaked: true\n")
    assert a.sync()["person_commit"]
    report = b.sync()
    rel = b.note(STARTER.id).relative_to(b.vault).as_posix()
    assert report["merged"] == [rel] and report["conflicts"] == []
    assert len(report["merge_commits"]) == 1 and report["pushed"] is True
    text = b.note(STARTER.id).read_text()
    for kept in ("How often, really, should I feed", "My note: mine lives on the fridge.",
                 "rating: 5\n", "baked: true\n"):
        assert kept in text
    assert "[!musubi-conflict]" not in text
    assert a.sync()["fast_forward"] is True
    assert a.note(STARTER.id).read_text() == text
    # The person's edits are theirs in git; the merge is Musubi's.
    log = b.log()
    assert log[0] == ("Musubi", "musubi sync: merged origin/main")
    assert log.count((PERSON[0], "vault: edits made outside Musubi")) == 2


def test_the_same_line_edited_on_two_devices_keeps_both_in_a_callout(
        devices: tuple[Device, Device]) -> None:
    a, b = devices
    _share(a, b, STARTER)
    (a.vault / "Board.canvas").write_text('{"nodes": []}\n')
    a.sync()
    b.sync()
    line = "Twice a day, at a 1:5:5 ratio of starter, flour and water."
    a.edit(STARTER.id, line, "Once a day is enough in the fridge (device A).")
    b.edit(STARTER.id, line, "Twice a day, and weigh everything (device B).")
    (a.vault / "Board.canvas").write_text('{"nodes": ["from A"]}\n')
    (b.vault / "Board.canvas").write_text('{"nodes": ["from B"]}\n')
    a.sync()
    report = b.sync()
    rel = b.note(STARTER.id).relative_to(b.vault).as_posix()
    assert report["conflicts"] == ["Board.canvas", rel]
    text = b.note(STARTER.id).read_text()
    assert text.count("[!musubi-conflict]") == 1
    assert "Twice a day, and weigh everything (device B)." in text  # this device's, in place
    assert "> Once a day is enough in the fridge (device A)." in text  # the other's, beside
    assert line not in text
    # A file that is not a note: this device's copy stays, the other's is written beside it.
    (copy,) = report["copies"]
    assert copy["path"] == "Board.canvas" and copy["copy"].startswith("Board.conflict-")
    assert (b.vault / "Board.canvas").read_text() == '{"nodes": ["from B"]}\n'
    assert (b.vault / copy["copy"]).read_text() == '{"nodes": ["from A"]}\n'
    merge_message = _git(b.vault, "log", "-1", "--format=%an%n%B").stdout
    assert merge_message.startswith("Musubi\nmusubi sync: merged origin/main")
    assert rel in merge_message and copy["copy"] in merge_message
    assert a.sync()["fast_forward"] is True
    assert a.note(STARTER.id).read_text() == text


def test_a_note_deleted_on_one_device_and_edited_on_the_other_is_kept(
        devices: tuple[Device, Device]) -> None:
    a, b = devices
    _share(a, b, STARTER, KOMBUCHA)
    a.note(STARTER.id).unlink()
    a.edit(KOMBUCHA.id, "then into the fridge.", "then into the fridge. Burp the bottles!")
    b.edit(STARTER.id, "Around 24 degrees", "Around 24 degrees (checked with a probe)")
    b.note(KOMBUCHA.id).unlink()
    a.sync()
    report = b.sync()
    assert len(report["kept_edited"]) == 2 and report["conflicts"] == []
    assert "(checked with a probe)" in b.note(STARTER.id).read_text()  # deleted over there
    assert "Burp the bottles!" in b.note(KOMBUCHA.id).read_text()  # deleted here
    a.sync()
    assert "(checked with a probe)" in a.note(STARTER.id).read_text()
    assert "Burp the bottles!" in a.note(KOMBUCHA.id).read_text()


def test_both_devices_ingesting_the_same_conversation_make_one_note(
        devices: tuple[Device, Device]) -> None:
    a, b = devices
    a.write(STARTER, KOMBUCHA)
    b.write(STARTER)
    a.sync()
    report = b.sync()
    assert report["conflicts"] == [] and report["merged"] == []
    assert report["pushed"] is True  # B's own commit, merged with A's, goes up
    for device in (a, b):
        device.sync()
        assert len(device.notes(STARTER.id)) == 1 and len(device.notes(KOMBUCHA.id)) == 1
        assert device.write(STARTER, KOMBUCHA) is None  # nothing new on either side
    assert a.note(STARTER.id).read_text() == b.note(STARTER.id).read_text()
    assert "[!musubi-conflict]" not in b.note(STARTER.id).read_text()


def test_a_push_the_remote_rejects_is_retried_after_another_pull(
        devices: tuple[Device, Device], monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = devices
    a.write(STARTER)
    real_push = VaultRepo.push_branch
    pushes: list[str] = []

    def racing(repo: VaultRepo, remote: str, branch: str) -> tuple[bool, str]:
        if not pushes:  # B pushes between A's fetch and A's push
            b.write(KOMBUCHA)
            b.sync(fresh=True)  # another machine: not this process's patched push
        accepted, said = real_push(repo, remote, branch)
        pushes.append("accepted" if accepted else said)
        return accepted, said

    monkeypatch.setattr(VaultRepo, "push_branch", racing)
    engine = a.engine()
    try:
        report = engine.sync()
    finally:
        engine.close()
    a.assert_healthy()
    assert "rejected" in pushes[0] and pushes[1:] == ["accepted"]
    r = report.result
    assert r.push_retried and r.pushed and r.push_error is None
    assert [c["subject"] for c in r.pulled][-1].startswith("musubi ingest")
    assert a.notes(KOMBUCHA.id) and a.notes(STARTER.id)
    b.sync()
    assert b.notes(STARTER.id)


def test_what_the_other_device_wrote_is_searchable_after_a_sync(
        devices: tuple[Device, Device]) -> None:
    a, b = devices
    a.write(KOMBUCHA)
    a.sync()
    report = b.sync(MUSUBI_INDEX_ON_INGEST="1")
    assert report["reindexed"] >= 1
    hits = json.loads(b.musubi("search", "kombucha second ferment", "--json").stdout)
    assert hits and hits[0]["conversation_id"] == KOMBUCHA.id


def test_no_remote_is_a_usage_error_and_an_unreachable_one_changes_nothing(
        home: Path, tmp_path: Path) -> None:
    alone = Device(tmp_path / "alone", tmp_path / "cache-alone")
    alone.musubi("init", str(alone.vault), "--no-remember")
    head = _git(alone.vault, "rev-parse", "HEAD").stdout
    proc = alone.musubi("sync", check=False)
    assert proc.returncode == 2
    assert "no git remote named 'origin'" in proc.stderr and "git remote add" in proc.stderr
    assert _git(alone.vault, "rev-parse", "HEAD").stdout == head

    _git(alone.vault, "remote", "add", "origin", str(tmp_path / "nowhere.git"))
    (alone.vault / "Idea.md").write_text("An idea of mine.\n")
    proc = alone.musubi("sync", check=False)
    assert proc.returncode == 1
    assert "cannot reach remote 'origin'" in proc.stderr
    assert "your edits were committed here first" in proc.stderr
    assert alone.log()[0][1] == "vault: edits made outside Musubi"
    assert _git(alone.vault, "rev-parse", "HEAD~1").stdout == head  # that commit only
    alone.assert_healthy()
    assert alone.musubi("sync", "--remote", "backup", check=False).returncode == 2


def test_a_merge_that_fails_midway_is_undone(devices: tuple[Device, Device],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from musubi_daemon.vault import sync as vault_sync

    a, b = devices
    _share(a, b, STARTER)
    line = "Around 24 degrees; an oven with only the light on works."
    a.edit(STARTER.id, line, "Around 26 degrees (A).")
    b.edit(STARTER.id, line, "Around 22 degrees (B).")
    a.sync()

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise OSError("No space left on device")

    monkeypatch.setattr(vault_sync, "merge_devices", broken)  # a note of Musubi's merges there
    engine = b.engine()
    try:
        with pytest.raises(vault_sync.SyncError, match="failed and was undone"):
            engine.sync()
    finally:
        engine.close()
    b.assert_healthy()
    assert b.log()[0] == (PERSON[0], "vault: edits made outside Musubi")
    assert "Around 22 degrees (B)." in b.note(STARTER.id).read_text()
    monkeypatch.undo()
    assert b.sync()["conflicts"]  # the next sync merges as usual


def test_a_merge_the_person_left_open_is_not_sealed(home: Path, tmp_path: Path,
                                                    bare: Path) -> None:
    a = _device(tmp_path, bare, "a")
    (a.vault / "Idea.md").write_text("one\n")
    _git(a.vault, "add", "-A")
    _git(a.vault, "commit", "-qm", "idea")
    _git(a.vault, "switch", "-qc", "other")
    (a.vault / "Idea.md").write_text("two\n")
    _git(a.vault, "commit", "-qam", "two")
    _git(a.vault, "switch", "-q", "main")
    (a.vault / "Idea.md").write_text("three\n")
    _git(a.vault, "commit", "-qam", "three")
    assert _git(a.vault, "merge", "other", check=False).returncode != 0
    head = _git(a.vault, "rev-parse", "HEAD").stdout
    proc = a.musubi("sync", check=False)
    assert proc.returncode == 1 and "git merge --abort" in proc.stderr
    assert _git(a.vault, "rev-parse", "HEAD").stdout == head
    assert "<<<<<<<" in (a.vault / "Idea.md").read_text()  # left for the person to finish
