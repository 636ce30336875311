"""Where each kind of note lives inside the Musubi folder (ARCHITECTURE.md section 4)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from pathlib import Path, PurePosixPath

from ..config import TITLE_FILENAME_CHARS
from ..model import Conversation

# Characters Obsidian refuses in file names, or that break links: * " \ / < > : | ? # ^ [ ]
_UNSAFE = re.compile(r'[*"\\/<>:|?#^\[\]\x00-\x1f\x7f]')


def short_id(conversation_id: str) -> str:
    return hashlib.sha1(conversation_id.encode()).hexdigest()[:8]


def safe_title(title: str | None, limit: int = TITLE_FILENAME_CHARS) -> str:
    text = unicodedata.normalize("NFC", title or "Untitled")
    text = _UNSAFE.sub(" ", text)
    text = re.sub(r"\s+", " ", text).strip(" .")
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
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
