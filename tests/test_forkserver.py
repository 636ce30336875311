"""The warm start the tests use for `musubi` processes (``forkserver.py``) behaves as a fresh
interpreter does: the same output, exit codes, environment, working directory and signals."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import forkserver
import pytest
from cli_helpers import musubi

pytestmark = pytest.mark.skipif(not forkserver.enabled(), reason="the fork server is off")


def fresh(*args: str) -> list[str]:
    return [sys.executable, "-m", "musubi_daemon", *args]


def both(*args: str, **kw: object) -> tuple[subprocess.CompletedProcess[str], ...]:
    return tuple(subprocess.run(argv, capture_output=True, text=True, check=False, **kw)  # type: ignore[call-overload]
                 for argv in (forkserver.argv(*args), fresh(*args)))


def test_output_and_exit_codes_are_a_fresh_interpreters() -> None:
    for args in (("--version",), ("no-such-command",), ("search", "--limit", "x", "q")):
        warm, cold = both(*args)
        assert (warm.returncode, warm.stdout, warm.stderr) == \
            (cold.returncode, cold.stdout, cold.stderr), args


def test_the_callers_environment_and_folder_are_the_childs(tmp_path: Path) -> None:
    missing = tmp_path / "not a vault"
    env = {**os.environ, "MUSUBI_VAULT": str(missing), "MUSUBI_CACHE_DIR": str(tmp_path / "c")}
    warm, cold = both("status", env=env, cwd=tmp_path)
    assert warm.returncode == cold.returncode == 2
    assert str(missing) in warm.stderr and warm.stderr == cold.stderr


def test_a_signal_to_the_relay_reaches_the_process(home: Path) -> None:
    """SIGTERM to a `musubi mcp` waiting for its client ends it as it ends a fresh one."""
    vault = home / "vault"
    musubi("init", "--no-remember", str(vault))
    codes = []
    for argv in (forkserver.argv("--vault", str(vault), "mcp"), fresh("--vault", str(vault),
                                                                       "mcp")):
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        time.sleep(2)
        assert proc.poll() is None, proc.communicate()
        proc.send_signal(signal.SIGTERM)
        codes.append(proc.wait(timeout=30))
        assert proc.stdin is not None
        proc.stdin.close()
    assert codes[0] == codes[1], codes
