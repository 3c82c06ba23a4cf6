"""Upstream: the era probe of a stdio server, what the server writes to stderr meanwhile, and its
era remembered across reconnects."""

from __future__ import annotations

import logging
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.peers.support import free_port
from toolvet.cache import SchemaCache
from toolvet.config import ServerConfig, parse_config
from toolvet.upstream import Upstream
from toolvet.upstream import _session as session

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
FAKE_SERVER = HERE / "legacy_server.py"
HANDSHAKE = ["initialize", "notifications/initialized", "tools/list"]


def stdio_server(name: str, *args: str) -> ServerConfig:
    config = {"mcpServers": {name: {"command": sys.executable, "args": list(args)}}}
    return parse_config(config, base_dir=ROOT).servers[name]


async def _ignore(*_: Any) -> None:
    return None


@asynccontextmanager
async def running(config: ServerConfig) -> AsyncIterator[Upstream]:
    """An Upstream connected to `config`'s server, stopped on leaving."""
    upstream = Upstream(config, SchemaCache(), on_message=_ignore, on_tools_changed=_ignore)
    async with anyio.create_task_group() as group:
        group.start_soon(upstream.run)
        with anyio.fail_after(30):
            await upstream.wait_first_attempt()
        assert upstream.ready, upstream.last_error
        yield upstream
        group.cancel_scope.cancel()


async def eventually(condition: Callable[[], bool], timeout: float = 15) -> None:
    with anyio.fail_after(timeout):
        while not condition():
            await anyio.sleep(0.02)


def methods(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def messages(caplog: pytest.LogCaptureFixture, level: int) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.name == "toolvet.upstream" and r.levelno == level
    ]


async def test_an_example_server_s_answer_to_the_probe_stays_out_of_the_default_log_level(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    """`make run`: the mcp 1.x example servers answer `server/discover` with pages of pydantic
    errors; at the default level (INFO) one line says the server speaks the legacy era."""
    caplog.set_level(logging.DEBUG, logger="toolvet.upstream")
    async with running(stdio_server("notes", "examples/servers/notes_server.py")) as upstream:
        assert upstream.era == "legacy"
    relayed = capfd.readouterr().err
    assert "Failed to validate request" not in relayed
    assert "server/discover" not in relayed
    (said,) = [m for m in messages(caplog, logging.INFO) if "server/discover" in m]
    assert said.startswith("upstream notes speaks the legacy era (server/discover failed: ")
    assert not [m for m in messages(caplog, logging.WARNING) if "validate" in m]
    assert any("Failed to validate request" in m for m in messages(caplog, logging.DEBUG))


async def test_what_a_server_writes_about_the_probe_is_logged_at_debug_level_in_full(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="toolvet.upstream")
    async with running(stdio_server("fake", str(FAKE_SERVER), str(tmp_path / "methods"))):
        pass
    assert "complaint" not in capfd.readouterr().err
    (held,) = [m for m in messages(caplog, logging.DEBUG) if "complaint" in m]
    assert held.startswith("upstream fake wrote to stderr while it was probed:\n")
    assert "complaint 0: 'server/discover'" in held and "complaint 39: " in held
    assert not [m for m in messages(caplog, logging.INFO) if "complaint" in m]


async def test_what_a_server_writes_later_is_relayed_with_its_name_in_front(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    relayed = ""

    def said_world() -> bool:
        nonlocal relayed
        relayed += capfd.readouterr().err
        return "world" in relayed

    async with running(stdio_server("fake", str(FAKE_SERVER), str(tmp_path / "methods"))) as up:
        await up.notify("test/say", None)
        await eventually(said_world)
    assert "fake | hello\nfake | world\n" in relayed


async def test_a_reconnect_does_not_probe_a_server_of_the_legacy_era_again(
    tmp_path: Path,
) -> None:
    log = tmp_path / "methods"
    async with running(stdio_server("fake", str(FAKE_SERVER), str(log))) as upstream:
        await upstream.notify("test/exit", None)
        await eventually(lambda: upstream.restarts == 1 and upstream.ready)
        assert upstream.era == "legacy"
    assert methods(log) == ["server/discover", *HANDSHAKE, "test/exit", *HANDSHAKE]


async def test_a_server_that_no_longer_takes_the_handshake_is_probed_again(
    tmp_path: Path,
) -> None:
    log = tmp_path / "methods"
    async with running(stdio_server("fake", str(FAKE_SERVER), str(log))) as upstream:
        (tmp_path / "methods.refuse").touch()
        await upstream.notify("test/exit", None)
        await eventually(lambda: methods(log).count("server/discover") == 2)
    assert methods(log)[:7] == [
        "server/discover",
        *HANDSHAKE,
        "test/exit",
        "initialize",  # refused: the era is forgotten
        "server/discover",
    ]


async def test_a_server_that_refuses_connections_is_said_to_be_unreachable_not_of_an_era(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger="toolvet.upstream")
    url = f"http://127.0.0.1:{free_port()}/mcp"  # nothing listens there
    config = parse_config({"mcpServers": {"down": {"url": url}}}).servers["down"]
    upstream = Upstream(config, SchemaCache(), on_message=_ignore, on_tools_changed=_ignore)
    async with anyio.create_task_group() as group:
        group.start_soon(upstream.run)
        with anyio.fail_after(30):
            await upstream.wait_first_attempt()
        group.cancel_scope.cancel()
    assert not upstream.ready
    assert not [m for m in messages(caplog, logging.INFO) if "era" in m or "stderr" in m]
    (said,) = messages(caplog, logging.WARNING)
    assert said.startswith(f"upstream down: the HTTP request to {url} failed: ")
    assert "; reconnecting in " in said


async def test_without_reconnect_a_failed_server_is_tried_once_and_stays_failed(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What `toolvet check` reports is the outcome of its one attempt, however long other servers
    take; a serving proxy's upstream tries again meanwhile."""
    monkeypatch.setattr(session, "BACKOFF_FIRST", 0.0)
    dead = stdio_server("dead", "-c", "raise SystemExit(3)")
    once, again = (
        Upstream(dead, SchemaCache(), on_message=_ignore, on_tools_changed=_ignore, reconnect=r)
        for r in (False, True)
    )
    async with anyio.create_task_group() as group:
        group.start_soon(once.run)
        await once.wait_first_attempt()
        group.start_soon(again.run)
        await eventually(lambda: again.restarts >= 2)
        group.cancel_scope.cancel()
    assert (once.state, once.restarts) == ("failed", 0)
    said = "the server exited with status 3; it wrote nothing to stderr"
    assert once.last_error == said
    assert f"upstream dead: {said}" in messages(caplog, logging.WARNING)
