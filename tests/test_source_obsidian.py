"""The Obsidian adapter on the real kepano vault (read-only) and on the project's example vault.

Expected values were read off the files by hand, so a parser that drifts makes these fail.
"""

from __future__ import annotations

import os
import shutil
import unicodedata
from pathlib import Path

import pytest

from musubi_daemon.model import Conversation
from musubi_daemon.sources import SourceEnv, SourceError, get_adapter
from musubi_daemon.sources.obsidian import (
    ObsidianAdapter,
    daily_date,
    daily_pattern,
    split_frontmatter,
)

EXAMPLE_VAULT = Path(__file__).resolve().parent.parent / "examples" / "vault"

KEPANO_NOTES = {
    "Categories/Evergreen.md",
    "Clippings/In good hands.md",
    "Daily/2023-09-12.md",
    "Notes/2023-09-12 Meeting with Steph.md",
    "Notes/Evergreen notes turn ideas into objects that you can manipulate.md",
    "References/Brown butter nectarine tart.md",
}
EXAMPLE_UNITS = {
    "Daily/2026-11-20.md",
    "Home.md",
    "Notes/Elevation profiles.md",
    "Notes/Gear list.md",
    "Notes/Pão de fermentação natural.md",
    "Notes/Trail difficulty grading.md",
    "Projects/Trailmap.md",
}
# Gear list.md has properties but no body: a unit, yet no conversation.
EXAMPLE_NOTES = EXAMPLE_UNITS - {"Notes/Gear list.md"}
PAO = "Notes/Pão de fermentação natural.md"


def scan(root: Path | None = None, **kw: object) -> tuple[dict[str, Conversation], SourceEnv]:
    env = SourceEnv(home=Path("/nonexistent-home"), path=root, **kw)  # type: ignore[arg-type]
    convs = {c.source_ref: c for c in ObsidianAdapter().scan(env)}
    return convs, env


def unit_keys(root: Path, **kw: object) -> set[str]:
    env = SourceEnv(home=Path("/nonexistent-home"), path=root, **kw)  # type: ignore[arg-type]
    return {u.key for u in ObsidianAdapter().units(env)}


@pytest.fixture
def kepano(fixtures: Path) -> Path:
    return fixtures / "obsidian" / "kepano-obsidian-vault"


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    """A writable copy of the example vault."""
    dest = tmp_path / "vault"
    shutil.copytree(EXAMPLE_VAULT, dest)
    return dest


# --- the real kepano vault -------------------------------------------------------------------


def test_registry_gives_the_adapter() -> None:
    adapter = get_adapter("obsidian")
    assert isinstance(adapter, ObsidianAdapter)
    assert adapter.name == "obsidian"


def test_kepano_exact_note_set(kepano: Path) -> None:
    # Templates/Meeting Template.md ({{date}}), Templates/Bases/Daily.base, .obsidian/*.json
    # and LICENSE.upstream are all left out.
    assert unit_keys(kepano) == KEPANO_NOTES
    convs, env = scan(kepano)
    assert set(convs) == KEPANO_NOTES
    assert env.skipped == []


def test_kepano_titles_ids_projects(kepano: Path) -> None:
    convs, _ = scan(kepano)
    assert {c.title for c in convs.values()} == {
        "Evergreen",
        "In good hands",
        "2023-09-12",
        "2023-09-12 Meeting with Steph",
        "Evergreen notes turn ideas into objects that you can manipulate",
        "Brown butter nectarine tart",
    }
    c = convs["Clippings/In good hands.md"]
    assert c.id == "obsidian:Clippings/In good hands.md"
    assert c.source == "obsidian"
    assert c.project == "Clippings"
    assert [(m.id, m.role) for m in c.messages] == [
        ("obsidian:Clippings/In good hands.md#note", "user")]
    assert c.messages[0].native_id == "note"


def test_kepano_dates(kepano: Path) -> None:
    convs, _ = scan(kepano)
    assert convs["Clippings/In good hands.md"].created_at == "2023-09-12T00:00:00Z"
    assert convs["Notes/Evergreen notes turn ideas into objects that you can manipulate.md"
                 ].created_at == "2023-09-14T00:00:00Z"
    # `date:` when there is no `created:`
    assert convs["Notes/2023-09-12 Meeting with Steph.md"].created_at == "2023-09-12T00:00:00Z"
    # no properties: the daily note's date comes from its file name
    assert convs["Daily/2023-09-12.md"].created_at == "2023-09-12T00:00:00Z"
    # no date at all: the file mtime, which is also updated_at
    evergreen = convs["Categories/Evergreen.md"]
    assert evergreen.created_at == evergreen.updated_at
    assert evergreen.updated_at.endswith("Z")


def test_kepano_daily_note_without_frontmatter(kepano: Path) -> None:
    convs, _ = scan(kepano)
    daily = convs["Daily/2023-09-12.md"]
    assert daily.project == "Daily"
    assert daily.messages[0].text == "## Notes\n\n![[Daily.base]]"


def test_kepano_body_text_exact(kepano: Path) -> None:
    convs, _ = scan(kepano)
    text = convs["References/Brown butter nectarine tart.md"].messages[0].text
    lines = text.split("\n")
    assert lines[0] == (
        "It seems like every summer I have the impromptu and magical experience of suddenly "
        "smelling the delicate aroma of ripe nectarines wafting through the air. At that moment, "
        "whether it's at a farmer's market or grocery store, I know it's time to make this recipe."
    )
    assert lines[-1] == (
        "- To make extra pastry crust, I double the pastry recipe. I split the finished dough "
        "ball in half and wrap it cling wrap. Then place it in a zip top bag. When it's time to "
        "back it only need 15 minutes to thaw at which point you can start beating it down to "
        "shape with a rolling pin. The fact that it's cold makes it easier to work with."
    )
    assert "## Ingredients" in lines
    assert "- ½ tsp salt" in lines


def test_kepano_frontmatter_not_in_text(kepano: Path) -> None:
    convs, _ = scan(kepano)
    for key, c in convs.items():
        text = c.messages[0].text
        assert not text.startswith("---"), key
        assert "categories:" not in text, key
        assert "stephango.com" not in text, key  # the url lives only in properties
    clip = convs["Clippings/In good hands.md"].messages[0].text
    assert clip.startswith("There is a feeling I search for: *being in good hands*.")
    assert clip.endswith("If my mind was changed, I must have been in good hands.")


# --- the example vault -----------------------------------------------------------------------


def test_example_exact_note_set() -> None:
    # Templates/Daily.md ({{date}}), the .canvas and .obsidian/ are left out.
    assert unit_keys(EXAMPLE_VAULT) == EXAMPLE_UNITS
    convs, env = scan(EXAMPLE_VAULT)
    assert set(convs) == EXAMPLE_NOTES
    assert env.skipped == []
    assert convs["Home.md"].project is None
    assert convs["Projects/Trailmap.md"].created_at == "2026-09-14T00:00:00Z"
    assert convs["Daily/2026-11-20.md"].created_at == "2026-11-20T00:00:00Z"


def test_example_broken_yaml_keeps_body() -> None:
    convs, env = scan(EXAMPLE_VAULT)
    c = convs["Notes/Trail difficulty grading.md"]
    lines = c.messages[0].text.split("\n")
    assert lines[0] == "A difficulty grade from numbers, not vibes. Draft rule:"
    assert lines[-1] == "scramble. Ask Rui whether the park rangers use a scale we could copy."
    assert "summary:" not in c.messages[0].text
    # the broken properties are ignored as a whole, so `created` falls back to the mtime
    assert c.created_at == c.updated_at
    assert env.skipped == []


def test_example_wikilink_property_note() -> None:
    convs, _ = scan(EXAMPLE_VAULT)
    c = convs["Notes/Elevation profiles.md"]
    assert c.created_at == "2026-10-05T00:00:00Z"
    text = c.messages[0].text
    assert text.split("\n")[0] == (
        "The GPX files from my watch have elevation from the barometer, which drifts: the same car "
        "park")
    assert "[[Trailmap]]" not in text  # only in the project property


def test_example_secret_redacted() -> None:
    convs, _ = scan(EXAMPLE_VAULT)
    text = convs["Projects/Trailmap.md"].messages[0].text
    assert "mt-dev-4f9c2a7e1b8d6035" not in text
    assert "MAPTILER_API_KEY=[REDACTED:env]" in text


def test_vault_root_is_env_vault_when_no_path(vault: Path) -> None:
    env = SourceEnv(home=Path("/nonexistent-home"), vault=vault)
    assert {c.source_ref for c in ObsidianAdapter().scan(env)} == EXAMPLE_NOTES


def test_no_root_no_units(tmp_path: Path) -> None:
    adapter = ObsidianAdapter()
    assert list(adapter.units(SourceEnv(home=tmp_path))) == []
    assert not adapter.is_available(SourceEnv(home=tmp_path))
    assert list(adapter.units(SourceEnv(home=tmp_path, path=tmp_path / "missing"))) == []


def test_musubi_folder_is_skipped(vault: Path) -> None:
    out = vault / "Musubi" / "conversations"
    out.mkdir(parents=True)
    (out / "x.md").write_text("---\nmusubi_id: claude-code:abc\n---\nA conversation.\n")
    (vault / "Musubi" / "profile.md").write_text("Durable facts.\n")
    env = SourceEnv(home=Path("/nonexistent-home"), vault=vault)
    keys = {u.key for u in ObsidianAdapter().units(env)}
    assert keys == EXAMPLE_UNITS
    # also when the vault is scanned through an explicit path
    assert unit_keys(vault, vault=vault) == EXAMPLE_UNITS


def test_custom_musubi_folder_and_vault_inside_path(tmp_path: Path, vault: Path) -> None:
    own = vault / "AI" / "Musubi"
    own.mkdir(parents=True)
    (own / "log.md").write_text("Written by Musubi.\n")
    (vault / "AI" / "prompts.md").write_text("My own prompt ideas.\n")
    keys = unit_keys(vault, musubi_folder="AI/Musubi")
    assert "AI/prompts.md" in keys
    assert "AI/Musubi/log.md" not in keys
    # scanning the folder above the vault still leaves that vault's Musubi folder alone
    keys = unit_keys(tmp_path, vault=vault, musubi_folder="AI/Musubi")
    assert "vault/AI/prompts.md" in keys
    assert "vault/AI/Musubi/log.md" not in keys
    # and a path inside the Musubi folder reads nothing
    assert unit_keys(own, vault=vault, musubi_folder="AI/Musubi") == set()


def test_moved_musubi_note_is_not_read(vault: Path) -> None:
    (vault / "Notes" / "moved.md").write_text(
        "---\nmusubi_id: codex:123\nsource: codex\n---\n## Transcript\nhello\n")
    convs, env = scan(vault)
    assert "Notes/moved.md" not in convs
    assert env.skipped == []


def test_dot_folders_and_non_notes_skipped(vault: Path) -> None:
    for folder in (".trash", ".git", ".smart-env", ".obsidian"):
        (vault / folder).mkdir(exist_ok=True)
        (vault / folder / "hidden.md").write_text("Not a note of mine.\n")
    (vault / "Notes" / ".draft.md").write_text("Hidden file.\n")
    (vault / "Notes" / "Views.base").write_text("views:\n  - type: table\n")
    (vault / "Notes" / "map.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    assert unit_keys(vault) == EXAMPLE_UNITS


def test_templates_folder_from_settings(vault: Path) -> None:
    meta = vault / "Meta" / "Templates"
    meta.mkdir(parents=True)
    shutil.move(vault / "Templates" / "Daily.md", meta / "Daily.md")
    (vault / "Templates").rmdir()
    (vault / "Meta" / "Conventions.md").write_text("How I name things.\n")
    (vault / ".obsidian" / "templates.json").write_text('{"folder": "Meta/Templates/"}')
    keys = unit_keys(vault)
    assert "Meta/Templates/Daily.md" not in keys
    assert "Meta/Conventions.md" in keys
    # without the setting the template is read like any note, and its {{date}} does not drop it
    (vault / ".obsidian" / "templates.json").unlink()
    convs, env = scan(vault)
    assert convs["Meta/Templates/Daily.md"].messages[0].text == "## Walk\n\n## Bread\n\n## Trailmap"
    assert env.skipped == []


def test_nfc_ids_from_nfd_file_names(vault: Path) -> None:
    nfc_name = "Pão de fermentação natural.md"
    nfd_name = unicodedata.normalize("NFD", nfc_name)
    assert nfd_name != nfc_name
    os.rename(vault / "Notes" / nfc_name, vault / "Notes" / nfd_name)
    if nfd_name not in os.listdir(vault / "Notes"):
        pytest.skip("this filesystem normalises file names itself")
    convs, _ = scan(vault)
    c = convs[PAO]
    assert c.id == "obsidian:Notes/Pão de fermentação natural.md"
    assert unicodedata.is_normalized("NFC", c.id)
    assert c.title == "Pão de fermentação natural"
    assert c.source_ref == PAO
    assert c.messages[0].text.startswith("Country loaf, the one that finally worked.")


def test_fingerprint_changes_when_a_note_is_edited(vault: Path) -> None:
    env = SourceEnv(home=Path("/nonexistent-home"), path=vault)
    before = {u.key: u.fingerprint for u in ObsidianAdapter().units(env)}
    note = vault / "Notes" / "Elevation profiles.md"
    st = note.stat()
    with note.open("a", encoding="utf-8") as f:
        f.write("\nTried a 100 m window: too flat.\n")
    os.utime(note, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    after = {u.key: u.fingerprint for u in ObsidianAdapter().units(env)}
    assert after["Notes/Elevation profiles.md"] != before["Notes/Elevation profiles.md"]
    assert {k: v for k, v in after.items() if k != "Notes/Elevation profiles.md"} == {
        k: v for k, v in before.items() if k != "Notes/Elevation profiles.md"}
    convs, _ = scan(vault)
    assert convs["Notes/Elevation profiles.md"].messages[0].text.endswith(
        "Tried a 100 m window: too flat.")


def test_bom_crlf_and_id_property(vault: Path) -> None:
    raw = ("\ufeff---\r\nid: 01HXYZ\r\ncreated: 2026-11-01T08:30:00+01:00\r\n---\r\n"
           "Line one.\r\nLine two.\r\n")
    (vault / "Notes" / "Windows.md").write_bytes(raw.encode("utf-8"))
    convs, _ = scan(vault)
    c = convs["Notes/Windows.md"]
    assert c.id == "obsidian:Notes/Windows.md"  # the `id` property does not replace the path
    assert c.created_at == "2026-11-01T07:30:00Z"
    assert c.messages[0].text == "Line one.\nLine two."


def test_empty_and_frontmatter_only_notes_skipped_silently(vault: Path) -> None:
    (vault / "Notes" / "Untitled.md").write_text("")
    (vault / "Notes" / "Blank.md").write_text("\n\n   \n")
    convs, env = scan(vault)
    assert set(convs) == EXAMPLE_NOTES
    assert env.skipped == []


def test_invalid_utf8_is_kept_with_replacement(vault: Path) -> None:
    (vault / "Notes" / "Old.md").write_bytes(b"Caf\xe9 on the ridge, 2019.\n")
    convs, env = scan(vault)
    assert convs["Notes/Old.md"].messages[0].text == "Caf\ufffd on the ridge, 2019."
    assert env.skipped == []


def test_binary_md_file_is_reported(vault: Path) -> None:
    (vault / "Notes" / "Broken.md").write_bytes(b"\x00\x01\x02binary")
    convs, env = scan(vault)
    assert "Notes/Broken.md" not in convs
    assert [s.reason for s in env.skipped] == ["binary file, not a text note"]


def test_unreadable_note_raises_source_error(vault: Path) -> None:
    env = SourceEnv(home=Path("/nonexistent-home"), path=vault)
    adapter = ObsidianAdapter()
    unit = next(u for u in adapter.units(env) if u.key == "Home.md")
    (vault / "Home.md").unlink()
    with pytest.raises(SourceError):
        list(adapter.read(unit, env))


def test_split_frontmatter_rules() -> None:
    assert split_frontmatter("---\na: 1\n---\nbody") == ("a: 1", "body")
    # a leading blank line, or no closing line, means there is no frontmatter
    assert split_frontmatter("\n---\na: 1\n---\nbody") == (None, "\n---\na: 1\n---\nbody")
    assert split_frontmatter("---\nrule above\n") == (None, "---\nrule above\n")
    assert split_frontmatter("--- \na: 1\n---\nbody")[0] is None
    assert split_frontmatter("---\n---\nbody") == ("", "body")


def test_daily_note_name_formats() -> None:
    assert daily_date("Daily/2026-11-20.md", ("Daily",), daily_pattern("YYYY-MM-DD")) == (
        "2026-11-20T00:00:00Z")
    nested = daily_pattern("YYYY/MM/YYYY-MM-DD")
    assert daily_date("Journal/2026/11/2026-11-20.md", ("Journal",), nested) == (
        "2026-11-20T00:00:00Z")
    assert daily_date("Notes/2026-11-20.md", ("Daily",), daily_pattern("YYYY-MM-DD")) is None
    assert daily_date("Daily/2026-02-30.md", ("Daily",), daily_pattern("YYYY-MM-DD")) is None
    assert daily_pattern("dddd, MMMM Do YYYY") is None
    assert daily_date("D/Day 5.1.2026.md", ("D",), daily_pattern("[Day] D.M.YYYY")) == (
        "2026-01-05T00:00:00Z")
