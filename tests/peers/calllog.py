"""The peer servers' call log, shared by the python servers (standard library only, so it runs in
both .venv and .venv-modern).

With env TOOLVET_PEER_CALL_LOG set, a server appends one JSON line per tools/call it receives, when
it arrives and before anything validates or runs it: {"tool", "arguments"}, "meta" (its `_meta` as
sent, when it has one) and, over HTTP, "headers": the request's `mcp-*` headers, and
"trace_headers": its `traceparent`, `tracestate` and `baggage` headers (names lowercased; {} when
it has none).
A server that serves the tasks extension also logs each tasks/get, tasks/update and tasks/cancel:
{"method", "taskId"} (and, over HTTP, "headers" and "trace_headers").
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Awaitable, Callable, Mapping, MutableMapping
from typing import Any

CALL_LOG_ENV = "TOOLVET_PEER_CALL_LOG"
_LOCK = threading.Lock()

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


TASK_METHODS = ("tasks/get", "tasks/update", "tasks/cancel")
TRACE_HEADERS = ("traceparent", "tracestate", "baggage")


def log_message(
    message: Any,
    headers: Mapping[str, str] | None = None,
    trace_context: Mapping[str, str] | None = None,
) -> None:
    """Log every tools/call and tasks/* request in `message` (one JSON-RPC message or a batch);
    over HTTP, with its `headers` and its `trace_context` headers."""
    path = os.environ.get(CALL_LOG_ENV)
    if not path:
        return
    for item in message if isinstance(message, list) else [message]:
        if not isinstance(item, dict) or item.get("method") not in ("tools/call", *TASK_METHODS):
            continue
        params = item.get("params") if isinstance(item.get("params"), dict) else {}
        entry: dict[str, Any]
        if item["method"] == "tools/call":
            entry = {"tool": params.get("name"), "arguments": params.get("arguments")}
            if isinstance(params.get("_meta"), dict):
                entry["meta"] = params["_meta"]
        else:
            entry = {"method": item["method"], "taskId": params.get("taskId")}
        if headers is not None:
            entry["headers"] = dict(headers)
        if trace_context is not None:
            entry["trace_headers"] = dict(trace_context)
        with _LOCK, open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry) + "\n")


def mcp_headers(raw: list[tuple[bytes, bytes]]) -> dict[str, str]:
    """The `mcp-*` headers of an ASGI scope, by lowercased name (repeats joined with ", ")."""
    return headers_named(raw, lambda key: key.startswith("mcp-"))


def trace_headers(raw: list[tuple[bytes, bytes]]) -> dict[str, str]:
    """The W3C trace context headers of an ASGI scope (traceparent, tracestate, baggage)."""
    return headers_named(raw, TRACE_HEADERS.__contains__)


def headers_named(raw: list[tuple[bytes, bytes]], wanted: Callable[[str], bool]) -> dict[str, str]:
    """The headers of an ASGI scope whose lowercased name is `wanted` (repeats joined with ", ")."""
    out: dict[str, str] = {}
    for name, value in raw:
        key = name.decode("latin-1").lower()
        if wanted(key):
            text = value.decode("latin-1")
            out[key] = f"{out[key]}, {text}" if key in out else text
    return out


def logging_app(app: App) -> App:
    """Wrap an ASGI app: log each POSTed tools/call (and tasks/*), then hand the app the body."""

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                await app(scope, receive, send)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        with contextlib.suppress(ValueError):  # not JSON: the server answers it
            log_message(
                json.loads(body), mcp_headers(scope["headers"]), trace_headers(scope["headers"])
            )
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await app(scope, replay, send)

    return wrapped
