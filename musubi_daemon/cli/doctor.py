"""``musubi doctor``: is the vault whole after a crash, and does the cache agree with it?"""

from __future__ import annotations

import json

import click

from ..config import ConfigError, load_config
from ..engine import Engine

_LABEL = {"problem": "problem ", "warning": "warning ", "info": "info    "}


@click.command()
@click.option("--repair", is_flag=True,
              help="Mend what can be mended: temp files, git locks, notes a killed run wrote "
                   "(committed as Musubi's), other uncommitted edits (committed as yours), the "
                   "state, the index. Notes are never rewritten.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as JSON: healthy, repair, problems, repaired, "
                   "unrepairable, counts, checked, seconds and the findings (check, what, "
                   "path, severity, repair, repaired).")
@click.pass_context
def doctor(ctx: click.Context, repair: bool, as_json: bool) -> None:
    """Check that the vault, its git history, the state and the search index agree.

    Exits 0 when everything is healthy (or was repaired), 1 when problems remain.
    """
    try:
        engine = Engine(load_config(ctx.obj.get("vault")))
        try:
            report = engine.doctor(repair=repair)
        finally:
            engine.close()
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2))
    else:
        for f in report.findings:
            label = "repaired" if f.repaired else _LABEL.get(f.severity, f.severity)
            where = f"{f.path}: " if f.path else ""
            how = f" -> {f.repair}" if f.repaired else f" (repair: {f.repair})" if f.repair \
                else ""
            click.echo(f"{label}  {f.check:<20} {where}{f.what}{how}")
        checked = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in report.checked.items())
        repaired = sum(1 for f in report.findings if f.repaired)
        if report.healthy:
            done = f", {repaired} repaired" if repaired else ""
            click.echo(f"healthy{done} (checked {checked}; {report.seconds:.1f} s)")
        else:
            fixable = sum(1 for f in report.problems if f.repairable)
            hint = (f"; {fixable} can be repaired: musubi doctor --repair"
                    if fixable and not repair else "")
            click.echo(f"{len(report.problems)} problem(s) remain{hint} (checked {checked})")
    ctx.exit(0 if report.healthy else 1)
