"""Line merges of three texts through ``git merge-file``: the one place Musubi merges plain text
(a synced note's body, a save rescued from a write's instant)."""

from __future__ import annotations

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
