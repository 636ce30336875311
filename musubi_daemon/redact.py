"""Secret redaction: credentials are replaced by ``[REDACTED:<kind>]`` before anything is written.

Our own patterns rather than detect-secrets: that library reports hashed findings per line (we
need spans to replace), and its entropy plugins cost more per message than the whole note
render. The patterns follow the providers' documented key formats.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SKIP_VALUE = ("$", "<", "{", "[REDACTED", "%", "*")

# (kind, pattern, group to replace: 0 for the whole match)
_PATTERNS: list[tuple[str, re.Pattern[str], int]] = [
    ("anthropic", re.compile(r"\bsk-ant-(?:api|admin|oat|sid)\d{2}-[A-Za-z0-9_-]{20,}"), 0),
    ("openai", re.compile(r"\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}"), 0),
    ("aws", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b"), 0),
    ("aws",
     re.compile(r"(?i)(aws_?secret_?access_?key[\"']?\s*[=:]\s*[\"']?)([A-Za-z0-9/+=]{40})"), 2),
    ("github", re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b"), 0),
    ("github", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{22,}"), 0),
    ("slack", re.compile(r"\bxox[abposre]-[A-Za-z0-9-]{10,}"), 0),
    ("slack",
     re.compile(r"https://hooks\.slack\.com/services/T[A-Za-z0-9]+/B[A-Za-z0-9]+/[A-Za-z0-9]+"),
     0),
    ("google", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"), 0),
    ("google", re.compile(r"\bya29\.[0-9A-Za-z_-]{20,}"), 0),
    # Before bearer: a JWT is named for what it is, wherever it appears.
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*"), 0),
    ("stripe", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"), 0),
    ("stripe", re.compile(r"\bwhsec_[A-Za-z0-9]{24,}"), 0),
    ("huggingface", re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"), 0),
    ("gitlab", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}"), 0),
    ("npm", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0),
    ("bearer", re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=-]{16,})"), 2),
    # The password of scheme://user:password@host (a DATABASE_URL): up to the last @.
    ("url-password",
     re.compile(r"(?i)\b([a-z][a-z0-9+.-]{1,20}://[^\s/:@\[\]]+:)([^\s/?#@]+(?:@[^\s/?#@]+)*)"
                r"(?=@[^\s/?#@]+)"), 2),
    # .env-style NAME_KEY=value (names in capitals, as environment variables are written).
    ("env",
     re.compile(r"\b([A-Z][A-Z0-9_]*(?:_KEY|_TOKEN|_SECRET|_PASSWORD|_PASSWD|_PWD|_PAT)"
                r"[\"']?\s*[=:]\s*[\"']?)([^\s\"'`,;)]{6,})"), 2),
    # The bare names, as a .env file or a shell line writes them: PASSWORD=..., TOKEN=...
    ("env",
     re.compile(r"(?<![A-Za-z0-9_])((?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY)[\"']?\s*=\s*[\"']?)"
                r"([^\s\"'`,;)]{6,})"), 2),
    # lower-case api_key = "..." in code: only quoted values, so sort_key=lambda is left alone.
    ("env",
     re.compile(r"(?i)\b((?:api|secret|access|auth|private)_?(?:key|token|secret)[\"']?\s*[=:]\s*"
                r"[\"'])([^\"'\s]{8,})(?=[\"'])"), 2),
    # password = "..." / "password": "..." in code, JSON and YAML: quoted values only.
    ("password",
     re.compile(r"(?i)\b((?:password|passwd|passphrase)[\"']?\s*[=:]\s*[\"'])([^\"'\s]{4,})"
                r"(?=[\"'])"), 2),
]


def _replacer(kind: str, group: int) -> Callable[[re.Match[str]], str]:
    def sub(m: re.Match[str]) -> str:
        if group == 0:
            return f"[REDACTED:{kind}]"
        value = m.group(group)
        if value.startswith(_SKIP_VALUE):
            return m.group(0)
        start, end = m.span(group)
        whole_start = m.start(0)
        text = m.group(0)
        return text[: start - whole_start] + f"[REDACTED:{kind}]" + text[end - whole_start:]

    return sub


_SUBS = [(p, _replacer(kind, g)) for kind, p, g in _PATTERNS]
# Cheap pre-check: most messages hold none of these substrings and skip every regex. Plain
# substring tests, not one regex of alternatives: ~4x faster, and this runs on every message.
# Each pattern above needs one of them (matched case-sensitively, or in any case for the words
# people write either way), or "://" with an "@" for a URL's password.
_HINTS = ("PRIVATE KEY", "sk-", "AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AROA", "ghp_",
          "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xox", "hooks.slack", "AIza", "ya29.",
          "eyJ", "k_live_", "k_test_", "whsec_", "hf_", "glpat-", "npm_", "_PWD", "_PAT")
_HINTS_ANY_CASE = ("key", "token", "secret", "passw", "passphrase", "bearer")


def _may_hold_secret(text: str) -> bool:
    for hint in _HINTS:
        if hint in text:
            return True
    low = text.lower()
    for hint in _HINTS_ANY_CASE:
        if hint in low:
            return True
    return "://" in text and "@" in text


# A private key block: from BEGIN to its END, or, with no END in the text (a pasted fragment),
# over the base64 that follows. Not one regex: a lazy ``BEGIN.*?END`` scans to the end of the
# text for every BEGIN that has no END, quadratic in their number (16,000 of them took 55 s).
_PK_BEGIN = re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----")
_PK_END = re.compile(r"-----END (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----")
_PK_BODY = re.compile(r"[A-Za-z0-9+/=\s\\n]*")


def _redact_private_keys(text: str) -> str:
    out: list[str] = []
    pos = 0
    ends = True  # False once a search found no END: none is found later in the text either
    while (m := _PK_BEGIN.search(text, pos)) is not None:
        end = None
        if ends:
            found = _PK_END.search(text, m.end())
            if found is None:
                ends = False
            else:
                end = found.end()
        if end is None:
            end = _PK_BODY.match(text, m.end()).end()  # type: ignore[union-attr]
        out += [text[pos:m.start()], "[REDACTED:private-key]"]
        pos = end
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)


def redact(text: str) -> str:
    """Replace every credential found in ``text``; idempotent."""
    if not text or not _may_hold_secret(text):
        return text
    if "PRIVATE KEY" in text:
        text = _redact_private_keys(text)
    for pattern, sub in _SUBS:
        text = pattern.sub(sub, text)
    return text
