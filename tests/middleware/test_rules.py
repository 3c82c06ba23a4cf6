"""FieldRule, detect_langchain_internal_ids and the empty-value stripping rule, on their own."""

from __future__ import annotations

from typing import Any

from toolvet import validate_arguments
from toolvet.middleware import FieldRule, detect_langchain_internal_ids
from toolvet.middleware._rules import strip_rejected_empty

in_range = FieldRule(
    path="numbers.*",
    check=lambda v: isinstance(v, int) and 0 < v < 100,
    error=lambda v: f"value {v!r} is out of range (allowed: > 0 and < 100)",
    tools=["my_tool"],
)


class TestFieldRule:
    def test_each_element_is_checked_and_located(self) -> None:
        assert in_range("my_tool", {"numbers": [50, -1, 100]}) == [
            "Tool 'my_tool' argument 'numbers[1]': value -1 is out of range (allowed: > 0 and < 100)",
            "Tool 'my_tool' argument 'numbers[2]': value 100 is out of range (allowed: > 0 and < 100)",
        ]

    def test_issues_carry_the_concrete_path(self) -> None:
        [issue] = in_range.issues("my_tool", {"numbers": [1, 0]})

        assert (issue.path, issue.code, issue.got) == (("numbers", 1), "rule", 0)

    def test_other_tools_are_not_checked(self) -> None:
        assert in_range("other_tool", {"numbers": [-1]}) == []

    def test_paths_fan_out_over_dict_values_and_nest(self) -> None:
        positive = FieldRule(
            path="config.scores.*", check=lambda v: v > 0, error="must be positive"
        )

        assert positive("t", {"config": {"scores": {"a": 1, "b": -2}}}) == [
            "Tool 't' argument 'config.scores.b': must be positive"
        ]

    def test_a_star_on_a_scalar_matches_nothing(self) -> None:
        assert in_range("my_tool", {"numbers": 5}) == []

    def test_missing_values_skip_or_error(self) -> None:
        required = FieldRule(path="owner.id", check=bool, error="empty", when_missing="error")

        assert FieldRule(path="owner.id", check=bool, error="empty")("t", {}) == []
        assert required("t", {}) == ["Tool 't' is missing required argument 'owner.id'."]
        assert required("t", {"owner": {"id": ""}}) == ["Tool 't' argument 'owner.id': empty"]

    def test_a_check_that_raises_counts_as_failed(self) -> None:
        small = FieldRule(path="n", check=lambda v: v < 10, error="too big")

        assert small("t", {"n": "ten"}) == ["Tool 't' argument 'n': too big"]


class TestDetectLangchainInternalIds:
    LEAKED = "lc_0b9c1a52-51c4-4c2e-9a59-2f7d7b0f6c11"

    def test_flags_leaked_message_ids_anywhere(self) -> None:
        found = detect_langchain_internal_ids(
            "get_order", {"order_id": self.LEAKED, "related": [{"id": self.LEAKED}]}
        )

        assert len(found) == 2
        assert found[0].startswith(
            "Tool 'get_order' argument 'order_id' contains a LangChain internal ID"
        )
        assert "'related[0].id'" in found[1]

    def test_ignores_real_ids(self) -> None:
        assert detect_langchain_internal_ids("t", {"id": "ord_123", "uuid": self.LEAKED[3:]}) == []


class TestStripRejectedEmpty:
    SCHEMA: dict[str, Any] = {
        "type": "object",
        "properties": {
            "q": {"type": "string"},
            "filters": {"type": "object", "required": ["kind"]},
            "ids": {"type": "array", "items": {"type": "integer"}},
        },
        "required": ["q"],
    }

    def strip(self, args: dict[str, Any], placeholders: frozenset[str] | None = None) -> Any:
        def validate(value: Any) -> Any:
            return validate_arguments(self.SCHEMA, value)

        return strip_rejected_empty(validate, args, validate(args), placeholders)

    def test_drops_what_the_schema_rejects(self) -> None:
        result = self.strip({"q": "x", "filters": {}})

        assert result.ok and result.arguments == {"q": "x"}
        assert [(r.path, r.code, r.before) for r in result.repairs] == [
            (("filters",), "stripped_empty", {})
        ]

    def test_list_elements_too(self) -> None:
        result = self.strip({"q": "x", "ids": [1, "null", 2]}, frozenset({"null"}))

        assert result.arguments == {"q": "x", "ids": [1, 2]}

    def test_gives_up_when_stripping_does_not_make_it_valid(self) -> None:
        assert self.strip({"q": "x", "filters": {}, "ids": ["one"]}) is None

    def test_never_the_root(self) -> None:
        assert self.strip({}) is None

    def test_the_input_is_not_modified(self) -> None:
        args = {"q": "x", "filters": {}}

        self.strip(args)

        assert args == {"q": "x", "filters": {}}
