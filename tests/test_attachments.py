"""Files in exports become content-addressed artifacts, embedded or linked from their notes.

Everything runs through real zips and the real CLI. The example exports (written by
``examples/histories/make_exports.py``) hold a tiny PNG and a CSV beside ChatGPT's
``conversations.json`` and a pasted CSV in the Claude.ai export, so this runs without ../shared.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import git, musubi

from musubi_daemon.config import ATTACHMENT_MAX_BYTES
from musubi_daemon.model import Attachment, Conversation, Message
from musubi_daemon.sources import get_adapter
from musubi_daemon.sources.base import SourceEnv
from musubi_daemon.vault.notes import parse, render

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"
CHATGPT_DIR = EXAMPLES / "chatgpt-export"
CLAUDE_DIR = EXAMPLES / "claude-export"
PNG_NAME = "file_00000000a4c861f6b2e3d9c1f0e7aa21-IMG_4471.png"
CSV_NAME = "file-K3vTq8RmCovaoTrk2026x-covao-track.csv"
PNG = (CHATGPT_DIR / PNG_NAME).read_bytes()
CSV = (CHATGPT_DIR / CSV_NAME).read_bytes()
FEEDING_LOG = (b"date,time,ratio,kitchen_c,rise_pct,peak_hours\n"
               b"2026-11-02,21:00,1:5:5,19,110,9.5\n2026-11-05,21:10,1:5:5,18,100,10.5\n"
               b"2026-11-08,20:45,1:5:5,17,90,11.5\n2026-11-11,21:00,1:5:5,16,80,12.5\n")
FAKE_TOKEN = "ghp_" + "TrailmapDeployKeyAbcdefGhijkLmnopQrs"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def artifact(data: bytes, ext: str) -> str:
    h = sha(data)
    return f"Musubi/artifacts/{h[:2]}/{h}.{ext}"


def make_zip(path: Path, files: dict[str, bytes | str]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            zf.writestr(name, data)
    return path


def chatgpt_files(**changes: bytes | str | None) -> dict[str, bytes | str]:
    """The example export as its zip holds it; a ``None`` change leaves a file out."""
    files: dict[str, bytes | str] = {
        "conversations.json": (CHATGPT_DIR / "conversations.json").read_bytes(),
        "user.json": '{"id": "user-x", "email": "ana@example.org"}',
        "chat.html": "<html></html>",
        PNG_NAME: PNG,
        CSV_NAME: CSV,
    }
    files.update({k: v for k, v in changes.items() if v is not None})
    return {k: v for k, v in files.items() if changes.get(k, "") is not None}


@pytest.fixture
def vault(home: Path, tmp_path: Path) -> Path:
    v = tmp_path / "vault"
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True,
                       env={**os.environ})
    musubi("init", str(v), "--no-remember")
    return v


def ingest(vault: Path, source: str, path: Path) -> dict[str, Any]:
    out = musubi("--vault", str(vault), "ingest", "--json", "--source", f"{source}={path}")
    return json.loads(out.stdout)


def note_with(vault: Path, source: str, text: str) -> Path:
    [note] = [p for p in (vault / "Musubi" / "conversations" / source).rglob("*.md")
              if text in p.read_text(encoding="utf-8")]
    return note


def artifact_files(vault: Path) -> dict[str, bytes]:
    root = vault / "Musubi" / "artifacts"
    return {p.relative_to(vault).as_posix(): p.read_bytes()
            for p in root.rglob("*") if p.is_file()} if root.is_dir() else {}


def scan(source: str, path: Path) -> list[Conversation]:
    return list(get_adapter(source).scan(SourceEnv(home=path.parent, path=path)))


# ---------------------------------------------------------------- ChatGPT


def test_chatgpt_zip_image_and_text_file_become_artifacts(vault: Path, tmp_path: Path) -> None:
    export = make_zip(tmp_path / "chatgpt-export.zip", chatgpt_files())
    report = ingest(vault, "chatgpt-export", export)
    assert report["skipped"] == 0

    png, csv = artifact(PNG, "png"), artifact(CSV, "csv")
    assert artifact_files(vault) == {png: PNG, csv: CSV}
    tracked = git(vault, "ls-files", "Musubi/artifacts").split()
    assert sorted(tracked) == sorted([png, csv])

    # The image renders inline; the CSV is a link under its own name.
    photo_note = note_with(vault, "chatgpt-export", "What does this waymark mean?")
    text = photo_note.read_text(encoding="utf-8")
    meta = json.dumps({"name": "IMG_4471.png", "type": "image/png", "size": len(PNG),
                       "sha256": sha(PNG)})
    assert (f"painted on a rock above Manteigas.\n\n"
            f"> [!attachment] IMG_4471.png · image/png · {len(PNG)} B %%{meta}%%\n"
            f"> ![[{png}]]\n") in text
    track_note = note_with(vault, "chatgpt-export", "Elevations every 20 m")
    assert f"> [[{csv}|covao-track.csv]]\n" in track_note.read_text(encoding="utf-8")

    # The note reads back to what the adapter gave, attachments included.
    expected = {c.id: c for c in scan("chatgpt-export", export)}
    back = parse(text)
    assert back == expected[back.id]
    assert back.messages[0].attachments == [
        Attachment(name="IMG_4471.png", media_type="image/png", size=len(PNG), sha256=sha(PNG))]
    [track] = parse(track_note.read_text(encoding="utf-8")).messages[0].attachments
    assert (track.name, track.media_type, track.sha256) == ("covao-track.csv", "text/csv",
                                                            sha(CSV))


def test_reingest_and_a_new_export_write_nothing(vault: Path, tmp_path: Path) -> None:
    export = make_zip(tmp_path / "chatgpt-export.zip", chatgpt_files())
    ingest(vault, "chatgpt-export", export)
    head = git(vault, "rev-parse", "HEAD")
    stamps = {p: (vault / p).stat().st_mtime_ns for p in artifact_files(vault)}

    again = ingest(vault, "chatgpt-export", export)
    assert again["written"] == 0 and again["commit"] is None

    # A fresh export of the same data is read again in full, and still writes nothing.
    export.unlink()
    make_zip(export, dict(reversed(chatgpt_files().items())))
    fresh = ingest(vault, "chatgpt-export", export)
    assert fresh["sources"]["chatgpt-export"]["seen"] == 4
    assert fresh["written"] == 0 and fresh["commit"] is None
    assert git(vault, "rev-parse", "HEAD") == head
    assert {p: (vault / p).stat().st_mtime_ns for p in artifact_files(vault)} == stamps


def test_same_bytes_are_one_artifact(vault: Path, tmp_path: Path) -> None:
    """The photo uploaded again in another conversation, under another id and name."""
    convs = json.loads((CHATGPT_DIR / "conversations.json").read_text(encoding="utf-8"))
    twin = json.loads(json.dumps(convs[2]).replace("file_00000000a4c861f6b2e3d9c1f0e7aa21",
                                                   "file_00000000ffff").replace(
        "IMG_4471.png", "waymark-again.png"))
    twin["id"] = twin["conversation_id"] = "twin-conversation"
    files = chatgpt_files(**{"conversations.json": json.dumps([*convs, twin]),
                             "file_00000000ffff-waymark-again.png": PNG})
    ingest(vault, "chatgpt-export", make_zip(tmp_path / "chatgpt-export.zip", files))
    assert artifact_files(vault) == {artifact(PNG, "png"): PNG, artifact(CSV, "csv"): CSV}
    again = note_with(vault, "chatgpt-export", "waymark-again.png").read_text(encoding="utf-8")
    assert f"> ![[{artifact(PNG, 'png')}]]" in again


def test_missing_and_oversized_files_are_named_placeholders(vault: Path,
                                                            tmp_path: Path) -> None:
    big = ATTACHMENT_MAX_BYTES + 1
    # The photo is not in the zip; the CSV is too large (zeros compress to almost nothing).
    files = chatgpt_files(**{PNG_NAME: None, CSV_NAME: b"\0" * big})
    report = ingest(vault, "chatgpt-export", make_zip(tmp_path / "chatgpt-export.zip", files))
    assert report["skipped"] == 0
    assert report["sources"]["chatgpt-export"]["added"] == 4
    assert artifact_files(vault) == {}

    photo = note_with(vault, "chatgpt-export", "What does this waymark mean?")
    text = photo.read_text(encoding="utf-8")
    assert (f"> [!attachment] IMG_4471.png · image/png · {len(PNG)} B · not in the export %%"
            in text)
    assert "![[" not in text
    [att] = parse(text).messages[0].attachments
    assert (att.name, att.sha256, att.missing) == ("IMG_4471.png", None, "not in the export")

    track = note_with(vault, "chatgpt-export", "Elevations every 20 m").read_text(
        encoding="utf-8")
    assert ("> [!attachment] covao-track.csv · text/csv · 50.0 MB · too large to keep "
            "(over 50 MB) %%") in track
    [att] = parse(track).messages[0].attachments
    assert (att.size, att.sha256) == (big, None)


def test_text_files_are_redacted_like_messages(tmp_path: Path) -> None:
    convs = json.loads((CHATGPT_DIR / "conversations.json").read_text(encoding="utf-8"))
    export = make_zip(tmp_path / "chatgpt-export.zip", chatgpt_files(**{
        "conversations.json": json.dumps(convs).replace(
            '"name": "covao-track.csv"', '"name": "deploy.txt"').replace(
            '"mimeType": "text/csv"', '"mimeType": "text/plain"'),
        CSV_NAME: f"token={FAKE_TOKEN}\n"}))
    [att] = [a for c in scan("chatgpt-export", export) for m in c.messages
             for a in m.attachments if a.name == "deploy.txt"]
    assert att.content() == b"token=[REDACTED:github]\n"
    assert att.sha256 == sha(b"token=[REDACTED:github]\n")


def test_an_attachment_is_hashed_by_its_digest_never_its_bytes() -> None:
    def boom() -> bytes:
        raise AssertionError("the bytes were read")

    def conv(read: Any) -> Conversation:
        att = Attachment(name="a.png", media_type="image/png", size=3, sha256=sha(b"abc"),
                         read=read)
        return Conversation(id="x:1", source="x", title="t", project=None,
                            created_at="2026-01-01T00:00:00Z", updated_at="2026-01-01T00:00:00Z",
                            source_ref="r", messages=[Message(id="x:1#1", role="user", text="hi",
                                                              attachments=[att])])

    assert conv(boom).content_hash() == conv(lambda: b"abc").content_hash()
    assert conv(boom) == conv(None)
    plain = Conversation(id="x:1", source="x", title="t", project=None,
                         created_at="2026-01-01T00:00:00Z", updated_at="2026-01-01T00:00:00Z",
                         source_ref="r", messages=[Message(id="x:1#1", role="user", text="hi")])
    assert plain.content_hash() != conv(None).content_hash()
    # A file that vanished or changed after hashing is no error: it is simply not written.
    def gone() -> bytes:
        raise FileNotFoundError("export moved")

    assert Attachment(name="a", sha256=sha(b"abc"), read=gone).content() is None
    assert Attachment(name="a", sha256=sha(b"abc"), read=lambda: b"changed").content() is None


def test_a_distilled_note_keeps_its_embeds(vault: Path, tmp_path: Path) -> None:
    """Distillation re-renders a note from its parsed form, which has no bytes to read."""
    ingest(vault, "chatgpt-export", make_zip(tmp_path / "chatgpt-export.zip", chatgpt_files()))
    before = artifact_files(vault)
    out = musubi("--vault", str(vault), "distill", "--only-heuristic").stdout
    assert "4 heuristic, no model set" in out and "by no model" not in out, out
    text = note_with(vault, "chatgpt-export", "What does this waymark mean?").read_text(
        encoding="utf-8")
    assert f"> ![[{artifact(PNG, 'png')}]]\n" in text
    assert "distilled_by: heuristic" in text
    assert artifact_files(vault) == before


def test_notes_without_a_files_store_still_name_their_files() -> None:
    [conv] = [c for c in scan("chatgpt-export", CHATGPT_DIR / "conversations.json")
              if "waymark" in c.messages[0].text]
    note = render(conv)
    assert "> [!attachment] IMG_4471.png · image/png" in note and "![[" not in note
    assert parse(note) == conv


# ---------------------------------------------------------------- Claude.ai


def test_claude_extracted_text_is_an_artifact_and_files_are_placeholders(
    vault: Path, tmp_path: Path,
) -> None:
    convs = json.loads((CLAUDE_DIR / "conversations.json").read_text(encoding="utf-8"))
    log = next(c for c in convs if c["name"] == "Starter peaking late")
    log["chat_messages"][0]["attachments"].append(
        {"file_name": "deploy.sh", "file_size": 60, "file_type": "text/x-sh",
         "extracted_content": f"#!/bin/sh\nexport GITHUB_TOKEN={FAKE_TOKEN}\n"})
    export = make_zip(tmp_path / "data-2026-11-20-08-00-00-batch-0000.zip", {
        "conversations.json": json.dumps(convs),
        "users.json": (CLAUDE_DIR / "users.json").read_bytes(),
        "projects.json": (CLAUDE_DIR / "projects.json").read_bytes(),
    })
    report = ingest(vault, "claude-export", export)
    assert report["skipped"] == 0
    script = b"#!/bin/sh\nexport GITHUB_TOKEN=[REDACTED:github]\n"
    csv = artifact(FEEDING_LOG, "csv")
    assert artifact_files(vault) == {csv: FEEDING_LOG, artifact(script, "sh"): script}

    text = note_with(vault, "claude-export", "Bolota's feeding log").read_text(encoding="utf-8")
    assert f"> [[{csv}|bolota-feeding-log.csv]]\n" in text
    assert "> [!attachment] crumb-sunday.jpg · image/jpeg · not in the export %%" in text
    assert FAKE_TOKEN not in text
    back = parse(text)
    expected = {c.id: c for c in scan("claude-export", export)}
    assert back == expected[back.id]
    assert [(a.name, a.missing) for a in back.messages[0].attachments] == [
        ("bolota-feeding-log.csv", None), ("deploy.sh", None),
        ("crumb-sunday.jpg", "not in the export")]

    again = ingest(vault, "claude-export", export)
    assert again["written"] == 0 and again["commit"] is None


def test_pasted_text_is_searched_and_distilled(vault: Path, tmp_path: Path,
                                               chat_server: Any) -> None:
    """A pasted file lives in its artifact, yet search finds it and the model reads it."""
    convs = json.loads((CLAUDE_DIR / "conversations.json").read_text(encoding="utf-8"))
    log = next(c for c in convs if c["name"] == "Starter peaking late")
    rows = "".join(f"2026-12-{d:02d},21:00,1:5:5,{15 + d % 4},{80 + d},{9 + d / 4}\n"
                   for d in range(1, 31))
    log["chat_messages"][0]["attachments"] = [
        {"file_name": "bolota-feeding-log.csv", "file_type": "text/csv",
         "file_size": 3000, "extracted_content": "date,time,ratio,kitchen_c,rise_pct,"
                                                 "peak_hours\n" + rows * 3}]
    export = tmp_path / "claude"
    export.mkdir()
    (export / "conversations.json").write_text(json.dumps(convs), encoding="utf-8")
    for name in ("users.json", "projects.json"):
        (export / name).write_bytes((CLAUDE_DIR / name).read_bytes())
    ingest(vault, "claude-export", export)
    musubi("--vault", str(vault), "reindex")
    hits = json.loads(musubi("--vault", str(vault), "search", "--json", "--mode", "fast",
                             "--limit", "3", "ratio kitchen_c rise_pct peak_hours").stdout)
    assert any("peak_hours" in h["text"] for h in hits)
    musubi("--vault", str(vault), "distill", "--redo", "--model", "openai/test",
           "--api-base", chat_server.url)
    prompts = [json.dumps(b["messages"]) for b in chat_server.requests]
    assert any("[attached bolota-feeding-log.csv]" in p and "peak_hours" in p
               for p in prompts)


# ---------------------------------------------------------------- the real ChatGPT fixture


@pytest.mark.shared
def test_real_chatgpt_fixture_attachment(fixtures: Path, vault: Path, tmp_path: Path) -> None:
    """The real 2025 conversation names one uploaded JPEG. The fixtures hold no binaries (only
    conversations.json content was published), so read alone it is a placeholder; zipped with
    a stand-in file under the export's naming, its bytes land as the artifact."""
    source = fixtures / "chatgpt-export" / "echomine_002_with_images.json"
    name = "BE5F438F-8A64-4D2D-A395-F81569CBD555.jpeg"
    [conv] = scan("chatgpt-export", source)
    assert conv.messages[0].text == "Interpret this painting"
    assert conv.messages[0].attachments == [Attachment(
        name=name, media_type="image/jpeg", size=640100, missing="not in the export")]
    assert not list(source.parent.glob("file*")), "fixtures now hold uploads: test them for real"

    stand_in = b"\xff\xd8\xff\xe0" + bytes(range(256)) * 4 + b"\xff\xd9"
    export = make_zip(tmp_path / "chatgpt-export.zip", {
        "conversations.json": f"[{source.read_text(encoding='utf-8')}]",
        "message_feedback.json": "[]",
        f"file-6y9faxjcnXrzx8UTUQepS7-{name}": stand_in,
    })
    ingest(vault, "chatgpt-export", export)
    jpeg = artifact(stand_in, "jpeg")
    assert artifact_files(vault) == {jpeg: stand_in}
    text = note_with(vault, "chatgpt-export", "Interpret this painting").read_text(
        encoding="utf-8")
    assert re.search(rf"> \[!attachment\] {re.escape(name)} · image/jpeg · 1\.0 KB %%", text)
    assert f"> ![[{jpeg}]]\n" in text
    assert parse(text).messages[0].attachments[0].sha256 == sha(stand_in)
