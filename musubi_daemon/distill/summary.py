"""The summary Musubi writes without a model: two sentences, what the conversation was about
and where it ended.

What it was about is what the person opened with, in her words, as one sentence: the first
sentence of her opening turn that says something, joined to the question she asked when that
comes later ("Cousin's wedding in cork next month: what's normal to give?"). A question too
short to stand alone ("ideas?", "worth it?") goes with the sentence before it that is most
about the conversation. A greeting ("ok random q.") or a command typed to a harness ("/add
src/chart/profile.ts") is never it.
Where it ended is what was decided, else what was left open, else the assistant's last
conclusion. A decision the reader wrote out from an offer that was itself a question ("would
they accept a second auto-injector? (we'll give them two epipens)") is told by the person's
reply.
"""

from __future__ import annotations

import re
from collections import Counter

from ..config import HEURISTIC_MIN_SENTENCE_WORDS, HEURISTIC_SUMMARY_PART_CHARS
from ..index.query import STOPWORDS
from .dialogue import person_sentences
from .sentences import (
    Sentence,
    as_item,
    cut_text,
    is_question,
    item_key,
    split_beaten,
    squash,
    wordset,
)
from .turns import Dialogue, keywords

_NARRATION = re.compile(
    r"^(?:let me|let's (?:see|check|look|start)|i'll (?:first |now |start by )?(?:look|check|start|"
    r"take a look|run|read|search|find|see|investigate|measure|try|open)|i will (?:look|check|"
    r"start)|(?:first|now),? (?:i'll|let me)|here(?:'s| is| are)\b)", re.I)
_PLEASANTRY = re.compile(r"^(?:you're welcome|thanks|thank you|glad|happy to help|no problem|"
                        r"good luck|enjoy|have fun|cheers|sure thing|you got it|have a\s+(?:"
                        r"wonderful|great|nice|good|lovely|safe)|hope (?:this|that|it)|let me "
                        r"know|feel free|great (?:question|choice)|sounds like a plan|"
                        r"take care|best of luck|congrat|buon|bon|happy\s+\w+ing)\b", re.I)
# An opening that greets or announces rather than says: "hi!", "hey claude", "quick question".
_GREETING = re.compile(r"^(?:(?:hi|hey|hello|hiya|yo|morning|good (?:morning|evening|afternoon)|"
                       r"ok(?:ay)?|so|um+|quick|random|silly|dumb|question|q)\b[\s,!.]*)+"
                       r"(?:\w+[!.]?)?$", re.I)
# A request that names what the person wants, with or without a question mark.
_REQUEST = re.compile(r"^(?:can|could|would|should|shall|will|do|does|is|are|how|what|which|"
                      r"why|where|when|who|any|help|please|need|want|thinking\s+(?:of|about)|"
                      r"looking\s+(?:at|for)|planning|trying\s+to|i\s+(?:need|want))\b", re.I)
_PROSE_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_COMMAND = re.compile(r"/[a-z][\w-]*(?:\s|$)")
# Words that say too little to tie a sentence to what a conversation is about.
_FILLER = wordset("""
about above actually after again against all almost also already always am any anything around
away back because been before being below best better between both can can't could did didn't
does doesn't doing don't done down each either else even ever every few first fine get gets
getting give go goes going gone good got great here how however i'd i'll i'm i've instead it's
just keep know last less let let's like look looks lot made make makes many may maybe might more
most much must need needs never new next nice no nor not nothing now off ok okay once one only
other out over own per please probably put quite rather really right said same say see seems
should since some something still such sure take than thank thanks that's then there's thing
things think though through thus too two under until up upon use used uses using very via want
wants way well went what's whether while within without would yes yet you'd you'll you're
you've user assistant mean means min mins sec secs run runs work works working call
""")


def content_word(word: str) -> bool:
    low = word.lower()
    return len(low) >= 3 and low not in STOPWORDS and low not in _FILLER


def fold_plural(word: str) -> str:
    """Plural folded into singular: enough to count "tile" and "tiles" as one topic."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def concludes(s: Sentence, colon: bool = False) -> bool:
    """A sentence that says something: not narration, a question, thanks, or (unless ``colon``)
    a lead-in to a list."""
    return (s.n_words >= HEURISTIC_MIN_SENTENCE_WORDS and not is_question(s.text)
            and (colon or not s.text.endswith(":")) and not _NARRATION.match(s.text)
            and not _PLEASANTRY.match(s.text))


def _centre(sents: list[Sentence], stems: dict[str, str]) -> Counter[str]:
    """How often each content word comes up across the conversation: what it is about."""
    weight: Counter[str] = Counter()
    for s in sents:
        if s.role != "machine":
            weight.update({stems.get(w) or "" for w in s.prose} - {""})
    return weight


def _central(candidates: list[str], weight: Counter[str]) -> str | None:
    """The candidate that says most about what the conversation is about: the weight of its
    distinct content words, a long one not favoured for its length alone."""
    best: tuple[float, str] | None = None
    for text in candidates:
        words = [w.lower() for w in _PROSE_WORD.findall(text)]
        distinct = {fold_plural(w) for w in words if content_word(w)}
        if not distinct:
            continue
        score = sum(weight[w] for w in distinct) / (len(words) ** 0.5 + 1)
        if best is None or score > best[0]:
            best = (score, text)
    return best[1] if best else None


def _opening(dialogue: Dialogue, sents: list[Sentence]) -> list[str]:
    """The sentences of the person's first turn that hold prose, greetings left out (the next
    turn when the first says nothing)."""
    # A command typed to a harness ("/add src/chart/profile.ts") says what the tool was given,
    # not what the person wanted.
    said = [t for t in dialogue.person() if t.clauses and not _COMMAND.match(t.text.lstrip())]
    for turn in said[:2]:
        prose = {c.text for c in turn.clauses}
        out: list[str] = []
        for s in sents:
            if s.role != "user" or s.msg != turn.index:
                continue
            for piece in person_sentences(s.text):
                piece = squash(piece).strip(" ,;:-–—")
                # "thanks!" is a pleasantry; "thanks for yesterday, it was the timezone" says
                # something.
                if not piece or _GREETING.match(piece) or (
                        _PLEASANTRY.match(piece) and len(piece.split()) < 6):
                    continue
                # Prose the reader kept as the person's (her clauses), not a pasted log line.
                if any(c in piece or piece in c for c in prose):
                    out.append(piece)
        if out:
            return out
    return []


def _is_ask(piece: str) -> bool:
    return piece.rstrip().endswith("?") or bool(_REQUEST.match(piece))


def _asked(dialogue: Dialogue, sents: list[Sentence], weight: Counter[str]) -> str | None:
    """What the conversation was about: the opening's first sentence, and the question it asks
    when that comes later. A question of a word or two ("ideas?", "worth it?") goes with the
    sentence before it that is most about what the conversation is about."""
    pieces = _opening(dialogue, sents)
    if not pieces:
        return None
    words = [len(p.split()) for p in pieces]
    first = next((i for i, n in enumerate(words) if n >= HEURISTIC_MIN_SENTENCE_WORDS), 0)
    ask = next((i for i, p in enumerate(pieces) if i >= first and _is_ask(p)), None)
    if ask is None or ask == first:
        chosen = [first]
        if words[first] < 5 and first + 1 < len(pieces):  # "Runner q." says little alone
            chosen.append(first + 1)
    else:
        at = first
        if len(keywords(pieces[ask])) < 3 and ask - 1 > first:
            # "freelance ux writer here. accountant friend says i should do an s-corp. worth
            # it?": the s-corp is what the question asks about.
            best = _central(pieces[first:ask], weight)
            at = pieces.index(best) if best is not None else first
        chosen = [at, ask]
    if len(chosen) == 1:
        return _sentence(pieces[chosen[0]])
    # One sentence of two, so the summary stays two sentences: "Cousin's wedding in cork next
    # month: what's normal to give?"
    lead, then = as_item(pieces[chosen[0]]).rstrip(" .!?…;:,"), as_item(pieces[chosen[1]])
    if re.match(r"[A-Z][a-z]", then) and not re.match(r"I\b", then):
        then = then[:1].lower() + then[1:]
    text = _full_stop(f"{lead}: {then}")
    if len(text) > HEURISTIC_SUMMARY_PART_CHARS:
        keep = chosen[1] if len(keywords(pieces[chosen[1]])) >= 3 else chosen[0]
        text = _sentence(pieces[keep])
    return text


def _sentence(piece: str) -> str:
    return _full_stop(as_item(piece))


def _trailing_bracket(item: str) -> tuple[str, str] | None:
    """("head", "bracket") of "head (bracket)", the bracket running to the end."""
    if not item.endswith(")"):
        return None
    depth = 0
    for i in range(len(item) - 1, -1, -1):
        if item[i] == ")":
            depth += 1
        elif item[i] == "(":
            depth -= 1
            if depth == 0:
                head = item[:i].rstrip()
                return (head, item[i + 1:-1].strip()) if head else None
    return None


def _outcome(item: str) -> str:
    """A decision or a loop as the second half of a summary: the choices it beat left to the
    Decisions section, and an offer that was a question told by the person's reply to it."""
    text = split_beaten(item)[0].strip()
    split = _trailing_bracket(text)
    if split is not None:
        head, bracket = split
        if head.endswith("?") and len(keywords(bracket)) >= 2 \
                and head.count("(") == head.count(")"):
            text = bracket
    text = cut_text(text, HEURISTIC_SUMMARY_PART_CHARS)
    return text[:1].lower() + text[1:] if re.match(r"[A-Z][a-z]", text) else text


def _full_stop(sentence: str) -> str:
    """Ends in sentence punctuation, so two summary parts never run into one another."""
    if sentence.endswith(":"):
        return sentence[:-1] + "."
    if sentence.endswith((".", "!", "?", "…")):
        return sentence
    cut = cut_text(sentence, HEURISTIC_SUMMARY_PART_CHARS - 1)
    return cut if cut.endswith("…") else cut + "."


def summary_of(sents: list[Sentence], stems: dict[str, str], dialogue: Dialogue,
               decisions: list[str], loops: list[str]) -> tuple[str, Sentence | None]:
    """Two sentences: what the conversation was about and where it ended. Returns the summary
    and the assistant's sentence it used, if any (key points leave that one out)."""
    weight = _centre(sents, stems)
    asked = _asked(dialogue, sents, weight)
    if asked is None:
        first = next((s for s in sents if s.role in ("user", "machine") and s.n_words), None)
        asked = cut_text(as_item(first.text), HEURISTIC_SUMMARY_PART_CHARS) if first else None
    parts = [asked] if asked else []
    answer: Sentence | None = None
    if decisions:
        parts.append("Decided: " + _outcome(_central(decisions, weight) or decisions[-1]))
    elif loops:
        parts.append("Left open: " + _outcome(_central(loops, weight) or loops[-1]))
    else:
        # The assistant's last answer, where it leads: the outcome, not a pleasantry.
        said = [s for s in sents if s.role == "assistant" and concludes(s, colon=True)]
        last = max((s.msg for s in said), default=None)
        answer = next((s for s in said if s.msg == last), None)
        if answer is not None:
            parts.append(as_item(answer.text, answer.lead_code))
    if len(parts) == 2 and item_key(parts[0]) == item_key(parts[1]):
        parts.pop()
    return " ".join(_full_stop(p) for p in parts), answer
