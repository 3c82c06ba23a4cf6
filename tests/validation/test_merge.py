"""merge_constraint: an operator's constraint and a tool's schema become one plain object schema."""

from __future__ import annotations

from typing import Any

import pytest

from toolvet.validation import MergeError, compile_schema, merge_constraint

TOOL: dict[str, Any] = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "description": "Where to write."},
        "limit": {"type": "integer", "minimum": 1, "maximum": 10000},
        "mode": {"enum": ["read", "write", "append"]},
        "options": {
            "type": "object",
            "properties": {"encoding": {"type": "string"}},
            "additionalProperties": False,
        },
        "tags": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["path"],
}


def merged(constraint: dict[str, Any], **options: Any) -> dict[str, Any]:
    return merge_constraint(TOOL, constraint, **options)


def problem(constraint: dict[str, Any], **options: Any) -> tuple[tuple[Any, ...], str]:
    with pytest.raises(MergeError) as caught:
        merge_constraint(TOOL, constraint, **options)
    return caught.value.path, caught.value.message


def test_bounds_merge_into_the_tighter_one_and_read_as_one_range() -> None:
    schema = merged({"properties": {"limit": {"maximum": 100}}})
    assert schema["properties"]["limit"] == {"type": "integer", "minimum": 1, "maximum": 100}
    result = compile_schema(schema).validate({"path": "/data/a", "limit": 500})
    assert result.message.splitlines()[1] == "- limit: expected integer from 1 to 100, got 500"
    assert TOOL["properties"]["limit"]["maximum"] == 10000  # the tool's schema is not changed


def test_a_keyword_both_give_joins_an_allof_inside_the_property_not_at_the_top() -> None:
    tool = {"type": "object", "properties": {"path": {"type": "string", "pattern": "^/"}}}
    schema = merge_constraint(tool, {"properties": {"path": {"pattern": "^/data/"}}})
    assert schema["properties"]["path"] == {
        "type": "string",
        "pattern": "^/",
        "allOf": [{"pattern": "^/data/"}],
    }
    assert set(schema) == {"type", "properties"}
    result = compile_schema(schema).validate({"path": "/etc/passwd"})
    assert [(i.path, i.code) for i in result.issues] == [(("path",), "pattern")]
    assert "expected a string matching /^/data//" in result.message


def test_enums_types_required_and_descriptions_combine() -> None:
    schema = merged(
        {
            "properties": {
                "mode": {"enum": ["read", "delete"]},
                "limit": {"type": ["integer", "null"]},
                "path": {"description": "Only under /data/."},
            },
            "required": ["limit"],
        }
    )
    assert schema["properties"]["mode"]["enum"] == ["read"]
    assert schema["properties"]["limit"]["type"] == "integer"
    assert schema["properties"]["path"]["description"] == "Where to write. Only under /data/."
    assert schema["required"] == ["path", "limit"]


def test_nested_objects_and_array_items_are_constrained_in_place() -> None:
    schema = merged(
        {
            "properties": {
                "options": {"properties": {"encoding": {"enum": ["utf-8"]}}},
                "tags": {"items": {"maxLength": 10}, "maxItems": 3},
            },
            "additionalProperties": False,
        }
    )
    assert schema["properties"]["options"]["properties"]["encoding"] == {
        "type": "string",
        "enum": ["utf-8"],
    }
    assert schema["properties"]["tags"] == {
        "type": "array",
        "items": {"type": "string", "maxLength": 10},
        "maxItems": 3,
    }
    assert schema["additionalProperties"] is False


def test_an_argument_the_tool_does_not_have_is_named_with_the_nearest_one() -> None:
    assert problem({"properties": {"pth": {"pattern": "^/data/"}}}) == (
        ("properties", "pth"),
        "the tool has no argument 'pth'; did you mean 'path'? (its arguments: path, limit, mode,"
        " options, tags)",
    )
    where, message = problem({"properties": {"options": {"properties": {"charset": {}}}}})
    assert where == ("properties", "options", "properties", "charset")
    assert message.startswith("the tool has no argument 'charset' inside 'options'")
    assert problem({"required": ["force"]})[0] == ("required", 0)


def test_a_glob_constraint_skips_arguments_the_tool_lacks() -> None:
    tool = {"type": "object", "properties": {"query": {"type": "string"}}}
    assert (
        merge_constraint(tool, {"properties": {"limit": {"maximum": 5}}}, skip_undeclared=True)
        == tool
    )
    schema = merged({"properties": {"limit": {"maximum": 5}, "page": {}}}, skip_undeclared=True)
    assert schema["properties"]["limit"]["maximum"] == 5 and "page" not in schema["properties"]


@pytest.mark.parametrize(
    ("constraint", "where", "message"),
    [
        (
            {"properties": {"limit": {"minimum": 20000}}},
            ("properties", "limit", "minimum"),
            "minimum 20000 is above maximum 10000, so no value can satisfy both",
        ),
        (
            {"properties": {"mode": {"enum": ["delete"]}}},
            ("properties", "mode", "enum"),
            'none of ["delete"] is among the tool\'s values ["read", "write", "append"]',
        ),
        (
            {"properties": {"mode": {"pattern": "^x"}}},
            ("properties", "mode"),
            'none of the values ["read", "write", "append"] of \'mode\' satisfies the constraint',
        ),
        (
            {"properties": {"path": {"type": "integer"}}},
            ("properties", "path", "type"),
            "the tool takes string here, so integer can never match",
        ),
        (
            {"properties": {"path": False}},
            ("properties", "path"),
            "'path' is required by the tool, so forbidding it blocks every call",
        ),
    ],
)
def test_a_constraint_that_can_never_be_satisfied_is_refused(
    constraint: dict[str, Any], where: tuple[Any, ...], message: str
) -> None:
    assert problem(constraint) == (where, message)


@pytest.mark.parametrize("keyword", ["anyOf", "oneOf", "allOf", "not", "if", "$ref"])
def test_top_level_composition_is_refused_so_the_schema_stays_plain(keyword: str) -> None:
    where, message = problem({keyword: [{"required": ["path"]}]})
    assert where == (keyword,)
    assert "must stay a plain object schema" in message


def test_a_referenced_property_is_kept_apart_from_its_constraint() -> None:
    tool = {
        "type": "object",
        "$defs": {"Limit": {"type": "integer", "maximum": 10000}},
        "properties": {"limit": {"$ref": "#/$defs/Limit"}},
    }
    schema = merge_constraint(tool, {"properties": {"limit": {"maximum": 100}}})
    assert schema["properties"]["limit"] == {"allOf": [{"$ref": "#/$defs/Limit"}, {"maximum": 100}]}
    assert not compile_schema(schema).is_valid({"limit": 500})
    assert compile_schema(schema).is_valid({"limit": 50})
