"""The command line: `musubi` and its commands, one module per command group over the Engine."""

from __future__ import annotations

from . import (  # noqa: F401 (register)
    bench,
    hooks,
    ingest,
    knowledge,
    lifecycle,
    models,
    search,
    thoughts,
    vault,
)
from .base import cli, main
from .daemon import daemon
from .doctor import doctor
from .service import service
from .sync import sync

for _command in (daemon, service, sync, doctor):
    cli.add_command(_command)

__all__ = ["cli", "main"]
