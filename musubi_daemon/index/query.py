"""What a search asks for, before any store answers it: its words (stopwords out, quoted
phrases kept), the FTS5 expressions made of them, and the filters that narrow it.

Apart from the keyword store so that the readers of words (distillation, topics, the
lifecycle) take the stopwords without loading SQLite and the store's schema, and so that the
CLI, MCP and the daemon's API build ``Filters`` from one place.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, get_args

from ..config import HIDDEN_STATES

_STOPWORDS_TEXT = """a an and are as at be but by did do does for from had has have he her his
how i if in into is it its me my of on or our she so that the their them then there these they
this to was we were what when where which who whom why will with you your"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
# Words that say when something happened, never what it was about: no topic is named by them.
_TIME_WORDS_TEXT = """january february march april may june july august september october
november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday
thursday friday saturday sunday today yesterday tomorrow morning evening tonight week weekend
month year day days weeks months years hour hours night nights afternoon late early"""
TIME_WORDS = frozenset(_TIME_WORDS_TEXT.split())
# Words a question is made of that tell the keyword channel nothing, beside STOPWORDS: modal
# verbs, forms of "be", and the tails word splitting leaves of "I'm", "don't", "we'll". In a
# small library "when can I collect the bicycle" matched "Can you find out why?" first, and
# that one keyword hit buried the capture the vector channel ranked first.
_QUERY_STOPWORDS_TEXT = """am been being can could may might must shall should would us him
s t m ll ve re"""
QUERY_STOPWORDS = STOPWORDS | frozenset(_QUERY_STOPWORDS_TEXT.split())
WORD = re.compile(r"\w+", re.UNICODE)


# What a search may be narrowed to (``--kind``, the MCP ``kind``): the notes Musubi writes from
# conversations and captures, the person's own notes, and the pages Musubi derives from them.
SearchKind = Literal["conversation", "note", "episode", "topic", "reflection", "concept",
                     "curated"]
SEARCH_KINDS: tuple[str, ...] = get_args(SearchKind)


@dataclass
class Filters:
    source: str | None = None
    project: str | None = None
    kind: str | None = None
    agent: str | None = None  # only captures this agent made
    since: str | None = None  # ISO date or datetime, inclusive
    until: str | None = None  # inclusive
    # Demoted, archived and superseded notes are kept but out of the way unless asked for.
    include_hidden: bool = False
    # The stored projects ``project`` names (a name like "trailmap" names every
    # ".../trailmap"); set by the index, empty: ``project`` as given.
    projects: tuple[str, ...] = ()

    def resolved(self, known: Callable[[], Iterable[str]]) -> Filters:
        """``project`` as a person says it, against the stored projects (``known()``, asked
        only when a project is set: listing them reads every passage): the path itself, or
        its last folder's name ("trailmap" for /home/ana/src/trailmap), any case."""
        if not self.project or self.projects:
            return self
        wanted = self.project.strip().rstrip("/\\")
        names = list(known())
        exact = [p for p in names if p == wanted]
        named = [p for p in names if re.split(r"[/\\]", p.rstrip("/\\"))[-1].casefold()
                 == wanted.casefold()]
        found = exact or named
        return replace(self, projects=tuple(found)) if found else self

    def project_values(self) -> list[str]:
        return list(self.projects) or ([self.project] if self.project else [])

    def vector_where(self) -> dict[str, Any] | None:
        """The filters as a Chroma ``where`` clause over ``Chunk.metadata``; None: none.
        Hidden states are not a clause: Chroma filters by reading the metadata of every
        passage the clause admits (at 50,000 passages a query went from 13 to 480 ms), and
        nearly all are admitted. The index leaves them out after the query instead."""
        clauses: list[dict[str, Any]] = []
        for key in ("source", "kind", "agent"):
            value = getattr(self, key)
            if value:
                clauses.append({key: value})
        projects = self.project_values()
        if projects:
            clauses.append({"project": projects[0]} if len(projects) == 1
                           else {"project": {"$in": projects}})
        if self.since:
            clauses.append({"created_day": {"$gte": int(self.since[:10].replace("-", ""))}})
        if self.until:
            clauses.append({"created_day": {"$lte": int(self.until[:10].replace("-", ""))}})
        if not clauses:
            return None
        return clauses[0] if len(clauses) == 1 else {"$and": clauses}

    def sql(self) -> tuple[str, list[str]]:
        clauses, args = [], []
        for col in ("source", "kind", "agent"):
            value = getattr(self, col)
            if value:
                clauses.append(f"c.{col} = ?")
                args.append(value)
        projects = self.project_values()
        if projects:
            clauses.append(f"c.project IN ({','.join('?' * len(projects))})")
            args.extend(projects)
        if self.since:
            clauses.append("c.created >= ?")
            args.append(self.since)
        if self.until:
            clauses.append("c.created <= ?")
            args.append(self.until + ("T23:59:59Z" if len(self.until) == 10 else ""))
        if not self.include_hidden:
            clauses.append(f"COALESCE(c.state, '') NOT IN ({','.join('?' * len(HIDDEN_STATES))})")
            args.extend(HIDDEN_STATES)
        return (" AND ".join(clauses), args)

    def empty(self) -> bool:
        """True when the filters narrow nothing down, not even by state."""
        return not self.sql()[0]

def query_terms(text: str) -> list[str]:
    """The query's content words, lower-cased, each once, in order (all its words when every
    one is a stopword: "who am I" still searches for something)."""
    words = [w.lower() for w in WORD.findall(text)]
    return list(dict.fromkeys([w for w in words if w not in QUERY_STOPWORDS] or words))


_QUOTED = re.compile(r'["\u201c\u201d\u201e]([^"\u201c\u201d\u201e]*)(?:["\u201c\u201d\u201e]|$)')


def quoted_phrases(query: str) -> list[str]:
    """The parts of ``query`` a person put in double quotes (straight or curly; an unclosed
    quote runs to the end), each of at least one word: words that must stand in that order."""
    return [p.strip() for p in _QUOTED.findall(query) if WORD.search(p)]


def phrase_words(text: str) -> list[str]:
    """Every word of ``text`` in order, stopwords kept: in a phrase they are its shape."""
    return [w.lower() for w in WORD.findall(text)]


def folded(word: str) -> str:
    """A word without case or accents, as the index's tokenizer reads it."""
    return "".join(c for c in unicodedata.normalize("NFKD", word.casefold())
                   if not unicodedata.combining(c))


def in_order(words: Sequence[str], phrase: Sequence[str]) -> bool:
    n = len(phrase)
    return any(list(words[i:i + n]) == list(phrase) for i in range(len(words) - n + 1))


def phrase_match(phrase: str) -> str:
    """An FTS5 phrase over the passage text: the words in order, as the tokenizer cuts them
    ("I'll" is "i" then "ll"), so punctuation between them does not matter."""
    return 'text : "' + " ".join(phrase_words(phrase)) + '"'


def any_of(terms: Sequence[str]) -> str:
    """An OR of the words: BM25 ranks by how many and how rare."""
    return " OR ".join(f'"{w}"' for w in terms)
