"""A stand-in for the model hub on 127.0.0.1: just enough of its HTTP API (model info, the file
tree, HEAD and GET of a file at a revision) for huggingface_hub's snapshot_download, serving
model folders a test saved. Every request is recorded."""

from __future__ import annotations

import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

COMMIT = "0123456789abcdef0123456789abcdef01234567"


class Hub:
    def __init__(self, repos: dict[str, Path]):
        self.repos = repos
        self.requests: list[str] = []
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_HEAD(self) -> None:
                hub._serve(self, head=True)

            def do_GET(self) -> None:
                hub._serve(self, head=False)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    @staticmethod
    def _files(folder: Path) -> list[str]:
        return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())

    def _serve(self, h: BaseHTTPRequestHandler, head: bool) -> None:
        path = unquote(urlsplit(h.path).path)
        self.requests.append(f"{h.command} {h.path}")
        for repo, folder in self.repos.items():
            api = f"/api/models/{repo}"
            if path == api or path.startswith(api + "/revision/"):
                info = {"id": repo, "modelId": repo, "sha": COMMIT, "private": False,
                        "siblings": [{"rfilename": f} for f in self._files(folder)]}
                return self._json(h, info, head)
            if path.startswith(api + "/tree/"):
                return self._json(h, [
                    {"type": "file", "path": f, "size": (folder / f).stat().st_size,
                     "oid": hashlib.sha1((folder / f).read_bytes()).hexdigest()}
                    for f in self._files(folder)], head)
            resolve = f"/{repo}/resolve/"
            if path.startswith(resolve):
                name = path[len(resolve):].partition("/")[2]
                if (folder / name).is_file():
                    data = (folder / name).read_bytes()
                    return self._send(h, 200, data, {
                        "X-Repo-Commit": COMMIT,
                        "ETag": f'"{hashlib.sha1(data).hexdigest()}"'}, head)
        self._send(h, 404, b'{"error": "Repository not found"}',
                   {"X-Error-Code": "RepoNotFound", "Content-Type": "application/json"}, head)

    def _json(self, h: BaseHTTPRequestHandler, body: object, head: bool) -> None:
        self._send(h, 200, json.dumps(body).encode(), {"Content-Type": "application/json"}, head)

    @staticmethod
    def _send(h: BaseHTTPRequestHandler, status: int, body: bytes, headers: dict[str, str],
              head: bool) -> None:
        h.send_response(status)
        for key, value in headers.items():
            h.send_header(key, value)
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        if not head:
            h.wfile.write(body)
