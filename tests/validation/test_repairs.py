"""Repairs: only invalid arguments, only where exactly one reading exists, kept only if the result is valid."""

from __future__ import annotations

import copy

import pytest

from toolvet import Repair, validate_arguments

SCHEMA = {
    "type": "object",
    "properties": {
        "limit": {"type": "integer", "minimum": 1},
        "ratio": {"type": "number"},
        "exact": {"type": "boolean"},
        "filters": {"type": "object", "properties": {"kind": {"enum": ["note", "task"]}}},
        "tags": {"type": "array", "items": {"type": "string"}},
        "sort": {"enum": ["asc", "desc"]},
        "cursor": {"type": "string"},
        "due": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}]},
        "page": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
        "query": {"type": "string"},
    },
    "required": ["query"],
}


def check(arguments, **policy):
    return validate_arguments(SCHEMA, arguments, **policy)


@pytest.mark.parametrize(
    ("field", "sent", "fixed", "code"),
    [
        ("limit", "5", 5, "number_from_string"),
        (
            "limit",
            "-0",
            0,
            None,
        ),  # 0 is below the minimum: the repaired copy is invalid, so not kept
        ("limit", "5.0", 5, "number_from_string"),
        ("limit", "12345678901234567890123", 12345678901234567890123, "number_from_string"),
        ("ratio", "2.5", 2.5, "number_from_string"),
        ("ratio", "1e3", 1000.0, "number_from_string"),
        ("exact", "true", True, "boolean_from_string"),
        ("exact", "False", False, "boolean_from_string"),
        ("filters", '{"kind": "task"}', {"kind": "task"}, "json_from_string"),
        ("tags", '["a", "b"]', ["a", "b"], "json_from_string"),
        ("sort", "DESC", "desc", "enum_case"),
        ("page", "3", 3, "number_from_string"),
    ],
)
def test_each_safe_repair(field, sent, fixed, code):
    arguments = {"query": "q", field: sent}
    result = check(arguments)
    if code is None:
        assert not result.ok and result.repairs == []
        return
    assert result.ok, result.message
    assert result.arguments == {"query": "q", field: fixed}
    assert type(result.arguments[field]) is type(fixed)
    assert result.repairs == [Repair((field,), code, sent, fixed)]
    assert arguments == {"query": "q", field: sent}  # the caller's object is never changed


@pytest.mark.parametrize(
    ("field", "sent"),
    [
        ("limit", "5.5"),  # not an integer
        ("limit", "1e400"),  # not a finite number
        ("limit", " 5"),  # not exactly a number
        ("limit", "+5"),
        ("limit", "0x10"),
        ("limit", "NaN"),
        ("ratio", "Infinity"),
        ("exact", "yes"),  # more than one reading
        ("exact", "1"),
        ("filters", '["kind"]'),  # JSON, but not an object
        ("filters", "{kind: task}"),  # not JSON
        ("tags", "a, b"),  # only lenient repair would wrap it, and that would be a different value
        ("sort", "descending"),
    ],
)
def test_no_repair_without_exactly_one_reading(field, sent):
    result = check({"query": "q", field: sent})
    assert not result.ok
    assert result.repairs == []
    assert result.issues[0].path == (field,)


def test_null_on_an_optional_field_that_does_not_allow_null_is_dropped():
    result = check({"query": "q", "limit": None, "sort": "asc"})
    assert result.ok
    assert result.arguments == {"query": "q", "sort": "asc"}
    assert result.repairs == [Repair(("limit",), "dropped_null", None, None)]


def test_null_on_a_required_field_is_not_dropped():
    result = check({"query": None})
    assert not result.ok
    assert result.repairs == []
    assert result.issues[0].code == "type"


def test_valid_values_are_never_repaired():
    arguments = {"query": "q", "tags": [], "due": None, "page": None, "cursor": "5"}
    result = check(arguments)
    assert result.ok and result.repairs == [] and result.arguments is arguments


def test_enum_case_is_not_guessed_when_two_members_differ_only_in_case():
    schema = {"type": "object", "properties": {"unit": {"enum": ["MB", "Mb", "kb"]}}}
    result = validate_arguments(schema, {"unit": "mb"})
    assert not result.ok and result.repairs == []
    assert validate_arguments(schema, {"unit": "KB"}).arguments == {"unit": "kb"}


def test_repairs_reach_inside_json_strings():
    result = check({"query": "q", "filters": '{"kind": "TASK"}'})
    assert result.ok
    assert result.arguments["filters"] == {"kind": "task"}
    assert [r.code for r in result.repairs] == ["json_from_string", "enum_case"]


def test_repairs_in_arrays_of_objects():
    schema = {
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "items": {"type": "object", "properties": {"n": {"type": "integer"}}},
            }
        },
    }
    arguments = {"items": [{"n": 1}, {"n": "2"}]}
    original = copy.deepcopy(arguments)
    result = validate_arguments(schema, arguments)
    assert result.arguments == {"items": [{"n": 1}, {"n": 2}]}
    assert result.repairs == [Repair(("items", 1, "n"), "number_from_string", "2", 2)]
    assert arguments == original
    assert result.arguments["items"][0] is arguments["items"][0]  # untouched branches are shared


def test_a_whole_call_sent_as_a_json_string_is_parsed():
    result = validate_arguments(SCHEMA, '{"query": "q", "limit": 2}')
    assert result.ok and result.arguments == {"query": "q", "limit": 2}
    assert result.repairs[0].path == ()


def test_partial_repairs_are_not_kept_but_named_as_those_that_would_be_made():
    arguments = {"limit": "5"}  # repairable, but query is missing
    result = check(arguments)
    assert not result.ok
    assert result.arguments is arguments
    assert result.repairs == [Repair(("limit",), "number_from_string", "5", 5)]
    assert [i.code for i in result.issues] == ["missing_required"]


def test_a_dropped_null_says_what_was_dropped():
    [repair] = check({"query": "q", "limit": None}).repairs
    assert repair.to_dict() == {"path": ["limit"], "code": "dropped_null", "before": None}


def test_repair_off_reports_instead():
    result = check({"query": "q", "limit": "5"}, repair="off")
    assert not result.ok and result.issues[0].code == "type"


def test_lenient_wraps_a_lone_value_where_an_array_is_expected():
    assert not check({"query": "q", "tags": "solo"}).ok
    result = check({"query": "q", "tags": "solo"}, repair="lenient")
    assert result.ok
    assert result.arguments["tags"] == ["solo"]
    assert result.repairs == [Repair(("tags",), "wrapped_in_array", "solo", ["solo"])]
    # A JSON array string is still read as JSON, not wrapped.
    assert check({"query": "q", "tags": '["a"]'}, repair="lenient").arguments["tags"] == ["a"]
