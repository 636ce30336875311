"""Paths a note names, held inside the folder they belong to.

A note is text that anyone able to write one line into the vault can change: a synced or
shared vault, a git pull, a plugin. Musubi reads some files because a note names them (a tool
output stored whole names its ``artifact``), and read as ``vault / path`` a line such as
``"artifact": "/etc/passwd"`` or ``"../../.cache/musubi/token"`` would hand any file of the
machine to whoever reads the conversation over MCP. So every path read because a note says so
goes through ``contained`` first: it is a plain relative path, and with every symlink followed
it still lies inside its folder, or it is refused with the reason. A symlink in the vault is
never followed out of it either: a file or folder that resolves outside is not a note.

Refused rather than cleaned up: ``%2e%2e/``, a backslash, ``~``, a NUL byte or a fullwidth dot
never occur in a path Musubi writes, so a note holding one was changed by hand, and guessing
what was meant could only widen what can be reached.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path, PurePosixPath

from .layout import artifact_path

# A Windows drive ("C:"): absolute on the machine the note may have been synced from.
_DRIVE_RE = re.compile(r"[A-Za-z]:")


class Outside(ValueError):
    """A path a note named that Musubi will not read, and why."""

    def __init__(self, given: object, reason: str):
        super().__init__(f"{given!r} is not read: {reason}")
        self.given = given
        self.reason = reason


def _encoded(rest: str) -> str | None:
    """Why ``rest`` is not how Musubi spells a path it wrote; None when it is."""
    if "%" in rest:
        return "percent-encoded (%): Musubi never writes one in a path"
    if "\\" in rest:
        return "holds a backslash: paths in notes use /"
    if "~" in rest:
        return "holds ~: a home folder is never part of a path in the vault"
    if any(unicodedata.category(c) == "Cc" for c in rest):
        return "holds a control character"
    if any(unicodedata.category(c) == "Cs" for c in rest):
        return "holds a lone surrogate: no file name is spelled so"
    if unicodedata.normalize("NFKC", rest) != unicodedata.normalize("NFC", rest):
        return "holds a character that stands for another (a fullwidth dot or slash, say)"
    return None


def _shape(given: str, folder: str, listed: bool) -> str | None:
    """Why ``given`` is refused before any file is looked at; None when its shape is fine."""
    if not given:
        return "empty"
    if "\x00" in given:
        return "holds a NUL byte"
    if given.startswith("/") or (not listed and _DRIVE_RE.match(given)):
        return "an absolute path"
    parts = given.split("/")
    if ".." in parts:
        return "climbs out with .."
    if "" in parts or "." in parts:
        return "not a plain path (an empty or . segment)"
    rest = given
    if folder:
        prefix = folder + "/"
        if not given.startswith(prefix):
            return f"not inside {prefix}"
        rest = given[len(prefix):]
    return None if listed else _encoded(rest)


def contained(root: Path, given: object, folder: str = "", *, listed: bool = False) -> Path:
    """The real path of ``given`` (relative to ``root``, the vault) when it stays inside
    ``root/folder`` with every symlink followed; ``Outside`` with the reason otherwise.

    ``listed``: ``given`` is a name found on disk or stored by Musubi, not text from inside a
    note, so a ``%`` or ``~`` in it is a person's file name; only where it leads is checked.
    """
    if not isinstance(given, str):
        raise Outside(given, "not a text path")
    folder = PurePosixPath(folder).as_posix() if folder else ""
    why = _shape(given, folder, listed)
    if why is not None:
        raise Outside(given, why)
    try:
        base = root.resolve()
        boundary = base.joinpath(folder).resolve() if folder else base
        target = base.joinpath(given).resolve()
    except (OSError, RuntimeError, ValueError) as e:  # a symlink loop; a name no file has
        raise Outside(given, f"cannot be resolved ({e})") from e
    if not boundary.is_relative_to(base):
        raise Outside(given, f"{folder}/ is a symlink that leads outside the vault")
    if not target.is_relative_to(boundary):
        where = f"{folder}/" if folder else "the vault"
        raise Outside(given, f"a symlink leads outside {where}")
    return target


def contained_or_none(root: Path, given: object, folder: str = "", *,
                      listed: bool = False) -> Path | None:
    """``contained``, None for a path it refuses."""
    try:
        return contained(root, given, folder, listed=listed)
    except Outside:
        return None


def outside_root(root: Path, path: Path) -> str | None:
    """Why ``path``, found by walking ``root``, is not read (a symlink that resolves outside
    ``root``); None when it may be read. Only a symlink is resolved: a walk that does not
    follow folder symlinks reaches nothing else outside, and one lstat per file keeps a
    walk over tens of thousands of notes fast."""
    if not os.path.islink(path):
        return None
    try:
        contained(root, path.relative_to(root).as_posix(), listed=True)
    except Outside as e:
        return e.reason
    return None


def artifacts_folder(folder: str) -> str:
    """Where every artifact lives, vault-relative: the parent of ``artifact_path``'s shard."""
    return artifact_path(folder, "00", "txt").parents[1].as_posix()


def artifact_reader(vault: Path, folder: str,
                    refused: Callable[[object, str], None] | None = None
                    ) -> Callable[[str], str | None]:
    """The ``read_artifact`` every parse of a conversation note is given: the text of an
    artifact inside ``<folder>/artifacts/``, None when it is missing or refused (the message
    then keeps its preview). ``refused(path, reason)`` hears of each refusal, for a report."""
    inside = artifacts_folder(folder)

    def read(given: str) -> str | None:
        try:
            path = contained(vault, given, inside)
        except Outside as e:
            if refused is not None:
                refused(given, e.reason)
            return None
        try:
            return path.read_text(encoding="utf-8") if path.is_file() else None
        except (OSError, UnicodeDecodeError):
            return None

    return read
