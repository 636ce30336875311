"""What the local model is told to distil a conversation; the schema it fills in is
``distill/schema.py``'s NOTE_SCHEMA, with the checks its answer must pass.

The fact rules carry most of the weight: a test the model can apply to one candidate at a time,
a named reject list, and examples about someone else, because a model shown plausible facts
about the person it profiles copies them whether or not the conversation supports them.
"""

from __future__ import annotations

from ..distill.sampling import HEAD_SHARE, TOOL_CLIP, TRANSCRIPT_BUDGET, sample_transcript
from ..distill.schema import LIST_LIMITS, SUMMARY_SENTENCES
from ..model import Conversation

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
discussed are not decisions.
- facts: up to {LIST_LIMITS["facts"]} durable facts about the user (rules below).
- actions: up to {LIST_LIMITS["actions"]} open loops: things left to do or unresolved when the \
conversation ends. Not steps that were completed.
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
- Answer with the JSON object only.
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
                   head_share: float = HEAD_SHARE, tool_clip: int = TOOL_CLIP) -> list[dict]:
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
