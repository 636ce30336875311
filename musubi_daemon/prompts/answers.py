"""Reading a JSON object out of what a model answered, as local servers actually send it.

Not every server honours the schema it was sent (LM Studio with structured output off, an
Ollama too old for ``format`` schemas, a llama.cpp build without grammar support), and
reasoning models think before they answer, so every prompt's answer goes through here:

- reasoning first: ``<think>…</think>`` (any case, or ``<thinking>``), or only the closing tag
  when the chat template opened the block itself; what comes after the block is the answer.
  litellm already moves a block that opens the answer into ``reasoning_content``; the rest
  (case, leading space, a lone closing tag) reaches us. A block that never closes is an answer
  that is all reasoning, and says so, rather than a draft object inside it read as the answer.
- the object in a code fence (``` or ~~~, with or without a language), or in prose;
- the object cut by the token cap: ``find_object`` names it as truncated, and
  ``find_cut_object`` reads it back up to its last complete item, for a caller that would
  rather keep a shorter note than none;
- no object at all (prose): an error that quotes the start of the answer.
"""

from __future__ import annotations

import json
import re

from ..config import MAX_CUT_DEPTH, MAX_OBJECT_STARTS
from ..jsonish import JSON, JSONObject


class NoteFormatError(ValueError):
    """The model's answer holds no usable object (truncated, invalid, or not JSON at all)."""


_REASONING = r"(?:think|thinking|reasoning)"
_OPEN_TAG = re.compile(rf"<{_REASONING}\s*>", re.IGNORECASE)
_CLOSE_TAG = re.compile(rf"</{_REASONING}\s*>", re.IGNORECASE)
_FENCE = re.compile(r"(```|~~~)[ \t]*[\w+-]*[ \t]*\n?(.*?)(?:\1|\Z)", re.DOTALL)
_SPACE = re.compile(r"\s+")
_SCALAR = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null")
_NUMBER_TAIL = re.compile(r"[-+.\deE]*")  # what may still follow a number, or begin one


def strip_reasoning(text: str) -> str:
    """The answer after any reasoning block in front of it.

    A closing tag counts only outside a JSON object, so ``</think>`` inside a string of the
    note is the note's text; a lone closing tag counts only when an object follows it, so a
    closing tag in prose after the object leaves the object alone. Raises NoteFormatError when
    an opened block never closes: everything after it would be the model's draft.
    """
    rest = text.lstrip()
    stripped = False
    while opening := _OPEN_TAG.match(rest):
        end = _closing_tag_end(rest, opening.end())
        if end is None:  # a draft left open may hide it: any closing tag ends a block opened
            tag = _CLOSE_TAG.search(rest, opening.end())
            end = tag.end() if tag else None
        if end is None:
            raise NoteFormatError(
                f"the answer is all reasoning: {opening.group(0)!r} never closes, so no JSON "
                f"follows it ({len(rest)} chars of reasoning; the model thought until the "
                "token cap, or its server leaves reasoning on)")
        rest, stripped = rest[end:].lstrip(), True
    if not stripped:
        end = _closing_tag_end(rest, 0)
        if end is not None and "{" in rest[end:]:
            rest = rest[end:].lstrip()
    return rest


def _closing_tag_end(text: str, start: int) -> int | None:
    """Where the first reasoning closing tag outside any JSON object ends, or None."""
    depth, in_string, escaped = 0, False, False
    for i in range(start, len(text)):
        ch = text[i]
        if depth:
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
        elif ch == "{":
            depth = 1
        elif ch == "<" and (tag := _CLOSE_TAG.match(text, i)):
            return tag.end()
    return None


def find_object(text: str) -> JSONObject:
    """The first JSON object in the answer: whole, fenced, or embedded in prose, after any
    reasoning. Raises NoteFormatError saying why there is none."""
    raw = text.strip()
    text = strip_reasoning(raw).strip()
    if not text:
        if raw:
            raise NoteFormatError("the answer holds only reasoning, no JSON after it")
        raise NoteFormatError("the model returned an empty answer")
    candidates = [text]
    candidates += [m.group(2).strip() for m in _FENCE.finditer(text)]
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
    starts = _starts(text)
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


def find_cut_object(text: str) -> JSONObject | None:
    """The object an answer cut short was writing, closed after its last complete element;
    None when no object in the answer is cut (it is whole, malformed, or absent).

    A cut array item or string is dropped: half a decision is a wrong decision. A member
    whose value is a cut array or object keeps the elements complete before the cut, since a
    shorter list is still true. Members the cut never reached are simply absent.
    """
    try:
        text = strip_reasoning(text)
    except NoteFormatError:
        return None
    resume = 0
    for start in _starts(text):
        if start < resume:
            continue  # inside an object read whole before
        reader = _CutReader(text, start)
        try:
            reader.value(0)
        except _Cut as cut:
            return cut.partial if isinstance(cut.partial, dict) else {}
        except _Malformed:
            continue
        resume = reader.i
    return None


def _starts(text: str) -> list[int]:
    return [i for i, ch in enumerate(text) if ch == "{"][:MAX_OBJECT_STARTS]


class _Cut(Exception):
    """The text ended inside a value; ``partial`` holds what of a container was complete."""

    def __init__(self, partial: JSON = None) -> None:
        super().__init__()
        self.partial = partial


class _Malformed(Exception):
    """Not JSON before the end: a malformed answer, not a cut one."""


class _CutReader:
    """A JSON reader that, at the end of the text, hands back what was complete."""

    def __init__(self, text: str, start: int) -> None:
        self.text, self.i = text, start

    def _space(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in " \t\r\n":
            self.i += 1
        if self.i >= len(self.text):
            raise _Cut

    def value(self, depth: int) -> JSON:
        self._space()
        ch = self.text[self.i]
        if ch in "{[":
            if depth >= MAX_CUT_DEPTH:
                raise _Malformed
            return self._object(depth + 1) if ch == "{" else self._array(depth + 1)
        if ch == '"':
            return self._string()
        match = _SCALAR.match(self.text, self.i)
        if match is None:
            tail = self.text[self.i:]
            if _NUMBER_TAIL.fullmatch(tail) or any(word.startswith(tail)
                                                   for word in ("true", "false", "null")):
                raise _Cut  # "-" or "tr": the start of a scalar the cut broke off
            raise _Malformed
        if match.group(0)[0] not in "tfn" and _NUMBER_TAIL.fullmatch(self.text, match.end()):
            raise _Cut  # a number at the very end: 12 may have been 123
        self.i = match.end()
        return json.loads(match.group(0))

    def _string(self) -> str:
        i, text = self.i + 1, self.text
        while i < len(text):
            ch = text[i]
            if ch == "\\":
                i += 2
                continue
            if ch == '"':
                try:
                    value = json.loads(text[self.i:i + 1])
                except json.JSONDecodeError as exc:
                    raise _Malformed from exc
                self.i = i + 1
                return str(value)
            i += 1
        raise _Cut

    def _object(self, depth: int) -> JSONObject:
        out: JSONObject = {}
        self.i += 1
        try:
            self._space()
            if self.text[self.i] == "}":
                self.i += 1
                return out
            while True:
                self._space()
                if self.text[self.i] != '"':
                    raise _Malformed
                key = self._string()
                self._space()
                if self.text[self.i] != ":":
                    raise _Malformed
                self.i += 1
                try:
                    out[key] = self.value(depth)
                except _Cut as cut:
                    if cut.partial is not None:
                        out[key] = cut.partial
                    raise
                self._space()
                ch = self.text[self.i]
                self.i += 1
                if ch == "}":
                    return out
                if ch != ",":
                    raise _Malformed
        except _Cut as cut:
            raise _Cut(out) from cut

    def _array(self, depth: int) -> list[JSON]:
        out: list[JSON] = []
        self.i += 1
        try:
            self._space()
            if self.text[self.i] == "]":
                self.i += 1
                return out
            while True:
                out.append(self.value(depth))
                self._space()
                ch = self.text[self.i]
                self.i += 1
                if ch == "]":
                    return out
                if ch != ",":
                    raise _Malformed
        except _Cut as cut:
            raise _Cut(out) from cut


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
