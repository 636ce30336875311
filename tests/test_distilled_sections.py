"""Distilled sections render into the note and parse back to the same StructuredNote."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from musubi_daemon.model import Conversation, Message, StructuredNote
from musubi_daemon.vault.distilled import (
    frontmatter_for,
    item_id,
    parse_sections,
    render_sections,
)
from musubi_daemon.vault.notes import parse, render

chars = st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"))
item = st.text(chars, min_size=1, max_size=60).map(lambda s: " ".join(s.split())).filter(bool)
items = st.lists(item, max_size=5)


def _conv() -> Conversation:
    return Conversation(
        id="claude-code:s1", source="claude-code", title="Tile cache", project=None,
        created_at="2026-03-01T10:00:00Z", updated_at="2026-03-01T10:05:00Z", source_ref="f",
        messages=[Message(id="claude-code:s1#u1", role="user", text="## Summary\n- not a fact"),
                  Message(id="claude-code:s1#a1", role="assistant", text="Use HNSW.")])


@settings(max_examples=200, deadline=None)
@given(summary=st.text(chars, max_size=200).map(lambda s: " ".join(s.split())),
       decisions=items, facts=items, actions=items, key_points=items,
       entities=items, topics=items)
def test_sections_round_trip(summary: str, decisions: list[str], facts: list[str],
                             actions: list[str], key_points: list[str], entities: list[str],
                             topics: list[str]) -> None:
    conv = _conv()
    note = StructuredNote(title=conv.title or "", summary=summary, decisions=decisions,
                          facts=facts, actions=actions, key_points=key_points,
                          entities=entities, topics=topics)
    text = render(conv, distilled=render_sections(note),
                  extra_frontmatter=frontmatter_for(note, "heuristic", conv.content_hash()))
    back = parse_sections(text)
    norm = StructuredNote(
        title=note.title, summary=note.summary,
        decisions=[d.strip() for d in decisions], facts=[f.strip() for f in facts],
        actions=[a.strip() for a in actions], key_points=[k.strip() for k in key_points],
        entities=[_linkable(e) for e in entities if _linkable(e)],
        topics=[t for t in topics if t])
    assert back == norm
    assert parse(text) == conv  # the transcript is untouched by the sections above it


def _linkable(name: str) -> str:
    import re

    return " ".join(re.sub(r"[\[\]|#^]", " ", name).split())


def test_sections_are_readable_markdown_and_loops_are_tasks() -> None:
    note = StructuredNote(summary="We chose HNSW. It is fast.", decisions=["Use HNSW"],
                          actions=["Benchmark ef_search"], entities=["Chroma"],
                          topics=["vector search"])
    text = render(_conv(), distilled=render_sections(note),
                  extra_frontmatter=frontmatter_for(note, "openai/qwen", "h"))
    assert "## Summary\n\nWe chose HNSW. It is fast.\n" in text
    loop_id = item_id("actions", "Benchmark ef_search")
    decision_id = item_id("decisions", "Use HNSW")
    assert f"## Open loops\n\n- [ ] Benchmark ef_search ^{loop_id}\n" in text
    assert f"## Decisions\n\n- Use HNSW ^{decision_id}\n" in text
    assert "entities:\n- '[[Chroma]]'\n" in text
    # The distiller's labels are plain keywords: no dangling links; `topics` is the map's.
    assert "keywords:\n- vector search\n" in text and "topics: []" in text
    assert text.index("## Summary") < text.index("## Transcript")
    # A person ticks the loop and deletes a wrong decision: that is what parses back.
    edited = text.replace("- [ ] Benchmark", "- [x] Benchmark").replace(
        f"- Use HNSW ^{decision_id}\n", "")
    back = parse_sections(edited)
    assert back is not None and back.decisions == [] and back.actions == ["Benchmark ef_search"]
    assert back.done == ["Benchmark ef_search"]
    # A ticked loop renders ticked again, under the same block id.
    assert f"- [x] Benchmark ef_search ^{loop_id}" in render_sections(back)


def test_block_ids_follow_the_words_not_the_position() -> None:
    a = item_id("decisions", "Use HNSW")
    assert a == item_id("decisions", "  use   hnsw ") and a != item_id("decisions", "Use IVF")
    assert a.startswith("d-") and item_id("actions", "Use HNSW").startswith("l-")


def test_a_note_never_distilled_has_no_sections() -> None:
    assert parse_sections(render(_conv())) is None
