"""toolvet as an OAuth 2.1 protected resource, against a real authorization server (oidc-provider):
protected resource metadata, the 401/403 answers the MCP authorization specification names, the
python SDK's own OAuth client running the whole flow, sessions bound to their caller, per-caller
tools, and the caller in the audit log and the metrics. Nothing refused reaches an upstream."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from mcp import ClientSession
from mcp.client.auth.extensions.client_credentials import ClientCredentialsOAuthProvider
from mcp.client.streamable_http import streamable_http_client

from tests.peers.support import require_peers, run_client
from tests.peers.tokens import MemoryTokens
from tests.proxy.authorization import SigningKey
from tests.proxy.oauth_front import KEY, OPERATIONS_TOKEN, OPS, OUTSIDER, READER, Protected
from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_TOOLS,
    challenge_of,
)


def open_session(protected: Protected, token: str) -> dict[str, str]:
    """A legacy session opened with `token`: the headers its later requests carry."""
    opened = protected.post(INITIALIZE, token)
    assert opened.status_code == 200, opened.text
    return {
        "mcp-session-id": opened.headers["mcp-session-id"],
        "mcp-protocol-version": "2025-06-18",
    }


def request(method: str, params: dict[str, Any] | None = None, request_id: Any = 2) -> dict:
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}}


# -- the resource's metadata and its refusals ----------------------------------------------------


@pytest.mark.parametrize(
    "path", ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]
)
def test_protected_resource_metadata_names_the_authorization_server(
    protected: Protected, path: str
) -> None:
    answer = httpx.get(f"{protected.proxy.base}{path}", headers={"Host": "tools.example"})
    assert answer.status_code == 200
    assert answer.json() == {
        "resource": protected.resource,
        "authorization_servers": [protected.server.issuer],
        "scopes_supported": ["mcp", "notes.read"],
        "bearer_methods_supported": ["header"],
        "resource_name": "toolvet",
    }


def test_no_token_is_a_401_that_says_where_the_metadata_is(protected: Protected) -> None:
    refused = protected.post(INITIALIZE, None)
    assert refused.status_code == 401
    assert challenge_of(refused) == {
        "resource_metadata": f"{protected.proxy.base}/.well-known/oauth-protected-resource/mcp",
        "scope": "mcp notes.read",  # every scope toolvet checks: required, and the rules'
    }


@pytest.mark.parametrize(
    ("authorization", "error", "says"),
    [
        ("Basic dXNlcjpwYXNz", "invalid_request", "must be 'Bearer <token>'"),
        ("Bearer not.a.jwt", "invalid_token", "not a JWT"),
        ("Bearer " + "a" * 20_000, "invalid_token", "longer than 16384 bytes"),
    ],
)
def test_a_malformed_authorization_is_refused_with_why(
    protected: Protected, authorization: str, error: str, says: str
) -> None:
    refused = httpx.post(
        protected.resource,
        json=INITIALIZE,
        headers={**MCP_HEADERS, "Authorization": authorization},
        timeout=30,
    )
    assert refused.status_code == 401
    assert challenge_of(refused)["error"] == error
    assert says in challenge_of(refused)["error_description"]


def test_a_token_for_another_resource_is_refused(protected: Protected) -> None:
    token = protected.token(READER, resource="https://other.example.com/mcp")
    refused = protected.post(INITIALIZE, token)
    assert refused.status_code == 401
    assert challenge_of(refused)["error"] == "invalid_token"
    assert (
        challenge_of(refused)["error_description"]
        == f"the token was issued for 'https://other.example.com/mcp', not for '{protected.resource}'"
    )


def test_a_token_without_the_required_scope_is_a_403(protected: Protected) -> None:
    refused = protected.post(INITIALIZE, protected.token(OUTSIDER))
    assert refused.status_code == 403
    assert challenge_of(refused)["error"] == "insufficient_scope"
    assert challenge_of(refused)["scope"] == "mcp"


def now() -> int:
    return int(time.time())


@pytest.mark.parametrize(
    ("claims", "header", "says"),
    [
        ({"exp": now() - 3600}, {}, "the token expired"),
        ({"nbf": now() + 3600}, {}, "not valid yet"),
        ({"iss": "https://evil.example.com"}, {}, "issued by 'https://evil.example.com'"),
        ({}, {"kid": "unknown-key"}, "a key the issuer does not list"),
    ],
)
def test_tokens_with_bad_claims_or_keys_are_refused(
    protected: Protected, claims: dict[str, Any], header: dict[str, Any], says: str
) -> None:
    base = {
        "iss": protected.server.issuer,
        "aud": protected.resource,
        "sub": "forger",
        "scope": "mcp",
        "iat": now(),
        "exp": now() + 600,
    }
    refused = protected.post(INITIALIZE, KEY.sign({**base, **claims}, **header))
    assert refused.status_code == 401
    assert challenge_of(refused)["error"] == "invalid_token"
    assert says in challenge_of(refused)["error_description"]


def test_forged_signatures_are_refused(protected: Protected) -> None:
    claims = {
        "iss": protected.server.issuer,
        "aud": protected.resource,
        "sub": "forger",
        "scope": "mcp",
        "exp": now() + 600,
    }
    unsigned = jwt_none(claims)
    other_key = SigningKey.new(KEY.kid).sign(claims)  # the right kid, another key
    public_pem = KEY.private.public_key().public_bytes(*_pem())
    hmac_with_public_key = hs256(claims, public_pem, KEY.kid)
    for token, says in (
        (unsigned, "signed with 'none'"),
        (other_key, "signature does not verify"),
        (hmac_with_public_key, "signed with 'HS256'"),
    ):
        refused = protected.post(INITIALIZE, token)
        assert refused.status_code == 401, token
        assert says in challenge_of(refused)["error_description"]


def jwt_none(claims: dict[str, Any]) -> str:
    import base64

    def part(value: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    return f"{part({'alg': 'none', 'typ': 'JWT'})}.{part(claims)}."


def hs256(claims: dict[str, Any], secret: bytes, kid: str) -> str:
    import base64
    import hashlib
    import hmac

    def part(value: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    signing_input = f"{part({'alg': 'HS256', 'typ': 'JWT', 'kid': kid})}.{part(claims)}"
    mac = hmac.new(secret, signing_input.encode(), hashlib.sha256).digest()
    return f"{signing_input}.{base64.urlsafe_b64encode(mac).rstrip(b'=').decode()}"


def _pem() -> tuple[Any, Any]:
    from cryptography.hazmat.primitives import serialization

    return serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo


# -- callers and what each may use -----------------------------------------------------------------


def tool_names(protected: Protected, token: str, headers: dict[str, str]) -> set[str]:
    listed = protected.post(request("tools/list"), token, **headers)
    return {tool["name"] for tool in listed.json()["result"]["tools"]}


def test_each_caller_sees_only_the_tools_its_rules_grant(protected: Protected) -> None:
    reader, ops = protected.token(READER), protected.token(OPS)
    assert tool_names(protected, reader, open_session(protected, reader)) == {
        "search_notes",
        "get_note",
    }
    assert tool_names(protected, ops, open_session(protected, ops)) == NOTES_TOOLS


def test_a_tool_the_caller_may_not_use_is_refused_and_never_reaches_the_server(
    protected: Protected,
) -> None:
    reader = protected.token(READER)
    headers = open_session(protected, reader)
    before = len(protected.calls.entries())
    call = request("tools/call", {"name": "create_note", "arguments": {"title": "t", "body": "b"}})
    refused = protected.post(call, reader, **headers).json()
    assert refused["error"]["code"] == -32602
    assert refused["error"]["message"] == (
        "Tool 'create_note' is not available to caller 'reader': no rule of proxy.auth.access"
        " grants notes/create_note"
    )
    allowed = request("tools/call", {"name": "search_notes", "arguments": {"query": "x"}}, 3)
    assert protected.post(allowed, reader, **headers).json()["result"]["isError"] is False
    assert [c["tool"] for c in protected.calls.entries()[before:]] == ["search_notes"]


def test_a_session_is_bound_to_the_caller_that_opened_it(protected: Protected) -> None:
    headers = open_session(protected, protected.token(READER))
    taken = protected.post(request("tools/list"), protected.token(OPS), **headers)
    assert taken.status_code == 403
    assert "opened by another caller" in taken.json()["error"]["message"]


def test_a_modern_request_is_authorized_on_its_own(protected: Protected) -> None:
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "plain", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": meta}}
    headers = {"mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list"}
    assert protected.post(body, None, **headers).status_code == 401
    listed = protected.post(body, protected.token(READER), **headers).json()["result"]
    assert {t["name"] for t in listed["tools"]} == {"search_notes", "get_note"}
    assert listed["cacheScope"] == "private"


def test_the_audit_log_and_the_metrics_name_the_caller_never_its_token(
    protected: Protected,
) -> None:
    reader = protected.token(READER)
    headers = open_session(protected, reader)
    call = request("tools/call", {"name": "delete_note", "arguments": {"note_id": "x"}}, 9)
    protected.post(call, reader, **headers)
    lines = [json.loads(line) for line in protected.audit.read_text().splitlines()]
    denied = [line for line in lines if line["event"] == "denied"]
    assert denied and denied[-1]["caller"] == "reader" and denied[-1]["client_id"] == "reader"
    assert reader not in protected.audit.read_text()
    operator = {"Authorization": f"Bearer {OPERATIONS_TOKEN}"}
    metrics = httpx.get(f"{protected.proxy.base}/metrics", headers=operator).text
    assert 'toolvet_access_denied_total{server="notes"}' in metrics
    assert 'toolvet_auth_refusals_total{reason="invalid_token"}' in metrics
    health = protected.proxy.healthz(**operator).json()
    assert health["auth"] == "oauth"


# -- a real client: the python SDK's own OAuth flow ------------------------------------------------


async def test_the_sdk_client_finds_the_authorization_server_and_calls_a_tool(
    protected: Protected,
) -> None:
    provider = ClientCredentialsOAuthProvider(
        server_url=protected.resource,
        storage=MemoryTokens(),
        client_id=READER.client_id,
        client_secret=READER.client_secret,
        scopes=READER.scope,
        issuer=protected.server.issuer,
    )
    async with (
        httpx.AsyncClient(auth=provider, timeout=30) as http,
        streamable_http_client(protected.resource, http_client=http) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        listed = await session.list_tools()
        assert {t.name for t in listed.tools} == {"search_notes", "get_note"}
        found = await session.call_tool("search_notes", {"query": "nothing"})
        assert found.isError is False


def test_resources_and_prompts_follow_the_rules_by_server(protected: Protected) -> None:
    """`*` (ops) grants the notes server's resources and prompts; naming two of its tools
    (reader) grants neither: a read is refused without reaching the server."""
    reader, ops = protected.token(READER), protected.token(OPS)
    reader_session, ops_session = open_session(protected, reader), open_session(protected, ops)
    for method, key in (("resources/list", "resources"), ("prompts/list", "prompts")):
        assert protected.post(request(method), reader, **reader_session).json()["result"][key] == []
        assert protected.post(request(method), ops, **ops_session).json()["result"][key]
    read = request("resources/read", {"uri": "notes://index"})
    refused = protected.post(read, reader, **reader_session).json()
    assert refused["error"]["message"] == (
        "resources/read: the resources and prompts of server 'notes' are not available to caller"
        " 'reader': no rule of proxy.auth.access grants notes/*"
    )
    assert "contents" in protected.post(read, ops, **ops_session).json()["result"]


def test_the_modern_sdk_client_authorizes_in_the_2026_07_28_era(protected: Protected) -> None:
    """The python SDK 2.x (its own OAuth client, in .venv-modern), pinned to 2026-07-28."""
    require_peers()
    listed, called = run_client(
        "modern",
        protected.resource,
        [{"op": "list_tools"}, {"op": "call", "name": "get_note", "arguments": {"note_id": "x"}}],
        options=[
            "--client-credentials",
            f"{READER.client_id}:{READER.client_secret}",
            "--issuer",
            protected.server.issuer,
            "--scope",
            READER.scope,
        ],
    )
    assert {tool["name"] for tool in listed["tools"]} == {"search_notes", "get_note"}
    assert "content" in called
