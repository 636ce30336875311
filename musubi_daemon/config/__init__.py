"""One typed configuration: defaults here, then the TOML file, then ``MUSUBI_*`` variables.

Every threshold Musubi uses lives in this package with the reason for its value beside it, in
the module of the part it tunes (``writing``, ``distilling``, ``searching``, ``library``,
``lifecycle``); all are read from here, as ``config.NAME``, so a test that sets one sets it
for every reader.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import sys
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

# The rest are read through this package by every module: ``config.NAME``.
from .distilling import *  # noqa: F403
from .distilling import LLM_API_BASE, LLM_MODEL
from .library import *  # noqa: F403
from .lifecycle import *  # noqa: F403
from .searching import *  # noqa: F403
from .searching import INGEST_INDEX_SECONDS
from .writing import *  # noqa: F403
from .writing import LARGE_OUTPUT_CHARS, MUSUBI_FOLDER


def xdg_dir(var: str, fallback: str) -> Path:
    value = os.environ.get(var)
    return Path(value) if value else Path.home() / fallback


def default_cache_root() -> Path:
    if sys.platform == "darwin" and not os.environ.get("XDG_CACHE_HOME"):
        return Path.home() / "Library" / "Caches" / "musubi"
    return xdg_dir("XDG_CACHE_HOME", ".cache") / "musubi"


# The cache holds the index, the ingest state, the journal and the logs: the text of every
# conversation. Only its owner may enter it, whatever the umask says (as ~/.ssh).
CACHE_DIR_MODE = 0o700


def private_dir(path: Path, *, narrow: bool = True) -> Path:
    """``path`` as a folder only its owner can enter: made 0700, or (with ``narrow``) narrowed
    to 0700 when an older version or a 022 umask left it open. A failure is left to the first
    real use of the folder, which says what is wrong with it."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        with contextlib.suppress(OSError):
            path.mkdir(mode=CACHE_DIR_MODE, parents=True, exist_ok=True)
            os.chmod(path, CACHE_DIR_MODE)  # mkdir's mode passes through the umask
        return path
    except OSError:
        return path
    mode = stat.S_IMODE(st.st_mode)
    if narrow and stat.S_ISDIR(st.st_mode) and mode & 0o077 and st.st_uid == os.getuid():
        with contextlib.suppress(OSError):
            os.chmod(path, mode & ~0o077)
    return path


def model_cache_root() -> Path:
    """Exported and pulled models, shared by every vault on the machine (they are the same)."""
    explicit = os.environ.get("MUSUBI_MODEL_DIR")
    return Path(explicit).expanduser() if explicit else default_cache_root()


def config_path() -> Path:
    explicit = os.environ.get("MUSUBI_CONFIG")
    if explicit:
        return Path(explicit).expanduser()
    return xdg_dir("XDG_CONFIG_HOME", ".config") / "musubi" / "config.toml"


def vault_key(vault: Path) -> str:
    """A cache folder name per vault: readable, and unique for vaults that share a name."""
    resolved = str(vault.expanduser().resolve())
    return f"{vault.name or 'vault'}-{hashlib.sha256(resolved.encode()).hexdigest()[:10]}"


class ConfigError(Exception):
    """The configuration cannot be used; the message says which file or variable and why."""


@dataclass
class Config:
    vault: Path | None = None
    musubi_folder: str = MUSUBI_FOLDER
    cache_dir_override: Path | None = None
    large_output_chars: int = LARGE_OUTPUT_CHARS
    fsync: bool = True
    # Per-source default paths from the config file's [sources] table.
    sources: dict[str, str] = field(default_factory=dict)
    # Folders holding an .aider.chat.history.md (Aider keeps history per repository).
    aider_projects: list[str] = field(default_factory=list)
    # A Chroma server instead of the embedded store (e.g. "http://127.0.0.1:8000").
    chroma_url: str | None = None
    # "auto" picks ONNX fp32 when it can be exported, else torch.
    embed_backend: str = "auto"
    # Another sentence-transformers embedder (a folder, or a hub id `musubi models pull` put on
    # this machine); empty: the bundled all-MiniLM-L6-v2 through ``embed_backend``.
    embed_model: str = ""
    # A cross-encoder for deep search and ask (folder or pulled hub id); empty: none.
    reranker: str = ""
    # Update the search index at the end of every ingest.
    index_on_ingest: bool = True
    # How long `musubi ingest` indexes, newest first, before it hands the rest of a long
    # first index to a background `musubi reindex --continue`.
    index_foreground_seconds: float = INGEST_INDEX_SECONDS
    llm_model: str = LLM_MODEL
    llm_api_base: str | None = LLM_API_BASE
    llm_api_key: str | None = None
    # Whether the MCP server offers `remember`, the one tool that writes (an episode note).
    mcp_allow_remember: bool = True
    # Browser origins (besides none and the server's own) whose pages may call the HTTP
    # server, e.g. "http://localhost:6274" for the MCP Inspector's web page.
    mcp_allowed_origins: list[str] = field(default_factory=list)
    # Distil what the daemon just ingested (off: a GPU is used on schedule or by command only).
    daemon_distill_on_change: bool = False
    file: Path | None = None

    @property
    def cache_dir(self) -> Path:
        """This vault's cache folder, private to its owner (see ``private_dir``)."""
        if self.cache_dir_override is not None:
            # A folder the person named and made stays as they made it; a new one is private.
            return private_dir(self.cache_dir_override, narrow=False)
        if self.vault is None:
            raise ConfigError("no vault configured")
        root = private_dir(default_cache_root())  # its folder names name the vaults
        return private_dir(root / vault_key(self.vault))

    def require_vault(self) -> Path:
        if self.vault is None:
            raise ConfigError(
                "no vault: pass --vault PATH, set MUSUBI_VAULT, or run `musubi init PATH`")
        return self.vault

    def existing_vault(self) -> Path:
        """The vault, which must be there: a mistyped path is said, never made."""
        vault = self.require_vault()
        if not vault.is_dir():
            what = "is not a folder" if vault.exists() else "does not exist"
            raise ConfigError(f"vault {vault} {what}: run `musubi init {vault}` to make it, "
                              "or pass the path of your vault")
        return vault

    def with_vault(self, vault: Path | None) -> Config:
        return replace(self, vault=vault.expanduser().resolve()) if vault else self


def read_config_file(path: Path) -> dict[str, Any]:
    """The TOML file as it stands ({} when there is none): what `config_file` rewrites."""
    if not path.exists():
        return {}
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except (tomllib.TOMLDecodeError, OSError) as e:
        raise ConfigError(f"{path}: cannot read config: {e}") from e


def load_config(vault: str | Path | None = None) -> Config:
    """Defaults, then the config file, then MUSUBI_* variables, then an explicit ``vault``."""
    path = config_path()
    data = read_config_file(path)
    cfg = Config(file=path)
    if "vault" in data:
        cfg.vault = Path(str(data["vault"])).expanduser()
    cfg.musubi_folder = str(data.get("musubi_folder", cfg.musubi_folder))
    if "cache_dir" in data:
        cfg.cache_dir_override = Path(str(data["cache_dir"])).expanduser()
    try:
        cfg.large_output_chars = int(data.get("large_output_chars", cfg.large_output_chars))
    except (TypeError, ValueError) as e:
        raise ConfigError(f"{path}: large_output_chars must be a number") from e
    cfg.fsync = bool(data.get("fsync", cfg.fsync))
    sources = data.get("sources", {})
    if not isinstance(sources, dict):
        raise ConfigError(f"{path}: [sources] must be a table of name = path")
    cfg.sources = {str(k): str(v) for k, v in sources.items()}
    aider = data.get("aider", {}).get("projects", [])
    cfg.aider_projects = [str(p) for p in aider]
    index = data.get("index", {})
    if not isinstance(index, dict):
        raise ConfigError(f"{path}: [index] must be a table")
    cfg.chroma_url = index.get("chroma_url") or None
    cfg.embed_backend = str(index.get("embed_backend", cfg.embed_backend))
    for key in ("embed_model", "reranker"):
        value = index.get(key, "")
        if not isinstance(value, str):
            raise ConfigError(f"{path}: [index] {key} must be a folder or a model name in "
                              'quotes, e.g. "cross-encoder/ms-marco-MiniLM-L-6-v2"')
        setattr(cfg, key, value.strip())
    cfg.index_on_ingest = bool(index.get("on_ingest", cfg.index_on_ingest))
    cfg.index_foreground_seconds = _seconds(index.get("foreground_seconds",
                                                      cfg.index_foreground_seconds),
                                            f"{path}: [index] foreground_seconds")
    llm = data.get("llm", {})
    if not isinstance(llm, dict):
        raise ConfigError(f"{path}: [llm] must be a table")
    cfg.llm_model = str(llm.get("model", cfg.llm_model))
    cfg.llm_api_base = llm.get("api_base", cfg.llm_api_base) or None
    cfg.llm_api_key = llm.get("api_key") or None
    daemon = data.get("daemon", {})
    if not isinstance(daemon, dict):
        raise ConfigError(f"{path}: [daemon] must be a table")
    cfg.daemon_distill_on_change = bool(daemon.get("distill_on_change", False))
    mcp = data.get("mcp", {})
    if not isinstance(mcp, dict):
        raise ConfigError(f"{path}: [mcp] must be a table")
    allow = mcp.get("allow_remember", cfg.mcp_allow_remember)
    if not isinstance(allow, bool):
        raise ConfigError(f"{path}: [mcp] allow_remember must be true or false")
    cfg.mcp_allow_remember = allow
    origins = mcp.get("allowed_origins", [])
    if not isinstance(origins, list) or not all(isinstance(o, str) for o in origins):
        raise ConfigError(f"{path}: [mcp] allowed_origins must be a list of origins, "
                          'e.g. ["http://localhost:6274"]')
    cfg.mcp_allowed_origins = [o.strip() for o in origins if o.strip()]

    env = os.environ
    if env.get("MUSUBI_VAULT"):
        cfg.vault = Path(env["MUSUBI_VAULT"]).expanduser()
    if env.get("MUSUBI_FOLDER"):
        cfg.musubi_folder = env["MUSUBI_FOLDER"]
    if env.get("MUSUBI_CHROMA_URL"):
        cfg.chroma_url = env["MUSUBI_CHROMA_URL"]
    if env.get("MUSUBI_INDEX_ON_INGEST"):
        cfg.index_on_ingest = env["MUSUBI_INDEX_ON_INGEST"].lower() not in ("0", "false", "no")
    if env.get("MUSUBI_INDEX_FOREGROUND_SECONDS"):
        cfg.index_foreground_seconds = _seconds(env["MUSUBI_INDEX_FOREGROUND_SECONDS"],
                                                "MUSUBI_INDEX_FOREGROUND_SECONDS")
    if env.get("MUSUBI_LLM_MODEL"):
        cfg.llm_model = env["MUSUBI_LLM_MODEL"]
    if env.get("MUSUBI_LLM_API_BASE"):
        cfg.llm_api_base = env["MUSUBI_LLM_API_BASE"]
    if env.get("MUSUBI_LLM_API_KEY"):
        cfg.llm_api_key = env["MUSUBI_LLM_API_KEY"]
    if env.get("MUSUBI_EMBED_BACKEND"):
        cfg.embed_backend = env["MUSUBI_EMBED_BACKEND"]
    # Set but empty: back to the bundled embedder, or no reranker, whatever the file says.
    if "MUSUBI_EMBED_MODEL" in env:
        cfg.embed_model = env["MUSUBI_EMBED_MODEL"].strip()
    if "MUSUBI_RERANKER" in env:
        cfg.reranker = env["MUSUBI_RERANKER"].strip()
    if env.get("MUSUBI_CACHE_DIR"):
        cfg.cache_dir_override = Path(env["MUSUBI_CACHE_DIR"]).expanduser()
    if env.get("MUSUBI_MCP_ALLOW_REMEMBER"):
        cfg.mcp_allow_remember = env["MUSUBI_MCP_ALLOW_REMEMBER"].lower() not in (
            "0", "false", "no")
    if vault:
        cfg.vault = Path(vault).expanduser()
    if cfg.vault is not None:
        cfg.vault = cfg.vault.resolve()
    return cfg


def _seconds(value: object, where: str) -> float:
    """A duration in seconds the person set: a number, 0 or more."""
    try:
        found = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError) as e:
        raise ConfigError(f"{where} must be a number of seconds, not {value!r}") from e
    if not found >= 0:
        raise ConfigError(f"{where} must be 0 or more seconds, not {value!r}")
    return found
