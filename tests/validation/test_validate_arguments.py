"""validate_arguments: the verdict, what is forwarded, dialects, schema errors and the compile cache."""

from __future__ import annotations

import copy

import pytest

from toolvet import SchemaError, compile_schema, schema_hash, validate_arguments

SEARCH = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
    },
    "required": ["query"],
}


def test_valid_arguments_are_forwarded_as_the_same_object():
    arguments = {"query": "otters", "limit": 5}
    result = validate_arguments(SEARCH, arguments)
    assert result.ok
    assert result.arguments is arguments
    assert result.issues == [] and result.repairs == [] and result.warnings == []
    assert result.message == ""


def test_invalid_arguments_are_reported_and_left_untouched():
    arguments = {"limit": 500}
    snapshot = copy.deepcopy(arguments)
    result = validate_arguments(SEARCH, arguments)
    assert not result.ok
    assert result.arguments is arguments and arguments == snapshot
    assert sorted(i.code for i in result.issues) == ["missing_required", "range"]
    missing = next(i for i in result.issues if i.code == "missing_required")
    assert missing.path == ("query",)
    assert missing.expected == "string"
    limit = next(i for i in result.issues if i.code == "range")
    assert (limit.path, limit.got, limit.expected) == (("limit",), 500, "integer from 1 to 50")


def test_issue_to_dict_is_json_ready():
    result = validate_arguments(SEARCH, {"query": "q", "limit": "many"})
    assert result.to_dict()["issues"] == [
        {
            "path": ["limit"],
            "code": "type",
            "message": 'expected integer from 1 to 50, got "many" (string)',
            "expected": "integer from 1 to 50",
            "got": "many",
        }
    ]


@pytest.mark.parametrize(
    ("keyword", "value"),
    [
        ("repair", "always"),
        ("unknown_arguments", "ignore"),
        ("formats", "strict"),
        ("default_dialect", "draft-03"),
    ],
)
def test_an_unknown_policy_value_is_a_clear_error(keyword, value):
    with pytest.raises(ValueError, match=f"{keyword} must be one of"):
        validate_arguments({"type": "object", "x-case": keyword}, {}, **{keyword: value})


def test_the_default_dialect_is_2020_12():
    # prefixItems exists in 2020-12 only; draft-07 would ignore it.
    schema = {"type": "array", "prefixItems": [{"type": "integer"}]}
    assert not validate_arguments(schema, ["x"], repair="off").ok
    assert compile_schema(schema).dialect == "2020-12"
    assert validate_arguments(schema, ["x"], repair="off", default_dialect="draft-07").ok


@pytest.mark.parametrize(
    ("uri", "dialect"),
    [
        ("https://json-schema.org/draft/2020-12/schema", "2020-12"),
        ("https://json-schema.org/draft/2019-09/schema#", "2019-09"),
        ("http://json-schema.org/draft-07/schema#", "draft-07"),
        ("http://json-schema.org/draft-07/schema", "draft-07"),
        ("http://json-schema.org/draft-04/schema#", "draft-04"),
    ],
)
def test_schema_keyword_selects_the_dialect(uri, dialect):
    assert compile_schema({"$schema": uri, "type": "object"}).dialect == dialect


def test_draft_07_semantics_apply_when_declared():
    # In draft-07, `items` as an array is a tuple; in 2020-12 that form is invalid.
    schema = {"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "integer"}]}
    assert validate_arguments(schema, [1, "anything"]).ok
    assert not validate_arguments(schema, ["x"]).ok


def test_an_unsupported_dialect_is_a_schema_error_not_a_pass():
    result = validate_arguments({"$schema": "http://json-schema.org/draft-03/schema#"}, {})
    assert not result.ok
    assert result.schema_error is not None and result.schema_error.code == "unsupported_dialect"
    assert "draft-03" in result.message and "2020-12" in result.message


def test_an_invalid_schema_names_the_place_and_the_problem():
    schema = {"type": "object", "properties": {"n": {"type": "integr"}}}
    result = validate_arguments(schema, {"n": 1})
    assert not result.ok
    assert result.schema_error.code == "invalid_schema"
    assert "properties.n.type" in result.schema_error.message
    assert "integr" in result.schema_error.message
    with pytest.raises(SchemaError):
        compile_schema(schema)


def test_a_network_ref_is_never_fetched():
    schema = {"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}}
    result = validate_arguments(schema, {"a": 1})
    assert not result.ok
    assert result.schema_error.code == "remote_ref"
    assert "https://example.com/a.json" in result.message
    assert "$defs" in result.message


def test_local_refs_resolve():
    schema = {
        "type": "object",
        "properties": {"owner": {"$ref": "#/$defs/person"}},
        "$defs": {"person": {"type": "object", "properties": {"age": {"type": "integer"}}}},
    }
    assert validate_arguments(schema, {"owner": {"age": 3}}).ok
    result = validate_arguments(schema, {"owner": {"age": "old"}})
    assert [(i.path, i.code) for i in result.issues] == [(("owner", "age"), "type")]


def test_a_schema_that_is_not_an_object_or_boolean_is_rejected():
    result = validate_arguments(["type", "object"], {})
    assert result.schema_error.code == "invalid_schema"


def test_arguments_that_are_not_json_data_are_an_issue():
    result = validate_arguments({"type": "object"}, {1, 2})
    assert not result.ok
    assert result.issues[0].code == "not_json"


def test_formats_are_asserted_by_default_and_can_be_annotations():
    schema = {"type": "object", "properties": {"when": {"type": "string", "format": "date-time"}}}
    assert not validate_arguments(schema, {"when": "next tuesday"}).ok
    assert validate_arguments(schema, {"when": "next tuesday"}, formats="annotate").ok
    assert validate_arguments(schema, {"when": "2025-01-31T09:30:00Z"}).ok


@pytest.mark.parametrize(
    ("fmt", "good", "bad"),
    [
        ("date", "2025-01-31", "31/01/2025"),
        ("uri", "https://example.com/a?b=c", "example.com/a"),
        ("uuid", "123e4567-e89b-12d3-a456-426614174000", "123e4567"),
        ("email", "ada@example.com", "ada at example"),
        ("ipv4", "192.0.2.10", "192.0.2.300"),
        ("ipv6", "2001:db8::1", "2001:db8:::1"),
    ],
)
def test_common_formats_are_checked(fmt, good, bad):
    schema = {"type": "string", "format": fmt}
    assert validate_arguments(schema, good).ok
    result = validate_arguments(schema, bad)
    assert [i.code for i in result.issues] == ["format"]


def test_equal_schemas_share_one_compiled_validator():
    first = {"type": "object", "properties": {"a": {"type": "string"}}}
    second = {"properties": {"a": {"type": "string"}}, "type": "object"}
    assert first is not second
    assert compile_schema(first) is compile_schema(second)
    assert schema_hash(first) == schema_hash(second)
    assert compile_schema(first) is not compile_schema(first, formats="annotate")


def test_the_compiled_schema_is_independent_of_later_changes_to_the_callers_dict():
    schema = {"type": "object", "properties": {"a": {"type": "string"}}}
    compiled = compile_schema(schema)
    schema["properties"]["a"]["type"] = "integer"
    assert compiled.schema["properties"]["a"]["type"] == "string"


def test_a_catastrophic_pattern_cannot_stall_validation():
    # Backreferences force the backtracking engine; its step limit ends the match.
    schema = {
        "type": "object",
        "properties": {"s": {"type": "string", "pattern": "^(a|a)*(?=b)\\1$"}},
    }
    result = validate_arguments(schema, {"s": "a" * 40 + "!"})
    assert not result.ok
    assert [(i.path, i.code) for i in result.issues] == [(("s",), "pattern_timeout")]


def test_boolean_schemas():
    assert validate_arguments(True, {"anything": 1}).ok
    result = validate_arguments(False, {})
    assert not result.ok and result.issues[0].code == "not_allowed"
