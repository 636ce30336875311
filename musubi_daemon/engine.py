"""The Engine: the one object the CLI, the MCP server and the daemon all call."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from functools import cached_property
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

from .config import NOTE_STORE, QUERY_CHARS, Config, ConfigError
from .state import State

# Every service is imported when first used, not with this module: a briefing must not pay
# for the distiller's patterns, git or the embedder's libraries it never calls.
if TYPE_CHECKING:
    import numpy as np

    from . import schemas as S
    from .ask.result import AskResult
    from .ask.service import AskService
    from .distill.llm import ChatModel
    from .distill.service import DistillReport as DistillReport
    from .distill.service import DistillService
    from .doctor import DoctorService
    from .doctor_report import DoctorReport
    from .errors import UsageError as UsageError
    from .index.coverage import Coverage
    from .index.index import Index
    from .index.query import Filters
    from .index.results import Found, Hit
    from .index.results import SyncReport as IndexReport
    from .index.searching import Searcher
    from .ingest.reports import IngestReport as IngestReport
    from .ingest.reports import SourceFound
    from .ingest.reports import SourceSpec as SourceSpec
    from .ingest.service import IngestService
    from .knowledge.briefing import Briefer, Briefing
    from .knowledge.library import LibraryCache
    from .knowledge.pages import ConceptRow
    from .knowledge.reading import KnowledgeReader
    from .knowledge.service import KnowledgeService
    from .knowledge.service import ProfileReport as ProfileReport
    from .knowledge.service import RollupReport as RollupReport
    from .knowledge.service import TopicsReport as TopicsReport
    from .knowledge.topics import TopicRow
    from .lifecycle.service import CaptureReport, JobReport, LifecycleService, LifecycleStatus
    from .model import Conversation
    from .progress import Progress, Say
    from .sources import SourceEnv
    from .status import VaultStatus
    from .sync_service import SyncReport, SyncService
    from .vault.changes import VaultChanges
    from .vault.conversations import NoteWriter
    from .vault.session import BusyError as BusyError
    from .vault.session import Transaction, WriteSession

# What other modules import from here, loaded when first asked for.
_REEXPORTS = {"UsageError": ".errors", "BusyError": ".vault.session",
              "SourceSpec": ".ingest.reports", "IngestReport": ".ingest.reports",
              "DistillReport": ".distill.service", "ProfileReport": ".knowledge.service",
              "RollupReport": ".knowledge.service", "TopicsReport": ".knowledge.service"}


def bounded(text: str, what: str) -> str:
    """``text`` when it is a question's length; a pasted document is refused with the reason,
    the same way wherever it came from (the CLI, MCP, the daemon's API)."""
    if len(text) > QUERY_CHARS:
        from .errors import UsageError

        raise UsageError(f"the {what} is {len(text):,} characters; at most {QUERY_CHARS:,} "
                         "(ask a question, do not paste a document)")
    return text


class VaultAdopted(TypedDict):
    """What `musubi init --json` prints: the vault, whether git was set up there, the commit of
    what the folder held, the config file that now names it, and its cache."""

    vault: str
    git_initialised: bool
    commit: str | None
    config: str | None
    cache: str


def __getattr__(name: str) -> Any:
    if name in _REEXPORTS:
        return getattr(import_module(_REEXPORTS[name], __package__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class Engine:
    """Config, state, the lazy index and the chat model, and the services built from them;
    each public method forwards to one service. The CLI, MCP and the daemon call these."""

    def __init__(self, config: Config, *, create: bool = False):
        """``create``: the vault may not exist yet (``musubi init`` makes it); otherwise a
        vault that is not there is an error before anything is made for it."""
        self.config = config
        self._lock_wait: float | None = None  # None: VAULT_LOCK_WAIT_SECONDS (``impatient``)
        if not create and config.vault is not None:
            config.existing_vault()

    # -- what the services share, each opened on first use ----------------------------------
    @property
    def vault(self) -> Path:
        return self.config.require_vault()

    @property
    def folder(self) -> str:
        return self.config.musubi_folder

    @cached_property
    def state(self) -> State:
        """The cache's state, claimed for this vault: one that is another's is refused."""
        state = State(self.config.cache_dir / "state.sqlite")
        try:
            state.claim(self.vault.resolve(), self.config.cache_dir.resolve())
        except ConfigError:
            state.close()
            raise
        return state

    @cached_property
    def read_cache(self) -> LibraryCache:
        """Parsed notes kept for read-only summaries (MCP tools, `decisions`, `loops`): an
        Engine that lives long answers them without parsing every unchanged note again."""
        from .knowledge.library import LibraryCache, note_store

        return LibraryCache(note_store(self.config.cache_dir / NOTE_STORE))

    @cached_property
    def index(self) -> Index:
        """The search index, a cache of the vault; the cache is claimed before it is read."""
        from .index.index import Index, index_root
        from .sources.obsidian import note_paths

        _ = self.state
        return Index(index_root(self.config.cache_dir), self.vault, self.folder,
                     chroma_url=self.config.chroma_url, embed_backend=self.config.embed_backend,
                     person_notes=lambda: note_paths(self.vault, self.folder,
                                                     self.state.other_vaults()),
                     embed_model=self.config.embed_model, rerank_model=self.config.reranker,
                     changes=self._vault_changes)

    def _vault_changes(self, since: str | None) -> VaultChanges | None:
        """What git says changed in the vault since ``since``; None when other vaults'
        notes are indexed too (git sees this vault alone), when git does not name Musubi's
        notes as the index keys them (its folder hidden, or a link), or git cannot tell."""
        from .index.passages import KIND_FOLDERS
        from .sources.obsidian import TEMPLATE_SETTINGS
        from .vault.changes import git_sees_notes, vault_changes

        if self.state.other_vaults() or not git_sees_notes(self.vault, self.folder,
                                                           KIND_FOLDERS):
            return None
        return vault_changes(self.vault, since, {rel for rel, _key in TEMPLATE_SETTINGS})

    @property
    def session(self) -> WriteSession:
        """Every job's write transaction on this vault (lock, edits, merge, commit)."""
        from .vault.session import WriteSession

        return WriteSession(self.vault, self.folder, lambda: self.state, self.config.cache_dir,
                            fsync=self.config.fsync, lock_wait=self._lock_wait)

    @contextlib.contextmanager
    def impatient(self) -> Iterator[None]:
        """Writes inside take the vault at once or are told it is busy, instead of waiting for
        another process: the daemon's reactions to a change, which it tries again anyway."""
        before, self._lock_wait = self._lock_wait, 0.0
        try:
            yield
        finally:
            self._lock_wait = before

    def _writer(self, tx: Transaction) -> NoteWriter:
        from .sources import label
        from .vault.conversations import NoteWriter
        from .vault.notes import Template

        template = Template.of_vault(self.vault / self.folder)
        return NoteWriter(tx, self.folder, template, self.config.large_output_chars, label)

    def close(self) -> None:
        for name in ("lifecycle", "state", "index", "read_cache"):  # what was opened, only
            if name in self.__dict__:
                self.__dict__.pop(name).close()

    # -- the services, each built on first use from what it is given ------------------------
    @cached_property
    def ingestion(self) -> IngestService:
        from .ingest.service import IngestService

        return IngestService(self.config, lambda: self.state, lambda: self.session,
                             self._writer, lambda: self.index)

    @cached_property
    def distillation(self) -> DistillService:
        from .distill.service import DistillService

        return DistillService(self.config, lambda: self.state, lambda: self.session,
                              self._writer, self.chat, lambda: self.index)

    @cached_property
    def knowledge(self) -> KnowledgeService:
        from .knowledge.service import KnowledgeService

        return KnowledgeService(self.config, lambda: self.state, lambda: self.session,
                                self._writer, self.chat, self.embed, lambda: self.read_cache,
                                lambda: self.index)

    @cached_property
    def lifecycle(self) -> LifecycleService:
        from .lifecycle.service import LifecycleService

        return LifecycleService(self.config, lambda: self.state, lambda: self.session,
                                self._writer, self.chat, self.embed, lambda: self.index)

    @cached_property
    def searcher(self) -> Searcher:
        from .index.searching import Searcher

        return Searcher(lambda: self.index, lambda: self.state)

    @cached_property
    def asking(self) -> AskService:
        from .ask.service import AskService

        # The searcher itself: a follow-up's expanded query is Musubi's, not a caller's, and
        # is not held to the caller's length.
        return AskService(self.config, lambda: self.state, self.searcher.search, self.embed,
                          self.chat, self.rerank if self.config.reranker else None)

    @cached_property
    def reader(self) -> KnowledgeReader:
        from .knowledge.reading import KnowledgeReader

        return KnowledgeReader(self.config, lambda: self.state, lambda: self.read_cache,
                               lambda text, limit: self.similar(text, limit=limit),
                               self.searcher.similar_to_id)

    @cached_property
    def briefer(self) -> Briefer:
        from .knowledge.briefing import Briefer, note_projects

        return Briefer(lambda: self.decisions(write=False).items,
                       lambda: self.loops(write=False).items,
                       lambda: self.profile(only_heuristic=True, write=False),
                       lambda: note_projects(self.vault, self.folder, self.read_cache))

    @cached_property
    def syncing(self) -> SyncService:
        from .sync_service import SyncService

        return SyncService(self.config, lambda: self.state, lambda: self.session,
                           lambda: self.index)

    @cached_property
    def doctoring(self) -> DoctorService:
        from .doctor import DoctorService

        return DoctorService(self.config, lambda: self.state, lambda: self.session,
                             lambda: self.index, self._writer)

    # -- the vault ---------------------------------------------------------------------------
    def init_vault(self, path: Path, *, remember: bool = True) -> VaultAdopted:
        """Adopt a folder as the vault (or create it): git, .gitignore, the Musubi folder."""
        from .config_file import save_vault_to_config
        from .errors import UsageError
        from .vault.adopt import adopt_vault

        path = path.expanduser().resolve()
        if path.exists() and not path.is_dir():
            raise UsageError(f"{path} is a file, not a folder")
        self.config = self.config.with_vault(path)
        created, first = adopt_vault(path, self.folder, fsync=self.config.fsync)
        config_file = save_vault_to_config(path) if remember else None
        return {"vault": str(path), "git_initialised": created, "commit": first,
                "config": str(config_file) if config_file else None,
                "cache": str(self.config.cache_dir)}

    def recover_interrupted(self) -> tuple[list[str], str | None]:
        """Notes a killed run wrote but never committed, committed as Musubi's."""
        return self.session.recover_interrupted()

    def commit_edits(self) -> str | None:
        """Commit what the person changed in the vault, under their name."""
        with self.session.writing("edits") as tx:
            return tx.person_commit

    def status(self) -> VaultStatus:
        from .status import vault_status

        return vault_status(self.config, self.state, lambda: self.index)

    # -- search --------------------------------------------------------------------------------
    def sync_index(self, progress: Progress | None = None, *, walk: bool = False
                   ) -> IndexReport:
        """Index what changed in the vault since the last sync: what git says changed, or
        with ``walk`` every note looked at (see ``Index.sync``)."""
        return self.index.sync(progress, walk=walk)

    def reindex(self, progress: Progress | None = None) -> IndexReport:
        """Drop the index and rebuild it from the notes alone."""
        return self.index.rebuild(progress)

    def index_some(self, seconds: float, progress: Progress | None = None,
                   paths: Collection[str] | None = None) -> IndexReport:
        """Index what the vault holds and the index does not, newest first, for about
        ``seconds``: a slice of a long first index (the daemon's, between other calls).
        This process goes on with the rest, which its searches say. ``paths``: the notes a
        watcher saw change, the only ones to look at (see ``Index.sync``)."""
        self.index.goes_on = True
        # Without a watcher's paths (the daemon starting, a periodic pass) every note is
        # listed: the daemon's safety net trusts no record of what changed while it was down.
        return self.index.sync(progress, seconds=seconds, paths=paths, walk=paths is None)

    def coverage(self) -> Coverage | None:
        """What a long index has not reached yet (None: the index holds the whole vault)."""
        return self.searcher.coverage()

    def search(self, query: str, *, mode: str = "hybrid", limit: int = 10,
               filters: Filters | None = None, per_conversation: int | None = None,
               progress: Progress | None = None, now: str | None = None,
               recent: bool = False) -> list[Hit]:
        return self.find(query, mode=mode, limit=limit, filters=filters,
                         per_conversation=per_conversation, progress=progress, now=now,
                         recent=recent).hits

    def find(self, query: str, *, mode: str = "hybrid", limit: int = 10,
             filters: Filters | None = None, per_conversation: int | None = None,
             progress: Progress | None = None, now: str | None = None,
             recent: bool = False) -> Found:
        """The hits of ``search`` with why they may be loose and the mode that answered."""
        return self.searcher.find(bounded(query, "query"), mode=mode, limit=limit,
                                  filters=filters, per_conversation=per_conversation,
                                  progress=progress, now=now, recent=recent)

    def similar(self, target: str, limit: int = 10, progress: Progress | None = None,
                include_hidden: bool = False) -> list[Hit]:
        """Conversations like ``target``: a conversation id, or free text."""
        return self.searcher.similar(bounded(target, "text"), limit, progress, include_hidden)

    # -- models ------------------------------------------------------------------------------
    def chat(self, only_heuristic: bool = False, model: str | None = None,
             api_base: str | None = None) -> ChatModel | None:
        """The configured chat model when it answers, else None (the heuristic path)."""
        from .distill.llm import ChatModel  # litellm loads in seconds: only when asked

        return None if only_heuristic else ChatModel.answering(
            model or self.config.llm_model, api_base or self.config.llm_api_base,
            self.config.llm_api_key)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of ``texts`` by the index's embedding model."""
        return self.index.embed_texts(list(texts))

    def rerank(self, query: str, passages: Sequence[str]) -> np.ndarray | None:
        """The configured cross-encoder's logits for ``passages`` (None without one)."""
        return self.index.rerank(query, passages)

    # -- ingest ----------------------------------------------------------------------------
    def ingest(self, specs: list[SourceSpec] | None = None,
               progress: Progress | None = None, *, index: bool | None = None,
               watched: bool = False) -> IngestReport:
        """Every source (or those given) into the vault; the index follows when configured
        (with ``watched``, the caller sees every change to the vault: the index takes the
        notes this run wrote without listing the vault)."""
        return self.ingestion.ingest(specs, progress, index=index, watched=watched)

    def sources(self, progress: Progress | None = None) -> dict[str, SourceFound]:
        """Which sources are on this machine, where, how many conversations (read-only)."""
        return self.ingestion.sources(progress)

    def write_conversations(self, source: str, conversations: Iterable[Conversation]
                            ) -> IngestReport:
        """Write conversations that come from no adapter (benchmarks, agent captures)."""
        return self.ingestion.write_conversations(source, conversations)

    def source_env(self, spec: SourceSpec) -> SourceEnv:
        """Where a source is read from, as configured."""
        return self.ingestion.source_env(spec)

    # -- distillation, topics, profile, roll-ups ---------------------------------------------
    def distill(self, *, limit: int | None = None, redo: bool = False,
                only_heuristic: bool = False, model: str | None = None,
                api_base: str | None = None, progress: Progress | None = None) -> DistillReport:
        """Distil every note not yet distilled, or grown since, and write the sections in."""
        return self.distillation.distill(limit=limit, redo=redo, only_heuristic=only_heuristic,
                                         model=model, api_base=api_base, progress=progress)

    def topics_build(self, *, k: int | None = None, rebuild: bool = False,
                     only_heuristic: bool = False, model: str | None = None,
                     api_base: str | None = None, progress: Progress | None = None) -> TopicsReport:
        """Place every new or changed note on the topic map and write the topic pages."""
        return self.knowledge.topics_build(k=k, rebuild=rebuild, only_heuristic=only_heuristic,
                                           model=model, api_base=api_base, progress=progress)

    def topics_list(self, *, include_hidden: bool = False) -> list[TopicRow]:
        """The topic map as the vault has it now: each topic with its conversation count."""
        return self.knowledge.topics_list(include_hidden=include_hidden)

    def profile(self, *, only_heuristic: bool = False, model: str | None = None,
                api_base: str | None = None, write: bool = True) -> ProfileReport:
        """Durable facts about the person, written to ``profile.md`` with the person's edits."""
        return self.knowledge.profile(only_heuristic=only_heuristic, model=model,
                                      api_base=api_base, write=write)

    def decisions(self, about: str | None = None, *, write: bool = True) -> RollupReport:
        """Every decision across the library, newest first (``about``: on one subject)."""
        return self.knowledge.decisions(about, write=write)

    def loops(self, *, include_closed: bool = False, write: bool = True) -> RollupReport:
        """Open loops across the library, newest first; a loop ticked on the page is ticked.
        Written, the index follows, as after every job that writes notes."""
        report = self.knowledge.loops(include_closed=include_closed, write=write)
        if write:
            report.index = self.knowledge.sync_index()
        return report

    def context(self, project: str | None) -> Briefing:
        """The short briefing for a session in ``project`` (a folder): its open loops,
        recent decisions and the durable facts, read from the vault, never written."""
        return self.briefer.context(project)

    def project_names(self, partial: str = "", limit: int = 100) -> list[str]:
        return self.briefer.project_names(partial, limit)

    # -- captures and the lifecycle -----------------------------------------------------------
    def remember(self, text: str, *, importance: int | None = None, topic: str | None = None,
                 now: str | None = None, agent: str | None = None) -> CaptureReport:
        """Capture text as an episode note; the same text again reinforces it."""
        return self.lifecycle.remember(text, importance=importance, topic=topic, now=now,
                                       agent=agent)

    def lifecycle_run(self, job: str, *, now: str | None = None, only_heuristic: bool = False,
                      model: str | None = None, api_base: str | None = None) -> JobReport:
        """Run one lifecycle job at ``now`` (default: the clock)."""
        return self.lifecycle.lifecycle_run(job, now=now, only_heuristic=only_heuristic,
                                            model=model, api_base=api_base)

    def concepts(self, states: tuple[str, ...] = ()) -> list[ConceptRow]:
        return self.lifecycle.concepts(states)

    def contradictions(self) -> list[dict[str, Any]]:
        return self.lifecycle.contradictions()

    def lifecycle_status(self, now: str | None = None) -> LifecycleStatus:
        return self.lifecycle.lifecycle_status(now)

    # -- asking and reading ------------------------------------------------------------------
    def ask(self, question: str, *, previous: str | None = None, model: str | None = None,
            api_base: str | None = None, only_heuristic: bool = False,
            on_token: Callable[[str], None] | None = None, remember_turn: bool = True
            ) -> AskResult:
        """Answer ``question`` from the library, with citations."""
        return self.asking.ask(bounded(question, "question"), previous=previous, model=model,
                               api_base=api_base, only_heuristic=only_heuristic,
                               on_token=on_token, remember_turn=remember_turn)

    def find_note(self, musubi_id: str) -> str | None:
        return self.reader.find_note(musubi_id)

    def read_conversation(self, conversation_id: str, offset: int = 0,
                          limit: int = 50) -> S.Conversation:
        return self.reader.read_conversation(conversation_id, offset, limit)

    def similar_conversations(self, id: str | None = None, text: str | None = None,
                              limit: int = 10) -> list[Hit]:
        return self.reader.similar_conversations(id, text, limit)

    def recent_activity(self, since: str, limit: int = 20, offset: int = 0
                        ) -> S.RecentActivity:
        """What happened since ``since``: conversations by source and project, decisions,
        open loops and captures, newest first (nothing is written)."""
        from .knowledge.activity import activity
        from .knowledge.library import read_library

        notes = list(read_library(self.vault, self.folder, [], ("conversations", "episodes"),
                                  cache=self.read_cache))
        return activity(notes, self.decisions(write=False).items,
                        self.loops(write=False).items, since, limit, offset)

    def topic_overview(self, per_topic: int = 10) -> list[S.Topic]:
        return self.reader.topic_overview(per_topic)

    def dossier(self, name: str) -> S.Dossier:
        return self.reader.dossier(name)

    def note_page(self, musubi_id: str) -> tuple[str, str]:
        return self.reader.note_page(musubi_id)

    def topic_page(self, name: str) -> tuple[str, str]:
        return self.reader.topic_page(name)

    def topic_names(self, partial: str = "", limit: int = 100) -> list[str]:
        return self.reader.topic_names(partial, limit)

    def conversation_ids(self, partial: str = "", limit: int = 100) -> list[str]:
        return self.reader.conversation_ids(partial, limit)

    # -- several devices, and the vault's health ---------------------------------------------
    def sync(self, remote: str = "origin", progress: Say | None = None) -> SyncReport:
        """Pull, merge and push the vault; re-index what the pull changed."""
        return self.syncing.sync(remote, progress)

    def doctor(self, repair: bool = False) -> DoctorReport:
        """Check (and with ``repair``, mend) the vault, git, the state and the index."""
        return self.doctoring.doctor(repair)
