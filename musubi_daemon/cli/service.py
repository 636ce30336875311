"""``musubi service``: run the daemon at login as a systemd user service or a launchd agent."""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ..config import ConfigError, load_config
from ..daemon import service as svc
from .base import Command


def _manager_option(f: Command) -> Command:
    # Hidden: the platform decides; the option lets tests (and a curious reader) render the
    # other platform's file.
    return click.option("--manager", type=click.Choice(svc.MANAGERS), hidden=True,
                        help="systemd or launchd (default: this platform's).")(f)


def _manager(name: str | None) -> svc.Manager:
    if name in svc.MANAGERS:
        return name
    try:
        return svc.default_manager()
    except svc.ServiceError as e:
        raise click.ClickException(str(e)) from e


def _vault_option(ctx: click.Context) -> Path | None:
    return (ctx.obj or {}).get("vault")


def _warn(message: str) -> None:
    click.echo(f"Warning: {message}", err=True)


def _failed(result: svc.StepResult) -> dict[str, str]:
    return {"step": str(result.step), "output": result.output}


def _ran(outcome: svc.Outcome) -> list[str]:
    return [str(result.step) for result in outcome.results if result.ok]


def _say(as_json: bool) -> Callable[[str], None]:
    """A plain line on stdout; nothing when the command prints JSON instead."""
    def quiet(line: str) -> None:
        pass

    return quiet if as_json else click.echo


@click.group()
def service() -> None:
    """Run the daemon at login: a systemd user service (Linux) or a launchd agent (macOS)."""


@service.command()
@click.option("--dry-run", is_flag=True, help="Print the file and the commands; change nothing.")
@click.option("--json", "as_json", is_flag=True,
              help="Print what was done as JSON: manager, file, vault, content (the file's "
                   "text), log_dir, written, steps (the commands), ran (those that succeeded), "
                   "enabled, failed (its step and output, or null), manual (the commands to "
                   "enable it by hand) and logs.")
@_manager_option
@click.pass_context
def install(ctx: click.Context, dry_run: bool, as_json: bool, manager: str | None) -> None:
    """Write the unit (or plist) for the vault and enable it, so the daemon runs at every login.

    Without a reachable service manager (a container, no user bus) the file is still written and
    the commands to enable it are printed; the exit code stays 0.
    """
    mgr = _manager(manager)
    try:
        cfg = load_config(_vault_option(ctx))
        vault = cfg.require_vault()
        cache = cfg.cache_dir
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    if not vault.is_dir():
        raise click.UsageError(f"no vault at {vault}: run `musubi init {vault}` first")
    try:
        unit = svc.build(mgr, vault, cache)
    except svc.ServiceError as e:
        raise click.ClickException(str(e)) from e
    steps = svc.enable_steps(mgr, unit.path)
    report: dict[str, Any] = {
        "manager": mgr, "file": str(unit.path), "vault": str(vault),
        "content": unit.content.decode("utf-8"), "log_dir": str(unit.log_dir), "written": False,
        "steps": [str(step) for step in steps], "ran": [], "enabled": False, "failed": None,
        "manual": [], "logs": unit.logs()}
    say = _say(as_json)
    if dry_run:
        say(f"Would write {unit.path}:\n")
        say(unit.content.decode("utf-8"))
        say(f"Would create {unit.log_dir}")
        say("Would run:")
        for step in steps:
            say(f"  {step}")
    else:
        _enable(mgr, unit, steps, report, say)
    if as_json:
        click.echo(json.dumps(report, indent=2))


def _enable(mgr: svc.Manager, unit: svc.ServiceFile, steps: list[svc.Step],
            report: dict[str, Any], say: Callable[[str], None]) -> None:
    """Write the file and run the steps that enable it, noting in ``report`` what they did."""
    try:
        svc.write(unit)
    except OSError as e:
        raise click.ClickException(f"cannot write {unit.path}: {e}") from e
    report["written"] = True
    say(f"Wrote {unit.path} (vault {unit.vault})")
    outcome = svc.run_steps(steps)
    report["ran"] = _ran(outcome)
    for step in report["ran"]:
        say(f"  ran: {step}")
    if outcome.failed is not None:
        failed = outcome.failed
        report["failed"] = _failed(failed)
        report["manual"] = svc.manual_enable(mgr, unit.path)
        _warn(f"could not enable the service: `{failed.step}` failed: "
              f"{failed.output or 'no message'}")
        click.echo("The file is written but not enabled. Enable it by hand, from your login "
                   "session:", err=True)
        for line in report["manual"]:
            click.echo(f"  {line}", err=True)
        click.echo("Or run the daemon directly: "
                   f"musubi --vault {shlex.quote(str(unit.vault))} daemon", err=True)
        return
    report["enabled"] = True
    say("The daemon runs now and at every login.")
    say("Logs: " + "\n      ".join(unit.logs()))


@service.command()
@click.option("--dry-run", is_flag=True, help="Print the commands and the file; change nothing.")
@click.option("--json", "as_json", is_flag=True,
              help="Print what was done as JSON: manager, file, installed (whether there was "
                   "one), removed, steps (the commands), ran (those that succeeded) and failed "
                   "(its step and output, or null).")
@_manager_option
def uninstall(dry_run: bool, as_json: bool, manager: str | None) -> None:
    """Stop and disable the service, delete its file and tell the manager it is gone."""
    mgr = _manager(manager)
    path = svc.service_path(mgr)
    before, after = svc.disable_steps(mgr), svc.after_remove_steps(mgr)
    report: dict[str, Any] = {"manager": mgr, "file": str(path), "installed": path.exists(),
                              "removed": False, "steps": [str(step) for step in before + after],
                              "ran": [], "failed": None}
    say = _say(as_json)
    if not path.exists():
        say(f"Not installed: no {path}")
        if not dry_run:
            svc.remove(mgr)  # a stray enablement link of an earlier, half-removed install
    elif dry_run:
        say("Would run:")
        for step in before:
            say(f"  {step}")
        say(f"Would remove {path}")
        for step in after:
            say(f"  {step}")
    else:
        _disable(mgr, path, before, after, report, say)
    if as_json:
        click.echo(json.dumps(report, indent=2))


def _disable(mgr: svc.Manager, path: Path, before: list[svc.Step], after: list[svc.Step],
             report: dict[str, Any], say: Callable[[str], None]) -> None:
    """Run the steps that disable the service and delete its file, noting in ``report`` what
    they did."""
    outcome = svc.run_steps(before)
    try:
        svc.remove(mgr)
    except OSError as e:
        raise click.ClickException(f"cannot remove {path}: {e}") from e
    report["removed"] = True
    report["ran"] = _ran(outcome)
    say(f"Removed {path}")
    if outcome.failed is not None:
        report["failed"] = _failed(outcome.failed)
        _warn(f"`{outcome.failed.step}` failed: {outcome.failed.output or 'no message'}")
        stop = ("systemctl --user stop musubi.service" if mgr == "systemd"
                else f"launchctl bootout gui/$(id -u)/{svc.LABEL}")
        click.echo(f"If the daemon still runs, stop it with: {stop}", err=True)
        return
    reload = svc.run_steps(after)
    report["ran"] += _ran(reload)
    if reload.failed is not None:
        report["failed"] = _failed(reload.failed)
        _warn(f"`{reload.failed.step}` failed: {reload.failed.output or 'no message'}")
        return
    say("The daemon is stopped and no longer starts at login.")


@service.command()
@click.option("--json", "as_json", is_flag=True,
              help="Print the status as JSON: manager, file, installed, command, enabled and "
                   "active (systemd) or loaded, state and pid (launchd), and logs.")
@_manager_option
@click.pass_context
def status(ctx: click.Context, as_json: bool, manager: str | None) -> None:
    """Whether the service file exists, is enabled and running, and where its logs are."""
    mgr = _manager(manager)
    info = svc.status(mgr)
    try:
        logs = svc.log_locations(mgr, load_config(_vault_option(ctx)).cache_dir / svc.LOG_FOLDER)
    except ConfigError:  # no vault at hand: what the installed file says, or the journal
        logs = svc.installed_logs(mgr) or (
            ["journalctl --user -u musubi"] if mgr == "systemd" else [])
    info["logs"] = logs
    if as_json:
        click.echo(json.dumps(info, indent=2))
        return
    kind = "systemd user unit" if mgr == "systemd" else "launchd agent"
    click.echo(f"service  {kind} ({svc.UNIT_NAME if mgr == 'systemd' else svc.LABEL})")
    click.echo(f"file     {info['file']} ({'installed' if info['installed'] else 'not installed'})")
    if info["command"]:
        click.echo(f"command  {info['command']}")
    if mgr == "systemd":
        click.echo(f"enabled  {info['enabled']}")
        click.echo(f"active   {info['active']}")
    else:
        loaded = info["loaded"]
        click.echo(f"loaded   {'yes' if loaded is True else 'no' if loaded is False else loaded}")
        if info["state"]:
            pid = f" (pid {info['pid']})" if info["pid"] else ""
            click.echo(f"state    {info['state']}{pid}")
    if logs:
        click.echo("logs     " + "\n         ".join(logs))
