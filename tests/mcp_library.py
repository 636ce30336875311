"""The distilled library the MCP suites talk to, built once per test process.

`test_mcp`, `test_mcp_schemas` and `test_mcp_resources` each used to build it for themselves
(a library of six subjects, distilled through the fake chat model, a topic map, concepts and an
index: about ten seconds), and the first two each drove every tool over both transports again.
Now each worker copies the library the knowledge suites share once and drives each transport
once; a module still sees it under its own HOME, cache and chat-model settings, set for the
module and taken back after (`library`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from chat_server import ChatServer
from cli_helpers import git, isolate_home, musubi
from knowledge_library import copy_library
from knowledge_library import respond as distil_like_a_model

from musubi_daemon.config import load_config
from musubi_daemon.engine import Engine

ANSWER = "You settled on ef_search 100 for the HNSW index [1]."


def answer_or_distil(body: dict[str, Any]) -> tuple[int, str]:
    """Streamed requests are `ask` answers; the rest are distillations and merges."""
    if body.get("stream"):
        return 200, ANSWER
    return distil_like_a_model(body)


def conversation_digests(vault: Path) -> dict[str, str]:
    """Each conversation note's digest: what no tool may change."""
    root = vault / "Musubi" / "conversations"
    return {p.relative_to(vault).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*.md"))}


@pytest.fixture(scope="session")
def mcp_library_built(tmp_path_factory: pytest.TempPathFactory, model_dir: Path,
                      library_template: Path) -> Iterator[SimpleNamespace]:
    """A copy of the distilled library the knowledge suites share (``library_template``,
    built once per test process), with a topic map, concepts and an index, and the fake chat
    model that answers for it. ``exercised`` keeps each transport's run of every tool."""
    tmp = tmp_path_factory.mktemp("mcp")
    home = tmp / "home"
    home.mkdir()
    with ChatServer() as chat:
        with pytest.MonkeyPatch.context() as mp:
            isolate_home(mp, home, model_dir)
            vault = copy_library(library_template, tmp / "vault", mp)
            musubi("topics", "build", "--only-heuristic", "--k", "4")
            for job in ("maturation", "synthesis"):  # concepts, for dossiers and statistics
                musubi("lifecycle", "run", job, "--only-heuristic")
            engine = Engine(load_config(vault))
            try:
                engine.sync_index()
                cache_dir = engine.config.cache_dir
            finally:
                engine.close()
        # The server's chat model: the fake one, so answers are synthesised (litellm loads).
        chat.respond = answer_or_distil
        yield SimpleNamespace(vault=vault, tmp=tmp, home=home, chat=chat, cache_dir=cache_dir,
                              notes=conversation_digests(vault),
                              head=git(vault, "rev-parse", "HEAD").strip(), exercised={})


@pytest.fixture(scope="module")
def library(mcp_library_built: SimpleNamespace, model_dir: Path) -> Iterator[SimpleNamespace]:
    """The built library, with its HOME and chat model set for this module's tests."""
    built = mcp_library_built
    with pytest.MonkeyPatch.context() as mp:
        isolate_home(mp, built.home, model_dir)
        mp.setenv("MUSUBI_CACHE_DIR", str(built.cache_dir))
        mp.setenv("MUSUBI_LLM_MODEL", "openai/test")
        mp.setenv("MUSUBI_LLM_API_BASE", built.chat.url)
        yield built
