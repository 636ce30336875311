"""The daemon process: watches every source and the vault, runs jobs on schedule, serves MCP
and a warm search on localhost. All work on the vault and the index goes through one Engine on
one thread (one writer); a second daemon on the same vault is refused by a lock file."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import logging
import os
import signal
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from .. import config as C
from ..errors import find_fault
from ..lifecycle.table import JOBS as LIFECYCLE_JOBS
from ..runtime import LOCK_FILE, DaemonRunning, PortTaken, running, state_path
from ..sources import REGISTRY, is_implemented, watch_roots
from ..vault import files
from .api import ENGINE_BUSY_STATUS, api_call, failed
from .schedule import DEFAULT_JOBS, Clock, Job, compressed
from .watch import Debouncer

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable

    import uvicorn
    from starlette.requests import Request
    from starlette.responses import Response
    from watchdog.events import FileSystemEventHandler
    from watchdog.observers.api import BaseObserver

    from ..config import Config
    from ..engine import Engine
    from ..index.results import SyncReport
    from ..ingest.reports import IngestReport
    from ..mcp.host import EngineHost

log = logging.getLogger("musubi.daemon")
SCHEDULE_FILE = "daemon-schedule.json"


@dataclass
class Activity:
    """What the daemon did lately, for `musubi status`."""

    events: deque[dict[str, object]] = field(default_factory=lambda: deque(maxlen=30))
    errors: deque[dict[str, object]] = field(default_factory=lambda: deque(maxlen=30))

    def event(self, what: str, **detail: object) -> None:
        self.events.append({"at": _now(), "what": what, **detail})
        log.info("%s %s", what, json.dumps(detail, default=str) if detail else "")

    def error(self, what: str, reason: str) -> None:
        self.errors.append({"at": _now(), "what": what, "reason": reason})
        log.error("%s: %s", what, reason)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


class Daemon:
    def __init__(self, config: Config, *, serve_mcp: bool = True, port: int | None = None,
                 debounce: float | None = None, jobs: tuple[Job, ...] | None = None) -> None:
        self.config = config
        self.vault: Path = config.require_vault().resolve()
        self.cache: Path = config.cache_dir
        self.serve_mcp = serve_mcp
        self.port = port or int(os.environ.get("MUSUBI_DAEMON_PORT") or C.DAEMON_PORT)
        delay = debounce if debounce is not None else float(
            os.environ.get("MUSUBI_DAEMON_DEBOUNCE") or C.DAEMON_DEBOUNCE_S)
        self.sources = Debouncer(delay)
        self.edits = Debouncer(delay)
        spec = os.environ.get("MUSUBI_DAEMON_SCHEDULE")
        self.jobs = jobs if jobs is not None else (compressed(spec) if spec else DEFAULT_JOBS)
        self.clock = Clock(self.jobs)
        self.activity = Activity()
        self.stop = threading.Event()
        self.started = _now()
        self.roots: dict[Path, str] = {}
        self._observer: BaseObserver | None = None
        self._handler: FileSystemEventHandler | None = None
        self._wanted: dict[Path, str] = {}
        self._watched: set[Path] = set()
        self._http: uvicorn.Server | None = None
        self._http_thread: threading.Thread | None = None
        self._lock_file: IO[str] | None = None
        self._listener: socket.socket | None = None
        self._host: EngineHost | None = None
        # The index lacks notes (a long first index, newest first): indexed in slices between
        # other work, so the engine is never held for the half hour a large history takes.
        self.index_left = True

    @property
    def host(self) -> EngineHost:
        """The one Engine every job and request takes turns on, made when the daemon runs."""
        assert self._host is not None, "the daemon has not started"
        return self._host

    # -- life cycle ---------------------------------------------------------------------------
    def run(self) -> int:
        """Serve until SIGTERM or SIGINT; each finishes the item in hand, then exits 0."""
        self._take_lock()
        if self.serve_mcp:
            try:
                self._listener = self._listen()
            except PortTaken:
                self._release_lock()  # nothing was started: the next daemon may take it
                raise
        self._logging()
        files.write_log = files.WriteLog()
        with contextlib.suppress(ValueError):  # not the main thread (tests drive it directly)
            signal.signal(signal.SIGTERM, lambda *_: self.stop.set())
            signal.signal(signal.SIGINT, lambda *_: self.stop.set())
        from ..engine import Engine
        from ..mcp.host import EngineHost
        from ..mcp.server import quiet

        quiet()
        self._host = EngineHost(lambda: Engine(self.config))
        try:
            self.activity.event("started", vault=str(self.vault), pid=os.getpid())
            self._write_state()
            self._ingest(None, "start-up pass")  # whatever changed while it was not running
            self._commit_edits()
            self._watch()
            if self.serve_mcp:
                self._serve_http()
            self._write_state()
            self._loop()
        finally:
            self._shutdown()
        return 0

    def _take_lock(self) -> None:
        self.cache.mkdir(parents=True, exist_ok=True)
        f = open(self.cache / LOCK_FILE, "a+")  # noqa: SIM115 (held for the process's life)
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as e:
            f.close()
            other = running(self.cache)
            pid = other.get("pid") if other else "?"
            raise DaemonRunning(f"a Musubi daemon (pid {pid}) already serves {self.vault}") from e
        self._lock_file = f

    def _release_lock(self) -> None:
        if self._lock_file is not None:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)
            self._lock_file.close()
            self._lock_file = None

    def _listen(self) -> socket.socket:
        """The port, taken before any work: a daemon that cannot serve it says so and stops at
        once, instead of ingesting, then running on without MCP (``status`` calling it a
        running daemon). Held from here on, so no other program takes it meanwhile."""
        host = "127.0.0.1"
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            # As uvicorn binds: a port a daemon just left (TIME_WAIT) is free to take again.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((host, self.port))
            sock.listen(socket.SOMAXCONN)
        except OSError as e:
            sock.close()
            what = "is taken by another program" if e.errno == errno.EADDRINUSE \
                else "cannot be used"
            raise PortTaken(host, self.port, what, e.strerror or str(e)) from e
        return sock

    def _logging(self) -> None:
        logs = self.cache / "logs"
        logs.mkdir(parents=True, exist_ok=True)
        fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
        handler = RotatingFileHandler(logs / "daemon.log", maxBytes=C.DAEMON_LOG_BYTES,
                                      backupCount=C.DAEMON_LOG_BACKUPS, encoding="utf-8")
        handler.setFormatter(fmt)
        err = logging.StreamHandler()
        err.setFormatter(fmt)
        root = logging.getLogger("musubi")
        root.setLevel(logging.INFO)
        root.addHandler(handler)
        root.addHandler(err)
        root.propagate = False  # libraries may decorate the root logger; ours is enough

    def _shutdown(self) -> None:
        self.activity.event("stopping")
        if self._observer is not None:
            with contextlib.suppress(Exception):
                self._observer.stop()
                self._observer.join(timeout=5)
        if self._http is not None:
            self._http.should_exit = True
            if self._http_thread is not None:
                self._http_thread.join(timeout=10)
        if self._host is not None:
            with contextlib.suppress(Exception):
                self._host.close()
        files.write_log = None
        with contextlib.suppress(OSError):
            state_path(self.cache).unlink()
        if self._listener is not None:
            self._listener.close()  # uvicorn closed it when it served; never left open
        self._release_lock()

    # -- the loop -----------------------------------------------------------------------------
    def _loop(self) -> None:
        last_state = last_scan = last_roots = time.monotonic()
        while not self.stop.is_set():
            worked = self._drain()
            if not self.stop.is_set():
                worked |= self._scheduled()
            if self.index_left and not worked and not self.stop.is_set():
                self._index_slice()
            now = time.monotonic()
            if now - last_roots > 2:
                self._watch()  # a source folder that did not exist at start may exist now
                last_roots = now
            if now - last_scan > C.DAEMON_RESCAN_MINUTES * 60:
                self._ingest(None, "periodic pass")
                last_scan = now
            if worked or now - last_state > 5:
                self._write_state()
                last_state = now
            self.stop.wait(C.DAEMON_TICK_S)

    def _drain(self) -> bool:
        worked = False
        changed = self.sources.ready()
        if changed:
            names = sorted({self.roots[r] for p in changed for r in self.roots
                            if _under(p, r)})
            if names:
                self._ingest(names, f"{len(changed)} changed files")
                worked = True
        edited = [p for p in self.edits.ready() if not self._echo(p)]
        if edited:
            self._commit_edits(edited)
            worked = True
        return worked

    def _echo(self, path: Path) -> bool:
        """Musubi's own write coming back: not a person's edit."""
        log_ = files.write_log
        try:
            data = path.read_bytes()
        except OSError:
            return False  # deleted or moved: the person's doing
        return log_ is not None and log_.consume(path, data)

    # -- the work -----------------------------------------------------------------------------
    def _ingest(self, names: list[str] | None, why: str) -> None:
        from ..engine import BusyError, SourceSpec

        def go(engine: Engine) -> IngestReport:
            specs = None if names is None else [SourceSpec(n) for n in names]
            # A change the watcher saw: the index takes what was written. A start-up or
            # periodic pass lists the whole vault, for what changed while nobody watched.
            with engine.impatient():  # busy: the change is touched and retried
                report = engine.ingest(specs, index=self.config.index_on_ingest,
                                       watched=names is not None)
            if report.index is not None and report.index.pending:
                self.index_left = True
            if self.config.daemon_distill_on_change and report.written:
                engine.distill()  # only when the person asked for it in the config
            return report

        try:
            report = self.host.call(go)
        except BusyError as e:
            self.activity.error("ingest", f"{e} (will retry)")
            for root in self.roots:
                if names is None or self.roots[root] in names:
                    self.sources.touch(root)
            return
        except Exception as e:  # a source's failure must not stop the daemon
            self.activity.error("ingest", _why(e, "the daemon tries again with the next change"))
            return
        added = sum(r.added for r in report.sources.values())
        updated = sum(r.updated for r in report.sources.values())
        self.activity.event("ingest", why=why, sources=names or "all", added=added,
                            updated=updated, commit=report.commit)
        for s in report.skipped:
            self.activity.error("ingest", f"{s.get('path')}: {s.get('reason')}")

    def _commit_edits(self, paths: list[Path] | None = None) -> None:
        """A person's edits, renames and deletions: committed under their name, indexed."""

        seen = None if paths is None else [p.relative_to(self.vault).as_posix()
                                           for p in paths if _under(p, self.vault)]

        def go(engine: Engine) -> tuple[str | None, SyncReport | None]:
            with engine.impatient():  # busy: the paths are touched and retried
                commit = engine.commit_edits()
            index = engine.index_some(C.DAEMON_INDEX_SLICE_SECONDS, paths=seen) \
                if self.config.index_on_ingest else None
            if index is not None and index.pending:
                self.index_left = True
            return commit, index

        try:
            commit, index = self.host.call(go)
        except Exception as e:
            self.activity.error("vault", _why(e, "the daemon tries again on its own",
                                              " (will retry)"))
            for p in paths or []:
                self.edits.touch(p)
            return
        if commit or paths:
            self.activity.event("vault edits", files=len(paths or []), commit=commit)
        for err in getattr(index, "errors", None) or []:
            self.activity.error("index", f"{err.get('path')}: {err.get('reason')}")

    def _index_slice(self) -> None:
        """Index what the vault holds and the index lacks, newest first, for a slice of time;
        searches meanwhile answer from what is in and say what is not."""
        from ..index.results import IndexBusy

        if not self.config.index_on_ingest:
            self.index_left = False
            return
        try:
            report = self.host.call(lambda e: e.index_some(C.DAEMON_INDEX_SLICE_SECONDS))
        except IndexBusy:
            return  # `musubi reindex --continue` (or another command) is at it: look again
        except Exception as e:
            self.index_left = False  # the next change or pass tries again
            self.activity.error("index", _why(e, "the daemon tries again with the next change"))
            return
        self.index_left = bool(report.pending)
        if report.files_indexed or report.files_removed:
            self.activity.event("index", notes=report.files_indexed, left=report.pending,
                                passages=report.chunks_added)

    def _scheduled(self) -> bool:
        last = self._schedule_state()
        now = datetime.now().astimezone()
        ran = False
        for job in self.clock.due(now, last):
            self._run_job(job.name)
            last[job.name] = now.isoformat()
            self._save_schedule(last)
            ran = True
            if self.stop.is_set():
                break
        return ran

    def _run_job(self, name: str) -> None:
        def go(engine: Engine) -> dict[str, Any]:
            if name in LIFECYCLE_JOBS:
                job = engine.lifecycle_run(name)
                return {"counts": job.counts, "commit": job.commit, "skipped": job.skipped}
            if name == "distill":
                distilled = engine.distill()
                return {"written": distilled.written, "commit": distilled.commit}
            if name == "knowledge":
                out = {"topics": engine.topics_build().commit}
                out["decisions"] = engine.decisions().commit
                out["loops"] = engine.loops().commit
                out["profile"] = engine.profile().commit
                return out
            raise ValueError(f"unknown job {name!r}")

        try:
            result = self.host.call(go)
        except Exception as e:
            self.activity.error(f"job {name}", _why(e, "the job runs again when it is due"))
            return
        self.activity.event(f"job {name}", **result)

    def _schedule_state(self) -> dict[str, str]:
        try:
            data = json.loads((self.cache / SCHEDULE_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _save_schedule(self, last: dict[str, str]) -> None:
        files.atomic_write(self.cache / SCHEDULE_FILE, json.dumps(last, indent=1), fsync=False)

    # -- watching -----------------------------------------------------------------------------
    def _watch(self) -> None:
        from watchdog.events import FileSystemEvent, FileSystemEventHandler
        from watchdog.observers import Observer

        daemon = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event: FileSystemEvent) -> None:
                if event.event_type in ("opened", "closed_no_write"):
                    return
                for raw in (event.src_path, getattr(event, "dest_path", "")):
                    if raw:
                        daemon._seen(Path(os.fsdecode(raw)))

        if self._observer is None or self._handler is None:
            self._observer = Observer()
            self._observer.start()
            self._handler = Handler()
            self._wanted = self._roots()
        for root, name in self._wanted.items():
            if root in self._watched or not root.is_dir():
                continue
            if name != "vault" and _under(root, self.vault):
                continue
            self._observer.schedule(self._handler, str(root), recursive=True)
            self._watched.add(root)
            if name != "vault":
                self.roots[root] = name
                self.sources.touch(root)  # what was written before the watch began
            self.activity.event("watching", path=str(root), source=name)

    def _roots(self) -> dict[Path, str]:
        """Every folder worth watching: each source's live location, and the vault."""
        from ..engine import Engine, SourceSpec

        wanted: dict[Path, str] = {}
        engine = Engine(self.config)
        try:
            for name in REGISTRY:
                if not is_implemented(name) or name == "obsidian":
                    continue
                env = engine.source_env(SourceSpec(name))
                for root in watch_roots(name, env):
                    wanted[root.expanduser().resolve()] = name
        finally:
            engine.close()
        wanted[self.vault] = "vault"
        return wanted

    def _seen(self, path: Path) -> None:
        if _under(path, self.vault):
            rel = path.relative_to(self.vault).parts
            if not rel or rel[0] == ".git" or path.name.startswith(".musubi-"):
                return
            if path.suffix not in (".md", "") and rel[0] != ".gitignore":
                return
            self.edits.touch(path)
            return
        for root in self.roots:
            if _under(path, root):
                self.sources.touch(root)
                return

    # -- HTTP: MCP and the warm search ----------------------------------------------------------
    def _serve_http(self) -> None:
        import uvicorn
        from starlette.responses import JSONResponse
        from starlette.routing import Route

        from ..mcp.guard import Guard
        from ..mcp.host import EngineBusy
        from ..mcp.server import build_server, no_rebinding_check

        server = build_server(None, self.config.mcp_allow_remember, warm=False,
                              host=self.host, cache_dir=self.cache)
        app = server.streamable_http_app(transport_security=no_rebinding_check(),
                                         host="127.0.0.1")
        host = self.host

        async def api(request: Request) -> JSONResponse:
            # The Guard has checked Host, Origin and the token before a request gets here.
            body = b""
            async for chunk in request.stream():  # bounded: never a 10 MB body in memory
                body += chunk
                if len(body) > C.API_BODY_BYTES:
                    return JSONResponse({"error": f"the request is over {C.API_BODY_BYTES:,} "
                                                  "bytes"}, status_code=413)
            try:
                payload = json.loads(body or b"{}")
                result = await host.run(lambda e: api_call(e, request.path_params["op"],
                                                            payload))
            except EngineBusy as e:  # the caller does the work itself, or retries
                return JSONResponse({"error": str(e), "kind": "busy"},
                                    status_code=ENGINE_BUSY_STATUS)
            except Exception as e:
                status, answer = failed(e, self.vault, self.cache)
                if status == 500:  # a bug: in the log; the caller does the work itself
                    self.activity.error("api", f"{request.path_params['op']}: {answer['error']}")
                return JSONResponse(answer, status_code=status)
            return JSONResponse(result)

        app.router.routes.append(Route("/api/{op}", api, methods=["POST"]))
        app.router.routes.append(Route("/thoughts/stream", self._thought_stream(),
                                       methods=["GET"]))
        guarded = Guard(app, self.cache, "127.0.0.1", self.config.mcp_allowed_origins)
        config = uvicorn.Config(guarded, host="127.0.0.1", port=self.port,
                                log_level="warning", lifespan="on")
        self._http = uvicorn.Server(config)
        sockets = [self._listener] if self._listener is not None else None
        self._http_thread = threading.Thread(target=self._http.run, name="musubi-http",
                                             kwargs={"sockets": sockets}, daemon=True)
        self._http_thread.start()
        deadline = time.monotonic() + 20
        while not self._http.started and time.monotonic() < deadline:
            if not self._http_thread.is_alive():
                self.activity.error("http", f"could not serve on 127.0.0.1:{self.port}")
                self._http = None
                return
            time.sleep(0.05)
        self.activity.event("serving", mcp=f"http://127.0.0.1:{self.port}/mcp")

    def _thought_stream(self) -> Callable[[Request], Awaitable[Response]]:
        """``GET /thoughts/stream?channel=X&since=N``: the channel's thoughts as server-sent
        events, from the thoughts file (not the Engine: a stream never waits behind work)."""
        from starlette.responses import JSONResponse, StreamingResponse

        from ..agents import check_name
        from ..thoughts.store import ThoughtStore, store_path
        from ..thoughts.stream import follow

        streams = threading.BoundedSemaphore(C.THOUGHT_STREAMS_MAX)
        path = store_path(self.cache)

        async def stream(request: Request) -> Response:
            # The Guard has checked Host, Origin and the token before a request gets here.
            try:
                channel = check_name(request.query_params.get("channel"), "channel")
                since = int(request.headers.get("last-event-id")
                            or request.query_params.get("since") or 0)
                if since < 0:
                    raise ValueError("since must be 0 or more")
            except ValueError as e:
                return JSONResponse({"error": str(e)}, status_code=400)
            busy = f"{C.THOUGHT_STREAMS_MAX} streams are open already; close one"
            if streams._value <= 0:  # said plainly while it can be; the acquire below holds
                return JSONResponse({"error": busy}, status_code=503)

            async def events() -> AsyncIterator[str]:
                # Taken here, where the finally that gives it back is sure to run.
                if not streams.acquire(blocking=False):
                    yield f"event: error\ndata: {json.dumps({'error': busy})}\n\n"
                    return
                store = ThoughtStore(path)
                try:
                    async for chunk in follow(store, channel, since, self.stop.is_set):
                        yield chunk
                finally:
                    store.close()
                    streams.release()

            return StreamingResponse(events(), media_type="text/event-stream",
                                     headers={"cache-control": "no-store"})

        return stream

    def _write_state(self) -> None:
        info = {"pid": os.getpid(), "vault": str(self.vault), "started": self.started,
                "port": self.port if self._http is not None else None,
                "updated": _now(), "watching": sorted(str(p) for p in self._watched),
                "events": list(self.activity.events), "errors": list(self.activity.errors)}
        with contextlib.suppress(OSError):
            files.atomic_write(state_path(self.cache), json.dumps(info, indent=1), fsync=False)


def _why(error: Exception, again: str, then: str = "") -> str:
    """A failure as `musubi status` shows it: a fault of the whole vault (a full disk, a
    read-only vault) in its one line, what to do included; anything else by its type."""
    fault = find_fault(error)
    return fault.line(again) if fault is not None else f"{type(error).__name__}: {error}{then}"


def _under(path: Path, root: Path) -> bool:
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True
