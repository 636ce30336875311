"""What the world feeds ingest, through the `musubi` command as a person runs it: a session cut
short, a byte that is not UTF-8, a title no file system takes, a lock git left behind, a vault
made again. Every time: exit 0, the other conversations ingested, the bad item named with its
path and reason, and no message that was in the vault gone from it."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi, peak_rss_mib

from musubi_daemon.vault.notes import parse, read_frontmatter


def notes(vault: Path) -> list[Path]:
    return sorted((vault / "Musubi" / "conversations").rglob("*.md"))


def session(home: Path, sid: str, turns: int) -> Session:
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    for t in range(turns):
        s.user(f"Question {t}: how steep is km {t}?").assistant(f"Answer {t}: gentle.")
    return s


def ingest(*args: str) -> dict:
    out = musubi("ingest", "--json", *args)
    assert out.returncode == 0
    return json.loads(out.stdout)


def test_a_session_cut_short_keeps_every_message_and_says_so(vault: Path, home: Path) -> None:
    s = session(home, "c0ffee01-aaaa-4bbb-8ccc-000000000001", 8)
    s.write()
    ingest()
    [note] = notes(vault)
    before = [m.text for m in parse(note.read_text(encoding="utf-8")).messages]
    assert len(before) == 16
    s.path.write_text("".join(s.path.read_text().splitlines(True)[:2]), encoding="utf-8")
    report = ingest()
    text = note.read_text(encoding="utf-8")
    assert [m.text for m in parse(text).messages] == before  # every message stays, in order
    assert read_frontmatter(text)["messages"] == 16
    assert read_frontmatter(text)["source_missing"] == 14
    assert "14 of these messages are no longer in the source" in text
    [shrank] = report["shrank"]
    assert shrank["kept"] == "14" and shrank["path"] == note.relative_to(vault).as_posix()
    assert "source(s) shrank, 14 message(s) kept" in git(vault, "log", "-1", "--format=%B")
    status = json.loads(musubi("status", "--json").stdout)
    assert [x["kept"] for x in status["shrunk"]] == [14]
    assert "hold messages their source no longer has" in musubi("status").stdout
    again = ingest()  # nothing changed since: nothing to write
    assert again["commit"] is None and note.read_text(encoding="utf-8") == text
    # The file grows back (the tool wrote it again, whole): the note no longer says so.
    s.write()
    ingest()
    text = note.read_text(encoding="utf-8")
    assert "source_missing" not in text and "no longer in the source" not in text
    assert json.loads(musubi("status", "--json").stdout)["shrunk"] == []


def test_a_byte_that_is_not_utf8_costs_at_most_its_own_line(vault: Path, home: Path) -> None:
    s = session(home, "c0ffee02-aaaa-4bbb-8ccc-000000000002", 4)
    s.write()
    raw = s.path.read_bytes().split(b"\n")
    raw[2] = raw[2].replace(b"Question 1", b"Question \xff1")  # a middle line, one bad byte
    s.path.write_bytes(b"\n".join(raw))
    report = ingest()
    [note] = notes(vault)
    texts = [m.text for m in parse(note.read_text(encoding="utf-8")).messages]
    assert len(texts) == 8 and texts[2] == "Question \ufffd1: how steep is km 1?"
    [item] = [x for x in report["sources"]["claude-code"]["skipped"] if "UTF-8" in x["reason"]]
    assert item["path"].endswith(".jsonl")


def test_a_line_that_is_lost_whole_costs_only_itself(vault: Path, home: Path) -> None:
    s = session(home, "c0ffee03-aaaa-4bbb-8ccc-000000000003", 4)
    s.write()
    lines = s.path.read_text(encoding="utf-8").split("\n")
    lines[3] = lines[3][: len(lines[3]) // 2]  # torn in the middle of the file
    s.path.write_text("\n".join(lines), encoding="utf-8")
    report = ingest()
    [note] = notes(vault)
    texts = [m.text for m in parse(note.read_text(encoding="utf-8")).messages]
    assert len(texts) == 7 and texts[0].startswith("Question 0") and "Answer 3" in texts[-1]
    assert any("1 corrupt line(s) skipped" in x["reason"]
               for x in report["sources"]["claude-code"]["skipped"])


def _env_without_home_git() -> dict[str, str]:
    return {**os.environ}


def test_nothing_here_is_left_half_written(vault: Path, home: Path) -> None:
    """Across every case above: no temp file, a clean tree, a sound repository."""
    session(home, "c0ffee04-aaaa-4bbb-8ccc-000000000004", 2).write()
    ingest()
    assert not list(vault.rglob(".musubi-*.tmp"))
    assert git(vault, "status", "--porcelain").strip() == ""
    subprocess.run(["git", "-C", str(vault), "fsck", "--no-progress"], check=True,
                   capture_output=True, env=_env_without_home_git())
    assert re.search(r"\d+ added", git(vault, "log", "-1", "--format=%s"))


def test_a_title_of_300_emoji_is_cut_by_bytes_and_stops_nothing(vault: Path, home: Path) -> None:
    first = Session(project_dir(home) / "c0ffee05-aaaa-4bbb-8ccc-000000000005.jsonl",
                    "c0ffee05-aaaa-4bbb-8ccc-000000000005")
    first.user("🏔️" * 300).assistant("Lots of mountains.").write()
    session(home, "c0ffee06-aaaa-4bbb-8ccc-000000000006", 1).write()
    ingest()
    found = notes(vault)
    assert len(found) == 2
    for note in found:
        assert len(note.name.encode("utf-8")) <= 143  # an encrypted home folder's limit
    [mountains] = [n for n in found if "🏔" in n.name]
    assert parse(mountains.read_text(encoding="utf-8")).messages[0].text == "🏔️" * 300
    assert musubi("doctor").returncode == 0


def test_a_note_that_cannot_be_written_is_reported_and_the_rest_go_on(vault: Path,
                                                                     home: Path) -> None:
    # Where Musubi's folder for 2026 should be, the person keeps a file of that name.
    blocked = vault / "Musubi" / "conversations" / "claude-code" / "2026"
    blocked.parent.mkdir(parents=True)
    blocked.write_text("my own file\n", encoding="utf-8")
    session(home, "c0ffee07-aaaa-4bbb-8ccc-000000000007", 1).write()
    export = home / "exports" / "chatgpt.zip"
    _chatgpt_export(export)
    report = ingest("--source", "claude-code", "--source", f"chatgpt-export={export}")
    assert report["sources"]["chatgpt-export"]["added"] == 1  # the rest went on
    [item] = report["sources"]["claude-code"]["skipped"]
    assert "cannot write its note" in item["reason"] and item["path"].endswith(".jsonl")
    assert blocked.read_text(encoding="utf-8") == "my own file\n"
    blocked.unlink()  # the person moves the file away: the next run writes the note
    again = ingest("--source", "claude-code")
    assert again["sources"]["claude-code"]["added"] == 1


def _chatgpt_export(path: Path) -> None:
    import zipfile

    conv = {"id": "c0ffee08", "title": "Hut hours", "create_time": 1767000000.0,
            "update_time": 1767000100.0, "current_node": "b", "mapping": {
                "a": {"id": "a", "parent": None, "children": ["b"], "message": {
                    "id": "a", "author": {"role": "user"}, "create_time": 1767000000.0,
                    "content": {"content_type": "text", "parts": ["When does the hut open?"]}}},
                "b": {"id": "b", "parent": "a", "children": [], "message": {
                    "id": "b", "author": {"role": "assistant"}, "create_time": 1767000100.0,
                    "content": {"content_type": "text", "parts": ["At seven."]}}}}}
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("conversations.json", json.dumps([conv]))


def test_a_compaction_summariser_run_is_no_conversation(vault: Path, home: Path) -> None:
    sid = "c0ffee09-aaaa-4bbb-8ccc-000000000009"
    session(home, sid, 2).write()
    run = Session(project_dir(home) / sid / "subagents" / "agent-acompact-e1f845.jsonl", sid)
    run.user("Your task is to create a detailed summary of the conversation so far. Decide: "
             "use the summary. TODO: write it.").assistant("<summary>Two questions.</summary>")
    run.write()
    report = ingest()
    assert report["sources"]["claude-code"]["added"] == 1
    [note] = notes(vault)
    assert "Your task is to create" not in note.read_text(encoding="utf-8")
    assert "Your task" not in musubi("loops").stdout + musubi("decisions").stdout


def _git_at_work(vault: Path) -> subprocess.Popen[bytes]:
    """A git command of the person's, running in the vault (it waits on its input)."""
    import time

    from musubi_daemon.vault.git import git_running

    proc = subprocess.Popen(["git", "-C", str(vault), "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    # Popen returns before the child is git working in the vault: a check made in between
    # (a loaded machine) would see no git at all.
    deadline = time.monotonic() + 10
    while not git_running(vault, vault / ".git") and time.monotonic() < deadline:
        time.sleep(0.02)
    return proc


def test_a_lock_of_a_git_still_at_work_is_waited_for(vault: Path, home: Path) -> None:
    from musubi_daemon.vault.git import GitBusy, VaultRepo

    lock = vault / ".git" / "index.lock"
    lock.write_text("", encoding="utf-8")
    worker = _git_at_work(vault)
    try:
        with pytest.raises(GitBusy, match="git is working in this vault"):
            VaultRepo(vault).clear_stale_locks(wait=0.5)
        assert lock.exists()  # never taken from a git that may still need it
        session(home, "c0ffee10-aaaa-4bbb-8ccc-000000000010", 1).write()
        running = subprocess.Popen([*_musubi_command(), "ingest", "--json"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        import time

        time.sleep(1.5)  # the ingest waits for the person's git ...
        assert running.poll() is None
    finally:
        worker.communicate(b"")  # ... which finishes: the ingest goes on
    out, err = running.communicate(timeout=60)
    assert running.returncode == 0, err
    assert json.loads(out)["locks_removed"] == [".git/index.lock"]
    assert len(notes(vault)) == 1


def _musubi_command() -> list[str]:
    import sys

    return [sys.executable, "-m", "musubi_daemon"]


def test_a_vault_made_again_at_the_same_path_gets_its_notes_back(vault: Path,
                                                                home: Path) -> None:
    import shutil

    session(home, "c0ffee11-aaaa-4bbb-8ccc-000000000011", 2).write()
    ingest()
    assert len(notes(vault)) == 1
    shutil.rmtree(vault)
    musubi("init", str(vault))  # the same path, a new vault
    doctor = json.loads(musubi("doctor", "--json", check=False).stdout)
    assert "state-vault" in doctor["counts"] and not doctor["healthy"]
    report = ingest()
    assert report["vault_replaced"] and report["sources"]["claude-code"]["added"] == 1
    assert len(notes(vault)) == 1
    assert musubi("doctor").returncode == 0
    assert ingest()["vault_replaced"] is False


def test_a_resumed_session_stays_one_note_with_the_persons_edits(vault: Path,
                                                                home: Path) -> None:
    old = session(home, "c0ffee12-aaaa-4bbb-8ccc-000000000012", 2)
    old.write()
    ingest()
    [note] = notes(vault)
    mine = "Ana: the second answer is wrong, it is steep."
    note.write_text(note.read_text(encoding="utf-8") + f"\n{mine}\n", encoding="utf-8")
    # `claude --resume`: a new file, a new session id, the old lines replayed, then more.
    new_sid = "c0ffee13-aaaa-4bbb-8ccc-000000000013"
    lines = [json.loads(x) for x in old.path.read_text(encoding="utf-8").splitlines()]
    for x in lines:
        x["sessionId"] = new_sid
    resumed = Session(project_dir(home) / f"{new_sid}.jsonl", new_sid)
    resumed.lines, resumed.n, resumed.parent = lines, old.n, old.parent
    resumed.user("And after the hut?").assistant("Flat to the lake.").write()
    ingest()
    [note] = notes(vault)  # still one note
    text = note.read_text(encoding="utf-8")
    assert mine in text and "Flat to the lake." in text
    assert read_frontmatter(text)["musubi_id"] == "claude-code:c0ffee12-aaaa-4bbb-8ccc-000000000012"
    assert len(parse(text).messages) == 6
    # Claude Code deletes the old file after 30 days: the resumed one goes on in the same note.
    old.path.unlink()
    resumed.user("Water at the lake?").assistant("Yes, a spring.").write()
    ingest()
    [note] = notes(vault)
    text = note.read_text(encoding="utf-8")
    assert mine in text and "Yes, a spring." in text and len(parse(text).messages) == 8


def test_sessions_that_number_their_messages_stay_conversations_of_their_own(
        vault: Path, home: Path, tmp_path: Path) -> None:
    # Aider numbers each session's messages from 1, and people start sessions with the same
    # words: a later, longer session is still a conversation of its own, never the first one.
    history = tmp_path / "trailmap" / ".aider.chat.history.md"
    history.parent.mkdir()
    history.write_text("# aider chat started at 2026-11-20 09:00:00\n\n#### /add gpx.py  \n\n"
                       "Added gpx.py to the chat.\n", encoding="utf-8")
    ingest("--source", f"aider={history}")
    with history.open("a", encoding="utf-8") as f:
        f.write("\n# aider chat started at 2026-11-21 09:00:00\n\n#### /add gpx.py  \n\n"
                "Added gpx.py to the chat.\n\n#### parse the elevation  \n\nDone.\n")
    ingest("--source", f"aider={history}")
    texts = [n.read_text(encoding="utf-8") for n in notes(vault)]
    assert sorted(len(parse(t).messages) for t in texts) == [2, 4]


def _bomb(path: Path, size: int) -> int:
    """A ChatGPT export whose one message is ``size`` bytes: the zip stays a few MB."""
    import zipfile

    head = json.dumps([{"id": "b0mb", "title": "Logs", "create_time": 1767000000.0,
                        "update_time": 1767000100.0, "current_node": "b", "mapping": {
                            "a": {"id": "a", "parent": None, "children": ["b"], "message": {
                                "id": "a", "author": {"role": "user"},
                                "create_time": 1767000000.0, "content": {
                                    "content_type": "text", "parts": ["@@@"]}}},
                            "b": {"id": "b", "parent": "a", "children": [], "message": {
                                "id": "b", "author": {"role": "assistant"},
                                "create_time": 1767000100.0, "content": {
                                    "content_type": "text", "parts": ["Seen."]}}}}}])
    before, after = head.split("@@@")
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z, \
            z.open("conversations.json", "w", force_zip64=True) as f:
        f.write(before.encode())
        block = b"All work and no play. " * 50_000
        for _ in range(size // len(block)):
            f.write(block)
        f.write(after.encode())
    return size // len(block) * len(block)


def test_a_zip_bomb_costs_bounded_memory_and_the_rest_is_read(vault: Path, home: Path,
                                                              tmp_path: Path) -> None:
    bomb = home / "Downloads" / "export.zip"
    total = _bomb(bomb, 300 * 2**20)
    assert bomb.stat().st_size < 5 * 2**20
    session(home, "c0ffee14-aaaa-4bbb-8ccc-000000000014", 1).write()
    out = tmp_path / "report.json"
    with out.open("w") as f:
        proc = subprocess.Popen([*_musubi_command(), "ingest", "--json", "--no-index",
                                 "--source", "claude-code", "--source",
                                 f"chatgpt-export={bomb}"], stdout=f)
        peak_mib = peak_rss_mib(proc)
    assert proc.returncode == 0
    assert peak_mib < 250, f"peak RSS {peak_mib:.0f} MiB for a {total >> 20} MB message"
    report = json.loads(out.read_text())
    assert report["sources"]["claude-code"]["added"] == 1
    assert report["sources"]["chatgpt-export"]["added"] == 1
    [item] = report["sources"]["chatgpt-export"]["skipped"]
    assert "too large to keep whole" in item["reason"]
    assert f"the largest {total / 2**20:,.0f} MB" in item["reason"]
    [logs] = [n for n in notes(vault) if "Logs" in n.name]
    text = logs.read_text(encoding="utf-8")
    assert f"cut by Musubi: this text was {total:,} bytes" in text and len(text) < 6 * 2**20


def test_doctor_is_quiet_about_what_a_person_normally_does(vault: Path, home: Path,
                                                         tmp_path: Path) -> None:
    other = tmp_path / "other vault"  # notes of the person's, in a vault of their own
    other.mkdir()
    (other / "Ideas.md").write_text("# Ideas\n\nHut to hut in June.\n", encoding="utf-8")
    for n in range(2):
        session(home, f"c0ffee2{n}-aaaa-4bbb-8ccc-00000000002{n}", 1).write()
    ingest("--source", "claude-code", "--source", f"obsidian={other}")
    assert musubi("doctor").returncode == 0
    first = notes(vault)[0]
    git(vault, "rm", "-q", str(first.relative_to(vault)))
    git(vault, "commit", "-qm", "not this one")  # a person's deletion
    session(home, "c0ffee29-aaaa-4bbb-8ccc-000000000029", 1).write()
    ingest("--source", "claude-code")
    git(vault, "revert", "--no-edit", "HEAD")  # and the ingest undone
    report = json.loads(musubi("doctor", "--json").stdout)
    assert report["healthy"] and report["problems"] == 0, report["findings"]
    repaired = json.loads(musubi("doctor", "--repair", "--json").stdout)
    assert repaired["healthy"]
    (other / "Ideas.md").write_text("# Ideas\n\nHut to hut in July.\n", encoding="utf-8")
    again = ingest("--source", f"obsidian={other}")  # the other vault's note is still known
    assert again["sources"]["obsidian"]["updated"] == 1
    status = json.loads(musubi("status", "--json").stdout)
    assert status["sources"]["obsidian"]["notes"] == 1


def test_a_vault_made_again_in_the_same_second_is_another_vault(tmp_path: Path) -> None:
    """A vault's identity is its first commit: two vaults made one after the other at one
    path, holding the same files, within the same second, still have different ones (the
    same commit would make the cache take the new vault for the old)."""
    import shutil

    from musubi_daemon.vault.adopt import adopt_vault
    from musubi_daemon.vault.git import VaultRepo

    path = tmp_path / "vault"
    roots = []
    for _ in range(2):
        adopt_vault(path, "Musubi", fsync=False)
        roots.append(VaultRepo(path).roots())
        shutil.rmtree(path)
    assert roots[0] and roots[1] and not set(roots[0]) & set(roots[1])
