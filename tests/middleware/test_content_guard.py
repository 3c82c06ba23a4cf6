"""The content guard through `load_tools`, with the server the proxy's tests use: a poisoned tool
is not among the tools (and the model-node check refuses it as the proxy does), an injected
result is blocked, a leaked secret redacted, and a secret in the arguments never reaches the
server, with the proxy's own words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio

from tests.data.content.secrets.generate import Maker
from tests.middleware.test_front_doors import model_verdict, text_of_message
from tests.proxy.support import REPO, CallLog, python_server, stdio_proxy, text_of, write_config
from toolvet.middleware import load_tools

SERVER = REPO / "tests" / "data" / "servers" / "poisoned_server.py"
LEAKED = Maker(21).crc_token("ghp_")
PASTED = Maker(22).crc_token("ghp_")


def guarded_config(directory: Path, calls: CallLog) -> Path:
    entry = python_server(SERVER, calls.path)
    entry["env"]["LEAKED_TOKEN"] = LEAKED
    entry["content"] = {"results": "block"}
    return write_config(directory / "servers.json", {"tools": entry})


def tool_call(name: str, **args: Any) -> dict[str, Any]:
    return {"type": "tool_call", "id": "c1", "name": name, "args": args}


async def test_load_tools_and_the_proxy_guard_alike(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    config = guarded_config(tmp_path, calls)
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy, load_tools(config) as toolset:
            names = {t.name for t in toolset.tools}
            withheld = model_verdict(toolset, "add", {"a": 1})
            by_proxy = await proxy.session.call_tool("add", {"a": 1})
            weather = await toolset.tool("weather").ainvoke(tool_call("weather", text="Oslo"))
            whoami = await toolset.tool("whoami").ainvoke(tool_call("whoami"))
            pasted = await toolset.tool("echo").ainvoke(tool_call("echo", text=PASTED))
            by_proxy_pasted = await proxy.session.call_tool("echo", {"text": PASTED})
    assert names == {"weather", "whoami", "echo"}
    assert not withheld.ok and withheld.message == text_of(by_proxy)
    assert weather.status == "error"
    assert "toolvet withheld the result of 'weather'" in text_of_message(weather)
    assert "protonmail" not in text_of_message(weather)
    assert text_of_message(whoami) == "acting as bot, token [REDACTED:github-pat] (rotate it)"
    assert pasted.status == "error" and PASTED not in text_of_message(pasted)
    assert text_of_message(pasted) == text_of(by_proxy_pasted)
    assert [e["tool"] for e in calls.entries()].count("echo") == 0


async def test_the_model_node_refuses_a_pasted_secret_with_the_proxys_words(tmp_path: Path) -> None:
    calls = CallLog(tmp_path / "calls.jsonl")
    config = guarded_config(tmp_path, calls)
    with anyio.fail_after(60):
        async with stdio_proxy(config) as proxy, load_tools(config) as toolset:
            verdict = model_verdict(toolset, "echo", {"text": f"key {PASTED}"})
            fine = model_verdict(toolset, "echo", {"text": "hello"})
            by_proxy = await proxy.session.call_tool("echo", {"text": f"key {PASTED}"})
    assert not verdict.ok and verdict.outcome.value == "blocked"
    assert verdict.message == text_of(by_proxy) and PASTED not in verdict.message
    assert [i.code for i in verdict.issues] == ["secret"] and verdict.issues[0].path == ("text",)
    assert fine.ok
