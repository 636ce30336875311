"""The topic map's pure logic: clustering, the model's taxonomy, cluster names, placement, links."""

from __future__ import annotations

import json
import re
from collections import Counter

import numpy as np
import pytest

from musubi_daemon.config import TOPIC_FLOOR, TOPICS_MAX, TOPICS_MIN
from musubi_daemon.knowledge.kmeans import default_k, kmeans
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


# -- k-means ------------------------------------------------------------------------------------

def test_kmeans_is_deterministic() -> None:
    x, _ = blobs()
    first_labels, first_centroids = kmeans(x, 3)
    for _ in range(3):
        labels, centroids = kmeans(x.copy(), 3)
        assert np.array_equal(labels, first_labels)
        assert np.array_equal(centroids, first_centroids)


def test_kmeans_recovers_separated_groups_numbered_by_size() -> None:
    x, truth = blobs(sizes=(12, 30, 20))
    labels, centroids = kmeans(x, 3)
    # Each true group is exactly one cluster, and the largest group is cluster 0.
    for group in range(3):
        assert len(set(labels[truth == group])) == 1
    assert labels[truth == 1][0] == 0
    assert labels[truth == 2][0] == 1
    assert labels[truth == 0][0] == 2
    assert centroids.shape == (3, 16)
    assert np.allclose(np.linalg.norm(centroids, axis=1), 1.0)


@pytest.mark.parametrize("sizes", [(30, 20, 10), (5, 50, 5, 20, 8), (3, 40, 3, 3, 30, 10, 6)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_kmeans_keeps_small_groups_apart(sizes: tuple[int, ...], seed: int) -> None:
    x, truth = blobs(sizes=sizes, seed=seed)
    labels, _ = kmeans(x, len(sizes))
    assert len(set(labels)) == len(sizes)
    for group in range(len(sizes)):
        assert len(set(labels[truth == group])) == 1


def test_kmeans_ignores_row_scale_and_survives_a_different_seed() -> None:
    x, truth = blobs()
    labels, _ = kmeans(x * 5.0, 3, seed=123)
    for group in range(3):
        assert len(set(labels[truth == group])) == 1


def test_kmeans_sizes_are_non_increasing_with_ties_by_first_member() -> None:
    x, _ = blobs(sizes=(5, 5, 9, 5), seed=3)
    labels, _ = kmeans(x, 4)
    sizes = np.bincount(labels)
    assert list(sizes) == sorted(sizes, reverse=True)
    firsts = [int(np.flatnonzero(labels == c)[0]) for c in range(len(sizes))]
    ties = [c for c in range(1, len(sizes)) if sizes[c] == sizes[c - 1]]
    assert all(firsts[c - 1] < firsts[c] for c in ties)


def test_kmeans_with_more_clusters_than_points_gives_each_point_its_own() -> None:
    x, _ = blobs(sizes=(2, 2))
    labels, centroids = kmeans(x, 10)
    assert list(labels) == [0, 1, 2, 3]
    assert np.allclose(centroids, x)


def test_kmeans_duplicates_never_split_and_cap_k() -> None:
    a, b = unit(np.array([1.0, 0.2, 0.0])), unit(np.array([0.0, 1.0, 0.3]))
    x = np.vstack([a, a, b, a, b, a])
    labels, centroids = kmeans(x, 5)
    assert len(centroids) == 2
    assert list(labels) == [0, 0, 1, 0, 1, 0]


def test_kmeans_edge_inputs() -> None:
    labels, centroids = kmeans(np.zeros((0, 8)), 4)
    assert labels.shape == (0,) and centroids.shape == (0, 8)
    # Zero vectors (an empty note) carry no direction: they join the largest cluster.
    x, _ = blobs(sizes=(6, 3), dim=4)
    x = np.vstack([np.zeros(4), x])
    labels, centroids = kmeans(x, 2)
    assert labels[0] == 0 and np.bincount(labels)[0] == 7
    assert np.isfinite(centroids).all()
    labels, _ = kmeans(np.zeros((3, 4)), 2)
    assert list(labels) == [0, 0, 0]
    with pytest.raises(ValueError):
        kmeans(np.ones((2, 2)), 0)


def test_kmeans_single_iteration_still_labels_every_point() -> None:
    x, _ = blobs(sizes=(10, 10, 10, 10), spread=0.5)
    labels, centroids = kmeans(x, 8, iterations=1)
    assert len(labels) == 40 and set(labels) == set(range(len(centroids)))


def test_default_k_bounds() -> None:
    assert default_k(0) == 0
    assert default_k(1) == 1
    assert default_k(5) == 5                # never more clusters than notes
    assert default_k(40) == TOPICS_MIN      # sqrt(20) ~ 4.5, raised to the minimum
    assert default_k(450) == 15             # sqrt(225)
    assert default_k(100_000) == TOPICS_MAX
    assert all(default_k(n) <= n for n in range(1, 60))


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
