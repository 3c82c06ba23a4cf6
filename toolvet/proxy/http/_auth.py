"""Who calls /mcp: the bearer token of each request checked (exactly one Authorization header),
and a caller refused with the status and challenge the MCP authorization specification names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.types import Scope, Send

from toolvet.protocol import wire
from toolvet.proxy.http._asgi import repeated, respond
from toolvet.proxy.identity import Authenticator, Caller, Refusal, challenge

if TYPE_CHECKING:
    from toolvet.proxy.observability import Metrics

# Two Authorization headers: which token counts would depend on what reads them (/mcp the last,
# Starlette the first), so neither does (RFC 6750 section 3.1).
DUPLICATE_AUTHORIZATION = Refusal(
    400,
    "invalid_request",
    "more than one Authorization header was sent; send exactly one, `Bearer <token>`",
)


class BearerAuth:
    """Checks each request's token with the proxy's Authenticator."""

    def __init__(
        self, authenticator: Authenticator, resource_metadata: str | None, metrics: Metrics
    ) -> None:
        self.authenticator = authenticator
        self.resource_metadata = resource_metadata
        """Where clients find the protected resource metadata (named in every 401)."""
        self.metrics = metrics

    async def caller(self, scope: Scope, headers: dict[str, str], send: Send) -> Caller | None:
        """The caller the request's token names; None once its refusal has been sent."""
        if len(headers) < len(scope["headers"]) and "authorization" in repeated(scope["headers"]):
            await self.refuse(send, DUPLICATE_AUTHORIZATION)
            return None
        outcome = await self.authenticator.authenticate(headers.get("authorization"))
        if isinstance(outcome, Refusal):
            await self.refuse(send, outcome)
            return None
        return outcome

    async def refuse(self, send: Send, refusal: Refusal) -> None:
        """A caller refused (no token, a bad one, too few scopes, keys unreachable): the status
        and the `WWW-Authenticate` challenge the MCP authorization specification names."""
        self.metrics.auth_refused(refusal.reason)
        scope = " ".join(self.authenticator.scopes)  # what a client should ask for: every scope
        header = challenge(refusal, self.resource_metadata, scope)
        body = wire.encode_message(refusal.body())
        extra = [(k.encode(), v.encode()) for k, v in refusal.headers().items()]
        await respond(send, refusal.status, body, [(b"www-authenticate", header.encode()), *extra])
