"""A hostile upstream schema (2^16 paths) and a costly bounded one, behind a real proxy.

The bomb is past the bounds: `toolvet check` names it, and its calls are answered at once under
the `invalid_schema` policy (forwarded unchecked, or blocked). The bounded one is checked on the
validation worker within `proxy.limits.validation_budget`. Meanwhile another client's calls are
answered. How long they wait is measured by bench/bench_bounds.py, not asserted here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio

from tests.proxy.support import (
    META_KEY,
    HttpProxy,
    http_connection,
    text_of,
    toolvet,
    write_config,
)

SERVER = Path(__file__).resolve().parents[1] / "data" / "servers" / "hostile_schemas_server.py"


def _config(tmp_path: Path, *, proxy: dict[str, Any] | None = None, **validation: Any) -> Path:
    entry = {"command": sys.executable, "args": [str(SERVER)], "validation": validation}
    return write_config(tmp_path / "servers.json", {"hostile": entry}, **(proxy or {}))


def test_check_names_the_tool_whose_schema_is_too_complex(tmp_path: Path) -> None:
    run = toolvet("check", "--config", _config(tmp_path))
    assert run.returncode == 1
    line, summary = run.stdout.splitlines()
    assert summary == "checked 3 tools of 1 server: 1 problem"
    assert line.startswith("hostile/bomb: schema_too_complex: the schema is too complex")
    assert "max_expanded" in line


async def test_bomb_calls_are_answered_and_another_clients_calls_go_on(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    # A budget no check comes near: that the default one suffices is bench_bounds' figure, and a
    # loaded machine may take longer.
    proxy = http_proxy(_config(tmp_path, proxy={"limits": {"validation_budget": 60}}))
    echoed: list[str] = []
    with anyio.fail_after(120):
        async with http_connection(proxy.url) as a, http_connection(proxy.url) as b:

            async def other_client() -> None:
                for i in range(20):
                    echoed.append(text_of(await a.session.call_tool("echo", {"text": str(i)})))

            async with anyio.create_task_group() as group:
                group.start_soon(other_client)
                bomb = await b.session.call_tool("bomb", {"q": 5})
                heavy = await b.session.call_tool("heavy", {"q": 5})
                fine = await b.session.call_tool("heavy", {"q": "long enough"})

    # The bomb's schema cannot be used: under `invalid_schema: pass` its call goes through unchecked.
    assert text_of(bomb) == 'bomb ran with {"q": 5}'
    assert "has an unusable schema (the schema is too complex" in proxy.log()
    # The bounded schema is checked, and a bad call explained, on the worker.
    assert heavy.isError
    assert "- q: expected string (at least 3 characters), got 5 (integer)" in text_of(heavy)
    assert text_of(fine) == 'heavy ran with {"q": "long enough"}'
    assert echoed == [str(i) for i in range(20)]


async def test_blocked_bomb_calls_and_a_spent_budget_are_answered_with_the_reason(
    tmp_path: Path, http_proxy: Callable[[Path], HttpProxy]
) -> None:
    budget = {"limits": {"validation_budget": 0.001}}
    config = _config(tmp_path, proxy=budget, invalid_schema="block")
    proxy = http_proxy(config)
    with anyio.fail_after(60):
        async with http_connection(proxy.url) as client:
            bomb = await client.session.call_tool("bomb", {"q": 5})
            heavy = await client.session.call_tool("heavy", {"q": 5})
            echo = await client.session.call_tool(
                "echo", {"text": "cheap calls are checked in place"}
            )
    assert bomb.isError
    assert text_of(bomb).startswith("Tool 'bomb' cannot be called: its input schema cannot be used")
    assert bomb.meta is not None
    assert bomb.meta[META_KEY]["issues"][0]["code"] == "schema_too_complex"
    assert heavy.isError and heavy.meta is not None
    assert [i["code"] for i in heavy.meta[META_KEY]["issues"]] == ["validation_budget"]
    assert "took longer than the 0.001 s budget" in text_of(heavy)
    assert text_of(echo) == "cheap calls are checked in place"
