"""Git for the vault: the audit trail. Musubi commits as itself; a person's edits as the person."""

from __future__ import annotations

import contextlib
import hashlib
import os
import subprocess
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..config import (
    GIT_ADD_BATCH,
    GIT_ADD_TRIES,
    GIT_LOCK_WAIT_SECONDS,
    GIT_ROOTS_REMEMBERED,
    MUSUBI_AUTHOR,
)
from ..redact import redact
from . import files, textmerge
from .git_errors import GIT_LOCKS, locked_out, system_error

# The errors and the running-git check are part of what this module offers its callers.
from .git_errors import GitBusy as GitBusy
from .git_errors import GitError as GitError
from .git_errors import git_running as git_running

if TYPE_CHECKING:  # GitPython is imported by what opens a repository, not by this module:
    pass  # a briefing that only reads notes never pays for it

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


# The roots of a history, per commit id: `VaultRepo.roots`. A few dozen ids are plenty (a
# job asks about the HEAD it starts from), and the oldest go first.
_ROOTS: dict[str, tuple[str, ...]] = {}


def _remember_roots(commit: str, roots: Sequence[str]) -> None:
    _ROOTS[commit] = tuple(roots)
    while len(_ROOTS) > GIT_ROOTS_REMEMBERED:
        del _ROOTS[next(iter(_ROOTS))]


@dataclass
class Identity:
    name: str
    email: str

    def env(self) -> dict[str, str]:
        return {"GIT_AUTHOR_NAME": self.name, "GIT_AUTHOR_EMAIL": self.email,
                "GIT_COMMITTER_NAME": self.name, "GIT_COMMITTER_EMAIL": self.email}


MUSUBI = Identity(*MUSUBI_AUTHOR)


def _blob_id(data: bytes, like: str | None) -> str:
    """The id git gives ``data`` as a blob, in the hash of the repository (``like`` an id)."""
    h = hashlib.new("sha256" if like is not None and len(like) == 64 else "sha1")
    h.update(b"blob %d\0" % len(data))
    h.update(data)
    return h.hexdigest()


def _vanished(line: str) -> bool:
    """A line of ``git add`` about a file that was gone by the time git read it."""
    return ("unable to stat" in line or "No such file" in line or "could not open" in line
            or line.startswith(("error: unable to index file", "fatal: adding files failed")))


class VaultRepo:
    def __init__(self, root: Path):
        import git  # GitPython, loaded on first use
        self.root = root
        # Never expanded: a folder may really be named `$HOME` (GitPython would read a variable).
        self.repo = git.Repo(root, expand_vars=False)
        # Paths a commit of Musubi's left out: someone changed them after Musubi wrote them.
        self.left_out: list[str] = []
        self._blobs: dict[str, str] = {}
        self._blobs_at: str | None = None

    @classmethod
    def open_or_init(cls, root: Path) -> tuple[VaultRepo, bool]:
        """Open the vault's repository, creating one if the vault is not yet under git."""
        import git  # GitPython, loaded on first use
        created = False
        if not (root / ".git").exists():
            try:
                git.Repo(root, search_parent_directories=False, expand_vars=False)
            except (git.InvalidGitRepositoryError, git.NoSuchPathError):
                # The git command, given the path as it is: GitPython's init expands `$NAME`
                # in it (and opens what it made at the expanded path).
                init = subprocess.run(["git", "init", "--quiet", "--initial-branch=main",
                                       str(root)], capture_output=True, text=True, check=False)
                if init.returncode != 0:
                    raise GitError(f"git init failed: {init.stderr.strip()}",
                                   errno=system_error(init.returncode, init.stderr),
                                   path=root) from None
                created = True
        return cls(root), created

    def _git(self, *args: str, env: dict[str, str] | None = None,
             stdin: str | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
        full_env = {**os.environ, **(env or {})}

        def run() -> subprocess.CompletedProcess[str]:
            return subprocess.run(["git", "-C", str(self.root), *args], input=stdin, text=True,
                                  capture_output=True, env=full_env, check=False)

        proc = run()
        if proc.returncode != 0 and locked_out(proc.stderr):
            # A git killed mid-command (by a kill, a full disk) left its lock, and a run that
            # puts right what it left (committing its notes) must get past it: the lock goes
            # when no git works in the vault, and the command runs once more.
            self.clear_stale_locks()
            proc = run()
        if check and proc.returncode != 0:
            raise self._failed(args, proc)
        return proc

    def _failed(self, args: Sequence[str], proc: subprocess.CompletedProcess[str]) -> GitError:
        """The error of a failed command, carrying the system error git met: the shells read
        it to tell a full disk or a read-only vault from a bug, and say what to do."""
        said = proc.stderr.strip()
        if not said and proc.returncode < 0:
            said = f"killed by signal {-proc.returncode}"
        return GitError(f"git {' '.join(args[:2])} failed: {said}",
                        errno=system_error(proc.returncode, proc.stderr), path=self.root)

    def paths_written(self, since: str, until: str, under: str) -> set[str]:
        """The files under ``under`` that commits between ``since`` and ``until`` (ISO times)
        added or changed: what came into the vault in that window, whatever its own date."""
        proc = self._git("log", f"--since={since}", f"--until={until}", "--format=",
                         "--name-only", "--diff-filter=AM", "--", under, check=False)
        return {line for line in proc.stdout.splitlines() if line} if proc.returncode == 0 \
            else set()

    def roots(self) -> list[str]:
        """The first commits of the vault's history (two after a sync joined two vaults): the
        same for every clone of this vault, others for a vault made again at the same path.

        A commit's roots follow from its id alone, so they are remembered per HEAD, and a
        commit of this process inherits its parent's: every job checks the vault's identity,
        and a daemon would otherwise walk the history once per job."""
        import git  # GitPython, loaded on first use
        head = self.head()
        if head is None:
            return []  # no commit yet
        known = _ROOTS.get(head)
        if known is not None:
            return list(known)
        try:
            found = sorted(c.hexsha for c in self.repo.iter_commits(head, max_parents=0))
        except (git.GitCommandError, ValueError):
            return []
        _remember_roots(head, found)
        return found

    def git_dir(self) -> Path:
        return Path(self.repo.git_dir)

    def lock_files(self) -> list[Path]:
        git_dir = self.git_dir()
        locks = [git_dir / name for name in GIT_LOCKS if (git_dir / name).exists()]
        return locks + sorted((git_dir / "refs").rglob("*.lock"))

    def clear_stale_locks(self, wait: float = GIT_LOCK_WAIT_SECONDS) -> list[str]:
        """Remove the lock files a killed git left, when no git process works in the vault;
        while one does, wait up to ``wait`` seconds for it to finish, then GitBusy. Returns
        the lock files removed (relative to the vault when inside it)."""
        deadline = time.monotonic() + wait
        while True:
            locks = self.lock_files()
            if not locks:
                return []
            if not git_running(self.root, self.git_dir()):
                removed = []
                for lock in locks:
                    with contextlib.suppress(FileNotFoundError):
                        lock.unlink()
                        removed.append(lock.relative_to(self.root).as_posix()
                                       if lock.is_relative_to(self.root) else str(lock))
                return removed
            if time.monotonic() >= deadline:
                raise GitBusy(f"git is working in this vault (it holds {locks[0].name}); "
                              "try again when it finishes")
            time.sleep(0.2)

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
        for _ in range(GIT_ADD_TRIES):
            # An editor's temp file can vanish between git's listing and its read; the rest
            # is still added, and listing again finds only the files that are really there.
            proc = self._git("add", "-A", "--ignore-errors", check=False)
            errors = [ln for ln in proc.stderr.splitlines() if ln.strip()]
            if proc.returncode < 0:  # killed (the file size limit, say): it says nothing
                raise self._failed(("add", "-A"), proc)
            if proc.returncode == 0 or not errors:
                break
            if not all(_vanished(ln) for ln in errors):
                raise self._failed(("add", "-A"), proc)
        return self._commit_staged(message, who)

    def commit_paths(self, paths: Iterable[str], message: str, who: Identity) -> str | None:
        """Commit these paths as ``who``. A file Musubi wrote in this process is taken only
        while it still holds what Musubi wrote: one a person changed since is left out (and
        named in ``left_out``), to be committed as that person's edit."""
        batch: list[str] = []
        done: list[Path] = []
        mine: dict[str, bytes] = {}  # what each file Musubi wrote held when it was checked
        for p in paths:
            done.append(self.root / p)
            if who == MUSUBI:
                held = self._still_mine(p)
                if held is False:
                    self.left_out.append(p)
                    continue
                if isinstance(held, bytes):
                    mine[p] = held
            batch.append(p)
            if len(batch) >= GIT_ADD_BATCH:
                self._add(batch)
                self._unstage_saves(batch, mine)
                batch = []
        if batch:
            self._add(batch)
            self._unstage_saves(batch, mine)
        files.forget_written(done)
        return self._commit_staged(message, who)

    def commit_unsaved_edit(self, path: Path, data: bytes) -> str | None:
        """Before Musubi replaces a file it merged from, commit the person's save in it that
        is not committed yet (``data``, the file as Musubi read it) under the person's name.
        Musubi's commit would otherwise carry it as Musubi's: right text, wrong author."""
        if files.written_by_musubi(path) == files.content_hash(data):
            return None  # Musubi's own write, not yet committed
        try:
            rel = Path(os.path.relpath(path, self.root)).as_posix()
            committed = self._committed_blob(rel)  # also learns the repository's hash
            if committed == _blob_id(data, self._blobs_at):
                return None
            return self.commit_paths([rel], "vault: edits made outside Musubi\n",
                                     self.person())
        except (GitError, OSError, ValueError, subprocess.CalledProcessError):
            return None  # only the authorship is at stake, never the text: write on

    def _committed_blob(self, rel: str) -> str | None:
        """The blob ``rel`` has at HEAD, from one listing of HEAD's tree per commit."""
        head = self.head()
        if head != self._blobs_at:
            blobs: dict[str, str] = {}
            if head is not None:
                out = subprocess.run(["git", "-C", str(self.root), "ls-tree", "-r", "-z",
                                      "--full-tree", head], capture_output=True, check=True)
                for entry in out.stdout.split(b"\0"):
                    meta, _, name = entry.partition(b"\t")
                    if name:
                        blobs[os.fsdecode(name)] = meta.split()[2].decode()
            self._blobs, self._blobs_at = blobs, head
        return self._blobs.get(rel)

    def _still_mine(self, rel: str) -> bytes | bool:
        """What the file holds when it is what Musubi wrote; False when someone changed it
        since; True when Musubi wrote nothing there in this process (a deletion, or a write
        of a killed run)."""
        path = self.root / rel
        wrote = files.written_by_musubi(path)
        if wrote is None:
            return True
        try:
            data = path.read_bytes()
        except OSError:
            return False  # deleted since: the person's deletion, theirs to commit
        return data if files.content_hash(data) == wrote else False

    def _unstage_saves(self, batch: Sequence[str], mine: dict[str, bytes]) -> None:
        """A save that landed after a file was checked and before ``git add`` read it went
        in with Musubi's write: that file is taken out again (left for the person's own
        commit), or her text would count as Musubi's render and a later merge could drop it.
        A staged blob that differs only through the vault's filters (line endings) stays."""
        checked = [p for p in batch if p in mine]
        if not checked:
            return
        staged: dict[str, str] = {}
        out = self._git("ls-files", "-s", "-z", "--", *checked,
                        env={"GIT_LITERAL_PATHSPECS": "1"}).stdout
        for entry in out.split("\0"):
            meta, _, name = entry.partition("\t")
            if name:
                staged[name] = meta.split()[1]
        changed = []
        for p in checked:
            blob = staged.get(p)
            if blob is None or blob == _blob_id(mine[p], blob):
                continue
            try:
                now = (self.root / p).read_bytes()
            except OSError:
                now = None
            if now != mine[p]:
                changed.append(p)
        if changed:
            self._git("reset", "-q", "--", *changed, env={"GIT_LITERAL_PATHSPECS": "1"})
            self.left_out.extend(changed)

    def _add(self, paths: Sequence[str]) -> None:
        self._git("add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul",
                  stdin="\0".join(paths))

    def _commit_staged(self, message: str, who: Identity) -> str | None:
        """Commit what is staged; None when nothing is. Outside a merge git refuses by itself
        to commit nothing, so a job's commit is one git process, not a diff and then a
        commit; the index is compared only when the commit failed. In a merge git would
        commit an unchanged tree, so there the index is compared first."""
        merging = (self.git_dir() / "MERGE_HEAD").exists()
        if merging and self._nothing_staged():
            return None
        try:
            return self._commit(message, who)
        except GitError:
            if not merging and self._nothing_staged():
                return None
            raise

    def _nothing_staged(self) -> bool:
        return self._git("diff", "--cached", "--quiet", check=False).returncode == 0

    def _commit(self, message: str, who: Identity) -> str:
        # A title or a name in a message is redacted already; this is the last net: nothing
        # that looks like a secret is written into history, where it would stay for good.
        parent = self.head()
        merging = (self.git_dir() / "MERGE_HEAD").exists()  # a merge joins two histories
        self._git("commit", "--quiet", "--no-verify", "-m", redact(message), env=who.env())
        made = self.head()
        if made is None:  # the refs say nothing though git committed: ask git itself
            made = self._git("rev-parse", "HEAD").stdout.strip()
        inherited = [made] if parent is None else None if merging else _ROOTS.get(parent)
        if inherited is not None:
            _remember_roots(made, inherited)
        return made

    def fsck(self) -> tuple[int, list[str]]:
        """``git fsck``'s exit code and what it said (dangling objects left out)."""
        proc = self._git("fsck", "--no-progress", "--no-dangling", check=False)
        return proc.returncode, [ln for ln in (proc.stdout + proc.stderr).splitlines()
                                 if ln.strip()]

    def uncommitted(self) -> list[str]:
        """Paths with changes git has not committed, untracked files too (a rename once, by
        its new path)."""
        out = self._git("status", "--porcelain=v1", "-z", "--untracked-files=all", check=False)
        changed: list[str] = []
        entries = iter(out.stdout.split("\0"))
        for entry in entries:
            if len(entry) > 3:
                changed.append(entry[3:])
                if entry[0] in "RC":
                    next(entries, None)  # the path it was renamed or copied from
        return changed

    def head(self) -> str | None:
        """The commit HEAD names, read from the refs alone; None before the first commit."""
        import git  # GitPython, loaded on first use
        try:
            sha: str = git.SymbolicReference.dereference_recursive(self.repo, "HEAD")
        except ValueError:
            return None
        return sha

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
        return self.last_versions_by([path], who)[path]

    def last_versions_by(self, paths: list[str], who: Identity) -> dict[str, str | None]:
        """Each file as ``who`` last committed it, read together (``History.last_versions``)."""
        from .history import History  # the history reader (and its parsers) only when asked
        if self.head() is None:
            return dict.fromkeys(paths)  # no history yet: nothing was ever committed
        return History(self.root, who.email).last_versions(paths, who.email)

    def merge_file(self, ours: str, base: str, theirs: str) -> tuple[str, int]:
        """``git merge-file`` on three texts: (merged text with markers, number of conflicts)."""
        try:
            return textmerge.merge_file(ours, base, theirs,
                                        labels=("your edit", "musubi before", "musubi now"))
        except textmerge.MergeFileError as e:
            raise GitError(str(e)) from e

    # -- several devices (`musubi sync`) ----------------------------------------------------
    # The plumbing `vault/sync.py` needs; the decisions (what to keep on a conflict) live there.

    def current_branch(self) -> str | None:
        """The checked-out branch; None on a detached HEAD."""
        return None if self.repo.head.is_detached else self.repo.active_branch.name

    def remote_url(self, remote: str) -> str | None:
        """Where ``remote`` points; None when the vault has no remote of that name."""
        try:
            return str(self.repo.remote(remote).url)
        except (ValueError, AttributeError):  # no such remote, or one without a url
            return None

    def operation_in_progress(self) -> str | None:
        """A merge, rebase, cherry-pick or revert someone left unfinished; None when idle.

        Committing all then would seal conflict markers into history, so sync refuses."""
        marks = (("MERGE_HEAD", "merge"), ("CHERRY_PICK_HEAD", "cherry-pick"),
                 ("REVERT_HEAD", "revert"), ("rebase-merge", "rebase"), ("rebase-apply", "rebase"))
        # Where each mark would be (a linked work tree keeps its own), in one git process.
        where = self._git("rev-parse", *[a for mark, _ in marks for a in ("--git-path", mark)]
                          ).stdout.splitlines()
        for (_, name), path in zip(marks, where, strict=True):
            if (self.root / path).exists():
                return name
        return None

    def fetch_branch(self, remote: str, branch: str) -> str | None:
        """Fetch ``branch`` into ``refs/remotes/<remote>/<branch>`` and return that ref; None
        when the remote has no such branch yet. GitError when the remote cannot be reached.

        One connection (a password is asked at most once); messages in English to be read."""
        ref = f"refs/remotes/{remote}/{branch}"
        proc = self._git("fetch", "--quiet", "--no-tags", remote, f"+refs/heads/{branch}:{ref}",
                         env={"LC_ALL": "C"}, check=False)
        if proc.returncode == 0:
            return ref
        if "couldn't find remote ref" in proc.stderr:
            return None
        raise GitError(proc.stderr.strip() or f"git fetch {remote} failed")

    def push_branch(self, remote: str, branch: str) -> tuple[bool, str]:
        """Push HEAD to ``branch`` on ``remote``: (accepted, what git said, in English)."""
        proc = self._git("push", "--porcelain", remote, f"HEAD:refs/heads/{branch}",
                         env={"LC_ALL": "C"}, check=False)
        return proc.returncode == 0, (proc.stdout + "\n" + proc.stderr).strip()

    def rev(self, ref: str) -> str | None:
        proc = self._git("rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}", check=False)
        return proc.stdout.strip() or None

    def merge_base(self, a: str, b: str) -> str | None:
        """Their common ancestor; None when the histories are unrelated."""
        import git  # GitPython, loaded on first use
        try:
            return str(self.repo.git.merge_base(a, b)) or None
        except git.GitCommandError:
            return None

    def is_ancestor(self, a: str, b: str) -> bool:
        import git  # GitPython, loaded on first use
        try:
            self.repo.git.merge_base(a, b, is_ancestor=True)
        except git.GitCommandError:  # 1: not an ancestor; any other: not one that is known
            return False
        return True

    def commits_between(self, since: str | None, until: str) -> list[dict[str, str]]:
        """Commits reachable from ``until`` but not ``since``, oldest first."""
        span = f"{since}..{until}" if since else until
        out = self._git("log", "--reverse", "--format=%H%x1f%an%x1f%s", span).stdout
        return [dict(zip(("sha", "author", "subject"), line.split("\x1f"), strict=False))
                for line in out.splitlines() if line]

    def changed_between(self, a: str | None, b: str) -> list[str]:
        """Paths that differ between two commits (every path of ``b`` when ``a`` is None)."""
        if a is None:
            out = self._git("ls-tree", "-r", "-z", "--name-only", b).stdout
        else:
            out = self._git("diff", "--name-only", "-z", "--no-renames", a, b).stdout
        return [p for p in out.split("\0") if p]

    def merge(self, ref: str, message: str, who: Identity, *,
              unrelated: bool = False) -> subprocess.CompletedProcess[str]:
        """``git merge`` (fast-forward when it can) with ``who`` as author and committer, left
        uncommitted (``merging`` says whether a merge waits to be committed): the caller
        merges notes by their structure first, then commits with ``commit_merge``.

        Hooks that could open an editor or refuse the commit are skipped, as in _commit; a
        non-zero return leaves any conflicts staged for the caller to resolve or abort."""
        args = ["-c", "rerere.enabled=false", "-c", "merge.autoStash=false", "merge", "--ff",
                "--no-commit", "--no-edit", "--no-verify", "--no-stat", "-m", message]
        if unrelated:
            args.append("--allow-unrelated-histories")
        return self._git(*args, ref, env=who.env(), check=False)

    def merging(self) -> bool:
        """Whether a merge was made and waits to be committed."""
        return self._git("rev-parse", "--quiet", "--verify", "MERGE_HEAD",
                         check=False).returncode == 0

    def text_at(self, rev: str | None, path: str) -> str | None:
        """The file ``path`` at commit ``rev`` as text; None when it is not there (or not text)."""
        if rev is None:
            return None
        proc = subprocess.run(["git", "-C", str(self.root), "cat-file", "blob",
                               f"{rev}:{path}"], capture_output=True, check=False)
        if proc.returncode != 0:
            return None
        try:
            return proc.stdout.decode("utf-8")
        except UnicodeDecodeError:
            return None

    def unmerged(self) -> dict[str, dict[int, tuple[str, str]]]:
        """Conflicted paths after a merge: path -> {stage: (mode, blob)}.

        Stage 1 is the common ancestor, 2 this vault (ours), 3 the incoming side (theirs)."""
        out = self._git("ls-files", "--unmerged", "-z").stdout
        entries: dict[str, dict[int, tuple[str, str]]] = {}
        for record in out.split("\0"):
            if not record:
                continue
            info, path = record.split("\t", 1)
            mode, sha, stage = info.split()
            entries.setdefault(path, {})[int(stage)] = (mode, sha)
        return entries

    def blob_bytes(self, sha: str) -> bytes:
        proc = subprocess.run(["git", "-C", str(self.root), "cat-file", "blob", sha],
                              capture_output=True, check=False)
        if proc.returncode != 0:
            raise GitError(f"git cat-file {sha} failed: {proc.stderr.decode(errors='replace')}")
        return proc.stdout

    def checkout_side(self, path: str, side: str) -> None:
        """Put one side of a conflicted path (``ours`` or ``theirs``) in the work tree."""
        self._git("--literal-pathspecs", "checkout", f"--{side}", "--", path)

    def stage(self, paths: Sequence[str]) -> None:
        """Mark conflicted paths resolved as they now are in the work tree."""
        if paths:  # literal: a note title may hold [ ] or *, which a pathspec would glob
            self._git("--literal-pathspecs", "add", "-A", "--pathspec-from-file=-",
                      "--pathspec-file-nul", stdin="\0".join(paths))

    def commit_merge(self, message: str, who: Identity) -> str:
        """Conclude a merge whose conflicts were resolved and staged."""
        return self._commit(message, who)

    def abort_merge(self) -> None:
        """Undo a merge in progress: HEAD, index and work tree as before it started."""
        if self._git("rev-parse", "--quiet", "--verify", "MERGE_HEAD", check=False
                     ).returncode == 0:
            self._git("merge", "--abort", check=False)
