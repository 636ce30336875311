"""The learned ranker over the heuristic's candidates: trained without the held-out half, shipped
as the training command makes it, and a stale weights file never misread."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from musubi_daemon.bench.distill_cases import all_cases
from musubi_daemon.bench.distill_quality import conversation
from musubi_daemon.bench.distill_train import (
    EVERY_TRAINING_SPLIT,
    TRAINING_SPLITS,
    run_distill_train,
    training_rows,
)
from musubi_daemon.distill.heuristic import heuristic_candidates, heuristic_note
from musubi_daemon.distill.listing import pick
from musubi_daemon.distill.ranker import (
    FEATURE_VERSION,
    Candidate,
    Weights,
    WeightsError,
    parse_weights,
    shipped_weights,
    weights_path,
)
from musubi_daemon.model import Conversation, Message


def conv(*turns: tuple[str, str]) -> Conversation:
    return Conversation(id="t", source="claude-code", title=None, project=None,
                        created_at="2026-01-05T10:00:00Z", updated_at="2026-01-05T10:00:00Z",
                        source_ref="x", messages=[Message(id=f"m{i}", role=r, text=t)  # type: ignore[arg-type]
                                                  for i, (r, t) in enumerate(turns)])


def test_training_never_reads_the_held_out_half() -> None:
    cases = [c for c in all_cases() if c.split in EVERY_TRAINING_SPLIT]
    assert {c.split for c in cases} == {"tune", "tune-b", "legacy"}
    assert set(TRAINING_SPLITS) == {"tune", "legacy"}  # the decisions' model
    rows = training_rows(cases[:6])
    assert rows and {r.split for r in rows} <= set(EVERY_TRAINING_SPLIT)
    # Every candidate is labelled by the bench's matcher, and both kinds of label occur.
    assert any(r.positive for r in rows) and not all(r.positive for r in rows)


def test_the_shipped_weights_are_what_the_training_command_makes(tmp_path: Path) -> None:
    """Changing the candidates or their features without retraining shows here: the shipped
    file must be `musubi bench distill-train`'s output for the code as it is."""
    out = tmp_path / "w.json"
    result = run_distill_train(out, log=lambda _m: None)
    fresh = parse_weights(json.loads(out.read_text()))
    shipped = shipped_weights()
    assert shipped is not None, "the shipped weights are missing or stale"
    for name, w in fresh.items():
        s = shipped[name]
        assert set(s.dense) == set(w.dense), name
        assert max(abs(s.dense[k] - w.dense[k]) for k in w.dense) < 1e-2, name
        assert abs(s.bias - w.bias) < 1e-2
        assert len(s.hashed) == result["hashed_weights"][name]
    # And they choose the same items on the tune half.
    for c in [x for x in all_cases() if x.split == "tune"][:20]:
        assert heuristic_note(conversation(c), fresh) == heuristic_note(conversation(c))


def test_weights_of_other_features_are_refused_and_the_rules_stand() -> None:
    data = json.loads(weights_path().read_text())
    data["feature_version"] = FEATURE_VERSION + 1
    with pytest.raises(WeightsError, match="distill-train"):
        parse_weights(data)
    c = conv(("user", "trigram or GIN for the search?"),
             ("assistant", "Trigram index for fuzzy matches, or GIN for full-text words?"),
             ("user", "we decided to use trigram then"))
    # No weights: what the rules found stands alone.
    assert heuristic_note(c, {}).decisions


def test_an_accepted_proposal_is_a_decision_and_chatter_gives_nothing() -> None:
    accepted = heuristic_note(conv(
        ("user", "add a currency column to orders, 38M rows"),
        ("assistant", "Two options:\n\n**Option A: one ALTER in a transaction**\n\n"
                      "**Option B: backfill in batches** of 10k ids, then set NOT NULL."),
        ("user", "ok batches then")))
    assert any("batches" in d.lower() for d in accepted.decisions), accepted.decisions
    chatter = heuristic_note(conv(("user", "haha the cat just sat on my keyboard"),
                                  ("assistant", "Cats love warm keyboards!"),
                                  ("user", "lol yes")))
    assert chatter.decisions == [] and chatter.actions == []


def test_candidates_stay_bounded_on_a_very_long_session() -> None:
    from musubi_daemon.config import RANKER_MAX_CANDIDATES

    turns: list[tuple[str, str]] = []
    for i in range(600):
        turns.append(("user", f"ok use option {i % 7} for the step {i}, I'll check it tomorrow"))
        turns.append(("assistant", f"Option {i % 7} sets the retry window. Next steps:\n"
                                   f"- [ ] run the migration {i}\n- [ ] update the docs {i}"))
    found = heuristic_candidates(conv(*turns))
    assert len(found) == RANKER_MAX_CANDIDATES  # more were read; the latest are kept
    assert found[-1].msg == len(turns) - 1
    note = heuristic_note(conv(*turns))
    assert len(note.decisions) <= 8 and len(note.actions) <= 5


@pytest.mark.parametrize("field, shown", [
    ("loops", "i'll do a restore test tomorrow (Test a restore: pick an old folder …)"),
    ("decisions", "Test a restore (i'll do a restore test tomorrow)"),
])
def test_a_loop_keeps_the_wording_the_model_chose_and_a_decision_the_readers(
        field: str, shown: str) -> None:
    """Three readings of one clause: the rules' wording stands in for the model's pick of a
    decision ("Rental car (over Trains)"), while a loop keeps her promise with the step it
    takes on, which says what the rules' wording leaves out."""
    found = [Candidate(field, "Test a restore (i'll do a restore test tomorrow)", "rule", 2,
                       (0, 2), {"kind_rule": 1.0}),
             Candidate(field, "i'll do a restore test tomorrow", "clause", 2, (0, 2),
                       {"kind_clause": 1.0}),
             Candidate(field, "i'll do a restore test tomorrow (Test a restore: pick an old "
                       "folder …)", "composite", 2, (0, 2), {"kind_composite": 1.0})]
    model = Weights({"kind_rule": 1.0, "kind_clause": 0.5, "kind_composite": 2.0}, {}, 0.0, 0.5)
    assert [c.text for c in pick(found, model, 5)] == [shown]


def _doubting() -> dict[str, Weights]:
    """A model that doubts everything: every candidate scores far below any threshold."""
    return {name: Weights({}, {}, -30.0, 0.5) for name in ("decisions", "loops")}


def test_her_todo_lines_and_open_tasks_stand_whatever_the_model_scores() -> None:
    """A model trained on conversations, where "TODO:" and "- [ ]" are rare, has no say on
    what she marked as hers to do; what she only said she would do is the model's to judge."""
    note = heuristic_note(conv(
        ("user", "TODO: write the migration script\n\n- [ ] update the README\n"
                 "- [x] rename the config file\n\nI'll call the landlord tomorrow."),
        ("assistant", "Noted."),
    ), _doubting())
    assert [a.rstrip(".") for a in note.actions] == ["Write the migration script",
                                                     "Update the README"]


def test_a_choice_gone_back_on_is_superseded_even_when_the_model_lists_neither() -> None:
    """"sylt, always wanted to go", then "so usedom instead": whatever the model lists, the
    note keeps Sylt as the choice she went back on."""
    note = heuristic_note(conv(
        ("user", "beach week with the kids in august. north sea or baltic? we're in berlin"),
        ("assistant", "Baltic (Usedom, Rügen) is 2.5-3.5h by car with calm water; the North "
                      "Sea (Sylt) has big tides and is further. Which one?"),
        ("user", "sylt, always wanted to go"),
        ("assistant", "Sylt books out early in August."),
        ("user", "just checked, hotels are 260/night for a family room. so usedom instead"),
    ), _doubting())
    assert note.decisions == []
    assert any(s.lower().startswith("sylt") for s in note.superseded), note.superseded


def test_her_short_answer_is_read_with_the_sentence_it_takes_up() -> None:
    """"ok i'll chase the deposit" says little months later; joined to the assistant's
    sentence it takes up, it says which deposit and when it is due. A sentence that adds
    nothing to her words ("add a regression test") is not joined, and of two things the
    assistant named in one sentence, only the one she took up is."""
    found = heuristic_candidates(conv(
        ("user", "moving out of my flat next month, what about the deposit"),
        ("assistant", "Your lease says the deposit is returned within 30 days of the final "
                      "inspection. Take photos of every room before you hand the keys back."),
        ("user", "ok i'll chase the deposit"),
        ("assistant", "You should also add a regression test and update the changelog."),
        ("user", "thanks, will add the test tomorrow"),
    ))
    paired = {c.text for c in found if c.dense.get("paired")}
    assert "i'll chase the deposit (Your lease says the deposit is returned within 30 days of " \
        "the final inspection)" in paired, paired
    assert not any("changelog" in t or "regression" in t for t in paired), paired


def test_a_choice_the_model_doubts_but_does_not_rule_out_can_still_be_gone_back_on() -> None:
    """"live demo yes", then "yes, record it. no live stuff": a model unsure of every
    candidate lists neither as her choice, and the live demo is still the one she went back on."""
    unsure = {name: Weights({}, {}, -0.85, 0.5) for name in ("decisions", "loops")}  # p 0.3
    note = heuristic_note(conv(
        ("user", "25 min talk on our feature flags. outline?"),
        ("assistant", "1. Why flags\n2. How it works\n3. Live demo (6 min): flip a flag\n"
                      "4. Lessons"),
        ("user", "good. live demo yes, thats the fun part"),
        ("assistant", "A pre-recorded screen capture you narrate live can't fail on "
                      "conference wifi. You could keep the live version as a bonus."),
        ("user", "yes, record it. no live stuff, i'll be nervous enough"),
    ), unsure)
    assert not any(d.lower().startswith("live demo") for d in note.decisions), note.decisions
    assert any(s.lower().startswith("live demo") for s in note.superseded), note.superseded


def test_a_choice_read_from_its_other_clause_is_shown_in_the_rules_wording() -> None:
    """"pg-boss, no extra infra": whichever clause the model likes best, the note says the
    choice as the dialogue reader worded it, not "No extra infra (…)"."""
    composite_first = {name: Weights({"kind_composite": 4.0, "c_neg": 1.0, "kind_rule": 1.0}, {},
                                     -1.0, 0.5)
                       for name in ("decisions", "loops")}
    note = heuristic_note(conv(
        ("user", "job queue for our node app?"),
        ("assistant", "Two options:\n- BullMQ: needs Redis\n- pg-boss: uses Postgres, no extra "
                      "infra\nWhich one?"),
        ("user", "pg-boss, no extra infra"),
    ), composite_first)
    assert note.decisions and note.decisions[0].startswith("pg-boss"), note.decisions


def test_a_rules_finding_that_picks_an_offered_option_says_so_to_the_model() -> None:
    found = heuristic_candidates(conv(
        ("user", "beach week in august with the kids"),
        ("assistant", "Usedom it is. Hotel or a holiday flat?"),
        ("user", "flat, the kids need their own room"),
    ))
    [flat] = [c for c in found if c.kind == "rule" and c.field == "decisions"]
    assert flat.dense.get("s_targets") == 1.0, flat


@pytest.mark.parametrize(("turns", "named"), [
    ((("user", "our fix ends in october, broker offered 4.09% for five years. which should i take"),
      ("assistant", "At 40% loan to value that is a good rate. The five-year fix gives you "
                    "certainty through your son's university years."),
      ("user", "ok the 5 year then. i'll ring her friday"),
      ("assistant", "Ring the broker on Friday to secure the 4.09% rate before it is withdrawn.")),
     "secure the 4.09% rate"),
    ((("user", "the nightly backup job failed again"),
      ("assistant", "The log shows the disk is full: the old snapshots were never pruned."),
      ("user", "ugh. ok i'll sort it tomorrow morning"),
      ("assistant", "Tomorrow: prune the snapshots older than 30 days, then rerun the backup by "
                    "hand.")),
     "prune the snapshots"),
    ((("user", "the nightly backup job failed again"),
      ("assistant", "The log shows the disk is full: the old snapshots were never pruned."),
      ("user", "ugh. ok i'll sort it tomorrow morning"),
      ("assistant", "Let me check the disk usage first."),
      ("tool", "$ df -h /backup\n/dev/sdb1  2.0T  2.0T  0  100% /backup"),
      ("assistant", "Tomorrow: prune the snapshots older than 30 days, then rerun the backup by "
                    "hand.")),
     "prune the snapshots"),
])
def test_a_promise_in_few_words_keeps_what_the_reply_says_it_is(
        turns: tuple[tuple[str, str], ...], named: str) -> None:
    """"i'll ring her friday" read months later says neither who nor why; the assistant's
    answer says it back in full ("Ring the broker on Friday to secure the 4.09% rate"), and the
    loop keeps those words (before: "i'll ring her friday", "i'll sort it tomorrow morning
    (ugh)")."""
    loops = heuristic_note(conv(*turns)).actions
    assert any(named in loop for loop in loops), loops


@pytest.mark.parametrize("said", ["the migration ran fine", "backup is fine"])
def test_the_assistants_promise_is_not_her_loop(said: str) -> None:
    """What the assistant says it will do, in the answer to her, is no loop of hers: her
    clause read with it keeps her own (absent) act, not the assistant's "I will…"."""
    note = heuristic_note(conv(
        ("user", said),
        ("assistant", f"Good. I will check the {said.split()[1]} logs again tomorrow and tell "
                      "you."),
    ))
    assert note.actions == [], note.actions

