"""Choices the person took back: a decision said before she turned it back by a word of it
("forget yaml", "throw away the chunked thing"), turned the whole thing down ("i'll just say
no"), or made another one written as beating it ("Polars (over Chunked pandas)"). Read over the
decisions a note will list, whichever reader picked them, so what was reversed is kept apart as
superseded and never shown as current.
"""

from __future__ import annotations

import re
from itertools import pairwise

from ..config import HEURISTIC_BEATEN_SHARE, HEURISTIC_BEATEN_WORDS
from .offers import by_number_only
from .picks import targets
from .sentences import split_beaten
from .turns import Clause, Dialogue, Offer, keywords, stem

# The person turning back a choice by its name: "ok forget yaml, go toml", "forget the rsync
# snapshots", "scratch lisbon", "throw away the chunked thing", "drop the uuids". Only a word of
# a decision said before counts, so "drop the stag story" (nothing chosen yet) supersedes none.
_TURN_BACK = re.compile(r"\b(?:forget|scratch|ditch|scrap|bin|abandon|drop|no\s+more|"
                        r"throw\s+(?:away|out))\s+(?:about\s+)?(?:the\s+|that\s+|this\s+)?"
                        r"([a-z][\w.+-]*)")


# "no live stuff", "no cloud at all", "no mongo after all": a word of an earlier choice she now
# wants none of. A bare "no index on that column" may be a new choice beside an old one, so
# only these endings count.
_NONE_OF = re.compile(r"\bno\s+(?!(?:issues?|problems?|errors?|worries|luck|idea|clue|change|"
                      r"difference|way|time|need|rush|pressure)\b)([a-z][\w.+-]*)\s+(?:stuff|"
                      r"things?|at\s+all|any\s*more|after\s+all|either)\b")


# Turning the whole thing down, with no word of what: "i think i'm just going to say no",
# "scratch all that", "i'll pass".
_ALL_BACK = re.compile(r"\b(?:(?:going\s+to|gonna|i'll|i\s+will)\s+(?:just\s+)?(?:say\s+no|"
                       r"decline|pass\b|turn\s+(?:it|them)\s+down)|(?:scratch|forget)\s+all\s+"
                       r"(?:that|of\s+that)|not\s+going\s+to\s+(?:take|do)\s+it)")


# Taking back what she said just before: "undo that, use date-fns", "hmm actually no … cap it
# at 50g". Only her last message's decisions are meant: said later, "undo that" is about the
# assistant's last change. "On second thought the blue one" names what it goes back on (the
# grey sofa, two messages up), so it is read by what it names, not here.
# "ugh, actually scratch that." names nothing either: it takes back her last message. Only
# said alone: "scratch that itch", "forget that warning", "ignore that, it's harmless" are
# about something else.
_UNDO = re.compile(r"^\W*(?:(?:ok|okay|hmm|hm|wait|no|nah|ugh|oh|sorry|actually)\W+)*"
                   r"(?:undo\s+(?:that|it|this)\b|revert\s+(?:that|it|this)\b|roll\s+(?:that|it|"
                   r"this)\s+back\b|scratch\s+(?:that|this)\s*(?:[.;!—–-]|,\s+(?:let'?s|go|do|use|"
                   r"we'?ll|i'?ll|just)\b|$)|forget\s+(?:that|what)\s+i\s+said\b)")
# A clause that only acknowledges what the assistant did, before what she says next.
_ACK = re.compile(r"^\W*(?:nice|ok|okay|great|cool|thanks|thx|ty|perfect|good|awesome|sweet)"
                  r"\W*$")
# "hmm actually no. … cap it at 50g" goes back on what she said only when it says what instead
# in the same message: "actually no, it still fails" and "actually no worries" decide nothing.
_ACTUALLY_NO = re.compile(r"^\W*(?:(?:ok|okay|hmm|hm|wait|oh)\W+)*actually\s+no\b"
                          r"(?!\s+(?:worries|problem|idea|clue|rush)\b)")


def turned_back(items: list[tuple[str, int]], d: Dialogue) -> tuple[list[str], list[str]]:
    """(the decisions that stand, those turned back): a decision said before the person
    turned back a choice by a word of it ("forget yaml") is superseded, whatever later
    decision replaced it, and whether or not one was read. Turning the whole thing down ("i'm
    just going to say no") supersedes the decisions of the last message that made any:
    "i'll counter at 62k" is not what she did."""
    backs = _named_back(_TURN_BACK, d)
    # "no linear stuff" names what she wants none of: a choice's own words, not what it was
    # made over ("GitHub Issues (over Linear, Trello)" stands).
    none_of = _named_back(_NONE_OF, d)
    refused = _refused_whole(d)
    for t in d.person():
        if any(_ALL_BACK.search(c.low) for c in t.clauses):
            said = [msg for _text, msg in items if msg < t.index]
            if said:
                backs.append((t.index, f"@{max(said)}"))
    decided_in = {msg for _text, msg in items}
    for before, t in pairwise(d.person()):
        first = [c for c in t.clauses if not _ACK.match(c.low)][:1]  # "nice. hmm actually no…"
        actually = t.index in decided_in and any(_ACTUALLY_NO.search(c.low) for c in first)
        again = _same_question(items, t.index) if actually else []
        if again:
            backs += again  # what it decides again, however far back
        elif any(_UNDO.search(c.low) for c in first) or actually:
            backs.append((t.index, f"@{before.index}"))
    beaten = _beaten(items) | _picked_again(items, d) | _instead(items, d) \
        | _number_again(items, d)
    kept: list[str] = []
    gone: list[str] = []
    for n, (text, msg) in enumerate(items):
        keys = keywords(text) | {f"@{msg}"}
        own = keywords(split_beaten(text)[0])
        back = any(msg < at and word in keys for at, word in backs) or any(
            msg < at and word in own for at, word in none_of) or any(
            msg < at and named <= own and not _says_none(text, named)
            for at, named in refused)
        (gone if back or n in beaten else kept).append(text)
    return kept, gone


# "no public park." said alone: a choice she made before, named by its own words, now refused
# whole. Only a clause that is nothing but the refusal counts: "no index on that column for
# now, it's small" may be a new choice beside the old one.
_NO_WHOLE = re.compile(r"^\W*(?:(?:ok|okay|so|then|and|but|fine)\W+)*no\s+((?:the\s+)?"
                       r"[a-z][\w.+-]*(?:\s+[a-z][\w.+-]*){0,2}?)(?:\s+(?:then|after\s+all|at\s+all|"
                       r"any\s*more))?\W*$")


def _refused_whole(d: Dialogue) -> list[tuple[int, frozenset[str]]]:
    """(her message, the words) of each clause that is only "no" and what she refuses."""
    out = []
    for t in d.person():
        for c in t.clauses:
            m = _NO_WHOLE.match(c.low)
            if m and keywords(m.group(1)):
                out.append((t.index, keywords(m.group(1))))
    return out


def _says_none(text: str, named: frozenset[str]) -> bool:
    """Whether a decision itself already wants none of it: "postgres, no redis" is not
    turned back by a later "no redis"."""
    return any(keywords(m.group(1)) & named
               for m in re.finditer(r"\bno\s+((?:the\s+)?[a-z][\w.+-]*)", text.lower()))


# Alternatives the assistant listed with "or" in a statement: "from an approved test taken in
# the last two years (IELTS General Training, CELPIP-General, PTE Core or TEF/TCF)".
_OR_LIST = re.compile(r"([^,;:()\n.?!]+(?:,\s*[^,;:()\n.?!]+)*,?\s+or\s+[^,;:()\n.?!]+)")
_PICK_WORDS = 3  # a pick named in a few words: "IELTS General then", "CELPIP then"


def _picked_again(items: list[tuple[str, int]], d: Dialogue) -> set[int]:
    """The items she picked again over: "IELTS General then" and, after the assistant's word
    on dates, "hmm CELPIP then", both of one "or" list the assistant gave. The later pick
    replaces the earlier; two picks of different lists both stand."""
    heads = [(keywords(_pick_of(text)) - _CUE_KEYS, msg) for text, msg in items]
    if sum(0 < len(h) <= _PICK_WORDS for h, _m in heads) < 2:
        return set()  # no two short picks: no list of the assistant's needs reading
    lists: list[list[frozenset[str]]] = []
    for t in d.turns:
        if t.role != "assistant":
            continue
        for m in _OR_LIST.finditer(t.text):
            parts = [keywords(p) for p in re.split(r",\s*|\s+or\s+", m.group(1))]
            parts = [p for p in parts if p]
            if len(parts) >= 2:
                lists.append(parts)
    out: set[int] = set()
    for i, (early, at) in enumerate(heads):
        if not early or len(early) > _PICK_WORDS:
            continue
        for late, later_at in heads[i + 1:]:
            if later_at <= at or not late or len(late) > _PICK_WORDS or late & early:
                continue
            if any(any(early <= p for p in parts) and any(late <= p for p in parts)
                   for parts in lists):
                out.add(i)
    return out


def _number_again(items: list[tuple[str, int]], d: Dialogue) -> set[int]:
    """The items whose pick a later item replaced with another of options named alike but
    for a number ("3-year: …", "4-year: …", one to choose): "3 year i think", then "ok 4
    year" two messages on."""
    lists = [opts for t in d.turns if t.role == "assistant"
             for opts in _groups([o for o in t.offers if o.kind == "option"])
             if by_number_only(opts)]
    if not lists or len(items) < 2:
        return set()
    picks: list[Offer | None] = []
    for text, msg in items:
        head = _pick_of(text)
        said = Clause(head, head.lower(), msg, -1, keywords(head))
        found = [t[0] for opts in lists if opts[0].turn <= msg and (t := targets(said, opts))]
        picks.append(found[-1] if found else None)
    return {i for i, (early, (_t, at)) in enumerate(zip(picks, items, strict=True))
            if early is not None and any(
                late is not None and late is not early and late.group == early.group
                and late.turn == early.turn and later_at > at
                for late, (_x, later_at) in zip(picks[i + 1:], items[i + 1:], strict=True))}


def _groups(options: list[Offer]) -> list[list[Offer]]:
    by: dict[int, list[Offer]] = {}
    for o in options:
        by.setdefault(o.group, []).append(o)
    return list(by.values())


# A pick that says it replaces, and names nothing it replaces: "so usedom instead", "ok cabin
# instead". "use redis instead of memcached" names what it beats, which ``_beaten`` reads.
_INSTEAD = re.compile(r"\binstead\b(?!\s+of\b)")


def _instead(items: list[tuple[str, int]], d: Dialogue) -> set[int]:
    """The decision a bare "X instead" replaces: her latest decision before it, made in her
    message just before the one that says "instead", when the assistant named the two side by
    side ("Baltic (Usedom, Rügen) …; the North Sea (Sylt) …"): "sylt" then "so usedom
    instead". An "instead" about something else ("ship the CLI first", then "use OpenTopoMap
    tiles instead") replaces nothing."""
    if not any(_INSTEAD.search(_pick_of(text).lower()) for text, _msg in items):
        return set()  # no bare "instead": the assistant's sentences need no reading
    person = [t.index for t in d.person()]
    said = [keywords(x) for t in d.turns if t.role == "assistant"
            for x in re.split(r"(?<=[.!?])\s+", t.text)]
    out: set[int] = set()
    for n, (text, msg) in enumerate(items):
        own = _pick_of(text).lower()
        if not _INSTEAD.search(own) or msg not in person:
            continue
        at = person.index(msg)
        before = person[at - 1] if at else -1
        earlier = [i for i, (_t, m) in enumerate(items[:n]) if before <= m < msg]
        if not earlier:
            continue
        old = keywords(_pick_of(items[earlier[-1]][0]))
        new = keywords(own) - _CUE_KEYS
        if any(old - _CUE_KEYS & keys and new & keys for keys in said):
            out.add(earlier[-1])
    return out


def _pick_of(decision: str) -> str:
    """A decision's pick, before her reason or the gloss: "CELPIP then" of "CELPIP then, I
    can't wait a month for a date"."""
    return re.split(r"[,;.!?]|\s\(", split_beaten(decision)[0])[0]


_CUE_KEYS = frozenset(keywords("then instead ok okay fine yes go with use lets let's hmm "
                               "actually"))


def _same_question(items: list[tuple[str, int]], at: int) -> list[tuple[int, str]]:
    """(her message, an earlier decision's message mark) for each earlier decision that her
    "actually no" decision of message ``at`` decides again in its words: "yeah separate
    (… the extension and the index in separate migrations)", then, turns later, "hmm actually
    no, put the extension and the index in one migration"."""
    now = [keywords(split_beaten(text)[0]) for text, msg in items if msg == at]
    return [(at, f"@{msg}") for text, msg in items if msg < at and any(
        len(keywords(split_beaten(text)[0]) & keys) >= HEURISTIC_BEATEN_WORDS for keys in now)]


def _named_back(pattern: re.Pattern[str], d: Dialogue) -> list[tuple[int, str]]:
    """(her message, the word's stem) for each content word ``pattern`` finds her naming."""
    return [(t.index, stem(m.group(1))) for t in d.person() for c in t.clauses
            for m in pattern.finditer(c.low) if stem(m.group(1)) in keywords(m.group(1))]


def _beaten(items: list[tuple[str, int]]) -> set[int]:
    """The items a later decision names as the choice it was made over: "Chunked pandas" said
    first, then "Polars lazy scan (polars it is) (over Chunked pandas: …)" in a later message.
    Of the earlier item's own words (not those it beat in turn), at least
    ``HEURISTIC_BEATEN_WORDS`` and ``HEURISTIC_BEATEN_SHARE`` must be in the later one's "over",
    and more there than in what it chose: an item that only shares a heading with the choices
    ("Task runner: none, Turborepo or Nx") is not the choice that was beaten."""
    out: set[int] = set()
    for later, at in items:
        head, over = split_beaten(later)
        if not over:
            continue
        over_keys, head_keys = keywords(over), keywords(head)
        for i, (earlier, msg) in enumerate(items):
            if msg >= at:
                continue  # picks said in one message are made together, not over each other
            own = keywords(split_beaten(earlier)[0])
            beaten = len(own & over_keys)
            shared = beaten >= max(HEURISTIC_BEATEN_WORDS, HEURISTIC_BEATEN_SHARE * len(own)) \
                and beaten > len(own & head_keys)
            if shared or _named_beaten(earlier, over, head_keys):
                out.add(i)
    return out


def _named_beaten(earlier: str, over: str, chosen: frozenset[str]) -> bool:
    """Whether ``earlier`` is an option by its name ("One migration: AddField(currency, …) …")
    whose name is one the later decision was made over ("(over One migration)"): the name is
    too short for the share of words above, yet it is that option, told at length."""
    name = re.match(r"\s*([^:()\n]{2,60}?)\s*:\s", earlier)
    if name is None or len(name.group(1).split()) > 5:
        return False
    if re.search(r"\bor\b", re.split(r"(?<=[.!?])\s", earlier[name.end():])[0]):
        return False  # "Task runner: none, Turborepo or Nx": a question's heading, no option
    keys = keywords(name.group(1))
    options = (keywords(o.split(":")[0]) for o in re.split(r",\s*|\s+or\s+",
                                                           over.split(")")[0]))
    return bool(keys) and not keys <= chosen and any(keys == o for o in options)


def told_again(decisions: list[str], superseded: list[str]) -> tuple[list[str], list[str]]:
    """(the decisions that stand, those that retell a superseded one): "Bump it to 2Gi (Raise
    the limit to e.g) (over Stream it)" was turned back, so the assistant's own "Raise the
    limit to e.g. 2Gi: quick, but memory grows…", picked as a decision by its words, is that
    superseded choice again and is no more current than it; so is her same reply glossed by
    another of the assistant's sentences."""
    glosses = []
    for sup in superseded:
        choice = split_beaten(sup)[0]
        m = re.search(r"\(([^()]{8,200})\)\s*$", choice)
        if m and len(keywords(m.group(1))) >= 2:
            glosses.append(m.group(1).strip().lower())
        # Her own words, glossed another way: "we'll do trains between the cities (Option A:
        # Trains (CP); …)" is the "we'll do trains between the cities (Trains (CP))" reversed.
        said = choice.split(" (")[0].strip()
        if said != choice.strip() and len(keywords(said)) >= 2:
            glosses.append(said.lower() + " (")
    kept: list[str] = []
    gone: list[str] = []
    for text in decisions:
        low = text.lower()
        again = text not in superseded and any(low.startswith(g) for g in glosses)
        (gone if again else kept).append(text)
    return kept, gone

