"""Run the real `musubi` command and git in a test, the way a person would.

``musubi(...)`` runs the command in the test's own process (click's runner, the same command
group, environment and files), because a fresh interpreter costs a second of imports per call
and most tests make several. What needs a process of its own (a kill, a daemon, stdio, a
measure of start-up or memory) passes ``fresh=True`` or starts one itself; and
``MUSUBI_TEST_SUBPROCESS=1`` runs every call as a process, to check the two agree. A process
of its own is warm-started by the fork server (``forkserver.py``)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import tempfile
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import forkserver
import pytest

# Variables of the person running the tests that would point Musubi or a tool elsewhere.
_OUTSIDE = ("MUSUBI_VAULT", "MUSUBI_CACHE_DIR", "MUSUBI_CONFIG", "MUSUBI_LLM_MODEL",
            "MUSUBI_LLM_API_BASE", "MUSUBI_MCP_ALLOW_REMEMBER", "MUSUBI_INDEX_ON_INGEST",
            "MUSUBI_EMBED_MODEL", "MUSUBI_RERANKER", "CLAUDE_CONFIG_DIR", "CODEX_HOME")


def musubi(*args: str, check: bool = True, fresh: bool = False,
           env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`musubi ARGS` as a person would run it: its exit code, stdout and stderr (with the
    traceback, as a process would print it, when the command failed by a bug). ``env``: the
    whole environment it runs in (another HOME, another cache), the test's own by default."""
    if fresh or os.environ.get("MUSUBI_TEST_SUBPROCESS") == "1":
        proc = subprocess.run(forkserver.argv(*args),
                              capture_output=True, text=True,
                              env=os.environ.copy() if env is None else env, check=False)
    elif env is None:
        proc = _in_process(args)
    else:
        keep = dict(os.environ)
        os.environ.clear()
        os.environ.update(env)
        try:
            proc = _in_process(args)
        finally:
            os.environ.clear()
            os.environ.update(keep)
    if check and proc.returncode != 0:
        raise AssertionError(f"musubi {args} exited {proc.returncode}: {proc.stderr}")
    return proc


def _in_process(args: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    from click.testing import CliRunner

    from musubi_daemon.cli import cli

    result = CliRunner().invoke(cli, list(args), prog_name="musubi", catch_exceptions=True)
    code, stderr = result.exit_code, result.stderr
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        stderr += "".join(traceback.format_exception(result.exception))
        code = 1
    return subprocess.CompletedProcess(["musubi", *args], code, result.stdout, stderr)


@contextlib.contextmanager
def world() -> Iterator[tuple[Path, Path]]:
    """A fresh HOME, cache and vault, set in the environment the Engine reads: for a property
    test whose every example needs a world of its own (a fixture would be shared by them)."""
    keep = dict(os.environ)
    with tempfile.TemporaryDirectory(prefix="musubi-world-") as d:
        home, vault = Path(d) / "home", Path(d) / "vault"
        home.mkdir()
        os.environ.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"),
                          XDG_CONFIG_HOME=str(home / ".config"), MUSUBI_INDEX_ON_INGEST="0")
        for var in ("MUSUBI_VAULT", "MUSUBI_CACHE_DIR", "MUSUBI_CONFIG", "MUSUBI_LLM_MODEL"):
            os.environ.pop(var, None)
        try:
            yield home, vault
        finally:
            os.environ.clear()
            os.environ.update(keep)


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


def peak_rss_mib(proc: subprocess.Popen[bytes]) -> float:
    """The process's own high-water mark of resident memory, read from /proc while it runs
    (the rusage of a child forked from a large test process counts the parent's pages)."""
    status = Path(f"/proc/{proc.pid}/status")
    if not status.exists():
        proc.wait()
        pytest.skip("no /proc here to read a process's memory from")
    peak = 0
    while proc.poll() is None:
        try:
            line = next(x for x in status.read_text().splitlines() if x.startswith("VmHWM"))
            peak = max(peak, int(line.split()[1]))
        except (OSError, StopIteration):
            pass
        time.sleep(0.02)
    return peak / 1024


def empty_library(base: Path) -> Any:
    """A fresh vault and cache under ``base`` and the Engine over them, the index left to the
    caller (a module's shared library: write it, then ``sync_index``)."""
    from musubi_daemon.config import Config
    from musubi_daemon.engine import Engine

    cfg = Config(vault=base / "vault", cache_dir_override=base / "cache", fsync=False,
                 index_on_ingest=False)
    engine = Engine(cfg, create=True)
    engine.init_vault(cfg.vault, remember=False)
    return engine
