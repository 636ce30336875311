"""The ``musubi`` command line: one small function per command, each calling the Engine."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import click

from . import __version__
from .config import RESULTS_MAX, ConfigError, load_config
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

    def steps(self, stage: str, done: int, total: int) -> None:
        """Progress of a job with a known size, e.g. indexing notes."""
        if self.enabled and (done == total or done % 10 == 0):
            width = 30
            filled = int(width * done / max(total, 1))
            self.last = f"  {stage} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}"
            click.echo("\r" + self.last, nl=False, err=True)

    def rate(self, stage: str, done: int, total: int) -> None:
        """Done/total with rate and ETA, for jobs where each step takes seconds."""
        import time

        if not self.enabled:
            return
        now = time.perf_counter()
        start = getattr(self, "_start", None)
        if start is None:
            self._start = start = now
        per = (now - start) / max(done, 1)
        eta = per * (total - done)
        self.last = (f"  {stage} {done}/{total}  {1 / per if per else 0:.2f}/s  "
                     f"ETA {int(eta // 60)}:{int(eta % 60):02d}")
        click.echo("\r" + self.last, nl=False, err=True)

    def done(self) -> None:
        if self.enabled and self.last:
            click.echo("\r" + " " * len(self.last) + "\r", nl=False, err=True)


class _Musubi(click.Group):
    """A configuration that cannot be used (no vault there, another vault's cache) is a
    usage error wherever a command meets it: exit 2 with the reason, never a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ConfigError as e:
            raise click.UsageError(str(e), ctx) from e


@click.group(cls=_Musubi)
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
    engine = Engine(load_config(path), create=True)
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
@click.option("--index/--no-index", "index", default=None,
              help="Update the search index afterwards (default: on; config index.on_ingest).")
@click.pass_context
def ingest(ctx: click.Context, sources: tuple[str, ...], as_json: bool,
           index: bool | None) -> None:
    """Read every source found on this machine and write one note per conversation."""
    engine = _engine(ctx)
    try:
        specs = [SourceSpec.parse(s) for s in sources] or None
        progress = _Progress()
        try:
            report = engine.ingest(specs, progress=None if as_json else progress, index=index)
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
    if report.index is not None:
        ix = report.index
        click.echo(f"index: {ix.files_indexed} notes indexed, {ix.files_removed} removed, "
                   f"{ix.chunks_embedded} passages embedded ({ix.seconds:.1f} s)")
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
    if st.get("index"):
        ix = st["index"]
        click.echo(f"index  {ix['chunks']} passages ({ix['provider_id']})")
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


def _model_options(f: Any) -> Any:
    """--only-heuristic, --model and --api-base: which chat model a command may call."""
    f = click.option("--api-base",
                     help="The chat model server's URL (default: config llm.api_base).")(f)
    f = click.option("--model", help="A litellm model string (default: config llm.model).")(f)
    return click.option("--only-heuristic", is_flag=True,
                        help="Do not call a chat model (heuristics, k-means).")(f)


@cli.command()
@click.option("--limit", type=click.IntRange(min=1), help="At most N notes this run.")
@click.option("--redo", is_flag=True,
              help="Distil again notes already distilled (your edits are merged, never lost).")
@_model_options
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def distill(ctx: click.Context, limit: int | None, redo: bool, only_heuristic: bool,
            model: str | None, api_base: str | None, as_json: bool) -> None:
    """Distil conversations into Summary, Decisions, Facts, Open loops and Key points."""
    engine = _engine(ctx)
    progress = _Progress()
    try:
        r = engine.distill(limit=limit, redo=redo, only_heuristic=only_heuristic, model=model,
                           api_base=api_base, progress=None if as_json else progress.rate)
    except (UsageError, ConfigError) as e:
        raise click.UsageError(str(e)) from e
    except BusyError as e:
        raise click.ClickException(str(e)) from e
    finally:
        progress.done()
        engine.close()
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    if r.model_unavailable:
        click.echo("warning: no chat model answered; notes were distilled heuristically "
                   "(a later `musubi distill` with a model upgrades them)", err=True)
    click.echo(f"distilled {r.by_model + r.by_heuristic} conversations: {r.by_model} by "
               f"{r.model or 'no model'}, {r.by_heuristic} heuristic; {r.written} notes written"
               f" in {r.seconds:.1f} s")
    if r.by_model:
        click.echo(f"tokens: {r.prompt_tokens} prompt, {r.completion_tokens} completion")
    if r.merged:
        click.echo(f"{r.merged} merged with your edits ({r.conflicts} conflicts kept beside)")
    click.echo(f"commit {r.commit[:10]}" if r.commit else "nothing new to commit")
    for item in (r.skipped + r.errors)[:20]:
        click.echo(f"  skipped {item.get('path') or item.get('conversation')}: {item['reason']}",
                   err=True)


def _run(engine: Engine, call: Any) -> Any:
    """Run an Engine call, turning its expected failures into clean CLI errors."""
    try:
        return call()
    except (UsageError, ConfigError) as e:
        raise click.UsageError(str(e)) from e
    except BusyError as e:
        raise click.ClickException(str(e)) from e
    finally:
        engine.close()


def _print_problems(problems: list[dict[str, str]]) -> None:
    for p in problems[:20]:
        click.echo(f"  skipped {p['path']}: {p['reason']}", err=True)


@cli.group()
def topics() -> None:
    """The topic map: a page per topic in Musubi/topics/, each conversation linked to one."""


@topics.command("build")
@click.option("--k", type=click.IntRange(2, 50), help="How many topics to propose "
              "(default: the model chooses 8-20; k-means picks from the library's size).")
@click.option("--rebuild", is_flag=True, help="Propose a new taxonomy even though one exists "
              "(your renames, hides and merges are kept).")
@_model_options
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def topics_build(ctx: click.Context, k: int | None, rebuild: bool, only_heuristic: bool,
                 model: str | None, api_base: str | None, as_json: bool) -> None:
    """Propose a taxonomy (first run or --rebuild) and place every new or changed note."""
    engine = _engine(ctx)
    progress = _Progress()
    try:
        r = _run(engine, lambda: engine.topics_build(
            k=k, rebuild=rebuild or k is not None, only_heuristic=only_heuristic, model=model,
            api_base=api_base, progress=None if as_json else progress.steps))
    finally:
        progress.done()
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    for w in r.warnings:
        click.echo(f"warning: {w}", err=True)
    how = {"model": f"proposed by {r.model}", "kmeans": "proposed by k-means (no chat model)"}
    listed = [t for t in r.topics if t["id"] != "topic:unsorted"]
    click.echo(f"{len(listed)} topics ({how.get(r.proposed or '', 'kept from the last run')}); "
               f"{r.placed} notes placed, {r.unsorted} unsorted; {r.notes_written} notes and "
               f"{r.pages_written} topic pages written in {r.seconds:.1f} s")
    if r.conflicts:
        click.echo(f"{r.conflicts} conflicts with your edits kept beside them")
    click.echo(f"commit {r.commit[:10]}" if r.commit else "nothing new to commit")
    _print_problems(r.problems)


@topics.command("list")
@click.option("--all", "include_hidden", is_flag=True, help="Also hidden and merged topics.")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def topics_list(ctx: click.Context, include_hidden: bool, as_json: bool) -> None:
    """The topics, biggest first, with their conversation counts."""
    engine = _engine(ctx)
    rows = _run(engine, lambda: engine.topics_list(include_hidden=include_hidden))
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


def _print_items(items: list[Any], as_json: bool, empty: str) -> None:
    if as_json:
        click.echo(json.dumps([i.to_dict() for i in items], indent=2))
        return
    if not items:
        click.echo(empty)
    for i in items:
        click.echo(f"{i.date[:10]}  {i.text}")
        click.echo(f"            {i.note.label} ({i.note.path}#^{i.block})")


@cli.command()
@_model_options
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def profile(ctx: click.Context, only_heuristic: bool, model: str | None, api_base: str | None,
            as_json: bool) -> None:
    """Durable facts about you, each with the conversations behind it (also profile.md)."""
    engine = _engine(ctx)
    r = _run(engine, lambda: engine.profile(only_heuristic=only_heuristic, model=model,
                                            api_base=api_base))
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    for w in r.warnings:
        click.echo(f"warning: {w}", err=True)
    if not r.facts:
        click.echo("no durable facts yet (they come from distilled notes: `musubi distill`)")
    for f in r.facts:
        where = "added by you" if f.added else f"{f.support} conversation" + \
            ("s" if f.support != 1 else "") + f", latest {f.newest[:10]}"
        click.echo(f"- {f.text}  ({where})")
    how = f"merged by {r.model}" + (" (cached)" if r.cached else "") if r.model else \
        "no model: deduplicated, newest wins"
    click.echo(f"{len(r.facts)} facts from {r.candidates} candidates; {how}")
    _print_problems(r.problems)


@cli.command()
@click.option("--about", help="Only decisions on this subject (by meaning or a shared word).")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def decisions(ctx: click.Context, about: str | None, as_json: bool) -> None:
    """What was decided across the library, newest first (also written to decisions.md)."""
    engine = _engine(ctx)
    r = _run(engine, lambda: engine.decisions(about))
    _print_items(r.items, as_json, "no decisions yet" + (f" about {about!r}" if about else ""))
    if not as_json:
        _print_problems(r.problems)


@cli.command()
@click.option("--all", "include_closed", is_flag=True, help="Also loops already closed.")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def loops(ctx: click.Context, include_closed: bool, as_json: bool) -> None:
    """Open loops across the library, newest first (also written to "open loops.md")."""
    engine = _engine(ctx)
    r = _run(engine, lambda: engine.loops(include_closed=include_closed))
    _print_items(r.items, as_json, "nothing open")
    if not as_json:
        if r.closed:
            click.echo(f"({r.closed} closed: ticked by you or done in a later conversation)")
        _print_problems(r.problems)


def _lifecycle_call(engine: Engine, call: Any) -> Any:
    from .lifecycle.service import LifecycleError

    try:
        return _run(engine, call)
    except LifecycleError as e:
        raise click.UsageError(str(e)) from e


@cli.command()
@click.argument("text", nargs=-1, required=True)
@click.option("--importance", type=click.IntRange(1, 10),
              help="1 (chatter) to 10 (life-altering); default 5.")
@click.option("--topic", help="Link the capture to this topic page.")
@click.option("--now", help="The capture's time (ISO), to replay a day; default: the clock.")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def remember(ctx: click.Context, text: tuple[str, ...], importance: int | None,
             topic: str | None, now: str | None, as_json: bool) -> None:
    """Capture TEXT as an episode note (the same text again reinforces it)."""
    engine = _engine(ctx)
    r = _lifecycle_call(engine, lambda: engine.remember(" ".join(text), importance=importance,
                                                        topic=topic, now=now))
    if as_json:
        click.echo(json.dumps(r.__dict__, indent=2))
        return
    what = "captured" if r.created else f"reinforced ({r.reinforcement_count}×)"
    click.echo(f"{what}: {r.path}")


@cli.group()
def lifecycle() -> None:
    """The memory lifecycle: maturation, synthesis, promotion, demotion, reflection."""


@lifecycle.command("run")
@click.argument("job", type=click.Choice(["maturation", "synthesis", "promotion", "demotion",
                                          "reflection"]))
@click.option("--now", help="Run as if it were this time (ISO), to replay a day.")
@_model_options
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def lifecycle_run(ctx: click.Context, job: str, now: str | None, only_heuristic: bool,
                  model: str | None, api_base: str | None, as_json: bool) -> None:
    """Run one lifecycle job: one git commit, rows in the journal."""
    engine = _engine(ctx)
    r = _lifecycle_call(engine, lambda: engine.lifecycle_run(
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
    _print_problems(r.errors)


@lifecycle.command("status")
@click.option("--now", help="Judge the promotion gate as of this time (ISO).")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def lifecycle_status(ctx: click.Context, now: str | None, as_json: bool) -> None:
    """Last run of each job, notes per state, and what is blocked and why."""
    engine = _engine(ctx)
    st = _lifecycle_call(engine, lambda: engine.lifecycle_status(now))
    if as_json:
        click.echo(json.dumps(st, indent=2))
        return
    for job, run in sorted(st["runs"].items()):
        counts = ", ".join(f"{v} {k}" for k, v in sorted(run["counts"].items()) if v)
        click.echo(f"{job:11s} last {run['now']}: {counts or 'no changes'}")
    for plane, counts in st["states"].items():
        parts = ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))
        click.echo(f"{plane:11s} {parts or 'none'}")
    for b in st["blocked"]:
        click.echo(f"blocked    {b['title']}: {'; '.join(b['why'])}")
    _print_problems(st["problems"])


@cli.command()
@click.option("--state", "states", multiple=True,
              type=click.Choice(["synthesized", "matured", "promoted", "demoted",
                                 "superseded"]), help="Only concepts in this state.")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def concepts(ctx: click.Context, states: tuple[str, ...], as_json: bool) -> None:
    """Themes synthesised from your notes, most reinforced first."""
    engine = _engine(ctx)
    rows = _run(engine, lambda: engine.concepts(states))
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("no concepts yet: `musubi lifecycle run synthesis` makes them")
    for c in rows:
        flag = " (contradicted)" if c["contradiction"] == "open" else ""
        click.echo(f"{c['reinforcement_count']:3d}×  {c['state']:11s} {c['title']}{flag}")


@cli.command()
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def contradictions(ctx: click.Context, as_json: bool) -> None:
    """Open contradictions between concepts, and how to resolve one."""
    engine = _engine(ctx)
    rows = _run(engine, engine.contradictions)
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


@cli.command()
@click.argument("question", nargs=-1, required=True)
@click.option("--new", "fresh", is_flag=True,
              help="Not a follow-up: ignore the question asked just before.")
@_model_options
@click.option("--json", "as_json", is_flag=True, help="Print the answer and citations as JSON.")
@click.pass_context
def ask(ctx: click.Context, question: tuple[str, ...], fresh: bool, only_heuristic: bool,
        model: str | None, api_base: str | None, as_json: bool) -> None:
    """Answer a question from your conversations, citing them; streamed as it is written."""
    from .ask.service import AskError

    engine = _engine(ctx)

    def show(piece: str) -> None:
        click.echo(piece, nl=False)

    from .ask.result import AskResult, Citation

    # The daemon answers with its own model; another one asked for is used here.
    warm = None if model or api_base else _warm(
        ctx, "ask", {"question": " ".join(question), "only_heuristic": only_heuristic,
                     "previous": "" if fresh else None})
    if warm is not None:  # the daemon answered with its loaded models
        engine.close()
        warm["citations"] = [Citation(**c) for c in warm["citations"]]
        r = AskResult(**warm)
        if not as_json:
            show(r.answer)
    else:
        try:
            r = _run(engine, lambda: engine.ask(
                " ".join(question), previous="" if fresh else None, model=model,
                api_base=api_base, only_heuristic=only_heuristic,
                on_token=None if as_json else show))
        except AskError as e:
            raise click.UsageError(str(e)) from e
    if as_json:
        click.echo(json.dumps(r.to_dict(), indent=2))
        return
    click.echo("")
    if r.query != r.question:
        click.echo(f"(searched for: {r.query})", err=True)
    for w in r.warnings:
        click.echo(f"warning: {w}", err=True)
    if r.citations:
        click.echo("")
    for c in r.citations:
        click.echo(f"[{c.n}] {c.title} ({c.date[:10] or 'undated'})  {c.link}")


@cli.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--mode", type=click.Choice(["fast", "hybrid", "deep"]), default="hybrid",
              show_default=True, help="fast: vectors only; hybrid: keyword + vectors; "
              "deep: hybrid + query expansion + rescoring.")
@click.option("--source", help="Only this source (e.g. claude-code).")
@click.option("--project", help="Only this project.")
@click.option("--since", help="Only passages from this date on (YYYY-MM-DD).")
@click.option("--until", help="Only passages up to this date (YYYY-MM-DD).")
@click.option("--kind", type=click.Choice(["conversation", "episode", "concept", "curated",
                                           "note", "topic", "reflection"]),
              help="Only this kind of note (episode: a capture made with remember).")
@click.option("--limit", type=click.IntRange(1, RESULTS_MAX), default=10, show_default=True,
              help=f"How many passages (1 to {RESULTS_MAX}).")
@click.option("--all-states", "all_states", is_flag=True,
              help="Also demoted, archived and superseded notes.")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def search(ctx: click.Context, query: tuple[str, ...], mode: str, source: str | None,
           project: str | None, since: str | None, until: str | None, kind: str | None,
           limit: int, all_states: bool, as_json: bool) -> None:
    """Search every conversation and note: keyword and meaning, fused."""
    from .index.keyword import Filters

    text = " ".join(query).strip()
    if not text:
        raise click.UsageError("empty query: say what to search for")
    for name, value in (("--since", since), ("--until", until)):
        if value and not _is_date(value):
            raise click.UsageError(f"{name} wants a date like 2026-01-31, not {value!r}")
    filters = Filters(source=source, project=project, kind=kind, since=since, until=until,
                      include_hidden=all_states)
    hits = _warm(ctx, "search", {"query": text, "mode": mode, "limit": limit,
                                 "filters": dataclasses.asdict(filters)})
    if hits is not None:
        from .index.index import Hit

        hits = [Hit(**h) for h in hits]
    else:
        warned: list[str] = []

        def run(engine: Engine, progress: Any) -> list[Any]:
            found = engine.search(text, mode=mode, limit=limit, filters=filters,
                                  progress=progress)
            if engine.index.warning:
                warned.append(engine.index.warning)
            return found

        hits = _query(ctx, run)
        for w in warned:
            click.echo(f"warning: {w}", err=True)
    if as_json:
        click.echo(json.dumps([h.to_dict() for h in hits], indent=2))
        return
    if not hits:
        click.echo("no matches")
    for i, h in enumerate(hits, 1):
        badges = " / ".join(b for b in (f"kw#{h.keyword_rank}" if h.keyword_rank else "",
                                        f"vec#{h.vector_rank}" if h.vector_rank else "") if b)
        day = (h.created or "")[:10]
        click.echo(f"{i:2}. {h.title or h.note_path}  [{h.source or h.kind}, {day}]  {badges}")
        snippet = " ".join(h.text.split())
        click.echo(f"    {snippet[:200]}{'…' if len(snippet) > 200 else ''}")
        click.echo(f"    {h.link}")


def _warm(ctx: click.Context, op: str, payload: dict[str, Any]) -> Any | None:
    """Ask the running daemon, whose models are loaded; None when no daemon runs."""
    from .daemon.client import call

    try:
        config = load_config(ctx.obj.get("vault"))
        config.existing_vault()  # before the cache folder is made for it
        return call(config.cache_dir, op, payload)
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    except ValueError as e:
        raise click.UsageError(str(e)) from e


def _query(ctx: click.Context, run: Any) -> list[Any]:
    """Run a read against the index; building a missing index shows a progress bar."""
    engine = _engine(ctx)
    progress = _Progress()
    try:
        return run(engine, progress.steps)
    except (ValueError, ConfigError) as e:
        raise click.UsageError(str(e)) from e
    finally:
        progress.done()
        engine.close()


def _is_date(value: str) -> bool:
    import re

    return bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", value))


@cli.command()
@click.pass_context
def reindex(ctx: click.Context) -> None:
    """Drop the search index and rebuild it from the vault's notes alone."""
    engine = _engine(ctx)
    progress = _Progress()
    try:
        r = engine.reindex(progress=progress.steps)
    finally:
        progress.done()
        engine.close()
    click.echo(f"index rebuilt: {r.files_indexed} notes, {r.chunks_added} passages "
               f"({r.chunks_embedded} embedded, the rest from the vector cache) in "
               f"{r.seconds:.1f} s")
    for e in r.errors[:20]:
        click.echo(f"  skipped {e['path']}: {e['reason']}", err=True)


@cli.command()
@click.argument("target", nargs=-1, required=True)
@click.option("--limit", type=click.IntRange(1, RESULTS_MAX), default=10, show_default=True,
              help=f"How many conversations (1 to {RESULTS_MAX}).")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def similar(ctx: click.Context, target: tuple[str, ...], limit: int, as_json: bool) -> None:
    """Conversations like TARGET: a musubi_id (e.g. claude-code:abc) or free text."""
    hits = _query(ctx, lambda engine, progress: engine.similar(
        " ".join(target), limit=limit, progress=progress))
    if as_json:
        click.echo(json.dumps([h.to_dict() for h in hits], indent=2))
        return
    for i, h in enumerate(hits, 1):
        click.echo(f"{i:2}. {h.title or h.note_path}  [{h.source or h.kind}]  "
                   f"{h.score:.3f}  {h.link}")


@cli.command()
@click.option("--http", is_flag=True, help="Serve streamable HTTP at /mcp instead of stdio.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True,
              help="HTTP port.")
@click.option("--host", help="HTTP address to bind (default 127.0.0.1, this machine only; "
              "another address is served with a warning).")
@click.pass_context
def mcp(ctx: click.Context, http: bool, port: int, host: str | None) -> None:
    """Serve the library to AI tools over MCP: stdio for Claude Code, Cursor, Claude Desktop."""
    from .mcp.server import serve

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
    from .mcp.guard import ensure_token, token_path

    try:
        cache = load_config(ctx.obj.get("vault")).cache_dir
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    value = ensure_token(cache, rotate=rotate)
    click.echo(str(token_path(cache)) if show_path else value)


@cli.group()
def bench() -> None:
    """Benchmarks that print figures (see docs/benchmarks.md)."""


def _log(line: str) -> None:
    click.echo(line, err=True)


def _print_figures(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(result, indent=2))
        return
    for key, value in result.items():
        click.echo(f"{key:28} {value}")


@bench.command("ingest")
@click.option("--conversations", "n", type=int, default=2000, show_default=True)
@click.option("--messages", type=int, default=12, show_default=True,
              help="Messages per conversation.")
@click.option("--json", "as_json", is_flag=True)
def bench_ingest(n: int, messages: int, as_json: bool) -> None:
    """Ingest N synthetic Claude Code conversations into a temp vault; print speed and memory."""
    from .bench.ingest import run_ingest_bench

    _print_figures(run_ingest_bench(n, messages, log=_log), as_json)


@bench.command("search")
@click.option("--conversations", "n", type=int, default=2000, show_default=True)
@click.option("--messages", type=int, default=6, show_default=True)
@click.option("--json", "as_json", is_flag=True)
def bench_search(n: int, messages: int, as_json: bool) -> None:
    """Index build speed, warm hybrid latency and a cold `musubi search` on a synthetic library."""
    from .bench.search import run_search_bench

    _print_figures(run_search_bench(n, messages, log=_log), as_json)


@bench.command("merge")
@click.option("--edits", type=click.IntRange(10, 10**6), default=1000, show_default=True)
@click.option("--messages", type=click.IntRange(2, 10**6), default=2000, show_default=True,
              help="Messages in the note whose merge is timed.")
@click.option("--json", "as_json", is_flag=True)
def bench_merge(edits: int, messages: int, as_json: bool) -> None:
    """Conflicts out of edits that do not overlap, and the time to merge a long note."""
    from .bench.merge import run_merge_bench

    _print_figures(run_merge_bench(edits, messages, log=_log), as_json)


@bench.command("cli-search")
@click.option("--query", default="what did I decide", show_default=True)
@click.option("--runs", type=click.IntRange(1, 50), default=5, show_default=True)
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def bench_cli_search(ctx: click.Context, query: str, runs: int, as_json: bool) -> None:
    """Wall time of `musubi search` with and without a running daemon (one is started for
    the measurement when none runs)."""
    from .bench.daemon import run_cli_search_bench

    try:
        config = load_config(ctx.find_root().obj.get("vault"))
        vault = config.require_vault()
    except ConfigError as e:
        raise click.UsageError(str(e)) from e
    _print_figures(run_cli_search_bench(vault, config.cache_dir, query, runs, log=_log),
                   as_json)


@bench.command("distill")
@click.option("--conversations", "n", type=int, default=200, show_default=True)
@click.option("--json", "as_json", is_flag=True)
def bench_distill(n: int, as_json: bool) -> None:
    """The distill harness's overhead: notes/s and tokens/note against an instant local model."""
    from .bench.distill import run_distill_bench

    _print_figures(run_distill_bench(n, log=_log), as_json)


@bench.command("embed")
@click.option("--backend", "backends", multiple=True,
              type=click.Choice(["torch", "onnx-fp32", "onnx-int8"]),
              help="Backends to measure (default: all three). Repeatable.")
@click.option("--repeat", type=int, default=3, show_default=True, help="Best of N runs.")
@click.option("--json", "as_json", is_flag=True)
def bench_embed(backends: tuple[str, ...], repeat: int, as_json: bool) -> None:
    """Embedding speed (long and short passages), cold start and agreement with torch fp32."""
    from .bench.embed import bench_backends, format_table, sample_texts
    from .config import model_cache_root

    kwargs: dict[str, Any] = {"repeat": repeat}
    if backends:
        kwargs["backends"] = list(backends)
    rows = bench_backends(model_cache_root(), sample_texts(), **kwargs)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    click.echo(format_table(rows))


@bench.command("locomo")
@click.argument("data", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--scope", type=click.Choice(["scoped", "pooled", "both"]), default="scoped",
              show_default=True)
@click.option("--mode", "modes", multiple=True,
              type=click.Choice(["keyword", "fast", "hybrid", "deep"]),
              help="Retrieval mode(s) to score (default: hybrid). Repeatable.")
@click.option("--samples", type=int, help="Only the first N LoCoMo conversations.")
@click.option("--backend", default="auto", show_default=True,
              help="Embedding backend: auto, onnx-fp32, onnx-int8, torch.")
@click.option("--json", "as_json", is_flag=True)
def bench_locomo(data: Path, scope: str, modes: tuple[str, ...], samples: int | None,
                 backend: str, as_json: bool) -> None:
    """Retrieval recall on LoCoMo (DATA = locomo10.json), through the normal pipeline."""
    from .bench.locomo import run_locomo

    scopes = ["scoped", "pooled"] if scope == "both" else [scope]
    results = run_locomo(data, scopes=scopes, modes=list(modes) or ["hybrid"], samples=samples,
                         embed_backend=backend, log=_log)
    if as_json:
        click.echo(json.dumps(results[0] if len(results) == 1 else results, indent=2))
        return
    keys = ("turn_recall@5", "turn_recall@10", "turn_recall@25", "session_recall@5", "mrr",
            "ndcg@10", "latency_ms_p50", "latency_ms_p95")
    click.echo(f"{'scope':7} {'mode':8} {'questions':>9} " + " ".join(f"{k:>16}" for k in keys))
    for r in results:
        click.echo(f"{r['scope']:7} {r['mode']:8} {r['questions']:>9} "
                   + " ".join(f"{r.get(k, ''):>16}" for k in keys))


def main() -> None:
    cli(prog_name="musubi")


if __name__ == "__main__":
    main()


def _register() -> None:
    """Commands that live in modules of their own."""
    from .bench.mcp import mcp_load, mcp_soak
    from .cli_daemon import daemon
    from .cli_doctor import doctor
    from .cli_service import service
    from .cli_sync import sync

    for command in (daemon, service, sync, doctor):
        cli.add_command(command)
    for command in (mcp_load, mcp_soak):
        bench.add_command(command)


_register()
