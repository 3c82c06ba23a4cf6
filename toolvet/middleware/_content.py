"""The content guard on what any tool returns to the agent (LangChain's `wrap_tool_call`): the
same scan as the proxy's results step, on a ToolMessage's text."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toolvet.pipeline import ContentEvent, ContentGuard, blocked_text, guarded, result_texts
from toolvet.telemetry import add_content

if TYPE_CHECKING:
    from langchain_core.messages import ToolMessage

    from toolvet.config import ContentPolicy

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
    blocked or warned, secrets redacted, blocked or warned. `skip` names the tools whose results
    were guarded already (those `load_tools` serves: its interceptor ran the proxy's step)."""

    def __init__(self, policy: ContentPolicy, skip: Callable[[str], bool] | None = None) -> None:
        self.guard = ContentGuard(lambda server: policy, OnSpan())
        self.skip = skip

    def seen(self, message: ToolMessage) -> ToolMessage:
        """`message` as the agent may see it: itself when the guard finds nothing to change."""
        name = message.name or ""
        if self.skip is not None and self.skip(name):
            return message
        result = _as_result(message.content)
        if result is None:
            return message
        kept = guarded(self.guard, AGENT_TOOLS, name, "result", result, result_texts(result))
        if kept.value is result:
            return message
        if kept.value is None:
            text = blocked_text(f"the result of '{name}'", kept.blocked)
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
