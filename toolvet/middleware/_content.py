"""The content guard on what any tool returns to the agent (LangChain's `wrap_tool_call`): the
same scan as the proxy's results step, and the same question to the operator's classifier, on a
ToolMessage's text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from toolvet.pipeline import (
    ContentEvent,
    ContentGuard,
    Guarded,
    blocked_text,
    guarded,
    result_texts,
    results_webhook,
    texts_body,
    webhook_blocks,
    webhook_blocks_now,
)
from toolvet.telemetry import add_content

if TYPE_CHECKING:
    from langchain_core.messages import ToolMessage

    from toolvet.config import ContentPolicy, ContentWebhook
    from toolvet.content import Finding

#: The server name the results of an agent's own tools (not an MCP server's) are reported under.
AGENT_TOOLS = "(agent)"


class OnSpan:
    """The guard's observer in an agent: what it finds in a call (its arguments, its result) is
    an event of the application's current span, the tool call's (nothing without OpenTelemetry)."""

    def found(self, event: ContentEvent) -> None:
        if event.surface in ("arguments", "result"):
            add_content(event.surface, event.action, event.findings)


class ToolResultGuard:
    """Scans the ToolMessage of each tool call under one content policy: injected instructions
    blocked or warned, secrets redacted, blocked or warned, and what it lets through sent to
    the operator's classifier (`content.webhook`), whose flags are blocked or warned as
    `results` says. `skip` names the tools whose results were guarded already (those
    `load_tools` serves: its interceptor ran the proxy's steps). Its connections to the
    classifier are closed by `aclose` (or `close`, for an agent run synchronously)."""

    def __init__(self, policy: ContentPolicy, skip: Callable[[str], bool] | None = None) -> None:
        self.guard = ContentGuard(lambda server: policy, OnSpan())
        self.skip = skip

    def seen(self, message: ToolMessage) -> ToolMessage:
        """`message` as the agent may see it: itself when the guard finds nothing to change."""
        scan = self._scanned(message)
        if scan is None:
            return message
        asking = self._asking(scan)
        if asking is not None:
            scan = scan.judged(webhook_blocks_now(self.guard, *asking))
        return scan.message_for(message)

    async def aseen(self, message: ToolMessage) -> ToolMessage:
        """`seen`, the classifier asked without blocking the event loop."""
        scan = self._scanned(message)
        if scan is None:
            return message
        asking = self._asking(scan)
        if asking is not None:
            scan = scan.judged(await webhook_blocks(self.guard, *asking))
        return scan.message_for(message)

    async def aclose(self) -> None:
        await self.guard.aclose()

    def close(self) -> None:
        self.guard.webhook_client.close()

    def _scanned(self, message: ToolMessage) -> _Scan | None:
        """What the guard's own rules make of `message` (None: nothing to scan)."""
        name = message.name or ""
        if self.skip is not None and self.skip(name):
            return None
        result = _as_result(message.content)
        if result is None:
            return None
        kept = guarded(self.guard, AGENT_TOOLS, name, "result", result, result_texts(result))
        return _Scan(name, result, kept)

    def _asking(self, scan: _Scan) -> tuple[ContentWebhook, dict[str, Any]] | None:
        """The classifier to ask about a result the guard let through, and what to show it."""
        webhook = results_webhook(self.guard, AGENT_TOOLS)
        value = scan.kept.value
        texts = result_texts(value) if value is not None else []
        if webhook is None or not texts:
            return None
        return webhook, texts_body("result", AGENT_TOOLS, scan.name, texts, scan.kept.found)


@dataclass(frozen=True, slots=True)
class _Scan:
    """One tool's result (as a CallToolResult) and what the guard made of it."""

    name: str
    result: dict[str, Any]
    kept: Guarded

    def judged(self, blocked: tuple[Finding, ...]) -> _Scan:
        """This scan, blocked when the classifier's verdict blocks."""
        return replace(self, kept=Guarded(None, blocked)) if blocked else self

    def message_for(self, message: ToolMessage) -> ToolMessage:
        """`message` with the result as the guard lets it through."""
        kept = self.kept
        if kept.value is self.result:
            return message
        if kept.value is None:
            text = blocked_text(f"the result of '{self.name}'", kept.blocked)
            return message.model_copy(update={"content": text, "status": "error"})
        content = kept.value["content"]
        if isinstance(message.content, str):
            return message.model_copy(update={"content": content[0]["text"]})
        return message.model_copy(update={"content": content})


def _as_result(content: Any) -> dict[str, Any] | None:
    """A ToolMessage's content as a CallToolResult's (text blocks), or None when it has no text."""
    if isinstance(content, str):
        return {"content": [{"type": "text", "text": content}]} if content else None
    if isinstance(content, list) and any(isinstance(b, dict | str) for b in content):
        blocks = [{"type": "text", "text": b} if isinstance(b, str) else b for b in content]
        return {"content": blocks}
    return None
