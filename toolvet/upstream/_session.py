"""One persistent session with one upstream MCP server, shared by every downstream client."""

from __future__ import annotations

import itertools
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from mcp import types

from toolvet import __version__
from toolvet.cache import CacheChange, SchemaCache
from toolvet.config import ServerConfig
from toolvet.upstream._exit import ServerExited
from toolvet.upstream._transport import open_transport
from toolvet.upstream._wire import UPSTREAM_UNAVAILABLE, Message, error, notification, request

log = logging.getLogger("toolvet.upstream")

ReplyHandler = Callable[[Message], Awaitable[None]]
MessageHandler = Callable[["Upstream", Message], Awaitable[None]]
ToolsChangedHandler = Callable[["Upstream", CacheChange], Awaitable[None]]

HANDSHAKE_TIMEOUT = 30.0
# Reconnect delays: exponential from the first to the cap, with jitter.
BACKOFF_FIRST = 0.5
BACKOFF_CAP = 30.0

CLIENT_CAPABILITIES: dict[str, Any] = {
    "roots": {"listChanged": True},
    "sampling": {},
    "elicitation": {"form": {}, "url": {}},
}


class UpstreamError(Exception):
    """An upstream answered with a JSON-RPC error, or could not answer at all."""

    def __init__(self, server: str, code: int, message: str, data: Any = None) -> None:
        super().__init__(f"server '{server}': {message}")
        self.server = server
        self.code = code
        self.message = message
        self.data = data


class Upstream:
    """A supervised connection to one server: handshake, tool list, request ids, reconnects.

    Requests sent through it get upstream-unique ids; each has a reply handler that runs when the
    answer comes. Requests and notifications the server sends are handed to `on_message`. When the
    connection ends, every request still waiting is answered with an `UPSTREAM_UNAVAILABLE` error
    and the server is started again after a backoff.
    """

    def __init__(
        self,
        config: ServerConfig,
        cache: SchemaCache,
        *,
        on_message: MessageHandler,
        on_tools_changed: ToolsChangedHandler,
    ) -> None:
        self.name = config.name
        self.config = config
        self.cache = cache
        self.state = "starting"
        self.last_error: str | None = None
        self.restarts = 0
        self.connected_at: float | None = None
        self.initialize_result: dict[str, Any] = {}
        self._on_message = on_message
        self._on_tools_changed = on_tools_changed
        self._write: Any = None
        self._ids = itertools.count(1)
        self._pending: dict[types.RequestId, ReplyHandler] = {}
        self._task_group: anyio.abc.TaskGroup | None = None
        self._first_attempt = anyio.Event()

    # -- state -------------------------------------------------------------------------

    @property
    def ready(self) -> bool:
        return self.state == "ready"

    @property
    def capabilities(self) -> dict[str, Any]:
        return self.initialize_result.get("capabilities") or {}

    @property
    def in_flight(self) -> int:
        return len(self._pending)

    async def wait_first_attempt(self) -> None:
        """Return once the first connection attempt has succeeded or failed."""
        await self._first_attempt.wait()

    def status(self) -> dict[str, Any]:
        info = self.initialize_result.get("serverInfo") or {}
        return {
            "state": self.state,
            "transport": self.config.transport,
            "tools": len(self.cache.tools(self.name)),
            "restarts": self.restarts,
            "last_error": self.last_error,
            "server_info": {k: info[k] for k in ("name", "version") if k in info},
        }

    # -- running -------------------------------------------------------------------------

    async def run(self) -> None:
        """Connect, serve until the connection ends, and connect again with backoff; until cancelled."""
        delay = BACKOFF_FIRST
        while True:
            started = time.monotonic()
            try:
                await self._connect_once()
                self.last_error = self.last_error or "the connection closed"
            except FileNotFoundError:
                self.last_error = f"command not found: {self.config.command}"
            except Exception as exc:
                self.last_error = _describe(exc)
            finally:
                self._write = None
                await self._fail_pending(f"server '{self.name}' is unavailable: {self.last_error}")
            self.state = "failed"
            self._first_attempt.set()
            if time.monotonic() - started > BACKOFF_CAP:
                delay = BACKOFF_FIRST
            wait = delay * (0.5 + random.random())
            log.warning("upstream %s: %s; reconnecting in %.1fs", self.name, self.last_error, wait)
            await anyio.sleep(wait)
            delay = min(delay * 2, BACKOFF_CAP)
            self.restarts += 1
            self.state = "starting"

    async def _connect_once(self) -> None:
        async with open_transport(self.config) as (read, write), anyio.create_task_group() as group:
            self._write = write
            self._task_group = group
            group.start_soon(self._handshake)
            await self._read_loop(read)
            group.cancel_scope.cancel()

    async def _handshake(self) -> None:
        with anyio.fail_after(HANDSHAKE_TIMEOUT):
            self.initialize_result = await self.request(
                "initialize",
                {
                    "protocolVersion": types.LATEST_PROTOCOL_VERSION,
                    "capabilities": CLIENT_CAPABILITIES,
                    "clientInfo": {"name": "toolvet", "version": __version__},
                },
            )
            await self.notify("notifications/initialized", None)
            change = await self.refresh_tools()
        self.state = "ready"
        self.last_error = None
        self.connected_at = time.monotonic()
        self._first_attempt.set()
        log.info("upstream %s: ready with %d tools", self.name, len(self.cache.tools(self.name)))
        if change:
            # Back from a restart (or up after a failed start) with other tools: clients must know.
            await self._on_tools_changed(self, change)

    async def refresh_tools(self) -> CacheChange:
        """Fetch every page of `tools/list` into the cache; tell the proxy what changed."""
        tools: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            result = await self.request("tools/list", {"cursor": cursor} if cursor else None)
            tools.extend(result.get("tools") or [])
            cursor = result.get("nextCursor")
            if not cursor:
                break
        change = self.cache.update(self.name, tools)
        if change and self.state == "ready":
            await self._on_tools_changed(self, change)
        return change

    async def _read_loop(self, read: Any) -> None:
        async for item in read:
            if isinstance(item, Exception):
                log.warning("upstream %s sent a message that is not JSON-RPC: %s", self.name, item)
                continue
            if "method" in item:
                await self._on_message(self, item)
                continue
            handler = self._pending.pop(item["id"], None)
            if handler is None:
                log.debug("upstream %s answered unknown request id %r", self.name, item["id"])
                continue
            await _run_handler(handler, item, self.name)

    def spawn(self, function: Callable[..., Awaitable[Any]], *args: Any) -> None:
        """Run work that waits on this upstream (e.g. a refresh) beside the read loop, not inside it."""
        if self._task_group is not None:
            self._task_group.start_soon(function, *args)

    # -- sending ---------------------------------------------------------------------------

    def reserve(self, on_reply: ReplyHandler) -> int:
        """A fresh request id whose answer goes to `on_reply`; send the request with `send_request`.

        Reserving first lets a caller record the id before the answer can possibly arrive.
        """
        request_id = next(self._ids)
        self._pending[request_id] = on_reply
        return request_id

    async def send_request(
        self, request_id: int, method: str, params: dict[str, Any] | None
    ) -> None:
        """Send a request under a reserved id; if it cannot be sent, UpstreamError (the id is released)."""
        try:
            if self._write is None:
                raise anyio.ClosedResourceError
            await self._write.send(request(request_id, method, params))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError) as exc:
            self._pending.pop(request_id, None)
            raise UpstreamError(
                self.name,
                UPSTREAM_UNAVAILABLE,
                f"server '{self.name}' is not connected ({self.last_error or self.state})",
            ) from exc

    def abandon(self, request_id: types.RequestId) -> ReplyHandler | None:
        """Stop waiting for a request's answer (timed out or cancelled); returns its handler."""
        return self._pending.pop(request_id, None)

    async def request(self, method: str, params: dict[str, Any] | None) -> dict[str, Any]:
        """Send a request and wait for its result; a JSON-RPC error raises UpstreamError."""
        done = anyio.Event()
        box: list[Message] = []

        async def on_reply(reply: Message) -> None:
            box.append(reply)
            done.set()

        request_id = self.reserve(on_reply)
        await self.send_request(request_id, method, params)
        try:
            await done.wait()
        finally:
            if not box:
                self.abandon(request_id)
        reply = box[0]
        if "error" in reply:
            failure = reply["error"]
            raise UpstreamError(self.name, failure["code"], failure["message"], failure.get("data"))
        return reply["result"]

    async def notify(self, method: str, params: dict[str, Any] | None) -> None:
        await self.send_raw(notification(method, params))

    async def send_raw(self, message: Message) -> None:
        """Send a notification, or an answer to a request of the server's; UpstreamError if it
        cannot be sent."""
        try:
            if self._write is None:
                raise anyio.ClosedResourceError
            await self._write.send(message)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError) as exc:
            raise UpstreamError(
                self.name,
                UPSTREAM_UNAVAILABLE,
                f"server '{self.name}' is not connected ({self.last_error or self.state})",
            ) from exc

    async def _fail_pending(self, reason: str) -> None:
        pending, self._pending = self._pending, {}
        for request_id, handler in pending.items():
            await _run_handler(handler, error(request_id, UPSTREAM_UNAVAILABLE, reason), self.name)


async def _run_handler(handler: ReplyHandler, reply: Message, server: str) -> None:
    try:
        await handler(reply)
    except Exception:  # a broken downstream must not take the upstream's read loop down
        log.exception("handling an answer from upstream %s failed", server)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, ServerExited):
        return str(exc)  # exit status and stderr tail, already one line
    if isinstance(exc, BaseExceptionGroup):
        inner = [e for e in exc.exceptions if not isinstance(e, anyio.get_cancelled_exc_class())]
        if inner:
            return _describe(inner[0])
    if isinstance(exc, TimeoutError):
        return "no answer to the MCP handshake in time"
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:300]
