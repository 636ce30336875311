"""What "it" and "that" in a listed item stand for, so the item reads alone months later in a
roll-up of decisions or open loops, away from the conversation that said it.
"""

from __future__ import annotations

import re

from ..config import HEURISTIC_MAX_ITEM_CHARS
from ..index.query import STOPWORDS, TIME_WORDS
from .acts import PRONOUN_OBJ, as_said
from .sentences import cut_text, wordset
from .turns import Clause, Dialogue, keywords


def resolved(items: list[str], topics: list[str], dialogue: Dialogue | None = None
             ) -> list[str]:
    """"It" or "that" in an item said, so the item reads alone months later:
    - by the clause just before it in the same message, when that says what the item does not
      ("rotating the warehouse password is probably easier. I'll do that too", "deploy is on
      me, I'll do it thursday morning"): it is kept in brackets;
    - else by the conversation's leading topic, when the item does not name it ("I'll send it
      to my old head teacher tonight" in a conversation about a cover letter reads "…
      (cover letter)").
    "Him" or "her" is the person she last named as "he" or "she": "i'll ping him and send him
    your repro command" reads "… (marco)" after "marco thinks he saw the same thing"."""
    clauses = [c for t in dialogue.person() for c in t.clauses] if dialogue else []
    subject = topics[0] if topics else ""
    keys = keywords(subject)
    people = _people(dialogue) if dialogue else []
    out = []
    for it in items:
        it = _named(it, clauses, people)
        if not PRONOUN_OBJ.search(it.lower()):
            out.append(it)
            continue
        before = _clause_before(it, clauses)
        if before:
            it = cut_text(f"{it} ({before})", HEURISTIC_MAX_ITEM_CHARS)
        elif keys and not keys & keywords(it):
            it = cut_text(f"{it} ({subject})", HEURISTIC_MAX_ITEM_CHARS)
        out.append(it)
    return out


def _clause_before(item: str, clauses: list[Clause]) -> str:
    """The clause before ``item``'s own in its message, when it holds what ``item`` says with
    a pronoun: not a question, and sharing no word with it."""
    if len(keywords(item)) > 3:
        return ""
    at = next((i for i, c in enumerate(clauses) if c.text == item or as_said(c.text) == item),
              None)
    if not at:
        return ""
    prev, this = clauses[at - 1], clauses[at]
    if prev.turn != this.turn or not prev.keys or prev.keys & this.keys \
            or prev.text.rstrip().endswith("?"):
        return ""
    return as_said(prev.text)


# Someone she names and then calls "he" or "she": "marco thinks he saw it", "talk to mark,
# he's more cautious", "our DBA, Henk. he's old school". Only such a pairing says that the
# word is a person, and which pronoun is theirs.
_HE_SHE = (r"(he|she)(?:'s|\s+(?:is|was|has|had|will|can|thinks|saw|wants|said|says|does|did|"
           r"doesn't|didn't|won't))?\b")
_NAMED_AS = re.compile(
    # "marco thinks he saw it"
    r"\b([^\W\d_][\w-]{2,20})(?:'s)?\s+(?:thinks|says|said|reckons|told\s+me|knows|wants|"
    r"asked)(?:\s+that)?\s+" + _HE_SHE + "|"
    # "talk to mark, he's more cautious", "the module is marco's, he's rewriting it"
    r"\b(?:to|with|ask|tell|call|ping|text|email|message|is|and)\s+([^\W\d_][\w-]{2,20})"
    r"(?:'s)?\s*[,.]\s+" + _HE_SHE + "|"
    # "our DBA, Henk. he's old school": a name she capitalised
    r"(?-i:\b([A-Z][a-z\u00C0-\u024F-]{2,20}))\s*[,.]\s+" + _HE_SHE, re.I)
# Words that stand where a name would and are none: "partner just said she'd", "is baking,
# she insisted", "at Christmas, she knows".
# Someone she calls by their role and then "he" or "she" in the same message: "the client
# loves it … no cloudinary, she won't pay", "my landlord finally answered, he says…".
_ROLE_AS = re.compile(
    r"\b((?:the|my|our)\s+(?:client|customer|boss|manager|landlord|landlady|contractor|"
    r"builder|plumber|accountant|lawyer|teacher|tutor|coach|doctor|dentist|vet|neighbou?r|"
    r"pm|cto|ceo|lead|recruiter|editor|agent|designer|mentor|supervisor|advisor|"
    r"professor|mum|mom|mother|dad|father|sister|brother|wife|husband|daughter|son|"
    r"girlfriend|boyfriend|aunt|uncle|grandma|grandpa|niece|nephew|friend))\b"
    # up to the pronoun, passing no one else she names ("… but my sister lands thursday and
    # she has no car": she is the sister, not the client)
    r"(?:(?!\b(?:my|our|the)\s+(?:client|boss|mum|mom|sister|brother|wife|husband|daughter|"
    r"son|friend|girlfriend|boyfriend|dad|mother|father)\b)[^\n]){0,160}?"
    r"(?:[,.;!?]\s+|\s+(?:and|but|so|because|bc)\s+)" + _HE_SHE, re.I)
# A child she names with an age and then calls "he" or "him" in the same message: "leo's (7)
# week … my mom picks him up".
_AGED_AS = re.compile(r"\b([^\W\d_][\w-]{2,20})(?:'s)?\s*\(\d{1,2}\)[^\n]{0,160}?"
                      r"\b(he|she|him|her)\b", re.I)
_NO_NAME = re.compile(r"(?i)^(?:\w+ly|\w+ing|just|also|already|then|now|still|even|never|"
                      r"always|christmas|easter|xmas|eid|diwali|hanukkah|thanksgiving|yeah|yes|"
                      r"yep|yup|nope|lol|lmao|okay|ok|omg|ugh|idk|tbh|btw|plus|anyway|anyways|"
                      r"well|so|oh|haha|hmm|hm|wow|sure|thanks|thx|sorry|please|pls|and|but|"
                      r"update|edit|note|ps)$")

_PRONOUN = {"him": "he", "her": "she"}


def _people(d: Dialogue) -> list[tuple[int, str, str]]:
    """(message, name, "he" or "she") for each person she named that way, in order."""
    out = []
    for t in d.person():
        for m in _NAMED_AS.finditer(t.text):
            name = m.group(1) or m.group(3) or m.group(5)
            pronoun = m.group(2) or m.group(4) or m.group(6)
            if name.lower() in STOPWORDS or name.lower() in TIME_WORDS or _NO_NAME.match(name):
                continue
            out.append((t.index, name, pronoun.lower()))
        for m in _ROLE_AS.finditer(t.text):
            out.append((t.index, m.group(1).lower(), m.group(2).lower()))
        for m in _AGED_AS.finditer(t.text):
            if not (m.group(1).lower() in STOPWORDS or _NO_NAME.match(m.group(1))):
                pronoun = m.group(2).lower()
                out.append((t.index, m.group(1), _PRONOUN.get(pronoun, pronoun)))
    return out


def _named(item: str, clauses: list[Clause], people: list[tuple[int, str, str]]) -> str:
    """``item`` with the person its "him" or "her" stands for, when she named them before."""
    m = re.search(r"\b(him|her)\b", item, re.I)
    if m is None or not people:
        return item
    # The message the item was said in; a clause that is all filler ("ok") says no item.
    low = item.lower()  # the item is capitalised as a note lists it, the clause as typed
    at = next((c.turn for c in clauses if (said := as_said(c.text).lower())
               and (c.low == low or said == low or low.startswith(said))), None)
    if at is None:
        return item
    gender = _PRONOUN[m.group(1).lower()]
    named = [name for msg, name, g in people if msg <= at and g == gender]
    if not named or named[-1].lower() in item.lower():
        return item
    # Written where the pronoun stood, as she would write it to herself: "i'll show the
    # client the before/after", "need to sign Leo up", "i'll ask my sister about the games".
    who = named[-1]
    if who.lower() in _KIN_WORDS:
        who = f"my {who.lower()}"
    elif " " not in who:
        who = who[:1].upper() + who[1:]
    after = item[m.end():]
    if m.group(1).lower() == "her" and _POSSESSED.match(after):
        who += "'s"  # "book her passport photo": whose passport
    return cut_text(item[:m.start()] + who + after, HEURISTIC_MAX_ITEM_CHARS)


# After "her": a word that makes it a possessive ("her passport"), not an object ("show her
# the draft", "sign her up", "ask her tomorrow").
_POSSESSED = re.compile(r"\s+(?!(?:the|a|an|up|to|about|on|in|at|for|with|from|by|into|out|off|"
                        r"over|back|again|first|too|and|or|if|when|once|before|after|this|that|"
                        r"these|those|some|any|what|how|why|whether|know|today|tonight|"
                        r"tomorrow|later|now|soon|asap|monday|tuesday|wednesday|thursday|"
                        r"friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|next|myself|"
                        r"yourself|lol|pls|please|my|your|his|our|their|it|them|move|"
                        r"decide|go|come|pick|sign|get|take|make|see|try|use|pay|call|text|"
                        r"email|help|tell|ask|show|send|give|bring|drive|meet|visit|let|"
                        r"feel|stay|sleep|eat|do|be)\b)[a-z]", re.I)


# Whom she names by relation, not by name ("sister said she'd help"): "my sister" in her item.
_KIN_WORDS = wordset("""sister brother mum mom mother dad father wife husband partner
boyfriend girlfriend son daughter friend boss grandma grandpa aunt uncle cousin""")

