"""Git for the vault: the audit trail. Musubi commits as itself; a person's edits as the person."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import git  # GitPython

from ..config import GIT_ADD_BATCH, MUSUBI_AUTHOR

VAULT_GITIGNORE = """\
# Obsidian's per-device UI state changes on every click; keep it out of history.
.obsidian/workspace.json
.obsidian/workspace-mobile.json
.obsidian/cache
.trash/
.DS_Store
# Musubi's temp files while a note is being written.
.musubi-*.tmp
"""


class GitError(RuntimeError):
    pass


@dataclass
class Identity:
    name: str
    email: str

    def env(self) -> dict[str, str]:
        return {"GIT_AUTHOR_NAME": self.name, "GIT_AUTHOR_EMAIL": self.email,
                "GIT_COMMITTER_NAME": self.name, "GIT_COMMITTER_EMAIL": self.email}


MUSUBI = Identity(*MUSUBI_AUTHOR)


class VaultRepo:
    def __init__(self, root: Path):
        self.root = root
        self.repo = git.Repo(root)

    @classmethod
    def open_or_init(cls, root: Path) -> tuple[VaultRepo, bool]:
        """Open the vault's repository, creating one if the vault is not yet under git."""
        created = False
        if not (root / ".git").exists():
            try:
                git.Repo(root, search_parent_directories=False)
            except (git.InvalidGitRepositoryError, git.NoSuchPathError):
                git.Repo.init(root, initial_branch="main")
                created = True
        return cls(root), created

    def _git(self, *args: str, env: dict[str, str] | None = None,
             stdin: str | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
        full_env = {**os.environ, **(env or {})}
        proc = subprocess.run(["git", "-C", str(self.root), *args], input=stdin, text=True,
                              capture_output=True, env=full_env, check=False)
        if check and proc.returncode != 0:
            raise GitError(f"git {' '.join(args[:2])} failed: {proc.stderr.strip()}")
        return proc

    def person(self) -> Identity:
        """The person's identity from git config; a neutral one when none is set."""
        reader = self.repo.config_reader()
        name = reader.get_value("user", "name", "") or os.environ.get("USER", "") or "Vault owner"
        email = reader.get_value("user", "email", "") or "owner@localhost"
        return Identity(str(name), str(email))

    def is_dirty(self) -> bool:
        return bool(self._git("status", "--porcelain", "--untracked-files=all").stdout.strip())

    def commit_all(self, message: str, who: Identity) -> str | None:
        """Commit every change in the work tree; None when there was nothing to commit."""
        if not self.is_dirty():
            return None
        self._git("add", "-A")
        return self._commit(message, who)

    def commit_paths(self, paths: Iterable[str], message: str, who: Identity) -> str | None:
        batch: list[str] = []
        for p in paths:
            batch.append(p)
            if len(batch) >= GIT_ADD_BATCH:
                self._add(batch)
                batch = []
        if batch:
            self._add(batch)
        if self._git("diff", "--cached", "--quiet", check=False).returncode == 0:
            return None
        return self._commit(message, who)

    def _add(self, paths: Sequence[str]) -> None:
        self._git("add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul",
                  stdin="\0".join(paths))

    def _commit(self, message: str, who: Identity) -> str:
        self._git("commit", "--quiet", "--no-verify", "-m", message, env=who.env())
        return self._git("rev-parse", "HEAD").stdout.strip()

    def head(self) -> str | None:
        proc = self._git("rev-parse", "--verify", "--quiet", "HEAD", check=False)
        return proc.stdout.strip() or None

    def store_blob(self, text: str) -> str:
        """Keep a render in git's object store: the merge base for a later three-way merge."""
        return self._git("hash-object", "-w", "--stdin", stdin=text).stdout.strip()

    def read_blob(self, sha: str) -> str | None:
        proc = self._git("cat-file", "blob", sha, check=False)
        return proc.stdout if proc.returncode == 0 else None

    def show(self, commit: str, path: str) -> str | None:
        proc = self._git("show", f"{commit}:{path}", check=False)
        return proc.stdout if proc.returncode == 0 else None

    def last_version_by(self, path: str, who: Identity) -> str | None:
        """The file as ``who`` last committed it: a fallback merge base."""
        proc = self._git("log", "-1", "--format=%H", f"--author={who.email}", "--", path,
                         check=False)
        sha = proc.stdout.strip()
        if not sha:
            return None
        return self.show(sha, path)

    def merge_file(self, ours: str, base: str, theirs: str) -> tuple[str, int]:
        """``git merge-file`` on three texts: (merged text with markers, number of conflicts)."""
        import tempfile

        with tempfile.TemporaryDirectory(prefix="musubi-merge-") as d:
            files = []
            for name, text in (("ours", ours), ("base", base), ("theirs", theirs)):
                p = Path(d) / name
                p.write_text(text, encoding="utf-8")
                files.append(str(p))
            proc = subprocess.run(
                ["git", "merge-file", "-p", "-L", "your edit", "-L", "musubi before",
                 "-L", "musubi now", *files], capture_output=True, text=True, check=False)
        if proc.returncode < 0 or proc.returncode > 127:
            raise GitError(f"git merge-file failed: {proc.stderr.strip()}")
        return proc.stdout, proc.returncode
