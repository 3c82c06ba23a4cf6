"""Secrets: detection and false-positive rates per kind on the corpus's two parts, and CPU per scan.

The corpus is tests/data/content/secrets (see its README): `dev.jsonl`, the part the rules were
tuned on, and `heldout.jsonl`, never read while tuning. A secret counts as caught when the
findings cover every character of it; a benign text counts as touched when it has any finding.
`bench/bench_content.py` runs this after its own sections; alone:
`.venv/bin/python bench/_content_secrets.py [--dev]` (--dev: the dev part and CPU only).
"""

from __future__ import annotations

import random
import string
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.data.content.secrets.corpus import (
    DETECTION_GOAL,
    FALSE_POSITIVE_CEILING,
    Rates,
    load,
    measure,
)
from toolvet.content import find_secrets

PARTS = ("dev", "heldout")  # --dev measures dev alone: the held-out part is never looked at while tuning


def _table(title: str, rates: Rates, verb: str) -> list[str]:
    kinds = sorted(rates.total)
    lines = [f"  {title}: {verb} {rates.rate():.2%} of {sum(rates.total.values())}"]
    for kind in kinds:
        share = f"{rates.flagged[kind]:>5}/{rates.total[kind]:<5} {rates.rate([kind]):7.2%}"
        lines.append(f"    {kind:<20} {share}")
    return lines


def report(part: str) -> None:
    """Prints the rates on one part of the corpus, per kind, against the goals."""
    secrets, benign = measure(load(part))
    met = secrets.rate() >= DETECTION_GOAL and benign.rate() <= FALSE_POSITIVE_CEILING
    print(f"\n== secrets, {part} part (goal: caught >= {DETECTION_GOAL:.0%}, "
          f"benign touched <= {FALSE_POSITIVE_CEILING:.1%}: {'met' if met else 'NOT met'})")
    print("\n".join(_table("secrets", secrets, "caught")))
    print("\n".join(_table("benign lookalikes", benign, "touched")))


def cpu_per_call(call: Callable[[], object], repeat: int) -> float:
    """Seconds of CPU (this process) per call, the least of five rounds."""
    call()
    best = float("inf")
    for _ in range(5):
        started = time.process_time()
        for _ in range(repeat):
            call()
        best = min(best, (time.process_time() - started) / repeat)
    return best


def sample_texts() -> dict[str, str]:
    """The texts the CPU figures are measured on: 4 KB and 10 MB, plain and hostile."""
    prose = "\n".join(item["text"] for item in load("dev") if item["kind"] in {"prose", "code"})
    rng = random.Random(7)
    hostile_unit = (
        "password=" + "".join(rng.choice(string.ascii_letters) for _ in range(60)) + " "
        + "eyJ" * 30 + " ghp_" + "a" * 50 + " -----BEGIN PRIVATE KEY-----" + " key" * 10 + " "
    )  # fmt: skip
    ten_mb = 10 * 1024 * 1024
    return {
        "4 KB prose and code": prose[:4096],
        "4 KB with a secret": prose[:4000] + " 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",
        "10 MB prose and code": (prose * (ten_mb // len(prose) + 1))[:ten_mb],
        "10 MB hostile": (hostile_unit * (ten_mb // len(hostile_unit) + 1))[:ten_mb],
    }


def run(parts: tuple[str, ...] = PARTS) -> None:
    """The secrets section of `make bench`: the rates on `parts`, then CPU (measured on dev)."""
    for part in parts:
        report(part)
    print("\n== secrets, CPU per find_secrets (least of 5 rounds)")
    for name, text in sample_texts().items():
        repeat = 2000 if len(text) < 100_000 else 1
        seconds = cpu_per_call(lambda text=text: find_secrets(text), repeat)
        shown = f"{seconds * 1e6:.1f} µs" if seconds < 0.01 else f"{seconds:.3f} s"
        print(f"  {name:<24} {shown}")


if __name__ == "__main__":
    run(("dev",) if "--dev" in sys.argv else PARTS)
