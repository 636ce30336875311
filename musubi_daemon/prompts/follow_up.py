"""A follow-up question rewritten as a standalone search query (`ask`), with its schema and
the reading of its answer."""

from __future__ import annotations

from ..jsonish import JSONObject

EXPAND = """\
Rewrite the person's follow-up as one standalone search query, using the previous question
for what the follow-up leaves out. Answer only JSON: {"query": "..."}."""
EXPAND_SCHEMA: JSONObject = {
    "type": "object", "properties": {"query": {"type": "string"}},
    "required": ["query"], "additionalProperties": False}


def read_query(answer: JSONObject) -> str | None:
    """The standalone query, whitespace collapsed; None when the answer holds none."""
    return " ".join(str(answer.get("query") or "").split()) or None
