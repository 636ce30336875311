"""Write the Cursor sample in ``cursor/User/`` (a Cursor ``User`` folder with two databases).

Invented for Musubi, not copied from anyone's Cursor: Ana Ferreira builds *trailmap*, a
hiking-trail map web app. The layout follows ``shared/formats/cursor.md``:

* ``workspaceStorage/<hash>/state.vscdb`` + ``workspace.json`` (folder ``/home/ana/src/trailmap``)
  with a gen-1 chat tab (2024 shape), a gen-1 tab in the 2023 shape (user text only in
  ``delegate``/``initText``, a stale ``rawText`` that must not show), an empty "New chat" tab,
  a gen-2 composer with its ``conversation[]`` inline, and the heads of the gen-3 composers.
* ``globalStorage/state.vscdb``: ``cursorDiskKV`` with a gen-3 composer split into bubbles
  (tool bubbles, a header whose bubble row is missing, a header whose row is NULL, an orphan
  bubble, ``timingInfo`` with a relative ``clientStartTime``), a late-2025 composer (``_v`` 10,
  ``workspaceIdentifier``, bubbles with ``createdAt``), an empty composer, a NULL composer row
  and unrelated key families; its ``ItemTable`` holds a fake ``cursorAuth/accessToken`` that
  must never reach a note, and a row whose key is NULL.

One user message carries a fake AWS key (``AKIA`` + 16 capitals) that must come out redacted.
Run ``python examples/histories/make_cursor.py``; ids and times are fixed, so the content is the
same every run (SQLite stamps its own version into the file header).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "cursor" / "User"
NS = uuid.UUID("0c3b5e7a-41d2-4f86-b9a0-7e2d15c8f364")
FOLDER_URI = "file:///home/ana/src/trailmap"
WORKSPACE_HASH = hashlib.md5(FOLDER_URI.encode()).hexdigest()
# Fakes with the shape of real secrets: the token must never be read, the key must be redacted.
FAKE_ACCESS_TOKEN = "cursor-session-ana-7e51d9c0-NEVER-IN-A-NOTE"
FAKE_AWS_KEY = "AKIA" + "TRAILMAPFAKEKEYX"
TABLE_DDL = "CREATE TABLE {} (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)"


def uid(name: str) -> str:
    return str(uuid.uuid5(NS, name))


def ms(stamp: str) -> int:
    return int(datetime.fromisoformat(stamp).replace(tzinfo=UTC).timestamp() * 1000)


def lexical(text: str) -> str:
    """Cursor's rich-text copy of a prompt: one Lexical paragraph per line."""
    paragraphs = [{"children": [{"detail": 0, "format": 0, "mode": "normal", "style": "",
                                 "text": line, "type": "text", "version": 1}] if line else [],
                   "direction": "ltr", "format": "", "indent": 0, "type": "paragraph",
                   "version": 1} for line in text.split("\n")]
    root = {"children": paragraphs, "direction": "ltr", "format": "", "indent": 0,
            "type": "root", "version": 1}
    return json.dumps({"root": root}, separators=(",", ":"))


def dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# ---------------------------------------------------------------------------- workspace DB


def tab_2024() -> dict[str, Any]:
    ask = ("The elevation profile under the map is flat for every trail. The GPX files have "
           "<ele> tags, so where do the heights get lost?")
    answer = ("Your parser reads `lat` and `lon` attributes but never the `<ele>` child, so "
              "every point gets `elevation: 0`.\n\n```ts\nconst ele = Number(pt.querySelector("
              "'ele')?.textContent ?? NaN);\n```\n\nSkip points where `ele` is `NaN` instead of "
              "plotting them as sea level.")
    return {
        "tabId": uid("tab/elevation"), "chatTitle": "Elevation profile flat for GPX trails",
        "lastSendTime": ms("2024-11-12T18:42:10"), "tabState": "chat", "hasNamedTab": True,
        "bubbles": [
            {"type": "user", "id": uid("tab/elevation/u1"), "messageType": 2, "text": ask,
             "richText": lexical(ask), "initText": lexical(ask), "selections": [],
             "fileSelections": [], "selectedImages": []},
            {"type": "ai", "id": uid("tab/elevation/a1"), "messageType": 3, "text": answer,
             "rawText": answer, "modelType": "claude-3.5-sonnet", "codeBlocks": []},
            # The empty draft bubble Cursor keeps at the end of every tab.
            {"type": "user", "id": uid("tab/elevation/draft"), "messageType": 2, "text": "",
             "selections": []},
        ],
    }


def tab_2023() -> dict[str, Any]:
    ask = "How do I cluster 2,000 trailhead markers so the map stays fast?"
    return {
        "tabId": uid("tab/cluster"), "chatTitle": "New chat",
        "lastSendTime": ms("2023-11-20T09:15:00"), "tabState": "chat",
        "bubbles": [
            {"type": "user", "id": uid("tab/cluster/u1"), "messageType": 2,
             "delegate": {"a": ask, "b": lexical(ask), "c": {}, "d": {}},
             "initText": lexical(ask), "followup": False, "selections": [],
             # 2023 builds left the previous quick-fix prompt here: stale, never shown.
             "rawText": "STALE QUICKFIX PROMPT: Unused CSS selector \"TrailCard\""},
            {"type": "ai", "id": uid("tab/cluster/a1"), "messageType": 3, "aiType": "chat",
             "modelType": "gpt-4",
             "rawText": ("Use Leaflet.markercluster: add the markers to a `markerClusterGroup()` "
                         "instead of the map, and set `chunkedLoading: true` so 2,000 markers "
                         "load without freezing the page.")},
            {"type": "user", "id": uid("tab/cluster/draft"), "messageType": 2,
             "delegate": {"a": ""}, "followup": True, "rawText": ""},
        ],
    }


def tab_empty() -> dict[str, Any]:
    return {"tabId": uid("tab/empty"), "chatTitle": "New chat",
            "lastSendTime": ms("2024-11-12T18:50:00"), "tabState": "chat",
            "bubbles": [{"type": "user", "id": uid("tab/empty/u1"), "text": "", "rawText": ""}]}


def composer_inline() -> dict[str, Any]:
    return {
        "composerId": uid("composer/legend"), "name": "Legend for trail difficulty colours",
        "createdAt": ms("2024-11-14T10:02:00"), "lastUpdatedAt": ms("2024-11-14T10:05:30"),
        "status": "completed", "richText": "", "text": "",
        "conversation": [
            {"type": 1, "bubbleId": uid("composer/legend/u1"),
             "text": "Add a legend in the bottom-left corner: green easy, blue moderate, "
                     "red hard, black expert."},
            {"type": 2, "bubbleId": uid("composer/legend/a1"),
             "text": "I added `Legend.tsx` with four swatches and placed it with "
                     "`position: absolute; bottom: 1rem; left: 1rem` over the map.",
             "codeBlocks": []},
            {"type": 1, "bubbleId": uid("composer/legend/u2"),
             "text": "Make the legend collapsible on phones."},
            {"type": 2, "bubbleId": uid("composer/legend/a2"),
             "text": "Done: below 600px the legend starts collapsed behind a small "
                     "\"Difficulty\" button."},
        ],
    }


def workspace_rows() -> list[tuple[str | None, Any]]:
    heads = [
        composer_inline(),
        # Gen 3 heads: only ids, names and times; the content lives in the global DB.
        {"composerId": uid("composer/snap"), "name": "Snap GPX points to trails",
         "createdAt": ms("2025-05-20T08:00:00"), "lastUpdatedAt": ms("2025-05-20T08:09:00"),
         "unifiedMode": "agent"},
        {"composerId": uid("composer/empty"), "createdAt": ms("2025-05-21T07:00:00")},
    ]
    return [
        ("workbench.panel.aichat.view.aichat.chatdata",
         dump({"tabs": [tab_2024(), tab_2023(), tab_empty()],
               "selectedTabId": uid("tab/elevation"), "chatDataVersion": 1})),
        ("composer.composerData",
         dump({"allComposers": heads, "selectedComposerId": uid("composer/snap"),
               "composerDataVersion": 0})),
        ("aiService.prompts", dump([{"text": "Make the legend collapsible on phones.",
                                     "commandType": 4}])),
        ("interactive.sessions", "[]"),
        ("workbench.panel.aichat", dump({"workbench.panel.aichat.view": {"collapsed": False}})),
    ]


# ---------------------------------------------------------------------------- global DB


def bubble(composer: str, name: str, kind: int, text: str = "", **extra: Any) -> dict[str, Any]:
    return {"_v": 2, "type": kind, "bubbleId": uid(f"{composer}/{name}"), "text": text,
            "codeBlocks": [], "isThought": False, **extra}


def tool(call: str, name: str, args: dict[str, Any], result: dict[str, Any] | None,
         status: str = "completed") -> dict[str, Any]:
    data: dict[str, Any] = {"tool": {"read_file": 5, "run_terminal_cmd": 15}.get(name, 7),
                            "toolCallId": call, "status": status, "name": name,
                            "rawArgs": json.dumps(args), "params": json.dumps(args),
                            "additionalData": {}}
    if result is not None:
        data["result"] = json.dumps(result, ensure_ascii=False)
    return data


def snap_composer() -> tuple[dict[str, Any], list[tuple[str, Any]]]:
    c = "composer/snap"
    cid = uid(c)
    no_tool = {"additionalData": {"status": "error"}}  # what text bubbles carry
    bubbles = [
        bubble(c, "u1", 1, "Recorded GPX tracks drift off the trail lines. Snap each point to "
                           "the nearest trail segment within 25 m.",
               richText=lexical("Recorded GPX tracks drift off the trail lines. Snap each "
                                "point to the nearest trail segment within 25 m."),
               toolFormerData=no_tool),
        bubble(c, "a1", 2, "Let me look at how tracks are loaded first.\n",
               toolFormerData=no_tool,
               timingInfo={"clientStartTime": 1136746.9,
                           "clientRpcSendTime": ms("2025-05-20T08:01:05"),
                           "clientSettleTime": ms("2025-05-20T08:01:20"),
                           "clientEndTime": ms("2025-05-20T08:01:20")}),
        bubble(c, "a2", 2, capabilityType=15,
               toolFormerData=tool("tool_snap_read_1", "read_file",
                                   {"target_file": "src/tracks/load.ts"},
                                   {"contents": "export function loadTrack(gpx: string) {\n"
                                                "  return parseGpx(gpx).points;\n}\n"})),
        bubble(c, "a3", 2, "I'll add `snapToTrail()` using turf's `nearestPointOnLine` and "
                           "run the tests.\n", toolFormerData=no_tool),
        bubble(c, "a4", 2, capabilityType=15,
               toolFormerData=tool("tool_snap_test_1", "run_terminal_cmd",
                                   {"command": "npm test -- snap", "is_background": False},
                                   {"output": "PASS src/tracks/snap.test.ts\n  3 passed",
                                    "exitCodeV2": 0,
                                    "outputRaw": "\u001b[32mPASS\u001b[0m src/tracks/..."})),
        bubble(c, "a5", 2, "Points farther than 25 m from any trail now stay where they "
                           "were recorded; the rest snap to the closest segment.",
               toolFormerData=no_tool),
        bubble(c, "u2", 1, f"Deploy to S3 fails with {FAKE_AWS_KEY} in my .env - is that key "
                           "format right?", toolFormerData=no_tool),
        bubble(c, "a6", 2, "That is an access key id; the upload also needs the matching "
                           "secret. Keep both out of the repo and load them from the CI "
                           "secrets store.", toolFormerData=no_tool),
    ]
    ids = [b["bubbleId"] for b in bubbles]
    missing = uid(f"{c}/missing")  # listed in the headers, no row at all
    nulled = uid(f"{c}/nulled")  # listed in the headers, row value NULL
    headers = [{"bubbleId": b["bubbleId"], "type": b["type"]} for b in bubbles]
    headers.insert(6, {"bubbleId": missing, "type": 2})
    headers.insert(3, {"bubbleId": nulled, "type": 2})
    data = {"_v": 3, "composerId": cid, "name": "Snap GPX points to trails", "richText": "",
            "text": "", "fullConversationHeadersOnly": headers, "conversationMap": {},
            "status": "completed", "createdAt": ms("2025-05-20T08:00:00"),
            "lastUpdatedAt": ms("2025-05-20T08:09:00"), "unifiedMode": "agent",
            "forceMode": "edit", "isAgentic": True, "context": {}, "usageData": {}}
    rows: list[tuple[str, Any]] = [(f"bubbleId:{cid}:{i}", dump(b)) for i, b in
                                   zip(ids, bubbles, strict=True)]
    rows.append((f"bubbleId:{cid}:{nulled}", None))
    orphan = bubble(c, "orphan", 2, "ORPHAN DRAFT that no header lists")
    rows.append((f"bubbleId:{cid}:{orphan['bubbleId']}", dump(orphan)))
    return data, rows


def tiles_composer() -> tuple[dict[str, Any], list[tuple[str, Any]]]:
    """Late-2025 shape: ``_v`` 10, ``workspaceIdentifier``, ISO ``createdAt`` on bubbles."""
    c = "composer/tiles"
    cid = uid(c)
    bubbles = [
        {"_v": 3, "type": 1, "bubbleId": uid(f"{c}/u1"), "createdAt": "2025-11-03T17:20:00.000Z",
         "text": "Which free tile server has contour lines for the Alps?"},
        {"_v": 3, "type": 2, "bubbleId": uid(f"{c}/a1"), "createdAt": "2025-11-03T17:20:09.412Z",
         "text": "OpenTopoMap renders contours from SRTM data; check its usage policy and "
                 "cache tiles rather than hot-linking them from production."},
    ]
    data = {"_v": 10, "composerId": cid, "name": "Tile server with contour lines",
            "createdAt": ms("2025-11-03T17:19:40"), "lastUpdatedAt": ms("2025-11-03T17:20:10"),
            "status": "completed", "unifiedMode": "chat",
            "workspaceIdentifier": {"id": WORKSPACE_HASH},
            "fullConversationHeadersOnly": [{"bubbleId": b["bubbleId"], "type": b["type"]}
                                            for b in bubbles]}
    return data, [(f"bubbleId:{cid}:{b['bubbleId']}", dump(b)) for b in bubbles]


def global_kv_rows() -> list[tuple[str | None, Any]]:
    snap, snap_rows = snap_composer()
    tiles, tiles_rows = tiles_composer()
    empty = {"_v": 3, "composerId": uid("composer/empty"), "richText": "", "text": "",
             "fullConversationHeadersOnly": [], "conversationMap": {}, "status": "none",
             "createdAt": ms("2025-05-21T07:00:00")}
    rows: list[tuple[str | None, Any]] = [
        (f"composerData:{snap['composerId']}", dump(snap)),
        (f"composerData:{tiles['composerId']}", dump(tiles).encode()),  # stored as a BLOB
        (f"composerData:{empty['composerId']}", dump(empty)),
        (f"composerData:{uid('composer/null')}", None),
        (f"checkpointId:{snap['composerId']}:{uid('checkpoint')}", dump({"files": []})),
        (f"messageRequestContext:{snap['composerId']}:{uid('ctx')}", dump({"gitStatusRaw": ""})),
    ]
    return rows + snap_rows + tiles_rows


def global_item_rows() -> list[tuple[str | None, Any]]:
    return [
        ("cursorAuth/accessToken", FAKE_ACCESS_TOKEN),
        ("cursorAuth/cachedEmail", "ana@example.org"),
        (None, dump({"orphaned": "a row whose key is NULL"})),
    ]


# ---------------------------------------------------------------------------- writing


def write_db(path: Path, tables: dict[str, list[tuple[str | None, Any]]]) -> None:
    """Build the DB beside its target and move it in, so a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.unlink(missing_ok=True)
    con = sqlite3.connect(tmp)
    try:
        con.execute("PRAGMA journal_mode=DELETE")
        for table, rows in tables.items():
            con.execute(TABLE_DDL.format(table))
            con.executemany(f"INSERT INTO {table} (key, value) VALUES (?, ?)", rows)
        con.commit()
        con.execute("VACUUM")
    finally:
        con.close()
    os.replace(tmp, path)


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    workspace = OUT / "workspaceStorage" / WORKSPACE_HASH
    write_db(workspace / "state.vscdb", {"ItemTable": workspace_rows(), "cursorDiskKV": []})
    (workspace / "workspace.json").write_text(dump({"folder": FOLDER_URI}) + "\n",
                                              encoding="utf-8")
    write_db(OUT / "globalStorage" / "state.vscdb",
             {"ItemTable": global_item_rows(), "cursorDiskKV": global_kv_rows()})
    total = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    print(f"wrote {OUT} ({total:,} bytes)")


if __name__ == "__main__":
    main()
