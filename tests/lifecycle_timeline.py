"""Conversations for a replayed two weeks of the lifecycle, and the answers a good local
model gives for them (notes, importance, concept names, contradiction verdicts)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.model import Conversation, Message

D0 = "2026-03-01"

BREAD = ("Sourdough {v}. The sourdough starter doubled in six hours; the loaf baked in the "
         "Dutch oven at 250 degrees came out with an open crumb. We decided to feed the "
         "starter twice a day with rye flour.")
POSTGRES = ("Tile store {v}. We keep the map tiles of Trailmap in Postgres; the tile store has "
            "one table per zoom level. We decided to use Postgres for the tile store.")
SQLITE = ("Tile store move {v}. We no longer keep the map tiles of Trailmap in Postgres; the tile "
          "store has one SQLite file per region. We decided to stop using Postgres for the "
          "tile store and use SQLite.")
CHATTER = "Thanks, that was all {v}. Nothing else today."

SUBJECTS = {"bread": BREAD, "pg": POSTGRES, "sqlite": SQLITE, "chatter": CHATTER}
VARIANTS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def day(n: float, hour: int = 9) -> str:
    """The ISO time ``n`` days after the timeline's start, at ``hour`` o'clock."""
    from datetime import datetime, timedelta

    start = datetime.fromisoformat(f"{D0}T00:00:00+00:00")
    return (start + timedelta(days=n, hours=hour)).strftime("%Y-%m-%dT%H:%M:%SZ")


def conversation(subject: str, i: int, at: str) -> Conversation:
    text = SUBJECTS[subject].format(v=VARIANTS[i])
    cid = f"claude-code:{subject}-{i}"
    msgs = [Message(f"{cid}#u", "user", f"case {subject}-{i}. {text}", at),
            Message(f"{cid}#a", "assistant", text if subject != "chatter" else "You're welcome.",
                    at)]
    if subject != "chatter":
        msgs += [Message(f"{cid}#u2", "user", "Write that down as the decision.", at),
                 Message(f"{cid}#a2", "assistant", "Noted.", at)]
    return Conversation(cid, "claude-code", text.split(".")[0], "trailmap", at, at,
                        f"test:{cid}", msgs)


def add(vault: Path, *convs: Conversation) -> None:
    engine = Engine(load_config(vault))
    try:
        engine.write_conversations("claude-code", list(convs))
    finally:
        engine.close()


# -- the model's side ----------------------------------------------------------------------------
def _schema(body: dict[str, Any]) -> str:
    return str(((body.get("response_format") or {}).get("json_schema") or {}).get("name"))


def respond(body: dict[str, Any]) -> tuple[int, str]:
    name = _schema(body)
    prompt = json.dumps(body.get("messages"))
    if name == "importance":
        scores = []
        for line in body["messages"][-1]["content"].split("\n"):
            m = re.match(r"(\d+)\. (.*)", line)
            if m:
                scores.append({"n": int(m.group(1)),
                               "importance": 2 if "Thanks" in m.group(2) else 7})
        return 200, json.dumps({"scores": scores})
    if name == "concept":
        if "SQLite" in prompt:
            return 200, json.dumps({"title": "Tile store on SQLite", "synthesis":
                                    "Stop using Postgres for the tile store; one SQLite file "
                                    "per region."})
        if "Postgres" in prompt:
            return 200, json.dumps({"title": "Tile store on Postgres", "synthesis":
                                    "Use Postgres for the tile store, one table per zoom."})
        return 200, json.dumps({"title": "Sourdough routine", "synthesis":
                                "Feed the starter twice a day with rye flour; bake in the "
                                "Dutch oven at 250 degrees."})
    if name == "contradiction":
        return 200, json.dumps({"verdict": "contradictory", "reason":
                                "one keeps the tiles in Postgres, the other stops doing so"})
    m = re.search(r"case (\w+)-(\d)\.", prompt)
    if m is None:
        return 500, "unexpected request"
    subject, i = m.group(1), int(m.group(2))
    text = SUBJECTS[subject].format(v=VARIANTS[i])
    decision = re.search(r"We decided to (.*?)\.", text)
    return 200, json.dumps({
        "title": text.split(".")[0], "summary": text.split(". ", 1)[1].split(". We")[0] + ".",
        "key_points": [], "entities": ["Trailmap"] if subject in ("pg", "sqlite") else [],
        "decisions": [decision.group(1)[:1].upper() + decision.group(1)[1:]] if decision
        else [], "facts": [], "actions": [], "topics": []})
