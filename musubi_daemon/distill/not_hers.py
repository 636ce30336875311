"""What she says that is not hers to decide or to do: someone else's task, a word about the
chat itself, leaving it, advice she was given. Every reader (the dialogue reader, the sentence
reader's loops and the ranker's candidates) leaves such a clause out, so it sits apart from
any one of them."""

from __future__ import annotations

import re

# What is someone else's to do, or only about this chat: "she'd have to learn dutch",
# "sorry i'll write in english", "so lets wrap".
NOT_HERS = re.compile(r"\b(?:she|he|they)(?:'d|'ll)?\s+(?:would\s+|will\s+)?(?:have|need|has|"
                       r"needs)\s+to\b|\b(?:i'll|i\s+will)\s+(?:write|reply|answer|type)\s+in\s+"
                       r"[a-z]+\b|\blet'?s\s+wrap\b|\b(?:gotta|got\s+to|have\s+to|need\s+to|"
                       r"must)\s+(?:run|go|dash|head\s+off)\s*(?:now|soon)?\s*(?:[,.!;]|$)|"
                       # "accountant friend says i should do an s-corp": advice, not hers yet
                       r"\b(?:says|said|thinks|reckons|told\s+me)\s+(?:that\s+)?i\s+(?:should|"
                       r"need\s+to|have\s+to|must|ought\s+to)\b")
