"""The one map of failures (``errors.failure_of``), case by case: what a person can act on
gets its kind and words; a bug gets None, so each shell reports it as one."""

from __future__ import annotations

import errno
import json
from pathlib import Path

from musubi_daemon.config import ConfigError
from musubi_daemon.errors import Failure, NotFound, Reported, UsageError, failure_of
from musubi_daemon.index.results import IndexBusy
from musubi_daemon.vault.git import GitBusy
from musubi_daemon.vault.session import VAULT_BUSY, BusyError


def test_each_failure_a_person_can_act_on_has_its_kind(tmp_path: Path) -> None:
    assert failure_of(UsageError("no such source")) == Failure("usage", "no such source")
    assert failure_of(ValueError("empty query")) == Failure("usage", "empty query")
    assert failure_of(ConfigError("no vault")) == Failure("usage", "no vault")
    assert failure_of(NotFound("claude-code:x")) == Failure("missing", "claude-code:x")
    assert failure_of(BusyError(VAULT_BUSY)) == Failure("busy", VAULT_BUSY)
    for busy in (GitBusy("git holds index.lock"), IndexBusy("indexing")):
        assert failure_of(busy) == Failure("busy", str(busy))
    full = OSError(errno.ENOSPC, "No space left on device", str(tmp_path / "note.md"))
    fault = failure_of(full, tmp_path)
    assert fault is not None and fault.kind == "fault" and "is full" in fault.text
    said = Failure("busy", "the daemon's words")
    assert failure_of(Reported(said)) is said  # passed on as it was said


def test_a_bug_is_none_even_when_it_is_a_value_error() -> None:
    assert failure_of(KeyError("query")) is None
    assert failure_of(RuntimeError("boom")) is None
    # Bytes or JSON that would not decode are a damaged file or a bug, never the request.
    assert failure_of(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")) is None
    try:
        json.loads("{")
    except json.JSONDecodeError as e:
        assert failure_of(e) is None
