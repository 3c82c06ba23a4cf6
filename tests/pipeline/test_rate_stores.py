"""The Redis store against a real redis-server: one atomic script for every counter of a call,
keys under the prefix with a TTL, two clients (two replicas) sharing the counts exactly, and a
Redis that stops, hangs or comes back: never a hang, each failure counted, sharing resumed."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator

import anyio
import pytest
from redis.asyncio import Redis

from tests.redis_server import RedisServer
from toolvet.pipeline import RateCheck, RedisStore, StoreUnavailable


@pytest.fixture
async def inspect(redis_server: RedisServer) -> AsyncIterator[Redis]:
    """A plain client, to look at the keys."""
    client = Redis.from_url(redis_server.url)
    try:
        yield client
    finally:
        await client.aclose()


def store(server: RedisServer, errors: Counter[str] | None = None, **options: float) -> RedisStore:
    on_error = errors.update if errors is not None else None
    return RedisStore(
        server.url,
        prefix="test:rl:",
        on_error=(lambda kind: on_error([kind])) if on_error else None,
        **options,  # type: ignore[arg-type]
    )


async def test_the_capacity_goes_through_then_the_wait_is_one_interval(
    redis_server: RedisServer, inspect: Redis
) -> None:
    counts = store(redis_server)
    check = [RateCheck("bob", 12.0, 5)]
    waits = [(await counts.acquire(check))[0] for _ in range(6)]
    assert waits[:5] == [0.0] * 5
    assert 11.0 < waits[5] <= 12.0
    ttl = await inspect.pttl("test:rl:bob")
    assert 48_000 < ttl <= 60_000  # gone once the bucket is full again
    await counts.aclose()


async def test_a_refusing_counter_moves_no_other(redis_server: RedisServer, inspect: Redis) -> None:
    counts = store(redis_server)
    assert await counts.acquire([RateCheck("tight", 60.0, 1)]) == [0.0]
    before = await inspect.get("test:rl:wide")
    waits = await counts.acquire([RateCheck("wide", 1.0, 100), RateCheck("tight", 60.0, 1)])
    assert waits[0] == 0.0 and waits[1] > 0
    assert before is None and await inspect.get("test:rl:wide") is None
    await counts.aclose()


async def test_two_replicas_share_the_limit_exactly(redis_server: RedisServer) -> None:
    replicas = [store(redis_server), store(redis_server)]
    allowed = 0

    async def calls(replica: RedisStore) -> None:
        nonlocal allowed
        for _ in range(25):
            if (await replica.acquire([RateCheck("shared", 3600.0, 10)])) == [0.0]:
                allowed += 1

    async with anyio.create_task_group() as group:
        for replica in replicas:
            for _ in range(2):
                group.start_soon(calls, replica)
    assert allowed == 10
    for replica in replicas:
        await replica.aclose()


async def test_a_stopped_redis_fails_fast_and_a_restarted_one_counts_again(
    redis_server: RedisServer,
) -> None:
    errors: Counter[str] = Counter()
    counts = store(redis_server, errors)
    check = [RateCheck("bob", 60.0, 1)]
    assert counts.state == "unknown"  # as /healthz says until the first check
    assert await counts.acquire(check) == [0.0]
    assert counts.state == "up"
    up_since = counts.since
    redis_server.stop()
    failures = []
    for _ in range(3):
        with pytest.raises(StoreUnavailable) as failed:
            await counts.acquire(check)
        failures.append(failed.value.first)
    assert failures == [True, False, False] and errors == {"connection": 3}
    assert counts.state == "down" and counts.since >= up_since
    down_since = counts.since
    redis_server.start()
    assert await counts.acquire(check) == [0.0]  # a fresh Redis: no counts kept
    assert counts.state == "up" and counts.since >= down_since
    assert (await counts.acquire(check))[0] > 0
    await counts.aclose()


async def test_a_redis_that_answers_nothing_is_given_up_after_the_timeout(
    redis_server: RedisServer,
) -> None:
    errors: Counter[str] = Counter()
    counts = store(redis_server, errors, timeout=0.2)
    check = [RateCheck("bob", 60.0, 5)]
    assert await counts.acquire(check) == [0.0]
    redis_server.pause()
    try:
        with pytest.raises(StoreUnavailable):
            await counts.acquire(check)
    finally:
        redis_server.resume()
    assert errors == {"timeout": 1}
    assert await counts.acquire(check) == [0.0]
    await counts.aclose()


async def test_the_url_in_logs_hides_the_password() -> None:
    counts = RedisStore("redis://user:s3cret@redis.example:6379/0")
    assert counts.name == "redis://user:***@redis.example:6379/0"
    await counts.aclose()
