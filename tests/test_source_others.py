"""The Codex CLI, Gemini CLI and Aider adapters against our samples and the real Aider fixture.

Sample expectations follow from how each sample file was written (see the traps planted in
``examples/histories/{codex,gemini-cli,aider}``); the Aider fixture values were read off the
file by hand (its ``####`` prompt lines, ``>`` status runs and answer starts) and hard-coded,
so a change in parsing, dedupe or cleaning shows up as a failure.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from musubi_daemon.model import Conversation
from musubi_daemon.sources import get_adapter
from musubi_daemon.sources.aider import AiderAdapter
from musubi_daemon.sources.base import Adapter, SourceEnv
from musubi_daemon.sources.codex import CodexAdapter
from musubi_daemon.sources.gemini_cli import GeminiCliAdapter

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"
CODEX = EXAMPLES / "codex"
CODEX_NEW = (CODEX / "sessions" / "2026" / "11" / "20"
             / "rollout-2026-11-20T09-14-03-019a9f3c-5e21-7b4d-8c16-2f4a7d9e0b53.jsonl")
CODEX_OLD = CODEX / "sessions" / "rollout-2025-06-02-7d3f9a10-2b4c-4e8a-9f61-3c5d7e9b1a24.jsonl"
GEMINI = EXAMPLES / "gemini-cli"
GEMINI_CHATS = GEMINI / "tmp" / "trailmap" / "chats"
GEMINI_MAIN = "8b1e4d07-2c6a-4f1e-a3d9-6e0b7c5f2a18"
AIDER = EXAMPLES / "aider" / "trailmap"
ROLE = {"user": "U", "assistant": "A", "tool": "T", "system": "S"}


def read(adapter: Adapter, path: Path | None, home: Path | None = None,
         **env_kw: Any) -> tuple[list[Conversation], SourceEnv]:
    env = SourceEnv(home=home or Path("/nonexistent-home"), path=path, **env_kw)
    convs = [c for unit in adapter.units(env) for c in adapter.read(unit, env)]
    return convs, env


def roles(conv: Conversation) -> str:
    return "".join(ROLE[m.role] for m in conv.messages)


def natives(conv: Conversation) -> list[str]:
    return [m.native_id for m in conv.messages]


def everything(conv: Conversation) -> str:
    """All text a note could show, tool-call inputs included."""
    parts = [conv.title or ""]
    for m in conv.messages:
        parts.append(m.text)
        parts.extend(json.dumps(c.input, ensure_ascii=False) for c in m.tool_calls)
    return "\n".join(parts)


def assert_sane(conv: Conversation, source: str) -> None:
    assert conv.source == source
    assert conv.id.startswith(source + ":")
    assert conv.created_at <= conv.updated_at
    ids = [m.id for m in conv.messages]
    assert len(ids) == len(set(ids)), "message ids must be unique"
    calls: set[str] = set()
    for m in conv.messages:
        assert m.id.startswith(conv.id + "#")
        assert m.text or m.tool_calls, m.id
        calls.update(c.id for c in m.tool_calls)
        if m.role == "tool" and m.tool_call_id is not None:
            assert m.tool_call_id in calls, "a result follows its call"


def test_registry() -> None:
    assert isinstance(get_adapter("codex"), CodexAdapter)
    assert isinstance(get_adapter("gemini-cli"), GeminiCliAdapter)
    assert isinstance(get_adapter("aider"), AiderAdapter)
    assert (CodexAdapter.name, GeminiCliAdapter.name, AiderAdapter.name) == (
        "codex", "gemini-cli", "aider")


# ================================================================ Codex CLI

Q1 = ("The elevation profile chart is blank for trails with more than 2000 points. "
      "Can you find out why?")
A1 = ("`downsample()` divides by `MAX_POINTS` without rounding, so for long trails `step` is a "
      "fraction and `points[i]` is `undefined` for every other index. I'll round the step up.")
A3 = ("No: anything in `deploy.sh` ends up in git history. Revoke that token, read it from the "
      "CI secret store instead, and add `deploy.sh.local` to `.gitignore` for local runs.")


def test_codex_current_sample() -> None:
    adapter = CodexAdapter()
    convs, env = read(adapter, CODEX_NEW)
    assert env.skipped == []
    [conv] = convs
    assert_sane(conv, "codex")
    assert conv.id == "codex:019a9f3c-5e21-7b4d-8c16-2f4a7d9e0b53"
    assert conv.project == "/home/ana/src/trailmap"
    assert conv.title == ("The elevation profile chart is blank for trails with more than 2000 "
                          "points. Can…")
    assert (conv.created_at, conv.updated_at) == ("2026-11-20T09:14:03Z", "2026-11-20T09:14:55Z")
    assert conv.source_ref == str(CODEX_NEW)
    assert roles(conv) == "UATATUATUA"
    assert natives(conv) == ["6", "10", "11", "14", "16", "18", "19", "20", "21", "23"]
    first, last = conv.messages[0], conv.messages[-1]
    assert (first.text, first.created_at) == (Q1, "2026-11-20T09:14:09Z")
    assert last.text == A3

    # function_call: arguments parsed; its output unwrapped from {"output", "metadata"}.
    shell = conv.messages[1]
    assert shell.text == ""
    assert [(c.id, c.name, c.input) for c in shell.tool_calls] == [
        ("call_Rg7kP1", "shell", {"command": ["rg", "-n", "MAX_POINTS", "src"],
                                  "workdir": "/home/ana/src/trailmap"})]
    out = conv.messages[2]
    assert (out.tool_call_id, out.tool_name) == ("call_Rg7kP1", "shell")
    assert out.text == ("src/chart/profile.ts:4:export const MAX_POINTS = 2000;\n"
                        "src/chart/profile.ts:12:  const step = points.length / MAX_POINTS;")
    # custom_tool_call joins the answer right before it; local_shell_call starts its own.
    answer = conv.messages[3]
    assert answer.text == A1
    assert [(c.id, c.name) for c in answer.tool_calls] == [("call_Ap9fQ2", "apply_patch")]
    assert answer.tool_calls[0].input.startswith("*** Begin Patch\n*** Update File:")
    assert (conv.messages[4].tool_call_id, conv.messages[4].tool_name) == (
        "call_Ap9fQ2", "apply_patch")
    assert conv.messages[4].text == "Success. Updated the following files:\nM src/chart/profile.ts"
    assert conv.messages[6].tool_calls[0].name == "local_shell"
    assert conv.messages[6].tool_calls[0].input["command"] == ["pnpm", "test", "profile"]
    assert conv.messages[7].tool_name == "local_shell"

    text = everything(conv)
    # event_msg copies of response items are dropped, before or after the item...
    assert text.count(Q1) == 1 and text.count(A1) == 1 and text.count(A3) == 1
    # ...but a user_message no response item carries is the only record and stays.
    assert (conv.messages[5].native_id, conv.messages[5].text) == (
        "18", "Can you also run the profile tests?")
    # Injected context, developer instructions and reasoning never reach a note.
    for hidden in ("environment_context", "AGENTS.md", "Use pnpm", "permissions instructions",
                   "Looking for the downsampling code", "gAAAA"):
        assert hidden not in text, hidden
    # The planted token is redacted.
    assert "ghp_" not in text
    assert conv.messages[8].text.startswith(
        "Great. For the deploy script I exported GITHUB_TOKEN=[REDACTED:github] in deploy.sh")
    # Unknown line type counted; the torn last line is a live write, not corruption.
    assert adapter.unknown_types == {"line:trail_overlay_sync": 1}
    assert adapter.corrupt_lines == {}
    assert "Also rotate" not in text


def test_codex_legacy_sample() -> None:
    adapter = CodexAdapter()
    [conv], env = read(adapter, CODEX_OLD)
    assert env.skipped == []
    assert_sane(conv, "codex")
    assert conv.id == "codex:7d3f9a10-2b4c-4e8a-9f61-3c5d7e9b1a24"
    assert conv.project is None
    assert (conv.created_at, conv.updated_at) == ("2025-06-02T18:40:11Z", "2025-06-02T18:40:11Z")
    assert roles(conv) == "UATAUA"
    assert natives(conv) == ["5", "8", "9", "10", "12", "13"]
    assert conv.messages[0].text == "Add a GPX export button to the trail page."
    assert conv.messages[-1].text == (
        "The export path never touches the alert bot, and nothing in `src/export/` logs "
        "configuration. Keep the bot token in the CI secrets, not in `.env.example`.")
    assert conv.messages[1].tool_calls[0].input == {"command": ["bash", "-lc", "ls src/export"]}
    assert conv.messages[2].text == "gpx.ts\nkml.ts"
    assert conv.messages[4].text == ("Thanks. The deploy alert bot posts with [REDACTED:slack], "
                                     "make sure the export code never logs it.")
    text = everything(conv)
    assert "xoxb-" not in text and "user_instructions" not in text and "Current working" not in text
    assert adapter.unknown_types == {}


def test_codex_discovery(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names = {CODEX_NEW.name, CODEX_OLD.name}
    # Default location: ~/.codex, dated and flat sessions plus archived_sessions.
    shutil.copytree(CODEX, home / ".codex")
    archived = home / ".codex" / "archived_sessions" / CODEX_OLD.name
    archived.parent.mkdir()
    shutil.move(home / ".codex" / "sessions" / CODEX_OLD.name, archived)
    env = SourceEnv(home=home)
    assert {u.paths[0].name for u in CodexAdapter().units(env)} == names
    # $CODEX_HOME wins over ~/.codex (through env.environ as well as the process).
    other = home / "elsewhere"
    shutil.copytree(CODEX, other)
    (other / "sessions" / CODEX_OLD.name).unlink()
    assert [u.paths[0].name for u in CodexAdapter().units(
        SourceEnv(home=home, environ={"CODEX_HOME": str(other)}))] == [CODEX_NEW.name]
    monkeypatch.setenv("CODEX_HOME", str(other))
    assert [u.paths[0].name for u in CodexAdapter().units(env)] == [CODEX_NEW.name]
    # An explicit path: a codex home, a sessions folder, one rollout file.
    assert {u.paths[0].name for u in CodexAdapter().units(SourceEnv(home, path=CODEX))} == names
    assert {u.paths[0].name for u in CodexAdapter().units(
        SourceEnv(home, path=CODEX / "sessions"))} == names
    assert [u.key for u in CodexAdapter().units(SourceEnv(home, path=CODEX_OLD))] == [
        str(CODEX_OLD)]
    assert list(CodexAdapter().units(SourceEnv(home, path=home / "missing"))) == []


def jsonl(path: Path, rows: list[dict[str, Any] | str], end: str = "\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [r if isinstance(r, str) else json.dumps(r) for r in rows]
    path.write_text("\n".join(lines) + end, encoding="utf-8")
    return path


def line(kind: str, payload: dict[str, Any], t: int = 0) -> dict[str, Any]:
    return {"timestamp": f"2026-11-22T08:00:{t:02d}Z", "type": kind, "payload": payload}


def said(role: str, text: str, t: int = 0) -> dict[str, Any]:
    kind = "input_text" if role == "user" else "output_text"
    return line("response_item", {"type": "message", "role": role,
                                  "content": [{"type": kind, "text": text}]}, t)


def event(kind: str, text: str, t: int = 0) -> dict[str, Any]:
    return line("event_msg", {"type": kind, "message": text}, t)


def test_codex_partial_line_then_completed(tmp_path: Path) -> None:
    """The torn line is ignored now and read once the tool finishes writing it."""
    path = tmp_path / CODEX_NEW.name
    raw = CODEX_NEW.read_text(encoding="utf-8")
    head = raw[: raw.rindex("\n") + 1]
    done = said("assistant", "Also rotate the token you pasted.", 58)
    path.write_text(head + json.dumps(done) + "\n", encoding="utf-8")
    adapter = CodexAdapter()
    [conv], _ = read(adapter, path)
    assert roles(conv) == "UATATUATUAA"
    assert conv.messages[-1].native_id == "25"
    assert conv.messages[-1].text == "Also rotate the token you pasted."
    assert adapter.corrupt_lines == {}


def test_codex_corrupt_lines_counted(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "rollout-x.jsonl", [
        line("session_meta", {"id": "s-1", "cwd": "/home/ana/src/trailmap"}),
        said("user", "first"),
        "{not json",
        said("assistant", "second", 1),
        "[1, 2]",
    ])
    adapter = CodexAdapter()
    [conv], env = read(adapter, path)
    assert roles(conv) == "UA"
    assert adapter.corrupt_lines == {str(path): 2}
    assert env.skipped == []
    bad = jsonl(tmp_path / "rollout-bad.jsonl", ["{oops", "nope"])
    assert read(CodexAdapter(), bad)[0] == []
    assert read(CodexAdapter(), bad)[1].skipped[0].reason == "no readable lines (2 corrupt)"


def test_codex_dedupe_counts_copies(tmp_path: Path) -> None:
    """A repeated prompt keeps both turns; an event with no item keeps its only copy."""
    path = jsonl(tmp_path / "rollout-2026-11-22T08-00-00-0a1b2c3d-0000-4000-8000-000000000001"
                 ".jsonl", [
        said("user", "continue", 1), event("user_message", "continue", 1),
        event("agent_message", "Working on the tiles.", 2),
        said("assistant", "Working on the tiles.", 2),
        event("user_message", "continue", 3), said("user", "continue", 3),
        event("agent_message", "Done, tiles cached.", 4),  # no response item (aborted)
        line("compacted", {"message": "Summary: tiles are cached per zoom level."}, 5),
        said("user", "thanks", 6),
    ])
    [conv], _ = read(CodexAdapter(), path)
    assert conv.id == "codex:0a1b2c3d-0000-4000-8000-000000000001"  # from the file name
    assert [(m.role, m.text) for m in conv.messages] == [
        ("user", "continue"), ("assistant", "Working on the tiles."), ("user", "continue"),
        ("assistant", "Done, tiles cached."),
        ("user", "Summary: tiles are cached per zoom level."), ("user", "thanks")]
    assert natives(conv) == ["1", "4", "6", "7", "8", "9"]
    assert [m.machine for m in conv.messages] == [False, False, False, False, True, False]
    assert conv.title == "continue"


def test_codex_subagent_points_at_parent(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "rollout-sub.jsonl", [
        line("session_meta", {"id": "child-1", "cwd": "/home/ana/src/trailmap",
                              "source": {"subagent": {"thread_spawn": {
                                  "parent_thread_id": "parent-9", "depth": 1}}}}),
        said("user", "Check the tile cache headers."),
        said("assistant", "They are set to one day.", 1),
        line("response_item", {"type": "web_search_call", "status": "completed",
                               "action": {"type": "search", "query": "tile cache headers"}}, 2),
        line("response_item", {"type": "image_generation_call", "result": "..."}, 3),
    ])
    adapter = CodexAdapter()
    [conv], _ = read(adapter, path)
    assert conv.parent_id == "codex:parent-9"
    assert conv.messages[-1].tool_calls[0].name == "web_search"
    assert conv.messages[-1].tool_calls[0].input == {"type": "search",
                                                     "query": "tile cache headers"}
    assert adapter.unknown_types == {"item:image_generation_call": 1}


# ================================================================ Gemini CLI


@pytest.fixture
def no_gemini_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GEMINI_HOME", raising=False)
    monkeypatch.delenv("GEMINI_CLI_HOME", raising=False)


def gemini_by_id(path: Path, adapter: GeminiCliAdapter | None = None
                 ) -> tuple[dict[str, Conversation], SourceEnv]:
    convs, env = read(adapter or GeminiCliAdapter(), path)
    return {c.native_id: c for c in convs}, env


def test_gemini_legacy_json(no_gemini_env: None) -> None:
    convs, env = gemini_by_id(GEMINI)
    assert env.skipped == []
    conv = convs["3f9c2a1b-7e4d-4c2a-9b8e-5a1d6f0c7e21"]
    assert_sane(conv, "gemini-cli")
    assert conv.title == "Accent-insensitive trail search"  # the session summary
    assert conv.project == "/home/ana/src/trailmap"  # from .project_root
    assert (conv.created_at, conv.updated_at) == ("2026-11-18T14:05:12Z", "2026-11-18T14:09:40Z")
    assert conv.parent_id is None
    # session_context dropped, info dropped, error kept as system.
    assert roles(conv) == "UATAUS"
    assert natives(conv) == ["c2d1e0f9-0002", "c2d1e0f9-0003",
                             "c2d1e0f9-0003:read_file-1763474731902-1", "c2d1e0f9-0004",
                             "c2d1e0f9-0006", "c2d1e0f9-0007"]
    assert conv.messages[0].text == ("Why does the trail search find nothing for \"emosson\" "
                                     "when the trail is called \"Lac d'Émosson\"?")
    assert conv.messages[-1].text == ("[API Error: Quota exceeded for quota metric 'Generate "
                                      "Content API requests per minute'.]")
    call = conv.messages[1].tool_calls[0]
    assert (call.id, call.name, call.input) == (
        "read_file-1763474731902-1", "read_file",
        {"absolute_path": "/home/ana/src/trailmap/src/search/normalize.ts"})
    result = conv.messages[2]
    assert (result.tool_call_id, result.tool_name, result.created_at) == (
        call.id, "read_file", "2026-11-18T14:05:32Z")
    assert result.text == "export const normalize = (s: string) => s.toLowerCase();"
    assert conv.messages[4].text == ("Apply that. The CI token for the staging deploy is "
                                     "[REDACTED:github] if you need it.")
    text = everything(conv)
    for hidden in ("session_context", "This is the Gemini CLI", "Request cancelled",
                   "Finding the normaliser", "No diacritic folding", "ghp_"):
        assert hidden not in text, hidden


def test_gemini_jsonl_replay(no_gemini_env: None) -> None:
    adapter = GeminiCliAdapter()
    convs, env = gemini_by_id(GEMINI, adapter)
    assert env.skipped == []
    conv = convs[GEMINI_MAIN]
    assert_sane(conv, "gemini-cli")
    assert conv.title == "Dark basemap with a sunset default"  # from a $set patch
    assert conv.project == "/home/ana/src/trailmap"
    # lastUpdated comes from the last $set patch.
    assert (conv.created_at, conv.updated_at) == ("2026-11-20T10:02:31Z", "2026-11-20T10:12:40Z")
    assert roles(conv) == "UATUAUA"
    assert natives(conv) == ["u-2", "g-1", "g-1:write_file-1763632960-1", "u-4", "g-3", "u-5",
                             "g-4"]
    assert conv.messages[0].text == "Add a dark basemap option to the map settings."
    assert conv.messages[-1].text == ("You're welcome, Ana. Remember to add `.env` to "
                                      "`.gitignore`.")
    # g-1 was written twice: the rewrite replaced the streamed stub in place.
    assert conv.messages[1].text == ("I'll add a `basemap` setting with `light` and `dark` "
                                     "styles, and a toggle in the settings panel.")
    assert conv.messages[1].tool_calls[0].input["file_path"] == "src/map/basemaps.ts"
    # The $set messages batch (a masked tool result) replaced the transcript at that point.
    assert conv.messages[2].text == ("[write_file output trimmed to save context: basemaps.ts "
                                     "created]")
    text = everything(conv)
    assert "Successfully created" not in text
    # $rewindTo u-3 dropped the abandoned prompt and its answer.
    assert "OpenTopoMap" not in text
    # Injected context, the info line, thoughts, the secret and the torn last line are gone.
    for hidden in ("session_context", "Switched to model", "Use the media query", "ghp_",
                   "One more thing"):
        assert hidden not in text, hidden
    assert conv.messages[3].text == ("Keep dark, but make it the default after sunset. The tile "
                                     "CDN token is [REDACTED:github], keep it out of the code.")
    assert adapter.corrupt_lines == {}
    assert adapter.unknown_types == {}


def test_gemini_subagent(no_gemini_env: None) -> None:
    convs, _ = gemini_by_id(GEMINI)
    assert len(convs) == 3
    sub = convs["5c7d2e19-8a4b-4f60-b1c3-9d8e7f6a5b42"]
    assert_sane(sub, "gemini-cli")
    assert sub.parent_id == f"gemini-cli:{GEMINI_MAIN}"
    assert sub.project == "/home/ana/src/trailmap"
    assert roles(sub) == "UA"
    assert sub.title == "Find where the map style is chosen at start-up."


def test_gemini_discovery(home: Path, no_gemini_env: None,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    names = {"session-2026-11-18T14-05-3f9c2a1b.json", "session-2026-11-20T10-02-8b1e4d07.jsonl",
             "5c7d2e19-8a4b-4f60-b1c3-9d8e7f6a5b42.jsonl"}

    def found(env: SourceEnv) -> set[str]:
        return {u.paths[0].name for u in GeminiCliAdapter().units(env)}

    shutil.copytree(GEMINI, home / ".gemini")
    assert found(SourceEnv(home=home)) == names
    # $GEMINI_HOME is the .gemini folder; $GEMINI_CLI_HOME replaces the home folder.
    moved = home / "g"
    shutil.copytree(GEMINI, moved / ".gemini")
    (moved / ".gemini" / "tmp" / "trailmap" / "chats" /
     "session-2026-11-18T14-05-3f9c2a1b.json").unlink()
    assert found(SourceEnv(home=home, environ={"GEMINI_HOME": str(moved / ".gemini")})) == (
        names - {"session-2026-11-18T14-05-3f9c2a1b.json"})
    monkeypatch.setenv("GEMINI_CLI_HOME", str(moved))
    assert len(found(SourceEnv(home=home))) == 2
    # Explicit paths: .gemini, tmp, project folder, chats folder, one file.
    for p in (GEMINI, GEMINI / "tmp", GEMINI / "tmp" / "trailmap", GEMINI_CHATS):
        assert found(SourceEnv(home=home, path=p)) == names, p
    one = GEMINI_CHATS / "session-2026-11-18T14-05-3f9c2a1b.json"
    assert found(SourceEnv(home=home, path=one)) == {one.name}
    # A legacy .json that was migrated to a .jsonl twin is read once, from the twin.
    chats = home / ".gemini" / "tmp" / "trailmap" / "chats"
    twin = chats / "session-2026-11-18T14-05-3f9c2a1b.jsonl"
    twin.write_text(json.dumps({"sessionId": "3f9c2a1b-7e4d-4c2a-9b8e-5a1d6f0c7e21",
                                "projectHash": "x"}) + "\n", encoding="utf-8")
    monkeypatch.delenv("GEMINI_CLI_HOME")
    assert found(SourceEnv(home=home)) == (names - {"session-2026-11-18T14-05-3f9c2a1b.json"}
                                           | {twin.name})


def test_gemini_project_fallbacks(tmp_path: Path) -> None:
    gem = tmp_path / ".gemini"
    shutil.copytree(GEMINI, gem)
    (gem / "tmp" / "trailmap" / ".project_root").unlink()
    (gem / "projects.json").write_text(json.dumps(
        {"projects": {"/home/ana/src/trailmap-v2": "trailmap"}}), encoding="utf-8")
    convs, _ = gemini_by_id(gem)
    assert {c.project for c in convs.values()} == {"/home/ana/src/trailmap-v2"}
    (gem / "projects.json").unlink()
    convs, _ = gemini_by_id(gem)
    assert {c.project for c in convs.values()} == {"trailmap"}  # the folder name


def test_gemini_rewind_to_unknown_id_clears(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "chats" / "session-x.jsonl", [
        {"sessionId": "s-9", "projectHash": "h", "startTime": "2026-11-22T08:00:00Z"},
        {"id": "a", "type": "user", "content": "old prompt"},
        {"id": "b", "type": "gemini", "content": [{"text": "old answer"},
                                                  {"text": " thinking", "thought": True}]},
        {"$rewindTo": "zzz"},
        {"id": "c", "type": "user", "content": [{"text": "new prompt"},
                                                {"inlineData": {"mimeType": "image/png",
                                                                "data": "iVBOR"}}]},
        {"id": "d", "type": "mystery", "content": "?"},
        {"id": "e", "type": "warning", "content": "Loop detected."},
    ])
    adapter = GeminiCliAdapter()
    [conv], _ = read(adapter, path)
    assert [(m.role, m.text) for m in conv.messages] == [
        ("user", "new prompt\n[image: image/png]"), ("system", "Loop detected.")]
    assert conv.project == tmp_path.name
    assert adapter.unknown_types == {"type:mystery": 1}


# ================================================================ Aider

SESSION_1 = "2026-11-19T20:14:05Z"
SESSION_2 = "2026-11-21T08:30:47Z"


def test_aider_sample() -> None:
    convs, env = read(AiderAdapter(), AIDER)
    assert env.skipped == []
    project = str(AIDER.absolute())
    assert [c.id for c in convs] == [f"aider:{project}@{SESSION_1}", f"aider:{project}@{SESSION_2}"]
    one, two = convs
    for conv in convs:
        assert_sane(conv, "aider")
        assert conv.project == project
        assert conv.created_at == conv.updated_at
        assert conv.source_ref == str(AIDER / ".aider.chat.history.md")
        text = everything(conv)
        for hidden in ("Tokens:", "ghp_R", "<think>", "probably revoked"):
            assert hidden not in text, hidden
    assert one.created_at == SESSION_1 and two.created_at == SESSION_2

    # Session 1: /add is no title; the /code echo is dropped; headings stay in the answer.
    assert one.title == "the elevation profile y-axis should start at the trail's lowest point,"
    assert roles(one) == "TUTUATUAT"
    assert natives(one) == [str(n) for n in range(1, 10)]
    assert one.messages[0].text == ("Aider v0.86.1\nMain model: anthropic/claude-sonnet-4-5 with "
                                    "diff edit format\nGit repo: .git with 42 files\nRepo-map: "
                                    "using 4096 tokens, auto refresh")
    assert one.messages[0].tool_name == "aider" and one.messages[0].tool_call_id is None
    assert one.messages[3].text == ("the elevation profile y-axis should start at the trail's "
                                    "lowest point,\nnot at sea level")
    answer = one.messages[4].text
    assert "<<<<<<< SEARCH\n  const y = scaleLinear().domain([0, maxEle]);\n=======\n" in answer
    assert answer.endswith("#### Why `.nice()`\n\nIt rounds the domain to tidy tick values, so "
                           "the axis reads 1200-1800 m instead of 1187-1794 m.")
    assert one.messages[5].text == ("Applied edit to src/chart/profile.ts\nCommit 4e1a9c2 fix: "
                                    "Start elevation axis at the lowest point")
    assert [m.text for m in one.messages if m.role == "user"] == [
        "/add src/chart/profile.ts",
        "the elevation profile y-axis should start at the trail's lowest point,\nnot at sea level",
        "/code add a km/mi toggle next to the chart"]
    assert one.messages[-1].text == "Applied edit to src/chart/profile.ts"

    # Session 2: a multi-line prompt with a redacted token; a multi-line status message.
    assert roles(two) == "TUATAT"
    assert two.messages[1].text == ("the deploy script fails, here is the log:\n\nError: 401 "
                                    "Unauthorized (token [REDACTED:github])\n\nwhat is wrong?")
    assert two.messages[2].text.startswith("The token hard-coded in `deploy.sh` was revoked")
    status = two.messages[3].text
    assert status.startswith("# 1 SEARCH/REPLACE block failed to match!\n\n"
                             "## SearchReplaceNoExactMatch: This SEARCH block failed")
    assert status.endswith("including all white space, comments, indentation, docstrings, etc")
    assert two.messages[4].text.startswith("The line uses single quotes.")
    assert two.messages[-1].text == "Applied edit to deploy.sh"


def test_aider_discovery(tmp_path: Path) -> None:
    history = AIDER / ".aider.chat.history.md"
    empty = tmp_path / "no-aider-here"
    empty.mkdir()
    options = {"aider_projects": [str(AIDER), str(empty), str(tmp_path / "gone"), str(history)]}
    units = list(AiderAdapter().units(SourceEnv(home=tmp_path, options=options)))
    assert [u.key for u in units] == [str(history)]
    assert list(AiderAdapter().units(SourceEnv(home=tmp_path))) == []  # no default location
    assert [u.key for u in AiderAdapter().units(SourceEnv(home=tmp_path, path=history))] == [
        str(history)]
    renamed = tmp_path / "chat.md"
    shutil.copy(history, renamed)
    convs, _ = read(AiderAdapter(), renamed)
    assert [c.project for c in convs] == [str(tmp_path.absolute())] * 2


def test_aider_without_trailing_spaces(tmp_path: Path) -> None:
    """An editor stripped the trailing spaces: prompts and status lines still come apart."""
    raw = (AIDER / ".aider.chat.history.md").read_text(encoding="utf-8")
    stripped = tmp_path / ".aider.chat.history.md"
    stripped.write_text("\n".join(x.rstrip() for x in raw.split("\n")), encoding="utf-8")
    one, two = read(AiderAdapter(), tmp_path)[0]
    # Without the markers an answer's own "####" heading can only be read as a prompt.
    assert roles(one) == "TUTUAUATUAT"
    assert one.messages[5].text == "Why `.nice()`"
    # The multi-line status message ends at its first line; the rest reads as the answer.
    assert roles(two) == "TUATAT"
    assert two.messages[3].text == "# 1 SEARCH/REPLACE block failed to match!"
    assert two.messages[4].text.startswith("## SearchReplaceNoExactMatch")


def test_aider_repeated_start_and_blank_prompt(tmp_path: Path) -> None:
    text = ("\n# aider chat started at 2026-11-22 09:00:00\n\n#### <blank>  \n\n"
            "#### hello  \n\nHi Ana.\n\n> Tokens: 1k sent, 5 received.  \n\n"
            "# aider chat started at 2026-11-22 09:00:00\n\n#### again  \n\nHi again.\n")
    (tmp_path / ".aider.chat.history.md").write_text(text, encoding="utf-8")
    convs, _ = read(AiderAdapter(), tmp_path)
    base = f"aider:{tmp_path.absolute()}@2026-11-22T09:00:00Z"
    assert [c.id for c in convs] == [base, base + "~2"]
    assert [[(m.role, m.text) for m in c.messages] for c in convs] == [
        [("user", "hello"), ("assistant", "Hi Ana.")],
        [("user", "again"), ("assistant", "Hi again.")]]


# -- the real Aider fixture (AndrewJacop/Simple-Calulator, Aider v0.82.2) -------------------

FIXTURE_ROLES = ("TUATATAUATUATUTUATUTUATUATUTUTUAUATUATUATUTUTUTUTUTUTUATATATUTUATATUATUTUATU"
                 "AT")


@pytest.mark.shared
def test_aider_real_fixture(fixtures: Path) -> None:
    path = fixtures / "others" / "aider" / "aider.chat.history.md"
    convs, env = read(AiderAdapter(), path)
    assert env.skipped == []
    [conv] = convs  # one "# aider chat started at" header
    assert_sane(conv, "aider")
    assert conv.id == f"aider:{path.parent.absolute()}@2025-05-04T17:02:36Z"
    assert conv.created_at == conv.updated_at == "2025-05-04T17:02:36Z"
    assert conv.title == "give me a quick summarized overview of this repo"
    assert roles(conv) == FIXTURE_ROLES
    assert len(conv.messages) == 78
    assert (roles(conv).count("U"), roles(conv).count("A"), roles(conv).count("T")) == (27, 20, 31)
    msgs = conv.messages

    first = msgs[0].text  # the start-up banner and .gitignore question
    assert first.startswith("You can skip this check with --no-gitignore\nAdd .aider* to "
                            ".gitignore (recommended)? (Y)es/(N)o [Yes]: y\n")
    assert first.endswith("Git repo: .git with 13 files\nRepo-map: using 4096 tokens, auto refresh")
    assert len(first) == 702
    assert msgs[1].text == "give me a quick summarized overview of this repo"
    assert msgs[2].text.startswith("This repository contains a simple web-based calculator")
    assert msgs[-2].text.startswith("Here's the updated README-j.md file with all recent changes")
    assert msgs[-2].text.endswith("5. Clearer separation between features and technical "
                                  "implementation")
    assert len(msgs[-2].text) == 2433
    assert msgs[-1].text == "Applied edit to README-j.md"

    # Every "/code X" was echoed as "X"; only the command stays (8 echoes in the file).
    users = [m.text for m in msgs if m.role == "user"]
    assert sum(u.startswith("/code ") for u in users) == 8
    assert not any(u == "please continue what you were doing" for u in users)
    assert users[1] == ("/code i want to add a dark/light mode switch on the top right of the "
                        "screen, please notice that the current them is dark background with "
                        "white keys so the current one is the dark mode")
    # An 18-line pasted log is one prompt, its blank "####" lines kept as blank lines.
    assert msgs[35].text.startswith("i get this error : ompiled with warnings.\n\n[eslint]\n")
    assert msgs[35].text.endswith("no-use-before-define\n\nwebpack compiled with 1 warning")
    assert len(msgs[35].text) == 839
    # A status message quoted on its first line only runs to its closing line.
    failed = msgs[25].text
    assert failed.startswith("The LLM did not conform to the edit format.\n")
    assert "\n## SearchReplaceNoExactMatch: This SEARCH block failed" in failed
    assert "Just reply with fixed versions of the block above that failed to match." in failed
    assert failed.endswith("Open URL for more info? (Y)es/(N)o/(D)on't ask again [Yes]: y")
    # The answer's own "####" headings are not prompts.
    assert "#### If you're using **npm**:\n```bash\nnpm install styled-components\n```" in (
        msgs[39].text)
    # Reasoning and noise are gone: <think>, token counts, retry countdowns, ^C.
    text = everything(conv)
    for hidden in ("<think>", "Okay, I need to figure out why the SEARCH block", "Tokens: ",
                   "Retrying in", "^C again"):
        assert hidden not in text, hidden
    assert msgs[31].text.startswith("To resolve the `SearchReplaceNoExactMatch` error")
