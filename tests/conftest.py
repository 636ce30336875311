"""Shared test set-up: an offline environment and the real fixtures in ../shared when present."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


def shared_root() -> Path | None:
    root = Path(os.environ.get("MUSUBI_SHARED", str(ROOT.parent / "shared")))
    return root if root.is_dir() else None


@pytest.fixture(scope="session")
def shared() -> Path:
    """The real fixtures; skipped with a reason when absent, a failure where CI requires them."""
    root = shared_root()
    if root is None:
        if os.environ.get("MUSUBI_REQUIRE_SHARED") == "1":
            pytest.fail("MUSUBI_REQUIRE_SHARED=1 but the shared fixtures folder is missing "
                        "(set MUSUBI_SHARED to its path)")
        pytest.skip("shared fixtures not found: set MUSUBI_SHARED to run the real-format tests")
    return root


@pytest.fixture(scope="session")
def fixtures(shared: Path) -> Path:
    return shared / "formats" / "fixtures"


@pytest.fixture(scope="session")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One exported embedding model for the whole run, as one machine shares it across vaults:
    across the run's workers too (the export takes 10 s; it is made once, under its lock, and
    renamed into place, as for processes of one machine)."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if base.name.startswith("popen-gw") else base
    folder = shared / "models"
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture(autouse=True)
def _no_config_of_the_machine(tmp_path_factory: pytest.TempPathFactory,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the config file of the machine it runs on: a `musubi init` in
    a test without ``home`` saved its vault as the machine's default, and a later command in
    another test (or the person's own) then used that vault. A module's fixture that already
    gave its tests a config of their own keeps it."""
    runs = tmp_path_factory.getbasetemp().parent
    if not os.environ.get("XDG_CONFIG_HOME", "").startswith(str(runs)):
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, model_dir: Path) -> Path:
    """A fresh HOME so default source locations and the XDG dirs point into the test's temp dir."""
    from cli_helpers import isolate_home

    h = tmp_path / "home"
    h.mkdir()
    isolate_home(monkeypatch, h, model_dir)
    # Ingest tests check notes and git; the index has its own tests, which turn this back on.
    monkeypatch.setenv("MUSUBI_INDEX_ON_INGEST", "0")
    return h
@pytest.fixture
def vault(home: Path, tmp_path: Path) -> Path:
    """A vault made with `musubi init`, its person Ana Lima (a test module may have its own)."""
    import subprocess

    from cli_helpers import musubi

    v = tmp_path / "vault"
    for key, value in (("user.name", "Ana Lima"), ("user.email", "ana@example.org")):
        subprocess.run(["git", "config", "--global", key, value], check=True)
    musubi("init", str(v))
    return v


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files that hold a test marked slow run first: the workers take files in this order,
    so the run ends on short files and neither worker waits long for the other."""
    slow_files = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow_files)  # stable: order kept otherwise


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> object:
    """A failed test that ran the daemon shows what the daemon did and what it committed."""
    outcome = yield
    report = outcome.get_result()
    daemon = getattr(item, "funcargs", {}).get("daemon")
    if report.when == "call" and report.failed and hasattr(daemon, "report"):
        report.sections.append(("the daemon's log and the vault's history", daemon.report()))


from chat_server import chat_server  # noqa: E402, F401  (the fake chat model fixture)
from knowledge_library import library_template  # noqa: E402, F401  (a distilled library)
from mcp_library import mcp_library_built  # noqa: E402, F401  (the MCP suites' library)
