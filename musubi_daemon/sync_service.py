"""The sync service: one vault on several devices.

The git work is in ``vault/sync.py``; this adds what a job adds: the vault lock,
committing the person's edits first (under their name, as ingest does) and re-indexing what
the pull brought in.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

import git  # GitPython

from .config import Config, ConfigError
from .index.results import Syncs
from .progress import Say
from .state import State
from .vault.git import VaultRepo
from .vault.session import WriteSession
from .vault.sync import SyncError, SyncResult, check_ready, sync_vault
from .vault_job import VaultJob


@dataclass
class SyncReport:
    result: SyncResult
    person_commit: str | None = None
    reindexed: int | None = None  # notes re-indexed; None when the index was not touched
    seconds: float = 0.0
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        r = asdict(self.result)
        return r | {"pulled": len(self.result.pulled), "pulled_commits": r["pulled"],
                    "person_commit": self.person_commit, "reindexed": self.reindexed,
                    "seconds": round(self.seconds, 3), "warnings": self.warnings}


class SyncService(VaultJob):
    """Given the config, the state, the write session and the index it re-indexes."""

    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession], index: Callable[[], Syncs]):
        super().__init__(config, state, session)
        self._index = index

    def sync(self, remote: str = "origin", progress: Say | None = None) -> SyncReport:
        """Pull, merge and push the vault; re-index the notes the pull changed.

        Raises NoRemoteError (nothing changed) when there is no remote, SyncError when the
        remote cannot be reached or the merge fails (undone; only the person's edits were
        committed), ConfigError when the vault is not a git repository."""
        t0 = time.perf_counter()
        vault = self.vault
        config = self.config
        if not vault.is_dir():
            raise ConfigError(f"vault {vault} does not exist: run `musubi init {vault}` first")
        try:
            VaultRepo(vault)
        except (git.InvalidGitRepositoryError, git.NoSuchPathError) as e:
            raise ConfigError(f"{vault} is not a git repository: run "
                              f"`musubi init {vault}` first") from e
        with self.session.writing(
                "sync", check=lambda repo: check_ready(repo, remote)) as tx:
            repo, person = tx.repo, tx.person_commit
            try:
                result = sync_vault(repo, remote, progress, fsync=config.fsync)
            except SyncError as e:
                if person is None:
                    raise
                raise type(e)(f"{e}\n(your edits were committed here first, as "
                              f"{person[:10]}; nothing else changed)") from e
            report = SyncReport(result, person_commit=person)
            if result.push_error:
                report.warnings.append(result.push_error)
            if result.changed and config.index_on_ingest:
                if progress:
                    progress("re-indexing what changed")
                report.reindexed = self._index().sync().files_indexed
        report.seconds = time.perf_counter() - t0
        return report
