"""What balancers, the kubelet and Prometheus ask a replica: /livez, /readyz, /healthz, /metrics.

- `/livez`: 200 while the process serves HTTP at all (a liveness probe: restart me if not).
- `/readyz`: 200 when the upstreams are ready by `proxy.http.readiness` (`any` or `all`), 503
  while they are not or while the replica drains after SIGTERM; the body says which upstreams
  are ready. A readiness probe: send me traffic, or not.

Both answer whatever the Host and Origin headers say and without the bearer token: balancers
and the kubelet send the host's IP, a bare address, or no Host at all, and cannot easily carry
a secret. They reveal nothing but the upstreams' names and states, which /readyz needs to say
why it fails. The Host/Origin checks (against DNS rebinding) protect `/mcp`, where tools run.

- `/healthz`: the whole picture (each upstream's state, era, restarts, last error, lock drift),
  the replica's name (its host name: a pod's name in Kubernetes), `draining`, and the config
  served (`config`: its generation, when it was loaded, why the last reload was refused).
- `/metrics`: Prometheus text, per replica.

These two answer a foreign Host too (a scraper uses the pod IP), but refuse an Origin that is
not allowed (a browser page's read; balancers and scrapers send none) and, unless
`proxy.auth.public_healthz`, answer operators alone (`proxy.auth.operations`): they name every
upstream and every tool called, which a caller of /mcp has no business reading.
"""

from __future__ import annotations

import hmac
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from mcp.server.transport_security import TransportSecurityMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from toolvet.proxy.http._auth import DUPLICATE_AUTHORIZATION
from toolvet.proxy.identity import Caller, Refusal, challenge
from toolvet.proxy.observability import CONTENT_TYPE as METRICS_CONTENT_TYPE
from toolvet.proxy.observability import store_health

if TYPE_CHECKING:
    from mcp.server.transport_security import TransportSecuritySettings

    from toolvet.config import OperationsAuth
    from toolvet.proxy._proxy import Proxy
    from toolvet.proxy.identity import Authenticator

LIVENESS_PATH = "/livez"
READINESS_PATH = "/readyz"
HEALTH_PATH = "/healthz"
METRICS_PATH = "/metrics"
PROBE_PATHS = (LIVENESS_PATH, READINESS_PATH, HEALTH_PATH, METRICS_PATH)
RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource"


@dataclass
class Replica:
    """This process as one of several behind a balancer: its name and whether it drains."""

    name: str = field(default_factory=socket.gethostname)
    draining: bool = False


def readiness(proxy: Proxy, replica: Replica) -> tuple[bool, dict[str, Any]]:
    """Whether the replica should get traffic, and the body that says why."""
    policy = proxy.config.proxy.http.readiness
    states = {name: upstream.state for name, upstream in proxy.upstreams.items()}
    ready = [name for name, state in states.items() if state == "ready"]
    if replica.draining:
        return False, {"status": "draining", "replica": replica.name, "upstreams": states}
    enough = len(ready) == len(states) if policy == "all" else bool(ready)
    return enough, {
        "status": "ready" if enough else "not ready",
        "replica": replica.name,
        "readiness": policy,
        "upstreams": states,
    }


def probe_routes(
    proxy: Proxy, replica: Replica, security: TransportSecuritySettings
) -> list[Route]:
    """The Starlette routes of the four paths."""
    auth = proxy.config.proxy.auth
    operators = None if auth.public_healthz else Operators.of(auth.operations, proxy.authenticator)
    # The SDK's Origin rule, as /mcp applies it (its Host rule is what these paths skip).
    guard = TransportSecurityMiddleware(security)

    async def refused(request: Request) -> Response | None:
        """/healthz and /metrics: an Origin that is not allowed (a browser page), or anyone but
        an operator."""
        if not guard._validate_origin(request.headers.get("origin")):
            return Response("Invalid Origin header", status_code=403)
        if operators is None:
            return None
        if len(request.headers.getlist("authorization")) > 1:
            outcome: Caller | Refusal = DUPLICATE_AUTHORIZATION
        else:
            outcome = await operators.authenticate(request.headers.get("authorization"))
        if not isinstance(outcome, Refusal):
            return None
        return JSONResponse(
            outcome.body(),
            status_code=outcome.status,
            headers={
                "WWW-Authenticate": challenge(outcome, proxy.resource_metadata_url, None),
                **outcome.headers(),
            },
        )

    async def livez(request: Request) -> Response:
        return JSONResponse({"status": "live", "replica": replica.name})

    async def readyz(request: Request) -> Response:
        ready, body = readiness(proxy, replica)
        return JSONResponse(body, status_code=200 if ready else 503)

    async def healthz(request: Request) -> Response:
        if (refusal := await refused(request)) is not None:
            return refusal
        upstreams = proxy.status()
        ready = sum(1 for u in upstreams.values() if u["state"] == "ready")
        status = "ok" if ready == len(upstreams) else "degraded" if ready else "down"
        body = {
            "status": status,
            "replica": replica.name,
            "draining": replica.draining,
            "auth": proxy.auth_mode,
            "config": proxy.reloads.health(),
            "rate_limits": store_health(proxy.rate_store),
            "upstreams": upstreams,
        }
        return JSONResponse(body, status_code=200 if ready else 503)

    async def metrics(request: Request) -> Response:
        if (refusal := await refused(request)) is not None:
            return refusal
        return Response(proxy.metrics.exposition(), media_type=METRICS_CONTENT_TYPE)

    routes = [
        Route(LIVENESS_PATH, endpoint=livez, methods=["GET"]),
        Route(READINESS_PATH, endpoint=readyz, methods=["GET"]),
        Route(HEALTH_PATH, endpoint=healthz, methods=["GET"]),
        Route(METRICS_PATH, endpoint=metrics, methods=["GET"]),
    ]
    return routes + _metadata_routes(proxy)


def _metadata_routes(proxy: Proxy) -> list[Route]:
    """The protected resource metadata of each endpoint, with OAuth (RFC 9728): at the
    well-known URI with the endpoint's path inserted (as MCP clients look for it first), and
    /mcp's at the bare well-known URI too; any Host, as the probes answer."""
    routes = []
    for path, endpoint in proxy.endpoints.items():
        metadata = endpoint.resource_metadata()
        if metadata is None:
            continue
        paths = {
            f"{RESOURCE_METADATA_PATH}{path}",
            urlsplit(endpoint.resource_metadata_url or "").path,
        }
        if endpoint.view is None:
            paths.add(RESOURCE_METADATA_PATH)
        for where in sorted(paths - {""}):
            routes.append(Route(where, endpoint=_metadata_page(metadata), methods=["GET"]))
    return routes


def _metadata_page(metadata: dict[str, Any]) -> Callable[[Request], Awaitable[Response]]:
    """The page of one endpoint's protected resource metadata."""

    async def protected_resource(request: Request) -> Response:
        return JSONResponse(metadata, headers={"cache-control": "max-age=3600"})

    return protected_resource


class Operators:
    """Who may read /healthz and /metrics: the bearer of `proxy.auth.operations.token`, or a
    caller whose token carries `proxy.auth.operations.scope`. A caller's ordinary token is
    refused with 403, and the operations token is no caller's: /mcp refuses it."""

    OPERATOR = Caller("operations")

    def __init__(self, settings: OperationsAuth, callers: Authenticator | None) -> None:
        self.token = settings.token.encode() if settings.token is not None else None
        self.scope = settings.scope
        self.callers = callers

    @classmethod
    def of(cls, settings: OperationsAuth, callers: Authenticator | None) -> Operators | None:
        """The check, when there is anything to check (None: no token of any kind is set)."""
        if callers is None and settings.token is None:
            return None
        return cls(settings, callers)

    async def authenticate(self, authorization: str | None) -> Caller | Refusal:
        scheme, _, token = (authorization or "").partition(" ")
        if (
            self.token is not None
            and scheme.lower() == "bearer"
            and hmac.compare_digest(token.strip().encode(), self.token)
        ):
            return self.OPERATOR
        where = "proxy.auth.operations.token"
        if self.callers is None:
            if authorization is None:
                return Refusal(401, None, f"this endpoint needs the operations token ({where})")
            return Refusal(401, "invalid_token", f"the token is not the operations token ({where})")
        outcome = await self.callers.authenticate(authorization)
        if isinstance(outcome, Refusal) or self.scope in outcome.scopes:
            return outcome
        return Refusal(
            403,
            "insufficient_scope",
            f"/healthz and /metrics are for operators, not for callers of /mcp: send {where},"
            f" or a token with the scope {self.scope} (proxy.auth.operations.scope)",
            self.scope,
        )
