"""`x-mcp-header`: the rules of MCP 2026-07-28's "Custom Headers from Tool Parameters".

Expected values are the spec's own examples (docs/specification/2026-07-28/basic/transports/
streamable-http.mdx: "Value Encoding", "Schema Extension", "Server Behavior for Custom Headers").
"""

from __future__ import annotations

import pytest

from toolvet.validation import (
    decode_header_value,
    encode_header_value,
    header_fields,
    header_problem,
    param_header_mismatch,
    param_headers,
)

# The spec's example tool (execute_sql on Spanner).
EXECUTE_SQL = {
    "type": "object",
    "properties": {
        "region": {"type": "string", "x-mcp-header": "Region"},
        "query": {"type": "string"},
    },
    "required": ["region", "query"],
}


@pytest.mark.parametrize(
    ("value", "header"),
    [
        ("us-west1", "us-west1"),
        ("Hello, 世界", "=?base64?SGVsbG8sIOS4lueVjA==?="),
        (" padded ", "=?base64?IHBhZGRlZCA=?="),
        ("line1\nline2", "=?base64?bGluZTEKbGluZTI=?="),
        ("=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="),
    ],
)
def test_values_are_encoded_as_the_spec_table_shows_and_decode_back(value, header):
    assert encode_header_value(value) == header
    assert decode_header_value(header) == value


def test_a_malformed_sentinel_decodes_to_nothing():
    assert decode_header_value("=?base64?not base64!?=") is None
    assert decode_header_value("=?base64?SGVsbG9=?=") is None  # not canonical base64


def test_the_spec_example_mirrors_region_into_mcp_param_region():
    assert header_problem(EXECUTE_SQL) is None
    fields = header_fields(EXECUTE_SQL)
    headers = param_headers(fields, {"region": "us-west1", "query": "SELECT * FROM users"})
    assert headers == {"Mcp-Param-Region": "us-west1"}


def test_nested_properties_reached_through_properties_alone_may_carry_headers():
    schema = {
        "type": "object",
        "properties": {
            "target": {
                "type": "object",
                "properties": {"tenant": {"type": "string", "x-mcp-header": "Tenant"}},
            }
        },
    }
    assert header_problem(schema) is None
    assert param_headers(header_fields(schema), {"target": {"tenant": "acme"}}) == {
        "Mcp-Param-Tenant": "acme"
    }


@pytest.mark.parametrize(
    ("schema", "reason"),
    [
        (
            {"type": "object", "properties": {"a": {"type": "number", "x-mcp-header": "A"}}},
            "type string, integer or boolean",
        ),
        (
            {"type": "object", "properties": {"a": {"type": "array", "x-mcp-header": "A"}}},
            "type string, integer or boolean",
        ),
        (
            {"type": "object", "properties": {"a": {"type": "string", "x-mcp-header": ""}}},
            "not a valid HTTP header name",
        ),
        (
            {"type": "object", "properties": {"a": {"type": "string", "x-mcp-header": "A B"}}},
            "not a valid HTTP header name",
        ),
        (
            {"type": "object", "properties": {"a": {"type": "string", "x-mcp-header": "X\r\n"}}},
            "not a valid HTTP header name",
        ),
        (
            {
                "type": "object",
                "properties": {
                    "a": {"type": "string", "x-mcp-header": "Region"},
                    "b": {"type": "string", "x-mcp-header": "region"},
                },
            },
            "already used",
        ),
        (
            {"type": "array", "items": {"type": "string", "x-mcp-header": "A"}},
            "through 'properties' alone",
        ),
        (
            {"anyOf": [{"properties": {"a": {"type": "string", "x-mcp-header": "A"}}}]},
            "through 'properties' alone",
        ),
        (
            {"$defs": {"a": {"type": "string", "x-mcp-header": "A"}}},
            "through 'properties' alone",
        ),
    ],
)
def test_annotations_that_break_the_rules_are_named(schema, reason):
    problem = header_problem(schema)
    assert problem is not None and reason in problem


def test_headers_and_arguments_that_agree_pass():
    fields = header_fields(
        {
            "type": "object",
            "properties": {
                "region": {"type": "string", "x-mcp-header": "Region"},
                "days": {"type": "integer", "x-mcp-header": "Days"},
                "dry": {"type": "boolean", "x-mcp-header": "Dry"},
            },
        }
    )
    arguments = {"region": "Hello, 世界", "days": 42, "dry": False}
    sent = {k.lower(): v for k, v in param_headers(fields, arguments).items()}
    assert sent == {
        "mcp-param-region": "=?base64?SGVsbG8sIOS4lueVjA==?=",
        "mcp-param-days": "42",
        "mcp-param-dry": "false",
    }
    assert param_header_mismatch(fields, arguments, sent) is None
    # Integers compare numerically: 42.0 in the header is the body's 42.
    assert param_header_mismatch(fields, arguments, {**sent, "mcp-param-days": "42.0"}) is None


@pytest.mark.parametrize(
    ("arguments", "headers", "found"),
    [
        # The spec's table: a value provided needs the header; null or absent needs none.
        ({"region": "us-west1"}, {}, "Mcp-Param-Region is missing"),
        ({"region": None}, {"mcp-param-region": "x"}, "is present but argument 'region' is not"),
        ({}, {"mcp-param-region": "x"}, "is present but argument 'region' is not"),
        ({"region": "us-west1"}, {"mcp-param-region": "eu-west1"}, "is 'eu-west1'"),
        ({"region": "us-west1"}, {"mcp-param-region": "=?base64?@@?="}, "malformed"),
    ],
)
def test_each_disagreement_is_named(arguments, headers, found):
    fields = header_fields(EXECUTE_SQL)
    problem = param_header_mismatch(fields, arguments, headers)
    assert problem is not None and found in problem


def test_absent_and_null_values_expect_no_header():
    fields = header_fields(EXECUTE_SQL)
    assert param_header_mismatch(fields, {"region": None}, {}) is None
    assert param_header_mismatch(fields, {"query": "x"}, {}) is None


def test_a_repeated_header_is_a_mismatch():
    fields = header_fields(EXECUTE_SQL)
    problem = param_header_mismatch(
        fields, {"region": "a"}, {"mcp-param-region": "a"}, frozenset({"mcp-param-region"})
    )
    assert problem == "Mcp-Param-Region appears more than once"
