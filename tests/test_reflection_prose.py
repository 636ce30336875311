"""The daily reflection tells the day in sentences, without a model: a real vault over a
week, distilled by the heuristics, driven through the lifecycle by `--now`, and read back as a
person reads it: what the day was about, what was decided, which loops went stale, what the
lifecycle promoted; an empty day is one sentence."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from cli_helpers import musubi
from hypothesis import given, settings
from hypothesis import strategies as st
from lifecycle_timeline import add, conversation, day

from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.knowledge.rollups import decisions
from musubi_daemon.lifecycle.reflection import render_reflection
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
