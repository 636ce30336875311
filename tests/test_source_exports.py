"""The ChatGPT and Claude.ai export adapters against real exports and the project's samples.

Expected values were read off the raw JSON by hand (and cross-checked against each message's
``parts``), so a change in traversal, filtering or cleaning makes these fail.
"""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

from musubi_daemon.model import Conversation
from musubi_daemon.sources import get_adapter
from musubi_daemon.sources.base import SourceEnv, SourceError
from musubi_daemon.sources.chatgpt_export import ChatGPTExportAdapter
from musubi_daemon.sources.claude_export import ClaudeExportAdapter

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"
CHATGPT_DIR = EXAMPLES / "chatgpt-export"
CLAUDE_DIR = EXAMPLES / "claude-export"
LETTER = {"user": "u", "assistant": "a", "tool": "t", "system": "s"}
PRIVATE_USE = [chr(c) for c in range(0xE200, 0xE300)]


def scan(source: str, path: Path, home: Path | None = None) -> tuple[list[Conversation],
                                                                     SourceEnv]:
    env = SourceEnv(home=home or path.parent, path=path)
    return list(get_adapter(source).scan(env)), env


def roles(conv: Conversation) -> str:
    return "".join(LETTER[m.role] for m in conv.messages)


def all_text(conv: Conversation) -> str:
    return "\n".join(m.text for m in conv.messages)


def by_native(convs: list[Conversation]) -> dict[str, Conversation]:
    return {c.native_id: c for c in convs}


def fingerprint(convs: list[Conversation]) -> list[tuple[str, str]]:
    """What a note shows (source_ref aside, which names the file it came from)."""
    return [(c.id, c.content_hash()) for c in convs]


def check_text(text: str, expect: tuple[str, str, int]) -> None:
    head, tail, length = expect
    assert text.startswith(head)
    assert text.endswith(tail)
    assert len(text) == length


def make_zip(path: Path, files: dict[str, bytes | str | Path]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            if isinstance(data, Path):
                data = data.read_bytes()
            zf.writestr(name, data)
    return path


def test_registry_names() -> None:
    assert isinstance(get_adapter("chatgpt-export"), ChatGPTExportAdapter)
    assert isinstance(get_adapter("claude-export"), ClaudeExportAdapter)
    assert ChatGPTExportAdapter.name == "chatgpt-export"
    assert ClaudeExportAdapter.name == "claude-export"


# ================================================================ ChatGPT: real fixtures

# file -> [(conversation id, title, roles, first message (head, tail, len), last message)]
REAL: dict[str, list[tuple[str, str, str, tuple[str, str, int], tuple[str, str, int]]]] = {
    "echomine_001_simple_text.json": [
        ("68ef24dd-7008-832c-bd68-1bb462dd87bc", "Indigenous DNA in Mexico", "ua",
         ("ME:\n\nWhere in the spectrum of Mexican society, in terms of baseline",
          "to how this plays out in current U.S. immigration politics?", 6073),
         ("Absolutely — I can provide both **primary quotes from Roxanne Dunbar-Ortiz**",
          "work from Indigenous, Chicanx, or border studies perspectives?", 4180)),
    ],
    "echomine_002_with_images.json": [
        ("684a1df7-302c-8005-bf41-d26c56ecdc7f", "Interpretación pintura surrealista", "uaua",
         ("Interpret this painting", "Interpret this painting", 23),
         ("Yes — it’s quite plausible that the painting carries **erotic or sensual undertones**",
          "a fictional gallery setting or a piece of creative writing?", 2631)),
    ],
    "echomine_003_with_code.json": [
        ("6751eba5-2428-8005-ac4d-63619dbfb902", "Gmail API Management in Java", "uaauaua",
         ("I want to build an app in Java that will help me manage my Gmail.",
          "creating a complex searching and bulk deleting of messages.", 157),
         ("When setting up a **Spring Boot application** for your Gmail management app",
          "the required dependencies for managing Gmail with Spring Boot.", 2802)),
    ],
    "pkuppens_2023-06_conversations_subset.json": [
        ("3af5baaa-e3c9-4fec-928d-0007faaa9430", "Intro to Multivariate Stats.",
         "uauauauauauaua",
         ("please summarize the following text:\n\nAn Introduction to and Synthesis of",
          "can still learn from such models. (e.g., clustering problems)", 9458),
         ("1. (Easy) What is the primary purpose of home assistance appliances",
          "artificial neurons and identifying characteristics based on examples", 1701)),
        ("e96087ed-b714-4a54-a06a-e425db1680bd", "Logo design for Pieterkuppens.net.",
         "uauauauauauaua",
         ("I want you to act as a business logo designer.",
          "my freelance data professional company, 'pieterkuppens.net'.", 447),
         ("Sure, here's a text description of the logo that DALL-E could potentially generate:",
          "Thank you for working with me to refine your logo design!", 722)),
        ("902d8aca-bcd3-477a-a348-d46448b6cd06", "Improve Website Recommendations.",
         "uatauatattta",
         ("Can you give 5 recommendations on how to improve my own website: www. "
          "pieterkuppens.net?",
          "pieterkuppens.net?", 88),
         ("Based on the information available from the main page of your website",
          "serving your professional needs as effectively as possible.", 2486)),
        ("c21a4db5-68eb-471a-b590-bb6ef7b81b42", "GitHub Wikis & Source Code", "uauata",
         ("In GitHub, is there some way to fill the Wiki with the source code tree?",
          "source code tree?", 72),
         ("I apologize for the inconvenience, it seems there's a high load of requests",
          "(https://github.com/bra1nDump/show-me-chatgpt-plugin/issues).", 748)),
        # Title "New chat": named after the first line the person typed, clipped.
        ("f66fc4ef-7895-4b72-bdc7-337d5e49a35e",
         "I will give you part of my CV, please respond with 2-3 suggestions for a…", "u",
         ("I will give you part of my CV, please respond with 2-3 suggestions",
          "Microsoft Certified Professional Developer (MCPD) / Data Scientist / AWS Practitioner.",
          1376),
         ("I will give you part of my CV", "AWS Practitioner.", 1376)),
    ],
}


@pytest.mark.shared
@pytest.mark.parametrize("name", sorted(REAL))
def test_chatgpt_real_fixture_transcripts(fixtures: Path, name: str) -> None:
    path = fixtures / "chatgpt-export" / name
    convs, env = scan("chatgpt-export", path)
    assert env.skipped == []
    assert len(convs) == len(REAL[name])
    for conv, (native, title, shape, first, last) in zip(convs, REAL[name], strict=True):
        assert conv.id == f"chatgpt-export:{native}"
        assert conv.source == "chatgpt-export"
        assert conv.title == title
        assert conv.project is None
        assert conv.source_ref == str(path)
        assert roles(conv) == shape
        check_text(conv.messages[0].text, first)
        check_text(conv.messages[-1].text, last)
        for m in conv.messages:
            assert m.id == f"{conv.id}#{m.native_id}"
            assert not any(ch in m.text for ch in PRIVATE_USE)
            if m.role != "tool":
                assert "【" not in m.text and m.text.strip() == m.text
                assert m.text or m.tool_calls
        # Every real conversation here starts with an empty system prompt, which is hidden.
        assert "s" not in shape


@pytest.mark.shared
def test_chatgpt_real_branches_and_hidden(fixtures: Path) -> None:
    convs, _ = scan("chatgpt-export",
                    fixtures / "chatgpt-export" / "pkuppens_2023-06_conversations_subset.json")
    conv = by_native(convs)
    stats = conv["3af5baaa-e3c9-4fec-928d-0007faaa9430"]
    # A regenerated answer: the first attempt is a sibling off the active path.
    assert "1) Which of the following is NOT one of the unique elements of Big Data?" \
        not in all_text(stats)
    assert "eb5d508e-72fd-420a-b3d6-d119e26c6350" not in {m.native_id for m in stats.messages}
    # The kept answer is the regeneration the person saw.
    assert stats.messages[3].native_id == "4ac5aced-e531-4b5c-9ede-82b5a31fc729"
    logo = conv["e96087ed-b714-4a54-a06a-e425db1680bd"]
    assert "I suggest using a light gray (such as #D3D3D3)" not in all_text(logo)
    assert logo.messages[7].text.startswith("We could consider adding a third color")
    # Message ids come from message.id, not the mapping key (they differ for this system node).
    assert "ede88703-7663-4f07-a792-0b2775eeb0d7" not in {m.native_id for m in stats.messages}
    assert stats.created_at == "2023-05-01T11:49:56Z"
    assert stats.updated_at == "2023-05-01T12:09:14Z"


@pytest.mark.shared
def test_chatgpt_real_browser_tools(fixtures: Path) -> None:
    convs, _ = scan("chatgpt-export",
                    fixtures / "chatgpt-export" / "pkuppens_2023-06_conversations_subset.json")
    web = by_native(convs)["902d8aca-bcd3-477a-a348-d46448b6cd06"]
    calls = [c for m in web.messages for c in m.tool_calls]
    assert [(c.id, c.name) for c in calls] == [
        ("8d8cc556-7f0f-4e3e-a34d-00f03357965c", "browser"),
        ("cada6ecd-dd0b-432d-897e-55f1046ed3f1", "browser"),
        ("f9966845-d54b-4ea3-9d51-9ea52a9e9bd2", "browser"),
    ]
    assert calls[0].input == {
        "language": "unknown",
        "code": "# I'll use the 'open_url' function to navigate to the user's website and assess "
                "it for potential improvements.\nopen_url(\"www.pieterkuppens.net\")",
    }
    tools = [m for m in web.messages if m.role == "tool"]
    assert [m.tool_name for m in tools] == ["browser"] * 5
    assert [m.tool_call_id[:8] for m in tools if m.tool_call_id] == [
        "8d8cc556", "cada6ecd", "f9966845", "f9966845", "f9966845"]
    assert tools[0].text == ("Error when executing command `open_url(www.pieterkuppens.net)`\n"
                             "Failed to fetch page.\nUnknown error fetching url "
                             "www.pieterkuppens.net")
    # tether_browsing_display (weight 0) is kept; its link markers keep only their labels.
    page = tools[1]
    assert page.native_id == "7010056a-5eff-4a97-9f01-c603d83560dc"
    assert page.text.startswith("URL: https://www.pieterkuppens.nl/")
    assert "# pieterkuppens.net\n" in page.text
    assert "* Voor intermediairs\n" in page.text
    assert "【" not in page.text
    assert tools[3].text.startswith("www.pieterkuppens.nl\nhttps://www.pieterkuppens.nl/\n\n"
                                    "Beschikbaar als Software/Data Professional")
    # Old-style citation 【11†source】 stripped from the answer.
    assert "You have a subscription feature for updates. To increase engagement" \
        in web.messages[-1].text

    plugin = by_native(convs)["c21a4db5-68eb-471a-b590-bb6ef7b81b42"]
    call = plugin.messages[3]
    assert call.role == "assistant" and call.text == ""
    assert [c.name for c in call.tool_calls] == ["show_me.get_MermaidRoute"]
    assert call.tool_calls[0].input["mermaid"].startswith("graph TB\n  DS[\"Data Science\"]")
    reply = plugin.messages[4]
    assert reply.role == "tool" and reply.tool_name == "show_me.get_MermaidRoute"
    assert reply.tool_call_id == "7e7680b8-7048-4150-bf00-a19faef57523"
    assert reply.text.startswith('{"results":[{"errorMessage":"We are experiencing a high load')


@pytest.mark.shared
def test_chatgpt_real_modern_conversations(fixtures: Path) -> None:
    folder = fixtures / "chatgpt-export"
    texts = []
    for name in ("echomine_001_simple_text.json", "echomine_002_with_images.json",
                 "echomine_003_with_code.json"):
        (conv,), _ = scan("chatgpt-export", folder / name)
        texts.append(all_text(conv))
    # Custom instructions (user_editable_context) never reach the transcript.
    for text in texts:
        assert "Tecolote" not in text
        assert "FOLLOW THESE INSTRUCTIONS FOR CODE GENERATION" not in text
        assert "read instructions and requests carefully" not in text

    (images,), _ = scan("chatgpt-export", folder / "echomine_002_with_images.json")
    # Tree order, not create_time order; the empty assistant placeholder is dropped.
    assert [m.native_id for m in images.messages[:2]] == [
        "27329ecf-30a8-4875-a6f5-c884dbfb021e", "54487103-3118-405f-a474-3370bfe9429c"]
    assert images.messages[1].created_at == "2025-06-12T00:23:24Z"
    assert images.created_at == "2025-06-12T00:23:19Z"
    assert images.updated_at == "2025-06-12T00:25:14Z"

    (code,), _ = scan("chatgpt-export", folder / "echomine_003_with_code.json")
    call = code.messages[1]
    assert call.native_id == "bdc33ba8-bdf1-4388-957a-c83df732507e"
    assert call.role == "assistant" and call.text == ""
    assert call.tool_calls[0].name == "web"
    assert call.tool_calls[0].input["code"].startswith('search("I want to build an app in Java')
    # The web tool's reply is hidden in the export, so no tool message.
    assert "t" not in roles(code)
    answer = code.messages[2].text
    assert answer.startswith("To enhance your Gmail management capabilities")
    assert "turn0search" not in answer and "cite" not in answer
    assert "by various criteria such as sender, date range, labels, and more.\n\n**5." in answer
    assert len(answer) == 3900


# ================================================================ ChatGPT: the project's sample

CG = {
    "tiles": "6f65271d-0d8f-520d-8645-3bdb78ae70dc",
    "dem": "6593d67a-1306-59e0-a10d-48f2742950e8",
    "waymark": "56da02cf-2ebe-5152-871e-e2c30a408d58",
    "ascent": "a5436f19-df6e-5665-9e19-583501f27d8c",
}


@pytest.fixture(scope="module")
def chatgpt_sample() -> dict[str, Conversation]:
    convs, env = scan("chatgpt-export", CHATGPT_DIR / "conversations.json")
    assert env.skipped == []
    return {key: c for key, c in zip(CG, convs, strict=True)}


def test_chatgpt_sample_shape(chatgpt_sample: dict[str, Conversation]) -> None:
    # Five conversations in the file; the one holding only hidden nodes is skipped.
    assert [c.native_id for c in chatgpt_sample.values()] == list(CG.values())
    assert [c.title for c in chatgpt_sample.values()] == [
        "Offline tiles for Trailmap",
        "Copernicus DEM vs SRTM",
        "What does this waymark mean? Red and yellow stripes painted on a rock above…",
        "Elevations every 20 m along my Covão track: 1650, 1653, 1651, 1662, 1670, 1668…",
    ]
    assert [roles(c) for c in chatgpt_sample.values()] == ["uaua", "uata", "uauaa", "uata"]
    for conv in chatgpt_sample.values():
        assert conv.source_ref == str(CHATGPT_DIR / "conversations.json")
        for m in conv.messages:
            assert m.id == f"chatgpt-export:{conv.native_id}#{m.native_id}"


def test_chatgpt_sample_branches_and_hidden(chatgpt_sample: dict[str, Conversation]) -> None:
    tiles = chatgpt_sample["tiles"]
    text = all_text(tiles)
    assert tiles.messages[0].text == ("What is the best way to keep the vector tiles for one "
                                      "valley available offline in a SvelteKit PWA?")
    assert tiles.messages[-1].text == (
        "Roughly 15 to 25 MB for a valley of about 400 km² with the OpenMapTiles schema up to "
        "zoom 15. Dropping the building layer usually saves a third, and nobody needs "
        "buildings on a trail map.")
    assert tiles.messages[1].text.startswith("Use a PMTiles archive.")
    # The edited-away question and its answer, and the regenerated-away answer.
    assert "localStorage" not in text
    assert "single GeoTIFF" not in text
    # Custom instructions and the system prompt.
    assert "two beehives" not in text and "no emojis" not in text
    assert tiles.created_at == "2026-09-20T19:02:10Z"
    assert tiles.updated_at == "2026-09-20T19:07:15Z"
    assert tiles.project is None


def test_chatgpt_sample_browsing(chatgpt_sample: dict[str, Conversation]) -> None:
    dem = chatgpt_sample["dem"]
    user, call, page, answer = dem.messages
    assert user.text == ("Is the Copernicus GLO-30 DEM more accurate than SRTM for mountain "
                         "trails? Please check current sources.")
    assert call.role == "assistant" and call.text == ""
    assert len(call.tool_calls) == 1
    assert call.tool_calls[0].name == "browser"
    assert call.tool_calls[0].id == call.native_id
    assert call.tool_calls[0].input == {
        "language": "unknown",
        "code": 'search("Copernicus GLO-30 vs SRTM vertical accuracy mountains")'}
    assert page.role == "tool" and page.tool_name == "browser"
    assert page.tool_call_id == call.native_id
    assert page.text.startswith("Copernicus DEM - Global and European Digital Elevation Model\n"
                                "GLO-30 is derived from TanDEM-X data")
    assert "【" not in page.text and "spacedata.copernicus.eu" not in page.text
    assert answer.text == (
        "Yes: for trails GLO-30 is the better choice. Its absolute vertical error is under 4 m, "
        "and in slopes steeper than 30 degrees SRTM goes wrong by more than 10 m about three "
        "times as often.\n\nKeep smoothing the profile anyway: a 30 m grid still flattens "
        "switchbacks.")


def test_chatgpt_sample_image_null_time_and_new_citations(
    chatgpt_sample: dict[str, Conversation],
) -> None:
    way = chatgpt_sample["waymark"]
    assert way.messages[0].text == ("What does this waymark mean? Red and yellow stripes "
                                    "painted on a rock above Manteigas.")
    [photo] = way.messages[0].attachments
    assert (photo.name, photo.media_type, photo.missing) == ("IMG_4471.png", "image/png", None)
    # A null create_time stays unknown rather than invented.
    assert way.messages[1].created_at is None
    assert way.messages[1].text.startswith("Red over yellow is the mark of a short route")
    assert way.messages[3].tool_calls[0].name == "web"
    assert way.messages[-1].text == (
        "Marked trails in the natural park are registered by the Portuguese hiking federation "
        "and looked after by the municipalities, with volunteers from local clubs repainting "
        "the marks each spring.")
    assert way.created_at == "2026-10-12T16:40:02Z"


def test_chatgpt_sample_python_and_project(chatgpt_sample: dict[str, Conversation]) -> None:
    conv = chatgpt_sample["ascent"]
    assert conv.project == "g-p-6903a1c2b4d84e1f9a7c2e5d0b3f6a18"
    user, call, out, answer = conv.messages
    assert user.text == ("Elevations every 20 m along my Covão track: 1650, 1653, 1651, 1662, "
                         "1670, 1668, 1681, 1679, 1694. Total ascent, counting only climbs over "
                         "5 m?")
    assert call.tool_calls[0].name == "python"
    assert call.tool_calls[0].input["language"] == "python"
    assert call.tool_calls[0].input["code"].startswith("h = [1650, 1653")
    assert (out.role, out.tool_name, out.text) == ("tool", "python", "48")
    assert out.tool_call_id == call.native_id
    assert answer.text.startswith("Total ascent is 48 m.")
    text = all_text(conv)
    assert "Hysteresis" not in text and "Thought for 4 seconds" not in text
    assert "Project instructions" not in text


def test_samples_hold_no_unknown_content() -> None:
    """Every block in the samples is a known type, so nothing was dropped silently."""
    cases: list[tuple[ChatGPTExportAdapter | ClaudeExportAdapter, Path]] = [
        (ChatGPTExportAdapter(), CHATGPT_DIR), (ClaudeExportAdapter(), CLAUDE_DIR)]
    for adapter, path in cases:
        assert len(list(adapter.scan(SourceEnv(home=path, path=path)))) == 4
        assert adapter.unknown_types == {}


def test_chatgpt_zip_folder_and_json_agree(tmp_path: Path) -> None:
    source = CHATGPT_DIR / "conversations.json"
    archive = make_zip(tmp_path / "chatgpt-export.zip", {
        "conversations.json": source,
        "user.json": '{"id": "user-x", "email": "ana@example.org"}',
        "chat.html": "<html></html>",
        "file-abc-IMG_4471.jpeg": b"\xff\xd8\xff",
        # The uploads, one in a subfolder: found by id wherever the zip keeps them.
        **{("uploads/" if f.suffix == ".csv" else "") + f.name: f
           for f in CHATGPT_DIR.glob("file*")},
    })
    from_json, _ = scan("chatgpt-export", source)
    from_folder, _ = scan("chatgpt-export", CHATGPT_DIR)
    from_zip, _ = scan("chatgpt-export", archive)
    assert len(from_json) == 4
    assert fingerprint(from_zip) == fingerprint(from_folder) == fingerprint(from_json)
    assert from_zip[0].source_ref == f"{archive}!conversations.json"
    assert from_folder[0].source_ref == str(source)


def test_chatgpt_single_object_and_bom(tmp_path: Path) -> None:
    convs = json.loads((CHATGPT_DIR / "conversations.json").read_text(encoding="utf-8"))
    single = tmp_path / "one.json"
    single.write_text(json.dumps(convs[1], indent=2), encoding="utf-8")
    with_bom = tmp_path / "bom.json"
    with_bom.write_bytes(b"\xef\xbb\xbf  \n" + json.dumps(convs[:2]).encode())
    (one,), _ = scan("chatgpt-export", single)
    assert one.native_id == CG["dem"] and roles(one) == "uata"
    both, _ = scan("chatgpt-export", with_bom)
    assert [c.native_id for c in both] == [CG["tiles"], CG["dem"]]


def test_chatgpt_zip_without_export_raises(tmp_path: Path) -> None:
    archive = make_zip(tmp_path / "holiday-photos.zip", {"notes.txt": "not an export"})
    adapter = ChatGPTExportAdapter()
    env = SourceEnv(home=tmp_path, path=archive)
    (unit,) = adapter.units(env)
    with pytest.raises(SourceError, match=r"is not a ChatGPT export: no conversations\.json"):
        list(adapter.read(unit, env))


def test_chatgpt_refuses_claude_export() -> None:
    with pytest.raises(SourceError, match=r"Claude\.ai export"):
        scan("chatgpt-export", CLAUDE_DIR / "conversations.json")


def test_chatgpt_malformed_conversation_skipped(tmp_path: Path) -> None:
    convs = json.loads((CHATGPT_DIR / "conversations.json").read_text(encoding="utf-8"))
    broken_mapping = {"id": "broken-mapping", "title": "x", "mapping": ["not", "a", "dict"]}
    broken_node = {"id": "broken-node", "title": "y", "current_node": "n1", "mapping": {
        "n1": {"id": "n1", "message": {"id": "n1", "author": {"role": "user"}, "content": 5},
               "parent": None, "children": []}}}
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([convs[0], broken_mapping, "junk", convs[1], broken_node]))
    got, env = scan("chatgpt-export", path)
    assert [c.native_id for c in got] == [CG["tiles"], CG["dem"]]
    assert [s.path for s in env.skipped] == [f"{path}#broken-mapping", f"{path}#2",
                                             f"{path}#broken-node"]
    assert all(s.reason.startswith("malformed conversation") for s in env.skipped)


def test_chatgpt_broken_json_raises(tmp_path: Path) -> None:
    path = tmp_path / "conversations.json"
    text = (CHATGPT_DIR / "conversations.json").read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2])
    with pytest.raises(SourceError, match="broken JSON"):
        scan("chatgpt-export", path)


def _conv(mapping: dict[str, Any], current: str | None, title: Any = "T") -> dict[str, Any]:
    return {"id": "c1", "title": title, "create_time": None, "update_time": None,
            "mapping": mapping, "current_node": current}


def _node(key: str, parent: str | None, children: list[str], message: dict[str, Any] | None
          ) -> dict[str, Any]:
    return {"id": key, "message": message, "parent": parent, "children": children}


def _msg(mid: str, role: str, content: dict[str, Any], t: float | None = None,
         **extra: Any) -> dict[str, Any]:
    return {"id": mid, "author": {"role": role, "name": extra.pop("name", None)},
            "create_time": t, "content": content, "weight": 1.0, "metadata": {},
            "recipient": "all", **extra}


def _text(s: str) -> dict[str, Any]:
    return {"content_type": "text", "parts": [s]}


def test_chatgpt_rules_on_a_small_tree() -> None:
    mapping = {
        "root": _node("root", None, ["k1"], None),
        # The mapping key differs from message.id: the message id wins.
        "k1": _node("k1", "root", ["k2", "k3"], _msg("m-user", "user", _text("Hello there"), 10)),
        "k2": _node("k2", "k1", [], _msg("m-old", "assistant", _text("older leaf"), 20)),
        "k3": _node("k3", "k1", ["k4"], _msg("m-new", "assistant", {
            "content_type": "sonic_webpage", "text": "kept text of an unknown type"}, 30)),
        "k4": _node("k4", "k3", ["k5"], _msg("m-mem", "user", {
            "content_type": "model_editable_context", "model_set_context": "secret memory"}, 31)),
        "k5": _node("k5", "k4", ["k6"], _msg("m-blob", "assistant", {
            "content_type": "mystery_blob", "data": [1, 2]}, 32)),
        "k6": _node("k6", "k5", [], _msg("m-code", "assistant", {
            "content_type": "code", "language": "unknown", "text": "null"}, 33,
            recipient="dalle.text2im")),
    }
    adapter = ChatGPTExportAdapter()
    # current_node missing: the leaf with the latest create_time is the active one.
    conv = adapter.convert(_conv(mapping, None, title=None), "ref")
    assert conv is not None
    assert [m.native_id for m in conv.messages] == ["m-user", "m-new"]
    assert conv.messages[1].text == "kept text of an unknown type"
    assert conv.messages[1].tool_calls[0].input == {"language": "unknown", "code": None}
    assert conv.messages[1].tool_calls[0].name == "dalle.text2im"
    assert "secret memory" not in all_text(conv)
    assert adapter.unknown_types == {"mystery_blob": 1}
    assert conv.title == "Hello there"
    assert conv.created_at == "1970-01-01T00:00:10Z"
    assert conv.updated_at == "1970-01-01T00:00:30Z"
    # An explicit current_node picks the other branch.
    other = adapter.convert(_conv(mapping, "k2"), "ref")
    assert other is not None and [m.text for m in other.messages] == ["Hello there", "older leaf"]


def test_chatgpt_default_location(home: Path, tmp_path: Path) -> None:
    downloads = home / "Downloads"
    downloads.mkdir()
    source = CHATGPT_DIR / "conversations.json"
    make_zip(downloads / "a1b2c3-2026-11-20-10-00-00.zip",
             {"conversations.json": source, "message_feedback.json": "[]"})
    # A zip with conversations.json but none of ChatGPT's side files is not claimed.
    make_zip(downloads / "other.zip", {"conversations.json": source})
    make_zip(downloads / "data-2026-11-20-batch-0000.zip",
             {"conversations.json": CLAUDE_DIR / "conversations.json",
              "users.json": CLAUDE_DIR / "users.json"})
    (downloads / "export" / "chatgpt").mkdir(parents=True)
    shutil.copy(source, downloads / "export" / "chatgpt" / "conversations.json")
    shutil.copytree(CLAUDE_DIR, downloads / "claude-data")
    units = list(ChatGPTExportAdapter().units(SourceEnv(home=home)))
    assert [u.key for u in units] == [
        str(downloads / "a1b2c3-2026-11-20-10-00-00.zip"),
        str(downloads / "export" / "chatgpt" / "conversations.json"),
    ]
    assert all(u.fingerprint for u in units)
    assert ChatGPTExportAdapter().is_available(SourceEnv(home=home))
    assert not ChatGPTExportAdapter().is_available(SourceEnv(home=tmp_path / "nobody"))


# ================================================================ Claude.ai: the project's sample

CL = {
    "bake": "05cd2080-ad37-5933-8744-3ae96a3b9c13",
    "train": "ef4ea33c-5b15-55fb-82d1-6284ffcc4f0b",
    "log": "c1dfb361-0d9f-537b-a220-7be686c842ca",
    "token": "14c1f527-5729-51c0-9113-3e8f7c7ee55c",
}


@pytest.fixture(scope="module")
def claude_sample() -> dict[str, Conversation]:
    convs, env = scan("claude-export", CLAUDE_DIR / "conversations.json")
    assert env.skipped == []
    return {key: c for key, c in zip(CL, convs, strict=True)}


def test_claude_sample_shape(claude_sample: dict[str, Conversation]) -> None:
    # Five conversations in the file; the empty one is skipped.
    assert [c.id for c in claude_sample.values()] == [f"claude-export:{v}" for v in CL.values()]
    assert [c.title for c in claude_sample.values()] == [
        "Sourdough schedule around a 9-to-6",
        "Train from Lisbon to Covilhã",
        "Starter peaking late",
        "I pushed my deploy script with this in it: [REDACTED:github]",
    ]
    assert [roles(c) for c in claude_sample.values()] == ["uaua", "uata", "ua", "ua"]
    for conv in claude_sample.values():
        assert conv.source == "claude-export" and conv.project is None
        assert conv.source_ref == str(CLAUDE_DIR / "conversations.json")
        for m in conv.messages:
            assert m.id == f"{conv.id}#{m.native_id}"
            assert m.text or m.tool_calls


def test_claude_sample_tree_branch_thinking_placeholders(
    claude_sample: dict[str, Conversation],
) -> None:
    bake = claude_sample["bake"]
    text = all_text(bake)
    assert bake.messages[0].text == ("I live in Lisbon and work 9 to 6. How can I fit a "
                                     "sourdough bake into a weekday? The kitchen is about 20 °C "
                                     "in the evening.")
    # The placeholder block is gone; the real text stays.
    assert bake.messages[1].text == (
        "Move the long, slow part to the hours you are away. Feed Bolota the night before so "
        "she peaks in the morning, and let the cold fridge carry the dough through the "
        "workday.")
    # The edited follow-up wins (latest leaf); the first wording and its answer are gone.
    assert bake.messages[2].text == ("What if I mix at 7:00 before work and shape when I get "
                                     "home?")
    assert "48 hours" not in text and "vinegary tang" not in text
    assert "Eleven hours" not in text  # thinking
    assert "not supported on your current device" not in text
    assert bake.messages[-1].text.startswith("That works if you slow the dough down:\n\n- 7:00")
    assert bake.messages[-1].text.endswith("25 min lid off at 230 °C.")
    assert bake.created_at == "2026-10-21T20:05:11Z"
    assert bake.updated_at == "2026-10-21T20:09:58Z"
    assert bake.messages[-1].created_at == "2026-10-21T20:09:58Z"


def test_claude_sample_tool_use(claude_sample: dict[str, Conversation]) -> None:
    user, ask, result, answer = claude_sample["train"].messages
    assert user.text == "Is there a direct train from Lisbon to Covilhã on Friday evenings?"
    native = "8ebf2d9a-4d44-5ab9-b8c1-3ad68611b566"
    assert [m.native_id for m in (ask, result, answer)] == [native, f"{native}-1",
                                                            f"{native}-2"]
    assert ask.text == "Let me check the current timetable."
    assert [(c.id, c.name, c.input) for c in ask.tool_calls] == [
        ("toolu_01Trailmap7Qx3Zk9Lw2Vb8Nn", "web_search",
         {"query": "CP Intercidades Lisboa Covilhã horário"})]
    assert (result.role, result.tool_name, result.tool_call_id) == (
        "tool", "web_search", "toolu_01Trailmap7Qx3Zk9Lw2Vb8Nn")
    assert result.text == ("Intercidades Lisboa - Covilhã | CP\n"
                           "https://www.cp.pt/example/intercidades-covilha\n"
                           "IC 541 Lisboa Santa Apolónia 18:01 → Covilhã 21:58. Daily.")
    assert answer.role == "assistant" and answer.text.startswith("Yes. The Intercidades IC 541")
    assert answer.text.endswith("it fills up with students.")


def test_claude_sample_attachment_kept_whole(claude_sample: dict[str, Conversation]) -> None:
    user = claude_sample["log"].messages[0]
    assert user.text == (
        "Here is Bolota's feeding log from the last two weeks and a photo of Sunday's crumb. "
        "Why is she peaking later and later?")
    log, photo = user.attachments
    assert log.name == "bolota-feeding-log.csv" and log.media_type == "text/csv"
    assert log.content() == (
        b"date,time,ratio,kitchen_c,rise_pct,peak_hours\n"
        b"2026-11-02,21:00,1:5:5,19,110,9.5\n"
        b"2026-11-05,21:10,1:5:5,18,100,10.5\n"
        b"2026-11-08,20:45,1:5:5,17,90,11.5\n"
        b"2026-11-11,21:00,1:5:5,16,80,12.5\n")
    assert (photo.name, photo.sha256, photo.missing) == (
        "crumb-sunday.jpg", None, "not in the export")


def test_claude_sample_secret_and_text_only(claude_sample: dict[str, Conversation]) -> None:
    token = claude_sample["token"]
    assert token.messages[0].text == ("I pushed my deploy script with this in it: "
                                      "[REDACTED:github]\nIs deleting the commit enough?")
    assert "ghp_" not in all_text(token)
    assert token.messages[1].text == (
        "No. Revoke the token first in GitHub settings, then rewrite the history: anyone who "
        "fetched in between still has it.")


def test_claude_zip_folder_json_and_batches_agree(tmp_path: Path) -> None:
    source = CLAUDE_DIR / "conversations.json"
    archive = make_zip(tmp_path / "data-2026-11-20-08-00-00-batch-0000.zip", {
        "conversations.json": source,
        "users.json": CLAUDE_DIR / "users.json",
        "projects.json": CLAUDE_DIR / "projects.json",
    })
    from_json, _ = scan("claude-export", source)
    from_folder, _ = scan("claude-export", CLAUDE_DIR)
    from_zip, _ = scan("claude-export", archive)
    assert len(from_json) == 4
    assert fingerprint(from_zip) == fingerprint(from_folder) == fingerprint(from_json)
    assert from_zip[0].source_ref == f"{archive}!conversations.json"

    convs = json.loads(source.read_text(encoding="utf-8"))
    batches = tmp_path / "team-export"
    batches.mkdir()
    (batches / "conversations-0000.json").write_text(json.dumps(convs[:2]))
    (batches / "conversations-0001.json").write_text(json.dumps(convs[2:]))
    (batches / "users.json").write_text("[]")
    from_batches, _ = scan("claude-export", batches)
    assert fingerprint(from_batches) == fingerprint(from_json)
    zipped = make_zip(tmp_path / "data-batched.zip", {
        "conversations-0001.json": batches / "conversations-0001.json",
        "conversations-0000.json": batches / "conversations-0000.json",
    })
    assert fingerprint(scan("claude-export", zipped)[0]) == fingerprint(from_json)


def test_claude_zip_without_export_raises(tmp_path: Path) -> None:
    archive = make_zip(tmp_path / "data-2026-01-01.zip", {"readme.txt": "hello"})
    with pytest.raises(SourceError, match=r"is not a Claude\.ai export: no conversations\.json"):
        scan("claude-export", archive)


def test_claude_refuses_chatgpt_export() -> None:
    with pytest.raises(SourceError, match="ChatGPT export"):
        scan("claude-export", CHATGPT_DIR / "conversations.json")


def test_claude_malformed_conversation_skipped(tmp_path: Path) -> None:
    convs = json.loads((CLAUDE_DIR / "conversations.json").read_text(encoding="utf-8"))
    bad = [{"uuid": "broken-1", "name": "x", "chat_messages": "not a list"},
           {"uuid": "broken-2", "name": "y", "chat_messages": [{"sender": "human"}]}]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([convs[0], bad[0], convs[1], bad[1], convs[2]]))
    got, env = scan("claude-export", path)
    assert [c.native_id for c in got] == [CL["bake"], CL["train"], CL["log"]]
    assert [s.path for s in env.skipped] == [f"{path}#broken-1", f"{path}#broken-2"]
    assert all(s.reason.startswith("malformed conversation") for s in env.skipped)


def test_claude_api_dump_uses_current_leaf(tmp_path: Path) -> None:
    """API-style dumps name the active leaf and index the messages; both are honoured."""
    convs = json.loads((CLAUDE_DIR / "conversations.json").read_text(encoding="utf-8"))
    dump = dict(convs[0])
    msgs = [dict(m, index=i) for i, m in enumerate(dump["chat_messages"])]
    dump["chat_messages"] = list(reversed(msgs))
    dump["current_leaf_message_uuid"] = msgs[3]["uuid"]  # the abandoned branch, on purpose
    dump.update(model="claude-sonnet-4", is_starred=False)
    path = tmp_path / "conversation.json"
    path.write_text(json.dumps(dump, indent=2))
    (conv,), _ = scan("claude-export", path)
    assert roles(conv) == "uaua"
    assert conv.messages[2].text == ("What if I leave the bulk ferment in the fridge for 48 "
                                     "hours instead?")


def test_claude_default_location(home: Path) -> None:
    downloads = home / "Downloads"
    downloads.mkdir()
    make_zip(downloads / "data-2026-11-20-08-00-00-batch-0000.zip", {
        "conversations.json": CLAUDE_DIR / "conversations.json",
        "users.json": CLAUDE_DIR / "users.json"})
    # Not claimed: a ChatGPT export zip, and a data-*.zip with no Claude side files.
    make_zip(downloads / "chatgpt.zip", {
        "conversations.json": CHATGPT_DIR / "conversations.json", "user.json": "{}"})
    make_zip(downloads / "data-science-course.zip", {"conversations.json": "[]"})
    shutil.copytree(CLAUDE_DIR, downloads / "unpacked" / "claude")
    shutil.copytree(CHATGPT_DIR, downloads / "unpacked" / "chatgpt")
    units = list(ClaudeExportAdapter().units(SourceEnv(home=home)))
    assert [u.key for u in units] == [
        str(downloads / "data-2026-11-20-08-00-00-batch-0000.zip"),
        str(downloads / "unpacked" / "claude"),
    ]
    assert units[1].paths == [downloads / "unpacked" / "claude" / "conversations.json"]
    convs = [c for u in units for c in ClaudeExportAdapter().read(u, SourceEnv(home=home))]
    assert len(convs) == 8


def test_chatgpt_author_names_a_participant_not_a_role() -> None:
    mapping = {
        "root": _node("root", None, ["k1"], None),
        "k1": _node("k1", "root", ["k2"], _msg("m1", "user", _text("Lunch?"), 10, name="Ana")),
        "k2": _node("k2", "k1", ["k3"], _msg("m2", "user", _text("Yes"), 11, name="user")),
        "k3": _node("k3", "k2", [], _msg("m3", "assistant", _text("Noon works."), 12)),
    }
    conv = ChatGPTExportAdapter().convert(_conv(mapping, "k3"), "ref")
    assert conv is not None
    assert [m.author for m in conv.messages] == ["Ana", None, None]
