"""The files an export holds beside its conversations (uploads, generated images), found by
the id their name starts with, and the words a note gives one it cannot keep. ChatGPT's
export names them ``file-XXXX-<name>`` or ``file_<hex>-<name>``; Claude's export shares the
placeholders and the rule that text files are redacted like messages."""

from __future__ import annotations

import hashlib
import re
import zipfile
import zlib
from pathlib import Path

from ..config import ATTACHMENT_MAX_BYTES
from ..model import Attachment, media_type_for
from ..redact import redact
from .exports import walk_files

# An uploaded file's id at the start of its name in the export: file-XXXX or file_<hex>.
_ASSET_ID_RE = re.compile(r"file[-_][A-Za-z0-9]+")
# How deep below conversations.json an extracted export keeps its files (dalle-generations/...).
FILES_DEPTH = 2
NOT_IN_EXPORT = "not in the export"
TOO_LARGE = f"too large to keep (over {ATTACHMENT_MAX_BYTES // (1024 * 1024)} MB)"
UNREADABLE = "unreadable in the export"
# Text files are redacted like messages; these media types are text too.
TEXT_MEDIA_TYPES = {"application/json", "application/xml"}


def asset_file(basename: str) -> tuple[str, str] | None:
    """(asset id, original name) of an uploaded file's name in an export, else None.

    ``file-XXXX-photo.png`` is ``("file-XXXX", "photo.png")``; a file named by its id alone
    keeps that name.
    """
    m = _ASSET_ID_RE.match(basename)
    if m is None:
        return None
    rest = basename[m.end():]
    if rest and rest[0] not in "-.":
        return None
    return m.group(), rest[1:] if rest.startswith("-") and len(rest) > 1 else basename


def sniff_media_type(data: bytes) -> str | None:
    """The type of the few formats exports hold without a telling name."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    if data.startswith(b"%PDF-"):
        return "application/pdf"
    return None


def redact_text_file(data: bytes, media_type: str | None) -> bytes:
    """A text file with secrets redacted, as every message is: the vault must not hold them."""
    if not media_type or not (media_type.startswith("text/") or media_type in TEXT_MEDIA_TYPES):
        return data
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    clean = redact(text)
    return data if clean == text else clean.encode("utf-8")


class ExportFiles:
    """The uploaded files of one export (in its zip or its folder), found by asset id.

    The listing is made on the first lookup, so an export without files costs nothing. Each
    file is read once here to hash it; the ``Attachment``'s reader reads it again only when the
    vault writer has no artifact with that digest, from the open zip or, once the read is over,
    by reopening it.
    """

    def __init__(self, *, zip_file: zipfile.ZipFile | None = None, zip_path: Path | None = None,
                 folder: Path | None = None) -> None:
        self._zf, self._zip_path, self._folder = zip_file, zip_path, folder
        self._index: dict[str, tuple[str, str]] | None = None  # id -> (member or path, name)
        self._made: dict[tuple[str, str | None, str | None, int | None], Attachment] = {}

    def _listing(self) -> dict[str, tuple[str, str]]:
        if self._index is None:
            index: dict[str, tuple[str, str]] = {}
            if self._zf is not None:
                names = sorted((n for n in self._zf.namelist() if not n.endswith("/")),
                               key=lambda n: (n.count("/"), n))
            elif self._folder is not None:
                found = walk_files(self._folder, lambda n: asset_file(n) is not None,
                                   FILES_DEPTH)
                names = [f.relative_to(self._folder).as_posix() for f in found]
            else:
                names = []
            for name in names:
                hit = asset_file(name.rsplit("/", 1)[-1])
                if hit is not None:
                    index.setdefault(hit[0], (name, hit[1]))
            self._index = index
        return self._index

    def _size(self, key: str) -> int:
        if self._zf is not None:
            return self._zf.getinfo(key).file_size
        assert self._folder is not None
        return (self._folder / key).stat().st_size

    def _read(self, key: str) -> bytes:
        """The file's bytes; a damaged zip member is an ``OSError`` like a vanished file."""
        try:
            if self._zf is not None and self._zf.fp is not None:
                return self._zf.read(key)
            if self._zip_path is not None:
                with zipfile.ZipFile(self._zip_path) as zf:
                    return zf.read(key)
            assert self._folder is not None
            return (self._folder / key).read_bytes()
        except (zipfile.BadZipFile, zlib.error, KeyError) as exc:  # zlib: a damaged member
            raise OSError(f"{key}: {exc}") from exc

    def attachment(self, asset_id: str | None, name: str | None = None,
                   media_type: str | None = None, size: int | None = None) -> Attachment:
        """The file behind ``asset_id``; the export's own name, type and size when it gave
        them, else what the file says. Never raises: a problem is a named placeholder."""
        key = (asset_id or "", name, media_type, size)
        if key not in self._made:
            self._made[key] = self._attachment(asset_id, name, media_type, size)
        return self._made[key]

    def _attachment(self, asset_id: str | None, name: str | None, media_type: str | None,
                    size: int | None) -> Attachment:
        found = self._listing().get(asset_id) if asset_id else None
        if found is None:
            shown = name or asset_id or "attachment"
            return Attachment(name=shown, media_type=media_type or media_type_for(shown),
                              size=size, missing=NOT_IN_EXPORT)
        member, file_name = found
        shown = name or file_name
        try:
            size = self._size(member)
            if size > ATTACHMENT_MAX_BYTES:
                return Attachment(name=shown, media_type=media_type or media_type_for(shown),
                                  size=size, missing=TOO_LARGE)
            data = self._read(member)
        except (OSError, EOFError, RuntimeError, ValueError, KeyError):
            return Attachment(name=shown, media_type=media_type or media_type_for(shown),
                              size=size, missing=UNREADABLE)
        kind = media_type or sniff_media_type(data) or media_type_for(shown)
        data = redact_text_file(data, kind)
        return Attachment(name=shown, media_type=kind, size=len(data),
                          sha256=hashlib.sha256(data).hexdigest(),
                          read=lambda: redact_text_file(self._read(member), kind))
