"""Who is calling: the bearer token of an HTTP request checked (a static token, or a JWT access
token an OAuth 2.1 authorization server issued for toolvet), and the answers that refuse a caller
as the MCP authorization specification asks (401/403 with `WWW-Authenticate`, RFC 6750 and 9728).

JWTs are checked with PyJWT against the issuer's keys: fetched when first needed, kept, fetched
again (at most once per REFETCH_INTERVAL) when a token names a key they lack; a key set that cannot
be fetched refuses with 503, never lets a token through.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import jwt

from toolvet.config import AuthSettings, OAuthSettings

log = logging.getLogger("toolvet.proxy")

# A token longer than this is refused unread (a JWT of a few claims is well under 2 KiB).
MAX_TOKEN_BYTES = 16 * 1024
# How often, at most, a token naming an unknown key makes toolvet fetch the key set again.
REFETCH_INTERVAL = 30.0
# How many verified tokens are remembered (see AccessTokens).
VERIFIED_TOKENS = 4096
FETCH_TIMEOUT = 10.0


@dataclass(frozen=True, slots=True)
class Caller:
    """An authenticated caller: its subject, the client it uses, its scopes and its claims."""

    subject: str
    client_id: str | None = None
    scopes: frozenset[str] = frozenset()
    claims: Mapping[str, Any] = field(default_factory=dict)
    access_token: str | None = field(default=None, repr=False, compare=False)
    """The OAuth access token it presented (for a token exchange upstream; never forwarded)."""

    @property
    def principal(self) -> str:
        """A short, stable digest of who it is (a retry must come from the same caller)."""
        who = f"{self.subject}\0{self.client_id or ''}".encode()
        return hashlib.sha256(who).hexdigest()[:16]

    def audit_fields(self) -> dict[str, Any]:
        """What the audit log says of the caller (never its token)."""
        return {"caller": self.subject, "client_id": self.client_id}


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a request is refused: its HTTP status, the RFC 6750 error code (None when no token
    was sent at all), a description for people and models, and the scope that would do."""

    status: int
    error: str | None
    description: str
    scope: str | None = None

    def body(self) -> dict[str, str]:
        """The JSON body that goes with the refusal (RFC 6749's error names)."""
        error = self.error or ("temporarily_unavailable" if self.status == 503 else "unauthorized")
        return {"error": error, "error_description": self.description}

    @property
    def reason(self) -> str:
        """The label of the refusal in metrics."""
        if self.status == 503:
            return "keys_unavailable"
        return self.error or "no_token"


class KeysUnavailable(Exception):
    """The issuer's key set could not be fetched: no token can be checked."""


class SigningKeys:
    """The authorization server's signing keys (a JWKS), fetched when first needed."""

    def __init__(self, settings: OAuthSettings) -> None:
        self._issuer = settings.issuer
        self._jwks_uri = settings.jwks_uri
        self._keys: dict[str, jwt.PyJWK] = {}
        self._fetched_at = -float("inf")
        self._lock = asyncio.Lock()

    async def key(self, kid: str | None) -> jwt.PyJWK | None:
        """The key a token names (or the one key, when it names none); None when the key set
        has no such key even after fetching it again."""
        found = self._lookup(kid)
        if found is not None:
            return found
        async with self._lock:  # concurrent requests share one fetch
            found = self._lookup(kid)
            if found is None and time.monotonic() - self._fetched_at >= REFETCH_INTERVAL:
                await self._fetch()
                found = self._lookup(kid)
        return found

    def _lookup(self, kid: str | None) -> jwt.PyJWK | None:
        if kid is not None:
            return self._keys.get(kid)
        return next(iter(self._keys.values())) if len(self._keys) == 1 else None

    async def _fetch(self) -> None:
        self._fetched_at = time.monotonic()
        try:
            async with httpx.AsyncClient(timeout=FETCH_TIMEOUT) as http:
                uri = self._jwks_uri or await self._discover(http)
                response = await http.get(uri)
                response.raise_for_status()
                key_set = jwt.PyJWKSet.from_dict(response.json())
        except (httpx.HTTPError, ValueError, jwt.PyJWKSetError) as exc:
            raise KeysUnavailable(
                f"the signing keys of {self._issuer} cannot be fetched: {exc}"
            ) from exc
        self._keys = {k.key_id: k for k in key_set.keys if k.key_id is not None}
        if not self._keys and key_set.keys:
            self._keys = {"": key_set.keys[0]}
        self._jwks_uri = uri

    async def _discover(self, http: httpx.AsyncClient) -> str:
        """The issuer's `jwks_uri`, from its RFC 8414 metadata or its OpenID configuration."""
        for url in metadata_urls(self._issuer):
            response = await http.get(url)
            if response.status_code == 200:
                uri = response.json().get("jwks_uri")
                if isinstance(uri, str):
                    return uri
        raise ValueError(f"no metadata with a jwks_uri at {', '.join(metadata_urls(self._issuer))}")


def metadata_urls(issuer: str) -> list[str]:
    """Where an issuer publishes its metadata: RFC 8414 (the well-known path inserted before the
    issuer's path), then OpenID Connect Discovery (appended)."""
    parts = urlsplit(issuer)
    path = parts.path.rstrip("/")
    inserted = urlunsplit(
        (parts.scheme, parts.netloc, f"/.well-known/oauth-authorization-server{path}", "", "")
    )
    appended = f"{issuer.rstrip('/')}/.well-known/openid-configuration"
    return [inserted, appended]


class AccessTokens:
    """Checks JWT access tokens: signature, issuer, audience, lifetime, algorithm.

    A token whose signature checked out is remembered (up to VERIFIED_TOKENS of them) with its
    caller and lifetime: a client sends the same token with every request, and its signature
    cannot change; its lifetime is checked again each time."""

    def __init__(self, settings: OAuthSettings) -> None:
        self.settings = settings
        self.keys = SigningKeys(settings)
        self._verified: OrderedDict[str, tuple[Caller, float, float]] = OrderedDict()

    async def caller(self, token: str) -> Caller | Refusal:
        known = self._verified.get(token)
        if known is not None:
            caller, not_before, expires = known
            now = time.time()
            if not_before <= now < expires:
                return caller
            del self._verified[token]
        outcome = await self._check(token)
        if isinstance(outcome, Caller):
            leeway = self.settings.leeway
            claims = outcome.claims
            lifetime = (float(claims.get("nbf", 0)) - leeway, float(claims["exp"]) + leeway)
            self._verified[token] = (outcome, *lifetime)
            if len(self._verified) > VERIFIED_TOKENS:
                self._verified.popitem(last=False)
        return outcome

    async def _check(self, token: str) -> Caller | Refusal:
        settings = self.settings
        try:
            header = jwt.get_unverified_header(token)
        except jwt.DecodeError as exc:
            return _invalid(f"the token is not a JWT ({exc})")
        algorithm = header.get("alg")
        if algorithm not in settings.algorithms:
            return _invalid(
                f"the token is signed with {algorithm!r}; accepted: {', '.join(settings.algorithms)}"
            )
        try:
            key = await self.keys.key(header.get("kid"))
        except KeysUnavailable as exc:
            log.error("%s", exc)
            return Refusal(503, None, f"{exc}; try again later")
        if key is None:
            return _invalid(
                f"the token is signed with a key the issuer does not list (kid {header.get('kid')!r})"
            )
        try:
            claims = jwt.decode(
                token,
                key.key,
                algorithms=[algorithm],
                audience=settings.audience,
                issuer=settings.issuer,
                leeway=settings.leeway,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except jwt.PyJWTError as exc:
            return _invalid(_explain(exc, token, settings))
        return Caller(
            subject=str(claims["sub"]),
            client_id=claims.get("client_id") or claims.get("azp"),
            scopes=_scopes(claims),
            claims=claims,
            access_token=token,
        )


class Authenticator:
    """Decides who a request's `Authorization` header names, by `proxy.auth`."""

    def __init__(self, settings: AuthSettings) -> None:
        self.settings = settings
        self.static: list[tuple[bytes, Caller]] = [
            (entry.token.encode(), Caller(entry.subject, scopes=frozenset(entry.scopes)))
            for entry in settings.tokens
        ]
        if settings.token is not None:
            self.static.append((settings.token.encode(), Caller("token")))
        self.tokens = AccessTokens(settings.oauth) if settings.oauth is not None else None
        self.required_scopes = frozenset(settings.oauth.required_scopes if settings.oauth else ())
        self.scopes: list[str] = list(settings.oauth.required_scopes if settings.oauth else ())
        """Every scope toolvet checks (required, then those of the access rules), in order: what
        a 401 tells clients to ask for, and the metadata's `scopes_supported`."""
        for rule in settings.access or ():
            self.scopes += [scope for scope in rule.scopes if scope not in self.scopes]

    @property
    def mode(self) -> str:
        """What /healthz says of it."""
        kinds = [
            name
            for name, on in (("token", bool(self.static)), ("oauth", self.tokens is not None))
            if on
        ]
        return "+".join(kinds) or "none"

    async def authenticate(self, authorization: str | None) -> Caller | Refusal:
        if authorization is None:
            return Refusal(
                401, None, "this endpoint needs a bearer token (Authorization: Bearer …)"
            )
        scheme, _, token = authorization.partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            return Refusal(
                401, "invalid_request", "the Authorization header must be 'Bearer <token>'"
            )
        if len(token) > MAX_TOKEN_BYTES:
            return _invalid(f"the token is longer than {MAX_TOKEN_BYTES} bytes")
        caller = self._static(token.encode())
        if caller is None and self.tokens is not None:
            caller = await self.tokens.caller(token)
        if caller is None:
            return _invalid("the token is not one toolvet accepts")
        if isinstance(caller, Caller) and not self.required_scopes <= caller.scopes:
            missing = " ".join(sorted(self.required_scopes - caller.scopes))
            return Refusal(
                403, "insufficient_scope", f"the token lacks the scope {missing}", missing
            )
        return caller

    def _static(self, token: bytes) -> Caller | None:
        # Every token compared, in constant time: how much of a guess matched must not show.
        found = None
        for known, caller in self.static:
            if hmac.compare_digest(token, known):
                found = caller
        return found


def _invalid(description: str) -> Refusal:
    return Refusal(401, "invalid_token", description)


def _scopes(claims: Mapping[str, Any]) -> frozenset[str]:
    """The scopes of a token: `scope` (RFC 9068, space-separated) or `scp` (a list, or a string)."""
    value = claims.get("scope", claims.get("scp", ""))
    if isinstance(value, str):
        return frozenset(value.split())
    return frozenset(str(v) for v in value) if isinstance(value, list) else frozenset()


def _explain(exc: jwt.PyJWTError, token: str, settings: OAuthSettings) -> str:
    """What is wrong with a token, for the `error_description` a client (or its user) reads."""
    claims: dict[str, Any] = {}
    with contextlib.suppress(jwt.PyJWTError):
        claims = jwt.decode(token, options={"verify_signature": False})
    if isinstance(exc, jwt.ExpiredSignatureError):
        return f"the token expired (exp {claims.get('exp')}, now {int(time.time())})"
    if isinstance(exc, jwt.ImmatureSignatureError):
        return f"the token is not valid yet (nbf {claims.get('nbf')}, now {int(time.time())})"
    if isinstance(exc, jwt.InvalidAudienceError):
        return f"the token was issued for {claims.get('aud')!r}, not for {settings.audience!r}"
    if isinstance(exc, jwt.InvalidIssuerError):
        return f"the token was issued by {claims.get('iss')!r}, not by {settings.issuer!r}"
    if isinstance(exc, jwt.InvalidSignatureError):
        return "the token's signature does not verify"
    if isinstance(exc, jwt.MissingRequiredClaimError):
        return f"the token has no {exc.claim!r} claim"
    return f"the token cannot be used ({exc})"


def challenge(refusal: Refusal, resource_metadata: str | None, scope: str | None) -> str:
    """The `WWW-Authenticate` value of a refusal: where the protected resource metadata is, the
    scope to ask for, and what was wrong with the token, if one was sent."""
    parts = []
    if resource_metadata is not None:
        parts.append(f'resource_metadata="{resource_metadata}"')
    if refusal.scope or scope:
        parts.append(f'scope="{refusal.scope or scope}"')
    if refusal.error is not None:
        parts.append(f'error="{refusal.error}"')
        parts.append(f'error_description="{_quoted(refusal.description)}"')
    return "Bearer " + ", ".join(parts) if parts else 'Bearer realm="toolvet"'


def _quoted(text: str) -> str:
    """Text fit for a quoted-string of a header (RFC 6750: no `"` or `\\`, printable ASCII)."""
    return "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else "'" for c in text)


def resource_metadata_url(audience: str) -> str:
    """The protected resource metadata of a resource URI (RFC 9728: the well-known path
    inserted before the resource's path)."""
    parts = urlsplit(audience)
    path = parts.path.rstrip("/")
    return urlunsplit(
        (parts.scheme, parts.netloc, f"/.well-known/oauth-protected-resource{path}", "", "")
    )
