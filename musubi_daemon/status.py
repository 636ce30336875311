"""What `musubi status` shows: the vault, its cache, the daemon, the index, what was distilled
and the last ingest, read from the state without writing anything."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from .config import DISTILL_ISSUES_SHOWN, Config
from .index.results import Counts
from .jsonish import JSONObject
from .runtime import running
from .sources import REGISTRY, is_implemented
from .state import State
from .vault.git import VaultRepo


class VaultStatus(TypedDict):
    """What `musubi status --json` prints. The parts read back from a record another process
    wrote (the daemon's, the last ingest's report, the index's figures) are JSON as kept."""

    vault: str
    cache: str
    daemon: JSONObject | None
    index: JSONObject | None
    distilled: JSONObject
    shrunk: list[JSONObject]
    head: str | None
    conversations: int
    sources: dict[str, JSONObject]
    last_ingest: JSONObject | None


def vault_status(config: Config, state: State,
                 open_index: Callable[[], Counts]) -> VaultStatus:
    vault = config.require_vault()
    repo_head = None
    if (vault / ".git").exists():
        repo_head = VaultRepo(vault).head()
    last = state.last_run()
    counts = state.counts_by_source()
    distilled = state.distill_counts()
    # The notes the model did not write whole, and why: the heuristic's after a failed answer,
    # and those kept from an answer cut short (a later distill with a model upgrades the first).
    for kind, key in (("fallback", "fallbacks"), ("cut", "cut")):
        count, entries = state.distill_issues(kind, DISTILL_ISSUES_SHOWN)
        distilled[key], distilled[f"{key}_count"] = entries, count
    sources: dict[str, JSONObject] = {}
    for name in REGISTRY:
        entry: JSONObject = {"notes": counts.get(name, 0),
                                 "supported": is_implemented(name)}
        if last and name in last.get("sources", {}):
            r = last["sources"][name]
            entry["last_run"] = {k: r[k] for k in ("added", "updated", "unchanged", "seen",
                                                   "merged", "conflicts")}
            entry["errors"] = r["skipped"]
        sources[name] = entry
    index = None
    if (config.cache_dir / "index" / "keyword.sqlite").exists():
        index = open_index().stats()
    daemon = running(config.cache_dir)
    return {
        "vault": str(vault),
        "cache": str(config.cache_dir),
        "daemon": None if daemon is None else {
            k: daemon.get(k) for k in ("pid", "started", "port", "updated", "watching")}
        | {"events": (daemon.get("events") or [])[-10:],
           "errors": (daemon.get("errors") or [])[-10:]},
        "index": index,
        "distilled": distilled,
        "shrunk": state.shrunk(),
        "head": repo_head,
        "conversations": sum(counts.values()),
        "sources": sources,
        "last_ingest": None if last is None else {
            "started": last["started"], "finished": last["finished"],
            "commit": last.get("commit"), "written": last.get("written", 0),
            "seconds": last.get("seconds"), "skipped": last.get("skipped_items", []),

        },
    }
