"""Whether a thing to do was done later in the same conversation: a loop reported done
("Done: …", "did …", "flashed it, long press works") is not open."""

from __future__ import annotations

import re

from .turns import Dialogue, Turn, keywords

# Verbs of doing, which say nothing about which thing was done.
DOING = frozenset(keywords("try check do make get look take run later now today"))


def is_done_later(text_keys: frozenset[str], d: Dialogue, turn: Turn) -> bool:
    """Whether a later turn reports it done: the assistant's "Done: …", the person's "did …"
    or another past of doing ("took the photo, it passed", "paid it"), or the person's clause
    that opens with the loop's own verb in the past ("flashed it, long press works" after
    "i'll flash it tonight")."""
    for t in d.after(turn):
        texts = t.done if t.role == "assistant" else [
            c.text for c in t.clauses if re.match(r"(?i)(?:i\s+|just\s+|i\s+just\s+)?(?:did|"
                                                   r"done|finished|sent|booked|ordered|fixed|"
                                                   r"already|took|got|made|paid|bought|wrote|"
                                                   r"rang|told|put|ran|gave|brought)\b", c.text)
            or _own_verb_done(c.text, text_keys)]
        for said in texts:
            if (keywords(said) & text_keys) - DOING:
                return True
    return False


def _own_verb_done(clause: str, text_keys: frozenset[str]) -> bool:
    """A clause opening with a past tense ("flashed", "emailed") of a word of the loop."""
    m = re.match(r"(?i)(?:i\s+|just\s+|i\s+just\s+)?([a-z]{3,}ed)\b", clause)
    return m is not None and bool(keywords(m.group(1)) & text_keys - DOING)
