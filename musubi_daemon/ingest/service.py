"""The ingest service: reads every source and writes one note per conversation, merged with
what the person edited, in one write session; and lists what each source holds."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from ..config import Config
from ..errors import UsageError, vault_wide
from ..index.results import IndexBusy, Syncs
from ..model import Conversation
from ..progress import Progress
from ..redact import collecting
from ..sources import REGISTRY, SourceEnv, SourceError, get_adapter, is_implemented
from ..sources.base import Adapter, Unit, printable, redact_everywhere
from ..state import NoteRow, State
from ..vault.conversations import keep_vault_messages, renamed, settled_note
from ..vault.distilled import distilled_parts
from ..vault.files import UNCHECKED, Unchecked
from ..vault.ids import scan_ids
from ..vault.layout import conversation_path
from ..vault.merge import properties_unreadable
from ..vault.notes import NoteError, read_frontmatter
from ..vault.session import Transaction, WriteSession, sha
from ..vault_job import VaultJob, Writer
from .reports import IngestReport, SourceFound, SourceReport, SourceSpec, now

# Before the source's hash in a note's record while the person's properties do not parse: the
# record then never matches the source, and the note is merged again on the next run.
AWAITING = "awaiting-properties:"


def listed_units(adapter: Adapter, env: SourceEnv,
                 skipped: list[dict[str, str]]) -> Iterator[Unit]:
    """The source's units; a source that cannot even be listed (a folder that cannot be read)
    is reported in ``skipped`` with its path and reason, not fatal to the run."""
    units = adapter.units(env)
    while True:
        try:
            unit = next(units)
        except StopIteration:
            return
        except SourceError as e:
            reason = str(e)
        except (OSError, ValueError, KeyError, TypeError, UnicodeError) as e:
            reason = f"{type(e).__name__}: {e}"
        else:
            yield unit
            continue
        where = str(env.path) if env.path is not None else adapter.name
        skipped.append({"path": printable(where), "reason": reason})
        return


class IngestService(VaultJob):
    """Given the config, the state, the write session, the note writer and the index it syncs
    after a run (each opened only when used)."""

    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession], writer: Writer,
                 index: Callable[[], Syncs]):
        super().__init__(config, state, session)
        self.writer = writer
        self._index = index

    def ingest(self, specs: list[SourceSpec] | None = None,
               progress: Progress | None = None, *, index: bool | None = None,
               watched: bool = False) -> IngestReport:
        """``watched``: the caller (the daemon) sees every change to the vault, so the index
        looks only at the notes this run wrote: at a million passages, listing the vault
        costs more than re-indexing the one conversation that grew."""
        self.config.existing_vault()
        started = now()
        t0 = datetime.now(UTC)
        report = IngestReport()
        if specs is None:
            specs = [SourceSpec(n) for n in REGISTRY if is_implemented(n)]
        for spec in specs:
            if not is_implemented(spec.name):
                raise UsageError(f"source {spec.name!r} is not supported yet")
        with self.session.writing("ingest") as tx:
            report.person_commit, report.locks_removed = tx.person_commit, tx.locks_removed
            report.vault_replaced = tx.session.vault_replaced
            run = IngestRun(self, tx, report)
            for spec in specs:
                tx.message = report.commit_message()  # what a failure commits, so far
                run.ingest_source(spec, progress)
            written = sorted(set(tx.written))
            report.written = len(written)
            indexing = self.config.index_on_ingest if index is None else index
            if written and not indexing:
                # Marked before the commit: a search that sees the new notes in git sees the
                # mark too, and catches up. Marked after it, a search in between answered
                # from the index as it was (a hook's session, not found).
                self.state.mark_index_behind()
            report.commit = tx.commit(report.commit_message())
            report.seconds = (datetime.now(UTC) - t0).total_seconds()
            if indexing:
                # Newest first, for a while: years of history go on in the background, and
                # a search answers from what is in meanwhile (``Index.coverage``).
                try:
                    report.index = self._index().sync(
                        progress, seconds=self.config.index_foreground_seconds,
                        paths=written if watched else None)
                except IndexBusy:
                    # Another process holds the index; the notes are written and committed,
                    # and the next search or sync indexes them (never a failed ingest).
                    report.index_busy = True
                    self.state.mark_index_behind()
            self.state.record_run(started, now(), report.to_dict() | {"skipped_items":
                                                                       report.skipped})
        return report

    def sources(self, progress: Progress | None = None) -> dict[str, SourceFound]:
        """Which sources are on this machine, where, how many conversations, what was skipped.

        Reads every source (read-only) to count; nothing is written.
        """
        out: dict[str, SourceFound] = {}
        for name in REGISTRY:
            if not is_implemented(name):
                out[name] = {"supported": False, "present": False}
                continue
            adapter = get_adapter(name)
            env = self.source_env(SourceSpec(name))
            where: list[str] = []
            skipped: list[dict[str, str]] = []
            files = conversations = 0
            for unit in listed_units(adapter, env, skipped):
                where.append(printable(unit.key))
                files += len(unit.paths)
                try:
                    for _ in adapter.read(unit, env):
                        conversations += 1
                        if progress:
                            progress(name, conversations)
                except SourceError as e:
                    skipped.append({"path": printable(unit.key), "reason": str(e)})
                except (OSError, ValueError, KeyError, TypeError, UnicodeError) as e:
                    skipped.append({"path": printable(unit.key),
                                    "reason": f"{type(e).__name__}: {e}"})
            skipped += [{"path": s.path, "reason": s.reason} for s in env.skipped]
            out[name] = {"supported": True, "present": bool(where),
                         "description": adapter.description, "where": where, "files": files,
                         "conversations": conversations, "skipped": skipped}
        return out

    def write_conversations(self, source: str, conversations: Iterable[Conversation]
                            ) -> IngestReport:
        """Write conversations that come from no adapter (benchmarks, agent captures)."""
        adapter = _GivenConversations(source, conversations)
        report = IngestReport()
        with self.session.writing("ingest", commit_edits=False) as tx:
            run = IngestRun(self, tx, report)
            rep = report.sources.setdefault(source, SourceReport())
            env = SourceEnv(home=Path.home(), vault=self.vault, musubi_folder=self.folder)
            for unit in adapter.units(env):
                run._read_unit(adapter, unit, env, rep, None)
            report.written = len(set(tx.written))
            report.commit = tx.commit(report.commit_message())
        return report

    def source_env(self, spec: SourceSpec) -> SourceEnv:
        path = spec.path
        if path is None and spec.name in self.config.sources:
            path = Path(self.config.sources[spec.name]).expanduser()
        return SourceEnv(home=Path.home(), path=path, vault=self.vault,
                         musubi_folder=self.folder, environ=dict(os.environ),
                         options={"aider_projects": self.config.aider_projects})


class _GivenConversations(Adapter):
    """An adapter over conversations already in memory."""

    def __init__(self, name: str, conversations: Any):
        self.name = name  # type: ignore[misc]
        self._conversations = conversations

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        yield Unit(key=f"{self.name}:given", paths=[], fingerprint="")

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        yield from self._conversations


class IngestRun:
    """One ingest run: writes each conversation's note, merged with what a person edited."""

    def __init__(self, service: IngestService, tx: Transaction, report: IngestReport):
        self.service = service
        self.state = service.state
        self.tx = tx
        self.writer = service.writer(tx)
        self.vault = service.vault
        self.report = report
        self._id_index: dict[str, str] | None = None

    def ingest_source(self, spec: SourceSpec, progress: Progress | None) -> None:
        adapter = get_adapter(spec.name)
        env = self.service.source_env(spec)
        if not adapter.writes_notes and env.path is not None and env.path.is_dir() \
                and env.path.resolve() != self.vault.resolve():
            self.state.add_other_vault(env.path.resolve())  # indexed in place from now on
        rep = self.report.sources.setdefault(
            spec.name, SourceReport(read_in_place=not adapter.writes_notes))
        for unit in listed_units(adapter, env, rep.skipped):
            if self.state.unit_fingerprint(spec.name, unit.key) == unit.fingerprint:
                rep.units_unchanged += 1
                continue
            self.state.begin()
            try:
                if self._read_unit(adapter, unit, env, rep, progress):
                    self.state.set_unit(spec.name, unit.key, unit.fingerprint)
                    rep.units_read += 1
            finally:
                self.state.commit()
        rep.skipped.extend({"path": s.path, "reason": s.reason} for s in env.skipped)

    def _read_unit(self, adapter: Adapter, unit: Unit, env: SourceEnv, rep: SourceReport,
                   progress: Progress | None) -> bool:
        """Write the unit's conversations; False when the source could not be read whole, or a
        note kept changing under Musubi (the unit is then read again next run).

        A source that fails is reported and retried next run, and so is a note that cannot be
        written; a failure of the whole vault (disk full, say) stops the run, after what was
        written is committed.
        """
        conversations = adapter.read(unit, env)
        whole = True  # False once a note was left for the next run: the unit is read again
        while True:
            try:
                with collecting() as secrets:  # what was redacted while it was read
                    conv = redact_everywhere(next(conversations), secrets)
            except StopIteration:
                return whole
            except SourceError as e:
                rep.skipped.append({"path": printable(unit.key), "reason": str(e)})
                return False
            except (OSError, ValueError, KeyError, TypeError, UnicodeError) as e:
                rep.skipped.append({"path": printable(unit.key),
                                    "reason": f"{type(e).__name__}: {e}"})
                return False
            rep.seen += 1
            try:
                if self.writer.retried(partial(self._handle, adapter, conv, rep), rep,
                                       conv) is False:
                    whole = False
            except OSError as e:
                if vault_wide(e, self.vault):
                    raise  # the vault cannot take any note now: stop, keep what was written
                # This one note cannot be written (a name the file system refuses, a folder
                # made read-only): the others go on, this one is tried again next run.
                rep.skipped.append({"path": printable(conv.source_ref or unit.key),
                                    "reason": f"cannot write its note ({conv.id}): "
                                              f"{e.strerror or e}"})
                whole = False
            if progress:
                progress(adapter.name, rep.seen)

    # -- finding notes ---------------------------------------------------------------------
    def _index(self) -> dict[str, str]:
        """musubi_id -> path for every note in the vault: finds notes a person moved."""
        if self._id_index is None:
            index: dict[str, str] = {}
            for musubi_id, rel in scan_ids(self.vault):
                index.setdefault(musubi_id, rel)
            self._id_index = index
        return self._id_index

    def _locate(self, conv_id: str, row: NoteRow | None) -> str | None:
        if row and row.path and (self.vault / row.path).is_file():
            return row.path
        return self._index().get(conv_id)

    # -- writing ---------------------------------------------------------------------------
    def _handle(self, adapter: Adapter, conv: Conversation, rep: SourceReport
                ) -> bool:
        """Write or merge one conversation's note; False when the note waits for the person
        (its properties do not parse), so its unit is read again next run."""
        row = self.state.note(conv.id)
        origin = conv.origin() if adapter.resumes_elsewhere else None
        if origin is not None:
            if row is None:
                conv = self._continued(conv, origin)
                row = self.state.note(conv.id)
            self.state.set_origin(conv.source, origin, conv.id)
        h = conv.content_hash()
        if row and row.content_hash == h:
            rep.unchanged += 1
            return True
        if not adapter.writes_notes:
            # The person's own notes: already in the vault, recorded for the index only.
            self.state.put_note(conv.id, conv.source, conv.source_ref, h, None, None,
                                conv.title, conv.updated_at, pending=False)
            if row:
                rep.updated += 1
            else:
                rep.added += 1
            return True
        path = self._locate(conv.id, row)
        if path is None and row is None and self.tx.deleted_by_person(conv.id):
            # No record in the cache (lost, or made for another path), but git says the
            # person deleted the note: that stays so.
            rep.kept_deleted += 1
            self.state.put_note(conv.id, conv.source, None, h, None, None, conv.title,
                                conv.updated_at, pending=False, deleted=True)
            return True
        if path is None and row is not None and row.path and not row.deleted:
            # Musubi wrote it and the person deleted it: respect that.
            rep.kept_deleted += 1
            self.state.put_note(conv.id, conv.source, None, h, None, None, conv.title,
                                conv.updated_at, pending=False, deleted=True)
            return True
        if row is not None and row.deleted:
            rep.kept_deleted += 1
            return True
        current: str | Unchecked | None = UNCHECKED
        if path is None:
            path = conversation_path(self.service.folder, conv).as_posix()
            text = base = self.writer.render(conv)
            rep.added += 1
        else:
            current = settled_note(self.vault / path)
            if row is None and self._hash_in(current) == h:
                # A rebuilt cache finds its note again: nothing to write.
                self.state.put_note(conv.id, conv.source, path, h, sha(current), None,
                                    conv.title, conv.updated_at, pending=False)
                rep.unchanged += 1
                return True
            was = self.tx.note_base(conv.id, path, current)
            held = was if was is not None else current
            # What was distilled into the note stays: only the transcript changes.
            sections, extra = distilled_parts(held)
            conv, kept = self._keep_vault_messages(conv, held, path, rep)
            extra.pop("source_missing", None)
            if kept:
                extra["source_missing"] = kept
            new = self.writer.render(conv, sections, extra)
            if current == new:
                self.state.put_note(conv.id, conv.source, path, h, sha(current), None,
                                    conv.title, conv.updated_at, pending=False)
                self.tx.keep_base(conv.id, new, current, path)
                rep.unchanged += 1
                return True
            text, base = self.writer.merge(current, was, new, rep, conv.id)
            if properties_unreadable(text):
                # The person's properties do not parse: the transcript is merged, the
                # properties wait. The note is not recorded as up to date, so the run after
                # she fixes them merges again and brings them (the message count) level.
                if text != current:
                    self.writer.write(conv, path, text, base, current, source_hash=AWAITING + h)
                    rep.updated += 1
                else:
                    rep.unchanged += 1
                return False
            rep.updated += 1
        self.writer.write(conv, path, text, base, current, source_hash=h)
        return True

    def _continued(self, conv: Conversation, origin: str) -> Conversation:
        """A conversation new by its id that goes on one the vault has: a session resumed into
        a file of its own, its old file gone (Claude Code deletes them after 30 days). It has
        every message of that note, from the same first message: it is that note, renamed to
        it, so the person's edits there stay where they are."""
        owner = self.state.origin(conv.source, origin)
        row = self.state.note(owner) if owner and owner != conv.id else None
        if row is None or row.deleted or not row.path or not (self.vault / row.path).is_file():
            return conv
        current = (self.vault / row.path).read_text(encoding="utf-8", errors="replace")
        try:
            held = self.writer.shape(row.musubi_id, row.path, current)
        except ValueError:
            return conv
        if not {m.native_id for m in held.messages} <= {m.native_id for m in conv.messages}:
            return conv  # a fork from the same start: a conversation of its own
        return renamed(conv, row.musubi_id)

    def _keep_vault_messages(self, conv: Conversation, held: str, path: str,
                             rep: SourceReport) -> tuple[Conversation, int]:
        """Messages the vault holds and the source lost stay in the note, and the run says so."""
        try:
            shape = self.writer.parse(held)
        except ValueError:
            return conv, 0  # not Musubi's shape any more: nothing to read messages from
        kept_conv, kept = keep_vault_messages(conv, shape)
        self.state.set_shrunk(conv.id, path, kept, printable(conv.source_ref))
        if kept:
            rep.shrank.append({"path": path, "conversation": conv.id, "kept": str(kept),
                               "source_file": printable(conv.source_ref)})
        return kept_conv, kept

    @staticmethod
    def _hash_in(text: str) -> str | None:
        try:
            return read_frontmatter(text).get("content_hash")
        except NoteError:
            return None
