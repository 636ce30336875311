"""The ``musubi`` command line: one small function per command, each calling the Engine."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from . import __version__
from .config import ConfigError, load_config
from .engine import BusyError, Engine, SourceSpec, UsageError


def _engine(ctx: click.Context) -> Engine:
    try:
        return Engine(load_config(ctx.obj.get("vault")))
    except ConfigError as e:
        raise click.UsageError(str(e)) from e


class _Progress:
    """A one-line counter on stderr while a long ingest runs; silent when not a terminal."""

    def __init__(self) -> None:
        self.enabled = sys.stderr.isatty()
        self.last = ""

    def __call__(self, source: str, n: int) -> None:
        if self.enabled and (n < 20 or n % 25 == 0):
            self.last = f"  {source}: {n} conversations read"
            click.echo("\r" + self.last, nl=False, err=True)

    def done(self) -> None:
        if self.enabled and self.last:
            click.echo("\r" + " " * len(self.last) + "\r", nl=False, err=True)


@click.group()
@click.version_option(__version__, prog_name="musubi")
@click.option("--vault", type=click.Path(file_okay=False, path_type=Path), envvar="MUSUBI_VAULT",
              help="The Obsidian vault (default: MUSUBI_VAULT, then the config file).")
@click.pass_context
def cli(ctx: click.Context, vault: Path | None) -> None:
    """Musubi ties your AI tools' chat histories into one git-tracked Obsidian vault."""
    ctx.ensure_object(dict)
    ctx.obj["vault"] = vault


@cli.command()
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--no-remember", is_flag=True, help="Do not save PATH as the default vault.")
@click.pass_context
def init(ctx: click.Context, path: Path, no_remember: bool) -> None:
    """Adopt or create the vault at PATH: git init if needed, .gitignore, the Musubi folder."""
    engine = Engine(load_config(path))
    try:
        info = engine.init_vault(path, remember=not no_remember)
    except UsageError as e:
        raise click.UsageError(str(e)) from e
    click.echo(f"Vault ready: {info['vault']}")
    if info["git_initialised"]:
        click.echo("  git repository created")
    if info["config"]:
        click.echo(f"  default vault saved in {info['config']}")
    click.echo(f"  cache: {info['cache']}")
    click.echo("Next: musubi ingest")


@cli.command()
@click.option("--source", "sources", multiple=True, metavar="NAME[=PATH]",
              help="Only this source, at its default location or at PATH. Repeatable.")
@click.option("--json", "as_json", is_flag=True, help="Print the run report as JSON.")
@click.pass_context
def ingest(ctx: click.Context, sources: tuple[str, ...], as_json: bool) -> None:
    """Read every source found on this machine and write one note per conversation."""
    engine = _engine(ctx)
    try:
        specs = [SourceSpec.parse(s) for s in sources] or None
        progress = _Progress()
        try:
            report = engine.ingest(specs, progress=None if as_json else progress)
        finally:
            progress.done()
    except (UsageError, ConfigError) as e:
        raise click.UsageError(str(e)) from e
    except BusyError as e:
        raise click.ClickException(str(e)) from e
    finally:
        engine.close()
    if as_json:
        click.echo(json.dumps(report.to_dict() | {"skipped_items": report.skipped}, indent=2))
        return
    for name, r in report.sources.items():
        if r.read_in_place:
            click.echo(f"{name:15} {r.added} new, {r.updated} changed, {r.unchanged} unchanged"
                       f" notes of yours (read in place, not copied)")
            continue
        line = (f"{name:15} {r.added} added, {r.updated} updated, {r.unchanged} unchanged"
                f" ({r.seen} read, {r.units_unchanged} files untouched)")
        if r.merged:
            line += f", {r.merged} merged with your edits ({r.conflicts} conflicts kept beside)"
        if r.kept_deleted:
            line += f", {r.kept_deleted} you deleted stay deleted"
        click.echo(line)
    click.echo(f"commit {report.commit[:10]}" if report.commit else "nothing new to commit")
    if report.skipped:
        click.echo(f"warning: {len(report.skipped)} item(s) skipped:", err=True)
        for s in report.skipped[:20]:
            click.echo(f"  {s['source']}: {s['path']}: {s['reason']}", err=True)
        if len(report.skipped) > 20:
            click.echo("  ... see `musubi status --json`", err=True)


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
@click.pass_context
def sources(ctx: click.Context, as_json: bool) -> None:
    """Which sources are on this machine, where, and how many conversations each holds."""
    engine = _engine(ctx)
    progress = _Progress()
    try:
        found = engine.sources(progress=None if as_json else progress)
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    finally:
        progress.done()
        engine.close()
    if as_json:
        click.echo(json.dumps(found, indent=2))
        return
    for name, s in found.items():
        if not s["supported"]:
            click.echo(f"{name:15} not supported yet")
            continue
        if not s["present"]:
            click.echo(f"{name:15} not found")
            continue
        where = s["where"][0] + (f" (+{len(s['where']) - 1} more)" if len(s["where"]) > 1 else "")
        click.echo(f"{name:15} {s['conversations']} conversations in {s['files']} files: {where}")
        for skip in s["skipped"][:10]:
            click.echo(f"{'':15}   skipped {skip['path']}: {skip['reason']}")


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print machine-readable status.")
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Counts per source, the last ingest, and what it skipped."""
    engine = _engine(ctx)
    try:
        st = engine.status()
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    finally:
        engine.close()
    if as_json:
        click.echo(json.dumps(st, indent=2))
        return
    _print_status(st)


def _print_status(st: dict[str, Any]) -> None:
    click.echo(f"vault  {st['vault']}")
    click.echo(f"cache  {st['cache']}")
    click.echo(f"notes  {st['conversations']} conversations")
    for name, s in st["sources"].items():
        if s["notes"] or s.get("last_run"):
            click.echo(f"  {name:15} {s['notes']}")
    last = st["last_ingest"]
    if last:
        commit = (last["commit"] or "no commit")[:10]
        click.echo(f"last ingest {last['finished']} ({last['written']} written, {commit})")
        if last["skipped"]:
            click.echo(f"  {len(last['skipped'])} skipped:")
            for s in last["skipped"][:20]:
                click.echo(f"    {s['source']}: {s['path']}: {s['reason']}")
    else:
        click.echo("no ingest yet: run `musubi ingest`")


@cli.group()
def bench() -> None:
    """Benchmarks that print figures (see docs/benchmarks.md)."""


@bench.command("ingest")
@click.option("--conversations", "n", type=int, default=2000, show_default=True)
@click.option("--messages", type=int, default=12, show_default=True,
              help="Messages per conversation.")
@click.option("--json", "as_json", is_flag=True)
def bench_ingest(n: int, messages: int, as_json: bool) -> None:
    """Ingest N synthetic Claude Code conversations into a temp vault; print speed and memory."""
    from .bench import run_ingest_bench

    result = run_ingest_bench(n, messages, log=lambda s: click.echo(s, err=True))
    if as_json:
        click.echo(json.dumps(result, indent=2))
        return
    for key, value in result.items():
        click.echo(f"{key:28} {value}")


def main() -> None:
    cli(prog_name="musubi")


if __name__ == "__main__":
    main()
