"""Run the real daemon in tests: a subprocess on a temp vault, and a patient wait."""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import forkserver
from cli_helpers import musubi


def wait_for(check: Callable[[], Any], timeout: float = 30, what: str = "") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


class Daemon:
    """`musubi daemon` as a process of its own (warm-started, ``forkserver``), leading a
    session of its own: ``kill`` is SIGKILL to it and everything it started."""

    def __init__(self, vault: Path, log: Path, env: dict[str, str]) -> None:
        self.vault = vault
        self.log = log
        self.port = int(env["MUSUBI_DAEMON_PORT"])
        self.out = open(log, "ab")  # noqa: SIM115 (closed in wait)
        self.pid_file = log.with_name(log.name + ".pid")
        self.pid_file.unlink(missing_ok=True)
        self.proc = subprocess.Popen(
            forkserver.argv("--vault", str(vault), "daemon", pid_file=self.pid_file),
            stdin=subprocess.DEVNULL, stdout=self.out, stderr=self.out, env=env,
            start_new_session=True)

    def kill(self) -> None:
        forkserver.kill(self.proc, self.pid_file)

    def status(self) -> dict[str, Any]:
        return json.loads(musubi("status", "--json").stdout)

    def ready(self) -> None:
        wait_for(lambda: (self.status().get("daemon") or {}).get("port"), 90, "the daemon")

    def report(self, lines: int = 80) -> str:
        """The end of the daemon's log and the vault's last commits: why a wait timed out."""
        try:
            log = self.log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]
        except OSError as e:
            log = [f"(no log: {e})"]
        history = subprocess.run(["git", "-C", str(self.vault), "log", "-15", "--name-status",
                                  "--format=%h %an | %s"], capture_output=True, text=True)
        status = subprocess.run(["git", "-C", str(self.vault), "status", "--porcelain"],
                                capture_output=True, text=True)
        return "\n".join([*log, "", history.stdout, "status:", status.stdout])

    def wait(self, timeout: float = 20) -> int:
        try:
            return self.proc.wait(timeout)
        finally:
            self.out.close()
