"""The pieces a conversation is read into: the person's clauses, the assistant's offers, the
turns that hold them, and the words that tie a reply to what it answers. The floor of the
dialogue reader: ``dialogue`` and ``offers`` fill these in, every other reader reads them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ..index.query import STOPWORDS
from .sentences import wordset

_WORD = re.compile(r"\d+(?:\.\d+)+[a-z]*|[^\W_]+(?:['’][^\W_]+)?")
# Words too common to tie a reply to an offer.
_WEAK = wordset("""
yes yeah yep ok okay sure no not now then just also really good great fine nice cool please
thanks thank one two both first second third last other option options it's that's let's i'll
we'll i'm don't dont can could would should will want need think thing things way make makes do
does done did go going get got use using used see look let like well right sure much many more
less very any all some your you my our me we us they them it its this that these those there here
what which when how why who where would about with without into onto from over under also still
""") | STOPWORDS


def words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


@lru_cache(maxsize=1 << 15)
def stem(word: str) -> str:
    """Crude, enough to tie "batches" to "batch" and "pausing" to "pause"."""
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
    return word[:-1] if len(word) > 4 and word.endswith("e") else word


@lru_cache(maxsize=1 << 13)
def keywords(text: str) -> frozenset[str]:
    """The words that say what a clause or an offer is about."""
    return frozenset(stem(w) for w in words(text) if w not in _WEAK and len(w) > 1)


NUMBER = re.compile(r"\d+(?:\.\d+)?")


def numbers(text: str) -> frozenset[str]:
    """The figures in a text ("4.09", "2026"): what tells "3-year" from "4-year", which share
    every keyword (a lone digit is none)."""
    return frozenset(NUMBER.findall(text))


@dataclass
class Offer:
    """Something the assistant put to the person: an option, a question, a proposal or a next
    step. ``label`` is its letter or number when it had one."""

    text: str
    kind: str  # "option", "question", "proposal", "step"
    turn: int  # index of the assistant message
    label: str = ""
    keys: frozenset[str] = frozenset()
    group: int = 0  # offers laid out together (one list, one "X or Y?") share a group
    alternatives: tuple[str, ...] = ()  # the other offers of its group, for "(over …)"
    full: str = ""  # the whole item or sentence: what a reply may name it by
    exclusive: bool = False  # one of alternatives (picking it rules the others out)
    subject: str = ""  # what the choice is about: "password hashing" in "For password hashing: …"


@dataclass
class Clause:
    text: str  # as the person typed it, markup gone
    low: str
    turn: int  # index of the person's message
    pos: int  # order among all clauses
    keys: frozenset[str] = frozenset()


@dataclass
class Turn:
    index: int
    role: str
    text: str
    clauses: list[Clause] = field(default_factory=list)
    offers: list[Offer] = field(default_factory=list)
    done: list[str] = field(default_factory=list)  # what the assistant reported as done


@dataclass
class Dialogue:
    turns: list[Turn]

    def person(self) -> list[Turn]:
        return [t for t in self.turns if t.role == "user"]

    def before(self, turn: Turn) -> Turn | None:
        """The assistant turn the person's ``turn`` answers."""
        prev = None
        for t in self.turns:
            if t.index >= turn.index:
                break
            if t.role == "assistant":
                prev = t
        return prev

    def after(self, turn: Turn) -> list[Turn]:
        return [t for t in self.turns if t.index > turn.index]

    def graded(self, turn: Turn) -> bool:
        """Whether the assistant's next turn marks ``turn`` right or wrong ("Correct.",
        "Not quite", "Exactly right."): then it answered a quiz or a riddle, and "B, slow it
        down" or "pick from mixed" is an answer to be marked, not a choice of hers."""
        return turn.index in self._graded

    @cached_property
    def _graded(self) -> frozenset[int]:
        """The turns the next assistant turn marks, read once: every reader asks per turn."""
        out: set[int] = set()
        waiting: list[int] = []
        for t in self.turns:
            if t.role != "assistant":
                waiting.append(t.index)
                continue
            if _VERDICT.match(t.text):
                out.update(waiting)
            waiting = []
        return frozenset(out)


# The words a quiz master marks an answer with. "Exactly." and "That's right" alone also
# agree with a choice ("Exactly. Redis gives you…"), so they are not among them.
_VERDICT = re.compile(
    r"^\W*(?:(?:yes|yep|yup)[!,.]\s+)?(?:exactly\s+right|correct(?:ly)?|that'?s\s+(?:exactly\s+)?"
    r"correct|spot\s+on|bingo|nailed\s+it|you\s+got\s+it|got\s+it\s+in\s+one|not\s+quite|"
    r"close,?\s+but|nope|good\s+guess|right\s+answer)\b", re.I)

