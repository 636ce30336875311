"""Evidence in a transcript that a conversation acted, not only talked: a tool call that
changes or runs something (an edit, a write, a shell command), or a turn that reports work
done ("done", "fixed", "merged"). Importance without a model rests on it: a decision that was
acted on matters more than one only discussed."""

from __future__ import annotations

import re

# A tool-call callout as notes render it: ``> [!tool]- Name %%{...}%%``.
_TOOL = re.compile(r"^> \[!tool\]-? ?(?P<name>[^%\n]*?)\s*(?:%%.*)?$", re.MULTILINE)
# Tools that change files or run commands (read-only ones, a search or a read, do not count).
_CHANGING = re.compile(r"edit|write|patch|replace|insert|bash|shell|exec|run|command|terminal|"
                       r"create|delete|remove|rename|move|commit|apply", re.IGNORECASE)
# A turn reporting work done. "ran into" is a problem met, not an action taken.
_DONE = re.compile(
    r"\b(?:done|fixed|merged|committed|deployed|shipped|pushed|released|implemented|"
    r"installed|migrated|applied|noted|refactored|ran(?! into)|tests? (?:now )?pass(?:es|ed)?|"
    r"all green)\b", re.IGNORECASE)
_CALLOUT = re.compile(r"^>.*$", re.MULTILINE)  # tool payloads: their words are not reports


def action_evidence(body: str) -> list[str]:
    """Short labels of what the transcript ``body`` shows was done, first seen first: the
    changing tools called ("tool: Edit"), then the words reporting work done ("said: fixed")."""
    found: list[str] = []
    for m in _TOOL.finditer(body):
        name = m.group("name").strip()
        if name and _CHANGING.search(name):
            found.append(f"tool: {name}")
    prose = _CALLOUT.sub("", body)
    found += [f"said: {m.group(0).casefold()}" for m in _DONE.finditer(prose)]
    return list(dict.fromkeys(found))
