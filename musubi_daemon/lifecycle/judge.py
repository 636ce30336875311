"""The judgements a lifecycle job needs, from the chat model when one answers and from
cautious heuristics when none does: a model failure never blocks a state change (seed 2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..config import CONCEPT_TITLE_CHARS, IMPORTANCE_BATCH, IMPORTANCE_NOTE_CHARS
from ..knowledge.library import LibraryNote
from ..prompts.concept import CONCEPT_PROMPT, CONCEPT_SCHEMA, read_theme
from ..prompts.importance import IMPORTANCE_PROMPT, IMPORTANCE_SCHEMA, read_scores
from ..prompts.verdict import VERDICT_PROMPT, VERDICT_SCHEMA, read_verdict
from .importance import heuristic_importance
from .reversal import reverses


def importance(notes: Sequence[LibraryNote], chat: Any, warnings: list[str]) -> dict[str, int]:
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


def concept_text(members: Sequence[LibraryNote], chat: Any,
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
    """The words the members' titles share, sharpened by the entity or keyword most of them
    mention that the title lacks; the synthesis is the first summary and the decisions."""
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
    in_title = {w.casefold() for w in common}
    extra = [t for t, c in terms.most_common() if c >= 2 and t.casefold() not in in_title
             and not set(t.casefold().split()) & in_title]
    head = " ".join(common).strip(" .,:;-") or members[0].label
    title = f"{head}: {extra[0]}" if extra else head
    summaries = [n.note.summary for n in members if n.note is not None and n.note.summary]
    synthesis = summaries[0] if summaries else "; ".join(n.label for n in members[:3]) + "."
    decisions = list(dict.fromkeys(d for n in members if n.note for d in n.note.decisions))
    if decisions:
        synthesis += " Decided: " + "; ".join(decisions[:2]) + "."
    return title[:CONCEPT_TITLE_CHARS], synthesis


def contradicts(a: str, b: str, chat: Any, warnings: list[str]) -> tuple[bool, str]:
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
