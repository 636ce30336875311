"""A note parses back to exactly the conversation it was rendered from."""

from __future__ import annotations

import hashlib
import re
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from musubi_daemon.cleaning import normalise
from musubi_daemon.model import Attachment, Conversation, Message, ToolCall, iso_utc
from musubi_daemon.sources import label
from musubi_daemon.vault.notes import Template, block_id, parse, render

TRICKY_LINES = [
    "**User** · 2025-01-01T00:00:00Z %%abc%% ^m-0123456789",
    "\\**Assistant** %%x%% ^m-abcdef0123",
    "> [!tool]- Bash %%{\"id\": \"1\"}%%",
    "\\> [!tool-result]- out",
    "> [!musubi-conflict]- proposal",
    '> [!attachment] a.png · image/png %%{"name": "a.png", "type": "image/png"}%%',
    "> ![[Musubi/artifacts/ab/ab.png]]",
    "## Transcript",
    "---",
    "```",
    "````python",
    "> quoted",
    ">",
    "   indented  ",
    "%%comment%%",
    "^m-deadbeef00",
    "",
]

text_chars = st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\x00")
free_text = st.text(text_chars, max_size=80)
line = st.one_of(free_text, st.sampled_from(TRICKY_LINES))
message_text = st.lists(line, max_size=6).map(lambda ls: normalise("\n".join(ls)))
native = st.text(string.ascii_letters + string.digits + "-_:.", min_size=1, max_size=20)
timestamp = st.one_of(st.none(), st.datetimes().map(iso_utc))
json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(text_chars, max_size=30),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(text_chars, max_size=8), inner, max_size=3),
    max_leaves=8,
)
tool_call = st.builds(ToolCall, id=native, name=native, input=json_value)
# Names with line breaks, %%, ]] and | must still come back exactly.
attachment = st.builds(
    Attachment,
    name=st.one_of(st.text(text_chars, max_size=30),
                   st.sampled_from(["a.png", "x%%{}%%.txt", "[[n]]|a.PDF", "b\nc.jpg"])),
    media_type=st.one_of(st.none(), st.sampled_from(["image/png", "text/csv"]), free_text),
    size=st.one_of(st.none(), st.integers(0, 10**12)),
    sha256=st.one_of(st.none(), st.binary(max_size=4).map(lambda b: hashlib.sha256(b).hexdigest())),
    missing=st.one_of(st.none(), free_text),
)

# Display names of people in group chats: emoji, CJK, punctuation, markdown, look-alikes of
# the header's own marks (the machine flag, a time, the separator, comments, block ids).
TRICKY_AUTHORS = ["Caroline", "José María", "山田 太郎", "🦊 Fox", "**bold**", "_x_", "a · b",
                  "machine", "2025-01-01T00:00:00Z", "%%x%%", "\\", "x\\", "[[Page]]|a",
                  "#tag", "^m-0123456789", "O'Brien-Smith (PM)", "<b>", "`code`", "line\nbreak",
                  "  padded  ", "$x$", "~~s~~", "==h==", "!bang"]
author = st.one_of(st.none(), st.text(text_chars, max_size=20), st.sampled_from(TRICKY_AUTHORS))


@st.composite
def conversations(draw: st.DrawFn) -> Conversation:
    source = draw(st.sampled_from(["claude-code", "chatgpt-export", "claude-export", "codex"]))
    cid = f"{source}:{draw(native)}"
    natives = draw(st.lists(native, unique=True, max_size=8))
    messages = []
    for n in natives:
        role = draw(st.sampled_from(["user", "assistant", "tool", "system"]))
        m = Message(id=f"{cid}#{n}", role=role, text=draw(message_text),
                    created_at=draw(timestamp), author=draw(author))
        if role == "tool":
            m.tool_call_id = draw(st.one_of(st.none(), native))
            m.tool_name = draw(st.one_of(st.none(), native))
        else:
            m.tool_calls = draw(st.lists(tool_call, max_size=2))
            m.machine = role == "user" and draw(st.booleans())
        m.attachments = draw(st.lists(attachment, max_size=2))
        messages.append(m)
    title = draw(st.one_of(st.none(), free_text))
    return Conversation(
        id=cid, source=source, title=title, project=draw(st.one_of(st.none(), free_text)),
        created_at=draw(timestamp) or "2025-01-01T00:00:00Z",
        updated_at=draw(timestamp) or "2025-01-02T00:00:00Z",
        source_ref=draw(free_text), messages=messages,
        parent_id=draw(st.one_of(st.none(), native.map(lambda x: f"{source}:{x}"))),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(conversations())
def test_round_trip_of_generated_conversations(conv: Conversation) -> None:
    artifacts: dict[str, str] = {}

    def store(data: str | Attachment, ext: str) -> str:
        path = f"Musubi/artifacts/{len(artifacts)}.{ext}"
        if isinstance(data, str):
            artifacts[path] = data
        return path

    note = render(conv, store=store, limit=120)
    back = parse(note, read_artifact=artifacts.get)
    assert back == conv
    assert back.content_hash() == conv.content_hash()


def test_every_message_has_its_block_id_and_tools_fold() -> None:
    conv = Conversation(
        id="claude-code:s1", source="claude-code", title="Fix the tile cache", project="/p/x",
        created_at="2025-05-04T10:22:03Z", updated_at="2025-05-04T10:30:00Z", source_ref="f",
        messages=[
            Message(id="claude-code:s1#u1", role="user", text="Why is the cache cold?",
                    created_at="2025-05-04T10:22:03Z"),
            Message(id="claude-code:s1#a1", role="assistant", text="Let me look.",
                    tool_calls=[ToolCall("toolu_1", "Bash", {"command": "ls tiles/"})]),
            Message(id="claude-code:s1#t1", role="tool", text="a.png\nb.png",
                    tool_call_id="toolu_1", tool_name="Bash"),
        ])
    note = render(conv)
    for m in conv.messages:
        assert f" ^{block_id(m.id)}\n" in note
    assert "> [!tool]- Bash" in note
    assert "> [!tool-result]- Bash output" in note
    assert note.startswith("---\nmusubi_id: claude-code:s1\n")
    assert "\n## Transcript\n" in note


def test_large_tool_output_goes_to_an_artifact_whole() -> None:
    big = "\n".join(f"line {i} " + "x" * 50 for i in range(2000))
    conv = Conversation(
        id="codex:r1", source="codex", title="t", project=None, created_at="2025-01-01T00:00:00Z",
        updated_at="2025-01-01T00:00:00Z", source_ref="r",
        messages=[Message(id="codex:r1#1", role="tool", text=big, tool_name="shell")])
    stored: dict[str, str] = {}

    def store(text: str, ext: str) -> str:
        stored["Musubi/artifacts/aa/x.txt"] = text
        return "Musubi/artifacts/aa/x.txt"

    note = render(conv, store=store)
    assert len(note) < len(big) // 10
    assert "[[Musubi/artifacts/aa/x.txt]]" in note
    assert stored["Musubi/artifacts/aa/x.txt"] == big
    assert parse(note, read_artifact=stored.get).messages[0].text == big


def test_default_template_is_readable_and_a_broken_one_is_refused() -> None:
    assert Template.default().problems() == []
    assert Template("# my notes\n{{transcript}}\n").problems()


def _plain_conversation(author: str | None = None) -> Conversation:
    return Conversation(
        id="chatgpt-export:g1", source="chatgpt-export", title="Trip", project=None,
        created_at="2025-01-01T00:00:00Z", updated_at="2025-01-01T00:05:00Z",
        source_ref="conversations.json",
        messages=[Message(id="chatgpt-export:g1#u1", role="user", text="Where next?",
                          created_at="2025-01-01T00:00:00Z", author=author),
                  Message(id="chatgpt-export:g1#a1", role="assistant", text="Kyoto.")])


def test_a_message_without_an_author_renders_and_hashes_as_before_authors() -> None:
    # Figures from the renderer before messages had authors: no existing note changes.
    conv = _plain_conversation()
    assert conv.content_hash() == (
        "77a761e949bf54f46d63c39b37e2ec2fc074848a37fd175056fa91c5e4834c20")
    # Since then each message ends with its end mark; without those lines the note is the
    # same byte for byte, and the note before end marks reads back the same conversation.
    note = render(conv, label=label(conv.source))  # the label the note writer hands it
    marks = re.findall(r"\n\n%%/m-[0-9a-f]+%%(?=\n)", note)
    assert len(marks) == len(conv.messages)
    before = re.sub(r"\n\n%%/m-[0-9a-f]+%%(?=\n)", "", note)
    assert hashlib.sha256(before.encode()).hexdigest() == (
        "124b72bdd141d029947b221df8ba17502331ae15d2d3c94279afad416cd848d2")
    assert parse(before) == parse(note) == conv


def test_an_author_shows_after_the_role_and_changes_the_hash() -> None:
    conv = _plain_conversation("Caroline")
    note = render(conv)
    assert "\n**User** · Caroline · 2025-01-01T00:00:00Z %%u1%% ^m-" in note
    assert conv.content_hash() != _plain_conversation().content_hash()
    assert parse(note).messages[0].author == "Caroline"


@settings(max_examples=200, deadline=None)
@given(name=st.one_of(st.text(text_chars, max_size=30), st.sampled_from(TRICKY_AUTHORS)),
       machine=st.booleans(), when=timestamp)
def test_any_author_name_parses_back_exactly(name: str, machine: bool, when: str | None) -> None:
    # The text is the name as a source's text arrives: normalised, as every reader does.
    m = Message(id="chatgpt-export:g1#u1", role="user", text=normalise(name), created_at=when,
                machine=machine, author=name)
    conv = _plain_conversation()
    conv.messages = [m, Message(id="chatgpt-export:g1#a1", role="assistant", text="ok",
                                author=name)]
    back = parse(render(conv))
    assert back == conv
    assert [x.author for x in back.messages] == [m.author, m.author]
    assert m.author is None or "\n" not in m.author


def test_an_author_is_one_line_of_text_or_none() -> None:
    assert Message(id="c#1", role="user", text="", author=" Ann\n Lee ").author == "Ann Lee"
    assert Message(id="c#1", role="user", text="", author=" \t").author is None
