"""The heuristic distiller: what it takes from a transcript, what it must never take, and speed.

Conversations are written by hand so each assertion names the sentence it is about; the example
histories then check that every real source format distils without error and within a budget.
"""

from __future__ import annotations

import copy
import re
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from musubi_daemon.config import (
    HEURISTIC_MAX_DECISIONS,
    HEURISTIC_MAX_ENTITIES,
    HEURISTIC_MAX_FACTS,
    HEURISTIC_MAX_ITEM_CHARS,
    HEURISTIC_MAX_ITEMS,
    HEURISTIC_MAX_TOPICS,
    HEURISTIC_TITLE_CHARS,
)
from musubi_daemon.distill.heuristic import heuristic_note
from musubi_daemon.index.query import STOPWORDS
from musubi_daemon.model import Conversation, Message, StructuredNote, ToolCall
from musubi_daemon.sources import SourceEnv, get_adapter

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"
EXAMPLE_INPUTS = [
    ("claude-code", EXAMPLES / "claude-code"),
    ("chatgpt-export", EXAMPLES / "chatgpt-export"),
    ("claude-export", EXAMPLES / "claude-export"),
    ("cursor", EXAMPLES / "cursor" / "User"),
    ("antigravity", EXAMPLES / "antigravity" / "antigravity-cli"),
    ("codex", EXAMPLES / "codex"),
    ("gemini-cli", EXAMPLES / "gemini-cli"),
    ("aider", EXAMPLES / "aider" / "trailmap"),
]
LIST_FIELDS = ("key_points", "entities", "decisions", "facts", "actions", "topics")


def conv(*turns: tuple[str, str] | Message, title: str | None = "Test") -> Conversation:
    """A conversation from (role, text) pairs or ready-made messages."""
    messages = []
    for i, turn in enumerate(turns):
        if isinstance(turn, Message):
            messages.append(turn)
        else:
            messages.append(Message(id=f"test:1#{i}", role=turn[0], text=turn[1]))  # type: ignore[arg-type]
    return Conversation(id="test:1", source="test", title=title, project=None,
                        created_at="2026-01-01T00:00:00Z", updated_at="2026-01-01T00:00:00Z",
                        source_ref="test", messages=messages)


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?…])\s+", text.strip()) if s]


def check_caps(note: StructuredNote) -> None:
    assert len(note.decisions) <= HEURISTIC_MAX_DECISIONS
    assert len(note.facts) <= HEURISTIC_MAX_FACTS
    assert len(note.actions) <= HEURISTIC_MAX_ITEMS
    assert len(note.key_points) <= HEURISTIC_MAX_ITEMS
    assert len(note.entities) <= HEURISTIC_MAX_ENTITIES
    assert len(note.topics) <= HEURISTIC_MAX_TOPICS
    assert note.tags == []
    assert len(note.title) <= HEURISTIC_TITLE_CHARS
    for name in LIST_FIELDS:
        items = getattr(note, name)
        assert all(isinstance(i, str) and i.strip() for i in items), name
        assert len({i.lower() for i in items}) == len(items), f"{name} has duplicates"
    for name in ("key_points", "decisions", "facts", "actions"):
        assert all(len(i) <= HEURISTIC_MAX_ITEM_CHARS for i in getattr(note, name)), name


# --- decisions ------------------------------------------------------------------------------


def test_decisions_are_the_persons_and_a_proposal_counts_once_accepted() -> None:
    """The person's own "we decided" is a decision; the assistant's "let's go with" is a
    proposal, a decision only once the person accepts it (written from the proposal); a question
    and the assistant's "haven't decided" are neither."""
    note = heuristic_note(conv(
        ("user", "We decided to use PostgreSQL for the event store. Should we go with Redis for "
                 "the cache?"),
        ("assistant", "Redis would work. I'd suggest a nightly backup job for the database."),
        ("user", "Agreed, the backup runs at two in the morning."),
        ("assistant", "We haven't decided on the retention period yet."),
    ))
    assert note.decisions[0] == "We decided to use PostgreSQL for the event store."
    assert len(note.decisions) == 2 and "nightly backup job" in note.decisions[1]
    assert not any("Redis" in d or "retention" in d for d in note.decisions)
    check_caps(note)


def test_the_assistant_agreeing_alone_is_no_decision() -> None:
    note = heuristic_note(conv(
        ("user", "Should the Pi boot from the SD card or a USB SSD?"),
        ("assistant", "Agreed, a USB SSD on the Pi 4's USB 3 port is far more durable."),
    ))
    assert note.decisions == []


def test_decision_label_and_user_instruction() -> None:
    note = heuristic_note(conv(
        ("user", "Decision: ship the CLI before the desktop app."),
        ("assistant", "Noted, I will plan around that."),
        ("user", "Actually, use OpenTopoMap tiles instead: no API key needed."),
        ("user", "Keep in mind the map must work offline."),
    ))
    assert sorted(note.decisions) == ["Ship the CLI before the desktop app.",
                                      "Use OpenTopoMap tiles instead: no API key needed"]
    # An opening request that says "use X" is the task itself, not a choice.
    opening = heuristic_note(conv(("user", "Use the GitHub API to list my repositories."),
                                  ("assistant", "Here is a script that does it.")))
    assert opening.decisions == []


def test_the_assistants_settled_statements_are_not_the_persons_decisions() -> None:
    turns: list[tuple[str, str]] = []
    for i in range(6):
        turns.append(("assistant", f"We settled on option {'ABCDEF'[i]} for the widget layout."))
    for name in ("Alpha", "Bravo", "Charlie", "Delta"):
        turns.append(("user", f"We chose the {name} vendor for the payment gateway."))
    note = heuristic_note(conv(*turns))
    assert note.decisions == [f"We chose the {name} vendor for the payment gateway"
                              for name in ("Alpha", "Bravo", "Charlie", "Delta")]


# --- open loops -----------------------------------------------------------------------------


def test_actions_found() -> None:
    note = heuristic_note(conv(
        ("user", "TODO: write the migration script\n\n- [ ] update the README\n"
                 "- [x] rename the config file\n\nRemind me to renew the TLS certificate."),
        ("assistant", "Later I'll add retries to the uploader."),
        ("user", "I need to call the landlord about the lease."),
    ))
    # The person's own; the assistant saying what it will do later is not theirs to do.
    assert note.actions == [
        "Write the migration script",
        "Update the README",
        "Remind me to renew the TLS certificate",
        "I need to call the landlord about the lease",
    ]
    assert not any("rename the config" in a for a in note.actions)  # a checked task is done


def test_actions_keep_the_latest_under_the_cap() -> None:
    turns = [("user", f"TODO: fix flaky test number {n}") for n in
             ("one", "two", "three", "four", "five", "six", "seven")]
    note = heuristic_note(conv(*turns))
    assert note.actions == [f"Fix flaky test number {n}"
                            for n in ("three", "four", "five", "six", "seven")]


def test_assistant_explaining_its_next_move_is_not_an_open_loop() -> None:
    note = heuristic_note(conv(
        ("user", "The build fails on the CI runner."),
        ("assistant", "To fix it we need to pin the compiler version. I need to read the log."),
    ))
    assert note.actions == []


# --- facts ----------------------------------------------------------------------------------


def test_facts_rewritten_to_third_person() -> None:
    note = heuristic_note(conv(
        ("user", "I prefer tabs over spaces. I live in Lisbon. My name is Ana."),
        ("assistant", "Thanks, noted."),
        ("user", "By the way, I always drink my coffee black. I'm allergic to peanuts."),
    ))
    assert note.facts == [
        "Prefers tabs over spaces.",
        "Lives in Lisbon.",
        "Their name is Ana.",
        "Always drinks their coffee black.",
        "Is allergic to peanuts.",
    ]


def test_more_fact_shapes() -> None:
    note = heuristic_note(conv(
        ("user", "I work as a nurse, but that is beside the point."),
        ("user", "I'm based in Porto; the office is elsewhere."),
        ("user", "I use Obsidian for all my notes."),
        ("user", "I never eat meat."),
    ))
    assert note.facts == ["Works as a nurse.", "Is based in Porto.",
                          "Uses Obsidian for all their notes.", "Never eats meat."]


@pytest.mark.parametrize(("said", "facts"), [
    # A lead, a tail and a relative clause are not part of what she is.
    ("also heads up i'm colour-blind so tell me numbers, not the red ones", ["Is colour-blind."]),
    ("i'm vegetarian which makes the kaiseki dinners hard i hear", ["Is vegetarian."]),
    # "if that matters" offers the fact; it supposes nothing.
    ("i have hypothyroidism (take levothyroxine) if that matters",
     ["Has hypothyroidism (take levothyroxine)."]),
    # An age inside a noun phrase, and what she is not left out.
    ("go easy on me, i'm a 67 year old retired electrician, not a programmer",
     ["Works as a retired electrician.", "Is 67."]),
    ("im 29, backend engineer (java/kotlin), 6 yrs exp.",
     ["Is 29.", "Works as a backend engineer (java/kotlin), 6 years of experience."]),
    # A job with its shifts, after an opener.
    ("ok so context: im 38, nurse on night shifts, we live in a tiny flat",
     ["Is 38.", "Works as a nurse on night shifts.", "Lives in a tiny flat."]),
    # Where she is, said on the way.
    ("i volunteer as webmaster for my son's soccer league here in montreal so keep it simple",
     ["Volunteers as webmaster for their son's soccer league in Montreal.",
      "Lives in Montreal."]),
    ("based in berlin.", ["Lives in Berlin."]),
    ("we're in a small 2 bedroom condo in toronto so the baby will be in our room",
     ["Lives in a small 2 bedroom condo in toronto."]),
    # Not facts: what they are doing, where a thing is, a list of repos.
    ("we're flying from vancouver.", []),
    ("i'm on my personal one", []),
    ("here in production it fails every night", []),
    ("its 2am here in prod so lets be quick", []),
    ("we have 3 repos: web (next.js), admin (vite+react), shared-ui", []),
    # What was done once, the task's files and scripts, and "i know myself" are no facts.
    ("i did 17 by hand this year", []),
    ("I'm 52 and did java for 20 years", ["Is 52.", "Did java for 20 years."]),
    ("i have a janky script that copies our photos every night", []),
    ("i have a jobs.csv (date, client, words, rate)", []),
    ("i know myself, ill spend 3 months on a settings page otherwise", []),
    ("has to be nut free, and most bakeries here cant promise that", []),
    # Names that are not ASCII, a reason after "bc", a longer span, a pet adopted, an age in
    # brackets and a spouse's age after her own.
    ("my partner lucía is from valencia and when we visit her family i just smile",
     ["Partner lucía is from valencia."]),
    ("mostly brazilian stuff bc im from belo horizonte", ["Is from belo horizonte."]),
    ("been a staff accountant at harlow & pike for 4 years.",
     ["Has been a staff accountant at harlow & pike for 4 years."]),
    ("adopted a greyhound in 2023, shes lovely indoors", ["Adopted a greyhound in 2023."]),
    ("renewing my daughter's passport (she's 8).", ["Daughter is 8."]),
    ("i'm 44, husband's 46, we have 6 months in premium bonds", ["Is 44.", "Husband is 46."]),
    # Set in the weeks ahead: an appointment or an event, not who she is.
    ("i have a system design round next monday for a senior backend role", []),
    ("im best man at my little brother's wedding in 3 weeks", []),
    ("we have a second baby due in april", []),
    # A place of two words; a workplace, a stay and an in-law are not the home.
    ("we're a fintech here in são paulo so latency matters", ["Lives in São Paulo."]),
    ("we're an insurer in frankfurt", ["Works at an insurer in frankfurt."]),
    ("we're on 1.58 i think", []),
    ("i'm in kigali for a friend's wedding", []),
    ("my son-in-law says i should use a systemd timer instead", []),
    ("i'm 52 now", ["Is 52."]),
    # A "we" of work says where she works; an age said alone; what she was, with its when.
    ("we're a freight company in manchester so shipments is the whole business",
     ["Works at a freight company in manchester."]),
    ("(29 years old and grpc still makes me want to cry lol)", ["Is 29."]),
    ("the boiler (12 years old) is making a noise", []),
    ("btw i was an astronomer before i switched to ops, these files are tiny",
     ["Was an astronomer before they switched to ops."]),
    # A mood, and someone else's household. In lower case, "amara" before a verb is not
    # told from a thing ("my dog food is…"), so no name is taken from it.
    ("my wife amara can't be dealing with restic commands", []),
    ("two of them are vegetarian now (my sister and her husband)", []),
    # Her work and her history, in the ways the tune half says them.
    ("my day job is all java so this docker stuff feels like voodoo", ["Day job is all java."]),
    ("being a teacher i cant do anything outside school holidays anyway",
     ["Works as a teacher."]),
    ("i lead a team of 4 and two are juniors", ["Leads a team of 4."]),
    ("only child so it's all on me.", ["Is an only child."]),
    ("migraines with aura since i was like 15.",
     ["Has migraines with aura since they were like 15."]),
    # One of her family named on the way, by what the name stands before; someone not of her
    # family is not hers.
    ("my sister Lucía is getting married in june and i have no idea what to give them",
     ["Has a sister, Lucía."]),
    ("im best man at my little brother tomás's wedding in 3 weeks",
     ["Has a little brother, Tomás."]),
    ("my boss karen's rule is no deploys on friday", []),
    # What she says of them right after the name stays with it: an age, a breed, a birthday.
    ("my dog bruno (4yo lab) keeps licking his paws", ["Has a dog, Bruno (4-year-old lab)."]),
    ("booking a table for 4 on sunday with our son elias (2) and my parents",
     ["Has a son, Elias (2 years old)."]),
    ("planning my daughter maya's 7th bday, june 14. ~15 kids",
     ["Has a daughter, Maya (turns 7 on June 14)."]),
    ("my sister Lucía (not my brother) is hosting", ["Has a sister, Lucía."]),
    # An age in brackets after a thing is the thing's; what "we need" done every night is the
    # task's, not a habit of the household.
    ("our gas boiler is dying (22 years old). house from 1978", []),
    ("we need the monthly usage reports generated every night for every tenant", []),
    # Her work in its full name, whatever else the sentence says.
    ("play console is a whole thing and i'm a physio not an app company lol",
     ["Works as a physiotherapist."]),
    # A child born weeks ago is a newborn when the profile is read months later; a year of
    # birth stays as said.
    ("sorry if im slow, my daughter was born 3 weeks ago", ["Has a newborn daughter."]),
    ("my daughter was born in 2015", ["Daughter was born in 2015."]),
    # Since when, in full words, and only what she said of herself: "staging db isn't mine"
    # is another clause; "here in may" is no town; "my son's league" is still her doing.
    ("i've only been on the platform team since jan and staging db isn't mine",
     ["Has only been on the platform team since January."]),
    ("we moved here in may and honestly the flat is great", ["Moved in May."]),
    ("i only eat fish on fridays", ["Only eats fish on fridays."]),
    ("i volunteer as webmaster for my son's soccer league",
     ["Volunteers as webmaster for their son's soccer league."]),
    # A practice kept up for months; the work of the one she calls "my wife" before "she's".
    ("been learning guitar for 5 months, F barre chord still buzzes",
     ["Has been learning guitar for 5 months."]),
    ("been waiting for 2 months for a reply from them", []),
    ("main worry is my wife. she's a pediatrician here. she'd have to learn dutch",
     ["Wife is a pediatrician."]),
    # Words chat runs together read apart: "weekends" holds no "we", "my mum lives" is the
    # mother, not "Mum lives"; a tail ("tho", "right now") is no part of the fact.
    ("no tablets on school days at all. weekends 1 hour a day", []),
    ("so no walker. my mum lives 10 min away and is retired", ["Mum lives 10 min away.",
                                                             "Mum is retired."]),
    ("no kiln, the studio fires for members. i have a garage tho", ["Has a garage."]),
    ("IELTS General then, I know the format already", []),
    # Studying is no job; chat's short days and "on my own" in full words; a practice since a
    # year.
    ("im a 2nd year student and this is my internship", ["Is a 2nd year student."]),
    ("diy then. i live on my own so nobody else is gonna do it", ["Lives alone."]),
    ("i only work mon-thu so ill add the cron line on monday",
     ["Only works Monday to Thursday."]),
    ("been writing go since 2016 and i still forget chi middleware order lol",
     ["Has been writing go since 2016."]),
    # Her team at work, and how many of them she has, said on the way.
    ("can you review this? (i'm on the payments team at a bank in Lyon)",
     ["Works on the payments team at a bank in Lyon."]),
    ("im on the team", []),
    ("2-bedroom flat, me and my two cats. Movers or rent a van?", ["Has two cats."]),
    ("my two cents: go with the van", []),
    ("beach week in august with the kids (6 and 9). north sea or baltic?",
     ["Has two kids aged 6 and 9."]),
    ("the tests (3, 4) fail on ci", []),
    # How long she has done her work is part of it.
    ("im 31, product designer, 8 years of experience", ["Is 31.",
     "Works as a product designer, 8 years of experience."]),
    # A thing of theirs is no name: "dog food", "dog walker", "partner portal".
    ("our dog food is running low", []),
    ("my dog walker is sick today", []),
    ("our partner portal is down again", []),
    ("my son agreed, he wants pizza tonight", []),
])
def test_facts_said_in_passing(said: str, facts: list[str]) -> None:
    assert heuristic_note(conv(("user", said), ("assistant", "Noted."))).facts == facts


def test_facts_are_capped() -> None:
    cities = ["Lisbon", "Porto", "Braga", "Faro", "Evora", "Coimbra", "Aveiro"]
    note = heuristic_note(conv(*[("user", f"I grew up in {c} near the river.") for c in cities]))
    assert len(note.facts) == min(HEURISTIC_MAX_FACTS, len(cities))
    assert note.facts[0] == "Grew up in Lisbon near the river."


def test_project_state_is_not_a_fact() -> None:
    note = heuristic_note(conv(
        ("user", "I need to fix the login bug. I'm working on the parser. I prefer this approach "
                 "for now. I always get an error when I build the project. I use Vite for this "
                 "repo."),
        ("assistant", "Let me look at the parser."),
    ))
    assert note.facts == []
    assert any(a.startswith("I need to fix the login bug") for a in note.actions)


def test_questions_and_hypotheticals_are_not_facts() -> None:
    note = heuristic_note(conv(
        ("user", "Do I prefer tabs or spaces? I prefer? What if I live in Berlin?"),
    ))
    assert note.facts == []


def test_assistant_tool_and_machine_text_never_give_facts() -> None:
    note = heuristic_note(conv(
        ("user", "Write me a short bio."),
        ("assistant", "I prefer tabs over spaces. I live in the cloud. My name is Claude."),
        Message(id="test:1#2", role="tool", text="I live in Berlin. I prefer dark mode.",
                tool_name="Read"),
        Message(id="test:1#3", role="user", text="I live in Madrid. I prefer short answers.",
                machine=True),
        ("system", "I prefer nothing."),
    ))
    assert note.facts == []


# --- summary, title, key points -------------------------------------------------------------


def test_summary_is_first_request_and_last_conclusion() -> None:
    note = heuristic_note(conv(
        ("user", "Plan a three day hike in the **Dolomites** for late June. Keep climbs under "
                 "1,200 m a day. I have good boots."),
        ("assistant", "Day one goes from Pederu to the Fanes hut. Day two climbs to Lagazuoi."),
        ("user", "Is the Lagazuoi hut open in June?"),
        ("assistant", "Let me check the season dates.\n\n```bash\ncurl https://example.org\n```"),
        ("assistant", "Yes, it opens in early June for the `summer` season. Check the hut's site "
                      "before booking."),
    ))
    assert note.summary == ("Plan a three day hike in the Dolomites for late June. "
                            "Yes, it opens in early June for the summer season.")
    assert len(sentences(note.summary)) <= 2


def test_summary_never_exceeds_two_sentences() -> None:
    long_turns = [("user", "First. Second sentence here. Third one too! " * 20),
                  ("assistant", "One. Two sentences follow here. And three more? Sure. " * 20)]
    note = heuristic_note(conv(*long_turns))
    assert 1 <= len(sentences(note.summary)) <= 2
    assert len(note.summary) <= 2 * HEURISTIC_MAX_ITEM_CHARS + 1


def test_summary_skips_pleasantries_and_narration() -> None:
    note = heuristic_note(conv(
        ("user", "Add a dark basemap option to the settings."),
        ("assistant", "Let me look at the settings panel first."),
        ("assistant", "The dark basemap now follows the system colour scheme."),
        ("user", "Thanks, that's all for today."),
        ("assistant", "You're welcome! Happy to help."),
    ))
    assert note.summary == ("Add a dark basemap option to the settings. "
                            "The dark basemap now follows the system colour scheme.")


def test_title_falls_back_to_the_first_user_line_cut() -> None:
    first = "Find out why the elevation profile shows " + "a very long gain figure " * 6
    note = heuristic_note(conv(("user", first + "\nand more"), ("assistant", "Sure."),
                               title=None))
    assert note.title.startswith("Find out why the elevation profile shows")
    assert note.title.endswith("…") and len(note.title) <= HEURISTIC_TITLE_CHARS
    assert heuristic_note(conv(("user", "Short ask"), title="  Given   title ")).title == \
        "Given title"


def test_key_points_are_dense_assistant_sentences() -> None:
    note = heuristic_note(conv(
        ("user", "Why are my sourdough loaves flat and dense lately?"),
        ("assistant", "Okay. Your kitchen cooled from nineteen to sixteen degrees, which slows "
                      "fermentation noticeably. Feed the starter with warmer water and extend "
                      "the bulk rise by roughly two hours. Done."),
    ))
    assert note.key_points == [
        "Feed the starter with warmer water and extend the bulk rise by roughly two hours."]
    # The conclusion the summary already carries is not repeated as a key point.
    assert note.summary.endswith("Your kitchen cooled from nineteen to sixteen degrees, which "
                                 "slows fermentation noticeably.")
    assert all("Okay" not in k and "Done" not in k for k in note.key_points)


# --- entities and topics --------------------------------------------------------------------


def test_entities() -> None:
    c = conv(
        ("user", "Recorded tracks drift off the trail lines in OpenTopoMap. Plan: snap them."),
        ("assistant", "Let me read the loader.",),
        Message(id="test:1#2", role="assistant", text="",
                tool_calls=[ToolCall("c1", "Read", {"file_path": "src/tracks/load.ts"})]),
        Message(id="test:1#3", role="tool", text="src/tracks/load.ts:1: export function "
                "loadTrack() { return parseGpx(x) }", tool_name="Read"),
        ("assistant", "The loader calls `parseGpx()` and never snaps. Plan: add `snapToTrail()` "
                      "after `parseGpx`. OpenTopoMap lines are the reference. The fix is small."),
        title="Snap GPX points to trails")
    note = heuristic_note(c)
    assert set(note.entities[:3]) == {"parseGpx", "load.ts", "OpenTopoMap"}  # twice each
    assert "GPX" in note.entities  # named in the title, once is enough
    assert "snapToTrail" not in note.entities  # said once
    lowered = {e.lower() for e in note.entities}
    assert not lowered & {"plan", "the", "let", "recorded"}
    assert not lowered & STOPWORDS


def test_entities_capped() -> None:
    names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India",
             "Juliett", "Kilo", "Lima"]
    text = " ".join(f"We met {n} and later {n} again." for n in names)
    note = heuristic_note(conv(("user", text), ("assistant", text)))
    assert len(note.entities) == HEURISTIC_MAX_ENTITIES
    assert note.entities[0] == "Alpha"


def test_topics() -> None:
    note = heuristic_note(conv(
        ("user", "My sourdough starter rises slowly. How do I feed a sourdough starter?"),
        ("assistant", "Feed the sourdough starter twice a day with equal flour and water. A "
                      "warm kitchen helps the starter peak."),
    ))
    assert note.topics[0] == "sourdough starter"
    assert len(note.topics) <= HEURISTIC_MAX_TOPICS
    assert all(t == t.lower() and t not in STOPWORDS for t in note.topics)


def test_a_time_word_is_no_topic_and_names_no_pronoun() -> None:
    """"day" came back in "twice a day" and "three days", and explained the loop's "that":
    "I'll try that tonight and report back (day)"."""
    note = heuristic_note(conv(
        ("user", "my starter smells of acetone, fed it once a day"),
        ("assistant", "Feed it twice a day for three days, then bake a test loaf on day four."),
        ("user", "ok, I'll try that tonight and report back"),
    ))
    assert not any(w in t.split() for t in note.topics for w in ("day", "days", "tonight"))
    assert not any("(day" in a for a in note.actions), note.actions


def test_a_word_said_twice_in_a_row_is_no_topic_and_names_no_pronoun() -> None:
    """A spinner's text pasted back ("loading loading loading") once named the subject every
    "it" of the note was explained by: "I'll write it tonight (loading loading)"."""
    note = heuristic_note(conv(
        ("user", "the spinner prints loading loading loading loading over and over in the "
                 "screen reader. can we add a --plain flag?"),
        ("assistant", "Yes: with --plain the spinner prints loading loading once and the "
                      "final status. I added the --plain flag and a test for the spinner."),
        ("user", "great. the changelog i'll write it tonight"),
    ))
    assert all(len(set(t.split())) == len(t.split()) for t in note.topics), note.topics
    assert not any("loading loading" in item for item in note.actions), note.actions


# --- what must not be invented or read --------------------------------------------------------


def test_nothing_to_extract_gives_empty_lists() -> None:
    note = heuristic_note(conv(("user", "hi"), ("assistant", "Hello! How can I help?")))
    for name in LIST_FIELDS:
        assert getattr(note, name) == [], name
    said = {"hi", "hello", "how", "can", "i", "help"}
    assert set(re.findall(r"\w+", note.summary.lower())) <= said


def test_empty_conversation() -> None:
    note = heuristic_note(conv(title=None))
    assert note == StructuredNote()
    assert heuristic_note(conv(("user", ""), ("assistant", "```\ncode only\n```"))).summary == ""


def test_code_blocks_and_tool_output_are_ignored() -> None:
    code = ("```python\n# TODO: never extract this\n# I prefer spaces over tabs.\n"
            "decision = 'we decided to use Redis'\n```")
    note = heuristic_note(conv(
        ("user", f"Why does this crash on start-up?\n\n{code}"),
        ("assistant", f"The import is circular.\n\n~~~\nLet's go with a rewrite.\n~~~\n\n{code}"),
        Message(id="test:1#2", role="tool", text="TODO: nothing\nWe decided to use Kafka.\n"
                "I live in Oslo.", tool_name="Bash"),
    ))
    assert note.decisions == [] and note.actions == [] and note.facts == []
    assert "```" not in note.summary and "Redis" not in note.summary
    assert note.summary == "Why does this crash on start-up? The import is circular."
    assert not any("TODO" in k or "rewrite" in k for k in note.key_points)


def test_inline_markdown_is_cleaned() -> None:
    note = heuristic_note(conv(
        ("user", "# Heading\n\nPlease **rename** the [config loader](https://example.org/x) "
                 "to `load_config`."),
        ("assistant", "Renamed it to `load_config` and updated *every* caller in the package."),
    ))
    assert note.summary == ("Please rename the config loader to load_config. "
                            "Renamed it to load_config and updated every caller in the package.")


def test_deterministic() -> None:
    c = conv(
        ("user", "We decided to use SQLite. I prefer tabs. TODO: write the schema."),
        ("assistant", "SQLite keeps everything in one file, and the schema fits on a page."),
    )
    first = heuristic_note(c)
    assert heuristic_note(c) == first
    assert heuristic_note(copy.deepcopy(c)) == first
    assert first.decisions and first.facts and first.actions


def test_caps_on_a_crowded_conversation() -> None:
    long = "We decided to keep " + " ".join(["the very long clause"] * 60) + "."
    turns: list[tuple[str, str]] = [("user", long)]
    for i in range(12):
        turns.append(("user", f"We decided to use engine number {i} for batch {i}. TODO: "
                              f"benchmark engine {i}. I prefer engine {i} over the others."))
        turns.append(("assistant", f"Engine{i} and Vendor{i} and Tool{i} work, and Engine{i} "
                                   f"with Vendor{i} and Tool{i} is fastest on large inputs."))
    note = heuristic_note(conv(*turns))
    check_caps(note)
    assert len(note.decisions) == HEURISTIC_MAX_DECISIONS
    assert len(note.actions) == HEURISTIC_MAX_ITEMS
    assert len(note.entities) == HEURISTIC_MAX_ENTITIES
    assert note.decisions[0].endswith("…") and len(note.decisions[0]) <= HEURISTIC_MAX_ITEM_CHARS


def test_typical_conversation_is_fast() -> None:
    turns: list[tuple[str, str]] = []
    for i in range(25):
        turns.append(("user", f"Can you check why the tile cache misses on zoom {i}? I think the "
                              "key includes the timestamp."))
        turns.append(("assistant", "The cache key is built from the URL and the `If-Modified` "
                                   "header, so every request misses. We decided to drop the "
                                   "header from the key. Next step: add a test for zoom "
                                   f"level {i}.\n\n```ts\nconst key = url + header;\n```"))
    c = conv(*turns)
    assert sum(len(m.text) for m in c.messages) > 7000
    heuristic_note(c)
    # CPU time of this thread, as the distill bench times it: another process busy on the
    # same cores (a second test run, a build) is not the distiller being slow.
    start = time.thread_time()
    for _ in range(5):
        heuristic_note(c)
    assert (time.thread_time() - start) / 5 < 0.05


def test_caps_match_the_model_schema() -> None:
    from musubi_daemon.prompts.distill import NOTE_SCHEMA

    limits = {name: spec["maxItems"] for name, spec in NOTE_SCHEMA["properties"].items()
              if spec.get("type") == "array"}
    ours = {"key_points": HEURISTIC_MAX_ITEMS, "decisions": HEURISTIC_MAX_DECISIONS,
            "facts": HEURISTIC_MAX_FACTS, "actions": HEURISTIC_MAX_ITEMS,
            "entities": HEURISTIC_MAX_ENTITIES, "topics": HEURISTIC_MAX_TOPICS}
    for name, cap in ours.items():
        assert cap <= limits[name], name


# --- every example history ------------------------------------------------------------------


def example_conversations() -> list[Conversation]:
    out: list[Conversation] = []
    for name, path in EXAMPLE_INPUTS:
        found = list(get_adapter(name).scan(SourceEnv(home=path, path=path)))
        assert found, f"no example conversations read for {name}"
        out.extend(found)
    return out


@pytest.fixture(scope="module")
def examples() -> list[Conversation]:
    return example_conversations()


def test_every_example_history_distils_within_budget(examples: list[Conversation]) -> None:
    assert {c.source for c in examples} >= {name for name, _ in EXAMPLE_INPUTS}
    start = time.perf_counter()
    notes = [heuristic_note(c) for c in examples]
    assert time.perf_counter() - start < 2.0
    for c, note in zip(examples, notes, strict=True):
        check_caps(note)
        assert not any(f.startswith("User") for f in note.facts), c.id  # the model's form
        if any(m.role == "user" and not m.machine and m.text.strip() for m in c.messages):
            assert note.title and note.summary, c.id
        assert "```" not in note.summary and "\x02" not in note.summary, c.id


def test_example_decision_found(examples: list[Conversation]) -> None:
    wanted = "claude-code:5b0e6f3a-2c47-4d1e-9a8b-0f3e6c1d2a47"
    c = next((c for c in examples if c.id == wanted), None)
    if c is None:
        pytest.skip("example session not present")
    note = heuristic_note(c)
    assert any("use opentopomap tiles instead" in d.lower() for d in note.decisions), \
        note.decisions
    assert "OpenTopoMap" in note.entities
    assert note.facts == []


def test_summary_stays_two_sentences_when_a_unit_ends_one() -> None:
    """"2.18 s." ends a sentence: a lower-case unit is not an initial like "J."."""
    conv = Conversation(
        id="t:units", source="t", title="Elevation latency", project=None,
        created_at="2026-03-16T07:40:20Z", updated_at="2026-03-16T08:07:04Z", source_ref="t",
        messages=[
            Message(id="t:units#1", role="user", text="The elevation endpoint is slow."),
            Message(id="t:units#2", role="assistant",
                    text="Warm requests now take 31 ms instead of 2.18 s. The cache holds at most "
                         "8 decoded tiles."),
        ])
    summary = heuristic_note(conv).summary
    assert summary == ("The elevation endpoint is slow. Warm requests now take 31 ms instead "
                       "of 2.18 s.")


# --- issue 22: decisions as people phrase them, and what must not be taken ------------------

OPTIONS = ("assistant", "Both would work; one is simpler to run, the other faster.")


@pytest.mark.parametrize("said", [
    "Decided: ship the plugin importer first.",
    "We'll go with the plugin importer.",
    "Let's use the plugin importer.",
    "Settled: the plugin importer ships first.",
    "OK, the plugin importer it is.",
    "I chose the plugin importer.",
    "Final answer: the plugin importer.",
    "We agreed to ship the plugin importer.",
    "Switch to the plugin importer instead of the script.",
    "Going with the plugin importer.",
    "We no longer use the script; the plugin importer instead.",
    "Switched from the script to the plugin importer.",
])
def test_decision_phrasings(said: str) -> None:
    note = heuristic_note(conv(("user", "How should the importer ship?"), OPTIONS,
                               ("user", said)))
    assert len(note.decisions) == 1 and "plugin importer" in note.decisions[0], note.decisions


@pytest.mark.parametrize("said", [
    "We could use the plugin importer.",
    "Should we use the plugin importer?",
    "Maybe we'll go with the plugin importer.",
    "Marta chose the plugin importer for her team.",
    "The previous team decided to use the plugin importer.",
    "If we go with the plugin importer, what breaks?",
    "Go ahead.",
    "OK, go ahead, do it.",
])
def test_not_decisions(said: str) -> None:
    note = heuristic_note(conv(("user", "How should the importer ship?"), OPTIONS,
                               ("user", said)))
    assert note.decisions == []


def test_decision_in_a_code_comment_or_the_assistants_next_command_is_not_one() -> None:
    note = heuristic_note(conv(
        ("user", "Why does the worker hang?"),
        ("assistant", "I'll use the profiler first.\n\n```python\n# we decided to use a lock\n"
                      "lock.acquire()\n```"),
    ))
    assert note.decisions == []


def test_verdict_after_the_choice_and_decisions_under_a_heading() -> None:
    note = heuristic_note(conv(
        ("user", "Flags default on in staging, off in prod. Decision made."),
        ("user", "## Decisions\n- Remove the phone field from sign-up\n\n## Notes\n"
                 "- The copy is confusing"),
    ))
    assert note.decisions == ["Flags default on in staging, off in prod.",
                              "Remove the phone field from sign-up"]


def test_facts_plainly_stated_and_cut_to_the_durable_clause() -> None:
    note = heuristic_note(conv(
        ("user", "I live in Porto and the kitchen is humid. How do I stop the mould?"),
        ("user", "I'm vegetarian and I'm allergic to cashews."),
        ("user", "I grew up in Braga so the rain never bothers me."),
    ))
    assert note.facts == ["Lives in Porto.", "Is vegetarian.", "Is allergic to cashews.",
                          "Grew up in Braga."]


def test_a_second_clause_with_the_same_i_is_a_fact_of_its_own() -> None:
    note = heuristic_note(conv(
        ("user", "I live in Lisbon and work 9 to 6. How can I fit a bake into a weekday?"),
        ("user", "I live in Porto and have two kids, and the flat is tiny."),
    ))
    assert note.facts == ["Lives in Lisbon.", "Works 9 to 6.", "Lives in Porto.",
                          "Has two kids."]


def test_not_facts() -> None:
    note = heuristic_note(conv(
        ("user", "I live in a world where every deploy breaks something."),
        ("user", "My sister lives in Berlin. I'm in Madrid this week."),
        ("user", "If I lived in Norway, would I need winter tyres?"),
    ))
    assert note.facts == []


def test_loops_are_the_items_under_a_lead_in_not_the_lead_in() -> None:
    note = heuristic_note(conv(
        ("user", "Fix the session leak."),
        ("assistant", "Fixed.\n\nStill need to:\n- migrate existing sessions\n- update the "
                      "runbook\n\n### Optional Next Step:\nAdd a request id to each log line."
                      "\n\nTODO:\n\n## Next steps\n- [x] remove the flag\n- [ ] purge the CDN"),
    ))
    # What the assistant says is left of the task is open; its optional next step, never
    # answered, is not.
    assert note.actions == ["Migrate existing sessions", "Update the runbook", "Purge the CDN"]


_VOCABULARY = ("the a cache map tile note river we i it is was nice fine ok thanks sure cool haha "
               "right so weather sky blue joke next steps still need to todo decided chose use")
_WORDS = st.sampled_from(_VOCABULARY.split())
_LINE = st.lists(_WORDS, min_size=1, max_size=8).map(" ".join)
_HEADED = st.tuples(st.sampled_from(["## ", "### ", "**", ""]), _LINE,
                    st.sampled_from([":", "", ":**"])).map("".join)


@settings(max_examples=60, deadline=None)
@given(st.lists(_HEADED, min_size=1, max_size=6))
def test_no_loop_is_a_heading_or_an_empty_stem(lines: list[str]) -> None:
    note = heuristic_note(conv(("user", "Plan the release."), ("assistant", "\n".join(lines))))
    for loop in note.actions:
        assert not loop.rstrip(" *").endswith(":") and not loop.startswith("#"), loop
        assert len(re.findall(r"[^\W\d_]+", loop)) >= 2, loop


_CHATTER = st.sampled_from([
    "hi!", "thanks", "haha ok", "cool", "why is the sky blue", "tell me a joke",
    "Air scatters blue light more than red.", "Glad to help!", "got it, thanks",
    "A SQL query walks into a bar.", "nothing really, just saying hi", "Enjoy your day."])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["user", "assistant"]), _CHATTER), min_size=1,
                max_size=6))
def test_nothing_is_taken_from_chatter(turns: list[tuple[str, str]]) -> None:
    note = heuristic_note(conv(*turns))
    assert note.decisions == [] and note.actions == [] and note.facts == []


_SAID_AGAIN = st.sampled_from([
    "Let's bump MapLibre to the latest minor version.", "ok batches then",
    "We'll go with Postgres.", "trigram.", "I'll merge it in the morning.",
    "The Docker image is 1.2 GB; use a slim base image.", "yes, do that",
    "Sounds good.", "Option A or option B? A gives speed, B gives safety."])


@settings(max_examples=80, deadline=None)
@given(st.lists(_SAID_AGAIN, min_size=2, max_size=10))
def test_a_person_saying_the_same_thing_again_is_distilled_once(lines: list[str]) -> None:
    """People paste an instruction twice or repeat a choice; the note must still be written,
    with each thing said listed once (a repeated decision once crashed the whole distill)."""
    turns: list[tuple[str, str]] = []
    for line in lines:
        turns += [("user", line), ("assistant", "Option A or option B? A is faster.")]
    note = heuristic_note(conv(*turns))
    check_caps(note)


def test_a_conversation_the_reader_fails_on_is_reported_and_the_rest_distilled(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A defect of the reader on one odd transcript costs that note only, with its reason;
    the run goes on (it once stopped the whole `musubi distill`)."""
    from musubi_daemon.distill import distiller as d

    def reader(c: Conversation) -> StructuredNote:
        if c.id == "test:odd":
            raise ValueError("zip() argument 2 is longer than argument 1")
        return heuristic_note(c)

    monkeypatch.setattr(d, "heuristic_note", reader)
    convs = [conv(("user", "We'll go with Postgres.")) for _ in range(3)]
    convs[1].id = "test:odd"
    for i in (0, 2):
        convs[i].id = f"test:{i}"
    run = d.Distiller(None)
    done = [r.conversation.id for r in run.run(convs)]
    assert done == ["test:0", "test:2"]
    assert run.stats.undistilled == [{"conversation": "test:odd", "reason": "not distilled "
                                      "(ValueError: zip() argument 2 is longer than argument 1)"}]
