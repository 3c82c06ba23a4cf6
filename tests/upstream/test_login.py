"""`toolvet login SERVER` and `toolvet logout SERVER`, end to end: a real authorization server
(oidc-provider, open dynamic registration, PKCE, resource indicators), a protected MCP server (mcp
1.x FastMCP as an OAuth resource server), and the command run as a process; the test reads the
URL it prints and logs in as a person with a browser would (AuthorizationServer.log_in), the
browser's last step being the request to the command's loopback callback.

What a login leaves in the token store is checked against the authorization server: a JWT access
token for the server's resource that the server accepts, a refresh token the authorization server
honours, the token endpoint; logout revokes the refresh token and forgets the login."""

from __future__ import annotations

import json
import os
import queue
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import jwt
import pytest

from tests.peers.support import free_port, stop_process
from tests.proxy.authorization import AuthorizationServer, Client
from toolvet.upstream._token_store import StoredLogin, TokenStore

REPO = Path(__file__).resolve().parents[2]
SCOPE = "mcp"
# A scope the authorization server knows and the protected server does not ask for.
OTHER_SCOPE = "notes"
PROMPT = "Open this URL to log in to "
# A client registered beforehand (auth.client_id): confidential, loopback redirects on any port.
REGISTERED = Client(
    "toolvet-cli",
    "toolvet-cli-secret-toolvet-cli",
    SCOPE,
    grant_types=("authorization_code", "refresh_token"),
    redirect_uris=("http://127.0.0.1/callback",),
)
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "1"},
    },
}
MCP_HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
# Upper bounds for waits, never expectations of speed.
STARTUP_TIMEOUT = 30.0
COMMAND_TIMEOUT = 60.0


# -- a protected MCP server ------------------------------------------------------------------------


def serve_protected(port: int, issuer: str, scopes: list[str]) -> None:
    """A protected MCP server on 127.0.0.1:`port`/mcp: the SDK's resource-server auth (protected
    resource metadata naming `issuer`, a 401 with resource_metadata without a token, a 403 without
    `scopes`) and a verifier of JWTs signed by the issuer's keys for this resource."""
    import anyio
    from mcp.server.auth.provider import AccessToken
    from mcp.server.auth.settings import AuthSettings
    from mcp.server.fastmcp import FastMCP

    resource = f"http://127.0.0.1:{port}/mcp"
    keys = jwt.PyJWKClient(f"{issuer}/jwks")

    def claims_of(token: str) -> dict[str, Any]:
        key = keys.get_signing_key_from_jwt(token)
        return jwt.decode(token, key.key, algorithms=["RS256"], audience=resource, issuer=issuer)

    class Verifier:
        async def verify_token(self, token: str) -> AccessToken | None:
            try:
                claims = await anyio.to_thread.run_sync(claims_of, token)
            except jwt.PyJWTError:
                return None
            return AccessToken(
                token=token,
                client_id=claims["client_id"],
                scopes=claims.get("scope", "").split(),
                expires_at=claims["exp"],
                resource=resource,
            )

    server = FastMCP(
        "protected",
        host="127.0.0.1",
        port=port,
        log_level="WARNING",
        token_verifier=Verifier(),
        auth=AuthSettings(
            issuer_url=issuer,
            resource_server_url=resource,
            required_scopes=scopes,
            validate_token_resource=False,  # the verifier checks `aud` itself
        ),
    )

    @server.tool()
    def echo(text: str) -> str:
        return text

    server.run("streamable-http")


class ProtectedServer:
    """`serve_protected` in a process of its own, once its metadata is served."""

    def __init__(self, issuer: str, scopes: list[str]) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/mcp"
        code = f"from tests.upstream.test_login import serve_protected as s; s({self.port}, {issuer!r}, {scopes!r})"
        # Its stderr goes to a file: a pipe nobody reads could fill and stall it.
        self.stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop())
        self.process = subprocess.Popen([sys.executable, "-c", code], cwd=REPO, stderr=self.stderr)
        metadata = f"http://127.0.0.1:{self.port}/.well-known/oauth-protected-resource/mcp"
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            assert self.process.poll() is None, f"the protected server exited: {self.output()}"
            try:
                if httpx.get(metadata, timeout=5).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.1)  # polling for the server to come up
        raise AssertionError(f"the protected server did not serve {metadata} within 30 s")

    def initialize(self, token: str) -> httpx.Response:
        headers = {**MCP_HEADERS, "authorization": f"Bearer {token}"}
        return httpx.post(self.url, json=INITIALIZE, headers=headers, timeout=30)

    def output(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read().decode("utf-8", "replace")

    def stop(self) -> None:
        stop_process(self.process)
        self.stderr.close()


@pytest.fixture(scope="module")
def authorization() -> Iterator[AuthorizationServer]:
    with AuthorizationServer([REGISTERED], scopes=(SCOPE, OTHER_SCOPE)) as server:
        yield server


@pytest.fixture(scope="module")
def protected(authorization: AuthorizationServer) -> Iterator[ProtectedServer]:
    server = ProtectedServer(authorization.issuer, [SCOPE])
    try:
        yield server
    finally:
        server.stop()


# -- the command ------------------------------------------------------------------------------------


class Command:
    """`python -m toolvet ARGS` as a process; its stderr read line by line as it comes."""

    def __init__(self, *args: str) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "toolvet", *args],
            cwd=REPO,
            env={**env, "TOOLVET_TEST_SECRET": REGISTERED.client_secret or ""},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr_lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.put(line)
        self.lines.put(None)

    def authorization_url(self) -> str:
        """The URL the command says to open."""
        deadline = time.monotonic() + COMMAND_TIMEOUT
        while (left := deadline - time.monotonic()) > 0:
            line = self.lines.get(timeout=left)
            if line is None:
                raise AssertionError(f"the command ended without a URL: {self.stderr()}")
            self.stderr_lines.append(line)
            if line.startswith(PROMPT):
                return line.split(": ", 1)[1].strip()
        raise AssertionError(f"no URL within {COMMAND_TIMEOUT} s: {self.stderr()}")

    def finish(self) -> tuple[int, str, str]:
        """Its exit status, stdout and whole stderr, once it has exited."""
        status = self.process.wait(COMMAND_TIMEOUT)
        assert self.process.stdout is not None
        stdout = self.process.stdout.read()
        while (line := self.lines.get(timeout=COMMAND_TIMEOUT)) is not None:
            self.stderr_lines.append(line)
        return status, stdout, self.stderr()

    def stderr(self) -> str:
        return "".join(self.stderr_lines)


def toolvet(*args: str) -> tuple[int, str, str]:
    return Command(*args).finish()


def write_config(
    directory: Path, servers: dict[str, Any], token_store: str = "state/tokens.json"
) -> Path:
    path = directory / "servers.json"
    path.write_text(json.dumps({"mcpServers": servers, "proxy": {"token_store": token_store}}))
    return path


def code_server(url: str, **auth: Any) -> dict[str, Any]:
    return {"url": url, "auth": {"grant": "authorization_code", "scopes": [SCOPE], **auth}}


def log_in(
    authorization: AuthorizationServer, config: Path, server: str = "code", *options: str
) -> tuple[int, str, str, str]:
    """Run `toolvet login`, log in as alice at the URL it prints; (status, stdout, stderr, URL)."""
    command = Command("login", server, "--config", str(config), "--no-browser", *options)
    url = command.authorization_url()
    authorization.log_in(url, "alice")
    return (*command.finish(), url)


def claims(token: str) -> dict[str, Any]:
    return jwt.decode(token, options={"verify_signature": False})


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
    config = write_config(tmp_path, {"code": code_server(protected.url)})
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
    config = write_config(tmp_path, {"code": server})
    status, stdout, stderr, url = log_in(authorization, config)
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
    config = write_config(
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
    config = write_config(tmp_path, {"code": server})
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
    config = write_config(tmp_path, {"code": code_server(protected.url, resource=elsewhere)})
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
    config = write_config(tmp_path, {"code": code_server(protected.url)})
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
    config = write_config(tmp_path, {"code": code_server("http://127.0.0.1:9/mcp")})
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
    config = write_config(
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
    orphan = ProtectedServer(down, [SCOPE])  # its metadata names an issuer nobody serves
    try:
        config = write_config(tmp_path, {"code": code_server(orphan.url)})
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
    config = write_config(tmp_path, {"code": code_server(url + "?key=${TOOLVET_TEST_SECRET}")})
    status, _, stderr = toolvet("login", "code", "--config", str(config), "--no-browser")
    assert status == 1
    assert stderr.startswith(f"toolvet login: cannot reach code at {url}: ")
    assert REGISTERED.client_secret not in stderr


def test_a_store_others_may_read_stops_the_login_before_it_starts(tmp_path: Path) -> None:
    config = write_config(tmp_path, {"code": code_server("http://127.0.0.1:9/mcp")})
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
    config = write_config(tmp_path, {"code": code_server("http://127.0.0.1:9/mcp")})
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
    config = write_config(tmp_path, {"code": code_server(protected.url)})
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
    config = write_config(tmp_path, {"code": code_server(protected.url)})
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
