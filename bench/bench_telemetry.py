"""What OpenTelemetry costs per call: toolvet with tracing off and on, side by side in one run.

Starts bench/echo_server.py over HTTP and two toolvet proxies in front of it: one without any
OTEL_* variable (telemetry off: the code asks `tracing is not None` and goes on), one exporting
every span (always_on sampler) and its metrics over OTLP/HTTP to a receiver in this process
(tests/telemetry/receiver.py, which decodes what it gets). One client sends sequential
`tools/call` requests in a legacy session to each, the two interleaved round by round. Prints each
one's p50 and CPU per call (from /proc/PID/task/*/schedstat), and the ratio of on to off (goal:
under 1.10x of a call's p50).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

from _ports import free_port
from bench_auth import ECHO, PYTHON, ROOT, Client, start, toolvet

sys.path.insert(0, str(ROOT))
from tests.telemetry.receiver import OtlpReceiver

ROUNDS = 20
CALLS_PER_ROUND = 50


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
            exporting = receiver.environment("toolvet-bench")
            on = start(toolvet(Path(directory), "on", on_port, upstream, {}), on_port, **exporting)
            processes += [off, on]
            paths = [
                Client("tracing off", f"http://127.0.0.1:{off_port}/mcp", None, off),
                Client("tracing on", f"http://127.0.0.1:{on_port}/mcp", None, on),
            ]
            for path in paths:
                path.round(CALLS_PER_ROUND)  # warm up: connections open
                path.times, path.cpu, path.calls = [], 0.0, 0
            for number in range(ROUNDS):
                for path in paths if number % 2 == 0 else reversed(paths):
                    path.round(CALLS_PER_ROUND)
            exported = len(receiver.wait_for_spans(count=ROUNDS * CALLS_PER_ROUND))
        finally:
            for process in processes:
                process.terminate()
            for process in processes:
                process.wait(timeout=10)
    print(f"HTTP tools/call through toolvet, {ROUNDS} rounds of {CALLS_PER_ROUND}, interleaved")
    for path in paths:
        print(
            f"  {path.name:12} p50 {statistics.median(path.times) * 1000:6.3f} ms"
            f"   CPU per call {path.cpu / path.calls * 1e6:5.0f} us"
        )
    off_path, on_path = paths
    ratio = statistics.median(on_path.times) / statistics.median(off_path.times)
    extra = (on_path.cpu / on_path.calls - off_path.cpu / off_path.calls) * 1e6
    print(
        f"  on vs off: p50 {ratio:.3f}x, CPU {extra:+.0f} us a call ({exported} spans exported)"
        f"   goal: p50 under 1.10x ({'met' if ratio < 1.10 else 'not met'})\n"
    )


if __name__ == "__main__":
    main()
