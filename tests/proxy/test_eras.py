"""toolvet between the two protocol eras, with real peers on both sides.

The matrix: {2026-07-28 client (TypeScript SDK 2.4, python mcp 2.3), legacy client (mcp 1.x)}
x {modern upstream over HTTP, modern upstream over stdio (TypeScript SDK 2.4 servers that refuse
the handshake), legacy-only upstream (mcp 1.x)} x {valid, repaired, invalid, unknown tool,
elicitation round trip}. One toolvet (`toolvet serve --transport http`) fronts the three upstreams;
each client runs every step in one connection. The upstreams' own call logs prove what reached
them: an invalid call never does, a repaired one arrives repaired, with the headers a modern HTTP
server checks computed from what was forwarded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.peers.support import (
    CALL_LOG_ENV,
    PeerServer,
    read_call_log,
    run_client,
    server_command,
)
from tests.proxy.support import HttpProxy, serve_command, text_of, write_config

UPSTREAMS = ("modern_http", "modern_stdio", "legacy")
CLIENTS = ("ts", "modern", "legacy")


def steps(server: str) -> dict[str, dict[str, Any]]:
    def call(tool: str, **arguments: Any) -> dict[str, Any]:
        return {"op": "call", "name": f"{server}__{tool}", "arguments": arguments}

    return {
        "tools": {"op": "list_tools"},
        "valid": call("forecast", city="Oslo", days=3),
        "repaired": call("forecast", city="Bergen", days="4"),
        "invalid": call("forecast", city="Oslo", days=99),
        "unknown": call("forecast_hourly", city="Oslo"),
        "confirm": call("confirm_action", action="deploy"),
    }


@dataclass
class Fronted:
    """One toolvet over HTTP fronting the three upstreams, each with its call log."""

    proxy: HttpProxy
    logs: dict[str, Path]

    def calls(self, server: str) -> list[dict[str, Any]]:
        return read_call_log(self.logs[server])


@pytest.fixture(scope="module")
def fronted(tmp_path_factory: pytest.TempPathFactory) -> Any:
    directory = tmp_path_factory.mktemp("eras")
    logs = {name: directory / f"{name}.calls.jsonl" for name in UPSTREAMS}

    def stdio(kind: str, log: Path, **options: Any) -> dict[str, Any]:
        command = server_command(kind, "stdio", **options)  # type: ignore[arg-type]
        return {"command": command[0], "args": command[1:], "env": {CALL_LOG_ENV: str(log)}}

    with PeerServer(
        "ts", modern_only=True, call_log=logs["modern_http"], log_file=directory / "peer.log"
    ) as peer:
        servers = {
            "modern_http": {"url": peer.url, "protocol": "modern"},
            "modern_stdio": stdio("ts", logs["modern_stdio"], modern_only=True),
            "legacy": stdio("legacy", logs["legacy"]),
        }
        config = write_config(directory / "servers.json", servers, namespacing="always")
        with HttpProxy(config, log_file=directory / "toolvet.log") as proxy:
            yield Fronted(proxy, logs)


def test_each_upstream_is_reached_in_its_own_era(fronted: Fronted):
    upstreams = fronted.proxy.healthz().json()["upstreams"]
    assert {name: (u["state"], u["era"]) for name, u in upstreams.items()} == {
        "modern_http": ("ready", "modern"),
        "modern_stdio": ("ready", "modern"),
        "legacy": ("ready", "legacy"),
    }
    assert upstreams["modern_http"]["protocol_version"] == "2026-07-28"
    assert upstreams["legacy"]["protocol_version"] == "2025-11-25"


@pytest.fixture(
    scope="module",
    params=[(c, s) for c in CLIENTS for s in UPSTREAMS],
    ids=lambda combo: f"{combo[0]}-client-{combo[1]}-upstream",
)
def run(request: pytest.FixtureRequest, fronted: Fronted) -> Any:
    client, server = request.param
    before = len(fronted.calls(server))
    plan = steps(server)
    answers = run_client(
        client, fronted.proxy.url, list(plan.values()), elicit="accept:confirm=true"
    )
    return client, server, dict(zip(plan, answers, strict=True)), fronted.calls(server)[before:]


def test_a_valid_call_reaches_the_upstream_as_sent(run):
    _, server, answers, calls = run
    assert text_of(answers["valid"]) == "Oslo: 3 days"
    assert {"tool": "forecast", "arguments": {"city": "Oslo", "days": 3}}.items() <= calls[
        0
    ].items()
    if server == "modern_http":
        assert calls[0]["headers"]["mcp-param-days"] == "3"
        assert calls[0]["headers"]["mcp-name"] == "forecast"


def test_a_repaired_call_reaches_the_upstream_repaired_with_matching_headers(run):
    _, server, answers, calls = run
    assert text_of(answers["repaired"]) == "Bergen: 4 days"
    assert answers["repaired"]["_meta"]["toolvet/validation"]["repairs"][0]["code"] == (
        "number_from_string"
    )
    repaired = next(c for c in calls if c["arguments"].get("city") == "Bergen")
    assert repaired["arguments"]["days"] == 4
    if server == "modern_http":
        assert repaired["headers"]["mcp-param-days"] == "4"


def test_an_invalid_call_is_answered_by_toolvet_and_never_reaches_the_upstream(run):
    _, _, answers, calls = run
    invalid = answers["invalid"]
    assert invalid["isError"] is True
    assert "days" in text_of(invalid) and "14" in text_of(invalid)
    assert invalid["_meta"]["toolvet/validation"]["issues"][0]["code"] == "range"
    assert [c for c in calls if c["arguments"].get("days") == 99] == []


def test_an_unknown_tool_is_an_invalid_params_error_naming_the_nearest_tool(run):
    _, server, answers, _ = run
    error = answers["unknown"]["error"]
    assert error["code"] == -32602
    assert f"{server}__forecast" in error["message"]


def test_an_elicitation_round_trip_completes_whatever_the_eras(run):
    _, _, answers, calls = run
    assert text_of(answers["confirm"]) == "confirmed deploy"
    assert any(c["tool"] == "confirm_action" for c in calls)


def test_the_same_verdict_and_message_in_every_combination(fronted: Fronted, run):
    client, server, answers, _ = run
    reference = run_client(
        "legacy", fronted.proxy.url, [steps(server)["invalid"]], elicit="decline"
    )[0]
    assert text_of(answers["invalid"]) == text_of(reference)
    assert (
        answers["invalid"]["_meta"]["toolvet/validation"]
        == reference["_meta"]["toolvet/validation"]
    ), client


@pytest.mark.parametrize("client", ["ts", "modern"])
def test_a_modern_client_over_stdio_to_toolvet(fronted: Fronted, tmp_path: Path, client: str):
    """The first request decides a stdio connection's era: toolvet answers the modern client
    (the TypeScript client probes server/discover first; the python client does not)."""
    config = Path(str(fronted.proxy.config))
    plan = steps("modern_stdio")
    answers = run_client(
        client,
        serve_command(config),
        [plan["valid"], plan["invalid"], plan["confirm"]],
        elicit="accept:confirm=true",
    )
    assert text_of(answers[0]) == "Oslo: 3 days"
    assert answers[1]["isError"] is True
    assert text_of(answers[2]) == "confirmed deploy"


def test_a_declined_elicitation_is_declined_across_the_bridge(fronted: Fronted):
    for client, server in (("ts", "legacy"), ("legacy", "modern_http")):
        answer = run_client(
            client,
            fronted.proxy.url,
            [{"op": "call", "name": f"{server}__confirm_action", "arguments": {"action": "drop"}}],
            elicit="decline",
        )[0]
        assert text_of(answer) == "declined drop", (client, server, json.dumps(answer))


def test_a_modern_upstream_gets_the_envelope_of_the_client_behind_the_call(run):
    client, server, _, calls = run
    meta = calls[0].get("meta") or {}
    if server == "legacy":
        assert not any(key.startswith("io.modelcontextprotocol/") for key in meta)
        return
    assert meta["io.modelcontextprotocol/protocolVersion"] == "2026-07-28"
    assert meta["io.modelcontextprotocol/clientInfo"]["name"] == "toolvet"
    # What the client declared it can answer, and nothing more: every client here answers
    # elicitation, none declares sampling.
    capabilities = meta["io.modelcontextprotocol/clientCapabilities"]
    assert "elicitation" in capabilities and "sampling" not in capabilities, client


def modern_post(url: str, params: dict[str, Any], request_id: int = 1) -> Any:
    import httpx

    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {"form": {}}},
        **(params.pop("_meta", None) or {}),
    }
    headers = {
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/call",
        "Mcp-Name": params["name"],
    }
    if "days" in params.get("arguments", {}):
        headers["Mcp-Param-Days"] = str(params["arguments"]["days"])
    body = {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {**params, "_meta": meta},
    }
    return httpx.post(url, json=body, headers=headers, timeout=60)


def test_trace_context_reaches_every_upstream_unchanged(fronted: Fronted):
    trace = {
        "traceparent": "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01",
        "tracestate": "congo=t61rcWkgMzE",
        "baggage": "userId=alice",
    }
    for server in UPSTREAMS:
        arguments = {"city": f"Trace-{server}", "days": 1}
        response = modern_post(
            fronted.proxy.url,
            {"name": f"{server}__forecast", "arguments": arguments, "_meta": trace},
        )
        assert response.status_code == 200, response.text
        logged = next(c for c in fronted.calls(server) if c["arguments"] == arguments)
        assert {k: logged["meta"][k] for k in trace} == trace


def bridged_state(fronted: Fronted, action: str) -> str:
    first = modern_post(
        fronted.proxy.url,
        {"name": "legacy__confirm_action", "arguments": {"action": action}},
    ).json()["result"]
    assert first["resultType"] == "input_required"
    assert [r["method"] for r in first["inputRequests"].values()] == ["elicitation/create"]
    return first["requestState"]


def test_a_tampered_or_misapplied_request_state_is_refused(fronted: Fronted):
    state = bridged_state(fronted, "tamper")
    payload, mac = state.removeprefix("toolvet1.").split(".")
    flipped = "B" if payload[-1] != "B" else "C"
    forged = f"toolvet1.{payload[:-1]}{flipped}.{mac}"
    answer = {"elicitation-1": {"action": "accept", "content": {"confirm": True}}}
    for params in (
        {"arguments": {"action": "tamper"}, "requestState": forged},
        {"arguments": {"action": "something else"}, "requestState": state},
    ):
        response = modern_post(
            fronted.proxy.url,
            {"name": "legacy__confirm_action", "inputResponses": answer, **params},
            request_id=2,
        )
        assert response.status_code == 400, response.text
        error = response.json()["error"]
        assert error["code"] == -32602 and error["message"].startswith("requestState is not valid")
    # The genuine retry still completes the call.
    done = modern_post(
        fronted.proxy.url,
        {
            "name": "legacy__confirm_action",
            "arguments": {"action": "tamper"},
            "inputResponses": answer,
            "requestState": state,
        },
        request_id=3,
    ).json()["result"]
    assert text_of(done) == "confirmed tamper"


def test_the_inspector_reaches_toolvet_in_the_modern_era(fronted: Fronted):
    answers = run_client(
        "inspector",
        fronted.proxy.url,
        [
            {"op": "list_tools"},
            {
                "op": "call",
                "name": "modern_http__forecast",
                "arguments": {"city": "Oslo", "days": 3},
            },
            {
                "op": "call",
                "name": "modern_http__forecast",
                "arguments": {"city": "Oslo", "days": 99},
            },
        ],
    )
    names = {tool["name"] for tool in answers[0]["tools"]}
    assert {"modern_http__forecast", "legacy__confirm_action"} <= names
    assert text_of(answers[1]) == "Oslo: 3 days"
    assert answers[2]["isError"] is True and "14" in text_of(answers[2])


async def test_langchain_mcp_adapters_keep_their_verdicts_with_modern_upstreams(fronted: Fronted):
    """langchain-mcp-adapters 0.3 (mcp 1.x, the legacy era) through toolvet to servers of
    2026-07-28: a valid call runs, a repaired one runs repaired, an invalid one comes back to
    the model with toolvet's message and never reaches the server."""
    import anyio
    from langchain_core.messages import ToolMessage
    from langchain_mcp_adapters.client import MultiServerMCPClient

    client = MultiServerMCPClient(
        {"toolvet": {"url": fronted.proxy.url, "transport": "streamable_http"}}
    )

    def tool_call(name: str, args: dict[str, Any]) -> dict[str, Any]:
        return {"type": "tool_call", "id": f"call-{name}", "name": name, "args": args}

    with anyio.fail_after(60):
        tools = {tool.name: tool for tool in await client.get_tools()}
        for server in ("modern_http", "modern_stdio"):
            before = len(fronted.calls(server))
            name = f"{server}__forecast"
            ran = await tools[name].ainvoke(tool_call(name, {"city": "Lima", "days": "2"}))
            refused = await tools[name].ainvoke(tool_call(name, {"city": "Lima", "days": 99}))
            assert isinstance(ran, ToolMessage) and ran.status == "success"
            assert "Lima: 2 days" in str(ran.content)
            assert isinstance(refused, ToolMessage) and refused.status == "error"
            assert "- days: expected integer from 1 to 14, got 99" in str(refused.content)
            assert [c["arguments"] for c in fronted.calls(server)[before:]] == [
                {"city": "Lima", "days": 2}
            ]


@pytest.mark.parametrize(
    ("level", "logged"), [("debug", True), ("info", True), ("error", False), (None, False)]
)
def test_a_request_s_log_level_decides_whether_it_gets_log_messages(
    fronted: Fronted, level: str | None, logged: bool
):
    """The legacy upstream logs every echo at level info; a modern request gets that message
    on its own response only when its `io.modelcontextprotocol/logLevel` lets it through."""
    meta = {"io.modelcontextprotocol/logLevel": level} if level else {}
    response = modern_post(
        fronted.proxy.url,
        {"name": "legacy__echo", "arguments": {"text": f"log-{level}"}, "_meta": meta},
    )
    messages = (
        [
            json.loads(line[len("data: ") :])
            for line in response.text.splitlines()
            if line.startswith("data: ")
        ]
        if response.headers["content-type"].startswith("text/event-stream")
        else [response.json()]
    )
    logs = [m for m in messages if m.get("method") == "notifications/message"]
    assert text_of(messages[-1]["result"]) == f"log-{level}"
    assert [m["params"]["data"] for m in logs] == ([f"echoing log-{level}"] if logged else [])
