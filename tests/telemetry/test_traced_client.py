"""The traced clients against the peer servers directly, and what the peers record of trace context."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from tests.peers.support import (
    MODERN_PYTHON,
    REPO,
    PeerServer,
    peer_environment,
    read_call_log,
    server_command,
)
from tests.proxy.support import MCP_HEADERS, answer_of, text_of
from tests.telemetry.receiver import OtlpReceiver

TELEMETRY = Path(__file__).resolve().parent
CLIENTS = {
    "legacy": [sys.executable, str(TELEMETRY / "traced_client.py")],
    "modern": [str(MODERN_PYTHON), str(TELEMETRY / "traced_modern_client.py")],
}
BAGGAGE = "userId=alice,tenant=acme"
TRACESTATE = "congo=t61rcWkgMzE"
CALLS = [
    {"tool": "echo", "arguments": {"text": "traced"}},
    {"tool": "forecast", "arguments": {"city": "Oslo", "days": 99}},  # a tool error: days 1..14
]
LEGACY_VERSION = "2025-11-25"
# Upper bound for a client run, never an expectation of speed.
CLIENT_TIMEOUT = 120


@pytest.fixture
def otlp() -> Iterator[OtlpReceiver]:
    with OtlpReceiver() as receiver:
        yield receiver


def run_traced(
    client: str,
    target: str | Sequence[str],
    options: Sequence[str],
    otlp: OtlpReceiver,
    call_log: Path,
) -> list[dict[str, Any]]:
    """Run a traced client (its spans exported to `otlp`); one dict per call."""
    argv = [*CLIENTS[client], *options]
    argv += [target] if isinstance(target, str) else ["--", *target]
    env = {**peer_environment(call_log), **otlp.environment(f"traced-{client}-client")}
    completed = subprocess.run(
        argv,
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=CLIENT_TIMEOUT,
    )
    if completed.returncode != 0:
        raise AssertionError(
            f"{client} traced client exited {completed.returncode};\n"
            f"stdout:\n{completed.stdout}\nstderr:\n{completed.stderr}"
        )
    return [json.loads(line) for line in completed.stdout.splitlines() if line.strip()]


def run_against(
    client: str,
    server: str,
    transport: str,
    options: Sequence[str],
    otlp: OtlpReceiver,
    call_log: Path,
) -> list[dict[str, Any]]:
    """Run a traced client against a peer server of `server`'s kind over `transport`."""
    if transport == "stdio":
        return run_traced(client, server_command(server, "stdio"), options, otlp, call_log)
    with PeerServer(server, call_log=call_log) as peer:
        return run_traced(client, peer.url, options, otlp, call_log)


COMBOS = [
    ("legacy", "legacy", "http"),
    ("legacy", "legacy", "stdio"),
    ("legacy", "modern", "http"),  # the legacy era, served by mcp 2.x beside 2026-07-28
    ("modern", "modern", "http"),
    ("modern", "modern", "stdio"),
]


@pytest.mark.parametrize(("client", "server", "transport"), COMBOS)
def test_each_call_sends_a_context_of_its_own_in_meta(
    client: str, server: str, transport: str, otlp: OtlpReceiver, tmp_path: Path
):
    call_log = tmp_path / "calls.jsonl"
    options = ["--calls", json.dumps(CALLS), "--baggage", BAGGAGE, "--tracestate", TRACESTATE]
    if transport == "http":
        options.append("--header-too")
    lines = run_against(client, server, transport, options, otlp, call_log)

    assert [line.get("error") for line in lines] == [None, None]
    assert text_of(lines[0]["result"]) == "traced"
    assert lines[1]["result"]["isError"] is True
    assert len({line["trace_id"] for line in lines}) == 2  # a trace per call
    for line in lines:
        assert re.fullmatch(r"[0-9a-f]{32}", line["trace_id"])
        assert re.fullmatch(r"[0-9a-f]{16}", line["span_id"])
        assert re.fullmatch(
            rf"00-{line['trace_id']}-{line['span_id']}-0[13]", line["meta"]["traceparent"]
        )
        assert line["meta"]["tracestate"] == TRACESTATE
        assert line["meta"]["baggage"] == BAGGAGE

    logged = read_call_log(call_log)
    assert [(e["tool"], e["arguments"]) for e in logged] == [
        (c["tool"], c["arguments"]) for c in CALLS
    ]
    for line, entry in zip(lines, logged, strict=True):
        sent = line["meta"]
        assert {key: entry["meta"].get(key) for key in sent} == sent
        if transport == "http":
            assert entry["trace_headers"] == sent  # --header-too: the same context, as headers
        else:
            assert "trace_headers" not in entry and "headers" not in entry

    if client == "legacy":
        check_client_spans(otlp, lines, logged, transport)
    else:  # .venv-modern has no OpenTelemetry SDK: the context is sent, no span is recorded
        assert [line["recorded"] for line in lines] == [False, False]


def check_client_spans(
    otlp: OtlpReceiver, lines: list[dict[str, Any]], logged: list[dict[str, Any]], transport: str
) -> None:
    """The legacy client's CLIENT spans, as exported: the ids it sent, the conventions' names."""
    assert [line["recorded"] for line in lines] == [True, True]
    echo, forecast = (
        otlp.wait_for_span(lambda s, line=line: s.span_id == line["span_id"]) for line in lines
    )
    for span, line, call in zip((echo, forecast), lines, CALLS, strict=True):
        assert (span.trace_id, span.parent_span_id) == (line["trace_id"], None)
        assert (span.name, span.kind) == (f"tools/call {call['tool']}", "CLIENT")
        assert span.trace_state == TRACESTATE
        assert span.scope == "toolvet.tests.traced_client"
        assert span.resource["service.name"] == "traced-legacy-client"
        assert {
            key: span.attributes.get(key)
            for key in (
                "mcp.method.name",
                "gen_ai.tool.name",
                "gen_ai.operation.name",
                "mcp.protocol.version",
                "network.transport",
            )
        } == {
            "mcp.method.name": "tools/call",
            "gen_ai.tool.name": call["tool"],
            "gen_ai.operation.name": "execute_tool",
            "mcp.protocol.version": LEGACY_VERSION,
            "network.transport": "tcp" if transport == "http" else "pipe",
        }
        assert span.attributes["jsonrpc.request.id"].isdigit()
    if transport == "http":
        assert echo.attributes["mcp.session.id"] == logged[0]["headers"]["mcp-session-id"]
        assert echo.attributes["server.address"] == "127.0.0.1"
    else:
        assert "mcp.session.id" not in echo.attributes
    assert (echo.status_code, echo.attributes.get("error.type")) == ("UNSET", None)
    assert (forecast.status_code, forecast.attributes["error.type"]) == ("ERROR", "tool_error")


@pytest.mark.parametrize(("client", "server"), [("legacy", "legacy"), ("modern", "modern")])
def test_over_http_the_headers_go_only_when_asked(
    client: str, server: str, otlp: OtlpReceiver, tmp_path: Path
):
    call_log = tmp_path / "calls.jsonl"
    options = ["--tool", "echo", "--arguments", '{"text": "no headers"}']
    [line] = run_against(client, server, "http", options, otlp, call_log)
    [entry] = read_call_log(call_log)
    assert entry["trace_headers"] == {}
    assert entry["meta"]["traceparent"] == line["meta"]["traceparent"]
    assert set(line["meta"]) == {"traceparent"}  # no baggage, no tracestate: none was given


@pytest.mark.parametrize("client", ["legacy", "modern"])
def test_a_call_that_gets_no_answer_in_time_is_an_error(
    client: str, otlp: OtlpReceiver, tmp_path: Path
):
    options = ["--tool", "echo", "--arguments", '{"text": "late"}', "--timeout", "0.000001"]
    [line] = run_against(client, client, "stdio", options, otlp, tmp_path / "calls.jsonl")
    assert line["result"] is None
    error = line["error"]
    assert isinstance(error["code"], int) and "timed out" in error["message"].lower()
    if client == "legacy":
        span = otlp.wait_for_span(lambda s: s.span_id == line["span_id"])
        assert (span.status_code, span.status_message) == ("ERROR", error["message"])
        assert span.attributes["error.type"] == span.attributes["rpc.response.status_code"]
        assert span.attributes["error.type"] == str(error["code"])


def test_the_command_line_is_checked():
    for options, complaint in (
        (["--tool", "echo"], "give a URL"),
        (["--tool", "echo", "--calls", "[]", "http://x/mcp"], "give --tool NAME"),
        (["--tool", "echo", "--header-too", "--", "true"], "--header-too needs a URL"),
        (["--calls", '{"tool": "echo"}', "http://x/mcp"], "--calls: a JSON list"),
    ):
        completed = subprocess.run(
            [*CLIENTS["legacy"], *options], capture_output=True, text=True, timeout=60
        )
        assert completed.returncode == 2, options
        assert complaint in completed.stderr, (options, completed.stderr)


# -- what the peers record, from raw JSON-RPC -----------------------------------------------------

META = {
    "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
    "tracestate": "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7",
    "baggage": "userId=alice",
    "example.com/nothing": None,
    "example.com/nested": {"list": [1, None, "x"], "empty": {}},
}
HEADERS = {  # other values than META's, in mixed case: recorded apart, by lowercased name
    "TraceParent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "TraceState": "rojo=00f067aa0ba902b7",
    "Baggage": "tenant=acme",
}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": LEGACY_VERSION,
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "1"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}
CALL = {
    "jsonrpc": "2.0",
    "id": 2,
    "method": "tools/call",
    "params": {"name": "echo", "arguments": {"text": "raw"}, "_meta": META},
}


async def call_over_stdio(command: list[str], call_log: Path) -> dict[str, Any]:
    """Initialize, then CALL, as raw JSON lines on a stdio server's stdin; the call's answer."""
    async with await anyio.open_process(
        command, env=peer_environment(call_log), stderr=subprocess.DEVNULL
    ) as process:
        assert process.stdin is not None and process.stdout is not None
        buffered = b""
        for message in (INITIALIZE, INITIALIZED, CALL):
            await process.stdin.send(json.dumps(message).encode() + b"\n")
            if "id" not in message:
                continue
            while True:  # until the answer to this request (notifications come in between)
                while b"\n" not in buffered:
                    buffered += await process.stdout.receive()
                line, buffered = buffered.split(b"\n", 1)
                answer = json.loads(line)
                if answer.get("id") == message["id"]:
                    break
        await process.stdin.aclose()
        return answer


async def call_over_http(url: str) -> dict[str, Any]:
    """Initialize, then CALL with HEADERS, as raw HTTP POSTs (the legacy era); the answer."""
    async with httpx.AsyncClient(headers=MCP_HEADERS, timeout=60) as http:
        response = await http.post(url, json=INITIALIZE)
        assert response.status_code == 200, response.text
        session = {
            "Mcp-Session-Id": response.headers["mcp-session-id"],
            "MCP-Protocol-Version": LEGACY_VERSION,
        }
        response = await http.post(url, json=INITIALIZED, headers=session)
        assert response.status_code == 202, response.text
        response = await http.post(url, json=CALL, headers={**session, **HEADERS})
        assert response.status_code == 200, response.text
        return answer_of(response)


@pytest.mark.parametrize("transport", ["http", "stdio"])
@pytest.mark.parametrize("server", ["legacy", "modern"])
async def test_a_peer_records_meta_as_sent_and_the_trace_headers(
    server: str, transport: str, tmp_path: Path
):
    call_log = tmp_path / "calls.jsonl"
    with anyio.fail_after(90):
        if transport == "stdio":
            answer = await call_over_stdio(server_command(server, "stdio"), call_log)
        else:
            with PeerServer(server, call_log=call_log) as peer:
                answer = await call_over_http(peer.url)
    assert text_of(answer["result"]) == "raw", answer
    [entry] = read_call_log(call_log)
    assert (entry["tool"], entry["arguments"], entry["meta"]) == ("echo", {"text": "raw"}, META)
    if transport == "http":
        assert entry["trace_headers"] == {key.lower(): value for key, value in HEADERS.items()}
        assert set(entry["headers"]) == {"mcp-session-id", "mcp-protocol-version"}  # as before
    else:
        assert set(entry) == {"tool", "arguments", "meta"}
