"""`musubi hooks` for Claude Code: Musubi's entries go into a person's settings.json and come out
again leaving every byte of theirs as it was; the installed commands brief a session and ingest
it, run through a shell as Claude Code runs them."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import time
from pathlib import Path
from typing import Any

import forkserver
import pytest
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.config import HOOK_START_TIMEOUT_S
from musubi_daemon.hooks import settings as cc
from musubi_daemon.hooks.splice import SettingsError, add, strip

VAULT = Path("/vaults/ana")
EVENTS = ("SessionStart", "SessionEnd", "PreCompact")

# -- the splice, over settings written every way a person or a tool writes JSON ----------------

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=8)
theirs = st.fixed_dictionaries({"hooks": st.lists(st.fixed_dictionaries(
    {"type": st.just("command"), "command": st.sampled_from(["echo hi", "./lint.sh"])}),
    max_size=2)}, optional={"matcher": st.sampled_from(["", "Bash", "startup"])})
hook_maps = st.dictionaries(st.sampled_from([*EVENTS, "PreToolUse", "Stop"]),
                            st.lists(theirs, max_size=2), max_size=4)
settings_objects = st.dictionaries(
    st.sampled_from(["model", "permissions", "env", "statusLine", "x", "é"]), values,
    max_size=4).flatmap(lambda d: st.one_of(
        st.just(d), hook_maps.map(lambda h: {**d, "hooks": h})))
spaces = st.text(alphabet=" \t\n\r", max_size=3).map(lambda s: s.replace("\r", "\r\n"))


@st.composite
def rendered(draw: Any, value: Any) -> str:
    """``value`` as JSON with whitespace drawn between every two tokens."""
    if isinstance(value, dict):
        parts = [draw(spaces) + json.dumps(k) + draw(spaces) + ":" + draw(rendered(v))
                 for k, v in value.items()]
        return draw(spaces) + "{" + ",".join(parts) + draw(spaces) + "}" + draw(spaces)
    if isinstance(value, list):
        parts = [draw(rendered(v)) for v in value]
        return draw(spaces) + "[" + ",".join(parts) + draw(spaces) + "]" + draw(spaces)
    return draw(spaces) + json.dumps(value, ensure_ascii=draw(st.booleans())) + draw(spaces)


@st.composite
def settings_texts(draw: Any) -> tuple[Any, str]:
    value = draw(settings_objects)
    style = draw(st.sampled_from(["drawn", "indent", "crlf", "compact"]))
    if style == "drawn":
        return value, draw(rendered(value))
    text = json.dumps(value, indent=None if style == "compact" else draw(
        st.sampled_from([1, 2, 4, "\t"])))
    text += draw(st.sampled_from(["", "\n"]))
    return value, text.replace("\n", "\r\n") if style == "crlf" else text


def with_musubi(value: dict[str, Any], vault: Path) -> dict[str, Any]:
    hooks = dict(value.get("hooks", {}))
    for event, group in cc.entries(vault).items():
        hooks[event] = [*hooks.get(event, []), group]
    return {**value, "hooks": hooks}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(settings_texts())
def test_install_then_uninstall_gives_back_every_byte(case: tuple[Any, str]) -> None:
    value, text = case
    installed = add(text, cc.entries(VAULT), cc.ours)
    assert json.loads(installed) == with_musubi(value, VAULT)
    assert add(installed, cc.entries(VAULT), cc.ours) == installed  # twice: no change
    assert strip(installed, cc.ours) == text


@settings(max_examples=100, deadline=None)
@given(settings_texts(), st.text(alphabet="abc", min_size=1, max_size=5))
def test_what_the_person_changed_after_install_stays_when_musubi_leaves(
        case: tuple[Any, str], word: str) -> None:
    value, text = case
    installed = add(text, cc.entries(VAULT), cc.ours)
    edited = installed.replace("{", f'{{"{word}": 1,', 1)
    left = strip(edited, cc.ours)
    assert left is not None
    assert json.loads(left) == {word: 1, **value}


def test_an_older_musubi_entry_is_replaced_not_added_beside() -> None:
    old = add('{"model": "opus"}\n', cc.entries(Path("/old/vault")), cc.ours)
    new = add(old, cc.entries(VAULT), cc.ours)
    assert json.loads(new) == with_musubi({"model": "opus"}, VAULT)
    assert strip(new, cc.ours) == '{"model": "opus"}\n'


# -- the command, on real files -----------------------------------------------------------------

def install(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return musubi("hooks", "install", "claude-code", *args, check=check)


def uninstall(*args: str) -> subprocess.CompletedProcess[str]:
    return musubi("hooks", "uninstall", "claude-code", *args)


ORIGINALS = {
    "their hooks, odd indents": '{\n   "model":"opus" ,\n "hooks" : {\n\t"SessionStart": [ {'
                                '"hooks": [{"type": "command", "command": "echo hi"}]} ],\n'
                                '   "Stop": []\n }\n}\n',
    "crlf, no final newline": '{\r\n    "env": {"A": "1"}\r\n}',
    "empty object": "{}",
}


@pytest.mark.parametrize("name", ORIGINALS)
def test_install_then_uninstall_leaves_the_settings_as_they_were(vault: Path, home: Path,
                                                                 name: str) -> None:
    path = home / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_bytes(ORIGINALS[name].encode())
    path.chmod(0o600)
    install()
    data = json.loads(path.read_bytes())
    assert [g["hooks"][0]["command"].split()[-1] for e in EVENTS for g in data["hooks"][e]
            if cc.ours(g)] == ["session-start", "session-end", "pre-compact"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert install().stdout.startswith("no change")
    uninstall()
    assert path.read_bytes() == ORIGINALS[name].encode()


def test_a_missing_settings_file_is_made_and_removed_again(vault: Path, home: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    config = home / "claude-config"
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(config))
    install()
    assert cc.ours(json.loads((config / "settings.json").read_text())["hooks"]["SessionEnd"][0])
    assert not (home / ".claude").exists()  # CLAUDE_CONFIG_DIR is where Claude Code reads
    uninstall()
    assert not (config / "settings.json").exists()


def test_a_project_gets_its_own_settings_and_dry_run_writes_nothing(vault: Path,
                                                                    tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    diff = install("--project", str(repo), "--dry-run").stdout
    assert diff.startswith("--- /dev/null") and '"SessionStart"' in diff
    assert not (repo / ".claude").exists()
    install("--project", str(repo))
    st_ = json.loads(musubi("hooks", "status", "claude-code", "--project", str(repo),
                            "--json").stdout)
    assert not st_["user"]["installed"]
    assert set(st_["project"]["events"]) == set(EVENTS)
    assert all(h["executable"] for h in st_["project"]["events"].values())
    text = musubi("hooks", "status", "claude-code", "--project", str(repo)).stdout
    assert "project: installed" in text and "user: not installed" in text


def test_settings_that_are_not_json_are_refused_untouched(vault: Path, home: Path) -> None:
    path = home / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_text('{"model": "opus",}\n')
    r = install(check=False)
    assert r.returncode == 2
    assert str(path) in r.stderr and "not valid JSON" in r.stderr
    assert path.read_text() == '{"model": "opus",}\n'
    with pytest.raises(SettingsError):
        add('{"hooks": []}', cc.entries(VAULT), cc.ours)


# -- the installed commands, run through a shell as Claude Code runs them -------------------------

def run_hook(settings_path: Path, event: str, stdin: dict[str, Any]
             ) -> subprocess.CompletedProcess[str]:
    [group] = [g for g in json.loads(settings_path.read_text())["hooks"][event] if cc.ours(g)]
    command = group["hooks"][0]["command"]
    env = {**os.environ, "MUSUBI_VAULT": "/nowhere"}  # the command names its own vault
    return subprocess.run(["sh", "-c", command], input=json.dumps(stdin), capture_output=True,
                          text=True, env=env, timeout=group["hooks"][0]["timeout"])


def committed_note_with(vault: Path, words: str, seconds: float = 60) -> Path:
    """The conversation note holding ``words`` once its commit is in: the hook hands the
    session to a detached process, so it lands a moment after the hook returns."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        notes = [n for n in (vault / "Musubi" / "conversations").rglob("*.md")
                 if words in n.read_text(encoding="utf-8")]
        if notes and git(vault, "status", "--porcelain") == "":
            return notes[0]
        time.sleep(0.2)
    raise AssertionError(f"no committed note holds {words!r} after {seconds} s")


def test_the_session_end_hook_ingests_that_session(vault: Path, home: Path,
                                                   tmp_path: Path) -> None:
    install()
    settings_path = home / ".claude" / "settings.json"
    [group] = [g for g in json.loads(settings_path.read_text())["hooks"]["SessionEnd"]
               if cc.ours(g)]
    # Claude Code gives the whole SessionEnd chain 1.5 s; run_hook holds the hook to it.
    assert group["hooks"][0]["timeout"] <= 1.5
    transcript = Session(project_dir(home) / "5f0c2a9e-1111-4000-8000-000000000001.jsonl",
                         "5f0c2a9e-1111-4000-8000-000000000001") \
        .user("Which map tiles should trailmap use offline?") \
        .assistant("Vector tiles from a local MBTiles file keep it working offline.").write()
    common = {"session_id": "5f0c2a9e-1111-4000-8000-000000000001",
              "transcript_path": str(transcript), "cwd": "/home/ana/src/trailmap"}
    r = run_hook(settings_path, "SessionEnd", {**common, "hook_event_name": "SessionEnd",
                                               "reason": "exit"})
    assert r.returncode == 0, r.stderr
    committed_note_with(vault, "MBTiles")
    r = run_hook(settings_path, "SessionStart", {**common, "hook_event_name": "SessionStart",
                                                 "source": "startup"})
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("Musubi has no open loops")  # nothing distilled yet


def test_a_briefing_marks_a_decision_its_conversation_went_back_on(vault: Path,
                                                                    home: Path) -> None:
    """The SessionStart briefing hands an agent the recent decisions: one the person took
    back ("dayjs", then "undo that, use date-fns") is marked superseded there, as `musubi
    decisions` marks it, never listed as what stands. A briefing kept by a Musubi that did
    not mark it is made again, not served until the next commit."""
    from musubi_daemon.config import load_config

    Session(project_dir(home) / "5f0c2a9e-4444-4000-8000-000000000004.jsonl",
            "5f0c2a9e-4444-4000-8000-000000000004") \
        .user("moment is 300kb in our bundle. replace it") \
        .assistant("Candidates:\n\n1. **date-fns**: functional, tree-shakeable\n"
                   "2. **dayjs**: almost the same API as moment, 2kb\n3. **Luxon**: "
                   "different API") \
        .user("dayjs, closest api") \
        .assistant("Converted billing/invoiceDates.ts. 23 calls use moment.tz, which needs "
                   "dayjs plugins.") \
        .user("undo that, use date-fns. we need date-fns-tz for the scheduler anyway") \
        .assistant("Reverted and installed date-fns.").write()
    musubi("ingest", "--source", "claude-code")
    musubi("distill", "--only-heuristic")
    text = musubi("context").stdout
    decided = [line for line in text.splitlines() if "dayjs" in line.lower()]
    assert decided and all("(superseded)" in line for line in decided), text
    [kept] = (load_config(vault).cache_dir / "briefings").glob("*.json")
    held = json.loads(kept.read_text())
    del held["format"]  # as a Musubi before the mark kept it
    held["briefing"]["text"] = "KEPT BEFORE THE MARK"
    kept.write_text(json.dumps(held))
    assert "KEPT BEFORE THE MARK" not in musubi("context").stdout


def test_a_kept_briefing_answers_until_the_vault_moves(vault: Path, home: Path) -> None:
    """A briefing is kept with the commit it was made at and served while HEAD names it (a
    library of 33,000 conversations took 3 s to brief from scratch); a commit makes it again,
    and the session-end work makes the next one ready at its own commit."""
    from musubi_daemon.config import load_config

    install()
    settings_path = home / ".claude" / "settings.json"
    start = {"cwd": "/home/ana/src/kiln", "hook_event_name": "SessionStart",
             "source": "startup"}
    first = run_hook(settings_path, "SessionStart", start)
    assert first.returncode == 0 and first.stdout, first.stderr
    [kept] = (load_config(vault).cache_dir / "briefings").glob("*.json")
    held = json.loads(kept.read_text())
    assert held["head"] == git(vault, "rev-parse", "HEAD").strip()
    # Served from what is kept while HEAD stays: a marked copy shows through.
    held["briefing"]["text"] = "KEPT BRIEFING"
    kept.write_text(json.dumps(held))
    assert run_hook(settings_path, "SessionStart", start).stdout.strip() == "KEPT BRIEFING"
    # A commit (any write of Musubi's) and the briefing is made anew.
    musubi("remember", "The kiln controller logs every 10 s")
    again = run_hook(settings_path, "SessionStart", start)
    assert again.returncode == 0 and "KEPT BRIEFING" not in again.stdout
    # A session's end: once its work is done, the briefing waits at the new commit.
    transcript = Session(project_dir(home) / "5f0c2a9e-3333-4000-8000-000000000003.jsonl",
                         "5f0c2a9e-3333-4000-8000-000000000003") \
        .user("Should the kiln log rotate daily?") \
        .assistant("Rotating daily keeps each kiln log small.").write()
    r = run_hook(settings_path, "SessionEnd", {"transcript_path": str(transcript),
                                               "cwd": start["cwd"],
                                               "hook_event_name": "SessionEnd"})
    assert r.returncode == 0, r.stderr
    committed_note_with(vault, "Rotating daily")
    deadline = time.monotonic() + 60
    while json.loads(kept.read_text())["head"] != git(vault, "rev-parse", "HEAD").strip():
        assert time.monotonic() < deadline, "the session-end work kept no new briefing"
        time.sleep(0.2)


def test_a_hook_that_meets_trouble_says_so_and_lets_the_session_go_on(vault: Path,
                                                                      home: Path) -> None:
    install()
    settings_path = home / ".claude" / "settings.json"
    r = run_hook(settings_path, "PreCompact", {"transcript_path": str(home / "gone.jsonl"),
                                               "hook_event_name": "PreCompact"})
    assert r.returncode == 0 and "gone.jsonl is not a file" in r.stderr and r.stdout == ""
    # A process of its own: the hook reads the agent's event from a real stdin.
    r = musubi("--vault", str(home / "no-vault"), "hooks", "run", "session-start", fresh=True)
    assert r.returncode == 0 and "no-vault" in r.stderr


def test_the_index_is_marked_behind_before_the_session_is_committed(
        vault: Path, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A search that sees the hook's note in git must also see that the index is behind it,
    or it answers from the index as it was: the mark used to be set a moment after the
    commit, and a search in between missed the session. A post-commit hook of the vault's
    reads the mark at the instant each commit lands, an ingest's and a distillation's."""
    import sys

    from musubi_daemon.config import load_config

    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "0")
    musubi("search", "anything")  # the index and its state exist from here on
    state = load_config(vault).cache_dir / "state.sqlite"
    seen = tmp_path / "mark at commit"
    hook = vault / ".git" / "hooks" / "post-commit"
    hook.write_text(
        f"#!/bin/sh\n{sys.executable} -c \"import sqlite3; r = sqlite3.connect({str(state)!r})"
        f".execute(\\\"SELECT value FROM meta WHERE key='index_behind'\\\").fetchone(); "
        f"open({str(seen)!r}, 'w').write(r[0] if r else 'none')\"\n", encoding="utf-8")
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR)
    Session(project_dir(home) / "5f0c2a9e-3333-4000-8000-000000000003.jsonl",
            "5f0c2a9e-3333-4000-8000-000000000003") \
        .user("Should the glaze test tiles go on the top shelf?") \
        .assistant("Yes: the top shelf runs hotter, as the glaze wants.").write()
    musubi("ingest", "--source", "claude-code")
    assert seen.read_text(encoding="utf-8") != "none"
    hits = json.loads(musubi("search", "glaze test tiles", "--json").stdout)
    assert any("glaze" in json.dumps(h).lower() for h in hits), hits
    seen.unlink()  # the search caught up and cleared the mark; a distillation sets it again
    musubi("distill", "--only-heuristic")
    assert seen.read_text(encoding="utf-8") != "none"


def test_a_session_ended_without_the_daemon_is_found_by_the_next_search(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No daemon, and an index that already exists: the session the hook ingested is found by
    the next `musubi search`, which brings the index up to date before it answers."""
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "0")  # the worker leaves the index behind
    musubi("search", "anything")  # the index exists from here on
    install()
    settings_path = home / ".claude" / "settings.json"
    transcript = Session(project_dir(home) / "5f0c2a9e-2222-4000-8000-000000000002.jsonl",
                         "5f0c2a9e-2222-4000-8000-000000000002") \
        .user("Should the kiln log use a ring buffer?") \
        .assistant("A ring buffer of 4096 readings keeps the kiln log bounded.").write()
    r = run_hook(settings_path, "SessionEnd", {"transcript_path": str(transcript),
                                               "hook_event_name": "SessionEnd"})
    assert r.returncode == 0, r.stderr
    committed_note_with(vault, "ring buffer")
    hits = json.loads(musubi("search", "kiln ring buffer", "--json").stdout)
    assert any("kiln" in json.dumps(h).lower() for h in hits), hits


def test_a_hook_whose_stdin_stays_open_still_answers(vault: Path, home: Path) -> None:
    """Some agent versions write the event and never close stdin: the hook reads the JSON
    object it was given and goes on, instead of waiting for an end that never comes."""
    proc = subprocess.Popen(forkserver.argv("hooks", "run", "session-start"),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    assert proc.stdin is not None
    proc.stdin.write(json.dumps({"cwd": "/home/ana/src/trailmap",
                                 "hook_event_name": "SessionStart"}))
    proc.stdin.flush()  # and left open
    try:
        proc.wait(timeout=HOOK_START_TIMEOUT_S)
    finally:
        proc.kill()
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.returncode == 0, proc.stderr.read()
    assert proc.stdout.read().startswith("Musubi has no open loops")
    proc.stdin.close()


def test_the_handed_off_session_is_indexed_without_any_search(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With indexing on (the default), the detached worker indexes the session it ingested:
    the index holds its passages before anything searches."""
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    install()
    transcript = Session(project_dir(home) / "5f0c2a9e-3333-4000-8000-000000000003.jsonl",
                         "5f0c2a9e-3333-4000-8000-000000000003") \
        .user("How long should the glaze rest before the second firing?") \
        .assistant("Let the glaze dry a full day before the second firing.").write()
    r = run_hook(home / ".claude" / "settings.json", "SessionEnd",
                 {"transcript_path": str(transcript), "hook_event_name": "SessionEnd"})
    assert r.returncode == 0, r.stderr
    committed_note_with(vault, "glaze")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        index = json.loads(musubi("status", "--json").stdout)["index"]
        if index and index.get("chunks"):
            break
        time.sleep(0.5)
    assert index and index["chunks"] > 0, index


# -- Codex and Gemini CLI: the same hooks, in their own settings and dialects ----------------------

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "histories"
OTHER_AGENTS = {
    # agent: (its settings under HOME, its compaction event, the timeout's unit in seconds,
    #         a session of its own, words of that session)
    "codex": (".codex/hooks.json", "PreCompact", 1.0,
              "codex/sessions/2026/11/20/rollout-2026-11-20T09-14-03-"
              "019a9f3c-5e21-7b4d-8c16-2f4a7d9e0b53.jsonl", "elevation profile chart"),
    "gemini-cli": (".gemini/settings.json", "PreCompress", 0.001,
                   "gemini-cli/tmp/trailmap/chats/session-2026-11-20T10-02-8b1e4d07.jsonl",
                   "dark basemap option"),
}


@pytest.mark.parametrize("agent", OTHER_AGENTS)
def test_codex_and_gemini_cli_get_a_briefing_and_have_their_sessions_ingested(
        vault: Path, home: Path, tmp_path: Path, agent: str) -> None:
    """Installed into the agent's own settings (their other content kept, and given back byte
    for byte on uninstall), each hook runs as the agent runs it: the session's end brings the
    agent's own transcript into the vault as that agent's conversation; the start gives the
    briefing the way the agent takes context (Gemini CLI: only as JSON on stdout)."""
    rel, compaction, unit, example, words = OTHER_AGENTS[agent]
    settings_path = home / rel
    settings_path.parent.mkdir(parents=True)
    original = '{\n  "model": "mine",\n  "hooks": {"Stop": []}\n}\n'
    settings_path.write_text(original)
    musubi("hooks", "install", agent)
    data = json.loads(settings_path.read_text())
    assert data["model"] == "mine"
    assert set(data["hooks"]) == {"Stop", "SessionStart", "SessionEnd", compaction}
    assert not (home / ".claude").exists()  # Claude Code's settings are not touched
    [end] = [g for g in data["hooks"]["SessionEnd"] if cc.ours(g)]
    seconds = end["hooks"][0]["timeout"] * unit
    assert 1 <= seconds <= 2 and isinstance(end["hooks"][0]["timeout"], int)
    status = json.loads(musubi("hooks", "status", agent, "--json").stdout)
    assert set(status["user"]["events"]) == {"SessionStart", "SessionEnd", compaction}

    transcript = tmp_path / Path(example).name
    transcript.write_bytes((EXAMPLES / example).read_bytes())
    common = {"session_id": "s-1", "transcript_path": str(transcript),
              "cwd": "/home/ana/src/trailmap"}

    def hook(event: str, extra: dict[str, Any]) -> subprocess.CompletedProcess[str]:
        [group] = [g for g in json.loads(settings_path.read_text())["hooks"][event]
                   if cc.ours(g)]
        return subprocess.run(["sh", "-c", group["hooks"][0]["command"]],
                              input=json.dumps({**common, "hook_event_name": event, **extra}),
                              capture_output=True, text=True,
                              env={**os.environ, "MUSUBI_VAULT": "/nowhere"},
                              timeout=group["hooks"][0]["timeout"] * unit + 30)

    r = hook("SessionEnd", {"reason": "exit"})
    assert r.returncode == 0 and r.stdout == "", r.stderr
    note = committed_note_with(vault, words)
    assert f"source: {agent}" in note.read_text(encoding="utf-8")
    r = hook("SessionStart", {"source": "startup"})
    assert r.returncode == 0, r.stderr
    if agent == "gemini-cli":
        said = json.loads(r.stdout)["hookSpecificOutput"]
        assert said["hookEventName"] == "SessionStart"
        assert said["additionalContext"].startswith("Musubi")
    else:
        assert r.stdout.startswith("Musubi")
    musubi("hooks", "uninstall", agent)
    assert settings_path.read_text() == original
