"""``musubi doctor``: after a crash (or any time), check that the vault, its git history and the
cache agree, and repair what can be repaired without touching a person's words.

The vault is the truth. Temp files, git's lock files, the state and the index are Musubi's own
and can be mended; a note that no longer parses is only reported, since rewriting it could drop
what a person wrote.
"""

from __future__ import annotations

import fnmatch
import os
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from .config import Config
from .doctor_report import INFO, PROBLEM, WARNING, DoctorReport, Finding
from .state import State
from .vault.contained import artifact_reader, artifacts_folder, outside_root
from .vault.conversations import Counts
from .vault.git import VaultRepo, git_running
from .vault.ids import ID_LINE, id_kind
from .vault.notes import NoteError, Template, load_yaml, parse, split_frontmatter
from .vault.session import PERSON_MESSAGE, Transaction, WriteSession
from .vault.structure import END_RE
from .vault_job import VaultJob, Writer

if TYPE_CHECKING:
    from .index.index import Index

# A git lock file this old with no git process in sight is left over from a crash.
STALE_GIT_LOCK_SECONDS = 600



@dataclass
class _Note:
    rel: str
    musubi_id: str | None


class DoctorService(VaultJob):
    """Given the config, the state, the write session (its lock, its recovery) and the
    index it checks."""

    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession], index: Callable[[], Index],
                 writer: Writer | None = None):
        super().__init__(config, state, session)
        self.index = index
        self.writer = writer  # writes a note again (notes from before end marks)

    def doctor(self, repair: bool = False) -> DoctorReport:
        """Check (and with ``repair``, mend) the vault, git, the state and the index."""
        return _Doctor(self, repair).run()


class _Doctor:
    def __init__(self, service: DoctorService, repair: bool):
        self.service = service
        self.vault: Path = service.vault
        self.folder: str = service.folder
        self.cache: Path = service.config.cache_dir
        self.repair = repair
        self.report = DoctorReport(repair=repair)
        self.tx: Transaction | None = None
        self.unmarked: list[str] = []  # conversation notes written before end marks

    def add(self, check: str, what: str, path: str | None = None, *, severity: str = PROBLEM,
            repair: str | None = None) -> Finding:
        f = Finding(check, what, path, severity, repair)
        self.report.findings.append(f)
        return f

    def mend(self, f: Finding, action: Any) -> None:
        """Run a repair for ``f`` when asked to; a failed repair is said, not raised."""
        if not (self.repair and f.repairable):
            return
        try:
            action()
        except Exception as e:  # the report is the product: one failure never hides the rest
            f.what += f" (repair failed: {type(e).__name__}: {e})"
            return
        f.repaired = True

    def run(self) -> DoctorReport:
        from .vault.session import BusyError

        t0 = time.perf_counter()
        try:
            # Not recovering on the way in: what a killed run left is for the report to say.
            with self.service.session.writing("doctor", recover=False,
                                              commit_edits=False) as self.tx:
                self._job_locks()
                self._temp_files()
                self._kept_saves()
                self._template()
                notes = self._notes()
                self._unmarked()
                repo = self._repo()
                other = repo is not None and self._other_vault(repo)
                if repo is not None:
                    operation = repo.operation_in_progress()
                    pending = set() if other else self._interrupted(operation)
                    self._git(repo, pending, operation)
                self._duplicates(notes)
                if not other:
                    self._state(notes)
                self._index(notes)
        except BusyError as e:
            self.add("vault-lock", str(e))
        self.report.seconds = time.perf_counter() - t0
        return self.report

    # -- locks ---------------------------------------------------------------------------------
    def _job_locks(self) -> None:
        """Musubi's own locks are fcntl locks, gone with the process that held them: a lock
        file left by a killed run is no problem, so this only confirms each can be taken."""
        from .lifecycle.journal import JobBusy, job_lock

        folder = self.cache / "locks"
        jobs = sorted(p.stem for p in folder.glob("*.lock")) if folder.is_dir() else []
        for job in jobs:
            try:
                with job_lock(folder, job):
                    pass
            except JobBusy as e:
                self.add("job-lock", str(e), severity=WARNING)
        self.report.checked["locks"] = 1 + len(jobs)

    # -- the person's template ------------------------------------------------------------------
    def _template(self) -> None:
        """A template of the person's that Musubi cannot use is passed over for the shipped
        one without a word at write time (a note must still be written): the doctor says
        why, so the person knows her layout is not the one in use."""
        folder = self.vault / self.folder
        _, problems = Template.of_person(folder)
        if problems:
            path = Template.person_path(folder)
            self.add("template", "your note template is not used (the shipped one is): "
                     + "; ".join(problems), path.relative_to(self.vault).as_posix(),
                     severity=WARNING)

    # -- temp files ----------------------------------------------------------------------------
    def _walk(self, pattern: str) -> Iterator[Path]:
        """Files under the vault matching ``pattern``, outside hidden folders (.git, .obsidian):
        where Musubi writes, and where ingest looks for notes. A hidden file matches only a
        pattern that names its dot, as in a shell: macOS's "._" twins of notes on exFAT and
        network volumes are no notes, to the index or here."""
        hidden = pattern.startswith(".")
        for dirpath, dirnames, filenames in os.walk(self.vault):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                if (hidden or not name.startswith(".")) and fnmatch.fnmatchcase(name, pattern):
                    yield Path(dirpath, name)

    def _temp_files(self) -> None:
        """A ``.musubi-*.tmp`` is an atomic write that never reached its rename: the note it
        was meant to replace is still whole, so the temp file never held the only copy."""
        n = 0
        for p in self._walk(".musubi-*.tmp"):
            n += 1
            rel = p.relative_to(self.vault).as_posix()
            f = self.add("temp-file", "temp file of an interrupted write", rel,
                         repair="deleted (the note it was for is whole)")
            self.mend(f, p.unlink)
        self.report.checked["temp_files"] = n

    def _kept_saves(self) -> None:
        """A ``.musubi-saved-…`` file holds saves Musubi took out of a note during a storm of
        saves (more than ``RESCUE_ROUNDS`` while one write was put back) and kept beside it
        rather than lose: a hidden file Obsidian does not show, so it is named here until the
        person has merged it into the note by hand and deleted it."""
        n = 0
        for p in self._walk(".musubi-saved-*"):
            n += 1
            rel = p.relative_to(self.vault).as_posix()
            self.add("kept-save", "saves kept beside the note during a storm of saves: compare "
                     "it with the note, take what you want, then delete it", rel,
                     severity=WARNING)
        self.report.checked["kept_saves"] = n

    # -- notes ---------------------------------------------------------------------------------
    def _notes(self) -> list[_Note]:
        """Every markdown note with its musubi_id; conversation notes parsed whole. A note that
        does not parse is reported and left as it is: it may hold a person's text."""
        notes: list[_Note] = []
        musubi_root = f"{self.folder}/"
        conversations = f"{self.folder}/conversations/"
        templates = f"{self.folder}/templates/"  # {{frontmatter}} slots, not YAML
        parsed = 0
        refused: list[tuple[object, str]] = []  # artifact paths a note named, refused
        read = artifact_reader(self.vault, self.folder,
                               lambda given, why: refused.append((given, why)))
        for p in self._walk("*.md"):
            rel = p.relative_to(self.vault).as_posix()
            if rel.startswith(templates):
                continue
            away = outside_root(self.vault, p)
            if away is not None:  # a note is never read outside the vault
                self.add("note-symlink", f"not read: {away}", rel, severity=WARNING)
                continue
            try:
                text = p.read_text(encoding="utf-8", errors="replace")
            except OSError as e:
                self.add("note-read", f"cannot read: {e.strerror or e}", rel)
                continue
            raw, _ = split_frontmatter(text)
            found = ID_LINE.search(raw) if raw is not None else None
            ours = rel.startswith(musubi_root) or found is not None
            fm: dict[str, Any] = {}
            if raw is not None:
                try:
                    data = load_yaml(raw)
                except yaml.YAMLError as e:
                    if ours:
                        reason = str(e).splitlines()[0] if str(e) else type(e).__name__
                        self.add("frontmatter", f"properties are not valid YAML ({reason}); "
                                 "left as they are for you to fix", rel)
                    data = None
                fm = data if isinstance(data, dict) else {}
            mid = fm.get("musubi_id")
            if mid is None and found is not None:
                mid = found.group(1).strip().strip("'\"")
            notes.append(_Note(rel, None if mid is None else str(mid)))
            given = fm.get("tags")
            tags: list[Any] = given if isinstance(given, list) else []
            # A conversation note is one wherever a person moved it: by its folder, its tag
            # or its id.
            if not (rel.startswith(conversations) or "musubi/conversation" in tags
                    or id_kind(mid) == "conversation"):
                continue
            parsed += 1
            refused.clear()
            try:
                conv = parse(text, read_artifact=read)
            except NoteError as e:
                self.add("note-parse", f"conversation note does not parse: {e}; left as it "
                         "is for you to fix (git log shows what changed)", rel)
                continue
            for given, why in refused:
                self.add("artifact-path", f"a tool output names {given!r} as where it is "
                         f"stored whole, which is not read: {why}. Musubi reads stored output "
                         f"only inside {artifacts_folder(self.folder)}/; the message shows its "
                         "preview. Left as it is for you to check (git log shows who "
                         "changed it)", rel)
            if conv.messages and not END_RE.search(text):
                self.unmarked.append(rel)
            said = fm.get("messages")
            if isinstance(said, int) and not isinstance(said, bool) \
                    and said != len(conv.messages):
                self.add("note-transcript", f"the transcript has {len(conv.messages)} "
                         f"messages, the properties say {said}: cut short, or edited by a "
                         "person", rel, severity=WARNING)
        self.report.checked["notes"] = len(notes)
        self.report.checked["conversation_notes"] = parsed
        return notes

    def _unmarked(self) -> None:
        """Conversation notes written before messages had end marks: text the person wrote
        below a message there reads as part of it (in search, MCP, the distiller) until
        Musubi writes the note again. The repair writes them now, merged with her edits."""
        if not self.unmarked:
            return
        writer_of = self.service.writer
        f = self.add("note-end-marks", f"{len(self.unmarked)} conversation note(s) written "
                     "before messages had end marks: text you wrote below a message there "
                     "reads as part of it until Musubi next writes the note",
                     self.unmarked[0], severity=WARNING,
                     repair=None if writer_of is None else "write them again, with end marks, "
                     "merged with your edits")

        def rewrite() -> None:
            assert writer_of is not None and self.tx is not None  # inside run's transaction
            writer = writer_of(self.tx)
            rep = Counts()
            for rel in self.unmarked:
                writer.update(rel, {}, rep)
            if rep.skipped:
                raise RuntimeError(f"{len(rep.skipped)} left as they are: {rep.skipped[0]}")

        self.mend(f, rewrite)

    def _duplicates(self, notes: list[_Note]) -> None:
        """Two files claiming one musubi_id: Musubi would update one and leave the other."""
        paths: dict[str, list[str]] = {}
        for n in notes:
            if n.musubi_id:
                paths.setdefault(n.musubi_id, []).append(n.rel)
        for mid, rels in sorted(paths.items()):
            if len(rels) > 1:
                self.add("duplicate-id", f"{len(rels)} files claim {mid}: "
                         + ", ".join(rels) + "; keep one, delete the others", rels[0])

    def _interrupted(self, operation: str | None) -> set[str]:
        """Notes a killed run wrote and never committed (their state rows still pending).
        Committed as Musubi's, they keep git's account true and give the next merge the
        right base; committed as the person's, both would be wrong."""
        if not (self.cache / "state.sqlite").exists():
            return set()
        rows = self.service.state.pending_notes()
        if not rows:
            return set()
        paths = sorted(path for _, path, _ in rows)
        shown = ", ".join(paths[:3]) + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")
        f = self.add("interrupted-write", f"{len(paths)} note(s) written by a run that was "
                     f"killed before committing: {shown}",
                     repair=None if operation else
                     "committed as Musubi's (a note changed since stays yours)")
        self.mend(f, self.service.session.recover_interrupted)
        return set(paths)

    # -- git -----------------------------------------------------------------------------------
    def _repo(self) -> VaultRepo | None:
        """The vault's repository with git's stale locks gone (every commit needs that)."""
        if not (self.vault / ".git").exists():
            f = self.add("git-missing", "the vault is not a git repository",
                         repair="git init, everything committed as your edits")

            def init() -> None:
                repo, _ = VaultRepo.open_or_init(self.vault)
                repo.commit_all(PERSON_MESSAGE, repo.person())

            self.mend(f, init)
            return None
        repo = VaultRepo(self.vault)
        self._git_locks(repo)
        return repo

    def _git(self, repo: VaultRepo, pending: set[str], operation: str | None) -> None:
        if operation:
            self.add("git-operation", f"a git {operation} is in progress: finish it, or abort "
                     f"it (git {operation} --abort)")
        code, lines = repo.fsck()
        if code != 0:
            self.add("git-fsck", "git fsck: " + ("; ".join(lines[:5]) or f"exit {code}"))
        elif lines:
            self.add("git-fsck", "git fsck: " + "; ".join(lines[:5]), severity=WARNING)
        changed = repo.uncommitted()
        if not self.repair:  # said once, under interrupted-write
            changed = [c for c in changed if c not in pending]
        self.report.checked["git"] = 1
        if changed:
            shown = ", ".join(changed[:5]) + (f" and {len(changed) - 5} more"
                                              if len(changed) > 5 else "")
            # A person's edits waiting for the next Musubi run, which commits them as theirs.
            f = self.add("git-uncommitted", f"{len(changed)} uncommitted change(s): {shown}",
                         severity=WARNING if not operation else PROBLEM,
                         repair=None if operation else "committed as your edits")
            self.mend(f, lambda: repo.commit_all(PERSON_MESSAGE, repo.person()))

    def _git_locks(self, repo: VaultRepo) -> None:
        """git's own lock files are plain files: a git killed mid-commit leaves one, and every
        later commit fails until it goes. One nobody uses any more is removed."""
        locks = repo.lock_files()
        if not locks:
            return
        busy = git_running(self.vault, repo.git_dir())
        for lock in locks:
            rel = lock.relative_to(self.vault).as_posix() if lock.is_relative_to(
                self.vault) else str(lock)
            try:
                age = time.time() - lock.stat().st_mtime
            except OSError:
                continue
            stale = not busy if busy is not None else age > STALE_GIT_LOCK_SECONDS
            if stale:
                f = self.add("git-lock", f"git lock file left by an interrupted git command "
                             f"({age:.0f} s old); git refuses to commit while it is there",
                             rel, repair="deleted (no git process works in the vault)")
                self.mend(f, lock.unlink)
            else:
                self.add("git-lock", "git lock file of a git command still running (or too "
                         "recent to tell); try again when it finishes", rel)

    # -- state ---------------------------------------------------------------------------------
    def _other_vault(self, repo: VaultRepo) -> bool:
        """The state describes another vault once at this path (deleted and made again): its
        rows would make ingest believe every note is there. True while that stands."""
        if not (self.cache / "state.sqlite").exists():
            return False
        known, roots = self.service.state.vault_identity(), repo.roots()
        if known is None or not roots or known in roots:
            return False
        now = roots[0]
        f = self.add("state-vault", f"the cache describes another vault that was at this "
                     f"path (its history starts at {known[:10]}, this vault's at {now[:10]}): "
                     "ingest would not write its notes here",
                     repair="forgotten, so the next ingest writes every note anew")

        def forget() -> None:
            self.service.state.forget_vault()
            self.service.state.set_vault_identity(now)

        self.mend(f, forget)
        return not f.repaired

    def _state(self, notes: list[_Note]) -> None:
        """Rows of the state that point at files no longer there. Found elsewhere (moved): the
        path is updated. Found nowhere: the person deleted it, and the row says so, so no
        later ingest writes it again."""
        path = self.cache / "state.sqlite"
        if not path.exists():
            self.add("state", "no state yet (nothing ingested)", severity=INFO)
            return
        state = self.service.state
        bad = _quick_check(state.db)
        if bad:
            self.add("state-db", f"state database damaged: {bad}")
            return
        where: dict[str, str] = {}
        for n in notes:
            if n.musubi_id:
                where.setdefault(n.musubi_id, n.rel)
        # Only the notes Musubi writes: a person's own notes (read in place, maybe from another
        # vault) are theirs to keep where they like.
        from .sources import REGISTRY, get_adapter, is_implemented

        written = [n for n in REGISTRY if is_implemented(n) and get_adapter(n).writes_notes]
        rows = state.live_note_paths(written)
        self.report.checked["state_rows"] = len(rows)
        for mid, rel in rows:
            if (self.vault / rel).is_file():
                continue
            moved = where.get(mid)
            if moved:
                f = self.add("state-missing-file", f"{mid} was moved to {moved}", rel,
                             repair="the state follows it")
                self.mend(f, lambda mid=mid, moved=moved: state.relocate(mid, moved))
            else:
                # A person's deletion (or a `git revert` of the run that wrote it) is theirs
                # to make: the next ingest records it too, and never writes the note again.
                f = self.add("state-missing-file", f"{mid} is gone from the vault (deleted by "
                             "a person)", rel, severity=INFO,
                             repair="recorded as deleted, so no ingest writes it again")
                self.mend(f, lambda mid=mid: state.mark_deleted(mid))

    # -- index ---------------------------------------------------------------------------------
    def _index(self, notes: list[_Note]) -> None:
        """The index is a cache of the vault: every note indexed as it is now (a note of
        Musubi's a person moved among hers as what it is), nothing indexed that is gone, and
        the keyword store and the vectors holding the same passages."""
        from .index.index import IndexBusy

        index = self.service.index()
        root: Path = index.root
        try:
            # Held while checking: a sync or rebuild running now would look like damage.
            with index.writing():
                for d in (root.with_name(root.name + s) for s in (".new", ".old")):
                    if d.exists():
                        self._leftover(d)
                if not (root / "keyword.sqlite").exists():
                    self.add("index", "no search index yet (the first search builds it)",
                             severity=INFO)
                    return
                plan = self._check_index(index, notes)
        except IndexBusy as e:
            self.add("index-lock", str(e))
            return
        if not self.repair or not plan.findings:
            return
        try:
            if plan.rebuild:
                index.rebuild()
            else:
                if plan.orphans:
                    index.vectors.delete(sorted(plan.orphans))
                if plan.again:
                    index.keyword.unstamp(plan.again)
                if plan.sync:
                    index.sync(walk=True)  # what the check found, it found by listing
        except Exception as e:
            for f in plan.findings:
                f.what += f" (repair failed: {type(e).__name__}: {e})"
            return
        for f in plan.findings:
            f.repaired = True

    def _leftover(self, d: Path) -> None:
        f = self.add("index-leftover", "half-built or replaced index left by an interrupted "
                     "rebuild", d.name, repair="deleted")
        self.mend(f, lambda: shutil.rmtree(d))

    def _check_index(self, index: Index, notes: list[_Note]) -> _IndexPlan:
        plan = _IndexPlan()

        def finding(what: str, path: str | None = None, *, sync: bool = False,
                    rebuild: bool = False) -> None:
            how = "index rebuilt from the vault" if rebuild else "index updated" if sync \
                else "stray vectors deleted"
            plan.findings.append(self.add("index", what, path, repair=how))
            plan.sync |= sync
            plan.rebuild |= rebuild

        from .index.changed import unchanged_bytes

        bad = _quick_check(index.keyword.db)
        if bad:
            finding(f"keyword store damaged: {bad}", rebuild=True)
            return plan
        stamps = index.keyword.file_stamps()
        if stamps and index.keyword.get_meta("provider_id") is None:
            finding("an index build was interrupted: the index is incomplete", sync=True)
        present: set[str] = set()
        redo: set[str] = set()  # notes the next sync indexes again
        differ: list[str] = []
        for rel, _kind in index.vault_files():
            present.add(rel)
            try:
                st = (self.vault / rel).stat()
            except OSError:
                continue
            stamp = stamps.get(rel)
            if stamp is None:
                redo.add(rel)
                finding("note not in the index", rel, sync=True)
            elif stamp != (st.st_mtime_ns, st.st_size):
                differ.append(rel)
        # A note touched, checked out or rewritten as it was holds the bytes indexed.
        same = unchanged_bytes(index.keyword, str(self.vault), differ)
        for rel in differ:
            if rel not in same:
                redo.add(rel)
                finding("note changed since it was indexed", rel, sync=True)
        for rel in sorted(set(stamps) - present):
            redo.add(rel)
            finding("indexed note no longer in the vault", rel, sync=True)
        indexed_as = index.keyword.file_kinds()
        for n in notes:
            kind = id_kind(n.musubi_id)
            # Indexed before Musubi told its notes from the person's by their id: the note
            # did not change since, so no sync would read it again.
            if kind is not None and n.rel not in redo and indexed_as.get(n.rel) == "note":
                redo.add(n.rel)
                plan.again.append(n.rel)
                finding(f"indexed as a note of yours, but its musubi_id makes it a {kind} "
                        "(moved out of Musubi's folder)", n.rel, sync=True)
        self.report.checked["indexed_notes"] = len(stamps)
        try:
            vector_ids = index.vectors.ids()
        except Exception as e:  # a damaged vector store: whatever it raises, rebuild it
            finding(f"vector store unreadable ({type(e).__name__}: {e})", rebuild=True)
            return plan
        passages = index.keyword.chunk_notes()
        plan.orphans = vector_ids - set(passages)
        if plan.orphans:
            finding(f"{len(plan.orphans)} vectors of passages no longer in the keyword store")
        without = set(passages) - vector_ids
        if without:
            # Notes the sync does again anyway get their vectors back; any other, a rebuild.
            lacking = {passages[c] for c in without}
            finding(f"{len(without)} passages in the keyword store have no vector",
                    sync=True, rebuild=not lacking <= redo)
        self.report.checked["indexed_passages"] = len(passages)
        return plan


@dataclass
class _IndexPlan:
    findings: list[Finding] = field(default_factory=list)
    orphans: set[str] = field(default_factory=set)
    again: list[str] = field(default_factory=list)  # notes the sync must read again
    sync: bool = False
    rebuild: bool = False


def _quick_check(db: sqlite3.Connection) -> str | None:
    """SQLite's own consistency check; None when the file is sound."""
    try:
        rows = [r[0] for r in db.execute("PRAGMA quick_check").fetchall()]
    except sqlite3.DatabaseError as e:
        return str(e)
    return None if rows == ["ok"] else "; ".join(rows[:3])
