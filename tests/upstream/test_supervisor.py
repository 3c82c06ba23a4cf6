"""The supervisor of a proxy's upstreams, in process: added, stopped after their requests in
flight, replaced; and the table of requests awaiting an answer that it waits on.

The upstreams here are stand-ins with the real table of requests (what the supervisor reads of an
Upstream); tests/proxy/test_live_upstreams.py does it all with real servers and a real client.
"""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from toolvet.config import ServerConfig, ToolFilter, parse_config
from toolvet.protocol.wire import UPSTREAM_UNAVAILABLE, Message, error, request, result
from toolvet.upstream import Upstreams
from toolvet.upstream._requests import PendingRequests, UpstreamError


def server(name: str, *args: str) -> ServerConfig:
    return parse_config({"mcpServers": {name: {"command": "server", "args": list(args)}}}).servers[
        name
    ]


class StandIn:
    """An upstream as the supervisor sees it: it runs until cancelled, has connected (or not)
    once started, and keeps the requests sent to it in a real table."""

    def __init__(self, config: ServerConfig, *, connects: bool = True) -> None:
        self.name, self.config, self.connects = config.name, config, connects
        self.pending = PendingRequests(config.name)
        self.state, self.last_error, self.removal = "starting", None, None
        self.running, self.ended = False, anyio.Event()
        self._first_attempt = anyio.Event()

    @property
    def ready(self) -> bool:
        return self.state == "ready" and self.removal is None

    def retire(self, reason: str) -> None:
        self.removal = reason

    async def wait_first_attempt(self) -> None:
        await self._first_attempt.wait()

    async def run(self) -> None:
        self.running = True
        try:
            self.state = "ready" if self.connects else "failed"
            self.last_error = None if self.connects else "command not found: server"
            self._first_attempt.set()
            await anyio.sleep_forever()
        finally:
            self.running = False
            self.ended.set()


class Replies:
    """The answers a stand-in's requests got."""

    def __init__(self) -> None:
        self.got: list[Message] = []

    async def __call__(self, reply: Message) -> None:
        self.got.append(reply)


class Supervised:
    """Upstreams of stand-ins, and what they told the proxy."""

    def __init__(self, *names: str, connects: bool = True) -> None:
        self.connects = connects
        self.made: list[StandIn] = []
        self.changes: list[tuple[str, Any]] = []
        self.upstreams = Upstreams(
            {name: server(name) for name in names}, self.make, changed=self.changed
        )

    def make(self, config: ServerConfig) -> Any:
        stand_in = StandIn(config, connects=self.connects)
        self.made.append(stand_in)
        return stand_in

    async def changed(self, name: str, gone: Any) -> None:
        self.changes.append((name, gone))


async def test_upstreams_start_with_run_and_one_added_later_starts_at_once() -> None:
    supervised = Supervised("a")
    early = supervised.upstreams.add(server("b"))
    async with anyio.create_task_group() as group:
        await group.start(supervised.upstreams.run)
        await supervised.upstreams.wait_first_attempts()
        late = supervised.upstreams.add(server("c"))
        await late.wait_first_attempt()
        assert [u.running for u in supervised.made] == [True, True, True]
        assert early.ready and late.ready
        assert sorted(supervised.upstreams) == ["a", "b", "c"]
        with pytest.raises(ValueError, match="server 'c' is running already: replace it"):
            supervised.upstreams.add(server("c"))
        group.cancel_scope.cancel()
    assert all(u.ended.is_set() for u in supervised.made)


async def test_a_stopped_upstream_refuses_new_requests_and_ends_after_those_in_flight() -> None:
    supervised = Supervised("a", "b")
    upstreams = supervised.upstreams
    async with anyio.create_task_group() as group:
        await group.start(upstreams.run)
        await upstreams.wait_first_attempts()
        a = upstreams["a"]
        replies = Replies()
        in_flight = a.pending.reserve(replies)
        stopped = anyio.Event()

        async def stop() -> None:
            await upstreams.stop("a", drain=60)
            stopped.set()

        group.start_soon(stop)
        await anyio.wait_all_tasks_blocked()
        assert not a.ready
        assert a.removal is not None and "being removed" in a.removal
        assert "a" in upstreams and not stopped.is_set()  # its call goes on
        assert supervised.made[0].running
        await a.pending.answer(result(in_flight, {"content": []}))
        await stopped.wait()
        assert replies.got == [result(in_flight, {"content": []})]
        assert not supervised.made[0].running
        assert sorted(upstreams) == ["b"]
        assert supervised.changes == [("a", a)]
        assert upstreams["b"].ready
        group.cancel_scope.cancel()


async def test_what_is_still_in_flight_when_the_drain_time_ends_is_answered_with_why() -> None:
    supervised = Supervised("a")
    upstreams = supervised.upstreams
    async with anyio.create_task_group() as group:
        await group.start(upstreams.run)
        await upstreams.wait_first_attempts()
        replies = Replies()
        in_flight = upstreams["a"].pending.reserve(replies)
        await upstreams.stop("a", drain=0)
        [reply] = replies.got
        assert reply["id"] == in_flight
        assert reply["error"]["code"] == UPSTREAM_UNAVAILABLE
        assert reply["error"]["message"] == (
            "server 'a' was stopped before it answered (it was being removed or replaced; the"
            " drain time of 0 s ran out)"
        )
        assert not supervised.made[0].running
        group.cancel_scope.cancel()


async def test_stopping_a_server_that_does_not_run_names_those_that_do() -> None:
    upstreams = Supervised("a", "b").upstreams
    with pytest.raises(KeyError, match=r"no server 'c' is running \(running: a, b\)"):
        await upstreams.stop("c", drain=1)


@pytest.mark.parametrize("connects", [True, False])
async def test_a_replaced_upstream_hands_new_requests_on_and_finishes_its_own(
    connects: bool,
) -> None:
    """The new one takes the name once its first attempt is over, connected or not (a config
    whose server fails to start is still the one asked for: it keeps trying)."""
    supervised = Supervised("a")
    upstreams = supervised.upstreams
    async with anyio.create_task_group() as group:
        await group.start(upstreams.run)
        await upstreams.wait_first_attempts()
        old = upstreams["a"]
        replies = Replies()
        in_flight = old.pending.reserve(replies)
        supervised.connects = connects
        replaced = anyio.Event()

        async def replace() -> None:
            await upstreams.replace(server("a", "--new"), drain=60)
            replaced.set()

        group.start_soon(replace)
        await anyio.wait_all_tasks_blocked()
        new = upstreams["a"]
        assert new is supervised.made[1] and new.config.args == ["--new"]
        assert new.ready is connects
        assert supervised.changes == [("a", old)]
        assert not old.ready and old.removal is not None and "replaced" in old.removal
        assert supervised.made[0].running and not replaced.is_set()
        await old.pending.answer(result(in_flight, {"content": []}))
        await replaced.wait()
        assert replies.got == [result(in_flight, {"content": []})]
        assert not supervised.made[0].running and supervised.made[1].running
        group.cancel_scope.cancel()


async def test_a_replacement_before_run_just_takes_the_name() -> None:
    supervised = Supervised("a")
    new = await supervised.upstreams.replace(server("a", "--new"), drain=60)
    assert supervised.upstreams["a"] is new and not supervised.made[0].running


# -- the table of requests awaiting an answer ------------------------------------------------------


async def test_settled_waits_for_requests_of_clients_not_for_toolvet_s_own() -> None:
    pending = PendingRequests("s")
    pending.reserve(Replies(), own=True)  # e.g. toolvet's subscription, open for the connection
    call = pending.reserve(Replies())
    assert pending.for_clients == 1
    settled = anyio.Event()

    async def settle() -> None:
        await pending.settled()
        settled.set()

    async with anyio.create_task_group() as group:
        group.start_soon(settle)
        await anyio.wait_all_tasks_blocked()
        assert not settled.is_set()
        await pending.answer(result(call, {}))
        await settled.wait()
    assert (len(pending), pending.for_clients) == (1, 0)


async def test_a_request_is_not_settled_until_its_answer_has_been_handed_on() -> None:
    """A handler still delivering the answer (to a client's stream) must not be cut short."""
    pending = PendingRequests("s")
    handed_on, release = anyio.Event(), anyio.Event()
    settled_while_handing = []

    async def slow_handler(reply: Message) -> None:
        await release.wait()
        handed_on.set()

    call = pending.reserve(slow_handler)

    async def settle() -> None:
        await pending.settled()
        settled_while_handing.append(not handed_on.is_set())

    async with anyio.create_task_group() as group:
        group.start_soon(settle)
        group.start_soon(pending.answer, result(call, {}))
        await anyio.wait_all_tasks_blocked()
        assert settled_while_handing == []
        release.set()
    assert settled_while_handing == [False]


async def test_fail_all_answers_every_request_but_those_kept() -> None:
    pending = PendingRequests("s")
    replies = Replies()
    kept, failed, own = (
        pending.reserve(replies),
        pending.reserve(replies),
        pending.reserve(replies, own=True),
    )
    await pending.fail_all("server 's' is unavailable: gone", keep={kept})
    assert replies.got == [
        error(failed, UPSTREAM_UNAVAILABLE, "server 's' is unavailable: gone"),
        error(own, UPSTREAM_UNAVAILABLE, "server 's' is unavailable: gone"),
    ]
    assert kept in pending and len(pending) == 1 and not pending.own


async def test_a_request_sent_again_that_cannot_be_sent_is_answered_with_why() -> None:
    pending = PendingRequests("s")
    replies = Replies()
    waiting, given_up = pending.reserve(replies), pending.reserve(replies)
    pending.pop(given_up)
    sent: list[Message] = []

    async def refuse(message: Message) -> None:
        sent.append(message)
        raise UpstreamError("s", UPSTREAM_UNAVAILABLE, "server 's' is not connected")

    await pending.resend(request(given_up, "tools/call", None), refuse)
    await pending.resend(request(waiting, "tools/call", None), refuse, "dropped: ")
    assert [m["id"] for m in sent] == [waiting]  # the one given up on stays unsent
    assert replies.got == [
        error(waiting, UPSTREAM_UNAVAILABLE, "dropped: server 's' is not connected")
    ]


async def test_a_running_upstream_takes_a_new_policy_without_a_restart() -> None:
    supervised = Supervised("a")
    async with anyio.create_task_group() as group:
        await group.start(supervised.upstreams.run)
        await supervised.upstreams.wait_first_attempts()
        [running] = supervised.made
        warned = server("a").model_copy(update={"tools": ToolFilter(deny=["delete_*"])})
        supervised.upstreams.configure(warned)
        assert supervised.upstreams["a"] is running and running.running
        assert running.config.tools.deny == ["delete_*"]
        assert supervised.changes == [] and len(supervised.made) == 1
        with pytest.raises(KeyError, match="no server 'b' is running"):
            supervised.upstreams.configure(server("b"))
        group.cancel_scope.cancel()
