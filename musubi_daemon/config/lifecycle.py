"""Thresholds of the memory lifecycle (seed 2), the profile and roll-ups, the briefing and hooks.

Re-exported by ``musubi_daemon.config``, where every module reads them.
"""

from __future__ import annotations

# -- memory lifecycle (seed 2's thresholds, docs in design/seed2-lifecycle-notes.md) ---------------
# A note stays provisional this long before maturation looks at it (seed: 1 h).
MATURATION_DWELL_HOURS = 1
# Notes scored per importance call: small enough for a local context (seed: 10).
IMPORTANCE_BATCH = 10
# Characters of each note shown when scoring importance (seed: 1,500).
IMPORTANCE_NOTE_CHARS = 1_500
# Importance without a model, on the seed's 1-10 scale: routine talk is 3 and chatter (this
# few messages, nothing distilled, nothing done) 2; a decision adds 2 (the seed puts decisions
# at 5-6) and evidence it was acted on (a file edited, a command run, "done", a loop closed) 1
# more, so a decision acted on reaches the promotion gate; facts, open loops and a long
# exchange add 1 each. A heuristic never claims more than the cap ("critical task state").
IMPORTANCE_ROUTINE = 3
IMPORTANCE_CHATTER = 2
IMPORTANCE_CHATTER_MESSAGES = 2
IMPORTANCE_DECISION = 2
IMPORTANCE_ACTED = 1
IMPORTANCE_LONG_MESSAGES = 6
IMPORTANCE_HEURISTIC_MAX = 8
# A capture (remember) matures on its own only from this importance; below, it needs to be
# reinforced (remembered again) before the TTL archives it.
CAPTURE_KEEP_IMPORTANCE = 5
# Unreinforced provisional captures are archived (never deleted) after this long (seed: 7 d).
CAPTURE_TTL_DAYS = 7
# Notes joined into one synthesis cluster when at least this close (cosine, seed: 0.70) ...
SYNTHESIS_LINK_COSINE = 0.70
# ... or at least this close when both are sessions of one code project (on the seed's scale:
# halfway from its typical note-to-note 0.40 to the link). A project's sessions are about
# different tasks and sit far apart as vectors; the shared project makes a looser pair mean
# one subject, while a chat about bread in the same folder still stays apart.
SYNTHESIS_PROJECT_LINK_COSINE = 0.55
# ... and a cluster needs this many notes to make a concept (seed: 3), at most this many
# sent to the model, the most important first (seed: 20; bigger clusters overflowed contexts).
SYNTHESIS_MIN_CLUSTER = 3
SYNTHESIS_MAX_CLUSTER = 20
# Matured notes that joined no concept wait in the synthesis pool this long for company.
SYNTHESIS_POOL_DAYS = 30
# A cluster this close to an existing concept reinforces it instead of duplicating it (seed).
REINFORCE_COSINE = 0.85
# Concepts closer than this (but not reinforcing) are checked for contradiction (seed band).
CONTRADICTION_COSINE = 0.75
# The three cosines above are BGE-M3's (seed 002). Synthesis reads them on the model in use
# (lifecycle/calibration.py): each is kept as its share of the headroom above the library's
# median note-to-note cosine, which is about this under BGE-M3 ...
CALIBRATION_SEED_MEDIAN = 0.40
# ... measured on at least this many notes (fewer: the seed's figures stand, as a median of a
# handful of notes is mostly which notes they are) ...
CALIBRATION_MIN_NOTES = 20
# ... and on at most this many, spread over the library: enough for a stable median.
CALIBRATION_SAMPLE = 300
# A concept matures when this old, this reinforced and not contradicted (seed: 24 h, 3).
CONCEPT_DWELL_HOURS = 24
CONCEPT_MATURE_REINFORCEMENT = 3
# The promotion gate (seed): reinforced, important, old enough; one per run so a person can
# keep up with reviewing what was promoted.
PROMOTION_REINFORCEMENT = 3
PROMOTION_IMPORTANCE = 6
PROMOTION_AGE_HOURS = 48
PROMOTIONS_PER_RUN = 1
# Demotion (seed): episodic notes untouched this long and below this importance; concepts
# unreinforced this long.
DEMOTE_EPISODIC_DAYS = 60
DEMOTE_EPISODIC_IMPORTANCE = 4
DEMOTE_CONCEPT_DAYS = 30
# A reflection looks back this far (one day: it is the daily digest).
REFLECTION_HOURS = 24
# A reflection made before this local hour tells the day before (the scheduled one runs at
# 06:00, looking back); from it on, the day so far.
REFLECTION_MORNING_HOUR = 12
# Open loops still open after this many days are named in the reflection, oldest first and
# at most this many, so an old promise is not forgotten but the note stays readable.
REFLECTION_LOOP_AGE_DAYS = 7
REFLECTION_LOOPS_SHOWN = 5
# A reflection sentence names at most this many links; more read better as a list below it.
REFLECTION_SENTENCE_ITEMS = 6

# -- profile, decisions, open loops --------------------------------------------------------------
# Only the best-corroborated candidate facts go to the model for merging (seed: 80; the call
# costs 30-40 s locally, and more candidates overflow a small context).
PROFILE_MODEL_CANDIDATES = 80
# Tokens the profile-merge answer may take: 80 short facts with their source numbers.
PROFILE_MAX_TOKENS = 3_000
# A capture made with `remember` is a profile candidate when it is one statement this short
# (a fact about the person, "I am vegetarian"), not a question or a page of notes.
PROFILE_CAPTURE_CHARS = 280
# An agent's captures the person has not confirmed are listed apart from the facts, at most
# this many, newest first: what agents saved is visible, never the truth about the person.
PROFILE_AGENT_NOTES = 5
# An open loop counts as closed by a later conversation when something that conversation did
# or decided lies this close to it (cosine, MiniLM) and reads as done.
LOOP_CLOSED_COSINE = 0.6
# `decisions --about TEXT` keeps decisions at least this close to TEXT (cosine, MiniLM), or
# ones that share a word with it.
DECISION_ABOUT_COSINE = 0.35

# -- the briefing and the coding-agent hooks ------------------------------------------------------
# `musubi context` (a coding agent's SessionStart hook) answers in at most this many characters:
# it is added to the model's context at every session start, so it stays a short read.
BRIEFING_CHARS = 2_000
# One line of the briefing (an item's text, before its date and link), cut at a word.
BRIEFING_LINE_CHARS = 160
# Agents' unconfirmed captures the briefing may quote, after everything of the person's: a
# bounded share, so eight captures of one agent never crowd out what the person said.
BRIEFING_AGENT_NOTES = 3
# Seconds a coding agent lets Musubi's hooks run before it stops them: the briefing answers from
# the daemon in well under a second (a cold start loads the library); an ingest of one session
# is one file read and one commit.
HOOK_START_TIMEOUT_S = 30
# SessionEnd and PreCompact only hand the session to a detached `musubi hooks work`: Claude
# Code (2.1.74 on) gives the whole SessionEnd chain 1.5 s, and kills what runs longer.
HOOK_INGEST_TIMEOUT_S = 1.5
# The longest a hook waits for the agent's JSON on stdin, and the most it reads.
HOOK_STDIN_SECONDS = 5.0
# Briefings kept in the cache folder between hook runs, one per project, each valid while the
# vault's HEAD is the commit it was made at (hooks/kept.py): the projects most recently
# briefed, refreshed by the session-end work after its ingest.
BRIEFINGS_KEPT = 8
HOOK_STDIN_BYTES = 1_000_000
