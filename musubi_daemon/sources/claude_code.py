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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..jsonish import JSONObject
from ..model import Conversation, Message, conversation_id
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
from .claude_code_tree import (
    Node,
    SessionFile,
    line_before,
    messages_of,
    text_field,
    walk,
    with_side_nodes,
)
from .jsonl import JsonLines

log = logging.getLogger(__name__)

SOURCE = "claude-code"
_TITLE_KINDS = {"custom-title": "customTitle", "ai-title": "aiTitle", "summary": "summary"}
_TITLE_LEN = 80


@dataclass(slots=True)
class _Title:
    seq: tuple[float, int]  # (file mtime, line): "latest" across the files of a project
    kind: str
    text: str
    session: str | None
    leaf: str | None
    file: int


@dataclass
class _Candidate:
    """A conversation before dedupe: its file, its nodes in order, and the messages they make."""

    file: SessionFile
    nodes: list[Node]
    messages: list[Message]
    native: str
    message_uuids: frozenset[str]
    sessions: set[str]


class ClaudeCodeAdapter(Adapter):
    name = SOURCE
    label = "Claude Code"
    description = "Claude Code sessions (~/.claude/projects/*/*.jsonl)"
    resumes_elsewhere = True

    def __init__(self) -> None:
        # Lines that were not JSON objects, per file: skipped, counted, never fatal.
        self.corrupt_lines: dict[str, int] = {}

    # -- discovery -------------------------------------------------------------------------

    def root(self, env: SourceEnv) -> Path:
        return env.path if env.path is not None else self.watch_roots(env)[0]

    def watch_roots(self, env: SourceEnv) -> list[Path]:
        config = env_path(env.environ, "CLAUDE_CONFIG_DIR")
        return [config / "projects" if config else env.home / ".claude" / "projects"]

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
        files: list[SessionFile] = []
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
        shared: dict[str, Node] = {}
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
              env: SourceEnv) -> SessionFile | None:
        """Stream one file into nodes; a file that cannot be opened is reported, not fatal."""
        f = SessionFile(path=path, index=index, subagent=_is_subagent_path(path, base))
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

    def _candidate(self, f: SessionFile, files: list[SessionFile], tool_names: dict[str, str],
                   lookup: Callable[[str], Node | None]) -> _Candidate | None:
        leaf = f.leaf if f.subagent else f.main_leaf
        if leaf is None:
            return None
        path = walk(leaf, lookup, line_before(f))
        nodes = with_side_nodes(path, files)
        if f.subagent:
            session = f.session or _session_dir_name(f.path) or f.path.stem
            agent = f.agent or f.path.stem.removeprefix("agent-")
            native = f"{session}:{agent}"
        else:
            native = f.session or f.path.stem
        cid = conversation_id(SOURCE, native)
        messages = messages_of(nodes, cid, tool_names, machine_user=f.subagent)
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


def _take_line(f: SessionFile, obj: JSONObject, lineno: int, titles: list[_Title]) -> None:
    kind = obj.get("type")
    kind = kind if isinstance(kind, str) else ""
    session = text_field(obj, "sessionId")
    if f.session is None and session:
        f.session = session
    if f.cwd is None:
        f.cwd = text_field(obj, "cwd")
    if kind in _TITLE_KINDS:
        text = text_field(obj, _TITLE_KINDS[kind])
        if text:
            titles.append(_Title((f.mtime, lineno), kind, text, session,
                                 text_field(obj, "leafUuid"), f.index))
    uuid = text_field(obj, "uuid")
    if uuid is None or uuid in f.nodes:
        return
    node = Node(uuid=uuid, parent=text_field(obj, "parentUuid"),
                 logical_parent=text_field(obj, "logicalParentUuid"), kind=kind,
                 file=f.index, line=lineno, session=session,
                 sidechain=obj.get("isSidechain") is True)
    if node.is_message:
        # toolUseResult and friends are UI copies (whole files, diffs): not kept in memory.
        node.data = {k: obj.get(k) for k in ("message", "timestamp", "isMeta",
                                              "isCompactSummary")}
        if f.agent is None:
            f.agent = text_field(obj, "agentId")
        f.leaf = uuid
        if not node.sidechain:
            f.main_leaf = uuid
    f.nodes[uuid] = node
    if node.parent:
        f.children.setdefault(node.parent, []).append(node)


def _first_message_is_sidechain(f: SessionFile) -> bool:
    first = min((n for n in f.nodes.values() if n.is_message), key=lambda n: n.line, default=None)
    return first is not None and first.sidechain


def _chain_lookup(f: SessionFile, shared: dict[str, Node]) -> Callable[[str], Node | None]:
    """Prefer this file's copy of a uuid; a resumed session may link into an older file."""

    def lookup(uuid: str) -> Node | None:
        return f.nodes.get(uuid) or shared.get(uuid)

    return lookup


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
