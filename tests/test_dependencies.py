"""Every dependency toolvet declares is used, and the core imports only what the core declares.

The core dependencies in pyproject.toml are each imported by toolvet outside the middleware, or
named in USED_WITHOUT_IMPORT with how they are used. python-jsonschema belongs to the `langchain`
extra: only the middleware's drop-in path imports it, and `import toolvet` never loads it (the
proxy does, but through the `mcp` SDK, which depends on it itself).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "toolvet"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

# Core dependencies that work without an import statement, and how.
USED_WITHOUT_IMPORT = {
    "uvloop": "toolvet serve asks anyio for it by name (cli._has_uvloop)",
}


def _name(requirement: str) -> str:
    """The normalised distribution name of a requirement string ("jsonschema-rs>=0.30" -> ...)."""
    match = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert match, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def _imported_distributions(files: list[Path]) -> set[str]:
    """The distributions whose top-level modules these files import (anywhere, lazily included)."""
    by_module = packages_distributions()
    found: set[str] = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                for dist in by_module.get(module.split(".")[0], []):
                    found.add(_name(dist))
    return found


def _core_files() -> list[Path]:
    return [p for p in PACKAGE.rglob("*.py") if "middleware" not in p.relative_to(PACKAGE).parts]


def test_every_core_dependency_is_used() -> None:
    imported = _imported_distributions(_core_files())
    for requirement in PROJECT["dependencies"]:
        name = _name(requirement)
        assert name in imported or name in USED_WITHOUT_IMPORT, (
            f"pyproject.toml lists {name!r} as a dependency, but nothing in toolvet/ outside the "
            "middleware imports it: drop it, or move it to the extra whose code uses it"
        )


def test_python_jsonschema_is_a_langchain_extra_not_a_core_dependency() -> None:
    core = {_name(r) for r in PROJECT["dependencies"]}
    langchain = {_name(r) for r in PROJECT["optional-dependencies"]["langchain"]}
    assert "jsonschema" not in core
    assert "jsonschema" in langchain
    assert "jsonschema" not in _imported_distributions(_core_files())
    middleware = sorted((PACKAGE / "middleware").rglob("*.py"))
    assert "jsonschema" in _imported_distributions(middleware)


def test_importing_toolvet_loads_no_python_jsonschema() -> None:
    code = (
        "import sys, toolvet; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('jsonschema', 'rfc3339_validator', 'rfc3986_validator')))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "[]"
