"""How the operator's classifier (`content.webhook`) is asked over HTTP: the contract's answer
read, its silence turned into what `on_error` says, through clients kept by their owner (a proxy,
a toolset, a middleware) and closed with it."""

from __future__ import annotations

import asyncio
import logging
import threading
from typing import TYPE_CHECKING, Any

import httpx

from toolvet.content import Finding

if TYPE_CHECKING:
    from toolvet.config import ContentWebhook

log = logging.getLogger("toolvet.content")

WEBHOOK_RULE = "webhook"
"""The rule of a flag the classifier gave without findings of its own."""
UNAVAILABLE_RULE = "webhook.unavailable"
"""The rule of what is flagged because the classifier did not answer (`on_error: withhold`)."""


class WebhookClient:
    """Asks the classifier for its findings on a request body. Its HTTP clients are made on
    first use and kept until `aclose`: the asynchronous one for the event loop it was made on
    (a call from another loop, which could not use its connections, has a client of its own for
    that call), the synchronous one (an agent's sync tool calls) for every thread."""

    def __init__(self) -> None:
        self._async: tuple[asyncio.AbstractEventLoop, httpx.AsyncClient] | None = None
        self._sync: httpx.Client | None = None
        self._making = threading.Lock()
        """Threads that ask at once (an agent's tool calls in parallel) make one client."""

    async def judged(self, webhook: ContentWebhook, body: dict[str, Any]) -> tuple[Finding, ...]:
        """The classifier's findings on `body`, or what `on_error` makes of its silence."""
        loop = asyncio.get_running_loop()
        if self._async is None:
            self._async = (loop, httpx.AsyncClient())
        if self._async[0] is not loop:
            async with httpx.AsyncClient() as client:
                return await _asked(client, webhook, body)
        return await _asked(self._async[1], webhook, body)

    def judged_now(self, webhook: ContentWebhook, body: dict[str, Any]) -> tuple[Finding, ...]:
        """`judged`, waiting in this thread (for a synchronous caller)."""
        with self._making:
            if self._sync is None:
                self._sync = httpx.Client()
            client = self._sync
        try:
            response = client.post(webhook.url, json=body, timeout=webhook.timeout)
            return _verdict(response)
        except (httpx.HTTPError, ValueError) as exc:
            return _unanswered(webhook, body, exc)

    async def aclose(self) -> None:
        """Close the clients (their connections); the next question makes new ones."""
        held, self._async = self._async, None
        if held is not None and held[0] is asyncio.get_running_loop():
            await held[1].aclose()
        self.close()

    def close(self) -> None:
        """Close the synchronous client (a synchronous owner's end)."""
        with self._making:
            sync, self._sync = self._sync, None
        if sync is not None:
            sync.close()


async def _asked(
    client: httpx.AsyncClient, webhook: ContentWebhook, body: dict[str, Any]
) -> tuple[Finding, ...]:
    try:
        response = await client.post(webhook.url, json=body, timeout=webhook.timeout)
        return _verdict(response)
    except (httpx.HTTPError, ValueError) as exc:
        return _unanswered(webhook, body, exc)


def _unanswered(
    webhook: ContentWebhook, body: dict[str, Any], exc: Exception
) -> tuple[Finding, ...]:
    """What `on_error` makes of a classifier's failure, a timeout or an answer outside the
    contract, logged."""
    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    log.warning(
        "content webhook %s did not judge the %s of %s/%s (%s); %s",
        webhook.url,
        body["surface"],
        body["server"],
        body.get("tool") or body.get("uri", ""),
        what,
        "flagged as webhook.unavailable"
        if webhook.on_error == "withhold"
        else "toolvet's own verdict stands",
    )
    if webhook.on_error == "withhold":
        return (Finding(UNAVAILABLE_RULE, "the operator's classifier did not answer"),)
    return ()


def _verdict(response: httpx.Response) -> tuple[Finding, ...]:
    """The findings of a classifier's answer (ValueError when it is not the contract's)."""
    response.raise_for_status()
    answer = response.json()
    if not isinstance(answer, dict) or answer.get("verdict") not in ("allow", "flag"):
        raise ValueError('expected {"verdict": "allow" | "flag", "findings": [...]}')
    if answer["verdict"] == "allow":
        return ()
    found = answer.get("findings") or []
    if not isinstance(found, list) or not all(isinstance(f, dict) for f in found):
        raise ValueError("findings must be a list of objects")
    findings = tuple(
        Finding(
            str(f.get("rule") or WEBHOOK_RULE),
            str(f.get("kind") or "flagged by the operator's classifier"),
            str(f.get("pointer") or ""),
            excerpt=str(f.get("excerpt") or "")[:120],
        )
        for f in found
    )
    return findings or (Finding(WEBHOOK_RULE, "flagged by the operator's classifier"),)
