"""A real OAuth 2.1 authorization server for the tests (oidc-provider under node, see
tests/node/authorization_server.mjs), signing keys a test can hand it and sign with, and the
steps a test takes in place of a person and a browser: logging in and consenting (`log_in`), and
RFC 8693 token exchange (`exchange`)."""

from __future__ import annotations

import html
import json
import os
import re
import select
import subprocess
import tempfile
import time
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urljoin, urlsplit

import httpx
import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.peers.support import free_port, stop_process
from tests.proxy.support import NODE_DIR, NODE_MODULES

AUTHORIZATION_SERVER = NODE_DIR / "authorization_server.mjs"
START_TIMEOUT = 120  # seconds: how long the server may take to say it listens
TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange"
ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token"
# Redirects and forms between an authorization URL and the client's callback: login, consent and
# the redirects around them take 6; more means the server is going round in circles.
MAX_LOGIN_STEPS = 20
# The devInteractions form: <form ... action="/interaction/UID" method="post"> with a hidden
# <input type="hidden" name="prompt" value="login|consent"/>.
FORM_ACTION = re.compile(r'<form[^>]*\baction="([^"]+)"[^>]*method="post"', re.IGNORECASE)
FORM_PROMPT = re.compile(r'<input type="hidden" name="prompt" value="([a-z]+)"\s*/?>')

RefreshRotation = Literal["public", "always", "never"]


@dataclass(frozen=True)
class Client:
    """A client registered statically at the authorization server (see AS_CLIENTS there).

    Without `grant_types` it is a client_credentials client; without `client_secret` a public
    one (token_endpoint_auth_method "none"). Loopback `redirect_uris` accept any port."""

    client_id: str
    client_secret: str | None = None
    scope: str = ""
    groups: tuple[str, ...] = ()
    grant_types: tuple[str, ...] = ("client_credentials",)
    redirect_uris: tuple[str, ...] = ()
    token_endpoint_auth_method: str | None = None

    def as_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"client_id": self.client_id, "scope": self.scope}
        if self.client_secret is not None:
            entry["client_secret"] = self.client_secret
        if self.groups:
            entry["groups"] = list(self.groups)
        if self.grant_types != ("client_credentials",):
            entry["grant_types"] = list(self.grant_types)
        if self.redirect_uris:
            entry["redirect_uris"] = list(self.redirect_uris)
        if self.token_endpoint_auth_method is not None:
            entry["token_endpoint_auth_method"] = self.token_endpoint_auth_method
        return entry

    @property
    def basic_auth(self) -> tuple[str, str]:
        """client_secret_basic credentials, for httpx's `auth=`."""
        assert self.client_secret is not None, (
            f"client {self.client_id} is public: it has no secret"
        )
        return (self.client_id, self.client_secret)


@dataclass(frozen=True)
class SigningKey:
    """An RSA key: its private JWK (for the authorization server) and PEM-less use in tests."""

    kid: str
    private: rsa.RSAPrivateKey

    @classmethod
    def new(cls, kid: str) -> SigningKey:
        return cls(kid, rsa.generate_private_key(public_exponent=65537, key_size=2048))

    def private_jwk(self) -> dict[str, Any]:
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.private))
        return {**jwk, "kid": self.kid, "alg": "RS256", "use": "sig"}

    def public_jwk(self) -> dict[str, Any]:
        jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.private.public_key()))
        return {**jwk, "kid": self.kid, "alg": "RS256", "use": "sig"}

    def sign(self, claims: dict[str, Any], **header: Any) -> str:
        return jwt.encode(
            claims, self.private, algorithm="RS256", headers={"kid": self.kid, **header}
        )


class AuthorizationServer:
    """oidc-provider on a free port (or `port`), with these clients and, when given, these keys.

    `token_ttl` is every access token's lifetime in seconds (AS_TOKEN_TTL, default 600);
    `refresh_token_ttl` the refresh tokens' (AS_REFRESH_TOKEN_TTL, default 14 days);
    `rotate_refresh_tokens` whether a refresh replaces the refresh token: "public" (default: for
    public clients only), "always" or "never"; `scopes` are known beside the clients' scopes
    (what a self-registered client may ask for). Dynamic client registration is always open (the
    `registration_endpoint` of its metadata); PKCE S256 is required for authorization_code."""

    def __init__(
        self,
        clients: list[Client],
        keys: list[SigningKey] | None = None,
        port: int | None = None,
        *,
        token_ttl: int | None = None,
        refresh_token_ttl: int | None = None,
        rotate_refresh_tokens: RefreshRotation | None = None,
        scopes: tuple[str, ...] = (),
    ) -> None:
        assert (NODE_MODULES / "oidc-provider").is_dir(), (
            "oidc-provider is missing from tests/node: run `make test` (it installs tests/node)"
        )
        self.clients = clients
        self.keys = keys
        self.port = port or free_port()
        self.issuer = f"http://127.0.0.1:{self.port}"
        self.token_ttl = token_ttl
        self.refresh_token_ttl = refresh_token_ttl
        self.rotate_refresh_tokens = rotate_refresh_tokens
        self.scopes = scopes
        self.process: subprocess.Popen[bytes] | None = None
        self._stderr: Any = None

    @property
    def token_endpoint(self) -> str:
        return f"{self.issuer}/token"

    @property
    def registration_endpoint(self) -> str:
        return f"{self.issuer}/reg"

    @property
    def revocation_endpoint(self) -> str:
        return f"{self.issuer}/token/revocation"

    def environment(self) -> dict[str, str]:
        """The variables authorization_server.mjs reads, for these settings."""
        env = {
            "PORT": str(self.port),
            "AS_CLIENTS": json.dumps([c.as_json() for c in self.clients]),
        }
        if self.keys is not None:
            env["AS_JWKS"] = json.dumps({"keys": [k.private_jwk() for k in self.keys]})
        if self.token_ttl is not None:
            env["AS_TOKEN_TTL"] = str(self.token_ttl)
        if self.refresh_token_ttl is not None:
            env["AS_REFRESH_TOKEN_TTL"] = str(self.refresh_token_ttl)
        if self.rotate_refresh_tokens is not None:
            env["AS_ROTATE_REFRESH_TOKENS"] = self.rotate_refresh_tokens
        if self.scopes:
            env["AS_SCOPES"] = " ".join(self.scopes)
        return env

    def start(self) -> AuthorizationServer:
        # Open while the server runs: stop() closes it.
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
        self.process = subprocess.Popen(
            ["node", str(AUTHORIZATION_SERVER)],
            cwd=NODE_DIR,
            env={**os.environ, **self.environment()},
            stdout=subprocess.PIPE,
            stderr=self._stderr,
        )
        assert self.process.stdout is not None
        # A bound for a failure, not a wait: the loop returns on the "listening" line. On a
        # loaded two-core machine, node's start (oidc-provider's import, an RSA key) once took
        # longer than 30 s.
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 1)
            if ready and self.process.stdout.readline().startswith(b"listening"):
                return self
            assert self.process.poll() is None, f"the authorization server exited: {self.stderr()}"
        raise AssertionError(f"the authorization server did not start within {START_TIMEOUT} s;"
                             f" its stderr: {self.stderr()!r}")

    def stderr(self) -> str:
        """What the server wrote to stderr so far (oidc-provider's warnings, a startup error)."""
        if self._stderr is None:
            return ""
        self._stderr.seek(0)
        return self._stderr.read().decode("utf-8", "replace")

    def stop(self) -> None:
        stop_process(self.process)
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    def __enter__(self) -> AuthorizationServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def token(self, client: Client, resource: str, scope: str | None = None) -> str:
        """An access token for `resource`, by the client_credentials grant."""
        response = httpx.post(
            self.token_endpoint,
            data={
                "grant_type": "client_credentials",
                "resource": resource,
                "scope": scope or client.scope,
            },
            auth=client.basic_auth,  # client_secret_basic
            timeout=30,
        )
        assert response.status_code == 200, response.text
        return response.json()["access_token"]

    def exchange(
        self, client: Client, subject_token: str, resource: str, scope: str | None = None
    ) -> dict[str, Any]:
        """The answer to an RFC 8693 token exchange of `subject_token` for a token for `resource`,
        the client authenticating by client_secret_basic: {access_token, issued_token_type,
        token_type, expires_in, scope} on success, else {error, error_description}."""
        form = {
            "grant_type": TOKEN_EXCHANGE,
            "subject_token": subject_token,
            "subject_token_type": ACCESS_TOKEN_TYPE,
            "resource": resource,
        }
        if scope is not None:
            form["scope"] = scope
        response = httpx.post(self.token_endpoint, data=form, auth=client.basic_auth, timeout=30)
        answer = response.json()
        assert (response.status_code == 200) == ("access_token" in answer), response.text
        return answer

    def log_in(
        self, authorization_url: str, username: str = "alice", *, deliver: bool = True
    ) -> str:
        """Do what a person in a browser does with `authorization_url`: follow the server's
        redirects, sign in as `username` (any password), consent, and stop at the redirect to
        the client's callback (another origin, e.g. http://127.0.0.1:PORT/callback?code=...).
        With `deliver` (the default) that callback URL is then requested, as the browser would,
        so a client waiting on it gets its code. Returns the callback URL."""
        origin = urlsplit(self.issuer)[:2]
        with httpx.Client(timeout=30) as browser:  # keeps the server's interaction cookies
            response = browser.get(authorization_url)
            for _ in range(MAX_LOGIN_STEPS):
                if response.is_redirect:
                    target = urljoin(str(response.url), response.headers["location"])
                    if urlsplit(target)[:2] != origin:
                        if deliver:
                            httpx.get(target, timeout=30)
                        return target
                    response = browser.get(target)
                elif response.status_code == 200 and "text/html" in response.headers.get(
                    "content-type", ""
                ):
                    response = self._submit(browser, response, username)
                else:
                    raise AssertionError(
                        f"logging in at {response.url}: the authorization server answered"
                        f" {response.status_code}: {_text_of(response)}"
                    )
        raise AssertionError(
            f"logging in: no redirect to the client after {MAX_LOGIN_STEPS} steps from"
            f" {authorization_url}"
        )

    @staticmethod
    def _submit(browser: httpx.Client, page: httpx.Response, username: str) -> httpx.Response:
        """Fill and post the login or consent form on `page`."""
        action, prompt = FORM_ACTION.search(page.text), FORM_PROMPT.search(page.text)
        if action is None or prompt is None:
            raise AssertionError(
                f"logging in at {page.url}: expected a login or consent form, got: {_text_of(page)}"
            )
        form = {"prompt": prompt.group(1)}
        if prompt.group(1) == "login":
            form |= {"login": username, "password": "any password will do"}
        target = urljoin(str(page.url), html.unescape(action.group(1)))
        return browser.post(target, data=form)


def _text_of(response: httpx.Response) -> str:
    """A response's text without its HTML tags, shortened: for a message."""
    text = re.sub(r"<style.*?</style>|<[^>]+>", " ", response.text, flags=re.DOTALL)
    return " ".join(html.unescape(text).split())[:500]
