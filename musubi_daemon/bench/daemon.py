"""`musubi-bench cli-search`: the wall time of a `musubi search` command with and without a
running daemon (whose models are already loaded), on a vault of the person's choosing."""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..runtime import running


def _search(vault: Path, query: str, env: dict[str, str]) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "musubi_daemon", "--vault", str(vault), "search",
                    "--json", query], check=True, capture_output=True, env=env)
    return time.perf_counter() - t


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def run_cli_search_bench(vault: Path, cache_dir: Path, query: str = "what did I decide",
                         runs: int = 5, log: Callable[[str], None] = print) -> dict[str, Any]:

    base = dict(os.environ)
    cold_env = {**base, "MUSUBI_NO_DAEMON": "1"}
    _search(vault, query, cold_env)  # a missing index is built once, outside the figures
    cold = [_search(vault, query, cold_env) for _ in range(runs)]
    log(f"without the daemon: median {statistics.median(cold):.2f} s")
    started = None
    if running(cache_dir) is None:
        port = _free_port()
        started = subprocess.Popen(
            [sys.executable, "-m", "musubi_daemon", "--vault", str(vault), "daemon"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env={**base, "MUSUBI_DAEMON_PORT": str(port)})
        deadline = time.monotonic() + 120
        while not (running(cache_dir) or {}).get("port"):
            if time.monotonic() > deadline or started.poll() is not None:
                raise RuntimeError("the daemon did not start; see its log in the cache")
            time.sleep(0.2)
    try:
        _search(vault, query, base)
        warm = [_search(vault, query, base) for _ in range(runs)]
    finally:
        if started is not None:
            started.terminate()
            started.wait(30)
    log(f"with the daemon: median {statistics.median(warm):.2f} s")
    return {"runs": runs, "query": json.dumps(query),
            "cold_median_s": round(statistics.median(cold), 3),
            "cold_max_s": round(max(cold), 3),
            "warm_median_s": round(statistics.median(warm), 3),
            "warm_max_s": round(max(warm), 3),
            "speedup": round(statistics.median(cold) / max(statistics.median(warm), 1e-6), 1)}



