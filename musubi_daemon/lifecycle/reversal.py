"""Explicit reversals ("no longer uses IVF-PQ; HNSW instead", "switched from Postgres to
SQLite"): what a note drops and what it takes up, and whether that drops what a statement
(a concept) holds. Without a model this is the contradiction check, so it is narrow on purpose:
only a stated change counts, never a bare "not", a gerund ("instead of waiting"), a duration
("no longer than 5 minutes"), a question, a conditional or a denied change ("we never switched
from X"). A miss leaves a contradiction to the person; a false hit blocks a good concept."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..index.query import STOPWORDS

_X = r"(?P<old>[^.;:!?,]+?)"
_Y = r"(?P<new>[^.;:!?,]+?)"
_END = r"(?=[.;:!?,]|\s+(?:and|but|because|since|so|now|as|which)\b|$)"
# Each pattern names the dropped side ``old`` and, when it says so, the new side ``new``.
_PATTERNS = [re.compile(p, re.IGNORECASE) for p in (
    rf"\bswitch(?:ed|ing)?\s+(?:over\s+|back\s+)?from\s+{_X}\s+(?:to|for)\s+{_Y}{_END}",
    rf"\bmigrat(?:ed|ing|e)\s+(?:\w+\s+){{0,3}}?from\s+{_X}\s+(?:to|onto)\s+{_Y}{_END}",
    rf"\bmov(?:ed|ing|e)\s+(?:away\s+from|off(?:\s+of)?)\s+{_X}(?:\s+(?:to|for)\s+{_Y})?{_END}",
    rf"\bmov(?:ed|ing)\s+from\s+{_X}\s+to\s+{_Y}{_END}",
    rf"\breplac(?:ed|ing|e)\s+{_X}\s+(?:with|by)\s+{_Y}{_END}",
    rf"\b{_X}\s+(?:was|were|is|are|got|has been|have been)\s+replaced\s+(?:with|by)\s+{_Y}{_END}",
    rf"\b(?:dropp(?:ed|ing)|drop|ditch(?:ed|ing)?|abandon(?:ed|ing)?)\s+{_X}\s+"
    rf"(?:for|in\s+favou?r\s+of)\s+{_Y}{_END}",
    rf"\b(?:stopp(?:ed|ing)|stop|quit)\s+(?:using|relying\s+on|running)\s+{_X}{_END}",
    rf"\bno\s+longer\s+(?!than\b)(?:\w+\s+){{0,1}}?(?:uses?|using|keeps?|runs?|relies\s+on|"
    rf"relying\s+on|stores?|depends\s+on|needs?|has|have|on)\s+{_X}{_END}",
    rf"\b{_X}\s+(?:is|are|was|were)\s+no\s+longer\s+(?:used|needed|in\s+use|supported)\b",
    rf"\bno\s+longer\s+\w+(?:ed|en)\s+(?:with|on|in|by|from|through)\s+{_X}{_END}",
    rf"\b(?:don't|do\s+not|doesn't|does\s+not|aren't|are\s+not|not)\s+(?:use|using|run|"
    rf"running)\s+{_X}\s+any\s?more{_END}",
    rf"\b{_Y}\s+instead\s+of\s+(?!\w+ing\b){_X}{_END}",
    rf"\b(?:uses?|using|chose|choose|picked|went\s+with|adopted)\s+{_Y}\s+rather\s+than\s+"
    rf"(?!\w+ing\b){_X}{_END}",
)]
# A change someone denies, asks about or only considers is no change.
_HEDGE = re.compile(r"\b(?:not|never|n't|if|whether|should|could|might|would|may|maybe|"
                    r"consider(?:ing|ed)?|thinking\s+about|plan(?:ning)?\s+to|want\s+to|"
                    r"wondering)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9+#_-]*(?:\.[A-Za-z0-9]+)*")
_LEAD = re.compile(r"^(?:the|a|an|our|my|their|its|his|her|this|that|using|use)\s+",
                   re.IGNORECASE)
_CONTEXT = re.compile(r"\s+(?:for|in|on|at|with|from|of|by|since|last|this|next|to)\s+",
                      re.IGNORECASE)
_FILLER = STOPWORDS | {"use", "uses", "used", "using", "now", "instead", "anymore", "also",
                       "all", "some", "one", "thing", "things", "stuff", "way", "longer",
                       "keep", "keeps", "kept", "run", "runs", "ran"}


@dataclass(frozen=True)
class Reversal:
    old: str  # what the note drops, as written
    new: str  # what it takes up instead, or ""
    sentence: str
    subject: str = ""  # the words before the change: whose it is ("The CLI no longer ...")


def reversals(text: str) -> list[Reversal]:
    """Every explicit change a text states, in order; hedged ones and questions left out."""
    out: list[Reversal] = []
    for s in _SENTENCE.findall(text):
        sentence = s.strip()
        if not sentence or sentence.endswith("?"):
            continue
        for p in _PATTERNS:
            for m in p.finditer(sentence):
                before = sentence[:m.start()].split(",")[-1].split(";")[-1]
                if _HEDGE.search(before[-40:]) or _HEDGE.search(_cue(m)):
                    continue
                old = _LEAD.sub("", m.group("old").strip())
                new = _LEAD.sub("", (m.groupdict().get("new") or "").strip())
                new = _CONTEXT.split(new, maxsplit=1)[0]  # "SQLite for the tile store"
                if terms(old):
                    out.append(Reversal(old, new, sentence, before))
    if out and not any(r.new for r in out):  # "no longer uses X; Y instead"
        after = re.search(r"(?:;|\.)\s*(?P<new>[^.;]+?)\s+instead\b", text, re.IGNORECASE)
        if after:
            out = [Reversal(r.old, _LEAD.sub("", after.group("new").strip()), r.sentence,
                            r.subject) for r in out]
    return out


def _cue(m: re.Match[str]) -> str:
    """The words of a match outside its ``old`` and ``new`` groups: where a hedge would sit."""
    spans = sorted(m.span(g) for g in ("old", "new") if m.groupdict().get(g) is not None)
    text, at = "", m.start()
    for a, b in spans:
        text += m.string[at:a] + " "
        at = b
    return text + m.string[at:m.end()]


def terms(text: str) -> set[str]:
    """Content words, lower-cased, a plural's ``s`` dropped so "tiles" meets "tile"."""
    out = set()
    for t in _TOKEN.findall(text):
        w = t.casefold()
        if w in _FILLER or len(w) < 2:
            continue
        out.add(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def _named(text: str) -> set[str]:
    """The terms written as names (a capital, a digit or a symbol): Postgres, IVF-PQ, k8s."""
    return terms(" ".join(t for t in _TOKEN.findall(text)
                          if any(c.isupper() or c.isdigit() or c in "+#-_." for c in t)))


def reverses(note: str, statement: str) -> str | None:
    """What ``note`` drops that ``statement`` holds (the dropped side as written), or None.

    The statement must share the dropped side's name (Postgres, IVF-PQ) or, when it names
    none, two of its words, or one and the change's subject ("The CLI no longer depends on
    click"); and it must not be on the new side itself (naming what was taken up, or stating
    the same change).
    """
    held = terms(statement)
    own = [terms(r.old) for r in reversals(statement)]
    for r in reversals(note):
        old = terms(r.old)
        shared = old & held
        names = _named(r.old)
        if names:  # "Postgres for the tile store": the name is what goes, not the store
            if not shared & names:
                continue
        elif len(shared) < (1 if terms(r.subject) & held else 2):
            continue
        if (_named(r.new) & held) - old or any(o & old for o in own):
            continue
        return r.old
    return None
