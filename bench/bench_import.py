"""What `import toolvet` costs over a bare interpreter start (the budget is 50 ms), measured.

Runs `python -c pass` and `python -c "import <module>"` in alternation, each in a fresh process,
and prints the minimum and the median wall time of each and their difference. The minimum is the
figure to compare with the budget: on a shared machine the others are mostly noise.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

BUDGET_MS = 50.0


def _run(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("modules", nargs="*", default=["toolvet", "toolvet.proxy"])
    args = parser.parse_args()
    bare: list[float] = []
    timed: dict[str, list[float]] = {module: [] for module in args.modules}
    for _ in range(args.runs):
        bare.append(_run("pass"))
        for module in args.modules:
            timed[module].append(_run(f"import {module}"))
    print(
        f"import time over a bare interpreter ({args.runs} fresh processes each; budget {BUDGET_MS:.0f} ms)"
    )
    print(
        f"  {'python -c pass':28} min {min(bare):7.1f} ms  median {statistics.median(bare):7.1f} ms"
    )
    for module, times in timed.items():
        extra = min(times) - min(bare)
        verdict = "within" if extra <= BUDGET_MS else "OVER"
        print(
            f"  {'import ' + module:28} min {min(times):7.1f} ms  median {statistics.median(times):7.1f} ms"
            f"  -> +{extra:.1f} ms over bare (min), {verdict} the budget"
            if module == "toolvet"
            else f"  {'import ' + module:28} min {min(times):7.1f} ms  median {statistics.median(times):7.1f} ms"
            f"  -> +{extra:.1f} ms over bare (min)"
        )


if __name__ == "__main__":
    main()
