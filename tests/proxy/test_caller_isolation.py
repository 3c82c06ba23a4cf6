"""Callers kept apart: what a server sends about one caller's call reaches that caller alone.

One `toolvet serve --transport http` with three static-token callers (alice may use every tool,
bob only join and whisper, carol none) fronts the asking server (tests/data/servers) twice: over
streamable HTTP (`web`, which names the call its messages are about by sending them on the
call's response) and over stdio (`pipe`, which cannot). The clients are the SDK's ClientSession
over streamable HTTP; carol's stolen answer is a plain POST on her own session.
"""

from __future__ import annotations

import re
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import types
from mcp.shared.context import RequestContext

from tests.proxy.support import (
    CALL_LOG_ENV,
    INITIALIZE,
    INITIALIZED,
    MCP_HEADERS,
    REPO,
    CallLog,
    Connection,
    HttpProxy,
    ListeningServer,
    free_port,
    http_connection,
    python_server,
    stdio_proxy,
    text_of,
    write_config,
)

ASKING_SERVER = REPO / "tests" / "data" / "servers" / "asking_server.py"
TOKENS = {
    "alice": "alice-token-alice-token",
    "bob": "bob-token-bob-token-bob",
    "carol": "carol-token-carol-token",
}
UPSTREAMS = ("web", "pipe")


@dataclass
class Isolation:
    proxy: HttpProxy
    logs: dict[str, CallLog]

    @asynccontextmanager
    async def client(self, name: str, **callbacks: Any) -> AsyncIterator[Connection]:
        headers = {"Authorization": f"Bearer {TOKENS[name]}"}
        async with http_connection(self.proxy.url, headers, **callbacks) as connection:
            yield connection


@pytest.fixture(scope="module")
def isolation(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Isolation]:
    directory = tmp_path_factory.mktemp("isolation")
    logs = {name: CallLog(directory / f"{name}.calls.jsonl") for name in UPSTREAMS}
    port = free_port()
    web = ListeningServer(
        [sys.executable, str(ASKING_SERVER), "--port", str(port)],
        port,
        {CALL_LOG_ENV: str(logs["web"].path)},
        directory / "web.log",
    )
    servers = {
        "web": {"url": f"http://127.0.0.1:{port}/mcp"},
        "pipe": python_server(ASKING_SERVER, logs["pipe"].path),
    }
    auth = {
        "tokens": [
            {"token": TOKENS["alice"], "subject": "alice", "scopes": ["all"]},
            {"token": TOKENS["bob"], "subject": "bob", "scopes": ["some"]},
            {"token": TOKENS["carol"], "subject": "carol"},
        ],
        "access": [
            {"scopes": ["all"], "tools": ["*"]},
            {"scopes": ["some"], "tools": ["*/join", "*/whisper"]},
        ],
    }
    config = write_config(directory / "servers.json", servers, namespacing="always", auth=auth)
    web.start()
    try:
        with HttpProxy(config) as proxy:
            yield Isolation(proxy, logs)
    finally:
        web.stop()


@dataclass
class Asked:
    """What a client's elicitation callback was asked, and how it answers."""

    word: str
    messages: list[str] = field(default_factory=list)
    ids: list[types.RequestId] = field(default_factory=list)
    arrived: anyio.Event = field(default_factory=anyio.Event)
    release: anyio.Event | None = None
    """When set: the answer waits for it."""

    async def __call__(
        self, context: RequestContext[Any, Any], params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        self.messages.append(params.message)
        self.ids.append(context.request_id)
        self.arrived.set()
        if self.release is not None:
            await self.release.wait()
        return types.ElicitResult(action="accept", content={"word": self.word})


async def call(client: Connection, tool: str, arguments: dict[str, Any]) -> str:
    with anyio.fail_after(60):
        return text_of(await client.session.call_tool(tool, arguments))


def log_messages(client: Connection) -> list[Any]:
    return [
        n.root.params.data
        for n in client.notifications
        if isinstance(n.root, types.LoggingMessageNotification)
    ]


@pytest.mark.parametrize("upstream", UPSTREAMS)
async def test_a_server_s_request_reaches_only_the_caller_whose_call_caused_it(
    isolation: Isolation, upstream: str
) -> None:
    """alice's call makes the server ask about alice's data while bob's later call to the same
    server is in flight: bob is never asked. Over HTTP the server names the call and alice is
    asked; over stdio nothing names it, so toolvet refuses rather than guess."""
    turn = uuid.uuid4().hex
    alice_asked, bob_asked = Asked("alice-word"), Asked("bob-word")
    answers: dict[str, str] = {}
    async with (
        isolation.client("alice", elicitation_callback=alice_asked) as alice,
        isolation.client("bob", elicitation_callback=bob_asked) as bob,
    ):

        async def alice_calls() -> None:
            arguments = {"secret": "alice-ledger", "turn": turn}
            answers["alice"] = await call(alice, f"{upstream}__ask", arguments)

        async def bob_calls() -> None:
            answers["bob"] = await call(bob, f"{upstream}__join", {"turn": turn})

        async with anyio.create_task_group() as group:
            group.start_soon(alice_calls)
            await isolation.logs[upstream].wait_for(lambda e: e["arguments"].get("turn") == turn)
            group.start_soon(bob_calls)
    assert bob_asked.messages == []
    assert answers["bob"] == "joined"
    if upstream == "web":
        assert alice_asked.messages == ["Share alice-ledger?"]
        assert answers["alice"] == "accept: alice-word"
    else:
        assert alice_asked.messages == []
        assert answers["alice"].startswith("failed: toolvet sends elicitation/create to the client")
        assert "calls of 2 clients are in flight to server 'pipe'" in answers["alice"]


async def test_an_answer_from_another_session_never_reaches_the_server(
    isolation: Isolation,
) -> None:
    """carol, who may call nothing, posts an answer under the very id of the request alice was
    sent: it is dropped and logged, and alice's own answer is the one the server gets."""
    release = anyio.Event()
    alice_asked = Asked("alice-word", release=release)
    answers: dict[str, str] = {}
    async with isolation.client("alice", elicitation_callback=alice_asked) as alice:

        async def alice_calls() -> None:
            answers["alice"] = await call(alice, "pipe__ask", {"secret": "alice-pin"})

        async with anyio.create_task_group() as group:
            group.start_soon(alice_calls)
            with anyio.fail_after(30):
                await alice_asked.arrived.wait()
            stolen = alice_asked.ids[0]
            answer = {"action": "accept", "content": {"word": "carol-word"}}
            answered = {"jsonrpc": "2.0", "id": stolen, "result": answer}
            await post_as_carol(isolation.proxy.url, answered)
            await wait_for_log(
                isolation.proxy, "answered a request toolvet sent to another session"
            )
            release.set()
    assert answers["alice"] == "accept: alice-word"
    # Nor could carol have guessed it: 128 random bits, no counter.
    assert re.fullmatch(r"toolvet-[A-Za-z0-9_-]{22,}", str(stolen)), stolen


async def post_as_carol(url: str, answer: dict[str, Any]) -> None:
    """Open a session as carol (initialize, initialized) and post `answer` on it."""
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {TOKENS['carol']}"}
    async with httpx.AsyncClient(headers=headers, timeout=30) as http:
        opened = await http.post(url, json=INITIALIZE)
        assert opened.status_code == 200, opened.text
        headers = {"mcp-session-id": opened.headers["mcp-session-id"]}
        assert (await http.post(url, json=INITIALIZED, headers=headers)).status_code == 202
        assert (await http.post(url, json=answer, headers=headers)).status_code == 202


async def wait_for_log(proxy: HttpProxy, text: str) -> None:
    with anyio.move_on_after(15):
        while text not in proxy.log():
            await anyio.sleep(0.02)
        return
    pytest.fail(f"toolvet never logged {text!r}; its log:\n{proxy.log()[-3000:]}")


async def test_a_call_s_log_messages_reach_only_its_caller(isolation: Isolation) -> None:
    """alice's call logs about alice's data: alice gets it on her call, carol (whose stream is
    open all along) never does. A list change the server announces afterwards reaches both:
    anything sent to carol before it would be in her notifications by then."""
    async with isolation.client("alice") as alice, isolation.client("carol") as carol:
        with anyio.fail_after(15):
            while not carol_list_changes(carol):  # until carol's GET stream is open
                assert await call(alice, "web__announce", {}) == "announced"
                with anyio.move_on_after(0.05):  # announced before it was open: again
                    await carol.wait_until(lambda: carol_list_changes(carol) > 0)
        heard = carol_list_changes(carol)
        assert await call(alice, "web__whisper", {"secret": "alice-diary"}) == "whispered"
        assert await call(alice, "web__announce", {}) == "announced"
        await carol.wait_until(lambda: carol_list_changes(carol) > heard, timeout=15)
    assert "whisper alice-diary" in log_messages(alice)
    assert log_messages(carol) == []


def carol_list_changes(client: Connection) -> int:
    return sum(
        isinstance(n.root, types.ResourceListChangedNotification) for n in client.notifications
    )


async def test_a_caller_s_log_level_is_its_own(isolation: Isolation) -> None:
    """alice wants warnings and worse, bob everything: bob's logging/setLevel debug does not
    give alice debug lines, alice's warning does not take bob's, and neither reaches the server
    (which toolvet asked for every level once, when it connected)."""
    async with isolation.client("alice") as alice, isolation.client("bob") as bob:
        await alice.session.set_logging_level("warning")
        await bob.session.set_logging_level("debug")
        assert await call(alice, "web__whisper", {"secret": "alice-w"}) == "whispered"
        assert await call(bob, "web__whisper", {"secret": "bob-w"}) == "whispered"
    assert log_messages(alice) == []
    assert log_messages(bob) == ["whisper bob-w", "debug bob-w"]
    levels = [
        e["arguments"]["level"] for e in isolation.logs["web"].entries() if e["tool"] == "setLevel"
    ]
    assert levels and set(levels) == {"debug"}


async def test_a_server_s_request_that_no_call_caused_reaches_no_caller(
    isolation: Isolation,
) -> None:
    """The server asks roots/list on its own (a client said its roots changed): over HTTP no
    caller is asked, however recently active, and the server is told why."""
    asked: list[str] = []

    async def list_roots(context: RequestContext[Any, Any]) -> types.ListRootsResult:
        asked.append("roots")
        return types.ListRootsResult(roots=[])

    async with (
        isolation.client("alice", list_roots_callback=list_roots) as alice,
        isolation.client("bob", list_roots_callback=list_roots) as bob,
    ):
        assert await call(alice, "web__whisper", {"secret": "-"}) == "whispered"  # remembered
        mark = isolation.logs["web"].mark()
        await bob.session.send_roots_list_changed()
        outcome = await isolation.logs["web"].wait_for(
            lambda entry: entry["tool"] == "roots", timeout=15, since=mark
        )
    assert asked == []
    assert outcome["arguments"]["outcome"].startswith(
        "failed: toolvet sends roots/list to the client"
    )
    assert "no call is in flight to server 'web'" in outcome["arguments"]["outcome"]


def roots_outcomes(log: CallLog) -> list[str]:
    return [e["arguments"]["outcome"] for e in log.entries() if e["tool"] == "roots"]


async def test_over_stdio_a_request_no_call_caused_reaches_the_one_client(tmp_path: Path) -> None:
    """Over stdio toolvet has one client, the one that started it: by default (`auto`) a
    server's request that no call caused goes to it."""
    log = CallLog(tmp_path / "pipe.calls.jsonl")
    config = write_config(
        tmp_path / "servers.json", {"pipe": python_server(ASKING_SERVER, log.path)}
    )
    root = types.Root(uri="file:///work/project")  # type: ignore[arg-type]

    async def list_roots(context: RequestContext[Any, Any]) -> types.ListRootsResult:
        return types.ListRootsResult(roots=[root])

    async with stdio_proxy(config, list_roots_callback=list_roots) as client:
        assert await call(client, "whisper", {"secret": "-"}) == "whispered"
        await client.session.send_roots_list_changed()
        await log.wait_for(lambda entry: entry["tool"] == "roots", timeout=15)
    assert roots_outcomes(log) == ["roots: ['file:///work/project']"]
