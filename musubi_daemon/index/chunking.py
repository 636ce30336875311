"""Split message text into chunks the embedder sees whole, each with its lineage."""

from __future__ import annotations

from collections.abc import Callable

from ..config import CHUNK_CHARS, CHUNK_OVERLAP


def split_text(text: str, size: int = CHUNK_CHARS, overlap: int = CHUNK_OVERLAP) -> list[str]:
    """Windows of at most ``size`` characters, ``overlap`` shared, cut at the last space or
    newline in the back half of the window so words stay whole."""
    text = text.strip()
    if len(text) <= size:
        return [text] if text else []
    chunks: list[str] = []
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            window = text[start:end]
            cut = max(window.rfind(" "), window.rfind("\n"))
            if cut >= size // 2:
                end = start + cut
        piece = text[start:end].strip()
        if piece:
            chunks.append(piece)
        if end >= len(text):
            break
        start = max(end - overlap, start + 1)
        # Start the next window on a word boundary too.
        while start < end and not text[start - 1].isspace():
            start += 1
        if start >= end:
            start = end
    return chunks


def fit_chunks(text: str, prefix: str, count_tokens: Callable[[str], int] | None,
               max_tokens: int, size: int = CHUNK_CHARS) -> list[str]:
    """Chunks whose ``prefix + chunk`` stays within the embedder's token limit.

    Dense text (code, URLs, non-Latin scripts) has more word pieces per character than
    English prose; such chunks are split again, smaller, until they fit.
    """
    out: list[str] = []
    for chunk in split_text(text, size, min(CHUNK_OVERLAP, size // 4)):
        # A word piece holds at least one character: a text this short fits uncounted.
        short = len(prefix) + len(chunk) + 2 <= max_tokens
        if (count_tokens is None or short or count_tokens(prefix + chunk) <= max_tokens
                or size <= 64):
            out.append(chunk)
        else:
            out.extend(fit_chunks(chunk, prefix, count_tokens, max_tokens, size // 2))
    return out
