"""``musubi-bench side-by-side``: Musubi and basic-memory on the same LoCoMo notes, one scorer.

Musubi writes every LoCoMo session as a note (``bench/locomo.py``'s ``build``) and answers
every question through its normal search (``evaluate``). The very same note files are then
copied into one basic-memory project per LoCoMo conversation, indexed by basic-memory's own
command line, and every question goes through its ``search_notes`` tool, scoped to that
conversation's project as Musubi's search is to its project. basic-memory's answers are notes
(one per session), each with the passage that matched when its vectors found one; they are
mapped back to ``dia_id``s through the message block ids in the notes, and both tools are
scored by ``locomo.score``.

basic-memory runs in a virtualenv of its own (its dependencies conflict with Musubi's), driven
through subprocesses: nothing of it is imported here. Its config, database and home live in a
temp folder. Its default embedder cannot be downloaded offline, so its vectors, when its
Python can load SQLite extensions, come from all-MiniLM-L6-v2 (Musubi's bundled model, through
Musubi's ONNX export, laid out as the model cache its FastEmbed provider reads).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from ..model import Conversation
from ..vault.notes import block_id
from .locomo import _summary, build, conversations, evaluate, evidence, score

# What basic-memory is asked for: as many notes as Musubi's search returns passages.
LIMIT = 50
MINILM = "sentence-transformers/all-MiniLM-L6-v2"
# FastEmbed's source for that model: its cache layout is that of the Hugging Face hub.
FASTEMBED_REPO = "models--Qdrant--all-MiniLM-L6-v2-onnx"
LOCAL_REVISION = "0" * 40
# basic-memory's default vector threshold, tuned for its default bge-small-en-v1.5 model.
BM_DEFAULT_MIN_SIMILARITY = 0.55
_BLOCK = re.compile(r"\bm-[0-9a-f]{10}\b")
_MUSUBI_ID = re.compile(r"^musubi_id:\s*['\"]?(?P<id>[^'\"\n]+?)['\"]?\s*$", re.M)

# Run with basic-memory's own Python (written to a temp file; never imported here).
_DRIVER = r'''
"""probe | cli ARGS... | search QUERIES OUT"""
import json
import sys
import time


def _sqlite():
    # basic-memory's vectors need SQLite extensions (sqlite-vec), which some Python builds
    # cannot load; pysqlite3, when installed in this venv, is the same API and can.
    import sqlite3
    if hasattr(sqlite3.connect(":memory:"), "enable_load_extension"):
        return "sqlite3"
    try:
        import pysqlite3
        import pysqlite3.dbapi2
    except ImportError:
        return "sqlite3 (cannot load extensions)"
    sys.modules["sqlite3"] = pysqlite3
    sys.modules["sqlite3.dbapi2"] = pysqlite3.dbapi2
    return "pysqlite3"


SQLITE = _sqlite()


def probe():
    import basic_memory
    from basic_memory.repository.semantic_runtime import sqlite_vector_runtime_available
    print(json.dumps({"version": basic_memory.__version__, "sqlite": SQLITE,
                      "vectors": sqlite_vector_runtime_available()}))


def search(queries_path, out_path):
    from basic_memory.cli.commands.command_utils import run_with_cleanup
    from basic_memory.mcp.tools import search_notes

    with open(queries_path, encoding="utf-8") as f:
        queries = [json.loads(line) for line in f if line.strip()]

    async def one(q):
        kwargs = {"query": q["query"], "project": q["project"], "search_type": q["mode"],
                  "output_format": "json", "page_size": q["limit"]}
        if q.get("min_similarity") is not None:
            kwargs["min_similarity"] = q["min_similarity"]
        t = time.perf_counter()
        result = await search_notes(**kwargs)
        ms = (time.perf_counter() - t) * 1000
        if not isinstance(result, dict):
            return {"id": q["id"], "ms": ms, "error": str(result)[:300], "hits": []}
        hits = [{"file": r.get("file_path"), "chunk": r.get("matched_chunk") or ""}
                for r in result.get("results", [])]
        return {"id": q["id"], "ms": ms, "hits": hits}

    async def main():
        warm = set()
        with open(out_path, "w", encoding="utf-8") as out:
            for q in queries:
                key = (q["mode"], q.get("min_similarity"))
                if key not in warm:  # a mode's first search loads its model: not timed
                    await one(q)
                    warm.add(key)
                out.write(json.dumps(await one(q)) + "\n")
                out.flush()

    run_with_cleanup(main())


if __name__ == "__main__":
    if sys.argv[1] == "probe":
        probe()
    elif sys.argv[1] == "cli":
        from basic_memory.cli.main import app
        sys.argv = ["basic-memory", *sys.argv[2:]]
        sys.exit(app())
    elif sys.argv[1] == "search":
        search(sys.argv[2], sys.argv[3])
'''


class BasicMemoryMissing(Exception):
    """No Python in the given folder can import basic-memory."""


class BasicMemoryFailed(Exception):
    """basic-memory ran but did not index or search."""


def venv_python(venv: Path) -> Path:
    for candidate in (venv / "bin" / "python", venv / "Scripts" / "python.exe"):
        if candidate.exists():
            return candidate
    return venv / "bin" / "python"


def check_basic_memory(venv: Path) -> Path:
    """The venv's Python, once it imports basic-memory; else ``BasicMemoryMissing``."""
    python = venv_python(venv)
    hint = (f"create it with: python3.12 -m venv {venv} && {venv}/bin/pip install "
            "basic-memory (it needs Python >= 3.12)")
    if not python.exists():
        raise BasicMemoryMissing(f"basic-memory is not importable: {venv} has no Python "
                                 f"(no {python}); {hint}")
    try:
        proc = subprocess.run([str(python), "-c", "import basic_memory"], capture_output=True,
                              text=True, timeout=300, stdin=subprocess.DEVNULL, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise BasicMemoryMissing(f"basic-memory is not importable with {python}: {e}; "
                                 f"{hint}") from None
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise BasicMemoryMissing(f"basic-memory is not importable with {python}: {last}; "
                                 f"{hint}")
    return python


class _BasicMemory:
    """basic-memory's command line and search tool, in its own venv, its state in ``root``."""

    def __init__(self, python: Path, root: Path) -> None:
        self.python = python
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        self.driver = root / "driver.py"
        self.driver.write_text(_DRIVER, encoding="utf-8")
        home = root / "home"
        home.mkdir(parents=True, exist_ok=True)
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith(("BASIC_MEMORY_", "FASTEMBED_", "XDG_"))}
        self.env.update({
            "HOME": str(home), "BASIC_MEMORY_CONFIG_DIR": str(root / "config"),
            "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
            "BASIC_MEMORY_NO_PROMOS": "1", "BASIC_MEMORY_AUTO_UPDATE": "false",
            "LOGFIRE_IGNORE_NO_CONFIG": "1", "PYTHONIOENCODING": "utf-8",
        })

    def use_model_cache(self, cache: Path, model: str) -> None:
        self.env.update({"BASIC_MEMORY_SEMANTIC_EMBEDDING_MODEL": model,
                         "BASIC_MEMORY_SEMANTIC_EMBEDDING_CACHE_DIR": str(cache),
                         "FASTEMBED_CACHE_PATH": str(cache)})

    def run(self, *args: str, timeout: float = 3600) -> subprocess.CompletedProcess[str]:
        try:
            proc = subprocess.run([str(self.python), str(self.driver), *args],
                                  capture_output=True, text=True, env=self.env,
                                  cwd=self.root, timeout=timeout, stdin=subprocess.DEVNULL,
                                  check=False)
        except subprocess.TimeoutExpired:
            raise BasicMemoryFailed(f"basic-memory {args[:3]} took over {timeout:.0f} s") from None
        if proc.returncode != 0:
            tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-8:])
            raise BasicMemoryFailed(f"basic-memory {' '.join(args[:3])} exited "
                                    f"{proc.returncode}:\n{tail}")
        return proc

    def probe(self) -> dict[str, Any]:
        out = self.run("probe", timeout=300).stdout.strip().splitlines()
        return cast("dict[str, Any]", json.loads(out[-1]))


def minilm_fastembed_cache(cache: Path) -> Path:
    """all-MiniLM-L6-v2 as FastEmbed finds it offline: Musubi's fp32 ONNX export (token states
    out, mean-pooled and normalised by FastEmbed as by Musubi) and the bundled tokenizer, cut
    at the model's 256 word pieces as sentence-transformers and Musubi cut."""
    from ..config import model_cache_root
    from ..index.embeddings import FP32_FILE, ensure_exported, model_dir

    onnx = ensure_exported(model_cache_root()) / FP32_FILE
    src = model_dir()
    repo = cache / FASTEMBED_REPO
    snap = repo / "snapshots" / LOCAL_REVISION
    snap.mkdir(parents=True, exist_ok=True)
    (repo / "refs").mkdir(exist_ok=True)
    (repo / "refs" / "main").write_text(LOCAL_REVISION, encoding="utf-8")
    for target, name in ((onnx, "model.onnx"), (src / "tokenizer.json", "tokenizer.json"),
                         (src / "config.json", "config.json"),
                         (src / "special_tokens_map.json", "special_tokens_map.json")):
        try:
            (snap / name).symlink_to(target)
        except OSError:
            shutil.copyfile(target, snap / name)
    tok = json.loads((src / "tokenizer_config.json").read_text(encoding="utf-8"))
    st = json.loads((src / "sentence_bert_config.json").read_text(encoding="utf-8"))
    tok["model_max_length"] = int(st.get("max_seq_length", 256))
    (snap / "tokenizer_config.json").write_text(json.dumps(tok), encoding="utf-8")
    return cache


def _note_files(vault: Path) -> dict[str, Path]:
    """Musubi's note of each conversation id."""
    out: dict[str, Path] = {}
    for path in vault.rglob("*.md"):
        with path.open(encoding="utf-8") as f:
            head = f.read(4096)
        m = _MUSUBI_ID.search(head.split("\n---", 1)[0])
        if m:
            out[m.group("id").strip()] = path
    return out


class _Notes:
    """The session notes as basic-memory holds them: file -> conversation -> turns."""

    def __init__(self, convs: list[Conversation], vault: Path, dest: Path) -> None:
        files = _note_files(vault)
        self.by_file: dict[tuple[str, str], str] = {}
        self.turns: dict[str, list[str]] = {}
        self.blocks: dict[str, dict[str, str]] = {}
        self.folders: dict[str, Path] = {}
        for conv in convs:
            src = files.get(conv.id)
            if src is None:
                raise BasicMemoryFailed(f"Musubi wrote no note for {conv.id}")
            project = str(conv.project)
            folder = self.folders.setdefault(project, dest / project)
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, folder / src.name)
            self.by_file[(project, src.name)] = conv.id
            dias = [m.id.rsplit("#", 1)[1] for m in conv.messages]
            self.turns[conv.id] = dias
            self.blocks[conv.id] = {block_id(m.id): d for m, d in zip(conv.messages, dias,
                                                                       strict=True)}

    def ranked(self, project: str, hits: list[dict[str, str]]) -> tuple[list[str], bool]:
        """dia_ids in rank order: the turns of each note's matched passage, or, for a note
        returned without one, all its turns in order. Also whether any passage was given."""
        out: list[str] = []
        passages = False
        for i, hit in enumerate(hits):
            cid = self.by_file.get((project, str(hit.get("file") or "").split("/")[-1]))
            if cid is None:
                out.append(f"X{i}:0")  # not one of this conversation's notes: a miss
                continue
            blocks = self.blocks[cid]
            inside = [blocks[b] for b in _BLOCK.findall(hit.get("chunk") or "") if b in blocks]
            passages = passages or bool(inside)
            out.extend(dict.fromkeys(inside) if inside else self.turns[cid])
        return out, passages


def _bm_runs(vectors: bool) -> list[dict[str, Any]]:
    runs: list[dict[str, Any]] = [{"label": "text", "mode": "text", "min_similarity": None}]
    if vectors:
        runs += [{"label": "hybrid", "mode": "hybrid", "min_similarity": None},
                 {"label": "hybrid, min sim 0", "mode": "hybrid", "min_similarity": 0.0},
                 {"label": "vector, min sim 0", "mode": "vector", "min_similarity": 0.0}]
    return runs


def _questions(items: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any], list[str]]]:
    out = []
    for sample in items:
        known = {t["dia_id"] for k, v in sample["conversation"].items()
                 if re.fullmatch(r"session_\d+", k) and isinstance(v, list) for t in v}
        for qa in sample["qa"]:
            gold = evidence(qa, known)
            if gold:
                out.append((str(sample["sample_id"]), qa, gold))
    return out


def _figures(rows: list[tuple[int, dict[str, float], float]]) -> dict[str, Any]:
    """As ``locomo.evaluate`` sums up: categories 1-4 at the top, all of them beside."""
    per_cat: dict[int, list[dict[str, float]]] = {}
    lat_cat: dict[int, list[float]] = {}
    for cat, s, ms in rows:
        per_cat.setdefault(cat, []).append(s)
        lat_cat.setdefault(cat, []).append(ms)
    head = [r for c in (1, 2, 3, 4) for r in per_cat.get(c, [])]
    head_lat = [x for c in (1, 2, 3, 4) for x in lat_cat.get(c, [])]
    return {**_summary(head, head_lat),
            "all_categories": _summary([s for _, s, _ in rows], [ms for _, _, ms in rows]),
            "by_category": {str(c): _summary(per_cat[c], lat_cat[c]) for c in sorted(per_cat)}}


def _index_basic_memory(bm: _BasicMemory, notes: _Notes, vectors: bool,
                        log: Callable[[str], None]) -> tuple[float, list[str]]:
    t0 = time.perf_counter()
    problems: list[str] = []
    for project, folder in notes.folders.items():
        t = time.perf_counter()
        proc = bm.run("cli", "project", "add", project, str(folder))
        text = proc.stdout + proc.stderr
        m = re.search(r"(\d+)\s+entities\s+embedded,\s+(\d+)\s+skipped,\s+(\d+)\s+errors", text)
        if vectors and (m is None or int(m.group(3))):
            problems.append(f"{project}: embeddings incomplete")
        log(f"basic-memory indexed {project} ({len(list(folder.glob('*.md')))} notes) in "
            f"{time.perf_counter() - t:.1f} s" + (f", {m.group(1)} embedded" if m else ""))
    return time.perf_counter() - t0, problems


def run_side_by_side(data: Path, venv: Path, *, samples: int | None = None,
                     log: Callable[[str], None] = print) -> dict[str, Any]:
    python = check_basic_memory(venv)
    items = json.loads(data.read_text(encoding="utf-8"))
    if samples:
        items = items[:samples]
    questions = _questions(items)
    convs = list(conversations(items))
    out: dict[str, Any] = {"samples": len(items), "sessions": len(convs), "scope": "scoped",
                           "questions_with_evidence": len(questions)}
    with tempfile.TemporaryDirectory(prefix="musubi-side-by-side-") as tmp:
        work = Path(tmp)
        # basic-memory first: a venv that cannot run it stops the run before Musubi's build.
        bm = _BasicMemory(python, work / "basic-memory")
        caveats: list[str] = []
        try:
            cache = minilm_fastembed_cache(work / "basic-memory" / "fastembed")
            bm.use_model_cache(cache, MINILM)
            model_ok = True
        except (OSError, RuntimeError, ValueError, ImportError) as e:
            caveats.append(f"no local all-MiniLM-L6-v2 for basic-memory ({e}): keyword only")
            model_ok = False
        probe = bm.probe()
        vectors = model_ok and bool(probe.get("vectors"))
        if model_ok and not probe.get("vectors"):
            caveats.append("basic-memory's Python cannot load SQLite extensions (sqlite-vec) "
                           "and pysqlite3 is not in its venv: its vector search is off, "
                           "keyword only")

        # Musubi: its LoCoMo benchmark's own build and evaluation.
        engine, info = build(items, work / "musubi", log=log)
        try:
            out["musubi"] = {mode: evaluate(engine, items, "scoped", mode)
                             for mode in ("hybrid", "keyword")}
            out["musubi_settings"] = {"embedder": info["provider_id"],
                                      "embed_backend": info["embed_backend"],
                                      "passages": info["passages"],
                                      "index_build_s": info["index_build_s"]}
        finally:
            engine.close()
        for mode, r in out["musubi"].items():
            log(f"musubi {mode}: turn R@10 {r.get('turn_recall@10')}, "
                f"session R@10 {r.get('session_recall@10')}")

        # basic-memory: the same note files, one project per LoCoMo conversation.
        notes = _Notes(convs, work / "musubi" / "vault", work / "basic-memory" / "notes")
        log(f"basic-memory {probe.get('version')} ({probe.get('sqlite')}), vectors "
            f"{'on' if vectors else 'off'}; indexing {len(notes.folders)} projects ...")
        index_s, problems = _index_basic_memory(bm, notes, vectors, log)
        caveats += [f"basic-memory {p}" for p in problems]

        runs = _bm_runs(vectors)
        queries = work / "basic-memory" / "queries.jsonl"
        with queries.open("w", encoding="utf-8") as f:
            for r, run in enumerate(runs):
                for q, (sid, qa, _) in enumerate(questions):
                    f.write(json.dumps({"id": f"{r}:{q}", "query": str(qa["question"]),
                                        "project": sid, "mode": run["mode"],
                                        "min_similarity": run["min_similarity"],
                                        "limit": LIMIT}) + "\n")
        answers_path = work / "basic-memory" / "answers.jsonl"
        log(f"basic-memory: {len(questions) * len(runs)} searches "
            f"({', '.join(r['label'] for r in runs)}) ...")
        bm.run("search", str(queries), str(answers_path), timeout=6 * 3600)
        answers = {}
        with answers_path.open(encoding="utf-8") as f:
            for line in f:
                a = json.loads(line)
                answers[a["id"]] = a

        out["basic_memory"] = {}
        for r, run in enumerate(runs):
            rows = []
            errors = with_passage = 0
            for q, (sid, qa, gold) in enumerate(questions):
                a = answers.get(f"{r}:{q}", {"ms": 0.0, "hits": [], "error": "no answer"})
                errors += bool(a.get("error"))
                ranked, passage = notes.ranked(sid, a["hits"])
                with_passage += passage
                rows.append((int(qa["category"]), score(ranked, gold), float(a["ms"])))
            figures = _figures(rows)
            figures["mode"] = run["mode"]
            figures["min_similarity"] = (BM_DEFAULT_MIN_SIMILARITY if run["min_similarity"]
                                         is None and run["mode"] != "text"
                                         else run["min_similarity"])
            figures["answers_with_a_passage"] = round(with_passage / max(1, len(rows)), 4)
            figures["errors"] = errors
            figures["mean_notes_returned"] = round(statistics.fmean(
                len(answers.get(f"{r}:{q}", {}).get("hits", [])) for q in range(len(questions))
            ), 2) if questions else 0
            out["basic_memory"][run["label"]] = figures
            log(f"basic-memory {run['label']}: turn R@10 {figures.get('turn_recall@10')}, "
                f"session R@10 {figures.get('session_recall@10')}")
        out["basic_memory_settings"] = {
            "version": probe.get("version"), "sqlite": probe.get("sqlite"),
            "projects": len(notes.folders), "notes": len(notes.by_file),
            "index_build_s": round(index_s, 1), "page_size": LIMIT,
            "entity_types": "default (whole notes)",
            "embedder": f"{MINILM} via fastembed (Musubi's fp32 ONNX export, 256 word pieces)"
                        if vectors else None}
    out["caveats"] = caveats + _standing_caveats(vectors, probe.get("sqlite") == "pysqlite3")
    return out


def _standing_caveats(vectors: bool, pysqlite: bool) -> list[str]:
    out = ["basic-memory's default embedder (bge-small-en-v1.5) cannot be downloaded offline: "
           + ("its vectors here are all-MiniLM-L6-v2, the model Musubi uses; its default "
              f"vector threshold ({BM_DEFAULT_MIN_SIMILARITY}) was set for bge-small, so a "
              "run with the threshold off is shown too" if vectors else
              "only its keyword (FTS5) search ran"),
           "basic-memory returns notes (one per LoCoMo session), each with the passage its "
           "vectors matched (its best ~900-character chunks, ~3,000 characters) when they found "
           "one: turn figures credit the turns of that passage, or every turn of a note "
           "returned without one in note order; session figures compare like with like",
           "basic-memory's text search asks for every word of the question (prefix-matched) "
           "and, only when that finds nothing, for any word but stop words",
           "both tools read Musubi's rendering of each session (front matter, one header per "
           "turn with its dia_id and block id); each is scoped to the LoCoMo conversation "
           "(Musubi: project filter; basic-memory: one project per conversation)",
           "latency: one warm search inside each tool's own process (Musubi: Engine.search; "
           "basic-memory: its search_notes tool, including its in-process API call), one "
           "query at a time on this machine"]
    if vectors:
        out.append("Musubi embeds with its default backend (int8 ONNX when available); "
                   "basic-memory with the fp32 ONNX export of the same model")
    if pysqlite:
        out.append("basic-memory's Python could not load SQLite extensions: pysqlite3 from "
                   "its venv stood in for sqlite3 so that sqlite-vec loads")
    return out
