"""The commit a vault's HEAD names, read from its files: no git process, no repository
object, so a poll every few seconds (the MCP server's) or a hook that must answer in a tenth
of a second can ask."""

from __future__ import annotations

from pathlib import Path


def vault_head(vault: Path) -> str | None:
    """The commit the vault's HEAD names, read from ``.git`` (a loose ref or packed-refs);
    None when there is none yet or it cannot be read."""
    git = vault / ".git"
    try:
        if git.is_file():  # a worktree or a submodule: "gitdir: <path>"
            git = (vault / git.read_text(encoding="utf-8").split(":", 1)[1].strip()).resolve()
        head = (git / "HEAD").read_text(encoding="utf-8").strip()
        if not head.startswith("ref:"):
            return head  # detached
        ref = head[4:].strip()
        loose = git / ref
        if loose.is_file():
            return loose.read_text(encoding="utf-8").strip()
        for line in (git / "packed-refs").read_text(encoding="utf-8").splitlines():
            sha, _, name = line.partition(" ")
            if name.strip() == ref:
                return sha
    except (OSError, IndexError, UnicodeError):
        return None
    return None
