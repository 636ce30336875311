"""What kind of input this is: a greeting or a non-question is recognised as such instead of
being answered from whatever matched least badly; a short question right after another is a
follow-up, searched together with the question it follows."""

from __future__ import annotations

import re

from ..index.query import STOPWORDS

_GREETING = re.compile(
    r"^(?:hi|hello|hey|hiya|yo|hola|ol[aá]|good (?:morning|afternoon|evening|night)|"
    r"thanks?(?: you)?(?: so much)?|thx|ty|ok(?:ay)?|cool|great|nice|bye|goodbye|cheers|"
    r"see you|lol|haha|how are you(?: doing)?|what'?s up|sup)\b[\s!.,?:)(-]*"
    r"(?:musubi)?[\s!.,?:)(-]*$", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*", re.UNICODE)
_FOLLOW_UP = re.compile(r"^(?:and|also|what about|how about|why|when|where|who|which one|"
                        r"same for|and what about)\b", re.IGNORECASE)
FOLLOW_UP_WORDS = 4  # a question this short leans on the one before it


def content_words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.casefold()) if w not in STOPWORDS and len(w) > 1]


def kind(text: str) -> str:
    """"greeting", "empty" (nothing to look up) or "question"."""
    flat = " ".join(text.split())
    if _GREETING.match(flat):
        return "greeting"
    if not content_words(flat):
        return "empty"
    return "question"


def is_follow_up(text: str) -> bool:
    words = _WORD.findall(text)
    return len(words) <= FOLLOW_UP_WORDS or bool(_FOLLOW_UP.match(text.strip()))


def heuristic_standalone(question: str, previous: str) -> str:
    """The follow-up's words added to the content words of the question it follows."""
    seen: list[str] = []
    for w in content_words(previous) + content_words(question):
        if w not in seen:
            seen.append(w)
    return " ".join(seen)
