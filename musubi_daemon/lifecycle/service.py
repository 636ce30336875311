"""The lifecycle service: capture, run a job, report status, list concepts and
contradictions."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any, TypedDict

from .. import config as C
from ..config import Config
from ..distill.service import ChatFactory
from ..index.results import Syncs
from ..jsonish import JSONObject, Properties
from ..knowledge.library import (
    LibraryNote,
    Problem,
    episode_id,
    episode_text,
    library_paths,
    read_library,
)
from ..knowledge.pages import (
    ConceptRow,
    episode_rel,
    read_concepts,
    render_episode,
    short_title,
)
from ..knowledge.service import Embed
from ..model import iso_utc
from ..redact import redact
from ..state import State
from ..vault.contained import contained_or_none
from ..vault.files import FileChanged
from ..vault.ids import note_files
from ..vault.session import Transaction, WriteSession
from ..vault_job import VaultJob, Writer
from .calibration import library_thresholds
from .jobs import RUNNERS, Ctx, blocked
from .journal import JobBusy, Journal, RunRecord, job_lock
from .states import CONCEPT, CURATED, EPISODIC, parse_time
from .table import BY_NAME, JOBS


class LifecycleError(ValueError):
    """A lifecycle request that cannot run as given (unknown job, bad --now)."""



class Held(TypedDict):
    """A concept the promotion gate holds back, and why."""

    concept: str
    title: str
    path: str | None
    why: list[str]


class LifecycleStatus(TypedDict):
    """What `musubi lifecycle status --json` prints: the last run of each job, notes and
    concepts by state, the thresholds in force and why, what is held back, the latest events
    of the journal, and the notes that could not be read."""

    runs: dict[str, JSONObject]
    states: dict[str, dict[str, int]]
    thresholds: dict[str, object]
    blocked: list[Held]
    recent_events: list[JSONObject]
    problems: list[dict[str, str]]

@dataclass
class JobReport:
    job: str
    now: str
    skipped: str | None = None  # why the run did not happen (another runner holds the job)
    counts: dict[str, int] = field(default_factory=dict)
    errors: list[dict[str, str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    commit: str | None = None
    person_commit: str | None = None
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def commit_message(self) -> str:
        counts = ", ".join(f"{v} {k}" for k, v in sorted(self.counts.items()) if v) or \
            "no changes"
        return f"musubi lifecycle {self.job}: {counts}\n\nnow: {self.now}\n"


@dataclass
class CaptureReport:
    id: str
    path: str
    created: bool  # False: the same text was captured before and is reinforced instead
    reinforcement_count: int
    commit: str | None = None
    # In the search index right away (config index.on_ingest); False: at the next sync.
    indexed: bool = False


def now_iso(now: str | None) -> str:
    """``--now`` as ``YYYY-MM-DDTHH:MM:SSZ`` (UTC), or the clock's time."""
    if not now:
        return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    value = iso_utc(now)
    if value is None:
        raise LifecycleError(f"--now {now!r} is not a date-time (use e.g. 2026-03-01T09:00:00Z)")
    return value


class LifecycleService(VaultJob):
    """Captures, the lifecycle jobs and what they show; given the config, state, write
    session, note writer, chat and embedding models and the index it syncs after a run."""

    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession], writer: Writer, chat: ChatFactory,
                 embed: Embed, index: Callable[[], Syncs]):
        super().__init__(config, state, session)
        self.writer = writer
        self.chat = chat
        self.embed = embed
        self._index = index
        self._journal: Journal | None = None

    @property
    def journal(self) -> Journal:
        if self._journal is None:
            self._journal = Journal(self.config.cache_dir / "journal.sqlite")
        return self._journal

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    # -- captures ---------------------------------------------------------------------------
    def remember(self, text: str, *, importance: int | None = None, topic: str | None = None,
                 now: str | None = None, agent: str | None = None) -> CaptureReport:
        """Capture a piece of text as an episode note; the same text again reinforces the
        first capture instead of duplicating it. ``agent`` (the AI agent that captured it)
        is kept as the note's ``agent`` property, so a search can keep to one agent's."""
        from ..knowledge.topics import topic_link

        text = redact(text.strip())  # a capture is ingest too: no secret reaches the vault
        if not text:
            raise LifecycleError("nothing to remember: the text is empty")
        if importance is not None and not 1 <= importance <= 10:
            raise LifecycleError("--importance must be between 1 and 10")
        at = now_iso(now)
        eid = episode_id(text)
        with self.session.writing("remember") as tx:
            for _ in range(C.WRITE_RETRIES):  # again if the person saves it meanwhile
                existing = self._find_episode(eid)
                if existing is not None:
                    rel, fm, body, raw = existing
                    fm["reinforcement_count"] = int(fm.get("reinforcement_count") or 0) + 1
                    fm["last_reinforced"] = at
                    if importance is not None and importance > int(fm.get("importance") or 0):
                        fm["importance"] = importance
                    message = f"musubi remember: reinforced {fm.get('title')}\n"
                    created = False
                else:
                    rel, raw = episode_rel(self.folder, text, at), None
                    fm = {"musubi_id": eid, "type": "episode", "title": short_title(text),
                          "created": at, "updated": at, "state": "provisional",
                          "importance": importance if importance is not None else
                          C.CAPTURE_KEEP_IMPORTANCE, "reinforcement_count": 0,
                          "topics": [topic_link(self.folder, topic)] if topic else [],
                          "tags": ["musubi/episode"]}
                    if agent:
                        fm["agent"] = agent
                    body = text
                    message = f"musubi remember: {fm['title']}\n"
                    created = True
                    if (self.vault / rel).exists():  # never written over: it may be theirs
                        raise LifecycleError(f"{rel} exists but is not a capture Musubi can "
                                             "read (are its properties broken?): fix or move "
                                             "it, then remember again")
                try:
                    tx.write(rel, render_episode(fm, body), expected=raw)
                    break
                except FileChanged:
                    continue
            else:
                raise LifecycleError(f"{rel} kept changing while Musubi wrote it; "
                                     "remember it again in a moment")
            commit = tx.commit(message)
        report = CaptureReport(eid, rel, created, int(fm.get("reinforcement_count") or 0),
                               commit)
        if self.config.index_on_ingest:
            # An agent that saves something searches for it next: index it now, like ingest.
            from ..index.index import IndexBusy

            with contextlib.suppress(IndexBusy):  # the daemon is indexing: it comes next
                self._index().sync()
                report.indexed = True
        return report

    def _find_episode(self, eid: str) -> tuple[str, dict[str, Any], str, str] | None:
        """(path, properties, body, the whole text) of the live capture with this id."""
        from ..vault.notes import NoteError, read_frontmatter

        # Where the person moved it too; a capture symlinked from outside is never read.
        for rel, _ in library_paths(self.vault, self.folder, ("episodes",)):
            try:
                text = (self.vault / rel).read_text(encoding="utf-8")
                fm = read_frontmatter(text)
            except (OSError, NoteError):
                continue
            if fm.get("musubi_id") == eid and fm.get("state") != "archived":
                return rel, fm, episode_text(text), text
        return None

    # -- jobs -------------------------------------------------------------------------------
    def lifecycle_run(self, job: str, *, now: str | None = None, only_heuristic: bool = False,
                      model: str | None = None, api_base: str | None = None) -> JobReport:
        """Run one lifecycle job at ``now`` (default: the clock): one commit, journal rows."""

        if job not in JOBS:
            raise LifecycleError(f"unknown job {job!r}; jobs: {', '.join(JOBS)}")
        at = now_iso(now)
        report = JobReport(job=job, now=at)
        t0 = time.perf_counter()
        started = now_iso(None)
        try:
            with job_lock(self.config.cache_dir / "locks", job), \
                    self.session.writing(f"lifecycle {job}") as tx:
                report.person_commit = tx.person_commit
                needs_model = BY_NAME[job].uses_model
                chat = self.chat(only_heuristic, model, api_base) \
                    if needs_model else None
                run = RunRecord(job, at)
                ctx = Ctx(vault=self.vault, folder=self.folder, now=at, chat=chat,
                          embed=self.embed,
                          set_note=self._note_setter(tx),
                          write=lambda rel, text: tx.write_page(rel, text).changed,
                          read=self._page_reader(), journal=self.journal, run=run,
                          written=lambda since, until: tx.repo.paths_written(
                              since, until, f"{self.folder}/conversations"))
                RUNNERS[job](ctx)
                report.counts, report.errors = run.counts, run.errors
                report.warnings = ctx.warnings
                report.events = [asdict(e) for e in run.events]
                report.commit = tx.commit(report.commit_message())
                run.commit = report.commit
                if report.commit or run.events or run.errors:
                    self.journal.record(run, started, now_iso(None))
        except JobBusy as e:
            report.skipped = str(e)
        report.seconds = time.perf_counter() - t0
        if report.skipped is None and self.config.index_on_ingest:
            # What the run wrote and what the person edited (a curated page) become searchable;
            # so does what a run killed before this one wrote, when this one writes nothing.
            self._index().sync()
        return report

    def _note_setter(self, tx: Transaction) -> Callable[[LibraryNote, Properties], bool]:
        from ..vault.conversations import Counts

        writer = self.writer(tx)
        rep = Counts()

        def set_note(note: LibraryNote, updates: Properties) -> bool:
            return bool(writer.update(note.path, updates, rep))

        return set_note

    def _page_reader(self) -> Callable[[str], str | None]:
        def read(rel: str) -> str | None:
            # A page symlinked from outside the vault reads as missing, never its target.
            path = contained_or_none(self.vault, rel, listed=True)
            try:
                return None if path is None else path.read_text(encoding="utf-8")
            except OSError:
                return None

        return read

    # -- reading ----------------------------------------------------------------------------
    def concepts(self, states: tuple[str, ...] = ()) -> list[ConceptRow]:

        problems: list[Problem] = []
        found = read_concepts(self.vault, self.folder, problems)
        rows = [c.to_dict() for c in found.values() if not states or c.state in states]
        return sorted(rows, key=lambda r: (-r["reinforcement_count"], r["title"]))

    def contradictions(self) -> list[dict[str, Any]]:
        """Open contradictions, each pair once, with how a person resolves it."""

        problems: list[Problem] = []
        found = read_concepts(self.vault, self.folder, problems)
        by_target = {c.target: c for c in found.values()}
        out, seen = [], set()
        for c in sorted(found.values(), key=lambda c: c.id):
            if not c.open_contradiction:
                continue
            for t in c.contradicts:
                other = by_target.get(t)
                pair = tuple(sorted((c.target, t)))
                if pair in seen:
                    continue
                seen.add(pair)
                out.append({"a": c.to_dict(), "b": other.to_dict() if other else {"path": t},
                            "resolve": "set `contradiction: resolved` on both, or "
                                       "`superseded_by: \"[[kept]]\"` on the one to drop"})
        return out

    def lifecycle_status(self, now: str | None = None) -> LifecycleStatus:
        """Last run per job, counts per state per plane, and what is blocked and why."""

        problems: list[Problem] = []
        counts: dict[str, dict[str, int]] = {EPISODIC: {}, CONCEPT: {}, CURATED: {}}
        library = list(read_library(self.vault, self.folder, problems,
                                    ("conversations", "episodes")))
        for n in library:
            counts[EPISODIC][n.state] = counts[EPISODIC].get(n.state, 0) + 1
        concepts = read_concepts(self.vault, self.folder, problems)
        for c in concepts.values():
            counts[CONCEPT][c.state] = counts[CONCEPT].get(c.state, 0) + 1
        if (self.vault / self.folder / "curated").is_dir():
            counts[CURATED]["pages"] = len(note_files(self.vault, f"{self.folder}/curated"))
        when = parse_time(now_iso(now)) or datetime.now(UTC)
        held: list[Held] = [{"concept": c.id, "title": c.title, "path": c.path,
                             "why": blocked(c, when)}
                            for c in concepts.values() if c.state in ("synthesized", "matured")]
        # The cosines synthesis uses, read off the embedder on this library, and why.
        return {"runs": self.journal.last_runs(), "states": counts,
                "thresholds": library_thresholds(self.embed, library).as_dict(),
                "blocked": [h for h in held if h["why"]],
                "recent_events": self.journal.events(limit=50),
                "problems": [{"path": p.path, "reason": p.reason} for p in problems]}
