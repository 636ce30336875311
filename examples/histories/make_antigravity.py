"""Write the Antigravity sample in ``antigravity/antigravity-cli/`` (an ``agy`` root).

Invented for Musubi, not copied from anyone's history: Ana builds *trailmap*, a hiking-trail map
web app. Three conversations, one per storage shape the adapter must handle:

* ``brain/<uuid>/.system_generated/logs/transcript.jsonl`` - the plaintext mirror: the prompt
  wrapped in ``<USER_REQUEST>`` with injected metadata, tool arguments as JSON-encoded strings,
  a planner step with thinking, tool steps, and a gap (step 4, a failed file view, is absent).
* ``conversations/<uuid>.db`` - the SQLite store. Each ``steps.step_payload`` is a protobuf this
  script encodes itself with the field numbers the adapter assumes (unverified upstream, see
  ``musubi_daemon/sources/antigravity.py``): user and assistant prose (with thinking that must
  not show), a tool call and its GENERIC result, and a step type the adapter does not know.
  Real agy databases are in WAL mode; this one uses the default rollback journal so reading
  it in place leaves no ``-wal``/``-shm`` files in the examples.
* ``conversations/<uuid>.pb`` - random bytes standing in for an encrypted legacy conversation.

Run ``python examples/histories/make_antigravity.py``; the output is deterministic.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "antigravity" / "antigravity-cli"
NS = uuid.UUID("0c6f2a4e-8d1b-4f3a-b5e7-2a9c4d6e8f10")
TRAILMAP = "/home/ana/src/trailmap"

TRANSCRIPT_ID = str(uuid.uuid5(NS, "transcript:elevation-profile"))
DB_ID = str(uuid.uuid5(NS, "db:offline-tiles"))
PB_ID = str(uuid.uuid5(NS, "pb:legacy"))
TRAJECTORY_ID = str(uuid.uuid5(NS, "trajectory:offline-tiles"))

# Step types and Step field numbers as the adapter reads them.
USER_INPUT, PLANNER_RESPONSE, GENERIC, UNKNOWN = 14, 15, 132, 250
DONE = 3


def epoch(stamp: str) -> int:
    return int(datetime.fromisoformat(stamp).replace(tzinfo=UTC).timestamp())


# ---------------------------------------------------------------- a minimal protobuf encoder


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def num(field: int, value: int) -> bytes:
    return varint(field << 3) + varint(value)


def blob(field: int, value: str | bytes) -> bytes:
    data = value.encode("utf-8") if isinstance(value, str) else value
    return varint(field << 3 | 2) + varint(len(data)) + data


def timestamp(stamp: str, nanos: int = 0) -> bytes:
    return num(1, epoch(stamp)) + (num(2, nanos) if nanos else b"")


def tool_call(call_id: str, name: str, args: dict[str, Any]) -> bytes:
    """A ChatToolCall: 1 id, 2 name, 3 arguments_json."""
    return blob(1, call_id) + blob(2, name) + blob(3, json.dumps(args))


def step(kind: int, at: str, body: bytes, call: bytes | None = None) -> tuple[bytes, bytes]:
    """A Step: 1 type, 4 status, 5 metadata {1 created_at, 4 tool_call}, then the payload."""
    metadata = blob(1, timestamp(at, 250_000_000)) + (blob(4, call) if call else b"")
    return num(1, kind) + num(4, DONE) + blob(5, metadata) + body, metadata


# ---------------------------------------------------------------- the .db conversation

GREP_ARGS = {"Query": "tileLayer", "SearchPath": f"{TRAILMAP}/src"}


def user(at: str, text: str) -> tuple[int, bytes, bytes]:
    """CortexStepUserInput (Step 19): the prompt in user_response (2), as typed."""
    return (USER_INPUT, *step(USER_INPUT, at, blob(19, blob(2, text))))


def planner(at: str, payload: bytes) -> tuple[int, bytes, bytes]:
    """CortexStepPlannerResponse (Step 20): response 1, thinking 3, tool_calls 7, modified 8."""
    return (PLANNER_RESPONSE, *step(PLANNER_RESPONSE, at, blob(20, payload)))


def db_steps() -> list[tuple[int, bytes, bytes]]:
    call = tool_call("call_1", "grep_search", GREP_ARGS)
    # GENERIC (Step 140): the model-facing result text, and an Any wrapping the kind's own step.
    grep_result = (
        blob(1, blob(1, "src/map.js:14:  const tiles = L.tileLayer(TILE_URL, { maxZoom: 17 });"))
        + blob(2, blob(1, "type.googleapis.com/exa.cortex_pb.CortexStepGrepSearch")
               + blob(2, blob(1, "tileLayer"))))
    return [
        user("2026-11-14T09:02:10",
             "How can Trailmap keep the map tiles for one trail available offline on a phone?"),
        planner("2026-11-14T09:02:14",
                blob(1, "I'll check how the tiles are loaded first.")
                + blob(3, "Thinking: the person wants offline tiles, look for tileLayer.")
                + blob(7, call)),
        (GENERIC, *step(GENERIC, "2026-11-14T09:02:15", blob(140, grep_result), call=call)),
        (UNKNOWN, *step(UNKNOWN, "2026-11-14T09:02:16",
                        blob(200, blob(1, "Checkpoint saved before editing service-worker.js")))),
        planner("2026-11-14T09:02:31", blob(1, (
            "Cache the tiles in a service worker. When a trail is opened, compute its bounding "
            "box, list the tile URLs for zoom 12–16 and put them in a `trailmap-tiles-v1` "
            "cache; the fetch handler answers from that cache first. For the Gerês circuit "
            "that is about 900 tiles, roughly 14 MB."))),
        user("2026-11-14T09:05:02", "Perfeito, obrigada! Vou testar no trilho do Gerês amanhã."),
        planner("2026-11-14T09:05:06",
                blob(1, "Boa caminhada!")
                + blob(8, "Boa caminhada! Open the trail once on Wi-Fi so the tiles are cached "
                          "before you lose signal.")
                + blob(3, "Thinking: a short friendly reply.")),
    ]


def write_db(path: Path) -> None:
    path.unlink(missing_ok=True)
    con = sqlite3.connect(path)
    con.execute("PRAGMA page_size = 1024")
    con.execute("PRAGMA user_version = 1")
    con.execute("""CREATE TABLE steps (idx INTEGER PRIMARY KEY, step_type INT, status INT,
        has_subtrajectory INT, step_format INT, metadata BLOB, error_details BLOB,
        permissions BLOB, task_details BLOB, render_info BLOB, step_payload BLOB)""")
    con.execute("""CREATE TABLE trajectory_meta (trajectory_id TEXT, cascade_id TEXT,
        trajectory_type INT, source INT)""")
    con.execute("CREATE TABLE trajectory_metadata_blob (id TEXT PRIMARY KEY, data BLOB)")
    for idx, (kind, payload, meta) in enumerate(db_steps()):
        con.execute("INSERT INTO steps (idx, step_type, status, has_subtrajectory, step_format, "
                    "metadata, step_payload) VALUES (?, ?, ?, 0, 1, ?, ?)",
                    (idx, kind, DONE, meta, payload))
    con.execute("INSERT INTO trajectory_meta VALUES (?, ?, 1, 1)", (TRAJECTORY_ID, DB_ID))
    workspace = blob(1, blob(1, f"file://{TRAILMAP}")) + blob(3, timestamp("2026-11-14T09:02:10"))
    con.execute("INSERT INTO trajectory_metadata_blob VALUES ('main', ?)", (workspace,))
    con.commit()
    con.close()


# ---------------------------------------------------------------- the transcript conversation


def wrap_request(text: str, at: str) -> str:
    return (f"<USER_REQUEST>\n{text}\n</USER_REQUEST>\n<ADDITIONAL_METADATA>\n"
            f"The current local time is: {at}.\n</ADDITIONAL_METADATA>\n<USER_SETTINGS_CHANGE>\n"
            "The user changed setting `Model Selection` from None to Gemini 3.8 Flash (High). "
            "No need to comment on this change if the user doesn't ask about it.\n"
            "</USER_SETTINGS_CHANGE>")


def encoded(args: dict[str, Any]) -> dict[str, str]:
    """``transcript.jsonl`` writes each argument JSON-encoded, as a string."""
    return {k: json.dumps(v) for k, v in args.items()}


def transcript_lines() -> list[dict[str, Any]]:
    first = ("Add an elevation profile under the map for the selected trail. The GPX files are "
             "in data/trails/.")
    return [
        {"step_index": 0, "source": "USER_EXPLICIT", "type": "USER_INPUT", "status": "DONE",
         "created_at": "2026-11-12T18:40:03Z",
         "content": wrap_request(first, "2026-11-12T18:40:03Z")},
        {"step_index": 1, "source": "MODEL", "type": "PLANNER_RESPONSE", "status": "DONE",
         "created_at": "2026-11-12T18:40:05Z",
         "thinking": "**Finding the trail data**\n\nList the GPX folder first.\n",
         "tool_calls": [{"name": "list_dir", "args": encoded({
             "DirectoryPath": f"{TRAILMAP}/data/trails", "toolAction": "Listing trails",
             "toolSummary": "List trail files"})}]},
        {"step_index": 2, "source": "MODEL", "type": "GENERIC", "status": "DONE",
         "created_at": "2026-11-12T18:40:05Z",
         "content": "gerês-circuit.gpx\nserra-da-estrela.gpx\n"},
        {"step_index": 3, "source": "MODEL", "type": "PLANNER_RESPONSE", "status": "DONE",
         "created_at": "2026-11-12T18:40:07Z",
         "tool_calls": [{"name": "view_file", "args": encoded({
             "AbsolutePath": f"{TRAILMAP}/src/profile.js", "toolAction": "Viewing profile.js",
             "toolSummary": "View profile.js"})}]},
        # step 4 (the failed view of a file that does not exist yet) is absent, as agy does.
        {"step_index": 5, "source": "MODEL", "type": "PLANNER_RESPONSE", "status": "DONE",
         "created_at": "2026-11-12T18:41:20Z",
         "tool_calls": [{"name": "run_command", "args": encoded({
             "CommandLine": "npm test", "Cwd": TRAILMAP, "WaitMsBeforeAsync": 5000,
             "toolAction": "Running npm test", "toolSummary": "Run the tests"})}]},
        {"step_index": 6, "source": "MODEL", "type": "GENERIC", "status": "DONE",
         "created_at": "2026-11-12T18:41:26Z",
         "content": "The command exited with code 0.\nOutput:\n  12 passing (340ms)\r\n\n"},
        {"step_index": 7, "source": "MODEL", "type": "PLANNER_RESPONSE", "status": "DONE",
         "created_at": "2026-11-12T18:41:30Z",
         "content": ("I added `src/profile.js`: it reads the selected trail's GPX points and "
                     "draws the elevation profile under the map. The tests pass."),
         "thinking": "**Wrapping up**\n\nSummarise the change.\n"},
        {"step_index": 8, "source": "USER_EXPLICIT", "type": "USER_INPUT", "status": "DONE",
         "created_at": "2026-11-12T18:43:11Z",
         "content": wrap_request("Can the chart use metres and show the total ascent?",
                                 "2026-11-12T18:43:11Z")},
        {"step_index": 9, "source": "MODEL", "type": "PLANNER_RESPONSE", "status": "DONE",
         "created_at": "2026-11-12T18:43:15Z",
         "content": ("Yes: the y-axis is now in metres and the header shows the total ascent, "
                     "+1184 m for Serra da Estrela.")},
    ]


def write_transcript(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for line in transcript_lines():
            f.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "conversations").mkdir(parents=True)
    write_transcript(OUT / "brain" / TRANSCRIPT_ID / ".system_generated" / "logs"
                     / "transcript.jsonl")
    write_db(OUT / "conversations" / f"{DB_ID}.db")
    (OUT / "conversations" / f"{PB_ID}.pb").write_bytes(random.Random(PB_ID).randbytes(384))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
