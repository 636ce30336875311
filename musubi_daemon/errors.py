"""The errors every shell meets, below every service, and the one map from a failure to what
the person is told (``failure_of``): the CLI turns its kind into an exit code, MCP into a tool
error, the daemon's API into an HTTP status that the CLI reads back into the same words. Before
this map each shell kept its own list of exceptions, so one busy vault or one bad request was
said differently depending on whether a daemon answered."""

from __future__ import annotations

import errno
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from .config import VAULT_WIDE_ERRNOS, ConfigError


class UsageError(Exception):
    """A request that cannot run as given (a missing path, an unknown source)."""


class NotFound(LookupError):
    """What a request names is not in the vault (a conversation id, a topic, a page)."""


class Busy(Exception):
    """Someone else is at work: another Musubi process writing the vault or its index, git
    holding its lock, the daemon's Engine taken by a long job. Retrying later helps."""


# ValueErrors that are no one's request: text or JSON that would not decode.
_DECODING: tuple[type[ValueError], ...] = (UnicodeError, json.JSONDecodeError)

Kind = Literal["usage", "missing", "busy", "fault"]
KINDS: tuple[Kind, ...] = ("usage", "missing", "busy", "fault")


@dataclass(frozen=True)
class Failure:
    """A failure the person can act on, in words: ``kind`` says which shell reaction fits."""

    kind: Kind
    text: str


class Reported(Exception):
    """A failure met elsewhere and already put in words (the daemon's answer to the CLI):
    the map passes it on as it was said instead of wording it again."""

    def __init__(self, failure: Failure):
        super().__init__(failure.text)
        self.failure = failure


def failure_of(e: BaseException, vault: Path | None = None, cache: Path | None = None,
               again: str = "run the same command again") -> Failure | None:
    """What to tell the person about ``e``; None for a bug, which each shell reports as one.

    A request that cannot run (``UsageError``, a ``ValueError`` raised to say why, a
    configuration that cannot be used) is "usage", but not bytes or JSON that would not
    decode: those are a file's damage or a bug, never the request's. A name the vault lacks is
    "missing"; another worker holding the vault is "busy"; a fault of the whole vault (a full
    disk, a read-only vault: ``find_fault``, whose line says ``again`` once it is fixed) is
    "fault"."""
    if isinstance(e, Reported):
        return e.failure
    if isinstance(e, NotFound):
        return Failure("missing", str(e))
    if isinstance(e, Busy):
        return Failure("busy", str(e))
    if isinstance(e, (UsageError, ValueError, ConfigError)) and not isinstance(e, _DECODING):
        return Failure("usage", str(e))
    if isinstance(e, Exception):
        fault = find_fault(e, vault, cache)
        if fault is not None:
            return Failure("fault", fault.line(again))
    return None


# A fault of the whole vault by the errno behind it: what happened, and what the person can do
# about it ({place}: the vault, or the cache, the failed write was in). Nothing Musubi does
# helps until the person acts, so the shells say this one line instead of a traceback.
_FAULTS: dict[int, tuple[str, str]] = {
    errno.ENOSPC: ("the disk holding {place} is full", "free some space"),
    errno.EDQUOT: ("your disk quota on the disk holding {place} is used up",
                   "free some space (or get a larger quota)"),
    errno.EFBIG: ("a file in {place} would grow past the largest file this process may write",
                  "raise that limit (`ulimit -f`, or the service's LimitFSIZE)"),
    errno.EROFS: ("{place} is on a read-only file system", "remount it read-write"),
    errno.EACCES: ("{place} is read-only for you", "make it writable (chmod -R u+w {place})"),
    errno.EPERM: ("{place} is read-only for you", "make it writable (chmod -R u+w {place})"),
    errno.EIO: ("the disk holding {place} failed a write", "check the disk (dmesg, fsck)"),
}
_PERMISSION = (errno.EACCES, errno.EPERM)


class VaultFault(Exception):
    """A write failed for a reason no other file of the vault (or of the cache) would escape: a
    full disk, a read-only vault. Raised by nothing; built from the failure by ``find_fault``
    where a shell meets it, so the services keep raising what the system raised."""

    def __init__(self, code: int, place: str, reason: str):
        super().__init__(code, place, reason)
        self.code, self.place, self.reason = code, place, reason

    def line(self, again: str = "run the same command again") -> str:
        """What happened and what to do, in one line; ``again``: how to try once it is fixed."""
        what, fix = _FAULTS[self.code]
        return (f"{what.format(place=self.place)} ({self.reason}); "
                f"{fix.format(place=self.place)} and {again} — nothing written so far is lost")

    def __str__(self) -> str:
        return self.line()


def vault_wide(error: OSError, vault: Path) -> bool:
    """Whether a failed write of one note is the whole vault's: every other note would fail
    alike, so the run stops (after committing what it wrote) instead of failing each in turn.
    A permission error is the vault's only when the vault itself cannot be written: one folder
    a person made read-only costs only the notes that go there."""
    if error.errno in VAULT_WIDE_ERRNOS:
        return True
    return error.errno in _PERMISSION and _read_only(vault)


def find_fault(error: BaseException, vault: Path | None = None,
               cache: Path | None = None) -> VaultFault | None:
    """The fault of the whole vault behind ``error`` (or what it was raised while handling:
    a commit that failed after a write failed), None when it is none. ``vault`` is named when
    the error names no path; ``cache`` when SQLite, which names none either, failed."""
    seen: set[int] = set()
    e: BaseException | None = error
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        code, path, place = _errno_of(e, cache)
        if code in _FAULTS:
            place = place or _place(path, vault, cache)
            if code not in _PERMISSION or _read_only(Path(place)):
                return VaultFault(code, place, _reason(code, path, place))
        e = e.__cause__ or e.__context__
    return None


def _errno_of(e: BaseException, cache: Path | None
              ) -> tuple[int | None, str | None, str | None]:
    """The errno a failure carries, the path it names and, when that is known already, the
    place to name: an OSError's own; a GitError's, read from what git said; SQLite's full or
    read-only database, which is the cache's."""
    if isinstance(e, OSError):
        return e.errno, os.fsdecode(e.filename) if e.filename is not None else None, None
    sqlite3 = sys.modules.get("sqlite3")  # an SQLite error means it was imported already
    if sqlite3 is not None and isinstance(e, sqlite3.Error):
        code = (getattr(e, "sqlite_errorcode", 0) or 0) & 0xFF  # the primary result code
        where = str(cache) if cache is not None else "Musubi's cache"
        if code == sqlite3.SQLITE_FULL:
            return errno.ENOSPC, None, where
        if code == sqlite3.SQLITE_READONLY:
            return errno.EACCES, None, where
        return None, None, None
    code = getattr(e, "errno", None)  # a GitError names the errno git met, and its vault
    path = getattr(e, "path", None)
    return (code if isinstance(code, int) else None), \
        (str(path) if path is not None else None), None


def _place(path: str | None, vault: Path | None, cache: Path | None) -> str:
    """The vault a path is in (the git work tree holding it), or the cache, else the path
    itself: a person frees space on, or remounts, the vault, not the note that happened to
    fail."""
    if path is None:
        return str(vault) if vault is not None else "the vault"
    p = Path(path)
    if cache is not None and p.is_relative_to(cache):
        return str(cache)
    for folder in (p, *p.parents):
        if (folder / ".git").exists():
            return str(folder)
    return str(p)


def _reason(code: int, path: str | None, place: str) -> str:
    """The system's own words, and the path it failed on when that says more than the place."""
    reason = os.strerror(code)
    if path is not None and path != place and code in _PERMISSION:
        reason += f": {path}"
    return reason


def _read_only(place: Path) -> bool:
    """Whether the vault (or the cache) itself refuses writes: its folder, or its git folder."""
    try:
        if not os.access(place, os.W_OK):
            return True
        git_dir = place / ".git"
        return git_dir.is_dir() and not os.access(git_dir, os.W_OK)
    except OSError:
        return False
