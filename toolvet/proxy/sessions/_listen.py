"""`subscriptions/listen`: the open subscriptions of modern clients and the notifications they get."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcp import types

from toolvet.protocol import eras as era

if TYPE_CHECKING:
    from toolvet.proxy.sessions._session import DownstreamSession

# The notification types a filter names, by the notification they let through.
FILTERS = {
    "notifications/tools/list_changed": "toolsListChanged",
    "notifications/prompts/list_changed": "promptsListChanged",
    "notifications/resources/list_changed": "resourcesListChanged",
}


def resource_subscriptions(params: dict[str, Any]) -> list[str]:
    """The resource URIs a listen request's filter names."""
    wanted = params.get("notifications")
    uris = wanted.get("resourceSubscriptions") if isinstance(wanted, dict) else None
    return [u for u in uris if isinstance(u, str)] if isinstance(uris, list) else []


class Listeners:
    """Each open `subscriptions/listen` request, by (session, request id), with what it accepted.

    The request stays unanswered while it is open: notifications go on its response (HTTP) or
    on the connection (stdio), each tagged with the subscription id, the request's own id.
    """

    def __init__(self) -> None:
        self._open: dict[tuple[DownstreamSession, types.RequestId], dict[str, Any]] = {}
        # The same, by session: a departing session's subscriptions are found without a scan.
        self._of: dict[DownstreamSession, set[types.RequestId]] = {}

    async def open(
        self, session: DownstreamSession, request_id: types.RequestId, params: dict[str, Any]
    ) -> list[str]:
        """Acknowledge a listen request with the part of its filter toolvet honours; returns the
        resource URIs it names (their servers must be asked to report updates)."""
        wanted = params.get("notifications")
        wanted = wanted if isinstance(wanted, dict) else {}
        accepted: dict[str, Any] = {
            key: True for key in FILTERS.values() if wanted.get(key) is True
        }
        uris = wanted.get("resourceSubscriptions")
        if isinstance(uris, list) and uris:
            accepted["resourceSubscriptions"] = resource_subscriptions(params)
        self._open[session, request_id] = accepted
        self._of.setdefault(session, set()).add(request_id)
        await self._notify(
            session,
            request_id,
            "notifications/subscriptions/acknowledged",
            {"notifications": accepted},
        )
        return accepted.get("resourceSubscriptions", [])

    def close(self, session: DownstreamSession, request_id: types.RequestId) -> bool:
        """End one subscription (its client cancelled it); False when there is none by that id."""
        if self._open.pop((session, request_id), None) is None:
            return False
        ids = self._of[session]
        ids.discard(request_id)
        if not ids:
            del self._of[session]
        return True

    def drop(self, session: DownstreamSession) -> None:
        """End every subscription of a client that went away."""
        for request_id in self._of.pop(session, ()):
            del self._open[session, request_id]

    async def end_all(self) -> None:
        """Answer every open subscription (the spec's graceful closure: a complete result naming
        the subscription), so that a stopping replica holds no stream open."""
        self._of.clear()
        for session, request_id in list(self._open):
            del self._open[session, request_id]
            await session.send_result(
                request_id,
                {"resultType": "complete", "_meta": {era.SUBSCRIPTION_ID_META_KEY: request_id}},
            )

    async def changed(self, method: str, params: dict[str, Any] | None) -> None:
        """A list change: to every subscription that asked for its kind."""
        wanted = FILTERS.get(method)
        if wanted is None:
            return
        for (session, listen_id), accepted in list(self._open.items()):
            if accepted.get(wanted):
                await self._notify(session, listen_id, method, params)

    async def resource_updated(self, uri: str, params: dict[str, Any]) -> None:
        """A resource update: to every subscription that names the resource."""
        for (session, listen_id), accepted in list(self._open.items()):
            if uri in accepted.get("resourceSubscriptions", ()):
                await self._notify(session, listen_id, "notifications/resources/updated", params)

    async def _notify(
        self,
        session: DownstreamSession,
        listen_id: types.RequestId,
        method: str,
        params: dict[str, Any] | None,
    ) -> None:
        meta = {**((params or {}).get("_meta") or {}), era.SUBSCRIPTION_ID_META_KEY: listen_id}
        await session.notify(method, {**(params or {}), "_meta": meta}, listen_id)
