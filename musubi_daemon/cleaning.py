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
_BLOCK_RE = re.compile(
    r"<(" + "|".join(re.escape(t) for t in INJECTED_BLOCK_TAGS) + r")(?:\s[^>]*)?>.*?</\1>\s*",
    re.DOTALL,
)
# A typed shell command keeps its text; only the tags go.
_KEEP_INNER_RE = re.compile(r"</?bash-input>")
_INTERRUPT_RE = re.compile(r"^\[Request interrupted by user(?: for tool use)?\]\s*$", re.MULTILINE)
_LINE_NUMBER_RE = re.compile(r"^ *\d+→", re.MULTILINE)


def strip_ansi(text: str) -> str:
    return ANSI_RE.sub("", text)


def strip_injected(text: str) -> str:
    """Remove harness-injected tags and interruption markers; keep everything the person wrote."""
    text = _BLOCK_RE.sub("", text)
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
    text = _BLOCK_RE.sub("", text)
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
