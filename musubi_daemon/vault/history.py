"""What the vault's own git history says about a note: Musubi's last render of it (the merge
base), and which notes the person deleted.

The cache keeps both as a speed-up; this is where they come from when the cache does not have
them (deleted, made for another path after the vault moved, on a second machine after a clone)
or has an older copy (a restored backup, or another device's Musubi wrote the note since).

A note's history is the first-parent line of commits that touched it, following renames (a
person may move a note). Walking it oldest first, Musubi's render is rebuilt commit by commit
(``renders.recover_render``); a person's commit leaves it as it was; a sync merge of Musubi's
takes each unit from the device whose version the merge kept.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..config import (
    GIT_LAST_VERSIONS_LISTED,
    HISTORY_RENDERS_SEEN,
    HISTORY_STEPS_MAX,
    HISTORY_SYNC_DEPTH,
)
from .ids import id_in_properties
from .renders import combine_renders, recover_render, seen_in

_SEP = "\x1f"


@dataclass
class Step:
    """One commit that touched the note: who made it, and its path before and after."""

    sha: str
    parents: list[str]
    musubi: bool
    status: str  # A, M, R, D (git's letters; R with a similarity number cut off)
    old: str | None
    new: str | None


@dataclass
class Recovered:
    render: str | None  # Musubi's last render; None when no commit of Musubi's is known
    seen: set[str]  # digests of every unit Musubi's renders held
    musubi_version: str | None  # the note as Musubi last committed it


class History:
    """The git history of one vault, read with the ``git`` command (paths are literal)."""

    def __init__(self, root: Path, musubi_email: str):
        self.root = root
        self.musubi_email = musubi_email.lower()

    def _git(self, *args: str, stdin: bytes | None = None) -> bytes | None:
        proc = subprocess.run(["git", "-C", str(self.root), "--literal-pathspecs", *args],
                              input=stdin, capture_output=True, check=False,
                              env={**os.environ, "LC_ALL": "C"})
        return proc.stdout if proc.returncode == 0 else None

    def steps(self, path: str, start: str = "HEAD", stop: str | None = None) -> list[Step]:
        """The commits of ``start``'s first-parent line that touched the note now at ``path``,
        oldest first, following its renames (and not past ``stop``)."""
        span = [start] if stop is None else [start, f"^{stop}"]
        out = self._git("log", "--first-parent", "-m", "--follow", "-z",
                        f"--max-count={HISTORY_STEPS_MAX}",
                        f"--format=%x00{_SEP}%H{_SEP}%P{_SEP}%ae", "--name-status",
                        *span, "--", path)
        if not out:
            return []
        steps: list[Step] = []
        for record in out.decode("utf-8", "surrogateescape").split("\0" + _SEP)[1:]:
            head, _, rest = record.partition("\0")
            sha, parents, email = [*head.split(_SEP), "", "", ""][:3]
            fields = [f for f in rest.strip("\n\0").lstrip("\n").split("\0") if f != ""]
            if not fields:
                continue
            status = fields[0].strip()[:1]
            old: str | None
            new: str | None
            if status == "R" and len(fields) >= 3:
                old, new = fields[1], fields[2]
            elif status == "D":
                old, new = fields[1] if len(fields) > 1 else path, None
            else:
                old = None if status == "A" else (fields[1] if len(fields) > 1 else path)
                new = fields[1] if len(fields) > 1 else path
            steps.append(Step(sha, parents.split(), email.strip().lower() == self.musubi_email,
                              status, old, new))
        steps.reverse()
        return steps

    def blobs(self, specs: list[str]) -> dict[str, str | None]:
        """``<commit>:<path>`` -> the text there (None where there is none), in one call."""
        want = list(dict.fromkeys(specs))
        if not want:
            return {}
        out = self._git("cat-file", "--batch", stdin="".join(f"{s}\n" for s in want).encode(
            "utf-8", "surrogateescape")) or b""
        found: dict[str, str | None] = {}
        pos = 0
        for spec in want:
            end = out.find(b"\n", pos)
            if end < 0:
                found[spec] = None
                continue
            header = out[pos:end].split()
            pos = end + 1
            if len(header) < 3 or header[-1] == b"missing" or header[1] != b"blob":
                found[spec] = None
                if len(header) >= 3 and header[1] != b"blob" and header[-1].isdigit():
                    pos += int(header[2]) + 1
                continue
            size = int(header[2])
            found[spec] = out[pos:pos + size].decode("utf-8", "replace")
            pos += size + 1
        return found

    def last_versions(self, paths: list[str], email: str) -> dict[str, str | None]:
        """Each path as the author ``email`` last committed it (None: never, or a deletion),
        in two git calls whatever the number of paths: the bases of a vault are read together.
        The author's latest commits touching any of them are listed; a path they miss, when
        the listing was cut short, is looked up alone."""
        want = list(dict.fromkeys(paths))
        cap = 1 if len(want) == 1 else GIT_LAST_VERSIONS_LISTED
        specs, listed = self._last_touches(want, email, cap)
        if listed >= cap:
            for path in want:
                if path not in specs:
                    specs.update(self._last_touches([path], email, 1)[0])
        texts = self.blobs(list(specs.values()))
        return {p: texts.get(specs[p]) if p in specs else None for p in want}

    def _last_touches(self, paths: list[str], email: str, cap: int
                      ) -> tuple[dict[str, str], int]:
        """``<commit>:<path>`` of the latest of ``email``'s last ``cap`` commits touching each
        path, and how many commits were listed."""
        if not paths:
            return {}, 0
        out = self._git("-c", "core.quotePath=false", "log", f"--max-count={cap}",
                        "--format=%x00%H", "--name-only", "--no-renames", "--fixed-strings",
                        f"--author=<{email}>", "--", *paths) or b""
        chunks = out.split(b"\0")[1:]
        wanted = set(paths)
        specs: dict[str, str] = {}
        for chunk in chunks:
            sha, *names = os.fsdecode(chunk).split("\n")
            for name in names:
                if name in wanted and name not in specs:
                    specs[name] = f"{sha.strip()}:{name}"
        return specs, len(chunks)

    def deleted_ids(self) -> dict[str, str]:
        """``musubi_id`` -> path of each note a person's commit deleted (read from the version
        the deletion removed). Whether the note is back since is the caller's to check: the
        vault itself says so."""
        out = self._git("log", "-z", "--diff-filter=D", "-M",
                        f"--format=%x00{_SEP}%P{_SEP}%ae", "--name-only", "HEAD")
        if not out:
            return {}
        gone: list[tuple[str, str]] = []  # (spec of the removed version, path)
        for record in out.decode("utf-8", "surrogateescape").split("\0" + _SEP)[1:]:
            head, _, rest = record.partition("\0")
            parents, email = [*head.split(_SEP), "", ""][:2]
            if email.strip().lower() == self.musubi_email or not parents.split():
                continue  # Musubi removes only pages it generates, never a person's note
            for path in (f for f in rest.strip("\n\0").lstrip("\n").split("\0") if f):
                if path.endswith(".md"):
                    gone.append((f"{parents.split()[0]}:{path}", path))
        texts = self.blobs([spec for spec, _ in gone])
        found: dict[str, str] = {}
        for spec, path in gone:  # newest first: the latest deletion of an id names it
            text = texts.get(spec)
            if text and text.startswith("---\n"):
                musubi_id = id_in_properties(text[4:].split("\n---", 1)[0])
                if musubi_id:
                    found.setdefault(musubi_id, path)
        return found

    def recover(self, path: str, start: str = "HEAD", stop: str | None = None,
                depth: int = 0) -> Recovered:
        """Musubi's last render of the note at ``path`` as of ``start``, rebuilt from history."""
        steps = self.steps(path, start, stop)
        specs: list[str] = []
        for s in steps:
            if s.new is not None:
                specs.append(f"{s.sha}:{s.new}")
            if s.old is not None and s.parents:
                specs.append(f"{s.parents[0]}:{s.old}")
            if s.musubi and len(s.parents) > 1 and s.new is not None and depth < HISTORY_SYNC_DEPTH:
                specs.append(f"{s.parents[1]}:{s.new}")
        texts = self.blobs(specs)
        render: str | None = None
        renders: list[str] = []
        last: str | None = None
        for s in steps:
            after = texts.get(f"{s.sha}:{s.new}") if s.new is not None else None
            if after is None:
                render = None  # deleted here: what comes after starts again
                continue
            before = texts.get(f"{s.parents[0]}:{s.old}") if s.old and s.parents else None
            if not s.musubi:
                continue  # the person's commit: Musubi's render stood as it was
            last = after
            if len(s.parents) > 1 and depth < HISTORY_SYNC_DEPTH and s.new is not None:
                other = texts.get(f"{s.parents[1]}:{s.new}")
                theirs = self.recover(s.new, s.parents[1], s.parents[0], depth + 1) \
                    if other is not None else None
                render = combine_renders(before, render, other,
                                         theirs.render if theirs else None, after)
                if theirs:
                    renders.extend(t for t in [theirs.render] if t)
            else:
                render = recover_render(before, render, after)
            if render is not None:
                renders.append(render)
        return Recovered(render, seen_in(renders[-HISTORY_RENDERS_SEEN:]), last)

