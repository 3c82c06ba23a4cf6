"""Constraints from servers.json: checked on their own at load, then merged into the cache's entries."""

from __future__ import annotations

from typing import Any

import pytest

from toolvet.cache import SchemaCache
from toolvet.config import ConfigError, parse_config
from toolvet.constraints import constraints_from_config

FS_TOOLS: list[dict[str, Any]] = [
    {
        "name": "write_file",
        "inputSchema": {
            "type": "object",
            "properties": {"path": {"type": "string"}, "content": {"type": "string"}},
            "required": ["path", "content"],
        },
    },
    {
        "name": "list_directory",
        "inputSchema": {
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "limit": {"type": "integer", "maximum": 10000},
            },
        },
    },
]


def config(constrain: dict[str, Any]) -> Any:
    return parse_config(
        {"mcpServers": {"fs": {"command": "fs-server", "tools": {"constrain": constrain}}}},
        source="servers.json",
    )


def constrained_cache(constrain: dict[str, Any]) -> SchemaCache:
    cache = SchemaCache(constraints=constraints_from_config(config(constrain)))
    cache.update("fs", FS_TOOLS)
    return cache


def test_every_matching_constraint_applies_and_the_definition_stays_as_sent() -> None:
    cache = constrained_cache(
        {
            "write_file": {"properties": {"path": {"pattern": "^/data/"}}},
            "*": {"properties": {"limit": {"maximum": 100}}},
        }
    )
    write = cache["fs", "write_file"]
    assert write.input_schema["properties"]["path"] == {"type": "string", "pattern": "^/data/"}
    assert write.exposed_definition["inputSchema"] == write.input_schema
    assert write.definition == FS_TOOLS[0]  # what the lock hashes: the server's own
    listing = cache["fs", "list_directory"]
    assert listing.input_schema["properties"]["limit"]["maximum"] == 100
    assert not write.validate({"path": "/etc/passwd", "content": ""}).ok
    assert write.validate({"path": "/data/a", "content": ""}).ok
    assert cache.constraint_problems("fs") == []


def test_a_constraint_that_cannot_apply_refuses_every_call_and_is_reported() -> None:
    cache = constrained_cache({"write_file": {"properties": {"pth": {"pattern": "^/data/"}}}})
    entry = cache["fs", "write_file"]
    problem = (
        "servers.json: mcpServers.fs.tools.constrain.write_file.properties.pth: cannot constrain"
        " tool 'write_file' of server 'fs': the tool has no argument 'pth'; did you mean 'path'?"
        " (its arguments: path, content)"
    )
    assert entry.constraint_error == problem
    verdict = entry.validate({"path": "/data/a", "content": ""})
    assert not verdict.ok and verdict.issues[0].code == "invalid_constraint"
    assert verdict.schema_error is None  # never "unusable schema, forwarded unchecked"
    assert cache.constraint_problems("fs") == [problem]


def test_a_tool_name_the_server_does_not_have_is_reported() -> None:
    cache = constrained_cache({"write_fle": {"properties": {"path": {"maxLength": 10}}}})
    assert cache.constraint_problems("fs") == [
        "servers.json: mcpServers.fs.tools.constrain.write_fle: server 'fs' has no tool"
        " 'write_fle'; did you mean 'write_file'? (its tools: write_file, list_directory)"
    ]


def test_constraints_set_later_apply_to_the_tools_already_known() -> None:
    cache = SchemaCache()
    cache.update("fs", FS_TOOLS)
    constraints = constraints_from_config(
        config({"write_file": {"required": ["path"], "maxProperties": 2}})
    )
    cache.constrain("fs", constraints["fs"])
    assert cache["fs", "write_file"].input_schema["maxProperties"] == 2
    cache.constrain("fs", None)
    assert cache["fs", "write_file"].input_schema == FS_TOOLS[0]["inputSchema"]


def test_constraints_that_are_not_schemas_are_config_errors_naming_each_key() -> None:
    with pytest.raises(ConfigError) as caught:
        constraints_from_config(
            config(
                {
                    "write_*": {"properties": {"path": {"type": "strnig"}}},
                    "list_directory": {"oneOf": [{"required": ["path"]}]},
                }
            )
        )
    first, second = caught.value.problems
    assert first.startswith(
        'servers.json: mcpServers.fs.tools.constrain["write_*"].properties.path.type: not a valid'
        " JSON Schema:"
    )
    assert second.startswith(
        "servers.json: mcpServers.fs.tools.constrain.list_directory.oneOf: 'oneOf' cannot be used"
        " at the top level of a constraint"
    )
