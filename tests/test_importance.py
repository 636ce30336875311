"""Importance without a model: a decision acted on reaches the promotion gate, a decision only
discussed stays below it, chatter stays below routine. Real notes, distilled by the heuristic
distiller and scored by the real maturation job."""

from __future__ import annotations

import json
from pathlib import Path

from cli_helpers import musubi
from hypothesis import given
from hypothesis import strategies as st
from lifecycle_timeline import add

from musubi_daemon import config as C
from musubi_daemon.knowledge.actions import action_evidence
from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.lifecycle.importance import heuristic_importance
from musubi_daemon.model import Conversation, Message, StructuredNote, ToolCall
from musubi_daemon.vault.notes import read_frontmatter

AT = "2026-03-01T09:00:00Z"
DECISION = ("The tile cache goes cold after every deploy. We decided to warm the tile cache "
            "from the access log before traffic switches over.")


def _conv(name: str, msgs: list[Message]) -> Conversation:
    cid = f"claude-code:{name}"
    return Conversation(cid, "claude-code", name.replace("-", " ").capitalize(), "trailmap",
                        AT, AT, f"test:{cid}", msgs)


def _acted() -> Conversation:
    edit = ToolCall("t1", "Edit", {"file_path": "deploy/warm.py", "new_string": "warm()"})
    return _conv("cache-warming-acted", [
        Message("a#u", "user", DECISION, AT),
        Message("a#a", "assistant", "I'll add the warm-up step to the deploy script.", AT,
                tool_calls=[edit]),
        Message("a#u2", "user", "Looks right.", AT),
        Message("a#a2", "assistant", "The deploy script now warms the cache first.", AT)])


def _discussed() -> Conversation:
    return _conv("cache-warming-discussed", [
        Message("d#u", "user", DECISION, AT),
        Message("d#a", "assistant", "That would avoid the cold start; worth trying.", AT),
        Message("d#u2", "user", "Let's see next week.", AT),
        Message("d#a2", "assistant", "Sure.", AT)])


def _chatter() -> Conversation:
    return _conv("thanks", [Message("c#u", "user", "Thanks, that was all.", AT),
                            Message("c#a", "assistant", "You're welcome.", AT)])


def test_a_decision_acted_on_reaches_the_gate_and_chatter_stays_low(vault: Path) -> None:
    add(vault, _acted(), _discussed(), _chatter())
    musubi("distill", "--only-heuristic")
    report = json.loads(musubi("lifecycle", "run", "maturation", "--now",
                               "2026-03-01T12:00:00Z", "--json", "--only-heuristic").stdout)
    assert report["counts"]["matured"] == 3

    def importance(word: str) -> int:
        hits = [p for p in (vault / "Musubi" / "conversations").rglob("*.md") if word in p.name]
        assert len(hits) == 1, hits
        return int(read_frontmatter(hits[0].read_text(encoding="utf-8"))["importance"])

    assert importance("acted") >= C.PROMOTION_IMPORTANCE
    assert importance("discussed") < C.PROMOTION_IMPORTANCE
    assert importance("Thanks") < C.IMPORTANCE_ROUTINE


def test_action_evidence_reads_changing_tools_and_reports_of_work_done() -> None:
    body = ("**Assistant** ^m-1\n\n> [!tool]- Read %%{\"id\": \"1\"}%%\n> ```json\n"
            "> {\"path\": \"done.py\"}\n> ```\n\n> [!tool]- Bash %%{\"id\": \"2\"}%%\n"
            "\nI ran into a wall, then fixed the test.")
    assert action_evidence(body) == ["tool: Bash", "said: fixed"]
    assert action_evidence("We ran into trouble and talked it through.") == []


_NOTES = st.builds(StructuredNote, decisions=st.lists(st.just("Use SQLite"), max_size=1),
                   facts=st.lists(st.just("Tiles are PNG"), max_size=1),
                   actions=st.lists(st.just("Write the migration"), max_size=1),
                   done=st.lists(st.just("Write the migration"), max_size=1))


def _note(note: StructuredNote | None, messages: int, acted: list[str]) -> LibraryNote:
    return LibraryNote(id="c", path="Musubi/conversations/c.md", title="c", source="x",
                       created=AT, updated=AT, note=note, fm={"messages": messages},
                       acted=acted)


@given(_NOTES, st.integers(0, 40))
def test_acting_never_lowers_importance_and_it_stays_on_the_scale(
        note: StructuredNote, messages: int) -> None:
    talked = heuristic_importance(_note(note, messages, []))
    acted = heuristic_importance(_note(note, messages, ["tool: Edit"]))
    assert 1 <= talked <= acted <= C.IMPORTANCE_HEURISTIC_MAX
    if not note.decisions:
        assert talked < C.PROMOTION_IMPORTANCE or note.facts or note.actions or messages >= 6
    if note.decisions:
        assert acted >= C.PROMOTION_IMPORTANCE
