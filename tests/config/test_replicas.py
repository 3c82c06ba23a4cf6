"""The config keys of a replica behind a balancer: readiness, the drain period, shared secrets."""

from __future__ import annotations

import pytest

from toolvet.config import ConfigError, parse_config

SERVERS = {"notes": {"command": "notes-server"}}


def proxy_config(proxy: dict, environ: dict[str, str] | None = None):
    return parse_config(
        {"mcpServers": SERVERS, "proxy": proxy}, source="s.json", environ=environ or {}
    )


def test_defaults_serve_one_process_without_a_balancer() -> None:
    http = proxy_config({}).proxy.http
    assert (http.readiness, http.drain_seconds) == ("any", 0.0)


def test_readiness_and_drain_seconds_are_read() -> None:
    http = proxy_config({"http": {"readiness": "all", "drain_seconds": 15}}).proxy.http
    assert (http.readiness, http.drain_seconds) == ("all", 15)


@pytest.mark.parametrize(
    ("http", "problem"),
    [
        (
            {"readiness": "most"},
            "s.json: proxy.http.readiness: 'most' is not allowed; expected one of 'any', 'all'",
        ),
        ({"drain_seconds": -1}, "s.json: proxy.http.drain_seconds: expected a number from 0"),
        (
            {"drain_second": 5},
            "s.json: proxy.http.drain_second: unknown key 'drain_second'; did"
            " you mean 'drain_seconds'?",
        ),
    ],
)
def test_a_wrong_value_names_the_file_the_key_and_what_is_right(http: dict, problem: str) -> None:
    with pytest.raises(ConfigError) as excinfo:
        proxy_config({"http": http})
    [reported] = excinfo.value.problems
    assert reported.startswith(problem), reported


def test_the_state_key_comes_from_the_environment_like_the_token() -> None:
    """Replicas share proxy.bridge.state_key: a Secret's value in the environment, not the file."""
    config = proxy_config(
        {"bridge": {"state_key": "${TOOLVET_STATE_KEY}"}, "auth": {"token": "${TOOLVET_TOKEN}"}},
        {"TOOLVET_STATE_KEY": "k" * 40, "TOOLVET_TOKEN": "t" * 20},
    )
    assert config.proxy.bridge.state_key == "k" * 40
    assert config.proxy.auth.token == "t" * 20


def test_an_unset_state_key_variable_is_an_error_naming_the_key() -> None:
    with pytest.raises(ConfigError) as excinfo:
        proxy_config({"bridge": {"state_key": "${TOOLVET_STATE_KEY}"}})
    [reported] = excinfo.value.problems
    assert reported.startswith("s.json: proxy.bridge.state_key:")
    assert "TOOLVET_STATE_KEY" in reported
