"""Topic names come from distinctive phrases, never from a file name or a generic word: a
small library of distilled notes where every routing note names the same file and says "error",
named through the real naming path (note_terms -> name_clusters)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from musubi_daemon.knowledge.library import LibraryNote
from musubi_daemon.knowledge.taxonomy import name_clusters
from musubi_daemon.knowledge.topic_build import note_terms
from musubi_daemon.model import StructuredNote

AT = "2026-03-01T09:00:00Z"
ROUTES = [("Login page redirects forever", ["app.routes.ts", "Angular"],
           ["error", "route guard"]),
          ("Lazy loading breaks after upgrade", ["app.routes.ts"], ["error", "lazy loading"]),
          ("Why the guard blocks admins", ["app.routes.ts", "src/app/auth.guard.ts"],
           ["route guard", "error"]),
          ("Redirect after sign-in", ["app.routes.ts", "Angular"], ["route guard", "error"]),
          ("Build fails on a typo", ["app.routes.ts"], ["error", "typescript"])]
BREAD = [("Sourdough starter feeding", ["rye flour"], ["sourdough starter", "error"]),
         ("Sourdough starter too sour", ["rye flour"], ["sourdough starter"]),
         ("Dutch oven sourdough bake", ["Dutch oven"], ["sourdough starter", "baking"])]


def _note(i: int, title: str, entities: list[str], topics: list[str]) -> LibraryNote:
    return LibraryNote(id=f"c{i}", path=f"Musubi/conversations/c{i}.md", title=title,
                       source="claude-code", created=AT, updated=AT,
                       note=StructuredNote(title=title, entities=entities, topics=topics))


def _names() -> list[str]:
    notes = [_note(i, *row) for i, row in enumerate([*ROUTES, *BREAD])]
    labels = [0] * len(ROUTES) + [1] * len(BREAD)
    return [c.name for c in name_clusters([note_terms(n) for n in notes], labels, 2)]


def test_topics_are_named_after_phrases_not_files_or_generic_words() -> None:
    routes, bread = _names()
    assert routes == "Route Guard" and bread == "Sourdough Starter"


_GENERIC = st.sampled_from(["error", "issue", "thing", "file", "code", "question", "help",
                            "main.py", "app.routes.ts", "src/index.js", "README.md", "find",
                            "add", "around", "around to-6", "9-to-6"])


@given(st.lists(_GENERIC, min_size=1, max_size=4))
def test_no_name_is_a_file_or_a_generic_word(noise: list[str]) -> None:
    terms = [[*noise, "kubernetes ingress"], [*noise], [*noise, "kubernetes ingress"]]
    [cat] = name_clusters(terms, [0, 0, 0], 1)
    low = cat.name.casefold()
    assert "." not in low and "/" not in low
    assert low not in {"error", "issue", "thing", "file", "code", "question", "help", "find",
                       "add", "around", "around to-6", "9-to-6"}
    assert not any(ch.isdigit() for ch in low), low


def test_title_words_keep_their_accents_and_scripts() -> None:
    terms = note_terms(_note(0, "Train from Lisbon to Covilhã, 東京の地図", [], []))
    assert "covilhã" in terms and "東京の地図" in terms
    assert not any(t.endswith("covilh") for t in terms)


# --- issue 37: never money, a number, a file name, or a word of a third of the library -------

_SUBJECTS = ["sourdough starter", "kargo-api", "elevation profile", "sicily trip", "cello",
             "raspberry pi", "birthday present", "dispatch-ui"]
_NOISE = ["sek", "eur", "2026", "42", "config.yaml", "api", "work"]


@given(st.lists(st.tuples(st.sampled_from(_SUBJECTS), st.lists(st.sampled_from(_NOISE),
                                                                max_size=3)),
                min_size=20, max_size=30),
       st.integers(min_value=2, max_value=4))
def test_a_name_is_never_money_a_number_a_file_or_a_common_word(
        rows: list[tuple[str, list[str]]], k: int) -> None:
    # "api" and "work" in every note: common to the library, whatever else they say.
    terms = [[subject, *noise, "api", "work"] for subject, noise in rows]
    labels = [i % k for i in range(len(terms))]
    names = [c.name.casefold() for c in name_clusters(terms, labels, k)]
    for name in names:
        for part in name.replace(" & ", "|").split("|"):
            words = part.split()
            assert not any(w in {"sek", "eur"} for w in words), names
            assert not part.strip(" 0123456789").isdigit() and part not in ("2026", "42"), names
            assert "config.yaml" not in part, names
            assert part not in ("api", "work"), names


def test_a_projects_sessions_are_named_after_the_project() -> None:
    notes = [LibraryNote(id=f"p{i}", path=f"Musubi/conversations/p{i}.md", title=title,
                         source="claude-code", created=AT, updated=AT,
                         note=StructuredNote(title=title, topics=["error"]),
                         fm={"project": "kargo-api"})
             for i, title in enumerate(["Fix the flaky webhook test", "Add retries to payouts",
                                        "Why is the build slow"])]
    notes += [_note(10 + i, *row) for i, row in enumerate(BREAD)]
    labels = [0, 0, 0, 1, 1, 1]
    names = [c.name for c in name_clusters([note_terms(n) for n in notes], labels, 2)]
    assert names[0] == "Kargo-api", names


@given(st.lists(st.sampled_from(["day", "days", "week", "night", "hours", "afternoon", "late",
                                 "early"]), min_size=1, max_size=3))
def test_a_time_word_never_names_a_topic(noise: list[str]) -> None:
    """`make demo` named the hut-to-hut trip "Day", and later "Late": a time says when, not
    what about."""
    terms = [[*noise, "dolomites hut-to-hut"], [*noise], [*noise, "dolomites hut-to-hut"],
             ["sourdough starter"], ["sourdough starter"], ["rye flour"]]
    trip, _bread = name_clusters(terms, [0, 0, 0, 1, 1, 1], 2)
    assert not set(trip.name.casefold().split()) & {"day", "days", "week", "night", "hours",
                                                     "afternoon", "late", "early"}, trip.name


def test_a_phrase_cut_at_a_small_word_names_no_topic() -> None:
    """"after long" (from a title "… after long runs") is half a phrase: the project library
    had a topic named "After Long", which a working common-word check then caught."""
    terms = [["after long", "knee pain"], ["after long", "knee pain"], ["after long"],
             ["sourdough starter"], ["sourdough starter"], ["rye flour"]]
    knee, _bread = name_clusters(terms, [0, 0, 0, 1, 1, 1], 2)
    assert "after" not in knee.name.casefold(), knee.name
