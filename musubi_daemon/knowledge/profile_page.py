"""``Musubi/profile.md``: the profile as a page the person can correct in Obsidian.

The page is both output and input. Musubi writes the ``## Facts`` list, one line per fact with a
block id (``^f-...``); the person edits it like any note. Deleting or striking a line
(``~~...~~``) suppresses that fact for good, a new line becomes a fact of their own, and editing
a line's words does both (the old wording goes, theirs stays). What they decided lives in the
frontmatter (``suppressed``, ``added``), so it survives every rewrite. Everything outside the
Facts list belongs to the person and is carried over untouched by ``render_profile``.

Edits are found by comparing the page now with ``base``, the last version Musubi wrote: a
deletion is only visible against what was there.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

import yaml

from ..jsonish import Properties
from ..vault.links import wikilink
from ..vault.notes import dump_frontmatter, load_yaml, split_frontmatter
from .profile import ProfileFact, dedupe_key

PROFILE_PATH = "Musubi/profile.md"
PROFILE_ID = "musubi:profile"
FACTS_HEADING = "## Facts"
INTRO = ("Durable facts about you, distilled from your conversations. Delete a line or strike "
         "it through (~~like this~~) and that fact is gone for good; add a line and it becomes "
         "a fact.")
# Links per fact line: enough to check where a fact came from without burying it.
MAX_LINKS = 3
SEP = " · "

_FACTS_RE = re.compile(r"^##\s+facts\s*$", re.IGNORECASE)
_HEADING_RE = re.compile(r"^#{1,6}\s")
# Wherever it ended up: a person may type after the id, or strike the id along with the line.
_BLOCK_RE = re.compile(r"\s*\^(f-[0-9a-f]{6,})\b")
_MARKER_RE = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_COMMENT_RE = re.compile(r"^(?:%%.*%%|<!--.*-->)$")
_SHORT_ID_RE = re.compile(r"\s*\([^()]*\)$")


@dataclass
class ProfileEdits:
    suppressed: list[str]  # texts suppressed, ever: the frontmatter list plus new strikes/deletions
    added: list[str]       # the person's own facts: frontmatter list plus new lines, minus deleted


# -- writing ----------------------------------------------------------------------------------

def block_ids(keys: list[str]) -> list[str]:
    """``f-`` + 6 hex of sha256(key), longer only where two keys would share an id."""
    out: list[str] = []
    used: set[str] = set()
    for key in keys:
        digest = hashlib.sha256(key.encode()).hexdigest()
        n = 6
        while "f-" + digest[:n] in used and n < len(digest):
            n += 2
        out.append("f-" + digest[:n])
        used.add(out[-1])
    return out


def _line_text(text: str) -> str:
    """A fact's words made safe for one list line that reads back to the same words."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s+·(?=\s|$)", ",", text)  # " · " separates the words from the links
    text = _BLOCK_RE.sub("", text)
    return text.strip(" ~").strip()


def note_link(note_path: str) -> str:
    """``[[path without .md|title]]``: the title is the file name without its "(short id)"."""
    stem = note_path.removesuffix(".md").rsplit("/", 1)[-1]
    return wikilink(note_path, re.sub(r"[#^]", "", _SHORT_ID_RE.sub("", stem)).strip() or stem)


def render_facts_section(facts: list[ProfileFact], added: list[str]) -> str:
    """The ``## Facts`` heading and its list: Musubi's facts, then the person's own."""
    added_keys = {dedupe_key(a) for a in added}
    rows: list[tuple[str, list[str]]] = []
    seen: set[str] = set()
    for fact in facts:
        text = _line_text(fact.text)
        key = dedupe_key(text)
        if not key or key in seen or key in added_keys:
            continue
        seen.add(key)
        parts = [text]
        if fact.added:
            parts.append("added by you")
        parts += [note_link(s.note_path) for s in fact.sources[:MAX_LINKS]]
        if len(fact.sources) > MAX_LINKS:
            parts.append(f"+{len(fact.sources) - MAX_LINKS} more")
        rows.append((key, parts))
    for own in added:
        text = _line_text(own)
        key = dedupe_key(text)
        if not key or key in seen:
            continue
        seen.add(key)
        rows.append((key, [text, "added by you"]))
    ids = block_ids([key for key, _ in rows])
    lines = [f"- {SEP.join(parts)} ^{bid}" for (_, parts), bid in zip(rows, ids, strict=True)]
    return FACTS_HEADING + "\n\n" + "".join(line + "\n" for line in lines)


def _facts_span(lines: list[str]) -> tuple[int, int] | None:
    """(heading index, index of the next heading or the end), None without a Facts heading."""
    start = next((i for i, line in enumerate(lines) if _FACTS_RE.match(line)), None)
    if start is None:
        return None
    end = next((j for j in range(start + 1, len(lines)) if _HEADING_RE.match(lines[j])),
               len(lines))
    return start, end


def replace_facts_section(body: str, section: str) -> str:
    """``body`` with its Facts section (heading to next heading) swapped for ``section``.

    Everything before and after is the person's and is kept byte for byte; a body without a
    Facts heading gets the section appended, and an empty one gets the default page.
    """
    if not body.strip():
        return f"# Profile\n\n{INTRO}\n\n{section}"
    lines = body.split("\n")
    span = _facts_span(lines)
    if span is None:
        return body.rstrip("\n") + "\n\n" + section
    start, end = span
    before = "".join(line + "\n" for line in lines[:start])
    after = lines[end:]
    return before + section + ("\n" + "\n".join(after) if after else "")


def render_profile(facts: list[ProfileFact], suppressed: list[str], added: list[str],
                   updated: str, current: str | None = None) -> str:
    """The whole page. With ``current`` (the page as it is now), the person's writing outside
    the Facts list and their own frontmatter properties are kept; only Musubi's part changes.

    Raises ValueError when ``current`` has a broken frontmatter, like ``read_profile_edits``.
    """
    fm: Properties = {"musubi_id": PROFILE_ID, "type": "profile", "updated": updated,
                          "suppressed": _unique(suppressed), "added": _unique(added)}
    body = ""
    if current is not None:
        current = _clean(current)
        theirs = _frontmatter(current) or {}
        fm.update({k: v for k, v in theirs.items() if k not in fm})
        body = split_frontmatter(current)[1]
    text = replace_facts_section(body, render_facts_section(facts, added))
    return f"---\n{dump_frontmatter(fm)}\n---\n{text}"


# -- reading ----------------------------------------------------------------------------------

def _clean(text: str) -> str:
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def _frontmatter(text: str) -> Properties | None:
    """The frontmatter mapping, None when the page has none; ValueError saying what is wrong."""
    raw, _ = split_frontmatter(text)
    if raw is None:
        return None
    try:
        data = load_yaml(raw)
    except yaml.YAMLError as e:
        raise ValueError(f"{PROFILE_PATH}: the frontmatter is not valid YAML ({e}); fix it or "
                         "delete the frontmatter block") from e
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ValueError(f"{PROFILE_PATH}: the frontmatter must be properties (key: value), "
                         f"not a {type(data).__name__}")
    return data


def _str_list(fm: Properties, name: str) -> list[str]:
    value = fm.get(name)
    if value is None:
        return []
    if isinstance(value, str):  # a single line typed without the list dash
        value = [value]
    if not isinstance(value, list):
        raise ValueError(f"{PROFILE_PATH}: '{name}' must be a list of lines, "
                         f"not a {type(value).__name__}")
    out = []
    for i, item in enumerate(value, 1):
        if isinstance(item, dict | list):
            raise ValueError(f"{PROFILE_PATH}: '{name}' item {i} must be a line of text, "
                             f"not a {type(item).__name__}")
        if item is not None and str(item).strip():
            out.append(str(item).strip())
    return out


@dataclass
class _Line:
    block: str | None  # the ^f- id, None on a line the person wrote
    text: str          # the fact's words, without decoration or strike marks
    struck: bool


def _parse_line(line: str) -> _Line | None:
    """One line of the Facts section; None for blank lines and comments."""
    content = _MARKER_RE.sub("", line, count=1).strip()
    if not content or _COMMENT_RE.match(content):
        return None
    m = _BLOCK_RE.search(content)
    block = m.group(1) if m else None
    if m:
        content = (content[:m.start()] + content[m.end():]).strip()
    # On the person's own line all of it is the fact; on Musubi's, the words before the links.
    words = content if block is None else content.split(SEP, 1)[0]
    struck = content.startswith("~~") and (words.endswith("~~") or content.endswith("~~"))
    words = re.sub(r"\s+", " ", words.replace("~~", "")).strip()  # a partial strike is no edit
    return _Line(block, words, struck) if words else None


def _fact_lines(text: str) -> tuple[list[_Line], bool]:
    """(lines of the Facts section, whether there is one)."""
    lines = split_frontmatter(text)[1].split("\n")
    span = _facts_span(lines)
    if span is None:
        return [], False
    start, end = span
    parsed = (_parse_line(line) for line in lines[start + 1:end])
    return [p for p in parsed if p is not None], True


def _unique(texts: list[str]) -> list[str]:
    """First of each dedupe key, in order: one phrasing per fact in the frontmatter."""
    seen: set[str] = set()
    out = []
    for t in texts:
        k = dedupe_key(t)
        if k and k not in seen:
            seen.add(k)
            out.append(t.strip())
    return out


def read_profile_edits(current: str | None, base: str | None) -> ProfileEdits:
    """What the person changed on the page since Musubi last wrote it.

    ``current`` is the page now (None: missing), ``base`` the last version Musubi wrote (None:
    never). The frontmatter lists are kept as the person left them; a page whose frontmatter
    block is gone (or the whole file) keeps the lists of ``base``, so an accident does not undo
    every suppression. Line edits are read only when the page still has a Facts heading: a page
    that lost it says nothing about individual facts. A line moved elsewhere on the page is not
    a deletion. Raises ValueError, naming the problem, on a broken frontmatter in ``current``.
    """
    base = _clean(base) if base is not None else None
    base_fm = (_frontmatter(base) if base is not None else None) or {}
    if current is None:
        return ProfileEdits(_str_list(base_fm, "suppressed"), _str_list(base_fm, "added"))
    current = _clean(current)
    fm = _frontmatter(current)
    if fm is None:
        fm = base_fm
    suppressed = _str_list(fm, "suppressed")
    added = _str_list(fm, "added")
    now, has_section = _fact_lines(current)
    if not has_section:
        return ProfileEdits(_unique(suppressed), _unique(added))

    before = {ln.block: ln.text for ln in (_fact_lines(base)[0] if base else []) if ln.block}
    added_keys = {dedupe_key(a) for a in added}
    retired: set[str] = set()  # keys of the person's own facts they took back
    new_suppressed: list[str] = []
    new_added: list[str] = []

    def drop(text: str) -> None:
        key = dedupe_key(text)
        if key in added_keys:
            retired.add(key)
        else:
            new_suppressed.append(text)

    present = set(_BLOCK_RE.findall(split_frontmatter(current)[1]))
    for block, text in before.items():
        if block not in present:
            drop(text)
    for ln in now:
        if ln.struck:
            drop(before.get(ln.block or "", ln.text))
        elif ln.block is None:
            new_added.append(ln.text)
        elif ln.block in before and dedupe_key(ln.text) != dedupe_key(before[ln.block]):
            drop(before[ln.block])  # reworded: their words replace Musubi's
            new_added.append(ln.text)
    kept_added = [a for a in added if dedupe_key(a) not in retired]
    return ProfileEdits(suppressed=_unique(suppressed + new_suppressed),
                        added=_unique(kept_added + new_added))
