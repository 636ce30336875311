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
    assert title == "Ledgerly: CI"  # a name all three name (a lower-case term is no name)
    assert synthesis.startswith("Most recently: Replaced passwords. Decided: ")
    assert synthesis.endswith(" 3 conversations, 2026-01-01 to 2026-03-01.")
    assert synthesis.casefold().count("round half to even") == 1
    assert synthesis.count("Replace passwords with magic links") == 1
    assert synthesis.count("Backfill old invoices") == 1 and "Still open:" in synthesis
    assert synthesis.count("Decided:") == 1 and "Left open" not in synthesis


def test_sessions_of_one_project_join_at_a_looser_link_others_do_not() -> None:
    """Three sessions of one project at cosine 0.45 make one cluster (the project link is
    0.40 here, the link 0.60); three chats equally close but of no project, or of three
    projects, make none; a chat of the project's folder far from its sessions stays out."""
    import numpy as np

    from musubi_daemon.lifecycle.jobs import _clusters

    def notes(projects: list[str]) -> list[LibraryNote]:
        return [LibraryNote(id=f"n{i}", path=f"n{i}.md", title=f"n{i}", source="claude-code",
                            created="2026-01-01", updated="2026-01-01", note=None,
                            topics=["Work"], fm={"project": p} if p else {})
                for i, p in enumerate(projects)]

    def at(cos: float, n: int, far: int = 0) -> np.ndarray:
        """``n`` unit vectors pairwise ``cos`` apart, then ``far`` orthogonal to them all."""
        base = np.sqrt(cos) * np.eye(1, n + far + 1, 0)[0]
        rows = [base + np.sqrt(1 - cos) * np.eye(1, n + far + 1, i + 1)[0] for i in range(n)]
        rows += [np.eye(1, n + far + 1, n + 1 + j)[0] for j in range(far)]
        return np.array(rows)

    one = "/home/ana/src/tramline"
    assert _clusters(notes([one, one, one]), at(0.45, 3), 0.60, 0.40) == [[0, 1, 2]]
    assert _clusters(notes(["", "", ""]), at(0.45, 3), 0.60, 0.40) == []
    assert _clusters(notes(["/a", "/b", "/c"]), at(0.45, 3), 0.60, 0.40) == []
    assert _clusters(notes([one, one, one, one]), at(0.45, 3, far=1), 0.60, 0.40) == [[0, 1, 2]]


def test_a_file_the_titles_share_is_no_name_for_a_concept() -> None:
    members = [note(i, f"deploy.sh {what}", "/home/ana/src/trailmap", [], [], "Fixed it.")
               for i, what in enumerate(("fails", "again", "token"), start=1)]
    title, _ = heuristic_concept(members)
    assert title.startswith("Trailmap") and "deploy.sh" not in title


def test_notes_of_no_one_project_are_named_after_what_they_share_not_one_title() -> None:
    """`make demo` titled a concept of three deploy-script chats after one of them, "The
    elevation profile chart is blank for trails with more than 2000 points. Can…": what they
    share ("deploy script") names it."""
    members = [
        LibraryNote(id=f"aider:s{i}", path=f"Musubi/conversations/s{i}.md", title=title,
                    source="aider", created=f"2026-0{i}-01T09:00:00Z",
                    updated=f"2026-0{i}-01T10:00:00Z", fm={"project": project},
                    note=StructuredNote(summary="It failed.", topics=topics))
        for i, (title, project, topics) in enumerate([
            ("The elevation profile chart is blank for trails with more than 2000 points",
             "/home/ana/src/trailmap", ["elevation profile", "deploy script"]),
            ("the deploy script fails, here is the log", "/home/ana/src/ops",
             ["deploy script", "401"]),
            ("I pushed my deploy script with a token in it", "", ["deploy script"]),
        ], start=1)]
    title, _ = heuristic_concept(members)
    assert title == "Deploy script", title
