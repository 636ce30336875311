"""`musubi service`: the systemd unit and launchd plist as written, and install/uninstall/status
against fake service managers (CI has no user bus)."""

from __future__ import annotations

import os
import plistlib
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from cli_helpers import musubi

from musubi_daemon.config import load_config
from musubi_daemon.daemon import service as svc

ROOT = Path(__file__).resolve().parent.parent
OFFLINE = {"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
           "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true",
           "ANONYMIZED_TELEMETRY": "False"}
COMMAND = [sys.executable, "-m", "musubi_daemon"]
# Every character systemd reads specially in a command line, and some XML ones.
ODD_NAME = "odd %h $HOME ${X} \"quoted\" 'single' back\\slash ; & <tag>"


@pytest.fixture
def vault(home: Path) -> Path:
    v = home / "My Vault"
    v.mkdir()
    return v


def _unit_settings(text: str) -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    for line in text.splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            settings.setdefault(key, []).append(value)
    return settings


def _exec_argv(exec_start: str) -> list[str]:
    """ExecStart read back: quotes as a POSIX shell reads them (the escapes we write, \\\\ and
    \\", mean the same there), then systemd's %% and, past the program, $$."""
    words = [w.replace("%%", "%") for w in shlex.split(exec_start)]
    return words[:1] + [w.replace("$$", "$") for w in words[1:]]


def _verify(unit: Path, tmp_path: Path) -> None:
    """`systemd-analyze verify` on the unit (as a user unit when a user manager can be set up)."""
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze not installed (Debian: apt-get install systemd; "
                    "`make test` tries that)")
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "SYSTEMD_LOG_LEVEL": "notice"}
    proc = subprocess.run([analyze, "verify", "--user", str(unit)], capture_output=True,
                          text=True, env=env, check=False)
    if proc.returncode != 0 and "Failed to initialize manager" in proc.stderr:
        proc = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True,
                              env=env, check=False)
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output
    assert not re.search(r"ignoring|Unknown|bad-setting|Invalid", output), output


# -- the files as rendered ---------------------------------------------------------------------

def test_unit_runs_the_daemon_offline_at_low_priority(home: Path, vault: Path) -> None:
    text = svc.render_unit(COMMAND, vault, {})
    s = _unit_settings(text)
    assert s["Type"] == ["exec"]
    assert s["Restart"] == ["on-failure"]
    assert s["Nice"] == ["19"]
    assert s["IOSchedulingClass"] == ["idle"]
    assert s["WantedBy"] == ["default.target"]
    assert dict(v.split("=", 1) for v in s["Environment"]) == OFFLINE
    assert _exec_argv(s["ExecStart"][0]) == [*COMMAND, "--vault", str(vault), "daemon"]
    assert "@" not in s["ExecStart"][0]


def test_unit_quotes_any_vault_path(home: Path, tmp_path: Path) -> None:
    vault = home / ODD_NAME
    text = svc.render_unit(COMMAND, vault, {"XDG_CACHE_HOME": str(home / "cache 50%")})
    s = _unit_settings(text)
    assert _exec_argv(s["ExecStart"][0]) == [*COMMAND, "--vault", str(vault), "daemon"]
    assert f'"XDG_CACHE_HOME={home}/cache 50%%"' in s["Environment"]
    unit = tmp_path / "musubi.service"
    unit.write_text(text)
    _verify(unit, tmp_path)


def test_unit_refuses_control_characters(home: Path) -> None:
    with pytest.raises(svc.ServiceError, match="control character"):
        svc.render_unit(COMMAND, home / "two\nlines", {})


def test_plist_names_the_daemon_and_its_logs(home: Path, vault: Path) -> None:
    odd = home / ODD_NAME
    log_dir = load_config(odd).cache_dir / "logs"
    data = plistlib.loads(svc.render_plist(COMMAND, odd, log_dir, {"MUSUBI_CONFIG": "/c"}))
    assert data["Label"] == "dev.musubi.daemon"
    assert data["ProgramArguments"] == [*COMMAND, "--vault", str(odd), "daemon"]
    assert data["EnvironmentVariables"] == {**OFFLINE, "MUSUBI_CONFIG": "/c"}
    assert data["KeepAlive"] is True
    assert data["RunAtLoad"] is True
    assert data["ProcessType"] == "Background"
    assert Path(data["StandardOutPath"]).parent == log_dir
    assert Path(data["StandardErrorPath"]).parent == log_dir
    assert data["StandardOutPath"] != data["StandardErrorPath"]


def test_carries_locations_but_not_secrets(tmp_path: Path) -> None:
    env = {"XDG_CACHE_HOME": str(tmp_path / "c"), "MUSUBI_CACHE_DIR": "relative/cache",
           "MUSUBI_LLM_API_KEY": "sk-secret", "CODEX_HOME": "", "PATH": "/bin"}
    carried = svc.carried_env(env)
    assert carried == {"MUSUBI_CACHE_DIR": str(Path("relative/cache").absolute()),
                       "XDG_CACHE_HOME": str(tmp_path / "c")}


def test_repository_templates_are_the_packaged_ones() -> None:
    for folder, manager in (("systemd", "systemd"), ("launchd", "launchd")):
        repo_file = ROOT / folder / svc.TEMPLATES[manager]
        assert repo_file.read_text(encoding="utf-8") == svc.template(manager)
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = pyproject["tool"]["setuptools"]["package-data"]["musubi_daemon"]
    assert "service_templates/*" in data


def test_a_missing_manager_is_a_failure_even_for_an_optional_step() -> None:
    outcome = svc.run_steps([svc.Step(("musubi-no-such-manager", "bootout"), optional=True)])
    assert outcome.failed is not None
    assert "not found" in outcome.failed.output


# -- the command ---------------------------------------------------------------------------------

def _fake(tmp_path: Path, name: str, body: str) -> Path:
    """A fake service manager first on PATH; it appends each call's arguments to calls.log."""
    bin_dir = tmp_path / "fakebin"
    bin_dir.mkdir(exist_ok=True)
    exe = bin_dir / name
    exe.write_text(f'#!/bin/sh\necho "{name} $*" >> "{tmp_path}/calls.log"\n{body}\n')
    exe.chmod(0o755)
    return bin_dir


def _calls(tmp_path: Path) -> list[str]:
    log = tmp_path / "calls.log"
    return log.read_text().splitlines() if log.exists() else []


NO_BUS = 'echo "Failed to connect to bus: No medium found" >&2\nexit 1'
WORKING_SYSTEMCTL = """case "$2" in
  is-enabled) echo enabled ;;
  is-active) echo active ;;
esac
exit 0"""


def test_install_dry_run_changes_nothing(home: Path, vault: Path) -> None:
    out = musubi("--vault", str(vault), "service", "install", "--dry-run",
                 "--manager", "systemd").stdout
    unit = home / ".config" / "systemd" / "user" / "musubi.service"
    assert f"Would write {unit}" in out
    assert f'--vault "{vault}" daemon' in out
    assert "Environment=HF_HUB_OFFLINE=1" in out
    assert "systemctl --user daemon-reload" in out
    assert "systemctl --user enable musubi.service" in out
    assert not unit.exists()
    assert not (load_config(vault).cache_dir / "logs").exists()


def test_install_without_a_user_bus_writes_the_unit_and_says_how(
        home: Path, vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = _fake(tmp_path, "systemctl", NO_BUS)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    proc = musubi("--vault", str(vault), "service", "install", "--manager", "systemd")
    unit = home / ".config" / "systemd" / "user" / "musubi.service"
    assert unit.is_file()
    assert proc.returncode == 0
    assert "Warning: could not enable the service" in proc.stderr
    assert "Failed to connect to bus" in proc.stderr
    assert "systemctl --user enable --now musubi.service" in proc.stderr
    assert _calls(tmp_path) == ["systemctl --user daemon-reload"]
    _verify(unit, tmp_path)

    status = musubi("--vault", str(vault), "service", "status", "--manager", "systemd").stdout
    assert f"{unit} (installed)" in status
    assert "unknown (Failed to connect to bus" in status
    assert "journalctl --user -u musubi" in status
    assert str(load_config(vault).cache_dir / "logs" / "daemon.log") in status

    # An enablement link left behind goes too, though `systemctl disable` cannot run.
    wants = unit.parent / "default.target.wants"
    wants.mkdir()
    (wants / "musubi.service").symlink_to(unit)
    proc = musubi("service", "uninstall", "--manager", "systemd")
    assert proc.returncode == 0
    assert not unit.exists()
    assert not (wants / "musubi.service").is_symlink()
    assert "systemctl --user stop musubi.service" in proc.stderr
    assert "Not installed" in musubi("service", "uninstall", "--manager", "systemd").stdout


def test_install_and_uninstall_with_systemd(
        home: Path, vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = _fake(tmp_path, "systemctl", WORKING_SYSTEMCTL)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    proc = musubi("--vault", str(vault), "service", "install", "--manager", "systemd")
    assert proc.stderr == ""
    assert "runs now and at every login" in proc.stdout
    assert _calls(tmp_path) == ["systemctl --user daemon-reload",
                                "systemctl --user enable musubi.service",
                                "systemctl --user restart musubi.service"]
    status = musubi("service", "status", "--json", "--manager", "systemd").stdout
    assert '"enabled": "enabled"' in status and '"active": "active"' in status

    (tmp_path / "calls.log").unlink()
    proc = musubi("service", "uninstall", "--manager", "systemd")
    assert _calls(tmp_path) == ["systemctl --user disable --now musubi.service",
                                "systemctl --user daemon-reload"]
    assert not (home / ".config" / "systemd" / "user" / "musubi.service").exists()
    assert "no longer starts at login" in proc.stdout


def test_install_and_uninstall_with_launchd(
        home: Path, vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `bootout` of an agent that is not loaded fails (exit 3): install goes on.
    bin_dir = _fake(tmp_path, "launchctl", '[ "$1" = bootout ] && exit 3\nexit 0')
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    proc = musubi("--vault", str(vault), "service", "install", "--manager", "launchd")
    plist = home / "Library" / "LaunchAgents" / "dev.musubi.daemon.plist"
    assert proc.stderr == ""
    domain = f"gui/{os.getuid()}"
    assert _calls(tmp_path) == [f"launchctl bootout {domain}/dev.musubi.daemon",
                                f"launchctl enable {domain}/dev.musubi.daemon",
                                f"launchctl bootstrap {domain} {plist}"]
    data = plistlib.loads(plist.read_bytes())
    assert data["ProgramArguments"][-3:] == ["--vault", str(vault), "daemon"]
    assert Path(data["StandardErrorPath"]).parent.is_dir()  # launchd does not make it

    proc = musubi("service", "uninstall", "--manager", "launchd")
    assert not plist.exists()
    assert _calls(tmp_path)[-1] == f"launchctl bootout {domain}/dev.musubi.daemon"


def test_install_needs_an_existing_vault(home: Path) -> None:
    proc = musubi("--vault", str(home / "nowhere"), "service", "install", "--dry-run",
                  check=False)
    assert proc.returncode == 2
    assert "musubi init" in proc.stderr
