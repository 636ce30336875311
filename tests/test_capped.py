"""JSON strings cut at a size as the bytes stream by: whatever the text, the stream stays JSON,
each string is itself or a prefix of itself with a note, and memory never holds a giant one."""

from __future__ import annotations

import io
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from musubi_daemon.sources.capped import CappedStrings

TEXTS = st.text(alphabet=st.sampled_from([*'ab é"\\\n😀\x01東', "\ud800"]), max_size=80)


@settings(max_examples=400, deadline=None)
@given(st.lists(TEXTS, max_size=5), st.integers(1, 60), st.integers(1, 50), st.booleans())
def test_every_string_is_itself_or_its_prefix_with_a_note(texts: list[str], limit: int,
                                                          chunk: int, ascii_only: bool) -> None:
    raw = json.dumps({"t": texts}, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    capped = CappedStrings(io.BytesIO(raw), limit, chunk=chunk)
    back = json.loads(io.BufferedReader(capped).read().decode("utf-8", "surrogatepass"))
    cut = 0
    for text, got in zip(texts, back["t"], strict=True):
        if " [... cut by Musubi" in got:
            kept = got.split(" [... cut by Musubi")[0]
            assert text.startswith(kept)
            assert len(kept.encode("utf-8", "surrogatepass")) <= limit
            cut += 1
        else:
            assert got == text
            assert len(text.encode("utf-8", "surrogatepass")) <= limit
    assert len(capped.cuts) == cut


def test_a_string_far_over_the_limit_streams_in_bounded_memory() -> None:
    class Endless(io.RawIOBase):
        """A JSON object with one string of 200 MB, made as it is read."""

        def __init__(self) -> None:
            self.left = 200 * 2**20

        def readable(self) -> bool:
            return True

        def readinto(self, b: bytearray | memoryview) -> int:  # type: ignore[override]
            if self.left < 0:
                return 0
            if self.left == 0:
                data = b'"}'
                self.left = -1
            else:
                n = min(len(b), self.left)
                data = b"a" * n
                self.left -= n
            b[:len(data)] = data
            return len(data)

    source = io.BufferedReader(Endless())
    head = b'{"text": "'
    capped = CappedStrings(io.BufferedReader(_Chain(head, source)), 1024)
    out = io.BufferedReader(capped).read()
    value = json.loads(out)["text"]
    assert value.startswith("a" * 1024) and "this text was 209,715,200 bytes" in value
    assert capped.cuts == [200 * 2**20]


class _Chain(io.RawIOBase):
    def __init__(self, head: bytes, rest: io.BufferedReader):
        self.head, self.rest = head, rest

    def readable(self) -> bool:
        return True

    def readinto(self, b: bytearray | memoryview) -> int:  # type: ignore[override]
        if self.head:
            n = min(len(b), len(self.head))
            b[:n], self.head = self.head[:n], self.head[n:]
            return n
        data = self.rest.read(len(b))
        b[:len(data)] = data
        return len(data)
