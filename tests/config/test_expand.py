"""${VAR} expansion: values from the environment, shell-style defaults, $${ as an escape."""

from __future__ import annotations

import pytest

from toolvet.config._expand import ExpansionError, expand, has_reference

ENV = {"HOST": "example.com", "TOKEN": "t0k", "EMPTY": ""}


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("plain", "plain"),
        ("${HOST}", "example.com"),
        ("https://${HOST}/mcp?t=${TOKEN}", "https://example.com/mcp?t=t0k"),
        ("${EMPTY}", ""),  # set but empty: kept
        ("${MISSING:-fallback}", "fallback"),  # unset: the default
        ("${EMPTY:-fallback}", "fallback"),  # empty: the default too (the shell's `:-`)
        ("${HOST:-fallback}", "example.com"),
        ("${MISSING:-}", ""),
        ("${MISSING:-a b:c/d}", "a b:c/d"),  # the default is literal text
        ("$${HOST}", "${HOST}"),  # escaped: a literal ${HOST}
        ("$${MISSING}", "${MISSING}"),  # and no error for the unset name
        ("$$${HOST}", "$${HOST}"),  # a lone `$`, then the escape
        ("cost: $5, $HOST, $$", "cost: $5, $HOST, $$"),  # no braces: literal
    ],
)
def test_expand(value: str, expected: str) -> None:
    assert expand(value, ENV) == expected


def test_unset_variable_without_default_is_an_error() -> None:
    with pytest.raises(ExpansionError) as excinfo:
        expand("Bearer ${API_TOKEN}", ENV)
    assert excinfo.value.problems == [
        "environment variable 'API_TOKEN' is not set; set it, or give a default with"
        " ${API_TOKEN:-default}"
    ]


def test_every_unset_variable_is_reported() -> None:
    with pytest.raises(ExpansionError) as excinfo:
        expand("${A}:${HOST}:${B}", ENV)
    assert [p.split("'")[1] for p in excinfo.value.problems] == ["A", "B"]


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ("${1ABC}", "'${1ABC}' is not a variable reference"),
        ("${A-B}", "'${A-B}' is not a variable reference"),
        ("${}", "'${}' is not a variable reference"),
        ("abc ${HOST", "unclosed '${'"),
        ("${A:-${B}}", "a default cannot contain another reference"),
    ],
)
def test_malformed_references_are_errors(value: str, fragment: str) -> None:
    with pytest.raises(ExpansionError) as excinfo:
        expand(value, ENV)
    assert fragment in str(excinfo.value)


def test_environment_is_only_read() -> None:
    env = dict(ENV)
    expand("${MISSING:-x}", env)
    assert env == ENV


@pytest.mark.parametrize(
    ("value", "expected"),
    [("${A}", True), ("x${A:-b}", True), ("$${A}", False), ("$A", False), ("plain", False)],
)
def test_has_reference(value: str, expected: bool) -> None:
    assert has_reference(value) is expected
