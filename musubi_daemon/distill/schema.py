"""The JSON schema a local model fills in, and a parser that forgives what models actually send.

The schema goes to the server as ``response_format`` so decoding is grammar-constrained; the
parser still accepts prose-wrapped or fenced JSON, because not every server honours the schema.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from typing import Any

from ..model import StructuredNote

# Caps per list: generated tokens dominate local distillation time, and an array with no maximum
# gives a grammar-constrained model no reason ever to close it.
LIST_LIMITS: dict[str, int] = {
    "key_points": 5,
    "entities": 10,
    "decisions": 5,
    "facts": 5,
    "actions": 5,
    "topics": 3,
}
# The summary is held to this many sentences: enough to say what was asked and where it ended.
SUMMARY_SENTENCES = 2
# Words that end in a full stop without ending a sentence, so the summary is not cut after them.
ABBREVIATIONS = frozenset({"e.g", "i.e", "etc", "vs", "cf", "mr", "mrs", "ms", "dr", "st", "approx",
                           "no", "fig", "incl"})
# Items a model writes to mean "nothing": kept out so an empty answer stays an empty list.
PLACEHOLDERS = frozenset({"", "none", "n/a", "na", "null", "nil", "-", "--", "nothing",
                          "not applicable", "no facts", "none stated", "none mentioned"})
# Where in a long answer to look for the start of the object: a bound, not a tuning knob.
MAX_OBJECT_STARTS = 64

SCHEMA_FIELDS: tuple[str, ...] = ("title", "summary", *LIST_LIMITS)
# camelCase spellings (the TypeScript interface in the design notes) mapped to ours.
ALIASES = {"keyPoints": "key_points", "key points": "key_points", "openLoops": "actions",
           "open_loops": "actions"}

NOTE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "title": {"type": "string"},
        "summary": {"type": "string"},
        **{
            name: {"type": "array", "items": {"type": "string"}, "maxItems": limit}
            for name, limit in LIST_LIMITS.items()
        },
    },
    "required": list(SCHEMA_FIELDS),
    "additionalProperties": False,
}


class NoteFormatError(ValueError):
    """The model's answer holds no usable note object (truncated, invalid, or not JSON at all)."""


_THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```(?:json|JSON)?[ \t]*\n?(.*?)(?:```|\Z)", re.DOTALL)
_SPACE = re.compile(r"\s+")
_BULLET = re.compile(r"^(?:[-*•]|\d+[.)])\s+")
_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s)")


def parse_note(text: str) -> StructuredNote:
    """Parse a model's answer into a StructuredNote, trimming it to the schema's limits.

    Over-long lists are cut rather than rejected: the note is still worth keeping when a
    server ignored ``maxItems``.
    """
    data = find_object(text or "")
    data = _unwrap({ALIASES.get(k, k): v for k, v in data.items()})
    if not any(name in data for name in SCHEMA_FIELDS):
        keys = ", ".join(sorted(map(str, data))[:8]) or "none"
        raise NoteFormatError(f"JSON object has none of the note fields (keys: {keys})")
    note = StructuredNote(
        title=_clean_text(data.get("title")),
        summary=cut_sentences(_clean_text(data.get("summary")), SUMMARY_SENTENCES),
    )
    for name, limit in LIST_LIMITS.items():
        setattr(note, name, _clean_list(data.get(name), limit))
    return note


def note_to_dict(note: StructuredNote) -> dict[str, Any]:
    """The note as plain JSON-ready data; ``parse_note(json.dumps(...))`` gives it back."""
    return asdict(note)


def cut_sentences(text: str, limit: int) -> str:
    """Keep the first ``limit`` sentences, not splitting after abbreviations like "e.g."."""
    count = 0
    for match in _SENTENCE_END.finditer(text):
        before = text[:match.start()].rsplit(None, 1)
        word = before[-1].lower() if before else ""
        if word in ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
            continue  # "e.g." or an initial such as "J. Smith"
        count += 1
        if count == limit:
            return text[:match.end()].strip()
    return text.strip()


def find_object(text: str) -> dict[str, Any]:
    """The first JSON object in the answer: whole, fenced, or embedded in prose."""
    text = _THINK.sub("", text).strip()
    if not text:
        raise NoteFormatError("the model returned an empty answer")
    candidates = [text]
    candidates += [m.group(1).strip() for m in _FENCE.finditer(text)]
    first_error: json.JSONDecodeError | None = None
    for candidate in candidates:
        try:
            value = json.loads(candidate)
        except json.JSONDecodeError as exc:
            first_error = first_error or exc
            continue
        if isinstance(value, dict):
            return value
    decoder = json.JSONDecoder()
    starts = [i for i, ch in enumerate(text) if ch == "{"][:MAX_OBJECT_STARTS]
    for start in starts:
        try:
            value, _ = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            return value
    if not starts:
        if text.startswith("["):
            raise NoteFormatError("the answer is a JSON array, not an object")
        raise NoteFormatError(f"no JSON object in the answer: {_preview(text)!r}")
    if _left_open(text, starts[0]):
        raise NoteFormatError(
            f"truncated JSON: the answer ({len(text)} chars) stops before the object closes "
            f"(token cap reached or connection dropped); it ends with {text[-60:]!r}")
    detail = f": {first_error.msg} at char {first_error.pos}" if first_error else ""
    raise NoteFormatError(f"invalid JSON in the answer{detail}; starts {_preview(text)!r}")


def _unwrap(data: dict[str, Any]) -> dict[str, Any]:
    """``{"note": {...}}`` from a model that wrapped its answer: the inner object."""
    if any(name in data for name in SCHEMA_FIELDS) or len(data) != 1:
        return data
    inner = next(iter(data.values()))
    if isinstance(inner, dict):
        return {str(ALIASES.get(k, k)): v for k, v in inner.items()}
    return data


def _left_open(text: str, start: int) -> bool:
    """Whether the object opened at ``start`` is still open (or mid-string) at the end: the
    signature of an answer cut by the token cap rather than one that is simply malformed."""
    depth, in_string, escaped = 0, False, False
    for ch in text[start:]:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return False
    return True


def _preview(text: str, size: int = 80) -> str:
    flat = _SPACE.sub(" ", text).strip()
    return flat if len(flat) <= size else flat[:size] + "…"


def _clean_text(value: Any) -> str:
    return _SPACE.sub(" ", value).strip() if isinstance(value, str) else ""


def _clean_list(value: Any, limit: int) -> list[str]:
    """Strings only, whitespace collapsed, placeholders and repeats (case-blind) dropped, capped."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return []
    out: list[str] = []
    seen: set[str] = set()
    for item in value:
        if not isinstance(item, str):
            continue
        clean = _BULLET.sub("", _SPACE.sub(" ", item).strip())
        key = clean.casefold().rstrip(".")
        if key in PLACEHOLDERS or key in seen:
            continue
        seen.add(key)
        out.append(clean)
        if len(out) == limit:
            break
    return out
