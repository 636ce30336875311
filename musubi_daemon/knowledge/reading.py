"""Read-only views of the library for readers outside the vault (the MCP server first): one
conversation's transcript a page at a time, the topic map with its conversations, and a
dossier of everything known about one name.

Nothing here writes: no lock is taken, no note or cache is touched, so a reader can never
change or lose history. Every item carries a vault link (``[[path#^block|title]]``) so a
person can open what a tool quoted.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from ..config import DOSSIER_ITEMS, HIDDEN_STATES, MESSAGE_CHARS, TOOL_INPUT_CHARS, Config
from ..errors import NotFound as NotFound
from ..index.results import Hit
from ..state import State
from ..vault.contained import Outside, artifact_reader, contained, contained_or_none
from ..vault.distilled import parse_sections
from ..vault.ids import scan_ids
from ..vault.links import obsidian_url, wikilink
from ..vault.notes import NoteError, block_id, parse
from ..vault_job import VaultReader
from .library import LibraryCache, LibraryNote, Problem, read_library
from .pages import read_concepts
from .rollups import Item
from .topics import read_topics, resolve

if TYPE_CHECKING:  # the rows' types only: reading a vault loads no pydantic
    from .. import schemas as S


def _cut(text: str, limit: int) -> tuple[str, int]:
    """(the text cut to ``limit`` characters, how many characters were left out)."""
    return (text, 0) if len(text) <= limit else (text[:limit] + "…", len(text) - limit)


def _matcher(name: str) -> Callable[[object], bool]:
    """Whether a text mentions ``name`` as a whole word or phrase, case-insensitively."""
    pattern = re.compile(r"(?<!\w)" + re.escape(name.casefold()) + r"(?!\w)")
    return lambda text: bool(text) and bool(pattern.search(str(text).casefold()))


# (text or conversation id, limit) -> similar conversations, best first.
Similar = Callable[[str, int], list[Hit]]


class KnowledgeReader(VaultReader):
    """Reads the vault (the source of truth) and the state's id map; given the config, the
    state, the parsed-note cache and the index's two kinds of similarity."""

    def __init__(self, config: Config, state: Callable[[], State],
                 read_cache: Callable[[], LibraryCache], similar_text: Similar,
                 similar_id: Similar):
        super().__init__(config, state)
        self._read_cache = read_cache
        self.similar_text = similar_text
        self.similar_id = similar_id

    @property
    def read_cache(self) -> LibraryCache:
        return self._read_cache()

    # -- one conversation ------------------------------------------------------------------
    def find_note(self, musubi_id: str) -> str | None:
        """The vault-relative path of the note with this ``musubi_id``: where Musubi wrote it,
        or, when the person moved it or the cache was rebuilt, wherever its property is."""
        rel = self.state.note_path(musubi_id)
        if rel and (self.vault / rel).is_file():
            return str(rel)
        return next((rel for found, rel in scan_ids(self.vault) if found == musubi_id), None)

    def read_conversation(self, conversation_id: str, offset: int = 0,
                          limit: int = 50) -> S.Conversation:
        """One page of a conversation's normalised transcript, each message with its role,
        time, text and a link to the very message; NotFound for an unknown id."""
        conversation_id = conversation_id.strip()
        if not conversation_id:
            raise ValueError("give a conversation id (e.g. claude-code:abc123)")
        if offset < 0 or limit < 1:
            raise ValueError("offset must be 0 or more and limit 1 or more")
        rel = self.find_note(conversation_id)
        if rel is None:
            raise NotFound(f"conversation {conversation_id!r} not found in the vault; ids come "
                           "from search results (conversation_id)")
        vault = self.vault
        try:
            # Where the id led may be a symlink a sync put in the vault: never read outside it.
            text = contained(vault, rel, listed=True).read_text(encoding="utf-8")
            conv = parse(text, read_artifact=artifact_reader(vault, self.folder))
        except (OSError, NoteError, Outside) as e:
            raise NotFound(f"{conversation_id!r} is at {rel} but it is not a readable "
                           f"conversation note ({e})") from e

        note = parse_sections(text)
        total = len(conv.messages)
        if offset > total or (offset == total and total):
            raise ValueError(f"offset {offset} is past the end: the conversation has {total} "
                             f"messages (offsets 0 to {max(total - 1, 0)})")
        title = conv.title or Path(rel).stem
        page = conv.messages[offset:offset + limit]
        messages: list[S.TranscriptMessage] = []
        for i, m in enumerate(page, offset):
            body, cut = _cut(m.text, MESSAGE_CHARS)
            row: S.TranscriptMessage = {"index": i, "role": m.role, "time": m.created_at,
                                   "text": body, "link": wikilink(rel, title, block_id(m.id))}
            if cut:
                row["truncated_chars"] = cut
            if m.machine:
                row["machine"] = True
            if m.tool_name:
                row["tool_name"] = m.tool_name
            if m.tool_calls:
                row["tool_calls"] = [
                    {"name": c.name, "input": _cut(json.dumps(c.input, ensure_ascii=False),
                                                   TOOL_INPUT_CHARS)[0]}
                    for c in m.tool_calls]
            if m.attachments:
                row["attachments"] = [a.name for a in m.attachments]
            messages.append(row)
        end = offset + len(page)
        return {"id": conv.id, "title": title, "source": conv.source, "project": conv.project,
                "created": conv.created_at, "updated": conv.updated_at, "note": rel,
                "link": wikilink(rel, title), "url": obsidian_url(vault, rel),
                "summary": note.summary if note else None,
                "total_messages": total, "offset": offset, "limit": limit,
                "next_offset": end if end < total else None, "messages": messages}

    def similar_conversations(self, id: str | None = None, text: str | None = None,
                              limit: int = 10) -> list[Hit]:
        """Conversations like the one with ``id`` (NotFound when the vault has none) or like
        ``text``; an id is never taken for text, unlike the CLI's ``similar``."""
        if id is None:
            return self.similar_text(text or "", limit)
        if self.find_note(id) is None:
            raise NotFound(f"conversation {id!r} not found in the vault")
        try:
            return list(self.similar_id(id, limit))
        except ValueError as e:
            raise ValueError(f"{id!r} is in the vault but not in the search index yet: "
                             "run `musubi reindex` (or wait for the next ingest)") from e

    # -- the topic map ---------------------------------------------------------------------
    def topic_overview(self, per_topic: int = 10) -> list[S.Topic]:
        """The listed topics, biggest first, each with its newest ``per_topic`` conversations
        (linked) and its full count."""

        problems: list[Problem] = []
        topics = read_topics(self.vault, self.folder, problems)
        by_name = {t.name.casefold(): tid for tid, t in topics.items()}
        for n in read_library(self.vault, self.folder, problems,
                              cache=self.read_cache):
            for name in n.topics[:1]:
                tid = by_name.get(name.casefold())
                if tid is not None:
                    topics[resolve(topics, tid)].members.append(n)
        listed = sorted((t for t in topics.values() if t.listed),
                        key=lambda t: (t.id == "topic:unsorted", -len(t.members),
                                       t.name.casefold()))
        out: list[S.Topic] = []
        for t in listed:
            newest = sorted(t.members, key=lambda n: n.date, reverse=True)[:per_topic]
            out.append({"name": t.name, "description": t.description,
                        "conversations": len(t.members),
                        "page": t.path, "link": wikilink(t.path, t.name) if t.path else None,
                        "newest": [_note_row(n) for n in newest]})
        return out

    # -- whole pages, for MCP resources ------------------------------------------------------
    def note_page(self, musubi_id: str) -> tuple[str, str]:
        """(vault path, text) of the note with this id, as the person sees it in Obsidian."""
        rel = self.find_note(musubi_id.strip())
        text = _read_or_none(self.vault, rel) if rel else None
        if rel is None or text is None:
            raise NotFound(f"no note with id {musubi_id!r} in the vault; ids come from search "
                           "results (conversation_id)")
        return rel, text

    def topic_page(self, name: str) -> tuple[str, str]:
        """(vault path, text) of the topic page with this name (case-insensitive); a topic
        merged into another gives the other's page."""
        topics = read_topics(self.vault, self.folder, [])
        by_name = {t.name.casefold(): tid for tid, t in topics.items()}
        tid = by_name.get(" ".join(name.split()).casefold())
        topic = topics[resolve(topics, tid)] if tid is not None else None
        text = _read_or_none(self.vault, topic.path) if topic and topic.path else None
        if topic is None or topic.path is None or text is None:
            raise NotFound(f"no topic page named {name!r}; list_topics names them")
        return topic.path, text

    def topic_names(self, partial: str, limit: int) -> list[str]:
        """Listed topic names holding ``partial``, those that start with it first."""
        want = partial.strip().casefold()
        names = sorted((t.name for t in read_topics(self.vault, self.folder, []).values()
                        if t.listed and want in t.name.casefold()),
                       key=lambda n: (not n.casefold().startswith(want), n.casefold()))
        return names[:limit]

    def conversation_ids(self, partial: str, limit: int) -> list[str]:
        """Ids of notes starting with ``partial`` or titled with it, newest first."""
        return self.state.ids_like(partial.strip(), limit)

    # -- a dossier -------------------------------------------------------------------------
    def dossier(self, name: str) -> S.Dossier:
        """Everything known about a person, project, tool or topic: its topic page and
        conversations, the conversations whose entities, keywords or title name it, and the
        decisions, facts, open loops and concepts that mention it. Case-insensitive."""
        from .rollups import Item

        name = " ".join(name.split())
        if not name:
            raise ValueError("give a name: a person, project, tool or topic")
        mentions = _matcher(name)
        key = name.casefold()
        problems: list[Problem] = []
        topics = [t for t in read_topics(self.vault, self.folder, problems).values()
                  if t.listed and t.id != "topic:unsorted" and
                  (t.name.casefold() == key or mentions(t.name))]
        topic_names = {t.name.casefold() for t in topics}
        notes = list(read_library(self.vault, self.folder, problems,
                                  ("conversations", "episodes"),
                                  cache=self.read_cache))
        matched: list[tuple[LibraryNote, list[str]]] = []
        for n in notes:
            why = []
            if any(t.casefold() in topic_names for t in n.topics[:1]):
                why.append("topic")
            if n.note is not None and any(mentions(e) for e in n.note.entities):
                why.append("entity")
            if n.note is not None and any(mentions(k) for k in n.note.topics):
                why.append("keyword")
            if mentions(n.title):
                why.append("title")
            if n.kind == "episode" and mentions(n.opening):
                why.append("capture")
            if why:
                matched.append((n, why))
        matched.sort(key=lambda p: p[0].date, reverse=True)
        in_matched = {n.id for n, _ in matched}

        decisions: list[Item] = []
        loops: list[Item] = []
        facts: list[S.DossierFact] = []
        for n in sorted(notes, key=lambda n: n.date, reverse=True):
            if n.note is None:
                continue
            whole = n.id in in_matched  # everything a matching conversation concluded
            decisions += [Item(d, "decisions", n) for d in n.note.decisions
                          if whole or mentions(d)]
            done = set(n.note.done)
            loops += [Item(a, "actions", n) for a in n.note.actions
                      if a not in done and (whole or mentions(a))]
            facts += [{"text": f, "date": n.date, "conversation_id": n.id,
                       "link": wikilink(n.path, n.label)} for f in n.note.facts
                      if whole or mentions(f)]
        targets = {n.link_target for n, _ in matched}
        concepts = [c for c in read_concepts(self.vault, self.folder, problems).values()
                    if mentions(c.title) or mentions(c.synthesis)
                    or (c.topic and c.topic.casefold() in topic_names)
                    or targets.intersection(c.supporting)]
        found = bool(topics or matched or decisions or loops or facts or concepts)

        cap = DOSSIER_ITEMS
        out: S.Dossier = {
            "name": name, "found": found,
            "topics": [{"name": t.name, "description": t.description, "page": t.path,
                        "link": wikilink(t.path, t.name) if t.path else None} for t in topics],
            "conversations": [_matched_row(n, why) for n, why in matched[:cap]],
            "decisions": [_item_row(i) for i in decisions[:cap]],
            "facts": facts[:cap],
            "open_loops": [_item_row(i) for i in loops[:cap]],
            "concepts": [{"title": c.title, "state": c.state, "synthesis": c.synthesis,
                          "note": c.path, "link": wikilink(c.path, c.title) if c.path else None}
                         for c in concepts[:cap]],
            "totals": {"conversations": len(matched), "decisions": len(decisions),
                       "facts": len(facts), "open_loops": len(loops),
                       "concepts": len(concepts)},
        }
        if not found:
            out["message"] = (f"nothing known about {name!r}: no topic, conversation, decision, "
                              "fact, open loop or concept mentions it")
        return out


def _note_row(n: LibraryNote) -> S.NoteRow:
    row: S.NoteRow = {"id": n.id, "title": n.label, "kind": _note_kind(n.kind),
                      "source": n.source, "date": n.date, "note": n.path,
                      "link": wikilink(n.path, n.label)}
    if n.note is not None and n.note.summary:
        row["summary"] = n.note.summary
    if n.state in HIDDEN_STATES:  # kept, but stale or replaced: say so
        row["state"] = cast("S.HiddenState", n.state)
    return row


def _note_kind(kind: str) -> S.NoteKind:
    """The library reads conversations and captures (episodes) only."""
    return "episode" if kind == "episode" else "conversation"


def _matched_row(n: LibraryNote, why: list[str]) -> S.DossierConversation:
    row = cast("S.DossierConversation", _note_row(n))
    row["matched_by"] = cast("list[S.MatchedBy]", why)
    return row


def _item_row(item: Item) -> S.DossierItem:
    return {"text": item.text, "date": item.date, "conversation_id": item.note.id,
            "title": item.note.label, "link": item.link}


def _read_or_none(vault: Path, rel: str) -> str | None:
    """The text of a page found in the vault; None when it is gone or leads outside it."""
    path = contained_or_none(vault, rel, listed=True)
    try:
        return None if path is None else path.read_text(encoding="utf-8")
    except OSError:
        return None

