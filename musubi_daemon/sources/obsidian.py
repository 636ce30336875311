"""The person's own Obsidian notes, read-only: one note becomes one single-message conversation.

Conventions (see ``shared/formats/obsidian.md``):

* Identity is the vault-relative POSIX path, NFC-normalised, because macOS hands out NFD names
  and the same note must keep one id on every machine. A frontmatter ``id``/``uid`` is ignored:
  a rename is a new note, exactly as Obsidian itself treats it.
* Musubi's own folder is never read, nor is any note that carries ``musubi_id`` (a conversation
  note a person moved elsewhere, even with properties that no longer parse): reading our own
  output back would feed it in a loop, and the note is still that conversation, which the
  index and the knowledge readers find by its id wherever it is.
* Templates (``{{date}}``, ``<% %>``) are not notes, so the template folders are skipped.
* Files are decoded as UTF-8 with ``errors="replace"``: an old note with one Latin-1 byte keeps
  every other word instead of vanishing. A file with NUL bytes is binary, not a note, and is
  reported through ``env.skip``. A note over ``JSONL_TEXT_MAX_BYTES`` (a pasted dump) is read
  through the capped reader: its first bytes, the cut said in its text and reported.
* ``created_at`` is the ``created``/``date`` property, else the date in a daily note's file name
  (``.obsidian/daily-notes.json``), else the file mtime: mtimes are reset by every copy, sync and
  checkout, so a typed date is worth more.
* Broken frontmatter YAML is common (tabs, unquoted colons); it only loses the properties,
  never the note, and is not reported: the person's note is fine as Obsidian shows it.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterable, Iterator
from datetime import UTC, date, datetime
from pathlib import Path, PurePosixPath

from ..cleaning import clean_text
from ..config import JSONL_TEXT_MAX_BYTES
from ..jsonish import JSONObject
from ..model import Conversation, Message, conversation_id, iso_utc, message_id
from ..vault.contained import outside_root
from ..vault.ids import ID_LINE
from ..vault.properties import load_yaml, split_frontmatter
from .base import Adapter, SourceEnv, SourceError, Unit, file_unit
from .capped import cut_reason, cut_text, read_head, read_json_file

NOTE_SUFFIX = ".md"
# A top-level folder of this name (any case) is treated as templates even without settings.
DEFAULT_TEMPLATES = "templates"
# Frontmatter keys that may hold the note's creation date, in order of preference.
CREATED_KEYS = ("created", "date")
# Where the core Templates plugin and the Templater plugin keep their folder setting.
TEMPLATE_SETTINGS = (
    (".obsidian/templates.json", "folder"),
    (".obsidian/plugins/templater-obsidian/data.json", "templates_folder"),
)
DAILY_SETTINGS = ".obsidian/daily-notes.json"
DAILY_DEFAULT_FORMAT = "YYYY-MM-DD"
# The moment.js tokens a daily-note file name may use here; any other letter means no match.
_DAILY_TOKENS = {"YYYY": ("y", r"\d{4}"), "MM": ("m", r"\d{2}"), "DD": ("d", r"\d{2}"),
                 "M": ("m", r"\d{1,2}"), "D": ("d", r"\d{1,2}")}
_TOKEN_RE = re.compile(r"\[[^\]]*\]|YYYY|MM|DD|M|D|[A-Za-z]+|.", re.DOTALL)


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def _folder_parts(value: object) -> tuple[str, ...] | None:
    """A folder setting as path parts; ``None`` for empty or root, which would exclude all."""
    if not isinstance(value, str):
        return None
    parts = tuple(p for p in nfc(value.strip()).replace("\\", "/").split("/") if p not in ("", "."))
    return parts or None


def _template_folders(root: Path) -> list[tuple[str, ...]]:
    folders: list[tuple[str, ...]] = []
    for rel, key in TEMPLATE_SETTINGS:
        try:
            settings = read_json_file(root / rel).value
        except (OSError, ValueError):
            continue
        parts = _folder_parts(settings.get(key)) if isinstance(settings, dict) else None
        if parts:
            folders.append(parts)
    return folders


def is_own_vault(env: SourceEnv, root: Path) -> bool:
    """Whether ``root`` is the vault Musubi writes (its notes are named relative to it)."""
    return env.vault is None or root.resolve() == env.vault.resolve()


def _musubi_folders(env: SourceEnv, root: Path) -> list[tuple[str, ...]] | None:
    """Musubi's output folder(s) as parts relative to ``root``; ``None`` when root lies inside one.

    With an explicit ``path`` the scanned folder may contain the vault (or be it), so the vault's
    own Musubi folder is excluded too, wherever it falls under the root.
    """
    parts = _folder_parts(env.musubi_folder) or ("Musubi",)
    out = [parts]
    if env.vault is not None:
        real_root = root.resolve()
        own = env.vault.joinpath(*parts).resolve()
        if real_root.is_relative_to(own):
            return None
        if own.is_relative_to(real_root):
            out.append(tuple(nfc(p) for p in own.relative_to(real_root).parts))
    return out


def daily_pattern(fmt: str) -> re.Pattern[str] | None:
    """A regex for daily-note names written in ``fmt``; ``None`` when it needs unsupported tokens.

    Only numeric year/month/day are understood: names like ``Monday, 20 November`` hold no
    year, so they could not give a reliable date anyway.
    """
    out: list[str] = []
    used: set[str] = set()
    for tok in _TOKEN_RE.findall(fmt):
        if tok.startswith("[") and tok.endswith("]"):
            out.append(re.escape(tok[1:-1]))
        elif tok in _DAILY_TOKENS:
            name, digits = _DAILY_TOKENS[tok]
            # The same part twice (YYYY/YYYY-MM-DD) is matched again but captured once.
            out.append(f"(?:{digits})" if name in used else f"(?P<{name}>{digits})")
            used.add(name)
        elif tok.isalpha():
            return None
        else:
            out.append(re.escape(tok))
    if used != {"y", "m", "d"}:
        return None
    return re.compile("".join(out))


def _daily_settings(root: Path) -> tuple[tuple[str, ...], re.Pattern[str] | None]:
    """(daily folder parts, name pattern) from the Daily notes plugin settings, or defaults."""
    try:
        settings = read_json_file(root / DAILY_SETTINGS).value
    except (OSError, ValueError):
        settings = {}
    if not isinstance(settings, dict):
        settings = {}
    folder = _folder_parts(settings.get("folder")) or ()
    fmt = settings.get("format")
    fmt = fmt.strip() if isinstance(fmt, str) and fmt.strip() else DAILY_DEFAULT_FORMAT
    return folder, daily_pattern(nfc(fmt))


def daily_date(key: str, folder: tuple[str, ...], pattern: re.Pattern[str] | None) -> str | None:
    """The date a daily note's path encodes, as UTC midnight; ``None`` for any other note."""
    parts = PurePosixPath(key).parts
    if pattern is None or not _under(parts[:-1], folder) or not key.lower().endswith(NOTE_SUFFIX):
        return None
    name = "/".join(parts[len(folder):])[: -len(NOTE_SUFFIX)]
    m = pattern.fullmatch(name)
    if m is None:
        return None
    try:
        day = date(int(m["y"]), int(m["m"]), int(m["d"]))
    except ValueError:
        return None
    return property_time(day)


def _under(parts: tuple[str, ...], prefix: tuple[str, ...]) -> bool:
    return parts[: len(prefix)] == prefix


def parse_properties(frontmatter: str | None) -> JSONObject:
    """Frontmatter as a dict; anything YAML rejects (or a non-mapping) gives no properties."""
    if not frontmatter or not frontmatter.strip():
        return {}
    try:
        data = load_yaml(frontmatter)
    except Exception:  # YAMLError, and ValueError for dates such as 2023-02-30
        return {}
    return data if isinstance(data, dict) else {}


def property_time(value: object) -> str | None:
    """A typed-in date property as UTC; numbers are refused (``2023`` is a year, not an epoch)."""
    if isinstance(value, datetime):
        return iso_utc(value)
    if isinstance(value, date):
        return iso_utc(datetime(value.year, value.month, value.day, tzinfo=UTC))
    if isinstance(value, str):
        return iso_utc(value)
    return None


class ObsidianAdapter(Adapter):
    name = "obsidian"
    writes_notes = False
    label = "Obsidian"
    description = "Your own Obsidian notes (read-only), one note per conversation"

    def root(self, env: SourceEnv) -> Path | None:
        return env.path if env.path is not None else env.vault

    def units(self, env: SourceEnv) -> Iterator[Unit]:
        root = self.root(env)
        if root is None or not root.is_dir():
            return
        own = _musubi_folders(env, root)
        if own is None:
            return
        excluded = own + _template_folders(root)
        seen: dict[str, Path] = {}

        def unlisted(err: OSError) -> None:
            env.skip(err.filename or root, f"cannot list folder: {err.strerror or err}")

        for dirpath, dirnames, filenames in os.walk(root, onerror=unlisted):
            here = Path(dirpath)
            rel_dir = tuple(nfc(p) for p in here.relative_to(root).parts)
            keep = []
            for d in sorted(dirnames):
                sub = (*rel_dir, nfc(d))
                if d.startswith(".") or any(_under(sub, x) for x in excluded):
                    continue
                if len(sub) == 1 and sub[0].casefold() == DEFAULT_TEMPLATES:
                    continue
                away = outside_root(root, here / d)
                if away is not None:  # not walked in any case; said, as a file's would be
                    env.skip(here / d, f"folder not read: {away}")
                    continue
                keep.append(d)
            dirnames[:] = keep
            for name in sorted(filenames):
                if name.startswith(".") or not name.lower().endswith(NOTE_SUFFIX):
                    continue
                path = here / name
                away = outside_root(root, path)
                if away is not None:
                    env.skip(path, f"note not read: {away}")
                    continue
                if not path.is_file():
                    continue
                key = PurePosixPath(*rel_dir, nfc(name)).as_posix()
                # A name that is not UTF-8 (an old Latin-1 note) gets U+FFFD in its id: ids are
                # stored and written as UTF-8 text, which cannot hold the raw bytes.
                key = os.fsencode(key).decode("utf-8", "replace")
                if key in seen:
                    env.skip(path, f"same name as {seen[key]} after Unicode normalisation")
                    continue
                seen[key] = path
                yield file_unit(path, key=key)

    def read(self, unit: Unit, env: SourceEnv) -> Iterator[Conversation]:
        path = unit.paths[0]
        try:
            with path.open("rb") as handle:
                raw, size = read_head(handle, JSONL_TEXT_MAX_BYTES)
            mtime = path.stat().st_mtime
        except OSError as e:
            raise SourceError(f"{path}: cannot read note: {e.strerror or e}") from e
        if b"\x00" in raw:
            env.skip(path, "binary file, not a text note")
            return
        if size > len(raw):  # a note of a dump: its first bytes stand for it, and say so
            env.skip(path, cut_reason([size], JSONL_TEXT_MAX_BYTES))
        head = raw.removeprefix(b"\xef\xbb\xbf")  # a BOM is no part of the text
        text = cut_text(head, size - (len(raw) - len(head)), JSONL_TEXT_MAX_BYTES)
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        frontmatter, body = split_frontmatter(text)
        props = parse_properties(frontmatter)
        if "musubi_id" in props or (frontmatter and ID_LINE.search(frontmatter)):
            # One of Musubi's notes a person moved here (its YAML broken or not): it stays
            # the conversation (capture, page) its id names, never a note of the person's.
            return
        body_text = clean_text(body)
        if not body_text:
            return

        rel = PurePosixPath(unit.key)
        title = rel.name
        if title.lower().endswith(NOTE_SUFFIX):
            title = title[: -len(NOTE_SUFFIX)]
        updated = iso_utc(mtime) or ""
        created = next(
            (t for k in CREATED_KEYS if (t := property_time(props.get(k))) is not None), None
        )
        root = self.root(env)
        if created is None and root is not None:
            created = daily_date(unit.key, *_daily_settings(root))
        # Another vault's note keeps its whole path: "a.md" of two vaults are two notes, and
        # the index reads it where it is.
        ident = unit.key if root is None or is_own_vault(env, root) else path.as_posix()
        cid = conversation_id(self.name, ident)
        yield Conversation(
            id=cid,
            source=self.name,
            title=title,
            project=rel.parts[0] if len(rel.parts) > 1 else None,
            created_at=created or updated,
            updated_at=updated,
            source_ref=ident,
            messages=[Message(id=message_id(cid, "note"), role="user", text=body_text)],
        )


def _on_disk(vault: Path, unit: Unit) -> str:
    """The note's path as the disk spells it, which is what the index opens: its key is
    NFC, and a note named on an older Mac (NFD) would be opened under a name Linux does not
    have, and never indexed. A name that is not UTF-8 keeps its key (the index stores text)."""
    rel = unit.paths[0].relative_to(vault).as_posix()
    try:
        rel.encode("utf-8")
    except UnicodeEncodeError:
        return unit.key
    return rel


def note_paths(vault: Path, folder: str, others: Iterable[Path] = ()) -> Iterator[str]:
    """Every note outside Musubi's folder to search where it is: the vault's own
    (vault-relative, its Musubi folder left out) and those of other vaults ingest reads in
    place (absolute). Listed without being read: a note of Musubi's a person moved among
    them is told by its ``musubi_id`` when the index reads it."""
    adapter = ObsidianAdapter()
    for unit in adapter.units(SourceEnv(home=vault, vault=vault, musubi_folder=folder)):
        yield _on_disk(vault, unit)
    for other in others:
        if other.resolve() == vault.resolve() or not other.is_dir():
            continue
        env = SourceEnv(home=other, path=other, vault=vault, musubi_folder=folder)
        for unit in adapter.units(env):
            yield unit.paths[0].as_posix()  # absolute: outside this vault
