"""`musubi ingest`, `sources` and `distill`: conversations into the vault, and distilled."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import click

from ..engine import SourceSpec
from .base import (
    ProgressLine,
    cli,
    engine_of,
    model_options,
)

if TYPE_CHECKING:
    from ..config import Config


@cli.command()
@click.option("--source", "sources", multiple=True, metavar="NAME[=PATH]",
              help="Only this source, at its default location or at PATH. Repeatable.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the run report as JSON: sources (each one's added, updated, "
                   "unchanged, merged, conflicts, skipped, ...), commit, written, skipped, "
                   "skipped_items, shrank, index, index_busy, index_continues and seconds.")
@click.option("--index/--no-index", "index", default=None,
              help="Update the search index afterwards (default: on; config index.on_ingest).")
@click.pass_context
def ingest(ctx: click.Context, sources: tuple[str, ...], as_json: bool,
           index: bool | None) -> None:
    """Read every source found on this machine and write one note per conversation."""
    engine = engine_of(ctx)
    try:
        specs = [SourceSpec.parse(s) for s in sources] or None
        progress = ProgressLine()
        try:
            report = engine.ingest(specs, progress=None if as_json else progress, index=index)
        finally:
            progress.done()
    finally:
        engine.close()
    # The rest of a long first index goes on in a process of its own, newest first.
    handed = _continue(engine.config) if report.index_busy or (
        report.index is not None and report.index.pending) else None
    if as_json:
        click.echo(json.dumps(report.to_dict() | {"skipped_items": report.skipped,
                                                  "index_continues": handed}, indent=2))
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
    if report.index is not None:
        ix = report.index
        click.echo(f"index: {ix.files_indexed} notes indexed, {ix.files_removed} removed, "
                   f"{ix.chunks_embedded} passages embedded ({ix.seconds:.1f} s)")
        if ix.pending:
            click.echo(f"index: the other {ix.pending:,} notes are indexing in the background, "
                       f"newest first (`musubi status` shows how far; search answers from "
                       f"what is in meanwhile; log: {handed})")
    if report.index_busy:
        click.echo("index: another Musubi process is indexing now; these notes are indexed "
                   f"in the background once it is done (log: {handed})", err=True)
    if report.vault_replaced:
        click.echo("this vault is not the one the cache knew at this path (made again?): "
                   "every note was written anew", err=True)
    for lock in report.locks_removed:
        click.echo(f"removed {lock}, left by a git command that was killed", err=True)
    for s in report.shrank:
        click.echo(f"warning: {s['source']}: {s['source_file']} now holds fewer messages than "
                   f"its note; {s['kept']} kept from the vault in {s['path']}", err=True)
    if report.skipped:
        click.echo(f"warning: {len(report.skipped)} item(s) skipped:", err=True)
        for s in report.skipped[:20]:
            click.echo(f"  {s['source']}: {s['path']}: {s['reason']}", err=True)
        if len(report.skipped) > 20:
            click.echo("  ... see `musubi status --json`", err=True)


def _continue(config: Config) -> str:
    """The rest of a long first index, handed to a background process."""
    from ..runtime import continue_indexing

    return str(continue_indexing(config.require_vault(), config.cache_dir))


@cli.command()
@click.option("--json", "as_json", is_flag=True,
              help="Print the sources as JSON, by name, each with supported, present, "
                   "description, where, files, conversations and skipped.")
@click.pass_context
def sources(ctx: click.Context, as_json: bool) -> None:
    """Which sources are on this machine, where, and how many conversations each holds."""
    engine = engine_of(ctx)
    progress = ProgressLine()
    try:
        found = engine.sources(progress=None if as_json else progress)
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
@click.option("--limit", type=click.IntRange(min=1), help="At most N notes this run.")
@click.option("--redo", is_flag=True,
              help="Distil again notes already distilled (your edits are merged, never lost).")
@model_options
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as JSON: model, by_model, by_heuristic, written, merged, "
                   "conflicts, prompt_tokens, completion_tokens, skipped, errors, fallbacks, "
                   "cut, commit, index and seconds.")
@click.pass_context
def distill(ctx: click.Context, limit: int | None, redo: bool, only_heuristic: bool,
            model: str | None, api_base: str | None, as_json: bool) -> None:
    """Distil conversations into Summary, Decisions, Facts, Open loops and Key points."""
    engine = engine_of(ctx)
    progress = ProgressLine()
    try:
        r = engine.distill(limit=limit, redo=redo, only_heuristic=only_heuristic, model=model,
                           api_base=api_base, progress=None if as_json else progress)
    finally:
        progress.done()
        engine.close()
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    if r.model_unavailable:
        click.echo("warning: no chat model answered; notes were distilled heuristically "
                   "(a later `musubi distill` with a model upgrades them)", err=True)
    n = r.by_model + r.by_heuristic
    how = (f"{r.by_model} by {r.model}, {r.by_heuristic} heuristic" if r.model
           else f"{r.by_heuristic} heuristic, no model set")  # not "0 by no model"
    click.echo(f"distilled {n} conversation{'' if n == 1 else 's'}: {how}; {r.written} "
               f"note{'' if r.written == 1 else 's'} written in {r.seconds:.1f} s")
    if r.by_model:
        click.echo(f"tokens: {r.prompt_tokens} prompt, {r.completion_tokens} completion")
    if r.merged:
        click.echo(f"{r.merged} merged with your edits ({r.conflicts} conflicts kept beside)")
    click.echo(f"commit {r.commit[:10]}" if r.commit else "nothing new to commit")
    for item in r.skipped[:20]:
        click.echo(f"  skipped {item['path']}: {item['reason']}", err=True)
    print_distill_issues(r.to_dict(), err=True)


def print_distill_issues(d: dict[str, Any], err: bool = False) -> None:
    """The notes the model did not write whole and why, from a distill report or from the
    ``distilled`` part of `musubi status`: both hold the same entries."""
    if d.get("fallbacks_count"):
        click.echo(f"{d['fallbacks_count']} fell back to the heuristic (a later `musubi "
                   "distill` with a model answering upgrades them):", err=err)
        for e in d["fallbacks"]:
            click.echo(f"  {e['path']}: {e['reason']}", err=err)
    if d.get("cut_count"):
        click.echo(f"{d['cut_count']} kept from an answer cut short (the rest of the note "
                   "was lost):", err=err)
        for e in d["cut"]:
            click.echo(f"  {e['path']}: {e['reason']}", err=err)
