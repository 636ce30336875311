"""The labelled conversations `musubi-bench distill-quality` scores distillation against.

Written for Musubi by hand, in the shapes its sources produce (Claude Code sessions with tool
chatter and headed summaries, ChatGPT chats, Cursor, Codex and Aider sessions, Obsidian notes).
Each case says what a careful reader would take from it: the decisions (the choice that stands,
a reversal's new choice included), the open loops, the durable facts about the person, or that it
is pure chatter. Hard negatives sit beside them: hypotheticals, questions, someone else's choice,
past facts about others, figures of speech and code comments.

The realistic set (``distill_real_*``, 160 conversations of people the project had not written
for: long coding sessions with tool output, life chats, brainstorms, reviews, chatter) is split
in halves. The held-out half (``split="heldout"``) was written and committed before any
tuning, by hands that had not seen the distiller, and is never edited after its output was
read; the distiller is tuned on the other half (``split="tune"``) only. The first, smaller
set of the project's own (``distill_cases_*``) is kept as ``split="legacy"``. Forty more
(``distill_real_fresh``, ``split="fresh"``) were written after both halves had been read, by a
labeller who had seen neither the distiller nor the sets, and committed before any output.
Later a second hand wrote thirty more for the tune half (``distill_real_tune_extra``, ids
``tx-``), and a third hand twenty more for the fresh set (``distill_real_fresh_second``, ids
``fy-``), measured only and never tuned on. Then three more hands, none of whom had seen the
distiller or any set, wrote sixty more (``distill_real_outsider_a`` coding sessions, ``_b``
life chats, ``_c`` brainstorms, writing help and the rest; ids ``ta-``, ``tb-``, ``tg-``;
``split="outsider"``). They were written as training data, but the ranker trained with them
broke five of the reader's behaviour tests (loops it had kept or left out rightly), so they are
measured only, like the fresh set. Last, four more hands who had seen no set, rule or output
wrote seventy-five more to tune on (``distill_real_tune_more_a`` coding sessions, ``_b`` life
chats, ``_c`` brainstorms, writing, reviews and chatter; ids ``tv-``, ``tw-``, ``tu-``: twenty each;
the fourth, fifteen long coding sessions with tool output (``_d``, ids ``tt-``); then thirty of
choices reversed (``_e``, ids ``rv-``) and thirty of many people, answering, accepting,
reversing and declining, with facts said in passing (``_f``, ids ``tf-``); then seventy more
from five writers who had seen no set, rule or output (``_g`` parents and infrastructure,
``_h`` people writing in a second language, ``_i`` the rest; ids ``tca-`` to ``tce-``), read
once before anything was tuned on them: decisions 0.225 / 0.147, loops 0.424 / 0.369, facts
0.398 / 0.199; ``split="tune-b"``. Fifty more from five writers who had seen nothing of the
project (``distill_real_blind_a``, ``_b``; ids ``ba-`` to ``be-``; ``split="blind"``) are
measured only, never trained on: the first thirty were read once as a new user's import.
The rules (the fact reader above all) are tuned on them as on the tune half. The decisions'
model is not trained on them: trained with them, it lost four of the reader's behaviour tests
("ok postgres" after a recommendation of another choice no longer decided anything) and its
recall fell on writers it never read. The loops' model is, since 2026-12-08: on every set of
writers it never read, loops rose (``distill_train.SPLITS_BY_LIST``).
"""

from __future__ import annotations

from dataclasses import replace

from .distill_case import Case as Case


def all_cases() -> list[Case]:
    """Every case in a stable order: the realistic set's tune and held-out halves, the fresh
    and outsider sets, then the first, smaller set (split "legacy"), kept as a regression
    check and never tuned on."""
    from .distill_cases_chat import CHAT_CASES
    from .distill_cases_code import CODE_CASES
    from .distill_cases_heldout import HELDOUT_CASES
    from .distill_real_blind_a import CASES as BLIND_A
    from .distill_real_blind_b import CASES as BLIND_B
    from .distill_real_fresh import CASES as FRESH
    from .distill_real_fresh_second import CASES as FRESH_SECOND
    from .distill_real_heldout_code import CASES as HELD_CODE
    from .distill_real_heldout_life import CASES as HELD_LIFE
    from .distill_real_outsider_a import CASES as OUTSIDER_A
    from .distill_real_outsider_b import CASES as OUTSIDER_B
    from .distill_real_outsider_c import CASES as OUTSIDER_C
    from .distill_real_tune_code import CASES as TUNE_CODE
    from .distill_real_tune_extra import CASES as TUNE_EXTRA
    from .distill_real_tune_life import CASES as TUNE_LIFE
    from .distill_real_tune_more_a import CASES as TUNE_MORE_A
    from .distill_real_tune_more_b import CASES as TUNE_MORE_B
    from .distill_real_tune_more_c import CASES as TUNE_MORE_C
    from .distill_real_tune_more_d import CASES as TUNE_MORE_D
    from .distill_real_tune_more_e import CASES as TUNE_MORE_E
    from .distill_real_tune_more_f import CASES as TUNE_MORE_F
    from .distill_real_tune_more_g import CASES as TUNE_MORE_G
    from .distill_real_tune_more_h import CASES as TUNE_MORE_H
    from .distill_real_tune_more_i import CASES as TUNE_MORE_I

    legacy = [replace(c, split="legacy") for c in (*CODE_CASES, *CHAT_CASES, *HELDOUT_CASES)]
    outsider = [*OUTSIDER_A, *OUTSIDER_B, *OUTSIDER_C]
    more = [replace(c, split="tune-b")
            for c in (*TUNE_MORE_A, *TUNE_MORE_B, *TUNE_MORE_C, *TUNE_MORE_D, *TUNE_MORE_E,
                      *TUNE_MORE_F, *TUNE_MORE_G, *TUNE_MORE_H, *TUNE_MORE_I)]
    return [*TUNE_CODE, *TUNE_LIFE, *TUNE_EXTRA, *more, *HELD_CODE, *HELD_LIFE, *FRESH,
            *FRESH_SECOND, *outsider, *BLIND_A, *BLIND_B, *legacy]
