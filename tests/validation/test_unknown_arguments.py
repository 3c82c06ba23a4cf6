"""Undeclared keys: allowed, suggested (a near-miss of a declared, absent name) or rejected."""

from __future__ import annotations

from toolvet import Repair, validate_arguments

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
SEARCH = {
    "type": "object",
    "properties": {
        "query": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
        "list": {"type": "boolean"},
    },
    "required": ["query"],
}


def test_allow_says_nothing():
    arguments = {"qeury": "x"}
    result = validate_arguments(OPEN, arguments, unknown_arguments="allow")
    assert (
        result.ok
        and result.warnings == []
        and result.message == ""
        and result.arguments is arguments
    )


def test_suggest_renames_a_near_miss_of_one_absent_name():
    arguments = {"qeury": "x", "maxResults": 5}
    result = validate_arguments(OPEN, arguments)
    assert result.ok and result.issues == [] and result.message == ""
    assert result.arguments == {"query": "x", "max_results": 5}
    assert result.repairs == [
        Repair(("qeury",), "renamed_key", "qeury", "query"),
        Repair(("maxResults",), "renamed_key", "maxResults", "max_results"),
    ]
    assert arguments == {"qeury": "x", "maxResults": 5}  # the caller's object is left alone


def test_a_renamed_argument_keeps_its_place():
    result = validate_arguments(OPEN, {"filters": {}, "qeury": "x", "owner": None})
    assert list(result.arguments) == ["filters", "query", "owner"]


def test_suggest_renames_in_nested_objects_arrays_refs_and_optional_objects():
    result = validate_arguments(
        OPEN,
        {
            "filters": {"knid": "a"},
            "entities": [{"name": "a"}, {"nmae": "b"}],
            "owner": {"Name": "c"},
        },
    )
    assert result.ok
    assert [(r.path, r.after) for r in result.repairs] == [
        (("filters", "knid"), "kind"),
        (("entities", 1, "nmae"), "name"),
        (("owner", "Name"), "name"),
    ]
    assert result.arguments == {
        "filters": {"kind": "a"},
        "entities": [{"name": "a"}, {"name": "b"}],
        "owner": {"name": "c"},
    }


def test_a_renamed_value_is_repaired_and_checked_under_its_declared_name():
    result = validate_arguments(SEARCH, {"query": "otters", "limmit": "3"})
    assert result.ok and result.arguments == {"query": "otters", "limit": 3}
    assert [r.code for r in result.repairs] == ["renamed_key", "number_from_string"]
    refused = validate_arguments(SEARCH, {"query": "otters", "limmit": 500})
    assert not refused.ok and refused.repairs == []
    assert refused.message.splitlines()[1] == (
        "- limmit: unknown argument; did you mean 'limit'? As 'limit' it would be invalid: "
        "expected integer from 1 to 50, got 500"
    )


def test_a_refused_name_inside_a_renamed_one_is_reported_as_sent():
    result = validate_arguments(OPEN, {"filtres": {"knid": 5}})
    assert not result.ok
    assert [(i.path, i.got) for i in result.issues] == [(("filtres", "knid"), 5)]
    assert result.issues[0].message.startswith(
        "unknown argument; did you mean 'kind'? As 'kind' it would be invalid: expected string"
    )
    assert result.repairs == [Repair(("filtres",), "renamed_key", "filtres", "filters")]


def test_suggest_refuses_a_near_miss_of_several_names():
    arguments = {"query": "x", "limt": 4}  # limit or list?
    result = validate_arguments(SEARCH, arguments)
    assert not result.ok and result.arguments is arguments
    assert result.message.splitlines()[1] == (
        "- limt: unknown argument; did you mean 'limit' or 'list'?"
    )


def test_two_keys_meaning_the_same_name_are_refused():
    result = validate_arguments(SEARCH, {"query": "x", "limmit": 3, "limiit": 4})
    assert not result.ok and result.repairs == []
    assert [(i.path, i.expected) for i in result.issues] == [
        (("limmit",), "'limit'"),
        (("limiit",), "'limit'"),
    ]


def test_a_key_close_to_two_names_is_not_renamed_to_the_one_a_sibling_left():
    result = validate_arguments(SEARCH, {"query": "x", "limmit": 3, "limt": True})
    assert not result.ok
    assert [(i.path, i.expected) for i in result.issues] == [(("limt",), "'limit' or 'list'")]
    # What would stand once the model answers: the unambiguous rename.
    assert result.repairs == [Repair(("limmit",), "renamed_key", "limmit", "limit")]


def test_with_repairs_off_a_near_miss_is_refused():
    result = validate_arguments(SEARCH, {"query": "x", "limmit": 3}, repair="off")
    assert not result.ok
    assert result.message.splitlines()[1] == "- limmit: unknown argument; did you mean 'limit'?"


def test_a_near_miss_of_a_missing_required_argument_is_left_to_that_issue():
    arguments = {"qeury": "x"}
    result = validate_arguments(SEARCH, arguments)
    assert not result.ok and result.arguments is arguments
    assert [(i.path, i.code) for i in result.issues] == [(("query",), "missing_required")]
    assert "'qeury' was given: did you mean 'query'?" in result.message


def test_suggest_passes_keys_that_look_like_nothing_declared():
    arguments = {"query": "x", "trace_id": "abc"}
    result = validate_arguments(OPEN, arguments)
    assert result.ok and result.arguments is arguments and result.repairs == []


def test_suggest_only_renames_to_declared_keys_the_call_left_out():
    # `query` is present, so `qery` is an extra key, not a typo of it.
    arguments = {"query": "x", "qery": "y"}
    result = validate_arguments(OPEN, arguments)
    assert result.ok and result.arguments is arguments


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
