"""Line merges of three texts through ``git merge-file``: the one place Musubi merges plain text
(a synced note's body, a save rescued from a write's instant)."""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path


class MergeFileError(Exception):
    pass


def merge_file(ours: str, base: str, theirs: str, *, union: bool = False,
               labels: tuple[str, str, str] = ("ours", "base", "theirs")) -> tuple[str, int]:
    """(merged text, number of conflicts). With ``union`` a conflict keeps both sides' lines,
    ours first, and no markers: for two texts that are both the person's."""
    with tempfile.TemporaryDirectory(prefix="musubi-merge-") as d:
        paths = []
        for name, text in (("ours", ours), ("base", base), ("theirs", theirs)):
            p = Path(d) / name
            p.write_bytes(text.encode("utf-8"))
            paths.append(str(p))
        cmd = ["git", "merge-file", "-p", *(["--union"] if union else [])]
        for label in labels:
            cmd += ["-L", label]
        proc = subprocess.run([*cmd, *paths], capture_output=True, check=False)
    if proc.returncode < 0 or proc.returncode > 127:
        raise MergeFileError(f"git merge-file failed: {proc.stderr.decode(errors='replace')}")
    return proc.stdout.decode("utf-8", errors="replace"), proc.returncode


# Paragraphs that are Musubi's structure, never only a person's: the properties and the header
# callout, callouts, headings, message headers and lines carrying a block id.
_STRUCTURE = re.compile(r"^(?:---|>|#{1,6} |\*\*[A-Z][a-z]+\*\* ·)|\^[a-z]-[0-9a-f]{6,}\s*$",
                        re.MULTILINE)


def structural(paragraph: str) -> bool:
    """Whether a paragraph is Musubi's structure rather than only a person's text."""
    return _STRUCTURE.search(paragraph) is not None


def paragraphs(text: str) -> list[str]:
    return [p.strip("\n") for p in re.split(r"\n[ \t]*\n", text) if p.strip()]


def union_of_saves(ours: str, base: str, theirs: str) -> str:
    """Two saves of a person's, merged so that no paragraph of theirs is lost: a line merge
    against ``base`` (a conflict keeps both sides), then every paragraph of either side the
    merge no longer holds, unless it is Musubi's structure, added back at the end. For the
    instant a save lands on another: which version each save was made from is not known, so a
    line one side lacks may be staleness, not a deletion, and is never taken as one."""
    merged, _ = merge_file(ours, base, theirs, union=True)
    held = set(paragraphs(merged))  # looked up first: a substring search of each is quadratic
    missing: list[str] = []
    for p in paragraphs(ours) + paragraphs(theirs):
        if p not in held and p not in merged and p not in missing \
                and not structural(p):
            missing.append(p)
    if not missing:
        return merged
    return merged.rstrip("\n") + "\n\n" + "\n\n".join(missing) + "\n"


_SLIDE = 64  # places an added text is tried at
_CONTEXT_LINES = 8  # lines of what follows it that may be needed to find its place once


def added_paragraphs(ours: str, base: str, theirs: str) -> str | None:
    """``theirs`` merged into ``ours`` in one step when it is ``base`` with whole paragraphs
    added at one place (what a person types between two saves of an editor): they go into
    ``ours`` just before the text that follows them in ``base``, found there exactly once (at
    the end when nothing follows them). None when ``theirs`` is not that or the place is not
    found: then ``union_of_saves``. No git process and no diff, so it takes a moment even for a
    long note. Every paragraph of ``ours`` and of the added text stays whole; a paragraph of
    ``base`` that ``ours`` lacks is not brought back, so this is ``union_of_saves`` only where
    ``ours`` holds every paragraph of ``base``."""
    extra = len(theirs) - len(base)
    if extra <= 0:
        return None
    head = _common_prefix(base, theirs)
    tail = _common_suffix(base, theirs)
    if head + tail < len(base):
        return None  # not only an addition
    # The added text may slide where it repeats what is around it: the first place, from the
    # last, where it is whole paragraphs of whole lines.
    for at in range(head, max(len(base) - tail, head - _SLIDE) - 1, -1):
        added = theirs[at:at + extra]
        before, after = base[max(0, at - 2):at], base[at:at + 2]
        if not added.strip() or (at and before[-1] != "\n") \
                or not _parted(before, added) or not _parted(added, after):
            continue
        pos = len(ours) if at == len(base) else _place(ours, base[at:])
        if pos is None:
            return None
        before, after = ours[max(0, pos - 2):pos], ours[pos:pos + 2]
        if _parted(before, added) and _parted(added, after) and _parted(before, after):
            return ours[:pos] + added + ours[pos:]
        return None
    return None


def _common_prefix(a: str, b: str) -> int:
    """How many leading characters ``a`` and ``b`` share, by comparing halves of what is left
    (each comparison one C call, all of them about one pass over the text)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a: str, b: str) -> int:
    """How many trailing characters ``a`` and ``b`` share."""
    la, lb = len(a), len(b)
    lo, hi = 0, min(la, lb)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[la - mid:la - lo] == b[lb - mid:lb - lo]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _parted(left: str, right: str) -> bool:
    """Whether no paragraph runs across the seam of ``left + right`` (their last and first
    characters): a blank line there, or nothing on one side."""
    return (not left or not right or left.endswith("\n\n") or right.startswith("\n\n")
            or (left.endswith("\n") and right.startswith("\n")))


def _place(text: str, following: str) -> int | None:
    """Where ``following`` (the rest of a text from the start of a line) begins in ``text``: the
    one line start at which as many of its first lines as it takes to tell are found. None when
    they are found nowhere, or in more than one place."""
    end = 0
    for _ in range(_CONTEXT_LINES):
        nl = following.find("\n", end)
        end = len(following) if nl < 0 else nl + 1
        lines = following[:end]
        if lines.strip():  # blank lines alone tell nothing apart
            found = _line_starts(text, lines)
            if len(found) == 1:
                return found[0]
            if not found:
                return None
        if end == len(following):
            return None
    return None


def _line_starts(text: str, lines: str, most: int = 64) -> list[int]:
    """Line starts in ``text`` at which ``lines`` stands, up to two of them (more than
    ``most`` hits elsewhere in a line: none, as if not found)."""
    out: list[int] = []
    i = text.find(lines)
    for _ in range(most):
        if i < 0 or len(out) == 2:
            return out
        if i == 0 or text[i - 1] == "\n":
            out.append(i)
        i = text.find(lines, i + 1)
    return out if len(out) == 2 else []
