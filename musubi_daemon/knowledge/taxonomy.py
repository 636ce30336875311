"""The topic map's pure logic: one taxonomy for the whole library, then notes placed into it.

Asking each conversation for its own labels sprawls into hundreds of near-duplicates, so the
model is asked once for 8-20 specific categories (seed, "Topics"); without a model the clusters
(``clustering.py``) are named from their most distinctive terms. Notes go to the nearest category by
cosine, and anything below the floor stays visibly Unsorted rather than forced somewhere.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np

from ..config import (
    TOPIC_FLOOR,
    TOPIC_GRAPH_DEGREE,
    TOPIC_NAME_MAX_SHARE,
    TOPIC_NAME_SHARE_FROM_NOTES,
    TOPIC_PROJECT_SHARE,
    TOPIC_PROMPT_CHARS,
    TOPIC_SAMPLE_NOTES,
    TOPICS_MAX,
)
from ..index.query import TIME_WORDS
from ..jsonish import JSON, JSONObject
from ..prompts.taxonomy import TAXONOMY_SCHEMA as TAXONOMY_SCHEMA
from ..prompts.taxonomy import taxonomy_messages as taxonomy_messages
from ..prompts.taxonomy import taxonomy_schema as taxonomy_schema
from .clustering import unit_rows

# Buckets that name no topic: they fill up with whatever the model could not place.
BANNED_NAMES: frozenset[str] = frozenset({
    "general", "misc", "miscellaneous", "other", "others", "various", "uncategorized",
    "uncategorised", "unsorted", "random", "stuff", "everything else", "topics",
})
# A name made only of these words, at least one of them banned, is a banned bucket in
# disguise ("Other Stuff", "Misc. Questions", "General Discussion"); "Random Forests" is not.
_BANNED_WORDS = frozenset(w for name in BANNED_NAMES for w in name.split())
_FILLER_WORDS = frozenset({
    "and", "or", "of", "the", "topic", "things", "thing", "discussion", "discussions",
    "question", "questions", "chat", "chats", "conversation", "conversations", "note", "notes",
    "item", "items", "subjects", "matters", "bits", "etc", "info", "tasks",
})
NAME_CHARS = 60
# Sample lines are cut here: a title and a few keywords place a note; more only eats budget.
SAMPLE_LINE_CHARS = 200
DESCRIPTION_CHARS = 240

# Characters Obsidian refuses in file names, or that break links.
_UNSAFE = re.compile(r'[*"\\/<>:|?#^\[\]\x00-\x1f\x7f]')
_SPACE = re.compile(r"\s+")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_WINDOWS_RESERVED = frozenset(
    {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
     *(f"lpt{i}" for i in range(1, 10))})


class TaxonomyError(ValueError):
    """The model's taxonomy is unusable; the engine falls back to clustering."""


def topic_slug(name: str) -> str:
    """Identity key of a topic: survives case, accents and punctuation edits to its name."""
    text = unicodedata.normalize("NFKC", name or "").casefold()
    text = re.sub(r"\+\+", "pp", text)           # c++ stays apart from c
    text = re.sub(r"(?<=\w)#", "-sharp", text)   # c# too, and the same key as "C Sharp"
    out: list[str] = []
    for ch in text:
        if ch.isascii():
            out.append(ch if ch.isalnum() else "-")
            continue
        base = unicodedata.normalize("NFKD", ch)[0]
        if base.isascii() and base.isalnum():
            out.append(base)                     # é -> e, but 日本 stays itself
        else:
            out.append(ch if ch.isalnum() else "-")
    return re.sub(r"-+", "-", "".join(out)).strip("-") or "topic"


def safe_topic_name(name: str) -> str:
    """The display name as a file name Obsidian accepts and links to; "" when nothing is left."""
    text = unicodedata.normalize("NFC", str(name or ""))
    text = re.sub(r"(?<=\w)#", " Sharp", text)
    text = re.sub(r"(?<=\w)[/\\](?=\w)", "-", text)  # CI/CD -> CI-CD
    text = re.sub(r"\s*:\s+", " - ", text)             # "Rust: async" -> "Rust - async"
    text = _UNSAFE.sub(" ", text)
    text = _SPACE.sub(" ", text).strip(" .-")
    if len(text) > NAME_CHARS:
        cut = text[:NAME_CHARS]
        text = cut.rsplit(" ", 1)[0] if " " in cut else cut
        text = text.strip(" .-&,")
    if text.casefold() in _WINDOWS_RESERVED:
        text += " Topic"
    return text


def _name_key(name: str) -> str:
    """Case- and punctuation-free form used to spot banned buckets."""
    text = unicodedata.normalize("NFKC", name).casefold().replace("&", " and ")
    return _SPACE.sub(" ", re.sub(r"[^\w\s]", " ", text)).strip()


def is_banned(name: str) -> bool:
    """Whether a name is a catch-all bucket rather than a topic."""
    key = _name_key(name)
    if key in BANNED_NAMES:
        return True
    words = key.split()
    return bool(words) and any(w in _BANNED_WORDS for w in words) and all(
        w in _BANNED_WORDS or w in _FILLER_WORDS for w in words)


@dataclass
class Category:
    name: str
    description: str

    @property
    def slug(self) -> str:
        return topic_slug(self.name)


def _cut(text: str, limit: int) -> str:
    """Cut on a word boundary, marking the cut, so a sample never ends mid-word."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    if " " in head:
        head = head.rsplit(" ", 1)[0]
    return head.rstrip(" ,;:-") + "…"


def _spread(n: int, count: int) -> list[int]:
    """count indices spread evenly over range(n), first included, order kept."""
    return [i * n // count for i in range(count)]


def sample_for_prompt(lines: list[str], limit: int = TOPIC_SAMPLE_NOTES,
                      budget: int = TOPIC_PROMPT_CHARS) -> list[str]:
    """Up to ``limit`` evenly spaced note lines that fit ``budget`` characters (one per line).

    When the lines would overflow the budget fewer are taken, still spread over the whole
    library: cutting the list short would show the model only its oldest notes.
    """
    cleaned = [_cut(line, SAMPLE_LINE_CHARS) for line in
               (_SPACE.sub(" ", str(x)).strip() for x in lines) if line]
    count = min(limit, len(cleaned))
    while count > 0:
        picked = [cleaned[i] for i in _spread(len(cleaned), count)]
        total = sum(len(line) + 1 for line in picked)
        if total <= budget:
            return picked
        count = count * budget // total  # strictly fewer: total > budget
    return []


_NAME_KEYS = ("name", "title", "topic", "category", "label")
_DESCRIPTION_KEYS = ("description", "desc", "summary", "about", "definition")
_INLINE_DESCRIPTION = re.compile(r"^(?P<name>[^:—–]{1,60}?)\s*(?::|\s[—–-])\s+(?P<desc>.+)$")


def _items(answer: JSON) -> list[JSON] | None:
    """The list of categories wherever the model put it: "topics", another key, or bare."""
    if isinstance(answer, list):
        return answer
    if not isinstance(answer, dict):
        return None
    if isinstance(answer.get("topics"), list):
        return cast("list[JSON] | None", answer["topics"])
    for value in answer.values():
        if isinstance(value, list):
            return value
    for value in answer.values():
        if isinstance(value, dict) and (found := _items(value)) is not None:
            return found
    return None


def _text(value: JSON) -> str:
    return _SPACE.sub(" ", value).strip() if isinstance(value, str) else ""


def _one_sentence(text: str) -> str:
    text = _SENTENCE.split(_text(text), maxsplit=1)[0] if text else ""
    return _cut(text[:1].upper() + text[1:], DESCRIPTION_CHARS)


def _category(item: JSON) -> Category | None:
    if isinstance(item, str):
        name, description = _text(item), ""
        if m := _INLINE_DESCRIPTION.match(name):
            name, description = m["name"], m["desc"]
    elif isinstance(item, dict):
        name = next((_text(item[k]) for k in _NAME_KEYS if _text(item.get(k))), "")
        description = next((_text(item[k]) for k in _DESCRIPTION_KEYS
                            if _text(item.get(k))), "")
    else:
        return None
    name = safe_topic_name(_BULLET.sub("", name).strip("'\"`*_ "))
    if not name or is_banned(name):
        return None
    return Category(name, _one_sentence(description))


def parse_taxonomy(answer: JSONObject) -> list[Category]:
    """Usable categories from the model's answer, or TaxonomyError when fewer than 2 remain.

    Fewer than TOPICS_MIN is accepted: a small library may honestly hold only a few topics.
    """
    items = _items(answer)
    if items is None:
        raise TaxonomyError(f"the model's answer holds no list of topics: {str(answer)[:200]!r}")
    categories: list[Category] = []
    seen: set[str] = set()
    for item in items:
        category = _category(item)
        if category is None or category.slug in seen:
            continue
        seen.add(category.slug)
        categories.append(category)
        if len(categories) == TOPICS_MAX:
            break
    if len(categories) < 2:
        raise TaxonomyError(
            f"the model proposed {len(items)} topics but only {len(categories)} usable "
            "(catch-all, empty and duplicate names are dropped); at least 2 are needed")
    return categories


# -- naming clusters found without a model ------------------------------------------------

# Words that say nothing about what a conversation is about, in notes of AI chats.
_STOPWORDS_TEXT = """
a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing done down during each else etc
even ever every few for from further get gets getting goes got had has have having he her
here hers him his how however i if in into is it its itself just let like made make makes
many may me might more most much must my need needs new no nor not now of off on once one only
or other our ours out over own per please same she should so some such than that the their
theirs them then there these they this those through to too under until up upon us use used
uses using very via want was way we well were what when where whether which while who whom
why will with within without would yes yet you your yours
user assistant conversation conversations chat question questions answer answers help thing
things something anything stuff way ways example examples issue issues problem problems
"""
_STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
# A multi-word term says more than one word ("sourdough starter" over "starter"), a little.
_PHRASE_BONUS = 1.15
_NUMBERISH = re.compile(r"^[\d\W_]+$")
# Dates name when a conversation happened, not what it was about ("late june").
_WHEN = TIME_WORDS
# Money names what a conversation cost, not what it was about ("Sek" held a Raspberry Pi, a
# trip to Sicily and a birthday present).
_CURRENCY_TEXT = """sek eur usd gbp chf nok dkk isk pln czk huf ron bgn jpy cny inr krw brl mxn
cad aud nzd zar sgd hkd rub uah kr kn euro euros dollar dollars pound pounds quid krona kronor
krone kroner yen yuan rupee rupees franc francs zloty cent cents pence"""
_CURRENCY = frozenset(_CURRENCY_TEXT.split())
_VOWELS = frozenset("aeiouy")
# A file name or path names where a conversation looked, not what it was about.
_FILE = re.compile(r"[/\\]|\w\.[a-z][a-z0-9]{0,4}\b")
# Words every coding conversation has: in a name they say nothing ("Error", "Code Issue").
_GENERIC_TEXT = """error errors issue issues thing things file files code question questions
help problem problems bug bugs fix fixes output result results value values line lines change
changes update updates task tasks
find add make use get show check run write create build set try need want look keep start
remove explain see give around about across along among behind beside between during through
toward towards within without"""
_GENERIC = frozenset(_GENERIC_TEXT.split())
# "9-to-6", "to-6": a time or a range, not a subject ("s3", "http2" stay names).
_RANGEISH = re.compile(r"\d.*-|-.*\d")


def _term(raw: str) -> str:
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", str(raw)).casefold()).strip(
        " .,;:!?'\"()[]{}")


def _usable(term: str) -> bool:
    words = term.split()
    if not words or len(term) <= 2 or _NUMBERISH.match(term) or term in _STOPWORDS:
        return False
    if _FILE.search(term) or any(w in _GENERIC or _RANGEISH.search(w) for w in words):
        return False  # "App.routes.ts", "Error": what every coding chat has, no topic
    if is_banned(term) or any(w in _WHEN or w in _CURRENCY for w in words):
        return False
    if len(words) > 1 and (words[0] in _STOPWORDS or words[-1] in _STOPWORDS):
        return False  # "after long", "trip to": a phrase cut mid-way names nothing
    return any(len(w) > 2 and w not in _STOPWORDS and not _NUMBERISH.match(w) for w in words)


def _title(term: str) -> str:
    """Title Case, with vowel-less short words read as acronyms ("llm" -> "LLM")."""
    words = []
    for word in term.split():
        if len(word) <= 5 and word.isalpha() and not (set(word) & _VOWELS):
            words.append(word.upper())
        else:
            words.append(word[:1].upper() + word[1:])
    return " ".join(words)


def _ranked_terms(note_terms: list[set[str]], members: list[int], df: Counter[str],
                  n: int, everywhere: set[str]) -> list[str]:
    """A cluster's terms, most distinctive first: common inside it, rare in the library."""
    counts: Counter[str] = Counter(t for i in members for t in note_terms[i])
    size = len(members)

    def key(term: str) -> tuple[bool, bool, float, str]:
        score = counts[term] / size * math.log(1 + n / df[term])
        if " " in term:
            score *= _PHRASE_BONUS
        # One note's term ("Credo") is that note's, not its cluster's: it names last.
        lone = size >= 3 and counts[term] < 2
        return (term in everywhere, lone, -score, term)

    return sorted(counts, key=key)


def _describe(terms: list[str]) -> str:
    if not terms:
        return "Conversations with no keywords in common."
    if len(terms) == 1:
        return f"Conversations about {terms[0]}."
    return f"Conversations about {', '.join(terms[:-1])} and {terms[-1]}."


def name_clusters(terms: list[list[str]], labels: Sequence[int], k: int,
                  taken: Iterable[str] = (), projects: Sequence[str] = ()) -> list[Category]:
    """A readable, unique name for each of k clusters, from terms that set it apart.

    Clusters are named in index order (largest first), so the biggest clusters get the plain
    names and later ones the combined or numbered forms. A cluster at least half made of one
    code project's sessions (``projects``, per note, "" for none), and holding at least half
    of them, is named after the project: that is the name its person gave it.
    """
    n = len(terms)
    note_terms = [{t for t in map(_term, note) if _usable(t)} for note in terms]
    df: Counter[str] = Counter(t for ts in note_terms for t in ts)
    members: list[list[int]] = [[] for _ in range(k)]
    for i, label in enumerate(labels):
        if 0 <= int(label) < k:
            members[int(label)].append(i)
    # A term in every populated cluster distinguishes none of them.
    populated = [m for m in members if m]
    everywhere: set[str] = set()
    if len(populated) > 1:
        everywhere = set.intersection(*({t for i in m for t in note_terms[i]} for m in populated))
    # Nor does a word of a third of the library ("Api", "Work"): it never names a topic.
    common = ({t for t, d in df.items() if d > TOPIC_NAME_MAX_SHARE * n}
              if n >= TOPIC_NAME_SHARE_FROM_NOTES else set())
    note_terms = [ts - common for ts in note_terms]

    used = {topic_slug(name) for name in taken if name}
    used |= {topic_slug(name) for name in BANNED_NAMES}
    ranked = [_ranked_terms(note_terms, m, df, n, everywhere) if m else [] for m in members]
    categories: list[Category] = []
    for c in range(k):
        name = _project_name(projects, members[c], used) if projects else ""
        name = name or _pick_name(ranked[c], used) or _fallback_name(terms, members[c], c,
                                                                     used, common)
        used.add(topic_slug(name))
        top = _distinct(ranked[c], 3)
        categories.append(Category(name, _describe(top)))
    return categories


def _project_name(projects: Sequence[str], members: list[int], used: set[str]) -> str:
    """The project that is this cluster's subject: at least half its notes, and at least
    half the project's sessions (a folder every session runs in, "~", names nothing)."""
    counts = Counter(projects[i] for i in members if projects[i])
    if not counts:
        return ""
    project, count = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    name = safe_topic_name(project[:1].upper() + project[1:])
    share = TOPIC_PROJECT_SHARE
    if count < share * len(members) or count < share * projects.count(project) or not name \
            or topic_slug(name) in used:
        return ""
    return name


def _distinct(ranked: list[str], count: int) -> list[str]:
    """Top terms, skipping ones contained in a better one ("starter" under "sourdough starter")."""
    out: list[str] = []
    for term in ranked:
        words = set(term.split())
        if any(words <= set(b.split()) or set(b.split()) <= words for b in out):
            continue
        out.append(term)
        if len(out) == count:
            break
    return out


def _pick_name(ranked: list[str], used: set[str]) -> str:
    """The best term; "Best & Second" when it is taken; a number only as the last resort."""
    candidates = _distinct(ranked, 4)
    if not candidates:
        return ""
    best = safe_topic_name(_title(candidates[0]))
    if best and topic_slug(best) not in used:
        return best
    for other in candidates[1:]:
        pair = safe_topic_name(f"{_title(candidates[0])} & {_title(other)}")
        if pair and topic_slug(pair) not in used:
            return pair
    return _numbered(best or _title(candidates[0]), used)


def _numbered(base: str, used: set[str]) -> str:
    base = safe_topic_name(base)[: NAME_CHARS - 4].rstrip() or "Cluster"
    number = 2
    while topic_slug(f"{base} {number}") in used:
        number += 1
    return f"{base} {number}"


def _fallback_name(terms: list[list[str]], members: list[int], index: int,
                   used: set[str], common: frozenset[str] | set[str] = frozenset()) -> str:
    """No distinctive term: try the short words filtered out above ("go", "r"), then a number.
    Never money, a file name or a word of a third of the library (``common``)."""
    loose: Counter[str] = Counter()
    for i in members:
        loose.update({t for t in map(_term, terms[i])
                      if t and t not in _STOPWORDS and not _NUMBERISH.match(t)
                      and not is_banned(t) and t not in common and not _FILE.search(t)
                      and not any(w in _CURRENCY for w in t.split())})
    for term, _ in sorted(loose.items(), key=lambda kv: (-kv[1], kv[0])):
        name = safe_topic_name(_title(term))
        if name and topic_slug(name) not in used:
            return name
    name = f"Cluster {index + 1}"
    return name if topic_slug(name) not in used else _numbered(name, used)


# -- placing notes and linking topics -----------------------------------------------------------

def assign(note_vectors: np.ndarray, topic_vectors: np.ndarray,
           floor: float = TOPIC_FLOOR) -> list[tuple[int | None, float]]:
    """Nearest topic per note by cosine; below the floor a note stays unplaced (None)."""
    notes = np.asarray(note_vectors, dtype=np.float64)
    topics = np.asarray(topic_vectors, dtype=np.float64)
    count = len(notes) if notes.ndim == 2 else 0
    if count == 0:
        return []
    if topics.ndim != 2 or len(topics) == 0:
        return [(None, 0.0)] * count
    sims = unit_rows(notes) @ unit_rows(topics).T
    best = np.argmax(sims, axis=1)  # first of equal maxima: the lowest index
    scores = sims[np.arange(count), best]
    return [(int(b) if s >= floor else None, float(s)) for b, s in zip(best, scores, strict=True)]


def related_topics(entities: Mapping[str, Counter[str]],
                   degree: int = TOPIC_GRAPH_DEGREE) -> dict[str, list[str]]:
    """Topics linked by the entities their notes share, at most ``degree`` links each.

    Strongest links are kept first, so the cap drops the weak edges that would turn the map
    into a hairball (seed: ~3 per node).
    """
    by_entity: dict[str, list[tuple[str, float]]] = {}
    for topic, counts in entities.items():
        for entity, count in counts.items():
            if count > 0:
                by_entity.setdefault(entity, []).append((topic, count))
    weights: dict[tuple[str, str], float] = {}
    for holders in by_entity.values():
        for i, (a, count_a) in enumerate(holders):
            for b, count_b in holders[i + 1:]:
                if a != b:
                    pair = (min(a, b), max(a, b))
                    weights[pair] = weights.get(pair, 0.0) + min(count_a, count_b)

    edges: dict[str, list[tuple[float, str]]] = {topic: [] for topic in entities}
    for (a, b), weight in sorted(weights.items(), key=lambda e: (-e[1], e[0])):
        if len(edges[a]) < degree and len(edges[b]) < degree:
            edges[a].append((weight, b))
            edges[b].append((weight, a))
    return {topic: [other for _, other in sorted(links, key=lambda e: (-e[0], e[1]))]
            for topic, links in edges.items()}
