"""Musubi's hooks in a coding agent's settings (Claude Code, Codex, Gemini CLI: ``agents``):
at a session's start the briefing for its folder goes into the model's context; at its end,
and before a compaction, the session is ingested.

The person's settings file is changed by splicing text (see ``splice``), written atomically
with its mode kept; a file that is not JSON is refused, untouched.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import shlex
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..jsonish import JSON, JSONObject
from ..vault.files import atomic_write
from . import splice
from .agents import CLAUDE_CODE, STEPS, Agent
from .splice import SettingsError as SettingsError

_OURS = re.compile(r"musubi.*\shooks run (?:" + "|".join(STEPS) + r")\b")


def settings_path(project: Path | None, environ: Mapping[str, str], home: Path,
                  agent: Agent = CLAUDE_CODE) -> Path:
    """The agent's user settings (in its folder's variable, ``CLAUDE_CONFIG_DIR`` or
    ``CODEX_HOME``, when set), or a project's."""
    if project is not None:
        return project / agent.folder / agent.file
    config = environ.get(agent.home_env) if agent.home_env else None
    return (Path(config).expanduser() if config else home / agent.folder) / agent.file


def base_command(vault: Path) -> list[str]:
    """This Musubi, run by the interpreter it is installed in, on ``vault``."""
    return [sys.executable, "-m", "musubi_daemon", "--vault", str(vault)]


def entries(vault: Path, agent: Agent = CLAUDE_CODE) -> dict[str, JSONObject]:
    """The matcher group Musubi adds to each of the agent's events."""
    out: dict[str, JSONObject] = {}
    told = [] if agent is CLAUDE_CODE else ["--agent", agent.name]
    for event, step, seconds in agent.events:
        hook = {"type": "command",
                "command": shlex.join([*base_command(vault), "hooks", "run", step, *told]),
                "timeout": agent.timeout(seconds)}
        matcher = {} if event == "SessionEnd" and not agent.matcher_on_end else {"matcher": ""}
        out[event] = matcher | {"hooks": [hook]}
    return out


def ours(group: JSON) -> bool:
    """A matcher group Musubi added (whichever vault or interpreter it named)."""
    return isinstance(group, dict) and isinstance(group.get("hooks"), list) and any(
        isinstance(h, dict) and isinstance(h.get("command"), str) and _OURS.search(h["command"])
        for h in group["hooks"])


@dataclass
class Change:
    path: Path
    before: str | None  # None: no file
    after: str | None

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def diff(self) -> str:
        a = (self.before or "").splitlines(keepends=True)
        b = (self.after or "").splitlines(keepends=True)
        name = str(self.path)
        lines = difflib.unified_diff(a, b, name if self.before is not None else "/dev/null",
                                     name if self.after is not None else "/dev/null")
        return "".join(x if x.endswith("\n") else x + "\n\\ No newline at end of file\n"
                       for x in lines)

    def write(self) -> None:
        """The new text, atomically, unless the file changed since it was read."""
        if not self.changed:
            return
        if read(self.path) != self.before:
            raise SettingsError(f"{self.path} changed while Musubi read it; nothing was "
                                "changed, run the command again")
        if self.after is None:
            self.path.unlink()
            return
        atomic_write(self.path, self.after.encode("utf-8"))


def read(path: Path) -> str | None:
    """The settings text exactly as stored (no newline translation), None for no file."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SettingsError(f"{path}: not UTF-8 text ({e})") from e


def install(path: Path, vault: Path, agent: Agent = CLAUDE_CODE) -> Change:
    before = read(path)
    try:
        after = splice.add(before, entries(vault, agent), ours)
    except SettingsError as e:
        raise SettingsError(f"{path}: {e}; nothing was changed") from e
    return Change(path, before, after)


def uninstall(path: Path) -> Change:
    before = read(path)
    if before is None:
        return Change(path, None, None)
    try:
        after = splice.strip(before, ours)
    except SettingsError as e:
        raise SettingsError(f"{path}: {e}; nothing was changed") from e
    return Change(path, before, after)


def status(path: Path) -> JSONObject:
    """Whether Musubi's hooks are in ``path``: for which events, which command, and whether
    the program that command starts is there."""
    out: JSONObject = {"path": str(path), "exists": path.exists(), "installed": False,
                           "events": {}, "error": None}
    try:
        text = read(path)
        data = json.loads(text) if text is not None else {}
    except (SettingsError, ValueError) as e:
        out["error"] = str(e)
        return out
    hooks = data.get("hooks") if isinstance(data, dict) else None
    for event, groups in (hooks.items() if isinstance(hooks, dict) else []):
        for group in groups if isinstance(groups, list) else []:
            if not ours(group):
                continue
            for h in group["hooks"]:
                command = h.get("command") if isinstance(h, dict) else None
                if isinstance(command, str) and _OURS.search(command):
                    out["events"][event] = {"command": command,
                                            "executable": _program_exists(command)}
    out["installed"] = bool(out["events"])
    return out


def _program_exists(command: str) -> bool:
    try:
        program = shlex.split(command)[0]
    except (ValueError, IndexError):
        return False
    return os.path.isfile(program) and os.access(program, os.X_OK)
