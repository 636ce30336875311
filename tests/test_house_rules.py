"""The rules of the house (design card), read from the code's imports, so a change that breaks
one fails here instead of waiting for a reviewer:

- the front doors (the CLI, the MCP server, the daemon, the hooks, the benchmarks) may use the
  Engine; nothing below them imports the Engine or a front door;
- the vault, the model and the config (the floor) import no service;
- only the index touches Chroma;
- a private name (``_x``) is not imported from another package of Musubi's.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "musubi_daemon"
FRONT = {"cli", "mcp", "daemon", "hooks", "bench", "__main__"}
FLOOR = {"vault", "model", "config", "config_file", "errors", "progress", "redact",
         "cleaning", "agents", "jsonish", "locking"}


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _imports(name: str) -> Iterator[tuple[str, list[str], int]]:
    """(imported module, the names taken from it, line) of every import in module ``name``,
    as a dotted path inside the package ("" for the package itself; "chromadb" outside it)."""
    path = MODULES[name]
    here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, [], node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                target = node.module or ""
                if target.startswith("musubi_daemon"):
                    target = target.removeprefix("musubi_daemon").lstrip(".")
                else:
                    yield target, [a.name for a in node.names], node.lineno
                    continue
            else:
                base = here[:len(here) - (node.level - 1)] if node.level > 1 else here
                target = ".".join([*base, *([node.module] if node.module else [])])
            yield "musubi:" + target, [a.name for a in node.names], node.lineno


def _top(name: str) -> str:
    return name.removeprefix("musubi:").split(".")[0]


def _package(name: str) -> str:
    """The subpackage a module is in ("" for the modules at the package's root)."""
    top = _top(name)
    return top if (PACKAGE / top).is_dir() else ""


def _found(rule: str) -> list[str]:
    out = []
    for name in sorted(MODULES):
        for target, names, line in _imports(name):
            inside = target.startswith("musubi:")
            if rule == "front" and inside and _top(name) not in FRONT | {"engine"} \
                    and _top(target) in FRONT | {"engine"}:
                out.append(f"{name}:{line} imports {target}")
            if rule == "floor" and inside and _top(name) in FLOOR \
                    and _top(target) not in FLOOR and _top(target):
                out.append(f"{name}:{line} imports {target}")
            if rule == "chroma" and target.split(".")[0] == "chromadb" \
                    and _top(name) not in ("index", "bench"):
                out.append(f"{name}:{line} imports {target}")
            if rule == "private" and inside and _package(target) != _package(name):
                out += [f"{name}:{line} takes {n} from {target}" for n in names
                        if n.startswith("_") and not n.startswith("__")]
    return out


def test_nothing_below_the_front_doors_imports_the_engine_or_a_front_door() -> None:
    assert _found("front") == []


def test_the_floor_imports_no_service() -> None:
    assert _found("floor") == []


def test_only_the_index_touches_chroma() -> None:
    assert _found("chroma") == []


def test_no_private_name_crosses_a_package() -> None:
    assert _found("private") == []


def test_the_rules_see_what_they_should() -> None:
    """A rule that reads nothing passes for nothing: each sees imports of its kind."""
    seen = {t for n in MODULES for t, _, _ in _imports(n)}
    assert "chromadb" in seen and "musubi:engine" in seen
    assert len(MODULES) > 100
    assert any(_top(n) == "vault" for n in MODULES) and any(_top(n) == "cli" for n in MODULES)


MODULE_MAX_LINES = 600  # issue 39's bound: a module a newcomer can read in one sitting


def test_no_module_is_over_six_hundred_lines() -> None:
    """The labelled sets under ``bench/`` are data, not code to read, and are left out."""
    long = {p.relative_to(PACKAGE).as_posix(): n for p in sorted(PACKAGE.rglob("*.py"))
            if "bench" not in p.relative_to(PACKAGE).parts
            and (n := len(p.read_text(encoding="utf-8").splitlines())) > MODULE_MAX_LINES}
    assert long == {}, long
    assert len(list(PACKAGE.rglob("*.py"))) > 100  # the walk read the package
