"""Fixtures the test folders share: a real redis-server (the rate limits' shared store)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.redis_server import RedisServer


@pytest.fixture
def redis_server() -> Iterator[RedisServer]:
    """redis-server on a Unix socket of its own, started for the test and removed after it."""
    server = RedisServer().start()
    try:
        yield server
    finally:
        server.close()
