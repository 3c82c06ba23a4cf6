"""A LangChain agent whose tool calls toolvet checks: one mistake, corrected inside the model node.

Runs offline: the MCP servers are toolvet's example servers (toolvet_examples, started as
subprocesses) and the model is scripted. It makes the mistakes real models make: a date that is
not a date, a number sent as a string. toolvet repairs the number without asking, sends the
model the proxy's message for the date, and only the corrected call reaches the calendar server.

It needs toolvet with its `langchain` extra: run it with the Python `make` set up, or after
`pip install -e '.[langchain]'` in a virtualenv of your own::

    .venv/bin/python examples/agent_with_validation.py
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

try:
    from langchain.agents import create_agent
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
    from langchain_core.outputs import ChatGeneration, ChatResult

    from toolvet.middleware import RETRY_TAG, load_tools
except ModuleNotFoundError as missing:
    sys.exit(
        f"{Path(__file__).name} needs toolvet with its langchain extra, and {missing.name} is not"
        f" installed for {sys.executable}. Run it with the Python `make` set up:\n"
        "    .venv/bin/python examples/agent_with_validation.py\n"
        "or install toolvet into your virtualenv first: pip install -e '.[langchain]'"
    )


class ScriptedModel(BaseChatModel):
    """A chat model that answers with prepared messages, in order (a stand-in for a real LLM)."""

    replies: list[AIMessage]
    seen: list[tuple[list[BaseMessage], list[str]]] = []

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        self.seen.append((list(messages), list(run_manager.tags) if run_manager else []))
        return ChatResult(generations=[ChatGeneration(message=self.replies.pop(0))])

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:
        return self


def schedule(call_id: str, **args: Any) -> AIMessage:
    return AIMessage(
        "",
        id=f"msg-{call_id}",
        tool_calls=[{"name": "schedule_event", "args": args, "id": call_id}],
    )


def show_call(call: dict[str, Any]) -> str:
    return f"{call['name']}({json.dumps(call['args'])})"


def indent(text: str) -> str:
    return "\n".join("    " + line for line in str(text).splitlines())


async def main() -> None:
    with tempfile.TemporaryDirectory(prefix="toolvet-example-") as workdir:
        await run(Path(workdir))


async def run(workdir: Path) -> None:
    call_log = workdir / "calls.jsonl"
    config = workdir / "servers.json"
    config.write_text(
        json.dumps(
            {
                "mcpServers": {
                    name: {
                        "command": sys.executable,
                        "args": ["-m", f"toolvet_examples.{name}_server"],
                        "env": {"TOOLVET_EXAMPLE_CALL_LOG": str(call_log)},
                    }
                    for name in ("notes", "calendar")
                }
            }
        )
    )
    model = ScriptedModel(
        replies=[
            # Attempt 1: a date-time the schema rejects, and minutes as a string.
            schedule(
                "call-1",
                title="Standup",
                start="tomorrow 09:00",
                end="2025-03-04T09:15:00Z",
                reminder_minutes="10",
            ),
            # Attempt 2, after reading toolvet's message.
            schedule(
                "call-2",
                title="Standup",
                start="2025-03-04T09:00:00Z",
                end="2025-03-04T09:15:00Z",
                reminder_minutes="10",
            ),
            AIMessage(
                "Booked: Standup, 4 March 09:00-09:15 UTC, reminder 10 minutes before.",
                id="msg-done",
            ),
        ]
    )
    question = (
        "Book a 15-minute standup tomorrow (4 March) at 9:00 UTC, remind me 10 minutes before."
    )

    async with load_tools(config) as toolset:
        print(f"Loaded {len(toolset.tools)} tools from {', '.join(toolset.cache.servers())}.\n")
        agent = create_agent(model, tools=toolset.tools, middleware=[toolset.middleware])
        result = await agent.ainvoke({"messages": [HumanMessage(question)]})
        stats = toolset.middleware.stats.as_dict()

    print(f"user: {question}\n")
    # Attempt 1 and toolvet's answer are in the retry conversation: they never entered the state.
    retry_conversation = model.seen[1][0]
    attempt_1 = next(m for m in retry_conversation if isinstance(m, AIMessage))
    error = retry_conversation[-1]
    final = next(m for m in result["messages"] if isinstance(m, AIMessage) and m.tool_calls)
    print("model, attempt 1:\n" + indent(show_call(attempt_1.tool_calls[0])) + "\n")
    print(f"toolvet -> model (ToolMessage, status={error.status}):\n{indent(error.content)}\n")
    retry_tags = model.seen[1][1]
    label = f"a retry, tagged {RETRY_TAG!r}" if RETRY_TAG in retry_tags else "a retry"
    print(f"model, attempt 2 ({label}):\n" + indent(show_call(final.tool_calls[0])))
    for repair in final.response_metadata["toolvet"].get("repairs", []):
        where = ".".join(map(str, repair["path"]))
        print(f"    toolvet repaired {where}: {repair['before']!r} -> {repair['after']!r}")
    print()
    received = [json.loads(line) for line in call_log.read_text().splitlines()]
    print("the calendar server received:")
    for entry in received:
        print(indent(f"{entry['tool']}({json.dumps(entry['arguments'], sort_keys=True)})"))
    print(f"\nmodel: {result['messages'][-1].content}\n")
    print(f"toolvet counters: {json.dumps(stats)}")
    assert len(received) == 1 and received[0]["arguments"]["reminder_minutes"] == 10


if __name__ == "__main__":
    asyncio.run(main())
