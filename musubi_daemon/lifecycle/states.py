"""Which state changes are allowed, as data: every write is checked against this table, so a
bug (or a hand-edited state) can never walk a note into a state it cannot leave properly."""

from __future__ import annotations

from datetime import UTC, datetime

from ..jsonish import JSON

EPISODIC = "episodic"
CONCEPT = "concept"
CURATED = "curated"

# plane -> from state -> the states it may move to (seed 2, plus a person's supersession of a
# concept that has not matured yet, and demotion of one that never did).
TRANSITIONS: dict[str, dict[str, frozenset[str]]] = {
    EPISODIC: {
        "provisional": frozenset({"matured", "archived"}),
        "matured": frozenset({"demoted", "superseded"}),
        "demoted": frozenset({"matured"}),
        "archived": frozenset({"matured"}),
    },
    CONCEPT: {
        "synthesized": frozenset({"matured", "superseded", "demoted"}),
        "matured": frozenset({"promoted", "demoted", "superseded"}),
        "demoted": frozenset({"matured"}),
    },
    CURATED: {
        "matured": frozenset({"superseded", "archived"}),
        "archived": frozenset({"matured"}),
    },
}
INITIAL = {EPISODIC: "provisional", CONCEPT: "synthesized", CURATED: "matured"}


class InvalidTransition(ValueError):
    """A state change the table does not allow."""


def states(plane: str) -> frozenset[str]:
    table = TRANSITIONS[plane]
    return frozenset(table) | frozenset(s for targets in table.values() for s in targets)


def check(plane: str, old: str, new: str) -> None:
    """Raise unless ``old -> new`` is allowed on ``plane``."""
    if old == new:
        return
    if new not in TRANSITIONS.get(plane, {}).get(old, frozenset()):
        known = ", ".join(sorted(states(plane))) if plane in TRANSITIONS else "none"
        raise InvalidTransition(f"{plane}: {old!r} -> {new!r} is not allowed "
                                f"(states: {known})")


def parse_time(value: JSON) -> datetime | None:
    """An ISO time from a note's property, as UTC when it names no zone; None when absent or
    not a time."""
    if not value:
        return None
    try:
        dt = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=UTC)
