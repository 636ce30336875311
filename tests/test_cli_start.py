"""A cold `musubi` starts at once: each command's module loads when that command runs, so
`--version`, `--help` and the hooks' first step never import the Engine, git, numpy or Chroma.
The map of commands to modules is checked against what the modules declare."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import click

import musubi_daemon.cli as cli_package
from musubi_daemon.cli.base import COMMANDS, cli

# (``errors``, the one map of failures the hooks' client reads the daemon's answer with, once
# pulled git in; it now imports only the config, and git is checked by name.)
HEAVY = ("musubi_daemon.engine", "git", "numpy", "chromadb", "onnxruntime", "litellm",
         "sqlite3")


def loaded_after(*args: str) -> set[str]:
    """The modules a fresh `musubi ARGS` process has loaded when it exits."""
    code = ("import sys\nfrom musubi_daemon.cli import main\nsys.argv = ['musubi', *sys.argv[1:]]"
            "\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('\\n'.join(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                         check=True).stdout
    return set(out.split())


def test_every_command_is_mapped_to_the_module_that_declares_it() -> None:
    for info in pkgutil.iter_modules(cli_package.__path__):
        importlib.import_module(f"musubi_daemon.cli.{info.name}")
    ctx = click.Context(cli)
    for name in COMMANDS:  # the ones added by hand (daemon, sync, ...) join on first lookup
        assert cli.get_command(ctx, name) is not None, name
    declared = {name: command.callback.__module__.rsplit(".", 1)[-1]
                for name, command in cli.commands.items() if command.callback is not None}
    assert declared == COMMANDS
    assert cli.list_commands(ctx) == sorted(COMMANDS)


def test_the_benchmarks_are_a_developers_command_out_of_the_users_help() -> None:
    """`musubi --help` lists what a person uses; the benchmarks have their own command
    (`musubi-bench`, the package's second script), and `musubi bench` still runs them."""
    from click.testing import CliRunner

    listed = CliRunner().invoke(cli, ["--help"]).output
    assert "ingest" in listed and "bench" not in listed
    code = "from musubi_daemon.cli.bench import main; main()"
    own = subprocess.run([sys.executable, "-c", code, "--help"], capture_output=True,
                         text=True, check=True).stdout
    assert own.startswith("Usage: musubi-bench") and "distill-quality" in own
    old = CliRunner().invoke(cli, ["bench", "--help"])
    assert old.exit_code == 0 and "distill-quality" in old.output
    scripts = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text()
    assert 'musubi-bench = "musubi_daemon.cli.bench:main"' in scripts


def test_version_and_a_hooks_hand_off_load_nothing_heavy() -> None:
    """`--help` lists every command and loads them all; these two must not."""
    for args in (["--version"], ["--vault", "/nowhere", "hooks", "run", "session-end"]):
        heavy = {m for m in loaded_after(*args) if m.split(".")[0] in HEAVY or m in HEAVY}
        assert not heavy, (args, sorted(heavy)[:10])


def test_a_command_still_runs_and_its_errors_still_map_to_exit_codes(tmp_path) -> None:
    r = subprocess.run([sys.executable, "-m", "musubi_daemon", "--vault",
                        str(tmp_path / "nowhere"), "status"], capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "nowhere" in r.stderr


def test_the_session_start_briefing_loads_neither_numpy_nor_chroma(tmp_path) -> None:
    """The SessionStart hook's briefing reads the library's notes; with no loop for a later
    conversation to close, it needs no vectors, so neither numpy nor Chroma loads (each costs
    a tenth to half a second of the agent's start)."""
    vault = tmp_path / "vault"
    subprocess.run([sys.executable, "-m", "musubi_daemon", "init", str(vault)], check=True,
                   capture_output=True)
    loaded = loaded_after("--vault", str(vault), "hooks", "run", "session-start")
    assert "musubi_daemon.knowledge.briefing" in loaded  # it did make the briefing
    assert not {m for m in loaded if m.split(".")[0] in ("numpy", "chromadb", "onnxruntime")}


def test_a_cold_search_of_a_small_library_never_loads_chroma(home) -> None:
    """Up to ``VECTOR_EXACT_MAX`` passages the vectors are compared exactly from the vector
    cache: a cold `musubi search` answers without importing Chroma (half a second)."""
    vault = home / "vault"
    subprocess.run([sys.executable, "-m", "musubi_daemon", "init", "--no-remember", str(vault)],
                   check=True, capture_output=True)
    for text in ("The tile cache lives on the NAS.", "Rye bread proofs overnight."):
        subprocess.run([sys.executable, "-m", "musubi_daemon", "--vault", str(vault),
                        "remember", text], check=True, capture_output=True)
    subprocess.run([sys.executable, "-m", "musubi_daemon", "--vault", str(vault), "reindex"],
                   check=True, capture_output=True)
    code = ("import sys, json\nfrom musubi_daemon.config import load_config\n"
            "from musubi_daemon.engine import Engine\nfrom pathlib import Path\n"
            f"e = Engine(load_config(Path({str(vault)!r})))\n"
            "hits = e.search('where is the tile cache', mode='fast')\n"
            "print(json.dumps([hits[0].text, 'chromadb' in sys.modules]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    top, chroma = json.loads(out)
    assert "tile cache" in top and chroma is False
