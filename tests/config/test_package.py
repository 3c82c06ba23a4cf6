"""The public API of toolvet.config. (What it may import is an import-linter contract in
pyproject.toml, checked by `make test`.)"""

from __future__ import annotations

import ast
from pathlib import Path

import toolvet.config

PACKAGE_DIR = Path(toolvet.config.__file__).parent


def test_public_api() -> None:
    assert sorted(toolvet.config.__all__) == [
        "AccessRule",
        "AuditSettings",
        "AuthSettings",
        "Config",
        "ConfigError",
        "ContentAllow",
        "ContentAllowlists",
        "ContentPolicy",
        "ContentWebhook",
        "HttpSettings",
        "Limits",
        "LockSettings",
        "OAuthSettings",
        "OperationsAuth",
        "ProxySettings",
        "RateLimitRule",
        "RateLimits",
        "ReloadSettings",
        "SecretsPolicy",
        "ServerConfig",
        "StaticToken",
        "TelemetrySettings",
        "ToolFilter",
        "Transport",
        "UpstreamAuth",
        "ValidationPolicy",
        "default_token_store",
        "load_config",
        "parse_config",
        "tool_named",
    ]
    for name in toolvet.config.__all__:
        assert getattr(toolvet.config, name) is not None


def test_every_module_starts_with_a_docstring() -> None:
    for module in PACKAGE_DIR.glob("*.py"):
        assert ast.get_docstring(ast.parse(module.read_text())), module.name
