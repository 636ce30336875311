"""Thresholds of the index and the search: stores, channels, fusion, preferences, scale.

Re-exported by ``musubi_daemon.config``, where every module reads them.
"""

from __future__ import annotations

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
# Notes a watcher's syncs read since the last whole sync, kept so the next sync told by git
# looks at them again (a commit reverted while the daemon was down). Past this many the
# record is dropped instead, and that sync lists the vault.
VAULT_TOLD_MAX = 10_000
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
# A child process that checks an embedded store a killed writer left (index/chroma_guard.py)
# may take this long: loading a graph of a million passages takes about 4 s.
CHROMA_PROBE_SECONDS = 120.0
