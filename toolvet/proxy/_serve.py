"""Serve the proxy to clients: over stdio (desktop clients) or streamable HTTP at /mcp."""

from __future__ import annotations

import hmac
import logging
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from toolvet.proxy._downstream import DownstreamSession
from toolvet.proxy._metrics import CONTENT_TYPE as METRICS_CONTENT_TYPE
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._status import status_table
from toolvet.proxy._stdio import stdio_streams
from toolvet.upstream import wire

log = logging.getLogger("toolvet.proxy")


# On SIGTERM or SIGINT, how long calls in flight may take to finish before the proxy stops.
DRAIN_TIMEOUT = 10.0


async def serve_stdio(proxy: Proxy) -> None:
    """One client on stdin/stdout; ends when the client closes stdin, or on SIGTERM/SIGINT
    once the calls in flight are answered (at most DRAIN_TIMEOUT). Upstreams stop with it."""
    async with anyio.create_task_group() as group:
        await group.start(proxy.run)
        group.start_soon(_stop_on_signal, proxy, group.cancel_scope)
        print(status_table(proxy, "stdio"), file=sys.stderr, flush=True)
        async with stdio_streams() as (read, write):
            await DownstreamSession(proxy, write, transport="stdio").run(read)
        group.cancel_scope.cancel()


async def _stop_on_signal(proxy: Proxy, scope: anyio.CancelScope) -> None:
    with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
        async for received in signals:
            log.info("%s: answering the calls in flight, then stopping", received.name)
            with anyio.move_on_after(DRAIN_TIMEOUT):
                while any(session.in_flight for session in proxy.sessions):
                    await anyio.sleep(0.05)
            scope.cancel()
            return


class _SessionApp:
    """What the SDK's session manager expects of a server: `run` one session on a pair of streams."""

    def __init__(self, proxy: Proxy) -> None:
        self.proxy = proxy

    def create_initialization_options(self) -> None:
        return None

    async def run(
        self, read: Any, write: Any, initialization_options: Any, stateless: bool = False, **_: Any
    ) -> None:
        await DownstreamSession(self.proxy, wire.SessionMessageWriter(write), transport="http").run(
            wire.from_session_messages(read)
        )


class _McpEndpoint:
    """/mcp: the SDK's session manager, behind a bound on the request body."""

    def __init__(
        self, manager: StreamableHTTPSessionManager, max_body: int, token: str | None
    ) -> None:
        self.manager = manager
        self.max_body = max_body
        self.token = token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.token is not None and not _authorized(Headers(scope=scope), self.token):
            await _unauthorized()(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body:
            await _too_large(self.max_body)(scope, receive, send)
            return
        if scope.get("method") != "POST":
            await self.manager.handle_request(scope, receive, send)
            return
        # A POST carries one JSON-RPC message: read it whole (bounded), check that it is text,
        # and hand it on; the SDK answers bytes that are not UTF-8 with a 500.
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            body += message.get("body", b"")
            if len(body) > self.max_body:
                await _too_large(self.max_body)(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        try:
            body.decode("utf-8")
        except UnicodeDecodeError as exc:
            await _parse_error(f"the body is not UTF-8 text ({exc.reason} at byte {exc.start})")(
                scope, receive, send
            )
            return
        delivered = False

        async def replay() -> Any:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()

        await self.manager.handle_request(scope, replay, send)


def _parse_error(reason: str) -> Response:
    return JSONResponse(
        {
            "jsonrpc": "2.0",
            "id": None,
            "error": {"code": -32700, "message": f"Parse error: {reason}"},
        },
        status_code=400,
    )


def _authorized(headers: Headers, token: str) -> bool:
    scheme, _, given = headers.get("authorization", "").partition(" ")
    # Constant time: how much of a guess matched must not show in how long the answer takes.
    return scheme.lower() == "bearer" and hmac.compare_digest(
        given.strip().encode(), token.encode()
    )


def _unauthorized() -> Response:
    return JSONResponse(
        {
            "error": "unauthorized",
            "message": "send Authorization: Bearer <token> (proxy.auth.token)",
        },
        status_code=401,
        headers={"WWW-Authenticate": 'Bearer realm="toolvet"'},
    )


def _too_large(limit: int) -> Response:
    return JSONResponse(
        {
            "jsonrpc": "2.0",
            "id": None,
            "error": {
                "code": -32600,
                "message": f"Request body larger than {limit} bytes (proxy.limits.max_request_bytes)",
            },
        },
        status_code=413,
    )


def build_http_app(proxy: Proxy, *, host: str, port: int) -> Starlette:
    """The ASGI app: `/mcp` (streamable HTTP, Host/Origin checked) and `/healthz`."""
    http = proxy.config.proxy.http
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(http.allowed_hosts),
        allowed_origins=list(http.allowed_origins),
    )
    manager = StreamableHTTPSessionManager(app=_SessionApp(proxy), security_settings=security)  # type: ignore[arg-type]
    guard = TransportSecurityMiddleware(security)
    auth = proxy.config.proxy.auth

    async def refused(request: Request) -> Response | None:
        """/healthz and /metrics: Host/Origin as for /mcp; the token unless they are public."""
        answer = await guard.validate_request(request)
        needs_token = auth.token is not None and not auth.public_healthz
        if answer is None and needs_token and not _authorized(request.headers, auth.token or ""):
            answer = _unauthorized()
        return answer

    async def healthz(request: Request) -> Response:
        if (refusal := await refused(request)) is not None:
            return refusal
        upstreams = proxy.status()
        ready = sum(1 for u in upstreams.values() if u["state"] == "ready")
        status = "ok" if ready == len(upstreams) else "degraded" if ready else "down"
        return JSONResponse(
            {"status": status, "upstreams": upstreams}, status_code=200 if ready else 503
        )

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as group:
            await group.start(proxy.run)
            async with manager.run():
                print(status_table(proxy, f"http://{host}:{port}/mcp"), file=sys.stderr, flush=True)
                yield
            group.cancel_scope.cancel()

    async def metrics(request: Request) -> Response:
        if (refusal := await refused(request)) is not None:
            return refusal
        return Response(proxy.metrics.exposition(), media_type=METRICS_CONTENT_TYPE)

    return Starlette(
        routes=[
            Route(
                "/mcp",
                endpoint=_McpEndpoint(
                    manager, proxy.config.proxy.limits.max_request_bytes, auth.token
                ),
                methods=["GET", "POST", "DELETE"],
            ),
            Route("/healthz", endpoint=healthz, methods=["GET"]),
            Route("/metrics", endpoint=metrics, methods=["GET"]),
        ],
        lifespan=lifespan,
    )


async def serve_http(proxy: Proxy, *, host: str, port: int) -> None:
    import uvicorn

    app = build_http_app(proxy, host=host, port=port)
    config = uvicorn.Config(
        app, host=host, port=port, log_config=None, log_level="warning", lifespan="on"
    )
    await uvicorn.Server(config).serve()
