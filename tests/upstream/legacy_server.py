"""A stdio MCP server of the legacy era, in the standard library only, for the Upstream tests.

    python legacy_server.py METHOD_LOG

Like an mcp 1.x server, it answers the `server/discover` probe with a long complaint on stderr and
an "Invalid request parameters" error. It appends the method of every message it gets to
METHOD_LOG, one per line. Besides the handshake and an empty `tools/list` it knows two
notifications: `test/say` (writes two lines to stderr) and `test/exit` (exits). While a file
named METHOD_LOG + ".refuse" exists it refuses `initialize`, as a server of the modern era only
would.
"""

from __future__ import annotations

import json
import os
import sys

COMPLAINT_LINES = 40


def answer(message_id: object, **outcome: object) -> None:
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": message_id, **outcome}) + "\n")
    sys.stdout.flush()


def main(method_log: str) -> None:
    for line in sys.stdin:
        message = json.loads(line)
        method = message.get("method")
        with open(method_log, "a", encoding="utf-8") as log:
            log.write(f"{method}\n")
        if method == "server/discover":
            for n in range(COMPLAINT_LINES):
                sys.stderr.write(f"complaint {n}: {method!r} is not a ClientRequest\n")
            sys.stderr.flush()
            answer(message["id"], error={"code": -32602, "message": "Invalid request parameters"})
        elif method == "initialize" and os.path.exists(method_log + ".refuse"):
            answer(message["id"], error={"code": -32601, "message": "Method not found"})
        elif method == "initialize":
            answer(
                message["id"],
                result={
                    "protocolVersion": message["params"]["protocolVersion"],
                    "capabilities": {"tools": {}},
                    "serverInfo": {"name": "legacy", "version": "1"},
                },
            )
        elif method == "tools/list":
            answer(message["id"], result={"tools": []})
        elif method == "test/say":
            sys.stderr.write("hello\nworld\n")
            sys.stderr.flush()
        elif method == "test/exit":
            return
        elif "id" in message:
            answer(message["id"], error={"code": -32601, "message": "Method not found"})


if __name__ == "__main__":
    main(sys.argv[1])
