"""An answer awaited: whoever sends a request waits here for what comes back, from wherever."""

from __future__ import annotations

import asyncio
from typing import Any


class Answer:
    """One answer awaited: `deliver` it from wherever it comes (the first one counts), `wait`
    for it."""

    __slots__ = ("_future",)

    def __init__(self) -> None:
        self._future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

    async def deliver(self, reply: dict[str, Any]) -> None:
        if not self._future.done():
            self._future.set_result(reply)

    @property
    def delivered(self) -> bool:
        return self._future.done()

    async def wait(self) -> dict[str, Any]:
        return await self._future
