"""Crash safety: a real `musubi` killed with SIGKILL at random points of ingest, distill, a
lifecycle job and reindex, over a realistic library with a person's edits in it.

After every other kill `musubi doctor` may find only what `--repair` mends, and after the repair
it finds nothing; after the others the killed command is just run again, with no doctor, and
must put right what the kill left by itself. Either way the command, run again to the end,
leaves a vault where no note is half written, none is lost or doubled, every edit of the person
is in its note and in git under the person's name, git is fsck-clean and the index agrees with
the vault.

The killed commands are real processes; what runs after a kill (the command again, doctor)
runs in the test's own process, as any command may. The default run kills CRASH_KILLS_DEFAULT
times (about forty seconds of the suite);
``MUSUBI_CRASH_KILLS=60`` runs the full count the issue asks for (about ten minutes), and
``MUSUBI_CRASH_SEED`` another sequence of kill points; ``-s`` prints each kill and a summary.
Two more tests kill at chosen points, the windows where the random kills found bugs.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import forkserver
import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.index.passages import note_digest
from musubi_daemon.vault.notes import parse, read_frontmatter

CRASH_KILLS_DEFAULT = 8
KILLS = int(os.environ.get("MUSUBI_CRASH_KILLS", str(CRASH_KILLS_DEFAULT)))
SEED = int(os.environ.get("MUSUBI_CRASH_SEED", "20260301"))
MIN_DELAY = 0.05
COMMANDS = ("ingest", "distill", "lifecycle", "reindex")
PROJECTS = ("/home/ana/src/trailmap", "/home/ana/src/bakery", "/home/ana/notes/taxes")
WORDS = ("tile", "cache", "postgres", "sqlite", "deploy", "starter", "loaf", "oven", "flour",
         "index", "vector", "chunk", "merge", "vault", "region", "zoom", "migration", "probe",
         "helm", "refund", "deduction", "crumb", "proof", "schema", "replica", "backup")
PHRASE = "glacier lantern protocol"  # said once, in the first session: search must find it
PERSON = ("Ana Costa", "ana@example.org")


@dataclass
class Edit:
    path: str
    phrase: str


@dataclass
class Library:
    """The person's Claude Code history and their vault, and what the test expects of it."""

    home: Path
    vault: Path
    rng: random.Random
    sessions: dict[str, Session] = field(default_factory=dict)
    markers: dict[str, str] = field(default_factory=dict)  # session id -> its newest marker
    deleted: set[str] = field(default_factory=set)  # musubi_ids whose note the person deleted
    edits: list[Edit] = field(default_factory=list)
    captures: int = 0

    # -- sources -------------------------------------------------------------------------------
    def _talk(self, n: int) -> str:
        return " ".join(self.rng.choice(WORDS) for _ in range(n))

    def _exchange(self, s: Session, opening: str = "") -> None:
        k = len(s.lines)
        marker = f"marker-{s.sid[:8]}-{k:03d}"
        s.user(f"{opening}{marker}: how do we handle the {self._talk(25)}?")
        if self.rng.random() < 0.3:
            big = self.rng.random() < 0.2  # now and then a tool output long enough to be an
            lines = 400 if big else 20  # artifact of its own
            s.tool("Bash", f"grep -rn {self.rng.choice(WORDS)} src",
                   "\n".join(f"src/{self._talk(1)}.py:{i}: {self._talk(8)}"
                             for i in range(lines)))
        s.assistant(f"For {marker}: {self._talk(60)}.")
        self.markers[s.sid] = marker

    def add_session(self, exchanges: int) -> Session:
        n = len(self.sessions)
        sid = f"{n:04x}c0de-0000-4000-8000-{n:012d}"
        cwd = PROJECTS[n % len(PROJECTS)]
        s = Session(project_dir(self.home, cwd) / f"{sid}.jsonl", sid, cwd=cwd)
        for i in range(exchanges):
            self._exchange(s, f"We keep the {PHRASE} in mind. " if n == 0 and i == 0 else "")
        s.write()
        self.sessions[sid] = s
        return s

    def grow(self, sessions: int | list[str], exchanges: int = 2) -> list[str]:
        """Sessions go on (a deleted note's too: its conversation must not come back)."""
        which = sessions if isinstance(sessions, list) else \
            self.rng.sample(sorted(self.sessions), sessions)
        grown = []
        for sid in which:
            s = self.sessions[sid]
            if len(s.lines) > 400:  # the session builder dates lines by their count
                continue
            for _ in range(exchanges):
                self._exchange(s)
            s.write()
            grown.append(sid)
        return grown

    # -- the vault -----------------------------------------------------------------------------
    def note_of(self, sid: str) -> Path:
        for p in (self.vault / "Musubi" / "conversations").rglob("*.md"):
            if f"musubi_id: claude-code:{sid}\n" in p.read_text(encoding="utf-8"):
                return p
        raise AssertionError(f"no note for session {sid}")

    def person_edit(self, commit: bool) -> None:
        """The person adds a line of their own above the transcript of a note."""
        live = [sid for sid in sorted(self.sessions) if f"claude-code:{sid}" not in self.deleted]
        note = self.note_of(self.rng.choice(live))
        phrase = f"Ana's own remark number {len(self.edits)}: {self._talk(4)}"
        text = note.read_text(encoding="utf-8")
        head, sep, tail = text.partition("\n## Transcript\n")
        assert sep, note
        note.write_text(f"{head}\n{phrase}\n{sep}{tail}", encoding="utf-8")
        rel = note.relative_to(self.vault).as_posix()
        self.edits.append(Edit(rel, phrase))
        if commit:
            git(self.vault, "add", "-A")
            git(self.vault, "commit", "-q", "-m", "my remark")

    def person_delete(self, sid: str) -> None:
        note = self.note_of(sid)
        git(self.vault, "rm", "-q", str(note.relative_to(self.vault)))
        git(self.vault, "commit", "-q", "-m", "I do not want this one")
        self.deleted.add(f"claude-code:{sid}")

    def remember(self, now: str) -> None:
        engine = Engine(load_config(self.vault))
        try:
            self.captures += 1
            engine.remember(f"Capture {self.captures}: keep the {self._talk(12)} in mind",
                            importance=7, now=now)
        finally:
            engine.close()


# -- running musubi ----------------------------------------------------------------------------
def run(*args: str) -> subprocess.CompletedProcess[str]:
    """``musubi ARGS`` to the end, in this process: what the person runs after a kill needs
    no process of its own (the kills are of real ones), and each saves a second of imports."""
    return musubi(*args)


def doctor(*args: str) -> dict[str, Any]:
    proc = musubi("doctor", "--json", *args, check=False)
    try:
        report = json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        raise AssertionError(f"doctor printed no report:\n{proc.stdout}\n{proc.stderr}") from e
    assert proc.returncode == (0 if report["healthy"] else 1), proc.stderr
    return report


def kill_after(args: list[str], delay: float) -> bool:
    """Start musubi, SIGKILL it and every process it started (git, too) after ``delay``
    seconds; False when it finished first."""
    with tempfile.TemporaryDirectory() as folder:
        pid_file = Path(folder) / "pid"
        proc = subprocess.Popen(forkserver.argv(*args, pid_file=pid_file),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                start_new_session=True)
        try:
            proc.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            forkserver.kill(proc, pid_file)
            return True
    assert proc.stderr is not None
    err = proc.stderr.read().decode(errors="replace")
    assert proc.returncode == 0, f"musubi {' '.join(args)} failed unkilled: {err}"
    return False


# -- what must hold after every restart --------------------------------------------------------
def check_vault(lib: Library) -> None:
    vault = lib.vault
    temps = [p for p in vault.rglob(".musubi-*.tmp") if ".git" not in p.parts]
    assert not temps, f"temp files left: {temps}"
    ids: Counter[str] = Counter()
    texts: dict[str, str] = {}
    edited = {e.path for e in lib.edits}
    for p in sorted((vault / "Musubi" / "conversations").rglob("*.md")):
        text = p.read_text(encoding="utf-8")
        rel = p.relative_to(vault).as_posix()
        conv = parse(text, read_artifact=lambda a: (vault / a).read_text(encoding="utf-8"))
        fm = read_frontmatter(text)
        # Half written, or properties left behind by a merge against the wrong base.
        assert fm["content_hash"] == conv.content_hash(), f"transcript and hash differ: {rel}"
        assert fm["messages"] == len(conv.messages), f"message count differs: {rel}"
        if rel not in edited:  # where the person wrote, Musubi may have to write beside it
            assert "musubi-conflict" not in text, f"a conflict nobody made: {rel}\n{text[:3000]}"
        ids[conv.id] += 1
        texts[conv.id] = text
    expected = {f"claude-code:{sid}" for sid in lib.sessions} - lib.deleted
    assert set(ids) == expected, (sorted(expected - set(ids)), sorted(set(ids) - expected))
    assert max(ids.values()) == 1, [i for i, n in ids.items() if n > 1]
    for sid, marker in lib.markers.items():
        if f"claude-code:{sid}" in texts:
            assert marker in texts[f"claude-code:{sid}"], f"{sid} misses its last messages"
    head = {e.path for e in lib.edits}
    shown = {p: git(vault, "show", f"HEAD:{p}") for p in head}
    for e in lib.edits:
        assert e.phrase in (vault / e.path).read_text(encoding="utf-8"), f"edit lost: {e}"
        assert e.phrase in shown[e.path], f"edit not in git: {e}"
        authors = git(vault, "log", "--reverse", "--format=%an", "-S", e.phrase, "--",
                      e.path).split("\n")
        assert authors[0] == PERSON[0], f"edit committed as {authors[0]}: {e}"
    fsck = subprocess.run(["git", "-C", str(vault), "fsck", "--no-dangling", "--no-progress"],
                          capture_output=True, text=True, check=False)
    assert fsck.returncode == 0 and not (fsck.stdout + fsck.stderr).strip(), fsck


def check_index(lib: Library) -> None:
    """Every note indexed as it is now and nothing else (the keyword side; `musubi doctor`
    also compares the vectors, every few rounds)."""
    engine = Engine(load_config(lib.vault))
    try:
        index = engine.index
        stamps = index.keyword.file_stamps()
        present = sorted(rel for rel, _kind in index.vault_files())
        digests = index.keyword.digests_of(present)
        for rel in present:
            st = (lib.vault / rel).stat()
            assert rel in stamps, f"not indexed: {rel}"
            # The bytes indexed are the note's: by their hash where the store kept it (a note
            # rewritten as it was, by an ingest run again, keeps its old stamp), else by stamp.
            if rel in digests:
                assert digests[rel] == note_digest((lib.vault / rel).read_bytes()), \
                    f"index behind: {rel}"
            else:
                assert stamps[rel] == (st.st_mtime_ns, st.st_size), f"index behind: {rel}"
        assert set(stamps) <= set(present), sorted(set(stamps) - set(present))
    finally:
        engine.close()


def check_search(lib: Library) -> None:
    hits = json.loads(run("search", PHRASE, "--kind", "conversation", "--json", "--limit",
                          "3").stdout)
    first = f"claude-code:{next(iter(lib.sessions))}"
    assert any(h["conversation_id"] == first for h in hits), hits


# -- kills at chosen points ---------------------------------------------------------------------
_DIE = """
import os, sys
from musubi_daemon import state
method, n = sys.argv[1], int(sys.argv[2])
real = getattr(state.State, method)
calls = 0

def dying(self, *args, **kwargs):
    global calls
    out = real(self, *args, **kwargs)
    calls += 1
    if calls == n:
        os._exit(137)  # as SIGKILL: no cleanup, no commit, no rollback
    return out

setattr(state.State, method, dying)
from musubi_daemon.cli import main
sys.argv = ["musubi", *sys.argv[3:]]
main()
"""


def die_after(method: str, n: int, *args: str) -> None:
    """Run musubi and kill it right after its ``n``-th call of ``State.<method>``."""
    proc = subprocess.run([sys.executable, "-c", _DIE, method, str(n), *args],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 137, proc.stderr


def _small_library(home: Path, sessions: int) -> tuple[Library, Path]:
    vault = home / "vault"
    lib = Library(home, vault, random.Random(7))
    for _ in range(sessions):
        lib.add_session(2)
    run("init", str(vault))
    git(vault, "config", "user.name", PERSON[0])
    git(vault, "config", "user.email", PERSON[1])
    run("ingest", "--source", "claude-code")
    return lib, vault


def _changed_note(vault: Path) -> str:
    [line] = [ln for ln in git(vault, "status", "--porcelain").splitlines() if ".md" in ln]
    return line[3:].strip('"')


def test_a_note_a_killed_ingest_wrote_is_musubis_and_merges_cleanly(home: Path) -> None:
    lib, vault = _small_library(home, 3)
    lib.grow(sorted(lib.sessions), exchanges=1)
    die_after("flush", 1, "ingest", "--source", "claude-code")  # one note written, then dead
    rel = _changed_note(vault)
    sid = next(s for s in lib.sessions if s[:8] in (vault / rel).read_text(encoding="utf-8"))
    lib.grow([sid], exchanges=1)  # the session went on while Musubi was down
    run("ingest", "--source", "claude-code")
    log = git(vault, "log", "--format=%an|%s").splitlines()
    assert "Musubi|musubi: notes an interrupted run wrote" in log
    assert not any("edits made outside Musubi" in line for line in log), log
    check_vault(lib)


def test_an_edit_made_after_a_killed_distill_is_never_lost(home: Path) -> None:
    lib, vault = _small_library(home, 2)
    die_after("record_distilled", 1, "distill", "--only-heuristic")
    rel = _changed_note(vault)
    mine, other = sorted(lib.sessions, key=lambda s: s[:8] not in (vault / rel).read_text(
        encoding="utf-8"))
    note = vault / rel
    head, sep, tail = note.read_text(encoding="utf-8").partition("\n## Transcript\n")
    note.write_text(f"{head}\nMy own remark, after the crash.\n{sep}{tail}", encoding="utf-8")
    lib.edits.append(Edit(rel, "My own remark, after the crash."))
    lib.grow([other], exchanges=1)
    run("ingest", "--source", "claude-code")  # commits the edit, and a note of its own
    lib.grow([mine], exchanges=1)
    run("ingest", "--source", "claude-code")  # rewrites the edited note
    run("distill", "--only-heuristic")
    check_vault(lib)
    assert "musubi-conflict" not in note.read_text(encoding="utf-8")  # merged on the right base


# -- the test ----------------------------------------------------------------------------------
def _timed(*args: str) -> float:
    t0 = time.perf_counter()
    musubi(*args, fresh=True)  # a process of its own, as long as a killed one would take
    return time.perf_counter() - t0


def _command(name: str, n: int) -> list[str]:
    if name == "ingest":
        return ["ingest", "--source", "claude-code"]
    if name == "distill":
        return ["distill", "--only-heuristic", "--redo"]
    if name == "lifecycle":
        job = ("maturation", "synthesis")[n % 2]
        return ["lifecycle", "run", job, "--only-heuristic", "--now", _day(n)]
    return ["reindex"]


def _day(n: int) -> str:
    return f"2026-04-{1 + n % 28:02d}T09:00:00Z"


@pytest.mark.slow
def test_kill_9_at_random_points_loses_nothing(home: Path, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    rng = random.Random(SEED)
    vault = home / "vault"
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    monkeypatch.setenv("MUSUBI_VAULT", str(vault))
    lib = Library(home, vault, rng)
    for i in range(30):
        lib.add_session(14 if i % 6 == 0 else 3)
    run("init", str(vault))
    git(vault, "config", "user.name", PERSON[0])
    git(vault, "config", "user.email", PERSON[1])
    run("ingest", "--source", "claude-code")
    run("distill", "--only-heuristic")
    lib.remember(_day(0))
    lib.person_delete(sorted(lib.sessions)[5])
    for i in range(4):
        lib.person_edit(commit=i % 2 == 0)
    # How long each command takes with work to do: kills spread over that span.
    lib.grow(3)
    typical = {"ingest": _timed(*_command("ingest", 0)),
               "distill": _timed(*_command("distill", 0)),
               "lifecycle": _timed(*_command("lifecycle", 0)),
               "reindex": _timed(*_command("reindex", 0))}
    typical["lifecycle"] = max(typical["lifecycle"], _timed(*_command("lifecycle", 1)))
    check_vault(lib)
    setup = doctor("--repair")  # the person's deletion: the state learns of it here
    assert setup["healthy"], json.dumps(setup, indent=1)

    kills: Counter[str] = Counter()
    finished: Counter[str] = Counter()
    found: dict[str, Counter[str]] = {c: Counter() for c in COMMANDS}  # findings
    affected: dict[str, Counter[str]] = {c: Counter() for c in COMMANDS}  # kills with any
    without_doctor: Counter[str] = Counter()  # kills put right by the next run alone
    log: list[str] = []
    attempt = 0
    while sum(kills.values()) < KILLS and attempt < 3 * KILLS:
        name = min(COMMANDS, key=lambda c: (kills[c], (COMMANDS.index(c) - attempt) % 4))
        attempt += 1
        grown: list[str] = []
        if name == "ingest":
            grown = lib.grow(3)
            if attempt % 3 == 0:
                lib.add_session(rng.choice((2, 4, 10)))
        if name == "lifecycle":
            for _ in range(2):
                lib.remember(_day(attempt))
        if rng.random() < 0.5 and name != "reindex":
            lib.person_edit(commit=rng.random() < 0.3)
        args = _command(name, attempt)
        delay = rng.uniform(MIN_DELAY, max(2 * MIN_DELAY, typical[name]))
        t0 = time.perf_counter()
        if not kill_after(args, delay):
            finished[name] += 1  # done sooner than it used to: aim the next kills earlier
            typical[name] = (typical[name] + time.perf_counter() - t0) / 2
            continue
        kills[name] += 1
        # Every other kill, the person just runs the command again, no doctor: each run puts
        # right what a killed one left (its notes, git's locks) before it writes.
        alone = sum(kills.values()) % 2 == 0
        before = {"counts": {}}
        if not alone:
            before = doctor()
            assert before["unrepairable"] == 0, json.dumps(before, indent=1)
            found[name].update(before["counts"])
            affected[name].update(before["counts"].keys())
            repaired = doctor("--repair")
            assert repaired["healthy"], json.dumps(repaired, indent=1)
            after = doctor()
            assert after["healthy"] and not after["counts"], json.dumps(after, indent=1)
        if grown and rng.random() < 0.5:
            # A session the killed ingest was writing went on while Musubi was down.
            lib.grow([rng.choice(grown)], exchanges=1)
        run(*args)
        check_vault(lib)
        check_index(lib)
        if alone:
            healed = doctor()
            assert healed["healthy"], json.dumps(healed, indent=1)
            without_doctor[name] += 1
        if sum(kills.values()) % 4 == 1:
            check_search(lib)
            clean = doctor()
            assert clean["healthy"] and not clean["counts"], json.dumps(clean, indent=1)
        log.append(f"{name} killed at {delay:.2f} s: {dict(before['counts']) or 'clean'} "
                   f"(round {time.perf_counter() - t0:.1f} s)")
    final = doctor()
    assert final["healthy"] and not final["counts"], json.dumps(final, indent=1)
    check_search(lib)
    summary = {"seed": SEED, "kills": dict(kills), "finished_before_kill": dict(finished),
               "setup_doctor_found": setup["counts"],
               "typical_seconds": {k: round(v, 2) for k, v in typical.items()},
               "doctor_found": {k: dict(v) for k, v in found.items()},
               "survived_without_doctor": dict(without_doctor),
               "kills_where_found": {k: dict(v) for k, v in affected.items()}}
    print("\n".join(log))
    print(json.dumps(summary, indent=1))
    assert sum(kills.values()) >= KILLS, summary
