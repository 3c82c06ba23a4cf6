"""tools/call: the call handler that runs the pipeline of steps, and the proxy's recorder."""

from toolvet.proxy.calls._calls import CallHandler

__all__ = [
    "CallHandler",
]
