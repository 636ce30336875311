"""The README's command reference, made from the commands themselves: each command's usage,
the first line of its help and its options, so the reference cannot drift from `--help`.

``python -m musubi_daemon.cli.reference`` rewrites the section between its two markers in the
README; ``tests/test_command_reference.py`` fails when the README is not what this makes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .base import cli

START = "<!-- command reference: made by `python -m musubi_daemon.cli.reference` -->"
END = "<!-- end of the command reference -->"
# Developer tools have their own command (`musubi-bench`) and stay out of the reference.
LEFT_OUT = ("bench",)


def _commands(group: click.Group, ctx: click.Context, path: tuple[str, ...] = ()
              ) -> list[tuple[tuple[str, ...], click.Command, click.Context]]:
    out = []
    for name in group.list_commands(ctx):
        cmd = group.get_command(ctx, name)
        if cmd is None or cmd.hidden or (not path and name in LEFT_OUT):
            continue
        sub = click.Context(cmd, info_name=name, parent=ctx)
        if isinstance(cmd, click.Group):
            out += _commands(cmd, sub, (*path, name))
        else:
            out.append(((*path, name), cmd, sub))
    return out


def _option(param: click.Parameter, ctx: click.Context) -> str | None:
    record = param.get_help_record(ctx) if isinstance(param, click.Option) else None
    if record is None:
        return None
    names, text = record
    first = text.split(". ")[0].rstrip(".") if text else ""
    return f"`{names}`" + (f": {first}" if first else "")


def reference() -> str:
    """The section, markers included."""
    root = click.Context(cli, info_name="musubi")
    lines = [START, ""]
    for path, cmd, ctx in _commands(cli, root):
        usage = " ".join(cmd.collect_usage_pieces(ctx))
        what = (cmd.get_short_help_str(limit=200) or "").rstrip(".")
        lines.append(f"- `musubi {' '.join(path)} {usage}`: {what}.")
        for param in cmd.params:
            shown = _option(param, ctx)
            if shown and param.name != "help":
                lines.append(f"  - {shown}")
    lines += ["", END]
    return "\n".join(lines)


def rewritten(readme: str) -> str:
    """The README with its reference section made again."""
    head, found, rest = readme.partition(START)
    if not found or END not in rest:
        raise ValueError(f"the README has no section between {START!r} and {END!r}")
    return head + reference() + rest.split(END, 1)[1]


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("README.md")
    text = path.read_text(encoding="utf-8")
    new = rewritten(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
        print(f"{path}: command reference written")
    else:
        print(f"{path}: command reference up to date")


if __name__ == "__main__":
    main()
