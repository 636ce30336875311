"""Redaction by its two figures: every planted format caught (in the vault, git and the index:
tests/test_privacy.py), and nothing that only looks like a secret touched."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from secret_corpus import (
    LOOKALIKES,
    PLANTED,
    REPEATED,
    REPEATED_PASSWORD,
    WRAPPED_KEY,
    WRAPPED_LINE,
    WRAPPED_REST,
)
from secret_corpus_families import (
    FAMILIES,
    FAMILY_LOOKALIKES,
    HELD_OUT_FAMILIES,
    HELD_OUT_LOOKALIKES,
)
from secret_heldout import CASES as OUTSIDER
from secret_heldout import NOT_SECRETS as OUTSIDER_NOT_SECRETS

from musubi_daemon.model import Conversation, Message
from musubi_daemon.redact import collecting, redact, rules, spans
from musubi_daemon.sources.base import redact_everywhere

ROOT = Path(__file__).resolve().parent.parent
# What the project's own sample histories plant on purpose, to show redaction in `make demo`:
# every secret found in them is one of these, nothing else.
PLANTED_IN_EXAMPLES = ("ghp_RevokedDeployTokenFromAnaTrailmapAbc", "ghp_old",
                       "sk-proj-QwErTyUiOpAsDfGhJkLzXcVbNmQwEr",
                       "ghp_TrailmapDeployKeyAbcdefGhijkLmnopQrs",
                       "ghp_TrailMapDeployKeyForAnaOnlyNotRealXy",
                       "xoxb-2718281828-3141592653-1618033988", "AKIATRAILMAPFAKEKEYX",
                       "ghp_TileCdnStagingTokenInventedForTestsQ", "mt-dev-4f9c2a7e1b8d6035")


def test_the_corpus_plants_at_least_thirty_formats() -> None:
    assert len({kind for kind, _, _ in PLANTED}) >= 30
    assert len({r.kind for r in rules()}) >= 30


def test_nothing_that_only_looks_like_a_secret_is_redacted() -> None:
    touched = [(text, redact(text)) for text in LOOKALIKES if redact(text) != text]
    assert touched == [], f"{len(touched)} false positives of {len(LOOKALIKES)}: {touched[:5]}"
    assert len(LOOKALIKES) >= 300


def test_the_examples_lose_only_what_they_plant() -> None:
    """Git SHAs, UUIDs, hashes and prose of the sample histories and vault stay whole."""
    found: set[str] = set()
    for p in sorted((ROOT / "examples").rglob("*")):
        if p.is_file() and p.suffix != ".py":
            text = p.read_bytes().decode("utf-8", errors="replace")
            found |= {text[s:e] for s, e, _ in spans(text)}
    assert found <= set(PLANTED_IN_EXAMPLES), found - set(PLANTED_IN_EXAMPLES)
    assert len(found) >= 8  # and every one of those is caught


def test_a_key_wrapped_onto_the_next_line_goes_whole() -> None:
    out = redact(WRAPPED_LINE)
    assert WRAPPED_KEY not in out and WRAPPED_REST not in out
    assert out.startswith("ANTHROPIC key, copied from the console:\n[REDACTED:anthropic]")
    assert out.endswith("\nthanks")


def test_a_secret_said_again_in_prose_goes_everywhere_in_its_conversation() -> None:
    conv = Conversation(id="x:1", source="x", title=None, project=None,
                        created_at="2026-12-01T00:00:00Z", updated_at="2026-12-01T00:00:00Z",
                        source_ref="x")
    with collecting() as found:
        texts = [redact(t) for t in REPEATED]
    conv.messages = [Message(id=f"x:1#{i}", role="user" if i == 0 else "assistant", text=t)
                     for i, t in enumerate(texts)]
    assert REPEATED_PASSWORD in conv.messages[1].text  # no rule sees it in prose ...
    redact_everywhere(conv, found)
    assert all(REPEATED_PASSWORD not in m.text for m in conv.messages)  # ... it goes anyway
    assert "[REDACTED:env]" in conv.messages[1].text


@pytest.mark.parametrize("kind,secret,line", PLANTED, ids=[k for k, _, _ in PLANTED])
def test_each_format_in_a_file_name_and_a_commit_subject(kind: str, secret: str,
                                                         line: str) -> None:
    from musubi_daemon.vault.layout import safe_title

    name = safe_title(f"deploy {line}", limit=400, max_bytes=4000)
    assert secret[: len(secret) // 2] not in name


# -- the families of sixteen kinds an outside corpus found in clear ---------------------------
# tests/secret_corpus_families.py: a tuning half the rules were written against, and a held-out
# half written with it, before any rule changed, and never edited since.


# A PEM key with no END line goes with the base64 run that follows it, prose words included.
RUNS_ON = {"pem-encrypted-fragment", "openssh-quoted-fragment"}


@pytest.mark.parametrize("kind,secret,line", FAMILIES, ids=[k for k, _, _ in FAMILIES])
def test_each_family_case_is_redacted(kind: str, secret: str, line: str) -> None:
    out = redact(f"before {line} after")
    assert secret not in out, out
    third = len(secret) // 3
    if third >= 4:
        assert secret[third:2 * third] not in out, out
    assert "[REDACTED:" in out and out.startswith("before ")
    assert out.endswith(" after") or kind in RUNS_ON, out
    assert redact(out) == out  # idempotent


def test_no_family_lookalike_is_redacted() -> None:
    touched = [(text, redact(text)) for text in FAMILY_LOOKALIKES if redact(text) != text]
    assert touched == [], f"{len(touched)} of {len(FAMILY_LOOKALIKES)}: {touched[:5]}"


# The held-out half by its figures: printed, and held above a floor. First measured at 92 of
# 110 (83.6 %) once the rules were tuned; 93 since the one bug it showed was fixed (PuTTY in a
# JSON string). What it misses (languages the rules were not written for, providers with no
# rule, sqlplus, ldapsearch -w ...) is left missed here, so the figure stays a measure: rules
# for those are tuned with cases of their own in the tuning half.
HELD_OUT_FLOOR = 0.84
# The outsider's corpus (tests/secret_heldout.py): written by someone who had read neither the
# rules nor the project's corpus, before the rules changed, and never tuned on. Measured once
# the rules were done: 129 of 138 cases (113 of 121 kinds), no look-alike touched.
OUTSIDER_FLOOR = 0.90


def held_out_figure(name: str, cases: list[tuple[str, str, str]], lookalikes: list[str],
                    floor: float) -> None:
    """A held-out corpus by its figures, (kind, secret, line) each: printed, and held above a
    floor, with no look-alike touched."""
    missed = [kind for kind, secret, line in cases if secret in redact(line)]
    kinds = {kind for kind, _, _ in cases}
    caught = len(cases) - len(missed)
    touched = [text for text in lookalikes if redact(text) != text]
    print(f"\n{name}: {caught}/{len(cases)} caught ({caught / len(cases):.1%}), kinds whole "
          f"{len(kinds - set(missed))}/{len(kinds)}, missed {missed}; look-alikes touched "
          f"{len(touched)}/{len(lookalikes)} {touched}")
    assert caught / len(cases) >= floor, missed
    assert not touched, touched


def test_the_held_out_half_is_caught_above_a_floor(capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        held_out_figure("held-out families", list(HELD_OUT_FAMILIES),
                        list(HELD_OUT_LOOKALIKES), HELD_OUT_FLOOR)


def test_an_outsiders_corpus_is_caught_above_a_floor(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    with capsys.disabled():
        held_out_figure("outsider's corpus", [(c.kind, c.secret, c.text) for c in OUTSIDER],
                        list(OUTSIDER_NOT_SECRETS), OUTSIDER_FLOOR)


def test_a_password_said_in_prose_goes_everywhere_and_a_key_file_header_does_not() -> None:
    """Found once, redacted wherever it recurs in the conversation; but of a PuTTY key only the
    key's own lines are remembered, not a field like ``Encryption: none`` said elsewhere."""
    putty = next(line for kind, _, line in FAMILIES if kind == "putty")
    texts = ["my wifi password is Sunflower-42 if you need it", putty,
             "Sunflower-42 works on the guest network too. Encryption: none is PuTTY's default."]
    conv = Conversation(id="x:2", source="x", title=None, project=None,
                        created_at="2026-12-01T00:00:00Z", updated_at="2026-12-01T00:00:00Z",
                        source_ref="x")
    with collecting() as found:
        conv.messages = [Message(id=f"x:2#{i}", role="user", text=redact(t))
                         for i, t in enumerate(texts)]
    redact_everywhere(conv, found)
    assert all("Sunflower-42" not in m.text for m in conv.messages)
    assert "Encryption: none is PuTTY's default." in conv.messages[2].text
    assert conv.messages[1].text.count("[REDACTED:private-key]") == 1


# Lines of a megabyte made of what almost matches a rule: each is redacted in linear time.
NEAR_MISSES = [
    "password is ", "password=", "pw: ", "pw=", "pass=1", "Passwort ist ", "contraseña es ",
    "the password for the ", "token for the a b c ", "api key ", "dd key ", "key is ",
    "curl -u a:", "curl ", "-u ", "redis-cli -a ", "sshpass ", "-p ", "htpasswd -b ",
    "htpasswd -b a ", "--token ", "--a-", "--token=1", "x:1:a:b:", "a:1:", ":",
    "PuTTY-User-Key-File-3: x\n", "PuTTY-User-Key-File-3: x\nAAAA\n",
    "-----BEGIN RSA PRIVATE KEY-----\n", "---- BEGIN SSH2 PRIVATE KEY ----\nComment: x\n",
    "Authorization: Token ", "authorization: a ", "x-api-key: ", "a-b-c-token: ", "X-a-",
    "?key=", "&token=a1", "https://", "https://a", "://:a", "a_", "a-", "ab_Cd1", "aB3",
    "A", "key: LS0tLS1CRUdJTi", "a.key=", "EAAA", "1//0", "glc_", "sk_", "\\n", "> ",
    "PrivateKey = ", "mysql ", "7z -p",
]


def test_a_megabyte_line_of_near_misses_is_redacted_fast() -> None:
    # A quarter of a megabyte each, held to a quarter of the time a megabyte may take: a
    # rule that backtracks goes far past it, and the suite keeps its minutes.
    size = 250_000
    slow = []
    for unit in NEAR_MISSES:
        line = (unit * (size // len(unit) + 1))[:size]
        start = time.perf_counter()
        redact(line)
        seconds = time.perf_counter() - start
        if seconds > 5 * size / 1_000_000:
            slow.append((unit, round(seconds, 1)))
    assert slow == []


# -- through the real `musubi` ------------------------------------------------------------------
# The sixteen kinds the outside corpus found in the vault, by their cases in the tuning half.
SIXTEEN = ("square", "google-oauth-secret", "grafana-sa", "putty", "redis-url", "curl-u",
           "curl-user", "redis-cli", "sshpass", "pgpass", "auth-token", "query-appid",
           "prose-datadog", "prose-cloudflare", "prose-sentry-dsn", "prose-wifi")


def _vault_files(root: Path) -> bytes:
    return b"\n".join(str(p.relative_to(root)).encode() + b"\n" + p.read_bytes()
                      for p in sorted(root.rglob("*")) if p.is_file() and ".git" not in p.parts)


@pytest.mark.slow
def test_the_new_kinds_reach_no_note_commit_index_or_decision(home: Path, vault: Path) -> None:
    """A Claude Code session that pastes every case of the tuning half (the sixteen kinds in
    sentences the heuristics take for decisions, and in a tool call and its output), through
    `musubi ingest`, `reindex`, `distill --only-heuristic`, `decisions` and the day's
    reflection: no secret in a note, decisions.md, the reflection, any git object or diff, the
    index's files, or what search and decisions print."""
    from claude_sessions import Session, project_dir
    from cli_helpers import git, musubi

    first = {kind: (secret, line) for kind, secret, line in reversed(FAMILIES)}
    sid = "5ec7e700-0000-4000-8000-000000000016"
    s = Session(project_dir(home) / f"{sid}.jsonl", sid)
    s.user("Setting up the staging box for trailmap. Everything I have:\n"
           + "\n".join(line for _, _, line in FAMILIES))
    for kind in SIXTEEN:
        line = first[kind][1]
        s.user(f"We decided to use this for {kind}: {line}")
        s.assistant(f"Decision made: {kind} is configured as `{line}`. TODO: rotate it.")
    s.tool("Bash", first["curl-u"][1] + " && " + first["sshpass"][1],
           "\n".join(line for _, _, line in FAMILIES))
    s.write()

    def run(*args: str) -> str:
        return musubi("--vault", str(vault), *args).stdout

    run("ingest", "--source", "claude-code")
    run("reindex")
    run("distill", "--only-heuristic")
    printed = run("decisions") + run("decisions", "--json")
    run("lifecycle", "run", "reflection", "--only-heuristic", "--now", "2026-03-01T23:00:00Z")
    for query in ("wifi password", "datadog api key", "curl", "Authorization Token"):
        printed += run("search", "--json", query)

    notes = _vault_files(vault)
    assert b"[REDACTED:" in notes
    assert list(vault.rglob("decisions.md")), "decisions.md was written"
    assert any(b"We decided" in p.read_bytes() or b"configured" in p.read_bytes()
               for p in vault.rglob("decisions.md")), "the planted decisions reached it"
    assert list((vault / "Musubi" / "reflections").rglob("*.md")), "the day has a reflection"
    history = (git(vault, "log", "-p", "--all").encode()
               + git(vault, "rev-list", "--all", "--objects").encode())
    index = b"\n".join(p.read_bytes() for p in sorted((home / ".cache").rglob("*"))
                       if p.is_file())
    assert index, "the index was built"
    leaks = {}
    for where, haystack in (("vault files", notes), ("git log -p", history),
                            ("cache and index", index), ("search and decisions", printed.encode())):
        found = [kind for kind, secret, _ in FAMILIES if secret.encode() in haystack]
        if found:
            leaks[where] = found
    assert leaks == {}
