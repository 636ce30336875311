"""A person's saves landing at every instant of Musubi's writes, the instants drawn at random.

The person is a careful editor, run one step at a time: read the note, write her version,
swap it in, and, when what came out is not what she read (Musubi wrote meanwhile), swap that
back (putting back again whatever that brings out until it is her own file) and save again on
top of it. Her steps run from inside Musubi's own reads of a note and
its exchanges of files, so a save lands between Musubi's read and its check, between its check
and its exchange, and between the exchange and the swap that puts a displaced save back. The
jobs are the real Engine's ingest and ``distill --redo`` over growing sessions. Whatever she
saved must be in the note at the end; a thread and a timer find these instants one run in
eight, a drawn schedule every time."""

from __future__ import annotations

import os
import pathlib
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from careful_save import careful_save, her_read
from claude_sessions import Session, project_dir
from cli_helpers import git, world
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from musubi_daemon.config import RESCUE_ROUNDS, load_config
from musubi_daemon.engine import Engine
from musubi_daemon.vault import files
from musubi_daemon.vault.notes import parse, read_frontmatter
from musubi_daemon.vault.structure import parse_doc
from musubi_daemon.vault.swap import exchange
from musubi_daemon.vault.textmerge import added_paragraphs, union_of_saves

_read_text = pathlib.Path.read_text
_read_bytes = pathlib.Path.read_bytes


class SteppedEditor:
    """The careful editor of test_edit_races (``careful_save``), one step at a time."""

    def __init__(self, notes: list[Path], rng: random.Random):
        self.notes, self.rng = notes, rng
        self.marks: dict[Path, list[str]] = {p: [] for p in notes}
        self.i = 0
        self.busy = False
        self.saving: Iterator[None] | None = None

    def maybe(self) -> None:
        """At one of Musubi's instants: none, one or a few of her steps."""
        for _ in range(self.rng.choice((0, 1, 1, 2, 3, 5))):
            self.step()

    def save(self, path: Path, change: Callable[[str], str]) -> Iterator[None]:
        return careful_save(path, path.with_name(".edit.tmp"), change)

    def finish(self) -> None:
        while self.saving is not None:
            self.step()

    def step(self) -> None:
        if self.busy:
            return  # her own reads are not Musubi's instants
        self.busy = True
        try:
            self._step()
        finally:
            self.busy = False

    def _step(self) -> None:
        path = self.notes[self.i % len(self.notes)]
        mark = f"Ana's mark {self.i}: water at the hut."
        if self.saving is None:
            if self.i % 2:
                def change(text: str) -> str:
                    return text.rstrip("\n") + f"\n\n{mark}\n"
            else:
                def change(text: str) -> str:
                    return text.replace("\n## Transcript\n", f"\n{mark}\n\n## Transcript\n", 1)
            self.saving = self.save(path, change)
        try:
            next(self.saving)
        except StopIteration:  # saved
            self.saving = None
            self.marks[path].append(mark)
            self.i += 1


class InPlaceEditor(SteppedEditor):
    """An editor that saves in place, as most do (Obsidian, VS Code, vim, ``>>``): it opens
    the note with truncation, so the note is empty until its write, which comes a step later."""

    def save(self, path: Path, change: Callable[[str], str]) -> Iterator[None]:
        before = her_read(path).decode("utf-8")
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
        try:
            yield
            os.write(fd, change(before).encode("utf-8"))
        finally:
            os.close(fd)


def sessions_in(home: Path, n: int) -> list[Session]:
    out = []
    for k in range(n):
        sid = f"{k:08d}-aaaa-4bbb-8ccc-00000000ace5"
        s = Session(project_dir(home) / f"{sid}.jsonl", sid)
        s.user(f"Trail {k}: where can I refill water? We decided to carry two litres; TODO: "
               "check the hut hours.").assistant("There is a spring at km 5.")
        s.write()
        out.append(s)
    return out


def job(vault: Path, name: str, **kw: Any) -> None:
    job_report(vault, name, **kw)


def job_report(vault: Path, name: str, **kw: Any) -> Any:
    engine = Engine(load_config(vault), create=name == "init_vault")
    try:
        if name == "init_vault":
            return engine.init_vault(vault, remember=False)
        return getattr(engine, name)(**kw)
    finally:
        engine.close()


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 2**32))
@example(655206)  # a save made on Musubi's write in the instant before a put-back: once lost
# Her save of a render Musubi wrote and then put back (never committed as Musubi's): its
# header came back as her edit, in a callout nobody made. Musubi's renders are known as its
# words before they reach the disk (`seen_before_write`).
@example(15861674)
def test_saves_at_every_instant_of_musubis_writes_are_kept(seed: int) -> None:
    saves_at_every_instant(seed, SteppedEditor)


@pytest.mark.slow
@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 2**32))
@example(117)  # a second save in place into the very file an exchange brought out: once lost
def test_saves_in_place_at_every_instant_of_musubis_writes_are_kept(seed: int) -> None:
    """Between an in-place save's truncation and its write the note is empty: Musubi neither
    merges that (it would read as everything deleted) nor takes the file being written.

    This editor saves up to five times in each instant of Musubi's, so a write of Musubi's
    can meet a storm of more saves than it puts back (``RESCUE_ROUNDS``): those are kept in
    a copy beside the note, never lost, and ``musubi doctor`` names the copy."""
    saves_at_every_instant(seed, InPlaceEditor, storms=True)


def test_the_storm_that_left_a_header_callout_nobody_made_leaves_none() -> None:
    # The schedule CI drew once (docs/reliability.md, section 3): her stale save carried the
    # header of a render Musubi wrote and then put back, never committed as Musubi's, so it
    # read as her edit. Musubi's renders are now known as its words before they land.
    saves_at_every_instant(4307851, InPlaceEditor, storms=True, header_callouts=False)


def saves_at_every_instant(seed: int, kind: type[SteppedEditor], storms: bool = False,
                           header_callouts: bool | None = None) -> None:
    """``header_callouts``: whether a callout of Musubi's header may be left (by default in a
    storm of saves only)."""
    if header_callouts is None:
        header_callouts = storms
    with world() as (home, vault), pytest.MonkeyPatch.context() as mp:
        job(vault, "init_vault")
        sessions = sessions_in(home, 3)
        job(vault, "ingest")
        job(vault, "distill", only_heuristic=True)
        notes = sorted((vault / "Musubi" / "conversations").rglob("*.md"))
        editor = kind(notes, random.Random(seed))
        folder = str(vault / "Musubi" / "conversations")

        def at_a_read(method: Any) -> Any:
            def read(self: Path, *a: Any, **kw: Any) -> Any:
                if self.suffix == ".md" and str(self).startswith(folder):
                    editor.maybe()
                return method(self, *a, **kw)
            return read

        def at_an_exchange(a: Any, b: Any) -> bool:
            editor.maybe()
            done = exchange(a, b)
            editor.maybe()
            return done

        mp.setattr(pathlib.Path, "read_text", at_a_read(_read_text))
        mp.setattr(pathlib.Path, "read_bytes", at_a_read(_read_bytes))
        mp.setattr(files, "exchange", at_an_exchange)
        job(vault, "distill", only_heuristic=True, redo=True)
        for rnd in range(3):
            for s in sessions:
                s.user(f"And climb {rnd}?").assistant(f"Steep; start early. I chose ridge {rnd}.")
                s.write()
            job(vault, "ingest")
            job(vault, "distill", only_heuristic=True, redo=True)
        editor.finish()
        mp.undo()
        job(vault, "ingest")
        job(vault, "distill", only_heuristic=True)
        assert sum(map(len, editor.marks.values())) > 30  # she really did save all along
        kept = {p: p.read_text(encoding="utf-8") for p in notes[0].parent.glob(".musubi-saved-*")}
        assert storms or not kept
        if kept:
            findings = job_report(vault, "doctor").findings
            assert {f.path for f in findings if f.check == "kept-save"} == {
                p.relative_to(vault).as_posix() for p in kept}
        for path in notes:
            text = path.read_text(encoding="utf-8")
            for mark in editor.marks[path]:
                assert mark in text or any(mark in k for k in kept.values()), \
                    f"{mark!r} was lost from {path.name}"
            doc = parse_doc(text)
            assert "h2:Summary" in doc.units() and "h2:Decisions" in doc.units(), text
            if header_callouts:
                # A storm of stale saves: a header callout is still allowed for schedules
                # not drawn yet (docs/reliability.md, section 3); nothing of hers is lost
                # (checked above).
                assert all(c.key == "preamble" for c in doc.callouts()), text
            else:
                assert not doc.callouts(), f"a conflict nobody made:\n{text}"
            assert read_frontmatter(text)["messages"] == len(doc.messages()) == 8
            assert len(parse(text).messages) == 8
        assert not git(vault, "status", "--porcelain").strip()


def test_a_save_made_on_musubis_write_as_it_is_put_back_joins_the_one_it_displaced(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Her save lands just before Musubi's exchange (so Musubi's write displaces it), and her
    editor, having reloaded Musubi's write, saves on top of it before the swap back: both of
    her saves are in the note, and Musubi's write is not."""
    note = tmp_path / "note.md"
    note.write_text("# Ridge\n\nversion 1\n", encoding="utf-8")
    musubis = "# Ridge\n\nversion 1\n\nMusubi's new message.\n"
    exchanges: list[int] = []

    def exchange_between_her_saves(a: Any, b: Any) -> bool:
        exchanges.append(1)
        if len(exchanges) == 1:
            note.write_text("# Ridge\n\nversion 1\n\nHer first line.\n", encoding="utf-8")
        elif len(exchanges) == 2:  # Musubi's write is in place: she saves on top of it
            on_disk = note.read_text(encoding="utf-8")
            assert on_disk == musubis
            note.write_text(on_disk + "\nHer second line.\n", encoding="utf-8")
        return exchange(a, b)

    monkeypatch.setattr(files, "exchange", exchange_between_her_saves)
    with pytest.raises(files.FileChanged):
        files.atomic_write(note, musubis, expected="# Ridge\n\nversion 1\n", fsync=False)
    text = note.read_text(encoding="utf-8")
    assert "Her first line." in text and "Her second line." in text
    assert not list(tmp_path.glob(".musubi-*"))


def _put_back_then_a_save_made_before_it(note: Path, monkeypatch: pytest.MonkeyPatch,
                                         displaced: str, hers: str) -> None:
    """Musubi's write displaces her save (``displaced``); in the instant before the put-back
    her editor reads Musubi's write and saves ``hers(what it read)`` after the put-back, on
    top of it. Then Musubi merges again from the note as it finds it, as its jobs do."""
    exchanges: list[int] = []
    pending: list[str] = []

    def her_editor_around_musubis_exchanges(a: Any, b: Any) -> bool:
        exchanges.append(1)
        if len(exchanges) == 1:
            note.write_text(displaced, encoding="utf-8")
        elif len(exchanges) == 2:  # the put-back: she read Musubi's write just before it
            pending.append(hers(note.read_text(encoding="utf-8")))
        done = exchange(a, b)
        if pending:
            note.write_text(pending.pop(), encoding="utf-8")
        return done

    monkeypatch.setattr(files, "exchange", her_editor_around_musubis_exchanges)
    with pytest.raises(files.FileChanged):
        files.atomic_write(note, "# Ridge\n\nversion 2\n", expected="# Ridge\n\nversion 1\n",
                           fsync=False)
    monkeypatch.setattr(files, "exchange", exchange)
    for _ in range(3):  # a job's read-merge-write, tried again when the note changed under it
        current = note.read_text(encoding="utf-8")
        try:
            files.atomic_write(note, current + "\nMusubi's summary.\n", expected=current,
                               fsync=False)
            return
        except files.FileChanged:
            continue
    raise AssertionError("the note kept changing")


def test_a_save_made_on_musubis_write_before_the_put_back_does_not_take_it_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Her save is put back over Musubi's write; her editor had read that write in the instant
    before, and its next save lacks the put-back. Musubi's next merge reads that save: what
    was put back is hers and comes back with it (it was lost: hypothesis, seed 655206)."""
    note = tmp_path / "note.md"
    note.write_text("# Ridge\n\nversion 1\n", encoding="utf-8")
    _put_back_then_a_save_made_before_it(
        note, monkeypatch, "# Ridge\n\nversion 1\n\nHer line A.\n",
        lambda read: read + "\nHer line B.\n")
    text = note.read_text(encoding="utf-8")
    for line in ("Her line A.", "Her line B.", "version 2", "Musubi's summary."):
        assert text.count(line) == 1, text
    assert not list(tmp_path.glob(".musubi-*"))


def test_what_she_deleted_from_the_put_back_stays_deleted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save made on the put-back itself (it holds some of what was put back) and lacking a
    paragraph of it is a deletion: that paragraph does not come back."""
    note = tmp_path / "note.md"
    note.write_text("# Ridge\n\nversion 1\n", encoding="utf-8")
    _put_back_then_a_save_made_before_it(
        note, monkeypatch, "# Ridge\n\nversion 1\n\nHer line A.\n\nHer line C.\n",
        lambda _read: "# Ridge\n\nversion 2\n\nHer line C.\n\nHer line B.\n")
    text = note.read_text(encoding="utf-8")
    assert "Her line A." not in text
    for line in ("Her line B.", "Her line C.", "Musubi's summary."):
        assert text.count(line) == 1, text


def test_a_storm_of_saves_in_that_instant_keeps_the_last_beside_the_note(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    note = tmp_path / "note.md"
    note.write_text("version 1\n", encoding="utf-8")
    saves: list[str] = []

    def a_save_at_every_exchange(a: Any, b: Any) -> bool:
        saves.append(f"Her line {len(saves)}.")
        note.write_text(note.read_text(encoding="utf-8") + saves[-1] + "\n", encoding="utf-8")
        return exchange(a, b)

    monkeypatch.setattr(files, "exchange", a_save_at_every_exchange)
    with pytest.raises(files.FileChanged):
        files.atomic_write(note, "Musubi's\n", expected="version 1\n", fsync=False)
    assert len(saves) == RESCUE_ROUNDS + 1
    [kept] = tmp_path.glob(".musubi-saved-*.md")
    everything = note.read_text(encoding="utf-8") + kept.read_text(encoding="utf-8")
    for line in saves:
        assert line in everything
    assert not list(tmp_path.glob(".musubi-*.tmp"))


def test_two_saves_made_from_different_versions_keep_every_paragraph_of_both() -> None:
    """The save that comes out of the put-back may not be made from Musubi's write at all (an
    editor that put back an older version of its own): a line one save lacks is then
    staleness, not a deletion, and no paragraph of the person's is dropped for it."""
    musubis = "# Ridge\n\nMusubi's summary.\n\nAna: spring dry in August.\n"
    displaced = "# Ridge\n\nMusubi's summary.\n\nAna: the hut sells water.\n"  # made earlier
    on_top = "# Ridge\n\nMusubi's summary.\n\nAna: spring dry in August.\n\nAna: start early.\n"
    merged = union_of_saves(displaced, musubis, on_top)
    for line in ("Ana: the hut sells water.", "Ana: spring dry in August.", "Ana: start early."):
        assert merged.count(line) == 1, merged
    assert merged.count("# Ridge") == 1 and merged.count("Musubi's summary.") == 1


NOTE = "# Ridge\n\nversion 1\n\n## Transcript\n\n**User** · 10:01 ^m-3da8354f5b\n\nWater?\n"


def test_a_save_that_only_adds_paragraphs_goes_in_where_she_added_them() -> None:
    """The put-back's one-step merge: her save (made on ``NOTE``) adds a paragraph before the
    transcript, or at the end; it goes into the text Musubi puts back (which holds ``NOTE`` and
    more of hers) at that place, every paragraph of both whole."""
    put = NOTE.replace("\n## Transcript\n", "\nAna: earlier.\n\n## Transcript\n") \
        + "\nAna: later.\n"
    before_transcript = NOTE.replace("\n## Transcript\n", "\nAna: now.\n\n## Transcript\n")
    assert added_paragraphs(put, NOTE, before_transcript) == put.replace(
        "\n## Transcript\n", "\nAna: now.\n\n## Transcript\n")
    at_the_end = NOTE + "\nAna: now.\n"
    assert added_paragraphs(put, NOTE, at_the_end) == put + "\nAna: now.\n"
    assert added_paragraphs(NOTE, NOTE, at_the_end) == at_the_end


def test_a_save_that_does_more_than_add_paragraphs_is_merged_line_by_line() -> None:
    put = NOTE + "\nAna: later.\n"
    assert added_paragraphs(put, NOTE, NOTE.replace("Water?", "Water at km 5?")) is None
    assert added_paragraphs(put, NOTE, NOTE.replace("version 1\n", "version 1\nand 2\n")) \
        is None  # added inside a paragraph
    assert added_paragraphs("# Ridge\n\nother\n", NOTE, NOTE.replace(
        "\n## Transcript\n", "\nAna: now.\n\n## Transcript\n")) is None  # no place for it
    twice = "# Ridge\n\nx\n\ny\n\nx\n"
    assert added_paragraphs(twice, twice, "# Ridge\n\nAna: now.\n\nx\n\ny\n\nx\n") == \
        "# Ridge\n\nAna: now.\n\nx\n\ny\n\nx\n"  # told apart by the lines after it
    assert added_paragraphs("# Ridge\n\nx\n\nx\n", "# Ridge\n\nx\n\nx\n",
                            "# Ridge\n\nx\n\nAna: now.\n\nx\n") is None  # not told apart


def test_an_emptied_note_is_left_empty_and_named_until_restored(monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    """A note emptied (by hand, a sync client or a crash) is not read as everything deleted:
    ingest leaves it as it is and says why; restored from git, it takes the new messages."""
    monkeypatch.setattr(files, "SAVE_SETTLE_SECONDS", 0.2)
    with world() as (home, vault):
        job(vault, "init_vault")
        [s] = sessions_in(home, 1)
        job(vault, "ingest")
        [note] = (vault / "Musubi" / "conversations").rglob("*.md")
        rel = note.relative_to(vault).as_posix()
        note.write_text("", encoding="utf-8")
        s.user("And the climb?").assistant("Steep; start early.")
        s.write()
        report = job_report(vault, "ingest")
        assert note.read_text(encoding="utf-8") == ""
        [skip] = report.skipped
        assert skip["path"] == rel and "empty" in skip["reason"]
        before_emptied = git(vault, "rev-list", "-n", "2", "HEAD", "--", rel).split()[1]
        git(vault, "checkout", before_emptied, "--", rel)
        job(vault, "ingest")
        text = note.read_text(encoding="utf-8")
        assert "Steep; start early." in text and "Trail 0: where can I refill water?" in text
        assert len(parse(text).messages) == 4
