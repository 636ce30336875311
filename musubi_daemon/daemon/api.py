"""The warm calls the CLI and the coding-agent hooks make while the daemon runs: each answered
by the daemon's Engine, whose models and parsed library are already loaded."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .. import shapes
from ..errors import Failure, Kind, UsageError, failure_of
from ..index.query import Filters
from ..ingest.reports import SourceSpec
from ..jsonish import JSON, JSONObject

if TYPE_CHECKING:
    from ..engine import Engine

# A failure's HTTP status, by the kind of the one map (``errors.failure_of``); the CLI's client
# reads the kind back and says the same words a command without the daemon would.
STATUS: dict[Kind, int] = {"usage": 400, "missing": 404, "busy": 409, "fault": 507}
# The daemon's own Engine is taken by a long job: the caller does the work itself.
ENGINE_BUSY_STATUS = 503


def failed(e: BaseException, vault: Path, cache: Path) -> tuple[int, dict[str, str]]:
    """(status, body) of a call that raised ``e``: the map's words and kind, or, for a bug,
    its type and message with status 500."""
    failure: Failure | None = failure_of(e, vault, cache)
    if failure is None:
        return 500, {"error": f"{type(e).__name__}: {e}", "kind": "bug"}
    return STATUS[failure.kind], {"error": failure.text, "kind": failure.kind}


def api_call(engine: Engine, op: str, payload: JSONObject) -> JSON:
    """The answer to one call; a call that cannot be made raises UsageError with why."""
    if op == "search":
        filters = Filters(**payload.get("filters") or {})
        found = engine.find(payload["query"], mode=payload.get("mode", "hybrid"),
                            limit=int(payload.get("limit", 10)), filters=filters,
                            recent=bool(payload.get("recent")))
        rows = shapes.hit_rows(found.hits, engine.vault)
        if payload.get("warnings"):  # a caller that shows why results may be loose
            return {"results": rows, "warning": found.warning}
        return rows
    if op == "ask":
        # The model is the daemon's own (its config): a caller never picks where passages go.
        if payload.get("model") or payload.get("api_base"):
            raise UsageError("the daemon answers with its configured model; run with "
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
            raise UsageError(f"{path} is not a file")
        return engine.ingest([SourceSpec(str(payload["source"]), path.resolve())]).to_dict()
    raise UsageError(f"unknown call {op!r}")
