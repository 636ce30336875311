"""One taxonomy proposed over a sample of the library's notes (`topics build`), with the
answer's schema; with a count asked, the grammar itself enforces it."""

from __future__ import annotations

from ..config import TOPICS_MAX, TOPICS_MIN
from ..jsonish import JSONObject
from .distill import NO_THINK


def taxonomy_schema(k: int | None = None) -> JSONObject:
    """The answer's shape; with k the grammar itself enforces the count."""
    low, high = (TOPICS_MIN, TOPICS_MAX) if k is None else (_clamp(k), _clamp(k))
    return {
        "type": "object",
        "properties": {
            "topics": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"name": {"type": "string"},
                                   "description": {"type": "string"}},
                    "required": ["name", "description"],
                    "additionalProperties": False,
                },
                "minItems": low,
                "maxItems": high,  # a grammar with no maximum never closes the array (seed)
            },
        },
        "required": ["topics"],
        "additionalProperties": False,
    }


TAXONOMY_SCHEMA: JSONObject = taxonomy_schema()


def _clamp(k: int) -> int:
    return max(TOPICS_MIN, min(TOPICS_MAX, int(k)))


SYSTEM_TEMPLATE = """\
You organise a person's library of AI chat conversations into topics. You see a sample of the
notes, one per line, each a title with a short summary or its keywords.

Propose ONE taxonomy of {count} categories that together cover the notes.
Rules:
- Categories are specific and do not overlap: every note should clearly belong to one of them.
- Name what the notes are about: a field, a project, a technology, a hobby.
- Never use catch-all buckets such as "General", "Misc", "Miscellaneous", "Other", "Various", \
"Uncategorized", "Random" or "Everything Else". A note that fits nowhere is left out.
- Names are short: 1 to 4 words in Title Case, without the characters / \\ : * ? " < > | # ^ [ ].
- Each description is one sentence saying what belongs in the category.
- Answer with JSON only: {{"topics": [{{"name": "...", "description": "..."}}]}}.
"""

USER_TEMPLATE = """\
{n} notes:
{samples}

Propose the taxonomy of {count} categories as JSON. {no_think}"""


def taxonomy_messages(samples: list[str], k: int | None = None) -> list[dict[str, str]]:
    """System and user messages asking for one taxonomy over the sampled notes."""
    count = (f"between {TOPICS_MIN} and {TOPICS_MAX}" if k is None
             else f"exactly {_clamp(k)}")
    numbered = "\n".join(f"{i}. {line}" for i, line in enumerate(samples, 1))
    return [
        {"role": "system", "content": SYSTEM_TEMPLATE.format(count=count)},
        {"role": "user", "content": USER_TEMPLATE.format(
            n=len(samples), samples=numbered, count=count, no_think=NO_THINK)},
    ]
