"""How a fact is worded for a profile read months later, away from the chat: shorthand, months
and days in full words ("Is the only dev here" reads "Is the only developer at work", "since
jan" "since January", "mon-thu" "Monday to Thursday"), "here in montreal" as "in Montreal", a
student as one and not as a job, and a town typed in lower case capitalised.
"""

from __future__ import annotations

import re

# Chat shorthand a profile read months later should not need decoding: "Is the only dev here"
# is "Is the only developer at work"; "6 yrs" is "6 years". Only where the short word stands
# alone: "dev-ops" and "3 y.o." stay as typed.
_SHORTHAND = {"dev": "developer", "devs": "developers", "yrs": "years", "yr": "year",
              "mgr": "manager", "bf": "boyfriend", "gf": "girlfriend", "hubby": "husband",
              "bday": "birthday", "exp": "experience",
              "physio": "physiotherapist"}
_SHORT_WORD = re.compile(r"(?<![-/.])\b(" + "|".join(_SHORTHAND) + r")\b(?![-/.]\w)")
# "backend eng" is an engineer; "eng manager", "eng student", "work in eng" are engineering.
_ENGINEERING = re.compile(r"(?i)(?<![-/.])\beng\b(?=\s+(?:manager|student|lead|team|degree|major|"
                          r"department|dept|org|director|background|side|school)\b)|"
                          r"(?<=\bin\s)eng\b(?![-/.]\w)")
_ENGINEER = re.compile(r"(?<![/.])\beng\b(?![-/.]\w)")
# "the only developer here": here is where she works, which a note away from the chat must say;
# "the only vegan here" says nothing of work.
_ONLY_HERE = re.compile(r"(?i)^(Is\s+the\s+only\s+.+?)\s+here$")
_AT_WORK = re.compile(r"(?i)\b(?:developer|engineer|designer|dev|person|admin|analyst|"
                      r"it|tech|ops|nurse|teacher|accountant)\b")


# A month after "since", "in", "from" or "until", as chat shortens it: "since jan" reads
# "since January", "in sept 2019" "in September 2019". Only there: "may" and "mar" are words
# elsewhere.
_MONTHS = {"jan": "January", "feb": "February", "mar": "March", "apr": "April", "may": "May",
           "jun": "June", "jul": "July", "aug": "August", "sep": "September", "sept": "September",
           "oct": "October", "nov": "November", "dec": "December", "january": "January",
           "february": "February", "march": "March", "april": "April", "june": "June",
           "july": "July", "august": "August", "september": "September", "october": "October",
           "november": "November", "december": "December"}
_MONTH_AFTER = re.compile(r"(?i)\b(since|in|from|until|till|by|of|last|early|mid|late)\s+("
                          + "|".join(_MONTHS) + r")\.?(?![\w-])")


# "here in montreal" said in the chat is "in Montreal" read anywhere else.
_HERE_IN = re.compile(r"\bhere\s+in\s+([a-z][\w'-]+)\b")


# Studying is no job: "Works as a 2nd year student" is "Is a 2nd year student".
_STUDENT = re.compile(r"(?i)^Works\s+as\s+(an?\s+(?:[\w-]+\s+){0,3}?(?:student|pupil))\b")
# "Lives on their own" is "Lives alone".
_ON_OWN = re.compile(r"(?i)^(Lives)\s+(?:on\s+(?:their|my)\s+own|by\s+(?:themselves|myself))\b")
# "works mon-thu" is "works Monday to Thursday".
_DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday",
         "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday", "fri": "Friday",
         "sat": "Saturday", "sun": "Sunday"}
_DAY_RANGE = re.compile(r"(?i)\b(" + "|".join(_DAYS) + r")\s*[-–]\s*(" + "|".join(_DAYS)
                        + r")\b")


def spelled_out(fact: str) -> str:
    fact = _STUDENT.sub(r"Is \1", fact)
    fact = _ON_OWN.sub(r"\1 alone", fact)
    fact = _DAY_RANGE.sub(lambda m: f"{_DAYS[m.group(1).lower()]} to {_DAYS[m.group(2).lower()]}",
                          fact)
    fact = _HERE_IN.sub(lambda m: f"in {m.group(1)[:1].upper()}{m.group(1)[1:]}", fact)
    fact = _MONTH_AFTER.sub(lambda m: f"{m.group(1)} {_MONTHS[m.group(2).lower()]}", fact)
    fact = _ENGINEER.sub("engineer", _ENGINEERING.sub("engineering", fact))
    fact = re.sub(r"\b(\d+)\s?y\b(?![-/.]\w)", r"\1 years", fact)  # "a backend dev for 10y"
    fact = _SHORT_WORD.sub(lambda m: _SHORTHAND[m.group(1)], fact)
    only = _ONLY_HERE.match(fact.rstrip(" ."))
    if only and _AT_WORK.search(only.group(1)):
        return f"{only.group(1)} at work"
    return fact


# A town typed in lower case, as chat has it: "Lives in ghent" reads "Lives in Ghent".
_LIVES_IN = re.compile(r"^((?:Lives|Has lived|Has been living) in )([a-z][\w'-]*"
                       r"(?:\s+(?!(?:with|since|for|from|and|near|now|until|till|but|as|at|on|"
                       r"in|by|to|of|the|so|because|while)\b)[a-z][\w'-]*)?)(?=[\s.,(]|$)")


def place_named(fact: str) -> str:
    m = _LIVES_IN.match(fact)
    if m is None or re.match(r"(?:an?|the|my|our|this|that)\b", m.group(2)):
        return fact
    place = " ".join(w[:1].upper() + w[1:] for w in m.group(2).split())
    return m.group(1) + place + fact[m.end():]
