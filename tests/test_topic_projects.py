"""A code project is a grouping of its own: its sessions share a topic named after it, while a
folder every session runs in (the home folder) spreads over the subjects it holds. Real
placement path (plan_topics), with vectors laid out so each case says what it is about."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.knowledge.topic_build import plan_topics, project_name
from musubi_daemon.model import StructuredNote

AT = "2026-03-01T09:00:00Z"
DIM = 8


def _axis(i: int, wobble: float = 0.0) -> np.ndarray:
    v = np.zeros(DIM)
    v[i] = 1.0
    v[(i + 1) % DIM] = wobble
    return v / np.linalg.norm(v)


def _note(i: int, title: str, project: str | None) -> LibraryNote:
    fm = {"project": project} if project else {}
    return LibraryNote(id=f"c{i}", path=f"Musubi/conversations/c{i}.md", title=title,
                       source="claude-code", created=AT, updated=AT, fm=fm,
                       note=StructuredNote(title=title), gist=title)


def _embed(texts: list[str]) -> np.ndarray:
    return np.ones((len(texts), DIM))


def _plan(rows: list[tuple[str, str | None, int]]):
    notes = [_note(i, title, project) for i, (title, project, _) in enumerate(rows)]
    vectors = np.stack([_axis(axis, 0.05 * (i % 3)) for i, (_, _, axis) in enumerate(rows)])
    return notes, plan_topics(notes, vectors, {}, {}, {}, _embed, None)


def test_a_projects_sessions_share_one_topic_named_after_it() -> None:
    """Four kargo-api sessions, one of them about the database: they stay together, on a
    topic called Kargo-api, not split off to the database chats."""
    rows = [("Rate limiter for the tracking endpoint", "/home/ana/src/kargo-api", 0),
            ("Webhook retries", "/home/ana/src/kargo-api", 0),
            ("OpenAPI spec cleanup", "/home/ana/src/kargo-api", 0),
            ("Index on shipments table", "/home/ana/src/kargo-api", 1),
            ("Postgres vacuum settings", None, 1), ("Postgres replica lag", None, 1),
            ("Postgres upgrade plan", None, 1), ("Postgres backups", None, 1),
            ("Sourdough hydration", None, 2), ("Sourdough starter", None, 2),
            ("Sourdough scoring", None, 2), ("Sourdough rye", None, 2)]
    notes, plan = _plan(rows)
    names = {n.id: plan.topics[plan.assignment[n.id][0]].name for n in notes}
    kargo = {names[f"c{i}"] for i in range(4)}
    assert kargo == {"Kargo-api"}, names
    assert not {names[f"c{i}"] for i in range(4, 12)} & {"Kargo-api"}


def test_a_folder_of_every_subject_is_not_gathered() -> None:
    """Sessions all run in the home folder spread over what they are about."""
    rows = [(f"{subject} {j}", "/home/ana", axis)
            for axis, subject in enumerate(["Sourdough", "Kubernetes", "Taxes"])
            for j in range(4)]
    notes, plan = _plan(rows)
    topics = {plan.assignment[n.id][0] for n in notes}
    assert len(topics) == 3
    assert all(plan.topics[t].name.casefold() != "ana" for t in topics)


def test_an_everyday_run_puts_a_new_session_where_its_project_is() -> None:
    rows = [("Rate limiter", "/src/kargo-api", 0), ("Webhooks", "/src/kargo-api", 0),
            ("Spec cleanup", "/src/kargo-api", 0), ("Postgres vacuum", None, 1),
            ("Postgres lag", None, 1), ("Postgres upgrade", None, 1)]
    notes, plan = _plan(rows)
    home = plan.assignment["c0"][0]
    new = _note(9, "Shipments index", "/src/kargo-api")
    vectors = np.stack([*(_axis(a) for _, _, a in rows), _axis(1)])
    previous = {n.id: (plan.assignment[n.id][0], n.topic_hash(), plan.assignment[n.id][1])
                for n in notes}
    stored = {t.id: (t.origin, t.vector.astype(np.float32).tobytes())
              for t in plan.topics.values() if t.vector is not None}
    again = plan_topics([*notes, new], vectors, plan.topics, stored, previous, _embed, None)
    assert again.assignment["c9"][0] == home
    assert {again.assignment[n.id][0] for n in notes} == {plan.assignment[n.id][0]
                                                          for n in notes}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["/home/ana/src/kargo-api", "C:\\Users\\ana\\src\\kargo-api\\",
                        "[[Kargo-API]]", "[[kargo-api|Kargo]]", "kargo-api"]))
def test_a_project_is_known_by_its_name_wherever_it_was_run(where: str) -> None:
    assert project_name(_note(0, "x", where)) == "kargo-api"
