"""Write the Claude Code sample histories in ``claude-code/`` (a ``~/.claude/projects`` root).

Invented for Musubi, not copied from anyone's sessions: Ana Ferreira works on *trailmap*, a
hiking-trail map web app, and its elevation API. The lines follow the 2.1.x layout described in
the shared format notes, and each session plants one of the traps the adapter must survive:
split assistant lines, progress lines inside the chain, parallel tool calls on side branches,
injected reminders and slash commands, an interruption, a rewind, a subagent, a compaction, a
resume chain, a corrupt middle line, a truncated last line and a fake secret.

Run ``python examples/histories/make_claude_code.py`` to regenerate; output is deterministic.
"""

from __future__ import annotations

import json
import shutil
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "claude-code"
NS = uuid.UUID("6f1d3c2a-9b7e-4e55-8a0c-3d2b1e4f5a69")
VERSION = "2.1.39"
MODEL = "claude-opus-4-6"
# Not a real key: the shape of one, so redaction has something to catch.
# A parent uuid, None for a root, or True for "the previous chain line".
Parent = str | bool | None
FAKE_KEY = "sk-proj-" + "QwErTyUiOpAsDfGhJkLzXcVbNmQwEr"

READ_REMINDER = (
    "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it would be "
    "considered malware. You CAN and SHOULD provide analysis of malware, what it is doing. But "
    "you MUST refuse to improve or augment the code.\n</system-reminder>\n"
)
REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
    "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
    "wait for the user to tell you how to proceed."
)


class Session:
    """Appends lines the way Claude Code does: each line's parent is the previous chain line."""

    def __init__(self, session_id: str, cwd: str, start: str, branch: str = "main",
                 agent_id: str | None = None) -> None:
        self.session_id = session_id
        self.cwd = cwd
        self.branch = branch
        self.agent_id = agent_id
        self.time = datetime.fromisoformat(start).replace(tzinfo=UTC)
        self.lines: list[str] = []
        self.last: str | None = None
        self.count = 0

    def _uuid(self) -> str:
        self.count += 1
        return str(uuid.uuid5(NS, f"{self.session_id}:{self.agent_id}:{self.count}"))

    def peek(self) -> str:
        """The uuid the next chain line will get (snapshots name it before it is written)."""
        return str(uuid.uuid5(NS, f"{self.session_id}:{self.agent_id}:{self.count + 1}"))

    def _stamp(self, seconds: float) -> str:
        self.time += timedelta(seconds=seconds)
        return self.time.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.time.microsecond // 1000:03d}Z"

    def write(self, obj: dict[str, Any]) -> None:
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))

    def node(self, kind: str, body: dict[str, Any], parent: Parent = True,
             wait: float = 2.0, **extra: Any) -> str:
        """One chain line; ``parent=True`` means "after the previous chain line"."""
        uid = self._uuid()
        obj: dict[str, Any] = {
            "parentUuid": self.last if parent is True else parent,
            "isSidechain": self.agent_id is not None,
            "userType": "external",
            "cwd": self.cwd,
            "sessionId": self.session_id,
            "version": VERSION,
            "gitBranch": self.branch,
        }
        if self.agent_id:
            obj["agentId"] = self.agent_id
        obj.update(extra)
        obj["type"] = kind
        obj.update(body)
        obj["uuid"] = uid
        obj["timestamp"] = self._stamp(wait)
        self.write(obj)
        self.last = uid
        return uid

    def user(self, content: str | list[dict[str, Any]], parent: Parent = True,
             wait: float = 20.0, **extra: Any) -> str:
        return self.node("user", {"message": {"role": "user", "content": content}}, parent,
                         wait, **extra)

    def result(self, tool_id: str, content: Any, parent: Parent = True,
               is_error: bool = False, wait: float = 1.5) -> str:
        block: dict[str, Any] = {"tool_use_id": tool_id, "type": "tool_result",
                                 "content": content}
        if is_error:
            block["is_error"] = True
        ui = "User rejected tool use" if is_error else {"stdout": "", "stderr": ""}
        return self.user([block], parent, wait, toolUseResult=ui)

    def assistant(self, msg_id: str, blocks: list[dict[str, Any]], parent: Parent = True,
                  model: str = MODEL) -> list[str]:
        """A response is written as one line per content block, sharing ``message.id``."""
        uids = []
        for i, block in enumerate(blocks):
            message = {"model": model, "id": msg_id, "type": "message", "role": "assistant",
                       "content": [block], "stop_reason": None, "stop_sequence": None,
                       "usage": {"input_tokens": 3, "output_tokens": 40 + 7 * i}}
            uids.append(self.node("assistant", {"message": message},
                                  parent if i == 0 else True, wait=0.6,
                                  requestId="req_" + msg_id.removeprefix("msg_")))
        return uids

    def progress(self, data: dict[str, Any], parent: Parent = True,
                 **extra: Any) -> str:
        return self.node("progress", {"data": data}, parent, wait=0.01, **extra)

    def hook(self, event: str, parent: Parent = True) -> str:
        return self.progress({"type": "hook_progress", "hookEvent": event,
                              "hookName": f"{event}:trailmap-lint",
                              "command": "$CLAUDE_PROJECT_DIR/.claude/hooks/lint.sh"}, parent)

    def system(self, subtype: str, content: str | None = None, parent: Parent = True,
               **extra: Any) -> str:
        body: dict[str, Any] = {"subtype": subtype}
        if content is not None:
            body["content"] = content
        body.update(extra)
        return self.node("system", body, parent, wait=0.2, isMeta=False, level="info")

    def snapshot(self, message_uuid: str) -> None:
        self.write({"type": "file-history-snapshot", "messageId": message_uuid,
                    "snapshot": {"messageId": message_uuid, "trackedFileBackups": {},
                                 "timestamp": self.time.strftime("%Y-%m-%dT%H:%M:%S.000Z")},
                    "isSnapshotUpdate": False})

    def save(self, path: Path, tail: str = "") -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(self.lines) + "\n" + tail, encoding="utf-8")


def text(t: str) -> dict[str, Any]:
    return {"type": "text", "text": t}


def tool(tool_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"type": "tool_use", "id": tool_id, "name": name, "input": args}


def thinking(t: str) -> dict[str, Any]:
    return {"type": "thinking", "thinking": t, "signature": "RXhhbXBsZVNpZ25hdHVyZQ=="}


# -- project 1: trailmap, the web app ------------------------------------------------------------

TRAILMAP = "/home/ana/src/trailmap"
S1 = "5b0e6f3a-2c47-4d1e-9a8b-0f3e6c1d2a47"
AGENT = "a3f9c21"


def elevation_session(root: Path) -> None:
    """The main coding session: tools, parallel calls, a rewind, a subagent, a fake secret."""
    s = Session(S1, TRAILMAP, "2026-03-14T09:12:03")
    s.snapshot(str(uuid.uuid5(NS, f"{S1}:None:3")))  # the first prompt, after two hook lines
    s.hook("SessionStart", parent=None)
    s.hook("UserPromptSubmit")
    s.user([
        text("<system-reminder>\nAs you answer the user's questions, you can use the following "
             "context:\n# claudeMd\nCodebase conventions (from /home/ana/src/trailmap/CLAUDE.md):"
             "\n- TypeScript strict, Vite, Leaflet\n- run `npm test` before saying done\n"
             "</system-reminder>"),
        text("The elevation profile under the map shows the total climb way too high: a 9 km "
             "loop near Sintra says 1,840 m of gain. Can you find out why?"),
    ])
    read_id, grep_id = "toolu_01TrailReadElev4x9Qa2", "toolu_01TrailGrepGain7Kp3Ls"
    a1 = s.assistant("msg_01TrailA1gainLookup", [
        thinking("The gain is probably summed over raw samples; check elevation.ts."),
        text("I'll look at how the profile computes the gain."),
        tool(read_id, "Read", {"file_path": f"{TRAILMAP}/src/elevation.ts"}),
        tool(grep_id, "Grep", {"pattern": "totalGain", "output_mode": "content", "-n": True}),
    ])
    s.hook("PostToolUse", parent=a1[3])
    # Parallel calls: each result hangs off its own tool_use line; the chain goes on from the
    # result written last, which leaves the Read result on a side branch.
    s.result(read_id,
             "     1→import type { TrackPoint } from './gpx';\n     2→\n"
             "     3→export function totalGain(points: TrackPoint[]): number {\n"
             "     4→  let gain = 0;\n     5→  for (let i = 1; i < points.length; i++) {\n"
             "     6→    const d = points[i].ele - points[i - 1].ele;\n"
             "     7→    if (d > 0) gain += d;\n     8→  }\n     9→  return gain;\n    10→}\n"
             + READ_REMINDER, parent=a1[2])
    s.result(grep_id, "src/elevation.ts:3:export function totalGain(points: TrackPoint[]): "
             "number {\nsrc/ProfileChart.tsx:12:  const gain = totalGain(track.points);",
             parent=a1[3])
    s.hook("PostToolUse")
    edit_id = "toolu_01TrailEditGain2Wm8Rt"
    s.assistant("msg_01TrailA2smooth", [
        text("`totalGain` adds every upward step between raw GPS samples, so ±2 m of sensor "
             "noise piles up over thousands of points. I'll only count a climb once it exceeds "
             "3 m since the last anchor point."),
        tool(edit_id, "Edit", {
            "file_path": f"{TRAILMAP}/src/elevation.ts",
            "old_string": "    if (d > 0) gain += d;",
            "new_string": "    if (Math.abs(d) >= threshold) { if (d > 0) gain += d; anchor = i; }",
        }),
    ])
    s.result(edit_id, f"The file {TRAILMAP}/src/elevation.ts has been updated successfully.")
    bash_id = "toolu_01TrailBashTest5Hn2Vc"
    test = s.assistant("msg_01TrailA3test", [
        tool(bash_id, "Bash", {"command": "npm test -- elevation",
                               "description": "Run the elevation tests"}),
    ])[-1]
    s.progress({"type": "bash_progress", "output": "vitest run elevation", "elapsedTimeSeconds": 2},
               toolUseID=bash_id, parentToolUseID=bash_id)
    s.result(bash_id, "\n> trailmap@0.4.0 test\n> vitest run elevation\n\n"
             " \u001b[32m✓\u001b[39m src/elevation.test.ts (4 tests) 6ms\n\n"
             " Test Files  1 passed (1)\n      Tests  4 passed (4)", parent=test, wait=4.0)
    done = s.assistant("msg_01TrailA4done", [
        text("Fixed. The Sintra loop now reports 412 m of gain, close to what Komoot shows, "
             "and all 4 elevation tests pass."),
    ])[-1]
    s.write({"type": "ai-title", "aiTitle": "Fix inflated elevation gain", "sessionId": S1})

    # A rewind: this prompt and its answer are abandoned when Ana edits the prompt.
    s.snapshot(s.peek())
    s.user("Nice. Now switch the base map to Stamen Terrain tiles.", parent=done, wait=40)
    s.assistant("msg_01TrailA5stamen", [
        text("Switched the tile layer to Stamen Terrain through Stadia Maps in src/map.ts."),
    ])
    s.user("Actually, use OpenTopoMap tiles instead: no API key needed.", parent=done, wait=30)
    topo_id = "toolu_01TrailEditTopo8Ja1Np"
    s.assistant("msg_01TrailA6topo", [
        text("Good call, OpenTopoMap also shows contour lines. I'll swap the tile URL."),
        tool(topo_id, "Edit", {"file_path": f"{TRAILMAP}/src/map.ts",
                               "old_string": "tile.openstreetmap.org",
                               "new_string": "{s}.tile.opentopomap.org"}),
    ])
    s.result(topo_id, f"The file {TRAILMAP}/src/map.ts has been updated successfully.")
    s.assistant("msg_01TrailA7topoDone", [
        text("The base map now uses OpenTopoMap (`https://{s}.tile.opentopomap.org/{z}/{x}/{y}"
             ".png`) with its required attribution."),
    ])
    # Slash commands, both shapes: user lines and system local_command lines.
    s.user("<command-name>/cost</command-name>\n            <command-message>cost</command-message>"
           "\n            <command-args></command-args>", wait=15)
    s.user("<local-command-stdout>Total cost: $0.41\nTotal duration (API): 1m 12s"
           "</local-command-stdout>", wait=0.1)
    s.system("local_command", "<command-name>/model</command-name>\n            "
             "<command-message>model</command-message>\n            <command-args>opus"
             "</command-args>")
    s.system("local_command", "<local-command-stdout>Set model to \u001b[1mOpus\u001b[22m"
             "</local-command-stdout>")
    s.user("Before you deploy the tile proxy, here is the .env I use locally:\n\n"
           f"TILE_CACHE_DIR=/var/cache/trailmap\nOPENAI_API_KEY={FAKE_KEY}\n\n"
           "Can you add the cache dir to the docker compose file?", wait=25)
    task_id = "toolu_01TrailTaskCache3Zq7"
    task = s.assistant("msg_01TrailA8task", [
        text("I'll first find where the cache directory is used."),
        tool(task_id, "Task", {"description": "Find tile cache usages", "subagent_type": "Explore",
                               "prompt": "Find every place in the repo that reads TILE_CACHE_DIR "
                                         "or mounts a cache volume, and report file:line."}),
    ])[-1]
    for step in range(3):
        s.progress({"type": "agent_progress", "agentId": AGENT, "prompt": "",
                    "message": {"type": "assistant", "step": step}},
                   toolUseID=f"agent_msg_{step}", parentToolUseID=task_id)
    s.result(task_id, [
        text("Found 2 places:\n- docker-compose.yml:14 mounts ./cache:/var/cache/tiles for the "
             "tiles service\n- server/tiles.ts:8 reads process.env.TILE_CACHE_DIR (fallback "
             "/tmp/tiles)"),
        text(f"agentId: {AGENT} (for resuming to continue this agent's work if needed)"),
    ], parent=task, wait=9)
    compose_id = "toolu_01TrailEditCompose6Df"
    s.assistant("msg_01TrailA9compose", [
        tool(compose_id, "Edit", {"file_path": f"{TRAILMAP}/docker-compose.yml",
                                  "old_string": "./cache:/var/cache/tiles",
                                  "new_string": "./cache:/var/cache/trailmap"}),
    ])
    s.result(compose_id, REJECTED, is_error=True, wait=6)
    s.user([text("[Request interrupted by user for tool use]")], wait=0.1)
    s.assistant("msg_synthetic_01", [text("No response requested.")], model="<synthetic>")
    s.user("Keep the volume name `tile-cache`, not a bind mount. Go ahead.", wait=30)
    volume_id = "toolu_01TrailEditVolume1Bx"
    s.assistant("msg_01TrailA10volume", [
        tool(volume_id, "Edit", {"file_path": f"{TRAILMAP}/docker-compose.yml",
                                 "old_string": "./cache:/var/cache/tiles",
                                 "new_string": "tile-cache:/var/cache/trailmap"}),
    ])
    s.result(volume_id, f"The file {TRAILMAP}/docker-compose.yml has been updated successfully.")
    s.assistant("msg_01TrailA11final", [
        text("Done: the tiles service now mounts the named volume `tile-cache` at "
             "/var/cache/trailmap, and TILE_CACHE_DIR points there."),
    ])
    s.system("turn_duration", durationMs=48210)
    folder = root / "-home-ana-src-trailmap"
    s.save(folder / f"{S1}.jsonl")

    sub = Session(S1, TRAILMAP, "2026-03-14T09:16:40", agent_id=AGENT)
    sub.user("Find every place in the repo that reads TILE_CACHE_DIR or mounts a cache volume, "
             "and report file:line.", parent=None, wait=0.5)
    grep = "toolu_01SubGrepCache9Lw2"
    sub.assistant("msg_01SubA1grep", [
        tool(grep, "Grep", {"pattern": "TILE_CACHE_DIR|cache:/", "output_mode": "content",
                            "-n": True}),
    ], model="claude-haiku-4-5-20251001")
    sub.result(grep, "docker-compose.yml:14:      - ./cache:/var/cache/tiles\n"
               "server/tiles.ts:8:const cacheDir = process.env.TILE_CACHE_DIR ?? '/tmp/tiles';")
    sub.assistant("msg_01SubA2report", [
        text("Found 2 places:\n- docker-compose.yml:14 mounts ./cache:/var/cache/tiles for the "
             "tiles service\n- server/tiles.ts:8 reads process.env.TILE_CACHE_DIR (fallback "
             "/tmp/tiles)"),
    ], model="claude-haiku-4-5-20251001")
    sub.save(folder / S1 / "subagents" / f"agent-{AGENT}.jsonl")


S2 = "9d2c4b7e-61a0-4f3b-b8d2-7c5e1a9f0b36"


def gpx_session(root: Path) -> None:
    """A compacted session whose last line is still being written."""
    s = Session(S2, TRAILMAP, "2026-03-15T18:02:11", branch="gpx-import")
    s.user("Add a GPX import button: users drop a .gpx file and the track shows on the map with "
           "its elevation profile.", parent=None)
    write_id = "toolu_01GpxWriteImport2Sd"
    s.assistant("msg_01GpxA1plan", [
        thinking("DOMParser is enough; no dependency needed."),
        text("Plan: parse the file with DOMParser, turn every <trkpt> into a TrackPoint and reuse "
             "the existing profile chart."),
        tool(write_id, "Write", {"file_path": f"{TRAILMAP}/src/gpxImport.ts",
                                 "content": "export async function importGpx(file: File) {}\n"}),
    ])
    s.result(write_id, f"File created successfully at: {TRAILMAP}/src/gpxImport.ts")
    s.assistant("msg_01GpxA2works", [
        text("The import works for single-track files. Multi-segment files (`<trkseg>`) are "
             "concatenated."),
    ])
    s.user("Also handle files with waypoints only.")
    before = s.assistant("msg_01GpxA3waypoints", [
        text("Waypoint-only files now render as markers, and the profile panel says "
             "“No track in this file”."),
    ])[-1]
    s.system("compact_boundary", "Conversation compacted", parent=None,
             logicalParentUuid=before, compactMetadata={"trigger": "manual", "preTokens": 48213})
    s.user("This session is being continued from a previous conversation that ran out of "
           "context. The summary below covers the earlier portion of the conversation.\n\n"
           "Summary:\n1. Primary Request and Intent:\n   Ana asked for a GPX import button that "
           "shows a dropped track on the map with its elevation profile, then for waypoint-only "
           "files to be supported.\n2. Files and Code Sections:\n   - src/gpxImport.ts (new): "
           "parses <trkpt> and <wpt> with DOMParser.\n3. Current Work:\n   Waypoint-only files "
           "render as markers.\n\nPlease continue the conversation from where we left off "
           "without asking the user any further questions.", wait=0.1,
           isVisibleInTranscriptOnly=True, isCompactSummary=True)
    s.user("Next: show the file name as the track title in the sidebar.", wait=50)
    title_id = "toolu_01GpxEditTitle5Rk"
    s.assistant("msg_01GpxA4title", [
        text("I'll use the file name without its extension."),
        tool(title_id, "Edit", {"file_path": f"{TRAILMAP}/src/Sidebar.tsx",
                                "old_string": "track.name ?? 'Untitled'",
                                "new_string": "track.name ?? file.name.replace(/\\.gpx$/i, '')"}),
    ])
    s.result(title_id, f"The file {TRAILMAP}/src/Sidebar.tsx has been updated successfully.")
    s.assistant("msg_01GpxA5done", [
        text("The sidebar now shows the GPX file name (without extension) as the track title."),
    ])
    # The CLI was still streaming the next response when the file was copied: no newline.
    partial = ('{"parentUuid":"' + str(s.last) + '","isSidechain":false,"userType":"external",'
               '"cwd":"' + TRAILMAP + '","sessionId":"' + S2 + '","version":"' + VERSION
               + '","type":"assistant","message":{"model":"' + MODEL + '","id":"msg_01GpxA6'
               'partial","type":"message","role":"assistant","content":[{"type":"text","text":'
               '"I can also read the <name> el')
    s.save(root / "-home-ana-src-trailmap" / f"{S2}.jsonl", tail=partial)


# -- project 2: the elevation API, resumed once ----------------------------------------------------

API = "/home/ana/src/trailmap-api"
R1 = "c41e8f02-3b9d-4a6e-9f17-2d8c5b0a7e14"
R2 = "e7a09b55-5c12-4d8f-a3e6-91b4f0c2d873"


def api_sessions(root: Path) -> None:
    """A session and its resume: the second file replays the first one's lines, then goes on."""
    first = Session(R1, API, "2026-03-16T07:40:00")
    first.user("The /elevation endpoint takes 2 s per request. Where is the time going?",
               parent=None)
    curl = "toolu_01ApiBashCurl3Xe5"
    first.assistant("msg_01ApiA1measure", [
        text("Let me measure one request first."),
        tool(curl, "Bash", {"command": "curl -s -o /dev/null -w '%{time_total}' "
                                       "'localhost:8080/elevation?lat=38.79&lon=-9.39'"}),
    ])
    first.result(curl, "2.184")
    leaf = first.assistant("msg_01ApiA2cause", [
        text("Every request re-opens and decodes the 90 MB SRTM tile from disk. Caching the "
             "decoded tiles in memory should fix it."),
    ])[-1]
    folder = root / "-home-ana-src-trailmap-api"
    first.save(folder / f"{R1}.jsonl")

    resumed = Session(R2, API, "2026-03-16T08:05:00")
    resumed.write({"type": "summary", "summary": "Elevation endpoint latency", "leafUuid": leaf})
    for line in first.lines:  # --resume: the old lines again, under the new session id
        obj = json.loads(line)
        obj["sessionId"] = R2
        resumed.write(obj)
    resumed.last = leaf
    resumed.count = 100
    # A line torn in the middle of the file (a crash mid-write, later appends went on).
    resumed.lines.append('{"parentUuid":"' + leaf + '","isSidechain":false,"type":"user","mes')
    resumed.user("Go ahead and add an LRU cache, max 8 tiles.", wait=120)
    edit = "toolu_01ApiEditLru6Tg1"
    resumed.assistant("msg_01ApiA3lru", [
        tool(edit, "Edit", {"file_path": f"{API}/src/tiles.py",
                            "old_string": "def load_tile(name):",
                            "new_string": "@lru_cache(maxsize=8)\ndef load_tile(name):"}),
    ])
    resumed.result(edit, f"The file {API}/src/tiles.py has been updated successfully.")
    again = "toolu_01ApiBashCurl9Ny4"
    resumed.assistant("msg_01ApiA4remeasure", [
        tool(again, "Bash", {"command": "curl -s -o /dev/null -w '%{time_total}' "
                                        "'localhost:8080/elevation?lat=38.79&lon=-9.39'"}),
    ])
    resumed.result(again, "0.031")
    resumed.assistant("msg_01ApiA5done", [
        text("Warm requests now take 31 ms instead of 2.18 s. The cache holds at most 8 decoded "
             "tiles (about 720 MB at worst); tell me if that is too much for the server."),
    ])
    resumed.save(folder / f"{R2}.jsonl")


# -- project 3: trip notes, a plain chat ----------------------------------------------------------

NOTES = "/home/ana/notes/dolomites"
N1 = "1a7f3e90-8c24-4b6d-9e05-b3d2c6f18a42"


def notes_session(root: Path) -> None:
    s = Session(N1, NOTES, "2026-04-02T20:31:45", branch="HEAD")
    prompt = ("Plan a 3-day hut-to-hut route in the Dolomites for late June, max 1,200 m of "
              "climbing per day.")
    s.write({"type": "queue-operation", "operation": "enqueue", "timestamp": "2026-04-02T20:31:"
             "46.010Z", "sessionId": N1, "content": prompt})
    s.user(prompt, parent=None)
    s.write({"type": "ai-title", "aiTitle": "Dolomites hut-to-hut route", "sessionId": N1})
    s.assistant("msg_01NotesA1route", [
        thinking("Keep daily gain under 1,200 m; Fanes-Senes area works from Pederü."),
        text("Day 1: Pederü → Rifugio Fanes (≈650 m up).\nDay 2: Fanes → Rifugio Lagazuoi via "
             "Forcella del Lago (≈1,150 m up).\nDay 3: Lagazuoi → Passo Falzarego, then the bus "
             "back (mostly downhill)."),
    ])
    s.user("Is Rifugio Lagazuoi open in late June?")
    s.assistant("msg_01NotesA2open", [
        text("Usually yes: it opens in early June for the summer season, but check the hut's "
             "site before booking because late snow can delay the opening."),
    ])
    s.write({"type": "last-prompt", "lastPrompt": "Is Rifugio Lagazuoi open in late June?",
             "leafUuid": s.last, "sessionId": N1})
    s.save(root / "-home-ana-notes-dolomites" / f"{N1}.jsonl")


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    elevation_session(OUT)
    gpx_session(OUT)
    api_sessions(OUT)
    notes_session(OUT)


if __name__ == "__main__":
    main()
