"""Messages decoded and encoded on the proxy's path: orjson, with the standard library deciding
what orjson refuses, so nothing JSON allows is lost; and the bounds every message is held to as
it is decoded (size, depth, numbers), so that nothing a peer sends can blow the stack."""

from __future__ import annotations

import json
import math
import os

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolvet.protocol.wire import (
    INVALID_REQUEST,
    PARSE_ERROR,
    Bounds,
    InvalidMessage,
    decode_json,
    encode_message,
    error_text,
    parse_message,
    recover_id,
)


def test_a_message_round_trips_as_compact_utf8() -> None:
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"city": "Zürich"}}
    encoded = encode_message(message)
    assert encoded == json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
    assert decode_json(encoded) == message


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("123456789012345678901234567890", 123456789012345678901234567890),  # past 64 bits
        ("18446744073709551616", 2**64),
        ('{"id": -9223372036854775809}', {"id": -(2**63) - 1}),
        ('"\\ud800"', "\ud800"),  # an escaped lone surrogate
        ("1e-400", 0.0),  # past a double's precision, not its range
    ],
)
def test_what_orjson_refuses_the_standard_library_reads(text: str, value: object) -> None:
    decoded = decode_json(text.encode())
    assert decoded == value and type(decoded) is type(value)


def test_a_lone_surrogate_is_written_again_as_the_escape_it_came_as() -> None:
    message = decode_json(b'{"jsonrpc":"2.0","id":1,"result":{"text":"a\\ud800b"}}')
    assert encode_message(message) == b'{"jsonrpc":"2.0","id":1,"result":{"text":"a\\ud800b"}}'


def test_an_integer_past_64_bits_is_encoded_exactly() -> None:
    message = {"jsonrpc": "2.0", "id": 1, "result": {"n": 2**70}}
    assert decode_json(encode_message(message)) == message


def test_text_that_is_not_json_says_where() -> None:
    with pytest.raises(InvalidMessage, match=r"not JSON: Expecting .* column 12"):
        parse_message(b'{"jsonrpc":}')
    with pytest.raises(InvalidMessage, match="not JSON"):
        parse_message(b"\xff\xfe")


# -- bounds: what a message may be ---------------------------------------------------------------

BOUNDS = Bounds(max_bytes=10_000, max_depth=20, max_number_length=50)


def nested(depth: int, inner: bytes = b"1") -> bytes:
    """A request whose params nest `depth` levels in all (the message itself is level 1)."""
    filling = depth - 2
    return (
        b'{"jsonrpc":"2.0","id":"n","method":"ping","params":{"a":'
        + b"[" * filling
        + inner
        + b"]" * filling
        + b"}}"
    )


@pytest.mark.parametrize("inner", [b"1", b"123456789012345678901234567890"])
def test_a_message_as_deep_as_the_bound_is_read_and_a_deeper_one_refused(inner: bytes) -> None:
    # The second case carries a long number: it is decoded by the standard library, after orjson
    # has checked the depth (the standard library would recurse).
    assert parse_message(nested(20, inner), BOUNDS)["id"] == "n"
    with pytest.raises(InvalidMessage) as refused:
        parse_message(nested(21, inner), BOUNDS)
    assert refused.value.kind == "too_deep"
    assert refused.value.code == INVALID_REQUEST
    assert refused.value.request_id == "n"
    assert "more than 20 levels deep (proxy.limits.max_message_depth)" in str(refused.value)


@pytest.mark.parametrize("depth", [1_000, 1_025, 100_000])
def test_nesting_far_past_every_limit_is_refused_without_recursion(depth: int) -> None:
    for text in (b"[" * depth + b"]" * depth, b"[" * depth, b'{"a":' * depth + b"1"):
        with pytest.raises(InvalidMessage) as refused:
            decode_json(text)
        assert refused.value.kind in ("too_deep", "not_json")


def test_orjson_decodes_1024_levels_and_no_more() -> None:
    # decode_json relies on this limit (see _decode_within_depth): an orjson that changed it
    # must fail here, not let deeper messages through.
    orjson.loads(b"[" * 1024 + b"]" * 1024)
    with pytest.raises(orjson.JSONDecodeError, match="depth limit"):
        orjson.loads(b"[" * 1025 + b"]" * 1025)


def test_a_wide_message_with_many_containers_is_decoded_exactly() -> None:
    # More openings than the bound (so the exact check runs), but only three levels deep.
    message = {"jsonrpc": "2.0", "id": 1, "result": {"rows": [[i, {"v": [i]}] for i in range(50)]}}
    assert decode_json(encode_message(message), BOUNDS) == message


@pytest.mark.parametrize(
    ("text", "kind", "says"),
    [
        (b"1e400", "number", "past the range of a double"),
        (b"-1e400", "number", "past the range of a double"),
        (b"1" * 51, "number", "a number of 51 characters"),
        (b"0." + b"1" * 60, "number", r"longer than proxy.limits.max_number_length \(50\)"),
        (b"NaN", "not_json", "NaN is not a JSON value"),
        (b"[Infinity]", "not_json", "Infinity is not a JSON value"),
    ],
)
def test_numbers_past_the_bounds_and_what_json_lacks_are_refused(
    text: bytes, kind: str, says: str
) -> None:
    with pytest.raises(InvalidMessage, match=says) as refused:
        decode_json(text, BOUNDS)
    assert refused.value.kind == kind


def test_a_long_integer_within_the_bound_is_kept_exactly() -> None:
    message = {"jsonrpc": "2.0", "id": 1, "result": {"factorial_40": math.factorial(40)}}
    assert decode_json(encode_message(message), BOUNDS) == message


def test_a_message_larger_than_the_bound_is_refused_naming_the_key() -> None:
    text = b'{"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":"' + b"a" * 10_000 + b'"}}'
    with pytest.raises(InvalidMessage) as refused:
        parse_message(text, BOUNDS)
    assert refused.value.kind == "too_large"
    assert refused.value.request_id == 3
    assert str(refused.value) == (
        f"a message of {len(text):,} bytes, larger than proxy.limits.max_result_bytes (10,000 bytes)"
    )
    exactly = Bounds(max_bytes=len(text), max_depth=20, max_number_length=50)
    assert parse_message(text + b"\n", exactly)["id"] == 3


@pytest.mark.parametrize(
    ("text", "request_id"),
    [
        (b'{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"a":[[[', 5),
        (b'{"jsonrpc": "2.0", "method": "tools/call", "id": "c-1", "params": {', "c-1"),
        (b'{"id":-7,"jsonrpc":"2.0","result":{', -7),
        # The TypeScript SDK writes an answer's id last.
        (b'{"result":{"content":[{"type":"text","text":"..."}]},"jsonrpc":"2.0","id":42}', 42),
        (b'{"result":{"x":[[[[1]]]]},"id":"last"}', "last"),
        # An id nested in params or a result is not the message's.
        (b'{"jsonrpc":"2.0","method":"x","params":{"id":5,"a":[[[', None),
        (b'{"jsonrpc":"2.0","result":{"id":5}}', None),
        (b'{"id":123456789012345678901234567890,', None),  # cut short: not guessed
        (b"{not json", None),
        (b"", None),
    ],
)
def test_the_id_of_a_message_that_cannot_be_read_is_found_where_sdks_write_it(
    text: bytes, request_id: object
) -> None:
    assert recover_id(text) == request_id


def test_what_is_not_a_request_says_whether_an_answer_is_due() -> None:
    with pytest.raises(InvalidMessage) as notification:
        parse_message(b'{"jsonrpc":"2.0","method":"x","params":5}')
    assert notification.value.notification
    with pytest.raises(InvalidMessage) as batch:
        parse_message(b'[{"jsonrpc":"2.0","id":1,"method":"ping"}]')
    assert not batch.value.notification
    assert batch.value.request_id is None
    assert error_text(batch.value) == (
        "Invalid request: a batch (JSON array) is not accepted: send one message at a time"
    )


# Any bytes at all: a message, or InvalidMessage; never another exception, never a crash.
# (`make fuzz` raises the count.)
FUZZ_EXAMPLES = int(os.environ.get("TOOLVET_FUZZ_EXAMPLES", "300"))
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=30,
)


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, database=None, derandomize=True)
@given(value=json_values)
def test_every_value_within_the_bounds_round_trips(value: object) -> None:
    message = {"jsonrpc": "2.0", "id": 1, "result": {"value": value}}
    assert decode_json(encode_message(message)) == message


@settings(max_examples=FUZZ_EXAMPLES * 2, deadline=None, database=None, derandomize=True)
@given(
    text=st.one_of(
        st.binary(max_size=200),
        json_values.map(lambda v: encode_message({"v": v})),
        st.builds(
            lambda prefix, depth, cut: (prefix + b"[" * depth + b"1" + b"]" * depth)[:cut],
            st.sampled_from([b"", b'{"jsonrpc":"2.0","id":1,"result":', b'{"a":"\\ud800",']),
            st.integers(0, 3000),
            st.integers(0, 7000),
        ),
    )
)
def test_any_bytes_decode_to_a_value_or_invalid_message(text: bytes) -> None:
    try:
        decode_json(text)
    except InvalidMessage as refused:
        assert refused.code in (PARSE_ERROR, INVALID_REQUEST)
