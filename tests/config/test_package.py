"""The public API of toolvet.config, and the rule that it depends on stdlib, pydantic and the
validation core only."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import toolvet.config

PACKAGE_DIR = Path(toolvet.config.__file__).parent


def test_public_api() -> None:
    assert sorted(toolvet.config.__all__) == [
        "AuditSettings",
        "AuthSettings",
        "Config",
        "ConfigError",
        "HttpSettings",
        "Limits",
        "LockSettings",
        "ProxySettings",
        "ServerConfig",
        "ToolFilter",
        "Transport",
        "ValidationPolicy",
        "load_config",
        "parse_config",
    ]
    for name in toolvet.config.__all__:
        assert getattr(toolvet.config, name) is not None


def test_imports_only_stdlib_pydantic_itself_and_the_validation_core() -> None:
    """No mcp, no langchain: the config layer sits below both front doors. Of toolvet it imports
    only the layer below it, the validation core, whose policy vocabulary servers.json uses."""
    allowed = set(sys.stdlib_module_names) | {"pydantic", "pydantic_core", "toolvet"}
    for module in sorted(PACKAGE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text())):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in allowed, f"{module.name} imports {name}"
                if name.startswith("toolvet"):
                    assert name.startswith(("toolvet.config", "toolvet.validation")), (
                        f"{module.name} imports {name}"
                    )


def test_every_module_starts_with_a_docstring() -> None:
    for module in PACKAGE_DIR.glob("*.py"):
        assert ast.get_docstring(ast.parse(module.read_text())), module.name
