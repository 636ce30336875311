"""``musubi-bench distill-quality``: how true the distilled fields are, on a labelled set.

Each case of ``distill_cases`` is distilled by the heuristic (and by a chat model when one
answers) and its decisions, open loops and facts are matched against the labels:

* words are lower-cased and their accents dropped ("krakow" finds "Kraków"), numbers up to
  twelve written as digits ("four runs" finds "4 runs"), stop words dropped and common
  endings ("s", "es", "ed", "ing", a final "e") cut, giving content words;
* a label is *found* when one item holds at least ``DISTILL_MATCH_COVERAGE`` of its content
  words (an item may say more than the label, in any order);
* an item is *right* when it finds at least one label, and, for facts, when at least
  ``DISTILL_FACT_TIGHTNESS`` of its own content words belong to the labels it finds: a fact
  with an extra clause ("... and the kitchen is humid") is not a durable fact.

Precision is right items over items, recall found labels over labels, both summed over cases.
Anything extracted from a case labelled chatter is counted apart, and so are open loops that are
headings or lead-ins (ending with ":") rather than something to do, and decisions listed as
current that only name a choice the conversation reversed (``superseded``), read on what they
chose, before any "(over …)".

The realistic set's halves are scored apart ("tune", "heldout", and "all" for both), the later
hands' cases to tune on as "tune-b", the sets measured only ("fresh", "outsider") apart, and
the first, smaller set as "legacy". Each note's
distillation is timed: the slowest case, and the slowest of those with 40 messages or more, go
beside the figures.
"""

from __future__ import annotations

import re
import time
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..config import DISTILL_FACT_TIGHTNESS, DISTILL_MATCH_COVERAGE
from ..index.query import STOPWORDS
from ..model import Conversation, Message, StructuredNote
from .distill_cases import Case, all_cases

FIELDS = ("decisions", "loops", "facts")
# A heuristic case timed over this many CPU-seconds (ten times its usual slowest) is timed
# twice more and its least kept, as timeit keeps the least of its repeats: a pause that was not
# its work (the host taking the core back) does not repeat, its own slowness does.
RETIME_OVER_SECONDS = 0.3
RETIMES = 2
_NOTE_FIELD = {"decisions": "decisions", "loops": "actions", "facts": "facts"}
_WORD = re.compile(r"[^\W_]+")
_NOT_CONTENT = STOPWORDS | {"user", "they", "their", "them", "s"}
_NUMBERS = {w: str(i) for i, w in enumerate(
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
     "eleven", "twelve"))}


def _chosen(decision: str) -> str:
    """A decision without the choices it says it beat."""
    return re.split(r"\s*\(over ", decision, maxsplit=1)[0]


def content_words(text: str) -> set[str]:
    """The words that carry a label's meaning, crudely stemmed so "kids" finds "kid" and
    "switched" finds "switch"."""
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", text.lower())
                     if not unicodedata.combining(ch))
    return {_NUMBERS.get(w) or _stem(w) for w in _WORD.findall(folded) if w not in _NOT_CONTENT}


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and not word.endswith("ss") and len(word) - len(suffix) >= 3:
            word = word[:-len(suffix)]
            break
    return word[:-1] if len(word) > 3 and word.endswith("e") else word


def _covers(item: set[str], label: set[str]) -> bool:
    return bool(label) and len(item & label) >= DISTILL_MATCH_COVERAGE * len(label)


def match(items: Iterable[str], labels: Iterable[str], tight: bool = False
          ) -> tuple[int, int, list[str], list[str]]:
    """(right items, found labels, wrong items, missed labels) under the rule above."""
    item_words = [(i, content_words(i)) for i in items]
    label_words = [(lab, content_words(lab)) for lab in labels]
    found: set[str] = set()
    wrong: list[str] = []
    right = 0
    for item, words in item_words:
        hits = [(lab, lw) for lab, lw in label_words if _covers(words, lw)]
        union = set().union(*(lw for _lab, lw in hits)) if hits else set()
        ok = bool(hits) and (not tight or not words
                             or len(words & union) >= DISTILL_FACT_TIGHTNESS * len(words))
        if ok:
            right += 1
            found.update(lab for lab, _lw in hits)
        else:
            wrong.append(item)
    missed = [lab for lab, _lw in label_words if lab not in found]
    return right, len(found), wrong, missed


def is_heading(loop: str) -> bool:
    """A lead-in or a heading, not a thing to do: ends with a colon, or has no words left."""
    text = loop.strip().rstrip(".")
    return text.endswith(":") or text.startswith("#") or not content_words(text)


def conversation(c: Case) -> Conversation:
    messages = [Message(id=f"bench:{c.id}#{i}", role=role, text=text,  # type: ignore[arg-type]
                        tool_name="Bash" if role == "tool" else None)
                for i, (role, text) in enumerate(c.messages)]
    return Conversation(id=f"bench:{c.id}", source=c.shape, title=None, project=None,
                        created_at="2026-01-05T10:00:00Z", updated_at="2026-01-05T10:30:00Z",
                        source_ref=f"bench#{c.id}", messages=messages)


@dataclass
class Tally:
    items: int = 0
    right: int = 0
    labels: int = 0
    found: int = 0

    def figures(self) -> dict[str, float | None]:
        return {"precision": round(self.right / self.items, 3) if self.items else None,
                "recall": round(self.found / self.labels, 3) if self.labels else None}


@dataclass
class Score:
    cases: int = 0
    failed: int = 0  # cases the model did not answer
    tallies: dict[str, Tally] = field(default_factory=lambda: {f: Tally() for f in FIELDS})
    chatter_items: int = 0
    loop_headings: int = 0
    superseded_listed: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    slowest_long: float = 0.0  # of the cases with 40 messages or more
    misses: list[dict[str, Any]] = field(default_factory=list)

    def add(self, c: Case, note: StructuredNote, seconds: float = 0.0) -> None:
        self.cases += 1
        self.seconds += seconds
        self.slowest = max(self.slowest, seconds)
        if len(c.messages) >= 40:
            self.slowest_long = max(self.slowest_long, seconds)
        wrongs: dict[str, Any] = {}
        if c.superseded:
            # What a decision chose is what comes before its "(over …)": "Polars lazy scan
            # (over Chunked pandas: …)" lists the reversed choice as beaten, not as current.
            stale = [d for d in note.decisions if match([_chosen(d)], c.superseded)[0]
                     and not match([d], c.decisions)[0]]
            self.superseded_listed += len(stale)
            if stale:
                wrongs["superseded"] = stale
        for name in FIELDS:
            items = list(getattr(note, _NOTE_FIELD[name]))
            labels = list(getattr(c, name))
            right, found, wrong, missed = match(items, labels, tight=name == "facts")
            t = self.tallies[name]
            t.items += len(items)
            t.right += right
            t.labels += len(labels)
            t.found += found
            if c.chatter:
                self.chatter_items += len(items)
            if name == "loops":
                self.loop_headings += sum(map(is_heading, items))
            if wrong or missed:
                wrongs[name] = {"wrong": wrong, "missed": missed}
        if wrongs:
            self.misses.append({"case": c.id, **wrongs})

    def figures(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cases": self.cases}
        if self.failed:
            out["model_failed"] = self.failed
        for name in FIELDS:
            f = self.tallies[name].figures()
            out[f"{name}_precision"] = f["precision"]
            out[f"{name}_recall"] = f["recall"]
        out["chatter_items"] = self.chatter_items
        out["loop_headings"] = self.loop_headings
        out["superseded_listed"] = self.superseded_listed
        out["seconds"] = round(self.seconds, 3)
        out["slowest_case_seconds"] = round(self.slowest, 4)
        out["slowest_40_message_case_seconds"] = round(self.slowest_long, 4)
        return out


Distil = Callable[[Conversation], StructuredNote]

# The halves of the realistic set that "all" sums; "legacy" (the first set) and "fresh" (written
# after the rest had been tuned on, to measure on words nobody had read) are reported apart.
REALISTIC = ("tune", "heldout")


def score(distil: Distil, cases: list[Case],
          clock: Callable[[], float] = time.perf_counter,
          retime_over: float | None = None) -> dict[str, Score]:
    """Each case distilled once, scored into its split and, for the realistic set, into
    "all". ``clock`` times each case: the heuristic's budget is CPU time on one core
    (``time.thread_time``, which a busy machine's waits for a core do not inflate), a model's
    is the wall time of its answer. A case over ``retime_over`` seconds is timed again
    (``RETIMES`` times) and its least time kept; its note is the first one."""
    from ..distill.llm import ModelError

    scores: dict[str, Score] = {}
    for c in cases:
        names = [c.split] + (["all"] if c.split in REALISTIC else [])
        into = [scores.setdefault(n, Score()) for n in names]
        conv = conversation(c)
        t0 = clock()
        try:
            note = distil(conv)
        except ModelError:
            for s in into:
                s.failed += 1
            continue
        took = clock() - t0
        if retime_over is not None and took > retime_over:
            for _ in range(RETIMES):
                t0 = clock()
                distil(conv)
                took = min(took, clock() - t0)
        for s in into:
            s.add(c, note, took)
    return scores


def run_distill_quality(model: Any | None = None, cases: list[Case] | None = None,
                        misses: bool = False, log: Callable[[str], None] = print,
                        splits: tuple[str, ...] = ()) -> dict[str, Any]:
    """Figures per split for the heuristic, and for ``model`` (a ChatModel) when given.
    ``misses`` adds what went wrong on the tune split only: the held-out one stays unseen.
    ``splits`` keeps only those splits, so a person tuning need not see the held-out figures."""
    from ..distill.heuristic import heuristic_note
    from ..distill.model_check import checked

    cases = all_cases() if cases is None else cases
    if splits:
        cases = [c for c in cases if c.split in splits]
    methods: dict[str, tuple[Distil, Callable[[], float], float | None]] = {
        "heuristic": (heuristic_note, time.thread_time, RETIME_OVER_SECONDS)}
    if model is not None:  # a model's answers are not asked twice
        # Read against the conversation as ``musubi distill`` reads it (``model_check``).
        methods[model.model] = (lambda conv: checked(model.distill(conv)[0], conv),
                                time.perf_counter, None)
    out: dict[str, Any] = {}
    for name, (distil, clock, retime_over) in methods.items():
        log(f"distilling {len(cases)} cases with {name} ...")
        scores = score(distil, cases, clock, retime_over)
        per_split: dict[str, Any] = {split: s.figures() for split, s in scores.items()}
        if misses:
            per_split["tune_misses"] = scores["tune"].misses if "tune" in scores else []
        out[name] = per_split
    return out
