"""The proxy over stdio (`toolvet serve --transport stdio`), as desktop clients run it.

The shared scenarios (scenarios.py) run here against a proxy the SDK's `stdio_client` starts;
below them, what only the stdio transport has.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.proxy.scenarios import *  # noqa: F403  (the shared scenarios, collected here for stdio)
from tests.proxy.support import (
    INITIALIZE,
    INITIALIZED,
    NOTES_SERVER,
    NOTES_TOOLS,
    REPO,
    assert_gone,
    process_tree,
    python_server,
    serve_command,
)

WriteConfig = Callable[..., Path]

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture(scope="module")
def transport() -> str:
    return "stdio"


# -- stdio only ----------------------------------------------------------------------------------


def jsonrpc_lines(*messages: dict[str, Any]) -> bytes:
    return b"".join(json.dumps(message).encode() + b"\n" for message in messages)


LIST_TOOLS = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}


@pytest.fixture
def notes_only(config_writer: WriteConfig) -> Path:
    return config_writer({"notes": python_server(NOTES_SERVER)})


async def test_the_proxy_exits_when_its_client_closes_stdin_and_its_upstreams_exit_with_it(
    notes_only: Path, tmp_path: Path
) -> None:
    with anyio.fail_after(60), (tmp_path / "stderr.log").open("wb") as errors:
        async with await anyio.open_process(
            serve_command(notes_only, "--transport", "stdio"), cwd=REPO, stderr=errors
        ) as process:
            assert process.stdin is not None and process.stdout is not None
            await process.stdin.send(jsonrpc_lines(INITIALIZE, INITIALIZED, LIST_TOOLS))
            received = b""
            while received.count(b"\n") < 2:  # the answers to initialize and tools/list
                received += await process.stdout.receive()
            tree = process_tree(process.pid)
            assert len(tree) == 2  # the proxy and the notes server

            await process.stdin.aclose()
            assert await process.wait() == 0
    # stdout carried the protocol and nothing else: every line is a JSON-RPC answer.
    answers = [json.loads(line) for line in received.splitlines()]
    assert [answer["id"] for answer in answers] == [1, 2]
    assert answers[0]["result"]["serverInfo"]["name"] == "toolvet"
    assert {tool["name"] for tool in answers[1]["result"]["tools"]} == NOTES_TOOLS
    assert_gone(tree, "the stdio proxy")
    said = (tmp_path / "stderr.log").read_text()
    assert "toolvet: 10 tools from 1 server\n" in said
    assert "endpoint: stdio: waiting for an MCP client on stdin" in said
    # Its first list of tools is not a change of them.
    assert "upstream notes: 10 tools: create_note, search_notes, " in said
    assert "changed its tools" not in said


async def test_stdin_from_dev_null_is_an_immediate_end_of_input(
    notes_only: Path, tmp_path: Path
) -> None:
    """`toolvet serve --transport stdio < /dev/null`: no client, so the proxy stops at once, cleanly."""
    with anyio.fail_after(60), (tmp_path / "stderr.log").open("wb") as errors:
        async with await anyio.open_process(
            serve_command(notes_only, "--transport", "stdio"),
            cwd=REPO,
            stdin=subprocess.DEVNULL,
            stderr=errors,
        ) as process:
            code = await process.wait()
    assert code == 0, (tmp_path / "stderr.log").read_text()


async def test_stdout_to_a_file_carries_the_answers(notes_only: Path, tmp_path: Path) -> None:
    """`toolvet serve --transport stdio > answers.jsonl` (e.g. a recorded session)."""
    answers = tmp_path / "answers.jsonl"
    with (
        anyio.fail_after(60),
        answers.open("wb") as out,
        (tmp_path / "stderr.log").open("wb") as errors,
    ):
        async with await anyio.open_process(
            serve_command(notes_only, "--transport", "stdio"), cwd=REPO, stdout=out, stderr=errors
        ) as process:
            assert process.stdin is not None
            await process.stdin.send(jsonrpc_lines(INITIALIZE, INITIALIZED, LIST_TOOLS))
            await process.stdin.aclose()
            code = await process.wait()
    assert code == 0, (tmp_path / "stderr.log").read_text()
    assert [json.loads(line)["id"] for line in answers.read_text().splitlines()] == [1, 2]
