"""Fixtures for the proxy's end-to-end tests: configs, the proxy over stdio and HTTP, npm packages.

Everything here starts real processes: `toolvet serve` as a subprocess, the example servers (and
npm servers) as its upstreams, and real MCP clients. Every fixture that starts a proxy checks on
the way out that the proxy and all the processes it started have exited.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client

from tests.proxy.oauth_front import Protected
from tests.proxy.support import (
    CALENDAR_SERVER,
    NODE_ENTRY_POINTS,
    NODE_MODULES,
    NOTES_SERVER,
    Connection,
    ExamplesOverHttp,
    HttpProxy,
    example_servers,
    stdio_proxy,
    write_config,
)

WriteConfig = Callable[..., Path]
# The Makefile target that installs tests/node's npm packages.
NODE_STAMP = "tests/node/node_modules/.installed"


@pytest.fixture
def config_writer(tmp_path: Path) -> WriteConfig:
    """`config_writer(servers, name="servers.json", **proxy_block)` writes a config into tmp_path."""

    def write(servers: dict[str, Any], name: str = "servers.json", **proxy: Any) -> Path:
        return write_config(tmp_path / name, servers, **proxy)

    return write


@pytest.fixture
def http_proxy() -> Iterator[Callable[[Path], HttpProxy]]:
    """`http_proxy(config)` starts `toolvet serve --transport http` on a free loopback port and
    waits for /healthz; every proxy started is stopped (SIGTERM) after the test, and the test
    fails if the proxy or any upstream it started is still running then."""
    started: list[HttpProxy] = []

    def start(config: Path) -> HttpProxy:
        proxy = HttpProxy(config)
        started.append(proxy)
        return proxy.start()

    yield start
    for proxy in started:
        proxy.stop()


@pytest.fixture(scope="session")
def examples_over_http(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[ExamplesOverHttp]:
    """One HTTP proxy in front of the example servers `notes` and `calendar` (default policy),
    with their call logs, shared by every test that needs nothing else: tests that change
    an upstream's state put it back, and tests read the call logs from a `mark()` on."""
    config, logs = example_servers(tmp_path_factory.mktemp("examples-over-http"))
    with HttpProxy(config) as proxy:
        yield proxy, logs


@pytest.fixture(scope="session")
def stdio_client_to_proxy() -> Callable[[Path], AbstractAsyncContextManager[Connection]]:
    """`async with stdio_client_to_proxy(config) as client:` runs `toolvet serve --transport stdio`
    under the SDK's `stdio_client` and yields an initialized session (a `Connection`); on exit
    the proxy and its upstreams must be gone. (A factory, so that module-scoped fixtures can
    keep one proxy for a whole module.)"""
    return stdio_proxy


@pytest.fixture(scope="session")
def direct_tools() -> dict[str, dict[str, types.Tool]]:
    """What each example server lists when a client connects to it directly (no proxy)."""

    async def list_tools(script: Path) -> dict[str, types.Tool]:
        parameters = StdioServerParameters(command=sys.executable, args=[str(script)])
        async with stdio_client(parameters) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return {tool.name: tool for tool in (await session.list_tools()).tools}

    async def both() -> dict[str, dict[str, types.Tool]]:
        found: dict[str, dict[str, types.Tool]] = {}

        async def one(name: str, script: Path) -> None:
            found[name] = await list_tools(script)

        with anyio.fail_after(60):
            async with anyio.create_task_group() as group:
                group.start_soon(one, "notes", NOTES_SERVER)
                group.start_soon(one, "calendar", CALENDAR_SERVER)
        return found

    return anyio.run(both)


@pytest.fixture(scope="session")
def node_modules() -> Path:
    """The npm packages of tests/node. The Makefile installs them (`make test` does); when they are
    missing the tests that need them fail, saying what to run, and are never skipped."""
    missing = [str(path) for path in NODE_ENTRY_POINTS if not path.exists()]
    if missing:
        raise RuntimeError(
            f"the npm packages of tests/node are not installed (run `make {NODE_STAMP}`, or"
            f" `make test`); missing: {missing}"
        )
    return NODE_MODULES


@pytest.fixture(scope="module")
def protected(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Protected]:
    """An authorization server and `toolvet serve` protected by it, in front of the notes
    server (tests/proxy/oauth_front.py): one for the tests of a module."""
    setup = Protected(tmp_path_factory.mktemp(request.module.__name__.rpartition(".")[2]))
    try:
        yield setup
    finally:
        setup.close()
