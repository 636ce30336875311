"""When lifecycle jobs run: at set local times, a missed run made up once at wake while still
within its grace window; or, for tests and demos, every few seconds.

The clock is the ``schedule`` package's: it says when a job's time comes. On top of it, ``due``
and the last runs kept in the cache say whether to run it then, so a slot missed while the
machine slept or the daemon was stopped is made up once, within its grace window, never twice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import cast

import schedule

from ..lifecycle.table import LIFECYCLE


@dataclass(frozen=True)
class Job:
    name: str
    minute: int
    hour: int | None = None  # None: every hour
    grace_minutes: int = 60
    every_seconds: float | None = None  # a compressed schedule replaces the clock times

    def last_slot(self, now: datetime) -> datetime:
        """The most recent time at or before ``now`` this job was meant to run."""
        if self.every_seconds:
            epoch = now.timestamp()
            return datetime.fromtimestamp(epoch - epoch % self.every_seconds, tz=now.tzinfo)
        slot = now.replace(minute=self.minute, second=0, microsecond=0)
        if self.hour is None:
            return slot if slot <= now else slot - timedelta(hours=1)
        slot = slot.replace(hour=self.hour)
        return slot if slot <= now else slot - timedelta(days=1)

    def due(self, now: datetime, last_run: datetime | None) -> bool:
        slot = self.last_slot(now)
        if last_run is not None and last_run >= slot:
            return False
        if self.every_seconds:
            return True
        return now - slot <= timedelta(minutes=self.grace_minutes)

    def on(self, clock: schedule.Scheduler) -> schedule.Job:
        """This job's times on ``clock`` (local time, as ``last_slot`` reads them)."""
        if self.every_seconds:
            return cast("schedule.Job", clock.every(max(1, round(self.every_seconds))).seconds)
        if self.hour is None:
            return cast("schedule.Job", clock.every().hour.at(f":{self.minute:02d}"))
        return cast("schedule.Job", clock.every().day.at(f"{self.hour:02d}:{self.minute:02d}"))


class Clock:
    """The daemon's job clock: every job is looked at once when it starts (the catch-up of
    what it missed), then whenever ``schedule`` says its time has come."""

    def __init__(self, jobs: Iterable[Job]):
        self.scheduler = schedule.Scheduler()
        self.jobs = tuple(jobs)
        self._called: list[Job] = list(self.jobs)
        for job in self.jobs:
            job.on(self.scheduler).do(self._called.append, job)

    def due(self, now: datetime, last_runs: Mapping[str, str]) -> list[Job]:
        """The jobs to run now, in their order: called by the clock (or at start) and not yet
        run for their latest slot, nor past its grace."""
        self.scheduler.run_pending()
        called, self._called[:] = set(self._called), []
        out = []
        for job in self.jobs:
            when = last_runs.get(job.name)
            if job in called and job.due(now, datetime.fromisoformat(when) if when else None):
                out.append(job)
        return out


# The daemon's own nightly jobs beside the lifecycle's: distillation and the knowledge pages
# (topics, roll-ups, profile). A model is used only on schedule or by command, never because a
# file changed.
DAEMON_JOBS: tuple[Job, ...] = (
    Job("distill", minute=0, hour=2),
    Job("knowledge", minute=30, hour=2),
)


def _default_jobs() -> tuple[Job, ...]:
    """The lifecycle's jobs at the slots its table gives (seed 2's rhythm: maturation hourly,
    the rest at night, reflection by morning) and the daemon's own, the hourly first, then by
    time of day."""
    lifecycle = [Job(j.name, minute=j.minute, hour=j.hour, grace_minutes=j.grace_minutes)
                 for j in LIFECYCLE]
    return tuple(sorted([*lifecycle, *DAEMON_JOBS],
                        key=lambda j: (-1 if j.hour is None else j.hour, j.minute)))


DEFAULT_JOBS: tuple[Job, ...] = _default_jobs()


def compressed(spec: str) -> tuple[Job, ...]:
    """``maturation=5,reflection=20``: each named job every so many seconds; a spec that
    names no job with its seconds (``off``) runs none."""
    jobs = []
    for part in spec.split(","):
        name, _, seconds = part.partition("=")
        if name.strip() and seconds.strip():
            jobs.append(Job(name.strip(), minute=0, every_seconds=float(seconds)))
    return tuple(jobs)
