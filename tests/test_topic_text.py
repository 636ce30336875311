"""What places a note on the topic map: its title and the person's first message, read from
the note as written, not its distilled parts (which move with every change to the distiller)."""

from __future__ import annotations

from pathlib import Path

from musubi_daemon.knowledge.library import read_library
from musubi_daemon.model import Conversation, Message, StructuredNote
from musubi_daemon.vault.notes import render


def _note(vault: Path, name: str, turns: list[tuple[str, str]], title: str) -> None:
    conv = Conversation(
        id=f"chatgpt-export:{name}", source="chatgpt-export", title=title, project=None,
        created_at="2026-03-01T10:00:00Z", updated_at="2026-03-01T10:30:00Z",
        source_ref=name, messages=[Message(id=f"{name}#{i}", role=r, text=t,  # type: ignore[arg-type]
                                           created_at="2026-03-01T10:00:00Z")
                                   for i, (r, t) in enumerate(turns)])
    folder = vault / "Musubi" / "conversations" / "chatgpt-export"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.md").write_text(render(conv), encoding="utf-8")


def test_the_map_reads_the_persons_first_message_without_headers_or_the_reply(
        tmp_path: Path) -> None:
    _note(tmp_path, "a", [
        ("user", "our sourdough starter smells of acetone.\n\nis it dead or just hungry?"),
        ("assistant", "It is hungry, not dead: feed it twice a day for three days."),
        ("user", "ok feeding it now"),
    ], "Starter smells of acetone")
    [n] = read_library(tmp_path, "Musubi", [])
    assert n.ask == "our sourdough starter smells of acetone. is it dead or just hungry?"
    assert n.map_text() == f"Starter smells of acetone. {n.ask}"
    # The distilled summary says how it ended; the map stays where the question put it.
    n.note = StructuredNote(summary="Decided: feed twice a day.")
    assert n.map_text() == f"Starter smells of acetone. {n.ask}"


def test_a_note_the_person_never_wrote_in_is_placed_by_what_it_holds(tmp_path: Path) -> None:
    _note(tmp_path, "b", [("assistant", "Here is the weekly digest of your reading list.")],
          "Weekly digest")
    [n] = read_library(tmp_path, "Musubi", [])
    assert n.ask == ""
    assert n.map_text() == n.topic_text()
    assert "weekly digest of your reading list" in n.map_text()


def test_a_new_maps_topic_of_one_note_joins_the_nearest_other() -> None:
    """Project gathering can leave a cluster one note; that note goes where it is near enough,
    unless it is far from every topic or the topic is one the person named."""
    import numpy as np

    from musubi_daemon.knowledge.topic_build import TopicPlan, _fold_lone
    from musubi_daemon.knowledge.topics import Topic

    def unit(*v: float) -> np.ndarray:
        a = np.array(v, dtype=float)
        return a / np.linalg.norm(a)

    big = Topic("topic:trailmap", "Trailmap", vector=unit(1, 0, 0), given="Trailmap")
    lone = Topic("topic:colours", "Colours", vector=unit(0.8, 0.6, 0), given="Colours")
    far = Topic("topic:bread", "Bread", vector=unit(0, 0, 1), given="Bread")
    hers = Topic("topic:mine", "My own page", vector=unit(0, 1, 0), given="Mine")
    active = [big, lone, far, hers]
    matrix = np.stack([t.vector for t in active if t.vector is not None])
    vectors = np.stack([unit(1, 0.1, 0), unit(1, 0, 0.1), unit(0.9, 0.3, 0),
                        unit(0.8, 0.6, 0), unit(-0.2, 0, 1), unit(0, 1, 0)])
    notes = [type("N", (), {"id": f"n{i}"})() for i in range(6)]
    plan = TopicPlan(topics={t.id: t for t in active}, assignment={
        "n0": ("topic:trailmap", 0.9), "n1": ("topic:trailmap", 0.9),
        "n2": ("topic:trailmap", 0.9), "n3": ("topic:colours", 1.0),
        "n4": ("topic:bread", 0.9), "n5": ("topic:mine", 1.0)})
    _fold_lone(plan, notes, vectors, active, matrix)  # type: ignore[arg-type]
    assert plan.assignment["n3"][0] == "topic:trailmap"  # near enough: joins it
    assert plan.assignment["n4"][0] == "topic:bread"  # far from every other topic: stays
    assert plan.assignment["n5"][0] == "topic:mine"  # the person renamed it: stays
