"""The daily reflection tells the day in sentences, without a model: a real vault over a
week, distilled by the heuristics, driven through the lifecycle by `--now`, and read back as a
person reads it: what the day was about, what was decided, which loops went stale, what the
lifecycle promoted; an empty day is one sentence."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import musubi
from hypothesis import given, settings
from hypothesis import strategies as st
from lifecycle_timeline import add, conversation, day

from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.knowledge.rollups import decisions
from musubi_daemon.lifecycle.reflection import Day, covered_day, render_reflection
from musubi_daemon.model import Conversation, Message, StructuredNote

LINK_ONLY = re.compile(r"^(?:- )?\[\[[^\]]+\]\]$")


def talk(cid: str, at: str, title: str, *turns: str) -> Conversation:
    """A conversation of the person's own turns, each answered, on the Trailmap project."""
    msgs = []
    for i, turn in enumerate(turns):
        msgs += [Message(f"{cid}#u{i}", "user", turn, at),
                 Message(f"{cid}#a{i}", "assistant", "Noted, that makes sense.", at)]
    return Conversation(cid, "claude-code", title, "trailmap", at, at, f"test:{cid}", msgs)


def run(job: str, now: str) -> dict[str, Any]:
    args = ["lifecycle", "run", job, "--now", now, "--json"]
    if job in ("maturation", "synthesis"):
        args.append("--only-heuristic")
    return json.loads(musubi(*args).stdout)


def reflection(vault: Path, now: str) -> str:
    run("reflection", now)
    return (vault / f"Musubi/reflections/{now[:4]}/{now[:10]}.md").read_text(encoding="utf-8")


def prose(text: str) -> list[str]:
    """The note's lines a person reads: no properties, headings or blank lines."""
    body = text.split("\n---\n", 1)[1]
    return [line for line in body.split("\n") if line.strip() and not line.startswith("#")]


def test_a_day_reads_as_sentences(home: Path, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    # Ten days before the timeline: a promise about the tile server's certificate.
    add(vault, talk("claude-code:tls", day(-10), "Tile server certificate",
                    "The TLS certificate of the tile server expires at the end of the month.",
                    "We still need to renew the TLS certificate for the tile server."))
    add(vault, *[conversation("bread", i, day(0)) for i in range(3)])
    musubi("distill", "--only-heuristic")
    run("maturation", day(0, 12))
    run("synthesis", day(0, 12))
    add(vault, *[conversation("bread", i, day(2)) for i in range(3, 6)])
    musubi("distill", "--only-heuristic")
    run("maturation", day(2, 12))
    run("synthesis", day(2, 12))
    run("maturation", day(3, 12))

    # The day to read: a decision about the tile cache, and the bread theme promoted.
    add(vault, talk("claude-code:volume", day(5, 10), "Tile cache volume",
                    "Which name should the docker volume of the tile cache have?",
                    "We decided to keep the volume name tile-cache for the docker volume."))
    musubi("distill", "--only-heuristic")
    assert run("promotion", day(5, 12))["counts"]["promoted"] == 1
    text = reflection(vault, day(5, 23))

    lines = prose(text)
    sentences = [line for line in lines if not line.startswith("- ")]
    assert sentences and all(line.endswith(".") for line in sentences), lines
    assert len(sentences) > len(lines) / 2
    assert not [line for line in lines if LINK_ONLY.match(line.strip())], lines

    [decided] = [d for d in json.loads(musubi("decisions", "--json").stdout)
                 if "tile-cache" in d["text"]]
    assert "#^d-" in decided["link"]
    assert f"You decided to keep the volume name tile-cache for the docker volume " \
           f"({decided['link']})." in text

    [loop] = json.loads(musubi("loops", "--json").stdout)
    assert "renew the TLS certificate" in loop["text"]
    assert "One loop has been open for more than a week: " in text
    assert f"({loop['link']}, since 19 February, 15 days)" in text

    [promoted] = [c for c in json.loads(musubi("concepts", "--json").stdout)
                  if c["state"] == "promoted"]
    section = text.split("## Promoted", 1)[1].split("\n## ", 1)[0]
    assert "was promoted" in section and promoted["title"] in section
    assert promoted["promoted_to"] in section  # and where to read it now

    # The first day of bread: the theme the three conversations share, each linked.
    first = reflection(vault, day(0, 23))
    assert "The whole day went to " in first or "Most of the day went to " in first
    assert "(3 conversations: [[" in first
    # The same decision in all three is said once, with each conversation's line linked.
    assert first.count("to feed the starter twice a day with rye flour") == 1
    assert "with rye flour (in 3 conversations: [[" in first

    # A day with nothing in it says so, in one sentence.
    empty = reflection(vault, day(4, 23))
    assert prose(empty) == ["Nothing happened on 5 March: no conversations, no captures and "
                            "no changes to your memory."]


def _note(i: int, texts: list[str]) -> LibraryNote:
    return LibraryNote(id=f"c{i}", path=f"Musubi/conversations/2026/c{i}.md", title=f"Chat {i}",
                       source="claude-code", created="2026-03-05T10:00:00Z",
                       updated="2026-03-05T10:00:00Z",
                       note=StructuredNote(title=f"Chat {i}", summary=f"Talk {i}. More.",
                                           decisions=texts),
                       fm={"distilled_by": "heuristic"})


_DECISION = st.text(st.characters(whitelist_categories=("L", "N"), whitelist_characters=" -."),
                    min_size=3, max_size=40).filter(lambda t: t.strip(" .-"))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(_DECISION, min_size=0, max_size=4), min_size=0, max_size=9))
def test_every_decision_of_the_day_is_linked_exactly_once(per_note: list[list[str]]) -> None:
    library = [_note(i, texts) for i, texts in enumerate(per_note)]
    text = render_reflection("2026-03-05T23:00:00Z", "2026-03-04T23:00:00Z", library, {}, [],
                             [])
    for item in decisions(library):
        assert text.count(item.link) == 1, (item.link, text)


def test_a_busy_day_lists_what_a_sentence_cannot_hold() -> None:
    from musubi_daemon.knowledge.pages import Concept

    library = [_note(i, ["Use SQLite for tiles", "API keys live in .env"][i % 2:i % 2 + 1])
               for i in range(8)]
    sides = {"a": Concept(id="a", title="Tile store on SQLite", synthesis="Use SQLite.",
                          path="Musubi/concepts/A.md", contradicts=["Musubi/concepts/B"],
                          contradiction="open"),
             "b": Concept(id="b", title="Tile store on Postgres", synthesis="Use Postgres.",
                          path="Musubi/concepts/B.md", contradicts=["Musubi/concepts/A"],
                          contradiction="open")}
    text = render_reflection("2026-03-05T23:00:00Z", "2026-03-04T23:00:00Z", library, sides,
                             [], [{"path": "Musubi/x.md", "reason": "bad YAML"}])
    lines = prose(text)
    assert "You had 8 conversations, listed below." in lines
    assert not [line for line in lines if LINK_ONLY.match(line.strip())], lines
    assert "You decided to use SQLite for tiles (in 4 conversations: [[" in text
    assert "that API keys live in .env (in 4 conversations: [[" in text
    assert ("One contradiction is still open, waiting for you to say which side holds: "
            "[[Musubi/concepts/A|Tile store on SQLite]] against "
            "[[Musubi/concepts/B|Tile store on Postgres]].") in lines
    assert "One note could not be read and was skipped: `Musubi/x.md` (bad YAML)." in lines


# --- issue 37: the day a reflection tells ---------------------------------------------------


def _talk(i: int, when: str, decisions: list[str] | None = None) -> LibraryNote:
    return LibraryNote(id=f"d{i}", path=f"Musubi/conversations/2026/d{i}.md", title=f"Talk {i}",
                       source="chatgpt", created=when, updated=when,
                       note=StructuredNote(title=f"Talk {i}", summary=f"Talk {i}.",
                                           decisions=decisions or []),
                       fm={"distilled_by": "heuristic"})


@pytest.fixture
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The person's clock in UTC, so a test's days are the vault's days."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_the_morning_reflection_tells_yesterday_and_says_so(utc: None) -> None:
    library = [_talk(1, "2026-11-25T14:00:00Z"), _talk(2, "2026-11-25T21:30:00Z"),
               _talk(3, "2026-11-26T05:10:00Z")]  # early the next morning: not yesterday's
    day = covered_day("2026-11-26T06:00:00Z")
    assert day.day.isoformat() == "2026-11-25"
    text = render_reflection("2026-11-26T06:00:00Z", "2026-11-25T06:00:00Z", library, {}, [],
                             [], day=day)
    assert "date: 2026-11-25" in text and "# Reflection 2026-11-25" in text
    assert "On 25 November you had 2 conversations" in text
    assert "Talk 1" in text and "Talk 2" in text and "Talk 3" not in text
    # An evening run tells the day so far.
    assert covered_day("2026-11-26T22:00:00Z").day.isoformat() == "2026-11-26"


def test_a_day_of_bulk_import_says_what_it_imported(utc: None) -> None:
    old = [_talk(i, f"{2023 + i // 12}-{i % 12 + 1:02d}-10T09:00:00Z") for i in range(40)]
    today = [_talk(100, "2026-11-25T10:00:00Z")]
    written = {n.path for n in old + today}
    text = render_reflection("2026-11-25T23:00:00Z", "2026-11-24T23:00:00Z", old + today, {},
                             [], [], written)
    assert ("On 25 November you had 1 conversation (1 distilled) and imported 40 older "
            "conversations, from January 2023 to April 2026.") in text
    assert "Talk 100" in text and "Talk 3]]" not in text
    alone = render_reflection("2026-11-25T23:00:00Z", "2026-11-24T23:00:00Z", old, {}, [], [],
                              written)
    assert "On 25 November imported" not in alone
    assert "On 25 November you imported 40 older conversations, from January 2023" in alone


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from([
    "I'll run bump-pydantic first",
    "Agreed, a USB SSD on the Pi 4's USB 3 port is far more durable",
    "ok batches then", "Use SQLite for tiles", "We decided to keep the cache", "Trigram (over GIN)",
    "Hub motor or mid drive?", "2 yes, fix them now", "Keep the ssh though", "maybe later",
]), min_size=1, max_size=8, unique=True))
def test_decisions_are_told_whole_never_as_fragments(texts: list[str]) -> None:
    library = [_talk(i, "2026-11-25T10:00:00Z", [t]) for i, t in enumerate(texts)]
    text = render_reflection("2026-11-25T23:00:00Z", "2026-11-24T23:00:00Z", library, {}, [],
                             [], day=Day(date(2026, 11, 25), "2026-11-25T00:00:00Z",
                                         "2026-11-26T00:00:00Z"))
    section = text.split("## Decisions", 1)[1].split("\n## ", 1)[0]
    glued = re.findall(r"\bto (?:i'll|agreed|ok|2|maybe|hub)\b|\bthat (?:agreed|ok)\b", section,
                       re.IGNORECASE)
    assert not glued, section
    low = section.casefold()
    for t in texts:  # each decision is there, whole: quoted, or as the clause it is
        whole = re.sub(r"^we decided ", "", t.rstrip(".?"), flags=re.IGNORECASE).casefold()
        assert whole in low or quoted_form(t) in section, (t, section)


def quoted_form(text: str) -> str:
    return "“" + " ".join(text.split()).rstrip(" .;:") + "”"


def test_a_capture_after_the_span_of_an_import_is_set_off(utc: None) -> None:
    """"…imported 40 older conversations, from January 2023 to April 2026, and made 1
    capture": the span is an aside, so the capture does not read as part of it."""
    from musubi_daemon.lifecycle.reflection import _overview

    old = [_talk(i, f"{2023 + i // 12}-{i % 12 + 1:02d}-10T09:00:00Z") for i in range(40)]
    said = _overview("2026-11-25", old[:1], [], {}, [], {}, old)
    assert ("you imported 40 older conversations, from January 2023 to April 2026, and made "
            "1 capture.") in said, said
