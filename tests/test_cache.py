"""SchemaCache: tools per (server, tool), change detection, shared validators, snapshots."""

from __future__ import annotations

import json

import pytest

from toolvet import SchemaCache

SEARCH = {
    "name": "search",
    "description": "Search notes",
    "inputSchema": {
        "type": "object",
        "properties": {"query": {"type": "string"}},
        "required": ["query"],
    },
    "outputSchema": {"type": "object", "properties": {"hits": {"type": "integer"}}},
    "annotations": {"readOnlyHint": True},
}
LOOKUP = {
    "name": "lookup",
    "inputSchema": {
        "type": "object",
        "properties": {"query": {"type": "string"}},
        "required": ["query"],
    },
}


def test_update_fills_entries_as_the_server_sent_them():
    cache = SchemaCache()
    change = cache.update("notes", [SEARCH])
    assert change.added == ("search",) and not change.removed and not change.changed
    entry = cache.get("notes", "search")
    assert entry is not None
    assert entry.definition == SEARCH
    assert entry.input_schema == SEARCH["inputSchema"]
    assert entry.output_schema == SEARCH["outputSchema"]
    assert entry.annotations == {"readOnlyHint": True}
    assert len(entry.schema_hash) == 64
    assert ("notes", "search") in cache and cache["notes", "search"] is entry
    assert cache.get("notes", "missing") is None


def test_tools_with_equal_schemas_share_one_validator():
    cache = SchemaCache()
    cache.update("notes", [SEARCH, LOOKUP])
    cache.update("wiki", [dict(SEARCH)])
    validators = {id(e.validator) for e in cache}
    assert len(cache) == 3 and len(validators) == 1


def test_update_reports_added_removed_and_changed_tools():
    cache = SchemaCache()
    cache.update("notes", [SEARCH, LOOKUP])
    changed_lookup = {
        **LOOKUP,
        "inputSchema": {"type": "object", "properties": {"id": {"type": "integer"}}},
    }
    change = cache.update(
        "notes", [changed_lookup, {"name": "create", "inputSchema": {"type": "object"}}]
    )
    assert change.added == ("create",)
    assert change.removed == ("search",)
    assert change.changed == ("lookup",)
    assert not cache.update(
        "notes", [changed_lookup, {"name": "create", "inputSchema": {"type": "object"}}]
    )
    assert cache.get("notes", "lookup").validate({"id": 1}).ok


def test_a_name_listed_twice_keeps_the_last_definition_and_says_so(caplog):
    """mcp-arr-server lists `lidarr_get_quality_profiles` twice: the server answers a call to the
    name with one of them, so the cache keeps one (the last) and the operator is told which."""
    cache = SchemaCache()
    again = {**LOOKUP, "description": "Look a note up (second listing)"}
    with caplog.at_level("WARNING", logger="toolvet.cache"):
        change = cache.update("notes", [LOOKUP, SEARCH, again])
    assert change.repeated == ("lookup",)
    assert [e.name for e in cache.tools("notes")] == ["lookup", "search"]
    assert cache.get("notes", "lookup").definition["description"] == again["description"]
    assert "server 'notes' lists 'lookup' more than once" in caplog.text
    assert cache.update("notes", [LOOKUP, SEARCH]).repeated == ()


def test_entry_validate_uses_the_tools_schema():
    cache = SchemaCache()
    cache.update("notes", [SEARCH])
    result = cache.get("notes", "search").validate({"qeury": "x"})
    assert not result.ok
    assert "did you mean 'query'?" in result.message_for("search")


def test_a_tool_with_an_unusable_schema_is_kept_and_every_call_to_it_is_invalid():
    cache = SchemaCache()
    cache.update("odd", [{"name": "remote", "inputSchema": {"$ref": "https://example.com/s.json"}}])
    entry = cache.get("odd", "remote")
    assert entry.validator is None
    assert entry.schema_error.code == "remote_ref"
    result = entry.validate({})
    assert not result.ok and result.schema_error is entry.schema_error


def test_a_tool_without_a_name_is_an_error_naming_the_server():
    with pytest.raises(ValueError, match="server 'odd' sent a tool without a name"):
        SchemaCache().update("odd", [{"inputSchema": {}}])


def test_lookup_by_tool_name_and_removal_per_server():
    cache = SchemaCache()
    cache.update("notes", [SEARCH])
    cache.update("wiki", [SEARCH, LOOKUP])
    assert [e.server for e in cache.find("search")] == ["notes", "wiki"]
    assert cache.servers() == ["notes", "wiki"]
    assert cache.remove_server("wiki") == ["search", "lookup"]
    assert cache.servers() == ["notes"] and cache.find("lookup") == []


def test_snapshot_round_trip(tmp_path):
    cache = SchemaCache()
    cache.update("notes", [SEARCH, LOOKUP])
    cache.update("wiki", [])
    path = tmp_path / "snapshots" / "schemas.json"
    cache.save(path)
    loaded = SchemaCache.load(path)
    assert loaded.servers() == ["notes", "wiki"]
    assert loaded.get("notes", "search").definition == SEARCH
    assert loaded.get("notes", "search").schema_hash == cache.get("notes", "search").schema_hash
    assert json.loads(path.read_text())["version"] == 1
    assert list(tmp_path.joinpath("snapshots").iterdir()) == [path]  # no temporary file left behind


def test_loading_a_bad_snapshot_names_the_file_and_the_problem(tmp_path):
    path = tmp_path / "schemas.json"
    path.write_text("{not json")
    with pytest.raises(ValueError, match=r"schemas.json: not JSON \(line 1, column 2\)"):
        SchemaCache.load(path)
    path.write_text('{"servers": {}}')
    with pytest.raises(ValueError, match="not a toolvet schema snapshot of version 1"):
        SchemaCache.load(path)
