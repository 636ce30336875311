"""``musubi-bench mcp-load`` and ``musubi-bench mcp-soak``: the MCP HTTP server under load.

Both build a synthetic library in a temp folder (conversations written through the normal note
writer, distilled and placed on the topic map heuristically, indexed), start ``musubi mcp
--http`` on a free loopback port as a child process, as an AI tool would find it, and drive
it with the ``mcp`` package's client, one session per asyncio task.

* ``mcp-load``: N clients each make M mixed calls as fast as answers come; errors (tool errors,
  exceptions, timeouts) and latency percentiles per tool and overall. The server runs the
  Engine on one thread, so a call's latency includes its wait behind the other clients' calls.
* ``mcp-soak``: a low, steady rate for a set time, sampling the server's resident memory, to
  see that it levels off instead of growing with every call. It stops itself.

No chat model is used: the server is pointed at a closed local port, so ``generate_context``
takes its "no model" path (best passages, cited) and nothing leaves the machine.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from ..mcp.bridge import token_client
from .mcp_library import SUBJECTS, Library, Log, Server, build_library

# A call that takes longer than this is counted as an error (a hung server, not a slow one).
CALL_TIMEOUT_S = 120.0
# RSS growth a soak tolerates between its first and last quarter (after warm-up): allocator
# arenas and caches settle in steps, so a little growth is noise, a steady climb is a leak.
SOAK_GROWTH_FRACTION = 0.10
SOAK_GROWTH_MIB = 32.0
# The first part of a soak is warm-up (caches filling), left out of the verdict.
SOAK_WARMUP_FRACTION = 0.1


QUESTIONS = ["why is the tile cache cold after a deploy", "which ef_search value did I choose",
             "how long is the cold proof for the sourdough", "how do pods wait for migrations",
             "standard or itemised deduction", "what renders the elevation layer"]


# -- the calls -----------------------------------------------------------------------------------

Call = tuple[str, str, dict[str, Any]]  # (label, tool, arguments)


def _call(rng: random.Random, ids: list[str]) -> Call:
    """One call of the mix, weighted towards search as AI tools use the server."""
    subject = SUBJECTS[rng.choice(list(SUBJECTS))]
    question = rng.choice(QUESTIONS)
    name = rng.choice(subject["entities"])
    roll = rng.random()
    if roll < 0.12:
        return "search:fast", "search_conversations", {"query": question, "mode": "fast"}
    if roll < 0.30:
        return "search:hybrid", "search_conversations", {"query": question, "limit": 10}
    if roll < 0.36:
        return "search:deep", "search_conversations", {"query": question, "mode": "deep"}
    if roll < 0.48:
        return "read_conversation", "read_conversation", {"id": rng.choice(ids), "limit": 20}
    if roll < 0.54:
        return "list_topics", "list_topics", {}
    if roll < 0.61:
        args = {"about": name} if rng.random() < 0.5 else {}
        return "recall_decisions", "recall_decisions", args
    if roll < 0.67:
        return "list_open_loops", "list_open_loops", {}
    if roll < 0.75:
        args = {"id": rng.choice(ids)} if rng.random() < 0.5 else {"text": question}
        return "find_similar", "find_similar", {**args, "limit": 5}
    if roll < 0.83:
        return "get_dossier", "get_dossier", {"name": name}
    if roll < 0.88:
        return "get_profile", "get_profile", {}
    if roll < 0.91:
        return "who_am_i", "who_am_i", {}
    return "generate_context", "generate_context", {"question": question}


def warm_up_calls(ids: list[str]) -> list[Call]:
    """Every kind of call once, outside the figures: the first of each loads what it needs."""
    return [("search:fast", "search_conversations", {"query": "tile cache", "mode": "fast"}),
            ("search:hybrid", "search_conversations", {"query": "tile cache"}),
            ("search:deep", "search_conversations", {"query": "tile cache", "mode": "deep"}),
            ("read_conversation", "read_conversation", {"id": ids[0]}),
            ("list_topics", "list_topics", {}), ("recall_decisions", "recall_decisions", {}),
            ("list_open_loops", "list_open_loops", {}),
            ("find_similar", "find_similar", {"id": ids[0]}),
            ("get_dossier", "get_dossier", {"name": "Chroma"}),
            ("get_profile", "get_profile", {}), ("who_am_i", "who_am_i", {}),
            ("generate_context", "generate_context", {"question": "why is the cache cold"})]


@dataclass
class Tally:
    """Latencies (ms) and errors by call label."""

    ms: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    examples: list[str] = field(default_factory=list)

    def add(self, label: str, ms: float, error: str | None) -> None:
        self.ms.setdefault(label, []).append(ms)
        if error is not None:
            self.errors[label] = self.errors.get(label, 0) + 1
            if len(self.examples) < 5:
                self.examples.append(f"{label}: {error[:300]}")

    @property
    def calls(self) -> int:
        return sum(len(v) for v in self.ms.values())

    @property
    def error_count(self) -> int:
        return sum(self.errors.values())


async def _timed(client: Any, call: Call, tally: Tally) -> None:
    label, tool, args = call
    t = time.perf_counter()
    error: str | None = None
    try:
        result = await asyncio.wait_for(client.call_tool(tool, args), CALL_TIMEOUT_S)
        if result.is_error:
            error = "tool error: " + (result.content[0].text if result.content else "?")
        else:
            json.loads(result.content[0].text)  # an answer must be whole JSON
    except TimeoutError:
        error = f"no answer in {CALL_TIMEOUT_S:.0f} s"
    except Exception as e:  # the figure counts every failure, whatever it is
        error = f"{type(e).__name__}: {e}"
    tally.add(label, (time.perf_counter() - t) * 1000, error)


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = min(max(1, math.ceil(len(ordered) * q / 100)), len(ordered))
    return ordered[rank - 1]


def latency_table(tally: Tally) -> dict[str, dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    every: list[float] = []
    for label in sorted(tally.ms):
        ms = tally.ms[label]
        every += ms
        rows[label] = {"calls": len(ms), "errors": tally.errors.get(label, 0),
                       "p50_ms": round(percentile(ms, 50), 1),
                       "p95_ms": round(percentile(ms, 95), 1), "max_ms": round(max(ms), 1)}
    if every:
        rows["overall"] = {"calls": len(every), "errors": tally.error_count,
                           "p50_ms": round(percentile(every, 50), 1),
                           "p95_ms": round(percentile(every, 95), 1),
                           "max_ms": round(max(every), 1)}
    return rows


async def _sample(server: Server, every_s: float, samples: list[tuple[float, float]],
                  t0: float) -> None:
    """Append (seconds since t0, RSS MiB) every ``every_s`` until cancelled."""
    while True:
        value = server.rss()
        if value is not None:
            samples.append((time.monotonic() - t0, value))
        await asyncio.sleep(every_s)


@contextlib.contextmanager
def _running(conversations: int, log: Log) -> Iterator[tuple[Library, Server]]:
    """A temp library and its server, both gone when the block ends (or is interrupted)."""
    with tempfile.TemporaryDirectory(prefix="musubi-bench-mcp-") as tmp:
        base = Path(tmp)
        lib = build_library(base, conversations, log)
        log(f"library ready in {lib.build_s:.1f} s; starting musubi mcp --http ...")
        server = Server(lib, base)
        try:
            server.wait_listening()
            yield lib, server
        finally:
            code = server.stop()
            if code not in (0, -15):
                log(f"the server exited {code}")


def _server_tracebacks(server: Server) -> int:
    return server.stderr().count("Traceback (most recent call last)")


async def _warm(url: str, token: str, ids: list[str]) -> Tally:
    tally = Tally()
    async with token_client(url, token) as client:
        for call in warm_up_calls(ids):
            await _timed(client, call, tally)
    return tally


def _first_calls(tally: Tally) -> dict[str, float]:
    return {label: round(ms[0], 1) for label, ms in sorted(tally.ms.items())}


# -- load ----------------------------------------------------------------------------------------

def run_load(clients: int = 8, calls: int = 500, conversations: int = 300, seed: int = 1,
             log: Log = print) -> dict[str, Any]:
    """``clients`` sessions at once, each making ``calls`` mixed calls back to back."""
    with _running(conversations, log) as (lib, server):
        return asyncio.run(_load(lib, server, clients, calls, seed, log))


async def _load(lib: Library, server: Server, clients: int, calls: int, seed: int,
                log: Log) -> dict[str, Any]:

    warm = await _warm(server.url, server.token, lib.ids)
    rss_idle = server.rss()
    log(f"{clients} clients x {calls} calls ...")
    tally = Tally()
    samples: list[tuple[float, float]] = []
    failed_sessions: list[str] = []

    async def one(k: int) -> None:
        rng = random.Random(seed * 1000 + k)
        try:
            async with token_client(server.url, server.token) as client:
                for _ in range(calls):
                    await _timed(client, _call(rng, lib.ids), tally)
        except Exception as e:  # a session that could not even open counts all its calls
            failed_sessions.append(f"{type(e).__name__}: {e}")

    t0 = time.monotonic()
    sampler = asyncio.create_task(_sample(server, 1.0, samples, t0))
    try:
        await asyncio.gather(*(one(k) for k in range(clients)))
    finally:
        sampler.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await sampler
    wall = time.monotonic() - t0
    rss_end = server.rss()
    missing = clients * calls - tally.calls
    table = latency_table(tally)
    overall = table.get("overall", {})
    rss_values = [v for _, v in samples]
    return {
        "clients": clients, "calls_per_client": calls, "conversations": lib.conversations,
        "calls": tally.calls, "errors": tally.error_count + missing,
        "failed_sessions": len(failed_sessions),
        "server_tracebacks": _server_tracebacks(server),
        "wall_s": round(wall, 1), "calls_per_s": round(tally.calls / wall, 1) if wall else 0,
        "p50_ms": overall.get("p50_ms"), "p95_ms": overall.get("p95_ms"),
        "max_ms": overall.get("max_ms"),
        "rss_idle_mib": _mib(rss_idle), "rss_end_mib": _mib(rss_end),
        "rss_max_mib": _mib(max(rss_values)) if rss_values else None,
        "warm_up_errors": warm.error_count, "first_call_ms": _first_calls(warm),
        "by_tool": table, "error_examples": tally.examples + failed_sessions[:3],
    }


def _mib(value: float | None) -> float | None:
    return round(value, 1) if value is not None else None


# -- soak ----------------------------------------------------------------------------------------

def run_soak(minutes: float = 60, rate: float = 2.0, clients: int = 2, sample_s: float = 10.0,
             conversations: int = 300, seed: int = 2, log: Log = print) -> dict[str, Any]:
    """Calls at ``rate`` per second (spread over ``clients`` sessions) for ``minutes``,
    sampling the server's RSS every ``sample_s`` seconds; then a verdict on memory growth."""
    with _running(conversations, log) as (lib, server):
        return asyncio.run(_soak(lib, server, minutes, rate, clients, sample_s, seed, log))


async def _soak(lib: Library, server: Server, minutes: float, rate: float, clients: int,
                sample_s: float, seed: int, log: Log) -> dict[str, Any]:

    warm = await _warm(server.url, server.token, lib.ids)
    duration = minutes * 60
    log(f"soak: {rate:g} calls/s over {clients} sessions for {minutes:g} min ...")
    tally = Tally()
    samples: list[tuple[float, float]] = []
    failed_sessions: list[str] = []
    t0 = time.monotonic()
    interval = clients / rate  # each session's own pace

    async def one(k: int) -> None:
        rng = random.Random(seed * 1000 + k)
        start = t0 + k * interval / clients  # staggered, so the total rate is even
        n = 0
        try:
            async with token_client(server.url, server.token) as client:
                while True:
                    due = start + n * interval
                    if due - t0 >= duration:
                        return
                    await asyncio.sleep(max(0.0, due - time.monotonic()))
                    await _timed(client, _call(rng, lib.ids), tally)
                    n += 1
        except Exception as e:
            failed_sessions.append(f"{type(e).__name__}: {e}")

    async def progress() -> None:
        while True:
            await asyncio.sleep(60)
            last = samples[-1][1] if samples else float("nan")
            log(f"  {int((time.monotonic() - t0) // 60)} min: {tally.calls} calls, "
                f"{tally.error_count} errors, RSS {last:.1f} MiB")

    sampler = asyncio.create_task(_sample(server, sample_s, samples, t0))
    reporter = asyncio.create_task(progress())
    try:
        await asyncio.gather(*(one(k) for k in range(clients)))
    finally:
        for task in (sampler, reporter):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
    end = server.rss()
    if end is not None:
        samples.append((time.monotonic() - t0, end))
    wall = time.monotonic() - t0
    table = latency_table(tally)
    overall = table.get("overall", {})
    return {
        "minutes": round(wall / 60, 1), "rate_per_s": rate, "clients": clients,
        "conversations": lib.conversations, "calls": tally.calls,
        "errors": tally.error_count, "failed_sessions": len(failed_sessions),
        "server_tracebacks": _server_tracebacks(server),
        "p50_ms": overall.get("p50_ms"), "p95_ms": overall.get("p95_ms"),
        "max_ms": overall.get("max_ms"), "warm_up_errors": warm.error_count,
        **memory_verdict(samples), "by_tool": table,
        "error_examples": tally.examples + failed_sessions[:3],
    }


def memory_verdict(samples: list[tuple[float, float]]) -> dict[str, Any]:
    """RSS start/end/max and whether it levelled off: the median of the last quarter of the
    samples (after warm-up) against the first quarter, and the slope by least squares."""
    if len(samples) < 4:
        return {"rss_samples": len(samples), "memory_verdict": "too few samples"}
    values = [v for _, v in samples]
    span = samples[-1][0]
    steady = [s for s in samples if s[0] >= span * SOAK_WARMUP_FRACTION] or samples
    quarter = max(1, len(steady) // 4)
    first = statistics.median(v for _, v in steady[:quarter])
    last = statistics.median(v for _, v in steady[-quarter:])
    growth = last - first
    slope = 0.0
    if len(steady) >= 2:
        ts = [t for t, _ in steady]
        vs = [v for _, v in steady]
        mt, mv = statistics.fmean(ts), statistics.fmean(vs)
        den = sum((t - mt) ** 2 for t in ts)
        slope = sum((t - mt) * (v - mv) for t, v in zip(ts, vs, strict=True)) / den if den else 0
    allowed = max(SOAK_GROWTH_MIB, SOAK_GROWTH_FRACTION * first)
    return {
        "rss_samples": len(samples), "rss_start_mib": round(values[0], 1),
        "rss_end_mib": round(values[-1], 1), "rss_max_mib": round(max(values), 1),
        "rss_first_quarter_mib": round(first, 1), "rss_last_quarter_mib": round(last, 1),
        "rss_growth_mib": round(growth, 1), "rss_slope_mib_per_h": round(slope * 3600, 1),
        "memory_verdict": (f"stable (growth {growth:+.1f} MiB, allowed {allowed:.0f})"
                           if growth <= allowed else
                           f"GROWING (growth {growth:+.1f} MiB > {allowed:.0f} allowed)"),
    }


# -- commands ------------------------------------------------------------------------------------

def _log(line: str) -> None:
    click.echo(line, err=True)


def _print(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(result, indent=2))
        return
    for key, value in result.items():
        if key == "by_tool":
            continue
        if key == "error_examples" and not value:
            continue
        click.echo(f"{key:24} {value}")
    click.echo(f"\n{'tool':20} {'calls':>6} {'errors':>6} {'p50 ms':>8} {'p95 ms':>8} "
               f"{'max ms':>8}")
    for label, row in result["by_tool"].items():
        click.echo(f"{label:20} {row['calls']:>6} {row['errors']:>6} {row['p50_ms']:>8} "
                   f"{row['p95_ms']:>8} {row['max_ms']:>8}")


@click.command("mcp-load")
@click.option("--clients", type=click.IntRange(1, 64), default=8, show_default=True,
              help="MCP sessions at once.")
@click.option("--calls", type=click.IntRange(1, 100_000), default=500, show_default=True,
              help="Calls per session.")
@click.option("--conversations", type=click.IntRange(10, 20_000), default=300,
              show_default=True, help="Size of the synthetic library.")
@click.option("--json", "as_json", is_flag=True)
def mcp_load(clients: int, calls: int, conversations: int, as_json: bool) -> None:
    """The MCP HTTP server under concurrent clients: errors and latency per tool."""
    result = run_load(clients, calls, conversations, log=_log)
    _print(result, as_json)
    if result["errors"]:
        raise SystemExit(1)


@click.command("mcp-soak")
@click.option("--minutes", type=click.FloatRange(0.1, 24 * 60), default=60, show_default=True)
@click.option("--rate", type=click.FloatRange(0.05, 100), default=2.0, show_default=True,
              help="Calls per second, all sessions together.")
@click.option("--clients", type=click.IntRange(1, 16), default=2, show_default=True)
@click.option("--sample", "sample_s", type=click.FloatRange(0.5, 600), default=10.0,
              show_default=True, help="Seconds between RSS samples.")
@click.option("--conversations", type=click.IntRange(10, 20_000), default=300,
              show_default=True, help="Size of the synthetic library.")
@click.option("--json", "as_json", is_flag=True)
def mcp_soak(minutes: float, rate: float, clients: int, sample_s: float, conversations: int,
             as_json: bool) -> None:
    """The MCP HTTP server at a low steady rate: does its memory level off? Stops itself."""
    result = run_soak(minutes, rate, clients, sample_s, conversations, log=_log)
    _print(result, as_json)
    if result["errors"] or result["memory_verdict"].startswith("GROWING"):
        raise SystemExit(1)
