"""Models a person chooses: another embedder, a cross-encoder reranker, and `musubi models pull`,
the one command that goes online. The models are tiny randomly initialised BERTs saved to a
temp folder (with the bundled MiniLM's tokenizer), so nothing here needs the internet."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import forkserver
import numpy as np
import pytest
from hub_server import COMMIT, Hub

from musubi_daemon import config as C
from musubi_daemon.ask import answer as A
from musubi_daemon.config import Config
from musubi_daemon.engine import Engine
from musubi_daemon.index import embeddings as E
from musubi_daemon.index import rerank as R
from musubi_daemon.index.models import pulled_root
from musubi_daemon.index.passages import Passages

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "vocab.txt",
                   "special_tokens_map.json")
SMALL = {"vocab_size": 30522, "hidden_size": 32, "num_hidden_layers": 2,
         "num_attention_heads": 2, "intermediate_size": 64, "max_position_embeddings": 128}


def _tokenizer_into(folder: Path) -> None:
    for name in TOKENIZER_FILES:
        if (E.model_dir() / name).is_file():
            shutil.copyfile(E.model_dir() / name, folder / name)


def make_embedder(folder: Path, prompts: dict[str, str] | None = None) -> Path:
    """A 2-layer, 32-wide BERT with mean pooling, saved as a sentence-transformers model."""
    import torch
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.sentence_transformer.modules import Pooling, Transformer
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    bert = folder.with_name(folder.name + "-bert")
    BertModel(BertConfig(**SMALL)).save_pretrained(bert)
    _tokenizer_into(bert)
    tr = Transformer(str(bert), max_seq_length=128)
    model = SentenceTransformer(modules=[tr, Pooling(32, "mean")], device="cpu",
                                prompts=prompts)
    model.save(str(folder))
    shutil.rmtree(bert)
    return folder


def make_reranker(folder: Path, bias: float | None = None) -> Path:
    """A 2-layer BERT cross-encoder (one logit). Its random scores are stretched apart (a
    random BERT scores every pair nearly alike) and lifted above the floor; with ``bias``, the
    weights are zero and every pair scores exactly ``bias``."""
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    torch.manual_seed(1)
    model = BertForSequenceClassification(BertConfig(**SMALL, num_labels=1)).eval()
    tok = AutoTokenizer.from_pretrained(str(E.model_dir()))
    pairs = tok(["a query"] * 4, ["the dough", "a trail", "elevation data", "my notes"],
                padding=True, return_tensors="pt")
    with torch.no_grad():
        raw = model(**pairs).logits.reshape(-1)
        stretch = 3.0 / float(raw.std())
        model.classifier.weight.mul_(stretch)
        # ... and lifted well clear of the floor (the vault's passages are not the sample's).
        model.classifier.bias.copy_((model.classifier.bias - raw.mean()) * stretch + 15.0)
        if bias is not None:
            model.classifier.weight.zero_()
            model.classifier.bias.fill_(bias)
    model.save_pretrained(folder)
    _tokenizer_into(folder)
    return folder


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("tiny-models")
    return {"embedder": make_embedder(d / "tiny-embedder"),
            "spread": make_reranker(d / "spread-reranker"),
            "never": make_reranker(d / "never-reranker", bias=-100.0),
            "always": make_reranker(d / "always-reranker", bias=10.0)}


@pytest.fixture
def vault(home: Path, tmp_path: Path) -> Path:
    v = tmp_path / "vault"
    shutil.copytree(EXAMPLES / "vault", v)
    subprocess.run(["git", "init", "-q", str(v)], check=True)
    return v


def engine_for(vault: Path, **models: str) -> Engine:
    return Engine(Config(vault=vault, fsync=False, index_on_ingest=False, **models))


@pytest.fixture
def open_engine(vault: Path) -> Iterator[Callable[..., Engine]]:
    opened: list[Engine] = []

    def make(**models: str) -> Engine:
        opened.append(engine_for(vault, **models))
        return opened[-1]

    yield make
    for e in opened:
        e.close()


def musubi(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(forkserver.argv(*args), capture_output=True,
                          text=True, env={**os.environ, **(env or {})}, check=False)


def write_config(home: Path, vault: Path, **index: str) -> Path:
    path = home / ".config" / "musubi" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [f'vault = "{vault}"', "", "[index]", *(f'{k} = "{v}"' for k, v in index.items())]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# -- another embedder -------------------------------------------------------------------------


@pytest.mark.slow
def test_a_configured_embedder_indexes_searches_and_switching_back_embeds_nothing_again(
        home: Path, vault: Path, models: dict[str, Path],
        open_engine: Callable[..., Engine]) -> None:
    first = open_engine()
    assert first.sync_index().chunks_embedded > 0
    first.close()  # the commands below swap the index folder under any open store

    # The person names the tiny model in the config file; search rebuilds the index with it.
    write_config(home, vault, embed_model=str(models["embedder"]))
    out = musubi("search", "--json", "sourdough starter feeding")
    assert out.returncode == 0, out.stderr
    hits = json.loads(out.stdout)
    assert hits and all(h["note_path"] for h in hits)
    status = musubi("status")
    assert f"sentence-transformers:{models['embedder'].name}-" in status.stdout
    assert ":32)" in status.stdout  # the model's own dimension names its vectors

    # Back to the bundled model (an empty setting in the environment wins over the file):
    # the index is rebuilt, every vector from the cache.
    os.environ["MUSUBI_EMBED_MODEL"] = ""
    try:
        back = musubi("reindex")
    finally:
        del os.environ["MUSUBI_EMBED_MODEL"]
    assert back.returncode == 0, back.stderr
    assert "(0 embedded, the rest from the vector cache)" in back.stdout
    # ... and to the tiny model again: its vectors were kept too.
    again = open_engine(embed_model=str(models["embedder"])).sync_index()
    assert again.rebuilt and again.chunks_embedded == 0 and again.chunks_added > 0


def test_passages_fit_the_configured_models_own_token_limit(
        vault: Path, models: dict[str, Path]) -> None:
    emb = E.load_embedder(C.model_cache_root(), model=str(models["embedder"]))
    assert emb.max_tokens == 128 and emb.max_tokens < E.MAX_TOKENS
    passages = Passages(vault, C.MUSUBI_FOLDER, emb)
    notes = [p.relative_to(vault).as_posix() for p in vault.rglob("*.md")
             if ".git" not in p.parts]
    chunks = [c for rel in notes for c in passages.for_note(rel, "note")]
    assert any(emb.count_tokens(c.embed_text) > 100 for c in chunks)  # some fill the limit
    assert all(emb.count_tokens(c.embed_text) <= 128 for c in chunks)
    assert emb.encode([c.embed_text for c in chunks[:3]]).shape == (3, 32)


def test_a_query_prompt_the_model_was_saved_with_is_used_for_queries(
        tmp_path: Path) -> None:
    folder = make_embedder(tmp_path / "prompted", prompts={"query": "query: ",
                                                           "document": "passage: "})
    emb = E.load_embedder(C.model_cache_root(), model=str(folder))
    q, d = emb.encode_query(["hiking boots"]), emb.encode(["hiking boots"])
    assert not np.allclose(q, d)
    assert np.allclose(np.linalg.norm(q, axis=1), 1.0, atol=1e-5)


def test_a_hub_id_never_pulled_is_a_clear_error_and_no_download(
        home: Path, vault: Path) -> None:
    write_config(home, vault, embed_model="someone/some-embedder")
    out = musubi("search", "trail")
    assert out.returncode == 2
    assert "musubi models pull someone/some-embedder" in out.stderr
    assert "Traceback" not in out.stderr
    listed = json.loads(musubi("models", "list", "--json").stdout)
    assert "musubi models pull" in listed["configured"]["embed_model"]["error"]
    assert listed["configured"]["reranker"]["name"] is None and listed["pulled"] == []
    assert not pulled_root(C.model_cache_root()).exists()


# -- a reranker -------------------------------------------------------------------------------


def test_deep_search_is_ordered_by_the_cross_encoder(
        vault: Path, models: dict[str, Path], open_engine: Callable[..., Engine]) -> None:
    from sentence_transformers import CrossEncoder
    from torch.nn import Identity

    # No time, author or kind in it: nothing but the model orders the head (a question that
    # asks "how long" also weighs passages that tell a time, see the test after the next).
    query = "the dough proofing in the fridge"
    engine = open_engine(reranker=str(models["spread"]))
    assert all(h.rerank_score is None for h in engine.search(query, limit=10))  # hybrid: no
    hits = engine.search(query, mode="deep", limit=10, per_conversation=0)
    assert len(hits) >= 5 and all(h.rerank_score is not None for h in hits)
    own = CrossEncoder(str(models["spread"]), device="cpu", activation_fn=Identity())
    expected = own.predict([(query, R.passage_text(h.title, h.text)) for h in hits])
    got = [h.rerank_score for h in hits]
    assert np.allclose(got, expected, atol=1e-3)
    assert min(got) > C.RERANK_FLOOR and max(got) - min(got) > 0.5
    assert got == sorted(got, reverse=True)  # every score clears the floor: one order
    fused = [h.chunk_id for h in open_engine().search(query, mode="deep", limit=10,
                                                      per_conversation=0)]
    assert [h.chunk_id for h in hits] != fused  # the cross-encoder, not fusion, decided


def test_passages_under_the_floor_follow_those_above_it_in_fused_order(
        vault: Path, models: dict[str, Path], open_engine: Callable[..., Engine],
        monkeypatch: pytest.MonkeyPatch) -> None:
    engine = open_engine(reranker=str(models["spread"]))
    query = "elevation profile smoothing"
    scores = [h.rerank_score or 0.0 for h in engine.search(query, mode="deep", limit=10,
                                                            per_conversation=0)]
    floor = float(np.median(scores))
    monkeypatch.setattr(C, "RERANK_FLOOR", floor)
    hits = engine.search(query, mode="deep", limit=10, per_conversation=0)
    judged = [h.rerank_score or 0.0 for h in hits]
    above = [s for s in judged if s >= floor]
    assert above and len(above) < len(judged)
    assert judged[:len(above)] == sorted(above, reverse=True)
    below = hits[len(above):]
    assert all((h.rerank_score or 0.0) < floor for h in below)
    assert [h.score for h in below] == sorted((h.score for h in below), reverse=True)


def test_the_cross_encoder_weighs_the_same_preferences_as_fusion(
        vault: Path, models: dict[str, Path], open_engine: Callable[..., Engine],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A topic page that repeats a person's note ranks below it for the same match; with the
    reranker the model's judgement is weighed with that preference, not put in its place."""
    note = (vault / "Notes" / "Pão de fermentação natural.md").read_text(encoding="utf-8")
    body = note.split("---", 2)[2]
    page = vault / C.MUSUBI_FOLDER / "topics" / "Sourdough.md"
    page.parent.mkdir(parents=True)
    page.write_text("---\nmusubi_id: topic:sourdough\ntype: topic\n---\n# Sourdough\n"
                    + body + "\n" + body, encoding="utf-8")
    monkeypatch.setattr(C, "DERIVED_KIND_FACTOR", 1e-9)  # a preference no logit outweighs
    engine = open_engine(reranker=str(models["spread"]))
    query = "starter Bolota dough fridge overnight Dutch oven"
    hits = engine.search(query, mode="deep", limit=20, per_conversation=0)
    kinds = [h.kind for h in hits if (h.rerank_score or 0.0) >= C.RERANK_FLOOR]
    assert "topic" in kinds and "note" in kinds, kinds
    assert kinds == sorted(kinds, key=lambda k: k in C.DERIVED_KINDS), kinds


def test_ask_says_nothing_found_when_no_passage_clears_the_rerankers_floor(
        vault: Path, models: dict[str, Path], open_engine: Callable[..., Engine]) -> None:
    question = "what starter feeding schedule did I settle on for the sourdough?"
    found = open_engine().ask(question, only_heuristic=True, remember_turn=False)
    assert not found.nothing_found and found.citations  # the cosine floor is cleared
    never = open_engine(reranker=str(models["never"])).ask(
        question, only_heuristic=True, remember_turn=False)
    assert never.nothing_found and never.citations == [] and never.answer == A.NOTHING
    # ... and the reranker's floor, not the cosine one, decides: it finds what it scores high.
    always = open_engine(reranker=str(models["always"])).ask(
        "which penguin species live on the rings of Saturn?", only_heuristic=True,
        remember_turn=False)
    assert not always.nothing_found
    assert all(c.score == pytest.approx(10.0, abs=1e-3) for c in always.citations)


# -- pulling ----------------------------------------------------------------------------------


def test_pull_with_the_hub_out_of_reach_exits_2_and_leaves_nothing(tmp_path: Path) -> None:
    cache = tmp_path / "models"
    out = musubi("models", "pull", "cross-encoder/ms-marco-MiniLM-L-6-v2",
                 env={"HF_ENDPOINT": f"http://127.0.0.1:{free_port()}",
                      "MUSUBI_MODEL_DIR": str(cache)})
    assert out.returncode == 2
    error = [line for line in out.stderr.splitlines() if line.startswith("Error:")]
    assert len(error) == 1 and "cannot reach http://127.0.0.1:" in error[0]
    assert "Traceback" not in out.stderr
    left = [p for p in pulled_root(cache).rglob("*") if not p.name.endswith(".lock")]
    assert left == []


def test_pull_from_a_hub_then_use_it_offline(tmp_path: Path, home: Path, vault: Path,
                                             models: dict[str, Path]) -> None:
    cache = tmp_path / "models"
    hub = Hub({"tiny/reranker": models["spread"]})
    try:
        out = musubi("models", "pull", "tiny/reranker",
                     env={"HF_ENDPOINT": hub.url, "MUSUBI_MODEL_DIR": str(cache),
                          "HF_HUB_OFFLINE": "1"})  # as every other command runs
    finally:
        hub.close()
    assert out.returncode == 0, out.stderr
    assert 'reranker = "tiny/reranker"' in out.stdout  # what to put in the config
    assert any(r.startswith("GET /tiny/reranker/resolve/") for r in hub.requests)
    folder = pulled_root(cache) / "tiny--reranker"
    assert (folder / "model.safetensors").is_file() and not (folder / ".cache").exists()
    assert [p.name for p in pulled_root(cache).iterdir() if p.is_dir()] == ["tiny--reranker"]
    listed = json.loads(musubi("models", "list", "--json",
                               env={"MUSUBI_MODEL_DIR": str(cache),
                                    "MUSUBI_RERANKER": "tiny/reranker"}).stdout)
    [entry] = listed["pulled"]
    assert entry["kind"] == "reranker" and entry["revision"] == COMMIT
    assert listed["configured"]["reranker"]["path"] == str(folder)
    # The hub is gone: the pulled model still reranks, from its folder alone.
    reranker = R.load_reranker(cache, "tiny/reranker")
    assert reranker.tag == f"tiny/reranker@{COMMIT[:12]}"
    scores = reranker.score("proof time", ["dough rests overnight", "trail grading"])
    assert scores.shape == (2,) and np.isfinite(scores).all()


def test_topic_vectors_of_the_previous_embedder_are_made_again_not_mixed() -> None:
    """The topic map keeps its topics' vectors in the cache: after a switch of embedder they
    have the old model's dimension, and are made again from the notes that link them."""
    from musubi_daemon.knowledge.library import LibraryNote
    from musubi_daemon.knowledge.topic_build import plan_topics, vector_bytes
    from musubi_daemon.knowledge.topics import Topic

    notes = [LibraryNote(id=f"hike-{i}", path=f"hike-{i}.md", title=f"Hike {i}", source="x",
                         created="", updated="", note=None, topics=["Hiking"],
                         opening="a ridge walk") for i in range(3)]
    now = np.tile(np.array([[1.0, 0.0, 0.0]], dtype=np.float32), (3, 1))  # the new model: 3-d
    before = vector_bytes(np.full(E.DIM, E.DIM ** -0.5, dtype=np.float32))  # MiniLM's 384-d
    plan = plan_topics(notes, now, {"t1": Topic("t1", "Hiking", origin="clusters")},
                       {"t1": ("clusters", before)}, {},
                       lambda texts: np.ones((len(texts), 3), dtype=np.float32), None)
    assert plan.assignment == {n.id: ("t1", pytest.approx(1.0)) for n in notes}
    assert plan.topics["t1"].vector is not None and plan.topics["t1"].vector.shape == (3,)
