"""``musubi-bench phrases``: does a phrase a person remembers word for word find its note?

Phrases of five words are drawn at random (a fixed seed) from each library's short messages,
and each is searched as typed and in double quotes. A search scores at rank 1 when its first
note holds the phrase, and within 10 when one of its first ten notes does. Which notes hold a
phrase is read from the passages' own text, word by word, not from the keyword index, so the
check does not grade the index by itself.

Libraries: the mixed library of ``bench mixed`` (always), LoCoMo's conversations when its data
is given, and the demo histories of the repository's ``examples`` folder when it is there.
"""

from __future__ import annotations

import json
import random
import re
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config import Config

if TYPE_CHECKING:
    from ..engine import Engine

Log = Callable[[str], None]
_WORD = re.compile(r"\w+", re.UNICODE)
PHRASE_WORDS = 5
SHORT_MESSAGE_CHARS = 240  # a message of one or two lines, as people quote them
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "histories"
# The demo's sources, as `make demo` ingests them.
DEMO_SOURCES = (("claude-code", "claude-code"), ("chatgpt-export", "chatgpt-export"),
                ("claude-export", "claude-export"), ("cursor", "cursor/User"),
                ("antigravity", "antigravity/antigravity-cli"), ("codex", "codex"),
                ("gemini-cli", "gemini-cli"), ("aider", "aider/trailmap"))


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _holds(words: list[str], phrase: list[str]) -> bool:
    n = len(phrase)
    return any(words[i:i + n] == phrase for i in range(len(words) - n + 1))


def draw(passages: list[tuple[str, str, str]], n: int, seed: int = 11
         ) -> list[tuple[str, set[str]]]:
    """``n`` phrases from the short messages among ``passages`` (message id, note path,
    text), each with every note whose passages hold it. A phrase is the text between its
    first and last word as the person typed it, punctuation inside kept."""
    rng = random.Random(seed)
    per_note: dict[str, list[list[str]]] = {}
    for _mid, note, text in passages:
        per_note.setdefault(note, []).append(_words(text))
    short = sorted({(mid, note, text) for mid, note, text in passages
                    if len(text) <= SHORT_MESSAGE_CHARS
                    and len(_WORD.findall(text)) >= PHRASE_WORDS})
    rng.shuffle(short)
    out: list[tuple[str, set[str]]] = []
    seen: set[str] = set()
    for _mid, _note, text in short:
        spans = list(_WORD.finditer(text))
        start = rng.randrange(len(spans) - PHRASE_WORDS + 1)
        phrase = text[spans[start].start():spans[start + PHRASE_WORDS - 1].end()]
        key = " ".join(_words(phrase))
        if key in seen:
            continue
        seen.add(key)
        words = key.split()
        gold = {note for note, texts in per_note.items() if any(_holds(t, words) for t in texts)}
        out.append((phrase, gold))
        if len(out) >= n:
            break
    return out


def passages_of(engine: Engine) -> list[tuple[str, str, str]]:
    """Each whole message of a conversation that is one passage: (message id, note, text)."""
    rows = engine.index.keyword.db.execute(
        "SELECT message_id, note_path, text FROM chunks WHERE kind = 'conversation'"
        " AND message_id IS NOT NULL AND message_id IN (SELECT message_id FROM chunks"
        " WHERE message_id IS NOT NULL GROUP BY message_id HAVING count(*) = 1)")
    return [(str(m), str(p), str(t)) for m, p, t in rows]


def evaluate(engine: Engine, phrases: list[tuple[str, set[str]]], mode: str = "hybrid",
             log: Log | None = None) -> dict[str, Any]:
    """Top-1 and top-10 for each phrase searched as typed and quoted."""
    out: dict[str, Any] = {"phrases": len(phrases)}
    for how in ("plain", "quoted"):
        top1 = top10 = 0
        latencies: list[float] = []
        for phrase, gold in phrases:
            query = f'"{phrase}"' if how == "quoted" else phrase
            t = time.perf_counter()
            hits = engine.search(query, mode=mode, limit=10)
            latencies.append((time.perf_counter() - t) * 1000)
            notes = list(dict.fromkeys(h.note_path for h in hits))[:10]
            first = bool(notes) and notes[0] in gold
            top1 += first
            top10 += any(n in gold for n in notes)
            if log and not first:
                log(f"  {how} miss: {query!r}; first: {hits[0].title if hits else None!r}")
        n = max(1, len(phrases))
        out[how] = {"top1": round(top1 / n, 3), "top10": round(top10 / n, 3),
                    "p50_ms": round(statistics.median(latencies), 1) if latencies else None}
    return out


@contextmanager
def _engine(work: Path, embed_backend: str) -> Iterator[Any]:
    from ..engine import Engine

    vault = work / "vault"
    cfg = Config(vault=vault, cache_dir_override=work / "cache", fsync=False,
                 index_on_ingest=False, embed_backend=embed_backend)
    engine = Engine(cfg, create=True)
    engine.init_vault(vault, remember=False)
    try:
        yield engine
    finally:
        engine.close()


def _fill(name: str, engine: Engine, locomo: Path | None) -> None:
    if name == "mixed":
        from .mixed import build
        build(engine)
    elif name == "locomo":
        from .locomo import conversations
        assert locomo is not None
        items = json.loads(locomo.read_text(encoding="utf-8"))
        engine.write_conversations("locomo", list(conversations(items)))
    elif name == "demo":
        from ..ingest.reports import SourceSpec
        engine.ingest([SourceSpec(source, EXAMPLES / sub) for source, sub in DEMO_SOURCES],
                      index=False)


def libraries(locomo: Path | None) -> dict[str, str | None]:
    """Each library the bench can build, or why it is skipped."""
    return {"mixed": None,
            "locomo": None if locomo is not None and locomo.is_file()
            else "no LoCoMo data given (--locomo PATH/locomo10.json)",
            "demo": None if EXAMPLES.is_dir()
            else "the repository's examples folder is not here (an installed package)"}


def run_phrases(*, n: int = 50, locomo: Path | None = None, only: tuple[str, ...] = (),
                mode: str = "hybrid", embed_backend: str = "auto", log: Log = print,
                verbose: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, skipped in libraries(locomo).items():
        if only and name not in only:
            continue
        if skipped:
            log(f"{name}: skipped, {skipped}")
            out[name] = {"skipped": skipped}
            continue
        with tempfile.TemporaryDirectory(prefix=f"musubi-phrases-{name}-") as tmp, \
                _engine(Path(tmp), embed_backend) as engine:
            log(f"{name}: writing the library and indexing ...")
            _fill(name, engine, locomo)
            sync = engine.sync_index()
            phrases = draw(passages_of(engine), n)
            log(f"{name}: {sync.chunks_added} passages, {len(phrases)} phrases")
            out[name] = {"passages": sync.chunks_added,
                         **evaluate(engine, phrases, mode, log if verbose else None)}
    return out
