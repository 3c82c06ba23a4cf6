"""Messages decoded and encoded on the proxy's path: orjson, with the standard library deciding
what orjson refuses, so nothing JSON allows is lost."""

from __future__ import annotations

import json

import pytest

from toolvet.upstream._wire import InvalidMessage, decode_json, encode_message, parse_message


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
        ("1e400", float("inf")),
        ('"\\ud800"', "\ud800"),  # an escaped lone surrogate
        ("NaN", float("nan")),  # not JSON, but read as the standard library always did
    ],
)
def test_what_orjson_refuses_the_standard_library_reads(text: str, value: object) -> None:
    decoded = decode_json(text.encode())
    if value != value:  # NaN
        assert isinstance(decoded, float) and decoded != decoded
    else:
        assert decoded == value and type(decoded) is type(value)


def test_an_integer_past_64_bits_is_encoded_exactly() -> None:
    message = {"jsonrpc": "2.0", "id": 1, "result": {"n": 2**70}}
    assert decode_json(encode_message(message)) == message


def test_text_that_is_not_json_says_where() -> None:
    with pytest.raises(InvalidMessage, match=r"not JSON: Expecting .* column 12"):
        parse_message(b'{"jsonrpc":}')
    with pytest.raises(InvalidMessage, match="not JSON"):
        parse_message(b"\xff\xfe")
