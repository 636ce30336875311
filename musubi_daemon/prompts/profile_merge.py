"""Candidate facts about the person merged into their profile, with the answer's schema."""

from __future__ import annotations

from ..config import PROFILE_MODEL_CANDIDATES
from ..jsonish import JSONObject

# Bumped whenever the prompt or schema changes, so cached merges are not reused across them.
PROMPT_VERSION = 1

MERGE_SYSTEM_PROMPT = """\
You turn numbered candidate facts about one person into their profile, as a JSON object.
Each candidate was extracted from the person's conversations with an AI assistant. Beside it:
the date of the newest conversation that stated it, and how many conversations did.

Rules:
- Merge candidates that state the same fact in other words: "Named Ana" and "Is Ana Costa" are
  one fact. Keep the most specific wording: "Named Ana Costa".
- When candidates contradict each other, because only one can be true at a time ("Lives in
  Porto" and "Lives in Lisbon"), keep only the most recent one by date and leave the others out.
- Drop nothing else. Every other candidate becomes a fact of its own, worded as given.
- Never invent or infer facts, and never join unrelated facts into one.
- Write each fact as a short phrase without "User" or "The user" as its subject:
  "Lives in Lisbon", "Prefers tabs over spaces".
- "from" lists the numbers of every candidate a fact came from.
- Answer with the JSON object only.
"""

MERGE_SCHEMA: JSONObject = {
    "type": "object",
    "properties": {
        "facts": {
            "type": "array",
            "maxItems": PROFILE_MODEL_CANDIDATES,
            "items": {
                "type": "object",
                "properties": {
                    "text": {"type": "string"},
                    "from": {"type": "array", "items": {"type": "integer"}, "minItems": 1,
                             "maxItems": PROFILE_MODEL_CANDIDATES},
                },
                "required": ["text", "from"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["facts"],
    "additionalProperties": False,
}
