"""Musubi's entries spliced into a person's JSON settings text, and taken out again, without
re-serialising anything of theirs: their bytes (indentation, key order, CRLF, a missing final
newline) stay as they are.

The splice is its own inverse. An item goes in right after the last item of its container
(with the same whitespace the last item has before it), or right after the bracket of an empty
one; a container Musubi makes (the ``hooks`` object, an event's array, the whole file) is laid
out with whitespace before its first item, which is how taking out tells it from one the person
had, empty, before.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from ..jsonish import JSON, JSONObject

_WS = " \t\r\n"
_DECODER = json.JSONDecoder()


class SettingsError(ValueError):
    """Settings text that cannot be changed safely: not JSON, or not shaped as settings."""


@dataclass
class Node:
    """A JSON value's span in the text; containers keep their items' spans."""

    start: int
    end: int
    kind: str  # "object", "array" or "scalar"
    value: JSON = None  # the scalar's value
    keys: list[str] = field(default_factory=list)  # an object's keys, in order
    key_starts: list[int] = field(default_factory=list)
    items: list[Node] = field(default_factory=list)  # an object's values, an array's items

    def item_start(self, i: int) -> int:
        return self.key_starts[i] if self.kind == "object" else self.items[i].start

    def get(self, key: str) -> Node | None:
        """The value of ``key`` (the last one, as JSON readers take it)."""
        found = [n for k, n in zip(self.keys, self.items, strict=True) if k == key]
        return found[-1] if found else None

    def index(self, key: str) -> int:
        return max(i for i, k in enumerate(self.keys) if k == key)


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WS:
        i += 1
    return i


def _parse(text: str, i: int) -> Node:
    i = _skip(text, i)
    if text[i] not in "{[":
        value, end = _DECODER.raw_decode(text, i)
        return Node(i, end, "scalar", value)
    node = Node(i, i, "object" if text[i] == "{" else "array")
    close = "}" if text[i] == "{" else "]"
    j = _skip(text, i + 1)
    while text[j] != close:
        if node.kind == "object":
            key, after = _DECODER.raw_decode(text, j)
            node.keys.append(key)
            node.key_starts.append(j)
            j = _skip(text, after) + 1  # the colon
        item = _parse(text, j)
        node.items.append(item)
        j = _skip(text, item.end)
        if text[j] == ",":
            j = _skip(text, j + 1)
    node.end = j + 1
    return node


def parse(text: str) -> Node:
    """The spans of a settings document; SettingsError when it is not a JSON object."""
    try:
        json.loads(text)
    except ValueError as e:
        raise SettingsError(f"not valid JSON: {e}") from e
    root = _parse(text, 0)
    if root.kind != "object":
        raise SettingsError("not a JSON object")
    return root


@dataclass
class Layout:
    """How the person's file is written: its newline and one level of indentation."""

    nl: str = "\n"
    unit: str = "  "

    @classmethod
    def of(cls, text: str, root: Node | None) -> Layout:
        nl = "\r\n" if "\r\n" in text else "\n"
        unit = "  "
        if root is not None and root.items:
            before = text[root.start + 1:root.item_start(0)]
            if "\n" in before and before.rsplit("\n", 1)[1]:
                unit = before.rsplit("\n", 1)[1]
        return cls(nl, unit)

    def block(self, value: JSON, indent: str) -> str:
        """``value`` as JSON laid out like the file, its lines after the first at ``indent``."""
        text = json.dumps(value, indent=self.unit, ensure_ascii=False)
        return text.replace("\n", self.nl + indent)


def line_indent(text: str, pos: int) -> str:
    start = text.rfind("\n", 0, pos) + 1
    end = start
    while end < pos and text[end] in " \t":
        end += 1
    return text[start:end]


def insert(text: str, box: Node, item: str) -> str:
    """``item`` (a value, or ``"key": value``) added after the last item of ``box``."""
    if not box.items:
        return text[:box.start + 1] + item + text[box.start + 1:]
    last = len(box.items) - 1
    before = box.items[last - 1].end if last else box.start + 1
    gap = text[before:box.item_start(last)]
    sep = gap[gap.index(",") + 1:] if "," in gap else gap
    at = box.items[last].end
    return text[:at] + "," + sep + item + text[at:]


def remove(text: str, box: Node, i: int) -> str:
    """Item ``i`` of ``box`` taken out with the comma and whitespace that came with it."""
    n = len(box.items)
    if n == 1:
        if created(text, box):
            return text[:box.start + 1] + text[box.end - 1:]
        return text[:box.item_start(0)] + text[box.items[0].end:]
    if i > 0:
        return text[:box.items[i - 1].end] + text[box.items[i].end:]
    return text[:box.item_start(0)] + text[box.item_start(1):]


def created(text: str, box: Node) -> bool:
    """A container laid out by Musubi: whitespace between its bracket and its first item."""
    return bool(box.items) and box.item_start(0) > box.start + 1


def fresh_container(layout: Layout, items: list[str], indent: str, bracket: str) -> str:
    """A container Musubi makes, its items one a line at ``indent`` plus one level."""
    inner = indent + layout.unit
    body = ("," + layout.nl + inner).join(items)
    return bracket[0] + layout.nl + inner + body + layout.nl + indent + bracket[1]


IsOurs = Callable[[JSON], bool]


def strip(text: str, ours: IsOurs) -> str | None:
    """``text`` without Musubi's entries (``ours`` tells an event's element by its value);
    None when the whole file was Musubi's making (it did not exist before)."""
    while True:
        root = parse(text)
        hooks = root.get("hooks")
        if hooks is None or hooks.kind != "object":
            return text
        if _all_ours(text, hooks, ours) and created(text, hooks):
            if (len(root.items) == 1 and created(text, root) and root.start == 0
                    and text[root.end:] in ("\n", "\r\n")):
                return None
            text = remove(text, root, root.index("hooks"))
            continue
        step = _strip_one(text, hooks, ours)
        if step is None:
            return text
        text = step


def _strip_one(text: str, hooks: Node, ours: IsOurs) -> str | None:
    for i, events in enumerate(hooks.items):
        if events.kind == "array" and _array_ours(text, events, ours):
            return remove(text, hooks, i)
    for events in hooks.items:
        if events.kind != "array":
            continue
        for j, element in enumerate(events.items):
            if ours(_value(text, element)):
                return remove(text, events, j)
    return None


def _value(text: str, node: Node) -> JSON:
    return json.loads(text[node.start:node.end])


def _array_ours(text: str, events: Node, ours: IsOurs) -> bool:
    return created(text, events) and all(ours(_value(text, e)) for e in events.items)


def _all_ours(text: str, hooks: Node, ours: IsOurs) -> bool:
    return bool(hooks.items) and all(
        e.kind == "array" and _array_ours(text, e, ours) for e in hooks.items)


def add(text: str | None, entries: JSONObject, ours: IsOurs) -> str:
    """``text`` with one element per event in ``entries`` (Musubi's older ones replaced)."""
    if text is not None:
        text = strip(text, ours)
    if text is None:
        layout = Layout()
        fresh = _fresh_hooks(layout, entries, layout.unit)
        return "{" + layout.nl + layout.unit + '"hooks": ' + fresh + layout.nl + "}" + layout.nl
    root = parse(text)
    layout = Layout.of(text, root)
    hooks = root.get("hooks")
    if hooks is None:
        indent = _item_indent(text, root)
        return insert(text, root, '"hooks": ' + _fresh_hooks(layout, entries, indent))
    if hooks.kind != "object":
        raise SettingsError('"hooks" is not an object')
    for event, element in entries.items():
        hooks = _hooks(text)
        events = hooks.get(event)
        indent = _item_indent(text, hooks)
        if events is None:
            member = json.dumps(event) + ": " + fresh_container(
                layout, [layout.block(element, indent + layout.unit)], indent, "[]")
            text = insert(text, hooks, member)
        elif events.kind != "array":
            raise SettingsError(f'"hooks"."{event}" is not an array')
        else:
            text = insert(text, events, layout.block(element, _item_indent(text, events)))
    return text


def _hooks(text: str) -> Node:
    hooks = parse(text).get("hooks")
    assert hooks is not None
    return hooks


def _item_indent(text: str, box: Node) -> str:
    """The indentation a new item of ``box`` starts its line with."""
    if box.items:
        return line_indent(text, box.item_start(len(box.items) - 1))
    return line_indent(text, box.start)


def _fresh_hooks(layout: Layout, entries: JSONObject, indent: str) -> str:
    inner = indent + layout.unit
    members = [json.dumps(event) + ": " + fresh_container(
        layout, [layout.block(element, inner + layout.unit)], inner, "[]")
        for event, element in entries.items()]
    return fresh_container(layout, members, indent, "{}")
