"""The call steps in their order, built from the config once for either front door."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from toolvet.pipeline._content import ContentGuard, ResultsStep, SecretArgumentsStep
from toolvet.pipeline._pipeline import Step
from toolvet.pipeline._steps import (
    ArgumentsStep,
    LimitsStep,
    OutputStep,
    Recorder,
    RecordStep,
    ToolStep,
    ValidationStep,
)
from toolvet.pipeline._transforms import FixedArgumentsStep, FixedFor
from toolvet.pipeline._webhook import ResultsWebhookStep

if TYPE_CHECKING:
    from toolvet.config import Limits
    from toolvet.pipeline._call import Call


def call_steps(
    limits: Limits,
    recorder: Recorder,
    *,
    unknown: Callable[[Call], str] | None = None,
    access: Step | None = None,
    rate_limits: Step | None = None,
    extra: Sequence[Step] = (),
    fixed: FixedFor | None = None,
    content: ContentGuard | None = None,
) -> list[Step]:
    """record, the operator's own steps (`extra`: they see every call and its outcome), tool,
    access and rate limits (when given), arguments, limits, the fixed arguments (when given:
    `tools.fixed`), validation, the content guard's (when `content` is given: secrets in the
    arguments, then results, seen by the operator's classifier after the guard's own rules),
    output; the front door adds its terminal."""
    guard: list[Step] = (
        [SecretArgumentsStep(content), ResultsWebhookStep(content), ResultsStep(content)]
        if content is not None
        else []
    )
    return [
        RecordStep(recorder),
        *extra,
        ToolStep(unknown),
        *([access] if access is not None else []),
        *([rate_limits] if rate_limits is not None else []),
        ArgumentsStep(),
        LimitsStep(limits),
        *([FixedArgumentsStep(fixed)] if fixed is not None else []),
        ValidationStep(limits.validation_budget),
        *guard,
        OutputStep(),
    ]
