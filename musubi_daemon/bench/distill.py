"""``musubi-bench distill``: the distill harness's own cost, against an instant local model.

The model here answers at once with a fixed valid note, so the figures measure Musubi's side
(sampling, prompts, litellm, parsing, merges, git), not a model's decode speed.
"""

from __future__ import annotations

import json
import random
import tempfile
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ..config import Config
from ..model import Conversation, Message
from .ingest import _sentence

ANSWER = {"title": "Tile cache", "summary": "Compared cache keys. Dropped the build hash.",
          "key_points": ["The key held the build hash"], "entities": ["Trailmap"],
          "decisions": ["Drop the build hash from the cache key"], "facts": [],
          "actions": ["Purge the CDN once"], "topics": ["caching"]}


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _send(self, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._send({"object": "list", "data": [{"id": "bench", "object": "model"}]})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        prompt = sum(len(str(m.get("content", ""))) for m in body.get("messages", [])) // 4
        content = json.dumps(ANSWER)
        self._send({"id": "bench", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", "bench"),
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": prompt, "completion_tokens": len(content) // 4,
                              "total_tokens": prompt + len(content) // 4}})


def _library(n: int, seed: int = 3) -> list[Conversation]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        cid = f"synthetic:{i:05d}"
        msgs = [Message(id=f"{cid}#{j}", role="user" if j % 2 == 0 else "assistant",
                        text=" ".join(_sentence(rng, rng.randint(10, 20)) for _ in range(12)),
                        created_at="2026-01-05T10:00:00Z") for j in range(6)]
        out.append(Conversation(id=cid, source="synthetic", title=f"Session {i}", project=None,
                                created_at="2026-01-05T10:00:00Z",
                                updated_at="2026-01-05T10:30:00Z", source_ref=f"bench#{i}",
                                messages=msgs))
    return out


def run_distill_bench(n: int, log: Callable[[str], None] = print) -> dict[str, Any]:
    from ..engine import Engine

    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        with tempfile.TemporaryDirectory(prefix="musubi-bench-distill-") as tmp:
            base = Path(tmp)
            engine = Engine(Config(vault=base / "vault", cache_dir_override=base / "cache",
                                   index_on_ingest=False), create=True)
            engine.init_vault(base / "vault", remember=False)
            log(f"writing {n} synthetic conversations ...")
            engine.write_conversations("synthetic", _library(n))
            log("distilling against an instant local model ...")
            r = engine.distill(model="openai/bench", api_base=url)
            engine.close()
    finally:
        server.shutdown()
    notes = r.by_model + r.by_heuristic
    return {"conversations": n, "by_model": r.by_model, "by_heuristic": r.by_heuristic,
            "seconds": round(r.seconds, 2), "notes_per_s": round(notes / r.seconds, 1),
            "prompt_tokens_per_note": round(r.prompt_tokens / max(r.by_model, 1)),
            "completion_tokens_per_note": round(r.completion_tokens / max(r.by_model, 1)),
            "commit": bool(r.commit)}
