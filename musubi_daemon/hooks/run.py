"""What a hook does when a coding agent calls it: the briefing, or one session ingested. Both
go to the running daemon when one serves the vault (warm, and the one writer), else run here.

A session's end is handed off: Claude Code gives the whole SessionEnd chain 1.5 s and kills
what runs longer, so the hook only checks its input and starts a detached ``musubi hooks work``
that ingests the session and indexes it (through the daemon when one runs). Killed before the
index, it leaves the vault marked: the next search catches up before it answers.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from ..config import HOOK_STDIN_BYTES, Config
from ..daemon.client import TIMEOUT_S, call
from ..jsonish import JSON, JSONObject
from ..vault.head import vault_head
from . import kept


def read_event(stream: IO[str] | IO[bytes], seconds: float) -> JSONObject:
    """The agent's JSON object from ``stream``, read until it is complete, the stream ends, or
    ``seconds`` pass: some agents leave stdin open after writing, and a hook that waits for
    its end hangs the session."""
    fd = stream.fileno()
    data = b""
    deadline = time.monotonic() + seconds
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            break
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
        if len(data) > HOOK_STDIN_BYTES:
            raise ValueError(f"the hook's input is over {HOOK_STDIN_BYTES} bytes")
        try:
            event = json.loads(data)
        except ValueError:
            continue  # not whole yet
        return _object(event)
    if not data.strip():
        return {}
    try:
        return _object(json.loads(data))
    except ValueError as e:
        raise ValueError(f"the hook's input is not complete JSON after {seconds:g} s") from e


def _object(event: JSON) -> JSONObject:
    if not isinstance(event, dict):
        raise ValueError("the hook's input is not a JSON object")
    return event


def _daemon_or_here(config: Config, op: str, payload: JSONObject, timeout: float,
                    here: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """The daemon's answer to ``op`` when it serves the vault, else ``here(engine)``."""
    from ..engine import Engine

    answer = call(config.cache_dir, op, payload, timeout)  # its refusal raises, worded
    if answer is not None:
        return dict(answer)
    engine = Engine(config)
    try:
        return here(engine)
    finally:
        engine.close()


def briefing(config: Config, project: str | None, timeout: float = TIMEOUT_S) -> JSONObject:
    """The briefing for ``project`` as a dict (see ``Briefing.to_dict``): the one kept for
    the vault's HEAD when there is one (``kept``), else made (by the daemon when it runs)
    and kept."""
    vault = config.existing_vault()
    head = vault_head(vault)
    found = kept.read(config.cache_dir, project, head)
    if found is not None:
        return found
    answer = _daemon_or_here(config, "context", {"project": project}, timeout,
                             lambda e: e.context(project).to_dict())
    kept.keep(config.cache_dir, project, head, answer)
    return answer


def hand_off(config: Config, source: str, transcript: Path, project: str | None = None) -> None:
    """Check the hook's input, then ingest (and index) the session in a process of its own,
    detached from the agent, which may exit or kill the hook at once; the briefing of
    ``project`` (the session's folder) is made again there, for the next session."""
    config.existing_vault()
    if not transcript.is_file():
        from ..errors import UsageError

        raise UsageError(f"{transcript} is not a file")
    command = [sys.executable, "-m", "musubi_daemon", "--vault", str(config.vault), "hooks",
               "work", "--source", source, "--transcript", str(transcript.resolve())]
    if project:
        command += ["--project", project]
    subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)


def ingest_session(config: Config, source: str, transcript: Path,
                   timeout: float = TIMEOUT_S, project: str | None = None) -> JSONObject:
    """One session file ingested, then indexed when ``index.on_ingest`` is on (the daemon
    does both when it runs). Without the index, the vault is marked behind and the next
    search brings the index up to date first. Without the daemon, the kept briefings (and
    ``project``'s) are then made again at the new commit, so the next session starts at once;
    with it, the daemon answers the next briefing warm."""
    from ..engine import SourceSpec

    config.existing_vault()
    if not transcript.is_file():
        from ..errors import UsageError

        raise UsageError(f"{transcript} is not a file")
    path = transcript.resolve()

    def here(e: Any) -> dict[str, Any]:
        report = e.ingest([SourceSpec(source, path)], index=False).to_dict()
        if config.index_on_ingest:
            e.searcher.ready()
        head = vault_head(e.vault)
        briefed = kept.projects(config.cache_dir)
        for p in dict.fromkeys([project, *briefed] if project else briefed):
            kept.keep(config.cache_dir, p, head, e.context(p).to_dict())
        return dict(report)

    return _daemon_or_here(config, "ingest-file", {"source": source, "path": str(path)},
                           timeout, here)
