"""Example MCP server (low-level SDK, hand-written JSON Schemas): calendar and weather forecast."""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import threading
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

import anyio
import jsonschema
import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

CALL_LOG_ENV = "TOOLVET_EXAMPLE_CALL_LOG"
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

ATTENDEE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "email": {"type": "string", "format": "email", "description": "Attendee address."},
        "name": {"type": "string", "maxLength": 100},
        "optional": {
            "type": "boolean",
            "default": False,
            "description": "Whether attendance is optional.",
        },
    },
    "required": ["email"],
    "additionalProperties": False,
}

EVENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "pattern": "^evt-[0-9]{4}$"},
        "title": {"type": "string"},
        "start": {"type": "string", "format": "date-time"},
        "end": {"type": "string", "format": "date-time"},
        "attendees": {"type": "array", "items": ATTENDEE_SCHEMA},
        "location": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        "reminder_minutes": {"type": "integer"},
        "recurrence": {
            "anyOf": [
                {
                    "type": "object",
                    "properties": {
                        "frequency": {"type": "string"},
                        "count": {"type": "integer"},
                    },
                    "required": ["frequency", "count"],
                },
                {"type": "null"},
            ]
        },
        "meeting_url": {"anyOf": [{"type": "string", "format": "uri"}, {"type": "null"}]},
    },
    "required": [
        "id",
        "title",
        "start",
        "end",
        "attendees",
        "location",
        "reminder_minutes",
        "recurrence",
        "meeting_url",
    ],
}

TOOLS: list[types.Tool] = [
    types.Tool(
        name="schedule_event",
        title="Schedule event",
        description="Put an event in the calendar. Fails if `end` is not after `start`.",
        inputSchema={
            "$schema": SCHEMA_DIALECT,
            "type": "object",
            "properties": {
                "title": {"type": "string", "minLength": 1, "maxLength": 200},
                "start": {
                    "type": "string",
                    "format": "date-time",
                    "description": "RFC 3339 start, e.g. 2025-03-01T09:00:00Z.",
                },
                "end": {"type": "string", "format": "date-time", "description": "RFC 3339 end."},
                "attendees": {
                    "type": "array",
                    "items": ATTENDEE_SCHEMA,
                    "maxItems": 50,
                    "default": [],
                },
                "location": {
                    "anyOf": [{"type": "string", "maxLength": 200}, {"type": "null"}],
                    "default": None,
                    "description": "Room or address; null for none.",
                },
                "meeting_url": {
                    "type": ["string", "null"],
                    "format": "uri",
                    "description": "Video-call link, if any.",
                },
                "reminder_minutes": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 1440,
                    "default": 15,
                },
                "recurrence": {
                    "type": "object",
                    "description": "Repeat the event; omit for a one-off.",
                    "properties": {
                        "frequency": {"type": "string", "enum": ["daily", "weekly", "monthly"]},
                        "count": {"type": "integer", "minimum": 1, "maximum": 52},
                    },
                    "required": ["frequency", "count"],
                    "additionalProperties": False,
                },
            },
            "required": ["title", "start", "end"],
            "additionalProperties": False,
        },
        outputSchema=EVENT_SCHEMA,
        annotations=types.ToolAnnotations(readOnlyHint=False, idempotentHint=False),
    ),
    types.Tool(
        name="list_events",
        title="List events",
        description="List events that overlap a time window, optionally for one attendee.",
        inputSchema={
            "$schema": SCHEMA_DIALECT,
            "type": "object",
            "properties": {
                "from": {"type": "string", "format": "date-time"},
                "to": {"type": "string", "format": "date-time"},
                "attendee": {"type": "string", "format": "email"},
            },
            "required": ["from", "to"],
            "additionalProperties": False,
        },
        outputSchema={
            "type": "object",
            "properties": {
                "count": {"type": "integer"},
                "events": {"type": "array", "items": EVENT_SCHEMA},
            },
            "required": ["count", "events"],
        },
        annotations=types.ToolAnnotations(readOnlyHint=True),
    ),
    types.Tool(
        name="cancel_event",
        title="Cancel event",
        description="Remove an event from the calendar.",
        inputSchema={
            "$schema": SCHEMA_DIALECT,
            "type": "object",
            "properties": {
                "event_id": {"type": "string", "pattern": "^evt-[0-9]{4}$"},
                "reason": {"type": ["string", "null"], "maxLength": 500},
                "notify_attendees": {"type": "boolean", "default": True},
            },
            "required": ["event_id"],
            "additionalProperties": False,
        },
        annotations=types.ToolAnnotations(destructiveHint=True, idempotentHint=True),
    ),
    types.Tool(
        name="find_free_slots",
        title="Find free slots",
        description="Find free slots of a given length on one day within working hours.",
        inputSchema={
            "$schema": SCHEMA_DIALECT,
            "type": "object",
            "properties": {
                "day": {"type": "string", "format": "date", "description": "e.g. 2025-03-01"},
                "duration_minutes": {
                    "type": "integer",
                    "minimum": 15,
                    "maximum": 480,
                    "multipleOf": 15,
                },
                "working_hours": {
                    "type": "object",
                    "properties": {
                        "start": {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"},
                        "end": {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"},
                    },
                    "required": ["start", "end"],
                    "additionalProperties": False,
                    "default": {"start": "09:00", "end": "17:00"},
                },
            },
            "required": ["day", "duration_minutes"],
            "additionalProperties": False,
        },
        annotations=types.ToolAnnotations(readOnlyHint=True),
    ),
    types.Tool(
        name="forecast",
        title="Weather forecast",
        description="Daily weather forecast for a city (synthetic but deterministic).",
        inputSchema={
            "$schema": SCHEMA_DIALECT,
            "type": "object",
            "properties": {
                "city": {"type": "string", "minLength": 1},
                "days": {"type": "integer", "minimum": 1, "maximum": 14, "default": 3},
                "units": {"type": "string", "enum": ["metric", "imperial"], "default": "metric"},
                "start_date": {
                    "type": "string",
                    "format": "date",
                    "description": "First forecast day; defaults to 2025-01-01.",
                },
            },
            "required": ["city"],
            "additionalProperties": False,
        },
        outputSchema={
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "units": {"type": "string", "enum": ["metric", "imperial"]},
                "days": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "date": {"type": "string", "format": "date"},
                            "high": {"type": "number"},
                            "low": {"type": "number"},
                            "condition": {
                                "type": "string",
                                "enum": ["sunny", "cloudy", "rain", "snow", "windy"],
                            },
                            "precipitation_chance": {
                                "type": "integer",
                                "minimum": 0,
                                "maximum": 100,
                            },
                        },
                        "required": ["date", "high", "low", "condition", "precipitation_chance"],
                    },
                },
            },
            "required": ["city", "units", "days"],
        },
        annotations=types.ToolAnnotations(readOnlyHint=True, openWorldHint=False),
    ),
]
TOOLS_BY_NAME = {tool.name: tool for tool in TOOLS}
VALIDATORS = {
    tool.name: jsonschema.Draft202012Validator(
        tool.inputSchema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    for tool in TOOLS
}
CONDITIONS = ["sunny", "cloudy", "rain", "snow", "windy"]


class Calendar:
    """Events held in memory with sequential ids (evt-0001, evt-0002, ...)."""

    def __init__(self) -> None:
        self.events: dict[str, dict[str, Any]] = {}
        self._counter = 0

    def schedule(self, args: dict[str, Any]) -> dict[str, Any]:
        start, end = _parse_instant(args["start"]), _parse_instant(args["end"])
        if end <= start:
            raise ValueError("end must be after start")
        self._counter += 1
        event = {
            "id": f"evt-{self._counter:04d}",
            "title": args["title"],
            "start": start.isoformat(),
            "end": end.isoformat(),
            "attendees": [
                {"email": a["email"], "optional": a.get("optional", False)}
                | ({"name": a["name"]} if "name" in a else {})
                for a in args.get("attendees", [])
            ],
            "location": args.get("location"),
            "reminder_minutes": args.get("reminder_minutes", 15),
            "recurrence": args.get("recurrence"),
            "meeting_url": args.get("meeting_url"),
        }
        self.events[event["id"]] = event
        return event

    def between(self, start: datetime, end: datetime, attendee: str | None) -> list[dict[str, Any]]:
        found = [
            e
            for e in self.events.values()
            if _parse_instant(e["start"]) < end
            and _parse_instant(e["end"]) > start
            and (attendee is None or any(a["email"] == attendee for a in e["attendees"]))
        ]
        return sorted(found, key=lambda e: (e["start"], e["id"]))


def _parse_instant(text: str) -> datetime:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


_LOG_LOCK = threading.Lock()


def _log_call(name: str, arguments: dict[str, Any]) -> None:
    """Append one JSON line per received tools/call, before it is validated or run."""
    path = os.environ.get(CALL_LOG_ENV)
    if not path:
        return
    line = json.dumps({"tool": name, "arguments": arguments}, sort_keys=True, default=str)
    with _LOG_LOCK, open(path, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")


def _forecast(city: str, days: int, units: str, start: date) -> dict[str, Any]:
    out = []
    for offset in range(days):
        day = start + timedelta(days=offset)
        digest = hashlib.sha256(f"{city.lower()}|{day.isoformat()}".encode()).digest()
        low_c = digest[0] % 25 - 5
        high_c = low_c + 3 + digest[1] % 10
        condition = CONDITIONS[digest[2] % len(CONDITIONS)]
        if condition == "snow" and low_c > 2:
            condition = "rain"
        high, low = (
            (high_c, low_c)
            if units == "metric"
            else (
                round(high_c * 9 / 5 + 32, 1),
                round(low_c * 9 / 5 + 32, 1),
            )
        )
        out.append(
            {
                "date": day.isoformat(),
                "high": high,
                "low": low,
                "condition": condition,
                "precipitation_chance": digest[3] % 101,
            }
        )
    return {"city": city, "units": units, "days": out}


def _free_slots(
    cal: Calendar, day: date, minutes: int, hours: dict[str, str]
) -> list[dict[str, str]]:
    open_at = datetime.combine(day, time.fromisoformat(hours["start"]), UTC)
    close_at = datetime.combine(day, time.fromisoformat(hours["end"]), UTC)
    if close_at <= open_at:
        raise ValueError("working_hours.end must be after working_hours.start")
    busy = [
        (_parse_instant(e["start"]), _parse_instant(e["end"]))
        for e in cal.between(open_at, close_at, None)
    ]
    slots, cursor, length = [], open_at, timedelta(minutes=minutes)
    for busy_start, busy_end in [*busy, (close_at, close_at)]:
        while cursor + length <= min(busy_start, close_at):
            slots.append({"start": cursor.isoformat(), "end": (cursor + length).isoformat()})
            cursor += length
        cursor = max(cursor, busy_end)
    return slots


def build_server(calendar: Calendar | None = None) -> Server:
    """Create the low-level server with its handlers bound to `calendar`."""
    cal = calendar or Calendar()
    server: Server = Server("toolvet-example-calendar", version="1.0.0")

    @server.list_tools()
    async def list_tools() -> list[types.Tool]:
        return TOOLS

    # Input validation is done below (after logging) instead of by the SDK, with formats checked.
    @server.call_tool(validate_input=False)
    async def call_tool(name: str, arguments: dict[str, Any]) -> Any:
        _log_call(name, arguments)
        if name not in TOOLS_BY_NAME:
            raise ValueError(f"Unknown tool: {name}")
        errors = sorted(VALIDATORS[name].iter_errors(arguments), key=lambda e: list(e.path))
        if errors:
            detail = "; ".join(
                f"{'/'.join(map(str, e.path)) or '(root)'}: {e.message}" for e in errors
            )
            raise ValueError(f"Invalid arguments for {name}: {detail}")

        if name == "schedule_event":
            event = cal.schedule(arguments)
            text = f"Scheduled {event['id']} '{event['title']}' from {event['start']}."
            return [types.TextContent(type="text", text=text)], event
        if name == "list_events":
            events = cal.between(
                _parse_instant(arguments["from"]),
                _parse_instant(arguments["to"]),
                arguments.get("attendee"),
            )
            return {"count": len(events), "events": events}
        if name == "cancel_event":
            cancelled = cal.events.pop(arguments["event_id"], None)
            if cancelled is None:
                raise ValueError(f"No event {arguments['event_id']}")
            notified = len(cancelled["attendees"]) if arguments.get("notify_attendees", True) else 0
            reason = arguments.get("reason") or "no reason given"
            text = f"Cancelled {cancelled['id']} ({reason}); notified {notified} attendees."
            return [types.TextContent(type="text", text=text)]
        if name == "find_free_slots":
            slots = _free_slots(
                cal,
                date.fromisoformat(arguments["day"]),
                arguments["duration_minutes"],
                arguments.get("working_hours", {"start": "09:00", "end": "17:00"}),
            )
            return [types.TextContent(type="text", text=json.dumps({"slots": slots}, indent=2))]
        # forecast
        start = date.fromisoformat(arguments.get("start_date", "2025-01-01"))
        return _forecast(
            arguments["city"], arguments.get("days", 3), arguments.get("units", "metric"), start
        )

    return server


class _StreamableHTTPApp:
    """ASGI endpoint that hands requests to the session manager (mounted at /mcp, no redirect)."""

    def __init__(self, manager: StreamableHTTPSessionManager) -> None:
        self.manager = manager

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.manager.handle_request(scope, receive, send)


async def _serve_http(server: Server, port: int) -> None:
    import uvicorn

    manager = StreamableHTTPSessionManager(
        app=server,
        security_settings=TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=["127.0.0.1:*", "localhost:*"],
            allowed_origins=["http://127.0.0.1:*", "http://localhost:*"],
        ),
    )

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        async with manager.run():
            yield

    app = Starlette(routes=[Route("/mcp", endpoint=_StreamableHTTPApp(manager))], lifespan=lifespan)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    await uvicorn.Server(config).serve()


async def _serve_stdio(server: Server) -> None:
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--transport", choices=["stdio", "streamable-http"], default="stdio")
    parser.add_argument("--port", type=int, default=8001, help="HTTP port (on 127.0.0.1)")
    args = parser.parse_args(argv)
    server = build_server()
    if args.transport == "streamable-http":
        anyio.run(_serve_http, server, args.port)
    else:
        anyio.run(_serve_stdio, server)


if __name__ == "__main__":
    main()
