"""Turning down what the assistant put forward is a decision too: "no devtools at all",
"party bags no, i hate the plastic junk", "no partman, plain sql", "skip that". Labellers
and readers write it so ("No party bags"); the dialogue reader otherwise reads any "no" as
declining and keeps nothing.

Only a refusal of something the assistant offered in the turn it answers counts, and it is
written beside what it declined: "No devtools at all (declined: add React Query Devtools)".
"no idea", "no worries", "not sure" refuse nothing, and "no swelling" after "any swelling?"
answers a question about how things are.
"""

from __future__ import annotations

import re

from .turns import Offer, keywords

_LEAD = r"^(?:(?:ok|okay|and|but|also|so|hmm|yeah|yes|actually|then|oh|ah|nah)[,.!]?\s+)*"
_NO_FIRST = re.compile(_LEAD + r"(?:no|skip|without|drop)\s+(?P<x>[^,;:.!?()]+?)\s*"
                       r"(?:[,;:.!?(]|$)", re.I)
_NO_AFTER = re.compile(_LEAD + r"(?P<x>[^,;:.!?()]+?)\s+(?:no|nope|not\s+needed|skip(?:ped)?)"
                       r"\s*(?:[,;:.!?(]|$)", re.I)
# What follows "no" that refuses nothing in particular.
_NOTHING = re.compile(
    r"^(?:way|idea|clue|worries|worry|problem|problems|rush|need|thanks|thank|matter|"
    r"wonder|doubt|kidding|joke|chance|offense|biggie|pressure|luck|i|we|you|it|that|this|"
    r"they|he|she|there|one|more|longer|the|a|an|my|our|your|just|really|sorry|yes|yeah|"
    r"not|don't|dont|do|did|is|was|its|it's|im|i'm|what|why|how|wait|then|now|ok|okay|"
    r"time|money|energy|space|room|reason|point|sense)\b", re.I)
# A yes/no question that puts something forward ("Do you want 8-bit AdamW as well?"), not
# one about how things are ("Any swelling?").
_PUT_Q = re.compile(r"^(?:do\s+you\s+want|would\s+you\s+like|should|shall|want|need)\b", re.I)
_MAX_WORDS = 7


def refused(text: str) -> str | None:
    """What a refusal names, written "No <what>", or None."""
    clause = text.strip()
    m = _NO_FIRST.match(clause) or _NO_AFTER.match(clause)
    if m is None:
        return None
    what = m.group("x").strip()
    words = what.split()
    if not words or len(words) > _MAX_WORDS or _NOTHING.match(what) or not keywords(what):
        return None
    if re.fullmatch(r"[\d\s,&]+|[a-h]|\d+\s*(?:and|&)\s*\d+", what, re.I):
        return None  # "3 no", "b no": an option by its label, which the offer reader reads
    return f"No {what}"


def declined(refusal: str, offers: list[Offer]) -> Offer | None:
    """The offer of the turn answered that a refusal turns down: the one sharing most of its
    words, among options, proposals, steps and yes/no questions that put something forward."""
    keys = keywords(refusal)
    said = " ".join(refusal.lower().split())
    if any(o.kind == "question" and not _PUT_Q.match(o.text) and keys & o.keys for o in offers):
        return None  # "no white fuzz" to "is there any white fuzz under the leaf?": an answer
    best: tuple[int, Offer] | None = None
    for o in offers:
        if said in " ".join(f"{o.text} {o.full}".lower().split()):
            continue  # "pg-boss, no extra infra" quotes "pg-boss: …, no extra infra"
        asked = o.kind == "question" or o.text.rstrip().endswith("?")
        if asked and not _PUT_Q.match(o.text):
            continue  # "Any swelling, locking or giving way?": asked about, not offered
        shared = len(keys & (o.keys | keywords(o.full or "")))
        if shared and (best is None or shared > best[0]):
            best = (shared, o)
    return best[1] if best else None


_NO = re.compile(r"^(?:no|nah|nope|not\s+now|no\s+need)(?:[\s,.!]+(?:thanks|thank\s+you|thx|"
                 r"(?:i'm|im|we're|were|all)\s+(?:good|fine|ok|okay|(?:all\s+)?set)))*[\s,.!]*$")


def says_no(low: str) -> bool:
    """A bare no, a clause of its own ("no", "nah i'm good"): what it answers is turned down,
    whatever her next clause names."""
    return bool(_NO.match(low))


def still_offered(low: str, offers: list[Offer]) -> list[Offer]:
    """The offers left for her next clauses after this one: a bare no takes the proposal or
    question it answered off the table ("no, keep the old API"); a no after the thing it
    refuses takes that one only ("washing machine yes. ferry nah")."""
    if says_no(low):
        return [o for o in offers if o.kind not in ("proposal", "question")]
    if _NO_TRAILING.search(low):
        named = keywords(_NO_TRAILING.sub("", low))
        return [o for o in offers if o.kind not in ("proposal", "question", "step")
                or not named & o.keys]
    return offers


# "ferry nah", "the ssd one no thanks": the thing named, then refused. Beside ``_NO_AFTER``
# above, which reads "party bags no" as a refusal to list; this one only takes an offer off
# the table, and "ferry nah" lists nothing.
_NO_TRAILING = re.compile(r"[\s,]+(?:nah|nope|no(?:\s+thanks?)?|not\s+now|pass)[.!]*$")


def refuses(low: str) -> bool:
    """A no, before what it refuses or after it: "no, keep the old API", "ferry nah"."""
    return bool(says_no(low) or _NO_TRAILING.search(low))
