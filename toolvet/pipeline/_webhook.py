"""The operator's own classifier (`content.webhook`): each tool definition is sent to it once per
definition hash, and what it flags is withheld (or warned) like the guard's own findings; each
result and each resources/read contents the guard lets through is sent to it too, and what it
flags is blocked (or warned) as `results` says.

The contract (docs/how-to/content-guard.md): toolvet POSTs JSON
``{"version": 1, "surface": "definition", "server", "tool", "definition", "findings"}``,
``{"version": 1, "surface": "result", "server", "tool", "texts": [{"pointer", "text"}, ...],
"findings"}`` or ``{"version": 1, "surface": "resource", "server", "tool": "", "uri", "texts",
"findings"}`` and reads
``{"verdict": "allow" | "flag", "findings": [{"rule", "kind", "pointer", "excerpt"}, ...]}``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import anyio

from toolvet.content import Finding, definition_hash, scan_definition
from toolvet.pipeline._call import Call, CallResult
from toolvet.pipeline._content import (
    CONTENT_EVENTS,
    ContentEvent,
    ContentGuard,
    blocked_result,
    finding_dict,
    result_texts,
)
from toolvet.pipeline._pipeline import Next

if TYPE_CHECKING:
    from toolvet.cache import SchemaCache
    from toolvet.config import ContentWebhook


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
        async with self._lock:
            for server, webhook in asking:
                for entry in cache.tools(server):
                    key = (webhook.url, definition_hash(entry.definition))
                    if key not in self.verdicts:
                        body = _definition_body(server, entry.definition)
                        self.verdicts[key] = await self.guard.webhook_client.judged(webhook, body)


def _definition_body(server: str, definition: Mapping[str, Any]) -> dict[str, Any]:
    """What the classifier is shown of one definition."""
    return {
        "version": 1,
        "surface": "definition",
        "server": server,
        "tool": str(definition.get("name", "")),
        "definition": definition,
        "findings": [finding_dict(f) for f in scan_definition(definition)],
    }


def results_webhook(guard: ContentGuard, server: str) -> ContentWebhook | None:
    """The classifier the results and resources of `server` go to (None: it has none, or its
    `results` is off)."""
    policy = guard.policy(server)
    if policy is None or policy.webhook is None or policy.results == "off":
        return None
    return policy.webhook


def texts_body(
    surface: str,
    server: str,
    tool: str,
    texts: Sequence[tuple[str, str]],
    findings: Iterable[Finding],
    **more: Any,
) -> dict[str, Any]:
    """What the classifier is shown of a result or a resource's contents: its texts (as the
    guard lets them through), and what the guard found in them."""
    return {
        "version": 1,
        "surface": surface,
        "server": server,
        "tool": tool,
        **more,
        "texts": [{"pointer": pointer, "text": text} for pointer, text in texts],
        "findings": [finding_dict(f) for f in findings],
    }


def verdict_applied(
    guard: ContentGuard, body: dict[str, Any], found: Sequence[Finding], call: Call | None = None
) -> tuple[Finding, ...]:
    """The classifier's findings on `body` (but for the rules the operator allows), reported as
    blocked or warned as `results` says; returned when they block, else ()."""
    server, tool = body["server"], body["tool"]
    policy = guard.policy(server)
    findings = guard.unallowed(server, tool, found)
    if not findings or policy is None:
        return ()
    block = policy.results == "block"
    action = "blocked" if block else "warned"
    guard.report(ContentEvent(body["surface"], server, tool, action, findings), call)
    return findings if block else ()


async def webhook_blocks(
    guard: ContentGuard, webhook: ContentWebhook, body: dict[str, Any], call: Call | None = None
) -> tuple[Finding, ...]:
    """Ask the classifier about `body` and apply its verdict (`verdict_applied`)."""
    return verdict_applied(guard, body, await guard.webhook_client.judged(webhook, body), call)


def webhook_blocks_now(
    guard: ContentGuard, webhook: ContentWebhook, body: dict[str, Any]
) -> tuple[Finding, ...]:
    """`webhook_blocks`, waiting in this thread (for a synchronous caller)."""
    return verdict_applied(guard, body, guard.webhook_client.judged_now(webhook, body))


class ResultsWebhookStep:
    """Sends each result the guard lets through (redacted) to the operator's classifier: what
    it flags is blocked (an error without the text) or warned as `results` says, like the
    guard's own findings; `on_error` decides when it does not answer in time."""

    name = "results-webhook"

    def __init__(self, guard: ContentGuard) -> None:
        self.guard = guard

    async def __call__(self, call: Call, next: Next) -> CallResult:
        if results_webhook(self.guard, call.server) is not None:
            call.on_answer_awaited(self.judged)
        return await next(call)

    async def judged(self, call: Call, result: dict[str, Any]) -> dict[str, Any]:
        webhook = results_webhook(self.guard, call.server)
        if webhook is None:
            return result  # reloaded meanwhile
        events: list[ContentEvent] = call.context.get(CONTENT_EVENTS, [])
        if result.get("resultType", "complete") != "complete" or any(
            e.surface == "result" and e.action == "blocked" for e in events
        ):
            return result  # a task handle, input_required, or blocked by the guard already
        texts = result_texts(result)
        if not texts:
            return result
        found = [f for e in events if e.surface == "result" for f in e.findings]
        body = texts_body("result", call.server, call.tool, texts, found)
        blocked = await webhook_blocks(self.guard, webhook, body, call)
        if not blocked:
            return result
        return blocked_result(call.name, blocked)
