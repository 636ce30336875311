"""What a hook does when a coding agent calls it: the briefing, or one session ingested. Both
go to the running daemon when one serves the vault (warm, and the one writer), else run here."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..config import Config
from ..daemon.client import TIMEOUT_S, call
from ..errors import UsageError


def _daemon_or_here(config: Config, op: str, payload: dict[str, Any], timeout: float,
                    here: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """The daemon's answer to ``op`` when it serves the vault, else ``here(engine)``."""
    from ..engine import Engine

    try:
        answer = call(config.cache_dir, op, payload, timeout)
    except ValueError as e:
        raise UsageError(str(e)) from e
    if answer is not None:
        return dict(answer)
    engine = Engine(config)
    try:
        return here(engine)
    finally:
        engine.close()


def briefing(config: Config, project: str | None, timeout: float = TIMEOUT_S) -> dict[str, Any]:
    """The briefing for ``project`` as a dict (see ``Briefing.to_dict``)."""
    config.existing_vault()
    return _daemon_or_here(config, "context", {"project": project}, timeout,
                           lambda e: e.context(project).to_dict())


def ingest_session(config: Config, source: str, transcript: Path,
                   timeout: float = TIMEOUT_S) -> dict[str, Any]:
    """One session file ingested at once; here, without the index (the next search or the
    daemon brings it up to date), so that an agent's exit is not held up by the embedder."""
    from ..engine import SourceSpec

    config.existing_vault()
    if not transcript.is_file():
        raise UsageError(f"{transcript} is not a file")
    path = transcript.resolve()
    return _daemon_or_here(config, "ingest-file", {"source": source, "path": str(path)},
                           timeout, lambda e: e.ingest([SourceSpec(source, path)],
                                                       index=False).to_dict())
