"""`musubi remember`, `lifecycle`, `concepts` and `contradictions`: the memory lifecycle."""

from __future__ import annotations

import json

import click

from .. import shapes
from ..lifecycle.table import JOBS, LIFECYCLE
from .base import (
    call_and_close,
    cli,
    engine_of,
    model_options,
    print_problems,
)


@cli.command()
@click.argument("text", nargs=-1, required=True)
@click.option("--importance", type=click.IntRange(1, 10),
              help="1 (chatter) to 10 (life-altering); default 5.")
@click.option("--topic", help="Link the capture to this topic page.")
@click.option("--now", help="The capture's time (ISO), to replay a day; default: the clock.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the capture as JSON: saved, created, id, note, link, url, "
                   "reinforcement_count, commit and searchable.")
@click.pass_context
def remember(ctx: click.Context, text: tuple[str, ...], importance: int | None,
             topic: str | None, now: str | None, as_json: bool) -> None:
    """Capture TEXT as an episode note (the same text again reinforces it)."""
    engine = engine_of(ctx)
    r = call_and_close(engine, lambda: engine.remember(" ".join(text), importance=importance,
                                                        topic=topic, now=now))
    if as_json:
        click.echo(json.dumps(shapes.capture(r, engine.vault), indent=2))
        return
    what = "captured" if r.created else f"reinforced ({r.reinforcement_count}×)"
    click.echo(f"{what}: {r.path}")


@cli.group(help=f"The memory lifecycle: {', '.join(JOBS)}.")
def lifecycle() -> None:
    pass


_JOBS_HELP = "\n".join(f"  {j.name}: {j.does}" + ("" if j.uses_model else " (no model)")
                       for j in LIFECYCLE)


@lifecycle.command("run", help="Run one lifecycle job: one git commit, rows in the journal."
                   f"\n\n\b\nJobs:\n{_JOBS_HELP}")
@click.argument("job", type=click.Choice(JOBS))
@click.option("--now", help="Run as if it were this time (ISO), to replay a day.")
@model_options
@click.option("--json", "as_json", is_flag=True,
              help="Print the run as JSON: job, now, skipped (why it did not run, or null), "
                   "counts, errors, warnings, events, commit and seconds.")
@click.pass_context
def lifecycle_run(ctx: click.Context, job: str, now: str | None, only_heuristic: bool,
                  model: str | None, api_base: str | None, as_json: bool) -> None:
    engine = engine_of(ctx)
    r = call_and_close(engine, lambda: engine.lifecycle_run(
        job, now=now, only_heuristic=only_heuristic, model=model, api_base=api_base))
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    if r.skipped:
        click.echo(f"skipped: {r.skipped}")
        return
    for w in r.warnings[:10]:
        click.echo(f"warning: {w}", err=True)
    counts = ", ".join(f"{v} {k}" for k, v in sorted(r.counts.items()) if v) or "no changes"
    click.echo(f"{job} at {r.now}: {counts} ({r.seconds:.1f} s)")
    click.echo(f"commit {r.commit[:10]}" if r.commit else "nothing new to commit")
    print_problems(r.errors)


@lifecycle.command("status")
@click.option("--now", help="Judge the promotion gate as of this time (ISO).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the status as JSON: runs (each job's last), states (notes per state "
                   "per plane), thresholds, blocked, recent_events and problems.")
@click.pass_context
def lifecycle_status(ctx: click.Context, now: str | None, as_json: bool) -> None:
    """Last run of each job, notes per state, what is blocked and why, and the similarity
    thresholds synthesis uses on this library's embedder."""
    engine = engine_of(ctx)
    st = call_and_close(engine, lambda: engine.lifecycle_status(now))
    if as_json:
        click.echo(json.dumps(st, indent=2))
        return
    for job, run in sorted(st["runs"].items()):
        counts = ", ".join(f"{v} {k}" for k, v in sorted(run["counts"].items()) if v)
        click.echo(f"{job:11s} last {run['now']}: {counts or 'no changes'}")
    for plane, by_state in st["states"].items():
        parts = ", ".join(f"{v} {k}" for k, v in sorted(by_state.items()))
        click.echo(f"{plane:11s} {parts or 'none'}")
    for b in st["blocked"]:
        click.echo(f"blocked    {b['title']}: {'; '.join(b['why'])}")
    t = st["thresholds"]
    click.echo(f"thresholds link {t['link']}, reinforce {t['reinforce']}, contradiction "
               f"{t['contradiction']}: {t['why']}")
    print_problems(st["problems"])


@cli.command()
@click.option("--state", "states", multiple=True,
              type=click.Choice(["synthesized", "matured", "promoted", "demoted",
                                 "superseded"]), help="Only concepts in this state.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the concepts as a JSON list, most reinforced first, each with id, "
                   "title, state, topic, importance, reinforcement_count, supporting, "
                   "contradicts, contradiction, path and synthesis.")
@click.pass_context
def concepts(ctx: click.Context, states: tuple[str, ...], as_json: bool) -> None:
    """Themes synthesised from your notes, most reinforced first."""
    engine = engine_of(ctx)
    rows = call_and_close(engine, lambda: engine.concepts(states))
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("no concepts yet: `musubi lifecycle run synthesis` makes them")
    for c in rows:
        flag = " (contradicted)" if c["contradiction"] == "open" else ""
        click.echo(f"{c['reinforcement_count']:3d}×  {c['state']:11s} {c['title']}{flag}")


@cli.command()
@click.option("--json", "as_json", is_flag=True,
              help="Print the open contradictions as a JSON list, each with its two concepts "
                   "a and b (as `musubi concepts --json` prints them) and resolve (how to settle "
                   "it).")
@click.pass_context
def contradictions(ctx: click.Context, as_json: bool) -> None:
    """Open contradictions between concepts, and how to resolve one."""
    engine = engine_of(ctx)
    rows = call_and_close(engine, engine.contradictions)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("no open contradictions")
    for r in rows:
        click.echo(f"{r['a']['title']}  <->  {r['b'].get('title', r['b'].get('path'))}")
        click.echo(f"    {r['a']['path']}")
    if rows:
        click.echo("resolve: " + rows[0]["resolve"])
