"""The Cursor adapter against three real ``state.vscdb`` files and the project's sample.

Expected values were read off the raw databases with plain ``sqlite3`` + ``json`` (not through
the adapter): bubble order from ``bubbles[]`` / ``conversation[]`` /
``fullConversationHeadersOnly``, text from ``text`` / ``delegate.a`` / ``rawText``, trimmed.
A change in ordering, text choice, filtering or cleaning makes these fail.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sqlite3
import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from musubi_daemon.model import Conversation
from musubi_daemon.sources import cursor as cursor_mod
from musubi_daemon.sources import get_adapter
from musubi_daemon.sources.base import SourceEnv, SourceError, Unit
from musubi_daemon.sources.cursor import CursorAdapter, uri_to_path
from musubi_daemon.sources.cursor_bubbles import lexical_text

HISTORIES = Path(__file__).resolve().parent.parent / "examples" / "histories"
SAMPLE = HISTORIES / "cursor" / "User"
SAMPLE_PROJECT = "/home/ana/src/trailmap"
SAMPLE_TOKEN = "cursor-session-ana-7e51d9c0-NEVER-IN-A-NOTE"
SAMPLE_KEY = "AKIA" + "TRAILMAPFAKEKEYX"
LETTER = {"user": "u", "assistant": "a", "tool": "t", "system": "s"}
GEN3 = "22b57e58-4764-45d1-8303-21d00aaa6ec5"

Text = tuple[str, str, int]  # head, tail, length


def scan(path: Path, home: Path | None = None) -> tuple[list[Conversation], SourceEnv]:
    env = SourceEnv(home=home or path.parent, path=path)
    return list(get_adapter("cursor").scan(env)), env


def roles(conv: Conversation) -> str:
    return "".join(LETTER[m.role] for m in conv.messages)


def everything(conv: Conversation) -> str:
    """Every string a note would show, tool inputs included."""
    parts = [conv.title or "", conv.project or ""]
    for m in conv.messages:
        parts.append(m.text)
        parts += [json.dumps(c.input, ensure_ascii=False) for c in m.tool_calls]
    return "\n".join(parts)


def check_text(text: str, expect: Text) -> None:
    head, tail, length = expect
    assert text.startswith(head)
    assert text.endswith(tail)
    assert len(text) == length


def the_unit(path: Path) -> Unit:
    units = list(CursorAdapter().units(SourceEnv(home=path.parent, path=path)))
    assert len(units) == 1
    return units[0]


def read_unit(path: Path) -> list[Conversation]:
    env = SourceEnv(home=path.parent, path=path)
    return list(CursorAdapter().read(the_unit(path), env))


def test_registry_name() -> None:
    assert isinstance(get_adapter("cursor"), CursorAdapter)
    assert CursorAdapter.name == "cursor"


# ================================================================ real fixtures

# file -> [(native id, title, roles, created, updated, first message, last message)]
REAL: dict[str, list[tuple[str, str, str, str, str, Text, Text]]] = {
    "global-2025-05_state.vscdb": [
        (GEN3, "Sent to Chat", "uatatatauatauatatatauatauatauatauatuatatatataua",
         "2025-05-25T13:20:28Z", "2025-05-25T15:55:03Z",
         ("нужны настройки сервера vite", "нужны настройки сервера vite", 28),
         ("Для автоматического создания SVG-спрайтов с поддержкой `<use",
          "-иконки в отдельную папку (например, `src/icons`).", 518)),
    ],
    "workspace-2023-11_state.vscdb": [
        ("5fe2b42e-73c1-454b-b3f9-45779698217c", "How can I set specific parameters in javascript",
         "ua", "2023-11-20T19:03:18Z", "2023-11-20T19:03:18Z",
         ("How can I set specific parameters in javascript", "in javascript", 47),
         ("To set specific parameters in JavaScript, you can use the do",
          "ps! Let me know if you have any further questions.", 985)),
        ("6d4a441d-09c7-4351-81b9-28b6b3841a6e", "For the code present, we get this error:", "ua",
         "2023-11-20T18:51:04Z", "2023-11-20T18:51:04Z",
         ("For the code present, we get this error:\n```\nType 'string' i",
          "his? If you propose a fix, please make it concise.", 167),
         ("The error message \"Type 'string' is not assignable to type '",
          "ve the dot (`.`) from the `class` attribute value.", 490)),
        ("efcfc0e0-2d73-435a-a2be-14b860159b71", "For the code present, we get this error:", "ua",
         "2023-11-20T18:49:39Z", "2023-11-20T18:49:39Z",
         ("For the code present, we get this error:\n```\nUnused CSS sele",
          "his? If you propose a fix, please make it concise.", 146),
         ("To resolve the \"Unused CSS selector 'Three'\" error, you can ",
          "ve the unused CSS selector or use it in your code.", 121)),
        ("f2eda243-280b-4ea9-9c9c-6cc3f794a468",
         "How can I set the Three tag to occupy 30vw and 30vh", "uaua",
         "2023-11-20T18:48:10Z", "2023-11-20T18:48:10Z",
         ("How can I set the Three tag to occupy 30vw and 30vh", "30vh", 51),
         ("If you are being told that the `Three` selector is unused, i",
          "the warning about the unused selector is resolved.", 778)),
        # The person's text is lost in this tab (empty delegate); the stale rawText stays out.
        ("7e23ca78-cdb7-422b-a66c-e3a03f22e02d",
         "How can I make my three element take in a width and height argument?", "a",
         "2023-11-20T17:16:52Z", "2023-11-20T17:16:52Z",
         ("To make the `<three>` element in your Svelte component take ",
          "to match the provided `width` and `height` values.", 771),
         ("To make the `<three>` element in your Svelte component take ",
          "to match the provided `width` and `height` values.", 771)),
        ("86eaeba7-4a9c-4953-bf65-5dabeaebf2d9", "Can you verigfy this event loop", "ua",
         "2023-11-20T17:07:19Z", "2023-11-20T17:07:19Z",
         ("Can you verigfy this event loop", "Can you verigfy this event loop", 31),
         ("Based on the provided code snippet, the event loop appears t",
          "ing the renderer and camera within the event loop.", 603)),
        ("c9c9722a-7b8a-4df3-a43e-9427eed813d2", "For the code present, we get this error:",
         "uauauauaua", "2023-11-20T16:54:42Z", "2023-11-20T16:54:42Z",
         ("For the code present, we get this error:\n```\nA11y: <a> eleme",
          "his? If you propose a fix, please make it concise.", 166),
         ("In TypeScript, you can add a type to a variable by using the",
          " types using interfaces, classes, or type aliases.", 578)),
        ("51a8f2ac-65b7-4abf-a84f-b526b7f813d7",
         "Can you show me how I should refer to images in svelte?", "uauaua",
         "2023-11-20T06:04:59Z", "2023-11-20T06:04:59Z",
         ("Can you show me how I should refer to images in svelte?", "svelte?", 55),
         ("Performing edit... failed.", "Performing edit... failed.", 26)),
        ("9bbaeabd-ad1b-4ce9-8bc8-11e6fa99d419",
         "Please help me debug this code. Only debug the latest error.", "ua",
         "2023-11-20T05:52:05Z", "2023-11-20T05:52:05Z",
         ("Please help me debug this code. Only debug the latest error.", "error.", 60),
         ("Based on the error message, the latest error is:\n\n```\nError:",
          "\"experience\", \"filenameSearch\": true }⛢/RawAction☤", 1115)),
        ("45ec0f0d-3772-4ff2-8cfb-2e4d156df76d", "For the code present, we get this error:", "ua",
         "2023-11-20T05:50:38Z", "2023-11-20T05:50:38Z",
         ("For the code present, we get this error:\n```\nCannot find mod",
          "his? If you propose a fix, please make it concise.", 185),
         ("The error message \"Cannot find module 'three' or its corresp",
          "ee' or its corresponding type declarations\" error.", 986)),
        ("9b862459-570c-498c-82ea-06984c0f9f6e",
         "Can you explain to me how this html file integrates itself into svelte", "uaua",
         "2023-11-20T05:46:34Z", "2023-11-20T05:46:34Z",
         ("Can you explain to me how this html file integrates itself i", "into svelte", 70),
         ("In SvelteKit, the `+page.svelte` files are special files tha",
          "components that can be used across multiple pages.", 1817)),
        ("a83d20e6-89cb-4795-8a8a-682c1f7866ee", "How can I set a command to caps lock in vscode?",
         "ua", "2023-11-20T05:27:32Z", "2023-11-20T05:27:32Z",
         ("How can I set a command to caps lock in vscode?", "in vscode?", 47),
         ("To set a command to caps lock in vscode, you can modify the ",
          " the actual command you want to bind to caps lock.", 326)),
    ],
    "workspace-2024-11_state.vscdb": [
        # Gen 1 tabs first (stored order) ...
        ("2aa483d1-573c-4039-ae4e-7415e28d2605", "Ionic App Sidebar Customization Guide",
         "ua" * 16, "2024-11-17T04:37:11Z", "2024-11-17T04:37:11Z",
         ("We are building an ionic app for android\nadd the following e",
          "reen)\n- Sensors\n- Example\n----\n- Parameters\n- Help", 345),
         ("I'll update the settings page to properly handle the dark mo",
          "s\n- Icons\n- Status bar\n- And all other UI elements", 4902)),
        ("55076a5c-1876-426b-90ff-36a3daa69fd7", "Resolving Module Not Found Error in Code", "ua",
         "2024-11-17T04:13:12Z", "2024-11-17T04:13:12Z",
         ("For the code present, we get this error:\n```\nCannot find mod",
          "his? If you propose a fix, please make it concise.", 204),
         ("The error indicates that the settings page module doesn't ex",
          "e settings page with more functionality as needed.", 691)),
        ("8128434b-c308-437a-8245-048c250113ac", "Resolving Module Not Found Error in Code",
         "uauaua", "2024-11-17T04:10:35Z", "2024-11-17T04:10:35Z",
         ("For the code present, we get this error:\n```\nCannot find mod",
          "his? If you propose a fix, please make it concise.", 204),
         ("Looking at the error and the code, the issue is that the set",
          "not properly configured for standalone components.", 1786)),
        ("f73a2965-5b2c-403b-a625-d347ab7107a1", "Running a Local Python Server via CLI", "ua",
         "2024-11-17T03:33:39Z", "2024-11-17T03:33:39Z",
         ("how to run a local server with python in a simple cli comman", "cli command", 61),
         ("I'll show you two common ways to run a local server using Py",
          "and shouldn't be used for production environments.", 766)),
        ("33d81a85-badb-4f6e-99b9-96da6038cde9", "Android SDK Not Found Error Fix", "ua",
         "2024-11-16T19:06:28Z", "2024-11-16T19:06:28Z",
         ("Unable to find any devices: [fatal] native-run failed with e",
          "thub.com/ionic-team/native-run/wiki/Android-Errors", 230),
         ("This error occurs when trying to run an Android app (likely ",
          "ll requirements are met for building Android apps.", 1422)),
        # ... then the gen 2 composers; this one has no name, so its first line names it.
        ("090e988a-b2e3-4fcc-84e0-62a9401ae6ea", "add the following elements to the sidebar:",
         "ua", "2024-11-16T19:20:18Z", "2024-11-16T19:20:18Z",
         ("add the following elements to the sidebar:\n- User name with ",
          "reen)\n- Sensors\n- Example\n----\n- Parameters\n- Help", 303),
         ("Based on your request, I'll help structure a sidebar navigat",
          "uirements\n5. Implement the actual navigation logic", 3713)),
        ("cf2ead9f-6bf9-41d0-829e-a7fcae7ddb5a",
         "create a dedicated page for the copilot icon from the", "uaua",
         "2024-11-16T22:52:17Z", "2024-11-16T22:53:01Z",
         ("create a dedicated page for the copilot icon from the menu.\n",
          "copilot icon from the menu.\nThis will be a AI chat", 82),
         ("Let's fix the issues. First, let's create the copilot page c",
          "ors and the unknown element issue with ion-footer.", 2713)),
        ("b2ee92b8-c589-40ff-9dff-bf3b8f792ff9",
         "remove the green line appearing in the command window when", "uaua",
         "2024-11-16T23:12:08Z", "2024-11-16T23:15:32Z",
         ("remove the green line appearing in the command window when e",
          "e the focus with a new cursor \">> Enter a command\"", 333),
         ("I apologize for modifying the header color. You're right - l",
          " `color=\"primary\"` attribute in the HTML template.", 539)),
        ("d74dadbc-8b7b-4977-8fc1-277bc735e3ed", "Create a new page for Files, and list the same",
         "uaua", "2024-11-17T04:27:40Z", "2024-11-17T04:31:08Z",
         ("Create a new page for Files, and list the same recent files ",
          "and list the same recent files as in the side menu", 79),
         ("I'll help you create a file system view based on the screens",
          "files), plus a menu button for additional actions.", 5056)),
        ("7ab14174-a536-4e2c-98e9-8c5e28fa2006", "by default the dark mode settings is off.",
         "uaua", "2024-11-17T04:44:15Z", "2024-11-17T04:46:22Z",
         ("by default the dark mode settings is off.\nWhen switching to ",
          "g to dark mode, the whole theme of the app changes", 105),
         ("I'll help you apply dark mode styling to the copilot and com",
          "f you'd like to adjust any of the specific colors!", 2493)),
    ],
}


@pytest.mark.shared
def test_every_fixture_db_has_expectations(fixtures: Path) -> None:
    assert sorted(p.name for p in (fixtures / "cursor").glob("*.vscdb")) == sorted(REAL)


@pytest.mark.shared
@pytest.mark.parametrize("name", sorted(REAL))
def test_real_fixture_transcripts(fixtures: Path, name: str) -> None:
    path = fixtures / "cursor" / name
    convs, env = scan(path)
    assert env.skipped == []
    assert len(convs) == len(REAL[name])
    for conv, (native, title, shape, created, updated, first, last) in zip(
            convs, REAL[name], strict=True):
        assert conv.id == f"cursor:{native}"
        assert conv.source == "cursor"
        assert conv.title == title
        assert conv.project is None  # no workspace.json beside a lone fixture
        assert conv.source_ref == str(path)
        assert (conv.created_at, conv.updated_at) == (created, updated)
        assert roles(conv) == shape
        check_text(conv.messages[0].text, first)
        check_text(conv.messages[-1].text, last)
        assert len({m.id for m in conv.messages}) == len(conv.messages)
        for m in conv.messages:
            assert m.id == f"{conv.id}#{m.native_id}"
            assert m.text == m.text.strip()
            assert m.text or m.tool_calls
            assert "\r" not in m.text


@pytest.mark.shared
def test_real_2023_user_text_and_stale_raw_text(fixtures: Path) -> None:
    convs, _ = scan(fixtures / "cursor" / "workspace-2023-11_state.vscdb")
    tabs = {c.native_id: c for c in convs}
    # 15 tabs stored; the three "New chat" tabs hold only an empty draft bubble.
    assert len(tabs) == 12
    assert "c1fbe4b6-3049-461a-8222-8f2f06725462" not in tabs
    verify = tabs["86eaeba7-4a9c-4953-bf65-5dabeaebf2d9"]
    assert [m.native_id for m in verify.messages] == ["3afb6664-6e20-4867-90c6-71c3e76a5798",
                                                      "4616d018-dad5-4b60-9f11-fa5add081dc3"]
    # rawText of 2023 user bubbles holds an older quick-fix prompt, never the person's text.
    stale = "Type 'HTMLElement | null' is not assignable to type 'HTMLElement'"
    assert all(stale not in everything(c) for c in convs if c.native_id[:8] != "6d4a441d")
    lost = tabs["7e23ca78-cdb7-422b-a66c-e3a03f22e02d"]
    assert "Screenreaders already announce" not in everything(lost)
    # A follow-up typed in the 2023 delegate.
    images = tabs["51a8f2ac-65b7-4abf-a84f-b526b7f813d7"]
    assert [m.text for m in images.messages if m.role == "user"] == [
        "Can you show me how I should refer to images in svelte?",
        "Can you also implement it such that they're all red in verdana?",
        "/edit Apply this change",
    ]


@pytest.mark.shared
def test_real_global_split_storage(fixtures: Path) -> None:
    convs, env = scan(fixtures / "cursor" / "global-2025-05_state.vscdb")
    # 7 composer rows: one NULL, five empty, one with 47 headers; NULL orphan bubble ignored.
    assert [c.native_id for c in convs] == [GEN3]
    assert env.skipped == []
    conv = convs[0]
    ids = [m.native_id for m in conv.messages]
    assert "073b363b-5ece-4628-87e7-17a567b78813" not in " ".join(ids)
    assert ids[0] == "42518df3-06a4-4941-9a01-6629298276a4"
    assert ids[-1] == "c3dd1f2a-de99-4cda-a318-594bd424e565"
    # Russian text arrives intact, not escaped or mangled.
    users = [m.text for m in conv.messages if m.role == "user"]
    assert len(users) == 9
    assert users[1] == "теперь добавь к ним коментарии на руссом"
    assert users[3] == "@.prettierrc я хочу использовать вместо пробелов шаги табуляции, размер 4"
    assert conv.messages[9].text == ("Я добавлю подробные комментарии на русском языке к "
                                     "конфигурации Vite.")
    # Only bubbles with timingInfo have a time, taken from clientRpcSendTime (epoch ms).
    assert conv.messages[0].created_at is None
    assert conv.messages[1].created_at == "2025-05-25T13:31:43Z"
    assert sum(1 for m in conv.messages if m.created_at) == 9


@pytest.mark.shared
def test_real_tool_bubbles(fixtures: Path) -> None:
    conv = scan(fixtures / "cursor" / "global-2025-05_state.vscdb")[0][0]
    tools = [m for m in conv.messages if m.role == "tool"]
    calls = [c for m in conv.messages for c in m.tool_calls]
    assert len(tools) == len(calls) == 15
    assert [m.tool_call_id for m in tools] == [c.id for c in calls]
    assert [c.name for c in calls] == (
        ["list_dir", "read_file"] + ["edit_file"] * 2 + ["run_terminal_cmd"]
        + ["edit_file"] * 7 + ["run_terminal_cmd"] * 3)
    first = conv.messages[1]
    assert first.native_id == "c0a81fc3-ef2b-443e-8e23-e21bdcb5c583"
    assert first.tool_calls[0].id == "tool_b36ce430-dc66-4158-972c-f2a618a0e7a"
    assert first.tool_calls[0].input == {"relative_workspace_path": "."}
    listing = conv.messages[2]
    assert listing.native_id == "6c0e7f6f-ae14-469c-ae75-a41b08897c0b"
    assert listing.tool_name == "list_dir"
    assert listing.text.split("\n") == [
        "index.html", "src/", "vite.config.js", "node_modules/", "package-lock.json",
        "README.md", "package.json", "scripts/", "public/", ".gitignore"]
    by_id = {m.native_id: m for m in conv.messages}
    terminal = by_id["e3dc79b4-d226-445b-bd67-16987b6426f2"]
    assert terminal.text.startswith("$ npm list prettier\n")
    assert terminal.text.endswith(
        "└── prettier@3.5.3\n\n\natarax@XARAT-A MINGW64 ~/Desktop/vite\n$")
    assert "\x1b" not in terminal.text  # ``output``, not the ANSI ``outputRaw``
    failed = by_id["5352fd95-351b-442c-9efd-1a130fb59d1b"]
    assert failed.text == ("Error: path should be a `path.relative()`d string, but got "
                           "\"c:/Users/atarax/AppData/Roaming/Cursor/User/settings.json\"")
    assert by_id["57f5082d-4997-4620-8517-a4b657e1763e"].text == "[cancelled]"
    # A tool bubble right after another tool's output gets its own call-carrying message.
    carrier = by_id["9e467830-bf39-4072-9699-12289868764a:call"]
    assert carrier.role == "assistant" and carrier.text == ""
    assert carrier.tool_calls[0].id == "call_z7SyLZ2rJMsqNiy8VLesaWYm"
    assert carrier.tool_calls[0].input["command"] == "npm install -D vite-svg-loader"
    assert by_id["9e467830-bf39-4072-9699-12289868764a"].text.startswith(
        "$ npm install -D vite-svg-loader\n\nadded 20 packages")


@pytest.mark.shared
@pytest.mark.parametrize("name", sorted(REAL))
def test_real_fixture_never_shows_auth_rows(fixtures: Path, tmp_path: Path, name: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The trimmed fixtures lost their auth rows; put some back in a temp copy and look."""
    db = tmp_path / "state.vscdb"
    shutil.copyfile(fixtures / "cursor" / name, db)
    token = "cursorAuthTokenValue-0f9e8d7c6b5a"
    with sqlite3.connect(db) as con:
        con.executemany("INSERT INTO ItemTable (key, value) VALUES (?, ?)",
                        [("cursorAuth/accessToken", token),
                         ("cursorAuth/refreshToken", token + "-refresh"),
                         ("cursorAuth/cachedEmail", "someone@example.org")])
    con.close()
    asked: list[tuple[Any, ...]] = []
    real_rows = cursor_mod._rows

    def spy(con: sqlite3.Connection, sql: str, args: tuple[Any, ...]) -> list[Any]:
        asked.append((sql, args))
        return real_rows(con, sql, args)

    monkeypatch.setattr(cursor_mod, "_rows", spy)
    convs = read_unit(db)
    assert len(convs) == len(REAL[name])
    for conv in convs:
        text = everything(conv)
        assert token not in text and "someone@example.org" not in text
    item_keys = {args[0] for sql, args in asked if "ItemTable" in sql}
    assert item_keys <= {cursor_mod.CHAT_KEY, cursor_mod.COMPOSER_KEY}
    assert all("cursorAuth" not in json.dumps(args) for _, args in asked)


# ================================================================ the sample

@pytest.fixture(scope="module")
def sample() -> dict[str, Conversation]:
    convs, env = scan(SAMPLE)
    assert env.skipped == []
    return {c.native_id: c for c in convs}


def by_title(sample: dict[str, Conversation], title: str) -> Conversation:
    found = [c for c in sample.values() if c.title == title]
    assert len(found) == 1, title
    return found[0]


def test_sample_units() -> None:
    units = list(CursorAdapter().units(SourceEnv(home=SAMPLE, path=SAMPLE)))
    assert [Path(u.key).relative_to(SAMPLE).parts[0] for u in units] == [
        "globalStorage", "workspaceStorage"]
    assert all(u.paths == [Path(u.key)] for u in units)  # no -wal: the sample is not in use


def test_sample_all_generations(sample: dict[str, Conversation]) -> None:
    assert sorted((c.title, roles(c)) for c in sample.values()) == [
        ("Elevation profile flat for GPX trails", "ua"),  # gen 1, 2024 shape
        ("How do I cluster 2,000 trailhead markers so the map stays fast?", "ua"),  # gen 1, 2023
        ("Legend for trail difficulty colours", "uaua"),  # gen 2 inline composer
        ("Snap GPX points to trails", "uatataua"),  # gen 3 split bubbles
        ("Tile server with contour lines", "ua"),  # gen 3, late-2025 shape
    ]
    for conv in sample.values():
        assert conv.project == SAMPLE_PROJECT
        assert conv.id == f"cursor:{conv.native_id}"


def test_sample_gen1(sample: dict[str, Conversation]) -> None:
    old = by_title(sample, "How do I cluster 2,000 trailhead markers so the map stays fast?")
    # Title "New chat" is a placeholder: the first line typed names it instead.
    assert old.messages[0].text == "How do I cluster 2,000 trailhead markers so the map stays fast?"
    assert "STALE QUICKFIX" not in everything(old)
    assert old.created_at == old.updated_at == "2023-11-20T09:15:00Z"
    new = by_title(sample, "Elevation profile flat for GPX trails")
    assert new.messages[1].text.startswith("Your parser reads `lat` and `lon` attributes")
    assert "```ts\nconst ele = Number(" in new.messages[1].text


def test_sample_gen2_and_gen3(sample: dict[str, Conversation]) -> None:
    legend = by_title(sample, "Legend for trail difficulty colours")
    assert legend.messages[-1].text.startswith("Done: below 600px")
    assert (legend.created_at, legend.updated_at) == ("2024-11-14T10:02:00Z",
                                                      "2024-11-14T10:05:30Z")
    snap = by_title(sample, "Snap GPX points to trails")
    assert snap.messages[1].text == "Let me look at how tracks are loaded first."
    assert snap.messages[1].created_at == "2025-05-20T08:01:05Z"  # clientRpcSendTime
    assert [(c.id, c.name, c.input) for c in snap.messages[1].tool_calls] == [
        ("tool_snap_read_1", "read_file", {"target_file": "src/tracks/load.ts"})]
    assert snap.messages[2].role == "tool"
    assert snap.messages[2].tool_call_id == "tool_snap_read_1"
    assert snap.messages[4].text == "PASS src/tracks/snap.test.ts\n  3 passed"
    assert "ORPHAN DRAFT" not in everything(snap)
    tiles = by_title(sample, "Tile server with contour lines")
    # Attributed through workspaceIdentifier (no workspace head lists it); ISO createdAt kept.
    assert [m.created_at for m in tiles.messages] == ["2025-11-03T17:20:00Z",
                                                      "2025-11-03T17:20:09Z"]


def test_sample_secret_redacted_and_token_absent(sample: dict[str, Conversation]) -> None:
    snap = by_title(sample, "Snap GPX points to trails")
    assert snap.messages[6].text == ("Deploy to S3 fails with [REDACTED:aws] in my .env - is "
                                     "that key format right?")
    for conv in sample.values():
        text = everything(conv)
        assert SAMPLE_KEY not in text
        assert SAMPLE_TOKEN not in text and "ana@example.org" not in text


def test_sample_holds_the_traps() -> None:
    """The sample keeps what the tests above rely on (token, NULL rows, orphan, secret)."""
    glob = SAMPLE / "globalStorage" / "state.vscdb"
    with sqlite3.connect(glob.as_uri() + "?mode=ro", uri=True) as con:
        items = dict(con.execute("SELECT key, value FROM ItemTable").fetchall())
        kv = dict(con.execute("SELECT key, value FROM cursorDiskKV").fetchall())
    con.close()
    assert items["cursorAuth/accessToken"] == SAMPLE_TOKEN
    assert None in items  # a row whose key is NULL
    assert sum(1 for k, v in kv.items() if k.startswith("composerData:") and v is None) == 1
    assert sum(1 for k, v in kv.items() if k.startswith("bubbleId:") and v is None) == 1
    assert any(v and SAMPLE_KEY in str(v) for v in kv.values())
    assert any(v and "ORPHAN DRAFT" in str(v) for v in kv.values())
    total = sum(p.stat().st_size for p in SAMPLE.rglob("*") if p.is_file())
    assert total < 100_000


def test_sample_is_what_the_generator_writes(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location("make_cursor", HISTORIES / "make_cursor.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "OUT", tmp_path / "User")
    module.main()
    fresh, _ = scan(tmp_path / "User")
    committed, _ = scan(SAMPLE)
    assert [(c.id, c.title, [(m.id, m.text) for m in c.messages]) for c in fresh] == \
        [(c.id, c.title, [(m.id, m.text) for m in c.messages]) for c in committed]


def test_reading_twice_changes_nothing() -> None:
    first = [(c.id, c.content_hash()) for c in scan(SAMPLE)[0]]
    assert first == [(c.id, c.content_hash()) for c in scan(SAMPLE)[0]]


# ================================================================ locations

@pytest.mark.parametrize(("platform", "where"), [
    ("linux", (".config", "Cursor", "User")),
    ("darwin", ("Library", "Application Support", "Cursor", "User")),
])
def test_default_location(home: Path, monkeypatch: pytest.MonkeyPatch, platform: str,
                          where: tuple[str, ...]) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    user = home.joinpath(*where)
    shutil.copytree(SAMPLE, user)
    env = SourceEnv(home=home)
    units = list(CursorAdapter().units(env))
    assert [Path(u.key) for u in units] == [
        user / "globalStorage" / "state.vscdb",
        *sorted((user / "workspaceStorage").glob("*/state.vscdb"))]
    assert len(list(CursorAdapter().scan(env))) == 5


def test_default_location_overrides(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """XDG_CONFIG_HOME (Linux) and APPDATA (Windows) come from the env mapping given."""
    adapter = CursorAdapter()
    monkeypatch.setattr(sys, "platform", "linux")
    shutil.copytree(SAMPLE, tmp_path / "xdg" / "Cursor" / "User")
    env = SourceEnv(home=tmp_path / "nohome", environ={"XDG_CONFIG_HOME": str(tmp_path / "xdg")})
    assert len(list(adapter.units(env))) == 2
    monkeypatch.setattr(sys, "platform", "win32")
    shutil.copytree(SAMPLE, tmp_path / "Roaming" / "Cursor" / "User")
    env = SourceEnv(home=tmp_path / "nohome", environ={"APPDATA": str(tmp_path / "Roaming")})
    assert len(list(adapter.units(env))) == 2


def test_nothing_to_read(home: Path) -> None:
    assert list(CursorAdapter().units(SourceEnv(home=home))) == []
    assert not CursorAdapter().is_available(SourceEnv(home=home))


def test_path_forms(tmp_path: Path) -> None:
    user = tmp_path / "User"
    shutil.copytree(SAMPLE, user)
    workspace = next((user / "workspaceStorage").iterdir())
    adapter = CursorAdapter()

    def keys(path: Path) -> list[str]:
        return [Path(u.key).relative_to(user).as_posix()
                for u in adapter.units(SourceEnv(home=tmp_path, path=path))]

    ws = f"workspaceStorage/{workspace.name}/state.vscdb"
    assert keys(user) == ["globalStorage/state.vscdb", ws]
    assert keys(workspace) == [ws]  # a folder holding a state.vscdb
    assert keys(workspace / "state.vscdb") == [ws]  # the file itself
    assert keys(user / "workspaceStorage") == [ws]
    # A lone workspace DB still finds its project in workspace.json beside it.
    convs, _ = scan(workspace / "state.vscdb")
    assert len(convs) == 3 and {c.project for c in convs} == {SAMPLE_PROJECT}


def test_uri_and_lexical_helpers() -> None:
    assert uri_to_path("file:///c%3A/Users/ana/My%20Trails") == "c:/Users/ana/My Trails"
    assert uri_to_path("file:///home/ana/src/trailmap") == "/home/ana/src/trailmap"
    assert uri_to_path("vscode-remote://ssh-remote%2Bbox/srv/trailmap") == "/srv/trailmap"
    assert uri_to_path("/plain/path") == "/plain/path"
    rich = {"root": {"children": [
        {"type": "paragraph", "children": [{"type": "text", "text": "one"},
                                           {"type": "linebreak"}, {"type": "text", "text": "two"}]},
        {"type": "paragraph", "children": []},
        {"type": "paragraph", "children": [{"type": "text", "text": "три"}]}]}}
    assert lexical_text(json.dumps(rich)) == "one\ntwo\n\nтри"
    assert lexical_text("not json") == "" and lexical_text(None) == ""


def test_composer_in_both_stores_is_read_once(tmp_path: Path) -> None:
    """A gen-2 composer the global store also holds is left to the global unit."""
    user = tmp_path / "User"
    shutil.copytree(SAMPLE, user)
    legend = next(c for c in scan(SAMPLE)[0] if c.title.startswith("Legend"))
    bubble = {"type": 1, "bubbleId": "b-global-1", "text": "Legend, as the global DB has it"}
    data = {"composerId": legend.native_id, "name": "Legend (global copy)",
            "fullConversationHeadersOnly": [{"bubbleId": "b-global-1", "type": 1}]}
    with sqlite3.connect(user / "globalStorage" / "state.vscdb") as con:
        con.executemany("INSERT INTO cursorDiskKV (key, value) VALUES (?, ?)", [
            (f"composerData:{legend.native_id}", json.dumps(data)),
            (f"bubbleId:{legend.native_id}:b-global-1", json.dumps(bubble))])
    con.close()
    convs, _ = scan(user)
    same = [c for c in convs if c.id == legend.id]
    assert len(same) == 1
    assert same[0].title == "Legend (global copy)"
    assert same[0].project == SAMPLE_PROJECT  # from the workspace heads
    assert "globalStorage" in same[0].source_ref


# ================================================================ locks, damage, fingerprints

@pytest.fixture
def live_db(tmp_path: Path) -> Path:
    """A copy of the sample's global DB, in WAL mode like a DB Cursor has open."""
    db = tmp_path / "globalStorage" / "state.vscdb"
    db.parent.mkdir()
    shutil.copyfile(SAMPLE / "globalStorage" / "state.vscdb", db)
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA journal_mode=WAL").fetchone()[0] == "wal"
    con.close()
    return db


def add_composer(con: sqlite3.Connection, native: str, text: str) -> None:
    data = {"composerId": native, "name": text, "createdAt": 1748179228678,
            "fullConversationHeadersOnly": [{"bubbleId": "b1", "type": 1}]}
    con.executemany("INSERT INTO cursorDiskKV (key, value) VALUES (?, ?)", [
        (f"composerData:{native}", json.dumps(data)),
        (f"bubbleId:{native}:b1", json.dumps({"type": 1, "bubbleId": "b1", "text": text}))])


def test_wal_lock_held_by_another_connection(live_db: Path) -> None:
    """``BEGIN EXCLUSIVE`` in WAL mode: the read goes on (or says locked), and works after."""
    holder = sqlite3.connect(live_db, isolation_level=None)
    try:
        holder.execute("BEGIN EXCLUSIVE")
        add_composer(holder, "uncommitted-1", "written but not committed")
        try:
            convs = read_unit(live_db)
        except SourceError as exc:
            assert "locked" in str(exc)
        else:
            assert len(convs) == 2  # the committed state, nothing half-written
            assert all("uncommitted" not in c.id for c in convs)
        holder.execute("COMMIT")
    finally:
        holder.close()
    convs = read_unit(live_db)
    assert [c.title for c in convs if c.native_id == "uncommitted-1"] == [
        "written but not committed"]


def test_rollback_lock_falls_back_to_a_copy(live_db: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Rollback-journal DB under ``BEGIN EXCLUSIVE``: ``mode=ro`` is refused, a copy is read."""
    with sqlite3.connect(live_db) as con:
        con.execute("PRAGMA journal_mode=DELETE")
    con.close()
    before = sorted(p.name for p in live_db.parent.iterdir())
    holder = sqlite3.connect(live_db, isolation_level=None)
    try:
        holder.execute("BEGIN EXCLUSIVE")
        add_composer(holder, "uncommitted-2", "not yet")
        convs = read_unit(live_db)
        assert len(convs) == 2 and all("uncommitted" not in c.id for c in convs)
        assert all(c.source_ref == str(live_db) for c in convs)  # the original, not the copy
        # Too big to copy: reported as locked, so the engine retries next run.
        monkeypatch.setattr(cursor_mod, "COPY_LIMIT", 0)
        with pytest.raises(SourceError, match="database is locked"):
            read_unit(live_db)
        holder.execute("ROLLBACK")
    finally:
        holder.close()
    assert len(read_unit(live_db)) == 2  # lock released: a plain read-only open again
    assert sorted(p.name for p in live_db.parent.iterdir()) == before


def test_truncated_db_is_a_clear_error(fixtures: Path, tmp_path: Path) -> None:
    db = tmp_path / "state.vscdb"
    db.write_bytes((fixtures / "cursor" / "global-2025-05_state.vscdb").read_bytes()[:3072])
    unit = the_unit(db)
    with pytest.raises(SourceError, match="truncated"):
        list(CursorAdapter().read(unit, SourceEnv(home=tmp_path, path=db)))


@pytest.mark.parametrize(("damage", "reason"), [
    (lambda data: b"PK\x03\x04 not sqlite at all" * 40, "file is not a database"),
    (lambda data: data[:100], "truncated"),
    # Header intact, every later page overwritten: SQLite finds the damage itself.
    (lambda data: data[:4096] + b"\xff" * (len(data) - 4096), "malformed"),
])
def test_damaged_db_is_a_clear_error(tmp_path: Path, damage: Any, reason: str) -> None:
    db = tmp_path / "state.vscdb"
    db.write_bytes(damage((SAMPLE / "globalStorage" / "state.vscdb").read_bytes()))
    with pytest.raises(SourceError, match=reason) as info:
        read_unit(db)
    assert str(db) in str(info.value)


def test_empty_and_foreign_dbs_give_nothing(tmp_path: Path) -> None:
    empty = tmp_path / "empty" / "state.vscdb"
    empty.parent.mkdir()
    empty.write_bytes(b"")
    assert read_unit(empty) == []
    other = tmp_path / "other" / "state.vscdb"
    other.parent.mkdir()
    with sqlite3.connect(other) as con:
        con.execute("CREATE TABLE ItemTable (key TEXT, value BLOB)")
        con.execute("INSERT INTO ItemTable VALUES (?, ?)", (cursor_mod.CHAT_KEY, "{broken"))
    con.close()
    env = SourceEnv(home=tmp_path, path=other)
    assert list(CursorAdapter().read(the_unit(other), env)) == []
    assert [s.reason[:11] for s in env.skipped] == ["broken JSON"]


def test_fingerprint_follows_db_and_wal(live_db: Path) -> None:
    writer = sqlite3.connect(live_db)
    try:
        writer.execute("PRAGMA wal_autocheckpoint=0")  # keep changes in the WAL, as Cursor does
        writer.execute("SELECT count(*) FROM cursorDiskKV").fetchone()
        start = the_unit(live_db)
        assert the_unit(live_db).fingerprint == start.fingerprint
        add_composer(writer, "fresh", "a new chat")
        writer.commit()
        changed = the_unit(live_db)
        assert Path(str(live_db) + "-wal") in changed.paths
        assert changed.fingerprint != start.fingerprint
        assert any(c.native_id == "fresh" for c in read_unit(live_db))
    finally:
        writer.close()
    rollback = live_db.parent / "plain.vscdb"
    shutil.copyfile(SAMPLE / "globalStorage" / "state.vscdb", rollback)
    before = the_unit(rollback).fingerprint
    with sqlite3.connect(rollback) as con:
        add_composer(con, "fresh", "a new chat")
    con.close()
    assert the_unit(rollback).fingerprint != before


def test_read_stopped_early_closes_its_connection(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[sqlite3.Connection] = []
    real_connect = cursor_mod._connect

    def spy(uri: str) -> tuple[sqlite3.Connection, set[str]]:
        con, tables = real_connect(uri)
        opened.append(con)
        return con, tables

    monkeypatch.setattr(cursor_mod, "_connect", spy)
    db = SAMPLE / "globalStorage" / "state.vscdb"
    it = CursorAdapter().read(the_unit(db), SourceEnv(home=tmp_path, path=db))
    assert isinstance(it, Generator)
    assert opened == []  # nothing is opened before the first conversation is asked for
    assert next(it).title == "Snap GPX points to trails"
    it.close()
    assert len(opened) >= 1
    for con in opened:
        with pytest.raises(sqlite3.ProgrammingError):
            con.execute("SELECT 1")
