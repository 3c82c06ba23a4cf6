"""Capture the raw `tools/list` result of public MCP servers into JSON fixtures.

Each server is started as a stdio subprocess, driven with the official `mcp` SDK's
`ClientSession` + `stdio_client`, paged through `tools/list` (following `nextCursor`), and
every tool object is written exactly as the server sent it (all keys, key order, explicit
nulls) to `<out>/<name>.json`:

    {"server": "<package>", "version": "<package version>", "captured": "<YYYY-MM-DD>",
     "tools": [ ...raw tool objects... ]}

Raw JSON is kept by asking for `tools/list` with a permissive result model instead of the
SDK's `ListToolsResult`; the program also re-dumps each tool through `mcp.types.Tool`
(`model_dump(mode="json", by_alias=True, exclude_none=True)`) and reports on stderr where
that round trip differs from the wire JSON.

Re-run (from the repository root):

    npm install --prefix tests/node --no-audit --no-fund     # pinned npm servers
    .venv/bin/python tests/data/tool_schemas/capture.py      # all five servers

The PyPI servers (mcp-server-time, mcp-server-git) run from a separate venv, by default
/tmp/capture-venv; it is created with `pip install "mcp<2" mcp-server-time mcp-server-git`
when missing (pass --venv to use another, --upgrade to refresh it). Name servers as
arguments to capture only some, e.g. `capture.py server-memory mcp-server-time`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import mcp.types as types
from mcp import ClientSession, StdioServerParameters
from mcp.client.experimental.task_handlers import ExperimentalTaskHandlers
from mcp.client.stdio import stdio_client
from mcp.shared.context import RequestContext
from pydantic import BaseModel, ConfigDict, FileUrl

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[2]
DEFAULT_NODE_DIR = REPO_ROOT / "tests" / "node"
DEFAULT_VENV = Path(tempfile.gettempdir()) / "capture-venv"
PYPI_REQUIREMENTS = ["mcp<2", "mcp-server-time", "mcp-server-git"]
SETTLE_SECONDS = 0.5


class RawListToolsResult(BaseModel):
    """A `tools/list` result whose tool objects stay plain JSON (no SDK model in between)."""

    model_config = ConfigDict(extra="allow")

    tools: list[dict[str, Any]]
    nextCursor: str | None = None


@dataclass(frozen=True)
class ServerSpec:
    """How to start one public server and where its package version comes from."""

    name: str  # fixture file stem
    package: str  # npm or PyPI package name
    ecosystem: str  # "npm" or "pypi"

    def command(self, node_dir: Path, venv: Path, workdir: Path) -> tuple[str, list[str]]:
        if self.ecosystem == "npm":
            entry = node_dir / "node_modules" / self.package / "dist" / "index.js"
            args = [str(entry)]
            if self.name == "server-everything":
                args.append("stdio")
            elif self.name == "server-filesystem":
                allowed = workdir / "allowed"
                allowed.mkdir(exist_ok=True)
                args.append(str(allowed))
            return "node", args
        exe = str(_venv_bin(venv) / self.package)
        if self.name == "mcp-server-time":
            return exe, ["--local-timezone", "UTC"]
        if self.name == "mcp-server-git":
            return exe, ["--repository", str(_git_repo(workdir / "repo"))]
        raise ValueError(f"no command for {self.name}")

    def version(self, node_dir: Path, venv: Path) -> str:
        if self.ecosystem == "npm":
            manifest = node_dir / "node_modules" / self.package / "package.json"
            return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])
        code = f"import importlib.metadata as m; print(m.version({self.package!r}))"
        out = subprocess.run(
            [str(_venv_bin(venv) / "python"), "-c", code],
            check=True,
            capture_output=True,
            text=True,
        )
        return out.stdout.strip()


SERVERS = [
    ServerSpec("server-everything", "@modelcontextprotocol/server-everything", "npm"),
    ServerSpec("server-memory", "@modelcontextprotocol/server-memory", "npm"),
    ServerSpec("server-filesystem", "@modelcontextprotocol/server-filesystem", "npm"),
    ServerSpec("mcp-server-time", "mcp-server-time", "pypi"),
    ServerSpec("mcp-server-git", "mcp-server-git", "pypi"),
]


def _venv_bin(venv: Path) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin")


def _git_repo(path: Path) -> Path:
    """A throwaway repository with one commit, for mcp-server-git's --repository."""
    path.mkdir(parents=True, exist_ok=True)
    git = ["git", "-c", "user.name=capture", "-c", "user.email=capture@example.invalid"]
    subprocess.run([*git, "init", "-q", "-b", "main", str(path)], check=True)
    (path / "README.md").write_text("capture fixture\n", encoding="utf-8")
    subprocess.run([*git, "-C", str(path), "add", "README.md"], check=True)
    subprocess.run([*git, "-C", str(path), "commit", "-q", "-m", "init"], check=True)
    return path


def ensure_venv(venv: Path, upgrade: bool) -> None:
    """Create the PyPI servers' venv if it is missing (or refresh it with --upgrade)."""
    if not (_venv_bin(venv) / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        upgrade = True
    if upgrade:
        pip = [str(_venv_bin(venv) / "python"), "-m", "pip", "install", "-q", "--upgrade"]
        subprocess.run([*pip, *PYPI_REQUIREMENTS], check=True)


@contextmanager
def _scratch_dir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="toolvet-capture-") as tmp:
        yield Path(tmp)


async def _decline_sampling(
    context: RequestContext[ClientSession, Any], params: types.CreateMessageRequestParams
) -> types.ErrorData:
    return types.ErrorData(code=types.INVALID_REQUEST, message="capture client does not sample")


async def _decline_elicitation(
    context: RequestContext[ClientSession, Any], params: types.ElicitRequestParams
) -> types.ErrorData:
    return types.ErrorData(code=types.INVALID_REQUEST, message="capture client does not elicit")


async def _decline_task_sampling(
    context: RequestContext[ClientSession, Any],
    params: types.CreateMessageRequestParams,
    task_metadata: types.TaskMetadata,
) -> types.ErrorData:
    return types.ErrorData(code=types.INVALID_REQUEST, message="capture client does not sample")


async def _decline_task_elicitation(
    context: RequestContext[ClientSession, Any],
    params: types.ElicitRequestParams,
    task_metadata: types.TaskMetadata,
) -> types.ErrorData:
    return types.ErrorData(code=types.INVALID_REQUEST, message="capture client does not elicit")


async def list_tools_raw(command: str, args: list[str], cwd: Path) -> list[dict[str, Any]]:
    """Every tool (all pages) exactly as the server sent it.

    The client advertises every capability the SDK can (sampling, form and URL elicitation,
    roots, task-augmented sampling/elicitation), because some servers (server-everything)
    only register certain tools for clients that support them. It answers roots/list with
    the scratch directory and declines any sampling or elicitation request.
    """

    async def list_roots(context: RequestContext[ClientSession, Any]) -> types.ListRootsResult:
        return types.ListRootsResult(
            roots=[types.Root(uri=FileUrl(cwd.as_uri()), name="capture scratch dir")]
        )

    params = StdioServerParameters(command=command, args=args, cwd=str(cwd))
    tools: list[dict[str, Any]] = []
    with open(os.devnull, "w") as errlog, warnings.catch_warnings():
        # The SDK flags its (still working) task-capability API as deprecated.
        warnings.filterwarnings("ignore", "The experimental tasks API", DeprecationWarning)
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(
                read,
                write,
                sampling_callback=_decline_sampling,
                elicitation_callback=_decline_elicitation,
                list_roots_callback=list_roots,
                experimental_task_handlers=ExperimentalTaskHandlers(
                    augmented_sampling=_decline_task_sampling,
                    augmented_elicitation=_decline_task_elicitation,
                ),
            ) as session,
        ):
            await session.initialize()
            # Let servers that register tools after `notifications/initialized` settle.
            await asyncio.sleep(SETTLE_SECONDS)
            cursor: str | None = None
            while True:
                request = types.ClientRequest(
                    types.ListToolsRequest(
                        params=types.PaginatedRequestParams(cursor=cursor) if cursor else None
                    )
                )
                page = await session.send_request(request, RawListToolsResult)
                tools.extend(page.tools)
                cursor = page.nextCursor
                if not cursor:
                    return tools


def sdk_round_trip_differences(raw: dict[str, Any]) -> list[str]:
    """Where `Tool.model_validate(raw).model_dump(...)` differs from the wire JSON."""
    dumped = types.Tool.model_validate(raw).model_dump(
        mode="json", by_alias=True, exclude_none=True
    )
    problems: list[str] = []

    def walk(a: Any, b: Any, path: str) -> None:
        if isinstance(a, dict) and isinstance(b, dict):
            for key in a.keys() - b.keys():
                problems.append(f"{path}/{key}: dropped (was {json.dumps(a[key])})")
            for key in b.keys() - a.keys():
                problems.append(f"{path}/{key}: added ({json.dumps(b[key])})")
            for key in a.keys() & b.keys():
                walk(a[key], b[key], f"{path}/{key}")
            if list(a) != list(b) and a.keys() == b.keys():
                problems.append(f"{path}: key order changed")
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b, strict=True)):
                walk(x, y, f"{path}/{i}")
        elif a != b or type(a) is not type(b):
            problems.append(f"{path}: {json.dumps(a)} -> {json.dumps(b)}")

    walk(raw, dumped, "")
    return problems


async def capture(spec: ServerSpec, node_dir: Path, venv: Path, out_dir: Path) -> Path:
    with _scratch_dir() as workdir:
        command, args = spec.command(node_dir, venv, workdir)
        tools = await list_tools_raw(command, args, workdir)
    for tool in tools:
        for problem in sdk_round_trip_differences(tool):
            print(f"  {spec.name}: {tool.get('name')}{problem}", file=sys.stderr)
    document = {
        "server": spec.package,
        "version": spec.version(node_dir, venv),
        "captured": datetime.now(UTC).date().isoformat(),
        "tools": tools,
    }
    target = out_dir / f"{spec.name}.json"
    target.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return target


async def main_async(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Capture raw tools/list fixtures.")
    names = [s.name for s in SERVERS]
    parser.add_argument("servers", nargs="*", help=f"any of {', '.join(names)} (default: all)")
    parser.add_argument("--node-dir", type=Path, default=DEFAULT_NODE_DIR)
    parser.add_argument("--venv", type=Path, default=DEFAULT_VENV)
    parser.add_argument("--upgrade", action="store_true", help="reinstall the PyPI servers")
    parser.add_argument("--out", type=Path, default=HERE)
    args = parser.parse_args(argv)
    if unknown := sorted(set(args.servers) - set(names)):
        parser.error(f"unknown server(s): {', '.join(unknown)}")

    wanted = [s for s in SERVERS if not args.servers or s.name in args.servers]
    if any(s.ecosystem == "npm" for s in wanted) and not (args.node_dir / "node_modules").is_dir():
        parser.error(f"run `npm install --prefix {args.node_dir}` first")
    if any(s.ecosystem == "pypi" for s in wanted):
        ensure_venv(args.venv, args.upgrade)

    for spec in wanted:
        target = await capture(spec, args.node_dir, args.venv, args.out)
        count = len(json.loads(target.read_text(encoding="utf-8"))["tools"])
        print(f"{spec.name}: {count} tools -> {target}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main_async()))
