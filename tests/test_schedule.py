"""The daemon's schedule: jobs at their local times, a missed run made up once at wake while
within its grace window, and the compressed schedule tests and demos use."""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from pathlib import Path

from musubi_daemon.daemon.schedule import DEFAULT_JOBS, Clock, Job, compressed
from musubi_daemon.daemon.watch import Debouncer

TZ = datetime(2026, 3, 1).astimezone().tzinfo


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 3, day, hour, minute, tzinfo=TZ)


def test_daily_job_runs_once_per_slot_and_within_grace_after_sleep() -> None:
    job = Job("synthesis", minute=0, hour=3, grace_minutes=60)
    assert job.due(at(2, 3, 5), last_run=at(1, 3, 1))  # today's slot not run yet
    assert not job.due(at(2, 3, 6), last_run=at(2, 3, 5))  # ran: not again
    # Asleep through 03:00, awake at 03:40: made up once; awake at 05:00: too late, skipped.
    assert job.due(at(2, 3, 40), last_run=at(1, 3, 0))
    assert not job.due(at(2, 5, 0), last_run=at(1, 3, 0))
    assert not job.due(at(2, 2, 59), last_run=at(1, 3, 0))  # before today's slot: done


def test_hourly_job_and_defaults() -> None:
    job = next(j for j in DEFAULT_JOBS if j.name == "maturation")
    assert job.hour is None and job.minute == 13
    assert job.due(at(2, 10, 14), last_run=at(2, 9, 13))
    assert not job.due(at(2, 10, 12), last_run=at(2, 9, 13))
    assert not job.due(at(2, 10, 40), last_run=at(2, 9, 13))  # past its 15-minute grace
    assert {j.name for j in DEFAULT_JOBS} >= {"maturation", "synthesis", "promotion",
                                              "demotion", "reflection", "distill"}


def test_compressed_schedule() -> None:
    [job] = compressed("maturation=5")
    now = at(2, 10, 0)
    assert job.due(now, None) and job.due(now, now - timedelta(seconds=6))
    assert not job.due(now, job.last_slot(now))


def test_the_clock_makes_up_a_missed_slot_at_start_then_waits_for_the_next() -> None:
    now = datetime.now().astimezone()
    daily = Job("synthesis", minute=now.minute, hour=now.hour, grace_minutes=60)
    quick = Job("maturation", minute=0, every_seconds=1)
    clock = Clock((daily, quick))
    ran_yesterday = {"synthesis": (now - timedelta(days=1)).isoformat()}
    # At start every job is looked at: today's slot of the daily job (this minute) was missed.
    assert clock.due(now, ran_yesterday) == [daily, quick]
    done = {"synthesis": now.isoformat(), "maturation": now.isoformat()}
    assert clock.due(now, done) == []  # nothing is called again before its time
    time.sleep(1.1)
    later = datetime.now().astimezone()
    assert clock.due(later, done) == [quick]  # the clock called the quick job; its slot is new
    # The daily job is on the clock for tomorrow at the same time, and no sooner.
    [tomorrow] = [j.next_run for j in clock.scheduler.jobs if j.unit == "days"]
    assert tomorrow.date() == (now + timedelta(days=1)).date()
    assert (tomorrow.hour, tomorrow.minute) == (now.hour, now.minute)


def test_a_slot_past_its_grace_is_not_run_when_the_clock_calls_late() -> None:
    now = datetime.now().astimezone()
    clock = Clock([Job("reflection", minute=0, hour=(now.hour - 3) % 24, grace_minutes=60)])
    assert clock.due(now, {}) == []  # three hours late: skipped, as after a long sleep


def test_debouncer_waits_for_quiet() -> None:
    clock = [0.0]
    d = Debouncer(2.0, clock=lambda: clock[0])
    from pathlib import Path

    d.touch(Path("a"))
    clock[0] = 1.5
    d.touch(Path("a"))  # a new event restarts the timer
    clock[0] = 3.0
    assert d.ready() == []
    clock[0] = 3.6
    assert d.ready() == [Path("a")] and d.ready() == []


def test_one_table_of_lifecycle_jobs_is_what_every_part_reads() -> None:
    """A job declared once (``lifecycle/table.py``) is what the daemon schedules and how it
    runs it, what `musubi lifecycle run` accepts and lists, what the Engine runs, and what the
    README's schedule says."""
    import re

    from click.testing import CliRunner

    from musubi_daemon.cli import cli
    from musubi_daemon.lifecycle.jobs import RUNNERS
    from musubi_daemon.lifecycle.table import JOBS, LIFECYCLE

    assert list(RUNNERS) == list(JOBS)
    slots = {j.name: (j.hour, j.minute, j.grace_minutes) for j in DEFAULT_JOBS}
    for job in LIFECYCLE:
        assert slots[job.name] == (job.hour, job.minute, job.grace_minutes)
    hours = [-1 if j.hour is None else j.hour for j in DEFAULT_JOBS]
    assert hours == sorted(hours)  # the hourly job first, then the night in order
    shown = CliRunner().invoke(cli, ["lifecycle", "run", "--help"]).output
    for job in LIFECYCLE:
        assert f"{job.name}: {job.does}" in " ".join(shown.split())
    refused = CliRunner().invoke(cli, ["lifecycle", "run", "gardening"])
    assert refused.exit_code == 2 and all(name in refused.output for name in JOBS)
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    said = " ".join(readme.split("Jobs run at local times", 1)[1].split(";\n")[0].split())
    for job in LIFECYCLE:
        when = f"hourly at :{job.minute:02d}" if job.hour is None else \
            f"{job.hour:02d}:{job.minute:02d}"
        assert re.search(rf"{job.name} {re.escape(when)}", said), (job.name, when, said)
