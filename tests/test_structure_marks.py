"""The split of a note into units reads the part above the transcript once, block rules only.

Every note is split on each write (its own, the merge's three versions, a check of what is on
disk), so ``parse_doc`` skips markdown-it's inline pass and parses the lines above the
transcript heading once. The property: for any page of headings, quotes, callouts, fences,
lists, HTML and transcript headings in any order, the segments are those of the full two-pass
reading it replaced, and they join back to the note byte for byte."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from musubi_daemon.vault import structure
from musubi_daemon.vault.structure import TRANSCRIPT_HEADING, parse_doc

_FULL = MarkdownIt("commonmark")  # block and inline passes, as the reading before


def _reference_marks(lines: list[str]) -> dict[int, tuple[str, str | None]]:
    """The marks as read with the inline pass, one parse per call (the reading before)."""
    return structure._marks(lines, _FULL)


def _reference_split(lines: list[str]) -> tuple[int | None, dict[int, tuple[str, str | None]]]:
    at = next((i for i, line in enumerate(lines) if line == TRANSCRIPT_HEADING
               and _reference_marks(lines[: i + 1]).get(i, ("",))[0] == "heading"), None)
    return at, _reference_marks(lines if at is None else lines[:at])


LINE = st.sampled_from([
    "", "## Summary", "# Title", "## Key points", "### Deeper", "Setext title", "===", "---",
    TRANSCRIPT_HEADING, "  ## Transcript", "```", "```python", "~~~", "    indented code",
    "> quoted", "> [!info] Conversation", "> [!musubi-conflict] Musubi's version %%h2:Summary%%",
    "> more of the quote", "- a list item", "  - nested", "1. first", "<div>", "</div>",
    "<!-- a comment", "-->", "Plain text with *emphasis* and `code`", "[ref]: https://x.y",
    "**User** %%claude%% ^m-0a1b2c3d", "Hello there", "## **Bold** heading", "##", "## ",
    "| a | b |", "+ other list", "Ana's own line",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(LINE, max_size=30))
def test_the_marks_above_the_transcript_are_those_of_the_full_reading(lines: list[str]) -> None:
    assert structure._transcript_at(lines) == _reference_split(lines)


@settings(max_examples=150, deadline=None)
@given(st.lists(LINE, max_size=30))
def test_a_note_splits_into_segments_that_join_back_byte_for_byte(lines: list[str]) -> None:
    text = "---\nmusubi_id: x\n---\n" + "\n".join(lines) + "\n"
    assert parse_doc(text).text == text


def test_a_heading_in_a_fence_above_the_transcript_starts_no_unit() -> None:
    text = ("---\nmusubi_id: x\n---\n## Summary\n\n```\n## Not a heading\n" + TRANSCRIPT_HEADING
            + "\n```\n\nAna's line.\n\n" + TRANSCRIPT_HEADING + "\n\n"
            "**User** %%claude%% ^m-0a1b2c3d\n\nHi\n")
    doc = parse_doc(text)
    assert list(doc.units()) == ["h2:Summary", "transcript", "m-0a1b2c3d"]
    assert "## Not a heading" in doc.units()["h2:Summary"].body
    assert doc.text == text
