"""A conversation read as a dialogue: what the assistant offered in each turn, and what the
person's reply did with it.

People rarely announce a decision. They answer: "trigram." after "trigram or GIN?", "B." after
a list of options, "ok batches then" after a proposal, "yes please" after "Want me to…?". So each
assistant turn is read for its *offers* (the options it laid out, the questions it asked, the
proposals and next steps it made), and each clause of the person's reply that follows is read
for its *act*: a pick among the options, an acceptance, a refusal, a commitment or an
instruction. What an act refers to is found by the offer's own words (or its letter or number),
so a terse reply is written out in full words from the offer it picked.

Everything here is plain text processing, bounded by ``HEURISTIC_SCAN_CHARS`` per message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ..config import HEURISTIC_OFFER_WORDS as OFFER_WORDS
from ..config import HEURISTIC_SCAN_CHARS
from ..config import HEURISTIC_SUBJECT_WORDS as SUBJECT_WORDS
from ..index.query import STOPWORDS
from ..model import Conversation
from .sentences import blocks_of, clean_inline, is_prose, split_sentences, squash, wordset

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


# --- the assistant's offers -----------------------------------------------------------------

_OPTION_LABEL = re.compile(
    r"^(?:\*\*)?(?:option|approach|choice|plan|alternative)?\s*([A-Ha-h]|\d{1,2})\s*[.):]\s*"
    r"|^(?:\*\*)?(?:option|approach|choice|plan|alternative)\s+([A-Ha-h]|\d{1,2})\b\s*[.):-]?\s*",
    re.I)
_PROPOSAL_Q = re.compile(
    r"^(?:.*?\b)?(?:want\s+me\s+to|should\s+i|shall\s+i|would\s+you\s+like\s+me\s+to|"
    r"do\s+you\s+want\s+me\s+to|can\s+i|may\s+i|i\s+can|happy\s+to|i\s+could|"
    r"should\s+we|shall\s+we|how\s+about|what\s+about|would\s+you\s+like)\s+(.+?)\??$", re.I)
_RECOMMEND = re.compile(
    r"\b(?:i'd\s+(?:suggest|recommend|go\s+with|pick|lean\s+(?:to|towards?)|start\s+with|use|"
    r"keep)|"
    r"i\s+(?:suggest|recommend)|my\s+suggestion(?:\s+is)?|my\s+recommendation(?:\s+is)?|"
    r"(?:the\s+)?(?:usual|safest|best|simplest)\s+(?:pick|choice|option|bet)|"
    r"looks\s+like\s+the\s+better|is\s+the\s+better|i'd\s+do|you\s+could|consider)\b", re.I)
_STEP_SECTION = re.compile(
    r"\bto\s+do(?:\s+list|\s*:?\s*$)|"  # "to do:", not "two ways to do it"
    r"\b(?:next\s+steps?|to-?do|follow[- ]?ups?|suggest(?:ed|ions?)|worth\s+(?:considering|"
    r"doing|adding)|recommend(?:ed|ations?)|ideas?|you\s+(?:could|might|may)|consider|"
    r"optional|also|later|improvements?|could\s+also)\b")
# "Some ideas:" over names ("**Slow Bytes**", "**The Sunday Diff**") offers things to pick one
# of, as a list of options would; over "Add a Slack alert" it offers steps.
_IDEAS = re.compile(r"\b(?:ideas?|suggestions?)\b")


def _titled(text: str) -> bool:
    """Whether an item is a name in title case of at most four words: "The Sunday Diff"."""
    words = re.findall(r"[^\W\d_][\w'-]*", text)
    return 0 < len(words) <= 4 and not re.search(r"[.!?:;]$", text) and all(
        w[:1].isupper() for w in words if len(w) > 3 or w == words[0])


# A lead-in or heading over alternatives: picking one rules the others out.
_ALTERNATIVES = re.compile(r"\b(?:options?|approach(?:es)?|choices?|alternatives?|either|vs\.?|"
                           r"versus|compare|comparison|(?:two|three|a\s+few|several|\d)\s+"
                           r"(?:\w+\s+)?(?:ways|directions|possibilities|routes))\b")
# "Option A: …", "**B.** …", "Approach 2 …": one of labelled alternatives.
_LABELLED = re.compile(r"^(?:(?:option|approach|choice|plan|alternative)\s+)?[A-H][.):]\s|"
                       r"^(?:option|approach|choice|plan|alternative)\s+(?:[A-H]|\d{1,2})\b",
                       re.I)
_DONE = re.compile(r"^(?:done|fixed|added|removed|moved|switched|updated|created|wrote|"
                   r"renamed|changed|implemented|committed|pushed|merged|installed|ran|"
                   r"all\s+\d+\s+tests\s+pass)\b", re.I)
_OR_SPLIT = re.compile(r",\s*(?:or\s+)?|\s+or\s+|\s+vs\.?\s+|\s+versus\s+", re.I)
_LEAD_Q = re.compile(r"^(?:so\s+|and\s+|also[:,]?\s+)?(?:do|would|should|shall|will|is|are|"
                     r"can|could|which|what|did|does|have|has|keep|want)\b[^?]*?"
                     r"(?:\b(?:use|want|prefer|like|go\s+with|pick|be|keep|it)\b)?\s*", re.I)


# A proposal that points at what was said before it ("do that", "I'd go with this one"),
# not one that names its pick ("I'd go with Postgres").
_STANDS_FOR = re.compile(r"(?i)\b(?:it|that|this|these|those|them|one|so|same)\b|^\W*$")


def _offer_text(unit: str) -> str:
    """An option as a note would name it: its lead ("Trains (CP)") or its first sentence, a
    dozen words at most."""
    text = _OPTION_LABEL.sub("", unit, count=1).strip()
    # "**Option A — Redis**: fast": the dash that set the label off is not the option's
    text = re.sub(r"\*\*|__", "", text).lstrip(" —–-:")
    head = text.split(":", 1)
    if len(head) == 2 and 0 < len(head[0].split()) <= 6:
        text = head[0] if len(head[1].split()) > 12 else f"{head[0]}: {head[1]}"
    text = re.split(r"(?<=[.!?;])\s+|\s+[-–—]\s+", text, maxsplit=1)[0]
    cut = text.split()
    if len(cut) > OFFER_WORDS:
        text = " ".join(cut[:OFFER_WORDS]) + "…"
    return squash(text).strip(" .;:")


_RECOMMEND_LEAD = re.compile(
    r"^.*?\b(?:i'd\s+(?:suggest|recommend|go\s+with|pick|lean\s+(?:to|towards?)|start\s+with)|"
    r"i\s+(?:suggest|recommend)|my\s+(?:suggestion|recommendation)(?:\s+is)?|consider|"
    r"you\s+could)\s*[:,]?\s*", re.I)


def recommends(sentence: str) -> bool:
    """Whether a sentence of the assistant's names its own pick ("I'd lean to B")."""
    return bool(_RECOMMEND.search(sentence))


def _recommended(sentence: str) -> str:
    """What a recommendation recommends: "I'd suggest releasing as 2.0.0" gives "releasing as
    2.0.0"; a sentence that names its pick otherwise stays whole."""
    text = _RECOMMEND_LEAD.sub("", sentence, count=1).strip(" .")
    return _offer_text(text or sentence)


def _either(question: str) -> list[str]:
    """The options of "X or Y?" ("on submit only, on blur, or while typing?"); after a colon
    only ("Which package manager: npm or pnpm?")."""
    body = question.rstrip("?").strip()
    for mark in (":", " - ", " – ", " — "):  # "What's the goal - strategy work, bonding, or both?"
        if re.search(r"\s(?:or|vs\.?|versus)\s", body.rsplit(mark, 1)[-1], re.I):
            body = body.rsplit(mark, 1)[-1].strip()
    if not re.search(r"\s(?:or|vs\.?|versus)\s", body, re.I):
        return []
    first_or = re.search(r"\s(?:or|vs\.?|versus)\s", body, re.I)
    head = body[:first_or.start()] if first_or else body
    verbs = list(re.finditer(r"(?i)\b(?:use|go\s+with|pick|choose|prefer|want|be|have|keep|"
                             r"try|get|take|do|need)\b\s+", head))
    if verbs and len(body.split()) > 4:
        body = body[verbs[-1].end():]
    elif len(body.split()) > 4:
        body = _LEAD_Q.sub("", body, count=1)
    parts = [squash(p).strip(" .,") for p in _OR_SPLIT.split(body)]
    # "both" or "neither" is an answer about the others, not one more of them
    parts = [p for p in parts if p and len(p.split()) <= 8 and not _ABOUT_THE_OTHERS.fullmatch(p)]
    return parts if len(parts) >= 2 else []


_ABOUT_THE_OTHERS = re.compile(r"(?i)(?:both|neither|either|all\s+(?:of\s+them|three)|none|"
                               r"something\s+else|a\s+mix|both\s+of\s+them)")


# "Which?", "Which one?", "Which do you prefer?": a question whose options are the sentence
# before it ("Either hash them in place with argon2 or wipe them and force a reset. Which?").
_BARE_WHICH = re.compile(r"^which(?:\s+(?:one|of\s+(?:the|these|those)\s+\w+|"
                         r"(?:do|would)\s+you\s+(?:prefer|want|like|rather)|"
                         r"(?:feels?|sounds?|works?)\s+[^?]{0,25}))?\s*\?$", re.I)
_BRACKETED = re.compile(r"\s*\([^()]*\)")


_SUBJECT = (
    re.compile(r"^(?:so\s+|and\s+|now\s+)?(?:for|on)\s+(?:the\s+|your\s+|a\s+)?(?P<s>.+)$", re.I),
    re.compile(r"\b(?:ways?|options?|approach(?:es)?|choices?|alternatives?)\s+(?:for|to\s+"
               r"(?:do|handle|store|run|host))\s+(?:the\s+|your\s+)?(?P<s>.+?)"
               r"(?:\s+here|\s+with\s+.*)?$", re.I),
    re.compile(r"^(?:so\s+)?which\s+(?P<s>[^,]+?)$", re.I),
)
# A pronoun, a yes, a day or a time is no subject: "For this app, mostly yes", "for saturday".
_NOT_SUBJECT = re.compile(r"(?i)\b(?:it|them|this|that|these|those|you|yes|no|now|today|"
                          r"tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\d")


def subject_of(lead: str) -> str:
    """What a lead-in or a question over options is about, in a few words: "For password
    hashing: bcrypt or argon2?" and "Two simple ways to do login here:" give "password
    hashing" and "login"; a lead that says no such thing gives ""."""
    text = re.sub(r"\*\*|__|`", "", lead).strip().rstrip(":?. ")
    text = text.split(":", 1)[0].strip()
    for pattern in _SUBJECT:
        m = pattern.search(text)
        if m and 0 < len(m.group("s").split()) <= SUBJECT_WORDS \
                and not _NOT_SUBJECT.search(m.group("s")):
            return m.group("s").strip(" ,.")
    return ""


def _either_before(sentence: str) -> list[str]:
    """The options of the sentence a bare "Which?" asks about: its last clause holding "or",
    asides in brackets, a leading "either" and a trailing "both fit" dropped ("**PaperMod**
    (clean, fast) or **Stack** (card layout)" gives PaperMod and Stack)."""
    body = _BRACKETED.sub("", re.sub(r"\*\*|__|`", "", sentence)).strip(" .!")
    body = body.rsplit(":", 1)[-1]
    clause = next((c for c in reversed(re.split(r"[,;]\s+", body))
                   if re.search(r"\s(?:or|vs\.?|versus)\s", c, re.I)), "")
    clause = re.sub(r"(?i)^\s*(?:either|so|but|and)\s+", "", clause)
    clause = re.sub(r"(?i)\s+(?:both|either\s+one|each|would|will|could|are|is)\b.*$", "",
                    clause)
    parts = [squash(p).strip(" .,") for p in re.split(r"(?i)\s+(?:or|vs\.?|versus)\s+", clause)]
    parts = [p for p in parts if p and len(p.split()) <= 10]
    return parts if len(parts) >= 2 else []


_INLINE_LIST = re.compile(r"^(?P<lead>[^\n]{0,200}?:)\s*1[.)]\s+(?P<rest>[^\n]*?\b2[.)]\s[^\n]*)$",
                          re.M)
_INLINE_MARK = re.compile(r",?\s+(?:or\s+|and\s+)?(?<!\d)([2-9])[.)]\s+")


def _inline_lists(text: str) -> str:
    """A list written on one line ("Two options: 1. poll the buttons, 2. EXTI interrupts.
    I'd poll.") as the list it is, one item a line, so a reply "1." picks from it."""
    def listed(m: re.Match[str]) -> str:
        pieces = _INLINE_MARK.split(m.group("rest"))
        items, expected = [pieces[0]], 2
        for k in range(1, len(pieces) - 1, 2):
            if int(pieces[k]) != expected:
                return m.group(0)  # "1. …, 3. …": not a list counted in order
            items.append(pieces[k + 1])
            expected += 1
        tail = re.split(r"(?<=[.!?])\s+(?=[A-Z])", items[-1], maxsplit=1)
        items[-1] = tail[0].rstrip(".")
        after = f"\n\n{tail[1]}" if len(tail) > 1 else ""
        lines = "\n".join(f"{n}. {item.strip().rstrip(',')}" for n, item in enumerate(items, 1))
        return f"{m.group('lead')}\n\n{lines}{after}"

    text = _INLINE_LIST.sub(listed, text) if ": 1" in text else text
    return _named_inline(text)


# "Option A: … Option B: …" in one paragraph: each named option starts a paragraph of its own.
_NAMED = (r"(?:\*\*)?(?:option|approach|plan|choice|alternative)\s+([A-H]|[1-9])\b\s*"
          r"(?:\*\*)?\s*[:.)–-]")
_NAMED_MARK = re.compile(rf"(?<=[.!?:])\s+(?={_NAMED})", re.I)  # one after a sentence
_NAMED_START = re.compile(rf"^\s*{_NAMED}", re.I)  # the one a paragraph opens with


def _named_inline(text: str) -> str:
    """Named options laid out in running prose, or on the lines of one paragraph ("**Option
    A**: …" and "**Option B**: …" with no blank line between), set apart so a reply "B then"
    picks one: only when the paragraph names at least two, in order (A then B, or 1 then 2)."""
    out = []
    for para in text.split("\n\n"):
        first = _NAMED_START.match(para)
        labels = [first.group(1).upper()] if first else []
        labels += [m.group(1).upper() for m in _NAMED_MARK.finditer(para)]
        if len(labels) >= 2 and labels == [chr(ord(labels[0]) + k) for k in range(len(labels))]:
            para = _NAMED_MARK.sub("\n\n", para)
        out.append(para)
    return "\n\n".join(out)


def assistant_offers(text: str, turn: int, group0: int) -> tuple[list[Offer], list[str]]:
    """What one assistant message offers, and the things it reports as done.

    Options labelled "Option A" / "**B.**" (as headings or paragraphs) form one group of
    alternatives, and the bullets under each are its details, not options of their own. A list
    under "Next steps" (a heading, a lead-in, or a short bold line) holds steps."""
    offers: list[Offer] = []
    done: list[str] = []
    group = group0
    lead = heading = previous = ""
    in_list = False
    number = 0
    labelled: Offer | None = None  # the last "Option X" of this message: bullets detail it
    labelled_group: int | None = None

    def option(unit: str) -> None:
        nonlocal group, labelled, labelled_group
        if labelled_group is None:
            group += 1
            labelled_group = group
        labelled = Offer(_offer_text(unit), "option", turn, _label(unit),
                         group=labelled_group, full=unit, exclusive=True)
        offers.append(labelled)

    for unit, kind in blocks_of(_inline_lists(text[:HEURISTIC_SCAN_CHARS]), "assistant"):
        unit = unit.replace("\x02", "").replace("\x03", "")
        if kind == "heading":
            heading, lead, in_list = unit.lower(), "", False
            if _LABELLED.match(unit):
                option(unit)
            else:
                labelled = None
            continue
        if kind in ("item", "task"):
            if labelled is not None and not lead:
                # A detail of the labelled option above, set off so the option reads as one
                # line: "Option B: full-text search; a generated tsvector column; …".
                labelled.full = labelled.full.rstrip(" .;:") + "; " + unit.rstrip(" .;")
                continue
            if not in_list:
                group += 1
                in_list = True
                number = 0
            number += 1
            section = lead or heading
            step = bool(_STEP_SECTION.search(section)) and not _ALTERNATIVES.search(section) \
                and not (_IDEAS.search(section) and _titled(_offer_text(unit)))
            offers.append(Offer(_offer_text(unit), "step" if step else "option", turn,
                                _label(unit) or str(number), group=group, full=unit,
                                subject="" if step else subject_of(section),
                                exclusive=bool(_ALTERNATIVES.search(section)
                                               or re.match(r"[A-H][.):]\s", unit))))
            continue
        in_list = False
        short = len(unit.split()) <= 5 and not re.search(r"[.!?]$", unit)
        lead = unit.lower() if unit.endswith(":") or short else ""
        if _LABELLED.match(unit):
            lead = ""
            option(unit)
            continue
        labelled = None if short else labelled
        for sentence in split_sentences(clean_inline(unit)):
            s = sentence.strip()
            if not s:
                continue
            if _DONE.match(s):
                done.append(s)
            if s.endswith("?"):
                either = _either(s)
                asked_of = s  # the sentence the options were read from
                if not either and _BARE_WHICH.match(s) and not any(
                        o.kind == "option" for o in offers if o.group == group):
                    either, asked_of = _either_before(previous), previous
                if either:
                    group += 1
                    about = subject_of(asked_of)
                    offers.extend(Offer(p, "option", turn, group=group, full=p, exclusive=True,
                                        subject=about) for p in either)
                m = None if either else _PROPOSAL_Q.match(s)
                if m:
                    offers.append(Offer(m.group(1).strip(" ?"), "proposal", turn, group=group))
                elif not either:
                    offers.append(Offer(s.rstrip("?"), "question", turn, group=group))
            elif _RECOMMEND.search(s):
                offers.append(Offer(_recommended(s), "proposal", turn, group=group, full=s))
            if offers and offers[-1].kind == "proposal" and len(keywords(offers[-1].text)) < 2 \
                    and previous:
                o = offers[-1]
                if not _STANDS_FOR.search(o.text):
                    # "I'd go with Postgres" after "…in Redis, or in a Postgres table": named
                    # by its own words only, so "redis" does not pick it.
                    o.keys = keywords(f"{o.text} {o.full}")
                o.text = f"{o.text}: {previous}"  # "do that": what "that" is
            previous = s
    for o in offers:
        o.keys = o.keys or keywords(f"{o.text} {o.full}")
    by_group: dict[int, list[Offer]] = {}
    for o in offers:
        by_group.setdefault(o.group, []).append(o)
    for members in by_group.values():
        options = [o for o in members if o.kind == "option"]
        if not any(o.exclusive for o in options):
            continue
        for o in options:
            o.exclusive = True
            o.alternatives = tuple(x.text for x in options if x is not o)
    return offers, done


def _label(unit: str) -> str:
    m = _OPTION_LABEL.match(unit)
    if not m:
        return ""
    return (m.group(1) or m.group(2) or "").lower()


# Chat drops the apostrophe of a promise, "ill open the PR after standup", and its subject,
# "will start the LAT thing tomorrow". The cue patterns read the clause as written out; "i
# feel ill" and "ill health" stay as they are.
_NO_APOSTROPHE = re.compile(r"(?:^|(?<=[,.;:!]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s)|"
                            r"(?<=\byeah\s)|(?<=\balso\s)|(?<=\bso\s)|(?<=\bok\s))"
                            r"ill(?=\s+(?!(?:health|and|with)\b)[a-z])")


def spelled_out(low: str) -> str:
    """A lower-cased clause with the apostrophe and the "I" of a promise put back."""
    low = _NO_APOSTROPHE.sub("i'll", low)
    return re.sub(r"^((?:(?:yep|yup|yeah|yes|ok|okay|sure|cool|great|perfect|fine|good)\b"
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


def _answers_her_either(offers: list[Offer], asked: Turn) -> None:
    """Options laid out to answer her own "X or Y?" ("cattery or cat sitter?" then
    "**Cattery**: … / **Home sitter**: …") are alternatives: picking one rules the other out,
    though no "options" or "either" introduced them."""
    either = [keywords(x) for c in asked.clauses if c.low.rstrip().endswith("?")
              for x in _either(c.text)]
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
