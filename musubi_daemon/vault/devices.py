"""One note as two devices left it, merged by its structure (`musubi sync`).

Git's line merge knows nothing of a note: two devices that each ingested the same export
clash on every line of a header nobody edited, a line the person added at the end on each
device reads as one conflict, and a callout can swallow her lines. Here the note merges as
Musubi's own merge does, unit by unit (properties key by key, each section and message by
its key), and symmetrically between the two devices:

- a unit only one device changed takes that device's version; one both changed the same way
  is that; a unit one device deleted and the other left alone stays deleted, one edited on
  the other device stays (an edit beats a deletion);
- a unit both devices changed differently: when both versions are Musubi's own renders (each
  device's Musubi rendered the note), this device's stands: nobody's text is at stake and
  Musubi renders it again. When one of them is the person's, hers stands and Musubi's goes
  in a callout beside it, as in any merge; when both are hers, this device's stands and the
  other's goes in a callout ("edited on two devices");
- a section both changed merges item by item first (a loop ticked on one device, new items
  from the other);
- text of the person's outside the units (lines above, between, below them) is kept from
  both devices: what one device added is added, what one deleted and the other kept as it
  was is deleted.

Which version is Musubi's comes from each device's render of the note, rebuilt from the
history each device committed (``history.History.recover``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..jsonish import JSON, Properties
from .merge import DERIVED_KEYS, OWNED_KEYS, conflict_callout, load_properties, merge_items
from .notes import dump_frontmatter
from .structure import CALLOUT, TEXT, UNIT, Doc, Segment, callout_text, parse_doc

_GONE = object()


@dataclass
class DeviceMerge:
    text: str
    conflicts: int


def merge_devices(ours: str, base: str | None, theirs: str, ours_render: str | None,
                  theirs_render: str | None, origin: str) -> DeviceMerge:
    """Merge the other device's version (``theirs``, from ``origin``) into this one's."""
    o, t = parse_doc(ours), parse_doc(theirs)
    b = parse_doc(base) if base is not None else None
    ro = parse_doc(ours_render).units() if ours_render is not None else {}
    rt = parse_doc(theirs_render).units() if theirs_render is not None else {}
    m = _Merge(o, b, t, ro, rt, origin)
    segments = m.body()
    head, props_conflict = _head(o, b, t, ours_render, theirs_render)
    if props_conflict:
        segments.append(Segment(CALLOUT, None, conflict_callout(
            f"Properties set differently on two devices: the values from {origin}",
            props_conflict).rstrip("\n"), "\n"))
        m.conflicts += 1
    pre = t.pre if b is not None and o.pre == b.pre else o.pre
    lead = o.lead or t.lead
    if segments:
        segments[-1].gap = "\n"
    return DeviceMerge(pre + head + lead + "".join(s.text for s in segments), m.conflicts)


class _Merge:
    def __init__(self, o: Doc, b: Doc | None, t: Doc, ro: dict[str, Segment],
                 rt: dict[str, Segment], origin: str):
        self.o, self.b, self.t, self.ro, self.rt = o, b, t, ro, rt
        self.origin = origin
        self.o_units, self.t_units = o.units(), t.units()
        self.b_units = b.units() if b is not None else {}
        self.o_texts = {s.body for s in o.segments if s.kind == TEXT}
        self.t_texts = {s.body for s in t.segments if s.kind == TEXT}
        self.b_texts = {s.body for s in b.segments if s.kind == TEXT} if b is not None \
            else set()
        self.conflicts = 0
        self.added: set[int] = set()  # ids of the segments taken from the other device

    def _musubi(self, render: dict[str, Segment], seg: Segment | None) -> bool:
        return seg is not None and seg.key in render and render[seg.key].body == seg.body

    def _unit(self, seg: Segment) -> list[Segment]:
        """This device's unit as the merge leaves it, with a callout when both devices'
        people changed it differently."""
        key = seg.key
        assert key is not None
        mine, other = seg, self.t_units.get(key)
        was = self.b_units.get(key)
        if other is not None and other.body == mine.body:
            return [mine]
        if self.b is not None and (other.body if other else None) == \
                (was.body if was else None):
            return [mine]  # the other device left it as it was
        if self.b is not None and was is not None and mine.body == was.body:
            # This device left it: the other's version, or its deletion.
            return [] if other is None else [replace(mine, body=other.body,
                                                     end=mine.end or other.end)]
        if other is None:
            return [mine]  # changed here, deleted there: an edit beats a deletion
        if key.startswith("h"):
            merged = merge_items(mine.body, was.body if was else None, other.body)
            if merged is not None:
                return [replace(mine, body=merged)]
        mine_m, other_m = self._musubi(self.ro, mine), self._musubi(self.rt, other)
        if mine_m and other_m:
            return [mine]  # two renders of Musubi's: nobody's text; it renders again
        if mine_m:  # hers from the other device stands; Musubi's version beside it
            kept, beside = replace(mine, body=other.body, end=mine.end or other.end), mine
        else:
            kept, beside = mine, other
        self.conflicts += 1
        if not (other_m or mine_m):
            title = f"This passage was edited on two devices: the version from {self.origin}"
            callout = conflict_callout(title + ", kept beside", beside.body).rstrip("\n")
        else:
            callout = callout_text(key, beside.body)
        return [kept, Segment(CALLOUT, key, callout, "\n\n")]

    def body(self) -> list[Segment]:
        out: list[Segment] = []
        for seg in self.o.segments:
            if seg.kind == UNIT and seg.key is not None:
                out += self._unit(seg)
            elif seg.kind == TEXT and seg.body in self.b_texts \
                    and seg.body not in self.t_texts:
                continue  # hers, deleted on the other device
            else:
                out.append(seg)
        present = {s.key for s in out if s.kind == UNIT}
        texts = {s.body for s in out if s.kind == TEXT}
        anchor: str | None = None  # the unit of theirs last seen in the merge
        for seg in self.t.segments:
            if seg.kind == UNIT and seg.key is not None:
                if seg.key in present:
                    anchor = seg.key
                    continue
                was = self.b_units.get(seg.key)
                if seg.key in self.o_units or (was is not None and was.body == seg.body):
                    continue  # deleted here and left alone there (or taken out above)
                self._insert(out, anchor, replace(seg, gap="\n\n"))
                present.add(seg.key)
                anchor = seg.key
            elif seg.kind == TEXT and seg.body not in texts and seg.body not in self.b_texts:
                self._insert(out, anchor, replace(seg, gap="\n\n"))
                texts.add(seg.body)
        for seg in out[:-1]:
            if seg.gap.count("\n") < 2:
                seg.gap = "\n\n"
        return out

    def _insert(self, out: list[Segment], anchor: str | None, seg: Segment) -> None:
        """After the unit ``anchor`` and its callouts, and after anything already taken from
        the other device there (so it keeps its order); first when there is none."""
        at = 0
        if anchor is not None:
            at = next((i for i, s in enumerate(out) if s.kind == UNIT and s.key == anchor),
                      len(out) - 1) + 1
        while at < len(out) and (id(out[at]) in self.added
                                 or (out[at].kind == CALLOUT and out[at].key == anchor)):
            at += 1
        self.added.add(id(seg))
        out.insert(at, seg)


def _head(o: Doc, b: Doc | None, t: Doc, ours_render: str | None,
          theirs_render: str | None) -> tuple[str, str]:
    """(properties block, the other device's values kept beside when both people set a key
    differently, as text; "" when none)."""
    of, tf = load_properties(o.raw_yaml), load_properties(t.raw_yaml)
    bf = load_properties(b.raw_yaml) if b is not None else {}
    if of is None or tf is None or bf is None:
        # YAML that does not parse stays byte for byte; the other side is proposed whole.
        other = t.raw_yaml if t.raw_yaml not in (o.raw_yaml, b.raw_yaml if b else None) \
            else ""
        return o.head, other or ""
    rof = _props(ours_render)
    rtf = _props(theirs_render)

    def resolve(key: str, ov: JSON, tv: JSON) -> tuple[JSON, bool]:
        if key in DERIVED_KEYS or key in OWNED_KEYS:
            return ov, False  # Musubi's own, on both devices: it sets it again
        mine_m = key in rof and rof[key] == ov
        other_m = key in rtf and rtf[key] == tv
        return (tv if mine_m and not other_m else ov), not (mine_m or other_m)

    merged, conflicts = merge_properties(of, bf, tf, resolve)
    if merged == of:
        head = o.head
    elif merged == tf:
        head = t.head
    else:
        head = f"---\n{dump_frontmatter(merged)}\n---\n" if merged else ""
    return head, "\n".join(conflicts)


Resolve = Callable[[str, JSON, JSON], tuple[JSON, bool]]


def merge_properties(ours: Properties, base: Properties, theirs: Properties,
                     resolve: Resolve | None = None) -> tuple[Properties, list[str]]:
    """Key by key, symmetric: a change made on one device applies; an edit beats a deletion,
    so no value is lost. A key both devices changed differently goes to ``resolve`` (key,
    this device's value, the other's) -> (the value, whether it is a conflict); without one
    this device's value stays and it is. Conflicts come back as lines naming the other's."""
    merged: Properties = {}
    conflicts: list[str] = []
    for key in [*ours, *(k for k in theirs if k not in ours)]:
        o, b, t = ours.get(key, _GONE), base.get(key, _GONE), theirs.get(key, _GONE)
        if o == t or t == b:
            value = o
        elif o == b:
            value = t
        elif o is _GONE or t is _GONE:
            value = t if o is _GONE else o
        else:
            value, conflict = resolve(key, o, t) if resolve is not None else (o, True)
            if conflict:
                conflicts.append(f"{key}: {t!r}")
        if value is not _GONE:
            merged[key] = value
    return merged, conflicts


def _props(render: str | None) -> Properties:
    if render is None:
        return {}
    found = load_properties(parse_doc(render).raw_yaml)
    return found or {}
