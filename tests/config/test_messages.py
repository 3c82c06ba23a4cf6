"""How key paths and values are written in config messages."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from toolvet.config import ServerConfig
from toolvet.config._messages import describe_value, format_path, problems_from


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (["mcpServers", "notes", "validation", "mode"], "mcpServers.notes.validation.mode"),
        (["mcpServers", "notes", "args", 1], "mcpServers.notes.args[1]"),
        (["mcpServers", "my server"], 'mcpServers["my server"]'),
        (["mcpServers", "a", "env", "X.Y"], 'mcpServers.a.env["X.Y"]'),
        ([], "(top level)"),
    ],
)
def test_format_path(path: list[str | int], text: str) -> None:
    assert format_path(path) == text


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (None, "null"),
        (True, "a boolean (true)"),
        (3, "a number (3)"),
        ("x", "a string ('x')"),
        ("y" * 50, f"a string ('{'y' * 37}...')"),
        ([1], "a list"),
        ({}, "an object"),
    ],
)
def test_describe_value(value: object, text: str) -> None:
    assert describe_value(value) == text


def test_values_under_env_and_headers_are_never_quoted() -> None:
    with pytest.raises(ValidationError) as excinfo:
        ServerConfig.model_validate(
            {"name": "a", "url": "https://x/mcp", "headers": {"Authorization": 12345678}}
        )
    assert problems_from(excinfo.value, ServerConfig, ["mcpServers", "a"]) == [
        ("mcpServers.a.headers.Authorization", "expected a string, got a number")
    ]


def test_url_messages_do_not_quote_the_url() -> None:
    with pytest.raises(ValidationError) as excinfo:
        ServerConfig.model_validate({"name": "a", "url": "ftp://user:s3cret@host/"})
    ((path, message),) = problems_from(excinfo.value, ServerConfig)
    assert (path, message) == (
        "url",
        "expected an http:// or https:// URL, but the scheme is 'ftp'",
    )
    assert "s3cret" not in message


def test_env_or_headers_of_the_wrong_shape_are_not_quoted_either() -> None:
    with pytest.raises(ValidationError) as excinfo:
        ServerConfig.model_validate({"name": "a", "url": "https://x/mcp", "headers": "Bearer abc"})
    ((_, message),) = problems_from(excinfo.value, ServerConfig)
    assert message == "expected an object whose values are each a string, got a string"
