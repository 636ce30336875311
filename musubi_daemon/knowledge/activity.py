"""What happened since a moment: the conversations held since then (by source and project),
the decisions made and loops opened in them, and what was captured, for an agent that comes
back to work and asks "what changed since T" without a query to search for.

A conversation counts by its own dates (it was held, or grew, since T), not by when Musubi
wrote it: a history imported today is not "activity" of today.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

from ..vault.links import wikilink
from .library import LibraryNote
from .rollups import Item

if TYPE_CHECKING:  # the rows' types only: reading a vault loads no pydantic
    from .. import schemas as S


def _row(n: LibraryNote) -> S.ActiveConversation:
    project = str(n.fm.get("project") or "") or None
    row: S.ActiveConversation = {
        "conversation_id": n.id, "title": n.label, "source": n.source, "project": project,
        "date": n.date, "link": wikilink(n.path),
        "distilled": n.note is not None and bool(n.note.summary)}
    if n.note is not None and n.note.summary:
        row["summary"] = n.note.summary
    return row


def activity(notes: Iterable[LibraryNote], decisions: Iterable[Item], loops: Iterable[Item],
             since: str, limit: int, offset: int = 0) -> S.RecentActivity:
    """Everything dated at or after ``since`` (an ISO date or time), newest first, each list
    cut to ``limit`` from ``offset`` on, with its whole count beside it. ``next_cursor`` is
    left to the tool that pages it."""
    held = [n for n in notes if n.kind == "conversation" and n.date >= since]
    captured = [n for n in notes if n.kind == "episode" and (n.created or n.date) >= since]
    held.sort(key=lambda n: (n.date, n.id), reverse=True)
    captured.sort(key=lambda n: (n.created or n.date, n.id), reverse=True)
    decided = [d for d in decisions if d.date >= since]
    opened = [x for x in loops if x.date >= since]
    by_source = Counter(n.source for n in held)
    by_project = Counter(str(n.fm.get("project") or "") or "(none)" for n in held)
    return {
        "since": since,
        "conversations": [_row(n) for n in held[offset:offset + limit]],
        "conversations_total": len(held),
        "by_source": dict(by_source.most_common()),
        "by_project": dict(by_project.most_common()),
        # An item's row is ``Item.to_dict``, which the roll-ups print too; its "with" key is a
        # Python keyword, so the schema names it by alias and the row is cast to it.
        "decisions": cast("list[S.Decision]",
                          [d.to_dict() for d in decided[offset:offset + limit]]),
        "decisions_total": len(decided),
        "open_loops": cast("list[S.OpenLoop]",
                           [x.to_dict() for x in opened[offset:offset + limit]]),
        "open_loops_total": len(opened),
        "captures": [{"text": " ".join(n.opening.split())[:500], "date": n.created or n.date,
                      "saved_by": str(n.fm.get("agent") or "") or "you",
                      "link": wikilink(n.path)} for n in captured[offset:offset + limit]],
        "captures_total": len(captured),
        "next_cursor": None,
    }
