"""When lifecycle jobs run: at set local times, a missed run made up once at wake while still
within its grace window; or, for tests and demos, every few seconds."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta


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


# Seed 2's rhythm, in local time: maturation hourly, the rest at night, reflection by morning.
# Distillation and the knowledge pages (topics, roll-ups, profile) run nightly too: a model is
# used only on schedule or by command, never because a file changed.
DEFAULT_JOBS: tuple[Job, ...] = (
    Job("maturation", minute=13, grace_minutes=15),
    Job("distill", minute=0, hour=2),
    Job("knowledge", minute=30, hour=2),
    Job("synthesis", minute=0, hour=3),
    Job("demotion", minute=45, hour=3),
    Job("promotion", minute=0, hour=4),
    Job("reflection", minute=0, hour=6),
)


def compressed(spec: str) -> tuple[Job, ...]:
    """``maturation=5,reflection=20``: each named job every so many seconds."""
    jobs = []
    for part in spec.split(","):
        name, _, seconds = part.partition("=")
        if name.strip() and seconds.strip():
            jobs.append(Job(name.strip(), minute=0, every_seconds=float(seconds)))
    return tuple(jobs)
