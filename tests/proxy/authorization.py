"""A real OAuth 2.1 authorization server for the tests (oidc-provider under node, see
tests/node/authorization_server.mjs), and signing keys a test can hand it and sign with."""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from dataclasses import dataclass
from typing import Any

import httpx
import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.peers.support import free_port, stop_process
from tests.proxy.support import NODE_DIR, NODE_MODULES

AUTHORIZATION_SERVER = NODE_DIR / "authorization_server.mjs"


@dataclass(frozen=True)
class Client:
    client_id: str
    client_secret: str
    scope: str
    groups: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = {
            "client_id": self.client_id,
            "client_secret": self.client_secret,
            "scope": self.scope,
        }
        if self.groups:
            entry["groups"] = list(self.groups)
        return entry


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
    """oidc-provider on a free port (or `port`), with these clients and, when given, these keys."""

    def __init__(
        self, clients: list[Client], keys: list[SigningKey] | None = None, port: int | None = None
    ) -> None:
        assert (NODE_MODULES / "oidc-provider").is_dir(), (
            "oidc-provider is missing from tests/node: run `make test` (it installs tests/node)"
        )
        self.clients = clients
        self.keys = keys
        self.port = port or free_port()
        self.issuer = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> AuthorizationServer:
        env = {
            **os.environ,
            "PORT": str(self.port),
            "AS_CLIENTS": json.dumps([c.as_json() for c in self.clients]),
        }
        if self.keys is not None:
            env["AS_JWKS"] = json.dumps({"keys": [k.private_jwk() for k in self.keys]})
        self.process = subprocess.Popen(
            ["node", str(AUTHORIZATION_SERVER)],
            cwd=NODE_DIR,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert self.process.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], 1)
            if ready and self.process.stdout.readline().startswith(b"listening"):
                return self
            assert self.process.poll() is None, "the authorization server exited"
        raise AssertionError("the authorization server did not start within 30 s")

    def stop(self) -> None:
        stop_process(self.process)

    def __enter__(self) -> AuthorizationServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def token(self, client: Client, resource: str, scope: str | None = None) -> str:
        """An access token for `resource`, by the client_credentials grant."""
        response = httpx.post(
            f"{self.issuer}/token",
            data={
                "grant_type": "client_credentials",
                "resource": resource,
                "scope": scope or client.scope,
            },
            auth=(client.client_id, client.client_secret),  # client_secret_basic
            timeout=30,
        )
        assert response.status_code == 200, response.text
        return response.json()["access_token"]
