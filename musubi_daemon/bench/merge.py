"""`musubi-bench merge`: conflicts the merge makes out of edits that do not overlap, and the time
to merge a long note.

A conversation note as a person and Musubi each change it: the person's edits the way people
make them in Obsidian (each leaving a unique mark that must survive) and Musubi's changes (the
source grows or rewrites a message, a new distillation, a new state), with the units each side
touched. The merge's property tests draw from the same edits."""

from __future__ import annotations

import os
import random
import re
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from ..config import MUSUBI_AUTHOR
from ..model import Conversation, Message, StructuredNote
from ..vault.distilled import render_sections
from ..vault.history import History
from ..vault.merge import merge_note, seen_digests
from ..vault.notes import block_id, render


@dataclass
class Source:
    """What Musubi renders: the conversation and its distillation."""

    texts: list[str] = field(default_factory=list)
    summary: str = ""
    decisions: list[str] = field(default_factory=list)
    loops: list[str] = field(default_factory=list)
    state: str = "provisional"

    def conversation(self) -> Conversation:
        conv = Conversation(id="claude-code:s1", source="claude-code", title="Tile cache",
                            project=None, created_at="2026-03-01T10:00:00Z",
                            updated_at="2026-03-01T10:00:00Z", source_ref="s1.jsonl")
        for i, text in enumerate(self.texts):
            conv.messages.append(Message(id=f"claude-code:s1#{i}",
                                         role="user" if i % 2 == 0 else "assistant",
                                         text=text))
        return conv

    def render(self) -> str:
        note = StructuredNote(title="Tile cache", summary=self.summary,
                              decisions=list(self.decisions), actions=list(self.loops))
        sections = render_sections(note) if self.summary else ""
        extra = {"state": self.state}
        if self.summary:
            extra |= {"distilled_by": "heuristic", "distilled_hash": "x"}
        return render(self.conversation(), distilled=sections, extra_frontmatter=extra)

    def message_key(self, i: int) -> str:
        return block_id(f"claude-code:s1#{i}")


class Person:
    """Edits the way people do in Obsidian; each edit leaves a mark that must survive."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.marks: list[str] = []
        self.broken = False
        self.touched: set[str] = set()

    def mark(self) -> str:
        m = f"zq{len(self.marks)}mark{self.rng.randrange(10**6)}"
        self.marks.append(m)
        return m

    def edit(self, text: str, kind: str, src: Source) -> str:
        return cast("str", getattr(self, kind)(text, src))

    def append_at_end(self, text: str, src: Source) -> str:
        return text.rstrip("\n") + f"\n\nMy note {self.mark()} at the end.\n"

    def line_at_top(self, text: str, src: Source) -> str:
        end = text.find("\n---\n", 3) + 5 if text.startswith("---\n") else 0
        return text[:end] + f"A line {self.mark()} at the top.\n\n" + text[end:]

    def above_transcript(self, text: str, src: Source) -> str:
        return text.replace("\n## Transcript\n", f"\nAbove {self.mark()} the transcript.\n\n"
                            "## Transcript\n", 1)

    def between_messages(self, text: str, src: Source) -> str:
        if len(src.texts) < 2:
            return self.append_at_end(text, src)
        i = self.rng.randrange(1, len(src.texts))
        header = re.search(rf"^\*\*\w+\*\*.*\^{src.message_key(i)}$", text, re.M)
        if header is None:
            return text
        return text[:header.start()] + f"Between {self.mark()} messages.\n\n" + \
            text[header.start():]

    def change_words(self, text: str, src: Source) -> str:
        i = self.rng.randrange(len(src.texts))
        line = re.search(rf"^Message {i} says (?!zq)(\w+)", text, re.M)  # a word of Musubi's
        if line is None:
            return text
        self.touched.add(src.message_key(i))
        return text[:line.start(1)] + self.mark() + text[line.end(1):]

    def _items(self, text: str) -> list[re.Match[str]]:
        return list(re.finditer(r"^- (?:\[[ xX]\] )?(.+?) \^[dl]-[0-9a-f]{6}$", text, re.M))

    def delete_distilled_line(self, text: str, src: Source) -> str:
        items = [m for m in self._items(text) if "zq" not in m.group(0)]  # Musubi's lines
        if not items:
            return text
        m = self.rng.choice(items)
        self.touched.add("items")
        return text[:m.start()] + text[m.end() + 1:]

    def edit_distilled_line(self, text: str, src: Source) -> str:
        items = self._items(text)
        if not items:
            return text
        m = self.rng.choice(items)
        self.touched.add("items")
        return text[:m.start(1)] + f"{m.group(1)} ({self.mark()})" + text[m.end(1):]

    def tick_loop(self, text: str, src: Source) -> str:
        boxes = list(re.finditer(r"^- \[ \] ", text, re.M))
        if not boxes:
            return text
        m = self.rng.choice(boxes)
        self.touched.add("items")
        return text[:m.start()] + "- [x] " + text[m.end():]

    def add_property(self, text: str, src: Source) -> str:
        if self.broken:
            return text
        end = text.find("\n---\n", 3)
        return text[:end] + f"\nmine_{len(self.marks)}: {self.mark()}" + text[end:]

    def break_yaml(self, text: str, src: Source) -> str:
        if self.broken:
            return text
        self.broken = True
        return text.replace("\n---\n", "\nbroken: [unclosed\n---\n", 1)

    def fix_yaml(self, text: str, src: Source) -> str:
        if not self.broken:
            return text
        self.broken = False
        return text.replace("\nbroken: [unclosed\n", "\n", 1)


PERSON_EDITS = ("append_at_end", "line_at_top", "above_transcript", "between_messages",
                "change_words", "delete_distilled_line", "edit_distilled_line", "tick_loop",
                "add_property", "break_yaml", "fix_yaml")


def say(i: int, rng: random.Random) -> str:
    return f"Message {i} says {rng.choice(['hello', 'purge', 'cache', 'tiles', 'deploy'])}."


class Musubi:
    """Changes Musubi's render the way its jobs do; names the units each change touched."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.touched: set[str] = set()

    def change(self, src: Source, kind: str) -> None:
        getattr(self, kind)(src)

    def grow(self, src: Source) -> None:
        for _ in range(self.rng.randint(1, 3)):
            src.texts.append(say(len(src.texts), self.rng))

    def rewrite_message(self, src: Source) -> None:
        i = self.rng.randrange(len(src.texts))
        src.texts[i] = f"Message {i} says rewritten{self.rng.randrange(1000)}."
        self.touched.add(src.message_key(i))

    def distill(self, src: Source) -> None:
        n = self.rng.randrange(1000)
        src.summary = f"They talked about the tile cache ({n})."
        src.decisions = [f"Version the style {n}", f"Keep volume {n % 7}"]
        src.loops = [f"Purge the CDN {n % 5}", f"Check hut hours {n % 3}"]
        self.touched.add("items")
        self.touched.add("summary")

    def mature(self, src: Source) -> None:
        src.state = "matured"


MUSUBI_CHANGES = ("grow", "rewrite_message", "distill", "mature")


# Edits that never touch a unit Musubi changes in the same round (appends, lines around units,
# ticks, properties) and Musubi changes that leave the person's units alone.
DISJOINT_EDITS = ("append_at_end", "line_at_top", "above_transcript", "between_messages",
                  "change_words", "tick_loop", "add_property", "delete_distilled_line")
DISJOINT_CHANGES = ("grow", "rewrite_message", "distill", "mature")


def conflicts_per_thousand(edits: int = 1000, seed: int = 16,
                           log: Callable[[str], None] = print) -> tuple[int, int]:
    """(conflicts, edits merged): random rounds of edits that do not overlap."""
    rng = random.Random(seed)
    conflicts = done = 0
    while done < edits:
        src = Source(texts=[say(i, rng) for i in range(rng.randint(2, 30))])
        person, musubi = Person(rng), Musubi(rng)
        base = text = src.render()
        for _ in range(rng.randint(1, 5)):
            for kind in rng.sample(DISJOINT_EDITS, rng.randint(1, 3)):
                text = person.edit(text, kind, src)
                done += 1
            musubi.touched.clear()
            for kind in rng.sample(DISJOINT_CHANGES, rng.randint(1, 2)):
                if kind == "rewrite_message":
                    _rewrite_untouched(src, person, musubi)
                else:
                    musubi.change(src, kind)
            result = merge_note(text, base, src.render())
            conflicts += result.conflicts
            text, base = result.text, result.base
        if done and done % 250 < 5:
            log(f"{done} edits merged, {conflicts} conflicts")
    return conflicts, done


def _rewrite_untouched(src: Source, person: Person, musubi: Musubi) -> None:
    free = [i for i in range(len(src.texts)) if src.message_key(i) not in person.touched]
    if free:
        i = musubi.rng.choice(free)
        src.texts[i] = f"Message {i} says rewritten{musubi.rng.randrange(1000)}."
        musubi.touched.add(src.message_key(i))


def merge_timing(messages: int = 2000, runs: int = 15) -> dict[str, float]:
    """Median and worst time to merge a note of ``messages`` messages that a person edited
    (a line at the end, a word changed) while its source grew by two messages: the merge
    against the earlier renders' digests, and the digests kept of this one, as a job does."""
    rng = random.Random(7)
    src = Source(texts=[say(i, rng) for i in range(messages)])
    Musubi(rng).distill(src)
    base = src.render()
    person = Person(rng)
    ours = person.edit(person.edit(base, "append_at_end", src), "change_words", src)
    src.texts += [say(messages, rng), say(messages + 1, rng)]
    theirs = src.render()
    seen = seen_digests(base)
    merge_note(ours, base, theirs, seen)  # warm: the markdown parser is built on first use
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        result = merge_note(ours, base, theirs, seen)
        seen_digests(result.base)
        times.append(time.perf_counter() - t)
    return {"median_ms": round(1000 * statistics.median(times), 1),
            "max_ms": round(1000 * max(times), 1), "note_kib": round(len(ours) / 1024, 1)}


def rebuild_timing(commits: int = 60, messages: int = 200, runs: int = 5) -> dict[str, float]:
    """The time to rebuild a note's merge base from git alone, as after a lost cache: a note
    of ``messages`` messages committed ``commits`` times, Musubi's renders (the session grows)
    and the person's edits in turn, in a real repository in a temporary folder."""
    with tempfile.TemporaryDirectory(prefix="musubi-bench-history-") as d:
        root = Path(d)
        env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}

        def git(*args: str, who: tuple[str, str]) -> None:
            subprocess.run(["git", "-C", str(root), "-c", f"user.name={who[0]}", "-c",
                            f"user.email={who[1]}", *args], check=True, capture_output=True,
                           env=env)

        git("init", "-q", "-b", "main", who=MUSUBI_AUTHOR)
        rng = random.Random(9)
        src = Source(texts=[say(i, rng) for i in range(messages)])
        person = Person(rng)
        note, rel = root / "note.md", "note.md"
        base = text = src.render()
        for i in range(commits):
            if i % 2:
                text = person.edit(text, rng.choice(["append_at_end", "between_messages",
                                                     "change_words", "add_property"]), src)
                who = ("Ana", "ana@example.com")
            else:
                Musubi(rng).grow(src)
                result = merge_note(text, base, src.render())
                text, base, who = result.text, result.base, MUSUBI_AUTHOR
            note.write_text(text, encoding="utf-8")
            git("add", rel, who=who)
            git("commit", "-qm", f"step {i}", who=who)
        history = History(root, MUSUBI_AUTHOR[1])
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            found = history.recover(rel)
            times.append(time.perf_counter() - t)
        assert found.render is not None
        return {"commits": commits, "median_ms": round(1000 * statistics.median(times), 1),
                "max_ms": round(1000 * max(times), 1)}


def run_merge_bench(edits: int = 1000, messages: int = 2000,
                    log: Callable[[str], None] = print) -> dict[str, Any]:
    conflicts, done = conflicts_per_thousand(edits, log=log)
    log(f"merging a {messages}-message note ...")
    timing = merge_timing(messages)
    log("rebuilding a merge base from git (60 commits of a 200-message note) ...")
    rebuild = rebuild_timing()
    return {"edits_merged": done, "conflicts": conflicts,
            "conflicts_per_1000_edits": round(1000 * conflicts / done, 2),
            "messages": messages, "note_kib": timing["note_kib"],
            "merge_median_ms": timing["median_ms"], "merge_max_ms": timing["max_ms"],
            "base_from_git_commits": rebuild["commits"],
            "base_from_git_median_ms": rebuild["median_ms"],
            "base_from_git_max_ms": rebuild["max_ms"]}
