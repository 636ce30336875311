"""What every command shares: the `musubi` group, the Engine a command opens, progress on
stderr, and the one mapping of the Engine's errors to exit codes.

Nothing heavy is imported here: a command's module (and with it the Engine, git, numpy) is
loaded when that command runs, so `musubi --version` and the hooks start at once.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from .. import __version__

if TYPE_CHECKING:
    from ..engine import Engine
    from ..knowledge.rollups import Item

# A command function, as click's decorators take and give it back.
Command = TypeVar("Command", bound=Callable[..., object])
T = TypeVar("T")

# Each top-level command and the module of this package that declares it, imported only when
# the command runs or `--help` lists them (tests/test_cli_start.py checks the map against what
# the modules declare).
COMMANDS = {
    "ask": "search", "search": "search", "similar": "search",
    "bench": "bench",
    "concepts": "lifecycle", "contradictions": "lifecycle", "lifecycle": "lifecycle",
    "remember": "lifecycle",
    "context": "knowledge", "decisions": "knowledge", "loops": "knowledge",
    "profile": "knowledge", "topics": "knowledge",
    "daemon": "daemon", "doctor": "doctor", "hooks": "hooks", "models": "models",
    "service": "service", "sync": "sync", "thoughts": "thoughts",
    "distill": "ingest", "ingest": "ingest", "sources": "ingest",
    "init": "vault", "mcp": "vault", "reindex": "vault", "status": "vault", "token": "vault",
}


def engine_of(ctx: click.Context) -> Engine:
    from ..config import ConfigError, load_config
    from ..engine import Engine

    try:
        return Engine(load_config(ctx.obj.get("vault")))
    except ConfigError as e:
        raise click.UsageError(str(e)) from e


class ProgressLine:
    """The progress line on stderr, silent when stderr is not a terminal: a count while a job
    of unknown size runs (conversations read), a bar with its rate and time left once the
    total is known (distilling, indexing, placing notes on topics)."""

    def __init__(self) -> None:
        self.enabled = sys.stderr.isatty()
        self.last = ""
        self._start: float | None = None
        self._job: tuple[int, int] = (0, 0)

    def __call__(self, stage: str, done: int, total: int | None = None, /) -> None:
        if not self.enabled:
            return
        if total is None:
            if done < 20 or done % 25 == 0:
                self._show(f"  {stage}: {done} read")
            return
        now = time.perf_counter()
        if self._start is None or total != self._job[0] or done < self._job[1]:
            self._start = now  # a new job (another total, or counting again from the start)
        self._job = (total, done)
        if done != total and done % 10 and now - self._start < 2:
            return
        per = (now - self._start) / max(done, 1)
        eta = per * (total - done)
        width = 30
        filled = int(width * done / max(total, 1))
        self._show(f"  {stage} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}  "
                   f"{1 / per if per else 0:.1f}/s  ETA {int(eta // 60)}:{int(eta % 60):02d}")

    def _show(self, line: str) -> None:
        pad = " " * max(0, len(self.last) - len(line))
        self.last = line
        click.echo("\r" + line + pad, nl=False, err=True)

    def done(self) -> None:
        if self.enabled and self.last:
            click.echo("\r" + " " * len(self.last) + "\r", nl=False, err=True)


class Stop(click.ClickException):
    """A command that cannot go on for a reason outside the request (a full disk, a read-only
    vault, a taken port): one line, ``musubi: what happened; what to do``, exit 1."""

    exit_code = 1

    def show(self, file: IO[str] | None = None) -> None:
        click.echo(f"musubi: {self.format_message()}", err=True, file=file)


def _places(ctx: click.Context) -> tuple[Path | None, Path | None]:
    """The vault and cache a command worked on, for a fault that names neither; (None, None)
    when the configuration cannot tell (the fault line then names what the error names)."""
    from ..config import load_config

    try:
        config = load_config(ctx.obj.get("vault") if ctx.obj else None)
    except Exception:  # the configuration's own fault is said where it is met
        return None, None
    cache = None
    with contextlib.suppress(Exception):  # no vault configured, or no room to make its folder
        cache = config.cache_dir
    return config.vault, cache


class _Musubi(click.Group):
    """The Engine's failures as exit codes, wherever a command meets them, worded by the one
    map the MCP server and the daemon's API use too (``errors.failure_of``): a request or a
    configuration that cannot be used (no vault there, another vault's cache, an unknown
    source, a bad --now) exits 2 with the reason; a vault another Musubi is writing, a name the
    vault lacks, and a fault of the whole vault (a full disk, a read-only vault) exit 1 with
    what to do, in one line. The daemon's answers come back through the same map. Never a
    traceback. Commands load with their module (``COMMANDS``)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(COMMANDS))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            module = importlib.import_module(f"{__package__}.{COMMANDS[cmd_name]}")
            found = getattr(module, cmd_name, None)
            if cmd_name not in self.commands and isinstance(found, click.Command):
                self.add_command(found, cmd_name)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException:
            raise
        except Exception as e:
            from ..errors import failure_of

            failure = failure_of(e)
            if failure is None or failure.kind == "fault":  # a fault names its place
                failure = failure_of(e, *_places(ctx))
            if failure is None:
                raise
            if failure.kind == "usage":
                raise click.UsageError(failure.text, ctx) from e
            if failure.kind == "fault":
                raise Stop(failure.text) from e
            raise click.ClickException(failure.text) from e


@click.group(cls=_Musubi)
@click.version_option(__version__, prog_name="musubi")
@click.option("--vault", type=click.Path(file_okay=False, path_type=Path), envvar="MUSUBI_VAULT",
              help="The Obsidian vault (default: MUSUBI_VAULT, then the config file).")
@click.pass_context
def cli(ctx: click.Context, vault: Path | None) -> None:
    """Musubi ties your AI tools' chat histories into one git-tracked Obsidian vault."""
    ctx.ensure_object(dict)
    ctx.obj["vault"] = vault


def model_options(f: Command) -> Command:
    """--only-heuristic, --model and --api-base: which chat model a command may call."""
    f = click.option("--api-base",
                     help="The chat model server's URL (default: config llm.api_base).")(f)
    f = click.option("--model", help="A litellm model string (default: config llm.model).")(f)
    return click.option("--only-heuristic", is_flag=True,
                        help="Do not call a chat model (heuristics, clustering).")(f)


def call_and_close(engine: Engine, call: Callable[[], T]) -> T:
    """Run an Engine call and close the Engine (its errors map to exit codes in the group)."""
    try:
        return call()
    finally:
        engine.close()


def print_problems(problems: list[dict[str, str]]) -> None:
    for p in problems[:20]:
        click.echo(f"  skipped {p['path']}: {p['reason']}", err=True)


def print_items(items: list[Item], as_json: bool, empty: str) -> None:
    from .. import shapes
    from ..vault.distilled import SUPERSEDED_MARK

    if as_json:
        click.echo(json.dumps(shapes.rollup_items(items), indent=2))
        return
    if not items:
        click.echo(empty)
    for i in items:
        mark = f" {SUPERSEDED_MARK}" if getattr(i, "superseded", False) else ""
        click.echo(f"{i.date[:10]}  {i.text}{mark}")
        click.echo(f"            {i.note.label} ({i.note.path}#^{i.block})")



def main() -> None:
    cli(prog_name="musubi")
