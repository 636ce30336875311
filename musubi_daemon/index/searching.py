"""Search as a person asks for it: an index that is missing, or was made by another embedding
model, is built before the first query, and ``similar`` takes a conversation id or free text."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..config import HITS_PER_CONVERSATION, SEARCH_INDEX_SECONDS
from ..progress import Progress
from .coverage import Coverage
from .query import Filters
from .results import Found, Hit, IndexBusy

if TYPE_CHECKING:  # opened by the caller: loading it costs seconds
    from ..state import State
    from .index import Index


class Searcher:
    def __init__(self, index: Callable[[], Index], state: Callable[[], State] | None = None):
        self._index = index
        self._state = state

    def ready(self, progress: Progress | None = None) -> Index:
        """The index, built first when it is missing or another model's, and brought up to
        date first when a write left it behind the vault (a coding agent's session ingested
        by its hook without the daemon is searchable at the next search)."""
        index = self._index()
        behind = self._state().index_behind() if self._state is not None else None
        if behind is not None or not index.provider_ok():
            try:
                # A missing index is built for a while, newest first, then the search answers
                # from that and says what it cannot see yet (``coverage``).
                index.sync(progress, seconds=SEARCH_INDEX_SECONDS)
            except IndexBusy:
                return index  # another process is indexing: search what it has committed
            if behind is not None and self._state is not None:
                # What is left is in the coverage record: the next search does not wait on it.
                self._state().index_caught_up(behind)
        return index

    def coverage(self) -> Coverage | None:
        """What the index does not hold yet, while a long first index is under way."""
        return self._index().coverage()

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
        """The hits with why they may be loose (``Found``); a missing index is built first,
        for a while, unless the vectors are down (the keyword index then answers alone)."""
        index = self._index()
        if index.vectors_down() is None:
            self.ready(progress)
        return index.find(query, mode=mode, limit=limit, filters=filters,
                          per_conversation=HITS_PER_CONVERSATION
                          if per_conversation is None else per_conversation, now=now,
                          recent=recent)

    def similar(self, target: str, limit: int = 10, progress: Progress | None = None,
                include_hidden: bool = False) -> list[Hit]:
        """Conversations like ``target``: a conversation id when it looks like one and is
        indexed, else the text itself."""
        index = self.ready(progress)
        if ":" in target and not any(c.isspace() for c in target):
            with contextlib.suppress(ValueError):  # not indexed: treat it as text
                return index.similar(conversation_id=target, limit=limit,
                                     include_hidden=include_hidden)
        return index.similar(text=target, limit=limit, include_hidden=include_hidden)

    def similar_to_id(self, conversation_id: str, limit: int) -> list[Hit]:
        return list(self.ready().similar(conversation_id=conversation_id, limit=limit))
