"""What the local model is told to distil a conversation, the schema it fills in (sent as
``response_format``, which litellm hands Ollama as ``format``, so decoding is grammar-constrained
where the server supports it) and the parser that turns its answer into a StructuredNote,
forgiving what models actually send: reasoning, fences and prose around the object
(``answers.py``), and an object cut by the token cap, kept up to its last complete item.

The fact rules carry most of the weight: a test the model can apply to one candidate at a time,
a named reject list, and examples about someone else, because a model shown plausible facts
about the person it profiles copies them whether or not the conversation supports them.
"""

from __future__ import annotations

import re
from dataclasses import asdict

from ..config import HEAD_SHARE, LIST_LIMITS, SUMMARY_SENTENCES, TOOL_CLIP, TRANSCRIPT_BUDGET
from ..jsonish import JSON, JSONObject
from ..model import Conversation, StructuredNote
from .answers import NoteFormatError, find_cut_object, find_object
from .transcript import sample_transcript

# Qwen3's soft switch for reasoning; servers that ignore chat_template_kwargs still honour it.
NO_THINK = "/no_think"

SYSTEM_PROMPT = f"""\
You distil one conversation between a person (the user) and an AI assistant into a JSON note.
The note keeps the conclusions, not the transcript: someone who reads only the note should know
what was asked, what was settled, and what is still open.

Fields:
- title: a specific title of at most 10 words. Not "Conversation about ...".
- summary: at most {SUMMARY_SENTENCES} sentences: what the user wanted and where it ended.
- key_points: up to {LIST_LIMITS["key_points"]} findings or answers worth keeping, each a \
self-contained sentence.
- entities: up to {LIST_LIMITS["entities"]} named things that matter here: people, tools, \
libraries, services, files. Exact names, no descriptions.
- decisions: up to {LIST_LIMITS["decisions"]} conclusions actually reached in this conversation \
(chosen, rejected, settled), each with its reason when one was given. Options that were only \
discussed are not decisions. A decision is the user's: the assistant's advice counts only when \
the user accepted it.
- superseded: up to {LIST_LIMITS["superseded"]} choices the user made in this conversation and \
then went back on ("dayjs" after "undo that, use date-fns"). Each goes here only, never under \
decisions, where the choice that replaced it stands.
- facts: up to {LIST_LIMITS["facts"]} durable facts about the user (rules below).
- actions: up to {LIST_LIMITS["actions"]} open loops: things left to do or unresolved when the \
conversation ends: what the user said they would do, or a suggestion the user accepted. Not \
steps that were completed, declined or never answered.
- topics: up to {LIST_LIMITS["topics"]} short subject labels of 1 to 3 words, lower case.

Facts are about the user as a person, not about the work. For each candidate, ask: would this
still be true a year from now if the user changed jobs and started a different project? Keep it
only if the answer is yes and the user stated it plainly. Do not infer facts.
Examples of the form, about other people: "Lives in Lisbon", "Is colour-blind",
"Prefers tabs over spaces".
Reject, however they are phrased:
- project state: what the code, repository, app or data contains, does, or is missing
- tasks and plans: what the user is doing, asked for, or intends to do next
- anything the assistant said, suggested, or assumed about the user
- temporary states and moods: tired, in a hurry, stuck, frustrated today
- tool, library, model and OS versions, settings, and what is installed
- counts and measurements of their files, notes, or accounts
Most conversations contain no durable facts: an empty list is the expected answer.

Rules:
- Use only what the transcript shows. Never invent names, numbers, or outcomes.
- The transcript may skip its middle ("[... N characters omitted ...]"); do not guess it.
- Tool output is clipped; "[tool: name]" marks a tool call.
- Any list may be empty. Do not repeat an item across lists.
- Write in the language the user wrote in.
- Answer with the JSON object only: no code fence, no words before or after it.
"""

USER_TEMPLATE = """\
Title: {title}
Source: {source}
Date: {date}
{project}
Transcript:
{transcript}

Write the JSON note for this conversation. {no_think}"""


def build_messages(conv: Conversation, budget: int = TRANSCRIPT_BUDGET,
                   head_share: float = HEAD_SHARE, tool_clip: int = TOOL_CLIP
                   ) -> list[dict[str, str]]:
    """System prompt plus one user message holding the sampled transcript and its context."""
    project = f"Project: {conv.project}\n" if conv.project else ""
    user = USER_TEMPLATE.format(
        title=(conv.title or "").strip() or "(untitled)",
        source=conv.source,
        date=(conv.created_at or "")[:10] or "(unknown)",
        project=project,
        transcript=sample_transcript(conv, budget, head_share, tool_clip),
        no_think=NO_THINK,
    )
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


# Words that end in a full stop without ending a sentence, so the summary is not cut after them.
ABBREVIATIONS = frozenset({"e.g", "i.e", "etc", "vs", "cf", "mr", "mrs", "ms", "dr", "st", "approx",
                           "no", "fig", "incl"})
# Items a model writes to mean "nothing": kept out so an empty answer stays an empty list.
PLACEHOLDERS = frozenset({"", "none", "n/a", "na", "null", "nil", "-", "--", "nothing",
                          "not applicable", "no facts", "none stated", "none mentioned"})
SCHEMA_FIELDS: tuple[str, ...] = ("title", "summary", *LIST_LIMITS)
# camelCase spellings (the TypeScript interface in the design notes) mapped to ours.
ALIASES = {"keyPoints": "key_points", "key points": "key_points", "openLoops": "actions",
           "open_loops": "actions"}

NOTE_SCHEMA: JSONObject = {
    "type": "object",
    "properties": {
        "title": {"type": "string"},
        "summary": {"type": "string"},
        **{
            name: {"type": "array", "items": {"type": "string"}, "maxItems": limit}
            for name, limit in LIST_LIMITS.items()
        },
    },
    "required": list(SCHEMA_FIELDS),
    "additionalProperties": False,
}


_SPACE = re.compile(r"\s+")
_BULLET = re.compile(r"^(?:[-*•]|\d+[.)])\s+")
_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s)")


def parse_note(text: str) -> StructuredNote:
    """Parse a model's answer into a StructuredNote, trimming it to the schema's limits.

    Over-long lists are cut rather than rejected: the note is still worth keeping when a
    server ignored ``maxItems``.
    """
    return _to_note(find_object(text or ""))


def parse_cut_note(text: str) -> StructuredNote | None:
    """The note in an answer the token cap cut short: the items complete before the cut, and
    the fields it never reached empty. None when the answer holds no cut object.

    The schema puts the summary second, so a cut usually leaves it whole with some lists
    after it shortened; a cut before the summary is complete leaves nothing worth keeping over
    the heuristic's note, and raises NoteFormatError saying so.
    """
    data = find_cut_object(text or "")
    if data is None:
        return None
    data = _unwrap({ALIASES.get(k, k): v for k, v in data.items()})
    if not _clean_text(data.get("summary")):
        held = ", ".join(name for name in data if name in SCHEMA_FIELDS) or "no field"
        raise NoteFormatError(f"truncated JSON: the answer was cut before its summary was "
                              f"complete (it holds {held}), too little to keep")
    return _to_note(data)


def cut_fields(note: StructuredNote) -> str:
    """What a note kept from a cut answer holds, to say so: "summary, key_points (3), ..."."""
    parts = ["summary"]
    parts += [f"{name} ({len(getattr(note, name))})" for name in LIST_LIMITS
              if getattr(note, name)]
    return ", ".join(parts)


def _to_note(data: JSONObject) -> StructuredNote:
    data = _unwrap({ALIASES.get(k, k): v for k, v in data.items()})
    if not any(name in data for name in SCHEMA_FIELDS):
        keys = ", ".join(sorted(map(str, data))[:8]) or "none"
        raise NoteFormatError(f"JSON object has none of the note fields (keys: {keys})")
    note = StructuredNote(
        title=_clean_text(data.get("title")),
        summary=cut_sentences(_clean_text(data.get("summary")), SUMMARY_SENTENCES),
    )
    for name, limit in LIST_LIMITS.items():
        setattr(note, name, _clean_list(data.get(name), limit))
    return note


def note_to_dict(note: StructuredNote) -> JSONObject:
    """The note as plain JSON-ready data; ``parse_note(json.dumps(...))`` gives it back."""
    return asdict(note)


def cut_sentences(text: str, limit: int) -> str:
    """Keep the first ``limit`` sentences, not splitting after abbreviations like "e.g."."""
    count = 0
    for match in _SENTENCE_END.finditer(text):
        before = text[:match.start()].rsplit(None, 1)
        word = before[-1].lower() if before else ""
        if word in ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
            continue  # "e.g." or an initial such as "J. Smith"
        count += 1
        if count == limit:
            return text[:match.end()].strip()
    return text.strip()


def _unwrap(data: JSONObject) -> JSONObject:
    """``{"note": {...}}`` from a model that wrapped its answer: the inner object."""
    if any(name in data for name in SCHEMA_FIELDS) or len(data) != 1:
        return data
    inner = next(iter(data.values()))
    if isinstance(inner, dict):
        return {str(ALIASES.get(k, k)): v for k, v in inner.items()}
    return data


def _clean_text(value: JSON) -> str:
    return _SPACE.sub(" ", value).strip() if isinstance(value, str) else ""


def _clean_list(value: JSON, limit: int) -> list[str]:
    """Strings only, whitespace collapsed, placeholders and repeats (case-blind) dropped, capped."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return []
    out: list[str] = []
    seen: set[str] = set()
    for item in value:
        if not isinstance(item, str):
            continue
        clean = _BULLET.sub("", _SPACE.sub(" ", item).strip())
        key = clean.casefold().rstrip(".")
        if key in PLACEHOLDERS or key in seen:
            continue
        seen.add(key)
        out.append(clean)
        if len(out) == limit:
            break
    return out
