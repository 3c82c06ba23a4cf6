"""The `toolvet` command: parse arguments, then import only what the chosen subcommand needs."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input to a command: reported on stderr with exit status 2."""


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolvet",
        description="Check AI agents' tool calls against the tools' JSON Schemas before they run.",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    validate = commands.add_parser(
        "validate",
        help="validate one set of arguments against a schema",
        description="Validate arguments against a JSON Schema (or a tool definition with an "
        "inputSchema). Exit status: 0 valid (possibly after repairs), 1 invalid, 2 usage or schema error.",
    )
    validate.add_argument("--schema", required=True, metavar="FILE", help="JSON Schema file, or a tool definition")
    source = validate.add_mutually_exclusive_group(required=True)
    source.add_argument("--args", metavar="JSON", help="the arguments as JSON text")
    source.add_argument("--args-file", metavar="FILE", help="a file holding the arguments as JSON ('-' for stdin)")
    validate.add_argument("--repair", choices=("off", "safe", "lenient"), default="safe")
    validate.add_argument("--unknown-arguments", choices=("allow", "suggest", "reject"), default="suggest")
    validate.add_argument("--formats", choices=("assert", "annotate"), default="assert")
    validate.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    options = parser.parse_args(argv)
    if options.version:
        from toolvet import __version__

        print(f"toolvet {__version__}")
        return 0
    if options.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return _COMMANDS[options.command](options)
    except UsageError as exc:
        print(f"toolvet {options.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _read_json(path: str, what: str) -> Any:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {what} file {path}: {exc.strerror}") from None
    return _parse_json(text, f"{what} file {path}")


def _parse_json(text: str, where: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{where} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None


def _validate(options: argparse.Namespace) -> int:
    from toolvet.validation import validate_arguments

    schema = _read_json(options.schema, "schema")
    if isinstance(schema, dict) and isinstance(schema.get("inputSchema"), dict) and "name" in schema:
        schema = schema["inputSchema"]
    if options.args is not None:
        arguments = _parse_json(options.args, "--args")
    else:
        arguments = _read_json(options.args_file, "arguments")
    result = validate_arguments(
        schema,
        arguments,
        repair=options.repair,
        unknown_arguments=options.unknown_arguments,
        formats=options.formats,
    )
    if result.schema_error is not None:
        print(f"toolvet validate: {options.schema}: {result.schema_error.message}", file=sys.stderr)
        return EXIT_USAGE
    if options.json:
        print(json.dumps({**result.to_dict(), "arguments": result.arguments}, ensure_ascii=False, indent=2))
    else:
        if not result.ok:
            print("invalid")
        elif result.repairs:
            print("valid after repairs")
        else:
            print("valid")
        for repair in result.repairs:
            from toolvet.validation import format_path

            print(
                f"repaired {format_path(repair.path)} ({repair.code}): "
                f"{json.dumps(repair.before, ensure_ascii=False)} -> {json.dumps(repair.after, ensure_ascii=False)}"
            )
        if result.repairs:
            print("arguments to forward: " + json.dumps(result.arguments, ensure_ascii=False))
        if result.message:
            print()
            print(result.message)
    return EXIT_VALID if result.ok else EXIT_INVALID


_COMMANDS = {"validate": _validate}


if __name__ == "__main__":
    sys.exit(main())
