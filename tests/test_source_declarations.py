"""A source declares itself once, on its adapter: its name in ``sources.REGISTRY``, and on its
class the label a note's header names it by and the folders the daemon watches for it. Adding a
source is its module, its row in the registry, and its test."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_helpers import empty_library

from musubi_daemon.ingest.reports import SourceSpec
from musubi_daemon.sources import REGISTRY, SourceEnv, get_adapter, is_implemented, label
from musubi_daemon.sources import watch_roots as roots

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"


@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_every_source_declares_its_label_and_what_to_watch(name: str, tmp_path: Path) -> None:
    assert is_implemented(name)
    adapter = get_adapter(name)
    assert adapter.name == name and adapter.label and adapter.description
    assert label(name) == adapter.label
    env = SourceEnv(home=tmp_path / "home", environ={},
                    options={"aider_projects": [str(tmp_path / "trailmap")]})
    watched = roots(name, env)
    if name == "obsidian":
        assert watched == []  # the vault itself is watched by the daemon as the vault
    elif name == "aider":
        assert watched == [tmp_path / "trailmap"]
    else:  # the tool's default place, under the person's home
        assert watched and all(p.is_relative_to(env.home) for p in watched), watched
    # A configured path is watched where it is: its folder, for a file.
    export = tmp_path / "export.zip"
    export.write_bytes(b"")
    assert roots(name, SourceEnv(home=env.home, path=export)) == [tmp_path]


def test_the_tools_own_variables_move_what_is_watched(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = SourceEnv(home=home, environ={"CLAUDE_CONFIG_DIR": str(tmp_path / "claude"),
                                        "CODEX_HOME": str(tmp_path / "codex"),
                                        "GEMINI_CLI_HOME": str(tmp_path / "g")})
    assert roots("claude-code", env) == [tmp_path / "claude" / "projects"]
    assert roots("codex", env) == [tmp_path / "codex" / "sessions"]
    # Gemini CLI reads its sessions under GEMINI_CLI_HOME: the watch follows it there.
    assert roots("gemini-cli", env) == [tmp_path / "g" / ".gemini"]
    assert label("no-such-tool") == "no-such-tool"


def test_a_notes_header_names_the_tool_by_its_label(tmp_path: Path) -> None:
    engine = empty_library(tmp_path)
    try:
        engine.ingest([SourceSpec("claude-code", EXAMPLES / "claude-code"),
                       SourceSpec("codex", EXAMPLES / "codex")], index=False)
        notes = list((engine.vault / "Musubi" / "conversations").rglob("*.md"))
        headers = {n.read_text(encoding="utf-8").split("> [!info] ", 1)[1].split(" · ")[0]
                   for n in notes}
    finally:
        engine.close()
    assert headers == {"Claude Code", "Codex CLI"}
