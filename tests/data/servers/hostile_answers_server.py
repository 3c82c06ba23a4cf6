"""An MCP server (legacy era) that answers a tool call with whatever bytes the call asks for.

It speaks JSON-RPC by hand, so nothing stops it from sending what no SDK would: a line that is not
JSON, a message nested 5,000 levels deep, a 70 MB answer, a number with 10,000 digits. Tests use
it as a hostile upstream: the one tool, `reply`, takes `bytes` (base64; `__ID__` in them becomes
the request's id) and sends them as its answer; with `then_answer`, a proper answer follows, so a
call whose hostile answer could not be tied to it still completes (and one answered twice shows).

    python hostile_answers_server.py                  # stdio, one JSON text a line
    python hostile_answers_server.py --http PORT      # streamable HTTP at /mcp (JSON or SSE),
                                                      # and the 2024-11-05 HTTP+SSE at /sse

Each handshake (`initialize`) appends a line to the file named by HOSTILE_STARTS, so a test sees
any reconnection.
"""

from __future__ import annotations

import base64
import json
import os
import sys
from typing import Any

TOOL = {
    "name": "reply",
    "description": "Answers with the given bytes.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "bytes": {"type": "string"},
            "then_answer": {"type": "boolean"},
            "sse": {"type": "boolean"},
        },
        "required": ["bytes"],
    },
}


def result(request_id: Any, value: dict[str, Any]) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": request_id, "result": value}).encode()


def answers(message: dict[str, Any]) -> tuple[list[bytes], bool]:
    """The raw messages that answer `message` (none for a notification), and whether the
    answer to a call goes as an SSE stream (over HTTP)."""
    method, request_id = message.get("method"), message.get("id")
    if request_id is None or method is None:
        return [], False
    if method == "initialize":
        if os.environ.get("HOSTILE_STARTS"):
            with open(os.environ["HOSTILE_STARTS"], "a") as log:
                log.write(f"{os.getpid()}\n")
        return [
            result(
                request_id,
                {
                    "protocolVersion": message["params"]["protocolVersion"],
                    "capabilities": {"tools": {}},
                    "serverInfo": {"name": "hostile-answers", "version": "1"},
                },
            )
        ], False
    if method == "tools/list":
        return [result(request_id, {"tools": [TOOL]})], False
    if method == "ping":
        return [result(request_id, {})], False
    if method == "tools/call":
        arguments = message["params"].get("arguments") or {}
        raw = base64.b64decode(arguments["bytes"]).replace(
            b"__ID__", json.dumps(request_id).encode()
        )
        sent = [raw]
        if arguments.get("then_answer"):
            sent.append(result(request_id, {"content": [{"type": "text", "text": "fallback"}]}))
        return sent, bool(arguments.get("sse"))
    error = {"code": -32601, "message": f"Method not found: {method}"}
    return [json.dumps({"jsonrpc": "2.0", "id": request_id, "error": error}).encode()], False


def serve_stdio() -> None:
    for line in sys.stdin.buffer:
        if not line.strip():
            continue
        for raw in answers(json.loads(line))[0]:
            sys.stdout.buffer.write(raw.replace(b"\n", b" ") + b"\n")
        sys.stdout.buffer.flush()


def serve_http(port: int) -> None:
    """Streamable HTTP at /mcp; and the HTTP+SSE transport of 2024-11-05 (GET /sse, whose first
    event names /messages, where messages are POSTed and their answers go on the GET stream)."""
    import asyncio

    import uvicorn

    streams: list[asyncio.Queue[bytes]] = []

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        if scope["method"] == "GET" and scope["path"] == "/sse":
            await event_stream(send)
            return
        body = b""
        while True:
            part = await receive()
            body += part.get("body", b"")
            if not part.get("more_body"):
                break
        if scope["method"] != "POST":
            await respond(send, 405, b"", "application/json")
            return
        sent, as_events = answers(json.loads(body))
        if scope["path"] == "/messages":
            for raw in sent:
                streams[-1].put_nowait(raw)
            await respond(send, 202, b"Accepted", "text/plain")
        elif not sent:
            await respond(send, 202, b"", "application/json")
        elif as_events:
            await respond(send, 200, b"".join(event(raw) for raw in sent), "text/event-stream")
        else:
            await respond(send, 200, sent[0], "application/json")

    async def event_stream(send: Any) -> None:
        queue: asyncio.Queue[bytes] = asyncio.Queue()
        streams.append(queue)
        headers = [(b"content-type", b"text/event-stream")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        first = b"event: endpoint\ndata: /messages?session_id=1\n\n"
        await send({"type": "http.response.body", "body": first, "more_body": True})
        while True:
            raw = await queue.get()
            await send({"type": "http.response.body", "body": event(raw), "more_body": True})

    def event(raw: bytes) -> bytes:
        return b"event: message\ndata: " + raw.replace(b"\n", b" ").replace(b"\r", b" ") + b"\n\n"

    async def respond(send: Any, status: int, body: bytes, content_type: str) -> None:
        headers = [(b"content-type", content_type.encode()), (b"mcp-session-id", b"hostile")]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    uvicorn.run(app, host="127.0.0.1", port=port, log_level="error")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--http":
        serve_http(int(sys.argv[2]))
    else:
        serve_stdio()
