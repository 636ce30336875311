"""The README's command reference is what the commands say of themselves: a new command, option
or help text fails here until `python -m musubi_daemon.cli.reference` writes it in."""

from __future__ import annotations

from pathlib import Path

from musubi_daemon.cli.reference import END, START, reference, rewritten

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_readme_reference_is_made_from_the_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert rewritten(text) == text, \
        "the README's command reference is stale: run `python -m musubi_daemon.cli.reference`"
    section = text.split(START, 1)[1].split(END, 1)[0]
    # Every command a person runs is there, with its options; the developer tools are not.
    for line in ("- `musubi ingest ", "- `musubi lifecycle run ", "- `musubi thoughts read ",
                 "  - `--after INTEGER RANGE`", "  - `--json`: Print the report as JSON"):
        assert line in section, line
    assert "musubi bench" not in section and "--all-states" not in section  # hidden
    assert reference() in text
