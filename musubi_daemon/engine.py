"""The Engine: the one object the CLI, the MCP server and the daemon all call."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .ask.service import AskMixin
from .config import (
    DISTILL_MIN_CHARS,
    Config,
    ConfigError,
)
from .config_file import save_vault_to_config
from .daemon.pidfile import running
from .doctor import DoctorMixin
from .errors import UsageError as UsageError
from .ingest.reports import IngestReport as IngestReport
from .ingest.reports import SourceReport
from .ingest.reports import SourceSpec as SourceSpec
from .ingest.reports import now as _now
from .ingest.service import IngestService
from .knowledge.reading import KnowledgeReadMixin
from .lifecycle.service import LifecycleMixin
from .model import Conversation
from .progress import Progress
from .sources import REGISTRY, SourceEnv, is_implemented
from .state import State
from .sync_service import SyncMixin
from .vault.conversations import NoteWriter, read_or_none
from .vault.files import FileChanged, atomic_write
from .vault.git import MUSUBI, VAULT_GITIGNORE, VaultRepo
from .vault.layout import bind_attachments
from .vault.notes import NoteError, Template, read_frontmatter
from .vault.property_types import register_property_types
from .vault.session import BusyError as BusyError
from .vault.session import Transaction, WriteSession


@dataclass
class DistillReport:
    model: str | None = None
    model_unavailable: bool = False
    by_model: int = 0
    by_heuristic: int = 0
    retried: int = 0
    failed: int = 0
    written: int = 0
    merged: int = 0
    conflicts: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0
    commit: str | None = None
    person_commit: str | None = None
    skipped: list[dict[str, str]] = field(default_factory=list)
    errors: list[dict[str, str]] = field(default_factory=list)
    index: Any = None

    def commit_message(self) -> str:
        by = f"{self.by_model} by {self.model}, " if self.by_model else ""
        return (f"musubi distill: {self.written} notes ({by}{self.by_heuristic} heuristic)\n\n"
                f"tokens: {self.prompt_tokens} prompt, {self.completion_tokens} completion\n")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["index"] = None if self.index is None else asdict(self.index)
        return d


@dataclass
class TopicsReport:
    model: str | None = None
    proposed: str | None = None  # "model" or "kmeans" when a taxonomy was proposed
    placed: int = 0
    notes_written: int = 0
    pages_written: int = 0
    conflicts: int = 0
    topics: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    problems: list[dict[str, str]] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    commit: str | None = None
    person_commit: str | None = None
    seconds: float = 0.0

    @property
    def unsorted(self) -> int:
        return sum(int(t["conversations"]) for t in self.topics if t["id"] == "topic:unsorted")

    def commit_message(self) -> str:
        how = {"model": "proposed by the model", "kmeans": "proposed by k-means"}.get(
            self.proposed or "", "kept")
        listed = [t for t in self.topics if t["id"] != "topic:unsorted"]
        return (f"musubi topics: {len(listed)} topics ({how}), {self.placed} notes placed, "
                f"{self.unsorted} unsorted\n")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"unsorted": self.unsorted}


@dataclass
class ProfileReport:
    facts: list[Any] = field(default_factory=list)
    candidates: int = 0
    model: str | None = None  # the model whose merge is shown, if any
    cached: bool = False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    commit: str | None = None
    person_commit: str | None = None
    warnings: list[str] = field(default_factory=list)
    problems: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        facts = [{"text": f.text, "support": f.support, "newest": f.newest, "added": f.added,
                  "sources": [{"conversation_id": s.note_id, "note": s.note_path,
                               "date": s.date} for s in f.sources]} for f in self.facts]
        return {"facts": facts, "candidates": self.candidates, "model": self.model,
                "cached": self.cached, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens, "commit": self.commit,
                "warnings": self.warnings, "problems": self.problems}


@dataclass
class RollupReport:
    items: list[Any] = field(default_factory=list)
    closed: int = 0
    conflicts: int = 0
    commit: str | None = None
    person_commit: str | None = None
    problems: list[dict[str, str]] = field(default_factory=list)


def _ordered(topics: Any) -> list[Any]:
    """Biggest first, Unsorted last: the order a map is read in."""
    return sorted(topics, key=lambda t: (t.id == "topic:unsorted", -len(t.members),
                                         t.name.casefold()))


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

    # -- distillation ----------------------------------------------------------------------
    def distill(self, *, limit: int | None = None, redo: bool = False,
                only_heuristic: bool = False, model: str | None = None,
                api_base: str | None = None, progress: Any = None) -> DistillReport:
        """Distil every note not yet distilled (or distilled before its conversation grew,
        or only heuristically while a model now answers) and write the sections in."""
        from .distill.distiller import Distiller, Rate, text_size
        from .vault.distilled import frontmatter_for as distill_frontmatter
        from .vault.distilled import note_names, render_sections

        vault = self.vault
        report = DistillReport()
        t0 = time.perf_counter()
        with self.session.writing("distill") as tx:
            report.person_commit = tx.person_commit
            chat = self._chat(only_heuristic, model, api_base)
            report.model_unavailable = chat is None and not only_heuristic
            report.model = chat.model if chat else None
            writer = self._writer(tx)
            pages = note_names(vault)  # an entity links only to a note that is there
            todo: list[tuple[Conversation, str]] = []
            shapes: dict[str, Conversation] = {}
            for _id, path, h, by, dh in self.state.notes_to_distill():
                fresh = by is not None and dh == h
                if fresh and not redo and (by != "heuristic" or chat is None):
                    continue
                note = vault / path
                try:
                    text = note.read_text(encoding="utf-8")
                    conv = writer.parse(text)  # as the person has it: what is distilled
                    shapes[conv.id] = writer.shape(conv.id, path, text)  # what is rendered
                except (NoteError, OSError) as e:
                    report.skipped.append({"path": path, "reason": str(e)})
                    continue
                bind_attachments(conv, vault, self.folder)  # pasted text is distilled too
                if fresh and not redo and text_size(conv) < DISTILL_MIN_CHARS:
                    continue  # short: a model would write the same note as the heuristic
                todo.append((conv, path))
                if limit and len(todo) >= limit:
                    break
            rep = SourceReport()
            where = {conv.id: path for conv, path in todo}
            rate = Rate(len(todo), progress)
            distiller = Distiller(chat)
            try:
                for r in distiller.run([conv for conv, _ in todo]):
                    conv = shapes[r.conversation.id]
                    extra = distill_frontmatter(r.note, r.distilled_by, conv.content_hash(),
                                                pages)
                    if writer.write_distilled(conv, where[conv.id], render_sections(r.note),
                                              extra, rep):
                        report.written += 1
                    self.state.record_distilled(conv.id, r.distilled_by, conv.content_hash(),
                                                r.prompt_tokens, r.completion_tokens, _now())
                    rate.step(distiller.stats.prompt_tokens + distiller.stats.completion_tokens)
            finally:
                stats = distiller.stats
                report.by_model, report.by_heuristic = stats.by_model, stats.by_heuristic
                report.retried, report.failed = stats.retried, stats.failed
                report.prompt_tokens = stats.prompt_tokens
                report.completion_tokens = stats.completion_tokens
                report.model_unavailable |= stats.model_unavailable
                report.errors = stats.errors
                report.merged, report.conflicts = rep.merged, rep.conflicts
                report.skipped += rep.skipped
                tx.message = report.commit_message()
            report.commit = tx.commit()
        report.seconds = time.perf_counter() - t0
        if self.config.index_on_ingest:
            # Even when this run wrote nothing: one killed before it may have, and left the
            # index behind the vault. With nothing changed, the sync only looks.
            report.index = self.index.sync()
        return report

    def _chat(self, only_heuristic: bool = False, model: str | None = None,
              api_base: str | None = None) -> Any:
        """The configured chat model when it answers, else None (the heuristic path)."""
        if only_heuristic:
            return None
        from .distill.llm import ChatModel

        chat = ChatModel(model or self.config.llm_model, api_base or self.config.llm_api_base,
                         self.config.llm_api_key)
        return chat if chat.ping() else None

    def _embed(self, texts: Any) -> Any:
        return self.index.embed_texts(list(texts))

    # -- topics ----------------------------------------------------------------------------
    def topics_build(self, *, k: int | None = None, rebuild: bool = False,
                     only_heuristic: bool = False, model: str | None = None,
                     api_base: str | None = None, progress: Any = None) -> TopicsReport:
        """Place every new or changed note on the topic map (proposing the map first when
        there is none, or when asked to rebuild it) and write the topic pages."""
        from .knowledge.library import read_library
        from .knowledge.topic_build import plan_topics, vector_bytes
        from .knowledge.topics import read_topics, render_topic_page, resolve, topic_link
        from .knowledge.topics import topic_rel as page_rel

        report = TopicsReport()
        t0 = time.perf_counter()
        vault, folder = self.vault, self.folder
        with self.session.writing("topics") as tx:
            report.person_commit = tx.person_commit
            problems: list[Any] = []
            notes = list(read_library(vault, folder, problems))
            existing = read_topics(vault, folder, problems)
            fresh = rebuild or not any(t != "topic:unsorted" for t in existing)
            chat = self._chat(only_heuristic, model, api_base) if fresh and notes else None
            report.model = chat.model if chat else None
            vectors = self._embed([n.topic_text() for n in notes]) if notes else None
            plan = plan_topics(notes, vectors, existing, self.state.topic_vectors(),
                               self.state.topic_assignments(), self._embed, chat, k=k,
                               rebuild=rebuild)
            report.proposed, report.placed = plan.proposed, plan.placed
            report.warnings = plan.warnings
            report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
            report.prompt_tokens, report.completion_tokens = (plan.prompt_tokens,
                                                              plan.completion_tokens)
            writer = self._writer(tx)
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
        return report

    def topics_list(self, *, include_hidden: bool = False) -> list[dict[str, Any]]:
        """The topic map as the vault has it now: each topic with its conversation count."""
        from .knowledge.library import read_library
        from .knowledge.topics import read_topics, resolve

        problems: list[Any] = []
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
        from .config import PROFILE_MAX_TOKENS, PROFILE_MODEL_CANDIDATES
        from .knowledge import profile as P
        from .knowledge.library import read_library
        from .knowledge.profile_page import read_profile_edits, render_profile

        report = ProfileReport()
        vault, rel = self.vault, f"{self.folder}/profile.md"
        with contextlib.ExitStack() as stack:
            tx = stack.enter_context(self.session.writing("profile")) if write else None
            repo = tx.repo if tx is not None else None
            if tx is not None:
                report.person_commit = tx.person_commit
            problems: list[Any] = []
            notes = list(read_library(vault, self.folder, problems,
                                      ("conversations", "episodes"),
                                      cache=None if write else self.read_cache))
            report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
            cands = [P.FactCandidate(f, n.id, n.path, n.date) for n in notes
                     if n.note and n.kind == "conversation" for f in n.note.facts]
            cands += P.capture_candidates(notes)
            report.candidates = len(cands)
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
            chat = self._chat(only_heuristic, model, api_base) if groups else None
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
        return report

    @staticmethod
    def _profile_text(facts: list[Any], suppressed: list[str], added: list[str],
                      current: str | None, render: Any) -> str:
        """The page, keeping its ``updated`` time when nothing else changed."""
        previous = None
        if current is not None:
            with contextlib.suppress(NoteError):
                previous = read_frontmatter(current).get("updated")
        if previous:
            same = render(facts, suppressed, added, str(previous), current=current)
            if same == current:
                return same
        return render(facts, suppressed, added, _now(), current=current)

    def _merged_facts(self, chat: Any, best: list[Any], report: ProfileReport,
                      max_tokens: int) -> list[Any] | None:
        """The model's merge of the best candidates, from the cache when the inputs are the
        same as last time; None (the no-model profile) when it cannot be had."""
        from .distill.llm import ModelError
        from .knowledge import profile as P

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
            self.state.put_answer("profile", signature, answer, _now())
        report.model = chat.model
        return list(facts)

    # -- decisions and open loops ------------------------------------------------------------
    def decisions(self, about: str | None = None, *, write: bool = True) -> RollupReport:
        """Every decision across the library, newest first (``about``: only those on a
        subject); the full list is also written to ``decisions.md``."""
        from .knowledge import rollups
        from .knowledge.library import read_library

        report = RollupReport()
        problems: list[Any] = []
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
                report.commit = tx.commit(f"musubi decisions: {len(items)} decisions\n")
        if about:
            items = rollups.about(items, about, self._embed)
        report.items = items
        return report

    def loops(self, *, include_closed: bool = False, write: bool = True) -> RollupReport:
        """Open loops across the library, newest first, without those a person ticked or a
        later conversation closed; written to ``open loops.md``. A loop ticked on that page is
        ticked in its own note too."""
        from .knowledge import rollups
        from .knowledge.library import read_library

        report = RollupReport()
        rel = f"{self.folder}/open loops.md"
        with contextlib.ExitStack() as stack:
            tx = stack.enter_context(self.session.writing("loops")) if write else None
            if tx is not None:
                report.person_commit = tx.person_commit
            problems: list[Any] = []
            notes = list(read_library(self.vault, self.folder, problems,
                                      cache=None if write else self.read_cache))
            report.problems = [{"path": p.path, "reason": p.reason} for p in problems]
            everything = rollups.loops(notes, self._embed, include_closed=True)
            page = read_or_none(self.vault / rel) if write else None
            ticked = rollups.ticked_on_page(page)
            if ticked and tx is not None:
                writer = self._writer(tx)
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
                report.commit = tx.commit(
                    f"musubi loops: {len(open_items)} open, {report.closed} closed\n")
        report.items = everything if include_closed else open_items
        return report

    # -- status ----------------------------------------------------------------------------
    def status(self) -> dict[str, Any]:
        vault = self.vault
        repo_head = None
        if (vault / ".git").exists():
            repo_head = VaultRepo(vault).head()
        last = self.state.last_run()
        counts = self.state.counts_by_source()
        distilled = self.state.distill_counts()
        sources = {}
        for name in REGISTRY:
            entry: dict[str, Any] = {"notes": counts.get(name, 0),
                                     "supported": is_implemented(name)}
            if last and name in last.get("sources", {}):
                r = last["sources"][name]
                entry["last_run"] = {k: r[k] for k in ("added", "updated", "unchanged", "seen",
                                                       "merged", "conflicts")}
                entry["errors"] = r["skipped"]
            sources[name] = entry
        index = None
        if (self.config.cache_dir / "index" / "keyword.sqlite").exists():
            index = self.index.stats()
        daemon = running(self.config.cache_dir)
        return {
            "vault": str(vault),
            "cache": str(self.config.cache_dir),
            "daemon": None if daemon is None else {
                k: daemon.get(k) for k in ("pid", "started", "port", "updated", "watching")}
            | {"events": (daemon.get("events") or [])[-10:],
               "errors": (daemon.get("errors") or [])[-10:]},
            "index": index,
            "distilled": distilled,
            "shrunk": self.state.shrunk(),
            "head": repo_head,
            "conversations": sum(counts.values()),
            "sources": sources,
            "last_ingest": None if last is None else {
                "started": last["started"], "finished": last["finished"],
                "commit": last.get("commit"), "written": last.get("written", 0),
                "seconds": last.get("seconds"), "skipped": last.get("skipped_items", []),

            },
        }


MUSUBI_README = """\
# Musubi

Musubi writes into this folder: one note per conversation from your AI tools under
`conversations/`, and later topics, concepts, curated pages and daily reflections.

You can read, edit, move and rename anything here. Musubi finds its notes by their
`musubi_id` property, merges new messages into notes you edited (your text always wins; a
conflicting proposal is kept beside it in a folded callout), and commits every change to git so
`git log` shows who changed what and `git revert` undoes it.
"""
