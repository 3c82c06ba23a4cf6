"""Access tokens of toolvet's own for a protected upstream: discovery as an MCP client does it
(the server's 401, its protected resource metadata, the authorization server's metadata) and the
grants that fill them (client_credentials, RFC 8693 token exchange for a caller, the refresh of a
stored login), each token cached until shortly before it expires and renewed ahead of time.

The discovery steps and the metadata models are the MCP SDK's (`mcp.client.auth.utils`,
`mcp.shared.auth`); its OAuth providers are httpx auth flows bound to one token and one client,
so the caching per caller, the single-flight renewals and the token requests are written here.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import shlex
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import quote_plus

import httpx
from mcp.client.auth.utils import (
    build_oauth_authorization_server_metadata_discovery_urls,
    build_protected_resource_metadata_discovery_urls,
    get_client_metadata_scopes,
    handle_auth_metadata_response,
    handle_protected_resource_response,
    issuers_match,
)
from mcp.shared.auth import OAuthMetadata, OAuthToken, ProtectedResourceMetadata
from mcp.shared.auth_utils import check_resource_allowed, resource_url_from_server_url
from pydantic import ValidationError

from toolvet.config import UpstreamAuth
from toolvet.upstream._token_store import StoredLogin, TokenStore, TokenStoreError

log = logging.getLogger("toolvet.upstream")

TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange"
ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token"
# A token is renewed in the background once this share of its lifetime has passed, and no longer
# used (renewed first) in the last share below or EXPIRY_MARGIN seconds, whichever is less.
RENEW_AHEAD_AT = 0.75
EXPIRY_SHARE = 0.1
EXPIRY_MARGIN = 30.0
# How long a request to the authorization server (or a metadata document) may take.
AUTHORIZATION_TIMEOUT = 10.0
# Tokens exchanged for callers, per upstream: the least recently used goes past this.
MAX_CALLER_TOKENS = 4096


def login_command(server: str, config_source: str | None) -> str:
    """`toolvet login SERVER`, with `--config FILE` unless the config is ./servers.json."""
    command = f"toolvet login {shlex.quote(server)}"
    if config_source and not config_source.startswith("<") and config_source != "servers.json":
        command += f" --config {shlex.quote(config_source)}"
    return command


class CredentialsError(Exception):
    """No token could be had. The message names the server and says what would help;
    `login_needed`: only `toolvet login SERVER` can (an authorization_code server);
    `unreachable`: the authorization server could not be asked (it may answer later)."""

    def __init__(
        self, message: str, *, login_needed: bool = False, unreachable: bool = False
    ) -> None:
        super().__init__(message)
        self.login_needed = login_needed
        self.unreachable = unreachable


@dataclass(frozen=True, slots=True)
class Challenge:
    """A server's `WWW-Authenticate: Bearer` (RFC 6750, RFC 9728)."""

    error: str | None = None
    description: str | None = None
    scope: str | None = None
    resource_metadata: str | None = None

    @classmethod
    def parse(cls, header: str | None) -> Challenge:
        fields = dict(
            (m.group(1).lower(), m.group(2) if m.group(2) is not None else m.group(3))
            for m in re.finditer(r'([A-Za-z_]+)=(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))', header or "")
        )
        return cls(
            fields.get("error"),
            fields.get("error_description"),
            fields.get("scope"),
            fields.get("resource_metadata"),
        )


@dataclass(frozen=True, slots=True)
class Endpoint:
    """Where tokens for the server come from, and for which resource (RFC 8707)."""

    token_endpoint: str
    resource: str
    scope: str | None
    issuer: str | None = None


@dataclass(frozen=True, slots=True)
class Token:
    """An access token and when (the event loop's clock) to renew it and to stop using it."""

    value: str
    renew_at: float
    usable_until: float
    refresh_token: str | None = None

    @classmethod
    def lasting(
        cls, value: str, lifetime: float | None, now: float, refresh_token: str | None = None
    ) -> Token:
        """A token that lasts `lifetime` seconds from `now` (None: as long as it is accepted)."""
        if lifetime is None:
            return cls(value, float("inf"), float("inf"), refresh_token)
        margin = min(EXPIRY_MARGIN, lifetime * EXPIRY_SHARE)
        return cls(value, now + lifetime * RENEW_AHEAD_AT, now + lifetime - margin, refresh_token)

    @classmethod
    def of(cls, answer: OAuthToken, now: float, refresh_token: str | None = None) -> Token:
        """The token of a token response (its refresh token, else the one it replaces)."""
        return cls.lasting(
            answer.access_token,
            None if answer.expires_in is None else float(answer.expires_in),
            now,
            answer.refresh_token or refresh_token,
        )


Fetch = Callable[[], Awaitable[Token]]


class _Slot:
    """One cached token: handed out while usable, renewed in the background once due, and
    renewed by one request however many calls wait for it."""

    def __init__(self, server: str) -> None:
        self.server = server
        self.token: Token | None = None
        self._renewal: asyncio.Task[Token] | None = None

    def usable(self) -> Token | None:
        token, now = self.token, _now()
        return token if token is not None and now < token.usable_until else None

    async def get(self, fetch: Fetch) -> Token:
        token = self.usable()
        if token is None:
            return await self.renew(fetch)
        if _now() >= token.renew_at and self._renewal is None:
            self._start(fetch).add_done_callback(self._ahead_done)
        return token

    async def renew(self, fetch: Fetch, rejected: str | None = None) -> Token:
        """A new token (after `rejected` was refused: unless it has been replaced already)."""
        if rejected is not None and self.token is not None and self.token.value != rejected:
            return self.token
        return await asyncio.shield(self._renewal or self._start(fetch))

    def _start(self, fetch: Fetch) -> asyncio.Task[Token]:
        async def renewal() -> Token:
            try:
                self.token = await fetch()
                return self.token
            finally:
                self._renewal = None

        self._renewal = asyncio.get_running_loop().create_task(renewal())
        return self._renewal

    def _ahead_done(self, task: asyncio.Task[Token]) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.warning(
                "upstream %s: renewing a token ahead of time failed: %s",
                self.server,
                task.exception(),
            )


class Credentials:
    """The access tokens toolvet presents to one upstream server, by its `auth` block.

    `authorization(subject)` is the Authorization header for a request: toolvet's own token, or,
    under token_exchange and with `subject` (the caller's own access token), the token issued for
    that caller. `refused` renews after the server answered 401 with the token it was given."""

    def __init__(
        self,
        server: str,
        url: str,
        auth: UpstreamAuth,
        store: TokenStore | None = None,
        config_source: str | None = None,
    ) -> None:
        """`config_source`: the config file toolvet runs with, named in the login it asks for
        unless it is the default ./servers.json."""
        self.server = server
        self.login_command = login_command(server, config_source)
        self.url = url
        self.auth = auth
        self.store = store
        self.login_needed = False
        self.problem: str | None = None
        """Why no token could be had, the last time none could."""
        self._endpoint: Endpoint | None = None
        self._challenge = Challenge()
        self._discovery: asyncio.Task[Endpoint] | None = None
        self._own = _Slot(server)
        self._callers: OrderedDict[str, _Slot] = OrderedDict()
        self._http: httpx.AsyncClient | None = None

    @property
    def acts_for_callers(self) -> bool:
        """Whether calls go with a token issued for their caller (token_exchange)."""
        return self.auth.grant == "token_exchange"

    # -- what the transport asks -----------------------------------------------------------------

    def cached(self, subject: str | None = None) -> str | None:
        """The Authorization header when a usable token is at hand (no waiting), else None."""
        token = self._slot(subject).usable()
        if token is None or _now() >= token.renew_at:
            return None
        return f"Bearer {token.value}"

    async def authorization(self, subject: str | None = None) -> str:
        slot = self._slot(subject)
        token = await slot.get(lambda: self._fetch(subject))
        return f"Bearer {token.value}"

    async def refused(self, used: str, challenge: Challenge, subject: str | None = None) -> str:
        """The server answered 401 to `used` (an Authorization header): a new token, once."""
        if challenge.resource_metadata or challenge.scope:
            self._challenge = challenge  # what discovery starts from, if it has not run yet
        slot = self._slot(subject)
        token = await slot.renew(lambda: self._fetch(subject), used.removeprefix("Bearer "))
        return f"Bearer {token.value}"

    async def aclose(self) -> None:
        if self._http is not None:
            await self._http.aclose()
            self._http = None

    def _slot(self, subject: str | None) -> _Slot:
        """The token of `subject`'s caller (made on first use), or toolvet's own."""
        if subject is None or not self.acts_for_callers:
            return self._own
        key = hashlib.sha256(subject.encode()).hexdigest()
        slot = self._callers.get(key)
        if slot is not None:
            self._callers.move_to_end(key)
            return slot
        slot = self._callers[key] = _Slot(self.server)
        if len(self._callers) > MAX_CALLER_TOKENS:
            self._callers.popitem(last=False)
        return slot

    # -- the grants --------------------------------------------------------------------------------

    async def _fetch(self, subject: str | None) -> Token:
        if self.auth.grant == "authorization_code":
            return await self._refresh_login()
        endpoint = await self.endpoint()
        if subject is not None and self.acts_for_callers:
            form = {
                "grant_type": TOKEN_EXCHANGE,
                "subject_token": subject,
                "subject_token_type": ACCESS_TOKEN_TYPE,
                "requested_token_type": ACCESS_TOKEN_TYPE,
            }
        else:
            form = {"grant_type": "client_credentials"}
        answer = await self._token_request(endpoint, form, form["grant_type"].rsplit(":", 1)[-1])
        return Token.of(answer, _now())

    async def _refresh_login(self) -> Token:
        """The stored login's access token while it lasts, then a refreshed one (written back)."""
        login = self._stored_login()
        now, wall = _now(), time.time()
        if login.expires_at is not None and wall < login.expires_at - EXPIRY_MARGIN:
            stored = self._own.token
            if stored is None or stored.value != login.access_token:
                self.login_needed, self.problem = False, None  # e.g. a new `toolvet login`
                return Token.lasting(
                    login.access_token, login.expires_at - wall, now, login.refresh_token
                )
        if not login.refresh_token:
            raise self._login_needed("the stored login has expired and has no refresh token")
        endpoint = Endpoint(login.token_endpoint, login.resource, login.scope, login.issuer)
        form = {"grant_type": "refresh_token", "refresh_token": login.refresh_token}
        try:
            answer = await self._token_request(
                endpoint,
                form,
                "refresh_token",
                client=(login.client_id, login.client_secret, login.client_authentication),
            )
        except CredentialsError as exc:
            if exc.unreachable:
                raise
            refusal = str(exc).removeprefix(f"server '{self.server}': ")
            raise self._login_needed(f"the refresh token was refused: {refusal}") from exc
        token = Token.of(answer, now, login.refresh_token)
        expires_at = wall + answer.expires_in if answer.expires_in is not None else None
        refreshed = replace(
            login,
            access_token=answer.access_token,
            refresh_token=token.refresh_token,
            expires_at=expires_at,
            scope=answer.scope or login.scope,
        )
        try:
            assert self.store is not None
            self.store.put(self.server, refreshed)
        except TokenStoreError as exc:  # e.g. a read-only mounted secret: kept in memory
            log.warning("upstream %s: the refreshed token is not stored: %s", self.server, exc)
        self.login_needed, self.problem = False, None
        return token

    def _stored_login(self) -> StoredLogin:
        if self.store is None:
            raise self._login_needed("no token store is configured")
        try:
            login = self.store.get(self.server)
        except TokenStoreError as exc:
            raise self._login_needed(str(exc)) from exc
        if login is None:
            raise self._login_needed(f"no tokens for it in {self.store.path}")
        return login

    def _login_needed(self, why: str) -> CredentialsError:
        message = f"login needed: {self.login_command} ({why})"
        if not self.login_needed:
            log.warning("upstream %s: %s", self.server, message)
        self.login_needed, self.problem = True, message
        return CredentialsError(message, login_needed=True)

    async def _token_request(
        self,
        endpoint: Endpoint,
        form: dict[str, str],
        grant: str,
        client: tuple[str, str | None, str] | None = None,
    ) -> OAuthToken:
        client_id, secret, method = client or (
            self.auth.client_id or "",
            self.auth.client_secret,
            self.auth.client_authentication,
        )
        form = {**form, "resource": endpoint.resource}
        scope = " ".join(self.auth.scopes) or endpoint.scope
        if scope and form["grant_type"] != "refresh_token":
            form["scope"] = scope
        basic: httpx.BasicAuth | None = None
        if method == "client_secret_basic" and secret is not None:
            # RFC 6749 2.3.1: the id and secret are form-encoded before they are joined.
            basic = httpx.BasicAuth(quote_plus(client_id), quote_plus(secret))
        else:
            form["client_id"] = client_id
            if secret is not None:
                form["client_secret"] = secret
        try:
            response = await self._client().post(
                endpoint.token_endpoint, data=form, auth=basic or httpx.USE_CLIENT_DEFAULT
            )
        except httpx.HTTPError as exc:
            raise CredentialsError(
                f"server '{self.server}': the authorization server could not be reached at"
                f" {endpoint.token_endpoint} ({_reason(exc)}); nothing was sent to the server",
                unreachable=True,
            ) from exc
        if response.status_code != 200:
            raise CredentialsError(
                f"server '{self.server}': the authorization server refused the {grant} grant"
                f" ({_oauth_error(response)}); check mcpServers.{self.server}.auth"
            )
        try:
            return OAuthToken.model_validate_json(response.content)
        except ValidationError as exc:
            raise CredentialsError(
                f"server '{self.server}': the authorization server's token response is not an"
                f" OAuth token response ({exc.errors()[0]['msg']})"
            ) from exc

    # -- discovery ---------------------------------------------------------------------------------

    async def endpoint(self) -> Endpoint:
        """The token endpoint and resource: from the config, else discovered (once at a time)."""
        if self._endpoint is not None:
            return self._endpoint
        if self.auth.token_endpoint is not None:
            resource = self.auth.resource or resource_url_from_server_url(self.url)
            self._endpoint = Endpoint(self.auth.token_endpoint, resource, None)
            return self._endpoint
        if self._discovery is None:
            self._discovery = asyncio.get_running_loop().create_task(self._discover())
            self._discovery.add_done_callback(lambda _: setattr(self, "_discovery", None))
        self._endpoint = await asyncio.shield(self._discovery)
        return self._endpoint

    async def _discover(self) -> Endpoint:
        """As the MCP client flow does: the server's 401 (asked with a GET that carries no
        message) for its resource_metadata, the protected resource metadata (RFC 9728), then the
        authorization server's metadata (RFC 8414, or OpenID discovery), each validated as those
        RFCs say before anything is sent to the authorization server."""
        challenge = self._challenge
        if challenge.resource_metadata is None:
            try:
                # Only the status and headers are read: an open server would start a stream.
                async with self._client().stream(
                    "GET", self.url, headers={"accept": "text/event-stream"}
                ) as probe:
                    if probe.status_code == 401:
                        challenge = Challenge.parse(probe.headers.get("www-authenticate"))
            except httpx.HTTPError as exc:
                raise CredentialsError(
                    f"server '{self.server}' could not be reached to find its authorization"
                    f" server ({_reason(exc)})"
                ) from exc
        prm = await self._first(
            build_protected_resource_metadata_discovery_urls(challenge.resource_metadata, self.url),
            _protected_resource,
        )
        issuer = self._issuer_to_ask(prm)
        metadata = await self._first(
            build_oauth_authorization_server_metadata_discovery_urls(issuer, self.url),
            _authorization_server,
        )
        if metadata is None:
            raise CredentialsError(
                f"server '{self.server}': the authorization server {issuer} could not be reached"
                " or publishes no metadata (RFC 8414 / OpenID discovery)"
            )
        if not issuers_match(str(metadata.issuer), issuer):
            raise CredentialsError(
                f"server '{self.server}': the metadata of the authorization server {issuer} names"
                f" the issuer {metadata.issuer}; RFC 8414 (3.3) wants the issuer its address was"
                " built from, so no token is asked of it"
            )
        resource = self.auth.resource or resource_url_from_server_url(self.url)
        if self.auth.resource is None and prm is not None:
            resource = str(prm.resource)  # checked by _issuer_to_ask
        scope = get_client_metadata_scopes(challenge.scope, prm, metadata)
        log.info(
            "upstream %s: tokens from %s for resource %s",
            self.server,
            metadata.token_endpoint,
            resource,
        )
        return Endpoint(str(metadata.token_endpoint), resource, scope, issuer)

    def _issuer_to_ask(self, prm: ProtectedResourceMetadata | None) -> str:
        """The issuer to ask for tokens: the one pinned (`auth.issuer`), which the server's
        metadata must list when it lists any, else the first it lists. Metadata for another
        resource than the server's URL is refused (RFC 9728 3.3), as the SDK's client does."""
        where = f"mcpServers.{self.server}.auth"
        if prm is not None:
            expected = resource_url_from_server_url(self.url)
            if not check_resource_allowed(
                requested_resource=expected, configured_resource=str(prm.resource)
            ):
                raise CredentialsError(
                    f"server '{self.server}': its protected resource metadata is for the resource"
                    f" {prm.resource}, not for {expected}, the server's URL; RFC 9728 (3.3) forbids"
                    " using it, so nothing was sent to the authorization server it names"
                )
        listed = [str(server) for server in prm.authorization_servers] if prm else []
        pinned = self.auth.issuer
        if pinned is None:
            if not listed:
                raise CredentialsError(
                    f"server '{self.server}' publishes no protected resource metadata naming an"
                    f" authorization server (RFC 9728); give {where}.token_endpoint or .issuer"
                )
            return listed[0]
        if listed and not any(issuers_match(server, pinned) for server in listed):
            pin = f"{where}.issuer"
            if self.acts_for_callers:
                pin += ", by default proxy.auth.oauth.issuer: a caller's token goes nowhere else"
            raise CredentialsError(
                f"server '{self.server}' names the authorization server {', '.join(listed)},"
                f" but toolvet asks only {pinned} for its tokens ({pin}); nothing was sent to"
                f" {listed[0]}: to trust it, set {where}.issuer to it"
            )
        return pinned

    async def _first(
        self, urls: list[str], read: Callable[[httpx.Response], Awaitable[Any]]
    ) -> Any:
        for url in urls:
            try:
                response = await self._client().get(url)
            except httpx.HTTPError as exc:
                log.debug("upstream %s: %s could not be read: %s", self.server, url, exc)
                continue
            found = await read(response)
            if found is not None:
                return found
        return None

    def _client(self) -> httpx.AsyncClient:
        if self._http is None:
            self._http = httpx.AsyncClient(timeout=AUTHORIZATION_TIMEOUT, follow_redirects=False)
        return self._http


async def _protected_resource(response: httpx.Response) -> ProtectedResourceMetadata | None:
    return await handle_protected_resource_response(response)


async def _authorization_server(response: httpx.Response) -> OAuthMetadata | None:
    _, metadata = await handle_auth_metadata_response(response)
    return metadata


def _oauth_error(response: httpx.Response) -> str:
    """An OAuth error response as one line (never echoing what was sent)."""
    try:
        body = response.json()
    except ValueError:
        return f"HTTP {response.status_code}"
    if not isinstance(body, dict) or not isinstance(body.get("error"), str):
        return f"HTTP {response.status_code}"
    text = f"HTTP {response.status_code} {body['error']}"
    description = body.get("error_description")
    return f"{text}: {description}" if isinstance(description, str) else text


def _reason(exc: Exception) -> str:
    return str(exc) or type(exc).__name__


def _now() -> float:
    return asyncio.get_running_loop().time()
