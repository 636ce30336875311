"""The Engine: the one object the CLI, the MCP server and the daemon all call."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .ask.service import AskMixin
from .config import Config, ConfigError
from .config_file import save_vault_to_config
from .distill.service import DistillReport as DistillReport
from .distill.service import DistillService
from .doctor import DoctorMixin
from .errors import UsageError as UsageError
from .ingest.reports import IngestReport as IngestReport
from .ingest.reports import SourceSpec as SourceSpec
from .ingest.service import IngestService
from .knowledge.reading import KnowledgeReadMixin
from .knowledge.service import KnowledgeService
from .knowledge.service import ProfileReport as ProfileReport
from .knowledge.service import RollupReport as RollupReport
from .knowledge.service import TopicsReport as TopicsReport
from .lifecycle.service import LifecycleMixin
from .progress import Progress
from .sources import SourceEnv
from .state import State
from .status import vault_status
from .sync_service import SyncMixin
from .vault.conversations import NoteWriter
from .vault.files import atomic_write
from .vault.git import VAULT_GITIGNORE, VaultRepo
from .vault.notes import Template
from .vault.property_types import register_property_types
from .vault.session import BusyError as BusyError
from .vault.session import Transaction, WriteSession

if TYPE_CHECKING:
    from .distill.llm import ChatModel


class Engine(LifecycleMixin, AskMixin, KnowledgeReadMixin, SyncMixin, DoctorMixin):
    def __init__(self, config: Config, *, create: bool = False):
        """``create``: the vault may not exist yet (``musubi init`` makes it); otherwise a
        vault that is not there is an error before anything is made for it."""
        self.config = config
        self._state: State | None = None
        self._index: Any = None
        self._read_cache: Any = None
        self._claimed = create
        self._ingestion: IngestService | None = None
        self._distillation: DistillService | None = None
        self._knowledge: KnowledgeService | None = None
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
        """The cache belongs to one vault: it records which, and refuses another (two vaults
        given one MUSUBI_CACHE_DIR would show each other's notes and hits). A vault that was
        moved (its old folder gone) takes its cache along; a cache copied with its vault (a
        backup restored elsewhere) is the copy's."""
        here = str(self.vault.resolve())
        cache = str(self.config.cache_dir.resolve())
        recorded = state.vault_path()
        known, _, known_cache = (recorded or "").partition("\n")
        if recorded is not None and known != here and Path(known).is_dir() \
                and known_cache == cache:
            self._state = None
            state.close()
            raise ConfigError(
                f"the cache {self.config.cache_dir} belongs to the vault {known}, not {here}: "
                "give this vault a cache of its own (unset MUSUBI_CACHE_DIR or cache_dir, "
                "or point it at another folder)")
        if (known, known_cache) != (here, cache):  # first use, a moved vault, a copied cache
            state.set_vault_path(f"{here}\n{cache}")
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
                                others=self.state.other_vaults)
        return self._index

    def close(self) -> None:
        self.close_journal()
        if self._state is not None:
            self._state.close()
            self._state = None
        if self._index is not None:
            self._index.close()
            self._index = None

    # -- index and search ------------------------------------------------------------------
    def sync_index(self, progress: Any = None) -> Any:
        """Index what changed in the vault since the last sync."""
        return self.index.sync(progress)

    def reindex(self, progress: Any = None) -> Any:
        """Drop the index and rebuild it from the notes alone."""
        return self.index.rebuild(progress)

    def search(self, query: str, *, mode: str = "hybrid", limit: int = 10,
               filters: Any = None, per_conversation: int | None = None,
               progress: Any = None) -> list[Any]:
        from .config import HITS_PER_CONVERSATION

        if self.index.vectors_down() is None:  # down: the keyword index answers alone
            self._ensure_index(progress)
        return self.index.search(query, mode=mode, limit=limit, filters=filters,
                                 per_conversation=HITS_PER_CONVERSATION
                                 if per_conversation is None else per_conversation)

    def similar(self, target: str, limit: int = 10, progress: Any = None,
                include_hidden: bool = False) -> list[Any]:
        self._ensure_index(progress)
        looks_like_id = ":" in target and not any(c.isspace() for c in target)
        if looks_like_id:
            with contextlib.suppress(ValueError):  # not indexed: treat it as text
                return self.index.similar(conversation_id=target, limit=limit,
                                          include_hidden=include_hidden)
        return self.index.similar(text=target, limit=limit, include_hidden=include_hidden)

    def _ensure_index(self, progress: Any = None) -> None:
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
        path.mkdir(parents=True, exist_ok=True)
        self.config = self.config.with_vault(path)
        repo, created = VaultRepo.open_or_init(path)
        ignore = path / ".gitignore"
        existing = ignore.read_text(encoding="utf-8") if ignore.exists() else ""
        missing = [ln for ln in VAULT_GITIGNORE.splitlines()
                   if ln and not ln.startswith("#") and ln not in existing.splitlines()]
        if missing:
            sep = "" if not existing or existing.endswith("\n") else "\n"
            atomic_write(ignore, existing + sep + VAULT_GITIGNORE, fsync=self.config.fsync)
        folder = path / self.folder
        (folder / "conversations").mkdir(parents=True, exist_ok=True)
        readme = folder / "README.md"
        if not readme.exists():
            atomic_write(readme, MUSUBI_README, fsync=self.config.fsync)
        register_property_types(path, fsync=self.config.fsync)  # times shown as times
        first = repo.commit_all("vault: adopted by Musubi", repo.person())
        config_file = save_vault_to_config(path) if remember else None
        return {"vault": str(path), "git_initialised": created, "commit": first,
                "config": str(config_file) if config_file else None,
                "cache": str(self.config.cache_dir)}

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

    _chat = chat  # the mixins' names for them
    _embed = embed

    # -- ingest ----------------------------------------------------------------------------
    @property
    def ingestion(self) -> IngestService:
        if self._ingestion is None:
            self._ingestion = IngestService(self.config, lambda: self.state,
                                            lambda: self.session, self._writer,
                                            lambda: self.index)
        return self._ingestion

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
    @property
    def distillation(self) -> DistillService:
        if self._distillation is None:
            self._distillation = DistillService(self.config, lambda: self.state,
                                                lambda: self.session, self._writer, self.chat,
                                                lambda: self.index)
        return self._distillation

    @property
    def knowledge(self) -> KnowledgeService:
        if self._knowledge is None:
            self._knowledge = KnowledgeService(self.config, lambda: self.state,
                                               lambda: self.session, self._writer, self.chat,
                                               self.embed, lambda: self.read_cache)
        return self._knowledge

    def distill(self, *, limit: int | None = None, redo: bool = False,
                only_heuristic: bool = False, model: str | None = None,
                api_base: str | None = None, progress: Any = None) -> DistillReport:
        """Distil every note not yet distilled, or grown since, and write the sections in."""
        return self.distillation.distill(limit=limit, redo=redo, only_heuristic=only_heuristic,
                                         model=model, api_base=api_base, progress=progress)

    def topics_build(self, *, k: int | None = None, rebuild: bool = False,
                     only_heuristic: bool = False, model: str | None = None,
                     api_base: str | None = None, progress: Any = None) -> TopicsReport:
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
    # -- status ----------------------------------------------------------------------------
MUSUBI_README = """\
# Musubi

Musubi writes into this folder: one note per conversation from your AI tools under
`conversations/`, and later topics, concepts, curated pages and daily reflections.

You can read, edit, move and rename anything here. Musubi finds its notes by their
`musubi_id` property, merges new messages into notes you edited (your text always wins; a
conflicting proposal is kept beside it in a folded callout), and commits every change to git so
`git log` shows who changed what and `git revert` undoes it.
"""
