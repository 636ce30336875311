"""Every candidate fact of a library -> a short, true profile, cheapest layer first.

1. ``dedupe_key``: phrasings that differ only in the "User is" subject, case or punctuation
   collapse without a model. It is also what the no-model fallback shows, and a fallback full of
   obvious duplicates makes the whole feature look broken.
2. ``is_durable``: project state, plans and counts wearing a fact's clothes are dropped at read
   time, so a better pattern reaches the whole library without re-distilling a single note.
3. The model merge (``merge_messages`` / ``parse_merge``): "named Ana" = "is Ana Costa" and
   "based in Porto" vs "based in Lisbon" need understanding and dates. Only the pure halves live
   here; the engine makes the call and caches it against ``merge_signature``.

Without a model, ``resolve_conflicts`` settles the few contradictions a table can recognise
(where someone lives, who employs them, their name, their age): the newest statement wins.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..config import HIDDEN_STATES, PROFILE_CAPTURE_CHARS, PROFILE_MODEL_CANDIDATES
from ..jsonish import JSON, JSONObject
from ..prompts.distill import NO_THINK
from ..prompts.profile_merge import MERGE_SCHEMA as MERGE_SCHEMA
from ..prompts.profile_merge import MERGE_SYSTEM_PROMPT, PROMPT_VERSION
from .library import LibraryNote


class ProfileMergeError(ValueError):
    """The model's merge answer is unusable (wrong shape, or it lost most candidates)."""


@dataclass(frozen=True)
class FactCandidate:
    text: str       # as the distiller wrote it: "User is named Ana."
    note_id: str    # musubi_id of the conversation note
    note_path: str  # vault-relative path of that note, with ".md"
    date: str       # ISO "YYYY-MM-DDTHH:MM:SSZ": when the conversation happened


@dataclass
class FactGroup:
    """Candidates that share a dedupe key: one line of the no-model profile."""

    key: str
    text: str                     # the newest candidate's phrasing, via display_text
    sources: list[FactCandidate]  # one per note, newest first
    newest: str
    # Keys of every group folded into this one (its own included), so suppressing the line
    # also suppresses the phrasings it absorbed.
    merged_keys: list[str] = field(default_factory=list)

    @property
    def support(self) -> int:
        return len(self.sources)


@dataclass
class ProfileFact:
    text: str                      # display text, without the "User" subject
    key: str
    sources: list[FactCandidate]   # one per supporting note, newest first
    newest: str
    added: bool = False            # written into profile.md by the person
    merged_keys: list[str] = field(default_factory=list)

    @property
    def support(self) -> int:
        return len(self.sources)


# -- layer 1: the dedupe key ------------------------------------------------------------------

# "user interface design is ..." is not about the user: the subject is kept before these words.
_NOT_A_SUBJECT = (r"(?!(?:interface|interfaces|experience|experiences|research|story|stories|data"
                  r"|input|inputs|account|accounts|agent|agents|base|group|groups|manual|guide"
                  r"|testing|feedback|space|mode|friendly|facing|name|names|id|ids)\b)")
_SUBJECT = re.compile(r"^(?:the\s+user|user|the\s+person)(?:'s\s+|\s+" + _NOT_A_SUBJECT + ")",
                      re.IGNORECASE)
_COPULA = re.compile(r"^(?:is|are|was|were)\s+", re.IGNORECASE)
_QUOTES = "\"'“”‘’`"
_TRAILING = re.compile(r"[\s.!?;:,\"'“”‘’`]+$")
_SPACE = re.compile(r"\s+")


def _normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'")
    return _SPACE.sub(" ", text).strip().strip(_QUOTES).strip()


def dedupe_key(text: str) -> str:
    """The form two phrasings of one fact share: "User is named Ana." -> "named ana".

    Repeated to a fixed point, so a key is its own key and a suppressed entry may be written
    either as a key or as the fact's text.
    """
    key = _normalise(text).casefold()
    for _ in range(8):
        before = key
        key = _TRAILING.sub("", key).strip(_QUOTES).strip()
        key = _SUBJECT.sub("", key, count=1)
        key = _COPULA.sub("", key, count=1)
        key = _TRAILING.sub("", key).strip(_QUOTES).strip()
        if key == before:
            break
    return key


_PAST_BIRTH = re.compile(r"^(?:was|were)\s+(?=born\b)", re.IGNORECASE)
_PRESENT_COPULA = re.compile(r"^(?:is|are)\s+", re.IGNORECASE)


def display_text(text: str) -> str:
    """How a fact reads on the profile: "User is named Ana." -> "Named Ana".

    The subject always goes. "is"/"are" go too, since a profile line reads as a description
    ("Vegetarian", "34 years old"), unless a bare number would be left ("Is 38");
    "was"/"were" stay, because dropping them turns a past fact
    into a present one ("Was a teacher"), except before "born". A first word with capitals of
    its own ("iPhone", "macOS") is left as written.
    """
    out = _normalise(text)
    out = _SUBJECT.sub("", out, count=1)
    if not _PRESENT_COPULA.sub("", out, count=1).rstrip(" .").isdigit():
        out = _PRESENT_COPULA.sub("", out, count=1)  # "Is 38" stays: a bare "38" says nothing
    out = _PAST_BIRTH.sub("", out, count=1)
    out = out.rstrip(" .").strip()
    if not out or dedupe_key(out) != dedupe_key(text):  # odd text: shown as written, same key
        out = _normalise(text).rstrip(" .").strip()
        if not out:
            return out
    first = out.split(" ", 1)[0]
    if not any(c.isupper() for c in first[1:]):
        out = out[0].upper() + out[1:]
    return out


# -- layer 2: what is not durable -------------------------------------------------------------

# Patterns run on the normalised, lower-cased text with its subject still on. "U" is an optional
# user subject; each pattern is narrow on purpose: a false positive silently deletes a true fact,
# and tests/test_profile.py holds durable traits that must never match.
_U = r"^(?:(?:the )?user |the person )?"
_QTY = (r"(?:(?:over|about|around|nearly|almost|roughly|approximately|more than|fewer than"
        r"|less than|~) ?)?(?:\d[\d,._]*k?\+?|one|two|three|four|five|six|seven|eight|nine|ten"
        r"|eleven|twelve|twenty|thirty|forty|fifty|a hundred|a thousand|dozens of|hundreds of"
        r"|thousands of|several|a few|many)")
# Things inside a tool, library or project: counting them describes the project, not a person.
_ARTIFACTS = (r"(?:notes?|files?|folders?|director(?:y|ies)|commits?|prs?|pull requests?"
              r"|merge requests?|issues?|tickets?|tests?|test cases?|repos?|repositories"
              r"|branch(?:es)?|tabs|bookmarks?|emails?|messages?|conversations?|chats?"
              r"|documents?|docs|lines(?: of code)?|loc|rows?|records?|entries|tasks?|todos?"
              r"|to-dos?|stars?|followers?|subscribers?|dependencies|packages?|plugins?"
              r"|extensions?|scripts?|endpoints?|containers?|migrations?|errors?|warnings?"
              r"|bugs?|vulnerabilities|embeddings?|chunks?|vectors?)")
_STORES = (r"(?:db|database|vault|repo|repository|project|codebase|index|inbox|backlog|queue"
           r"|folder|directory|workspace)")
_ONE_OFF = (r"(?:try|try out|test|migrate|switch|refactor|rewrite|open-source|open source"
            r"|release|ship|deploy|publish|implement|fix|finish|set up|setup|upgrade|integrate"
            r"|add|remove|debug|update|merge|push|commit|install|configure"
            r"|move (?:the|their|his|her|it|this|that)\b)")
_W = r"[\w.+#/-]+ "

NON_DURABLE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), reason) for pattern, reason in (
        (rf"\b(?:has|have|had|contains?|holds?|stores?|includes?) {_QTY} (?:{_W}){{0,2}}"
         rf"{_ARTIFACTS}\b",
         "a count of things in a tool or project changes with every session"),
        (rf"\b{_QTY} (?:{_W}){{0,2}}in (?:the|their|his|her|its|this|that|a|my|our|user's) "
         rf"(?:{_W}){{0,2}}{_STORES}\b",
         "a count of what sits in a store (database, vault, inbox) is a snapshot"),
        (_U + r"(?:(?:is|are) )?(?:planning|plans?|intends?|intending) (?:to|on)\b",
         "a plan is an intention, not a trait"),
        (_U + r"(?:is|are) (?:about|going|gonna) to (?!the |a |an |(?:school|church|work|bed"
         r"|university|college|class|classes|therapy)\b)",
         "something about to happen is a plan"),
        (_U + r"(?:is|are) (?:considering|thinking (?:about|of)|looking into)\b",
         "options being weighed are not settled facts"),
        (_U + rf"(?:wants?|would like|needs?|has|have) to {_ONE_OFF}",
         "a wish or duty to do a one-off job is a task"),
        (_U + rf"(?:will|'ll) (?:be \w+ing\b|{_ONE_OFF})",
         "a future action is a plan"),
        (r"\b(?:today|tonight|tomorrow|yesterday|later today|this (?:morning|afternoon|evening"
         r"|week|weekend|sprint)|next (?:week|weekend|month|year|sprint|quarter|release))\b",
         "pinned to a day or a sprint, so true only then"),
        (_U + r"(?:is|are) (?:currently |now |still )?(?:working on|debugging|fixing|refactoring"
         r"|implementing|migrating|investigating|troubleshooting|setting up|prototyping"
         r"|rewriting|porting|upgrading|configuring|integrating|trying to (?:fix|get|make"
         r"|figure|debug|understand|solve|resolve|set up|install|run|build))\b",
         "work in progress is project state"),
        (_U + r"(?:is|are) (?:currently |still )?(?:stuck on|blocked (?:on|by)"
         r"|having (?:trouble|issues|problems|difficulty|an? (?:issue|problem|error)) with"
         r"|(?:getting|seeing) (?:an? )?(?:errors?|exceptions?|warnings?)\b"
         r"|experiencing (?:an? )?(?:errors?|issues?|bugs?|problems?|crash(?:es)?)\b)",
         "being stuck on something is a moment, not a trait"),
        (r"^(?:the|this|that|our|their|his|her|my|(?:the )?user's|the person's) "
         r"(?:[\w.+#/-]+ ){0,2}?(?:repo|repository|codebase|build|branch|pr|pull request|ci"
         r"|pipeline|test suite|deployment|deploy|migration|commit|project|docker image)"
         r"(?:'s)? (?:is|are|was|were|has|have|had|contains?|fails?|failing|needs?|lacks?|uses?"
         r"|runs?|doesn't|does not|isn't|won't|can't)\b",
         "a statement about a repository, build or branch is project state"),
        (r"\b(?:build|tests?|test suite|ci|pipeline|deploy|deployment) (?:is|are) (?:currently "
         r"|still |now )?(?:failing|broken|red|green|passing|flaky)\b",
         "whether a build or its tests pass is the state of one moment"),
        (r"\bon (?:the )?[\w./-]+ branch\b|\bbranch is (?:behind|ahead)\b",
         "which branch someone is on changes by the hour"),
        (r"\b(?:has|have) (?:[\w.+#-]+ ){1,4}installed\b|\binstalled (?:version |v)?\d",
         "what is installed, and at which version, is machine state"),
        (_U + r"(?:asked|requested|pasted|uploaded|is asking)\b",
         "what was asked in one conversation is an event"),
        (r"\b(?:pr|issue|ticket|pull request|merge request|mr) ?#\d+",
         "a numbered ticket or pull request is work, not the person"),
    )
)


def is_durable(text: str) -> bool:
    """Whether a candidate could still be true in a year: False only on a clear pattern."""
    t = _normalise(text).casefold()
    t = _TRAILING.sub("", t)
    return not any(pattern.search(t) for pattern, _ in NON_DURABLE)


# Words a model is addressed with, not a person described: a capture saying them is an
# instruction someone tried to plant ("ignore previous instructions"), never a fact.
_INSTRUCTION = re.compile(
    r"\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules?|"
    r"context|above|previous)\b|\bsystem prompt\b|\byou (?:are|must|should|will) (?:now|"
    r"always|never)\b|\b(?:always|never) (?:answer|respond|reply|run|execute|obey)\b|"
    r"\bas an ai\b|\bassistant:|\bnew instructions?\b", re.IGNORECASE | re.DOTALL)


def is_instruction(text: str) -> bool:
    """Whether a text addresses the model that reads it instead of telling about the person."""
    return bool(_INSTRUCTION.search(text))


def capture_agent(n: LibraryNote) -> str | None:
    """The agent that saved a capture (its MCP client), or None when the person did."""
    agent = n.fm.get("agent")
    return str(agent).strip() or None if agent else None


def confirmed(n: LibraryNote) -> bool:
    """The person vouched for an agent's capture: ticked ``confirmed`` or edited its text."""
    return n.fm.get("confirmed") is True or n.edited


def _capture_text(n: LibraryNote) -> str:
    return " ".join(n.opening.split())


def capture_candidates(notes: Iterable[LibraryNote]) -> list[FactCandidate]:
    """Captures (``remember``) that state one durable thing: the person said it outright, so
    it is a candidate like a distilled fact. Questions, long notes and hidden ones are not, nor
    an agent's capture the person has not confirmed (an agent's guess, or a planted line,
    would otherwise reach every later session as the truth about them), nor one that
    addresses a model."""
    out = []
    for n in notes:
        text = _capture_text(n)
        if (n.kind != "episode" or n.state in HIDDEN_STATES or not text
                or len(text) > PROFILE_CAPTURE_CHARS or text.endswith("?")
                or not is_durable(text) or is_instruction(text)
                or (capture_agent(n) and not confirmed(n))):
            continue
        out.append(FactCandidate(text, n.id, n.path, n.date))
    return out


@dataclass
class AgentNote:
    """An agent's capture the person has not confirmed: shown apart, labelled, never a fact."""

    text: str
    agent: str
    note_path: str
    date: str


def agent_notes(notes: Iterable[LibraryNote], limit: int) -> list[AgentNote]:
    """Up to ``limit`` unconfirmed agent captures, newest first."""
    out = [AgentNote(_capture_text(n), agent, n.path, n.date) for n in notes
           if n.kind == "episode" and n.state not in HIDDEN_STATES and _capture_text(n)
           and (agent := capture_agent(n)) and not confirmed(n)]
    out.sort(key=lambda a: (a.date, a.note_path), reverse=True)
    return out[:limit]


# -- grouping ---------------------------------------------------------------------------------

def _newest_first(cands: Iterable[FactCandidate]) -> list[FactCandidate]:
    """One candidate per note, newest first; ties broken so input order never matters."""
    best: dict[str, FactCandidate] = {}
    for c in cands:
        kept = best.get(c.note_id)
        if kept is None or (c.date, c.text) > (kept.date, kept.text):
            best[c.note_id] = c
    return sorted(best.values(), key=lambda c: (c.date, c.note_id, c.text), reverse=True)


def _sort(items: list[Any]) -> list[Any]:
    """Support desc, newest desc, then key asc: the same input always gives the same order."""
    items = sorted(items, key=lambda g: g.key)
    return sorted(items, key=lambda g: (g.support, g.newest), reverse=True)


def group_candidates(cands: Iterable[FactCandidate],
                     suppressed: Iterable[str] = ()) -> list[FactGroup]:
    """Candidates -> one group per dedupe key, without non-durable or suppressed ones."""
    blocked = {dedupe_key(s) for s in suppressed}
    by_key: dict[str, list[FactCandidate]] = {}
    for c in cands:
        key = dedupe_key(c.text)
        if not key or key in blocked or not is_durable(c.text):
            continue
        by_key.setdefault(key, []).append(c)
    groups = []
    for key, members in by_key.items():
        # The newest phrasing; on a tie, one with capitals (names written as names).
        newest = max(members, key=lambda c: (c.date, c.text != c.text.lower(), c.text))
        sources = _newest_first(members)
        groups.append(FactGroup(key=key, text=display_text(newest.text), sources=sources,
                                newest=sources[0].date, merged_keys=[key]))
    return _sort(groups)


# -- recency without a model ------------------------------------------------------------------

# Slots where only one value is true at a time, matched against the dedupe key. Kept small:
# two statements wrongly put in one slot lose a true fact. "works as" (a role) is left out,
# since people hold several; "works at" (an employer) is in.
_SLOTS: tuple[tuple[str, re.Pattern[str], bool], ...] = (
    ("residence", re.compile(r"^(?:currently |now )?(?:lives in|living in|resides in"
                             r"|residing in|based in|located in|(?:has )?moved to"
                             r"|(?:has )?relocated to) (?P<v>.+)$"), True),
    ("employer", re.compile(r"^(?:currently |now )?(?:works at|works for|working at|working for"
                            r"|employed at|employed by) (?P<v>.+)$"), True),
    ("name", re.compile(r"^(?:named|name is|full name is) (?P<v>.+)$"), True),
    ("age", re.compile(r"^(?:(?P<v>\d{1,3}) years old|aged? (?P<w>\d{1,3}))$"), False),
)


def _slot(group: FactGroup) -> tuple[str, list[str]] | None:
    """(slot, value words) when the group states a one-at-a-time value, else None.

    Places, employers and names must be capitalised in the text: "lives in a small flat" says
    something else than where, and is left alone.
    """
    for name, pattern, proper in _SLOTS:
        m = pattern.match(group.key)
        if not m:
            continue
        value = m.group("v") or m.groupdict().get("w") or ""
        if proper:
            at = re.search(re.escape(value), group.text, re.IGNORECASE)
            if at is None or not group.text[at.start()].isupper():
                return None
        return name, re.findall(r"\w+", value)
    return None


def _newest(groups: list[FactGroup], sources: list[FactCandidate]) -> str:
    return max([g.newest for g in groups] + [s.date for s in sources], default="")


def _compatible(a: list[str], b: list[str]) -> bool:
    """One value extends the other ("Porto" and "Porto, Portugal"): no contradiction."""
    n = min(len(a), len(b))
    return n > 0 and a[:n] == b[:n]


def _fold(members: list[FactGroup], values: dict[str, list[str]]) -> FactGroup:
    """Groups that agree -> one, worded like the most specific of them."""
    best = max(members, key=lambda g: (len(values[g.key]), g.newest, g.support, g.key))
    keys = list(dict.fromkeys(k for g in members for k in (g.key, *g.merged_keys)))
    sources = _newest_first(s for g in members for s in g.sources)
    return FactGroup(key=best.key, text=best.text, sources=sources,
                     newest=_newest(members, sources), merged_keys=keys)


def resolve_conflicts(groups: list[FactGroup]) -> list[FactGroup]:
    """Within each slot the newest value wins; older statements of the same value join it."""
    slotted: dict[str, list[FactGroup]] = {}
    values: dict[str, list[str]] = {}
    out: list[FactGroup] = []
    for g in groups:
        hit = _slot(g)
        if hit is None:
            out.append(g)
            continue
        slotted.setdefault(hit[0], []).append(g)
        values[g.key] = hit[1]
    for members in slotted.values():
        members.sort(key=lambda g: g.key)
        members.sort(key=lambda g: (g.newest, g.support), reverse=True)
        winner = members[0]
        agree = [g for g in members if _compatible(values[g.key], values[winner.key])]
        out.append(agree[0] if len(agree) == 1 else _fold(agree, values))
    return _sort(out)


# -- layer 3: the model merge (pure parts) ----------------------------------------------------
# The prompt, its schema and version are in prompts/profile_merge.py.


def best_candidates(groups: list[FactGroup],
                    n: int = PROFILE_MODEL_CANDIDATES) -> list[FactGroup]:
    """The n best-corroborated groups: the merge call is slow and a small context overflows."""
    return _sort(list(groups))[:max(0, n)]


def merge_messages(groups: list[FactGroup]) -> list[dict[str, str]]:
    """System and user messages for the merge call; candidates are numbered from 1."""
    lines = []
    for i, g in enumerate(groups, 1):
        noun = "conversation" if g.support == 1 else "conversations"
        lines.append(f"{i}. {g.text} ({g.newest[:10] or 'undated'}, {g.support} {noun})")
    user = "Candidates:\n" + "\n".join(lines) + f"\n\nWrite the JSON profile. {NO_THINK}"
    return [{"role": "system", "content": MERGE_SYSTEM_PROMPT}, {"role": "user", "content": user}]


def merge_signature(groups: list[FactGroup], model: str) -> str:
    """What a cached merge answer depends on: the model, the prompt, and each numbered input."""
    payload = [model, PROMPT_VERSION,
               [[g.key, g.text, g.support, g.newest] for g in groups]]
    return hashlib.sha256(json.dumps(payload, ensure_ascii=False).encode()).hexdigest()


def _numbers(raw: JSON, count: int) -> list[int]:
    if not isinstance(raw, list):
        raw = [raw]
    out = []
    for item in raw:
        if isinstance(item, bool) or not isinstance(item, int):
            continue
        if 1 <= item <= count and item not in out:
            out.append(item)
    return out


def parse_merge(answer: JSONObject, groups: list[FactGroup]) -> list[ProfileFact]:
    """The model's facts, each backed by the notes of the candidates it names.

    Forgiving about junk (unknown numbers, non-integers, empty texts), strict about coverage:
    the model was told to drop only the losers of contradictions, so an answer naming fewer than
    half the candidates lost facts and raises ProfileMergeError, and the engine falls back.
    Candidates merely left out are treated as such losers.
    """
    if not groups:
        return []
    items = answer.get("facts") if isinstance(answer, dict) else None
    if not isinstance(items, list):
        raise ProfileMergeError("merge answer has no 'facts' list")
    by_key: dict[str, tuple[str, list[int]]] = {}
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            continue
        text = display_text(item["text"]) if item["text"].strip() else ""
        nums = _numbers(item.get("from"), len(groups))
        key = dedupe_key(text)
        if not key or not nums:
            continue
        if key in by_key:  # two facts the model worded alike are one
            kept_text, kept = by_key[key]
            by_key[key] = (kept_text, kept + [n for n in nums if n not in kept])
        else:
            by_key[key] = (text, nums)
    covered = {n for _, nums in by_key.values() for n in nums}
    if len(covered) * 2 < len(groups):
        raise ProfileMergeError(f"merge answer covers {len(covered)} of {len(groups)} "
                                "candidates; too few to trust")
    facts = []
    for key, (text, nums) in by_key.items():
        members = [groups[n - 1] for n in nums]
        sources = _newest_first(s for g in members for s in g.sources)
        keys = [k for g in members for k in (g.key, *g.merged_keys)] + [key]
        facts.append(ProfileFact(text=text, key=key, sources=sources,
                                 newest=_newest(members, sources),
                                 merged_keys=list(dict.fromkeys(keys))))
    return _sort(facts)


def fallback_facts(groups: list[FactGroup]) -> list[ProfileFact]:
    """The profile without a model: one fact per group once the slots are settled."""
    return [ProfileFact(text=g.text, key=g.key, sources=list(g.sources), newest=g.newest,
                        merged_keys=list(dict.fromkeys([g.key, *g.merged_keys])))
            for g in resolve_conflicts(groups)]


def suppress(facts: list[ProfileFact],
             suppressed: Iterable[str]) -> tuple[list[ProfileFact], list[str]]:
    """(facts still shown, suppressed list to keep).

    A fact goes when its key or any key merged into it was suppressed; the kept list grows by
    the keys each dropped fact absorbed, so it stays gone however a later merge words it.
    """
    entries = list(suppressed)
    blocked = {dedupe_key(s) for s in entries}
    kept: list[ProfileFact] = []
    for fact in facts:
        keys = [fact.key, *fact.merged_keys]
        if not any(k in blocked for k in keys):
            kept.append(fact)
            continue
        for k in keys:
            if k and k not in blocked:
                blocked.add(k)
                entries.append(k)
    return kept, entries
