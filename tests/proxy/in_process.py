"""Stand-ins for the tests of the HTTP server's protocol in process: a transport that records what
the connection's socket would have been asked to do, and `until`, a wait on what the protocol
does in its own time (its timers and tasks tell no one)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

# An upper bound for what a protocol in this process does, never an expectation of speed.
WAIT = 5.0


class RecordingTransport(asyncio.Transport):
    """What a connection's socket would have been asked to send, write by write."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return default

    def pause_reading(self) -> None: ...

    def resume_reading(self) -> None: ...


async def until(condition: Callable[[], object]) -> None:
    """Until `condition` holds (polled: see the module's docstring)."""
    async with asyncio.timeout(WAIT):
        while not condition():
            await asyncio.sleep(0.001)
