"""The topic map's pure logic: clustering, the model's taxonomy, cluster names, placement, links."""

from __future__ import annotations

import json
import re
from collections import Counter

import numpy as np
import pytest

from musubi_daemon.config import (
    TOPIC_CLUSTER_SAMPLE,
    TOPIC_FLOOR,
    TOPIC_MEAN_NOTES,
    TOPICS_FOUND_MAX,
    TOPICS_MAX,
    TOPICS_MIN,
)
from musubi_daemon.knowledge.clustering import (
    centroids,
    cluster,
    silhouette,
    topic_count_range,
)
from musubi_daemon.knowledge.taxonomy import (
    BANNED_NAMES,
    TAXONOMY_SCHEMA,
    Category,
    TaxonomyError,
    assign,
    name_clusters,
    parse_taxonomy,
    related_topics,
    safe_topic_name,
    sample_for_prompt,
    taxonomy_messages,
    topic_slug,
)

UNSAFE = re.compile(r'[/\\:*?"<>|#^\[\]]')


def unit(x: np.ndarray) -> np.ndarray:
    return x / np.linalg.norm(x, axis=-1, keepdims=True)


def blobs(sizes: tuple[int, ...] = (30, 20, 10), dim: int = 16, spread: float = 0.08,
          seed: int = 7) -> tuple[np.ndarray, np.ndarray]:
    """Well separated groups on the unit sphere, and which group each row came from."""
    rng = np.random.default_rng(seed)
    centres = unit(rng.normal(size=(len(sizes), dim)))
    rows = [unit(centres[g] + spread * rng.normal(size=(size, dim)))
            for g, size in enumerate(sizes)]
    truth = np.repeat(np.arange(len(sizes)), sizes)
    return np.vstack(rows), truth


def categories(n: int) -> list[dict[str, str]]:
    return [{"name": f"Topic Number {chr(65 + i)}{chr(65 + i)}", "description": f"About {i}."}
            for i in range(n)]


# -- clustering without a model ----------------------------------------------------------------

def words_of(truth: np.ndarray, shared: bool = True) -> list[str]:
    """Texts whose words follow the groups (or say nothing, with ``shared=False``)."""
    names = ["alpine", "baking", "cello", "dinghy", "espresso", "falconry", "gardening"]
    return [f"note about {names[g]} and {names[g]}s" if shared else "a note" for g in truth]


def test_clustering_is_deterministic_and_numbered_by_size() -> None:
    x, truth = blobs(sizes=(12, 30, 20))
    first, count = cluster(x, words_of(truth))
    assert count == 3
    for _ in range(3):
        again, _ = cluster(x.copy(), words_of(truth))
        assert np.array_equal(again, first)
    # Each true group is one topic, and the largest group is topic 0.
    for group in range(3):
        assert len(set(first[truth == group])) == 1
    assert first[truth == 1][0] == 0 and first[truth == 2][0] == 1 and first[truth == 0][0] == 2
    c = centroids(x, first, count)
    assert c.shape == (3, 16) and np.allclose(np.linalg.norm(c, axis=1), 1.0)


@pytest.mark.parametrize("sizes", [(30, 20, 10), (5, 50, 5, 20, 8), (4, 40, 4, 4, 30, 10, 6)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_number_of_topics_follows_the_library(sizes: tuple[int, ...], seed: int) -> None:
    """No count is given: the silhouette finds as many topics as there are subjects, small
    ones kept apart from big ones (k-means split big groups and merged small ones)."""
    x, truth = blobs(sizes=sizes, seed=seed)
    labels, count = cluster(x, words_of(truth, shared=False))
    assert count == len(sizes)
    for group in range(len(sizes)):
        assert len(set(labels[truth == group])) == 1


def test_words_tell_apart_what_the_vectors_blur() -> None:
    """Two subjects whose vectors overlap are told apart by the words their notes share."""
    x, truth = blobs(sizes=(6, 6, 6, 6), spread=2.0, seed=4)
    blurred, _ = cluster(x, words_of(truth, shared=False), k=4)
    assert not all(len(set(blurred[truth == g])) == 1 for g in range(4))
    labels, count = cluster(x, words_of(truth), k=4)
    assert count == 4 and all(len(set(labels[truth == g])) == 1 for g in range(4))


def test_a_lone_note_is_no_topic_and_a_count_can_be_asked_for() -> None:
    x, truth = blobs(sizes=(8, 8, 1), seed=5)
    labels, count = cluster(x, words_of(truth), k=3)
    assert count == 2 and labels[-1] == -1  # placed later by its vector, or Unsorted
    # Asked for more topics than notes allow: never more than there are groups of two.
    labels, count = cluster(x[:4], ["a", "b", "c", "d"], k=10)
    assert count >= 1 and set(labels.tolist()) <= set(range(count)) | {-1}


def test_clustering_edge_inputs() -> None:
    labels, count = cluster(np.zeros((0, 8)), [])
    assert labels.shape == (0,) and count == 0
    labels, count = cluster(np.ones((1, 4)), ["one"])
    assert list(labels) == [0] and count == 1
    # Zero vectors and empty texts (an empty note) still get a place, and no NaN.
    labels, count = cluster(np.zeros((3, 4)), ["", "", ""])
    assert list(labels) == [0, 0, 0] and count == 1
    assert np.isfinite(centroids(np.zeros((3, 4)), labels, count)).all()


def test_a_large_library_is_clustered_on_a_bounded_sample() -> None:
    """Pairwise work grows with the square of the notes: past the sample the rest wait for
    placement by vector, and memory stays bounded."""
    x, truth = blobs(sizes=(700, 500, 300), seed=6)
    labels, count = cluster(x, words_of(truth))
    assert count == 3
    sampled = labels >= 0
    assert sampled.sum() == TOPIC_CLUSTER_SAMPLE
    for group in range(3):
        assert len(set(labels[sampled & (truth == group)])) == 1


def test_topic_count_range() -> None:
    assert topic_count_range(1) == (1, 1)
    assert topic_count_range(8) == (2, 2)
    assert topic_count_range(80) == (2, 80 // TOPIC_MEAN_NOTES)
    assert topic_count_range(100_000) == (2, TOPICS_FOUND_MAX)


def test_silhouette_prefers_the_true_grouping() -> None:
    x, truth = blobs(sizes=(10, 10, 10), seed=8)
    dist = 1 - unit(x) @ unit(x).T
    right = silhouette(dist, truth)
    wrong = silhouette(dist, np.arange(30) % 3)
    assert right > 0.5 > wrong
    assert silhouette(dist, np.zeros(30, dtype=int)) == 0.0


# -- the model's taxonomy -----------------------------------------------------------------------

def test_schema_bounds_the_list() -> None:
    topics = TAXONOMY_SCHEMA["properties"]["topics"]
    assert (topics["minItems"], topics["maxItems"]) == (TOPICS_MIN, TOPICS_MAX)
    assert set(topics["items"]["required"]) == {"name", "description"}


def test_parse_a_good_answer() -> None:
    answer = {"topics": [
        {"name": "Vector Search", "description": "Choosing and tuning vector indexes."},
        {"name": "Sourdough Baking", "description": "Starters, flour and hydration. More."},
        {"name": "Home Network", "description": "Routers and wifi."},
    ]}
    got = parse_taxonomy(answer)
    assert [c.name for c in got] == ["Vector Search", "Sourdough Baking", "Home Network"]
    assert got[1].description == "Starters, flour and hydration."
    assert got[0].slug == "vector-search"


@pytest.mark.parametrize("name", ["General", "misc", "MISC.", "Other", "Miscellaneous",
                                  "Everything else", "Other Stuff", "General Discussion",
                                  "Misc & Other", "Uncategorised", "Unsorted", "Topics"])
def test_catch_all_buckets_are_dropped(name: str) -> None:
    got = parse_taxonomy({"topics": [{"name": name, "description": "x"}, *categories(2)]})
    assert [c.name for c in got] == ["Topic Number AA", "Topic Number BB"]


@pytest.mark.parametrize("name", ["Random Forests", "Other Languages", "General Relativity"])
def test_real_topics_that_share_a_word_with_a_bucket_are_kept(name: str) -> None:
    got = parse_taxonomy({"topics": [{"name": name, "description": "x"}, *categories(1)]})
    assert got[0].name == name


def test_banned_names_are_casefolded() -> None:
    assert all(name == name.casefold() for name in BANNED_NAMES)
    assert {"general", "misc", "other", "unsorted"} <= BANNED_NAMES


def test_duplicates_by_slug_keep_the_first() -> None:
    got = parse_taxonomy({"topics": [
        {"name": "Vector Search", "description": "first"},
        {"name": "vector-search", "description": "second"},
        {"name": "Vector  Search!", "description": "third"},
        {"name": "Home Network", "description": "x"},
    ]})
    assert [(c.name, c.description) for c in got] == [("Vector Search", "First"),
                                                       ("Home Network", "X")]


def test_long_answers_are_capped() -> None:
    assert len(parse_taxonomy({"topics": categories(TOPICS_MAX + 5)})) == TOPICS_MAX


def test_unsafe_characters_are_cleaned() -> None:
    got = parse_taxonomy({"topics": [
        {"name": "C/C++ builds", "description": "x"},
        {"name": ".NET: tooling?", "description": "x"},
        {"name": "[[Links]] #tags ^blocks", "description": "x"},
        {"name": "A very long category name " * 5, "description": "x"},
    ]})
    for c in got:
        assert not UNSAFE.search(c.name) and not c.name.startswith(".")
        assert c.name == c.name.strip() and "  " not in c.name and len(c.name) <= 60
    assert got[0].name == "C-C++ builds"


def test_list_of_strings_and_other_keys_are_tolerated() -> None:
    got = parse_taxonomy({"categories": ["1. Vector Search: choosing indexes", "- Home Network",
                                         "Misc"]})
    assert [c.name for c in got] == ["Vector Search", "Home Network"]
    assert got[0].description == "Choosing indexes"
    assert len(parse_taxonomy({"taxonomy": {"items": ["Alpha Topic", "Beta Topic"]}})) == 2


def test_fewer_than_two_usable_categories_is_an_error() -> None:
    with pytest.raises(TaxonomyError, match="at least 2"):
        parse_taxonomy({"topics": [{"name": "Vector Search", "description": "x"},
                                   {"name": "General", "description": "x"},
                                   {"name": "  ", "description": "x"}]})
    # A small library may honestly have fewer than TOPICS_MIN topics.
    assert len(parse_taxonomy({"topics": categories(3)})) == 3


@pytest.mark.parametrize("junk", [None, "Vector Search, Home Network", 42, {"topics": "a, b"},
                                  {"error": "overloaded"}, {"topics": [1, 2, None]}])
def test_junk_answers_are_errors(junk: object) -> None:
    with pytest.raises(TaxonomyError):
        parse_taxonomy(junk)  # type: ignore[arg-type]


def test_topic_slug_is_a_stable_non_empty_key() -> None:
    assert topic_slug("Vector search & RAG") == "vector-search-rag"
    assert topic_slug("Café Culture") == topic_slug("cafe culture")
    assert topic_slug("C++") != topic_slug("C")
    assert topic_slug("C#") == topic_slug(safe_topic_name("C#"))
    assert topic_slug("日本語") == "日本語"
    assert topic_slug("!!!") == "topic"


def test_safe_topic_name_keeps_readable_names() -> None:
    assert safe_topic_name("Vector search & RAG") == "Vector search & RAG"
    assert safe_topic_name("  CI/CD   pipelines ") == "CI-CD pipelines"
    assert safe_topic_name("...hidden") == "hidden"
    assert safe_topic_name("???") == ""


# -- the prompt ---------------------------------------------------------------------------------

def test_messages_forbid_buckets_state_the_count_and_list_every_sample() -> None:
    samples = ["Choosing a vector index: compared Chroma and sqlite-vec (vector search)",
               "Sourdough starter smells of acetone (baking, sourdough)"]
    messages = taxonomy_messages(samples)
    assert [m["role"] for m in messages] == ["system", "user"]
    text = "\n".join(m["content"] for m in messages)
    for bucket in ("General", "Misc", "Other"):
        assert f'"{bucket}"' in text
    assert f"between {TOPICS_MIN} and {TOPICS_MAX}" in text
    assert "JSON" in text
    for i, sample in enumerate(samples, 1):
        assert f"{i}. {sample}" in messages[1]["content"].splitlines()
    assert "exactly 12" in taxonomy_messages(samples, k=12)[0]["content"]
    assert f"exactly {TOPICS_MAX}" in taxonomy_messages(samples, k=99)[0]["content"]
    assert f"exactly {TOPICS_MIN}" in taxonomy_messages(samples, k=2)[0]["content"]


def test_sample_respects_limit_and_keeps_order_spread_over_the_library() -> None:
    lines = [f"Note {i:04d} about something" for i in range(2_000)]
    sample = sample_for_prompt(lines, limit=100)
    assert len(sample) == 100
    assert sample == sorted(sample)
    assert sample[0] == lines[0] and int(sample[-1][5:9]) >= 1_900
    assert sample == sample_for_prompt(list(lines), limit=100)


def test_sample_respects_the_budget_without_dropping_the_recent_notes() -> None:
    lines = [f"Note {i:04d} " + "word " * 60 for i in range(1_000)]
    sample = sample_for_prompt(lines, limit=500, budget=5_000)
    assert sum(len(s) + 1 for s in sample) <= 5_000
    assert 10 < len(sample) < 500
    assert int(sample[-1][5:9]) > 900          # the tail of the library is still shown


def test_sample_cuts_long_lines_on_a_word() -> None:
    line = "Title: " + " ".join(f"keyword{i}" for i in range(100))
    (cut,) = sample_for_prompt([line])
    assert len(cut) <= 200 and cut.endswith("…")
    assert cut[:-1].split()[-1] in line.split()
    assert sample_for_prompt(["", "   ", "one\n  two"]) == ["one two"]


# -- naming clusters without a model ------------------------------------------------------------

def library() -> tuple[list[list[str]], list[int]]:
    baking = [["python", "sourdough starter", "sourdough", "flour", "hydration"]] * 6
    asyncio = [["python", "asyncio", "event loop", "python asyncio"]] * 5
    rag = [["python", "llm", "vector search", "chroma", "rag"]] * 4
    local = [["python", "llm", "ollama", "quantization"]] * 3
    terms = baking + asyncio + rag + local
    labels = [0] * 6 + [1] * 5 + [2] * 4 + [3] * 3
    return terms, labels


def test_cluster_names_come_from_distinctive_terms() -> None:
    terms, labels = library()
    got = name_clusters(terms, labels, 4)
    names = [c.name for c in got]
    assert names[0] == "Sourdough Starter"
    assert names[2] == "Vector Search"
    assert all("Python" not in name for name in names)   # in every cluster: says nothing
    assert names[3] == "Ollama"            # "llm" is shared with the vector search cluster
    assert got[0].description == "Conversations about sourdough starter, flour and hydration."
    assert len({c.slug for c in got}) == 4
    assert got == name_clusters(terms, labels, 4)


def test_cluster_names_are_unique_and_respect_taken() -> None:
    terms = [["docker", "compose"], ["docker", "volumes"], ["docker", "compose"],
             ["docker", "swarm"]]
    got = name_clusters(terms, [0, 1, 0, 1], 2, taken=["Compose", "Docker"])
    names = [c.name for c in got]
    assert "Compose" not in names and "Docker" not in names
    assert len({topic_slug(n) for n in [*names, "Compose", "Docker"]}) == 4
    assert all(n and not UNSAFE.search(n) for n in names)


def test_a_taken_best_term_is_combined_with_the_next_one() -> None:
    terms = [["sourdough starter", "flour"]] * 3 + [["kubernetes"]] * 3
    got = name_clusters(terms, [0, 0, 0, 1, 1, 1], 2, taken=["Sourdough Starter"])
    assert got[0].name == "Sourdough Starter & Flour"


def test_identical_clusters_fall_back_to_numbers() -> None:
    terms = [["sourdough"]] * 4
    names = [c.name for c in name_clusters(terms, [0, 0, 1, 1], 2)]
    assert names[0] == "Sourdough" and names[1] == "Sourdough 2"


def test_clusters_without_usable_terms_still_get_names() -> None:
    terms = [["42", "the", "a"], ["go", "7"], ["general", "stuff"], []]
    got = name_clusters(terms, [0, 1, 2, 2], 4)
    names = [c.name for c in got]
    assert len({topic_slug(n) for n in names}) == 4
    assert names[1] == "Go"                                  # short words as a last resort
    assert not any(n.casefold() in BANNED_NAMES for n in names)
    assert names[3] == "Cluster 4"                           # no members at all
    assert all(c.description.endswith(".") for c in got)


# -- placing notes ------------------------------------------------------------------------------

def test_assign_nearest_topic_or_unsorted_below_the_floor() -> None:
    topics = np.eye(3)
    notes = np.array([[0.9, 0.1, 0.0], [0.1, 0.2, 0.97], [0.1, 0.1, -1.0], [1.0, 1.0, 0.0]])
    got = assign(unit(notes), topics)
    assert got[0][0] == 0 and got[1][0] == 2
    assert got[2][0] is None and got[2][1] < TOPIC_FLOOR
    assert got[3][0] == 0                          # a tie goes to the lowest index
    assert all(isinstance(score, float) for _, score in got)
    assert assign(unit(notes), topics, floor=0.999)[0][0] is None


def test_assign_without_topics_leaves_everything_unsorted() -> None:
    notes = unit(np.ones((2, 3)))
    assert assign(notes, np.zeros((0, 3))) == [(None, 0.0), (None, 0.0)]
    assert assign(np.zeros((0, 3)), np.eye(3)) == []


# -- the topic graph ----------------------------------------------------------------------------

def test_related_topics_caps_degree_on_a_complete_graph() -> None:
    entities = {f"t{i}": Counter({"python": 5 + i, "git": 2, f"only-{i}": 9}) for i in range(10)}
    graph = related_topics(entities, degree=3)
    assert set(graph) == set(entities)
    assert all(len(links) <= 3 for links in graph.values())
    assert sum(len(links) for links in graph.values()) >= 2 * 10  # greedy fills most nodes
    for a, links in graph.items():
        assert a not in links and len(set(links)) == len(links)
        for b in links:
            assert a in graph[b]


def test_related_topics_strongest_links_first_and_only_through_shared_entities() -> None:
    entities = {
        "search": Counter({"chroma": 10, "sqlite": 4}),
        "storage": Counter({"sqlite": 6, "postgres": 3}),
        "vectors": Counter({"chroma": 2, "numpy": 3}),
        "baking": Counter({"flour": 8}),
        "empty": Counter(),
    }
    graph = related_topics(entities, degree=3)
    assert graph["search"] == ["storage", "vectors"]    # sqlite min 4 beats chroma min 2
    assert graph["baking"] == [] and graph["empty"] == []
    assert "vectors" not in graph["storage"]
    assert related_topics(entities, degree=0) == {t: [] for t in entities}


def test_related_topics_is_deterministic_under_ties() -> None:
    entities = {t: Counter({"shared": 1}) for t in ("d", "b", "a", "c", "e")}
    graph = related_topics(entities, degree=1)
    assert graph == {"a": ["b"], "b": ["a"], "c": ["d"], "d": ["c"], "e": []}
    assert json.dumps(graph, sort_keys=True) == json.dumps(
        related_topics(dict(reversed(list(entities.items()))), degree=1), sort_keys=True)


def test_category_slug_follows_the_name() -> None:
    assert Category("Vector search & RAG", "x").slug == "vector-search-rag"


def test_dates_never_name_a_cluster() -> None:
    terms = [["late june", "rifugio", "dolomites"], ["late june", "rifugio", "via ferrata"],
             ["sourdough", "flour"], ["sourdough", "starter"]]
    got = name_clusters(terms, [0, 0, 1, 1], 2)
    assert "June" not in got[0].name and "Rifugio" in got[0].name
