"""Obsidian Bases over the library: every `.base` file Musubi writes is valid Bases syntax
(help.obsidian.md/bases/syntax) and names only properties its notes carry; a person's edit or
deletion of one stands; a loop ticked on the roll-up page leaves the note's `open_loops`."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from cli_helpers import git, musubi
from lifecycle_timeline import add

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.knowledge.pages import CONCEPT_KEYS
from musubi_daemon.model import Conversation, Message
from musubi_daemon.vault.bases import BASE_FILES
from musubi_daemon.vault.notes import read_frontmatter

TOP_KEYS = {"filters", "formulas", "properties", "summaries", "views"}
VIEW_TYPES = {"table", "cards", "list", "map"}
# A property named in an expression: note.x, formula.x, file.x, or a bare identifier that is
# not a function, a literal or a keyword.
_NAME = re.compile(r"(?<![\w.\"'])((?:note|formula|file)\.)?([A-Za-z_]\w*)(?![\w(\"'])")
_WORDS = {"true", "false", "null", "if", "now", "today", "date", "this", "file", "note", "formula"}


def talk(cid: str, at: str, *turns: tuple[str, str]) -> Conversation:
    msgs = [Message(f"{cid}#{i}", role, text, at)  # type: ignore[arg-type]
            for i, (role, text) in enumerate(turns)]
    return Conversation(cid, "claude-code", None, "trailmap", at, at, f"test:{cid}", msgs)


def _filters(node: Any) -> list[str]:
    """Every filter statement of a (nested) filter, checking its shape on the way."""
    if isinstance(node, str):
        return [node]
    assert isinstance(node, dict) and len(node) == 1, node
    [(key, items)] = node.items()
    assert key in ("and", "or", "not") and isinstance(items, list), node
    return [s for item in items for s in _filters(item)]


def _names(expression: str) -> set[tuple[str, str]]:
    """(prefix, name) of each property an expression reads; strings taken out first."""
    bare = re.sub(r"\"[^\"]*\"|'[^']*'", '""', expression)
    out = set()
    for m in _NAME.finditer(bare):
        prefix, name = (m.group(1) or "note.").rstrip("."), m.group(2)
        if name in _WORDS or bare[m.end():m.end() + 1] == "(":
            continue
        if prefix == "note" and m.start() > 0 and bare[m.start() - 1] == ".":
            continue  # a method or field of a value: created.format, list.length
        out.add((prefix, name))
    return out


def check_base(text: str, props: set[str]) -> list[str]:
    """Problems of one base file: its syntax, and names no note carries."""
    data = yaml.safe_load(text)
    assert isinstance(data, dict) and set(data) <= TOP_KEYS, data
    formulas = data.get("formulas") or {}
    assert all(isinstance(v, str) for v in formulas.values())
    used: set[tuple[str, str]] = set()
    for expression in [*_filters(data.get("filters") or {"and": []}), *formulas.values()]:
        used |= _names(expression)
    assert isinstance(data["views"], list) and data["views"]
    for view in data["views"]:
        assert view["type"] in VIEW_TYPES and view["name"], view
        for statement in _filters(view.get("filters") or {"and": []}):
            used |= _names(statement)
        for column in [*view.get("order", []), *([view["groupBy"]["property"]]
                                                if view.get("groupBy") else [])]:
            used |= _names(column)
        if view.get("groupBy"):
            assert view["groupBy"]["direction"] in ("ASC", "DESC")
    for key in data.get("properties") or {}:
        used |= _names(key)
    problems = []
    for prefix, name in sorted(used):
        if prefix == "formula" and name not in formulas:
            problems.append(f"formula.{name} is not defined")
        if prefix == "note" and name not in props:
            problems.append(f"{name} is in no note the base selects")
    return problems


def test_every_base_is_valid_and_names_only_properties_the_notes_carry(vault: Path) -> None:
    at = "2026-03-02T09:00:00Z"
    add(vault, talk("claude-code:cache", at,
                    ("user", "The tile cache misses on every zoom level. Options?"),
                    ("assistant", "Two options:\n\n**Option A: key on the URL only**\n\n"
                                  "**Option B: key on the URL and the header**"),
                    ("user", "A then. I'll write the migration note tomorrow."),
                    ("assistant", "Done: the key is the URL only.")))
    musubi("distill", "--only-heuristic")
    engine = Engine(load_config(vault))
    try:
        engine.remember("The tile server runs on the Pi in the hall.", agent="claude-code")
    finally:
        engine.close()
    musubi("decisions")
    musubi("loops")

    folder = vault / "Musubi"
    [note] = (folder / "conversations").rglob("*.md")
    conversation = read_frontmatter(note.read_text(encoding="utf-8"))
    assert conversation["decisions"] and conversation["open_loops"], conversation
    [capture] = (folder / "episodes").rglob("*.md")
    episode = read_frontmatter(capture.read_text(encoding="utf-8"))
    assert episode["agent"] == "claude-code"
    carried = {"conversations.base": set(conversation), "decisions.base": set(conversation),
               "open loops.base": set(conversation), "concepts.base": set(CONCEPT_KEYS),
               "captures.base": set(episode)}
    for name in BASE_FILES:
        text = (folder / name).read_text(encoding="utf-8")
        assert check_base(text, carried[name]) == [], name
    # A name no note carries is caught: the check can fail.
    assert check_base("views:\n- type: table\n  name: x\n  order: [nope]\n", set()) \
        == ["nope is in no note the base selects"]


def test_a_persons_base_edit_and_deletion_stand(vault: Path) -> None:
    folder = vault / "Musubi"
    mine = folder / "decisions.base"
    assert mine.exists()
    assert "Musubi" in git(vault, "log", "--format=%an", "--", str(mine.relative_to(vault)))
    edited = mine.read_text(encoding="utf-8").replace("name: Reversed", "name: Changed my mind")
    mine.write_text(edited, encoding="utf-8")
    (folder / "captures.base").unlink()
    own = folder / "my reading.base"
    own.write_text("views:\n- type: cards\n  name: Mine\n", encoding="utf-8")
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "my bases")

    musubi("decisions")
    musubi("loops")
    assert mine.read_text(encoding="utf-8") == edited
    assert not (folder / "captures.base").exists()
    assert own.read_text(encoding="utf-8") == "views:\n- type: cards\n  name: Mine\n"
    # An untouched one is still Musubi's: valid, and where it was.
    assert yaml.safe_load((folder / "open loops.base").read_text(encoding="utf-8"))["views"]


def test_a_loop_ticked_on_the_roll_up_leaves_the_notes_property(vault: Path) -> None:
    add(vault, talk("claude-code:tls", "2026-03-02T09:00:00Z",
                    ("user", "The TLS certificate of the tile server expires on Friday."),
                    ("assistant", "Renew it with certbot before then."),
                    ("user", "I'll renew the TLS certificate tomorrow morning.")))
    musubi("distill", "--only-heuristic")
    [loop] = json.loads(musubi("loops", "--json").stdout)
    page = vault / "Musubi" / "open loops.md"
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("- [ ] ", "- [x] ", 1), encoding="utf-8")
    musubi("loops")
    [note] = (vault / "Musubi" / "conversations").rglob("*.md")
    fm = read_frontmatter(note.read_text(encoding="utf-8"))
    assert loop["text"] not in (fm.get("open_loops") or []), fm
    assert "- [x] " in note.read_text(encoding="utf-8")
