"""`musubi topics`: a taxonomy proposed once, every note linked to its page, stable names,
and the person's renames, hides and merges surviving every rebuild."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from chat_server import ChatServer
from cli_helpers import git, musubi
from knowledge_library import SUBJECTS, conversation, copy_library, respond, schema_name

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.vault.notes import read_frontmatter


@pytest.fixture
def library(home: Path, tmp_path: Path, library_template: Path, chat_server: ChatServer,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    chat_server.respond = respond
    return copy_library(library_template, tmp_path / "vault", monkeypatch)


def topic_of(vault: Path) -> dict[str, str]:
    """conversation id -> the topic name its `topics` property links."""
    out = {}
    for p in (vault / "Musubi" / "conversations").rglob("*.md"):
        fm = read_frontmatter(p.read_text(encoding="utf-8"))
        links = fm.get("topics") or []
        assert len(links) == 1, f"{p.name}: {links}"
        assert links[0].startswith("[[Musubi/topics/")
        out[fm["musubi_id"]] = links[0].split("|", 1)[1].rstrip("]")
    return out


def build(server: ChatServer | None, *extra: str) -> dict:
    model = ["--model", "openai/test", "--api-base", server.url] if server else \
        ["--only-heuristic"]
    return json.loads(musubi("topics", "build", "--json", *model, *extra).stdout)


def subject(cid: str) -> str:
    return cid.split(":", 1)[1].split("-", 1)[0]


def test_kmeans_without_a_model_is_deterministic_and_groups_subjects(library: Path) -> None:
    report = build(None, "--k", "4")
    assert report["proposed"] == "clusters" and report["placed"] == 24
    placed = topic_of(library)
    by_topic: dict[str, set[str]] = {}
    for cid, name in placed.items():
        by_topic.setdefault(name, set()).add(subject(cid))
    assert sorted(len(s) for s in by_topic.values()) == [1, 1, 1, 1], by_topic
    pages = {p.name: p.read_text() for p in (library / "Musubi" / "topics").glob("*.md")}
    assert len(pages) == 4 and all("General" not in n for n in pages)
    head = git(library, "rev-parse", "HEAD")
    assert git(library, "log", "-1", "--format=%an %s").startswith("Musubi musubi topics: 4")
    # The same library gives the same map: a rebuild writes nothing, makes no commit.
    again = build(None, "--k", "4")
    assert again["notes_written"] == 0 and again["pages_written"] == 0
    assert git(library, "rev-parse", "HEAD") == head
    # Distilling again keeps each note's topic link.
    musubi("distill", "--only-heuristic", "--redo")
    assert topic_of(library) == placed
    assert {p.name: p.read_text() for p in (library / "Musubi" / "topics").glob("*.md")
            }.keys() == pages.keys()


def test_model_taxonomy_places_notes_and_keeps_names_on_new_notes(
        library: Path, chat_server: ChatServer) -> None:
    report = build(chat_server)
    assert report["proposed"] == "model"
    assert any(schema_name(b) == "taxonomy" for b in chat_server.requests)
    names = {t["name"] for t in report["topics"]}
    assert "General" not in names  # a catch-all from the model is dropped
    want = {"bread": "Sourdough Baking", "k8s": "Kubernetes Deployments",
            "search": "Vector Search", "tax": "Income Tax"}
    assert all(want[subject(c)] == n for c, n in topic_of(library).items())
    page = (library / "Musubi" / "topics" / "Vector Search.md").read_text()
    assert "[[Musubi/conversations/" in page and "Chunk size for MiniLM" in page
    # Kubernetes and vector search share an entity (Python): related on both pages.
    assert "[[Musubi/topics/Kubernetes Deployments|Kubernetes Deployments]]" in page
    # Incremental: a new conversation is placed against the map; nothing is proposed again.
    calls = len(chat_server.requests)
    engine = Engine(load_config(library))
    try:
        engine.write_conversations("claude-code", [conversation("bread", 7)])
    finally:
        engine.close()
    musubi("distill", "--model", "openai/test", "--api-base", chat_server.url)
    second = build(chat_server)
    assert second["proposed"] is None and second["placed"] == 1
    assert len(chat_server.requests) == calls + 1  # the distillation only
    assert topic_of(library)["claude-code:bread-07"] == "Sourdough Baking"
    changed = git(library, "show", "--name-only", "--format=", "HEAD").split("\n")
    changed = [c for c in changed if c]
    assert sorted(changed) == sorted([
        next(p for p in changed if "conversations" in p),
        "Musubi/topics/Sourdough Baking.md"])


def test_unrelated_conversation_lands_in_unsorted(library: Path,
                                                  chat_server: ChatServer) -> None:
    build(chat_server)
    engine = Engine(load_config(library))
    try:
        from musubi_daemon.model import Conversation, Message

        cid = "claude-code:knit"
        text = "How many stitches do I cast on for a wool scarf with 5 mm knitting needles? " * 4
        engine.write_conversations("claude-code", [Conversation(
            cid, "claude-code", "Knitting a scarf", None, "2025-12-01T10:00:00Z",
            "2025-12-01T10:00:00Z", "x", [Message(f"{cid}#1", "user", text)])])
    finally:
        engine.close()
    musubi("distill", "--only-heuristic")
    report = build(chat_server)
    assert report["unsorted"] == 1
    assert topic_of(library)["claude-code:knit"] == "Unsorted"
    assert (library / "Musubi" / "topics" / "Unsorted.md").exists()


def test_renames_hides_and_merges_survive_a_rebuild(library: Path,
                                                    chat_server: ChatServer) -> None:
    build(chat_server)
    topics = library / "Musubi" / "topics"
    (topics / "Vector Search.md").rename(topics / "Retrieval.md")
    tax = topics / "Income Tax.md"
    tax.write_text(tax.read_text().replace("type: topic\n", "type: topic\nhidden: true\n"))
    k8s = topics / "Kubernetes Deployments.md"
    k8s.write_text(k8s.read_text().replace(
        "type: topic\n", "type: topic\nmerged_into: '[[Retrieval]]'\n"))
    build(chat_server, "--rebuild")
    placed = topic_of(library)
    assert {placed[c] for c in placed if subject(c) == "search"} == {"Retrieval"}
    assert {placed[c] for c in placed if subject(c) == "k8s"} == {"Retrieval"}
    assert not (topics / "Vector Search.md").exists()
    assert "hidden: true" in tax.read_text() and "merged_into" in k8s.read_text()
    listed = json.loads(musubi("topics", "list", "--json").stdout)
    names = [t["name"] for t in listed]
    assert "Income Tax" not in names and "Kubernetes Deployments" not in names
    assert names[0] == "Retrieval" and listed[0]["conversations"] == 12
    everything = json.loads(musubi("topics", "list", "--all", "--json").stdout)
    assert {"Income Tax", "Kubernetes Deployments"} <= {t["name"] for t in everything}
    # The person's edits were committed under their name before Musubi's run.
    authors = git(library, "log", "--format=%an", "-3").split("\n")
    assert "Musubi" in authors[0] and any(a and a != "Musubi" for a in authors[1:])


def test_topics_list_reads_the_vault(library: Path) -> None:
    build(None, "--k", "4")
    out = musubi("topics", "list").stdout
    assert out.count("\n") >= 4 and "6  " in out
    assert len(SUBJECTS) == 4
