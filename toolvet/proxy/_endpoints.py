"""The HTTP endpoints: /mcp, and each path of `proxy.endpoints`, its own view of the same
upstreams over the same upstream sessions (a session wiring that names its view) and its own
protected resource (an authenticator for its audience, its protected resource metadata)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from toolvet.proxy.identity import Authenticator, View, resource_metadata_url

if TYPE_CHECKING:
    from toolvet.config import ProxySettings
    from toolvet.proxy.sessions import SessionWiring

MAIN_PATH = "/mcp"


@dataclass(frozen=True, slots=True)
class Endpoint:
    """One HTTP endpoint: its path, what it shows (None: every tool), what its sessions are
    wired to, who may call it and, with OAuth, the resource its tokens are issued for."""

    path: str
    view: View | None
    wiring: SessionWiring
    authenticator: Authenticator | None
    audience: str | None = None

    @property
    def resource_metadata_url(self) -> str | None:
        """Where its protected resource metadata is (RFC 9728), with OAuth."""
        return resource_metadata_url(self.audience) if self.audience is not None else None

    def resource_metadata(self) -> dict[str, Any] | None:
        """Its OAuth 2.0 Protected Resource Metadata (RFC 9728), with OAuth."""
        authenticator = self.authenticator
        if self.audience is None or authenticator is None or authenticator.tokens is None:
            return None
        oauth = authenticator.tokens.settings
        return {
            "resource": self.audience,
            "authorization_servers": [oauth.issuer],
            "scopes_supported": authenticator.scopes,
            "bearer_methods_supported": ["header"],
            "resource_name": "toolvet" if self.view is None else f"toolvet {self.path}",
        }


def endpoints(
    settings: ProxySettings, wiring: SessionWiring, authenticator: Authenticator | None
) -> dict[str, Endpoint]:
    """/mcp (`wiring`, `authenticator`), then each endpoint of `settings.endpoints`, by path."""
    oauth = settings.auth.oauth
    found = {
        MAIN_PATH: Endpoint(
            MAIN_PATH, None, wiring, authenticator, oauth.audience if oauth else None
        )
    }
    for path, endpoint in settings.endpoints.items():
        view = View(path, endpoint.tools, endpoint.discovery or settings.discovery)
        audience = None
        own = authenticator
        if oauth is not None:
            audience = endpoint.audience or _beside(oauth.audience, path)
            narrowed = oauth.model_copy(update={"audience": audience})
            own = Authenticator(settings.auth.model_copy(update={"oauth": narrowed}))
        found[path] = Endpoint(path, view, dataclasses.replace(wiring, view=view), own, audience)
    return found


def _beside(audience: str, path: str) -> str:
    """The resource of an endpoint: the main audience's scheme and host with its path."""
    parts = urlsplit(audience)
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))
