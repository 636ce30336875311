"""``musubi-bench first-run``: what a person with a large history meets on the first ingest.

Claude Code sessions are generated in a temp HOME (the same shape as ``bench ingest``), then
`musubi ingest` runs as a person runs it, with the index on. Meanwhile a search is asked every
two seconds for a word only the newest session holds. The figures: when the ingest returned,
when a search first found the newest session and what it said was not searchable yet, and when
the background `musubi reindex --continue` had indexed everything.

With ``kill_at`` the background run is killed (SIGKILL, as a power cut or an OOM kill would
stop it) once that share of the notes is indexed, and `musubi reindex --continue` resumes in
the foreground: the figures then say what the kill cost, and how many passages the resume
embedded that the vector cache already held (none, when a kill loses only the batch in
flight).
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..runtime import alive
from .ingest import bench_home

# A word no generated sentence holds, put in the newest session's last prompt.
MARK = "zqnewestmarker"
POLL_SECONDS = 2.0


def _musubi(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "musubi_daemon", *args], env=env,
                          capture_output=True, text=True, check=False)


def _mark_newest(home: Path) -> None:
    """The newest session (the last generated) gets the marker in its first prompt."""
    newest = max((home / ".claude" / "projects").rglob("*.jsonl"),
                 key=lambda p: json.loads(p.read_text().splitlines()[0])["timestamp"])
    lines = newest.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["message"]["content"] = f"{MARK} {first['message']['content']}"
    lines[0] = json.dumps(first)
    newest.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _pending(cache: Path) -> dict[str, Any] | None:
    """The sync's record of what it has left (``index/coverage.py``), with the pid of the
    process at it; None before the first batch or after the last."""
    path = cache / "index" / "keyword.sqlite"
    if not path.exists():
        return None
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        row = db.execute("SELECT value FROM meta WHERE key='pending'").fetchone()
    except sqlite3.OperationalError:  # the schema is not made yet
        return None
    finally:
        db.close()
    return json.loads(row[0]) if row and row[0] else None


def _cached_vectors(cache: Path) -> int:
    db = sqlite3.connect(f"file:{cache / 'embeddings.sqlite'}?mode=ro", uri=True, timeout=5)
    try:
        return int(db.execute("SELECT count(*) FROM vectors").fetchone()[0])
    finally:
        db.close()


def _kill_and_resume(cache: Path, record: dict[str, Any], env: dict[str, str],
                     t0: float, log: Callable[[str], None]) -> dict[str, Any]:
    """SIGKILL the background run, then resume it in the foreground and count what the
    resume embedded again; nothing when the run ended first."""
    try:
        os.kill(int(record["pid"]), signal.SIGKILL)
    except ProcessLookupError:
        return {}
    killed = time.perf_counter() - t0
    time.sleep(0.5)  # the kernel frees its locks
    cached = _cached_vectors(cache)
    left = _pending(cache) or {}
    log(f"  killed the background index at {killed:.1f} s: {left.get('pending')} of "
        f"{left.get('total')} notes left, {cached} vectors cached")
    t = time.perf_counter()
    resumed = _musubi(["reindex", "--continue", "--json"], env)
    if resumed.returncode != 0:
        raise RuntimeError(f"musubi reindex --continue failed: {resumed.stderr.strip()}")
    report = json.loads(resumed.stdout)
    after = _cached_vectors(cache)
    return {"killed_at_s": round(killed, 1),
            "notes_left_at_kill": left.get("pending"),
            "vectors_cached_at_kill": cached,
            "resume_s": round(time.perf_counter() - t, 1),
            "resume_notes": report.get("files_indexed"),
            "resume_embedded": report.get("chunks_embedded"),
            # Passages the resume embedded although the cache held their vectors at the kill.
            "embedded_twice": cached + int(report.get("chunks_embedded") or 0) - after}


def run_first_run_bench(n: int, messages: int = 12, foreground: float = 45.0,
                        kill_at: float | None = None,
                        log: Callable[[str], None] = print) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="musubi-bench-first-") as d:
        home, vault, env = bench_home(Path(d), n, messages, log)
        _mark_newest(home)
        env.update({"MUSUBI_INDEX_ON_INGEST": "1", "MUSUBI_NO_DAEMON": "1",
                    "MUSUBI_INDEX_FOREGROUND_SECONDS": str(foreground)})
        _musubi(["init", str(vault)], env)
        log("ingest, with searches every 2 s ...")
        t0 = time.perf_counter()
        ingest = subprocess.Popen([sys.executable, "-m", "musubi_daemon", "ingest", "--json"],
                                  env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  text=True)
        out: dict[str, Any] = {"sessions": n, "messages_per_session": messages,
                               "foreground_s": foreground}
        if kill_at is not None:
            out["kill_at"] = kill_at
        first_answer: float | None = None
        said = ""
        returned: float | None = None
        report: dict[str, Any] = {}
        while True:
            if returned is None and ingest.poll() is not None:
                returned = time.perf_counter() - t0
                stdout, stderr = ingest.communicate()
                if ingest.returncode != 0:
                    raise RuntimeError(f"musubi ingest failed: {stderr.strip()}")
                report = json.loads(stdout)
                log(f"  ingest returned after {returned:.1f} s")
            if first_answer is None and (vault / ".git").exists():
                found = _musubi(["search", "--json", MARK], env)
                if found.returncode == 0 and MARK in found.stdout:
                    first_answer = time.perf_counter() - t0
                    said = next((line for line in found.stderr.splitlines()
                                 if "not searchable yet" in line), "")
                    log(f"  the newest session found after {first_answer:.1f} s")
            if returned is not None:
                status = json.loads(_musubi(["status", "--json"], env).stdout or "{}")
                cache = Path(status["cache"])
                if kill_at is not None and "killed_at_s" not in out:
                    record = _pending(cache)
                    # Only a live indexing process: the record can outlive the search that
                    # wrote it before the background run took over.
                    if record and alive(int(record["pid"])) and \
                            record["pending"] <= (1 - kill_at) * record["total"]:
                        out.update(_kill_and_resume(cache, record, env, t0, log))
                        status = json.loads(_musubi(["status", "--json"], env).stdout or "{}")
                left = ((status.get("index") or {}).get("not_indexed") or {})
                if not left and first_answer is not None:
                    break
            time.sleep(POLL_SECONDS)
        done = time.perf_counter() - t0
        if kill_at is not None and "killed_at_s" not in out:
            log("  the background index finished before the kill point: nothing was killed")
            out["killed_at_s"] = None
        status = json.loads(_musubi(["status", "--json"], env).stdout or "{}")
        passages = (status.get("index") or {}).get("chunks", 0)
        out.update({
            "notes": report.get("sources", {}).get("claude-code", {}).get("added"),
            "passages": passages,
            "ingest_returned_s": round(returned or 0.0, 1),
            "notes_written_s": round(report.get("seconds", 0.0), 1),
            # None when the bench's own first search was building the index (index_busy).
            "indexed_in_foreground": (report.get("index") or {}).get("files_indexed", 0),
            "index_busy": bool(report.get("index_busy")),
            "newest_found_s": round(first_answer or 0.0, 1),
            "search_said": said.removeprefix("note: "),
            "all_indexed_s": round(done, 1),
            "passages_per_s_overall": round(passages / done, 1) if done else 0.0,
        })
        return out
