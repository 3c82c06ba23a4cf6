"""`proxy.rate_limits` through `load_tools`: the same step as the proxy's refuses a LangChain tool's
call over a limit with the proxy's text, before it reaches the server; two tool sets (two agent
processes) sharing one real redis-server share the limit."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import anyio

from tests.middleware.test_front_doors import text_of_message
from tests.middleware.test_operator_steps import invoke
from tests.proxy.support import NOTES_SERVER, CallLog, python_server, write_config
from tests.redis_server import RedisServer
from toolvet.middleware import load_tools


def config(path: Path, log: CallLog, **rate_limits: Any) -> Path:
    servers = {"notes": python_server(NOTES_SERVER, log.path)}
    return write_config(path, servers, rate_limits=rate_limits)


async def test_a_call_over_the_limit_is_refused_before_the_server(tmp_path: Path) -> None:
    log = CallLog(tmp_path / "notes.calls.jsonl")
    rule = {"tools": ["notes/search_notes"], "per": "caller", "limit": "2/minute"}
    with anyio.fail_after(60):
        async with load_tools(config(tmp_path / "servers.json", log, rules=[rule])) as toolset:
            answers = [await invoke(toolset, "search_notes", {"query": "plan"}) for _ in range(3)]
            other = await invoke(
                toolset, "get_note", {"id": "00000000-0000-0000-0000-000000000000"}
            )
    assert [a.status for a in answers] == ["success", "success", "error"]
    assert re.fullmatch(
        r"Tool 'search_notes' was not called: at most 2 calls a minute to notes/search_notes for"
        r" this session; try again in \d+ s\.",
        text_of_message(answers[2]),
    )
    assert [e["tool"] for e in log.entries()] == ["search_notes", "search_notes", "get_note"]
    assert other.status in ("success", "error")  # not limited: the rule does not name it
    assert "was not called" not in text_of_message(other)


async def test_two_tool_sets_sharing_one_redis_share_the_limit(
    tmp_path: Path, redis_server: RedisServer
) -> None:
    log = CallLog(tmp_path / "notes.calls.jsonl")
    rule = {"tools": ["*"], "per": "tool", "limit": "3/hour"}
    path = config(tmp_path / "servers.json", log, store=redis_server.url, rules=[rule])
    with anyio.fail_after(60):
        async with load_tools(path) as first, load_tools(path) as second:
            answers = []
            for _ in range(3):
                for toolset in (first, second):
                    answers.append(await invoke(toolset, "search_notes", {"query": "plan"}))
    assert [a.status for a in answers] == ["success"] * 3 + ["error"] * 3
    assert "for tool notes/search_notes" in text_of_message(answers[3])
    assert len(log.entries()) == 3
