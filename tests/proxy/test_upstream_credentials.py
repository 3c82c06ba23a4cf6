"""toolvet's own credentials for protected upstreams, against a real authorization server
(oidc-provider) and real protected MCP servers (the python SDKs' own server-side auth, both eras),
which record every request they receive: the client-credentials grant found from the server's
401, renewal ahead of expiry and after it, renewal after a refusal, an authorization server that is
down, a scope the server wants, and the caller's token never reaching an upstream."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, Client
from tests.proxy.protected import (
    ALICE,
    BOB,
    EXCHANGER,
    SECRET,
    TOOLVET,
    ProtectedServer,
    call,
    token_sha256,
    upstream_entry,
    whoami,
)
from tests.proxy.support import HttpProxy, toolvet, write_config

CALLER_TOKEN = "caller-static-token-0123456789"
ERAS = ["legacy", "modern"]


class Setup:
    """An authorization server, a protected server of one era, and toolvet in front of it."""

    def __init__(
        self,
        directory: Path,
        era: str,
        monkeypatch: pytest.MonkeyPatch,
        *,
        token_ttl: int = 600,
        scopes: tuple[str, ...] = ("mcp",),
        proxy: dict[str, Any] | None = None,
        auth: dict[str, Any] | None = None,
        discover: bool = True,
    ) -> None:
        monkeypatch.setenv("UPSTREAM_SECRET", SECRET)
        monkeypatch.setenv("AS_TOKEN_TTL", str(token_ttl))
        self.issuer = AuthorizationServer([TOOLVET]).start()
        self.server = ProtectedServer(era, self.issuer.issuer, scopes=scopes).start()
        if not discover:
            auth = {**(auth or {}), "token_endpoint": self.issuer.token_endpoint}
        entry = upstream_entry(self.server, **(auth or {}))
        config = write_config(directory / "servers.json", {"files": entry}, **(proxy or {}))
        self.proxy = HttpProxy(config).start()

    def close(self) -> None:
        self.proxy.stop()
        self.server.stop()
        self.issuer.stop()

    def posts(self) -> list[dict[str, Any]]:
        """The server's records of the MCP messages it was sent (POSTs)."""
        return [r for r in self.server.records() if r["method"] == "POST"]

    def healthz(self) -> dict[str, Any]:
        return self.proxy.healthz().json()["upstreams"]["files"]


@pytest.fixture
def setup_factory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    made: list[Setup] = []

    def make(era: str, **options: Any) -> Setup:
        made.append(Setup(tmp_path / f"setup{len(made)}", era, monkeypatch, **options))
        return made[-1]

    try:
        yield make
    finally:
        for setup in made:
            setup.close()


# -- client_credentials, found as an MCP client finds it ------------------------------------------


@pytest.mark.parametrize("era", ERAS)
async def test_toolvet_gets_its_own_token_from_the_servers_401_for_that_server(
    setup_factory: Any, era: str
) -> None:
    setup = setup_factory(era)
    claims = await whoami(setup.proxy.url)
    assert claims["sub"] == "toolvet" and claims["aud"] == setup.server.resource
    first = next(r for r in setup.server.records() if r["path"] == "/mcp")
    # Discovery asked with a GET that carries no message; every message went with a token.
    assert first["method"] == "GET" and first["status"] == 401 and not first["authorization"]
    assert setup.posts() and all(r["authorization"] for r in setup.posts())
    assert {r["token"]["aud"] for r in setup.posts()} == {setup.server.resource}
    health = setup.healthz()
    assert health["state"] == "ready" and health["auth"] == "client_credentials"


async def test_a_configured_token_endpoint_is_used_without_discovery(setup_factory: Any) -> None:
    # Without discovery nothing says which scopes the server wants: the config names them.
    setup = setup_factory("legacy", discover=False, auth={"scopes": ["mcp"]})
    claims = await whoami(setup.proxy.url)
    assert claims["aud"] == setup.server.resource  # the server's URL names the resource
    assert all(r["authorization"] for r in setup.server.records() if r["path"] == "/mcp")


async def test_the_secret_is_in_no_log_no_health_and_no_tool_listing(
    setup_factory: Any, tmp_path: Path
) -> None:
    setup = setup_factory("legacy")
    await whoami(setup.proxy.url)
    listing = toolvet("tools", "--config", setup.proxy.config, "--json")
    assert listing.returncode == 0, listing.stderr
    assert "client_credentials" in listing.stdout
    for text in (setup.proxy.log(), setup.proxy.healthz().text, listing.stdout, listing.stderr):
        assert SECRET not in text


# -- renewal -------------------------------------------------------------------------------------


@pytest.mark.parametrize("era", ERAS)
async def test_a_token_is_renewed_before_it_expires_and_after(setup_factory: Any, era: str) -> None:
    setup = setup_factory(era, token_ttl=6)
    first = await whoami(setup.proxy.url)
    # Calls through the last quarter of the token's life: one of them renews it in the background.
    renewed = first
    deadline = time.time() + 12
    while renewed["jti"] == first["jti"] and time.time() < deadline:
        time.sleep(0.3)
        renewed = await whoami(setup.proxy.url)
    assert renewed["jti"] != first["jti"], "the token was not renewed"
    second = next(r["token"] for r in setup.posts() if r["token"]["jti"] == renewed["jti"])
    assert second["iat"] < first_exp(setup, first["jti"]), "renewed only once it had expired"
    # Idle past its expiry: the next call waits for a new one.
    time.sleep(max(0.0, second["exp"] - time.time()) + 0.5)
    third = await whoami(setup.proxy.url)
    assert third["jti"] not in (first["jti"], second["jti"])
    assert next(r for r in setup.posts() if r["token"]["jti"] == third["jti"])["status"] == 200


def first_exp(setup: Setup, jti: str) -> int:
    return next(r["token"]["exp"] for r in setup.posts() if r["token"]["jti"] == jti)


@pytest.mark.parametrize("era", ERAS)
async def test_a_revoked_token_is_renewed_once_and_the_call_goes_through(
    setup_factory: Any, era: str
) -> None:
    setup = setup_factory(era)
    before = await whoami(setup.proxy.url)
    setup.server.revoke(before["jti"])
    after = await whoami(setup.proxy.url)
    assert after["jti"] != before["jti"]
    refused = [r for r in setup.posts() if r["status"] == 401]
    assert refused and {r["token"]["jti"] for r in refused} == {before["jti"]}


# -- what cannot work, said --------------------------------------------------------------------------


async def test_an_authorization_server_that_is_down_fails_the_call_naming_both(
    setup_factory: Any,
) -> None:
    setup = setup_factory("modern", token_ttl=3)
    await whoami(setup.proxy.url)
    setup.issuer.stop()
    used = setup.posts()[-1]["token"]
    time.sleep(max(0.0, used["exp"] - time.time()) + 0.5)
    setup.server.clear_records()
    result = await call(setup.proxy.url, "whoami", {})
    text = result.content[0].text
    assert result.isError
    assert "server 'files'" in text and "authorization server could not be reached" in text
    assert setup.issuer.issuer in text
    assert all(r["authorization"] for r in setup.posts()), "something went without a token"


async def test_a_scope_the_server_wants_is_named(setup_factory: Any) -> None:
    setup = setup_factory("legacy", scopes=("mcp", "files.write"))
    health = setup.healthz()
    assert health["state"] == "failed"
    assert "insufficient_scope" in health["last_error"] and "files.write" in health["last_error"]


# -- never passthrough ------------------------------------------------------------------------------


async def test_the_callers_token_never_reaches_an_upstream(setup_factory: Any) -> None:
    setup = setup_factory("legacy", proxy={"auth": {"token": CALLER_TOKEN}})
    claims = await whoami(setup.proxy.url, Authorization=f"Bearer {CALLER_TOKEN}")
    assert claims["sub"] == "toolvet"
    digests = {r["token"]["sha256"] for r in setup.server.records() if r["token"]}
    assert token_sha256(CALLER_TOKEN) not in digests


# -- token exchange: a token for the caller -----------------------------------------------------------


class Exchange:
    """toolvet behind OAuth (callers bring tokens of the authorization server) in front of a
    protected server it reaches by token exchange."""

    def __init__(self, directory: Path, era: str, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("UPSTREAM_SECRET", SECRET)
        self.issuer = AuthorizationServer([EXCHANGER, ALICE, BOB]).start()
        self.server = ProtectedServer(era, self.issuer.issuer).start()
        port = free_port()
        self.resource = f"http://127.0.0.1:{port}/mcp"
        entry = upstream_entry(self.server, grant="token_exchange")
        front = {
            "oauth": {"issuer": self.issuer.issuer, "audience": self.resource},
            "tokens": [{"token": CALLER_TOKEN, "subject": "static-caller"}],
        }
        config = write_config(directory / "servers.json", {"files": entry}, auth=front)
        self.proxy = HttpProxy(config, port=port).start()

    def token(self, client: Client) -> str:
        return self.issuer.token(client, self.resource)

    def close(self) -> None:
        self.proxy.stop()
        self.server.stop()
        self.issuer.stop()


@pytest.fixture(params=ERAS)
def exchange(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Exchange]:
    setup = Exchange(tmp_path, request.param, monkeypatch)
    try:
        yield setup
    finally:
        setup.close()


async def test_each_caller_reaches_the_server_with_a_token_issued_for_it(
    exchange: Exchange,
) -> None:
    alice, bob = exchange.token(ALICE), exchange.token(BOB)
    as_alice = await whoami(exchange.proxy.url, Authorization=f"Bearer {alice}")
    as_bob = await whoami(exchange.proxy.url, Authorization=f"Bearer {bob}")
    for claims, caller in ((as_alice, "alice-agent"), (as_bob, "bob-agent")):
        assert claims["sub"] == caller and claims["act"] == {"sub": "toolvet"}
        assert claims["aud"] == exchange.server.resource
    # Cached per caller: Alice's second call goes with the token issued for her first.
    again = await whoami(exchange.proxy.url, Authorization=f"Bearer {alice}")
    assert again["jti"] == as_alice["jti"]
    digests = {r["token"]["sha256"] for r in exchange.server.records() if r["token"]}
    assert not digests & {token_sha256(alice), token_sha256(bob)}
    subjects = {r["token"]["sub"] for r in exchange.server.records() if r["token"]}
    assert subjects == {"toolvet", "alice-agent", "bob-agent"}  # toolvet's own: the tool list
    if exchange.server.era == "legacy":  # a session per caller, opened by that caller's token
        opened = [
            r["token"]["sub"]
            for r in exchange.server.records()
            if r["jsonrpc_method"] == "initialize" and r["status"] == 200
        ]
        assert sorted(opened) == ["alice-agent", "bob-agent", "toolvet"]


async def test_a_caller_without_an_oauth_token_is_refused_with_the_reason(
    exchange: Exchange,
) -> None:
    result = await call(exchange.proxy.url, "whoami", {}, Authorization=f"Bearer {CALLER_TOKEN}")
    assert result.isError
    text = result.content[0].text
    assert "acts for each caller (token exchange)" in text and "OAuth access token" in text
    digests = {r["token"]["sha256"] for r in exchange.server.records() if r["token"]}
    assert token_sha256(CALLER_TOKEN) not in digests


@pytest.mark.parametrize("era", ERAS)
async def test_calls_refused_together_share_one_renewal(setup_factory: Any, era: str) -> None:
    setup = setup_factory(era)
    before = await whoami(setup.proxy.url)
    setup.server.revoke(before["jti"])
    setup.server.clear_records()
    async with anyio.create_task_group() as group:
        for _ in range(6):
            group.start_soon(whoami, setup.proxy.url)
    retried = {r["token"]["jti"] for r in setup.posts() if r["status"] == 200 and r["token"]}
    assert len(retried) == 1 and before["jti"] not in retried


async def test_a_legacy_servers_sessions_per_caller_are_bounded_and_close_when_idle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UPSTREAM_SECRET", SECRET)
    with (
        AuthorizationServer([EXCHANGER, ALICE, BOB]) as issuer,
        ProtectedServer("legacy", issuer.issuer) as server,
    ):
        port = free_port()
        resource = f"http://127.0.0.1:{port}/mcp"
        entry = upstream_entry(
            server, grant="token_exchange", max_sessions=1, session_idle_timeout=1.5
        )
        front = {"oauth": {"issuer": issuer.issuer, "audience": resource}}
        config = write_config(tmp_path / "servers.json", {"files": entry}, auth=front)
        with HttpProxy(config, port=port) as proxy:
            alice, bob = issuer.token(ALICE, resource), issuer.token(BOB, resource)
            for token in (alice, bob, alice):  # one session at a time: Bob's closes Alice's
                await whoami(proxy.url, Authorization=f"Bearer {token}")
            # Idle past its timeout, Alice's session is closed: the third DELETE.
            deadline = time.monotonic() + 30
            while len([r for r in server.records() if r["method"] == "DELETE"]) < 3:
                assert time.monotonic() < deadline, "Alice's idle session was never closed"
                time.sleep(0.05)  # polling the server's record: it tells no one
            await whoami(proxy.url, Authorization=f"Bearer {alice}")
            opened = [
                r["token"]["sub"]
                for r in server.records()
                if r["jsonrpc_method"] == "initialize" and r["token"]["sub"] != "toolvet"
            ]
            closed = [r for r in server.records() if r["method"] == "DELETE"]
    assert opened == ["alice-agent", "bob-agent", "alice-agent", "alice-agent"]
    assert len(closed) >= 3
