"""A chat model's note read against its conversation (``distill/model_check.py``), through the
fake OpenAI-compatible server and litellm as ``musubi distill`` talks to Ollama or LM Studio.

The answers played here are the mistakes small local models make with this prompt: the choice
she went back on still listed as a decision, the assistant's next steps copied into the open
loops whether she took them up or turned them down, a passing state kept as a fact."""
# ruff: noqa: F811  (the chat_server fixture is imported, then named as a parameter)
from __future__ import annotations

import json
from typing import Any

import pytest
from chat_server import ChatServer, chat_server  # noqa: F401  (fixture)
from hypothesis import given, settings
from hypothesis import strategies as st

from musubi_daemon.distill.distiller import Distiller
from musubi_daemon.distill.llm import ChatModel
from musubi_daemon.distill.model_check import checked
from musubi_daemon.model import Conversation, Message, StructuredNote

_DETAIL = ("The scheduler module formats due dates in the account's time zone, the billing "
           "module only in UTC, and the reports module renders week numbers. ") * 6


def conversation() -> Conversation:
    """A session past the model's threshold: dayjs picked, taken back for date-fns, a devtools
    proposal turned down, next steps of which she takes on one."""
    turns = [
        ("user", "moment is 300kb in our bundle. replace it. " + _DETAIL),
        ("assistant", "Candidates:\n\n1. **date-fns**: functional, tree-shakeable, date-fns-tz "
                      "for zones\n2. **dayjs**: almost the same API as moment, 2kb\n"
                      "3. **Luxon**: built-in Intl time zones, different API"),
        ("user", "dayjs, closest api"),
        ("assistant", "Converted billing/invoiceDates.ts. Heads-up: 23 calls use moment.tz, "
                      "which needs the dayjs utc and timezone plugins, with known DST edge "
                      "cases. " + _DETAIL),
        ("user", "undo that, use date-fns. we need date-fns-tz for the scheduler anyway. im "
                 "so tired today"),
        ("assistant", "Reverted and installed date-fns and date-fns-tz. Should I add a React "
                      "Query Devtools panel too?"),
        ("user", "no devtools"),
        ("assistant", "Billing is done. Next steps:\n1. Add a lint rule that flags YYYY format "
                      "tokens\n2. Set up Renovate for date-fns updates\n3. Migrate the reports "
                      "module off moment"),
        ("user", "i'll migrate the reports module myself this week"),
        ("assistant", "Sounds good."),
    ]
    return Conversation(
        id="test:dates", source="claude_code", title="Replace moment", project="shop",
        created_at="2026-11-02T10:00:00Z", updated_at="2026-11-02T11:00:00Z",
        source_ref="x", messages=[Message(id=f"test:dates#{i}", role=r, text=t)  # type: ignore[arg-type]
                                  for i, (r, t) in enumerate(turns)])


SLOPPY: dict[str, Any] = {
    "title": "Replacing moment.js",
    "summary": "Replaced moment to shrink the bundle.",
    "key_points": ["moment is 300kb"],
    "entities": ["moment", "dayjs", "date-fns"],
    "decisions": ["Use dayjs because its API is closest to moment",
                  "Use date-fns with date-fns-tz for time zones"],
    "facts": ["Is tired today", "Maintains the shop's frontend"],
    "actions": ["Add a lint rule that flags YYYY format tokens",
                "Set up Renovate for date-fns updates",
                "Migrate the reports module off moment",
                "Add React Query Devtools"],
    "topics": ["dates"],
}


def test_a_models_note_keeps_only_what_she_decided_and_took_on(chat_server: ChatServer
                                                                ) -> None:
    """What ``musubi distill`` keeps of a small model's answer: date-fns as the decision and
    dayjs struck through, not both current; her loop, not the steps she never took up nor the
    devtools she turned down; no "tired today" in her profile."""
    chat_server.respond = lambda body: (200, json.dumps(SLOPPY))
    run = Distiller(ChatModel("openai/test-model", chat_server.url))
    (result,) = list(run.run([conversation()]))
    note = result.note
    assert result.distilled_by == "openai/test-model"
    assert note.decisions == ["Use date-fns with date-fns-tz for time zones"]
    assert note.superseded == ["Use dayjs because its API is closest to moment"]
    assert note.actions == ["Migrate the reports module off moment"]
    assert note.facts == ["Maintains the shop's frontend"]
    assert note.title == SLOPPY["title"] and note.summary == SLOPPY["summary"]
    assert run.stats.errors == []


def test_a_choice_the_model_lists_as_superseded_is_not_current_too(chat_server: ChatServer
                                                                   ) -> None:
    """The prompt asks for what she went back on under ``superseded``; a model that also
    leaves it under decisions (in the same or other words) has it struck through only."""
    answer = {**SLOPPY, "decisions": ["Use dayjs for its moment-like API",
                                      "Use date-fns with date-fns-tz for time zones"],
              "superseded": ["Use dayjs for its moment-like API"]}
    chat_server.respond = lambda body: (200, json.dumps(answer))
    (result,) = list(Distiller(ChatModel("openai/test-model", chat_server.url)).run(
        [conversation()]))
    assert result.note.decisions == ["Use date-fns with date-fns-tz for time zones"]
    assert result.note.superseded == ["Use dayjs for its moment-like API"]
    schema = chat_server.requests[-1]["response_format"]["json_schema"]["schema"]
    assert "superseded" in schema["required"]


def test_a_defect_of_the_check_keeps_the_models_note_and_says_so(
        chat_server: ChatServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reader's defect on an odd transcript never costs the model's answer: the note is
    kept as the model wrote it, and the run's errors name the conversation and the reason."""
    from musubi_daemon.distill import distiller

    def broken(note: StructuredNote, conv: Conversation) -> StructuredNote:
        raise ValueError("zip() argument 2 is shorter than argument 1")

    monkeypatch.setattr(distiller, "checked", broken)
    chat_server.respond = lambda body: (200, json.dumps(SLOPPY))
    run = Distiller(ChatModel("openai/test-model", chat_server.url))
    (result,) = list(run.run([conversation()]))
    assert result.note.decisions == SLOPPY["decisions"]
    assert result.note.actions == SLOPPY["actions"]
    assert run.stats.errors == [{"conversation": "test:dates", "reason": "model note not "
                                 "checked (ValueError: zip() argument 2 is shorter than "
                                 "argument 1)"}]


def test_what_the_check_must_leave_alone() -> None:
    """A current choice worded like the one it replaced stays current; a loop she took up with
    "yup" or a promise of her own stays, as does one whose words say "don't" or "skip"; a
    lasting fact with "could" or "if" in it stays; "api" of "dayjs, closest api" takes no
    other decision that says API with it."""
    def talk(*turns: tuple[str, str]) -> Conversation:
        return Conversation(id="t", source="chatgpt", title=None, project=None,
                            created_at="2026-01-05T10:00:00Z", updated_at="2026-01-05T10:00:00Z",
                            source_ref="t", messages=[Message(id=f"t#{i}", role=r, text=t)  # type: ignore[arg-type]
                                                      for i, (r, t) in enumerate(turns)])

    hosted = checked(StructuredNote(title="t", decisions=["Host the Discord bot on Fly.io"],
                                    superseded=["Host the Discord bot on Render"]),
                     talk(("user", "where should i host my discord bot"),
                          ("assistant", "Render or Fly.io both work."), ("user", "fly.io")))
    assert hosted.decisions == ["Host the Discord bot on Fly.io"]
    steps = ["Email the landlord a written complaint", "Take dated photos of the damp",
             "Call the council environmental health line"]
    listed = ("assistant", "Next steps:\n1. " + "\n2. ".join(steps[:2]) + "\n3. " + steps[2])
    for reply in ("yup", "alright", "👌", "thanks!! will try"):
        kept = checked(StructuredNote(title="t", actions=steps),
                       talk(("user", "damp in my flat, landlord ignores me"), listed,
                            ("user", reply)))
        assert kept.actions == steps, reply
    mine = checked(StructuredNote(title="t", actions=steps),
                   talk(("user", "damp in my flat"), listed,
                        ("user", "thx. ill send the email tonight")))
    assert mine.actions == steps[:1]
    worded = ["Don't forget to cancel the gym membership before March",
              "Decide whether to skip the team offsite"]
    assert checked(StructuredNote(title="t", actions=worded),
                   talk(("user", "busy month"), ("assistant", "Sounds hectic."))
                   ).actions == worded
    lasting = ["Could never eat meat", "Gets migraines if she skips coffee"]
    assert checked(StructuredNote(title="t", facts=lasting),
                   talk(("user", "hi"), ("assistant", "Hello."))).facts == lasting
    dates = checked(StructuredNote(title="t", decisions=[
        "Build the backend as a REST API in FastAPI", "Use dayjs", "Use date-fns"]),
        talk(("user", "date lib? moment is huge"), ("assistant", "1. **date-fns**\n2. **dayjs**"),
             ("user", "dayjs, closest api"), ("assistant", "Converted."),
             ("user", "undo that, use date-fns"), ("assistant", "Done.")))
    assert dates.decisions == ["Build the backend as a REST API in FastAPI", "Use date-fns"]
    assert dates.superseded == ["Use dayjs"]


def test_a_model_that_read_the_conversation_right_is_left_as_it_is() -> None:
    """The same conversation, distilled well: nothing is moved or dropped."""
    good = StructuredNote(
        title="Replacing moment.js", decisions=["Use date-fns with date-fns-tz for time zones"],
        actions=["Migrate the reports module off moment"],
        facts=["Maintains the shop's frontend"], superseded=["Use dayjs"])
    assert checked(good, conversation()) == good


_ITEMS = st.lists(st.sampled_from(
    SLOPPY["decisions"] + SLOPPY["actions"] + SLOPPY["facts"]
    + ["Keep moment for the scheduler", "Ask ops about date-fns-tz", "Lives in Lyon",
       "Is planning to move to Berlin"]), max_size=8)


@settings(max_examples=60, deadline=None)
@given(decisions=_ITEMS, actions=_ITEMS, facts=_ITEMS)
def test_the_check_moves_and_drops_but_never_writes(decisions: list[str], actions: list[str],
                                                    facts: list[str]) -> None:
    """Whatever the model answered, every item of the checked note is the model's own, in its
    order: a decision is kept or superseded, never lost; a loop or a fact is kept or dropped,
    never reworded."""
    note = StructuredNote(title="t", decisions=decisions, actions=actions, facts=facts)
    out = checked(note, conversation())
    moved = out.superseded
    assert sorted(out.decisions + moved) == sorted(decisions)
    assert out.decisions == [d for d in decisions if d in out.decisions]
    assert out.actions == [a for a in actions if a in out.actions]
    assert out.facts == [f for f in facts if f in out.facts]
    assert "Is planning to move to Berlin" not in out.facts
