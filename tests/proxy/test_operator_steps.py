"""`proxy.steps` through `toolvet serve`: over HTTP the example step logs who called (the
caller's `sub`), and a step that cannot be built stops the proxy before it serves, naming the
file and the key."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import anyio
import pytest

from tests.peers.support import free_port
from tests.proxy.support import (
    NOTES_SERVER,
    REPO,
    HttpProxy,
    http_connection,
    python_server,
    toolvet,
    write_config,
)

ALICE = "alice-token-0123456789abcdef"


async def test_over_http_the_example_step_logs_the_callers_subject(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    http_proxy: Callable[[Path], HttpProxy],
) -> None:
    monkeypatch.setenv("PYTHONPATH", str(REPO / "examples" / "steps"))
    log = tmp_path / "verdicts.jsonl"
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        auth={"tokens": [{"token": ALICE, "subject": "alice"}]},
        steps=[{"use": "verdict_log:VerdictLog", "options": {"path": str(log)}}],
    )
    proxy = http_proxy(config)
    with anyio.fail_after(60):
        async with http_connection(proxy.url, {"Authorization": f"Bearer {ALICE}"}) as client:
            result = await client.session.call_tool("search_notes", {"query": "plan"})
    assert not result.isError
    [verdict] = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert {k: verdict[k] for k in ("server", "tool", "outcome", "caller")} == {
        "server": "notes",
        "tool": "search_notes",
        "outcome": "accepted",
        "caller": "alice",
    }


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_a_step_that_cannot_be_built_stops_serve_before_it_serves(
    tmp_path: Path, transport: str
) -> None:
    config = write_config(
        tmp_path / "servers.json",
        {"notes": python_server(NOTES_SERVER)},
        steps=[{"use": "verdict_log:VerdictLog", "options": {"path": "v.jsonl"}}],
    )
    # Not on PYTHONPATH: the module cannot be imported.
    port = ("--port", str(free_port())) if transport == "http" else ()
    run = toolvet("serve", "--config", config, "--transport", transport, *port, stdin="")
    assert run.returncode == 2, run.stderr
    assert f"{config}: proxy.steps[0].use: cannot import module 'verdict_log'" in run.stderr
    assert "PYTHONPATH" in run.stderr and run.stdout == ""
