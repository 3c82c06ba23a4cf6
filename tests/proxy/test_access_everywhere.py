"""Access is decided by the token each request carries, and for every method that names a server,
against a real authorization server (oidc-provider) and a real protected server ("guarded", which
records every request it receives) reached by token exchange.

bob may ask for a broad token (notes.read guarded.use: both servers) or a narrow one (notes.read);
carol has no rule at all; a scraper's token carries toolvet:ops. A legacy session keeps being
bound to the subject that opened it, but what each request may list and call, and the token a
token exchange exchanges, are those of the token that request carries. Tasks, subscriptions and
methods toolvet forwards to the one server it fronts are refused, unsent, to a caller with no rule
for that server."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.peers.support import free_port
from tests.proxy.authorization import AuthorizationServer, Client
from tests.proxy.protected import EXCHANGER, SECRET, ProtectedServer, upstream_entry
from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    NOTES_TOOLS,
    HttpProxy,
    python_server,
    write_config,
)
from toolvet.protocol import eras as era

BOB = Client("bob", "bob-secret-bob-secret-bob", "mcp notes.read guarded.use")
CAROL = Client("carol", "carol-secret-carol-secret", "mcp")
SCRAPER = Client("scraper", "scraper-secret-scraper-secret", "mcp toolvet:ops")
BROAD, NARROW = "mcp notes.read guarded.use", "mcp notes.read"
ACCESS = [
    {"scopes": ["notes.read"], "tools": ["notes/*"]},
    {"scopes": ["guarded.use"], "tools": ["guarded/*"]},
]
GUARDED_TOOLS = {"whoami", "echo"}
MODERN = "2026-07-28"
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": {"name": "access-test", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


class Front:
    """One toolvet in front of `servers`, its callers' tokens issued by `issuer`."""

    def __init__(self, directory: Path, issuer: AuthorizationServer, servers: dict) -> None:
        self.issuer = issuer
        port = free_port()
        self.resource = f"http://127.0.0.1:{port}/mcp"
        front = {
            "oauth": {
                "issuer": issuer.issuer,
                "audience": self.resource,
                "required_scopes": ["mcp"],
            },
            "access": ACCESS,
        }
        config = write_config(directory / "servers.json", servers, auth=front)
        self.proxy = HttpProxy(config, port=port).start()

    def token(self, client: Client, scope: str | None = None) -> str:
        return self.issuer.token(client, self.resource, scope)

    def post(self, body: dict[str, Any], token: str, **headers: str) -> httpx.Response:
        sent = {**MCP_HEADERS, **headers, "Authorization": f"Bearer {token}"}
        return httpx.post(self.resource, json=body, headers=sent, timeout=30)

    def open_session(self, token: str) -> dict[str, str]:
        """A legacy session opened with `token`: the headers its later requests carry."""
        opened = self.post(INITIALIZE, token)
        assert opened.status_code == 200, opened.text
        return {
            "mcp-session-id": opened.headers["mcp-session-id"],
            "mcp-protocol-version": "2025-06-18",
        }

    def modern(self, method: str, params: dict[str, Any], token: str) -> httpx.Response:
        """A request of the 2026-07-28 era, with the headers that must match its body."""
        body, headers = modern_request(method, params)
        return self.post(body, token, **headers)

    @contextmanager
    def listening(self, listen: dict[str, Any], token: str) -> Iterator[dict[str, Any]]:
        """A `subscriptions/listen` with `token`: its answer (a refusal), or the first event of
        its stream, which stays open until the block ends."""
        body, headers = modern_request("subscriptions/listen", listen)
        sent = {**MCP_HEADERS, **headers, "Authorization": f"Bearer {token}"}
        with httpx.stream("POST", self.resource, json=body, headers=sent, timeout=30) as stream:
            if not stream.headers["content-type"].startswith("text/event-stream"):
                yield json.loads(stream.read())
                return
            first = next(line for line in stream.iter_lines() if line.startswith("data: "))
            yield json.loads(first[len("data: ") :])


class Setup:
    def __init__(self, directory: Path) -> None:
        self.issuer = AuthorizationServer([EXCHANGER, BOB, CAROL, SCRAPER]).start()
        self.guarded = ProtectedServer("legacy", self.issuer.issuer).start()
        guarded = upstream_entry(self.guarded, grant="token_exchange")
        both = {"notes": python_server(NOTES_SERVER), "guarded": guarded}
        self.front = Front(directory / "front", self.issuer, both)
        # toolvet fronting one server forwards the methods it does not know to that server.
        self.solo = Front(directory / "solo", self.issuer, {"guarded": guarded})

    def received(self, since: int = 0) -> list[Any]:
        """The JSON-RPC methods the guarded server received, from record `since` on."""
        return [
            r["jsonrpc_method"] for r in self.guarded.records()[since:] if r["method"] == "POST"
        ]

    def close(self) -> None:
        for front in (self.front, self.solo):
            front.proxy.stop()
        self.guarded.stop()
        self.issuer.stop()


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Setup]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("UPSTREAM_SECRET", SECRET)
        made = Setup(tmp_path_factory.mktemp("access"))
        try:
            yield made
        finally:
            made.close()


def request(method: str, params: dict[str, Any] | None = None, request_id: Any = 2) -> dict:
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}}


def modern_request(method: str, params: dict[str, Any]) -> tuple[dict, dict[str, str]]:
    """A request of the 2026-07-28 era, and the headers that must match its body."""
    headers = {"mcp-protocol-version": MODERN, "mcp-method": method}
    named = era.NAMED_PARAM.get(method)
    if named is not None:
        headers["mcp-name"] = params[named]
    return request(method, {**params, "_meta": MODERN_META}), headers


def tool_names(front: Front, token: str, headers: dict[str, str]) -> set[str]:
    listed = front.post(request("tools/list"), token, **headers).json()
    return {tool["name"] for tool in listed["result"]["tools"]}


def call(front: Front, token: str, headers: dict[str, str], tool: str, request_id: int) -> dict:
    body = request("tools/call", {"name": tool, "arguments": {}}, request_id)
    return front.post(body, token, **headers).json()


# -- a session keeps its subject, not the rights of the token that opened it -----------------------


def test_each_request_lists_and_calls_with_the_rights_of_its_own_token(setup: Setup) -> None:
    front = setup.front
    broad, narrow = front.token(BOB, BROAD), front.token(BOB, NARROW)
    session = front.open_session(broad)
    assert tool_names(front, broad, session) == NOTES_TOOLS | GUARDED_TOOLS
    # The same subject, a narrower token, the same session: the narrower rights.
    assert tool_names(front, narrow, session) == NOTES_TOOLS
    before = len(setup.guarded.records())
    refused = call(front, narrow, session, "whoami", 3)
    assert refused["error"]["message"] == (
        "Tool 'whoami' is not available to caller 'bob': no rule of proxy.auth.access grants"
        " guarded/whoami"
    )
    assert "tools/call" not in setup.received(before)
    # And the broad token, on that session again, has its rights back.
    assert call(front, broad, session, "whoami", 4)["result"]["isError"] is False
    # Another subject's token is still refused on it.
    taken = front.post(request("tools/list"), front.token(CAROL), **session)
    assert taken.status_code == 403


def test_a_token_exchange_exchanges_the_token_the_request_carries(setup: Setup) -> None:
    front = setup.front
    first, second = front.token(BOB, BROAD), front.token(BOB, BROAD)
    session = front.open_session(first)

    def whoami(token: str, request_id: int) -> dict[str, Any]:
        result = call(front, token, session, "whoami", request_id)["result"]
        assert result["isError"] is False, result
        return json.loads(result["content"][0]["text"])

    by_first, by_second = whoami(first, 5), whoami(second, 6)
    assert by_first["sub"] == by_second["sub"] == "bob"
    # A token issued for the second token, not the one cached for the session's first.
    assert by_second["jti"] != by_first["jti"]
    assert whoami(first, 7)["jti"] == by_first["jti"]  # each cached for its own token


# -- every method that names a server ------------------------------------------------------------


@pytest.mark.parametrize("method", ["tasks/get", "tasks/cancel"])
def test_a_task_of_a_server_the_caller_has_no_rule_for_is_refused_unsent(
    setup: Setup, method: str
) -> None:
    front = setup.front
    before = len(setup.guarded.records())
    refused = front.modern(method, {"taskId": "guarded:task-1"}, front.token(CAROL)).json()
    assert refused["error"]["code"] == -32602
    assert refused["error"]["message"] == (
        f"{method}: the tasks of server 'guarded' are not available to caller 'carol': no rule"
        " of proxy.auth.access grants guarded/*"
    )
    assert setup.received(before) == []
    # A caller with a rule for the server reaches it (which knows no such task).
    front.modern(method, {"taskId": "guarded:task-1"}, front.token(BOB, BROAD))
    assert method in setup.received(before)


def test_a_listen_to_a_resource_of_a_server_the_caller_has_no_rule_for_is_refused(
    setup: Setup,
) -> None:
    front = setup.front
    uri = "toolvet://guarded/secret-ledger"
    listen = {"notifications": {"resourceSubscriptions": [uri], "toolsListChanged": True}}
    before = len(setup.guarded.records())
    with front.listening(listen, front.token(BOB, NARROW)) as refused:
        assert refused["error"]["message"] == (
            f"subscriptions/listen: resource {uri} is of server 'guarded', whose resources are"
            " not available to caller 'bob': no rule of proxy.auth.access grants guarded/*"
        )
    assert "resources/subscribe" not in setup.received(before)
    # With a rule for the server: acknowledged, and subscribed upstream.
    with front.listening(listen, front.token(BOB, BROAD)) as acknowledged:
        assert acknowledged["method"] == "notifications/subscriptions/acknowledged"
        deadline = time.monotonic() + 30
        while "resources/subscribe" not in setup.received(before):
            assert time.monotonic() < deadline, "toolvet did not subscribe upstream"
            time.sleep(0.05)  # polling the server's record, not waiting for nothing to happen


def test_a_method_toolvet_forwards_to_its_one_server_needs_a_rule_for_that_server(
    setup: Setup,
) -> None:
    solo = setup.solo
    before = len(setup.guarded.records())
    carol = solo.token(CAROL)
    refused = solo.post(request("custom/ledger"), carol, **solo.open_session(carol)).json()
    assert refused["error"]["message"] == (
        "custom/ledger: server 'guarded' is not available to caller 'carol': no rule of"
        " proxy.auth.access grants guarded/*"
    )
    assert "custom/ledger" not in setup.received(before)
    bob = solo.token(BOB, BROAD)
    solo.post(request("custom/ledger"), bob, **solo.open_session(bob))
    assert "custom/ledger" in setup.received(before)


def test_resources_prompts_and_completions_of_a_server_without_a_rule_are_refused_unnamed(
    setup: Setup,
) -> None:
    """Listed without them, refused, and not even suggested for a name the caller got wrong."""
    front = setup.front
    carol, bob = front.token(CAROL), front.token(BOB, NARROW)
    session = front.open_session(carol)
    for method, key in (
        ("resources/list", "resources"),
        ("resources/templates/list", "resourceTemplates"),
        ("prompts/list", "prompts"),
    ):
        assert front.post(request(method), carol, **session).json()["result"][key] == []
    for method, params in (
        ("resources/read", {"uri": "notes://index"}),
        ("resources/subscribe", {"uri": "notes://index"}),
        ("prompts/get", {"name": "summarize_notes"}),
        (
            "completion/complete",
            {
                "ref": {"type": "ref/prompt", "name": "summarize_notes"},
                "argument": {"name": "topic", "value": "a"},
            },
        ),
    ):
        error = front.post(request(method, params), carol, **session).json()["error"]
        assert error["message"].startswith(
            f"{method}: the resources and prompts of server 'notes' are not available to caller"
            " 'carol'"
        ), (method, error)
    misspelt = request("prompts/get", {"name": "summarize_note"})
    for_carol = front.post(misspelt, carol, **session).json()["error"]["message"]
    assert for_carol == "Unknown prompt 'summarize_note'"
    for_bob = front.post(misspelt, bob, **front.open_session(bob)).json()["error"]["message"]
    assert for_bob == "Unknown prompt 'summarize_note'; did you mean 'summarize_notes'?"


# -- the operations endpoints ----------------------------------------------------------------------


def test_healthz_and_metrics_answer_a_token_with_the_operations_scope_alone(setup: Setup) -> None:
    front = setup.front
    for path in ("/healthz", "/metrics"):
        url = f"{front.proxy.base}{path}"
        caller = httpx.get(url, headers={"Authorization": f"Bearer {front.token(BOB, BROAD)}"})
        assert caller.status_code == 403, path
        assert caller.json()["error"] == "insufficient_scope"
        scraper = httpx.get(url, headers={"Authorization": f"Bearer {front.token(SCRAPER)}"})
        assert scraper.status_code == 200, path
