"""`musubi models ...`: which embedding and reranking models this machine has, and `pull`, the
one command that goes online."""

from __future__ import annotations

import json
from typing import Any

import click

from ..config import ConfigError, load_config, model_cache_root
from .base import cli

CONFIG_KEYS = {"embedder": "embed_model", "reranker": "reranker"}
ENV_KEYS = {"embedder": "MUSUBI_EMBED_MODEL", "reranker": "MUSUBI_RERANKER"}


class _Failed(click.ClickException):
    """One line on stderr and exit 2, as for any request that cannot be done as given."""

    exit_code = 2


@cli.group()
def models() -> None:
    """Embedding and reranking models: what is here, what is configured, and `pull`."""


@models.command("pull")
@click.argument("name")
@click.option("--kind", type=click.Choice(["embedder", "reranker"]),
              help="What the model is for (default: read from the model: a sequence "
                   "classifier is a reranker).")
@click.option("--revision", help="A branch, tag or commit of the model (default: main).")
@click.option("--json", "as_json", is_flag=True,
              help="Print what was pulled as JSON: name, kind, revision, endpoint, pulled (when), "
                   "files and path (and dim and max_tokens for an embedder).")
def pull(name: str, kind: str | None, revision: str | None, as_json: bool) -> None:
    """Download NAME (a hub id, e.g. cross-encoder/ms-marco-MiniLM-L-6-v2) into the model
    cache. The only command that goes online: search, ask and indexing never do."""
    from ..index.models import is_hub_id
    from ..index.pull import PullError, endpoint
    from ..index.pull import pull as do_pull

    if not as_json and is_hub_id(name):
        click.echo(f"pulling {name} from {endpoint()} ...", err=True)
    try:
        got = do_pull(name, model_cache_root(), kind=kind, revision=revision)
    except PullError as e:
        raise _Failed(str(e)) from e
    if as_json:
        click.echo(json.dumps(got, indent=2))
        return
    size = sum(f.stat().st_size for f in _files(got["path"]))
    key = CONFIG_KEYS[got["kind"]]
    click.echo(f"pulled {name} ({got['kind']}, revision {str(got['revision'])[:12]}, "
               f"{size / 1e6:.1f} MB) into {got['path']}")
    click.echo("to use it, put this in your config file"
               f"{_config_where()}:\n\n[index]\n{key} = \"{name}\"\n\n"
               f"(or set {ENV_KEYS[got['kind']]}={name})")
    if got["kind"] == "embedder":
        click.echo("the index is rebuilt with it on the next search or ingest; vectors are "
                   "kept per model, so switching back embeds nothing again")
    else:
        click.echo("it reranks `musubi search --mode deep` and `musubi ask`")


def _files(path: str) -> list[Any]:
    from pathlib import Path

    return [f for f in Path(path).rglob("*") if f.is_file()]


def _config_where() -> str:
    from ..config import config_path

    return f" ({config_path()})"


def _configured(name: str, kind: str) -> dict[str, Any]:
    """Where a configured model is, or why it cannot be used (without loading it)."""
    from ..index.models import ModelNotFound, resolve

    if not name:
        return {"name": None, "path": None,
                "uses": "the bundled all-MiniLM-L6-v2" if kind == "embedder" else "none"}
    try:
        found = resolve(name, model_cache_root(), kind)
    except ModelNotFound as e:
        return {"name": name, "path": None, "error": str(e)}
    return {"name": name, "path": str(found.path), "tag": found.tag}


@models.command("list")
@click.option("--json", "as_json", is_flag=True,
              help="Print the models as JSON: cache, pulled (name, kind, revision, pulled, path, "
                   "bytes), configured (embed_model, reranker) and embed_backend.")
@click.pass_context
def list_models(ctx: click.Context, as_json: bool) -> None:
    """The pulled models, and the embedder and reranker the configuration names."""
    from ..index.models import pulled

    try:
        config = load_config(ctx.find_root().obj.get("vault"))
    except ConfigError as e:
        raise _Failed(str(e)) from e
    out: dict[str, Any] = {"cache": str(model_cache_root()), "pulled": pulled(model_cache_root()),
           "configured": {"embed_model": _configured(config.embed_model, "embedder"),
                          "reranker": _configured(config.reranker, "reranker")},
           "embed_backend": config.embed_backend}
    if as_json:
        click.echo(json.dumps(out, indent=2))
        return
    click.echo("configured:")
    for key, c in out["configured"].items():
        if c["name"] is None:
            line = c["uses"] + (f" (backend {config.embed_backend})"
                                if key == "embed_model" else "")
        else:
            line = f"{c['name']}  " + (f"-> {c['path']}" if c["path"] else
                                       f"NOT USABLE: {c['error']}")
        click.echo(f"  {key:12} {line}")
    click.echo(f"pulled into {out['cache']}:" if out["pulled"] else
               "nothing pulled (`musubi models pull NAME`)")
    for m in out["pulled"]:
        click.echo(f"  {m['name']:40} {m['kind'] or '?':9} {str(m['revision'] or '')[:12]:12} "
                   f"{m['bytes'] / 1e6:8.1f} MB")
