"""The shape of every result a shell hands out: the CLI's ``--json``, the MCP tools and the
daemon's API all build their rows here, so what an agent reads over MCP is what the CLI
prints, and a warm answer from the daemon is the same as a cold one.

The rows are typed by ``schemas.py``, the closed TypedDicts the MCP tools also publish as their
output schemas, so mypy checks a builder against what a client is promised (read here only
while type-checking: a shell that shapes a row loads no pydantic).

Each row carries the ids (``conversation_id``), the vault-relative ``note``/``note_path``, an
Obsidian ``link`` and a clickable ``url``, so the person can open whatever is quoted.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from .config import FACT_SOURCES_SHOWN
from .vault.links import obsidian_url, wikilink

if TYPE_CHECKING:  # only their fields are read: a shell that shapes a row loads no model
    from . import schemas as S
    from .ask.result import AskResult
    from .index.coverage import Coverage
    from .index.results import Hit
    from .knowledge.rollups import Item
    from .knowledge.service import ProfileReport, RollupReport
    from .knowledge.topics import TopicRow
    from .lifecycle.service import CaptureReport
    from .status import VaultStatus


def hit_row(hit: Hit, vault: Path) -> S.Hit:
    """One search or similarity hit: every field of the hit, its date and address."""
    row = cast("S.Hit", hit.to_dict())  # the hit's dataclass fields, as the schema names them
    row["title"] = hit.title or hit.note_path
    row["date"] = hit.created
    row["url"] = obsidian_url(vault, hit.note_path)
    return row


def hit_rows(hits: list[Hit], vault: Path) -> list[S.Hit]:
    return [hit_row(h, vault) for h in hits]


def search_result(query: str, mode: str, hits: list[Hit], vault: Path, *,
                  warning: str | None = None, narrowed: bool = False,
                  next_cursor: str | None = None,
                  not_indexed: Coverage | None = None) -> S.SearchResult:
    """A page of search results with what a reader needs when it is short or empty: what
    the index cannot see yet while a long first index runs (``not_indexed``)."""
    out: S.SearchResult = {"query": query, "mode": cast("Any", mode), "count": len(hits),
                           "results": hit_rows(hits, vault), "next_cursor": next_cursor}
    if warning:
        out["warning"] = warning
    if not_indexed is not None:
        out["not_indexed"] = cast("S.NotIndexed", not_indexed.to_dict())
    if not hits:
        out["message"] = "no matches" + (" with these filters" if narrowed else "")
    return out


def answer(result: AskResult, vault: Path) -> S.Answer:
    """An answer with its citations, each with the address of the note it cites."""
    out = cast("S.Answer", result.to_dict())
    for c in out["citations"]:
        c["url"] = obsidian_url(vault, c["note"])
    return out


def capture(report: CaptureReport, vault: Path) -> S.Saved:
    """What `remember` saved (or reinforced), where, and whether search finds it yet."""
    return {"saved": True, "created": report.created, "id": report.id, "note": report.path,
            "link": wikilink(report.path), "url": obsidian_url(vault, report.path),
            "reinforcement_count": report.reinforcement_count, "commit": report.commit,
            "searchable": report.indexed}


def profile_facts(report: ProfileReport, vault: Path, folder: str) -> S.Facts:
    """The durable facts about the person, each with the notes that state it; apart from them,
    what agents saved that the person has not confirmed, each with the agent that saved it."""
    facts: list[S.Fact] = [{"text": f.text, "support": f.support, "newest": f.newest,
              "added_by_person": f.added,
              "sources": [{"conversation_id": s.note_id, "date": s.date,
                           "link": wikilink(s.note_path)} for s in f.sources[:FACT_SOURCES_SHOWN]]}
             for f in report.facts]
    rel = f"{folder}/profile.md"
    agents: list[S.AgentNote] = [{"text": a.text, "saved_by": a.agent, "date": a.date,
                                  "confirmed": False, "link": wikilink(a.note_path)}
                                 for a in report.agent_notes]
    out: S.Facts = {"facts": facts, "agent_notes": agents,
                    "page": wikilink(rel) if (vault / rel).is_file() else None}
    if not facts:
        out["message"] = report.why_empty()
    return out


def rollup_items(items: list[Item], limit: int | None = None) -> list[dict[str, object]]:
    return [i.to_dict() for i in (items if limit is None else items[:limit])]


def decisions(report: RollupReport, about: str | None, limit: int) -> S.Decisions:
    out: S.Decisions = {"about": about, "total": len(report.items),
                        "decisions": cast("list[S.Decision]", rollup_items(report.items, limit)),
                        "next_cursor": None}
    if not report.items:
        out["message"] = "no decisions yet" + (f" about {about!r}" if about else
                                               ": they come from distilled notes")
    return out


def open_loops(report: RollupReport, limit: int) -> S.OpenLoops:
    out: S.OpenLoops = {"total": len(report.items), "closed": report.closed,
                        "open_loops": cast("list[S.OpenLoop]", rollup_items(report.items, limit)),
                        "next_cursor": None}
    if not report.items:
        out["message"] = "nothing open"
    return out


# What the MCP library figures say of distillation; status also names the notes that fell
# back or were cut, which belong to the person's `musubi status`, not to a model's context.
DISTILL_COUNTS = ("by_model", "by_heuristic", "pending", "prompt_tokens", "completion_tokens")


def _distill_counts(distilled: dict[str, Any]) -> S.Distilled:
    return cast("S.Distilled", {k: distilled[k] for k in DISTILL_COUNTS if k in distilled})


def library(status: VaultStatus, topics: list[TopicRow],
            lifecycle_states: dict[str, dict[str, int]]) -> S.Library:
    """The library in figures: conversations per source, distilled, indexed, topics."""
    out: S.Library = {
        "vault": status["vault"], "conversations": status["conversations"],
        "by_source": {n: s["notes"] for n, s in status["sources"].items() if s["notes"]},
        "distilled": _distill_counts(status["distilled"]),
        "indexed_passages": (status.get("index") or {}).get("chunks"),
        "last_ingest": last["finished"] if (last := status["last_ingest"]) else None,
        "topics": len([t for t in topics if t["id"] != "topic:unsorted"]),
        "lifecycle": cast("S.Lifecycle", lifecycle_states),
    }
    if not topics:
        out["topics_message"] = "no topics yet: run `musubi topics build`"
    return out
