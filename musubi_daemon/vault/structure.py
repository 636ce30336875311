"""A note as a sequence of units: what the structural merge compares and the readers walk.

Musubi's units are the header callout, each section (by its heading), the ``## Transcript``
heading and each message block (by its ``^m-`` id). A message ends at its end mark
(``%%/m-…%%``, a comment Obsidian does not show): what a person writes after it, between two
messages or below the last one, is text of theirs, a segment of its own that no reader takes
for part of a message, whatever Musubi's own version of the note holds. (A note written before
messages had end marks keeps such text inside the message above it until a merge tells it
apart against Musubi's own version.) A ``[!musubi-conflict]`` callout is a segment of its own,
never part of a unit. Joining the segments gives the note back byte for byte.

Above the transcript (and in pages, which have none) markdown-it-py says which lines are
headings and callouts, so a heading or a callout marker inside a fenced block never starts a
unit. In the transcript a message header is a whole line no message text can hold (the
renderer escapes look-alikes), so headers are found line by line: a fence a message leaves
open can never swallow the messages after it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt

from .properties import split_block, split_preamble

TRANSCRIPT_HEADING = "## Transcript"
TIME_PATTERN = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"
# Who spoke, in a multi-party source: shown after the role, backslash-escaped so it never
# reads as the machine mark, a time, a separator or markdown (see notes.author_text).
AUTHOR_PATTERN = (r"(?: · (?P<author>(?!machine(?: · | %%))(?!" + TIME_PATTERN + r" %%)"
                  r"(?:[^\\·%\n]|\\.)+))?")
HEADER_RE = re.compile(
    r"^\*\*(?P<label>User|Assistant|Tool|System)\*\*" + AUTHOR_PATTERN +
    r"(?P<machine> · machine)?"
    r"(?: · (?P<time>" + TIME_PATTERN + r"))? %%(?P<nid>.*)%% \^(?P<block>m-[0-9a-f]+)$"
)
CALLOUT_MARK = "> [!musubi-conflict]"
# The line that ends a message block: an Obsidian comment naming the message's block id.
END_RE = re.compile(r"^%%/(?P<block>m-[0-9a-f]+)%%$", re.M)
INFO_MARK = "> [!info]"
_CALLOUT_KEY_RE = re.compile(r"%%(?P<key>[^%]+)%%\s*$")
PREAMBLE = "preamble"
TRANSCRIPT = "transcript"

UNIT, TEXT, CALLOUT = "unit", "text", "callout"
END = "end"  # a message's end mark, while the body is being split; folded into its unit


def end_mark(block: str) -> str:
    """The line that ends the message block ``block`` (``m-…``)."""
    return f"%%/{block}%%"


@dataclass
class Segment:
    """One piece of a body: ``body`` holds no trailing newline, ``gap`` the newlines after it."""

    kind: str  # UNIT, TEXT or CALLOUT
    key: str | None  # a unit's key; for a callout, the key of the unit it proposes for
    body: str
    gap: str = "\n"
    # A message's end mark with the newlines before it ("\n\n%%/m-…%%"), or "": not part of
    # what the unit says, so a note written before end marks compares equal to one after.
    end: str = ""

    @property
    def text(self) -> str:
        return self.body + self.end + self.gap


@dataclass
class Doc:
    """A note split in three: the frontmatter block as written, leading newlines, segments."""

    head: str  # "---\n...\n---\n" exactly as in the file, or ""
    raw_yaml: str | None
    lead: str
    segments: list[Segment] = field(default_factory=list)
    pre: str = ""  # lines a person typed above the properties block: hers, kept there

    @property
    def body(self) -> str:
        return self.lead + "".join(s.text for s in self.segments)

    @property
    def text(self) -> str:
        return self.pre + self.head + self.body

    def units(self) -> dict[str, Segment]:
        return {s.key: s for s in self.segments if s.kind == UNIT and s.key is not None}

    def messages(self) -> list[Segment]:
        return [s for s in self.segments if s.kind == UNIT and (s.key or "").startswith("m-")]

    def callouts(self) -> list[Segment]:
        return [s for s in self.segments if s.kind == CALLOUT]


def heading_key(level: int, title: str, seen: dict[str, int]) -> str:
    """A section's key: its level and words; a second heading of the same words is numbered."""
    base = f"h{level}:{' '.join(title.split())}"
    n = seen.get(base, 0)
    seen[base] = n + 1
    return base if n == 0 else f"{base}#{n + 1}"


@lru_cache(maxsize=1)
def _md() -> MarkdownIt:
    """CommonMark's block rules only: which lines open a heading or a quote is decided there,
    and a heading's inline token already holds its source text, so the inline pass (a third
    of the parse, with every note read on each write) is left out."""
    return MarkdownIt("commonmark").disable("inline")


def _marks(lines: list[str], md: MarkdownIt | None = None) -> dict[int, tuple[str, str | None]]:
    """Line index -> ("heading", key) or ("callout", key) for the blocks that start units or
    callouts, as markdown-it reads the lines (a fenced ``## x`` is no heading). ``md``: another
    parser (a test reads the same lines with the inline pass on, as before it was left out)."""
    out: dict[int, tuple[str, str | None]] = {}
    tokens = (md or _md()).parse("\n".join(lines))
    seen: dict[str, int] = {}
    for i, tok in enumerate(tokens):
        if tok.level != 0 or tok.map is None:
            continue
        start = tok.map[0]
        if tok.type == "heading_open" and tok.tag in ("h1", "h2"):
            title = tokens[i + 1].content if i + 1 < len(tokens) else ""
            out[start] = ("heading", heading_key(int(tok.tag[1]), title, seen))
        elif tok.type == "blockquote_open" and lines[start].startswith(CALLOUT_MARK):
            out[start] = ("callout", callout_key(lines[start]))
        elif tok.type == "blockquote_open" and lines[start].startswith(INFO_MARK) \
                and not seen and not any(m[1] == PREAMBLE for m in out.values()):
            out[start] = ("heading", PREAMBLE)  # a note's header: a unit, whatever is above
    return out


def callout_key(line: str) -> str | None:
    m = _CALLOUT_KEY_RE.search(line)
    return m["key"] if m else None


def _transcript_at(lines: list[str]) -> tuple[int | None, dict[int, tuple[str, str | None]]]:
    """The line of the ``## Transcript`` heading (the first that markdown-it reads as one),
    and the marks of the lines above it (of all lines when there is none).

    The lines above are parsed once, with the heading: a heading line closes whatever block
    precedes it and is numbered after every heading above, so the marks above it are those
    of the lines without it."""
    for i, line in enumerate(lines):
        if line != TRANSCRIPT_HEADING:
            continue
        marks = _marks(lines[: i + 1])
        if marks.get(i, ("",))[0] == "heading":
            del marks[i]
            return i, marks
    return None, _marks(lines)


# Where a unit or a callout starts in the transcript: a message header, a callout's first line.
_STARTS_RE = re.compile(
    r"^(?:\*\*(?:User|Assistant|Tool|System)\*\*"
    + AUTHOR_PATTERN.replace("?P<author>", "?:") + r"(?: · machine)?"
    r"(?: · " + TIME_PATTERN + r")? %%.*%% \^(?P<block>m-[0-9a-f]+)"
    r"|(?P<callout>> \[!musubi-conflict\].*)"
    r"|%%/(?P<end>m-[0-9a-f]+)%%)$", re.M)


def segment(kind: str, key: str | None, lines: list[str]) -> Segment:
    """A segment of these lines (each followed by a newline), blank ones at the end as gap."""
    n = len(lines)
    while n and lines[n - 1] == "":
        n -= 1
    return Segment(kind, key, "\n".join(lines[:n]), "\n" * (len(lines) - n + 1))


def _cut(kind: str, key: str | None, chunk: str) -> list[Segment]:
    """One chunk of the body as segments: a callout is its quoted lines only; what follows a
    blank line or an unquoted line after it is text again."""
    if kind == END:
        mark, newline, tail = chunk.partition("\n")
        after = tail.lstrip("\n")
        gap = newline + tail[: len(tail) - len(after)]
        return [Segment(END, key, mark, gap), *(_cut(TEXT, None, after) if after else [])]
    if kind == CALLOUT:
        lines = chunk.split("\n")
        n = 1
        while n < len(lines) and lines[n].startswith(">"):
            n += 1
        rest = n
        while rest < len(lines) - 1 and lines[rest] == "":
            rest += 1
        if rest < len(lines) - 1 or (rest == len(lines) - 1 and lines[rest]):
            head = "\n".join(lines[:rest]) + "\n"
            return [*_cut(CALLOUT, key, head), *_cut(TEXT, None, chunk[len(head):])]
    body = chunk.rstrip("\n")
    return [Segment(kind, key, body, chunk[len(body):])]


def parse_doc(text: str) -> Doc:
    """Split a note (a conversation note or any page Musubi writes) into its segments."""
    pre, text = split_preamble(text)
    raw, body = split_block(text)
    doc = Doc(head=text[: len(text) - len(body)], raw_yaml=raw, lead="", pre=pre)
    rest = body.lstrip("\n")
    doc.lead = body[: len(body) - len(rest)]
    if not rest:
        return doc
    lines = rest.split("\n")
    at, marks = _transcript_at(lines)
    top = lines if at is None else lines[:at]
    offsets = [0]
    for line in top:
        offsets.append(offsets[-1] + len(line) + 1)
    header = any(m == ("heading", PREAMBLE) for m in marks.values())
    starts: list[tuple[int, str, str | None]] = []
    if top and 0 not in marks:
        # Before the first heading: the page's opening, unless a header callout is the
        # unit there (then what is above it is the person's).
        starts.append((0, TEXT, None) if header else (0, UNIT, PREAMBLE))
    for i, (kind, key) in sorted(marks.items()):
        starts.append((offsets[i], UNIT if kind == "heading" else CALLOUT, key))
    if at is not None:
        pos = offsets[at]
        starts.append((pos, UNIT, TRANSCRIPT))
        for m in _STARTS_RE.finditer(rest, pos + len(TRANSCRIPT_HEADING)):
            if m["callout"]:
                starts.append((m.start(), CALLOUT, callout_key(m["callout"])))
            elif m["end"]:
                starts.append((m.start(), END, m["end"]))
            else:
                starts.append((m.start(), UNIT, m["block"]))
    for n, (pos, kind, key) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(rest)
        doc.segments.extend(_cut(kind, key, rest[pos:end]))
    doc.segments = _fold_ends(doc.segments)
    return doc


def _fold_ends(segments: list[Segment]) -> list[Segment]:
    """Each end mark into the message unit right above it; one that ends no message there
    (moved, or written by hand) is text like any other."""
    out: list[Segment] = []
    for seg in segments:
        if seg.kind != END:
            out.append(seg)
            continue
        last = out[-1] if out else None
        if last is not None and last.kind == UNIT and last.key == seg.key and not last.end:
            last.end, last.gap = last.gap + seg.body, seg.gap
        else:
            out.append(Segment(TEXT, None, seg.body, seg.gap))
    return out


def quote(text: str) -> list[str]:
    return [f"> {line}" if line else ">" for line in text.split("\n")]


def unquote(body: str) -> str:
    """The text inside a callout, without its title line and quote marks."""
    out = []
    for line in body.split("\n")[1:]:
        out.append(line[2:] if line.startswith("> ") else line[1:] if line.startswith(">")
                   else line)
    return "\n".join(out)


def lines_of(seg: Segment) -> list[str]:
    return seg.body.split("\n") if seg.body else []


def describe(key: str | None) -> str:
    """How a callout names the unit it proposes for."""
    if key is None:
        return "this passage"
    if key == "properties":
        return "these properties"
    if key.startswith("m-"):
        return "this message"
    if key.startswith("h"):
        title = key.split(":", 1)[-1].split("#")[0]
        return f"the section '{title}'"
    if key == PREAMBLE:
        return "the note's header"
    return "this passage"


def callout_text(key: str | None, proposal: str) -> str:
    """A folded callout holding Musubi's version of one unit, tagged with the unit's key."""
    tag = f" %%{key}%%" if key else ""
    title = f"{CALLOUT_MARK}- Musubi's version of {describe(key)}, kept beside your edit{tag}"
    return "\n".join([title, *quote(proposal)])


def as_dict(doc: Doc) -> dict[str, Any]:
    """For tests and debugging: the segments as plain data."""
    return {"head": doc.head, "lead": doc.lead,
            "segments": [(s.kind, s.key, s.body, s.gap) for s in doc.segments]}
