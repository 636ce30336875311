"""The judgements a lifecycle job needs, from the chat model when one answers and from
cautious heuristics when none does: a model failure never blocks a state change (seed 2)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ..config import CONCEPT_TITLE_CHARS, IMPORTANCE_BATCH, IMPORTANCE_NOTE_CHARS
from ..knowledge.library import LibraryNote, project_folder
from ..prompts.concept import CONCEPT_PROMPT, CONCEPT_SCHEMA, read_theme
from ..prompts.importance import IMPORTANCE_PROMPT, IMPORTANCE_SCHEMA, read_scores
from ..prompts.verdict import VERDICT_PROMPT, VERDICT_SCHEMA, read_verdict
from .importance import heuristic_importance
from .reversal import reverses

if TYPE_CHECKING:
    from ..distill.llm import AsksJson


def importance(notes: Sequence[LibraryNote], chat: AsksJson | None,
               warnings: list[str]) -> dict[str, int]:
    """Importance 1-10 per note id: the model's in batches, a heuristic for what it misses."""
    out = {n.id: heuristic_importance(n) for n in notes}
    if chat is None:
        return out
    from ..distill.llm import ModelError

    for start in range(0, len(notes), IMPORTANCE_BATCH):
        batch = list(notes[start:start + IMPORTANCE_BATCH])
        items = "\n".join(f"{i}. {describe(n)[:IMPORTANCE_NOTE_CHARS]}"
                          for i, n in enumerate(batch, 1))
        try:
            answer, _ = chat.ask_json([{"role": "system", "content": IMPORTANCE_PROMPT},
                                       {"role": "user", "content": items}],
                                      IMPORTANCE_SCHEMA, "importance")
        except ModelError as e:
            warnings.append(f"importance: {e}")
            continue
        for n, value in read_scores(answer, len(batch)).items():
            out[batch[n - 1].id] = value
    return out


def concept_text(members: Sequence[LibraryNote], chat: AsksJson | None,
                 warnings: list[str]) -> tuple[str, str]:
    """(title, synthesis) of a cluster: the model's words, or the most shared terms and the
    most central note's summary."""
    if chat is not None:
        from ..distill.llm import ModelError

        notes = "\n".join(f"- {describe(n)[:400]}" for n in members)
        try:
            answer, _ = chat.ask_json([{"role": "system", "content": CONCEPT_PROMPT},
                                       {"role": "user", "content": notes}],
                                      CONCEPT_SCHEMA, "concept")
            theme = read_theme(answer)
            if theme is not None:
                return theme
            warnings.append("concept: the model's answer had no title or synthesis")
        except ModelError as e:
            warnings.append(f"concept: {e}")
    return heuristic_concept(members)


def heuristic_concept(members: Sequence[LibraryNote]) -> tuple[str, str]:
    """(title, synthesis) of a cluster without a model.

    The title names what the notes share: the words their titles share, else their code
    project when they are all of one (the way a person names such a thread: "Ledgerly"),
    else the term most of them mention; then the next term most of them mention. The
    synthesis says where the newest one ended (first: a reflection quotes that), the
    decisions and open loops they hold, each once whatever its case or wording repeat, and
    how many conversations over what span.
    """
    projects = {project_folder(n) for n in members}
    titles = [n.label.split() for n in members]
    common: list[str] = []
    for words in zip(*titles, strict=False):
        if len({w.casefold() for w in words}) != 1:
            break
        common.append(words[0])
    terms: Counter[str] = Counter()
    for n in members:
        if n.note is not None:
            terms.update({t for t in [*n.note.entities, *n.note.topics]})
    shared = [t for t, c in sorted(terms.items(), key=lambda tc: (-tc[1], tc[0].casefold()))
              if c >= 2]  # ties by name: the same title on every run
    project = next(iter(projects)) if len(projects) == 1 else ""
    if project.islower():
        project = project[:1].upper() + project[1:]
    said = " ".join(common).strip(" .,:;-")
    if _FILE_LIKE.search(said):  # "deploy.sh fails", "deploy.sh again": a file, not a subject
        said = ""
    named = [t for t in shared if t[:1].isupper() and not _FILE_LIKE.search(t)]
    # What most of them are about, in the distiller's words ("deploy script"), before one
    # note's title: a concept of three notes titled after one of them names the wrong one.
    about = next((t for t in shared if not _FILE_LIKE.search(t) and len(t) > 3), "")
    head = (said or project or (named[0] if named else "") or about[:1].upper() + about[1:]
            or members[0].label)
    in_head = {w.casefold() for w in head.split()}
    # A name beside it (Postgres, Playwright), never a file or a common word ("diff.go", "check").
    extra = [t for t in named if t.casefold() not in in_head
             and not set(t.casefold().split()) & in_head][:1]
    title = f"{head}: {', '.join(extra)}" if extra else head
    dated = sorted(members, key=lambda n: (n.date, n.id))
    first, last = dated[0].date[:10], dated[-1].date[:10]
    span = f", {first} to {last}" if first != last else f" on {first}"
    lines: list[str] = []
    newest = next((n.note.summary for n in reversed(dated)
                   if n.note is not None and n.note.summary), "")
    # A summary without a model ends with its own "Decided: …" and "Left open: …": told below,
    # once for every conversation.
    newest = _TOLD.split(newest, 1)[0].strip()
    if newest:  # first: a reflection quotes a concept's first sentence
        lines.append(f"Most recently: {newest.rstrip('.')}.")
    decisions = _once(d for n in dated for d in (n.note.decisions if n.note else []))
    if decisions:
        lines.append("Decided: " + "; ".join(d.rstrip(".") for d in decisions[-3:]) + ".")
    loops = _once(a for n in dated if n.note for a in n.note.actions if a not in n.note.done)
    if loops:
        lines.append("Still open: " + "; ".join(a.rstrip(".") for a in loops[-2:]) + ".")
    lines.append(f"{len(members)} conversations{span}.")
    return title[:CONCEPT_TITLE_CHARS], " ".join(lines)


_FILE_LIKE = re.compile(r"[/\\]|\.\w{1,5}$")
_TOLD = re.compile(r"\s*\b(?:Decided|Left open|Still open):\s")


def _once(items: Iterable[str]) -> list[str]:
    """Each text once, told apart by its words whatever their case and punctuation."""
    seen: set[str] = set()
    out: list[str] = []
    for text in items:
        key = " ".join(re.findall(r"\w+", text.casefold()))
        if key and key not in seen:
            seen.add(key)
            out.append(text.strip())
    return out


def contradicts(a: str, b: str, chat: AsksJson | None, warnings: list[str]) -> tuple[bool, str]:
    """Whether statements ``a`` and ``b`` contradict each other, and why."""
    if chat is not None:
        from ..distill.llm import ModelError

        try:
            answer, _ = chat.ask_json(
                [{"role": "system", "content": VERDICT_PROMPT},
                 {"role": "user", "content": f"A: {a}\nB: {b}"}], VERDICT_SCHEMA,
                "contradiction")
            verdict = read_verdict(answer)
            if verdict is not None:
                return verdict
            warnings.append(f"contradiction: unusable verdict {answer.get('verdict')!r}")
        except ModelError as e:
            warnings.append(f"contradiction: {e}")
    return heuristic_contradicts(a, b)


def heuristic_contradicts(a: str, b: str) -> tuple[bool, str]:
    """Cautious: one statement explicitly reverses what the other holds ("no longer uses X",
    "switched from X to Y"; see reversal.py). Anything subtler needs a model."""
    for which, note, statement in (("newer", b, a), ("older", a, b)):
        dropped = reverses(note, statement)
        if dropped:
            return True, f"the {which} statement drops {dropped}"
    return False, ""


def reversing(members: Sequence[LibraryNote], statement: str) -> list[LibraryNote]:
    """The notes that reverse ``statement``: never evidence for it."""
    return [n for n in members if reverses(describe(n), statement)]


def describe(n: LibraryNote) -> str:
    parts = [n.label]
    if n.note is not None:
        parts += [n.note.summary, *[f"Decided: {d}" for d in n.note.decisions],
                  *[f"Fact: {f}" for f in n.note.facts]]
    else:
        parts.append(n.opening)
    return " ".join(" ".join(p.split()) for p in parts if p)
