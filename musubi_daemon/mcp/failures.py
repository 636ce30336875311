"""What a tool call or a resource read says when the Engine cannot answer: one map from the
failures a person or a model can act on to words, shared by the tools and the resources. Any
other exception is a bug, and is left to the SDK to report as one."""

from __future__ import annotations

from ..config import ConfigError
from ..errors import BusyError, GitBusy, UsageError, find_fault
from ..knowledge.reading import NotFound
from .host import EngineBusy

VAULT_BUSY = ("the vault is busy: another Musubi process (an ingest, a distill) is writing it; "
              "retry in a minute")


def said(e: BaseException, again: str) -> tuple[bool, str] | None:
    """(whether it is a thing not found, the words) for a failure someone can act on; None
    for a bug. ``again``: what to do once the person has fixed a fault ("call the tool
    again")."""
    if isinstance(e, NotFound):
        return True, str(e)
    if isinstance(e, (BusyError, GitBusy)):
        return False, VAULT_BUSY
    if isinstance(e, (EngineBusy, ValueError, UsageError, ConfigError)):
        return False, str(e)
    if isinstance(e, Exception):
        fault = find_fault(e)  # a full disk, a read-only vault: the person must act
        if fault is not None:
            return False, fault.line(again)
    return None
