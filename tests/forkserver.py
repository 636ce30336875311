"""A warm start for the `musubi` processes the tests run: one server per test worker imports
the package and its large dependencies (Chroma, the MCP SDK, about three seconds) once, then
forks a child for each command. The child is a real process of its own, with the caller's
arguments, environment, working directory and standard streams, and it exits the way an
interpreter does (non-daemon threads joined, ``atexit`` run, streams flushed).

``argv(*args)`` is the command line a test starts instead of ``python -m musubi_daemon ARGS``:
a small relay (``forkserver_relay.py``) that hands its streams to the server, passes on the
signals it gets (TERM, INT, HUP, QUIT, USR1, USR2) and exits with the child's status. What a
relay cannot stand in for keeps a fresh interpreter: a process a test kills with SIGKILL, whose
memory or open files it reads from /proc, or whose start-up it times.

``MUSUBI_TEST_FORKSERVER=0`` starts every command as a fresh interpreter, to check the two
agree."""

from __future__ import annotations

import atexit
import contextlib
import importlib
import io
import json
import os
import pkgutil
import selectors
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RELAY = HERE / "forkserver_relay.py"
# Modules left to the child: each reads its environment when imported (the Hugging Face hub's
# endpoint and cache), starts threads, or is imported by few commands at a large cost.
LEFT_TO_THE_CHILD = ("huggingface_hub", "transformers", "tokenizers", "onnxruntime", "litellm",
                     "torch")
_HEADER = struct.Struct("!I")
_server: subprocess.Popen[bytes] | None = None
_socket_path: str | None = None
_failed = False


# -- the test's side ---------------------------------------------------------------------------
def enabled() -> bool:
    return os.environ.get("MUSUBI_TEST_FORKSERVER", "1") != "0" and sys.platform == "linux"


def argv(*args: str, pid_file: Path | None = None) -> list[str]:
    """The command line of ``musubi ARGS`` as a process of its own, warm-started when it can
    be (the relay falls back to a fresh interpreter when the server is gone). With
    ``pid_file`` the process leads a session of its own, as ``start_new_session`` would make
    it, and the relay writes its id there: what a test kills with its whole group."""
    socket_path = _start() if enabled() else None
    if socket_path is None:
        return [sys.executable, "-m", "musubi_daemon", *args]
    session = ["--pid-file", str(pid_file)] if pid_file else []
    return [sys.executable, "-I", "-S", str(RELAY), *session, socket_path, "-m",
            "musubi_daemon", *args]


def started(pid_file: Path, relay: subprocess.Popen[Any], timeout: float = 10) -> int | None:
    """The id of the process a relay started with ``pid_file`` (None when there is none: no
    fork server, or the relay is gone); waits the milliseconds until the relay has it."""
    if not enabled() or _failed:
        return None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError, ValueError):
            return int(pid_file.read_text())
        if relay.poll() is not None:
            return None
        time.sleep(0.005)
    raise AssertionError(f"the relay wrote no process id in {timeout} s")


def _start() -> str | None:
    """The server's socket, the server started on first use (once per test process); None
    when it cannot start here (a socket path too long, say): every process is then fresh."""
    global _server, _socket_path, _failed
    if _server is not None and _server.poll() is None and _socket_path:
        return _socket_path
    if _failed:
        return None
    folder = tempfile.mkdtemp(prefix="musubi-fork-")
    path = os.path.join(folder, "server.sock")
    # Started from this folder, not the test's (which may be a temp folder removed later).
    _server = subprocess.Popen([sys.executable, __file__, path], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, env=os.environ.copy(), cwd=HERE)
    assert _server.stdout is not None
    atexit.register(_stop, _server, folder)
    if _server.stdout.readline().strip() != b"ready":
        _failed = True
        sys.stderr.write("the tests' fork server did not start: every process starts fresh\n")
        return None
    _socket_path = path
    return path


def _stop(server: subprocess.Popen[bytes], folder: str) -> None:
    server.terminate()
    with contextlib.suppress(subprocess.TimeoutExpired):
        server.wait(timeout=5)
    with contextlib.suppress(OSError):
        os.unlink(os.path.join(folder, "server.sock"))
        os.rmdir(folder)


def kill(relay: subprocess.Popen[Any], pid_file: Path) -> None:
    """SIGKILL a command started with ``argv(..., pid_file=...)`` (its relay started with
    ``start_new_session=True``) and every process it started, git too: the process group of
    each. Returns once both groups are gone."""
    groups = {relay.pid, started(pid_file, relay) or relay.pid}
    for group in groups:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(group, signal.SIGKILL)
    relay.wait()
    for group in groups:
        for _ in range(250):
            try:
                os.killpg(group, 0)
            except ProcessLookupError:
                break
            time.sleep(0.02)


# -- the server --------------------------------------------------------------------------------
def _preload() -> None:
    import musubi_daemon

    for info in pkgutil.walk_packages(musubi_daemon.__path__, "musubi_daemon."):
        if info.name.endswith("__main__") or ".bench" in info.name:
            continue
        importlib.import_module(info.name)
    for name in ("chromadb", "mcp", "mcp.server.fastmcp", "uvicorn", "starlette"):
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    loaded = [m for m in LEFT_TO_THE_CHILD if m in sys.modules]
    assert not loaded, f"the fork server must not hold {loaded}"


def _receive(conn: socket.socket) -> tuple[dict[str, Any], list[int]]:
    data, fds, _flags, _addr = socket.recv_fds(conn, 1 << 16, 3)
    while len(data) < _HEADER.size:
        more = conn.recv(1 << 16)
        if not more:
            raise EOFError("request cut short")
        data += more
    (size,) = _HEADER.unpack_from(data)
    while len(data) < _HEADER.size + size:
        more = conn.recv(1 << 16)
        if not more:
            raise EOFError("request cut short")
        data += more
    return json.loads(data[_HEADER.size:_HEADER.size + size]), list(fds)


def serve(path: str) -> None:
    before = dict(os.environ)
    _preload()
    # What the imports set by themselves (telemetry off, offline): a child gets them too.
    defaults = {k: v for k, v in os.environ.items() if before.get(k) != v}
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_r, False)
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ)
    selector.register(wake_r, selectors.EVENT_READ)
    waiting: dict[int, socket.socket] = {}
    parent = os.getppid()
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    while os.getppid() == parent:
        for key, _ in selector.select(timeout=1.0):
            if key.fileobj is listener:
                conn, _ = listener.accept()
                try:
                    request, fds = _receive(conn)
                except (OSError, EOFError, ValueError):
                    conn.close()
                    continue
                pid = os.fork()
                if pid == 0:
                    _child(request, fds, defaults)  # never returns
                for fd in fds:
                    os.close(fd)
                with contextlib.suppress(OSError):
                    conn.sendall(json.dumps({"pid": pid}).encode() + b"\n")
                waiting[pid] = conn
            else:
                with contextlib.suppress(BlockingIOError):
                    os.read(wake_r, 4096)
        _reap(waiting)


def _reap(waiting: dict[int, socket.socket]) -> None:
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        conn = waiting.pop(pid, None)
        if conn is None:
            continue
        with contextlib.suppress(OSError):
            conn.sendall(json.dumps({"status": os.waitstatus_to_exitcode(status)}).encode()
                         + b"\n")
        conn.close()


def _streams(encoding: str) -> None:
    """Standard streams over the caller's descriptors, buffered as a fresh interpreter's would
    be for the same environment."""
    unbuffered = bool(os.environ.get("PYTHONUNBUFFERED"))
    encoding = os.environ.get("PYTHONIOENCODING", "").split(":")[0] or encoding

    def out(fd: int, errors: str, line: bool) -> io.TextIOWrapper:
        raw = io.FileIO(fd, "w", closefd=False)
        buffered = raw if unbuffered else io.BufferedWriter(raw)
        return io.TextIOWrapper(buffered, encoding=encoding, errors=errors,  # type: ignore[arg-type]
                                line_buffering=line and not unbuffered,
                                write_through=unbuffered)

    sys.stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)),
                                 encoding=encoding)
    sys.stdout = out(1, "strict", os.isatty(1))
    sys.stderr = out(2, "backslashreplace", True)
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = sys.stdin, sys.stdout, sys.stderr


def _child(request: dict[str, Any], fds: list[int], defaults: dict[str, str]) -> None:
    code = 1
    try:
        signal.set_wakeup_fd(-1)
        for sig in (signal.SIGCHLD, signal.SIGTERM):
            signal.signal(sig, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        if request.get("new_session"):
            os.setsid()
        encoding = sys.stdout.encoding
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        os.closerange(3, 1 << 16)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        for key, value in defaults.items():
            os.environ.setdefault(key, value)
        _streams(encoding)
        code = _run(request["argv"])
    except BaseException:
        with contextlib.suppress(BaseException):
            traceback.print_exc()
    finally:
        os._exit(code)


def _run(args: list[str]) -> int:
    """``python ARGS`` (``-m module ...`` only) run to its end as an interpreter would."""
    import runpy

    if args[:1] != ["-m"] or len(args) < 2:
        raise SystemExit(f"the fork server runs `-m module ...`, not {args}")
    module = args[1]
    sys.argv = [module, *args[2:]]
    sys.path[0] = os.getcwd()
    code = 0
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except KeyboardInterrupt:
        _shutdown()
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    except BaseException:
        traceback.print_exc()
        code = 1
    _shutdown()
    return code


def _shutdown() -> None:
    with contextlib.suppress(BaseException):
        threading._shutdown()  # type: ignore[attr-defined]  # the interpreter's own join
    with contextlib.suppress(BaseException):
        atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):
            stream.flush()


if __name__ == "__main__":
    serve(sys.argv[1])
