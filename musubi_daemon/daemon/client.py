"""The CLI's way to the running daemon's warm Engine: a search there takes milliseconds,
where a fresh process spends seconds loading the embedder first."""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from ..runtime import bearer, read_token, running

# Long enough for an answer written by a local model.
TIMEOUT_S = 300.0


def call(cache_dir: Path, op: str, payload: dict[str, Any], timeout: float = TIMEOUT_S
         ) -> Any | None:
    """The daemon's answer, or None when no daemon serves this vault (the caller then does
    the work itself). A request the daemon rejects raises ValueError with its reason."""
    if os.environ.get("MUSUBI_NO_DAEMON") == "1":
        return None

    info = running(cache_dir)
    port = info.get("port") if info else None
    token = read_token(cache_dir)
    if not port or not token:
        return None
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/{op}", data=json.dumps(payload).encode("utf-8"),
        headers={"Content-Type": "application/json", **bearer(token)},
        method="POST")
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(request, timeout=timeout) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as e:
        try:
            reason = json.loads(e.read()).get("error", str(e))
        except ValueError:
            reason = str(e)
        if e.code == 400:
            raise ValueError(reason) from e
        return None
    except (urllib.error.URLError, OSError, ValueError):
        return None
