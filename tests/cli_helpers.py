"""Run the real `musubi` command and git in a test, the way a person would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def musubi(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "musubi_daemon", *args], capture_output=True,
                          text=True, env=os.environ.copy(), check=False)
    if check and proc.returncode != 0:
        raise AssertionError(f"musubi {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def git(vault: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(vault), *args], capture_output=True, text=True,
                          check=True).stdout
