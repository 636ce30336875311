"""`musubi ask`, `search` and `similar`: the library asked, by the daemon when it runs."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any, cast

import click

from .. import shapes
from ..agents import agent_name
from ..config import RESULTS_MAX, ConfigError, load_config
from ..engine import Engine
from ..index.query import SEARCH_KINDS, Filters
from ..jsonish import JSON, JSONObject
from .base import (
    ProgressLine,
    call_and_close,
    cli,
    engine_of,
    model_options,
)


@cli.command()
@click.argument("question", nargs=-1, required=True)
@click.option("--new", "fresh", is_flag=True,
              help="Not a follow-up: ignore the question asked just before.")
@model_options
@click.option("--json", "as_json", is_flag=True,
              help="Print the answer as JSON: question, query (what was searched), answer, "
                   "synthesised, model, warnings, and the citations (n, title, note, link, "
                   "url, date, text).")
@click.pass_context
def ask(ctx: click.Context, question: tuple[str, ...], fresh: bool, only_heuristic: bool,
        model: str | None, api_base: str | None, as_json: bool) -> None:
    """Answer a question from your conversations, citing them; streamed as it is written."""

    engine = engine_of(ctx)

    def show(piece: str) -> None:
        click.echo(piece, nl=False)

    # The daemon answers with its own model; another one asked for is used here.
    r = None if model or api_base else _warm(
        ctx, "ask", {"question": " ".join(question), "only_heuristic": only_heuristic,
                     "previous": "" if fresh else None})
    if r is not None:  # the daemon answered with its loaded models
        engine.close()
        if not as_json:
            show(r["answer"])
    else:
        r = shapes.answer(call_and_close(engine, lambda: engine.ask(
            " ".join(question), previous="" if fresh else None, model=model,
            api_base=api_base, only_heuristic=only_heuristic,
            on_token=None if as_json else show)), engine.vault)
    if as_json:
        click.echo(json.dumps(r, indent=2))
        return
    click.echo("")
    if r["query"] != r["question"]:
        click.echo(f"(searched for: {r['query']})", err=True)
    for w in r["warnings"]:
        click.echo(f"warning: {w}", err=True)
    if r["citations"]:
        click.echo("")
    for c in r["citations"]:
        click.echo(f"[{c['n']}] {c['title']} ({c['date'][:10] or 'undated'})  {c['link']}")


@cli.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--mode", type=click.Choice(["fast", "hybrid", "deep"]), default="hybrid",
              show_default=True, help="fast: vectors only; hybrid: keyword + vectors; "
              "deep: hybrid + query expansion + rescoring (by the configured reranker, if any).")
@click.option("--source", help="Only this source (e.g. claude-code).")
@click.option("--project", help="Only this project: its name as results give it (trailmap) or "
                                "its folder.")
@click.option("--since", help="Only passages from this date on (YYYY-MM-DD).")
@click.option("--until", help="Only passages up to this date (YYYY-MM-DD).")
@click.option("--kind", type=click.Choice(SEARCH_KINDS),
              help="Only this kind of note (episode: a capture made with remember).")
@click.option("--agent", help="Only captures this agent made (its MCP client's name, e.g. "
              "claude-code).")
@click.option("--limit", type=click.IntRange(1, RESULTS_MAX), default=10, show_default=True,
              help=f"How many passages (1 to {RESULTS_MAX}).")
@click.option("--all", "all_states", is_flag=True,
              help="Also demoted, archived and superseded notes (`--all` shows what is hidden, "
                   "as on `topics list` and `loops`).")
@click.option("--all-states", "old_all_states", is_flag=True, hidden=True,
              help="The old name of --all, for one release.")
@click.option("--recent", is_flag=True,
              help="Prefer newer passages (the boost halves every 90 days).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the passages as a JSON list, best first, each with title, date, "
                   "source, project, kind, text, score, keyword_rank, vector_rank, link, url, "
                   "note_path and conversation_id.")
@click.pass_context
def search(ctx: click.Context, query: tuple[str, ...], mode: str, source: str | None,
           project: str | None, since: str | None, until: str | None, kind: str | None,
           agent: str | None, limit: int, all_states: bool, old_all_states: bool,
           recent: bool, as_json: bool) -> None:
    """Search every conversation and note: keyword and meaning, fused. A question that
    names a time ("last March", "on 5 June") prefers what was said then; topic pages and
    reflections rank below the notes they gather unless --kind asks for them."""

    text = " ".join(query).strip()
    if not text:
        raise click.UsageError("empty query: say what to search for")
    for name, value in (("--since", since), ("--until", until)):
        if value and not _is_date(value):
            raise click.UsageError(f"{name} wants a date like 2026-01-31, not {value!r}")
    by = agent_name(agent) if agent else None
    if agent and by is None:
        raise click.UsageError(f"--agent {agent!r} is not a name")
    filters = Filters(source=source, project=project, kind=kind, agent=by, since=since,
                      until=until, include_hidden=all_states or old_all_states)
    rows = _warm(ctx, "search", {"query": text, "mode": mode, "limit": limit,
                                 "filters": dataclasses.asdict(filters), "recent": recent,
                                 "warnings": True})
    warned: list[str] = []
    if isinstance(rows, dict):  # the daemon's answer with its warning (an older one: a list)
        warned = [w for w in (rows.get("warning"),) if w]
        rows = rows["results"]
    if rows is None:
        noted: list[str] = []

        def run(engine: Engine, progress: Any) -> list[Any]:
            found = engine.find(text, mode=mode, limit=limit, filters=filters,
                                progress=progress, recent=recent)
            if found.warning:
                warned.append(found.warning)
            if (left := engine.coverage()) is not None:
                noted.append(left.words())
            return shapes.hit_rows(found.hits, engine.vault)

        rows = _query(ctx, run)
    else:
        noted = [n for n in (_daemon_coverage(ctx),) if n]
    for w in warned:
        click.echo(f"warning: {w}", err=True)
    for n in noted:
        click.echo(f"note: {n}", err=True)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("no matches")
    for i, h in enumerate(rows, 1):
        badges = " / ".join(b for b in (f"kw#{h['keyword_rank']}" if h["keyword_rank"] else "",
                                        f"vec#{h['vector_rank']}" if h["vector_rank"] else "")
                            if b)
        day = (h["date"] or "")[:10]
        click.echo(f"{i:2}. {h['title']}  [{h['source'] or h['kind']}, {day}]  {badges}")
        snippet = " ".join(h["text"].split())
        click.echo(f"    {snippet[:200]}{'…' if len(snippet) > 200 else ''}")
        click.echo(f"    {h['link']}")


def _daemon_coverage(ctx: click.Context) -> str | None:
    """What the daemon's index has not reached yet, in words; None when it holds it all (or
    the daemon is of a version that cannot say)."""
    from ..errors import Reported

    try:
        found = _warm(ctx, "coverage", {})
    except (click.UsageError, Reported):
        return None
    return str(found["message"]) if isinstance(found, dict) and found.get("message") else None


def _warm(ctx: click.Context, op: str, payload: JSONObject) -> JSON | None:
    """Ask the running daemon, whose models are loaded; None when no daemon runs."""
    from ..daemon.client import call

    try:
        config = load_config(ctx.obj.get("vault"))
        config.existing_vault()  # before the cache folder is made for it
        return call(config.cache_dir, op, payload)  # its refusal raises, worded by the map
    except ConfigError as e:
        raise click.UsageError(str(e)) from e


def _query(ctx: click.Context, run: Any) -> list[Any]:
    """Run a read against the index; building a missing index shows a progress bar."""
    engine = engine_of(ctx)
    progress = ProgressLine()
    try:
        return cast("list[Any]", run(engine, progress))
    except (ValueError, ConfigError) as e:
        raise click.UsageError(str(e)) from e
    finally:
        progress.done()
        engine.close()


def _is_date(value: str) -> bool:

    return bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", value))


@cli.command()
@click.argument("target", nargs=-1, required=True)
@click.option("--limit", type=click.IntRange(1, RESULTS_MAX), default=10, show_default=True,
              help=f"How many conversations (1 to {RESULTS_MAX}).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the conversations as a JSON list, most alike first, each with title, "
                   "date, source, project, score, text, link, url, note_path and "
                   "conversation_id.")
@click.pass_context
def similar(ctx: click.Context, target: tuple[str, ...], limit: int, as_json: bool) -> None:
    """Conversations like TARGET: a musubi_id (e.g. claude-code:abc) or free text."""
    rows = _query(ctx, lambda engine, progress: shapes.hit_rows(engine.similar(
        " ".join(target), limit=limit, progress=progress), engine.vault))
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    for i, h in enumerate(rows, 1):
        click.echo(f"{i:2}. {h['title']}  [{h['source'] or h['kind']}]  "
                   f"{h['score']:.3f}  {h['link']}")
