"""The note Musubi writes when no chat model answers, or a conversation is too short to need one.

Everything here is extractive and conservative: a field is filled only from sentences that say
the thing outright, because a wrong decision or an invented fact is worse than an empty list (most
conversations hold no durable facts at all). Code blocks, tool output and machine-written text
never feed the prose fields; entities alone may read file names out of tool calls.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..config import (
    HEURISTIC_MAX_DECISIONS,
    HEURISTIC_MAX_ENTITIES,
    HEURISTIC_MAX_FACTS,
    HEURISTIC_MAX_INPUT_STRINGS,
    HEURISTIC_MAX_ITEMS,
    HEURISTIC_MAX_TOPICS,
    HEURISTIC_MIN_KEY_POINT_WORDS,
    HEURISTIC_MIN_MENTIONS,
    HEURISTIC_SCAN_CHARS,
    HEURISTIC_TITLE_CHARS,
    RANKER_RULE_THRESHOLD,
)
from ..index.query import STOPWORDS, TIME_WORDS
from ..model import Conversation, Message, StructuredNote
from .acts import (
    CUES,
    Conclusions,
    read_conclusions,
    settles,
    still_open,
)
from .conclusions import decisions_of, loops_of, marked_loops
from .dialogue import read_dialogue
from .facts import facts_of
from .listing import pick
from .not_hers import NOT_HERS
from .person import person_facts
from .ranker import Candidate, Weights, candidates, shipped_weights
from .referents import resolved
from .reversals import told_again, turned_back
from .sentences import (
    CAMEL,
    CODE_CLOSE,
    CODE_OPEN,
    LEFT_OF_TASK,
    Sentence,
    as_item,
    clean_inline,
    cut_text,
    is_prose,
    item_key,
    make_sentence,
    pick_items,
    sentences_of,
    split_sentences,
    squash,
    units_of,
    wordset,
)
from .summary import concludes, content_word, fold_plural, summary_of
from .turns import Dialogue, keywords

# --- title and summary ----------------------------------------------------------------------

def _title(conv: Conversation) -> str:
    """The source's title, or the person's first line; never longer than one list line."""
    title = squash(conv.title or "")
    if not title:
        firsts = sorted((m.machine, i) for i, m in enumerate(conv.messages)
                        if m.role == "user" and (m.text or "").strip())
        for _machine, i in firsts:
            text = conv.messages[i].text[:HEURISTIC_SCAN_CHARS]
            units = [u for u, _task in units_of(text, "user")]
            line = next((u for u in units if is_prose(u)), "")
            title = squash(line.replace(CODE_OPEN, "").replace(CODE_CLOSE, ""))
            if title:
                break
    return cut_text(title, HEURISTIC_TITLE_CHARS)


def _title_sentences(title: str, sents: list[Sentence], own_only: bool = False
                     ) -> list[Sentence]:
    """The title as sentences (message index -1). With ``own_only``, none when the title only
    repeats the person's first words, which would otherwise be counted twice."""
    if own_only:
        head = item_key(" ".join(s.text for s in sents[:3] if s.role in ("user", "machine")))
        if item_key(title.rstrip("…")) in head:
            return []
    return [make_sentence(t, "user", -1, -1, False) for t in split_sentences(clean_inline(title))]


# --- key points and topics ------------------------------------------------------------------

def _stem_map(sents: Iterable[Sentence]) -> dict[str, str]:
    """Each distinct word's stem, or "" for a word that carries no content: computed once."""
    out: dict[str, str] = {}
    for s in sents:
        for w in s.prose:
            if w not in out:
                out[w] = fold_plural(w) if content_word(w) else ""
    return out


def _key_points(sents: list[Sentence], skip: Sentence | None, stems: dict[str, str]
                ) -> list[str]:
    """The assistant's densest sentences: most distinct content words, narration left out."""
    found = []
    for s in sents:
        if s.role != "assistant" or s is skip or not concludes(s):
            continue
        distinct = {stems[w] for w in s.prose} - {""}
        if len(distinct) >= HEURISTIC_MIN_KEY_POINT_WORDS:
            found.append((len(distinct), s.pos, as_item(s.text, s.lead_code)))
    return pick_items(found, HEURISTIC_MAX_ITEMS)


def _topics(sents: list[Sentence], title: str, stems: dict[str, str]) -> list[str]:
    """The most repeated content words and word pairs; a real title counts as one more mention."""
    counts: Counter[tuple[str, ...]] = Counter()
    first: dict[tuple[str, ...], int] = {}
    surface: dict[tuple[str, ...], Counter[str]] = {}
    heads = _title_sentences(title, sents, own_only=True)
    stems = {**_stem_map(heads), **stems}
    for order, s in enumerate([*heads, *[s for s in sents if s.role != "machine"]]):
        words = s.prose
        for i, w in enumerate(words):
            stem = stems[w]
            if not stem or w in TIME_WORDS:
                continue  # "day" is when, never what a conversation is about
            grams: list[tuple[tuple[str, ...], str]] = [((stem,), w)]
            nxt = words[i + 1] if i + 1 < len(words) else ""
            # A word said twice in a row ("loading loading" of a spinner's text) is no pair.
            if nxt and stems[nxt] and stems[nxt] != stem and nxt not in TIME_WORDS:
                grams.append(((stem, stems[nxt]), f"{w} {nxt}"))
            for gram, shown in grams:
                counts[gram] += 1
                first.setdefault(gram, order)
                surface.setdefault(gram, Counter())[shown] += 1
    # A repeated pair names a subject better than either word, so it outranks them.
    ranked = sorted((g for g, n in counts.items() if n >= HEURISTIC_MIN_MENTIONS),
                    key=lambda g: (-counts[g] * len(g), first[g], g))
    chosen: list[tuple[str, ...]] = []
    for gram in ranked:
        if any(set(gram) & set(other) for other in chosen):
            continue
        chosen.append(gram)
        if len(chosen) == HEURISTIC_MAX_TOPICS:
            break
    return [surface[g].most_common(1)[0][0] for g in chosen]


# --- entities -------------------------------------------------------------------------------

_FILE_EXT = ("py|pyi|ipynb|ts|tsx|js|jsx|mjs|cjs|vue|svelte|json|jsonl|ya?ml|toml|ini|cfg|conf|"
             "env|md|mdx|rst|txt|csv|tsv|html?|css|scss|sass|less|sh|bash|zsh|fish|ps1|rs|go|java|"
             "kt|kts|rb|php|c|h|cc|cpp|hpp|cs|swift|m|mm|scala|clj|ex|exs|erl|hs|lua|r|jl|dart|sql|"
             "db|sqlite|proto|graphql|gql|tf|hcl|lock|gradle|xml|gpx|kml|geojson|pdf|docx?|xlsx?|"
             "pptx?|png|jpe?g|gif|svg|webp|mp3|mp4|wav|zip|tar|gz|tgz|dockerfile|gitignore")
_FILE = re.compile(rf"(?<![\w@/.-])(?:[\w.-]+/)*([\w][\w.-]*\.(?:{_FILE_EXT}))(?![\w/-]|\.\w)",
                   re.I)
_IDENTIFIER = re.compile(r"\.?[A-Za-z_][\w.-]*")
_TOKEN = re.compile(r"[^\W_][\w.'-]*[^\W_]|[^\W\d_]")
_CONNECTORS = wordset("da de del della di do dos das du la le van von der den y")
_NOT_NAMES = wordset("""
yes no ok okay hi hello hey thanks thank please sure done fixed note also then now here there
day step todo fixme nb ps tl dr january february march april may june july august september
october november december monday tuesday wednesday thursday friday saturday sunday user
assistant redacted can could would should will shall may might must does did is are was were
has have had kb mb gb tb ms km mi ft am pm utc
""")


def _title_case(token: str) -> bool:
    return token[0].isupper() and not token.isupper() and not CAMEL.search(token)


def _name_like(token: str) -> bool:
    """Capitalised, CamelCase, camelCase or an acronym, and not a common word."""
    if not token[0].isalpha() or len(token) < 2 or token == token.lower():
        return False
    low = token.lower()
    return not (low in STOPWORDS or low in _NOT_NAMES or low.removesuffix("s") in _NOT_NAMES
                or "'" in token or _FILE.fullmatch(token))


def _names(sentence: str) -> list[tuple[str, bool]]:
    """Candidate names in one sentence, each with whether it stands first (where any word is
    capitalised). Title Case words next to each other join ("Serra da Estrela"); acronyms and
    CamelCase stand alone."""
    out: list[tuple[str, bool]] = []
    run: list[str] = []
    run_initial = False
    tokens = list(_TOKEN.finditer(sentence))

    def flush() -> None:
        if run:
            out.append((" ".join(run), run_initial))
            run.clear()

    for i, m in enumerate(tokens):
        tok = m.group()
        if not run and tok == tok.lower():
            continue  # the common case, and never part of a name
        tok = tok[:-2] if tok.endswith("'s") else tok
        adjacent = bool(run) and not sentence[tokens[i - 1].end():m.start()].strip()
        if _name_like(tok):
            if adjacent and _title_case(tok) and (_title_case(run[-1])
                                                  or run[-1].lower() in _CONNECTORS):
                run.append(tok)
                continue
            flush()
            run.append(tok)
            run_initial = i == 0
            if not _title_case(tok):
                flush()
            continue
        nxt = tokens[i + 1].group() if i + 1 < len(tokens) else ""
        if (adjacent and tok.lower() in _CONNECTORS and _title_case(run[-1]) and nxt
                and _title_case(nxt) and _name_like(nxt)):
            run.append(tok)
            continue
        flush()
    flush()
    return out


def _strings(value: Any) -> list[str]:
    """String leaves of a tool call's input, bounded: a file path is what is wanted there."""
    out: list[str] = []
    stack = [value]
    while stack and len(out) < HEURISTIC_MAX_INPUT_STRINGS:
        v = stack.pop()
        if isinstance(v, str):
            out.append(v[:HEURISTIC_SCAN_CHARS])
        elif isinstance(v, dict):
            stack.extend(reversed(list(v.values())))
        elif isinstance(v, (list, tuple)):
            stack.extend(reversed(v))
    return out


def _file_texts(messages: list[Message]) -> Iterator[str]:
    """Every text a file name may be read from, tool output and tool inputs included."""
    for m in messages:
        if m.role == "system":
            continue
        yield (m.text or "")[:HEURISTIC_SCAN_CHARS]
        for call in m.tool_calls:
            yield from _strings(call.input)


def _entities(conv: Conversation, sents: list[Sentence], title: str) -> list[str]:
    """Names, identifiers and file names said at least twice, or named in the title."""
    counts: Counter[str] = Counter()
    shown: dict[str, str] = {}
    first: dict[str, int] = {}
    in_title: set[str] = set()

    def add(name: str, from_title: bool) -> None:
        key = name.lower()
        counts[key] += 1
        shown.setdefault(key, name)
        first.setdefault(key, len(first))
        if from_title:
            in_title.add(key)

    for m in _FILE.finditer(title):
        add(m.group(1), True)
    for text in _file_texts(conv.messages):
        for m in _FILE.finditer(text):
            add(m.group(1), False)
    found = [(s.msg < 0, s, _names(s.plain)) for s in (*_title_sentences(title, sents), *sents)]
    # A word capitalised mid-sentence is a name; the same word first in a sentence may not be.
    named = {w.lower() for _t, _s, names in found for n, initial in names if not initial
             for w in (n, n.split()[0])}
    for from_title, s, names in found:
        for name, initial in names:
            parts = name.split()
            if initial and not (parts[0].lower() in named or parts[0].isupper()
                                or CAMEL.search(parts[0])):
                parts = parts[1:]
                while parts and parts[0].lower() in _CONNECTORS:
                    parts = parts[1:]
            if parts:
                add(" ".join(parts), from_title)
        for span in s.spans:
            ident = span[:-2] if span.endswith("()") else span
            if (2 <= len(ident) <= 40 and _IDENTIFIER.fullmatch(ident)
                    and not _FILE.fullmatch(ident) and ident.lower() not in STOPWORDS):
                add(ident, from_title)
    keep = [k for k in counts if counts[k] >= HEURISTIC_MIN_MENTIONS or k in in_title]
    keep.sort(key=lambda k: (-counts[k], first[k]))
    return [shown[k] for k in keep[:HEURISTIC_MAX_ENTITIES]]


# --- the note -------------------------------------------------------------------------------


def _declines(text: str) -> bool:
    """A sentence that turns something down ("postgres not now") is no loop, whatever else
    it says: the dialogue reader has taken its other clauses one by one."""
    return bool(re.search(r"\b(?:not\s+now|no\s+thanks|skip\s+(?:it|that)|maybe\s+later|"
                          r"not\s+tonight)\b", text.lower()))




def _as_model_writes(fact: str) -> str:
    """A fact in the form the model writes and the profile shows: "Lives in Lisbon", without
    the "User" the older rules put first."""
    m = re.match(r"User(?:'s)?\s+(.*)$", fact)
    if not m:
        return fact
    rest = m.group(1)
    return ("Their " + rest) if fact.startswith("User's") else rest[:1].upper() + rest[1:]


def _told(decision: str, facts: list[str]) -> bool:
    """Whether a decision is only her saying something about herself that the note keeps as a
    fact: "I cook on the line most nights (Federal law …)" beside "Cooks on the line most
    nights" decides nothing."""
    head = re.split(r"\s\(", decision, maxsplit=1)[0]
    if any(CUES[k](head.lower()) for k in ("decided", "direction", "commit")):
        return False  # "I prefer engine 4 over the others" chooses, whatever else it tells
    said = keywords(head) | set(re.findall(r"\d+", head))
    return len(said) >= 2 and any(said <= keywords(f) | set(re.findall(r"\d+", f))
                                  for f in facts)


def _joined(first: list[str], more: list[str]) -> list[str]:
    """``first`` and then what ``more`` adds that says something new."""
    keys = [set(item_key(x).split()) for x in first]
    out = list(first)
    for m in more:
        k = set(item_key(m).split())
        if k and not any(len(k & o) >= 0.6 * len(k) for o in keys):
            out.append(m)
            keys.append(k)
    return out


def _facts_joined(read: list[str], cued: list[str]) -> list[str]:
    """The dialogue reader's facts, then the cue rules' facts about something none of them
    names. The cue rules cut a sentence at fewer places, so where both read one, theirs is
    the reader's fact with the rest of the sentence on: "Is a paramedic and code between
    shifts" beside "Works as a paramedic"."""
    # What a fact is about, not its verb: "Works at" and "Lives near" may say something new.
    named = set().union(*(keywords(f.split(" ", 1)[-1]) for f in read)) if read else set()
    return _joined(read, [f for f in cued if not keywords(f) & named])[:HEURISTIC_MAX_FACTS]


def _in_order(first: list[str], at: list[int], more: list[str], sents: list[Sentence]
              ) -> list[tuple[str, int]]:
    """``first`` (read from the dialogue, ``at`` their messages) joined by what ``more`` (read
    by cue phrases) adds, in the order the conversation said them, each with its message."""
    joined = _joined(first, more)
    msg_of = dict(zip(first, at, strict=True))
    start: dict[int, int] = {}
    for s in sents:
        start.setdefault(s.msg, s.pos)
    where: dict[str, tuple[int, int]] = {}
    for item in joined:
        key = item_key(item)[:60]
        hit = next((s for s in sents if key and key in item_key(s.text)), None)
        if hit is not None:
            where[item] = (hit.msg, hit.pos)
        else:
            msg = msg_of.get(item, 1 << 30)
            where[item] = (msg, start.get(msg, 1 << 30))
    ordered = sorted(joined, key=lambda x: where[x])  # stable: ties keep their order
    last = max((s.msg for s in sents), default=0)
    return [(x, min(where[x][0], last)) for x in ordered]


@dataclass
class _Reading:
    """What the rules read from a conversation: the ranker's candidates start here."""

    sents: list[Sentence]
    title: str
    stems: dict[str, str]
    dialogue: Dialogue
    found: Conclusions
    topics: list[str]
    decisions: list[tuple[str, int]]  # what the cue rules took for decisions, with messages
    loops: list[tuple[str, int]]


def _read(conv: Conversation) -> _Reading:
    sents = sentences_of(conv)
    title = _title(conv)
    stems = _stem_map(sents)
    dialogue = read_dialogue(conv)
    found = read_conclusions(dialogue)
    topics = _topics(sents, title, stems)
    own = [x for x in sents if x.role == "user"]  # the cue phrases, read on the person's side
    # The assistant's own list of what is left of the task ("Still need to:", "- [ ] …") is
    # open; its suggestions ("Next steps", "Optional") are not until the person takes them.
    left = [x for x in sents if x.role == "assistant" and x.kind != "heading"
            and (x.task or LEFT_OF_TASK.search(x.section))]
    decisions = _in_order(found.decisions, found.decisions_at,
                          [d for d in decisions_of(own) if settles(d)], sents)
    loops = _in_order(found.loops, found.loops_at,
                      [x for x in loops_of(own + left)
                       if still_open(x, dialogue) and not _declines(x)
                       and not NOT_HERS.search(x.lower())], sents)
    return _Reading(sents, title, stems, dialogue, found, topics,
                    decisions[:HEURISTIC_MAX_DECISIONS], loops[-HEURISTIC_MAX_ITEMS:])


def heuristic_candidates(conv: Conversation) -> list[Candidate]:
    """Every candidate decision and loop of a conversation, with its features: what the ranker
    scores, and what ``musubi-bench distill-train`` learns from."""
    return training_view(conv)[0]


def training_view(conv: Conversation) -> tuple[list[Candidate], Callable[[str], str]]:
    """The candidates, and how the note words a loop the ranker picks: "I'll do that too"
    is shown with what "that" is, and a loop is right or wrong as shown."""
    r = _read(conv)
    return _candidates(conv, r), lambda text: resolved([text], r.topics, r.dialogue)[0]


def _candidates(conv: Conversation, r: _Reading) -> list[Candidate]:
    return candidates(conv, r.dialogue, r.sents, {"decisions": r.decisions, "loops": r.loops},
                      r.topics, r.found.superseded, r.found.taken_back)


_HERS = ("rule", "clause", "composite")  # candidates read from what she said


def _turned_back(picked: list[tuple[str, int]], maybe: list[tuple[str, int]], d: Dialogue
                 ) -> tuple[list[str], list[str]]:
    """(the picked decisions that stand, every choice turned back). A choice she went back on
    is read among all the rules found and her choices the model did not rule out, not only
    those the ranker shows: "sylt, always wanted to go", then "so usedom instead", leaves Sylt
    superseded in the note even when the ranker was too unsure of the first pick to list it."""
    shown = set(picked)
    every = sorted([*picked, *dict.fromkeys(x for x in maybe if x not in shown)],
                   key=lambda x: x[1])
    kept, turned = turned_back(every, d)
    standing = set(kept)
    return [text for text, _msg in picked if text in standing], turned


def heuristic_note(conv: Conversation, weights: dict[str, Weights] | None = None
                   ) -> StructuredNote:
    """A note from the transcript's own sentences: deterministic, fast, and never inventive.
    Decisions and loops are the ranker's pick among the candidates (``weights``, by default
    the shipped ones); without weights, the rules' findings stand alone."""
    r = _read(conv)
    weights = shipped_weights() if weights is None else weights
    if weights:
        found = _candidates(conv, r)
        choices = [c for c in found if c.field == "decisions"]
        picked = [(c.text, c.msg) for c in pick(choices, weights["decisions"],
                                                HEURISTIC_MAX_DECISIONS)]
        # Her choices the model doubted but did not rule out: one she went back on ("live
        # demo yes", later "no live stuff") is superseded, listed or not.
        maybe = [*r.decisions, *((c.text, c.msg) for c in choices
                                 if c.kind in _HERS and conv.messages[c.msg].role == "user"
                                 and weights["decisions"].probability(c)
                                 >= RANKER_RULE_THRESHOLD)]
        said = {item_key(m) for m in marked_loops(r.sents)}
        marked = frozenset(x for x, _m in r.loops if item_key(x) in said)
        actions = [c.text for c in pick([c for c in found if c.field == "loops"],
                                        weights["loops"], HEURISTIC_MAX_ITEMS, marked)]
    else:
        picked = list(r.decisions)
        maybe = picked
        actions = [x for x, _m in r.loops]
    decisions, turned = _turned_back(picked, maybe, r.dialogue)
    superseded = r.found.superseded + [t for t in turned if t not in r.found.superseded]
    decisions, retold = told_again(decisions, superseded)
    superseded += [t for t in retold if t not in superseded]
    facts = _facts_joined(person_facts(r.dialogue),
                          [_as_model_writes(f) for f in facts_of(r.sents)])
    decisions = [d for d in resolved(decisions, r.topics, r.dialogue) if not _told(d, facts)]
    actions = resolved(actions, r.topics, r.dialogue)
    summary, answer = summary_of(r.sents, r.stems, r.dialogue, decisions, actions)
    return StructuredNote(
        title=r.title,
        summary=summary,
        key_points=_key_points(r.sents, answer, r.stems),
        entities=_entities(conv, r.sents, r.title),
        decisions=decisions,
        facts=facts,
        actions=actions,
        topics=r.topics,
        tags=[],
        superseded=superseded,
    )
