"""`musubi thoughts send | read | watch`: a person at the channels agents talk on."""

from __future__ import annotations

import getpass
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import click

from .. import config as C
from ..agents import agent_name, presence
from ..config import ConfigError, load_config
from ..runtime import bearer, read_token, running
from ..thoughts.store import Thought, ThoughtStore, store_path
from .base import cli


def _cache(ctx: click.Context) -> Path:
    try:
        return load_config(ctx.obj.get("vault")).cache_dir
    except ConfigError as e:
        raise click.UsageError(str(e)) from e


def _store(ctx: click.Context) -> ThoughtStore:
    return ThoughtStore(store_path(_cache(ctx)))


def _show(t: Thought, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(t))
        return
    to = "" if t["to"] == "everyone" else f" -> {t['to']}"
    click.echo(f"#{t['id']}  {t['at'][:19].replace('T', ' ')}  {t['from']}{to}: {t['content']}")


@cli.group()
def thoughts() -> None:
    """Messages AI agents leave one another on named channels (kept 7 days, in the cache)."""


@thoughts.command()
@click.argument("channel")
@click.argument("text", nargs=-1, required=True)
@click.option("--to", "to", help="The agent it is for (default: everyone).")
@click.option("--from", "sender", help="Who sends it (default: MUSUBI_PRESENCE, else your "
              "login name).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the thought sent as JSON: id, channel, from, to, content and at.")
@click.pass_context
def send(ctx: click.Context, channel: str, text: tuple[str, ...], to: str | None,
         sender: str | None, as_json: bool) -> None:
    """Send a thought to CHANNEL."""
    name = sender or presence(None) or agent_name(getpass.getuser()) or "person"
    store = _store(ctx)
    try:
        t = store.send(channel, name, " ".join(text), to)
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    finally:
        store.close()
    click.echo(json.dumps(t, indent=2) if as_json else f"#{t['id']}")


# `--since` is a date wherever else it appears (`search`); here it was a thought id. The old
# spelling still works, hidden, for one release.
_old_since = click.option("--since", "old_since", type=click.IntRange(0), default=None,
                          hidden=True, help="The old name of --after.")


@thoughts.command()
@click.argument("channel")
@click.option("--after", type=click.IntRange(0), default=0, show_default=True,
              help="Only thoughts after this thought id (0: from the first).")
@_old_since
@click.option("--limit", type=click.IntRange(1, C.THOUGHTS_PAGE), default=C.THOUGHTS_PAGE,
              show_default=True)
@click.option("--for", "reader", help="Only thoughts for this agent or everyone.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the page as JSON: channel, thoughts (each with id, channel, from, to, "
                   "content, at) and next_since.")
@click.pass_context
def read(ctx: click.Context, channel: str, after: int, old_since: int | None, limit: int,
         reader: str | None, as_json: bool) -> None:
    """Print CHANNEL's thoughts after --after (a thought id), oldest first."""
    store = _store(ctx)
    try:
        page = store.read(channel, after if old_since is None else old_since, limit, reader)
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    finally:
        store.close()
    if as_json:
        click.echo(json.dumps(page, indent=2))
        return
    for t in page["thoughts"]:
        _show(t, False)
    click.echo(f"(next: --after {page['next_since']})", err=True)


@thoughts.command()
@click.argument("channel")
@click.option("--after", type=click.IntRange(0), default=0, show_default=True,
              help="Start after this thought id (0: from the first).")
@_old_since
@click.option("--json", "as_json", is_flag=True,
              help="Print each thought as JSON, one object a line: id, channel, from, to, "
                   "content and at.")
@click.pass_context
def watch(ctx: click.Context, channel: str, after: int, old_since: int | None,
          as_json: bool) -> None:
    """Follow CHANNEL: every thought and each new one as it comes, until Ctrl-C. Through
    the daemon's stream when it runs, else by reading the thoughts file."""
    cache = _cache(ctx)
    try:
        for t in _followed(cache, channel, after if old_since is None else old_since):
            _show(t, as_json)
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    except KeyboardInterrupt:
        pass


def _followed(cache: Path, channel: str, since: int) -> Iterator[Thought]:
    info = None if os.environ.get("MUSUBI_NO_DAEMON") == "1" else running(cache)
    token = read_token(cache)
    if info and info.get("port") and token:
        try:
            yield from _streamed(int(info["port"]), token, channel, since)
            return
        except _Gone as e:
            since = e.since  # the daemon stopped: the file is still there
    store = ThoughtStore(store_path(cache))
    try:
        while True:
            page = store.read(channel, since)
            since = page["next_since"]
            yield from page["thoughts"]
            if not page["thoughts"]:
                time.sleep(C.THOUGHTS_POLL_S)
    finally:
        store.close()


class _Gone(Exception):
    def __init__(self, since: int) -> None:
        self.since = since


def _streamed(port: int, token: str, channel: str, since: int) -> Iterator[Thought]:
    """The daemon's event stream; _Gone with the cursor when the daemon goes away."""
    import httpx

    url = f"http://127.0.0.1:{port}/thoughts/stream"
    try:
        with httpx.stream("GET", url, params={"channel": channel, "since": since},
                          headers=bearer(token), timeout=httpx.Timeout(10, read=None),
                          trust_env=False) as r:
            if r.status_code == 400:
                r.read()
                raise ValueError(r.json().get("error", "bad request"))
            if r.status_code != 200:
                raise _Gone(since)
            for line in r.iter_lines():
                if line.startswith("data: "):
                    t: Thought = json.loads(line[6:])
                    if "id" in t:
                        since = t["id"]
                        yield t
    except httpx.HTTPError:
        pass
    raise _Gone(since)
