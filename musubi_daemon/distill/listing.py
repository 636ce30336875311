"""Which of the scored candidates a note lists: the best above the threshold, one per thing
said, in the order the conversation said them. Split from ``ranker``, which reads and scores
the candidates: this is what the note shows of them."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..config import RANKER_DEDUPE_OVERLAP, RANKER_RULE_THRESHOLD
from .ranker import Candidate, Weights
from .turns import keywords, words

_BY_NUMBER = re.compile(r"(?i)^(?:option\s+|step\s+)?(?:\d{1,2}|[a-h])(?:[.)]|\s+(?:and|&|\+|"
                        r"yes|no|i'll|ill|i\s+will|you)\b|\s*$)")


def pick(found: Iterable[Candidate], weights: Weights, limit: int,
         sure: frozenset[str] = frozenset()) -> list[Candidate]:
    """The best candidates above the threshold (a lower one for what the rules found: a
    decision said outright, "we decided to use SQLite", stands unless the model is sure it is
    not one), one per thing said (a candidate sharing
    ``RANKER_DEDUPE_OVERLAP`` of its words with a better one is the same thing), at most
    ``limit``, in the order the conversation said them. A rule's finding whose text is in
    ``sure`` (her own "TODO:" lines and "- [ ]" tasks) stands at any probability."""
    scored = sorted(((weights.probability(c), i, c) for i, c in enumerate(found)),
                    key=lambda x: (-x[0], x[1]))
    # The dialogue reader's wording of a decision ("Rental car (over Trains)") is shown in place
    # of another candidate read from the same clause, when the model lets it stand. A loop
    # keeps the wording the model chose: her promise with the step it takes on ("i'll do a
    # restore test tomorrow (Test a restore: pick an old folder …)") says what the rules'
    # "Test a restore (i'll do …)" leaves out (cross-validated loops 0.557 / 0.579 -> 0.569 /
    # 0.588, tune-b 0.560 / 0.436 -> 0.570 / 0.450; for decisions the two sets disagree),
    # unless she named the step by its number only ("3 i'll do tomorrow"): then the rules'
    # wording is the step's.
    # Of the rules' wordings of one clause, the one that says most, then the likeliest: "Rotate
    # the API key (3 i'll do tomorrow)" over "3 i'll do tomorrow, 1 and 2 you do now", "Package
    # manager: pnpm (over npm)" over "we'll use pnpm".
    worded: dict[tuple[int, ...], tuple[int, Candidate]] = {}
    for p, i, c in scored:
        if c.kind == "rule" and c.origin and p >= RANKER_RULE_THRESHOLD:
            had = worded.get(c.origin)
            if had is None or len(keywords(c.text)) > len(keywords(had[1].text)):
                worded[c.origin] = (i, c)
    chosen: list[tuple[int, Candidate]] = []
    keys: list[tuple[frozenset[str], bool]] = []  # words, and whether the assistant said it
    origins: set[tuple[int, ...]] = set()
    for p, i, c in scored:
        if len(chosen) >= limit:
            break
        if p < (RANKER_RULE_THRESHOLD if c.kind == "rule" else weights.threshold) and not (
                c.kind == "rule" and c.text in sure):
            continue
        if c.origin and (c.field == "decisions" or _BY_NUMBER.match(c.text)):
            i, c = worded.get(c.origin, (i, c))
        if c.field == "decisions" and c.kind != "rule":
            # "No extra infra (pg-boss: …)" is read from another clause of the message that
            # chose "pg-boss: uses Postgres, no extra infra (over BullMQ)": the rules' wording
            # of the same choice, which holds all its words, is shown.
            k = keywords(c.text)
            i, c = next(((j, r) for j, r in worded.values()
                         if r.msg == c.msg and k <= keywords(r.text)), (i, c))
        k = frozenset(words(c.text))
        theirs = c.kind in ("offer", "said")
        if (c.origin and c.origin in origins) or any(
                k <= o or o <= k or ((theirs or o_theirs) and len(k & o)
                                     >= RANKER_DEDUPE_OVERLAP * min(len(k), len(o)))
                for o, o_theirs in keys):
            continue
        chosen.append((i, c))
        keys.append((k, theirs))
        origins.add(c.origin)
    # A message's items in the order it said them: the rules read a list in order, a sentence
    # candidate of the same words may come later among the candidates than a rule's.
    first: dict[tuple[int, str], int] = {}
    for _p, i, c in sorted(scored, key=lambda x: x[1]):
        first.setdefault((c.msg, c.text.casefold()), i)
    return [c for _i, c in sorted(chosen, key=lambda x: (
        x[1].msg, first.get((x[1].msg, x[1].text.casefold()), x[0]), x[0]))]

