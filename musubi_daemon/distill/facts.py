"""Durable facts about the person, read from what they wrote about themselves, without a model.

A fact is a first-person statement that will still be true in a year ("I live in Porto", "I'm
allergic to cashews"), rewritten in the third person. A sentence is cut into clauses first, so
"I live in Porto and the kitchen is humid" gives "User lives in Porto." and two facts in one
sentence give two; anything tied to the moment or the work at hand is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..config import HEURISTIC_MAX_ITEM_CHARS, HEURISTIC_MAX_ITEMS, HEURISTIC_MIN_SENTENCE_WORDS
from .dialogue import person_sentences
from .sentences import Sentence, cut_text, is_question, pick_items, words_of, wordset

_MODALS = wordset("can could will would shall should may might must")
_PAST = wordset("got had was were did went saw said made knew thought took came felt found "
                 "gave told wrote ran")
_IRREGULAR = {"have": "has", "do": "does", "go": "goes", "be": "is", "am": "is"}


def _third_person(verb: str) -> str:
    """The verb after "I always/never" as it reads after "User": "use" becomes "uses"."""
    low = verb.lower()
    if low in _MODALS or low in _PAST or low.endswith("ed"):
        return verb
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low.endswith(("s", "x", "z", "ch", "sh", "o")):
        return verb + "es"
    if len(low) > 1 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _fixed(text: str) -> Callable[[re.Match[str]], str]:
    return lambda _m: text


def _adverb(m: re.Match[str]) -> str:
    return f"User {m.group(1).lower()} {m.group(2) or ''}{_third_person(m.group(3))} "


_FACT_LEAD = (r"^(?:(?:also|and|but|btw|by\s+the\s+way|fwiw|fyi|oh|well|ps|for\s+context|"
              r"for\s+the\s+record|just\s+so\s+you\s+know|as\s+you\s+know)[,:]?\s+)*")
_AM = r"i(?:'m|\s+am)\s+"
_OCCUPATIONS = ("nurse|doctor|physician|teacher|developer|programmer|engineer|designer|"
                "pharmacist|student|lawyer|accountant|researcher|scientist|writer|journalist|"
                "architect|chef|cook|baker|farmer|photographer|translator|dentist|therapist|"
                "librarian|musician|artist|consultant|freelancer|carpenter|electrician|plumber|"
                r"mechanic|paramedic|vet|veterinarian|pilot|professor|retiree|data\s+analyst")
# Durable first-person statements, each with how it reads in the third person.
_FACT_HEADS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(_FACT_LEAD + head, re.I), rewrite) for head, rewrite in (
        (r"i\s+prefer\s+", _fixed("User prefers ")),
        (_AM + r"based\s+in\s+", _fixed("User is based in ")),
        (r"i\s+live\s+in\s+", _fixed("User lives in ")),
        (r"my\s+name\s+is\s+", _fixed("User's name is ")),
        (r"i\s+work\s+as\s+", _fixed("User works as ")),
        (r"i\s+work\s+(at|for)\s+", lambda m: f"User works {m.group(1).lower()} "),
        (r"i\s+work\s+(?=\d|nights|days|weekends|shifts|part[- ]time|full[- ]time|from\s+home|"
         r"remotely)", _fixed("User works ")),
        (r"i(?:'ve|\s+have)\s+lived\s+in\s+", _fixed("User has lived in ")),
        (r"i\s+have\s+(?=(?:an?|one|two|three|four|five|\d+)\s+(?:[a-z-]+\s+)?"
         r"(?:kids?|child|children|sons?|daughters?|dogs?|cats?|brothers?|sisters?|partner|"
         r"wife|husband|twins|grandchildren)\b)", _fixed("User has ")),
        (_AM + r"(?=an?\s+(?:[a-z-]+\s+)?(?:" + _OCCUPATIONS + r")\b)", _fixed("User is ")),
        (_AM + r"allergic\s+to\s+", _fixed("User is allergic to ")),
        (_AM + r"(?=(?:an?\s+)?(?:vegetarian|vegan|colou?r[- ]?blind|left[- ]handed|"
               r"lactose[- ]intolerant|diabetic|coeliac|celiac|dyslexic)\b)", _fixed("User is ")),
        (_AM + r"from\s+", _fixed("User is from ")),
        (r"i\s+speak\s+", _fixed("User speaks ")),
        (r"i\s+was\s+born\s+in\s+", _fixed("User was born in ")),
        (r"i\s+grew\s+up\s+in\s+", _fixed("User grew up in ")),
        (r"i\s+hate\s+", _fixed("User hates ")),
        (r"i\s+dislike\s+", _fixed("User dislikes ")),
        (r"i\s+use\s+(?=\S.*\bfor\b)", _fixed("User uses ")),
        (r"i\s+(always|never|usually)\s+((?:just|really|also|still|only|actually)\s+)?"
         r"([^\W\d_]+)\s*", _adverb),
    ))
# Anything tied to now or to the work at hand fails the "still true in a year" test.
_TRANSIENT = re.compile(
    r"\b(?:this|these|those|that|here|now|today|tonight|tomorrow|yesterday|currently|"
    r"at\s+the\s+moment|for\s+now|working\s+on|need\s+to|have\s+to|trying\s+to|want\s+to|"
    r"going\s+to|about\s+to|project|repo|repository|codebase|branch|bug|error|issue|ticket|"
    r"deadline|sprint|world)\b", re.I)
# Where a sentence turns to another clause: a fact keeps only the first person's own clause.
# Verbs that go on with the same "I" after "and": "I live in Porto and work nights".
_SAME_SUBJECT = r"live|work|speak|prefer|hate|dislike|grew|was|have|am"
_CLAUSE_BREAK = re.compile(
    r"\s*(?:;|\s[-–—]\s|,\s*(?:and\s+so|but|so|which|because|though)\b|"
    r"\s+(?:but|so|because|bc|cos|cuz|otherwise|since|though|although|while|whereas|which|"
    r"where|when|until)\s+|"
    r",?\s+and\s+(?=(?:the|my|i|i'm|i've|it|it's|we|this|that|there|our|his|her|they|you|"
    r"its|so|then|" + _SAME_SUBJECT + r")\b))", re.I)
_PRONOUNS = (
    (re.compile(r"\bI'm\b"), "they're"), (re.compile(r"\bI\s+am\b"), "they are"),
    (re.compile(r"\bI\s+was\b"), "they were"), (re.compile(r"\bI've\b"), "they've"),
    (re.compile(r"\bI'd\b"), "they'd"), (re.compile(r"\bI'll\b"), "they'll"),
    (re.compile(r"\bI\b|(?<![\w.'])i(?![\w.'])"), "they"),
    (re.compile(r"\bmyself\b", re.I), "themselves"),
    (re.compile(r"\bmine\b", re.I), "theirs"), (re.compile(r"\bmy\b", re.I), "their"),
    (re.compile(r"\bme\b", re.I), "them"),
)


def _fact(clause: str) -> str | None:
    """A durable statement the person made about themselves, in the third person, or None."""
    for head, rewrite in _FACT_HEADS:
        m = head.match(clause)
        if not m:
            continue
        rest = clause[m.end():].strip().rstrip(".!,;: ")
        if _TRANSIENT.search(clause[:m.end()] + rest):
            return None
        if re.match(r"(?i)(?:it|them|one|both|so|too)\b", rest):
            return None  # "i hate it": what "it" is lies in the chat, not in the fact
        for pattern, repl in _PRONOUNS:
            rest = pattern.sub(repl, rest)
        fact = (rewrite(m) + rest).strip()
        if len(words_of(fact)) < HEURISTIC_MIN_SENTENCE_WORDS:
            return None
        return cut_text(fact + ".", HEURISTIC_MAX_ITEM_CHARS)
    return None


def facts_in(text: str) -> list[str]:
    """The facts of one sentence, a clause at a time. Chat runs sentences together in lower
    case ("… at 6.30 bc otherwise i forget. new GP looked horrified"): each is read apart."""
    pieces = person_sentences(text)
    if len(pieces) > 1:
        return [f for piece in pieces for f in facts_in(piece.strip())]
    clauses = _CLAUSE_BREAK.split(text)
    # A later clause counts only when the person is its subject again ("... and I'm allergic
    # to cashews"); "... and the kitchen is humid" is about something else.
    out = [_fact(clauses[0])] + [_fact(c) for c in clauses[1:] if re.match(r"(?i)i\b", c)]
    out += [_fact(f"I {c}") for c in clauses[1:] if re.match(rf"(?i)(?:{_SAME_SUBJECT})\b", c)]
    return [f for f in out if f]


def facts_of(sents: list[Sentence]) -> list[str]:
    found = []
    for s in sents:
        if s.role != "user" or s.task or is_question(s.text):
            continue
        for k, fact in enumerate(facts_in(s.text)):
            found.append((1, s.pos * HEURISTIC_MAX_ITEMS + k, fact))  # a sentence's in order
    return pick_items(found, HEURISTIC_MAX_ITEMS)
