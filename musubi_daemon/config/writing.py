"""Limits of reading histories and writing the vault: sizes, names, secrets, git, merges.

Re-exported by ``musubi_daemon.config``, where every module reads them.
"""

from __future__ import annotations

import errno

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
# A text this long is checked for the pairs of bytes each secret keyword is made of before the
# keywords are looked for one by one (a 10 MB pasted log: 0.6 s of keyword scans down to 0.1 s);
# a shorter one is scanned directly, where the check would cost more than it saves.
REDACT_PAIR_GATE_CHARS = 64 * 1024
# ... a piece at a time, this many characters: about 10 MB of memory whatever the text's size
# (200 million characters: 6 MB of ASCII, 13 MB of Japanese; pieces of 1 MB took 21 and 51 MB).
REDACT_PAIR_PIECE_CHARS = 256 * 1024
# A title derived from the first user line is cut here.
TITLE_FROM_TEXT_CHARS = 80
# Files added to git per `git add` call: keeps command lines short on large first ingests.
GIT_ADD_BATCH = 2_000
# `git add -A` again when a file vanished while git read it (an editor's temp file).
GIT_ADD_TRIES = 5
# How long a job waits for someone's running git command (and its lock file) in the vault.
GIT_LOCK_WAIT_SECONDS = 10
# How long a job waits for another Musubi process's hold on the vault before it says the vault
# is busy: two agents' `remember` or hook calls a second apart both land, while a long ingest
# still answers "busy" soon enough for a person or an agent to retry.
VAULT_LOCK_WAIT_SECONDS = 8.0
# How often that wait looks again.
VAULT_LOCK_POLL_SECONDS = 0.05
# Commit ids whose history roots a process remembers (the vault identity check of each job).
GIT_ROOTS_REMEMBERED = 64
# Commits listed at once when the last versions of several files by one author are read (the
# bases): past this, a file not in them is looked up alone.
GIT_LAST_VERSIONS_LISTED = 64
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
