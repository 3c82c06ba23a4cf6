"""What clients see: exposed names, the tool table and its gate, resources, prompts, completions."""

from toolvet.pipeline import VALID_NAME, expose, safe_name
from toolvet.proxy.catalog._catalog import Catalog
from toolvet.proxy.catalog._gate import Findings, ToolGate
from toolvet.proxy.catalog._tools import ToolTable, searched

__all__ = [
    "VALID_NAME",
    "Catalog",
    "Findings",
    "ToolGate",
    "ToolTable",
    "expose",
    "safe_name",
    "searched",
]
