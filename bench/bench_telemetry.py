"""What OpenTelemetry costs per call: toolvet with tracing off and on, side by side in one run.

Starts bench/echo_server.py over HTTP and two toolvet proxies in front of it: one without any
OTEL_* variable (telemetry off: the code asks `tracing is not None` and goes on), one exporting
every span (always_on sampler, batches at the SDK's default pace) and its metrics over OTLP/HTTP to a receiver in this process
(tests/telemetry/receiver.py, which decodes what it gets). One client sends sequential
`tools/call` requests in a legacy session to each, the two interleaved round by round. Prints each
one's p50 and CPU per call (from /proc/PID/task/*/schedstat), and the ratio of on to off (goal:
under 1.10x of a call's p50).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from _ports import free_port
from bench_auth import (
    CALLS_PER_ROUND,
    ECHO,
    PYTHON,
    ROOT,
    ROUNDS,
    Client,
    interleaved,
    report,
    start,
    toolvet,
)

sys.path.insert(0, str(ROOT))
from tests.telemetry.receiver import OtlpReceiver


def main() -> None:
    processes = []
    with tempfile.TemporaryDirectory() as directory, OtlpReceiver() as receiver:
        try:
            echo_port = free_port()
            processes.append(
                start([PYTHON, ECHO, "--transport", "http", "--port", str(echo_port)], echo_port)
            )
            upstream = f"http://127.0.0.1:{echo_port}/mcp"
            off_port, on_port = free_port(), free_port()
            off = start(toolvet(Path(directory), "off", off_port, upstream, {}), off_port)
            # The SDK's own export pace (spans in batches every 5 s, metrics every 60 s), not
            # the tests' quick one.
            exporting = receiver.environment(
                "toolvet-bench", OTEL_BSP_SCHEDULE_DELAY="5000", OTEL_METRIC_EXPORT_INTERVAL="60000"
            )
            on = start(toolvet(Path(directory), "on", on_port, upstream, {}), on_port, **exporting)
            processes += [off, on]
            paths = [
                Client("tracing off", f"http://127.0.0.1:{off_port}/mcp", None, off),
                Client("tracing on", f"http://127.0.0.1:{on_port}/mcp", None, on),
            ]
            interleaved(paths)
            exported = len(receiver.wait_for_spans(count=ROUNDS * CALLS_PER_ROUND))
        finally:
            for process in processes:
                process.terminate()
            for process in processes:
                process.wait(timeout=10)
    report(paths, "on vs off", 1.10, f" ({exported} spans exported)")


if __name__ == "__main__":
    main()
