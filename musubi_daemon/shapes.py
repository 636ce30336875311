"""The shape of every result a shell hands out: the CLI's ``--json``, the MCP tools and the
daemon's API all build their rows here, so what an agent reads over MCP is what the CLI
prints, and a warm answer from the daemon is the same as a cold one.

Each row carries the ids (``conversation_id``), the vault-relative ``note``/``note_path``, an
Obsidian ``link`` and a clickable ``url``, so the person can open whatever is quoted.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .config import FACT_SOURCES_SHOWN
from .vault.links import obsidian_url, wikilink

if TYPE_CHECKING:  # only their fields are read: a shell that shapes a row loads no model
    from .ask.result import AskResult
    from .index.coverage import Coverage
    from .index.results import Hit
    from .knowledge.rollups import Item
    from .knowledge.service import ProfileReport, RollupReport
    from .lifecycle.service import CaptureReport


def hit_row(hit: Hit, vault: Path) -> dict[str, Any]:
    """One search or similarity hit: every field of the hit, its date and address."""
    row = hit.to_dict()
    row["title"] = hit.title or hit.note_path
    row["date"] = hit.created
    row["url"] = obsidian_url(vault, hit.note_path)
    return row


def hit_rows(hits: list[Hit], vault: Path) -> list[dict[str, Any]]:
    return [hit_row(h, vault) for h in hits]


def search_result(query: str, mode: str, hits: list[Hit], vault: Path, *,
                  warning: str | None = None, narrowed: bool = False,
                  next_cursor: str | None = None,
                  not_indexed: Coverage | None = None) -> dict[str, Any]:
    """A page of search results with what a reader needs when it is short or empty: what
    the index cannot see yet while a long first index runs (``not_indexed``)."""
    out: dict[str, Any] = {"query": query, "mode": mode, "count": len(hits),
                           "results": hit_rows(hits, vault), "next_cursor": next_cursor}
    if warning:
        out["warning"] = warning
    if not_indexed is not None:
        out["not_indexed"] = not_indexed.to_dict()
    if not hits:
        out["message"] = "no matches" + (" with these filters" if narrowed else "")
    return out


def answer(result: AskResult, vault: Path) -> dict[str, Any]:
    """An answer with its citations, each with the address of the note it cites."""
    out = result.to_dict()
    for c in out["citations"]:
        c["url"] = obsidian_url(vault, c["note"])
    return out


def capture(report: CaptureReport, vault: Path) -> dict[str, Any]:
    """What `remember` saved (or reinforced), where, and whether search finds it yet."""
    return {"saved": True, "created": report.created, "id": report.id, "note": report.path,
            "link": wikilink(report.path), "url": obsidian_url(vault, report.path),
            "reinforcement_count": report.reinforcement_count, "commit": report.commit,
            "searchable": report.indexed}


def profile_facts(report: ProfileReport, vault: Path, folder: str) -> dict[str, Any]:
    """The durable facts about the person, each with the notes that state it; apart from them,
    what agents saved that the person has not confirmed, each with the agent that saved it."""
    facts = [{"text": f.text, "support": f.support, "newest": f.newest,
              "added_by_person": f.added,
              "sources": [{"conversation_id": s.note_id, "date": s.date,
                           "link": wikilink(s.note_path)} for s in f.sources[:FACT_SOURCES_SHOWN]]}
             for f in report.facts]
    rel = f"{folder}/profile.md"
    agents = [{"text": a.text, "saved_by": a.agent, "date": a.date, "confirmed": False,
               "link": wikilink(a.note_path)} for a in report.agent_notes]
    out: dict[str, Any] = {"facts": facts, "agent_notes": agents,
                           "page": wikilink(rel) if (vault / rel).is_file() else None}
    if not facts:
        out["message"] = ("no durable facts yet: they come from distilled notes "
                          "(run `musubi distill`)")
    return out


def rollup_items(items: list[Item], limit: int | None = None) -> list[dict[str, object]]:
    return [i.to_dict() for i in (items if limit is None else items[:limit])]


def decisions(report: RollupReport, about: str | None, limit: int) -> dict[str, Any]:
    out: dict[str, Any] = {"about": about, "total": len(report.items),
                           "decisions": rollup_items(report.items, limit), "next_cursor": None}
    if not report.items:
        out["message"] = "no decisions yet" + (f" about {about!r}" if about else
                                               ": they come from distilled notes")
    return out


def open_loops(report: RollupReport, limit: int) -> dict[str, Any]:
    out: dict[str, Any] = {"total": len(report.items), "closed": report.closed,
                           "open_loops": rollup_items(report.items, limit), "next_cursor": None}
    if not report.items:
        out["message"] = "nothing open"
    return out


# What the MCP library figures say of distillation; status also names the notes that fell
# back or were cut, which belong to the person's `musubi status`, not to a model's context.
DISTILL_COUNTS = ("by_model", "by_heuristic", "pending", "prompt_tokens", "completion_tokens")


def _distill_counts(distilled: dict[str, Any] | None) -> dict[str, Any] | None:
    if distilled is None:
        return None
    return {k: distilled[k] for k in DISTILL_COUNTS if k in distilled}


def library(status: dict[str, Any], topics: list[dict[str, Any]],
            lifecycle_states: dict[str, Any]) -> dict[str, Any]:
    """The library in figures: conversations per source, distilled, indexed, topics."""
    out: dict[str, Any] = {
        "vault": status["vault"], "conversations": status["conversations"],
        "by_source": {n: s["notes"] for n, s in status["sources"].items() if s["notes"]},
        "distilled": _distill_counts(status.get("distilled")),
        "indexed_passages": (status.get("index") or {}).get("chunks"),
        "last_ingest": status["last_ingest"]["finished"] if status.get("last_ingest") else None,
        "topics": len([t for t in topics if t["id"] != "topic:unsorted"]),
    }
    if not topics:
        out["topics_message"] = "no topics yet: run `musubi topics build`"
    out["lifecycle"] = lifecycle_states
    return out
