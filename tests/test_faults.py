"""Faults of the whole vault, met through the `musubi` command as a person meets them: here,
a `$` in the vault's path, which nothing may expand.

Once the fault is met the command goes on as anywhere else: every conversation is in the vault
exactly once, whole, committed as Musubi's, and the tree is clean."""

from __future__ import annotations

import json
import os
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.vault.notes import parse, read_frontmatter


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
    assert git(vault, "log", "--format=%s").strip() == "vault: adopted by Musubi"
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
