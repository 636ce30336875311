"""What "it" and "that" in a listed item stand for, so the item reads alone months later in a
roll-up of decisions or open loops, away from the conversation that said it.
"""

from __future__ import annotations

from ..config import HEURISTIC_MAX_ITEM_CHARS
from .acts import PRONOUN_OBJ, as_said
from .dialogue import Clause, Dialogue, keywords
from .sentences import cut_text


def resolved(items: list[str], topics: list[str], dialogue: Dialogue | None = None
             ) -> list[str]:
    """"It" or "that" in an item said, so the item reads alone months later:
    - by the clause just before it in the same message, when that says what the item does not
      ("rotating the warehouse password is probably easier. I'll do that too", "deploy is on
      me, I'll do it thursday morning"): it is kept in brackets;
    - else by the conversation's leading topic, when the item does not name it ("I'll send it
      to my old head teacher tonight" in a conversation about a cover letter reads "…
      (cover letter)")."""
    clauses = [c for t in dialogue.person() for c in t.clauses] if dialogue else []
    subject = topics[0] if topics else ""
    keys = keywords(subject)
    out = []
    for it in items:
        if not PRONOUN_OBJ.search(it.lower()):
            out.append(it)
            continue
        before = _clause_before(it, clauses)
        if before:
            it = cut_text(f"{it} ({before})", HEURISTIC_MAX_ITEM_CHARS)
        elif keys and not keys & keywords(it):
            it = cut_text(f"{it} ({subject})", HEURISTIC_MAX_ITEM_CHARS)
        out.append(it)
    return out


def _clause_before(item: str, clauses: list[Clause]) -> str:
    """The clause before ``item``'s own in its message, when it holds what ``item`` says with
    a pronoun: not a question, and sharing no word with it."""
    if len(keywords(item)) > 3:
        return ""
    at = next((i for i, c in enumerate(clauses) if c.text == item or as_said(c.text) == item),
              None)
    if not at:
        return ""
    prev, this = clauses[at - 1], clauses[at]
    if prev.turn != this.turn or not prev.keys or prev.keys & this.keys \
            or prev.text.rstrip().endswith("?"):
        return ""
    return as_said(prev.text)
