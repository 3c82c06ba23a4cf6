"""A python MCP server on mcp 2.3 (MCPServer) for toolvet's peer tests; run it with .venv-modern.

    .venv-modern/bin/python tests/peers/modern_server.py stdio
    .venv-modern/bin/python tests/peers/modern_server.py http --port 3002     # http://127.0.0.1:3002/mcp

It serves MCP 2026-07-28; the SDK serves the 2025 legacy era beside it (a stdio connection's
first message decides its era; over HTTP the MCP-Protocol-Version header does). Tools:

- echo(text) -> text
- forecast(city, days 1..14) -> "<city>: <days> days"; `days` carries "x-mcp-header": "Days"
- confirm_action(action) -> on 2026-07-28 MRTR: an input_required result with a form elicitation
  {confirm: boolean} (and a requestState, sealed by the SDK), then "confirmed <action>" or
  "declined <action>" on the retry; on a legacy connection, ctx.elicit (elicitation/create).

With env TOOLVET_PEER_TASKS=SECONDS, it also serves the tasks extension
(`io.modelcontextprotocol/tasks`, SEP-2663), declared in its capabilities (`server/discover`), on
the SDK's extension interface (`mcp.server.extension`; mcp 2.3 ships none for tasks), and a fourth
tool:

- slow_report(topic) -> "Report on <topic>". When the request's client capabilities declare the
  extension, the answer is `resultType: "task"` with a fresh taskId and status `working`, and the
  task completes SECONDS later; otherwise the plain result, at once.

`tasks/get` gives the task (`working`, then `completed` with the CallToolResult in `result`, or
`cancelled`), `tasks/update` acknowledges (the task asks for no input, so its `inputResponses` are
ignored, as the spec says), `tasks/cancel` cancels a working task; an unknown taskId is a -32602
error. The tasks live in the server process.

With env TOOLVET_PEER_CALL_LOG set, every tools/call and tasks/* request is logged on arrival
(see calllog.py).
Logs go to stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated, Any

import anyio
import mcp_types as types
import uvicorn
from calllog import TASK_METHODS, log_message, logging_app
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.extension import Extension, MethodBinding
from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import MCPError
from mcp_types.jsonrpc import INVALID_PARAMS
from mcp_types.version import MODERN_PROTOCOL_VERSIONS
from pydantic import BaseModel, Field

CONFIRM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"confirm": {"type": "boolean", "description": "Go ahead?"}},
    "required": ["confirm"],
}


class Confirmation(BaseModel):
    confirm: bool = Field(description="Go ahead?")


TASKS_EXTENSION = "io.modelcontextprotocol/tasks"
TASKS_ENV = "TOOLVET_PEER_TASKS"
TASK_TTL_MS = 600_000
POLL_INTERVAL_MS = 100


def now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass
class ReportTask:
    """A slow_report call become a task; its result is known from the start, and shown once the
    task has worked for `seconds`."""

    result: dict[str, Any]
    seconds: float
    task_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    status: str = "working"
    status_message: str = "The report is being written."
    created_at: str = field(default_factory=now)
    last_updated_at: str = field(default_factory=now)
    started: float = field(default_factory=time.monotonic)

    def refresh(self) -> None:
        if self.status == "working" and time.monotonic() - self.started >= self.seconds:
            self.status, self.status_message = "completed", "The report is ready."
            self.last_updated_at = now()

    def wire(self) -> dict[str, Any]:
        """The task as the spec's DetailedTask: the result inlined once completed."""
        self.refresh()
        task: dict[str, Any] = {
            "taskId": self.task_id,
            "status": self.status,
            "statusMessage": self.status_message,
            "createdAt": self.created_at,
            "lastUpdatedAt": self.last_updated_at,
            "ttlMs": TASK_TTL_MS,
            "pollIntervalMs": POLL_INTERVAL_MS,
        }
        if self.status == "completed":
            task["result"] = self.result
        return task


class TaskParams(types.RequestParams):
    task_id: str


class UpdateTaskParams(TaskParams):
    input_responses: dict[str, Any] = Field(default_factory=dict)


class TasksExtension(Extension):
    """`io.modelcontextprotocol/tasks` for slow_report: tasks/get, tasks/update, tasks/cancel."""

    identifier = TASKS_EXTENSION

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.tasks: dict[str, ReportTask] = {}

    def methods(self) -> list[MethodBinding]:
        return [
            MethodBinding("tasks/get", TaskParams, self.get),
            MethodBinding("tasks/update", UpdateTaskParams, self.update),
            MethodBinding("tasks/cancel", TaskParams, self.cancel),
        ]

    async def intercept_tool_call(
        self,
        params: types.CallToolRequestParams,
        ctx: ServerRequestContext[Any, Any],
        call_next: CallNext,
    ) -> HandlerResult:
        result = await call_next(ctx)
        capabilities = (params.meta or {}).get(types.CLIENT_CAPABILITIES_META_KEY) or {}
        declared = TASKS_EXTENSION in (capabilities.get("extensions") or {})
        if params.name != "slow_report" or not declared:
            return result  # a server MUST NOT return a task to a client that did not declare them
        assert isinstance(result, types.CallToolResult)
        if result.is_error:
            return result
        task = ReportTask(
            result.model_dump(by_alias=True, mode="json", exclude_none=True), self.seconds
        )
        self.tasks[task.task_id] = task  # durably created before it is returned
        return {"resultType": "task", **task.wire()}

    def find(self, params: TaskParams) -> ReportTask:
        task = self.tasks.get(params.task_id)
        if task is None:
            raise MCPError(INVALID_PARAMS, f"unknown taskId {params.task_id!r}")
        return task

    async def get(self, ctx: ServerRequestContext[Any, Any], params: TaskParams) -> HandlerResult:
        return {"resultType": "complete", **self.find(params).wire()}

    async def update(
        self, ctx: ServerRequestContext[Any, Any], params: UpdateTaskParams
    ) -> HandlerResult:
        self.find(params)  # no input is outstanding: the responses are ignored
        return {"resultType": "complete"}

    async def cancel(
        self, ctx: ServerRequestContext[Any, Any], params: TaskParams
    ) -> HandlerResult:
        task = self.find(params)
        task.refresh()
        if task.status == "working":
            task.status, task.status_message = "cancelled", "Cancelled at the client's request."
            task.last_updated_at = now()
        return {"resultType": "complete"}


async def log_calls(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """Server middleware (runs before validation and lookup): the call log over stdio."""
    if ctx.method in ("tools/call", *TASK_METHODS):
        log_message({"method": ctx.method, "params": ctx.params})
    return await call_next(ctx)


def build_server(*, log_in_middleware: bool) -> MCPServer:
    tasks = os.environ.get(TASKS_ENV)  # seconds a task works before it completes
    server = MCPServer(
        "toolvet-peer-modern",
        version="2.3.0",
        middleware=[log_calls] if log_in_middleware else None,
        extensions=[TasksExtension(float(tasks))] if tasks else None,
    )

    @server.tool(structured_output=False)
    def echo(text: Annotated[str, Field(description="What to echo.")]) -> str:
        """Echo the text back."""
        return text

    @server.tool(structured_output=False)
    def forecast(
        city: Annotated[str, Field(description="City name.")],
        days: Annotated[int, Field(ge=1, le=14, json_schema_extra={"x-mcp-header": "Days"})],
    ) -> str:
        """Weather forecast for a city."""
        return f"{city}: {days} days"

    @server.tool(structured_output=False)
    async def confirm_action(
        action: Annotated[str, Field(description="What to confirm.")], ctx: Context
    ) -> str | types.InputRequiredResult:
        """Ask the user to confirm an action."""
        if ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
            asked = await ctx.elicit(f"Confirm {action}?", Confirmation)
            confirmed = asked.action == "accept" and asked.data is not None and asked.data.confirm
            return f"{'confirmed' if confirmed else 'declined'} {action}"
        answer = (ctx.input_responses or {}).get("confirm")
        if answer is None:
            return types.InputRequiredResult(
                input_requests={
                    "confirm": types.ElicitRequest(
                        params=types.ElicitRequestFormParams(
                            message=f"Confirm {action}?", requested_schema=CONFIRM_SCHEMA
                        )
                    )
                },
                request_state=json.dumps({"action": action}),
            )
        confirmed = (
            isinstance(answer, types.ElicitResult)
            and answer.action == "accept"
            and (answer.content or {}).get("confirm") is True
        )
        return f"{'confirmed' if confirmed else 'declined'} {action}"

    if tasks:
        server.add_tool(slow_report, structured_output=False)
    return server


def slow_report(topic: Annotated[str, Field(description="What to report on.")]) -> str:
    """Write a report on a topic: a task, for a client that takes tasks."""
    return f"Report on {topic}"


async def serve_http(port: int) -> None:
    server = build_server(log_in_middleware=False)
    app = logging_app(server.streamable_http_app(host="127.0.0.1"))
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    await uvicorn.Server(config).serve()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("mode", choices=["stdio", "http"])
    parser.add_argument("--port", type=int, default=3002, help="HTTP port on 127.0.0.1")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)  # to stderr
    if args.mode == "http":
        anyio.run(serve_http, args.port)
    else:
        build_server(log_in_middleware=True).run("stdio")


if __name__ == "__main__":
    main()
