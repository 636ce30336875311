"""Reading a JSON object out of what a model answered: whole, fenced, wrapped in prose or
in a <think> block, with an error that says why when there is none (cut by the token cap, not
JSON at all). Every prompt's answer goes through it, because not every server honours the
schema it was sent."""

from __future__ import annotations

import json
import re
from typing import Any

from ..config import MAX_OBJECT_STARTS


class NoteFormatError(ValueError):
    """The model's answer holds no usable object (truncated, invalid, or not JSON at all)."""


_THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```(?:json|JSON)?[ \t]*\n?(.*?)(?:```|\Z)", re.DOTALL)
_SPACE = re.compile(r"\s+")


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
