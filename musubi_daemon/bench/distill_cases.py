"""The labelled conversations `musubi bench distill-quality` scores distillation against.

Written for Musubi by hand, in the shapes its sources produce (Claude Code sessions with tool
chatter and headed summaries, ChatGPT chats, Cursor, Codex and Aider sessions, Obsidian notes).
Each case says what a careful reader would take from it: the decisions (the choice that stands,
a reversal's new choice included), the open loops, the durable facts about the person, or that it
is pure chatter. Hard negatives sit beside them: hypotheticals, questions, someone else's choice,
past facts about others, figures of speech and code comments.

A quarter of the cases (``split="heldout"``) are kept out of tuning: the heuristic is improved on
the general shape of the ``tune`` cases and only measured on the held-out ones.
"""

from __future__ import annotations

from .distill_case import Case as Case


def all_cases() -> list[Case]:
    """Every case, tune and held-out, in a stable order."""
    from .distill_cases_chat import CHAT_CASES
    from .distill_cases_code import CODE_CASES
    from .distill_cases_heldout import HELDOUT_CASES

    return [*CODE_CASES, *CHAT_CASES, *HELDOUT_CASES]
