"""`musubi hooks`: Musubi's hooks in a coding agent's settings (Claude Code, Codex, Gemini
CLI), and the steps those hooks run. A step never breaks the agent's session: whatever goes
wrong is said on stderr, and it exits 0."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from ..config import HOOK_START_TIMEOUT_S, HOOK_STDIN_SECONDS, Config, ConfigError, load_config
from ..hooks import settings as cc
from ..hooks.agents import AGENTS as KNOWN
from ..hooks.agents import STEPS, Agent
from ..jsonish import JSONObject
from .base import cli

AGENTS = click.Choice(sorted(KNOWN))
F = TypeVar("F", bound=Callable[..., Any])
# Seconds kept back from the agent's own timeout, to say why before it stops the hook.
_MARGIN_S = 3


def _project_option(f: F) -> F:
    return click.option(
        "--project", "project", is_flag=False, flag_value=".", default=None,
        type=click.Path(file_okay=False, path_type=Path),
        help="The project's settings (.claude/settings.json, .codex/hooks.json or "
             ".gemini/settings.json in PATH, default the current folder) instead of yours.")(f)


def _settings(project: Path | None, agent: Agent) -> Path:
    return cc.settings_path(project.expanduser().absolute() if project else None, os.environ,
                            Path.home(), agent)


def _json_option(what: str) -> Callable[[F], F]:
    return click.option(
        "--json", "as_json", is_flag=True,
        help="Print what was done as JSON: agent, path (the settings file), changed (whether "
             f"{what} changes it), written (false with --dry-run) and diff (the change, "
             "unified).")


def _apply(change: cc.Change, dry_run: bool, done: str, agent: str, as_json: bool) -> None:
    if not dry_run:
        try:
            change.write()
        except cc.SettingsError as e:
            raise click.ClickException(str(e)) from e
    if as_json:
        click.echo(json.dumps({"agent": agent, "path": str(change.path),
                               "changed": change.changed,
                               "written": change.changed and not dry_run,
                               "diff": change.diff()}, indent=2))
    elif dry_run:
        click.echo(change.diff() or f"no change to {change.path}", nl=not change.changed)
    else:
        click.echo(f"{done} {change.path}" if change.changed else f"no change to {change.path}")


@cli.group()
def hooks() -> None:
    """Musubi in a coding agent's session: a briefing when it starts, an ingest when it ends."""


@hooks.command()
@click.argument("agent", type=AGENTS)
@_project_option
@click.option("--dry-run", is_flag=True, help="Print the change as a diff; write nothing.")
@_json_option("installing")
@click.pass_context
def install(ctx: click.Context, agent: str, project: Path | None, dry_run: bool,
            as_json: bool) -> None:
    """Add the hooks at a session's start and end and before the agent compacts its context
    (Claude Code and Codex call that event PreCompact, Gemini CLI PreCompress); again:
    Musubi's are replaced."""
    try:
        vault = load_config(ctx.obj.get("vault")).existing_vault().resolve()
        change = cc.install(_settings(project, KNOWN[agent]), vault, KNOWN[agent])
    except (ConfigError, cc.SettingsError) as e:
        raise click.UsageError(str(e)) from e
    _apply(change, dry_run, "Musubi's hooks are in", agent, as_json)


@hooks.command()
@click.argument("agent", type=AGENTS)
@_project_option
@click.option("--dry-run", is_flag=True, help="Print the change as a diff; write nothing.")
@_json_option("uninstalling")
def uninstall(agent: str, project: Path | None, dry_run: bool, as_json: bool) -> None:
    """Take out Musubi's hooks, and only those."""
    try:
        change = cc.uninstall(_settings(project, KNOWN[agent]))
    except cc.SettingsError as e:
        raise click.UsageError(str(e)) from e
    _apply(change, dry_run, "Musubi's hooks are out of", agent, as_json)


@hooks.command()
@click.argument("agent", type=AGENTS)
@click.option("--project", type=click.Path(file_okay=False, path_type=Path), default=".",
              show_default=True, help="The project whose settings are checked too.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the status as JSON: user and project, each with path, exists, "
                   "installed, events (each one's command, executable) and error.")
def status(agent: str, project: Path, as_json: bool) -> None:
    """Whether Musubi's hooks are installed, in your settings and the project's."""
    rows = {"user": cc.status(_settings(None, KNOWN[agent])),
            "project": cc.status(_settings(project, KNOWN[agent]))}
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    for scope, row in rows.items():
        if row["error"]:
            click.echo(f"{scope}: {row['path']}: cannot be read: {row['error']}")
        elif not row["installed"]:
            click.echo(f"{scope}: not installed ({row['path']}"
                       f"{'' if row['exists'] else ', no such file'})")
        else:
            click.echo(f"{scope}: installed in {row['path']} for {', '.join(row['events'])}")
            for event, hook in row["events"].items():
                there = "" if hook["executable"] else "  (its program is missing)"
                click.echo(f"  {event}: {hook['command']}{there}")


@hooks.command()
@click.argument("step", type=click.Choice(STEPS))
@click.option("--agent", "agent_name", type=AGENTS, default="claude-code", show_default=True,
              help="The agent that runs the hook: how it takes context, whose transcript.")
@click.pass_context
def run(ctx: click.Context, step: str, agent_name: str) -> None:
    """The step a hook runs, given the agent's JSON on stdin (not for typing by hand)."""
    from ..hooks.run import read_event

    agent = KNOWN[agent_name]
    try:
        event = read_event(sys.stdin, HOOK_STDIN_SECONDS)
        config = load_config(ctx.obj.get("vault"))
        if step == "session-start":
            _start(config, event, agent)
        else:
            _ingest(config, event, agent)
    except Exception as e:  # the agent's session goes on, whatever Musubi met
        click.echo(f"musubi hooks run {step}: {e}", err=True)


def _start(config: Config, event: JSONObject, agent: Agent) -> None:
    from ..hooks.run import briefing

    folder = str(event.get("cwd") or os.getcwd())
    answer = briefing(config, folder, HOOK_START_TIMEOUT_S - _MARGIN_S)
    if agent.context_json:  # stdout is shown to the person, not the model, unless it is this
        click.echo(json.dumps({"hookSpecificOutput": {
            "hookEventName": "SessionStart", "additionalContext": answer["text"]}}))
    else:
        click.echo(answer["text"])


def _ingest(config: Config, event: JSONObject, agent: Agent) -> None:
    from ..hooks.run import hand_off

    transcript = event.get("transcript_path")
    if not transcript:
        raise ValueError("no transcript_path in the hook's input")
    hand_off(config, agent.source, Path(str(transcript)).expanduser(),
             str(event["cwd"]) if event.get("cwd") else None)


@hooks.command(hidden=True)
@click.option("--source", required=True)
@click.option("--transcript", required=True, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--project", help="The session's folder, whose briefing is made again.")
@click.pass_context
def work(ctx: click.Context, source: str, transcript: Path, project: str | None) -> None:
    """A session a hook handed off: ingested, then indexed, detached from the agent."""
    from ..hooks.run import ingest_session

    ingest_session(load_config(ctx.obj.get("vault")), source, transcript, project=project)
