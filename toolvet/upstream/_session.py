"""One persistent session with one upstream MCP server, shared by every downstream client."""

from __future__ import annotations

import logging
import random
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, TypeVarTuple

import anyio
from mcp import types

from toolvet.cache import CacheChange, SchemaCache
from toolvet.config import ServerConfig, default_token_store
from toolvet.protocol import eras as era
from toolvet.protocol.streams import MessageReader, UpstreamWriter
from toolvet.protocol.wire import (
    DEFAULT_BOUNDS,
    UPSTREAM_UNAVAILABLE,
    Bounds,
    InvalidMessage,
    Message,
    notification,
    request,
)
from toolvet.upstream._callers import CallerSessions, CallerSessionsFull
from toolvet.upstream._exit import ServerExited
from toolvet.upstream._oauth import Credentials, CredentialsError
from toolvet.upstream._requests import (
    CLIENT_INFO,
    HANDSHAKE_TIMEOUT,
    PendingRequests,
    ReplyHandler,
    UpstreamError,
    ask,
    initialize,
)
from toolvet.upstream._stderr import StderrRelay
from toolvet.upstream._token_store import TokenStore
from toolvet.upstream._transport import open_transport
from toolvet.validation import param_headers

log = logging.getLogger("toolvet.upstream")

# A request or notification of the server's, and toolvet's request it came with (see _dispatch).
MessageHandler = Callable[["Upstream", Message, types.RequestId | None], Awaitable[None]]
ToolsChangedHandler = Callable[["Upstream", CacheChange], Awaitable[None]]
_Args = TypeVarTuple("_Args")

# How long a `server/discover` probe may go unanswered before the server is taken for one of
# the legacy era (some never answer a request that comes before `initialize`).
PROBE_TIMEOUT = 10.0
# Reconnect delays: exponential from the first to the cap, with jitter.
BACKOFF_FIRST = 0.5
BACKOFF_CAP = 30.0


class Upstream:
    """A supervised connection to one server: handshake, tool list, request ids, reconnects.

    Requests sent through it get upstream-unique ids; each has a reply handler that runs when the
    answer comes. Requests and notifications the server sends are handed to `on_message`, with
    the id of the request of toolvet's they came with, when the transport tells. When the
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
        bounds: Bounds = DEFAULT_BOUNDS,
        token_store: Path | None = None,
        config_source: str | None = None,
        reconnect: bool = True,
    ) -> None:
        """`token_store`: where the tokens of an authorization_code server are kept (by default
        `default_token_store()`); `config_source`: the config file, for the login it asks for;
        `reconnect=False`: one attempt, whose outcome stays (what `toolvet check` reports)."""
        self.name = config.name
        self.reconnect = reconnect
        self.config = config
        self.cache = cache
        self.state = "starting"
        self.last_error: str | None = None
        self.restarts = 0
        self.connected_at: float | None = None
        self.era: era.Era | None = None
        self.protocol_version: str | None = None
        # What the server said of itself: its `initialize` result, or its `server/discover`
        # result (with serverInfo lifted from `_meta`).
        self.description: dict[str, Any] = {}
        self.bounds = bounds
        self.invalid_messages: Counter[str] = Counter()
        """Messages of the server's refused at the wire, by kind (not_json, too_large, ...)."""
        self._on_message = on_message
        self._on_tools_changed = on_tools_changed
        self._write: UpstreamWriter | None = None
        self.pending = PendingRequests(self.name)
        """The requests awaiting the server's answer (this connection's and its callers'
        sessions')."""
        self.removal: str | None = None
        """Why the server takes no new requests: it is being stopped (see `retire`)."""
        self._task_group: anyio.abc.TaskGroup | None = None
        self._first_attempt = anyio.Event()
        self._stderr = StderrRelay(self.name)
        # Whether the last handshake was of the legacy era: a reconnect then skips the probe.
        self._speaks_legacy = False
        # Why the last `server/discover` probe found no modern server.
        self._probe_failure = ""
        # A modern server's change notifications come on toolvet's own subscriptions/listen.
        self._listen_id: int | None = None
        self.watched: set[str] = set()
        """Resource URIs whose updates toolvet listens for (a modern server)."""
        self.credentials: Credentials | None = None
        """toolvet's access tokens for the server (its `auth` block)."""
        if config.auth is not None and config.url is not None:
            store = None
            if config.auth.grant == "authorization_code":
                store = TokenStore(token_store or default_token_store())
            self.credentials = Credentials(
                config.name, config.url, config.auth, store, config_source
            )
        # token_exchange to a legacy server: a session per caller, while connected.
        self._callers: CallerSessions | None = None
        # Requests a dropped session refused unread (HTTP 404): those of the connection now
        # (the writer's own list), and those of the last one, sent again once a new one is up.
        self._refused_unread: Sequence[Message] = ()
        self._unsent: list[Message] = []

    # -- state -------------------------------------------------------------------------

    @property
    def ready(self) -> bool:
        """Whether it takes requests: connected, and not being stopped."""
        return self.state == "ready" and self.removal is None

    @property
    def unavailable_reason(self) -> str:
        """Why it takes no requests now (said after "server 'x' is unavailable")."""
        return self.removal or self.last_error or self.state

    def retire(self, reason: str) -> None:
        """Take no new requests from now on (those in flight go on), saying `reason` to
        whoever asks; the supervisor stops it once they are answered (see _supervisor)."""
        self.removal = reason

    @property
    def capabilities(self) -> dict[str, Any]:
        return self.description.get("capabilities") or {}

    @property
    def modern(self) -> bool:
        return self.era == "modern"

    @property
    def in_flight(self) -> int:
        """How many requests sent for clients await the server's answer."""
        return self.pending.for_clients

    async def wait_first_attempt(self) -> None:
        """Return once the first connection attempt has succeeded or failed."""
        await self._first_attempt.wait()

    def status(self) -> dict[str, Any]:
        info = self.description.get("serverInfo") or {}
        state, last_error = self.state, self.last_error
        if self.removal is not None:
            state, last_error = "stopping", self.removal
        elif self.credentials is not None and self.credentials.login_needed:
            state, last_error = "degraded", self.credentials.problem
        return {
            "state": state,
            "transport": self.config.transport,
            "protocol": self.config.protocol,
            "era": self.era,
            "protocol_version": self.protocol_version,
            "tools": len(self.cache.tools(self.name)),
            "restarts": self.restarts,
            "invalid_messages": dict(self.invalid_messages),
            "last_error": last_error,
            "server_info": {k: info[k] for k in ("name", "version") if k in info},
            **({"auth": self.config.auth.grant} if self.config.auth is not None else {}),
        }

    # -- running -------------------------------------------------------------------------

    async def run(self) -> None:
        """Connect, serve until the connection ends, and connect again with backoff; until cancelled."""
        try:
            await self._supervise()
        finally:
            if self.credentials is not None:
                with anyio.CancelScope(shield=True):
                    await self.credentials.aclose()

    async def _supervise(self) -> None:
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
                self._callers = None
                own = self.pending.own  # toolvet's own are not sent again: nothing else waits
                self._unsent = [m for m in self._refused_unread if m["id"] not in own]
                self._refused_unread = ()
                await self.pending.fail_all(
                    f"server '{self.name}' is unavailable: {self.last_error}",
                    keep={m["id"] for m in self._unsent},
                )
            login_needed = self.credentials is not None and self.credentials.login_needed
            self.state = "degraded" if login_needed else "failed"
            self._first_attempt.set()
            if not self.reconnect:
                log.warning("upstream %s: %s", self.name, self.last_error)
                await anyio.sleep_forever()
            if time.monotonic() - started > BACKOFF_CAP:
                delay = BACKOFF_FIRST
            wait = delay * (0.5 + random.random())
            log.warning("upstream %s: %s; reconnecting in %.1fs", self.name, self.last_error, wait)
            await anyio.sleep(wait)
            delay = min(delay * 2, BACKOFF_CAP)
            self.restarts += 1  # the state stays "failed" (or "degraded") until it is ready again

    async def _connect_once(self) -> None:
        self._stderr = StderrRelay(self.name)  # each process's stderr starts at a line's start
        async with (
            open_transport(
                self.config,
                self._param_headers,
                self._dispatch,
                self._stderr,
                self.bounds,
                self.credentials,
            ) as (read, write),
            anyio.create_task_group() as group,
        ):
            self._write = write
            self._task_group = group
            self._refused_unread = write.unsent
            if self.credentials is not None and self.credentials.acts_for_callers:
                self._callers = CallerSessions(
                    self.config,
                    self.credentials,
                    deliver=self._dispatch,
                    pending=self.pending,
                    param_headers=self._param_headers,
                    bounds=self.bounds,
                )
                await group.start(self._callers.run)
            group.start_soon(self._handshake)
            await self._read_loop(read)
            group.cancel_scope.cancel()

    async def _handshake(self) -> None:
        self.era = None
        probe = self.config.protocol != "legacy" and not self._speaks_legacy
        self._speaks_legacy = False  # remembered again once this handshake succeeds
        if probe:
            self._stderr.hold()  # a server of the legacy era may answer the probe at length
        quietly = False
        try:
            with anyio.fail_after(HANDSHAKE_TIMEOUT):
                if probe:
                    await self._discover()
                if self.era is None:
                    await self._initialize()
                    if probe:
                        self._log_legacy()
                change = await self.refresh_tools()
            quietly = probe and self.era == "legacy"
        finally:
            self._stderr.release(quietly=quietly)
        self._speaks_legacy = self.era == "legacy"
        self.state = "ready"
        self.last_error = None
        self.connected_at = time.monotonic()
        await self._send_again()
        if self.modern:
            await self._listen()
        elif "logging" in self.capabilities:
            self.spawn(self._log_every_level)
        self._first_attempt.set()
        log.info("upstream %s: ready with %d tools", self.name, len(self.cache.tools(self.name)))
        if change:
            # Back from a restart (or up after a failed start) with other tools: clients must know.
            await self._on_tools_changed(self, change)

    async def _discover(self) -> None:
        """Probe `server/discover`: a modern server answers it (or names the versions it serves);
        anything else, an error or silence, means the legacy era, unless the config says
        `"protocol": "modern"`, which then fails the connection with what the server said."""
        version = era.LATEST_MODERN_VERSION
        failure = "it did not answer server/discover in time"
        for _ in range(2):
            try:
                with anyio.fail_after(PROBE_TIMEOUT):
                    result = await self._request_as(version, "server/discover", None)
            except TimeoutError:
                break
            except UpstreamError as exc:
                failure = f"server/discover failed: {exc.message}"
                offered = (exc.data or {}).get("supported") if isinstance(exc.data, dict) else None
                mutual = [v for v in era.MODERN_PROTOCOL_VERSIONS if v in (offered or ())]
                if (
                    exc.code == era.UNSUPPORTED_PROTOCOL_VERSION
                    and mutual
                    and version != mutual[-1]
                ):
                    version = mutual[-1]
                    continue
                if exc.code in era.MODERN_ERRORS:
                    raise  # a modern server that toolvet cannot speak to: no fallback
                break
            offered = result.get("supportedVersions") or []
            mutual = [v for v in era.MODERN_PROTOCOL_VERSIONS if v in offered]
            if not mutual:
                failure = f"it offers only {offered} in server/discover"
                break
            self.era, self.protocol_version = "modern", mutual[-1]
            meta = result.get("_meta") or {}
            self.description = {**result, "serverInfo": meta.get(era.SERVER_INFO_META_KEY) or {}}
            return
        if self.config.protocol == "modern":
            raise UpstreamError(
                self.name,
                UPSTREAM_UNAVAILABLE,
                f'server \'{self.name}\' is configured with "protocol": "modern" but {failure};'
                ' use "auto" or "legacy" for a server of the legacy era',
            )
        self._probe_failure = failure

    def _log_legacy(self) -> None:
        """Said once initialize is answered: a server that cannot be reached at all says
        nothing of its era, only why it cannot be reached."""
        held = " (what it wrote to stderr meanwhile is logged at debug level)"
        log.info(
            "upstream %s speaks the legacy era (%s); it answered initialize%s",
            self.name,
            self._probe_failure,
            held if self.config.transport == "stdio" else "",
        )

    async def _initialize(self) -> None:
        self.era = "legacy"
        result = await initialize(self.pending, self._send)
        self.description = result
        self.protocol_version = result.get("protocolVersion")

    async def _log_every_level(self) -> None:
        """Ask a legacy server for log messages of every level: its one session serves every
        client, so a client's logging/setLevel is kept by toolvet and applied to that client's
        messages alone, never sent to the server (where it would be every client's level)."""
        try:
            await self.request("logging/setLevel", {"level": "debug"})
        except UpstreamError as exc:
            log.info("upstream %s: logging/setLevel debug failed: %s", self.name, exc.message)

    async def _listen(self) -> None:
        """Open `subscriptions/listen` on a modern server for the changes it can report: its
        lists, and the resources clients watch. The request stays open for the connection."""
        capabilities = self.capabilities
        notifications: dict[str, Any] = {
            flag: True
            for flag, kind in (
                ("toolsListChanged", "tools"),
                ("promptsListChanged", "prompts"),
                ("resourcesListChanged", "resources"),
            )
            if (capabilities.get(kind) or {}).get("listChanged")
        }
        if self.watched:
            notifications["resourceSubscriptions"] = sorted(self.watched)
        if not notifications:
            return

        async def on_end(reply: Message) -> None:
            if self._listen_id == listen_id:
                self._listen_id = None
            log.info("upstream %s ended toolvet's subscription: %s", self.name, reply)

        listen_id = self.pending.reserve(on_end, own=True)
        self._listen_id = listen_id
        # toolvet's own request (with its own token, under token exchange too).
        await self._send_request(
            listen_id, "subscriptions/listen", self.envelop({"notifications": notifications})
        )

    async def watch(self, uri: str) -> None:
        """Listen for updates of one more resource of a modern server (the listen is opened again
        with the new set, as the spec has no way to widen one)."""
        if uri in self.watched:
            return
        self.watched.add(uri)
        if not self.ready:
            return  # the next connection listens for it
        if self._listen_id is not None:
            previous, self._listen_id = self._listen_id, None
            self.abandon(previous)
            try:
                await self.notify("notifications/cancelled", {"requestId": previous})
            except UpstreamError as exc:
                log.info("%s", exc)
        await self._listen()

    async def list_all(self, method: str, key: str) -> list[dict[str, Any]]:
        """Every item of every page of a list (`tools/list`, `resources/list`, ...) under `key`;
        a JSON-RPC error raises UpstreamError."""
        items: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            result = await self.request(method, {"cursor": cursor} if cursor else None)
            items.extend(result.get(key) or [])
            cursor = result.get("nextCursor")
            if not cursor:
                return items

    async def refresh_tools(self) -> CacheChange:
        """Fetch every page of `tools/list` into the cache; tell the proxy what changed. One
        being stopped leaves the cache alone (its name may be its successor's already)."""
        if self.removal is not None:
            return CacheChange()
        change = self.cache.update(self.name, await self.list_all("tools/list", "tools"))
        if change and self.state == "ready":
            await self._on_tools_changed(self, change)
        return change

    async def _read_loop(self, read: MessageReader) -> None:
        async for item in read:
            await self._dispatch(item)

    async def _dispatch(
        self, item: Message | Exception, related: types.RequestId | None = None
    ) -> None:
        """One thing the server sent: an answer goes to its request's handler, a request or
        notification of the server's to `on_message`, with the id of toolvet's request it came
        with (`related`: over streamable HTTP, on that request's response; else None)."""
        if isinstance(item, Exception):
            await self._refused(item)
            return
        if "method" in item:
            await self._on_message(self, item, related)
        elif not await self.pending.answer(item):
            log.debug("upstream %s answered unknown request id %r", self.name, item["id"])

    async def _refused(self, problem: Exception) -> None:
        """A message of the server's that cannot be passed on fails the request it answers, when
        its id can be found; else it is dropped. Either way the connection goes on."""
        invalid = problem if isinstance(problem, InvalidMessage) else None
        self.invalid_messages[invalid.kind if invalid else "invalid"] += 1
        if invalid is None or invalid.request_id not in self.pending:
            log.warning("upstream %s sent a message toolvet dropped: %s", self.name, problem)
            return
        reason = f"server '{self.name}' sent an answer toolvet cannot pass on: {invalid}"
        log.warning("%s (request %r)", reason, invalid.request_id)
        await self.pending.fail(invalid.request_id, UPSTREAM_UNAVAILABLE, reason)

    def _param_headers(self, tool: str, arguments: Any) -> dict[str, str]:
        """The `Mcp-Param-*` headers of a call to `tool`, from the arguments actually sent."""
        entry = self.cache.get(self.name, tool)
        fields = entry.header_fields if entry is not None else None
        return param_headers(fields, arguments) if fields else {}

    def spawn(
        self, function: Callable[[*_Args], Coroutine[Any, Any, object]], *args: *_Args
    ) -> None:
        """Run work that waits on this upstream (e.g. a refresh) beside the read loop, not inside it."""
        if self._task_group is not None:
            self._task_group.start_soon(function, *args)

    # -- sending ---------------------------------------------------------------------------

    def reserve(self, on_reply: ReplyHandler) -> int:
        """A fresh request id whose answer goes to `on_reply`; send the request with `send_request`.

        Reserving first lets a caller record the id before the answer can possibly arrive.
        """
        return self.pending.reserve(on_reply)

    def envelop(
        self,
        params: dict[str, Any] | None,
        capabilities: dict[str, Any] | None = None,
        log_level: str | None = None,
    ) -> dict[str, Any] | None:
        """Params as this server's era wants them: with the per-request envelope for a modern
        server (declaring `capabilities`, those of the client the request is for), without it
        for one of the legacy era."""
        if not self.modern:
            return era.without_envelope(params)
        assert self.protocol_version is not None
        return era.with_envelope(
            params,
            version=self.protocol_version,
            client_info=CLIENT_INFO,
            capabilities=capabilities or {},
            log_level=log_level,
        )

    async def send_request(
        self,
        request_id: int,
        method: str,
        params: dict[str, Any] | None,
        *,
        capabilities: dict[str, Any] | None = None,
        log_level: str | None = None,
        subject: str | None = None,
    ) -> None:
        """Send a request under a reserved id, in this server's era; if it cannot be sent,
        UpstreamError (the id is released). `subject`: the access token of the caller it is
        sent for, which a server reached by token exchange needs (never sent to the server)."""
        params = self.envelop(params, capabilities, log_level)
        if self.credentials is None or not self.credentials.acts_for_callers:
            await self._send_request(request_id, method, params)
            return
        if subject is None:
            self.pending.pop(request_id)
            raise UpstreamError(
                self.name,
                UPSTREAM_UNAVAILABLE,
                f"server '{self.name}' acts for each caller (token exchange), and this request"
                " came without an OAuth access token of its caller; call toolvet with a token"
                " from its authorization server (proxy.auth.oauth)",
            )
        await self._send_request(request_id, method, params, subject)

    async def _send_request(
        self,
        request_id: int,
        method: str,
        params: dict[str, Any] | None,
        subject: str | None = None,
    ) -> None:
        try:
            await self._send(request(request_id, method, params), subject)
        except UpstreamError:
            self.pending.pop(request_id)
            raise

    async def _send(self, message: Message, subject: str | None = None) -> None:
        """Send a message of toolvet's on this connection (or, with `subject`, for the caller
        whose access token it is); UpstreamError if it cannot be sent."""
        try:
            if self._write is None:
                raise anyio.ClosedResourceError
            if subject is None:
                await self._write.send(message)
            elif self._callers is not None and not self.modern:
                await self._callers.send(subject, message)
            else:
                await self._write.send(message, subject=subject)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError) as exc:
            raise self._not_connected() from exc
        except (CallerSessionsFull, CredentialsError, ConnectionError) as exc:
            raise UpstreamError(self.name, UPSTREAM_UNAVAILABLE, str(exc)) from exc

    def _not_connected(self) -> UpstreamError:
        return UpstreamError(
            self.name,
            UPSTREAM_UNAVAILABLE,
            f"server '{self.name}' is not connected ({self.last_error or self.state})",
        )

    def abandon(self, request_id: types.RequestId) -> ReplyHandler | None:
        """Stop waiting for a request's answer (timed out or cancelled); returns its handler."""
        return self.pending.pop(request_id)

    async def request(self, method: str, params: dict[str, Any] | None) -> dict[str, Any]:
        """Send a request of toolvet's own and wait for its result; a JSON-RPC error raises
        UpstreamError."""
        return await self._ask(method, self.envelop(params))

    async def _request_as(
        self, version: str, method: str, params: dict[str, Any] | None
    ) -> dict[str, Any]:
        enveloped = era.with_envelope(
            params, version=version, client_info=CLIENT_INFO, capabilities={}
        )
        return await self._ask(method, enveloped)

    async def _ask(self, method: str, params: dict[str, Any] | None) -> dict[str, Any]:
        return await ask(self.pending, self._send, method, params)

    async def notify(self, method: str, params: dict[str, Any] | None) -> None:
        await self.send_raw(notification(method, params))

    async def send_raw(self, message: Message) -> None:
        """Send a notification, or an answer to a request of the server's; UpstreamError if it
        cannot be sent."""
        try:
            if self._write is None:
                raise anyio.ClosedResourceError
            if self._callers is not None and await self._callers.answer(message):
                return
            await self._write.send(message)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError) as exc:
            raise self._not_connected() from exc

    async def _send_again(self) -> None:
        """Send the requests the last session refused unread (a 404: the server had dropped it,
        e.g. for a token of another client), once, on this one; those given up on meanwhile
        (timed out, cancelled) stay unsent."""
        previous, self._unsent = [m for m in self._unsent if m["id"] in self.pending], []
        for message in previous:
            log.info(
                "upstream %s: sending %s again on the new session", self.name, message["method"]
            )
            await self.pending.resend(message, self.send_raw)


def _describe(exc: BaseException) -> str:
    if isinstance(exc, ServerExited):
        return str(exc)  # exit status and stderr tail, already one line
    if isinstance(exc, BaseExceptionGroup):
        inner = [e for e in exc.exceptions if not isinstance(e, anyio.get_cancelled_exc_class())]
        if inner:
            return _describe(inner[0])
    if isinstance(exc, TimeoutError):
        return "no answer to the MCP handshake in time"
    # Said after the server's name already ("upstream x: ...", "server 'x' is unavailable: ...").
    text = exc.message if isinstance(exc, UpstreamError) else str(exc) or type(exc).__name__
    return text.splitlines()[0][:300]
