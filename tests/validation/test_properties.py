"""Property tests over real tool schemas captured from public MCP servers (tests/data/tool_schemas).

For every tool: arguments generated valid by hypothesis-jsonschema come back ok and untouched,
and each repair class turns its mutation of a valid call back into the original call.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from toolvet import validate_arguments

DATA = Path(__file__).resolve().parents[1] / "data" / "tool_schemas"
TOOLS = [
    pytest.param(tool["inputSchema"], id=f"{path.stem}/{tool['name']}")
    for path in sorted(DATA.glob("*.json"))
    for tool in json.loads(path.read_text(encoding="utf-8"))["tools"]
]
PROPERTY_SETTINGS = settings(
    max_examples=15, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)


def test_the_captured_data_covers_several_servers():
    servers = {json.loads(p.read_text())["server"] for p in DATA.glob("*.json")}
    assert len(servers) >= 5 and len(TOOLS) >= 40


def _declared_type(schema: dict[str, Any], name: str) -> str | None:
    """The single JSON type a top-level property declares (through `$ref`-free schemas), if one."""
    sub = schema.get("properties", {}).get(name)
    if isinstance(sub, dict) and isinstance(sub.get("type"), str) and "enum" not in sub:
        return sub["type"]
    return None


def _declared_only(schema: dict[str, Any], arguments: Any) -> Any:
    """`arguments` without the undeclared keys the schema lets through, when it stays valid
    without them: such a key may be a near-miss of a declared name the call left out (`MATES`
    of `maxTokens`, `RESOUR` of `resourceId`), which the default `unknown_arguments` renames."""
    if not isinstance(arguments, dict):
        return arguments
    declared = schema.get("properties", {})
    kept = {key: value for key, value in arguments.items() if key in declared}
    assume(validate_arguments(schema, kept, repair="off").ok)
    return kept


@pytest.mark.parametrize("schema", TOOLS)
@PROPERTY_SETTINGS
@given(data=st.data())
def test_valid_arguments_come_back_ok_and_unchanged(schema, data):
    arguments = _declared_only(schema, data.draw(from_schema(schema)))
    result = validate_arguments(schema, arguments)
    assert result.ok, result.message
    assert result.arguments is arguments
    assert result.repairs == [] and result.issues == []


def _mutations(schema: dict[str, Any], arguments: dict[str, Any]) -> list[tuple[str, str, Any]]:
    """(repair policy, property, mutated value) for every property a repair class can restore."""
    found = []
    for name, value in arguments.items():
        kind = _declared_type(schema, name)
        if (
            kind in ("integer", "number")
            and isinstance(value, int | float)
            and not isinstance(value, bool)
        ):
            found.append(("safe", name, json.dumps(value)))
        elif kind == "boolean" and isinstance(value, bool):
            found.append(("safe", name, "true" if value else "false"))
        elif kind in ("object", "array") and isinstance(value, dict | list):
            found.append(("safe", name, json.dumps(value)))
        if (
            kind == "array"
            and isinstance(value, list)
            and len(value) == 1
            and not isinstance(value[0], list | str)
        ):
            found.append(("lenient", name, value[0]))
        sub = schema.get("properties", {}).get(name, {})
        options = sub.get("enum") if isinstance(sub, dict) else None
        if isinstance(value, str) and isinstance(options, list):
            swapped = value.swapcase()
            same = [o for o in options if isinstance(o, str) and o.casefold() == value.casefold()]
            if swapped != value and len(same) == 1:
                found.append(("safe", name, swapped))
    return found


def _repairable(schema: dict[str, Any]) -> bool:
    """A schema with a top-level property that some repair class applies to."""
    required = set(schema.get("required", []))
    for name, sub in schema.get("properties", {}).items():
        if _declared_type(schema, name) not in (None, "string"):
            return True
        if name not in required and not validate_arguments(sub, None, repair="off").ok:
            return True
        if isinstance(sub, dict) and "enum" in sub:
            return True
    return False


@pytest.mark.parametrize("schema", [t for t in TOOLS if _repairable(t.values[0])])
@PROPERTY_SETTINGS
@given(data=st.data())
def test_each_repair_class_restores_its_mutation(schema, data):
    original = _declared_only(schema, data.draw(from_schema(schema)))
    assume(isinstance(original, dict))
    mutations = _mutations(schema, original)
    # null on an optional property that does not allow null: dropped again.
    required = set(schema.get("required", []))
    for name in schema.get("properties", {}):
        if name not in required and name not in original:
            mutated = {**original, name: None}
            if not validate_arguments(schema, mutated, repair="off").ok:
                mutations.append(("safe", name, None))
    assume(mutations)
    policy, name, value = data.draw(st.sampled_from(mutations))
    mutated = {**original, name: value}
    assume(not validate_arguments(schema, mutated, repair="off").ok)
    result = validate_arguments(schema, mutated, repair=policy)
    assert result.ok, result.message
    assert result.arguments == original
    assert [r.path for r in result.repairs] == [(name,)]


def _misspelled(name: str) -> str:
    """The name with its middle letter typed twice: `limit` -> `limiit`."""
    middle = len(name) // 2
    return name[:middle] + name[middle] + name[middle:]


def _has_optional_arguments(schema: dict[str, Any]) -> bool:
    return bool(set(schema.get("properties", {})) - set(schema.get("required", [])))


@pytest.mark.parametrize("schema", [t for t in TOOLS if _has_optional_arguments(t.values[0])])
@PROPERTY_SETTINGS
@given(data=st.data())
def test_a_misspelled_optional_argument_never_passes_silently(schema, data):
    original = _declared_only(schema, data.draw(from_schema(schema)))
    assume(isinstance(original, dict))
    optional = [
        name
        for name in original
        if name in schema["properties"]
        and name not in schema.get("required", [])
        and len(name) >= 2
        and _misspelled(name) not in schema["properties"]
        and _misspelled(name) not in original
    ]
    assume(optional)
    name = data.draw(st.sampled_from(optional))
    typo = _misspelled(name)
    sent = {typo if key == name else key: value for key, value in original.items()}
    result = validate_arguments(schema, sent)
    if result.ok:  # renamed back: the call the model meant
        assert result.arguments == original
        assert (typo,) in [r.path for r in result.repairs if r.code == "renamed_key"]
    else:  # or refused, naming the misspelled key
        assert ((typo,), "unknown_argument") in [(i.path, i.code) for i in result.issues]
