"""toolvet as an OAuth 2.1 protected resource, for the tests of its front door: the clients and the
signing key the authorization server (oidc-provider) knows, `Protected` (that server and
`toolvet serve` in front of the notes server, protected by it, with access rules), and `oauth()`,
toolvet's `proxy.auth` settings for an issuer, for the tests of its Authenticator in process."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, Client, SigningKey
from tests.proxy.support import (
    MCP_HEADERS,
    NOTES_SERVER,
    CallLog,
    HttpProxy,
    python_server,
    write_config,
)
from toolvet.config import AuthSettings

READER = Client("reader", "reader-secret-reader-secret", "mcp notes.read")
OPS = Client("ops", "ops-secret-ops-secret-ops", "mcp", groups=("ops",))
OUTSIDER = Client("outsider", "outsider-secret-outsider", "notes.read")
ACCESS = [
    {"scopes": ["notes.read"], "tools": ["notes/search_notes", "notes/get_note"]},
    {"claims": {"groups": "ops"}, "tools": ["*"]},
]
KEY = SigningKey.new("test-key-1")
OPERATIONS_TOKEN = "operations-token-for-oauth-tests"

# The audience of the Authenticator's tests in process (nothing listens there), and their client.
RESOURCE = "http://127.0.0.1:9/mcp"
CLIENT = Client("agent", "agent-secret-agent-secret", "mcp")


def oauth(issuer: str, **more: object) -> AuthSettings:
    """toolvet's `proxy.auth` trusting `issuer` for RESOURCE, requiring the scope `mcp`."""
    return AuthSettings.model_validate(
        {"oauth": {"issuer": issuer, "audience": RESOURCE, "required_scopes": ["mcp"], **more}}
    )


class Protected:
    """The authorization server and toolvet in front of the notes server, protected by it
    (`proxy`: more keys of its `proxy` block)."""

    def __init__(self, directory: Path, **proxy: Any) -> None:
        self.server = AuthorizationServer([READER, OPS, OUTSIDER], keys=[KEY]).start()
        port = free_port()
        self.resource = f"http://127.0.0.1:{port}/mcp"
        self.calls = CallLog(directory / "notes.calls.jsonl")
        self.audit = directory / "audit.jsonl"
        config = write_config(
            directory / "servers.json",
            {"notes": python_server(NOTES_SERVER, self.calls.path)},
            auth={
                "oauth": {
                    "issuer": self.server.issuer,
                    "audience": self.resource,
                    "required_scopes": ["mcp"],
                },
                "access": ACCESS,
                "operations": {"token": OPERATIONS_TOKEN},
            },
            audit={"path": str(self.audit)},
            **proxy,
        )
        self.proxy = HttpProxy(config, port=port).start()

    def token(self, client: Client, resource: str | None = None) -> str:
        return self.server.token(client, resource or self.resource)

    def post(self, body: dict[str, Any], token: str | None, **headers: str) -> httpx.Response:
        sent = {**MCP_HEADERS, **headers}
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        return httpx.post(self.resource, json=body, headers=sent, timeout=30)

    def close(self) -> None:
        self.proxy.stop()
        self.server.stop()
