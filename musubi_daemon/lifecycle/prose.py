"""Small pieces of English for the reflection: lists joined with "and", counts a sentence may
start with, dates as a person says them, a decision as the clause after "You decided"."""

from __future__ import annotations

import re
from datetime import date

from ..config import REFLECTION_SENTENCE_ITEMS

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
# "We decided to X" / "I agreed to X": the person's own words, said again as "to X".
_DECIDED = re.compile(r"^(?:we|i)\s+(?:have\s+|'ve\s+)?(?:decided|agreed|chose|planned)\s+to\s+",
                      re.IGNORECASE)
_LABEL = re.compile(r"^(?:final\s+)?decision\s*:\s*", re.IGNORECASE)
# Words that open a spoken choice but are not part of it: "Actually, use X", "OK, go ahead
# and add Y" read "to use X", "to add Y".
_OPENER = re.compile(r"^(?:(?:actually|ok|okay|so|then|yes|alright|right|fine|great|perfect|"
                     r"please)\b[,.!:]?\s+|go\s+ahead\s+and\s+|let's\s+)+", re.IGNORECASE)
# First words that make a subject, not an instruction: "We keep X", "The cache stays".
_SUBJECT = frozenset({"we", "i", "you", "they", "he", "she", "it", "this", "that", "these",
                      "those", "there", "the", "a", "an", "our", "my", "their", "its"})


def join(parts: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def count(n: int, noun: str, plural: str | None = None, *, start: bool = False) -> str:
    """``3 conversations``; a sentence's first word spells its number (``Three loops``)."""
    word = noun if n == 1 else (plural or noun + "s")
    if start:
        number = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
        return f"{number[:1].upper()}{number[1:]} {word}"
    return f"{n} {word}"


def _date(value: str) -> date | None:
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


def day_name(value: str) -> str:
    """``2026-03-02...`` as ``2 March``."""
    d = _date(value)
    return f"{d.day} {_MONTHS[d.month - 1]}" if d else value[:10]


def month_name(value: str) -> str:
    """``2023-03-...`` as ``March 2023``."""
    d = _date(value)
    return f"{_MONTHS[d.month - 1]} {d.year}" if d else value[:7]


def span(days: int) -> str:
    """``a week``, ``two weeks``, ``10 days``."""
    if days % 7 == 0 and days // 7 < len(_NUMBERS):
        weeks = days // 7
        return "a week" if weeks == 1 else f"{_NUMBERS[weeks]} weeks"
    return "a day" if days == 1 else f"{days} days"


def clause(text: str) -> str:
    """A decision as it follows "You decided": ``to feed the starter`` or, when it names its
    own subject, ``that the cache stays``. Never ends in a full stop."""
    text = _LABEL.sub("", " ".join(text.split())).rstrip(" .;:")
    text = _OPENER.sub("", text) or text
    m = _DECIDED.match(text)
    if m:
        return "to " + text[m.end():]
    first = text.split(" ", 1)[0]
    if first.casefold() in _SUBJECT:
        return "that " + (text if first == "I" else first.lower() + text[len(first):])
    if first.endswith("s") and not first.endswith("ss"):  # "Postgres stays": a name, a verb
        return "that " + text
    if first[1:2].isupper() or first.isupper():  # "API keys live in .env": a subject
        return "that " + text
    return "to " + text[:1].lower() + text[1:]


# First words after which "You decided to …" would glue a fragment: a speaker's contraction,
# an agreement, a filler. Such a decision is quoted whole instead.
_NOT_A_CLAUSE = re.compile(r"^(?:i'|i\s|we'|you'|agreed|yes|yeah|no\b|nope|ok\b|okay|sure|hmm|"
                           r"ugh|lol|thanks|oh\b|well\b|maybe|probably|if\b|when\b|since\b|"
                           r"because|but\b|and\b|or\b|so\b|\d|[^\w])", re.IGNORECASE)


def plain_clause(text: str) -> bool:
    """Whether a decision reads whole after "You decided": "We decided to keep X", "Use
    SQLite for tiles", "API keys live in .env"; not "I'll run bump-pydantic…", "Agreed, a USB
    SSD…", a question, or text cut short."""
    text = _LABEL.sub("", " ".join(text.split())).strip()
    if not text or text.endswith(("?", "…")) or "(" in text:
        return False
    if _DECIDED.match(text):
        return True
    if _OPENER.match(text) or re.search(r"\b(?:then|it is|yes|please)[.!]*$", text, re.I):
        return False  # a reply ("ok batches then"): whole, it says what it picked
    first = text.split(" ", 1)[0]
    if first.endswith("s") and first[:1].islower():
        return False  # "batches then", "thanks": no subject, no verb to follow "to"
    return not _NOT_A_CLAUSE.match(text)


def quoted(text: str, limit: int = 160) -> str:
    """A note's own words inside a sentence: one line, no full stop, not too long."""
    one = " ".join(text.split()).rstrip(" .;:")
    if len(one) > limit:
        one = one[:limit].rsplit(" ", 1)[0] + "…"
    return f"“{one}”"


def first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s+", " ".join(text.split()), maxsplit=1)[0]


def sentence(head: str, items: list[str], many: str | None = None) -> list[str]:
    """``head`` followed by ``items`` joined in the sentence, or, past a handful, ``many`` (or
    the head) says they are listed and the items follow as a list a person can scan."""
    if not items:
        return []
    if len(items) <= REFLECTION_SENTENCE_ITEMS:
        return [f"{head}{join(items)}."]
    return [many or f"{head.rstrip(': ')}, listed below.", "", *(f"- {i}" for i in items)]
