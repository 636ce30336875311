"""A path Musubi reads because a note names it stays inside its folder: a tool output's stored
``artifact`` inside ``Musubi/artifacts/``, a note inside the vault. Anyone who can write one
line into a synced or shared vault could otherwise have Musubi read (and serve over MCP, or
copy into the vault and commit) any file of the machine. The helper on a real folder with real
symlinks, then through the real ``musubi`` command and a real MCP client over stdio."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi
from hypothesis import given, settings
from hypothesis import strategies as st
from mcp_helpers import error_text, result_json, stdio_client

from musubi_daemon.config import LARGE_OUTPUT_CHARS, load_config

SID = "c0de0000-0000-4000-8000-000000000001"
OTHER_SID = "f00d0000-0000-4000-8000-000000000002"
SECRET = "root:x:0:0:the token is OWL-7731"
ARTIFACTS = "Musubi/artifacts"
ARTIFACT_META = re.compile(r'"artifact": "[^"]*"')


# -- a world on disk for the helper ------------------------------------------------------------

def _world(root: Path) -> tuple[Path, Path]:
    """(vault, secret file outside it): an artifact Musubi wrote, and symlinks a sync could
    have put in the vault, to a file and to a folder outside and to a note elsewhere inside."""
    vault, outside = root / "vault", root / "outside"
    shard = vault / ARTIFACTS / "ab"
    shard.mkdir(parents=True)
    (outside / "dir").mkdir(parents=True)
    secret = outside / "secret.md"
    secret.write_text(SECRET, encoding="utf-8")
    (outside / "dir" / "inner.txt").write_text(SECRET, encoding="utf-8")
    (shard / "ab12.txt").write_text("the whole tool output", encoding="utf-8")
    (shard / "to-file.txt").symlink_to(secret)
    (shard / "to-dir").symlink_to(outside / "dir", target_is_directory=True)
    (vault / "Notes").mkdir()
    (vault / "Notes" / "mine.md").write_text("a note of the person's", encoding="utf-8")
    (shard / "to-note.txt").symlink_to(vault / "Notes" / "mine.md")  # inside the vault only
    (shard / "same.txt").symlink_to(shard / "ab12.txt")  # inside the folder: fine
    (shard / "loop.txt").symlink_to(shard / "loop.txt")
    return vault, secret


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return _world(tmp_path_factory.mktemp("contained"))


def _refusal(vault: Path, path: object) -> str:
    from musubi_daemon.vault.contained import Outside, contained

    with pytest.raises(Outside) as e:
        contained(vault, path, ARTIFACTS)
    return e.value.reason


def test_an_artifact_musubi_wrote_is_read(world: tuple[Path, Path]) -> None:
    from musubi_daemon.vault.contained import artifact_reader, contained

    vault, _ = world
    path = contained(vault, f"{ARTIFACTS}/ab/ab12.txt", ARTIFACTS)
    assert path == (vault / ARTIFACTS / "ab" / "ab12.txt").resolve()
    assert contained(vault, f"{ARTIFACTS}/ab/same.txt", ARTIFACTS) == path
    read = artifact_reader(vault, "Musubi")
    assert read(f"{ARTIFACTS}/ab/ab12.txt") == "the whole tool output"
    assert read(f"{ARTIFACTS}/ab/never-written.txt") is None  # missing, nothing refused


@pytest.mark.parametrize("path", ["/etc/passwd", "{secret}", "C:/Windows/win.ini",
                                  "//etc/passwd"])
def test_absolute_paths_are_refused(world: tuple[Path, Path], path: str) -> None:
    vault, secret = world
    assert "absolute" in _refusal(vault, path.format(secret=secret))


@pytest.mark.parametrize("path", ["../outside/secret.md", f"{ARTIFACTS}/../../../outside/secret.md",
                                  f"{ARTIFACTS}/ab/../../../../outside/secret.md", ".."])
def test_climbing_out_with_dotdot_is_refused(world: tuple[Path, Path], path: str) -> None:
    vault, _ = world
    assert ".." in _refusal(vault, path)


@pytest.mark.parametrize(("path", "why"), [
    (f"{ARTIFACTS}/%2e%2e/%2e%2e/%2e%2e/outside/secret.md", "percent"),
    (f"{ARTIFACTS}/%2E%2E%2F%2E%2E%2Fsecret.md", "percent"),
    (f"{ARTIFACTS}/ab\\..\\..\\..\\..\\outside\\secret.md", "backslash"),
    (f"{ARTIFACTS}/ab/ab12.txt\x00.png", "NUL"),
    (f"{ARTIFACTS}/~/.ssh/id_ed25519", "~"),
    (f"{ARTIFACTS}/\uff0e\uff0e\uff0f\uff0e\uff0e\uff0fsecret.md", "stands for another"),
    (f"{ARTIFACTS}/ab/ab12.txt\n", "control"),
    (json.loads('"Musubi/artifacts/ab/\\ud800.txt"'), "surrogate"),
    ("%2e%2e/outside/secret.md", "not inside"),
    ("~/.cache/musubi/token", "not inside"),
    ("Notes/mine.md", "not inside"),
    (f"{ARTIFACTS}//ab/ab12.txt", "plain"),
    ("", "empty"),
    (["Musubi", "artifacts"], "not a text path"),
    (7, "not a text path"),
])
def test_encoded_and_odd_forms_are_refused(world: tuple[Path, Path], path: object,
                                           why: str) -> None:
    vault, _ = world
    assert why in _refusal(vault, path)


@pytest.mark.parametrize("path", ["ab/to-file.txt", "ab/to-dir/inner.txt", "ab/to-note.txt"])
def test_a_symlink_out_of_the_folder_is_refused(world: tuple[Path, Path], path: str) -> None:
    vault, _ = world
    assert _refusal(vault, f"{ARTIFACTS}/{path}") == f"a symlink leads outside {ARTIFACTS}/"


def test_a_symlinked_artifacts_folder_that_leads_out_of_the_vault_is_refused(
        tmp_path: Path) -> None:
    """A git pull can carry a symlink: ``Musubi/artifacts -> /`` must not open the machine."""
    vault, _ = _world(tmp_path)
    shutil.rmtree(vault / ARTIFACTS)
    (vault / ARTIFACTS).symlink_to(tmp_path / "outside", target_is_directory=True)
    assert _refusal(vault, f"{ARTIFACTS}/secret.md") == \
        f"{ARTIFACTS}/ is a symlink that leads outside the vault"


def test_a_symlink_loop_is_refused_not_raised(world: tuple[Path, Path]) -> None:
    vault, _ = world
    assert "cannot be resolved" in _refusal(vault, f"{ARTIFACTS}/ab/loop.txt")


def test_a_listed_name_is_only_checked_for_where_it_leads(world: tuple[Path, Path]) -> None:
    """A note's own file name may hold ``%`` or ``~``; a symlink out is refused all the same."""
    from musubi_daemon.vault.contained import contained, contained_or_none, outside_root

    vault, _ = world
    (vault / "Notes" / "50% off ~draft.md").write_text("mine", encoding="utf-8")
    assert contained(vault, "Notes/50% off ~draft.md", listed=True).name == "50% off ~draft.md"
    assert contained_or_none(vault, f"{ARTIFACTS}/ab/to-file.txt", listed=True) is None
    assert contained_or_none(vault, "../outside/secret.md", listed=True) is None
    assert outside_root(vault, vault / ARTIFACTS / "ab" / "to-file.txt") is not None
    assert outside_root(vault, vault / ARTIFACTS / "ab" / "to-note.txt") is None
    assert outside_root(vault, vault / "Notes" / "mine.md") is None


# Pieces of paths a hostile note might try, and whole strings of anything.
_PIECES = st.sampled_from(["..", ".", "", "ab", "to-dir", "to-file.txt", "to-note.txt",
                           "same.txt", "ab12.txt", "inner.txt", "Musubi", "artifacts",
                           "outside", "secret.md", "%2e%2e", "%2f", "~", "\\..", "\x00",
                           "\uff0e\uff0e", "/", "C:", "Notes", "mine.md"])
_PATHS = st.one_of(
    st.lists(_PIECES, max_size=8).map("/".join),
    st.lists(_PIECES, max_size=6).map(lambda p: f"{ARTIFACTS}/" + "/".join(p)),
    st.text(st.characters(blacklist_categories=()), max_size=40),
)


@settings(max_examples=400, deadline=None)
@given(path=_PATHS)
def test_whatever_a_note_says_the_result_is_none_or_inside_the_folder(
        world: tuple[Path, Path], path: str) -> None:
    from musubi_daemon.vault.contained import artifact_reader, contained_or_none

    vault, _ = world
    found = contained_or_none(vault, path, ARTIFACTS)
    if found is not None:
        assert found == found.resolve()
        assert found.is_relative_to((vault / ARTIFACTS).resolve())
    assert artifact_reader(vault, "Musubi")(path) != SECRET


# -- through the real command and a real MCP client ---------------------------------------------

def _chat(home: Path, sid: str = SID, *, tools: int = 1, forgot: bool = False) -> None:
    """A Claude Code session with ``tools`` outputs long enough to be stored whole as
    artifacts; ``forgot``: the session file lost them since, and went on."""
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user("List every file of the repository, one folder at a time")
    for i in range(tools):
        if forgot:
            s.n += 2  # the lines are gone; the messages after keep their ids
        else:
            s.tool("Bash", f"ls -R /srv/{i}", f"{i}" * (LARGE_OUTPUT_CHARS + 500))
    s.assistant("That is every file.")
    if forgot:
        s.user("Thanks, now the tests please")
    s.write()


def _note(vault: Path, sid: str = SID) -> Path:
    (path,) = [p for p in (vault / "Musubi" / "conversations").rglob("*.md")
               if f"{sid}.jsonl" in p.read_text(encoding="utf-8")]
    return path


def _secret(tmp_path: Path) -> Path:
    """A file beside the vault (``tmp_path / "vault"``) that no note may bring in."""
    path = tmp_path / "outside" / "secret.md"
    path.parent.mkdir(exist_ok=True)
    path.write_text(SECRET + "\n", encoding="utf-8")
    return path


def _tamper(vault: Path, *paths: str) -> str:
    """Point the note's stored tool outputs, in order, at ``paths``, as one line written into
    a synced vault would; committed as the person's edit. The note's vault path."""
    note = _note(vault)
    text = note.read_text(encoding="utf-8")
    assert len(ARTIFACT_META.findall(text)) == len(paths)
    given = iter(paths)
    note.write_text(ARTIFACT_META.sub(lambda _: f'"artifact": {json.dumps(next(given))}', text),
                    encoding="utf-8")
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "an edit that came with a sync")
    return note.relative_to(vault).as_posix()


def _vault_text(vault: Path) -> str:
    """Every file of the vault and every version git holds of one."""
    files = [p.read_text(encoding="utf-8", errors="replace") for p in vault.rglob("*")
             if p.is_file() and ".git" not in p.relative_to(vault).parts]
    return "\n".join(files) + git(vault, "log", "-p", "--all")


def test_doctor_reports_a_note_whose_artifact_leads_out_of_its_folder(
        home: Path, vault: Path, tmp_path: Path) -> None:
    _chat(home, tools=3)
    musubi("ingest", "--source", "claude-code")
    secret = _secret(tmp_path)
    rel = _tamper(vault, str(secret), "../outside/secret.md",
                  f"{ARTIFACTS}/%2e%2e/%2e%2e/%2e%2e/outside/secret.md")

    proc = musubi("doctor", "--json", check=False)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    report = json.loads(proc.stdout)
    found = [f for f in report["findings"] if f["check"] == "artifact-path"]
    assert [(f["path"], f["severity"]) for f in found] == [(rel, "problem")] * 3
    reasons = " | ".join(f["what"] for f in found)
    assert "an absolute path" in reasons and "climbs out with .." in reasons
    assert "percent-encoded" in reasons and "Musubi/artifacts/" in reasons
    assert SECRET not in proc.stdout


def test_ingest_never_copies_a_file_a_note_points_at_into_the_vault(
        home: Path, vault: Path, tmp_path: Path) -> None:
    """On a fresh cache (a new machine, the cache rebuilt) ingest starts from the note, and
    a message its source forgot is kept from the vault: read through a tampered artifact, the
    file outside used to be written into the note and committed."""
    _chat(home)
    musubi("ingest", "--source", "claude-code")
    _tamper(vault, str(_secret(tmp_path)))
    shutil.rmtree(load_config(vault).cache_dir)
    _chat(home, forgot=True)
    musubi("ingest", "--source", "claude-code")

    assert "Thanks, now the tests please" in _note(vault).read_text(encoding="utf-8")
    assert "OWL-7731" not in _vault_text(vault)


def test_obsidian_ingest_skips_symlinks_that_lead_out_of_the_vault(
        home: Path, vault: Path, tmp_path: Path) -> None:
    secret = _secret(tmp_path)
    (secret.parent / "dir").mkdir()
    (secret.parent / "dir" / "inner.md").write_text(SECRET + "\n", encoding="utf-8")
    (vault / "Notes").mkdir()
    (vault / "Notes" / "Map tiles.md").write_text("Keep the tiles in one SQLite file.\n",
                                                  encoding="utf-8")
    (vault / "Notes" / "leak.md").symlink_to(secret)
    (vault / "linked").symlink_to(secret.parent / "dir", target_is_directory=True)

    proc = musubi("ingest", "--source", "obsidian", "--json")
    report = json.loads(proc.stdout)["sources"]["obsidian"]
    skipped = {Path(s["path"]).relative_to(vault).as_posix(): s["reason"]
               for s in report["skipped"]}
    assert skipped == {"Notes/leak.md": "note not read: a symlink leads outside the vault",
                       "linked": "folder not read: a symlink leads outside the vault"}
    assert report["added"] == 1  # the person's own note is read as ever
    assert "OWL-7731" not in proc.stdout


def _run(coro: Any, timeout: float = 300) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def test_read_conversation_over_mcp_never_returns_a_file_outside_the_vault(
        home: Path, vault: Path, tmp_path: Path) -> None:
    _chat(home, tools=2)
    _chat(home, OTHER_SID)
    musubi("ingest", "--source", "claude-code")
    secret = _secret(tmp_path)
    _tamper(vault, str(secret), "../outside/secret.md")
    # The other note's file swapped for a symlink to a copy outside the vault that says more.
    other = _note(vault, OTHER_SID)
    copy = secret.parent / "copy.md"
    copy.write_text(other.read_text(encoding="utf-8").replace(
        "That is every file.", SECRET), encoding="utf-8")
    other.unlink()
    other.symlink_to(copy)

    async def calls() -> tuple[Any, Any]:
        async with stdio_client(vault) as client:
            read = await client.call_tool("read_conversation", {"id": f"claude-code:{SID}"})
            swapped = await client.call_tool("read_conversation",
                                             {"id": f"claude-code:{OTHER_SID}"})
            return read, swapped

    read, swapped = _run(calls())
    data = result_json(read)
    assert "OWL-7731" not in json.dumps(data)
    tools = [m["text"] for m in data["messages"] if m["role"] == "tool"]
    # A refused artifact reads as missing: each message keeps the preview its callout holds.
    assert len(tools) == 2 and all(t.startswith(str(i) * 1000) for i, t in enumerate(tools))
    said = error_text(swapped)
    assert "symlink leads outside the vault" in said and "OWL-7731" not in said
