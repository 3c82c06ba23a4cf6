"""What a front door does with a checked call: one decision for the proxy and the middleware alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from toolvet.validation._result import ValidationResult
from toolvet.validation._types import (
    InvalidSchemaPolicy,
    ModePolicy,
    RepairPolicy,
    SchemaError,
)

Action = Literal["forward", "repair", "warn", "reject", "unchecked", "block"]


@dataclass(frozen=True, slots=True)
class Decision:
    """What to do with one call, and the arguments to send on if it goes on.

    - `forward`: valid as sent; `arguments` is the caller's own object, untouched.
    - `repair`: valid after repairs; `arguments` is the repaired copy (`verdict.repairs` says how).
    - `warn`: invalid, but the policy is mode "warn": the call goes on as sent, with a warning.
    - `reject`: invalid under mode "enforce": the caller gets `verdict.message_for(tool)` instead.
    - `unchecked`: nothing was checked (mode "off", no schema, or a schema that cannot be used
      under invalid_schema "pass"): the call goes on as sent.
    - `block`: the schema cannot be used and invalid_schema is "block": the caller gets the schema
      problem instead.
    """

    action: Action
    arguments: Any
    verdict: ValidationResult | None = None

    @property
    def forwards(self) -> bool:
        """Whether the call goes on to the tool (with `arguments`)."""
        return self.action not in ("reject", "block")

    @property
    def schema_error(self) -> SchemaError | None:
        """Why the tool's schema cannot be used, when that is why nothing was checked."""
        return self.verdict.schema_error if self.verdict is not None else None


def effective_repair(mode: ModePolicy, repair: RepairPolicy) -> RepairPolicy:
    """The repair policy to check with: under mode "warn" a call goes on as sent, so none."""
    return repair if mode == "enforce" else "off"


def decide(
    arguments: Any,
    verdict: ValidationResult | None,
    *,
    mode: ModePolicy,
    invalid_schema: InvalidSchemaPolicy = "pass",
) -> Decision:
    """The decision on a call with `arguments`, given the verdict on them (None: not checked).

    A pure function of its inputs: the proxy and the middleware both call it, so a call gets the
    same treatment wherever it is checked.
    """
    if mode == "off" or verdict is None:
        return Decision("unchecked", arguments)
    if verdict.schema_error is not None:
        return Decision("block" if invalid_schema == "block" else "unchecked", arguments, verdict)
    if not verdict.ok:
        return Decision("reject" if mode == "enforce" else "warn", arguments, verdict)
    return Decision("repair" if verdict.repairs else "forward", verdict.arguments, verdict)
