"""A conversation read as sentences for the heuristic distiller: code, tables and markup set aside,
text split at sentence ends (not after "e.g." or an initial), and each sentence kept with who
said it, where, and whether it was a task item."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..config import HEURISTIC_MAX_ITEM_CHARS, HEURISTIC_SCAN_CHARS
from ..index.query import STOPWORDS
from ..model import Conversation

CODE_OPEN, CODE_CLOSE = "\x02", "\x03"  # mark inline code inside a sentence: shown, but not prose


def wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True)
class Sentence:
    text: str  # what a note shows: markdown gone, inline code unwrapped
    plain: str  # the prose alone, inline code removed: what words and names are counted from
    spans: tuple[str, ...]  # the inline code spans, for identifiers
    role: str  # "user" (typed by the person), "assistant" or "machine"
    msg: int  # index of the message it came from
    pos: int  # order in the conversation
    task: bool = False  # an unchecked markdown task ("- [ ] ...")
    lead_code: bool = False  # starts with inline code, whose case must stay as written
    n_words: int = 0  # prose words in ``plain``: how the length thresholds measure a sentence
    prose: tuple[str, ...] = ()  # lower-case prose words of ``plain``: key points and topics
    low: str = ""  # ``text`` lower-cased: cue patterns match it case-sensitively, much faster
    kind: str = "para"  # "para", "item" (of a list), "heading", or "done" (a checked task)
    section: str = ""  # lower-case heading or lead-in ("Next steps:") the sentence sits under


_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*\1[ \t]*$|\Z)", re.M | re.S)
_BLOCK = re.compile(r"^(?:(#{1,6})\s+|>\s?|(?:[-*+]|\d{1,3}[.)])\s+(?:\[([ xX])\]\s+)?)")
_SKIP_LINE = re.compile(r"^(?:\|.*\||[-*_=]{3,}|<{3,}.*|>{3,}.*|={3,}.*)$")
# "/add x.py", "/code ...": a command typed to a CLI harness, not a sentence.
_COMMAND = re.compile(r"^/[a-z][\w-]*(?=\s|$)\s*")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)\s]+\)")
_ATTACHMENT = re.compile(r"\[(?:image|file|attachment)\b[^\]]*\]", re.I)
_CODE_SPAN = re.compile(r"(`+)(.+?)\1")
_STRONG = re.compile(r"(\*\*|__|~~)(\S.*?)\1")
_EMPH = re.compile(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])"
                   r"|(?<!\w)_(?=\S)([^_]+?)(?<=\S)_(?!\w)")
_BOUNDARY = re.compile(r"[.!?…]+[\"'”’)\]]*\s+")
# Initials are capitals only: "2.18 s. The cache" ends a sentence, "J. Smith" does not.
_ABBREV = re.compile(r"(?:\b(?i:e\.g|i\.e|vs|cf|approx|mr|mrs|ms|dr|etc)|\b[A-Z])\.$")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_NOT_PROSE_TOKEN = re.compile(r"(?<!\S)\S*(?:://|/|\\|@|\w\.\w|\d)\S*")
CAMEL = re.compile(r"[a-z][A-Z]")
_SPAN = re.compile(f"{CODE_OPEN}(.*?){CODE_CLOSE}")
_SPAN_WHOLE = re.compile(f"{CODE_OPEN}.*?{CODE_CLOSE}")
_PLACEHOLDER = re.compile(r"\[REDACTED[^\]]*\]")  # what redaction leaves: not a name or topic
# A section that holds what is left of the task ("Still need to:", "TODO"), not suggestions.
# A section of what is left: "Still to do", "TODO:", "Remaining". "Two ways to do this:" is
# a lead-in to options, not a list of what is left.
LEFT_OF_TASK = re.compile(r"\b(?:still\s+(?:need|to\s+do)|remaining|left\s+to\s+do|to-?do|"
                          r"outstanding|pending|not\s+done|open\s+items?)\b"
                          r"|^\W*to\s+do\b|\bto\s+do(?:\s+list|\s*:?\s*$)")


def squash(text: str) -> str:
    """Runs of whitespace as one space, ends trimmed."""
    return " ".join(text.split())


def words_of(text: str) -> list[str]:
    """The words of a sentence, paths, URLs, numbers and dotted names left out."""
    return _WORD.findall(_NOT_PROSE_TOKEN.sub(" ", text))


def clean_inline(line: str) -> str:
    """Markdown decoration out, inline code marked so prose and code can be told apart later."""
    line = line.replace("’", "'").replace("‘", "'")
    if CODE_OPEN in line or CODE_CLOSE in line:
        line = line.replace(CODE_OPEN, "").replace(CODE_CLOSE, "")
    if "[" in line:
        line = _LINK.sub(r"\1", _ATTACHMENT.sub(" ", _IMAGE.sub(" ", line)))
    if "`" in line:
        line = _CODE_SPAN.sub(lambda m: f"{CODE_OPEN}{m.group(2).strip()}{CODE_CLOSE}", line)
    if "*" in line or "_" in line or "~" in line:
        line = _STRONG.sub(r"\2", line)
        line = _EMPH.sub(lambda m: m.group(1) or m.group(2), line)
    return squash(line)


def is_prose(text: str) -> bool:
    """Letters make at least half of it: CSV rows, numbers and paths are not sentences."""
    chars = len(text) - sum(map(str.isspace, text)) - text.count(CODE_OPEN) - text.count(CODE_CLOSE)
    return chars > 0 and sum(map(str.isalpha, text)) * 2 >= chars


def units_of(text: str, role: str) -> Iterator[tuple[str, bool]]:
    """Paragraphs and list items of one message, code blocks gone; flags unchecked tasks."""
    for unit, kind in blocks_of(text, role):
        yield unit, kind == "task"


def blocks_of(text: str, role: str) -> Iterator[tuple[str, str]]:
    """Paragraphs and list items of one message with their kind: "para", "item", "task" (an
    unchecked markdown task), "done" (a checked one) or "heading"; code blocks gone."""
    paragraph: list[str] = []

    def flush() -> Iterator[tuple[str, str]]:
        if paragraph:
            yield clean_inline(" ".join(paragraph)), "para"
            paragraph.clear()

    for raw in _FENCE.sub("\n", text).split("\n"):
        line = raw.strip()
        if role == "user":
            line = _COMMAND.sub("", line)
        if not line or _SKIP_LINE.match(line):
            yield from flush()
            continue
        block = _BLOCK.match(line)
        if block:
            yield from flush()
            kind = ("heading" if block.group(1) else "task" if block.group(2) == " "
                    else "done" if block.group(2) else "para" if line[0] == ">" else "item")
            yield clean_inline(line[block.end():]), kind
            continue
        if paragraph and not _continues(paragraph[-1], line):
            yield from flush()
        paragraph.append(line)
    yield from flush()


def _continues(prev: str, line: str) -> bool:
    """Whether a line carries on the previous one's sentence: people often end a line without a
    full stop, so a capitalised line after an unfinished one starts a new sentence."""
    if not line[:1].isupper() or prev.endswith((",", ";", ":", "(", "-", "–", "—", "&", "/")):
        return True
    last = prev.rsplit(None, 1)[-1].lower()
    return last in STOPWORDS


def split_sentences(unit: str) -> list[str]:
    """Sentences of one paragraph; a full stop after an abbreviation or before lower case stays."""
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(unit):
        following = unit[m.end():m.end() + 1]
        if following.islower():
            continue
        if _ABBREV.search(unit[max(start, m.start() - 8):m.end()].rstrip()):
            continue
        out.append(unit[start:m.end()].strip())
        start = m.end()
    out.append(unit[start:].strip())
    return [s for s in out if s]


def make_sentence(marked: str, role: str, msg: int, pos: int, task: bool, kind: str = "para",
                  section: str = "") -> Sentence:
    spans = tuple(_SPAN.findall(marked))
    text = squash(marked.replace(CODE_OPEN, "").replace(CODE_CLOSE, ""))
    plain = marked
    if CODE_OPEN in plain:
        plain = _SPAN_WHOLE.sub(" ", plain)
    if "[" in plain:
        plain = _PLACEHOLDER.sub(" ", plain)
    plain = squash(plain)
    words = words_of(plain)
    return Sentence(text, plain, spans, role, msg, pos, task, marked.startswith(CODE_OPEN),
                     len(words), prose_words(words), text.lower(), kind, section)


def sentences_of(conv: Conversation) -> list[Sentence]:
    """Every prose sentence of the person and the assistant, in order; tool and system skipped.
    A list item keeps the lead-in line above it ("Still need to:"), or else the heading, as its
    section; a paragraph keeps the heading."""
    out: list[Sentence] = []
    for i, m in enumerate(conv.messages):
        if m.role not in ("user", "assistant") or not m.text:
            continue
        role = "machine" if m.machine else m.role
        heading = lead = ""
        for unit, kind in blocks_of(m.text[:HEURISTIC_SCAN_CHARS], m.role):
            section = lead if kind in ("item", "task", "done") and lead else heading
            if kind == "heading":
                heading, lead = unit.lower(), ""
            elif kind == "para":
                lead = unit.lower() if unit.endswith(":") else ""
            if not is_prose(unit):
                continue
            for s in split_sentences(unit):
                if is_prose(s):
                    out.append(make_sentence(s, role, i, len(out), kind == "task",
                                             "item" if kind == "task" else kind, section))
    return out


def is_question(text: str) -> bool:
    return text.rstrip(" \"')”").endswith("?")


# A question typed without its mark, as chat is: "wait why does the test use t.TempDir…",
# "random q, is kotlin 2.0 worth switching to yet", "do balances need to be consistent".
# "what i'll do is…" and "will do" are statements; "do both" and "do the ALTER" are orders.
_ASKED = re.compile(
    r"^(?:(?:wait|ok|okay|so|and|but|also|hmm|oh|btw|like|random\s+q|quick\s+q(?:uestion)?|"
    r"question|q)[,.:!]?\s+)*"
    r"(?:(?:why|how|which|whose)\b(?!\s+about\b)"
    r"|what\b(?!\s+(?:i|we|i'll|we'll|i'd|we'd|i'm|we're|you\s+said)\b)"
    r"|(?:is|are|was|were|does|did|isn't|aren't|doesn't|didn't)\s+(?!(?:fine|ok|okay|good|"
    r"great|done|all)\b)\w"
    r"|(?:can|could|should|shall|would|will|do|am)\s+(?:i|we|you|they|he|she|it\s+be|"
    r"(?:[\w.+-]+\s+){1,2}(?:need|have|matter|still|really|actually|know|use|say))\b)",
    re.I)


def asked(text: str) -> bool:
    """A question, with or without its question mark: it decides nothing and is nothing to
    do, whatever cue words it holds."""
    return is_question(text) or bool(_ASKED.match(text.strip()))


def cut_text(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut at a word and marked with an ellipsis."""
    text = squash(text)
    if len(text) <= limit:
        return text
    head = text[:limit - 1]
    if " " in head[limit // 2:]:
        head = head[:head.rindex(" ")]
    return head.rstrip(" ,;:-–—(") + "…"


_PLAIN_LEAD = re.compile(r"[a-z]+(?=[\s,;:!?]|$)")  # a plain word, safe to capitalise


# Where a decision starts naming the choices it beat: "Rental car (over Trains)", as
# ``acts._written`` writes it.
_BEATEN = re.compile(r"\s*\(over ")


def split_beaten(item: str) -> tuple[str, str]:
    """(the choice, the choices it beat) of a decision item; ("Rental car", "") for one that
    names none. The summary shows the choice alone, the reversal reader compares both."""
    m = _BEATEN.search(item)
    return (item[:m.start()], item[m.end():]) if m else (item, "")


def as_item(text: str, lead_code: bool = False) -> str:
    """One list item: capitalised when it starts with a plain word (never an identifier)."""
    text = text.strip()
    if not lead_code and _PLAIN_LEAD.match(text):
        text = text[:1].upper() + text[1:]
    return cut_text(text, HEURISTIC_MAX_ITEM_CHARS)


def item_key(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


def pick_items(found: Iterable[tuple[int, int, str]], limit: int, recent_first: bool = False
          ) -> list[str]:
    """Heaviest candidates first (earliest, or latest), near-duplicates dropped, shown in order."""
    ranked = sorted(found, key=lambda c: (-c[0], -c[1] if recent_first else c[1]))
    kept: list[tuple[int, str]] = []
    keys: list[str] = []
    for _weight, pos, text in ranked:
        k = item_key(text)
        if not k or any(k in other or other in k for other in keys):
            continue
        keys.append(k)
        kept.append((pos, text))
        if len(kept) == limit:
            break
    return [text for _pos, text in sorted(kept)]


def prose_words(words: list[str]) -> tuple[str, ...]:
    """Lower-case words of the sentence's prose: no code, paths, URLs, numbers or camelCase."""
    return tuple(w.lower() for w in words if w[1:].islower() or w.isupper())
