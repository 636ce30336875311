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


class VaultJob:
    def __init__(self, config: Config, state: Callable[[], State],
                 session: Callable[[], WriteSession]):
        self.config = config
        self._state = state
        self._session = session

    @property
    def vault(self) -> Path:
        return self.config.require_vault()

    @property
    def folder(self) -> str:
        return self.config.musubi_folder

    @property
    def state(self) -> State:
        return self._state()

    @property
    def session(self) -> WriteSession:
        return self._session()
