"""`musubi init`, `status`, `reindex`, `mcp` and `token`: the vault, its cache and its server."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..config import ConfigError, load_config
from ..engine import Engine, UsageError
from ..runtime import ensure_token, token_path
from .base import (
    ProgressLine,
    Stop,
    call_and_close,
    cli,
    engine_of,
)
from .ingest import print_distill_issues

if TYPE_CHECKING:
    from ..status import VaultStatus


@cli.command()
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--no-remember", is_flag=True, help="Do not save PATH as the default vault.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the vault, whether git was initialised, the first commit, the config "
                   "file the vault was saved in (or null) and the cache folder, as JSON.")
@click.pass_context
def init(ctx: click.Context, path: Path, no_remember: bool, as_json: bool) -> None:
    """Adopt or create the vault at PATH: git init if needed, .gitignore, the Musubi folder."""
    engine = Engine(load_config(path), create=True)
    try:
        info = engine.init_vault(path, remember=not no_remember)
    except UsageError as e:
        raise click.UsageError(str(e)) from e
    if as_json:
        click.echo(json.dumps(info, indent=2))
        return
    click.echo(f"Vault ready: {info['vault']}")
    if info["git_initialised"]:
        click.echo("  git repository created")
    if info["config"]:
        click.echo(f"  default vault saved in {info['config']}")
    click.echo(f"  cache: {info['cache']}")
    click.echo("Next: musubi ingest")


@cli.command()
@click.option("--json", "as_json", is_flag=True,
              help="Print the status as JSON: vault, cache, daemon (or null), conversations, "
                   "sources, distilled, index, last_ingest, shrunk and head.")
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Counts per source, the last ingest, and what it skipped."""
    engine = engine_of(ctx)
    st = call_and_close(engine, engine.status)
    if as_json:
        click.echo(json.dumps(st, indent=2))
        return
    _print_status(st)


def _print_status(st: VaultStatus) -> None:
    click.echo(f"vault  {st['vault']}")
    click.echo(f"cache  {st['cache']}")
    d = st.get("daemon")
    if d:
        where = f", MCP at http://127.0.0.1:{d['port']}/mcp" if d.get("port") else ""
        click.echo(f"daemon running (pid {d['pid']}, since {d['started']}{where})")
        for e in d["events"][-3:]:
            click.echo(f"  {e['at']}  {e['what']}")
        for e in d["errors"][-5:]:
            click.echo(f"  error {e['at']}  {e['what']}: {e['reason']}")
    else:
        click.echo("daemon not running (`musubi daemon` or `musubi service install`)")
    click.echo(f"notes  {st['conversations']} conversations")
    for name, s in st["sources"].items():
        if s["notes"] or s.get("last_run"):
            click.echo(f"  {name:15} {s['notes']}")
    d = st.get("distilled")
    if d:
        click.echo(f"distilled  {d['by_model']} by model, {d['by_heuristic']} heuristic, "
                   f"{d['pending']} pending; tokens {d['prompt_tokens']} prompt, "
                   f"{d['completion_tokens']} completion")
        print_distill_issues(d)
    ix = st["index"]
    if ix:
        click.echo(f"index  {ix['chunks']} passages ({ix['provider_id']})")
        if ix.get("not_indexed"):
            click.echo(f"  {ix['not_indexed']['message']}")
        if ix.get("reranker"):
            click.echo(f"reranker  {ix['reranker']} (deep search and ask)")
        vs = ix.get("vector_store")
        if vs:
            click.echo(f"vector store  {vs['url']}: " + ("up" if vs["up"] else
                       f"DOWN ({vs['error']}); searches use the keyword index alone"))
        for e in ix["errors"][:20]:
            click.echo(f"  not indexed {e['path']}: {e['reason']}")
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
    if st["shrunk"]:
        click.echo(f"{len(st['shrunk'])} note(s) hold messages their source no longer has "
                   "(kept from the vault):")
        for s in st["shrunk"][:20]:
            click.echo(f"  {s['path']}: {s['kept']} kept; source {s['source_file']}")


@cli.command()
@click.option("--continue", "go_on", is_flag=True,
              help="Keep the index and add what it lacks, newest first: what a long first "
                   "index left (`musubi ingest` starts this in the background).")
@click.option("--quiet", is_flag=True, help="No progress and no report (for a background run).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as JSON: notes indexed and removed, passages added and "
                   "embedded, notes still pending, seconds, and the notes skipped with why.")
@click.pass_context
def reindex(ctx: click.Context, go_on: bool, quiet: bool, as_json: bool) -> None:
    """Drop the search index and rebuild it from the vault's notes alone; with --continue,
    index only what it does not hold yet. A kill loses at most the batch being embedded."""
    import time

    from ..config import INDEX_WAIT_SECONDS
    from ..index.results import IndexBusy

    engine = engine_of(ctx)
    progress = ProgressLine()
    progress.enabled = progress.enabled and not quiet
    # In the background (`ingest` starts it quietly), wait for a search or a job that holds
    # the index to finish, then take what is left; a person at the terminal is told at once.
    until = time.monotonic() + (INDEX_WAIT_SECONDS if quiet and go_on else 0)
    try:
        while True:
            try:
                r = engine.sync_index(progress, walk=True) if go_on \
                    else engine.reindex(progress=progress)
                break
            except IndexBusy as e:
                if time.monotonic() >= until:
                    if quiet:
                        return
                    raise Stop(str(e)) from e
                time.sleep(2)
    finally:
        progress.done()
        engine.close()
    if quiet:
        return
    if as_json:
        click.echo(json.dumps(asdict(r), indent=2))
        return
    what = "index brought up to date" if go_on else "index rebuilt"
    click.echo(f"{what}: {r.files_indexed} notes, {r.chunks_added} passages "
               f"({r.chunks_embedded} embedded, the rest from the vector cache) in "
               f"{r.seconds:.1f} s")
    for err in r.errors[:20]:
        click.echo(f"  skipped {err['path']}: {err['reason']}", err=True)


@cli.command()
@click.option("--http", is_flag=True, help="Serve streamable HTTP at /mcp instead of stdio.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True,
              help="HTTP port.")
@click.option("--host", help="HTTP address to bind (default 127.0.0.1, this machine only; "
              "another address is served with a warning).")
@click.pass_context
def mcp(ctx: click.Context, http: bool, port: int, host: str | None) -> None:
    """Serve the library to AI tools over MCP: stdio for Claude Code, Cursor, Claude Desktop."""
    from ..mcp.server import serve

    if host is not None and not http:
        raise click.UsageError("--host is for --http; stdio has no address")
    try:
        serve(load_config(ctx.obj.get("vault")), http=http, host=host, port=port)
    except ConfigError as e:
        raise click.UsageError(str(e)) from e


@cli.command()
@click.option("--rotate", is_flag=True, help="Make a new token (clients given the old one "
              "must be given this one); the running server takes it at once.")
@click.option("--path", "show_path", is_flag=True, help="Print where the token is kept.")
@click.pass_context
def token(ctx: click.Context, rotate: bool, show_path: bool) -> None:
    """Print the token every HTTP request to Musubi needs (the daemon's /mcp and API, and
    `musubi mcp --http`), for a client's 'Authorization: Bearer <token>' header."""

    try:
        cache = load_config(ctx.obj.get("vault")).cache_dir
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    value = ensure_token(cache, rotate=rotate)
    click.echo(str(token_path(cache)) if show_path else value)
