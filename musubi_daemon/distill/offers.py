"""What one assistant message offers: the options it laid out, the questions it asked, the
proposals and next steps it made, and what it reports as done. Each becomes an ``Offer`` the
person's reply may pick, accept, refuse or take on (``acts``).

Everything here is plain text processing, bounded by ``HEURISTIC_SCAN_CHARS`` per message.
"""

from __future__ import annotations

import re

from ..config import HEURISTIC_OFFER_WORDS as OFFER_WORDS
from ..config import HEURISTIC_SCAN_CHARS
from ..config import HEURISTIC_SUBJECT_WORDS as SUBJECT_WORDS
from .sentences import blocks_of, clean_inline, split_sentences, squash
from .turns import NUMBER, Offer, keywords

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
    r"looks\s+like\s+the\s+better|is\s+the\s+better|i'd\s+do|you\s+could|consider|"
    r"^(?:the\s+)?best\s+(?:is|would\s+be)\b)\b", re.I)
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
    r"^.*?\b(?:i'd\s+(?:suggest|recommend|go\s+with|pick|lean\s+(?:towards?|to)\b|start\s+with)|"
    r"i\s+(?:suggest|recommend)|my\s+(?:suggestion|recommendation)(?:\s+is)?|consider|"
    r"you\s+could|(?:the\s+)?best\s+(?:is|would\s+be))\s*[:,]?\s*", re.I)


# Two things suggested in one sentence, each hers to take or leave: "check whether the flat has
# a washing machine, and book the ferry to Swinoujscie" ("washing machine yes. ferry nah").
# Only at ", and" before a word that can start a step, not "…, and it is cheaper".
_TWO_THINGS = re.compile(r",\s+and\s+(?:also\s+)?(?=(?!(?:it|its|it's|this|that|these|those|the|a|"
                         r"an|you|your|they|their|there|then|so|which|is|are|was|will|can|"
                         r"would|should|may|might|i|we|he|she|both|all|most|many|more|less|"
                         r"not|no|also|even|only|just)\b)[a-z]{3,}\s)")


def recommends(sentence: str) -> bool:
    """Whether a sentence of the assistant's names its own pick ("I'd lean to B")."""
    return bool(_RECOMMEND.search(sentence))


def _recommended(sentence: str) -> str:
    """What a recommendation recommends: "I'd suggest releasing as 2.0.0" gives "releasing as
    2.0.0"; a sentence that names its pick otherwise stays whole."""
    text = _RECOMMEND_LEAD.sub("", sentence, count=1).strip(" .")
    return _offer_text(text or sentence)


def _recommended_parts(sentence: str) -> list[str]:
    """What a recommendation recommends, one offer per thing it suggests."""
    text = _RECOMMEND_LEAD.sub("", sentence, count=1).strip(" .")
    parts = _TWO_THINGS.split(text) if text else []
    return [_offer_text(p) for p in parts] if len(parts) > 1 else [_recommended(sentence)]


_ASKS_IF_ANY = re.compile(r"(?i)^(?:and\s+|also\s+)?(?:any|anything|anyone|is\s+there|are\s+there|"
                          r"do\s+you\s+have\s+any|have\s+you\s+got\s+any)\b")


def options_asked(question: str) -> list[str]:
    """The options of "X or Y?" ("on submit only, on blur, or while typing?"); after a colon
    only ("Which package manager: npm or pnpm?")."""
    body = question.rstrip("?").strip()
    if _ASKS_IF_ANY.match(body):
        return []  # "Any pets or small kids?" asks whether there are, not which
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
                either = options_asked(s)
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
                parts = _recommended_parts(s)
                offers.extend(Offer(p, "proposal", turn, group=group,
                                    full=p if len(parts) > 1 else s) for p in parts)
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


_IN_TURN = re.compile(r"(?i)\d\s*[–-]\s*\d|\b(?:days?|weeks?|months?|steps?|phases?|stages?|"
                      r"parts?|rounds?|levels?|sprints?|chapters?|lessons?)\s+\d")


def by_number_only(options: list[Offer]) -> bool:
    """Options named alike but for a number ("3-year: …", "4-year: …"; "2 GB", "4 GB"): one
    to choose, though no "or" or "Options:" says so."""
    names = [re.split(r"[:(—]|\s–\s", o.text, maxsplit=1)[0] for o in options]
    if any(_IN_TURN.search(n) for n in names):
        return False  # "Weeks 5–10", "Day 2", "Step 3": parts of one plan, taken in turn
    nums = [tuple(NUMBER.findall(n)) for n in names]
    return len(options) >= 2 and all(nums) and len(set(nums)) == len(nums) and len(
        {keywords(NUMBER.sub(" ", n)) for n in names}) == 1


def _label(unit: str) -> str:
    m = _OPTION_LABEL.match(unit)
    if not m:
        return ""
    return (m.group(1) or m.group(2) or "").lower()

