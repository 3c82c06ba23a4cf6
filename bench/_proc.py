"""What a benchmarked process costs, read from /proc (standard library only: the benchmarks run
from both virtualenvs)."""

from __future__ import annotations

import os


def cpu_seconds(pid: int) -> float:
    """CPU time of every thread of a process, in seconds (schedstat counts nanoseconds, finer
    than the clock ticks of /proc/PID/stat)."""
    total = 0
    for thread in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{thread}/schedstat") as stat:
            total += int(stat.read().split()[0])
    return total / 1e9
