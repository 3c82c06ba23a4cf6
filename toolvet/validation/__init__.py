"""The validation core: compile, validate, repair and explain. Pure functions, no I/O, no MCP, no LangChain."""

from toolvet.validation._bounds import DEFAULT_BOUNDS, SchemaBounds, check_bounds
from toolvet.validation._budget import (
    DEFAULT_BUDGET,
    is_cheap,
    is_costly,
    over_budget,
    submit,
    within_budget,
)
from toolvet.validation._compile import (
    DEFAULT_DIALECT,
    SUPPORTED_DIALECTS,
    CompiledSchema,
    compile_schema,
    detect_dialect,
    schema_hash,
    validate_arguments,
)
from toolvet.validation._limits import check_limits
from toolvet.validation._names import closest_names
from toolvet.validation._render import format_path, render_message, unknown_tool_message
from toolvet.validation._types import (
    FORMATS_POLICIES,
    REPAIR_POLICIES,
    UNKNOWN_ARGUMENTS_POLICIES,
    Issue,
    Repair,
    SchemaError,
    ValidationResult,
)

__all__ = [
    "DEFAULT_BOUNDS",
    "DEFAULT_BUDGET",
    "DEFAULT_DIALECT",
    "FORMATS_POLICIES",
    "REPAIR_POLICIES",
    "SUPPORTED_DIALECTS",
    "UNKNOWN_ARGUMENTS_POLICIES",
    "CompiledSchema",
    "Issue",
    "Repair",
    "SchemaBounds",
    "SchemaError",
    "ValidationResult",
    "check_bounds",
    "check_limits",
    "closest_names",
    "compile_schema",
    "detect_dialect",
    "format_path",
    "is_cheap",
    "is_costly",
    "over_budget",
    "render_message",
    "schema_hash",
    "submit",
    "unknown_tool_message",
    "validate_arguments",
    "within_budget",
]
