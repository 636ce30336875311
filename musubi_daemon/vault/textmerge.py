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
                and not _STRUCTURE.search(p):
            missing.append(p)
    if not missing:
        return merged
    return merged.rstrip("\n") + "\n\n" + "\n\n".join(missing) + "\n"
