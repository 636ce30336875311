"""What Musubi reads from the vault's git history with fewer git commands than one per
question, against git itself answering each question alone: the roots of a history (the
vault's identity, checked by every job) and the last version of files by one author (the
bases, which stay the person's once she changed or deleted them); and a job's commit, one git
process, counted through a `git` on the PATH that logs its arguments and runs the real one."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.vault import history as history_module
from musubi_daemon.vault.git import MUSUBI, Identity, VaultRepo

PERSON = Identity("Ada", "ada@example.org")
FILES = ("Musubi/a.base", "Musubi/b.base", "Musubi/c [1].base", "Musubi/d*.base")


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True,
                          check=True).stdout


def new_repo(path: Path) -> VaultRepo:
    path.mkdir(parents=True)
    git(path, "init", "--quiet", "--initial-branch=main")
    return VaultRepo(path)


def write_and_commit(repo: VaultRepo, rel: str, text: str | None, who: Identity) -> None:
    target = repo.root / rel
    if text is None:
        if not target.exists():
            return  # nothing there to delete
        target.unlink()
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    repo.commit_paths([rel], f"change {rel}\n", who)


def test_a_merge_of_two_vaults_has_the_roots_of_both(tmp_path: Path) -> None:
    """Two vaults joined by a sync whose conflict Musubi concluded: the merge commit's
    history starts at both first commits, though every commit before it was Musubi's own
    (whose roots a process carries over from the parent)."""
    here, there = new_repo(tmp_path / "here"), new_repo(tmp_path / "there")
    for repo, text in ((here, "mine\n"), (there, "theirs\n")):
        write_and_commit(repo, "note.md", text, MUSUBI)
        write_and_commit(repo, "note.md", text + "more\n", MUSUBI)
    first_here, first_there = here.roots(), there.roots()
    assert len(first_here) == 1 and first_here != first_there
    git(here.root, "fetch", "--quiet", str(there.root), "main")
    merge = subprocess.run(["git", "-C", str(here.root), "merge", "--quiet",
                            "--allow-unrelated-histories", "FETCH_HEAD"],
                           capture_output=True, text=True, env=None, check=False)
    assert merge.returncode != 0  # the two notes conflict
    (here.root / "note.md").write_text("both\n", encoding="utf-8")
    here.stage(["note.md"])
    here.commit_merge("musubi sync: merged\n", MUSUBI)
    assert here.roots() == sorted(first_here + first_there)
    assert VaultRepo(here.root).roots() == sorted(
        git(here.root, "rev-list", "--max-parents=0", "HEAD").split())


def oracle(root: Path, rel: str, who: Identity) -> str | None:
    """git answering one file alone: its last commit by ``who``, and the file there."""
    listed = subprocess.run(["git", "-C", str(root), "--literal-pathspecs", "log", "-1",
                             "--format=%H", f"--author={who.email}", "--", rel],
                            capture_output=True, text=True, check=False)
    sha = listed.stdout.strip()  # nothing before the first commit
    if not sha:
        return None
    shown = subprocess.run(["git", "-C", str(root), "cat-file", "blob", f"{sha}:{rel}"],
                           capture_output=True, text=True, check=False)
    return shown.stdout if shown.returncode == 0 else None


_STEP = st.tuples(st.sampled_from(FILES), st.one_of(st.none(), st.text("aé\n", max_size=6)),
                  st.booleans())


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(_STEP, min_size=1, max_size=9), cap=st.integers(1, 3))
def test_the_last_versions_of_files_read_together_are_what_git_says_of_each(
        tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch,
        steps: list[tuple[str, str | None, bool]], cap: int) -> None:
    """Edits and deletions by Musubi and by the person, in any order: each file's last
    version by Musubi, read in one listing (cut short at ``cap`` commits, so the files it
    misses are looked up alone), is the one git gives for that file alone."""
    monkeypatch.setattr(history_module, "GIT_LAST_VERSIONS_LISTED", cap)
    repo = new_repo(tmp_path_factory.mktemp("repo") / "vault")
    for i, (rel, text, by_musubi) in enumerate(steps):
        write_and_commit(repo, rel, None if text is None else f"{i}:{text}",
                         MUSUBI if by_musubi else PERSON)
    got = repo.last_versions_by(list(FILES), MUSUBI)
    assert got == {rel: oracle(repo.root, rel, MUSUBI) for rel in FILES}


@pytest.fixture
def counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A `git` first on the PATH that writes each command's name to a log and runs git."""
    real = shutil.which("git")
    assert real is not None
    folder, log = tmp_path / "bin", tmp_path / "git.log"
    folder.mkdir()
    wrapper = folder / "git"
    wrapper.write_text(f'#!/bin/sh\n[ "$1" = -C ] && echo "$3" >> "{log}"\nexec "{real}" "$@"\n',
                       encoding="utf-8")
    wrapper.chmod(0o755)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    return log


def test_a_jobs_commit_is_one_git_commit_and_nothing_staged_makes_none(tmp_path: Path,
                                                                        counted: Path) -> None:
    repo = new_repo(tmp_path / "vault")
    write_and_commit(repo, "note.md", "first\n", MUSUBI)
    counted.write_text("", encoding="utf-8")
    write_and_commit(repo, "note.md", "second\n", MUSUBI)
    assert counted.read_text(encoding="utf-8").split() == ["add", "commit"]
    head = git(repo.root, "rev-parse", "HEAD")
    assert repo.commit_paths(["note.md"], "again\n", MUSUBI) is None  # nothing changed
    assert repo.commit_all("again\n", PERSON) is None
    assert git(repo.root, "rev-parse", "HEAD") == head
    assert git(repo.root, "log", "-1", "--format=%s").strip() == "change note.md"


def test_a_merge_that_changed_nothing_is_not_concluded_by_a_job(tmp_path: Path) -> None:
    """A merge left open that brings no change: git would commit it with an unchanged tree,
    but a job's commit concludes no merge it did not make."""
    repo = new_repo(tmp_path / "vault")
    write_and_commit(repo, "note.md", "first\n", PERSON)
    git(repo.root, "checkout", "--quiet", "-b", "side")
    write_and_commit(repo, "note.md", "same change\n", MUSUBI)  # the same change, twice
    git(repo.root, "checkout", "--quiet", "main")
    write_and_commit(repo, "note.md", "same change\n", PERSON)
    git(repo.root, "merge", "--quiet", "--no-ff", "--no-commit", "side")
    assert repo.operation_in_progress() == "merge"
    head = git(repo.root, "rev-parse", "HEAD")
    assert repo.commit_all("musubi: notes\n", MUSUBI) is None
    assert repo.commit_paths(["note.md"], "musubi: notes\n", MUSUBI) is None
    assert git(repo.root, "rev-parse", "HEAD") == head and repo.merging()


@pytest.mark.parametrize(("start", "said"), [
    (("merge", "--no-commit", "--no-ff", "side"), "merge"),
    (("cherry-pick", "--no-commit", "side"), None),  # staged only: nothing in progress
    (("cherry-pick", "side"), "cherry-pick"),
    (("revert", "--no-edit", "HEAD~1"), "revert"),
    (("rebase", "side"), "rebase"),
])
def test_an_operation_left_unfinished_is_named(tmp_path: Path, start: tuple[str, ...],
                                              said: str | None) -> None:
    repo = new_repo(tmp_path / "vault")
    write_and_commit(repo, "note.md", "first\n", PERSON)
    git(repo.root, "checkout", "--quiet", "-b", "side")
    write_and_commit(repo, "note.md", "theirs\n", PERSON)
    git(repo.root, "checkout", "--quiet", "main")
    write_and_commit(repo, "note.md", "mine\n", PERSON)
    assert repo.operation_in_progress() is None
    env = {**os.environ, "GIT_EDITOR": "true", **PERSON.env()}
    subprocess.run(["git", "-C", str(repo.root), *start], capture_output=True, env=env,
                   check=False)  # each stops on the conflict
    assert repo.operation_in_progress() == said
