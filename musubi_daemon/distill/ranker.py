"""Which candidate sentences of a conversation are its decisions and open loops: a small
learned scorer over the dialogue reader's findings.

The rules in ``acts`` read a reply against what it answers, but each rule only fires on the
wordings it was written for, and on conversations written by someone else they found a third
of the decisions. So every place a decision or a loop may be said is a *candidate*:

* what the rules found (``rule``);
* each clause the person typed (``clause``), and each clause joined to the offer it picks
  (``composite``: "A now, and drop workers to 4 (Raise the limit to 1Gi now)"); a sentence of
  hers made of several clauses is a candidate whole too (``clause``, marked
  ``whole_sentence``): "ok no jr pass, we'll buy shinkansen tickets as we go" decides one
  thing in two clauses, neither of which says it alone;
* each option, proposal or step the assistant offered (``offer``) and each sentence it said
  (``said``), read beside the person's reply to it: did she accept, refuse, take up its words?

Each candidate is described by a few dozen named features (who said it, where, which cue
patterns fire in it and in the reply, how much of its wording the reply takes up) and by its
hashed words, and a logistic model per list scores it. The best candidates above the model's
threshold are kept, one per thing said, in the order the conversation said them.

The model is a file of weights shipped beside this module (``ranker_weights.json``), trained
by ``musubi-bench distill-train`` on the labelled set's tune half and the first set (the
loops' model on the later hands' cases too): never on the held-out half, which only measures
it. Scoring is plain Python over sparse features, no model to load: a 60-message session
takes a few milliseconds.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import zlib
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from itertools import pairwise
from pathlib import Path
from typing import Any

from ..config import (
    RANKER_EARLIER_TURNS,
    RANKER_HASH_DIMS,
    RANKER_MAX_CANDIDATES,
    RANKER_PAIRED_KEYS,
    RANKER_SUPERSEDED_OVERLAP,
)
from ..model import Conversation
from .acts import (
    CUES,
    allows,
    as_said,
    bare,
    grants,
    laughed,
    wont_do,
)
from .conclusions import DECISION_LABEL
from .dialogue import person_sentences
from .labels import labels_in
from .not_hers import NOT_HERS
from .pairs import echoed, paired
from .picks import targets
from .refusals import refuses, still_offered
from .sentences import LEFT_OF_TASK, Sentence, as_item, asked, split_beaten, squash
from .turns import Clause, Dialogue, Offer, Turn, keywords, words

FIELDS = ("decisions", "loops")
WEIGHTS_FILE = "ranker_weights.json"
# Bump when the features change: weights of another version are refused, not misread.
FEATURE_VERSION = 5

_FIRST = re.compile(r"^(?:i|we|my|our|i'm|we're|i've|we've)\b")
_KIN = re.compile(r"\b(?:my|our)\s+(?:wife|husband|partner|son|daughter|kids?|children|mum|mom|"
                  r"dad|father|mother|brother|sister|cat|dog|family)\b")
_FUTURE = re.compile(r"\b(?:i'll|we'll|will|gonna|going\s+to|tomorrow|tonight|next)\b")
_TRANSIENT = re.compile(r"\b(?:today|right\s+now|this\s+morning|tonight|currently|so\s+tired|"
                        r"at\s+the\s+moment)\b")
_IF = re.compile(r"\b(?:if|would|could|might|maybe|thinking\s+about|considering)\b")
_RECOMMEND = re.compile(r"\b(?:i'd|i\s+would|recommend|go\s+with|best|simplest|my\s+pick|"
                        r"suggest)\b")
_TODO_SECTION = re.compile(r"next|step|todo|remaining")
# A reaction to what the assistant said, however many of its words it repeats: "huh,
# matching backwards, that's kind of elegant", "ahh so that's how…", "wow", "TIL".
_REACTION = re.compile(
    r"^(?:(?:huh|wow|whoa|woah|oh|ahh?|ooh|haha|hah|lol|til|interesting|cool|neat|nice|"
    r"fascinating|wild|crazy|damn|omg)\b[\s,.!]*)+(?:$|so\s+that'?s|that'?s\s+|makes\s+sense|"
    r"[a-z ,]*,\s*that'?s\s+(?:\w+\s+){0,2}(?:cool|elegant|neat|clever|wild|funny|weird|"
    r"interesting|smart|amazing))")
# Where a decision's own words end and the assistant's gloss begins: "Postgres: You could…",
# "Batches then (Three steps)".
_GLOSS = re.compile(r"\s\(|:\s")
# The assistant telling what it is doing ("Writing the import command, one transaction
# around the whole run…"): its own move, which decides nothing for her.
_NARRATION = re.compile(r"(?i)^(?:now\s+)?(?:writing|adding|creating|running|updating|"
                        r"changing|moving|renaming|removing|installing|checking|looking|"
                        r"rewriting|refactoring|fixing)\b")
# "do the api key one", "the sqlite one then": a pick by a word of the option, however far
# back it was offered.
_THE_ONE = re.compile(r"\bthe\s+(?:[\w.+-]+\s+){1,3}one\b(?=\s*(?:$|[,.;!)]|then|pls|please|"
                      r"i\s+think|for\s+now)\b|\s*$|\s*[,.;!)])")
# "we'll never use the redis one", "not the postgres one": names an option to leave out.
_NOT = re.compile(r"\b(?:not|never|no|don'?t|won'?t|without|skip|drop)\b")


def _picks_back(low: str) -> bool:
    """Whether a clause reads as a pick when what it names was offered messages ago: "do the
    api key one", "ok 5 year", "monthly then"."""
    return bool(_THE_ONE.search(low) or CUES["accept_lead"](low) or CUES["decided"](low))


# Her asking the assistant for something to read ("give me the dose", "write me a short summary
# i can paste"): done in its next answer, neither her choice nor hers to do.
_ASKS_FOR = re.compile(r"^(?:(?:ok|okay|yes|yeah|yep|sure|great|perfect|cool|thanks|pls|please|"
                       r"and|then|so|now|also)\W+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?"
                       r")?(?:(?:give|show|tell|send|write|draft|make|generate|list|print)\s+(?:me|us)|"
                       r"compare|explain|summari[sz]e|calculate|estimate|translate|proofread|"
                       r"look\s+up)\b")
_REPLY_CHARS = 300  # of the reply, for its cue features: its opening carries the act


@dataclass
class Candidate:
    """One place a decision or a loop may be said, as the note would show it."""

    field: str  # "decisions" or "loops"
    text: str
    kind: str  # "rule", "clause", "composite", "offer" or "said"
    msg: int  # the message it comes from
    origin: tuple[int, ...] = ()  # the clause, offer or sentence it was read from
    dense: dict[str, float] = dataclasses.field(default_factory=dict)
    tokens: list[str] = dataclasses.field(default_factory=list)


def _cues(low: str, prefix: str) -> dict[str, float]:
    """Which of the dialogue reader's cue patterns fire in a text, and a few of the ranker's
    own: first person, family, numbers, future, transient and hypothetical wording, a
    verdict's label ("Final answer: …"). A copy: callers add to it."""
    return dict(_cues_of(low, prefix))


@lru_cache(maxsize=1 << 12)
def _cues_of(low: str, prefix: str) -> dict[str, float]:
    found = {name: test(low) for name, test in CUES.items()}
    found.update({
        "question": low.rstrip().endswith("?"), "first": _FIRST.match(low),
        "kin": _KIN.search(low), "num": re.search(r"\d", low), "future": _FUTURE.search(low),
        "transient": _TRANSIENT.search(low), "if": _IF.search(low),
        "label": DECISION_LABEL.match(low)})
    return {prefix + k: 1.0 for k, v in found.items() if v}


def _tokens(text: str) -> list[str]:
    """Its words, its first three words by place, and its word pairs: hashed features."""
    ws = words(text)
    return ([f"w:{w}" for w in ws[:30]] + [f"l{i}:{w}" for i, w in enumerate(ws[:3])]
            + [f"b:{a}_{b}" for a, b in pairwise(ws[:13])])


@dataclass
class _Context:
    n_msgs: int
    last_person: int
    last_assistant: int
    topic_keys: frozenset[str]
    superseded: list[frozenset[str]]
    rules: dict[str, list[frozenset[str]]]


def _candidate(ctx: _Context, text: str, kind: str, msg: int, names: tuple[str, ...],
               extra: dict[str, float], origin: tuple[int, ...] = ()) -> list[Candidate]:
    """The candidate for each list in ``names``: the features are read once and shared, only
    whether the rules found the like of it differs per list."""
    low = text.lower()
    keys = keywords(text)
    n_words = len(text.split())
    dense = {"kind_" + kind: 1.0, "rel_pos": msg / ctx.n_msgs,
             "last_person": float(msg >= ctx.last_person),
             "n_words": min(n_words, 40) / 40, "n_keys": min(len(keys), 15) / 15,
             "topic_overlap": min(len(keys & ctx.topic_keys), 3) / 3,
             "sup_overlap": max([len(keys & s) / max(1, len(keys)) for s in ctx.superseded]
                                or [0.0]),
             "long_conv": min(ctx.n_msgs, 60) / 60}
    dense.update(_cues(low, "c_"))
    dense.update(extra)
    accepted = float(any(extra.get("r_" + k) for k in
                         ("accept", "accept_lead", "accept_tail", "direction", "decided")))
    dense["acc_x_overlap"] = accepted * extra.get("reply_overlap", 0.0)
    dense["acc_x_target"] = accepted * extra.get("targeted", 0.0)
    dense["neg_x_overlap"] = extra.get("r_neg", 0.0) * extra.get("reply_overlap", 0.0)
    dense["recommend"] = float(bool(_RECOMMEND.search(low)))
    dense["last_assistant"] = float(msg == ctx.last_assistant)
    dense["terse"] = float(n_words <= 6)
    shared = {k: v for k, v in dense.items() if v}
    tokens = _tokens(text)
    out = []
    # How a choice itself is said: the gloss of a rule's or a composite's decision is the
    # assistant's sentence ("Postgres: You could keep them in Redis…"), whose hedges are not
    # hers. A loop keeps its whole wording's cues: "(if it isn't better in two weeks)" is
    # whether it is still to do.
    said = _GLOSS.split(low, maxsplit=1)
    glossed = kind in ("rule", "composite") and len(said) > 1
    head = {k: v for k, v in shared.items() if not k.startswith("c_")}
    if glossed:
        head.update(_cues(said[0], "c_"))
    for name in names:
        own = head if glossed and name == "decisions" else shared
        if kind != "rule" and any(len(keys & k) >= 0.6 * max(1, len(k))
                                  for k in ctx.rules.get(name, [])):
            own = {**own, "rule_like": 1.0}
        out.append(Candidate(name, text, kind, msg, origin, own, tokens))
    return out


def _clause_extra(t: Turn, offers: list[Offer], before: Turn | None, picked: bool
                  ) -> dict[str, float]:
    """What a clause of the person's answers: the features of its place in the dialogue."""
    return {"has_offers_before": float(bool(offers)), "opening": float(before is None),
            "after_question": float(any(o.kind == "question" for o in offers)),
            "after_option": float(any(o.kind == "option" for o in offers)),
            "n_clauses": min(len(t.clauses), 10) / 10, "targets": float(picked)}


def _whole_sentences(ctx: _Context, dialogue: Dialogue, person: list[Turn],
                     sents: list[Sentence]) -> list[Candidate]:
    """Each sentence of the person's that her clauses split in two or more, as one
    candidate: a choice and its other half ("no jr pass, we'll buy tickets as we go") are
    often one decision. Measured on the tune half's cross-validation: decisions 0.516 / 0.380
    -> 0.512 / 0.387, loops 0.529 / 0.662 -> 0.556 / 0.676 (docs/benchmarks.md)."""
    by_turn = {t.index: t for t in person if not dialogue.graded(t)}
    answered: dict[int, tuple[Turn | None, list[Offer]]] = {}  # per turn, read once
    out: list[Candidate] = []
    for s in sents:
        t = by_turn.get(s.msg)
        if s.role != "user" or t is None or s.n_words < 2:
            continue
        if t.index not in answered:
            before = dialogue.before(t)
            answered[t.index] = (before, before.offers if before is not None else [])
        before, offers = answered[t.index]
        # Cut as the clauses were, at sentence ends whatever case follows: "ugh, a change
        # with a toddler. ok we'll rent a car then" is two sentences, each its own.
        for n, piece in enumerate(person_sentences(s.text)):
            piece = squash(piece).strip(" ,;:-–—")
            if any(c.text == piece for c in t.clauses) or allows(piece.lower()):
                continue
            keys = keywords(piece)
            # Halves that each say something: "Actually, use X" is the clause "use X" already.
            own = [c for c in t.clauses if len(c.keys) >= 2 and c.keys <= keys]
            if len(own) < 2:
                continue
            extra = {**_clause_extra(t, offers, before, any(targets(c, offers) for c in own)),
                     "whole_sentence": 1.0}
            out += _candidate(ctx, as_item(piece), "clause", t.index, FIELDS, extra,
                              (3, s.pos, n))
    return out


def _with_offer(c: Clause, o: Offer) -> str:
    """Her clause with the offer it picks: "A now (Raise the limit to 1Gi now)"."""
    return as_item(f"{bare(c.text)} ({o.full or o.text})")


def _reply_to(person: list[Turn], index: int) -> Turn | None:
    return next((p for p in person if p.index > index), None)


def candidates(conv: Conversation, dialogue: Dialogue, sents: list[Sentence],
               rules: dict[str, list[tuple[str, int]]], topics: list[str],
               superseded: list[str], taken_back: frozenset[str] = frozenset()
               ) -> list[Candidate]:
    """Every place a decision or a loop may be said, with its features. ``rules`` holds what
    the cue rules found per list, each with its message; ``superseded`` what they saw
    reversed."""
    person = dialogue.person()
    topic_keys: frozenset[str] = frozenset()
    for topic in topics[:3]:
        topic_keys |= keywords(topic)
    ctx = _Context(max(1, len(conv.messages)), person[-1].index if person else -1,
                   max((t.index for t in dialogue.turns if t.role == "assistant"), default=-1),
                   topic_keys, [keywords(split_beaten(s)[0]) for s in superseded],
                   {k: [keywords(x) for x, _m in v] for k, v in rules.items()})
    out: list[Candidate] = []
    clauses = [c for t in person for c in t.clauses]
    by_msg: dict[int, list[Sentence]] = {}
    for s in sents:
        if s.role == "assistant" and s.n_words >= 3 and s.kind != "done":
            by_msg.setdefault(s.msg, []).append(s)
    # Each of her messages, and the assistant's messages that answer it before she speaks again.
    said_at = sorted(by_msg)
    ends = [t.index for t in person[1:]] + [len(conv.messages)]
    answers = {t.index: [s for m in said_at[bisect_right(said_at, t.index):
                                            bisect_left(said_at, end)] for s in by_msg[m]]
               for t, end in zip(person, ends[:len(person)], strict=True)}
    offering = [a for a in dialogue.turns if a.role == "assistant" and a.offers]
    offered_at = [a.index for a in offering]
    picks: set[int] = set()  # her clauses that pick one of the offers they answer
    ruled: dict[int, set[str]] = {}  # the words of what the rules found, per message
    for it, msg in rules.get("decisions", []):
        ruled.setdefault(msg, set()).update(keywords(split_beaten(it)[0]))
    for name, items in rules.items():
        for it, msg in items:
            # The rule's item is often reworded ("Decision: ship X" reads "Ship X"): the cues
            # of the clause it came from say how it was said.
            keys = keywords(it)
            said = max(clauses, key=lambda c: (len(keys & c.keys), c.turn == msg), default=None)
            # An item from a message of hers was said there, not in another of her messages
            # that shares its words.
            elsewhere = said is not None and said.turn != msg \
                and conv.messages[msg].role == "user"
            if said is not None and keys & said.keys and not elsewhere:
                out += _candidate(ctx, it, "rule", msg, (name,), _cues(said.low, "s_"),
                                  (0, said.pos))
            else:
                out += _candidate(ctx, it, "rule", msg, (name,), {})
    for t in person:
        if dialogue.graded(t):
            continue  # an answer the assistant marked, as in a quiz
        before = dialogue.before(t)
        offers = before.offers if before is not None else []
        upto = bisect_left(offered_at, t.index)
        earlier = [a for a in offering[max(0, upto - RANKER_EARLIER_TURNS - 1):upto]
                   if a is not before][-RANKER_EARLIER_TURNS:]
        for c in t.clauses:
            if not c.keys or laughed(c.low) or _REACTION.match(c.low) or NOT_HERS.search(c.low) \
                    or allows(c.low) or grants(c.low):
                continue  # banter, a reaction, someone else's task, a word about this chat or
                # what a thing allows
            picked = targets(c, offers)
            offers = still_offered(c.low, offers)
            extra = _clause_extra(t, offers, before, bool(picked))
            origin = (0, c.pos)
            if picked:
                picks.add(c.pos)
            out += _candidate(ctx, as_item(as_said(c.text) or c.text), "clause", t.index,
                              FIELDS, extra, origin)
            for o in [] if asked(c.text) else picked:  # "48ms of planning for every
                # account query??" names the option it doubts, and chooses nothing
                out += _candidate(ctx, _with_offer(c, o), "composite", t.index, FIELDS,
                                  {**extra, "offer_" + o.kind: 1.0}, origin)
            if asked(c.text):
                continue
            if not picked and not labels_in(c.text) and not c.keys & ruled.get(t.index, set()) \
                    and not _NOT.search(c.low) and not refuses(c.low):
                # "do the api key one" two answers after the options: a pick, by its words,
                # of what an earlier message offered.
                for a in earlier:
                    for o in targets(c, a.offers):
                        if (o.full or o.text) in taken_back or (
                                len(c.keys) > RANKER_PAIRED_KEYS and len(c.keys & o.keys) < 2):
                            continue
                        out += _candidate(ctx, _with_offer(c, o), "composite", t.index, FIELDS,
                                          {**extra, "offer_" + o.kind: 1.0, "earlier": 1.0,
                                           "targets": float(_picks_back(c.low))},
                                          origin)
            if before is not None:
                gone = [o for o in before.offers if o not in offers]  # said no to
                joined = paired(c, by_msg.get(before.index, []), [*picked, *gone])
                if joined:
                    out += _candidate(ctx, joined[0], "composite", t.index, FIELDS,
                                      {**extra, **joined[1]}, origin)
            echo = echoed(c, answers.get(t.index, []))
            if echo:  # for decisions, measured and not kept (docs/benchmarks.md)
                # What it says of doing is hers alone: the assistant's "I will check the logs
                # tomorrow" in the answer makes no loop of her "the migration ran fine".
                own = _cues(bare(c.text).lower(), "c_")
                out += [dataclasses.replace(x, dense={
                    **{k: v for k, v in x.dense.items() if not k.startswith("c_")}, **own})
                    for x in _candidate(ctx, echo[0], "composite", t.index, ("loops",),
                                        {**extra, **echo[1]}, origin)]
    # A rule's finding read from a clause that picks an offered option ("flat, the kids need
    # their own room" to "Hotel or a holiday flat?") is a pick: the rules' own wording carries no
    # cue of it.
    for n, found in enumerate(out):
        if found.kind == "rule" and found.origin and found.origin[1] in picks:
            out[n] = dataclasses.replace(found, dense={**found.dense, "s_targets": 1.0})
    out += _whole_sentences(ctx, dialogue, person, sents)
    replies: dict[int, tuple[Turn | None, frozenset[str], dict[str, float]]] = {}
    for t in dialogue.turns:
        if t.role != "assistant":
            continue
        nxt = _reply_to(person, t.index)
        reply = " ".join(c.low for c in nxt.clauses) if nxt is not None else ""
        replies[t.index] = (nxt, keywords(reply),
                            _cues(reply[:_REPLY_CHARS], "r_") if nxt else {})
        if nxt is not None and dialogue.graded(nxt):
            continue  # a quiz's options: her answer was marked, not chosen
        for n, o in enumerate(t.offers):
            if (o.full or o.text) in taken_back:
                continue  # "North Sea (Sylt, …)" after "sylt" then "so usedom instead"
            text = as_item(o.full or o.text)
            keys = keywords(text)
            targeted = nxt is not None and _took_up(o, t.offers, nxt)
            extra = {"offer_" + o.kind: 1.0, "reply_overlap": min(len(keys & replies[t.index][1]),
                                                                  4) / 4,
                     "targeted": float(targeted), "has_reply": float(nxt is not None),
                     "exclusive": float(o.exclusive), **replies[t.index][2]}
            out += _candidate(ctx, text, "offer", t.index, FIELDS, extra, (1, t.index, n))
    for s in sents:
        if s.role != "assistant" or s.n_words < 3 or s.msg not in replies or s.kind == "done" \
                or _NARRATION.match(s.text):
            continue
        nxt, reply_keys, reply_cues = replies[s.msg]
        extra = {"reply_overlap": min(len(keywords(s.text) & reply_keys), 4) / 4,
                 "has_reply": float(nxt is not None), "a_item": float(s.kind == "item"),
                 "a_task": float(s.task),
                 "a_section_next": float(bool(_TODO_SECTION.search(s.section))),
                 "a_left": float(bool(LEFT_OF_TASK.search(s.section))), **reply_cues}
        out += _candidate(ctx, as_item(s.text, s.lead_code), "said", s.msg, FIELDS, extra,
                          (2, s.pos))
    # A question decides nothing and a heading or lead-in is nothing to do, whatever the
    # model would say of its words.
    # Her question typed without its mark ("wait why does the test use t.TempDir…") is no
    # more a choice than one with it; the assistant's ("Do you want to rent at the airport")
    # is an offer her "yes" makes a decision of.
    out = [c for c in out if _may_stand(c.text) and not _ASKS_FOR.match(c.text.lower())
           and (c.kind == "rule" or _acted_on(c))
           and not (asked(c.text) and conv.messages[c.msg].role == "user")]
    # Bounded whatever the length: the latest candidates are where conclusions are.
    return out[-RANKER_MAX_CANDIDATES:] if len(out) > RANKER_MAX_CANDIDATES else out


def _took_up(o: Offer, offers: list[Offer], reply: Turn) -> bool:
    """Whether a clause of her reply picks ``o``; after a bare no ("nah i'm good, i'll do the
    shopping thursday") the proposal or question it answered is not taken up by a word."""
    left = offers
    for c in reply.clauses:
        if not refuses(c.low) and o in left and o in targets(c, offers):
            return True
        left = still_offered(c.low, left)
    return False


# What makes a clause an act of the person's (a pick, an acceptance, a commitment, an
# instruction, a thing to do), and what makes an assistant's sentence one she took up.
_OWN_ACTS = ("c_accept", "c_accept_lead", "c_accept_tail", "c_commit", "c_decided", "c_direction",
             "c_todo", "c_later", "c_future", "targets")
_TAKEN_UP = ("acc_x_overlap", "acc_x_target", "targeted", "a_task", "a_left")
# What takes a clause back: a hedge ("maybe we'll…") or someone else's choice ("Marta chose…").
_NOT_OWN = ("c_hedged", "c_someone")


def _acted_on(c: Candidate) -> bool:
    """A candidate other than the rules' own needs an act behind it: a statement nobody
    acted on ("Air scatters blue light more than red") is neither a decision nor a loop,
    however its words score."""
    if c.field == "decisions" and c.dense.get("sup_overlap", 0.0) >= RANKER_SUPERSEDED_OVERLAP:
        return False  # a wording of a choice the conversation reversed
    if c.field == "loops" and wont_do(_GLOSS.split(c.text.lower(), maxsplit=1)[0]):
        return False  # "i'll never renew with them": nothing left to do
    if c.kind not in ("clause", "composite"):
        return any(c.dense.get(m) for m in _TAKEN_UP)
    if any(c.dense.get(m) for m in _NOT_OWN):
        return False
    if c.field == "decisions" and c.dense.get("opening"):
        return False  # the opening request is the task, not a choice
    return any(c.dense.get(m) for m in _OWN_ACTS)


def _may_stand(text: str) -> bool:
    end = text.rstrip(" *_)…")
    return bool(keywords(text)) and not (end.endswith(("?", ":")) or text.startswith("#")
                                         or laughed(text.lower()))


@lru_cache(maxsize=1 << 16)
def hashed(field_name: str, token: str) -> int:
    """A token's column: crc32 is the same in every process, unlike ``hash``."""
    return zlib.crc32(f"{field_name}{token}".encode()) % RANKER_HASH_DIMS


TOKEN_VALUE = 0.3  # a hashed word's feature value: words count, but less than a cue


@dataclass(frozen=True)
class Weights:
    """One list's logistic model: named dense weights, hashed-word weights, a bias and the
    threshold a candidate's probability must reach."""

    dense: dict[str, float]
    hashed: dict[int, float]
    bias: float
    threshold: float

    def probability(self, c: Candidate) -> float:
        z = self.bias + sum(self.dense.get(k, 0.0) * v for k, v in c.dense.items())
        z += TOKEN_VALUE * sum(self.hashed.get(hashed(c.field, t), 0.0) for t in c.tokens)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


class WeightsError(ValueError):
    """The weights file is missing, unreadable or of other features."""


def parse_weights(data: dict[str, Any]) -> dict[str, Weights]:
    if data.get("feature_version") != FEATURE_VERSION or data.get("hash_dims") != \
            RANKER_HASH_DIMS:
        raise WeightsError(f"weights for features v{data.get('feature_version')} "
                           f"({data.get('hash_dims')} hashed columns); this code reads "
                           f"v{FEATURE_VERSION} ({RANKER_HASH_DIMS}): run "
                           "`musubi-bench distill-train`")
    out = {}
    for name in FIELDS:
        m = data["fields"][name]
        out[name] = Weights({k: float(v) for k, v in m["dense"].items()},
                            {int(k): float(v) for k, v in m["hashed"].items()},
                            float(m["bias"]), float(m["threshold"]))
    return out


def weights_path() -> Path:
    return Path(str(resources.files(__package__).joinpath(WEIGHTS_FILE)))


@cache
def shipped_weights() -> dict[str, Weights] | None:
    """The weights shipped with the package, or None when they are absent or stale: the rules'
    own findings then stand alone, as before the ranker existed."""
    try:
        return parse_weights(json.loads(weights_path().read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None
