"""Writing the person's config file: apart from ``config`` (which only reads it), so that the
bottom floor imports nothing of the vault's."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from .config import config_path, read_config_file
from .vault.files import atomic_write


def save_vault_to_config(vault: Path) -> Path:
    """Remember ``vault`` as the default, keeping every other setting in the file."""
    path = config_path()
    data = read_config_file(path)
    data["vault"] = str(vault)
    # atomic_write keeps the file's own mode: it may hold an API key the person made 0600.
    atomic_write(path, tomli_w.dumps(data))
    return path
