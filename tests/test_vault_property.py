"""The vault alone is enough, as a property: sequences of what a person does (edits, a deleted
note) and does to folders (moves the vault, deletes the cache, restores an old one, keeps a
second device in sync through a remote), interleaved with Musubi's jobs (the sessions grow,
ingest, distill again). After every step, on every device:

- no text of the person's is lost, and none is read as part of a message;
- a note the person deleted is not back;
- every message is in its note once;
- no conflict callout, since no step here changes a unit both sides changed;
- an ingest run twice changes nothing the second time.

In process (the Engine, as the CLI builds it), one HOME and cache per device."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from claude_sessions import Session, project_dir
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.ingest.reports import SourceSpec
from musubi_daemon.vault.ids import scan_ids
from musubi_daemon.vault.notes import parse, read_frontmatter
from musubi_daemon.vault.structure import CALLOUT_MARK, parse_doc

KEEP = "cccccccc-1111-4222-8333-444444444444"  # the session the person edits
DOOMED = "dddddddd-1111-4222-8333-444444444444"  # the one she deletes, at some point
PERSON = ("Ana Lima", "ana@example.com")


def git(vault: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(vault), *args], capture_output=True, text=True,
                          check=True).stdout


class Device:
    """A machine: its HOME (the tool's history, the cache, the config) and its vault."""

    def __init__(self, root: Path, name: str):
        self.name = name
        self.home = root / name / "home"
        self.vault = root / name / "vault"
        self.home.mkdir(parents=True)
        self.marks: set[str] = set()  # the person's text this vault must hold
        self.deleted = False  # the doomed note is gone from this vault
        self.snapshot: Path | None = None
        self.moves = 0

    @contextlib.contextmanager
    def engine(self) -> Iterator[Engine]:
        keep = dict(os.environ)
        os.environ.update(HOME=str(self.home), XDG_CACHE_HOME=str(self.home / ".cache"),
                          XDG_CONFIG_HOME=str(self.home / ".config"),
                          MUSUBI_INDEX_ON_INGEST="0")
        for var in ("MUSUBI_VAULT", "MUSUBI_CACHE_DIR", "MUSUBI_CONFIG", "MUSUBI_LLM_MODEL"):
            os.environ.pop(var, None)
        engine = Engine(load_config(self.vault), create=True)
        try:
            yield engine
        finally:
            engine.close()
            os.environ.clear()
            os.environ.update(keep)

    @property
    def cache(self) -> Path:
        return self.home / ".cache" / "musubi"

    def ingest(self) -> None:
        with self.engine() as e:
            e.ingest([SourceSpec("claude-code")])

    def notes(self) -> dict[str, Path]:
        return {mid: self.vault / rel for mid, rel in scan_ids(self.vault)}

    def note(self, sid: str) -> Path | None:
        return self.notes().get(f"claude-code:{sid}")


class VaultAlone(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="musubi-alone-"))
        self.remote = self.tmp / "remote.git"
        subprocess.run(["git", "init", "--quiet", "--bare", "-b", "main", str(self.remote)],
                       check=True)
        self.devices = [Device(self.tmp, "laptop"), Device(self.tmp, "desktop")]
        self.sessions: dict[str, list[Session]] = {}
        self.remote_marks: set[str] = set()
        self.remote_deleted = False
        self.reworded: str | None = None  # the mark of the answer she reworded
        self.n = 0

    def teardown(self) -> None:
        shutil.rmtree(self.tmp, ignore_errors=True)

    # -- the world ---------------------------------------------------------------------------
    def _sessions(self, sid: str) -> list[Session]:
        return [Session(project_dir(d.home) / f"{sid}.jsonl", sid) for d in self.devices]

    def _say(self, sid: str, user: str, assistant: str) -> None:
        for s in self.sessions[sid]:  # the same history on both machines (an export, say)
            s.user(user).assistant(assistant).write()

    def _mark(self, device: Device) -> str:
        self.n += 1
        mark = f"zq{self.n}{device.name[:2]}mark"
        device.marks.add(mark)
        return mark

    @initialize(separately=st.booleans())
    def start(self, separately: bool) -> None:
        """The laptop makes the vault and pushes it; the desktop clones it, or (separately)
        makes its own from the same export and joins the two at its first sync."""
        for sid in (KEEP, DOOMED):
            self.sessions[sid] = self._sessions(sid)
        self._say(KEEP, "Should the tile cache live on the SSD or the NAS?",
                  "The SSD: reads are random and small.")
        self._say(KEEP, "We decided to keep it on the SSD. TODO: check the hut hours.",
                  "Noted.")
        self._say(DOOMED, "Which stove for the hut?", "The small gas one.")
        first = self.devices[0]
        with first.engine() as e:
            e.init_vault(first.vault, remember=False)
        for d in self.devices[:1]:
            git(d.vault, "config", "user.name", PERSON[0])
            git(d.vault, "config", "user.email", PERSON[1])
            git(d.vault, "remote", "add", "origin", str(self.remote))
        first.ingest()
        with first.engine() as e:
            e.distill(only_heuristic=True)
            e.sync()
        second = self.devices[1]
        if separately:
            with second.engine() as e:
                e.init_vault(second.vault, remember=False)
            git(second.vault, "remote", "add", "origin", str(self.remote))
        else:
            subprocess.run(["git", "clone", "--quiet", str(self.remote), str(second.vault)],
                           check=True)
        git(second.vault, "config", "user.name", PERSON[0])
        git(second.vault, "config", "user.email", PERSON[1])
        with second.engine() as e:
            e.init_vault(second.vault, remember=False)
        if separately:
            second.ingest()
            with second.engine() as e:
                e.distill(only_heuristic=True)
                e.sync()

    # -- what the person does to a note -------------------------------------------------------
    @rule(d=st.integers(0, 1), kind=st.sampled_from(
        ["end", "top", "between", "heading", "property", "tick", "drop_key_points"]))
    def edit(self, d: int, kind: str) -> None:
        device = self.devices[d]
        path = device.note(KEEP)
        assert path is not None
        text = path.read_text(encoding="utf-8")
        if kind == "end":
            text = text.rstrip("\n") + f"\n\nA line of mine {self._mark(device)} at the end.\n"
        elif kind == "top":
            end = text.index("\n---\n", 4) + 5
            text = text[:end] + f"Mine {self._mark(device)} at the top.\n\n" + text[end:]
        elif kind == "between":
            headers = list(re.finditer(r"^\*\*(?:User|Assistant)\*\*.*\^m-[0-9a-f]+$", text,
                                       re.M))
            at = headers[min(1, len(headers) - 1)].start()
            text = text[:at] + f"Between {self._mark(device)} messages.\n\n" + text[at:]
        elif kind == "heading":
            text = text.rstrip("\n") + f"\n\n## My notes\n\nUnder {self._mark(device)} mine.\n"
        elif kind == "property":
            end = text.index("\n---\n", 4)
            mark = self._mark(device)
            text = text[:end] + f"\n{mark}: kept" + text[end:]
        elif kind == "tick":
            text = text.replace("- [ ] Check the hut hours", "- [x] Check the hut hours")
        elif kind == "drop_key_points":
            text = re.sub(r"^## Key points\n.*?(?=^## )", "", text, count=1, flags=re.M | re.S)
        path.write_text(text, encoding="utf-8")

    @rule()
    def reword_a_message(self) -> None:
        """She rewords an answer, on the laptop only (on both devices differently it would be
        a real conflict): the reworded message must reach the desktop and stay on both."""
        device = self.devices[0]
        path = device.note(KEEP)
        assert path is not None
        text = path.read_text(encoding="utf-8")
        if "\nThe SSD: reads are random and small.\n" in text:
            mark = self._mark(device)
            self.reworded = mark
            path.write_text(text.replace("\nThe SSD: reads are random and small.\n",
                                         f"\nThe SSD, as {mark} measured.\n"),
                            encoding="utf-8")

    @rule(d=st.integers(0, 1), kind=st.sampled_from(["end", "between", "tick", "property"]))
    def edit_and_sync(self, d: int, kind: str) -> None:
        """The most common day: an edit on one device, then a sync."""
        self.edit(d, kind)
        self.sync(d)

    @precondition(lambda self: not any(d.deleted for d in self.devices))
    @rule(d=st.integers(0, 1))
    def delete_the_doomed_note(self, d: int) -> None:
        device = self.devices[d]
        path = device.note(DOOMED)
        if path is not None:
            path.unlink()
            device.deleted = True

    # -- what Musubi does ---------------------------------------------------------------------
    @rule(sid=st.sampled_from([KEEP, DOOMED]))
    def the_session_grows(self, sid: str) -> None:
        self.n += 1
        self._say(sid, f"Question {self.n}?", f"Answer {self.n}.")

    @rule(d=st.integers(0, 1))
    def ingest(self, d: int) -> None:
        device = self.devices[d]
        device.ingest()
        head, text = git(device.vault, "rev-parse", "HEAD"), self._text(device)
        device.ingest()  # the same step again changes nothing
        assert git(device.vault, "rev-parse", "HEAD") == head, "a second ingest committed"
        assert self._text(device) == text, "a second ingest changed the note"

    @rule(d=st.integers(0, 1))
    def distill_again(self, d: int) -> None:
        with self.devices[d].engine() as e:
            e.distill(only_heuristic=True, redo=True)

    # -- what the person does to folders -------------------------------------------------------
    @rule(d=st.integers(0, 1))
    def move_the_vault(self, d: int) -> None:
        device = self.devices[d]
        device.moves += 1
        moved = device.vault.parent / f"vault moved {device.moves}"
        shutil.move(device.vault, moved)
        device.vault = moved  # the cache is keyed by the old path: the new one starts empty
        with device.engine() as e:
            e.init_vault(moved, remember=False)

    @rule(d=st.integers(0, 1))
    def delete_the_cache(self, d: int) -> None:
        shutil.rmtree(self.devices[d].cache, ignore_errors=True)

    @rule(d=st.integers(0, 1))
    def back_up_the_cache(self, d: int) -> None:
        device = self.devices[d]
        if device.cache.exists():
            self.n += 1
            device.snapshot = self.tmp / f"{device.name}-cache-{self.n}"
            shutil.copytree(device.cache, device.snapshot)

    @precondition(lambda self: any(d.snapshot for d in self.devices))
    @rule(d=st.integers(0, 1))
    def restore_an_old_cache(self, d: int) -> None:
        device = self.devices[d]
        if device.snapshot is not None:
            shutil.rmtree(device.cache, ignore_errors=True)
            shutil.copytree(device.snapshot, device.cache)

    @rule(d=st.integers(0, 1))
    def sync(self, d: int) -> None:
        device = self.devices[d]
        with device.engine() as e:
            e.sync()
        device.marks |= self.remote_marks
        device.deleted |= self.remote_deleted
        self.remote_marks = set(device.marks)
        self.remote_deleted = device.deleted

    # -- after every step ---------------------------------------------------------------------
    def _text(self, device: Device) -> str:
        path = device.note(KEEP)
        return path.read_text(encoding="utf-8") if path else ""

    @invariant()
    def nothing_of_hers_lost_or_moved_into_a_message(self) -> None:
        for device in self.devices:
            if not device.vault.exists():
                continue
            text = self._text(device)
            lost = [m for m in device.marks if m not in text]
            assert not lost, f"{device.name} lost {lost}:\n{text}"
            for message in parse(text).messages:
                if self.reworded and self.reworded in message.text:
                    continue  # her rewording of a message is that message, as she wants it
                assert "zq" not in message.text, f"her text in a message:\n{message.text}"

    @invariant()
    def a_deleted_note_stays_deleted(self) -> None:
        for device in self.devices:
            if device.vault.exists() and device.deleted:
                assert device.note(DOOMED) is None, f"the deleted note is back on {device.name}"

    @invariant()
    def every_message_once_and_no_callout(self) -> None:
        for device in self.devices:
            if not device.vault.exists():
                continue
            for mid, path in device.notes().items():
                if not mid.startswith("claude-code:"):
                    continue
                text = path.read_text(encoding="utf-8")
                keys = [s.key for s in parse_doc(text).messages()]
                assert len(keys) == len(set(keys)), f"a message twice in {path.name}"
                assert read_frontmatter(text)["messages"] == len(keys)
                assert CALLOUT_MARK not in text, f"a callout nobody's conflict made:\n{text}"
            assert not list(device.vault.rglob("*.conflict-*")), "a copy beside a note"


VaultAlone.TestCase.settings = settings(
    max_examples=int(os.environ.get("VAULT_EXAMPLES", "8")), stateful_step_count=12, deadline=None,
    suppress_health_check=list(HealthCheck))
test_the_vault_alone_is_enough = VaultAlone.TestCase
