"""JSON-RPC messages to and from bytes, as the SDK's message types, at the least cost per message.

The proxy relays every message it reads. Validating the `JSONRPCMessage` union from JSON tries
each of its four types in turn; decoding with `json.loads` and validating only the type the keys
name costs a third of that, with the same checks. (pydantic's `model_construct` is no shortcut:
it is slower than validating these small models.)
"""

from __future__ import annotations

import json
from typing import Any

from mcp import types
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

JSONRPCRoot = (
    types.JSONRPCRequest | types.JSONRPCNotification | types.JSONRPCResponse | types.JSONRPCError
)


class InvalidMessage(ValueError):
    """Bytes that are not a JSON-RPC message; `line` keeps them, so the reader can say what is wrong."""

    def __init__(self, line: bytes, reason: str) -> None:
        super().__init__(reason)
        self.line = line


def parse_message(line: bytes) -> JSONRPCRoot:
    """The message in one JSON text; InvalidMessage says why it is not one."""
    try:
        data = json.loads(line.decode())
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError
        raise InvalidMessage(line, f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise InvalidMessage(line, f"a JSON-RPC message is an object, got {type(data).__name__}")
    request_id = data.get("id")
    if "id" in data and (isinstance(request_id, bool) or not isinstance(request_id, str | int)):
        raise InvalidMessage(line, f"id must be a string or a number, got {json.dumps(request_id)}")
    if "method" in data:
        model: type[JSONRPCRoot] = (
            types.JSONRPCRequest if "id" in data else types.JSONRPCNotification
        )
    elif "result" in data:
        model = types.JSONRPCResponse
    elif "error" in data:
        model = types.JSONRPCError
    else:
        raise InvalidMessage(line, "neither a request (method), a result nor an error")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise InvalidMessage(line, _first_error(exc)) from None


def encode_message(root: JSONRPCRoot) -> bytes:
    """One message as compact UTF-8 JSON. An error about a request whose id could not be read has
    `"id": null`, as JSON-RPC says."""
    if isinstance(root, types.JSONRPCError) and root.id is None:
        body = root.model_dump(mode="json", by_alias=True, exclude_none=True)
        return json.dumps({**body, "id": None}, ensure_ascii=False).encode()
    return root.model_dump_json(by_alias=True, exclude_none=True).encode()


def json_rpc_message(root: JSONRPCRoot) -> SessionMessage:
    """Wrap a message for the SDK's transport streams."""
    return SessionMessage(types.JSONRPCMessage(root))


def _first_error(exc: ValidationError) -> str:
    first: dict[str, Any] = exc.errors()[0]
    where = ".".join(str(part) for part in first.get("loc", ()))
    return f"{where}: {first.get('msg')}" if where else str(first.get("msg"))
