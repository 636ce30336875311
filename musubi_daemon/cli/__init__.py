"""The command line: `musubi` and its commands, one module per command group over the Engine,
each imported when its command runs (``base.COMMANDS``)."""

from __future__ import annotations

from .base import cli, main

__all__ = ["cli", "main"]
