"""The daily reflection note: a digest of one day of the library, every item linked."""

from __future__ import annotations

from typing import Any

from ..knowledge.library import LibraryNote
from ..knowledge.pages import Concept, link


def render_reflection(now: str, since: str, library: list[LibraryNote],
                      concepts: dict[str, Concept], events: list[dict[str, Any]],
                      errors: list[dict[str, str]], written: set[str] | None = None) -> str:
    """``written``: conversation notes that came into the vault in the window: a day that
    ingested old history counts it, not only conversations held that day."""
    def within(value: Any) -> bool:
        return bool(value) and since < str(value) <= now

    written = written or set()
    captured = [n for n in library if n.kind == "episode" and within(n.created)]
    talked = [n for n in library if n.kind == "conversation"
              and (within(n.date) or n.path in written)]
    distilled = [n for n in talked if n.fm.get("distilled_by")]
    moved: dict[str, list[dict[str, Any]]] = {}
    for e in sorted(events, key=lambda e: (e["at"], e["object"])):
        if e["from"] != e["to"]:
            moved.setdefault(e["to"], []).append(e)
    born = [c for c in concepts.values() if within(c.created)]
    reinforced = [c for c in concepts.values() if within(c.last_reinforced)]
    contradicted = [c for c in concepts.values() if c.open_contradiction]
    fm = ["---", "musubi_id: reflection:" + now[:10], "type: reflection",
          f"date: {now[:10]}", "tags:", "- musubi/reflection", "---"]
    out = [*fm, f"# Reflection {now[:10]}", "",
           f"From {since} to {now}: {len(captured)} captured, {len(talked)} conversations "
           f"({len(distilled)} distilled), {len(moved.get('matured', []))} matured, "
           f"{len(moved.get('promoted', []))} promoted, {len(moved.get('demoted', []))} "
           f"demoted, {len(born)} new themes, {len(contradicted)} open contradictions.", ""]
    out += _section("Captured", [link(n.path, n.label) for n in captured])
    out += _section("Conversations", [f"{link(n.path, n.label)}"
                                      + (" (distilled)" if n in distilled else "")
                                      for n in talked])
    out += _section("Themes that emerged", [f"{link(c.path or '', c.title)}: {c.synthesis}"
                                            for c in born])
    out += _section("Themes reinforced", [
        f"{link(c.path or '', c.title)} (reinforced {c.reinforcement_count}×)"
        for c in reinforced if c not in born])
    for state, title in (("promoted", "Promoted"), ("matured", "Matured"),
                         ("demoted", "Demoted"), ("archived", "Archived"),
                         ("superseded", "Superseded")):
        out += _section(title, [_event_line(e) for e in moved.get(state, [])])
    out += _section("Open contradictions", [
        f"{link(c.path or '', c.title)} ↔ " + ", ".join(link(t + ".md") for t in c.contradicts)
        for c in contradicted])
    seen: set[str] = set()
    skipped = []
    for e in errors:
        if e["path"] not in seen:
            seen.add(e["path"])
            skipped.append(f"`{e['path']}`: {e['reason']}")
    out += _section("Skipped for errors", skipped)
    return "\n".join(out).rstrip("\n") + "\n"


def _event_line(e: dict[str, Any]) -> str:
    where = link(e["path"]) if e.get("path") else f"`{e['object']}`"
    return f"{where} ({e['from'] or 'new'} → {e['to']}: {e['reason']})"


def _section(title: str, lines: list[str]) -> list[str]:
    if not lines:
        return []
    return [f"## {title}", "", *(f"- {line}" for line in lines), ""]
