"""Durable facts about the person and their household, in whatever words the person used.

People state them in passing, lower case, between two questions: "im 52", "we live in lund",
"our daughter ines (6) has a tree nut allergy, anaphylactic", "I'm a paramedic and code between
shifts", "my husband is portuguese", "freelance translator here". A clause is a fact when its
subject is the person ("I", "we") or someone of the household introduced as theirs ("my
daughter…", "our cat miso…"), its verb says what is so rather than what happens now (any
verb with a habit or a span behind it: "i bake sourdough every weekend", "been a data analyst
for 6 years"), and nothing makes it passing, hypothetical or planned. An aside in brackets
("(I keep bees, 6 hives)") is read on its own, and a clause that goes on about the same member
of the household is theirs ("our daughter noor is 9, speaks arabic and english"). It keeps its
qualifiers ("since March 2017", "severe", "red-green") and reads in the third person: "Lives in
Lund since 2019".

Never facts: transient states ("so tired today", "home with a fever"), hypotheticals ("if I took
the job…"), plans ("going to move"), colleagues' and friends' facts, and the assistant's words.
"""

from __future__ import annotations

import re

from ..config import HEURISTIC_MAX_FACTS, HEURISTIC_MAX_ITEM_CHARS
from .fact_words import place_named, spelled_out
from .person_said import (
    AGE_NP,
    OCCUPATION,
    PLACE_MORE,
    SAID_ON_THE_WAY,
    THEIR_AGE,
    WORKPLACE,
    WORKPLACE_WORDS,
    in_third_person,
    newborn,
    two_facts,
    with_article,
)
from .sentences import cut_text, squash, wordset
from .turns import Dialogue, keywords

_LEAD = re.compile(
    r"^(?:(?:also|and|but|btw|by\s+the\s+way|fwiw|fyi|oh|well|ps|so|for\s+context|ok|okay|"
    r"yeah|yes|no|hi|hey|context|background|note|ah|um|honestly|just\s+so\s+you\s+know|"
    r"one\s+more\s+thing|for\s+the\s+record|heads\s+up)\b[,:]?\s+)+", re.I)
_KIN = (r"(?:wife|husband|partner|spouse|son|daughter|kids?|children|child|baby|toddler|"
        r"twins|dad|father|mum|mom|mother|parents|grandson|granddaughter|stepson|stepdaughter|"
        r"fianc[eé]e?|boyfriend|"
        r"girlfriend|dog|cat|puppy|kitten|pets?|horse|rabbit|family|household|retriever|"
        r"labrador|spaniel|terrier|greyhound|collie|poodle|beagle|dachshund|husky)")
_OTHERS = re.compile(r"\b(?:brother|sister|in[- ]law|grandma|grandpa|friend|colleague|coworker|"
                     r"co-worker|cofounder|co-founder|boss|"
                     r"manager|teammate|team|client|customer|landlord|neighbou?r|roommate|"
                     r"flatmate|tenant|doctor|vet|teacher|cousin|uncle|aunt|nephew|niece|"
                     r"in-laws?|ex|they|he|she|someone|somebody|people|users?)\b")
# Passing, hypothetical, planned or about the task at hand: not true in a year.
_PASSING = re.compile(
    r"\b(?:if|unless|would|could|might|maybe|perhaps|probably|thinking\s+(?:of|about)|"
    r"considering|planning|plan\s+to|going\s+to|gonna|want\s+to|wanna|need\s+to|have\s+to|"
    r"trying\s+to|about\s+to|hoping|wish|today|tonight|tomorrow|yesterday|right\s+now|"
    r"at\s+the\s+moment|this\s+(?:morning|afternoon|evening|week|weekend)|these\s+days|"
    r"lately|currently\s+(?:trying|looking|working\s+on)|so\s+(?:tired|stressed|sore|sick|"
    r"done|confused|annoyed|bored|happy|excited)|tired|exhausted|stressed|sore|sick|ill|"
    r"hungover|bored|annoyed|frustrated|confused|stuck|lost|nervous|worried|excited|sorry|"
    r"glad|happy|thrilled|ready|late|busy|back|here\s+to|on\s+(?:it|my\s+way|holiday|"
    r"vacation|leave)|out\s+of\s+time|in\s+a\s+hurry|a\s+bit|kinda|kind\s+of|sort\s+of|"
    r"feeling|feel|looking\s+(?:for|at|into)|new\s+to|not\s+sure|no\s+idea|wondering|"
    r"curious|asking|working\s+on|for\s+now|expecting|questions?|doubts?|query|"
    # an appointment, a reaction to the moment, a stay: "a call in 10 min", "when this
    # happens", "here for the weekend"
    r"(?:a|an|my)\s+(?:meeting|call|appointment|interview|flight|exam)|"
    r"in\s+\d+\s*(?:min|mins|minutes|hrs?|hours?)|when\s+(?:this|that|it)|"
    r"here\s+(?:for|till|until|through)|"
    # set in the weeks ahead: "a system design round next monday", "a wedding in 3 weeks"
    r"next\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"mon|tue|wed|thu|fri|sat|sun)|in\s+(?:\d+|a\s+few|two|three|four)\s+(?:days?|weeks?|"
    r"months?)|due\s+in|"
    r"project|repo|repository|codebase|branch|bug|"
    r"error|ticket|deadline|sprint|world|approach|home\s+with|fever|flu|a\s+cold|i'd|we'd|moving|"
    r"can'?t\s+be\s+\w+ing|cannot\s+be\s+\w+ing|"
    r"(?<!been\s)writing|building|debugging|fixing|migrating|"
    r"deploying|testing|(?<!in\s)(?<!from\s)(?<!near\s)reading|doing\s+this|(?<!been\s)learning|"
    r"this\s+(?:project|repo|code|bug|app|"
    r"script|file|one|thing)|the\s+(?:repo|code|bug|app|script|file))\b")
_STATE_ADJ = re.compile(r"^(?:so|very|really|super|pretty|quite|too|not|fine|ok|okay|good|"
                        r"scared|anxious|terrified|upset|angry|sad|tired|the\s+only\s+one|"
                        r"great|done|sure|in\s+(?:a|the)\b|on\s+(?:a|the|it|my|our|your)\b|at\s+(?:a|the|"
                        r"work|home)\b|home|away|off|out|up|down|with\s+you|afraid|aware|"
                        r"the\s+one|the\s+only\s+one\s+on|going|getting|using|doing|having|"
                        r"making|seeing|taking|trying|looking|thinking|wondering|running|torn|"
                        r"unsure|undecided|overwhelmed|losing)\b")
_DURABLE_VERB = (r"live|lived|living|work|worked|working|am|have|has|had|speak|speaks|"
                 r"use|type|wear|wore|worn|play|climb|run|drive|commute|cycle|swim|own|rent|"
                 r"keep|maintain|teach|study|know|prefer|hate|love|grew|was\s+born|moved|"
                 r"lead|manage|volunteer|"
                 r"bought|adopted|got\s+diagnosed|was\s+diagnosed|take|takes|cook|eat|"
                 r"don't\s+eat|can't\s+eat|never\s+eat|always|never|usually|did|do|been|"
                 r"don't\s+(?:drink|smoke|drive|own|fly)")
_I_FACT = re.compile(
    rf"^(?:i|we)\b\s*(?:'ve|\s+have|'m|\s+am|'re|\s+are|'d)?\s*(?:been\s+|always\s+|never\s+|"
    rf"usually\s+|also\s+|both\s+|all\s+|just\s+|still\s+|only\s+)?(?:{_DURABLE_VERB})\b", re.I)
_WE_DURABLE = re.compile(
    rf"(?i)^we\s*(?:'ve|\s+have)?\s*(?:always\s+|both\s+|all\s+|usually\s+)?(?:live|lived|"
    rf"moved|own|rent|bought|adopted|drive|eat|don't\s+eat|cook|speak|get|been\s+living|"
    rf"have\s+(?:an?\s+|two\s+|three\s+|four\s+|\d+\s+)?(?:\w+\s+)?(?:{_KIN}|house|flat|"
    rf"apartment|car|garden|mortgage|\d+[\s-]*(?:month|week|year|yr)s?[\s-]*old)\b)")
# What makes any verb a lasting one: a habit ("every weekend", "twice a week", "20k km a year")
# or a span ("for 10 years", "since 2019", "6 years of backend"). "I bake sourdough every
# weekend" is as durable as "I live in Lund", though "bake" is in no list of durable verbs.
# A practice kept up for months: "been learning guitar for 5 months", "been climbing for a few
# months". Waiting or trying for months is no practice.
_PRACTICE = (r"been\s+(?:learning|playing|running|studying|practi[cs]ing|training|climbing|"
             r"swimming|cycling|lifting|coding|programming|writing|teaching|volunteering|"
             r"painting|drawing|baking|knitting|singing|dancing|boxing)\b[^.,;]*?\b(?:for\s+(?:\d+|"
             r"a\s+few|several|many|two|three|four|five|six|seven|eight|nine|ten)\s+months|"
             r"since\s+(?:19|20)\d\d)")
_HABIT = re.compile(
    r"\b(?:every\s+(?:day|morning|evening|night|week|weekend|month|year|summer|winter|spring|"
    r"autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(?:once|twice|\d+\s+times|\d+\w*\s+\w+)\s+a\s+(?:day|week|month|year)|"
    r"for\s+(?:\d+|a\s+few|many|several|two|three|four|five|six|seven|eight|nine|ten)\s+years|"
    r"for\s+(?:years|decades)|since\s+(?:(?:19|20)\d\d|\w+\s+(?:19|20)\d\d)|"
    r"\d+\s+years\s+(?:of|in|as)\b|on\s+weekends|at\s+weekends|most\s+(?:days|weekends)|"
    + _PRACTICE + r")\b", re.I)
_I_ANY = re.compile(r"^(?:i|we)\b\s*(?:'ve|\s+have|'m|\s+am|'re|\s+are)?\s*(?:been\s+|always\s+|"
                    r"usually\s+|also\s+|both\s+|still\s+)?[a-z]+\b", re.I)
_AM = re.compile(r"^(?:i'm|i\s+am|im)\s+(.+)$", re.I)
_WE_ARE = re.compile(r"^(?:we're|we\s+are)\s+(.+)$", re.I)
# What a "we" says of the home and nothing else: a diet, a family of four, a marriage. Any
# other "we're …" ("we're skyforge", "we're 4 people", "we're already on AWS") is the work or
# the moment, so it is no household fact.
_HOUSEHOLD_STATE = re.compile(
    r"(?i)^(?:all\s+|both\s+|still\s+|now\s+)?(?:vegetarians?|vegans?|pescatarians?|kosher|halal|"
    r"gluten[\s-]free|dairy[\s-]free|bilingual|trilingual|married|engaged|expecting|"
    r"homeowners|renters|(?:an?\s+)?(?:\w+\s+)?family\s+of\b|(?:an?\s+)?(?:blended|military|"
    r"single[\s-]parent|foster|multilingual|bilingual)\s+(?:family|household)\b)")
# "we're in quarter close", "i'm in a crunch": a season of work or a state, not a place.
_NOT_A_PLACE = re.compile(
    r"(?i)\b(?:close|crunch|rush|hurry|sprint|freeze|meeting|meetings|trouble|debt|limbo|"
    r"lockdown|quarantine|beta|prod|production|review|talks|process|middle|season|mode|phase|"
    r"charge|touch|luck|love|shock|pain|agreement|budget|sync|progress|bed|line|time|"
    r"overdraft|arrears|labou?r|recovery|remission|therapy|treatment|trial)\b")
_KIN_FACT = re.compile(
    rf"^(?:my|our)\s+(?:\w+\s+){{0,2}}{_KIN}\b(?:\s+[^\W\d_]+)?(?:\s*\([^)]*\))?(?:,?\s+[^\W\d_]+,?)?"
    rf"\s*(?:is|'s|are|has|have|had|was|were|turns|turned|lives|works|can't|cannot|"
    rf"doesn't|does|speaks|goes|gets|takes|uses|loves|hates|\(\d+\))", re.I)
_KIN_AGE = re.compile(rf"^(?:my|our)\s+(?:\w+\s+)?{_KIN}\s+\w+\s*\(\d+\)", re.I)
_HERE = re.compile(r"^(?!(?:it|its|it's|i|we|this|that|there|what|who|most|some|many|all|few|"
                   r"the|these|those|other|no|any)\b)([a-z][a-z<>/+ -]{2,40}?)"
                   r"(?:\s*\([^)]*\))?\s+here\b", re.I)  # "freelance translator here"
# What comes before "here" when it says where, not who: "moved here", "been here", "new here".
_NOT_A_ROLE = re.compile(r"(?i)(?:\w+ed|\w+ing|been|new|live|lives|work|works|came|come|got|"
                         r"get|go|went|stay|stays|is|are|was|were|sit|sat|back|up|out)$")
_SPLIT = re.compile(r",\s+(?!\d)|\s+(?:but|so|because|bc|cos|coz|though|although|whereas|while|"
                    r"which)\s+"
                    r"|;\s*|\s+and\s+(?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|"
                    r"i|i'm|im|i've|ive|we|weve|my|our|he|she|it|they|"
                    r"the|want|need|"
                    r"would|wanted|hope|plan|honestly|really|also|when|where|whenever|"
                    r"this|that|there|so|then|are|is|was|were|code|bill|write|build|make|\w+s\b|"
                    r"" + _DURABLE_VERB + r")\b"
                    # "… since jan and staging db isn't mine": another subject, its own clause
                    r"|(?:[a-z][\w-]*\s+){1,2}(?:is|isn't|are|aren't|was|wasn't)\b)", re.I)
_THIRD = {"have": "has", "do": "does", "don't": "doesn't", "go": "goes", "am": "is", "are": "is",
          "'m": "is",
          "'re": "is", "'ve": "has"}


_ADVERBS = wordset("always never usually also still just really often sometimes both all only")
_ADVERB_KEYS = frozenset().union(*(keywords(a) for a in _ADVERBS))
_IRREGULAR_PAST = wordset("""bought had got did was were made took went grew knew wore ran
drove swam ate taught thought sold spent left kept met became began""")


def _third(verb: str) -> str:
    low = verb.lower().lstrip("'")
    if low in ("ve",):
        return "has"
    if low in ("m", "re"):
        return "is"
    if low in _THIRD:
        return _THIRD[low]
    if low in _IRREGULAR_PAST:
        return verb
    if low.endswith(("ed", "s")) or low in ("can", "can't", "could", "did", "was", "were",
                                             "never", "always", "usually", "been"):
        return verb
    if low.endswith(("sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 1 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_TAIL = re.compile(r"(?:\s+(?:btw|lol|haha|ha|honestly|too|anyway|fyi|tbh|by\s+trade|yeah|now|"
                   r"right\s+now|though|tho|already|🙈|😅|🙂|😂)|,?\s+if\s+(?:(?:that|it|this)(?:'s|\s+is)?\s+)?"
                   r"(?:matters|helps|relevant|important|useful))+\s*[.!]*$", re.I)
# A medicine a doctor put the person on is one they take: "gp put me on metformin".
_PUT_ON = re.compile(r"^(?:the\s+|my\s+)?(?:gp|doctor|dr\s+\w+|specialist|consultant|"
                     r"psychiatrist|cardiologist|endocrinologist)\s+(?:has\s+)?(?:put|started)"
                     r"\s+me\s+on\s+(.+)$", re.I)
_REPORTED = re.compile(r"^(?:the\s+)?(?:vet|doctor|gp|dentist|nurse|specialist|consultant)\s+"
                       r"(?:says|said|thinks|told\s+(?:me|us))\s+(?:that\s+)?", re.I)
_SUBJECTLESS = re.compile(r"^(?:living\s+in|been\s+living|got\s+diagnosed|was\s+diagnosed|"
                          + _PRACTICE + "|"
                          r"been\s+an?\s+(?:[\w&'-]+\s+){1,7}?for\s|been\s+(?:on|in|at|with)\s+(?=.*\d)|"
                          r"diagnosed\s+with|had\s+(?:an?\s+)?(?:\w+\s+){1,2}(?:surgery|recon|"
                          r"reconstruction|operation|replacement|transplant)|married|divorced|"
                          r"born\s+in|adopted\s+(?:an?\s+)?(?:\w+\s+)?(?:dog|cat|puppy|kitten|"
                          r"rabbit|greyhound|retriever|labrador|spaniel|terrier|collie|beagle)|"
                          r"grew\s+up|"
                          # "been lactose intolerant my whole life", "been blind since birth"
                          r"been\s+(?:\w+\s+){1,3}(?:since\s+(?:birth|childhood|i\s+was|"
                          r"\d{4}|uni|school|college|university|lockdown|covid|(?:\w+\s+){1,3}"
                          r"(?:in\s+)?\d{4})|my\s+whole\s+life|all\s+my\s+life|for\s+(?:\d+|"
                          r"a\s+few|many|several|over\s+\d+)\s+(?:years|yrs|decades)))\b", re.I)


def _rewrite(clause: str) -> str | None:
    """The clause as a fact in the third person, or None when it is not one."""
    text = squash(_LEAD.sub("", clause)).strip(" .,!;:-")
    text = _TAIL.sub("", text).strip(" .,!;:-")
    # "ive" is "i've", and "i've got" / "we've got" is "have": a common British "have".
    text = re.sub(r"(?i)^ive\b", "i've", text)
    text = re.sub(r"(?i)^(i|we)(?:'ve|ve|\s+have)\s+got\b", r"\1 have", text)
    # "my husband's an ICU nurse": "'s" is "is" before what a person is; "my partner's
    # sister" stays someone else's family.
    text = re.sub(rf"(?i)\b({_KIN})'s\s+(?=(?:a|an|from|in|at|allergic|vegan|vegetarian|"
                  r"coeliac|celiac|diabetic|deaf|blind|autistic|dyslexic|\d+)\b)", r"\1 is ",
                  text)
    if re.search(r"(?i)-in-law\b", text):
        return None  # "my son-in-law says…": family, not the household
    put_on = _PUT_ON.match(text)
    if put_on:
        return f"Takes {put_on.group(1)}"
    text = _REPORTED.sub("", text)
    low = text.lower()
    if not text or low.endswith("?") or _PASSING.search(low):
        return None
    if re.search(rf"(?i){_KIN}'s\s", text) and not re.match(r"(?i)(?:i|we)\b", text):
        return None  # "my partner's sister…": someone else's family ("i coach my son's
        # team" is hers)
    m = _SUBJECTLESS.match(text)
    if m:
        text = (f"I've {text}" if re.match(r"(?i)been\b", text)
                else re.sub(r"(?i)^living\b", "I live", text) if re.match(r"(?i)living\b", text)
                else f"I {text}")
        low = text.lower()
    m = re.match(r"(?i)^my\s+name\s+is\s+(.+)$", text)
    if m:
        return f"Their name is {m.group(1)}"
    m = _AM.match(text)
    if m:
        # "a 67 year old retired electrician, not a programmer": the age is read on its own
        # (``person_said.AGED``), and what she is not is nothing she is.
        rest = AGE_NP.sub(r"\1", m.group(1))
        if not re.match(r"(?i)not\b", rest):
            rest = re.sub(r"(?i),?\s+not\s+(?:an?|the)\s+[^,]*$", "", rest)
        place = re.match(r"(?i)in\s+([a-z][\w.'-]+(?:\s+[A-Z][\w'-]+)?)$", rest)
        if place and not _NOT_A_PLACE.search(place.group(1)):
            return f"Lives in {place.group(1)}"
        if re.match(r"(?i)in\s+\S+(?:\s+\S+)?\s+for\b", rest):
            return None  # "i'm in kigali for a friend's wedding": a stay
        team = re.match(r"(?i)on\s+the\s+((?:[\w-]+\s+){1,3}team(?:\s+at\s+.+)?)$", rest)
        if team:
            return f"Works on the {team.group(1)}"  # "i'm on the payments team at a bank"
        if _STATE_ADJ.match(rest.lower()) and not (
                re.match(r"(?i)the\s+only\s", rest) and OCCUPATION.search(rest.lower())):
            return None
        if re.match(r"(?i)(?:just|still|currently|literally|basically|really|kinda|only|"
                    r"now|already|actually)?\s*\w+ing\b", rest) \
                and not re.match(r"(?i)living\b", rest):
            return None  # "I'm extending it…": what they are doing, not who they are
        if OCCUPATION.search(rest.lower()) and re.match(r"(?i)an?\s", rest):
            return f"Works as {rest}"
        return f"Is {rest}"
    m = _WE_ARE.match(text)
    place = re.match(r"(?i)(?:all\s+|both\s+|still\s+)?(in\s+[a-z][^()]*?)\s*(?:\([^)]*\))?$",
                     m.group(1)) if m else None
    if place and len(place.group(1).split()) <= 3:
        if _NOT_A_PLACE.search(place.group(1)):
            return None
        return f"Lives {place.group(1)}"
    home = re.match(r"(?i)(?:out\s+)?in\s+(?:an?|the)\s+[\w -]{1,40}?\s+in\s+[a-z][\w'-]+$",
                    m.group(1)) if m else None
    if home:
        return f"Lives {home.group(0)}"  # "we're in a small 2 bedroom condo in toronto"
    if m and re.match(r"(?i)\w+ing\b", m.group(1)):
        return None  # "we're flying from vancouver": what they are doing
    if m:
        work = re.fullmatch(r"(?i)an?\s+(?:[\w-]+\s+){0,2}?" + WORKPLACE
                            + r"(?:\s+in\s+[^\W\d_][\w'-]*" + PLACE_MORE + ")?", m.group(1))
        if work:
            return f"Works at {work.group(0)}"  # "we're a freight company in manchester"
        if _STATE_ADJ.match(m.group(1).lower()) or re.search(
                rf"(?i)\b(?:team|org|organi[sz]ation|department|group|{WORKPLACE_WORDS})\b",
                m.group(1)) or re.match(r"(?i)on\b", m.group(1)):
            return None  # "we're a small team of 5": the work, not the home
        if not _HOUSEHOLD_STATE.match(m.group(1)):
            return None
        return f"Their household is {m.group(1)}"
    habitual = bool(_HABIT.search(low))
    if _I_FACT.match(text) or (habitual and _I_ANY.match(text)):
        head = re.match(r"(?i)^(i|we)\b\s*('ve|\s+have|'m|\s+am|'re|\s+are|'d)?\s*(\S+)", text)
        if head is None or (head.group(2) or "").strip() == "'d":
            return None
        if head.group(1).lower() == "we" and not (_WE_DURABLE.match(text) or habitual):
            return None  # "we never filter on currency" is about the system, not the home
        if head.group(1).lower() == "we" and re.fullmatch(r"(?i)needs?|wants?", head.group(3)):
            return None  # "we need the usage reports generated every night": what the task
            # asks for, however often
        aux, verb = (head.group(2) or "").strip(), head.group(3)
        if not aux and verb.lower() == "been":
            aux = "'ve"  # "(i) been blind since birth": has been
        rest = text[head.end():]
        adverb = ""
        if verb.lower() in _ADVERBS and not aux:
            nxt = re.match(r"\s*(\S+)", rest)
            if nxt:
                adverb, verb, rest = verb + " ", nxt.group(1), rest[nxt.end():]
        if verb.lower() == "did" and not habitual:
            return None  # "did 17 by hand this year": what was done, not what is; "did java
            # for 20 years" has its span
        if verb.lower() in ("have", "has", "had") and _ARTIFACT.match(rest):
            return None  # "a janky script that copies…", "a jobs.csv": the task's things
        if re.match(r"(?i)\s*(?:it|them|both|one|that|this|those|these|so|too|myself|"
                    r"ourselves|yourself)\b", rest) or (
                verb.lower() in ("have", "has", "had", "got") and re.match(
                    r"(?i)\s*(?:the|his|her|their|your|its|this|that)\b", rest)) \
                or (verb.lower() in ("know", "knows") and re.match(
                    r"(?i)\s*(?:when|what|how|that|why|where|who|if|the)\b", rest)):
            return None  # "owns both", "has the command", "knows when…": about the moment
        if re.search(r"(?i)\bhere(?:\s+(?:later|recently|too|now|again|then|eventually|"
                     r"lol))?\s*[.!]*$", rest):
            return None  # "moved here later" says nothing; "moved here from lyon" does
        if adverb.strip().lower() in ("both", "all"):
            return None  # "my partner and i both work from home": not hers alone to say
        out = f"{_third(aux)} {verb}{rest}" if aux else f"{adverb}{_third(verb)}{rest}"
        return in_third_person(out[:1].upper() + out[1:])
    if _KIN_FACT.match(text) or _KIN_AGE.match(text):
        if _OTHERS.search(low.split(" is ")[0].split(" has ")[0]) and not re.search(_KIN, low):
            return None
        state = re.search(r"\s(?:is|are)\s+(.*)$", low)
        if state and (_STATE_ADJ.match(state.group(1)) or re.match(
                r"(?:asleep|awake|sleeping|at\s+work|on\s+shift|working|out)\b", state.group(1))):
            return None  # "he's asleep upstairs": where the husband is now, not who he is
        body = re.sub(r"(?i)^(?:my|our)\s+", "", text)
        return in_third_person(body[:1].upper() + body[1:])
    kin_np = re.match(rf"(?i)^(?:(?:my|our)\s+)?(?:\w+\s+){{0,3}}{_KIN}\b", text)
    if kin_np and re.search(rf"(?i)\b(?:her|his|their)\s+(?:\w+\s+)?{_KIN}\b", kin_np.group(0)):
        return None  # "my sister and her husband": someone else's household
    if kin_np and _ACTS_AFTER.match(text[kin_np.end():]):
        return None  # "my wife vetoes anything cutesy", "our beagle digs": what they do
    if kin_np and len(
            text.split()) >= 3 and (
            re.search(r"\(\d+\)|\b\d+\s*(?:kg|lbs?|years?\s+old|yo)\b|\bnamed\b", text)
            or re.match(r"(?i)^(?:my|our)\s", text)) and not re.search(
            r"\b(?:is|are|was|were|has|have|had|will|can|does|did)\b", low):
        body = re.sub(r"(?i)^(?:my|our)\s+", "", text)
        if re.match(r"(?i)^(?:my|our)\s", text):
            return f"Has {body}"
        return body[:1].upper() + body[1:]
    m = _HERE.match(text)
    if m and not _OTHERS.search(m.group(1).lower()) and len(m.group(1).split()) <= 4 \
            and not _NOT_A_ROLE.search(m.group(1)):
        role = m.group(1).strip()
        lead = "Works as" if OCCUPATION.search(role.lower()) else "Is"
        return f"{lead} {with_article(role)}"
    return None


# What she is, named alone: "backend engineer (java/kotlin)", "a staff nurse".
_ROLE = re.compile(r"(?i)^(?:an?\s+)?(?:[a-z/&-]+\s+){0,2}" + OCCUPATION.pattern
                   + r"(?:\s*\([^)]*\))?(?:\s+on\s+(?:night|day|late|early|rotating)?\s*"
                     r"(?:shifts?|nights|days|weekends|call))?$")


# What one has for the task at hand, not in life: a file, a script, a sheet's tab.
_ARTIFACT = re.compile(r"(?i)\s*(?:(?:an?|like|about|some|\d+)\s+)*(?:[\w-]+\s+){0,2}?"
                       r"(?:[\w-]+\.(?:csv|py|js|ts|json|ya?ml|txt|xlsx?|sql|sh|md)\b|"
                       r"(?:script|file|files|tab|column|table|function|folder|macro|branch|"
                       r"cron(?:job)?|pipeline|endpoint|bug|ticket|change\s+freeze|deadline)s?\b)")


_ASIDE = re.compile(r"\s*\(([^()]{4,200})\)")
_ASIDE_SUBJECT = re.compile(r"(?i)(?:i|i'm|im|i've|we|we're|my|our)\b")


def _pieces(clause: str) -> list[str]:
    """A clause without its asides, then each aside the person wrote about themselves:
    "... for my beehive scales (I keep bees, 6 hives)" says two things."""
    asides = [a.strip() for a in _ASIDE.findall(clause) if _ASIDE_SUBJECT.match(a.strip())]
    if not asides:
        return [clause]
    return [_ASIDE.sub(lambda m: "" if _ASIDE_SUBJECT.match(m.group(1).strip()) else m.group(0),
                       clause), *asides]


def person_facts(d: Dialogue) -> list[str]:
    """The durable facts of the person's clauses, in order, near-duplicates once."""
    out: list[str] = []
    seen: list[frozenset[str]] = []
    for turn in d.person():
        # One member of the household named in the message is whom a later "she's vegan" is
        # about: "two weeks in japan with my partner … also she's vegan".
        named = {m.group(1).lower() for m in _MY_KIN.finditer(turn.text)}
        for c in turn.clauses:
            text_of = c.text
            if c.low.rstrip().endswith("?"):
                # "we live in rotterdam, i think transavia flies RTM-palermo direct?": what comes
                # before the asking part is said, not asked.
                text_of = _said_before_asking(c.text)
                if not text_of:
                    continue
            for text in _pieces(text_of):
                _facts_of_piece(text, out, seen)
            for pattern, told in SAID_ON_THE_WAY:
                for m in pattern.finditer(c.text):
                    if told_fact := told(m):  # "" where the match says nothing after all
                        _add_fact(told_fact, out, seen)
            age = THEIR_AGE.search(c.text)
            if age and len(named) == 1 and re.fullmatch(_KIN, next(iter(named))):
                _add_fact(f"{next(iter(named)).capitalize()} is {age.group(1)}", out, seen)
            said = _SHE_IS.match(_LEAD.sub("", c.text))
            if said and len(named) == 1 and re.fullmatch(_KIN, next(iter(named))) and (
                    _STATUS.match(said.group(1))
                    or OCCUPATION.search(said.group(1).lower())):
                _add_fact(f"{next(iter(named)).capitalize()} is {said.group(1)}", out, seen)
    return out[:HEURISTIC_MAX_FACTS]


_ASKING = re.compile(r"(?i)^(?:(?:so|and|but|ok|also|oh)\W+)*(?:do|does|did|is|are|was|were|can|"
                     r"could|would|should|will|what|how|why|when|where|which|who|whose|any|"
                     r"anything|if|whether|shall|have|has|am)\b")


def _said_before_asking(question: str) -> str:
    """The part of a question typed after a statement with a comma that states: the pieces
    before the last comma, when the first does not ask ("do you think, …")."""
    head = question.rsplit(",", 1)[0] if "," in question else ""
    return "" if not head.strip() or _ASKING.match(head.strip()) else head


# Someone of the household a clause is about, so the next clause's "he" or bare verb is
# theirs: "our daughter noor is 9, speaks arabic and english".
_KIN_SUBJECT = re.compile(rf"^(?:my|our)\s+(?:\w+\s+){{0,2}}?{_KIN}\b"
                          r"(?:\s+(?!(?:is|has|are|was|were|have|had|can't|does|doesn't|lives|works|"
                          r"goes|gets|loves|hates|takes|uses|needs|plays|speaks)\b)"
                          r"[a-z]+)?(?:\s*\([^)]*\))?", re.I)
_THEIR_VERB = re.compile(r"(?i)(?:is|has|speaks|goes|loves|hates|takes|gets|works|lives|can't|"
                         r"cannot|doesn't|does|plays|attends|uses|needs)\b")


# A wish, a plan or what is to be done: what follows "and" is not a fact either.
_WISHED = re.compile(r"(?i)(?:i|we)(?:'d|'ll|\s+(?:would|will|should|could|might|may|want|need|"
                     r"plan|hope|wish|am\s+going|'m\s+going|are\s+going|'re\s+going))\b")
# What a person is, said after their own clause: "im 38, self employed".
_STATUS = re.compile(r"(?i)(?:self[- ]employed|freelance|freelancing|retired|unemployed|"
                     r"vegan|vegetarian|pescatarian|married|single|divorced|widowed|pregnant|"
                     r"left[- ]handed|colou?r[- ]?blind|deaf|blind)\b(?!\s+(?:for|to|by)\b)")
# After "my wife", "our beagle" (and a name), a verb: the clause says what they do or did,
# not that the person has them. "my son lucas (5)" is a name and an age.
_ACTS_AFTER = re.compile(r"(?i)(?:\s+[a-z]+(?=(?:\s*\([^()]*\))?\s+[a-z]+(?:s|ed)\b))?"
                         r"(?:\s*\([^()]*\))?(?:\s+(?:just|already|"
                         r"always|never|also|still|really|literally|finally))?"
                         r"\s+(?![a-z]+\s*[(,])"
                         r"(?!(?:named|called|aged)\s+(?!(?:just|me|us|back|again|today|"
                         r"yesterday|earlier|this|last|to|and|but|so|while)\b))"
                         r"(?:[a-z]+(?:es|s|ed)|said|ate|ran|got|went|made|took|thinks|says|set|put|told|gave|"
                         r"bought|sent|left|found|brought|came|saw|broke|wrote|drove|sold)\b")
_MY_KIN = re.compile(rf"(?i)\b(?:my|our)\s+({_KIN}|mum|mom|sister|brother|friend|boss)\b")
_SHE_IS = re.compile(r"(?i)(?:she|he)(?:'s|\s+is)\s+((?:a|an)\s+[a-z]+(?:\s+(?!here\b)[a-z]+)?|"
                     r"[a-z-]+)"
                     r"(?=\s*(?:$|[,.!]|\s+(?:which|so|and|but|too|here)\b))")
_DIAGNOSED = re.compile(r"(?i)\b(?:got|was|were|been|is|are)\s+diagnosed\s+with\s+")
_WHEN_DIAGNOSED = re.compile(r"(?i)\s+((?:last\s+(?:wk|week|month|year|spring|summer|autumn|"
                             r"fall|winter)|\d+\s+(?:days?|weeks?|months?|years?)\s+ago|"
                             r"recently|this\s+(?:week|month|year)|in\s+\d{4}|at\s+\d+))"
                             r"\s*[.!]*$")
_BRACKETED = re.compile(r"\([^()]*\)")
_MASKS = ((",", "\x00"), (";", "\x01"), (" and ", " \x02 "))


def _split(text: str) -> list[str]:
    """The clause cut where it turns (``_SPLIT``), never inside brackets: "my cat miso (14,
    tabby) got diagnosed…" keeps its cat whole."""
    def mask(m: re.Match[str]) -> str:
        out = m.group(0)
        for plain, masked in _MASKS:
            out = out.replace(plain, masked)
        return out

    def unmask(part: str) -> str:
        for plain, masked in _MASKS:
            part = part.replace(masked, plain)
        return part

    return [unmask(p) for p in _SPLIT.split(_BRACKETED.sub(mask, text)) if p and p.strip()]


# How long she has done it, said after what she works as: "6 yrs exp", "10 years experience".
_EXPERIENCE = re.compile(r"(?i)^(?:with\s+)?(\d{1,2})\+?\s*(?:y|yrs?|years?)\s+(?:of\s+)?"
                         r"(?:exp|experience)\b")


def _facts_of_piece(text: str, out: list[str], seen: list[frozenset[str]]) -> None:
    """The facts of one clause (or aside), added to ``out`` unless one like it is there."""
    parts = _split(text)
    subject_i = False
    kin: str | None = None
    for k, part in enumerate(parts):
        part = part.strip(" ,")
        fact = _rewrite(part)
        if fact is None and k and subject_i and re.match(rf"(?i)(?:{_DURABLE_VERB})\b", part):
            fact = _rewrite(f"I {part}")  # "I'm 52 and did java for 20 years"
        if fact is None and k and subject_i and _STATUS.match(part):
            fact = f"Is {part}"  # "im 38, self employed (graphic design)"
        if fact is None and k and subject_i and re.match(
                rf"(?i)^{_KIN}(?:'s|\s+is)\s+\d{{1,2}}\s*$", part):
            fact = _rewrite(f"my {part}")  # "i'm 44, husband's 46"
        head = part.split(",")[0].strip()  # "backend engineer (java/kotlin), 6 yrs exp"
        if fact is None and k and _AM.match(_LEAD.sub("", parts[k - 1].strip(" ,"))) \
                and _ROLE.match(head):
            role = re.sub(r"(?i)^an?\s+", "", head)
            fact = f"Works as {with_article(role)}"  # "im 29, backend engineer (java/kotlin)"
            after = part.split(",", 1)[1] if "," in part else \
                parts[k + 1] if k + 1 < len(parts) else ""
            years = _EXPERIENCE.match(after.strip(" ,"))
            if years:  # "…, 6 yrs exp": how long is part of what she is
                fact = f"{fact}, {years.group(1)} years of experience"
        if fact is None and k and kin:
            pronoun = re.match(r"(?i)(?:he|she)(?:'s|\s+(?=\w))", part)
            rest = part
            if pronoun:  # "he has …" is the kin's; "she's 9" is "is 9"
                verb = "is " if pronoun.group(0).endswith("'s") else ""
                rest = verb + part[pronoun.end():].lstrip()
            if (pronoun or _THEIR_VERB.match(part)) and not re.search(
                    r"(?i)\b(?:this|that|these|those|it|i|i'm|guess|think)\b", rest):
                fact = _rewrite(f"{kin} {rest}")
        said = _KIN_SUBJECT.match(part)
        kin = said.group(0) if said and fact else kin if fact else None
        # "i'd rather keep the cash and do a monthly overpayment": the second verb is as
        # much a wish as the first, no fact of hers.
        subject_i = (bool(re.match(r"(?i)(?:i|i'm|im|i've|we)\b", part))
                     and not _WISHED.match(part)) or (subject_i and fact is not None)
        if fact is None or len(fact.split()) < 2 or not keywords(fact) - _ADVERB_KEYS:
            continue  # "always have": "Always has." says nothing
        name = parts[k + 1].strip(" ,") if k + 1 < len(parts) else ""
        if re.fullmatch(r"[A-Za-z][a-z]{1,14}", name) and keywords(name) and not re.search(
                r"(?i)ly$|^(?:though|too|anyway|btw|lol|haha|yes|yeah|no|ok|okay|thanks|both|"
                r"again|now|then|here|there)$", name) and re.search(
                rf"(?i)\b(?:{_KIN})\s*$", fact.rstrip(" .")):
            fact = f"{fact.rstrip(' .')}, {name}"  # "we adopted a retired greyhound, pip, …"
        _add_fact(fact, out, seen)


_OPINION = re.compile(r"(?i)^(?:thinks|guesses|reckons|believes|supposes|hopes|feels|"
                      r"wonders|means|figures)\b")


def _add_fact(fact: str, out: list[str], seen: list[frozenset[str]]) -> None:
    """``fact`` added to ``out`` unless one like it is there. Its numbers count too: "daughter
    noor is 9" and "daughter noor speaks arabic" are two facts, though the first's only other
    words are the second's subject."""
    # "got diagnosed with type 2 diabetes last month" says what she has, and since when:
    # "Has type 2 diabetes (diagnosed last month)".
    diagnosed = _DIAGNOSED.search(fact)
    if diagnosed:
        rest = fact[diagnosed.end():].strip(" .,")
        when = _WHEN_DIAGNOSED.search(rest)
        what = rest[:when.start()] if when else rest
        fact = fact[:diagnosed.start()] + ("Has " if not diagnosed.start() else "has ") + what + (
            f" (diagnosed {when.group(1)})" if when else "")
    fact = newborn(fact)
    if _OPINION.match(fact):
        return  # "I think a day centre 2 days a week": what she thinks of the matter at hand
    for one in two_facts(fact):
        keys = keywords(one) | frozenset(re.findall(r"\d+", one))
        if any(keys <= s or s <= keys for s in seen):
            continue
        seen.append(keys)
        out.append(cut_text(spelled_out(place_named(one)).rstrip(" .,") + ".",
                            HEURISTIC_MAX_ITEM_CHARS))
