"""Three toolvet replicas behind a real HAProxy running deploy/haproxy.cfg.

The replicas share one servers.json (as a Kubernetes ConfigMap would give them): a modern upstream
over HTTP that all of them reach (the TypeScript SDK peer server, which checks its own HMAC-sealed
`requestState`), and each its own legacy stdio upstream. Calls carry unique tokens that must
come back; each replica's /metrics says how many calls it forwarded; HAProxy's log says which
replica served which request; its stats socket says when it marked a replica down.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx
import pytest

from tests.deploy.support import Cluster, SteadyClient, call_echo, cluster
from tests.peers.support import run_client
from tests.proxy.support import text_of


@pytest.fixture(scope="module")
def replicas(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    with cluster(Path(tmp_path_factory.mktemp("replicas"))) as running:
        yield running


async def test_modern_calls_spread_over_every_replica_with_no_wrong_answer(replicas: Cluster):
    before = replicas.calls_per_replica()
    async with httpx.AsyncClient(timeout=30) as http:
        outcomes = []

        async def worker() -> None:
            for _ in range(50):
                outcomes.append(await call_echo(http, replicas.url))

        async with anyio.create_task_group() as group:
            for _ in range(6):
                group.start_soon(worker)
    assert [o for o in outcomes if o.verdict != "ok"] == []
    assert len(outcomes) == 300
    after = replicas.calls_per_replica()
    served = {name: after[name] - before[name] for name in after}
    assert sum(served.values()) == 300
    assert all(count > 0 for count in served.values()), served


@pytest.mark.parametrize("client", ["modern", "ts"])
def test_an_elicitation_retry_that_lands_on_another_replica_completes(
    replicas: Cluster, client: str
):
    """The shared upstream answers `input_required` with its own sealed requestState; toolvet
    passes it through untouched, so the retry may go through any replica to the same upstream."""
    mark = len(replicas.balancer.requests())
    step = {"op": "call", "name": "shared__confirm_action", "arguments": {"action": "deploy"}}
    [answer] = run_client(client, replicas.url, [step], elicit="accept:confirm=true")
    assert text_of(answer) == "confirmed deploy"
    calls = [r for r in replicas.balancer.requests()[mark:] if r[1] == "tools/call"]
    assert len(calls) == 2, calls  # the call, answered input_required, and its retry
    assert calls[0][0] != calls[1][0], f"both went to {calls[0][0]}"
    arrived = [c for c in replicas.shared_calls() if c["tool"] == "confirm_action"][-2:]
    assert [c["arguments"] for c in arrived] == [{"action": "deploy"}] * 2


def test_a_retry_of_a_call_toolvet_bridged_that_reaches_another_replica_is_told_so(
    replicas: Cluster,
):
    """A legacy upstream asks mid-call: the call waits in the replica that started it, so
    a retry that reaches another replica cannot finish it. It gets a clear error, never another
    call's answer (the replicas share proxy.bridge.state_key, so the state itself checks out)."""
    mark = len(replicas.balancer.requests())
    step = {"op": "call", "name": "local__confirm_action", "arguments": {"action": "deploy"}}
    [answer] = run_client("modern", replicas.url, [step], elicit="accept:confirm=true")
    calls = [r for r in replicas.balancer.requests()[mark:] if r[1] == "tools/call"]
    assert len(calls) == 2 and calls[0][0] != calls[1][0], calls
    assert answer["error"]["code"] == -32602
    assert "another replica" in answer["error"]["message"]
    assert "make the call again" in answer["error"]["message"]


def test_a_legacy_session_stays_on_the_replica_that_opened_it(replicas: Cluster):
    """Round robin would send its requests to all three; the stick table, which learnt the
    Mcp-Session-Id from the answer to `initialize`, keeps them on one (the others would answer
    404: they do not know the session)."""
    mark = len(replicas.balancer.requests())
    steps = [{"op": "list_tools"}] + [
        {"op": "call", "name": "shared__echo", "arguments": {"text": f"sticky {i}"}}
        for i in range(6)
    ]
    answers = run_client("legacy", replicas.url, steps)
    assert [text_of(a) for a in answers[1:]] == [f"sticky {i}" for i in range(6)]
    served = replicas.balancer.requests()[mark:]
    assert len(served) >= 8, served  # initialize, initialized, tools/list, 6 calls, ...
    assert len({replica for replica, _, _ in served}) == 1, Counter(r for r, _, _ in served)
    assert all(status in (200, 202) for _, _, status in served), served


async def test_a_sigkilled_replica_costs_no_call_once_the_balancer_marks_it_down(
    replicas: Cluster,
):
    client = SteadyClient(replicas.url)
    async with anyio.create_task_group() as group:
        group.start_soon(client.run)
        await client.until(50)
        await anyio.to_thread.run_sync(replicas.replicas[1].kill)
        await anyio.to_thread.run_sync(
            replicas.balancer.wait_for,
            lambda status: status["replica2"].startswith("DOWN"),
            "replica2 DOWN",
        )
        down = time.monotonic()
        await client.until(300)
        client.stop()
    assert client.count("wrong") == 0, [o for o in client.outcomes if o.verdict == "wrong"]
    assert client.failures(after=down) == []
    assert client.count("ok", after=down) >= 300 - client.workers
    await anyio.to_thread.run_sync(replicas.replicas[1].start)
    await anyio.to_thread.run_sync(replicas.wait_until_whole)


async def test_a_rolling_restart_under_a_steady_client_fails_no_call(replicas: Cluster):
    """SIGTERM each replica in turn (it fails /readyz, serves through its drain period while
    HAProxy takes it out, then stops), start it again, wait until HAProxy has it back."""
    client = SteadyClient(replicas.url)
    async with anyio.create_task_group() as group:
        group.start_soon(client.run)
        await client.until(20)
        for replica in replicas.replicas:
            await anyio.to_thread.run_sync(replica.stop)
            await anyio.to_thread.run_sync(replica.start)
            await anyio.to_thread.run_sync(replicas.wait_until_whole)
            await client.until(20)
        client.stop()
    assert client.failures() == []
    assert client.count("ok") >= 80
    for replica in replicas.replicas:
        assert "draining: /readyz fails" in replica.log()
