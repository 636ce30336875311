"""The distill service: every note not yet distilled (or grown since) gets its Summary,
Decisions, Facts, Open loops and Key points, by the chat model when one answers, else by the
heuristic, merged with the person's edits."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ..config import DISTILL_ISSUES_SHOWN, DISTILL_MIN_CHARS, DISTILL_REASON_CHARS, Config
from ..index.results import SyncReport, Syncs
from ..ingest.reports import SourceReport, now
from ..model import Conversation
from ..progress import Progress
from ..state import State
from ..vault.distilled import frontmatter_for as distill_frontmatter
from ..vault.distilled import note_names, render_sections
from ..vault.ids import id_kind, scan_ids
from ..vault.layout import bind_attachments
from ..vault.notes import NoteError, read_frontmatter
from ..vault.session import WriteSession, sha
from ..vault_job import VaultJob, Writer

if TYPE_CHECKING:
    from .llm import ChatModel

from .distiller import HEURISTIC, Distiller, Distils, Rate, Result, text_size

# (only_heuristic, model, api_base) -> the chat model when it answers, else None.
ChatFactory = Callable[[bool, "str | None", "str | None"], "ChatModel | None"]


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
    # Notes the model did not write whole, as {conversation, path, model, reason}: the
    # heuristic's after the model's answer failed, and those kept from an answer cut short.
    # At most DISTILL_ISSUES_SHOWN of each; the counts say how many there were.
    fallbacks: list[dict[str, Any]] = field(default_factory=list)
    fallbacks_count: int = 0
    cut: list[dict[str, Any]] = field(default_factory=list)
    cut_count: int = 0
    index: SyncReport | None = None  # the index sync that followed, when it ran
    adopted: int = 0  # notes the state did not know (a lost cache), known again first

    def commit_message(self) -> str:
        by = f"{self.by_model} by {self.model}, " if self.by_model else ""
        return (f"musubi distill: {self.written} notes ({by}{self.by_heuristic} heuristic)\n\n"
                f"tokens: {self.prompt_tokens} prompt, {self.completion_tokens} completion\n")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["index"] = None if self.index is None else asdict(self.index)
        return d


class DistillService(VaultJob):
    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession], writer: Writer, chat: ChatFactory,
                 index: Callable[[], Syncs]):
        super().__init__(config, state, session)
        self.writer = writer
        self.chat = chat
        self._index = index

    def _adopt_unknown_notes(self) -> int:
        """Conversation notes the state has no row for (the cache was lost, or this is a
        clone on another machine and their sources are not here): known again from their own
        properties, what distilled them included, so a distillation reaches them without an
        ingest first. Costs a listing of the conversations folder when nothing is missing."""
        folder = self.vault / self.folder / "conversations"
        on_disk = sum(1 for _ in folder.rglob("*.md")) if folder.is_dir() else 0
        if on_disk <= self.state.written_notes_count():
            return 0
        adopted = 0
        for mid, rel in scan_ids(self.vault):
            if id_kind(mid) != "conversation" or self.state.note(mid) is not None:
                continue
            try:
                text = (self.vault / rel).read_text(encoding="utf-8")
                fm = read_frontmatter(text)
            except (OSError, NoteError):
                continue  # left for doctor and ingest to name
            if not fm.get("content_hash"):
                continue
            self.state.put_note(mid, str(fm.get("source") or ""), rel, str(fm["content_hash"]),
                                sha(text), None, fm.get("title"), fm.get("updated"),
                                pending=False)
            if fm.get("distilled_by") and fm.get("distilled_hash"):
                self.state.record_distilled(mid, str(fm["distilled_by"]),
                                            str(fm["distilled_hash"]), 0, 0, now())
            adopted += 1
        return adopted

    def _record_issue(self, report: DistillReport, r: Result, chat: Distils | None,
                      path: str) -> None:
        """Whether the note just written is the model's whole answer, kept in the state for
        `musubi status` and told in the report: the heuristic's note after the model's answer
        failed (a conversation too short for the model is no fallback: ``r.error`` is None),
        or one kept from an answer cut short; otherwise any earlier issue of the note goes."""
        kind, reason = None, ""
        if r.distilled_by == HEURISTIC:
            if r.error:
                kind, reason = "fallback", r.error
        elif chat is not None and hasattr(chat, "cut_reason"):
            cut = chat.cut_reason(r.conversation.id)
            if cut:
                kind, reason = "cut", cut
        reason = _clip(reason)
        self.state.record_distill_issue(r.conversation.id, kind, report.model, reason, now())
        if kind is None:
            return
        entry = {"conversation": r.conversation.id, "path": path, "model": report.model,
                 "reason": reason}
        if kind == "fallback":
            report.fallbacks_count += 1
            if len(report.fallbacks) < DISTILL_ISSUES_SHOWN:
                report.fallbacks.append(entry)
        else:
            report.cut_count += 1
            if len(report.cut) < DISTILL_ISSUES_SHOWN:
                report.cut.append(entry)

    def distill(self, *, limit: int | None = None, redo: bool = False,
                only_heuristic: bool = False, model: str | None = None,
                api_base: str | None = None, progress: Progress | None = None) -> DistillReport:
        """Distil every note not yet distilled (or distilled before its conversation grew,
        or only heuristically while a model now answers) and write the sections in."""

        vault = self.vault
        report = DistillReport()
        t0 = time.perf_counter()
        with self.session.writing("distill") as tx:
            report.person_commit = tx.person_commit
            chat = self.chat(only_heuristic, model, api_base)
            report.model_unavailable = chat is None and not only_heuristic
            report.model = chat.model if chat else None
            writer = self.writer(tx)
            pages = note_names(vault)  # an entity links only to a note that is there
            todo: list[tuple[Conversation, str]] = []
            shapes: dict[str, Conversation] = {}
            report.adopted = self._adopt_unknown_notes()
            moved: dict[str, str] | None = None  # musubi_id -> path, once a note is missing
            for _id, path, h, by, dh in self.state.notes_to_distill():
                fresh = by is not None and dh == h
                if fresh and not redo and (by != "heuristic" or chat is None):
                    continue
                if not (vault / path).is_file():
                    # Moved or renamed by the person since Musubi last wrote it: found by id.
                    if moved is None:
                        moved = dict((mid, rel) for mid, rel in scan_ids(vault))
                    if _id in moved:
                        path = moved[_id]
                        self.state.relocate(_id, path)
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
                                                r.prompt_tokens, r.completion_tokens, now())
                    self._record_issue(report, r, chat, where[conv.id])
                    rate.step(distiller.stats.prompt_tokens + distiller.stats.completion_tokens)
            finally:
                stats = distiller.stats
                report.by_model, report.by_heuristic = stats.by_model, stats.by_heuristic
                report.retried, report.failed = stats.retried, stats.failed
                report.prompt_tokens = stats.prompt_tokens
                report.completion_tokens = stats.completion_tokens
                report.model_unavailable |= stats.model_unavailable
                report.errors = stats.errors
                report.skipped += [{"path": where[e["conversation"]], "reason": e["reason"]}
                                   for e in stats.undistilled]
                report.merged, report.conflicts = rep.merged, rep.conflicts
                report.skipped += rep.skipped
                tx.message = report.commit_message()
            if report.written and not self.config.index_on_ingest:
                # Before the commit, so a search that sees the new notes sees the mark too.
                self.state.mark_index_behind()
            report.commit = tx.commit()
        report.seconds = time.perf_counter() - t0
        if self.config.index_on_ingest:
            # Even when this run wrote nothing: one killed before it may have, and left the
            # index behind the vault. With nothing changed, the sync only looks.
            report.index = self._index().sync()
        return report


def _clip(reason: str) -> str:
    """A reason on one line and of bounded length: it is kept per note in the state."""
    flat = " ".join(reason.split())
    return flat if len(flat) <= DISTILL_REASON_CHARS else flat[:DISTILL_REASON_CHARS] + "…"
