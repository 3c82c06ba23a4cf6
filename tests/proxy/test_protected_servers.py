"""The protected MCP servers of tests/proxy/protected.py are faithful OAuth 2.1 resource servers,
shown against the real authorization server (oidc-provider) and the SDKs' own clients, for both
eras: the 401 that points at the Protected Resource Metadata, that document, the refusal of a
token for another audience, of a revoked token and of a token without the required scope, and a
valid token's way in; the record keeps the claims of every token received, never a raw token."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from mcp import ClientSession
from mcp.client.auth.extensions.client_credentials import ClientCredentialsOAuthProvider
from mcp.client.streamable_http import streamable_http_client

from tests.peers.support import run_client
from tests.peers.tokens import MemoryTokens
from tests.proxy.authorization import AuthorizationServer, Client
from tests.proxy.protected import ProtectedServer, token_sha256
from tests.proxy.support import INITIALIZE, MCP_HEADERS, answer_of, challenge_of

ERAS = ["legacy", "modern"]
CALLER = Client("caller", "caller-secret-caller-secret", "mcp admin")
VERSION = "2026-07-28"
META = {
    "io.modelcontextprotocol/protocolVersion": VERSION,
    "io.modelcontextprotocol/clientInfo": {"name": "plain-http", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}
WHOAMI_CLAIMS = ("sub", "aud", "client_id", "act", "scope", "jti", "iss")


@pytest.fixture(scope="module")
def issuer() -> Iterator[AuthorizationServer]:
    with AuthorizationServer([CALLER]) as server:
        yield server


@pytest.fixture(scope="module", params=ERAS)
def server(
    request: pytest.FixtureRequest,
    issuer: AuthorizationServer,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[ProtectedServer]:
    directory = tmp_path_factory.mktemp(f"protected-{request.param}")
    with ProtectedServer(request.param, issuer.issuer, directory=directory) as started:
        yield started


# -- requests of each era, written by hand -----------------------------------------------------------


def modern_request(method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": 1,
        "method": method,
        "params": {**(params or {}), "_meta": META},
    }


def post(
    server: ProtectedServer, body: dict[str, Any] | None = None, token: str | None = None
) -> httpx.Response:
    """`body` (by default the era's first request: initialize, or a 2026-07-28 tools/list) with
    the headers a client of the server's era sends."""
    headers = dict(MCP_HEADERS)
    if server.era == "modern":
        body = body or modern_request("tools/list")
        headers |= {"MCP-Protocol-Version": VERSION, "Mcp-Method": body["method"]}
        if "name" in body["params"]:
            headers["Mcp-Name"] = body["params"]["name"]
    body = body or INITIALIZE
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    return httpx.post(server.url, json=body, headers=headers, timeout=30)


def claims_of(token: str) -> dict[str, Any]:
    return jwt.decode(token, options={"verify_signature": False})


def assert_recorded_without_the_raw_token(server: ProtectedServer, token: str) -> None:
    """The record holds the token's claims and its sha256, and nowhere the token itself."""
    claims = claims_of(token)
    recorded = [t for t in server.tokens() if t["sha256"] == token_sha256(token)]
    assert recorded, f"no record of the token; records: {server.records()}"
    for entry in recorded:
        assert {k: entry[k] for k in claims if k in entry} == {
            k: claims[k] for k in claims if k in entry
        }
        assert entry["client_id"] == CALLER.client_id and entry["aud"] == server.resource
    assert token not in server.record_file.read_text(encoding="utf-8")


# -- the refusals ---------------------------------------------------------------------------------


def test_no_token_is_a_401_pointing_at_the_resource_metadata(server: ProtectedServer) -> None:
    server.clear_records()
    refused = post(server)
    assert refused.status_code == 401
    assert challenge_of(refused)["resource_metadata"] == server.metadata_url
    assert challenge_of(refused)["error"] == "invalid_token"
    [record] = server.records()
    assert record["authorization"] is False and record["token"] is None
    assert record["status"] == 401 and record["path"] == "/mcp"
    expected = "tools/list" if server.era == "modern" else "initialize"
    assert record["jsonrpc_method"] == expected


def test_the_resource_metadata_names_the_resource_and_the_issuer(
    server: ProtectedServer, issuer: AuthorizationServer
) -> None:
    answer = httpx.get(challenge_of(post(server))["resource_metadata"], timeout=30)
    assert answer.status_code == 200
    metadata = answer.json()
    assert metadata["resource"] == server.resource
    # mcp 1.x spells the issuer as pydantic's AnyHttpUrl does, with a trailing "/"; mcp 2.x as given
    assert [url.rstrip("/") for url in metadata["authorization_servers"]] == [issuer.issuer]
    assert metadata["scopes_supported"] == ["mcp"]
    assert metadata["bearer_methods_supported"] == ["header"]


def test_a_token_for_another_audience_is_refused(
    server: ProtectedServer, issuer: AuthorizationServer
) -> None:
    elsewhere = "http://127.0.0.1:9/mcp"
    token = issuer.token(CALLER, elsewhere, "mcp")
    refused = post(server, token=token)
    assert refused.status_code == 401
    assert challenge_of(refused)["error"] == "invalid_token"
    arrived = [t for t in server.tokens() if t["sha256"] == token_sha256(token)]
    assert [t["aud"] for t in arrived] == [elsewhere]
    assert "Audience doesn't match" in server.log()  # PyJWT's reason, logged by the verifier


def test_a_token_without_a_required_scope_is_a_403_naming_it(
    server: ProtectedServer, issuer: AuthorizationServer
) -> None:
    token = issuer.token(CALLER, server.resource, "admin")
    refused = post(server, token=token)
    assert refused.status_code == 403
    challenge = challenge_of(refused)
    assert challenge["error"] == "insufficient_scope"
    assert challenge["error_description"] == "Required scope: mcp"
    assert challenge["resource_metadata"] == server.metadata_url
    assert refused.json()["error"] == "insufficient_scope"


def test_a_revoked_token_is_refused_as_invalid(
    server: ProtectedServer, issuer: AuthorizationServer
) -> None:
    """Revoked by its jti, by its recorded claims, or as the raw token (its sha256)."""
    by_jti, by_claims, by_token, kept = (issuer.token(CALLER, server.resource) for _ in range(4))
    for token in (by_jti, by_claims, by_token, kept):
        assert post(server, token=token).status_code == 200
    server.revoke(claims_of(by_jti)["jti"])
    server.revoke(next(t for t in server.tokens() if t["sha256"] == token_sha256(by_claims)))
    server.revoke(by_token)
    for token in (by_jti, by_claims, by_token):
        refused = post(server, token=token)
        assert refused.status_code == 401
        assert challenge_of(refused)["error"] == "invalid_token"
        assert challenge_of(refused)["resource_metadata"] == server.metadata_url
    assert post(server, token=kept).status_code == 200
    assert server.log().count("refused a revoked bearer token") == 3


# -- the way in -----------------------------------------------------------------------------------


async def legacy_whoami(url: str, token: str) -> tuple[set[str], dict[str, Any]]:
    """tools/list and whoami through the mcp 1.x SDK client, the token in its Authorization."""
    async with (
        httpx.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=30) as http,
        streamable_http_client(url, http_client=http) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        listed = await session.list_tools()
        called = await session.call_tool("whoami", {})
        assert called.isError is False, called
        echoed = await session.call_tool("echo", {"text": "hello"})
        assert echoed.content[0].text == "hello"
    return {tool.name for tool in listed.tools}, json.loads(called.content[0].text)


def modern_whoami(server: ProtectedServer, token: str) -> tuple[set[str], dict[str, Any]]:
    """tools/list and whoami as plain 2026-07-28 requests (no session, the `_meta` envelope)."""
    listed = post(server, modern_request("tools/list"), token)
    assert listed.status_code == 200, listed.text
    assert "mcp-session-id" not in listed.headers
    called = post(server, modern_request("tools/call", {"name": "whoami", "arguments": {}}), token)
    assert called.status_code == 200, called.text
    result = answer_of(called)["result"]
    assert result["resultType"] == "complete" and result["isError"] is False
    names = {tool["name"] for tool in answer_of(listed)["result"]["tools"]}
    return names, json.loads(result["content"][0]["text"])


async def test_a_valid_token_lists_the_tools_and_whoami_shows_its_claims(
    server: ProtectedServer, issuer: AuthorizationServer
) -> None:
    token = issuer.token(CALLER, server.resource)
    server.clear_records()
    if server.era == "legacy":
        names, whoami = await legacy_whoami(server.url, token)
    else:
        names, whoami = modern_whoami(server, token)
    assert names == {"whoami", "echo"}
    claims = claims_of(token)
    assert whoami == {name: claims.get(name) for name in WHOAMI_CLAIMS}
    assert whoami["aud"] == server.resource and whoami["client_id"] == CALLER.client_id
    assert whoami["scope"] == CALLER.scope and whoami["act"] is None
    records = server.records()
    assert records and all(r["token"]["sha256"] == token_sha256(token) for r in records)
    assert {r["jsonrpc_method"] for r in records} >= {"tools/list", "tools/call"}
    assert_recorded_without_the_raw_token(server, token)


async def test_the_sdk_oauth_client_finds_the_issuer_from_the_401(
    server: ProtectedServer, issuer: AuthorizationServer
) -> None:
    """The SDK's own client_credentials OAuth client, told the URL, its credentials and the
    issuer it trusts: 401, then the resource metadata, the issuer's metadata, a token, and in."""
    server.clear_records()
    if server.era == "legacy":
        provider = ClientCredentialsOAuthProvider(
            server_url=server.url,
            storage=MemoryTokens(),
            client_id=CALLER.client_id,
            client_secret=CALLER.client_secret,
            scopes="mcp",
            issuer=issuer.issuer,
        )
        async with (
            httpx.AsyncClient(auth=provider, timeout=30) as http,
            streamable_http_client(server.url, http_client=http) as (read, write, _),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            called = await session.call_tool("whoami", {})
        whoami = json.loads(called.content[0].text)
    else:
        [called] = run_client(
            "modern",
            server.url,
            [{"op": "call", "name": "whoami", "arguments": {}}],
            options=[
                "--client-credentials",
                f"{CALLER.client_id}:{CALLER.client_secret}",
                "--scope",
                "mcp",
                "--issuer",
                issuer.issuer,
            ],
        )
        whoami = json.loads(called["content"][0]["text"])
    assert whoami["client_id"] == CALLER.client_id and whoami["aud"] == server.resource
    paths = [r["path"] for r in server.records()]
    assert paths[0] == "/mcp" and server.records()[0]["status"] == 401
    assert "/.well-known/oauth-protected-resource/mcp" in paths
    [used] = {t["jti"] for t in server.tokens()}
    assert used == whoami["jti"]


async def test_a_stateless_legacy_server_takes_the_token_on_every_request(
    issuer: AuthorizationServer, tmp_path: Path
) -> None:
    with ProtectedServer("legacy", issuer.issuer, stateless=True, directory=tmp_path) as server:
        token = issuer.token(CALLER, server.resource)
        names, whoami = await legacy_whoami(server.url, token)
        assert names == {"whoami", "echo"} and whoami["jti"] == claims_of(token)["jti"]
        opened = post(server, token=token)
        assert opened.status_code == 200 and "mcp-session-id" not in opened.headers
        assert_recorded_without_the_raw_token(server, token)
