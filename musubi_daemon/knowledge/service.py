"""The knowledge service: the topic map and its pages, the profile, and the decision and
open-loop roll-ups, each written in one write session and merged with the person's edits."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ..config import PROFILE_AGENT_NOTES, PROFILE_MAX_TOKENS, PROFILE_MODEL_CANDIDATES, Config
from ..index.results import SyncReport, Syncs
from ..ingest.reports import SourceReport, now
from ..progress import Progress
from ..state import State
from ..vault.bases import keep_bases
from ..vault.conversations import read_or_none
from ..vault.files import FileChanged
from ..vault.git import MUSUBI
from ..vault.notes import NoteError, read_frontmatter
from ..vault.session import WriteSession
from ..vault_job import VaultJob, Writer
from . import profile as P
from . import rollups
from .library import LibraryCache, Problem, read_library
from .topics import Topic, TopicRow, read_topics, render_topic_page, resolve, topic_link
from .topics import topic_rel as page_rel

if TYPE_CHECKING:  # the distiller's modules cost a briefing 0.1 s it never uses
    from ..distill.llm import AsksJson
    from ..distill.service import ChatFactory

Embed = Callable[[Sequence[str]], Any]


@dataclass
class TopicsReport:
    model: str | None = None
    proposed: str | None = None  # "model" or "clusters" when a taxonomy was proposed
    placed: int = 0
    notes_written: int = 0
    pages_written: int = 0
    conflicts: int = 0
    topics: list[TopicRow] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    problems: list[dict[str, str]] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    commit: str | None = None
    person_commit: str | None = None
    seconds: float = 0.0
    index: SyncReport | None = None  # the index sync that followed, None when there was none

    @property
    def unsorted(self) -> int:
        return sum(t["conversations"] for t in self.topics if t["id"] == "topic:unsorted")

    def commit_message(self) -> str:
        how = {"model": "proposed by the model", "clusters": "found by clustering"}.get(
            self.proposed or "", "kept")
        listed = [t for t in self.topics if t["id"] != "topic:unsorted"]
        return (f"musubi topics: {len(listed)} topics ({how}), {self.placed} notes placed, "
                f"{self.unsorted} unsorted\n")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"unsorted": self.unsorted,
                               "index": None if self.index is None else asdict(self.index)}


@dataclass
class ProfileReport:
    facts: list[P.ProfileFact] = field(default_factory=list)
    agent_notes: list[P.AgentNote] = field(default_factory=list)  # agents' unconfirmed captures
    candidates: int = 0
    distilled: int = 0  # conversations read with a distilled note: "no facts" says why
    model: str | None = None  # the model whose merge is shown, if any
    cached: bool = False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    commit: str | None = None
    person_commit: str | None = None
    warnings: list[str] = field(default_factory=list)
    problems: list[dict[str, str]] = field(default_factory=list)
    index: SyncReport | None = None  # the index sync that followed, None when there was none

    def why_empty(self) -> str:
        """Why there is no fact: nothing distilled yet, or nothing distilled says one."""
        if self.distilled:
            n = self.distilled
            return (f"no durable facts yet: none of the {n} distilled conversation"
                    f"{'s' if n != 1 else ''} says one about you (where you live, your work, "
                    "your family…); new ones are read as they are distilled")
        return "no durable facts yet: they come from distilled notes (run `musubi distill`)"

    def to_dict(self) -> dict[str, Any]:
        facts = [{"text": f.text, "support": f.support, "newest": f.newest, "added": f.added,
                  "sources": [{"conversation_id": s.note_id, "note": s.note_path,
                               "date": s.date} for s in f.sources]} for f in self.facts]
        agents = [{"text": a.text, "agent": a.agent, "note": a.note_path, "date": a.date}
                  for a in self.agent_notes]
        return {"facts": facts, "agent_notes": agents, "candidates": self.candidates,
                "model": self.model,
                "cached": self.cached, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens, "commit": self.commit,
                "warnings": self.warnings, "problems": self.problems}


@dataclass
class RollupReport:
    items: list[rollups.Item] = field(default_factory=list)
    closed: int = 0
    conflicts: int = 0
    commit: str | None = None
    person_commit: str | None = None
    problems: list[dict[str, str]] = field(default_factory=list)
    index: SyncReport | None = None  # the index sync that followed, None when there was none


def _ordered(topics: Iterable[Topic]) -> list[Topic]:
    """Biggest first, Unsorted last: the order a map is read in."""
    return sorted(topics, key=lambda t: (t.id == "topic:unsorted", -len(t.members),
                                         t.name.casefold()))


class KnowledgeService(VaultJob):
    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession], writer: Writer, chat: ChatFactory,
                 embed: Embed, read_cache: Callable[[], LibraryCache],
                 index: Callable[[], Syncs] | None = None):
        super().__init__(config, state, session)
        self.writer = writer
        self.chat = chat
        self.embed = embed
        self._read_cache = read_cache
        self._index = index

    @property
    def read_cache(self) -> LibraryCache:
        return self._read_cache()

    def sync_index(self) -> SyncReport | None:
        """The index brought up to date after a job that wrote notes or pages (as ``ingest``
        and ``distill`` do, with ``index.on_ingest``): a topic page is searchable, and a note
        whose ``topics`` changed is indexed as it is, the moment the job ends, not at the
        next ingest. Run even when the job wrote nothing: one killed before it may have. The
        SyncReport; None when it is off, or when another process holds the index (the job's
        writes are committed: its next sync takes them in, rather than this job failing)."""
        if self._index is None or not self.config.index_on_ingest:
            return None
        from ..index.index import IndexBusy

        try:
            return self._index().sync()
        except IndexBusy:
            return None

    # -- topics ----------------------------------------------------------------------------
    def topics_build(self, *, k: int | None = None, rebuild: bool = False,
                     only_heuristic: bool = False, model: str | None = None,
                     api_base: str | None = None, progress: Progress | None = None) -> TopicsReport:
        """Place every new or changed note on the topic map (proposing the map first when
        there is none, or when asked to rebuild it) and write the topic pages."""
        from .topic_build import plan_topics, vector_bytes

        report = TopicsReport()
        t0 = time.perf_counter()
        vault, folder = self.vault, self.folder
        with self.session.writing("topics") as tx:
            report.person_commit = tx.person_commit
            problems: list[Problem] = []
            notes = list(read_library(vault, folder, problems))
            existing = read_topics(vault, folder, problems)
            fresh = rebuild or not any(t != "topic:unsorted" for t in existing)
            chat = self.chat(only_heuristic, model, api_base) if fresh and notes else None
            report.model = chat.model if chat else None
            import numpy as np  # here: a briefing reads this module and never embeds

            vectors = self.embed([n.map_text() for n in notes]) if notes else np.zeros((0, 1))
            plan = plan_topics(notes, vectors, existing, self.state.topic_vectors(),
                               self.state.topic_assignments(), self.embed, chat, k=k,
                               rebuild=rebuild)
            report.proposed, report.placed = plan.proposed, plan.placed
            report.warnings = plan.warnings
            report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
            report.prompt_tokens, report.completion_tokens = (plan.prompt_tokens,
                                                              plan.completion_tokens)
            writer = self.writer(tx)
            rep = SourceReport()
            for i, n in enumerate(notes):
                topic = plan.topics[resolve(plan.topics, plan.assignment[n.id][0])]
                if n.topics != [topic.name] and writer.update(
                        n.path, {"topics": [topic_link(folder, topic.name)]}, rep):
                    report.notes_written += 1
                if progress:
                    progress("link notes to topics", i + 1, len(notes))
            for rel in plan.removed:
                tx.remove(rel)
            names = {tid: t.name for tid, t in plan.topics.items()}
            for t in plan.topics.values():
                if t.path is None and not t.members:
                    continue
                rel = t.path or page_rel(folder, t.name)
                merged_from = sorted(o.name for o in plan.topics.values()
                                     if o.merged_into and resolve(plan.topics, o.id) == t.id)
                related = [names[r] for r in plan.related.get(t.id, [])]
                text = render_topic_page(t, folder, related, merged_from)
                w = tx.write_page(rel, text)
                if w.changed:
                    report.pages_written += 1
                report.conflicts += w.conflicts
            report.conflicts += rep.conflicts
            report.topics = [t.to_dict() for t in _ordered(plan.topics.values())]
            vectors_now = {tid: (t.origin, vector_bytes(t.vector))
                           for tid, t in plan.topics.items() if t.vector is not None}
            self.state.set_topic_vectors(vectors_now, replace=plan.proposed is not None)
            self.state.set_topic_assignments(
                {n.id: (plan.assignment[n.id][0], n.topic_hash(), plan.assignment[n.id][1])
                 for n in notes}, replace=True)
            report.commit = tx.commit(report.commit_message())
        report.seconds = time.perf_counter() - t0
        report.index = self.sync_index()
        return report

    def topics_list(self, *, include_hidden: bool = False) -> list[TopicRow]:
        """The topic map as the vault has it now: each topic with its conversation count."""

        problems: list[Problem] = []
        topics = read_topics(self.vault, self.folder, problems)
        by_name = {t.name.casefold(): tid for tid, t in topics.items()}
        for n in read_library(self.vault, self.folder, problems, cache=self.read_cache):
            for name in n.topics[:1]:
                tid = by_name.get(name.casefold())
                if tid is not None:
                    topics[resolve(topics, tid)].members.append(n)
        return [t.to_dict() for t in _ordered(topics.values())
                if include_hidden or t.listed]

    # -- profile ---------------------------------------------------------------------------
    def profile(self, *, only_heuristic: bool = False, model: str | None = None,
                api_base: str | None = None, write: bool = True) -> ProfileReport:
        """Durable facts about the person from every note's Facts, newest winning conflicts;
        written to ``profile.md``, whose struck, deleted and added lines are honoured first."""
        from .profile_page import read_profile_edits, render_profile

        report = ProfileReport()
        vault, rel = self.vault, f"{self.folder}/profile.md"
        with contextlib.ExitStack() as stack:
            tx = stack.enter_context(self.session.writing("profile")) if write else None
            repo = tx.repo if tx is not None else None
            if tx is not None:
                report.person_commit = tx.person_commit
            problems: list[Problem] = []
            notes = list(read_library(vault, self.folder, problems,
                                      ("conversations", "episodes"),
                                      cache=None if write else self.read_cache))
            report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
            cands = [P.FactCandidate(f, n.id, n.path, n.date) for n in notes
                     if n.note and n.kind == "conversation" for f in n.note.facts]
            cands += P.capture_candidates(notes)
            report.agent_notes = P.agent_notes(notes, PROFILE_AGENT_NOTES)
            report.candidates = len(cands)
            report.distilled = sum(1 for n in notes if n.note and n.kind == "conversation")
            current = read_or_none(vault / rel)
            base = repo.last_version_by(rel, MUSUBI) if repo is not None else None
            try:
                edits = read_profile_edits(current, base)
            except ValueError as e:
                # A page whose properties no longer parse is the person's to fix: left alone.
                report.problems.append({"path": rel, "reason": str(e)})
                write, current = False, None
                edits = read_profile_edits(None, base)
            groups = P.group_candidates(cands, edits.suppressed)
            chat = self.chat(only_heuristic, model, api_base) if groups else None
            facts = None
            if chat is not None:
                facts = self._merged_facts(chat, P.best_candidates(groups), report,
                                           PROFILE_MAX_TOKENS)
            if facts is None:
                facts = P.fallback_facts(groups)[:PROFILE_MODEL_CANDIDATES]
            facts, suppressed = P.suppress(facts, edits.suppressed)
            facts += [P.ProfileFact(text=a, key=P.dedupe_key(a), sources=[], newest="",
                                    added=True) for a in edits.added]
            report.facts = facts
            if write and tx is not None:
                text = self._profile_text(facts, suppressed, edits.added, current,
                                          render_profile)
                if text != current:
                    try:
                        tx.write(rel, text, expected=current)
                    except FileChanged:
                        # Edited while the facts were merged: the edit stays, read next run.
                        report.problems.append({"path": rel, "reason": "changed while Musubi "
                                                "wrote it; left as it is, for the next run"})
                shown = sum(1 for f in facts if not f.added)
                report.commit = tx.commit(
                    f"musubi profile: {shown} facts from {len(cands)} candidates"
                    f"{' merged by ' + report.model if report.model else ''}\n")
        if tx is not None:
            report.index = self.sync_index()
        return report

    @staticmethod
    def _profile_text(facts: list[P.ProfileFact], suppressed: list[str], added: list[str],
                      current: str | None, render: Callable[..., str]) -> str:
        """The page, keeping its ``updated`` time when nothing else changed."""
        previous = None
        if current is not None:
            with contextlib.suppress(NoteError):
                previous = read_frontmatter(current).get("updated")
        if previous:
            same = render(facts, suppressed, added, str(previous), current=current)
            if same == current:
                return same
        return render(facts, suppressed, added, now(), current=current)

    def _merged_facts(self, chat: AsksJson, best: list[P.FactGroup], report: ProfileReport,
                      max_tokens: int) -> list[P.ProfileFact] | None:
        """The model's merge of the best candidates, from the cache when the inputs are the
        same as last time; None (the no-model profile) when it cannot be had."""
        from ..distill.llm import ModelError

        signature = P.merge_signature(best, chat.model)
        answer = self.state.answer("profile", signature)
        report.cached = answer is not None
        if answer is None:
            try:
                answer, usage = chat.ask_json(P.merge_messages(best), P.MERGE_SCHEMA, "profile",
                                              max_tokens)
            except ModelError as e:
                report.warnings.append(f"the model could not merge facts ({e}); shown unmerged")
                return None
            report.prompt_tokens += usage.prompt_tokens
            report.completion_tokens += usage.completion_tokens
        try:
            facts = P.parse_merge(answer, best)
        except P.ProfileMergeError as e:
            report.warnings.append(f"the model's merge was not usable ({e}); shown unmerged")
            return None
        if not report.cached:
            self.state.put_answer("profile", signature, answer, now())
        report.model = chat.model
        return list(facts)

    # -- decisions and open loops ------------------------------------------------------------
    def decisions(self, about: str | None = None, *, write: bool = True) -> RollupReport:
        """Every decision across the library, newest first (``about``: only those on a
        subject); the full list is also written to ``decisions.md``."""

        report = RollupReport()
        problems: list[Problem] = []
        notes = list(read_library(self.vault, self.folder, problems,
                                  cache=None if write else self.read_cache))
        items = rollups.decisions(notes)
        report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
        if write and about is None:
            rel = f"{self.folder}/decisions.md"
            with self.session.writing("decisions") as tx:
                report.person_commit = tx.person_commit
                w = tx.write_page(rel, rollups.render_decisions(items))
                report.conflicts += w.conflicts
                keep_bases(tx, self.folder)
                report.commit = tx.commit(f"musubi decisions: {len(items)} decisions\n")
            report.index = self.sync_index()
        if about:
            items = rollups.about(items, about, self.embed)
        report.items = items
        return report

    def loops(self, *, include_closed: bool = False, write: bool = True) -> RollupReport:
        """Open loops across the library, newest first, without those a person ticked or a
        later conversation closed; written to ``open loops.md``. A loop ticked on that page is
        ticked in its own note too."""

        report = RollupReport()
        rel = f"{self.folder}/open loops.md"
        with contextlib.ExitStack() as stack:
            tx = stack.enter_context(self.session.writing("loops")) if write else None
            if tx is not None:
                report.person_commit = tx.person_commit
            problems: list[Problem] = []
            notes = list(read_library(self.vault, self.folder, problems,
                                      cache=None if write else self.read_cache))
            report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
            everything = rollups.loops(notes, self.embed, include_closed=True)
            page = read_or_none(self.vault / rel) if write else None
            ticked = rollups.ticked_on_page(page)
            if ticked and tx is not None:
                writer = self.writer(tx)
                rep = SourceReport()
                for item in everything:
                    if item.block in ticked and not item.done:
                        writer.tick(item.note.path, item.text, rep)
                        item.done = True
            open_items = [i for i in everything if not i.done and i.closed_by is None]
            report.closed = len(everything) - len(open_items)
            if tx is not None:
                w = tx.write_page(rel, rollups.render_loops(open_items),
                                  absorb=lambda text: rollups.without_ticked(text, ticked))
                report.conflicts += w.conflicts
                keep_bases(tx, self.folder)
                report.commit = tx.commit(
                    f"musubi loops: {len(open_items)} open, {report.closed} closed\n")
        report.items = everything if include_closed else open_items
        return report
