"""What a reload would change, computed in process from two configs: which servers start, stop or
are replaced (and why), whose policy alone changed, and which `proxy` settings apply now or need a
restart."""

from __future__ import annotations

import copy
import sys
from typing import Any

import pytest

from toolvet.config import ProxySettings, parse_config
from toolvet.proxy._reload import RESTART_KEYS, ConfigDiff, changed_paths, config_diff
from toolvet.proxy.observability import ReloadStatus

BASE: dict[str, Any] = {
    "mcpServers": {
        "notes": {"command": sys.executable, "args": ["notes.py"], "env": {"A": "1"}},
        "search": {"url": "http://127.0.0.1:9/mcp", "headers": {"X-Key": "k"}},
        "files": {"command": sys.executable, "args": ["files.py"]},
    },
    "proxy": {
        "http": {"port": 8765},
        "auth": {"tokens": [{"token": "bob-token-0123456789", "subject": "bob"}]},
    },
}


def diff(change: Any) -> ConfigDiff:
    """The diff from BASE to BASE changed in place by `change`."""
    new = copy.deepcopy(BASE)
    change(new)
    return config_diff(parse_config(BASE), parse_config(new))


def test_the_same_config_changes_nothing() -> None:
    unchanged = diff(lambda c: None)
    assert unchanged == ConfigDiff()
    assert unchanged.summary() == "no change to servers or settings"


def test_a_new_server_starts_and_a_removed_one_stops() -> None:
    def change(c: dict[str, Any]) -> None:
        del c["mcpServers"]["search"]
        c["mcpServers"]["calendar"] = {"command": "cal"}

    plan = diff(change)
    assert plan.added == ("calendar",) and plan.removed == ("search",)
    assert not plan.replaced and not plan.retuned
    assert plan.summary() == "started calendar; stopped search"


def test_a_disabled_server_is_a_removed_one_and_enabling_it_starts_it() -> None:
    assert diff(lambda c: c["mcpServers"]["files"].update(disabled=True)).removed == ("files",)
    config = copy.deepcopy(BASE)
    config["mcpServers"]["files"]["disabled"] = True
    assert config_diff(parse_config(config), parse_config(BASE)).added == ("files",)


@pytest.mark.parametrize(
    ("server", "key", "value"),
    [
        ("notes", "command", "/usr/bin/env"),
        ("notes", "args", ["notes.py", "--verbose"]),
        ("notes", "env", {"A": "2"}),
        ("notes", "cwd", "/tmp"),
        ("search", "url", "http://127.0.0.1:10/mcp"),
        ("search", "headers", {"X-Key": "rotated"}),
        (
            "search",
            "auth",
            {
                "grant": "client_credentials",
                "client_id": "c",
                "client_secret": "s",
                "token_endpoint": "http://127.0.0.1:9/token",
            },
        ),
        ("notes", "timeout", 5),
    ],
)
def test_a_change_of_how_a_server_is_reached_replaces_that_server_alone(
    server: str, key: str, value: Any
) -> None:
    plan = diff(lambda c: c["mcpServers"][server].update({key: value}))
    assert dict(plan.replaced) == {server: (key,)}
    assert not plan.added and not plan.removed and not plan.retuned and not plan.policy
    assert plan.servers_changed
    assert plan.summary() == f"replaced {server} ({key})"


def test_a_change_of_a_servers_validation_or_tool_filter_keeps_it_running() -> None:
    def change(c: dict[str, Any]) -> None:
        c["mcpServers"]["notes"]["validation"] = {"mode": "warn"}
        c["mcpServers"]["files"]["tools"] = {
            "deny": ["delete_*"],
            "constrain": {"write": {"properties": {"path": {"pattern": "^/tmp/"}}}},
        }

    plan = diff(change)
    assert dict(plan.retuned) == {"notes": ("validation",), "files": ("tools",)}
    assert not plan.servers_changed
    assert plan.summary() == "policy of notes, files"


def test_the_proxys_policy_applies_now_and_its_listening_settings_need_a_restart() -> None:
    def change(c: dict[str, Any]) -> None:
        c["proxy"]["http"] = {"port": 9000, "readiness": "all"}
        c["proxy"]["validation"] = {"repair": "off"}
        c["proxy"]["limits"] = {"max_argument_bytes": 1000, "max_request_bytes": 10_000}
        c["proxy"]["auth"]["access"] = [{"tools": ["notes/*"]}]
        c["proxy"]["telemetry"] = {"record_arguments": True}
        c["proxy"]["rate_limits"] = {"rules": [{"tools": ["*"], "limit": "5/minute"}]}

    plan = diff(change)
    assert plan.restart == (
        "http.port",
        "limits.max_request_bytes",
        "telemetry.record_arguments",
    )
    assert set(plan.policy) == {
        "validation.repair",
        "http.readiness",
        "limits.max_argument_bytes",
        "auth.access",
        "rate_limits.rules",
    }
    # The default policy is every server's: each of them has a policy change.
    assert set(plan.retuned) == {"notes", "search", "files"}


def test_every_restart_key_is_a_setting_of_the_proxy() -> None:
    settings = ProxySettings().model_dump(mode="json")
    for key in RESTART_KEYS:
        value: Any = settings
        for part in key.split("."):
            assert isinstance(value, dict) and part in value, f"proxy.{key} is no setting"
            value = value[part]


def test_changed_paths_go_into_objects_and_take_lists_whole() -> None:
    old = {"a": {"b": 1, "c": [1, 2]}, "d": 1}
    new = {"a": {"b": 2, "c": [1, 2, 3]}, "e": 1}
    assert changed_paths(old, new) == ["a.b", "a.c", "d", "e"]
    assert changed_paths(old, copy.deepcopy(old)) == []


def test_the_status_counts_reloads_and_keeps_the_last_error_until_one_applies() -> None:
    status = ReloadStatus()
    assert status.health()["generation"] == 1 and status.health()["last_error"] is None
    status.refused("servers.json: mcpServers.notes.comand: unknown key")
    status.unchanged()
    assert status.generation == 1
    assert "comand" in status.health()["last_error"] and "last_error_at" in status.health()
    status.applied()
    assert status.health()["generation"] == 2 and status.health()["last_error"] is None
    assert dict(status.results) == {"refused": 1, "unchanged": 1, "applied": 1}
