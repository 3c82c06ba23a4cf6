"""Schema bounds: depth, subschema count and `$ref` expansion, checked before a schema compiles."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.validation.schemas import fan_out
from toolvet import SchemaError, compile_schema, validate_arguments
from toolvet.validation import DEFAULT_BOUNDS, SchemaBounds, check_bounds

DATA = Path(__file__).resolve().parents[1] / "data"


def nested(levels: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(levels):
        schema = {"type": "object", "properties": {"a": schema}}
    return schema


def test_a_fan_out_of_refs_is_too_complex_and_says_which_bound() -> None:
    with pytest.raises(SchemaError) as caught:
        compile_schema(fan_out(16))
    assert caught.value.code == "schema_too_complex"
    assert "max_expanded" in caught.value.message
    assert f"more than {DEFAULT_BOUNDS.max_expanded} subschemas" in caught.value.message


def test_the_expanded_size_counts_each_path() -> None:
    # Level k costs 1 + 2 x (its ref + level k+1); the leaf 1: l0 = 29, then q and the root.
    levels = 1
    for _ in range(3):
        levels = 1 + 2 * (1 + levels)
    assert levels == 29
    assert check_bounds(fan_out(3)) == 1 + 1 + levels


def test_a_recursive_schema_counts_its_cycle_once() -> None:
    tree = {
        "$defs": {
            "node": {"type": "object", "properties": {"kids": {"items": {"$ref": "#/$defs/node"}}}}
        },
        "$ref": "#/$defs/node",
    }
    assert check_bounds(tree) < 10
    assert validate_arguments(tree, {"kids": [{"kids": []}]}).ok


def test_refs_through_ids_and_anchors_are_followed() -> None:
    defs: dict[str, Any] = {"leaf": {"$id": "urn:leaf", "type": "string"}}
    for level in range(14, -1, -1):
        target = "urn:leaf" if level == 14 else f"#l{level + 1}"
        defs[f"l{level}"] = {"$anchor": f"l{level}", "anyOf": [{"$ref": target}, {"$ref": target}]}
    schema = {"$id": "urn:root", "$defs": defs, "$ref": "#l0"}
    with pytest.raises(SchemaError, match="max_expanded"):
        check_bounds(schema)


def test_depth_and_count_have_their_own_bounds() -> None:
    with pytest.raises(SchemaError, match="nested more than 64 levels deep") as caught:
        check_bounds(nested(70))
    assert caught.value.path[:2] == ("properties", "a")
    wide = {"type": "object", "properties": {f"p{i}": {"type": "string"} for i in range(20)}}
    with pytest.raises(SchemaError, match="more than 10 subschemas"):
        check_bounds(wide, SchemaBounds(max_subschemas=10))


def test_a_call_to_a_tool_past_the_bounds_is_a_schema_error_not_a_verdict() -> None:
    result = validate_arguments(fan_out(16), {"q": 5})
    assert not result.ok
    assert result.schema_error is not None and result.schema_error.code == "schema_too_complex"
    assert result.message.startswith("Invalid arguments")
    assert "too complex to validate safely" in result.message


def _captured_schemas() -> list[Any]:
    schemas = []
    for path in sorted((DATA / "tool_schemas").glob("*.json")):
        schemas += [tool["inputSchema"] for tool in json.loads(path.read_text())["tools"]]
    return schemas


def test_real_schemas_and_the_test_suite_are_far_inside_the_defaults() -> None:
    suite = DATA / "json-schema-test-suite" / "tests"
    schemas = _captured_schemas()
    for path in sorted(suite.rglob("*.json")):
        schemas += [group["schema"] for group in json.loads(path.read_text())]
    assert len(schemas) > 1000
    costs = [check_bounds(schema) for schema in schemas]
    assert max(costs) * 100 < DEFAULT_BOUNDS.max_expanded
