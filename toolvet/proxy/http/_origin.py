"""Against DNS rebinding: the Host and Origin of each request at /mcp (and a POST's Content-Type)
checked with the SDK's TransportSecurityMiddleware, the combinations that passed remembered."""

from __future__ import annotations

from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from starlette.requests import HTTPConnection
from starlette.types import Receive, Scope, Send

# Host/Origin/Content-Type combinations the guard passed, remembered (up to this many) so the
# guard does not run for every message.
PASSED_CHECKS = 64


class OriginGuard:
    """The SDK's Host/Origin/Content-Type check, run once per combination that passes."""

    def __init__(self, security: TransportSecuritySettings) -> None:
        self.guard = TransportSecurityMiddleware(security)
        self._passed: set[tuple[str, str | None, str | None, str | None]] = set()

    async def admits(
        self, scope: Scope, receive: Receive, send: Send, headers: dict[str, str]
    ) -> bool:
        """Whether the request may go on; when not, its refusal has been sent."""
        method = scope["method"]
        checked = (method, headers.get("host"), headers.get("origin"), headers.get("content-type"))
        if checked in self._passed:
            return True
        refusal = await self.guard.validate_request(HTTPConnection(scope), is_post=method == "POST")
        if refusal is not None:
            await refusal(scope, receive, send)
            return False
        if len(self._passed) < PASSED_CHECKS:
            self._passed.add(checked)
        return True
