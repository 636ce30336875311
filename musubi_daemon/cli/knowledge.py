"""`musubi topics`, `profile`, `decisions`, `loops` and `context`: what grows from the notes."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..config import ConfigError, load_config
from .base import (
    ProgressLine,
    call_and_close,
    cli,
    engine_of,
    model_options,
    print_items,
    print_problems,
)


@cli.group()
def topics() -> None:
    """The topic map: a page per topic in Musubi/topics/, each conversation linked to one."""


@topics.command("build")
@click.option("--k", type=click.IntRange(2, 50), help="How many topics to propose "
              "(default: the model chooses 8-20; without one, as many as the library's "
              "shape gives).")
@click.option("--rebuild", is_flag=True, help="Propose a new taxonomy even though one exists "
              "(your renames, hides and merges are kept).")
@model_options
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as JSON: model, proposed, placed, unsorted, notes_written, "
                   "pages_written, conflicts, the topics, warnings, problems, prompt_tokens, "
                   "completion_tokens, commit, index and seconds.")
@click.pass_context
def topics_build(ctx: click.Context, k: int | None, rebuild: bool, only_heuristic: bool,
                 model: str | None, api_base: str | None, as_json: bool) -> None:
    """Propose a taxonomy (first run or --rebuild) and place every new or changed note."""
    engine = engine_of(ctx)
    progress = ProgressLine()
    try:
        r = call_and_close(engine, lambda: engine.topics_build(
            k=k, rebuild=rebuild or k is not None, only_heuristic=only_heuristic, model=model,
            api_base=api_base, progress=None if as_json else progress))
    finally:
        progress.done()
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    for w in r.warnings:
        click.echo(f"warning: {w}", err=True)
    how = {"model": f"proposed by {r.model}", "clusters": "found by clustering (no chat model)"}
    listed = [t for t in r.topics if t["id"] != "topic:unsorted"]
    click.echo(f"{len(listed)} topics ({how.get(r.proposed or '', 'kept from the last run')}); "
               f"{r.placed} notes placed, {r.unsorted} unsorted; {r.notes_written} notes and "
               f"{r.pages_written} topic pages written in {r.seconds:.1f} s")
    if r.conflicts:
        click.echo(f"{r.conflicts} conflicts with your edits kept beside them")
    click.echo(f"commit {r.commit[:10]}" if r.commit else "nothing new to commit")
    print_problems(r.problems)


@topics.command("list")
@click.option("--all", "include_hidden", is_flag=True, help="Also hidden and merged topics.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the topics as a JSON list, biggest first, each with id, name, "
                   "description, conversations, hidden, merged_into, page and origin.")
@click.pass_context
def topics_list(ctx: click.Context, include_hidden: bool, as_json: bool) -> None:
    """The topics, biggest first, with their conversation counts."""
    engine = engine_of(ctx)
    rows = call_and_close(engine, lambda: engine.topics_list(include_hidden=include_hidden))
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("no topics yet: run `musubi topics build`")
    for t in rows:
        flag = " (hidden)" if t["hidden"] else f" -> {t['merged_into']}" if t["merged_into"] \
            else ""
        click.echo(f"{t['conversations']:5d}  {t['name']}{flag}")
        if t["description"]:
            click.echo(f"       {t['description']}")


@cli.command()
@model_options
@click.option("--json", "as_json", is_flag=True,
              help="Print the profile as JSON: facts (text, support, newest, added, sources), "
                   "agent_notes (text, agent, note, date), candidates, model, cached, "
                   "prompt_tokens, completion_tokens, commit, warnings and problems.")
@click.pass_context
def profile(ctx: click.Context, only_heuristic: bool, model: str | None, api_base: str | None,
            as_json: bool) -> None:
    """Durable facts about you, each with the conversations behind it (also profile.md)."""
    engine = engine_of(ctx)
    r = call_and_close(engine, lambda: engine.profile(only_heuristic=only_heuristic, model=model,
                                            api_base=api_base))
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    for w in r.warnings:
        click.echo(f"warning: {w}", err=True)
    if not r.facts:
        click.echo(r.why_empty())
    for f in r.facts:
        where = "added by you" if f.added else f"{f.support} conversation" + \
            ("s" if f.support != 1 else "") + f", latest {f.newest[:10]}"
        click.echo(f"- {f.text}  ({where})")
    how = f"merged by {r.model}" + (" (cached)" if r.cached else "") if r.model else \
        "no model: deduplicated, newest wins"
    click.echo(f"{len(r.facts)} facts from {r.candidates} candidates; {how}")
    if r.agent_notes:
        click.echo("saved by agents, not facts until you confirm them (edit the capture, or "
                   "set its `confirmed` property to true):")
        for a in r.agent_notes:
            click.echo(f"- {a.text}  (saved by {a.agent}, {a.date[:10]}, {a.note_path})")
    print_problems(r.problems)


@cli.command()
@click.option("--about", help="Only decisions on this subject (by meaning or a shared word).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the decisions as a JSON list, newest first, each with text, date, "
                   "title, note, link, block, conversation_id and superseded.")
@click.pass_context
def decisions(ctx: click.Context, about: str | None, as_json: bool) -> None:
    """What was decided across the library, newest first (also written to decisions.md)."""
    engine = engine_of(ctx)
    r = call_and_close(engine, lambda: engine.decisions(about))
    print_items(r.items, as_json, "no decisions yet" + (f" about {about!r}" if about else ""))
    if not as_json:
        print_problems(r.problems)


@cli.command()
@click.option("--all", "include_closed", is_flag=True, help="Also loops already closed.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the loops as a JSON list, newest first, each with text, date, title, "
                   "note, link, block, conversation_id, closed and closed_by.")
@click.pass_context
def loops(ctx: click.Context, include_closed: bool, as_json: bool) -> None:
    """Open loops across the library, newest first (also written to "open loops.md")."""
    engine = engine_of(ctx)
    r = call_and_close(engine, lambda: engine.loops(include_closed=include_closed))
    print_items(r.items, as_json, "nothing open")
    if not as_json:
        if r.closed:
            click.echo(f"({r.closed} closed: ticked by you or done in a later conversation)")
        print_problems(r.problems)


@cli.command()
@click.option("--project", type=click.Path(file_okay=False, path_type=Path),
              help="The project: its folder, or its name as search results give it "
                   "(trailmap) (default: the current folder).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the briefing as JSON: project, limit, chars, left_out, the items in "
                   "loops, decisions, facts and agents (text, date, link, project, here), and "
                   "the text.")
@click.pass_context
def context(ctx: click.Context, project: Path | None, as_json: bool) -> None:
    """A short briefing for work in a folder: its open loops, recent decisions and durable
    facts, then other projects' (what the SessionStart hook gives a coding agent)."""
    from ..hooks.run import briefing

    if project is not None and len(project.parts) == 1 and not project.exists():
        where = str(project)  # a project's name, as `search --project` takes it
    else:
        where = str((project or Path.cwd()).expanduser().absolute())
    try:
        r = briefing(load_config(ctx.obj.get("vault")), where)
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    click.echo(json.dumps(r, indent=2) if as_json else r["text"])
