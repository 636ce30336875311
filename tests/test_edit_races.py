"""A person saving a note at the worst moment: while Musubi merges into it, and between
Musubi's write and its commit. The edit must survive both, and be committed as the person's.

The person's save is made to land at exactly that moment by running it from inside the step
Musubi is in (the render, the commit); everything else is the real Engine, files and git."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from careful_save import careful_save
from claude_sessions import Session, project_dir
from cli_helpers import git, musubi

from musubi_daemon.config import RESCUE_ROUNDS, WRITE_RETRIES, load_config
from musubi_daemon.engine import Engine
from musubi_daemon.state import State
from musubi_daemon.vault import files
from musubi_daemon.vault.conversations import NoteWriter
from musubi_daemon.vault.git import MUSUBI, VaultRepo
from musubi_daemon.vault.notes import parse, read_frontmatter
from musubi_daemon.vault.session import PageWrite, WriteSession
from musubi_daemon.vault.structure import parse_doc
from musubi_daemon.vault.swap import exchange

SID = "5e551001-aaaa-4bbb-8ccc-00000000ace5"
MARK = "Ana: the hut at km 12 sells water, checked in June."


def start(home: Path) -> Session:
    s = Session(project_dir(home) / f"{SID}.jsonl", SID)
    s.user("Where can I refill water on the ridge trail?")
    s.assistant("There is a spring at km 5 and a hut at km 12.")
    s.write()
    musubi("ingest")
    return s


def the_note(vault: Path) -> Path:
    [note] = sorted((vault / "Musubi" / "conversations").rglob("*.md"))
    return note


def add_mark(note: Path) -> None:
    """What Obsidian does on save: the whole file written again, with a line of hers."""
    text = note.read_text(encoding="utf-8")
    note.write_text(text.replace("## Transcript", f"{MARK}\n\n## Transcript", 1),
                    encoding="utf-8")


def ingest_in_process(vault: Path) -> None:
    engine = Engine(load_config(vault))
    try:
        engine.ingest()
    finally:
        engine.close()


def test_an_edit_saved_while_musubi_merges_is_merged_not_overwritten(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = start(home)
    note = the_note(vault)
    s.user("And is the hut open in October?").assistant("Until mid-October.").write()
    render = NoteWriter.render
    saved: list[bool] = []

    def render_while_she_saves(self: NoteWriter, *args: Any, **kw: Any) -> str:
        if not saved:
            add_mark(note)  # lands after Musubi read the note, before it writes
            saved.append(True)
        return render(self, *args, **kw)

    monkeypatch.setattr(NoteWriter, "render", render_while_she_saves)
    ingest_in_process(vault)
    text = note.read_text(encoding="utf-8")
    assert MARK in text
    assert "And is the hut open in October?" in text
    assert "[!musubi-conflict]" not in text
    rel = note.relative_to(vault).as_posix()
    assert MARK in git(vault, "show", f"HEAD:{rel}")
    assert not git(vault, "status", "--porcelain").strip()
    # Musubi merged her save into its write, yet the commit that brought it is hers.
    assert git(vault, "log", "--format=%an", "-S", MARK, "--", rel).split() == ["Ana", "Lima"]


def test_an_edit_saved_between_musubis_write_and_commit_stays_hers(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = start(home)
    note = the_note(vault)
    rel = note.relative_to(vault).as_posix()
    s.user("And is the hut open in October?").assistant("Until mid-October.").write()
    commit_paths = VaultRepo.commit_paths

    def commit_after_she_saves(self: VaultRepo, paths: Any, message: str, who: Any) -> Any:
        paths = list(paths)
        if who == MUSUBI and rel in paths and MARK not in note.read_text(encoding="utf-8"):
            add_mark(note)  # lands after Musubi wrote the note, before it commits
        return commit_paths(self, paths, message, who)

    with monkeypatch.context() as m:
        m.setattr(VaultRepo, "commit_paths", commit_after_she_saves)
        ingest_in_process(vault)
    # Musubi's commit did not take her edit as its own: it is hers, still to commit.
    assert MARK in note.read_text(encoding="utf-8")
    assert MARK not in git(vault, "show", f"HEAD:{rel}")
    assert rel in git(vault, "status", "--porcelain")

    s.user("Any shade on the last climb?").assistant("None after km 10; start early.").write()
    musubi("ingest")
    text = note.read_text(encoding="utf-8")
    assert MARK in text
    assert "And is the hut open in October?" in text
    assert "Any shade on the last climb?" in text
    assert "[!musubi-conflict]" not in text
    assert MARK in git(vault, "show", f"HEAD:{rel}")
    authors = git(vault, "log", "--format=%an", "-S", MARK, "--", rel).split("\n")
    assert [a for a in authors if a][-1] == "Ana Lima"  # the commit that brought it is hers
    assert not git(vault, "status", "--porcelain").strip()


def test_an_edit_saved_while_a_lifecycle_job_runs_is_committed_as_hers(
        vault: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The daemon's case: maturation sets a note's state just after she saved it, so the job
    reads her save and writes it back with the new state."""
    start(home)
    note = the_note(vault)
    rel = note.relative_to(vault).as_posix()
    update = NoteWriter.update

    def update_after_she_saves(self: NoteWriter, *args: Any, **kw: Any) -> bool:
        if MARK not in note.read_text(encoding="utf-8"):
            add_mark(note)  # after the job committed what was outstanding, before it reads
        return update(self, *args, **kw)

    monkeypatch.setattr(NoteWriter, "update", update_after_she_saves)
    engine = Engine(load_config(vault))
    try:
        report = engine.lifecycle_run("maturation", only_heuristic=True)
    finally:
        engine.close()
    assert report.counts.get("matured") == 1
    text = note.read_text(encoding="utf-8")
    assert MARK in text and "state: matured" in text
    assert MARK in git(vault, "show", f"HEAD:{rel}")
    assert not git(vault, "status", "--porcelain").strip()
    log = git(vault, "log", "--format=%an|%s", "--", rel).splitlines()
    assert log[0].startswith("Musubi|musubi lifecycle maturation")
    assert log[1] == "Ana Lima|vault: edits made outside Musubi"
    assert git(vault, "log", "--format=%an", "-S", MARK, "--", rel).split() == ["Ana", "Lima"]


def committed_page(tmp_path: Path, rel: str, text: str) -> tuple[VaultRepo, Path]:
    """A page as Musubi last wrote and committed it."""
    vault = tmp_path / "v"
    vault.mkdir()
    repo, _ = VaultRepo.open_or_init(vault)
    page = vault / rel
    page.parent.mkdir(parents=True)
    page.write_text(text, encoding="utf-8")
    repo.commit_paths([rel], "musubi: page\n", MUSUBI)
    return repo, page


def write_page(repo: VaultRepo, rel: str, new: str, absorb: object) -> PageWrite:
    """One page written in a write session of its own, as a job writes it."""
    state = State(repo.root.parent / "cache" / "state.sqlite")
    session = WriteSession(repo.root, "Musubi", lambda: state, repo.root.parent / "cache",
                           fsync=False)
    with session.writing("page", commit_edits=False) as tx:
        return tx.write_page(rel, new, absorb=absorb)  # type: ignore[arg-type]


def test_a_generated_page_edited_during_its_merge_is_merged_again(tmp_path: Path) -> None:
    rel = "Musubi/open loops.md"
    repo, page = committed_page(tmp_path, rel, "# Open loops\n\n- [ ] refill plan\n")
    page.write_text("# Open loops\n\n- [ ] refill plan\n\nMy own line.\n", encoding="utf-8")
    calls: list[str] = []

    def absorb_while_she_saves(text: str) -> str:
        calls.append(text)
        if len(calls) == 1:  # Musubi has read the page; she saves again
            page.write_text("# Open loops\n\n- [ ] refill plan\n\nMy own line.\n\n"
                            "And a second one.\n", encoding="utf-8")
        return text

    new = "# Open loops\n\n- [ ] refill plan\n- [ ] check hut hours\n"
    w = write_page(repo, rel, new, absorb_while_she_saves)
    text = page.read_text(encoding="utf-8")
    assert w.changed and w.merged
    assert "My own line." in text and "And a second one." in text
    assert "check hut hours" in text


def test_a_page_that_keeps_changing_is_left_as_the_person_has_it(tmp_path: Path) -> None:
    rel = "Musubi/profile.md"
    repo, page = committed_page(tmp_path, rel, "# Profile\n\n- walks\n")
    saves: list[int] = []

    def absorb_while_she_keeps_saving(text: str) -> str:
        if len(saves) < 2 * WRITE_RETRIES:
            saves.append(1)
            page.write_text(f"# Profile\n\n- walks\n\nEdit {len(saves)}.\n", encoding="utf-8")
        return text

    w = write_page(repo, rel, "# Profile\n\n- walks\n- swims\n",
                   absorb_while_she_keeps_saving)
    assert not w.changed
    assert page.read_text(encoding="utf-8").startswith("# Profile\n\n- walks\n\nEdit ")
    assert not list(page.parent.glob(".musubi-*.tmp"))


def test_a_compare_and_swap_write_refuses_a_file_that_changed(tmp_path: Path) -> None:
    path = tmp_path / "note.md"
    path.write_text("hers, version 2\n", encoding="utf-8")
    with pytest.raises(files.FileChanged):
        files.atomic_write(path, "Musubi's merge of version 1\n", expected="hers, version 1\n",
                           fsync=False)
    assert path.read_text(encoding="utf-8") == "hers, version 2\n"
    assert not list(tmp_path.glob(".musubi-*.tmp"))
    files.atomic_write(path, "merged\n", expected="hers, version 2\n", fsync=False)
    assert path.read_text(encoding="utf-8") == "merged\n"
    os.remove(path)
    with pytest.raises(files.FileChanged):  # deleted meanwhile: a deletion is hers too
        files.atomic_write(path, "merged again\n", expected="merged\n", fsync=False)
    assert not path.exists()


class _SavesAtTheLastMoment(files.WriteLog):
    """The daemon's write log, told of Musubi's write just before the file is replaced: the
    moment after every check, where a save could once be lost."""

    def __init__(self, path: Path, text: str):
        super().__init__()
        self.path, self.text = path, text

    def record(self, path: Path, data: bytes) -> None:
        super().record(path, data)
        if self.text:
            self.path.write_text(self.text, encoding="utf-8")
            self.text = ""


def test_a_save_after_the_last_check_is_never_overwritten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "note.md"
    path.write_text("version 1\n", encoding="utf-8")
    monkeypatch.setattr(files, "write_log", _SavesAtTheLastMoment(path, "her version 2\n"))
    with pytest.raises(files.FileChanged):
        files.atomic_write(path, "Musubi's merge of version 1\n", expected="version 1\n",
                           fsync=False)
    assert path.read_text(encoding="utf-8") == "her version 2\n"
    assert not list(tmp_path.glob(".musubi-*.tmp"))
    new = tmp_path / "new.md"  # a file that did not exist: created only if still absent
    monkeypatch.setattr(files, "write_log", _SavesAtTheLastMoment(new, "hers, just made\n"))
    with pytest.raises(files.FileChanged):
        files.atomic_write(new, "Musubi's new note\n", expected=None, fsync=False)
    assert new.read_text(encoding="utf-8") == "hers, just made\n"


def test_a_save_made_while_the_guard_commits_is_left_in_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between Musubi's check and its exchange the guard commits her last save (a git
    process, long enough for her editor to save again): that save is found by one more look
    just before the exchange and left where it is, not taken out by the exchange and put back
    (which a save storm can keep from settling)."""
    path = tmp_path / "note.md"
    path.write_text("version 1\n", encoding="utf-8")
    exchanges: list[int] = []

    def guard(p: Path, data: bytes) -> None:
        path.write_text("her version 2\n", encoding="utf-8")

    def counted(a: Any, b: Any) -> bool:
        exchanges.append(1)
        return exchange(a, b)

    monkeypatch.setattr(files, "exchange", counted)
    with files.guarded(tmp_path, guard), pytest.raises(files.FileChanged):
        files.atomic_write(path, "Musubi's merge of version 1\n", expected="version 1\n",
                           fsync=False)
    assert not exchanges
    assert path.read_text(encoding="utf-8") == "her version 2\n"
    assert not list(tmp_path.glob(".musubi-*"))


def test_remember_never_writes_over_a_capture_whose_properties_are_broken(vault: Path) -> None:
    first = json.loads(musubi("remember", "--json", "--now", "2026-11-02T09:00:00Z",
                              "Refill at the hut, not the spring").stdout)
    capture = vault / first["note"]
    broken = capture.read_text(encoding="utf-8").replace("title: ", "title: [unclosed ", 1)
    capture.write_text(broken + "\nAna: the spring was dry in August.\n", encoding="utf-8")
    again = musubi("remember", "--now", "2026-11-02T10:00:00Z",
                   "Refill at the hut, not the spring", check=False)
    assert again.returncode != 0
    assert "properties broken" in again.stderr and first["note"] in again.stderr
    assert capture.read_text(encoding="utf-8").endswith("Ana: the spring was dry in August.\n")


class CarefulEditor:
    """A person saving in a tight loop, the way a careful editor saves (``careful_save``): the
    new text is swapped in at once and, if the file was changed since it was read (Musubi wrote
    it), put back and saved again on top of the newer text. So neither side ever loses a write,
    and whatever goes missing is Musubi's fault."""

    def __init__(self, notes: list[Path]):
        self.notes = notes
        self.marks: dict[Path, list[str]] = {p: [] for p in notes}
        self.saves = 0
        self.stop = threading.Event()

    def save(self, path: Path, change: Any) -> None:
        for _ in self.steps(path, change):
            pass

    def steps(self, path: Path, change: Any) -> Iterator[None]:
        """The save, pausing after each step another writer may fall between."""
        yield from careful_save(path, path.with_name(f".edit-{self.saves}.tmp"), change)
        self.saves += 1

    def run(self) -> None:
        i = 0
        while not self.stop.is_set():
            path = self.notes[i % len(self.notes)]
            mark = f"Ana's mark {i}: water at the hut."
            if i % 2:
                self.save(path, lambda t, m=mark: t.rstrip("\n") + f"\n\n{m}\n")
            else:
                self.save(path, lambda t, m=mark: t.replace(
                    "\n## Transcript\n", f"\n{m}\n\n## Transcript\n", 1))
            self.marks[path].append(mark)
            i += 1


def test_saves_in_a_tight_loop_while_ingest_and_redo_run(vault: Path, home: Path) -> None:
    sessions = []
    for n in range(8):
        sid = f"{n:08d}-aaaa-4bbb-8ccc-00000000ace5"
        s = Session(project_dir(home) / f"{sid}.jsonl", sid)
        s.user(f"Trail {n}: where can I refill water? We decided to carry two litres; TODO: "
               "check the hut hours.").assistant("There is a spring at km 5.")
        s.write()
        sessions.append(s)
    musubi("ingest")
    musubi("distill", "--only-heuristic")
    notes = sorted((vault / "Musubi" / "conversations").rglob("*.md"))
    editor = CarefulEditor(notes)
    person = threading.Thread(target=editor.run)
    person.start()
    try:
        musubi("distill", "--only-heuristic", "--redo")
        for s in sessions:
            s.user("And the last climb?").assistant("Steep; start early. I chose the ridge.")
            s.write()
        musubi("ingest")
        musubi("distill", "--only-heuristic", "--redo")
    finally:
        editor.stop.set()
        person.join()
    assert editor.saves > 50  # she really did save all along
    musubi("ingest")
    musubi("distill", "--only-heuristic")
    for path in notes:
        text = path.read_text(encoding="utf-8")
        for mark in editor.marks[path]:
            assert mark in text, f"{mark!r} was lost from {path.name}"
        doc = parse_doc(text)
        assert "h2:Summary" in doc.units() and "h2:Decisions" in doc.units(), \
            f"a section went missing or into a callout:\n{text}"
        assert not doc.callouts(), f"a conflict nobody made:\n{text}"
        assert read_frontmatter(text)["messages"] == len(doc.messages()) == 4
        assert len(parse(text).messages) == 4
    assert not git(vault, "status", "--porcelain").strip()


def test_a_careful_save_never_takes_back_what_musubi_put_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The instants of the tight loop above, drawn one by one. Her save of mark 0 lands after
    Musubi read the note; her next save (mark 1) swaps out Musubi's write, which displaced mark
    0. Musubi puts mark 0 back and, finding mark 1's save on top, merges the two; only then does
    her editor swap back the write it took out. That write of Musubi's lacks mark 0 and is one
    Musubi has itself taken back: what her swap back brings out is Musubi's merge, not her own
    save, and deleting it would lose mark 0 after it was saved. She tells the two apart by the
    file itself, so Musubi never writes its merge into the file of hers that came out (the
    merge is byte for byte her save here)."""
    note = tmp_path / "note.md"
    start = "# Ridge\n\nversion 1\n\n## Transcript\n"
    note.write_text(start, encoding="utf-8")
    editor = CarefulEditor([note])
    second = editor.steps(note, lambda t: t + "\nAna's mark 1.\n")
    exchanges: list[int] = []

    def exchange_as_she_saves(a: Any, b: Any) -> bool:
        if not exchanges:  # after Musubi's last check
            editor.save(note, lambda t: t + "\nAna's mark 0.\n")
            next(second)  # she read the note (mark 0 in it) and wrote her next version aside
        elif len(exchanges) == 1:  # Musubi's write is in place, mark 0 in its hands, and
            next(second)  # Musubi has looked at the note: her exchange, its write comes out
        done = exchange(a, b)
        exchanges.append(1)
        if len(exchanges) == 3:  # Musubi has put mark 0 back, merged with mark 1's save
            next(second)  # her swap back
        return done

    monkeypatch.setattr(files, "exchange", exchange_as_she_saves)
    with pytest.raises(files.FileChanged):
        files.atomic_write(note, start + "\nMusubi's new message.\n", expected=start,
                           fsync=False)
    assert len(exchanges) == 3
    for _ in second:  # she saves again, on top of what is there
        pass
    text = note.read_text(encoding="utf-8")
    assert "Ana's mark 0." in text and "Ana's mark 1." in text, text
    assert not list(tmp_path.glob(".musubi-*")) and not list(tmp_path.glob(".edit-*"))


def her_mark(n: int) -> Any:
    """Her save of mark ``n`` as the tight loop makes it: an odd one at the end of the note, an
    even one just before the transcript."""
    mark = f"Ana's mark {n}: water at the hut."
    if n % 2:
        return lambda t: t.rstrip("\n") + f"\n\n{mark}\n"
    return lambda t: t.replace("\n## Transcript\n", f"\n{mark}\n\n## Transcript\n", 1)


def test_saves_made_while_musubi_puts_a_save_back_all_stay_in_the_note(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The tight loop above under load, drawn. Her save lands after Musubi's last check, so
    Musubi's write displaces it; then she saves once more after each exchange Musubi makes to
    put that save back, each time on what Musubi has just put in (in the loop, while Musubi
    merged what the last exchange brought out, a merge slower than her saves). Each exchange
    took out the save made since the one before, so the put-back never settled, and after
    RESCUE_ROUNDS Musubi kept her newest save beside the note: the note had lost it, and her
    later saves were made without it."""
    note = tmp_path / "note.md"
    start = "# Ridge\n\nversion 1\n\n## Transcript\n"
    note.write_text(start, encoding="utf-8")
    editor = CarefulEditor([note])
    saved: list[int] = []
    exchanges: list[int] = []

    def save() -> None:
        editor.save(note, her_mark(len(saved)))
        saved.append(len(saved))

    def exchange_as_she_saves(a: Any, b: Any) -> bool:
        if not exchanges:
            save()  # after Musubi's last check: its write displaces this save
        done = exchange(a, b)
        exchanges.append(1)
        if len(exchanges) <= 2 * RESCUE_ROUNDS:
            save()  # on what Musubi has just put in
        return done

    monkeypatch.setattr(files, "exchange", exchange_as_she_saves)
    with pytest.raises(files.FileChanged):
        files.atomic_write(note, start + "\nMusubi's new message.\n", expected=start,
                           fsync=False)
    text = note.read_text(encoding="utf-8")
    for n in saved:
        assert f"Ana's mark {n}: water at the hut." in text, text
    assert not list(tmp_path.glob(".musubi-*")) and not list(tmp_path.glob(".edit-*"))


def test_saves_made_while_musubi_merges_a_put_back_all_stay_in_the_note(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As above, but each of her saves lands while Musubi merges (the line merge of two saves,
    a git process, slower than her saves under load): a save made on the note during a merge
    is taken into what goes back before Musubi's next exchange, not displaced by it, and a
    save that only adds paragraphs is taken in without another such merge, so the put-back
    settles although she saves during every one."""
    note = tmp_path / "note.md"
    start = "# Ridge\n\nversion 1\n\n## Transcript\n"
    note.write_text(start, encoding="utf-8")
    editor = CarefulEditor([note])
    saved: list[int] = []
    exchanges: list[int] = []
    merges: list[int] = []

    def save() -> None:
        editor.save(note, her_mark(len(saved)))
        saved.append(len(saved))

    def exchange_as_she_saves(a: Any, b: Any) -> bool:
        first = not exchanges
        if first:
            save()  # after Musubi's last check: its write displaces this save
        exchanges.append(1)
        done = exchange(a, b)
        if first:
            save()  # on top of Musubi's write
        return done

    union_of_saves = files.union_of_saves

    def merge_as_she_saves(ours: str, base: str, theirs: str) -> str:
        merges.append(1)
        if len(merges) <= 2 * RESCUE_ROUNDS:
            save()
        return union_of_saves(ours, base, theirs)

    monkeypatch.setattr(files, "exchange", exchange_as_she_saves)
    monkeypatch.setattr(files, "union_of_saves", merge_as_she_saves)
    with pytest.raises(files.FileChanged):
        files.atomic_write(note, start + "\nMusubi's new message.\n", expected=start,
                           fsync=False)
    text = note.read_text(encoding="utf-8")
    for n in saved:
        assert f"Ana's mark {n}: water at the hut." in text, text
    assert not list(tmp_path.glob(".musubi-*")) and not list(tmp_path.glob(".edit-*"))


def test_a_save_landing_while_musubi_commits_other_notes_is_never_committed_as_musubis(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Musubi checks each file it wrote still holds its write, then `git add`s them together.
    A save landing on a checked file while the next one is checked went in under Musubi's
    name; then a merge base rebuilt from git counted her text as Musubi's render and dropped
    it. Her save stays out of Musubi's commit, in the work tree, to be committed as hers."""
    root = tmp_path / "vault"
    root.mkdir()
    git(root, "init", "-q")
    repo = VaultRepo(root)
    a, b = root / "a.md", root / "b.md"
    for p in (a, b):
        files.atomic_write(p, f"{p.stem}: Musubi's write\n", fsync=False)
    read_bytes = Path.read_bytes

    def checking(self: Path) -> bytes:
        if self == b and a.read_text(encoding="utf-8").startswith("a: Musubi"):
            with open(a, "w", encoding="utf-8") as f:  # her editor saves in place
                f.write("a: Musubi's write\nAna: and my line\n")
        return read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", checking)
    commit = repo.commit_paths(["a.md", "b.md"], "musubi ingest\n", MUSUBI)
    monkeypatch.undo()
    assert commit is not None
    assert git(root, "show", f"{commit}:b.md").strip() == "b: Musubi's write"
    assert git(root, "ls-tree", "--name-only", commit).split() == ["b.md"]
    assert repo.left_out == ["a.md"]
    assert "Ana: and my line" in a.read_text(encoding="utf-8")
    assert git(root, "status", "--porcelain").split() == ["??", "a.md"]
