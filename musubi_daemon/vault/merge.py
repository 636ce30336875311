"""Three-way merge of a note a person edited with Musubi's new render of it.

Base is Musubi's previous render, ours the file as the person left it, theirs the new render.
Frontmatter merges key by key; the body through ``git merge-file``. A conflict keeps the
person's text and puts Musubi's proposal right beside it in a folded callout: nothing is
dropped silently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from .git import VaultRepo
from .notes import dump_frontmatter, load_yaml, split_frontmatter

CONFLICT_RE = re.compile(
    r"^<<<<<<< your edit\n(?P<ours>.*?)^=======\n(?P<theirs>.*?)^>>>>>>> musubi now\n?",
    re.DOTALL | re.MULTILINE,
)
PROPOSAL_TITLE = "Musubi's version of this passage, kept beside your edit"


@dataclass
class MergeResult:
    text: str
    conflicts: int = 0
    notes: list[str] = field(default_factory=list)


def load_properties(raw: str | None) -> dict[str, Any] | None:
    """Parsed frontmatter; {} when there is none, None when it does not parse as a mapping."""
    if raw is None:
        return {}
    try:
        data = load_yaml(raw)
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else {} if data is None else None


def conflict_callout(title: str, lines: str) -> str:
    """The version not kept, quoted whole in a folded callout beside the one kept."""
    quoted = [f"> {line}" if line else ">" for line in lines.rstrip("\n").split("\n")]
    return "\n".join([f"> [!musubi-conflict]- {title}", *quoted]) + "\n"


def merge_frontmatter(ours: dict[str, Any], base: dict[str, Any],
                      theirs: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Per key: the person's change wins; Musubi's change applies where the person left it."""
    merged: dict[str, Any] = {}
    conflicts: list[str] = []
    for key, value in theirs.items():
        if key in ours and ours[key] != base.get(key):
            merged[key] = ours[key]
            if value != base.get(key) and value != ours[key]:
                conflicts.append(f"{key}: {value!r}")
        elif key not in ours and key in base:
            if value != base[key]:
                conflicts.append(f"{key}: {value!r}")  # deleted by the person, changed by Musubi
        else:
            merged[key] = value
    for key, value in ours.items():
        if key not in merged and (key not in base or key in theirs):
            merged[key] = value
    return merged, conflicts


def merge_note(repo: VaultRepo, ours: str, base: str, theirs: str) -> MergeResult:
    o_raw, o_body = split_frontmatter(ours)
    b_raw, b_body = split_frontmatter(base)
    t_raw, t_body = split_frontmatter(theirs)
    result = MergeResult(text="")
    o_fm, b_fm, t_fm = load_properties(o_raw), load_properties(b_raw), load_properties(t_raw)
    fm_conflicts: list[str] = []
    if o_fm is None or b_fm is None or t_fm is None:
        # The person's YAML no longer parses: keep it byte for byte, propose ours in the body.
        head = f"---\n{o_raw}\n---\n" if o_raw is not None else ""
        if t_raw is not None and t_raw != b_raw:
            fm_conflicts.append("properties:\n" + t_raw)
    else:
        merged_fm, fm_conflicts = merge_frontmatter(o_fm, b_fm, t_fm)
        head = f"---\n{dump_frontmatter(merged_fm)}\n---\n" if merged_fm else ""

    body, n = repo.merge_file(o_body, b_body, t_body)
    if n:
        body = CONFLICT_RE.sub(
            lambda m: m["ours"] + conflict_callout(PROPOSAL_TITLE, m["theirs"]), body)
    if fm_conflicts:
        body = body.rstrip("\n") + "\n\n" + conflict_callout(
            PROPOSAL_TITLE, "Properties Musubi would have set:\n" + "\n".join(fm_conflicts))
    result.text = head + body
    result.conflicts = n + len(fm_conflicts)
    return result
