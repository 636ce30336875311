"""Decisions and open loops read from a transcript's own sentences, without a model.

A decision is a choice someone in the conversation made and stated: a verdict ("Decided: …",
"OK, X it is"), a commitment by "we" or "I" ("we'll go with …", "I chose …"), a reversal ("we no
longer use X; Y instead", "switched from X to Y"), or the person's instruction once the assistant
has laid out options ("let's use …"). Hypotheticals, questions, someone else's choice and the
assistant announcing its next command are not. An open loop is something left to do, said
outright or listed under a lead-in or heading ("Next steps:"); the heading itself never is one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..config import HEURISTIC_MAX_ITEMS, HEURISTIC_MIN_SENTENCE_WORDS, HEURISTIC_USER_WEIGHT
from .dialogue import person_sentences
from .sentences import Sentence, as_item, asked, is_question, pick_items, words_of

_WE = r"(?:we|i)"
_DECISION = re.compile(rf"""
    \b{_WE}(?:'ve|\s+have)?\s+(?:finally\s+|just\s+|now\s+|all\s+)?(?:decided|agreed)\b
  | ^(?:so\s+|finally\s+|and\s+)?decided\s+(?:to|on|against)\b
  | \b{_WE}(?:'ll|\s+will|'re\s+going\s+to|\s+are\s+going\s+to|'m\s+going\s+to)\s+
      (?:go\s+with|stick\s+with|use|switch\s+to|move\s+to|migrate\s+to|keep|adopt|run)\b
  | \b(?:let's|let\s+us)\s+(?:go|stick)\s+with\b
  | \bgoing\s+with\b | \bsettled\s+on\b
  | \b{_WE}\s+(?:finally\s+|just\s+)?(?:chose|picked|opted\s+for|went\s+with|settled\s+on)\b
  | ^(?:chose|picked|opted\s+for|went\s+with)\b
  | \bno\s+longer\s+(?:uses?|using)\b
  | \bswitch(?:ed|ing)\s+(?:over\s+|back\s+)?(?:from|to)\b
  | \b(?:we're|we\s+are|i'm|i\s+am)\s+(?:dropping|switching|moving|going\s+back)\b
  | \bfrom\s+now\s+on\b
  | \bthe\s+plan\s+is\b
  | \bagreed\b
  | ^(?:(?:ok|okay|fine|alright|right|so)[,.!]?\s+)?[^,.;:]{{1,40}}\s+it\s+is[.!]*$
""", re.X)
# A verdict written as a label: what follows is the decision.
DECISION_LABEL = re.compile(
    r"^(?:final\s+)?(?:decision(?:\s+made)?|decided|settled|final\s+answer|verdict|conclusion|"
    r"resolution)\s*[:\-–—]\s*", re.I)
# "Decision made." after the choice: the sentence before it is the decision.
_VERDICT_AFTER = re.compile(
    r"^(?:(?:ok|okay|so)[,.]?\s+)?(?:decision\s+made|decided|settled|done\s+deal|"
    r"that's\s+(?:settled|decided|final)|final\s+answer)[.!]*$")
# The person telling the assistant what to do is a decision when it picks something.
_USER_DECISION = re.compile(
    r"^(?:(?:actually|ok|okay|fine|alright|so|then|yes|no|right|good|great|perfect|hmm)\b"
    r"[,.!:]?\s+)*"
    r"(?:let's\s+|please\s+)?(?:use(?!\s+case)|keep(?!\s+(?:in\s+mind|going|me|up|trying)\b)|"
    r"stick\s+with|switch\s+to|go\s+with|go\s+ahead|switching\s+to|moving\s+to|ordering|"
    r"buying|picking)\b")
_UNDECIDED = re.compile(
    r"\b(?:(?:haven't|hasn't|have\s+not|not)\s+(?:yet\s+|been\s+)?(?:decided|agreed|chosen)|"
    r"undecided|still\s+deciding|can't\s+(?:decide|agree)|didn't\s+(?:decide|agree|choose)|"
    r"if|unless|whether|could|might|maybe|perhaps|would|considering|not\s+sure)\b")
# Assent with nothing chosen in it ("Go ahead.", "OK, do it."): the choice is elsewhere.
_BARE_ASSENT = re.compile(
    r"^(?:(?:actually|ok|okay|fine|alright|so|then|yes|yeah|yep|right|good|great|perfect|sure|"
    r"go\s+ahead|do\s+it|sounds\s+good|let's\s+do\s+(?:it|that)|please)[,.!:]?\s*)+$")
# The assistant saying what it will run next is how it works, not a choice it settled.
_NEXT_MOVE = re.compile(r"^(?:i(?:'ll|\s+will|'m\s+going\s+to)|let\s+me)\b")
_DECISION_SECTION = re.compile(r"\b(?:decisions?|decided|choices|chosen|outcomes?|verdicts?)\b")

_ACTION = re.compile(r"""
    \bto[- ]?do\s*:
  | \bremind\s+me\b
  | \bnext\s+steps?\b
  | \bwe\s+still\s+need\b | \bstill\s+(?:needs?|have|has)\s+to\b | \bstill\s+to\s+do\b
  | \bfollow[- ]?up\b
  | \blater,?\s+(?:i|we)(?:'ll|\s+will)\b | \b(?:i|we)(?:'ll|\s+will)\b[^.]*\blater\b
  | \bdon't\s+forget\b | \bremember\s+to\b
  | \bopen\s+question\b | \bleft\s+to\s+do\b
  | ^(?:remaining|outstanding|pending)\s*:
""", re.X)
_TODO = re.compile(r"\b(?:TODO|FIXME)\b")  # upper case only: "todo" in prose is usually a noun
# From the assistant "we need to" is usually how it explains the step it is about to take; the
# person saying "I'll do X" commits to it.
_USER_ACTION = re.compile(
    r"\b(?:i|we)\s+(?:still\s+)?(?:need|have)\s+to\b|\bi\s+should\b|"
    r"\bi(?:'ll|\s+will)\s+(?!(?:be|let|see|think|probably|just|go\s+with|stick|use|take|not|"
    r"never)\b)"
    r"[a-z]+")
_ACTION_LABEL = re.compile(
    r"^(?:todo|fixme|to[- ]?do|next\s+steps?|follow[- ]?ups?|action\s+items?|open\s+question|"
    r"remaining|outstanding|pending|still\s+to\s+do|left\s+to\s+do)\s*[:\-–—]\s*", re.I)
# A heading or lead-in whose list items are things left to do.
_LOOP_SECTION = re.compile(
    r"\b(?:next\s+steps?|to[- ]?do|action\s+items?|remaining|still\s+(?:need|to\s+do)|"
    r"left\s+to\s+do|follow[- ]?ups?|outstanding|pending|open\s+questions?)\b")


def _settles(s: Sentence, replied: int | None) -> bool:
    """Whether one sentence states a decision, by its words alone."""
    if s.role == "assistant" and _NEXT_MOVE.match(s.low):
        return False
    if _UNDECIDED.search(s.low):
        return False
    return bool(_DECISION.search(s.low) or DECISION_LABEL.match(s.text)
                or (s.role == "user" and replied is not None and s.msg > replied
                    and _USER_DECISION.match(s.low)))


def _asks(s: Sentence) -> bool:
    """A question, or her sentence that ends on one typed without its mark: "oh thank god.
    ok. random q, is kotlin 2.0 worth switching to yet" asks, it decides nothing."""
    if is_question(s.text):
        return True
    return s.role == "user" and asked(re.split(r"(?<=[.!])\s+", s.text.strip())[-1])


def decisions_of(sents: list[Sentence]) -> list[str]:
    """Conclusions stated outright; the person's instructions count once the assistant has
    answered, since "use X" in an opening request is the task, not a choice between options."""
    replied = next((s.msg for s in sents if s.role == "assistant"), None)
    found = []
    for i, s in enumerate(sents):
        if s.role == "machine" or s.task or s.kind in ("heading", "done") or _asks(s):
            continue
        chosen = s
        if _VERDICT_AFTER.match(s.low):
            before = sents[i - 1] if i else None
            if before is None or before.msg != s.msg or is_question(before.text):
                continue
            chosen = before
        elif not ((s.kind == "item" and _DECISION_SECTION.search(s.section))
                  or _settles(s, replied)):
            continue
        text = DECISION_LABEL.sub("", chosen.text)
        if (len(words_of(text)) < HEURISTIC_MIN_SENTENCE_WORDS - 1 or text.endswith(":")
                or _BARE_ASSENT.match(text.strip().lower())):
            continue
        weight = HEURISTIC_USER_WEIGHT if s.role == "user" else 1
        found.append((weight, chosen.pos, as_item(text, chosen.lead_code)))
    return pick_items(found, HEURISTIC_MAX_ITEMS)


def _is_loop(s: Sentence) -> bool:
    if s.task or (s.kind == "item" and _LOOP_SECTION.search(s.section)):
        return True
    if s.kind == "para" and _LOOP_SECTION.search(s.section):
        return True  # the paragraph under a "## Next step" heading
    if is_question(s.text) and "open question" not in s.low:
        return False
    return bool(_ACTION.search(s.low) or _TODO.search(s.text)
                or (s.role == "user" and _USER_ACTION.search(s.low)))


def _loop_piece(low: str) -> bool:
    return bool(_ACTION.search(low) or _USER_ACTION.search(low))


def _own_piece(s: Sentence, fires: Callable[[str], bool]) -> str:
    """The person's sentence cut where she ended one and began the next in lower case ("A now,
    and drop workers to 4. profiling I'll do myself next week"): the pieces the cue fires in,
    not the whole run. Other sentences, and one whose cue fires in no piece alone, stay whole."""
    if s.role != "user":
        return s.text
    pieces = [p.strip() for p in person_sentences(s.text) if p.strip()]
    if len(pieces) < 2:
        return s.text
    hit = [p for p in pieces if fires(p.lower())]
    return " ".join(hit) if hit else s.text


def marked_loops(sents: list[Sentence]) -> list[str]:
    """The loops she marked as such in her own words: a "- [ ]" task or a line under "TODO:"
    in upper case. A model trained on conversations, where such marks are rare, has no say on
    them: "TODO: write the migration script" is hers to do whatever its words score."""
    return loops_of([s for s in sents if s.role == "user" and (s.task or _TODO.search(s.text))])


def loops_of(sents: list[Sentence]) -> list[str]:
    """Open loops; the latest win, since an early "next step" is often done by the end. A
    heading or a lead-in ("Still need to:") is not one, its items are."""
    found = []
    for s in sents:
        if s.role == "machine" or s.kind in ("heading", "done") or s.n_words < 2:
            continue
        if not _is_loop(s):
            continue
        text = _ACTION_LABEL.sub("", _own_piece(s, _loop_piece)).strip()
        if text.rstrip("*_ ").endswith(":") or len(words_of(text)) < 2:
            continue
        weight = HEURISTIC_USER_WEIGHT if s.role == "user" else 1
        found.append((weight, s.pos, as_item(text, s.lead_code)))
    return pick_items(found, HEURISTIC_MAX_ITEMS, recent_first=True)
