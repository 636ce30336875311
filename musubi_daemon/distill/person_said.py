"""Facts said on the way: the shapes of a fact that sit inside a clause about something else
("its 2am here in auckland", "(29 years old and grpc still makes me cry)", "my day job is all
java"), and the words the fact reader shares with them (occupations, workplaces, how a fact is
put in the third person). Kept apart from ``person`` so each module stays small; ``person``
reads every clause for these after its own reading of the clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..index.query import STOPWORDS, TIME_WORDS
from .sentences import wordset

# Applied after the person's own subject is gone ("Has worn glasses since i was 10"): an "I"
# left is inside the fact, and takes a verb that agrees ("since they were 10").
_PRONOUNS = ((re.compile(r"\b(?:I'm|i'm|im)\b"), "they're"),
             (re.compile(r"\b[Ii]\s+am\b"), "they are"),
             (re.compile(r"\b[Ii]\s+was\b"), "they were"),
             (re.compile(r"\b[Ii]'ve\b"), "they've"), (re.compile(r"\b[Ii]\b"), "they"),
             (re.compile(r"\bmy\b", re.I), "their"), (re.compile(r"\bme\b", re.I), "them"),
             (re.compile(r"\bour\b", re.I), "their"), (re.compile(r"\bus\b", re.I), "them"))
# What a person works as, when a clause names it.
OCCUPATION = re.compile(
    r"\b(?:nurse|doctor|physician|teacher|developer|dev|programmer|engineer|designer|"
    r"pharmacist|lawyer|accountant|researcher|scientist|writer|journalist|architect|chef|"
    r"cook|baker|farmer|photographer|translator|dentist|therapist|librarian|musician|artist|"
    r"consultant|freelancer|carpenter|electrician|plumber|mechanic|paramedic|vet|"
    r"veterinarian|pilot|professor|analyst|contractor|founder|manager|lead|director|"
    r"student|intern|clerk|driver|cleaner|midwife|pharmacist|officer|firefighter|"
    r"teaching\s+assistant|maintainer|admin|administrator|technician|owner|physio|"
    r"physiotherapist|psychologist|surgeon|paralegal|barista|hairdresser|receptionist|"
    r"social\s+worker|carer|caregiver|cashier|radiographer|optician|sonographer|"
    r"p(?:a)?ediatrician|psychiatrist|an(?:a)?esthetist|radiologist|cardiologist|"
    r"dermatologist|gp|optometrist|hygienist|solicitor|barrister|notary|economist)\b")


def with_article(role: str) -> str:
    """A role with its article: "an accountant", "a nurse"."""
    return f"{'an' if role[:1].lower() in 'aeiou' else 'a'} {role}"


def in_third_person(text: str) -> str:
    """A fact with the person's own words put in the third person ("their", "they were")."""
    for pattern, repl in _PRONOUNS:
        text = pattern.sub(repl, text)
    return text


# A condition named as the person's own: "with my asthma in winter" says she has asthma,
# whatever the rest of the sentence supposes.
_ILLNESSES = (r"asthma|type\s+[12]\s+diabetes|diabetes|migraines?|epilepsy|arthritis|eczema|"
              r"psoriasis|crohn'?s|ibs|sleep\s+apnoea|sleep\s+apnea|endometriosis|tinnitus")
MY_CONDITION = re.compile(
    rf"(?i)\bmy\s+({_ILLNESSES}|adhd|autism|dyslexia|dyspraxia|coeliac\s+disease|"
    r"celiac\s+disease|pcos|hay\s+fever|hearing\s+aids?|wheelchair|insulin\s+pump)\b")

# What a "we" of work is: "we're a freight company", "we're an insurer in frankfurt".
WORKPLACE_WORDS = (r"company|startup|agency|studio|shop|fintech|insurer|bank|firm|consultancy|"
                    r"nonprofit|charity|hospital|school|university|brand|club|bakery|restaurant|"
                    r"practice|clinic|publisher|retailer|manufacturer|lab")

WORKPLACE = rf"(?:{WORKPLACE_WORDS})\b"

# A place's second word ("são paulo", "cape town"), unless it is the sentence going on.
PLACE_MORE = (r"(?:\s+(?!(?:so|and|but|or|theres|there|is|are|was|we|i|it|its|the|a|an|for|"
               r"with|to|at|on|in|of|this|that|which|where|who|when|now|too|lol|btw|though|"
               r"anyway|if|as|tho|rn|has|have|had|my|our|pays|gets|winter|summer|half|part|"
               r"most|all|every|during|since|until|till|from|by|because|bc|these|last|next)\b)"
               r"[^\W\d_][\w'-]*)?")

# "renewing my daughter's passport (she's 8)": the age of the one member of the household named.
THEIR_AGE = re.compile(r"(?i)\((?:she|he)(?:'s|\s+is)\s+(\d{1,2})\)")

# "I work remote from porto" ("its 2am here in auckland" is ``HERE_IN_PLACE``'s).
WORK_FROM = re.compile(r"(?i)\bi\s+work\s+(?:remote|remotely|from\s+home)\s+(?:from|in)\s+"
                       r"(?!the\b|a\b|my\b|our\b)([a-z][\w'-]+" + PLACE_MORE + ")")

LANGUAGE = re.compile(r"(?i)\b([a-z]+)\s+is\s+my\s+(first|second|third|fourth|native|"
                       r"mother)\s+(?:language|tongue)\b")

# "as a nurse i work nights", "as a teacher, i can't…": what she is, said on the way.
AS_A = re.compile(r"(?i)(?:\bas|^being)\s+an?\s+((?:[a-z-]+\s+)?(?:nurse|doctor|teacher|developer|"
                   r"engineer|designer|pharmacist|paramedic|student|lawyer|accountant|"
                   r"researcher|scientist|writer|chef|farmer|freelancer|musician|vet|"
                   r"parent|mum|mom|dad|carer|midwife|translator|analyst))\b,?\s+(?=(?:i|i'm|"
                   r"im|i've|ive|we)\b)")

# "just turned 40": her age.
TURNED = re.compile(r"(?i)\b(?:i\s+)?(?:just\s+)?turned\s+(\d{2})\b(?!\s*(?:%|k|mins?|"
                     r"minutes|degrees|km|kg))")

# "i'm a 67 year old retired electrician": her age, said on the way.
_YEAR_OLD = r"(\d{2})[- ]?(?:year|yr)s?[- ]old"
AGE_NP = re.compile(rf"(?i)^(an?\s+){_YEAR_OLD}\s+")

AGED = re.compile(rf"(?i)\b(?:i'm|im|i\s+am)\s+an?\s+{_YEAR_OLD}\b")

# "(29 years old and grpc still makes me want to cry lol)": her age, said alone.
YEARS_OLD = re.compile(r"(?i)(?:^|\()\s*([2-9]\d|1[6-9])\s*(?:years?|yrs?|y/?o)(?:\s+old)?\b"
                        r"(?!\s+(?:of|in|at|as|on|ago|with|since|experience|exp)\b)")

# Before an age in brackets, what makes it hers: nothing ("(29 years old and …)") or herself
# ("me (34 years old)"); "our gas boiler is dying (22 years old)" is the boiler's age.
_HERS_BEFORE = re.compile(r"(?i)(?:^|\b(?:i|me|myself|i'm|im)|[.!;:])\W*$")


def _hers(m: re.Match[str]) -> bool:
    return not m.group(0).lstrip().startswith("(") or bool(_HERS_BEFORE.search(
        m.string[:m.start()]))


# "i was an astronomer before i switched to ops": what she was.
USED_TO_BE = re.compile(r"(?i)\bi\s+((?:was|used\s+to\s+be)\s+an?\s+[a-z]+(?:\s+[a-z]+)?\s+"
                         r"(?:before|until|for\s+\d+\s+years|in\s+a\s+previous\s+life)\b"
                         r"[^,.;!?()]*)")

# "day job is teaching chemistry", "my day job is all java": her work, said on the way.
DAY_JOB = re.compile(r"(?i)\b(?:my\s+)?day\s+job\s+is\s+((?:all\s+)?[a-z][^,.;!?()]{2,40}?)"
                      r"(?=\s*(?:$|[,.;!?()]|\s+(?:so|and|but)\b))")

ONLY_CHILD = re.compile(r"(?i)^(?:\W*(?:i'm|im|i\s+am)\s+(?:an\s+)?)?only\s+child\b")

# "migraines with aura since i was like 15": a condition of hers with its since.
CONDITION_SINCE = re.compile(
    rf"(?i)^(?:i've\s+had\s+|had\s+)?((?:{_ILLNESSES})(?:\s+with\s+\w+)?\s+since\s+[^,.;!?()]+)")

# "based in berlin", "the soccer league here in montreal": where she is, said on the way.
# ("I'm based in Porto" is read whole, as "Is based in Porto".)
BASED_IN = re.compile(r"(?i)^(?:\W*(?:also|and|btw|fyi|oh|but)\s+)?based\s+in\s+"
                       r"(?!the\b|a\b|my\b|our\b)([a-z][\w'-]+)")

# A month, in full or as chat shortens it.
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")

HERE_IN_PLACE = re.compile(r"(?i)\bhere\s+in\s+(?!(?:the|a|an|my|our|this|that|prod|"
                            r"production|dev|staging|code|chat|python|excel|sheets|js|"
                            r"general|particular|case|short|order|time|advance|" + _MONTH
                            + r"|spring|summer|autumn|fall|winter)\b)"
                            r"([a-z][\w'-]+" + PLACE_MORE + ")")

# One of her family or her pet named on the way: "my sister Lucía is getting married", "my
# little brother tomás's wedding", "our son elias, he's 2". The word after the relation is a
# name only where a name would stand: before a possessive, a bracket, a comma, the end, or a
# verb a name takes ("my wife takes the kids" names no one); in lower case only before a
# possessive, an age in brackets or "he"/"she", since "my dog food is…", "my cat tree has…"
# and "our partner portal is down" are things, not names (``_named_kin``).
NAMED_KIN = re.compile(
    r"(?i)\b(?:my|our)\s+((?:little|younger|older|big|baby|eldest|youngest|twin|wee)\s+)?"
    r"(wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|sister|brother|"
    r"dog|cat)\s+(?!(?:too|though|now|here|there|lol|haha|btw|yet|again|also|anyway|ok|okay|"
    r"and|or|is|was|has|had|just|said|says|will|would|can|can't|cannot|won't|doesn't|didn't|"
    r"who|which|that|this|then|still|both|all|only|even|really|never|always|so|as|at|in|on|"
    r"to|for|of|with|from|by|about|up|out|over|off)\b)"
    r"([^\W\d_][^\W\d_]{1,14})"
    r"(?=['’]s\b|\s*[,(.!]|\s*$|\s+(?:is|was|has|had|can't|cannot|won't|doesn't|didn't|"
    r"who|will|would)\b)")


# Words that stand where a name would and are none: "my son tomorrow", "my wife instead".
_NOT_A_NAME = STOPWORDS | TIME_WORDS | wordset("""instead first last either anymore later soon
outside inside home back maybe please thanks lol haha now here there too yet again asap anyway
already right mostly sometimes usually often tho tbh rn idk lmao smh ugh omg bday yeah nope
left sick""")
# After a name in lower case: what tells it from a thing ("my son lucas (5)", "tomás's"); a
# word that reads as a verb needs the possessive or the age.
_POSSESSIVE_OR_AGE = r"['’]s\b|\s*\("
_LOWER_NAME_AFTER = re.compile(_POSSESSIVE_OR_AGE + r"|,\s+(?:he|she)\b")
_VERB_LIKE = re.compile(r"[a-z]+(?:s|ed|ing|ly)")


def _named_kin(m: re.Match[str]) -> str:
    name = m.group(3)
    if name.lower() in _NOT_A_NAME:
        return ""
    if name[:1].islower():
        after = m.string[m.end(3):]
        if not _LOWER_NAME_AFTER.match(after) or (
                _VERB_LIKE.fullmatch(name) and not re.match(_POSSESSIVE_OR_AGE, after)):
            return ""  # "my dog food is…", "my son agreed, he…"
    return f"Has {with_article((m.group(1) or '').lower() + m.group(2).lower())}, " \
           f"{name[:1].upper()}{name[1:]}{_kin_qualifier(m.string[m.end(3):])}"


# What she says of them right after the name, which the fact keeps: "my dog bruno (4yo lab)",
# "our son elias (2)", "my daughter maya's 7th bday, june 14".
_KIN_ASIDE = re.compile(r"\s*\(([^()]{1,40})\)")
_AGE_SAID_SHORT = re.compile(r"(?i)\b(\d{1,2})\s*(?:yo|y/o|y\.o\.?|yrs?\s+old|years?\s+old)\b")
_BIRTHDAY = re.compile(
    r"(?i)['’]s\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:bday|birthday)\b(?:\s*(?:,|is|on|is\s+on)\s*"
    r"(?:on\s+)?(" + _MONTH + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    + _MONTH + r")\b)?")


def _kin_qualifier(after: str) -> str:
    """" (4-year-old lab)", " (turns 7 on june 14)" or "": an age, a breed, a birthday."""
    aside = _KIN_ASIDE.match(after)
    if aside and not re.match(r"(?i)\s*(?:i|i'm|im|we|my|our|lol|haha|not|or|and)\b",
                              aside.group(1)):
        said = _AGE_SAID_SHORT.sub(r"\1-year-old", aside.group(1).strip())
        return f" ({said} years old)" if said.isdigit() else f" ({said})"
    born = _BIRTHDAY.match(after)
    if born:
        day = re.sub(_MONTH, lambda w: w.group(0).capitalize(), born.group(2) or "", flags=re.I)
        on = f" on {day}" if day else ""
        return f" (turns {born.group(1)}{on})"
    return ""


# How many of them she has, said on the way: "me and my two cats", "our 3 kids".
COUNTED = re.compile(r"(?i)\b(?:my|our)\s+(two|three|four|five|six|2|3|4|5|6)\s+(kids|children|"
                     r"boys|girls|sons|daughters|cats|dogs)\b(?!\s+(?:friends?|teachers?|"
                     r"classmates?|'))")


# Children with their ages in brackets: "beach week with the kids (6 and 9)", "2 kids (7 and
# 11)". The ages say how many.
KIDS_AGED = re.compile(r"(?i)\b(?:my|our|the|two|three|four|[2-6])\s+(kids|children|boys|girls|"
                       r"sons|daughters)\s*\((\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+)\)")
_HOW_MANY = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _kids_aged(m: re.Match[str]) -> str:
    ages = re.findall(r"\d{1,2}", m.group(2))
    if len(ages) not in _HOW_MANY:
        return ""
    said = ", ".join(ages[:-1]) + f" and {ages[-1]}"
    return f"Has {_HOW_MANY[len(ages)]} {m.group(1).lower()} aged {said}"


# Facts said on the way, inside any clause, whatever the clause is about: a condition of her
# own, where she is ("its 2am here in auckland", "I work remote from porto"), what she speaks,
# what she works as and was, her age.
SAID_ON_THE_WAY: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (MY_CONDITION, lambda m: f"Has {m.group(1).lower()}"),
    (AS_A, lambda m: f"{'Works as' if OCCUPATION.search(m.group(1).lower()) else 'Is'} "
                      f"{with_article(m.group(1).lower())}"),
    (TURNED, lambda m: f"Is {m.group(1)}"),
    (WORK_FROM, lambda m: f"Lives in {m.group(1)}"),
    (HERE_IN_PLACE, lambda m: f"Lives in {m.group(1)}"),
    (BASED_IN, lambda m: f"Lives in {m.group(1)}"),
    (AGED, lambda m: f"Is {m.group(1)}"),
    (DAY_JOB, lambda m: f"Day job is {m.group(1).strip()}"),
    (ONLY_CHILD, lambda m: "Is an only child"),
    (CONDITION_SINCE, lambda m: in_third_person(f"Has {m.group(1)}")),
    (YEARS_OLD, lambda m: f"Is {m.group(1)}" if _hers(m) else ""),
    (USED_TO_BE, lambda m: in_third_person(re.sub(r"(?i)^used\s+to\s+be", "Was",
                                              m.group(1)[:1].upper() + m.group(1)[1:]))),
    (LANGUAGE, lambda m: f"{m.group(1).capitalize()} is their {m.group(2).lower()} language"),
    (NAMED_KIN, _named_kin),
    (COUNTED, lambda m: f"Has {m.group(1).lower()} {m.group(2).lower()}"),
    (KIDS_AGED, _kids_aged),
)


# A child born days or weeks ago is a newborn for months to come: "my daughter was born 3 weeks
# ago" reads "Has a newborn daughter", which stays true when the profile is read later.
_BORN_AGO = re.compile(r"(?i)^(?:my\s+|our\s+)?(son|daughter|baby|kid|child)\s+(?:was|got)\s+"
                       r"born\s+(?:\d{1,2}|a|one|two|three|four|five|six|a\s+few|few)\s+"
                       r"(?:days?|weeks?|wks?)\s+ago\W*$|^(?:my\s+|our\s+)?(son|daughter|baby)\s+"
                       r"(?:was|got)\s+born\s+(?:yesterday|last\s+week|this\s+week)\W*$")


def newborn(fact: str) -> str:
    """``fact`` as what it will stay: a child born weeks ago is a newborn."""
    m = _BORN_AGO.match(fact.strip())
    if m is None:
        return fact
    kin = (m.group(1) or m.group(2)).lower()
    return "Has a newborn" if kin == "baby" else f"Has a newborn {kin}"


# Two things about her said in one breath: "Is 67 and a retired physics teacher", "Owns a yoga
# studio in bristol and taught myself to code during covid". Each is a fact of its own, as a
# profile lists them; "works from home tue and thu", "speaks arabic and english" are one.
_AGE_AND = re.compile(r"(?i)^is\s+(\d{1,3})\s+and\s+(?:also\s+)?(an?\s+.+)$")
_AND_DID = re.compile(r"(?i)^(.{4,}?)\s+and\s+(?:also\s+|just\s+)?((?:taught|finished|moved|"
                      r"took|started|bought|adopted|grew|worked|studied|trained|retired|"
                      r"qualified|graduated|married|lived|spent|built|ran|got\s+(?:married|"
                      r"divorced|diagnosed))\b.+)$")


def two_facts(fact: str) -> list[str]:
    """A fact that says two things, as two facts; any other, as it is."""
    m = _AGE_AND.match(fact)
    if m:
        return [f"Is {m.group(1)}", f"Is {m.group(2)}"]
    m = _AND_DID.match(fact)
    if m:
        second = in_third_person(re.sub(r"(?i)\bmyself\b", "themselves", m.group(2)))
        return [m.group(1), second[:1].upper() + second[1:]]
    return [fact]
