"""Hostile sequences for the sync git tells (``changed.GitTold``): what a person does with
git and files between two syncs, after which the sync that asked git must leave nothing for
``musubi doctor`` or a sync that lists the vault. Each test starts from a library of its own
whose whole state is committed and recorded, so a failure replays."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_git_hinted_sync import _doctor_on_index, _git, _person, _walked
from test_hinted_sync import WORDS, small_library

from musubi_daemon import config
from musubi_daemon.engine import Engine


@pytest.fixture
def lib(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Engine]:
    """Four conversations and three notes of the person's, all committed, and a sync told by
    git since (so the next one asks git from a recorded commit). No grace for notes changed
    while git was asked: git's answer alone must be whole."""
    monkeypatch.setattr(config, "VAULT_CHANGES_SLACK_NS", -10**18)
    eng = small_library(tmp_path)
    _person(eng, "commit all", 0, "")
    eng.index.sync(walk=True)
    eng.index.sync()
    assert eng.index.keyword.get_meta("vault_head")
    yield eng
    eng.close()


def _after(engine: Engine) -> tuple[list[str], tuple[int, int]]:
    """The sync git tells, then what the doctor says of the index and what a walk still
    finds to do: ([], (0, 0)) when the invariant holds."""
    engine.index.sync()
    return _doctor_on_index(engine), _walked(engine)


def _commit(engine: Engine, msg: str = "by hand") -> None:
    _git(engine.vault, "add", "-A")
    if _git(engine.vault, "status", "--porcelain"):
        _git(engine.vault, "commit", "-qm", msg)


def _note(engine: Engine, n: int = 0) -> Path:
    return engine.vault / "Notes" / f"note {n}.md"


def _edit(p: Path, word: str) -> None:
    p.write_text(p.read_text() + f"\nAnd {word}.\n")


OK: tuple[list[str], tuple[int, int]] = ([], (0, 0))


def _stash_and_pop(engine: Engine, *flags: str, hides: Path | None = None) -> None:
    """``git stash`` (with ``flags``), a sync, ``git stash pop``, a sync: the invariant holds
    after each, and the stash took ``hides`` out of the vault meanwhile."""
    _git(engine.vault, "stash", "-q", *flags)
    if hides is not None:
        assert not hides.exists()
    assert _after(engine) == OK
    _git(engine.vault, "stash", "pop", "-q")
    assert _after(engine) == OK


# -- git's own moves ------------------------------------------------------------------------

def test_stash_and_pop_an_edit(lib: Engine) -> None:
    _edit(_note(lib), "stashed")
    assert _after(lib) == OK
    _stash_and_pop(lib)


def test_stash_untracked_and_pop(lib: Engine) -> None:
    (lib.vault / "Notes" / "fresh.md").write_text("A fresh note on plums.\n")
    _edit(_note(lib, 1), "stashed")
    assert _after(lib) == OK
    _stash_and_pop(lib, "-u", hides=lib.vault / "Notes" / "fresh.md")


def test_stash_without_a_sync_between(lib: Engine) -> None:
    (lib.vault / "Notes" / "fresh.md").write_text("A fresh note on plums.\n")
    _edit(_note(lib, 1), "stashed")
    _git(lib.vault, "stash", "-q", "-u")
    assert _after(lib) == OK
    _git(lib.vault, "stash", "pop", "-q")
    _commit(lib)
    _git(lib.vault, "stash", "list")
    assert _after(lib) == OK


def test_git_mv(lib: Engine) -> None:
    _git(lib.vault, "mv", "Notes/note 0.md", "Notes/moved.md")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "mv", "Notes", "Elsewhere")
    _commit(lib)
    assert _after(lib) == OK


def test_rm_cached_then_ignored(lib: Engine) -> None:
    _git(lib.vault, "rm", "-q", "--cached", "Notes/note 0.md")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    ignore = lib.vault / ".gitignore"
    ignore.write_text(ignore.read_text() + "Notes/note 0.md\n")
    _commit(lib)
    assert _after(lib) == OK
    _edit(_note(lib), "ignored now")
    assert _after(lib) == OK
    _note(lib).unlink()
    assert _after(lib) == OK


def test_tracked_note_made_ignored_then_edited(lib: Engine) -> None:
    ignore = lib.vault / ".gitignore"
    ignore.write_text(ignore.read_text() + "Notes/\n")
    _commit(lib)
    assert _after(lib) == OK
    _edit(_note(lib), "still tracked")
    (lib.vault / "Notes" / "new.md").write_text("An ignored new note.\n")
    assert _after(lib) == OK
    _git(lib.vault, "rm", "-rq", "--cached", "Notes")
    _commit(lib)
    assert _after(lib) == OK
    ignore.write_text(ignore.read_text().replace("Notes/\n", ""))
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK


def test_ignored_folder_unignored_and_cleaned(lib: Engine) -> None:
    ignore = lib.vault / ".gitignore"
    ignore.write_text(ignore.read_text() + "Private/\n*.secret.md\n")
    _commit(lib)
    (lib.vault / "Private").mkdir()
    (lib.vault / "Private" / "a.md").write_text("A private note on figs.\n")
    (lib.vault / "Notes" / "b.secret.md").write_text("A secret on dates.\n")
    assert _after(lib) == OK
    _git(lib.vault, "clean", "-qfdx")
    assert not (lib.vault / "Private").exists()
    assert _after(lib) == OK
    (lib.vault / "Private").mkdir()
    (lib.vault / "Private" / "a.md").write_text("A private note on figs.\n")
    (lib.vault / "Notes" / "b.secret.md").write_text("A secret on dates.\n")
    assert _after(lib) == OK
    ignore.write_text(ignore.read_text().replace("Private/\n", ""))
    assert _after(lib) == OK
    _commit(lib)
    _git(lib.vault, "clean", "-qfdX")
    assert _after(lib) == OK


def test_switch_branch_commit_and_back(lib: Engine) -> None:
    _git(lib.vault, "switch", "-qc", "other")
    _edit(_note(lib), "on a branch")
    (lib.vault / "Notes" / "branch only.md").write_text("Only on the branch: quinces.\n")
    _note(lib, 2).unlink()
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "switch", "-q", "-")
    assert _after(lib) == OK
    _git(lib.vault, "merge", "-q", "other")
    assert _after(lib) == OK


def test_switch_branch_without_a_sync_between(lib: Engine) -> None:
    _git(lib.vault, "switch", "-qc", "other")
    _edit(_note(lib), "on a branch")
    _commit(lib)
    _git(lib.vault, "switch", "-q", "-")
    _edit(_note(lib, 1), "back home")
    assert _after(lib) == OK


def test_amend_revert_rebase(lib: Engine) -> None:
    _edit(_note(lib), "first")
    _commit(lib)
    assert _after(lib) == OK
    _edit(_note(lib), "amended")
    _git(lib.vault, "commit", "-qa", "--amend", "--no-edit")
    assert _after(lib) == OK
    _git(lib.vault, "revert", "--no-edit", "HEAD")
    assert _after(lib) == OK
    base = _git(lib.vault, "rev-parse", "HEAD").strip()
    _edit(_note(lib, 1), "main side")
    _commit(lib)
    _git(lib.vault, "switch", "-qc", "side", base)
    _edit(_note(lib, 2), "side side")
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "rebase", "-q", "master" if "master" in _git(lib.vault, "branch")
         else "main")
    assert _after(lib) == OK


def test_reset_soft_mixed_and_detached(lib: Engine) -> None:
    _edit(_note(lib), "one")
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "reset", "-q", "--soft", "HEAD~1")
    assert _after(lib) == OK
    _git(lib.vault, "reset", "-q", "--mixed", "HEAD")
    assert _after(lib) == OK
    _git(lib.vault, "checkout", "-q", "--", ".")
    assert _after(lib) == OK
    _git(lib.vault, "checkout", "-q", "--detach", "HEAD~1")
    assert _after(lib) == OK


def test_checkout_an_old_version_of_one_note(lib: Engine) -> None:
    first = _git(lib.vault, "rev-parse", "HEAD").strip()
    _edit(_note(lib), "newer")
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "checkout", first, "--", "Notes/note 0.md")
    assert _after(lib) == OK
    _git(lib.vault, "checkout", "HEAD", "--", "Notes/note 0.md")
    assert _after(lib) == OK


def test_staged_not_committed(lib: Engine) -> None:
    _edit(_note(lib), "staged")
    _git(lib.vault, "add", "Notes/note 0.md")
    assert _after(lib) == OK
    _edit(_note(lib), "and more")
    assert _after(lib) == OK
    _git(lib.vault, "restore", "--staged", "--worktree", "--source=HEAD", "Notes/note 0.md")
    assert _after(lib) == OK


def test_history_gone_after_gc(lib: Engine) -> None:
    _edit(_note(lib), "amended away")
    _commit(lib)
    assert _after(lib) == OK
    _edit(_note(lib), "again")
    _git(lib.vault, "commit", "-qa", "--amend", "--no-edit")
    _git(lib.vault, "reflog", "expire", "--expire=now", "--all")
    _git(lib.vault, "gc", "-q", "--prune=now")
    assert _after(lib) == OK


# -- names ----------------------------------------------------------------------------------

def test_rename_that_only_changes_case(lib: Engine) -> None:
    _note(lib).rename(lib.vault / "Notes" / "Note 0.md")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK


def test_names_with_spaces_dots_and_unicode(lib: Engine) -> None:
    notes = lib.vault / "Notes"
    (notes / "  spaced  name .md").write_text("Spaces on figs.\n")
    (notes / ".dotted.md").write_text("A dotted note.\n")
    (notes / "Café.md").write_text("NFC cafe on pears.\n")
    (notes / unicodedata.normalize("NFD", "Crème.md")).write_text("NFD creme.\n")
    (notes / "upper.MD").write_text("An upper case suffix.\n")
    (notes / "tab\tand \"quote\".md").write_text("Odd characters.\n")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    for name in ("  spaced  name .md", "Café.md", "upper.MD", "tab\tand \"quote\".md"):
        _edit(notes / name, "edited")
    assert _after(lib) == OK


def test_nfc_note_renamed_to_nfd(lib: Engine) -> None:
    notes = lib.vault / "Notes"
    (notes / "Café.md").write_text("NFC cafe on pears.\n")
    _commit(lib)
    assert _after(lib) == OK
    (notes / "Café.md").rename(notes / unicodedata.normalize("NFD", "Café.md"))
    assert _after(lib) == OK


def test_note_replaced_by_a_folder(lib: Engine) -> None:
    _note(lib).unlink()
    (lib.vault / "Notes" / "note 0").mkdir()
    (lib.vault / "Notes" / "note 0" / "inside.md").write_text("Inside on walnuts.\n")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    _note(lib, 1).unlink()
    (lib.vault / "Notes" / "note 1.md").mkdir()
    (lib.vault / "Notes" / "note 1.md" / "deeper.md").write_text("Deeper on hazelnuts.\n")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK


# -- links, permissions ---------------------------------------------------------------------

def test_symlink_to_a_folder(lib: Engine) -> None:
    (lib.vault / "Linked").symlink_to("Notes")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    _edit(_note(lib), "through a link")
    assert _after(lib) == OK


def test_hardlinked_notes(lib: Engine) -> None:
    os.link(_note(lib), lib.vault / "Notes" / "twin.md")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    with open(_note(lib), "a") as f:  # in place: the twin changes with it
        f.write("\nWritten through one name: apricots.\n")
    assert _after(lib) == OK


def test_hardlink_to_a_file_outside_edited_outside(lib: Engine, tmp_path: Path) -> None:
    outside = tmp_path / "outside.md"
    outside.write_text("Kept outside on chestnuts.\n")
    os.link(outside, lib.vault / "Notes" / "shared.md")
    _commit(lib)
    assert _after(lib) == OK
    with open(outside, "a") as f:
        f.write("More from outside.\n")
    assert _after(lib) == OK


def test_unreadable_note(lib: Engine) -> None:
    # As root (CI containers) the mode stops no read: then this is a mode change alone.
    _note(lib).chmod(0)
    try:
        assert _after(lib) == OK
        _edit(lib.vault / "Notes" / "note 1.md", "beside an unreadable one")
        assert _after(lib) == OK
        _note(lib).chmod(0o644)
        _edit(_note(lib), "readable again")
        assert _after(lib) == OK
    finally:
        _note(lib).chmod(0o644)


# -- what decides which notes are searched -------------------------------------------------

def test_templater_settings(lib: Engine) -> None:
    data = lib.vault / ".obsidian" / "plugins" / "templater-obsidian" / "data.json"
    data.parent.mkdir(parents=True)
    data.write_text('{"templates_folder": "Notes"}')
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    data.write_text('{"templates_folder": "Nowhere"}')
    assert _after(lib) == OK
    _git(lib.vault, "checkout", "--", ".")
    assert _after(lib) == OK
    shutil.rmtree(data.parent)
    assert _after(lib) == OK


def test_top_level_templates_folder(lib: Engine) -> None:
    shutil.move(lib.vault / "Notes", lib.vault / "Templates")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    shutil.move(lib.vault / "Templates", lib.vault / "Notes")
    assert _after(lib) == OK
    _commit(lib)
    (lib.vault / "templates").mkdir()
    (lib.vault / "templates" / "daily.md").write_text("{{date}}\n")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    _edit(lib.vault / "templates" / "daily.md", "template edit")
    assert _after(lib) == OK


def test_notes_moved_into_musubis_folder(lib: Engine) -> None:
    shutil.move(lib.vault / "Notes", lib.vault / lib.folder / "Notes")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    shutil.move(lib.vault / lib.folder / "Notes", lib.vault / lib.folder / "conversations")
    assert _after(lib) == OK
    _commit(lib)
    _edit(lib.vault / lib.folder / "conversations" / "Notes" / "note 1.md", "in there")
    assert _after(lib) == OK


def test_stash_all_with_ignored_notes(lib: Engine) -> None:
    ignore = lib.vault / ".gitignore"
    ignore.write_text(ignore.read_text() + "*.private.md\n")
    _commit(lib)
    (lib.vault / "Notes" / "diary.private.md").write_text("Dear diary: persimmons.\n")
    assert _after(lib) == OK
    _stash_and_pop(lib, "-a", hides=lib.vault / "Notes" / "diary.private.md")


def test_merge_conflict_then_abort(lib: Engine) -> None:
    base = _git(lib.vault, "rev-parse", "HEAD").strip()
    _note(lib).write_text("# Note 0\n\nMain says medlar.\n")
    _commit(lib)
    _git(lib.vault, "switch", "-qc", "side", base)
    _note(lib).write_text("# Note 0\n\nSide says loquat.\n")
    _commit(lib)
    _git(lib.vault, "switch", "-q", "-")
    with pytest.raises(subprocess.CalledProcessError):
        _git(lib.vault, "merge", "-q", "side")
    assert "<<<<<<<" in _note(lib).read_text()
    assert _after(lib) == OK
    _git(lib.vault, "merge", "--abort")
    assert _after(lib) == OK


def test_untracked_cache(lib: Engine) -> None:
    _git(lib.vault, "config", "core.untrackedCache", "true")
    _git(lib.vault, "update-index", "--untracked-cache")
    _git(lib.vault, "status", "--porcelain")
    (lib.vault / "Notes" / "cached.md").write_text("Seen despite the cache: jujubes.\n")
    assert _after(lib) == OK
    (lib.vault / "Notes" / "Deeper").mkdir()
    (lib.vault / "Notes" / "Deeper" / "two.md").write_text("Deeper: sloes.\n")
    assert _after(lib) == OK
    (lib.vault / "Notes" / "cached.md").unlink()
    assert _after(lib) == OK


def test_new_folder_holding_only_ignored_notes(lib: Engine) -> None:
    ignore = lib.vault / ".gitignore"
    ignore.write_text(ignore.read_text() + "*.private.md\n")
    _commit(lib)
    (lib.vault / "Secret").mkdir()
    (lib.vault / "Secret" / "a.private.md").write_text("A secret on guavas.\n")
    assert _after(lib) == OK
    (lib.vault / "Secret" / "a.private.md").unlink()
    assert _after(lib) == OK


def test_note_forced_into_an_ignored_folder(lib: Engine) -> None:
    ignore = lib.vault / ".gitignore"
    ignore.write_text(ignore.read_text() + "Private/\n")
    (lib.vault / "Private").mkdir()
    (lib.vault / "Private" / "kept.md").write_text("Kept on feijoas.\n")
    _git(lib.vault, "add", "-f", "Private/kept.md")
    _commit(lib)
    assert _after(lib) == OK
    (lib.vault / "Private" / "new.md").write_text("New and ignored: salak.\n")
    assert _after(lib) == OK
    (lib.vault / "Private" / "new.md").unlink()
    assert _after(lib) == OK


def test_orphan_branch_and_a_new_repository(lib: Engine) -> None:
    _git(lib.vault, "checkout", "-q", "--orphan", "fresh")
    assert _after(lib) == OK
    _commit(lib, "fresh start")
    assert _after(lib) == OK
    _edit(_note(lib), "before the history went")
    shutil.rmtree(lib.vault / ".git")
    _git(lib.vault, "init", "-q")
    _commit(lib)
    assert _after(lib) == OK
    _edit(_note(lib, 1), "in the new history")
    assert _after(lib) == OK

# -- a property over the moves above ---------------------------------------------------------

def _hostile(engine: Engine, op: str, pick: int, word: str) -> None:
    """Git's own moves and odd names on top of ``_person``'s (none that fails today)."""
    v = engine.vault
    notes = sorted(p for p in (v / "Notes").rglob("*.md") if p.is_file() and not p.is_symlink()) \
        if (v / "Notes").is_dir() else []
    p = notes[pick % len(notes)] if notes else None
    try:
        if op == "stash":
            _git(v, "stash", "-q", *(["-u"] if pick % 2 else []))
        elif op == "stash pop":
            if _git(v, "stash", "list"):
                _git(v, "stash", "pop", "-q")
        elif op == "git mv" and p and not p.with_name(f"gmv {pick}.md").exists():
            _git(v, "mv", str(p.relative_to(v)), str(p.with_name(f"gmv {pick}.md").relative_to(v)))
        elif op == "rm cached" and p:
            _git(v, "rm", "-q", "--cached", str(p.relative_to(v)))
        elif op == "ignore notes":
            ignore = v / ".gitignore"
            text = ignore.read_text()
            ignore.write_text(text.replace("Notes/*.md\n", "") if "Notes/*.md\n" in text
                              else text + "Notes/*.md\n")
        elif op == "switch":
            if _git(v, "branch", "--show-current").strip() == "other":
                _git(v, "switch", "-q", "-")
            else:
                _git(v, "switch", "-q", *([] if "other" in _git(v, "branch") else ["-c"]),
                     "other")
        elif op == "amend":
            _git(v, "add", "-A")
            _git(v, "commit", "-q", "--amend", "--no-edit", "--allow-empty")
        elif op == "revert":
            _git(v, "revert", "--no-edit", "HEAD")
        elif op == "clean":
            _git(v, "clean", "-qfdx", "-e", ".obsidian")
        elif op == "nfc note":
            (v / "Notes").mkdir(exist_ok=True)
            (v / "Notes" / f"Crème {pick}.md").write_text(f"Crème on {word}.\n")
        elif op == "note to folder" and p and not p.with_suffix("").exists():
            p.unlink()
            p.with_suffix("").mkdir()
            (p.with_suffix("") / "inner.md").write_text(f"Inner on {word}.\n")
        elif op == "hardlink" and p and not p.with_name(f"hard {pick}.md").exists():
            os.link(p, p.with_name(f"hard {pick}.md"))
        elif op == "append in place" and p:
            with open(p, "a") as f:
                f.write(f"In place: {word}.\n")
        elif op == "templater":
            data = v / ".obsidian" / "plugins" / "templater-obsidian" / "data.json"
            data.parent.mkdir(parents=True, exist_ok=True)
            if data.exists():
                data.unlink()
            else:
                data.write_text('{"templates_folder": "Notes"}')
        elif op == "templates dir":
            if (v / "Templates").exists():
                shutil.rmtree(v / "Templates")
            else:
                (v / "Templates").mkdir()
                (v / "Templates" / "t.md").write_text("{{date}}\n")
        elif op == "stage edit" and p:
            p.write_text(p.read_text() + f"Staged: {word}.\n")
            _git(v, "add", str(p.relative_to(v)))
        elif op == "restore older":
            _git(v, "checkout", "-q", "HEAD~1", "--", ".")
        elif op == "notes into musubi":
            dst = v / engine.folder / "conversations" / f"N{pick}"
            if (v / "Notes").is_dir() and not dst.exists():
                shutil.move(v / "Notes", dst)
        else:
            _person(engine, op, pick, word)
    except subprocess.CalledProcessError:  # a conflict, nothing to revert: git said no
        for abort in (("revert", "--abort"), ("reset", "-q", "--merge")):
            subprocess.run(["git", "-C", str(v), *abort], capture_output=True, check=False)


HOSTILE = st.sampled_from([
    "stash", "stash pop", "git mv", "rm cached", "ignore notes", "switch", "amend", "revert",
    "clean", "nfc note", "note to folder", "hardlink", "append in place", "templater",
    "templates dir", "stage edit", "restore older", "notes into musubi",
    "edit note", "delete note", "new note", "rename note", "move folder", "commit all",
    "commit all", "undo edits", "private note", "delete private", "touch", "reset back",
    "edit conversation", "new conversation", "delete conversation", "link note"])


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(rounds=st.lists(st.lists(st.tuples(HOSTILE, st.integers(0, 50), st.sampled_from(WORDS)),
                                min_size=1, max_size=4), min_size=1, max_size=4))
def test_git_moves_leave_nothing_for_a_walk(rounds: list[list[tuple[str, int, str]]]) -> None:
    # A library of its own for every example, so a failure replays from its rounds alone.
    with tempfile.TemporaryDirectory(prefix="hostile-") as d, \
            pytest.MonkeyPatch.context() as mp:
        mp.setattr(config, "VAULT_CHANGES_SLACK_NS", -10**18)
        engine = small_library(Path(d))
        try:
            _person(engine, "commit all", 0, "")
            engine.index.sync(walk=True)
            engine.index.sync()
            for steps in rounds:
                for op, pick, word in steps:
                    _hostile(engine, op, pick, word)
                assert _after(engine) == OK, rounds
        finally:
            engine.close()

def test_her_notes_moved_into_musubis_folder_then_touched(lib: Engine) -> None:
    """Found by the walk above: her notes moved into a folder of Musubi's conversations and
    committed with an amend do not parse as conversations; one touched (a new time, the same
    bytes) was "changed since it was indexed" to the doctor, since no digest was kept for a
    note that did not parse."""
    for op in ("notes into musubi", "amend"):
        _hostile(lib, op, 0, "harbour")
    assert _after(lib) == OK
    _hostile(lib, "touch", 1, "harbour")
    assert _after(lib) == OK


# -- what a review found failing, each now mended ---------------------------------------
# Repositories made on macOS or Windows (core.ignorecase), a link out of the vault, macOS's
# "._" files, a hidden or linked Musubi folder, a config that hides a nested repository's
# changes, a sparse checkout.

def test_case_only_rename_with_ignorecase(lib: Engine) -> None:
    _git(lib.vault, "config", "core.ignorecase", "true")
    _note(lib).rename(lib.vault / "Notes" / "Note 0.md")
    assert _after(lib) == OK


def test_new_note_differing_by_case_with_ignorecase(lib: Engine) -> None:
    _git(lib.vault, "config", "core.ignorecase", "true")
    (lib.vault / "Notes" / "NOTE 1.md").write_text("Shouting about mangosteens.\n")
    assert _after(lib) == OK


def test_note_replaced_by_a_symlink_leading_outside(lib: Engine, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.md"
    outside.write_text("Moved out of the vault: lychees.\n")
    _note(lib).unlink()
    _note(lib).symlink_to(outside)
    assert _after(lib) == OK


def test_hidden_file_in_a_kind_folder(lib: Engine) -> None:
    conv = next((lib.vault / lib.folder / "conversations").rglob("*.md"))
    twin = conv.parent / f"._{conv.name}"
    twin.write_bytes(b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X")
    assert _after(lib) == OK
    # Nor does the doctor take it for a conversation note that does not parse.
    rel = twin.relative_to(lib.vault).as_posix()
    assert not [f for f in lib.doctor().findings if f.path == rel]


def test_a_hidden_musubi_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from test_hinted_sync import _conversation

    from musubi_daemon.config import Config

    monkeypatch.setattr(config, "VAULT_CHANGES_SLACK_NS", -10**18)
    cfg = Config(vault=tmp_path / "vault", cache_dir_override=tmp_path / "cache", fsync=False,
                 index_on_ingest=False, musubi_folder=".musubi")
    eng = Engine(cfg, create=True)
    eng.init_vault(tmp_path / "vault", remember=False)
    try:
        eng.write_conversations("chatgpt-export", [_conversation(1, "plums")])
        eng.index.sync(walk=True)
        eng.index.sync()
        eng.write_conversations("chatgpt-export", [_conversation(2, "figs")])  # committed
        assert _after(eng) == OK
    finally:
        eng.close()


# Left as it is, like files marked assume-unchanged: git rewrites every note's line ends
# (a new .gitattributes, then the documented refresh) and reports nothing. The words are the
# ones indexed (line ends are read alike); the stamps are old until the next sync that lists
# the vault (the daemon's start and periodic passes, `reindex --continue`, `doctor --repair`).
@pytest.mark.xfail(strict=True, reason="known limit: line ends rewritten by git after a new "
                   ".gitattributes are in no status; the next listing restamps them")
def test_line_ends_refreshed_after_gitattributes(lib: Engine) -> None:
    (lib.vault / ".gitattributes").write_text("*.md text eol=crlf\n")
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "rm", "-rq", "--cached", ".")
    _git(lib.vault, "reset", "-q", "--hard")
    assert b"\r\n" in _note(lib).read_bytes()
    assert _after(lib) == OK


def test_nested_repository_with_ignore_submodules(lib: Engine) -> None:
    team = lib.vault / "Team"
    team.mkdir()
    _git(team, "init", "-q")
    (team / "plan.md").write_text("The team's plan.\n")
    _git(team, "add", "-A")
    _git(team, "commit", "-qm", "plan")
    _commit(lib)
    assert _after(lib) == OK
    _git(lib.vault, "config", "diff.ignoreSubmodules", "dirty")
    (team / "new.md").write_text("A new note in the team's repository: carambola.\n")
    assert _after(lib) == OK


def test_sparse_checkout(lib: Engine) -> None:
    _git(lib.vault, "sparse-checkout", "set", "--no-cone", "/Notes/", "/.gitignore")
    assert not (lib.vault / lib.folder / "conversations").exists()
    assert _after(lib) == OK


def test_kind_folder_that_is_a_symlink(lib: Engine) -> None:
    conv = lib.vault / lib.folder / "conversations"
    shutil.move(conv, lib.vault / "Archive")
    conv.symlink_to("../Archive")
    assert _after(lib) == OK
    _commit(lib)
    assert _after(lib) == OK
    p = sorted((lib.vault / "Archive").rglob("*.md"))[0]
    p.write_text(p.read_text() + "\nEdited where it really is: tamarillo.\n")
    assert _after(lib) == OK


def test_a_note_named_on_an_older_mac_is_indexed_and_found(lib: Engine) -> None:
    # HFS+ wrote names decomposed (NFD); a vault synced from such a Mac keeps them. The note
    # was listed by its NFC key, opened under a name Linux does not have, and never indexed.
    name = unicodedata.normalize("NFD", "Café crème.md")
    (lib.vault / "Notes" / name).write_text("A note about quinces and espresso.\n")
    assert _after(lib) == OK
    assert [h.note_path for h in lib.search("quinces", mode="keyword")] == [f"Notes/{name}"]
    _commit(lib)
    p = lib.vault / "Notes" / name
    p.write_text(p.read_text() + "And medlars.\n")
    assert _after(lib) == OK
    assert [h.note_path for h in lib.search("medlars", mode="keyword")] == [f"Notes/{name}"]
