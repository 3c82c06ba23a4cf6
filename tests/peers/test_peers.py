"""The real MCP peers against each other, without toolvet: what each client and server does on its
own, so that the proxy's tests can tell the proxy's behaviour from the peers'.

Each combination (client, server, transport) runs one connection with every step below, and a
second one that declines the confirmation; the tests read the answers and the server's call log.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.peers.support import PeerServer, read_call_log, run_client, server_command
from tests.proxy.support import text_of

MODERN = [
    (client, server, transport)
    for client in ("ts", "modern")
    for server in ("ts", "modern")
    for transport in ("http", "stdio")
]
COMBOS = [
    *MODERN,
    ("legacy", "legacy", "http"),
    ("legacy", "legacy", "stdio"),
    # mcpdo (Inspector 2.12) --era modern over HTTP; it also reaches stdio servers, but the
    # proxy's tests need it as an HTTP client.
    ("inspector", "ts", "http"),
    ("inspector", "modern", "http"),
]

STEPS: dict[str, dict[str, Any]] = {
    "tools": {"op": "list_tools"},
    "echo": {"op": "call", "name": "echo", "arguments": {"text": "hello peers"}},
    "forecast": {"op": "call", "name": "forecast", "arguments": {"city": "Oslo", "days": 3}},
    "forecast_99": {"op": "call", "name": "forecast", "arguments": {"city": "Oslo", "days": 99}},
    "unknown": {"op": "call", "name": "no_such_tool", "arguments": {}},
    "confirm": {"op": "call", "name": "confirm_action", "arguments": {"action": "deploy"}},
}
DISCOVER = {"op": "discover"}
DECLINE = {"op": "call", "name": "confirm_action", "arguments": {"action": "rollback"}}


@dataclass
class Run:
    client: str
    server: str
    transport: str
    answers: dict[str, dict[str, Any]]
    declined: dict[str, Any]
    calls: list[dict[str, Any]]

    @property
    def modern(self) -> bool:
        return self.server != "legacy"


@pytest.fixture(
    scope="module", params=COMBOS, ids=lambda combo: "{}-client-{}-server-{}".format(*combo)
)
def run(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    client, server, transport = request.param
    directory = tmp_path_factory.mktemp(f"{client}-{server}-{transport}")
    call_log = directory / "calls.jsonl"
    steps = dict(STEPS)
    if client != "legacy":
        steps["discover"] = DISCOVER

    def session(target: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        accepted = run_client(
            client, target, list(steps.values()), elicit="accept:confirm=true", call_log=call_log
        )
        declined = run_client(client, target, [DECLINE], elicit="decline", call_log=call_log)
        return accepted, declined

    if transport == "http":
        with PeerServer(server, call_log=call_log, log_file=directory / "server.log") as peer:
            accepted, declined = session(peer.url)
    else:
        accepted, declined = session(server_command(server, "stdio"))
    yield Run(
        client,
        server,
        transport,
        dict(zip(steps, accepted, strict=True)),
        declined[0],
        read_call_log(call_log),
    )


def calls_to(run: Run, tool: str, **arguments: Any) -> list[dict[str, Any]]:
    return [
        c
        for c in run.calls
        if c["tool"] == tool and all(c["arguments"].get(k) == v for k, v in arguments.items())
    ]


def test_every_server_lists_the_same_three_tools(run: Run) -> None:
    tools = {tool["name"]: tool for tool in run.answers["tools"]["tools"]}
    assert set(tools) == {"echo", "forecast", "confirm_action"}
    days = tools["forecast"]["inputSchema"]["properties"]["days"]
    assert (days["type"], days["minimum"], days["maximum"]) == ("integer", 1, 14)
    assert tools["forecast"]["inputSchema"]["required"] == ["city", "days"]
    # Modern servers declare the header a modern HTTP client sends the value in.
    assert days.get("x-mcp-header") == ("Days" if run.modern else None)


def test_echo_returns_the_text(run: Run) -> None:
    assert text_of(run.answers["echo"]) == "hello peers"
    assert not run.answers["echo"].get("isError")


def test_forecast_with_valid_arguments(run: Run) -> None:
    assert text_of(run.answers["forecast"]) == "Oslo: 3 days"


def test_forecast_with_days_99_is_a_tool_error_from_the_server_itself(run: Run) -> None:
    answer = run.answers["forecast_99"]
    assert answer["isError"] is True
    if run.server == "ts":  # the TS SDK validates with ajv
        assert (
            text_of(answer)
            == "Input validation error: Invalid arguments for tool forecast: data/days must be <= 14"
        )
    else:  # both python SDKs validate with pydantic
        assert text_of(answer).startswith(
            "Error executing tool forecast: 1 validation error for forecastArguments"
        )
        assert "Input should be less than or equal to 14" in text_of(answer)
    assert len(calls_to(run, "forecast", days=99)) == 1  # the server received it, then refused it


def test_an_unknown_tool(run: Run) -> None:
    answer = run.answers["unknown"]
    if run.client == "inspector":  # mcpdo checks its cached tools/list and never sends the call
        assert answer == {
            "error": {
                "code": "tool_not_found",
                "message": "Tool 'no_such_tool' not found on server.",
            }
        }
        assert calls_to(run, "no_such_tool") == []
        return
    if run.server == "ts":  # a JSON-RPC error
        assert answer == {"error": {"code": -32602, "message": "Tool no_such_tool not found"}}
    else:  # the python SDKs answer with a tool result
        assert answer["isError"] is True
        assert text_of(answer) == "Unknown tool: no_such_tool"
    assert len(calls_to(run, "no_such_tool")) == 1


def test_confirm_action_accepted(run: Run) -> None:
    assert text_of(run.answers["confirm"]) == "confirmed deploy"


def test_confirm_action_declined(run: Run) -> None:
    assert text_of(run.declined) == "declined rollback"


def test_elicitation_round_trips_as_the_servers_era_asks(run: Run) -> None:
    # 2026-07-28 (MRTR): the first call returns input_required, the client retries the same call
    # with inputResponses (and requestState), so the server receives it twice. The handshake
    # era asks with a server-to-client elicitation/create inside the one call.
    expected = 2 if run.modern else 1
    assert len(calls_to(run, "confirm_action", action="deploy")) == expected
    assert len(calls_to(run, "confirm_action", action="rollback")) == expected


def test_every_call_is_logged_once_on_arrival(run: Run) -> None:
    sent_to_server = [] if run.client == "inspector" else [("no_such_tool", {})]
    rounds = 2 if run.modern else 1
    expected = [
        ("echo", {"text": "hello peers"}),
        ("forecast", {"city": "Oslo", "days": 3}),
        ("forecast", {"city": "Oslo", "days": 99}),
        *sent_to_server,
        *[("confirm_action", {"action": "deploy"})] * rounds,
        *[("confirm_action", {"action": "rollback"})] * rounds,
    ]
    assert [(c["tool"], c["arguments"]) for c in run.calls] == expected
    assert all(("headers" in c) == (run.transport == "http") for c in run.calls)


def test_what_http_calls_carry_in_headers(run: Run) -> None:
    [forecast] = calls_to(run, "forecast", days=3)
    if run.transport == "stdio":
        assert "headers" not in forecast
    elif run.modern:  # 2026-07-28: no session; method, name and x-mcp-header parameters
        assert forecast["headers"] == {
            "mcp-protocol-version": "2026-07-28",
            "mcp-method": "tools/call",
            "mcp-name": "forecast",
            "mcp-param-days": "3",  # from the tool's x-mcp-header, once the client has listed tools
        }
    else:  # the legacy era: a session, and the negotiated version
        assert set(forecast["headers"]) == {"mcp-session-id", "mcp-protocol-version"}
        assert forecast["headers"]["mcp-protocol-version"] == "2025-11-25"
        first = {
            c["headers"]["mcp-session-id"]
            for c in run.calls
            if c["arguments"] != DECLINE["arguments"]
        }
        second = {
            c["headers"]["mcp-session-id"]
            for c in calls_to(run, "confirm_action", action="rollback")
        }
        assert len(first) == len(second) == 1  # one session per connection
        assert first != second


def test_discover(run: Run) -> None:
    if run.client == "legacy":
        pytest.skip("the legacy era has no server/discover")
    answer = run.answers["discover"]
    if run.client == "inspector":  # connections/show: what mcpdo negotiated
        assert (answer["protocolEra"], answer["protocolVersion"]) == ("modern", "2026-07-28")
        return
    assert answer["supportedVersions"] == ["2026-07-28"]
    assert answer["capabilities"]["tools"] == {"listChanged": True}


def test_the_typescript_server_can_refuse_the_handshake(tmp_path: Path) -> None:
    with PeerServer("ts", modern_only=True, call_log=tmp_path / "calls.jsonl") as server:
        [echo] = run_client("ts", server.url, [STEPS["echo"]])
        assert text_of(echo) == "hello peers"
        with pytest.raises(AssertionError, match="exited 1"):
            run_client("legacy", server.url, [STEPS["echo"]])
    assert [c["tool"] for c in read_call_log(tmp_path / "calls.jsonl")] == ["echo"]
