"""The CLI's way to the running daemon's warm Engine: a search there takes milliseconds,
where a fresh process spends seconds loading the embedder first."""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from pathlib import Path

from ..errors import KINDS, Failure, Reported
from ..jsonish import JSON, JSONObject
from ..runtime import bearer, read_token, running

# Long enough for an answer written by a local model.
TIMEOUT_S = 300.0


def call(cache_dir: Path, op: str, payload: JSONObject, timeout: float = TIMEOUT_S
         ) -> JSON | None:
    """The daemon's answer, or None when no daemon serves this vault, when its Engine is
    taken by a long job, or when it failed by a bug (the caller then does the work itself). A
    failure the person can act on (a bad request, a busy vault, a full disk) raises
    ``Reported`` with the daemon's words and kind, so the CLI says what it would have said
    without the daemon."""
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
            answer = json.loads(e.read())
            reason, kind = str(answer.get("error", e)), answer.get("kind")
        except (ValueError, AttributeError):
            reason, kind = str(e), None
        if kind is None and e.code == 400:  # a daemon of a version that did not say the kind
            kind = "usage"
        if kind in KINDS and e.code != 503:
            raise Reported(Failure(kind, reason)) from e
        return None
    except (urllib.error.URLError, OSError, ValueError):
        return None
