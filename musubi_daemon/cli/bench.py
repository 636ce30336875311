"""`musubi-bench ...`: the benchmarks, each printing figures (docs/benchmarks.md).

They are for the people who develop Musubi, so they have their own command and stay out of
`musubi --help`; `musubi bench ...` still runs them, hidden, for one release."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..bench.distill_case import SPLITS
from ..config import ConfigError, load_config, model_cache_root
from .base import (
    Command,
    cli,
)


@cli.group(hidden=True)
def bench() -> None:
    """Benchmarks that print figures (see docs/benchmarks.md)."""


def main() -> None:
    """The `musubi-bench` command: the same group under its own name (the vault, where a
    bench reads one, comes from MUSUBI_VAULT or the config file)."""
    bench(prog_name="musubi-bench", obj={})


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
    from ..bench.ingest import run_ingest_bench

    _print_figures(run_ingest_bench(n, messages, log=_log), as_json)


@bench.command("search")
@click.option("--conversations", "n", type=int, default=2000, show_default=True)
@click.option("--messages", type=int, default=6, show_default=True)
@click.option("--keep", type=click.Path(file_okay=False, path_type=Path),
              help="Build the library in this folder and keep it; a later run with the same "
                   "size measures the searches again without building it twice.")
@click.option("--stand-in", "stand_in", is_flag=True,
              help="Vectors from the words' hashes instead of the model: the stores, search "
                   "and fusion pay their real cost at a million passages, encoding does not.")
@click.option("--json", "as_json", is_flag=True)
def bench_search(n: int, messages: int, keep: Path | None, stand_in: bool,
                 as_json: bool) -> None:
    """Index build speed, warm latency per channel, the vector channel's recall against exact
    search, the re-index of one changed conversation and a cold `musubi search`, on a
    synthetic library."""
    from ..bench.search import run_search_bench

    try:
        figures = run_search_bench(n, messages, keep=keep, stand_in=stand_in, log=_log)
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    _print_figures(figures, as_json)


@bench.command("first-run")
@click.option("--sessions", "n", type=click.IntRange(1, 100_000), default=300,
              show_default=True)
@click.option("--messages", type=click.IntRange(2, 400), default=12, show_default=True)
@click.option("--foreground", type=click.FloatRange(0), default=45.0, show_default=True,
              help="Seconds `ingest` indexes before the rest goes on in the background.")
@click.option("--kill-at", type=click.FloatRange(0, 1, min_open=True, max_open=True),
              help="Kill the background index (SIGKILL) once this share of the notes is in, "
                   "then resume it in the foreground and count what it embedded twice.")
@click.option("--json", "as_json", is_flag=True)
def bench_first_run(n: int, messages: int, foreground: float, kill_at: float | None,
                    as_json: bool) -> None:
    """A first ingest of a large history with the index on, as a person meets it: when it
    returns, when a search first finds the newest session and what it says, and when the
    background index is done; with --kill-at, what a kill half way costs."""
    from ..bench.first_run import run_first_run_bench

    _print_figures(run_first_run_bench(n, messages, foreground, kill_at, log=_log), as_json)


@bench.command("merge")
@click.option("--edits", type=click.IntRange(10, 10**6), default=1000, show_default=True)
@click.option("--messages", type=click.IntRange(2, 10**6), default=2000, show_default=True,
              help="Messages in the note whose merge is timed.")
@click.option("--json", "as_json", is_flag=True)
def bench_merge(edits: int, messages: int, as_json: bool) -> None:
    """Conflicts out of edits that do not overlap, and the time to merge a long note."""
    from ..bench.merge import run_merge_bench

    _print_figures(run_merge_bench(edits, messages, log=_log), as_json)


@bench.command("redact")
@click.option("--mb", type=click.FloatRange(0.1, 1024), default=10, show_default=True,
              help="Size of each pasted text.")
@click.option("--repeat", type=click.IntRange(1, 100), default=3, show_default=True)
@click.option("--json", "as_json", is_flag=True)
def bench_redact(mb: float, repeat: int, as_json: bool) -> None:
    """Secret redaction speed on a pasted build log, a JSON dump and chat prose."""
    from ..bench.redact import run_redact_bench

    _print_figures(run_redact_bench(mb, repeat, log=_log), as_json)


@bench.command("cli-search")
@click.option("--query", default="what did I decide", show_default=True)
@click.option("--runs", type=click.IntRange(1, 50), default=5, show_default=True)
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def bench_cli_search(ctx: click.Context, query: str, runs: int, as_json: bool) -> None:
    """Wall time of `musubi search` with and without a running daemon (one is started for
    the measurement when none runs)."""
    from ..bench.daemon import run_cli_search_bench

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
    from ..bench.distill import run_distill_bench

    _print_figures(run_distill_bench(n, log=_log), as_json)


@bench.command("distill-quality")
@click.option("--model", help="A chat model to score beside the heuristic (default: the "
                              "configured one, when it answers).")
@click.option("--api-base", help="Its server, e.g. http://127.0.0.1:8080/v1.")
@click.option("--only-heuristic", is_flag=True, help="Do not ask any chat model.")
@click.option("--misses", is_flag=True,
              help="List what each distiller got wrong or missed on the tune split.")
@click.option("--split", "splits", multiple=True,
              type=click.Choice(SPLITS),
              help="Score only these splits (default: all). Repeatable; tune with "
                   "--split tune so the held-out figures stay unread.")
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def bench_distill_quality(ctx: click.Context, model: str | None, api_base: str | None,
                          only_heuristic: bool, misses: bool, splits: tuple[str, ...],
                          as_json: bool) -> None:
    """Precision and recall of decisions, open loops and facts on a labelled set, for the
    heuristic and, when one answers, the chat model (see docs/benchmarks.md)."""
    from ..bench.distill_quality import run_distill_quality
    from ..distill.llm import ChatModel

    chat = None
    if not only_heuristic:
        try:
            config = load_config(ctx.find_root().obj.get("vault"))
        except ConfigError as e:
            raise click.UsageError(str(e)) from e
        chat = ChatModel.answering(model or config.llm_model, api_base or config.llm_api_base,
                                   config.llm_api_key)
        if chat is None:
            _log(f"no chat model answers at {api_base or config.llm_api_base or 'its default'}:"
                 " the heuristic alone is scored")
    out = run_distill_quality(chat, misses=misses, log=_log, splits=splits)
    if as_json:
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    for name, per_split in out.items():
        click.echo(f"\n{name}")
        click.echo(f"  {'split':8} {'cases':>5}  " + "  ".join(
            f"{f + ' P':>12} {f + ' R':>12}" for f in ("decisions", "loops", "facts"))
            + f"  {'chatter items':>13} {'loop headings':>13} {'superseded':>10}"
            + f" {'slowest s':>9}")
        rows: list[str] = []
        for split in SPLITS:  # both halves summed, after the held-out one
            rows += [split, "all"] if split == "heldout" else [split]
        for split in rows:
            if split not in per_split:
                continue
            f = per_split[split]
            cells = "  ".join(f"{_ratio(f[k + '_precision']):>12} {_ratio(f[k + '_recall']):>12}"
                              for k in ("decisions", "loops", "facts"))
            click.echo(f"  {split:8} {f['cases']:>5}  {cells}  {f['chatter_items']:>13} "
                       f"{f['loop_headings']:>13} {f['superseded_listed']:>10} "
                       f"{f['slowest_case_seconds']:>9.3f}")
        for miss in per_split.get("tune_misses") or []:
            click.echo(f"  miss {json.dumps(miss, ensure_ascii=False)}")


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


@bench.command("distill-train")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="Where to write the weights (default: the file shipped with Musubi).")
@click.option("--cv", is_flag=True,
              help="Also print 5-fold cross-validation on the tune half.")
@click.option("--json", "as_json", is_flag=True)
def bench_distill_train(out: Path | None, cv: bool, as_json: bool) -> None:
    """Learn the heuristic ranker's weights from the labelled set's tune half and first set
    (never the held-out half), then score them with `musubi-bench distill-quality`."""
    from ..bench.distill_train import run_distill_train

    _print_figures(run_distill_train(out, cv=cv, log=_log), as_json)


@bench.command("topics")
@click.option("--split", "splits", multiple=True, type=click.Choice(["tune", "heldout"]),
              help="Halves of the themed set to map (default: both). Repeatable.")
@click.option("--no-projects", is_flag=True, help="Skip the library of recurring projects.")
@click.option("--json", "as_json", is_flag=True)
def bench_topics(splits: tuple[str, ...], no_projects: bool, as_json: bool) -> None:
    """Topic purity, theme spread, share placed and names on the themed distillation set,
    and same-project pairs sharing a topic on the mixed library, without a chat model."""
    from ..bench.topics import run_topics

    out = run_topics(list(splits) or ["tune", "heldout"], projects=not no_projects, log=_log)
    if as_json:
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    for r in out["themed"]:
        click.echo(f"{r['split']:8} notes {r['notes']:>4}  themes {r['themes']:>3}  "
                   f"topics {r['topics']:>3}  purity {_ratio(r['purity'])}  "
                   f"theme spread {_ratio(r['theme_spread'])}  placed {_ratio(r['placed'])}  "
                   f"bad names {len(r['bad_names'])}  "
                   f"names cover {_ratio(r.get('name_coverage'))}  concepts {r['concepts']} "
                   f"({r['concepts_of_one_theme']} of one theme)")
        for t in r["topic_names"]:
            themes = ", ".join(f"{k} {v}" for k, v in t["themes"].items())
            bad = f"  BAD: {t['bad']}" if t["bad"] else ""
            click.echo(f"    {t['name']!r:40} {t['notes']:>3}  ({themes}){bad}")
    if "projects" in out:
        p = out["projects"]
        click.echo(f"projects: {p['projects']} projects, {p['sessions']} sessions, "
                   f"{p['pairs']} pairs, same-project pairs sharing a topic "
                   f"{_ratio(p['same_project_together'])}, placed {_ratio(p['placed'])}, "
                   f"bad names {len(p['bad_names'])}")
        click.echo("    " + ", ".join(p["topic_names"]))


@bench.command("reversals")
@click.option("--json", "as_json", is_flag=True)
def bench_reversals(as_json: bool) -> None:
    """Precision and recall of the model-free reversal check on its labelled note pairs."""
    from ..bench.reversal_cases import bench_reversals as run

    _print_figures(run(), as_json)


@bench.command("embed")
@click.option("--backend", "backends", multiple=True,
              type=click.Choice(["torch", "onnx-fp32", "onnx-int8"]),
              help="Backends to measure (default: all three). Repeatable.")
@click.option("--repeat", type=int, default=3, show_default=True, help="Best of N runs.")
@click.option("--json", "as_json", is_flag=True)
def bench_embed(backends: tuple[str, ...], repeat: int, as_json: bool) -> None:
    """Embedding speed (long and short passages), cold start and agreement with torch fp32."""
    from ..bench.embed import bench_backends, format_table, sample_texts

    kwargs: dict[str, Any] = {"repeat": repeat}
    if backends:
        kwargs["backends"] = list(backends)
    rows = bench_backends(model_cache_root(), sample_texts(), **kwargs)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    click.echo(format_table(rows))


def _model_choice(f: Command) -> Command:
    """--embed-model and --reranker: measure the models a person has (folders or pulled ids);
    the configuration's are not used, so a figure always says what it measured."""
    f = click.option("--reranker", default="", metavar="NAME_OR_PATH",
                     help="A cross-encoder for deep mode (default: none).")(f)
    return click.option("--embed-model", default="", metavar="NAME_OR_PATH",
                        help="A sentence-transformers embedder instead of the bundled "
                             "MiniLM (--backend then does not apply).")(f)


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
@_model_choice
@click.option("--json", "as_json", is_flag=True)
def bench_locomo(data: Path, scope: str, modes: tuple[str, ...], samples: int | None,
                 backend: str, embed_model: str, reranker: str, as_json: bool) -> None:
    """Retrieval recall on LoCoMo (DATA = locomo10.json), through the normal pipeline."""
    from ..bench.locomo import run_locomo

    scopes = ["scoped", "pooled"] if scope == "both" else [scope]
    results = run_locomo(data, scopes=scopes, modes=list(modes) or ["hybrid"], samples=samples,
                         embed_backend=backend, log=_log, embed_model=embed_model,
                         reranker=reranker)
    if as_json:
        click.echo(json.dumps(results[0] if len(results) == 1 else results, indent=2))
        return
    keys = ("turn_recall@5", "turn_recall@10", "turn_recall@25", "session_recall@5", "mrr",
            "ndcg@10", "latency_ms_p50", "latency_ms_p95")
    click.echo(f"{'scope':7} {'mode':8} {'questions':>9} " + " ".join(f"{k:>16}" for k in keys))
    for r in results:
        click.echo(f"{r['scope']:7} {r['mode']:8} {r['questions']:>9} "
                   + " ".join(f"{r.get(k, ''):>16}" for k in keys))


@bench.command("side-by-side")
@click.argument("data", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--basic-memory-venv", "venv", required=True,
              type=click.Path(file_okay=False, path_type=Path),
              help="A virtualenv with basic-memory installed (it runs there, never in Musubi).")
@click.option("--samples", type=int, help="Only the first N LoCoMo conversations.")
@click.option("--json", "as_json", is_flag=True)
def bench_side_by_side(data: Path, venv: Path, samples: int | None, as_json: bool) -> None:
    """Musubi and basic-memory on the same LoCoMo session notes (DATA = locomo10.json),
    scored by one scorer, each scoped to the conversation asked about."""
    from ..bench.side_by_side import BasicMemoryFailed, BasicMemoryMissing, run_side_by_side

    try:
        out = run_side_by_side(data, venv, samples=samples, log=_log)
    except BasicMemoryMissing as e:
        click.echo(f"musubi-bench side-by-side: {e}", err=True)
        raise SystemExit(2) from None
    except BasicMemoryFailed as e:
        click.echo(f"musubi-bench side-by-side: {e}", err=True)
        raise SystemExit(1) from None
    if as_json:
        click.echo(json.dumps(out, indent=2))
        return
    keys = ("turn_recall@10", "turn_recall@25", "session_recall@5", "session_recall@10",
            "mrr", "latency_ms_p50")
    click.echo(f"LoCoMo: {out['samples']} conversations, {out['sessions']} session notes, "
               f"scoped; categories 1-4")
    click.echo(f"{'tool':13} {'mode':18} {'questions':>9} " + " ".join(f"{k:>17}" for k in keys))
    rows = [("musubi", m, r) for m, r in out["musubi"].items()]
    rows += [("basic-memory", m, r) for m, r in out["basic_memory"].items()]
    for tool, mode, r in rows:
        click.echo(f"{tool:13} {mode:18} {r['questions']:>9} "
                   + " ".join(f"{r.get(k, ''):>17}" for k in keys))
    for name in ("musubi_settings", "basic_memory_settings"):
        click.echo(f"{name}: " + ", ".join(f"{k} {v}" for k, v in out[name].items()))
    for caveat in out["caveats"]:
        click.echo(f"caveat: {caveat}")


@bench.command("phrases")
@click.option("--phrases", "n", type=int, default=50, show_default=True,
              help="Phrases drawn from each library.")
@click.option("--locomo", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="LoCoMo's locomo10.json: its conversations are one more library.")
@click.option("--library", "only", multiple=True,
              type=click.Choice(["mixed", "locomo", "demo"]),
              help="Only these libraries (default: every one at hand). Repeatable.")
@click.option("--mode", type=click.Choice(["keyword", "fast", "hybrid", "deep"]),
              default="hybrid", show_default=True)
@click.option("--backend", default="auto", show_default=True,
              help="Embedding backend: auto, onnx-fp32, onnx-int8, torch.")
@click.option("--misses", is_flag=True, help="List every phrase whose note is not first.")
@click.option("--json", "as_json", is_flag=True)
def bench_phrases(n: int, locomo: Path | None, only: tuple[str, ...], mode: str, backend: str,
                  misses: bool, as_json: bool) -> None:
    """Five-word phrases drawn from short messages, searched as typed and in quotes: how
    often the note holding them comes first, and within ten."""
    from ..bench.phrases import run_phrases

    out = run_phrases(n=n, locomo=locomo, only=only, mode=mode, embed_backend=backend,
                      log=_log, verbose=misses)
    if as_json:
        click.echo(json.dumps(out, indent=2))
        return
    click.echo(f"{'library':8} {'passages':>8} {'phrases':>7}  {'plain top1':>10} "
               f"{'plain top10':>11} {'quoted top1':>11} {'quoted top10':>12} {'p50 ms':>7}")
    for name, r in out.items():
        if "skipped" in r:
            click.echo(f"{name:8} skipped: {r['skipped']}")
            continue
        click.echo(f"{name:8} {r['passages']:>8} {r['phrases']:>7}  "
                   f"{r['plain']['top1']:>10.3f} {r['plain']['top10']:>11.3f} "
                   f"{r['quoted']['top1']:>11.3f} {r['quoted']['top10']:>12.3f} "
                   f"{r['plain']['p50_ms']:>7}")


@bench.command("mixed")
@click.option("--mode", "modes", multiple=True,
              type=click.Choice(["keyword", "fast", "hybrid", "deep"]),
              help="Retrieval mode(s) to score (default: hybrid). Repeatable.")
@click.option("--backend", default="auto", show_default=True,
              help="Embedding backend: auto, onnx-fp32, onnx-int8, torch.")
@_model_choice
@click.option("--misses", is_flag=True, help="List every query whose item is not first.")
@click.option("--json", "as_json", is_flag=True)
def bench_mixed(modes: tuple[str, ...], backend: str, embed_model: str, reranker: str,
                misses: bool, as_json: bool) -> None:
    """Hit@1, hit@3 and MRR on a mixed library (long sessions, chats, notes, captures,
    attachments, topic pages, reflections), per kind of query and of item."""
    from ..bench.mixed import run_mixed

    out = run_mixed(modes=list(modes) or ["hybrid"], embed_backend=backend, log=_log,
                    verbose=misses, embed_model=embed_model, reranker=reranker)
    if as_json:
        click.echo(json.dumps(out, indent=2))
        return
    click.echo(f"{out['items']} items, {out['passages']} passages, {out['queries']} queries")
    for r in out["results"]:
        click.echo(f"\nmode {r['mode']}: hit@1 {r['hit@1']:.3f}  hit@3 {r['hit@3']:.3f}  "
                   f"MRR {r['mrr']:.3f}  p50 {r['p50_ms']} ms")
        for group in ("by_query", "by_item"):
            click.echo(f"  {group.replace('_', ' ')}:")
            for name, f in r[group].items():
                click.echo(f"    {name:12} {f['queries']:>4}  hit@1 {f['hit@1']:.3f}  "
                           f"hit@3 {f['hit@3']:.3f}  MRR {f['mrr']:.3f}")


def _register_mcp_benches() -> None:
    from ..bench.mcp import mcp_load, mcp_soak

    for command in (mcp_load, mcp_soak):
        bench.add_command(command)


_register_mcp_benches()
