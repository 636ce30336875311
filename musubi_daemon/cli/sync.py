"""``musubi sync``: one vault on several devices through its git remote.

"""

from __future__ import annotations

import json
import sys

import click

from ..config import ConfigError, load_config
from ..engine import BusyError, Engine
from ..vault.sync import NoRemoteError, SyncError


@click.command()
@click.option("--remote", default="origin", show_default=True,
              help="The git remote to pull from and push to.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the sync report as JSON: remote, branch, pulled, pulled_commits, "
                   "changed, merged, conflicts, copies, pushed, push_error, person_commit, "
                   "reindexed, warnings and seconds.")
@click.pass_context
def sync(ctx: click.Context, remote: str, as_json: bool) -> None:
    """Pull the vault from its git remote, merge, push: the same vault on several devices.

    Edits made on two devices both survive; a passage edited differently on each is kept
    side by side in a folded callout, never dropped. What changed is re-indexed.
    """
    try:
        engine = Engine(load_config(ctx.obj.get("vault")))
    except ConfigError as e:
        raise click.UsageError(str(e)) from e

    def say(stage: str) -> None:
        if not as_json and sys.stderr.isatty():
            click.echo(f"  {stage}", err=True)

    try:
        report = engine.sync(remote, progress=say)
    except (NoRemoteError, ConfigError) as e:
        raise click.UsageError(str(e)) from e
    except (SyncError, BusyError) as e:
        raise click.ClickException(str(e)) from e
    finally:
        engine.close()
    r = report.result
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2))
    else:
        where = f"{r.remote}/{r.branch}"
        if report.person_commit:
            click.echo(f"your edits committed first: {report.person_commit[:10]}")
        if r.pulled:
            how = "fast-forward" if r.fast_forward else "merge commit " + ", ".join(
                c[:10] for c in r.merge_commits)
            click.echo(f"pulled {len(r.pulled)} commit(s) from {where} ({how}), "
                       f"{len(r.changed)} file(s) changed")
        else:
            click.echo(f"nothing new on {where}")
        if r.unrelated:
            click.echo("  joined two histories that started apart")
        for path in r.merged:
            if path not in r.conflicts:
                click.echo(f"  merged (edited on both devices): {path}")
        copies = {c["path"]: c["copy"] for c in r.copies}
        for path in r.conflicts:
            if path in copies:
                click.echo(f"  conflict kept: {path} is this device's, {copies[path]} the "
                           f"other's")
            else:
                click.echo(f"  conflict kept: {path} (both versions, in a folded "
                           f"[!musubi-conflict] callout)")
        for path in r.kept_edited:
            click.echo(f"  kept: {path} (deleted on one device, edited on the other)")
        if r.pushed:
            retried = " (the remote had moved: pulled again first)" if r.push_retried else ""
            click.echo(f"pushed to {where}{retried}")
        elif not r.push_error:
            click.echo(f"{where} already has everything here")
        if report.reindexed is not None:
            click.echo(f"re-indexed {report.reindexed} note(s)")
    if r.push_error:
        click.echo(f"error: {r.push_error}", err=True)
        ctx.exit(1)
