"""toolvet for LangChain agents: validate tool calls inside the model node, load MCP tools that check themselves.

Needs the optional extra: ``pip install 'toolvet[langchain]'``. The public API is re-exported
here; the modules behind it are private except the middleware's own module::

    from langchain.agents import create_agent
    from toolvet.middleware import ToolArgsValidationMiddleware, load_tools

    agent = create_agent(model, tools=tools, middleware=[ToolArgsValidationMiddleware()])

    async with load_tools("servers.json") as toolset:          # MCP servers, via langchain-mcp-adapters
        agent = create_agent(model, tools=toolset.tools, middleware=[toolset.middleware])
        await agent.ainvoke({"messages": [("user", "...")]})
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

try:
    import langchain.agents.middleware  # noqa: F401
    import langchain_core  # noqa: F401
except ImportError as exc:  # pragma: no cover - exercised in a subprocess by the tests
    raise ImportError(
        "toolvet.middleware needs LangChain 1.x and langchain-mcp-adapters; install them with "
        "`pip install 'toolvet[langchain]'`"
    ) from exc

from toolvet.middleware._calls import CallVerdict, ToolCallChecker, validate_tool_calls
from toolvet.middleware._rules import (
    DEFAULT_PLACEHOLDER_STRINGS,
    ExtraValidator,
    FieldRule,
    detect_langchain_internal_ids,
)
from toolvet.middleware._stats import ValidationStats
from toolvet.middleware.tool_args_validation import (
    RETRY_METADATA_KEY,
    RETRY_TAG,
    OnFailure,
    ToolArgsValidationError,
    ToolArgsValidationMiddleware,
)

if TYPE_CHECKING:
    from toolvet.middleware._loader import ToolLoadError, ToolSet, ValidatingInterceptor, load_tools

__all__ = [
    "DEFAULT_PLACEHOLDER_STRINGS",
    "RETRY_METADATA_KEY",
    "RETRY_TAG",
    "CallVerdict",
    "ExtraValidator",
    "FieldRule",
    "OnFailure",
    "ToolArgsValidationError",
    "ToolArgsValidationMiddleware",
    "ToolCallChecker",
    "ToolLoadError",
    "ToolSet",
    "ValidatingInterceptor",
    "ValidationStats",
    "detect_langchain_internal_ids",
    "load_tools",
    "validate_tool_calls",
]

_LOADER = ("ToolLoadError", "ToolSet", "ValidatingInterceptor", "load_tools")


def __getattr__(name: str) -> Any:
    # The loader pulls in langchain-mcp-adapters (and the MCP client stack): only on first use.
    if name in _LOADER:
        try:
            from toolvet.middleware import _loader
        except ImportError as exc:  # pragma: no cover - the extra installs it
            raise ImportError(
                f"toolvet.middleware.{name} needs langchain-mcp-adapters; install it with "
                "`pip install 'toolvet[langchain]'`"
            ) from exc
        return getattr(_loader, name)
    raise AttributeError(f"module 'toolvet.middleware' has no attribute {name!r}")
