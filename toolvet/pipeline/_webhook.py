"""The operator's own classifier (`content.webhook`): each tool definition is sent to it once per
definition hash, and what it flags is withheld (or warned) like the guard's own findings.

The contract (docs/how-to/content-guard.md): toolvet POSTs JSON
``{"version": 1, "surface": "definition", "server", "tool", "definition", "findings"}`` and reads
``{"verdict": "allow" | "flag", "findings": [{"rule", "kind", "pointer", "excerpt"}, ...]}``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import anyio
import httpx

from toolvet.content import Finding, definition_hash, scan_definition
from toolvet.pipeline._content import ContentGuard, finding_dict

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
    try:
        response = await client.post(webhook.url, json=body, timeout=webhook.timeout)
        response.raise_for_status()
        return _verdict(response.json())
    except (httpx.HTTPError, ValueError) as exc:
        what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        log.warning(
            "content webhook %s did not judge %s/%s (%s); %s",
            webhook.url,
            server,
            tool,
            what,
            "withheld" if webhook.on_error == "withhold" else "served on toolvet's own verdict",
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
