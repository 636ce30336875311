"""Models a person chose (an embedder, a cross-encoder): where they are on this machine.

A configured name is a folder, or a hub id that ``musubi models pull`` downloaded into the
machine's model cache. Nothing here goes online: a hub id never pulled is an error that names
the command to run.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..config import ConfigError

# Pulled models, relative to the model cache (beside the bundled model's ONNX export).
PULLED_SUBDIR = Path("models") / "pulled"
# Written last by a pull: a folder without it is not a finished download.
MANIFEST_FILE = "musubi-model.json"
KINDS = ("embedder", "reranker")
# Hub ids are "name" or "owner/name", of letters, digits, "-", "_" and ".".
_HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*(/[\w.-]+)?")
# Files whose sizes and dates say which weights a local folder holds (cheap, unlike a hash of
# the weights, which would cost seconds at every cold start).
_WEIGHTS = ("*.safetensors", "*.bin", "*.onnx", "config.json", "modules.json")


class ModelNotFound(ConfigError):
    """A configured model that is not on this machine; the message says how to get it."""


@dataclass(frozen=True)
class LocalModel:
    name: str  # as configured
    path: Path  # the folder sentence-transformers loads
    tag: str  # names these weights in provider ids: the hub id and revision, or folder+digest


def is_hub_id(name: str) -> bool:
    return bool(_HUB_ID.fullmatch(name)) and ".." not in name


def pulled_root(cache_root: Path) -> Path:
    return Path(cache_root) / PULLED_SUBDIR


def pulled_dir(cache_root: Path, name: str) -> Path:
    """Where a pull puts hub id ``name`` ("owner/name" -> "owner--name", as the hub's cache)."""
    return pulled_root(cache_root) / name.replace("/", "--")


def read_manifest(folder: Path) -> dict[str, Any] | None:
    try:
        data = json.loads((folder / MANIFEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _local_tag(folder: Path) -> str:
    """The folder's name and a digest of its weight files' names, sizes and dates: retrained
    or replaced weights get a new tag (so new vectors), a moved folder keeps it."""
    h = hashlib.sha256()
    for pattern in _WEIGHTS:
        for f in sorted(folder.rglob(pattern)):
            st = f.stat()
            h.update(f"{f.relative_to(folder).as_posix()}\0{st.st_size}\0{st.st_mtime_ns}\n"
                     .encode())
    return f"{folder.name}-{h.hexdigest()[:8]}"


def resolve(name: str, cache_root: Path, kind: str) -> LocalModel:
    """The local folder of the configured model ``name`` (a path, or a pulled hub id)."""
    what = "embedding model" if kind == "embedder" else "reranker"
    path = Path(name).expanduser()
    if path.is_dir():
        path = path.resolve()
        if not (path / "config.json").is_file():
            raise ModelNotFound(f"the {what} folder {path} has no config.json: give the folder "
                                "a sentence-transformers or transformers model was saved to")
        return LocalModel(name, path, _local_tag(path))
    if path.exists():
        raise ModelNotFound(f"the {what} {path} is a file: give the model's folder")
    folder = pulled_dir(cache_root, name)
    manifest = read_manifest(folder) if is_hub_id(name) else None
    if manifest is None:
        hint = (f"run `musubi models pull {name}` (the one command that goes online)"
                if is_hub_id(name) else "give the path of a folder that holds the model")
        raise ModelNotFound(f"the {what} {name!r} is not on this machine (no folder {path} "
                            f"and never pulled): {hint}")
    revision = str(manifest.get("revision") or "")[:12]
    return LocalModel(name, folder, f"{name}@{revision}" if revision else name)


def pulled(cache_root: Path) -> list[dict[str, Any]]:
    """Every finished pull: its hub id, kind, revision, folder and size."""
    root = pulled_root(cache_root)
    out = []
    for folder in sorted(root.iterdir()) if root.is_dir() else []:
        if folder.name.startswith(".") or not folder.is_dir():  # locks, a pull under way
            continue
        manifest = read_manifest(folder)
        if manifest is None:
            continue
        size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
        out.append({"name": manifest.get("name", folder.name), "kind": manifest.get("kind"),
                    "revision": manifest.get("revision"), "pulled": manifest.get("pulled"),
                    "path": str(folder), "bytes": size})
    return out
