"""The ask service: standalone query, over-fetch, rerank, floor, cited answer."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from .. import config as C
from ..config import Config
from ..distill.service import ChatFactory
from ..index.rerank import passage_text
from ..knowledge.service import Embed
from ..prompts.follow_up import read_query
from ..state import State
from ..vault.contained import contained_or_none
from ..vault.distilled import parse_sections
from ..vault_job import VaultReader
from . import answer as A
from .intent import heuristic_standalone, is_follow_up, kind
from .result import AskResult, Citation

if TYPE_CHECKING:
    import numpy as np

    from ..distill.llm import AsksJson
    from ..index.results import Hit
    from ..model import StructuredNote

# search(query, mode=..., limit=...) -> hits, best first.
Search = Callable[..., "list[Hit]"]
# rerank(query, passages) -> a cross-encoder logit per passage; None when none is configured.
Rerank = Callable[[str, Sequence[str]], "np.ndarray | None"]


class AskError(ValueError):
    """A question that cannot be asked as given (empty, too long)."""


class AskService(VaultReader):
    """Given the config (which vault), the state (the last turn), the search, the embedding
    model, the chat model factory and the reranker (a no-op without a configured one)."""

    def __init__(self, config: Config, state: Callable[[], State], search: Search,
                 embed: Embed, chat: ChatFactory, rerank: Rerank | None = None):
        super().__init__(config, state)
        self.search = search
        self.embed = embed
        self.chat = chat
        self.rerank = rerank

    def ask(self, question: str, *, previous: str | None = None, model: str | None = None,
            api_base: str | None = None, only_heuristic: bool = False,
            on_token: Callable[[str], None] | None = None, remember_turn: bool = True
            ) -> AskResult:
        """Answer ``question`` from the library with citations. ``previous`` is the question
        before it (for a follow-up); when absent, the last question asked here in the past
        half hour is used for a short follow-up."""
        question = " ".join((question or "").split())
        if not question:
            raise AskError("ask what? the question is empty")
        if len(question) > C.ASK_MAX_CHARS:
            raise AskError(f"the question is {len(question)} characters; at most "
                           f"{C.ASK_MAX_CHARS}: ask about one thing at a time")
        result = AskResult(question=question, query=question)
        what = kind(question)
        if what != "question":
            result.greeting = what == "greeting"
            result.answer = A.GREETING if result.greeting else A.EMPTY
            self._emit(result.answer, on_token)
            return result
        chat = self.chat(only_heuristic, model, api_base)
        if previous is None and remember_turn:
            previous = self._recent_question()
        if previous and is_follow_up(question):
            result.query = self._standalone(question, previous, chat, result)
        if remember_turn:
            self.state.put_answer("ask-turn", "last", {"question": result.query},
                                  _now())
        citations, notes, floor = self._candidates(result.query)
        if not citations or citations[0].score < floor:
            result.nothing_found = True
            result.answer = A.NOTHING
            self._emit(result.answer, on_token)
            return result
        result.citations = citations
        if chat is not None:
            from ..distill.llm import ModelError

            try:
                text, _ = chat.stream_text(A.messages(question, citations, notes),
                                           C.ASK_MAX_TOKENS, on_token)
                result.answer, result.synthesised, result.model = text, True, chat.model
                return result
            except ModelError as e:
                result.warnings.append(f"the model could not answer ({e}); passages shown")
        result.answer = A.unsynthesised(citations)
        self._emit(result.answer, on_token)
        return result

    @staticmethod
    def _emit(text: str, on_token: Callable[[str], None] | None) -> None:
        if on_token is not None:
            on_token(text)

    def _recent_question(self) -> str | None:
        row = self.state.answer("ask-turn", "last")
        if not row:
            return None
        at = self.state.db.execute("SELECT at FROM answers WHERE kind='ask-turn' AND "
                                   "signature='last'").fetchone()
        when = datetime.fromisoformat(at[0].replace("Z", "+00:00")) if at and at[0] else None
        if when is None or datetime.now(UTC) - when > timedelta(minutes=C.ASK_FOLLOWUP_MINUTES):
            return None
        return str(row.get("question") or "") or None

    def _standalone(self, question: str, previous: str, chat: AsksJson | None,
                    result: AskResult) -> str:
        if chat is not None:
            from ..distill.llm import ModelError

            try:
                answer, _ = chat.ask_json(
                    [{"role": "system", "content": A.EXPAND},
                     {"role": "user", "content": f"Previous question: {previous}\n"
                                                 f"Follow-up: {question}"}],
                    A.EXPAND_SCHEMA, "query", max_tokens=100)
                query = read_query(answer)
                if query:
                    return query
            except ModelError as e:
                result.warnings.append(f"follow-up not expanded by the model ({e})")
        return heuristic_standalone(question, previous)

    def _candidates(self, query: str) -> tuple[list[Citation], dict[str, StructuredNote], float]:
        """Over-fetch, rerank by meaning, keep the best passage of each of the best
        conversations; their distilled notes; and the floor the best score must clear.

        With a cross-encoder configured, its logits rank the candidates and its floor decides
        "nothing found" (passages under it are dropped: an answer must not rest on them);
        without one, the cosine to the question, nudged by the fused rank, and ASK_FLOOR."""

        hits = self.search(query, mode="hybrid", limit=C.ASK_OVERFETCH)
        if not hits:
            return [], {}, C.ASK_FLOOR
        logits = None
        if self.rerank is not None:
            hits = hits[:C.RERANK_CANDIDATES]
            logits = self.rerank(query, [passage_text(h.title, h.text) for h in hits])
        if logits is not None:
            ranked = sorted(((h, float(x)) for h, x in zip(hits, logits, strict=True)
                             if x >= C.RERANK_FLOOR), key=lambda p: -p[1])
            floor = C.RERANK_FLOOR
        else:
            texts = [f"{h.title or ''}: {h.text}" for h in hits]
            vectors = self.embed([query, *texts])
            cosines = vectors[1:] @ vectors[0]
            top = max(h.score for h in hits) or 1.0
            ranked = sorted(((h, float(c)) for h, c in zip(hits, cosines, strict=True)),
                            key=lambda p: -(p[1] + C.ASK_FUSED_WEIGHT * p[0].score / top))
            floor = C.ASK_FLOOR
        best: dict[str, tuple[Hit, float]] = {}  # conversation -> its best passage
        message: dict[str, Hit] = {}  # conversation -> its best message (a block to link)
        for hit, cos in ranked:
            key = hit.conversation_id or hit.note_path
            best.setdefault(key, (hit, float(cos)))
            if hit.message_id and key not in message:
                message[key] = hit
        citations: list[Citation] = []
        notes: dict[str, StructuredNote] = {}
        for key, (hit, cos) in list(best.items())[:C.ASK_CONVERSATIONS]:
            cite = message.get(key, hit)
            note = None
            with contextlib.suppress(OSError):
                note = parse_sections(_read_note(self.vault, hit.note_path))
            if note is not None:
                notes[hit.note_path] = note
            citations.append(Citation(
                n=0, title=hit.title or hit.note_path, date=hit.created or "",
                conversation_id=hit.conversation_id, note=hit.note_path, link=cite.link,
                text=cite.text, summary=note.summary if note else "", score=cos))
        citations.sort(key=lambda c: -c.score)
        for i, c in enumerate(citations, 1):
            c.n = i
        return citations, notes, floor


def _read_note(vault: Path, rel: str) -> str:
    """The text of the note a hit came from. A note of another vault is read where the
    index found it (by its absolute path); one of this vault only inside it: a symlink a sync
    left there that leads out reads as missing (OSError), never as the file it points at."""
    path = Path(rel) if rel.startswith("/") else contained_or_none(vault, rel, listed=True)
    if path is None:
        raise FileNotFoundError(rel)
    return path.read_text(encoding="utf-8")


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

