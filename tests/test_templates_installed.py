"""The note templates live in the project's top-level ``vault_templates/`` and install as
``musubi_daemon.vault_templates``: a built wheel carries them and reads them, and so does the
editable checkout the suite runs from."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from musubi_daemon.vault.notes import Template

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = (ROOT / "vault_templates" / "conversation.md").read_text(encoding="utf-8")


def test_the_checkout_reads_the_top_level_template() -> None:
    assert Template.default().text == SHIPPED
    assert not Template.default().problems()


def test_a_built_wheel_carries_the_template_and_reads_it(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, src / name)
    for folder in ("musubi_daemon", "vault_templates"):
        shutil.copytree(ROOT / folder, src / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", str(tmp_path / "wheel"), str(src)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-2000:]
    [wheel] = (tmp_path / "wheel").glob("*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        assert "musubi_daemon/vault_templates/conversation.md" in names
        assert not any(n.startswith("vault_templates/") for n in names)  # no stray package
        z.extractall(tmp_path / "installed")
    read = subprocess.run(
        [sys.executable, "-c", "import musubi_daemon.vault.notes as n, sys;"
         "sys.stdout.write(n.__file__ + '\\n' + n.Template.default().text)"],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path / "installed"), "PATH": "/usr/bin:/bin"})
    assert read.returncode == 0, read.stderr[-2000:]
    where, text = read.stdout.split("\n", 1)
    assert where.startswith(str(tmp_path / "installed"))  # the wheel's copy, not the checkout
    assert text == SHIPPED
