"""tools/call: the call handler that runs the pipeline of steps, and the proxy's recorder."""

from toolvet.proxy.calls._calls import CallHandler, session_of

__all__ = [
    "CallHandler",
    "session_of",
]
