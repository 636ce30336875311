"""The Engine: the one object the CLI, the MCP server and the daemon all call."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .ask.result import AskResult
from .ask.service import AskService
from .config import Config, ConfigError
from .config_file import save_vault_to_config
from .distill.service import DistillReport as DistillReport
from .distill.service import DistillService
from .doctor import DoctorReport, DoctorService
from .errors import UsageError as UsageError
from .ingest.reports import IngestReport as IngestReport
from .ingest.reports import SourceSpec as SourceSpec
from .ingest.service import IngestService
from .knowledge.reading import KnowledgeReader
from .knowledge.service import KnowledgeService
from .knowledge.service import ProfileReport as ProfileReport
from .knowledge.service import RollupReport as RollupReport
from .knowledge.service import TopicsReport as TopicsReport
from .lifecycle.service import CaptureReport, JobReport, LifecycleService
from .progress import Progress, Say
from .sources import SourceEnv
from .state import State
from .status import vault_status
from .sync_service import SyncReport, SyncService
from .vault.adopt import adopt_vault
from .vault.conversations import NoteWriter
from .vault.notes import Template
from .vault.session import BusyError as BusyError
from .vault.session import Transaction, WriteSession

if TYPE_CHECKING:
    from .distill.llm import ChatModel


class Engine:
    def __init__(self, config: Config, *, create: bool = False):
        """``create``: the vault may not exist yet (``musubi init`` makes it); otherwise a
        vault that is not there is an error before anything is made for it."""
        self.config = config
        self._state: State | None = None
        self._index: Any = None
        self._read_cache: Any = None
        self._claimed = create
        if not create and config.vault is not None:
            config.existing_vault()

    # -- paths -----------------------------------------------------------------------------
    @property
    def vault(self) -> Path:
        return self.config.require_vault()

    @property
    def folder(self) -> str:
        return self.config.musubi_folder

    @property
    def state(self) -> State:
        if self._state is None:
            self._state = State(self.config.cache_dir / "state.sqlite")
            self._claim(self._state)
        return self._state

    def _claim(self, state: State) -> None:
        """The cache belongs to one vault (``State.claim``); one that is another's is refused."""
        try:
            state.claim(self.vault.resolve(), self.config.cache_dir.resolve())
        except ConfigError:
            self._state = None
            state.close()
            raise
        self._claimed = True

    @property
    def read_cache(self) -> Any:
        """Parsed notes kept for read-only summaries (MCP tools, `decisions`, `loops`): an
        Engine that lives long answers them without parsing every unchanged note again."""
        if self._read_cache is None:
            from .knowledge.library import LibraryCache

            self._read_cache = LibraryCache()
        return self._read_cache

    @property
    def index(self) -> Any:
        """The search index (a cache of the vault), loaded on first use."""
        if self._index is None:
            from .index.index import Index, index_root

            if not self._claimed:
                _ = self.state  # the cache is this vault's before its index is read

            self._index = Index(index_root(self.config.cache_dir), self.vault, self.folder,
                                chroma_url=self.config.chroma_url,
                                embed_backend=self.config.embed_backend,
                                person_notes=self._person_notes)
        return self._index

    def _person_notes(self) -> Iterator[str]:
        """The person's own notes the index searches where they are (read by the Obsidian
        source, so that the index knows nothing of sources)."""
        from .sources.obsidian import note_paths

        return note_paths(self.vault, self.folder, self.state.other_vaults())

    def close(self) -> None:
        if "lifecycle" in self.__dict__:
            self.lifecycle.close()
        if self._state is not None:
            self._state.close()
            self._state = None
        if self._index is not None:
            self._index.close()
            self._index = None

    # -- index and search ------------------------------------------------------------------
    def sync_index(self, progress: Progress | None = None) -> Any:
        """Index what changed in the vault since the last sync."""
        return self.index.sync(progress)

    def reindex(self, progress: Progress | None = None) -> Any:
        """Drop the index and rebuild it from the notes alone."""
        return self.index.rebuild(progress)

    def search(self, query: str, *, mode: str = "hybrid", limit: int = 10,
               filters: Any = None, per_conversation: int | None = None,
               progress: Progress | None = None) -> list[Any]:
        from .config import HITS_PER_CONVERSATION

        if self.index.vectors_down() is None:  # down: the keyword index answers alone
            self._ensure_index(progress)
        return self.index.search(query, mode=mode, limit=limit, filters=filters,
                                 per_conversation=HITS_PER_CONVERSATION
                                 if per_conversation is None else per_conversation)

    def similar(self, target: str, limit: int = 10, progress: Progress | None = None,
                include_hidden: bool = False) -> list[Any]:
        self._ensure_index(progress)
        looks_like_id = ":" in target and not any(c.isspace() for c in target)
        if looks_like_id:
            with contextlib.suppress(ValueError):  # not indexed: treat it as text
                return self.index.similar(conversation_id=target, limit=limit,
                                          include_hidden=include_hidden)
        return self.index.similar(text=target, limit=limit, include_hidden=include_hidden)

    def _ensure_index(self, progress: Progress | None = None) -> None:
        """A missing index, or one made by another embedding model, is built before a search."""
        if not self.index.provider_ok():
            self.index.sync(progress)

    @property
    def session(self) -> WriteSession:
        """Every job's write transaction on this vault (lock, edits, merge, commit)."""
        return WriteSession(self.vault, self.folder, lambda: self.state, self.config.cache_dir,
                            fsync=self.config.fsync)

    @contextmanager
    def _lock(self, *, recover: bool = True) -> Iterator[None]:
        with self.session.locked(recover=recover):
            yield

    def recover_interrupted(self) -> tuple[list[str], str | None]:
        """Notes a killed run wrote but never committed, committed as Musubi's."""
        return self.session.recover_interrupted()

    def commit_edits(self) -> str | None:
        """Commit what the person changed in the vault, under their name."""
        with self.session.writing("edits") as tx:
            return tx.person_commit

    def _writer(self, tx: Transaction) -> NoteWriter:
        return NoteWriter(tx, self.folder, self._template(), self.config.large_output_chars)

    # -- init ------------------------------------------------------------------------------
    def init_vault(self, path: Path, *, remember: bool = True) -> dict[str, Any]:
        """Adopt a folder as the vault (or create it): git, .gitignore, the Musubi folder."""
        path = path.expanduser().resolve()
        if path.exists() and not path.is_dir():
            raise UsageError(f"{path} is a file, not a folder")
        self.config = self.config.with_vault(path)
        created, first = adopt_vault(path, self.folder, fsync=self.config.fsync)
        config_file = save_vault_to_config(path) if remember else None
        return {"vault": str(path), "git_initialised": created, "commit": first,
                "config": str(config_file) if config_file else None,
                "cache": str(self.config.cache_dir)}

    # -- the services, each built on first use from what it is given ------------------------
    @cached_property
    def ingestion(self) -> IngestService:
        return IngestService(self.config, self._get_state, self._get_session, self._writer,
                             self._get_index)

    @cached_property
    def distillation(self) -> DistillService:
        return DistillService(self.config, self._get_state, self._get_session, self._writer,
                              self.chat, self._get_index)

    @cached_property
    def knowledge(self) -> KnowledgeService:
        return KnowledgeService(self.config, self._get_state, self._get_session, self._writer,
                                self.chat, self.embed, lambda: self.read_cache)

    @cached_property
    def lifecycle(self) -> LifecycleService:
        return LifecycleService(self.config, self._get_state, self._get_session, self._writer,
                                self.chat, self.embed, self._get_index)

    @cached_property
    def asking(self) -> AskService:
        return AskService(self.config, self._get_state, self.search, self.embed, self.chat)

    @cached_property
    def reader(self) -> KnowledgeReader:
        return KnowledgeReader(self.config, self._get_state, lambda: self.read_cache,
                               lambda text, limit: self.similar(text, limit=limit),
                               self._similar_to_id)

    @cached_property
    def syncing(self) -> SyncService:
        return SyncService(self.config, self._get_state, self._get_session, self._get_index)

    @cached_property
    def doctoring(self) -> DoctorService:
        return DoctorService(self.config, self._get_state, self._get_session, self._get_index)

    def _get_state(self) -> State:
        return self.state

    def _get_session(self) -> WriteSession:
        return self.session

    def _get_index(self) -> Any:
        return self.index

    def _similar_to_id(self, conversation_id: str, limit: int) -> list[Any]:
        self._ensure_index()
        return list(self.index.similar(conversation_id=conversation_id, limit=limit))

    # -- ingest ----------------------------------------------------------------------------
    def _template(self) -> Template:
        custom = self.vault / self.folder / "templates" / "conversation.md"
        if custom.exists():
            t = Template(custom.read_text(encoding="utf-8"))
            if not t.problems():
                return t
        return Template.default()

    # -- sources ---------------------------------------------------------------------------
    # -- models ------------------------------------------------------------------------------
    def chat(self, only_heuristic: bool = False, model: str | None = None,
             api_base: str | None = None) -> ChatModel | None:
        """The configured chat model when it answers, else None (the heuristic path)."""
        if only_heuristic:
            return None
        from .distill.llm import ChatModel

        chat = ChatModel(model or self.config.llm_model, api_base or self.config.llm_api_base,
                         self.config.llm_api_key)
        return chat if chat.ping() else None

    def embed(self, texts: Sequence[str]) -> Any:
        """Vectors of ``texts`` by the index's embedding model."""
        return self.index.embed_texts(list(texts))

    # -- ingest ----------------------------------------------------------------------------
    def ingest(self, specs: list[SourceSpec] | None = None,
               progress: Progress | None = None, *, index: bool | None = None) -> IngestReport:
        """Every source (or those given) into the vault; the index follows when configured."""
        return self.ingestion.ingest(specs, progress, index=index)

    def sources(self, progress: Progress | None = None) -> dict[str, dict[str, Any]]:
        """Which sources are on this machine, where, how many conversations (read-only)."""
        return self.ingestion.sources(progress)

    def write_conversations(self, source: str, conversations: Any) -> IngestReport:
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

    def topics_list(self, *, include_hidden: bool = False) -> list[dict[str, Any]]:
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
        """Open loops across the library, newest first; a loop ticked on the page is ticked."""
        return self.knowledge.loops(include_closed=include_closed, write=write)

    # -- status ----------------------------------------------------------------------------
    def status(self) -> dict[str, Any]:
        return vault_status(self.config, self.state, lambda: self.index)

    # -- captures and the lifecycle -----------------------------------------------------------
    def remember(self, text: str, *, importance: int | None = None, topic: str | None = None,
                 now: str | None = None) -> CaptureReport:
        """Capture text as an episode note; the same text again reinforces it."""
        return self.lifecycle.remember(text, importance=importance, topic=topic, now=now)

    def lifecycle_run(self, job: str, *, now: str | None = None, only_heuristic: bool = False,
                      model: str | None = None, api_base: str | None = None) -> JobReport:
        """Run one lifecycle job at ``now`` (default: the clock)."""
        return self.lifecycle.lifecycle_run(job, now=now, only_heuristic=only_heuristic,
                                            model=model, api_base=api_base)

    def concepts(self, states: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        return self.lifecycle.concepts(states)

    def contradictions(self) -> list[dict[str, Any]]:
        return self.lifecycle.contradictions()

    def lifecycle_status(self, now: str | None = None) -> dict[str, Any]:
        return self.lifecycle.lifecycle_status(now)

    # -- asking and reading ------------------------------------------------------------------
    def ask(self, question: str, *, previous: str | None = None, model: str | None = None,
            api_base: str | None = None, only_heuristic: bool = False,
            on_token: Callable[[str], None] | None = None, remember_turn: bool = True
            ) -> AskResult:
        """Answer ``question`` from the library, with citations."""
        return self.asking.ask(question, previous=previous, model=model, api_base=api_base,
                               only_heuristic=only_heuristic, on_token=on_token,
                               remember_turn=remember_turn)

    def find_note(self, musubi_id: str) -> str | None:
        return self.reader.find_note(musubi_id)

    def read_conversation(self, conversation_id: str, offset: int = 0,
                          limit: int = 50) -> dict[str, Any]:
        return self.reader.read_conversation(conversation_id, offset, limit)

    def similar_conversations(self, id: str | None = None, text: str | None = None,
                              limit: int = 10) -> list[Any]:
        return self.reader.similar_conversations(id, text, limit)

    def topic_overview(self, per_topic: int = 10) -> list[dict[str, Any]]:
        return self.reader.topic_overview(per_topic)

    def dossier(self, name: str) -> dict[str, Any]:
        return self.reader.dossier(name)

    # -- several devices, and the vault's health ---------------------------------------------
    def sync(self, remote: str = "origin", progress: Say | None = None) -> SyncReport:
        """Pull, merge and push the vault; re-index what the pull changed."""
        return self.syncing.sync(remote, progress)

    def doctor(self, repair: bool = False) -> DoctorReport:
        """Check (and with ``repair``, mend) the vault, git, the state and the index."""
        return self.doctoring.doctor(repair)
    # -- status ----------------------------------------------------------------------------
