"""The path of every `tools/call` and of the tool list, as steps shared by both front doors.

A call step is `async (call, next) -> CallResult`; the pipeline is composed once from the config
and ends in the front door's own terminal (the proxy's forwarder, the adapters' handler)."""

from toolvet.pipeline._build import call_steps
from toolvet.pipeline._call import (
    META_KEY,
    AnswerFilter,
    Call,
    CallResult,
    Identity,
    refused,
    sent,
    tool_error,
)
from toolvet.pipeline._configured import configured_steps
from toolvet.pipeline._gate import GateObserver, ToolGate
from toolvet.pipeline._lists import (
    FilterStep,
    GateStep,
    Listed,
    ListNext,
    ListPipeline,
    ListStep,
    listed_tools,
)
from toolvet.pipeline._outcomes import FORWARDING, REFUSALS, Outcome
from toolvet.pipeline._pipeline import Next, Pipeline, Step, step_failed, step_name
from toolvet.pipeline._rate_limits import RATE_LIMIT_META_KEY, RateLimitStep, rate_limit_step
from toolvet.pipeline._rate_stores import (
    GCRA_SCRIPT,
    MemoryStore,
    RateCheck,
    RateStore,
    RedisStore,
    StoreUnavailable,
    gcra,
    rate_store,
    same_store,
)
from toolvet.pipeline._steps import (
    AccessStep,
    ArgumentsStep,
    LimitsStep,
    OutputStep,
    Recorder,
    RecordStep,
    ToolStep,
    ValidationStep,
    checked_output,
)

__all__ = [
    "FORWARDING",
    "GCRA_SCRIPT",
    "META_KEY",
    "RATE_LIMIT_META_KEY",
    "REFUSALS",
    "AccessStep",
    "AnswerFilter",
    "ArgumentsStep",
    "Call",
    "CallResult",
    "FilterStep",
    "GateObserver",
    "GateStep",
    "Identity",
    "LimitsStep",
    "ListNext",
    "ListPipeline",
    "ListStep",
    "Listed",
    "MemoryStore",
    "Next",
    "Outcome",
    "OutputStep",
    "Pipeline",
    "RateCheck",
    "RateLimitStep",
    "RateStore",
    "RecordStep",
    "Recorder",
    "RedisStore",
    "Step",
    "StoreUnavailable",
    "ToolGate",
    "ToolStep",
    "ValidationStep",
    "call_steps",
    "checked_output",
    "configured_steps",
    "gcra",
    "listed_tools",
    "rate_limit_step",
    "rate_store",
    "refused",
    "same_store",
    "sent",
    "step_failed",
    "step_name",
    "tool_error",
]
