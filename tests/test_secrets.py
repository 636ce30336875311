"""Redaction by its two figures: every planted format caught (in the vault, git and the index:
tests/test_privacy.py), and nothing that only looks like a secret touched."""

from __future__ import annotations

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
