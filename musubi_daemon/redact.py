"""Secret redaction: credentials are replaced by ``[REDACTED:<kind>]`` before anything is written.

The formats are rules kept as data (``secret_rules.toml``, one per provider format, gitleaks
style), plus one rule of judgement: a long random token right after a key-like word
(``secret: 9fQ...``) is a secret whatever its format, by its entropy. A rule may ask for that
judgement too (``random``), or for the command its flag belongs to earlier on the line
(``after``: sshpass's ``-p`` is a password, ssh's a port); a value that is all placeholder
(``YOUR_API_KEY``, ``<token>``) is never redacted. A literal found once is
redacted everywhere in the same conversation (``collecting`` and ``redact_literals``): a password
the assistant repeats in prose goes too. Spans, not lines, are replaced, so the text around a
secret stays as it was; a key a terminal wrapped onto the next line is followed there.

Not detect-secrets: it reports hashed findings per line (we need spans to replace), and its
entropy plugins cost more per message than the whole note render.
"""

from __future__ import annotations

import contextlib
import math
import re
import tomllib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from . import config
from .config import SECRET_ENTROPY_BITS, SECRET_LITERAL_CHARS, SECRET_TOKEN_CHARS

_SKIP_VALUE = ("$", "<", "{", "[REDACTED", "%", "*")
MARK = "[REDACTED:"


@dataclass(frozen=True)
class Rule:
    kind: str
    pattern: re.Pattern[str]
    group: int
    keywords: tuple[str, ...]
    keywords_any_case: tuple[str, ...]
    split: bool
    prefilter: re.Pattern[str] | None = None
    words: frozenset[str] = frozenset()
    random: bool = False
    after: re.Pattern[str] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", frozenset(self.keywords)
                           | {k.lower() for k in self.keywords_any_case})

    def may_match(self, text: str, present: frozenset[str]) -> bool:
        if self.prefilter is not None:
            return self.prefilter.search(text) is not None
        return not self.words or not self.words.isdisjoint(present)


# Punctuation most keywords hold: a keyword with one is only looked for in a text that has it,
# so plain prose costs a few substring tests, not one per keyword.
_GATES = "_-.:\"/="


@lru_cache(maxsize=1)
def _keywords() -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    """(gate character or "", keywords to find in the text, keywords to find in its lower
    case) for every keyword of the rules, each looked for once per text whatever rules share
    it; a keyword in lower case is found in any case (a superset, never a miss)."""
    words = {k for r in rules() for k in r.keywords} | \
        {k.lower() for r in rules() for k in r.keywords_any_case} | set(_KEYED_WORDS)
    groups: dict[str, tuple[list[str], list[str]]] = {}
    for k in sorted(words):
        gate = next((c for c in _GATES if c in k), "")
        groups.setdefault(gate, ([], []))[k.islower()].append(k)
    return tuple((g, tuple(cased), tuple(low)) for g, (cased, low) in groups.items())


@lru_cache(maxsize=1)
def _by_word() -> tuple[tuple[int, ...], dict[str, tuple[int, ...]]]:
    """(rules that run on any text, keyword -> the rules it lets run), by position."""
    always = tuple(i for i, r in enumerate(rules()) if not r.words or r.prefilter is not None)
    index: dict[str, list[int]] = {}
    for i, r in enumerate(rules()):
        for w in r.words:
            index.setdefault(w, []).append(i)
    return always, {w: tuple(ix) for w, ix in index.items()}


def _candidates(text: str, present: frozenset[str]) -> list[Rule]:
    """The rules worth running on ``text``, in their order."""
    always, index = _by_word()
    chosen = set(always)
    for w in present:
        chosen.update(index.get(w, ()))
    all_rules = rules()
    return [all_rules[i] for i in sorted(chosen) if all_rules[i].may_match(text, present)]


def _present(text: str) -> frozenset[str]:
    """The keywords ``text`` holds. In a long text each keyword is first checked against the
    pairs of bytes the text holds (`_Pairs`): a keyword with a pair the text lacks is absent
    without a scan of its own, so a pasted log, which holds few of the pairs keywords are made
    of, costs one pass instead of one per keyword."""
    low = text.lower()
    long = len(text) >= config.REDACT_PAIR_GATE_CHARS
    pairs, low_pairs = (_Pairs(text), _Pairs(low)) if long else (None, None)
    found: list[str] = []
    for gate, cased, lowered in _keywords():
        if gate and gate not in text:
            continue
        found += [k for k in cased if (pairs is None or pairs.may_hold(k)) and k in text]
        found += [k for k in lowered
                  if (low_pairs is None or low_pairs.may_hold(k)) and k in low]
    return frozenset(found)


class _Pairs:
    """Which pairs of adjacent bytes a text's UTF-8 holds, counted a piece at a time so the
    memory it takes stays about 10 MB whatever the text's size. A string can only be in the text
    if each of its pairs is: a test that is never wrong when it says no."""

    def __init__(self, text: str) -> None:
        import numpy as np  # only long texts pay for it

        seen = np.zeros(1 << 16, dtype=bool)
        step = config.REDACT_PAIR_PIECE_CHARS
        for start in range(0, len(text), step):
            # One character more than the piece: the pair across two pieces is counted too.
            piece = text[start:start + step + 1]
            raw = np.frombuffer(piece.encode("utf-8", "surrogatepass"), dtype=np.uint8)
            codes = (raw[:-1].astype(np.uint16) << 8) | raw[1:]
            seen |= np.bincount(codes, minlength=1 << 16).astype(bool)
        self._seen = seen

    def may_hold(self, keyword: str) -> bool:
        return all(self._seen[code] for code in _pair_codes(keyword))


@lru_cache(maxsize=1024)
def _pair_codes(keyword: str) -> tuple[int, ...]:
    raw = keyword.encode("utf-8", "surrogatepass")
    return tuple(raw[i] << 8 | raw[i + 1] for i in range(len(raw) - 1))


@lru_cache(maxsize=1)
def _data() -> dict[str, object]:
    return tomllib.loads(resources.files("musubi_daemon").joinpath("secret_rules.toml")
                         .read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def rules() -> tuple[Rule, ...]:
    """The rules of ``secret_rules.toml``, in order: where two match one span, the first wins."""
    found = _data()["rule"]
    assert isinstance(found, list)
    return tuple(Rule(r["id"], re.compile(r["regex"]), int(r.get("group", 0)),
                      tuple(r.get("keywords", ())), tuple(r.get("keywords_any_case", ())),
                      bool(r.get("split", False)),
                      re.compile(r["prefilter"]) if "prefilter" in r else None,
                      random=bool(r.get("random", False)),
                      after=re.compile(r["after"]) if "after" in r else None)
                 for r in found)


@lru_cache(maxsize=1)
def _placeholder() -> re.Pattern[str]:
    """What documentation writes where a secret goes (``YOUR_API_KEY``, ``password``,
    ``xxxx``): a value that is all placeholder is never redacted."""
    return re.compile(str(_data()["placeholder"]), re.IGNORECASE)


def _placeholder_value(value: str) -> bool:
    return _placeholder().fullmatch(value.strip("\"'`")) is not None


# How far before a match, on its line, a rule's ``after`` (the command a flag belongs to) is
# looked for: a search bounded per match, where a lazy ``curl.{0,300}?-u`` in the regex itself
# rescans the window at every word of a long line.
_AFTER_WINDOW = 300


# A long token right after a key-like word and an assignment, in any case and any format.
_KEYED = re.compile(
    r"(?i)\b(?:api[_-]?key|apikey|access[_-]?key|secret(?:[_-]?key)?|token|passw(?:or)?d|pwd|"
    r"auth[_-]?(?:key|token)|credentials?|client[_-]?secret|private[_-]?key|signing[_-]?key)"
    r"[\"']?\s*(?::=|=>|[:=])\s*[\"']?([A-Za-z0-9+/=_.~-]{" + str(SECRET_TOKEN_CHARS) + ",})")
_KEYED_WORDS = ("key", "token", "secret", "passw", "pwd", "auth", "credential")
_HEX = re.compile(r"[0-9a-fA-F]+")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_CONTINUATION = re.compile(r"\r?\n[ \t>]*([A-Za-z0-9_-]{8,})(?=[\s\"'`,;)]|$)")


def entropy(token: str) -> float:
    """Shannon entropy in bits per character."""
    counts: dict[str, int] = {}
    for c in token:
        counts[c] = counts.get(c, 0) + 1
    n = len(token)
    return -sum(k / n * math.log2(k / n) for k in counts.values())


def random_looking(token: str) -> bool:
    """A token with the spread of a generated key, not a word, a hash or an id people quote:
    git SHAs (40 hex), SHA-256 digests (64 hex) and UUIDs are never taken for secrets."""
    if (len(token) in (40, 64) and _HEX.fullmatch(token)) or _UUID.fullmatch(token):
        return False
    if not (any(c.isdigit() for c in token) and any(c.isalpha() for c in token)):
        return False
    bits = SECRET_ENTROPY_BITS - (0.5 if _HEX.fullmatch(token) else 0.0)
    return entropy(token) >= bits


# -- a conversation's literals ------------------------------------------------------------------
_found: ContextVar[dict[str, str] | None] = ContextVar("musubi_secrets_found", default=None)


@contextlib.contextmanager
def collecting() -> Iterator[dict[str, str]]:
    """Every secret redacted inside the block, literal -> kind: to redact again everywhere it
    recurs (``redact_literals``), where no rule would see it."""
    found: dict[str, str] = {}
    token = _found.set(found)
    try:
        yield found
    finally:
        _found.reset(token)


def redact_literals(text: str, literals: dict[str, str]) -> str:
    """Every occurrence of each literal replaced (the longest first, so a secret is never
    half replaced by a shorter one it contains)."""
    if not text or not literals:
        return text
    for literal in sorted(literals, key=len, reverse=True):
        if literal in text:
            text = text.replace(literal, f"{MARK}{literals[literal]}]")
    return text


def _remember(literal: str, kind: str) -> None:
    found = _found.get()
    if found is None:
        return
    pieces = re.split(r"\r?\n[ \t>]*", literal)
    for piece in pieces:
        if len(piece) < SECRET_LITERAL_CHARS or piece.startswith(MARK):
            continue
        if len(pieces) > 1 and not random_looking(piece):
            continue  # a key file's header line (``Encryption: none``), not its secret
        found.setdefault(piece, kind)


# -- finding and replacing --------------------------------------------------------------------
def spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of every secret in ``text``, none overlapping another."""
    present = _present(text)
    found: list[tuple[int, int, str]] = []
    if "PRIVATE KEY" in text:
        found += [(s, e, "private-key") for s, e in _private_keys(text)]
    for rule in _candidates(text, present):
        for m in rule.pattern.finditer(text):
            start, end = m.span(rule.group)
            value = m.group(rule.group)
            if rule.group and (value.startswith(_SKIP_VALUE) or _placeholder_value(value)):
                continue
            if rule.random and not random_looking(value):
                continue
            if rule.after is not None and not _follows(rule.after, text, m.start()):
                continue
            if rule.split:
                more = _CONTINUATION.match(text, end)
                if more and random_looking(more.group(1)):
                    end = more.end()
            found.append((start, end, rule.kind))
    if any(w in present for w in _KEYED_WORDS):
        for m in _KEYED.finditer(text):
            token = m.group(1).rstrip(".")
            if not token.startswith(_SKIP_VALUE) and random_looking(token) \
                    and not _placeholder_value(token):
                found.append((m.start(1), m.start(1) + len(token), "secret"))
    found.sort(key=lambda s: (s[0], -s[1]))
    kept: list[tuple[int, int, str]] = []
    for s in found:
        if kept and s[0] < kept[-1][1]:
            continue  # inside (or across) one already found: the earlier rule named it
        kept.append(s)
    return kept


def _follows(after: re.Pattern[str], text: str, pos: int) -> bool:
    """Whether ``after`` is found on the line of ``pos``, before it, within the window."""
    lo = max(0, pos - _AFTER_WINDOW)
    return after.search(text, text.rfind("\n", lo, pos) + 1 or lo, pos) is not None


def redact(text: str) -> str:
    """Replace every credential found in ``text``; idempotent."""
    if not text:
        return text
    found = spans(text)
    if not found:
        return text
    out: list[str] = []
    pos = 0
    for start, end, kind in found:
        _remember(text[start:end], kind)
        out += [text[pos:start], f"{MARK}{kind}]"]
        pos = end
    out.append(text[pos:])
    return "".join(out)


# A private key block: from BEGIN to its END, or, with no END in the text (a pasted fragment),
# over the base64 that follows. Not one regex: a lazy ``BEGIN.*?END`` scans to the end of the
# text for every BEGIN that has no END, quadratic in their number (16,000 of them took 55 s).
# PEM, PGP's armour and the SSH2 (RFC 4716) form, whose markers have four dashes and spaces.
_PK_BEGIN = re.compile(r"-{4,5} ?BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)? ?-{4,5}")
_PK_END = re.compile(r"-{4,5} ?END (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)? ?-{4,5}")
# With no END: the base64 that follows, with the armour's headers (Proc-Type, DEK-Info,
# Version, Comment) and a quote's ``>`` before each line, as a fragment is pasted.
_PK_BODY = re.compile(r"(?:(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset|MessageID): "
                      r"[^\n\\]*|[A-Za-z0-9+/=\s\\n>])*")


def _private_keys(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    pos = 0
    ends = True  # False once a search found no END: none is found later in the text either
    while (m := _PK_BEGIN.search(text, pos)) is not None:
        end = None
        if ends:
            found = _PK_END.search(text, m.end())
            if found is None:
                ends = False
            else:
                end = found.end()
        if end is None:
            end = _PK_BODY.match(text, m.end()).end()  # type: ignore[union-attr]
        out.append((m.start(), end))
        pos = end
    return out


def _redact_private_keys(text: str) -> str:
    """Only the private key blocks of ``text`` replaced (kept for the fuzzers' bound)."""
    out, pos = [], 0
    for start, end in _private_keys(text):
        out += [text[pos:start], f"{MARK}private-key]"]
        pos = end
    return "".join(out) + text[pos:] if out else text
