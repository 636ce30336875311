"""Every real fixture and every example history: adapter -> note -> the same conversation."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import forkserver
import pytest
from obsidian_links import links_in, resolve

from musubi_daemon.model import Conversation
from musubi_daemon.sources import SourceEnv, get_adapter
from musubi_daemon.vault.notes import parse, render

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "histories"


# The example histories plant exactly one corrupt line, to show it is reported, not fatal.
# The antigravity sample holds one encrypted .pb, reported as unreadable.
EXPECTED_SKIPS = {"1 corrupt line(s) skipped, the rest read",
                  "encrypted Antigravity conversation (.pb): not readable offline"}


def scan(source: str, path: Path) -> list[Conversation]:
    env = SourceEnv(home=path, path=path)
    convs = list(get_adapter(source).scan(env))
    assert {s.reason for s in env.skipped} <= EXPECTED_SKIPS, env.skipped
    return convs


def assert_round_trip(convs: list[Conversation]) -> None:
    assert convs
    for conv in convs:
        store: dict[str, str] = {}

        def put(text: str, ext: str, store: dict[str, str] = store) -> str:
            key = f"Musubi/artifacts/{len(store)}.{ext}"
            store[key] = text
            return key

        back = parse(render(conv, store=put), read_artifact=store.get)
        assert back == conv, conv.id


def fixture_inputs(fixtures: Path) -> list[tuple[str, Path]]:
    out = [("claude-code", fixtures / "claude-code")]
    out += [("chatgpt-export", p) for p in sorted((fixtures / "chatgpt-export").glob("*.json"))]
    out.append(("obsidian", fixtures / "obsidian" / "kepano-obsidian-vault"))
    out += [("cursor", p) for p in sorted((fixtures / "cursor").glob("*.vscdb"))]
    out += [("antigravity", p) for p in sorted((fixtures / "antigravity" / "agy-cli-brain")
                                                .iterdir())]
    out.append(("aider", fixtures / "others" / "aider" / "aider.chat.history.md"))
    return out


EXAMPLE_INPUTS = [("claude-code", EXAMPLES / "claude-code"),
                  ("chatgpt-export", EXAMPLES / "chatgpt-export"),
                  ("claude-export", EXAMPLES / "claude-export"),
                  ("cursor", EXAMPLES / "cursor" / "User"),
                  ("antigravity", EXAMPLES / "antigravity" / "antigravity-cli"),
                  ("codex", EXAMPLES / "codex"),
                  ("gemini-cli", EXAMPLES / "gemini-cli"),
                  ("aider", EXAMPLES / "aider" / "trailmap"),
                  ("obsidian", ROOT / "examples" / "vault")]


@pytest.mark.shared
def test_every_fixture_round_trips_through_a_note(fixtures: Path) -> None:
    for source, path in fixture_inputs(fixtures):
        assert_round_trip(scan(source, path))


@pytest.mark.parametrize(("source", "path"), EXAMPLE_INPUTS, ids=[s for s, _ in EXAMPLE_INPUTS])
def test_every_example_round_trips_through_a_note(source: str, path: Path) -> None:
    assert_round_trip(scan(source, path))


def _ingest(vault: Path, sources: list[tuple[str, Path]]) -> dict:
    env = os.environ.copy()
    run = forkserver.argv()
    subprocess.run([*run, "init", str(vault), "--no-remember"], env=env, check=True,
                   capture_output=True)
    args = [a for s, p in sources for a in ("--source", f"{s}={p}")]
    proc = subprocess.run([*run, "--vault", str(vault), "ingest", "--json", *args], env=env,
                          check=True, capture_output=True, text=True)
    return json.loads(proc.stdout)


def _check_vault(vault: Path, sources: list[tuple[str, Path]]) -> None:
    expected: dict[str, dict[str, Conversation]] = {}
    for source, path in sources:
        expected.setdefault(source, {}).update({c.id: c for c in scan(source, path)})
    for source, convs in expected.items():
        folder = vault / "Musubi" / "conversations" / source
        if source == "obsidian":
            assert not folder.exists()  # the person's notes are read in place, never copied
            continue
        written = {}
        for note in folder.rglob("*.md"):
            conv = parse(note.read_text(encoding="utf-8"),
                         read_artifact=lambda p: (vault / p).read_text(encoding="utf-8"))
            written[conv.id] = conv
        assert written == convs
    for note in (vault / "Musubi").rglob("*.md"):
        for link in links_in(note.read_text(encoding="utf-8")):
            _, missing = resolve(vault, link)
            assert missing is None, f"{note.name}: [[{link}]] does not resolve ({missing})"


@pytest.mark.shared
def test_fixtures_ingest_into_notes_that_match_the_source(fixtures: Path, home: Path,
                                                          tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    sources = [s for s in fixture_inputs(fixtures) if s[0] != "obsidian"]
    report = _ingest(vault, sources)
    assert report["skipped"] == 0, report
    _check_vault(vault, sources)


def test_examples_ingest_into_notes_that_match_the_source(home: Path, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    sources = [s for s in EXAMPLE_INPUTS if s[0] != "obsidian"]
    report = _ingest(vault, sources)
    _check_vault(vault, sources)
    assert report["commit"]
    assert {r["path"].rsplit("/", 1)[-1] for r in report["skipped_items"]} <= {
        "e7a09b55-5c12-4d8f-a3e6-91b4f0c2d873.jsonl",  # the planted corrupt line
        "7edee82f-3bf0-518b-8273-635571bdfad0.pb"}
    # A second run over the same histories reads nothing and writes nothing.
    again = _ingest(vault, sources)
    assert again["written"] == 0 and again["commit"] is None
    assert all(r["seen"] == 0 for r in again["sources"].values())
