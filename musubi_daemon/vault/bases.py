"""Obsidian Bases over the library: ``.base`` files Musubi keeps in its folder, so a person can
filter conversations, decisions, open loops, concepts and captures by source, project and age
in Obsidian itself (Bases, core since Obsidian 1.9).

A base is YAML (help.obsidian.md/bases/syntax): global ``filters``, ``formulas``,
``properties`` (display names) and ``views`` (each a ``type``, a ``name``, its own ``filters``,
a ``groupBy`` and the ``order`` of its columns). Every property a view names is one Musubi writes
into the notes it selects: conversations carry ``source``, ``project``, ``created``,
``updated``, ``messages`` and, once distilled, the list properties ``decisions``,
``decisions_superseded`` and ``open_loops``; concepts ``state`` and ``contradiction``;
captures ``agent``. ``tests/test_bases.py`` parses each file and checks those names against real
notes.

A person's edit to one of these files wins: Musubi rewrites a base only while it still holds
what Musubi last committed (``write_if_still_ours``), and never touches a ``.base`` file
of the person's own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from .files import FileChanged, atomic_write
from .git import MUSUBI, VaultRepo

if TYPE_CHECKING:
    from .session import Transaction

# What each base file is called, under the Musubi folder.
BASE_FILES = ("conversations.base", "decisions.base", "open loops.base", "concepts.base",
              "captures.base")
# Days an open loop may wait before a view calls it stale: a week, as the reflection does.
_STALE_DAYS = 7
_DAY_MS = 86_400_000


def _in(folder: str, sub: str) -> str:
    return f'file.inFolder("{folder}/{sub}")'


def _conversations(folder: str) -> dict[str, object]:
    return {
        "filters": {"and": [_in(folder, "conversations"), 'file.ext == "md"']},
        "formulas": {"month": 'if(created, created.format("YYYY-MM"), "")'},
        "properties": {"source": {"displayName": "Source"},
                       "project": {"displayName": "Project"},
                       "messages": {"displayName": "Messages"},
                       "formula.month": {"displayName": "Month"}},
        "views": [
            {"type": "table", "name": "By source",
             "groupBy": {"property": "source", "direction": "ASC"},
             "order": ["file.name", "project", "created", "messages"]},
            {"type": "table", "name": "By project",
             "filters": "!project.isEmpty()",
             "groupBy": {"property": "project", "direction": "ASC"},
             "order": ["file.name", "source", "created", "messages"]},
            {"type": "table", "name": "By month",
             "groupBy": {"property": "formula.month", "direction": "DESC"},
             "order": ["file.name", "source", "project", "created"]},
        ],
    }


def _decisions(folder: str) -> dict[str, object]:
    return {
        "filters": {"and": [_in(folder, "conversations"), 'file.ext == "md"']},
        "properties": {"decisions": {"displayName": "Decisions"},
                       "decisions_superseded": {"displayName": "Reversed"},
                       "project": {"displayName": "Project"}},
        "views": [
            {"type": "table", "name": "Current, by project",
             "filters": "!decisions.isEmpty()",
             "groupBy": {"property": "project", "direction": "ASC"},
             "order": ["file.name", "decisions", "updated", "source"]},
            {"type": "table", "name": "Reversed",
             "filters": "!decisions_superseded.isEmpty()",
             "order": ["file.name", "decisions_superseded", "decisions", "project", "updated"]},
        ],
    }


def _loops(folder: str) -> dict[str, object]:
    age = f"((now() - updated) / {_DAY_MS}).floor()"
    return {
        "filters": {"and": [_in(folder, "conversations"), 'file.ext == "md"',
                            "!open_loops.isEmpty()"]},
        "formulas": {"age_days": age,
                     "age": f'if(formula.age_days > 30, "over a month", '
                            f'if(formula.age_days > {_STALE_DAYS}, "over a week", '
                            f'"this week"))'},
        "properties": {"open_loops": {"displayName": "Open loops"},
                       "formula.age_days": {"displayName": "Days open"},
                       "formula.age": {"displayName": "Age"}},
        "views": [
            {"type": "table", "name": "By age",
             "groupBy": {"property": "formula.age", "direction": "ASC"},
             "order": ["file.name", "open_loops", "formula.age_days", "project", "source"]},
            {"type": "table", "name": "Stale",
             "filters": f"formula.age_days > {_STALE_DAYS}",
             "order": ["file.name", "open_loops", "formula.age_days", "project"]},
        ],
    }


def _concepts(folder: str) -> dict[str, object]:
    return {
        "filters": {"and": [_in(folder, "concepts"), 'file.ext == "md"']},
        "properties": {"state": {"displayName": "State"},
                       "contradiction": {"displayName": "Contradiction"}},
        "views": [
            {"type": "table", "name": "Awaiting review",
             "filters": {"or": ['state == "synthesized"', 'state == "matured"']},
             "groupBy": {"property": "state", "direction": "ASC"},
             "order": ["file.name", "topic", "importance", "reinforcement_count",
                       "last_reinforced"]},
            {"type": "table", "name": "With a contradiction",
             "filters": 'contradiction == "open"',
             "order": ["file.name", "state", "contradicts", "last_reinforced"]},
        ],
    }


def _captures(folder: str) -> dict[str, object]:
    return {
        "filters": {"and": [_in(folder, "episodes"), 'file.ext == "md"']},
        "properties": {"agent": {"displayName": "Captured by"}},
        "views": [
            {"type": "table", "name": "By agent",
             "groupBy": {"property": "agent", "direction": "ASC"},
             "order": ["file.name", "created", "importance", "state"]},
        ],
    }


_BUILDERS = {"conversations.base": _conversations, "decisions.base": _decisions,
             "open loops.base": _loops, "concepts.base": _concepts,
             "captures.base": _captures}

_HEAD = ("# Kept by Musubi while you leave it as it is; once you change it, it is yours and\n"
         "# Musubi leaves it alone. See help.obsidian.md/bases/syntax.\n")


def render_bases(folder: str) -> dict[str, str]:
    """Each base file's path (under the vault) and text."""
    return {f"{folder}/{name}": _HEAD + yaml.safe_dump(build(folder), sort_keys=False,
                                                       allow_unicode=True, width=100)
            for name, build in _BUILDERS.items()}


def write_if_still_ours(vault: Path, repo: VaultRepo, files: dict[str, str],
                        write: Callable[[str, str, str | None], None]) -> list[str]:
    """Write files of Musubi's that are not notes (YAML, which a merge of markdown units
    would break; ``files`` maps each path to its new text) only while each is Musubi's:
    absent and never committed by Musubi, or still what Musubi last committed there. Once
    the person changed one, it is hers and left as it is; once she deleted it, it stays
    deleted. Read from git alone: a lost cache changes nothing. ``write(rel, text,
    expected)`` writes one, refusing when the file changed. Returns the paths written."""
    on_disk: dict[str, str | None] = {}
    for rel in files:
        try:
            on_disk[rel] = (vault / rel).read_text(encoding="utf-8")
        except FileNotFoundError:
            on_disk[rel] = None
    changed = [rel for rel, new in files.items() if on_disk[rel] != new]
    last = repo.last_versions_by(changed, MUSUBI) if changed else {}
    written = []
    for rel in changed:
        now, before = on_disk[rel], last[rel]
        if (now is None and before is not None) or (now is not None and now != before):
            continue  # she deleted it, or changed it (or it was hers to begin with)
        try:
            write(rel, files[rel], now)
        except FileChanged:
            continue  # saved by her while Musubi wrote: hers
        written.append(rel)
    return written


def keep_bases(tx: Transaction, folder: str) -> None:
    """The bases written in the transaction ``tx`` where they are still Musubi's: every
    roll-up write keeps them current; a person's edit or deletion stands."""
    write_if_still_ours(tx.vault, tx.repo, render_bases(folder),
                        lambda r, t, e: tx.write(r, t, expected=e))


def adopt_bases(vault: Path, repo: VaultRepo, folder: str, *, fsync: bool = True
                ) -> str | None:
    """The bases of a vault ``musubi init`` adopts, committed as Musubi's own (so later
    roll-ups may keep them current): the commit, or None when there was nothing to write."""
    written = write_if_still_ours(vault, repo, render_bases(folder),
                                  lambda r, t, e: atomic_write(vault / r, t, fsync=fsync,
                                                               expected=e))
    if not written:
        return None
    return repo.commit_paths(written, "musubi init: Obsidian Bases over the library\n", MUSUBI)
