"""The errors every shell maps to an exit code or a tool error, below every service."""

from __future__ import annotations

from .vault.session import BusyError as BusyError


class UsageError(Exception):
    """A request that cannot run as given (a missing path, an unknown source)."""
