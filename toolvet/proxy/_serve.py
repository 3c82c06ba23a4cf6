"""Serve the proxy to clients: over stdio (desktop clients) or streamable HTTP at /mcp."""

from __future__ import annotations

import logging
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from toolvet.proxy._downstream import DownstreamSession
from toolvet.proxy._http import StreamableHttpEndpoint, authorized, unauthorized_body
from toolvet.proxy._metrics import CONTENT_TYPE as METRICS_CONTENT_TYPE
from toolvet.proxy._proxy import Proxy
from toolvet.proxy._status import status_table
from toolvet.proxy._stdio import stdio_streams

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


def build_http_app(proxy: Proxy, *, host: str, port: int) -> ASGIApp:
    """The ASGI app: `/mcp` (streamable HTTP, Host/Origin checked), `/healthz` and `/metrics`."""
    http = proxy.config.proxy.http
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(http.allowed_hosts),
        allowed_origins=list(http.allowed_origins),
    )
    auth = proxy.config.proxy.auth
    endpoint = StreamableHttpEndpoint(
        proxy,
        security,
        max_body=proxy.config.proxy.limits.max_request_bytes,
        token=auth.token,
        max_sessions=proxy.config.proxy.http.max_sessions,
        idle_timeout=proxy.config.proxy.http.session_idle_timeout,
    )
    guard = TransportSecurityMiddleware(security)

    async def refused(request: Request) -> Response | None:
        """/healthz and /metrics: Host/Origin as for /mcp; the token unless they are public."""
        answer = await guard.validate_request(request)
        needs_token = auth.token is not None and not auth.public_healthz
        if (
            answer is None
            and needs_token
            and not authorized(dict(request.headers), auth.token or "")
        ):
            answer = Response(
                unauthorized_body(),
                status_code=401,
                media_type="application/json",
                headers={"WWW-Authenticate": 'Bearer realm="toolvet"'},
            )
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

    async def metrics(request: Request) -> Response:
        if (refusal := await refused(request)) is not None:
            return refusal
        return Response(proxy.metrics.exposition(), media_type=METRICS_CONTENT_TYPE)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as group:
            await group.start(proxy.run)
            await group.start(endpoint.run)
            print(status_table(proxy, f"http://{host}:{port}/mcp"), file=sys.stderr, flush=True)
            yield
            group.cancel_scope.cancel()

    others = Starlette(
        routes=[
            Route("/healthz", endpoint=healthz, methods=["GET"]),
            Route("/metrics", endpoint=metrics, methods=["GET"]),
        ],
        lifespan=lifespan,
    )

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        # /mcp carries every message: it goes straight to its endpoint, past Starlette's routing
        # and middleware, which the other two paths keep.
        if scope["type"] == "http" and scope["path"] in ("/mcp", "/mcp/"):
            await endpoint(scope, receive, send)
        else:
            await others(scope, receive, send)

    return app


async def serve_http(proxy: Proxy, *, host: str, port: int) -> None:
    import uvicorn

    app = build_http_app(proxy, host=host, port=port)
    config = uvicorn.Config(
        app, host=host, port=port, log_config=None, log_level="warning", lifespan="on"
    )
    await uvicorn.Server(config).serve()
