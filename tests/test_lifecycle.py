"""The memory lifecycle over a replayed two weeks (`--now`): captures and conversations mature,
concepts are synthesised and reinforced, a contradiction is found and resolved by an edit, a
concept is promoted to a curated page the person then edits, cold notes are demoted, and every
day has its reflection. Run with the local test chat server and with no model at all."""

from __future__ import annotations

import fcntl
import json
import re
from pathlib import Path
from typing import Any

import pytest
from chat_server import ChatServer
from cli_helpers import git, musubi
from lifecycle_timeline import add, conversation, day, respond

from musubi_daemon.lifecycle.states import InvalidTransition, check
from musubi_daemon.vault.notes import read_frontmatter


class Timeline:
    def __init__(self, vault: Path, server: ChatServer | None):
        self.vault = vault
        self.server = server
        if server is not None:
            server.respond = respond

    @property
    def model(self) -> list[str]:
        if self.server is None:
            return ["--only-heuristic"]
        return ["--model", "openai/test", "--api-base", self.server.url]

    def distill(self) -> None:
        musubi("distill", *self.model)

    def run(self, job: str, now: str) -> dict[str, Any]:
        args = ["lifecycle", "run", job, "--now", now, "--json"]
        if job in ("maturation", "synthesis"):
            args += self.model
        return json.loads(musubi(*args).stdout)

    def fm(self, pattern: str) -> dict[str, Any]:
        return read_frontmatter(self.find(pattern).read_text(encoding="utf-8"))

    def find(self, pattern: str) -> Path:
        hits = [p for p in (self.vault / "Musubi").rglob("*.md") if re.search(pattern, p.name)]
        assert len(hits) == 1, (pattern, hits)
        return hits[0]

    def concepts(self) -> dict[str, dict[str, Any]]:
        rows = json.loads(musubi("concepts", "--json").stdout)
        return {r["id"]: r for r in rows}

    def last_commit(self) -> str:
        return git(self.vault, "log", "-1", "--format=%an|%s").strip()

    def head(self) -> str:
        return git(self.vault, "rev-parse", "HEAD").strip()


def by_supporting(concepts: dict[str, dict[str, Any]], word: str) -> dict[str, Any]:
    hits = [c for c in concepts.values() if any(word in s for s in c["supporting"])]
    assert len(hits) == 1, (word, hits)
    return hits[0]


@pytest.mark.parametrize("with_model", [False, True], ids=["no-model", "test-model"])
def test_two_weeks_of_lifecycle(home: Path, tmp_path: Path, chat_server: ChatServer,
                                with_model: bool) -> None:
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    t = Timeline(vault, chat_server if with_model else None)

    # -- day 0: conversations and two captures -----------------------------------------------
    add(vault, *[conversation("bread", i, day(0)) for i in range(3)],
        *[conversation("pg", i, day(0)) for i in range(3)], conversation("chatter", 0, day(0)))
    t.distill()
    passport = json.loads(musubi("remember", "--json", "--now", day(0, 10), "--importance",
                                 "8", "Ana's passport expires in June: renew it in April").stdout)
    musubi("remember", "--now", day(0, 10), "--importance", "2", "Had a coffee at the station")
    assert passport["created"] and passport["note"].startswith("Musubi/episodes/2026/")
    assert t.fm("passport")["state"] == "provisional"

    # Too early: nothing has dwelt an hour yet.
    early = t.run("maturation", day(0, 9))
    assert "matured" not in early["counts"] and early["commit"] is None

    report = t.run("maturation", day(0, 12))
    assert report["counts"]["matured"] == 8  # 7 conversations and the important capture
    assert report["counts"]["kept provisional"] == 1  # the coffee: unimportant, unreinforced
    assert t.fm("passport")["state"] == "matured" and t.fm("coffee")["state"] == "provisional"
    bread = t.fm(r"Sourdough one")
    assert bread["state"] == "matured" and bread["importance"] >= 6
    assert t.fm(r"Thanks")["importance"] < 4
    assert t.last_commit().startswith("Musubi|musubi lifecycle maturation: ")
    # Idempotent: the same window again changes nothing and makes no commit.
    head = t.head()
    again = t.run("maturation", day(0, 12))
    assert again["commit"] is None and not again["events"] and t.head() == head

    report = t.run("synthesis", day(0, 12))
    assert report["counts"]["synthesized"] == 2
    concepts = t.concepts()
    bread_c = by_supporting(concepts, "Sourdough")
    assert bread_c["state"] == "synthesized" and bread_c["reinforcement_count"] == 0
    assert len(bread_c["supporting"]) == 3
    if with_model:  # the model named it; without one, the titles' shared words do
        assert bread_c["title"] == "Sourdough routine"
    else:
        assert bread_c["title"].startswith("Sourdough")
    assert t.run("synthesis", day(0, 12))["commit"] is None  # clustered notes left the pool

    musubi("lifecycle", "run", "reflection", "--now", day(0, 23))
    first_day = (vault / "Musubi/reflections/2026/2026-03-01.md").read_text(encoding="utf-8")
    assert "## Captured" in first_day and "passport" in first_day
    assert "## Themes that emerged" in first_day and "8 notes matured" in first_day
    assert "You captured 2 things: [[" in first_day  # told in a sentence, not a list

    # -- day 2: more bread reinforces the concept instead of duplicating it ------------------
    add(vault, *[conversation("bread", i, day(2)) for i in range(3, 6)])
    t.distill()
    t.run("maturation", day(2, 12))
    report = t.run("synthesis", day(2, 12))
    assert report["counts"].get("synthesized", 0) == 0 and report["counts"]["reinforced"] == 1
    bread_c = t.concepts()[bread_c["id"]]
    assert bread_c["reinforcement_count"] == 3 and bread_c["last_reinforced"] == day(2, 12)
    assert len(t.concepts()) == 2

    # A broken note is counted and named; the rest of the run goes on.
    broken = t.find(r"Sourdough four")
    good = broken.read_text(encoding="utf-8")
    broken.write_text(good.replace("state: matured", "state: [matured"), encoding="utf-8")
    report = t.run("maturation", day(3, 12))
    assert any("Sourdough four" in e["path"] for e in report["errors"])
    assert t.concepts()[bread_c["id"]]["state"] == "matured"  # 3 reinforcements, a day old
    day3 = t.run("reflection", day(3, 23))
    assert day3["commit"]
    reflection = (vault / "Musubi/reflections/2026/2026-03-04.md").read_text(encoding="utf-8")
    assert "## Skipped for errors" in reflection and "Sourdough four" in reflection
    broken.write_text(good, encoding="utf-8")

    # -- day 4: the tile store moves off Postgres: a contradiction ----------------------------
    add(vault, *[conversation("sqlite", i, day(4)) for i in range(3)])
    t.distill()
    t.run("maturation", day(4, 12))
    report = t.run("synthesis", day(4, 12))
    assert report["counts"]["synthesized"] == 1 and report["counts"]["contradictions"] == 1
    pairs = json.loads(musubi("contradictions", "--json").stdout)
    assert len(pairs) == 1
    sqlite_c = by_supporting(t.concepts(), "Tile store move one")
    pg_c = next(c for c in t.concepts().values()
                if c["id"] not in (sqlite_c["id"], bread_c["id"]))
    assert pg_c["contradiction"] == "open" and sqlite_c["contradiction"] == "open"
    again = json.loads(musubi("remember", "--json", "--now", day(4, 13),
                              "Ana's passport expires in June: renew it in April.").stdout)
    assert not again["created"] and again["reinforcement_count"] == 1

    # -- day 5: promotion: the reinforced, important, old enough concept -----------------------
    status = json.loads(musubi("lifecycle", "status", "--json", "--now", day(5, 12)).stdout)
    why = {b["concept"]: b["why"] for b in status["blocked"]}
    assert "open contradiction" in why[pg_c["id"]]
    report = t.run("promotion", day(5, 12))
    assert report["counts"]["promoted"] == 1
    bread_c = t.concepts()[bread_c["id"]]
    assert bread_c["state"] == "promoted" and bread_c["promoted_to"]
    curated = vault / (bread_c["promoted_to"] + ".md")
    assert curated.parent.parent.name == "curated" and "## Evidence" in curated.read_text()
    assert t.run("promotion", day(5, 12))["commit"] is None  # one promotion, once
    t.run("reflection", day(5, 23))
    assert "## Promoted" in (vault / "Musubi/reflections/2026/2026-03-06.md").read_text()

    # The person resolves the contradiction (keeps SQLite) and writes on the curated page.
    pg_path = vault / pg_c["path"]
    pg_text = pg_path.read_text(encoding="utf-8")
    target = sqlite_c["path"].removesuffix(".md")
    pg_path.write_text(pg_text.replace("type: concept\n",
                                       f"type: concept\nsuperseded_by: '[[{target}]]'\n"),
                       encoding="utf-8")
    mine = curated.read_text(encoding="utf-8") + "\nMy own note: rye makes it more sour.\n"
    curated.write_text(mine, encoding="utf-8")
    t.run("maturation", day(6, 12))
    assert t.concepts()[pg_c["id"]]["state"] == "superseded"
    assert t.concepts()[sqlite_c["id"]]["contradiction"] == "resolved"
    assert json.loads(musubi("contradictions", "--json").stdout) == []
    log = git(vault, "log", "--format=%an|%s", "-2").strip().split("\n")
    assert log[0].startswith("Musubi|musubi lifecycle maturation")
    assert not log[1].startswith("Musubi|")  # the person's edits, under their own name

    # -- day 7: new evidence is appended to the curated page, the person's text untouched ------
    add(vault, *[conversation("bread", i, day(7)) for i in range(6, 9)])
    t.distill()
    week = t.run("maturation", day(7, 12))
    report = t.run("synthesis", day(7, 12))
    assert report["counts"]["evidence appended"] == 1
    page = curated.read_text(encoding="utf-8")
    assert page.startswith(mine.rstrip("\n")) and "## New evidence (2026-03-08)" in page
    assert "Sourdough seven" in page.split("## New evidence")[1]

    # A week on, the unreinforced capture has expired: archived, not deleted.
    assert week["counts"]["archived"] == 1 and t.fm("coffee")["state"] == "archived"

    # -- two months on: cold notes are demoted ------------------------------------------------
    report = t.run("demotion", day(62, 12))
    assert t.fm(r"Thanks")["state"] == "demoted"
    assert t.concepts()[sqlite_c["id"]]["state"] == "demoted"  # never reinforced in 30 days
    assert t.concepts()[bread_c["id"]]["state"] == "promoted"
    assert t.fm("passport")["state"] == "matured"  # important: kept
    assert report["counts"]["demoted"] >= 2
    if not with_model:  # demoted notes leave default search (once is enough for both runs)
        musubi("reindex")
        query = ["search", "--json", "Thanks, that was all one. Nothing else today."]
        hidden = json.loads(musubi(*query).stdout)
        assert all("Thanks" not in h["title"] for h in hidden)
        shown = json.loads(musubi(*query, "--all-states").stdout)
        assert shown and shown[0]["title"].startswith("Thanks") and shown[0]["state"] == "demoted"

    # -- the journal and the audit trail ------------------------------------------------------
    status = json.loads(musubi("lifecycle", "status", "--json").stdout)
    assert set(status["runs"]) == {"maturation", "synthesis", "promotion", "demotion",
                                   "reflection"}
    assert status["states"]["concept"] == {"promoted": 1, "superseded": 1, "demoted": 1}
    events = status["recent_events"]
    assert any(e["to"] == "promoted" and e["reason"] == "promotion-gate" for e in events)
    assert all(e["actor"] == "musubi-lifecycle" for e in events)
    subjects = git(vault, "log", "--format=%s", "--author=musubi@localhost").split("\n")
    assert sum(s.startswith("musubi lifecycle ") for s in subjects) >= 14
    if with_model:
        assert sum(1 for b in chat_server.requests if "importance" in json.dumps(
            b.get("response_format"))) >= 1


def test_a_second_runner_skips(home: Path, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    status = json.loads(musubi("status", "--json").stdout)
    locks = Path(status["cache"]) / "locks"
    locks.mkdir(parents=True, exist_ok=True)
    with open(locks / "maturation.lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        out = json.loads(musubi("lifecycle", "run", "maturation", "--json").stdout)
        assert "another `maturation` run" in out["skipped"]
    out = json.loads(musubi("lifecycle", "run", "maturation", "--json").stdout)
    assert out["skipped"] is None


def test_transitions_are_data() -> None:
    check("episodic", "provisional", "matured")
    check("concept", "matured", "promoted")
    with pytest.raises(InvalidTransition):
        check("episodic", "archived", "promoted")
    with pytest.raises(InvalidTransition):
        check("concept", "promoted", "synthesized")


def test_bad_now_and_unknown_job_are_clear_errors(home: Path, tmp_path: Path) -> None:
    musubi("init", str(tmp_path / "v"))
    bad = musubi("lifecycle", "run", "maturation", "--now", "yesterday-ish", check=False)
    assert bad.returncode == 2 and "--now" in bad.stderr
    empty = musubi("remember", " ", check=False)
    assert empty.returncode == 2 and "empty" in empty.stderr


def test_an_edited_curated_page_is_searchable_after_a_run(home: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    vault = tmp_path / "vault"
    musubi("init", str(vault))
    page = vault / "Musubi" / "curated" / "general" / "sourdough.md"
    page.parent.mkdir(parents=True)
    page.write_text("---\nmusubi_id: curated:x\nstate: matured\n---\n# Sourdough\n\n"
                    "Feed the starter twice a day with rye flour.\n", encoding="utf-8")
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "1")
    musubi("lifecycle", "run", "reflection", "--now", day(0, 23))
    hits = json.loads(musubi("search", "--json", "rye flour starter").stdout)
    assert hits and hits[0]["note_path"].endswith("curated/general/sourdough.md")
    page.write_text(page.read_text(encoding="utf-8") + "\nBake at 250 degrees in the "
                    "cast iron pot.\n", encoding="utf-8")
    musubi("lifecycle", "run", "reflection", "--now", day(1, 23))
    hits = json.loads(musubi("search", "--json", "cast iron pot").stdout)
    assert hits[0]["note_path"].endswith("curated/general/sourdough.md")
    assert "cast iron" in hits[0]["text"]


def test_resolved_contradiction_unblocks_promotion(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from musubi_daemon.knowledge.library import Problem
    from musubi_daemon.knowledge.pages import Concept, read_concepts, render_concept
    from musubi_daemon.lifecycle.jobs import blocked

    c = Concept(id="concept:abc", title="Tile store", synthesis="Use SQLite.", state="matured",
                importance=7, reinforcement_count=4, created="2026-03-01T00:00:00Z",
                supporting=["Musubi/conversations/a"], contradicts=["Musubi/concepts/B"],
                contradiction="open", path="Musubi/concepts/Tile store (abc).md")
    page = tmp_path / c.path
    page.parent.mkdir(parents=True)
    page.write_text(render_concept(c, "Musubi"), encoding="utf-8")
    when = datetime(2026, 3, 10, tzinfo=UTC)
    problems: list[Problem] = []
    [read] = read_concepts(tmp_path, "Musubi", problems).values()
    assert blocked(read, when) == ["open contradiction"] and "[!warning]" in page.read_text()
    page.write_text(page.read_text().replace("contradiction: open", "contradiction: resolved"))
    [read] = read_concepts(tmp_path, "Musubi", problems).values()
    assert blocked(read, when) == [] and not problems


def test_musubis_own_resolution_reaches_a_concept_page_the_person_edited(tmp_path: Path) -> None:
    """Once edited by the person, a concept page is written by Musubi twice more (a
    reinforcement, then the resolution of its contradiction): her line and her title stay,
    Musubi's changes land in the properties, and no callout proposes anything."""
    from musubi_daemon.knowledge.library import Problem
    from musubi_daemon.knowledge.pages import Concept, read_concepts, render_concept
    from musubi_daemon.state import State
    from musubi_daemon.vault.git import MUSUBI, VaultRepo
    from musubi_daemon.vault.session import WriteSession

    vault = tmp_path / "vault"
    vault.mkdir()
    VaultRepo.open_or_init(vault)
    state = State(tmp_path / "cache" / "state.sqlite")
    session = WriteSession(vault, "Musubi", lambda: state, tmp_path / "cache", fsync=False)
    c = Concept(id="concept:abc", title="Tile store", synthesis="Use SQLite.", state="matured",
                importance=7, reinforcement_count=3, created="2026-03-01T00:00:00Z",
                supporting=["Musubi/conversations/a"], contradicts=["Musubi/concepts/B"],
                contradiction="open", path="Musubi/concepts/Tile store (abc).md")

    def musubi_writes(concept: Concept) -> int:
        with session.writing("lifecycle synthesis") as tx:
            return tx.write_page(concept.path or "", render_concept(concept, "Musubi")).conflicts

    assert musubi_writes(c) == 0
    page = vault / (c.path or "")
    page.write_text(page.read_text(encoding="utf-8").replace("title: Tile store",
                                                             "title: Where tiles live")
                    + "\nMine: SQLite won because of the single file.\n", encoding="utf-8")
    problems: list[Problem] = []
    [c] = read_concepts(vault, "Musubi", problems).values()  # the page as Musubi reads it
    c.reinforcement_count += 1
    assert musubi_writes(c) == 0
    [c] = read_concepts(vault, "Musubi", problems).values()
    c.contradiction = "resolved"
    assert musubi_writes(c) == 0
    text = page.read_text(encoding="utf-8")
    assert "contradiction: resolved" in text and "reinforcement_count: 4" in text
    assert "title: Where tiles live" in text
    assert "Mine: SQLite won because of the single file." in text
    assert "musubi-conflict" not in text and "[!warning]" not in text
    assert not problems
    assert git(vault, "log", "--format=%an").split().count(MUSUBI.name) == 3
