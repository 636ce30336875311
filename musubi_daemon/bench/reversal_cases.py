"""A labelled set for the reversal check: (note, statement a concept holds, whether the note
reverses it). Written for Musubi, not taken from anywhere: explicit reversals in the phrasings
people use, and hard negatives that share their words ("instead of waiting", "no longer than",
"still use X alongside Y", a denied or hypothetical switch, the new side of a change)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    note: str
    statement: str
    reverses: bool


_R, _N = True, False
CASES: tuple[Case, ...] = tuple(Case(*row) for row in (
    # -- explicit reversals -------------------------------------------------------------------
    ("vecdb no longer uses IVF-PQ; HNSW instead.", "vecdb indexes its vectors with IVF-PQ.", _R),
    ("We switched from Postgres to SQLite for the tile store.",
     "Tile store on Postgres: one table per zoom level.", _R),
    ("Stopped using Webpack, the build is on Vite now.", "The frontend bundles with Webpack.",
     _R),
    ("We dropped Jest for Vitest in the web app.", "The web app's tests run on Jest.", _R),
    ("Replaced Jenkins with GitHub Actions for CI.", "CI runs on a Jenkins box in the office.",
     _R),
    ("The team moved away from Heroku last month.", "The API is hosted on Heroku.", _R),
    ("Use HNSW instead of IVF-PQ for the vecdb index.", "vecdb builds an IVF-PQ index.", _R),
    ("Redis is no longer used for sessions; sessions live in signed cookies.",
     "Sessions are stored in Redis.", _R),
    ("We migrated the queue from RabbitMQ to NATS.", "The job queue is RabbitMQ.", _R),
    ("Ana switched over from Notion to Obsidian for her notes.",
     "Ana keeps her notes in Notion.", _R),
    ("MySQL was replaced by Postgres in March.", "The accounts service stores users in MySQL.",
     _R),
    ("We no longer keep the map tiles in S3; they sit on the CDN's origin disk.",
     "Map tiles are kept in S3 buckets per region.", _R),
    ("Decided to stop relying on cron for backups and use systemd timers.",
     "Backups run from cron every night.", _R),
    ("The starter is no longer fed with rye flour.",
     "Feed the sourdough starter twice a day with rye flour.", _R),
    ("We don't use Terraform anymore; Pulumi manages the stacks.",
     "Infrastructure is described in Terraform.", _R),
    ("The mobile app moved off Firebase to Supabase.", "The mobile app's backend is Firebase.",
     _R),
    ("Abandoned Kubernetes in favour of plain Docker Compose on one host.",
     "Deploys go to a small Kubernetes cluster.", _R),
    ("Went with Caddy rather than nginx for the reverse proxy.",
     "nginx is the reverse proxy in front of the API.", _R),
    ("The CLI no longer depends on click; argparse instead.",
     "The CLI is built with click.", _R),
    # -- hard negatives -----------------------------------------------------------------------
    ("Instead of waiting for the nightly build, I ran it by hand.",
     "The nightly build runs on Jenkins.", _N),
    ("The import takes no longer than 5 minutes on the laptop.",
     "The import of the Postgres dump takes a while on the laptop.", _N),
    ("We still use Redis alongside Postgres for the cache.", "Sessions are stored in Redis.", _N),
    ("We never switched from Postgres to SQLite after all.",
     "Tile store on Postgres: one table per zoom level.", _N),
    ("Should we switch from Webpack to Vite?", "The frontend bundles with Webpack.", _N),
    ("If we moved away from Heroku the bill would halve.", "The API is hosted on Heroku.", _N),
    ("We switched from Postgres to SQLite for the tile store.",
     "The tile store keeps one SQLite file per region.", _N),
    ("vecdb no longer uses IVF-PQ; HNSW instead.", "vecdb indexes its vectors with HNSW.", _N),
    ("I replaced the battery with a new one and the sensor works.",
     "The API is hosted on Heroku.", _N),
    ("Stopped the server to restart it with more memory.",
     "The server runs Postgres with 4 GB of memory.", _N),
    ("Not using the debugger, just print statements for now.",
     "Debugging the tile renderer with print statements.", _N),
    ("Considering replacing Jest with Vitest next quarter.", "The web app's tests run on Jest.",
     _N),
    ("Use tabs instead of spaces in the Makefile.", "The API is hosted on Heroku.", _N),
    ("Instead of rewriting it, we patched the parser in place.",
     "The parser is a hand-written recursive descent parser.", _N),
    ("The cache no longer than a day old is served directly.",
     "The tile cache is served from memory.", _N),
    ("Dropped the old table and recreated it from the migration.",
     "Users are stored in the accounts table in MySQL.", _N),
    ("We moved the meeting from Monday to Tuesday.", "The weekly meeting is on Monday.", _N),
    ("Stop using Postgres for the tile store; one SQLite file per region.",
     "Tile store on SQLite: stop using Postgres for the tile store.", _N),
    ("Kept Postgres; SQLite was not worth the migration.",
     "Tile store on Postgres: one table per zoom level.", _N),
    ("The deploy no longer fails when the cache is cold.", "The API is hosted on Heroku.", _N),
))


def score(check: Callable[[str, str], bool],
          cases: tuple[Case, ...] = CASES) -> dict[str, float | int]:
    """Precision and recall of ``check(note, statement)`` on the labelled cases."""
    tp = sum(1 for c in cases if c.reverses and check(c.note, c.statement))
    fp = sum(1 for c in cases if not c.reverses and check(c.note, c.statement))
    fn = sum(1 for c in cases if c.reverses and not check(c.note, c.statement))
    return {"cases": len(cases), "reversals": sum(c.reverses for c in cases),
            "true_positives": tp, "false_positives": fp, "false_negatives": fn,
            "precision": round(tp / (tp + fp), 3) if tp + fp else 1.0,
            "recall": round(tp / (tp + fn), 3) if tp + fn else 1.0}


def bench_reversals() -> dict[str, float | int]:
    """The heuristic reversal check's figures on the labelled set."""
    from ..lifecycle.reversal import reverses

    return score(lambda note, statement: reverses(note, statement) is not None)
