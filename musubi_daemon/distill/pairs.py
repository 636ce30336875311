"""Her clause read with the assistant's sentence it is about: the one before it that she took
up, or the one after it that says her choice back in full.

People answer in a few words ("exempt health", "no default", "ok 5 year") and the words
that name the thing are the assistant's: in the question she answered, or in its reply that
repeats her choice ("No default partition then.", "Going with the 5-year fix at 4.09%"). A
person writing the decision down names it in those words, so a candidate that joins her
clause to that sentence can say what she chose where her clause alone cannot.
"""

from __future__ import annotations

import re

from ..config import RANKER_ECHO_NEW, RANKER_PAIRED_KEYS, RANKER_PAIRED_NEW
from .acts import PRONOUN_OBJ, bare
from .sentences import Sentence, as_item
from .turns import Clause, Offer, keywords

_COORDINATED = re.compile(r",?\s+and\s+|;\s+|,\s+")


def _best(c: Clause, said: list[Sentence]) -> tuple[Sentence, int]:
    best = max(said, key=lambda s: (len(c.keys & keywords(s.text)), -s.pos))
    return best, len(c.keys & keywords(best.text))


def _joined(c: Clause, told: str) -> str:
    return as_item(f"{bare(c.text)} ({told.strip().rstrip('?.').rstrip()})")


def paired(c: Clause, said: list[Sentence], apart: list[Offer]
           ) -> tuple[str, dict[str, float]] | None:
    """Her clause joined to the sentence of the assistant's message before it that shares
    most of its words: what "exempt health" or "i'll sort that this week" is about, said
    where she took it up ("Exempt health (Should /health be exempt from rate limiting?)").
    Not with an offer she picked (the composite says that already) nor one she said no to
    (``apart``: "nah i'm good, i'll do the shopping thursday" takes up no shopping list).
    Measured by cross-validation over the tune half and the later hands' cases: loops
    0.588 / 0.604 -> 0.607 / 0.649 and 0.614 / 0.521 -> 0.648 / 0.558, decisions on the later
    hands' 0.409 / 0.231 -> 0.420 / 0.253."""
    if not said or not (PRONOUN_OBJ.search(c.low) or len(c.keys) <= RANKER_PAIRED_KEYS):
        return None  # "ill run the migration on staging after standup" says what it is alone
    best, shared = _best(c, said)
    if not shared or any((o.full or o.text) in best.text for o in apart):
        return None
    # Of "add a regression test and update the changelog", the part she took up.
    part = max(_COORDINATED.split(best.text), key=lambda p: len(c.keys & keywords(p)))
    told = part if len(c.keys & keywords(part)) == shared else best.text
    if len(keywords(told) - c.keys) < RANKER_PAIRED_NEW:
        return None  # "will add the test tomorrow (add a regression test)" tells nothing more
    return _joined(c, told), {"paired": 1.0, "pair_shared": min(shared, 4) / 4,
                              "pair_question": float(best.text.rstrip().endswith("?")),
                              "pair_item": float(best.kind == "item")}


def echoed(c: Clause, said: list[Sentence]) -> tuple[str, dict[str, float]] | None:
    """Her clause joined to the sentence of the assistant's next message that says it back
    with more words: "no default" and "No default partition then.", "no partman, plain sql"
    and "Function create_events_partitions…". Only a sentence that shares a word of hers and
    adds ``RANKER_ECHO_NEW`` of its own; the model weighs the rest (``echo_*`` features)."""
    if not said or not c.keys or not (PRONOUN_OBJ.search(c.low)
                                      or len(c.keys) <= RANKER_PAIRED_KEYS):
        return None  # "i'll book the train tickets this weekend" says what it is alone
    best, shared = _best(c, said)
    if not shared or len(keywords(best.text) - c.keys) < RANKER_ECHO_NEW:
        return None
    first = min(s.pos for s in said)
    return _joined(c, best.text), {
        "echo": 1.0, "echo_shared": min(shared, 4) / 4,
        "echo_cover": shared / max(1, len(c.keys)),
        "echo_first": float(best.pos == first),
        "echo_question": float(best.text.rstrip().endswith("?")),
        "echo_item": float(best.kind == "item")}
