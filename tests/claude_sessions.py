"""Builds small Claude Code session files for tests, line by line as Claude Code writes them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class Session:
    def __init__(self, path: Path, session_id: str, cwd: str = "/home/ana/src/trailmap"):
        self.path = path
        self.sid = session_id
        self.cwd = cwd
        self.lines: list[dict[str, Any]] = []
        self.parent: str | None = None
        self.n = 0

    def _line(self, kind: str, **kw: Any) -> dict[str, Any]:
        self.n += 1
        uuid = f"{self.sid[:8]}-0000-4000-8000-{self.n:012d}"
        line = {"parentUuid": self.parent, "isSidechain": False, "type": kind, "uuid": uuid,
                "timestamp": f"2026-03-0{1 + self.n // 50}T10:{self.n % 60:02d}:00.000Z",
                "sessionId": self.sid, "cwd": self.cwd, "version": "2.1.38",
                "userType": "external", **kw}
        self.parent = uuid
        self.lines.append(line)
        return line

    def user(self, text: str) -> Session:
        self._line("user", message={"role": "user", "content": text})
        return self

    def assistant(self, text: str) -> Session:
        self._line("assistant", message={"id": f"msg_{self.sid[:4]}{self.n}", "role": "assistant",
                                         "model": "claude-sonnet-4-5",
                                         "content": [{"type": "text", "text": text}]})
        return self

    def tool(self, name: str, command: str, output: str) -> Session:
        tid = f"toolu_{self.sid[:4]}{self.n}"
        self._line("assistant", message={"id": f"msg_{self.sid[:4]}{self.n}", "role": "assistant",
                                         "model": "claude-sonnet-4-5",
                                         "content": [{"type": "tool_use", "id": tid, "name": name,
                                                      "input": {"command": command}}]})
        self._line("user", message={"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tid, "content": output}]})
        return self

    def write(self) -> Path:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text("".join(json.dumps(x) + "\n" for x in self.lines), encoding="utf-8")
        return self.path


def project_dir(home: Path, cwd: str = "/home/ana/src/trailmap") -> Path:
    encoded = "".join(c if c.isalnum() else "-" for c in cwd)
    return home / ".claude" / "projects" / encoded
