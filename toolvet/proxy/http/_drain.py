"""Stopping a replica without failing a call: drain, then uvicorn's graceful shutdown.

On the first SIGTERM (or SIGINT) the replica drains: /readyz answers 503 so the balancer takes
it out, and everything else goes on being served (the balancer's checks take a few intervals to
notice; a Kubernetes Service takes a moment to drop the pod's address), each /mcp answer closing
its connection. After `drain_seconds` the open streams that never end on their own are ended
(each `subscriptions/listen` with its graceful closure, each legacy session's GET stream),
then uvicorn stops accepting connections, waits for the calls in flight (at most
`timeout_graceful_shutdown`) and runs the lifespan's end, which stops every upstream.
A second signal ends the drain period at once.
"""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Awaitable, Callable
from types import FrameType

import uvicorn

from toolvet.proxy.http._probes import Replica

log = logging.getLogger("toolvet.proxy")


class DrainingServer(uvicorn.Server):
    """uvicorn's Server, with a drain period before its graceful shutdown."""

    def __init__(
        self,
        config: uvicorn.Config,
        *,
        replica: Replica,
        drain_seconds: float,
        end_streams: Callable[[], Awaitable[None]],
    ) -> None:
        super().__init__(config)
        self.replica = replica
        self.drain_seconds = drain_seconds
        self._end_streams = end_streams
        self._drain_until: float | None = None
        self._announced = False

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        # A signal handler: set flags only; on_tick (in the event loop) does the rest.
        if self.drain_seconds > 0 and self._drain_until is None and not self.should_exit:
            self._captured_signals.append(sig)  # re-raised on the way out, as uvicorn does
            self.replica.draining = True
            self._drain_until = time.monotonic() + self.drain_seconds
            return
        super().handle_exit(sig, frame)

    async def on_tick(self, counter: int) -> bool:
        if self._drain_until is not None:
            if not self._announced:
                self._announced = True
                log.info(
                    "draining: /readyz fails; serving for %g s more, then stopping",
                    self.drain_seconds,
                )
            if time.monotonic() >= self._drain_until:
                self.should_exit = True
        return await super().on_tick(counter)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self.replica.draining = True
        await self._end_streams()
        await super().shutdown(sockets)
