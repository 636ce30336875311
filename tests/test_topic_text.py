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
