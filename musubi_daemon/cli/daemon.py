"""``musubi daemon``: the long-running process (watch, schedule, serve)."""

from __future__ import annotations

import sys

import click

from ..config import ConfigError, load_config
from ..runtime import DaemonRunning, PortTaken
from .base import Stop


@click.command()
@click.option("--no-mcp", is_flag=True, help="Do not serve MCP (nor the warm CLI search).")
@click.option("--port", type=click.IntRange(1, 65535), help="Local port (default 8765).")
@click.option("--foreground", is_flag=True,
              help="Stay attached to this terminal (a service manager runs it this way too).")
@click.pass_context
def daemon(ctx: click.Context, no_mcp: bool, port: int | None, foreground: bool) -> None:
    """Watch every source and the vault, run the lifecycle on schedule, serve MCP locally."""
    from ..daemon.runner import Daemon

    try:
        config = load_config(ctx.obj.get("vault"))
        vault = config.require_vault()
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    if not vault.is_dir():
        raise click.UsageError(f"vault {vault} does not exist: run `musubi init {vault}` first")
    if not foreground and sys.stderr.isatty():
        click.echo("Musubi daemon running in this terminal (Ctrl-C stops it); "
                   "`musubi service install` runs it in the background.", err=True)
    try:
        code = Daemon(config, serve_mcp=not no_mcp, port=port).run()
    except DaemonRunning as e:
        raise click.ClickException(str(e)) from e
    except PortTaken as e:
        raise Stop(str(e)) from e
    sys.exit(code)
