"""A protected MCP server (an OAuth 2.1 resource server built with the python SDK's own server-side
auth) run as a process, for tests of toolvet's upstream credentials.

    with AuthorizationServer([client]) as issuer, ProtectedServer("modern", issuer.issuer) as server:
        token = issuer.token(client, server.resource)
        ...                                   # talk to server.url with "Authorization: Bearer <token>"
        server.tokens()                       # the claims of every bearer token it received
        server.revoke(token)                  # from now on: 401 invalid_token

era "legacy": tests/data/servers/protected_server.py on mcp 1.x FastMCP (.venv); era "modern":
tests/peers/protected_modern_server.py on mcp 2.3 (.venv-modern), MCP 2026-07-28 (the SDK serves
the legacy era beside it). Both check JWT access tokens of `issuer` (signature by its JWKS, iss,
exp, aud == the resource), require `scopes`, publish the Protected Resource Metadata at
`metadata_url`, answer 401/403 with the SDK's WWW-Authenticate challenge, and record every HTTP
request they receive (see the servers' docstrings for the record's fields).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

import httpx
from mcp import types

from tests.peers.support import LEGACY_PYTHON, MODERN_PYTHON, REPO, free_port, stop_process
from tests.proxy.authorization import TOKEN_EXCHANGE, Client
from tests.proxy.support import INITIALIZE, MCP_HEADERS, http_connection

Era = Literal["legacy", "modern"]
SCRIPTS: dict[str, tuple[Path, Path]] = {
    "legacy": (LEGACY_PYTHON, REPO / "tests" / "data" / "servers" / "protected_server.py"),
    "modern": (MODERN_PYTHON, REPO / "tests" / "peers" / "protected_modern_server.py"),
}
# An upper bound for the start, never an expectation of speed.
STARTUP_TIMEOUT = 40.0


def token_sha256(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class ProtectedServer:
    """A protected MCP server of `era` on a free 127.0.0.1 port, trusting tokens of `issuer`.

    `scopes`: the scopes every request needs (the SDK answers 403 insufficient_scope for the first
    one missing); `stateless`: no sessions in the legacy era (2026-07-28 never has any);
    `directory`: where the record, the revocation list and the server's log go (a temporary
    directory, removed by `stop()`, when not given); `env`: more environment for the process;
    `jwks_uri`: the issuer's keys, read at the first token instead of the issuer's metadata at
    the start (which the server needs to start at all): a server whose issuer is not running.

    Attributes: `url` (the MCP endpoint, http://127.0.0.1:PORT/mcp), `resource` (the same URL: the
    `aud` its tokens must carry), `metadata_url` (its RFC 9728 document), `port`, `issuer`,
    `record_file`, `revoked_file`, `log_file`, `command` (the argv it runs).
    """

    def __init__(
        self,
        era: Era,
        issuer: str,
        scopes: Sequence[str] = ("mcp",),
        stateless: bool = False,
        *,
        directory: Path | None = None,
        env: Mapping[str, str] | None = None,
        jwks_uri: str | None = None,
    ) -> None:
        if era not in SCRIPTS:
            raise ValueError(f"era must be 'legacy' or 'modern', not {era!r}")
        python, script = SCRIPTS[era]
        if not python.exists():
            raise RuntimeError(f"{python} is missing: run `make peers` (it installs .venv-modern)")
        self.era = era
        self.issuer = issuer.rstrip("/")
        self.scopes = list(scopes)
        self.stateless = stateless
        self.env = dict(env or {})
        self.jwks_uri = jwks_uri
        self._own_directory = directory is None
        self.directory = Path(directory or tempfile.mkdtemp(prefix=f"protected-{era}-"))
        self.record_file = self.directory / f"protected-{era}.record.jsonl"
        self.revoked_file = self.directory / f"protected-{era}.revoked"
        self.log_file = self.directory / f"protected-{era}.log"
        self._python, self._script = python, script
        self.port = 0
        self.command: list[str] = []
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"{self.base}/mcp"

    @property
    def resource(self) -> str:
        return self.url

    @property
    def metadata_url(self) -> str:
        return f"{self.base}/.well-known/oauth-protected-resource/mcp"

    # -- the process -------------------------------------------------------------------------------

    def start(self) -> ProtectedServer:
        self.directory.mkdir(parents=True, exist_ok=True)
        for _ in range(3):  # a free port can be taken between the check and the bind: try another
            self.port = free_port()
            self.command = [
                str(self._python),
                str(self._script),
                "--port",
                str(self.port),
                "--issuer",
                self.issuer,
                "--scopes",
                " ".join(self.scopes),
                "--record",
                str(self.record_file),
                "--revoked",
                str(self.revoked_file),
                *(["--stateless"] if self.stateless else []),
                *(["--jwks-uri", self.jwks_uri] if self.jwks_uri else []),
            ]
            logged = self.log_file.stat().st_size if self.log_file.exists() else 0
            with self.log_file.open("ab") as log:
                self.process = subprocess.Popen(
                    self.command,
                    cwd=REPO,
                    env={**os.environ, **self.env},
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=log,
                )
            if self._wait_ready():
                return self
            stop_process(self.process)
            self.process = None
            if b"address already in use" not in self.log_file.read_bytes()[logged:].lower():
                break  # not a lost port race: another port would not help
        raise RuntimeError(
            f"the protected {self.era} server did not come up; its log ({self.log_file}):\n"
            + self.log()
        )

    def _wait_ready(self) -> bool:
        """Ready once it serves its own metadata (naming its resource: not another process's)."""
        assert self.process is not None
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            try:
                answer = httpx.get(self.metadata_url, timeout=5)
                if answer.status_code == 200 and answer.json().get("resource") == self.resource:
                    return True
            except (httpx.HTTPError, ValueError):
                pass
            time.sleep(0.05)  # polling the start, not waiting for anything not to happen
        return False

    def stop(self) -> None:
        process, self.process = self.process, None
        stop_process(process)
        if self._own_directory:
            shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self) -> ProtectedServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def initialize(self, token: str) -> httpx.Response:
        """The answer to a legacy `initialize` sent straight to the server with `token`."""
        headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
        return httpx.post(self.url, json=INITIALIZE, headers=headers, timeout=30)

    def log(self) -> str:
        """What the server wrote to stdout and stderr (why it refused tokens, among others)."""
        return self.log_file.read_text(errors="replace") if self.log_file.exists() else ""

    # -- the record and revocation ----------------------------------------------------------------

    def records(self) -> list[dict[str, Any]]:
        """Every HTTP request received since the start (or `clear_records()`), oldest first:
        {"time", "method", "path", "jsonrpc_method", "protocol_version", "authorization", "token",
        "status"}. A request's line is written before its response starts."""
        if not self.record_file.exists():
            return []
        lines = self.record_file.read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines if line.strip()]

    def tokens(self) -> list[dict[str, Any]]:
        """The bearer tokens received, one per request that carried one, oldest first: their
        unverified claims (sub, aud, client_id, act, scope, iss, iat, exp, jti; None when absent)
        and "sha256" (of the raw token, which is never recorded)."""
        return [record["token"] for record in self.records() if record["token"] is not None]

    def clear_records(self) -> None:
        self.record_file.write_text("", encoding="utf-8")

    def revoke(self, claims_or_jti: Mapping[str, Any] | str) -> None:
        """Refuse a token from now on (401 invalid_token), named by its claims (a dict with "jti",
        or a recorded token's "sha256"), its jti, or the raw token itself (a JWT: its sha256 is
        listed)."""
        if isinstance(claims_or_jti, Mapping):
            entry = claims_or_jti.get("jti") or claims_or_jti.get("sha256")
            if not entry:
                raise ValueError(f"no jti or sha256 to revoke in {dict(claims_or_jti)!r}")
        elif claims_or_jti.count(".") == 2:  # a compact JWT
            entry = token_sha256(claims_or_jti)
        else:
            entry = claims_or_jti
        with self.revoked_file.open("a", encoding="utf-8") as fh:
            fh.write(f"{entry}\n")


# -- toolvet as the protected server's client ----------------------------------------------------

# toolvet's credentials at the authorization server (a servers.json entry names the secret
# ${UPSTREAM_SECRET}: a test sets it in the environment), and the callers of a token exchange.
SECRET = "toolvet-secret-toolvet-secret"
TOOLVET = Client("toolvet", SECRET, "mcp")
EXCHANGER = Client("toolvet", SECRET, "mcp", grant_types=("client_credentials", TOKEN_EXCHANGE))
ALICE = Client("alice-agent", "alice-secret-alice-secret", "mcp")
BOB = Client("bob-agent", "bob-secret-bob-secret-bob", "mcp")


def upstream_entry(server: ProtectedServer, **auth: Any) -> dict[str, Any]:
    """A servers.json entry for `server`, reached with toolvet's own credentials (`auth`: more
    of its `auth` block, e.g. another grant)."""
    return {
        "url": server.url,
        "auth": {
            "grant": "client_credentials",
            "client_id": "toolvet",
            "client_secret": "${UPSTREAM_SECRET}",
            **auth,
        },
    }


async def whoami(url: str, **headers: str) -> dict[str, Any]:
    """The claims of the token the upstream received for a call of `whoami` through toolvet."""
    result = await call(url, "whoami", {}, **headers)
    assert not result.isError, result.content
    assert isinstance(result.content[0], types.TextContent)
    return json.loads(result.content[0].text)


async def call(url: str, tool: str, arguments: dict[str, Any], **headers: str) -> Any:
    """A call of `tool` through toolvet at `url` (its requests carrying `headers`)."""
    async with http_connection(url, headers=headers or None) as connection:
        return await connection.session.call_tool(tool, arguments)
