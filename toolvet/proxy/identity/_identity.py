"""Who is calling: the bearer token of an HTTP request checked (a static token, or a JWT access
token an OAuth 2.1 authorization server issued for toolvet), and the answers that refuse a caller
as the MCP authorization specification asks (401/403 with `WWW-Authenticate`, RFC 6750 and 9728).

JWTs are checked with PyJWT against the issuer's keys: fetched when first needed, trusted for at
most KEYS_MAX_AGE (the issuer's Cache-Control max-age, within bounds), fetched again (at most once
per REFETCH_INTERVAL) when a token names a key they lack; a key set that cannot be fetched refuses
with 503 (tried again after RETRY_INTERVAL), never lets a token through, never calls it invalid.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import math
import re
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import jwt
from mcp.client.auth.utils import issuers_match

from toolvet.config import AuthSettings, OAuthSettings

log = logging.getLogger("toolvet.proxy")

# A token longer than this is refused unread (a JWT of a few claims is well under 2 KiB).
MAX_TOKEN_BYTES = 16 * 1024
# How often, at most, a token naming an unknown key makes toolvet fetch the key set again.
REFETCH_INTERVAL = 30.0
# How long a fetched key set is trusted: the issuer's Cache-Control max-age, within these bounds
# (a key the issuer stopped publishing stops being trusted KEYS_MAX_AGE after the fetch, at most).
KEYS_MAX_AGE = 600.0
KEYS_MIN_AGE = 60.0
# After a failed fetch the next is tried no sooner than this; requests meanwhile are answered 503.
RETRY_INTERVAL = 1.0
# The `typ` values (RFC 7515 4.1.9: case-insensitive, "application/" optional) of access tokens
# (RFC 9068) and of JWTs in general; a token whose issuer typed it as something else is refused.
ACCESS_TOKEN_TYP = "at+jwt"
GENERIC_TYP = "jwt"
# The key type (JWK `kty`) each family of signature algorithms verifies with.
KEY_TYPES = {"RS": "RSA", "PS": "RSA", "ES": "EC", "Ed": "OKP"}
# The NumericDate claims (RFC 7519 2: a JSON number of seconds).
TIME_CLAIMS = ("exp", "nbf", "iat")
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
    retry_after: float | None = None
    """A 503: seconds until the request may succeed (its `Retry-After`)."""

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

    def headers(self) -> dict[str, str]:
        """The headers beside the challenge: `Retry-After` (whole seconds, at least 1) of a 503."""
        if self.retry_after is None:
            return {}
        return {"retry-after": str(max(1, math.ceil(self.retry_after)))}


class KeysUnavailable(Exception):
    """The issuer's key set could not be fetched: no token can be checked. `retry_after`: the
    seconds before the next fetch is tried."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class SigningKeys:
    """The authorization server's signing keys (a JWKS), fetched when first needed and again
    once they are older than their maximum age; concurrent requests share one fetch."""

    def __init__(self, settings: OAuthSettings) -> None:
        self._issuer = settings.issuer
        self._jwks_uri = settings.jwks_uri
        self._keys: dict[str, jwt.PyJWK] = {}
        self._fetched_at = -math.inf
        self.max_age = KEYS_MAX_AGE
        """How long the keys fetched last are trusted, in seconds."""
        self.generation = 0
        """Counts the key sets fetched: what was verified with an older one is verified again."""
        self._failed_at = -math.inf
        self._failure: str | None = None
        self._lock = asyncio.Lock()

    async def key(self, kid: str | None) -> jwt.PyJWK | None:
        """The key a token names (or the one key, when it names none); None when the key set
        has no such key even after fetching it again. KeysUnavailable when the key set is not
        known (first fetch, or older than its maximum age) and cannot be fetched."""
        if self.fresh():
            found = self._lookup(kid)
            if found is not None:
                return found
        async with self._lock:
            if self.fresh():
                found = self._lookup(kid)
                if found is not None or time.monotonic() - self._fetched_at < REFETCH_INTERVAL:
                    return found
            await self._refresh()
            return self._lookup(kid)

    def fresh(self) -> bool:
        """Whether the keys fetched last are younger than their maximum age."""
        return time.monotonic() - self._fetched_at < self.max_age

    def _lookup(self, kid: str | None) -> jwt.PyJWK | None:
        if kid is not None:
            return self._keys.get(kid)
        return next(iter(self._keys.values())) if len(self._keys) == 1 else None

    async def _refresh(self) -> None:
        """Fetch the key set, unless a fetch failed less than RETRY_INTERVAL ago."""
        wait = self._failed_at + RETRY_INTERVAL - time.monotonic()
        if self._failure is not None and wait > 0:
            raise KeysUnavailable(self._failure, retry_after=wait)
        try:
            await self._fetch()
        except KeysUnavailable as exc:
            log.error("%s", exc)
            self._failed_at, self._failure = time.monotonic(), str(exc)
            raise KeysUnavailable(self._failure, retry_after=RETRY_INTERVAL) from exc
        self._failure = None

    async def _fetch(self) -> None:
        try:
            async with httpx.AsyncClient(timeout=FETCH_TIMEOUT) as http:
                uri = self._jwks_uri or await self._discover(http)
                response = await http.get(uri)
                response.raise_for_status()
                document = response.json()
                if not isinstance(document, dict):
                    raise ValueError(f"{uri} is not a JSON object")
                key_set = jwt.PyJWKSet.from_dict(document)
        except (httpx.HTTPError, ValueError, TypeError, jwt.PyJWTError) as exc:
            raise KeysUnavailable(
                f"the signing keys of {self._issuer} cannot be fetched: {exc}"
            ) from exc
        self._keys = {k.key_id: k for k in key_set.keys if k.key_id is not None}
        if not self._keys and key_set.keys:
            self._keys = {"": key_set.keys[0]}
        self._jwks_uri = uri
        self._fetched_at = time.monotonic()
        self.generation += 1
        self.max_age = _max_age(response.headers.get("cache-control"))

    async def _discover(self, http: httpx.AsyncClient) -> str:
        """The issuer's `jwks_uri`, from its RFC 8414 metadata or its OpenID configuration, whose
        `issuer` must be the configured one (RFC 8414 3.3, OpenID Discovery 4.3)."""
        for url in metadata_urls(self._issuer):
            response = await http.get(url)
            if response.status_code != 200:
                continue
            metadata = response.json()
            if not isinstance(metadata, dict):
                continue
            named = metadata.get("issuer")
            if not isinstance(named, str) or not issuers_match(named, self._issuer):
                raise ValueError(
                    f"the metadata at {url} names the issuer {_shown(named)}, not"
                    f" {self._issuer!r} (proxy.auth.oauth.issuer)"
                )
            uri = metadata.get("jwks_uri")
            if isinstance(uri, str):
                return uri
        raise ValueError(f"no metadata with a jwks_uri at {', '.join(metadata_urls(self._issuer))}")


def _max_age(cache_control: str | None) -> float:
    """How long a key set may be trusted: its `Cache-Control: max-age`, within KEYS_MIN_AGE and
    KEYS_MAX_AGE (no-store, no-cache: the least)."""
    directives = (cache_control or "").lower()
    if "no-store" in directives or "no-cache" in directives:
        return KEYS_MIN_AGE
    found = re.search(r"(?:^|[,\s])max-age\s*=\s*\"?(\d+)", directives)
    if found is None:
        return KEYS_MAX_AGE
    return min(KEYS_MAX_AGE, max(KEYS_MIN_AGE, float(found.group(1))))


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
    cannot change; its lifetime is checked again each time, and it is verified again once the
    key set it was verified with is replaced or too old (its key may be gone)."""

    def __init__(self, settings: OAuthSettings) -> None:
        self.settings = settings
        self.keys = SigningKeys(settings)
        self._verified: OrderedDict[str, tuple[Caller, int, float, float]] = OrderedDict()

    async def caller(self, token: str) -> Caller | Refusal:
        known = self._verified.get(token)
        keys = self.keys
        if known is not None:
            caller, generation, not_before, expires = known
            current = generation == keys.generation and keys.fresh()
            if current and not_before <= time.time() < expires:
                return caller
            del self._verified[token]
        outcome, generation = await self._check(token)
        if isinstance(outcome, Caller):
            leeway = self.settings.leeway
            claims = outcome.claims
            lifetime = (float(claims.get("nbf", 0)) - leeway, float(claims["exp"]) + leeway)
            self._verified[token] = (outcome, generation, *lifetime)
            if len(self._verified) > VERIFIED_TOKENS:
                self._verified.popitem(last=False)
        return outcome

    async def _check(self, token: str) -> tuple[Caller | Refusal, int]:
        """The caller a token names, or why it is refused; and the key set it was checked with."""
        generation = self.keys.generation
        try:
            header = jwt.get_unverified_header(token)
            unverified = jwt.decode(token, options={"verify_signature": False})
        except jwt.DecodeError as exc:
            return _invalid(f"the token is not a JWT ({exc})"), generation
        except jwt.PyJWTError as exc:
            return _invalid(f"the token's header cannot be used ({exc})"), generation
        problem = _header_problem(header, self.settings) or _time_claims_problem(unverified)
        if problem is not None:
            return _invalid(problem), generation
        try:
            key = await self.keys.key(header.get("kid"))
        except KeysUnavailable as exc:
            refusal = Refusal(503, None, f"{exc}; try again later", retry_after=exc.retry_after)
            return refusal, generation
        return self._verified_caller(token, header, key), self.keys.generation

    def _verified_caller(
        self, token: str, header: Mapping[str, Any], key: jwt.PyJWK | None
    ) -> Caller | Refusal:
        """The caller of a token whose header passed, once its signature and claims have."""
        settings = self.settings
        algorithm, kid = header["alg"], header.get("kid")
        if key is None:
            return _invalid(
                f"the token is signed with a key the issuer does not list (kid {_shown(kid)})"
            )
        if key.key_type != KEY_TYPES.get(algorithm[:2]):
            return _invalid(
                f"the token is signed with {algorithm}, which the issuer's key"
                f" {_shown(key.key_id)} (kty {key.key_type}) cannot verify"
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
        except (TypeError, ValueError) as exc:  # key material PyJWT cannot use for this token
            return _invalid(f"the token cannot be verified with the issuer's key ({exc})")
        client_id = claims.get("client_id") or claims.get("azp")
        return Caller(
            subject=str(claims["sub"]),
            client_id=client_id if isinstance(client_id, str) else None,
            scopes=_scopes(claims),
            claims=claims,
            access_token=token,
        )


def _header_problem(header: Mapping[str, Any], settings: OAuthSettings) -> str | None:
    """What makes a token's header unusable (RFC 7515, RFC 9068), before any key is looked up
    (PyJWT has refused a `kid` that is not a string)."""
    algorithm = header.get("alg")
    if not isinstance(algorithm, str) or algorithm not in settings.algorithms:
        return (
            f"the token is signed with {_shown(algorithm)};"
            f" accepted: {', '.join(settings.algorithms)}"
        )
    if "crit" in header:  # RFC 7515 4.1.11: an extension the recipient does not understand
        return (
            f"the token's header marks {_shown(header['crit'])} as critical (crit);"
            " toolvet understands no critical header extension"
        )
    typ = header.get("typ")
    if typ is None and not settings.require_typ:
        return None
    accepted = [ACCESS_TOKEN_TYP] if settings.require_typ else [ACCESS_TOKEN_TYP, GENERIC_TYP]
    if isinstance(typ, str) and typ.lower().removeprefix("application/") in accepted:
        return None
    wanted = " or ".join(repr(t) for t in accepted)
    required = " (proxy.auth.oauth.require_typ)" if settings.require_typ else ""
    return f"the token's type (typ) is {_shown(typ)}; accepted: {wanted}{required}"


def _time_claims_problem(claims: Mapping[str, Any]) -> str | None:
    """A time claim that is not a NumericDate (RFC 7519 2: a JSON number; not a string, a
    boolean or infinite)."""
    for name in TIME_CLAIMS:
        if name not in claims:
            continue
        value = claims[name]
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if not number or not math.isfinite(value):
            return (
                f"the token's {name!r} is {_shown(value)}; RFC 7519 wants a NumericDate,"
                " a JSON number of seconds since 1970"
            )
    return None


def _shown(value: Any) -> str:
    """A value taken from a token, for a message: its repr, shortened."""
    text = repr(value)
    return text if len(text) <= 64 else f"{text[:60]}...{text[-1]}"


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
        caller: Caller | Refusal | None = self._static(token.encode())
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
        issued_for = _shown(claims.get("aud"))
        return f"the token was issued for {issued_for}, not for {settings.audience!r}"
    if isinstance(exc, jwt.InvalidIssuerError):
        return f"the token was issued by {_shown(claims.get('iss'))}, not by {settings.issuer!r}"
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
