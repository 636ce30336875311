"""Faults of the whole vault, met through the `musubi` command as a person meets them: a full
disk, a read-only vault, a `$` in the vault's path, a port another program holds, and the MCP
`remember` tool on a read-only vault.

Each fault stops the command with one line that says what happened and what to do (never a
traceback) and exit code 1; nothing is left half-written or half-committed, and once the fault is
gone the same command finishes the job: every note written before the fault is committed as
Musubi's, every conversation is in the vault exactly once, the tree is clean.

The faults are real: a tmpfs too small for the run, a read-only bind mount (as root; otherwise
the permission bits, which root would ignore), the kernel's file size limit (RLIMIT_FSIZE, which
stops git as a full disk would, on any machine), a socket listening on the daemon's port."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import resource
import socket
import stat
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git
from cli_helpers import musubi as musubi_cli
from mcp_helpers import RawStdio

from musubi_daemon.vault.notes import parse, read_frontmatter


def musubi(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """Each command a process of its own: what a fault prints is the whole of stderr, logs and
    warnings included, as a person would see it."""
    return musubi_cli(*args, check=check, fresh=True)

FAULT_EXIT = 1  # as a busy vault: nothing wrong with the request, run it again once fixed


# -- the world ---------------------------------------------------------------------------------
def sessions(home: Path, first: int, count: int, turns: int = 2) -> list[str]:
    """``count`` Claude Code sessions, each a few short turns; their conversation ids."""
    ids = []
    for i in range(first, first + count):
        sid = f"fa017{i:03d}-aaaa-4bbb-8ccc-{i:012d}"
        s = Session(project_dir(home) / f"{sid}.jsonl", sid)
        for t in range(turns):
            s.user(f"Hut {i}, question {t}: when does it open?").assistant(f"At {t + 6}.")
        s.write()
        ids.append(f"claude-code:{sid}")
    return ids


def run(*args: str, file_size_limit: int | None = None) -> subprocess.CompletedProcess[str]:
    """The real `musubi` command; with ``file_size_limit`` the kernel refuses it (and the git
    it starts) any file past that many bytes, as `ulimit -f` would."""
    def limit() -> None:
        if file_size_limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))

    if file_size_limit is None:  # the limit is the process's own: no warm start for it
        return musubi_cli(*args, check=False, fresh=True)
    return subprocess.run([sys.executable, "-m", "musubi_daemon", *args], capture_output=True,
                          text=True, env=os.environ.copy(), check=False, preexec_fn=limit)


def assert_one_line(proc: subprocess.CompletedProcess[str], *words: str) -> str:
    """Exit 1 and one line on stderr, `musubi: ...`, holding ``words``: no traceback."""
    err = proc.stderr.strip()
    assert "Traceback" not in err, err
    assert proc.returncode == FAULT_EXIT, (proc.returncode, err)
    assert len(err.splitlines()) == 1, err
    assert err.startswith("musubi: "), err
    for w in words:
        assert w in err, (w, err)
    return err


def conversation_notes(vault: Path) -> list[Path]:
    return sorted((vault / "Musubi" / "conversations").rglob("*.md"))


def assert_finished(vault: Path, ids: list[str]) -> None:
    """Every conversation in the vault once, whole, committed as Musubi's; nothing left over."""
    seen: Counter[str] = Counter()
    for p in conversation_notes(vault):
        text = p.read_text(encoding="utf-8")
        conv = parse(text)
        fm = read_frontmatter(text)
        assert fm["content_hash"] == conv.content_hash(), f"half written: {p}"
        seen[conv.id] += 1
    assert set(seen) == set(ids), (sorted(set(ids) - set(seen)), sorted(set(seen) - set(ids)))
    assert max(seen.values()) == 1, [i for i, n in seen.items() if n > 1]
    assert git(vault, "status", "--porcelain", "--untracked-files=all").strip() == ""
    assert not [p for p in vault.rglob(".musubi-*.tmp")], "temp files left"
    assert not list((vault / ".git").glob("*.lock")), "git locks left"
    # Every note went into history under Musubi's name, none as the person's edit.
    by_person = git(vault, "log", "--author=ana@example.org", "--name-only", "--format=",
                    "--", "Musubi/conversations").strip()
    assert by_person == "", by_person
    fsck = subprocess.run(["git", "-C", str(vault), "fsck", "--no-dangling", "--no-progress"],
                          capture_output=True, text=True, check=False)
    assert fsck.returncode == 0 and not (fsck.stdout + fsck.stderr).strip(), fsck


def snapshot(vault: Path) -> dict[str, tuple[int, int, bytes]]:
    """Every file of the vault, .git too: mode, size and bytes."""
    out = {}
    for p in sorted(vault.rglob("*")):
        if p.is_file() and not p.is_symlink():
            st = p.stat()
            out[p.relative_to(vault).as_posix()] = (stat.S_IMODE(st.st_mode), st.st_size,
                                                   p.read_bytes())
    return out


def _try(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(argv), capture_output=True, text=True, check=False)


def _unmount(path: Path) -> None:
    if _try("umount", str(path)).returncode != 0:
        _try("umount", "-l", str(path))  # a process still in it: detached, never left behind


# -- a full disk -------------------------------------------------------------------------------
@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 4 MiB tmpfs of the test's own, unmounted at the end."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root; the RLIMIT_FSIZE variant runs instead")
    where = tmp_path / "small-disk"
    where.mkdir()
    made = _try("mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(where))
    if made.returncode != 0:
        pytest.skip(f"this machine does not let root mount a tmpfs: {made.stderr.strip()}")
    try:
        yield where
    finally:
        _unmount(where)


def fill(disk: Path, leave: int) -> Path:
    """Fill ``disk`` but ``leave`` bytes; deleting the file returned frees the space."""
    filler = disk / "filler"
    with open(filler, "wb") as f, contextlib.suppress(OSError):
        while True:
            f.write(b"\0" * 65536)
            f.flush()
    os.truncate(filler, max(0, filler.stat().st_size - leave))
    return filler


@pytest.mark.parametrize("room", ["none", "a few notes", "every note"])
def test_a_full_disk_stops_with_one_line_and_the_next_run_finishes(
        small_disk: Path, home: Path, room: str) -> None:
    """The vault on a disk that fills up during an ingest: before anything is written (git
    itself cannot refresh its index), after a few notes, after every note but before git could
    store them (the person's report: 734 notes written, none committed). Each time one line,
    exit 1; space freed, the same command commits what was written and writes the rest."""
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    vault = small_disk / "vault"
    musubi("init", str(vault))
    ids = sessions(home, 0, 30)
    page = 4096  # each short note takes one page of the tmpfs
    leave = {"none": 0, "a few notes": 6 * page, "every note": 30 * page + 4 * page}[room]
    filler = fill(small_disk, leave)
    head = git(vault, "rev-parse", "HEAD")

    full = musubi("ingest", "--source", "claude-code", check=False)
    assert_one_line(full, str(vault), "is full", "No space left on device",
                    "free some space", "run the same command again")
    written = len(conversation_notes(vault))
    assert {"none": written == 0, "a few notes": 0 < written < 30,
            "every note": written == 30}[room], written
    assert git(vault, "rev-parse", "HEAD") == head  # nothing committed half
    again = musubi("ingest", "--source", "claude-code", check=False)  # still full: the same
    assert_one_line(again, "is full")

    filler.unlink()
    done = musubi("ingest", "--source", "claude-code")
    assert "Traceback" not in done.stderr
    assert_finished(vault, ids)
    log = git(vault, "log", "--format=%an|%s").splitlines()
    if written:
        assert "Musubi|musubi: notes an interrupted run wrote" in log, log
    # Nothing left to do: the run after changes nothing.
    assert "nothing new to commit" in musubi("ingest", "--source", "claude-code").stdout
    assert musubi("doctor").returncode == 0


def test_a_file_size_limit_stops_git_like_a_full_disk_and_the_next_run_finishes(
        vault: Path, home: Path) -> None:
    """The same, unprivileged: the kernel's file size limit (RLIMIT_FSIZE) on the command and
    the git it starts. The vault holds 4,000 attachments with long names, so its git index is
    larger than the limit; every note is written (each far below it), then `git add` is stopped
    by the kernel while it writes the index (SIGXFSZ), leaving its lock, as a full disk would
    stop it. One line, exit 1; the limit lifted, the next run removes the lock, commits the
    notes as Musubi's and finishes."""
    attachments = vault / "attachments"
    attachments.mkdir()
    for i in range(4000):
        (attachments / f"{i:05d} {'scan of the hut logbook ' * 8}.txt").write_text(f"{i}\n")
    git(vault, "add", "-A")
    git(vault, "commit", "-q", "-m", "attachments")
    time.sleep(1.1)  # past git's racy-timestamp second: nothing for `git status` to refresh
    git(vault, "update-index", "--refresh")
    index = (vault / ".git" / "index").stat().st_size
    limit = index // 2
    assert limit > 400_000, index  # room for the cache's state and every note
    ids = sessions(home, 0, 10)
    head = git(vault, "rev-parse", "HEAD")

    stopped = run("ingest", "--source", "claude-code", file_size_limit=limit)
    assert_one_line(stopped, str(vault), "File too large", "ulimit -f",
                    "run the same command again")
    assert len(conversation_notes(vault)) == 10  # written, not committed
    assert git(vault, "rev-parse", "HEAD") == head

    done = run("ingest", "--source", "claude-code")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert_finished(vault, ids)
    log = git(vault, "log", "--format=%an|%s").splitlines()
    assert log[0] == "Musubi|musubi: notes an interrupted run wrote", log
    assert "nothing new to commit" in musubi("ingest", "--source", "claude-code").stdout
    assert musubi("doctor").returncode == 0


# -- a read-only vault -------------------------------------------------------------------------
@contextlib.contextmanager
def read_only(path: Path) -> Iterator[str]:
    """``path`` read-only: a read-only bind mount as root (root ignores permission bits), the
    permission bits otherwise; as it was again afterwards, whatever the test did."""
    if os.geteuid() == 0:
        made = _try("mount", "--bind", str(path), str(path))
        if made.returncode != 0:
            pytest.skip("running as root, which ignores permission bits, and this machine "
                        f"refuses a read-only bind mount: {made.stderr.strip()}")
        try:
            ro = _try("mount", "-o", "remount,ro,bind", str(path))
            if ro.returncode != 0:
                pytest.skip(f"this machine refuses a read-only remount: {ro.stderr.strip()}")
            yield "mount"
        finally:
            _unmount(path)
        return
    modes = {p: stat.S_IMODE(p.lstat().st_mode) for p in [path, *path.rglob("*")]
             if not p.is_symlink()}
    try:
        for p, mode in sorted(modes.items(), reverse=True):  # the files, then their folders
            p.chmod(mode & ~0o222)
        yield "chmod"
    finally:
        for p, mode in sorted(modes.items()):
            with contextlib.suppress(OSError):
                p.chmod(mode)


def test_a_read_only_vault_stops_each_writer_with_one_line_and_changes_nothing(
        vault: Path, home: Path) -> None:
    ids = sessions(home, 0, 3)
    musubi("ingest", "--source", "claude-code")
    ids += sessions(home, 3, 2)  # new conversations for ingest to write
    before = snapshot(vault)
    with read_only(vault) as how:
        fix = "remount it read-write" if how == "mount" else "chmod -R u+w"
        for command in (("ingest", "--source", "claude-code"), ("distill", "--only-heuristic"),
                        ("remember", "The hut opens at seven in summer.")):
            assert_one_line(musubi(*command, check=False), str(vault), "read-only", fix,
                            "run the same command again")
    after = snapshot(vault)  # writable again, each file's mode as it was
    assert after == before, sorted(k for k in set(before) | set(after)
                                   if before.get(k) != after.get(k))

    # Writable again: everything goes through.
    musubi("ingest", "--source", "claude-code")
    musubi("distill", "--only-heuristic")
    musubi("remember", "The hut opens at seven in summer.")
    assert_finished(vault, ids)
    assert len(list((vault / "Musubi" / "episodes").rglob("*.md"))) == 1


def test_remember_over_mcp_on_a_read_only_vault_is_a_clear_tool_error(
        vault: Path, home: Path, tmp_path: Path) -> None:
    before = snapshot(vault)
    with read_only(vault):
        raw = RawStdio(vault, tmp_path / "mcp.log")
        try:
            raw.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                       "clientInfo": {"name": "faults", "version": "0"}})
            raw.send("notifications/initialized", notify=True)
            answer = raw.request("tools/call", {"name": "remember", "arguments": {
                "text": "The hut opens at seven in summer."}})
        finally:
            raw.close()
        log = raw.stderr()
    after = snapshot(vault)
    result = answer["result"]
    assert result.get("isError") is True, result
    text = result["content"][0]["text"]
    assert "read-only" in text and str(vault) in text and "Errno" not in text, text
    assert "Traceback" not in log, log
    assert after == before


# -- a `$` in the vault's path -----------------------------------------------------------------
@pytest.mark.parametrize("leftover", [False, True], ids=["fresh", "after-a-crashed-init"])
def test_a_vault_path_holding_a_dollar_works_like_any_other(
        home: Path, tmp_path: Path, leftover: bool) -> None:
    """A folder really named `$HOME`: nothing expands it (the variable is set, to another
    folder). An empty repository a crashed init left there is adopted."""
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    vault = tmp_path / "$HOME" / "notes $USER ${HOME}" / "vault"
    if leftover:
        vault.mkdir(parents=True)
        subprocess.run(["git", "init", "-q", str(vault)], check=True)
    made = musubi("init", str(vault))
    assert made.stderr.strip() == "", made.stderr
    assert git(vault, "rev-parse", "--show-toplevel").strip() == str(vault)
    assert git(vault, "log", "--format=%s").strip().splitlines() == [
        "musubi init: Obsidian Bases over the library", "vault: adopted by Musubi"]
    expanded = Path(os.path.expandvars(str(vault)))
    assert not expanded.exists() and not (home / "vault").exists()

    ids = sessions(home, 0, 3)
    for command in (("ingest", "--source", "claude-code"), ("distill", "--only-heuristic"),
                    ("remember", "The hut opens at seven in summer."), ("status",),
                    ("doctor",)):
        done = musubi(*command)
        assert "Traceback" not in done.stderr and "warn" not in done.stderr.lower(), done.stderr
    assert_finished(vault, ids)
    assert json.loads(musubi("status", "--json").stdout)["vault"] == str(vault)


# -- a taken port ------------------------------------------------------------------------------
def test_a_daemon_on_a_taken_port_exits_says_which_and_leaves_no_trace(
        vault: Path, home: Path, tmp_path: Path) -> None:
    sessions(home, 0, 2)
    head = git(vault, "rev-parse", "HEAD")
    cache = Path(json.loads(musubi("status", "--json").stdout)["cache"])
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        proc = subprocess.Popen([sys.executable, "-m", "musubi_daemon", "daemon", "--port",
                                 str(port)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=os.environ.copy())
        try:
            _, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
            pytest.fail(f"the daemon kept running on a port it could not serve: {err[-2000:]}")
    assert_one_line(subprocess.CompletedProcess(proc.args, proc.returncode, "", err),
                    f"port {port}", "--port", "MUSUBI_DAEMON_PORT")
    status = json.loads(musubi("status", "--json").stdout)
    assert status["daemon"] is None, status["daemon"]
    assert "daemon running" not in musubi("status").stdout
    assert not (cache / "daemon.json").exists()
    with open(cache / "daemon.lock", "a") as f:  # free: the next daemon may take it
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    assert git(vault, "rev-parse", "HEAD") == head  # it did no work before it stopped
    assert not conversation_notes(vault)

