"""What a failed git command means: its errors, the system error behind one, and whether
another git holds the vault's locks. Apart from `git.py` so the commands stay readable."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import subprocess
from pathlib import Path

from ..errors import Busy


class GitError(RuntimeError):
    """A git command failed. ``errno`` is the system's error behind it when git met one (a full
    disk, a read-only vault), so a shell can say what to do; ``path`` is the vault."""

    def __init__(self, message: str, *, errno: int | None = None, path: Path | None = None):
        super().__init__(message)
        self.errno = errno
        self.path = path


class GitBusy(GitError, Busy):
    """A git command of someone else's is working in the vault and holds its lock."""


# git's own lock files: a git killed mid-command leaves one, and every later commit fails.
GIT_LOCKS = ("index.lock", "HEAD.lock", "ORIG_HEAD.lock", "config.lock", "packed-refs.lock",
             "shallow.lock")


def git_running(root: Path, git_dir: Path) -> bool | None:
    """Whether a git process works in this repository now; None where it cannot be told.

    A git command runs in the repository's folder (``git -C``, or a terminal there), so a
    process named git whose working folder is in it is one that may hold a lock. Without
    /proc (macOS), any git process at all counts, as ``pgrep`` sees them."""
    proc = Path("/proc")
    if not (proc / "self" / "cwd").exists():
        try:
            found = subprocess.run(["pgrep", "-x", "git"], capture_output=True, check=False)
        except OSError:
            return None
        return found.returncode == 0
    roots = {root.resolve(), git_dir.resolve()}
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            if not (entry / "comm").read_text().strip().startswith("git"):
                continue
            cwd = Path(os.readlink(entry / "cwd"))
            if any(cwd == r or cwd.is_relative_to(r) for r in roots):
                return True
    return False


# The system errors git reports, found in what it says: the system's own words (git prints
# strerror), and git's words for the same where it uses its own.
_SYSTEM_ERRORS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EACCES,
                  errno.EPERM, errno.EIO)
_GIT_WORDS = (("Out of diskspace", errno.ENOSPC),
              ("insufficient permission for adding an object", errno.EACCES))


def system_error(returncode: int, stderr: str) -> int | None:
    """The errno behind a failed git command, None when it met none. A git the kernel stopped
    for writing past the file size limit (SIGXFSZ) says nothing: that is EFBIG."""
    if returncode == -signal.SIGXFSZ:
        return errno.EFBIG
    for code in _SYSTEM_ERRORS:
        if os.strerror(code) in stderr:
            return code
    return next((code for words, code in _GIT_WORDS if words in stderr), None)


def locked_out(stderr: str) -> bool:
    """git refused to start because one of its lock files exists."""
    return ".lock': File exists" in stderr
