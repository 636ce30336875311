"""A conversation note a person moves anywhere in the vault stays that conversation, every job
that writes notes leaves the search index in step, and no reader follows a symlink out of the
vault. One library, built the way the README tells a newcomer to (`musubi ingest`, `musubi
distill`, `musubi topics build`) with the index on, then changed as a person changes it in
Obsidian; driven through the real `musubi` command and a real MCP client over stdio."""

from __future__ import annotations

import asyncio
import contextlib
import json
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import isolate_home, musubi
from mcp_helpers import error_text, result_json, stdio_client

from musubi_daemon.config import load_config
from musubi_daemon.knowledge.library import episode_id

CODEX_ID = "7d3f9a10-2b4c-4e8a-9f61-3c5d7e9b1a24"
CONVERSATION = f"codex:{CODEX_ID}"
DECISION = "We settled on GPX 1.1 for the trail export."
LOOP = "TODO: write the KML fallback for old devices"
GROWN = "The export also needs a waypoint list for the printed map."
# The word that is only in files outside the vault, which no reader may bring in.
OUTSIDE = "Quokkaville"
LEAKED = "codex:quokka-0001"


def _line(kind: str, role: str, text: str) -> str:
    part = "input_text" if role == "user" else "output_text"
    return json.dumps({"type": kind, "role": role, "content": [{"type": part, "text": text}]})


def _codex(home: Path, grown: bool = False) -> None:
    """A Codex CLI session (the legacy rollout format) with a decision and an open loop;
    ``grown``: the same session, gone on since."""
    turns = [("user", "Add a GPX export button to the trail page."),
             ("assistant", "The GPX export button on the trail page calls toGpx() and "
                           "downloads the file."),
             ("user", f"{DECISION} {LOOP}. The export button works now.")]
    if grown:
        turns += [("user", "What else does the export need?"), ("assistant", GROWN)]
    lines = [json.dumps({"id": CODEX_ID, "timestamp": "2025-06-02T18:40:11.512Z",
                         "instructions": "Use pnpm."}), json.dumps({"record_type": "state"})]
    lines += [_line("message", role, text) for role, text in turns]
    folder = home / ".codex" / "sessions"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"rollout-2025-06-02-{CODEX_ID}.jsonl").write_text(
        "\n".join(lines) + "\n", encoding="utf-8")


def _claude(home: Path) -> None:
    sid = "a11ce000-0000-4000-8000-000000000001"
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user("The elevation chart is blank for long trails. Why?")
    s.assistant("The chart drops every trail over 5,000 points: downsample them instead.")
    s.write()


def _run(coro: Any, timeout: float = 300) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def _hits(*args: str) -> list[dict[str, Any]]:
    return list(json.loads(musubi("search", "--json", *args).stdout))


def _ids(vault: Path) -> list[str]:
    """The path of every file of the vault holding the Codex conversation's id."""
    return sorted(p.relative_to(vault).as_posix() for p in vault.rglob("*.md")
                  if ".git" not in p.parts and not p.is_symlink()
                  and f"musubi_id: {CONVERSATION}\n" in p.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory, model_dir: Path) -> Iterator[Any]:
    """The README's newcomer path, with the index on (its default): ingest, distill, topics
    build, and nothing after it."""
    tmp = tmp_path_factory.mktemp("moved")
    home = tmp / "home"
    home.mkdir()
    with pytest.MonkeyPatch.context() as mp:
        isolate_home(mp, home, model_dir)
        for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
            subprocess.run(["git", "config", "--global", key, value], check=True)
        _codex(home)
        _claude(home)
        vault = tmp / "vault"
        musubi("init", str(vault))
        musubi("ingest")
        musubi("distill", "--only-heuristic")
        musubi("topics", "build", "--only-heuristic")
        yield SimpleNamespace(home=home, vault=vault, tmp=tmp)


def test_the_newcomer_path_leaves_the_index_in_step(world: Any) -> None:
    """`topics build` wrote pages and linked every note to one: all of it searchable at
    once, and the doctor finds the index as the vault is."""
    topics = _hits("--kind", "topic", "GPX export button")
    assert topics and all(h["kind"] == "topic" for h in topics)
    assert all(h["note_path"].startswith("Musubi/topics/") for h in topics)
    doctor = musubi("doctor", "--json", check=False)
    report = json.loads(doctor.stdout)
    assert doctor.returncode == 0 and report["problems"] == 0, report["findings"]


@pytest.fixture(scope="module")
def moved(world: Any) -> Any:
    """The Codex conversation's note moved to Work/ in Obsidian, then the next ingest."""
    vault = world.vault
    [old] = _ids(vault)
    rel = f"Work/{Path(old).name}"
    (vault / "Work").mkdir()
    (vault / old).rename(vault / rel)
    report = json.loads(musubi("ingest", "--json").stdout)
    return SimpleNamespace(**vars(world), rel=rel, stem=rel.removesuffix(".md"), ingest=report)


def test_a_moved_conversation_is_searched_as_that_conversation(moved: Any) -> None:
    hits = [h for h in _hits("--source", "codex", "GPX export button trail page")
            if h["note_path"] == moved.rel]
    assert hits, "the moved note is found under its own source"
    assert {h["role"] for h in hits} >= {"user", "assistant"}
    assert all(h["kind"] == "conversation" and h["conversation_id"] == CONVERSATION
               for h in hits)
    assert any(h["link"].startswith(f"[[{moved.stem}#^m-") for h in hits)
    assert moved.rel in {h["note_path"] for h in _hits("--kind", "conversation", "GPX export")}
    # Never a note of the person's: not ingested as one, not searched as one.
    assert moved.ingest["sources"]["obsidian"]["added"] == 0
    assert moved.rel not in {h["note_path"] for h in _hits("--source", "obsidian", "GPX export")}


def test_roll_ups_and_mcp_read_the_moved_conversation(moved: Any) -> None:
    decisions = json.loads(musubi("decisions", "--json").stdout)
    loops = json.loads(musubi("loops", "--json").stdout)
    assert [i["text"] for i in decisions if i["note"] == moved.rel] == [DECISION.rstrip(".")]
    assert [i["note"] for i in loops if "KML fallback" in i["text"]] == [moved.rel]

    async def calls() -> tuple[Any, Any]:
        async with stdio_client(moved.vault) as client:
            found = await client.call_tool("search_conversations",
                                           {"query": "GPX export button", "source": "codex"})
            dossier = await client.call_tool("get_dossier", {"name": "KML"})
            return result_json(found), result_json(dossier)

    found, dossier = _run(calls())
    assert f"[[{moved.stem}#^m-" in json.dumps(found)
    assert [i["conversation_id"] for i in dossier["open_loops"]] == [CONVERSATION]


def test_the_grown_session_goes_on_in_the_moved_note(moved: Any) -> None:
    _codex(moved.home, grown=True)
    report = json.loads(musubi("ingest", "--source", "codex", "--json").stdout)
    assert report["sources"]["codex"]["updated"] == 1
    assert report["sources"]["codex"]["added"] == 0
    assert _ids(moved.vault) == [moved.rel]  # no second note
    assert GROWN in (moved.vault / moved.rel).read_text(encoding="utf-8")
    hits = _hits("--source", "codex", "waypoint list printed map")
    assert any(h["note_path"] == moved.rel and h["role"] == "assistant" for h in hits)


def _indexed_as(vault: Path, rel: str, set_to: str | None = None) -> str:
    """The kind the index holds a note as; ``set_to``: first make it that, as an index left
    by an older Musubi holds it."""
    keyword = load_config(vault).cache_dir / "index" / "keyword.sqlite"
    with contextlib.closing(sqlite3.connect(keyword)) as db, db:
        if set_to is not None:
            db.execute("UPDATE files SET kind=? WHERE path=?", (set_to, rel))
        return str(db.execute("SELECT kind FROM files WHERE path=?", (rel,)).fetchone()[0])


def test_doctor_mends_a_moved_note_an_older_musubi_indexed_as_the_persons(moved: Any) -> None:
    """An index made before Musubi told its notes from the person's by their id holds the
    moved note as a note of hers; the note never changes again, so no sync would read it."""
    assert _indexed_as(moved.vault, moved.rel, set_to="note") == "note"
    report = json.loads(musubi("doctor", "--json", check=False).stdout)
    said = [f for f in report["findings"] if f["check"] == "index"]
    assert [(f["path"], f["severity"], f["repairable"]) for f in said] == [
        (moved.rel, "problem", True)] and "musubi_id makes it a conversation" in said[0]["what"]
    repaired = musubi("doctor", "--repair", "--json", check=False)
    assert json.loads(repaired.stdout)["problems"] == 0, repaired.stdout
    assert _indexed_as(moved.vault, moved.rel) == "conversation"


def _outside(world: Any, name: str, text: str) -> Path:
    path = world.tmp / "outside" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_notes_symlinked_from_outside_the_vault_are_never_read(moved: Any) -> None:
    """A sync or a plugin can leave a symlink in the vault: the readers that list notes
    (roll-ups, topics, concepts, captures, ask, finding a note by id) skip one that leads out,
    and what it points at never reaches an answer."""
    vault = moved.vault
    note = vault / moved.rel
    real = note.read_text(encoding="utf-8")
    # A copy of the moved note outside the vault, saying other things, in its place.
    note.unlink()
    note.symlink_to(_outside(moved, "moved.md", real.replace(
        "## Summary\n\n", f"## Summary\n\n{OUTSIDE} holds the export. ")))
    # Another conversation, a topic page, a concept and a capture that live outside.
    leaked = real.replace(CONVERSATION, LEAKED).replace("GPX 1.1", OUTSIDE)
    (vault / "Musubi/conversations/codex/leak.md").symlink_to(_outside(moved, "c.md", leaked))
    (vault / "Musubi/topics" / f"{OUTSIDE}.md").symlink_to(_outside(
        moved, "t.md", f"---\nmusubi_id: topic:quokkaville\ntype: topic\n---\n# {OUTSIDE}\n"))
    (vault / "Musubi/concepts").mkdir(exist_ok=True)
    (vault / "Musubi/concepts/q.md").symlink_to(_outside(
        moved, "k.md", f"---\nmusubi_id: concept:q\ntype: concept\ntitle: {OUTSIDE}\n---\n"
                       f"# {OUTSIDE}\n\n{OUTSIDE} is where the tiles live.\n"))
    said = f"{OUTSIDE} keeps the spare tiles"
    (vault / "Musubi/episodes").mkdir(exist_ok=True)
    (vault / "Musubi/episodes/e.md").symlink_to(_outside(
        moved, "e.md", f"---\nmusubi_id: {episode_id(said)}\ntype: episode\n"
                       f"title: {OUTSIDE}\nstate: provisional\n---\n{said}\n"))

    # First, while the index still holds the moved note as it was (ask does not sync it).
    ask = musubi("ask", "--only-heuristic", "--json", "GPX export button trail page").stdout
    assert moved.rel in ask and OUTSIDE not in ask
    decisions = musubi("decisions", "--json").stdout
    topics = musubi("topics", "list", "--json").stdout
    concepts = musubi("concepts", "--json").stdout
    assert OUTSIDE not in decisions + topics + concepts
    remembered = json.loads(musubi("remember", "--json", said).stdout)
    assert remembered["created"] is True, "a capture outside the vault is not reinforced"

    async def calls() -> tuple[Any, Any]:
        async with stdio_client(vault) as client:
            read = await client.call_tool("read_conversation", {"id": LEAKED})
            dossier = await client.call_tool("get_dossier", {"name": "Quokkaville"})
            return read, dossier

    read, dossier = _run(calls())
    assert "not found in the vault" in error_text(read)  # its id was never read from outside
    data = result_json(dossier)
    assert not data["decisions"] and not data["concepts"] and not data["topics"]
    # Only the capture just made in the vault, never its namesake outside.
    assert [c["note"] for c in data["conversations"]] == [remembered["note"]]
    shutil.rmtree(moved.tmp / "outside")
