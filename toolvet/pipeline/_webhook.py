"""The operator's own classifier (`content.webhook`): each tool definition is sent to it once per
definition hash, and what it flags is withheld (or warned) like the guard's own findings; each
result the guard lets through is sent to it too, and what it flags is blocked (or warned).

The contract (docs/how-to/content-guard.md): toolvet POSTs JSON
``{"version": 1, "surface": "definition", "server", "tool", "definition", "findings"}`` or
``{"version": 1, "surface": "result", "server", "tool", "texts": [{"pointer", "text"}, ...],
"findings"}`` and reads
``{"verdict": "allow" | "flag", "findings": [{"rule", "kind", "pointer", "excerpt"}, ...]}``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import anyio
import httpx

from toolvet.content import Finding, definition_hash, scan_definition
from toolvet.pipeline._call import Call, CallResult, tool_error
from toolvet.pipeline._content import (
    CONTENT_EVENTS,
    ContentEvent,
    ContentGuard,
    blocked_text,
    finding_dict,
    result_texts,
)
from toolvet.pipeline._pipeline import Next

if TYPE_CHECKING:
    from toolvet.cache import SchemaCache
    from toolvet.config import ContentWebhook

log = logging.getLogger("toolvet.content")

WEBHOOK_RULE = "webhook"
"""The rule of a flag the classifier gave without findings of its own."""
UNAVAILABLE_RULE = "webhook.unavailable"
"""The rule of a definition withheld because the classifier did not answer (`on_error`)."""


class WebhookVerdicts:
    """What the operator's classifier said of each definition, by (url, definition hash); asked
    once per definition (`review`, before a listing is built), read without I/O by the list
    step (`findings`)."""

    def __init__(self, guard: ContentGuard) -> None:
        self.guard = guard
        self.verdicts: dict[tuple[str, str], tuple[Finding, ...]] = {}
        self._lock: anyio.Lock | None = None
        """One review at a time, so that two listings at once ask about a definition once."""

    def findings(self, server: str, definition: Mapping[str, Any]) -> tuple[Finding, ...]:
        """The classifier's findings on `definition` of `server` (none when it has no webhook,
        or was not asked yet)."""
        policy = self.guard.policy(server)
        if policy is None or policy.webhook is None:
            return ()
        return self.verdicts.get((policy.webhook.url, definition_hash(definition)), ())

    async def review(self, cache: SchemaCache, servers: Iterable[str]) -> None:
        """Ask the classifier about every definition of `servers` it has not judged yet."""
        asking = []
        for server in servers:
            policy = self.guard.policy(server)
            if policy is not None and policy.webhook is not None and policy.descriptions != "off":
                asking.append((server, policy.webhook))
        if not asking:
            return
        if self._lock is None:
            self._lock = anyio.Lock()
        async with self._lock, httpx.AsyncClient() as client:
            for server, webhook in asking:
                for entry in cache.tools(server):
                    key = (webhook.url, definition_hash(entry.definition))
                    if key not in self.verdicts:
                        self.verdicts[key] = await _asked(client, webhook, server, entry.definition)


async def _asked(
    client: httpx.AsyncClient, webhook: ContentWebhook, server: str, definition: Mapping[str, Any]
) -> tuple[Finding, ...]:
    """The classifier's findings on one definition, or what `on_error` makes of its silence."""
    tool = str(definition.get("name", ""))
    body = {
        "version": 1,
        "surface": "definition",
        "server": server,
        "tool": tool,
        "definition": definition,
        "findings": [finding_dict(f) for f in scan_definition(definition)],
    }
    return await _judged(client, webhook, body)


async def _judged(
    client: httpx.AsyncClient, webhook: ContentWebhook, body: dict[str, Any]
) -> tuple[Finding, ...]:
    """The classifier's findings on what `body` shows it, or what `on_error` makes of its
    silence (a failure, a timeout, an answer outside the contract)."""
    try:
        response = await client.post(webhook.url, json=body, timeout=webhook.timeout)
        response.raise_for_status()
        return _verdict(response.json())
    except (httpx.HTTPError, ValueError) as exc:
        what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        log.warning(
            "content webhook %s did not judge the %s of %s/%s (%s); %s",
            webhook.url,
            body["surface"],
            body["server"],
            body["tool"],
            what,
            "flagged as webhook.unavailable"
            if webhook.on_error == "withhold"
            else "toolvet's own verdict stands",
        )
        if webhook.on_error == "withhold":
            return (Finding(UNAVAILABLE_RULE, "the operator's classifier did not answer"),)
        return ()


def _verdict(answer: Any) -> tuple[Finding, ...]:
    """The findings of a classifier's answer (ValueError when it is not the contract's)."""
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


class ResultsWebhookStep:
    """Sends each result the guard lets through (redacted) to the operator's classifier: what
    it flags is blocked (an error without the text) or warned as `results` says, like the
    guard's own findings; `on_error` decides when it does not answer in time."""

    name = "results-webhook"

    def __init__(self, guard: ContentGuard) -> None:
        self.guard = guard
        self._client: tuple[object, httpx.AsyncClient] | None = None

    async def __call__(self, call: Call, next: Next) -> CallResult:
        policy = self.guard.policy(call.server)
        if policy is not None and policy.webhook is not None and policy.results != "off":
            call.on_answer_awaited(self.judged)
        return await next(call)

    async def judged(self, call: Call, result: dict[str, Any]) -> dict[str, Any]:
        policy = self.guard.policy(call.server)
        if policy is None or policy.webhook is None or policy.results == "off":
            return result  # reloaded meanwhile
        events: list[ContentEvent] = call.context.get(CONTENT_EVENTS, [])
        if result.get("resultType", "complete") != "complete" or any(
            e.surface == "result" and e.action == "blocked" for e in events
        ):
            return result  # a task handle, input_required, or blocked by the guard already
        texts = result_texts(result)
        if not texts:
            return result
        body = {
            "version": 1,
            "surface": "result",
            "server": call.server,
            "tool": call.tool,
            "texts": [{"pointer": pointer, "text": text} for pointer, text in texts],
            "findings": [finding_dict(f) for e in events if e.surface == "result"
                         for f in e.findings],
        }
        allowed = self.guard.allowlist(call.server, call.tool).rules
        found = await _judged(self._http(), policy.webhook, body)
        findings = tuple(f for f in found if f.rule not in allowed)
        if not findings:
            return result
        block = policy.results == "block"
        event = ContentEvent("result", call.server, call.tool,
                             "blocked" if block else "warned", findings)
        self.guard.report(event, call)
        if not block:
            return result
        return tool_error(blocked_text(f"the result of '{call.name}'", findings))

    def _http(self) -> httpx.AsyncClient:
        """One client per event loop (its connections belong to the loop they were made on)."""
        loop = asyncio.get_running_loop()
        if self._client is None or self._client[0] is not loop:
            self._client = (loop, httpx.AsyncClient())
        return self._client[1]
