"""Resources, prompts and completions of every upstream, gathered into one catalog and routed back."""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import quote as url_quote
from urllib.parse import unquote

import anyio
from mcp import types

from toolvet.pipeline import (
    ContentGuard,
    blocked_text,
    contents_texts,
    expose,
    guarded,
    results_webhook,
    texts_body,
    webhook_blocks,
)
from toolvet.protocol import wire
from toolvet.proxy.forwarding import Forwarder, quietly
from toolvet.proxy.identity import Access, refusal
from toolvet.proxy.sessions import DownstreamSession, Listeners, Sessions
from toolvet.upstream import UpstreamError
from toolvet.validation import closest_names

if TYPE_CHECKING:
    from toolvet.config import ContentWebhook, ProxySettings
    from toolvet.content import Finding
    from toolvet.proxy.identity import Caller
    from toolvet.proxy.observability import Metrics
    from toolvet.upstream import Upstream

log = logging.getLogger("toolvet.proxy")
NAMESPACED_SCHEME = "toolvet://"


def _template_pattern(template: str) -> re.Pattern[str]:
    """A regex for the URIs an RFC 6570 template can produce (each expression matches one segment or more)."""
    parts = re.split(r"(\{[^}]*\})", template)
    regex = "".join(
        (".+" if part[1:2] in ("+", "#", "/", "?", "&") else "[^/]+")
        if part.startswith("{")
        else re.escape(part)
        for part in parts
    )
    return re.compile(f"^{regex}$")


def _exposed_contents(uri: str, original: str, result: dict[str, Any]) -> dict[str, Any]:
    """A resources/read (subscribe, unsubscribe) result with the upstream's URI of its contents
    as the client knows it (`uri`)."""
    if original == uri or not isinstance(result.get("contents"), list):
        return result
    contents = [{**c, "uri": uri} if c.get("uri") == original else c for c in result["contents"]]
    return {**result, "contents": contents}


def _withheld_contents(
    uri: str, result: dict[str, Any], blocked: Sequence[Finding]
) -> dict[str, Any]:
    """A blocked read: its contents replaced by one text saying why (not the offending text)."""
    text = blocked_text(f"the contents of {uri}", blocked)
    return {**result, "contents": [{"uri": uri, "mimeType": "text/plain", "text": text}]}


Allowed = Callable[[str], bool]
"""Whether the caller may use a server's resources and prompts."""


def _anyone(server: str) -> bool:
    return True


class Catalog:
    """Gathers `resources/*`, `prompts/*` lists from all upstreams and routes reads, gets and completions."""

    METHODS = frozenset(
        {
            "resources/list",
            "resources/templates/list",
            "resources/read",
            "resources/subscribe",
            "resources/unsubscribe",
            "prompts/list",
            "prompts/get",
            "completion/complete",
        }
    )

    def __init__(
        self,
        upstreams: Mapping[str, Upstream],
        forwarder: Forwarder,
        sessions: Sessions,
        listeners: Listeners,
        settings: ProxySettings,
        access: Access,
        metrics: Metrics,
        content: ContentGuard | None = None,
    ) -> None:
        self.content = content
        self.access = access
        self.metrics = metrics
        self.upstreams = upstreams
        self.forwarder = forwarder
        self.sessions = sessions
        self.listeners = listeners
        self.settings = settings
        self._lists: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.resources: dict[str, tuple[str, str]] = {}
        self.prompts: dict[str, tuple[str, str]] = {}
        self.templates: list[tuple[str, str, re.Pattern[str]]] = []

    def forget(self, server: str) -> None:
        for key in [k for k in self._lists if k[0] == server]:
            del self._lists[key]

    async def handle(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        method = request["method"]
        access = self.access.within(session.view)
        allowed = functools.partial(access.allows_server, session.caller_of(request["id"]))
        try:
            if method == "resources/list":
                resources = await self._resource_list(allowed)
                await session.send_result(request["id"], {"resources": resources})
            elif method == "resources/templates/list":
                templates = await self._template_list(allowed)
                await session.send_result(request["id"], {"resourceTemplates": templates})
            elif method == "prompts/list":
                prompts = await self._prompt_list(allowed)
                await session.send_result(request["id"], {"prompts": prompts})
            elif method == "prompts/get":
                await self._prompt_get(session, request, params)
            elif method == "completion/complete":
                await self._complete(session, request, params)
            else:
                await self._resource_request(session, request, params)
        except UpstreamError as exc:
            await session.send_error(request["id"], exc.code, exc.message, exc.data)

    # -- gathering ---------------------------------------------------------------------------

    async def _gather(
        self, capability: str, method: str, key: str
    ) -> list[tuple[str, dict[str, Any]]]:
        """Every item of every page of `method` from each ready upstream with `capability`, in config order."""
        targets = [u for u in self.upstreams.values() if u.ready and capability in u.capabilities]

        async def fetch(upstream: Upstream) -> None:
            if (upstream.name, method) in self._lists:
                return
            try:
                self._lists[upstream.name, method] = await upstream.list_all(method, key)
            except UpstreamError as exc:
                log.warning("%s", exc)

        async with anyio.create_task_group() as group:
            for upstream in targets:
                group.start_soon(fetch, upstream)
        return [(u.name, item) for u in targets for item in self._lists.get((u.name, method), [])]

    async def _resource_list(self, allowed: Allowed = _anyone) -> list[dict[str, Any]]:
        gathered = await self._gather("resources", "resources/list", "resources")
        counts: dict[str, int] = {}
        for _, item in gathered:
            counts[item.get("uri", "")] = counts.get(item.get("uri", ""), 0) + 1
        self.resources = {}
        exposed_list = []
        for server, item in gathered:
            uri = item.get("uri", "")
            exposed = (
                f"{NAMESPACED_SCHEME}{server}/{url_quote(uri, safe='')}" if counts[uri] > 1 else uri
            )
            self.resources[exposed] = (server, uri)
            if allowed(server):
                exposed_list.append({**item, "uri": exposed})
        return exposed_list

    async def _template_list(self, allowed: Allowed = _anyone) -> list[dict[str, Any]]:
        gathered = await self._gather("resources", "resources/templates/list", "resourceTemplates")
        self.templates = [
            (server, item["uriTemplate"], _template_pattern(item["uriTemplate"]))
            for server, item in gathered
            if isinstance(item.get("uriTemplate"), str)
        ]
        return [item for server, item in gathered if allowed(server)]

    async def _prompt_list(self, allowed: Allowed = _anyone) -> list[dict[str, Any]]:
        gathered = await self._gather("prompts", "prompts/list", "prompts")
        settings = self.settings
        self.prompts, _ = expose(
            [(server, item.get("name", "")) for server, item in gathered],
            namespacing=settings.namespacing,
            separator=settings.separator,
        )
        by_origin = {origin: exposed for exposed, origin in self.prompts.items()}
        return [
            {**item, "name": by_origin[server, item.get("name", "")]}
            for server, item in gathered
            if (server, item.get("name", "")) in by_origin and allowed(server)
        ]

    # -- routing -----------------------------------------------------------------------------

    async def _denied(self, session: DownstreamSession, request: wire.Message, server: str) -> bool:
        """Whether the caller may not use the server's resources and prompts (then answered)."""
        access = self.access.within(session.view)
        if access.allows_server(session.caller_of(request["id"]), server):
            return False
        what = f"{request['method']}: the resources and prompts of server '{server}' are"
        await self.refuse(session, request, server, what)
        return True

    async def _forward_allowed(
        self,
        session: DownstreamSession,
        request: wire.Message,
        server: str,
        params: dict[str, Any],
    ) -> None:
        """Send the request on to `server` with `params`, unless its caller may not use the
        server's resources and prompts (then refused)."""
        if await self._denied(session, request, server):
            return
        upstream = self.upstreams[server]
        await self.forwarder.forward(session, request["id"], upstream, request["method"], params)

    async def refuse(
        self, session: DownstreamSession, request: wire.Message, server: str, what: str
    ) -> None:
        """Answer a request about `server` that no access rule of its caller's lets through, or
        its endpoint does not show (`what`: what is not available, "… is" or "… are");
        counted, never sent upstream."""
        self.metrics.denied(server)
        caller, view = session.caller_of(request["id"]), session.view
        if view is not None and not view.shows_server(server):
            text = view.hidden(what)
        else:
            text = refusal(caller, what, f"{server}/*")
        await session.send_error(request["id"], types.INVALID_PARAMS, text)

    async def forbidden(
        self, session: DownstreamSession, caller: Caller | None, uris: list[str]
    ) -> tuple[str, str] | None:
        """The first of `uris` whose server's resources the caller may not use at the session's
        endpoint, and that server (None: it may use all of them, or no server has them)."""
        access = self.access.within(session.view)
        if not access.restricted:
            return None
        for uri in uris:
            route = await self._route_uri(uri)
            if route is not None and not access.allows_server(caller, route[0]):
                return uri, route[0]
        return None

    async def _route_uri(self, uri: str) -> tuple[str, str] | None:
        for attempt in range(2):
            if uri in self.resources:
                return self.resources[uri]
            if uri.startswith(NAMESPACED_SCHEME):
                server, _, original = uri[len(NAMESPACED_SCHEME) :].partition("/")
                if server in self.upstreams:
                    return server, unquote(original)
            for server, _, pattern in self.templates:
                if pattern.match(uri):
                    return server, uri
            able = [u.name for u in self.upstreams.values() if "resources" in u.capabilities]
            if len(able) == 1:
                return able[0], uri
            if attempt == 0:
                await self._resource_list()
                await self._template_list()
        return None

    async def _resource_request(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        uri = params.get("uri")
        if not isinstance(uri, str):
            await session.send_error(
                request["id"],
                types.INVALID_PARAMS,
                f"{request['method']} needs params.uri (a string)",
            )
            return
        route = await self._route_uri(uri)
        if route is None:
            await session.send_error(
                request["id"],
                session.resource_not_found,
                f"Resource not found: {uri}",
                {"uri": uri},
            )
            return
        server, original = route
        if await self._denied(session, request, server):
            return
        if request["method"] == "resources/subscribe":
            session.subscriptions.add(uri)
        elif request["method"] == "resources/unsubscribe":
            session.subscriptions.discard(uri)
        upstream = self.upstreams[server]
        reading = request["method"] == "resources/read"
        await self.forwarder.forward(
            session,
            request["id"],
            upstream,
            request["method"],
            {**params, "uri": original},
            on_result=functools.partial(self._guarded_read, server, uri, original)
            if reading
            else functools.partial(_exposed_contents, uri, original),
        )

    def _guarded_read(
        self, server: str, uri: str, original: str, result: dict[str, Any]
    ) -> dict[str, Any] | Awaitable[dict[str, Any]]:
        """A resources/read result as the content guard lets it through: a blocked one has its
        contents replaced by one text saying why (without the offending text); one it lets
        through goes to the operator's classifier too, when the server has one (awaited beside
        the upstream's read loop: the server's other answers do not wait for it)."""
        if self.content is None:
            return _exposed_contents(uri, original, result)
        texts = contents_texts(result.get("contents"))
        kept = guarded(self.content, server, "", "resource", result, texts)
        if kept.value is None:
            return _withheld_contents(uri, result, kept.blocked)
        webhook = results_webhook(self.content, server)
        texts = contents_texts(kept.value.get("contents"))
        if webhook is None or not texts:
            return _exposed_contents(uri, original, kept.value)
        body = texts_body("resource", server, "", texts, kept.found, uri=original)
        return self._classified_read(webhook, body, uri, original, kept.value)

    async def _classified_read(
        self,
        webhook: ContentWebhook,
        body: dict[str, Any],
        uri: str,
        original: str,
        result: dict[str, Any],
    ) -> dict[str, Any]:
        """A read the guard let through, as the operator's classifier's verdict leaves it."""
        assert self.content is not None
        blocked = await webhook_blocks(self.content, webhook, body)
        if blocked:
            return _withheld_contents(uri, result, blocked)
        return _exposed_contents(uri, original, result)

    async def _prompt_get(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        name = params.get("name")
        if not isinstance(name, str):
            await session.send_error(
                request["id"], types.INVALID_PARAMS, "prompts/get needs params.name (a string)"
            )
            return
        if name not in self.prompts:
            await self._prompt_list()
        target = self.prompts.get(name)
        if target is None:
            tracing = session.wiring.tracing
            if tracing is not None and request["id"] in session.operations:
                tracing.unrecognized(session.operations[request["id"]], "gen_ai.prompt.name")
            # The nearest names among the prompts this caller may use: no others are named.
            caller, access = session.caller_of(request["id"]), self.access.within(session.view)
            usable = [
                n for n, (owner, _) in self.prompts.items() if access.allows_server(caller, owner)
            ]
            near = closest_names(name, usable, n=3)
            hint = f"; did you mean {', '.join(repr(n) for n in near)}?" if near else ""
            await session.send_error(
                request["id"], types.INVALID_PARAMS, f"Unknown prompt '{name}'{hint}"
            )
            return
        server, original = target
        await self._forward_allowed(session, request, server, {**params, "name": original})

    async def _complete(
        self, session: DownstreamSession, request: wire.Message, params: dict[str, Any]
    ) -> None:
        ref = params.get("ref")
        if not isinstance(ref, dict):
            ref = {}
        target: tuple[str, dict[str, Any]] | None = None
        if ref.get("type") == "ref/prompt":
            if ref.get("name") not in self.prompts:
                await self._prompt_list()
            found = self.prompts.get(ref.get("name", ""))
            if found is not None:
                target = (found[0], {**ref, "name": found[1]})
        elif ref.get("type") == "ref/resource":
            if not self.templates:
                await self._template_list()
            uri = ref.get("uri", "")
            for server, template, _ in self.templates:
                if template == uri:
                    target = (server, ref)
                    break
            if target is None:
                route = await self._route_uri(uri)
                if route is not None:
                    target = (route[0], {**ref, "uri": route[1]})
        if target is None:
            await session.send_error(
                request["id"],
                types.INVALID_PARAMS,
                f"completion/complete: no server has {ref or 'that ref'}",
            )
            return
        server, upstream_ref = target
        await self._forward_allowed(session, request, server, {**params, "ref": upstream_ref})

    async def watch(self, uri: str) -> None:
        """Have the server of a resource a modern client listens to report its updates: through
        `resources/subscribe` to a legacy server, through toolvet's own
        `subscriptions/listen` to a modern one."""
        route = await self._route_uri(uri)
        if route is None:
            log.info("no server has resource %s; nothing to watch", uri)
            return
        server, original = route
        upstream = self.upstreams[server]
        if upstream.modern:
            await upstream.watch(original)
            return
        await quietly(upstream.request("resources/subscribe", {"uri": original}))

    async def resource_updated(self, upstream: Upstream, params: dict[str, Any]) -> None:
        uri = params.get("uri")
        if not isinstance(uri, str):
            return  # names no resource: nothing can be subscribed to it
        exposed = next(
            (e for e, origin in self.resources.items() if origin == (upstream.name, uri)), uri
        )
        updated = {k: v for k, v in params.items() if k != "_meta"}
        updated["uri"] = exposed
        for session in self.sessions:
            if exposed in session.subscriptions:
                await session.notify("notifications/resources/updated", updated)
        await self.listeners.resource_updated(exposed, updated)
