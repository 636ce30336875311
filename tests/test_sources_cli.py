"""`musubi sources` and a plain `musubi ingest` find every tool's history at its default place."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from cli_helpers import musubi

ROOT = Path(__file__).resolve().parent.parent
H = ROOT / "examples" / "histories"


@pytest.fixture
def populated_home(home: Path) -> Path:
    """A HOME laid out the way each tool lays out its history on Linux."""
    shutil.copytree(H / "claude-code", home / ".claude" / "projects")
    shutil.copytree(H / "codex", home / ".codex")
    shutil.copytree(H / "gemini-cli" / "tmp", home / ".gemini" / "tmp")
    shutil.copytree(H / "antigravity" / "antigravity-cli", home / ".gemini" / "antigravity-cli")
    shutil.copytree(H / "cursor" / "User", home / ".config" / "Cursor" / "User")
    shutil.copytree(H / "chatgpt-export", home / "Downloads" / "chatgpt-2026-11-01")
    shutil.copytree(H / "claude-export", home / "Downloads" / "claude-data-2026-11-01")
    project = home / "src" / "trailmap"
    shutil.copytree(H / "aider" / "trailmap", project)
    config = home / ".config" / "musubi" / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(f'[aider]\nprojects = ["{project}"]\n', encoding="utf-8")
    return home


def test_sources_lists_every_tool_with_counts(populated_home: Path, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    assert musubi("init", str(vault), check=False).returncode == 0
    proc = musubi("sources", "--json", check=False)
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    expected = {"claude-code": 5, "codex": 2, "cursor": 5, "antigravity": 2,
                "gemini-cli": 3, "chatgpt-export": 4, "claude-export": 4, "aider": 2}
    assert {n: found[n]["conversations"] for n in expected} == expected
    assert all(found[n]["present"] for n in expected)
    pb = [s for s in found["antigravity"]["skipped"] if s["path"].endswith(".pb")]
    assert pb and "encrypted" in pb[0]["reason"]
    human = musubi("sources").stdout
    assert "claude-code" in human and "5 conversations" in human

    ingest = musubi("ingest", "--json", check=False)
    assert ingest.returncode == 0, ingest.stderr
    report = json.loads(ingest.stdout)
    for name in expected:
        assert report["sources"][name]["added"] == found[name]["conversations"], name
    notes = {p.parts[-3] for p in (vault / "Musubi" / "conversations").rglob("*.md")}
    assert notes == set(expected)
