"""What an ingest was asked to read and what it did, source by source."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NotRequired, TypedDict

from ..errors import UsageError
from ..index.results import SyncReport
from ..sources import REGISTRY


class SourceFound(TypedDict):
    """What `musubi sources` says of one source: whether Musubi reads it, and when it is on
    this machine, where, how many files and conversations, and what could not be read."""

    supported: bool
    present: bool
    description: NotRequired[str]
    where: NotRequired[list[str]]
    files: NotRequired[int]
    conversations: NotRequired[int]
    skipped: NotRequired[list[dict[str, str]]]  # path and reason, as an ingest reports them

@dataclass
class SourceSpec:
    name: str
    path: Path | None = None

    @classmethod
    def parse(cls, text: str) -> SourceSpec:
        name, sep, path = text.partition("=")
        name = name.strip()
        if name not in REGISTRY:
            raise UsageError(f"unknown source {name!r}; known: {', '.join(REGISTRY)}")
        if not sep:
            return cls(name)
        if not path.strip():
            raise UsageError(f"--source {name}=PATH needs a path")
        p = Path(path.strip()).expanduser()
        if not p.exists():
            raise UsageError(f"--source {name}: {p} does not exist")
        return cls(name, p.resolve())


@dataclass
class SourceReport:
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    merged: int = 0
    conflicts: int = 0
    kept_deleted: int = 0
    # Sources already in the vault (the person's notes) are recorded, never copied.
    read_in_place: bool = False
    seen: int = 0
    units_read: int = 0
    units_unchanged: int = 0
    skipped: list[dict[str, str]] = field(default_factory=list)
    # Conversations whose source now holds fewer messages than the vault: the rest are kept.
    shrank: list[dict[str, str]] = field(default_factory=list)


@dataclass
class IngestReport:
    sources: dict[str, SourceReport] = field(default_factory=dict)
    commit: str | None = None
    person_commit: str | None = None
    seconds: float = 0.0
    # Files Musubi wrote into the vault this run (notes and artifacts).
    written: int = 0
    # git's lock files a killed git left behind, removed before the run.
    locks_removed: list[str] = field(default_factory=list)
    # The cache described a vault once at this path: forgotten, every note written anew.
    vault_replaced: bool = False
    index: SyncReport | None = None  # the index sync that followed, when it ran
    # Another process was indexing (a search building a missing index, a background
    # `reindex --continue`): the new notes are indexed by the next search or sync.
    index_busy: bool = False

    @property
    def skipped(self) -> list[dict[str, str]]:
        return [{"source": n, **s} for n, r in self.sources.items() for s in r.skipped]

    @property
    def shrank(self) -> list[dict[str, str]]:
        return [{"source": n, **s} for n, r in self.sources.items() for s in r.shrank]

    def to_dict(self) -> dict[str, Any]:
        return {"sources": {n: asdict(r) for n, r in self.sources.items()},
                "commit": self.commit, "person_commit": self.person_commit,
                "seconds": round(self.seconds, 3), "written": self.written,
                "skipped": len(self.skipped), "shrank": self.shrank,
                "locks_removed": self.locks_removed, "vault_replaced": self.vault_replaced,
                "index": None if self.index is None else asdict(self.index),
                "index_busy": self.index_busy}

    def commit_message(self) -> str:
        written = [r for r in self.sources.values() if not r.read_in_place]
        added = sum(r.added for r in written)
        updated = sum(r.updated for r in written)
        lines = [f"musubi ingest: {added} added, {updated} updated", ""]
        for name, r in self.sources.items():
            if (r.added or r.updated) and not r.read_in_place:
                extra = f", {r.merged} merged with your edits" if r.merged else ""
                if r.shrank:
                    kept = sum(int(x["kept"]) for x in r.shrank)
                    extra += (f"; {len(r.shrank)} source(s) shrank, {kept} message(s) kept "
                              "from the vault")
                lines.append(f"{name}: {r.added} added, {r.updated} updated{extra}")
        return "\n".join(lines).rstrip() + "\n"


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
