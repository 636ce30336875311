"""The vault alone is enough: whatever happens to the cache (deleted, left behind by a moved
vault, missing on a second machine, restored from an old backup), the next run costs time and
nothing else. Every edit a person makes to a note survives it, through the real `musubi`
command, because the merge base comes from the vault's own git history."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import forkserver
import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from musubi_daemon.vault.notes import parse
from musubi_daemon.vault.structure import CALLOUT_MARK

SID = "aaaaaaaa-1111-4222-8333-444444444444"


@pytest.fixture(autouse=True)
def _shared_model(model_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The run's exported embedding model, in every HOME these tests make (an export is 10 s)."""
    monkeypatch.setenv("MUSUBI_MODEL_DIR", str(model_dir))


def env_of(home: Path) -> dict[str, str]:
    env = {**os.environ, "HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache"),
           "XDG_CONFIG_HOME": str(home / ".config"), "MUSUBI_INDEX_ON_INGEST": "0"}
    env.pop("MUSUBI_CACHE_DIR", None)
    env.pop("MUSUBI_VAULT", None)
    return env


def run(home: Path, *args: str) -> str:
    return musubi(*args, env=env_of(home)).stdout


def session(home: Path) -> Session:
    s = Session(project_dir(home) / f"{SID}.jsonl", SID)
    s.user("Should the tile cache live on the SSD or the NAS?")
    s.assistant("The SSD: reads are random and small.")
    s.user("We decided to keep the tile cache on the SSD. TODO: check the hut hours before "
           "Friday.")
    s.assistant("Noted. I will also purge the CDN after the deploy.")
    s.write()
    return s


def started(home: Path, vault: Path, *, distil: bool = True) -> Session:
    """The session on disk, the vault made with the person's git name, ingested (and
    distilled): where most of these stories begin."""
    s = session(home)
    run(home, "init", str(vault))
    git(vault, "config", "user.name", "Ana Lima")
    git(vault, "config", "user.email", "ana@example.com")
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    if distil:
        run(home, "--vault", str(vault), "distill", "--only-heuristic")
    return s


def the_note(vault: Path) -> Path:
    [note] = (vault / "Musubi" / "conversations").rglob("*.md")
    return note


def _after_front_matter(text: str, line: str) -> str:
    end = text.index("\n---\n", 4) + 5
    return text[:end] + line + "\n\n" + text[end:]


def _before_second_message(text: str, line: str) -> str:
    headers = list(re.finditer(r"^\*\*(?:User|Assistant)\*\*.*\^m-[0-9a-f]+$", text, re.M))
    at = headers[1].start()
    return text[:at] + line + "\n\n" + text[at:]


def _add_properties(text: str) -> str:
    end = text.index("\n---\n", 4)
    return text[:end] + "\naliases:\n- Tile cache plan\nrating: 5" + text[end:]


def _drop_section(text: str, heading: str) -> str:
    return re.sub(rf"^{re.escape(heading)}\n.*?(?=^## )", "", text, count=1, flags=re.M | re.S)


# (what the person does to the note, how to see it is still there)
EDITS: list[tuple[Callable[[str], str], Callable[[str], bool]]] = [
    (lambda t: _after_front_matter(t, "Ana's line at the top."),
     lambda t: "\nAna's line at the top.\n" in t),
    (lambda t: _before_second_message(t, "Ana's remark between two messages."),
     lambda t: "\nAna's remark between two messages.\n" in t),
    (lambda t: t + "\nAna's line at the end.\n",
     lambda t: "\nAna's line at the end.\n" in t),
    (lambda t: t.replace("## Key points\n", "## What stood out\n"),
     lambda t: "## What stood out\n" in t and "## Key points" not in t),
    (lambda t: re.sub(r"^title: .*$", "title: Tile cache on the SSD (mine)", t, count=1,
                      flags=re.M),
     lambda t: "\ntitle: Tile cache on the SSD (mine)\n" in t),
    (_add_properties,
     lambda t: "aliases:\n- Tile cache plan\n" in t and "\nrating: 5\n" in t),
    (lambda t: t.replace("- [ ] Check the hut hours", "- [x] Check the hut hours"),
     lambda t: "- [x] Check the hut hours" in t and "- [ ] Check the hut hours" not in t),
    (lambda t: _drop_section(t, "## Decisions"),
     lambda t: "## Decisions" not in t),
    (lambda t: t.replace("\nThe SSD: reads are random and small.\n",
                         "\nThe SSD: reads are random and small (Ana measured it).\n"),
     lambda t: "(Ana measured it)" in t
     and "\nThe SSD: reads are random and small.\n" not in t),
]


# Words only the person wrote: no commit of Musubi's may remove a line holding one.
MARKS = ("Ana's", "(mine)", "Tile cache plan", "rating: 5", "- [x] Check", "What stood out",
         "Ana measured")


def edited_vault(home: Path, vault: Path) -> Session:
    """A distilled note the person edited in every way the merge knows, her edits committed
    and merged into Musubi's next write, as after a while of use."""
    s = started(home, vault)
    note = the_note(vault)
    text = note.read_text(encoding="utf-8")
    for edit, seen in EDITS:
        text = edit(text)
        assert seen(text), "the edit did what it says"
    note.write_text(text, encoding="utf-8")
    s.user("And the NAS?").assistant("Backups only.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    run(home, "--vault", str(vault), "distill", "--only-heuristic", "--redo")
    check(vault, s)
    return s


def check(vault: Path, s: Session) -> None:
    text = the_note(vault).read_text(encoding="utf-8")
    for i, (_, seen) in enumerate(EDITS):
        assert seen(text), f"edit {i} was lost:\n{text}"
    assert CALLOUT_MARK not in text, f"a callout nobody's conflict made:\n{text}"
    messages = parse(text).messages
    assert len(messages) == sum(1 for line in s.lines if line["type"] in ("user", "assistant"))
    assert not any("Ana" in m.text and "measured" not in m.text for m in messages), \
        "the person's text became part of a message"
    diff = git(vault, "log", "--author=musubi@localhost", "-p", "--format=", "--",
               "Musubi/conversations")
    taken = [line for line in diff.splitlines() if line.startswith("-")
             and not line.startswith("---") and any(mark in line for mark in MARKS)]
    assert not taken, f"a commit of Musubi's took the person's text out: {taken}"
    assert not git(vault, "status", "--porcelain").strip()


def grow_and_run(home: Path, vault: Path, s: Session, step: int) -> None:
    s.user(f"One more question, {step}?").assistant(f"One more answer, {step}.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    run(home, "--vault", str(vault), "distill", "--only-heuristic", "--redo")


def test_a_moved_vault_keeps_every_edit(tmp_path: Path) -> None:
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = edited_vault(home, vault)
    moved = tmp_path / "Documents" / "vault"
    moved.parent.mkdir()
    shutil.move(vault, moved)  # the cache is keyed by the old path: this one starts empty
    run(home, "init", str(moved))
    grow_and_run(home, moved, s, 1)
    check(moved, s)


def test_a_deleted_cache_keeps_every_edit(tmp_path: Path) -> None:
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = edited_vault(home, vault)
    shutil.rmtree(home / ".cache" / "musubi")  # the README calls this safe: it is
    out = run(home, "--vault", str(vault), "distill", "--only-heuristic", "--redo")
    assert "1 heuristic" in out, out  # no ingest needed first: the note is known again
    check(vault, s)
    grow_and_run(home, vault, s, 1)
    check(vault, s)
    grow_and_run(home, vault, s, 2)  # and again, on the cache that run rebuilt
    check(vault, s)


def test_a_vault_cloned_on_a_second_machine_keeps_every_edit(tmp_path: Path) -> None:
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = edited_vault(home, vault)
    laptop = tmp_path / "laptop"
    clone = laptop / "vault"
    subprocess.run(["git", "clone", "--quiet", str(vault), str(clone)], check=True)
    shutil.copytree(home / ".claude", laptop / ".claude")  # the tool's history is there too
    git(clone, "config", "user.name", "Ana Lima")
    git(clone, "config", "user.email", "ana@example.com")
    s.path = project_dir(laptop) / f"{SID}.jsonl"
    run(laptop, "init", str(clone))
    grow_and_run(laptop, clone, s, 1)
    check(clone, s)


def test_an_old_cache_restored_keeps_every_edit(tmp_path: Path) -> None:
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = session(home)
    run(home, "init", str(vault))
    git(vault, "config", "user.name", "Ana Lima")
    git(vault, "config", "user.email", "ana@example.com")
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    backup = tmp_path / "backup"
    shutil.copytree(home / ".cache" / "musubi", backup)  # yesterday's backup of the cache
    run(home, "--vault", str(vault), "distill", "--only-heuristic")
    note = the_note(vault)
    text = note.read_text(encoding="utf-8")
    for edit, _ in EDITS:
        text = edit(text)
    note.write_text(text, encoding="utf-8")
    grow_and_run(home, vault, s, 1)
    check(vault, s)
    shutil.rmtree(home / ".cache" / "musubi")
    shutil.copytree(backup, home / ".cache" / "musubi")  # the backup, restored
    grow_and_run(home, vault, s, 2)
    check(vault, s)


@pytest.mark.parametrize("how", ["moved", "cache deleted"])
def test_the_issue_repro_a_line_appended_survives(tmp_path: Path, how: str) -> None:
    """The report's own steps: init, ingest, append a line, grow, ingest (kept), then move
    the vault (or delete the cache), grow, ingest: the line count stays 1."""
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = session(home)
    run(home, "init", str(vault))
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    note = the_note(vault)
    note.write_text(note.read_text(encoding="utf-8") + "\nMy line.\n", encoding="utf-8")
    s.user("More?").assistant("More.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    assert the_note(vault).read_text(encoding="utf-8").count("My line.") == 1
    if how == "moved":
        vault2 = tmp_path / "vault2"
        shutil.move(vault, vault2)
        vault = vault2
        run(home, "init", str(vault))
    else:
        shutil.rmtree(home / ".cache" / "musubi")
    s.user("Still more?").assistant("Still more.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    assert the_note(vault).read_text(encoding="utf-8").count("My line.") == 1


@pytest.mark.parametrize("how", ["moved", "cache deleted", "cloned"])
def test_a_note_the_person_deleted_stays_deleted(tmp_path: Path, how: str) -> None:
    """Git says the person deleted it: no cache is needed to respect that."""
    home, vault = tmp_path / "home", tmp_path / "vault"
    keep = session(home)
    gone = Session(project_dir(home) / "bbbbbbbb-1111-4222-8333-444444444444.jsonl",
                   "bbbbbbbb-1111-4222-8333-444444444444")
    gone.user("Which stove for the hut?").assistant("The small gas one.").write()
    run(home, "init", str(vault))
    git(vault, "config", "user.name", "Ana Lima")
    git(vault, "config", "user.email", "ana@example.com")
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    [doomed] = [p for p in (vault / "Musubi").rglob("*.md") if "stove" in p.read_text()]
    doomed.unlink()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")  # commits it
    assert "Ana Lima" in git(vault, "log", "-1", "--format=%an", "--diff-filter=D")
    if how == "moved":
        moved = tmp_path / "elsewhere"
        shutil.move(vault, moved)
        vault = moved
        run(home, "init", str(vault))
    elif how == "cache deleted":
        shutil.rmtree(home / ".cache" / "musubi")
    else:
        laptop = tmp_path / "laptop"
        subprocess.run(["git", "clone", "--quiet", str(vault), str(laptop / "vault")],
                       check=True)
        shutil.copytree(home / ".claude", laptop / ".claude")
        home, vault = laptop, laptop / "vault"
        keep.path = project_dir(home) / f"{SID}.jsonl"
        gone.path = project_dir(home) / gone.path.name
        run(home, "init", str(vault))
    keep.user("And the fan?").assistant("Silent mode.").write()
    gone.user("And the fuel?").assistant("Butane.").write()
    out = run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    assert "0 added" in out, out
    assert not [p for p in (vault / "Musubi").rglob("*.md") if "stove" in p.read_text()]
    assert "Silent mode." in the_note(vault).read_text(encoding="utf-8")


def _open_loops_over_mcp(home: Path, vault: Path) -> list[str]:
    async def go() -> list[str]:
        params = StdioServerParameters(command=sys.executable, env=env_of(home),
                                       args=forkserver.argv("--vault", str(vault), "mcp")[1:])
        async with Client(params) as client:
            result = await client.call_tool("list_open_loops", {"limit": 50})
            return [loop["text"] for loop in result.structured_content["open_loops"]]

    return asyncio.run(asyncio.wait_for(go(), 120))


def test_a_loop_ticked_on_the_roll_up_page_stays_ticked(tmp_path: Path) -> None:
    """The tick is the person's edit in the note, committed under her name: a later render
    of Musubi's (the session grows, `distill --redo`) cannot take it back."""
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = started(home, vault)
    run(home, "--vault", str(vault), "loops")
    page = vault / "Musubi" / "open loops.md"
    text = page.read_text(encoding="utf-8")
    assert "- [ ] Check the hut hours" in text
    page.write_text(text.replace("- [ ] Check the hut hours", "- [x] Check the hut hours"),
                    encoding="utf-8")
    run(home, "--vault", str(vault), "loops")  # carries the tick into the note
    note = the_note(vault)
    rel = note.relative_to(vault).as_posix()
    assert "- [x] Check the hut hours" in note.read_text(encoding="utf-8")
    assert git(vault, "log", "-1", "--format=%an", "--", rel).strip() == "Ana Lima"
    shutil.rmtree(home / ".cache" / "musubi")  # with no cache, too
    s.user("Really nothing?").assistant("Nothing.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    run(home, "--vault", str(vault), "distill", "--only-heuristic", "--redo")
    text = note.read_text(encoding="utf-8")
    assert "- [x] Check the hut hours" in text and "- [ ] Check the hut hours" not in text
    assert "hut hours" not in run(home, "--vault", str(vault), "loops", "--json")
    assert not [t for t in _open_loops_over_mcp(home, vault) if "hut hours" in t]


@pytest.mark.parametrize("cache", ["kept", "lost"])
def test_a_line_typed_above_the_properties_is_a_preamble_kept_as_it_is(
        tmp_path: Path, cache: str) -> None:
    """It used to make ingest write a second, partial block on top and distill skip the note
    for good ("no musubi_id"); after a cache loss the line was overwritten."""
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = session(home)
    run(home, "init", str(vault))
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    note = the_note(vault)
    note.write_text("Ana's line above everything.\n" + note.read_text(encoding="utf-8"),
                    encoding="utf-8")
    if cache == "lost":
        shutil.rmtree(home / ".cache" / "musubi")
    s.user("And the fan?").assistant("Silent mode.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    out = run(home, "--vault", str(vault), "distill", "--only-heuristic")
    assert "1 heuristic" in out, out
    text = note.read_text(encoding="utf-8")
    assert text.startswith("Ana's line above everything.\n---\nmusubi_id: ")
    assert text.count("\n---\n") == 2 and text.count("musubi_id:") == 1, text
    assert "## Summary" in text and "Silent mode." in text
    assert parse(text).messages[-1].text == "Silent mode."
    assert CALLOUT_MARK not in text


def test_the_callout_of_broken_properties_goes_once_they_are_fixed(tmp_path: Path) -> None:
    home, vault = tmp_path / "home", tmp_path / "vault"
    s = session(home)
    run(home, "init", str(vault))
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    note = the_note(vault)
    good = re.sub(r"^title: .*$", "title: My tile cache", note.read_text(encoding="utf-8"),
                  count=1, flags=re.M)  # a property of Musubi's she changed, as people do
    note.write_text(good.replace("\n---\n", "\nrating: [5\n---\n", 1), encoding="utf-8")
    s.user("And the fan?").assistant("Silent mode.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    text = note.read_text(encoding="utf-8")
    assert "rating: [5" in text and text.count(CALLOUT_MARK) == 1  # Musubi's, proposed once
    note.write_text(text.replace("rating: [5", "rating: 5", 1), encoding="utf-8")  # fixed
    s.user("And the fuel?").assistant("Butane.").write()
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    text = note.read_text(encoding="utf-8")
    assert CALLOUT_MARK not in text, text
    assert "\nrating: 5\n" in text and "\nmessages: 8\n" in text
    assert "\ntitle: My tile cache\n" in text


def test_a_note_moved_out_of_musubis_folder_is_distilled_where_it_is(tmp_path: Path) -> None:
    home, vault = tmp_path / "home", tmp_path / "vault"
    session(home)
    run(home, "init", str(vault))
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    note = the_note(vault)
    moved = vault / "Work" / note.name
    moved.parent.mkdir()
    note.rename(moved)
    out = run(home, "--vault", str(vault), "distill", "--only-heuristic")
    assert "1 heuristic" in out and "1 note written" in out, out
    assert "## Summary" in moved.read_text(encoding="utf-8")
    assert not list((vault / "Musubi" / "conversations").rglob("*.md"))


def test_doctor_gives_a_note_from_before_end_marks_its_marks(tmp_path: Path) -> None:
    """A note an older Musubi wrote has no end marks: a line the person wrote under a message
    there reads as part of it until Musubi writes the note again; `doctor --repair` does."""
    home, vault = tmp_path / "home", tmp_path / "vault"
    session(home)
    run(home, "init", str(vault))
    git(vault, "config", "user.name", "Ana Lima")
    git(vault, "config", "user.email", "ana@example.com")
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    note = the_note(vault)
    older = re.sub(r"\n\n%%/m-[0-9a-f]+%%(?=\n)", "", note.read_text(encoding="utf-8"))
    note.write_text(older, encoding="utf-8")
    git(vault, "commit", "-qam", "musubi ingest", "--author", "Musubi <musubi@localhost>")
    mine = older.replace("\nNoted. I will also purge the CDN after the deploy.\n",
                         "\nNoted. I will also purge the CDN after the deploy.\n\n"
                         "Ana: and the tiles too.\n")
    note.write_text(mine, encoding="utf-8")
    assert parse(mine).messages[-1].text.endswith("Ana: and the tiles too.")  # as before
    found = json.loads(run(home, "--vault", str(vault), "doctor", "--json"))
    assert [f["check"] for f in found["findings"] if f["check"] == "note-end-marks"]
    run(home, "--vault", str(vault), "doctor", "--repair")
    text = note.read_text(encoding="utf-8")
    assert len(re.findall(r"^%%/m-[0-9a-f]+%%$", text, re.M)) == 4
    assert parse(text).messages[-1].text == "Noted. I will also purge the CDN after the deploy."
    assert "\nAna: and the tiles too.\n" in text and CALLOUT_MARK not in text
    found = json.loads(run(home, "--vault", str(vault), "doctor", "--json"))
    assert not [f for f in found["findings"] if f["check"] == "note-end-marks"]


def _read_over_mcp(home: Path, vault: Path, conversation_id: str) -> list[dict[str, Any]]:
    async def go() -> list[dict[str, Any]]:
        params = StdioServerParameters(command=sys.executable, env=env_of(home),
                                       args=forkserver.argv("--vault", str(vault), "mcp")[1:])
        async with Client(params) as client:
            result = await client.call_tool("read_conversation", {"id": conversation_id})
            return list(result.structured_content["messages"])

    return asyncio.run(asyncio.wait_for(go(), 120))


def test_the_persons_text_is_hers_in_search_mcp_and_the_distillation(tmp_path: Path) -> None:
    """Text after a message, between two, under her own heading at the end: never part of
    the message above (search said role assistant, MCP returned it inside the assistant's
    text, the distiller copied it into Key points and kept it after she deleted it)."""
    home, vault = tmp_path / "home", tmp_path / "vault"
    session(home)
    run(home, "init", str(vault))
    run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
    note = the_note(vault)
    text = _before_second_message(note.read_text(encoding="utf-8"),
                                  "We decided to paint the kayak yellow, says Ana.")
    text += "\n## My notes\n\nThe kingfisher nests by the boathouse, I decided.\n"
    note.write_text(text, encoding="utf-8")
    run(home, "--vault", str(vault), "distill", "--only-heuristic")
    distilled = note.read_text(encoding="utf-8").split("## Transcript")[0]
    assert "kayak" not in distilled and "kingfisher" not in distilled
    env = {**env_of(home), "MUSUBI_INDEX_ON_INGEST": "1"}
    proc = subprocess.run(forkserver.argv("--vault", str(vault),
                           "search", "--json", "kingfisher nests boathouse"),
                          capture_output=True, text=True, env=env, check=True)
    hits = json.loads(proc.stdout)
    hits = hits.get("hits", hits) if isinstance(hits, dict) else hits
    top = hits[0]
    assert "kingfisher" in top["text"] and top["role"] == "person", top
    messages = _read_over_mcp(home, vault, f"claude-code:{SID}")
    assert len(messages) == 4
    assert not [m for m in messages if "kayak" in m["text"] or "kingfisher" in m["text"]]
    # She deletes her line: nothing of it stays anywhere in Musubi's sections.
    note.write_text(note.read_text(encoding="utf-8").replace(
        "We decided to paint the kayak yellow, says Ana.\n\n", ""), encoding="utf-8")
    run(home, "--vault", str(vault), "distill", "--only-heuristic", "--redo")
    assert "kayak" not in note.read_text(encoding="utf-8")


def test_two_devices_with_the_same_export_sync_without_a_callout(tmp_path: Path) -> None:
    """The same history ingested on two machines, then `musubi sync` on both: one note, her
    lines from both devices, no callout for a header nobody edited or Musubi's properties."""
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "--quiet", "--bare", "-b", "main", str(remote)], check=True)
    devices = []
    for name in ("laptop", "desktop"):
        home, vault = tmp_path / name / "home", tmp_path / name / "vault"
        session(home)
        run(home, "init", str(vault))
        git(vault, "config", "user.name", "Ana Lima")
        git(vault, "config", "user.email", "ana@example.com")
        git(vault, "remote", "add", "origin", str(remote))
        run(home, "--vault", str(vault), "ingest", "--source", "claude-code")
        run(home, "--vault", str(vault), "distill", "--only-heuristic")
        note = the_note(vault)
        note.write_text(note.read_text(encoding="utf-8") + f"\nA line from the {name}.\n",
                        encoding="utf-8")
        devices.append((home, vault))
    for home, vault in (*devices, devices[0]):
        run(home, "--vault", str(vault), "sync")
    for _home, vault in devices:
        text = the_note(vault).read_text(encoding="utf-8")
        assert "\nA line from the laptop.\n" in text and "\nA line from the desktop.\n" in text
        assert CALLOUT_MARK not in text, text
        assert len(parse(text).messages) == 4
        assert not list(vault.rglob("*.conflict-*"))
