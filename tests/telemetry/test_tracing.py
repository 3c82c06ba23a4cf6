"""toolvet in the middle of one trace: a traced client (python SDK 1.x and 2.x, OpenTelemetry,
its context in `_meta`) -> toolvet (stdio and HTTP) -> real upstreams of both eras that record the
`_meta` and headers they receive, with toolvet exporting over OTLP, configured by OTEL_* variables
only, to a receiver that decodes the wire format. Checked: one trace id from client to server,
toolvet's SERVER span the child of the client's, its CLIENT span the parent of what the server got,
the verdict of a valid, a repaired, a rejected and a timed-out call, the metrics, the log lines."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from tests.data.content.secrets.generate import Maker
from tests.peers.support import (
    CALL_LOG_ENV,
    MODERN_PYTHON,
    PeerServer,
    read_call_log,
    require_peers,
    server_command,
)
from tests.proxy.support import (
    INITIALIZE,
    MCP_HEADERS,
    NOTES_SERVER,
    REPO,
    CallLog,
    HttpProxy,
    answer_of,
    http_connection,
    python_server,
    serve_command,
    write_config,
)
from tests.telemetry.receiver import OtlpReceiver, Span

HERE = Path(__file__).parent
POISONED_SERVER = REPO / "tests" / "data" / "servers" / "poisoned_server.py"
LEAKED = Maker(33).crc_token("ghp_")
BAGGAGE = "tenant=acme"
TRACESTATE = "congo=t61rcWkgMzE"


@dataclass
class Fronted:
    """The receiver, the upstreams (with their call logs) and toolvet's config."""

    receiver: OtlpReceiver
    config: Path
    logs: dict[str, Path]
    directory: Path
    proxy: HttpProxy

    def calls(self, server: str) -> list[dict[str, Any]]:
        return read_call_log(self.logs[server])


@pytest.fixture(scope="module")
def fronted(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Fronted]:
    require_peers()
    directory = tmp_path_factory.mktemp("tracing")
    logs = {name: directory / f"{name}.calls.jsonl" for name in ("modern", "legacy", "notes")}
    legacy = server_command("legacy", "stdio")
    with (
        OtlpReceiver() as receiver,
        PeerServer("modern", call_log=logs["modern"], log_file=directory / "peer.log") as peer,
        pytest.MonkeyPatch.context() as patch,
    ):
        for name, value in receiver.environment("toolvet").items():
            patch.setenv(name, value)
        servers = {
            "modern": {"url": peer.url, "protocol": "modern", "timeout": 2},
            "legacy": {
                "command": legacy[0],
                "args": legacy[1:],
                "env": {CALL_LOG_ENV: str(logs["legacy"])},
                "timeout": 2,
            },
            "notes": {**python_server(NOTES_SERVER, logs["notes"]), "timeout": 1},
            "poisoned": {**python_server(POISONED_SERVER), "env": {"LEAKED_TOKEN": LEAKED}},
        }
        config = write_config(directory / "servers.json", servers, namespacing="always")
        with HttpProxy(
            config, log_file=directory / "toolvet.log", options=("--log-format", "json")
        ) as proxy:
            yield Fronted(receiver, config, logs, directory, proxy)


def traced_calls(
    fronted: Fronted, client: str, transport: str, calls: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Run the traced client of `client`'s era over `transport`; one line per call."""
    python, script = (
        (MODERN_PYTHON, HERE / "traced_modern_client.py")
        if client == "modern"
        else (sys.executable, HERE / "traced_client.py")
    )
    target = (
        [fronted.proxy.url, "--header-too"]
        if transport == "http"
        else ["--", *serve_command(fronted.config)]
    )
    env = {**os.environ, **fronted.receiver.environment("traced-client")}
    done = subprocess.run(
        [
            str(python),
            str(script),
            "--calls",
            json.dumps(calls),
            "--baggage",
            BAGGAGE,
            "--tracestate",
            TRACESTATE,
            *target,
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def toolvet_spans(fronted: Fronted, trace_id: str, count: int) -> list[Span]:
    return fronted.receiver.wait_for_spans(
        lambda s: s.trace_id == trace_id and s.scope == "toolvet", count=count
    )


def call_span(fronted: Fronted, trace_id: str) -> Span:
    """toolvet's SERVER span of the tools/call in the trace, once it has arrived."""
    [span] = fronted.receiver.wait_for_spans(
        lambda s: (
            s.trace_id == trace_id
            and s.scope == "toolvet"
            and s.kind == "SERVER"
            and s.name.startswith("tools/call")
        )
    )
    return span


def call(server: str, tool: str, **arguments: Any) -> dict[str, Any]:
    return {"tool": f"{server}__{tool}", "arguments": arguments}


MATRIX = [
    (client, transport, server)
    for client in ("legacy", "modern")
    for transport in ("stdio", "http")
    for server in ("legacy", "modern")
]


@pytest.mark.parametrize(("client", "transport", "server"), MATRIX)
def test_one_trace_runs_from_the_client_through_toolvet_to_the_server(
    fronted: Fronted, client: str, transport: str, server: str
) -> None:
    before = len(fronted.calls(server))
    [sent] = traced_calls(fronted, client, transport, [call(server, "echo", text="hi")])
    trace_id = sent["trace_id"]
    # (a modern client's own requests may share the call's trace: its span is current then)
    spans = fronted.receiver.wait_for_spans(
        lambda s: (
            s.trace_id == trace_id and s.scope == "toolvet" and s.name.startswith("tools/call")
        ),
        count=2,
    )
    [incoming] = [s for s in spans if s.kind == "SERVER"]
    [outgoing] = [s for s in spans if s.kind == "CLIENT"]
    assert incoming.name == f"tools/call {server}__echo"
    assert incoming.parent_span_id == sent["span_id"]  # the client's span
    assert outgoing.parent_span_id == incoming.span_id
    assert incoming.attributes["mcp.method.name"] == "tools/call"
    assert incoming.attributes["gen_ai.tool.name"] == f"{server}__echo"
    assert incoming.attributes["network.transport"] == ("pipe" if transport == "stdio" else "tcp")
    assert incoming.attributes["toolvet.verdict"] == "accepted"
    assert outgoing.attributes["toolvet.server"] == server
    assert outgoing.name == "tools/call echo"
    # What the server received: toolvet's context, the client's tracestate and baggage.
    [received] = fronted.calls(server)[before:]
    meta = received["meta"]
    assert meta["traceparent"].split("-")[1:3] == [trace_id, outgoing.span_id]
    assert meta["tracestate"] == TRACESTATE and meta["baggage"] == BAGGAGE
    if server == "modern":  # over HTTP: the headers too
        assert received["trace_headers"]["traceparent"] == meta["traceparent"]


def test_the_verdicts_are_on_the_calls_spans(fronted: Fronted) -> None:
    answers = traced_calls(
        fronted,
        "legacy",
        "http",
        [
            call("legacy", "forecast", city="Oslo", days="4"),
            call("legacy", "forecast", city="Privateville", days=99),
        ],
    )
    repaired, rejected = (call_span(fronted, a["trace_id"]) for a in answers)
    assert repaired.attributes["toolvet.verdict"] == "repaired"
    assert repaired.attributes["toolvet.repair.codes"] == ["number_from_string"]
    assert repaired.attributes["toolvet.schema.hash"]
    assert repaired.status_code == "UNSET"
    # Refused: an error span, though the client got a normal result with isError.
    assert answers[1]["result"]["isError"] is True
    assert rejected.attributes["toolvet.verdict"] == "rejected"
    assert rejected.attributes["toolvet.issue.codes"]
    assert rejected.attributes["error.type"] == "rejected" and rejected.status_code == "ERROR"
    assert not fronted.receiver.children_of(rejected)  # nothing went upstream
    assert "Privateville" not in json.dumps(rejected.attributes)  # codes, never values


def test_a_call_blocked_for_a_secret_shows_it_on_its_span(fronted: Fronted) -> None:
    token = Maker(31).crc_token("ghp_")
    [answer] = traced_calls(
        fronted, "legacy", "http", [call("legacy", "forecast", city=f"Oslo {token}", days=3)]
    )
    blocked = call_span(fronted, answer["trace_id"])
    assert answer["result"]["isError"] is True
    assert blocked.attributes["toolvet.verdict"] == "blocked"
    assert blocked.attributes["toolvet.issue.codes"] == ["secret"]
    assert not fronted.receiver.children_of(blocked)  # nothing went upstream
    assert token not in json.dumps(blocked.attributes)


def test_what_the_content_guard_finds_in_a_call_is_on_its_span(fronted: Fronted) -> None:
    pasted = Maker(34).crc_token("ghp_")
    answers = traced_calls(
        fronted,
        "legacy",
        "http",
        [
            call("poisoned", "whoami"),
            call("poisoned", "weather", text="Oslo"),
            call("poisoned", "echo", text=f"my key {pasted}"),
        ],
    )
    leaked, injected, pasted_in = (call_span(fronted, a["trace_id"]) for a in answers)
    assert leaked.event("toolvet.content").attributes == {
        "toolvet.content.surface": "result",
        "toolvet.content.action": "redacted",
        "toolvet.content.rules": ["github-pat"],
        "toolvet.content.pointers": ["/content/0/text", "/structuredContent/token"],
    }
    warned = injected.event("toolvet.content").attributes  # results: warn, the default
    assert warned["toolvet.content.surface"] == "result"
    assert warned["toolvet.content.action"] == "warned"
    assert "instruction.override" in warned["toolvet.content.rules"]
    assert warned["toolvet.content.pointers"] == ["/content/0/text"]
    assert pasted_in.event("toolvet.content").attributes == {
        "toolvet.content.surface": "arguments",
        "toolvet.content.action": "blocked",
        "toolvet.content.rules": ["github-pat"],
        "toolvet.content.pointers": ["/text"],
    }
    shown = json.dumps([s.attributes for s in (leaked, injected, pasted_in)]) + json.dumps(
        [e.attributes for s in (leaked, injected, pasted_in) for e in s.events]
    )
    assert LEAKED not in shown and pasted not in shown and "protonmail" not in shown


def test_a_call_that_times_out_shows_where(fronted: Fronted) -> None:
    [answer] = traced_calls(
        fronted, "legacy", "http", [call("notes", "slow_echo", text="zz", seconds=5)]
    )
    spans = toolvet_spans(fronted, answer["trace_id"], 2)
    [outgoing] = [s for s in spans if s.kind == "CLIENT"]
    assert outgoing.attributes["error.type"] == "timeout" and outgoing.status_code == "ERROR"
    assert answer["result"]["isError"] is True


def test_durations_and_counts_are_exported_as_metrics(fronted: Fronted) -> None:
    traced_calls(fronted, "legacy", "http", [call("legacy", "echo", text="count me")])
    [duration, *_] = fronted.receiver.wait_for_metric(
        "mcp.server.operation.duration",
        lambda p: p.attributes.get("mcp.method.name") == "tools/call" and (p.count or 0) > 0,
    )
    assert duration.kind == "histogram" and duration.unit == "s"
    [upstream, *_] = fronted.receiver.wait_for_metric(
        "mcp.client.operation.duration", lambda p: p.attributes.get("toolvet.server") == "legacy"
    )
    assert upstream.count
    [calls, *_] = fronted.receiver.wait_for_metric(
        "toolvet_tool_calls", lambda p: p.attributes.get("outcome") == "accepted"
    )
    assert calls.value >= 1


def test_log_lines_inside_a_span_carry_its_ids(fronted: Fronted) -> None:
    [answer] = traced_calls(
        fronted, "legacy", "http", [call("legacy", "forecast", city="Oslo", days="5")]
    )
    toolvet_spans(fronted, answer["trace_id"], 2)
    lines = [json.loads(line) for line in fronted.proxy.log().splitlines() if line.startswith("{")]
    repaired = [line for line in lines if line["message"].startswith("repaired a call to")]
    assert any(line.get("trace_id") == answer["trace_id"] for line in repaired)


def test_without_the_extra_toolvet_serves_as_before(fronted: Fronted, tmp_path: Path) -> None:
    """OTEL_* variables set, but OpenTelemetry not installed (hidden from the import system)."""
    hidden = tmp_path / "no-otel"
    (hidden / "opentelemetry").mkdir(parents=True)
    (hidden / "opentelemetry" / "__init__.py").write_text(
        "raise ImportError('opentelemetry is not installed (hidden by the test)')\n"
    )
    env = {
        **os.environ,
        **fronted.receiver.environment("no-extra"),
        "PYTHONPATH": str(hidden),
    }
    done = subprocess.run(
        [sys.executable, str(HERE / "untraced_call.py"), *serve_command(fronted.config)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["content"][0]["text"] == "hi"
    assert "pip install 'toolvet[otel]'" in done.stderr
    assert not [s for s in fronted.receiver.spans() if s.resource.get("service.name") == "no-extra"]


async def test_a_cancelled_call_ends_both_its_spans_as_cancelled(fronted: Fronted) -> None:
    payload = "cancel-me-traced"
    with anyio.fail_after(30):
        async with http_connection(fronted.proxy.url) as client, anyio.create_task_group() as group:
            group.start_soon(
                client.session.call_tool, "notes__slow_echo", {"text": payload, "seconds": 0.9}
            )
            request_id = await client.wait_for_sent_request(
                "tools/call", lambda params: params.get("arguments", {}).get("text") == payload
            )
            await CallLog(fronted.logs["notes"]).wait_for(
                lambda call: call["arguments"].get("text") == payload, timeout=20
            )
            await client.cancel(request_id, "the user changed their mind")
            group.cancel_scope.cancel()
    spans = fronted.receiver.wait_for_spans(
        lambda s: s.name.endswith("slow_echo") and s.attributes.get("error.type") == "cancelled",
        count=2,
    )
    assert {s.kind for s in spans} == {"SERVER", "CLIENT"}
    server = next(s for s in spans if s.kind == "SERVER")
    assert server.status_code == "ERROR"


def test_a_call_the_bridge_carries_shows_the_input_it_needed(fronted: Fronted) -> None:
    """A legacy client, a modern server that answers `input_required`: the bridge's part."""
    [answer] = traced_calls(
        fronted, "legacy", "http", [call("modern", "confirm_action", action="deploy")]
    )
    incoming = call_span(fronted, answer["trace_id"])
    # This client declares no elicitation: the call ends after one round, saying why.
    assert "needs input the client could not give: elicitation/create" in answer["error"]["message"]
    rounds = [e.name for e in incoming.events]
    assert rounds == ["toolvet.bridge.input_required"]
    # One CLIENT span per round upstream, each child of the call's span.
    upstream = [s for s in fronted.receiver.children_of(incoming) if s.kind == "CLIENT"]
    assert len(upstream) >= len(rounds)
    assert upstream[0].attributes["toolvet.result_type"] == "input_required"


def test_without_meta_the_http_traceparent_header_is_continued(fronted: Fronted) -> None:
    parent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
    with httpx.Client(base_url=fronted.proxy.url, timeout=30) as http:
        opened = http.post("", json=INITIALIZE, headers=MCP_HEADERS)
        session = {"mcp-session-id": opened.headers["mcp-session-id"]}
        called = http.post(
            "",
            json={
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "legacy__echo", "arguments": {"text": "headers only"}},
            },
            headers={**MCP_HEADERS, **session, "traceparent": parent, "baggage": BAGGAGE},
        )
        assert answer_of(called)["result"]["content"][0]["text"] == "headers only"
    [incoming] = fronted.receiver.wait_for_spans(
        lambda s: s.trace_id == "4bf92f3577b34da6a3ce929d0e0e4736" and s.kind == "SERVER"
    )
    assert incoming.parent_span_id == "00f067aa0ba902b7"


def test_a_listen_is_one_span_from_its_request_to_its_closing(fronted: Fronted) -> None:
    """A 2026-07-28 client's `subscriptions/listen` over HTTP, closed by hanging up."""
    parent = "00-5bf92f3577b34da6a3ce929d0e0e4736-10f067aa0ba902b7-01"
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "test", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {},
        "traceparent": parent,
    }
    listen = {
        "jsonrpc": "2.0",
        "id": "L1",
        "method": "subscriptions/listen",
        "params": {"notifications": {"toolsListChanged": True}, "_meta": meta},
    }
    headers = {
        **MCP_HEADERS,
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "subscriptions/listen",
    }
    with (
        httpx.Client(timeout=30) as http,
        http.stream("POST", fronted.proxy.url, json=listen, headers=headers) as stream,
    ):
        first = next(line for line in stream.iter_lines() if line.startswith("data: "))
        assert "notifications/subscriptions/acknowledged" in first
    [span] = fronted.receiver.wait_for_spans(
        lambda s: s.trace_id == "5bf92f3577b34da6a3ce929d0e0e4736" and s.kind == "SERVER"
    )
    assert span.name == "subscriptions/listen" and span.parent_span_id == "10f067aa0ba902b7"
    assert [e.name for e in span.events] == ["toolvet.listen.closed"]
    assert span.status_code == "UNSET"  # hanging up is how a listen ends
