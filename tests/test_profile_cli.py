"""`musubi profile`: durable facts from every note, merged by the model when one answers,
newest winning conflicts, and the person's strikes, deletions and additions honoured."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from chat_server import ChatServer
from cli_helpers import git, musubi
from knowledge_library import copy_library, respond, schema_name


@pytest.fixture
def library(home: Path, tmp_path: Path, library_template: Path, chat_server: ChatServer,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    chat_server.respond = respond
    return copy_library(library_template, tmp_path / "vault", monkeypatch)


def profile(server: ChatServer | None) -> dict:
    model = ["--model", "openai/test", "--api-base", server.url] if server else \
        ["--only-heuristic"]
    return json.loads(musubi("profile", "--json", *model).stdout)


def texts(report: dict) -> list[str]:
    return [f["text"] for f in report["facts"]]


def test_without_a_model_duplicates_collapse_and_the_newest_home_wins(library: Path) -> None:
    report = profile(None)
    facts = texts(report)
    # Nine facts were answered by the model; "plans to open-source the repo" is a plan, kept
    # out of the note when it was distilled (model_check), so eight reach the profile.
    assert report["candidates"] == 8 and report["model"] is None
    assert facts[0] == "Vegetarian"  # three phrasings, three conversations: first
    assert report["facts"][0]["support"] == 3
    assert "Lives in Lisbon" in facts and "Lives in Porto" not in facts
    assert not any("1,148" in f or "open-source" in f for f in facts)  # not durable
    page = (library / "Musubi" / "profile.md").read_text(encoding="utf-8")
    assert "- Vegetarian · [[Musubi/conversations/" in page
    assert git(library, "log", "-1", "--format=%an %s").startswith("Musubi musubi profile")


def test_model_merge_is_cached_and_links_every_source(library: Path,
                                                      chat_server: ChatServer) -> None:
    report = profile(chat_server)
    assert report["model"] == "openai/test" and not report["cached"]
    name = next(f for f in report["facts"] if f["text"] == "Named Ana Costa")
    assert name["support"] == 2  # "named Ana" and "is Ana Costa", from two conversations
    assert {s["conversation_id"] for s in name["sources"]} == {"claude-code:bread-00",
                                                               "claude-code:tax-05"}
    assert "Lives in Porto" not in texts(report)
    calls = sum(1 for b in chat_server.requests if schema_name(b) == "profile")
    assert calls == 1
    head = git(library, "rev-parse", "HEAD")
    again = profile(chat_server)
    assert again["cached"] and texts(again) == texts(report)
    assert sum(1 for b in chat_server.requests if schema_name(b) == "profile") == 1
    assert git(library, "rev-parse", "HEAD") == head  # unchanged: no commit


def test_struck_deleted_and_added_lines(library: Path) -> None:
    profile(None)
    page = library / "Musubi" / "profile.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    vegetarian = next(i for i, line in enumerate(lines) if line.startswith("- Vegetarian"))
    lisbon = next(i for i, line in enumerate(lines) if line.startswith("- Lives in Lisbon"))
    lines[vegetarian] = "- ~~" + lines[vegetarian][2:] + "~~"
    del lines[lisbon]
    facts_at = lines.index("## Facts")
    lines.insert(facts_at + 2, "- Allergic to peanuts")
    lines.append("")
    lines.append("## My notes")
    lines.append("Keep this paragraph.")
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = profile(None)
    facts = texts(report)
    assert "Vegetarian" not in facts and "Lives in Lisbon" not in facts
    assert "Allergic to peanuts" in facts
    text = page.read_text(encoding="utf-8")
    assert "suppressed:" in text and "Keep this paragraph." in text
    assert "Allergic to peanuts" in text and "Vegetarian ·" not in text
    # For good: a later conversation stating it again does not bring it back.
    again = profile(None)
    assert "Vegetarian" not in texts(again) and "Allergic to peanuts" in texts(again)
    authors = git(library, "log", "--format=%an", "-3").split("\n")
    assert authors[0] == "Musubi" and authors[1] != "Musubi"


def test_broken_profile_properties_are_reported_and_left_alone(library: Path) -> None:
    profile(None)
    page = library / "Musubi" / "profile.md"
    broken = page.read_text(encoding="utf-8").replace("type: profile", "type: [profile")
    page.write_text(broken, encoding="utf-8")
    report = profile(None)
    assert any("profile.md" in p["path"] for p in report["problems"])
    assert page.read_text(encoding="utf-8") == broken


def test_an_empty_profile_says_why(vault: Path, home: Path) -> None:
    """No facts before anything is distilled says to distill; no facts after it says that the
    conversations state none, instead of sending her to run the command she just ran."""
    from claude_sessions import Session, project_dir

    Session(project_dir(home) / "5f0c2a9e-3333-4000-8000-000000000003.jsonl",
            "5f0c2a9e-3333-4000-8000-000000000003") \
        .user("How do I reverse a list in Python?") \
        .assistant("Use reversed(xs) for an iterator or xs[::-1] for a new list.").write()
    musubi("ingest", "--no-index")
    before = musubi("profile", "--only-heuristic").stdout
    assert "run `musubi distill`" in before
    musubi("distill", "--only-heuristic")
    after = musubi("profile", "--only-heuristic").stdout
    assert "none of the 1 distilled conversation says one" in after, after
    assert "run `musubi distill`" not in after
