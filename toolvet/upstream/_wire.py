"""JSON-RPC messages as the proxy routes them: the JSON objects themselves, checked, not modelled.

A proxy reads every message and writes it on, mostly unchanged. Routing them as the dicts
the JSON decoder returns, after the checks JSON-RPC asks for, keeps pydantic off the path every
message takes: building and dumping the SDK's models cost more than the rest of the routing
(measured with `make bench`, on a machine where the client and servers share two cores and each
hop runs with cold caches). The SDK's transports for streamable HTTP, SSE and a terminal's stdio
speak `SessionMessage`; `from_session_messages` and `SessionMessageWriter` convert at that edge.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import orjson
from mcp import types
from mcp.shared.message import ServerMessageMetadata, SessionMessage

# A JSON-RPC message: a request (method and id), a notification (method, no id), a result or an
# error (id and result or error).
Message = dict[str, Any]

# The codes of the errors toolvet answers for a request an upstream can no longer answer (the codes
# the MCP SDKs use for a closed connection and a timed-out request).
UPSTREAM_UNAVAILABLE = -32000
UPSTREAM_TIMEOUT = -32001

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
# Each ASCII digit to "0", every other byte to " ": a run of 19 digits becomes _LONG_RUN (a
# translation and a substring search cost a fifth of a regular expression's scan).
_DIGITS = bytes(0x30 if 0x30 <= byte <= 0x39 else 0x20 for byte in range(256))
_LONG_RUN = b"0" * 19


class InvalidMessage(ValueError):
    """Bytes that are not a JSON-RPC message; `line` keeps them, so the reader can say what is wrong."""

    def __init__(self, line: bytes, reason: str) -> None:
        super().__init__(reason)
        self.line = line


def parse_message(line: bytes) -> Message:
    """The message in one JSON text; InvalidMessage says why it is not one."""
    return as_message(decode_json(line), line)


def decode_json(line: bytes) -> Any:
    # orjson reads an integer past 64 bits as a float, losing digits: text with a number that
    # long (19 digits or more, maybe in a string) goes to the standard library instead.
    if _LONG_RUN not in line.translate(_DIGITS):
        try:
            return orjson.loads(line)
        except orjson.JSONDecodeError:
            pass
    # What orjson refuses, the standard library decides: it also reads escaped lone surrogates
    # and numbers past a double's range, and says where the text stops being JSON.
    try:
        return json.loads(line.decode())
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError
        raise InvalidMessage(line, f"not JSON: {exc}") from None


def as_message(value: Any, line: bytes = b"") -> Message:
    """A decoded JSON value, checked to be a JSON-RPC message (`line`: where it was read from)."""
    problem = _problem(value)
    if problem is not None:
        raise InvalidMessage(line, problem)
    return value


def _problem(message: Any) -> str | None:
    """What makes a decoded JSON value something other than a JSON-RPC message, or None."""
    if not isinstance(message, dict):
        return f"a JSON-RPC message is an object, got {_json_type(message)}"
    if message.get("jsonrpc") != "2.0":
        return 'jsonrpc must be "2.0"'
    if "id" in message and not is_request_id(message["id"]):
        return f"id must be a string or a number, got {json.dumps(message['id'])}"
    if "method" in message:
        if not isinstance(message["method"], str):
            return "method must be a string"
        if message.get("params") is not None and not isinstance(message["params"], dict):
            return f"params must be an object, got {_json_type(message['params'])}"
        return None
    if "id" not in message:
        return "neither a request (method) nor an answer (id)"
    if "result" in message:
        return None if isinstance(message["result"], dict) else "result must be an object"
    error = message.get("error")
    if not isinstance(error, dict):
        return "an answer has a result or an error object"
    if not (is_integer(error.get("code")) and isinstance(error.get("message"), str)):
        return "error must have an integer code and a string message"
    return None


def encode_message(message: Message) -> bytes:
    """One message as compact UTF-8 JSON."""
    try:
        return orjson.dumps(message)
    except (
        TypeError
    ):  # an integer past 64 bits, a key that is not a string: as the standard library does
        return _ENCODER.encode(message).encode()


# -- kinds and builders ------------------------------------------------------------------------


def is_request(message: Message) -> bool:
    return "method" in message and "id" in message


def is_request_id(value: Any) -> bool:
    return isinstance(value, str) or is_integer(value)


def is_integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def request(request_id: types.RequestId, method: str, params: dict[str, Any] | None) -> Message:
    message: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def notification(method: str, params: dict[str, Any] | None) -> Message:
    message: Message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    return message


def result(request_id: types.RequestId, result: dict[str, Any]) -> Message:
    return {"jsonrpc": "2.0", "id": request_id, "result": result}


def error(request_id: types.RequestId | None, code: int, message: str, data: Any = None) -> Message:
    """An error answer; a request whose id could not be read is answered with `"id": null`."""
    body: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        body["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": body}


# -- the SDK's transports ----------------------------------------------------------------------


async def from_session_messages(read: Any) -> AsyncIterator[Message | Exception]:
    """An SDK transport's read stream as messages (its exceptions passed on as they are)."""
    async for item in read:
        if isinstance(item, Exception):
            yield item
        else:
            yield item.message.root.model_dump(by_alias=True, exclude_none=True)


class SessionMessageWriter:
    """Sends messages on an SDK transport's write stream; `related_request_id` tells the
    streamable HTTP transport which request's response stream a message belongs on."""

    def __init__(self, write: Any) -> None:
        self._write = write

    async def send(
        self, message: Message, related_request_id: types.RequestId | None = None
    ) -> None:
        if "error" in message and message.get("id") is None:
            # JSON-RPC's null id, which the SDK's model does not allow: built unchecked.
            root: Any = types.JSONRPCError.model_construct(
                jsonrpc="2.0", id=None, error=types.ErrorData.model_validate(message["error"])
            )
        else:
            root = _model(message).model_validate(message)
        metadata = (
            ServerMessageMetadata(related_request_id=related_request_id)
            if related_request_id is not None
            else None
        )
        await self._write.send(SessionMessage(types.JSONRPCMessage(root), metadata=metadata))

    async def aclose(self) -> None:
        await self._write.aclose()


def _model(message: Message) -> type[Any]:
    if "method" in message:
        return types.JSONRPCRequest if "id" in message else types.JSONRPCNotification
    return types.JSONRPCResponse if "result" in message else types.JSONRPCError


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    return {
        bool: "a boolean",
        int: "a number",
        float: "a number",
        str: "a string",
        list: "an array",
        dict: "an object",
    }.get(type(value), type(value).__name__)
