"""Undeclared keys: allowed, suggested (a near-miss of a declared, absent name) or rejected."""

from __future__ import annotations

from toolvet import validate_arguments

OPEN = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "max_results": {"type": "integer"},
        "filters": {"type": "object", "properties": {"kind": {"type": "string"}}},
        "entities": {"type": "array", "items": {"$ref": "#/$defs/entity"}},
        "owner": {"anyOf": [{"$ref": "#/$defs/entity"}, {"type": "null"}]},
    },
    "$defs": {"entity": {"type": "object", "properties": {"name": {"type": "string"}}}},
}
CLOSED = {**OPEN, "additionalProperties": False}


def test_allow_says_nothing():
    arguments = {"qeury": "x"}
    result = validate_arguments(OPEN, arguments, unknown_arguments="allow")
    assert (
        result.ok
        and result.warnings == []
        and result.message == ""
        and result.arguments is arguments
    )


def test_suggest_warns_about_a_near_miss_and_keeps_the_call_valid():
    arguments = {"qeury": "x", "maxResults": 5}
    result = validate_arguments(OPEN, arguments)
    assert result.ok and result.arguments is arguments
    assert [(w.path, w.expected) for w in result.warnings] == [
        (("qeury",), "'query'"),
        (("maxResults",), "'max_results'"),
    ]
    assert "did you mean 'max_results'?" in result.message


def test_suggest_looks_into_nested_objects_arrays_refs_and_optional_objects():
    result = validate_arguments(
        OPEN,
        {
            "filters": {"knid": "a"},
            "entities": [{"name": "a"}, {"nmae": "b"}],
            "owner": {"Name": "c"},
        },
    )
    assert [w.path for w in result.warnings] == [
        ("filters", "knid"),
        ("entities", 1, "nmae"),
        ("owner", "Name"),
    ]


def test_suggest_ignores_keys_that_look_like_nothing_declared():
    result = validate_arguments(OPEN, {"query": "x", "trace_id": "abc"})
    assert result.ok and result.warnings == []


def test_suggest_only_names_declared_keys_the_call_left_out():
    # `query` is present, so `qery` is an extra key, not a typo of it.
    result = validate_arguments(OPEN, {"query": "x", "qery": "y"})
    assert result.warnings == []


def test_reject_makes_every_undeclared_key_an_issue():
    result = validate_arguments(OPEN, {"qeury": "x", "trace_id": "abc"}, unknown_arguments="reject")
    assert not result.ok
    assert [(i.path, i.code) for i in result.issues] == [
        (("qeury",), "unknown_argument"),
        (("trace_id",), "unknown_argument"),
    ]
    assert "- qeury: unknown argument; did you mean 'query'?" in result.message


def test_reject_applies_after_repairs():
    result = validate_arguments(OPEN, {"max_results": "3", "extra": 1}, unknown_arguments="reject")
    assert not result.ok and [i.path for i in result.issues] == [("extra",)]


def test_a_closed_schema_reports_unknown_keys_itself_in_every_mode():
    for policy in ("allow", "suggest", "reject"):
        result = validate_arguments(CLOSED, {"qeury": "x"}, unknown_arguments=policy)
        assert not result.ok
        assert [(i.path, i.code) for i in result.issues] == [(("qeury",), "unknown_argument")]


def test_pattern_properties_make_extra_keys_declared():
    schema = {"type": "object", "properties": {"name": {}}, "patternProperties": {"^x-": {}}}
    assert validate_arguments(schema, {"nmae": 1, "x-trace": 2}, unknown_arguments="reject").ok
