"""The test authorization server itself (tests/node/authorization_server.mjs through
tests/proxy/authorization.py), as other tests rely on it: RFC 8693 token exchange and its errors,
authorization_code with PKCE and a login driven over HTTP, refresh tokens kept or rotated, the
access tokens' lifetime."""

from __future__ import annotations

import base64
import hashlib
import secrets
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import jwt
import pytest

from tests.proxy.authorization import (
    ACCESS_TOKEN_TYPE,
    TOKEN_EXCHANGE,
    AuthorizationServer,
    Client,
    SigningKey,
)

KEY = SigningKey.new("as-key")
TTL = 120
RESOURCE = "http://127.0.0.1:9/caller-facing/mcp"
TARGET = "http://127.0.0.1:9/upstream/mcp"
CALLER = Client("caller", "caller-secret-caller-secret", "mcp notes", groups=("ops",))
TOOLVET = Client(
    "toolvet",
    "toolvet-secret-toolvet-secret",
    "mcp",
    grant_types=("client_credentials", TOKEN_EXCHANGE),
)
# A confidential authorization_code client (its refresh token is kept by default).
WEB = Client(
    "web",
    "web-secret-web-secret-web",
    "mcp",
    grant_types=("authorization_code", "refresh_token"),
    redirect_uris=("http://127.0.0.1/callback",),
)
CALLBACK = "http://127.0.0.1:9/callback"  # another port than registered: loopback, so accepted


@pytest.fixture(scope="module")
def server() -> Iterator[AuthorizationServer]:
    with AuthorizationServer([CALLER, TOOLVET, WEB], keys=[KEY], token_ttl=TTL) as started:
        yield started


def verified(server: AuthorizationServer, token: str, audience: str) -> dict[str, Any]:
    keys = jwt.PyJWKClient(f"{server.issuer}/jwks")
    key = keys.get_signing_key_from_jwt(token).key
    return jwt.decode(token, key, algorithms=["RS256"], audience=audience, issuer=server.issuer)


def own_token(server: AuthorizationServer, **claims: Any) -> str:
    """An access token signed by the server's own key, with these claims over valid ones."""
    now = int(time.time())
    payload = {"iss": server.issuer, "sub": "alice", "aud": RESOURCE, "exp": now + 60, "iat": now}
    return KEY.sign({**payload, **claims}, typ="at+jwt")


# -- token exchange ------------------------------------------------------------------------------


def test_an_exchanged_token_is_the_subjects_for_the_target_with_the_client_as_actor(
    server: AuthorizationServer,
) -> None:
    subject = server.token(CALLER, RESOURCE)
    answer = server.exchange(TOOLVET, subject, TARGET)
    assert {k: v for k, v in answer.items() if k != "access_token"} == {
        "issued_token_type": ACCESS_TOKEN_TYPE,
        "token_type": "Bearer",
        "expires_in": TTL,
        "scope": "mcp",  # the subject's scopes the exchanging client may ask for
    }
    claims = verified(server, answer["access_token"], TARGET)
    assert claims["sub"] == "caller"
    assert claims["client_id"] == "toolvet"
    assert claims["act"] == {"sub": "toolvet"}
    assert claims["groups"] == ["ops"]  # the subject's, carried over
    assert claims["exp"] - claims["iat"] == TTL
    assert claims["jti"] != verified(server, subject, RESOURCE)["jti"]


def test_an_exchange_may_name_its_scope(server: AuthorizationServer) -> None:
    answer = server.exchange(TOOLVET, own_token(server, scope="notes"), TARGET, scope="mcp")
    assert answer["scope"] == "mcp"
    assert verified(server, answer["access_token"], TARGET)["scope"] == "mcp"


@pytest.mark.parametrize(
    ("subject", "changes", "error", "says"),
    [
        ("not-a-jwt", {}, "invalid_grant", "subject_token is not a JWT"),
        ("expired", {}, "invalid_grant", "subject_token has expired"),
        ("foreign", {}, "invalid_grant", "subject_token was not signed by this authorization server"),
        ("id_token", {}, "invalid_grant", 'subject_token is not an access token (its typ is "JWT"'),
        ("valid", {"subject_token_type": "urn:ietf:params:oauth:token-type:id_token"}, "invalid_request", "subject_token_type"),
        ("valid", {"subject_token": None}, "invalid_request", "missing required parameter 'subject_token'"),
        ("valid", {"resource": None}, "invalid_target", "name the target of the exchanged token"),
        ("valid", {"audience": "http://127.0.0.1:9/other"}, "invalid_target", "one target per exchange"),
        ("valid", {"scope": "notes"}, "invalid_scope", "client toolvet may not ask for notes"),
    ],
)  # fmt: skip
def test_a_bad_exchange_is_refused_saying_why(
    server: AuthorizationServer, subject: str, changes: dict[str, Any], error: str, says: str
) -> None:
    tokens = {
        "valid": own_token(server),
        "not-a-jwt": "opaque-token",
        "expired": own_token(server, exp=int(time.time()) - 5),
        "foreign": SigningKey.new("as-key").sign({"iss": server.issuer, "sub": "x"}, typ="at+jwt"),
        "id_token": KEY.sign({"iss": server.issuer, "sub": "alice", "exp": int(time.time()) + 60}),
    }
    form = {
        "grant_type": TOKEN_EXCHANGE,
        "subject_token": tokens[subject],
        "subject_token_type": ACCESS_TOKEN_TYPE,
        "resource": TARGET,
        **changes,
    }
    answer = httpx.post(
        server.token_endpoint,
        data={k: v for k, v in form.items() if v is not None},
        auth=TOOLVET.basic_auth,
        timeout=30,
    )
    assert answer.status_code == 400
    assert answer.json()["error"] == error
    assert says in answer.json()["error_description"]


def test_only_a_client_allowed_the_grant_may_exchange(server: AuthorizationServer) -> None:
    answer = httpx.post(
        server.token_endpoint,
        data={
            "grant_type": TOKEN_EXCHANGE,
            "subject_token": own_token(server),
            "subject_token_type": ACCESS_TOKEN_TYPE,
            "resource": TARGET,
        },
        auth=CALLER.basic_auth,
        timeout=30,
    )
    assert answer.status_code == 400
    assert answer.json() == {
        "error": "invalid_request",
        "error_description": "requested grant type is not allowed for this client",
    }


# -- authorization_code, refresh tokens ----------------------------------------------------------------


def authorize(server: AuthorizationServer, client_id: str, secret: str | None) -> dict[str, Any]:
    """Tokens by authorization_code with PKCE for RESOURCE, logged in as alice."""
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest())
    url = f"{server.issuer}/auth?" + urlencode(
        {
            "response_type": "code",
            "client_id": client_id,
            "redirect_uri": CALLBACK,
            "state": "some-state",
            "code_challenge": challenge.decode().rstrip("="),
            "code_challenge_method": "S256",
            "resource": RESOURCE,
            "scope": "mcp",
        }
    )
    callback = server.log_in(url, "alice", deliver=False)  # nothing listens there
    returned = parse_qs(urlsplit(callback).query)
    assert callback.startswith(CALLBACK + "?")
    assert returned["state"] == ["some-state"]
    form = {
        "grant_type": "authorization_code",
        "code": returned["code"][0],
        "redirect_uri": CALLBACK,
        "code_verifier": verifier,
        "client_id": client_id,
    }
    auth = (client_id, secret) if secret else None
    answer = httpx.post(server.token_endpoint, data=form, auth=auth, timeout=30)
    assert answer.status_code == 200, answer.text
    return answer.json()


def refreshed(server: AuthorizationServer, client_id: str, secret: str | None, token: str) -> dict:
    form = {"grant_type": "refresh_token", "refresh_token": token, "client_id": client_id}
    auth = (client_id, secret) if secret else None
    answer = httpx.post(server.token_endpoint, data=form, auth=auth, timeout=30)
    assert answer.status_code == 200, answer.text
    return answer.json()


def register_public_client(server: AuthorizationServer) -> str:
    registered = httpx.post(
        server.registration_endpoint,
        json={
            "redirect_uris": ["http://127.0.0.1:1/callback"],
            "token_endpoint_auth_method": "none",
            "grant_types": ["authorization_code", "refresh_token"],
            "response_types": ["code"],
            "scope": "mcp",
        },
        timeout=30,
    )
    assert registered.status_code == 201, registered.text
    return registered.json()["client_id"]


def test_a_login_gives_a_jwt_for_the_resource_and_a_refresh_token(
    server: AuthorizationServer,
) -> None:
    tokens = authorize(server, WEB.client_id, WEB.client_secret)
    claims = verified(server, tokens["access_token"], RESOURCE)
    assert (claims["sub"], claims["client_id"], claims["scope"]) == ("alice", "web", "mcp")
    assert claims["exp"] - claims["iat"] == TTL
    again = refreshed(server, WEB.client_id, WEB.client_secret, tokens["refresh_token"])
    assert verified(server, again["access_token"], RESOURCE)["sub"] == "alice"  # same audience
    assert again["refresh_token"] == tokens["refresh_token"]  # a confidential client's is kept


def test_a_public_clients_refresh_token_is_replaced_at_each_refresh(
    server: AuthorizationServer,
) -> None:
    client_id = register_public_client(server)
    tokens = authorize(server, client_id, None)
    again = refreshed(server, client_id, None, tokens["refresh_token"])
    assert again["refresh_token"] != tokens["refresh_token"]


@pytest.mark.parametrize(("rotation", "replaced"), [("always", True), ("never", False)])
def test_refresh_token_rotation_can_be_set(rotation: Any, replaced: bool) -> None:
    with AuthorizationServer([WEB], rotate_refresh_tokens=rotation) as other:
        tokens = authorize(other, WEB.client_id, WEB.client_secret)
        again = refreshed(other, WEB.client_id, WEB.client_secret, tokens["refresh_token"])
        assert (again["refresh_token"] != tokens["refresh_token"]) is replaced


def test_a_bad_setting_stops_the_server_saying_which() -> None:
    other = AuthorizationServer([WEB], rotate_refresh_tokens="sometimes")  # type: ignore[arg-type]
    try:
        with pytest.raises(AssertionError) as failed:
            other.start()
    finally:
        other.stop()
    assert 'AS_ROTATE_REFRESH_TOKENS is "sometimes"; expected one of public, always, never' in str(
        failed.value
    )
