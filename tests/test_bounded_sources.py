"""Every source costs bounded memory whatever its files hold: a file of many large texts is
read through the one capped reader, its note is bounded, the note says what was cut, and the
peak memory of `musubi ingest` does not grow when the file doubles.

Each test writes a realistic file with a few very large messages, runs the real command in a
fresh process, and reads that process's own high-water mark of resident memory.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from cli_helpers import peak_rss_mib

from musubi_daemon.config import (
    CONVERSATION_TEXT_MAX_BYTES,
    JSONL_TEXT_MAX_BYTES,
    TEXT_PAST_BUDGET_BYTES,
)

MB = 2**20
# A build log pasted into a chat: the large text every test writes, one line after another.
LOG_LINE = ("2026-03-01 10:42:07 INFO  worker-3  step 0042 of the nightly build finished in "
            "1.3 s: cache hit, 0 warnings, artefact uploaded to the staging bucket\n")
# The peak of a run may not exceed the peak of the run at half the size by more than this
# (allocator noise, one more note in the vault), nor ever this absolute bound.
GROWTH_MIB = 64
PEAK_MIB = 600
# A note holds at most the conversation's budget, one text cut at its own limit, and the
# texts past the budget at their floor: well under twice the budget here.
NOTE_MAX_BYTES = 2 * CONVERSATION_TEXT_MAX_BYTES


@dataclass
class Run:
    peak_mib: float
    report: dict[str, Any]
    notes: list[Path]


def write_text(f: IO[bytes], size: int, tag: str, escape: bool = True) -> None:
    """``size`` bytes of log text, distinct per ``tag`` (so no two texts share an artifact),
    written in pieces of a few MB; JSON-escaped unless ``escape`` is false."""
    head = f"message {tag}: the log follows.\n"
    body = LOG_LINE * (4 * MB // len(LOG_LINE))
    done = len(head)
    f.write(json.dumps(head)[1:-1].encode() if escape else head.encode())
    chunk = json.dumps(body)[1:-1].encode() if escape else body.encode()
    while done + len(body) <= size:
        f.write(chunk)
        done += len(body)
    rest = LOG_LINE * ((size - done) // len(LOG_LINE))
    f.write(json.dumps(rest)[1:-1].encode() if escape else rest.encode())


def ingest(tmp_path: Path, source: str, label: str) -> Run:
    """`musubi ingest --source SOURCE` in a fresh process: its peak RSS, report and notes."""
    out, err = tmp_path / f"report-{label}.json", tmp_path / f"stderr-{label}.txt"
    with out.open("w") as stdout, err.open("w") as stderr:
        proc = subprocess.Popen([sys.executable, "-m", "musubi_daemon", "ingest", "--json",
                                 "--no-index", "--source", source], stdout=stdout, stderr=stderr)
        peak = peak_rss_mib(proc)
    assert proc.returncode == 0, err.read_text()
    report = json.loads(out.read_text())
    return Run(peak, report, [])


def conversation_notes(vault: Path, source: str) -> list[Path]:
    return sorted((vault / "Musubi" / "conversations" / source).rglob("*.md"))


def reasons(run: Run, source: str) -> str:
    return "\n".join(s["reason"] for s in run.report["sources"][source]["skipped"])


def doubled(tmp_path: Path, vault: Path, source: str,
            build: Callable[[Path, int], Path], sizes: tuple[int, int]) -> tuple[Run, Run]:
    """Build the file at two sizes (the second twice the first), ingest each in a fresh
    process, and return both runs with the notes each one added."""
    runs = []
    for n, size in enumerate(sizes):
        folder = tmp_path / f"input-{n}"
        folder.mkdir()
        before = set(conversation_notes(vault, source))
        path = build(folder, size)
        run = ingest(tmp_path, f"{source}={path}", str(n))
        run.notes = [p for p in conversation_notes(vault, source) if p not in before]
        runs.append(run)
        for p in sorted(folder.rglob("*"), reverse=True):  # the large file goes at once
            p.unlink() if p.is_file() else p.rmdir()
    return runs[0], runs[1]


def assert_bounded(small: Run, large: Run) -> None:
    assert large.peak_mib < PEAK_MIB, f"peak {large.peak_mib:.0f} MiB"
    assert large.peak_mib < small.peak_mib + GROWTH_MIB, \
        f"peak grew from {small.peak_mib:.0f} to {large.peak_mib:.0f} MiB with the file"


def assert_notes_bounded(run: Run, at_most: int = NOTE_MAX_BYTES) -> str:
    """Every note of the run under ``at_most`` bytes; their text, joined."""
    assert run.notes, "no note written"
    for note in run.notes:
        assert note.stat().st_size < at_most, f"{note.name}: {note.stat().st_size:,} bytes"
    return "\n".join(n.read_text(encoding="utf-8") for n in run.notes)


# ---------------------------------------------------------------- Gemini CLI, legacy .json


def gemini_session(folder: Path, count: int) -> Path:
    """A legacy Gemini CLI session (one JSON object) of ``count`` messages of 10 MB each."""
    path = folder / "chats" / f"session-2026-03-01T10-00-{count:08x}.json"
    path.parent.mkdir(parents=True)
    head = {"sessionId": f"0d1e2f3a-1111-4222-8333-{count:012x}", "projectHash": "9f2c41",
            "startTime": "2026-03-01T10:00:00.000Z", "lastUpdated": "2026-03-01T11:00:00.000Z"}
    with path.open("wb") as f:
        f.write(json.dumps(head)[:-1].encode() + b', "messages": [')
        for i in range(count):
            kind = "user" if i % 2 == 0 else "gemini"
            record = {"id": f"m{i}", "timestamp": f"2026-03-01T10:{i:02d}:00.000Z",
                      "type": kind}
            f.write((", " if i else "") .encode() + json.dumps(record)[:-1].encode())
            f.write(b', "content": [{"text": "' if kind == "user" else b', "content": "')
            write_text(f, 10 * MB, str(i))
            f.write(b'"}]}' if kind == "user" else b'", "model": "gemini-2.5-pro"}')
        f.write(b"]}")
    return path


def test_a_gemini_cli_session_of_many_large_messages_is_cut_to_a_bounded_note(
        vault: Path, home: Path, tmp_path: Path) -> None:
    """Was: 25 messages of 10 MB made a 250 MB note at 2.4 GB; every message was kept."""
    small, large = doubled(tmp_path, vault, "gemini-cli", gemini_session, (6, 12))
    assert_bounded(small, large)
    text = assert_notes_bounded(large)
    assert "cut by Musubi: this text was" in text
    assert f"its first {TEXT_PAST_BUDGET_BYTES:,} are kept" in text  # past the budget
    assert "message 11: the log follows." in text  # every message is there, cut
    assert "too large to keep whole" in reasons(large, "gemini-cli")


# ---------------------------------------------------------------- Aider


def aider_history(folder: Path, size: int) -> Path:
    """Two sessions: a log of ``size`` bytes pasted line by line (Aider writes each line of a
    prompt as ``#### line``), then a minified JSON dump of ``size`` bytes on one line."""
    path = folder / "trailmap" / ".aider.chat.history.md"
    path.parent.mkdir(parents=True)
    prompt = ("#### " + LOG_LINE.rstrip("\n") + "  \n").encode()
    record = b'{"t":"10:42:07","level":"INFO","worker":3,"msg":"step 0042 finished"},'
    with path.open("wb") as f:
        f.write(b"\n# aider chat started at 2026-03-01 10:00:00\n\n> Aider v0.86.1  \n"
                b"> Main model: gemini/gemini-2.5-pro with diff-fenced edit format  \n\n"
                b"#### Why does the nightly build fail? Here is the log:  \n")
        for _ in range(size // len(prompt)):
            f.write(prompt)
        f.write(b"\nThe build fails in step 0042: the staging bucket refuses the upload.\n"
                b"\n# aider chat started at 2026-03-01 11:00:00\n\n#### [")
        block = record * (MB // len(record))
        for _ in range(size // len(block)):
            f.write(block)
        f.write(b"]  \n\nThat dump holds only INFO records; nothing failed there.\n")
    return path


def test_an_aider_paste_of_50_mb_is_cut_as_it_streams(vault: Path, home: Path,
                                                      tmp_path: Path) -> None:
    """Was: the history was read whole and each paste kept whole in its note."""
    small, large = doubled(tmp_path, vault, "aider", aider_history, (50 * MB, 100 * MB))
    assert_bounded(small, large)
    assert len(large.notes) == 2
    text = assert_notes_bounded(large, JSONL_TEXT_MAX_BYTES + MB)
    assert text.count("cut by Musubi: this text was") == 2
    assert "The build fails in step 0042" in text  # the answer after the paste is whole
    assert "That dump holds only INFO records" in text
    assert "too large to keep whole" in reasons(large, "aider")


# ---------------------------------------------------------------- Obsidian


def obsidian_vault(folder: Path, size: int) -> Path:
    """Another vault: a note holding a pasted log of ``size`` bytes, and a short note."""
    root = folder / "field-notes"
    (root / "builds").mkdir(parents=True)
    (root / "Trail ideas.md").write_text("---\ncreated: 2026-02-27\n---\n"
                                         "Ridge loop above the lake, 14 km.\n", encoding="utf-8")
    with (root / "builds" / "Nightly build log.md").open("wb") as f:
        f.write(b"---\ncreated: 2026-03-01\ntags: [build]\n---\n# Nightly build\n\n")
        write_text(f, size, "nightly", escape=False)
    return root


def test_an_obsidian_note_of_50_mb_is_read_in_bounded_memory(vault: Path, home: Path,
                                                             tmp_path: Path) -> None:
    """Was: the note was read whole, decoded, cleaned and hashed, copy after copy."""
    small, large = doubled(tmp_path, vault, "obsidian", obsidian_vault, (50 * MB, 100 * MB))
    assert_bounded(small, large)
    assert large.report["sources"]["obsidian"]["added"] == 2  # read in place, not copied
    assert f"the largest {100 * MB / 2**20:,.0f} MB" in reasons(large, "obsidian")
    assert "too large to keep whole" in reasons(large, "obsidian")
