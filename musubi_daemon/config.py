"""One typed configuration: defaults here, then the TOML file, then ``MUSUBI_*`` variables.

Every threshold Musubi uses lives in this module with the reason for its value beside it.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import stat
import sys
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

# Tool output longer than this goes to a content-addressed artifact file, linked from the note:
# past ~20k characters a note stops being pleasant to read in Obsidian, and nothing is clipped.
LARGE_OUTPUT_CHARS = 20_000
# How much of a large output the note still shows inline, so it reads without opening the file.
ARTIFACT_PREVIEW_CHARS = 1_500
# Larger attachments stay placeholders: the vault is a git repository every clone holds whole.
ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024
# A text of an export (a message, a pasted file) is cut here before it is parsed: memory stays
# bounded whatever the export holds, a zip bomb included. Larger is a dump, not a message.
EXPORT_TEXT_MAX_BYTES = 4 * 1024 * 1024
# The same for a text in a JSONL session line (a tool's output is stored whole up to this).
JSONL_TEXT_MAX_BYTES = 16 * 1024 * 1024
# A JSONL line still larger than this once its texts are cut is skipped (and reported).
JSONL_LINE_MAX_BYTES = 64 * 1024 * 1024
# Long texts may fill this much of one conversation in all: a note costs ~10x its text in memory
# while written, so a session of 25 texts of 10 MB is ingested at 415 MB instead of 2.6 GB.
CONVERSATION_TEXT_MAX_BYTES = 32 * 1024 * 1024
# Past that budget a text keeps this much (shorter texts never count): enough to see what it was.
TEXT_PAST_BUDGET_BYTES = 64 * 1024
# Characters of a text attachment that search and distillation read with its message.
ATTACHMENT_TEXT_CHARS = 20_000
# Titles longer than this are cut in file names (Obsidian and most file systems cope, people don't).
TITLE_FILENAME_CHARS = 60
# ... and at this many bytes of UTF-8: with the date and id the name stays under 143 bytes
# (eCryptfs home folders; ext4 and APFS take 255).
TITLE_FILENAME_BYTES = 100
# Secrets: a token after a key-like word (secret: ..., api_key = ...) is one when it is at
# least this long and spreads this many bits per character (hex half a bit less: 16 symbols).
SECRET_TOKEN_CHARS = 16
SECRET_ENTROPY_BITS = 3.5
# A redacted literal this long or longer is redacted wherever else it recurs in the same
# conversation (a password the assistant repeats in prose); shorter ones could be words.
SECRET_LITERAL_CHARS = 6
# A title derived from the first user line is cut here.
TITLE_FROM_TEXT_CHARS = 80
# Files added to git per `git add` call: keeps command lines short on large first ingests.
GIT_ADD_BATCH = 2_000
# `git add -A` again when a file vanished while git read it (an editor's temp file).
GIT_ADD_TRIES = 5
# How long a job waits for someone's running git command (and its lock file) in the vault.
GIT_LOCK_WAIT_SECONDS = 10
# Write errors no other file of the vault would escape (no room, a quota, the kernel's file
# size limit, a read-only mount, a failing disk): they stop a run instead of failing each note.
VAULT_WIDE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EIO})
# Tries at a note a person keeps changing while Musubi merges into it: each try re-reads and
# re-merges; past this the note is left as the person has it and tried again on the next run.
WRITE_RETRIES = 5
# An editor that saves in place (most do: open with truncation, then write) leaves the note
# empty for a moment; an empty note is read again for this long before it counts as emptied.
SAVE_SETTLE_SECONDS = 2.0
SAVE_SETTLE_POLL = 0.02
# Digests of Musubi's earlier renders kept per note (8 bytes each): enough for every unit of a
# few renders of a long note, so a save of an older version never passes for the person's edit.
SEEN_DIGESTS = 4096
# How far into a note a preamble (lines a person typed above the properties block) is looked
# for: a few paragraphs, not a whole note scanned for a `---` line that opens no block.
PREAMBLE_SCAN_CHARS = 16_384
# A note's history replayed for its merge base: the newest renders whose units count as seen
# (a long session re-rendered on every ingest has hundreds; older ones only come back with a
# save of an old version), and how deep sync merges inside sync merges are followed.
HISTORY_RENDERS_SEEN = 50
HISTORY_SYNC_DEPTH = 3
# The newest commits of a note replayed for its base: a roll-up page rewritten on every run
# has thousands. Past them the replay starts with Musubi's render unknown (what a commit of
# its left as the file had it then counts as possibly the person's: kept, never dropped).
HISTORY_STEPS_MAX = 400
# Saves that may land in the instant a displaced save is put back before the last one is kept
# beside the note instead (it never happens by hand; it bounds the loop).
RESCUE_ROUNDS = 8
# A save put back in place stays remembered this long, for that many notes at most: an editor
# that read Musubi's write in the instant before the put-back saves on top of it, and that save
# lacks what was put back; Musubi's next write there brings it back (vault/putbacks.py).
PUT_BACK_MEMORY_SECONDS = 120.0
PUT_BACK_MEMORY_NOTES = 256
# Default folder inside the vault that Musubi owns; everything else belongs to the person.
MUSUBI_FOLDER = "Musubi"
MUSUBI_AUTHOR = ("Musubi", "musubi@localhost")

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
# Words of an option the assistant offered, as a decision that picked it names it.
HEURISTIC_OFFER_WORDS = 12
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

# -- `musubi-bench distill-quality`: when an extracted item counts as a labelled one -----------
# A label is found when an item holds this share of the label's content words: a distiller may
# say more than the label, in its own order, but must name what the label names.
DISTILL_MATCH_COVERAGE = 0.6
# A fact must also be mostly made of its labels' words: "Lives in Lisbon and the kitchen is
# humid" holds the label "lives in Lisbon" but is not a durable fact, so it counts as wrong.
DISTILL_FACT_TIGHTNESS = 0.6

# A concept's title is a page name: longer than this it is a sentence, not a name.
CONCEPT_TITLE_CHARS = 100

# -- index --------------------------------------------------------------------------------------
# ~1,000 characters fit all-MiniLM-L6-v2's 256 word pieces; the seed's 1,200 lost their ends.
CHUNK_CHARS = 1_000
# Overlap so a sentence cut at a chunk edge is still whole in one of the two chunks.
CHUNK_OVERLAP = 150
# The bundled embedder's hard limit (a configured model brings its own max_seq_length); a
# chunk (with its context prefix) over it is split again.
EMBED_MAX_TOKENS = 256
# Reciprocal rank fusion constant from the seed: corroboration beats one strong hit.
RRF_K = 60
# Candidates each channel contributes before fusion.
CHANNEL_DEPTH = 100
# Rows a keyword search may score: FTS5 scores every row a word matches, so the words of a
# query found in more rows than this (together) give way to its rarer ones (keyword.plan).
# At 200,000 passages a word in all of them cost 300 ms; this many cost about 15 ms.
KEYWORD_SCAN_ROWS = 8_000
# Words whose row counts one keyword store keeps between the channels of a search (and the
# searches after it, until the index changes): a query counts each word once, not once per
# channel. Past this many, the counts start again.
KEYWORD_COUNTS_KEPT = 4_096
# Passages embedded per batch while indexing: long enough to sort by length and pad little,
# short enough that two batches in flight (one encoding, one being stored) stay small.
INDEX_BATCH_PASSAGES = 512
# A sync without a watcher asks git what changed since the last whole sync instead of
# stat-ing every note (vault/changes.py). Past this, git's answer is not waited for and the
# vault is listed. A note indexed by a walk whose change was this recent when git was asked
# is looked at again next time: git's view was taken before it.
VAULT_CHANGES_TIMEOUT_S = 20.0
VAULT_CHANGES_SLACK_NS = 2_000_000_000
# Library notes as parsed, kept in the cache folder between processes (knowledge/note_store.py).
NOTE_STORE = "library.sqlite"
# A long first index (years of history: 30 to 60 minutes) runs newest first and in the
# background; the command a person waits on indexes this long, then hands the rest on
# (`musubi reindex --continue`, or the daemon in slices) and searches answer from what is in.
INGEST_INDEX_SECONDS = 45.0
SEARCH_INDEX_SECONDS = 20.0
DAEMON_INDEX_SLICE_SECONDS = 20.0
# How long the background `reindex --continue` waits for another process holding the index
# (a search building it, an ingest's foreground part) before it leaves the rest to them.
INDEX_WAIT_SECONDS = 600.0
# Channel weights in fusion. Plain RRF of a weak vector channel on short chat turns scored
# below BM25 alone (bench README section 7): keyword leads, vector corroborates. Measured on
# LoCoMo (scoped, turn R@10): vector weight 1.0 -> 0.647, 0.5 -> 0.708, 0.3 -> 0.728.
KEYWORD_WEIGHT = 1.0
VECTOR_WEIGHT = 0.3
# Weight of the phrase channel: passages holding the query's words in the order typed
# (keyword.phrase_search); a query in double quotes also puts its holders first. Chosen on
# the tune half of LoCoMo's conversations (the first five) and the mixed library; five-word
# phrases from short messages at rank 1 (tune / other five), LoCoMo turn R@10 unchanged at
# every weight: 0 -> 0.60 / 0.47; 1 -> 0.97 / 0.90; 2 -> 1.0 / 0.97; 4 -> 1.0 / 1.0, but the
# mixed library's hit@1 falls 0.956 -> 0.886 (a phrase of common words outranks the meaning).
PHRASE_WEIGHT = 2.0
# A passage whose cosine stands above the second best by more than this gap is what the
# question means, even when keywords rank it low (a short note found by meaning: 0.545 against
# 0.219 for "which novels did I want to read this year"); it gains WEIGHT x (gap - GAP), enough
# to lead. Chat turns rarely stand out so (LoCoMo: 4 % of questions). Mixed hit@1/@3 without
# it 0.904/0.930, with it 0.956/0.956; LoCoMo turn R@10 0.764 -> 0.765 scoped; gap 0.10 and
# 0.08: LoCoMo 0.764, and 0.08 costs mixed hit@1 (0.947).
# A question naming known authors ("what did Caroline paint") searches vectors twice: as
# asked, and without the names (its content), which the names otherwise outweigh. The whole
# question's channel keeps its weight apart, since there its names tell people apart.
CONTENT_VECTOR_WEIGHT = 0.5
NAMED_VECTOR_WEIGHT = 0.2
STANDOUT_GAP = 0.12
STANDOUT_WEIGHT = 1.0
# BM25 weight of a passage's author (a named person in a group chat) beside its text.
AUTHOR_COLUMN_WEIGHT = 1.0
# A query that names a person the library knows as an author (a whole word, any case)
# multiplies the score of what that person said by 1 + this: who said it is what "what did
# Caroline research" asks for. LoCoMo scoped / pooled turn R@10: no boost 0.768 / 0.763
# (author column and embedded name, "Name: " still in the text), 0.15 0.783 / 0.777, 0.3 and
# more 0.772 / 0.770 (the named speaker's turns crowd out the other's answers); 0.1 is as good
# (0.782 / 0.777) and costs the adversarial questions, which pin an event on the wrong
# speaker, far less (scoped 0.909 → 0.798, against 0.658 at 0.15). Mixed unchanged: no authors.
# Only the author named first is favoured ("what did Melanie give Caroline"): 0.7824 /
# 0.7769 -> 0.7865 / 0.7819.
AUTHOR_BOOST = 0.1
# Weight of the neighbouring messages' text in BM25: who answered and what came before carry
# much of a short turn's meaning.
CONTEXT_WEIGHT = 0.4
# BM25 weight of the note's title beside its passage's text.
TITLE_WEIGHT = 0.5
# How many messages on each side make up that context (LoCoMo turn R@10: 1 -> 0.728,
# 2 -> 0.746, 3 -> 0.737).
CONTEXT_MESSAGES = 2
# Boost for passages whose conversation holds other good hits: evidence clusters in one
# conversation (LoCoMo turn R@10 0.703 -> 0.721 at 0.3; 1.0 overshoots). Re-measured with the
# standout and dated titles, scoped/pooled: 0.2 -> 0.765/0.760, 0.3 -> 0.763/0.756, 0.4 ->
# 0.759/0.752.
CONVERSATION_BOOST = 0.2
# How many of a note's best passages make its boost (a note with fewer counts its best again).
BOOST_PASSAGES = 3
# Weight of the conversation-level keyword channel (BM25 over each whole note), added to the
# passages of well-matching conversations (LoCoMo turn R@10 0.708 -> 0.721 at 1.0).
CONVERSATION_WEIGHT = 1.0
# Hits per conversation on one page of results, so one long conversation does not fill it.
HITS_PER_CONVERSATION = 3
# Pages Musubi derives from other notes. For the same match they rank below the
# conversations and notes they summarise (a topic page lists the very titles a person
# searches for); a search for that kind (``--kind topic``) ranks them as any other note.
DERIVED_KINDS = ("topic", "reflection", "concept", "curated")
DERIVED_KIND_FACTOR = 0.5
# A question that names a time ("last March", "on 5 June") multiplies the score of what was
# said then by 1 + this (mixed bench, date queries).
DATE_BOOST = 1.0
# A day the question names ("on 9 November") also counts what was said this many days before
# or after: people tell of a day's events later, or plan them earlier (LoCoMo scoped turn R@10
# 0.762 -> 0.765 at 3; 1 day 0.763, 7 days 0.765: a week is already another conversation).
DATE_SLACK_DAYS = 3
# A question opening with "when", "how long", "which year" multiplies the score of a passage
# that tells a time ("last week", "on Friday", "in 2022") by 1 + this (LoCoMo scoped turn R@10
# 0.7865 -> 0.7886, temporal 0.836 -> 0.854; pooled unchanged; 0.1: 0.7852, 0.3: 0.7845).
# Mixed unchanged once "when" must open the question ("knee hurting when I run" cost a hit@1).
WHEN_TOLD_BOOST = 0.2
# ``search --recent`` (or [search] recent = true): newer passages weigh up to 1 + this,
# the boost halving every half-life (seed 002's recency decay).
RECENCY_WEIGHT = 0.5
RECENCY_HALF_LIFE_DAYS = 90.0
# Lifecycle states default search leaves out: stale or replaced notes, kept but not in the way.
HIDDEN_STATES = ("demoted", "archived", "superseded")
# Deep mode: how many candidates are reranked, and how many expansion terms are added.
DEEP_OVERFETCH = 200
# A configured cross-encoder reranks this many of the best fused candidates (deep search and
# ask): seed 000 reranked the 60 it over-fetched, ~2 ms a pair for ms-marco-MiniLM-L-6-v2.
RERANK_CANDIDATES = 60
# Below this cross-encoder logit a passage does not answer the query (seed 000, measured with
# ms-marco-MiniLM-L-6-v2: answerable queries scored +1 to +5, unanswerable ones under -9):
# ask then says it found nothing, and deep search ranks such passages after those above it.
RERANK_FLOOR = -5.0
# Word pieces of query + passage a cross-encoder reads: ms-marco models were trained at 512,
# and a model that declares no limit must not be fed a whole conversation.
RERANK_MAX_TOKENS = 512
EXPANSION_TERMS = 8
# The vector channel asks for at most this many neighbours to find enough passages of notes
# that are not hidden (demoted, archived, superseded), which are dropped after the query.
VECTOR_HIDDEN_MAX = 2_000
# A filtered vector search (a project, a source, a kind, dates) compares the query with every
# passage the filters admit, exactly, when they are at most this many (about 15 MB of vectors).
VECTOR_EXACT_MAX = 10_000
# Rows of the flat vector file compared at a time (48 MB of float32 at 384 dimensions), so a
# first search's memory stays bounded at any library size (index/flat.py).
FLAT_BLOCK_ROWS = 32_768
# The flat file is rewritten without its dead rows (passages re-indexed or deleted) once they
# are this share of it.
FLAT_DEAD_SHARE = 0.5
# HNSW settings, over cosine distance. A deep search costs less than a deep build: on 50,000
# passage vectors, ef_construction 100 with ef_search 400 reached recall@10 0.995-0.998 where
# 200 with 100 reached 0.967, with a third less CPU per insert (which competes with the
# embedder while indexing) for ~2 ms more per query. Recall falls as the graph grows: on real
# vectors at 233,667 passages, ef_search 400 gave 0.96, 800 gave 0.98 for 2.3 ms more (p50
# 4.7 -> 7.0 ms) and 1,600 gave 0.99 for 6 ms more; 800 keeps a margin over 0.95 toward a
# million (docs/benchmarks.md). A collection made with another ef_search takes this one when
# it is next opened (vectors.VectorStore).
HNSW = {"ef_construction": 100, "ef_search": 800}

# -- topics ------------------------------------------------------------------------------------
# How many topics a taxonomy holds: fewer is too coarse to browse, more sprawls (seed, "Topics").
TOPICS_MIN = 8
TOPICS_MAX = 20
# Notes shown to the model when it proposes a taxonomy, and the prompt budget they must fit in
# (~6k tokens: inside the 8k context small local models are often served with).
TOPIC_SAMPLE_NOTES = 500
TOPIC_PROMPT_CHARS = 24_000
# Below this cosine to its nearest topic a conversation goes to Unsorted instead of being
# forced somewhere it does not belong (seed: 0.18 with MiniLM).
TOPIC_FLOOR = 0.18
# Related-topic links per topic page: more and the map becomes a hairball (seed: ~3).
TOPIC_GRAPH_DEGREE = 3
# A rebuilt taxonomy keeps an old topic's page (and the person's overrides on it) when a new
# category lies this close to it (cosine of their vectors).
TOPIC_MATCH_COSINE = 0.8
# A term found in more than this share of the library's notes names no topic: it tells none
# apart ("Api", "Work") ...
TOPIC_NAME_MAX_SHARE = 1 / 3
# ... checked from this many notes on: in a smaller library one subject may well fill a third
# of it, and two or three topics cannot tell a common word from a shared subject.
TOPIC_NAME_SHARE_FROM_NOTES = 20
# Characters of a note embedded to place it: about MiniLM's 256 word pieces.
TOPIC_NOTE_CHARS = 1_000
# Without a model, topics are found by clustering (knowledge/clustering.py) ...
# ... over this many characters of each transcript's words beside its vector: the words of the
# first 4,000 grouped the themed set as well as the whole conversations did;
TOPIC_WORDS_CHARS = 4_000
# ... ignoring words found in more than this share of the notes ("thanks", "code");
TOPIC_WORD_MAX_SHARE = 0.3
# ... into as many topics as the best silhouette says, trying at most one per this many notes
# (a topic of two or three conversations is a folder nobody opens) ...
TOPIC_MEAN_NOTES = 4
# ... and at most this many: past it the map is no longer browsable.
TOPICS_FOUND_MAX = 40
# A group of fewer notes is no topic: they are placed on the nearest one, or stay Unsorted.
TOPIC_MIN_NOTES = 2
# Notes clustered pair by pair (memory grows with the square); the rest are placed by vector.
TOPIC_CLUSTER_SAMPLE = 1_000
# A code project is its sessions' topic when this share of them already sit on it (and it
# names a topic that is this share its sessions): a project of one subject gathers, while a
# folder every session runs in (the home folder) spreads over many and stays spread.
TOPIC_PROJECT_SHARE = 0.5

# -- MCP and reading tools: what one call may take and give ---------------------------------
# Longest query, question or text accepted: a question, not a document pasted in.
QUERY_CHARS = 2_000
# Largest request body the daemon's API reads (a search or a hook's call is a few hundred bytes).
API_BODY_BYTES = 64_000
# Longest name for a dossier or topic.
NAME_CHARS = 200
# Messages one read_conversation page may hold: ~200 turns already fill a large context.
PAGE_MESSAGES = 200
# Results one call may return.
RESULTS_MAX = 50
# How deep the pages of a search go (each page ranks this far): 4 pages of the most.
RESULTS_DEPTH = 200
# resource_link blocks beside a tool's result: one per conversation it names, up to this many.
RESULT_LINKS = 20
# How often the MCP server looks at the vault's HEAD to tell clients the library changed.
LIBRARY_POLL_SECONDS = 2.0
# The longest a tool call or an API request waits for the one Engine thread to start it, behind
# a slow call or a daemon job: past it, it is told the library is busy (the API answers 503 and
# the CLI does the work itself). A call once started runs to its end (an answer may take long).
ENGINE_WAIT_SECONDS = 60.0
# How long a search waits for a Chroma server before it answers from the keyword index alone
# (a server that is down refuses at once; one that is unreachable is given this long).
CHROMA_CONNECT_SECONDS = 1.0
# How long indexing waits for a Chroma server that is starting.
CHROMA_START_SECONDS = 20.0
# Longest capture `remember` takes: a note to keep, not a transcript.
REMEMBER_CHARS = 10_000
# Conversations listed per topic by list_topics (the count is always whole).
TOPIC_CONVERSATIONS = 10
# Characters of one message a page shows: a tool output can run to megabytes, and one page of
# messages has to fit in the context of the model that asked for it.
MESSAGE_CHARS = 8_000
# Characters of a tool call's input (JSON) shown with its message.
TOOL_INPUT_CHARS = 1_500
# Characters of a note an MCP resource gives (an @-mention pastes it whole into a context);
# the rest is paged with read_conversation.
RESOURCE_CHARS = 60_000
# Decisions or open loops in their MCP resource.
RESOURCE_ITEMS = 100
# Values one completion answer holds (the protocol's own bound).
COMPLETION_VALUES = 100
# Longest value a client may ask to complete: past any name or folder path, nothing can
# match, and SQLite refuses a LIKE pattern of 50,000 bytes.
COMPLETION_INPUT_CHARS = 1_000
# Longest resource URI read: a conversation id or a topic name fits many times over.
URI_CHARS = 2_000
# Days the musubi://recent resource looks back (recent_activity takes any moment).
RECENT_DAYS = 7
# Items per list in a dossier: more is a dump, not a briefing; the totals say what was left.
DOSSIER_ITEMS = 40

# -- daemon --------------------------------------------------------------------------------------
# A path must be quiet this long before it is re-read: tools write sessions line by line (seed 2).
DAEMON_DEBOUNCE_S = 2.0
# How often the daemon's loop looks at its queue and its schedule.
DAEMON_TICK_S = 0.25
# A full pass over every source this often, for changes a watch missed (seed 2 reconciles: 6 h).
DAEMON_RESCAN_MINUTES = 60
# The daemon's local port: MCP at /mcp, and the warm search the CLI uses while it runs.
DAEMON_PORT = 8765
# The daemon's log file rotates at this size, keeping this many old ones.
DAEMON_LOG_BYTES = 5 * 1024 * 1024
DAEMON_LOG_BACKUPS = 3

# -- thoughts (agents' messages to one another) and presence ------------------------------
# The SQLite file in the cache where thoughts wait: never the vault, they are chatter.
THOUGHTS_FILE = "thoughts.sqlite"
# A thought older than this is pruned: a channel is for work in progress, not a record.
THOUGHT_TTL_DAYS = 7
# Longest thought: a message between agents, not a document.
THOUGHT_CHARS = 4_000
# The file holds at most this many thoughts and this many bytes of them; the oldest go first.
THOUGHTS_MAX_ROWS = 10_000
THOUGHTS_MAX_BYTES = 8 * 1024 * 1024
# Longest channel or agent name.
AGENT_NAME_CHARS = 64
# Thoughts one read may return.
THOUGHTS_PAGE = 200
# How often a follower (`musubi thoughts watch`, the daemon's stream) looks for new thoughts,
# and how long a stream stays silent before it sends a keep-alive comment.
THOUGHTS_POLL_S = 0.5
THOUGHTS_KEEPALIVE_S = 15.0
# Streams of thoughts the daemon serves at once (each holds a connection to the file).
THOUGHT_STREAMS_MAX = 16

# -- ask (cited answers) ---------------------------------------------------------------------
# Candidates fetched before reranking: enough that the right conversation is among them.
ASK_OVERFETCH = 60
# Below this cosine between the question and its best passage the library holds no answer,
# and the model is not asked to invent one (MiniLM: unrelated text scores under ~0.25).
ASK_FLOOR = 0.3
# How much the search's own fused ranking counts in the rerank beside the cosine.
ASK_FUSED_WEIGHT = 0.2
# Conversations whose distilled notes an answer is written from, each one citation.
ASK_CONVERSATIONS = 5
# Questions longer than this are refused: a paste is not a question.
ASK_MAX_CHARS = 2_000
# A short question this soon after the last one is read as its follow-up ("croatia?").
ASK_FOLLOWUP_MINUTES = 30
# Tokens an answer may take: a few cited paragraphs.
ASK_MAX_TOKENS = 700

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


def xdg_dir(var: str, fallback: str) -> Path:
    value = os.environ.get(var)
    return Path(value) if value else Path.home() / fallback


def default_cache_root() -> Path:
    if sys.platform == "darwin" and not os.environ.get("XDG_CACHE_HOME"):
        return Path.home() / "Library" / "Caches" / "musubi"
    return xdg_dir("XDG_CACHE_HOME", ".cache") / "musubi"


# The cache holds the index, the ingest state, the journal and the logs: the text of every
# conversation. Only its owner may enter it, whatever the umask says (as ~/.ssh).
CACHE_DIR_MODE = 0o700


def private_dir(path: Path, *, narrow: bool = True) -> Path:
    """``path`` as a folder only its owner can enter: made 0700, or (with ``narrow``) narrowed
    to 0700 when an older version or a 022 umask left it open. A failure is left to the first
    real use of the folder, which says what is wrong with it."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        with contextlib.suppress(OSError):
            path.mkdir(mode=CACHE_DIR_MODE, parents=True, exist_ok=True)
            os.chmod(path, CACHE_DIR_MODE)  # mkdir's mode passes through the umask
        return path
    except OSError:
        return path
    mode = stat.S_IMODE(st.st_mode)
    if narrow and stat.S_ISDIR(st.st_mode) and mode & 0o077 and st.st_uid == os.getuid():
        with contextlib.suppress(OSError):
            os.chmod(path, mode & ~0o077)
    return path


def model_cache_root() -> Path:
    """Exported and pulled models, shared by every vault on the machine (they are the same)."""
    explicit = os.environ.get("MUSUBI_MODEL_DIR")
    return Path(explicit).expanduser() if explicit else default_cache_root()


def config_path() -> Path:
    explicit = os.environ.get("MUSUBI_CONFIG")
    if explicit:
        return Path(explicit).expanduser()
    return xdg_dir("XDG_CONFIG_HOME", ".config") / "musubi" / "config.toml"


def vault_key(vault: Path) -> str:
    """A cache folder name per vault: readable, and unique for vaults that share a name."""
    resolved = str(vault.expanduser().resolve())
    return f"{vault.name or 'vault'}-{hashlib.sha256(resolved.encode()).hexdigest()[:10]}"


class ConfigError(Exception):
    """The configuration cannot be used; the message says which file or variable and why."""


@dataclass
class Config:
    vault: Path | None = None
    musubi_folder: str = MUSUBI_FOLDER
    cache_dir_override: Path | None = None
    large_output_chars: int = LARGE_OUTPUT_CHARS
    fsync: bool = True
    # Per-source default paths from the config file's [sources] table.
    sources: dict[str, str] = field(default_factory=dict)
    # Folders holding an .aider.chat.history.md (Aider keeps history per repository).
    aider_projects: list[str] = field(default_factory=list)
    # A Chroma server instead of the embedded store (e.g. "http://127.0.0.1:8000").
    chroma_url: str | None = None
    # "auto" picks ONNX fp32 when it can be exported, else torch.
    embed_backend: str = "auto"
    # Another sentence-transformers embedder (a folder, or a hub id `musubi models pull` put on
    # this machine); empty: the bundled all-MiniLM-L6-v2 through ``embed_backend``.
    embed_model: str = ""
    # A cross-encoder for deep search and ask (folder or pulled hub id); empty: none.
    reranker: str = ""
    # Update the search index at the end of every ingest.
    index_on_ingest: bool = True
    # How long `musubi ingest` indexes, newest first, before it hands the rest of a long
    # first index to a background `musubi reindex --continue`.
    index_foreground_seconds: float = INGEST_INDEX_SECONDS
    llm_model: str = LLM_MODEL
    llm_api_base: str | None = LLM_API_BASE
    llm_api_key: str | None = None
    # Whether the MCP server offers `remember`, the one tool that writes (an episode note).
    mcp_allow_remember: bool = True
    # Browser origins (besides none and the server's own) whose pages may call the HTTP
    # server, e.g. "http://localhost:6274" for the MCP Inspector's web page.
    mcp_allowed_origins: list[str] = field(default_factory=list)
    # Distil what the daemon just ingested (off: a GPU is used on schedule or by command only).
    daemon_distill_on_change: bool = False
    file: Path | None = None

    @property
    def cache_dir(self) -> Path:
        """This vault's cache folder, private to its owner (see ``private_dir``)."""
        if self.cache_dir_override is not None:
            # A folder the person named and made stays as they made it; a new one is private.
            return private_dir(self.cache_dir_override, narrow=False)
        if self.vault is None:
            raise ConfigError("no vault configured")
        root = private_dir(default_cache_root())  # its folder names name the vaults
        return private_dir(root / vault_key(self.vault))

    def require_vault(self) -> Path:
        if self.vault is None:
            raise ConfigError(
                "no vault: pass --vault PATH, set MUSUBI_VAULT, or run `musubi init PATH`")
        return self.vault

    def existing_vault(self) -> Path:
        """The vault, which must be there: a mistyped path is said, never made."""
        vault = self.require_vault()
        if not vault.is_dir():
            what = "is not a folder" if vault.exists() else "does not exist"
            raise ConfigError(f"vault {vault} {what}: run `musubi init {vault}` to make it, "
                              "or pass the path of your vault")
        return vault

    def with_vault(self, vault: Path | None) -> Config:
        return replace(self, vault=vault.expanduser().resolve()) if vault else self


def _read_file(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except (tomllib.TOMLDecodeError, OSError) as e:
        raise ConfigError(f"{path}: cannot read config: {e}") from e


def load_config(vault: str | Path | None = None) -> Config:
    """Defaults, then the config file, then MUSUBI_* variables, then an explicit ``vault``."""
    path = config_path()
    data = _read_file(path)
    cfg = Config(file=path)
    if "vault" in data:
        cfg.vault = Path(str(data["vault"])).expanduser()
    cfg.musubi_folder = str(data.get("musubi_folder", cfg.musubi_folder))
    if "cache_dir" in data:
        cfg.cache_dir_override = Path(str(data["cache_dir"])).expanduser()
    try:
        cfg.large_output_chars = int(data.get("large_output_chars", cfg.large_output_chars))
    except (TypeError, ValueError) as e:
        raise ConfigError(f"{path}: large_output_chars must be a number") from e
    cfg.fsync = bool(data.get("fsync", cfg.fsync))
    sources = data.get("sources", {})
    if not isinstance(sources, dict):
        raise ConfigError(f"{path}: [sources] must be a table of name = path")
    cfg.sources = {str(k): str(v) for k, v in sources.items()}
    aider = data.get("aider", {}).get("projects", [])
    cfg.aider_projects = [str(p) for p in aider]
    index = data.get("index", {})
    if not isinstance(index, dict):
        raise ConfigError(f"{path}: [index] must be a table")
    cfg.chroma_url = index.get("chroma_url") or None
    cfg.embed_backend = str(index.get("embed_backend", cfg.embed_backend))
    for key in ("embed_model", "reranker"):
        value = index.get(key, "")
        if not isinstance(value, str):
            raise ConfigError(f"{path}: [index] {key} must be a folder or a model name in "
                              'quotes, e.g. "cross-encoder/ms-marco-MiniLM-L-6-v2"')
        setattr(cfg, key, value.strip())
    cfg.index_on_ingest = bool(index.get("on_ingest", cfg.index_on_ingest))
    cfg.index_foreground_seconds = _seconds(index.get("foreground_seconds",
                                                      cfg.index_foreground_seconds),
                                            f"{path}: [index] foreground_seconds")
    llm = data.get("llm", {})
    if not isinstance(llm, dict):
        raise ConfigError(f"{path}: [llm] must be a table")
    cfg.llm_model = str(llm.get("model", cfg.llm_model))
    cfg.llm_api_base = llm.get("api_base", cfg.llm_api_base) or None
    cfg.llm_api_key = llm.get("api_key") or None
    daemon = data.get("daemon", {})
    if not isinstance(daemon, dict):
        raise ConfigError(f"{path}: [daemon] must be a table")
    cfg.daemon_distill_on_change = bool(daemon.get("distill_on_change", False))
    mcp = data.get("mcp", {})
    if not isinstance(mcp, dict):
        raise ConfigError(f"{path}: [mcp] must be a table")
    allow = mcp.get("allow_remember", cfg.mcp_allow_remember)
    if not isinstance(allow, bool):
        raise ConfigError(f"{path}: [mcp] allow_remember must be true or false")
    cfg.mcp_allow_remember = allow
    origins = mcp.get("allowed_origins", [])
    if not isinstance(origins, list) or not all(isinstance(o, str) for o in origins):
        raise ConfigError(f"{path}: [mcp] allowed_origins must be a list of origins, "
                          'e.g. ["http://localhost:6274"]')
    cfg.mcp_allowed_origins = [o.strip() for o in origins if o.strip()]

    env = os.environ
    if env.get("MUSUBI_VAULT"):
        cfg.vault = Path(env["MUSUBI_VAULT"]).expanduser()
    if env.get("MUSUBI_FOLDER"):
        cfg.musubi_folder = env["MUSUBI_FOLDER"]
    if env.get("MUSUBI_CHROMA_URL"):
        cfg.chroma_url = env["MUSUBI_CHROMA_URL"]
    if env.get("MUSUBI_INDEX_ON_INGEST"):
        cfg.index_on_ingest = env["MUSUBI_INDEX_ON_INGEST"].lower() not in ("0", "false", "no")
    if env.get("MUSUBI_INDEX_FOREGROUND_SECONDS"):
        cfg.index_foreground_seconds = _seconds(env["MUSUBI_INDEX_FOREGROUND_SECONDS"],
                                                "MUSUBI_INDEX_FOREGROUND_SECONDS")
    if env.get("MUSUBI_LLM_MODEL"):
        cfg.llm_model = env["MUSUBI_LLM_MODEL"]
    if env.get("MUSUBI_LLM_API_BASE"):
        cfg.llm_api_base = env["MUSUBI_LLM_API_BASE"]
    if env.get("MUSUBI_LLM_API_KEY"):
        cfg.llm_api_key = env["MUSUBI_LLM_API_KEY"]
    if env.get("MUSUBI_EMBED_BACKEND"):
        cfg.embed_backend = env["MUSUBI_EMBED_BACKEND"]
    # Set but empty: back to the bundled embedder, or no reranker, whatever the file says.
    if "MUSUBI_EMBED_MODEL" in env:
        cfg.embed_model = env["MUSUBI_EMBED_MODEL"].strip()
    if "MUSUBI_RERANKER" in env:
        cfg.reranker = env["MUSUBI_RERANKER"].strip()
    if env.get("MUSUBI_CACHE_DIR"):
        cfg.cache_dir_override = Path(env["MUSUBI_CACHE_DIR"]).expanduser()
    if env.get("MUSUBI_MCP_ALLOW_REMEMBER"):
        cfg.mcp_allow_remember = env["MUSUBI_MCP_ALLOW_REMEMBER"].lower() not in (
            "0", "false", "no")
    if vault:
        cfg.vault = Path(vault).expanduser()
    if cfg.vault is not None:
        cfg.vault = cfg.vault.resolve()
    return cfg


def _seconds(value: object, where: str) -> float:
    """A duration in seconds the person set: a number, 0 or more."""
    try:
        found = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError) as e:
        raise ConfigError(f"{where} must be a number of seconds, not {value!r}") from e
    if not found >= 0:
        raise ConfigError(f"{where} must be 0 or more seconds, not {value!r}")
    return found
