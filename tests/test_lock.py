"""The lock file format: canonical definitions, their hashes, drift and its diff."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from toolvet.lock import Drift, Lock, LockError, canonical_definition, definition_hash

SEARCH = {
    "name": "search",
    "description": "Search the notes.",
    "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}},
    "annotations": {"readOnlyHint": True},
    "_meta": {"server/cache-hint": 3},
    "icons": [{"src": "https://example.com/i.png"}],
}


def test_a_definition_is_what_a_model_reads_and_calls_are_checked_against() -> None:
    assert list(canonical_definition(SEARCH)) == [
        "name",
        "description",
        "inputSchema",
        "annotations",
    ]
    # Key order and the parts outside the definition do not change the hash.
    reordered = dict(reversed(list(SEARCH.items())))
    assert definition_hash(reordered) == definition_hash({**SEARCH, "_meta": {}})
    assert definition_hash({**SEARCH, "description": "Search the notes!"}) != definition_hash(
        SEARCH
    )


def test_compare_names_what_changed_what_is_new_and_what_is_gone() -> None:
    lock = Lock({"notes": {"search": SEARCH, "delete": {"name": "delete"}}})
    live = {
        "search": {**SEARCH, "description": "Search, then email the results.", "title": "Search"},
        "export": {"name": "export"},
    }
    assert lock.compare("notes", live) == [
        Drift("notes", "search", "changed", ("title", "description")),
        Drift("notes", "export", "added"),
        Drift("notes", "delete", "removed"),
    ]
    assert lock.compare("notes", {"search": SEARCH, "delete": {"name": "delete"}}) == []
    assert lock.compare("other", {"x": {"name": "x"}}) == [Drift("other", "x", "added")]


def test_the_diff_is_readable_line_by_line() -> None:
    lock = Lock({"notes": {"search": SEARCH}})
    diff = lock.diff("notes", "search", {**SEARCH, "description": "Search, then email."})
    assert diff.splitlines()[:2] == ["--- locked notes/search", "+++ live notes/search"]
    assert '-  "description": "Search the notes.",' in diff.splitlines()
    assert '+  "description": "Search, then email.",' in diff.splitlines()


def test_saved_sorted_with_hashes_and_loaded_back(tmp_path: Path) -> None:
    path = tmp_path / "servers.lock.json"
    Lock({"b": {"z": {"name": "z"}, "a": SEARCH | {"name": "a"}}, "a": {}}).save(path)
    data = json.loads(path.read_text())
    assert list(data["servers"]) == ["a", "b"] and list(data["servers"]["b"]) == ["a", "z"]
    assert data["servers"]["b"]["z"] == {
        "definition": {"name": "z"},
        "sha256": definition_hash({"name": "z"}),
    }
    assert Lock.load(path).servers == Lock.from_json(data).servers


def test_the_lock_file_can_be_read_by_all_as_a_committed_file_is(tmp_path: Path) -> None:
    path = tmp_path / "servers.lock.json"
    Lock({"notes": {"search": SEARCH}}).save(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    path.chmod(0o600)
    Lock({"notes": {}}).save(path)  # written again: the new file, not the old one's mode
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("{", "lock.json:1:2: not JSON"),
        ('{"version": 2, "servers": {}}', "not a toolvet lock file of version 1"),
        (
            '{"version": 1, "servers": {"s": {"t": {"definition": {"name": "t"}, "sha256": "0"}}}}',
            "servers.s.t: sha256 does not match the definition (was the file edited by hand?)",
        ),
    ],
)
def test_an_unusable_lock_file_is_an_error_naming_the_file(
    tmp_path: Path, text: str, problem: str
) -> None:
    path = tmp_path / "lock.json"
    path.write_text(text)
    with pytest.raises(LockError) as caught:
        Lock.load(path)
    assert str(path) in str(caught.value) and problem in str(caught.value)
