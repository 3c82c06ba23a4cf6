"""Expand ``${VAR}`` and ``${VAR:-default}`` references in a string from an environment mapping."""

from __future__ import annotations

import re
from collections.abc import Mapping

# `$${` is an escaped `${`; `${...}` a reference; a lone `${` an unclosed one.
_TOKEN = re.compile(r"\$\$\{|\$\{([^}]*)\}|\$\{")
_BODY = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?", re.DOTALL)


class ExpansionError(ValueError):
    """One string whose references cannot be expanded; `problems` has one sentence per reference."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


def has_reference(value: str) -> bool:
    """True when `value` contains a ``${...}`` that expansion would act on (escapes excluded)."""
    return any(m.group(0) != "$${" for m in _TOKEN.finditer(value))


def expand(value: str, environ: Mapping[str, str]) -> str:
    """`value` with every reference replaced; raises ExpansionError naming each one that fails.

    - ``${VAR}``: the variable's value (an empty value is kept); unset is an error.
    - ``${VAR:-default}``: the variable's value, or `default` when it is unset or empty
      (the shell's rule). The default is literal text up to the first ``}``.
    - ``$${`` is a literal ``${``, so ``$${VAR}`` gives ``${VAR}``. Any other ``$`` is
      literal too: ``$VAR`` without braces is not expanded.
    """
    out: list[str] = []
    problems: list[str] = []
    pos = 0
    for match in _TOKEN.finditer(value):
        out.append(value[pos : match.start()])
        pos = match.end()
        token = match.group(0)
        if token == "$${":
            out.append("${")
            continue
        body = match.group(1)
        if body is None:
            problems.append(
                "unclosed '${': write ${NAME} or ${NAME:-default}, or $${ for a literal '${'"
            )
            out.append(token)
            continue
        parsed = _BODY.fullmatch(body)
        if parsed is None:
            problems.append(
                f"'{token}' is not a variable reference: write ${{NAME}} or ${{NAME:-default}}"
                " (NAME is letters, digits and '_', not starting with a digit),"
                " or $${ for a literal '${'"
            )
            out.append(token)
            continue
        name, default = parsed.group(1), parsed.group(2)
        if default is not None and "${" in default:
            problems.append(
                f"'{token}': a default cannot contain another reference; a default is literal text"
            )
            continue
        current = environ.get(name)
        if default is not None:
            out.append(current if current else default)
        elif current is not None:
            out.append(current)
        else:
            problems.append(
                f"environment variable '{name}' is not set; set it, or give a default"
                f" with ${{{name}:-default}}"
            )
    out.append(value[pos:])
    if problems:
        raise ExpansionError(problems)
    return "".join(out)
