"""Fuzzing the source adapters with damaged copies of real history files.

Each example copies one sample (the project's examples, and the real fixtures in ../shared when
present), damages one of its files the ways files really break (cut off mid-write, flipped
bytes, invalid UTF-8, fields dropped or of the wrong type, a 5 MB line, JSON nested 5,000 deep,
a SQLite database with a table dropped, a column renamed, NULLs or pages overwritten) and reads
it with the adapter. Whatever the damage, a read must finish within ``DEADLINE`` seconds, let
nothing but ``SourceError`` (with a reason) escape, yield only conversations a note can be
written from, and leave the conversations of the files it did not touch as they were.

``MUSUBI_FUZZ_EXAMPLES=2000`` runs a campaign (examples per source; the engine tests take a
fifth of that); the default keeps ``make test`` quick. ``MUSUBI_FUZZ_DEADLINE`` sets the bound
in seconds. Runs are derandomized, so every run tries the same examples.
"""

from __future__ import annotations

import copy
import faulthandler
import functools
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import tempfile
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import hypothesis
import pytest
from conftest import shared_root
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from musubi_daemon.model import Attachment, Conversation
from musubi_daemon.sources import SourceEnv, SourceError, get_adapter
from musubi_daemon.sources import antigravity as ag
from musubi_daemon.vault.layout import conversation_path
from musubi_daemon.vault.notes import render

ROOT = Path(__file__).resolve().parent.parent
HISTORIES = ROOT / "examples" / "histories"
EXAMPLE_VAULT = ROOT / "examples" / "vault"
EXAMPLES = int(os.environ.get("MUSUBI_FUZZ_EXAMPLES", "25"))  # per source
# Seconds per example: past it, a read counts as hung. Reading 5 MB lines is linear but not
# instant (about 3 s for the slowest, under load more), so the bound leaves room.
DEADLINE = int(os.environ.get("MUSUBI_FUZZ_DEADLINE", "20"))
MB = 1 << 20


# ---------------------------------------------------------------------------- the samples


@dataclass(frozen=True)
class Sample:
    """One file to damage. ``root`` is copied whole (only ``target`` when ``alone``, or zipped
    into ``target`` when ``zipped``) and the adapter reads ``point`` inside the copy."""

    source: str
    root: Path
    target: str
    point: str = ""
    alone: bool = False
    zipped: bool = False

    def __repr__(self) -> str:  # what a failing example prints
        return f"Sample({self.source}: {self.root.name}/{self.target})"

    @property
    def kind(self) -> str:
        return {".jsonl": "jsonl", ".json": "json", ".db": "sqlite", ".vscdb": "sqlite",
                ".zip": "zip"}.get(Path(self.target).suffix, "text")

    def build(self, tmp: Path) -> tuple[Path, Path, Path]:
        """Copy into ``tmp``: (the copy's root, the file to damage, the adapter's path)."""
        base = tmp / "src"
        target = base / self.target
        if self.zipped:
            base.mkdir(parents=True)
            with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
                for f in sorted(p for p in self.root.rglob("*") if p.is_file()):
                    zf.write(f, f.relative_to(self.root).as_posix())
                zf.writestr("chat.html", "<html></html>")
        elif self.alone:
            target.parent.mkdir(parents=True)
            shutil.copyfile(self.root / self.target, target)
        else:
            shutil.copytree(self.root, base)
        return base, target, base / self.point


def _files(root: Path, suffixes: tuple[str, ...]) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if p.is_file() and p.suffix in suffixes)


def example_samples() -> list[Sample]:
    h = HISTORIES
    out = [Sample("claude-code", project, rel)
           for project in sorted((h / "claude-code").iterdir())
           for rel in _files(project, (".jsonl",))]
    out += [Sample("chatgpt-export", h / "chatgpt-export", rel)
            for rel in _files(h / "chatgpt-export", (".json", ".csv"))]
    out.append(Sample("claude-export", h / "claude-export", "conversations.json"))
    # Zips, read directly and found in a folder (the Downloads check).
    out += [Sample(source, h / source, name, point, zipped=True)
            for source, name in (("chatgpt-export", "export.zip"),
                                 ("claude-export", "data-2026.zip"))
            for point in (name, "")]
    for source, root, suffixes in (
            ("cursor", h / "cursor" / "User", (".vscdb", ".json")),
            ("antigravity", h / "antigravity" / "antigravity-cli", (".db", ".jsonl")),
            ("codex", h / "codex", (".jsonl",)),
            ("gemini-cli", h / "gemini-cli" / "tmp", (".json", ".jsonl", "")),
            ("aider", h / "aider" / "trailmap", (".md",)),
            ("obsidian", EXAMPLE_VAULT, (".md", ".json"))):
        out += [Sample(source, root, rel) for rel in _files(root, suffixes)]
    return out


def fixture_samples() -> list[Sample]:
    """The real files in ../shared/formats/fixtures, when that folder is here."""
    shared = shared_root()
    fx = shared / "formats" / "fixtures" if shared else None
    if fx is None or not fx.is_dir():
        return []
    out = [Sample("claude-code", fx / "claude-code", rel, alone=True)
           for rel in _files(fx / "claude-code", (".jsonl",))]
    out += [Sample("chatgpt-export", fx / "chatgpt-export", rel, rel, alone=True)
            for rel in _files(fx / "chatgpt-export", (".json",))]
    out += [Sample("cursor", fx / "cursor", rel, rel, alone=True)
            for rel in _files(fx / "cursor", (".vscdb",))]
    brains = fx / "antigravity" / "agy-cli-brain"
    out += [Sample("antigravity", brains, rel, alone=True) for rel in _files(brains, (".jsonl",))]
    aider = fx / "others" / "aider"
    out += [Sample("aider", aider, rel, rel, alone=True) for rel in _files(aider, (".md",))]
    vault = fx / "obsidian" / "kepano-obsidian-vault"
    out += [Sample("obsidian", vault, rel) for rel in _files(vault, (".md", ".json"))]
    return [s for s in out if (s.root / s.target).is_file()]


SAMPLES = example_samples() + fixture_samples()
SOURCES = sorted({s.source for s in SAMPLES})


# ---------------------------------------------------------------------------- the damage


class Mutation:
    """One way a file gets damaged; ``mutate`` works on bytes, so a cell can be damaged too."""

    def mutate(self, data: bytes) -> bytes:
        raise NotImplementedError

    def apply(self, path: Path) -> None:
        path.write_bytes(self.mutate(path.read_bytes()))


@dataclass(frozen=True)
class Truncate(Mutation):
    """Cut off mid-write."""

    at: int

    def mutate(self, data: bytes) -> bytes:
        return data[: self.at % (len(data) + 1)]


@dataclass(frozen=True)
class FlipBytes(Mutation):
    edits: tuple[tuple[int, int], ...]

    def mutate(self, data: bytes) -> bytes:
        out = bytearray(data)
        for pos, mask in self.edits if out else ():
            out[pos % len(out)] ^= mask
        return bytes(out)


@dataclass(frozen=True)
class Insert(Mutation):
    at: int
    blob: bytes

    def mutate(self, data: bytes) -> bytes:
        i = self.at % (len(data) + 1)
        return data[:i] + self.blob + data[i:]


@dataclass(frozen=True)
class HugeLine(Mutation):
    """A line of ``size`` bytes (``chunk`` repeated) between two lines of the file."""

    line: int
    size: int
    chunk: bytes

    def mutate(self, data: bytes) -> bytes:
        lines = data.splitlines(keepends=True)
        i = self.line % (len(lines) + 1)
        if i and not lines[i - 1].endswith(b"\n"):
            lines[i - 1] += b"\n"
        lines.insert(i, (self.chunk * (self.size // len(self.chunk) + 1))[: self.size] + b"\n")
        return b"".join(lines)


@dataclass(frozen=True)
class ZeroPage(Mutation):
    """One SQLite page overwritten with a single byte value."""

    page: int
    fill: int

    def mutate(self, data: bytes) -> bytes:
        size = int.from_bytes(data[16:18], "big") if len(data) >= 100 else 0
        size = 65536 if size == 1 else size
        if size < 512 or len(data) < size:
            return data
        p = self.page % (len(data) // size)
        return data[: p * size] + bytes([self.fill]) * size + data[(p + 1) * size:]


_DEEP = "\x00deep\x00"


def _refs(doc: Any) -> list[tuple[Any, Any]]:
    """(container, key) of every value in ``doc``, the root first as (None, None)."""
    refs: list[tuple[Any, Any]] = [(None, None)]
    stack = [doc]
    while stack:
        cur = stack.pop()
        items = cur.items() if isinstance(cur, dict) else enumerate(cur) \
            if isinstance(cur, list) else ()
        for key, value in items:
            refs.append((cur, key))
            if isinstance(value, (dict, list)):
                stack.append(value)
    return refs


def edit_json(doc: Any, node: int, op: str, arg: Any) -> str:
    """``doc`` with one value replaced, dropped, nested deep, made huge or swapped, as text."""
    refs = _refs(doc)
    parent, key = refs[node % len(refs)]
    if op == "drop":
        new: Any = {}
        if parent is not None:
            del parent[key]
    elif op == "value":
        new = copy.deepcopy(arg)
    elif op == "deep":
        new = _DEEP
    elif op == "huge":
        size, chunk = arg
        new = (chunk * (size // len(chunk) + 1))[:size]
    else:  # "swap": another value of the same document in its place
        other, other_key = refs[arg % len(refs)]
        new = copy.deepcopy(doc if other is None else other[other_key])
    if parent is None:
        doc = new
    elif op != "drop":
        parent[key] = new
    text = json.dumps(doc)
    if op == "deep":  # written out by hand: json.dumps itself would recurse
        depth, shape = arg
        opener, closer = ("[", "]") if shape == "list" else ('{"a":', "}")
        text = text.replace(json.dumps(_DEEP), opener * depth + "0" + closer * depth, 1)
    return text


@dataclass(frozen=True)
class JsonEdit(Mutation):
    """One value of the JSON document (``line`` None) or of one JSON line changed."""

    node: int
    op: str
    arg: Any = None
    line: int | None = None

    def edit(self, raw: bytes) -> bytes | None:
        try:
            return edit_json(json.loads(raw), self.node, self.op, self.arg).encode()
        except (ValueError, RecursionError):
            return None  # broken, or nested too deep to copy, by an earlier mutation

    def mutate(self, data: bytes) -> bytes:
        if self.line is None:
            new = self.edit(data)
            return data if new is None else new
        lines = data.splitlines(keepends=True)
        if not lines:
            return data
        i = self.line % len(lines)
        body = lines[i].rstrip(b"\r\n")
        new = self.edit(body)
        if new is not None:
            lines[i] = new + lines[i][len(body):]
        return b"".join(lines)


class SqlMutation(Mutation):
    """A change made through SQLite itself; one that SQLite refuses leaves the file as it was."""

    def apply(self, path: Path) -> None:
        try:
            con = sqlite3.connect(path, isolation_level=None)
            try:
                tables = [r[0] for r in con.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
                if tables:
                    self.run(con, tables)
            finally:
                con.close()
        except (sqlite3.Error, UnicodeError, OverflowError):
            pass

    def run(self, con: sqlite3.Connection, tables: list[str]) -> None:
        raise NotImplementedError

    def cell(self, con: sqlite3.Connection, tables: list[str]) -> tuple[str, str]:
        """The table and column this mutation's ``table`` and ``column`` numbers pick."""
        t = tables[self.table % len(tables)]  # type: ignore[attr-defined]
        cols = [r[1] for r in con.execute(f'PRAGMA table_info("{t}")')]
        return t, cols[self.column % len(cols)]  # type: ignore[attr-defined]


@dataclass(frozen=True)
class DropTable(SqlMutation):
    table: int

    def run(self, con: sqlite3.Connection, tables: list[str]) -> None:
        con.execute(f'DROP TABLE "{tables[self.table % len(tables)]}"')


@dataclass(frozen=True)
class RenameColumn(SqlMutation):
    table: int
    column: int

    def run(self, con: sqlite3.Connection, tables: list[str]) -> None:
        t, c = self.cell(con, tables)
        con.execute(f'ALTER TABLE "{t}" RENAME COLUMN "{c}" TO "{c}_gone"')


@dataclass(frozen=True)
class SetCells(SqlMutation):
    """Every ``every``-th row's column set to a NULL or a value of the wrong type."""

    table: int
    column: int
    value: Any
    every: int

    def run(self, con: sqlite3.Connection, tables: list[str]) -> None:
        t, c = self.cell(con, tables)
        con.execute(f'UPDATE "{t}" SET "{c}" = ? WHERE rowid % ? = 0', (self.value, self.every))


@dataclass(frozen=True)
class DeleteRows(SqlMutation):
    table: int
    every: int

    def run(self, con: sqlite3.Connection, tables: list[str]) -> None:
        t = tables[self.table % len(tables)]
        con.execute(f'DELETE FROM "{t}" WHERE rowid % ? = 0', (self.every,))


@dataclass(frozen=True)
class EditCell(SqlMutation):
    """One cell's bytes (a JSON value, a protobuf step) damaged, stored back as it was typed."""

    table: int
    column: int
    row: int
    inner: Mutation

    def run(self, con: sqlite3.Connection, tables: list[str]) -> None:
        t, c = self.cell(con, tables)
        rows = con.execute(f'SELECT rowid, "{c}" FROM "{t}" WHERE "{c}" IS NOT NULL '
                           "ORDER BY rowid").fetchall()
        if not rows:
            return
        rowid, value = rows[self.row % len(rows)]
        if isinstance(value, str):
            new: Any = self.inner.mutate(value.encode()).decode("utf-8", "surrogateescape")
        elif isinstance(value, bytes):
            new = self.inner.mutate(value)
        else:
            return
        con.execute(f'UPDATE "{t}" SET "{c}" = ? WHERE rowid = ?', (new, rowid))


def _nested_protobuf(depth: int) -> bytes:
    data = b"\x08\x01"
    for _ in range(depth):
        data = b"\x0a" + _varint(len(data)) + data
    return data


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


POS = st.integers(0, 1 << 20)  # taken modulo the size, so it fits any file
INVALID_UTF8 = [b"\xff", b"\xc3\x28", b"\xa0\xa1", b"\xe2\x28\xa1", b"\xf0\x28\x8c\x28",
                b"\xed\xa0\x80", b"\xc0\xaf", b"\x80\x80", b"\x00"]
# Markup the adapters and the cleaning look for: damage where it is most likely to matter.
TAGS = [b"<system-reminder>", b"<bash-stdout ", b"<USER_REQUEST>", b"<ADDITIONAL_METADATA>",
        b"<environment_context>", b"<think>", b"<session_context>", b"#### ", b"> "]
MARKUP = [*TAGS, b"</system-reminder>", b"\n# aider chat started at 2026-11-20 10:00:00\n",
          b"\n---\n", b"\r", b"\x1b[31m", b"-----BEGIN RSA PRIVATE KEY-----",
          "【1†source】".encode(), "\ue200cite".encode(), b'{"', b"]", b'"\\ud800"']
SIZES = [64 * 1024, MB, 5 * MB]
CHUNKS = [b"x", b"lorem ipsum ", b'{"a":', b"[", b"\xff\xfe", *TAGS]
TEXT_CHUNKS = ["x", "lorem ipsum ", "line\n", "\ue200", "sk-proj-", "\x1b[0m",
               *(t.decode() for t in TAGS)]
DEPTHS = [50, 400, 900, 990, 5000, 100_000]
# Values of the wrong type for any field, lone surrogates and impossible dates among them.
WRONG = [None, True, 0, -1, 2**64, 1.5, 1e308, float("nan"), "", "x", "null", "\ud800",
         "a\udfffb", [], {}, [None], {"": None}, [[[]]], "1970-01-01T00:00:00Z", "9999-99-99"]
SQL_VALUES = [None, 0, -1, 2**63 - 1, 3.5, "", "x", "{", "[]", "null", '{"a": 1}', b"",
              b"\x00\xff\xfe", b"\x08\x96\x01", _nested_protobuf(3000),
              b"\x0a\xff\xff\xff\xff\x0f" + b"x"]


def json_edits(line: st.SearchStrategy[int | None]) -> st.SearchStrategy[Mutation]:
    return st.one_of(
        st.builds(JsonEdit, POS, st.just("value"), st.sampled_from(WRONG), line),
        st.builds(JsonEdit, POS, st.just("drop"), st.none(), line),
        st.builds(JsonEdit, POS, st.just("deep"),
                  st.tuples(st.sampled_from(DEPTHS), st.sampled_from(["list", "dict"])), line),
        st.builds(JsonEdit, POS, st.just("swap"), POS, line),
    )


def huge_value(line: st.SearchStrategy[int | None]) -> st.SearchStrategy[Mutation]:
    return st.builds(JsonEdit, POS, st.just("huge"),
                     st.tuples(st.sampled_from(SIZES), st.sampled_from(TEXT_CHUNKS)), line)


BYTE_EDITS: st.SearchStrategy[Mutation] = st.one_of(
    st.builds(Truncate, POS),
    st.builds(FlipBytes, st.lists(st.tuples(POS, st.integers(1, 255)), min_size=1,
                                  max_size=8).map(tuple)),
    st.builds(Insert, POS, st.sampled_from(INVALID_UTF8 + MARKUP)),
)
HUGE_LINES = st.builds(HugeLine, POS, st.sampled_from(SIZES), st.sampled_from(CHUNKS))
SMALL = st.integers(0, 50)
SQL_EDITS: st.SearchStrategy[Mutation] = st.one_of(
    st.builds(DropTable, SMALL),
    st.builds(RenameColumn, SMALL, SMALL),
    st.builds(SetCells, SMALL, SMALL, st.sampled_from(SQL_VALUES), st.integers(1, 3)),
    st.builds(DeleteRows, SMALL, st.integers(1, 3)),
    st.builds(EditCell, SMALL, SMALL, SMALL, st.one_of(json_edits(st.none()), BYTE_EDITS)),
    st.builds(ZeroPage, SMALL, st.sampled_from([0, 0xFF, 0x0D])),
    BYTE_EDITS,
)
EDITS: dict[str, st.SearchStrategy[Mutation]] = {
    "jsonl": st.one_of(json_edits(POS), BYTE_EDITS),
    "json": st.one_of(json_edits(st.none()), BYTE_EDITS),
    "sqlite": SQL_EDITS,
    "zip": BYTE_EDITS,
    "text": BYTE_EDITS,
}
# At most one huge line or value per example: 5 MB is the size to survive, and more only
# measures how fast the redaction scans (about 1 s per MB of non-ASCII text with a hint in it).
HUGE: dict[str, st.SearchStrategy[Mutation]] = {
    "jsonl": st.one_of(HUGE_LINES, huge_value(POS)),
    "json": st.one_of(HUGE_LINES, huge_value(st.none())),
    "text": HUGE_LINES,
}


def damage(kind: str) -> st.SearchStrategy[list[Mutation]]:
    """One to three mutations for a file of ``kind``, at most one of them huge."""
    some = st.lists(EDITS[kind], min_size=1, max_size=3)
    if kind not in HUGE:
        return some
    around = st.lists(EDITS[kind], max_size=1)
    return st.one_of(some, st.builds(lambda a, h, b: [*a, h, *b], around, HUGE[kind], around))


# ---------------------------------------------------------------------------- the checks


class Hang(Exception):
    """An example ran past the deadline. An Exception, so Hypothesis reports the example; an
    ``except Exception`` that swallows it is caught by ``check`` timing the example."""


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Fail an example after ``seconds``; if even the alarm cannot interrupt it (stuck in C),
    dump every stack and stop the run rather than hang CI."""

    def ring(signum: int, frame: Any) -> None:
        raise Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    faulthandler.dump_traceback_later(seconds * 3, exit=True)
    try:
        yield
    finally:
        signal.alarm(0)
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGALRM, previous)


def _store(data: str | Attachment, ext: str) -> str:
    if isinstance(data, Attachment):
        data.content()  # the engine reads an attachment's bytes when it writes the note
    return f"Musubi/artifacts/00/0.{ext}"


def assert_writable(conv: Conversation) -> None:
    """What the engine does with a conversation outside its ``try``: hash, render, name it."""
    conv.content_hash()
    render(conv, store=_store).encode("utf-8")
    conversation_path("Musubi", conv).as_posix().encode("utf-8")
    for value in (conv.id, conv.title, conv.project, conv.parent_id, conv.source_ref):
        if value is not None:
            value.encode("utf-8")


@dataclass
class Outcome:
    """What one read gave: conversation ids per unit, and what was reported skipped."""

    ids: dict[str, set[str]] = field(default_factory=dict)
    touched: set[str] = field(default_factory=set)
    errors: dict[str, str] = field(default_factory=dict)
    skipped: list[tuple[str, str]] = field(default_factory=list)


def read_all(source: str, base: Path, point: Path, target: Path | None = None) -> Outcome:
    """Read like the engine does; only ``SourceError`` may escape a read, nothing a discovery.

    Unit keys are made relative to ``base`` so two copies of a sample compare.
    """
    adapter = get_adapter(source)
    env = SourceEnv(home=base.parent / "home", path=point)
    out = Outcome()
    for unit in list(adapter.units(env)):
        key = os.path.relpath(unit.key, base)
        ids = out.ids.setdefault(key, set())
        if target is not None and (target in unit.paths or Path(unit.key) == target):
            out.touched.add(key)
        try:
            for conv in adapter.read(unit, env):
                assert_writable(conv)
                ids.add(conv.id)
        except SourceError as exc:
            assert str(exc).strip(), f"SourceError without a reason for {unit.key}"
            out.errors[unit.key] = str(exc)
    for s in env.skipped:
        assert s.path and s.reason.strip(), s
        out.skipped.append((s.path, s.reason))
    return out


@functools.cache
def baseline(sample: Sample) -> dict[str, set[str]]:
    """Conversation ids per unit of the undamaged copy."""
    with tempfile.TemporaryDirectory(prefix="musubi-fuzz-") as tmp:
        base, _, point = sample.build(Path(tmp))
        return read_all(sample.source, base, point).ids


def check(sample: Sample, mutations: list[Mutation]) -> Outcome:
    with tempfile.TemporaryDirectory(prefix="musubi-fuzz-") as tmp:
        base, target, point = sample.build(Path(tmp))
        for m in mutations:
            m.apply(target)
        started = time.monotonic()
        with deadline(DEADLINE):
            out = read_all(sample.source, base, point, target)
        took = time.monotonic() - started
        assert took < DEADLINE, f"read took {took:.1f} s"
    hypothesis.target(took, label="seconds to read")  # steers the search towards slow inputs
    # The files that were not damaged read as before (a damaged neighbour may add a
    # conversation it used to shadow, never take one away).
    for key, ids in baseline(sample).items():
        if key not in out.touched and key in out.ids:
            assert ids <= out.ids[key], f"{key} lost {ids - out.ids[key]}"
    return out


# No "explain" phase: it traces every line executed, which makes a 5 MB read look like a hang.
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("source", SOURCES)
@FUZZ
@given(data=st.data())
def test_damaged_files_are_skipped_never_crash(source: str, data: st.DataObject) -> None:
    """One to three kinds of damage to one sample file of ``source``, read as the engine would."""
    samples = [s for s in SAMPLES if s.source == source]
    sample = data.draw(st.sampled_from(samples), label="sample")
    mutations = data.draw(damage(sample.kind), label="mutations")
    check(sample, mutations)


# ---------------------------------------------------------------------------- through the engine

# source -> (the folder copied from, its good file, its file to damage): two units of one
# source whose conversations never share an id.
PAIRS: dict[str, tuple[Path, str, str]] = {
    "claude-code": (HISTORIES / "claude-code",
                    "-home-ana-notes-dolomites/1a7f3e90-8c24-4b6d-9e05-b3d2c6f18a42.jsonl",
                    "-home-ana-src-trailmap-api/e7a09b55-5c12-4d8f-a3e6-91b4f0c2d873.jsonl"),
    "codex": (HISTORIES / "codex",
              "sessions/rollout-2025-06-02-7d3f9a10-2b4c-4e8a-9f61-3c5d7e9b1a24.jsonl",
              "sessions/2026/11/20/"
              "rollout-2026-11-20T09-14-03-019a9f3c-5e21-7b4d-8c16-2f4a7d9e0b53.jsonl"),
    "gemini-cli": (HISTORIES / "gemini-cli" / "tmp",
                   "trailmap/chats/session-2026-11-18T14-05-3f9c2a1b.json",
                   "trailmap/chats/session-2026-11-20T10-02-8b1e4d07.jsonl"),
    "cursor": (HISTORIES / "cursor" / "User", "globalStorage/state.vscdb",
               "workspaceStorage/5fc2135d693d34d0fa881ff99ff95ca0/state.vscdb"),
    "antigravity": (HISTORIES / "antigravity" / "antigravity-cli",
                    "conversations/8b80a439-1f37-5211-baeb-8ca5cc064e5b.db",
                    "brain/76f2355f-c868-5db7-bc2e-8b3146d4a525/.system_generated/logs/"
                    "transcript.jsonl"),
}


def copy_pair(source: str, tmp: Path) -> tuple[Path, Path, Path]:
    """The good and the bad file copied, nothing else: (folder, good copy, bad copy)."""
    root, good, bad = PAIRS[source]
    folder = tmp / source
    for rel in (good, bad):
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, folder / rel)
    return folder, folder / good, folder / bad


@functools.cache
def good_ids(source: str) -> frozenset[str]:
    with tempfile.TemporaryDirectory(prefix="musubi-fuzz-") as tmp:
        folder, _, bad = copy_pair(source, Path(tmp))
        bad.unlink()
        ids = read_all(source, folder, folder).ids
    assert ids and all(ids.values()), f"{source}: the good file gives no conversation"
    return frozenset(i for group in ids.values() for i in group)


@pytest.fixture
def engine(home: Path, tmp_path: Path) -> Iterator[Any]:
    """An Engine on a fresh git vault, in-process, the index off."""
    from musubi_daemon.config import load_config
    from musubi_daemon.engine import Engine

    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    vault = tmp_path / "vault"
    eng = Engine(load_config(vault), create=True)
    eng.init_vault(vault, remember=False)
    yield eng
    eng.close()


@pytest.mark.parametrize("source", sorted(PAIRS))
@settings(FUZZ, max_examples=max(3, EXAMPLES // 5),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_ingest_writes_the_good_file_and_reports_the_bad_one(source: str, engine: Any,
                                                             data: st.DataObject) -> None:
    """One damaged file beside a good one: the good one's notes are written, and whatever the
    damaged one could not give is in the run's report, with its path and reason."""
    from musubi_daemon.engine import SourceSpec

    bad_kind = Sample(source, Path(), PAIRS[source][2]).kind
    mutations = data.draw(damage(bad_kind), label="mutations")
    with tempfile.TemporaryDirectory(prefix="musubi-fuzz-") as tmp:
        folder, _, bad = copy_pair(source, Path(tmp))
        for m in mutations:
            m.apply(bad)
        with deadline(DEADLINE):
            alone = read_all(source, folder, folder)
        expected = {(Path(k).as_posix(), r) for k, r in alone.errors.items()} | set(alone.skipped)
        with deadline(DEADLINE * 3):
            report = engine.ingest([SourceSpec(source, folder)], index=False)
    for conv_id in good_ids(source):
        path = engine.state.note_path(conv_id)
        assert path and (engine.vault / path).is_file(), f"no note for {conv_id}"
    reported = {(s["path"], s["reason"]) for s in report.skipped}
    assert expected <= reported, f"not reported: {expected - reported}"


GARBAGE = {"jsonl": b"\x00\xff garbage \x89PNG\n{not json\n", "json": b'{"sessionId": "x", "mes',
           "sqlite": b"SQLite format 2\x00 not a database at all\n"}


def test_cli_ingest_reports_each_bad_file_and_writes_the_good_ones(home: Path,
                                                                  tmp_path: Path) -> None:
    """The real ``musubi ingest --source NAME=PATH``, one good and one unreadable file each."""
    from cli_helpers import musubi

    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    vault = tmp_path / "vault"
    musubi("init", "--no-remember", str(vault))
    args: list[str] = []
    bad_files: dict[str, Path] = {}
    for source in sorted(PAIRS):
        folder, _, bad = copy_pair(source, tmp_path / "histories")
        bad.write_bytes(GARBAGE[Sample(source, Path(), bad.name).kind])
        bad_files[source] = bad
        args += ["--source", f"{source}={folder}"]
    proc = musubi("--vault", str(vault), "ingest", "--json", "--no-index", *args)
    report = json.loads(proc.stdout)
    notes = "\n".join(p.read_text(encoding="utf-8") for p in vault.rglob("*.md"))
    for source, bad in bad_files.items():
        skipped = [s for s in report["skipped_items"] if s["source"] == source]
        assert any(str(bad).startswith(s["path"]) and s["reason"] for s in skipped), \
            (source, skipped)
        for conv_id in good_ids(source):
            assert f"musubi_id: {conv_id}\n" in notes, conv_id


# ---------------------------------------------------------------------------- regressions
# One test per bug the fuzzing found; the docs (docs/reliability.md) list them.


def _timed(fn: Any, *args: Any) -> tuple[Any, float]:
    started = time.monotonic()
    return fn(*args), time.monotonic() - started


def test_unclosed_injected_tags_are_stripped_in_linear_time() -> None:
    """Was: minutes (quadratic regex rescans) for a few hundred KB of unclosed tags."""
    from musubi_daemon.cleaning import clean_text
    from musubi_daemon.sources.antigravity_decode import user_request
    from musubi_daemon.sources.codex import _clean

    for fn, tag in ((clean_text, "<system-reminder>"), (clean_text, "<bash-stdout x"),
                    (user_request, "<USER_REQUEST>"), (user_request, "<ADDITIONAL_METADATA>"),
                    (lambda t: _clean(t, True), "x<environment_context>")):
        text = tag * 50_000
        out, took = _timed(fn, text)
        assert took < 2, (tag, took)
        assert tag.strip("x") in out


OLD_BLOCK_RE = re.compile(r"<(system-reminder|bash-stdout|command-name)(?:\s[^>]*)?>.*?</\1>\s*",
                          re.DOTALL)
BLOCK_OPEN_RE = re.compile(r"<(system-reminder|bash-stdout|command-name)(?=[>\s])")
FRAGMENTS = ["<system-reminder", "</system-reminder>", "<bash-stdout", "</bash-stdout>",
             "<command-name", "</command-name>", "<command-namex>", ">", "<", "</", " ", "\n",
             "\u2003", "x", "a=1"]


@settings(max_examples=300, derandomize=True, database=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=30).map("".join))
def test_strip_tag_blocks_removes_what_the_old_regex_removed(text: str) -> None:
    from musubi_daemon.cleaning import strip_tag_blocks

    assert strip_tag_blocks(text, BLOCK_OPEN_RE) == OLD_BLOCK_RE.sub("", text)


def test_private_key_markers_without_an_end_are_redacted_in_linear_time() -> None:
    """Was: 55 s for 16,000 BEGIN markers with no END (a lazy regex rescanning to the end)."""
    from musubi_daemon.redact import redact

    text = "-----BEGIN RSA PRIVATE KEY----- !" * 16_000
    out, took = _timed(redact, text)
    assert took < 2, took
    assert out == "[REDACTED:private-key]!" * 16_000


OLD_PRIVATE_KEY_RE = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----"
    r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----|[A-Za-z0-9+/=\s\\n]*)", re.DOTALL)
KEY_FRAGMENTS = ["-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----",
                 "-----BEGIN PRIVATE KEY-----", "-----END PGP PRIVATE KEY BLOCK-----",
                 "MIIEab+/=", "\n", "\\n", " ", "!", "x", "-----"]


@given(st.lists(st.sampled_from(KEY_FRAGMENTS), max_size=20).map("".join))
def test_private_keys_are_redacted_as_the_old_regex_redacted_them(text: str) -> None:
    from musubi_daemon.redact import _redact_private_keys

    assert _redact_private_keys(text) == OLD_PRIVATE_KEY_RE.sub("[REDACTED:private-key]", text)


def _example_copy(tmp: Path, source: str, name: str) -> tuple[Path, Path]:
    """A copy of the example sample ``name`` of ``source``: (the file, the adapter's path)."""
    sample = next(s for s in SAMPLES if s.source == source and s.target.endswith(name)
                  and not s.alone and not s.zipped)
    _, target, point = sample.build(tmp)
    return target, point


def test_json_line_nested_5000_deep_is_a_corrupt_line(tmp_path: Path) -> None:
    """Was: RecursionError out of JsonLines (claude-code, codex, gemini-cli lines)."""
    target, point = _example_copy(tmp_path, "claude-code",
                                  "1a7f3e90-8c24-4b6d-9e05-b3d2c6f18a42.jsonl")
    lines = target.read_bytes().splitlines(keepends=True)
    deep = b'{"type": "user", "message": ' + b"[" * 5000 + b"]" * 5000 + b"}\n"
    nested = b'{"x": ' + b'{"a": ' * 300 + b"1" + b"}" * 300 + b"}\n"  # parses, too deep
    target.write_bytes(b"".join([*lines[:2], deep, nested, *lines[2:]]))
    adapter = get_adapter("claude-code")
    env = SourceEnv(home=tmp_path, path=point)
    convs = list(adapter.scan(env))
    assert len(convs) == 1 and convs[0].messages
    assert [s.reason for s in env.skipped] == ["2 corrupt line(s) skipped, the rest read"]


@pytest.mark.parametrize("source", ["chatgpt-export", "claude-export"])
def test_export_nested_100000_deep_is_refused_in_bounded_memory(source: str,
                                                                tmp_path: Path) -> None:
    """Was: ijson kept one prefix per level, 25 GB for 200 KB of ``[``: the OS killed us."""
    target, point = _example_copy(tmp_path, source, "conversations.json")
    env = SourceEnv(home=tmp_path, path=point)
    adapter = get_adapter(source)
    before = list(adapter.scan(env))
    data = target.read_bytes().rstrip()
    assert data.endswith(b"]")
    target.write_bytes(data[:-1] + b", " + b"[" * 100_000 + b"]" * 100_000 + b"]")
    got: list[Conversation] = []
    with pytest.raises(SourceError, match="nested deeper than"):
        for unit in adapter.units(env):
            got.extend(adapter.read(unit, env))
    assert got == before  # the conversations before it were read


@pytest.mark.parametrize("source", ["chatgpt-export", "claude-export"])
def test_zip_whose_member_does_not_inflate_is_a_source_error(source: str,
                                                             tmp_path: Path) -> None:
    """Was: zlib.error out of ``read`` and out of ``units`` (the Downloads check)."""
    sample = next(s for s in SAMPLES if s.source == source and s.zipped and s.point == "")
    _, target, point = sample.build(tmp_path)
    FlipBytes(((48, 2),)).apply(target)  # inside the first member's deflate stream
    adapter = get_adapter(source)
    for where in (point, target):  # found in a folder, or named
        env = SourceEnv(home=tmp_path, path=where)
        (unit,) = adapter.units(env)
        with pytest.raises(SourceError, match="cannot read"):
            list(adapter.read(unit, env))


def test_lone_surrogate_escapes_become_replacement_characters(tmp_path: Path) -> None:
    """Was: UnicodeEncodeError when hashing or writing the note (outside the engine's try)."""
    target, point = _example_copy(tmp_path, "gemini-cli",
                                  "session-2026-11-18T14-05-3f9c2a1b.json")
    doc = json.loads(target.read_text(encoding="utf-8"))
    doc["messages"][0]["content"] = "trail \ud800 map \udfff"
    target.write_text(json.dumps(doc), encoding="utf-8")  # ascii: the escapes stay escapes
    env = SourceEnv(home=tmp_path, path=point)
    convs = list(get_adapter("gemini-cli").scan(env))
    texts = [m.text for c in convs for m in c.messages]
    assert "trail \ufffd map \ufffd" in texts
    for conv in convs:
        assert_writable(conv)


def test_fields_of_the_wrong_type_skip_the_record_not_the_file(tmp_path: Path) -> None:
    """Was: TypeError (unhashable type) out of codex and gemini-cli for a list/dict ``type``."""
    for source, name, bad in (
            ("codex", "rollout-2026-11-20T09-14-03-019a9f3c-5e21-7b4d-8c16-2f4a7d9e0b53.jsonl",
             b'{"type": "response_item", "payload": {"type": ["message"]}}\n'),
            ("gemini-cli", "session-2026-11-20T10-02-8b1e4d07.jsonl",
             b'{"id": "m-bad", "type": {"user": 1}, "content": "x"}\n')):
        target, point = _example_copy(tmp_path / source, source, name)
        env = SourceEnv(home=tmp_path, path=point)
        before = list(get_adapter(source).scan(env))
        data = target.read_bytes()
        target.write_bytes(data + (b"" if data.endswith(b"\n") else b"\n") + bad)
        after = list(get_adapter(source).scan(env))
        assert after == before and before


def test_oversized_project_root_is_not_a_project(tmp_path: Path) -> None:
    """Was: a 5 MB ``.project_root`` became the note's project (seconds of YAML per note)."""
    marker = next(s for s in SAMPLES if s.target.endswith(".project_root"))
    _, target, point = marker.build(tmp_path)
    target.write_bytes(b"/home/ana/" + b"x" * MB)
    convs = list(get_adapter("gemini-cli").scan(SourceEnv(home=tmp_path, path=point)))
    assert convs and {c.project for c in convs} == {"trailmap"}  # the folder name instead


def test_unreadable_antigravity_files_are_reported(tmp_path: Path) -> None:
    """Was: a transcript of broken lines, or a .db of undecodable steps, vanished unreported."""
    root = HISTORIES / "antigravity" / "antigravity-cli"
    transcript = next(s for s in SAMPLES if s.source == "antigravity" and s.kind == "jsonl"
                      and s.root == root)
    base, target, point = transcript.build(tmp_path)
    target.write_bytes(GARBAGE["jsonl"])
    db = next(base.rglob("*.db"))
    SetCells(0, 10, b"\x0b\x0c", 1).apply(db)  # steps.step_payload: groups are refused
    env = SourceEnv(home=tmp_path, path=point)
    assert list(get_adapter("antigravity").scan(env)) == []
    assert sorted((Path(s.path).suffix, s.reason) for s in env.skipped) == [
        (".db", "no step could be decoded (7 steps)"),
        (".jsonl", "no readable lines (2 corrupt)"),
        (".pb", ag.PB_REASON)]  # reported before too: the sample's encrypted conversation


def test_side_branch_with_an_object_as_message_id_is_ignored(tmp_path: Path) -> None:
    """Was: TypeError (unhashable type) out of claude-code's side-branch walk."""
    target, point = _example_copy(tmp_path, "claude-code",
                                  "1a7f3e90-8c24-4b6d-9e05-b3d2c6f18a42.jsonl")
    env = SourceEnv(home=tmp_path, path=point)
    before = list(get_adapter("claude-code").scan(env))
    lines = target.read_bytes().splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if b'"uuid"' in line)
    side = {"type": "assistant", "uuid": "side-1", "parentUuid": json.loads(lines[at])["uuid"],
            "message": {"id": {"not": "a string"}, "role": "assistant", "content": "x"}}
    lines.insert(at + 1, json.dumps(side).encode() + b"\n")  # a branch off the first message
    target.write_bytes(b"".join(lines))
    assert list(get_adapter("claude-code").scan(env)) == before


def test_surrogate_bytes_in_a_line_become_replacement_characters(tmp_path: Path) -> None:
    """Was: UnicodeEncodeError at write time: json.loads decodes bytes with "surrogatepass"."""
    target, point = _example_copy(tmp_path, "codex",
                                  "rollout-2025-06-02-7d3f9a10-2b4c-4e8a-9f61-3c5d7e9b1a24.jsonl")
    data = target.read_bytes()
    at = data.index(b"Add a GPX export button")
    target.write_bytes(data[:at] + b"\xed\xa0\x80" + data[at:])
    convs = list(get_adapter("codex").scan(SourceEnv(home=tmp_path, path=point)))
    assert any(m.text.startswith("\ufffdAdd a GPX") for c in convs for m in c.messages)
    for conv in convs:
        assert_writable(conv)


def test_cursor_key_that_is_not_utf8_does_not_fail_the_database(tmp_path: Path) -> None:
    """Was: UnicodeDecodeError out of the key query; the DB's other chats were lost."""
    target, point = _example_copy(tmp_path, "cursor", "globalStorage/state.vscdb")
    env = SourceEnv(home=tmp_path, path=point)
    before = list(get_adapter("cursor").scan(env))
    con = sqlite3.connect(target)
    with con:
        con.execute("INSERT INTO cursorDiskKV VALUES (CAST(? AS TEXT), ?)",
                    (b"composerData:\xff\xfe", b"{}"))
    con.close()
    assert list(get_adapter("cursor").scan(env)) == before


def test_note_whose_name_is_not_utf8_is_read(tmp_path: Path) -> None:
    """Was: UnicodeEncodeError out of ``units`` (the fingerprint), which stopped the whole run."""
    vault = tmp_path / "vault"
    shutil.copytree(EXAMPLE_VAULT, vault)
    (Path(os.fsdecode(os.fsencode(vault / "Notes") + b"/caf\xe9.md"))
     .write_text("Latin-1 name, UTF-8 text.\n", encoding="utf-8"))
    env = SourceEnv(home=tmp_path, path=vault)
    convs = list(get_adapter("obsidian").scan(env))
    assert "obsidian:Notes/caf\ufffd.md" in {c.id for c in convs}
    for conv in convs:
        assert_writable(conv)


def test_a_history_file_whose_name_is_not_utf8_is_ingested(home: Path, tmp_path: Path) -> None:
    """Was: UnicodeEncodeError storing the unit's key (its path) in the state: the run stopped."""
    from cli_helpers import musubi

    sessions = tmp_path / "codex-sessions"
    shutil.copytree(ROOT / "examples" / "histories" / "codex" / "sessions", sessions)
    [rollout] = sorted(sessions.rglob("rollout-*.jsonl"))[:1]
    odd = Path(os.fsdecode(os.fsencode(rollout.parent) + b"/rollout-caf\xe9.jsonl"))
    rollout.rename(odd)
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    for _ in range(2):  # the second run finds the unit unchanged by its stored key
        out = json.loads(musubi("ingest", "--json", "--source", f"codex={sessions}").stdout)
    report = out["sources"]["codex"]
    assert report["skipped"] == []
    assert report["units_unchanged"] >= 1
    notes = list((vault / "Musubi" / "conversations").rglob("*.md"))
    assert len(notes) == len(list(sessions.rglob("*.jsonl")))


def test_a_source_that_cannot_be_listed_is_reported_and_the_others_ingested(
        home: Path, tmp_path: Path) -> None:
    """Was: an OSError out of ``units()`` (Claude Code's projects folder holding a path longer
    than the system allows) stopped the whole run, every other source with it."""
    from cli_helpers import musubi

    projects = tmp_path / "projects"
    projects.mkdir()
    deep = os.open(projects, os.O_RDONLY)
    try:
        for i in range(18):  # 18 x 253 characters: past PATH_MAX, made one level at a time
            name = f"d{i:02d}" + "x" * 250
            os.mkdir(name, dir_fd=deep)
            inner = os.open(name, os.O_RDONLY, dir_fd=deep)
            os.close(deep)
            deep = inner
    finally:
        os.close(deep)
    sessions = tmp_path / "codex-sessions"
    shutil.copytree(ROOT / "examples" / "histories" / "codex" / "sessions", sessions)
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    out = json.loads(musubi("ingest", "--json", "--source", f"claude-code={projects}",
                            "--source", f"codex={sessions}").stdout)
    [skip] = out["sources"]["claude-code"]["skipped"]
    assert skip["path"] == str(projects) and "too long" in skip["reason"]
    assert out["sources"]["codex"]["added"] == len(list(sessions.rglob("*.jsonl")))


@pytest.mark.parametrize(("source", "name"), [
    ("antigravity", "conversations/8b80a439-1f37-5211-baeb-8ca5cc064e5b.db"),
    ("cursor", "globalStorage/state.vscdb")])
def test_damaged_schema_text_is_a_source_error(source: str, name: str, tmp_path: Path) -> None:
    """Was: UnicodeDecodeError: SQLite quotes the broken schema in an error message."""
    target, point = _example_copy(tmp_path, source, name)
    data = bytearray(target.read_bytes())
    data[data.index(b"CREATE TABLE") + 5] ^= 0x80  # SQLite's "syntax error" quotes the byte
    target.write_bytes(bytes(data))
    env = SourceEnv(home=tmp_path, path=point)
    adapter = get_adapter(source)
    (unit,) = [u for u in adapter.units(env) if Path(u.key) == target]
    with pytest.raises(SourceError, match="utf-8"):
        list(adapter.read(unit, env))


def test_project_longer_than_any_path_is_dropped(tmp_path: Path) -> None:
    """Was: a 5 MB ``workspace.json`` folder became the project of every note of the workspace:
    seconds of YAML each, past the deadline."""
    target, point = _example_copy(tmp_path, "cursor", "workspace.json")
    target.write_text(json.dumps({"folder": "file:///home/ana/" + "x" * MB}), encoding="utf-8")
    convs, took = _timed(lambda: list(get_adapter("cursor").scan(
        SourceEnv(home=tmp_path, path=point))))
    assert convs and all(c.project is None or len(c.project) < 100 for c in convs)
    assert took < 5


def test_long_message_in_an_export_is_parsed_in_linear_time(tmp_path: Path) -> None:
    """Was: ijson re-lexed a string spanning its 64 KB reads from the start on each read: a
    1 M character message of escaped non-ASCII text took 5 s, 5 M characters two minutes."""
    target, point = _example_copy(tmp_path, "claude-export", "conversations.json")
    doc = json.loads(target.read_text(encoding="utf-8"))
    doc[0]["chat_messages"][0]["text"] = "\u00e9" * 2_000_000
    doc[0]["chat_messages"][0]["content"] = []
    target.write_text(json.dumps(doc), encoding="utf-8")  # as \u00e9 escapes: 12 MB
    convs, took = _timed(lambda: list(get_adapter("claude-export").scan(
        SourceEnv(home=tmp_path, path=point))))
    assert any(len(m.text) == 2_000_000 for c in convs for m in c.messages)
    assert took < 5


def test_text_block_that_is_not_a_string_is_ignored(tmp_path: Path) -> None:
    """Was: TypeError from the cleaning for a Claude Code text block of ``"text": true``."""
    target, point = _example_copy(tmp_path, "claude-code",
                                  "1a7f3e90-8c24-4b6d-9e05-b3d2c6f18a42.jsonl")
    lines = target.read_bytes().splitlines(keepends=True)
    for i, line in enumerate(lines):
        obj = json.loads(line)
        if obj.get("type") in ("user", "assistant") and \
                isinstance(obj["message"].get("content"), list):
            obj["message"]["content"].append({"type": "text", "text": True})
            lines[i] = json.dumps(obj).encode() + b"\n"
    target.write_bytes(b"".join(lines))
    convs = list(get_adapter("claude-code").scan(SourceEnv(home=tmp_path, path=point)))
    assert convs and convs[0].messages


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=5)
    | st.floats(allow_nan=False, allow_infinity=False, width=32),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner,
                                                                 max_size=4),
    max_leaves=20)


@settings(max_examples=200, derandomize=True, database=None)
@given(st.lists(JSON_VALUES, max_size=4) | st.dictionaries(st.text(max_size=3), JSON_VALUES))
def test_export_values_are_built_as_ijson_items_built_them(doc: Any) -> None:
    """The bounded builder that replaced ``ijson.items`` gives the same values."""
    import io

    import ijson

    from musubi_daemon.sources.exports import _items

    data = json.dumps(doc).encode()
    in_array = isinstance(doc, list)
    expected = list(ijson.items(io.BytesIO(data), "item" if in_array else "", use_float=True))
    assert list(_items(ijson.basic_parse(io.BytesIO(data), use_float=True), in_array)) == expected
