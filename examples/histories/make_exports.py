"""Write the invented ChatGPT and Claude.ai export samples beside this script.

Ana (the person of ``examples/vault``) builds Trailmap, bakes sourdough and plans a trip. The
samples hold the awkward cases the export adapters must handle, each written on purpose:
edit/regeneration branches whose abandoned text is distinctive, hidden system and
custom-instruction nodes, tool calls with their output, an image, a null time, citation
markers, an attachment, an empty conversation and one planted fake secret. The ChatGPT export
also holds its uploaded files the way the zip does (``file_<id>-<name>``): a tiny PNG and a CSV;
the Claude.ai export names a photo it does not hold.

Run ``python examples/histories/make_exports.py``; the output is deterministic (uuid5 ids,
fixed times) and serialised the way the services write it.
"""

from __future__ import annotations

import json
import struct
import uuid
import zlib
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
NS = uuid.UUID("5b0f7c1e-2d4a-4c8e-9f61-3a7d2e9c4b10")
# A planted fake GitHub token (36 letters after the prefix): it must come out redacted.
FAKE_TOKEN = "ghp_TrailmapDeployKeyAbcdefGhijkLmnopQrs"


def uid(name: str) -> str:
    return str(uuid.uuid5(NS, name))


def epoch(stamp: str) -> float:
    return datetime.fromisoformat(stamp).replace(tzinfo=UTC).timestamp()


def tiny_png(rows: list[tuple[int, int, int]], width: int = 6) -> bytes:
    """A PNG of horizontal stripes, one colour per row; stored deflate, so every zlib agrees."""
    raw = b"".join(b"\0" + bytes(rgb) * width for rgb in rows)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 0)) + chunk(b"IEND", b""))


# The waymark Ana photographed: red over yellow, a short-route (PR) mark.
WAYMARK_PNG = tiny_png([(200, 30, 30)] * 2 + [(255, 255, 255)] + [(240, 200, 20)] * 2)
WAYMARK_ID = "file_00000000a4c861f6b2e3d9c1f0e7aa21"
TRACK_CSV = ("distance_m,elevation_m\n0,1650\n20,1653\n40,1651\n60,1662\n80,1670\n"
             "100,1668\n120,1681\n140,1679\n160,1694\n")
TRACK_ID = "file-K3vTq8RmCovaoTrk2026x"
# What the zip holds beside conversations.json, under the names ChatGPT gives uploads.
CHATGPT_FILES = {f"{WAYMARK_ID}-IMG_4471.png": WAYMARK_PNG,
                 f"{TRACK_ID}-covao-track.csv": TRACK_CSV.encode()}


# ---------------------------------------------------------------------------- ChatGPT


class Tree:
    """Builds one ChatGPT ``mapping``: nodes with parent/children links, messages inside."""

    def __init__(self, conv: str) -> None:
        self.conv = conv
        self.mapping: dict[str, Any] = {}
        root = uid(f"{conv}/root")
        self.mapping[root] = {"id": root, "message": None, "parent": None, "children": []}
        self.root = root

    def add(self, key: str, parent: str | None, role: str, content: dict[str, Any], *,
            at: str | None, name: str | None = None, recipient: str = "all",
            weight: float = 1.0, metadata: dict[str, Any] | None = None) -> str:
        node_id = uid(f"{self.conv}/{key}")
        parent = parent or self.root
        meta: dict[str, Any] = {"message_type": None, "timestamp_": "absolute"}
        if role == "assistant":
            meta["model_slug"] = "gpt-4o"
            meta["default_model_slug"] = "gpt-4o"
        meta.update(metadata or {})
        self.mapping[node_id] = {
            "id": node_id,
            "message": {
                "id": node_id,
                "author": {"role": role, "name": name, "metadata": {}},
                "create_time": epoch(at) if at else None,
                "update_time": None,
                "content": content,
                "status": "finished_successfully",
                "end_turn": True if role == "assistant" and recipient == "all" else None,
                "weight": weight,
                "metadata": meta,
                "recipient": recipient,
                "channel": None,
            },
            "parent": parent,
            "children": [],
        }
        self.mapping[parent]["children"].append(node_id)
        return node_id

    def text(self, key: str, parent: str | None, role: str, text: str, at: str | None,
             **kw: Any) -> str:
        return self.add(key, parent, role, {"content_type": "text", "parts": [text]}, at=at, **kw)

    def hidden_system(self) -> str:
        return self.text("system", None, "system", "", None, weight=0.0,
                         metadata={"is_visually_hidden_from_conversation": True})


def chatgpt_conversation(tree: Tree, title: str | None, created: str, updated: str,
                         current: str, project: str | None = None) -> dict[str, Any]:
    return {
        "title": title,
        "create_time": epoch(created),
        "update_time": epoch(updated),
        "mapping": tree.mapping,
        "moderation_results": [],
        "current_node": current,
        "plugin_ids": None,
        "conversation_id": tree.conv,
        "conversation_template_id": project,
        "gizmo_id": project,
        "gizmo_type": "snorlax" if project else None,
        "is_archived": False,
        "is_starred": None,
        "safe_urls": [],
        "blocked_urls": [],
        "default_model_slug": "gpt-4o",
        "conversation_origin": None,
        "voice": None,
        "async_status": None,
        "disabled_tool_ids": [],
        "is_do_not_remember": False,
        "memory_scope": "global_enabled",
        "id": tree.conv,
    }


CUSTOM_PROFILE = ("Preferred name: Ana\nRole: GIS hobbyist who keeps two beehives behind the "
                  "house and hikes every weekend")
CUSTOM_INSTRUCTIONS = "Metric units, plain English, and no emojis please."


def custom_instructions(tree: Tree, parent: str) -> str:
    content = {
        "content_type": "user_editable_context",
        "user_profile": "The user provided the following information about themselves.\n"
                        f"User profile:\n```{CUSTOM_PROFILE}```",
        "user_instructions": "The user provided the additional info about how they would like "
                             f"you to respond:\n```{CUSTOM_INSTRUCTIONS}```",
    }
    return tree.add("context", parent, "user", content, at=None, metadata={
        "is_visually_hidden_from_conversation": True,
        "is_user_system_message": True,
        "user_context_message_data": {"about_user_message": CUSTOM_PROFILE,
                                      "about_model_message": CUSTOM_INSTRUCTIONS},
    })


def chatgpt_offline_tiles() -> dict[str, Any]:
    t = Tree(uid("chatgpt/offline-tiles"))
    sys = t.hidden_system()
    ctx = custom_instructions(t, sys)
    # The first wording of the question, later edited away: its branch must not be ingested.
    old_q = t.text("q1-old", ctx, "user",
                   "Can I just cache the MapTiler raster tiles in localStorage as base64 "
                   "strings?", "2026-09-20 19:02:11")
    t.text("a1-old", old_q, "assistant",
           "localStorage is capped at about 5 MB per origin, so base64 raster tiles would fill "
           "it after a few dozen tiles.", "2026-09-20 19:02:19")
    q1 = t.text("q1", ctx, "user",
                "What is the best way to keep the vector tiles for one valley available "
                "offline in a SvelteKit PWA?", "2026-09-20 19:03:40")
    # A regenerated answer: the first attempt stays in the tree as a sibling.
    t.text("a1-regen", q1, "assistant",
           "You could pre-render the whole valley into a single GeoTIFF and ship it inside "
           "the app bundle.", "2026-09-20 19:03:52")
    a1 = t.text("a1", q1, "assistant",
                "Use a PMTiles archive. It is one static file that MapLibre reads with HTTP "
                "range requests, so you can:\n\n1. Cut the valley with `pmtiles extract` and "
                "a bounding box.\n2. Store the file in the Cache Storage API from your service "
                "worker.\n3. Register the `pmtiles://` protocol in MapLibre and point the "
                "source at the cached URL.\n\nThe service worker answers the range requests "
                "from the cache, so the map works on the ridge with no signal.",
                "2026-09-20 19:04:31")
    q2 = t.text("q2", a1, "user",
                "How big would that file be for the Zêzere valley, zoom 10 to 15?",
                "2026-09-20 19:07:02")
    a2 = t.text("a2", q2, "assistant",
                "Roughly 15 to 25 MB for a valley of about 400 km² with the OpenMapTiles "
                "schema up to zoom 15. Dropping the building layer usually saves a third, and "
                "nobody needs buildings on a trail map.", "2026-09-20 19:07:15")
    return chatgpt_conversation(t, "Offline tiles for Trailmap", "2026-09-20 19:02:10",
                                "2026-09-20 19:07:15", a2)


def chatgpt_dem_browsing() -> dict[str, Any]:
    t = Tree(uid("chatgpt/dem-browsing"))
    sys = t.hidden_system()
    q = t.text("q1", sys, "user",
               "Is the Copernicus GLO-30 DEM more accurate than SRTM for mountain trails? "
               "Please check current sources.", "2026-10-06 08:15:40")
    empty = t.text("a-empty", q, "assistant", "", "2026-10-06 08:15:44")
    call = t.add("call", empty, "assistant", {
        "content_type": "code", "language": "unknown",
        "text": 'search("Copernicus GLO-30 vs SRTM vertical accuracy mountains")'},
        at="2026-10-06 08:15:45", recipient="browser")
    page = (
        "\n【0†Copernicus DEM - Global and European Digital Elevation Model†"
        "spacedata.copernicus.eu】\nGLO-30 is derived from TanDEM-X data acquired 2011-2015. "
        "Absolute vertical accuracy: < 4 m (90 % linear error).\n\n"
        "【1†Vertical accuracy of SRTM and Copernicus DEM in steep terrain†www.example.org】\n"
        "In slopes above 30 degrees SRTM errors exceeded 10 m in 22 % of the checkpoints, "
        "Copernicus in 6 %.\nVisible: 0% - 100%"
    )
    shown = t.add("browse", call, "tool", {
        "content_type": "tether_browsing_display", "result": page,
        "summary": None, "assets": None, "tether_id": None},
        at="2026-10-06 08:15:51", name="browser", weight=0.0,
        metadata={"command": "search", "status": "finished"})
    answer = t.text("a1", shown, "assistant",
                    "Yes: for trails GLO-30 is the better choice. Its absolute vertical error "
                    "is under 4 m【0†source】, and in slopes steeper than 30 degrees SRTM goes "
                    "wrong by more than 10 m about three times as often 【1†source】.\n\n"
                    "Keep smoothing the profile anyway: a 30 m grid still flattens switchbacks.",
                    "2026-10-06 08:16:09")
    return chatgpt_conversation(t, "Copernicus DEM vs SRTM", "2026-10-06 08:15:39",
                                "2026-10-06 08:16:09", answer)


def chatgpt_waymark_photo() -> dict[str, Any]:
    t = Tree(uid("chatgpt/waymark-photo"))
    sys = t.hidden_system()
    photo, size = WAYMARK_ID, len(WAYMARK_PNG)
    q1 = t.add("q1", sys, "user", {"content_type": "multimodal_text", "parts": [
        {"content_type": "image_asset_pointer", "asset_pointer": f"sediment://{photo}",
         "size_bytes": size, "width": 6, "height": 5, "fovea": None,
         "metadata": {"sanitized": True}},
        "What does this waymark mean? Red and yellow stripes painted on a rock above "
        "Manteigas."]}, at="2026-10-12 16:40:03",
        metadata={"attachments": [{"id": photo, "name": "IMG_4471.png", "size": size,
                                   "mimeType": "image/png", "width": 6, "height": 5}]})
    # The export left this answer without a time; the adapter must not invent one.
    a1 = t.text("a1", q1, "assistant",
                "Red over yellow is the mark of a short route (Pequena Rota, PR) in Portugal: "
                "two parallel stripes mean you are on the trail, a bent pair means turn, and "
                "a cross means wrong way.", None)
    q2 = t.text("q2", a1, "user", "Who maintains those marks in the Serra da Estrela?",
                "2026-10-12 16:42:30")
    empty = t.text("a-empty", q2, "assistant", "", "2026-10-12 16:42:33")
    call = t.add("call", empty, "assistant", {
        "content_type": "code", "language": "unknown", "response_format_name": None,
        "text": 'search("Serra da Estrela PR trail waymark maintenance")'},
        at="2026-10-12 16:42:34", recipient="web")
    hidden = t.add("web", call, "tool", {"content_type": "code", "language": "unknown",
                                         "response_format_name": None, "text": ""},
                   at="2026-10-12 16:42:35", name="web", recipient="assistant", weight=0.0,
                   metadata={"is_visually_hidden_from_conversation": True,
                             "command": "search"})
    a2 = t.text("a2", hidden, "assistant",
                "\ue203Marked trails in the natural park are registered by the Portuguese "
                "hiking federation and looked after by the municipalities\ue204 "
                "\ue200cite\ue202turn0search0\ue201, with volunteers from local clubs "
                "repainting the marks each spring \ue200cite\ue202turn0search2\ue201.",
                "2026-10-12 16:42:51",
                metadata={"content_references": [{"matched_text": "\ue200cite\ue202turn0search0"
                                                  "\ue201", "type": "grouped_webpages"}]})
    return chatgpt_conversation(t, None, "2026-10-12 16:40:02", "2026-10-12 16:42:51", a2)


def chatgpt_ascent_python() -> dict[str, Any]:
    t = Tree(uid("chatgpt/ascent-python"))
    sys = t.hidden_system()
    # Project instructions ride along as a hidden system message with text in it.
    rules = t.text("project-rules", sys, "system",
                   "Project instructions: you are helping with Trailmap's GIS code; show the "
                   "code you ran.", None,
                   metadata={"is_visually_hidden_from_conversation": True})
    # A non-image upload: named only in metadata.attachments, never in the parts.
    q = t.text("q1", rules, "user",
               "Elevations every 20 m along my Covão track: 1650, 1653, 1651, 1662, 1670, "
               "1668, 1681, 1679, 1694. Total ascent, counting only climbs over 5 m?",
               "2026-11-03 21:11:00",
               metadata={"attachments": [{"id": TRACK_ID, "name": "covao-track.csv",
                                          "size": len(TRACK_CSV), "mimeType": "text/csv"}]})
    thinking = t.add("thoughts", q, "assistant", {
        "content_type": "thoughts",
        "thoughts": [{"summary": "Hysteresis", "content": "Walk the series keeping a running "
                      "low point and count a climb only once it exceeds the threshold."}],
        "source_analysis_msg_id": uid("x")}, at="2026-11-03 21:11:04")
    recap = t.add("recap", thinking, "assistant", {
        "content_type": "reasoning_recap", "content": "Thought for 4 seconds"},
        at="2026-11-03 21:11:05")
    code = ("h = [1650, 1653, 1651, 1662, 1670, 1668, 1681, 1679, 1694]\n"
            "total, low = 0, h[0]\nfor x in h[1:]:\n    if x - low > 5:\n"
            "        total += x - low\n        low = x\n    low = min(low, x)\nprint(total)")
    call = t.add("call", recap, "assistant",
                 {"content_type": "code", "language": "python", "text": code},
                 at="2026-11-03 21:11:06", recipient="python")
    out = t.add("out", call, "tool", {"content_type": "execution_output", "text": "48"},
                at="2026-11-03 21:11:07", name="python",
                metadata={"aggregate_result": {"status": "success"}})
    answer = t.text("a1", out, "assistant",
                    "Total ascent is 48 m. Small wiggles such as 1653 → 1651 are ignored, "
                    "and each climb counts from the lowest point before it.",
                    "2026-11-03 21:11:15")
    return chatgpt_conversation(t, "New chat", "2026-11-03 21:10:59", "2026-11-03 21:11:15",
                                answer, project="g-p-6903a1c2b4d84e1f9a7c2e5d0b3f6a18")


def chatgpt_empty() -> dict[str, Any]:
    t = Tree(uid("chatgpt/empty"))
    sys = t.hidden_system()
    ctx = custom_instructions(t, sys)
    return chatgpt_conversation(t, "New chat", "2026-11-10 07:30:00", "2026-11-10 07:30:00",
                                ctx)


def chatgpt_export() -> list[dict[str, Any]]:
    return [chatgpt_offline_tiles(), chatgpt_dem_browsing(), chatgpt_waymark_photo(),
            chatgpt_ascent_python(), chatgpt_empty()]


# ---------------------------------------------------------------------------- Claude.ai

NIL = "00000000-0000-4000-8000-000000000000"
ACCOUNT = uid("claude/account")


def iso(stamp: str) -> str:
    return datetime.fromisoformat(stamp).strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"


def text_block(text: str, at: str) -> dict[str, Any]:
    return {"start_timestamp": iso(at), "stop_timestamp": iso(at), "flags": None,
            "type": "text", "text": text, "citations": []}


def claude_message(key: str, sender: str, at: str, blocks: list[dict[str, Any]], *,
                   parent: str | None = NIL, attachments: list[dict[str, Any]] | None = None,
                   files: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    text = "\n\n".join(b["text"] for b in blocks if b.get("type") == "text")
    msg = {
        "uuid": uid(f"claude/{key}"),
        "text": text,
        "content": blocks,
        "sender": sender,
        "created_at": iso(at),
        "updated_at": iso(at),
        "attachments": attachments or [],
        "files": files or [],
    }
    if parent is not None:
        msg["parent_message_uuid"] = parent
    return msg


def claude_conversation(key: str, name: str, created: str, updated: str,
                        messages: list[dict[str, Any]]) -> dict[str, Any]:
    return {"uuid": uid(f"claude/{key}"), "name": name, "summary": "",
            "created_at": iso(created), "updated_at": iso(updated),
            "account": {"uuid": ACCOUNT}, "chat_messages": messages}


def claude_sourdough() -> dict[str, Any]:
    m1 = claude_message("bake/m1", "human", "2026-10-21 20:05:12", [text_block(
        "I live in Lisbon and work 9 to 6. How can I fit a sourdough bake into a weekday? The "
        "kitchen is about 20 °C in the evening.", "2026-10-21 20:05:12")])
    m2 = claude_message("bake/m2", "assistant", "2026-10-21 20:05:40", [text_block(
        "Move the long, slow part to the hours you are away. Feed Bolota the night before so "
        "she peaks in the morning, and let the cold fridge carry the dough through the "
        "workday.", "2026-10-21 20:05:40"), text_block(
        "This block is not supported on your current device yet.", "2026-10-21 20:05:41")],
        parent=m1["uuid"])
    # The first follow-up, edited afterwards: this branch is abandoned.
    m3 = claude_message("bake/m3", "human", "2026-10-21 20:07:02", [text_block(
        "What if I leave the bulk ferment in the fridge for 48 hours instead?",
        "2026-10-21 20:07:02")], parent=m2["uuid"])
    m4 = claude_message("bake/m4", "assistant", "2026-10-21 20:07:30", [text_block(
        "A 48-hour cold bulk works, but expect a vinegary tang and a slacker dough.",
        "2026-10-21 20:07:30")], parent=m3["uuid"])
    m5 = claude_message("bake/m5", "human", "2026-10-21 20:09:15", [text_block(
        "What if I mix at 7:00 before work and shape when I get home?",
        "2026-10-21 20:09:15")], parent=m2["uuid"])
    m6 = claude_message("bake/m6", "assistant", "2026-10-21 20:09:58", [
        {"start_timestamp": iso("2026-10-21 20:09:50"), "stop_timestamp":
         iso("2026-10-21 20:09:55"), "flags": None, "type": "thinking",
         "thinking": "Eleven hours at 20 °C is too long for a 20 % starter dough; lower it.",
         "summaries": [{"summary": "Working out inoculation"}], "cut_off": False},
        text_block("That works if you slow the dough down:\n\n- 7:00 mix with 10 % starter "
                   "instead of 20 %, and cooler water (18 °C).\n- 7:15 first fold, then leave "
                   "it.\n- 18:30 shape, into the fridge.\n- Next morning, bake straight from "
                   "the fridge: 20 min lid on at 250 °C, 25 min lid off at 230 °C.",
                   "2026-10-21 20:09:58")], parent=m5["uuid"])
    return claude_conversation("bake", "Sourdough schedule around a 9-to-6",
                               "2026-10-21 20:05:11", "2026-10-21 20:09:58",
                               [m1, m2, m3, m4, m5, m6])


def claude_train() -> dict[str, Any]:
    q = claude_message("train/m1", "human", "2026-11-14 10:20:05", [text_block(
        "Is there a direct train from Lisbon to Covilhã on Friday evenings?",
        "2026-11-14 10:20:05")])
    call_id = "toolu_01Trailmap7Qx3Zk9Lw2Vb8Nn"
    a = claude_message("train/m2", "assistant", "2026-11-14 10:20:31", [
        text_block("Let me check the current timetable.", "2026-11-14 10:20:10"),
        {"start_timestamp": iso("2026-11-14 10:20:11"), "stop_timestamp":
         iso("2026-11-14 10:20:11"), "flags": None, "type": "tool_use", "id": call_id,
         "name": "web_search", "input": {"query": "CP Intercidades Lisboa Covilhã horário"},
         "message": "Searching the web", "integration_name": None, "display_content": None},
        {"start_timestamp": iso("2026-11-14 10:20:14"), "stop_timestamp":
         iso("2026-11-14 10:20:14"), "flags": None, "type": "tool_result",
         "tool_use_id": call_id, "name": "web_search", "is_error": False, "content": [
             {"type": "knowledge", "title": "Intercidades Lisboa - Covilhã | CP",
              "url": "https://www.cp.pt/example/intercidades-covilha",
              "text": "IC 541 Lisboa Santa Apolónia 18:01 → Covilhã 21:58. Daily."}]},
        text_block("Yes. The Intercidades IC 541 leaves Lisboa Santa Apolónia at 18:01 and "
                   "reaches Covilhã at 21:58, every day including Fridays. Book a day ahead "
                   "on Fridays; it fills up with students.", "2026-11-14 10:20:31")],
        parent=q["uuid"])
    return claude_conversation("train", "Train from Lisbon to Covilhã", "2026-11-14 10:20:04",
                               "2026-11-14 10:20:31", [q, a])


FEEDING_LOG = (
    "date,time,ratio,kitchen_c,rise_pct,peak_hours\n"
    "2026-11-02,21:00,1:5:5,19,110,9.5\n"
    "2026-11-05,21:10,1:5:5,18,100,10.5\n"
    "2026-11-08,20:45,1:5:5,17,90,11.5\n"
    "2026-11-11,21:00,1:5:5,16,80,12.5\n"
)


def claude_feeding_log() -> dict[str, Any]:
    q = claude_message("log/m1", "human", "2026-11-12 19:30:44", [text_block(
        "Here is Bolota's feeding log from the last two weeks and a photo of Sunday's crumb. "
        "Why is she peaking later and later?", "2026-11-12 19:30:44")],
        attachments=[{"file_name": "bolota-feeding-log.csv", "file_size": len(FEEDING_LOG),
                      "file_type": "text/csv", "extracted_content": FEEDING_LOG}],
        files=[{"file_uuid": uid("claude/log/photo"), "file_name": "crumb-sunday.jpg",
                "created_at": iso("2026-11-12 19:30:40")}])
    a = claude_message("log/m2", "assistant", "2026-11-12 19:31:20", [text_block(
        "Your kitchen cooled from 19 °C to 16 °C over those ten days, and the time to peak grew "
        "by about an hour for every degree. Nothing is wrong with Bolota: switch to 1:2:2 or "
        "use water at 26 °C while the house is cold.", "2026-11-12 19:31:20")],
        parent=q["uuid"])
    return claude_conversation("log", "Starter peaking late", "2026-11-12 19:30:40",
                               "2026-11-12 19:31:20", [q, a])


def claude_leaked_token() -> dict[str, Any]:
    """An older-style conversation: no parent links, no content blocks, empty name."""
    q = claude_message("token/m1", "human", "2026-11-18 22:02:10", [text_block(
        f"I pushed my deploy script with this in it: {FAKE_TOKEN}\nIs deleting the commit "
        "enough?", "2026-11-18 22:02:10")], parent=None)
    a = claude_message("token/m2", "assistant", "2026-11-18 22:02:41", [text_block(
        "No. Revoke the token first in GitHub settings, then rewrite the history: anyone who "
        "fetched in between still has it.\n\nViewing artifacts created via the Analysis Tool "
        "web feature preview isn't yet supported on mobile.", "2026-11-18 22:02:41")],
        parent=None)
    for m in (q, a):
        del m["content"]
    return claude_conversation("token", "", "2026-11-18 22:02:09", "2026-11-18 22:02:41",
                               [q, a])


def claude_empty() -> dict[str, Any]:
    return claude_conversation("empty", "", "2026-11-19 07:00:00", "2026-11-19 07:00:00", [])


def claude_export() -> list[dict[str, Any]]:
    return [claude_sourdough(), claude_train(), claude_feeding_log(), claude_leaked_token(),
            claude_empty()]


def claude_users() -> list[dict[str, Any]]:
    return [{"uuid": ACCOUNT, "full_name": "Ana Ribeiro", "email_address": "ana@example.org",
             "verified_phone_number": None}]


def claude_projects() -> list[dict[str, Any]]:
    return [{
        "uuid": uid("claude/project/trailmap"), "name": "Trailmap",
        "description": "Hiking map with elevation profiles", "is_private": True,
        "is_starter_project": False,
        "prompt_template": "Ana builds Trailmap with SvelteKit and MapLibre. Prefer small steps.",
        "created_at": iso("2026-09-15 18:00:00"), "updated_at": iso("2026-11-01 09:12:00"),
        "creator": {"uuid": ACCOUNT, "full_name": "Ana Ribeiro"},
        "docs": [{"uuid": uid("claude/project/trailmap/doc"), "filename": "stack.md",
                  "content": "MapLibre GL, MapTiler tiles, SvelteKit, GPX parsed at build time.",
                  "created_at": iso("2026-09-15 18:01:00")}],
    }]


def write(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data) + "\n", encoding="utf-8")


def main() -> None:
    write(HERE / "chatgpt-export" / "conversations.json", chatgpt_export())
    for name, data in CHATGPT_FILES.items():
        (HERE / "chatgpt-export" / name).write_bytes(data)
    claude = HERE / "claude-export"
    write(claude / "conversations.json", claude_export())
    write(claude / "users.json", claude_users())
    write(claude / "projects.json", claude_projects())


if __name__ == "__main__":
    main()
