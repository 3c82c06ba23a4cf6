"""The models on their own: policy inheritance, tool filters, transports, built in code."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from toolvet.config import (
    Config,
    HttpSettings,
    ProxySettings,
    ServerConfig,
    ToolFilter,
    ValidationPolicy,
)

# --- ValidationPolicy -----------------------------------------------------------------------------


def test_builtin_defaults() -> None:
    assert ValidationPolicy().model_dump() == {
        "mode": "enforce",
        "repair": "safe",
        "unknown_arguments": "suggest",
        "output": "warn",
        "formats": "assert",
        "invalid_schema": "pass",
    }


def test_inherit_takes_only_what_is_not_set_explicitly() -> None:
    parent = ValidationPolicy(mode="warn", repair="off")
    child = ValidationPolicy.model_validate({"repair": "lenient", "formats": "annotate"})
    merged = child.inherit(parent)
    assert merged.model_dump() == {
        "mode": "warn",  # from the parent
        "repair": "lenient",  # the child's own
        "unknown_arguments": "suggest",  # neither: the default
        "output": "warn",
        "formats": "annotate",
        "invalid_schema": "pass",
    }
    # Setting a field to its default value still counts as setting it.
    assert ValidationPolicy(mode="enforce").inherit(parent).mode == "enforce"


def test_policy_is_frozen() -> None:
    with pytest.raises(ValidationError):
        ValidationPolicy().mode = "off"  # type: ignore[misc]


# --- ToolFilter -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("allow", "deny", "exposed"),
    [
        (["*"], [], {"read_file", "write_file", "delete_file", "Delete_all"}),
        (["*"], ["delete_*"], {"read_file", "write_file", "Delete_all"}),  # case-sensitive
        (["read_*", "write_file"], [], {"read_file", "write_file"}),
        (["*_file"], ["write_file", "delete_*"], {"read_file"}),  # deny wins
        (["read_?ile"], [], {"read_file"}),
        (["[rw]*"], [], {"read_file", "write_file"}),
        ([], [], set()),  # an empty allow list exposes nothing
    ],
)
def test_tool_filter(allow: list[str], deny: list[str], exposed: set[str]) -> None:
    tools = {"read_file", "write_file", "delete_file", "Delete_all"}
    f = ToolFilter(allow=allow, deny=deny)
    assert {t for t in tools if f.permits(t)} == exposed


def test_tool_filter_defaults_allow_everything() -> None:
    assert ToolFilter().allow == ["*"] and ToolFilter().deny == []
    assert ServerConfig.model_validate({"name": "a", "command": "x"}).exposes("anything")


def test_empty_pattern_is_an_error() -> None:
    with pytest.raises(ValidationError, match="a pattern is empty"):
        ToolFilter(allow=[""])


# --- ServerConfig ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "transport"),
    [
        ({"command": "x"}, "stdio"),
        ({"url": "https://x/mcp"}, "streamable-http"),
        ({"url": "https://x/mcp", "transport": "http"}, "streamable-http"),
        ({"url": "https://x/mcp", "transport": "streamable_http"}, "streamable-http"),
        ({"url": "https://x/mcp", "type": "streamableHttp"}, "streamable-http"),
        ({"url": "https://x/sse", "type": "sse"}, "sse"),
        ({"command": "x", "type": "stdio"}, "stdio"),
        ({"url": "https://x/sse", "transportType": "sse"}, "sse"),
    ],
)
def test_transport_spellings_normalize(data: dict[str, str], transport: str) -> None:
    assert ServerConfig.model_validate({"name": "a", **data}).transport == transport


def test_server_built_in_code() -> None:
    server = ServerConfig(name="notes", transport="stdio", command="python", args=["s.py"])
    assert server.enabled and not server.disabled
    assert server.cwd is None  # only the loader resolves cwd
    assert server.validation == ValidationPolicy()
    assert server.timeout is None


def test_enabled_false_is_disabled() -> None:
    server = ServerConfig.model_validate({"name": "a", "command": "x", "enabled": False})
    assert server.disabled and not server.enabled


def test_integer_timeout_becomes_float_but_strings_are_refused() -> None:
    assert ServerConfig.model_validate({"name": "a", "command": "x", "timeout": 5}).timeout == 5.0
    with pytest.raises(ValidationError):
        ServerConfig.model_validate({"name": "a", "command": "x", "timeout": "5"})


# --- ProxySettings / HttpSettings -----------------------------------------------------------------


@pytest.mark.parametrize("separator", ["__", "-", "_x_", "12345678"])
def test_separator_accepted(separator: str) -> None:
    assert ProxySettings(separator=separator).separator == separator


@pytest.mark.parametrize("separator", ["", "::", "/", "123456789", "a b"])
def test_separator_refused(separator: str) -> None:
    with pytest.raises(ValidationError, match=r"\^\[A-Za-z0-9_-\]\{1,8\}\$"):
        ProxySettings(separator=separator)


def _sdk_matches(pattern_list: list[str], value: str) -> bool:
    """The MCP SDK's TransportSecuritySettings rule: exact, or ``base:*`` for any port."""
    return value in pattern_list or any(
        p.endswith(":*") and value.startswith(p[:-2] + ":") for p in pattern_list
    )


def test_http_defaults_accept_loopback_only() -> None:
    http = HttpSettings()
    for host in ["127.0.0.1", "127.0.0.1:8765", "localhost:3000", "[::1]:8765", "localhost"]:
        assert _sdk_matches(http.allowed_hosts, host), host
    for host in ["evil.example:8765", "127.0.0.1.evil.example", "0.0.0.0:8765"]:
        assert not _sdk_matches(http.allowed_hosts, host), host
    for origin in ["http://localhost:5173", "http://127.0.0.1", "http://[::1]:80"]:
        assert _sdk_matches(http.allowed_origins, origin), origin
    assert not _sdk_matches(http.allowed_origins, "https://evil.example")


# --- Config ---------------------------------------------------------------------------------------


def test_config_completes_each_server_policy_from_the_proxy() -> None:
    a = ServerConfig.model_validate({"name": "a", "command": "x", "validation": {"output": "off"}})
    b = ServerConfig.model_validate({"name": "b", "url": "https://x/mcp"})
    config = Config(
        servers={"a": a, "b": b},
        proxy=ProxySettings(validation=ValidationPolicy(mode="warn")),
        base_dir=Path("/tmp"),
    )
    assert (config.servers["a"].validation.mode, config.servers["a"].validation.output) == (
        "warn",
        "off",
    )
    assert config.servers["b"].validation == ValidationPolicy(mode="warn")
    assert a.validation.mode == "enforce"  # the input objects are not changed


def test_enabled_servers_keeps_file_order() -> None:
    servers = {
        name: ServerConfig.model_validate({"name": name, "command": "x", "disabled": off})
        for name, off in [("z", False), ("m", True), ("a", False)]
    }
    assert list(Config(servers=servers).enabled_servers()) == ["z", "a"]
