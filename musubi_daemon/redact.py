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
    ("private-key",
     re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----"
                r"(?:.*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY( BLOCK)?-----|[A-Za-z0-9+/=\s\\n]*)",
                re.DOTALL), 0),
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
    ("bearer", re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=-]{16,})"), 2),
    # .env-style NAME_KEY=value (names in capitals, as environment variables are written).
    ("env",
     re.compile(r"\b([A-Z][A-Z0-9_]*(?:_KEY|_TOKEN|_SECRET|_PASSWORD|_PASSWD|_PWD|_PAT)"
                r"[\"']?\s*[=:]\s*[\"']?)([^\s\"'`,;)]{6,})"), 2),
    # lower-case api_key = "..." in code: only quoted values, so sort_key=lambda is left alone.
    ("env",
     re.compile(r"(?i)\b((?:api|secret|access|auth|private)_?(?:key|token|secret)[\"']?\s*[=:]\s*"
                r"[\"'])([^\"'\s]{8,})(?=[\"'])"), 2),
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
# Cheap pre-check: most messages hold none of these substrings and skip every regex.
_HINT = re.compile(
    r"PRIVATE KEY|sk-|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|gh[pousr]_|github_pat_|xox|hooks\.slack"
    r"|AIza|ya29\.|(?i:bearer)|_KEY|_TOKEN|_SECRET|_PASSWORD|_PASSWD|_PWD|_PAT|(?i:_?key|token|secret)"
)


def redact(text: str) -> str:
    """Replace every credential found in ``text``; idempotent."""
    if not text or not _HINT.search(text):
        return text
    for pattern, sub in _SUBS:
        text = pattern.sub(sub, text)
    return text
