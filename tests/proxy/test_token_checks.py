"""Tokens a hostile client crafts, and an issuer whose keys fail or change, against toolvet's front
door: every malformed token is a 401 `invalid_token` with the reason (never an internal error),
time claims must be numbers, `typ` is checked, a key set that cannot be fetched is a 503 with
`Retry-After` (fetched again by a later request, one fetch for many requests), and a key the issuer
stopped publishing stops being trusted. The issuer is the real authorization server
(oidc-provider), or a recording HTTP server where a test needs it to fail on cue or count fetches;
toolvet runs as `toolvet serve` where the HTTP answer matters."""

from __future__ import annotations

import asyncio
import base64
import json
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, SigningKey
from tests.proxy.oauth_front import CLIENT, KEY, READER, RESOURCE, Protected, oauth
from tests.proxy.recording_http import RecordingHttpServer
from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    HttpProxy,
    challenge_of,
    python_server,
    write_config,
)
from toolvet.proxy.identity import _identity as identity
from toolvet.proxy.identity._identity import Authenticator, Caller, Refusal

# An upper bound for an issuer coming back, never an expectation of speed.
RECOVERY_TIMEOUT = 30.0


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def signed(header: dict[str, Any], claims: dict[str, Any] | str, key: SigningKey = KEY) -> str:
    """A JWT with any header and claims (a str: the payload's JSON as is), signed RS256 by
    `key` whatever the header says: what PyJWT itself refuses to make."""
    payload = claims if isinstance(claims, str) else json.dumps(claims)
    signing_input = f"{b64url(json.dumps(header).encode())}.{b64url(payload.encode())}"
    signature = key.private.sign(signing_input.encode(), padding.PKCS1v15(), hashes.SHA256())
    return f"{signing_input}.{b64url(signature)}"


def claims_for(issuer: str, audience: str, **more: Any) -> dict[str, Any]:
    now = int(time.time())
    return {"iss": issuer, "aud": audience, "sub": "alice", "scope": "mcp", "iat": now,
            "exp": now + 600, **more}  # fmt: skip


# -- malformed tokens, through `toolvet serve` -----------------------------------------------------


RS256 = {"alg": "RS256", "kid": KEY.kid}
# A fixed instant (2100-01-01): a test id made from the clock would differ between the
# processes that collect the suite (pytest-xdist refuses that).
LATER = "4102444800"


@pytest.mark.parametrize(
    ("header", "claims", "says"),
    [
        ({**RS256, "kid": 7}, {}, "Key ID header parameter must be a string"),
        ({**RS256, "kid": ["a"]}, {}, "Key ID header parameter must be a string"),
        ({**RS256, "crit": ["x-unknown"], "x-unknown": 1}, {}, "x-unknown"),
        ({**RS256, "crit": []}, {}, "'crit'"),
        ({**RS256, "crit": ["b64"], "b64": True}, {}, "toolvet understands no critical header"),
        ({**RS256, "alg": "ES256"}, {}, "signed with ES256, which the issuer's key"),
        ({**RS256, "alg": ["RS256"]}, {}, "signed with ['RS256']"),
        ({**RS256, "typ": 5}, {}, "the token's type (typ) is 5"),
        ({**RS256, "typ": "dpop+jwt"}, {}, "the token's type (typ) is 'dpop+jwt'"),
        (RS256, {"exp": LATER}, f"the token's 'exp' is '{LATER}'; RFC 7519 wants a NumericDate"),
        (RS256, {"exp": True}, "the token's 'exp' is True"),
        (RS256, {"exp": None}, "the token's 'exp' is None"),
        (RS256, {"nbf": "0"}, "the token's 'nbf' is '0'"),
        (RS256, {"iat": [1]}, "the token's 'iat' is [1]"),
    ],
)
def test_a_malformed_token_is_a_401_invalid_token_saying_why(
    protected: Protected, header: dict[str, Any], claims: dict[str, Any], says: str
) -> None:
    token = signed(header, claims_for(protected.server.issuer, protected.resource, **claims))
    mcp = protected.post(INITIALIZE, token)
    for refused in (mcp, protected.proxy.healthz(Authorization=f"Bearer {token}")):
        assert refused.status_code == 401, refused.text
        assert challenge_of(refused)["error"] == "invalid_token"
        assert says in challenge_of(refused)["error_description"], refused.headers
        assert refused.json()["error"] == "invalid_token"


def test_an_infinite_expiry_is_refused(protected: Protected) -> None:
    # Python's JSON reads Infinity and NaN, which no NumericDate is.
    base = json.dumps(claims_for(protected.server.issuer, protected.resource))
    for value in ("Infinity", "NaN", "1e999"):
        payload = base.replace(f'"exp": {json.loads(base)["exp"]}', f'"exp": {value}')
        refused = protected.post(INITIALIZE, signed(RS256, payload))
        assert refused.status_code == 401, refused.text
        assert "RFC 7519 wants a NumericDate" in challenge_of(refused)["error_description"]


def test_well_formed_tokens_of_every_accepted_type_still_pass(protected: Protected) -> None:
    claims = claims_for(protected.server.issuer, protected.resource, exp=time.time() + 600.5)
    for typ in ("at+jwt", "application/at+jwt", "AT+JWT", "JWT", None):
        header = RS256 if typ is None else {**RS256, "typ": typ}
        answer = protected.post(INITIALIZE, signed(header, claims))
        assert answer.status_code == 200, (typ, answer.text)
    # and the authorization server's own access tokens (typ at+jwt)
    assert protected.post(INITIALIZE, protected.token(READER)).status_code == 200


# -- typ, required ---------------------------------------------------------------------------------


async def test_require_typ_accepts_only_access_tokens() -> None:
    key = SigningKey.new("k")
    with AuthorizationServer([CLIENT], keys=[key]) as server:
        strict = Authenticator(oauth(server.issuer, require_typ="at+jwt"))
        claims = claims_for(server.issuer, RESOURCE)
        for typ in ("at+jwt", "application/at+jwt"):
            token = signed({"alg": "RS256", "kid": "k", "typ": typ}, claims, key)
            assert isinstance(await strict.authenticate(f"Bearer {token}"), Caller), typ
        issued = server.token(CLIENT, RESOURCE)  # oidc-provider types its tokens at+jwt
        assert isinstance(await strict.authenticate(f"Bearer {issued}"), Caller)
        for header in ({"alg": "RS256", "kid": "k", "typ": "JWT"}, {"alg": "RS256", "kid": "k"}):
            refused = await strict.authenticate(f"Bearer {signed(header, claims, key)}")
            assert isinstance(refused, Refusal) and refused.error == "invalid_token"
            assert refused.description.startswith("the token's type (typ) is ")
            assert refused.description.endswith("accepted: 'at+jwt' (proxy.auth.oauth.require_typ)")


# -- the key set: out of reach, flooded, changed ---------------------------------------------------


async def test_a_failed_key_fetch_is_a_503_and_a_later_request_fetches_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(identity, "RETRY_INTERVAL", 0.0)  # the backoff, for this test only
    port = free_port()
    issuer = f"http://127.0.0.1:{port}"
    key = SigningKey.new("k")
    token = key.sign(claims_for(issuer, RESOURCE))
    authenticator = Authenticator(oauth(issuer))
    refused = await authenticator.authenticate(f"Bearer {token}")  # nothing listens there yet
    assert isinstance(refused, Refusal) and (refused.status, refused.error) == (503, None)
    assert refused.headers() == {"retry-after": "1"}
    with AuthorizationServer([CLIENT], keys=[key], port=port):
        caller = await authenticator.authenticate(f"Bearer {token}")
    assert isinstance(caller, Caller), caller  # not a 401 for the next 30 s


async def test_a_flood_while_the_keys_fail_makes_one_fetch_per_backoff(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(identity, "RETRY_INTERVAL", 3600.0)  # no second try within the test
    key = SigningKey.new("k")
    with RecordingHttpServer() as issuer:
        issuer.answer("GET", "/jwks", {"error": "down"}, status=500)
        authenticator = Authenticator(oauth(issuer.base, jwks_uri=f"{issuer.base}/jwks"))
        token = key.sign(claims_for(issuer.base, RESOURCE))
        answers = await asyncio.gather(
            *(authenticator.authenticate(f"Bearer {token}") for _ in range(20))
        )
        assert {(a.status, a.reason) for a in answers} == {(503, "keys_unavailable")}
        assert len(issuer.received("GET", "/jwks")) == 1
        issuer.answer("GET", "/jwks", {"keys": [key.public_jwk()]})
        still = await authenticator.authenticate(f"Bearer {token}")  # within the backoff
        assert isinstance(still, Refusal) and still.status == 503
        assert int(still.headers()["retry-after"]) > 3000
        assert len(issuer.received("GET", "/jwks")) == 1
        monkeypatch.setattr(identity, "RETRY_INTERVAL", 0.0)
        assert isinstance(await authenticator.authenticate(f"Bearer {token}"), Caller)
        assert len(issuer.received("GET", "/jwks")) == 2


async def test_a_key_the_issuer_stopped_publishing_stops_being_trusted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(identity, "KEYS_MAX_AGE", 0.0)  # every key set is too old at once
    port = free_port()
    issuer = f"http://127.0.0.1:{port}"
    old, new = SigningKey.new("old"), SigningKey.new("new")
    authenticator = Authenticator(oauth(issuer))
    first = old.sign(claims_for(issuer, RESOURCE))
    with AuthorizationServer([CLIENT], keys=[old, new], port=port):
        assert isinstance(await authenticator.authenticate(f"Bearer {first}"), Caller)
    with AuthorizationServer([CLIENT], keys=[new], port=port):  # `old` is no longer published
        for token in (first, old.sign(claims_for(issuer, RESOURCE, sub="bob"))):
            refused = await authenticator.authenticate(f"Bearer {token}")
            assert isinstance(refused, Refusal), refused
            assert refused.description == (
                "the token is signed with a key the issuer does not list (kid 'old')"
            )
        assert isinstance(
            await authenticator.authenticate(f"Bearer {new.sign(claims_for(issuer, RESOURCE))}"),
            Caller,
        )


@pytest.mark.parametrize(
    ("cache_control", "max_age"),
    [(None, 600.0), ("public, max-age=120", 120.0), ("max-age=5", 60.0),
     ("max-age=86400", 600.0), ("no-store", 60.0)],
)  # fmt: skip
async def test_the_key_sets_max_age_is_its_cache_control_within_bounds(
    cache_control: str | None, max_age: float
) -> None:
    key = SigningKey.new("k")
    with RecordingHttpServer() as issuer:
        headers = {"cache-control": cache_control} if cache_control else {}
        issuer.answer("GET", "/jwks", {"keys": [key.public_jwk()]}, headers=headers)
        authenticator = Authenticator(oauth(issuer.base, jwks_uri=f"{issuer.base}/jwks"))
        token = key.sign(claims_for(issuer.base, RESOURCE))
        assert isinstance(await authenticator.authenticate(f"Bearer {token}"), Caller)
        assert authenticator.tokens is not None
        assert authenticator.tokens.keys.max_age == max_age


async def test_metadata_naming_another_issuer_gives_no_keys() -> None:
    key = SigningKey.new("k")
    with RecordingHttpServer() as issuer:
        issuer.answer(
            "GET",
            "/.well-known/oauth-authorization-server",
            {"issuer": "https://idp.example.com", "jwks_uri": f"{issuer.base}/jwks"},
        )
        issuer.answer("GET", "/jwks", {"keys": [key.public_jwk()]})
        authenticator = Authenticator(oauth(issuer.base))
        refused = await authenticator.authenticate(
            f"Bearer {key.sign(claims_for(issuer.base, RESOURCE))}"
        )
        assert isinstance(refused, Refusal) and refused.status == 503
        assert "names the issuer 'https://idp.example.com', not" in refused.description
        assert not issuer.received("GET", "/jwks")


def test_serve_answers_503_with_retry_after_until_the_keys_are_back(tmp_path: Path) -> None:
    port = free_port()
    issuer = f"http://127.0.0.1:{port}"
    resource_port = free_port()
    resource = f"http://127.0.0.1:{resource_port}/mcp"
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        auth={"oauth": {"issuer": issuer, "audience": resource}},
    )
    key = SigningKey.new("k")
    token = key.sign(claims_for(issuer, resource))
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
    with HttpProxy(config, port=resource_port) as proxy:
        for refused in (
            httpx.post(resource, json=INITIALIZE, headers=headers, timeout=30),
            proxy.healthz(Authorization=f"Bearer {token}"),
        ):
            assert refused.status_code == 503, refused.text
            assert refused.headers["retry-after"] == "1"
            assert refused.json()["error"] == "temporarily_unavailable"
        with AuthorizationServer([CLIENT], keys=[key], port=port):
            deadline = time.monotonic() + RECOVERY_TIMEOUT
            while True:
                answer = httpx.post(resource, json=INITIALIZE, headers=headers, timeout=30)
                if answer.status_code == 200:
                    break
                assert answer.status_code == 503, answer.text  # never "invalid_token"
                assert time.monotonic() < deadline, "the keys were never fetched again"
                time.sleep(float(answer.headers["retry-after"]))  # as the server asks
