"""toolvet: check AI agents' tool calls against the tools' JSON Schemas before they run.

The public API is small and re-exported here; the modules behind it are private::

    from toolvet import validate_arguments
    r = validate_arguments({"type": "object", "properties": {"n": {"type": "integer"}}}, {"n": "5"})
    r.ok, r.arguments, r.repairs      # True, {'n': 5}, [Repair(path=('n',), code='number_from_string', ...)]
"""

import importlib
from typing import Any

from toolvet.cache import SchemaCache, ToolEntry
from toolvet.validation import (
    CompiledSchema,
    Issue,
    Repair,
    SchemaError,
    ValidationResult,
    closest_names,
    compile_schema,
    schema_hash,
    unknown_tool_message,
    validate_arguments,
)

__version__ = "0.1.0"
# The step API, loaded when first named: the layers below the pipeline read `__version__` here.
_PIPELINE_NAMES = frozenset({"Call", "CallResult", "Next", "Outcome", "Step"})


def __getattr__(name: str) -> Any:
    if name in _PIPELINE_NAMES:
        return getattr(importlib.import_module("toolvet.pipeline"), name)
    raise AttributeError(f"module 'toolvet' has no attribute {name!r}")

__all__ = [
    "Call",
    "CallResult",
    "CompiledSchema",
    "Issue",
    "Next",
    "Outcome",
    "Repair",
    "SchemaCache",
    "SchemaError",
    "Step",
    "ToolEntry",
    "ValidationResult",
    "__version__",
    "closest_names",
    "compile_schema",
    "schema_hash",
    "unknown_tool_message",
    "validate_arguments",
]
