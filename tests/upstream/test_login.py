"""`toolvet login SERVER` and `toolvet logout SERVER`, end to end: a real authorization server
(oidc-provider, open dynamic registration, PKCE, resource indicators), a protected MCP server (mcp
1.x FastMCP as an OAuth resource server: tests/proxy/protected.py), and the command run as a
process; the test reads the URL it prints and logs in as a person with a browser would
(tests/upstream/login_support.py), the browser's last step being the request to the command's
loopback callback.

What a login leaves in the token store is checked against the authorization server: a JWT access
token for the server's resource that the server accepts, a refresh token the authorization server
honours, the token endpoint; logout revokes the refresh token and forgets the login."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, Client
from tests.proxy.protected import ProtectedServer
from tests.proxy.support import write_config
from tests.upstream.login_support import (
    PROMPT,
    SCOPE,
    Command,
    claims,
    code_server,
    log_in,
    toolvet,
)
from toolvet.upstream._token_store import StoredLogin, TokenStore

# A scope the authorization server knows and the protected server does not ask for.
OTHER_SCOPE = "notes"
# A client registered beforehand (auth.client_id): confidential, loopback redirects on any port.
REGISTERED = Client(
    "toolvet-cli",
    "toolvet-cli-secret-toolvet-cli",
    SCOPE,
    grant_types=("authorization_code", "refresh_token"),
    redirect_uris=("http://127.0.0.1/callback",),
)
# What a config's ${TOOLVET_TEST_SECRET} reads.
SECRET_ENV = {"TOOLVET_TEST_SECRET": REGISTERED.client_secret or ""}
# Relative to the config's directory.
TOKEN_STORE = "state/tokens.json"


@pytest.fixture(scope="module")
def authorization() -> Iterator[AuthorizationServer]:
    with AuthorizationServer([REGISTERED], scopes=(SCOPE, OTHER_SCOPE)) as server:
        yield server


@pytest.fixture(scope="module")
def protected(authorization: AuthorizationServer) -> Iterator[ProtectedServer]:
    """A protected MCP server (mcp 1.x) asking for SCOPE in tokens of `authorization`."""
    with ProtectedServer("legacy", authorization.issuer, scopes=[SCOPE]) as server:
        yield server


def config_in(directory: Path, servers: dict[str, Any]) -> Path:
    """directory/servers.json with these servers and the token store directory/TOKEN_STORE."""
    return write_config(directory / "servers.json", servers, token_store=TOKEN_STORE)


def refresh(authorization: AuthorizationServer, login: StoredLogin) -> httpx.Response:
    form = {
        "grant_type": "refresh_token",
        "refresh_token": login.refresh_token or "",
        "resource": login.resource,
    }
    auth = None
    if login.client_secret:
        auth = (login.client_id, login.client_secret)
    else:
        form["client_id"] = login.client_id
    return httpx.post(login.token_endpoint, data=form, auth=auth, timeout=30)


# -- logging in ----------------------------------------------------------------------------------------


def test_login_registers_a_public_client_and_stores_tokens_for_the_server(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    config = config_in(tmp_path, {"code": code_server(protected.url)})
    port = free_port()
    status, stdout, stderr, url = log_in(authorization, config, "code", "--port", str(port))
    store_path = tmp_path / "state" / "tokens.json"
    assert status == 0, stderr
    assert stderr.splitlines()[-1] == f"Logged in to code; tokens stored in {store_path}"

    # What the browser was sent to: PKCE S256, the loopback callback on --port, the resource.
    asked = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    assert url.startswith(f"{authorization.issuer}/auth?")
    assert asked["redirect_uri"] == f"http://127.0.0.1:{port}/callback"
    assert asked["code_challenge_method"] == "S256"
    assert asked["resource"] == protected.url
    assert asked["scope"] == SCOPE

    login = TokenStore(store_path).get("code")
    assert login is not None
    token = claims(login.access_token)
    assert token["aud"] == protected.url
    assert token["sub"] == "alice"
    assert token["iss"] == authorization.issuer
    assert token["client_id"] == login.client_id != REGISTERED.client_id  # registered itself
    assert login.refresh_token
    assert login.resource == protected.url
    assert login.token_endpoint == authorization.token_endpoint
    assert login.issuer == authorization.issuer  # as the server spells it, no "/" added
    assert login.revocation_endpoint == authorization.revocation_endpoint
    assert login.scope == SCOPE
    assert (login.client_authentication, login.client_secret) == ("none", None)
    assert login.expires_at is not None and login.expires_at > time.time()
    assert (store_path.stat().st_mode & 0o777, store_path.parent.stat().st_mode & 0o777) == (
        0o600,
        0o700,
    )
    for secret in (login.access_token, login.refresh_token):
        assert secret not in stdout + stderr

    # The stored tokens work: the server takes the access token, the refresh token gets another.
    assert protected.initialize(login.access_token).status_code == 200
    renewed = refresh(authorization, login)
    assert renewed.status_code == 200, renewed.text
    assert claims(renewed.json()["access_token"])["aud"] == protected.url


def test_login_with_a_registered_confidential_client(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    server = code_server(
        protected.url, client_id=REGISTERED.client_id, client_secret="${TOOLVET_TEST_SECRET}"
    )
    config = config_in(tmp_path, {"code": server})
    status, stdout, stderr, url = log_in(authorization, config, env=SECRET_ENV)
    assert status == 0, stderr
    assert parse_qs(urlsplit(url).query)["client_id"] == [REGISTERED.client_id]
    login = TokenStore(tmp_path / "state" / "tokens.json").get("code")
    assert login is not None
    assert claims(login.access_token)["client_id"] == REGISTERED.client_id
    assert (login.client_id, login.client_secret, login.client_authentication) == (
        REGISTERED.client_id,
        REGISTERED.client_secret,
        "client_secret_basic",
    )
    assert REGISTERED.client_secret not in stdout + stderr
    assert refresh(authorization, login).status_code == 200


def test_login_keeps_the_other_servers_logins(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    config = config_in(
        tmp_path, {"code": code_server(protected.url), "again": code_server(protected.url)}
    )
    assert log_in(authorization, config, "code")[0] == 0
    assert log_in(authorization, config, "again")[0] == 0
    store = TokenStore(tmp_path / "state" / "tokens.json")
    first, second = store.get("code"), store.get("again")
    assert first is not None and second is not None
    assert first.access_token != second.access_token


def test_the_configured_scopes_are_asked_for_not_only_the_servers(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    server = code_server(protected.url, scopes=[SCOPE, OTHER_SCOPE])
    config = config_in(tmp_path, {"code": server})
    status, _, stderr, url = log_in(authorization, config)
    assert status == 0, stderr
    assert parse_qs(urlsplit(url).query)["scope"] == [f"{SCOPE} {OTHER_SCOPE}"]
    login = TokenStore(tmp_path / "state" / "tokens.json").get("code")
    assert login is not None
    assert login.scope == claims(login.access_token)["scope"] == f"{SCOPE} {OTHER_SCOPE}"


def test_the_configured_resource_is_asked_for_and_a_token_the_server_refuses_is_not_kept(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    elsewhere = "https://elsewhere.example/mcp"
    config = config_in(tmp_path, {"code": code_server(protected.url, resource=elsewhere)})
    status, _, stderr, url = log_in(authorization, config)
    assert parse_qs(urlsplit(url).query)["resource"] == [elsewhere]
    assert status == 1
    assert stderr.splitlines()[-1].startswith(
        f"toolvet login: code ({protected.url}) refused the token the login gave (401 Bearer"
    )
    assert stderr.splitlines()[-1].endswith("; nothing was stored")
    assert not (tmp_path / "state" / "tokens.json").exists()


# -- logging out ---------------------------------------------------------------------------------------


def test_logout_revokes_the_refresh_token_and_forgets_the_login(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    config = config_in(tmp_path, {"code": code_server(protected.url)})
    assert log_in(authorization, config)[0] == 0
    store = TokenStore(tmp_path / "state" / "tokens.json")
    login = store.get("code")
    assert login is not None

    status, _, stderr = toolvet("logout", "code", "--config", str(config))
    assert status == 0, stderr
    assert stderr.strip() == (
        f"Logged out of code: its tokens were removed from {store.path}; the refresh token was"
        f" revoked at {authorization.revocation_endpoint}"
    )
    assert store.get("code") is None
    refused = refresh(authorization, login)
    assert refused.status_code == 400
    assert refused.json()["error"] == "invalid_grant"

    status, _, stderr = toolvet("logout", "code", "--config", str(config))
    assert status == 0
    assert stderr.strip() == f"Not logged in to code: no tokens are stored for it in {store.path}"


def test_logout_of_a_server_the_config_does_not_have(tmp_path: Path) -> None:
    config = config_in(tmp_path, {"code": code_server("http://127.0.0.1:9/mcp")})
    status, _, stderr = toolvet("logout", "cdoe", "--config", str(config))
    assert status == 2
    assert stderr.strip() == (
        f"toolvet logout: {config}: mcpServers has no server 'cdoe'; did you mean 'code'? (its"
        f" servers: code); no tokens are stored for it in {tmp_path / 'state' / 'tokens.json'}"
    )


# -- what stops a login --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "says"),
    [
        (
            "cdoe",
            "mcpServers has no server 'cdoe'; did you mean 'code'? (its servers: code, machine, local, open, cimd)",
        ),
        (
            "machine",
            "mcpServers.machine.auth.grant is 'client_credentials': toolvet gets those tokens"
            ' itself, nothing to log in to; `toolvet login` is for "auth": {"grant":'
            ' "authorization_code"}',
        ),
        (
            "local",
            'mcpServers.local is a stdio server; `toolvet login` is for streamable HTTP servers with "auth": {"grant": "authorization_code"}',
        ),
        (
            "open",
            'mcpServers.open has no \'auth\': give it "auth": {"grant": "authorization_code"} to log in to it',
        ),
        (
            "cimd",
            "mcpServers.cimd.auth.client_metadata_url is 'http://example.com/toolvet.json'; a"
            " Client ID Metadata Document is named by an https:// URL with a path (e.g."
            " https://example.com/toolvet.json), which is the client id",
        ),
    ],
)
def test_only_an_authorization_code_server_of_the_config_can_be_logged_in_to(
    tmp_path: Path, name: str, says: str
) -> None:
    machine = {"grant": "client_credentials", "client_id": "a", "client_secret": "b"}
    config = config_in(
        tmp_path,
        {
            "code": code_server("http://127.0.0.1:9/mcp"),
            "machine": {"url": "http://127.0.0.1:9/mcp", "auth": machine},
            "local": {"command": "python", "args": ["server.py"]},
            "open": {"url": "http://127.0.0.1:9/mcp"},
            "cimd": code_server(
                "http://127.0.0.1:9/mcp", client_metadata_url="http://example.com/toolvet.json"
            ),
        },
    )
    status, _, stderr = toolvet("login", name, "--config", str(config), "--no-browser")
    assert status == 2
    assert stderr.strip() == f"toolvet login: {config}: {says}"


def test_an_authorization_server_that_is_down_is_named(
    authorization: AuthorizationServer, tmp_path: Path
) -> None:
    down = f"http://127.0.0.1:{free_port()}"
    # Its metadata names an issuer nobody serves (the keys it would read at the first token).
    orphan = ProtectedServer("legacy", down, scopes=[SCOPE], jwks_uri=f"{down}/jwks").start()
    try:
        config = config_in(tmp_path, {"code": code_server(orphan.url)})
        status, _, stderr = toolvet("login", "code", "--config", str(config), "--no-browser")
    finally:
        orphan.stop()
    assert status == 1
    assert stderr.startswith(
        f"toolvet login: cannot reach the authorization server {down}/, named by code's"
        f" protected resource metadata, at {down}/.well-known/oauth-authorization-server:"
    )
    assert "is it running, and is this its address?" in stderr
    assert not (tmp_path / "state" / "tokens.json").exists()


def test_a_server_that_is_down_is_named_without_what_its_url_may_hide(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp"
    config = config_in(tmp_path, {"code": code_server(url + "?key=${TOOLVET_TEST_SECRET}")})
    status, _, stderr = toolvet(
        "login", "code", "--config", str(config), "--no-browser", env=SECRET_ENV
    )
    assert status == 1
    assert stderr.startswith(f"toolvet login: cannot reach code at {url}: ")
    assert REGISTERED.client_secret not in stderr


def test_a_store_others_may_read_stops_the_login_before_it_starts(tmp_path: Path) -> None:
    config = config_in(tmp_path, {"code": code_server("http://127.0.0.1:9/mcp")})
    store = tmp_path / "state" / "tokens.json"
    store.parent.mkdir()
    store.write_text(json.dumps({"version": 1, "servers": {}}))
    store.chmod(0o644)
    status, _, stderr = toolvet("login", "code", "--config", str(config), "--no-browser")
    assert status == 1
    assert PROMPT not in stderr
    assert stderr.strip() == (
        f"toolvet login: the token store {store} may be read by others than its owner (mode"
        f" 0644); it holds credentials, so it is not used: make it owner-only with chmod 600"
        f" {store} (a mounted Kubernetes secret: defaultMode: 0400 or 0600)"
    )


def test_a_callback_port_in_use_is_named(tmp_path: Path) -> None:
    config = config_in(tmp_path, {"code": code_server("http://127.0.0.1:9/mcp")})
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status, _, stderr = toolvet(
            "login", "code", "--config", str(config), "--no-browser", "--port", str(port)
        )
    assert status == 1
    assert stderr.startswith(
        f"toolvet login: cannot listen on 127.0.0.1:{port} for the login's callback: "
    )
    assert stderr.strip().endswith("give another --port (or none, for a free one)")


def test_no_login_within_the_timeout_is_an_error_and_stores_nothing(
    protected: ProtectedServer, tmp_path: Path
) -> None:
    config = config_in(tmp_path, {"code": code_server(protected.url)})
    port = free_port()
    command = Command(
        "login", "code", "--config", str(config), "--no-browser", "--port", str(port),
        "--timeout", "2",
    )  # fmt: skip
    command.authorization_url()  # and nobody opens it
    status, _, stderr = command.finish()
    assert status == 1
    assert stderr.splitlines()[-1] == (
        f"toolvet login: no login to code within 2 s: nothing came back to"
        f" http://127.0.0.1:{port}/callback; open the URL above in a browser and log in (or give"
        " a longer --timeout)"
    )
    assert not (tmp_path / "state" / "tokens.json").exists()


def test_a_refused_login_comes_back_as_an_error(
    authorization: AuthorizationServer, protected: ProtectedServer, tmp_path: Path
) -> None:
    config = config_in(tmp_path, {"code": code_server(protected.url)})
    command = Command("login", "code", "--config", str(config), "--no-browser")
    url = command.authorization_url()
    asked = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    # What the authorization server's redirect says when the person declines (RFC 6749 4.1.2.1).
    page = httpx.get(
        asked["redirect_uri"],
        params={
            "error": "access_denied",
            "error_description": "End-User aborted interaction",
            "state": asked["state"],
        },
        timeout=30,
    )
    assert page.status_code == 200
    assert "Login to code failed: access_denied" in page.text
    status, _, stderr = command.finish()
    assert status == 1
    assert stderr.splitlines()[-1] == (
        "toolvet login: the authorization server refused the login to code: access_denied"
        " (End-User aborted interaction)"
    )
    assert not (tmp_path / "state" / "tokens.json").exists()
