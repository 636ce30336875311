"""The time a question names ("last March", "in September", "on 5 March 2026", "last week"),
as a window of days, so search can prefer what was said then over the same words said at
another time."""

from __future__ import annotations

import calendar
import contextlib
import re
from collections.abc import Iterable
from datetime import UTC, date, datetime, timedelta

_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH})\b(?:,?\s+(\d{{4}}))?", re.I)
_MONTH_DAY = re.compile(rf"\b({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?",
                        re.I)
_MONTH_YEAR = re.compile(rf"\b(?:(last|this)\s+)?({_MONTH})\b(?:\s+(\d{{4}}))?", re.I)
_YEAR = re.compile(r"\b(?:in|during|from)\s+((?:19|20)\d{2})\b", re.I)
_RELATIVE = re.compile(r"\b(yesterday|today|last\s+week|this\s+week|last\s+month|this\s+month|"
                       r"last\s+year|this\s+year)\b", re.I)

Window = tuple[str, str]  # first and last day, ISO, inclusive

# A question asking for a time, and a passage that tells one (English): "when did you go?" is
# answered by "we went last week" or "on Friday", far more often than by the same words
# without a time (LoCoMo: 83 % of temporal evidence turns, against 19 % of all turns).
# Only a question that opens with it: "knee hurting when I run" and "when to visit" ask none.
_ASKS_WHEN = re.compile(
    r"^\W*(when(?!\s+to\b)|how long|(in\s+)?(what|which)\s+(year|month|date|day|time))\b",
    re.I)
_TELLS_WHEN = re.compile(
    rf"\b(yesterday|today|tonight|tomorrow|last|next|ago|recently|weekend|week|month|year|"
    rf"morning|evening|night|since|earlier|just|monday|tuesday|wednesday|thursday|friday|"
    rf"saturday|sunday|{'|'.join(n for n in calendar.month_name if n)}|\d{{4}})\b", re.I)


def asks_when(query: str) -> bool:
    """Whether the question asks for a time ("when", "how long", "which year")."""
    return bool(_ASKS_WHEN.search(query))


def tells_when(text: str) -> bool:
    """Whether the passage tells a time: a relative one ("last week", "ago"), a day, a month
    or a year."""
    return bool(_TELLS_WHEN.search(text))


def _today(now: str | None) -> date:
    if now:
        return datetime.fromisoformat(now.replace("Z", "+00:00")).date()
    return datetime.now(UTC).date()


def _month(year: int, month: int) -> Window:
    last = calendar.monthrange(year, month)[1]
    return f"{year:04d}-{month:02d}-01", f"{year:04d}-{month:02d}-{last:02d}"


def _day(year: int, month: int, day: int) -> Window | None:
    try:
        d = date(year, month, day).isoformat()
    except ValueError:
        return None
    return d, d


def _past_year(today: date, month: int, day: int = 1) -> int:
    """The year of the latest ``month`` (and day) not after today: "in March" said in
    November means this March, said in January last year's."""
    return today.year if (month, day) <= (today.month, today.day) else today.year - 1


def date_window(query: str, now: str | None = None) -> Window | None:
    """The days ``query`` speaks of, or None when it names no time."""
    found = _window(query, now)
    return found[0] if found else None


def _window(query: str, now: str | None) -> tuple[Window | None, bool] | None:
    """The window and whether its year was guessed ("in June", "on 5 March": the latest
    one not after today)."""
    today = _today(now)
    if m := _ISO.search(query):
        return _day(int(m[1]), int(m[2]), int(m[3])), False
    if m := _DAY_MONTH.search(query):
        month, day = _MONTHS[m[2].lower()], int(m[1])
        return (_day(int(m[3]) if m[3] else _past_year(today, month, day), month, day),
                not m[3])
    if m := _MONTH_DAY.search(query):
        month, day = _MONTHS[m[1].lower()], int(m[2])
        return (_day(int(m[3]) if m[3] else _past_year(today, month, day), month, day),
                not m[3])
    for m in _MONTH_YEAR.finditer(query):
        word = m[2].lower()
        before = query[:m.start()].split()[-1:]
        if (word in ("may", "mar") and not (m[1] or m[3])
                and [w.lower() for w in before] not in (["in"], ["since"], ["during"], ["of"])):
            continue  # "may" and "mar" are words before they are months ("in May" is one)
        month = _MONTHS[word]
        year = int(m[3]) if m[3] else _past_year(today, month)
        if m[1] and m[1].lower() == "last" and not m[3] and month == today.month:
            year -= 1  # "last November" said in November: a year ago
        return _month(year, month), not (m[1] or m[3])
    if m := _YEAR.search(query):
        return (f"{m[1]}-01-01", f"{m[1]}-12-31"), False
    if m := _RELATIVE.search(query):
        said = " ".join(m[1].lower().split())
        if said in ("today", "yesterday"):
            d = today - timedelta(days=said == "yesterday")
            return (d.isoformat(), d.isoformat()), False
        if said.endswith("week"):
            start = today - timedelta(days=today.weekday() + (7 if said == "last week" else 0))
            return (start.isoformat(), (start + timedelta(days=6)).isoformat()), False
        if said.endswith("month"):
            first = today.replace(day=1)
            if said == "last month":
                first = (first - timedelta(days=1)).replace(day=1)
            return _month(first.year, first.month), False
        year = today.year - (said == "last year")
        return (f"{year}-01-01", f"{year}-12-31"), False
    return None


def _latest_said(window: Window, created: Iterable[str]) -> Window:
    """A guessed year moved back to the latest year something was said in those days: "in
    June" asked of a library whose last June is empty means the June before it."""
    first, last = window
    years = {c[:4] for c in created
             if first[5:] <= c[5:10] <= last[5:] and c[:4] <= first[:4]}
    if not years or first[:4] in years:
        return window
    year = max(years)
    end = last[5:] if last[5:] != "02-29" else "02-28"
    return f"{year}{first[4:]}", f"{year}-{end}"


def human_date(iso: str | None) -> str:
    """"5 March 2026" for an ISO date or time, "" for none: the words a person asks with."""
    if not iso:
        return ""
    try:
        y, m, d = int(iso[:4]), int(iso[5:7]), int(iso[8:10])
    except ValueError:
        return ""
    return f"{d} {calendar.month_name[m]} {y}" if 1 <= m <= 12 else ""


def within(created: str | None, window: Window) -> bool:
    return bool(created) and window[0] <= str(created)[:10] <= window[1]


def time_factors(rows: dict[str, dict[str, object]], query: str, now: str | None,
                 recent: bool, half_life_days: float, date_boost: float,
                 recency_weight: float, day_slack: int = 0) -> dict[str, float]:
    """A multiplier for each passage: more for one said in the window the query names
    (a single day widened by ``day_slack`` days each side: what happened on a day is often
    told days later), and with ``recent`` more the newer it is (half the boost every
    ``half_life_days``)."""
    found = _window(query, now)
    window, guessed = found if found else (None, False)
    if window and guessed:
        window = _latest_said(window, (str(row.get("created") or "") for row in rows.values()))
    if window and window[0] == window[1] and day_slack:
        with contextlib.suppress(ValueError):
            day, slack = date.fromisoformat(window[0]), timedelta(days=day_slack)
            window = (day - slack).isoformat(), (day + slack).isoformat()
    today = _today(now)
    out: dict[str, float] = {}
    for cid, row in rows.items():
        factor = 1.0
        created = str(row.get("created") or "")
        if window and within(created, window):
            factor += date_boost
        if recent and half_life_days > 0 and created[:10]:
            try:
                age = (today - date.fromisoformat(created[:10])).days
            except ValueError:
                age = None
            if age is not None:
                factor += recency_weight * 0.5 ** (max(age, 0) / half_life_days)
        if factor != 1.0:
            out[cid] = factor
    return out
