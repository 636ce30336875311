"""Several Musubi processes writing one vault at once, as when two agents' hooks and an MCP
server call `remember` within a second: each waits its turn for the vault, none is refused
for a job that ends in a moment, and a job that holds the vault for long still gets the
clear "busy" answer instead of a hang."""

from __future__ import annotations

import fcntl
import subprocess
import threading
import time
from pathlib import Path

import forkserver
import pytest
from cli_helpers import git

from musubi_daemon import config
from musubi_daemon.config import load_config
from musubi_daemon.engine import BusyError, Engine


def test_four_remembers_started_together_all_land(vault: Path) -> None:
    procs = [subprocess.Popen(forkserver.argv("remember", f"Starter {n} is fed rye flour."),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for n in range(4)]
    results = [(p.wait(timeout=120), p.stderr.read() if p.stderr else "") for p in procs]
    assert all(rc == 0 for rc, _err in results), results
    log = git(vault, "log", "--format=%s")
    assert sorted(n for n in range(4) if f"Starter {n} is fed" in log) == [0, 1, 2, 3], log


def _hold_vault(cache: Path, seconds: float, held: threading.Event) -> None:
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / "vault.lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        held.set()
        time.sleep(seconds)
        fcntl.flock(f, fcntl.LOCK_UN)


def test_a_write_waits_for_a_short_hold_and_is_refused_by_a_long_one(
        vault: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = load_config(vault)
    monkeypatch.setattr(config, "VAULT_LOCK_WAIT_SECONDS", 2.0)
    engine = Engine(cfg)
    try:
        held = threading.Event()
        short = threading.Thread(target=_hold_vault, args=(cfg.cache_dir, 0.5, held))
        short.start()
        held.wait(10)
        engine.remember("The levain peaks at six hours.")  # waited, then wrote
        short.join()
        held = threading.Event()
        long = threading.Thread(target=_hold_vault, args=(cfg.cache_dir, 4.0, held))
        long.start()
        held.wait(10)
        t0 = time.monotonic()
        with pytest.raises(BusyError, match="another Musubi process"):
            engine.remember("Never written while the vault is held.")
        waited = time.monotonic() - t0
        long.join()
        assert 1.9 <= waited < 4.0, waited  # its wait, not the holder's whole job
    finally:
        engine.close()
    log = git(vault, "log", "--format=%s")
    assert "levain peaks" in log and "Never written" not in log


def test_the_daemons_retried_work_does_not_wait_for_the_vault(
        vault: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The daemon's reactions to a change are tried again when the vault is busy; waiting
    would keep every tool call queued behind them on the engine's one thread."""
    cfg = load_config(vault)
    monkeypatch.setattr(config, "VAULT_LOCK_WAIT_SECONDS", 30.0)
    engine = Engine(cfg)
    held = threading.Event()
    holder = threading.Thread(target=_hold_vault, args=(cfg.cache_dir, 3.0, held))
    try:
        holder.start()
        held.wait(10)
        t0 = time.monotonic()
        with engine.impatient(), pytest.raises(BusyError):
            engine.commit_edits()
        assert time.monotonic() - t0 < 2.5  # told at once, not after the holder let go
        assert engine.session.lock_wait is None  # patient again outside
    finally:
        holder.join()
        engine.close()
