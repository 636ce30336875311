"""The warm calls the CLI and the coding-agent hooks make while the daemon runs: each answered
by the daemon's Engine, whose models and parsed library are already loaded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import shapes
from ..index.keyword import Filters
from ..ingest.reports import SourceSpec


def api_call(engine: Any, op: str, payload: dict[str, Any]) -> Any:
    """The answer to one call; a call that cannot be made raises ValueError with why."""
    if op == "search":
        filters = Filters(**payload.get("filters") or {})
        hits = engine.search(payload["query"], mode=payload.get("mode", "hybrid"),
                             limit=int(payload.get("limit", 10)), filters=filters,
                             recent=bool(payload.get("recent")))
        rows = shapes.hit_rows(hits, engine.vault)
        if payload.get("warnings"):  # a caller that shows why results may be loose
            return {"results": rows, "warning": engine.index.warning}
        return rows
    if op == "ask":
        # The model is the daemon's own (its config): a caller never picks where passages go.
        if payload.get("model") or payload.get("api_base"):
            raise ValueError("the daemon answers with its configured model; run with "
                             "MUSUBI_NO_DAEMON=1 to use another")
        result = engine.ask(payload["question"], previous=payload.get("previous"),
                            only_heuristic=bool(payload.get("only_heuristic")))
        return shapes.answer(result, engine.vault)
    if op == "coverage":
        left = engine.coverage()
        return None if left is None else left.to_dict()
    if op == "context":
        return engine.context(payload.get("project")).to_dict()
    if op == "ingest-file":
        # One session file a hook names (at its end, before a compaction): read at once.
        path = Path(str(payload["path"])).expanduser()
        if not path.is_file():
            raise ValueError(f"{path} is not a file")
        return engine.ingest([SourceSpec(str(payload["source"]), path.resolve())]).to_dict()
    raise ValueError(f"unknown call {op!r}")
