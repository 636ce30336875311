"""Thresholds of the library around the notes: topics, reading tools, the daemon, thoughts, ask.

Re-exported by ``musubi_daemon.config``, where every module reads them.
"""

from __future__ import annotations

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
# How long opening the thoughts file waits for another process that holds it.
THOUGHTS_OPEN_WAIT_S = 30
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
