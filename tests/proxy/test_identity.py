"""Who is calling, decided in process: static tokens with identities, and JWT access tokens checked
against a real authorization server's keys (oidc-provider), which may rotate or be unreachable."""

from __future__ import annotations

import time

import pytest

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, SigningKey
from tests.proxy.oauth_front import CLIENT, RESOURCE, oauth
from toolvet.config import AuthSettings
from toolvet.proxy.http._probes import Operators
from toolvet.proxy.identity import _identity as identity
from toolvet.proxy.identity._identity import Authenticator, Caller, Refusal, challenge


async def test_static_tokens_name_their_callers_and_their_scopes() -> None:
    settings = AuthSettings.model_validate(
        {
            "token": "the-single-user-token",
            "tokens": [
                {"token": "alice-token-alice-token", "subject": "alice", "scopes": ["notes.read"]},
                {"token": "bob-token-bob-token-bob", "subject": "bob"},
            ],
        }
    )
    authenticator = Authenticator(settings)
    assert await authenticator.authenticate("Bearer alice-token-alice-token") == Caller(
        "alice", scopes=frozenset({"notes.read"})
    )
    assert (await authenticator.authenticate("Bearer bob-token-bob-token-bob")).subject == "bob"
    assert (await authenticator.authenticate("bearer the-single-user-token")).subject == "token"
    refused = await authenticator.authenticate("Bearer alice-token-alice-token-x")
    assert refused == Refusal(401, "invalid_token", "the token is not one toolvet accepts")
    assert authenticator.mode == "token"


async def test_a_rotated_key_is_fetched_once_a_token_names_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    port = free_port()
    first, second = SigningKey.new("first"), SigningKey.new("second")
    authenticator = Authenticator(oauth(f"http://127.0.0.1:{port}"))
    with AuthorizationServer([CLIENT], keys=[first], port=port) as server:
        caller = await authenticator.authenticate(f"Bearer {server.token(CLIENT, RESOURCE)}")
        assert isinstance(caller, Caller) and caller.subject == "agent"
    monkeypatch.setattr(identity, "REFETCH_INTERVAL", 0.0)  # the rate limit, for this test only
    with AuthorizationServer([CLIENT], keys=[second], port=port) as server:
        token = server.token(CLIENT, RESOURCE)
        caller = await authenticator.authenticate(f"Bearer {token}")
        assert isinstance(caller, Caller), caller
        assert caller.client_id == "agent" and caller.scopes == {"mcp"}


async def test_an_unknown_key_refetches_the_key_set_at_most_once_a_while() -> None:
    port = free_port()
    key = SigningKey.new("known")
    authenticator = Authenticator(oauth(f"http://127.0.0.1:{port}"))
    with AuthorizationServer([CLIENT], keys=[key], port=port) as server:
        assert isinstance(
            await authenticator.authenticate(f"Bearer {server.token(CLIENT, RESOURCE)}"), Caller
        )
    # The server is gone: a token naming a key toolvet lacks would need a fetch, but one was
    # made just now, so none is tried: the token is refused, not the server asked again.
    claims = {
        "iss": f"http://127.0.0.1:{port}",
        "aud": RESOURCE,
        "sub": "x",
        "exp": time.time() + 60,
    }
    refused = await authenticator.authenticate(f"Bearer {SigningKey.new('other').sign(claims)}")
    assert isinstance(refused, Refusal) and refused.status == 401
    assert "a key the issuer does not list" in refused.description


async def test_keys_that_cannot_be_fetched_refuse_every_token_with_503() -> None:
    key = SigningKey.new("k")
    issuer = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    claims = {"iss": issuer, "aud": RESOURCE, "sub": "x", "scope": "mcp", "exp": time.time() + 60}
    refused = await Authenticator(oauth(issuer)).authenticate(f"Bearer {key.sign(claims)}")
    assert isinstance(refused, Refusal)
    assert (refused.status, refused.reason) == (503, "keys_unavailable")
    assert refused.description.startswith(f"the signing keys of {issuer} cannot be fetched")


def test_a_challenge_names_the_metadata_the_scope_and_what_was_wrong() -> None:
    bad = Refusal(401, "invalid_token", 'the token expired "long ago"')
    assert challenge(bad, "https://t.example/.well-known/oauth-protected-resource/mcp", "mcp") == (
        'Bearer resource_metadata="https://t.example/.well-known/oauth-protected-resource/mcp",'
        ' scope="mcp", error="invalid_token", error_description="the token expired \'long ago\'"'
    )
    assert identity.resource_metadata_url("https://t.example/mcp") == (
        "https://t.example/.well-known/oauth-protected-resource/mcp"
    )
    assert identity.metadata_urls("https://idp.example/realms/a") == [
        "https://idp.example/.well-known/oauth-authorization-server/realms/a",
        "https://idp.example/realms/a/.well-known/openid-configuration",
    ]


async def test_a_verified_token_is_remembered_but_its_lifetime_checked_each_time() -> None:
    key = SigningKey.new("k")
    with AuthorizationServer([CLIENT], keys=[key]) as server:
        authenticator = Authenticator(oauth(server.issuer, leeway=0))
        claims = {"iss": server.issuer, "aud": RESOURCE, "sub": "s", "scope": "mcp"}
        token = key.sign({**claims, "exp": time.time() + 1.5})
        first = await authenticator.authenticate(f"Bearer {token}")
        assert isinstance(first, Caller)
        assert await authenticator.authenticate(f"Bearer {token}") is first  # not checked again
        time.sleep(1.6)
        expired = await authenticator.authenticate(f"Bearer {token}")
        assert isinstance(expired, Refusal) and "expired" in expired.description


async def test_operations_endpoints_take_the_operations_token_or_scope_alone() -> None:
    """/healthz and /metrics (toolvet.proxy.http._probes.Operators): the operations token, or a
    caller's token carrying the operations scope; any other caller's token is a 403."""
    settings = AuthSettings.model_validate(
        {
            "tokens": [
                {"token": "alice-token-alice-token", "subject": "alice"},
                {"token": "scraper-token-scraper", "subject": "prom", "scopes": ["toolvet:ops"]},
            ],
            "operations": {"token": "the-operations-token"},
        }
    )
    operators = Operators.of(settings.operations, Authenticator(settings))
    assert operators is not None
    assert isinstance(await operators.authenticate("Bearer the-operations-token"), Caller)
    assert (await operators.authenticate("Bearer scraper-token-scraper")).subject == "prom"
    refused = await operators.authenticate("Bearer alice-token-alice-token")
    assert isinstance(refused, Refusal)
    assert (refused.status, refused.error, refused.scope) == (
        403,
        "insufficient_scope",
        "toolvet:ops",
    )
    # The operations token alone, and no callers: it is needed, and nothing else will do.
    alone = AuthSettings.model_validate({"operations": {"token": "the-operations-token"}})
    only_operators = Operators.of(alone.operations, None)
    assert only_operators is not None
    assert (await only_operators.authenticate(None)).status == 401
    assert (await only_operators.authenticate("Bearer alice-token-alice-token")).status == 401
    assert isinstance(await only_operators.authenticate("Bearer the-operations-token"), Caller)
    assert Operators.of(AuthSettings().operations, None) is None  # nothing to check: open
