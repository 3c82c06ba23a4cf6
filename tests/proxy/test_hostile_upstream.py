"""A hostile upstream: an answer that is not JSON, too deep, too large or holds a number past the
bounds fails the one call it answers (named: server, tool, size), the connection to the server
stays up, and the next call works; over stdio and streamable HTTP (JSON and SSE answers).

The upstream is tests/data/servers/hostile_answers_server.py: it answers a call with the bytes
the call asks for, so the cases below, and the fuzzing at the end, choose what it sends.
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.peers.support import free_port, stop_process
from tests.proxy.support import (
    BREAKING_PIECES,
    RawStdioSession,
    mutate,
    python_server,
    text_of,
    write_config,
)

HOSTILE_SERVER = Path(__file__).parents[1] / "data" / "servers" / "hostile_answers_server.py"
MAX_RESULT_BYTES = 100_000
# What `make fuzz` raises (see the Makefile): generated answers per upstream transport.
FUZZ_EXAMPLES = int(os.environ.get("TOOLVET_FUZZ_EXAMPLES", "40"))
GOOD = b'{"jsonrpc":"2.0","id":__ID__,"result":{"content":[{"type":"text","text":"hi"}]}}'
# The upstreams: stdio; streamable HTTP answering with a JSON body or an SSE stream; and the
# HTTP+SSE transport of 2024-11-05.
TOOLS = ("s__reply", "h__reply", "h__reply/sse", "l__reply")


class HostileSetup:
    """toolvet over stdio, fronting the hostile server over stdio (`s`), streamable HTTP (`h`)
    and HTTP+SSE (`l`)."""

    def __init__(self, directory: Path) -> None:
        self.handshakes = directory / "handshakes.log"
        port = free_port()
        environment = {**os.environ, "HOSTILE_STARTS": str(self.handshakes)}
        self.http_server = subprocess.Popen(
            [sys.executable, str(HOSTILE_SERVER), "--http", str(port)], env=environment
        )
        config = write_config(
            directory / "servers.json",
            {
                "s": python_server(
                    HOSTILE_SERVER, env={"HOSTILE_STARTS": str(self.handshakes)}, timeout=10
                ),
                "h": {"url": f"http://127.0.0.1:{port}/mcp", "timeout": 10},
                "l": {"url": f"http://127.0.0.1:{port}/sse", "transport": "sse", "timeout": 10},
            },
            namespacing="always",
            limits={"max_result_bytes": MAX_RESULT_BYTES},
        )
        self.proxy = RawStdioSession(config)
        self.proxy.initialize()
        self.calls = 0

    def call(self, tool: str, raw: bytes, *, then_answer: bool = False) -> list[dict[str, Any]]:
        """Every answer toolvet gives a call of `tool` that makes the server answer `raw`."""
        name, _, mode = tool.partition("/")
        self.calls += 1
        arguments = {"bytes": base64.b64encode(raw).decode(), "then_answer": then_answer}
        if mode == "sse":
            arguments["sse"] = True
        request = {
            "jsonrpc": "2.0",
            "id": self.calls,
            "method": "tools/call",
            "params": {"name": name, "arguments": arguments},
        }
        return self.proxy.exchange(json.dumps(request).encode(), until=self.calls)

    def handshake_count(self) -> int:
        return len(self.handshakes.read_text().splitlines())

    def close(self) -> None:
        self.proxy.close()
        stop_process(self.http_server)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[HostileSetup]:
    setup = HostileSetup(tmp_path_factory.mktemp("hostile"))
    try:
        assert setup.handshake_count() == 3  # one per upstream
        yield setup
    finally:
        setup.close()


def only_answer(answers: list[dict[str, Any]]) -> dict[str, Any]:
    assert len(answers) == 1, answers
    return answers[0]


DEEP = b'{"jsonrpc":"2.0","id":__ID__,"result":{"content":' + b"[" * 5000 + b"]" * 5000 + b"}}"
HUGE = (
    b'{"jsonrpc":"2.0","id":__ID__,"result":{"content":[{"type":"text","text":"'
    + b"x" * 200_000
    + b'"}]}}'
)
CASES = {
    "too deep": (
        DEEP,
        "a message nested more than 200 levels deep (proxy.limits.max_message_depth)",
    ),
    # As the TypeScript SDK writes an answer: its id last.
    "too deep, id last": (
        b'{"result":{"content":' + b"[" * 5000 + b"]" * 5000 + b'},"jsonrpc":"2.0","id":__ID__}',
        "nested more than 200 levels deep",
    ),
    "not JSON": (b'{"jsonrpc":"2.0","id":__ID__,"result":{oops', "not JSON: Expecting"),
    "too large": (HUGE, f"larger than proxy.limits.max_result_bytes ({MAX_RESULT_BYTES:,} bytes)"),
    "a long number": (
        b'{"jsonrpc":"2.0","id":__ID__,"result":{"content":[],"n":' + b"9" * 5000 + b"}}",
        "a number of 5,000 characters",
    ),
    "not JSON-RPC": (b'{"jsonrpc":"2.0","id":__ID__,"result":[1]}', "result must be an object"),
}


@pytest.mark.parametrize("tool", TOOLS)
@pytest.mark.parametrize("case", CASES)
def test_a_hostile_answer_fails_its_call_and_the_connection_stays(
    hostile: HostileSetup, tool: str, case: str
) -> None:
    raw, reason = CASES[case]
    server = tool[0]
    answer = only_answer(hostile.call(tool, raw))
    assert answer["result"]["isError"] is True
    text = text_of(answer["result"])
    assert text.startswith(
        f"The call to '{tool.partition('/')[0]}' did not complete: server '{server}' sent an"
        " answer toolvet cannot pass on: "
    ), text
    assert reason in text
    if case == "too large" and not tool.endswith("sse"):
        assert "a message of " in text and " bytes" in text  # the size, where it was read
    # The connection stayed: the next call is answered, with no new handshake.
    assert text_of(only_answer(hostile.call(tool, GOOD))["result"]) == "hi"
    assert hostile.handshake_count() == 3


@pytest.mark.parametrize("tool", TOOLS)
def test_an_answer_with_no_id_to_be_found_is_dropped_and_the_call_answered_once(
    hostile: HostileSetup, tool: str
) -> None:
    answer = only_answer(hostile.call(tool, b"\x00\xff garbage without an id", then_answer=True))
    if tool == "h__reply":
        # A JSON body can only be the answer of the request it came back on: that call fails.
        assert answer["result"]["isError"] is True
    else:
        assert text_of(answer["result"]) == "fallback"  # the server's own proper answer after it
    assert text_of(only_answer(hostile.call(tool, GOOD))["result"]) == "hi"
    assert hostile.handshake_count() == 3


# -- fuzzing: byte-level mutations of a valid answer -----------------------------------------------


pieces = st.sampled_from(
    [*BREAKING_PIECES, b"\n", b"9" * 400, b"[" * 300, b'"id":7,', b"__ID__"]
) | st.binary(max_size=8)
mutated_answers = st.one_of(
    st.builds(
        mutate,
        st.just(GOOD),
        st.lists(st.tuples(st.integers(0, 200), st.integers(0, 6), pieces), min_size=1, max_size=5),
    ),
    st.builds(
        lambda depth: GOOD.replace(b'"hi"', b"[" * depth + b"]" * depth), st.integers(150, 3000)
    ),
    st.binary(max_size=120),
)


@pytest.mark.parametrize("tool", TOOLS)
def test_fuzzing_the_answers_every_call_is_answered_once_and_the_upstream_stays(
    hostile: HostileSetup, tool: str
) -> None:
    @settings(
        max_examples=FUZZ_EXAMPLES,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(raw=mutated_answers)
    def answered_once(raw: bytes) -> None:
        answer = only_answer(hostile.call(tool, raw, then_answer=True))
        assert ("result" in answer) != ("error" in answer)
        assert hostile.handshake_count() == 3

    answered_once()
    assert text_of(only_answer(hostile.call(tool, GOOD))["result"]) == "hi"
