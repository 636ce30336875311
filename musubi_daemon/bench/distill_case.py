"""One labelled conversation of the distillation set, and the short way to write one: the
case files import it from here, and ``distill_cases`` gathers them."""

from __future__ import annotations

from dataclasses import dataclass

# The splits a case may be in, in the order the bench prints them ("all" is printed after
# "heldout": the two halves summed).
SPLITS = ("tune", "tune-b", "heldout", "fresh", "outsider", "blind", "legacy")


@dataclass(frozen=True)
class Case:
    id: str
    shape: str  # the source it imitates: claude-code, chatgpt, cursor, codex, aider, obsidian
    messages: tuple[tuple[str, str], ...]  # (role, text): user, assistant or tool
    decisions: tuple[str, ...] = ()  # short references to the choices that stand
    loops: tuple[str, ...] = ()  # what is left to do
    facts: tuple[str, ...] = ()  # durable things about the person
    chatter: bool = False  # nothing at all should be extracted
    split: str = "tune"
    # Choices made and then reversed in the same conversation: never listed as current.
    superseded: tuple[str, ...] = ()


def case(id: str, shape: str, *messages: tuple[str, str], decisions: tuple[str, ...] = (),
         loops: tuple[str, ...] = (), facts: tuple[str, ...] = (), chatter: bool = False,
         split: str = "tune", superseded: tuple[str, ...] = ()) -> Case:
    return Case(id, shape, tuple(messages), decisions, loops, facts, chatter, split,
                superseded)
