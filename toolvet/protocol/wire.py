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
import math
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, TypeGuard, cast

import orjson
from anyio.abc import ObjectReceiveStream, ObjectSendStream
from mcp import types
from mcp.shared.message import ServerMessageMetadata, SessionMessage

from toolvet.config import Limits

# A JSON-RPC message: a request (method and id), a notification (method, no id), a result or an
# error (id and result or error).
Message = dict[str, Any]

# The codes of the errors toolvet answers for a request an upstream can no longer answer (the codes
# the MCP SDKs use for a closed connection and a timed-out request).
UPSTREAM_UNAVAILABLE = -32000
UPSTREAM_TIMEOUT = -32001

_ENCODER = json.JSONEncoder(separators=(",", ":"))  # ASCII: lone surrogates stay escapes
# A message's shape, in one translation: each ASCII digit to "0", each "[" and "{" to "[", every
# other byte to " ". A run of 19 digits becomes _LONG_RUN, and the "["s count the openings (a
# translation, a search and a count cost a fifth of a regular expression's scan).
_SHAPE = bytes(
    0x30 if 0x30 <= byte <= 0x39 else 0x5B if byte in (0x5B, 0x7B) else 0x20 for byte in range(256)
)
_LONG_RUN = b"0" * 19
# orjson decodes at most this many levels of arrays and objects (since 3.9.15; a test pins it).
_ORJSON_MAX_DEPTH = 1024

# JSON-RPC's codes for a message that cannot be read, and for one that is not a valid request.
PARSE_ERROR = -32700
INVALID_REQUEST = -32600

# Where a message that cannot be read says its id: first, after "jsonrpc" or "method" (as the
# SDKs of Python, Rust and Go write a message), or last (as the TypeScript SDK writes an answer).
_ID = rb'"id"\s*:\s*(-?\d{1,19}(?![\d.eE])|"(?:[^"\\]|\\.){0,200}")'
_SIMPLE_MEMBER = rb'\s*"(?:jsonrpc|method)"\s*:\s*"(?:[^"\\]|\\.){0,200}"\s*,'
_ID_FIRST = re.compile(rb"\s*\{(?:" + _SIMPLE_MEMBER + rb"){0,2}\s*" + _ID)
_ID_LAST = re.compile(
    rb"[{,]\s*" + _ID + rb'(?:\s*,\s*"(?:jsonrpc|method)"\s*:\s*"(?:[^"\\]|\\.){0,200}")*\s*\}\s*$'
)
_ID_SEARCH_SPAN = 1024
# The config block whose keys set the bounds (refusals name the key to raise).
LIMITS = "proxy.limits"


@dataclass(frozen=True, slots=True)
class Bounds:
    """What one message may be, checked as it is decoded (from `proxy.limits`, which errors
    name); `size_key` is the key of `max_bytes`."""

    max_bytes: int
    max_depth: int
    max_number_length: int
    size_key: str = "max_result_bytes"


def client_bounds(limits: Limits) -> Bounds:
    """The bounds of what a client sends toolvet, from `proxy.limits`."""
    return _bounds(limits, "max_request_bytes")


def server_bounds(limits: Limits) -> Bounds:
    """The bounds of what an upstream server sends toolvet, from `proxy.limits`."""
    return _bounds(limits, "max_result_bytes")


def _bounds(limits: Limits, size_key: str) -> Bounds:
    size = getattr(limits, size_key)
    return Bounds(size, limits.max_message_depth, limits.max_number_length, size_key=size_key)


DEFAULT_BOUNDS = server_bounds(Limits())


class InvalidMessage(ValueError):
    """Bytes that are not a JSON-RPC message that may be passed on. `code` is the JSON-RPC
    error they deserve (PARSE_ERROR or INVALID_REQUEST); `kind` names the reason for logs and
    metrics; `request_id` is the id they carry, when it can be found; `notification` says they
    are a notification (no answer is due)."""

    def __init__(
        self,
        reason: str,
        *,
        code: int = PARSE_ERROR,
        kind: str = "not_json",
        request_id: Any = None,
        notification: bool = False,
    ) -> None:
        super().__init__(reason)
        self.code = code
        self.kind = kind
        self.request_id = request_id
        self.notification = notification


class _NumberOutOfBounds(ValueError):
    """A number the standard library's decoder met that is past the bounds (see _strict_decoder)."""


def parse_message(line: bytes, bounds: Bounds = DEFAULT_BOUNDS) -> Message:
    """The message in one JSON text; InvalidMessage says why it is not one."""
    return as_message(decode_json(line, bounds))


def decode_json(line: bytes, bounds: Bounds = DEFAULT_BOUNDS) -> Any:
    """One JSON text, decoded within `bounds`; InvalidMessage says why it is not one. Nothing
    recurses past the bounds: orjson's own depth limit stands guard, and the standard library
    (for what orjson refuses) gets text whose depth orjson checked first where it could."""
    if len(line) > bounds.max_bytes and len(line.rstrip()) > bounds.max_bytes:
        raise too_large(line, len(line.rstrip()), bounds)
    shape = line.translate(_SHAPE)
    # No more openings than the bound: the text cannot nest deeper than it.
    shallow = shape.count(b"[") <= bounds.max_depth
    # orjson reads an integer past 64 bits as a float, losing digits: text with a number that
    # long (19 digits or more, maybe in a string) goes to the standard library instead.
    if _LONG_RUN not in shape:
        try:
            return orjson.loads(line) if shallow else _decode_within_depth(line, bounds)
        except orjson.JSONDecodeError as exc:
            if str(exc).startswith("depth limit"):
                raise _too_deep(line, bounds) from None
    elif not shallow:
        _check_depth(line, bounds)
    # What orjson refuses, the standard library decides: it also reads escaped lone surrogates
    # and says where the text stops being JSON; numbers are held to the bounds as it reads them.
    try:
        return _strict_decoder(bounds).decode(line.decode())
    except _NumberOutOfBounds as exc:
        raise InvalidMessage(
            str(exc), code=INVALID_REQUEST, kind="number", request_id=recover_id(line)
        ) from None
    except RecursionError:  # not expected after the depth check; refused all the same
        raise _too_deep(line, bounds) from None
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError
        raise InvalidMessage(f"not JSON: {exc}", request_id=recover_id(line)) from None


def _decode_within_depth(line: bytes, bounds: Bounds) -> Any:
    """orjson's decoding, refusing more than `bounds.max_depth` levels: the text is decoded
    inside enough padding levels that orjson's own limit falls at `max_depth` (exact, and in C)."""
    padding = _ORJSON_MAX_DEPTH - bounds.max_depth
    value = orjson.loads(b"[" * padding + line + b"]" * padding)
    for _ in range(padding):
        value = value[0]
    return value


def _check_depth(line: bytes, bounds: Bounds) -> None:
    """Refuse text nested deeper than the bounds, before the standard library recurses into it
    (orjson checks the structure: it reads long numbers too, if not exactly)."""
    try:
        _decode_within_depth(line, bounds)
    except orjson.JSONDecodeError as exc:
        if str(exc).startswith("depth limit"):
            raise _too_deep(line, bounds) from None


def _strict_decoder(bounds: Bounds) -> json.JSONDecoder:
    """The standard library's decoder, refusing what JSON does not have (NaN, Infinity) and
    numbers past the bounds: longer than `max_number_length`, or past a double's range."""

    def number(text: str) -> None:
        if len(text) > bounds.max_number_length:
            raise _NumberOutOfBounds(
                f"a number of {len(text):,} characters ({text[:12]}…), longer than "
                f"{LIMITS}.max_number_length ({bounds.max_number_length:,})"
            )

    def integer(text: str) -> int:
        number(text)
        return int(text)

    def real(text: str) -> float:
        number(text)
        value = float(text)
        if math.isinf(value):
            raise _NumberOutOfBounds(
                f"the number {text[:40]} is past the range of a double (about 1.8e308)"
            )
        return value

    def constant(name: str) -> None:
        raise ValueError(f"{name} is not a JSON value")

    return json.JSONDecoder(parse_int=integer, parse_float=real, parse_constant=constant)


def too_large(head: bytes, size: int | None, bounds: Bounds) -> InvalidMessage:
    """The refusal of a message of `size` bytes (None: not read to its end), past
    `bounds.max_bytes`; `head` is its start, and its end where that is kept, for the id."""
    what = f"{size:,} bytes" if size is not None else f"more than {bounds.max_bytes:,} bytes"
    return InvalidMessage(
        f"a message of {what}, larger than {LIMITS}.{bounds.size_key} ({bounds.max_bytes:,} bytes)",
        code=INVALID_REQUEST,
        kind="too_large",
        request_id=recover_id(head),
    )


def _too_deep(line: bytes, bounds: Bounds) -> InvalidMessage:
    return InvalidMessage(
        f"a message nested more than {bounds.max_depth} levels deep ({LIMITS}.max_message_depth)",
        code=INVALID_REQUEST,
        kind="too_deep",
        request_id=recover_id(line),
    )


def recover_id(text: bytes) -> types.RequestId | None:
    """The id of a message that cannot be read whole, where one can be found: as its first
    member (after "jsonrpc" and "method" only) or as its last; None elsewhere."""
    found = _ID_FIRST.match(text, 0, _ID_SEARCH_SPAN) or _ID_LAST.search(
        text, max(0, len(text) - _ID_SEARCH_SPAN)
    )
    if found is None:
        return None
    try:
        value = json.loads(found.group(1))
    except ValueError:
        return None
    return value if is_request_id(value) else None


def error_text(invalid: InvalidMessage) -> str:
    """The message of the JSON-RPC error that answers `invalid`."""
    label = "Parse error" if invalid.code == PARSE_ERROR else "Invalid request"
    return f"{label}: {invalid}"


def as_message(value: Any) -> Message:
    """A decoded JSON value, checked to be a JSON-RPC message."""
    problem = _problem(value)
    if problem is not None:
        request_id = value.get("id") if isinstance(value, dict) else None
        raise InvalidMessage(
            problem,
            code=INVALID_REQUEST,
            kind="not_jsonrpc",
            request_id=request_id if is_request_id(request_id) else None,
            notification=isinstance(value, dict) and "method" in value and "id" not in value,
        )
    return cast(Message, value)  # an object: _problem found nothing wrong


def _problem(message: Any) -> str | None:
    """What makes a decoded JSON value something other than a JSON-RPC message, or None."""
    if isinstance(message, list):
        return "a batch (JSON array) is not accepted: send one message at a time"
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
    except TypeError:
        # An integer past 64 bits, a lone surrogate (escaped, as it came), a key that is not a
        # string, more than 254 levels: as the standard library writes them.
        return _ENCODER.encode(message).encode()


# -- kinds and builders ------------------------------------------------------------------------


def is_request(message: Message) -> bool:
    return "method" in message and "id" in message


def is_request_id(value: Any) -> TypeGuard[types.RequestId]:
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


async def from_session_messages(
    read: ObjectReceiveStream[SessionMessage | Exception],
) -> AsyncIterator[Message | Exception]:
    """An SDK transport's read stream as messages (its exceptions passed on as they are)."""
    async for item in read:
        if isinstance(item, Exception):
            yield item
        else:
            yield item.message.root.model_dump(by_alias=True, exclude_none=True)


class SessionMessageWriter:
    """Sends messages on an SDK transport's write stream (a MessageWriter); `related_request_id`
    tells the streamable HTTP transport which request's response stream a message belongs on."""

    def __init__(self, write: ObjectSendStream[SessionMessage]) -> None:
        self._write = write

    async def send(
        self, message: Message, *, related_request_id: types.RequestId | None = None
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
