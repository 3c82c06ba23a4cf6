"""Where toolvet sends a caller's token and its client secret when it finds an upstream's
authorization server: only to the issuer of the callers' tokens (or the one the operator pins),
and only after the metadata passed RFC 9728 3.3 (the protected resource metadata is the server's
own) and RFC 8414 3.3 (the authorization server's metadata names the issuer it was asked for).

The upstream and the attacker's authorization server are real HTTP servers: the protected MCP
server of tests/proxy/protected.py, the real authorization server (oidc-provider), and a recording
server that plays the attacker and keeps everything it is sent (tests/proxy/recording_http.py)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp.shared.exceptions import McpError

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, SigningKey
from tests.proxy.protected import (
    ALICE,
    EXCHANGER,
    SECRET,
    TOOLVET,
    ProtectedServer,
    call,
    upstream_entry,
    whoami,
)
from tests.proxy.recording_http import RecordingHttpServer
from tests.proxy.support import HttpProxy, write_config
from tests.upstream.login_support import SCOPE, code_server, toolvet
from toolvet.config import UpstreamAuth, parse_config
from toolvet.upstream._oauth import Credentials, CredentialsError

AS_METADATA = "/.well-known/oauth-authorization-server"


def serve_as_authorization_server(server: RecordingHttpServer, issuer: str | None = None) -> None:
    """Make `server` answer as an authorization server would: its metadata (naming `issuer`,
    by default itself), a token endpoint that hands out a token, open registration."""
    base = server.base
    server.answer(
        "GET",
        AS_METADATA,
        {
            "issuer": issuer or base,
            "authorization_endpoint": f"{base}/auth",
            "token_endpoint": f"{base}/token",
            "registration_endpoint": f"{base}/reg",
            "jwks_uri": f"{base}/jwks",
            "response_types_supported": ["code"],
            "code_challenge_methods_supported": ["S256"],
        },
    )
    server.answer("POST", "/token", {"access_token": "x", "token_type": "Bearer"})
    server.answer("POST", "/reg", {"client_id": "registered"}, status=201)
    server.answer("GET", "/jwks", {"keys": []})


def serve_as_upstream(server: RecordingHttpServer, resource: str, issuer: str) -> str:
    """Make `server` answer as a protected MCP server at /mcp: a 401 naming its protected
    resource metadata, which says it is `resource` and trusts `issuer`. Its URL."""
    metadata = f"{server.base}/.well-known/oauth-protected-resource/mcp"
    challenge = f'Bearer resource_metadata="{metadata}"'
    server.answer("GET", "/mcp", status=401, headers={"www-authenticate": challenge})
    server.answer(
        "GET",
        "/.well-known/oauth-protected-resource/mcp",
        {"resource": resource, "authorization_servers": [issuer]},
    )
    return f"{server.base}/mcp"


def credentials(url: str, **auth: Any) -> Credentials:
    settings = {"grant": "client_credentials", "client_id": "toolvet", "client_secret": SECRET}
    return Credentials("files", url, UpstreamAuth.model_validate({**settings, **auth}))


def sent_anything_secret(server: RecordingHttpServer, *secrets: str) -> bool:
    """Whether `server` received one of `secrets` (in a body or a header), or any POST at all
    (a token request, a registration)."""
    return any(
        secret in received.body or secret in " ".join(received.headers.values())
        for received in server.received()
        for secret in secrets
    ) or bool(server.received("POST"))


# -- the attack: an upstream points toolvet at the attacker's authorization server -----------------


@pytest.fixture
def attacker() -> Iterator[RecordingHttpServer]:
    with RecordingHttpServer() as server:
        serve_as_authorization_server(server)
        yield server


async def test_a_callers_token_never_goes_to_the_authorization_server_an_upstream_names(
    attacker: RecordingHttpServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UPSTREAM_SECRET", SECRET)
    attacker_key = SigningKey.new("attacker")
    attacker.answer("GET", "/jwks", {"keys": [attacker_key.public_jwk()]})
    with (
        AuthorizationServer([EXCHANGER, ALICE]) as issuer,
        # Its metadata names the attacker as its authorization server.
        ProtectedServer("legacy", attacker.base, jwks_uri=f"{attacker.base}/jwks") as upstream,
    ):
        # What the attacker hands out is good at the upstream: the flow would work, and the
        # attacker would keep the caller's token it was sent (replayed at toolvet: 200).
        claims = {"iss": attacker.base, "aud": upstream.resource, "sub": "alice-agent",
                  "scope": "mcp", "exp": int(time.time()) + 600}  # fmt: skip
        minted = {"access_token": attacker_key.sign(claims), "token_type": "Bearer"}
        attacker.answer("POST", "/token", {**minted, "expires_in": 600})
        port = free_port()
        resource = f"http://127.0.0.1:{port}/mcp"
        config = write_config(
            tmp_path / "servers.json",
            {"files": upstream_entry(upstream, grant="token_exchange")},
            auth={"oauth": {"issuer": issuer.issuer, "audience": resource}},
        )
        with HttpProxy(config, port=port) as proxy:
            alice = issuer.token(ALICE, resource)
            refused = []
            try:
                await call(proxy.url, "whoami", {}, Authorization=f"Bearer {alice}")
            except* McpError as group:
                refused = list(group.exceptions)
            log = proxy.log()
    assert not sent_anything_secret(attacker, alice, SECRET), attacker.received()
    assert not attacker.received(path=AS_METADATA)  # not even asked for its metadata
    # The server never comes up (toolvet's own token would come from there too): the call
    # fails, and the log (as /healthz) says why.
    assert refused
    problem = next(line for line in log.splitlines() if "names the authorization server" in line)
    assert f"names the authorization server {attacker.base}/" in problem
    assert f"toolvet asks only {issuer.issuer} for its tokens" in problem
    assert "by default proxy.auth.oauth.issuer: a caller's token goes nowhere else" in problem


async def test_the_callers_issuer_is_used_when_the_upstream_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UPSTREAM_SECRET", SECRET)
    with (
        AuthorizationServer([EXCHANGER, ALICE]) as issuer,
        ProtectedServer("modern", issuer.issuer) as upstream,
    ):
        port = free_port()
        resource = f"http://127.0.0.1:{port}/mcp"
        config = write_config(
            tmp_path / "servers.json",
            {"files": upstream_entry(upstream, grant="token_exchange")},
            auth={"oauth": {"issuer": issuer.issuer, "audience": resource}},
        )
        with HttpProxy(config, port=port) as proxy:
            alice = issuer.token(ALICE, resource)
            claims = await whoami(proxy.url, Authorization=f"Bearer {alice}")
    assert claims["sub"] == "alice-agent" and claims["act"] == {"sub": "toolvet"}


def test_token_exchange_is_pinned_to_the_callers_issuer_unless_the_config_pins_another() -> None:
    def auth_of(**auth: Any) -> UpstreamAuth | None:
        entry = {"grant": "token_exchange", "client_id": "t", "client_secret": "s", **auth}
        config = parse_config(
            {
                "mcpServers": {"files": {"url": "https://files.example/mcp", "auth": entry}},
                "proxy": {"auth": {"oauth": {"issuer": "https://idp.example/a", "audience": "x"}}},
            }
        )
        return config.servers["files"].auth

    defaulted, pinned = auth_of(), auth_of(issuer="https://other.example")
    by_endpoint = auth_of(token_endpoint="https://other.example/token")
    assert defaulted is not None and defaulted.issuer == "https://idp.example/a"
    assert pinned is not None and pinned.issuer == "https://other.example"
    assert by_endpoint is not None and by_endpoint.issuer is None


# -- RFC 9728 3.3 and RFC 8414 3.3, before anything is sent ----------------------------------------


async def test_resource_metadata_for_another_resource_is_refused(
    attacker: RecordingHttpServer,
) -> None:
    with RecordingHttpServer() as upstream:
        url = serve_as_upstream(upstream, "https://elsewhere.example/mcp", attacker.base)
        with pytest.raises(CredentialsError) as refused:
            await credentials(url).authorization()
    assert str(refused.value) == (
        "server 'files': its protected resource metadata is for the resource"
        f" https://elsewhere.example/mcp, not for {url}, the server's URL; RFC 9728 (3.3)"
        " forbids using it, so nothing was sent to the authorization server it names"
    )
    assert not attacker.received()


async def test_authorization_server_metadata_naming_another_issuer_is_refused(
    attacker: RecordingHttpServer,
) -> None:
    serve_as_authorization_server(attacker, issuer="https://idp.example.com")
    with RecordingHttpServer() as upstream:
        url = serve_as_upstream(upstream, f"{upstream.base}/mcp", attacker.base)
        with pytest.raises(CredentialsError) as refused:
            await credentials(url).authorization()
    assert str(refused.value) == (
        f"server 'files': the metadata of the authorization server {attacker.base}/ names the"
        " issuer https://idp.example.com/; RFC 8414 (3.3) wants the issuer its address was built"
        " from, so no token is asked of it"
    )
    assert not sent_anything_secret(attacker, SECRET)


async def test_a_pinned_issuer_the_upstream_does_not_name_stops_the_flow(
    attacker: RecordingHttpServer,
) -> None:
    with RecordingHttpServer() as upstream:
        url = serve_as_upstream(upstream, f"{upstream.base}/mcp", attacker.base)
        with pytest.raises(CredentialsError) as refused:
            await credentials(url, issuer="https://idp.example.com").authorization()
    assert f"names the authorization server {attacker.base}/, but toolvet asks only" in str(
        refused.value
    )
    assert "set mcpServers.files.auth.issuer to it" in str(refused.value)
    assert not attacker.received()


async def test_client_credentials_follow_validated_metadata_to_a_real_issuer() -> None:
    with (
        AuthorizationServer([TOOLVET]) as issuer,
        ProtectedServer("legacy", issuer.issuer) as upstream,
    ):
        for pin in ({}, {"issuer": issuer.issuer}):
            found = credentials(upstream.url, **pin)
            try:
                endpoint = await found.endpoint()
                assert await found.authorization()
            finally:
                await found.aclose()
            assert (endpoint.token_endpoint, endpoint.resource) == (
                issuer.token_endpoint,
                upstream.resource,
            )


# -- `toolvet login`: the SDK's flow, held to a pinned issuer --------------------------------------


def test_login_goes_to_no_authorization_server_but_the_pinned_one(
    attacker: RecordingHttpServer, tmp_path: Path
) -> None:
    pinned = f"http://127.0.0.1:{free_port()}"
    with ProtectedServer(
        "legacy", attacker.base, scopes=[SCOPE], jwks_uri=f"{attacker.base}/jwks"
    ) as upstream:
        config = write_config(
            tmp_path / "servers.json",
            {"code": code_server(upstream.url, issuer=pinned)},
            token_store="tokens.json",
        )
        status, _, stderr = toolvet("login", "code", "--config", str(config), "--no-browser")
    assert status == 1, stderr
    assert stderr.strip() == (
        f"toolvet login: logging in to code failed: the server's authorization server is"
        f" {attacker.base}/, not {pinned}, the one auth.issuer pins; nothing was sent to it"
    )
    assert not attacker.received()


def test_login_refuses_authorization_server_metadata_naming_another_issuer(
    attacker: RecordingHttpServer, tmp_path: Path
) -> None:
    serve_as_authorization_server(attacker, issuer="https://idp.example.com")
    with ProtectedServer(
        "legacy", attacker.base, scopes=[SCOPE], jwks_uri=f"{attacker.base}/jwks"
    ) as upstream:
        config = write_config(
            tmp_path / "servers.json", {"code": code_server(upstream.url)}, token_store="t.json"
        )
        status, _, stderr = toolvet("login", "code", "--config", str(config), "--no-browser")
    assert status == 1, stderr
    assert "issuer mismatch: https://idp.example.com/ !=" in stderr
    assert not attacker.received("POST")  # no registration, no token request
