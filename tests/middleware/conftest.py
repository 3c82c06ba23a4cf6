"""Fixtures for the middleware tests: a scripted chat model, the only stand-in in these tests.

Everything else is real: `langchain.agents.create_agent` graphs, LangChain tools, the MCP
example servers as subprocesses, langchain-mcp-adapters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field


class ScriptedChatModel(BaseChatModel):
    """Answers with prepared AIMessages, in order; records what each call saw.

    `seen[i]` is the conversation of call i, `tags[i]` / `metadata[i]` the run's tags and
    metadata (so a test can tell retry calls apart, as a stream consumer would).
    """

    replies: list[AIMessage]
    seen: list[list[BaseMessage]] = Field(default_factory=list)
    tags_seen: list[list[str]] = Field(default_factory=list)
    metadata_seen: list[dict[str, Any]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if not self.replies:
            raise AssertionError(f"the script ran out after {len(self.seen)} model calls")
        self.seen.append(list(messages))
        self.tags_seen.append(list(run_manager.tags) if run_manager else [])
        self.metadata_seen.append(dict(run_manager.metadata) if run_manager else {})
        return ChatResult(generations=[ChatGeneration(message=self.replies.pop(0))])

    async def _agenerate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        return self._generate(messages, stop, run_manager, **kwargs)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:
        return self

    @property
    def calls(self) -> int:
        return len(self.seen)


def ai(
    *calls: tuple[str, Any, str],
    content: str = "",
    invalid: Sequence[tuple[str, str, str]] = (),
    id: str | None = None,
) -> AIMessage:
    """An AIMessage with tool calls `(name, args, id)` and malformed calls `(name, raw_json, id)`."""
    return AIMessage(
        content=content,
        id=id,
        tool_calls=[{"name": n, "args": a, "id": i, "type": "tool_call"} for n, a, i in calls],
        invalid_tool_calls=[
            {
                "name": n,
                "args": raw,
                "id": i,
                "error": "malformed JSON",
                "type": "invalid_tool_call",
            }
            for n, raw, i in invalid
        ],
    )


@pytest.fixture
def scripted() -> Callable[..., ScriptedChatModel]:
    """`scripted(reply, reply, ...)`: a ScriptedChatModel with these replies (each given an id)."""

    def make(*replies: AIMessage) -> ScriptedChatModel:
        for n, reply in enumerate(replies):
            if reply.id is None:
                reply.id = f"reply-{n}"
        return ScriptedChatModel(replies=list(replies))

    return make


@pytest.fixture
def make_ai() -> Callable[..., AIMessage]:
    return ai
