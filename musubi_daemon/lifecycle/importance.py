"""Importance without a model: what a conversation settled and whether it acted on it. A
decision only discussed is a fact of the day (5); a decision acted on, with a file changed, a
command run or a loop closed, is what a person wants kept (6, the promotion gate); chatter
stays below routine, so it never crowds the concepts."""

from __future__ import annotations

from dataclasses import dataclass

from .. import config as C
from ..knowledge.library import LibraryNote


@dataclass(frozen=True)
class Signals:
    """What the score rests on, so a report can say why a note scored as it did."""

    decided: bool
    acted: bool
    facts: bool
    loops: bool
    long: bool
    messages: int | None

    @property
    def chatter(self) -> bool:
        short = self.messages is not None and self.messages <= C.IMPORTANCE_CHATTER_MESSAGES
        return short and not (self.decided or self.acted or self.facts or self.loops)


def signals(n: LibraryNote) -> Signals:
    note = n.note
    messages = n.fm.get("messages")
    count = messages if isinstance(messages, int) and not isinstance(messages, bool) else None
    return Signals(
        decided=bool(note and note.decisions),
        acted=bool(n.acted or (note and note.done)),
        facts=bool(note and note.facts),
        loops=bool(note and note.actions),
        long=count is not None and count >= C.IMPORTANCE_LONG_MESSAGES,
        messages=count)


def heuristic_importance(n: LibraryNote) -> int:
    """The note's importance on the seed's 1-10 scale, from its signals alone."""
    s = signals(n)
    if s.chatter:
        return C.IMPORTANCE_CHATTER
    score = C.IMPORTANCE_ROUTINE
    score += C.IMPORTANCE_DECISION if s.decided else 0
    score += C.IMPORTANCE_ACTED if s.acted else 0
    score += sum(1 for hit in (s.facts, s.loops, s.long) if hit)
    return max(1, min(C.IMPORTANCE_HEURISTIC_MAX, score))
