"""Redaction of long texts: the pairs-of-bytes check that spares a long text one scan per secret
keyword may only ever skip a keyword the text lacks, so a secret in a long pasted log is found
exactly as in a short message."""

from __future__ import annotations

import json

import pytest
from cli_helpers import musubi
from hypothesis import given, settings
from hypothesis import strategies as st
from secret_corpus import PLANTED
from secret_corpus_families import FAMILIES, HELD_OUT_FAMILIES

from musubi_daemon import config, redact

# A build log as people paste it: no secret, few of the byte pairs secret keywords are made of.
LOG_LINE = ("2026-03-01 10:42:07 INFO  worker-3  step 0042 of the nightly build finished in "
            "1.3 s: cache hit, 0 warnings, artefact uploaded to the staging bucket\n")
KEYWORDS = sorted({k for _gate, cased, lowered in redact._keywords() for k in cased + lowered})


def _forced(monkeypatch: pytest.MonkeyPatch, piece: int) -> None:
    """Every text through the pairs check, counted in pieces of ``piece`` characters."""
    monkeypatch.setattr(config, "REDACT_PAIR_GATE_CHARS", 0)
    monkeypatch.setattr(config, "REDACT_PAIR_PIECE_CHARS", piece)


def _scanned(text: str) -> frozenset[str]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(config, "REDACT_PAIR_GATE_CHARS", len(text) + 1)
        return redact._present(text)


# Text made of bits of keywords, their neighbours in the alphabet, accents and a few emoji: what
# makes a pair straddle two pieces, a keyword straddle two pieces, or a byte pair come from a
# character of several bytes.
_bits = st.one_of(st.sampled_from(KEYWORDS),
                  st.sampled_from(KEYWORDS).map(lambda k: k[: max(1, len(k) // 2)]),
                  st.text(alphabet="aAkKpPsSwWdD_-.:=/\"ñé🔑 \n", max_size=6))


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(_bits, max_size=30), piece=st.integers(min_value=1, max_value=17))
def test_the_pairs_check_finds_every_keyword_a_scan_finds(parts: list[str], piece: int) -> None:
    text = "".join(parts)
    expected = _scanned(text)
    with pytest.MonkeyPatch.context() as mp:
        _forced(mp, piece)
        assert redact._present(text) == expected


def test_a_secret_at_the_end_of_a_long_pasted_log_is_redacted() -> None:
    """A build log of 100 KB, then the line holding a secret, for every format of both corpora:
    the secret goes, exactly as it goes from the line alone, and the log before it is kept. (At
    the end: a key fragment with no END line is followed over what comes after it, in a short
    text as in a long one.)"""
    log = LOG_LINE * (100_000 // len(LOG_LINE))
    assert len(log) > config.REDACT_PAIR_GATE_CHARS
    differ = [kind for kind, _secret, line in PLANTED + FAMILIES + HELD_OUT_FAMILIES
              if redact.redact(log + line) != log + redact.redact(line)]
    assert differ == []


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="abcxyzABCXYZ0189_-./+=", min_size=30, max_size=90))
def test_the_prefiltered_token_rule_skips_no_text_it_would_match(text: str) -> None:
    """A rule's prefilter is what every match holds: where the rule matches, so does it."""
    for rule in redact.rules():
        if rule.prefilter is not None and rule.pattern.search(text):
            assert rule.prefilter.search(text), (rule.kind, text)


def test_the_redact_bench_finds_the_planted_secrets_in_every_shape() -> None:
    out = json.loads(musubi("bench", "redact", "--mb", "0.2", "--repeat", "1", "--json").stdout)
    found = {k: v for k, v in out.items() if k.endswith("secrets found")}
    assert found == {"build log, no secret secrets found": 0, "build log secrets found": 2,
                     "json dump secrets found": 2, "chat prose secrets found": 2}
    assert all(v > 0 for k, v in out.items() if k.endswith("MB/s"))
