"""The properties block (YAML frontmatter) as Obsidian reads it, split and joined through
python-frontmatter's YAML handler held to Obsidian's rule: the very first line is exactly
``---`` and the next line of exactly ``---`` closes it (``----`` or ``--- `` never does), and a
block that is never closed is no block at all (Obsidian shows it as body). YAML is read with
libyaml's loader when the wheel has it, and written so that Obsidian's Properties view shows
times as times."""

from __future__ import annotations

import re
from typing import Any

import yaml
from frontmatter.default_handlers import YAMLHandler

from ..config import PREAMBLE_SCAN_CHARS
from ..jsonish import JSON, Properties
from ..model import iso_utc
from .ids import ID_LINE


class _Dumper(yaml.SafeDumper):
    """Readable Unicode, but YAML's own line breaks (NEL, LS, PS) escaped so they survive."""


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    style = '"' if any(c in value for c in "\x85\u2028\u2029\ufeff") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _represent_str)


# Properties that hold a time: written as Obsidian's datetime (``2026-03-01T10:00:00``, UTC,
# no quotes, no ``Z``), which its Properties view shows and sorts as a date and time.
TIME_KEYS = ("created", "updated", "state_changed", "last_reinforced", "promoted_at")
_UTC_TEXT = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")


class _Time(str):
    """A UTC time, ``...Z`` as Musubi holds it, dumped as a plain YAML timestamp."""


def _represent_time(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    return dumper.represent_scalar("tag:yaml.org,2002:timestamp", str(value)[:-1])


_Dumper.add_representer(_Time, _represent_time)


# libyaml's loader when the wheel has it: ten times faster on a big vault, same results.
_BaseLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_BaseLoader):  # type: ignore[misc]  # a base chosen at import time
    """A date and time reads as Musubi's UTC text (``2026-03-01T10:00:00Z``), whether Musubi
    wrote it (plain, for Obsidian) or the person did; a date alone stays a date."""


def _timestamp(loader: Any, node: yaml.ScalarNode) -> Any:
    value = loader.construct_scalar(node)
    if re.search(r"\d[Tt ]\d", value):
        return iso_utc(value.replace(" ", "T", 1)) or value
    return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)


_Loader.add_constructor("tag:yaml.org,2002:timestamp", _timestamp)


class ObsidianYAML(YAMLHandler):
    FM_BOUNDARY = re.compile(r"^---$", re.MULTILINE)

    def load(self, fm: str, **kwargs: object) -> Any:
        return yaml.load(fm, Loader=_Loader)

    def export(self, metadata: dict[str, object], **kwargs: object) -> str:
        data = {k: _Time(v) if k in TIME_KEYS and isinstance(v, str) and _UTC_TEXT.fullmatch(v)
                else v for k, v in metadata.items()}
        return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                         width=10**9).rstrip("\n")


HANDLER = ObsidianYAML()


def split_block(text: str) -> tuple[str | None, str]:
    """(raw YAML, what follows the block), or (None, text) when the text does not start with
    a properties block."""
    if not HANDLER.detect(text):
        return None, text
    try:
        raw, body = HANDLER.split(text)
    except ValueError:  # never closed
        return None, text
    return raw[1:-1], body[1:]  # the line ends around the block belong to its fences


def split_preamble(text: str) -> tuple[str, str]:
    """(what a person typed above a note's properties block, the rest). A note of Musubi's
    keeps its properties (its ``musubi_id``) when a line lands above them: Obsidian then
    shows the block as text, but it is still the note's, and the lines above are a preamble
    of the person's, kept where she put them. ("", text) when there is none."""
    if text.startswith("---\n"):
        return "", text
    window = text[:PREAMBLE_SCAN_CHARS]
    at = window.find("\n---\n")
    while at >= 0:
        rest = text[at + 1:]
        raw, _ = split_block(rest)
        if raw is not None and ID_LINE.search(raw):
            return text[:at + 1], rest
        at = window.find("\n---\n", at + 1)
    return "", text


def split_frontmatter(text: str) -> tuple[str | None, str]:
    """(raw YAML, body), or (None, text) when the note has no properties block. A preamble
    above a note's block is part of its body, as if typed right below the block."""
    pre, rest = split_preamble(text)
    raw, body = split_block(rest)
    return (raw, pre + body) if raw is not None else (None, text)


def dump_frontmatter(fm: Properties) -> str:
    return HANDLER.export(fm)


def load_yaml(raw: str) -> JSON:
    return HANDLER.load(raw)
