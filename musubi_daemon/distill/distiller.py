"""Distil many conversations: two workers on a shared cursor, one serial retry, heuristics
when no model answers or when a conversation is too short to be worth a model call."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from queue import Queue
from typing import TYPE_CHECKING, Protocol

from .. import config as C
from ..model import Conversation, StructuredNote
from ..progress import Progress
from .heuristic import heuristic_note
from .model_check import checked

if TYPE_CHECKING:
    from .llm import Usage


class Distils(Protocol):
    """What distilling uses of a chat model (``llm.ChatModel``): its name, and a note with
    its token counts for one conversation."""

    model: str

    def distill(self, conv: Conversation) -> tuple[StructuredNote, Usage]: ...

HEURISTIC = "heuristic"


@dataclass
class Result:
    conversation: Conversation
    note: StructuredNote
    distilled_by: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    error: str | None = None  # why the model's answer was not used, when it was not


@dataclass
class RunStats:
    by_model: int = 0
    by_heuristic: int = 0
    retried: int = 0
    failed: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    model_unavailable: bool = False
    errors: list[dict[str, str]] = field(default_factory=list)
    # Conversations the heuristic failed on (a defect of the reader): left as they were.
    undistilled: list[dict[str, str]] = field(default_factory=list)


def text_size(conv: Conversation) -> int:
    """Characters a model would read: messages and the text files pasted into them."""
    return sum(len(m.text) + sum(a.size or 0 for a in m.attachments if a.is_text)
               for m in conv.messages)


class Distiller:
    def __init__(self, model: Distils | None, workers: int = C.DISTILL_WORKERS):
        self.model = model
        self.workers = max(1, workers)
        self.stats = RunStats()
        self._dead = threading.Event()

    def _heuristic(self, conv: Conversation, error: str | None = None) -> Result | None:
        """The heuristic's note, or None when it fails on this conversation: the failure is
        reported with the conversation and the run goes on, so one odd transcript never costs
        the notes after it (or, in a worker thread, hangs the run)."""
        try:
            return Result(conv, heuristic_note(conv), HEURISTIC, error=error)
        except Exception as e:  # a defect of the reader; the note stays as it was
            self.stats.undistilled.append({"conversation": conv.id,
                                           "reason": f"not distilled ({type(e).__name__}: {e})"})
            return None

    def _by_model(self, conv: Conversation) -> Result | None:
        from .llm import ModelUnavailable

        model = self.model
        if model is None or self._dead.is_set():
            return self._heuristic(conv, "no model answered")
        try:
            note, usage = model.distill(conv)
        except ModelUnavailable as e:
            self._dead.set()
            self.stats.model_unavailable = True
            return self._heuristic(conv, f"model unavailable: {e}")
        return Result(conv, self._checked(note, conv), model.model, usage.prompt_tokens,
                      usage.completion_tokens)

    def _checked(self, note: StructuredNote, conv: Conversation) -> StructuredNote:
        """The model's note read against the conversation (``model_check``): a choice she went
        back on superseded, loops she declined or never took up dropped. A defect of that
        reading keeps the model's note as it came, reported, rather than losing it."""
        try:
            return checked(note, conv)
        except Exception as e:  # the reader's defect; the model's answer is still good
            self.stats.errors.append({"conversation": conv.id,
                                      "reason": f"model note not checked "
                                                f"({type(e).__name__}: {e})"})
            return note

    def run(self, conversations: Sequence[Conversation]) -> Iterator[Result]:
        """Results as they come; failures of the concurrent pass are retried once, serially."""
        from .llm import ModelFailed

        short = [c for c in conversations if self.model is None
                 or text_size(c) < C.DISTILL_MIN_CHARS]
        long = [c for c in conversations if self.model is not None
                and text_size(c) >= C.DISTILL_MIN_CHARS]
        for conv in short:
            if (r := self._heuristic(conv)) is not None:
                yield self._count(r)
        if not long:
            return
        # Per conversation: its result, (it, the model's failure) to retry, or "skipped" when
        # neither the model nor the heuristic distilled it; None when a worker is done.
        out: Queue[Result | tuple[Conversation, str] | str | None] = Queue()
        cursor = iter(range(len(long)))
        lock = threading.Lock()

        def worker() -> None:
            while True:
                with lock:
                    i = next(cursor, None)
                if i is None:
                    out.put(None)
                    return
                try:
                    r = self._by_model(long[i])
                    out.put(r if r is not None else "skipped")
                except ModelFailed as e:
                    out.put((long[i], str(e)))

        threads = [threading.Thread(target=worker, daemon=True)
                   for _ in range(min(self.workers, len(long)))]
        for t in threads:
            t.start()
        failed: list[tuple[Conversation, str]] = []
        finished = 0
        while finished < len(threads):
            item = out.get()
            if item is None:
                finished += 1
            elif isinstance(item, Result):
                yield self._count(item)
            elif isinstance(item, tuple):
                failed.append(item)
        for conv, _first in failed:
            # Alone, a request that overflowed its share of the server's context may fit.
            self.stats.retried += 1
            try:
                r = self._by_model(conv)
            except ModelFailed as e:
                self.stats.failed += 1
                self.stats.errors.append({"conversation": conv.id, "reason": str(e)})
                r = self._heuristic(conv, f"model failed twice: {e}")
            if r is not None:
                yield self._count(r)

    def _count(self, r: Result) -> Result:
        if r.distilled_by == HEURISTIC:
            self.stats.by_heuristic += 1
        else:
            self.stats.by_model += 1
        self.stats.prompt_tokens += r.prompt_tokens
        self.stats.completion_tokens += r.completion_tokens
        return r


class Rate:
    """Done/total, rate and ETA for the progress line."""

    def __init__(self, total: int, report: Progress | None):
        self.total = total
        self.done = 0
        self.start = time.perf_counter()
        self.report = report

    def step(self, tokens: int = 0) -> None:
        self.done += 1
        if self.report:
            self.report(f"distil, {tokens:,} tokens,", self.done, self.total)
