"""Musubi's own render of a note, read back out of what it committed.

A merge writes Musubi's render merged with the person's edits, so a commit of Musubi's holds
the person's text too: taken whole as the next merge base it would make her text look like
Musubi's, and the next render would take it out. What Musubi rendered is recovered instead,
unit by unit, from three texts git always has: the file before Musubi's commit, Musubi's render
before that (recovered the same way, back to the note's first commit, which is a pure render),
and the file Musubi committed:

- a unit with a conflict callout: Musubi's version is the one in the callout;
- a unit the person had changed that Musubi's commit left as she had it: Musubi's version is
  still its earlier one (a changed one would have made a callout);
- a unit the person had deleted and that stayed deleted: Musubi's earlier version;
- any other unit: what the commit holds, without the person's text around it;
- properties the same way, key by key.

So the cache's copy of each render is a speed-up, never the only record of it.
"""

from __future__ import annotations

from collections.abc import Iterable

import yaml

from ..jsonish import Properties
from .merge import DERIVED_KEYS, PROPERTIES, around, digest_of, list_items, load_properties
from .notes import dump_frontmatter, load_yaml
from .structure import TEXT, UNIT, Doc, Segment, parse_doc, unquote


def recover_render(before: str | None, render: str | None, after: str) -> str:
    """Musubi's render that its commit merged into ``before`` (the file then; None for a note
    it made) against ``render`` (its render before; None when not known) to give ``after``."""
    if before is None or before == render:
        return after  # a note Musubi made, or one nobody had touched: the commit is the render
    if render is None:
        return _recover_unknown(parse_doc(before), parse_doc(after))
    b, r, a = parse_doc(before), parse_doc(render), parse_doc(after)
    r_units = r.units()
    had_units = _without_person_text(b, r_units)
    person_texts = [s.body for s in b.segments if s.kind == TEXT and s.body.strip()]
    person_texts += _glued_texts(b, r_units)
    proposals = {s.key: unquote(s.body) for s in a.callouts() if s.key is not None}
    out: dict[str, Segment] = {}
    for seg in a.segments:
        if seg.kind != UNIT or seg.key is None:
            continue
        key = seg.key
        was, had = r_units.get(key), had_units.get(key)
        body = _strip_person_text(seg.body, person_texts)
        if key in proposals:
            body = proposals[key]  # Musubi's version, beside the person's
        elif was is None and had is not None and had.body == body:
            continue  # a unit of the person's own (a heading she added)
        elif had is not None and was is not None and had.body != was.body:
            if body == had.body:
                body = was.body  # her edit, left as she had it: Musubi's stood unchanged
            elif key.startswith("h"):
                body = _recover_items(had.body, was.body, body)
        out[key] = Segment(UNIT, key, body, "\n\n", seg.end or (was.end if was else ""))
    segments = list(out.values())
    r_keys = list(r_units)
    for i, key in enumerate(r_keys):
        # Deleted by the person and left so: Musubi's version stood (a changed one would be
        # in a callout, taken above). Back where Musubi had it, so the base reads as a note.
        if key in out or key in had_units:
            continue
        was = r_units[key]
        earlier = set(r_keys[:i])
        at = max((j for j, seg in enumerate(segments) if seg.key in earlier), default=-1) + 1
        segments.insert(at, Segment(UNIT, key, proposals.get(key, was.body), "\n\n", was.end))
    head = _recover_head(b, r, a, proposals.get(PROPERTIES))
    return _assemble_head(head, segments, a.lead)


def _recover_unknown(b: Doc, a: Doc) -> str:
    """What can be told of Musubi's render when none of its earlier ones is known (the note
    came into history by a commit of the person's): what its commit changed or proposed. A
    unit it left as the file had it may be the person's: it is left out, so the next merge
    keeps it whatever Musubi's render holds (at worst a callout, never a loss)."""
    had = b.units()
    proposals = {s.key: unquote(s.body) for s in a.callouts() if s.key is not None}
    units = []
    for seg in a.segments:
        if seg.kind != UNIT or seg.key is None:
            continue
        if seg.key in proposals:
            units.append(Segment(UNIT, seg.key, proposals[seg.key], "\n\n", seg.end))
        elif seg.key not in had or had[seg.key].body != seg.body:
            units.append(Segment(UNIT, seg.key, seg.body, "\n\n", seg.end))
    bf, af = load_properties(b.raw_yaml), load_properties(a.raw_yaml)
    wanted = _proposed(proposals.get(PROPERTIES)) or {}
    props: Properties = {}
    for key, value in (af or {}).items():
        if key in wanted:
            props[key] = wanted[key]
        elif key in DERIVED_KEYS or bf is None or key not in bf or bf[key] != value:
            props[key] = value
    return _assemble(props, units, a.lead)


def combine_renders(before: str | None, render: str | None, other: str | None,
                    other_render: str | None, after: str) -> str | None:
    """Musubi's render after a sync merge joined another device's version (``other``, whose
    render was ``other_render``) into this one's (``before``, ``render``): each unit's render
    comes from the device whose version the merge kept. Another device's Musubi is Musubi,
    and its person's edits stay hers."""
    if render is None and other_render is None:
        return None if before is not None else after
    a = parse_doc(after)
    sides = [(parse_doc(t).units() if t is not None else {},
              parse_doc(r).units() if r is not None else None)
             for t, r in ((before, render), (other, other_render))]
    units: dict[str, Segment] = {}
    for seg in a.segments:
        if seg.kind != UNIT or seg.key is None:
            continue
        found = None
        for file_units, render_units in sides:
            held = file_units.get(seg.key)
            if held is not None and held.body == seg.body and render_units is not None:
                found = render_units.get(seg.key)
                break
        if found is None:
            found = next((r[seg.key] for _, r in sides if r and seg.key in r), None)
        if found is not None:
            units[seg.key] = Segment(UNIT, seg.key, found.body, "\n\n", found.end or seg.end)
    mine = sides[0][1] or {}
    for key, seg in mine.items():
        units.setdefault(key, Segment(UNIT, key, seg.body, "\n\n", seg.end))
    a_props = load_properties(a.raw_yaml) or {}
    props: Properties = {}
    prop_sides = [(load_properties(parse_doc(t).raw_yaml) if t is not None else None,
                   load_properties(parse_doc(r).raw_yaml) if r is not None else None)
                  for t, r in ((before, render), (other, other_render))]
    for key, value in a_props.items():
        if key in DERIVED_KEYS:
            props[key] = value
            continue
        for kept, rendered in prop_sides:
            if kept is not None and rendered is not None and kept.get(key, _NONE) == value:
                if key in rendered:
                    props[key] = rendered[key]
                break
        else:
            for _, rendered in prop_sides:
                if rendered is not None and key in rendered:
                    props[key] = rendered[key]
                    break
    return _assemble(props, list(units.values()), a.lead)


def _assemble(props: Properties, units: list[Segment], lead: str) -> str:
    return _assemble_head(_head(props), units, lead)


def _assemble_head(head: str, units: list[Segment], lead: str) -> str:
    for seg in units:
        seg.gap = "\n\n"
    if units:
        units[-1].gap = "\n"
    return head + lead + "".join(s.text for s in units)


def seen_in(renders: Iterable[str]) -> set[str]:
    """Digests of every unit Musubi's renders held (what ``merge.seen_digests`` keeps)."""
    out: set[str] = set()
    for text in renders:
        out |= {digest_of(key, seg.body) for key, seg in parse_doc(text).units().items()}
    return out


# -- units --------------------------------------------------------------------------------------
def _without_person_text(doc: Doc, ref: dict[str, Segment]) -> dict[str, Segment]:
    """The file's units without the person's text around them (told apart against Musubi's
    render of each unit, as the merge does)."""
    out: dict[str, Segment] = {}
    for seg in doc.segments:
        if seg.kind != UNIT or seg.key is None:
            continue
        was = ref.get(seg.key)
        parts = around(seg, was.body) if was is not None else None
        out[seg.key] = next((p for p in parts or [] if p.kind == UNIT), seg)
    return out


def _glued_texts(doc: Doc, ref: dict[str, Segment]) -> list[str]:
    """The person's text the file held inside units (a note written before end marks)."""
    found: list[str] = []
    for seg in doc.segments:
        was = ref.get(seg.key) if seg.kind == UNIT and seg.key is not None else None
        if was is None:
            continue
        for part in around(seg, was.body) or []:
            if part.kind == TEXT and part.body.strip():
                found.append(part.body)
    return found


def _strip_person_text(body: str, texts: list[str]) -> str:
    """A unit of the commit without a text of the person's glued below or above it (a note
    written before end marks glues what follows a message into it)."""
    for text in texts:
        if body.endswith("\n" + text):
            body = body[: -len(text) - 1].rstrip("\n")
        elif body.startswith(text + "\n"):
            body = body[len(text) + 1:].lstrip("\n")
    return body


def _recover_items(had: str, was: str, now: str) -> str:
    """A section the person had changed, merged item by item: Musubi's items are its own, the
    person's changes to items (a tick, a rewording, an item of hers) go back to Musubi's, and
    an item of Musubi's she deleted stays where Musubi had it."""
    h, w, n = list_items(had), list_items(was), list_items(now)
    if h is None or w is None or n is None:
        return was
    h_items = {s.key: s.body for s in h}
    w_items = {s.key: s.body for s in w}
    out: list[Segment] = []
    for seg in n:
        key = seg.key
        if key in h_items and h_items[key] == seg.body:
            if key not in w_items:
                continue  # an item the person added
            seg = Segment(UNIT, key, w_items[key], seg.gap)  # hers, Musubi's stood
        out.append(Segment(UNIT, seg.key, seg.body, seg.gap))
    for i, seg in enumerate(w):
        if seg.key in h_items or any(s.key == seg.key for s in out):
            continue
        # Deleted by the person: Musubi's still, right after the item it followed there.
        before = {x.key for x in w[:i]}
        at = max((j for j, s in enumerate(out) if s.key in before), default=-1) + 1
        out.insert(at, Segment(UNIT, seg.key, seg.body, "\n"))
    return "".join(s.body + (s.gap or "\n") for s in out).rstrip("\n")


# -- properties ---------------------------------------------------------------------------------
def _recover_head(b: Doc, r: Doc, a: Doc, proposed: str | None) -> str:
    bf, rf, af = (load_properties(d.raw_yaml) for d in (b, r, a))
    if rf is None:
        return a.head
    wanted = _proposed(proposed)
    if bf is None or af is None:
        # The person's YAML did not parse: Musubi's properties stood as they were, or were
        # proposed whole in the callout.
        return _head(wanted if wanted is not None else rf)
    props: Properties = {}
    for key in [*af, *(k for k in rf if k not in af)]:
        if key in DERIVED_KEYS:
            if key in af:
                props[key] = af[key]
        elif wanted is not None and key in wanted:
            props[key] = wanted[key]
        elif key in bf and bf.get(key) != rf.get(key, _NONE):
            if key in rf:
                props[key] = rf[key]  # the person's value, kept: Musubi's stood
        elif key not in bf and key in rf:
            props[key] = rf[key]  # deleted by the person; Musubi's value stood
        elif key in af:
            props[key] = af[key]
    return _head(props)


_NONE = object()


def _proposed(callout: str | None) -> Properties | None:
    if callout is None:
        return None
    lines = callout.split("\n")
    if lines and lines[0].startswith("```"):
        lines = lines[1:]
    if lines and lines[-1].startswith("```"):
        lines = lines[:-1]
    try:
        data = load_yaml("\n".join(lines))
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else None


def _head(props: Properties) -> str:
    return f"---\n{dump_frontmatter(props)}\n---\n" if props else ""

