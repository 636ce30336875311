"""How a reply names an option by its label: "B.", "2 yes", "both 1 and 2", "the second one".
Kept apart from the dialogue acts because a label is read the same wherever a reply is."""

from __future__ import annotations

import re

_LABEL_REF = re.compile(
    r"(?:^|(?<=\s)|(?<=option\s)|(?<=#))([a-hA-H]|\d{1,2})\b(?![.,]\d|\s*%|\s*(?:[-–]\s*\d{1,2}\s*)?"
    r"(?:ms|s\b|mb|gb|kb|k\b|min(?:ute)?s?|secs?|seconds?|h\b|hours?|days?|weeks?|years?|km|kg|"
    r"eur|usd|px|am|pm|words?|lines?|rows?|people|ppl|times|items?|files?|users?|nights?)\b)")
# "until sept 1", "by march 3": a day of the month, not option 1 or 3. "1-2 words" is a count.
_DATE_BEFORE = re.compile(r"(?i)\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|"
                          r"june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|"
                          r"nov(?:ember)?|dec(?:ember)?)\.?\s+$")
# "the locked till 18 thing", "after 5", "by 10", "aged 7": a quantity, not option 18, 5 or 10.
_QUANTITY_BEFORE = re.compile(r"(?i)\b(?:till|until|by|at|after|before|over|under|age|aged|"
                              r"turns?|turning|around|about|than|every|per|since)\s+$")
_ORDINAL = {"first": "1", "second": "2", "third": "3", "fourth": "4", "last": "last"}


def labels_in(text: str) -> list[str]:
    """Letters and numbers a reply picks by ("B.", "A but with…", "2 yes", "both 1 and 2"). A
    letter counts when typed as a capital, or alone: "a car" picks nothing."""
    low = text.lower()
    short = len(text.split()) <= 2
    found = [m.group(1).lower() for m in _LABEL_REF.finditer(text)
             if (m.group(1).isdigit() or m.group(1).isupper() or short)
             and not _DATE_BEFORE.search(text[:m.start()])
             and not (m.group(1).isdigit() and _QUANTITY_BEFORE.search(text[:m.start()]))]
    # "the second one", "the first" alone; "the first week off" names a week, not option 1.
    found += [v for k, v in _ORDINAL.items()
              if re.search(rf"\bthe\s+{k}\b(?!\s+(?!(?:one|option|choice|idea|version)\b)[a-z])|"
                           rf"\b{k}\s+one\b", low)]
    if re.search(r"\bboth\b(?!\s+(?!of|and|then|please|sound|work|look|are|options?|ideas?|"
                 r"approach|change|fix|suggest|thing|them)[a-z])", low) and not found:
        found.append("both")
    return found
