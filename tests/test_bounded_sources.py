"""Every source costs bounded memory whatever its files hold: a file of many large texts is
read through the one capped reader, its note is bounded, the note says what was cut, and the
peak memory of `musubi ingest` does not grow when the file doubles.

Each test writes a realistic file with a few very large messages, runs the real command in a
fresh process, and reads that process's own high-water mark of resident memory.
"""

from __future__ import annotations

import io
import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pytest
from cli_helpers import peak_rss_mib
from hypothesis import example, given, settings
from hypothesis import strategies as st

from musubi_daemon.config import (
    CONVERSATION_TEXT_MAX_BYTES,
    JSONL_TEXT_MAX_BYTES,
    TEXT_PAST_BUDGET_BYTES,
)
from musubi_daemon.sources.capped import (
    CappedLines,
    CappedText,
    TextBudget,
    _text_size,
    capped_bytes,
    read_json,
)
from musubi_daemon.sources.protobuf_wire import decode, decode_capped

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


@pytest.mark.slow
def test_a_gemini_cli_session_of_many_large_messages_is_cut_to_a_bounded_note(
        vault: Path, home: Path, tmp_path: Path) -> None:
    """Was: 25 messages of 10 MB made a 262 MB note at 2.6 GB; every message was kept."""
    small, large = doubled(tmp_path, vault, "gemini-cli", gemini_session, (5, 10))
    assert_bounded(small, large)
    text = assert_notes_bounded(large)
    assert "cut by Musubi: this text was" in text
    assert f"its first {TEXT_PAST_BUDGET_BYTES:,} are kept" in text  # past the budget
    assert "message 9: the log follows." in text  # every message is there, cut
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


@pytest.mark.slow
def test_an_aider_paste_over_16_mb_is_cut_as_it_streams(vault: Path, home: Path,
                                                      tmp_path: Path) -> None:
    """Was: the history was read whole and each paste kept whole in its note."""
    small, large = doubled(tmp_path, vault, "aider", aider_history, (24 * MB, 48 * MB))
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


@pytest.mark.slow
def test_an_obsidian_note_over_16_mb_is_read_in_bounded_memory(vault: Path, home: Path,
                                                             tmp_path: Path) -> None:
    """Was: the note was read whole, decoded, cleaned and hashed, copy after copy."""
    small, large = doubled(tmp_path, vault, "obsidian", obsidian_vault, (24 * MB, 48 * MB))
    assert_bounded(small, large)
    assert large.report["sources"]["obsidian"]["added"] == 2  # read in place, not copied
    assert f"the largest {48 * MB / 2**20:,.0f} MB" in reasons(large, "obsidian")
    assert "too large to keep whole" in reasons(large, "obsidian")


# ---------------------------------------------------------------- ChatGPT export


def _chatgpt_conversation(native: str, title: str, texts: list[tuple[str, int]]) -> bytes:
    """One export conversation whose messages alternate user and assistant, each text a
    placeholder ``@@tag:size@@`` that ``chatgpt_export`` writes out in full."""
    mapping: dict[str, Any] = {}
    parent = None
    for i, (tag, size) in enumerate(texts):
        node = f"{native}-{i}"
        mapping[node] = {"id": node, "parent": parent, "children": [], "message": {
            "id": node, "author": {"role": "user" if i % 2 == 0 else "assistant"},
            "create_time": 1772359200.0 + 60 * i,
            "content": {"content_type": "text", "parts": [f"@@{tag}:{size}@@"]}}}
        if parent:
            mapping[parent]["children"].append(node)
        parent = node
    return json.dumps({"id": native, "title": title, "create_time": 1772359200.0,
                       "update_time": 1772362800.0, "current_node": parent,
                       "mapping": mapping}).encode()


def chatgpt_export(folder: Path, count: int) -> Path:
    """``conversations.json``: one conversation of ``count`` messages of 5 MB (each over the
    export's 4 MB cut), then one whose single 3 MB message is kept whole."""
    path = folder / "conversations.json"
    docs = [_chatgpt_conversation(f"c0ffee{count:02d}-big", "Nightly build logs",
                                  [(f"{i}", 5 * MB) for i in range(count)]),
            _chatgpt_conversation(f"c0ffee{count:02d}-next", "One more log",
                                  [(f"next{count}", 3 * MB)])]
    with path.open("wb") as f:
        f.write(b"[")
        for n, doc in enumerate(docs):
            f.write(b", " if n else b"")
            for piece in doc.split(b"@@"):
                tag, _, size = piece.decode().partition(":")
                if size.isdigit():
                    write_text(f, int(size), tag)
                else:
                    f.write(piece)
        f.write(b"]")
    return path


@pytest.mark.slow
def test_a_chatgpt_conversation_of_many_giant_messages_keeps_a_bounded_note(
        vault: Path, home: Path, tmp_path: Path) -> None:
    """Was: each text was cut at 4 MB, but a conversation of many kept every one of them."""
    small, large = doubled(tmp_path, vault, "chatgpt-export", chatgpt_export, (10, 20))
    assert_bounded(small, large)
    [big] = [n for n in large.notes if "Nightly" in n.name]
    [other] = [n for n in large.notes if "One more" in n.name]
    text = assert_notes_bounded(Run(0, {}, [big]))
    assert f"its first {TEXT_PAST_BUDGET_BYTES:,} are kept" in text
    assert "message 19: the log follows." in text
    # The next conversation of the export has a budget of its own: its 3 MB text is whole.
    assert "cut by Musubi" not in other.read_text(encoding="utf-8")
    assert other.stat().st_size > 3 * MB
    assert "too large to keep whole" in reasons(large, "chatgpt-export")


# ---------------------------------------------------------------- Codex (JSONL)


def codex_session(folder: Path, count: int) -> Path:
    """A Codex rollout where ``count`` shell calls each printed a 6 MB log."""
    sid = f"019a9f3c-5e21-7b4d-8c16-{count:012x}"
    path = folder / "sessions" / f"rollout-2026-03-01T10-00-00-{sid}.jsonl"
    path.parent.mkdir(parents=True)

    def line(kind: str, payload: dict[str, Any]) -> bytes:
        return json.dumps({"timestamp": "2026-03-01T10:00:00.000Z", "type": kind,
                           "payload": payload}).encode() + b"\n"

    with path.open("wb") as f:
        f.write(line("session_meta", {"id": sid, "timestamp": "2026-03-01T10:00:00.000Z",
                                      "cwd": "/home/ana/src/trailmap",
                                      "originator": "codex_cli_rs", "cli_version": "0.50.0"}))
        f.write(line("response_item", {"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "Run the nightly build and show me its logs."}]}))
        for i in range(count):
            f.write(line("response_item", {
                "type": "function_call", "name": "shell", "call_id": f"call_{i}",
                "arguments": json.dumps({"command": ["make", f"nightly-{i}"]})}))
            head, tail = line("response_item", {"type": "function_call_output",
                                                "call_id": f"call_{i}", "output": "@@"}
                              ).split(b"@@")
            f.write(head)
            write_text(f, 6 * MB, str(i))
            f.write(tail)
        f.write(line("response_item", {"type": "message", "role": "assistant", "content": [
            {"type": "output_text", "text": "Every step passed; the logs are above."}]}))
    return path


@pytest.mark.slow
def test_a_codex_session_of_many_large_outputs_is_bounded_as_a_whole(
        vault: Path, home: Path, tmp_path: Path) -> None:
    """Was: each line's texts were cut at 16 MB, but every output under that was kept, so a
    session of many large outputs grew without bound."""
    small, large = doubled(tmp_path, vault, "codex", codex_session, (8, 16))
    assert_bounded(small, large)
    text = assert_notes_bounded(large)
    assert "Every step passed" in text
    artifacts = sum(p.stat().st_size for p in (vault / "Musubi" / "artifacts").rglob("*")
                    if p.is_file())
    assert artifacts < 2 * NOTE_MAX_BYTES, f"{artifacts:,} bytes of artifacts"
    assert "too large to keep whole" in reasons(large, "codex")


# ---------------------------------------------------------------- Cursor (SQLite)


def log_text(size: int, tag: str) -> str:
    """``size`` bytes of log text as a string, as ``write_text`` writes it unescaped."""
    head = f"message {tag}: the log follows.\n"
    return head + LOG_LINE * ((size - len(head)) // len(LOG_LINE))


def cursor_db(folder: Path, count: int) -> Path:
    """Cursor's global store: a composer of ``count`` bubbles of 6 MB (one row each), and a
    second composer whose one 3 MB bubble is kept whole."""
    db = folder / "User" / "globalStorage" / "state.vscdb"
    db.parent.mkdir(parents=True)
    con = sqlite3.connect(db)
    with con:
        for table in ("ItemTable", "cursorDiskKV"):
            con.execute(f"CREATE TABLE {table} (key TEXT UNIQUE ON CONFLICT REPLACE, "
                        "value BLOB)")
        for native, sizes in ((f"5e21{count:04x}-big", [6 * MB] * count),
                              (f"5e21{count:04x}-next", [3 * MB])):
            bubbles = [(f"b{i}", 1 if i % 2 == 0 else 2) for i in range(len(sizes))]
            con.execute("INSERT INTO cursorDiskKV VALUES (?, ?)", (
                f"composerData:{native}", json.dumps({
                    "composerId": native, "name": f"Nightly build {native}",
                    "createdAt": 1772359200000, "lastUpdatedAt": 1772362800000,
                    "fullConversationHeadersOnly": [{"bubbleId": b, "type": t}
                                                    for b, t in bubbles]})))
            for (bid, kind), size in zip(bubbles, sizes, strict=True):
                con.execute("INSERT INTO cursorDiskKV VALUES (?, ?)", (
                    f"bubbleId:{native}:{bid}", json.dumps({
                        "_v": 2, "type": kind, "bubbleId": bid,
                        "text": log_text(size, f"{native} {bid}"),
                        "createdAt": "2026-03-01T10:00:00.000Z"})))
    con.close()
    return db


@pytest.mark.slow
def test_a_cursor_composer_of_many_large_bubbles_is_read_in_bounded_memory(
        vault: Path, home: Path, tmp_path: Path) -> None:
    """Was: every bubble of a composer was fetched at once, each value whole."""
    small, large = doubled(tmp_path, vault, "cursor", cursor_db, (8, 16))
    assert_bounded(small, large)
    [big] = [n for n in large.notes if "big" in n.name]
    [other] = [n for n in large.notes if "next" in n.name]
    text = assert_notes_bounded(Run(0, {}, [big]))
    assert f"its first {TEXT_PAST_BUDGET_BYTES:,} are kept" in text
    assert "b15: the log follows." in text
    assert "cut by Musubi" not in other.read_text(encoding="utf-8")
    assert "too large to keep whole" in reasons(large, "cursor")


# ---------------------------------------------------------------- Antigravity (SQLite, protobuf)


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


def _field(number: int, value: int | bytes) -> bytes:
    if isinstance(value, int):
        return _varint(number << 3) + _varint(value)
    return _varint(number << 3 | 2) + _varint(len(value)) + value


def antigravity_db(folder: Path, count: int) -> Path:
    """An agy conversation database: ``count`` turns, each a short question and an answer
    quoting a 6 MB log (a step is a protobuf: type 14 holds the prompt at 19.2, type 15 the
    answer at 20.1)."""
    db = folder / "antigravity-cli" / "conversations" / f"8b80a439-1f37-5211-baeb-{count:012x}.db"
    db.parent.mkdir(parents=True)
    con = sqlite3.connect(db)
    with con:
        con.execute("CREATE TABLE steps (idx INTEGER PRIMARY KEY, step_type INT, status INT, "
                    "step_payload BLOB)")
        for i in range(count):
            ask = _field(1, 14) + _field(19, _field(2, f"What did build {i} log?".encode()))
            answer = _field(1, 15) + _field(20, _field(1, log_text(6 * MB, str(i)).encode()))
            con.execute("INSERT INTO steps VALUES (?, 14, 3, ?)", (2 * i, ask))
            con.execute("INSERT INTO steps VALUES (?, 15, 3, ?)", (2 * i + 1, answer))
    con.close()
    return db


@pytest.mark.slow
def test_an_antigravity_conversation_of_many_large_steps_is_read_in_bounded_memory(
        vault: Path, home: Path, tmp_path: Path) -> None:
    """Was: every step was fetched at once and decoded whole, a copy per level of nesting."""
    small, large = doubled(tmp_path, vault, "antigravity", antigravity_db, (8, 16))
    assert_bounded(small, large)
    text = assert_notes_bounded(large)
    assert f"its first {TEXT_PAST_BUDGET_BYTES:,} are kept" in text
    assert "What did build 15 log?" in text and "message 15: the log follows." in text
    assert "too large to keep whole" in reasons(large, "antigravity")


# ---------------------------------------------------------------- the capped reader itself

CUT = " [... cut by Musubi"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.text(alphabet="ab\u00e9\"\\\n\U0001f600", max_size=60),
                         max_size=6), max_size=4),
       st.integers(1, 40), st.integers(0, 10), st.integers(0, 120))
def test_each_conversation_keeps_at_most_its_budget_of_long_texts(
        items: list[list[str]], limit: int, floor: int, total: int) -> None:
    """Each item of a top-level array is a conversation: every string is itself or its prefix
    with the cut note, no string keeps more than its limit, and the strings of one item that
    keep more than the floor keep no more than the budget between them."""
    raw = json.dumps(items).encode()
    data, cuts = capped_bytes(io.BytesIO(raw), limit, TextBudget(total, floor), reset_depth=1)
    back = json.loads(data)
    cut = 0
    for texts, got in zip(items, back, strict=True):
        spent = 0
        for text, kept in zip(texts, got, strict=True):
            if CUT in kept:
                kept = kept.split(CUT)[0]
                cut += 1
            assert text.startswith(kept)
            size = len(kept.encode())
            assert size <= limit
            spent += size if size > floor else 0
        assert spent <= total
    assert len(cuts) == cut


@settings(max_examples=300, deadline=None)
@given(st.text(st.characters(max_codepoint=0xFFFF, exclude_categories=("Cs",))),
       st.booleans())
@example("\\u", False)  # a backslash, then "u": the escaped backslash starts no \u escape
@example("C:\\\\users\\é\\u00e9", True)
def test_a_runs_size_is_the_utf8_it_stands_for_with_or_without_unicode_escapes(
        text: str, ascii_only: bool) -> None:
    """What the budget counts for a run of a JSON string: its text's UTF-8 bytes, whether the
    run escapes only newlines and quotes (a pasted log) or writes characters as \\u too."""
    run = json.dumps(text, ensure_ascii=ascii_only)[1:-1].encode()
    assert _text_size(run) == len(text.encode("utf-8"))


def test_a_value_that_fits_is_read_as_it_is() -> None:
    doc = {"a": ["x" * 50, {"b": "y" * 10}], "n": 1.5, "t": True}
    read = read_json(io.BytesIO(json.dumps(doc).encode()), 50, TextBudget(60, 5))
    assert read.value == doc and read.cuts == []


@pytest.mark.parametrize("payload", [
    b"",
    _field(1, 15) + _field(20, _field(1, b"Only the high passes.") + _field(7, _field(1, b"x"))),
    _field(1, 14) + _field(19, _field(2, "Which trails close in winter? \u00e9".encode())),
    _field(3, b"\x00\x01\xff binary") + _field(5, 2**40),
])
def test_a_step_that_fits_decodes_in_pieces_as_it_decodes_whole(payload: bytes) -> None:
    fields = decode_capped(io.BytesIO(payload), len(payload), 1 << 20, TextBudget())
    assert fields == decode(payload)


def test_a_step_over_its_room_keeps_its_structure_and_the_head_of_its_text() -> None:
    text = log_text(300_000, "big").encode()
    payload = _field(1, 15) + _field(20, _field(1, text) + _field(2, b"short"))
    fields = decode_capped(io.BytesIO(payload), len(payload), 100_000, TextBudget(10**6, 1000))
    assert fields[0].value == 15
    inner = fields[1].value
    assert isinstance(inner, list)
    kept = inner[0].value
    assert isinstance(kept, str) and kept.startswith("message big: the log follows.")
    assert f"this text was {len(text):,} bytes; its first 100,000 are kept" in kept
    assert inner[1].value == "short"


def test_a_cut_line_keeps_its_line_break_and_counts_whole_in_its_message() -> None:
    raw = b"#### " + b"x" * 100 + b"  \n#### next  \n"
    lines = list(CappedLines(io.BytesIO(raw), limit=40))
    assert lines[0].endswith("are kept]  ") and "was 107 bytes" in lines[0]
    assert lines[1] == "#### next  "
    message = CappedText(limit=60)
    for line in lines:
        message.add(line)
    assert message.total == 107 + 1 + len(lines[1]) and message.cut
    assert "was 119 bytes" in message.note()
