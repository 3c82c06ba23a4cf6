"""A user's login to a protected server, from `toolvet login` to the calls `toolvet serve` makes
with it, end to end with real parts: the authorization server (oidc-provider: dynamic
registration, PKCE, resource indicators, refresh, RFC 7009 revocation), a protected MCP server that
records the claims of every token it receives (tests/proxy/protected.py), and toolvet's commands as
processes (`toolvet login` driven as a person would, tests/upstream/login_support.py).

What the tests show:
- the calls go with the tokens of the login: `sub` the user who logged in, `aud` the server;
- an expired access token is refreshed by serve, which writes the new tokens back to the store;
- when no refresh is possible (the refresh token revoked, or `toolvet logout`), the call says
  "login needed: toolvet login code", and so do /healthz (the server `degraded`), the log and
  `toolvet tools`; a new `toolvet login` is used by the running serve, no restart (a legacy
  server that binds its session to the credential refuses the old session with a 404: toolvet
  opens a new session and sends that call again on it, so the call works all the same);
- no access or refresh token appears in the log, /healthz or `toolvet tools --json`.

The authorization server of the short-lived tokens ROTATES refresh tokens (every refresh replaces
the refresh token, "always"): serve must write the new one back, or the next refresh fails.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.proxy.authorization import AuthorizationServer
from tests.proxy.protected import ProtectedServer, token_sha256
from tests.proxy.support import HttpProxy, http_connection, text_of, write_config
from tests.upstream.login_support import SCOPE, code_server, log_in, toolvet
from tests.upstream.login_support import claims as token_claims
from toolvet.upstream._token_store import StoredLogin, TokenStore

ERAS = ["legacy", "modern"]
USER = "alice"
# Access tokens that expire while a test waits for them to.
SHORT_TTL = 4
LOGIN_NEEDED = "login needed: toolvet login code"
# How long past a token's `exp` a test waits before it counts on the token being expired.
AFTER_EXPIRY = 1.0
# A compact JWT, such as every access token of the authorization server.
JWT = re.compile(r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+")
# An upper bound for a reconnection, never an expectation of speed.
READY_TIMEOUT = 30.0


@pytest.fixture(scope="module")
def long_lived() -> Iterator[AuthorizationServer]:
    """Access tokens of 10 minutes: a login's token lasts the whole test."""
    with AuthorizationServer([], scopes=(SCOPE,)) as server:
        yield server


@pytest.fixture(scope="module")
def short_lived() -> Iterator[AuthorizationServer]:
    """Access tokens of SHORT_TTL seconds; refresh tokens rotated at every refresh."""
    with AuthorizationServer(
        [], token_ttl=SHORT_TTL, rotate_refresh_tokens="always", scopes=(SCOPE,)
    ) as server:
        yield server


class Login:
    """A protected server of one era, a config naming it "code" (authorization_code) with its
    token store, `toolvet login code` done as USER, and `toolvet serve --transport http` on it.

    `seen` holds every token the store has held, for the secret-free checks."""

    def __init__(self, directory: Path, era: str, authorization: AuthorizationServer) -> None:
        self.authorization = authorization
        self.server = ProtectedServer(era, authorization.issuer, scopes=[SCOPE]).start()
        self.store = TokenStore(directory / "state" / "tokens.json")
        self.config = write_config(
            directory / "servers.json",
            {"code": code_server(self.server.url)},
            token_store=str(self.store.path),
        )
        self.seen: set[str] = set()
        self.proxy: HttpProxy | None = None

    def log_in(self) -> StoredLogin:
        status, _, stderr, _ = log_in(self.authorization, self.config, username=USER)
        assert status == 0, stderr
        return self.stored()

    def serve(self) -> HttpProxy:
        self.proxy = HttpProxy(self.config).start()
        return self.proxy

    def stored(self) -> StoredLogin:
        login = self.store.get("code")
        assert login is not None, f"no login for code in {self.store.path}"
        self.seen |= {login.access_token, login.refresh_token or ""} - {""}
        return login

    def close(self) -> None:
        if self.proxy is not None:
            self.proxy.stop()
        self.server.stop()

    # -- through toolvet ----------------------------------------------------------------------------

    async def whoami(self) -> dict[str, Any]:
        """The claims of the token the server received for a call of `whoami` through toolvet."""
        result = await self._call_whoami()
        assert not result.isError, text_of(result)
        return json.loads(text_of(result))

    async def failed_whoami(self) -> str:
        """What a call of `whoami` through toolvet that fails says."""
        result = await self._call_whoami()
        assert result.isError, f"the call worked: {text_of(result)}"
        return text_of(result)

    async def _call_whoami(self) -> Any:
        assert self.proxy is not None
        async with http_connection(self.proxy.url) as connection:
            return await connection.session.call_tool("whoami", {})

    def health(self) -> dict[str, Any]:
        assert self.proxy is not None
        return self.proxy.healthz().json()["upstreams"]["code"]

    def wait_until_ready(self) -> None:
        """Until /healthz says the server is ready (after a reconnection)."""
        deadline = time.monotonic() + READY_TIMEOUT
        while (health := self.health())["state"] != "ready":
            assert time.monotonic() < deadline, f"not ready within {READY_TIMEOUT} s: {health}"
            time.sleep(0.05)

    # -- at the server and the authorization server -------------------------------------------------

    def posts(self) -> list[dict[str, Any]]:
        """The server's records of the MCP messages it was sent."""
        return [r for r in self.server.records() if r["method"] == "POST"]

    def revoke_refresh_token(self) -> None:
        """Revoke the stored refresh token at the authorization server (RFC 7009), as the stored
        client (its secret, when it has one; else, a public client, its client_id)."""
        login = self.stored()
        assert login.revocation_endpoint == self.authorization.revocation_endpoint
        form = {"token": login.refresh_token or "", "token_type_hint": "refresh_token"}
        auth = None
        if login.client_secret is not None:
            auth = (login.client_id, login.client_secret)
        else:
            form["client_id"] = login.client_id
        answer = httpx.post(login.revocation_endpoint, data=form, auth=auth, timeout=30)
        assert answer.status_code == 200, answer.text

    def wait_until_expired(self) -> None:
        """Until every access token issued so far (used by the server, or in the store) has
        expired."""
        expiries = [t["exp"] for t in self.server.tokens() if t["exp"] is not None]
        login = self.store.get("code")
        if login is not None and login.expires_at is not None:
            expiries.append(login.expires_at)
        assert expiries, "no token to wait for"
        time.sleep(max(0.0, max(expiries) + AFTER_EXPIRY - time.time()))

    def assert_no_token_in(self, *texts: str) -> None:
        """No token the store held, and no JWT at all (every access token is one), in `texts`."""
        assert self.seen
        for text in texts:
            assert not JWT.search(text)
            for token in self.seen:
                assert token not in text


@pytest.fixture
def login_factory(tmp_path: Path) -> Iterator[Any]:
    made: list[Login] = []

    def make(era: str, authorization: AuthorizationServer) -> Login:
        made.append(Login(tmp_path / f"login{len(made)}", era, authorization))
        return made[-1]

    try:
        yield make
    finally:
        for login in made:
            login.close()


# -- the calls go with the login's tokens -----------------------------------------------------------


@pytest.mark.parametrize("era", ERAS)
async def test_serve_calls_the_server_with_the_token_the_login_stored(
    login_factory: Any, long_lived: AuthorizationServer, era: str
) -> None:
    setup = login_factory(era, long_lived)
    stored = setup.log_in()
    setup.server.clear_records()  # what the login itself sent to check its token
    proxy = setup.serve()

    claims = await setup.whoami()
    assert claims["sub"] == USER
    assert claims["aud"] == setup.server.resource
    assert claims["client_id"] == stored.client_id  # the client the login registered
    assert claims["iss"] == long_lived.issuer

    # Every message toolvet sent went with the stored access token itself: nothing was refreshed
    # while it lasts, and the store is as the login left it.
    posts = setup.posts()
    assert posts and {r["token"]["sha256"] for r in posts} == {token_sha256(stored.access_token)}
    assert claims["jti"] == posts[-1]["token"]["jti"]
    assert setup.stored() == stored

    health = setup.health()
    assert (health["state"], health["auth"], health["last_error"]) == (
        "ready",
        "authorization_code",
        None,
    )
    setup.assert_no_token_in(proxy.log(), proxy.healthz().text)


# -- refresh ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("era", ERAS)
async def test_an_expired_token_is_refreshed_and_the_new_tokens_are_written_back(
    login_factory: Any, short_lived: AuthorizationServer, era: str
) -> None:
    setup = login_factory(era, short_lived)
    setup.log_in()
    proxy = setup.serve()
    first = await setup.whoami()
    assert (first["sub"], first["aud"]) == (USER, setup.server.resource)
    before = setup.stored()

    setup.wait_until_expired()
    second = await setup.whoami()
    assert (second["sub"], second["aud"]) == (USER, setup.server.resource)
    assert second["jti"] != first["jti"]  # a new token, which the server took

    # serve wrote the refresh back: the access token it called with, and the rotated refresh token.
    after = setup.stored()
    assert after.access_token != before.access_token
    assert after.refresh_token != before.refresh_token
    assert after.expires_at is not None and after.expires_at > time.time()
    used = next(t for t in setup.server.tokens() if t["jti"] == second["jti"])
    assert used["sha256"] == token_sha256(after.access_token)
    assert (after.client_id, after.resource) == (before.client_id, before.resource)

    assert setup.health()["state"] == "ready"
    setup.assert_no_token_in(proxy.log(), proxy.healthz().text)


# -- when no refresh is possible: login needed ----------------------------------------------------------


async def test_a_revoked_refresh_token_means_login_needed_in_the_call_healthz_the_log_and_tools(
    login_factory: Any, short_lived: AuthorizationServer
) -> None:
    setup = login_factory("legacy", short_lived)
    setup.log_in()
    proxy = setup.serve()
    await setup.whoami()

    setup.revoke_refresh_token()
    setup.wait_until_expired()

    # The call says what to do ...
    said = await setup.failed_whoami()
    assert said.startswith(
        f"The call to 'whoami' did not complete: {LOGIN_NEEDED} --config {setup.config} (the"
        " refresh token was refused: the authorization server refused the refresh_token grant"
        " (HTTP 400 invalid_grant"
    )
    # ... and so do /healthz, the log, and `toolvet tools` (a process of its own: it reads the
    # same store and fails to connect the same way).
    health = setup.health()
    assert health["state"] == "degraded"
    assert health["last_error"].startswith(LOGIN_NEEDED)
    assert (
        f"WARNING toolvet.upstream: upstream code: {LOGIN_NEEDED} --config {setup.config} ("
        in proxy.log()
    )
    status, stdout, stderr = toolvet("tools", "--config", str(setup.config), "--json")
    assert status == 0, stderr
    listed = json.loads(stdout)["upstreams"]["code"]
    assert listed["state"] == "degraded"
    assert listed["last_error"].startswith(LOGIN_NEEDED)
    assert LOGIN_NEEDED in stderr  # its log

    setup.assert_no_token_in(proxy.log(), proxy.healthz().text, stdout, stderr)


@pytest.mark.parametrize("era", ERAS)
async def test_after_logout_serve_says_login_needed_and_takes_a_new_login_without_a_restart(
    login_factory: Any, short_lived: AuthorizationServer, era: str
) -> None:
    setup = login_factory(era, short_lived)
    setup.log_in()
    proxy = setup.serve()
    await setup.whoami()
    setup.stored()

    status, _, stderr = toolvet("logout", "code", "--config", str(setup.config))
    assert status == 0, stderr
    assert setup.store.get("code") is None

    # serve goes on with the access token it holds; the next one it needs is not to be had.
    setup.wait_until_expired()
    said = await setup.failed_whoami()
    assert (
        f"{LOGIN_NEEDED} --config {setup.config} (no tokens for it in {setup.store.path})" in said
    )
    health = setup.health()
    assert health["state"] == "degraded"
    assert health["last_error"].startswith(LOGIN_NEEDED)

    # Log in again: the serve that kept running reads the store when it needs a token.
    assert proxy.process is not None
    pid = proxy.process.pid
    relogged = setup.log_in()
    setup.server.clear_records()
    # The SDK's legacy server binds a session to the credential that opened it (client id,
    # issuer, subject), and the new login registered a client of its own: it answers the
    # session toolvet holds with a 404, as for a session it does not know. The call was not
    # processed: toolvet opens a new session and sends it again there.
    claims = await setup.whoami()
    if era == "legacy":
        statuses = [
            r["status"] for r in setup.server.records() if r["jsonrpc_method"] == "tools/call"
        ]
        assert statuses == [404, 200]
    assert claims["sub"] == USER
    assert claims["client_id"] == relogged.client_id
    assert proxy.process is not None and proxy.process.pid == pid  # the same serve
    health = setup.health()
    assert (health["state"], health["last_error"]) == ("ready", None)

    setup.stored()
    setup.assert_no_token_in(proxy.log(), proxy.healthz().text)


@pytest.mark.parametrize("era", ERAS)
async def test_a_refused_token_and_no_login_stored_mean_login_needed_until_a_new_login_is_used(
    login_factory: Any, long_lived: AuthorizationServer, era: str
) -> None:
    setup = login_factory(era, long_lived)
    stored = setup.log_in()
    proxy = setup.serve()
    await setup.whoami()

    # Logged out, and the server refuses the token serve holds (401 invalid_token): the one
    # renewal a 401 allows finds no login.
    status, _, stderr = toolvet("logout", "code", "--config", str(setup.config))
    assert status == 0, stderr
    setup.server.revoke(stored.access_token)
    said = await setup.failed_whoami()
    assert (
        f"{LOGIN_NEEDED} --config {setup.config} (no tokens for it in {setup.store.path})" in said
    )
    assert setup.health()["state"] == "degraded"

    # A new login whose access token lasts: serve calls with that very token (nothing refreshed)
    # and the server is ready again.
    relogged = setup.log_in()
    claims = await setup.whoami()  # (a legacy server's old session: see the test above)
    assert claims["jti"] == token_claims(relogged.access_token)["jti"]
    assert setup.stored() == relogged
    health = setup.health()
    assert (health["state"], health["last_error"]) == ("ready", None)
    setup.assert_no_token_in(proxy.log(), proxy.healthz().text)
