"""Messages a model reads: for every issue code, the path, what was expected and what was got."""

from __future__ import annotations

import pytest

from toolvet import validate_arguments

NOTES = {
    "type": "object",
    "properties": {
        "title": {"type": "string", "minLength": 3, "maxLength": 10},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
        "step": {"type": "number", "multipleOf": 0.5},
        "priority": {"enum": ["low", "normal", "high"]},
        "version": {"const": 2},
        "due": {"type": "string", "format": "date-time"},
        "slug": {"type": "string", "pattern": "^[a-z-]+$"},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 2, "uniqueItems": True},
        "filters": {
            "type": "object",
            "properties": {
                "kind": {"enum": ["note", "task"]},
                "after": {"type": "string", "format": "date"},
            },
            "required": ["kind"],
            "additionalProperties": False,
        },
        "entities": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "url": {"type": "string", "format": "uri"},
                },
                "required": ["name"],
            },
            "contains": {"type": "object", "required": ["url"]},
        },
        "meta": {"type": "object", "minProperties": 1},
        "not_draft": {"not": {"const": "draft"}},
    },
    "required": ["title"],
    "additionalProperties": False,
}

# (arguments, code, path as rendered, words the message must contain: the expectation, the value)
CASES = [
    ({}, "missing_required", "title", ["missing required argument", "string"]),
    ({"title": 42}, "type", "title", ["expected string", "got 42 (integer)"]),
    ({"title": "ab"}, "length", "title", ["at least 3 characters", '"ab"']),
    ({"title": "abcdefghijklmnop"}, "length", "title", ["at most 10 characters", "16 characters"]),
    ({"title": "ok!", "limit": 0}, "range", "limit", ["integer from 1 to 50", "got 0"]),
    ({"title": "ok!", "step": 0.3}, "multiple_of", "step", ["a multiple of 0.5", "got 0.3"]),
    (
        {"title": "ok!", "priority": "urgent"},
        "enum",
        "priority",
        ['"low", "normal", "high"', '"urgent"'],
    ),
    ({"title": "ok!", "version": 3}, "const", "version", ["exactly 2", "got 3"]),
    (
        {"title": "ok!", "due": "next tuesday"},
        "format",
        "due",
        ["date-time", "RFC 3339", '"next tuesday"'],
    ),
    ({"title": "ok!", "slug": "Hello World"}, "pattern", "slug", ["/^[a-z-]+$/", '"Hello World"']),
    (
        {"title": "ok!", "tags": ["a", "b", "c"]},
        "item_count",
        "tags",
        ["at most 2 items", "3 items"],
    ),
    ({"title": "ok!", "tags": ["a", "a"]}, "unique_items", "tags", ["unique items", '["a", "a"]']),
    (
        {"title": "ok!", "filters": {}},
        "missing_required",
        "filters.kind",
        ['one of "note", "task"'],
    ),
    (
        {"title": "ok!", "filters": {"kind": "Notes"}},
        "enum",
        "filters.kind",
        ['"note", "task"', '"Notes"'],
    ),
    (
        {"title": "ok!", "filters": {"kind": "note", "knd": 1}},
        "unknown_argument",
        "filters.knd",
        [],
    ),
    (
        {"title": "ok!", "entities": [{"url": "x"}]},
        "missing_required",
        "entities[0].name",
        ["string"],
    ),
    (
        {"title": "ok!", "entities": [{"name": "a", "url": "not a uri"}]},
        "format",
        "entities[0].url",
        ["uri", '"not a uri"'],
    ),
    (
        {"title": "ok!", "entities": [{"name": "a"}]},
        "contains",
        "entities",
        ["at least one item", '[{"name": "a"}]'],
    ),
    (
        {"title": "ok!", "meta": {}},
        "property_count",
        "meta",
        ["at least 1 properties", "0 properties"],
    ),
    (
        {"title": "ok!", "not_draft": "draft"},
        "not",
        "not_draft",
        ['anything but exactly "draft"', '"draft"'],
    ),
    ({"title": "ok!", "tilte": "x"}, "unknown_argument", "tilte", []),
]


@pytest.mark.parametrize(
    ("arguments", "code", "path", "words"), CASES, ids=[c[1] + ":" + c[2] for c in CASES]
)
def test_each_issue_names_path_expectation_and_value(arguments, code, path, words):
    result = validate_arguments(NOTES, arguments, repair="off")
    assert not result.ok
    issues = [i for i in result.issues if i.code == code]
    assert issues, result.message
    line = next(line for line in result.message.splitlines() if line.startswith(f"- {path}: "))
    for word in words:
        assert word in line, line


def test_unknown_argument_names_the_closest_declared_name():
    result = validate_arguments(
        NOTES, {"title": "ok!", "tilte": "x", "filters": {"kind": "note", "knd": 1}}
    )
    assert (
        "- tilte: unknown argument; did you mean 'title'?" not in result.message
    )  # title is present
    assert (
        "- filters.knd: unknown argument; did you mean 'kind'?" not in result.message
    )  # so is kind
    result = validate_arguments(NOTES, {"tilte": "x"})
    assert "- tilte: unknown argument; did you mean 'title'?" in result.message
    assert "'tilte' was given: did you mean 'title'?" in result.message


def test_unknown_argument_without_a_near_miss_lists_the_declared_names():
    schema = {
        "type": "object",
        "properties": {"query": {}, "limit": {}},
        "additionalProperties": False,
    }
    result = validate_arguments(schema, {"zzz": 1})
    assert "- zzz: unknown argument; the declared ones are 'query', 'limit'" in result.message


def test_the_message_has_a_header_one_line_per_issue_and_a_call_to_action():
    result = validate_arguments(NOTES, {"title": 1, "limit": 99})
    lines = result.message.splitlines()
    assert lines[0] == "Invalid arguments (2 problems):"
    assert lines[1:3] == [
        "- title: expected string (3 to 10 characters), got 1 (integer)",
        "- limit: expected integer from 1 to 50, got 99",
    ]
    assert lines[-1] == "Fix these and call the tool again."


def test_message_for_names_the_tool():
    result = validate_arguments(NOTES, {})
    assert result.message_for("create_note").startswith(
        "Invalid arguments for tool 'create_note' (1 problem):"
    )


def test_a_typical_message_is_compact():
    result = validate_arguments(
        NOTES, {"title": 1, "priority": "URGENT", "due": "soon", "filters": {}}
    )
    assert len(result.issues) == 4
    assert len(result.message) < 500
    assert "properties" not in result.message  # no schema dump


def test_long_values_are_quoted_short():
    result = validate_arguments(NOTES, {"title": "x" * 5000})
    assert len(result.message) < 300
    assert "…" in result.message


def test_any_of_reports_the_branch_for_the_kind_of_value_given():
    schema = {
        "type": "object",
        "properties": {
            "target": {
                "anyOf": [
                    {"type": "string", "format": "uri"},
                    {
                        "type": "object",
                        "properties": {"id": {"type": "integer"}},
                        "required": ["id"],
                    },
                ]
            }
        },
    }
    result = validate_arguments(schema, {"target": {"id": "seven"}}, repair="off")
    assert [(i.path, i.code) for i in result.issues] == [(("target", "id"), "type")]
    assert '- target.id: expected integer, got "seven" (string)' in result.message


def test_any_of_that_no_branch_fits_lists_the_alternatives_once():
    schema = {
        "type": "object",
        "properties": {
            "due": {"anyOf": [{"type": "string", "format": "date-time"}, {"type": "null"}]}
        },
    }
    result = validate_arguments(schema, {"due": 5})
    assert result.message.splitlines()[1] == (
        "- due: expected string (date-time (RFC 3339, e.g. 2025-01-31T09:30:00Z)) or null, got 5 (integer)"
    )


def test_one_of_with_a_discriminator_explains_the_matching_variant():
    shape = {
        "oneOf": [
            {
                "type": "object",
                "properties": {"kind": {"const": "circle"}, "radius": {"type": "number"}},
                "required": ["kind", "radius"],
            },
            {
                "type": "object",
                "properties": {"kind": {"const": "square"}, "side": {"type": "number"}},
                "required": ["kind", "side"],
            },
        ]
    }
    result = validate_arguments(shape, {"kind": "square", "side": "big"}, repair="off")
    assert [(i.path, i.code) for i in result.issues] == [(("side",), "type")]


def test_one_of_matching_several_variants_says_so():
    result = validate_arguments({"oneOf": [{"type": "integer"}, {"minimum": 0}]}, 3)
    assert result.issues[0].code == "one_of_ambiguous"
    assert "exactly one must match" in result.message


def test_warnings_alone_make_a_message_but_not_a_failure():
    from toolvet.validation import Issue, render_message

    warning = Issue(("note",), "custom", "kept for the record", None, "x")
    lines = render_message([], [warning]).splitlines()
    assert lines == ["Warnings:", "- note: kept for the record"]


def test_what_toolvet_repairs_is_not_reported_as_a_problem():
    arguments = {"title": "Standup", "due": "tomorrow", "limit": "10", "priority": "HIGH"}
    result = validate_arguments(NOTES, arguments)
    assert not result.ok and result.arguments is arguments
    assert [i.path for i in result.issues] == [("due",)]
    assert result.message.splitlines() == [
        "Invalid arguments (1 problem):",
        '- due: expected a valid date-time (RFC 3339, e.g. 2025-01-31T09:30:00Z), got "tomorrow"',
        'Leave the rest as sent; toolvet repairs it: limit ("10" is read as 10),'
        ' priority ("HIGH" is read as "high").',
        "Fix these and call the tool again.",
    ]
    assert [(r.path, r.code) for r in result.repairs] == [
        (("limit",), "number_from_string"),
        (("priority",), "enum_case"),
    ]


def test_a_repair_that_leaves_its_value_invalid_is_reported_as_the_value_sent():
    result = validate_arguments(NOTES, {"title": "Standup", "limit": "500"})
    assert result.repairs == []
    assert result.message.splitlines()[1] == (
        '- limit: expected integer from 1 to 50, got "500" (string)'
    )


def test_unknown_tool_message_names_the_closest_tools():
    from toolvet import unknown_tool_message

    tools = ["search_notes", "create_note", "get_note"]
    assert unknown_tool_message("serch_notes", tools).startswith(
        "Unknown tool 'serch_notes'; did you mean 'search_notes'"
    )
    assert unknown_tool_message("zzz", tools) == (
        "Unknown tool 'zzz'. The available tools are 'create_note', 'get_note', 'search_notes'."
    )
    assert unknown_tool_message("zzz", []) == "Unknown tool 'zzz'. No tools are available."
