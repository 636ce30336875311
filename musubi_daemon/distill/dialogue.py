"""A conversation read as a dialogue: what the assistant offered in each turn, and what the
person's reply did with it.

People rarely announce a decision. They answer: "trigram." after "trigram or GIN?", "B." after
a list of options, "ok batches then" after a proposal, "yes please" after "Want me to…?". So each
assistant turn is read for its *offers* (the options it laid out, the questions it asked, the
proposals and next steps it made), and each clause of the person's reply that follows is read
for its *act*: a pick among the options, an acceptance, a refusal, a commitment or an
instruction. What an act refers to is found by the offer's own words (or its letter or number),
so a terse reply is written out in full words from the offer it picked.

This module cuts the person's messages into clauses and puts the turns together; the
assistant's offers are read in ``offers``, and the pieces both fill in live in ``turns``.
Everything here is plain text processing, bounded by ``HEURISTIC_SCAN_CHARS`` per message.
"""

from __future__ import annotations

import re

from ..config import HEURISTIC_SCAN_CHARS
from ..model import Conversation
from .offers import assistant_offers, options_asked
from .sentences import blocks_of, is_prose, squash
from .turns import Clause, Dialogue, Offer, Turn, keywords

# --- the person's clauses -------------------------------------------------------------------

# A sentence ends at its stop, a dash, a line break, or an emoji typed where the stop would be
# ("been lactose intolerant my whole life 😔 i just gaze at cheese").
_BOUNDARY = re.compile(r"(?<=[.!?…])[\"')\]]*\s+|\s+[-–—]\s+|\n+|"
                       r"\s*[\U0001F300-\U0001FAFF\u2600-\u27BF][\uFE0F\U0001F3FB-\U0001F3FF]*\s+")
_ABBREV = re.compile(r"(?:\b(?i:e\.g|i\.e|vs|cf|approx|mr|mrs|ms|dr|etc|st)|\b[A-Z])\.$")
# A clause that starts again after a comma: "zod, on blur" stays; ", and yes only 5xx" splits.
_COMMA_TURN = re.compile(
    r",\s+(?=(?:and|but|also|so|then|plus|btw|though|i'll|ill(?=\s+[a-z])(?!\s+health)|"
    r"i will|we'll|we will|i'm|let's|yes|no|not|maybe|nah|ok|okay|keep|use|make|do|drop|put|"
    r"set|go|leave|skip)\b"
    # a pick by number after a pick by number: "3 i'll do tomorrow, 1 and 2 you do now"
    r"|\d\s+(?:and|&|\+|yes|no|you|i'll|i\s+will|is|are)\b)", re.I)
# A no to the assistant's offer, then what she will do herself, typed without a comma:
# "no i'll do the frontend myself tomorrow".
_NO_THEN_MINE = re.compile(r"(?i)^(\W*(?:no|nah|nope)\b[\s.!]*)(?=(?:i'll|i\s+will|ill\s|"
                           r"i'm\s+going|im\s+going|we'll|let\s+me)\b)")
_LOG_LINE = re.compile(r"^(?:\s*at\s|\s*File\s\"|\s*\d{4}[-/]\d\d[-/]\d\d|\s*[A-Z]+\s*\[|"
                       r"\s*Traceback|\s*\w+(?:Error|Exception)\b|\s*[$#>]\s|\s*\+\+\+|\s*---|"
                       r"\s*@@)")


# A reply that is only one option's number: "1.", "2", "option 3". (Two numbers, "both 1 and
# 2", are not read as a pick: the reader would keep one of them over the other.)
_NUMBER_PICK = re.compile(r"(?i)(?:option\s+|#)?\d{1,2}[.)!]?")


def person_clauses(text: str) -> list[str]:
    """The person's prose in clauses: code, pasted logs and quoted text set aside; split at
    sentence ends whatever case follows, at dashes and line breaks, and where a comma turns to
    a new clause ("…, and yes only 5xx"). A statement typed before a question stays its own;
    a reply that is only a number ("1.") is a clause, the pick of that option."""
    if _NUMBER_PICK.fullmatch(text.strip()):
        return [text.strip().rstrip(".!")]
    out: list[str] = []
    for unit, kind in blocks_of(text[:HEURISTIC_SCAN_CHARS], "user"):
        if kind in ("heading",) or not unit or not is_prose(unit) or _LOG_LINE.match(unit):
            continue
        unit = unit.replace("\x02", "").replace("\x03", "")
        for piece in person_sentences(unit):
            for part in _COMMA_TURN.split(_NO_THEN_MINE.sub(r"\1\n", piece)):
                if "\n" in part:  # "no i'll do the frontend myself": a no, then her own
                    head, part = part.split("\n", 1)
                    out.append(head.strip(" ,;:-–—"))
                part = squash(part).strip(" ,;:-–—")
                if part and any(c.isalnum() for c in part):
                    out.append(part)
    return out


def person_sentences(unit: str) -> list[str]:
    """A run of the person's prose cut at sentence ends whatever case follows, at dashes and
    at line breaks: what ``person_clauses`` cuts further at commas that turn."""
    pieces: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(unit):
        head = unit[start:m.start()].rstrip()
        if _ABBREV.search(head[-8:]):
            continue
        pieces.append(unit[start:m.start()])
        start = m.end()
    pieces.append(unit[start:])
    return pieces



# Chat drops the apostrophe of a promise, "ill open the PR after standup", and its subject,
# "will start the LAT thing tomorrow". The cue patterns read the clause as written out; "i
# feel ill" and "ill health" stay as they are.
_NO_APOSTROPHE = re.compile(r"(?:^|(?<=[,.;:!]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s)|"
                            r"(?<=\byeah\s)|(?<=\balso\s)|(?<=\bso\s)|(?<=\bok\s))"
                            r"ill(?=\s+(?!(?:health|and|with)\b)[a-z])")


def spelled_out(low: str) -> str:
    """A lower-cased clause with the apostrophe and the "I" of a promise put back."""
    low = _NO_APOSTROPHE.sub("i'll", low)
    return re.sub(r"^((?:(?:yep|yup|yeah|yes|ok|okay|sure|cool|great|perfect|fine|good|thanks|"
                  r"thx|ty|thank\s+you|nice|alright)\b"
                  r"[\s,.!]*)*)will\s+(?!(?:be|do|it|this|that|they|he|she|you|we|there|people|"
                  r"the)\b)", r"\1i will ", low)


def read_dialogue(conv: Conversation) -> Dialogue:
    """The conversation's turns: the person's clauses, the assistant's offers. Tool output
    and machine-written turns are left out; they hold neither."""
    turns: list[Turn] = []
    pos = 0
    group = 0
    for i, m in enumerate(conv.messages):
        if not m.text or m.role not in ("user", "assistant") or m.machine:
            continue
        t = Turn(i, m.role, m.text[:HEURISTIC_SCAN_CHARS])
        if m.role == "user":
            for c in person_clauses(m.text):
                t.clauses.append(Clause(c, spelled_out(c.lower().replace("’", "'")), i, pos,
                                        keywords(c)))
                pos += 1
        else:
            t.offers, t.done = assistant_offers(m.text, i, group)
            if t.offers:
                group = max(o.group for o in t.offers)
            asked = next((x for x in reversed(turns) if x.role == "user"), None)
            if asked is not None:
                _answers_her_either(t.offers, asked)
        turns.append(t)
    return Dialogue(turns)


# "torn between the grey linen one and a dark blue velvet": her own either, said, not asked.
_BETWEEN = re.compile(r"(?i)\b(?:torn|deciding|choosing|undecided|can'?t\s+decide|stuck)\s+"
                      r"between\s+(.+?)\s+(?:and|or)\s+(.+?)\s*[.!,;]*$")


def _torn_between(text: str) -> list[str]:
    m = _BETWEEN.search(text)
    return [m.group(1), m.group(2)] if m else []


def _answers_her_either(offers: list[Offer], asked: Turn) -> None:
    """Options laid out to answer her own "X or Y?" ("cattery or cat sitter?" then
    "**Cattery**: … / **Home sitter**: …"), or her "torn between X and Y", are alternatives:
    picking one rules the other out, though no "options" or "either" introduced them."""
    either = [keywords(x) for c in asked.clauses
              for x in (options_asked(c.text) if c.low.rstrip().endswith("?")
                        else _torn_between(c.text))]
    if len(either) < 2:
        return
    by_group: dict[int, list[Offer]] = {}
    for o in offers:
        if o.kind == "option" and not o.exclusive:
            by_group.setdefault(o.group, []).append(o)
    for members in by_group.values():
        named = sum(any(keywords(o.text) & k for k in either) for o in members)
        if len(members) >= 2 and named >= 2:
            for o in members:
                o.exclusive = True
                o.alternatives = tuple(x.text for x in members if x is not o)
