"""An operator's step named in servers.json (`proxy.steps`) runs on every call through both front
doors, the proxy (`toolvet serve` with the SDK's client) and `load_tools`: the example step
(examples/steps/verdict_log.py) logs the same verdicts through each; a step that raises fails
its call and nothing else; and one that cannot be built stops `load_tools` before any server
starts."""

from __future__ import annotations

import json
import os
import textwrap
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.shared.exceptions import McpError

from tests.middleware.test_front_doors import text_of_message
from tests.proxy.support import NOTES_SERVER, REPO, CallLog, python_server, stdio_proxy, text_of
from tests.proxy.support import write_config as write_servers
from toolvet.config import ConfigError
from toolvet.middleware import ToolSet, load_tools

STEPS_FOLDER = REPO / "examples" / "steps"
# A valid call, one toolvet repairs ("5" -> 5), one it rejects (limit is at most 100).
CALLS = [{"query": "plan"}, {"query": "plan", "limit": "5"}, {"query": "plan", "limit": 500}]
OUTCOMES = ["accepted", "repaired", "rejected"]
FLAKY = '''
    class Flaky:
        """Fails on the way in for query "boom", on the way out for query "late"."""

        async def __call__(self, call, next):
            if call.arguments.get("query") == "boom":
                raise RuntimeError("the store is down")
            result = await next(call)
            if call.arguments.get("query") == "late":
                raise RuntimeError("the store went down")
            return result
'''


def on_pythonpath(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """`folder` on PYTHONPATH for `toolvet serve`, and on this process's path for `load_tools`,
    as an operator puts the folder of their steps."""
    paths = [str(folder), *filter(None, [os.environ.get("PYTHONPATH")])]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(paths))
    monkeypatch.syspath_prepend(str(folder))


async def invoke(toolset: ToolSet, name: str, args: dict[str, Any]) -> Any:
    return await toolset.tool(name).ainvoke(
        {"type": "tool_call", "id": "c1", "name": name, "args": args}
    )


def verdicts(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


async def test_the_example_step_logs_every_verdict_through_both_front_doors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_pythonpath(monkeypatch, STEPS_FOLDER)
    logs = {door: tmp_path / f"{door}.verdicts.jsonl" for door in ("proxy", "load_tools")}

    def config(door: str) -> Path:
        step = {"use": "verdict_log:VerdictLog", "options": {"path": str(logs[door])}}
        servers = {"notes": python_server(NOTES_SERVER)}
        return write_servers(tmp_path / f"{door}.json", servers, steps=[step])

    with anyio.fail_after(60):
        async with stdio_proxy(config("proxy")) as proxy:
            results = [await proxy.session.call_tool("search_notes", args) for args in CALLS]
            with pytest.raises(McpError, match="Unknown tool 'serch_notes'"):
                await proxy.session.call_tool("serch_notes", {"query": "plan"})
        async with load_tools(config("load_tools")) as toolset:
            answers = [await invoke(toolset, "search_notes", args) for args in CALLS]
    assert [r.isError for r in results] == [False, False, True]
    assert [a.status for a in answers] == ["success", "success", "error"]
    through_proxy, through_load_tools = verdicts(logs["proxy"]), verdicts(logs["load_tools"])
    assert [(v["server"], v["tool"], v["outcome"], v["caller"]) for v in through_proxy] == [
        *(("notes", "search_notes", outcome, None) for outcome in OUTCOMES),
        (None, "serch_notes", "unknown_tool", None),  # the step sees even what no tool has
    ]
    assert [v["outcome"] for v in through_load_tools] == OUTCOMES


async def test_a_step_that_raises_fails_its_call_and_nothing_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "flaky_steps.py").write_text(textwrap.dedent(FLAKY), encoding="utf-8")
    on_pythonpath(monkeypatch, tmp_path)
    calls = CallLog(tmp_path / "calls.jsonl")
    servers = {"notes": python_server(NOTES_SERVER, calls.path)}
    config = write_servers(tmp_path / "servers.json", servers, steps=[{"use": "flaky_steps:Flaky"}])
    queries = ["boom", "late", "plan"]
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy:
            results = [await proxy.session.call_tool("search_notes", {"query": q}) for q in queries]
        async with load_tools(config) as toolset:
            answers = [await invoke(toolset, "search_notes", {"query": q}) for q in queries]
    failed = "did not complete: the step 'Flaky' failed (RuntimeError: the store is down)"
    # On the way in: the call fails, naming the step, and never reaches the server.
    assert results[0].isError and failed in text_of(results[0])
    assert answers[0].status == "error" and failed in text_of_message(answers[0])
    # On the way out: the tool ran, so its answer stands (one answer, the tool's) ...
    for result in results[1:]:
        assert not result.isError and result.structuredContent is not None
    assert [a.status for a in answers[1:]] == ["success", "success"]
    # ... and the session went on serving.
    assert [entry["arguments"]["query"] for entry in calls.entries()] == ["late", "plan"] * 2


async def test_a_step_that_cannot_be_built_stops_load_tools_before_any_server_starts(
    tmp_path: Path,
) -> None:
    # A server that cannot start: were the steps built after connecting, this would be a
    # ToolLoadError about the server instead.
    servers = {"notes": {"command": str(tmp_path / "no-such-server")}}
    step = {"use": "no_such_package.steps:VerdictLog"}
    config = write_servers(tmp_path / "servers.json", servers, steps=[step])
    with anyio.fail_after(30), pytest.raises(ConfigError) as raised:
        async with load_tools(config):
            pass
    [problem] = raised.value.problems
    assert problem.startswith(f"{config}: proxy.steps[0].use: cannot import module")
    assert "No module named 'no_such_package'" in problem
