"""Where each kind of note lives inside the Musubi folder (ARCHITECTURE.md section 4)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from pathlib import Path, PurePosixPath

from ..config import TITLE_FILENAME_BYTES, TITLE_FILENAME_CHARS
from ..model import Conversation
from ..redact import redact

# Characters Obsidian refuses in file names, or that break links: * " \ / < > : | ? # ^ [ ]
_UNSAFE = re.compile(r'[*"\\/<>:|?#^\[\]\x00-\x1f\x7f]')
# Invisible controls that reorder or hide text (bidi marks and overrides, zero-width spaces,
# BOM): in a file name they disguise it. A zero-width joiner between emoji stays.
_INVISIBLE = re.compile("[\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064"
                        "\u2066-\u206f\ufeff\u00ad]")


def short_id(conversation_id: str) -> str:
    return hashlib.sha1(conversation_id.encode()).hexdigest()[:8]


def safe_title(title: str | None, limit: int = TITLE_FILENAME_CHARS,
               max_bytes: int = TITLE_FILENAME_BYTES) -> str:
    """A title as the readable part of a file name: no character Obsidian or a file system
    refuses, at most ``limit`` characters and ``max_bytes`` bytes of UTF-8 (names stay under
    the 143 bytes of an encrypted home folder, with the date and id around them), cut at a
    word where one is near, never inside a character or after a lone joining mark."""
    text = unicodedata.normalize("NFC", redact(title or "Untitled"))
    text = _INVISIBLE.sub("", _UNSAFE.sub(" ", text.replace("[REDACTED:", "REDACTED ")))
    text = re.sub(r"\s+", " ", text).strip(" .")
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    raw = text.encode("utf-8")
    if len(raw) > max_bytes:
        cut = raw[:max_bytes].decode("utf-8", errors="ignore")
        spaced = cut.rsplit(" ", 1)[0] if " " in cut else cut
        text = spaced if len(spaced) >= len(cut) * 2 // 3 else cut
    while text and (unicodedata.category(text[-1]) in ("Mn", "Me", "Cf", "Sk")
                    or text[-1] in "\u200d\ufe0e\ufe0f"):
        text = text[:-1]  # a mark or joiner whose character was cut away
    return text.strip(" .") or "Untitled"


def conversation_path(folder: str, conv: Conversation) -> PurePosixPath:
    day = (conv.created_at or "0000-00-00")[:10]
    return PurePosixPath(folder, "conversations", conv.source, day[:4],
                         f"{day} {safe_title(conv.title)} ({short_id(conv.id)}).md")


def artifact_path(folder: str, sha256: str, ext: str) -> PurePosixPath:
    return PurePosixPath(folder, "artifacts", sha256[:2], f"{sha256}.{ext}")


def bind_attachments(conv: Conversation, vault: Path, folder: str) -> None:
    """Let a conversation read back from its note reach its attachments' bytes in the vault."""
    for m in conv.messages:
        for a in m.attachments:
            if a.sha256 is not None and a.read is None:
                path = vault / artifact_path(folder, a.sha256, a.ext)
                a.read = path.read_bytes
