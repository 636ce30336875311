"""How a careful person saves a note, one step at a time, so a test can put another writer
(Musubi) between any two of her steps.

She reads the note, writes her version aside and swaps it in with one atomic exchange. If what
came out is not what she read (Musubi wrote meanwhile), she swaps that back and saves again on
top of it. What her swap back brings out is her own file unless someone wrote on top of it
(Musubi, putting back a save its write displaced): that, the newest, goes back in place, until
what comes out is the very file she put there, told by the inode of a file she holds open.
Deleting it unseen would lose what it holds, her earlier saves too. So she never loses a write,
and whatever goes missing is Musubi's fault."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from musubi_daemon.vault.swap import exchange


def her_read(path: Path) -> bytes:
    """Her own read of a file: not through ``Path``, which a test may hook as Musubi's."""
    with open(path, "rb") as f:
        return f.read()


def careful_save(path: Path, tmp: Path, change: Callable[[str], str]) -> Iterator[None]:
    """Her save of ``change`` to ``path`` through ``tmp``, pausing after each step another
    writer may fall between; done when the iterator is."""
    while True:
        before = her_read(path)
        tmp.write_bytes(change(before.decode("utf-8")).encode("utf-8"))
        yield
        mine = os.open(tmp, os.O_RDONLY)  # held open: no other file gets its inode
        try:
            if not exchange(tmp, path):
                pytest.skip("this filesystem cannot exchange two files in one step")
            yield
            if her_read(tmp) == before:
                tmp.unlink()
                return
            while True:  # Musubi wrote meanwhile: its write goes back, she saves again on top
                put = os.open(tmp, os.O_RDONLY)
                exchange(tmp, path)
                yield
                hers = os.path.samestat(os.fstat(mine), os.stat(tmp))
                os.close(mine)
                mine = put
                if hers:
                    break
            tmp.unlink()
        finally:
            os.close(mine)
