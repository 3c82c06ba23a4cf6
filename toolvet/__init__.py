"""toolvet: check AI agents' tool calls against the tools' JSON Schemas before they run.

The public API is small and re-exported here; the modules behind it are private::

    from toolvet import validate_arguments
    r = validate_arguments({"type": "object", "properties": {"n": {"type": "integer"}}}, {"n": "5"})
    r.ok, r.arguments, r.repairs      # True, {'n': 5}, [Repair(path=('n',), code='number_from_string', ...)]
"""

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

__all__ = [
    "CompiledSchema",
    "Issue",
    "Repair",
    "SchemaCache",
    "SchemaError",
    "ToolEntry",
    "ValidationResult",
    "__version__",
    "closest_names",
    "compile_schema",
    "schema_hash",
    "unknown_tool_message",
    "validate_arguments",
]
