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
from toolvet.validation._decision import Action, Decision, decide, effective_repair
from toolvet.validation._headers import (
    decode_header_value,
    encode_header_value,
    header_fields,
    header_problem,
    param_header_mismatch,
    param_headers,
)
from toolvet.validation._limits import check_limits
from toolvet.validation._merge import TOP_LEVEL_FORBIDDEN, MergeError, merge_constraint
from toolvet.validation._names import closest_names
from toolvet.validation._quote import quote
from toolvet.validation._render import (
    brief_type,
    format_path,
    render_message,
    unknown_tool_message,
)
from toolvet.validation._result import ValidationResult
from toolvet.validation._types import (
    FORMATS_POLICIES,
    REPAIR_POLICIES,
    UNKNOWN_ARGUMENTS_POLICIES,
    FormatsPolicy,
    InvalidSchemaPolicy,
    Issue,
    ModePolicy,
    Repair,
    RepairPolicy,
    SchemaError,
    UnknownArgumentsPolicy,
)

__all__ = [
    "DEFAULT_BOUNDS",
    "DEFAULT_BUDGET",
    "DEFAULT_DIALECT",
    "FORMATS_POLICIES",
    "REPAIR_POLICIES",
    "SUPPORTED_DIALECTS",
    "TOP_LEVEL_FORBIDDEN",
    "UNKNOWN_ARGUMENTS_POLICIES",
    "Action",
    "CompiledSchema",
    "Decision",
    "FormatsPolicy",
    "InvalidSchemaPolicy",
    "Issue",
    "MergeError",
    "ModePolicy",
    "Repair",
    "RepairPolicy",
    "SchemaBounds",
    "SchemaError",
    "UnknownArgumentsPolicy",
    "ValidationResult",
    "brief_type",
    "check_bounds",
    "check_limits",
    "closest_names",
    "compile_schema",
    "decide",
    "decode_header_value",
    "detect_dialect",
    "effective_repair",
    "encode_header_value",
    "format_path",
    "header_fields",
    "header_problem",
    "is_cheap",
    "is_costly",
    "merge_constraint",
    "over_budget",
    "param_header_mismatch",
    "param_headers",
    "quote",
    "render_message",
    "schema_hash",
    "submit",
    "unknown_tool_message",
    "validate_arguments",
    "within_budget",
]
