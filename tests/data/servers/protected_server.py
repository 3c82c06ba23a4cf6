"""A protected MCP server (an OAuth 2.1 resource server, as the MCP authorization specification
describes one) on mcp 1.x FastMCP with the SDK's own server-side auth; run it with .venv.

    .venv/bin/python tests/data/servers/protected_server.py --port 3010 --issuer http://127.0.0.1:9900 \\
        [--resource URL] [--scopes "mcp notes"] [--record FILE] [--revoked FILE] [--stateless] \\
        [--jwks-uri URL]

Every option also reads an environment variable: PORT, TOOLVET_PROTECTED_ISSUER,
TOOLVET_PROTECTED_RESOURCE, TOOLVET_PROTECTED_SCOPES, TOOLVET_PROTECTED_RECORD,
TOOLVET_PROTECTED_REVOKED, TOOLVET_PROTECTED_STATELESS=1, TOOLVET_PROTECTED_JWKS_URI. The MCP
endpoint is http://127.0.0.1:PORT/mcp, which is also the resource (RFC 8707 / RFC 9728) unless
--resource says otherwise.

The SDK does the protecting (`FastMCP(token_verifier=..., auth=AuthSettings(...))`):
- /.well-known/oauth-protected-resource/mcp: the Protected Resource Metadata (RFC 9728), naming
  the resource, the issuer and the required scopes;
- no or a refused token: 401 with `WWW-Authenticate: Bearer error="invalid_token", ...,
  resource_metadata="<that document>"`; a token without a required scope: 403
  `error="insufficient_scope", error_description="Required scope: <scope>"`.

`JwtVerifier` is the SDK `TokenVerifier` behind it: the JWT's signature by a key of the issuer's
JWKS (`jwks_uri` from `{issuer}/.well-known/oauth-authorization-server`, else
`.../openid-configuration`, read once at start: the server exits when it cannot be read; with
--jwks-uri, that JWKS instead, nothing read at start: a server whose issuer is not running), its
`iss`, `exp` and `aud` (must be the resource). A token whose `jti`, or the sha256 of which, is a
line of the --revoked file (read at every request) is refused like an invalid one. Why a token was
refused is logged to stderr.

Tools: `whoami` (the verified claims sub, aud, client_id, act, scope, jti, iss as JSON text; None
for an absent claim) and `echo(text)`.

With --record FILE, every HTTP request is recorded before anything checks it (ASGI middleware
around the whole app): one JSON line, written just before the response starts (so a client holding
the answer finds the line), `{"time", "method", "path", "jsonrpc_method" (a string, a list for a
batch, or null), "protocol_version" (the MCP-Protocol-Version header or null), "authorization"
(whether the header came), "token", "status"}`; "token" is null unless a bearer token came, then
`{"sha256": <hex of the raw token>, "sub", "aud", "client_id", "act", "scope", "iss", "iat", "exp",
"jti"}` read WITHOUT verification (null when absent or when the token is not a JWT). The raw token
is never written.

The shared pieces here (JwtVerifier, recording, whoami_claims, options) import nothing of mcp 1.x
beyond `mcp.server.auth`, so tests/peers/protected_modern_server.py (mcp 2.x) reuses them.
"""

import argparse
import hashlib
import json
import logging
import os
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import jwt
from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken

log = logging.getLogger("protected_server")

RECORDED_CLAIMS = ("sub", "aud", "client_id", "act", "scope", "iss", "iat", "exp", "jti")
WHOAMI_CLAIMS = ("sub", "aud", "client_id", "act", "scope", "jti", "iss")
ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA"]
METADATA_PATHS = ("/.well-known/oauth-authorization-server", "/.well-known/openid-configuration")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]


# -- options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    port: int
    issuer: str
    resource: str
    scopes: list[str]
    record: Path | None
    revoked: Path | None
    stateless: bool
    jwks_uri: str | None = None


def options(doc: str | None, argv: list[str] | None = None) -> Options:
    env = os.environ.get
    parser = argparse.ArgumentParser(
        description=doc, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--port", type=int, default=int(env("PORT", "0")) or None)
    parser.add_argument("--issuer", default=env("TOOLVET_PROTECTED_ISSUER"))
    parser.add_argument("--resource", default=env("TOOLVET_PROTECTED_RESOURCE"))
    parser.add_argument(
        "--scopes",
        default=env("TOOLVET_PROTECTED_SCOPES", ""),
        help="the scopes every request needs, space-separated",
    )
    parser.add_argument("--record", type=Path, default=env("TOOLVET_PROTECTED_RECORD"))
    parser.add_argument("--revoked", type=Path, default=env("TOOLVET_PROTECTED_REVOKED"))
    parser.add_argument(
        "--stateless",
        action="store_true",
        default=env("TOOLVET_PROTECTED_STATELESS", "") not in ("", "0"),
    )
    parser.add_argument(
        "--jwks-uri",
        default=env("TOOLVET_PROTECTED_JWKS_URI"),
        help="the issuer's JWKS, read at the first token (no metadata is read at start)",
    )
    args = parser.parse_args(argv)
    if args.port is None:
        parser.error("--port (or env PORT) is required")
    if not args.issuer:
        parser.error("--issuer (or env TOOLVET_PROTECTED_ISSUER) is required")
    return Options(
        port=args.port,
        issuer=args.issuer.rstrip("/"),
        resource=args.resource or f"http://127.0.0.1:{args.port}/mcp",
        scopes=args.scopes.split(),
        record=Path(args.record) if args.record else None,
        revoked=Path(args.revoked) if args.revoked else None,
        stateless=args.stateless,
        jwks_uri=args.jwks_uri or None,
    )


# -- the token verifier ----------------------------------------------------------------------------


def token_sha256(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def read_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as response:  # a local test issuer
        return json.load(response)


def discover_jwks_uri(issuer: str) -> str:
    """The issuer's `jwks_uri`, from its RFC 8414 metadata, else its OpenID configuration."""
    failures = []
    for path in METADATA_PATHS:
        url = issuer + path
        try:
            metadata = read_json(url)
        except (OSError, ValueError) as error:
            failures.append(f"{url}: {error}")
            continue
        if metadata.get("issuer", "").rstrip("/") != issuer:
            raise SystemExit(f"{url} names issuer {metadata.get('issuer')!r}, not {issuer!r}")
        if not metadata.get("jwks_uri"):
            raise SystemExit(f"{url} has no jwks_uri")
        return metadata["jwks_uri"]
    raise SystemExit(
        f"cannot read the authorization server metadata of {issuer}: " + "; ".join(failures)
    )


class JwtVerifier:
    """The SDK's `TokenVerifier` for JWT access tokens (RFC 9068) of one issuer and resource."""

    def __init__(
        self, issuer: str, resource: str, revoked: Path | None, jwks_uri: str | None = None
    ) -> None:
        self.issuer = issuer
        self.resource = resource
        self.revoked = revoked
        self.jwks = jwt.PyJWKClient(jwks_uri or discover_jwks_uri(issuer), cache_keys=True)

    def is_revoked(self, token: str, claims: dict[str, Any]) -> bool:
        if self.revoked is None or not self.revoked.exists():
            return False
        listed = {line.strip() for line in self.revoked.read_text().splitlines()}
        return token_sha256(token) in listed or (claims.get("jti") or None) in listed

    def decode(self, token: str) -> dict[str, Any]:
        """The verified claims; raises jwt.PyJWTError (or PyJWKClientError) saying why not."""
        key = self.jwks.get_signing_key_from_jwt(token)  # refetches the JWKS for an unknown kid
        return jwt.decode(
            token,
            key.key,
            algorithms=ALGORITHMS,
            audience=self.resource,
            issuer=self.issuer,
            options={"require": ["exp", "iss", "aud"]},
        )

    async def verify_token(self, token: str) -> AccessToken | None:
        try:
            claims = await anyio.to_thread.run_sync(self.decode, token)
        except jwt.PyJWTError as error:
            log.warning("refused a bearer token (sha256 %s): %s", token_sha256(token), error)
            return None
        if self.is_revoked(token, claims):
            log.warning("refused a revoked bearer token (jti %s)", claims.get("jti"))
            return None
        client_id = claims.get("client_id") or claims.get("azp") or claims.get("sub")
        if not isinstance(client_id, str):
            log.warning("refused a bearer token without client_id, azp or sub")
            return None
        scope = claims.get("scope", claims.get("scp", ""))
        return AccessToken(
            token=token,
            client_id=client_id,
            scopes=scope.split() if isinstance(scope, str) else list(scope),
            expires_at=claims.get("exp"),
            resource=self.resource,  # `aud` is (or contains) the resource: jwt.decode checked it
            subject=claims.get("sub"),
            claims=claims,
        )


def whoami_claims(request: Any) -> str:
    """The verified claims of the request's token, as JSON text (for the whoami tool)."""
    user = getattr(request, "scope", {}).get("user") if request is not None else None
    token = user.access_token if isinstance(user, AuthenticatedUser) else get_access_token()
    if token is None:
        raise RuntimeError("whoami: this request carries no verified token")
    claims = token.claims or {}
    return json.dumps({name: claims.get(name) for name in WHOAMI_CLAIMS})


# -- the record ------------------------------------------------------------------------------------

_RECORD_LOCK = threading.Lock()


def token_entry(authorization: str | None) -> dict[str, Any] | None:
    """What the record keeps of a bearer token: its unverified claims and its sha256."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    token = token.strip()
    try:
        claims = jwt.decode(token, options={"verify_signature": False})
    except jwt.PyJWTError:
        claims = {}
    return {"sha256": token_sha256(token), **{name: claims.get(name) for name in RECORDED_CLAIMS}}


def jsonrpc_method(body: bytes) -> str | list[str | None] | None:
    try:
        message = json.loads(body)
    except ValueError:
        return None
    if isinstance(message, list):
        return [item.get("method") if isinstance(item, dict) else None for item in message]
    return message.get("method") if isinstance(message, dict) else None


def recording(app: App, path: Path | None) -> App:
    """Wrap an ASGI app: record every HTTP request (see the module's docstring) in `path`."""
    if path is None:
        return app

    def write(entry: dict[str, Any]) -> None:
        with _RECORD_LOCK, open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry) + "\n")

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        headers = {
            name.decode("latin-1").lower(): value.decode("latin-1")
            for name, value in scope["headers"]
        }
        entry: dict[str, Any] = {
            "time": time.time(),
            "method": scope["method"],
            "path": scope["path"],
            "jsonrpc_method": None,
            "protocol_version": headers.get("mcp-protocol-version"),
            "authorization": "authorization" in headers,
            "token": token_entry(headers.get("authorization")),
            "status": None,
        }
        body = b""
        if scope["method"] == "POST":
            chunks: list[bytes] = []
            while True:
                message = await receive()
                if message["type"] != "http.request":  # the client went away
                    write(entry)
                    await app(scope, receive, send)
                    return
                chunks.append(message.get("body", b""))
                if not message.get("more_body", False):
                    break
            body = b"".join(chunks)
            entry["jsonrpc_method"] = jsonrpc_method(body)
        replayed = scope["method"] != "POST"
        written = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def send_recorded(message: Message) -> None:
            nonlocal written
            if message["type"] == "http.response.start" and not written:
                entry["status"], written = message["status"], True
                write(entry)
            await send(message)

        try:
            await app(scope, replay, send_recorded)
        finally:
            if not written:
                write(entry)

    return wrapped


async def serve(app: App, port: int) -> None:
    import uvicorn

    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    await uvicorn.Server(config).serve()


# -- the mcp 1.x server ----------------------------------------------------------------------------


def build_server(opts: Options) -> Any:
    from mcp.server.auth.settings import AuthSettings
    from mcp.server.fastmcp import Context, FastMCP  # (no __future__ annotations: FastMCP reads
    # the tools' annotations, and Context is only known here)

    server = FastMCP(
        "toolvet-protected-legacy",
        log_level="WARNING",
        stateless_http=opts.stateless,
        token_verifier=JwtVerifier(opts.issuer, opts.resource, opts.revoked, opts.jwks_uri),
        auth=AuthSettings(
            issuer_url=opts.issuer,
            resource_server_url=opts.resource,
            required_scopes=opts.scopes,
            validate_token_resource=True,
        ),
    )

    @server.tool(structured_output=False)
    def whoami(ctx: Context) -> str:
        """The verified claims of the caller's access token."""
        return whoami_claims(ctx.request_context.request)

    @server.tool(structured_output=False)
    def echo(text: str) -> str:
        """Echo the text back."""
        return text

    return server


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    opts = options(__doc__, argv)
    app = recording(build_server(opts).streamable_http_app(), opts.record)
    anyio.run(serve, app, opts.port)


if __name__ == "__main__":
    main()
