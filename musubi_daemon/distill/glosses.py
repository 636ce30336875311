"""What a terse reply of hers names, in the assistant's words: "tamari then" reads "Tamari then
(tamari: a gluten-free soy sauce…)", "I'll merge in the morning" says merge what. The gloss is
the assistant's sentence before her reply that shares most of her words, never its own next
move, a link or a question it asked.
"""

from __future__ import annotations

import re

from ..config import HEURISTIC_OFFER_WORDS
from .sentences import squash
from .turns import Clause, Dialogue, Turn, keywords


def said_about(c: Clause, d: Dialogue, turn: Turn) -> str | None:
    """The assistant's sentence, in the turns before ``turn``, that says most about what a
    terse clause names: the words a note needs to say what was chosen."""
    best: tuple[int, str] | None = None
    named = c.keys - _CUE_KEYS  # "instead" or "then" names nothing the assistant said
    for t in d.turns:
        if t.index >= turn.index or t.role != "assistant":
            continue
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", t.text):
            if _OWN_MOVE.match(sentence.strip(" *_-")) or "://" in sentence \
                    or sentence.rstrip(" *_").endswith("?"):
                continue  # its next move ("I'll first find where…"), a link it reported, or
                # a question it asked ("Shopping list and a timeline next?"), which says
                # nothing about what she named
            shared = len(keywords(sentence) & named)
            if shared and (best is None or shared >= best[0]):
                best = (shared, sentence)
    if best is None:
        return None
    text = squash(re.sub(r"[*_`#>|]", " ", best[1])).strip(" -:")
    cut = text.split()
    return " ".join(cut[:HEURISTIC_OFFER_WORDS]) + ("…" if len(cut) > HEURISTIC_OFFER_WORDS
                                                      else "")


# The words that say a choice was made, not what was chosen.
_CUE_KEYS = frozenset(keywords("instead then rather keep do use go switch drop scrap stick "
                               "stay pick choose prefer ok okay yes fine just also actually"))
# The assistant saying what it does next, which says nothing about what the person chose.
_OWN_MOVE = re.compile(r"(?i)(?:i'll|i\s+will|let\s+me|i'm\s+going\s+to|now\s+i(?:'ll)?|"
                       r"first,?\s+i(?:'ll)?|next,?\s+i(?:'ll)?)\b")
