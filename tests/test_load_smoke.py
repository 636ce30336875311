"""`musubi bench mcp-load`, small: concurrent MCP sessions against the real HTTP server make
their mixed calls without a single error. The full figures come from the bench itself
(docs/benchmarks.md); this only keeps the code path working under `make test`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from musubi_daemon.bench.mcp import mcp_load, memory_verdict, percentile


@pytest.mark.slow
def test_concurrent_clients_get_answers_without_errors(home: Path) -> None:
    result = CliRunner().invoke(mcp_load, ["--clients", "4", "--calls", "25",
                                           "--conversations", "30", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["calls"] == 100 and report["errors"] == 0, report["error_examples"]
    assert report["failed_sessions"] == 0 and report["server_tracebacks"] == 0
    assert report["warm_up_errors"] == 0
    assert report["by_tool"]["overall"]["calls"] == 100
    assert report["p50_ms"] <= report["p95_ms"] <= report["max_ms"]
    assert report["rss_idle_mib"] and report["rss_max_mib"]


def test_percentile_and_memory_verdict() -> None:
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0
    assert percentile([float(i) for i in range(1, 101)], 95) == 95.0
    flat = [(float(t), 500.0 + (t % 3)) for t in range(0, 600, 10)]
    assert memory_verdict(flat)["memory_verdict"].startswith("stable")
    leak = [(float(t), 500.0 + t) for t in range(0, 600, 10)]
    verdict = memory_verdict(leak)
    assert verdict["memory_verdict"].startswith("GROWING")
    assert verdict["rss_slope_mib_per_h"] > 3000
