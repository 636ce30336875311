"""`musubi-bench redact`: how fast secrets are redacted from the long texts people paste.

Every text is redacted before it is written, so a pasted log of tens of MB costs its redaction
on every ingest that reads it. Four shapes: a build log (timestamps, levels, paths) with no
secret, the same with two secrets planted, a minified JSON dump on one line and chat prose about
a deploy (which holds the words keys are named by), each with two secrets. A secret brings the
words its rules look for, and those rules then read the whole text. Each is timed with the pairs
check long texts get (`redact._Pairs`) and with every keyword scanned, and both must find the
same secrets."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from .. import config, redact

# Not real secrets: shaped like them, so the rules find them.
_PLANTED = ("ghp_BenchOnlyTokenNotRealAbcdefGhijk0123",
            "AKIABENCHNOTAREALKEY")


def _log(size: int, rng: random.Random) -> str:
    lines, n = [], 0
    while n < size:
        at = f"10:{rng.randrange(60):02d}:{rng.randrange(60):02d}.{rng.randrange(1000):03d}"
        where = f"src/{rng.choice(('tiles', 'cache', 'db'))}/{rng.choice(('load', 'save'))}.py"
        line = (f"2026-03-01 {at} {rng.choice(('INFO ', 'DEBUG', 'WARN '))} "
                f"worker-{rng.randrange(8)} {where}:{rng.randrange(900)} "
                f"step {rng.randrange(10000):04d} finished in {rng.random() * 9:.2f} s\n")
        lines.append(line)
        n += len(line)
    return "".join(lines)


def _json_dump(size: int, rng: random.Random) -> str:
    items, n = [], 0
    while n < size:
        item = (f'{{"id":{rng.randrange(10**6)},"zoom":{rng.randrange(20)},'
                f'"tile":"{rng.randrange(4096)}/{rng.randrange(4096)}","ms":{rng.random():.3f}}}')
        items.append(item)
        n += len(item) + 1
    return "[" + ",".join(items) + "]"


_WORDS = ("the", "deploy", "failed", "again", "because", "the", "staging", "bucket", "refused",
          "our", "upload", "i", "rotated", "the", "api", "key", "yesterday", "and", "the",
          "token", "in", "ci", "still", "points", "at", "the", "old", "one", "so", "we",
          "should", "update", "the", "secret", "store", "before", "friday", "ok", "thanks")


def _prose(size: int, rng: random.Random) -> str:
    words, n = [], 0
    while n < size:
        w = rng.choice(_WORDS)
        words.append(w + (".\n" if rng.random() < 0.06 else " "))
        n += len(words[-1])
    return "".join(words)


def _planted(text: str) -> str:
    third = len(text) // 3
    return (text[:third] + f"\nexport GITHUB_TOKEN={_PLANTED[0]}\n" + text[third:2 * third]
            + f"\naws_access_key_id = {_PLANTED[1]}\n" + text[2 * third:])


def _timed(text: str, repeat: int, gate: int) -> tuple[float, int]:
    old = config.REDACT_PAIR_GATE_CHARS
    config.REDACT_PAIR_GATE_CHARS = gate
    try:
        times, found = [], 0
        for _ in range(repeat):
            start = time.perf_counter()
            found = len(redact.spans(text))
            times.append(time.perf_counter() - start)
        return statistics.median(times), found
    finally:
        config.REDACT_PAIR_GATE_CHARS = old


def run_redact_bench(mb: float, repeat: int, log: Callable[[str], None]) -> dict[str, Any]:
    rng = random.Random(7)
    size = int(mb * 2**20)
    shapes = {"build log, no secret": _log, "build log": _log, "json dump": _json_dump,
              "chat prose": _prose}
    out: dict[str, Any] = {"text_mb": mb, "repeat": repeat}
    for name, make in shapes.items():
        text = make(size, rng)
        if "no secret" not in name:
            text = _planted(text)
        log(f"{name}: {len(text) / 2**20:.1f} MB")
        fast, found = _timed(text, repeat, config.REDACT_PAIR_GATE_CHARS)
        plain, found_plain = _timed(text, repeat, len(text) + 1)
        if found != found_plain:
            raise AssertionError(f"{name}: the pairs check found {found} secrets, "
                                 f"every keyword scanned {found_plain}")
        out[f"{name} MB/s"] = round(len(text) / 2**20 / fast, 1)
        out[f"{name} MB/s, every keyword scanned"] = round(len(text) / 2**20 / plain, 1)
        out[f"{name} secrets found"] = found
    return out
