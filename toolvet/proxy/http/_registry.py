"""The legacy era's sessions at /mcp: each one's routing of the proxy's messages to the response
they belong on, and the registry that opens them (within `proxy.http.max_sessions` and
`max_sessions_per_caller`), finds them by their `Mcp-Session-Id`, binds each to the caller that
opened it and closes the idle ones."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import math
import time
import uuid
from collections import Counter
from typing import TYPE_CHECKING, Any

import anyio
from mcp import types
from starlette.types import Send

from toolvet.protocol import eras as era
from toolvet.protocol import wire
from toolvet.protocol.headers import PROTOCOL_HEADER, SESSION_HEADER
from toolvet.protocol.streams import MessageReader
from toolvet.proxy.http._asgi import INVALID_REQUEST, error
from toolvet.proxy.sessions import DownstreamSession, SessionWiring

if TYPE_CHECKING:
    from toolvet.proxy.http._response import Response
    from toolvet.proxy.identity import Caller
    from toolvet.proxy.observability import Metrics

log = logging.getLogger("toolvet.proxy")

SESSION_IDLE_TIMEOUT = 30 * 60.0  # the default of proxy.http.session_idle_timeout
MAX_SESSIONS = 10_000  # the default of proxy.http.max_sessions
MAX_SESSIONS_PER_CALLER = 100  # the default of proxy.http.max_sessions_per_caller
IDLE_CHECK_INTERVAL = 60.0  # or half the idle timeout, when that is shorter
SERVER_BUSY = -32000  # implementation-defined server error: too many sessions
TOO_MANY_REQUESTS = 429
END = None  # put on a session's GET stream queue when the stream is to end


class HttpSession:
    """One client's session: routes the proxy's messages for it to the response they belong on
    (the MessageWriter of its DownstreamSession)."""

    def __init__(self, wiring: SessionWiring) -> None:
        self.id = uuid.uuid4().hex
        self.downstream = DownstreamSession(wiring, self, transport="http")
        self.requests: dict[types.RequestId, Response] = {}
        self.standalone: asyncio.Queue[wire.Message | None] | None = None
        self.ended = anyio.Event()
        self.last_seen = time.monotonic()

    async def send(
        self, message: wire.Message, *, related_request_id: types.RequestId | None = None
    ) -> None:
        """An answer goes on the response of its request; a message about a request (progress, a
        request of the server's) on that request's response while it is open; anything else on
        the GET stream, if the client opened one."""
        if "method" not in message:
            answered = message.get("id")
            response = self.requests.get(answered) if answered is not None else None
        else:
            response = (
                self.requests.get(related_request_id) if related_request_id is not None else None
            )
        if response is not None:
            await response.send(message)
        elif "method" in message and self.standalone is not None:
            self.standalone.put_nowait(message)
        else:
            log.debug(
                "session %s: no open stream for %s", self.id, message.get("method", "an answer")
            )

    def forget(self, request_id: object) -> None:
        """The client cancelled a request: its response ends now, without an answer."""
        response = self.requests.get(request_id) if wire.is_request_id(request_id) else None
        if response is not None:
            response.end()

    def end(self) -> None:
        self.ended.set()
        for response in self.requests.values():
            response.end()
        if self.standalone is not None:
            self.standalone.put_nowait(END)

    async def until_ended(self) -> MessageReader:
        """The read stream of the DownstreamSession: messages arrive by `receive`, not through it."""
        await self.ended.wait()
        return
        yield  # an async generator that yields nothing


class SessionRegistry:
    """The open sessions; `run` hosts them in its task group (start it before serving), which
    the one-request sessions of the modern era share (`group`)."""

    def __init__(
        self,
        wiring: SessionWiring,
        *,
        max_sessions: int = MAX_SESSIONS,
        max_sessions_per_caller: int = MAX_SESSIONS_PER_CALLER,
        idle_timeout: float = SESSION_IDLE_TIMEOUT,
    ) -> None:
        self.wiring = wiring
        self.metrics: Metrics = wiring.metrics
        self.max_sessions = max_sessions
        self.max_sessions_per_caller = max_sessions_per_caller
        self._sessions_of: Counter[str] = Counter()
        """How many sessions each caller (by subject) has open."""
        self.idle_timeout = idle_timeout
        self.idle_check_interval = min(IDLE_CHECK_INTERVAL, idle_timeout / 2)
        self._refused_logged_at = -math.inf
        self.sessions: dict[str, HttpSession] = {}
        self.group: anyio.abc.TaskGroup | None = None

    async def run(
        self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        try:
            async with anyio.create_task_group() as group:
                self.group = group
                task_status.started()
                while True:
                    await anyio.sleep(self.idle_check_interval)
                    self._end_idle_sessions()
        finally:
            for session in list(self.sessions.values()):
                session.end()

    def _end_idle_sessions(self) -> None:
        cutoff = time.monotonic() - self.idle_timeout
        for session in list(self.sessions.values()):
            busy = session.requests or session.standalone is not None
            if not busy and session.last_seen < cutoff:
                log.info("session %s idle for %g s: closed", session.id, self.idle_timeout)
                self.end(session)

    def end_streams(self) -> None:
        """End every session's GET stream (they never end on their own): the server is stopping.
        The sessions stay until then."""
        for session in self.sessions.values():
            if session.standalone is not None:
                session.standalone.put_nowait(END)

    def end(self, session: HttpSession) -> None:
        if self.sessions.pop(session.id, None) is not None:
            opener = session.downstream.caller
            if opener is not None:
                self._sessions_of[opener.subject] -= 1
                if self._sessions_of[opener.subject] <= 0:
                    del self._sessions_of[opener.subject]
        session.end()

    async def find(
        self, send: Send, headers: dict[str, str], caller: Caller | None
    ) -> HttpSession | None:
        """The session a request names; None once the refusal has been sent. A session is bound
        to the caller that opened it: another caller's request on it is refused."""
        session_id = headers.get(SESSION_HEADER)
        if session_id is None:
            await error(send, 400, INVALID_REQUEST, "Bad Request: Missing session ID")
            return None
        session = self.sessions.get(session_id)
        if session is None:
            await error(send, 404, INVALID_REQUEST, "Not Found: Invalid or expired session ID")
            return None
        opener = session.downstream.caller
        if opener is not None and caller is not None and opener.principal != caller.principal:
            self.metrics.auth_refused("another_callers_session")
            await error(
                send,
                403,
                INVALID_REQUEST,
                "Forbidden: this session was opened by another caller; open a session of your own",
            )
            return None
        version = headers.get(PROTOCOL_HEADER)
        if version is not None and version not in era.LEGACY_PROTOCOL_VERSIONS:
            await error(
                send,
                400,
                INVALID_REQUEST,
                f"Bad Request: Unsupported protocol version: {version}. "
                f"Supported versions: {', '.join(era.LEGACY_PROTOCOL_VERSIONS)}",
            )
            return None
        session.last_seen = time.monotonic()
        return session

    async def open(
        self, send: Send, request_id: types.RequestId, caller: Caller | None
    ) -> HttpSession | None:
        """A new session; None once a 429 or a 503 has been sent because its caller has
        max_sessions_per_caller open, or max_sessions are."""
        assert self.group is not None, "StreamableHttpEndpoint.run must be started first"
        if caller is not None and self._sessions_of[caller.subject] >= self.max_sessions_per_caller:
            self.metrics.caller_sessions_refused += 1
            self._warn_refused(
                "caller %r has %d sessions open (proxy.http.max_sessions_per_caller): its new"
                " ones are refused",
                caller.subject,
                self._sessions_of[caller.subject],
            )
            await _refuse_caller_session(
                send, request_id, caller, self.max_sessions_per_caller, self.idle_check_interval
            )
            return None
        if len(self.sessions) >= self.max_sessions:
            self.metrics.sessions_refused += 1
            self._warn_refused(
                "%d sessions are open (proxy.http.max_sessions): new ones are refused",
                len(self.sessions),
            )
            await _refuse_session(send, request_id, self.max_sessions, self.idle_check_interval)
            return None
        session = HttpSession(self.wiring)
        if caller is not None:
            # Who opened it, for the check that later requests come from the same caller; the
            # rights of each request are those of the token it carries.
            session.downstream.caller = dataclasses.replace(
                caller, scopes=frozenset(), claims={}, access_token=None
            )
            self._sessions_of[caller.subject] += 1
        self.sessions[session.id] = session
        await self.group.start(session.downstream.run, session.until_ended())
        return session

    def _warn_refused(self, text: str, *args: Any) -> None:
        """A warning that sessions are refused: once a minute, not once per request of a flood."""
        now = time.monotonic()
        if now - self._refused_logged_at > IDLE_CHECK_INTERVAL:
            self._refused_logged_at = now
            log.warning(text, *args)


async def _refuse_session(
    send: Send, request_id: types.RequestId, limit: int, retry_after: float
) -> None:
    await error(
        send,
        503,
        SERVER_BUSY,
        f"Service Unavailable: {limit} sessions are open, the most this proxy keeps "
        "(proxy.http.max_sessions); retry later, or end sessions you no longer use with DELETE",
        [(b"retry-after", str(math.ceil(retry_after)).encode())],
        request_id=request_id,
    )


async def _refuse_caller_session(
    send: Send, request_id: types.RequestId, caller: Caller, limit: int, retry_after: float
) -> None:
    await error(
        send,
        TOO_MANY_REQUESTS,
        SERVER_BUSY,
        f"Too Many Requests: caller '{caller.subject}' has {limit} sessions open, the most one"
        " caller may keep (proxy.http.max_sessions_per_caller); end sessions you no longer use"
        " with DELETE, or retry once idle ones are closed (proxy.http.session_idle_timeout)",
        [(b"retry-after", str(math.ceil(retry_after)).encode())],
        request_id=request_id,
    )
