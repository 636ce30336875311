"""A Claude Code session as a tree of lines: each line with a ``uuid`` points at its parent, the
conversation is the path from its last line back to the root (with the side lines that answer a
tool call on the way), and that path becomes messages."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..cleaning import clean_data, clean_text, clean_tool_output, strip_read_line_numbers
from ..jsonish import JSON, JSONObject
from ..model import Message, ToolCall, iso_utc, message_id

_MESSAGE_KINDS = ("user", "assistant")


@dataclass(slots=True)
class Node:
    """One line that has a ``uuid``: a message, or a progress/system line that sits in the chain."""

    uuid: str
    parent: str | None
    logical_parent: str | None
    kind: str
    file: int
    line: int
    session: str | None
    sidechain: bool
    # Only for user/assistant lines: the fields a message is built from.
    data: JSONObject | None = None

    @property
    def is_message(self) -> bool:
        return self.kind in _MESSAGE_KINDS

    def message(self) -> JSONObject:
        msg = (self.data or {}).get("message")
        return msg if isinstance(msg, dict) else {}

    def blocks(self) -> list[JSONObject]:
        content = self.message().get("content")
        if not isinstance(content, list):
            return []
        return [b for b in content if isinstance(b, dict)]


@dataclass
class SessionFile:
    path: Path
    index: int
    subagent: bool
    nodes: dict[str, Node] = field(default_factory=dict)
    children: dict[str, list[Node]] = field(default_factory=dict)
    # The last message line; ``main_leaf`` ignores inline sidechain (old Task) lines.
    leaf: str | None = None
    main_leaf: str | None = None
    session: str | None = None
    agent: str | None = None
    cwd: str | None = None
    mtime: float = 0.0


def text_field(obj: JSONObject, key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def walk(leaf: str, lookup: Callable[[str], Node | None],
          before: Callable[[Node], Node | None] = lambda n: None) -> list[Node]:
    """Leaf back to root; a compaction boundary continues through ``logicalParentUuid``. A
    parent that is named but not there (its line was lost: torn, not JSON) is stepped over to
    the line before it in the file, so one lost line never takes the messages before it."""
    path: list[Node] = []
    seen: set[str] = set()
    node = lookup(leaf)
    while node is not None and node.uuid not in seen:
        seen.add(node.uuid)
        path.append(node)
        nxt = None
        for ref in (node.parent, node.logical_parent):
            if ref and ref not in seen:
                nxt = lookup(ref)
                if nxt is not None:
                    break
        if nxt is None and node.parent and node.parent not in seen:
            nxt = before(node)
        node = nxt
    path.reverse()
    return path


def line_before(f: SessionFile) -> Callable[[Node], Node | None]:
    """The node on the nearest earlier line of the same file and chain (sidechain or not)."""
    order = sorted(f.nodes.values(), key=lambda n: n.line)
    at = {n.uuid: i for i, n in enumerate(order)}

    def before(node: Node) -> Node | None:
        i = at.get(node.uuid)
        if i is None or node.file != f.index:
            return None
        for prev in reversed(order[:i]):
            if prev.sidechain == node.sidechain:
                return prev
        return None

    return before


def _tool_use_ids(node: Node) -> list[str]:
    return [str(b.get("id")) for b in node.blocks()
            if b.get("type") in ("tool_use", "server_tool_use")]


def _result_ids(node: Node) -> list[str] | None:
    """The tool_use ids a user line answers, or None when it carries anything but results."""
    blocks = node.blocks()
    if not blocks or any(b.get("type") != "tool_result" for b in blocks):
        return None
    return [str(b.get("tool_use_id")) for b in blocks]


def with_side_nodes(path: list[Node], files: list[SessionFile]) -> list[Node]:
    """The path plus the side branches that parallel tool calls create, in transcript order.

    Claude Code chains each content block of a response to the previous one, but writes each
    tool result under its own tool_use line and continues from whichever result came last; the
    other calls and results end up on branches off the path. Only those are taken back: lines
    of a response already on the path, and results for its unanswered calls. A rewind's
    abandoned branch starts with a new prompt, so it never qualifies.
    """
    if not path:
        return []
    included = {n.uuid for n in path}
    response_ids: set[str] = set()
    called: set[str] = set()
    answered: set[str] = set()

    def note(node: Node) -> None:
        if node.kind == "assistant":
            mid = node.message().get("id")
            if isinstance(mid, str):
                response_ids.add(mid)
            called.update(_tool_use_ids(node))
        elif node.kind == "user":
            answered.update(_result_ids(node) or [])

    for node in path:
        note(node)
    sidechain = path[-1].sidechain
    # Where each side node hangs: the path node it branches from, for ordering.
    anchor: dict[str, Node] = {n.uuid: n for n in path}
    extra: list[Node] = []
    changed = True
    while changed:
        changed = False
        stack = list(path) + extra
        visited: set[str] = set()
        while stack:
            node = stack.pop()
            if node.uuid in visited:
                continue
            visited.add(node.uuid)
            for child in files[node.file].children.get(node.uuid, ()):
                if child.uuid in included or child.sidechain != sidechain:
                    continue
                anchor.setdefault(child.uuid, anchor[node.uuid])
                if not child.is_message:
                    stack.append(child)  # progress lines sit between a call and its result
                elif _belongs(child, response_ids, called, answered):
                    included.add(child.uuid)
                    extra.append(child)
                    note(child)
                    stack.append(child)
                    changed = True

    seg = 0
    keys: dict[str, tuple[int, int, int]] = {}
    for i, node in enumerate(path):
        if i and node.file != path[i - 1].file:
            seg += 1
        keys[node.uuid] = (seg, node.line, 0)
    for n, node in enumerate(extra, 1):
        home = anchor[node.uuid]
        s, line, _ = keys[home.uuid]
        keys[node.uuid] = (s, node.line, 0) if node.file == home.file else (s, line, n)
    return sorted(list(path) + extra, key=lambda n: keys[n.uuid])


def _belongs(node: Node, response_ids: set[str], called: set[str], answered: set[str]) -> bool:
    if node.kind == "assistant":
        mid = node.message().get("id")
        return isinstance(mid, str) and mid in response_ids
    ids = _result_ids(node)
    return ids is not None and bool(ids) and all(i in called and i not in answered for i in ids)


@dataclass
class _Turn:
    message: Message
    parts: list[str]


def messages_of(nodes: Iterable[Node], cid: str, tool_names: dict[str, str],
              machine_user: bool) -> list[Message]:
    out: list[Message | _Turn] = []
    turns: dict[str, _Turn] = {}
    for node in nodes:
        if node.kind == "assistant":
            _assistant(node, cid, out, turns)
        elif node.kind == "user":
            out.extend(_user(node, cid, tool_names, machine_user))
    result: list[Message] = []
    for item in out:
        if isinstance(item, _Turn):
            item.message.text = "\n\n".join(item.parts)
            if not item.message.text and not item.message.tool_calls:
                continue
            item = item.message
        result.append(item)
    return result


def _assistant(node: Node, cid: str, out: list[Message | _Turn], turns: dict[str, _Turn]) -> None:
    msg = node.message()
    if msg.get("model") == "<synthetic>":
        return  # written by the CLI, not the model
    given = msg.get("id")
    mid = given if isinstance(given, str) else node.uuid
    turn = turns.get(mid)
    if turn is None:
        created = iso_utc((node.data or {}).get("timestamp"))
        turn = _Turn(Message(id=message_id(cid, mid), role="assistant", text="",
                             created_at=created), [])
        turns[mid] = turn
        out.append(turn)
    content = msg.get("content")
    if isinstance(content, str):
        content = [{"type": "text", "text": content}]
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text":
            text = clean_text(text_field(block, "text"))
            if text:
                turn.parts.append(text)
        elif kind in ("tool_use", "server_tool_use"):
            turn.message.tool_calls.append(ToolCall(id=str(block.get("id")),
                                                    name=str(block.get("name")),
                                                    input=clean_data(block.get("input"))))
        # thinking / redacted_thinking: the model's scratchpad, not transcript text.


def _placeholder(block: JSONObject) -> str:
    source = block.get("source")
    media = source.get("media_type") if isinstance(source, dict) else None
    return f"[{block.get('type')}: {media}]" if media else f"[{block.get('type')}]"


def _user(node: Node, cid: str, tool_names: dict[str, str], machine_user: bool) -> list[Message]:
    data = node.data or {}
    if data.get("isMeta") is True:
        return []  # CLAUDE.md, caveats, skill bodies: injected, never typed
    machine = machine_user or data.get("isCompactSummary") is True
    created = iso_utc(data.get("timestamp"))
    content = node.message().get("content")
    parts: list[str] = []
    results: list[tuple[str, str, str | None]] = []
    if isinstance(content, str):
        parts.append(clean_text(content))
    elif isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            kind = block.get("type")
            if kind == "text":
                parts.append(clean_text(text_field(block, "text")))
            elif kind in ("image", "document"):
                parts.append(_placeholder(block))
            elif kind == "tool_result":
                use_id = str(block.get("tool_use_id"))
                name = tool_names.get(use_id)
                text = _result_text(block.get("content"), name)
                if text:
                    results.append((use_id, text, name))
    text = "\n\n".join(p for p in parts if p)
    messages: list[Message] = []
    if text:
        messages.append(Message(id=message_id(cid, node.uuid), role="user", text=text,
                                created_at=created, machine=machine))
    for use_id, out, name in results:
        native = node.uuid if not messages and len(results) == 1 else f"{node.uuid}:{use_id}"
        messages.append(Message(id=message_id(cid, native), role="tool", text=out,
                                created_at=created, tool_call_id=use_id, tool_name=name))
    return messages


def _result_text(content: JSON, tool_name: str | None) -> str:
    if isinstance(content, list):
        pieces = []
        for block in content:
            if isinstance(block, dict) and block.get("type") == "text":
                pieces.append(str(block.get("text") or ""))
            elif isinstance(block, dict):
                pieces.append(_placeholder(block))
        content = "\n".join(pieces)
    if not isinstance(content, str):
        return ""
    if tool_name == "Read":
        content = strip_read_line_numbers(content)
    return clean_tool_output(content)
