"""Decisions, reversals and open loops from what the person's replies do with what the
assistant offered (``dialogue``).

* A **decision** is the person's: a pick among options the assistant laid out ("B.", "zod",
  "two pools"), an acceptance of a recommendation ("conservative one. makes sense"), or a
  commitment or instruction that sets a direction ("we'll rent a car at the airport then",
  "drop workers to 4"). It is written in full words from the offer it picked, the choices it
  beat kept beside it ("over …"). The assistant agreeing or recommending is never one alone.
* A later decision on the same question (a pick from the same options, or a reply that turns
  back: "wait… forget yaml, go toml") **supersedes** the earlier one, which is kept apart.
* An **open loop** is the person's commitment to do something later ("I'll ask the provider
  this week") or a next step the assistant suggested that the person accepted; a step
  declined ("not now", "skip"), never answered, or reported done later in the conversation is
  not one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..config import (
    HEURISTIC_MAX_DECISIONS,
    HEURISTIC_MAX_ITEM_CHARS,
    HEURISTIC_MAX_ITEMS,
    HEURISTIC_SETTLE_WINDOW,
)
from .done_later import DOING, is_done_later
from .glosses import said_about
from .labels import labels_in
from .not_hers import NOT_HERS
from .offers import recommends
from .picks import named_first
from .picks import targets as offers_named
from .refusals import declined, refused, still_offered
from .sentences import as_item, asked, cut_text, squash
from .turns import Clause, Dialogue, Offer, Turn, keywords, words

_NEG = re.compile(
    r"^(?:no|nah|nope|not|skip|never\s*mind|forget\s+(?:it|that|about)|don't|dont|pass)\b"
    r"|\b(?:not\s+now|not\s+(?:tonight|today|yet|needed|necessary)|no\s+thanks|skip(?:\s+(?:it|"
    r"that|this|for\s+now))?|maybe\s+later|some\s+other\s+time|another\s+time|not\s+for\s+now|"
    r"no\s+need|not\s+worth|rather\s+not|don't\s+bother|leave\s+it)\b"
    # "filming meh", "the clock meh": a short clause's shrug (a choice beside it stands)
    r"|^(?:[\w'-]+\s+){0,3}meh[\s,.!]*$"
    r"|\s(?:no|nope|nah)\s*[.!]*$")
_ACCEPT = re.compile(
    r"^(?:(?:yes|yeah|yep|yup|ya|ok|okay|k|sure|sounds\s+good|sounds\s+great|good\s+idea|"
    r"great\s+idea|do\s+it|go\s+ahead|go\s+for\s+it|please\s+do|yes\s+please|makes\s+sense|"
    r"perfect|great|fine|cool|deal|agreed|right|alright|good|nice|let's\s+do\s+(?:it|that)|"
    r"lets\s+do\s+(?:it|that)|do\s+that|that\s+one|this\s+one|that|works\s+for\s+me|"
    r"that\s+works|love\s+it|i\s+like\s+(?:it|that)|👍)[\s,.!]*)+$")
_ACCEPT_LEAD = re.compile(r"^(?:yes|yeah|yep|ok|okay|sure|agreed|deal|sounds\s+good|good\s+idea|"
                          r"perfect|great|makes\s+sense|fine)\b[,.!]?\s+\S")
_ACCEPT_TAIL = re.compile(r"\b(?:yes|yeah|yep|ok|okay|sure|please|good\s+idea|sounds\s+good|"
                          r"makes\s+sense|do\s+it|do\s+that)[.!]*$")
# What she says she will do, in the words a commitment and its refusal share.
_WILL = (r"i'll|i\s+will|we'll|we\s+will|let's|lets|let\s+us|gonna|i'm\s+going\s+to|"
         r"we're\s+going\s+to")
_COMMIT = re.compile(
    rf"\b(?:{_WILL}|i\s+am\s+going\s+to|we\s+are\s+going\s+to|i'd\s+rather|we'd\s+rather)"
    r"\s+(?!(?:be|see|think|probably|just\s+see|let\s+you|try\s+to\s+see)\b)")
# A plan said with its verb in -ing and a time: "sending it tomorrow after i talk to priya",
# "booking flights tonight". Words in -ing that are no verb of hers, and being somewhere or
# hosting an event, are no plan to do something.
_PLANNED = re.compile(
    r"^(?:(?:ok|okay|so|and|then|yes|yeah|alright|right|cool|great|fine)\b[\s,.!]*)*"
    r"(?!(?:nothing|something|anything|everything|morning|evening|thing|spring|string|ring|"
    r"wedding|building|meeting|ceiling|clothing|pudding|ending|feeling|during|thinking|"
    r"wondering|hoping|going|getting\s+married|working|living|staying|coming|leaving|flying|"
    r"travell?ing|visiting|hosting|having|being|sitting|waiting|hearing|seeing|reading\s+"
    r"(?:about|that))\b)[a-z]{3,}ing\b")


# She changes her mind, naming what she goes for now: "on second thought the blue one".
_SECOND_THOUGHT = re.compile(r"\b(?:on\s+second\s+thoughts?|changed\s+my\s+mind|"
                             r"thinking\s+about\s+it\s+more)\b")


def _commits(low: str) -> re.Match[str] | None:
    """Where a clause commits her to something: "i'll …", "we're going to …", or a verb in
    -ing with a time ("sending it tomorrow")."""
    return _COMMIT.search(low) or (_PLANNED.match(low) if _LATER.search(low) else None)


# What she says she will not do ("lets not overengineer", "i'll never renew with them"): a
# choice, never a thing left to do.
_WONT = re.compile(rf"\b(?:{_WILL})\s+(?:not|never)\b")
_DECIDED = re.compile(
    r"\b(?:it\s+is(?=\s*(?:[.!,;)]|$))|then|instead|decided|decision|go(?:ing)?\s+with|"
    r"stick(?:ing)?\s+with|"
    r"stay(?:ing)?\s+with|settled?|pick(?:ing)?|chose|choose|prefer|switch(?:ing)?\s+to|"
    r"move\s+to|moving\s+to|rather\s+than|over\s+the|no\s+longer|from\s+now\s+on)\b")
# A bare no, a clause of its own: "no", "nah", "no thanks".
def wont_do(low: str) -> bool:
    """Whether she says she will not do something ("lets not…", "i'll never…")."""
    return bool(_WONT.search(low))


_REVERSAL = re.compile(
    r"\b(?:actually|wait|forget|scratch\s+that|instead|changed?\s+my\s+mind|on\s+second\s+"
    r"thought|rather|never\s*mind|oh\s+wait|hmm|then|no\s+longer|not\s+anymore|after\s+all)\b")
_LATER = re.compile(
    r"\b(?:tonight|tomorrow|this\s+(?:week|weekend|evening|afternoon|morning|month)|next\s+"
    r"(?:week|month|time|sprint)|later|soon|in\s+the\s+morning|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday|weekend|when\s+i\s+get|once\s+(?:i|we|the|it)|"
    r"(?:before|after|by)\s+(?:the\s+)?(?:weekend|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|tomorrow|lunch|work|the\s+end|end\s+of|next|deploying|the\s+release|"
    r"stand-?up|(?:the|our|my)\s+(?:meeting|call|1:1|one\s+on\s+one|shift|class)|dinner|"
    r"school|\d)|next\s+\w+day|in\s+\d+\s+(?:days?|weeks?)|first\s+thing|today)\b")
_TO_DO = re.compile(
    r"\b(?:i|we)\s+(?:still\s+)?(?:need|have|got)\s+to\b|\b(?:need|have)\s+to\s+"
    r"(?:check|ask|call|email|book|order|send|find|look|buy|get|write|talk|sort|fix|update|"
    r"file|pay|renew|test|measure|confirm|schedule|cancel)\b|\bremind\s+me\b|\btodo\b|"
    r"\bto-do\b|\bmust\s+remember\b|\bdon't\s+forget\b|\bwill\s+(?:look|check)\b|"
    # typed without its "I": "also need to sell the old jazz somehow", "still have to write
    # the card", "gotta ring the bank"
    r"^(?:(?:also|still|yeah|yes|ok|okay|and|but|so|then|just|oh|ugh|plus)\b[\s,]*)*"
    r"(?:still\s+)?(?:(?:need|have|got)\s+to|gotta)\s+(?!(?:say|admit|agree|confess|be|know|"
    r"understand|see)\b)[a-z]")
# Verbs that set a direction when the person says them first in a clause.
_DIRECTION = re.compile(
    r"^(?:(?:ok|okay|so|then|fine|right|alright|yes|yeah|and|but|also|just|please|actually|"
    r"hmm|ugh|cool|good|great|nice|perfect|wait)[,.!]?\s+)*"
    r"(?:use|drop|keep(?!\s+(?:in\s+mind|going|me|up|trying|thinking|an\s+eye))|stay\s+with|"
    r"stick\s+with|switch|go\s+with|pause|stop|replace|do(?!\s+(?:you|they|we|i|it\s+again)\b)|"
    r"pick|choose|rent|buy|bring|cancel|skip|write|add|remove|leave\s+out|generate|deploy|"
    r"make\s+it|set|call\s+it|rename|move|split|merge|put|change|bump|raise|lower|cap|ship|"
    r"default\s+to)\b"
    # "deploy to S3 fails with …" names a step that goes wrong, it orders nothing
    r"(?![^,;]*\b(?:fails?|failed|failing|doesn't|didn't|isn't|broke|breaks|crash(?:es|ed)?|"
    r"errors?|throws|hangs)\b)")
# "that" standing for something said; "this weekend" or "that morning" is a time, not one.
PRONOUN_OBJ = re.compile(
    r"\b(?:it|them|one)\b|\b(?:that|this|those|these)\b(?!\s+(?:week(?:end)?s?|month|morning|"
    r"evening|afternoon|night|year|time|summer|winter|spring|autumn|sprint)\b)")
_FILLER_LEAD = re.compile(
    r"^(?:(?:ok|okay|so|then|fine|right|alright|yes|yeah|yep|and|but|also|just|please|agreed|"
    r"actually|hmm|ugh|cool|good|great|nice|perfect|sure|oh|wait|well|btw|ah|lol|thanks|"
    r"thank\s+you|thx|ty|cheers)\b[,.!:]?\s+)+",
    re.I)


@dataclass
class Decision:
    text: str
    clause: Clause
    offer: Offer | None
    keys: frozenset[str]
    group: int | None  # the options it picked from, when it picked one
    refusal: bool = False  # "no devtools at all": it turns down its offer, picks nothing


@dataclass
class Conclusions:
    decisions: list[str] = field(default_factory=list)
    superseded: list[str] = field(default_factory=list)
    loops: list[str] = field(default_factory=list)
    decisions_at: list[int] = field(default_factory=list)  # the message each came from
    # The offers whose taking was reversed, as laid out: "North Sea (Sylt, …): wilder…"
    taken_back: frozenset[str] = frozenset()
    loops_at: list[int] = field(default_factory=list)


def _bare(text: str) -> str:
    return _FILLER_LEAD.sub("", text).strip(" .,!")


# Taking the assistant's own pick: "go with your suggestion", "do what you recommended".
_YOURS = re.compile(r"\b(?:your\s+(?:suggestion|recommendation|pick|call|choice|plan|way)|"
                    r"what\s+you\s+(?:suggested|recommended|said|proposed)|"
                    r"(?:as|like)\s+you\s+(?:suggested|said|recommended)|"
                    r"the\s+one\s+you\s+(?:suggested|recommended|picked))\b")


# Handing a step to the assistant: "1 and 2 you do now", "go ahead with 2".
_FOR_YOU = re.compile(r"\b(?:you\s+(?:do|can\s+do|take|handle)|go\s+ahead|you\s+(?:do|run)\s+"
                      r"(?:them|it|those|that))\b")


def _written(c: Clause, offer: Offer | None) -> str:
    """A decision in full words: the offer it picked, with what the person added, and the
    choices it beat."""
    said = _bare(c.text)
    if offer is None:
        return cut_text(as_item(said), HEURISTIC_MAX_ITEM_CHARS)
    text = offer.text
    named = keywords(said) - keywords(text)
    if said and named and not _labels_only(said) and not _YOURS.search(said.lower()):
        text = f"{said} ({text})" if len(said.split()) <= 6 else f"{text} ({said})"
    others = [a for a in offer.alternatives if a.lower() != offer.text.lower()][:2]
    if others:
        text = f"{text} (over {', '.join(others)})"
    if offer.subject and keywords(offer.subject) - keywords(text):
        text = f"{offer.subject}: {text}"  # "Password hashing: argon2 (over bcrypt)"
    return cut_text(as_item(squash(text)), HEURISTIC_MAX_ITEM_CHARS)


def _refusal(said: str, c: Clause, o: Offer) -> Decision:
    """Her no, written beside what it turned down: "No devtools at all (declined: …)"."""
    return Decision(cut_text(as_item(f"{said} (declined: {o.text})"), HEURISTIC_MAX_ITEM_CHARS),
                    c, o, c.keys | o.keys, None, refusal=True)


def _labels_only(said: str) -> bool:
    """A reply that names its pick by letter or number alone ("B", "2 yes")."""
    rest = re.sub(r"\b(?:[A-H]|\d{1,2})\b", " ", said)
    return not keywords(rest)


def still_open(item: str, d: Dialogue) -> bool:
    """Whether a loop another reader found is still open by the end: not declined in its own
    words, and not reported done later in the conversation."""
    low = item.lower()
    if _NEG.search(low) and not re.search(r"\b(?:yes|yeah|ok|sure)\b", low):
        return False
    head = re.sub(r"\W+", " ", low)[:30].strip()
    for turn in d.person():
        if any(head and head in re.sub(r"\W+", " ", c.low) for c in turn.clauses) or \
                head in re.sub(r"\W+", " ", turn.text.lower()):
            return not is_done_later(keywords(item), d, turn)
    return True


def read_conclusions(d: Dialogue) -> Conclusions:
    decisions: list[Decision] = []
    loops: list[tuple[int, int, str]] = []
    earlier_options: list[Offer] = []
    for turn in d.person():
        if d.graded(turn):
            continue  # an answer the assistant marked, as in a quiz
        before = d.before(turn)
        offers = before.offers if before is not None else []
        accepted: Offer | None = None
        for c in turn.clauses:
            accepted = _read_clause(c, turn, before, offers, earlier_options, accepted, d,
                                    decisions, loops)
            offers = still_offered(c.low, offers)
        if before is not None:
            earlier_options = [o for o in offers if o.kind == "option"] + earlier_options
    kept, superseded = _settle(decisions)
    # A long session's refusals give way first to what it chose when the list is full.
    over = len(kept) - HEURISTIC_MAX_DECISIONS
    if over > 0:
        extra = {id(x) for x in [x for x in kept if x.refusal][:over]}
        kept = [x for x in kept if id(x) not in extra]
    out = Conclusions()
    out.decisions = _dedupe([x.text for x in kept])[:HEURISTIC_MAX_DECISIONS]
    # One message per decision, the first that said it: a choice said twice in the same
    # words is one decision, and kept holds it twice.
    said_at: dict[str, int] = {}
    for x in kept:
        said_at.setdefault(x.text, x.clause.turn)
    out.decisions_at = [said_at[t] for t in out.decisions]
    out.superseded = _dedupe([x.text for x in superseded])[:HEURISTIC_MAX_ITEMS]
    current = {id(x.offer) for x in kept if x.offer is not None}
    out.taken_back = frozenset(x.offer.full or x.offer.text for x in superseded
                               if x.offer is not None and not x.refusal
                               and id(x.offer) not in current)
    # The latest win: an early "I'll do X" is often done by the end.
    ordered = sorted(loops)
    out.loops = _dedupe([t for _m, _p, t in ordered])[-HEURISTIC_MAX_ITEMS:]
    at = {t: m for m, _p, t in ordered}
    out.loops_at = [at[t] for t in out.loops]
    return out


def _read_clause(c: Clause, turn: Turn, before: Turn | None, offers: list[Offer],
                 earlier: list[Offer], accepted: Offer | None, d: Dialogue,
                 decisions: list[Decision], loops: list[tuple[int, int, str]]) -> Offer | None:
    """What one clause of the person's does; returns the offer it accepted, for the next
    clause's "it" ("yes the inspection. I'll book that before Saturday")."""
    low = c.low
    deferred = bool(re.search(r"\b(?:yes|yeah|ok|sure)\b.*\bnot\s+(?:now|tonight|today|yet)\b",
                              low))
    if low.rstrip().endswith("?") or asked(c.text) or allows(low):
        return accepted  # "do other languages have something weird for it": asked, unmarked;
        # "variable can only switch to fixed at their rate": what an option allows
    no = refused(c.text) if before is not None and not deferred and not laughed(low) else None
    # What she turns down was offered in the turn she answers, or taken earlier ("rate limit
    # yes" … "actually no rate limit"): then the taking is superseded.
    turned_down = declined(no, offers) if no else None
    if no and turned_down is None and _REVERSAL.search(low):
        turned_down = declined(no, [x.offer for x in decisions
                                    if x.offer is not None and not x.refusal])
    if no and turned_down is not None:
        decisions.append(_refusal(no, c, turned_down))
        if turned_down.kind == "step":
            return accepted  # "strings no, just changed them": turned down, not taken on
    if _NEG.search(low) and not deferred:
        return accepted
    if laughed(low):
        return accepted  # "watching bake off instead lol", "i'll cope lol": said in jest
    if NOT_HERS.search(low):
        return accepted  # "she'd have to get her degree recognized", "so lets wrap"
    steps = [o for o in offers if o.kind == "step"]
    if steps and _WILL_DO.match(low):  # "ok will do" to "Next steps: 1. … 4. …": all hers
        loops.extend((c.turn, c.pos, as_item(o.text)) for o in steps
                     if o.group == steps[-1].group and not is_done_later(o.keys, d, turn))
        return steps[-1]
    bare = _bare(c.text)
    bare_accept = bool(_ACCEPT.match(low)) or not bare
    commit = _commits(low)
    chore = bool(_TO_DO.search(low) or (commit and _CHORE.search(low[commit.end():])))
    # A time for doing it: "I'll merge in the morning", "2 yes, do it tomorrow". A time in
    # what was decided ("the backup runs at two in the morning") is not one.
    later = (bool(_LATER.search(low)) and bool(
        commit or chore or re.search(r"\b(?:do|doing|will|i'll|we'll|gonna|not\s+(?:now|tonight|"
                                     r"today|yet))\b", low))) or bool(_PUT_OFF.fullmatch(low))
    wont = _WONT.search(low)
    later = later and not wont  # "lets not overengineer, it's due friday" leaves nothing to do
    cue = bool(_DECIDED.search(low) or commit or _ACCEPT_TAIL.search(low) or _ACCEPT_LEAD.match(low)
               or _DIRECTION.match(low) or labels_in(c.text) or named_first(low, offers))
    terse = len(c.keys) <= 3 and len(c.text.split()) <= 5 and not _STATEMENT.search(low)
    if _DONE_NOW.search(low):
        return accepted  # "kyoto hotel booked just now": done, not decided
    targets = offers_named(c, offers) if (cue or terse) and not chore \
        and not (_REMARKED.match(low) and not cue) else []
    if (_DECIDED.search(low) or _SECOND_THOUGHT.search(low)) and before is not None \
            and not (later or chore):
        # A pick of an option laid out turns ago ("ok we'll rent a car at the airport then")
        # wins over a loose match in the last turn.
        back = [o for o in offers_named(c, [o for o in earlier if o.exclusive])
                if len(c.keys & o.keys) >= 2 or (c.keys & o.keys and not targets)]
        if back and (not targets or len(c.keys & back[0].keys) > len(c.keys & targets[0].keys)):
            targets = back
    if not targets and terse and not chore and c is turn.clauses[0] and offers \
            and offers[-1].kind == "question" and _CHOICE_Q.match(offers[-1].text) \
            and not _STATE_Q.search(offers[-1].text):
        # "7 days." to "How long should a session last?": the answer, in words of its own
        targets = offers[-1:]
    if not targets and _YOURS.search(low):
        # "go with your suggestion": the assistant's recommendation, the option it names
        # when it named one by its letter ("I'd lean to B").
        told = [o for o in offers if o.kind == "proposal" and o.full and recommends(o.full)]
        if told:
            named = [o for o in offers if o.kind == "option" and o.label
                     and o.label == told[-1].text.split(":")[0].strip().lower()]
            targets = named[-1:] or told[-1:]
    if not targets and bare_accept:
        put = [o for o in offers if o.kind in ("proposal", "question", "step")]
        targets = put[-1:]
        if targets and targets[0].kind == "step" and sum(
                o.group == targets[0].group for o in put) > 1:
            # "perfect" to a draft and its list of next steps takes on no step in
            # particular ("ok will do" takes them all: ``_WILL_DO``)
            targets = []
    if wont:
        # "i'll never renew with them", "we'll never use mongo again": what the words after
        # it name is turned down, never taken on or picked ("lets not overengineer, postgres
        # then" still picks postgres)
        after = keywords(" ".join(re.split(r"[,.;:!?]", low[wont.end():], maxsplit=1)[0]
                                  .split()[:4]))
        for o in [o for o in targets if o.keys & after]:
            if o.kind != "step":
                decisions.append(_refusal(bare, c, o))
        targets = [o for o in targets if not o.keys & after and o.kind != "step"]
        if not targets:
            return accepted
    for o in targets:
        accepted = o
        if o.kind == "step" and _FOR_YOU.search(low):
            continue  # "1 and 2 you do now": the assistant's to do, not hers
        if o.kind == "step" or later:
            done = not later and is_done_later(o.keys | c.keys, d, turn)
            if not done:
                text = o.text if bare_accept or not later else f"{o.text} ({bare})"
                loops.append((c.turn, c.pos, as_item(text)))
                continue
        if o.kind == "question":
            if not bare_accept and _CHOICE_Q.match(o.text) and not _STATE_Q.search(o.text) \
                    and len(c.text.split()) <= 8 and c.keys:
                decisions.append(Decision(_answer(c, o), c, o, c.keys | o.keys, None))
            continue
        if o.kind == "proposal" and not _chooses(o):
            continue  # "yes" to "shall I run the tests?" sets no direction
        decisions.append(Decision(_written(c, o), c, o, c.keys | o.keys | _alt_keys(o),
                                  o.group if o.kind == "option" else None))
    if targets:
        return accepted
    if later or chore:
        if commit or chore or _DIRECTION.match(low):
            text = _TODO_LABEL.sub("", bare)
            if PRONOUN_OBJ.search(low) and accepted is not None:
                text = f"{bare} ({accepted.text})"
            elif len(c.keys - DOING) <= 2 and (said := said_about(c, d, turn)):
                text = f"{text} ({said})"  # "I'll merge in the morning": merge what
            if len(keywords(text)) >= 2 and not is_done_later(c.keys, d, turn):
                loops.append((c.turn, c.pos, as_item(text)))
        return accepted
    if before is None or len(c.keys) < 2:
        return accepted  # the opening request is the task, not a choice
    if _HEDGED.search(low) or _SOMEONE_ELSE.match(low):
        return accepted  # "maybe we'll…", "Marta chose…": not the person's decision
    if commit or _DECIDED.search(low) or _DIRECTION.match(low):
        text = _written(c, None)
        said = said_about(c, d, turn) if len(c.text.split()) <= 6 else None
        if said:
            # "tamari then": what tamari is, from the assistant's words about it.
            text = cut_text(f"{text} ({said})", HEURISTIC_MAX_ITEM_CHARS)
        elif PRONOUN_OBJ.search(low):
            # "keep them as they are": what "them" is, from the clause before it.
            prior = [x for x in turn.clauses if x.pos < c.pos and x.keys]  # not a bare "no"
            if prior:
                text = cut_text(f"{text} ({_bare(prior[-1].text)})", HEURISTIC_MAX_ITEM_CHARS)
        decisions.append(Decision(text, c, None, c.keys, None))
    return accepted


# "good point on permits", "fair enough": she grants a remark, and takes up no proposal by it.
_REMARKED = re.compile(r"^(?:(?:good|fair|great|valid|excellent)\s+point|fair\s+enough|true)\b")


def grants(low: str) -> bool:
    """Whether a clause only grants the assistant's remark ("good point on permits")."""
    return bool(_REMARKED.match(low)) and not (
        _COMMIT.search(low) or _DECIDED.search(low) or _TO_DO.search(low)
        or _LATER.search(low) or re.search(r"\b(?:will|gonna)\b", low))


# A clause that ends in a laugh is banter, not a choice or a promise.
_LAUGHED = re.compile(r"(?:\b(?:lol|lmao|haha+|hehe|rofl)|😂|🤣|😅)\W*$")


def laughed(low: str) -> bool:
    """Whether a clause ends in a laugh: banter, never a decision or a thing to do."""
    return bool(_LAUGHED.search(low))


_TODO_LABEL = re.compile(r"^(?:todo|to-do|fixme|reminder|note\s+to\s+self|next)\s*[:\-–—]\s*",
                         re.I)
_HEDGED = re.compile(r"\b(?:maybe|perhaps|probably|might|if|unless|whether|would|could|not\s+"
                     r"sure|considering|haven't\s+decided|undecided|still\s+deciding|keep\s+"
                     r"thinking|think\s+about\s+it|sleep\s+on\s+it|let\s+me\s+think)\b")
# What a thing allows or not, said of it: "variable can only switch to fixed…", "the free tier
# can't do webhooks". A report, even when it names an option.
_CAN_ONLY = re.compile(r"^(?:the\s+)?(?!(?:i|we|you)\b)[a-z][\w.-]*(?:\s+[a-z][\w.-]*)?\s+"
                       r"(?:can\s+only|can't|cannot|only\s+(?:allows?|lets?|works?))\b")


def allows(low: str) -> bool:
    """Whether a clause of hers only reports what a thing allows: no choice, no promise."""
    return bool(_CAN_ONLY.match(low))


# A choice someone else made: a name, a team or a third person before the verb.
_SOMEONE_ELSE = re.compile(r"^(?!(?:i|we|i'm|we're|i'll|we'll|let's|lets|ok|okay|so|then|"
                           r"actually|fine|yes|yeah|no|right|alright|and|but|just|please)\b)"
                           r"(?:the\s+\w+(?:\s+\w+)?|[a-z]+|he|she|they|my\s+\w+|our\s+\w+)"
                           r"\s+(?:team\s+)?(?:chose|picked|decided|went|opted|settled|"
                           r"prefers?|wants?|uses?|said)\b")
# A clause that states how things are ("tenant knows already", "lumi is cute") picks nothing.
_STATEMENT = re.compile(r"\b(?:is|are|was|were|knows?|has|have|had|did|does|doesn't|don't|"
                        r"isn't|aren't|already|looks?|seems?|sounds?\s+(?:like|fun|cool))\b")
_DONE_NOW = re.compile(r"\b(?:just\s+now|already\s+(?:done|booked|did|have|bought|sent|"
                       r"ordered)|done\s+already|booked|did\s+(?:it|that|the)\b)")
# Questions whose answer is a choice ("Which warehouse is this?" is not one; "Keep it?" is).
_CHOICE_Q = re.compile(r"(?i)^(?:so\s+|and\s+|also[:,]?\s+)?(?:which\s+(?:one|do\s+you\s+"
                       r"(?:want|prefer)|would)|should|shall|do\s+you\s+"
                       r"(?:want|prefer|need)|would\s+you\s+(?:prefer|like|rather)|keep|"
                       r"how\s+(?:many|long|often|much)|where\s+(?:should|would|do)|when\s+"
                       r"(?:should|do)|what\s+(?:size|limit|value|threshold|time|interval|"
                       r"schedule|name))\b")
# A question about how things are, not about what to do: "How many partitions and pods do
# you run?" is answered by a fact ("12 partitions, 4 pods"), not a choice.
_STATE_Q = re.compile(
    r"(?i)\b(?:do|does|did)\s+(?:you|your\s+\w+|it|they|the\s+\w+)\s+(?:currently\s+|"
    r"usually\s+|normally\s+)?(?:run|have|use|get|see|take|weigh|earn|make|pay|spend|"
    r"last|cost|work|sleep|drive|eat|train|live)\b|\b(?:are|is|were|was)\s+(?:you|there|it|they)\b(?!\s+(?:going|planning|"
    r"happy|ok|okay|fine|willing|open))")
# Taking on a whole list of steps at once: "ok will do", "on it", "i'll do those".
_WILL_DO = re.compile(r"^(?:(?:ok|okay|yes|yep|sure|great|perfect|cool|got\s+it)[,.!]?\s+)?"
                      r"(?:will\s+do|on\s+it|i'll\s+do\s+(?:that|those|these|them|all))\b")
# An item put off, said tersely: "4 later", "the timeout later", "tests for later".
_PUT_OFF = re.compile(r"(?:[\w#-]+\s+){1,3}(?:later|for\s+later|another\s+time|next\s+time)"
                      r"\s*[.!]?")
# What one commits to that is a thing to do, not a choice: "I'll email finance".
_CHORE = re.compile(r"^\s*(?:(?:also|just|probably|then|first|still)\s+)?(?:ask|email|e-mail|"
                    r"message|call|text|ping|tell|check|look|find\s+out|print|pick\s+(?:\w+\s+)?up|book|"
                    r"order|send|write|read|scan|measure|test|try|talk|research|compare|review|"
                    r"sort|clean|update|renew|cancel|confirm|schedule|buy|get|fetch|fill|sign|"
                    r"submit|pay|return|follow\s+up|remind|double[- ]check|verify)\b")


def _alt_keys(o: Offer) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for a in o.alternatives:
        out |= keywords(a)
    return out


# Asking leave for the next step, not offering a choice: "Shall I run the tests?"
_LEAVE = re.compile(r"(?:run|show|commit|push|open|write|create|apply|start|check|look|try|"
                    r"add\s+the\s+dependency|go\s+ahead|proceed|continue|make\s+the\s+change|"
                    r"do\s+it)\b")


def _chooses(o: Offer) -> bool:
    """A proposal whose acceptance is a choice: a recommendation, or one that sets an approach
    rather than asks leave to run the next command."""
    return not _LEAVE.match(o.text.lower())


def _answer(c: Clause, o: Offer) -> str:
    said = _bare(c.text)
    q = squash(o.text)
    if len(q.split()) > 14:
        q = " ".join(q.split()[-14:])
    return cut_text(as_item(f"{said} ({q})"), HEURISTIC_MAX_ITEM_CHARS)


def _settle(decisions: list[Decision]) -> tuple[list[Decision], list[Decision]]:
    """The decisions that stand, and those a later one on the same question replaced."""
    stale: set[int] = set()
    dropped: set[int] = set()
    for j, later in enumerate(decisions):
        # Bounded: a choice is reversed within the stretch of talk about it, and comparing
        # every pair of a session of thousands of turns took minutes.
        for i in range(max(0, j - HEURISTIC_SETTLE_WINDOW), j):
            if i in stale or i in dropped:
                continue
            earlier = decisions[i]
            if earlier.offer is not None and later.offer is earlier.offer:
                # The same offer twice: the newer wording, once; taken then turned down (or
                # the other way round), the earlier is superseded.
                (stale if earlier.refusal != later.refusal else dropped).add(i)
                continue
            if earlier.clause is later.clause or later.refusal:
                # "both A and B": two picks said at once replace neither; a refusal replaces
                # only an earlier taking of what it turns down, seen above.
                continue
            same_group = (earlier.group is not None and earlier.group == later.group
                          and earlier.offer is not None and earlier.offer.exclusive)
            turned = bool(_REVERSAL.search(later.clause.low))
            shared = earlier.keys & later.keys
            negated = any(re.search(rf"\b(?:forget|not|no|drop|instead\s+of|rather\s+than|"
                                    rf"skip)\s+(?:the\s+)?{re.escape(w)}", later.clause.low)
                          for w in earlier.clause.keys)
            alt = later.offer is not None and earlier.offer is not None and \
                earlier.offer.text in later.offer.alternatives
            if same_group or alt or negated or (turned and shared):
                stale.add(i)
    return ([x for k, x in enumerate(decisions) if k not in stale and k not in dropped],
            [x for k, x in enumerate(decisions) if k in stale and k not in dropped])


def _dedupe(items: list[str]) -> list[str]:
    """Each item once: one whose words are all in another (a shorter wording) goes."""
    out: list[str] = []
    keys: list[frozenset[str]] = []
    for it in items:
        k = frozenset(words(it))
        if not k or any(k <= other or other <= k for other in keys):
            continue
        keys.append(k)
        out.append(it)
    return out


def settles(text: str) -> bool:
    """Whether a sentence another reader took for a decision is one here too: not a chore
    put off ("I'll run the backfill on Friday"), nor a decision not to decide yet."""
    # The decision's own clause: "We decided X; TODO: Y" decides X, and Y is a loop.
    low = re.split(r";|\btodo\b|\s[-–—]\s", text.lower())[0]
    commit = _COMMIT.search(low)
    chore = bool(_TO_DO.search(low) or (commit and _CHORE.search(low[commit.end():])))
    return not (chore or _LATER.search(low) or re.search(r"\bkeep\s+thinking\b|\bundecided\b",
                                                          low) or _DELIBERATES.search(low))


# Weighing it, not deciding it: "trying to decide between keeping the distributor or switching
# to a coop" opens the question its "switching to" does not settle.
_DELIBERATES = re.compile(r"\b(?:(?:trying|try|need|needs|have|has|help\s+me|helping\s+me|can't|"
                          r"cannot|cant|struggling|want)\s+to\s+(?:decide|choose|pick)|deciding\s+"
                          r"(?:between|whether|on|if)|torn\s+between|can'?t\s+choose)\b")


# The cue patterns by name, for the ranker's features (distill/ranker.py): each says whether a
# text carries that cue, wherever the pattern looks (its start, or anywhere).
CUES: dict[str, Callable[[str], object]] = {
    "accept": _ACCEPT.match, "accept_lead": _ACCEPT_LEAD.match,
    "accept_tail": _ACCEPT_TAIL.search, "commit": _COMMIT.search, "decided": _DECIDED.search,
    "direction": _DIRECTION.match, "hedged": _HEDGED.search, "later": _LATER.search,
    "neg": _NEG.search, "todo": _TO_DO.search, "reversal": _REVERSAL.search,
    "someone": _SOMEONE_ELSE.match, "statement": _STATEMENT.search,
    "donenow": _DONE_NOW.search,
}


def bare(text: str) -> str:
    """A clause without its filler lead ("ok so", "yes,")."""
    return _bare(text)


def as_said(text: str) -> str:
    """A clause as a list item would say it: no filler lead, no "TODO:" label."""
    return _TODO_LABEL.sub("", _bare(text))
