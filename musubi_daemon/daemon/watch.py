"""Where each source lives on disk (what to watch) and a per-path debouncer: a tool writes a
session line by line, and one re-read after it pauses is enough."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from ..sources.base import SourceEnv, env_path


def watch_roots(name: str, env: SourceEnv, aider_projects: Iterable[str] = ()) -> list[Path]:
    """The folders whose changes mean source ``name`` may have something new."""
    if env.path is not None:
        return [env.path if env.path.is_dir() else env.path.parent]
    home = env.home
    if name == "claude-code":
        config = env_path(env.environ, "CLAUDE_CONFIG_DIR")
        return [config / "projects" if config else home / ".claude" / "projects"]
    if name == "codex":
        return [(env_path(env.environ, "CODEX_HOME") or home / ".codex") / "sessions"]
    if name in ("gemini-cli", "antigravity"):
        return [env_path(env.environ, "GEMINI_HOME") or home / ".gemini"]
    if name == "cursor":
        from ..sources.cursor import default_root

        return [default_root(env)]
    if name in ("chatgpt-export", "claude-export"):
        return [home / "Downloads"]
    if name == "aider":
        return [Path(p).expanduser() for p in aider_projects]
    return []


class Debouncer:
    """Collects paths and hands them over once each has been quiet for ``delay`` seconds."""

    def __init__(self, delay: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.delay = delay
        self._clock = clock
        self._lock = threading.Lock()
        self._due: dict[Path, float] = {}

    def touch(self, path: Path) -> None:
        with self._lock:
            self._due[path] = self._clock() + self.delay  # a new event restarts the timer

    def ready(self) -> list[Path]:
        now = self._clock()
        with self._lock:
            out = [p for p, t in self._due.items() if t <= now]
            for p in out:
                del self._due[p]
        return sorted(out)

    def pending(self) -> int:
        with self._lock:
            return len(self._due)
