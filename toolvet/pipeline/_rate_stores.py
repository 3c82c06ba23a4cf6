"""Where rate-limit counts are kept: the GCRA (a token bucket kept as one time per key), in this
process or in Redis with one atomic script; a store outlives the pipelines built on it."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlsplit, urlunsplit

if TYPE_CHECKING:
    from toolvet.config import RateLimits

log = logging.getLogger("toolvet.pipeline")


@dataclass(frozen=True, slots=True)
class RateCheck:
    """One counter a call must pass: its key, the seconds between two calls at the sustained
    rate, and how many calls may come in a row."""

    key: str
    interval: float
    capacity: int


def gcra(tat: float | None, now: float, interval: float, capacity: int) -> tuple[float, float]:
    """The Generic Cell Rate Algorithm for one key: (the theoretical arrival time to keep if the
    call is allowed, the seconds to wait before it would be; 0 when it is allowed now).

    `tat` is when the bucket would be empty again (None: never used). A call moves it on by one
    `interval`; a call is allowed while that stays within `capacity` intervals of `now`."""
    start = now if tat is None or tat < now else tat
    # (start - now) first: a fresh key's wait is exactly 0, whatever the clock's magnitude.
    wait = (start - now) - (capacity - 1) * interval
    return start + interval, max(wait, 0.0)


class StoreUnavailable(Exception):
    """The store did not answer; `first` is set on the first failure of an outage."""

    def __init__(self, reason: str, *, first: bool) -> None:
        super().__init__(reason)
        self.first = first


class RateStore(Protocol):
    """Counts for rate limits. `acquire` checks every counter of one call at once and moves
    them all on only if each allows it (one refusing rule costs the others nothing)."""

    name: str
    """What the logs and /healthz call it (a Redis URL without its password)."""
    state: str
    """up, down (it failed its last check) or unknown (not checked yet), for /healthz."""
    since: float
    """When `state` began (seconds since the epoch)."""

    async def acquire(self, checks: Sequence[RateCheck]) -> list[float]:
        """Seconds to wait, one per check (all 0: allowed and counted). StoreUnavailable when
        the store cannot answer."""
        ...

    async def aclose(self) -> None: ...


class MemoryStore:
    """Counts in this process: one float per key, at most `max_keys` of them (a key can be a
    caller's subject or a session: their number is the callers', not the operator's). Past it,
    keys whose time has passed go first, then the ones unused for longest."""

    name = "memory"
    state = "up"

    def __init__(
        self, max_keys: int = 100_000, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.since = time.time()
        self.max_keys = max_keys
        self.clock = clock
        self.tats: dict[str, float] = {}
        """key -> theoretical arrival time, least recently moved on first."""
        self.evicted = 0

    async def acquire(self, checks: Sequence[RateCheck]) -> list[float]:
        return self.take(checks)

    def take(self, checks: Sequence[RateCheck]) -> list[float]:
        """`acquire` without the await (nothing here waits)."""
        now, tats = self.clock(), self.tats
        found = [gcra(tats.get(c.key), now, c.interval, c.capacity) for c in checks]
        waits = [wait for _, wait in found]
        if any(waits):
            return waits
        for check, (new_tat, _) in zip(checks, found, strict=True):
            tats.pop(check.key, None)  # to the end: the most recently used
            tats[check.key] = new_tat
        if len(tats) > self.max_keys:
            self._evict(now)
        return waits

    def _evict(self, now: float) -> None:
        """Down to 90% of `max_keys`: every expired key, then the least recently used."""
        tats, target = self.tats, self.max_keys * 9 // 10
        for key in [k for k, tat in tats.items() if tat <= now]:
            del tats[key]
        while len(tats) > target:
            del tats[next(iter(tats))]
            self.evicted += 1

    async def aclose(self) -> None:
        self.tats.clear()


# KEYS: one per check; ARGV: interval and capacity of each, in turn. Redis's own clock, so that
# replicas whose clocks differ agree. Every key is checked before any is written: all or nothing.
# Times are written as "%.6f" strings (Lua's tostring keeps 14 digits; Redis replies truncate
# numbers to integers).
GCRA_SCRIPT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local waits, tats, refused = {}, {}, false
for i, key in ipairs(KEYS) do
  local interval = tonumber(ARGV[2 * i - 1])
  local capacity = tonumber(ARGV[2 * i])
  local tat = tonumber(redis.call('GET', key) or now)
  if tat < now then tat = now end
  local wait = (tat - now) - (capacity - 1) * interval
  if wait > 0 then refused = true else wait = 0 end
  waits[i] = string.format('%.6f', wait)
  tats[i] = tat + interval
end
if not refused then
  for i, key in ipairs(KEYS) do
    local ttl = math.ceil((tats[i] - now) * 1000)
    redis.call('SET', key, string.format('%.6f', tats[i]), 'PX', ttl)
  end
end
return waits
"""


def without_password(url: str) -> str:
    """`url` as logs may show it: its password replaced by ***."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


class RedisStore:
    """Counts in Redis, shared by every process that names the same server and key prefix: one
    Lua script checks and moves on every counter of a call atomically (no read-then-write).

    Each check waits at most `timeout` seconds. A failure raises StoreUnavailable (the step
    decides what the call does), is counted with `on_error(kind)`, and is logged by the step
    once per outage; the next check tries Redis again, and the first that succeeds ends it.
    `state` is what the last check found (unknown before the first)."""

    def __init__(
        self,
        url: str,
        *,
        prefix: str = "toolvet:rl:",
        timeout: float = 0.25,
        on_error: Callable[[str], None] | None = None,
    ) -> None:
        try:
            from redis.asyncio import Redis
            from redis.backoff import NoBackoff
            from redis.retry import Retry
        except ImportError:
            raise RuntimeError(
                "proxy.rate_limits.store names Redis, whose client is not installed:"
                " pip install 'toolvet[redis]'"
            ) from None
        self.name = without_password(url)
        self.prefix = prefix
        self.timeout = timeout
        self.on_error = on_error
        self.state, self.since = "unknown", time.time()
        self.client: Any = Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            retry=Retry(NoBackoff(), 0),
            health_check_interval=0,
        )
        self.script = self.client.register_script(GCRA_SCRIPT)

    async def acquire(self, checks: Sequence[RateCheck]) -> list[float]:
        keys = [self.prefix + c.key for c in checks]
        args: list[str] = []
        for check in checks:
            args += [repr(check.interval), str(check.capacity)]
        try:
            async with asyncio.timeout(self.timeout):
                waits = await self.script(keys=keys, args=args)
        except Exception as exc:
            raise self._failed(exc) from exc
        if self.state != "up":
            if self.state == "down":
                log.warning("rate-limit store %s answers again: limits are shared again", self.name)
            self.state, self.since = "up", time.time()
        return [float(w) for w in waits]

    def _failed(self, exc: Exception) -> StoreUnavailable:
        kind = _error_kind(exc)
        if self.on_error is not None:
            self.on_error(kind)
        reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        first = self.state != "down"
        if first:
            self.state, self.since = "down", time.time()
        return StoreUnavailable(reason, first=first)

    async def aclose(self) -> None:
        await self.client.aclose()


def _error_kind(exc: Exception) -> str:
    """timeout, connection or error: the label a store failure is counted under."""
    from redis.exceptions import ConnectionError as RedisConnectionError
    from redis.exceptions import TimeoutError as RedisTimeoutError

    if isinstance(exc, TimeoutError | RedisTimeoutError):
        return "timeout"
    if isinstance(exc, RedisConnectionError | OSError):
        return "connection"
    return "error"


def rate_store(
    settings: RateLimits, on_error: Callable[[str], None] | None = None
) -> MemoryStore | RedisStore:
    """The store `settings.store` names (`on_error`: told of each Redis failure, by kind)."""
    if settings.store == "memory":
        return MemoryStore(settings.max_keys)
    return RedisStore(
        settings.store, prefix=settings.key_prefix, timeout=settings.timeout, on_error=on_error
    )


def same_store(a: RateLimits, b: RateLimits) -> bool:
    """Whether a store built for `a` serves `b` as it is (a reload keeps it, and its counts)."""
    fields = ("store", "key_prefix", "timeout", "max_keys")
    return all(getattr(a, f) == getattr(b, f) for f in fields)
