"""What the index gives back: a search hit, a sync's report, the fused scores a search ranks
by, and the error of an index another process is writing."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import Busy
from ..vault.links import wikilink

if TYPE_CHECKING:
    from ..progress import Progress


class Scores(dict[str, float]):
    """Fused scores by passage id, 0 until a channel adds to one (as a Counter, but of
    floats); ``best`` lists ids highest first, ties in the order they were first scored."""

    def __missing__(self, key: str) -> float:
        return 0.0

    def best(self, n: int | None = None) -> list[str]:
        ranked = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        return [cid for cid, _ in (ranked if n is None else ranked[:n])]


class IndexBusy(Busy, RuntimeError):
    """Another Musubi process is updating the index."""


@dataclass
class Hit:
    conversation_id: str | None
    note_path: str
    message_id: str | None
    chunk_id: str
    score: float
    keyword_rank: int | None
    vector_rank: int | None
    title: str | None
    source: str | None
    project: str | None
    kind: str
    created: str | None
    role: str | None
    text: str
    link: str
    state: str | None = None  # the note's lifecycle state; None: it has none (active)
    # The cross-encoder's logit in a deep search with a reranker; None: not reranked.
    rerank_score: float | None = None

    @classmethod
    def of_row(cls, row: dict[str, Any], score: float, kr: int | None, vr: int | None) -> Hit:
        """A hit from a passage row of the keyword store and its ranks in each channel."""
        path = str(row["note_path"])
        return cls(conversation_id=row["conversation_id"], note_path=path,
                   message_id=row["message_id"], chunk_id=str(row["chunk_id"]),
                   score=round(score, 6), keyword_rank=kr, vector_rank=vr, title=row["title"],
                   source=row["source"], project=row["project"], kind=str(row["kind"]),
                   created=row["created"], role=row["role"], text=str(row["text"]),
                   link=wikilink(path, block=row["block_id"] or None), state=row.get("state"))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class SyncReport:
    files_indexed: int = 0
    files_removed: int = 0
    chunks_added: int = 0
    chunks_embedded: int = 0
    rebuilt: bool = False
    seconds: float = 0.0
    embed_seconds: float = 0.0
    # Notes left for the next sync: it stopped on its time (``seconds``) before the end.
    pending: int = 0
    errors: list[dict[str, str]] = field(default_factory=list)


@dataclass
class Found:
    """What one search found: the hits, why they may be loose (``warning``: the vector index
    is down, or no passage holds a quoted phrase word for word) and the mode that answered
    (``keyword`` when the vectors could not). Returned, not left on the index for a caller to
    read afterwards, so two searches never see each other's warning."""

    hits: list[Hit]
    warning: str | None = None
    mode: str = "hybrid"


# The seams the services see of the index: each receives a callable that opens the index when
# first needed, typed by what it uses, so a service cannot reach past it (and a test can hand
# it any object that does this much).
class Syncs(Protocol):
    """What a writing service uses of the index: bring it up to date with the vault."""

    def sync(self, progress: Progress | None = None, *, force: bool = False,
             seconds: float | None = None, paths: Collection[str] | None = None
             ) -> SyncReport: ...


class Counts(Protocol):
    """What ``musubi status`` uses of the index: its figures."""

    def stats(self) -> dict[str, Any]: ...
