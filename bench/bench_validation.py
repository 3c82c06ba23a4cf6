"""Benchmark the validation core over real tool schemas, side by side with the engines alone.

Prints the median microseconds per call of `toolvet.validate_arguments` (valid and invalid
calls, warm cache), of jsonschema-rs's `is_valid` alone and of python-jsonschema alone on the
same calls, with ratios; then the time of `import toolvet` and `toolvet --help`.
Run with `make bench`.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
import warnings
from pathlib import Path

import jsonschema
import jsonschema_rs
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import NonInteractiveExampleWarning
from hypothesis_jsonschema import from_schema

from toolvet import compile_schema, validate_arguments

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "tests" / "data" / "tool_schemas"
ARGUMENTS_PER_TOOL = 20
REPEAT = 200


def load_tools() -> list[tuple[str, dict]]:
    tools = []
    for path in sorted(SCHEMAS.glob("*.json")):
        for tool in json.loads(path.read_text())["tools"]:
            tools.append((f"{path.stem}/{tool['name']}", tool["inputSchema"]))
    return tools


def valid_examples(schema: dict, count: int) -> list[object]:
    found: list[object] = []

    @settings(
        max_examples=count * 3,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(from_schema(schema))
    def collect(value: object) -> None:
        if len(found) < count:
            found.append(value)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NonInteractiveExampleWarning)
        collect()
    return found


def invalid_example(schema: dict) -> object:
    """A typical model mistake: a required key missing, or the wrong type for the first property."""
    required = schema.get("required") or []
    properties = schema.get("properties") or {}
    if required:
        return {}
    if properties:
        return {next(iter(properties)): {"unexpected": ["shape"]}}
    return ["not", "an", "object"]


def median_us(function, argument_sets: list[object]) -> float:
    samples = []
    for arguments in argument_sets:
        start = time.perf_counter_ns()
        for _ in range(REPEAT):
            function(arguments)
        samples.append((time.perf_counter_ns() - start) / REPEAT / 1000)
    return statistics.median(samples)


def command_ms(command: list[str], runs: int = 15) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    tools = load_tools()
    rows = []
    totals: dict[str, list[float]] = {"toolvet": [], "rs": [], "py": [], "invalid": []}
    for name, schema in tools:
        examples = valid_examples(schema, ARGUMENTS_PER_TOOL)
        if not examples:
            continue
        compiled = compile_schema(schema)
        engine = jsonschema_rs.validator_for(schema, validate_formats=True)
        python_engine = jsonschema.validators.validator_for(schema)(
            schema, format_checker=jsonschema.FormatChecker()
        )
        assert all(validate_arguments(schema, e).ok for e in examples), name
        toolvet_us = median_us(lambda a, s=schema: validate_arguments(s, a), examples)
        rs_us = median_us(engine.is_valid, examples)
        py_us = median_us(python_engine.is_valid, examples)
        bad = invalid_example(schema)
        invalid_us = median_us(lambda a, s=schema: validate_arguments(s, a), [bad] * 5)
        assert not validate_arguments(schema, bad).ok or compiled.is_valid(bad)
        rows.append((name, toolvet_us, rs_us, py_us, invalid_us))
        for key, value in zip(
            ("toolvet", "rs", "py", "invalid"), (toolvet_us, rs_us, py_us, invalid_us), strict=True
        ):
            totals[key].append(value)

    print(
        f"validate_arguments over {len(rows)} real tool schemas ({ARGUMENTS_PER_TOOL} valid argument sets each)"
    )
    print(
        f"{'tool':58} {'toolvet':>9} {'rs alone':>9} {'jsonschema':>10} {'invalid':>9}  (median µs/call)"
    )
    for name, toolvet_us, rs_us, py_us, invalid_us in rows:
        print(f"{name[:58]:58} {toolvet_us:9.2f} {rs_us:9.2f} {py_us:10.2f} {invalid_us:9.1f}")
    med = {k: statistics.median(v) for k, v in totals.items()}
    print()
    print(f"median valid call, warm cache: toolvet {med['toolvet']:.2f} µs (goal <= 10 µs)")
    print(
        f"  jsonschema-rs is_valid alone {med['rs']:.2f} µs: toolvet/rs = {med['toolvet'] / med['rs']:.1f}x"
    )
    print(
        f"  python-jsonschema is_valid alone {med['py']:.2f} µs: toolvet/jsonschema = {med['toolvet'] / med['py']:.2f}x"
    )
    print(f"median invalid call (explained message): toolvet {med['invalid']:.1f} µs")

    python = sys.executable
    baseline = command_ms([python, "-c", "pass"])
    imported = command_ms([python, "-c", "import toolvet"])
    cli = command_ms([python, "-m", "toolvet", "--help"])
    print()
    print(f"python -c pass            {baseline:7.1f} ms")
    print(f"python -c 'import toolvet' {imported:6.1f} ms  (+{imported - baseline:.1f} ms)")
    print(f"toolvet --help            {cli:7.1f} ms  (+{cli - baseline:.1f} ms)")


if __name__ == "__main__":
    main()
