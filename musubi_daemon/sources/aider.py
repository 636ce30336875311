"""Aider: ``.aider.chat.history.md`` in each project, a markdown log of every session.

Conventions (see ``shared/formats/others.md``):

* Units: one per history file, from the folders in ``env.options["aider_projects"]``;
  ``env.path`` may be a project folder or the history file itself (any name). Aider writes the
  file into each repository, so there is no central place to scan.
* One conversation per ``# aider chat started at YYYY-MM-DD HH:MM:SS`` session, id
  ``aider:<project folder>@<start, ISO UTC>`` (``~2``, ``~3`` for a repeated start second).
  The start time is local time without a zone; it is taken as UTC, since the file does not say
  where it was written and a fixed reading keeps ids stable. It is both ``created_at`` and
  ``updated_at``: the transcript has no per-message times, so messages carry none.
* How Aider writes the file decides the parsing: a user line is ``#### `` + text + two trailing
  spaces, each after a blank line (adjacent ``####`` lines are one multi-line prompt); a
  tool/status message is ``> `` + text + two trailing spaces, and a multi-line one is quoted on
  its first line only, running to the next line that ends in two spaces; the assistant's reply
  is everything else, SEARCH/REPLACE blocks included, kept whole. The trailing spaces tell a
  prompt from the answer's own ``####`` headings. A file whose trailing spaces were stripped
  (an editor, say) falls back to prefixes alone.
* ``> `` output becomes ``tool`` messages (``tool_name`` ``aider``, answering no call). Pure
  noise is dropped line by line: token/cost counts, retry countdowns, ``^C again to exit``; a
  message left empty is not emitted. Everything else (edits applied, commits, errors, file
  prompts and the start-up banner) is kept: it records what happened to the code.
* ``/code X`` (``/ask``, ``/architect``...) is echoed by Aider as a second prompt ``X``; the
  echo is dropped so the person's words appear once, as typed. ``<blank>`` prompts are dropped.
* ``<think>`` blocks from reasoning models are dropped, as every adapter drops reasoning.
* Message native ids are the 1-based ordinal among the session's emitted messages: the file is
  append-only, so earlier ordinals never move.
* The file is streamed a line at a time through the capped reader and each session is handed on
  as soon as it ends, so a history of years costs one session. A line or message over
  ``JSONL_TEXT_MAX_BYTES`` keeps its first bytes and says it was cut, and a session's long
  messages share one ``TextBudget``: a 50 MB paste is never whole in memory.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from ..cleaning import clean_text, clean_tool_output
from ..config import JSONL_TEXT_MAX_BYTES
from ..jsonish import JSON
from ..model import Conversation, Message, Role, conversation_id, iso_utc, message_id
from .base import Adapter, SourceEnv, SourceError, Unit, file_unit
from .capped import CappedLines, CappedText, CutLine, TextBudget, cut_reason
from .exports import title_from

log = logging.getLogger(__name__)

SOURCE = "aider"
HISTORY_FILE = ".aider.chat.history.md"
TOOL_NAME = "aider"
EPOCH = "1970-01-01T00:00:00Z"
# Commands whose argument is a prompt to the model (the rest manage files, models, git...).
PROMPT_COMMANDS = {"/code", "/ask", "/architect", "/context", "/help"}

_START_RE = re.compile(r"^# aider chat started at (\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2})\s*$")
_NOISE_RE = [
    re.compile(r"^Tokens: .* sent\b.* received\b.*$"),
    re.compile(r"^Retrying in [\d.]+ seconds\.\.\.$"),
    re.compile(r"^\^C again to exit$"),
]
_THINK_RE = re.compile(r"<think>.*?(?:</think>|\Z)\s*", re.DOTALL)
_BLANK_RUN_RE = re.compile(r"\n{3,}")
_COMMAND_RE = re.compile(r"^/[a-z][\w-]*\s+(.+)$", re.DOTALL)


@dataclass
class _Block:
    kind: str  # "user", "tool" or "assistant"
    text: CappedText  # the block's lines, kept up to the room its session's budget leaves

    @property
    def lines(self) -> list[str]:
        return self.text.pieces


@dataclass
class _Session:
    start: str
    blocks: list[_Block] = field(default_factory=list)
    budget: TextBudget = field(default_factory=TextBudget)  # one conversation's long texts


def _projects(env: SourceEnv) -> list[Path]:
    """The configured project folders (``aider.projects``: one path or a list)."""
    given = env.options.get("aider_projects") or []
    listed: list[JSON] = [given] if isinstance(given, (str, Path)) else \
        list(given) if isinstance(given, (list, tuple)) else []
    return [Path(str(p)).expanduser() for p in listed]


class AiderAdapter(Adapter):
    name = SOURCE
    label = "Aider"
    description = "Aider chat histories (.aider.chat.history.md in configured projects)"

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        return _projects(env)

    # -- discovery -------------------------------------------------------------------------

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        candidates = [env.path] if env.path is not None else _projects(env)
        seen: set[Path] = set()
        for candidate in candidates:
            path = candidate / HISTORY_FILE if candidate.is_dir() else candidate
            if path.is_file() and path not in seen:
                seen.add(path)
                yield file_unit(path)

    # -- reading ---------------------------------------------------------------------------

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        path = unit.paths[0]
        try:
            with path.open("rb") as handle:
                marked = is_marked(_lines(handle))
            handle = path.open("rb")
        except OSError as exc:
            raise SourceError(f"{path}: cannot read ({exc.strerror or exc})") from exc
        project = str(path.parent.absolute())
        used: dict[str, int] = {}
        cuts: list[int] = []
        with handle:
            for session in parse_sessions(_lines(handle), marked):
                created = iso_utc(session.start) or EPOCH
                n = used[created] = used.get(created, 0) + 1
                native = f"{project}@{created}" + (f"~{n}" if n > 1 else "")
                cid = conversation_id(SOURCE, native)
                cuts.extend(b.text.total for b in session.blocks if b.text.cut)
                messages = _messages(session.blocks, cid)
                if not messages:
                    continue
                yield Conversation(id=cid, source=SOURCE, title=_title(messages),
                                   project=project, created_at=created, updated_at=created,
                                   source_ref=str(path), messages=messages)
        if cuts:
            env.skip(path, cut_reason(cuts, JSONL_TEXT_MAX_BYTES))


def _lines(handle: IO[bytes]) -> Iterator[str]:
    """The file's lines as ``str.split`` gives them once every line end is a newline (a lone
    ``\r`` too), each line cut at ``JSONL_TEXT_MAX_BYTES`` by the capped reader (a cut line
    is handed on as it is: it carries its whole size)."""
    lines = CappedLines(handle, JSONL_TEXT_MAX_BYTES)
    for line in lines:
        if isinstance(line, CutLine):
            yield line
        else:
            yield from line.removesuffix("\r").split("\r")
    if lines.ended:
        yield ""  # after the last newline, as split("\n") gives it


def is_marked(lines: Iterable[str]) -> bool:
    """Aider ends every prompt and status line with two spaces; without any, trust prefixes."""
    return any(line.endswith("  ") for line in lines if line.startswith(("#### ", "> ")))


def parse_sessions(lines: Iterable[str] | str, marked: bool | None = None) -> Iterator[_Session]:
    """Split a history file into sessions of user/tool/assistant line blocks, each handed on
    as soon as the next one starts. ``lines`` may be the file's whole text."""
    if isinstance(lines, str):
        lines = lines.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if marked is None:
        lines = list(lines)
        marked = is_marked(lines)
    cur: _Session | None = None
    prev = ""  # the previous line's classification: "", "blank", "user", "tool", "other"
    open_tool = False  # inside a multi-line status message quoted on its first line only
    for line in lines:
        m = _START_RE.match(line)
        if m:
            if cur is not None:
                yield cur
            cur = _Session(start=m.group(1))
            prev, open_tool = "blank", False
            continue
        if cur is None:
            continue  # nothing belongs to a session before its header
        blank = not line.strip()
        user = _is_user(line, marked) and prev in ("blank", "user")
        if open_tool and not user and not line.startswith("> "):
            _add(cur, "tool", line)
            open_tool = not line.endswith("  ")
            prev = "blank" if blank else "tool"
            continue
        open_tool = False
        if user:
            _add(cur, "user", line, join=prev == "user")
            prev = "user"
        elif line.startswith("> ") or line.rstrip() == ">":
            _add(cur, "tool", line)
            open_tool = marked and line.startswith("> ") and not line.endswith("  ")
            prev = "tool"
        elif blank:
            if cur.blocks and cur.blocks[-1].kind != "user":
                cur.blocks[-1].text.add("")
            prev = "blank"
        else:
            _add(cur, "assistant", line)
            prev = "other"
    if cur is not None:
        yield cur


def _is_user(line: str, marked: bool) -> bool:
    if not (line.startswith("#### ") or line.rstrip() == "####"):
        return False
    return line.endswith("  ") or not marked


def _add(session: _Session, kind: str, line: str, join: bool = True) -> None:
    """Append to the current block of that kind, or open a new one (the last one is then
    whole, and what it kept is spent from the session's budget)."""
    last = session.blocks[-1] if session.blocks else None
    if last is not None and last.kind == kind and (kind != "user" or join):
        last.text.add(line)
        return
    if last is not None:
        last.text.close()
    block = _Block(kind, CappedText(JSONL_TEXT_MAX_BYTES, session.budget))
    block.text.add(line)
    session.blocks.append(block)


def _messages(blocks: list[_Block], cid: str) -> list[Message]:
    out: list[Message] = []
    for block in blocks:
        role: Role
        if block.kind == "user":
            role = "user"
            text = clean_text("\n".join(_unquote(line, "####") for line in block.lines))
            if text == "<blank>":
                continue
            if out and out[-1].role == "user" and _is_echo(out[-1].text, text):
                continue
        elif block.kind == "tool":
            role = "tool"
            kept = [_unquote(line, ">") for line in block.lines]
            text = "\n".join(t for t in kept if not _is_noise(t))
            text = clean_tool_output(_BLANK_RUN_RE.sub("\n\n", text))
        else:
            role = "assistant"
            text = clean_text(_THINK_RE.sub("", "\n".join(block.lines)))
        if not text:
            continue
        text += block.text.note()
        out.append(Message(id=message_id(cid, str(len(out) + 1)), role=role, text=text,
                           tool_name=TOOL_NAME if role == "tool" else None))
    return out


def _title(messages: list[Message]) -> str:
    """The first prompt in the person's words: ``/code X`` counts as ``X``, ``/add f`` not."""
    prompts: list[Message] = []
    for m in messages:
        if m.role != "user":
            continue
        if m.text.startswith("/"):
            command = _COMMAND_RE.match(m.text)
            if command is None or m.text.split(None, 1)[0] not in PROMPT_COMMANDS:
                continue
            m = Message(id=m.id, role="user", text=command.group(1))
        prompts.append(m)
    return title_from(prompts or messages)


def _unquote(line: str, prefix: str) -> str:
    """Drop the ``####``/``>`` marker and Aider's trailing line-break spaces."""
    if line.startswith(prefix + " "):
        line = line[len(prefix) + 1:]
    elif line.rstrip() == prefix:
        line = ""
    return line.rstrip()


def _is_noise(line: str) -> bool:
    return any(p.match(line.strip()) for p in _NOISE_RE)


def _is_echo(previous: str, text: str) -> bool:
    """``/code X`` followed by ``X``: Aider logs the expanded prompt a second time."""
    m = _COMMAND_RE.match(previous)
    return m is not None and m.group(1).strip() == text.strip()


__all__ = ["AiderAdapter", "parse_sessions"]
