"""Run the real `musubi` command and git in a test, the way a person would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# Variables of the person running the tests that would point Musubi or a tool elsewhere.
_OUTSIDE = ("MUSUBI_VAULT", "MUSUBI_CACHE_DIR", "MUSUBI_CONFIG", "MUSUBI_LLM_MODEL",
            "MUSUBI_LLM_API_BASE", "MUSUBI_MCP_ALLOW_REMEMBER", "MUSUBI_INDEX_ON_INGEST",
            "CLAUDE_CONFIG_DIR", "CODEX_HOME")


def musubi(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "musubi_daemon", *args], capture_output=True,
                          text=True, env=os.environ.copy(), check=False)
    if check and proc.returncode != 0:
        raise AssertionError(f"musubi {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def git(vault: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(vault), *args], capture_output=True, text=True,
                          check=True).stdout


def isolate_home(mp: pytest.MonkeyPatch, home: Path, model_dir: Path) -> None:
    """A fresh HOME: default source locations, the XDG dirs (config, cache) inside it, the
    shared exported embedding model, and nothing of the person's own environment."""
    mp.setenv("HOME", str(home))
    mp.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    mp.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    mp.setenv("MUSUBI_MODEL_DIR", str(model_dir))
    for var in _OUTSIDE:
        mp.delenv(var, raising=False)
