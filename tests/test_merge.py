"""The structural merge, by its invariants: whatever a person does to a note and whatever
Musubi's jobs change in it, no text of the person's is lost, every message is there once and in
order, callouts never nest and never repeat, and merging again changes nothing."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.bench.merge import MUSUBI_CHANGES, PERSON_EDITS, Musubi, Person, Source, say
from musubi_daemon.vault.merge import merge_note
from musubi_daemon.vault.notes import parse, read_frontmatter
from musubi_daemon.vault.renders import recover_render
from musubi_daemon.vault.structure import CALLOUT_MARK, parse_doc

ROUNDS = st.lists(st.tuples(st.lists(st.sampled_from(PERSON_EDITS), max_size=3),
                            st.lists(st.sampled_from(MUSUBI_CHANGES), max_size=3)),
                  min_size=1, max_size=6)


def check(text: str, src: Source, person: Person) -> None:
    for mark in person.marks:
        assert mark in text, f"the person's {mark} was lost:\n{text}"
    doc = parse_doc(text)
    assert doc.text == text
    keys = [s.key for s in doc.messages()]
    assert keys == [src.message_key(i) for i in range(len(src.texts))], "messages once, in order"
    for seg in doc.callouts():
        assert CALLOUT_MARK not in seg.body.split("\n", 1)[-1], f"a nested callout:\n{text}"
    counts = Counter(s.key for s in doc.callouts())
    assert all(n == 1 for n in counts.values()), f"two callouts for one unit: {counts}"
    if src.summary:
        assert "h2:Summary" in doc.units(), "Musubi's summary is outside any callout"
    if not person.broken:
        conv = parse(text)
        assert read_frontmatter(text)["messages"] == len(keys) == len(conv.messages)
        for i, message in enumerate(conv.messages):
            if src.message_key(i) not in person.touched:
                assert src.texts[i] in message.text


def rounds_of_merges(seed: int, rounds: list, *, rebuilt: bool) -> None:
    """The person's edits and Musubi's changes, round after round, each merged against
    Musubi's kept render, or (``rebuilt``, as after a lost cache) against the render rebuilt
    from what git holds: the file before each of Musubi's commits and what it committed."""
    rng = random.Random(seed)
    src = Source(texts=[say(0, rng), say(1, rng), say(2, rng)])
    person, musubi = Person(rng), Musubi(rng)
    base = text = src.render()
    for edits, changes in rounds:
        for edit in edits:
            text = person.edit(text, edit, src)
        before = text  # what the person's commit holds, just before Musubi's
        musubi.touched.clear()
        for change in changes:
            musubi.change(src, change)
        theirs = src.render()
        result = merge_note(text, base, theirs)
        both = person.touched & musubi.touched - {"items", "summary"}
        if not both and not person.broken:
            assert result.conflicts == 0, f"a conflict no one made:\n{result.text}"
        text = result.text
        base = recover_render(before, base, text) if rebuilt else result.base
        check(text, src, person)
        again = merge_note(text, base, theirs)
        assert again.text == text and again.conflicts == 0, "merging again changed the note"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), ROUNDS)
def test_every_edit_and_every_message_survive_every_merge(seed: int, rounds: list) -> None:
    rounds_of_merges(seed, rounds, rebuilt=False)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab #>-[]!`*\n^m0%:")), max_size=300))
def test_any_text_splits_into_segments_and_joins_back_exactly(body: str) -> None:
    for text in (body, "---\ntitle: x\n---\n" + body, "---\na: 1\n---\n## Transcript\n" + body):
        assert parse_doc(text).text == text


def test_a_line_at_the_end_stays_below_the_new_messages() -> None:
    """The first defect a new user met: three ingests, three callouts, hidden messages."""
    rng = random.Random(1)
    src = Source(texts=[say(0, rng), say(1, rng)])
    base = src.render()
    text = base + "\nMy own line at the end.\n"
    for _ in range(3):
        src.texts += [say(len(src.texts), rng), say(len(src.texts) + 1, rng)]
        result = merge_note(text, base, src.render())
        assert result.conflicts == 0
        text, base = result.text, result.base
    assert "musubi-conflict" not in text
    assert text.endswith("\n\nMy own line at the end.\n")
    assert [m.text.split("\n")[0] for m in parse(text).messages] == src.texts
    assert read_frontmatter(text)["messages"] == 8


def test_a_line_above_the_transcript_lets_the_sections_in() -> None:
    rng = random.Random(2)
    src = Source(texts=[say(0, rng), say(1, rng)])
    base = src.render()
    text = base.replace("\n## Transcript\n", "\nMy note: ship this first.\n\n## Transcript\n")
    Musubi(rng).distill(src)
    result = merge_note(text, base, src.render())
    assert result.conflicts == 0
    head = result.text.split("## Transcript")[0]
    assert "## Summary" in head and "## Open loops" in head and "musubi-conflict" not in head
    assert head.rstrip().endswith("My note: ship this first.")


def test_both_sides_changing_one_message_gives_one_callout_however_often() -> None:
    rng = random.Random(3)
    src = Source(texts=[say(0, rng), say(1, rng)])
    base = src.render()
    text = base.replace(src.texts[1], "Mine, not the tool's.")
    for n in range(5):
        src.texts[1] = f"The tool rewrote it, take {n}."
        src.texts.append(say(len(src.texts), rng))
        result = merge_note(text, base, src.render())
        assert result.conflicts == 1
        text, base = result.text, result.base
        assert text.count(CALLOUT_MARK) == 1
        assert "Mine, not the tool's." in text and f"take {n}." in text
    conv = parse(text)
    assert conv.messages[1].text == "Mine, not the tool's."  # the callout is no message text
    assert len(conv.messages) == len(src.texts)
    # The person takes Musubi's version: the callout has done its work and goes.
    text = text.replace("Mine, not the tool's.", "The tool rewrote it, take 4.")
    result = merge_note(text, base, src.render())
    assert CALLOUT_MARK not in result.text and result.conflicts == 0


def test_a_ticked_loop_and_a_new_distillation_merge_item_by_item() -> None:
    rng = random.Random(4)
    src = Source(texts=[say(0, rng), say(1, rng)], summary="About tiles.",
                 decisions=["Version the style"], loops=["Purge the CDN", "Check hut hours"])
    base = src.render()
    text = base.replace("- [ ] Purge the CDN", "- [x] Purge the CDN")
    src.decisions.append("Keep the volume")
    result = merge_note(text, base, src.render())
    assert result.conflicts == 0
    assert "- [x] Purge the CDN" in result.text and "- Keep the volume" in result.text
    assert "musubi-conflict" not in result.text


def test_broken_properties_are_kept_then_merged_once_fixed() -> None:
    rng = random.Random(5)
    src = Source(texts=[say(0, rng), say(1, rng)])
    base = src.render()
    text = base.replace("\n---\n", "\nbroken: [unclosed\n---\n", 1)
    src.texts.append(say(2, rng))
    result = merge_note(text, base, src.render())
    assert "broken: [unclosed" in result.text and result.conflicts == 1
    assert result.text.count(CALLOUT_MARK) == 1  # Musubi's properties, proposed once
    assert len(parse_doc(result.text).messages()) == 3
    fixed = result.text.replace("\nbroken: [unclosed\n", "\n", 1)
    src.texts.append(say(3, rng))
    again = merge_note(fixed, result.base, src.render())
    assert read_frontmatter(again.text)["messages"] == 4
    assert CALLOUT_MARK not in again.text  # the proposal is no longer needed


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), ROUNDS)
def test_a_base_rebuilt_from_the_commits_keeps_every_edit(seed: int, rounds: list) -> None:
    """As after a lost cache, at every round: the person's edits, every message once and in
    order, no conflict nobody made, and merging again changes nothing."""
    rounds_of_merges(seed, rounds, rebuilt=True)
