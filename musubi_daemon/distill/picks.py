"""Which offers of the assistant's a clause of hers refers to: by letter or number ("B", "the
second one", "both"), or by the words only that offer has among its group. Words she gives as
a reason ("so my wife can edit it too"), undoes ("revert the tokio mutex") or shrugs at
("mongo is meh") pick nothing.
"""

from __future__ import annotations

import re

from .labels import labels_in
from .turns import Clause, Offer, keywords, numbers


def named_first(low: str, offers: list[Offer]) -> bool:
    """Whether her clause starts with an option's name and a stop: "localStorage, it's
    simpler"; "flat, the kids need their own room" to "Hotel or a holiday flat?", by the
    name's last word when an article or a word before it was left out."""
    for o in offers:
        if o.kind != "option":
            continue
        name = o.text.split(":")[0].lower().strip()
        names = [name]
        head = re.sub(r"^(?:an?|the)\s+", "", name)
        if len(head.split()) > 1 and head.split()[-1].isalpha():
            names.append(head.split()[-1])  # "a holiday flat" is named "flat"
        elif head != name:
            names.append(head)
        if any(re.match(rf"{re.escape(n)}\s*[,.:;!-]", low) for n in names):
            return True
    return False


def targets(c: Clause, offers: list[Offer]) -> list[Offer]:
    """The offers a clause refers to: by letter or number, or by the words only that offer
    (of its group) has."""
    if not offers:
        return []
    labels = labels_in(c.text)
    if labels and all(x.isdigit() for x in labels) and any(
            o.kind == "question" and _ASKS_A_NUMBER.match(o.text) for o in offers):
        labels = []  # "11, 7 and 4" to "How old are the children?": ages, not options 11, 7, 4
    out: list[Offer] = []
    if labels:
        labelled = [o for o in offers if o.label]
        for lab in labels:
            if lab == "both":
                groups = [o.group for o in labelled] or [offers[-1].group]
                out += [o for o in labelled if o.group == groups[-1]][:2]
            elif lab == "last":
                out += labelled[-1:]
            else:
                found = [o for o in labelled if o.label == lab][-1:]
                if not found and lab.isdigit():
                    # "the second one", "option 2" of options lettered A, B, C: by position
                    options = [o for o in offers if o.kind == "option"]
                    group = [o for o in options if options and o.group == options[-1].group]
                    found = group[int(lab) - 1:int(lab)] if 0 < int(lab) <= len(group) else []
                out += found
        if out:
            return _unique(out)
    if _REASON.match(c.low):
        return []  # "so my wife can edit it too" says why, not which: its words pick nothing
    # What she undoes names no pick: "go with the actor instead, revert the tokio mutex".
    undone = frozenset().union(*(keywords(m.group(1)) for m in _UNDONE.finditer(c.low)),
                               *(keywords(m.group(1)) for m in _SHRUGGED.finditer(c.low)))
    # Its numbers tell options apart that share every word: "ok 5 year" to "2-year" and
    # "5-year" (a lone digit is no keyword).
    nums = numbers(c.text)
    scored: list[tuple[int, int, Offer]] = []
    for i, o in enumerate(offers):
        shared = (c.keys - undone) & o.keys
        if not shared:
            continue
        peers = [p for p in offers if p.group == o.group and p is not o]
        common = set().union(*(p.keys for p in peers)) if peers else set()
        own = shared - common
        counted = nums & numbers(o.text) - set().union(*(numbers(p.text) for p in peers))
        if peers and not own and not counted and len(c.keys) > 2:
            continue  # words every option of the group has say nothing about which one
        scored.append((len(own) * 2 + len(shared) + len(counted) * 2, i, o))
    if not scored:
        return []
    best = max(n for n, _i, _o in scored)
    return [o for n, _i, o in scored if n == best][-1:]


# A question answered with a number: "How old are the children?", "How many nights?".
_ASKS_A_NUMBER = re.compile(r"(?i)^\W*(?:and\s+|so\s+)?(?:how\s+(?:old|many|much|long|often|far|"
                            r"big|tall|heavy)|what\s+(?:age|year|size|budget))\b")


# A clause that gives the reason for the one before it: "yaml, so my wife can edit it too".
_REASON = re.compile(r"^(?:so\s+(?:that\s+)?(?:i|we|she|he|they|my|our|it|the)\b|because\b|"
                     r"since\b|cause\b|cos\b|coz\b|as\s+(?:i|we|she|he|they|it)\b)")


# "drop" and "remove" are left out: "drop 3.11" is often the choice itself.
_UNDONE = re.compile(r"\b(?:revert|undo|roll\s+back|back\s+out|rip\s+out|get\s+rid\s+of|"
                     r"ditch|scrap)\s+((?:the\s+|that\s+|this\s+)?[^,.;!?]{1,40})")


# What she shrugs at names no pick either: "postgres then, mongo is meh".
_SHRUGGED = re.compile(r"(?:^|,\s*)([^,.;!?]{1,30}?)\s+(?:is\s+|seems\s+|sounds\s+)?meh\b")


def _unique(offers: list[Offer]) -> list[Offer]:
    seen: set[int] = set()
    out = []
    for o in offers:
        if id(o) not in seen:
            seen.add(id(o))
            out.append(o)
    return out
