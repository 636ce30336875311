"""Atomic writes: a note is either the old version or the new one, never half of each."""

from __future__ import annotations

import contextlib
import hashlib
import os
import secrets
import stat
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from ..config import RESCUE_ROUNDS, SAVE_SETTLE_POLL, SAVE_SETTLE_SECONDS
from .putbacks import remember, with_put_back
from .swap import exchange
from .textmerge import added_paragraphs, union_of_saves


def content_hash(data: bytes) -> str:
    """The one hash a writer records and a watcher compares, so Musubi's own writes never
    come back to it as a person's edits."""
    return hashlib.sha256(data).hexdigest()


class WriteLog:
    """Paths Musubi wrote and the hash of what it wrote, until a watcher has seen them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._written: dict[str, set[str]] = {}

    def record(self, path: Path, data: bytes) -> None:
        with self._lock:
            self._written.setdefault(str(path), set()).add(content_hash(data))

    def consume(self, path: Path, data: bytes) -> bool:
        """True (once) when ``data`` at ``path`` is what Musubi itself wrote there."""
        h = content_hash(data)
        with self._lock:
            hashes = self._written.get(str(path))
            if not hashes or h not in hashes:
                return False
            hashes.discard(h)
            if not hashes:
                del self._written[str(path)]
            return True

    def forget(self, path: Path) -> None:
        with self._lock:
            self._written.pop(str(path), None)


# Set by the daemon while it watches the vault; None (nothing recorded) otherwise.
write_log: WriteLog | None = None


class FileChanged(Exception):
    """Someone else wrote the file between Musubi's read of it and its write: what Musubi
    merged is stale, and writing it would drop their change."""

    def __init__(self, path: Path):
        super().__init__(f"{path} changed while Musubi was writing it")
        self.path = path


class EmptyNote(Exception):
    """A note still empty after ``SAVE_SETTLE_SECONDS``: the person emptied it, or a sync
    client or a crash did. A merge would read it as everything deleted, so Musubi leaves it as
    it is and says so; the person restores it from git or deletes it."""

    def __init__(self, path: Path):
        super().__init__(f"{path} is empty: left as it is (restore it with `git checkout -- "
                         f"<path>` in the vault, or delete it to drop it)")
        self.path = path


class Unchecked:
    pass


UNCHECKED = Unchecked()

# What Musubi last wrote at each path (absolute) until a commit takes it: a commit of Musubi's
# takes a file only while it still holds exactly that, so an edit made between the write and
# the commit is never committed under Musubi's name (it would become the base of the next merge
# and the merge would drop it).
_mine: dict[str, str] = {}
_mine_lock = threading.Lock()


def written_by_musubi(path: Path) -> str | None:
    """The hash of what Musubi last wrote at ``path`` and has not committed yet."""
    with _mine_lock:
        return _mine.get(os.path.abspath(path))


def forget_written(paths: list[Path]) -> None:
    with _mine_lock:
        for p in paths:
            _mine.pop(os.path.abspath(p), None)


# Per vault root: called with a file's bytes just before Musubi replaces a version of it that it
# read and merged. A person's save in there, not yet committed, is committed as theirs first;
# otherwise Musubi's commit would carry it under Musubi's name.
_guards: dict[str, Callable[[Path, bytes], None]] = {}


@contextlib.contextmanager
def guarded(root: Path, guard: Callable[[Path, bytes], None]) -> Iterator[None]:
    key = os.path.abspath(root)
    with _mine_lock:
        _guards[key] = guard
    try:
        yield
    finally:
        with _mine_lock:
            if _guards.get(key) is guard:
                del _guards[key]


def _guard_for(path: str) -> Callable[[Path, bytes], None] | None:
    with _mine_lock:
        for root, guard in _guards.items():
            if path.startswith(root + os.sep):
                return guard
    return None


def _as_read(data: bytes) -> str:
    """Bytes as ``read_text`` gives them: decoded, newlines made universal."""
    return data.decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")


def read_settled(path: Path) -> str | None:
    """A note as ``read_text`` gives it, once a save in place has finished.

    Most editors save in place: they open the file with truncation and write after, so for a
    moment (longer on a busy machine) the note is empty. Merging that would read as the person
    deleting everything, and Musubi's write would take the file her editor is about to write
    into. An empty note is read again until it has text; still empty after
    ``SAVE_SETTLE_SECONDS``, it is an ``EmptyNote``."""
    text = read_text(path)
    if text != "":
        return text
    deadline = time.monotonic() + SAVE_SETTLE_SECONDS
    while time.monotonic() < deadline:
        time.sleep(SAVE_SETTLE_POLL)
        text = read_text(path)
        if text != "":
            return text
    raise EmptyNote(path)


def read_text(path: Path) -> str | None:
    """A note as Musubi reads it for a merge (None when there is none): text mode, as every
    reader of a note does, so the same file always compares equal."""
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except (FileNotFoundError, NotADirectoryError):
        return None


# Flags of the temp file: exclusive (a name is never reused), never through a symlink.
_TEMP_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_NOFOLLOW", 0))


def _open_temp(folder: Path, mode: int) -> tuple[int, str]:
    """An exclusive temp file created with ``mode``, which the kernel narrows by the umask (and
    a folder's default ACL) as for any file the person's own tools write. ``mkstemp`` would
    make every note 0600 whatever the umask says."""
    for _ in range(100):
        tmp = os.path.join(folder, f".musubi-{secrets.token_hex(8)}.tmp")
        try:
            return os.open(tmp, _TEMP_FLAGS, mode), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temp file name in {folder}")


def atomic_write(path: Path, data: str | bytes, *, fsync: bool = True,
                 expected: str | Unchecked | None = UNCHECKED) -> None:
    """Write to a temp file in the same folder, then rename over the target.

    With ``expected`` (the text the write was computed from, None for no file) the target is
    read again just before the rename and FileChanged raised if it no longer holds that: a
    person's edit landing while Musubi merged is never overwritten; the caller merges again.

    A new file gets the permissions the umask gives (0o666 narrowed by it); a file that exists
    keeps its own, so a note the person made private stays private when Musubi rewrites it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if isinstance(expected, str):
        _mend_stale_save(path, expected)
    if not isinstance(expected, Unchecked):
        _check_before(path, expected)
    try:
        keep: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        keep = None
    fd, tmp = _open_temp(path.parent, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            if keep is not None:
                os.fchmod(f.fileno(), keep)
            f.write(raw)
            if fsync:
                f.flush()
                os.fsync(f.fileno())
        if write_log is not None:
            write_log.record(path.resolve(), raw)
        if isinstance(expected, Unchecked):
            os.replace(tmp, path)
        else:
            _replace_if(tmp, path, expected, raw)
        with _mine_lock:
            _mine[os.path.abspath(path)] = content_hash(raw)
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError) and e.filename is None:
            # A write or an fsync that failed names no file; the note it was for is named, so
            # whoever reports a full disk can say which vault it is.
            e.filename = str(path)
        raise


def _mend_stale_save(path: Path, expected: str) -> None:
    """When ``expected`` (the note as Musubi read it) is a save made on a write of Musubi's in
    the instant before a put-back, without what was put back (``putbacks``): that save, with
    the paragraphs the put-back added, goes in place first, as the person's text (Musubi's
    commit never takes it, so the vault's history keeps it hers), and FileChanged is raised so
    the caller merges again from it."""
    mended = with_put_back(path, expected)
    if mended is expected:
        return
    _check_before(path, expected)  # her stale save, committed as hers before it is mended
    mode = stat.S_IMODE(os.stat(path).st_mode)
    tmp = _temp_holding(path.parent, mode, mended.encode("utf-8"))
    try:
        _replace_if(tmp, path, expected, mended.encode("utf-8"))
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    raise FileChanged(path)


def _replace_if(tmp: str, path: Path, expected: str | None, raw: bytes) -> None:
    """Put ``tmp`` at ``path`` only if ``path`` still holds ``expected``, with no window for a
    save to be lost: a new file is linked in (which fails if one appeared), an existing one is
    exchanged with the temp file atomically and what came out checked; a save found there is
    put back at once and FileChanged raised, so the caller merges it. Where the filesystem can
    do neither, the file is read once more just before the rename.

    An existing file is read once more just before the exchange too: the check before the
    write (and the guard's commit in it, and the temp file's fsync) took a while, and a save
    made in that while is found here and left in place (FileChanged) instead of being taken
    out by the exchange and put back."""
    if expected is None:
        try:
            os.link(tmp, path)
        except FileExistsError as e:
            raise FileChanged(path) from e
        except OSError:
            pass  # no hard links here: the check-then-rename below
        else:
            os.unlink(tmp)
            return
    elif read_text(path) != expected:
        raise FileChanged(path)
    elif _exchange(tmp, path):
        displaced = Path(tmp).read_bytes()
        if not displaced:
            # Emptied after the last read: an editor saving in place, between its truncation
            # and its write. Its file goes back itself, so the write lands in the note.
            _return_file(tmp, path, raw)
            raise FileChanged(path)
        if _as_read(displaced) == expected:
            os.unlink(tmp)
            return
        _put_back(tmp, path, displaced, raw)
        raise FileChanged(path)
    if read_text(path) != expected:
        raise FileChanged(path)
    os.replace(tmp, path)


def _return_file(tmp: str, path: Path, raw: bytes) -> None:
    """The very file an exchange took out goes back in place (an editor may hold it open to
    write into it) while the path still holds Musubi's write. If someone saved on top of that
    write meanwhile, the two saves are merged and that goes in place, as ``_put_back`` does."""
    back = _read_now(path) == raw and _exchange(tmp, path)
    if back and Path(tmp).read_bytes() == raw:
        os.unlink(tmp)
        return
    if back and not _settled_now(Path(tmp)):
        # What the exchange brought out is emptied too: a second save in place under way,
        # into the very file that came out. It is neither written over nor deleted (its write
        # would be lost with it) but kept beside the note, where that write lands.
        keep_beside(tmp, path)
        return
    taken, other = (path, Path(tmp)) if back else (Path(tmp), path)
    first, second = _settled_now(taken), _settled_now(other)
    at_path = first if back else second
    _put_back(tmp, path, _merge_saves(first, raw, second, raw), at_path)


def _put_back(tmp: str, path: Path, displaced: bytes, raw: bytes) -> None:
    """A save landed after the last read and Musubi's write displaced it: it goes back in
    place. Meanwhile a save may also have landed on top of Musubi's write (an editor that
    reloaded it): the two saves are merged (``union_of_saves``) and that goes in place, so
    neither is lost. ``tmp`` is left holding only what is already in place.

    Before each exchange the note is read again, and a save made on it since the last look (the
    person's editor saving on top of what is there, most often while Musubi merged) is merged
    into what goes back first: the exchange would take it out, and each exchange taking out the
    save made since the one before, the loop would never end while the person keeps saving. A
    save that only adds paragraphs is merged in one step (``added_paragraphs``, no git process),
    so that look and the exchange stay a moment apart even for a long note. A save landing in
    that moment all the same is what the exchange brings out (it shows what was at the path):
    merged in the next round. The loop ends once that is what Musubi itself put there.

    Each text goes in as a new file of Musubi's: a file that came out of an exchange is someone
    else's (an editor's save it may still hold open) and is never written into; an editor that
    checks whether what its own swap back brought out is its own file would take Musubi's
    merge for its save and delete it."""
    put, ours = displaced, raw  # what goes in, and what the path holds until it does
    mode = stat.S_IMODE(os.stat(tmp).st_mode)
    for _ in range(RESCUE_ROUNDS):
        fresh = _temp_holding(path.parent, mode, put)
        try:
            now = _settled_now(path)
            if now == ours:
                _exchange(fresh, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(fresh)
            raise
        if now != ours:  # saved on since the last look: merged in, then looked at again
            os.unlink(fresh)
            put, ours = _merge_saves(put, ours, now, raw), now
            continue
        os.replace(fresh, tmp)  # what came out, in tmp's place; what tmp held is in ``put``
        out = Path(tmp).read_bytes()
        if not out:
            # Emptied between the look and the exchange: a save in place under way. Its file
            # goes back itself for the write to land in place; the next round merges ``put``
            # into what it wrote.
            _exchange(tmp, path)
            continue
        if out == ours:
            remember(path, _as_read(raw), _as_read(put))
            return
        # ``out`` was saved on top of ``ours`` (usually): its changes go into what is put back.
        put, ours = _merge_saves(put, ours, out, raw), put
    # A save storm: what Musubi holds (every save it took out, merged) is kept beside the note,
    # never lost.
    fresh = _temp_holding(path.parent, mode, put)
    try:
        keep_beside(fresh, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(fresh)
        raise


def keep_beside(held: str, path: Path) -> None:
    """``held`` kept as ``.musubi-saved-<hex>`` beside ``path``: a save Musubi could not put in
    place, for the person to take from (``musubi doctor`` names it)."""
    os.replace(held, path.with_name(f".musubi-saved-{secrets.token_hex(4)}{path.suffix}"))


def _temp_holding(folder: Path, mode: int, data: bytes) -> str:
    """A new temp file of Musubi's in ``folder`` holding ``data``, with ``mode``."""
    fd, tmp = _open_temp(folder, mode)
    try:
        with os.fdopen(fd, "wb") as f:
            os.fchmod(f.fileno(), mode)
            f.write(data)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def _settled_now(path: Path) -> bytes:
    """The file's bytes, once a save in place (the file truncated, not yet written) is done:
    bounded by ``SAVE_SETTLE_SECONDS``, after which an empty file is taken as it is."""
    data = _read_now(path)
    deadline = time.monotonic() + SAVE_SETTLE_SECONDS
    while not data and time.monotonic() < deadline:
        time.sleep(SAVE_SETTLE_POLL)
        data = _read_now(path)
    return data


def _read_now(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except (FileNotFoundError, NotADirectoryError) as e:
        raise FileChanged(path) from e  # deleted meanwhile: a deletion is the person's too


def _merge_saves(put: bytes, base: bytes, saved: bytes, raw: bytes) -> bytes:
    """``saved`` (a save made on ``base``) merged into ``put``. In one step when it only adds
    paragraphs and ``put`` holds all of ``base`` (every text Musubi puts back holds what it was
    merged with), except when ``base`` is Musubi's own write (``raw``): then line by line."""
    p, b, s = _as_read(put), _as_read(base), _as_read(saved)
    merged = added_paragraphs(p, b, s) if base != raw else None
    return (merged if merged is not None else union_of_saves(p, b, s)).encode("utf-8")


def _exchange(tmp: str, path: Path) -> bool:
    try:
        return exchange(tmp, path)
    except FileNotFoundError as e:
        raise FileChanged(path) from e  # deleted meanwhile: a deletion is the person's too


def _check_before(path: Path, expected: str | None) -> None:
    """The file still holds what the write was merged from; and a person's save in it that is
    not committed yet is handed to the vault's guard (to be committed as theirs)."""
    try:
        before: bytes | None = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        before = None
    if (None if before is None else _as_read(before)) != expected:
        raise FileChanged(path)
    if before is not None:
        guard = _guard_for(os.path.abspath(path))
        if guard is not None:
            guard(path, before)


def clean_stale_temp_files(root: Path) -> int:
    """Remove temp files a crash left behind; they never held the only copy of anything."""
    n = 0
    for p in root.rglob(".musubi-*.tmp"):
        with contextlib.suppress(OSError):
            p.unlink()
            n += 1
    return n
