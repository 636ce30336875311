"""What a tool call or a resource read says when the Engine cannot answer: the words of the
one map (``errors.failure_of``) that the CLI and the daemon's API use too. Any other exception
is a bug, and is left to the SDK to report as one."""

from __future__ import annotations

from ..errors import failure_of


def said(e: BaseException, again: str) -> tuple[bool, str] | None:
    """(whether it is a thing not found, the words) for a failure someone can act on; None
    for a bug. ``again``: what to do once the person has fixed a fault ("call the tool
    again")."""
    failure = failure_of(e, again=again)
    if failure is None:
        return None
    return failure.kind == "missing", failure.text
