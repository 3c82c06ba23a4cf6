"""`toolvet login` and `toolvet logout`: a user's tokens for an authorization_code server, by the
MCP SDK's own client flow, kept in the token store.

The flow is the SDK's `OAuthClientProvider` (PKCE, discovery from the server's 401, dynamic client
registration or a Client ID Metadata Document, the token request), set off by one MCP request
to the server. What is toolvet's: the loopback HTTP server the browser is sent back to
(http://127.0.0.1:PORT/callback, bound before the client registers so its port is known), the
configured client, scopes and resource, and turning the SDK's state into a `StoredLogin`.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import html
import logging
import os
import sys
import threading
import webbrowser
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urljoin, urlsplit

import httpx
from mcp.client.auth import OAuthClientProvider, OAuthFlowError
from mcp.client.auth.oauth2 import OAuthContext
from mcp.client.auth.utils import is_valid_client_metadata_url, issuers_match
from mcp.shared.auth import OAuthClientInformationFull, OAuthClientMetadata, OAuthToken

from toolvet.config import Config, ServerConfig, UpstreamAuth, default_token_store
from toolvet.protocol.headers import SESSION_HEADER
from toolvet.protocol.wire import request
from toolvet.upstream._requests import initialize_params
from toolvet.upstream._token_store import StoredLogin, TokenStore
from toolvet.validation import closest_names

CALLBACK_PATH = "/callback"
DEFAULT_TIMEOUT = 300.0
# How long one request to the server or the authorization server may take.
REQUEST_TIMEOUT = 30.0
# A callback request's head larger than this is not a browser coming back from a login.
MAX_REQUEST_HEAD = 16 * 1024
METADATA_PATHS = ("/.well-known/oauth-authorization-server", "/.well-known/openid-configuration")
GRANT_TYPES = ["authorization_code", "refresh_token"]
MCP_HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}

Say = Callable[[str], None]


class LoginError(Exception):
    """What stopped a login or logout; the message names the server, what went wrong and where,
    and holds no token or secret."""


class LoginConfigError(LoginError):
    """The config does not allow the login: no such server, or not an authorization_code one."""


def say_on_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def token_store_of(config: Config) -> TokenStore:
    """The token store the config names (proxy.token_store), else the default one."""
    return TokenStore(config.proxy.token_store or default_token_store())


def login_server(config: Config, name: str) -> ServerConfig:
    """The server `name` of the config, if `toolvet login` can log in to it."""
    where = f"{config.source}: mcpServers"
    server = config.servers.get(name)
    if server is None:
        close = closest_names(name, config.servers, n=1, cutoff=0.6)
        known = ", ".join(config.servers) or "none"
        raise LoginConfigError(
            f"{where} has no server {name!r}"
            + (f"; did you mean {close[0]!r}?" if close else "")
            + f" (its servers: {known})"
        )
    wanted = '"auth": {"grant": "authorization_code"}'
    if server.transport != "streamable-http":
        raise LoginConfigError(
            f"{where}.{name} is a {server.transport} server; `toolvet login` is for streamable"
            f" HTTP servers with {wanted}"
        )
    if server.auth is None:
        raise LoginConfigError(f"{where}.{name} has no 'auth': give it {wanted} to log in to it")
    if server.auth.grant != "authorization_code":
        raise LoginConfigError(
            f"{where}.{name}.auth.grant is {server.auth.grant!r}: toolvet gets those tokens"
            f" itself, nothing to log in to; `toolvet login` is for {wanted}"
        )
    url = server.auth.client_metadata_url
    if url is not None and not is_valid_client_metadata_url(url):
        raise LoginConfigError(
            f"{where}.{name}.auth.client_metadata_url is {url!r}; a Client ID Metadata Document"
            " is named by an https:// URL with a path (e.g. https://example.com/toolvet.json),"
            " which is the client id"
        )
    return server


# -- login -----------------------------------------------------------------------------------------


async def login(
    config: Config,
    name: str,
    *,
    port: int = 0,
    timeout: float = DEFAULT_TIMEOUT,
    open_browser: bool = True,
    say: Say = say_on_stderr,
) -> Path:
    """`toolvet login`: log in to the server `name` of the config and keep the tokens in its
    token store; the store's path. LoginConfigError when the config does not allow the login
    (see `login_server`), LoginError when it fails, TokenStoreError when the store is unusable.

    The authorization URL is said ("Open this URL to log in to NAME: ...") and, with
    `open_browser` and a display, opened in a browser; the browser must come back to
    http://127.0.0.1:`port`/callback (0: a free port) within `timeout` seconds."""
    server = login_server(config, name)
    store = token_store_of(config)
    auth = server.auth
    assert server.url is not None and auth is not None
    store.get(name)  # a store that cannot be used stops the login before anyone logs in
    async with _Callback.listen(name, port) as callback:

        async def show(url: str) -> None:
            say(f"Open this URL to log in to {name}: {url}")
            if open_browser and _has_display():
                # A console browser would hold the thread until it quits: never wait for it.
                threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()

        provider = _LoginProvider(
            server.url,
            _client_metadata(auth, callback.redirect_uri),
            _MemoryStorage(_preregistered(auth, callback.redirect_uri)),
            redirect_handler=show,
            callback_handler=lambda: callback.wait(timeout),
            timeout=timeout,
            client_metadata_url=auth.client_metadata_url,
            resource=auth.resource,
            issuer=auth.issuer,
        )
        stored = await _authorize(name, server, provider)
    store.put(name, stored)  # a TokenStoreError names the file and what to do
    return store.path


async def _authorize(name: str, server: ServerConfig, provider: _LoginProvider) -> StoredLogin:
    """Send the server an MCP request with the provider as its auth: the SDK's flow runs on its
    401; then the login the provider holds."""
    assert server.url is not None
    metadata = _MetadataSeen()
    headers = {k: v for k, v in server.headers.items() if k.lower() != "authorization"}
    try:
        with _quiet_sdk():
            async with httpx.AsyncClient(
                auth=provider,
                headers=headers,
                timeout=REQUEST_TIMEOUT,
                event_hooks={"response": [metadata]},
            ) as http:
                answer = await http.post(
                    server.url,
                    json=request(1, "initialize", initialize_params()),
                    headers=MCP_HEADERS,
                )
                await _end_session(http, server.url, answer)
    except httpx.TransportError as exc:
        raise _unreachable(name, server.url, provider, exc) from None
    except (OAuthFlowError, httpx.HTTPError) as exc:
        raise LoginError(f"logging in to {name} failed: {exc or type(exc).__name__}") from None
    context = provider.context
    tokens = context.current_tokens
    if tokens is None:
        raise LoginError(
            f"{name} ({_shown(server.url)}) answered {answer.status_code} without asking for"
            " authorization (no 401): there is nothing to log in to"
        )
    if answer.status_code == 401:
        raise LoginError(
            f"{name} ({_shown(server.url)}) refused the token the login gave (401"
            f" {answer.headers.get('www-authenticate', '')}); nothing was stored"
        )
    return _stored_login(name, provider, tokens, metadata.issuer)


async def _end_session(http: httpx.AsyncClient, url: str, answer: httpx.Response) -> None:
    """End the MCP session the request opened, if it did (politeness: the answer does not matter)."""
    session = answer.headers.get(SESSION_HEADER)
    if answer.is_success and session:
        with contextlib.suppress(httpx.HTTPError):
            await http.delete(url, headers={SESSION_HEADER: session})


def _unreachable(
    name: str, url: str, provider: _LoginProvider, exc: httpx.TransportError
) -> LoginError:
    try:
        failed = _shown(str(exc.request.url))
    except RuntimeError:
        failed = _shown(url)
    reason = str(exc) or type(exc).__name__
    if urlsplit(failed)[:2] == urlsplit(url)[:2]:
        return LoginError(f"cannot reach {name} at {failed}: {reason}")
    issuer = provider.context.auth_server_url
    named = f" {issuer}, named by {name}'s protected resource metadata," if issuer else ""
    return LoginError(
        f"cannot reach the authorization server{named} at {failed}: {reason};"
        " is it running, and is this its address?"
    )


def _shown(url: str) -> str:
    """A URL for a message: without userinfo, query or fragment, where an expanded `${VAR}` of
    the config (an API key) could be."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{host}:{parts.port}" if parts.port is not None else host
    return f"{parts.scheme}://{netloc}{parts.path}"


def _stored_login(
    name: str, provider: _LoginProvider, tokens: OAuthToken, raw_issuer: str | None
) -> StoredLogin:
    context = provider.context
    client = context.client_info
    if client is None or not client.client_id:
        raise LoginError(f"logging in to {name}: the flow ended without a client id")
    method = client.token_endpoint_auth_method or (
        "client_secret_basic" if client.client_secret else "none"
    )
    if method not in ("client_secret_basic", "client_secret_post", "none"):
        raise LoginError(
            f"logging in to {name}: the client authenticates by {method}, which toolvet cannot"
            " use to refresh the tokens; use client_secret_basic, client_secret_post or none"
        )
    metadata = context.oauth_metadata
    issuer = str(metadata.issuer) if metadata is not None else None
    if issuer is not None and raw_issuer is not None and issuers_match(raw_issuer, issuer):
        issuer = raw_issuer  # as the server spells it (the SDK's URL type adds a "/")
    return StoredLogin(
        access_token=tokens.access_token,
        refresh_token=tokens.refresh_token,
        expires_at=context.token_expiry_time,
        scope=tokens.scope or context.client_metadata.scope,
        token_endpoint=provider.token_endpoint,
        issuer=issuer,
        resource=context.get_resource_url(),
        client_id=client.client_id,
        client_secret=client.client_secret,
        client_authentication=method,
        revocation_endpoint=(
            str(metadata.revocation_endpoint)
            if metadata is not None and metadata.revocation_endpoint is not None
            else None
        ),
    )


def _client_metadata(auth: UpstreamAuth, redirect_uri: str) -> OAuthClientMetadata:
    """What toolvet registers (or presents) as its client."""
    kind = _ScopedMetadata if auth.scopes else OAuthClientMetadata
    return kind.model_validate(
        {
            "redirect_uris": [redirect_uri],
            "token_endpoint_auth_method": _authentication(auth),
            "grant_types": GRANT_TYPES,
            "response_types": ["code"],
            "scope": " ".join(auth.scopes) or None,
            "client_name": "toolvet",
        }
    )


def _authentication(auth: UpstreamAuth) -> str:
    """A pre-registered client authenticates as configured (none without a secret); a client
    that registers itself is public ("none") unless the config asks otherwise."""
    if auth.client_id is not None:
        return auth.client_authentication if auth.client_secret else "none"
    if "client_authentication" in auth.model_fields_set:
        return auth.client_authentication
    return "none"


def _preregistered(auth: UpstreamAuth, redirect_uri: str) -> OAuthClientInformationFull | None:
    if auth.client_id is None:
        return None
    return OAuthClientInformationFull.model_validate(
        {
            "client_id": auth.client_id,
            "client_secret": auth.client_secret,
            "redirect_uris": [redirect_uri],
            "token_endpoint_auth_method": _authentication(auth),
            "grant_types": GRANT_TYPES,
            "response_types": ["code"],
            "scope": " ".join(auth.scopes) or None,
        }
    )


def _has_display() -> bool:
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


@contextlib.contextmanager
def _quiet_sdk() -> Iterator[None]:
    """The SDK logs its own flow's failures with a traceback; here they become one message."""
    logger = logging.getLogger("mcp.client.auth")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


class _ScopedMetadata(OAuthClientMetadata):
    """Client metadata whose scope stays the configured one (auth.scopes): the SDK would put
    the scope the server's 401 or metadata asks for in its place."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name != "scope":
            super().__setattr__(name, value)


@dataclass
class _LoginContext(OAuthContext):
    """The SDK's flow state, with the configured resource (auth.resource) in place of the one
    it would derive from the server's URL and metadata."""

    configured_resource: str | None = None

    def get_resource_url(self) -> str:
        return self.configured_resource or super().get_resource_url()

    def should_include_resource_param(self, protocol_version: str | None = None) -> bool:
        return self.configured_resource is not None or super().should_include_resource_param(
            protocol_version
        )


class _LoginProvider(OAuthClientProvider):
    """The SDK's provider, with `_LoginContext` as its context, held to the authorization server
    `issuer` (auth.issuer) when one is pinned. The SDK's flow validates the metadata itself: the
    protected resource's `resource` (RFC 9728 3.3) and the authorization server's `issuer`
    (RFC 8414 3.3)."""

    def __init__(self, *args: Any, resource: str | None, issuer: str | None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        state = {f.name: getattr(self.context, f.name) for f in fields(OAuthContext)}
        self.context = _LoginContext(**state, configured_resource=resource)
        self.issuer = issuer

    def _select_authorization_server(self, advertised: list[str]) -> str:
        """The pinned issuer among those the server's metadata lists, else the SDK's choice."""
        if self.issuer is None:
            return super()._select_authorization_server(advertised)
        pinned = [server for server in advertised if issuers_match(server, self.issuer)]
        return pinned[0] if pinned else advertised[0]

    def _expected_issuer(self) -> str:
        expected = super()._expected_issuer()
        if self.issuer is not None and not issuers_match(expected, self.issuer):
            raise OAuthFlowError(
                f"the server's authorization server is {expected}, not {self.issuer}, the one"
                " auth.issuer pins; nothing was sent to it"
            )
        return expected

    @property
    def token_endpoint(self) -> str:
        """Where the SDK asked for the tokens: the metadata's token endpoint, else /token."""
        metadata = self.context.oauth_metadata
        if metadata is not None:
            return str(metadata.token_endpoint)
        return urljoin(self.context.get_authorization_base_url(self.context.server_url), "/token")


class _MemoryStorage:
    """The SDK's TokenStorage for one flow: the store is written once, at its end."""

    def __init__(self, client: OAuthClientInformationFull | None) -> None:
        self.tokens: OAuthToken | None = None
        self.client = client

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


class _MetadataSeen:
    """An httpx response hook keeping the `issuer` of the authorization server metadata as sent."""

    def __init__(self) -> None:
        self.issuer: str | None = None

    async def __call__(self, response: httpx.Response) -> None:
        if response.status_code != 200 or not response.request.url.path.startswith(METADATA_PATHS):
            return
        await response.aread()
        with contextlib.suppress(ValueError):
            document = response.json()
            if isinstance(document, dict) and isinstance(document.get("issuer"), str):
                self.issuer = document["issuer"]


# -- the loopback callback -------------------------------------------------------------------------


@dataclass
class _Callback:
    """The HTTP server on 127.0.0.1 the browser is sent back to after the login: the first
    GET /callback with `code` and `state` (or `error`) is the answer."""

    name: str
    port: int
    answer: asyncio.Future[tuple[str, str | None]]

    @property
    def redirect_uri(self) -> str:
        return f"http://127.0.0.1:{self.port}{CALLBACK_PATH}"

    @classmethod
    @contextlib.asynccontextmanager
    async def listen(cls, name: str, port: int) -> AsyncIterator[_Callback]:
        answer: asyncio.Future[tuple[str, str | None]] = asyncio.get_running_loop().create_future()
        callback = cls(name, port, answer)
        try:
            server = await asyncio.start_server(callback._serve, "127.0.0.1", port)
        except OSError as exc:
            raise LoginError(
                f"cannot listen on 127.0.0.1:{port} for the login's callback: {exc.strerror};"
                " give another --port (or none, for a free one)"
            ) from None
        callback.port = server.sockets[0].getsockname()[1]
        try:
            yield callback
        finally:
            server.close()
            if not answer.done():
                answer.cancel()

    async def wait(self, timeout: float) -> tuple[str, str | None]:
        """The code and state the browser brought back; LoginError after `timeout` seconds."""
        try:
            return await asyncio.wait_for(asyncio.shield(self.answer), timeout)
        except TimeoutError:
            raise LoginError(
                f"no login to {self.name} within {timeout:g} s: nothing came back to"
                f" {self.redirect_uri}; open the URL above in a browser and log in (or give a"
                " longer --timeout)"
            ) from None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), REQUEST_TIMEOUT)
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError):
            writer.close()
            return
        status, page = self._answer(head[:MAX_REQUEST_HEAD].decode("latin-1"))
        body = _PAGE.format(title=html.escape(page), text=html.escape(page)).encode()
        writer.write(
            f"HTTP/1.1 {status}\r\ncontent-type: text/html; charset=utf-8\r\n"
            f"content-length: {len(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n".encode()
            + body
        )
        with contextlib.suppress(ConnectionError):
            await writer.drain()
        writer.close()

    def _answer(self, head: str) -> tuple[str, str]:
        """The status and the text of the page for a request, settling `answer` when it is the
        login's callback."""
        method, _, rest = head.partition(" ")
        target = rest.partition(" ")[0]
        parts = urlsplit(target)
        if parts.path != CALLBACK_PATH:
            return "404 Not Found", "Not found: this is toolvet's login callback."
        if method != "GET":
            return "405 Method Not Allowed", "The login callback takes GET requests."
        if self.answer.done():
            return "409 Conflict", "This login is already over: you may close this window."
        query = {k: v[0] for k, v in parse_qs(parts.query).items()}
        if "error" in query:
            description = query.get("error_description")
            self.answer.set_exception(
                LoginError(
                    f"the authorization server refused the login to {self.name}: {query['error']}"
                    + (f" ({description})" if description else "")
                )
            )
            return (
                "200 OK",
                f"Login to {self.name} failed: {query['error']}. You may close this window.",
            )
        if "code" not in query:
            return "400 Bad Request", "This callback needs a code (or an error) from the login."
        self.answer.set_result((query["code"], query.get("state")))
        return "200 OK", f"Logged in to {self.name}: you may close this window."


_PAGE = (
    "<!doctype html><html><head><meta charset='utf-8'><title>toolvet: {title}</title></head>"
    "<body><p>{text}</p></body></html>"
)


# -- logout ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Logout:
    """What `logout` did: `removed` the stored login from the token store at `store`;
    `revocation` says what became of its refresh token at the authorization server (None: there
    was nothing to revoke)."""

    removed: bool
    revocation: str | None
    store: Path


async def logout(config: Config, name: str) -> Logout:
    """`toolvet logout`: forget the login stored for `name` in the config's token store, revoking
    its refresh token first where the authorization server offers revocation (a failure there is
    reported, not raised). Nothing stored for a server the config does not have is most likely
    a typo: LoginConfigError says which servers it has. TokenStoreError when the store cannot
    be used."""
    store = token_store_of(config)
    stored = store.get(name)
    if stored is None:
        if name not in config.servers:
            try:
                login_server(config, name)
            except LoginConfigError as exc:
                raise LoginConfigError(
                    f"{exc}; no tokens are stored for it in {store.path}"
                ) from None
        return Logout(removed=False, revocation=None, store=store.path)
    revocation = await _revoke(stored) if stored.refresh_token else None
    store.remove(name)
    return Logout(removed=True, revocation=revocation, store=store.path)


async def _revoke(login: StoredLogin) -> str:
    """Revoke the login's refresh token (RFC 7009); what happened, in words."""
    endpoint = login.revocation_endpoint
    if endpoint is None:
        return "the authorization server offers no revocation: the refresh token stays valid there until it expires"
    assert login.refresh_token is not None
    form = {"token": login.refresh_token, "token_type_hint": "refresh_token"}
    headers = {}
    if login.client_authentication == "client_secret_basic" and login.client_secret:
        pair = f"{quote(login.client_id, safe='')}:{quote(login.client_secret, safe='')}"
        headers["authorization"] = "Basic " + base64.b64encode(pair.encode()).decode()
    else:
        form["client_id"] = login.client_id
        if login.client_authentication == "client_secret_post" and login.client_secret:
            form["client_secret"] = login.client_secret
    try:
        async with httpx.AsyncClient(timeout=REQUEST_TIMEOUT) as http:
            answer = await http.post(endpoint, data=form, headers=headers)
    except httpx.HTTPError as exc:
        return f"revoking the refresh token at {endpoint} failed ({exc or type(exc).__name__})"
    if answer.status_code != 200:
        return f"revoking the refresh token at {endpoint} failed (HTTP {answer.status_code})"
    return f"the refresh token was revoked at {endpoint}"
