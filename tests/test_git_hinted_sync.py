"""A sync without a watcher (``musubi reindex``, a search catching up, a job's index step)
asks git what changed since the last whole sync instead of stat-ing every note, and leaves
the index as a sync that lists the vault would: whatever a person does between syncs, edits,
commits, undoes with git, deletes a note git never tracked, keeps a folder out of git."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import empty_library
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from test_hinted_sync import WORDS, _apply, _conversation, listings, small_library

from musubi_daemon import config
from musubi_daemon.engine import Engine
from musubi_daemon.index.keyword import KeywordStore
from musubi_daemon.vault.changes import vault_changes


def _git(vault: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(vault), "-c", "user.name=Ines", "-c",
                           "user.email=ines@example.org", *args], check=True,
                          capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    eng = small_library(tmp_path_factory.mktemp("git-hinted"))
    yield eng
    eng.close()


def _walked(engine: Engine) -> tuple[int, int]:
    """What a sync that lists the whole vault still finds to do."""
    full = engine.index.sync(walk=True)
    return full.files_indexed, full.files_removed


def _doctor_on_index(engine: Engine) -> list[str]:
    """What `musubi doctor` says of the index (it lists every note and stats it)."""
    report = engine.doctor()
    return [f"{f.what}: {f.path}" for f in report.findings if f.check == "index"]


def _person(engine: Engine, op: str, pick: int, word: str) -> None:
    """What a person does with git and files between two syncs."""
    vault = engine.vault
    if op == "commit all":
        _git(vault, "add", "-A")
        if _git(vault, "status", "--porcelain"):
            _git(vault, "commit", "-qm", f"by hand {pick}")
    elif op == "undo edits":  # git checkout: tracked notes back as committed
        _git(vault, "checkout", "--", ".")
    elif op == "private note":  # notes she keeps out of git
        ignore = vault / ".gitignore"
        if "*.private.md" not in ignore.read_text():
            ignore.write_text(ignore.read_text() + "*.private.md\n")
        (vault / "Notes").mkdir(exist_ok=True)
        (vault / "Notes" / f"diary {pick}.private.md").write_text(f"Dear diary, {word}.\n")
    elif op == "delete private":
        for p in sorted(vault.rglob("*.private.md"))[:1]:
            p.unlink()
    elif op == "reset back":  # the vault's history goes back a commit, work tree and all
        if len(_git(vault, "rev-list", "--max-count=2", "HEAD").split()) == 2:
            _git(vault, "reset", "-q", "--hard", "HEAD~1")
    elif op == "watched edit":  # the daemon sees an edit, indexes it alone, commits it
        notes = sorted((vault / "Notes").glob("*.md")) if (vault / "Notes").is_dir() else []
        if notes:
            p = notes[pick % len(notes)]
            if p.is_symlink():
                return
            p.write_text(p.read_text() + f"\nSeen by the daemon: {word}.\n")
            engine.index.sync(paths=[p.relative_to(vault).as_posix()])
            _person(engine, "commit all", pick, word)
    elif op == "link note":  # a note that is a symbolic link to another one
        notes = sorted(p for p in (vault / "Notes").glob("*.md") if not p.is_symlink()) \
            if (vault / "Notes").is_dir() else []
        alias = vault / "Notes" / f"alias {pick}.md"
        if notes and not alias.exists() and not alias.is_symlink():
            alias.symlink_to(notes[pick % len(notes)].name)
    elif op == "templates folder":  # Obsidian's templates folder set to Notes, or unset
        settings = vault / ".obsidian" / "templates.json"
        settings.parent.mkdir(exist_ok=True)
        if settings.exists():
            settings.unlink()
        else:
            settings.write_text('{"folder": "Notes"}')
    elif op == "nested repository":  # a repository cloned into the vault, then committed
        team = vault / "Team"
        if not team.exists():
            team.mkdir()
            _git(team, "init", "-q")
            (team / "plan.md").write_text(f"The team's plan: {word}.\n")
            _git(team, "add", "-A")
            _git(team, "commit", "-qm", "plan")
        else:
            plan = team / "plan.md"
            plan.write_text(plan.read_text() + f"And {word}.\n")
            _git(team, "commit", "-qam", "more")
    elif op in ("touch", "rewrite as it was"):  # a new time, the same bytes
        notes = sorted(p for p in vault.rglob("*.md") if ".git" not in p.parts and p.exists())
        if notes:
            p = notes[pick % len(notes)]
            if op == "touch":
                later = p.stat().st_mtime_ns + 5_000_000_000
                os.utime(p, ns=(later, later))
            else:
                p.write_bytes(p.read_bytes())
    else:
        (vault / "Notes").mkdir(exist_ok=True)  # a reset may have taken it with its notes
        _apply(engine, op, pick, word)


OPS = st.sampled_from(["edit conversation", "delete conversation", "new conversation",
                       "edit note", "delete note", "new note", "rename note", "move folder",
                       "commit all", "commit all", "undo edits", "private note",
                       "delete private", "touch", "rewrite as it was", "reset back",
                       "watched edit", "link note", "templates folder",
                       "nested repository"])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# What a review found git alone does not say: an edit the daemon indexed and committed, then
# reverted while it was down; a note that is a link to another; a change of the templates
# folder; a repository inside the vault committed as one entry. And what CI found: a record
# kept while git could not tell.
@example(rounds=[[("watched edit", 0, "kiwi")], [("reset back", 0, "kiwi")]])
@example(rounds=[[("link note", 0, "kiwi")], [("edit note", 0, "fig"), ("edit note", 1, "fig"),
                                             ("edit note", 2, "fig")]])
@example(rounds=[[("templates folder", 0, "kiwi")], [("templates folder", 0, "kiwi")]])
# The templates folder committed, changed, then set back as committed: in no diff and no
# status since the last whole sync.
@example(rounds=[[("templates folder", 0, "kiwi"), ("commit all", 0, "kiwi")],
                 [("templates folder", 0, "kiwi")], [("templates folder", 0, "kiwi")]])
@example(rounds=[[("nested repository", 0, "kiwi")], [("commit all", 0, "kiwi")],
                 [("nested repository", 0, "fig"), ("commit all", 0, "fig")]])
@given(rounds=st.lists(st.lists(st.tuples(OPS, st.integers(0, 50), st.sampled_from(WORDS)),
                                min_size=1, max_size=3), min_size=1, max_size=3))
def test_a_sync_from_git_leaves_nothing_for_a_walk(
        engine: Engine, rounds: list[list[tuple[str, int, str]]]) -> None:
    # No grace for notes changed while git was asked: git's answer alone must be whole.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(config, "VAULT_CHANGES_SLACK_NS", -10**18)
        for steps in rounds:
            for op, pick, word in steps:
                _person(engine, op, pick, word)
            engine.index.sync()
            # A note whose time changed and whose bytes did not is no change, to the doctor
            # and to a sync that lists the vault alike: neither reads it again.
            assert _doctor_on_index(engine) == [], rounds
            assert _walked(engine) == (0, 0), rounds


@pytest.fixture
def own(tmp_path: Path) -> Iterator[Engine]:
    """A library of its own: what the property test left (a repository inside the vault
    makes every sync list it) is not this test's."""
    eng = empty_library(tmp_path)
    yield eng
    eng.close()


def test_one_edit_is_read_without_listing_the_vault(own: Engine) -> None:
    engine = own
    engine.write_conversations("chatgpt-export", [_conversation(998, "saffron")])
    p = engine.vault / str(engine.find_note("chatgpt-export:c998"))
    engine.index.sync()
    _person(engine, "commit all", 0, "")
    engine.index.sync()
    p.write_text(p.read_text() + "\nA word nobody used: quetzalcoatlus.\n")
    with listings(engine) as calls:
        report = engine.index.sync()
        assert report.files_indexed == 1 and not calls
        assert engine.search("quetzalcoatlus", mode="keyword")[0].note_path == \
            p.relative_to(engine.vault).as_posix()
        # A commit git does not have (history rewritten, another machine's cache): listed.
        engine.index.keyword.set_meta("vault_head", "0" * 40)
        p.write_text(p.read_text() + "\nAnd axolotl.\n")
        report = engine.index.sync()
        assert report.files_indexed == 1 and calls


def test_git_says_when_it_cannot_tell(tmp_path: Path) -> None:
    # No repository, no commit yet, a vault inside a larger repository: the caller lists.
    assert vault_changes(tmp_path, None) is None
    _git(tmp_path, "init", "-q")
    assert vault_changes(tmp_path, None) is None
    (tmp_path / "vault").mkdir()
    (tmp_path / "vault" / "a.md").write_text("a\n")
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "commit", "-qm", "first")
    assert vault_changes(tmp_path / "vault", None) is None
    seen = vault_changes(tmp_path, None)
    assert seen is not None and seen.paths == () and seen.dirty == ()
    # Hidden folders are never searched; an ignored folder of notes may be.
    (tmp_path / ".gitignore").write_text(".trash/\nprivate/\n")
    (tmp_path / ".trash").mkdir()
    (tmp_path / ".trash" / "old.md").write_text("old\n")
    seen = vault_changes(tmp_path, None)
    assert seen is not None and seen.dirty == ()
    (tmp_path / "private").mkdir()
    (tmp_path / "private" / "b.md").write_text("b\n")
    assert vault_changes(tmp_path, None) is None
    (tmp_path / ".gitignore").write_text(".trash/\n")
    _git(tmp_path / "private", "init", "-q")  # another repository inside the vault
    assert vault_changes(tmp_path, None) is None


def test_what_changed_while_git_could_not_tell_is_not_missed_after(own: Engine) -> None:
    # A repository cloned into the vault: git names its folder, not its notes, so syncs list
    # the vault. A note kept out of git is written and indexed meanwhile, then deleted with
    # the repository: git can tell again, and names neither.
    engine = own
    engine.write_conversations("chatgpt-export", [_conversation(996, "cardamom")])
    engine.index.sync(walk=True)
    _person(engine, "commit all", 0, "")
    engine.index.sync()
    _person(engine, "nested repository", 0, "juniper")
    _person(engine, "private note", 3, "juniper")
    engine.index.sync()
    assert sorted(h.note_path for h in engine.search("juniper", mode="keyword")) == \
        ["Notes/diary 3.private.md", "Team/plan.md"]
    shutil.rmtree(engine.vault / "Team")
    (engine.vault / "Notes" / "diary 3.private.md").unlink()
    engine.index.sync()
    assert engine.search("juniper", mode="keyword") == []
    assert _doctor_on_index(engine) == [] and _walked(engine) == (0, 0)


def test_a_touched_note_is_restamped_not_read(own: Engine) -> None:
    engine = own
    engine.write_conversations("chatgpt-export", [_conversation(997, "nutmeg")])
    engine.index.sync(walk=True)
    p = engine.vault / str(engine.find_note("chatgpt-export:c997"))
    rel = p.relative_to(engine.vault).as_posix()
    before = engine.index.keyword.chunk_ids_of(rel)
    later = p.stat().st_mtime_ns + 7_000_000_000
    os.utime(p, ns=(later, later))
    assert engine.index.sync(walk=True).files_indexed == 0
    assert engine.index.keyword.stamps_of([rel])[rel][0] == later
    assert engine.index.keyword.chunk_ids_of(rel) == before
    # A change of the same size is read: the bytes differ.
    text = p.read_text()
    p.write_text(text.replace("nutmeg", "nutmge"))
    assert engine.index.sync(walk=True).files_indexed == 1
    # A note the doctor asks to read again is read, whatever its bytes.
    engine.index.keyword.unstamp([rel])
    assert engine.index.sync(walk=True).files_indexed == 1


def test_an_index_of_the_last_schema_is_kept(tmp_path: Path) -> None:
    # Before the digest column: a store is upgraded in place, its passages kept, not
    # dropped and rebuilt (hours at a million passages).
    db = sqlite3.connect(tmp_path / "keyword.sqlite")
    db.executescript("""
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
        CREATE TABLE files (path TEXT PRIMARY KEY, mtime_ns INTEGER, size INTEGER,
                            kind TEXT, error TEXT);
        INSERT INTO meta VALUES ('schema_version', '8'), ('provider_id', 'm');
        INSERT INTO files VALUES ('a.md', 1, 2, 'note', NULL);""")
    db.commit()
    db.close()
    store = KeywordStore(tmp_path / "keyword.sqlite")
    try:
        assert store.get_meta("provider_id") == "m"
        assert store.file_stamps() == {"a.md": (1, 2)}
        assert store.digests_of(["a.md"]) == {}  # not known: read again when it changes
        store.set_file("a.md", 3, 4, "note", digest="d")
        assert store.digests_of(["a.md"]) == {"a.md": "d"}
    finally:
        store.close()


def test_an_old_cache_put_back_catches_up_from_its_own_commit(tmp_path: Path) -> None:
    # A person restores her cache folder from a backup made a few commits ago (or copies it
    # from the machine where it was built): the index asks git from the commit it knew.
    engine = empty_library(tmp_path)
    engine.write_conversations("chatgpt-export", [_conversation(n, WORDS[n]) for n in range(3)])
    engine.sync_index()
    cache = engine.config.cache_dir
    engine.close()
    shutil.copytree(cache, tmp_path / "backup")
    engine = Engine(engine.config)
    try:
        engine.write_conversations("chatgpt-export", [_conversation(7, "marzipan")])
        gone = engine.vault / str(engine.find_note("chatgpt-export:c0"))
        gone.unlink()
        _person(engine, "commit all", 0, "")
        engine.sync_index()
    finally:
        engine.close()
    shutil.rmtree(cache)
    shutil.copytree(tmp_path / "backup", cache)
    engine = Engine(engine.config)
    try:
        with listings(engine) as calls:
            report = engine.index.sync()
            assert (report.files_indexed, report.files_removed) == (1, 1) and not calls
        assert _walked(engine) == (0, 0)
        assert engine.search("marzipan", mode="keyword")[0].conversation_id == \
            "chatgpt-export:c7"
    finally:
        engine.close()


def test_a_note_gone_by_a_name_the_index_does_not_know_lists_the_vault(own: Engine) -> None:
    # On a file system that ignores case, git may name a deleted note `Note.md` where the
    # walk indexed `note.md`: a gone note the index does not know is no reason to skip.
    from musubi_daemon.index.changed import told

    engine = own
    engine.write_conversations("chatgpt-export", [_conversation(5, "quince")])
    engine.sync_index()
    rel = str(engine.find_note("chatgpt-export:c5"))
    keyword, root = engine.index.keyword, str(engine.vault)
    assert told(root, engine.folder, keyword, [rel]) is not None
    where, name = rel.rsplit("/", 1)
    assert told(root, engine.folder, keyword, [f"{where}/{name[:-3].swapcase()}.md"]) is None
    assert told(root, engine.folder, keyword, ["Notes/Gone.md"]) is None
