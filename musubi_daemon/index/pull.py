"""``musubi models pull``: the one place Musubi goes online, to fetch a model a person asked for.

Everything else loads models from local folders with the hub switched off. A pull lifts that
for itself only (huggingface_hub's offline switch, for the length of the download), fetches
into a temp folder beside the target, checks that the model loads, writes its manifest and
renames it into place: a failed or interrupted pull leaves nothing a later run could mistake
for a model.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .models import KINDS, MANIFEST_FILE, LocalModel, is_hub_id, pulled_dir

# Weights in formats Musubi never loads (TensorFlow, Flax, Rust, ONNX, OpenVINO, Core ML,
# GGUF): a hub repo often carries several copies of the model, each as large as the one used.
IGNORE_PATTERNS = ["*.h5", "*.msgpack", "*.ot", "*.tflite", "*.onnx", "*.onnx_data",
                   "onnx/*", "openvino/*", "coreml/*", "*.mlmodel", "*.mlpackage/*", "*.gguf"]
# ... and the PyTorch pickle when the repo also has safetensors (the same weights, safer).
PICKLE_PATTERNS = ["pytorch_model*.bin", "*.pt"]
# Seconds to wait for the hub to answer a request before a pull says it cannot reach it.
CONNECT_TIMEOUT_S = 10.0


class PullError(Exception):
    """A pull that cannot be done; the message says why and what to try."""


@contextlib.contextmanager
def _online() -> Iterator[None]:
    """huggingface_hub reads HF_HUB_OFFLINE once, at import (Musubi sets it): lift it for the
    length of one pull, in this process only, and put it back."""
    from huggingface_hub import constants

    was = constants.HF_HUB_OFFLINE
    constants.HF_HUB_OFFLINE = False
    try:
        yield
    finally:
        constants.HF_HUB_OFFLINE = was


def endpoint() -> str:
    """The hub a pull talks to: HF_ENDPOINT (a mirror) or huggingface.co."""
    return (os.environ.get("HF_ENDPOINT") or "https://huggingface.co").rstrip("/")


def _network(e: BaseException) -> bool:
    """A failure to reach the hub (refused, timed out, DNS, offline), not an answer from it."""
    return isinstance(e, OSError) or type(e).__module__.split(".")[0] in (
        "httpx", "httpx2", "httpcore", "requests", "urllib3")


def _explain(name: str, e: BaseException) -> PullError:
    from huggingface_hub.errors import (
        GatedRepoError,
        HfHubHTTPError,
        RepositoryNotFoundError,
        RevisionNotFoundError,
    )

    where = endpoint()
    if isinstance(e, GatedRepoError):
        return PullError(f"{name} at {where} is gated: accept its terms on the hub and set "
                         "HF_TOKEN, then pull again")
    if isinstance(e, RevisionNotFoundError):
        return PullError(f"{name} at {where} has no such revision")
    if isinstance(e, RepositoryNotFoundError):
        return PullError(f"there is no model {name} at {where} (or it is private: set HF_TOKEN)")
    if isinstance(e, HfHubHTTPError):
        status = getattr(getattr(e, "response", None), "status_code", "?")
        return PullError(f"{where} answered HTTP {status} for {name}: try again later")
    reason = str(e).splitlines()[0] if str(e) else type(e).__name__
    return PullError(f"cannot reach {where} to pull {name} ({reason}): `musubi models pull` "
                     "needs the internet, or HF_ENDPOINT set to a hub mirror you can reach")


def detect_kind(folder: Path) -> str:
    """A sequence classifier is a cross-encoder unless its modules pool token vectors into an
    embedding; anything else is an embedder."""
    try:
        config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
        modules = (folder / "modules.json").read_text(encoding="utf-8") \
            if (folder / "modules.json").is_file() else ""
    except (OSError, ValueError):
        return "embedder"
    archs = config.get("architectures") or []
    classifier = any(str(a).endswith("ForSequenceClassification") for a in archs)
    return "reranker" if classifier and "Pooling" not in modules else "embedder"


def _check_loads(name: str, folder: Path, kind: str) -> dict[str, Any]:
    """Load the model as Musubi will, offline, before it is kept: its facts for the manifest."""
    model = LocalModel(name, folder, name)
    try:
        if kind == "embedder":
            from .embeddings import ModelEmbedder

            emb = ModelEmbedder(model)
            return {"dim": emb.dim, "max_tokens": emb.max_tokens}
        from .rerank import Reranker

        Reranker(model)
        return {}
    except Exception as e:  # whatever a broken or foreign repo makes the loaders raise
        raise PullError(f"{name} downloaded but does not load as a sentence-transformers "
                        f"{kind} ({str(e).splitlines()[0] if str(e) else type(e).__name__})"
                        ) from e


def pull(name: str, cache_root: Path, kind: str | None = None, revision: str | None = None,
         tqdm_class: Any = None) -> dict[str, Any]:
    """Download hub model ``name`` into the model cache; the manifest of what was kept."""
    from .embeddings import file_lock

    if not is_hub_id(name):
        raise PullError(f"{name!r} is not a hub id like cross-encoder/ms-marco-MiniLM-L-6-v2 "
                        "(a folder on this machine needs no pull: put its path in the config)")
    if kind is not None and kind not in KINDS:
        raise PullError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    target = pulled_dir(cache_root, name)
    parent = target.parent
    parent.mkdir(parents=True, exist_ok=True)
    with file_lock(parent / f".{target.name}.lock"):
        for stale in parent.glob(f".{target.name}.tmp-*"):  # left by a killed pull
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=parent))
        try:
            manifest = _download(name, tmp, kind, revision, tqdm_class)
            (tmp / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2), encoding="utf-8")
            if target.exists():  # an older pull: moved aside, then dropped
                old = parent / f".{target.name}.old-{os.getpid()}"
                os.replace(target, old)
                shutil.rmtree(old, ignore_errors=True)
            os.replace(tmp, target)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    return manifest | {"path": str(target)}


def _download(name: str, into: Path, kind: str | None, revision: str | None,
              tqdm_class: Any) -> dict[str, Any]:
    from huggingface_hub import HfApi, snapshot_download

    hub_cache = into / ".hub-cache"  # the hub's own cache stays in the temp folder, not ~
    with _online():
        try:
            info = HfApi(endpoint=endpoint()).model_info(name, revision=revision,
                                                         timeout=CONNECT_TIMEOUT_S)
            files = [s.rfilename for s in (info.siblings or [])]
            ignore = list(IGNORE_PATTERNS)
            if any(f.endswith(".safetensors") for f in files):
                ignore += PICKLE_PATTERNS
            snapshot_download(name, revision=info.sha, local_dir=into, cache_dir=hub_cache,
                              ignore_patterns=ignore, tqdm_class=tqdm_class,
                              endpoint=endpoint(), etag_timeout=CONNECT_TIMEOUT_S)
        except Exception as e:
            from huggingface_hub.errors import HfHubHTTPError

            if isinstance(e, HfHubHTTPError) or _network(e):
                raise _explain(name, e) from e
            raise
    for extra in (hub_cache, into / ".cache"):  # download bookkeeping, not the model
        shutil.rmtree(extra, ignore_errors=True)
    if not (into / "config.json").is_file():
        raise PullError(f"{name} has no config.json: not a transformers model Musubi can load")
    found = detect_kind(into)
    kind = kind or found
    facts = _check_loads(name, into, kind)
    return {"name": name, "kind": kind, "revision": info.sha, "endpoint": endpoint(),
            "pulled": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "files": sorted(p.relative_to(into).as_posix() for p in into.rglob("*")
                            if p.is_file()), **facts}
