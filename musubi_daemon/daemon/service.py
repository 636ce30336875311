"""Run the daemon as a systemd user service (Linux) or a launchd agent (macOS).

The unit and the plist are rendered from the templates in ``musubi_daemon/service_templates``
(the repository's ``systemd/`` and ``launchd/`` folders link to the same files), so what a
person reads in the repository is what ``musubi service install`` writes.
"""

from __future__ import annotations

import os
import plistlib
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from ..config import xdg_dir
from ..jsonish import JSONObject

Manager = Literal["systemd", "launchd"]
MANAGERS: tuple[Manager, ...] = ("systemd", "launchd")
UNIT_NAME = "musubi.service"
LABEL = "dev.musubi.daemon"
TEMPLATES = {"systemd": UNIT_NAME, "launchd": f"{LABEL}.plist"}
# The daemon's own log (written by the daemon in every mode), relative to the cache folder.
LOG_FOLDER = "logs"
DAEMON_LOG = "daemon.log"
# Where the installing shell points musubi (config, cache, models, source folders): a service
# manager starts the daemon without the shell's environment, so these are carried into the
# file. Secrets such as MUSUBI_LLM_API_KEY never are: unit files and plists are world-readable.
CARRIED_ENV = ("MUSUBI_CONFIG", "MUSUBI_CACHE_DIR", "MUSUBI_MODEL_DIR", "XDG_CONFIG_HOME",
               "XDG_CACHE_HOME", "CLAUDE_CONFIG_DIR", "CODEX_HOME", "GEMINI_HOME",
               "GEMINI_CLI_HOME")
PLACEHOLDERS = {"systemd": {"@MUSUBI@", "@VAULT@"},
                "launchd": {"@MUSUBI@", "@VAULT@", "@LOGS@"}}
TIMEOUT_S = 60
# Characters an ExecStart word may hold unquoted (systemd splits on whitespace and reads quotes,
# backslashes and a lone ";" specially).
_PLAIN_WORD = re.compile(r"[A-Za-z0-9_@%+=:,./-]+")


class ServiceError(Exception):
    """The service file cannot be made or changed; the message says why."""


def default_manager() -> Manager:
    """launchd on macOS, systemd elsewhere on a POSIX system; nothing else is supported."""
    if sys.platform == "darwin":
        return "launchd"
    if sys.platform.startswith("linux"):
        return "systemd"
    raise ServiceError(f"running Musubi as a service is not supported on {sys.platform}: "
                       "start `musubi daemon` another way")


def musubi_command() -> list[str]:
    """This environment's musubi: the running interpreter (not resolved, so a venv stays a venv)."""
    if not sys.executable:
        raise ServiceError("cannot tell which Python runs musubi (sys.executable is empty)")
    return [os.path.abspath(sys.executable), "-m", "musubi_daemon"]


def carried_env(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The location variables set in ``environ``, made absolute (a service has another cwd)."""
    env = os.environ if environ is None else environ
    return {name: str(Path(env[name]).expanduser().absolute())
            for name in CARRIED_ENV if env.get(name)}


def service_path(manager: Manager) -> Path:
    if manager == "systemd":
        return xdg_dir("XDG_CONFIG_HOME", ".config") / "systemd" / "user" / UNIT_NAME
    return Path.home() / "Library" / "LaunchAgents" / TEMPLATES["launchd"]


def template(manager: Manager) -> str:
    """The packaged template, refused if it asks for a value this version does not fill."""
    ref = resources.files("musubi_daemon").joinpath(f"service_templates/{TEMPLATES[manager]}")
    text = ref.read_text(encoding="utf-8")
    unknown = set(re.findall(r"@[A-Z]+@", text)) - PLACEHOLDERS[manager]
    if unknown:
        raise ServiceError(f"{ref}: unknown placeholders {sorted(unknown)}")
    return text


def _check_word(word: str) -> None:
    if not word or any(ord(c) < 32 or ord(c) == 127 for c in word):
        raise ServiceError(f"cannot put {word!r} in a service file: empty or a control character")


def systemd_word(word: str, *, program: bool = False) -> str:
    """One ExecStart word, quoted when needed.

    systemd resolves ``%`` specifiers everywhere and ``$VAR`` in arguments even inside quotes,
    so ``%`` becomes ``%%`` and, except in the program path (which it takes literally), ``$``
    becomes ``$$``; inside double quotes it reads C escapes, so ``\\`` and ``"`` are escaped.
    """
    _check_word(word)
    text = word.replace("%", "%%")
    if not program:
        text = text.replace("$", "$$")
    if _PLAIN_WORD.fullmatch(text):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def systemd_assignment(name: str, value: str) -> str:
    """An ``Environment=`` value: quoted, ``%`` doubled; ``$`` has no meaning there."""
    _check_word(value)
    text = f"{name}={value}".replace("%", "%%").replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text}"'


def _fill(text: str, values: dict[str, str]) -> str:
    """One pass, so a path that happens to hold ``@VAULT@`` is not filled in again."""
    return re.sub(r"@[A-Z]+@", lambda m: values.get(m.group(), m.group()), text)


def _strip_template_header(text: str, header: str) -> str:
    """The template's opening comment explains the placeholders; the written file says who wrote
    it instead."""
    lines = text.splitlines()
    while lines and (lines[0].startswith("#") or not lines[0].strip()):
        lines.pop(0)
    return header + "\n".join(lines) + "\n"


def render_unit(command: list[str], vault: Path, env: dict[str, str] | None = None) -> str:
    """The systemd user unit for ``vault``, run by ``command`` (the musubi program's words)."""
    text = _strip_template_header(
        template("systemd"),
        "# Written by `musubi service install`; `musubi service uninstall` removes it.\n\n")
    if not os.path.isabs(command[0]):
        raise ServiceError(f"the service needs an absolute program path, not {command[0]!r}")
    exec_words = [systemd_word(command[0], program=True)]
    exec_words += [systemd_word(w) for w in command[1:]]
    text = _fill(text, {"@MUSUBI@": " ".join(exec_words), "@VAULT@": systemd_word(str(vault))})
    if env:
        lines = text.splitlines()
        last = max(i for i, line in enumerate(lines) if line.startswith("Environment="))
        extra = ["# Where the installing shell found musubi's config, cache, models and sources."]
        extra += [f"Environment={systemd_assignment(k, v)}" for k, v in env.items()]
        lines[last + 1:last + 1] = extra
        text = "\n".join(lines) + "\n"
    return text


def render_plist(command: list[str], vault: Path, log_dir: Path,
                 env: dict[str, str] | None = None) -> bytes:
    """The launchd agent for ``vault``: plistlib writes it, so any path needs no escaping."""
    for word in [*command, str(vault), str(log_dir)]:
        _check_word(word)
    data = plistlib.loads(template("launchd").encode("utf-8"))

    def fill(value: Any) -> Any:
        if isinstance(value, str):
            return _fill(value, {"@VAULT@": str(vault), "@LOGS@": str(log_dir)})
        if isinstance(value, dict):
            return {k: fill(v) for k, v in value.items()}
        if isinstance(value, list):
            out: list[Any] = []
            for item in value:
                out.extend(command if item == "@MUSUBI@" else [fill(item)])
            return out
        return value

    data = fill(data)
    data["EnvironmentVariables"] = {**data.get("EnvironmentVariables", {}), **(env or {})}
    return plistlib.dumps(data, sort_keys=False)  # the template's order: Label first


@dataclass(frozen=True)
class ServiceFile:
    """What install writes: the file for one manager, filled in for one vault."""

    manager: Manager
    path: Path
    content: bytes
    vault: Path
    log_dir: Path

    def logs(self) -> list[str]:
        return log_locations(self.manager, self.log_dir)


def log_locations(manager: Manager, log_dir: Path) -> list[str]:
    """Where to read the daemon's output, most useful first."""
    own = str(log_dir / DAEMON_LOG)
    if manager == "systemd":
        return [f"journalctl --user -u {UNIT_NAME.removesuffix('.service')}", own]
    return [own, str(log_dir / "daemon.stdout.log"), str(log_dir / "daemon.stderr.log")]


def build(manager: Manager, vault: Path, cache_dir: Path, command: list[str] | None = None,
          env: dict[str, str] | None = None) -> ServiceFile:
    """Render the service file for ``vault`` whose cache (and so its logs) is ``cache_dir``."""
    command = command or musubi_command()
    env = carried_env() if env is None else env
    log_dir = cache_dir / LOG_FOLDER
    if manager == "systemd":
        content = render_unit(command, vault, env).encode("utf-8")
    else:
        content = render_plist(command, vault, log_dir, env)
    return ServiceFile(manager, service_path(manager), content, vault, log_dir)


def write(service: ServiceFile) -> None:
    """Write atomically (a half-written unit would be read by the manager) and make the log
    folder, which launchd needs before it opens the log files."""
    service.path.parent.mkdir(parents=True, exist_ok=True)
    service.log_dir.mkdir(parents=True, exist_ok=True)
    tmp = service.path.with_name(service.path.name + ".tmp")
    tmp.write_bytes(service.content)
    tmp.chmod(0o644)
    os.replace(tmp, service.path)


# -- the manager's commands ---------------------------------------------------------------------

@dataclass(frozen=True)
class Step:
    argv: tuple[str, ...]
    # A step that fails when there is nothing to undo (unloading an agent that is not loaded).
    optional: bool = False

    def __str__(self) -> str:
        return shlex.join(self.argv)


@dataclass
class StepResult:
    step: Step
    ok: bool
    output: str
    # False when the command could not be run at all (not installed, timed out).
    ran: bool = True


@dataclass
class Outcome:
    """What the steps did; ``failed`` is the first step that failed and was not optional."""

    results: list[StepResult] = field(default_factory=list)
    failed: StepResult | None = None


def _systemctl(*args: str, optional: bool = False) -> Step:
    return Step(("systemctl", "--user", *args), optional)


def _domain() -> str:
    return f"gui/{os.getuid()}"


def enable_steps(manager: Manager, path: Path) -> list[Step]:
    """Load and start; a reinstall restarts, so a changed vault or command takes effect."""
    if manager == "systemd":
        return [_systemctl("daemon-reload"), _systemctl("enable", UNIT_NAME),
                _systemctl("restart", UNIT_NAME)]
    target = f"{_domain()}/{LABEL}"
    return [Step(("launchctl", "bootout", target), optional=True),
            Step(("launchctl", "enable", target)),
            Step(("launchctl", "bootstrap", _domain(), str(path)))]


def manual_enable(manager: Manager, path: Path) -> list[str]:
    """The commands a person runs when install could not reach the service manager."""
    if manager == "systemd":
        return ["systemctl --user daemon-reload", f"systemctl --user enable --now {UNIT_NAME}"]
    return [f"launchctl bootstrap gui/$(id -u) {shlex.quote(str(path))}"]


def disable_steps(manager: Manager) -> list[Step]:
    if manager == "systemd":
        return [_systemctl("disable", "--now", UNIT_NAME)]
    return [Step(("launchctl", "bootout", f"{_domain()}/{LABEL}"), optional=True)]


def after_remove_steps(manager: Manager) -> list[Step]:
    return [_systemctl("daemon-reload")] if manager == "systemd" else []


def _call(argv: tuple[str, ...]) -> tuple[int | None, str, str]:
    """Exit code (None when it could not run), stdout, stderr."""
    exe = shutil.which(argv[0])
    if exe is None:
        return None, "", f"{argv[0]} not found on PATH"
    try:
        proc = subprocess.run([exe, *argv[1:]], capture_output=True, text=True,
                              timeout=TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, "", str(e)
    return proc.returncode, proc.stdout, proc.stderr


def _run(step: Step) -> StepResult:
    rc, out, err = _call(step.argv)
    return StepResult(step, rc == 0, err.strip() or out.strip(), ran=rc is not None)


def run_steps(steps: list[Step]) -> Outcome:
    """Run in order and stop at the first failure that matters: an optional step may fail, but
    not for want of the manager itself."""
    outcome = Outcome()
    for step in steps:
        result = _run(step)
        outcome.results.append(result)
        if not result.ok and (not step.optional or not result.ran):
            outcome.failed = result
            break
    return outcome


def remove(manager: Manager) -> bool:
    """Delete the service file, and a ``default.target.wants`` link left behind when
    ``systemctl disable`` could not run; False when there was no file."""
    path = service_path(manager)
    if manager == "systemd":
        wants = path.parent / "default.target.wants" / UNIT_NAME
        if wants.is_symlink():
            wants.unlink()
    if not path.exists():
        return False
    path.unlink()
    return True


# -- status -------------------------------------------------------------------------------------

def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


def status(manager: Manager) -> dict[str, Any]:
    """The file, the command it runs, and what the manager says (``unknown (why)`` when it
    cannot be asked, e.g. without a user bus)."""
    path = service_path(manager)
    info: dict[str, Any] = {"manager": manager, "file": str(path), "installed": path.exists(),
                            "command": installed_command(manager)}
    if manager == "systemd":
        for key, verb in (("enabled", "is-enabled"), ("active", "is-active")):
            _, out, err = _call(("systemctl", "--user", verb, UNIT_NAME))
            # Both verbs exit non-zero for "disabled"/"inactive" but still print the state.
            info[key] = _first_line(out) or f"unknown ({_first_line(err) or 'no answer'})"
        return info
    rc, out, err = _call(("launchctl", "print", f"{_domain()}/{LABEL}"))
    info["loaded"] = f"unknown ({_first_line(err)})" if rc is None else rc == 0
    state = re.search(r"^\s*state = (\S+)", out, re.MULTILINE)
    pid = re.search(r"^\s*pid = (\d+)", out, re.MULTILINE)
    info["state"] = state.group(1) if state and rc == 0 else None
    info["pid"] = int(pid.group(1)) if pid and rc == 0 else None
    return info


def _read_plist(path: Path) -> JSONObject | None:
    try:
        data = plistlib.loads(path.read_bytes())
    except (plistlib.InvalidFileException, ValueError, OSError):
        return None
    return data if isinstance(data, dict) else None


def installed_command(manager: Manager) -> str | None:
    """The command the installed file runs, as written there: it shows which vault it serves."""
    path = service_path(manager)
    if not path.exists():
        return None
    if manager == "launchd":
        data = _read_plist(path)
        return shlex.join(data.get("ProgramArguments", [])) if data else None
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith("ExecStart="):
            return line.removeprefix("ExecStart=")
    return None


def installed_logs(manager: Manager) -> list[str]:
    """The log files an installed plist names, for status without a vault at hand."""
    path = service_path(manager)
    data = _read_plist(path) if manager == "launchd" and path.exists() else None
    return [str(data[k]) for k in ("StandardOutPath", "StandardErrorPath") if k in data] \
        if data else []
