"""Exposed names: collision-safe namespacing, and names every client accepts."""

from __future__ import annotations

from toolvet.pipeline import VALID_NAME, expose, safe_name

ENTRIES = [("notes", "search"), ("notes", "create"), ("wiki", "search"), ("wiki", "page")]


def test_auto_prefixes_only_the_names_that_collide():
    exposed, warnings = expose(ENTRIES, namespacing="auto", separator="__")
    assert exposed == {
        "notes__search": ("notes", "search"),
        "create": ("notes", "create"),
        "wiki__search": ("wiki", "search"),
        "page": ("wiki", "page"),
    }
    assert warnings == []


def test_always_prefixes_every_name():
    exposed, _ = expose(ENTRIES, namespacing="always", separator="-")
    assert list(exposed) == ["notes-search", "notes-create", "wiki-search", "wiki-page"]


def test_never_keeps_names_and_hides_a_later_duplicate_with_a_warning():
    exposed, warnings = expose(ENTRIES, namespacing="never", separator="__")
    assert exposed["search"] == ("notes", "search")
    assert "wiki__search" not in exposed and len(exposed) == 3
    assert warnings == [
        "'search' of server 'wiki' is hidden: server 'notes' has a tool of the same name and namespacing is 'never'"
    ]


def test_odd_and_long_names_are_shortened_deterministically():
    odd = safe_name("files.read/v2")
    assert VALID_NAME.match(odd) and odd.startswith("files_read_v2_")
    assert safe_name("files.read/v2") == odd
    long = safe_name("x" * 100)
    assert len(long) == 64 and VALID_NAME.match(long)
    assert safe_name("x" * 100) == long != safe_name("x" * 101)
    assert safe_name("fine_name-1") == "fine_name-1"


def test_every_exposed_name_is_valid_even_after_prefixing():
    entries = [
        ("a-very-long-server-name-for-testing", "an_equally_long_tool_name_that_goes_on_and_on"),
        ("b", "an_equally_long_tool_name_that_goes_on_and_on"),
    ]
    exposed, _ = expose(entries, namespacing="auto", separator="__")
    assert len(exposed) == 2
    assert all(VALID_NAME.match(name) for name in exposed)


def test_a_prefixed_name_that_collides_with_a_plain_one_is_made_unique():
    entries = [("notes", "notes__search"), ("notes", "search"), ("wiki", "search")]
    exposed, _ = expose(entries, namespacing="auto", separator="__")
    assert len(exposed) == 3 and set(exposed.values()) == set(entries)
