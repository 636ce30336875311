"""The protobuf wire walker and the Antigravity adapter.

Walker tests build their wire bytes here, by hand from the encoding spec, so a decoder bug cannot
hide behind a matching encoder bug. Adapter expectations were read off the real ``agy`` fixture
transcript and the project's own sample (``examples/histories/make_antigravity.py``) by hand.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import struct
from pathlib import Path

import pytest

from musubi_daemon.model import Conversation
from musubi_daemon.sources import antigravity as ag
from musubi_daemon.sources import get_adapter
from musubi_daemon.sources.antigravity import AntigravityAdapter
from musubi_daemon.sources.base import SourceEnv, SourceError
from musubi_daemon.sources.protobuf_wire import (
    MAX_DEPTH,
    Field,
    WireError,
    as_double,
    as_float,
    at,
    decode,
    depth,
    first_int,
    packed_varints,
    prose,
    signed,
    strings,
    zigzag,
)

SAMPLE = Path(__file__).resolve().parent.parent / "examples" / "histories" / "antigravity"
LANE = SAMPLE / "antigravity-cli"
DB_ID = "8b80a439-1f37-5211-baeb-8ca5cc064e5b"
TRANSCRIPT_ID = "76f2355f-c868-5db7-bc2e-8b3146d4a525"
PB_ID = "7edee82f-3bf0-518b-8273-635571bdfad0"
TRAJECTORY = "cf9d5d22-8214-5e53-ba1c-678ad309861f"
FIXTURE_ID = "3f72cf51-666b-4a7c-a08f-1ade2eaafa0f"
LETTER = {"user": "u", "assistant": "a", "tool": "t", "system": "s"}


# ---------------------------------------------------------------- hand-written wire bytes


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def vfield(number: int, value: int) -> bytes:
    return varint(number << 3) + varint(value)


def lfield(number: int, value: bytes | str) -> bytes:
    data = value.encode() if isinstance(value, str) else value
    return varint(number << 3 | 2) + varint(len(data)) + data


def roles(conv: Conversation) -> str:
    return "".join(LETTER[m.role] for m in conv.messages)


def scan(path: Path, home: Path | None = None) -> tuple[list[Conversation], SourceEnv,
                                                         AntigravityAdapter]:
    adapter = AntigravityAdapter()
    env = SourceEnv(home=home or path.parent, path=path)
    return list(adapter.scan(env)), env, adapter


# ================================================================ the wire walker


def test_spec_examples() -> None:
    # The encoding guide's own examples: 150 in field 1; "testing" in field 2.
    assert [tuple(f) for f in decode(bytes.fromhex("089601"))] == [(1, 0, 150)]
    assert [tuple(f) for f in decode(bytes.fromhex("120774657374696e67"))] == [
        (2, 2, "testing")]
    assert decode(b"") == []


def test_nested_messages_and_repeated_fields() -> None:
    inner = vfield(1, 7) + lfield(2, "Serra da Estrela loop")
    data = lfield(3, lfield(1, inner)) + vfield(4, 1) + lfield(5, "a b") + lfield(5, "c d")
    fields = decode(data)
    assert fields == [
        Field(3, 2, [Field(1, 2, [Field(1, 0, 7), Field(2, 2, "Serra da Estrela loop")])]),
        Field(4, 0, 1), Field(5, 2, "a b"), Field(5, 2, "c d")]
    assert fields[0].is_message and not fields[2].is_message
    assert strings(fields, (3, 1, 2)) == ["Serra da Estrela loop"]
    assert first_int(fields, (3, 1, 1)) == 7
    assert [f.value for f in at(fields, (5,))] == ["a b", "c d"]
    assert at(fields, (9, 1)) == []
    assert fields[0].raw == lfield(1, inner)  # the original bytes ride along


def test_packed_varints_on_request() -> None:
    # Packed [3, 270, 86942] (the spec's example): control bytes, so neither message nor text.
    data = bytes.fromhex("2206038e029ea705")
    (packed,) = decode(data)
    assert packed.value == bytes.fromhex("038e029ea705")
    assert packed_varints(packed.raw) == [3, 270, 86942]
    # Packed [8, 1] also happens to parse as the message {1: 1}; the raw bytes still unpack.
    (ambiguous,) = decode(lfield(6, bytes([8, 1])))
    assert ambiguous.value == [Field(1, 0, 1)]
    assert packed_varints(ambiguous.raw) == [8, 1]


def test_utf8_prose_is_text() -> None:
    text = "Trilho do Gerês — subida íngreme até à Pedra Bela 🥾\nDepois, descida."
    fields = decode(lfield(1, text) + lfield(2, "call_1") + lfield(3, "ok"))
    assert fields[0].value == text
    assert prose(fields) == [text]  # ids and single ASCII words are not prose
    # A string field whose bytes are not UTF-8 stays bytes, and strings() skips it.
    raw = decode(lfield(1, b"\xff\xfe\x00"))
    assert raw[0].value == b"\xff\xfe\x00" and strings(raw, (1,)) == []


def test_fixed_width_fields() -> None:
    data = (varint(1 << 3 | 1) + struct.pack("<d", 3.5)
            + varint(2 << 3 | 5) + struct.pack("<f", -1.25)
            + varint(3 << 3 | 1) + struct.pack("<q", -2)
            + varint(4 << 3 | 5) + struct.pack("<I", 4_000_000_000)
            + vfield(5, 3)  # sint64 -2 as zigzag
            + vfield(6, (1 << 64) - 1))  # int64 -1: ten bytes on the wire
    f = decode(data)
    assert [(x.number, x.wire_type) for x in f] == [(1, 1), (2, 5), (3, 1), (4, 5), (5, 0),
                                                    (6, 0)]
    assert as_double(f[0].value) == 3.5
    assert as_float(f[1].value) == -1.25
    assert signed(f[2].value) == -2
    assert f[3].value == 4_000_000_000 and signed(f[3].value, 32) == 4_000_000_000 - (1 << 32)
    assert zigzag(f[4].value) == -2
    assert signed(f[5].value) == -1


def test_bytes_that_look_like_a_message_but_are_not() -> None:
    # A tag and a length that runs past the end: bytes, not a message.
    (overrun,) = decode(lfield(1, b"\x0a\x05abc"))
    assert overrun.value == b"\x0a\x05abc"
    # A start-group tag: groups are rejected, so bytes again.
    (group,) = decode(lfield(1, b"\x0b\x08\x01\x0c"))
    assert group.value == b"\x0b\x08\x01\x0c"
    # Short prose parses by accident ("hi" = field 13, varint 105): kept as text.
    (short,) = decode(lfield(1, "hi"))
    assert short.value == "hi"
    # Printable text that parses into a length-delimited field is a real sub-message: the
    # planner-response shape {1: "<a 40-character reply>"} starts "\n(" and must stay nested.
    reply = "Sure, I will add the elevation chart now"
    (nested,) = decode(lfield(20, lfield(1, reply)))
    assert nested.value == [Field(1, 2, reply)]


@pytest.mark.parametrize("data", [
    bytes.fromhex("0896"),              # varint cut short
    bytes.fromhex("0a05616263"),        # length past the end
    bytes.fromhex("090102"),            # 64-bit field cut short
    bytes.fromhex("0d0102"),            # 32-bit field cut short
    bytes.fromhex("0b"),                # start group
    bytes.fromhex("0e00"),              # wire type 6
    bytes.fromhex("0001"),              # field number 0
    bytes.fromhex("08" + "ff" * 10 + "01"),  # varint longer than 10 bytes
])
def test_malformed_input_raises(data: bytes) -> None:
    with pytest.raises(WireError):
        decode(data)


def test_deep_nesting_is_bounded() -> None:
    data = lfield(1, "bottom of the well")
    for _ in range(400):
        data = lfield(1, data)
    fields = decode(data)  # no RecursionError
    assert depth(fields) == MAX_DEPTH + 1
    below = at(fields, (1,) * (MAX_DEPTH + 1))
    assert len(below) == 1 and isinstance(below[0].value, bytes)  # past the bound: raw bytes
    shallow = decode(data, max_depth=3)
    assert depth(shallow) == 4
    assert decode(lfield(1, lfield(2, "x y")), max_depth=0)[0].value == b"\x12\x03x y"


def test_prose_by_path_and_depth() -> None:
    data = (lfield(5, vfield(1, 1))
            + lfield(140, lfield(1, lfield(1, "The command exited with code 0."))
                     + lfield(2, lfield(1, "type.googleapis.com/exa.Step") + lfield(2, "ok")))
            + lfield(20, lfield(3, "thinking out loud")))
    fields = decode(data)
    assert prose(fields, (140,)) == ["The command exited with code 0."]
    assert prose(fields) == ["The command exited with code 0.", "thinking out loud"]
    assert prose(fields, (20, 3)) == ["thinking out loud"]


# ================================================================ adapter: real fixture


def fixture_dir(fixtures: Path) -> Path:
    return fixtures / "antigravity" / "agy-cli-brain" / FIXTURE_ID


def test_registry() -> None:
    assert isinstance(get_adapter("antigravity"), AntigravityAdapter)
    assert AntigravityAdapter.name == "antigravity"


@pytest.mark.shared
def test_fixture_transcript(fixtures: Path) -> None:
    (conv,), env, _ = scan(fixture_dir(fixtures))
    assert env.skipped == []
    assert conv.id == f"antigravity:{FIXTURE_ID}"
    assert roles(conv) == "uataatata"
    # Step 4 (the failed view of missing.txt) is absent: the indexes jump from 3 to 5.
    assert [m.native_id.split(":")[0] for m in conv.messages] == [
        "0", "1", "2", "3", "5", "6", "7", "8", "9"]
    first, last = conv.messages[0], conv.messages[-1]
    assert first.text == (
        "Do these in order, one tool call each: 1) run the shell command 'ls' in this "
        "directory, 2) view the file missing.txt (it does not exist; report the error), 3) run "
        "the shell command 'false', 4) view README.md. Then summarize in one line. Do not "
        "create any files.")
    assert last.text == (
        "Ran `ls` listing [calc.py](file:///tmp/agy-fixture/project/calc.py) and "
        "[README.md](file:///tmp/agy-fixture/project/README.md), attempted viewing "
        "[missing.txt](file:///tmp/agy-fixture/project/missing.txt) which returned `no such "
        "file or directory`, executed `false` which exited with status 1, and viewed "
        "[README.md](file:///tmp/agy-fixture/project/README.md).")
    assert "Finalizing problem analysis" not in last.text  # thinking is dropped
    assert "ADDITIONAL_METADATA" not in first.text and "Gemini 3.8" not in first.text
    ls_call = conv.messages[1].tool_calls[0]
    assert (ls_call.name, ls_call.input) == ("run_command", {
        "CommandLine": "ls", "Cwd": "/tmp/agy-fixture/project", "WaitMsBeforeAsync": 5000,
        "toolAction": "Running ls", "toolSummary": "List directory contents"})
    ls_out = conv.messages[2]
    assert (ls_out.tool_call_id, ls_out.tool_name) == (ls_call.id, "run_command")
    assert ls_out.text == ("Created At: 2026-09-10T15:14:17Z\nCompleted At: "
                           "2026-09-10T15:14:17Z\n\nThe command exited with code 0.\nOutput:\n"
                           "calc.py  README.md")
    # The missing.txt call has no result; `false`'s output answers its own call, not that one.
    missing, false_call, false_out = conv.messages[3], conv.messages[4], conv.messages[5]
    assert missing.tool_calls[0].input["AbsolutePath"] == "/tmp/agy-fixture/project/missing.txt"
    assert not any(m.tool_call_id == missing.tool_calls[0].id for m in conv.messages)
    assert false_out.tool_call_id == false_call.tool_calls[0].id
    assert false_out.text.endswith("The command exited with code 1.\nStdout:\n\nStderr:")
    readme = conv.messages[7]
    assert readme.tool_name == "view_file" and "3: A tiny calculator" in readme.text
    assert conv.title == "Do these in order, one tool call each: 1) run the shell command 'ls' " \
                         "in this…"
    assert conv.project == "/tmp/agy-fixture/project"
    assert (conv.created_at, conv.updated_at) == ("2026-09-10T15:14:15Z", "2026-09-10T15:14:21Z")
    assert conv.source_ref.endswith("chunks/transcript_full/00000000.jsonl")


@pytest.mark.shared
def test_fixture_both_transcript_variants_agree(fixtures: Path) -> None:
    """``transcript.jsonl`` JSON-encodes every argument; decoded, it is the ``_full`` file."""
    logs = fixture_dir(fixtures) / ".system_generated" / "logs" / "chunks"
    adapter = AntigravityAdapter()
    env = SourceEnv(home=fixtures)
    plain = adapter.read_transcript(sorted((logs / "transcript").glob("*.jsonl")), FIXTURE_ID,
                                    env)
    full = adapter.read_transcript(sorted((logs / "transcript_full").glob("*.jsonl")),
                                   FIXTURE_ID, env)
    assert plain is not None and full is not None
    assert plain.messages[4].tool_calls[0].input["WaitMsBeforeAsync"] == 5000
    assert plain.content_hash() == full.content_hash()


@pytest.mark.shared
def test_fixture_history_workspaces(fixtures: Path) -> None:
    found = ag.history_workspaces(fixtures / "antigravity" / "agy-cli-history.jsonl")
    assert found == {"07439cf3-11de-46cd-ae53-730229b38bac": "/tmp/agy-fixture/project",
                     "3abd71a7-c181-48a7-a473-16f564089f7a": "/tmp/agy-fixture/project"}


# ================================================================ adapter: the sample


@pytest.fixture
def sample() -> tuple[dict[str, Conversation], SourceEnv, AntigravityAdapter]:
    convs, env, adapter = scan(SAMPLE)
    return {c.native_id: c for c in convs}, env, adapter


def test_sample_units_and_encrypted_pb(
        sample: tuple[dict[str, Conversation], SourceEnv, AntigravityAdapter]) -> None:
    convs, env, _ = sample
    assert sorted(convs) == sorted([DB_ID, TRANSCRIPT_ID])
    assert [(s.path, s.reason) for s in env.skipped] == [
        (str(LANE / "conversations" / f"{PB_ID}.pb"),
         "encrypted Antigravity conversation (.pb): not readable offline")]
    # Pointing at the .pb itself says the same.
    got, env, _ = scan(LANE / "conversations" / f"{PB_ID}.pb")
    assert got == [] and [s.reason for s in env.skipped] == [ag.PB_REASON]


def test_sample_db_conversation(
        sample: tuple[dict[str, Conversation], SourceEnv, AntigravityAdapter]) -> None:
    convs, _, adapter = sample
    conv = convs[DB_ID]
    assert conv.id == f"antigravity:{DB_ID}"
    assert roles(conv) == "uattaua"
    assert [m.native_id for m in conv.messages] == [f"{TRAJECTORY}:{i}" for i in range(7)]
    user, ask, result, unknown, answer, thanks, bye = conv.messages
    assert user.text == ("How can Trailmap keep the map tiles for one trail available offline "
                         "on a phone?")
    assert user.created_at == "2026-11-14T09:02:10Z"
    assert ask.text == "I'll check how the tiles are loaded first."
    assert [(c.id, c.name, c.input) for c in ask.tool_calls] == [
        ("call_1", "grep_search",
         {"Query": "tileLayer", "SearchPath": "/home/ana/src/trailmap/src"})]
    assert (result.tool_call_id, result.tool_name) == ("call_1", "grep_search")
    assert result.text == "src/map.js:14:  const tiles = L.tileLayer(TILE_URL, { maxZoom: 17 });"
    # Step type 250 is not in the table: kept as a tool message, logged and counted.
    assert unknown.text == "Checkpoint saved before editing service-worker.js"
    assert (unknown.tool_call_id, unknown.tool_name) == (None, "step_type_250")
    assert adapter.unknown_step_types == {250: 1}
    assert answer.text.startswith("Cache the tiles in a service worker.")
    assert answer.text.endswith("For the Gerês circuit that is about 900 tiles, roughly 14 MB.")
    assert thanks.text == "Perfeito, obrigada! Vou testar no trilho do Gerês amanhã."
    # modified_response (8) wins over response (1); thinking (3) never shows.
    assert bye.text == ("Boa caminhada! Open the trail once on Wi-Fi so the tiles are cached "
                        "before you lose signal.")
    assert not any("Thinking:" in m.text for m in conv.messages)
    assert conv.title == ("How can Trailmap keep the map tiles for one trail available offline "
                          "on a phone?")
    assert conv.project == "/home/ana/src/trailmap"  # from trajectory_metadata_blob
    assert (conv.created_at, conv.updated_at) == ("2026-11-14T09:02:10Z", "2026-11-14T09:05:06Z")
    assert conv.source_ref == str(LANE / "conversations" / f"{DB_ID}.db")


def test_sample_transcript_conversation(
        sample: tuple[dict[str, Conversation], SourceEnv, AntigravityAdapter]) -> None:
    conv = sample[0][TRANSCRIPT_ID]
    assert roles(conv) == "uataataua"
    assert [m.native_id.split(":")[0] for m in conv.messages] == [
        "0", "1", "2", "3", "5", "6", "7", "8", "9"]
    assert conv.messages[0].text == ("Add an elevation profile under the map for the selected "
                                     "trail. The GPX files are in data/trails/.")
    assert conv.messages[2].text == "gerês-circuit.gpx\nserra-da-estrela.gpx"
    assert conv.messages[2].tool_name == "list_dir"
    run = conv.messages[4].tool_calls[0]
    assert run.input == {"CommandLine": "npm test", "Cwd": "/home/ana/src/trailmap",
                         "WaitMsBeforeAsync": 5000, "toolAction": "Running npm test",
                         "toolSummary": "Run the tests"}
    assert conv.messages[5].tool_call_id == run.id
    assert conv.messages[5].text == "The command exited with code 0.\nOutput:\n  12 passing (340ms)"
    assert conv.messages[7].text == "Can the chart use metres and show the total ascent?"
    assert conv.messages[-1].text == ("Yes: the y-axis is now in metres and the header shows the "
                                      "total ascent, +1184 m for Serra da Estrela.")
    assert conv.project == "/home/ana/src/trailmap"
    assert conv.title == ("Add an elevation profile under the map for the selected trail. The "
                          "GPX files…")


def test_path_forms_agree(tmp_path: Path) -> None:
    """A lane root, the .db itself, a brain/<uuid> folder and the default location all read
    the same conversations."""
    by_lane, _, _ = scan(LANE)
    by_db, _, _ = scan(LANE / "conversations" / f"{DB_ID}.db")
    by_brain, _, _ = scan(LANE / "brain" / TRANSCRIPT_ID)
    want = {c.id: c.content_hash() for c in by_lane}
    assert len(want) == 2
    assert {c.id: c.content_hash() for c in by_db + by_brain} == want

    home = tmp_path / "home"
    shutil.copytree(LANE, home / ".gemini" / "antigravity-cli")
    adapter = AntigravityAdapter()
    env = SourceEnv(home=home)
    assert {c.id: c.content_hash() for c in adapter.scan(env)} == want
    assert len(env.skipped) == 1
    moved = tmp_path / "elsewhere"
    shutil.move(home / ".gemini", moved)
    assert not adapter.is_available(SourceEnv(home=home))
    env = SourceEnv(home=home, environ={"GEMINI_HOME": str(moved)})
    assert {c.id: c.content_hash() for c in adapter.scan(env)} == want


def test_read_leaves_no_files_behind() -> None:
    before = sorted(p.name for p in (LANE / "conversations").iterdir())
    scan(LANE)
    assert sorted(p.name for p in (LANE / "conversations").iterdir()) == before


# ---------------------------------------------------------------- the .db under stress


def lane_copy(tmp_path: Path) -> Path:
    lane = tmp_path / "antigravity-cli"
    shutil.copytree(LANE, lane)
    return lane


def test_locked_db_raises_then_reads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ag, "LOCK_TIMEOUT", 0.05)
    db = lane_copy(tmp_path) / "conversations" / f"{DB_ID}.db"
    adapter = AntigravityAdapter()
    env = SourceEnv(home=tmp_path, path=db)
    (unit,) = adapter.units(env)
    writer = sqlite3.connect(db, isolation_level=None)
    try:
        writer.execute("BEGIN EXCLUSIVE")
        with pytest.raises(SourceError, match=r"database is locked"):
            list(adapter.read(unit, env))
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    (conv,) = adapter.read(unit, env)
    assert roles(conv) == "uattaua"


def test_corrupt_db_raises(tmp_path: Path) -> None:
    db = lane_copy(tmp_path) / "conversations" / f"{DB_ID}.db"
    db.write_bytes(b"this is not SQLite at all, just text " * 200)
    with pytest.raises(SourceError, match=r"not a readable SQLite database"):
        scan(db)


def test_wal_is_read_and_fingerprinted(tmp_path: Path) -> None:
    """agy leaves recent steps in the -wal; read-only SQLite sees them, and the unit changes."""
    db = lane_copy(tmp_path) / "conversations" / f"{DB_ID}.db"
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA journal_mode = WAL")
    adapter = AntigravityAdapter()
    env = SourceEnv(home=tmp_path, path=db)
    (before,) = adapter.units(env)
    writer = sqlite3.connect(db)
    try:
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        prompt = "And the 3D terrain view, can it work offline too?"
        payload = (vfield(1, 14) + vfield(4, 3) + lfield(5, lfield(1, vfield(1, 1794647400)))
                   + lfield(19, lfield(2, prompt)))
        writer.execute("INSERT INTO steps (idx, step_type, status, step_payload) "
                       "VALUES (7, 14, 3, ?)", (payload,))
        writer.commit()
        assert db.with_name(db.name + "-wal").stat().st_size > 0
        (after,) = adapter.units(env)
        assert after.fingerprint != before.fingerprint
        (conv,) = adapter.read(after, env)
        assert conv.messages[-1].role == "user" and conv.messages[-1].text == prompt
        assert conv.messages[-1].created_at == "2026-11-14T09:10:00Z"
    finally:
        writer.close()


def test_db_that_decodes_to_nothing_falls_back_to_the_mirror(tmp_path: Path) -> None:
    lane = lane_copy(tmp_path)
    db = lane / "conversations" / f"{TRANSCRIPT_ID}.db"
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE steps (idx INTEGER PRIMARY KEY, step_type INT, status INT, "
                    "step_payload BLOB)")
        con.execute("INSERT INTO steps VALUES (0, 14, 3, ?)", (b"\x0b\x0c\x0d",))
    con.close()
    adapter = AntigravityAdapter()
    env = SourceEnv(home=tmp_path, path=lane)
    units = {u.key: u for u in adapter.units(env)}
    unit = units[str(db)]
    assert any(p.suffix == ".jsonl" for p in unit.paths)
    (conv,) = adapter.read(unit, env)
    assert conv.source_ref.endswith("transcript.jsonl") and roles(conv) == "uataataua"
    assert adapter.undecodable_steps == {str(db): 1}


def test_pb_beside_a_readable_conversation_is_not_reported(tmp_path: Path) -> None:
    """A .pb next to its .db is the copy /fork writes; next to a mirror it is also covered."""
    lane = lane_copy(tmp_path)
    conversations = lane / "conversations"
    (conversations / f"{DB_ID}.pb").write_bytes(b"\x93\x11opaque")
    (conversations / f"{TRANSCRIPT_ID}.pb").write_bytes(b"\x93\x11opaque")
    convs, env, _ = scan(lane)
    assert len(convs) == 2
    assert [Path(s.path).name for s in env.skipped] == [f"{PB_ID}.pb"]


def test_transcript_tolerates_corrupt_lines_and_uses_history(tmp_path: Path) -> None:
    lane = tmp_path / "antigravity-cli"
    logs = lane / "brain" / "conv-1" / ".system_generated" / "logs"
    logs.mkdir(parents=True)
    lines = [
        json.dumps({"step_index": 0, "source": "USER_EXPLICIT", "type": "USER_INPUT",
                    "created_at": "2026-11-20T10:00:00Z",
                    "content": "<USER_REQUEST>\nWhich trails close in winter?\n</USER_REQUEST>"}),
        "{not json",
        json.dumps({"step_index": 2, "source": "MODEL", "type": "PLANNER_RESPONSE",
                    "created_at": "2026-11-20T10:00:04Z", "content": "Only the high passes."}),
    ]
    (logs / "transcript_full.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (lane / "history.jsonl").write_text(json.dumps({
        "display": "Which trails close in winter?", "timestamp": 1795000000000,
        "workspace": "/home/ana/src/trailmap-api", "conversationId": "conv-1"}) + "\n")
    (conv,), _, adapter = scan(lane)
    assert roles(conv) == "ua"
    assert conv.project == "/home/ana/src/trailmap-api"
    assert sum(adapter.corrupt_lines.values()) == 1


def test_file_uri_paths() -> None:
    assert ag.file_uri_path("file:///home/ana/src/trail%20map/") == "/home/ana/src/trail map"
    assert ag.file_uri_path("file:///C:/Users/ana/trailmap") == "C:/Users/ana/trailmap"
    assert ag.file_uri_path("vscode-remote://ssh-remote+box/home/ana") is None
    assert ag.file_uri_path("/home/ana") is None
