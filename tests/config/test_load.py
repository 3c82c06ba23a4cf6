"""load_config and parse_config: real-world configs in, a Config or one clear ConfigError out."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from toolvet.config import ConfigError, ServerConfig, load_config, parse_config

WriteConfig = Callable[..., Path]  # the write_config fixture: dict or text -> servers.json path


def problems(excinfo: pytest.ExceptionInfo[ConfigError]) -> list[str]:
    return excinfo.value.problems


# --- configs other clients read, loaded as they are -----------------------------------------------


def test_claude_desktop_config(write_config: WriteConfig, tmp_path: Path) -> None:
    path = write_config(
        {
            "mcpServers": {
                "filesystem": {
                    "command": "npx",
                    "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop"],
                },
                "github": {
                    "command": "docker",
                    "args": [
                        "run",
                        "-i",
                        "--rm",
                        "-e",
                        "GITHUB_PERSONAL_ACCESS_TOKEN",
                        "ghcr.io/x",
                    ],
                    "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GH_TOKEN}"},
                },
            },
            "globalShortcut": "Ctrl+Space",
        }
    )
    config = load_config(path, environ={"GH_TOKEN": "ghp_secret"})

    assert list(config.servers) == ["filesystem", "github"]
    fs = config.servers["filesystem"]
    assert fs.name == "filesystem"
    assert fs.transport == "stdio"
    assert fs.command == "npx"
    assert fs.args == ["-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop"]
    assert fs.cwd == tmp_path  # no cwd: the config file's directory
    assert config.servers["github"].env == {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_secret"}
    # Claude Desktop's own top-level settings are not ours: ignored, with a warning.
    assert config.warnings == [
        f"{path}: globalShortcut: ignored: unknown top-level key 'globalShortcut'"
    ]


def test_cursor_config_with_type(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "local": {"type": "stdio", "command": "node", "args": ["server.js"]},
                "web": {
                    "type": "http",
                    "url": "https://mcp.example.com/mcp",
                    "headers": {"Authorization": "Bearer ${API_KEY}"},
                },
                "events": {"type": "sse", "url": "http://localhost:9000/sse"},
            }
        }
    )
    config = load_config(path, environ={"API_KEY": "k"})

    assert {n: s.transport for n, s in config.servers.items()} == {
        "local": "stdio",
        "web": "streamable-http",
        "events": "sse",
    }
    assert config.servers["web"].headers == {"Authorization": "Bearer k"}
    assert config.servers["web"].cwd is None
    assert config.warnings == []


def test_fastmcp_config(write_config: WriteConfig, tmp_path: Path) -> None:
    (tmp_path / "servers").mkdir()
    path = write_config(
        {
            "mcpServers": {
                "weather": {"url": "https://weather.example.com/mcp", "transport": "http"},
                "assistant": {
                    "command": "python",
                    "args": ["./assistant_server.py"],
                    "env": {"DEBUG": "true"},
                    "cwd": "servers",
                },
            }
        }
    )
    config = load_config(path, environ={})

    assert config.servers["weather"].transport == "streamable-http"
    assert config.servers["assistant"].cwd == tmp_path / "servers"
    assert config.servers["assistant"].env == {"DEBUG": "true"}


def test_the_documented_example(write_config: WriteConfig, tmp_path: Path) -> None:
    path = write_config(
        {
            "mcpServers": {
                "notes": {
                    "command": "python",
                    "args": ["examples/servers/notes_server.py"],
                    "env": {"TOKEN": "${NOTES_TOKEN}"},
                    "cwd": ".",
                    "validation": {
                        "mode": "enforce",
                        "repair": "safe",
                        "unknown_arguments": "suggest",
                        "output": "warn",
                        "formats": "assert",
                        "invalid_schema": "pass",
                    },
                    "tools": {"allow": ["*"], "deny": ["delete_*"]},
                },
                "remote": {
                    "url": "https://example.com/mcp",
                    "headers": {"Authorization": "Bearer ${API_TOKEN}"},
                    "transport": "streamable-http",
                },
                "legacy": {
                    "url": "http://127.0.0.1:9000/sse",
                    "type": "sse",
                    "disabled": True,
                    "timeout": 30,
                },
            },
            "proxy": {
                "namespacing": "auto",
                "separator": "__",
                "validation": {"mode": "enforce"},
                "http": {"host": "127.0.0.1", "port": 8765},
            },
        }
    )
    config = load_config(path, environ={"NOTES_TOKEN": "n", "API_TOKEN": "a"})

    assert config.source == str(path)
    assert config.base_dir == tmp_path
    notes, remote, legacy = config.servers.values()
    assert notes.cwd == tmp_path
    assert notes.exposes("search_notes") and not notes.exposes("delete_note")
    assert remote.headers == {"Authorization": "Bearer a"}
    assert legacy.disabled and legacy.timeout == 30.0 and legacy.transport == "sse"
    assert list(config.enabled_servers()) == ["notes", "remote"]
    assert config.proxy.http.port == 8765
    assert config.warnings == []


def test_source_is_the_path_as_given(
    write_config: WriteConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_config({"mcpServers": {"a": {"command": "x"}}})
    monkeypatch.chdir(path.parent)
    config = load_config("servers.json")
    assert config.source == "servers.json"
    assert config.base_dir == path.parent


# --- cwd ------------------------------------------------------------------------------------------


def test_relative_cwd_resolves_against_the_config_directory(
    write_config: WriteConfig, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "srv").mkdir()
    path = write_config(
        {
            "mcpServers": {
                "a": {"command": "x", "cwd": "srv"},
                "b": {"command": "x", "cwd": "srv/.."},
                "c": {"command": "x", "cwd": str(tmp_path / "srv")},
                "d": {"command": "x"},
            }
        }
    )
    monkeypatch.chdir("/")  # where the proxy is started from does not matter
    config = load_config(path)
    cwds = {name: server.cwd for name, server in config.servers.items()}
    assert cwds == {"a": tmp_path / "srv", "b": tmp_path, "c": tmp_path / "srv", "d": tmp_path}


def test_parse_config_resolves_cwd_against_base_dir(tmp_path: Path) -> None:
    config = parse_config(
        {"mcpServers": {"a": {"command": "x", "cwd": "."}, "b": {"command": "y"}}},
        base_dir=tmp_path,
    )
    assert config.servers["a"].cwd == tmp_path
    assert config.servers["b"].cwd == tmp_path
    assert config.source == "<config>"


def test_parse_config_defaults_to_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    config = parse_config({"mcpServers": {"a": {"command": "x"}}})
    assert config.servers["a"].cwd == tmp_path


def test_missing_cwd_directory_is_a_warning(write_config: WriteConfig, tmp_path: Path) -> None:
    path = write_config({"mcpServers": {"a": {"command": "x", "cwd": "nowhere"}}})
    config = load_config(path)
    assert config.servers["a"].cwd == tmp_path / "nowhere"
    assert config.warnings == [
        f"{path}: mcpServers.a.cwd: directory '{tmp_path / 'nowhere'}' does not exist"
    ]


# --- ${VAR} expansion through the loader ----------------------------------------------------------


def test_expansion_in_env_headers_and_url_only(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "local": {
                    "command": "run-${TOOL}",
                    "args": ["--token", "${TOKEN}"],
                    "env": {"TOKEN": "${TOKEN}", "LEVEL": "${LEVEL:-info}", "RAW": "$${TOKEN}"},
                },
                "remote": {
                    "url": "https://${HOST:-example.com}/mcp",
                    "headers": {"Authorization": "Bearer ${TOKEN}"},
                },
            }
        }
    )
    config = load_config(path, environ={"TOKEN": "t0k"})

    local, remote = config.servers.values()
    assert local.env == {"TOKEN": "t0k", "LEVEL": "info", "RAW": "${TOKEN}"}
    assert local.command == "run-${TOOL}"  # not expanded, and a warning says so
    assert local.args == ["--token", "${TOKEN}"]
    assert remote.url == "https://example.com/mcp"
    assert remote.headers == {"Authorization": "Bearer t0k"}
    assert [w.split(": ")[1] for w in config.warnings] == [
        "mcpServers.local.command",
        "mcpServers.local.args[1]",
    ]
    assert "not expanded here (only in env, headers and url, and auth" in config.warnings[0]


def test_missing_variable_names_variable_file_and_key(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "remote": {
                    "url": "https://x/mcp",
                    "headers": {"Authorization": "Bearer ${API_TOKEN}"},
                }
            }
        }
    )
    with pytest.raises(ConfigError) as excinfo:
        load_config(path, environ={})
    assert str(excinfo.value) == (
        f"{path}: mcpServers.remote.headers.Authorization: environment variable 'API_TOKEN'"
        " is not set; set it, or give a default with ${API_TOKEN:-default}"
    )


def test_environ_defaults_to_os_environ(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TOOLVET_TEST_TOKEN", "from-os")
    config = parse_config(
        {"mcpServers": {"a": {"command": "x", "env": {"T": "${TOOLVET_TEST_TOKEN}"}}}},
        base_dir=tmp_path,
    )
    assert config.servers["a"].env == {"T": "from-os"}


def test_secrets_stay_out_of_repr(tmp_path: Path) -> None:
    config = parse_config(
        {"mcpServers": {"a": {"url": "https://x/mcp", "headers": {"Authorization": "${T}"}}}},
        environ={"T": "s3cret"},
        base_dir=tmp_path,
    )
    assert "s3cret" not in repr(config)


# --- JSON and top-level shape ---------------------------------------------------------------------


def test_json_syntax_error_gives_line_and_column(write_config: WriteConfig) -> None:
    path = write_config('{\n  "mcpServers": {\n    "a": {"command": "x" "args": []}\n  }\n}\n')
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert str(excinfo.value) == (
        f"{path}:3:26: invalid JSON at line 3, column 26: Expecting ',' delimiter"
    )


def test_json_trailing_comma_and_comments_get_a_hint(write_config: WriteConfig) -> None:
    path = write_config('{"mcpServers": {"a": {"command": "x",}}}')
    with pytest.raises(ConfigError, match=r"1:38: .*JSON allows no trailing comma"):
        load_config(path)
    path = write_config('{\n  // my servers\n  "mcpServers": {}\n}')
    with pytest.raises(ConfigError, match=r"2:3: .*JSON allows no comments"):
        load_config(path)


def test_empty_file_missing_file_and_non_object(write_config: WriteConfig, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="the file is empty"):
        load_config(write_config("  \n"))
    with pytest.raises(ConfigError, match=r"nope\.json: file not found"):
        load_config(tmp_path / "nope.json")
    with pytest.raises(ConfigError, match="expected a JSON object with an 'mcpServers' key"):
        load_config(write_config("[]"))


def test_utf8_bom_is_accepted(write_config: WriteConfig) -> None:
    path = write_config("\ufeff" + json.dumps({"mcpServers": {"a": {"command": "x"}}}))
    assert list(load_config(path).servers) == ["a"]


def test_duplicate_keys_warn(write_config: WriteConfig) -> None:
    path = write_config('{"mcpServers": {"a": {"command": "old"}, "a": {"command": "new"}}}')
    config = load_config(path)
    assert config.servers["a"].command == "new"
    assert config.warnings == [
        f"{path}: key 'a' appears twice in one JSON object; only its last value is used"
    ]


def test_missing_or_empty_mcp_servers_is_an_error(write_config: WriteConfig) -> None:
    with pytest.raises(ConfigError) as excinfo:
        load_config(write_config({"proxy": {}}))
    assert "mcpServers: missing; list the servers to front" in str(excinfo.value)

    with pytest.raises(ConfigError) as excinfo:
        load_config(write_config({"mcpServers": {}}))
    assert "mcpServers: is empty; list at least one server" in str(excinfo.value)

    with pytest.raises(ConfigError, match="mcpServers: expected an object mapping server names"):
        load_config(write_config({"mcpServers": [{"command": "x"}]}))


def test_vs_code_servers_key_is_a_near_miss(write_config: WriteConfig) -> None:
    path = write_config({"servers": {"a": {"type": "stdio", "command": "x"}}})
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    # One line: the near miss; no second "mcpServers is missing".
    assert problems(excinfo) == [
        f"{path}: servers: unknown key 'servers'; did you mean 'mcpServers'?"
    ]


def test_proxy_keys_at_top_level_are_misplaced(write_config: WriteConfig) -> None:
    path = write_config({"mcpServers": {"a": {"command": "x"}}, "validation": {"mode": "warn"}})
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert problems(excinfo) == [
        f"{path}: validation: 'validation' belongs inside the 'proxy' block:"
        ' "proxy": {"validation": ...}'
    ]


# --- server entries -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "suggestion"),
    [
        ("comand", "command"),
        ("arg", "args"),
        ("Validation", "validation"),
        ("valdation", "validation"),
        ("tool", "tools"),
        ("header", "headers"),
        ("timout", "timeout"),
    ],
)
def test_server_key_near_miss_is_an_error(
    write_config: WriteConfig, key: str, suggestion: str
) -> None:
    server = {"command": "x", key: {}} if key != "comand" else {"comand": "x"}
    path = write_config({"mcpServers": {"notes": server}})
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert problems(excinfo)[0] == (
        f"{path}: mcpServers.notes.{key}: unknown key '{key}'; did you mean '{suggestion}'?"
    )


def test_near_miss_value_is_still_checked(write_config: WriteConfig) -> None:
    """A misspelt key's value is checked as if spelt right, so one run shows every problem."""
    path = write_config({"mcpServers": {"notes": {"comand": "x", "valdation": {"mode": "strict"}}}})
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert [p.split(": ")[1] for p in problems(excinfo)] == [
        "mcpServers.notes.comand",
        "mcpServers.notes.valdation",
        "mcpServers.notes.validation.mode",
    ]


def test_toolvet_keys_at_server_level_are_misplaced(write_config: WriteConfig) -> None:
    path = write_config({"mcpServers": {"a": {"command": "x", "mode": "warn", "deny": ["rm"]}}})
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert problems(excinfo) == [
        f"{path}: mcpServers.a.mode: 'mode' belongs inside 'validation':"
        ' "validation": {"mode": ...}',
        f"{path}: mcpServers.a.deny: 'deny' belongs inside 'tools': \"tools\": {{\"deny\": ...}}",
    ]


def test_other_clients_keys_are_ignored_with_a_warning(
    write_config: WriteConfig, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_config(
        {
            "mcpServers": {
                "a": {
                    "command": "x",
                    "alwaysAllow": ["read"],
                    "autoApprove": [],
                    "description": "notes",
                    "oauth": {"clientId": "c"},
                    "envFile": ".env",
                    "colour": "blue",
                }
            }
        }
    )
    config = load_config(path)

    assert config.servers["a"].command == "x"
    assert config.warnings[0] == (
        f"{path}: mcpServers.a.alwaysAllow: ignored: 'alwaysAllow' is another MCP client's"
        " setting; toolvet does not use it"
    )
    assert [w.split(": ")[1] for w in config.warnings] == [
        "mcpServers.a.alwaysAllow",
        "mcpServers.a.autoApprove",
        "mcpServers.a.description",
        "mcpServers.a.oauth",
        "mcpServers.a.envFile",
        "mcpServers.a.colour",
    ]
    assert config.warnings[-1].endswith("ignored: unknown key 'colour'")
    assert capsys.readouterr() == ("", "")  # the loader returns warnings, never prints them


def test_keys_for_the_other_transport_are_ignored_with_a_warning(tmp_path: Path) -> None:
    config = parse_config(
        {
            "mcpServers": {
                "remote": {"url": "https://x/mcp", "env": {"A": "${UNSET}"}, "args": []},
                "local": {"command": "x", "headers": {"A": "b"}},
            }
        },
        source="s.json",
        base_dir=tmp_path,
        environ={},
    )
    assert config.servers["remote"].env == {}  # dropped before expansion: no unset-variable error
    assert config.servers["local"].headers == {}
    assert config.warnings == [
        "s.json: mcpServers.remote.env: ignored: 'env' only applies to stdio servers"
        " (with 'command')",
        "s.json: mcpServers.local.headers: ignored: 'headers' only applies to remote servers"
        " (with 'url')",
    ]


def test_windsurf_server_url_and_cline_transport_type(tmp_path: Path) -> None:
    config = parse_config(
        {
            "mcpServers": {
                "windsurf": {"serverUrl": "https://x/mcp"},
                "cline": {"url": "https://y/sse", "transportType": "sse"},
                "gemini": {"httpUrl": "https://z/mcp"},
            }
        },
        base_dir=tmp_path,
    )
    assert [(s.url, s.transport) for s in config.servers.values()] == [
        ("https://x/mcp", "streamable-http"),
        ("https://y/sse", "sse"),
        ("https://z/mcp", "streamable-http"),
    ]


def test_disabled_and_enabled_false(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "a": {"command": "x", "disabled": True},
                "b": {"command": "x", "enabled": False},
                "c": {"command": "x", "enabled": True},
                "d": {"command": "x"},
            }
        }
    )
    config = load_config(path)
    assert [n for n, s in config.servers.items() if s.disabled] == ["a", "b"]
    assert list(config.enabled_servers()) == ["c", "d"]
    assert config.warnings == []


def test_every_server_disabled_is_a_warning(tmp_path: Path) -> None:
    config = parse_config(
        {"mcpServers": {"a": {"command": "x", "disabled": True}}},
        source="s.json",
        base_dir=tmp_path,
    )
    assert config.enabled_servers() == {}
    assert config.warnings == [
        "s.json: mcpServers: every server is disabled; the proxy has nothing to front"
    ]


def test_enabled_and_disabled_that_disagree_are_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config(
            {"mcpServers": {"a": {"command": "x", "disabled": True, "enabled": True}}},
            source="s.json",
            base_dir=tmp_path,
        )
    assert problems(excinfo) == [
        "s.json: mcpServers.a.enabled: 'enabled: true' contradicts 'disabled: true'; keep one"
    ]


def test_timeout_in_milliseconds_is_suspected(tmp_path: Path) -> None:
    config = parse_config(
        {"mcpServers": {"a": {"command": "x", "timeout": 600000}}},
        source="s.json",
        base_dir=tmp_path,
    )
    assert config.servers["a"].timeout == 600000.0
    assert config.warnings == [
        "s.json: mcpServers.a.timeout: timeout is in seconds: 600000 s is over an hour"
        " (if you meant milliseconds, write 600)"
    ]


@pytest.mark.parametrize(
    ("server", "message"),
    [
        (
            {"command": "x", "url": "https://x/mcp"},
            "mcpServers.a: has both 'command' (a stdio server) and 'url' (a remote server)",
        ),
        (
            {"args": ["x"]},
            "mcpServers.a: has neither 'command' (to launch a stdio server) nor 'url'",
        ),
        (
            {"url": "https://x/mcp", "transport": "stdio"},
            "mcpServers.a.transport: transport 'stdio' launches a local 'command'",
        ),
        (
            {"command": "x", "type": "sse"},
            "mcpServers.a.type: transport 'sse' reaches a remote 'url'",
        ),
        (
            {"url": "https://x/mcp", "transport": "http", "type": "sse"},
            "mcpServers.a.type: 'transport' and 'type' give different transports"
            " ('http' and 'sse')",
        ),
        (
            {"url": "https://x/mcp", "type": "websocket"},
            "mcpServers.a.type: 'websocket' is not a transport; expected 'stdio', 'streamable-http'"
            " (also spelled 'streamable_http', 'streamableHttp' or 'http') or 'sse'",
        ),
        (
            {"url": "localhost:8000/mcp"},
            "mcpServers.a.url: expected an http:// or https:// URL, but there is no scheme",
        ),
        ("python server.py", "mcpServers.a: expected an object with 'command' (a stdio server)"),
    ],
)
def test_server_shape_errors(tmp_path: Path, server: object, message: str) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config({"mcpServers": {"a": server}}, source="s.json", base_dir=tmp_path)
    assert problems(excinfo)[0].startswith(f"s.json: {message}")


def test_transport_and_type_may_both_be_given_when_they_agree(tmp_path: Path) -> None:
    config = parse_config(
        {
            "mcpServers": {
                "a": {"url": "https://x/mcp", "transport": "streamable-http", "type": "http"}
            }
        },
        base_dir=tmp_path,
    )
    assert config.servers["a"].transport == "streamable-http"


@pytest.mark.parametrize("name", ["my server", "a.b", "", "x" * 65, "émoji"])
def test_server_name_rule(tmp_path: Path, name: str) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config({"mcpServers": {name: {"command": "x"}}}, source="s.json", base_dir=tmp_path)
    (line,) = problems(excinfo)
    assert f"server name {name!r} is not allowed: a name must be 1 to 64 characters," in line
    assert "^[A-Za-z0-9_-]{1,64}$" in line


# --- wrong types and values -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("server", "line"),
    [
        (
            {"command": "x", "args": "x"},
            "mcpServers.a.args: expected a list of strings, got a string ('x')",
        ),
        (
            {"command": "x", "args": ["-v", 2]},
            "mcpServers.a.args[1]: expected a string, got a number (2)",
        ),
        ({"command": ["python", "x"]}, "mcpServers.a.command: expected a string, got a list"),
        ({"command": ""}, "mcpServers.a.command: must not be empty; expected a string"),
        (
            {"command": "x", "env": {"PORT": 8080}},
            "mcpServers.a.env.PORT: expected a string, got a number",
        ),
        (
            {"command": "x", "disabled": "yes"},
            "mcpServers.a.disabled: expected true or false, got a string ('yes')",
        ),
        (
            {"command": "x", "timeout": "30"},
            "mcpServers.a.timeout: expected a number, got a string ('30')",
        ),
        (
            {"command": "x", "timeout": 0},
            "mcpServers.a.timeout: expected a number greater than 0, got a number (0)",
        ),
        (
            {"command": "x", "validation": "warn"},
            "mcpServers.a.validation: expected an object with keys mode, repair,"
            " unknown_arguments, output, formats, invalid_schema, got a string ('warn')",
        ),
        (
            {"command": "x", "tools": {"allow": "read_*"}},
            "mcpServers.a.tools.allow: expected a list of strings, got a string ('read_*')",
        ),
    ],
)
def test_wrong_types_name_the_key_and_the_expected_type(
    tmp_path: Path, server: dict[str, object], line: str
) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config({"mcpServers": {"a": server}}, source="s.json", base_dir=tmp_path)
    assert problems(excinfo) == [f"s.json: {line}"]


def test_typo_in_a_toolvet_key(write_config: WriteConfig) -> None:
    path = write_config({"mcpServers": {"notes": {"command": "x", "validation": {"mdoe": "warn"}}}})
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert str(excinfo.value) == (
        f"{path}: mcpServers.notes.validation.mdoe: unknown key 'mdoe'; did you mean 'mode'?"
    )


def test_unknown_toolvet_key_without_a_near_miss_lists_the_allowed_keys(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config(
            {"mcpServers": {"a": {"command": "x", "tools": {"only": ["x"]}}}},
            source="s.json",
            base_dir=tmp_path,
        )
    assert problems(excinfo) == [
        "s.json: mcpServers.a.tools.only: unknown key 'only'; allowed keys: allow, deny, constrain, rename,"
        " describe, fixed"
    ]


def test_wrong_enum_value_lists_the_allowed_values(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config(
            {
                "mcpServers": {
                    "a": {"command": "x", "validation": {"mode": "enforced", "output": 1}}
                }
            },
            source="s.json",
            base_dir=tmp_path,
        )
    assert problems(excinfo) == [
        "s.json: mcpServers.a.validation.mode: 'enforced' is not allowed; expected one of"
        " 'enforce', 'warn', 'off' (did you mean 'enforce'?)",
        "s.json: mcpServers.a.validation.output: expected one of 'off', 'warn', 'enforce',"
        " got a number (1)",
    ]


def test_proxy_block_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config(
            {
                "mcpServers": {"a": {"command": "x"}},
                "proxy": {
                    "namespacing": "sometimes",
                    "separator": "::",
                    "validation": {"formats": "annotated"},
                    "http": {"port": 70000, "prot": 1},
                    "retries": 3,
                },
            },
            source="s.json",
            base_dir=tmp_path,
        )
    assert problems(excinfo) == [
        "s.json: proxy.namespacing: 'sometimes' is not allowed; expected one of 'auto', 'always',"
        " 'never'",
        "s.json: proxy.separator: separator '::' is not allowed: it must be 1 to 8 characters,"
        " each a letter, digit, '_' or '-' (^[A-Za-z0-9_-]{1,8}$), so namespaced tool names"
        " stay valid",
        "s.json: proxy.validation.formats: 'annotated' is not allowed; expected one of 'assert',"
        " 'annotate' (did you mean 'annotate'?)",
        "s.json: proxy.http.port: expected an integer from 1 to 65535, got a number (70000)",
        "s.json: proxy.http.prot: unknown key 'prot'; did you mean 'port'?",
        "s.json: proxy.retries: unknown key 'retries'; allowed keys: namespacing, separator,"
        " discovery, always,"
        " validation, http, limits, auth, audit, caching, bridge, unbound_server_messages, lock,"
        " telemetry, rate_limits, reload, content, steps, token_store, endpoints",
    ]



def test_a_redis_store_without_the_redis_client_is_a_config_error(
    write_config: WriteConfig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Said at load (and so by `toolvet check` and a reload), not by the first call counted."""
    monkeypatch.setitem(sys.modules, "redis", None)  # as if the extra were not installed
    path = write_config(
        {"mcpServers": {"a": {"command": "x"}}, "proxy": {"rate_limits": {"store": "redis://r/0"}}}
    )
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert problems(excinfo) == [
        f"{path}: proxy.rate_limits.store: names a Redis store, but the Redis client is not"
        " installed: pip install 'toolvet[redis]' (or write 'memory': each process counts on"
        " its own)"
    ]

def test_all_problems_are_reported_together_one_per_line(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "a": {"command": "x", "args": "x"},
                "b": {"url": "https://x/mcp", "headers": {"Authorization": "${NOPE}"}},
                "c": {"command": "x", "tools": {"deny": "rm"}},
            },
            "proxy": {"namespacing": "sometimes"},
        }
    )
    with pytest.raises(ConfigError) as excinfo:
        load_config(path, environ={})
    lines = str(excinfo.value).splitlines()
    assert lines == problems(excinfo)
    assert [line.split(": ")[:2] for line in lines] == [
        [str(path), "mcpServers.a.args"],
        [str(path), "mcpServers.b.headers.Authorization"],
        [str(path), "mcpServers.c.tools.deny"],
        [str(path), "proxy.namespacing"],
    ]
    # pydantic's own multi-line report does not leak through.
    assert "validation error" not in str(excinfo.value)
    assert "pydantic" not in str(excinfo.value)


def test_error_keeps_the_warnings_a_load_would_have_returned(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as excinfo:
        parse_config(
            {"mcpServers": {"a": {"command": 1, "autoApprove": []}}},
            source="s.json",
            base_dir=tmp_path,
        )
    assert excinfo.value.warnings == [
        "s.json: mcpServers.a.autoApprove: ignored: 'autoApprove' is another MCP client's"
        " setting; toolvet does not use it"
    ]
    assert excinfo.value.source == "s.json"


# --- proxy settings -------------------------------------------------------------------------------


def test_proxy_defaults(tmp_path: Path) -> None:
    config = parse_config({"mcpServers": {"a": {"command": "x"}}}, base_dir=tmp_path)
    proxy = config.proxy
    assert (proxy.namespacing, proxy.separator) == ("auto", "__")
    assert (proxy.http.host, proxy.http.port) == ("127.0.0.1", 8765)
    assert "localhost:*" in proxy.http.allowed_hosts
    assert "http://127.0.0.1:*" in proxy.http.allowed_origins


def test_non_loopback_host_with_loopback_allowed_hosts_warns(tmp_path: Path) -> None:
    config = parse_config(
        {"mcpServers": {"a": {"command": "x"}}, "proxy": {"http": {"host": "0.0.0.0"}}},
        source="s.json",
        base_dir=tmp_path,
    )
    assert len(config.warnings) == 1
    assert config.warnings[0].startswith(
        "s.json: proxy.http.allowed_hosts: host is '0.0.0.0' but allowed_hosts lists only loopback"
    )


def test_policy_inheritance_server_over_proxy_over_defaults(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "strict": {"command": "x", "validation": {"unknown_arguments": "reject"}},
                "lax": {"command": "x", "validation": {"mode": "warn", "repair": "lenient"}},
                "plain": {"command": "x"},
            },
            "proxy": {"validation": {"mode": "enforce", "repair": "off"}},
        }
    )
    config = load_config(path)
    policies = {n: s.validation.model_dump() for n, s in config.servers.items()}
    assert policies == {
        # own setting; mode and repair from proxy; output and formats from the defaults
        "strict": {
            "mode": "enforce",
            "repair": "off",
            "unknown_arguments": "reject",
            "output": "warn",
            "formats": "assert",
            "invalid_schema": "pass",
        },
        "lax": {
            "mode": "warn",
            "repair": "lenient",
            "unknown_arguments": "suggest",
            "output": "warn",
            "formats": "assert",
            "invalid_schema": "pass",
        },
        "plain": {
            "mode": "enforce",
            "repair": "off",
            "unknown_arguments": "suggest",
            "output": "warn",
            "formats": "assert",
            "invalid_schema": "pass",
        },
    }
    assert isinstance(config.servers["plain"], ServerConfig)


def test_constraints_and_the_lock_settings(write_config: WriteConfig, tmp_path: Path) -> None:
    constrain = {"write_file": {"properties": {"path": {"pattern": "^/data/"}}}, "*": {}}
    path = write_config(
        {
            "mcpServers": {"fs": {"command": "fs", "tools": {"constrain": constrain}}},
            "proxy": {"lock": {"on_change": "warn"}},
        },
        name="agent.json",
    )
    config = load_config(path)
    tools = config.servers["fs"].tools
    assert tools.constraints_for("write_file") == list(constrain.items())
    assert tools.constraints_for("read_file") == [("*", {})]
    assert config.proxy.lock.on_change == "warn"
    assert config.proxy.lock.resolve(config.source, config.base_dir) == tmp_path / "agent.lock.json"
    moved = parse_config(
        {"mcpServers": {"fs": {"command": "fs"}}, "proxy": {"lock": {"path": "locks/a.json"}}},
        base_dir=tmp_path,
    )
    assert moved.proxy.lock.resolve(moved.source, moved.base_dir) == tmp_path / "locks" / "a.json"


def test_constraint_mistakes_name_the_file_and_key(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "fs": {
                    "command": "fs",
                    "constrain": {},
                    "tools": {"constrian": {}, "constrain": {"write_file": False}},
                }
            },
            "proxy": {"lock": {"on_change": "blok"}},
        }
    )
    with pytest.raises(ConfigError) as excinfo:
        load_config(path)
    assert problems(excinfo) == [
        f"{path}: mcpServers.fs.constrain: 'constrain' belongs inside 'tools':"
        ' "tools": {"constrain": ...}',
        f"{path}: mcpServers.fs.tools.constrain.write_file: expected a JSON Schema object that"
        ' calls must also satisfy, such as {"properties": {"path": {"pattern": "^/data/"}}}; got'
        " false; to hide a tool, list it in tools.deny",
        f"{path}: mcpServers.fs.tools.constrian: unknown key 'constrian'; did you mean 'constrain'?",
        f"{path}: proxy.lock.on_change: 'blok' is not allowed; expected one of 'block', 'warn'"
        " (did you mean 'block'?)",
    ]


def test_content_is_inherited_key_by_key_and_allowlists_add_up(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "issues": {
                    "command": "x",
                    "content": {
                        "results": "block",
                        "secrets": {"results": "warn"},
                        "allow": {"rules": ["github-pat"], "tools": {"get_*": {"rules": ["a"]}}},
                    },
                },
                "plain": {"command": "y"},
            },
            "proxy": {"content": {"descriptions": "warn", "allow": {"rules": ["encoded.base64"]}}},
        }
    )
    config = load_config(path)
    issues, plain = config.servers["issues"].content, config.servers["plain"].content
    assert (issues.descriptions, issues.results) == ("warn", "block")
    assert (issues.secrets.arguments, issues.secrets.results) == ("block", "warn")
    assert issues.allow.for_tool("get_issue").rules == {"encoded.base64", "github-pat", "a"}
    assert issues.allow.for_tool("list_issues").rules == {"encoded.base64", "github-pat"}
    assert (plain.descriptions, plain.results, plain.secrets.results) == ("warn", "warn", "redact")


def test_content_errors_name_the_file_and_key(write_config: WriteConfig) -> None:
    path = write_config(
        {
            "mcpServers": {
                "issues": {
                    "command": "x",
                    "content": {"results": "blok", "allow": {"patterns": ["(?<=a)b"]}},
                }
            },
            "proxy": {"content": {"secret": {}}},
        }
    )
    with pytest.raises(ConfigError) as raised:
        load_config(path)
    problems = str(raised.value).splitlines()
    assert any(
        "mcpServers.issues.content.results: 'blok' is not allowed" in p and "'block'" in p
        for p in problems
    ), problems
    assert any(
        "mcpServers.issues.content.allow.patterns" in p and "does not compile" in p
        for p in problems
    ), problems
    assert any("proxy.content.secret: unknown key 'secret'; did you mean 'secrets'?" in p
               for p in problems), problems
