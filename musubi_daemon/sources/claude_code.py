"""Claude Code: ``~/.claude/projects/<encoded-cwd>/<session>.jsonl``, one line per event.

A session file is a tree, not a list: lines link through ``parentUuid``, rewinds leave abandoned
branches, one API response is split over several lines, and parallel tool calls hang their
results off side branches. We rebuild the tree per project folder (resume chains and compaction
links cross files), take the path to the last message, then pull back in only the side nodes that
belong to that path: the rest of a split response and the results of its tool calls.

Conventions (see also the format notes):

* Conversation id: ``claude-code:<sessionId>`` from the first line of the main file that has one
  (file stem when none does); a subagent file is ``claude-code:<sessionId>:<agentId>``.
* Resume chains: when one file's message uuids are a subset of another's, only the longer one is
  emitted, and subagents of the absorbed session point at the survivor.
* Message native ids: the line ``uuid``; a merged assistant turn uses ``message.id``; a tool
  result shares its line's ``uuid`` unless that line yields several messages, then it is
  ``<uuid>:<tool_use_id>``.
* ``model: "<synthetic>"`` assistant lines are written by the CLI itself ("No response
  requested.", API error text), not by a model, so they are dropped like other harness lines.
* Title: the latest ``custom-title`` (a rename by the person), else the latest ``ai-title`` or
  ``summary`` that belongs to the session, else the first line of the first user message.
* In a subagent transcript no person types: its user-seat text (the Task prompt) is
  ``machine=True``, as is the compaction summary in a main session.
* Not emitted (yet): 1.0.x inline sidechain lines (``isSidechain`` inside a main file); images
  are a ``[image: <media type>]`` placeholder.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..cleaning import clean_data, clean_text, clean_tool_output, strip_read_line_numbers
from ..model import Conversation, Message, ToolCall, conversation_id, iso_utc, message_id
from .base import (
    Adapter,
    SourceEnv,
    SourceError,
    Unit,
    env_path,
    file_unit,
    project_path,
    stat_fingerprint,
)
from .jsonl import JsonLines

log = logging.getLogger(__name__)

SOURCE = "claude-code"
_MESSAGE_KINDS = ("user", "assistant")
_TITLE_KINDS = {"custom-title": "customTitle", "ai-title": "aiTitle", "summary": "summary"}
_TITLE_LEN = 80


@dataclass(slots=True)
class _Node:
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
    data: dict[str, Any] | None = None

    @property
    def is_message(self) -> bool:
        return self.kind in _MESSAGE_KINDS

    def message(self) -> dict[str, Any]:
        msg = (self.data or {}).get("message")
        return msg if isinstance(msg, dict) else {}

    def blocks(self) -> list[dict[str, Any]]:
        content = self.message().get("content")
        if not isinstance(content, list):
            return []
        return [b for b in content if isinstance(b, dict)]


@dataclass(slots=True)
class _Title:
    seq: tuple[float, int]  # (file mtime, line): "latest" across the files of a project
    kind: str
    text: str
    session: str | None
    leaf: str | None
    file: int


@dataclass
class _File:
    path: Path
    index: int
    subagent: bool
    nodes: dict[str, _Node] = field(default_factory=dict)
    children: dict[str, list[_Node]] = field(default_factory=dict)
    # The last message line; ``main_leaf`` ignores inline sidechain (old Task) lines.
    leaf: str | None = None
    main_leaf: str | None = None
    session: str | None = None
    agent: str | None = None
    cwd: str | None = None
    mtime: float = 0.0


@dataclass
class _Candidate:
    """A conversation before dedupe: its file, its nodes in order, and the messages they make."""

    file: _File
    nodes: list[_Node]
    messages: list[Message]
    native: str
    message_uuids: frozenset[str]
    sessions: set[str]


class ClaudeCodeAdapter(Adapter):
    name = SOURCE
    description = "Claude Code sessions (~/.claude/projects/*/*.jsonl)"
    resumes_elsewhere = True

    def __init__(self) -> None:
        # Lines that were not JSON objects, per file: skipped, counted, never fatal.
        self.corrupt_lines: dict[str, int] = {}

    # -- discovery -------------------------------------------------------------------------

    def root(self, env: SourceEnv) -> Path:
        if env.path is not None:
            return env.path
        config = env_path(env.environ, "CLAUDE_CONFIG_DIR")
        return config / "projects" if config else env.home / ".claude" / "projects"

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        """One unit per project folder: resume chains and subagents only make sense together."""
        root = self.root(env)
        if root.suffix == ".jsonl" and not root.is_dir():
            if root.is_file() and not _is_compaction_run(root):
                yield file_unit(root)
            return
        try:
            children = sorted(root.iterdir()) if root.is_dir() else []
        except OSError:
            return  # an unlistable root is a source that is not there
        if _is_project_dir(children):
            unit = _project_unit(root)
            if unit:
                yield unit
            return
        for child in children:
            if child.is_dir():
                unit = _project_unit(child)
                if unit:
                    yield unit

    # -- reading ---------------------------------------------------------------------------

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        folder = Path(unit.key)
        base = folder if folder.is_dir() else None
        titles: list[_Title] = []
        files: list[_File] = []
        for path in unit.paths:
            loaded = self._load(path, len(files), base, titles, env)
            if loaded is not None:
                files.append(loaded)
        # Tool names for results, whichever file the call was written in.
        tool_names: dict[str, str] = {}
        for f in files:
            for node in f.nodes.values():
                if node.kind == "assistant":
                    for block in node.blocks():
                        if block.get("type") in ("tool_use", "server_tool_use"):
                            tool_names[str(block.get("id"))] = str(block.get("name"))

        mains = sorted((f for f in files if not f.subagent), key=lambda f: (f.mtime, f.index))
        shared: dict[str, _Node] = {}
        for f in mains:
            for uuid, node in f.nodes.items():
                shared.setdefault(uuid, node)

        candidates: list[_Candidate] = []
        for f in mains:
            cand = self._candidate(f, files, tool_names, lookup=_chain_lookup(f, shared))
            if cand is not None:
                candidates.append(cand)
        kept, alias = _dedupe(candidates)

        main_titles = [t for t in titles if not files[t.file].subagent]
        for cand in kept:
            sessions = cand.sessions | {s for s, k in alias.items() if k == cand.native}
            uuids = {n.uuid for n in cand.nodes} | set(cand.file.nodes)
            title = _pick_title(main_titles, sessions, uuids, cand.file.index)
            yield self._conversation(cand, title)

        # Which emitted conversation a session id now lives in: its own, else the one that
        # absorbed it by resume.
        owner: dict[str, str] = {cand.native: cand.native for cand in kept}
        for s, keeper in alias.items():
            owner.setdefault(s, keeper)
        for cand in kept:
            for s in cand.sessions:
                owner.setdefault(s, cand.native)
        for f in sorted((f for f in files if f.subagent), key=lambda f: f.index):
            cand = self._candidate(f, files, tool_names, lookup=f.nodes.get)
            if cand is None:
                continue
            session = cand.native.split(":", 1)[0]
            parent = conversation_id(SOURCE, owner.get(session, session))
            titled = _pick_title(titles, {session}, set(f.nodes), f.index, same_file_only=True)
            yield self._conversation(cand, titled, parent_id=parent)

    def _load(self, path: Path, index: int, base: Path | None, titles: list[_Title],
              env: SourceEnv) -> _File | None:
        """Stream one file into nodes; a file that cannot be opened is reported, not fatal."""
        f = _File(path=path, index=index, subagent=_is_subagent_path(path, base))
        first_title = len(titles)
        lines = JsonLines(path)
        with contextlib.suppress(OSError):  # unreadable: the read below says why
            f.mtime = path.stat().st_mtime
        try:
            for lineno, obj in lines:
                _take_line(f, obj, lineno, titles)
        except SourceError as exc:
            del titles[first_title:]
            env.skip(path, str(exc))
            return None
        good, corrupt = lines.good, lines.corrupt
        if corrupt:
            self.corrupt_lines[str(path)] = corrupt
            log.debug("%s: skipped %d corrupt line(s)", path, corrupt)
        if not good and corrupt:
            del titles[first_title:]
            env.skip(path, f"no readable lines ({corrupt} corrupt)")
            return None
        for problem in lines.problems():
            env.skip(path, problem)
        if not f.subagent and f.agent and _first_message_is_sidechain(f):
            f.subagent = True  # an older layout: agent-<id>.jsonl next to the sessions
        return f

    def _candidate(self, f: _File, files: list[_File], tool_names: dict[str, str],
                   lookup: Callable[[str], _Node | None]) -> _Candidate | None:
        leaf = f.leaf if f.subagent else f.main_leaf
        if leaf is None:
            return None
        path = _walk(leaf, lookup, _line_before(f))
        nodes = _with_side_nodes(path, files)
        if f.subagent:
            session = f.session or _session_dir_name(f.path) or f.path.stem
            agent = f.agent or f.path.stem.removeprefix("agent-")
            native = f"{session}:{agent}"
        else:
            native = f.session or f.path.stem
        cid = conversation_id(SOURCE, native)
        messages = _messages(nodes, cid, tool_names, machine_user=f.subagent)
        if not messages:
            return None
        uuids = frozenset(n.uuid for n in nodes if n.is_message)
        sessions = {n.session for n in nodes if n.session} | ({f.session} if f.session else set())
        return _Candidate(f, nodes, messages, native, uuids, sessions)

    def _conversation(self, cand: _Candidate, title: str | None,
                      parent_id: str | None = None) -> Conversation:
        times = [m.created_at for m in cand.messages if m.created_at]
        fallback = datetime.fromtimestamp(cand.file.mtime, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return Conversation(
            id=conversation_id(SOURCE, cand.native),
            source=SOURCE,
            title=title or _first_line_title(cand.messages),
            project=project_path(cand.file.cwd),
            created_at=min(times) if times else fallback,
            updated_at=max(times) if times else fallback,
            source_ref=str(cand.file.path),
            messages=cand.messages,
            parent_id=parent_id,
        )


# -- discovery helpers ---------------------------------------------------------------------


def _is_project_dir(children: list[Path]) -> bool:
    """A project folder holds session files (or at least a session's subagents folder)."""
    for child in children:
        if child.suffix == ".jsonl" and not child.is_dir():
            return True
        if child.is_dir() and (child / "subagents").is_dir():
            return True
    return False


def _is_compaction_run(path: Path) -> bool:
    """The model run that wrote a compaction summary (``subagents/agent-acompact-*.jsonl``):
    its prompt and summary are no conversation, and the session holds the summary already."""
    return path.name.startswith("agent-acompact")


def _project_unit(folder: Path) -> Unit | None:
    paths = sorted(p for p in folder.rglob("*.jsonl")
                   if not p.is_dir() and not _is_compaction_run(p))
    if not paths:
        return None
    return Unit(key=str(folder), paths=paths, fingerprint=stat_fingerprint(paths))


def _is_subagent_path(path: Path, base: Path | None) -> bool:
    try:
        parts = path.relative_to(base).parts if base else path.parts[-4:]
    except ValueError:
        parts = path.parts[-4:]
    return path.name.startswith("agent-") or "subagents" in parts[:-1]


def _session_dir_name(path: Path) -> str | None:
    for parent in path.parents:
        if parent.name == "subagents":
            return parent.parent.name or None
    return None


# -- parsing -------------------------------------------------------------------------------


def _text_field(obj: dict[str, Any], key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def _take_line(f: _File, obj: dict[str, Any], lineno: int, titles: list[_Title]) -> None:
    kind = obj.get("type")
    kind = kind if isinstance(kind, str) else ""
    session = _text_field(obj, "sessionId")
    if f.session is None and session:
        f.session = session
    if f.cwd is None:
        f.cwd = _text_field(obj, "cwd")
    if kind in _TITLE_KINDS:
        text = _text_field(obj, _TITLE_KINDS[kind])
        if text:
            titles.append(_Title((f.mtime, lineno), kind, text, session,
                                 _text_field(obj, "leafUuid"), f.index))
    uuid = _text_field(obj, "uuid")
    if uuid is None or uuid in f.nodes:
        return
    node = _Node(uuid=uuid, parent=_text_field(obj, "parentUuid"),
                 logical_parent=_text_field(obj, "logicalParentUuid"), kind=kind,
                 file=f.index, line=lineno, session=session,
                 sidechain=obj.get("isSidechain") is True)
    if node.is_message:
        # toolUseResult and friends are UI copies (whole files, diffs): not kept in memory.
        node.data = {k: obj.get(k) for k in ("message", "timestamp", "isMeta",
                                              "isCompactSummary")}
        if f.agent is None:
            f.agent = _text_field(obj, "agentId")
        f.leaf = uuid
        if not node.sidechain:
            f.main_leaf = uuid
    f.nodes[uuid] = node
    if node.parent:
        f.children.setdefault(node.parent, []).append(node)


def _first_message_is_sidechain(f: _File) -> bool:
    first = min((n for n in f.nodes.values() if n.is_message), key=lambda n: n.line, default=None)
    return first is not None and first.sidechain


def _chain_lookup(f: _File, shared: dict[str, _Node]) -> Callable[[str], _Node | None]:
    """Prefer this file's copy of a uuid; a resumed session may link into an older file."""

    def lookup(uuid: str) -> _Node | None:
        return f.nodes.get(uuid) or shared.get(uuid)

    return lookup


# -- the tree ------------------------------------------------------------------------------


def _walk(leaf: str, lookup: Callable[[str], _Node | None],
          before: Callable[[_Node], _Node | None] = lambda n: None) -> list[_Node]:
    """Leaf back to root; a compaction boundary continues through ``logicalParentUuid``. A
    parent that is named but not there (its line was lost: torn, not JSON) is stepped over to
    the line before it in the file, so one lost line never takes the messages before it."""
    path: list[_Node] = []
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


def _line_before(f: _File) -> Callable[[_Node], _Node | None]:
    """The node on the nearest earlier line of the same file and chain (sidechain or not)."""
    order = sorted(f.nodes.values(), key=lambda n: n.line)
    at = {n.uuid: i for i, n in enumerate(order)}

    def before(node: _Node) -> _Node | None:
        i = at.get(node.uuid)
        if i is None or node.file != f.index:
            return None
        for prev in reversed(order[:i]):
            if prev.sidechain == node.sidechain:
                return prev
        return None

    return before


def _tool_use_ids(node: _Node) -> list[str]:
    return [str(b.get("id")) for b in node.blocks()
            if b.get("type") in ("tool_use", "server_tool_use")]


def _result_ids(node: _Node) -> list[str] | None:
    """The tool_use ids a user line answers, or None when it carries anything but results."""
    blocks = node.blocks()
    if not blocks or any(b.get("type") != "tool_result" for b in blocks):
        return None
    return [str(b.get("tool_use_id")) for b in blocks]


def _with_side_nodes(path: list[_Node], files: list[_File]) -> list[_Node]:
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

    def note(node: _Node) -> None:
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
    anchor: dict[str, _Node] = {n.uuid: n for n in path}
    extra: list[_Node] = []
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


def _belongs(node: _Node, response_ids: set[str], called: set[str], answered: set[str]) -> bool:
    if node.kind == "assistant":
        mid = node.message().get("id")
        return isinstance(mid, str) and mid in response_ids
    ids = _result_ids(node)
    return ids is not None and bool(ids) and all(i in called and i not in answered for i in ids)


# -- messages ------------------------------------------------------------------------------


@dataclass
class _Turn:
    message: Message
    parts: list[str]


def _messages(nodes: Iterable[_Node], cid: str, tool_names: dict[str, str],
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


def _assistant(node: _Node, cid: str, out: list[Message | _Turn], turns: dict[str, _Turn]) -> None:
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
            text = clean_text(_text_field(block, "text"))
            if text:
                turn.parts.append(text)
        elif kind in ("tool_use", "server_tool_use"):
            turn.message.tool_calls.append(ToolCall(id=str(block.get("id")),
                                                    name=str(block.get("name")),
                                                    input=clean_data(block.get("input"))))
        # thinking / redacted_thinking: the model's scratchpad, not transcript text.


def _placeholder(block: dict[str, Any]) -> str:
    source = block.get("source")
    media = source.get("media_type") if isinstance(source, dict) else None
    return f"[{block.get('type')}: {media}]" if media else f"[{block.get('type')}]"


def _user(node: _Node, cid: str, tool_names: dict[str, str], machine_user: bool) -> list[Message]:
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
                parts.append(clean_text(_text_field(block, "text")))
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


def _result_text(content: Any, tool_name: str | None) -> str:
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


# -- conversations -------------------------------------------------------------------------


def _dedupe(cands: list[_Candidate]) -> tuple[list[_Candidate], dict[str, str]]:
    """Resume chains replay uuids into a new file: keep the longest, under the id of the
    session the chain began in, and drop what it contains.

    Returns the kept candidates (in their original order) and, for each session id of a dropped
    one, the native id of the conversation that absorbed it (subagents of the old session then
    point at the surviving note).
    """
    order = sorted(range(len(cands)), key=lambda i: (-len(cands[i].message_uuids), i))
    kept: list[int] = []
    absorbed: dict[int, list[int]] = {}
    for i in order:
        owner = next((k for k in kept if cands[i].message_uuids <= cands[k].message_uuids), None)
        if owner is None:
            kept.append(i)
        else:
            absorbed.setdefault(owner, []).append(i)
    alias: dict[str, str] = {}
    for k in kept:
        chain = [k, *absorbed.get(k, [])]
        # The conversation keeps the name of the session it began in (the shortest of the
        # chain: each resume replays the one before): a resumed session goes on in the note
        # that session already has, with the person's edits, never in a second one.
        first = min(chain, key=lambda i: (len(cands[i].message_uuids), i))
        if first != k:
            _rename(cands[k], cands[first].native)
        for i in chain:
            for s in cands[i].sessions | {cands[i].native}:
                if s != cands[k].native:
                    alias.setdefault(s, cands[k].native)
    return [cands[i] for i in sorted(kept)], alias


def _rename(cand: _Candidate, native: str) -> None:
    """Give a candidate another conversation id, and its messages ids under it."""
    old = cand.native
    cand.native = native
    cid = conversation_id(SOURCE, native)
    for m in cand.messages:
        m.id = f"{cid}#{m.native_id}"
    cand.sessions = cand.sessions | {old}


def _pick_title(titles: list[_Title], sessions: set[str], uuids: set[str], file: int,
                same_file_only: bool = False) -> str | None:
    def belongs(t: _Title) -> bool:
        if same_file_only and t.file != file:
            return False
        if t.kind == "summary":
            return t.leaf in uuids if t.leaf else t.file == file
        return t.session in sessions if t.session else t.file == file

    mine = [t for t in titles if belongs(t)]
    custom = [t for t in mine if t.kind == "custom-title"]
    best = max(custom or mine, key=lambda t: t.seq, default=None)
    return best.text.strip() if best else None


def _first_line_title(messages: list[Message]) -> str | None:
    users = [m for m in messages if m.role == "user"]
    for m in sorted(users, key=lambda m: m.machine):  # a person's words first
        for line in m.text.splitlines():
            line = line.strip()
            if line:
                return line if len(line) <= _TITLE_LEN else line[: _TITLE_LEN - 1].rstrip() + "…"
    return None


__all__ = ["ClaudeCodeAdapter"]
