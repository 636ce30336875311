"""A chat model's note read against the conversation it came from.

A model writes fluent items, but it makes the mistakes the dialogue reader was built to avoid:
it lists a choice the person went back on as current ("Use dayjs" after "undo that, use
date-fns"), takes up as her open loops the assistant's next steps she turned down or never
answered, and keeps a passing state or a plan as a durable fact. The prompt asks it not to;
small local models do it anyway. So its note is checked here against what the dialogue reader
read in the same conversation, and only moved or dropped, never rewritten: every item kept is
the model's own wording.

- A decision that names a choice the person reversed, and none that stands, is superseded;
  so is one the model lists as superseded too.
- An open loop that is a step or proposal she declined, or one the assistant offered that no
  message of hers takes up, is dropped.
- A fact that says when ("today", "tonight") or plans ("planning to", "thinking about") is
  dropped.
"""

from __future__ import annotations

import dataclasses
import re

from ..config import MODEL_CHECK_OFFER_SHARE, MODEL_CHECK_REPLIES, MODEL_CHECK_TAKEN_UP_WORDS
from ..model import Conversation, StructuredNote
from .acts import read_conclusions
from .dialogue import read_dialogue
from .reversals import turned_back
from .sentences import split_beaten
from .turns import Dialogue, keywords, stem
from .turns import words as words_of

# A reply that takes on what was put to it, whichever item: a yes, a thumbs up, "will do",
# "thanks!! will try".
_TAKES_ALL = re.compile(r"👍|👌|\b(?:ok|okay|k|kk|yes|yep|yup|yeah|ya|sure|alright|cool|will\s+do|"
                        r"will\s+try|sounds\s+good|makes\s+sense|perfect|great|do\s+(?:it|that|"
                        r"those|them|all)|on\s+it|got\s+it|all\s+of\s+(?:them|those))\b")
# Her own promise, which takes up a step by one of its words: "thx. ill send the email tonight".
_PROMISE = re.compile(r"\b(?:i'll|ill|i\s+will|will|gonna|going\s+to|doing|i'm\s+doing|"
                      r"let\s+me)\b")
_DECLINED = re.compile(r"\(declined:\s*(.+?)\)\s*$")
# What a fact says of the moment, or of a plan: "Is tired today", "Is planning to move".
# ("would", "if" or "wants to" are left alone: "Could never eat meat" and "Gets migraines if
# she skips coffee" are as durable as facts get.)
_NOT_DURABLE = re.compile(
    r"(?i)\b(?:today|tonight|tomorrow|yesterday|right\s+now|at\s+the\s+moment|this\s+(?:morning|"
    r"afternoon|evening|week|weekend)|planning\s+to|plans\s+to|thinking\s+(?:of|about)|"
    r"considering|is\s+about\s+to)\b")


def checked(note: StructuredNote, conv: Conversation) -> StructuredNote:
    """``note`` (a model's) with its reversed decisions superseded, its declined or unanswered
    loops dropped, and its passing facts dropped."""
    d = read_dialogue(conv)
    found = read_conclusions(d)
    kept, gone = turned_back(list(zip(found.decisions, found.decisions_at, strict=True)), d)
    current = [split_beaten(x)[0] for x in kept if not _DECLINED.search(x)]
    # A reversal the reader is sure of: taken back in words ("undo that", "forget yaml"), or
    # named as what a standing decision was made over. A later pick from a list the reader
    # took for alternatives may be a second question answered, so it moves nothing alone.
    beaten = frozenset().union(*(keywords(split_beaten(x)[1]) for x in kept)) if kept \
        else frozenset()
    reversed_ = [split_beaten(x)[0] for x in gone] + [
        split_beaten(x)[0] for x in found.superseded
        if len(keywords(split_beaten(x)[0]) & beaten) >= MODEL_CHECK_TAKEN_UP_WORDS]
    standing = frozenset().union(*(keywords(x) for x in current)) if current else frozenset()
    decisions: list[str] = []
    superseded = list(note.superseded)
    # What the model itself says she went back on, listed under decisions as well.
    own = [keywords(x) for x in note.superseded]
    for item in note.decisions:
        if item in note.superseded:
            continue  # said twice: kept once, struck through
        words = keywords(item)
        read_back = any(_names(words, r, standing) for r in reversed_) and not words & standing
        if read_back or any(_same(words, o) for o in own):
            superseded.append(item)
        else:
            decisions.append(item)
    declined = [keywords(m.group(1)) for x in found.decisions if (m := _DECLINED.search(x))]
    actions = [a for a in note.actions
               if not _matches_any(keywords(a), declined)
               and not _unanswered(a, d, found.loops + found.decisions)]
    facts = [f for f in note.facts if not _NOT_DURABLE.search(f)]
    return dataclasses.replace(note, decisions=decisions, superseded=superseded,
                               actions=actions, facts=facts)


def _same(words: frozenset[str], other: frozenset[str]) -> bool:
    """Whether two items say the same thing: "Host the bot on Render" and "Host the bot on
    Fly.io" share most words, but each names what the other does not."""
    return bool(words) and bool(other) and (words <= other or other <= words)


def _names(words: frozenset[str], choice: str, standing: frozenset[str]) -> bool:
    """Whether an item with ``words`` names ``choice`` by what she picked, the first word of her
    own that no standing decision holds ("dayjs" of "Dayjs, closest api", not its "api"), or by
    two of its gloss: "limit" alone of "Bump it to 2Gi (Raise the limit…)" is what "keep the
    memory limit at 512Mi" says too."""
    said, _, gloss = choice.partition(" (")
    own = keywords(said) - standing
    head = next((k for w in words_of(said) if (k := stem(w)) in own), None)
    return (head is not None and head in words) \
        or len(words & (keywords(gloss) - standing)) >= MODEL_CHECK_TAKEN_UP_WORDS


def _matches_any(words: frozenset[str], offers: list[frozenset[str]], of_item: bool = False
                 ) -> bool:
    """Whether an item holds most of the words of one of ``offers`` (or, ``of_item``, one of
    them holds most of the item's)."""
    return any(o and len(words & o) >= max(2, MODEL_CHECK_OFFER_SHARE * len(words if of_item
                                                                          else o))
               for o in offers)


def _unanswered(action: str, d: Dialogue, taken: list[str]) -> bool:
    """Whether ``action`` is one of the assistant's steps or proposals that no message of the
    person's after it takes up, in her words or by a yes the reader read as taking it on
    (``taken``: its loops and decisions): she never said she would, so it is not hers."""
    words = keywords(action)
    offered = [t.index for t in d.turns for o in t.offers
               if o.kind in ("step", "proposal") and _matches_any(words, [o.keys])]
    if not offered:
        return False
    after = [t for t in d.person() if t.index > offered[0]]
    if any(_TAKES_ALL.search(t.text.lower()) for t in after[:MODEL_CHECK_REPLIES]):
        return False  # "👍 cheers", "ok will do", a question first and then "ok cool"
    return not any(len(words & c.keys) >= MODEL_CHECK_TAKEN_UP_WORDS
                   or (words & c.keys and _PROMISE.search(c.low))
                   for t in after for c in t.clauses) \
        and not _matches_any(words, [keywords(x) for x in taken], of_item=True)
