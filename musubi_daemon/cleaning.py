"""Text cleaning shared by every adapter: injected harness text out, ANSI out, secrets redacted.

Stripping happens once, in the adapter, because the alternative is stripping it separately in
search, embeddings, topics and distillation, and forgetting one.
"""

from __future__ import annotations

import re
from typing import Any

from .redact import redact

ANSI_RE = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")

# Tags whose whole content is injected by a harness and never typed by the person.
INJECTED_BLOCK_TAGS = (
    "system-reminder",
    "local-command-caveat",
    "local-command-stdout",
    "local-command-stderr",
    "command-name",
    "command-message",
    "command-args",
    "command-contents",
    "user-prompt-submit-hook",
    "bash-stdout",
    "bash-stderr",
)
# Where an injected block starts: ``<tag`` then ``>`` or attributes (see strip_tag_blocks).
_OPEN_TAG_RE = re.compile(
    r"<(" + "|".join(re.escape(t) for t in INJECTED_BLOCK_TAGS) + r")(?=[>\s])")
_SPACE_RUN_RE = re.compile(r"\s+")
# A typed shell command keeps its text; only the tags go.
_KEEP_INNER_RE = re.compile(r"</?bash-input>")
_INTERRUPT_RE = re.compile(r"^\[Request interrupted by user(?: for tool use)?\]\s*$", re.MULTILINE)
_LINE_NUMBER_RE = re.compile(r"^ *\d+→", re.MULTILINE)


def strip_ansi(text: str) -> str:
    return ANSI_RE.sub("", text)


def strip_tag_blocks(text: str, opening: re.Pattern[str]) -> str:
    """Remove every ``<tag ...>...</tag>`` block (and the whitespace after it) that starts where
    ``opening`` matches ``<tag``, with the tag name as group 1.

    It does what ``re.sub(r"<(tag)(?:\\s[^>]*)?>.*?</\\1>\\s*", "", text, flags=re.DOTALL)`` does,
    in linear time: that regex rescans the rest of the text for every tag left unclosed, and a
    few hundred KB of unclosed tags (a pasted log, a damaged file) took minutes.
    """
    out: list[str] = []
    kept = 0  # text before this is settled
    at = 0  # where the next opening tag is looked for
    gt = -1  # the first ">" after the last opening tag looked at
    unclosed: set[str] = set()  # tags never closed after ``at``: later openings cannot close
    while (m := opening.search(text, at)) is not None:
        tag = m.group(1)
        if tag not in unclosed:
            if gt < m.end():
                gt = text.find(">", m.end())
                if gt == -1:
                    break  # no opening tag from here on is complete
            close = text.find(f"</{tag}>", gt + 1)
            if close != -1:
                end = close + len(tag) + 3
                space = _SPACE_RUN_RE.match(text, end)
                end = space.end() if space else end
                out.append(text[kept:m.start()])
                kept = at = end
                continue
            unclosed.add(tag)
        at = m.start() + 1
    out.append(text[kept:])
    return "".join(out)


def strip_injected(text: str) -> str:
    """Remove harness-injected tags and interruption markers; keep everything the person wrote."""
    text = strip_tag_blocks(text, _OPEN_TAG_RE)
    text = _KEEP_INNER_RE.sub("", text)
    text = _INTERRUPT_RE.sub("", text)
    return text


def normalise(text: str) -> str:
    """Newlines unified, ANSI gone, outer whitespace trimmed: what a note can hold exactly."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = strip_ansi(text).replace("\x00", "")
    return text.strip()


def clean_text(text: str | None) -> str:
    """Everything a human or model wrote, as it goes into a note."""
    if not text:
        return ""
    return redact(normalise(strip_injected(text)))


def clean_tool_output(text: str | None) -> str:
    """Tool output keeps its content whole; only injected reminders, ANSI and secrets go."""
    if not text:
        return ""
    text = strip_tag_blocks(text, _OPEN_TAG_RE)
    return redact(normalise(text))


def strip_read_line_numbers(text: str) -> str:
    return _LINE_NUMBER_RE.sub("", text)


def clean_data(value: Any) -> Any:
    """Redact secrets inside tool-call inputs, walking dicts and lists."""
    if isinstance(value, str):
        return redact(strip_ansi(value))
    if isinstance(value, list):
        return [clean_data(v) for v in value]
    if isinstance(value, dict):
        return {k: clean_data(v) for k, v in value.items()}
    return value
