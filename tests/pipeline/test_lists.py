"""The list steps in process: the servers' filters and the gate (a constraint that cannot
apply, drift from the lock) decide which listed tools are served, for both front doors."""

from __future__ import annotations

from pathlib import Path

from tests.pipeline.support import SEARCH
from tests.proxy.support import write_config
from toolvet.cache import SchemaCache
from toolvet.config import load_config
from toolvet.constraints import constraints_from_config
from toolvet.lock import Lock
from toolvet.pipeline import FilterStep, GateStep, ListPipeline, ToolGate, listed_tools

ECHO = {"name": "echo", "inputSchema": {"type": "object", "properties": {"text": {}}}}


def listing(directory: Path, server: dict[str, object], locked: list[dict[str, object]] | None):
    path = write_config(directory / "servers.json", {"notes": {"command": "x", **server}})
    if locked is not None:
        lock = Lock()
        lock.pin("notes", locked)
        lock.save(directory / "servers.lock.json")
    config = load_config(path)
    cache = SchemaCache(constraints=constraints_from_config(config))
    cache.update("notes", [SEARCH, ECHO])
    steps = ListPipeline(
        [
            FilterStep(cache, config.servers),
            GateStep(ToolGate(config), cache, config.servers),
        ]
    )
    return {t.tool: t.withheld for t in steps.run(listed_tools(cache, ["notes"]))}


def test_the_filter_keeps_only_what_a_server_exposes(tmp_path: Path) -> None:
    found = listing(tmp_path, {"tools": {"deny": ["echo"]}}, None)
    assert found == {"search": None}


def test_a_tool_that_drifted_from_the_lock_is_withheld(tmp_path: Path) -> None:
    found = listing(tmp_path, {}, [SEARCH])
    assert found["search"] is None
    assert found["echo"] is not None and "it is not in the lock file" in found["echo"]


def test_a_constraint_that_cannot_apply_withholds_its_tool(tmp_path: Path) -> None:
    constrain = {"echo": {"properties": {"nosuch": {"maxLength": 3}}}}
    found = listing(tmp_path, {"tools": {"constrain": constrain}}, None)
    assert found["search"] is None
    assert found["echo"] is not None and "constraint for it cannot apply" in found["echo"]
