"""Fuzz: a client sending malformed, mutated and hostile JSON-RPC, at stdio and HTTP, in both eras.

Every request gets exactly one answer (a request toolvet could read is answered under its id; a
line it could not read gets at most one error), the session goes on, nothing reaches stdout but
JSON-RPC, HTTP never answers 500, and a valid call right after still works. The other direction
(toolvet against a fuzzing upstream) is in test_hostile_upstream.py. `make fuzz` runs more.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.proxy.support import (
    BREAKING_PIECES,
    INITIALIZE,
    INITIALIZED,
    NOTES_SERVER,
    HttpProxy,
    RawStdioSession,
    mutate,
    python_server,
    write_config,
)

MODERN = "2026-07-28"
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": {"name": "fuzz", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}
# A request the server never answers (a mutated one it cannot read) is answered by toolvet's
# timeout: this one, well within the tests' own wait for an answer.
UPSTREAM_TIMEOUT = 5
# The bounds, lowered so the fuzzer reaches them: a message past them is refused, not a crash.
LIMITS = {"max_request_bytes": 20_000, "max_message_depth": 64, "max_number_length": 100}
FUZZ = settings(
    max_examples=int(os.environ.get("TOOLVET_FUZZ_EXAMPLES", "60")),
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
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
    st.builds(lambda depth: json.loads("[" * depth + "]" * depth), st.integers(1, 60)),
)


def call(tool: str, arguments: Any, *, modern: bool = False, request_id: Any = "call") -> bytes:
    params: dict[str, Any] = {"name": tool, "arguments": arguments}
    if modern:
        params["_meta"] = MODERN_META
    return json.dumps(
        {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}
    ).encode()


VALID_CALL = call("search_notes", {"query": "groceries"}, request_id="valid")
seeds = st.sampled_from(
    [
        VALID_CALL,
        call("create_note", {"title": "t", "body": "b"}),
        call("search_notes", {"query": "x", "limit": "5"}, modern=True),
        b'{"jsonrpc":"2.0","id":7,"method":"tools/list"}',
        b'{"jsonrpc":"2.0","id":"r","method":"resources/list","params":{}}',
        b'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"call"}}',
        b'{"jsonrpc":"2.0","id":9,"result":{}}',
    ]
)
pieces = st.sampled_from(
    [*BREAKING_PIECES, b"true", b"-", b"9" * 150, b"[" * 80, b'{"a":' * 40, b'"id":']
) | st.binary(max_size=6)


messages = st.one_of(
    st.binary(max_size=80),
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
        call,
        st.sampled_from(["search_notes", "create_note", "add_entities", "get_note", "nope"]),
        hostile_arguments,
        modern=st.booleans(),
    ),
    # Byte-level mutations of valid messages of both eras.
    st.builds(
        mutate,
        seeds,
        st.lists(st.tuples(st.integers(0, 300), st.integers(0, 8), pieces), min_size=1, max_size=4),
    ),
    # Past the bounds: too deep, a number too long, too large.
    st.builds(
        lambda depth, modern: (
            call("search_notes", {"query": "[" * depth}, modern=modern)
            .replace(b'"[', b"[" * depth + b'"')
            .replace(b'"]', b'"' + b"]" * depth)
        ),
        st.integers(55, 5000),
        st.booleans(),
    ),
    st.builds(
        lambda digits: call("search_notes", {"limit": 0}).replace(b"0}", b"9" * digits + b"}"),
        st.integers(90, 6000),
    ),
    st.builds(
        lambda size: call("create_note", {"title": "t", "body": "x" * size}),
        st.integers(19_000, 30_000),
    ),
)


def readable_request_id(line: bytes) -> tuple[bool, Any]:
    """Whether toolvet can read `line` as a request, and its id."""
    try:
        sent = json.loads(line)
    except (ValueError, RecursionError):
        return False, None
    if not (isinstance(sent, dict) and sent.get("jsonrpc") == "2.0" and "method" in sent):
        return False, None
    request_id = sent.get("id")
    usable = isinstance(request_id, str) or (
        isinstance(request_id, int) and not isinstance(request_id, bool)
    )
    return usable and len(line) <= LIMITS["max_request_bytes"], request_id


def assert_one_answer_each(answers: list[dict[str, Any]], line: bytes) -> None:
    for answer in answers:
        assert answer["jsonrpc"] == "2.0"
        assert ("result" in answer) != ("error" in answer)
    readable, request_id = readable_request_id(line)
    ids = [answer.get("id") for answer in answers]
    if readable:
        assert ids.count(request_id) == 1, (line[:200], answers)
    else:
        assert len(answers) <= 1, (line[:200], answers)


# -- stdio -------------------------------------------------------------------------------------


@pytest.fixture(scope="module", params=["legacy", "modern"])
def stdio_proxy(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[bytes, RawStdioSession]]:
    """(a valid call of the era, toolvet over stdio): a connection's first request decides its era."""
    config = write_config(
        tmp_path_factory.mktemp("fuzz") / "servers.json",
        {"notes": python_server(NOTES_SERVER, timeout=UPSTREAM_TIMEOUT)},
        limits=LIMITS,
    )
    proxy = RawStdioSession(config)
    modern = request.param == "modern"
    if modern:
        first = call("search_notes", {"query": "x"}, modern=True, request_id="first")
        assert proxy.exchange(first, until="first")[-1]["result"]["resultType"] == "complete"
    else:
        proxy.initialize()
    yield call("search_notes", {"query": "groceries"}, modern=modern, request_id="valid"), proxy
    proxy.close()


@FUZZ
@given(line=messages)
def test_stdio_answers_each_request_once_and_stays_up(
    stdio_proxy: tuple[bytes, RawStdioSession], line: bytes
) -> None:
    valid, proxy = stdio_proxy
    line = line.replace(b"\n", b" ").replace(b"\r", b" ")  # one line: one message
    readable, request_id = readable_request_id(line)
    answers = proxy.exchange(line, until=request_id if readable else None)
    assert proxy.process.poll() is None
    assert_one_answer_each(answers, line)
    answers = proxy.exchange(valid, until="valid")
    assert next(a for a in answers if a["id"] == "valid")["result"]["isError"] is False


# -- HTTP --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def http_proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[HttpProxy]:
    config = write_config(
        tmp_path_factory.mktemp("fuzz-http") / "servers.json",
        {"notes": python_server(NOTES_SERVER, timeout=UPSTREAM_TIMEOUT)},
        limits=LIMITS,
    )
    proxy = HttpProxy(config).start()
    yield proxy
    proxy.stop()


@pytest.fixture(scope="module", params=["legacy", "modern"])
def http_post(
    request: pytest.FixtureRequest, http_proxy: HttpProxy
) -> Iterator[tuple[bytes, Callable[[bytes], httpx.Response]]]:
    """(a valid call of the era, a POST of a body as a client of that era sends it: in a
    session, or with the modern headers)."""
    headers = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
    client = httpx.Client(timeout=30)
    if request.param == "legacy":
        opened = client.post(http_proxy.url, headers=headers, json=INITIALIZE)
        headers["mcp-session-id"] = opened.headers["mcp-session-id"]
        headers["mcp-protocol-version"] = "2025-06-18"
        client.post(http_proxy.url, headers=headers, json=INITIALIZED)
        valid = VALID_CALL
    else:
        headers["mcp-protocol-version"] = MODERN
        valid = call("search_notes", {"query": "groceries"}, modern=True, request_id="valid")
    # Fuzzed bodies go without the request headers of the modern era (a refusal is an answer
    # too); the valid call, with them.
    call_headers = {**headers, "mcp-method": "tools/call", "mcp-name": "search_notes"}

    def post(body: bytes) -> httpx.Response:
        sent = call_headers if body == valid else headers
        return client.post(http_proxy.url, headers=sent, content=body)

    yield valid, post
    client.close()


def answers_in(response: httpx.Response) -> list[dict[str, Any]]:
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        events = [
            json.loads(line[len("data: ") :])
            for line in response.text.splitlines()
            if line.startswith("data: ")
        ]
        return [event for event in events if "method" not in event]
    return [response.json()] if response.content else []


@FUZZ
@given(body=messages)
def test_http_answers_each_request_once_never_500_and_stays_up(
    http_proxy: HttpProxy,
    http_post: tuple[bytes, Callable[[bytes], httpx.Response]],
    body: bytes,
) -> None:
    valid, post = http_post
    response = post(body)
    assert response.status_code < 500, response.text
    if response.status_code != 202:
        assert_one_answer_each(answers_in(response), body)
    assert http_proxy.healthz().json()["status"] == "ok"
    (answer,) = answers_in(post(valid))
    assert answer["id"] == "valid" and answer["result"]["isError"] is False
