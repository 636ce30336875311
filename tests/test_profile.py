"""The profile: candidate facts collapse, non-durable ones go, and the page reads back edits."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from obsidian_links import links_in, resolve

from musubi_daemon.config import PROFILE_MODEL_CANDIDATES
from musubi_daemon.knowledge.profile import (
    MERGE_SCHEMA,
    FactCandidate,
    FactGroup,
    ProfileFact,
    ProfileMergeError,
    best_candidates,
    dedupe_key,
    display_text,
    fallback_facts,
    group_candidates,
    is_durable,
    merge_messages,
    merge_signature,
    parse_merge,
    resolve_conflicts,
    suppress,
)
from musubi_daemon.knowledge.profile_page import (
    INTRO,
    block_ids,
    read_profile_edits,
    render_profile,
    replace_facts_section,
)

# Things that stay true about a person. A non-durable pattern that catches any of these
# deletes something true from someone's profile, so each one must pass.
DURABLE_TRAITS = [
    "User is vegetarian",
    "User has two kids",
    "User has 2 cats",
    "User lives in Porto",
    "User works as a data engineer",
    "User plans meals on Sundays",
    "User prefers tabs over spaces",
    "User is allergic to peanuts",
    "User is 34 years old",
    "User has been programming for 15 years",
    "User speaks Portuguese and English",
    "User uses Neovim",
    "User's name is Ana Costa",
    "User works at Acme",
    "User runs Arch Linux on a ThinkPad",
    "User is currently based in Lisbon",
    "User is based in Lisbon at the moment",
    "User wants tests before refactors",
    "User wants to be addressed as Ana",
    "User would like answers kept short",
    "User needs to avoid gluten",
    "User will never use Windows",
    "User will always pick readability over cleverness",
    "User is going to the gym three times a week",
    "User is going to therapy weekly",
    "User has 20 years of experience in Java",
    "User has 2 therapy sessions a week",
    "User has two jobs",
    "User has 2 GitHub accounts, one for work",
    "User has three monitors on their desk",
    "User has lived in Japan for 5 years",
    "User was born in 1990",
    "User is 1.85 m tall",
    "User drives a 2015 Honda Civic",
    "User has a PhD in physics",
    "User's wife is a doctor",
    "User's daughter is named Maria",
    "User's website is ana.dev",
    "User's favourite app is Things 3",
    "User's preferred database is Postgres",
    "User's home server runs Proxmox",
    "User reviews pull requests every morning",
    "User writes commit messages in the imperative mood",
    "User always writes tests before refactoring",
    "User tests everything in Firefox first",
    "User takes notes by hand",
    "User's tests are always written in pytest",
    "User's build tool of choice is Make",
    "User has 3 children and 2 dogs in the house",
    "User has a few close friends in Berlin",
    "User will eat anything except mushrooms",
    "User is building a house",
    "User has written 2 books",
    "User works on a MacBook",
    "User is working as a nurse",
    "User is learning Japanese",
    "User is not a morning person",
    "User is colour-blind",
    "User is left-handed",
    "User is fluent in Japanese",
    "User commutes by bike",
    "User goes climbing every weekend",
    "User fixes bikes as a hobby",
    "User maintains an open-source library",
    "User is the maintainer of an open-source project",
    "User supports FC Porto",
    "The user is a night owl",
    "User has ADHD",
    "User dislikes meetings",
    "User's GitHub username is anacosta",
    "User is having trouble sleeping",
    "User moved to Lisbon in 2025",
    "Prefers dark mode in every editor",
    "Is a Debian maintainer",
]

# Project state, plans and counts that a distiller labelled facts: each must be filtered.
NOT_DURABLE = [
    "User has 1,148 notes in the DB",
    "User has 12 open PRs",
    "The repo has 300 tests",
    "User plans to open-source the repo",
    "User is going to migrate to Postgres next week",
    "User wants to try Rust",
    "User is currently working on the auth refactor",
    "User is debugging a flaky test",
    "The build is failing",
    "User's branch is behind main",
    "User intends to rewrite the CLI in Go",
    "User is planning to add dark mode",
    "User is thinking about switching to Vim",
    "User is considering moving the database to SQLite",
    "User is about to release version 2.0",
    "User has about 40 unread emails",
    "User's vault contains 2,300 notes",
    "User has 3 failing tests",
    "User asked for a shorter summary",
    "User is stuck on a segfault",
    "User is having issues with the Docker build",
    "User is refactoring the payment module",
    "The project uses React 18",
    "User is on the feature/login branch",
    "User has Node 18 installed",
    "User is tired today",
    "User will deploy the app on Friday",
    "User needs to fix the login bug",
    "User opened PR #42",
    "User's codebase has 120k lines",
    "User is implementing OAuth for the API",
    "User has thousands of files in their Downloads folder",
    "User is moving to Berlin next month",
    "Plans to open-source the repo.",
    "The tests are failing on CI",
    "User's test suite is still red",
]


def cand(text: str, note: str, date: str, title: str = "Chat") -> FactCandidate:
    path = f"Musubi/conversations/claude-code/2026/{date[:10]} {title} ({note[-6:]}).md"
    return FactCandidate(text=text, note_id=f"claude-code:{note}", note_path=path, date=date)


def group(text: str, *dates: str, first: int = 0) -> FactGroup:
    cands = [cand(text, f"note{first + i:03d}", d) for i, d in enumerate(dates)]
    (g,) = group_candidates(cands)
    return g


# -- layer 1: dedupe --------------------------------------------------------------------------

def test_phrasings_of_one_fact_share_a_key() -> None:
    assert {dedupe_key(t) for t in ["User is named Ana.", "user is named ana",
                                    "The user is named Ana", "  User is named Ana!  ",
                                    "\"User is named Ana\"", "The person is named Ana",
                                    "Is named Ana"]} == {"named ana"}
    assert dedupe_key("User prefers tabs") == "prefers tabs"
    assert dedupe_key("User prefers tabs") != dedupe_key("User prefers spaces")


def test_other_subjects_and_user_compounds_are_not_stripped() -> None:
    assert dedupe_key("He is named Ana") == "he is named ana"
    assert dedupe_key("They prefer tabs") == "they prefer tabs"
    assert dedupe_key("User interface design matters to them").startswith("user interface")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_a_key_is_its_own_key(text: str) -> None:
    """Suppressed entries may be keys or texts: both must block the same facts."""
    key = dedupe_key(text)
    assert dedupe_key(key) == key


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["User ", "user's ", "The user ", "is ", "was ", "born ", "'",
                                 ".", " ", "!", "Ana", "iPhone"]), max_size=8).map("".join)
       | st.text(max_size=40))
def test_a_shown_fact_keeps_its_key(text: str) -> None:
    """Deleting a shown line suppresses by its words, so they must key like the original."""
    assert dedupe_key(display_text(text)) == dedupe_key(text)


@pytest.mark.parametrize(("raw", "shown"), [
    ("User is named Ana.", "Named Ana"),
    ("User is vegetarian", "Vegetarian"),
    ("The user lives in Porto.", "Lives in Porto"),
    ("User was born in 1990", "Born in 1990"),
    ("User was a teacher", "Was a teacher"),
    ("User uses macOS", "Uses macOS"),
    ("User's name is Ana Costa", "Name is Ana Costa"),
    ("Prefers tabs over spaces", "Prefers tabs over spaces"),
    ("Is 38.", "Is 38"),  # the heuristic's age: a bare "38" on the profile says nothing
])
def test_display_text_reads_as_a_profile_line(raw: str, shown: str) -> None:
    assert display_text(raw) == shown


# -- layer 2: durability ----------------------------------------------------------------------

@pytest.mark.parametrize("text", DURABLE_TRAITS)
def test_durable_traits_are_never_filtered(text: str) -> None:
    assert is_durable(text), f"a non-durable pattern deletes a true fact: {text!r}"


@pytest.mark.parametrize("text", NOT_DURABLE)
def test_project_state_plans_and_counts_are_filtered(text: str) -> None:
    assert not is_durable(text)


def test_guard_lists_are_big_enough_to_mean_something() -> None:
    assert len(DURABLE_TRAITS) >= 40
    assert len(NOT_DURABLE) >= 20


# -- grouping ---------------------------------------------------------------------------------

def test_grouping_collapses_phrasings_and_counts_notes() -> None:
    groups = group_candidates([
        cand("User is named Ana.", "n1", "2025-01-01T00:00:00Z"),
        cand("The user is named Ana", "n2", "2025-06-01T00:00:00Z"),
        cand("user is named ana", "n2", "2025-06-01T00:00:00Z"),  # same note twice: one source
        cand("User prefers tabs", "n3", "2025-03-01T00:00:00Z"),
        cand("User has 12 open PRs", "n4", "2025-03-01T00:00:00Z"),
    ])
    assert [(g.text, g.support) for g in groups] == [("Named Ana", 2), ("Prefers tabs", 1)]
    ana = groups[0]
    assert [s.note_id for s in ana.sources] == ["claude-code:n2", "claude-code:n1"]
    assert ana.newest == "2025-06-01T00:00:00Z"


def test_grouping_order_is_support_then_recency_then_key() -> None:
    cands = [cand("User likes tea", "a1", "2024-01-01T00:00:00Z"),
             cand("User likes jazz", "a2", "2025-01-01T00:00:00Z"),
             cand("User likes chess", "a3", "2025-01-01T00:00:00Z"),
             cand("User likes tea", "a4", "2023-01-01T00:00:00Z")]
    expected = ["likes tea", "likes chess", "likes jazz"]
    assert [g.key for g in group_candidates(cands)] == expected
    assert [g.key for g in group_candidates(reversed(cands))] == expected


def test_suppression_blocks_every_phrasing_with_the_same_key() -> None:
    cands = [cand("User prefers tabs over spaces.", "n1", "2025-01-01T00:00:00Z"),
             cand("The user prefers tabs over spaces", "n2", "2025-02-01T00:00:00Z"),
             cand("User lives in Porto", "n3", "2025-02-01T00:00:00Z")]
    for entry in ("prefers tabs over spaces", "Prefers tabs over spaces",
                  "User prefers tabs over spaces!"):
        assert [g.key for g in group_candidates(cands, [entry])] == ["lives in porto"]


def test_suppress_drops_merged_facts_and_remembers_what_they_absorbed() -> None:
    named = ProfileFact("Named Ana Costa", "named ana costa", [], "2025",
                        merged_keys=["named ana", "ana costa", "named ana costa"])
    tabs = ProfileFact("Prefers tabs", "prefers tabs", [], "2025", merged_keys=["prefers tabs"])
    kept, entries = suppress([named, tabs], ["Named Ana"])
    assert kept == [tabs]
    assert entries[0] == "Named Ana"
    assert {"ana costa", "named ana costa"} <= set(entries)
    # However the next merge words it, the name stays gone.
    later = group_candidates([cand("User is Ana Costa", "n9", "2026-01-01T00:00:00Z")], entries)
    assert later == []


# -- recency slots ----------------------------------------------------------------------------

def test_newest_residence_wins_across_lives_and_based() -> None:
    groups = [group("User lives in Porto", "2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z"),
              group("User is based in Lisbon", "2025-05-01T00:00:00Z", first=10),
              group("User prefers tabs", "2023-01-01T00:00:00Z", first=20)]
    assert [g.text for g in resolve_conflicts(groups)] == ["Based in Lisbon", "Prefers tabs"]


def test_same_place_in_other_words_is_folded_not_dropped() -> None:
    groups = [group("User lives in Porto, Portugal", "2024-03-01T00:00:00Z"),
              group("User is based in Porto", "2025-05-01T00:00:00Z", first=10)]
    (only,) = resolve_conflicts(groups)
    assert only.text == "Lives in Porto, Portugal"  # the more specific wording
    assert only.support == 2 and only.newest == "2025-05-01T00:00:00Z"
    assert set(only.merged_keys) == {"lives in porto, portugal", "based in porto"}


def test_slots_do_not_over_reach() -> None:
    groups = [group("User works at Acme", "2024-01-01T00:00:00Z"),
              group("User works as a data engineer", "2025-01-01T00:00:00Z", first=10),
              group("User lives in a small flat", "2023-01-01T00:00:00Z", first=20),
              group("User lives in Lisbon", "2025-01-01T00:00:00Z", first=30),
              group("User's daughter is named Maria", "2022-01-01T00:00:00Z", first=40),
              group("User is named Ana", "2025-01-01T00:00:00Z", first=50)]
    assert len(resolve_conflicts(groups)) == len(groups)


def test_employer_name_and_age_slots() -> None:
    groups = [group("User works at Acme", "2024-01-01T00:00:00Z"),
              group("User works for Globex", "2025-01-01T00:00:00Z", first=10),
              group("User is named Ana Costa", "2024-01-01T00:00:00Z", first=20),
              group("User is named Ana", "2025-01-01T00:00:00Z", first=30),
              group("User is 33 years old", "2024-01-01T00:00:00Z", first=40),
              group("User is 34 years old", "2025-01-01T00:00:00Z", first=50)]
    texts = {f.text for f in fallback_facts(groups)}
    assert texts == {"Works for Globex", "Named Ana Costa", "34 years old"}


# -- layer 3: model merge ---------------------------------------------------------------------

def merge_groups() -> list[FactGroup]:
    return [group("User is named Ana", "2025-01-01T00:00:00Z", "2025-02-01T00:00:00Z"),
            group("User is Ana Costa", "2025-03-01T00:00:00Z", first=10),
            group("User is based in Porto", "2024-01-01T00:00:00Z", first=20),
            group("User is based in Lisbon", "2025-06-01T00:00:00Z", first=30),
            group("User prefers tabs", "2023-01-01T00:00:00Z", first=40)]


def test_merge_prompt_numbers_candidates_with_dates_and_support() -> None:
    groups = merge_groups()
    system, user = merge_messages(groups)
    assert system["role"] == "system" and user["role"] == "user"
    assert "1. Named Ana (2025-02-01, 2 conversations)" in user["content"]
    assert "5. Prefers tabs (2023-01-01, 1 conversation)" in user["content"]
    assert "most recent" in system["content"]
    props = MERGE_SCHEMA["properties"]["facts"]
    assert props["maxItems"] == PROFILE_MODEL_CANDIDATES
    assert props["items"]["required"] == ["text", "from"]


def test_best_candidates_keeps_the_best_corroborated() -> None:
    groups = merge_groups()
    assert [g.key for g in best_candidates(groups, 2)] == ["named ana", "based in lisbon"]
    assert len(best_candidates(groups)) == len(groups)


def test_parse_merge_maps_numbers_to_notes_and_unions_them() -> None:
    groups = merge_groups()
    answer = {"facts": [
        {"text": "User is named Ana Costa.", "from": [1, 2, 2]},
        {"text": "Based in Lisbon", "from": [4]},
        {"text": "Prefers tabs", "from": [5]},
    ]}
    facts = parse_merge(answer, groups)
    assert [f.text for f in facts] == ["Named Ana Costa", "Based in Lisbon", "Prefers tabs"]
    name = facts[0]
    assert name.support == 3
    assert [s.date for s in name.sources] == sorted((s.date for s in name.sources), reverse=True)
    assert name.newest == "2025-03-01T00:00:00Z"
    assert set(name.merged_keys) == {"named ana", "ana costa", "named ana costa"}


def test_parse_merge_ignores_junk() -> None:
    groups = merge_groups()
    answer = {"facts": [
        {"text": "Named Ana Costa", "from": [1, 2, 99, "3", None, True, 0, -1]},
        {"text": "   ", "from": [3]},
        {"text": "Invented fact", "from": [42]},
        {"text": "No numbers", "from": []},
        "not an object",
        {"text": 7, "from": [5]},
        {"text": "Based in Lisbon", "from": 4},
    ]}
    facts = parse_merge(answer, groups)
    assert [(f.text, f.support) for f in facts] == [("Named Ana Costa", 3),
                                                    ("Based in Lisbon", 1)]


def test_parse_merge_rejects_an_answer_that_lost_most_candidates() -> None:
    groups = merge_groups()
    with pytest.raises(ProfileMergeError):
        parse_merge({"facts": [{"text": "Prefers tabs", "from": [5]}]}, groups)
    with pytest.raises(ProfileMergeError):
        parse_merge({"facts": []}, groups)
    with pytest.raises(ProfileMergeError):
        parse_merge({"answer": "sorry"}, groups)
    assert parse_merge({"facts": []}, []) == []


def test_signature_changes_with_inputs_and_only_then() -> None:
    groups = merge_groups()
    sig = merge_signature(groups, "qwen3")
    assert merge_signature(merge_groups(), "qwen3") == sig
    assert merge_signature(groups, "llama") != sig
    assert merge_signature(groups[:-1], "qwen3") != sig
    assert merge_signature(list(reversed(groups)), "qwen3") != sig  # the numbers change
    more = merge_groups()
    more[2] = group("User is based in Porto", "2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z",
                    first=20)
    assert merge_signature(more, "qwen3") != sig


def test_fallback_without_a_model_still_settles_contradictions() -> None:
    facts = fallback_facts(merge_groups())
    assert "Based in Porto" not in {f.text for f in facts}
    assert "Based in Lisbon" in {f.text for f in facts}


# -- the page ---------------------------------------------------------------------------------

UPDATED = "2026-11-30T10:00:00Z"


def page_facts() -> list[ProfileFact]:
    ana = [cand("User is named Ana Costa", f"ana{i:03d}", f"2025-0{i + 1}-01T00:00:00Z",
                title=f"Intro {i}") for i in range(5)]
    return [
        ProfileFact("Named Ana Costa", "named ana costa", list(reversed(ana)),
                    ana[-1].date, merged_keys=["named ana costa"]),
        ProfileFact("Prefers tabs over spaces", "prefers tabs over spaces",
                    [cand("User prefers tabs over spaces", "tab001", "2024-01-01T00:00:00Z",
                          title="Editor setup")], "2024-01-01T00:00:00Z"),
        ProfileFact("Lives in Lisbon", "lives in lisbon",
                    [cand("User lives in Lisbon", "lis001", "2025-06-01T00:00:00Z")],
                    "2025-06-01T00:00:00Z"),
    ]


def first_page(added: list[str] | None = None) -> str:
    return render_profile(page_facts(), [], added or [], UPDATED)


def fact_line(page: str, start: str) -> str:
    return next(line for line in page.split("\n")
                if line.startswith(f"- {start}") and " ^f-" in line)


def test_page_layout() -> None:
    page = first_page(["Allergic to peanuts"])
    assert page.startswith("---\nmusubi_id: musubi:profile\ntype: profile\n")
    assert f"# Profile\n\n{INTRO}\n\n## Facts\n\n- Named Ana Costa · " in page
    ana = fact_line(page, "Named Ana Costa")
    assert ana.count("[[") == 3 and " · +2 more ^f-" in ana
    assert "|2025-05-01 Intro 4]]" in ana  # newest first, alias without the short id
    assert ana.endswith(" ^" + block_ids(["named ana costa"])[0])
    own = fact_line(page, "Allergic to peanuts")
    assert own.startswith("- Allergic to peanuts · added by you ^f-")


def test_page_links_resolve_in_obsidian(tmp_path) -> None:
    page = first_page()
    for fact in page_facts():
        for s in fact.sources:
            note = tmp_path / s.note_path
            note.parent.mkdir(parents=True, exist_ok=True)
            note.write_text("note\n", encoding="utf-8")
    (tmp_path / "Musubi" / "profile.md").write_text(page, encoding="utf-8")
    links = links_in(page)
    assert len(links) == 5
    for link in links:
        assert resolve(tmp_path, link) == (tmp_path / link.split("|")[0]
                                           .__add__(".md"), None)


def test_block_ids_stay_unique() -> None:
    ids = block_ids([f"fact {i}" for i in range(3000)])
    assert len(set(ids)) == len(ids)
    assert all(i.startswith("f-") and len(i) >= 8 for i in ids)


def test_untouched_page_reads_back_as_no_edits() -> None:
    page = render_profile(page_facts(), ["prefers spaces"], ["Allergic to peanuts"], UPDATED)
    edits = read_profile_edits(page, page)
    assert edits.suppressed == ["prefers spaces"]
    assert edits.added == ["Allergic to peanuts"]
    assert read_profile_edits(first_page(), first_page()).suppressed == []
    assert read_profile_edits(first_page(), None).added == []


def test_rendering_again_is_stable() -> None:
    page = first_page(["Allergic to peanuts"])
    edits = read_profile_edits(page, page)
    again = render_profile(page_facts(), edits.suppressed, edits.added, UPDATED, current=page)
    assert again == page


def test_deleted_line_is_suppressed() -> None:
    base = first_page()
    current = base.replace(fact_line(base, "Prefers tabs") + "\n", "")
    assert read_profile_edits(current, base).suppressed == ["Prefers tabs over spaces"]
    # ...and the next build no longer shows it, however it is phrased.
    groups = group_candidates([cand("The user prefers tabs over spaces.", "x1", "2026")],
                              read_profile_edits(current, base).suppressed)
    assert groups == []


@pytest.mark.parametrize("strike", [
    lambda line: line.replace("- Prefers tabs over spaces", "- ~~Prefers tabs over spaces~~"),
    lambda line: "- ~~" + line[2:] + "~~",
    lambda line: "- ~~" + line[2:line.index(" ^f-")] + "~~" + line[line.index(" ^f-"):],
])
def test_struck_line_is_suppressed(strike) -> None:
    base = first_page()
    line = fact_line(base, "Prefers tabs")
    current = base.replace(line, strike(line))
    edits = read_profile_edits(current, base)
    assert edits.suppressed == ["Prefers tabs over spaces"]
    assert edits.added == []


def test_a_note_typed_after_the_block_id_is_not_an_edit() -> None:
    base = first_page()
    line = fact_line(base, "Prefers tabs")
    current = base.replace(line, line + " (still true!)")
    assert read_profile_edits(current, base) == read_profile_edits(base, base)


def test_partly_struck_line_is_not_suppressed() -> None:
    base = first_page()
    line = fact_line(base, "Prefers tabs")
    current = base.replace(line, line.replace("Prefers tabs", "~~Prefers~~ tabs"))
    assert read_profile_edits(current, base).suppressed == []


def test_added_line_becomes_a_fact_and_survives_the_rewrite() -> None:
    base = first_page()
    current = base.replace("## Facts\n\n", "## Facts\n\n-   Allergic to peanuts  \n- \n")
    edits = read_profile_edits(current, base)
    assert edits.added == ["Allergic to peanuts"] and edits.suppressed == []
    page = render_profile(page_facts(), edits.suppressed, edits.added, UPDATED, current=current)
    assert "- Allergic to peanuts · added by you ^f-" in page
    assert page.count("Allergic to peanuts") == 2  # frontmatter and one line, not two lines
    assert read_profile_edits(page, page).added == ["Allergic to peanuts"]


def test_deleting_your_own_fact_takes_it_back_without_suppressing() -> None:
    base = first_page(["Allergic to peanuts"])
    current = base.replace(fact_line(base, "Allergic to peanuts") + "\n", "")
    edits = read_profile_edits(current, base)
    assert edits.added == [] and edits.suppressed == []


def test_rewording_a_line_replaces_musubis_words_with_yours() -> None:
    base = first_page()
    line = fact_line(base, "Lives in Lisbon")
    current = base.replace(line, line.replace("Lives in Lisbon", "Lives in Lisbon, Alfama"))
    edits = read_profile_edits(current, base)
    assert edits.suppressed == ["Lives in Lisbon"]
    assert edits.added == ["Lives in Lisbon, Alfama"]


def test_renamed_note_links_are_not_an_edit() -> None:
    """Obsidian rewrites links when a note is renamed; the fact's words are unchanged."""
    base = first_page()
    current = base.replace("Editor setup", "Editor setup renamed")
    assert read_profile_edits(current, base) == read_profile_edits(base, base)


def test_prose_outside_the_facts_list_survives() -> None:
    base = first_page()
    mine = "## My notes\n\nThe Porto years were the best.\n"
    current = base.replace("# Profile\n", "# Profile\n\nWritten by me, kept by Musubi.\n")
    current = current.rstrip("\n") + "\n\n" + mine
    current = current.replace("musubi_id:", "aliases:\n- me\nmusubi_id:")
    edits = read_profile_edits(current, base)
    assert edits.suppressed == [] and edits.added == []
    fewer = page_facts()[:1]
    page = render_profile(fewer, [], [], "2026-12-01T00:00:00Z", current=current)
    assert "Written by me, kept by Musubi." in page
    assert page.endswith("\n\n" + mine)
    assert "Lives in Lisbon" not in page
    assert "aliases:\n- me\n" in page
    assert "updated: 2026-12-01T00:00:00\n" in page


def test_replace_facts_section_edges() -> None:
    section = "## Facts\n\n- x ^f-000000\n"
    assert replace_facts_section("", section).endswith("\n\n" + section)
    assert replace_facts_section("My page\n", section) == "My page\n\n" + section
    body = "## Facts\n\n- old ^f-111111\n\n### Health\n\n- mine\n"
    assert replace_facts_section(body, section) == section + "\n### Health\n\n- mine\n"


def test_broken_frontmatter_is_reported_not_guessed() -> None:
    broken = first_page().replace("suppressed: []", "suppressed: [unclosed")
    with pytest.raises(ValueError, match="not valid YAML"):
        read_profile_edits(broken, first_page())
    wrong = first_page().replace("suppressed: []", "suppressed:\n  nested: map")
    with pytest.raises(ValueError, match="'suppressed' must be a list"):
        read_profile_edits(wrong, first_page())


def test_accidents_do_not_undo_suppressions() -> None:
    base = render_profile(page_facts(), ["prefers spaces"], ["Allergic to peanuts"], UPDATED)
    missing = read_profile_edits(None, base)
    assert missing.suppressed == ["prefers spaces"] and missing.added == ["Allergic to peanuts"]
    no_frontmatter = base.split("\n---\n", 1)[1]
    assert read_profile_edits(no_frontmatter, base).suppressed == ["prefers spaces"]
    no_section = base.split("## Facts")[0]
    assert read_profile_edits(no_section, base).suppressed == ["prefers spaces"]


def test_windows_line_endings_read_the_same() -> None:
    base = first_page()
    current = base.replace(fact_line(base, "Prefers tabs") + "\n", "").replace("\n", "\r\n")
    assert read_profile_edits(current, base).suppressed == ["Prefers tabs over spaces"]


fact_words = st.text(st.characters(whitelist_categories=("L", "N", "Zs", "Pd", "Po")),
                     min_size=1, max_size=40).filter(lambda t: dedupe_key(t) != "")


@settings(max_examples=100, deadline=None)
@given(st.lists(fact_words, max_size=8), st.lists(fact_words, max_size=3))
def test_any_render_reads_back_without_edits(texts: list[str], added: list[str]) -> None:
    facts = [ProfileFact(t, dedupe_key(t), [cand(t, f"n{i:05d}", "2025-01-01T00:00:00Z")],
                         "2025-01-01T00:00:00Z") for i, t in enumerate(texts)]
    page = render_profile(facts, [], added, UPDATED)
    edits = read_profile_edits(page, page)
    assert edits.suppressed == []
    assert {dedupe_key(a) for a in edits.added} == {dedupe_key(a) for a in added}
