"""The coding agents whose hooks Musubi installs, and how each one differs.

Claude Code, Codex and Gemini CLI share one shape of hook settings (``{"hooks": {Event:
[{"matcher": …, "hooks": [{"type": "command", "command": …, "timeout": …}]}]}}``), so one
splice serves all three. What differs is written here:

- where the settings live: ``~/.claude/settings.json`` (``CLAUDE_CONFIG_DIR``),
  ``~/.codex/hooks.json`` (``CODEX_HOME``), ``~/.gemini/settings.json``; a project's
  ``.claude/``, ``.codex/`` or ``.gemini/`` folder instead with ``--project``;
- the events' names: Gemini CLI calls the compaction ``PreCompress``;
- the timeout's unit: seconds, whole seconds for Codex (its SessionEnd is capped at 3 s), and
  milliseconds for Gemini CLI;
- how SessionStart adds context: Claude Code and Codex take plain stdout; Gemini CLI shows
  plain stdout to the person and takes context only as JSON
  (``hookSpecificOutput.additionalContext``);
- the Musubi source each session's transcript is read as.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..config import HOOK_INGEST_TIMEOUT_S, HOOK_START_TIMEOUT_S


@dataclass(frozen=True)
class Agent:
    name: str  # as `musubi hooks install NAME` takes it
    label: str
    source: str  # the Musubi source its transcripts are read as
    folder: str  # under the home, or a project
    file: str
    home_env: str | None  # an environment variable that moves the folder
    events: tuple[tuple[str, str, float], ...]  # (the agent's event, Musubi's step, seconds)
    unit: float = 1.0  # the timeout's unit, in seconds
    whole: bool = False  # timeouts in whole units only
    context_json: bool = False  # SessionStart context as JSON, not plain stdout
    matcher_on_end: bool = False  # SessionEnd groups take a matcher too

    def timeout(self, seconds: float) -> float | int:
        """``seconds`` in the agent's unit, as its settings take it."""
        if self.unit == 1.0 and not self.whole:
            return seconds
        return max(1, round(seconds / self.unit))


CLAUDE_CODE = Agent(
    "claude-code", "Claude Code", "claude-code", ".claude", "settings.json", "CLAUDE_CONFIG_DIR",
    (("SessionStart", "session-start", HOOK_START_TIMEOUT_S),
     ("SessionEnd", "session-end", HOOK_INGEST_TIMEOUT_S),
     ("PreCompact", "pre-compact", HOOK_INGEST_TIMEOUT_S)))

CODEX = Agent(
    "codex", "Codex", "codex", ".codex", "hooks.json", "CODEX_HOME",
    (("SessionStart", "session-start", HOOK_START_TIMEOUT_S),
     ("SessionEnd", "session-end", 2.0),  # whole seconds; Codex caps SessionEnd at 3
     ("PreCompact", "pre-compact", 2.0)),
    whole=True, matcher_on_end=True)

GEMINI_CLI = Agent(
    "gemini-cli", "Gemini CLI", "gemini-cli", ".gemini", "settings.json", None,
    (("SessionStart", "session-start", HOOK_START_TIMEOUT_S),
     ("SessionEnd", "session-end", HOOK_INGEST_TIMEOUT_S),
     ("PreCompress", "pre-compact", HOOK_INGEST_TIMEOUT_S)),
    unit=0.001, context_json=True, matcher_on_end=True)

AGENTS = {a.name: a for a in (CLAUDE_CODE, CODEX, GEMINI_CLI)}
STEPS = ("session-start", "session-end", "pre-compact")
