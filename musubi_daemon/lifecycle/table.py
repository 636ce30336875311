"""The one declaration of the memory lifecycle's jobs: each job's name, what it does, whether
it may call a chat model, and when the daemon runs it by default (seed 2's rhythm, in local
time). The job's runner is the function of the same name in ``lifecycle/jobs.py``.

Everything else derives from this table: ``musubi lifecycle run``'s choices and help, the
Engine's check of a job's name, the daemon's schedule and its choice of how to run a job. So
a new job is a row here plus its function in ``jobs.py`` (and its test). The table imports
nothing of Musubi's, so the CLI lists the jobs without loading them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LifecycleJob:
    name: str
    does: str  # one line, for `musubi lifecycle run --help`
    uses_model: bool  # may call the chat model (the heuristic stands in without one)
    minute: int  # the daemon's default slot: at this minute...
    hour: int | None = None  # ...of this hour (None: every hour)
    grace_minutes: int = 60  # a slot missed while the machine slept is made up within this


LIFECYCLE: tuple[LifecycleJob, ...] = (
    LifecycleJob("maturation", "provisional notes become matured (importance scored), TTL, "
                 "concepts mature", True, minute=13, grace_minutes=15),
    LifecycleJob("synthesis", "matured notes cluster into concepts, which are reinforced or "
                 "contradicted", True, minute=0, hour=3),
    LifecycleJob("promotion", "the best concept that passes the gate becomes a curated page",
                 False, minute=0, hour=4),
    LifecycleJob("demotion", "what went cold is marked (never deleted)", False, minute=45,
                 hour=3),
    LifecycleJob("reflection", "the day's reflection page", False, minute=0, hour=6),
)
JOBS: tuple[str, ...] = tuple(j.name for j in LIFECYCLE)
BY_NAME: dict[str, LifecycleJob] = {j.name: j for j in LIFECYCLE}
