"""The Claude Code adapter against real sessions (../shared fixtures) and our own sample histories.

Expected counts and texts were read off the fixture lines by hand (uuid chains, message ids,
tool_use ids) and are hard-coded, so a change in threading or cleaning shows up as a failure.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from musubi_daemon.model import Conversation
from musubi_daemon.sources import get_adapter
from musubi_daemon.sources.base import SourceEnv
from musubi_daemon.sources.claude_code import ClaudeCodeAdapter

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories" / "claude-code"
ROLE = {"user": "U", "assistant": "A", "tool": "T", "system": "S"}
MARKERS = ("<system-reminder>", "<command-name>", "<local-command-", "[Request interrupted")
REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
    "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
    "wait for the user to tell you how to proceed."
)


def read_all(path: Path, home: Path | None = None, adapter: ClaudeCodeAdapter | None = None,
             **env_kw: Any) -> tuple[list[Conversation], SourceEnv]:
    adapter = adapter or ClaudeCodeAdapter()
    env = SourceEnv(home=home or path, path=path, **env_kw)
    convs = [c for unit in adapter.units(env) for c in adapter.read(unit, env)]
    return convs, env


def roles(conv: Conversation) -> str:
    return "".join(ROLE[m.role] for m in conv.messages)


def by_id(convs: list[Conversation]) -> dict[str, Conversation]:
    return {c.id: c for c in convs}


def assert_clean(conv: Conversation) -> None:
    """What every conversation must satisfy, whatever the file looked like."""
    assert conv.messages, conv.id
    assert conv.source == "claude-code"
    assert conv.created_at <= conv.updated_at
    ids = [m.id for m in conv.messages]
    assert len(ids) == len(set(ids)), "message ids must be unique"
    calls: set[str] = set()
    for prev, m in zip([None, *conv.messages], conv.messages, strict=False):
        assert m.id.startswith(conv.id + "#")
        for marker in MARKERS:
            assert marker not in m.text, (marker, m.id)
        assert m.text or m.tool_calls, m.id
        if prev is not None and m.role == prev.role == "assistant":
            assert m.native_id != prev.native_id, "split assistant lines must be merged"
        calls.update(c.id for c in m.tool_calls)
        if m.role == "tool":
            assert m.tool_call_id in calls, "a result follows its call"


def check_text(actual: str, expected: str | tuple[str, str, int]) -> None:
    """Exact text, or (prefix, suffix, length) for texts too long to paste into a test."""
    if isinstance(expected, str):
        assert actual == expected
    else:
        prefix, suffix, length = expected
        assert actual.startswith(prefix)
        assert actual.endswith(suffix)
        assert len(actual) == length


# -- the real fixtures -----------------------------------------------------------------------

SPOTTER_SUB = "spotter/ae4a77f8-aedd-4bc1-888f-c94edc91af04/subagents/agent-aac57f5.jsonl"
SPOTTER_COMPACT = ("spotter/4d5611e5-241a-462a-8d15-5122611a9569/subagents/"
                   "agent-acompact-e1f845.jsonl")
FIXTURES: dict[str, dict[str, Any] | None] = {
    "pond_windows_68f6e765-7552-44c4-8cf9-d88aba05bdb0.jsonl": {
        "id": "claude-code:68f6e765-7552-44c4-8cf9-d88aba05bdb0",
        "parent": None,
        "title": "Set up test fixture",  # the ai-title line
        "project": "C:\\dev\\pond fixture_demo.v2",
        "roles": "UA",  # the empty thinking block is gone, "fixture" stays
        "first": "Reply with exactly the word: fixture",
        "last": "fixture",
        "machine": [],
        "times": ("2026-08-14T14:27:25Z", "2026-08-14T14:27:26Z"),
    },
    "spotter/short.jsonl": {
        "id": "claude-code:55604662-cf2a-4331-851a-ec234028f8ca",
        "parent": None,
        "title": "mix phx.server doesnt seem to start",
        "project": "/home/marco/projects/spotter",
        # Bash+Glob in one response; the Bash rejection sits on a side branch of the chain.
        "roles": "UATT",
        "first": "mix phx.server doesnt seem to start",
        "last": REJECTED,
        "machine": [],
        "times": ("2026-02-10T21:11:56Z", "2026-02-10T21:12:02Z"),
    },
    "spotter/tool_heavy.jsonl": {
        "id": "claude-code:d6e0bada-1959-4eec-a9d2-0bfade768d8f",
        "parent": None,
        "title": "start phoenix in background",
        "project": "/home/marco/projects/spotter",
        "roles": "UATATUATTATT",
        "first": "start phoenix in background",
        "last": ("# Scroll Issues in xterm.js - Solutions and Workarounds\n\nBased on the GitHub",
                 "improvements in the merged pull request.", 1146),
        "machine": [],
        "times": ("2026-02-10T22:57:54Z", "2026-02-10T22:59:42Z"),
    },
    "spotter/subagent.jsonl": {
        "id": "claude-code:491e126e-1e71-469c-ade2-fcc8af567c74",
        "parent": None,
        # The slash command and its isMeta skill body are harness text: the only prompt left.
        "title": "create the beads",
        "project": "/home/marco/projects/spotter",
        "roles": "ATTTTATTATATATATATATUATATTATA",
        "first": "I'll research the setup options and then draft beads for you.",
        "last": ("## Beads Created\n\nEpic `spotter-0p7`", "Run `bd ready` to see available work.",
                 318),
        "machine": [],
        "times": ("2026-02-10T21:54:55Z", "2026-02-10T22:03:51Z"),
    },
    SPOTTER_SUB: {
        "id": "claude-code:ae4a77f8-aedd-4bc1-888f-c94edc91af04:aac57f5",
        "parent": "claude-code:ae4a77f8-aedd-4bc1-888f-c94edc91af04",
        "title": "Search hex.pm for the latest versions of these Elixir packages and return the r…",
        "project": "/home/USER/projects/spotter-worktrees/spotter-4te",
        # 6 parallel WebSearch calls, then 6 WebFetch calls spread over two line groups.
        "roles": "UATTTTTTATTTTTTA",
        "first": ("Search hex.pm for the latest versions of these Elixir packages",
                  "been replaced by something else in the latest OTEL ecosystem.", 458),
        "last": ("Perfect! I now have all the version information needed.",
                 "(https://opentelemetry.io/docs/languages/erlang/)", 2730),
        "machine": [0],  # the Task prompt: written by the parent model, not a person
        "times": ("2026-02-12T14:12:32Z", "2026-02-12T14:13:05Z"),
    },
    # The model run that wrote a compaction summary: no conversation (the session holds
    # the summary), so it is never read.
    SPOTTER_COMPACT: None,
    "spotter/EXCERPT_4d5611e5_compaction_lines.jsonl": {
        "id": "claude-code:4d5611e5-241a-462a-8d15-5122611a9569",
        "parent": None,
        "title": "This session is being continued from a previous conversation that ran out of co…",
        "project": "/home/USER/projects/spotter-worktrees/spotter-dov",
        # The excerpt cuts the chain before the boundary's logical parent, and the one
        # assistant line after the summary is only "\n\n": the summary is all that is left.
        "roles": "U",
        "first": ("This session is being continued from a previous conversation that ran out",
                  "Continue with the last task that you were asked to work on.", 15743),
        "last": ("This session is being continued from a previous conversation that ran out",
                 "Continue with the last task that you were asked to work on.", 15743),
        "machine": [0],
        "times": ("2026-02-12T20:30:28Z", "2026-02-12T20:30:28Z"),
    },
}


@pytest.fixture(scope="module")
def cc_fixtures(fixtures: Path) -> Path:
    return fixtures / "claude-code"


@pytest.mark.shared
def test_every_fixture_file_has_expectations(cc_fixtures: Path) -> None:
    found = {p.relative_to(cc_fixtures).as_posix() for p in cc_fixtures.rglob("*.jsonl")}
    assert found == set(FIXTURES)


@pytest.mark.shared
@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_fixture_file(cc_fixtures: Path, name: str) -> None:
    want = FIXTURES[name]
    convs, env = read_all(cc_fixtures / name)
    assert env.skipped == []
    if want is None:
        assert convs == []
        return
    assert len(convs) == 1
    conv = convs[0]
    assert_clean(conv)
    assert conv.id == want["id"]
    assert conv.parent_id == want["parent"]
    assert conv.title == want["title"]
    assert conv.project == want["project"]
    assert conv.source_ref == str(cc_fixtures / name)
    assert roles(conv) == want["roles"]
    check_text(conv.messages[0].text, want["first"])
    check_text(conv.messages[-1].text, want["last"])
    assert [i for i, m in enumerate(conv.messages) if m.machine] == want["machine"]
    assert (conv.created_at, conv.updated_at) == want["times"]


@pytest.mark.shared
def test_fixture_short_parallel_rejections(cc_fixtures: Path) -> None:
    conv = read_all(cc_fixtures / "spotter/short.jsonl")[0][0]
    assistant = conv.messages[1]
    assert assistant.native_id == "msg_01MKH1ccEGrZGNPvu8pYiiQa"  # 4 lines, one turn
    assert assistant.text == ("Let me check the project structure and try running the server "
                              "to see the error.")
    assert [c.name for c in assistant.tool_calls] == ["Bash", "Glob"]
    tools = [(m.native_id, m.tool_call_id, m.tool_name) for m in conv.messages[2:]]
    assert tools == [
        ("ff80d82a-4ac1-4945-83dd-1226f98b8cf6", "toolu_0116Hyi5v8ut7Ffb7d8qV1Sc", "Bash"),
        ("2618ef5d-c1c6-4938-b81c-8a3230ccad76", "toolu_01FdQ8qTyVyZjE3Kw4dguQGx", "Glob"),
    ]
    assert [m.text for m in conv.messages[2:]] == [REJECTED, REJECTED]


@pytest.mark.shared
def test_fixture_tool_heavy_turns_and_read_output(cc_fixtures: Path) -> None:
    conv = read_all(cc_fixtures / "spotter/tool_heavy.jsonl")[0][0]
    users = [m.text for m in conv.messages if m.role == "user"]
    assert users == ["start phoenix in background",
                     "scrolling back in xterm.js still does not work (maybe because outer web "
                     "catches it)? websearch xterm.js tmux interactions"]
    turns = {m.native_id: m for m in conv.messages if m.role == "assistant"}
    assert turns["msg_01NUXWeNeduGBJVib8gyo9kz"].text == (
        "Phoenix server is starting in the background.\n\nLet me check the MCP servers status.")
    # The WebFetch line of this response comes after the Read result: still the same turn.
    assert [c.name for c in turns["msg_019BN3FRqb7NU4DgBN5jdsym"].tool_calls] == ["Read",
                                                                                  "WebFetch"]
    assert [c.name for c in turns["msg_01LbyjvsALGe2gMsTgDSj7e6"].tool_calls] == ["WebSearch",
                                                                                  "Glob"]
    read = next(m for m in conv.messages if m.tool_name == "Read")
    assert read.tool_call_id == "toolu_01VpPeBD2ziigLLpybShAGoU"
    assert read.text.startswith('import "phoenix_html"\nimport { Socket } from "phoenix"\n')
    assert "→" not in read.text  # every `     N→` prefix stripped
    assert "malware" not in read.text  # the reminder appended to the file content is gone
    bash = conv.messages[4]
    assert bash.text.startswith('Serializer: Phoenix.Socket.V2.JSONSerializer\n  Parameters:')


@pytest.mark.shared
def test_fixture_subagent_session_side_branches(cc_fixtures: Path) -> None:
    conv = read_all(cc_fixtures / "spotter/subagent.jsonl")[0][0]
    first = conv.messages[0]
    assert first.native_id == "msg_01LvWnndr3MWQW8w3xEieBJx"
    assert [c.name for c in first.tool_calls] == ["WebFetch", "WebSearch", "WebSearch",
                                                  "WebSearch"]
    # Results come back in file order, three of them from side branches.
    assert [m.tool_call_id for m in conv.messages[1:5]] == [
        "toolu_01UBumkyGa4vv7EbMVke2AiH", "toolu_01PPH5xRopN6EKFruBKc1giM",
        "toolu_01DgymFTXTDEthJ9vJBG4n59", "toolu_01FqWwvYWkHZHuD78wSmgc6r"]
    task = next(m for m in conv.messages if m.tool_name == "Task")
    assert task.text.startswith("Excellent! Now I have all the information I need to draft")
    beads = conv.messages[23]
    assert beads.native_id == "msg_01Dy5b5mdcWSvP7qDHigo9eo"
    assert len(beads.tool_calls) == 2
    assert [m.native_id for m in conv.messages[24:26]] == [
        "9003b9f4-9876-4f1f-8c1c-9a1badda656c", "6eb7aacc-861a-4e56-8502-fa579f56c6ba"]


@pytest.mark.shared
def test_fixture_folder_links_subagents_to_sessions(cc_fixtures: Path) -> None:
    convs, env = read_all(cc_fixtures / "spotter")
    assert env.skipped == []
    found = by_id(convs)
    assert sorted(found) == sorted(want["id"] for n, want in FIXTURES.items()
                                   if n.startswith("spotter") and want is not None)
    assert not any("acompact" in c.id for c in convs)  # the summariser's run is no conversation
    session = found["claude-code:4d5611e5-241a-462a-8d15-5122611a9569"]
    assert session.messages[0].machine
    assert session.messages[0].text.startswith("This session is being continued")
    for conv in convs:
        assert_clean(conv)


# -- our own sample histories ------------------------------------------------------------------

TRAILMAP = EXAMPLES / "-home-ana-src-trailmap"
API = EXAMPLES / "-home-ana-src-trailmap-api"
NOTES = EXAMPLES / "-home-ana-notes-dolomites"
S1 = "5b0e6f3a-2c47-4d1e-9a8b-0f3e6c1d2a47"
S2 = "9d2c4b7e-61a0-4f3b-b8d2-7c5e1a9f0b36"
R1 = "c41e8f02-3b9d-4a6e-9f17-2d8c5b0a7e14"
R2 = "e7a09b55-5c12-4d8f-a3e6-91b4f0c2d873"
N1 = "1a7f3e90-8c24-4b6d-9e05-b3d2c6f18a42"
FAKE_KEY = "sk-proj-" + "QwErTyUiOpAsDfGhJkLzXcVbNmQwEr"


@pytest.fixture(scope="module")
def examples() -> dict[str, Conversation]:
    convs, env = read_all(EXAMPLES)
    # The one corrupt line planted in the resume chain is reported; nothing else is.
    assert [(s.path, s.reason) for s in env.skipped] == [
        (str(API / f"{R2}.jsonl"), "1 corrupt line(s) skipped, the rest read")]
    for conv in convs:
        assert_clean(conv)
    return by_id(convs)


@pytest.fixture
def projects(tmp_path: Path) -> Path:
    """A writable copy of the sample projects root."""
    root = tmp_path / "projects"
    shutil.copytree(EXAMPLES, root, symlinks=True)
    return root


def test_examples_conversations(examples: dict[str, Conversation]) -> None:
    # One conversation for the resume chain, under the session it began in (R1): the resumed
    # R2 replays all of it and goes on.
    assert sorted(examples) == sorted([
        f"claude-code:{S1}", f"claude-code:{S1}:a3f9c21", f"claude-code:{S2}",
        f"claude-code:{R1}", f"claude-code:{N1}"])


def test_example_main_session(examples: dict[str, Conversation]) -> None:
    conv = examples[f"claude-code:{S1}"]
    assert conv.title == "Fix inflated elevation gain"
    assert conv.project == "/home/ana/src/trailmap"
    assert conv.source_ref.endswith(f"-home-ana-src-trailmap/{S1}.jsonl")
    assert (conv.created_at, conv.updated_at) == ("2026-03-14T09:12:23Z", "2026-03-14T09:15:20Z")
    assert roles(conv) == "UATTATATAUATAUATATUATA"
    assert conv.messages[0].text == (
        "The elevation profile under the map shows the total climb way too high: a 9 km loop "
        "near Sintra says 1,840 m of gain. Can you find out why?")  # CLAUDE.md reminder gone
    assert conv.messages[-1].text == (
        "Done: the tiles service now mounts the named volume `tile-cache` at /var/cache/trailmap,"
        " and TILE_CACHE_DIR points there.")
    assert not any(m.machine for m in conv.messages)

    first = conv.messages[1]  # thinking + text + Read + Grep lines: one turn, no thinking text
    assert first.native_id == "msg_01TrailA1gainLookup"
    assert first.text == "I'll look at how the profile computes the gain."
    assert [(c.name, c.input) for c in first.tool_calls] == [
        ("Read", {"file_path": "/home/ana/src/trailmap/src/elevation.ts"}),
        ("Grep", {"pattern": "totalGain", "output_mode": "content", "-n": True})]
    read, grep = conv.messages[2], conv.messages[3]  # the Read result is on a side branch
    assert (read.tool_name, read.tool_call_id) == ("Read", "toolu_01TrailReadElev4x9Qa2")
    assert read.text.splitlines()[2] == "export function totalGain(points: TrackPoint[]): number {"
    assert read.text.endswith("  return gain;\n}")
    assert grep.tool_name == "Grep"
    # Reached through a progress line: the chain is linked before progress is collapsed.
    assert conv.messages[4].native_id == "msg_01TrailA2smooth"
    assert conv.messages[7].text.startswith("> trailmap@0.4.0 test")
    assert "\x1b" not in conv.messages[7].text

    texts = "\n".join(m.text for m in conv.messages)
    assert "Stamen" not in texts  # the rewound prompt and its answer
    assert "Actually, use OpenTopoMap tiles instead: no API key needed." in texts
    assert "Total cost" not in texts and "Set model" not in texts  # slash commands
    assert "No response requested." not in texts  # the <synthetic> line
    secret = conv.messages[13]
    assert FAKE_KEY not in texts
    assert "OPENAI_API_KEY=[REDACTED:openai]" in secret.text
    rejected = conv.messages[17]
    assert (rejected.role, rejected.tool_name, rejected.text) == ("tool", "Edit", REJECTED)
    task = conv.messages[15]
    assert task.tool_name == "Task"
    assert task.text.startswith("Found 2 places:\n- docker-compose.yml:14")


def test_example_subagent(examples: dict[str, Conversation]) -> None:
    conv = examples[f"claude-code:{S1}:a3f9c21"]
    assert conv.parent_id == f"claude-code:{S1}"
    assert conv.source_ref.endswith(f"{S1}/subagents/agent-a3f9c21.jsonl")
    assert roles(conv) == "UATA"
    assert conv.messages[0].machine  # the Task prompt
    assert conv.messages[0].text == ("Find every place in the repo that reads TILE_CACHE_DIR or "
                                     "mounts a cache volume, and report file:line.")
    assert conv.messages[-1].text.startswith("Found 2 places:")
    assert conv.title == ("Find every place in the repo that reads TILE_CACHE_DIR or mounts a "
                          "cache volume…")


def test_example_compaction_keeps_history(examples: dict[str, Conversation]) -> None:
    conv = examples[f"claude-code:{S2}"]
    assert roles(conv) == "UATAUAUUATA"
    # Before the boundary: reached only through logicalParentUuid.
    assert conv.messages[0].text == ("Add a GPX import button: users drop a .gpx file and the "
                                     "track shows on the map with its elevation profile.")
    summary = conv.messages[6]
    assert summary.machine and summary.role == "user"
    assert summary.text.startswith("This session is being continued from a previous conversation")
    assert [i for i, m in enumerate(conv.messages) if m.machine] == [6]
    assert conv.messages[-1].text == ("The sidebar now shows the GPX file name (without "
                                      "extension) as the track title.")
    assert conv.title == ("Add a GPX import button: users drop a .gpx file and the track shows "
                          "on the map…")


def test_example_truncated_last_line_is_silent() -> None:
    adapter = ClaudeCodeAdapter()
    convs, env = read_all(TRAILMAP / f"{S2}.jsonl", adapter=adapter)
    assert env.skipped == [] and adapter.corrupt_lines == {}
    assert len(convs[0].messages) == 11
    assert "I can also read" not in convs[0].messages[-1].text


def test_example_resume_chain_and_corrupt_line() -> None:
    adapter = ClaudeCodeAdapter()
    convs, env = read_all(API, adapter=adapter)
    assert [(s.path, s.reason) for s in env.skipped] == [
        (str(API / f"{R2}.jsonl"), "1 corrupt line(s) skipped, the rest read")]
    assert adapter.corrupt_lines == {str(API / f"{R2}.jsonl"): 1}
    # R1 is a subset of R2: one conversation, R2's messages, under R1's id (where it began).
    assert [c.id for c in convs] == [f"claude-code:{R1}"]
    assert all(m.id.startswith(f"claude-code:{R1}#") for m in convs[0].messages)
    conv = convs[0]
    assert conv.title == "Elevation endpoint latency"  # the summary line points into the chain
    assert conv.project == "/home/ana/src/trailmap-api"
    assert roles(conv) == "UATAUATATA"
    assert conv.messages[0].text == ("The /elevation endpoint takes 2 s per request. Where is the "
                                     "time going?")
    assert conv.messages[4].text == "Go ahead and add an LRU cache, max 8 tiles."  # after the tear
    assert conv.messages[-1].text.startswith("Warm requests now take 31 ms instead of 2.18 s.")
    # Alone, the first file is still a conversation of its own.
    alone, _ = read_all(API / f"{R1}.jsonl")
    assert [(c.id, roles(c)) for c in alone] == [(f"claude-code:{R1}", "UATA")]
    assert [m.id.split("#")[1] for m in alone[0].messages] == [
        m.id.split("#")[1] for m in conv.messages[:4]]


def test_subagent_of_a_resumed_session_points_at_the_survivor(projects: Path) -> None:
    """R1 lives on inside R2, under R1's id: a Task run started in R1 belongs to that note."""
    sub = TRAILMAP / S1 / "subagents" / "agent-a3f9c21.jsonl"
    target = projects / API.name / R1 / "subagents" / "agent-b71d0e4.jsonl"
    target.parent.mkdir(parents=True)
    target.write_text(sub.read_text(encoding="utf-8").replace(S1, R1)
                      .replace("a3f9c21", "b71d0e4"), encoding="utf-8")
    found = by_id(read_all(projects / API.name)[0])
    assert sorted(found) == [f"claude-code:{R1}", f"claude-code:{R1}:b71d0e4"]
    assert found[f"claude-code:{R1}:b71d0e4"].parent_id == f"claude-code:{R1}"


def test_example_plain_chat(examples: dict[str, Conversation]) -> None:
    conv = examples[f"claude-code:{N1}"]
    assert conv.title == "Dolomites hut-to-hut route"
    assert roles(conv) == "UAUA"
    assert conv.messages[1].text.startswith("Day 1: Pederü → Rifugio Fanes")
    assert conv.messages[-1].text.startswith("Usually yes: it opens in early June")


def test_units_one_per_project(projects: Path) -> None:
    adapter = ClaudeCodeAdapter()
    env = SourceEnv(home=projects, path=projects)
    units = {Path(u.key).name: u for u in adapter.units(env)}
    assert sorted(units) == ["-home-ana-notes-dolomites", "-home-ana-src-trailmap",
                             "-home-ana-src-trailmap-api"]
    trail = units["-home-ana-src-trailmap"]
    assert [p.relative_to(projects).as_posix() for p in trail.paths] == [
        f"-home-ana-src-trailmap/{S1}/subagents/agent-a3f9c21.jsonl",
        f"-home-ana-src-trailmap/{S1}.jsonl",
        f"-home-ana-src-trailmap/{S2}.jsonl",
    ]
    with (projects / "-home-ana-src-trailmap" / f"{S2}.jsonl").open("a") as fh:
        fh.write('ement"}]}}\n')  # the live write finishes
    again = {Path(u.key).name: u for u in adapter.units(env)}
    assert again["-home-ana-src-trailmap"].fingerprint != trail.fingerprint
    assert again["-home-ana-src-trailmap-api"].fingerprint == units[
        "-home-ana-src-trailmap-api"].fingerprint


def test_unreadable_and_garbage_files_are_reported(projects: Path) -> None:
    folder = projects / "-home-ana-src-trailmap"
    gone = folder / "0b1e5d3c-gone.jsonl"
    gone.symlink_to(folder / "nowhere" / "deleted.jsonl")  # listed, then unreadable
    garbage = folder / "4c4c4c4c-garbage.jsonl"
    garbage.write_bytes(b"\x00\x01 not json\n{broken\n")
    locked = folder / "7e7e7e7e-locked.jsonl"
    shutil.copy(folder / f"{S2}.jsonl", locked)
    locked.chmod(0)
    root_can_read = os.access(locked, os.R_OK)  # root ignores permissions
    adapter = ClaudeCodeAdapter()
    convs, env = read_all(folder, adapter=adapter)
    skipped = {Path(s.path).name: s.reason for s in env.skipped}
    assert skipped.pop(gone.name).startswith("cannot read")
    assert skipped.pop(garbage.name) == "no readable lines (2 corrupt)"
    if not root_can_read:
        assert skipped.pop(locked.name).startswith("cannot read")
    assert skipped == {}
    found = by_id(convs)
    assert {f"claude-code:{S1}", f"claude-code:{S1}:a3f9c21", f"claude-code:{S2}"} <= set(found)
    assert len(found[f"claude-code:{S1}"].messages) == 22
    locked.chmod(0o644)


@pytest.mark.parametrize("where", ["config", "home", "project", "file"])
def test_where_the_adapter_looks(home: Path, where: str) -> None:
    adapter = get_adapter("claude-code")
    assert isinstance(adapter, ClaudeCodeAdapter)
    environ: dict[str, str] = {}
    path = None
    if where == "config":
        config = home / "elsewhere"
        shutil.copytree(NOTES, config / "projects" / NOTES.name)
        environ["CLAUDE_CONFIG_DIR"] = str(config)
    elif where == "home":
        shutil.copytree(NOTES, home / ".claude" / "projects" / NOTES.name)
    elif where == "project":
        path = NOTES
    else:
        path = NOTES / f"{N1}.jsonl"
    env = SourceEnv(home=home, path=path, environ=environ)
    assert adapter.is_available(env)
    convs = list(adapter.scan(env))
    assert [c.id for c in convs] == [f"claude-code:{N1}"]


def test_nothing_to_read(home: Path) -> None:
    adapter = ClaudeCodeAdapter()
    env = SourceEnv(home=home)
    assert list(adapter.units(env)) == []
    assert not adapter.is_available(SourceEnv(home=home, path=home / "missing.jsonl"))


def test_reading_twice_changes_nothing(examples: dict[str, Conversation]) -> None:
    again = by_id(read_all(EXAMPLES)[0])
    assert {k: c.content_hash() for k, c in again.items()} == {
        k: c.content_hash() for k, c in examples.items()}


def _lines(path: Path) -> Iterator[str]:
    yield from path.read_text(encoding="utf-8").splitlines()


def test_examples_hold_what_the_tests_rely_on() -> None:
    """Guard against regenerating the samples into something that no longer tests anything."""
    main = "\n".join(_lines(TRAILMAP / f"{S1}.jsonl"))
    for needle in ('"type":"progress"', "<system-reminder>", "<command-name>", "<synthetic>",
                   "[Request interrupted by user for tool use]", FAKE_KEY, "Stamen", "1→"):
        assert needle in main, needle
    assert '"isCompactSummary":true' in (TRAILMAP / f"{S2}.jsonl").read_text(encoding="utf-8")
    assert not (TRAILMAP / f"{S2}.jsonl").read_bytes().endswith(b"\n")
