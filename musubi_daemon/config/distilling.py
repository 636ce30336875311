"""Thresholds of distillation: the chat model's, the heuristic's, the ranker's and the bench's.

Re-exported by ``musubi_daemon.config``, where every module reads them.
"""

from __future__ import annotations

# -- distillation ------------------------------------------------------------------------------
# Two requests at once: going to 4 bought 1.1-1.3x at best and thrashed big models (seed).
DISTILL_WORKERS = 2
# Under this many characters a conversation is distilled heuristically: a two-exchange session
# yields the same near-empty note either way, and it saved 15 % of the model work (seed).
DISTILL_MIN_CHARS = 2_000
# Default chat model: a local Ollama; any litellm model string works (e.g. openai/<model>).
LLM_MODEL = "ollama_chat/qwen3:30b-a3b-instruct-2507-q4_K_M"
LLM_API_BASE = "http://127.0.0.1:11434"

# Characters of transcript per request: with the prompt and the answer it fits the ~4,000 tokens
# one slot of a local server gets (a 16k context split over 2 parallel slots).
TRANSCRIPT_BUDGET = 8_000
# Share of the budget given to the opening; the rest goes to the ending, where conclusions are.
HEAD_SHARE = 0.45
# Tool output (and pasted system prompts) is clipped first: it is bulk, rarely the conclusion.
TOOL_CLIP = 200
# How far back from a cut point to look for a line break or space, so words stay whole.
SNAP_WINDOW = 200
# Caps per list: generated tokens dominate local distillation time, and an array with no maximum
# gives a grammar-constrained model no reason ever to close it.
LIST_LIMITS: dict[str, int] = {
    "key_points": 5,
    "entities": 10,
    "decisions": 8,
    # Choices the conversation itself went back on: shown struck through, never as current.
    "superseded": 4,
    "facts": 8,
    "actions": 5,
    "topics": 3,
}
# The summary is held to this many sentences: enough to say what was asked and where it ended.
SUMMARY_SENTENCES = 2
# Where in a long answer to look for the start of the object: a bound, not a tuning knob.
MAX_OBJECT_STARTS = 64
# Nesting an answer cut by the token cap is read back through; a note is two levels deep, so
# anything deeper is not a note and is not worth the recursion.
MAX_CUT_DEPTH = 16
# Notes named per kind of trouble (fell back to the heuristic, kept from a cut answer) in a
# distill report and in `musubi status`: enough to see the pattern; the counts give the rest.
DISTILL_ISSUES_SHOWN = 20
# Characters of a fallback's reason that are kept: the model's error and the answer's start.
DISTILL_REASON_CHARS = 600

# Notes shown beside each profile fact in a result: enough to check it, not the whole library.
FACT_SOURCES_SHOWN = 5

# -- the heuristic distiller (no chat model) ---------------------------------------------
# Items per list (decisions, facts, actions, key points): the cap the model's schema carries.
HEURISTIC_MAX_ITEMS = 5
# Decisions a long session may hold: people settle more questions than they leave loops.
HEURISTIC_MAX_DECISIONS = LIST_LIMITS["decisions"]
# Earlier decisions a later one is checked against for a reversal: the talk about one question
# is seldom longer, and the check stays linear in a session of thousands of turns.
HEURISTIC_SETTLE_WINDOW = 64
# Words of an earlier decision's choice a later one must name as what it beat ("(over …)") to
# replace it: one shared word ("pandas") is a mention, not the same choice.
HEURISTIC_BEATEN_WORDS = 3
HEURISTIC_BEATEN_SHARE = 0.4
# Words of an option the assistant offered, as a decision that picked it names it.
HEURISTIC_OFFER_WORDS = 12
# Words of what a choice is about, read from its question ("For password hashing: …"): past
# four a lead-in says more than a subject.
HEURISTIC_SUBJECT_WORDS = 4
# Facts one conversation may give: a person introducing their household says several at once.
HEURISTIC_MAX_FACTS = LIST_LIMITS["facts"]
# Entities index a note; past ten they are mostly incidental mentions.
HEURISTIC_MAX_ENTITIES = 10
# Topics per note feed clustering, and a fourth blurs more than it separates.
HEURISTIC_MAX_TOPICS = 3
# Characters of one list item: one sentence, not a paragraph.
HEURISTIC_MAX_ITEM_CHARS = 200
# Characters of each of the summary's two sentences: a summary is read at a glance, and an
# option written out in full ("source then (Source: apps compile ui's TypeScript…") is not.
HEURISTIC_SUMMARY_PART_CHARS = 140
# Characters of a title: what a note list shows on one line.
HEURISTIC_TITLE_CHARS = 80
# A name or word said once is usually incidental; twice (or in the title) is not.
HEURISTIC_MIN_MENTIONS = 2
# Words a sentence needs: shorter ones are acknowledgements ("Done.", "Go ahead.").
HEURISTIC_MIN_SENTENCE_WORDS = 3
# Distinct content words a key point needs to carry information.
HEURISTIC_MIN_KEY_POINT_WORDS = 4
# Characters read per message: past this it is a pasted log, and the time stays bounded.
HEURISTIC_SCAN_CHARS = 20_000
# String leaves read per tool call: paths sit near the top.
HEURISTIC_MAX_INPUT_STRINGS = 200
# Weight of the person's own words: they settle a decision more than the assistant's proposals.
HEURISTIC_USER_WEIGHT = 2

# -- the learned ranker over the heuristic's candidates (distill/ranker.py) -------------------
# Columns words are hashed into: 16k keeps collisions rare for a few thousand distinct words,
# and the weights file holds only the columns training saw.
RANKER_HASH_DIMS = 16_384
# Candidates scored per conversation: a bound on time for a session of thousands of messages.
RANKER_MAX_CANDIDATES = 4_000
# Two candidates read from one clause or sentence say the same thing, and so do two whose words
# are one within the other or share this share of the shorter's words: the better is kept. In
# cross-validation on the tune half 0.5 beat 0.9 (decisions precision 0.52 against 0.50, and 1
# superseded decision listed against 3): four "We chose the X vendor for the gateway" in a row
# are one question answered four times, and the last stands.
RANKER_DEDUPE_OVERLAP = 0.5
# A candidate decision whose words are this much those of a choice the dialogue reader saw
# reversed is that choice, reworded: it is never listed as current.
RANKER_SUPERSEDED_OVERLAP = 0.6
# L2 strength of training (scikit-learn's C: larger fits the tune half harder). 1.0 measured
# best of 0.3, 1 and 3 in 5-fold cross-validation on the tune half.
RANKER_TRAIN_C = 1.0
# A candidate is kept when the model gives it this probability.
RANKER_THRESHOLD = 0.5
# What the cue rules found is kept from this probability on: a decision said outright ("we
# decided to use SQLite") is rare in the training conversations, and the model alone underrates
# it. 0.15 keeps every outright phrasing the tests hold; in cross-validation on the tune half it
# trades precision for recall: decisions 0.52 / 0.37 and loops 0.57 / 0.68, against 0.59 / 0.33
# and 0.62 / 0.60 at 0.5.
RANKER_RULE_THRESHOLD = 0.15
# Her clause is joined to the assistant's sentence it answers when it says its thing in this
# many words or fewer ("exempt health", "i'll sort that this week"), or with a pronoun. A
# longer one says what it is alone, and a sentence beside it only adds what she did not take
# up. Cross-validated over the tune half and the later hands' cases: decisions 0.579 / 0.366
# -> 0.602 / 0.373 and 0.365 / 0.199 -> 0.369 / 0.200 against joining every clause; loops on
# the later hands' 0.564 / 0.497 -> 0.556 / 0.486.
RANKER_PAIRED_KEYS = 3
# ...and only when the sentence adds this many words she did not say: "will add the test
# tomorrow (add a regression test)" tells nothing more than her words.
RANKER_PAIRED_NEW = 2
# Her clause is joined to the sentence of the assistant's next message that says it back
# ("no default" and "No default partition then.") when that sentence adds this many words.
RANKER_ECHO_NEW = 1
# A clause of hers that picks nothing of the message it answers is read against the offers of
# the last this many assistant messages that offered any, however far back ("do the api key
# one" after a question in between).
RANKER_EARLIER_TURNS = 3

# -- a chat model's note read against the conversation (`distill/model_check.py`) -------------
# A model's loop is the assistant's offer (a step she declined, or one never taken up) when it
# holds this share of the offer's words, and at least two of them.
MODEL_CHECK_OFFER_SHARE = 0.6
# A message of hers takes an offered step up when a clause holds this many of the loop's words.
MODEL_CHECK_TAKEN_UP_WORDS = 2
# Her replies after a list of steps read for a yes to all of it: "hmm what if he gets angry?",
# then, answered, "ok cool, will do all that".
MODEL_CHECK_REPLIES = 2

# -- `musubi-bench distill-quality`: when an extracted item counts as a labelled one -----------
# A label is found when an item holds this share of the label's content words: a distiller may
# say more than the label, in its own order, but must name what the label names.
DISTILL_MATCH_COVERAGE = 0.6
# A fact must also be mostly made of its labels' words: "Lives in Lisbon and the kitchen is
# humid" holds the label "lives in Lisbon" but is not a durable fact, so it counts as wrong.
DISTILL_FACT_TIGHTNESS = 0.6

# A concept's title is a page name: longer than this it is a sentence, not a name.
CONCEPT_TITLE_CHARS = 100
