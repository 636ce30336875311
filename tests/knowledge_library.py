"""A small library in four subjects, distilled by the test chat server, for the topic map,
the profile and the roll-ups: conversations dated across a year, each with the note a good
model would write for it."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from chat_server import ChatServer
from cli_helpers import isolate_home, musubi

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine
from musubi_daemon.model import Conversation, Message

SUBJECTS: dict[str, dict[str, Any]] = {
    "bread": {
        "entities": ["sourdough starter", "Dutch oven", "rye flour"],
        "keywords": ["sourdough", "bread baking"],
        "talk": "The sourdough starter doubled in six hours; the loaf baked in the Dutch oven "
                "at 250 degrees came out with an open crumb. Rye flour makes the starter more "
                "active, and a longer cold proof in the fridge deepens the sour taste. ",
        "titles": ["Starter feeding schedule", "Open crumb at high hydration",
                   "Cold proof timing", "Rye flour in the starter", "Scoring the loaf",
                   "Dutch oven temperatures"],
    },
    "k8s": {
        "entities": ["Kubernetes", "Helm", "ArgoCD", "Python"],
        "keywords": ["kubernetes deployment", "helm charts"],
        "talk": "The Helm chart for the API sets resource limits; ArgoCD syncs the cluster from "
                "the git repository, and a readiness probe keeps pods out of the Service until "
                "the database migration ran. Rolling updates replace one pod at a time. ",
        "titles": ["Readiness probes for the API", "Helm values per environment",
                   "ArgoCD sync waves", "Pod resource limits", "Rolling update strategy",
                   "Secrets in the cluster"],
    },
    "search": {
        "entities": ["Chroma", "HNSW", "MiniLM", "Python"],
        "keywords": ["vector search", "embeddings"],
        "talk": "Chroma stores MiniLM embeddings of every chunk; the HNSW index answers nearest "
                "neighbour queries, and raising ef_search improves recall at some latency. "
                "Hybrid retrieval fuses BM25 keyword ranks with the vector ranks. ",
        "titles": ["Choosing a vector index", "HNSW recall settings", "Chunk size for MiniLM",
                   "Hybrid retrieval with BM25", "Embedding cache", "Reranking results"],
    },
    "tax": {
        "entities": ["IRS", "Form 1040", "W-2"],
        "keywords": ["income tax", "tax return"],
        "talk": "The tax return needs the W-2 from each employer; itemised deductions only pay "
                "off above the standard deduction, and the refund arrives weeks after filing "
                "Form 1040 electronically. Estimated payments are due every quarter. ",
        "titles": ["Standard or itemised deduction", "W-2 from two employers",
                   "Quarterly estimated payments", "Filing Form 1040 online",
                   "Charitable donation receipts", "Refund timing"],
    },
}

# Per conversation: extra lines of its note (facts, decisions, loops), by (subject, index).
EXTRA: dict[tuple[str, int], dict[str, list[str]]] = {
    ("bread", 0): {"facts": ["User is named Ana.", "User lives in Porto.",
                             "User is vegetarian."]},
    ("bread", 3): {"facts": ["User is vegetarian"]},
    ("k8s", 1): {"facts": ["User has 1,148 notes in the DB.",
                           "User plans to open-source the repo."]},
    ("search", 1): {"actions": ["Benchmark ef_search values for the HNSW index"]},
    ("search", 4): {"decisions": ["Benchmarked ef_search values for the HNSW index: 100 is "
                                  "enough"]},
    ("tax", 2): {"actions": ["Renew the domain before May"]},
    ("tax", 5): {"facts": ["The user is vegetarian.", "User lives in Lisbon.",
                           "User is Ana Costa."]},
}


def month_of(subject: str, i: int) -> int:
    return 1 + (i * 2 + list(SUBJECTS).index(subject)) % 12


def conversation(subject: str, i: int, *, extra_text: str = "") -> Conversation:
    s = SUBJECTS[subject]
    title = s["titles"][i % len(s["titles"])]
    cid = f"claude-code:{subject}-{i:02d}"
    day = f"2025-{month_of(subject, i):02d}-{10 + i:02d}"
    marker = f"case {subject}-{i:02d}."
    msgs = [Message(f"{cid}#u1", "user", f"{marker} {title}? {s['talk'] * 6}{extra_text}",
                    f"{day}T09:00:00Z"),
            Message(f"{cid}#a1", "assistant", s["talk"] * 6, f"{day}T09:01:00Z")]
    return Conversation(cid, "claude-code", title, "lab", f"{day}T09:00:00Z",
                        f"{day}T09:01:00Z", f"test:{subject}-{i}", msgs)


def note_for(subject: str, i: int) -> dict[str, Any]:
    s = SUBJECTS[subject]
    title = s["titles"][i % len(s["titles"])]
    extra = EXTRA.get((subject, i), {})
    return {"title": title, "summary": f"{title}. {s['talk'].split('; ')[0]}.",
            "key_points": [s["talk"].split(". ")[1]], "entities": s["entities"],
            "decisions": extra.get("decisions", [f"Keep notes on {title.lower()}"]),
            "facts": extra.get("facts", []), "actions": extra.get("actions", []),
            "topics": s["keywords"]}


TAXONOMY = {"topics": [
    {"name": "Sourdough Baking", "description": "Baking sourdough bread: the starter, flour, "
     "proofing and the oven."},
    {"name": "Kubernetes Deployments", "description": "Deploying services on Kubernetes with "
     "Helm charts, ArgoCD and probes."},
    {"name": "Vector Search", "description": "Vector search with embeddings, Chroma and HNSW "
     "indexes, and hybrid retrieval."},
    {"name": "Income Tax", "description": "Filing income tax returns: forms, deductions, "
     "payments and refunds."},
    {"name": "General", "description": "Everything else."},
]}


def schema_name(body: dict[str, Any]) -> str:
    return str(((body.get("response_format") or {}).get("json_schema") or {}).get("name"))


def respond(body: dict[str, Any]) -> tuple[int, str]:
    """A taxonomy, or the note for the conversation in the request (by its case marker)."""
    if schema_name(body) == "taxonomy":
        return 200, json.dumps(TAXONOMY)
    if schema_name(body) == "profile":
        return 200, json.dumps(merge_like_a_model(body))
    text = json.dumps(body.get("messages"))
    m = re.search(r"case (\w+)-(\d\d)\.", text)
    if not m:
        return 500, "no case marker"
    return 200, json.dumps(note_for(m.group(1), int(m.group(2))))


def build_library(vault: Path, server: ChatServer, per_subject: int = 6) -> Path:
    """Init ``vault``, write the conversations and distil them through ``server``."""
    musubi("init", str(vault))
    engine = Engine(load_config(vault))
    try:
        engine.write_conversations("claude-code", [
            conversation(s, i) for s in SUBJECTS for i in range(per_subject)])
    finally:
        engine.close()
    server.respond = respond
    musubi("distill", "--model", "openai/test", "--api-base", server.url)
    return vault


_CANDIDATE = re.compile(r"^(\d+)\. (.+) \((\S+), \d+ conversations?\)$", re.MULTILINE)


def merge_like_a_model(body: dict[str, Any]) -> dict[str, Any]:
    """What a good model answers to the profile merge: the name phrasings joined, the older
    of two homes left out, everything else as given."""
    prompt = body["messages"][-1]["content"]
    cands = [(int(n), text, date) for n, text, date in _CANDIDATE.findall(prompt)]
    facts = []
    names = [n for n, text, _ in cands if "Ana" in text]
    if names:
        facts.append({"text": "Named Ana Costa", "from": names})
    homes = sorted((date, n, text) for n, text, date in cands if text.startswith("Lives in"))
    if homes:
        facts.append({"text": homes[-1][2], "from": [homes[-1][1]]})
    used = set(names) | {n for _, n, _ in homes}
    facts += [{"text": text, "from": [n]} for n, text, _ in cands if n not in used]
    return {"facts": facts}


@pytest.fixture(scope="session")
def library_template(tmp_path_factory: pytest.TempPathFactory, model_dir: Path) -> Path:
    """The distilled library, built once per run; tests work on copies of it."""
    root = tmp_path_factory.mktemp("library")
    home = root / "home"
    home.mkdir()
    with pytest.MonkeyPatch.context() as mp, ChatServer() as server:
        isolate_home(mp, home, model_dir)
        mp.setenv("MUSUBI_INDEX_ON_INGEST", "0")
        build_library(root / "vault", server)
    return root / "vault"


def copy_library(template: Path, to: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private copy of the built library and its cache, adopted as this test's vault."""
    shutil.copytree(template, to)
    [cache] = (template.parent / "home" / ".cache" / "musubi").glob("vault-*")
    shutil.copytree(cache, to.parent / "cache")
    monkeypatch.setenv("MUSUBI_CACHE_DIR", str(to.parent / "cache"))
    musubi("init", str(to))
    return to
