"""What a hook does when a coding agent calls it: the briefing, or one session ingested. Both
go to the running daemon when one serves the vault (warm, and the one writer), else run here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..config import Config
from ..daemon.client import TIMEOUT_S, call
from ..errors import UsageError


def briefing(config: Config, project: str | None, timeout: float = TIMEOUT_S) -> dict[str, Any]:
    """The briefing for ``project`` as a dict (see ``Briefing.to_dict``)."""
    from ..engine import Engine

    config.existing_vault()
    try:
        answer = call(config.cache_dir, "context", {"project": project}, timeout)
    except ValueError as e:
        raise UsageError(str(e)) from e
    if answer is not None:
        return dict(answer)
    engine = Engine(config)
    try:
        return engine.context(project).to_dict()
    finally:
        engine.close()


def ingest_session(config: Config, source: str, transcript: Path,
                   timeout: float = TIMEOUT_S) -> dict[str, Any]:
    """One session file ingested at once; here, without the index (the next search or the
    daemon brings it up to date), so that an agent's exit is not held up by the embedder."""
    from ..engine import Engine, SourceSpec

    config.existing_vault()
    if not transcript.is_file():
        raise UsageError(f"{transcript} is not a file")
    payload = {"source": source, "path": str(transcript.resolve())}
    try:
        answer = call(config.cache_dir, "ingest-file", payload, timeout)
    except ValueError as e:
        raise UsageError(str(e)) from e
    if answer is not None:
        return dict(answer)
    engine = Engine(config)
    try:
        return engine.ingest([SourceSpec(source, transcript.resolve())], index=False).to_dict()
    finally:
        engine.close()
