"""The adapter interface: read-only, streaming, one module per tool.

An adapter finds *units* (a file, a project folder, an export) cheaply, and reads a unit into
conversations only when its stat fingerprint changed, so an unchanged history costs one ``stat``.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from ..model import Conversation
from ..redact import redact_literals


def redact_everywhere(conv: Conversation, literals: dict[str, str]) -> Conversation:
    """The conversation with each secret found in it redacted wherever else it recurs (the
    title, any message, a tool call's input): a password pasted once and repeated in prose
    goes everywhere, not only where a rule saw it."""
    if not literals:
        return conv
    conv.title = redact_literals(conv.title or "", literals) or conv.title
    for m in conv.messages:
        m.text = redact_literals(m.text, literals)
        for call in m.tool_calls:
            call.input = _redact_value(call.input, literals)
    return conv


def _redact_value(value: object, literals: dict[str, str]) -> object:
    if isinstance(value, str):
        return redact_literals(value, literals)
    if isinstance(value, list):
        return [_redact_value(v, literals) for v in value]
    if isinstance(value, dict):
        return {k: _redact_value(v, literals) for k, v in value.items()}
    return value


class SourceError(Exception):
    """A unit that cannot be read; the run reports it with the path and goes on."""


@dataclass
class Skipped:
    path: str
    reason: str


@dataclass
class SourceEnv:
    """Where an adapter looks: ``home`` for default locations, or an explicit ``path``."""

    home: Path
    path: Path | None = None
    vault: Path | None = None
    musubi_folder: str = "Musubi"
    environ: Mapping[str, str] = field(default_factory=dict)
    options: Mapping[str, object] = field(default_factory=dict)
    # Problems inside a readable unit (one corrupt conversation in an export, say).
    skipped: list[Skipped] = field(default_factory=list)

    def skip(self, path: object, reason: str) -> None:
        self.skipped.append(Skipped(str(path), reason))

    def root(self, *default: str) -> Path:
        return self.path if self.path is not None else self.home.joinpath(*default)


@dataclass
class Unit:
    """One readable piece of a source; ``fingerprint`` changes whenever its files change."""

    key: str
    paths: list[Path]
    fingerprint: str


def stat_fingerprint(paths: list[Path]) -> str:
    """mtime and size of every file: cheap, and any append or rewrite changes it.

    Names go in as the file system's bytes: a name that is not UTF-8 cannot be ``.encode()``d.
    """
    h = hashlib.sha1()
    for p in sorted(paths):
        try:
            st = p.stat()
            h.update(os.fsencode(p) + f"\0{st.st_mtime_ns}\0{st.st_size}\n".encode())
        except OSError:
            h.update(os.fsencode(p) + b"\0missing\n")
    return h.hexdigest()


def printable(text: str) -> str:
    """A file name as text that can be stored, printed and sent as JSON: bytes that are not
    UTF-8 (``os.fsdecode`` keeps them as lone surrogates) become ``\\xff`` escapes."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def file_unit(path: Path, key: str | None = None) -> Unit:
    return Unit(key=key or str(path), paths=[path], fingerprint=stat_fingerprint([path]))


class Adapter:
    """Base for every source. Subclasses set ``name`` and implement ``units`` and ``read``."""

    name: ClassVar[str] = ""
    label: ClassVar[str] = ""  # how a note's header names the tool ("Claude Code")
    description: ClassVar[str] = ""
    # False for sources already in the vault (the person's own notes): never copied as notes.
    writes_notes: ClassVar[bool] = True
    # True where a resumed conversation comes back under a new id, its messages replayed with
    # their ids (Claude Code's `--resume`): ingest then finds the note it began in.
    resumes_elsewhere: ClassVar[bool] = False

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        """The folders under the tool's default places whose changes mean something new may
        be there: what the daemon watches (a source configured with a path is watched there
        instead). None by default: the daemon's periodic pass reads such a source."""
        return []

    def is_available(self, env: SourceEnv) -> bool:
        return any(True for _ in self.units(env))

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        raise NotImplementedError

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        """Yield the unit's conversations; raise ``SourceError`` when the unit is unreadable."""
        raise NotImplementedError

    def scan(self, env: SourceEnv) -> Iterator[Conversation]:
        for unit in self.units(env):
            yield from self.read(unit, env)


# Linux's PATH_MAX, in characters: a project "path" read from a file that is longer than this is
# damage, and would be copied into the frontmatter of every note of that project.
PATH_MAX = 4096


def project_path(value: str | None) -> str | None:
    """``value`` when it can be a path, else ``None`` (no project)."""
    return value if value is None or len(value) <= PATH_MAX else None


def env_path(environ: Mapping[str, str], name: str) -> Path | None:
    value = environ.get(name) or os.environ.get(name)
    return Path(value).expanduser() if value else None
