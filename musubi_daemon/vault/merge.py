"""Three-way merge of a note a person edited with Musubi's new render of it, by structure.

Base is Musubi's previous render, ours the file as the person left it, theirs the new render.
Properties merge key by key. The body merges unit by unit (``structure.py``): a unit only one
side changed takes that side; text the person wrote outside Musubi's units (above, between,
below them) stays where it is; a unit new in Musubi's render goes right after the unit it
follows there, so new messages go after the last message whatever the person wrote below it.
A conflict is a unit both sides changed differently: the person's text stays, Musubi's version
goes once into a folded callout beside it (replacing an older proposal for that unit, never
inside another callout), and the callout goes once Musubi's version is what the note holds.
Lists in a section merge item by item (a ticked loop and a new decision are no conflict).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Collection
from dataclasses import dataclass, field

import yaml

from ..jsonish import JSON, Properties
from .notes import dump_frontmatter, load_yaml
from .structure import (
    CALLOUT,
    TEXT,
    UNIT,
    Doc,
    Segment,
    callout_text,
    parse_doc,
    segment,
    unquote,
)

# The diff3 markers an older merge (and `musubi sync`'s file merge) writes.
CONFLICT_RE = re.compile(
    r"^<<<<<<< your edit\n(?P<ours>.*?)^=======\n(?P<theirs>.*?)^>>>>>>> musubi now\n?",
    re.DOTALL | re.MULTILINE,
)
PROPOSAL_TITLE = "Musubi's version of this passage, kept beside your edit"
PROPERTIES = "properties"
# Properties only Musubi computes: with no merge base to tell who changed them, Musubi's win.
OWNED_KEYS = frozenset({"musubi_id", "source", "created", "updated", "source_ref",
                        "content_hash", "messages", "parent_id", "distilled_by",
                        "distilled_hash"})
# Properties that describe what the note holds (its source's hash and time, its message count,
# what distilled it): always Musubi's. A person never means them; a stale one comes only from a
# save of an older version, and kept as "theirs" it would contradict the note from then on.
DERIVED_KEYS = frozenset({"content_hash", "distilled_hash", "messages", "updated",
                          "distilled_by"})
_ITEM_RE = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])(?: |$)")
_ITEM_ID_RE = re.compile(r"\^([a-z]-[0-9a-f]{6,})\s*$")
_TASK_RE = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?")


@dataclass
class MergeResult:
    text: str
    conflicts: int = 0
    # Musubi's side as the note now holds it: the base of the next merge. It is theirs, except
    # where the person's properties did not parse (then Musubi's last ones stand).
    base: str = ""
    notes: list[str] = field(default_factory=list)


def digest_of(key: str, body: str) -> str:
    """A unit's short digest: what the merge keeps of each unit Musubi's renders held."""
    return hashlib.sha256(f"{key}\0{body}".encode()).hexdigest()[:16]


def seen_digests(render: str) -> set[str]:
    """What Musubi's render holds, unit by unit (header, sections, messages), as short digests:
    kept beside the merge base, so that a version of a unit Musubi itself once wrote, coming
    back with a save of an older version of the note, is never taken for the person's edit."""
    return {digest_of(key, seg.body) for key, seg in parse_doc(render).units().items()}


def load_properties(raw: str | None) -> Properties | None:
    """Parsed frontmatter; {} when there is none, None when it does not parse as a mapping."""
    if raw is None:
        return {}
    try:
        data = load_yaml(raw)
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else {} if data is None else None


def properties_unreadable(text: str) -> bool:
    """True while a note's properties do not parse: Musubi's changes to them wait in a callout,
    and the note is merged again on a later run, once the person has fixed them."""
    return load_properties(parse_doc(text).raw_yaml) is None


def conflict_callout(title: str, lines: str) -> str:
    """The version not kept, quoted whole in a folded callout beside the one kept (sync)."""
    quoted = [f"> {line}" if line else ">" for line in lines.rstrip("\n").split("\n")]
    return "\n".join([f"> [!musubi-conflict]- {title}", *quoted]) + "\n"


def merge_frontmatter(ours: Properties, base: Properties, theirs: Properties, *,
                      owned: frozenset[str] = frozenset()) -> tuple[Properties, list[str]]:
    """Per key: the person's change wins; Musubi's change applies where the person left it.
    ``owned`` keys take Musubi's value when no base is known; derived keys always do."""
    merged: Properties = {}
    conflicts: list[str] = []
    for key, value in theirs.items():
        if key in DERIVED_KEYS or (key in owned and key not in base):
            merged[key] = value
        elif key in ours and ours[key] != base.get(key):
            merged[key] = ours[key]
            if value != base.get(key) and value != ours[key]:
                conflicts.append(key)
        elif key not in ours and key in base:
            if value != base[key]:
                conflicts.append(key)  # deleted by the person, changed by Musubi
        else:
            merged[key] = value
    for key, value in ours.items():
        if key not in merged and (key not in base or key in theirs):
            merged[key] = value
    return merged, conflicts


# -- the merge ---------------------------------------------------------------------------------
@dataclass
class _Piece:
    seg: Segment
    src: int | None = None  # position among ours' pieces (None: from theirs)


def merge_note(ours: str, base: str | None, theirs: str,
               seen: Collection[str] = ()) -> MergeResult:
    """Merge ``theirs`` (Musubi's new render) into ``ours`` (the file) against ``base``
    (Musubi's previous render; None when it is not known: nothing is then taken as unchanged).
    ``seen``: digests of what Musubi's earlier renders held (``seen_digests``); a whole unit of
    the file that Musubi itself once wrote is taken as unchanged by the person."""
    o, t = parse_doc(ours), parse_doc(theirs)
    b = parse_doc(base) if base is not None else None
    head, next_head, proposal, satisfied = _merge_head(o, b, t)
    body = _Merger(o.segments, b, t.segments, seen=seen).run()
    conflicts = body.conflicts
    segments = body.segments
    if proposal is not None:
        placed = _place_properties_callout(segments, proposal)
        conflicts += placed is not segments  # proposed already, word for word: not again
        segments = placed
    elif satisfied is not None:
        segments = [s for s in segments
                    if not (s.kind == CALLOUT and s.key == PROPERTIES and satisfied(s))]
    text = o.pre + head + o.lead + "".join(s.text for s in segments)
    return MergeResult(text=text, conflicts=conflicts,
                       base=next_head + t.lead + "".join(s.text for s in t.segments))


def _merge_head(o: Doc, b: Doc | None, t: Doc) -> tuple[str, str, str | None, JSON]:
    """(frontmatter to write, frontmatter of the next base, properties to propose or None,
    a test of whether an older properties proposal is now satisfied, or None)."""
    o_fm, t_fm = load_properties(o.raw_yaml), load_properties(t.raw_yaml)
    b_fm = load_properties(b.raw_yaml) if b is not None else {}
    if o_fm is None or t_fm is None:
        # The person's YAML no longer parses: their bytes stay; Musubi's properties are
        # proposed whole, and its last ones stay the base until the YAML is fixed.
        changed = t.raw_yaml is not None and (b is None or t.raw_yaml != b.raw_yaml)
        proposal = t.raw_yaml if changed and t_fm is not None else None
        return o.head, (b.head if b is not None else t.head), proposal, None
    if b_fm is None:
        b_fm = {}
    merged, conflicts = merge_frontmatter(o_fm, b_fm, t_fm,
                                          owned=OWNED_KEYS if b is None else frozenset())
    if merged == o_fm and (o.raw_yaml is not None or not merged):
        head = o.head
    elif merged == t_fm and t.raw_yaml is not None:
        head = t.head
    else:
        head = f"---\n{dump_frontmatter(merged)}\n---\n" if merged else ""
    proposal = dump_frontmatter({k: t_fm[k] for k in conflicts if k in t_fm}) \
        if conflicts else None
    if conflicts and proposal in (None, "{}"):
        proposal = "\n".join(f"{k}: (removed by you, changed by Musubi)" for k in conflicts)

    def satisfied(seg: Segment) -> bool:
        """Every property it proposes is now the note's, or no longer what Musubi sets; or it
        is the whole block proposed while the person's YAML did not parse (it holds the
        note's id): now that it parses, the merge goes key by key and that one is obsolete."""
        try:
            wanted = load_yaml(_strip_fence(unquote(seg.body)))
        except yaml.YAMLError:
            return False
        return isinstance(wanted, dict) and ("musubi_id" in wanted or all(
            merged.get(k) == v or t_fm.get(k) != v for k, v in wanted.items()))

    return head, t.head, proposal, satisfied


def _strip_fence(text: str) -> str:
    lines = text.split("\n")
    if lines and lines[0].startswith("```"):
        lines = lines[1:]
    if lines and lines[-1].startswith("```"):
        lines = lines[:-1]
    return "\n".join(lines)


def _properties_callout(proposal: str) -> Segment:
    return Segment(CALLOUT, PROPERTIES,
                   callout_text(PROPERTIES, "```yaml\n" + proposal.rstrip("\n") + "\n```"),
                   "\n\n")


def _place_properties_callout(segments: list[Segment], proposal: str) -> list[Segment]:
    """One callout for the properties, first in the body; an older one is replaced."""
    new = _properties_callout(proposal)
    rest = [s for s in segments if not (s.kind == CALLOUT and s.key == PROPERTIES)]
    if any(s.kind == CALLOUT and s.key == PROPERTIES and s.body == new.body for s in segments):
        return segments  # proposed already, word for word
    if not rest:
        new.gap = "\n"
    return [new, *rest]


@dataclass
class _BodyResult:
    segments: list[Segment]
    conflicts: int = 0


class _Merger:
    """The unit-by-unit merge of one body (or, for a list, of one section's items)."""

    def __init__(self, ours: list[Segment], base: Doc | None, theirs: list[Segment], *,
                 items: bool = False, seen: Collection[str] = ()):
        self.items = items  # merging a section's items: a conflict fails the section
        self.seen = seen
        self.theirs = [s for s in theirs if s.kind == UNIT and s.key is not None]
        self.t_units = {s.key: s for s in self.theirs}
        self.b_units: dict[str | None, Segment] = {} if base is None else \
            {k: v for k, v in base.units().items()}
        self.known_base = base is not None
        self.pieces = self._split(ours)
        self.conflicts = 0
        self.failed = False

    # Ours, with the person's text around an unchanged unit cut out of it: a line appended
    # under a message is then the person's text below that message, not a change to it.
    def _split(self, ours: list[Segment]) -> list[_Piece]:
        out: list[_Piece] = []
        for seg in ours:
            if seg.kind == UNIT and seg.key is not None and not self.items:
                ref = self.b_units.get(seg.key) or self.t_units.get(seg.key)
                parts = around(seg, ref.body) if ref is not None else None
                if parts is not None:
                    out.extend(_Piece(p) for p in parts)
                    continue
            out.append(_Piece(seg))
        for i, p in enumerate(out):
            p.src = i
        return out

    def run(self) -> _BodyResult:
        out: list[_Piece] = []
        proposals: dict[str, str] = {}
        for piece in self.pieces:
            seg = piece.seg
            if seg.kind != UNIT or seg.key is None:
                out.append(piece)
                continue
            kept = self._resolve(seg, proposals)
            if kept is not None:
                out.append(_Piece(kept, piece.src))
        out = self._insert_new(out, proposals)
        out = self._callouts(out, proposals)
        return _BodyResult(self._join(out), self.conflicts)

    def _resolve(self, seg: Segment, proposals: dict[str, str]) -> Segment | None:
        """The unit as it goes into the merge, or None when Musubi removed it untouched."""
        key = seg.key
        assert key is not None
        mine = self.t_units.get(key)
        was = self.b_units.get(key)
        # A whole unit in Musubi's words of an earlier render (a save of an older version) is
        # no edit. Items and properties are not judged so: unticking a loop Musubi closed, or
        # setting a state back, gives an earlier value of Musubi's on purpose.
        stale = not self.items and digest_of(key, seg.body) in self.seen
        if mine is None:
            if (was is not None and seg.body == was.body) or stale:
                return None  # Musubi dropped it; the person left it alone
            return seg
        if seg.body == mine.body:
            return seg
        if (was is not None and seg.body == was.body) or stale:
            return Segment(UNIT, key, mine.body, seg.gap, seg.end or mine.end)
        if was is not None and mine.body == was.body:
            return seg
        if self.items and was is None:
            return seg  # an item Musubi proposes again, as the person has since worded it
        if not self.items and key.startswith("h"):
            merged = merge_items(seg.body, None if was is None else was.body, mine.body)
            if merged is not None:
                return Segment(UNIT, key, merged, seg.gap, seg.end)
        proposals[key] = mine.body
        return seg

    def _insert_new(self, out: list[_Piece], proposals: dict[str, str]) -> list[_Piece]:
        """Musubi's units the file does not hold: new ones go right after the unit they follow
        in Musubi's render, and so does a message; another unit the person deleted stays
        deleted."""
        present = {p.seg.key for p in out if p.seg.kind == UNIT}
        gaps = {s.key: s.gap for s in self.theirs}
        after: dict[str | None, list[_Piece]] = {}  # anchor key -> what goes after it
        anchor: str | None = None
        for seg in self.theirs:
            if seg.key in present:
                anchor = seg.key
                continue
            was = self.b_units.get(seg.key)
            # A message the file lacks goes back in: the transcript holds every message of the
            # source once (a save of an older version is what drops one, not a person).
            if was is None or (not self.items and (seg.key or "").startswith("m-")):
                after.setdefault(anchor, []).append(
                    _Piece(Segment(UNIT, seg.key, seg.body, seg.gap, seg.end)))
            # Any other unit (a section, an item of a list) the person deleted stays deleted,
            # whatever Musubi's render now says of it: she said no to it once.
        if not after:
            return out
        result = list(after.pop(None, []))
        i = 0
        while i < len(out):
            p = out[i]
            key = p.seg.key if p.seg.kind == UNIT else None
            j = i
            while j + 1 < len(out) and out[j + 1].seg.kind == CALLOUT \
                    and out[j + 1].seg.key == key and key is not None:
                j += 1  # the unit's callouts stay with it
            result.extend(out[i:j + 1])
            if key in after:
                new = after.pop(key)
                # Into the gap after the unit they follow: that unit takes Musubi's spacing,
                # the last new one what followed the unit before (a blank line, the end).
                last = out[j].seg
                new[-1].seg.gap, last.gap = last.gap, gaps.get(key, last.gap)
                result.extend(new)
            i = j + 1
        return result

    @staticmethod
    def _after(out: list[_Piece], key: str | None) -> int:
        """The index of the unit with ``key``, past the callouts that propose for it."""
        i = next(i for i, p in enumerate(out) if p.seg.kind == UNIT and p.seg.key == key)
        while i + 1 < len(out) and out[i + 1].seg.kind == CALLOUT and out[i + 1].seg.key == key:
            i += 1
        return i

    def _callouts(self, out: list[_Piece], proposals: dict[str, str]) -> list[_Piece]:
        """One callout per conflicted unit, beside it; an older proposal for a unit is replaced,
        one already word for word the same is kept; one the note now agrees with, or that is
        no longer Musubi's version, goes."""
        if self.items:
            if proposals:
                self.failed = True
            return out
        resolved = {p.seg.key: p.seg.body for p in out if p.seg.kind == UNIT}
        result: list[_Piece] = []
        for p in out:
            seg = p.seg
            if seg.kind == CALLOUT and seg.key is not None:
                wanted = proposals.get(seg.key)
                if wanted is not None:
                    if unquote(seg.body) == wanted:
                        proposals.pop(seg.key)  # proposed already: kept as it is
                        result.append(p)
                    continue  # superseded by the new proposal, placed below
                said = unquote(seg.body)
                mine = self.t_units.get(seg.key)
                if resolved.get(seg.key) == said or (
                        seg.key != PROPERTIES and (mine is None or mine.body != said)):
                    continue  # the note holds what it proposed, or Musubi moved on
            result.append(p)
        for key, body in proposals.items():
            callout = _Piece(Segment(CALLOUT, key, callout_text(key, body), "\n\n"))
            at = self._after(result, key)
            callout.seg.gap, result[at].seg.gap = result[at].seg.gap, "\n\n"
            result.insert(at + 1, callout)
            self.conflicts += 1
        return result

    def _join(self, out: list[_Piece]) -> list[Segment]:
        """The segments with their gaps: the person's own where two pieces still follow each
        other as in the file, a blank line (a line break in a list) where they now meet."""
        last_src = len(self.pieces) - 1
        least = "\n" if self.items else "\n\n"
        segs: list[Segment] = []
        for i, p in enumerate(out):
            nxt = out[i + 1] if i + 1 < len(out) else None
            gap = p.seg.gap
            if nxt is None:
                if p.src != last_src:
                    gap = "" if self.items else "\n"
            elif p.src is None or nxt.src != p.src + 1:
                # A paragraph beside a list item needs its blank line, or markdown reads it
                # as part of the item (and so would the next merge).
                need = "\n\n" if any((x.seg.key or "").startswith("block:")
                                      for x in (p, nxt)) else least
                gap = gap if gap.count("\n") >= len(need) else need
            end = p.seg.end
            if not end and p.seg.kind == UNIT and not self.items:
                # A message of a note written before end marks gets Musubi's: from now on
                # what the person writes below it is told apart without a merge base.
                mine = self.t_units.get(p.seg.key)
                end = mine.end if mine is not None else ""
            segs.append(Segment(p.seg.kind, p.seg.key, p.seg.body, gap, end))
        return segs


def around(seg: Segment, ref: str) -> list[Segment] | None:
    """``seg`` cut into (text before, the unit as ``ref`` has it, text after) when its lines
    hold ``ref``'s lines whole and in one run; None when the unit itself was changed."""
    if seg.body == ref:
        return [seg]
    lines, want = seg.body.split("\n"), ref.split("\n")
    n = len(want)
    at = next((i for i in range(len(lines) - n + 1) if lines[i:i + n] == want), None)
    if at is None:
        return None
    before, after = lines[:at], lines[at + n:]
    parts: list[Segment] = []
    if before:
        if not any(before):
            return None  # only blank lines added above it: no text of the person's
        parts.append(segment(TEXT, None, before))
    unit_gap = 0
    while unit_gap < len(after) and after[unit_gap] == "":
        unit_gap += 1
    # The unit keeps its end mark: a line the person wrote inside it, after Musubi's text,
    # goes below the mark as theirs.
    parts.append(Segment(UNIT, seg.key, ref, "\n" * (unit_gap + 1), seg.end))
    rest = after[unit_gap:]
    if rest:
        parts.append(Segment(TEXT, None, "\n".join(rest), seg.gap))
    else:
        parts[-1].gap = "\n" * unit_gap + seg.gap
    return parts


# -- lists, item by item -------------------------------------------------------------------------
def _item_key(line: str, seen: dict[str, int]) -> str:
    m = _ITEM_ID_RE.search(line)
    if m:
        base = "id:" + m.group(1)
    else:
        words = _TASK_RE.sub("", line, count=1)
        base = "item:" + " ".join(words.split()).casefold()
    n = seen.get(base, 0)
    seen[base] = n + 1
    return base if n == 0 else f"{base}#{n + 1}"


def list_items(body: str) -> list[Segment] | None:
    """A section's body as its heading, list items (keyed by block id or words) and other
    blocks (keyed by position); None when it is not a heading over such blocks."""
    lines = body.split("\n")
    runs: list[tuple[str, list[str]]] = [("head", [lines[0]])]
    seen: dict[str, int] = {}
    paragraphs = 0
    for line in lines[1:]:
        blank_before = runs[-1][1][-1:] == [""]
        if _ITEM_RE.match(line):
            runs.append((_item_key(line, seen), [line]))
        elif line and (blank_before or runs[-1][0] == "head"):
            paragraphs += 1
            runs.append((f"block:{paragraphs}", [line]))
        else:
            runs[-1][1].append(line)
    segs = [segment(UNIT, key, ls) for key, ls in runs]
    if segs:
        segs[-1].gap = segs[-1].gap[:-1]
    return segs


def merge_items(ours: str, base: str | None, theirs: str) -> str | None:
    """A section both sides changed, merged item by item; None when one item (or the text
    around the list) was changed by both."""
    o, t = list_items(ours), list_items(theirs)
    b = list_items(base) if base is not None else None
    if o is None or t is None:
        return None
    bdoc = None if b is None else Doc(head="", raw_yaml=None, lead="", segments=b)
    merger = _Merger(o, bdoc, t, items=True)
    result = merger.run()
    if merger.failed:
        return None
    return "".join(s.text for s in result.segments)
