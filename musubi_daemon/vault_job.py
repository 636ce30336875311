"""What every service that writes the vault is given: the config (which vault, which folder),
the state in the cache and the write session, the last two opened only when first used."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .config import Config
from .state import State
from .vault.conversations import NoteWriter
from .vault.session import Transaction, WriteSession

Writer = Callable[[Transaction], NoteWriter]


class VaultReader:
    """What a service that only reads is given: the config and the state."""

    def __init__(self, config: Config, state: Callable[[], State]):
        self.config = config
        self._state = state

    @property
    def vault(self) -> Path:
        return self.config.require_vault()

    @property
    def folder(self) -> str:
        return self.config.musubi_folder

    @property
    def state(self) -> State:
        return self._state()


class VaultJob(VaultReader):
    """What a service that writes is given besides: the write session."""

    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession]):
        super().__init__(config, state)
        self._session = session

    @property
    def session(self) -> WriteSession:
        return self._session()
