"""Ingest under what the world feeds it, drawn at random: session files cut at any byte or
holding bytes that are not UTF-8, titles of any script and length, locks a killed git left,
and lines of hundreds of MB. The invariants, whatever is drawn: no exception (the command exits
0), every other conversation ingested, each bad item reported with its path and reason, and no
message that was in the vault gone from it."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import forkserver
from claude_sessions import Session, project_dir
from cli_helpers import peak_rss_mib
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine, SourceSpec
from musubi_daemon.vault.notes import parse, read_frontmatter

SETTINGS = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck))
GOOD = "c0ffee99-aaaa-4bbb-8ccc-000000000099"


@contextlib.contextmanager
def library() -> Iterator[tuple[Path, Engine]]:
    """A fresh HOME and git vault, set in the environment an Engine reads."""
    keep = dict(os.environ)
    with tempfile.TemporaryDirectory(prefix="musubi-fuzz-ingest-") as d:
        home = Path(d) / "home"
        home.mkdir()
        os.environ.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"),
                          XDG_CONFIG_HOME=str(home / ".config"), MUSUBI_INDEX_ON_INGEST="0")
        for var in ("MUSUBI_VAULT", "MUSUBI_CACHE_DIR", "MUSUBI_CONFIG"):
            os.environ.pop(var, None)
        engine = Engine(load_config(Path(d) / "vault"), create=True)
        try:
            engine.init_vault(Path(d) / "vault", remember=False)
            yield home, engine
        finally:
            engine.close()
            os.environ.clear()
            os.environ.update(keep)


def session(home: Path, sid: str, turns: int, said: str = "") -> Session:
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    for t in range(turns):
        s.user(f"{said}Question {t}: how far is hut {t}?").assistant(f"Answer {t}: {t + 2} km.")
    s.write()
    return s


def texts(engine: Engine) -> dict[str, list[str]]:
    """Each note's messages as the vault holds them, by conversation id."""
    out = {}
    for p in (engine.vault / "Musubi" / "conversations").rglob("*.md"):
        conv = parse(p.read_text(encoding="utf-8"))
        out[conv.id] = [m.text for m in conv.messages]
    return out


@SETTINGS
@given(turns=st.integers(2, 8), cut=st.floats(0.0, 1.0), junk=st.binary(min_size=1, max_size=8),
       where=st.floats(0.0, 1.0), kind=st.sampled_from(["cut", "bytes", "both"]))
def test_a_damaged_session_never_takes_a_message_out_of_the_vault(
        turns: int, cut: float, junk: bytes, where: float, kind: str) -> None:
    with library() as (home, engine):
        s = session(home, "c0ffee90-aaaa-4bbb-8ccc-000000000090", turns)
        good = session(home, GOOD, 1)
        engine.ingest([SourceSpec("claude-code")])
        before = texts(engine)
        raw = s.path.read_bytes()
        if kind in ("bytes", "both"):
            at = int(len(raw) * where)
            raw = raw[:at] + junk.replace(b"\n", b"") + raw[at:]
        if kind in ("cut", "both"):
            raw = raw[:int(len(raw) * cut)]
        s.path.write_bytes(raw)
        # The tool goes on in the other session: it must come in whatever the damage.
        good.user("Question: and the lake?").assistant("Flat, 3 km.").write()
        report = engine.ingest([SourceSpec("claude-code")])
        after = texts(engine)
        for conv_id, messages in before.items():
            assert conv_id in after, f"{conv_id} left the vault"
            missing = [m for m in messages if m not in after[conv_id]]
            assert missing == [], f"messages gone from {conv_id}: {missing}"
        assert "Flat, 3 km." in after[f"claude-code:{GOOD}"]
        for item in report.skipped:
            assert item["path"] and item["reason"]


TITLES = st.text(alphabet=st.sampled_from(list("Aé東京🏔️👩‍👧\u200f\u202e\u0301 .:/\\?*<>|CONUL~$")),
                 min_size=1, max_size=300)


@SETTINGS
@given(title=TITLES)
def test_any_title_gives_a_note_with_a_safe_name(title: str) -> None:
    with library() as (home, engine):
        s = Session(project_dir(home) / "c0ffee91-aaaa-4bbb-8ccc-000000000091.jsonl",
                    "c0ffee91-aaaa-4bbb-8ccc-000000000091")
        s.user(title).assistant("Noted.").write()
        session(home, GOOD, 1)
        report = engine.ingest([SourceSpec("claude-code")])
        assert report.skipped == []
        found = sorted((engine.vault / "Musubi" / "conversations").rglob("*.md"))
        assert len(found) == 2
        for note in found:
            assert len(note.name.encode("utf-8")) <= 143
            assert not set(note.name) & set("\u200f\u202e/\\?*<>|:")
            assert note.resolve().is_relative_to(engine.vault / "Musubi" / "conversations")
            assert read_frontmatter(note.read_text(encoding="utf-8"))["musubi_id"]


LOCKS = [".git/index.lock", ".git/HEAD.lock", ".git/config.lock",
         ".git/refs/heads/main.lock", ".git/packed-refs.lock"]


@SETTINGS
@given(locks=st.sets(st.sampled_from(LOCKS), min_size=1),
       musubi_locks=st.booleans(), age=st.sampled_from([0, 5, 3600]))
def test_stale_locks_never_stop_ingest(locks: set[str], musubi_locks: bool, age: int) -> None:
    with library() as (home, engine):
        session(home, GOOD, 1)
        engine.ingest([SourceSpec("claude-code")])
        for rel in locks:
            lock = engine.vault / rel
            lock.parent.mkdir(parents=True, exist_ok=True)
            lock.write_text("", encoding="utf-8")
            os.utime(lock, (time.time() - age, time.time() - age))
        if musubi_locks:  # what a killed Musubi leaves: files whose fcntl locks died with it
            for name in ("vault.lock", "locks/maturation.lock"):
                (engine.config.cache_dir / name).parent.mkdir(parents=True, exist_ok=True)
                (engine.config.cache_dir / name).write_text("", encoding="utf-8")
        session(home, "c0ffee92-aaaa-4bbb-8ccc-000000000092", 1)
        report = engine.ingest([SourceSpec("claude-code")])
        assert report.sources["claude-code"].added == 1 and report.commit
        assert sorted(report.locks_removed) == sorted(locks)


def test_a_line_of_hundreds_of_mb_streams_in_bounded_memory(home: Path, tmp_path: Path) -> None:
    """A tool output of 200 MB in one Claude Code line (a `cat` of a dump): cut as it streams,
    the session and the others ingested, the cut reported."""
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    vault = tmp_path / "vault"
    subprocess.run(forkserver.argv("init", "--no-remember", str(vault)),
                   check=True, capture_output=True)
    big = Session(project_dir(home) / "c0ffee93-aaaa-4bbb-8ccc-000000000093.jsonl",
                  "c0ffee93-aaaa-4bbb-8ccc-000000000093")
    big.user("Show me the dump.").tool("Bash", "cat dump.sql", "@@@").assistant("It is long.")
    session(home, GOOD, 1)
    lines = [json.dumps(x) for x in big.lines]
    chunk = "INSERT INTO tiles VALUES (1, 2, 3);\\n" * 30_000
    with big.path.open("w", encoding="utf-8") as f:
        for line in lines:
            head, found, tail = line.partition("@@@")
            f.write(head)
            for _ in range(200 * 2**20 // len(chunk) if found else 0):
                f.write(chunk)  # the dump, written as it streams: never whole in memory
            f.write(tail + "\n")
    out = tmp_path / "report.json"
    with out.open("w") as f:
        proc = subprocess.Popen([sys.executable, "-m", "musubi_daemon", "--vault", str(vault),
                                 "ingest", "--json", "--no-index", "--source", "claude-code"],
                                stdout=f)
        peak = peak_rss_mib(proc)
    assert proc.returncode == 0
    assert peak < 300, f"peak RSS {peak:.0f} MiB for a 200 MB line"
    report = json.loads(out.read_text())
    assert report["sources"]["claude-code"]["added"] == 2
    assert any("too large to keep whole" in s["reason"] for s in report["skipped_items"])
