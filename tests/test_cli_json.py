"""`--json` across the command line: every `musubi` command that prints a result takes it, and
its help says what it prints, so a person or a script reading `musubi CMD --help` knows the
keys they get. `init` and `reindex` print what their help names on a fresh vault, and so do the
`--json` options of `hooks install`/`uninstall`, `service install`/`uninstall` and
`thoughts send`."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click
import pytest
from cli_helpers import musubi

from musubi_daemon.cli import cli

# Groups not walked: developer tools, not a person's commands.
SKIPPED_GROUPS = {"bench"}

# Commands without --json, and why none is wanted.
NO_JSON = {
    "daemon": "long-running: it serves until stopped (`musubi status --json` reports on it)",
    "mcp": "long-running server: its stdout is the MCP protocol itself, over stdio",
    "hooks run": "internal: the step an agent's hook runs; its stdout is the agent's hook "
                 "protocol (plain context, or the agent's own JSON)",
    "hooks work": "internal and hidden: a session a hook handed off, ingested in the "
                  "background; it prints nothing",
    "token": "prints a secret, bare, for `$(musubi token)` or --path's file; a JSON wrapper "
             "tells a script nothing more and invites logging the token",
}

def walk(group: click.Group, ctx: click.Context, path: tuple[str, ...] = ()
         ) -> Iterator[tuple[str, click.Command]]:
    for name in group.list_commands(ctx):
        if not path and name in SKIPPED_GROUPS:
            continue
        command = group.get_command(ctx, name)
        assert command is not None, name
        if isinstance(command, click.Group):
            yield from walk(command, ctx, (*path, name))
        else:
            yield " ".join((*path, name)), command


def commands() -> dict[str, click.Command]:
    return dict(walk(cli, click.Context(cli)))


def json_option(command: click.Command) -> click.Option | None:
    found = [p for p in command.params
             if isinstance(p, click.Option) and "--json" in p.opts]
    return found[0] if found else None


def json_help(path: str) -> str:
    option = json_option(commands()[path])
    assert option is not None and option.help, path
    return option.help


def says_what_it_prints(help_text: str | None) -> bool:
    """Help that names JSON and what it holds: at least eight words, some of them listed (a
    comma or a colon between them), as "Print the report as JSON: healthy, problems, ..."."""
    words = re.findall(r"[A-Za-z_]+", help_text or "")
    return "JSON" in words and len(words) >= 8 and bool(re.search(r"[,:]", help_text or ""))


def names_every_key(help_text: str, printed: dict[str, Any]) -> list[str]:
    """The top-level keys printed that the help does not name."""
    return [k for k in printed if not re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])",
                                                help_text)]


# -- the command tree -------------------------------------------------------------------------

def test_every_json_option_says_what_it_prints() -> None:
    vague = {path: option.help for path, c in commands().items()
             if (option := json_option(c)) is not None and not says_what_it_prints(option.help)}
    assert not vague, "--json help that does not say what it prints (write 'Print ... as " \
                      f"JSON: <the main keys>'): {vague}"


def test_every_command_that_prints_a_result_has_json() -> None:
    lacking = sorted(path for path, c in commands().items()
                     if json_option(c) is None and path not in NO_JSON)
    assert not lacking, f"commands without --json and not in NO_JSON (with why): {lacking}"


def test_the_exemptions_are_current() -> None:
    found = commands()
    stale = [p for p in NO_JSON if p not in found or json_option(found[p]) is not None]
    assert not stale, f"in NO_JSON but gone or given --json since: {stale}"


# -- what is printed --------------------------------------------------------------------------

def run_json(*args: str) -> Any:
    proc = musubi(*args)
    try:
        return json.loads(proc.stdout)
    except ValueError as e:
        raise AssertionError(f"musubi {args} printed no JSON: {proc.stdout!r}") from e


def test_init_and_reindex_print_their_reports(home: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUSUBI_EMBED_BACKEND", "stand-in")  # no model to load
    vault = tmp_path / "vault"
    info = run_json("init", "--json", "--no-remember", str(vault))
    assert {"vault", "git_initialised", "commit", "config", "cache"} <= info.keys()
    assert Path(info["vault"]).resolve() == vault.resolve()
    assert info["git_initialised"] is True
    assert info["config"] is None  # --no-remember: no config file names it
    assert Path(info["cache"]).is_dir()

    report = run_json("--vault", str(vault), "reindex", "--json")
    assert {"files_indexed", "chunks_added", "pending", "errors"} <= report.keys()
    assert report["files_indexed"] == 0
    assert report["chunks_added"] == 0
    assert report["pending"] == 0
    assert report["errors"] == []


def test_hooks_install_and_uninstall_print_what_they_did(vault: Path, home: Path) -> None:
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text("{}\n")
    help_text = json_help("hooks install")

    def hooks(*args: str) -> Any:
        return run_json("--vault", str(vault), "hooks", *args, "claude-code", "--json")

    dry = hooks("install", "--dry-run")
    assert not names_every_key(help_text, dry), names_every_key(help_text, dry)
    assert dry == {"agent": "claude-code", "path": str(settings), "changed": True,
                   "written": False, "diff": dry["diff"]}
    assert '"SessionStart"' in dry["diff"]
    assert settings.read_text() == "{}\n"

    done = hooks("install")
    assert (done["changed"], done["written"], done["diff"]) == (True, True, dry["diff"])
    assert "SessionStart" in json.loads(settings.read_text())["hooks"]
    again = hooks("install")
    assert (again["changed"], again["written"], again["diff"]) == (False, False, "")

    out = hooks("uninstall")
    assert not names_every_key(json_help("hooks uninstall"), out)
    assert (out["path"], out["changed"], out["written"]) == (str(settings), True, True)
    assert settings.read_text() == "{}\n"


@pytest.fixture
def systemctl(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake `systemctl` first on PATH that does nothing and succeeds; its calls logged."""
    bin_dir = tmp_path / "fakebin"
    bin_dir.mkdir()
    log = tmp_path / "calls.log"
    exe = bin_dir / "systemctl"
    exe.write_text(f'#!/bin/sh\necho "systemctl $*" >> "{log}"\nexit 0\n')
    exe.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return log


def test_service_install_and_uninstall_print_what_they_did(vault: Path, home: Path,
                                                            systemctl: Path) -> None:
    def service(*args: str) -> Any:
        return run_json("--vault", str(vault), "service", *args, "--manager", "systemd",
                        "--json")

    dry = service("install", "--dry-run")
    assert not names_every_key(json_help("service install"), dry)
    unit = Path(dry["file"])
    assert (dry["manager"], dry["written"], dry["enabled"], dry["ran"]) == (
        "systemd", False, False, [])
    assert "systemctl --user daemon-reload" in dry["steps"]
    assert "ExecStart=" in dry["content"]
    assert not unit.exists() and not systemctl.exists()

    done = service("install")
    assert (done["written"], done["enabled"], done["failed"]) == (True, True, None)
    assert done["ran"] == dry["steps"] == systemctl.read_text().splitlines()
    assert unit.read_text() == dry["content"]

    out = service("uninstall")
    assert not names_every_key(json_help("service uninstall"), out)
    assert (out["file"], out["installed"], out["removed"], out["failed"]) == (
        str(unit), True, True, None)
    assert out["ran"] == out["steps"]
    assert not unit.exists()
    gone = service("uninstall")
    assert (gone["installed"], gone["removed"], gone["ran"]) == (False, False, [])


def test_thoughts_send_prints_the_thought(vault: Path) -> None:
    sent = run_json("--vault", str(vault), "thoughts", "send", "build", "tests", "are", "green",
                    "--from", "ana", "--to", "coder", "--json")
    assert not names_every_key(json_help("thoughts send"), sent)
    assert sent | {"id": 0, "at": ""} == {"id": 0, "channel": "build", "from": "ana",
                                          "to": "coder", "content": "tests are green", "at": ""}
    page = run_json("--vault", str(vault), "thoughts", "read", "build", "--json")
    assert page["thoughts"] == [sent]
    # Without --json the plain line is as it was: the thought's id.
    plain = musubi("--vault", str(vault), "thoughts", "send", "build", "again", "--from", "ana")
    assert plain.stdout == f"#{sent['id'] + 1}\n"
