"""A concept's title and synthesis without a model, as a person reads them on its page: what
the notes share, over what span, what was decided and what is still open, each said once."""

from __future__ import annotations

from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.lifecycle.judge import heuristic_concept
from musubi_daemon.model import StructuredNote


def note(i: int, title: str, project: str, decisions: list[str], actions: list[str],
         summary: str) -> LibraryNote:
    return LibraryNote(
        id=f"claude-code:s{i}", path=f"Musubi/conversations/s{i}.md", title=title,
        source="claude-code", created=f"2026-0{i}-01T09:00:00Z",
        updated=f"2026-0{i}-01T10:00:00Z", fm={"project": project},
        note=StructuredNote(summary=summary, decisions=decisions, actions=actions,
                            entities=["CI", "Postgres"], topics=["billing"]))


def test_a_projects_sessions_are_named_after_it_and_told_once() -> None:
    members = [
        note(1, "Currency rounding bug", "/home/ana/src/ledgerly",
             ["Round half to even in invoices"], ["Backfill old invoices"],
             "Fixed rounding in invoices. Decided: Round half to even in invoices."),
        note(2, "Flaky test in CI", "/home/ana/src/ledgerly",
             ["round half to even in invoices.", "Cache pip downloads in CI"], [],
             "Made the CI job faster."),
        note(3, "Magic link login", "/home/ana/src/ledgerly",
             ["Replace passwords with magic links"], ["Backfill old invoices"],
             "Replaced passwords. Decided: Replace passwords with magic links. Left open: x."),
    ]
    title, synthesis = heuristic_concept(members)
    assert title == "Ledgerly: billing"  # the term all three name, first by name on a tie
    assert synthesis.startswith("3 conversations from 2026-01-01 to 2026-03-01. "
                                "Most recently: Replaced passwords.")
    assert synthesis.casefold().count("round half to even") == 1
    assert synthesis.count("Replace passwords with magic links") == 1
    assert synthesis.count("Backfill old invoices") == 1 and "Still open:" in synthesis
    assert synthesis.count("Decided:") == 1 and "Left open" not in synthesis
