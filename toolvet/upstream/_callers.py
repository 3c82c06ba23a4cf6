"""Upstream sessions per caller: under token exchange, a legacy server over streamable HTTP binds
its session to the token that opened it, so each caller gets a session of its own, opened on its
first request with the token issued for it, at most `max_sessions` of them, each closed once idle.

Its answers go where the connection's do (request ids are the upstream's, unique across its
sessions); a request the server sends on one is handed on under an id toolvet makes unique, and
the answer is sent back on that session under the server's own id.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import logging
from collections import OrderedDict
from contextlib import AsyncExitStack

import anyio
from mcp.types import RequestId

from toolvet.config import ServerConfig
from toolvet.protocol.streams import MessageReader
from toolvet.protocol.wire import Bounds, Message
from toolvet.upstream._http import Deliver, ParamHeaders, StreamableHttpWriter, streamable_http
from toolvet.upstream._oauth import Credentials
from toolvet.upstream._requests import (
    HANDSHAKE_TIMEOUT,
    PendingRequests,
    UpstreamError,
    initialize,
)

log = logging.getLogger("toolvet.upstream")


class CallerSessionsFull(Exception):
    """Every caller session is busy and no more may be opened."""


class _CallerSession:
    def __init__(self, key: str, number: int) -> None:
        self.key = key
        self.number = number
        self.writer: StreamableHttpWriter | None = None
        self.ready = asyncio.Event()
        self.failure: BaseException | None = None
        self.closed = anyio.Event()
        self.pending: set[RequestId] = set()
        self.last_used = 0.0
        self.idle_timer: asyncio.TimerHandle | None = None


class CallerSessions:
    """The sessions of one legacy server, one per caller (by the caller's access token)."""

    def __init__(
        self,
        server: ServerConfig,
        credentials: Credentials,
        *,
        deliver: Deliver,
        pending: PendingRequests,
        param_headers: ParamHeaders | None,
        bounds: Bounds,
    ) -> None:
        assert server.auth is not None and server.url is not None
        self.server = server
        self.credentials = credentials
        self.max_sessions = server.auth.max_sessions
        self.idle_timeout = server.auth.session_idle_timeout
        self._deliver = deliver
        # The connection's table: ids stay unique across its sessions, answers reach it alike.
        self._pending = pending
        self._param_headers = param_headers
        self._bounds = bounds
        self._sessions: OrderedDict[str, _CallerSession] = OrderedDict()
        self._numbers = itertools.count(1)
        # Requests the server sent on a caller's session: toolvet's id -> (session, server's id).
        self._asked: dict[str, tuple[_CallerSession, RequestId]] = {}
        self._task_group: anyio.abc.TaskGroup | None = None

    def __len__(self) -> int:
        return len(self._sessions)

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Hold the sessions until cancelled (the connection to the server ends)."""
        try:
            async with anyio.create_task_group() as group:
                self._task_group = group
                task_status.started()
                await anyio.sleep_forever()
        finally:
            self._task_group = None
            for session in self._sessions.values():
                if session.idle_timer is not None:
                    session.idle_timer.cancel()
            self._sessions.clear()
            self._asked.clear()

    async def send(self, subject: str, message: Message) -> None:
        """Send a message on the session of the caller whose access token is `subject`."""
        session = await self._session(subject)
        assert session.writer is not None
        if "method" in message and "id" in message:
            session.pending.add(message["id"])
        session.last_used = _now()
        await session.writer.send(message)

    async def answer(self, message: Message) -> bool:
        """Send the answer to a request the server sent on a caller's session; False when the
        request came on no caller's session."""
        request_id = message.get("id")
        asked = self._asked.pop(request_id, None) if isinstance(request_id, str) else None
        if asked is None:
            return False
        session, server_id = asked
        if session.writer is not None and not session.closed.is_set():
            await session.writer.send({**message, "id": server_id})
        return True

    async def _session(self, subject: str) -> _CallerSession:
        key = hashlib.sha256(subject.encode()).hexdigest()
        session = self._sessions.get(key)
        if session is None or session.closed.is_set():
            session = self._open(key, subject)
        self._sessions.move_to_end(key)
        await session.ready.wait()
        if session.failure is not None:
            self._sessions.pop(key, None)
            raise session.failure
        return session

    def _open(self, key: str, subject: str) -> _CallerSession:
        if self._task_group is None:
            raise anyio.ClosedResourceError
        if len(self._sessions) >= self.max_sessions and not self._make_room():
            raise CallerSessionsFull(
                f"server '{self.server.name}': {len(self._sessions)} caller sessions are open and"
                f" busy (mcpServers.{self.server.name}.auth.max_sessions); try again shortly"
            )
        session = self._sessions[key] = _CallerSession(key, next(self._numbers))
        self._task_group.start_soon(self._hold, session, subject)
        return session

    def _make_room(self) -> bool:
        """Close the least recently used session with nothing in flight."""
        for session in self._sessions.values():
            if not session.pending:
                self._close(session)
                return True
        return False

    def _close(self, session: _CallerSession) -> None:
        if self._sessions.get(session.key) is session:
            del self._sessions[session.key]
        if session.idle_timer is not None:
            session.idle_timer.cancel()
        session.closed.set()

    async def _hold(self, session: _CallerSession, subject: str) -> None:
        """Open the caller's session, shake hands, and keep it until it is closed or ends."""
        try:
            async with AsyncExitStack() as stack:
                read, writer = await stack.enter_async_context(
                    streamable_http(
                        self.server.url or "",
                        dict(self.server.headers),
                        self._param_headers,
                        lambda item, related=None: self._delivered(session, item, related),
                        self._bounds,
                        self.credentials,
                        subject,
                    )
                )
                session.writer = writer
                await self._handshake(writer)
                session.last_used = _now()
                self._arm_idle_timer(session)
                session.ready.set()
                async with anyio.create_task_group() as group:
                    group.start_soon(_drain, read, session.closed)
                    await session.closed.wait()
                    group.cancel_scope.cancel()
        except Exception as exc:
            session.failure = exc
            log.info(
                "upstream %s: caller session %d ended: %s", self.server.name, session.number, exc
            )
        finally:
            session.ready.set()
            self._close(session)
            # Refused unread (HTTP 404: the server dropped the session): once more, on a new one.
            if session.writer is not None and self._task_group is not None:
                for message in session.writer.unsent:
                    self._task_group.start_soon(self._send_again, subject, message)

    async def _send_again(self, subject: str, message: Message) -> None:
        failure = f"server '{self.server.name}' dropped a caller's session: "
        await self._pending.resend(message, lambda m: self.send(subject, m), failure)

    async def _handshake(self, writer: StreamableHttpWriter) -> None:
        try:
            await initialize(self._pending, writer.send)
        except TimeoutError as exc:
            raise ConnectionError(
                f"server '{self.server.name}' did not answer the initialize of a caller's session"
                f" within {HANDSHAKE_TIMEOUT:g} s"
            ) from exc
        except UpstreamError as exc:
            raise ConnectionError(
                f"server '{self.server.name}' refused a caller's session: {exc.message}"
            ) from exc

    async def _delivered(
        self,
        session: _CallerSession,
        item: Message | Exception,
        related: RequestId | None = None,
    ) -> None:
        if isinstance(item, dict):
            if "method" not in item:
                session.pending.discard(item.get("id"))
            elif "id" in item:  # the server asks: under an id unique across the sessions
                unique = f"caller{session.number}:{item['id']}"
                self._asked[unique] = (session, item["id"])
                item = {**item, "id": unique}
        await self._deliver(item, related)

    def _arm_idle_timer(self, session: _CallerSession) -> None:
        due = session.last_used + self.idle_timeout
        session.idle_timer = asyncio.get_running_loop().call_at(due, self._idle_check, session)

    def _idle_check(self, session: _CallerSession) -> None:
        if session.closed.is_set():
            return
        if session.pending or _now() < session.last_used + self.idle_timeout:
            if session.pending:
                session.last_used = _now()
            self._arm_idle_timer(session)
            return
        log.debug("upstream %s: caller session %d idle; closed", self.server.name, session.number)
        self._close(session)


async def _drain(read: MessageReader, closed: anyio.Event) -> None:
    """The session's message stream: it ends (the server dropped the session) or is cancelled."""
    try:
        async for _ in read:
            pass
    except Exception as exc:
        log.debug("a caller session's stream ended: %s", exc)
    closed.set()


def _now() -> float:
    return asyncio.get_running_loop().time()
