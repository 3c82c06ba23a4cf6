"""A small real HTTP server for the tests that need a party toolvet must not trust, or one that
fails on cue (an authorization server an upstream points at, an issuer whose key set cannot be
fetched): it answers each method and path as the test says, and records every request it receives.

    with RecordingHttpServer() as attacker:
        attacker.answer("GET", "/.well-known/oauth-authorization-server", body={...})
        ...
        assert not attacker.received("POST", "/token")
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True)
class Answer:
    """What the server answers to one method and path: a status, a JSON body, headers."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Received:
    """A request the server received: its method, path (with the query), headers (lower-case
    names) and body as text."""

    method: str
    path: str
    headers: dict[str, str]
    body: str


class RecordingHttpServer:
    """An HTTP server on a free 127.0.0.1 port, in a thread of the test; a method and path it
    was not told to answer gets 404."""

    def __init__(self) -> None:
        self._answers: dict[tuple[str, str], Answer] = {}
        self._received: list[Received] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def answer(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        status: int = 200,
        headers: dict[str, str] | None = None,
    ) -> None:
        """From now on, answer `method path` (path without the query) with this."""
        with self._lock:
            self._answers[(method, path)] = Answer(status, body, dict(headers or {}))

    def received(self, method: str | None = None, path: str | None = None) -> list[Received]:
        """The requests received so far (of `method`, to `path` without the query), oldest first."""
        with self._lock:
            return [
                r
                for r in self._received
                if (method is None or r.method == method)
                and (path is None or r.path.split("?")[0] == path)
            ]

    def start(self) -> RecordingHttpServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> RecordingHttpServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _respond(self, handler: BaseHTTPRequestHandler) -> None:
        length = int(handler.headers.get("content-length") or 0)
        body = handler.rfile.read(length).decode("utf-8", "replace") if length else ""
        headers = {k.lower(): v for k, v in handler.headers.items()}
        with self._lock:
            self._received.append(Received(handler.command, handler.path, headers, body))
            answer = self._answers.get((handler.command, handler.path.split("?")[0]))
        answer = answer or Answer(404, {"error": "not_found"})
        content = b"" if answer.body is None else json.dumps(answer.body).encode()
        handler.send_response(answer.status)
        if answer.body is not None:
            handler.send_header("content-type", "application/json")
        for name, value in answer.headers.items():
            handler.send_header(name, value)
        handler.send_header("content-length", str(len(content)))
        handler.end_headers()
        handler.wfile.write(content)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server._respond(self)

            def do_POST(self) -> None:
                server._respond(self)

            def do_DELETE(self) -> None:
                server._respond(self)

            def log_message(self, format: str, *args: Any) -> None:
                pass  # the test reads `received`, not a log

        return Handler
