"""toolvet.middleware's public API and its layering: LangChain stays an optional extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import toolvet.middleware

PACKAGE_DIR = Path(toolvet.middleware.__file__).parent


def test_public_api() -> None:
    assert sorted(toolvet.middleware.__all__) == sorted(
        [
            "DEFAULT_PLACEHOLDER_STRINGS",
            "RETRY_METADATA_KEY",
            "RETRY_TAG",
            "CallVerdict",
            "ExtraValidator",
            "FieldRule",
            "OnFailure",
            "ToolArgsValidationError",
            "ToolArgsValidationMiddleware",
            "ToolCallChecker",
            "ToolLoadError",
            "ToolSet",
            "ValidatingInterceptor",
            "ValidationStats",
            "detect_langchain_internal_ids",
            "load_tools",
            "validate_tool_calls",
        ]
    )
    for name in toolvet.middleware.__all__:
        assert getattr(toolvet.middleware, name) is not None


def test_importing_toolvet_does_not_import_langchain() -> None:
    code = "import toolvet, sys; assert not [m for m in sys.modules if m.startswith('langchain')]"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_loader_is_imported_on_first_use() -> None:
    code = (
        "import sys, toolvet.middleware as m; assert 'langchain_mcp_adapters' not in sys.modules; "
        "m.load_tools; assert 'langchain_mcp_adapters' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_without_langchain_the_error_says_what_to_install() -> None:
    # Hide LangChain from the interpreter, as if the extra were not installed.
    code = (
        "import sys; sys.modules['langchain'] = None; "
        "import toolvet\n"
        "try:\n    import toolvet.middleware\n"
        "except ImportError as exc:\n    print(exc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert "pip install 'toolvet[langchain]'" in out.stdout
