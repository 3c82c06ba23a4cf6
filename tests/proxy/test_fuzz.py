"""Fuzz: malformed JSON-RPC and hostile arguments, at stdio and HTTP. The proxy stays up and
answers every request it can answer (one answer per id), and nothing reaches stdout but JSON-RPC."""

from __future__ import annotations

import json
import select
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.proxy.support import (
    NOTES_SERVER,
    HttpProxy,
    python_server,
    raw_stdio_proxy,
    write_config,
)

FUZZ = settings(
    max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
hostile_arguments = st.one_of(
    json_values,
    st.dictionaries(
        st.sampled_from(["query", "limit", "filters", "sort", "qeury", "text", "seconds"]),
        json_values,
    ),
    st.builds(lambda depth: json.loads("[" * depth + "]" * depth), st.integers(1, 200)),
)
messages = st.one_of(
    st.binary(max_size=80).filter(lambda b: b"\n" not in b),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.fixed_dictionaries(
        {
            "jsonrpc": st.sampled_from(["2.0", "1.0", 2]),
            "method": st.sampled_from(["tools/call", "tools/list", "ping", "x/y", 5]),
        },
        optional={
            "id": st.one_of(st.integers(), st.text(max_size=5), st.booleans(), st.none()),
            "params": json_values,
        },
    ).map(lambda m: json.dumps(m).encode()),
    st.builds(
        lambda tool, arguments: json.dumps(
            {
                "jsonrpc": "2.0",
                "id": "call",
                "method": "tools/call",
                "params": {"name": tool, "arguments": arguments},
            }
        ).encode(),
        st.sampled_from(["search_notes", "create_note", "add_entities", "get_note", "nope"]),
        hostile_arguments,
    ),
)


class StdioProxy:
    def __init__(self, config: Path) -> None:
        self.process = raw_stdio_proxy(config, unbuffered=True)  # select() must see every byte
        self.pings = 0

    def exchange(self, line: bytes) -> list[dict[str, Any]]:
        """Send `line` and then a ping; return every answer up to the ping's."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.pings += 1
        ping_id = f"ping-{self.pings}"
        self.process.stdin.write(
            line
            + b"\n"
            + json.dumps({"jsonrpc": "2.0", "id": ping_id, "method": "ping"}).encode()
            + b"\n"
        )
        self.process.stdin.flush()
        answers = []
        while True:
            ready, _, _ = select.select([self.process.stdout], [], [], 30)
            assert ready, "no answer within 30 s"
            answer = json.loads(self.process.stdout.readline())  # stdout carries JSON-RPC only
            answers.append(answer)
            if answer.get("id") == ping_id:
                return answers


@pytest.fixture(scope="module")
def stdio_proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StdioProxy]:
    config = write_config(
        tmp_path_factory.mktemp("fuzz") / "servers.json", {"notes": python_server(NOTES_SERVER)}
    )
    proxy = StdioProxy(config)
    proxy.exchange(
        json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "fuzz", "version": "1"},
                },
            }
        ).encode()
    )
    yield proxy
    assert proxy.process.stdin is not None
    proxy.process.stdin.close()
    assert proxy.process.wait(timeout=30) == 0


@FUZZ
@given(line=messages)
def test_stdio_answers_and_stays_up(stdio_proxy: StdioProxy, line: bytes) -> None:
    answers = stdio_proxy.exchange(line)
    assert stdio_proxy.process.poll() is None
    for answer in answers:
        assert answer["jsonrpc"] == "2.0"
        assert ("result" in answer) != ("error" in answer)
    try:
        sent = json.loads(line)
    except ValueError:
        sent = None
    if isinstance(sent, dict) and sent.get("id") == "call" and sent.get("jsonrpc") == "2.0":
        # A well-formed tools/call is answered (a forwarded one may answer after the ping: collect it).
        ids = [a.get("id") for a in answers]
        while "call" not in ids:
            ids += [a.get("id") for a in stdio_proxy.exchange(b"")]
        assert ids.count("call") == 1


@pytest.fixture(scope="module")
def http_session(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[HttpProxy, Callable[[bytes], httpx.Response]]]:
    config = write_config(
        tmp_path_factory.mktemp("fuzz-http") / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
    )
    proxy = HttpProxy(config).start()
    headers = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
    client = httpx.Client(timeout=30)
    opened = client.post(
        proxy.url,
        headers=headers,
        content=json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 0,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "fuzz", "version": "1"},
                },
            }
        ),
    )
    headers["mcp-session-id"] = opened.headers["mcp-session-id"]
    headers["mcp-protocol-version"] = "2025-06-18"
    client.post(
        proxy.url,
        headers=headers,
        content=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    yield proxy, lambda body: client.post(proxy.url, headers=headers, content=body)
    client.close()
    proxy.stop()


@FUZZ
@given(body=messages)
def test_http_answers_and_stays_up(
    http_session: tuple[HttpProxy, Callable[[bytes], httpx.Response]], body: bytes
) -> None:
    proxy, post = http_session
    response = post(body)
    assert response.status_code < 500, response.text
    assert proxy.healthz().json()["status"] == "ok"
